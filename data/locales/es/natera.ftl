# Natera (bot/rules/natera.py): the names of the components, families chosen by data
# (bot/rules/natera_data.py card_msg, specialist_msg, tribe_msg, district_msg, resource_msg,
# amount_msg, token_msg, tag_msg, objective_msg, science_msg).

## Exploration cards

natera-card-aquaponics = Acuaponía
natera-card-seed-vault = Bóveda de semillas
natera-card-scrap-workshop = Taller de chatarra
natera-card-battery-bank = Banco de baterías
natera-card-trail-map = Mapa de senderos
natera-card-old-library = Vieja biblioteca
natera-card-greenhouse-notes = Notas del invernadero
natera-card-radio-tower = Torre de radio
natera-card-barter-post = Puesto de trueque
natera-card-fishing-nets = Redes de pesca
natera-card-training-ground = Campo de entrenamiento
natera-card-lookout-post = Puesto de vigía
natera-card-compost-heap = Montón de compost
natera-card-toolbox = Caja de herramientas
natera-card-signal-fire = Hoguera de señales
natera-card-rusty-bicycle = Bicicleta oxidada
natera-card-water-filter = Filtro de agua
natera-card-herb-garden = Huerto de hierbas
natera-card-salvage-crew = Cuadrilla de rescate
natera-card-field-guide = Guía de campo
natera-card-supply-cache = Alijo de suministros
natera-card-market-stall = Puesto del mercado
natera-card-hunting-grounds = Cotos de caza
natera-card-power-line = Tendido eléctrico
natera-card-scout-report = Informe de exploración
natera-card-walkie-talkies = Walkie-talkies
natera-card-recruiting-board = Tablón de reclutamiento
natera-card-repair-kit = Kit de reparación
natera-card-solar-panel = Panel solar
natera-card-raft = Balsa
natera-card-surveyor-tools = Instrumentos de agrimensor
natera-card-study-circle = Círculo de estudio
natera-card-wind-turbine = Aerogenerador
natera-card-research-lab = Laboratorio de investigación
natera-card-observatory = Observatorio
natera-card-irrigation-canal = Canal de riego
natera-card-trading-harbor = Puerto comercial
natera-card-ruined-mall = Centro comercial en ruinas
natera-card-bunker = Búnker
natera-card-council-hall = Sala del consejo
natera-card-seed-bank = Banco de semillas
natera-card-lighthouse = Faro
natera-card-railway = Ferrocarril
natera-card-archive = Archivo
natera-card-mech-suit = Exoesqueleto
natera-card-town-square = Plaza del pueblo
natera-card-radio-network = Red de radio
natera-card-hydroponic-tower = Torre hidropónica
natera-card-expedition = Expedición
natera-card-genome-project = Proyecto genoma
natera-card-amphitheater = Anfiteatro
natera-card-old-highway = Vieja autopista
natera-card-harbour-cranes = Grúas del puerto
natera-card-greenhouse-dome = Cúpula invernadero
natera-card-ancient-map = Mapa antiguo
natera-card-drone-fleet = Flota de drones
natera-card-monument-ruins = Ruinas del monumento
natera-card-contaminated-land = Tierra contaminada
natera-card-reactor-core = Núcleo del reactor
natera-card-isotope-lab = Laboratorio de isótopos
natera-card-fallout-shelter = Refugio antinuclear
natera-card-geiger-counter = Contador Geiger
natera-card-cooling-tower = Torre de refrigeración
natera-card-glowing-mushrooms = Setas luminosas
natera-card-atomic-clock = Reloj atómico
natera-card-uranium-mine = Mina de uranio
natera-card-hazmat-team = Equipo NBQ
natera-card-control-room = Sala de control

## Specialists

natera-specialist-business-ape = Simio empresario
natera-specialist-field-medic = Médico de campaña
natera-specialist-courier-pigeon = Paloma mensajera
natera-specialist-scrap-engineer = Ingeniero chatarrero
natera-specialist-night-owl-scholar = Búho erudito nocturno
natera-specialist-tracker-hound = Sabueso rastreador
natera-specialist-quartermaster = Intendente
natera-specialist-diplomat-parrot = Loro diplomático
natera-specialist-archivist-tortoise = Tortuga archivera
natera-specialist-strongback-ox = Buey forzudo
natera-specialist-electrician-eel = Anguila electricista
natera-specialist-cartographer-crane = Grulla cartógrafa
natera-specialist-chef-badger = Tejón cocinero
natera-specialist-negotiator-hare = Liebre negociadora
natera-specialist-dam-engineer = Ingeniero de presas
natera-specialist-botanist-sloth = Perezoso botánico
natera-specialist-sentinel-hawk = Halcón centinela
natera-specialist-mechanic-otter = Nutria mecánica
natera-specialist-herald-rooster = Gallo heraldo
natera-specialist-professor-owl = Profesora Lechuza
natera-specialist-ranger-wolf = Lobo guardabosques
natera-specialist-mayor-elephant = Elefante alcalde
natera-specialist-digger-armadillo = Armadillo excavador
natera-specialist-librarian-moth = Polilla bibliotecaria
natera-specialist-smuggler-ferret = Hurón contrabandista
natera-specialist-oracle-bat = Murciélago oráculo
natera-specialist-scout-meerkat = Suricata exploradora
natera-specialist-foreman-bison = Bisonte capataz
natera-specialist-nurse-deer = Cierva enfermera
natera-specialist-treasurer-magpie = Urraca tesorera

## Tribes

natera-tribe-bears = Osos Guardabosques
natera-tribe-beavers = Corporación Castor
natera-tribe-chimpanzees = Familia Chimpancé
natera-tribe-foxes = Sindicato Zorro
natera-tribe-gorillas = Consenso Gorila
natera-tribe-moles = Banda Topo
natera-tribe-rabbits = Pioneros Conejo
natera-tribe-racoons = Asociación Mapache
natera-tribe-ravens = Cábala Cuervo
natera-tribe-red-pandas = Comité Panda Rojo
natera-tribe-reptiles = Clan Reptil
natera-tribe-turtles = Tortugas Viajeras

## Districts (a sentence reads $district_gender for its article)

natera-district-farm = Granja
    .gender = feminine
natera-district-city = Ciudad
    .gender = feminine
natera-district-military = Cuartel
    .gender = masculine
natera-district-coast = Costa
    .gender = feminine
natera-district-forest = Bosque
    .gender = masculine

## Resources: the word, and an amount of it ($n)

natera-resource-food = comida
    .gender = feminine
natera-resource-supply = suministros
    .gender = masculine
natera-resource-power = energía
    .gender = feminine
natera-resource-endurance = resistencia
    .gender = feminine
natera-resource-agility = agilidad
    .gender = feminine
natera-resource-intelligence = inteligencia
    .gender = feminine
natera-amount-food = { $n } de comida
natera-amount-supply = { $n ->
        [one] { $n } suministro
       *[other] { $n } suministros
    }
natera-amount-power = { $n } de energía
natera-amount-endurance = { $n } de resistencia
natera-amount-agility = { $n } de agilidad
natera-amount-intelligence = { $n } de inteligencia

## Tokens: a tribe leader, an explorer ($n of them)

natera-token-leader = { $n ->
        [one] líder de la tribu
       *[other] líderes de la tribu
    }
    .gender = masculine
natera-token-explorer = { $n ->
        [one] explorador
       *[other] exploradores
    }
    .gender = masculine

## Card tags

natera-tag-science = Ciencia
natera-tag-improvement = Mejora
natera-tag-interactive = Interactiva
natera-tag-discovery = Descubrimiento
natera-tag-nuclear = Nuclear
natera-tag-basic = Básica
natera-tag-advanced = Avanzada
natera-tag-specialist = Especialista

## Science boards ($side: a letter)

natera-science-oak = Roble, cara { $side }
natera-science-willow = Sauce, cara { $side }
natera-science-fern = Helecho arborescente, cara { $side }
natera-science-moss = Árbol de musgo, cara { $side }
natera-science-cedar = Cedro, cara { $side }

## Claim objectives

natera-objective-specialists-5 = 5 especialistas
natera-objective-specialists-costs = 2 especialistas de más de 19 de comida y 2 de menos de 20
natera-objective-specialists-plain = 4 especialistas sin recompensa de resistencia, agilidad ni inteligencia
natera-objective-specialists-vp-values = 4 especialistas de valores de PV distintos (los especiales cuentan)
natera-objective-settlements-4 = 4 asentamientos
natera-objective-settlements-farm-city-coast = 3 asentamientos: uno en la Granja, la Ciudad y la Costa
natera-objective-settlements-farm-coast-military = 3 asentamientos: uno en la Granja, la Costa y el Cuartel
natera-objective-settlements-tiers = 3 asentamientos en nivel 2 o 3
natera-objective-requirements-7 = 7 cartas de exploración con requisito
natera-objective-requirements-presence-5 = 5 cartas de exploración que piden un explorador o el líder de la tribu en un distrito
natera-objective-requirements-authority-4 = 4 cartas de exploración que piden autoridad en un marcador
natera-objective-authority-3-everywhere = 3 de autoridad en la Granja, la Ciudad, el Cuartel y la Costa
natera-objective-growth-8 = 8 fichas de crecimiento en el tablero de ciencia
natera-objective-growth-column = 5 fichas de crecimiento en una columna completa del tablero de ciencia
natera-objective-growth-two-rows = 6 fichas de crecimiento en dos filas completas seguidas del tablero de ciencia
natera-objective-science-5 = 5 cartas de exploración con la etiqueta Ciencia
natera-objective-improvement-4 = 4 cartas de exploración con la etiqueta Mejora
natera-objective-interactive-3 = 3 cartas de exploración con la etiqueta Interactiva
natera-objective-advanced-6 = 6 cartas de exploración avanzadas jugadas
natera-objective-discovery-6 = 6 cartas de exploración con la etiqueta Descubrimiento

## Palabras que usan las frases: un distrito, una etiqueta, un mazo

natera-district-word-farm = Granja
    .gender = feminine
natera-district-word-city = Ciudad
    .gender = feminine
natera-district-word-military = Cuartel
    .gender = masculine
natera-district-word-coast = Costa
    .gender = feminine
natera-district-word-forest = Bosque
    .gender = masculine
natera-tag-word-science = Ciencia
natera-tag-word-improvement = Mejora
natera-tag-word-interactive = Interactiva
natera-tag-word-discovery = Descubrimiento
natera-tag-word-nuclear = Nuclear
natera-deck-basic = básico
natera-deck-advanced = avanzado

## Pasos de los efectos (bot/rules/natera_steps.py STEPS)

natera-step-gain = +{ $amount }
natera-step-pay = paga { $amount }
natera-step-others = +{ $amount } para cada uno de los demás
natera-step-vp = { $n } PV
natera-step-any = { $n ->
        [one] 1 recurso
       *[other] { $n } recursos
    } a tu elección
natera-step-or = { $a } o { $b }
natera-step-draw = roba { $n ->
        [one] una carta
       *[other] { $n } cartas
    }
natera-step-discard = descarta { $n ->
        [one] una carta
       *[other] { $n } cartas
    }
natera-step-trade = descarta una carta a cambio de un recurso
natera-step-raise = sube { $track }
natera-step-lower = baja { $track }
natera-track-of = tu autoridad en { $district_gender ->
        [masculine] el
       *[feminine] la
    } { $district }
natera-track-any = un marcador de autoridad a tu elección
natera-step-growth = coloca { $n ->
        [one] una ficha de crecimiento
       *[other] { $n } fichas de crecimiento
    }
natera-step-hire = contrata a un especialista con { $food } de descuento
natera-step-hiremax = contrata a un especialista que cueste { $food } o menos
natera-step-playcard = juega una carta con un descuento de { $endurance }, { $agility } o { $intelligence }
natera-step-return = devuelve a un especialista a cambio de su coste en comida
natera-step-bonus = cobra { $n ->
        [one] una bonificación de asentamiento
       *[other] { $n } bonificaciones de asentamiento
    }
natera-step-copy = copia { $what }
natera-scope-forest = { $n ->
        [one] una localización del Bosque
       *[other] { $n } localizaciones del Bosque
    }
natera-scope-tier1 = { $n ->
        [one] una localización de nivel 1
       *[other] { $n } localizaciones de nivel 1
    }
natera-scope-any = { $n ->
        [one] una localización
       *[other] { $n } localizaciones
    }
natera-step-settle = un asentamiento gratis
natera-step-reptile = sustituye hasta { $n ->
        [one] un especialista
       *[other] { $n } especialistas
    } de la fila
natera-step-turtle = traslada un asentamiento
natera-step-search = busca una etiqueta en el mazo avanzado

## De dónde viene el paso que se resuelve

natera-source-setup = la preparación de { $tribe }
natera-source-rest = la producción de { $tribe }
natera-source-science = la casilla de ciencia { $space }
natera-source-copy = la copia de { $slot }
natera-source-free-discard = el descarte gratuito
natera-source-production = la producción

## Opciones

natera-unknown-option = Opción desconocida '{ $key }'; Natera acepta { $keys }.
natera-draft-option = La opción de draft es verdadera o falsa.
natera-only-expansion = La única expansión de Natera es '{ $expansion }'.
natera-tribes-option = Las tribus se reparten al azar ('random') o se eligen ('pick').
natera-claims-option = Las losetas de reclamación son 'random', 'numbered-1' o 'numbered-2'.

## Preparación y draft

natera-begins-pick = Empieza Natera: { $seat } es el jugador inicial y elige tribu primero.
natera-begins = Empieza Natera: { $seat } es el jugador inicial.
natera-plays-tribe = { $seat } juega con la tribu { $tribe }.
natera-plays-board = { $seat } juega con el tablero { $board }.
natera-everyone-draws-start = Cada jugador roba { $basic } cartas de exploración básicas y { $advanced } avanzadas.
natera-everyone-discards-start = Cada jugador descarta { $n } cartas de su mano inicial.
natera-draft-begins = Empieza el draft: { $n ->
        [one] 1 carta
       *[other] { $n } cartas
    } por cabeza, que se pasan hacia la { $left ->
        [yes] izquierda
       *[no] derecha
    }.
natera-nothing-now = Ahora no se puede hacer nada.
natera-pick-tribe-first = Primero elige tu tribu: tribe <id>.
natera-not-a-tribe = '{ $tribe }' no es una tribu que puedas elegir; mira la lista de tribus que quedan.
natera-choose-side = Elige la cara de tu tablero de ciencia: side a o side b.
natera-discard-start = Descarta { $n } cartas de tu mano inicial: discard <carta>.
natera-hands-ready = Las manos iniciales están listas.
natera-pick-one = Quédate una de las cartas que te han pasado: pick <carta>.
natera-not-passed = '{ $card }' no está entre las cartas que te han pasado.
natera-picks = { $seat } se queda una carta.
natera-draft-over = Se acaba el draft.

## La fase de temporada

natera-season-begins = Empieza la temporada { $season } de { $seasons }; { $seat } juega primero.
natera-not-a-season-action = '{ $verb }' no es una acción de temporada; usa send, play, hire, ability, settle, discard o pass.
natera-pass-alone = Pasar no lleva nada más: solo 'pass'.
natera-passes = { $seat } pasa lo que queda de temporada.
natera-send-how = Envía una ficha así: send leader <localización> o send explorer <localización>.
natera-play-how = Juega una carta así: play <carta> <endurance|agility|intelligence>.
natera-hire-how = Contrata a un especialista así: hire <especialista>.
natera-ability-how = Usa una habilidad así: ability <especialista o carta>.
natera-settle-how = Funda un asentamiento así: settle <localización>.
natera-discard-how = Descarta dos cartas a cambio de un recurso: discard <carta> <carta> <recurso>.
natera-uses-ability = { $seat } usa la habilidad de { $name }.
natera-not-a-resource = '{ $res }' no es un recurso; elige uno de { $resources }.
natera-discard-held = Solo puedes descartar cartas que tengas, dos.
natera-discard-two-needed = Necesitas dos cartas en la mano para descartarlas a cambio de un recurso.
natera-discards-for = { $seat } descarta 2 cartas a cambio de { $amount }.

## Enviar fichas

natera-no-location = No hay ninguna localización '{ $slot }'; las localizaciones son farm-1 ... coast-5, forest-1 ... forest-6.
natera-still-hidden = { $slot } sigue oculta: se revela cuando alguien llega a { $n } de autoridad en { $district_gender ->
        [masculine] el
       *[feminine] la
    } { $district }.
natera-tier-locked = { $slot } es de nivel { $tier }: necesitas { $n } de autoridad en { $district_gender ->
        [masculine] el
       *[feminine] la
    } { $district }.
natera-tribe-has-none = { $kind ->
        [leader] Tu tribu no tiene líderes; envía un explorador.
       *[explorer] Tu tribu no tiene exploradores; envía un líder.
    }
natera-tokens-all-out = { $kind ->
        [leader] Todos tus líderes ya están en el tablero.
       *[explorer] Todos tus exploradores ya están en el tablero.
    }
natera-own-token-there = Ya tienes una ficha en { $slot }.
natera-leader-blocks = Un líder de tribu bloquea { $slot }.
natera-forest-needs-card = Una localización del Bosque cuesta una carta de tu mano, y no tienes ninguna.
natera-exchange-unpaid = { $slot } es un intercambio: no puedes pagar { $cost }.
natera-sends = { $seat } envía { $kind ->
        [leader] un líder
       *[explorer] un explorador
    } a { $slot } ({ $effect }).
natera-moles-collect = Los Topos de { $mole } cobran { $food } y { $seat } { $visitor }.
natera-collects-bonus = { $seat } cobra la bonificación de asentamiento ({ $effect }).
natera-collects-bonus-twice = { $seat } cobra dos veces la bonificación de asentamiento ({ $effect }).
natera-collects-bonus-of = { $seat } cobra la bonificación de asentamiento de { $slot } ({ $effect }).

## Cartas

natera-not-in-hand = '{ $card }' no es una carta de tu mano.
natera-pay-with = Una carta se paga con resistencia, agilidad o inteligencia, no con '{ $attr }'.
natera-card-requires = { $card } requiere { $requirement }.
natera-requires-presence = una ficha tuya en { $district_gender ->
        [masculine] el
       *[feminine] la
    } { $district }
natera-requires-authority = { $n } de autoridad en { $district_gender ->
        [masculine] el
       *[feminine] la
    } { $district }
natera-requires-tags = { $n ->
        [one] 1 etiqueta
       *[other] { $n } etiquetas
    } de { $tag } en juego
natera-card-costs = { $card } cuesta { $cost }, y tienes { $have }.
natera-plays-card = { $seat } juega { $card } pagando { $cost }.
natera-gains-because = { $seat } gana { $amount } ({ $why }).
natera-why-gorillas = la ciencia de los Gorilas
natera-why-rabbits = el requisito de los Conejos
natera-why-passive = una carta pasiva
natera-why-red-pandas = etiquetas nuevas para los Pandas Rojos
natera-you-take = Te quedas { $card }.
natera-searches-found = { $seat } busca en el mazo avanzado una carta con la etiqueta { $tag } y se queda una.
natera-searches-none = { $seat } busca en el mazo avanzado una carta con la etiqueta { $tag } y no encuentra ninguna.
natera-pile-shuffled = Los descartes del mazo { $deck } se barajan y forman un mazo nuevo.
natera-draws-from = { $seat } roba una carta del mazo { $deck }.
natera-you-draw = Robas { $card }.
natera-you-discard = Descartas { $card }.
natera-peeks = { $seat } mira la primera carta del mazo { $deck }.
natera-you-see-top = La primera carta del mazo { $deck } es { $card }.
natera-discards-card = { $seat } descarta una carta.
natera-discards-for-resource = { $seat } descarta 2 cartas a cambio de un recurso.
natera-cannot-pay = No puedes pagar { $cost }.

## Especialistas

natera-not-in-row = '{ $specialist }' no es un especialista de la fila.
natera-costs-more-than = { $specialist } cuesta más de { $most }.
natera-hire-costs = { $specialist } cuesta { $cost }, y tienes { $have }.
natera-hires = { $seat } contrata a { $specialist } por { $cost }.
natera-joins-row = { $specialist } se une a la fila de especialistas.
natera-leaves-row = { $specialist } deja la fila y entra { $other }.
natera-returns = { $seat } devuelve a { $specialist } bajo el mazo de especialistas a cambio de { $food }.
natera-not-an-ability = '{ $ident }' no es una habilidad que puedas usar.
natera-ability-costs = La habilidad de { $name } cuesta { $cost }.

## Asentamientos

natera-no-settlements-left = Todos tus asentamientos ya están en el tablero.
natera-forest-unsettled = En las localizaciones del Bosque no se puede fundar un asentamiento.
natera-already-settled = { $slot } ya tiene un asentamiento.
natera-settlement-costs = Un asentamiento cuesta { $cost }, y tienes { $have }.
natera-settles = { $seat } funda un asentamiento en { $slot } por { $cost }.
natera-settles-free = { $seat } funda un asentamiento gratis en { $slot }.
natera-move-somewhere-new = Un asentamiento se traslada a una localización nueva.
natera-moves-settlement = { $seat } traslada un asentamiento de { $src } a { $dst }.
natera-copies = { $seat } copia { $slot } ({ $effect }).

## Decisiones pendientes

natera-not-a-choice = '{ $action }' no es una opción aquí; elige una de estas: { $choices }.
natera-finish-first = Primero termina { $source }: elige una de estas opciones: { $choices }.

## Autoridad, ciencia, reclamaciones

natera-lowers = { $seat } baja su autoridad en { $district_gender ->
        [masculine] el
       *[feminine] la
    } { $district } a { $n }.
natera-reveals = { $seat } llega a { $n } de autoridad en { $district_gender ->
        [masculine] el
       *[feminine] la
    } { $district }: se revela { $slot } ({ $effect }).
natera-takes-disc = { $seat } se queda el disco de líder de distrito { $district_gender ->
        [masculine] del
       *[feminine] de la
    } { $district }.
natera-disc-returns = El disco { $district_gender ->
        [masculine] del
       *[feminine] de la
    } { $district } vuelve al centro del distrito.
natera-grows = { $seat } coloca una ficha de crecimiento en { $space } ({ $effect }).
natera-others-gain = Cada uno de los demás gana { $amount }.
natera-claims-authority = { $seat } reclama el objetivo de autoridad { $district_gender ->
        [masculine] del
       *[feminine] de la
    } { $district } ({ $vp } PV).
natera-claims-tile = { $seat } reclama la loseta { $tile }: { $objective } ({ $vp } PV).
natera-late-claim = { $seat } también reclama la loseta { $tile } en la puntuación final ({ $vp } PV).

## La fase de descanso y el final

natera-season-ends = Termina la temporada { $season }: fase de descanso.
natera-first-passes = El marcador de jugador inicial pasa a { $seat }.
natera-everyone-draws = Cada jugador roba { $basic } cartas básicas y { $advanced } avanzadas.
natera-year-over = El año ha terminado. Puntuación final: { $scores }. { $winners_count ->
        [one] Ganador
       *[other] Ganadores
    }: { $winners }.
natera-seat-score = { $seat } { $n }

## /natera hand (cogs/natera.py)

natera-hand-empty = No tienes cartas en la mano.
natera-hand-heading = Tu mano ({ $n }):
natera-hand-card = - `{ $id }` { $card }: { $effect }
natera-hand-passive = - `{ $id }` { $card }: pasiva, `{ $passive }`
