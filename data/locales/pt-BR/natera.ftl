# Natera (bot/rules/natera.py): the names of the components, families chosen by data
# (bot/rules/natera_data.py card_msg, specialist_msg, tribe_msg, district_msg, resource_msg,
# amount_msg, token_msg, tag_msg, objective_msg, science_msg).

## Exploration cards

natera-card-aquaponics = Aquaponia
natera-card-seed-vault = Cofre de sementes
natera-card-scrap-workshop = Oficina de sucata
natera-card-battery-bank = Banco de baterias
natera-card-trail-map = Mapa de trilhas
natera-card-old-library = Biblioteca antiga
natera-card-greenhouse-notes = Anotações da estufa
natera-card-radio-tower = Torre de rádio
natera-card-barter-post = Posto de escambo
natera-card-fishing-nets = Redes de pesca
natera-card-training-ground = Campo de treinamento
natera-card-lookout-post = Posto de vigia
natera-card-compost-heap = Pilha de compostagem
natera-card-toolbox = Caixa de ferramentas
natera-card-signal-fire = Fogueira de sinalização
natera-card-rusty-bicycle = Bicicleta enferrujada
natera-card-water-filter = Filtro de água
natera-card-herb-garden = Horta de ervas
natera-card-salvage-crew = Equipe de resgate
natera-card-field-guide = Guia de campo
natera-card-supply-cache = Esconderijo de suprimentos
natera-card-market-stall = Barraca de feira
natera-card-hunting-grounds = Terras de caça
natera-card-power-line = Linha de energia
natera-card-scout-report = Relatório de batedor
natera-card-walkie-talkies = Walkie-talkies
natera-card-recruiting-board = Quadro de recrutamento
natera-card-repair-kit = Kit de reparo
natera-card-solar-panel = Painel solar
natera-card-raft = Jangada
natera-card-surveyor-tools = Ferramentas de agrimensor
natera-card-study-circle = Círculo de estudos
natera-card-wind-turbine = Turbina eólica
natera-card-research-lab = Laboratório de pesquisa
natera-card-observatory = Observatório
natera-card-irrigation-canal = Canal de irrigação
natera-card-trading-harbor = Porto comercial
natera-card-ruined-mall = Shopping em ruínas
natera-card-bunker = Abrigo fortificado
natera-card-council-hall = Salão do conselho
natera-card-seed-bank = Banco de sementes
natera-card-lighthouse = Farol
natera-card-railway = Ferrovia
natera-card-archive = Arquivo
natera-card-mech-suit = Exoesqueleto
natera-card-town-square = Praça da cidade
natera-card-radio-network = Rede de rádio
natera-card-hydroponic-tower = Torre hidropônica
natera-card-expedition = Expedição
natera-card-genome-project = Projeto genoma
natera-card-amphitheater = Anfiteatro
natera-card-old-highway = Rodovia antiga
natera-card-harbour-cranes = Guindastes do porto
natera-card-greenhouse-dome = Cúpula-estufa
natera-card-ancient-map = Mapa antigo
natera-card-drone-fleet = Frota de drones
natera-card-monument-ruins = Ruínas do monumento
natera-card-contaminated-land = Terra contaminada
natera-card-reactor-core = Núcleo do reator
natera-card-isotope-lab = Laboratório de isótopos
natera-card-fallout-shelter = Abrigo nuclear
natera-card-geiger-counter = Contador Geiger
natera-card-cooling-tower = Torre de resfriamento
natera-card-glowing-mushrooms = Cogumelos brilhantes
natera-card-atomic-clock = Relógio atômico
natera-card-uranium-mine = Mina de urânio
natera-card-hazmat-team = Equipe de materiais perigosos
natera-card-control-room = Sala de controle

## Specialists

natera-specialist-business-ape = Macaco empresário
natera-specialist-field-medic = Médico de campanha
natera-specialist-courier-pigeon = Pombo-correio
natera-specialist-scrap-engineer = Engenheiro de sucata
natera-specialist-night-owl-scholar = Coruja estudiosa noturna
natera-specialist-tracker-hound = Cão farejador
natera-specialist-quartermaster = Intendente
natera-specialist-diplomat-parrot = Papagaio diplomata
natera-specialist-archivist-tortoise = Tartaruga arquivista
natera-specialist-strongback-ox = Boi parrudo
natera-specialist-electrician-eel = Enguia eletricista
natera-specialist-cartographer-crane = Grou cartógrafo
natera-specialist-chef-badger = Texugo cozinheiro
natera-specialist-negotiator-hare = Lebre negociadora
natera-specialist-dam-engineer = Engenheiro de barragens
natera-specialist-botanist-sloth = Preguiça botânica
natera-specialist-sentinel-hawk = Falcão sentinela
natera-specialist-mechanic-otter = Lontra mecânica
natera-specialist-herald-rooster = Galo arauto
natera-specialist-professor-owl = Professora Coruja
natera-specialist-ranger-wolf = Lobo guarda-florestal
natera-specialist-mayor-elephant = Elefante prefeito
natera-specialist-digger-armadillo = Tatu escavador
natera-specialist-librarian-moth = Mariposa bibliotecária
natera-specialist-smuggler-ferret = Furão contrabandista
natera-specialist-oracle-bat = Morcego oráculo
natera-specialist-scout-meerkat = Suricato batedor
natera-specialist-foreman-bison = Bisão capataz
natera-specialist-nurse-deer = Cerva enfermeira
natera-specialist-treasurer-magpie = Pega tesoureira

## Tribes

natera-tribe-bears = Ursos Guardiões
natera-tribe-beavers = Corporação Castor
natera-tribe-chimpanzees = Família Chimpanzé
natera-tribe-foxes = Sindicato Raposa
natera-tribe-gorillas = Consenso Gorila
natera-tribe-moles = Bando Toupeira
natera-tribe-rabbits = Pioneiros Coelho
natera-tribe-racoons = Associação Guaxinim
natera-tribe-ravens = Cabala Corvo
natera-tribe-red-pandas = Comitê Panda-Vermelho
natera-tribe-reptiles = Clã Réptil
natera-tribe-turtles = Tartarugas Viajantes

## Districts (a sentence reads $district_gender for its article)

natera-district-farm = Fazenda
    .gender = feminine
natera-district-city = Cidade
    .gender = feminine
natera-district-military = Quartel
    .gender = masculine
natera-district-coast = Costa
    .gender = feminine
natera-district-forest = Floresta
    .gender = feminine

## Resources: the word, and an amount of it ($n)

natera-resource-food = comida
    .gender = feminine
natera-resource-supply = suprimentos
    .gender = masculine
natera-resource-power = energia
    .gender = feminine
natera-resource-endurance = resistência
    .gender = feminine
natera-resource-agility = agilidade
    .gender = feminine
natera-resource-intelligence = inteligência
    .gender = feminine
natera-amount-food = { $n } de comida
natera-amount-supply = { $n ->
        [one] { $n } suprimento
       *[other] { $n } suprimentos
    }
natera-amount-power = { $n } de energia
natera-amount-endurance = { $n } de resistência
natera-amount-agility = { $n } de agilidade
natera-amount-intelligence = { $n } de inteligência

## Tokens: a tribe leader, an explorer ($n of them)

natera-token-leader = { $n ->
        [one] líder da tribo
       *[other] líderes da tribo
    }
    .gender = masculine
natera-token-explorer = { $n ->
        [one] explorador
       *[other] exploradores
    }
    .gender = masculine

## Card tags

natera-tag-science = Ciência
natera-tag-improvement = Melhoria
natera-tag-interactive = Interativa
natera-tag-discovery = Descoberta
natera-tag-nuclear = Nuclear
natera-tag-basic = Básica
natera-tag-advanced = Avançada
natera-tag-specialist = Especialista

## Science boards ($side: a letter)

natera-science-oak = Carvalho, lado { $side }
natera-science-willow = Salgueiro, lado { $side }
natera-science-fern = Samambaia-açu, lado { $side }
natera-science-moss = Árvore de musgo, lado { $side }
natera-science-cedar = Cedro, lado { $side }

## Claim objectives

natera-objective-specialists-5 = 5 especialistas
natera-objective-specialists-costs = 2 especialistas custando mais de 19 de comida e 2 menos de 20
natera-objective-specialists-plain = 4 especialistas sem recompensa de resistência, agilidade nem inteligência
natera-objective-specialists-vp-values = 4 especialistas com valores de PV diferentes (especiais incluídos)
natera-objective-settlements-4 = 4 assentamentos
natera-objective-settlements-farm-city-coast = 3 assentamentos: um na Fazenda, na Cidade e na Costa
natera-objective-settlements-farm-coast-military = 3 assentamentos: um na Fazenda, na Costa e no Quartel
natera-objective-settlements-tiers = 3 assentamentos no nível 2 ou 3
natera-objective-requirements-7 = 7 cartas de exploração com requisito
natera-objective-requirements-presence-5 = 5 cartas de exploração que exigem um explorador ou o líder da tribo num distrito
natera-objective-requirements-authority-4 = 4 cartas de exploração que exigem autoridade numa trilha
natera-objective-authority-3-everywhere = 3 de autoridade na Fazenda, na Cidade, no Quartel e na Costa
natera-objective-growth-8 = 8 marcadores de crescimento no tabuleiro de ciência
natera-objective-growth-column = 5 marcadores de crescimento numa coluna completa do tabuleiro de ciência
natera-objective-growth-two-rows = 6 marcadores de crescimento em duas linhas completas seguidas do tabuleiro de ciência
natera-objective-science-5 = 5 cartas de exploração com o ícone Ciência
natera-objective-improvement-4 = 4 cartas de exploração com o ícone Melhoria
natera-objective-interactive-3 = 3 cartas de exploração com o ícone Interativa
natera-objective-advanced-6 = 6 cartas de exploração avançadas jogadas
natera-objective-discovery-6 = 6 cartas de exploração com o ícone Descoberta
