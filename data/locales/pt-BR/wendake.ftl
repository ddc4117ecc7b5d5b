# As mensagens de Wendake (bot/rules/wendake.py): recusas, eventos e linhas privadas.

## a preparação

wendake-unknown-option = Opção desconhecida '{$option}'; Wendake aceita 'tribes'.
wendake-tribes-option = A opção tribes é 'generic' (todos jogam com os wendat) ou 'draft'.
wendake-begins = Wendake (edição Campfire) começa. Trilhas pareadas: {$a} e {$b} | {$c} e {$d}; primeiro jogador: {$seat}.
wendake-tribe-not-offered = '{$tribe}' não está em oferta: escolha entre {$offer}.
wendake-leads = {$seat} lidera os {$tribe}.
wendake-year-begins = Começa o ano {$year} de {$years}.

## a notação e o turno

wendake-not-an-action = '{$verb}' não é uma ação de Wendake; veja /game help para a notação.
wendake-transfer-mid-action = Você não pode transferir no meio de uma ação: termine-a primeiro ('done'); um Guerreiro não pode ser movido, mandado para a Aldeia e movido de novo na mesma ação.
wendake-not-now-tile = Agora você não pode fazer '{$verb}': a próxima ação do ladrilho é {$next} (ou pule-a com 'skip').
wendake-not-now = Agora você não pode fazer '{$verb}': {$hint}
wendake-hint-draft = escolha sua tribo (tribe <nome>).
wendake-hint-place = escolha um ladrilho (pick <casa>) ou reivindique a ordem de turno (turn-order).
wendake-hint-move = mova ou ataque com um Guerreiro, ou termine o Movimento ('done').
wendake-hint-trade = troque, compre, venda ou termine o Comércio ('done').
wendake-hint-masks = pegue uma carta de máscara, faça uma cerimônia ou termine a ação de Máscaras ('done').
wendake-hint-end = mande Postos Avançados para a Aldeia ou termine seu turno ('done').
wendake-hint-swap = troque um ladrilho que sai por um avançado (upgrade <casa> <ladrilho>) ou fique com eles (keep).
wendake-write-it-as = Escreva assim: '{$form}'.

## o tabuleiro de ações e a ordem de turno

wendake-not-a-position = '{$pos}' não é uma casa do tabuleiro: de a1 a c3.
wendake-markers-placed = Seus três marcadores de ladrilho já estão colocados: reivindique a ordem de turno.
wendake-already-picked = Você já escolheu {$pos} este ano.
wendake-last-marker = Seu último marcador vai para a trilha de ordem de turno.
wendake-not-in-line = {$pos} não está na mesma linha, coluna ou diagonal que {$picks}.
wendake-picks = {$seat} escolhe {$pos}: {$tile} ({$side}: {$actions}).
wendake-side-front = face da frente
wendake-side-ritual = face de Ritual
wendake-turn-order-held = Você já ocupa um espaço na ordem de turno este ano.
wendake-takes-space = {$seat} fica com o espaço {$space} da ordem de turno.
wendake-takes-space-and = {$seat} fica com o espaço {$space} da ordem de turno e {$good}.
wendake-skips = {$seat} pula a ação de {$action}.
wendake-fire-itself = O Fogo Sagrado não pode copiar a si mesmo.
wendake-fire-picked = {$pos} foi escolhido este ano: o Fogo usa um ladrilho que você não escolheu.
wendake-uses-fire = {$seat} usa o Fogo Sagrado em {$pos} ({$tile}: {$actions}){ $kept ->
        [yes] ; {$pos} fica guardado para o ano que vem
       *[no] {""}
    }.

## transferências e ladrilhos de progresso

wendake-write-transfer = Escreva 'transfer <área>' ou 'transfer <área> empty'.
wendake-already-home = Os Nativos da Aldeia já estão em casa.
wendake-not-an-area = '{$area}' não é uma Área Produtiva do mapa.
wendake-no-outpost = Você não tem nenhum Posto Avançado em {$area}.
wendake-never-home = Mulheres e Caçadores no mapa nunca voltam para a Aldeia (só a varíola os tira de uma Área Produtiva).
wendake-transfers-empty = {$seat} manda para a Aldeia o Posto Avançado {$warrior} de {$area}; a área fica vazia.
wendake-none-to-replace = Você não tem { $native_gender ->
        [feminine] nenhuma
       *[masculine] nenhum
    } {$native} na Aldeia para substituí-lo: 'transfer {$area} empty' deixa a área vazia.
wendake-transfers = {$seat} manda para a Aldeia o Posto Avançado {$warrior} de {$area}, e { $native_gender ->
        [feminine] uma
       *[masculine] um
    } {$native} toma o seu lugar.
wendake-no-progress = Você não tem o ladrilho de progresso '{$progress}'.
wendake-works-by-itself = {$progress} funciona sozinho; só se usa um ladrilho de passos.
wendake-used-this-year = {$progress} já foi usado este ano.
wendake-no-warrior-can-step = Nenhum dos seus Guerreiros pode dar um passo agora (feridos e Postos Avançados não se movem).
wendake-uses-progress = {$seat} usa {$progress}: um Movimento de { $n ->
        [one] 1 passo
       *[other] {$n} passos
    }.

## as ações automáticas

wendake-harvests = {$seat} colhe { $goods_count ->
        [0] nada
       *[other] {$goods}
    }.
wendake-hunts = {$seat} caça { $n ->
        [one] 1 castor
       *[other] {$n} castores
    }.
wendake-tans = {$seat} curte { $n ->
        [one] 1 castor e obtém 1 pele
       *[other] {$n} castores e obtém {$n} peles
    }.
wendake-nothing-to-tan = {$seat} não tem nenhum castor para curtir.
wendake-fishes = {$seat} pesca { $n ->
        [one] 1 peixe
       *[other] {$n} peixes
    } com { $canoes ->
        [one] 1 canoa
       *[other] {$canoes} canoas
    }.
wendake-builds-canoe = {$seat} constrói uma canoa (agora tem {$n}).
wendake-all-canoes = {$seat} já tem as cinco canoas.
wendake-ritual = {$seat} faz um Ritual: { $healed ->
        [one] 1 curado
       *[other] {$healed} curados
    }, { $healthy ->
        [one] 1 saudável
       *[other] {$healthy} saudáveis
    } na Aldeia, +{$points} Ritual.
wendake-holds-flag-english = {$seat} tem uma bandeira inglesa: +{$points} {$track}.
wendake-holds-flag-french = {$seat} tem uma bandeira francesa: +{$points} {$track}.
wendake-military = {$seat} pontua Militar: {$majorities} por maiorias, {$turtles} por tartarugas; +{$total} Militar.
wendake-military-draws = {$seat} pontua Militar: {$majorities} por maiorias, {$turtles} por tartarugas; compra uma tartaruga ({$turtle}); +{$total} Militar.

## movimentos e combates

wendake-not-a-warrior = '{$token}' não é um dos seus Guerreiros (W1 a W7).
wendake-black-warrior = Só os Mohawk têm o Guerreiro negro.
wendake-injured = {$warrior} está ferido na sua Casa Comprida: só o Ritual o cura.
wendake-outpost-cannot-move = {$warrior} é um Posto Avançado em {$area}: um Posto Avançado não se move.
wendake-not-a-territory = '{$territory}' não é um território deste mapa.
wendake-closed-home = {$territory} é a Aldeia de outro jogador, fechada aos adversários.
wendake-across-water = Entre {$here} e {$there} fica o {$water}: lagos e rios não podem ser atravessados.
wendake-not-next-to = {$there} não é vizinho de {$here}: um passo cruza uma só fronteira.
wendake-ends-move = {$seat} termina o Movimento{ $left ->
        [0] {""}
        [one] {" "}(1 passo não usado)
       *[other] {" "}({$left} passos não usados)
    }.
wendake-no-step-left = O Movimento não tem mais passos para {$steps}.
wendake-not-empty = {$area} não está vazia: um só Nativo por Área Produtiva (ataque-a para tomá-la).
wendake-guard-to-outpost = {$seat}: {$warrior} passa de Guarda a Posto Avançado em {$area}.
wendake-steps-outpost = {$seat}: {$warrior} vai de {$here} para {$area} como Posto Avançado.
wendake-outposts-outside = Postos Avançados ficam em Áreas Produtivas fora das Aldeias.
wendake-already-there = {$warrior} já está em {$territory}.
wendake-steps-guard = {$seat}: {$warrior} vai de {$here} para {$territory} como Guarda.
wendake-own-warriors = Você não pode atacar seus próprios Guerreiros.
wendake-no-seat = Não há lugar {$n} nesta mesa.
wendake-no-such-warrior = O lugar {$n} não tem o Guerreiro {$warrior} no mapa.
wendake-attack-its-area = {$warrior} é um Posto Avançado: ataque a área dele ({$area}).
wendake-attacks-guard = {$seat}: {$warrior} ataca o Guarda {$target} {$whose} em {$territory}: os dois ficam feridos.
wendake-not-a-target = '{$target}' não é nem uma Área Produtiva nem um Guerreiro (como 2W5).
wendake-nobody-to-attack = {$area} está vazia: não há ninguém para atacar (entre nela).
wendake-own-natives = Você não pode atacar seus próprios Nativos.
wendake-guards-first = {$owner} ainda tem Guardas em {$territory}: ataque todos eles antes dos Nativos nas Áreas Produtivas.
wendake-attacks-outpost = {$seat}: {$warrior} ataca o Posto Avançado {$whose} em {$area}: os dois ficam feridos.
wendake-attacks-tuscarora = {$seat}: {$warrior} ataca o Caçador {$whose} em {$area}; o Caçador tuscarora fere quem o ataca: os dois ficam feridos.
wendake-attacks-native = {$seat}: {$warrior} ataca { $native_gender ->
        [feminine] a
       *[masculine] o
    } {$native} {$whose} em {$area} e fica lá como Posto Avançado.
wendake-mohawk-home = O Guerreiro negro mohawk volta para a Aldeia em vez de ir para a Casa Comprida.
wendake-cayuga-home = A Mulher cayuga volta para a Aldeia em vez de ir para a Casa Comprida.

## o comércio

wendake-not-a-good = '{$good}' não é uma mercadoria: {$goods}.
wendake-barter-kind = Uma troca dá uma mercadoria por outra de outro tipo.
wendake-barters-most = Um Comércio permite { $n ->
        [one] 1 troca
       *[other] {$n} trocas
    }.
wendake-barter-two = Uma troca custa 2 unidades de {$good}; você tem {$n}.
wendake-barters = {$seat} troca {$give} por {$get}.
wendake-smallpox-area = Varíola! { $native_gender ->
        [feminine] A
       *[masculine] O
    } {$native} de {$seat} em {$area} adoece e volta para a Aldeia; {$area} fica vazia.
wendake-smallpox-nobody = A varíola chega à aldeia de {$seat}, mas não encontra ninguém.
wendake-smallpox-home = Varíola! { $native_gender ->
        [feminine] A
       *[masculine] O
    } {$native} de {$seat} na Aldeia adoece e vai para a Casa Comprida.
wendake-buys-one = Um Comércio compra um só ladrilho de progresso.
wendake-progress-not-offered = '{$progress}' não está entre os ladrilhos de progresso em oferta.
wendake-costs = {$progress} custa {$cost}.
wendake-buys = {$seat} compra {$progress} por {$cost}: +{$points} Econômico.
wendake-sells-once = Um Comércio vende uma só vez.
wendake-one-of-each = Pontos Econômicos são comprados com uma mercadoria de cada tipo.
wendake-cannot-sell = '{$good}' não pode ser vendido: {$goods}.
wendake-you-have-no = Você não tem {$good}.
wendake-nothing-to-sell = Você não tem nada para vender.
wendake-sells = {$seat} vende {$goods}: +{$points} Econômico.

## as máscaras

wendake-mask-takes = Uma ação de Máscaras pega {$n} cartas.
wendake-hand-most = Sua mão tem no máximo {$n} máscaras.
wendake-deck-empty = O baralho de máscaras está vazio.
wendake-takes-from-deck = {$seat} pega uma carta de máscara do baralho.
wendake-no-mask-face-up = Não há nenhuma máscara {$mask} virada para cima.
wendake-takes-mask = {$seat} pega a máscara {$mask}.
wendake-you-drew = Você comprou do baralho a máscara {$mask}; sua mão: {$hand} (`{$notation}`).
wendake-ceremony-size = Uma cerimônia mostra uma mão de 2 a 5 cartas de máscara.
wendake-not-held = Você não tem essas cartas de máscara.
wendake-no-hand = Essas máscaras não formam nenhuma mão: um par, dois pares, uma trinca, um full house, uma quadra, cinco iguais ou cinco diferentes.
wendake-ceremony = {$seat} faz uma cerimônia de Máscaras ({$cards}): +{$points} Máscaras.

## a restauração e o fim

wendake-restore = Restauração após o ano {$year}.
wendake-tile-and-id = {$tile} (`{$id}`)
wendake-advanced-offer = Ladrilhos avançados em oferta: {$tiles}.
wendake-swap-bottom-row = Só se troca um ladrilho da fileira de baixo que sai (c1, c2, c3).
wendake-fire-stays = O Fogo Sagrado nunca sai do seu tabuleiro.
wendake-tile-not-offered = '{$tile}' não está entre os ladrilhos avançados em oferta.
wendake-swaps = {$seat} troca {$old} por {$new}.
wendake-keeps = {$seat} fica com os ladrilhos que saem.
wendake-final = {$seat}: {$a} + {$b} = {$total}.
wendake-ghost-scores = O Fantasma marca {$total}: {$seat} { $beats ->
        [yes] o supera
       *[no] não o supera
    }.
wendake-winners = { $seats_count ->
        [one] Vence
       *[other] Vencem
    }: {$seats}.

## o Fantasma (solo)

wendake-the-ghost = O Fantasma
wendake-whose = de {$seat}
wendake-whose-ghost = do Fantasma
wendake-points-on = +{$points} {$track}
wendake-ghost-reveals = O Fantasma revela {$card}: { $guards_count ->
        [0] {""}
       *[other] Guardas em {$guards};{" "}
    }{$scores}{ $first ->
        [yes] ; fica com o espaço 1 da ordem de turno
       *[no] {""}
    }.

## palavras: ações de um ladrilho, verbos da notação, mercadorias, trilhas, Nativos

wendake-action-harvest = Colher
wendake-action-hunt = Caçar
wendake-action-fish = Pescar
wendake-action-canoe = Canoa
wendake-action-trade = Comerciar
wendake-action-masks = Máscaras
wendake-action-military = Militar
wendake-action-ritual = Ritual
wendake-action-fire = Fogo Sagrado
wendake-action-move = Mover {$n}
wendake-action-tan = Curtir {$n}
wendake-verb-harvest = Colheita
wendake-verb-hunt = Caça
wendake-verb-fish = Pesca
wendake-verb-canoe = Canoa
wendake-verb-trade = Comércio
wendake-verb-masks = Máscaras
wendake-verb-military = Militar
wendake-verb-ritual = Ritual
wendake-verb-fire = Fogo Sagrado
wendake-verb-move = Movimento
wendake-verb-tan = Curtimento
wendake-good-beans = feijões
wendake-good-corn = milho
wendake-good-pumpkins = abóboras
wendake-good-fish = peixe
wendake-good-skins = peles
wendake-good-beavers = castores
wendake-goods-beans = { $n ->
        [one] {$n} feijão
       *[other] {$n} feijões
    }
wendake-goods-corn = { $n ->
        [one] {$n} espiga de milho
       *[other] {$n} espigas de milho
    }
wendake-goods-pumpkins = { $n ->
        [one] {$n} abóbora
       *[other] {$n} abóboras
    }
wendake-goods-fish = { $n ->
        [one] {$n} peixe
       *[other] {$n} peixes
    }
wendake-goods-skins = { $n ->
        [one] {$n} pele
       *[other] {$n} peles
    }
wendake-goods-beavers = { $n ->
        [one] {$n} castor
       *[other] {$n} castores
    }
wendake-track-economic = Econômico
wendake-track-military = Militar
wendake-track-ritual = Ritual
wendake-track-mask = Máscaras
wendake-native-woman = Mulher
    .gender = feminine
wendake-native-hunter = Caçador
    .gender = masculine

## /wendake hand (cogs/wendake.py): as próprias cartas de máscara, em particular

wendake-hand-scores = {$hand} {$n}
wendake-hand-none = Você não tem cartas de máscara. Uma cerimônia de Máscaras pontua: {$scale}.
wendake-hand-cards = Suas cartas de máscara ({$n}): {$cards} (`{$notation}`). Uma cerimônia de Máscaras mostra de 2 a 5 delas (o Curinga vale por qualquer tipo) e pontua: {$scale}.
