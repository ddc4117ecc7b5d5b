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
