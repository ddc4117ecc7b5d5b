# Campfires gemeinsamer Katalog, auf Deutsch (siehe en/common.ftl: dieselben Ids und Variablen).
# Anrede: „du“, wie unter Leuten auf einem Discord-Server.

## bot/tables.py — der Tisch vor dem Spiel

table-opened = {$seat} eröffnet einen Tisch für {$title}. Setz dich mit /game join dazu; der Gastgeber startet mit /game start.
table-channel-taken = In diesem Kanal läuft schon eine Partie {$title} ({ $status ->
        [lobby] noch nicht gestartet
       *[active] im Gange
    }); beende oder verwirf sie zuerst, oder nimm einen anderen Kanal.
table-title-not-playable = {$title} ist noch nicht spielbar; versuch es mit {$known}.
table-title-unknown = Es gibt kein Spiel namens '{$given}'; wähle aus {$known}.
table-already-seated = Du hast an diesem Tisch schon einen Platz.
table-full = Der Tisch ist voll ({$n} Spieler).
table-joined = {$seat} setzt sich dazu ({$n} am Tisch).
table-leave-started = Die Partie hat begonnen: Mit /game resign steigst du aus.
table-leave-unseated = Du hast an diesem Tisch keinen Platz.
table-left = {$seat} verlässt den Tisch.
table-closed-empty = Niemand ist mehr da: Der Tisch wird geschlossen.
table-new-host = {$seat} ist jetzt Gastgeber.
start-too-few = {$title} braucht mindestens {$least} Spieler; { $n ->
        [0] bisher sitzt noch niemand
        [one] bisher sitzt {$n}
       *[other] bisher sitzen {$n}
    }.
game-begins = {$title} beginnt: {$seats}.
game-begins-first = {$title} beginnt: {$seats}. {$first} fängt an.
the-host = der Gastgeber
host-only = Nur der Gastgeber ({$host}) kann {$what}.
host-only-add-ai = einen KI-Spieler hinzufügen
host-only-start = die Partie starten
steward-only = Das kann nur der Gastgeber oder ein Mitglied, das diesen Kanal verwalten darf.
lobby-started = Die Partie hat schon begonnen.
channel-no-table = In diesem Kanal gibt es keinen Tisch; eröffne einen mit /game new.

## bot/tables.py — das Spiel

table-action-too-long = Diese Aktion ist {$n} Zeichen lang; eine Aktion hat höchstens {$most}.
table-stale-button = Dieser Button gehört zu einem früheren Zug; nimm die neueste Nachricht.
table-you-resigned = Du hast diese Partie aufgegeben.
game-not-started = Die Partie hat noch nicht begonnen; der Gastgeber startet sie mit /game start.
game-not-seated = Du sitzt nicht mit in dieser Partie.
seat-unknown = Es gibt keinen Platz namens '{$given}'; Plätze: {$seats}.
channel-no-game = In diesem Kanal läuft keine Partie; starte eine mit /game new.
channel-no-game-ever = In diesem Kanal gibt es keine Partie.
channel-game-over = Die Partie in diesem Kanal ist vorbei: /game history zeigt, wie sie ausging, und /game new startet eine neue.
channel-other-title = In diesem Kanal läuft {$title}, nicht {$other}: Spiel es mit /{$group} (siehe /game help).
ai-plays = {$who} spielt '{$action}'.
undo-nothing = Es gibt noch nichts rückgängig zu machen.
undo-not-last = Nur die letzte Aktion lässt sich zurücknehmen, und die gehört {$who}.
undo-turn-revealed = '{$action}' lässt sich nicht zurücknehmen: Damit endete dein Zug, und zu Beginn des nächsten kamen Karten ans Licht, die noch niemand gesehen hatte.
undo-revealed = '{$action}' hat Karten aufgedeckt und lässt sich daher nicht zurücknehmen.
undo-answer-revealed = '{$action}' lässt sich nicht zurücknehmen: {$who} hat darauf mit '{$reply}' geantwortet, und das hat Karten aufgedeckt.
undo-done = {$seat} nimmt '{$action}' zurück.
undo-done-with-answers = {$seat} nimmt '{$action}' zurück und alles, was {$who} danach gespielt hat.
resign-already = Du hast diese Partie schon aufgegeben.
resign-by-self = {$seat} gibt auf
resign-ends-last = {$what}: Nur noch {$seat} spielt, also endet die Partie mit dem aktuellen Punktestand.
resign-ends-nobody = {$what}: Niemand spielt mehr, also endet die Partie mit dem aktuellen Punktestand.
resign-ai-plays-on = {$what}; die KI spielt den Platz zu Ende.
abandon-not-allowed = Nur der Gastgeber oder ein Mitglied, das diesen Kanal verwalten darf, kann die Partie verwerfen.
abandoned = Die Partie {$title} wird verworfen.

## bot/tables.py — das Protokoll

log-page-zero = Die Seiten beginnen bei 1.
log-pages = Das Protokoll hat { $n ->
        [one] {$n} Seite
       *[other] {$n} Seiten
    }.
finished-not-here = Partie {$id} ist keine beendete Partie dieses Kanals; siehe /game history.
finished-none = In diesem Kanal ist noch keine Partie zu Ende gegangen.

## bot/rules/base.py — was alle Engines teilen

compound-step-refused = Nichts wurde gespielt: Schritt {$n} von {$total}, '{$step}', wird abgelehnt. {$reason}
compound-cannot-follow = '{$step}' kann nicht folgen: Nach '{$after}' hat die Engine '{$played}' für dich gespielt, weil nichts anderes möglich war. {$reason}

## bot/keepalive.py — Erinnerungen, Anstupser, festgefahrene Plätze

control-game-over = Dieser Button gehört zu einer Partie, die vorbei ist.
remind-min-wait-range = Die Mindestwartezeit liegt zwischen 0 und 168 Stunden.
remind-stall-range = Eine Partie gilt nach 1 bis 60 unbeantworteten Erinnerungen als festgefahren.
remind-not-allowed = Nur die Spieler, der Gastgeber oder Mitglieder, die diesen Kanal verwalten dürfen, können die Erinnerungen ändern.
remind-off = Tägliche Erinnerungen sind für diese Partie aus.
remind-set = Tägliche Erinnerung um {$time} ({$zone}) an alle, auf die die Partie seit {$hours} h oder länger wartet; festgefahren nach { $stall ->
        [one] {$stall} unbeantworteten Erinnerung
       *[other] {$stall} unbeantworteten Erinnerungen
    }.
nudge-too-soon = Diese Partie wurde vor weniger als 12 h angestupst; versuch es in {$wait} wieder.
nudge-only-you = Die Partie wartet auf dich, auf niemanden sonst.
nudge-away = Diese Person ist bis {$date} abwesend; bis dahin wird nicht angestupst.
nudged = {$seat} stupst dich an: Die Partie wartet auf dich (seit {$wait}).
replace-already-seated = {$user} hat in dieser Partie schon einen Platz.
replace-done = {$user} übernimmt den Platz {$seat} von {$who}.
the-ai = die KI
autopilot-already = {$seat} wird schon von der KI gespielt.
autopilot-on = Die KI spielt für {$seat}, bis {$seat} zurück ist (/game back).
back-not-on-autopilot = Dein Platz ist nicht auf Autopilot.
back-done = {$seat} ist zurück und spielt den eigenen Platz wieder selbst.
drop-already = {$seat} hat diese Partie schon verlassen.
drop-done = {$seat} wird aus der Partie genommen

## bot/present.py — Wartezeiten, so knapp wie eine Statuszeile es verlangt

wait-days = { $days ->
        [one] {$days} Tag
       *[other] {$days} Tage
    } {$hours} h
wait-hours = {$hours} h {$minutes} min
wait-minutes = {$minutes} min
wait-seconds = {$seconds} s

## bot/learning.py, bot/present.py — Tipps und das Protokoll

hints-off = Tipps sind an diesem Tisch aus: Der Gastgeber hat ihn mit hints:off eröffnet.
hint-not-your-decision = Die Partie wartet nicht auf dich, also gibt es keinen Zug für einen Tipp.
hint-table-changed = Der Tisch hat sich geändert, während der Tipp berechnet wurde; frag noch einmal.
hints-asked = { $n ->
        [one] {$seat} hat die KI um einen Tipp gebeten.
       *[other] {$seat} hat die KI um {$n} Tipps gebeten.
    }
log-taken-back = zurückgenommen
seat-ai = {$name} (KI)

## cogs/common.py — die Discord-Schicht

post-table-failed = Dein Zug ist gespeichert, aber ich konnte den Tisch in diesem Kanal nicht posten (Discord hat abgelehnt); /game status postet ihn erneut.
done = Erledigt.
move-continues = Dein Zug geht weiter mit {$verbs}: die Buttons unten oder die Slash-Befehle.
replay-film-intro = Die ganze Partie noch einmal, Zug für Zug:
your-move-mention = { $n ->
        [one] {$who} — du bist dran.
       *[other] {$who} — ihr seid dran.
    }
posting-table = Der Tisch wird gepostet…
choice-gone = Diese Wahl ist nicht mehr offen; nimm die neueste Nachricht.
pick-one-option = Wähle genau eine Option.
my-choices-button = Meine Wahl
choices-not-your-decision = Die Partie wartet gerade nicht auf dich.
your-choices = Deine Möglichkeiten:

## cogs/guard.py, cogs/why.py — das Tor, durch das jede Interaktion geht

option-unknown = /{$command} hat keine Option namens {$name}.
option-not-text = Die Option {$name} muss Text sein.
option-too-long = Die Option {$name} ist zu lang ({$n} Zeichen; höchstens {$most}).
option-not-number = Die Option {$name} muss eine Zahl sein.
option-between = Die Option {$name} muss zwischen {$low} und {$high} liegen.
option-at-least = Die Option {$name} muss mindestens {$low} sein.
option-at-most = Die Option {$name} darf höchstens {$high} sein.
option-not-a-choice = {$value} ist keine Wahlmöglichkeit für {$name}; wähle aus {$allowed}.
option-missing = /{$command} braucht {$name}:…
outside-server = Campfires Spiele werden in den Kanälen eines Servers gespielt, nicht in Direktnachrichten.
member-not-here = Dieses Mitglied ist nicht auf diesem Server.
value-not-valid = {$value} ist hier kein gültiger Wert.
command-changed = Dieser Befehl hat sich geändert, seit dein Discord ihn geladen hat; versuch es gleich noch einmal.
command-not-here = Diesen Befehl kannst du hier nicht benutzen.
control-unknown = Diesen Button oder dieses Menü kenne ich nicht; nimm die neueste Nachricht oder /game status für den Tisch.
discord-refused = Discord hat eine Nachricht abgelehnt, die ich in diesem Kanal senden wollte; /game status zeigt, wo die Partie steht.
internal-error = Bei uns ist etwas schiefgegangen; es wurde protokolliert.
rule-gone = Diese Regel steht nicht mehr im Regelheft; siehe /game rules.
rule-button = Regel

## cogs/reminders.py — die Erinnerungsrunde und festgefahrene Plätze

reminder-waiting = die Partie wartet seit {$wait} auf dich.
reminder-last-table = Letzter Tisch: {$url}
reminder-stalled = Diese Partie scheint festgefahren: { $n ->
        [one] {$n} tägliche Erinnerung blieb unbeantwortet.
       *[other] {$n} tägliche Erinnerungen blieben unbeantwortet.
    } Der Gastgeber oder ein Mitglied, das den Kanal verwalten darf, kann den Platz neu besetzen, auf Autopilot stellen oder den Spieler herausnehmen:
replace-who = Wer übernimmt {$seat}?
replace-not-a-bot = Ein Bot kann keinen Platz einnehmen; nimm den Autopiloten für eine KI.

## cogs/natera.py, cogs/uluk.py, cogs/wendake.py — was nur der Platz selbst sieht

own-not-seated = { $what ->
        [hand] Du sitzt nicht mit in dieser Partie, also hast du keine Hand.
        [feast] Du sitzt nicht mit in dieser Partie, also hast du keine Festmahlkarte.
       *[masks] Du sitzt nicht mit in dieser Partie, also hast du keine Maskenkarten.
    }
own-resigned = { $what ->
        [hand] Du hast diese Partie aufgegeben: Die KI spielt jetzt deinen Platz, und ihre Hand ist vor dir verborgen wie vor allen anderen.
        [feast] Du hast diese Partie aufgegeben: Die KI spielt jetzt deinen Platz, und ihre Festmahlkarte ist vor dir verborgen wie vor allen anderen.
       *[masks] Du hast diese Partie aufgegeben: Die KI spielt jetzt deinen Platz, und ihre Maskenkarten sind vor dir verborgen wie vor allen anderen.
    }

## cogs/common.py — die Tischnachricht, ihre Bedienelemente, Berechtigungen

title-not-running = In diesem Kanal läuft keine Partie {$title}.
post-no-permission = Ich kann den Tisch in diesem Kanal nicht posten: Mir { $permissions_count ->
        [one] fehlt hier die Berechtigung
       *[other] fehlen hier die Berechtigungen
    } {$permissions}. Es wurde nichts gespielt; frag einen Server-Admin.
permission-send-messages = Nachrichten senden
permission-attach-files = Dateien anhängen
permission-send-messages-in-threads = Nachrichten in Threads senden
permission-create-public-threads = Öffentliche Threads erstellen
replay-film-alt = Die ganze Partie noch einmal, Zug für Zug, als Film. {$final}
live-table = Live-Tisch: {$url}
prompt-choose = Wähle…
prompt-natives-place = Setz einen Ureinwohner ein…
prompt-natives-take = Nimm eine Karte…
prompt-natives-use = Wähle einen Beruf…
prompt-natives-discard = Wähle die abzuwerfende Karte…
prompt-natives-resolve = Spiel ein Ritual…
prompt-natives-sacrifice = Wähle den zu opfernden Ureinwohner…
prompt-inuit-place = Setz einen Inuit ein…
prompt-inuit-take = Nimm eine Karte…
prompt-inuit-use = Wähle eine Tätigkeit…
prompt-inuit-discard = Wähle die abzuwerfende Karte…
prompt-inuit-resolve = Spiel einen Ritus…
prompt-inuit-sacrifice = Wähle den zu opfernden Inuit…
prompt-uluk-place = Setz ein Stammesmitglied ein…
prompt-uluk-move = Bewege dein Stammesmitglied…
prompt-natera-play = Spiel eine Karte…
prompt-natera-hire = Heuere einen Spezialisten an…
prompt-natera-discard = Wähle die abzuwerfende Karte…
prompt-wendake-pick = Wähle ein Plättchen deines Tableaus…

## bot/present.py — der Wertungsblock, Statuszeilen, das Ende

category-natives = Ureinwohner im eigenen Stamm
category-others = Eigene Farbe in anderen Stämmen
category-food = Nahrung
category-scalps = Skalpe
category-rituals = Rituale
category-totems = Totems
category-total = Gesamt
category-natives-war-peace = Krieg und Frieden
category-natives-legendary = Legendäre Ureinwohner
category-natives-curses = Fluchplättchen
category-inuit-natives = Inuit im eigenen Dorf
category-inuit-others = Eigene Farbe in anderen Dörfern
category-inuit-food = Wildkarten
category-inuit-scalps = Waffen
category-inuit-rituals = Riten
category-inuit-totems = Geister
category-uluk-seasons = Glück in den Jahreszeiten
category-uluk-feast = Festmahl
category-uluk-hunger = Hungerplättchen
category-uluk-tokens = Meiste Monumentplättchen
category-uluk-sets = Sätze von Erfindungssymbolen
category-natera-claims = Ansprüche
category-natera-settlements = Siedlungen
category-natera-science = Wissenschaftstafel
category-natera-specialists = Spezialisten
category-natera-exploration = Erkundungskarten
category-natera-authority = Autoritätsplätze
category-wendake-economic = Wirtschaft
category-wendake-military = Militär
category-wendake-ritual = Ritual
category-wendake-mask = Masken
category-wendake-lower-1 = Niedrigere des ersten Paars
category-wendake-lower-2 = Niedrigere des zweiten Paars
winners-line = { $n ->
        [0] Sieger: niemand
        [one] Sieger: {$names}
       *[other] Sieger: {$names}
    }{$note}
winners-note = {" "}({$note})
resigned-line = Aufgegeben (können nicht gewinnen): {$names}
tie-note = Gleichstand bei {$total} {$unit}{$broken}
tie-broken-by = , entschieden durch {$rules}
tie-break-most-monument-tokens = die meisten Monumentplättchen
tie-break-highest-monument-token = das Monumentplättchen mit der höchsten Nummer
tie-break-most-authority = die meiste Autorität über alle Bezirke
tie-break-most-supply = die meisten Vorräte
tie-break-higher-track-sum = die höhere Summe aller vier Leisten
tie-break-fewer-natives = weniger Ureinwohner
tie-break-fewer-inuit = weniger Inuit
tie-break-furthest-from-first = der Platz, der am weitesten vom Startspieler entfernt ist
points-points = { $n ->
        [one] Punkt
       *[other] Punkten
    }
points-happiness = Glück
game-over-line = Die Partie ist vorbei. {$winners}.
status-over = {$title}: Die Partie ist vorbei. {$winners}.
status-waiting = {$title}{$expansions}{$progress}: wartet auf { $waiting_count ->
        [0] niemanden
       *[other] {$waiting}
    }{$since}.
status-since = {" "}seit {$wait}
status-expansions = {" "}({$names})
status-season = , Jahreszeit {$n} von {$total}
status-year = , Jahr {$n} von {$total}
status-round = , Runde {$n}

## bot/rules/base.py — Ablehnungen, die alle Spiele teilen

game-seats-range = Dieses Spiel ist für {$least} bis {$most} Spieler, nicht {$n}.
game-seats-same-name = Jeder Platz braucht einen eigenen Namen.
action-empty = Sag, was du tun willst: Eine leere Aktion bedeutet nichts.
action-seat-not-seated = {$seat} sitzt nicht an diesem Tisch.
compound-empty-step = Eine zusammengesetzte Aktion hat einen leeren Schritt zwischen zwei ';'.
compound-too-late = '{$step}' kommt zu spät: Deine Entscheidung war nach '{$after}' vorbei. Es wurde nichts gespielt.
compound-too-late-played = '{$step}' kommt zu spät: Nach '{$after}' hat das Spiel '{$played}' für dich gespielt, weil nichts anderes möglich war, und deine Entscheidung war vorbei. Es wurde nichts gespielt.
action-game-over = Die Partie ist vorbei: Es werden keine Aktionen mehr angenommen.
action-already-chosen = Du hast in diesem Schritt schon gewählt: Der Tisch wartet auf { $names_count ->
        [0] niemanden
       *[other] {$names}
    }.
action-not-your-turn = Du bist nicht am Zug: Der Tisch wartet auf { $names_count ->
        [0] niemanden
       *[other] {$names}
    }.
seat-named-twice = Mehrere Plätze heißen '{$given}': Nenne den Platz mit seiner Nummer (1 bis {$n}).
seat-named-none = Es gibt keinen Platz '{$given}': Nenne einen Platz mit seiner Nummer (1 bis {$n}).

## cogs/game.py — /game …

language-name = Deutsch
tutorial-no-thread = Ein Tutorial öffnet sich in diesem Kanal; lass thread aus oder öffne es in einem eigenen Kanal.
status-lobby = Tisch für {$title}, noch nicht gestartet: {$seats}. Der Gastgeber startet mit /game start.
status-away = {$seat} ist bis {$date} abwesend.
status-table-language = Dieser Tisch spricht {$name}.
log-header = **Protokoll von {$title} — Seite {$page}/{$pages}**
log-empty = Es wurde noch nichts gespielt.
hint-ai-would-play = Die KI würde spielen: **{$move}**
rules-which-title = Dieser Kanal hat keine Partie, also sag, welches Spiel: füge title: hinzu ({$titles}).
rules-no-such-rule = {$title} hat keine Regel namens '{$rule}'; wähle eine aus der Liste.
history-hints-used = Genutzte Tipps: {$uses}.
replay-whole = {$title}: die ganze Partie, Zug für Zug.
replay-after-turn = {$title}: der Tisch nach Zug {$turn}.
replay-turn-out-of-range = Diese Partie hat { $n ->
        [one] 1 Zug
       *[other] {$n} Züge
    }: Wähle einen Zug von 0 (der Tisch vor dem ersten) bis {$n}.
replay-refused = Discord hat die Wiederholung in diesem Kanal abgelehnt; /game replay ohne public:true zeigt sie dir.
replay-choice = #{$id} {$title}, {$day}, { $winners_count ->
        [0] ohne Sieger
       *[other] gewonnen von {$winners}
    }
mine-none = Auf diesem Server ist keine Partie offen.
mine-lobby = {$title} in {$where}: offener Tisch, {$n} sitzen
mine-your-move = **du bist am Zug**
mine-waiting = {$title} in {$where}: wartet seit {$wait} auf {$names}
tutorial-welcome = { $hints ->
        [yes] Deine erste Partie: Du spielst gegen die KI, und jede Art von Entscheidung wird dir hier beim ersten Mal erklärt. /game hint schlägt dir einen Zug vor.
       *[no] Deine erste Partie: Du spielst gegen die KI, und jede Art von Entscheidung wird dir hier beim ersten Mal erklärt.
    }
thread-from-text-channel = Öffne einen Tisch in einem Thread aus einem Textkanal, nicht aus einem Thread heraus.
thread-no-permission = Ich kann hier keinen Thread öffnen: Mir { $permissions_count ->
        [one] fehlt in diesem Kanal die Berechtigung
       *[other] fehlen in diesem Kanal die Berechtigungen
    } {$permissions}.
thread-refused = Discord hat das Öffnen eines Threads hier abgelehnt; es wurde nichts geöffnet. Versuch es gleich noch einmal oder frag einen Server-Admin.
thread-announce = Ein Tisch für {$title} ist in {$thread} offen: tritt dort mit /game join bei.
thread-not-announced = Dein Tisch für {$title} ist in {$thread} offen, aber ich konnte ihn in diesem Kanal nicht ankündigen: Sag den anderen, dass sie dort mit /game join beitreten.

## cogs/reminders.py, cogs/me.py — Erinnerungen und eigene Einstellungen

reminder-dm-where = (in {$channel})
stalled-replace = {$seat} ersetzen
stalled-autopilot = Autopilot für {$seat}
stalled-drop = {$seat} entfernen
replace-choose-member = Wähle ein Mitglied…
replace-pick-one = Wähle genau ein Mitglied.
me-reminders = Erinnerungen erreichen dich { $where ->
        [channel] im Kanal der Partie
        [dm] per Direktnachricht
       *[both] im Kanal und per Direktnachricht
    }; deine Zeitzone ist {$zone}.
me-quiet = Ruhezeiten: {$start}–{$end}.
me-no-quiet = Keine Ruhezeiten.
me-away = Abwesend bis {$day} (bis dahin keine Pings).

## bot/standings.py, cogs/standings.py — /game stats und /game leaderboard

stats-none = {$who} hat auf diesem Server noch keine Partie beendet.
stats-played = {$who}: { $n ->
        [one] {$n} beendete Partie
       *[other] {$n} beendete Partien
    } auf diesem Server.
stats-title = {$title}: {$played} gespielt, {$won} gewonnen.
stats-title-scored = {$title}: {$played} gespielt, {$won} gewonnen, Durchschnitt {NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1)} Punkte, bestes Ergebnis {$best}.
stats-streak-wins = Aktuelle Serie: { $n ->
        [one] {$n} Sieg
       *[other] {$n} Siege
    } in Folge.
stats-streak-losses = Aktuelle Serie: { $n ->
        [one] {$n} Partie
       *[other] {$n} Partien
    } ohne Sieg.
stats-favourite = Lieblingsspiel: {$title}.
leaderboard-none = Auf diesem Server wurde noch keine Partie {$title} gewertet.
leaderboard-intro = {$title}: die Rangliste dieses Servers (Wertung = mu - 3 sigma, openskill).
leaderboard-alt = Rangliste von {$title}: {$places}.
leaderboard-alt-place = {$place}. {$name}: Wertung {NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1)}, {$games} gespielt, {$won} gewonnen

## bot/discord_app.py — command, option and choice descriptions Discord shows (found by their English;
## names stay English)

cmd-play-turn-of = Spiel deinen Zug von {$game}
cmd-open-join-and-run-a-game = Eröffne, betritt und leite eine Partie in diesem Kanal
cmd-open-a-new-table-in-this = Eröffne einen neuen Tisch in diesem Kanal
cmd-which-game = Welches Spiel
cmd-natives-soul-of-the-prairie-seasons = Natives: soul-of-the-prairie, seasons, strangers; Natera: nuclear-discovery (mit Kommas getrennt)
cmd-seasons-random-a-recommended-set-1 = Seasons: random, ein empfohlenes Set (1-3 oder sein Name) oder drei Jahreszeitenkarten
cmd-open-the-table-in-a-new = Eröffne den Tisch in einem neuen Thread dieses Kanals (ein Kanal, viele Partien)
cmd-let-players-ask-game-hint-for = Erlaubt, mit /game hint nach dem Zug der KI zu fragen (standardmäßig an)
cmd-your-first-game-you-against-the = Deine erste Partie: du gegen die KI, jede Art von Entscheidung einmal erklärt
cmd-natera-the-draft-variant-each-keeps = Natera: die Draft-Variante (jeder behält eine Karte der weitergereichten Hand)
cmd-natera-tribes-dealt-or-picked-wendake = Natera: Stämme ausgeteilt oder gewählt; Wendake: alle die Wendat, oder gedraftet
cmd-natera-dealt-at-random-the-default = Natera: zufällig ausgeteilt (Standard)
cmd-natera-picked-in-turn-order = Natera: in Zugreihenfolge gewählt
cmd-wendake-everyone-the-wendat-the-default = Wendake: alle die Wendat (Standard)
cmd-wendake-drafted = Wendake: gedraftet
cmd-natera-the-claim-tiles-one-of = Natera: die Anspruchsplättchen (je Buchstabe eines zufällig, oder ein nummeriertes Set)
cmd-natera-one-of-each-letter-random = Natera: je Buchstabe eines, zufällige Seiten (Standard)
cmd-natera-the-numbered-set-a-1 = Natera: das nummerierte Set A.1-E.1
cmd-natera-the-numbered-set-a-2 = Natera: das nummerierte Set A.2-E.2
cmd-the-language-of-the-table-s = Die Sprache der Tischbeiträge in diesem Kanal (standardmäßig die des Servers)
cmd-take-a-seat-at-the-table = Setz dich an den Tisch in diesem Kanal
cmd-leave-the-table-before-the-game = Verlass den Tisch, bevor die Partie beginnt
cmd-host-fill-a-seat-with-an = (Gastgeber) Besetze einen Platz mit einem KI-Spieler
cmd-host-start-the-game = (Gastgeber) Starte die Partie
cmd-shuffle-the-seats-instead-of-keeping = Mische die Plätze, statt die Beitrittsreihenfolge zu behalten
cmd-the-table-picture-whose-turn-it = Das Tischbild, wer am Zug ist und seit wann
cmd-the-last-actions-of-this-channel = Die letzten Aktionen der Partie dieses Kanals
cmd-1-is-the-newest-page = 1 ist die neueste Seite
cmd-how-to-play-a-turn-of = Wie man einen Zug der Partie dieses Kanals spielt: Befehle, Kartennamen, ein Beispiel
cmd-privately-the-move-the-ai-would = Privat: der Zug, den die KI jetzt für dich machen würde, und warum
cmd-a-short-summary-of-the-rules = Eine kurze Zusammenfassung der Regeln oder der Absatz einer Regel
cmd-which-game-this-channel-s-by = Welches Spiel (standardmäßig das dieses Kanals)
cmd-one-rule-as-a-refusal-names = Eine Regel, wie eine Ablehnung sie nennt (die Schaltfläche Regel zeigt dasselbe)
cmd-resign-the-ai-plays-your-seat = Gib auf: die KI spielt deinen Platz zu Ende und du kannst nicht gewinnen
cmd-host-or-manage-channels-end-this = (Gastgeber oder Kanäle verwalten) Beende jetzt die Partie dieses Kanals
cmd-finished-games-of-this-channel-with = Beendete Partien dieses Kanals, mit Siegern und Punkten
cmd-a-finished-game-again-the-animated = Eine beendete Partie noch einmal: die animierte Wiederholung oder der Tisch nach Zug N
cmd-which-finished-game-of-this-channel = Welche beendete Partie dieses Kanals (standardmäßig die letzte)
cmd-show-the-table-as-it-was = Zeigt den Tisch, wie er nach diesem Zug war (0: vor dem ersten)
cmd-post-it-for-the-whole-channel = Poste es für den ganzen Kanal statt nur für dich
cmd-daily-reminder-time-and-timezone-for = Uhrzeit und Zeitzone der täglichen Erinnerung dieser Partie (oder off)
cmd-hh-mm-e-g-19-30 = HH:MM, z. B. 19:30
cmd-iana-name-e-g-europe-madrid = IANA-Name, z. B. Europe/Berlin
cmd-turn-the-daily-reminder-off = Schalte die tägliche Erinnerung aus
cmd-remind-after-waiting-this-many-hours = Erinnere nach so vielen Stunden Wartezeit
cmd-offer-replace-autopilot-drop-after-this = Biete Ersetzen/Autopilot/Entfernen nach so vielen unbeantworteten Erinnerungen an
cmd-poke-the-player-the-game-is = Stups den Spieler an, auf den die Partie wartet (einmal alle 12 h)
cmd-take-back-your-last-action-and = Nimm deine letzte Aktion und die Antworten der KI zurück (wenn sonst keiner zog, nichts aufgedeckt)
cmd-every-game-in-this-server-those = Alle Partien dieses Servers, die auf dich wartenden zuerst
cmd-privately-your-link-to-this-game = Privat: dein Link zur Live-Webseite dieser Partie
cmd-end-every-web-link-you-were = Beende stattdessen alle Weblinks, die du bekommen hast
cmd-host-or-manage-channels-give-a = (Gastgeber oder Kanäle verwalten) Gib einen Platz an ein anderes Mitglied
cmd-the-seat-to-hand-over = Der abzugebende Platz
cmd-who-takes-it = Wer ihn übernimmt
cmd-let-the-ai-play-a-seat = Lass die KI einen Platz spielen, bis sein Spieler zurück ist
cmd-the-seat-the-ai-plays = Der Platz, den die KI spielt
cmd-you-are-back-play-your-own = Du bist zurück: spiel wieder deinen eigenen Platz
cmd-host-or-manage-channels-drop-an = (Gastgeber oder Kanäle verwalten) Entferne einen abwesenden Spieler
cmd-the-seat-to-drop = Der zu entfernende Platz
cmd-games-played-and-won-scores-streak = Gespielte und gewonnene Partien, Punkte, Serie (nur du siehst das)
cmd-whose-record-yours-by-default = Wessen Bilanz (standardmäßig deine)
cmd-the-server-s-ranking-for-one = Die Rangliste des Servers für ein Spiel, als Bild
cmd-phase-2-lay-out-cards-from = Phase 2: lege Karten vom Stapel aus, eine pro Kundschafter
cmd-how-many-cards-to-lay-out = Wie viele Karten jetzt auslegen (eine nach der anderen)
cmd-phase-3-choose-a-profession-and = Phase 3: wähle einen Beruf und nimm damit Karten
cmd-the-profession-to-use = Der zu nutzende Beruf
cmd-cards-to-take-a-number-for = Zu nehmende Karten: eine Zahl für Nahrung oder Kartennamen (man-bear …)
cmd-take-one-more-card-with-the = Nimm noch eine Karte mit dem gewählten Beruf
cmd-stop-taking-cards-before-your-limit = Hör vor deinem Limit auf, Karten zu nehmen
cmd-put-a-native-your-elders-took = Lege einen von deinen Ältesten genommenen Ureinwohner unter einen Beruf
cmd-which-native-goes-where = Welcher Ureinwohner wohin kommt
cmd-choose-which-of-your-rituals-is = Wähle, welches deiner Rituale als Nächstes gespielt wird
cmd-sacrifice-the-native-that-becomes-a = Opfer: der Ureinwohner, der zum Skalp wird
cmd-discard-the-card-a-ritual-demands = Wirf die Karte ab, die ein Ritual von dir verlangt
cmd-pass-when-no-profession-can-take = Passe, wenn kein Beruf etwas nehmen kann
cmd-any-action-in-the-notation-see = Eine beliebige Aktion in der Notation (siehe /game help)
cmd-play-your-season-of-uluk = Spiel deine Jahreszeit von Uluk
cmd-errand-phase-send-a-triber-to = Besorgungsphase: schick ein Stammesmitglied auf ein Feld
cmd-where-the-triber-goes = Wohin das Stammesmitglied geht
cmd-hunt-with-a-poison-token-fn = Jage mit einem Giftplättchen (fnōrd, hlák)
cmd-at-the-workshop-the-invention-you = In der Werkstatt: die Erfindung, die du nimmst
cmd-after-everyone-placed-move-your-triber = Wenn alle gesetzt haben: hol dein Stammesmitglied aus der Schamanenhütte
cmd-leave-your-triber-in-the-shaman = Lass dein Stammesmitglied in der Schamanenhütte
cmd-processing-turn-raw-pieces-into-a = Verarbeitung: mach aus Rohstücken ein Produkt (ein Stammesmitglied)
cmd-what-to-make = Was herstellen
cmd-how-many-raw-pieces-to-process = Wie viele Rohstücke verarbeiten
cmd-processing-with-a-free-processing-invention = Verarbeitung mit einer Erfindung für freie Verarbeitung
cmd-feeding-tribers-eat-a-food = Ernährung: Stammesmitglieder essen ein Nahrungsmittel
cmd-the-food-they-eat = Das Nahrungsmittel, das sie essen
cmd-how-many-tribers-eat-it = Wie viele Stammesmitglieder es essen
cmd-reproduction-two-pieces-of-food-for = Fortpflanzung: zwei Nahrungsstücke für ein neues Stammesmitglied nächste Jahreszeit
cmd-celebrate-once-a-season-6-or = Feiere einmal pro Jahreszeit: +6, oder +3 mit Gift
cmd-a-food-or-poison = Ein Nahrungsmittel oder Gift
cmd-the-holiday-treat = Der Festtagsleckerbissen
cmd-eat-extra-treats-1-each = Iss zusätzliche Leckerbissen: je +1
cmd-end-your-processing-or-feeding-for = Beende deine Verarbeitung oder Ernährung für diese Jahreszeit
cmd-your-secret-feast-card-only-you = Deine geheime Festmahlkarte (nur du siehst sie)
cmd-any-action-in-uluk-s-notation = Eine beliebige Aktion in Uluks Notation (siehe /game help)
cmd-send-your-tribe-leader-or-an = Schick deinen Stammesführer oder einen Entdecker an einen Ort
cmd-which-token-and-where-leader-farm = Welche Figur und wohin (leader farm-2, explorer forest-4)
cmd-play-an-exploration-card-from-your = Spiel eine Erkundungskarte aus deiner Hand und zahl eine ihrer Kosten
cmd-the-card-and-the-attribute-you = Die Karte und das Attribut, mit dem du zahlst
cmd-hire-a-specialist-from-the-row = Heuere einen Spezialisten aus der Reihe an (oder günstiger, wenn ein Effekt es bietet)
cmd-the-specialist-to-hire = Der anzuheuernde Spezialist
cmd-use-a-specialist-s-or-a = Nutze die Fähigkeit eines Spezialisten oder einer gespielten Karte
cmd-whose-ability = Wessen Fähigkeit
cmd-establish-a-settlement-for-10-supply = Gründe eine Siedlung für 10 Vorräte, wo du Zugang hast
cmd-where-the-settlement-goes = Wohin die Siedlung kommt
cmd-discard-a-card-two-cards-for = Wirf eine Karte ab (zwei Karten für einen Rohstoff ist eine freie Aktion)
cmd-the-card-to-discard = Die abzuwerfende Karte
cmd-take-the-resource-an-effect-or = Nimm den Rohstoff, den dir ein Effekt oder ein Abwurf gibt
cmd-the-resource-you-take = Der Rohstoff, den du nimmst
cmd-draft-the-card-you-keep-from = Draft: die Karte, die du aus der weitergereichten Hand behältst
cmd-the-card-you-keep = Die Karte, die du behältst
cmd-pass-for-the-rest-of-the = Passe für den Rest der Jahreszeit
cmd-the-action = Die Aktion
cmd-your-hand-of-exploration-cards-only = Deine Hand mit Erkundungskarten (nur du siehst sie)
cmd-put-a-marker-on-a-tile = Leg einen Marker auf ein Plättchen deines Aktionstableaus (in Reihe mit früheren Wahlen)
cmd-the-tile-s-place-on-your = Der Platz des Plättchens auf deinem Tableau, a1 bis c3
cmd-put-your-marker-on-the-first = Setz deinen Marker auf das erste freie Feld der Zugreihenfolgeleiste
cmd-move-a-warrior-one-step-or = Bewege einen Krieger einen Schritt oder einen Weg entlang (W3 t7, W3 t7 t8b)
cmd-the-warrior-and-where-it-goes = Der Krieger und wohin er geht
cmd-fight-a-guard-or-the-native = Bekämpfe eine Wache oder den Ureinwohner eines Produktiven Gebiets
cmd-your-warrior-and-whom-it-fights = Dein Krieger und wen er bekämpft (W3 2W5, W3 t7b)
cmd-send-an-outpost-home-before-or = Schick einen Außenposten nach Hause (vor oder nach einer Aktion)
cmd-the-outpost-s-area-t7b-and = Das Gebiet des Außenpostens (t7b), und empty, um es leer zu lassen
cmd-restore-swap-a-leaving-tile-for = Wiederherstellen: tausche ein ausscheidendes gegen ein fortgeschrittenes Plättchen
cmd-the-leaving-tile-and-the-advanced = Das ausscheidende und das fortgeschrittene Plättchen (c1 longhouse)
cmd-end-the-current-move-trade-or = Beende die laufende Bewegungs-, Handels- oder Maskenaktion oder deinen Zug
cmd-leave-out-the-tile-s-next = Lass die nächste Aktion des Plättchens aus
cmd-your-mask-cards-only-you-see = Deine Maskenkarten (nur du siehst sie)
cmd-your-own-campfire-settings = Deine eigenen Campfire-Einstellungen
cmd-how-and-when-you-are-reminded = Wie und wann du erinnert wirst (nur du siehst das)
cmd-where-reminders-reach-you = Wo dich Erinnerungen erreichen
cmd-in-the-game-s-channel = im Kanal der Partie
cmd-by-direct-message = per Direktnachricht
cmd-both = beides
cmd-your-iana-timezone = Deine IANA-Zeitzone
cmd-quiet-hours-in-your-timezone-e = Ruhezeiten in deiner Zeitzone, z. B. 23:00-07:30, oder off
cmd-no-pings-until-the-end-of = Keine Pings bis zum Ende dieses Tages (JJJJ-MM-TT), oder off

# Die Namen der Spiele, wie sie jede Sprache veröffentlicht (bot.rules.title_msg).
game-title-natives = Ureinwohner
game-title-inuit = Inuit: Das Volk des Schnees
game-title-uluk = Uluk
game-title-natera = Natera: New Beginning
game-title-wendake = Wendake
