# As palavras das imagens de Uluk (rendering/uluk.py): a mesa, a folha de pontuação, a imagem
# do celular, seu texto alternativo e os rótulos dos controles (action_label). Os nomes de
# recursos, invenções e cartas dos Aproveitadores são os do motor (uluk.ftl).
# $points já vem escrito (com o sinal de menos verdadeiro).

## quem e o quê

uluk-freeloaders = Aproveitadores
uluk-a-poison-token = uma ficha de Veneno
uluk-tribe-otters = Lontras
uluk-tribe-badgers = Texugos
uluk-tribe-lemurs = Lêmures
uluk-tribe-sloths = Preguiças

## aonde vai um membro da tribo: as palavras depois de "enviou um membro", cada uma com sua preposição

uluk-to-gather = { $poison ->
        [yes] para coletar {$res} com uma ficha de Veneno
       *[no] para coletar {$res}
    }
uluk-to-hunt = { $poison ->
        [yes] para caçar {$res} com uma ficha de Veneno
       *[no] para caçar {$res}
    }
uluk-to-processing = ao espaço de processamento de {$res}
uluk-to-monument = ao Monumento {$letter}
uluk-to-workshop = à Oficina
uluk-to-workshop-taking = à Oficina, pegando { $invention_gender ->
        [feminine] a
        [masculine-plural] os
        [feminine-plural] as
       *[masculine] o
    } {$invention}
uluk-to-workshop-taking-other = à Oficina, pegando {$card}
uluk-to-shaman = à Cabana do Xamã (+1)
uluk-to-temple = ao Templo (+2)

## um passo da última jogada, feito

uluk-did-place = enviou um membro {$space}
uluk-did-move = moveu o membro da Cabana do Xamã {$space}
uluk-did-stay = deixou o membro na Cabana do Xamã
uluk-did-process = processou {$amount} em {$product}
uluk-did-free = processou de graça {$amount} em {$product}
uluk-did-feed = alimentou { $n ->
        [one] {$n} membro
       *[other] {$n} membros
    } com {$food}
uluk-did-reproduce = um membro recém-nascido ({$first} + {$second})
uluk-did-celebrate = celebrou com {$holiday} e {$food}
uluk-did-eat = comeu {$amount}
uluk-did-done = terminou

## um passo como ordem de um controle

uluk-do-place = Envie um membro {$space}
uluk-do-move = Mova o membro da Cabana do Xamã {$space}
uluk-do-stay = Deixe o membro na Cabana do Xamã
uluk-do-process = Processe {$amount} em {$product}
uluk-do-free = Processe de graça {$amount} em {$product}
uluk-do-feed = Alimente { $n ->
        [one] {$n} membro
       *[other] {$n} membros
    } com {$food}
uluk-do-reproduce = Ganhe um membro recém-nascido ({$first} + {$second})
uluk-do-celebrate = Celebre com {$holiday} e {$food}
uluk-do-eat = Coma {$amount}
uluk-do-done = Terminar

## o que os esperados decidem, o quadro de estado

uluk-decide-place = coloque um membro ({ $n ->
        [one] falta {$n} para colocar
       *[other] faltam {$n} para colocar
    })
uluk-decide-shaman = tire o membro da Cabana do Xamã ou deixe-o ficar
uluk-decide-process = Processamento: o que processar (cada um decide, todos ao mesmo tempo)
uluk-decide-feed = Alimentação: alimentar membros, reproduzir, celebrar (cada um decide, todos ao mesmo tempo)
uluk-waiting = Esperando {$names}: {$step}
uluk-waiting-all = {$step}. Esperando {$names}
uluk-over-solo = Fim de jogo: {$who} termina com {$points} de Felicidade
uluk-over-wins = { $names_count ->
        [0] Fim de jogo: ninguém vence
        [one] Fim de jogo: {$names} é o Arquilíder com {$points} de Felicidade
       *[other] Fim de jogo: {$names} dividem a vitória com {$points} de Felicidade
    }
uluk-last-none = Última jogada: nenhuma ainda, a primeira estação acaba de começar
uluk-last-move = Última jogada: {$who} — {$action}

## o cabeçalho e o tabuleiro principal

uluk-season-of = Estação {$n} de {$total}
uluk-game-over = Fim de jogo
uluk-phase-errand = Recados
uluk-phase-harvest = Colheita
uluk-phase-processing = Processamento
uluk-phase-feeding = Alimentação
uluk-phase-ecology = Ecologia
uluk-phase-clean-up = Limpeza
uluk-monument = Monumento {$letter}
uluk-face-down = oculto
uluk-spaces = { $n ->
        [one] {$n} espaço
       *[other] {$n} espaços
    }
uluk-built = construído
uluk-token-of = ficha {$number}: {$res}
uluk-took-it = ficou com: {$name}
uluk-no-majority = sem maioria: ficha removida
uluk-site-full = cheio: {$n}/{$size}
uluk-site-filled = {$n}/{$size} ocupados
uluk-chart = Monumento cheio: a colheita da ficha sobe. Construído: membros {$chart}; a maioria fica com a ficha
uluk-track-key = o marcador de colheita  ·  4 / 2: maioria / os demais  ·
uluk-track-key-symbol = ao lado de um nível: se a Ecologia terminar ali, essa colheita sobe
uluk-track-majority = maioria / outros
uluk-track-per-triber = por membro
uluk-processing = processamento
uluk-workshop = Oficina
uluk-workshop-note = pegue uma invenção
uluk-shaman = Cabana do Xamã
uluk-shaman-note = +1, segue
uluk-temple = Templo
uluk-temple-note = +2 cada
uluk-happiness = Felicidade
uluk-final-happiness = Felicidade final
uluk-freeloaders-never-score = os Aproveitadores nunca pontuam

## as invenções

uluk-inventions-offered = Invenções à disposição
uluk-deck-discard = baralho {$deck} · descarte {$discard}
uluk-row-empty = Nenhuma invenção sobrou na fileira nesta estação.
uluk-invention-kind-resource = recurso extra
uluk-invention-kind-free = processamento grátis
uluk-invention-kind-happiness = Felicidade
uluk-symbol-sun = sol
uluk-symbol-moon = lua
uluk-symbol-leaf = folha
uluk-symbol-shell = concha
uluk-symbol-feather = pena
uluk-effect-resource = +1 {$res} quando você envia membros à sua área
uluk-effect-option = {$amount} em {$product}
uluk-effect-free = uma vez por estação: {$option}
uluk-effect-free-or = uma vez por estação: {$first} ou {$second}
uluk-effect-shaman = +{$points} quando seu membro sai da Cabana do Xamã
uluk-effect-celebrate = +{$points} quando você celebra

## os Aproveitadores (solo), a legenda, os tabuleiros de tribo

uluk-freeloaders-note = o adversário do solo: cada carta comprada envia um membro; eles nunca pontuam
uluk-freeloader-deck = Baralho: { $n ->
        [one] {$n} carta
       *[other] {$n} cartas
    }
uluk-discarded = Descartada: {$card}
uluk-to-place = A colocar
uluk-at-home = Em casa
uluk-in-camp = No acampamento
uluk-on-the-board = No tabuleiro
uluk-newborn = Recém-nascidos
uluk-none = nenhum
uluk-poison-count = Veneno ×{$n}
uluk-hunger-count = Fome ×{$n} (−{$points})
uluk-monument-token = Ficha de monumento {$number}
uluk-symbols = { $n ->
        [one] {$n} símbolo
       *[other] {$n} símbolos
    }{ $bonus ->
        [0] {" "}(3 diferentes: +2)
       *[other] : +{$bonus} no fim
    }
uluk-first-player-pill = Primeiro jogador
uluk-happiness-points = {$points} de Felicidade
uluk-happiness-in-all = {$points} de Felicidade ao todo
uluk-deciding-now = decidindo
uluk-archleader-pill = Arquilíder
uluk-spaces-key = Tipos:
uluk-type-perishable = perecível
uluk-type-food = comida
uluk-type-treat = guloseima +1
uluk-type-holiday = festiva
uluk-type-poison = veneno
uluk-type-none = não é comida
uluk-type-key-perishable = perecível: jogado fora depois da Alimentação
uluk-type-key-food = comida: se guarda
uluk-type-key-treat = guloseima: comida, +1 ao comer
uluk-type-key-holiday = substância festiva: celebrações
uluk-type-key-poison = fichas de Veneno: caça, celebrações
uluk-type-key-none = não é comida: se guarda

## a folha de pontuação

uluk-pad-title = Uluk · Felicidade final
uluk-nobody-wins = Ninguém vence
uluk-not-over = Ainda sem vencedor: a partida não terminou
uluk-pad-solo = {$who}: {$points} de Felicidade. {$rating}
uluk-pad-wins = { $names_count ->
        [one] {$names} é o Arquilíder com {$points} de Felicidade
       *[other] {$names} dividem a vitória com {$points} de Felicidade
    }
uluk-score-seasons = Felicidade durante as estações
uluk-points-shaman = Cabana do Xamã
uluk-points-temple = Templo
uluk-points-feeding = membros alimentados
uluk-points-treats = guloseimas
uluk-points-celebrations = celebrações
uluk-points-monuments = monumentos construídos
uluk-points-inventions = invenções
uluk-score-feast = Carta de banquete
uluk-score-hunger = Fichas de Fome (−3 cada)
uluk-score-tokens = Mais fichas de monumento
uluk-score-sets = Conjuntos de símbolos de invenções
uluk-score-total = Total
uluk-ratings-title = Que tal Arquilíder (solo)
uluk-rating-floor = {$n} ou mais
uluk-rating-under = menos de {$n}
uluk-tie-note = Empate em Felicidade: vence quem tiver mais fichas de monumento, depois a ficha de número mais alto.

## a imagem do celular

uluk-harvest-now = Colheita agora (maioria / outros, ou cada)
uluk-harvest-each = {$res} {$n} cada
uluk-tribers = Membros da tribo
uluk-tribe-board = Tabuleiro de tribo
uluk-inventions-tokens = Invenções e fichas
uluk-others-board = {$name}: membros e tabuleiro de tribo

## A carta secreta de banquete (rendering/uluk.py secrets: /uluk feast, a página do jogador)

uluk-feast-harvest-feast = Banquete da Colheita
uluk-feast-hunters-feast = Banquete dos Caçadores
uluk-feast-mushroom-feast = Banquete dos Cogumelos
uluk-feast-bread-feast = Banquete do Pão
uluk-feast-card = Seu banquete: **{$feast}**. Um conjunto de {$needs} vale {$lower}; dois conjuntos, {$higher}. Agora você tem { $sets ->
        [one] 1 conjunto
       *[other] {$sets} conjuntos
    }.
