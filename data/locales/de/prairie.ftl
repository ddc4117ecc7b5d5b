# Die Sätze der Natives- und Inuit-Engine (bot/rules/prairie.py): Ablehnungen, Protokoll, Hinweise.
# Die Wörter des Themas kommen als Argumente aus natives.ftl oder inuit.ftl, mit ihren Attributen:
# $card_gender, $card_plural, $area_in, $area_the, $profs_dative, $tribe_word_gender, ...
# Kartennamen stehen nach „die Karte“, damit kein Artikel dekliniert werden muss;
# $profession_a ist der Akkusativ mit unbestimmtem Artikel („einen Beruf“).

## words and lists

prairie-count-card = { $n ->
        [one] {$card}
       *[other] {$n} × {$card}
    }
prairie-cards = {$cards}
# a menu's choice of how many cards of one kind to take (/natives take)
prairie-menu-count = {$n} × {$card}
prairie-either = {$first} oder {$rest}
prairie-seat-number = {$n} ({$seat})
prairie-typed-card = „{$text}“
    .gender = feminine
    .plural = „{$text}“
prairie-none-stays = keine Karte bleibt {$area_in}
prairie-nothing-deck-ran-out = nichts (der Stapel ist aufgebraucht)
prairie-in-play = {$card} ist im Spiel
prairie-no-season-in-play = keine Jahreszeitenkarte ist im Spiel
prairie-one-of-your = { $what_gender ->
        [feminine] eine deiner
        [neuter] eines deiner
       *[masculine] einen deiner
    } {$what}
prairie-season-spring = Frühlings
prairie-season-summer = Sommer
prairie-season-autumn = Herbst

## what the player is asked to say

prairie-what-profession = {$profession_a}
prairie-what-ritual = { $ritual_gender ->
        [neuter] ein
       *[masculine] einen
    } {$ritual}
prairie-what-food = eine {$food}
prairie-what-harvest = eine {$food} unter den drei ausgelegten
prairie-what-discard = die abzuwerfende Karte

## options

prairie-options-table = Die Optionen sind eine Tabelle aus Optionsnamen und Werten.
prairie-unknown-option = Unbekannte Option „{$option}“; dieses Spiel kennt: {$choices}.
prairie-expansions-list = Die Option expansions ist eine Liste von Erweiterungsnamen.
prairie-no-expansions = {$title} hat keine Erweiterung zum Spielen: seine Regeln beschreiben keine optionalen Module, daher kann „{$given}“ nicht hinzugefügt werden.
prairie-no-expansion-called = Es gibt keine Erweiterung namens „{$given}“; wähle aus {$choices}.
prairie-expansion-twice = Die Erweiterung {$given} steht doppelt in der Liste.
prairie-seasons-needs-expansion = Die Option seasons braucht die Erweiterung seasons.
prairie-seasons-option = Die Option seasons ist random, Nummer oder Name eines Sets oder drei Kartennamen.
prairie-no-season-set = Es gibt kein Jahreszeiten-Set {$n}; die Sets sind {$sets}.
prairie-no-season-called = Es gibt kein Set und keine Jahreszeitenkarte namens „{$given}“; sag random, ein Set ({$sets}) oder drei Jahreszeitenkarten.
prairie-three-seasons-not = { $n ->
        [one] Wähle drei Jahreszeitenkarten, eine pro Jahreszeit, nicht nur eine.
       *[other] Wähle drei Jahreszeitenkarten, eine pro Jahreszeit, nicht {$n}.
    }
prairie-season-names = Die Jahreszeitenkarten werden mit ihrem Namen angegeben.
prairie-no-season-card-called = Es gibt keine Jahreszeitenkarte namens „{$given}“; wähle aus {$choices}.
prairie-season-twice = Die Karte {$card} ist doppelt gewählt; wähle eine Karte pro Jahreszeit.
prairie-same-season = {$card} und {$other} sind beide {$season}karten; wähle eine Karte pro Jahreszeit.

## notation

prairie-not-an-action = „{$verb}“ ist keine Aktion dieses Spiels; die Notation steht in /game help.
prairie-not-now = Du kannst jetzt nicht „{$verb}“: {$hint}
prairie-takes-nothing-after = Nach „{$verb}“ kommt nichts mehr.
prairie-say-only = Gib {$what} nach „{$verb}“ an, und nur das.
prairie-say-which-seat = Sag, welcher Platz sie bekommt: give-quick-hand <Platznummer>.
prairie-say-which-card = Sag, welche Karte du nimmst: take <card>.
prairie-say-place = Sag, welcher {$native} wohin kommt: place <native> <profession>.
prairie-say-move = Sag, welcher {$native} wohin zieht: {$verb} <native> <from> <to>.
prairie-say-sacrifice = Sag, welchen {$native} du opferst: sacrifice <native> <profession>.
prairie-say-red = Sag, welcher {$native} wohin kommt: season red <native> <profession>.
prairie-no-card-called = Es gibt keine Karte namens „{$card}“.
prairie-not-a-profession = „{$given}“ ist kein gültiger Name für {$profession_a}; wähle aus {$choices}.

## what the awaited decision is (after "You cannot ... now:")

prairie-hint-war-peace = entscheide zuerst über die Krieg-und-Frieden-Karte, die du aufgedeckt hast (war oder peace).
prairie-hint-quick-hand = entscheide zuerst, wer den Späher Flinke Hand bekommt (give-quick-hand <Platznummer>).
prairie-hint-before = nutze die Karte {$card} (season {$effect} …) oder beginne Phase 1 (replenish).
prairie-hint-after = nutze die Karte {$card} (season {$effect} …) oder beende deinen Zug (end).
prairie-hint-starred = die Sternkarte {$card} verlangt, dass du {$what} abwirfst (discard <card>) oder einen Fluchmarker nimmst (curse).
prairie-hint-starred-no-curses = die Sternkarte {$card} verlangt, dass du {$what} abwirfst (discard <card>); die Fluchmarker sind aufgebraucht.
prairie-hint-setup = der Startspieler entscheidet über die beim Aufbau aufgedeckten Karten.
prairie-hint-choose = kundschafte oder wähle einen Beruf (use <profession>).
prairie-hint-take = nimm Karten mit deinen {$profs_dative} (take <card>) oder sag done.
prairie-hint-season-take = nimm Karten mit der Karte {$card} (take <card>) oder sag done.
prairie-hint-place = lege die genommenen {$natives} an (place <native> <profession>).
prairie-hint-rituals = wähle, welches {$ritual} als Nächstes gespielt wird (resolve <ritual>).
prairie-hint-sacrifice = wähle den {$native}, den du opferst (sacrifice <native> <profession>).
prairie-hint-forced = { $ritual_gender ->
        [neuter] ein {$ritual} verlangt
       *[masculine] ein {$ritual} verlangt
    }, dass du eine Karte abwirfst (discard <card>).
prairie-hint-knowledge = versetze einen {$native} (knowledge <native> <from> <to>) oder sag done.
prairie-hint-harvest = nimm eine {$food} unter den drei ausgelegten (take <food>) oder beende deinen Zug (end).

## refusals

prairie-war-needs = Du hast {$n} Krieger und { $tribe_word_gender ->
        [neuter] das {$tribe_word}
       *[masculine] der {$tribe_word}
    } {$tribe} {$m}: Krieg verlangt mindestens gleich viele.
prairie-not-most-scouts = {$seat} hat nicht die meisten Späher; gib sie an {$choices}.
prairie-season-offers = Die Karte {$card} bietet jetzt „season {$effect} …“ an, oder replenish, um Phase 1 zu beginnen.
prairie-not-a-ritual = {$card} ist { $ritual_gender ->
        [neuter] kein
       *[masculine] kein
    } {$ritual}.
prairie-prayers-cannot-take = Die Karte {$card} kann das Ritual {$ritual} nicht nehmen.
prairie-area-has-no = Es liegt keine Karte {$card} {$area_in}.
prairie-area-nothing = Es gibt {$area_in} nichts zu nehmen.
prairie-closed = Deine {$profs_definite} sind durch die Karte {$card} geschlossen: { $profession_gender ->
        [feminine] diese {$profession} kann
       *[masculine] dieser {$profession} kann
    } nicht mehr genutzt werden und keine {$natives} mehr aufnehmen.
prairie-scouted-all = Du hast {$n} {$scouts} und schon { $m ->
        [one] {$m} Karte
       *[other] {$m} Karten
    } ausgelegt.
prairie-deck-empty-scout = Der Stapel ist leer: es gibt nichts mehr zu kundschaften.
prairie-scout-phase-2 = Der {$scout} legt nur in Phase 2 Karten aus (scout); wähle { $profession_gender ->
        [feminine] eine andere
       *[masculine] einen anderen
    } {$profession}.
prairie-nothing-for = Es gibt {$area_in} nichts, was deine {$profs_definite} nehmen können.
prairie-cannot-season = Du kannst jetzt nicht „season {$verb}“: {$what}.
prairie-cannot-pass = Du kannst nicht passen, solange du {$profession_a} nutzen kannst, um eine Karte {$area_from} zu nehmen.
prairie-cannot-pass-kind = Du kannst nicht passen, solange die Karte {$card} eine Karte nehmen kann (season kind).
prairie-can-take-only = Deine {$profs_definite} können nur { $n ->
        [one] {$n} Karte
       *[other] {$n} Karten
    } nehmen.
prairie-kind-takes-only = Die Karte {$card} nimmt nur {$n} Karten.
prairie-cannot-take = {$profs} können die Karte {$card} nicht nehmen.
prairie-no-more-cards = Du hast {$n} {$profs}: du kannst keine Karten mehr nehmen.
prairie-not-as-scalp = Die Karte {$card} kann nicht als {$scalp} genommen werden.
prairie-one-big-food = Du hast in diesem Zug schon eine große Nahrungskarte genommen: höchstens eine pro Zug.
prairie-take-at-least-one = Nimm mindestens eine Karte mit { $profession_gender ->
        [feminine] der gewählten
       *[masculine] dem gewählten
    } {$profession}.
prairie-take-one-kind = Nimm mindestens eine Karte mit der Karte {$card}.
prairie-none-to-place = Du hast keine Karte {$card}, die auf das Anlegen wartet.
prairie-profs-have-no = Deine {$profs_definite} haben keine Karte {$card}.
prairie-stays-placed = Die Karte {$card} bleibt, wo sie angelegt wurde.
prairie-move-elsewhere = Versetze den {$native} zu { $profession_gender ->
        [feminine] einer anderen
       *[masculine] einem anderen
    } {$profession}.
prairie-none-to-play = Du hast keine Karte {$card}, die du in diesem Zug spielen kannst.
prairie-never-a-scalp = Die Karte {$card} kann { $scalp_gender ->
        [feminine] keine
       *[masculine] kein
    } {$scalp} werden.
prairie-none-to-sacrifice-there = Deine {$profs_definite} haben keine Karte {$card} zum Opfern.
prairie-must-discard = Du musst {$what} abwerfen; du hast keine Karte „{$card}“.
prairie-must-discard-natives-above-discard = einen {$native} deiner Farbe (discard <native> <profession>)
prairie-must-discard-natives-above-discard-any = eine Karte { $tribe_gender ->
        [neuter] deines
       *[masculine] deines
    } {$tribe}s (discard <card> <occupation>)
prairie-must-discard-food-above-discard = eine deiner {$food} (discard <food>)
prairie-must-discard-spirit-above-discard-totem = eines deiner {$totem} (discard <totem>)
prairie-curses-taken = Alle {$n} Fluchmarker sind vergeben: wirf stattdessen eine Karte ab.
prairie-none-among = Du hast keine Karte {$card} unter deinen {$what}.
prairie-not-a-native = {$card} ist kein {$native}.
prairie-harvest-needs = Die Karte {$card} legt genau {$n} Karten aus, und der Stapel hat nur noch {$left} zum Auslegen.
prairie-not-food = {$card} ist keine {$food}.
prairie-none-to-take = Es gibt keine Karte {$card} zu nehmen.

## what happens (the log)

prairie-no-food-among = Keine {$food} darunter kann genommen werden.
prairie-reveals-own-tribe = {$seat} deckt die Karte {$card} auf, { $tribe_word_gender ->
        [neuter] sein eigenes
       *[masculine] sein eigener
    } {$tribe_word}: sie kommt in die Schachtel.
prairie-reveals-war-or-peace = {$seat} deckt die Karte {$card} auf: Krieg ({$n} Krieger gegen {$m}) oder Frieden?
prairie-reveals-only-peace = {$seat} deckt die Karte {$card} auf: mit { $n ->
        [one] {$n} Krieger
       *[other] {$n} Kriegern
    } gegen {$m} ist nur Frieden möglich.
prairie-goes-to-war = {$seat} zieht in den Krieg gegen { $tribe_word_gender ->
        [neuter] das {$tribe_word}
       *[masculine] den {$tribe_word}
    } {$tribe} ({$n} Punkte).
prairie-makes-peace = {$seat} schließt Frieden mit { $tribe_word_gender ->
        [neuter] dem {$tribe_word}
       *[masculine] dem {$tribe_word}
    } {$tribe}: { $n ->
        [one] {$n} Punkt
       *[other] {$n} Punkte
    } für {$seat} und für {$other}.
prairie-makes-peace-absent = {$seat} schließt Frieden mit dem {$tribe_word} {$tribe}, der nicht am Tisch sitzt ({ $n ->
        [one] {$n} Punkt
       *[other] {$n} Punkte
    }).
prairie-quick-hand-revealed = Die Karte {$card} wird aufgedeckt: {$seat} wählt, wer sie bekommt, unter {$names} (die meisten Späher).
prairie-quick-hand-joins = Die Karte {$card} kommt zu den Spähern von {$seat} ({ $chosen ->
        [yes] gewählt unter denen mit den meisten Spähern
       *[no] die meisten Späher
    }).
prairie-uses-prayers = {$seat} nutzt die Karte {$card} und nimmt das Ritual {$ritual}.
prairie-scouts = {$seat} kundschaftet: {$cards}.
prairie-passes = {$seat} kann nichts nehmen und passt.
prairie-uses-and-takes = {$seat} nimmt mit den {$profs_dative}: {$cards}.
prairie-uses-kind-and-takes = {$seat} nutzt die Karte {$card} und nimmt {$cards}.
prairie-places = {$seat} legt die Karte {$card} zu den {$profs_dative}.
prairie-closed-for-good = Die {$profs_definite} von {$seat} sind endgültig geschlossen.
prairie-moves = {$seat} versetzt die Karte {$card} von den {$source_dative} zu den {$target_dative} ({$why}).
prairie-plays-ritual = {$seat} spielt die Karte {$ritual}.
prairie-three-join = Drei Karten kommen {$area_to}: {$cards}.
prairie-three-join-none = Drei Karten kommen {$area_to}: keine, der Stapel ist leer.
prairie-none-to-sacrifice = {$seat} hat keine {$native}-Karte zum Opfern.
prairie-none-to-move = {$seat} hat keine {$native}-Karte zum Versetzen.
prairie-more-but-nothing = {$seat} hat mehr als {$other}, aber nichts zum Abwerfen.
prairie-no-effect = Niemand hat mehr als {$seat}: die Karte {$ritual} bleibt ohne Wirkung.
prairie-sacrifices = {$seat} opfert die Karte {$card} ({$prof}): sie wird { $scalp_gender ->
        [feminine] eine
       *[masculine] ein
    } {$scalp}.
prairie-discards = {$seat} wirft die Karte {$card} in die Schachtel ab.
prairie-nothing-to-discard = {$card}: {$seat} hat { $what_gender ->
        [feminine] keine
        [neuter] kein
       *[masculine] keinen
    } {$what} zum Abwerfen.
prairie-ends-turn = {$seat} beendet den Zug.
prairie-season-discards = {$season}: {$seat} wirft die Karte {$card} in die Schachtel ab.
prairie-season-discards-scalp = {$season}: {$seat} wirft { $scalp_gender ->
        [feminine] die {$scalp}
       *[masculine] den {$scalp}
    } {$card} in die Schachtel ab.
prairie-uses = {$seat} nutzt die Karte {$card}.
prairie-uses-and-lays = {$seat} nutzt die Karte {$card} und legt {$cards} aus.
prairie-takes-food = {$seat} nimmt die Karte {$card} ({$why}).
prairie-curses-run-out = Die Fluchmarker sind aufgebraucht: {$seat} nimmt keinen.
prairie-takes-curse = {$seat} nimmt einen Fluchmarker ({$n} Punkte).
prairie-season-turns = Die Jahreszeit wechselt: {$card} ist im Spiel. {$text}
prairie-turn-before = {$seat} ist am Zug: die Karte {$card} kann vor Phase 1 genutzt werden.
prairie-turn-joins = {$seat} ist am Zug: {$cards} { $n ->
        [one] kommt
       *[other] kommen
    } {$area_to}.
prairie-turn-deck-empty = {$seat} ist am Zug: der Stapel ist leer.
prairie-turn-begins = {$seat} beginnt den Zug.
prairie-game-over = Die Karte {$end} ist gekommen und die Runde ist vollständig: das Spiel ist zu Ende.
prairie-end-revealed = Die Karte {$end} ist aufgedeckt: die letzten Züge werden gespielt, bis {$first} wieder an der Reihe ist.
prairie-change-revealed = Die Karte {$card} ist aufgedeckt: die Jahreszeit wechselt, wenn der nächste Zug von {$first} beginnt.
