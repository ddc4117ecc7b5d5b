# /game hint: o motivo que a IA dá para a sua jogada (bot/ai/hints.py), uma linha cada.
#
# Ids: hint-<família>-<motivo> (veja en/hints.ftl). $action é a jogada como o botão a diz
# ("Pegue Bisão"); $points uma estimativa (inteira ou com uma casa decimal: "1,5"); $n, $bonus,
# $level, $yield, $left contagens; $card, $totem, $profs, $res, $invention, $district, $track
# os nomes dos jogos, com o gênero ($card_gender: masculine, feminine; $res_gender também
# feminine-plural) para o artigo e a concordância; $categories as linhas da folha de
# pontuação, uma lista ("Comida e Totens").
#
# Duas regras:
# * uma linha de no máximo 150 caracteres com os nomes mais longos (uma mais longa é cortada com "…");
# * dois tipos de número, nunca para adivinhar: uma mudança na folha de pontuação diz isso
#   ("+2 na sua folha de pontuação agora"); a estimativa da IA, que conta também o que a jogada
#   rende depois, diz "até o fim (segundo a IA)". Uma dica e a seguinte não podem parecer
#   dois preços da mesma carta.

## genéricos: só a folha de pontuação

hint-generic-gains = {$action}: soma {$points} na sua folha de pontuação ({$categories}) agora, a melhor mudança de pontuação possível
hint-generic-gains-plan = {$action}: soma {$points} na sua folha de pontuação ({$categories}) agora, e o plano da IA prefere isso a jogadas que pontuam mais na hora
hint-generic-hurts = {$action}: custa {$points} aos seus adversários, a melhor mudança de pontuação possível
hint-generic-least-loss = {$action}: toda jogada custa pontos agora, e esta é a que custa menos ({$points})
hint-generic-reveals = {$action}: revela algo novo, e nenhuma outra jogada pontua agora
hint-generic-reveals-plan = {$action}: revela algo novo, e o plano da IA prefere isso a pontuar agora
hint-generic-later = {$action}: não pontua agora, mas o plano da IA a valoriza mais que o que pontua na hora
hint-generic-even = {$action}: nenhuma jogada muda a pontuação agora; a IA não vê nada melhor
hint-generic-only = {$action}: é a única jogada possível aqui

## a pradaria (Natives, e Inuit onde não tem palavras próprias)

hint-prairie-scout-empty = {$action}: nenhuma das suas profissões consegue pegar uma carta da pradaria ainda
hint-prairie-scout = {$action}: mais uma carta deve somar { $points ->
        [one] {$points} ponto
       *[other] uns {$points} pontos
    } à sua melhor coleta até o fim (segundo a IA)
hint-prairie-use = {$action}: { $profs_gender ->
        [feminine] suas
       *[masculine] seus
    } {$profs} podem pegar { $n ->
        [one] {$n} carta
       *[other] {$n} cartas
    } (a melhor: {$card}): { $points ->
        [one] {$points} ponto
       *[other] uns {$points} pontos
    } para você até o fim (segundo a IA)
hint-prairie-use-totem = {$action}: { $profs_gender ->
        [feminine] suas
       *[masculine] seus
    } {$profs} podem pegar { $n ->
        [one] {$n} carta
       *[other] {$n} cartas
    } (a melhor: {$card}), e { $totem_gender ->
        [feminine] sua
       *[masculine] seu
    } {$totem} paga {$bonus} por cada uma
hint-prairie-pass = {$action}: nenhuma das suas profissões consegue pegar uma carta
hint-prairie-done = {$action}: nenhuma carta que sobrou vale a pena para você
hint-prairie-take-deny = {$action}: { $card_gender ->
        [feminine] a {$card} vale pouco para você, mas assim você a tira de um adversário que a quer
       *[masculine] o {$card} vale pouco para você, mas assim você o tira de um adversário que o quer
    }
hint-prairie-take-scalp = {$action}: um escalpo vale { $points ->
        [one] {$points} ponto
       *[other] uns {$points} pontos
    } para você até o fim (segundo a IA), e os outros perdem { $card_gender ->
        [feminine] a
       *[masculine] o
    } {$card}
hint-prairie-take-native = {$action}: { $card_gender ->
        [feminine] a
       *[masculine] o
    } {$card} é +{$points} na sua folha de pontuação agora, e mais um nativo reforça { $profs_gender ->
        [feminine] suas
       *[masculine] seus
    } {$profs}
hint-prairie-take-native-anyway = {$action}: { $card_gender ->
        [feminine] a
       *[masculine] o
    } {$card} é -{$points} na sua folha de pontuação agora, mas mais um nativo com { $profs_gender ->
        [feminine] suas
       *[masculine] seus
    } {$profs} vale mais
hint-prairie-take-food = {$action}: { $card_gender ->
        [feminine] a
       *[masculine] o
    } {$card} é +{$points} na sua folha de pontuação agora
hint-prairie-take-food-totem = {$action}: { $card_gender ->
        [feminine] a
       *[masculine] o
    } {$card} é +{$points} na sua folha de pontuação agora, {$bonus} deles graças { $totem_gender ->
        [feminine] à sua
       *[masculine] ao seu
    } {$totem}
hint-prairie-take-totem = {$action}: { $card_gender ->
        [feminine] a
       *[masculine] o
    } {$card} deve render { $points ->
        [one] {$points} ponto
       *[other] uns {$points} pontos
    } para você até o fim (segundo a IA)
hint-prairie-take-ritual = {$action}: com seu efeito, { $card_gender ->
        [feminine] a
       *[masculine] o
    } {$card} vale { $points ->
        [one] {$points} ponto
       *[other] uns {$points} pontos
    } para você até o fim (segundo a IA)
hint-prairie-take-other = {$action}: { $card_gender ->
        [feminine] a
       *[masculine] o
    } {$card} vale { $points ->
        [one] {$points} ponto
       *[other] uns {$points} pontos
    } para você até o fim (segundo a IA)
hint-prairie-place = {$action}: mais um nativo entre { $profs_gender ->
        [feminine] suas
       *[masculine] seus
    } {$profs} rende mais: { $points ->
        [one] {$points} ponto
       *[other] uns {$points} pontos
    } até o fim (segundo a IA)
hint-prairie-place-totem = {$action}: { $profs_gender ->
        [feminine] suas
       *[masculine] seus
    } {$profs} rendem mais com { $totem_gender ->
        [feminine] sua
       *[masculine] seu
    } {$totem}: { $points ->
        [one] {$points} ponto
       *[other] uns {$points} pontos
    } até o fim (segundo a IA)
hint-prairie-ritual-first = {$action}: convém jogar { $card_gender ->
        [feminine] a
       *[masculine] o
    } {$card} antes dos seus outros rituais
hint-prairie-sacrifice = {$action}: dos seus nativos, é o que menos custa perder
hint-prairie-discard = {$action}: das suas cartas, é a que menos custa perder

## Inuit, com palavras próprias

hint-inuit-scout-empty = {$action}: nenhuma das suas ocupações consegue pegar uma carta do Grande Branco ainda
hint-inuit-pass = {$action}: nenhuma das suas ocupações consegue pegar uma carta
hint-inuit-take-scalp = {$action}: uma arma vale { $points ->
        [one] {$points} ponto
       *[other] uns {$points} pontos
    } para você até o fim (segundo a IA), e os outros perdem { $card_gender ->
        [feminine] a
       *[masculine] o
    } {$card}
hint-inuit-take-native = {$action}: { $card_gender ->
        [feminine] a
       *[masculine] o
    } {$card} é +{$points} na sua folha de pontuação agora, e mais um inuk reforça { $profs_gender ->
        [feminine] suas
       *[masculine] seus
    } {$profs}
hint-inuit-take-native-anyway = {$action}: { $card_gender ->
        [feminine] a
       *[masculine] o
    } {$card} é -{$points} na sua folha de pontuação agora, mas mais um inuk com { $profs_gender ->
        [feminine] suas
       *[masculine] seus
    } {$profs} vale mais
hint-inuit-place = {$action}: mais um inuk entre { $profs_gender ->
        [feminine] suas
       *[masculine] seus
    } {$profs} rende mais: { $points ->
        [one] {$points} ponto
       *[other] uns {$points} pontos
    } até o fim (segundo a IA)

hint-inuit-ritual-first = {$action}: convém jogar { $card_gender ->
        [feminine] a
       *[masculine] o
    } {$card} antes dos seus outros ritos
hint-inuit-sacrifice = {$action}: dos seus inuit, é o que menos custa perder

## Uluk

hint-uluk-stay = {$action}: nenhum espaço livre compensa a mudança
hint-uluk-gather-most = {$action}: a maioria lhe dá {$yield} de {$res}; seu plano com { $n ->
        [one] {$n} membro
       *[other] {$n} membros
    } vale uns {$points} de Felicidade
hint-uluk-gather = {$action}: até a minoria dá {$yield} de {$res}; seu plano com { $n ->
        [one] {$n} membro
       *[other] {$n} membros
    } vale uns {$points} de Felicidade
hint-uluk-hunt = {$action}: cada caçador traz {$level} de {$res}; seu plano com { $n ->
        [one] {$n} membro
       *[other] {$n} membros
    } vale uns {$points} de Felicidade
hint-uluk-hunt-poison = {$action}: o Veneno conta como mais um caçador ({$level} de {$res} cada); seu plano vale uns {$points} de Felicidade
hint-uluk-processing = {$action}: ali { $res_gender ->
        [feminine] sua
        [feminine-plural] suas
       *[masculine] seu
    } {$res} vira comida que se conserva; seu plano vale uns {$points} de Felicidade
hint-uluk-temple = {$action}: o +2 de Felicidade do Templo é o melhor uso que resta para um membro
hint-uluk-shaman = {$action}: a Cabana do Xamã dá +1 agora e depois leva o membro a um espaço livre
hint-uluk-workshop = {$action}: a invenção {$invention} vale uns {$points} de Felicidade nas estações que restam
hint-uluk-monument = {$action}: o Monumento {$site} deve pagar sua tabela e uma ficha; seu plano vale uns {$points} de Felicidade
hint-uluk-process = {$action}: é o que melhor arruma seu tabuleiro, uns {$points} de Felicidade a mais do que guardar { $res_gender ->
        [feminine] a {$res} crua
        [feminine-plural] as {$res} cruas
       *[masculine] o {$res} cru
    }
hint-uluk-process-done = {$action}: nenhuma conversão a mais aumenta o valor do seu tabuleiro
hint-uluk-feed = {$action}: { $res_gender ->
        [feminine] a {$res} é a comida
        [feminine-plural] as {$res} são a comida
       *[masculine] o {$res} é a comida
    } de que você mais pode abrir mão, e uma tribo toda alimentada soma +1
hint-uluk-eat = {$action}: é a última estação, e cada guloseima comida soma +1
hint-uluk-celebrate = {$action}: o +{$points} da celebração vale mais do que guardar o combustível e a substância festiva
hint-uluk-reproduce = {$action}: { $left ->
        [one] na última estação
       *[other] nas {$left} estações que restam
    }, um membro vale mais que duas peças de comida
hint-uluk-feed-done = {$action}: não sobrou nada para alimentar, celebrar ou fazer crescer que valha a pena

## Natera

hint-natera-send = {$action}: a recompensa e a autoridade { $district_gender ->
        [feminine] na
       *[masculine] no
    } {$district} valem uns {$points} PV, sua melhor jogada
hint-natera-play = {$action}: a carta vale uns {$points} PV descontado o custo, sua melhor jogada
hint-natera-hire = {$action}: o especialista vale uns {$points} PV descontada a comida
hint-natera-ability = {$action}: o efeito vale uns {$points} PV agora
hint-natera-settle = {$action}: um assentamento pontua no fim e paga o bônus a cada visita (uns {$points} PV)
hint-natera-discard = {$action}: uma carta que você dificilmente vai pagar vale mais como recurso
hint-natera-take = {$action}: o que mais falta na sua mão: {$res}
hint-natera-draw = {$action}: esse baralho é o que mais convém neste ponto do ano
hint-natera-draw-peek = {$action}: a carta que você olhou decide: fica com ela se valer mais que uma carta não vista do baralho dela, senão uma carta do outro baralho
hint-natera-peek = {$action}: olhar não custa nada e diz se você deve pegar essa carta ou comprar do outro baralho
hint-natera-raise = {$action}: esse passo de autoridade vale uns {$points} PV
hint-natera-lower = {$action}: esse passo para trás é o que menos custa (uns {$points} PV)
hint-natera-grow = {$action}: esse espaço de ciência vale uns {$points} PV nas estações que restam
hint-natera-pass = {$action}: nada do que há vale mais do que esperar
hint-natera-pick = {$action}: a melhor carta do lote para você, uns {$points} PV
hint-natera-collect = {$action}: esse bônus de assentamento vale uns {$points} PV
hint-natera-copy = {$action}: a recompensa desse local vale uns {$points} PV
hint-natera-move = {$action}: o bônus do novo local vale mais que o do antigo
hint-natera-return = {$action}: esse especialista é o que menos vale manter
hint-natera-value = {$action}: vale uns {$points} PV pelas contas da IA, o máximo das suas opções
hint-natera-even = {$action}: a IA vê suas melhores opções quase iguais aqui, e escolhe esta
hint-natera-value-none = {$action}: pelas contas da IA não muda nada, e nenhuma opção aqui é melhor
hint-natera-value-least = {$action}: todas as opções custam algo aqui, e esta é a que menos custa (uns {$points} PV)
hint-natera-skip = {$action}: nada do que se oferece aqui vale agora o que custa
hint-natera-done = {$action}: os especialistas da fileira valem mais para você do que um substituto
hint-natera-replace = {$action}: esse especialista é o que menos vale para você, e um novo pode servir melhor
hint-natera-search = {$action}: essa etiqueta combina melhor com as cartas que você jogou
hint-natera-tribe = {$action}: a tribo mais simples de aprender entre as que restam

## Wendake

hint-wendake-pick = {$action}: suas ações valem uns {$points} para suas trilhas baixas, na melhor linha possível (trilha {$track} atrasada)
hint-wendake-pick-line = {$action}: o ladrilho vale pouco por si só, mas mantém aberta a linha de ladrilhos que mais vale para você
hint-wendake-step = {$action}: o melhor passo do movimento, vale uns {$points} (sua trilha {$track} está atrasada)
hint-wendake-upgrade = {$action}: o ladrilho novo vale uns {$points} a mais para suas trilhas mais baixas que o antigo
hint-wendake-ceremony = {$action}: essa mão vale { $points ->
        [one] {$points} ponto de Máscaras
       *[other] {$points} pontos de Máscaras
    } agora
hint-wendake-tile = {$action}: vale uns {$points} para suas trilhas mais baixas (sua trilha {$track} está atrasada)
hint-wendake-turn-order = {$action}: o marcador de ordem de turno vai agora, para um lugar melhor na próxima rodada
hint-wendake-use = {$action}: sua trilha Militar está entre as mais baixas, e o ladrilho a faz subir
hint-wendake-transfer = {$action}: um Posto Avançado trazido para a Aldeia produz, e o Ritual pode dispensar o Nativo
hint-wendake-skip = {$action}: esta ação não vale nada para você agora
hint-wendake-fire = {$action}: o Fogo Sagrado copia o ladrilho que mais vale para você
hint-wendake-done = {$action}: nada mais aqui vale a pena agora
hint-wendake-buy = {$action}: esse ladrilho de progresso vale mais que os bens que custa
hint-wendake-barter = {$action}: um bem que sobra vira um que falta
hint-wendake-sell = {$action}: bens de vários tipos viram pontos Econômicos
hint-wendake-mask = {$action}: essa carta é a que mais melhora sua mão de máscaras
hint-wendake-keep = {$action}: nenhum ladrilho avançado compensa a troca
hint-wendake-tribe = {$action}: a tribo que a IA mais valoriza entre as que restam
