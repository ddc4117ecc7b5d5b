# Der Web-Tisch und die Discord-Aktivität (bot/web).

web-ai = KI
web-resigned = aufgegeben
web-decides-now = entscheidet jetzt
web-log-empty = Es wurde noch nichts gespielt.
web-only-you = Nur du siehst
web-table = Tisch
web-seats = Spieler
web-score-pad = Wertungsblock
web-replay-link = Noch einmal ansehen, Zug um Zug
web-log = Protokoll
web-your-move = Dein Zug
web-choose = Wähle eine Aktion
web-play = Spielen
web-no-games = Hier gibt es noch keine Partien.
web-previous-turn = Vorheriger Zug
web-next-turn = Nächster Zug
web-turn = Zug {$turn} von {$turns}
web-show = Zeigen
web-game-heading = {$title} — Partie {$id}
web-seat-heading = {$heading} — {$seat}
web-server-heading = Campfire — dieser Server
web-index-entry = {$title} {$id}: { $status ->
        [finished] beendet
       *[active] läuft
    } — {$seats}
web-status-waiting = {$title}: Seit {$wait} wird auf { $names_count ->
        [0] niemanden
       *[other] {$names}
    } gewartet.
web-status-waiting-now = {$title}: Es wird auf { $names_count ->
        [0] niemanden
       *[other] {$names}
    } gewartet.
web-status-over = {$title}: Die Partie ist vorbei. { $winners_count ->
        [0] Niemand hat gewonnen.
        [one] Sieger: {$winners}.
       *[other] Sieger: {$winners}.
    }
web-pad-winners = { $winners_count ->
        [0] Sieger: niemand
        [one] Sieger: {$winners}
       *[other] Sieger: {$winners}
    }
web-pad-resigned = Aufgegeben (können nicht gewinnen): {$seats}
web-no-table = Diesen Tisch gibt es nicht.
web-no-server = Diesen Server gibt es nicht.
web-too-many-requests = Zu viele Anfragen; warte ein paar Sekunden.
web-too-many-moves = Zu viele Züge auf einmal; warte ein paar Sekunden.
web-other-site = Diese Anfrage kam von einer anderen Seite; es wurde nichts gespielt.
web-wrong-form = Dieses Formular gehört nicht zu dieser Seite; lade sie neu und versuch es noch einmal.
web-open-from-discord = Öffne die Partien deines Servers über den Link, den /game web dir gibt.
web-replay-later = Die Wiederholung gibt es, sobald die Partie vorbei ist.
web-link-expired = Dieser Link ist abgelaufen oder wurde widerrufen; /game web gibt dir einen neuen.
web-link-gone = Die Partie dieses Links gibt es nicht mehr, oder du spielst nicht mehr mit.
web-off = Der Web-Tisch ist auf diesem Bot aus; sein Admin schaltet ihn ein (README, The web table).
web-links-revoked = Deine Web-Links funktionieren nicht mehr; /game web gibt dir einen neuen.
web-no-game-here = In diesem Kanal läuft keine Partie; starte eine mit /game new.
web-your-seat = Dein Platz im Web (nur für dich, eine Woche lang): <{$url}>
web-this-game = Diese Partie im Web: <{$url}>
web-every-game = Alle Partien dieses Servers: <{$url}>
web-activity-opening = Dein Tisch wird geöffnet …
web-activity-noscript = Die Aktivität braucht JavaScript, um deinen Tisch zu finden.
web-activity-outside = Öffne diese Seite aus Discord: Starte die Campfire-Aktivität im Kanal einer Partie.
web-activity-refused = Discord hat nicht bestätigt, wer du bist; schließ die Aktivität und öffne sie erneut.
web-activity-failed = Die Aktivität hat den Tisch nicht erreicht; schließ sie und öffne sie erneut.
web-activity-no-game = In diesem Kanal läuft keine Partie; starte eine mit /game new und öffne dann die Aktivität erneut.
web-activity-off = Die Aktivität ist auf diesem Bot nicht eingerichtet; das macht sein Admin (README, The web table).
