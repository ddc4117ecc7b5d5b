# Las palabras de las imágenes de Wendake (rendering/wendake.py): la mesa, la imagen del móvil,
# la hoja de puntuación, el texto alternativo y las etiquetas de los controles. Los bienes, los
# marcadores y las acciones de una loseta son las palabras de wendake.ftl. Tuteo.
# $seat: "ann (1)", un jugador con su número; $pos, $area, $to, $warrior, $target: la notación.

## la cabecera, el año y el estado

wendake-pic-edition = edición de Campfire
wendake-pic-year-of = Año {$year} de {$years}
wendake-pic-title = Wendake · Año {$year} de {$years}
wendake-pic-game-over = Fin de la partida
wendake-pic-phase-draft = Elección
wendake-pic-phase-restore = Restauración
wendake-pic-phase-setup = Preparación
wendake-pic-phase-actions = Acciones
wendake-pic-turn-order = Orden de turno:
wendake-pic-next-year = Año siguiente:
wendake-pic-score-is = Puntuación = {$pairs}
wendake-pic-lower-of = el menor de ({$tracks})
wendake-pic-to-play = Le toca a { $count ->
        [0] nadie
       *[other] {$names}
    }: {$step}
wendake-pic-over = Fin de la partida: { $names_count ->
        [0] nadie gana
        [one] {$names} gana con {$n} puntos
       *[other] {$names} comparten la victoria con {$n} puntos
    }
wendake-pic-over-solo = Fin de la partida: {$seat} { $beats ->
        [yes] vence
       *[no] no vence
    } al Fantasma, {$mine} a {$ghost}
wendake-pic-last = Última jugada: {$seat} — {$move}
wendake-pic-last-none = Última jugada: ninguna todavía

## lo que decide el jugador esperado

wendake-pic-step-setup = se está preparando la partida
wendake-pic-step-draft = elige una tribu
wendake-pic-step-place = coloca un marcador: elige una loseta en línea o reclama el orden de turno
wendake-pic-step-place-left = coloca un marcador: elige una loseta en línea o reclama el orden de turno ({ $n ->
        [one] te queda 1 marcador
       *[other] te quedan {$n} marcadores
    })
wendake-pic-step-move = mueve Guerreros
wendake-pic-step-move-left = mueve Guerreros ({ $n ->
        [one] queda 1 paso
       *[other] quedan {$n} pasos
    }) o termina
wendake-pic-step-trade = comercia: trueca, compra una loseta de progreso, vende o termina
wendake-pic-step-masks = toma cartas de máscara, muestra una mano o termina
wendake-pic-step-end = manda un Puesto al Hogar, usa una loseta de progreso o termina el turno
wendake-pic-step-swap = cambia una loseta que sale (fila c) por una avanzada, o quédate con ellas
wendake-pic-step-over = la partida ha terminado
wendake-pic-step-tile = usa las acciones de la loseta en orden: {$actions}
wendake-pic-step-tile-used = las acciones de la loseta ya están usadas
wendake-pic-action-move = Mover
wendake-pic-action-tan = Curtir

## las jugadas en palabras: lo que se hizo

wendake-pic-did-pick = eligió {$pos}
wendake-pic-did-pick-tile = eligió {$pos}, {$tile}
wendake-pic-did-fire = Fuego Sagrado en {$pos}
wendake-pic-did-fire-tile = Fuego Sagrado en {$pos}, {$tile}
wendake-pic-did-turn-order = reclamó un espacio del orden de turno
wendake-pic-did-transfer = mandó al Hogar el Puesto de {$area}
wendake-pic-did-transfer-empty = mandó al Hogar el Puesto de {$area}; el área queda vacía
wendake-pic-did-use = usó {$progress}
wendake-pic-did-buy = compró {$progress}
wendake-pic-did-move = movió {$warrior} a {$to}
wendake-pic-did-attack = {$warrior} atacó a {$target}
wendake-pic-did-barter = trocó {$give} por {$get}
wendake-pic-did-sell = vendió {$goods}
wendake-pic-did-sell-each = vendió un bien de cada tipo
wendake-pic-did-mask = tomó la máscara {$mask}
wendake-pic-did-mask-deck = robó una carta de máscara
wendake-pic-did-ceremony = mostró una mano de {$n} máscaras
wendake-pic-did-tribe = eligió a los {$tribe}
wendake-pic-did-upgrade = cambió {$pos} por {$tile}
wendake-pic-did-keep = se quedó con las losetas que salen
wendake-pic-did-done = terminó
wendake-pic-did-skip = se saltó una acción

## las jugadas como órdenes (la etiqueta de un control)

wendake-pic-do-pick = Elige {$pos}
wendake-pic-do-pick-tile = Elige {$pos}, {$tile}
wendake-pic-do-fire = Fuego Sagrado en {$pos}
wendake-pic-do-fire-tile = Fuego Sagrado en {$pos}, {$tile}
wendake-pic-do-turn-order = Reclama el orden de turno
wendake-pic-do-transfer = Manda al Hogar el Puesto de {$area}
wendake-pic-do-transfer-empty = Manda al Hogar el Puesto de {$area} y deja el área vacía
wendake-pic-do-use = Usa {$progress}
wendake-pic-do-buy = Compra {$progress}
wendake-pic-do-move = Mueve {$warrior} a {$to}
wendake-pic-do-attack = Ataca a {$target} con {$warrior}
wendake-pic-do-barter = Trueca {$give} por {$get}
wendake-pic-do-sell = Vende {$goods}
wendake-pic-do-sell-each = Vende un bien de cada tipo
wendake-pic-do-mask = Toma la máscara {$mask}
wendake-pic-do-mask-deck = Roba una carta de máscara
wendake-pic-do-ceremony = Muestra una mano de máscaras: {$cards}
wendake-pic-do-tribe = Dirige a los {$tribe}
wendake-pic-do-upgrade = Cambia {$pos} por {$tile}
wendake-pic-do-keep = Quédate con las losetas que salen
wendake-pic-do-done = Termina
wendake-pic-do-skip = Sáltate la acción
wendake-pic-do-skip-action = Sáltate {$action}
wendake-pic-do-harvest = Cosecha
wendake-pic-do-hunt = Caza
wendake-pic-do-fish = Pesca
wendake-pic-do-canoe = Construye una canoa
wendake-pic-do-tan = Curte castores
wendake-pic-do-trade = Comercia
wendake-pic-do-masks = Toma cartas de máscara
wendake-pic-do-ritual = Celebra un Ritual
wendake-pic-do-military = Puntúa Militar

## las elecciones: la elección de tribu, la Restauración

wendake-pic-tribes-offered = Tribus en oferta
wendake-pic-tribe-offer = {$tribe}{ $has_power ->
        [yes] : {$power}
       *[no] {""}
    }{ $has_goods ->
        [yes] {" "}(empieza con {$goods})
       *[no] {""}
    }
wendake-pic-tribe-goods = empieza con {$goods}
wendake-pic-level-tiles = Losetas de nivel {$n}
wendake-pic-with-actions = {$tile}: {$actions}

## el mapa y su leyenda

wendake-pic-home-of = Hogar de {$seat}
wendake-pic-no-guards = sin Guardias
wendake-pic-empty = vacía
wendake-pic-longhouse = Casa Larga
wendake-pic-longhouse-short = CL
wendake-pic-area-forest = monte
wendake-pic-area-field = campo
wendake-pic-flag-letter-english = I
wendake-pic-flag-letter-french = F
wendake-pic-key-borders = Puente de tierra: una frontera que se cruza. Azul: un Lago, nunca se cruza. Hueco oscuro: sin frontera.
wendake-pic-key-lakes = Lagos — {$lakes}
wendake-pic-key-pawns = Los peones llevan el número del jugador; W1-W7 son los Guerreros (Guardias, o Puestos en un área). Banderas: {$english} (inglesa) junto a la pareja 1, {$french} (francesa) junto a la pareja 2. ×2: una loseta multiplicadora. {$lh}: {$longhouse}, los heridos.
wendake-pic-key-crops = Un campo muestra el icono de su cultivo ({$crops}), como los bienes de los jugadores.

## los paneles de los jugadores

wendake-pic-score = Puntos: {$n}
wendake-pic-markers = marcadores
wendake-pic-markers-left = { $n ->
        [one] queda 1 marcador
       *[other] quedan {$n} marcadores
    }
wendake-pic-no-tribe = aún sin tribu
wendake-pic-home = Hogar {$home}
wendake-pic-tag-to-play = le toca
wendake-pic-tag-wins = gana
wendake-pic-tag-moved-last = jugó el último
wendake-pic-tag-resigned = abandonó
wendake-pic-kept = guardada
wendake-pic-pair = Pareja {$n}{ $flag ->
        [english] {" "}· banderas inglesas
        [french] {" "}· banderas francesas
       *[none] {""}
    }
wendake-pic-pair-short = Pareja {$n} · banderas {$letter}
wendake-pic-counts = cuenta {$n}
wendake-pic-track-value = {$track} {$n}{ $counts ->
        [yes] {" "}(cuenta)
       *[no] {""}
    }
wendake-pic-canoes = { $n ->
        [one] 1 canoa
       *[other] {$n} canoas
    }
wendake-pic-at-home = Hogar: {$natives}
wendake-pic-natives-warrior = { $n ->
        [one] 1 Guerrero
       *[other] {$n} Guerreros
    }
wendake-pic-natives-woman = { $n ->
        [one] 1 Mujer
       *[other] {$n} Mujeres
    }
wendake-pic-natives-hunter = { $n ->
        [one] 1 Cazador
       *[other] {$n} Cazadores
    }
wendake-pic-cards-in-hand = { $n ->
        [one] 1 carta de máscara
       *[other] {$n} cartas de máscara
    }
wendake-pic-used = {$progress} (usada)
wendake-pic-turtles-held = Tortugas: {$turtles}
wendake-pic-action-board = Tablero de acciones (✓ elegida este año)
wendake-pic-goods-section = Bienes, canoas, gente, cartas

## los expositores

wendake-pic-masks-face-up = Máscaras visibles
wendake-pic-deck-discard = mazo {$deck} · descarte {$discard}
wendake-pic-ceremony-hands = Manos de máscaras
wendake-pic-level-progress = Progreso de nivel {$n}
wendake-pic-offer-progress = {$progress} ({$cost}, { $n ->
        [one] 1 pto.
       *[other] {$n} ptos.
    })
wendake-pic-none-left = no queda ninguna
wendake-pic-turtles = Tortugas
wendake-pic-turtles-left = { $n ->
        [one] queda 1 en la pila
       *[other] quedan {$n} en la pila
    }

## el Fantasma (en solitario)

wendake-pic-ghost-seat = Fantasma
wendake-pic-ghost-head = El Fantasma (jugador {$seat}, Hogar {$home})
wendake-pic-ghost-card = Carta: {$card}
wendake-pic-ghost-no-card = Aún no ha revelado ninguna carta
wendake-pic-ghost-first = reclama el orden de turno 1

## la hoja de puntuación

wendake-pic-final-score = Wendake · puntuación final (edición de Campfire)
wendake-pic-lower-pair = Pareja {$n}: el menor
wendake-pic-total = Total
wendake-pic-not-over = Aún no hay ganador: la partida no ha terminado
wendake-pic-banner-solo = {$seat} { $beats ->
        [yes] vence
       *[no] no vence
    } al Fantasma: {$mine} a {$ghost}
wendake-pic-banner = { $names_count ->
        [0] Nadie gana
        [one] {$names} gana con {$n} puntos
       *[other] {$names} comparten la victoria con {$n} puntos
    }
wendake-pic-tie = Empate a puntos: gana la mayor suma de los cuatro marcadores; si persiste, se comparte la victoria.

## el poder de una tribu, en pocas palabras

wendake-pic-power-cayuga = las Mujeres heridas vuelven al Hogar, no a la Casa Larga
wendake-pic-power-mohawk = el Guerrero negro WB vuelve al Hogar si lo hieren
wendake-pic-power-tuscarora = los Cazadores hieren a quien los ataca
wendake-pic-power-steps = +1 paso en cada Movimiento
wendake-pic-power-harvest = +1 hortaliza en cada cosecha
wendake-pic-power-ritual = +1 en cada Ritual
wendake-pic-power-hunt = +1 castor en cada caza
wendake-pic-power-fish = +1 pescado en cada pesca
wendake-pic-power-tan = +1 piel en cada curtido
wendake-pic-power-military = +1 en cada puntuación Militar
wendake-pic-power-safe-trade = sin Viruela al hacer trueque
wendake-pic-power-masks = +1 en cada ceremonia de Máscaras

## las cartas de máscara y las manos de una ceremonia

wendake-pic-mask-bear = Oso
wendake-pic-mask-wolf = Lobo
wendake-pic-mask-eagle = Águila
wendake-pic-mask-deer = Ciervo
wendake-pic-mask-heron = Garza
wendake-pic-mask-wild = Comodín
wendake-pic-hand-pair = pareja
wendake-pic-hand-two-pairs = doble pareja
wendake-pic-hand-three = trío
wendake-pic-hand-full-house = full
wendake-pic-hand-four = póker
wendake-pic-hand-five-kinds = cinco distintas
wendake-pic-hand-five = repóker

## nombres de la casa (data/wendake.toml): las losetas de acción

wendake-pic-tile-fire = Fuego Sagrado
wendake-pic-tile-warpath = Senda de Guerra
wendake-pic-tile-fields = Campos
wendake-pic-tile-hunt = Partida de Caza
wendake-pic-tile-lake = Lago
wendake-pic-tile-market = Mercado
wendake-pic-tile-masks = Logia de Máscaras
wendake-pic-tile-council = Consejo de Guerra
wendake-pic-tile-village = Poblado
wendake-pic-tile-scouts = Exploradores
wendake-pic-tile-raid = Incursión
wendake-pic-tile-harvest-feast = Fiesta de la Cosecha
wendake-pic-tile-trappers = Tramperos
wendake-pic-tile-fishing-camp = Campamento de Pesca
wendake-pic-tile-boat-builders = Constructores de Canoas
wendake-pic-tile-dancers = Danzantes
wendake-pic-tile-mask-makers = Talladores de Máscaras
wendake-pic-tile-longhouse = Casa Larga
wendake-pic-tile-sentries = Centinelas
wendake-pic-tile-portage = Porteo
wendake-pic-tile-trading-post = Puesto Comercial
wendake-pic-tile-elders = Ancianos
wendake-pic-tile-gatherers = Recolectores
wendake-pic-tile-war-dance = Danza de Guerra
wendake-pic-tile-river-trade = Comercio Fluvial
wendake-pic-tile-hunters-path = Senda del Cazador
wendake-pic-tile-war-party = Partida de Guerra
wendake-pic-tile-conquest = Conquista
wendake-pic-tile-great-harvest = Gran Cosecha
wendake-pic-tile-tannery = Curtiduría
wendake-pic-tile-fleet = Flota
wendake-pic-tile-mask-society = Sociedad de Máscaras
wendake-pic-tile-shamans = Chamanes
wendake-pic-tile-healers = Sanadores
wendake-pic-tile-war-chief = Jefe de Guerra
wendake-pic-tile-harvest-moon = Luna de la Cosecha
wendake-pic-tile-fur-fair = Feria de Pieles
wendake-pic-tile-canoe-war = Guerra de Canoas
wendake-pic-tile-grand-council = Gran Consejo
wendake-pic-tile-abundance = Abundancia
wendake-pic-tile-feast-of-masks = Fiesta de las Máscaras
wendake-pic-tile-outriders = Batidores
wendake-pic-tile-sun-dance = Danza del Sol

## losetas de progreso, tortugas (su tipo en una palabra), las cartas del Fantasma

wendake-pic-progress-moccasins = Mocasines
wendake-pic-progress-hoe = Azada de Hueso
wendake-pic-progress-snares = Lazos
wendake-pic-progress-nets = Redes
wendake-pic-progress-scrapers = Raspadores
wendake-pic-progress-war-paint = Pintura de Guerra
wendake-pic-progress-tobacco = Tabaco
wendake-pic-progress-paints = Pinturas de Máscara
wendake-pic-progress-snowshoes = Raquetas de Nieve
wendake-pic-progress-wampum = Wampum
wendake-pic-progress-longbow = Arco Largo
wendake-pic-progress-medicine = Bolsa de Medicina
wendake-pic-turtle-forest = Bosque
wendake-pic-turtle-field = Campo
wendake-pic-turtle-hunter = Cazador
wendake-pic-turtle-english = Inglesa
wendake-pic-turtle-french = Francesa
wendake-pic-turtle-water = Agua
wendake-pic-ghostcard-ghost-war = Fantasma de la Guerra
wendake-pic-ghostcard-ghost-trade = Fantasma del Comercio
wendake-pic-ghostcard-ghost-masks = Fantasma de las Máscaras
wendake-pic-ghostcard-ghost-rites = Fantasma de los Ritos

## lugares: territorios y Lagos

wendake-pic-place-birch-hill = Colina de Abedules
wendake-pic-place-blue-heron = Garza Azul
wendake-pic-place-cedar-point = Punta de Cedros
wendake-pic-place-elk-woods = Bosque del Alce
wendake-pic-place-heron-marsh = Marisma de Garzas
wendake-pic-place-home = Hogar
wendake-pic-place-long-meadow = Pradera Larga
wendake-pic-place-maple-run = Arroyo de Arces
wendake-pic-place-otter-creek = Arroyo de la Nutria
wendake-pic-place-pine-ridge = Loma de Pinos
wendake-pic-place-sandy-shore = Orilla Arenosa
wendake-pic-place-stone-ford = Vado de Piedra
wendake-pic-place-thunder-falls = Cascada del Trueno
wendake-pic-place-wild-rice-bay = Bahía del Arroz
wendake-pic-place-wolf-den = Guarida del Lobo
wendake-pic-place-lake-simcoe = Lago Simcoe
wendake-pic-place-lake-nipissing = Lago Nipissing
wendake-pic-place-georgian-bay = Bahía Georgiana
