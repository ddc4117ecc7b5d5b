# Wendakes Meldungen (bot/rules/wendake.py): Ablehnungen, Ereignisse und private Zeilen.

## der Aufbau

wendake-unknown-option = Unbekannte Option '{$option}'; Wendake kennt 'tribes'.
wendake-tribes-option = Die Option tribes ist 'generic' (alle spielen die Wendat) oder 'draft'.
wendake-begins = Wendake (Campfire-Edition) beginnt. Gepaarte Leisten: {$a} und {$b} | {$c} und {$d}; Startspieler: {$seat}.
wendake-tribe-not-offered = '{$tribe}' steht nicht zur Wahl: wähle aus {$offer}.
wendake-leads = {$seat} führt die {$tribe}.
wendake-year-begins = Jahr {$year} von {$years} beginnt.

## die Notation und der Zug

wendake-not-an-action = '{$verb}' ist keine Aktion von Wendake; siehe /game help für die Notation.
wendake-transfer-mid-action = Mitten in einer Aktion kannst du nichts zurückholen: beende sie zuerst ('done'); ein Krieger kann in einer Aktion nicht bewegt, nach Hause geholt und wieder bewegt werden.
wendake-not-now-tile = '{$verb}' geht jetzt nicht: die nächste Aktion des Plättchens ist {$next} (oder überspringe sie mit 'skip').
wendake-not-now = '{$verb}' geht jetzt nicht: {$hint}
wendake-hint-draft = wähle deinen Stamm (tribe <Name>).
wendake-hint-place = wähle ein Plättchen (pick <Feld>) oder beanspruche die Zugreihenfolge (turn-order).
wendake-hint-move = bewege dich oder greife mit einem Krieger an, oder beende die Bewegung ('done').
wendake-hint-trade = tausche, kaufe, verkaufe oder beende den Handel ('done').
wendake-hint-masks = nimm eine Maskenkarte, halte eine Zeremonie ab oder beende die Maskenaktion ('done').
wendake-hint-end = hole Außenposten nach Hause oder beende deinen Zug ('done').
wendake-hint-swap = tausche ein ausscheidendes Plättchen gegen ein fortgeschrittenes (upgrade <Feld> <Plättchen>) oder behalte sie (keep).
wendake-write-it-as = Schreibe es so: '{$form}'.

## das Aktionstableau und die Zugreihenfolge

wendake-not-a-position = '{$pos}' ist kein Feld des Tableaus: a1 bis c3.
wendake-markers-placed = Deine drei Plättchenmarker liegen: beanspruche die Zugreihenfolge.
wendake-already-picked = Du hast {$pos} dieses Jahr schon gewählt.
wendake-last-marker = Dein letzter Marker kommt auf die Zugreihenfolgeleiste.
wendake-not-in-line = {$pos} liegt nicht in einer Reihe, Spalte oder Diagonale mit {$picks}.
wendake-picks = {$seat} wählt {$pos}: {$tile} ({$side}: {$actions}).
wendake-side-front = Vorderseite
wendake-side-ritual = Ritualseite
wendake-turn-order-held = Du hast dieses Jahr schon einen Platz in der Zugreihenfolge.
wendake-takes-space = {$seat} nimmt Platz {$space} der Zugreihenfolge.
wendake-takes-space-and = {$seat} nimmt Platz {$space} der Zugreihenfolge und {$good}.
wendake-skips = {$seat} überspringt die Aktion {$action}.
wendake-fire-itself = Das Heilige Feuer kann sich nicht selbst kopieren.
wendake-fire-picked = {$pos} wurde dieses Jahr gewählt: das Feuer nutzt ein Plättchen, das du nicht gewählt hast.
wendake-uses-fire = {$seat} nutzt das Heilige Feuer auf {$pos} ({$tile}: {$actions}){ $kept ->
        [yes] ; {$pos} bleibt fürs nächste Jahr liegen
       *[no] {""}
    }.

## Zurückholen und Fortschrittsplättchen

wendake-write-transfer = Schreibe 'transfer <Gebiet>' oder 'transfer <Gebiet> empty'.
wendake-already-home = Einheimische im Dorf sind schon zu Hause.
wendake-not-an-area = '{$area}' ist kein Ertragsgebiet der Karte.
wendake-no-outpost = Du hast keinen Außenposten in {$area}.
wendake-never-home = Frauen und Jäger auf der Karte kehren nie nach Hause zurück (nur die Pocken holen sie aus einem Ertragsgebiet).
wendake-transfers-empty = {$seat} holt den Außenposten {$warrior} aus {$area} nach Hause; das Gebiet bleibt leer.
wendake-none-to-replace = Du hast { $native_gender ->
        [feminine] keine
       *[masculine] keinen
    } {$native} zu Hause, um ihn zu ersetzen: 'transfer {$area} empty' lässt das Gebiet leer.
wendake-transfers = {$seat} holt den Außenposten {$warrior} aus {$area} nach Hause, und { $native_gender ->
        [feminine] eine
       *[masculine] ein
    } {$native} nimmt seinen Platz ein.
wendake-no-progress = Du hast kein Fortschrittsplättchen '{$progress}'.
wendake-works-by-itself = {$progress} wirkt von selbst; nur ein Schritte-Plättchen wird eingesetzt.
wendake-used-this-year = {$progress} wurde dieses Jahr schon eingesetzt.
wendake-no-warrior-can-step = Keiner deiner Krieger kann jetzt einen Schritt machen (Verletzte und Außenposten bewegen sich nicht).
wendake-uses-progress = {$seat} setzt {$progress} ein: eine Bewegung von { $n ->
        [one] 1 Schritt
       *[other] {$n} Schritten
    }.

## die automatischen Aktionen

wendake-harvests = {$seat} erntet { $goods_count ->
        [0] nichts
       *[other] {$goods}
    }.
wendake-hunts = {$seat} jagt { $n ->
        [one] 1 Biber
       *[other] {$n} Biber
    }.
wendake-tans = {$seat} gerbt { $n ->
        [one] 1 Biber zu 1 Fell
       *[other] {$n} Biber zu {$n} Fellen
    }.
wendake-nothing-to-tan = {$seat} hat keinen Biber zum Gerben.
wendake-fishes = {$seat} fängt { $n ->
        [one] 1 Fisch
       *[other] {$n} Fische
    } mit { $canoes ->
        [one] 1 Kanu
       *[other] {$canoes} Kanus
    }.
wendake-builds-canoe = {$seat} baut ein Kanu (jetzt {$n}).
wendake-all-canoes = {$seat} hat schon alle fünf Kanus.
wendake-ritual = {$seat} hält ein Ritual ab: { $healed ->
        [one] 1 geheilt
       *[other] {$healed} geheilt
    }, { $healthy ->
        [one] 1 gesund
       *[other] {$healthy} gesund
    } zu Hause, +{$points} Ritual.
wendake-holds-flag-english = {$seat} hält eine englische Flagge: +{$points} {$track}.
wendake-holds-flag-french = {$seat} hält eine französische Flagge: +{$points} {$track}.
wendake-military = {$seat} wertet Militär: {$majorities} für Mehrheiten, {$turtles} durch Schildkröten; +{$total} Militär.
wendake-military-draws = {$seat} wertet Militär: {$majorities} für Mehrheiten, {$turtles} durch Schildkröten; zieht eine Schildkröte ({$turtle}); +{$total} Militär.

## Bewegungen und Kämpfe

wendake-not-a-warrior = '{$token}' ist keiner deiner Krieger (W1 bis W7).
wendake-black-warrior = Nur die Mohawk haben den schwarzen Krieger.
wendake-injured = {$warrior} liegt verletzt in deinem Langhaus: nur das Ritual heilt ihn.
wendake-outpost-cannot-move = {$warrior} ist ein Außenposten in {$area}: ein Außenposten bewegt sich nicht.
wendake-not-a-territory = '{$territory}' ist kein Territorium dieser Karte.
wendake-closed-home = {$territory} ist das Dorf eines anderen Spielers und für Gegner gesperrt.
wendake-across-water = Zwischen {$here} und {$there} liegt {$water}: Seen und Flüsse kann man nicht überqueren.
wendake-not-next-to = {$there} grenzt nicht an {$here}: ein Schritt überquert genau eine Grenze.
wendake-ends-move = {$seat} beendet die Bewegung{ $left ->
        [0] {""}
        [one] {" "}(1 Schritt ungenutzt)
       *[other] {" "}({$left} Schritte ungenutzt)
    }.
wendake-no-step-left = Die Bewegung hat keinen Schritt mehr für {$steps}.
wendake-not-empty = {$area} ist nicht leer: ein Einheimischer pro Ertragsgebiet (greife es an, um es zu nehmen).
wendake-guard-to-outpost = {$seat}: {$warrior} wird in {$area} vom Wächter zum Außenposten.
wendake-steps-outpost = {$seat}: {$warrior} zieht von {$here} nach {$area} als Außenposten.
wendake-outposts-outside = Außenposten kommen in Ertragsgebiete außerhalb der Dörfer.
wendake-already-there = {$warrior} ist schon in {$territory}.
wendake-steps-guard = {$seat}: {$warrior} zieht von {$here} nach {$territory} als Wächter.
wendake-own-warriors = Du kannst deine eigenen Krieger nicht angreifen.
wendake-no-seat = An diesem Tisch gibt es keinen Platz {$n}.
wendake-no-such-warrior = Platz {$n} hat keinen Krieger {$warrior} auf der Karte.
wendake-attack-its-area = {$warrior} ist ein Außenposten: greife sein Gebiet an ({$area}).
wendake-attacks-guard = {$seat}: {$warrior} greift den Wächter {$target} {$whose} in {$territory} an: beide sind verletzt.
wendake-not-a-target = '{$target}' ist weder ein Ertragsgebiet noch ein Krieger (wie 2W5).
wendake-nobody-to-attack = {$area} ist leer: dort ist niemand anzugreifen (ziehe hinein).
wendake-own-natives = Du kannst deine eigenen Einheimischen nicht angreifen.
wendake-guards-first = {$owner} hat noch Wächter in {$territory}: greife sie alle an, bevor du die Einheimischen in den Ertragsgebieten angreifst.
wendake-attacks-outpost = {$seat}: {$warrior} greift den Außenposten {$whose} in {$area} an: beide sind verletzt.
wendake-attacks-tuscarora = {$seat}: {$warrior} greift den Jäger {$whose} in {$area} an; der Tuscarora-Jäger verletzt seinen Angreifer: beide sind verletzt.
wendake-attacks-native = {$seat}: {$warrior} greift { $native_gender ->
        [feminine] die
       *[masculine] den
    } {$native} {$whose} in {$area} an und bleibt dort als Außenposten.
wendake-mohawk-home = Der schwarze Krieger der Mohawk geht nach Hause statt ins Langhaus.
wendake-cayuga-home = Die Frau der Cayuga geht nach Hause statt ins Langhaus.

## der Handel

wendake-not-a-good = '{$good}' ist keine Ware: {$goods}.
wendake-barter-kind = Ein Tausch gibt eine Ware für eine andere Sorte.
wendake-barters-most = Ein Handel erlaubt { $n ->
        [one] 1 Tausch
       *[other] {$n} Tausche
    }.
wendake-barter-two = Ein Tausch kostet 2 Einheiten {$good}; du hast {$n}.
wendake-barters = {$seat} tauscht {$give} gegen {$get}.
wendake-smallpox-area = Pocken! { $native_gender ->
        [feminine] Die
       *[masculine] Der
    } {$native} von {$seat} in {$area} erkrankt und kehrt nach Hause zurück; {$area} bleibt leer.
wendake-smallpox-nobody = Die Pocken erreichen das Dorf von {$seat}, finden aber niemanden.
wendake-smallpox-home = Pocken! { $native_gender ->
        [feminine] Die
       *[masculine] Der
    } {$native} von {$seat} erkrankt zu Hause und kommt ins Langhaus.
wendake-buys-one = Ein Handel kauft ein einziges Fortschrittsplättchen.
wendake-progress-not-offered = '{$progress}' ist nicht unter den angebotenen Fortschrittsplättchen.
wendake-costs = {$progress} kostet {$cost}.
wendake-buys = {$seat} kauft {$progress} für {$cost}: +{$points} Wirtschaft.
wendake-sells-once = Ein Handel verkauft nur einmal.
wendake-one-of-each = Wirtschaftspunkte kauft man mit je einer Ware jeder Sorte.
wendake-cannot-sell = '{$good}' kann man nicht verkaufen: {$goods}.
wendake-you-have-no = Du hast { $good_gender ->
        [masculine] keinen
       *[plural] keine
    } {$good}.
wendake-nothing-to-sell = Du hast nichts zu verkaufen.
wendake-sells = {$seat} verkauft {$goods}: +{$points} Wirtschaft.

## die Masken

wendake-mask-takes = Eine Maskenaktion nimmt {$n} Karten.
wendake-hand-most = Deine Hand hält höchstens {$n} Masken.
wendake-deck-empty = Der Maskenstapel ist leer.
wendake-takes-from-deck = {$seat} nimmt eine Maskenkarte vom Stapel.
wendake-no-mask-face-up = Es liegt keine Maske {$mask} offen aus.
wendake-takes-mask = {$seat} nimmt die Maske {$mask}.
wendake-you-drew = Du hast die Maske {$mask} vom Stapel gezogen; deine Hand: {$hand} (`{$notation}`).
wendake-ceremony-size = Eine Zeremonie zeigt eine Hand aus 2 bis 5 Maskenkarten.
wendake-not-held = Diese Maskenkarten hast du nicht.
wendake-no-hand = Diese Masken ergeben keine Hand: ein Paar, zwei Paare, ein Drilling, ein Full House, ein Vierling, fünf gleiche oder fünf verschiedene.
wendake-ceremony = {$seat} hält eine Maskenzeremonie ab ({$cards}): +{$points} Masken.

## die Erneuerung und das Ende

wendake-restore = Erneuerung nach Jahr {$year}.
wendake-tile-and-id = {$tile} (`{$id}`)
wendake-advanced-offer = Angebotene fortgeschrittene Plättchen: {$tiles}.
wendake-swap-bottom-row = Getauscht wird nur ein Plättchen der ausscheidenden unteren Reihe (c1, c2, c3).
wendake-fire-stays = Das Heilige Feuer verlässt dein Tableau nie.
wendake-tile-not-offered = '{$tile}' ist nicht unter den angebotenen fortgeschrittenen Plättchen.
wendake-swaps = {$seat} tauscht {$old} gegen {$new}.
wendake-keeps = {$seat} behält die ausscheidenden Plättchen.
wendake-final = {$seat}: {$a} + {$b} = {$total}.
wendake-ghost-scores = Der Geist erzielt {$total}: {$seat} { $beats ->
        [yes] schlägt ihn
       *[no] schlägt ihn nicht
    }.
wendake-winners = Sieger: {$seats}.

## der Geist (Solo)

wendake-the-ghost = Der Geist
wendake-whose = von {$seat}
wendake-whose-ghost = des Geistes
wendake-points-on = +{$points} {$track}
wendake-ghost-reveals = Der Geist deckt {$card} auf: { $guards_count ->
        [0] {""}
       *[other] Wächter nach {$guards};{" "}
    }{$scores}{ $first ->
        [yes] ; er beansprucht Platz 1 der Zugreihenfolge
       *[no] {""}
    }.

## Wörter: Aktionen eines Plättchens, Verben der Notation, Waren, Leisten, Einheimische

wendake-action-harvest = Ernten
wendake-action-hunt = Jagen
wendake-action-fish = Fischen
wendake-action-canoe = Kanu
wendake-action-trade = Handeln
wendake-action-masks = Masken
wendake-action-military = Militär
wendake-action-ritual = Ritual
wendake-action-fire = Heiliges Feuer
wendake-action-move = Bewegen {$n}
wendake-action-tan = Gerben {$n}
wendake-verb-harvest = Ernte
wendake-verb-hunt = Jagd
wendake-verb-fish = Fischfang
wendake-verb-canoe = Kanu
wendake-verb-trade = Handel
wendake-verb-masks = Masken
wendake-verb-military = Militär
wendake-verb-ritual = Ritual
wendake-verb-fire = Heiliges Feuer
wendake-verb-move = Bewegung
wendake-verb-tan = Gerben
wendake-good-beans = Bohnen
    .gender = plural
wendake-good-corn = Mais
    .gender = masculine
wendake-good-pumpkins = Kürbisse
    .gender = plural
wendake-good-fish = Fisch
    .gender = masculine
wendake-good-skins = Felle
    .gender = plural
wendake-good-beavers = Biber
    .gender = plural
wendake-goods-beans = { $n ->
        [one] {$n} Bohne
       *[other] {$n} Bohnen
    }
wendake-goods-corn = { $n ->
        [one] {$n} Maiskolben
       *[other] {$n} Maiskolben
    }
wendake-goods-pumpkins = { $n ->
        [one] {$n} Kürbis
       *[other] {$n} Kürbisse
    }
wendake-goods-fish = { $n ->
        [one] {$n} Fisch
       *[other] {$n} Fische
    }
wendake-goods-skins = { $n ->
        [one] {$n} Fell
       *[other] {$n} Felle
    }
wendake-goods-beavers = {$n} Biber
wendake-track-economic = Wirtschaft
wendake-track-military = Militär
wendake-track-ritual = Ritual
wendake-track-mask = Masken
wendake-native-woman = Frau
    .gender = feminine
wendake-native-hunter = Jäger
    .gender = masculine

## /wendake hand (cogs/wendake.py): die eigenen Maskenkarten, privat

wendake-hand-scores = {$hand} {$n}
wendake-hand-none = Du hast keine Maskenkarten. Eine Maskenzeremonie bringt: {$scale}.
wendake-hand-cards = Deine Maskenkarten ({$n}): {$cards} (`{$notation}`). Eine Maskenzeremonie zeigt 2 bis 5 davon (der Joker steht für jede Sorte) und bringt: {$scale}.
