# Die Wörter, die die Bilder aller Spiele teilen (rendering/__init__.py, labels.py, phone.py,
# standings.py): der Alternativtext, das Banner des Handybilds, der Ersatzname eines Platzes,
# die Hinweise auf Aufgaben, die Spaltenköpfe der Rangliste.

## der Alternativtext (rendering.describe)

pictures-over-winners = Die Partie ist vorbei; { $count ->
        [0] niemand gewinnt
        [one] Sieger: {$names}
       *[other] Sieger: {$names}
    }.
pictures-seat-score = {$seat} {$n}
pictures-scores = Punktestand: {$scores}.
pictures-waiting-deciding = Wir warten auf {$names}: {$decision}.
pictures-section-facts = {$section}: {$facts}.

## das Banner des Handybilds (rendering/phone.py)

pictures-waiting-for = Wir warten auf {$names}
pictures-names = {$names}
pictures-nobody = niemand

## Plätze (rendering/labels.py)

pictures-seat = Platz {$n}
pictures-resigned = { $names_count ->
        [one] {$names} hat aufgegeben
       *[other] {$names} haben aufgegeben
    }
pictures-with-note = {$line} ({$note})
pictures-resigned-mark = (aufgegeben)

## die Rangliste (rendering/standings.py)

pictures-standings-title = {$title}: die Rangliste
pictures-standings-place = Nr.
pictures-standings-player = Spieler
pictures-standings-rating = Wertung
pictures-standings-games = Partien
pictures-standings-won = Siege
pictures-standings-ai = KI
pictures-standings-rating-value = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) }
