# Las palabras que comparten las imágenes de todos los juegos (rendering/__init__.py,
# labels.py, phone.py, standings.py): el texto alternativo, el rótulo del móvil, el nombre
# que sustituye a un asiento, las notas de abandono, los encabezados de la clasificación.

## el texto alternativo (rendering.describe)

pictures-over-winners = La partida ha terminado; { $count ->
        [0] no gana nadie
        [one] gana: {$names}
       *[other] ganan: {$names}
    }.
pictures-seat-score = {$seat} {$n}
pictures-scores = Puntuaciones: {$scores}.
pictures-waiting-deciding = Esperando a {$names}: {$decision}.
pictures-section-facts = {$section}: {$facts}.

## el rótulo de la imagen del móvil (rendering/phone.py)

pictures-waiting-for = Esperando a {$names}
pictures-names = {$names}
pictures-nobody = nadie

## asientos (rendering/labels.py)

pictures-seat = Asiento {$n}
pictures-resigned = { $names_count ->
        [one] {$names} abandonó
       *[other] {$names} abandonaron
    }
pictures-with-note = {$line} ({$note})
pictures-resigned-mark = (abandonó)

## la clasificación (rendering/standings.py)

pictures-standings-title = {$title}: la clasificación
pictures-standings-place = n.º
pictures-standings-player = Jugador
pictures-standings-rating = Puntuación
pictures-standings-games = Partidas
pictures-standings-won = Ganadas
pictures-standings-ai = IA
pictures-standings-rating-value = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) }
