# As palavras das imagens de Natera (rendering/natera.py). Os nomes (cartas, especialistas,
# tribos, distritos, objetivos, tabuleiros de ciência) são os de natera.ftl. Tratamento por "você".
# $seat: "ann (F)", um assento com sua letra; $slot: a notação de um local (farm-2).

## recursos, curtos (a área de um jogador) e mínimos (um espaço de ciência)

natera-pic-res-food = comida
natera-pic-res-supply = supr.
natera-pic-res-power = energia
natera-pic-res-endurance = resist.
natera-pic-res-agility = agilid.
natera-pic-res-intelligence = intel.
natera-pic-tiny-food = com.
natera-pic-tiny-supply = sup.
natera-pic-tiny-power = ene.
natera-pic-tiny-endurance = res.
natera-pic-tiny-agility = agi.
natera-pic-tiny-intelligence = int.

## os passos de um efeito, em poucas palavras

natera-pic-step-gain = +{$n} {$res}
natera-pic-step-pay = −{$n} {$res}
natera-pic-step-others = os outros +{$n} {$res}
natera-pic-step-any = +{$n} à escolha
natera-pic-step-draw = compre {$n}
natera-pic-step-discard = descarte {$n}
natera-pic-step-growth = cresça {$n}
natera-pic-step-hire = contrate −{$n} {$food}
natera-pic-step-hiremax = contrate ≤{$n} {$food}
natera-pic-step-bonus = {$n}× bônus de assentamento
natera-pic-step-settle = assentamento grátis
natera-pic-step-return = devolva um especialista
natera-pic-step-raise = suba {$district}
natera-pic-step-lower = desça {$district}
natera-pic-track-raise = suba uma trilha
natera-pic-track-lower = desça uma trilha
natera-pic-step-playcard = jogue uma carta −{$cost}
natera-pic-step-copy = copie {$scope}
natera-pic-scope-forest = um local da Floresta
natera-pic-scope-tier1 = um local de nível 1
natera-pic-scope-any = qualquer local
natera-pic-vp = {$n} PV
natera-pic-vp-per-tag = 1 PV por símbolo de {$tag}
natera-pic-or = {$a} ou {$b}

## o estado

natera-pic-waiting = Aguardando { $count ->
        [0] ninguém
       *[other] {$names}
    }
natera-pic-to-decide = {$seat} decide
natera-pic-to-play = vez de {$seat}
natera-pic-picks-tribe = {$seat} escolhe uma tribo
natera-pic-tribes-left = Tribos restantes: {$tribes}
natera-pic-each-side = Cada um escolhe um lado do seu tabuleiro de ciência (A ou B)
natera-pic-each-keep = Cada um descarta 3 cartas da mão inicial, em segredo
natera-pic-each-draft = Draft: cada um escolhe uma carta do seu pacote ({$n} { $n ->
        [one] carta
       *[other] cartas
    }, passando para a { $direction ->
        [right] direita
       *[other] esquerda
    }), em segredo
natera-pic-game-over = Fim de jogo: { $count ->
        [0] ninguém vence
        [one] {$names} vence com {$vp} PV
       *[other] {$names} dividem a vitória com {$vp} PV
    }
natera-pic-totals = Totais: {$totals}
natera-pic-last = Última jogada: {$seat} {$action}
natera-pic-last-none = Última jogada: nenhuma ainda, a partida acabou de começar
natera-pic-about = {$what} ({$about})
natera-pic-decide-draw = compre {$n} { $n ->
        [one] carta
       *[other] cartas
    }: baralho básico ou avançado
natera-pic-decide-discard = descarte {$n} { $n ->
        [one] carta
       *[other] cartas
    }
natera-pic-decide-any = pegue {$n} { $n ->
        [one] recurso
       *[other] recursos
    } à sua escolha
natera-pic-decide-trade = o descarte grátis: qual recurso pelas duas cartas
natera-pic-decide-raise = suba uma trilha de autoridade
natera-pic-decide-lower = desça uma trilha de autoridade
natera-pic-decide-growth = coloque {$n} { $n ->
        [one] ficha de crescimento
       *[other] fichas de crescimento
    } no tabuleiro de ciência
natera-pic-decide-settle = coloque um assentamento grátis
natera-pic-decide-copy = escolha um local para copiar
natera-pic-decide-hire = contrate um especialista mais barato, ou pule
natera-pic-decide-hiremax = contrate um especialista, ou pule
natera-pic-decide-playcard = jogue uma carta mais barata, ou pule
natera-pic-decide-return = devolva um especialista para baixo do baralho
natera-pic-decide-bonus = receba um bônus de assentamento
natera-pic-decide-oneof = escolha uma recompensa
natera-pic-decide-reptile = substitua especialistas da fileira, ou termine
natera-pic-decide-turtle = mova um assentamento, ou pule
natera-pic-decide-search = escolha o símbolo a procurar
natera-pic-can = Você pode: {$options}
natera-pic-can-send = enviar ({$tokens})
natera-pic-can-play = jogar ({$n} { $n ->
        [one] carta
       *[other] cartas
    } na mão)
natera-pic-can-hire = contratar
natera-pic-can-ability = habilidade
natera-pic-can-settle = assentar
natera-pic-can-discard = descartar 2 por 1
natera-pic-can-pass = passar
natera-pic-leaders = {$n} { $n ->
        [one] líder
       *[other] líderes
    }
natera-pic-explorers = {$n} { $n ->
        [one] explorador
       *[other] exploradores
    }

## uma jogada, feita (a última jogada) ...

natera-pic-did-send-leader = enviou o líder para {$slot}
natera-pic-did-send-explorer = enviou um explorador para {$slot}
natera-pic-did-play = jogou {$card}
natera-pic-did-play-paying = jogou {$card} pagando {$paid}
natera-pic-did-hire = contratou {$card}
natera-pic-did-ability = usou {$card}
natera-pic-did-return = devolveu {$card}
natera-pic-did-replace = substituiu {$card} na fileira
natera-pic-did-discard = { $n ->
        [0] descartou
        [one] descartou 1 carta
       *[other] descartou {$n} cartas
    }
natera-pic-did-discard-for = { $n ->
        [0] descartou por {$res}
        [one] descartou 1 carta por {$res}
       *[other] descartou {$n} cartas por {$res}
    }
natera-pic-did-settle = assentou em {$slot}
natera-pic-did-take = pegou {$slot}
natera-pic-did-take-resource = pegou {$res}
natera-pic-did-grow = fez crescer o espaço de ciência {$slot}
natera-pic-did-copy = copiou {$slot}
natera-pic-did-collect = recebeu o bônus de {$slot}
natera-pic-did-pass = passou pelo resto da estação
natera-pic-did-draw = comprou uma carta
natera-pic-did-peek = olhou um baralho
natera-pic-did-pick = escolheu uma carta
natera-pic-did-skip = pulou
natera-pic-did-done = terminou
natera-pic-did-tribe = escolheu os {$tribe}
natera-pic-did-side = escolheu o lado {$side} de ciência
natera-pic-did-raise = subiu a autoridade em {$district}
natera-pic-did-lower = desceu a autoridade em {$district}
natera-pic-did-move = moveu um assentamento de {$source} para {$target}
natera-pic-did-search = procurou uma carta de {$tag}

## ... e como ordem (um botão, uma opção de menu)

natera-pic-do-send-leader = envie o líder para {$slot}
natera-pic-do-send-explorer = envie um explorador para {$slot}
natera-pic-do-play = jogue {$card}
natera-pic-do-play-paying = jogue {$card} pagando {$paid}
natera-pic-do-hire = contrate {$card}
natera-pic-do-ability = use {$card}
natera-pic-do-return = devolva {$card}
natera-pic-do-replace = substitua {$card} na fileira
natera-pic-do-discard = { $n ->
        [0] descarte
        [one] descarte 1 carta
       *[other] descarte {$n} cartas
    }
natera-pic-do-discard-for = { $n ->
        [0] descarte por {$res}
        [one] descarte 1 carta por {$res}
       *[other] descarte {$n} cartas por {$res}
    }
natera-pic-do-settle = assente em {$slot}
natera-pic-do-take = pegue {$slot}
natera-pic-do-take-resource = pegue {$res}
natera-pic-do-grow = faça crescer o espaço de ciência {$slot}
natera-pic-do-copy = copie {$slot}
natera-pic-do-collect = receba o bônus de {$slot}
natera-pic-do-pass = passe pelo resto da estação
natera-pic-do-draw = compre uma carta
natera-pic-do-peek = olhe um baralho
natera-pic-do-pick = escolha uma carta
natera-pic-do-skip = pule
natera-pic-do-done = termine
natera-pic-do-tribe = escolha os {$tribe}
natera-pic-do-side = escolha o lado {$side} de ciência
natera-pic-do-raise = suba a autoridade em {$district}
natera-pic-do-lower = desça a autoridade em {$district}
natera-pic-do-move = mova um assentamento de {$source} para {$target}
natera-pic-do-search = procure uma carta de {$tag}

## o cabeçalho

natera-pic-season-of = Estação {$n} de {$total}
natera-pic-draft = draft
natera-pic-nuclear-discovery = Descoberta Nuclear
natera-pic-over = Fim de jogo
natera-pic-phase-setup = Preparação
natera-pic-phase-season = Estação
natera-pic-phase-rest = Descanso

## o tabuleiro

natera-pic-tier = nível {$n}
natera-pic-tier-at = nível {$n} · {$at}+
natera-pic-bonus = ⌂ bônus {$bonus}
natera-pic-card-from-hand = carta da mão
natera-pic-face-down = virado para baixo
natera-pic-revealed-at = revelado com {$n} de autoridade
natera-pic-disc = disco {$production}
natera-pic-disc-free = disco (livre) {$production}
natera-pic-forest-access = acesso: uma carta da mão · sem autoridade
natera-pic-key-leader = líder
natera-pic-key-explorer = explorador
natera-pic-key-settlement = assentamento
natera-pic-key-disc = disco de líder de distrito
natera-pic-key-claim = reivindicação
natera-pic-claims = Reivindicações
natera-pic-claims-note = 7 PV cada; 1 PV por reivindicação tardia no fim · autoridade 10 reivindica nas trilhas
natera-pic-open = livre
natera-pic-for-hire = Especialistas para contratar
natera-pic-decks = baralho de especialistas {$specialists} · baralho básico {$basic} (descarte {$basicpile}) · baralho avançado {$advanced} (descarte {$advancedpile})
natera-pic-food-cost = {$n} {$food}
natera-pic-on-hire = ao contratar: {$effect}
natera-pic-card-key = Cartas jogadas: ⚡ habilidade · ♦ produção · ∞ passiva    Ciência: ✓ espaço crescido, colunas a-c, fileiras 1-5 de baixo para cima

## a área de um jogador

natera-pic-no-tribe-yet = ainda sem tribo
natera-pic-tribe-not-chosen = tribo ainda não escolhida
natera-pic-in-hand = {$n} { $n ->
        [one] carta
       *[other] cartas
    } na mão
natera-pic-at-home = {$leaders}, {$explorers} em casa
natera-pic-explorers-home = {$n} { $n ->
        [one] explorador
       *[other] exploradores
    } em casa
natera-pic-settlements-left = { $n ->
        [one] resta 1 assentamento
       *[other] restam {$n} assentamentos
    }
natera-pic-claims-left = { $n ->
        [one] resta 1 ficha de reivindicação
       *[other] restam {$n} fichas de reivindicação
    }
natera-pic-left-and-claims = restam {$n} · {$claims} { $claims ->
        [one] ficha de reivindicação
       *[other] fichas de reivindicação
    }
natera-pic-passed = passou
natera-pic-winner = vencedor
natera-pic-first-player = primeiro jogador
natera-pic-last-move-tag = última jogada
natera-pic-resigned = desistiu
natera-pic-awaited = aguardado
natera-pic-awaited-decision = decide
natera-pic-awaited-turn = joga
natera-pic-awaited-tribe = escolhe tribo
natera-pic-awaited-side = escolhe lado
natera-pic-awaited-keep = descarta
natera-pic-awaited-draft = escolhe carta
natera-pic-production = Produção
natera-pic-none = nenhuma
natera-pic-disc-of = disco de {$district}
natera-pic-other = Outras
natera-pic-specialists = Especialistas
natera-pic-claimed = Reivindicado
natera-pic-claimed-authority = autoridade em {$district}
natera-pic-claimed-list = reivindicado: {$claims}
natera-pic-science-unchosen = Tabuleiro de ciência: lado ainda não escolhido
natera-pic-science = Ciência: {$name}
natera-pic-resources = Recursos
natera-pic-pieces = Peças
natera-pic-authority = Autoridade

## a folha de pontuação

natera-pic-final-scores = Natera · pontos de aventura finais
natera-pic-nobody-wins = Ninguém vence
natera-pic-no-winner-yet = Ainda sem vencedor: a partida não acabou
natera-pic-wins = { $count ->
        [one] {$names} vence com {$vp} PV
       *[other] {$names} dividem a vitória com {$vp} PV
    }
natera-pic-score-claims = Reivindicações (7, tardias 1)
natera-pic-score-settlements = Assentamentos (3 cada)
natera-pic-score-science = Tabuleiro de ciência
natera-pic-score-specialists = Cartas de especialista
natera-pic-score-exploration = Cartas de exploração
natera-pic-score-authority = Trilhas de autoridade
natera-pic-score-total = Total
natera-pic-tie-note = Empate em pontos de aventura: vence quem tiver mais autoridade em todos os distritos, depois mais suprimentos.
