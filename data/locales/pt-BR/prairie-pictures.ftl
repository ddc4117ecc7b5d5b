# As palavras das imagens de Natives e Inuit (rendering/prairie.py). Os dois temas leem este
# arquivo: uma frase que nomeia uma palavra do tema escolhe por $theme ("natives" ou
# "inuit"); os nomes de cartas, profissões e tribos chegam prontos. Tratamento por "você".

## a partida

prairie-pic-title = { $theme ->
        [inuit] { game-title-inuit }
       *[other] { game-title-natives }
    }
# the title where a line has no room for the whole (the phone picture's state line)
prairie-pic-short-title = { $theme ->
        [inuit] Inuit
       *[other] Nativos
    }
prairie-pic-expansion-soul-of-the-prairie = Alma da Pradaria
prairie-pic-expansion-seasons = Estações
prairie-pic-expansion-strangers = Forasteiros

## o cabeçalho

prairie-pic-round = Rodada {$n}
prairie-pic-turn-of = vez de {$seat}
prairie-pic-box = Caixa {$n}
prairie-pic-deck = Baralho {$n}
prairie-pic-with = Com
prairie-pic-end-next = a próxima carta
prairie-pic-end-after = daqui a {$n} { $n ->
        [one] carta
       *[other] cartas
    }
prairie-pic-end-among = { $n ->
        [one] na última carta
       *[other] entre as últimas {$n} cartas
    }
prairie-pic-end-last-eleven = entre as últimas 11 cartas
prairie-pic-end-revealed = {$card}! Última rodada: a partida termina antes de {$seat} jogar de novo
prairie-pic-end-revealed-over = {$card} foi revelada: a partida acabou

## as estações

prairie-pic-season-spring = Primavera
prairie-pic-season-summer = Verão
prairie-pic-season-autumn = Outono
prairie-pic-season-required = obrigatória
prairie-pic-season-change-out = {$change} foi revelada: {$season} começa na próxima vez de {$seat}
prairie-pic-season-has-come = Chegou o {$season}
prairie-pic-season-next = Depois: {$season}
prairie-pic-season-last = A última estação da partida
prairie-pic-the-season = a estação

## o estado

prairie-pic-waiting = Aguardando { $count ->
        [0] ninguém
       *[other] {$names}
    }: {$decision}
prairie-pic-game-over = Fim de jogo: { $count ->
        [0] ninguém vence
        [one] {$names} vence com {$n} { $n ->
            [one] ponto
           *[other] pontos
        }
       *[other] {$names} dividem a vitória com {$n} { $n ->
            [one] ponto
           *[other] pontos
        }
    }
prairie-pic-last = Última jogada: {$seat} — {$action}
prairie-pic-last-none = Última jogada: nenhuma ainda, a partida acabou de começar

## o que o jogador aguardado decide

prairie-pic-decide-choose = escolha { $theme ->
        [inuit] uma ocupação
       *[other] uma profissão
    }{$also}
prairie-pic-decide-choose-or-scout = escolha { $theme ->
        [inuit] uma ocupação
       *[other] uma profissão
    }{$also}, ou explore antes ({$used} de {$scouts} { $scouts ->
        [one] carta revelada
       *[other] cartas reveladas
    })
prairie-pic-or-use = , ou use {$season}
prairie-pic-decide-take = pegando cartas com o {$prof} ({$n} de {$cap})
prairie-pic-decide-season-take = {$season}: pegando {$cap} cartas quaisquer ({$n} { $n ->
        [one] pega
       *[other] pegas
    })
prairie-pic-with-cards = {$text}: {$cards}
prairie-pic-decide-place = coloque { $theme ->
        [inuit] os inuit
       *[other] os nativos
    } que acabou de pegar: {$cards}
prairie-pic-decide-rituals = escolha qual { $theme ->
        [inuit] rito
       *[other] ritual
    } jogar em seguida
prairie-pic-decide-sacrifice = escolha { $theme ->
        [inuit] o inuit da sua própria aldeia
       *[other] o nativo da sua própria tribo
    } para sacrificar
prairie-pic-decide-forced = {$ritual}: descarte {$what}
prairie-pic-a-ritual = um ritual
prairie-pic-a-card = uma carta
prairie-pic-forced-natives-above-discard = { $theme ->
        [inuit] uma carta inuit
       *[other] uma carta de nativo
    } da sua própria cor
prairie-pic-forced-natives-above-discard-any = uma carta { $theme ->
        [inuit] inuit
       *[other] de nativo
    } virada para cima
prairie-pic-forced-food-above-discard = { $theme ->
        [inuit] uma carta de caça
       *[other] uma carta de comida
    }
prairie-pic-forced-spirit-above-discard-totem = { $theme ->
        [inuit] um espírito
       *[other] um totem
    }
prairie-pic-or = {$a} ou {$b}
prairie-pic-decide-knowledge = {$ritual}: mova { $theme ->
        [inuit] um inuit para outra ocupação
       *[other] um nativo para outra profissão
    } ({$n} de 2 movidos), ou pare
prairie-pic-the-ritual = o ritual
prairie-pic-decide-before-change = {$season}: você pode mover um { $theme ->
        [inuit] inuit para outra ocupação
       *[other] nativo para outra profissão
    }, ou começar a vez
prairie-pic-decide-before-prayers = {$season}: você pode pegar { $theme ->
        [inuit] um rito do Grande Branco
       *[other] um ritual da pradaria
    } e jogá-lo, ou começar a vez
prairie-pic-decide-after-windy = {$season} ★: descarte { $theme ->
        [inuit] uma carta de caça
       *[other] uma carta de comida
    } ou pegue {$curse}
prairie-pic-decide-after-wrath = {$season} ★: descarte { $theme ->
        [inuit] uma arma
       *[other] um escalpo
    } ou pegue {$curse}
prairie-pic-decide-after-red = {$season}: você pode pegar { $theme ->
        [inuit] um inuit do Grande Branco
       *[other] um nativo da pradaria
    } e colocá-lo, ou terminar a vez
prairie-pic-decide-after-hospitable = {$season}: você pode pegar { $theme ->
        [inuit] uma carta de caça do Grande Branco
       *[other] uma carta de comida da pradaria
    }, ou terminar a vez
prairie-pic-decide-after-harvest = {$season}: você pode revelar 3 cartas e pegar { $theme ->
        [inuit] uma carta de caça
       *[other] uma carta de comida
    } entre elas, ou terminar a vez
prairie-pic-decide-after = {$season}: você pode usá-la, ou terminar a vez
prairie-pic-decide-harvest = {$season}: pegue { $theme ->
        [inuit] uma carta de caça
       *[other] uma carta de comida
    } entre as 3 reveladas, ou termine a vez
prairie-pic-a-curse-token = uma ficha de maldição ({$points})
prairie-pic-decide-war-peace = {$card}: guerra com a { $theme ->
        [inuit] aldeia
       *[other] tribo
    } {$tribe} (+{$war}) ou paz (+{$peace} cada)? {$warriors}: {$mine} contra {$theirs}
prairie-pic-decide-quick-hand = {$card} foi revelado: entregue-o a {$among} (mais {$scouts})
prairie-pic-decide-setup = decida as cartas reveladas na preparação
prairie-pic-decide-ended = a vez terminou

## uma ação em palavras (os botões)

prairie-pic-do-use = use {$prof}
prairie-pic-do-take = pegue {$cards}
prairie-pic-do-place = coloque {$card} sob {$prof}
prairie-pic-do-sacrifice = sacrifique {$card} de {$prof}
prairie-pic-do-discard-from = descarte {$card} de {$prof}
prairie-pic-do-discard = descarte {$cards}
prairie-pic-do-resolve = jogue {$cards}
prairie-pic-do-give = entregue {$card} a {$seat}
prairie-pic-do-knowledge = mova {$card} de {$source} para {$target}
prairie-pic-do-curse = pegue uma ficha de maldição ({$points})
prairie-pic-do-scout = explore (revele uma carta)
prairie-pic-do-done = pare
prairie-pic-do-war = vá à guerra
prairie-pic-do-peace = faça as pazes
prairie-pic-do-replenish = comece a vez
prairie-pic-do-end = termine a vez
prairie-pic-do-pass = passe
prairie-pic-do-season-change = estação: mova {$card} de {$source} para {$target}
prairie-pic-do-season-prayers = estação: jogue {$card}
prairie-pic-do-season-kind = estação: pegue 2 cartas quaisquer
prairie-pic-do-season-red = estação: coloque {$card} sob {$prof}
prairie-pic-do-season-hospitable = estação: pegue {$card}
prairie-pic-do-season-harvest = estação: revele 3 cartas
prairie-pic-do-season = estação {$words}

## uma ação feita, como a última jogada a conta (depois do nome do lugar)
prairie-pic-did-use = usou {$prof}
prairie-pic-did-take = pegou {$cards}
prairie-pic-did-place = colocou {$card} sob {$prof}
prairie-pic-did-sacrifice = sacrificou {$card} de {$prof}
prairie-pic-did-discard-from = descartou {$card} de {$prof}
prairie-pic-did-discard = descartou {$cards}
prairie-pic-did-resolve = jogou {$cards}
prairie-pic-did-give = entregou {$card} a {$seat}
prairie-pic-did-knowledge = moveu {$card} de {$source} para {$target}
prairie-pic-did-curse = pegou uma ficha de maldição ({$points})
prairie-pic-did-scout = explorou (revelou uma carta)
prairie-pic-did-done = parou
prairie-pic-did-war = foi à guerra
prairie-pic-did-peace = fez as pazes
prairie-pic-did-replenish = começou a vez
prairie-pic-did-end = terminou a vez
prairie-pic-did-pass = passou
prairie-pic-did-season-change = estação: moveu {$card} de {$source} para {$target}
prairie-pic-did-season-prayers = estação: jogou {$card}
prairie-pic-did-season-kind = estação: pegou 2 cartas quaisquer
prairie-pic-did-season-red = estação: colocou {$card} sob {$prof}
prairie-pic-did-season-hospitable = estação: pegou {$card}
prairie-pic-did-season-harvest = estação: revelou 3 cartas
prairie-pic-did-season = estação {$words}
prairie-pic-the-card = a carta

## a área comum

prairie-pic-area-title = { $theme ->
        [inuit] Grande Branco
       *[other] Pradaria
    } · {$n} { $n ->
        [one] carta
       *[other] cartas
    }
prairie-pic-area-empty = { $theme ->
        [inuit] O Grande Branco está vazio.
       *[other] A pradaria está vazia.
    }
prairie-pic-area-revealed = recém-revelada, aguardando decisão
prairie-pic-hint-take = o que o {$prof} pode pegar
prairie-pic-hint-harvest = a { $theme ->
        [inuit] carta de caça
       *[other] carta de comida
    } que {$season} deixa pegar

## as cartas

prairie-pic-points = {$n} { $n ->
        [one] ponto
       *[other] pontos
    }
prairie-pic-big = GRANDE
prairie-pic-move-two = desloca 2
prairie-pic-face-war = Guerra +{$points}
prairie-pic-face-peace = Paz +{$points}
prairie-pic-per-scalp = {$n} por { $theme ->
        [inuit] arma
       *[other] escalpo
    }
prairie-pic-per-stranger = {$n} por forasteiro
prairie-pic-per-thing = {$n} por {$what}
prairie-pic-per-food = {$n} por { $theme ->
        [inuit] carta de caça
       *[other] carta de comida
    }
prairie-pic-per-native = {$n} por { $theme ->
        [inuit] inuit
       *[other] nativo
    }
prairie-pic-goal-most = +{$points}: maioria de
prairie-pic-goal-closes = +{$points}, fecha
prairie-pic-goal-its-place = seu lugar
prairie-pic-goal-counts-as = conta como
prairie-pic-goal-natives = {$n} { $theme ->
        [inuit] inuit
       *[other] { $n ->
            [one] nativo
           *[other] nativos
        }
    }
prairie-pic-goal-legendary = lendário

## o tabuleiro de um jogador

prairie-pic-tribe-board = { $theme ->
        [inuit] aldeia
       *[other] tribo
    } {$tribe} ({$letter})
prairie-pic-native-cards = {$n} { $theme ->
        [inuit] { $n ->
            [one] carta inuit
           *[other] cartas inuit
        }
       *[other] { $n ->
            [one] carta de nativo
           *[other] cartas de nativo
        }
    }
prairie-pic-board-points = {$n} { $n ->
        [one] ponto
       *[other] pontos
    } · {$cards}
prairie-pic-board-waiting = aguardando {$seat}
prairie-pic-board-winner = vencedor
prairie-pic-first-player = Primeiro jogador
prairie-pic-item-scalps = { $theme ->
        [inuit] Armas
       *[other] Escalpos
    } {$n}
prairie-pic-item-now = {$text} ({$n} agora)
prairie-pic-item-war = Guerra com a { $theme ->
        [inuit] aldeia
       *[other] tribo
    } {$tribe} +{$points}
prairie-pic-item-peace = Paz com a { $theme ->
        [inuit] aldeia
       *[other] tribo
    } {$tribe} +{$points} cada
prairie-pic-item-curses = {$n} { $n ->
        [one] ficha de maldição
       *[other] fichas de maldição
    } {$points}
prairie-pic-legend-majority = {$card}: +{$points} com maioria de {$profs} ({$state})
prairie-pic-legend-scored = pontuado
prairie-pic-legend-not-scored = não pontuado
prairie-pic-legend-ahead = na frente agora
prairie-pic-legend-not-ahead = não está na frente
prairie-pic-legend-closes = {$card}: +{$points}, {$prof} fechado
prairie-pic-legend-points = {$card}: +{$points}
prairie-pic-legend-double = {$card}: conta como {$n} { $theme ->
        [inuit] inuit
       *[other] { $n ->
            [one] nativo
           *[other] nativos
        }
    }

## a folha de pontuação

prairie-pic-final-scores = {$title} · pontuação final
prairie-pic-score-natives = { $theme ->
        [inuit] Inuit na sua aldeia
       *[other] Nativos na sua tribo
    }
prairie-pic-score-others = Sua cor em outras { $theme ->
        [inuit] aldeias
       *[other] tribos
    }
prairie-pic-score-food = { $theme ->
        [inuit] Cartas de caça
       *[other] Comida
    }
prairie-pic-score-scalps = { $theme ->
        [inuit] Armas
       *[other] Escalpos
    }
prairie-pic-score-rituals = { $theme ->
        [inuit] Ritos
       *[other] Rituais
    }
prairie-pic-score-totems = { $theme ->
        [inuit] Espíritos
       *[other] Totens
    }
prairie-pic-score-war-peace = Guerra e Paz
prairie-pic-score-legendary = { $theme ->
        [inuit] Inuit lendários
       *[other] Nativos lendários
    }
prairie-pic-score-curses = Fichas de maldição ({$points} cada)
prairie-pic-score-total = Total
prairie-pic-score-native-cards = Cartas { $theme ->
        [inuit] inuit
       *[other] de nativo
    } (empate: vence quem tiver menos)
prairie-pic-nobody-wins = Ninguém vence
prairie-pic-no-winner-yet = Ainda sem vencedor: a partida não acabou
prairie-pic-wins = {$seat} vence com {$n} { $n ->
        [one] ponto
       *[other] pontos
    }
prairie-pic-share-win = {$names} dividem a vitória com {$n} { $n ->
        [one] ponto
       *[other] pontos
    }
prairie-pic-tie-broken = {$line} (empate com {$tied} desfeito por: {$rule})
prairie-pic-tie-fewer-natives = menos { $theme ->
        [inuit] inuit
       *[other] nativos
    }
prairie-pic-tie-furthest-from-first = o lugar mais distante do primeiro jogador
prairie-pic-then = {$a}, depois {$b}

## a imagem do celular

prairie-pic-focus-round = {$title} · Rodada {$n}
prairie-pic-focus-deck = baralho {$n}
prairie-pic-can-take = Você pode pegar: {$hint}
prairie-pic-on-the-area = { $theme ->
        [inuit] No Grande Branco
       *[other] Na pradaria
    } ({$n})
prairie-pic-professions = { $theme ->
        [inuit] Ocupações
       *[other] Profissões
    }
prairie-pic-board-cards = Cartas da { $theme ->
        [inuit] aldeia
       *[other] tribo
    }
