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
