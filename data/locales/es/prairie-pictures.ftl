# Las palabras de las imágenes de Natives e Inuit (rendering/prairie.py). Los dos temas leen
# este archivo: una frase que nombra una palabra del tema elige según $theme ("natives" o
# "inuit"); los nombres de cartas, profesiones y tribus llegan ya hechos. Palabras de Inuit:
# las del reglamento en español (aldea, Gran Blanco, armas, ritos, espíritus, cartas de Juego,
# ocupaciones).

## la partida

prairie-pic-title = { $theme ->
        [inuit] { game-title-inuit }
       *[other] { game-title-natives }
    }
# the title where a line has no room for the whole (the phone picture's state line)
prairie-pic-short-title = { $theme ->
        [inuit] Inuit
       *[other] Nativos
    }
prairie-pic-expansion-soul-of-the-prairie = Alma de la Pradera
prairie-pic-expansion-seasons = Estaciones
prairie-pic-expansion-strangers = Forasteros

## la cabecera

prairie-pic-round = Ronda {$n}
prairie-pic-turn-of = turno de {$seat}
prairie-pic-box = Caja {$n}
prairie-pic-deck = Mazo {$n}
prairie-pic-with = Con
prairie-pic-end-next = la próxima carta
prairie-pic-end-after = dentro de {$n} { $n ->
        [one] carta
       *[other] cartas
    } más
prairie-pic-end-among = { $n ->
        [one] en la última carta
       *[other] entre las últimas {$n} cartas
    }
prairie-pic-end-last-eleven = entre las últimas 11 cartas
prairie-pic-end-revealed = ¡{$card}! Última ronda: la partida termina antes de que {$seat} vuelva a jugar
prairie-pic-end-revealed-over = Ha salido {$card}: la partida ha terminado

## las estaciones

prairie-pic-season-spring = Primavera
prairie-pic-season-summer = Verano
prairie-pic-season-autumn = Otoño
prairie-pic-season-required = obligatoria
prairie-pic-season-change-out = Ha salido {$change}: {$season} empieza en el próximo turno de {$seat}
prairie-pic-season-has-come = Ha llegado el {$season}
prairie-pic-season-next = Siguiente: {$season}
prairie-pic-season-last = La última estación de la partida
prairie-pic-the-season = la estación

## el estado

prairie-pic-waiting = Esperando a { $count ->
        [0] nadie
       *[other] {$names}
    }: {$decision}
prairie-pic-game-over = Fin de la partida: { $count ->
        [0] nadie gana
        [one] {$names} gana con {$n} { $n ->
            [one] punto
           *[other] puntos
        }
       *[other] {$names} comparten la victoria con {$n} { $n ->
            [one] punto
           *[other] puntos
        }
    }
prairie-pic-last = Último movimiento: {$seat} — {$action}
prairie-pic-last-none = Último movimiento: ninguno todavía, la partida acaba de empezar

## lo que decide el jugador esperado

prairie-pic-decide-choose = elige { $theme ->
        [inuit] una ocupación
       *[other] una profesión
    }{$also}
prairie-pic-decide-choose-or-scout = elige { $theme ->
        [inuit] una ocupación
       *[other] una profesión
    }{$also}, o explora antes ({$used} de {$scouts} { $scouts ->
        [one] carta revelada
       *[other] cartas reveladas
    })
prairie-pic-or-use = , o usa {$season}
prairie-pic-decide-take = tomando cartas con el {$prof} ({$n} de {$cap})
prairie-pic-decide-season-take = {$season}: tomando {$cap} cartas cualesquiera ({$n} { $n ->
        [one] tomada
       *[other] tomadas
    })
prairie-pic-with-cards = {$text}: {$cards}
prairie-pic-decide-place = coloca { $theme ->
        [inuit] los inuit
       *[other] los nativos
    } recién tomados: {$cards}
prairie-pic-decide-rituals = elige qué { $theme ->
        [inuit] rito
       *[other] ritual
    } juegas a continuación
prairie-pic-decide-sacrifice = elige { $theme ->
        [inuit] el inuit de tu propia aldea
       *[other] el nativo de tu propia tribu
    } que sacrificas
prairie-pic-decide-forced = {$ritual}: descarta {$what}
prairie-pic-a-ritual = un ritual
prairie-pic-a-card = una carta
prairie-pic-forced-natives-above-discard = { $theme ->
        [inuit] una carta inuit
       *[other] una carta de nativo
    } de tu propio color
prairie-pic-forced-natives-above-discard-any = una carta { $theme ->
        [inuit] inuit
       *[other] de nativo
    } boca arriba
prairie-pic-forced-food-above-discard = { $theme ->
        [inuit] una carta de Juego
       *[other] una carta de comida
    }
prairie-pic-forced-spirit-above-discard-totem = { $theme ->
        [inuit] un espíritu
       *[other] un tótem
    }
prairie-pic-or = {$a} o {$b}
prairie-pic-decide-knowledge = {$ritual}: mueve { $theme ->
        [inuit] un inuit a otra ocupación
       *[other] un nativo a otra profesión
    } ({$n} de 2 movidos), o para
prairie-pic-the-ritual = el ritual
prairie-pic-decide-before-change = {$season}: puedes mover un { $theme ->
        [inuit] inuit a otra ocupación
       *[other] nativo a otra profesión
    }, o empezar el turno
prairie-pic-decide-before-prayers = {$season}: puedes tomar { $theme ->
        [inuit] un rito del Gran Blanco
       *[other] un ritual de la pradera
    } y jugarlo, o empezar el turno
prairie-pic-decide-after-windy = {$season} ★: descarta { $theme ->
        [inuit] una carta de Juego
       *[other] una carta de comida
    } o toma {$curse}
prairie-pic-decide-after-wrath = {$season} ★: descarta { $theme ->
        [inuit] un arma
       *[other] una cabellera
    } o toma {$curse}
prairie-pic-decide-after-red = {$season}: puedes tomar { $theme ->
        [inuit] un inuit del Gran Blanco
       *[other] un nativo de la pradera
    } y colocarlo, o terminar el turno
prairie-pic-decide-after-hospitable = {$season}: puedes tomar { $theme ->
        [inuit] una carta de Juego del Gran Blanco
       *[other] una carta de comida de la pradera
    }, o terminar el turno
prairie-pic-decide-after-harvest = {$season}: puedes revelar 3 cartas y tomar { $theme ->
        [inuit] una carta de Juego
       *[other] una carta de comida
    } de entre ellas, o terminar el turno
prairie-pic-decide-after = {$season}: puedes usarla, o terminar el turno
prairie-pic-decide-harvest = {$season}: toma { $theme ->
        [inuit] una carta de Juego
       *[other] una carta de comida
    } de entre las 3 reveladas, o termina el turno
prairie-pic-a-curse-token = una ficha de maldición ({$points})
prairie-pic-decide-war-peace = {$card}: ¿guerra con la { $theme ->
        [inuit] aldea
       *[other] tribu
    } {$tribe} (+{$war}) o paz (+{$peace} cada uno)? {$warriors}: {$mine} contra {$theirs}
prairie-pic-decide-quick-hand = Ha salido {$card}: dáselo a {$among} (más {$scouts})
prairie-pic-decide-setup = decide las cartas reveladas durante la preparación
prairie-pic-decide-ended = el turno ha terminado

## una acción en palabras (los botones)

prairie-pic-do-use = usa {$prof}
prairie-pic-do-take = toma {$cards}
prairie-pic-do-place = coloca {$card} bajo {$prof}
prairie-pic-do-sacrifice = sacrifica {$card} de {$prof}
prairie-pic-do-discard-from = descarta {$card} de {$prof}
prairie-pic-do-discard = descarta {$cards}
prairie-pic-do-resolve = juega {$cards}
prairie-pic-do-give = da {$card} a {$seat}
prairie-pic-do-knowledge = mueve {$card} de {$source} a {$target}
prairie-pic-do-curse = toma una ficha de maldición ({$points})
prairie-pic-do-scout = explora (revela una carta)
prairie-pic-do-done = para
prairie-pic-do-war = ve a la guerra
prairie-pic-do-peace = haz la paz
prairie-pic-do-replenish = empieza el turno
prairie-pic-do-end = termina el turno
prairie-pic-do-pass = pasa
prairie-pic-do-season-change = estación: mueve {$card} de {$source} a {$target}
prairie-pic-do-season-prayers = estación: juega {$card}
prairie-pic-do-season-kind = estación: toma 2 cartas cualesquiera
prairie-pic-do-season-red = estación: coloca {$card} bajo {$prof}
prairie-pic-do-season-hospitable = estación: toma {$card}
prairie-pic-do-season-harvest = estación: revela 3 cartas
prairie-pic-do-season = estación {$words}

## una acción hecha, como la cuenta la última jugada (tras el nombre del asiento)
prairie-pic-did-use = usó {$prof}
prairie-pic-did-take = tomó {$cards}
prairie-pic-did-place = colocó {$card} bajo {$prof}
prairie-pic-did-sacrifice = sacrificó {$card} de {$prof}
prairie-pic-did-discard-from = descartó {$card} de {$prof}
prairie-pic-did-discard = descartó {$cards}
prairie-pic-did-resolve = jugó {$cards}
prairie-pic-did-give = dio {$card} a {$seat}
prairie-pic-did-knowledge = movió {$card} de {$source} a {$target}
prairie-pic-did-curse = tomó una ficha de maldición ({$points})
prairie-pic-did-scout = exploró (reveló una carta)
prairie-pic-did-done = paró
prairie-pic-did-war = fue a la guerra
prairie-pic-did-peace = hizo la paz
prairie-pic-did-replenish = empezó el turno
prairie-pic-did-end = terminó el turno
prairie-pic-did-pass = pasó
prairie-pic-did-season-change = estación: movió {$card} de {$source} a {$target}
prairie-pic-did-season-prayers = estación: jugó {$card}
prairie-pic-did-season-kind = estación: tomó 2 cartas cualesquiera
prairie-pic-did-season-red = estación: colocó {$card} bajo {$prof}
prairie-pic-did-season-hospitable = estación: tomó {$card}
prairie-pic-did-season-harvest = estación: reveló 3 cartas
prairie-pic-did-season = estación {$words}
prairie-pic-the-card = la carta

## la zona común

prairie-pic-area-title = { $theme ->
        [inuit] Gran Blanco
       *[other] Pradera
    } · {$n} { $n ->
        [one] carta
       *[other] cartas
    }
prairie-pic-area-empty = { $theme ->
        [inuit] El Gran Blanco está vacío.
       *[other] La pradera está vacía.
    }
prairie-pic-area-revealed = recién revelada, pendiente de decisión
prairie-pic-hint-take = lo que puede tomar el {$prof}
prairie-pic-hint-harvest = la { $theme ->
        [inuit] carta de Juego
       *[other] carta de comida
    } que permite tomar {$season}

## las cartas

prairie-pic-points = {$n} { $n ->
        [one] punto
       *[other] puntos
    }
prairie-pic-big = GRANDE
prairie-pic-move-two = mueve 2
prairie-pic-face-war = Guerra +{$points}
prairie-pic-face-peace = Paz +{$points}
prairie-pic-per-scalp = {$n} por { $theme ->
        [inuit] arma
       *[other] cabellera
    }
prairie-pic-per-stranger = {$n} por forastero
prairie-pic-per-thing = {$n} por {$what}
prairie-pic-per-food = {$n} por { $theme ->
        [inuit] carta de Juego
       *[other] carta de comida
    }
prairie-pic-per-native = {$n} por { $theme ->
        [inuit] inuit
       *[other] nativo
    }
prairie-pic-goal-most = +{$points}: mayoría de
prairie-pic-goal-closes = +{$points}, cierra
prairie-pic-goal-its-place = su lugar
prairie-pic-goal-counts-as = cuenta como
prairie-pic-goal-natives = {$n} { $theme ->
        [inuit] inuit
       *[other] { $n ->
            [one] nativo
           *[other] nativos
        }
    }
prairie-pic-goal-legendary = legendario

## el tablero de un jugador

prairie-pic-tribe-board = { $theme ->
        [inuit] aldea
       *[other] tribu
    } {$tribe} ({$letter})
prairie-pic-native-cards = {$n} { $theme ->
        [inuit] { $n ->
            [one] carta inuit
           *[other] cartas inuit
        }
       *[other] { $n ->
            [one] carta de nativo
           *[other] cartas de nativo
        }
    }
prairie-pic-board-points = {$n} { $n ->
        [one] punto
       *[other] puntos
    } · {$cards}
prairie-pic-board-waiting = esperando a {$seat}
prairie-pic-board-winner = ganador
prairie-pic-first-player = Primer jugador
prairie-pic-item-scalps = { $theme ->
        [inuit] Armas
       *[other] Cabelleras
    } {$n}
prairie-pic-item-now = {$text} ({$n} ahora)
prairie-pic-item-war = Guerra con la { $theme ->
        [inuit] aldea
       *[other] tribu
    } {$tribe} +{$points}
prairie-pic-item-peace = Paz con la { $theme ->
        [inuit] aldea
       *[other] tribu
    } {$tribe} +{$points} cada uno
prairie-pic-item-curses = {$n} { $n ->
        [one] ficha de maldición
       *[other] fichas de maldición
    } {$points}
prairie-pic-legend-majority = {$card}: +{$points} con mayoría de {$profs} ({$state})
prairie-pic-legend-scored = puntuado
prairie-pic-legend-not-scored = sin puntuar
prairie-pic-legend-ahead = en cabeza ahora
prairie-pic-legend-not-ahead = sin ir en cabeza
prairie-pic-legend-closes = {$card}: +{$points}, {$prof} cerrado
prairie-pic-legend-points = {$card}: +{$points}
prairie-pic-legend-double = {$card}: cuenta como {$n} { $theme ->
        [inuit] inuit
       *[other] { $n ->
            [one] nativo
           *[other] nativos
        }
    }

## la hoja de puntuación

prairie-pic-final-scores = {$title} · puntuación final
prairie-pic-score-natives = { $theme ->
        [inuit] Inuit en tu aldea
       *[other] Nativos en tu tribu
    }
prairie-pic-score-others = Tu color en otras { $theme ->
        [inuit] aldeas
       *[other] tribus
    }
prairie-pic-score-food = { $theme ->
        [inuit] Cartas de Juego
       *[other] Comida
    }
prairie-pic-score-scalps = { $theme ->
        [inuit] Armas
       *[other] Cabelleras
    }
prairie-pic-score-rituals = { $theme ->
        [inuit] Ritos
       *[other] Rituales
    }
prairie-pic-score-totems = { $theme ->
        [inuit] Espíritus
       *[other] Tótems
    }
prairie-pic-score-war-peace = Guerra y Paz
prairie-pic-score-legendary = { $theme ->
        [inuit] Inuit legendarios
       *[other] Nativos legendarios
    }
prairie-pic-score-curses = Fichas de maldición ({$points} cada una)
prairie-pic-score-total = Total
prairie-pic-score-native-cards = Cartas { $theme ->
        [inuit] inuit
       *[other] de nativo
    } (empate: gana quien tenga menos)
prairie-pic-nobody-wins = Nadie gana
prairie-pic-no-winner-yet = Aún no hay ganador: la partida no ha terminado
prairie-pic-wins = {$seat} gana con {$n} { $n ->
        [one] punto
       *[other] puntos
    }
prairie-pic-share-win = {$names} comparten la victoria con {$n} { $n ->
        [one] punto
       *[other] puntos
    }
prairie-pic-tie-broken = {$line} (empate con {$tied} resuelto por {$rule})
prairie-pic-tie-fewer-natives = menos { $theme ->
        [inuit] inuit
       *[other] nativos
    }
prairie-pic-tie-furthest-from-first = el asiento más alejado del primer jugador
prairie-pic-then = {$a} y después {$b}

## la imagen del móvil

prairie-pic-focus-round = {$title} · Ronda {$n}
prairie-pic-focus-deck = mazo {$n}
prairie-pic-can-take = Puedes tomar: {$hint}
prairie-pic-on-the-area = En { $theme ->
        [inuit] el Gran Blanco
       *[other] la pradera
    } ({$n})
prairie-pic-professions = { $theme ->
        [inuit] Ocupaciones
       *[other] Profesiones
    }
prairie-pic-board-cards = Cartas de la { $theme ->
        [inuit] aldea
       *[other] tribu
    }
