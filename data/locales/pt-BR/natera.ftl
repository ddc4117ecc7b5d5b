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

## Palavras das frases: um distrito, um ícone, um baralho

natera-district-word-farm = Fazenda
    .gender = feminine
natera-district-word-city = Cidade
    .gender = feminine
natera-district-word-military = Quartel
    .gender = masculine
natera-district-word-coast = Costa
    .gender = feminine
natera-district-word-forest = Floresta
    .gender = feminine
natera-tag-word-science = Ciência
natera-tag-word-improvement = Melhoria
natera-tag-word-interactive = Interativa
natera-tag-word-discovery = Descoberta
natera-tag-word-nuclear = Nuclear
natera-deck-basic = básico
natera-deck-advanced = avançado

## Passos dos efeitos (bot/rules/natera_steps.py STEPS)

natera-step-gain = +{ $amount }
natera-step-pay = pague { $amount }
natera-step-others = +{ $amount } para cada um dos outros
natera-step-vp = { $n } PV
natera-step-any = { $n ->
        [one] 1 recurso
       *[other] { $n } recursos
    } à sua escolha
natera-step-or = { $a } ou { $b }
natera-step-draw = compre { $n ->
        [one] uma carta
       *[other] { $n } cartas
    }
natera-step-discard = descarte { $n ->
        [one] uma carta
       *[other] { $n } cartas
    }
natera-step-trade = descarte uma carta em troca de um recurso
natera-step-raise = aumente { $track }
natera-step-lower = diminua { $track }
natera-track-of = sua autoridade { $district_gender ->
        [masculine] no
       *[feminine] na
    } { $district }
natera-track-any = uma trilha de autoridade à sua escolha
natera-step-growth = coloque { $n ->
        [one] um marcador de crescimento
       *[other] { $n } marcadores de crescimento
    }
natera-step-hire = contrate um especialista com { $food } de desconto
natera-step-hiremax = contrate um especialista que custe { $food } ou menos
natera-step-playcard = jogue uma carta com desconto de { $endurance }, { $agility } ou { $intelligence }
natera-step-return = devolva um especialista em troca do custo dele em comida
natera-step-bonus = receba { $n ->
        [one] um bônus de assentamento
       *[other] { $n } bônus de assentamento
    }
natera-step-copy = copie { $what }
natera-scope-forest = { $n ->
        [one] um local da Floresta
       *[other] { $n } locais da Floresta
    }
natera-scope-tier1 = { $n ->
        [one] um local de nível 1
       *[other] { $n } locais de nível 1
    }
natera-scope-any = { $n ->
        [one] um local
       *[other] { $n } locais
    }
natera-step-settle = um assentamento grátis
natera-step-reptile = substitua até { $n ->
        [one] um especialista
       *[other] { $n } especialistas
    } da fileira
natera-step-turtle = mude um assentamento de lugar
natera-step-search = procure um ícone no baralho avançado

## De onde vem o passo em andamento

natera-source-setup = a preparação de { $tribe }
natera-source-rest = a produção de { $tribe }
natera-source-science = o espaço de ciência { $space }
natera-source-copy = a cópia de { $slot }
natera-source-free-discard = o descarte gratuito
natera-source-production = a produção

## Opções

natera-unknown-option = Opção desconhecida '{ $key }'; Natera aceita { $keys }.
natera-draft-option = A opção de draft é verdadeira ou falsa.
natera-only-expansion = A única expansão de Natera é '{ $expansion }'.
natera-tribes-option = As tribos são sorteadas ('random') ou escolhidas ('pick').
natera-claims-option = As peças de objetivo são 'random', 'numbered-1' ou 'numbered-2'.

## Preparação e draft

natera-begins-pick = Natera começa: { $seat } é o primeiro jogador e escolhe a tribo primeiro.
natera-begins = Natera começa: { $seat } é o primeiro jogador.
natera-plays-tribe = { $seat } joga com a tribo { $tribe }.
natera-plays-board = { $seat } joga com o tabuleiro { $board }.
natera-everyone-draws-start = Cada jogador compra { $basic } cartas de exploração básicas e { $advanced } avançadas.
natera-everyone-discards-start = Cada jogador descarta { $n } cartas da mão inicial.
natera-draft-begins = O draft começa: { $n ->
        [one] 1 carta
       *[other] { $n } cartas
    } para cada um, passadas para a { $left ->
        [yes] esquerda
       *[no] direita
    }.
natera-nothing-now = Nada pode ser feito agora.
natera-pick-tribe-first = Escolha primeiro sua tribo: tribe <id>.
natera-not-a-tribe = '{ $tribe }' não é uma tribo que você possa escolher; veja a lista das tribos que restam.
natera-choose-side = Escolha o lado do seu tabuleiro de ciência: side a ou side b.
natera-discard-start = Descarte { $n } cartas da sua mão inicial: discard <carta>.
natera-hands-ready = As mãos iniciais estão prontas.
natera-pick-one = Fique com uma das cartas passadas para você: pick <carta>.
natera-not-passed = '{ $card }' não está entre as cartas passadas para você.
natera-picks = { $seat } fica com uma carta.
natera-draft-over = O draft terminou.

## A fase de temporada

natera-season-begins = Começa a temporada { $season } de { $seasons }; { $seat } joga primeiro.
natera-not-a-season-action = '{ $verb }' não é uma ação de temporada; use send, play, hire, ability, settle, discard ou pass.
natera-pass-alone = Passar não leva mais nada: só 'pass'.
natera-passes = { $seat } passa pelo resto da temporada.
natera-send-how = Envie um marcador assim: send leader <local> ou send explorer <local>.
natera-play-how = Jogue uma carta assim: play <carta> <endurance|agility|intelligence>.
natera-hire-how = Contrate um especialista assim: hire <especialista>.
natera-ability-how = Use uma habilidade assim: ability <especialista ou carta>.
natera-settle-how = Funde um assentamento assim: settle <local>.
natera-discard-how = Descarte duas cartas em troca de um recurso: discard <carta> <carta> <recurso>.
natera-uses-ability = { $seat } usa a habilidade de { $name }.
natera-not-a-resource = '{ $res }' não é um recurso; escolha um de { $resources }.
natera-discard-held = Você só pode descartar cartas que tem, duas delas.
natera-discard-two-needed = Você precisa de duas cartas na mão para descartá-las em troca de um recurso.
natera-discards-for = { $seat } descarta 2 cartas em troca de { $amount }.

## Enviar marcadores

natera-no-location = Não existe o local '{ $slot }'; os locais são farm-1 ... coast-5, forest-1 ... forest-6.
natera-still-hidden = { $slot } ainda está oculto: ele é revelado quando alguém chega a { $n } de autoridade { $district_gender ->
        [masculine] no
       *[feminine] na
    } { $district }.
natera-tier-locked = { $slot } é de nível { $tier }: você precisa de { $n } de autoridade { $district_gender ->
        [masculine] no
       *[feminine] na
    } { $district }.
natera-tribe-has-none = { $kind ->
        [leader] Sua tribo não tem líderes; envie um explorador.
       *[explorer] Sua tribo não tem exploradores; envie um líder.
    }
natera-tokens-all-out = { $kind ->
        [leader] Todos os seus líderes já estão no tabuleiro.
       *[explorer] Todos os seus exploradores já estão no tabuleiro.
    }
natera-own-token-there = Você já tem um marcador em { $slot }.
natera-leader-blocks = Um líder de tribo bloqueia { $slot }.
natera-forest-needs-card = Um local da Floresta custa uma carta da sua mão, e você não tem nenhuma.
natera-exchange-unpaid = { $slot } é uma troca: você não pode pagar { $cost }.
natera-sends = { $seat } envia { $kind ->
        [leader] um líder
       *[explorer] um explorador
    } para { $slot } ({ $effect }).
natera-moles-collect = As Toupeiras de { $mole } recebem { $food } e { $seat } { $visitor }.
natera-collects-bonus = { $seat } recebe o bônus de assentamento ({ $effect }).
natera-collects-bonus-twice = { $seat } recebe o bônus de assentamento duas vezes ({ $effect }).
natera-collects-bonus-of = { $seat } recebe o bônus de assentamento de { $slot } ({ $effect }).

## Cartas

natera-not-in-hand = '{ $card }' não é uma carta da sua mão.
natera-pay-with = Uma carta se paga com resistência, agilidade ou inteligência, não com '{ $attr }'.
natera-card-requires = { $card } exige { $requirement }.
natera-requires-presence = um marcador seu { $district_gender ->
        [masculine] no
       *[feminine] na
    } { $district }
natera-requires-authority = { $n } de autoridade { $district_gender ->
        [masculine] no
       *[feminine] na
    } { $district }
natera-requires-tags = { $n ->
        [one] 1 ícone
       *[other] { $n } ícones
    } de { $tag } em jogo
natera-card-costs = { $card } custa { $cost }, e você tem { $have }.
natera-plays-card = { $seat } joga { $card } pagando { $cost }.
natera-gains-because = { $seat } ganha { $amount } ({ $why }).
natera-why-gorillas = a ciência dos Gorilas
natera-why-rabbits = o requisito dos Coelhos
natera-why-passive = uma carta passiva
natera-why-red-pandas = ícones novos para os Pandas-Vermelhos
natera-you-take = Você pega { $card }.
natera-searches-found = { $seat } procura no baralho avançado uma carta com o ícone { $tag } e pega uma.
natera-searches-none = { $seat } procura no baralho avançado uma carta com o ícone { $tag } e não encontra nenhuma.
natera-pile-shuffled = O descarte do baralho { $deck } é embaralhado e vira um baralho novo.
natera-draws-from = { $seat } compra uma carta do baralho { $deck }.
natera-you-draw = Você compra { $card }.
natera-you-discard = Você descarta { $card }.
natera-peeks = { $seat } olha a carta do topo do baralho { $deck }.
natera-you-see-top = A carta do topo do baralho { $deck } é { $card }.
natera-discards-card = { $seat } descarta uma carta.
natera-discards-for-resource = { $seat } descarta 2 cartas em troca de um recurso.
natera-cannot-pay = Você não pode pagar { $cost }.

## Especialistas

natera-not-in-row = '{ $specialist }' não é um especialista da fileira.
natera-costs-more-than = { $specialist } custa mais de { $most }.
natera-hire-costs = { $specialist } custa { $cost }, e você tem { $have }.
natera-hires = { $seat } contrata { $specialist } por { $cost }.
natera-joins-row = { $specialist } entra na fileira de especialistas.
natera-leaves-row = { $specialist } sai da fileira e entra { $other }.
natera-returns = { $seat } devolve { $specialist } para baixo do baralho de especialistas em troca de { $food }.
natera-not-an-ability = '{ $ident }' não é uma habilidade que você possa usar.
natera-ability-costs = A habilidade de { $name } custa { $cost }.

## Assentamentos

natera-no-settlements-left = Todos os seus assentamentos já estão no tabuleiro.
natera-forest-unsettled = Não é possível fundar assentamentos nos locais da Floresta.
natera-already-settled = { $slot } já tem um assentamento.
natera-settlement-costs = Um assentamento custa { $cost }, e você tem { $have }.
natera-settles = { $seat } funda um assentamento em { $slot } por { $cost }.
natera-settles-free = { $seat } funda um assentamento grátis em { $slot }.
natera-move-somewhere-new = Um assentamento muda para um local novo.
natera-moves-settlement = { $seat } muda um assentamento de { $src } para { $dst }.
natera-copies = { $seat } copia { $slot } ({ $effect }).

## Decisões pendentes

natera-not-a-choice = '{ $action }' não é uma opção aqui; escolha uma destas: { $choices }.
natera-finish-first = Primeiro termine { $source }: escolha uma destas opções: { $choices }.

## Autoridade, ciência, objetivos

natera-lowers = { $seat } baixa sua autoridade { $district_gender ->
        [masculine] no
       *[feminine] na
    } { $district } para { $n }.
natera-reveals = { $seat } chega a { $n } de autoridade { $district_gender ->
        [masculine] no
       *[feminine] na
    } { $district }: { $slot } é revelado ({ $effect }).
natera-takes-disc = { $seat } pega o disco de líder de distrito { $district_gender ->
        [masculine] do
       *[feminine] da
    } { $district }.
natera-disc-returns = O disco { $district_gender ->
        [masculine] do
       *[feminine] da
    } { $district } volta para o centro do distrito.
natera-grows = { $seat } coloca um marcador de crescimento em { $space } ({ $effect }).
natera-others-gain = Cada um dos outros ganha { $amount }.
natera-claims-authority = { $seat } reivindica o objetivo de autoridade { $district_gender ->
        [masculine] do
       *[feminine] da
    } { $district } ({ $vp } PV).
natera-claims-tile = { $seat } reivindica a peça { $tile }: { $objective } ({ $vp } PV).
natera-late-claim = { $seat } também reivindica a peça { $tile } na pontuação final ({ $vp } PV).

## A fase de descanso e o fim

natera-season-ends = Termina a temporada { $season }: fase de descanso.
natera-first-passes = O marcador de primeiro jogador passa para { $seat }.
natera-everyone-draws = Cada jogador compra { $basic } cartas básicas e { $advanced } avançadas.
natera-year-over = O ano terminou. Pontuação final: { $scores }. { $winners_count ->
        [one] Vencedor
       *[other] Vencedores
    }: { $winners }.
natera-seat-score = { $seat } { $n }

## /natera hand (cogs/natera.py)

natera-hand-empty = Sua mão está vazia.
natera-hand-heading = Sua mão ({ $n }):
natera-hand-card = - `{ $id }` { $card }: { $effect }
natera-hand-passive = - `{ $id }` { $card }: passiva, `{ $passive }`
