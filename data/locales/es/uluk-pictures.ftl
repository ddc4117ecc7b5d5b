# Las palabras de las imágenes de Uluk (rendering/uluk.py): la mesa, la hoja de puntuación, la
# imagen del móvil, su texto alternativo y las etiquetas de los controles (action_label). Los
# nombres de recursos, inventos y cartas de los Gorrones son los del motor (uluk.ftl).
# $points ya viene escrito (con su signo menos).

## quién y qué

uluk-freeloaders = Gorrones
uluk-a-poison-token = una ficha de Veneno
uluk-tribe-otters = Nutrias
uluk-tribe-badgers = Tejones
uluk-tribe-lemurs = Lémures
uluk-tribe-sloths = Perezosos

## adónde va un tribeño: las palabras tras «envió un tribeño», cada una con su preposición

uluk-to-gather = { $poison ->
        [yes] a recolectar {$res} con una ficha de Veneno
       *[no] a recolectar {$res}
    }
uluk-to-hunt = { $poison ->
        [yes] a cazar {$res} con una ficha de Veneno
       *[no] a cazar {$res}
    }
uluk-to-processing = al espacio de procesado de {$res}
uluk-to-monument = al Monumento {$letter}
uluk-to-workshop = al Taller
uluk-to-workshop-taking = al Taller, tomando { $invention_gender ->
        [feminine] la
        [masculine-plural] los
       *[masculine] el
    } {$invention}
uluk-to-workshop-taking-other = al Taller, tomando {$card}
uluk-to-shaman = a la Choza del Chamán (+1)
uluk-to-temple = al Templo (+2)

## un paso de la última jugada, hecho

uluk-did-place = envió un tribeño {$space}
uluk-did-move = movió el tribeño de la Choza del Chamán {$space}
uluk-did-stay = dejó el tribeño en la Choza del Chamán
uluk-did-process = procesó {$amount} en {$product}
uluk-did-free = procesó gratis {$amount} en {$product}
uluk-did-feed = alimentó a { $n ->
        [one] {$n} tribeño
       *[other] {$n} tribeños
    } con {$food}
uluk-did-reproduce = un tribeño recién nacido ({$first} + {$second})
uluk-did-celebrate = celebró con {$holiday} y {$food}
uluk-did-eat = comió {$amount}
uluk-did-done = terminó

## un paso como orden de un control

uluk-do-place = Envía un tribeño {$space}
uluk-do-move = Mueve el tribeño de la Choza del Chamán {$space}
uluk-do-stay = Deja el tribeño en la Choza del Chamán
uluk-do-process = Procesa {$amount} en {$product}
uluk-do-free = Procesa gratis {$amount} en {$product}
uluk-do-feed = Alimenta a { $n ->
        [one] {$n} tribeño
       *[other] {$n} tribeños
    } con {$food}
uluk-do-reproduce = Ten un tribeño recién nacido ({$first} + {$second})
uluk-do-celebrate = Celebra con {$holiday} y {$food}
uluk-do-eat = Come {$amount}
uluk-do-done = Terminar

## qué deciden los esperados, el recuadro de estado

uluk-decide-place = coloca un tribeño ({ $n ->
        [one] te queda {$n} por colocar
       *[other] te quedan {$n} por colocar
    })
uluk-decide-shaman = saca el tribeño de la Choza del Chamán o deja que se quede
uluk-decide-process = Procesado: qué procesar (cada cual decide, todos a la vez)
uluk-decide-feed = Alimentación: alimentar tribeños, reproducirse, celebrar (cada cual decide, todos a la vez)
uluk-waiting = Esperando a {$names}: {$step}
uluk-waiting-all = {$step}. Esperando a {$names}
uluk-over-solo = Fin de la partida: {$who} termina con {$points} de Felicidad
uluk-over-wins = { $names_count ->
        [0] Fin de la partida: no gana nadie
        [one] Fin de la partida: {$names} es el Archilíder con {$points} de Felicidad
       *[other] Fin de la partida: {$names} comparten la victoria con {$points} de Felicidad
    }
uluk-last-none = Última jugada: ninguna aún, la primera estación acaba de empezar
uluk-last-move = Última jugada: {$who} — {$action}

## la cabecera y el tablero principal

uluk-season-of = Estación {$n} de {$total}
uluk-game-over = Fin de la partida
uluk-phase-errand = Recados
uluk-phase-harvest = Cosecha
uluk-phase-processing = Procesado
uluk-phase-feeding = Alimentación
uluk-phase-ecology = Ecología
uluk-phase-clean-up = Limpieza
uluk-monument = Monumento {$letter}
uluk-face-down = boca abajo
uluk-spaces = { $n ->
        [one] {$n} espacio
       *[other] {$n} espacios
    }
uluk-built = construido
uluk-token-of = ficha {$number}: {$res}
uluk-took-it = se la llevó: {$name}
uluk-no-majority = sin mayoría: ficha retirada
uluk-site-full = lleno: {$n}/{$size}
uluk-site-filled = {$n}/{$size} ocupados
uluk-chart = Monumento lleno: sube la cosecha de su ficha. Construido: tribeños {$chart}; la mayoría se lleva la ficha
uluk-track-key = el marcador de cosecha  ·  4 / 2: mayoría / los demás  ·
uluk-track-key-symbol = junto a un nivel: si la Ecología acaba ahí, sube esa cosecha
uluk-track-majority = más / resto
uluk-track-per-triber = por tribeño
uluk-processing = procesado
uluk-workshop = Taller
uluk-workshop-note = toma un invento
uluk-shaman = Choza del Chamán
uluk-shaman-note = +1, sigue
uluk-temple = Templo
uluk-temple-note = +2 cada uno
uluk-happiness = Felicidad
uluk-final-happiness = Felicidad final
uluk-freeloaders-never-score = los Gorrones nunca puntúan

## los inventos

uluk-inventions-offered = Inventos a la venta
uluk-deck-discard = mazo {$deck} · descartes {$discard}
uluk-row-empty = No queda ningún invento en la fila esta estación.
uluk-invention-kind-resource = recurso extra
uluk-invention-kind-free = procesado gratis
uluk-invention-kind-happiness = Felicidad
uluk-symbol-sun = sol
uluk-symbol-moon = luna
uluk-symbol-leaf = hoja
uluk-symbol-shell = concha
uluk-symbol-feather = pluma
uluk-effect-resource = +1 {$res} cuando envías tribeños a su zona
uluk-effect-option = {$amount} en {$product}
uluk-effect-free = una vez por estación: {$option}
uluk-effect-free-or = una vez por estación: {$first} o {$second}
uluk-effect-shaman = +{$points} cuando tu tribeño sale de la Choza del Chamán
uluk-effect-celebrate = +{$points} cuando celebras

## los Gorrones (en solitario), la leyenda, los tableros de tribu

uluk-freeloaders-note = el rival en solitario: cada carta robada envía un tribeño; nunca puntúan
uluk-freeloader-deck = Mazo: { $n ->
        [one] {$n} carta
       *[other] {$n} cartas
    }
uluk-discarded = Descartada: {$card}
uluk-to-place = Por colocar
uluk-at-home = En casa
uluk-in-camp = En el campamento
uluk-on-the-board = En el tablero
uluk-newborn = Recién nacidos
uluk-none = ninguno
uluk-poison-count = Veneno ×{$n}
uluk-hunger-count = Hambre ×{$n} (−{$points})
uluk-monument-token = Ficha de monumento {$number}
uluk-symbols = { $n ->
        [one] {$n} símbolo
       *[other] {$n} símbolos
    }{ $bonus ->
        [0] {" "}(3 distintos: +2)
       *[other] : +{$bonus} al final
    }
uluk-first-player-pill = Jugador inicial
uluk-happiness-points = {$points} de Felicidad
uluk-happiness-in-all = {$points} de Felicidad en total
uluk-deciding-now = decidiendo
uluk-archleader-pill = Archilíder
uluk-spaces-key = Tipos:
uluk-type-perishable = perecedero
uluk-type-food = comida
uluk-type-treat = golosina +1
uluk-type-holiday = festiva
uluk-type-poison = veneno
uluk-type-none = no es comida
uluk-type-key-perishable = perecedero: se tira tras la Alimentación
uluk-type-key-food = comida: se conserva
uluk-type-key-treat = golosina: comida, +1 al comerla
uluk-type-key-holiday = sustancia festiva: celebraciones
uluk-type-key-poison = fichas de Veneno: caza, celebraciones
uluk-type-key-none = no es comida: se conserva

## la hoja de puntuación

uluk-pad-title = Uluk · Felicidad final
uluk-nobody-wins = No gana nadie
uluk-not-over = Aún sin ganador: la partida no ha terminado
uluk-pad-solo = {$who}: {$points} de Felicidad. {$rating}
uluk-pad-wins = { $names_count ->
        [one] {$names} es el Archilíder con {$points} de Felicidad
       *[other] {$names} comparten la victoria con {$points} de Felicidad
    }
uluk-score-seasons = Felicidad durante las estaciones
uluk-points-shaman = Choza del Chamán
uluk-points-temple = Templo
uluk-points-feeding = tribeños alimentados
uluk-points-treats = golosinas
uluk-points-celebrations = celebraciones
uluk-points-monuments = monumentos construidos
uluk-points-inventions = inventos
uluk-score-feast = Carta de festín
uluk-score-hunger = Fichas de Hambre (−3 cada una)
uluk-score-tokens = Más fichas de monumento
uluk-score-sets = Colecciones de símbolos de inventos
uluk-score-total = Total
uluk-ratings-title = Qué tal Archilíder (en solitario)
uluk-rating-floor = {$n} o más
uluk-rating-under = menos de {$n}
uluk-tie-note = Empate en Felicidad: gana quien tenga más fichas de monumento, luego la ficha de número más alto.

## la imagen del móvil

uluk-harvest-now = Cosecha ahora (más / resto, o cada uno)
uluk-harvest-each = {$res} {$n} cada uno
uluk-tribers = Tribeños
uluk-tribe-board = Tablero de tribu
uluk-inventions-tokens = Inventos y fichas
uluk-others-board = {$name}: tribeños y tablero de tribu

## La carta secreta de festín (rendering/uluk.py secrets: /uluk feast, la página del jugador)

uluk-feast-harvest-feast = Festín de la Cosecha
uluk-feast-hunters-feast = Festín de los Cazadores
uluk-feast-mushroom-feast = Festín de las Setas
uluk-feast-bread-feast = Festín del Pan
uluk-feast-card = Tu festín: **{$feast}**. Un juego de {$needs} puntúa {$lower}; dos juegos, {$higher}. Ahora tienes { $sets ->
        [one] 1 juego
       *[other] {$sets} juegos
    }.
