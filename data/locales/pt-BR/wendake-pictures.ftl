# As palavras das imagens de Wendake (rendering/wendake.py): a mesa, a imagem do celular, a
# folha de pontuação, o texto alternativo e os rótulos dos controles. Os bens, as trilhas e as
# ações de um ladrilho são as palavras de wendake.ftl. Tratamento por "você".
# $seat: "ann (1)", um jogador com seu número; $pos, $area, $to, $warrior, $target: a notação.

## o cabeçalho, o ano e a situação

wendake-pic-edition = edição Campfire
wendake-pic-year-of = Ano {$year} de {$years}
wendake-pic-title = Wendake · Ano {$year} de {$years}
wendake-pic-game-over = Fim de jogo
wendake-pic-phase-draft = Escolha de tribos
wendake-pic-phase-restore = Restauração
wendake-pic-phase-setup = Preparação
wendake-pic-phase-actions = Ações
wendake-pic-turn-order = Ordem de turno:
wendake-pic-next-year = Próximo ano:
wendake-pic-score-is = Pontuação = {$pairs}
wendake-pic-lower-of = o menor de ({$tracks})
wendake-pic-to-play = Vez de { $count ->
        [0] ninguém
       *[other] {$names}
    }: {$step}
wendake-pic-over = Fim de jogo: { $names_count ->
        [0] ninguém vence
        [one] {$names} vence com {$n} pontos
       *[other] {$names} dividem a vitória com {$n} pontos
    }
wendake-pic-over-solo = Fim de jogo: {$seat} { $beats ->
        [yes] vence
       *[no] não vence
    } o Fantasma, {$mine} a {$ghost}
wendake-pic-last = Última jogada: {$seat} — {$move}
wendake-pic-last-none = Última jogada: nenhuma ainda

## o que o jogador aguardado decide

wendake-pic-step-setup = a partida está sendo preparada
wendake-pic-step-draft = escolha uma tribo
wendake-pic-step-place = coloque um marcador: escolha um ladrilho em linha ou reivindique a ordem de turno
wendake-pic-step-place-left = coloque um marcador: escolha um ladrilho em linha ou reivindique a ordem de turno ({ $n ->
        [one] resta 1 marcador
       *[other] restam {$n} marcadores
    })
wendake-pic-step-move = mova Guerreiros
wendake-pic-step-move-left = mova Guerreiros ({ $n ->
        [one] resta 1 passo
       *[other] restam {$n} passos
    }) ou termine
wendake-pic-step-trade = comercie: troque, compre um ladrilho de progresso, venda ou termine
wendake-pic-step-masks = pegue cartas de máscara, mostre uma mão ou termine
wendake-pic-step-end = mande um Posto Avançado para a Aldeia, use um ladrilho de progresso ou termine o turno
wendake-pic-step-swap = troque um ladrilho que sai (fileira c) por um avançado, ou fique com eles
wendake-pic-step-over = a partida terminou
wendake-pic-step-tile = use as ações do ladrilho em ordem: {$actions}
wendake-pic-step-tile-used = as ações do ladrilho já foram usadas
wendake-pic-action-move = Mover
wendake-pic-action-tan = Curtir

## as jogadas em palavras: o que foi feito

wendake-pic-did-pick = escolheu {$pos}
wendake-pic-did-pick-tile = escolheu {$pos}, {$tile}
wendake-pic-did-fire = Fogo Sagrado em {$pos}
wendake-pic-did-fire-tile = Fogo Sagrado em {$pos}, {$tile}
wendake-pic-did-turn-order = reivindicou um espaço da ordem de turno
wendake-pic-did-transfer = mandou para a Aldeia o Posto Avançado de {$area}
wendake-pic-did-transfer-empty = mandou para a Aldeia o Posto Avançado de {$area}; a área fica vazia
wendake-pic-did-use = usou {$progress}
wendake-pic-did-buy = comprou {$progress}
wendake-pic-did-move = moveu {$warrior} para {$to}
wendake-pic-did-attack = {$warrior} atacou {$target}
wendake-pic-did-barter = trocou {$give} por {$get}
wendake-pic-did-sell = vendeu {$goods}
wendake-pic-did-sell-each = vendeu um bem de cada tipo
wendake-pic-did-mask = pegou a máscara {$mask}
wendake-pic-did-mask-deck = comprou uma carta de máscara
wendake-pic-did-ceremony = mostrou uma mão de {$n} máscaras
wendake-pic-did-tribe = escolheu os {$tribe}
wendake-pic-did-upgrade = trocou {$pos} por {$tile}
wendake-pic-did-keep = ficou com os ladrilhos que saem
wendake-pic-did-done = terminou
wendake-pic-did-skip = pulou uma ação

## as jogadas como ordens (o rótulo de um controle)

wendake-pic-do-pick = Escolha {$pos}
wendake-pic-do-pick-tile = Escolha {$pos}, {$tile}
wendake-pic-do-fire = Fogo Sagrado em {$pos}
wendake-pic-do-fire-tile = Fogo Sagrado em {$pos}, {$tile}
wendake-pic-do-turn-order = Reivindique a ordem de turno
wendake-pic-do-transfer = Mande para a Aldeia o Posto Avançado de {$area}
wendake-pic-do-transfer-empty = Mande para a Aldeia o Posto Avançado de {$area} e deixe a área vazia
wendake-pic-do-use = Use {$progress}
wendake-pic-do-buy = Compre {$progress}
wendake-pic-do-move = Mova {$warrior} para {$to}
wendake-pic-do-attack = Ataque {$target} com {$warrior}
wendake-pic-do-barter = Troque {$give} por {$get}
wendake-pic-do-sell = Venda {$goods}
wendake-pic-do-sell-each = Venda um bem de cada tipo
wendake-pic-do-mask = Pegue a máscara {$mask}
wendake-pic-do-mask-deck = Compre uma carta de máscara
wendake-pic-do-ceremony = Mostre uma mão de máscaras: {$cards}
wendake-pic-do-tribe = Lidere os {$tribe}
wendake-pic-do-upgrade = Troque {$pos} por {$tile}
wendake-pic-do-keep = Fique com os ladrilhos que saem
wendake-pic-do-done = Terminar
wendake-pic-do-skip = Pule a ação
wendake-pic-do-skip-action = Pule {$action}
wendake-pic-do-harvest = Colha
wendake-pic-do-hunt = Cace
wendake-pic-do-fish = Pesque
wendake-pic-do-canoe = Construa uma canoa
wendake-pic-do-tan = Curta castores
wendake-pic-do-trade = Comercie
wendake-pic-do-masks = Pegue cartas de máscara
wendake-pic-do-ritual = Faça um Ritual
wendake-pic-do-military = Pontue Militar

## as escolhas: as tribos, a Restauração

wendake-pic-tribes-offered = Tribos em oferta
wendake-pic-tribe-offer = {$tribe}{ $has_power ->
        [yes] : {$power}
       *[no] {""}
    }{ $has_goods ->
        [yes] {" "}(começa com {$goods})
       *[no] {""}
    }
wendake-pic-tribe-goods = começa com {$goods}
wendake-pic-level-tiles = Ladrilhos de nível {$n}
wendake-pic-with-actions = {$tile}: {$actions}

## o mapa e sua legenda

wendake-pic-home-of = Aldeia de {$seat}
wendake-pic-no-guards = sem Guardas
wendake-pic-empty = vazia
wendake-pic-longhouse = Casa Comprida
wendake-pic-longhouse-short = CC
wendake-pic-area-forest = mata
wendake-pic-area-field = campo
wendake-pic-flag-letter-english = I
wendake-pic-flag-letter-french = F
wendake-pic-key-borders = Ponte de terra: uma fronteira que se atravessa. Azul: um lago, nunca atravessado. Vão escuro: sem fronteira.
wendake-pic-key-lakes = Lagos — {$lakes}
wendake-pic-key-pawns = Os peões levam o número do jogador; W1-W7 são os Guerreiros (Guardas, ou Postos Avançados numa área). Bandeiras: {$english} (inglesa) ao lado do par 1, {$french} (francesa) ao lado do par 2. ×2: um ladrilho multiplicador. {$lh}: {$longhouse}, os feridos.
wendake-pic-key-crops = Um campo mostra o ícone da sua cultura ({$crops}), como os bens dos jogadores.

## os painéis dos jogadores

wendake-pic-score = Pontos: {$n}
wendake-pic-markers = marcadores
wendake-pic-markers-left = { $n ->
        [one] resta 1 marcador
       *[other] restam {$n} marcadores
    }
wendake-pic-no-tribe = ainda sem tribo
wendake-pic-home = Aldeia {$home}
wendake-pic-tag-to-play = na vez
wendake-pic-tag-wins = vence
wendake-pic-tag-moved-last = jogou por último
wendake-pic-tag-resigned = desistiu
wendake-pic-kept = guardado
wendake-pic-pair = Par {$n}{ $flag ->
        [english] {" "}· bandeiras inglesas
        [french] {" "}· bandeiras francesas
       *[none] {""}
    }
wendake-pic-pair-short = Par {$n} · bandeiras {$letter}
wendake-pic-counts = conta {$n}
wendake-pic-track-value = {$track} {$n}{ $counts ->
        [yes] {" "}(conta)
       *[no] {""}
    }
wendake-pic-canoes = { $n ->
        [one] 1 canoa
       *[other] {$n} canoas
    }
wendake-pic-at-home = Aldeia: {$natives}
wendake-pic-natives-warrior = { $n ->
        [one] 1 Guerreiro
       *[other] {$n} Guerreiros
    }
wendake-pic-natives-woman = { $n ->
        [one] 1 Mulher
       *[other] {$n} Mulheres
    }
wendake-pic-natives-hunter = { $n ->
        [one] 1 Caçador
       *[other] {$n} Caçadores
    }
wendake-pic-cards-in-hand = { $n ->
        [one] 1 carta de máscara
       *[other] {$n} cartas de máscara
    }
wendake-pic-used = {$progress} (usado)
wendake-pic-turtles-held = Tartarugas: {$turtles}
wendake-pic-action-board = Tabuleiro de ações (✓ escolhido este ano)
wendake-pic-goods-section = Bens, canoas, pessoas, cartas

## as exposições

wendake-pic-masks-face-up = Máscaras à vista
wendake-pic-deck-discard = baralho {$deck} · descarte {$discard}
wendake-pic-ceremony-hands = Mãos de máscaras
wendake-pic-level-progress = Progresso de nível {$n}
wendake-pic-offer-progress = {$progress} ({$cost}, {$n} pts)
wendake-pic-none-left = não resta nenhum
wendake-pic-turtles = Tartarugas
wendake-pic-turtles-left = { $n ->
        [one] resta 1 na pilha
       *[other] restam {$n} na pilha
    }

## o Fantasma (solo)

wendake-pic-ghost-seat = Fantasma
wendake-pic-ghost-head = O Fantasma (jogador {$seat}, Aldeia {$home})
wendake-pic-ghost-card = Carta: {$card}
wendake-pic-ghost-no-card = Nenhuma carta revelada ainda
wendake-pic-ghost-first = reivindica a ordem de turno 1

## a folha de pontuação

wendake-pic-final-score = Wendake · pontuação final (edição Campfire)
wendake-pic-lower-pair = Par {$n}: o menor
wendake-pic-total = Total
wendake-pic-not-over = Ainda sem vencedor: a partida não terminou
wendake-pic-banner-solo = {$seat} { $beats ->
        [yes] vence
       *[no] não vence
    } o Fantasma: {$mine} a {$ghost}
wendake-pic-banner = { $names_count ->
        [0] Ninguém vence
        [one] {$names} vence com {$n} pontos
       *[other] {$names} dividem a vitória com {$n} pontos
    }
wendake-pic-tie = Empate em pontos: vence a maior soma das quatro trilhas; persistindo, a vitória é dividida.

## o poder de uma tribo, em poucas palavras

wendake-pic-power-cayuga = Mulheres feridas voltam para a Aldeia, não para a Casa Comprida
wendake-pic-power-mohawk = o Guerreiro negro WB volta para a Aldeia quando ferido
wendake-pic-power-tuscarora = os Caçadores ferem quem os ataca
wendake-pic-power-steps = +1 passo em cada Movimento
wendake-pic-power-harvest = +1 legume em cada colheita
wendake-pic-power-ritual = +1 em cada Ritual
wendake-pic-power-hunt = +1 castor em cada caçada
wendake-pic-power-fish = +1 peixe em cada pescaria
wendake-pic-power-tan = +1 pele em cada curtimento
wendake-pic-power-military = +1 em cada pontuação Militar
wendake-pic-power-safe-trade = sem Varíola nas trocas
wendake-pic-power-masks = +1 em cada cerimônia de Máscaras

## as cartas de máscara e as mãos de uma cerimônia

wendake-pic-mask-bear = Urso
wendake-pic-mask-wolf = Lobo
wendake-pic-mask-eagle = Águia
wendake-pic-mask-deer = Cervo
wendake-pic-mask-heron = Garça
wendake-pic-mask-wild = Curinga
wendake-pic-hand-pair = par
wendake-pic-hand-two-pairs = dois pares
wendake-pic-hand-three = trinca
wendake-pic-hand-full-house = full house
wendake-pic-hand-four = quadra
wendake-pic-hand-five-kinds = cinco tipos
wendake-pic-hand-five = quina

## nomes da casa (data/wendake.toml): os ladrilhos de ação

wendake-pic-tile-fire = Fogo Sagrado
wendake-pic-tile-warpath = Trilha de Guerra
wendake-pic-tile-fields = Campos
wendake-pic-tile-hunt = Grupo de Caça
wendake-pic-tile-lake = Lago
wendake-pic-tile-market = Mercado
wendake-pic-tile-masks = Cabana das Máscaras
wendake-pic-tile-council = Conselho de Guerra
wendake-pic-tile-village = Vilarejo
wendake-pic-tile-scouts = Batedores
wendake-pic-tile-raid = Incursão
wendake-pic-tile-harvest-feast = Festa da Colheita
wendake-pic-tile-trappers = Caçadores de Peles
wendake-pic-tile-fishing-camp = Acampamento de Pesca
wendake-pic-tile-boat-builders = Construtores de Canoas
wendake-pic-tile-dancers = Dançarinos
wendake-pic-tile-mask-makers = Entalhadores de Máscaras
wendake-pic-tile-longhouse = Casa Comprida
wendake-pic-tile-sentries = Sentinelas
wendake-pic-tile-portage = Varadouro
wendake-pic-tile-trading-post = Entreposto
wendake-pic-tile-elders = Anciãos
wendake-pic-tile-gatherers = Coletores
wendake-pic-tile-war-dance = Dança de Guerra
wendake-pic-tile-river-trade = Comércio Fluvial
wendake-pic-tile-hunters-path = Trilha dos Caçadores
wendake-pic-tile-war-party = Bando de Guerra
wendake-pic-tile-conquest = Conquista
wendake-pic-tile-great-harvest = Grande Colheita
wendake-pic-tile-tannery = Curtume
wendake-pic-tile-fleet = Frota
wendake-pic-tile-mask-society = Sociedade das Máscaras
wendake-pic-tile-shamans = Xamãs
wendake-pic-tile-healers = Curandeiros
wendake-pic-tile-war-chief = Chefe de Guerra
wendake-pic-tile-harvest-moon = Lua da Colheita
wendake-pic-tile-fur-fair = Feira de Peles
wendake-pic-tile-canoe-war = Guerra de Canoas
wendake-pic-tile-grand-council = Grande Conselho
wendake-pic-tile-abundance = Fartura
wendake-pic-tile-feast-of-masks = Festa das Máscaras
wendake-pic-tile-outriders = Vanguarda
wendake-pic-tile-sun-dance = Dança do Sol

## ladrilhos de progresso, tartarugas (seu tipo numa palavra), as cartas do Fantasma

wendake-pic-progress-moccasins = Mocassins
wendake-pic-progress-hoe = Enxada de Osso
wendake-pic-progress-snares = Laços
wendake-pic-progress-nets = Redes
wendake-pic-progress-scrapers = Raspadores
wendake-pic-progress-war-paint = Pintura de Guerra
wendake-pic-progress-tobacco = Tabaco
wendake-pic-progress-paints = Tintas de Máscara
wendake-pic-progress-snowshoes = Raquetes de Neve
wendake-pic-progress-wampum = Wampum
wendake-pic-progress-longbow = Arco Longo
wendake-pic-progress-medicine = Bolsa de Remédios
wendake-pic-turtle-forest = Floresta
wendake-pic-turtle-field = Campo
wendake-pic-turtle-hunter = Caçador
wendake-pic-turtle-english = Inglesa
wendake-pic-turtle-french = Francesa
wendake-pic-turtle-water = Água
wendake-pic-ghostcard-ghost-war = Fantasma da Guerra
wendake-pic-ghostcard-ghost-trade = Fantasma do Comércio
wendake-pic-ghostcard-ghost-masks = Fantasma das Máscaras
wendake-pic-ghostcard-ghost-rites = Fantasma dos Ritos

## lugares: territórios e lagos

wendake-pic-place-birch-hill = Colina das Bétulas
wendake-pic-place-blue-heron = Garça Azul
wendake-pic-place-cedar-point = Ponta dos Cedros
wendake-pic-place-elk-woods = Bosque do Alce
wendake-pic-place-heron-marsh = Brejo das Garças
wendake-pic-place-home = Aldeia
wendake-pic-place-long-meadow = Campina Longa
wendake-pic-place-maple-run = Riacho dos Bordos
wendake-pic-place-otter-creek = Riacho da Lontra
wendake-pic-place-pine-ridge = Serra dos Pinheiros
wendake-pic-place-sandy-shore = Praia de Areia
wendake-pic-place-stone-ford = Vau de Pedra
wendake-pic-place-thunder-falls = Queda do Trovão
wendake-pic-place-wild-rice-bay = Baía do Arroz
wendake-pic-place-lake-simcoe = Lago Simcoe
wendake-pic-place-lake-nipissing = Lago Nipissing
wendake-pic-place-georgian-bay = Baía Georgiana
wendake-pic-place-wolf-den = Toca do Lobo
