# Les mots que partagent les images de tous les jeux (rendering/__init__.py, labels.py,
# phone.py, standings.py) : le texte alternatif, le bandeau du téléphone, le nom qui remplace
# un siège, les notes d'abandon, les en-têtes du classement.

## le texte alternatif (rendering.describe)

pictures-over-winners = La partie est finie ; { $count ->
        [0] personne ne gagne
        [one] gagnant : {$names}
       *[other] gagnants : {$names}
    }.
pictures-seat-score = {$seat} {$n}
pictures-scores = Scores : {$scores}.
pictures-waiting-deciding = En attente de {$names} : {$decision}.
pictures-section-facts = {$section} : {$facts}.

## le bandeau de l'image du téléphone (rendering/phone.py)

pictures-waiting-for = En attente de {$names}
pictures-names = {$names}
pictures-nobody = personne

## les sièges (rendering/labels.py)

pictures-seat = Siège {$n}
pictures-resigned = { $names_count ->
        [one] {$names} a abandonné
       *[other] {$names} ont abandonné
    }
pictures-with-note = {$line} ({$note})
pictures-resigned-mark = (abandon)

## le classement (rendering/standings.py)

pictures-standings-title = {$title} : le classement
pictures-standings-place = #
pictures-standings-player = Joueur
pictures-standings-rating = Cote
pictures-standings-games = Parties
pictures-standings-won = Gagnées
pictures-standings-ai = IA
pictures-standings-rating-value = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) }
