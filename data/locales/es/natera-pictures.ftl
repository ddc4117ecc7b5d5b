# Las palabras de las imágenes de Natera (rendering/natera.py). Los nombres (cartas,
# especialistas, tribus, distritos, objetivos, tableros de ciencia) son los de natera.ftl.
# $seat: "ann (F)", un asiento con su letra; $slot: la notación de una ubicación (farm-2).

## recursos, cortos (el área de un jugador) y mínimos (una casilla de ciencia)

natera-pic-res-food = comida
natera-pic-res-supply = sumin.
natera-pic-res-power = energía
natera-pic-res-endurance = resist.
natera-pic-res-agility = agilidad
natera-pic-res-intelligence = intel.
natera-pic-tiny-food = com.
natera-pic-tiny-supply = sum.
natera-pic-tiny-power = ene.
natera-pic-tiny-endurance = res.
natera-pic-tiny-agility = agi.
natera-pic-tiny-intelligence = int.

## los pasos de un efecto, en pocas palabras

natera-pic-step-gain = +{$n} {$res}
natera-pic-step-pay = −{$n} {$res}
natera-pic-step-others = los demás +{$n} {$res}
natera-pic-step-any = +{$n} a elegir
natera-pic-step-draw = roba {$n}
natera-pic-step-discard = descarta {$n}
natera-pic-step-growth = crece {$n}
natera-pic-step-hire = contrata −{$n} {$food}
natera-pic-step-hiremax = contrata ≤{$n} {$food}
natera-pic-step-bonus = {$n}× bonificación de asentamiento
natera-pic-step-settle = asentamiento gratis
natera-pic-step-return = devuelve un especialista
natera-pic-step-raise = sube {$district}
natera-pic-step-lower = baja {$district}
natera-pic-track-raise = sube un marcador
natera-pic-track-lower = baja un marcador
natera-pic-step-playcard = juega una carta −{$cost}
natera-pic-step-copy = copia {$scope}
natera-pic-scope-forest = una ubicación del Bosque
natera-pic-scope-tier1 = una ubicación de nivel 1
natera-pic-scope-any = cualquier ubicación
natera-pic-vp = {$n} PV
natera-pic-vp-per-tag = 1 PV por etiqueta de {$tag}
natera-pic-or = {$a} o {$b}

## el estado

natera-pic-waiting = Esperando a { $count ->
        [0] nadie
       *[other] {$names}
    }
natera-pic-to-decide = {$seat} decide
natera-pic-to-play = turno de {$seat}
natera-pic-picks-tribe = {$seat} elige tribu
natera-pic-tribes-left = Tribus que quedan: {$tribes}
natera-pic-each-side = Cada uno elige un lado de su tablero de ciencia (A o B)
natera-pic-each-keep = Cada uno descarta 3 cartas de la mano inicial, en privado
natera-pic-each-draft = Draft: cada uno elige una carta de su paquete ({$n} { $n ->
        [one] carta
       *[other] cartas
    }, se pasa hacia la { $direction ->
        [right] derecha
       *[other] izquierda
    }), en privado
natera-pic-game-over = Fin de la partida: { $count ->
        [0] nadie gana
        [one] {$names} gana con {$vp} PV
       *[other] {$names} comparten la victoria con {$vp} PV
    }
natera-pic-totals = Totales: {$totals}
natera-pic-last = Último movimiento: {$seat} {$action}
natera-pic-last-none = Último movimiento: ninguno todavía, la partida acaba de empezar
natera-pic-about = {$what} ({$about})
natera-pic-decide-draw = roba {$n} { $n ->
        [one] carta
       *[other] cartas
    }: mazo básico o avanzado
natera-pic-decide-discard = descarta {$n} { $n ->
        [one] carta
       *[other] cartas
    }
natera-pic-decide-any = toma {$n} { $n ->
        [one] recurso
       *[other] recursos
    } a tu elección
natera-pic-decide-trade = el descarte gratuito: qué recurso por las dos cartas
natera-pic-decide-raise = sube un marcador de autoridad
natera-pic-decide-lower = baja un marcador de autoridad
natera-pic-decide-growth = coloca {$n} { $n ->
        [one] ficha de crecimiento
       *[other] fichas de crecimiento
    } en el tablero de ciencia
natera-pic-decide-settle = coloca un asentamiento gratis
natera-pic-decide-copy = elige una ubicación que copiar
natera-pic-decide-hire = contrata a un especialista más barato, o sáltalo
natera-pic-decide-hiremax = contrata a un especialista, o sáltalo
natera-pic-decide-playcard = juega una carta más barata, o sáltalo
natera-pic-decide-return = devuelve un especialista bajo el mazo
natera-pic-decide-bonus = cobra una bonificación de asentamiento
natera-pic-decide-oneof = elige una recompensa
natera-pic-decide-reptile = reemplaza especialistas de la fila, o termina
natera-pic-decide-turtle = mueve un asentamiento, o sáltalo
natera-pic-decide-search = elige la etiqueta que buscas
natera-pic-can = Puedes: {$options}
natera-pic-can-send = enviar ({$tokens})
natera-pic-can-play = jugar ({$n} { $n ->
        [one] carta
       *[other] cartas
    } en la mano)
natera-pic-can-hire = contratar
natera-pic-can-ability = habilidad
natera-pic-can-settle = asentarte
natera-pic-can-discard = descartar 2 por 1
natera-pic-can-pass = pasar
natera-pic-leaders = {$n} { $n ->
        [one] líder
       *[other] líderes
    }
natera-pic-explorers = {$n} { $n ->
        [one] explorador
       *[other] exploradores
    }

## un movimiento, hecho (el último movimiento) ...

natera-pic-did-send-leader = envió al líder a {$slot}
natera-pic-did-send-explorer = envió un explorador a {$slot}
natera-pic-did-play = jugó {$card}
natera-pic-did-play-paying = jugó {$card} pagando {$paid}
natera-pic-did-hire = contrató a {$card}
natera-pic-did-ability = usó {$card}
natera-pic-did-return = devolvió a {$card}
natera-pic-did-replace = reemplazó a {$card} en la fila
natera-pic-did-discard = { $n ->
        [0] descartó
        [one] descartó 1 carta
       *[other] descartó {$n} cartas
    }
natera-pic-did-discard-for = { $n ->
        [0] descartó por {$res}
        [one] descartó 1 carta por {$res}
       *[other] descartó {$n} cartas por {$res}
    }
natera-pic-did-settle = se asentó en {$slot}
natera-pic-did-take = tomó {$slot}
natera-pic-did-take-resource = tomó {$res}
natera-pic-did-grow = hizo crecer la casilla de ciencia {$slot}
natera-pic-did-copy = copió {$slot}
natera-pic-did-collect = cobró la bonificación de {$slot}
natera-pic-did-pass = pasó el resto de la estación
natera-pic-did-draw = robó una carta
natera-pic-did-peek = miró un mazo
natera-pic-did-pick = eligió una carta
natera-pic-did-skip = lo saltó
natera-pic-did-done = terminó
natera-pic-did-tribe = eligió a los {$tribe}
natera-pic-did-side = eligió el lado {$side} de ciencia
natera-pic-did-raise = subió la autoridad en {$district}
natera-pic-did-lower = bajó la autoridad en {$district}
natera-pic-did-move = movió un asentamiento de {$source} a {$target}
natera-pic-did-search = buscó una carta de {$tag}

## ... y como orden (un botón, una opción de menú)

natera-pic-do-send-leader = envía al líder a {$slot}
natera-pic-do-send-explorer = envía un explorador a {$slot}
natera-pic-do-play = juega {$card}
natera-pic-do-play-paying = juega {$card} pagando {$paid}
natera-pic-do-hire = contrata a {$card}
natera-pic-do-ability = usa {$card}
natera-pic-do-return = devuelve a {$card}
natera-pic-do-replace = reemplaza a {$card} en la fila
natera-pic-do-discard = { $n ->
        [0] descarta
        [one] descarta 1 carta
       *[other] descarta {$n} cartas
    }
natera-pic-do-discard-for = { $n ->
        [0] descarta por {$res}
        [one] descarta 1 carta por {$res}
       *[other] descarta {$n} cartas por {$res}
    }
natera-pic-do-settle = asiéntate en {$slot}
natera-pic-do-take = toma {$slot}
natera-pic-do-take-resource = toma {$res}
natera-pic-do-grow = haz crecer la casilla de ciencia {$slot}
natera-pic-do-copy = copia {$slot}
natera-pic-do-collect = cobra la bonificación de {$slot}
natera-pic-do-pass = pasa el resto de la estación
natera-pic-do-draw = roba una carta
natera-pic-do-peek = mira un mazo
natera-pic-do-pick = elige una carta
natera-pic-do-skip = sáltalo
natera-pic-do-done = termina
natera-pic-do-tribe = elige a los {$tribe}
natera-pic-do-side = elige el lado {$side} de ciencia
natera-pic-do-raise = sube la autoridad en {$district}
natera-pic-do-lower = baja la autoridad en {$district}
natera-pic-do-move = mueve un asentamiento de {$source} a {$target}
natera-pic-do-search = busca una carta de {$tag}

## la cabecera

natera-pic-season-of = Estación {$n} de {$total}
natera-pic-draft = draft
natera-pic-nuclear-discovery = Descubrimiento Nuclear
natera-pic-over = Fin de la partida
natera-pic-phase-setup = Preparación
natera-pic-phase-season = Estación
natera-pic-phase-rest = Descanso

## el tablero

natera-pic-tier = nivel {$n}
natera-pic-tier-at = nivel {$n} · {$at}+
natera-pic-bonus = ⌂ bonificación {$bonus}
natera-pic-card-from-hand = carta de la mano
natera-pic-face-down = boca abajo
natera-pic-revealed-at = se revela con {$n} de autoridad
natera-pic-disc = disco {$production}
natera-pic-disc-free = disco (libre) {$production}
natera-pic-forest-access = acceso: una carta de la mano · sin autoridad
natera-pic-key-leader = líder
natera-pic-key-explorer = explorador
natera-pic-key-settlement = asentamiento
natera-pic-key-disc = disco de líder de distrito
natera-pic-key-claim = reclamación
natera-pic-claims = Reclamaciones
natera-pic-claims-note = 7 PV cada una; 1 PV por una reclamación tardía al final · con 10 de autoridad se reclama en los marcadores
natera-pic-open = libre
natera-pic-for-hire = Especialistas para contratar
natera-pic-decks = mazo de especialistas {$specialists} · mazo básico {$basic} (descarte {$basicpile}) · mazo avanzado {$advanced} (descarte {$advancedpile})
natera-pic-food-cost = {$n} {$food}
natera-pic-on-hire = al contratar: {$effect}
natera-pic-card-key = Cartas jugadas: ⚡ habilidad · ♦ producción · ∞ pasiva    Ciencia: ✓ casilla crecida, columnas a-c, filas 1-5 desde abajo

## el área de un jugador

natera-pic-no-tribe-yet = aún sin tribu
natera-pic-tribe-not-chosen = tribu aún sin elegir
natera-pic-in-hand = {$n} { $n ->
        [one] carta
       *[other] cartas
    } en la mano
natera-pic-at-home = {$leaders}, {$explorers} en casa
natera-pic-explorers-home = {$n} { $n ->
        [one] explorador
       *[other] exploradores
    } en casa
natera-pic-settlements-left = { $n ->
        [one] queda 1 asentamiento
       *[other] quedan {$n} asentamientos
    }
natera-pic-claims-left = { $n ->
        [one] queda 1 ficha de reclamación
       *[other] quedan {$n} fichas de reclamación
    }
natera-pic-left-and-claims = quedan {$n} · {$claims} { $claims ->
        [one] ficha de reclamación
       *[other] fichas de reclamación
    }
natera-pic-passed = ha pasado
natera-pic-winner = ganador
natera-pic-first-player = primer jugador
natera-pic-last-move-tag = último movimiento
natera-pic-resigned = abandonó
natera-pic-awaited = esperado
natera-pic-awaited-decision = decide
natera-pic-awaited-turn = juega
natera-pic-awaited-tribe = elige tribu
natera-pic-awaited-side = elige lado
natera-pic-awaited-keep = descarta
natera-pic-awaited-draft = elige carta
natera-pic-production = Producción
natera-pic-none = ninguna
natera-pic-disc-of = disco de {$district}
natera-pic-other = Otras
natera-pic-specialists = Especialistas
natera-pic-claimed = Reclamado
natera-pic-claimed-authority = autoridad en {$district}
natera-pic-claimed-list = reclamado: {$claims}
natera-pic-science-unchosen = Tablero de ciencia: lado aún sin elegir
natera-pic-science = Ciencia: {$name}
natera-pic-resources = Recursos
natera-pic-pieces = Piezas
natera-pic-authority = Autoridad

## la hoja de puntuación

natera-pic-final-scores = Natera · puntos de aventura finales
natera-pic-nobody-wins = Nadie gana
natera-pic-no-winner-yet = Aún no hay ganador: la partida no ha terminado
natera-pic-wins = { $count ->
        [one] {$names} gana con {$vp} PV
       *[other] {$names} comparten la victoria con {$vp} PV
    }
natera-pic-score-claims = Reclamaciones (7, tardías 1)
natera-pic-score-settlements = Asentamientos (3 cada uno)
natera-pic-score-science = Tablero de ciencia
natera-pic-score-specialists = Cartas de especialista
natera-pic-score-exploration = Cartas de exploración
natera-pic-score-authority = Marcadores de autoridad
natera-pic-score-total = Total
natera-pic-tie-note = Empate a puntos de aventura: gana quien tenga más autoridad en todos los distritos, y después más suministros.
