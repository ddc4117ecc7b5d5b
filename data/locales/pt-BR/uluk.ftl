# O motor de Uluk (bot/rules/uluk.py) em português do Brasil: recusas e linhas do registro.
# $res, $raw, $product: nome de um recurso (.gender, .plural); $invention: nome de uma
# invenção (.gender: masculine, feminine, masculine-plural ou feminine-plural; .indefinite).

## Nomes: recursos, invenções, cartas dos Aproveitadores

uluk-res-uluk = uluk
    .capitalized = Uluk
    .gender = masculine
    .plural = uluk
uluk-res-mgobu = mgobu
    .capitalized = Mgobu
    .gender = masculine
    .plural = mgobu
uluk-res-tlon = tlön
    .capitalized = Tlön
    .gender = masculine
    .plural = tlön
uluk-res-zork = zork
    .capitalized = Zork
    .gender = masculine
    .plural = zork
uluk-res-fnord = fnōrd
    .capitalized = Fnōrd
    .gender = masculine
    .plural = fnōrd
uluk-res-hlak = hlák
    .capitalized = Hlák
    .gender = masculine
    .plural = hlák
uluk-res-pickled-uluk = uluk em conserva
    .capitalized = Uluk em conserva
    .gender = masculine
    .plural = uluk em conserva
uluk-res-fermented-uluk = uluk fermentado
    .capitalized = Uluk fermentado
    .gender = masculine
    .plural = uluk fermentados
uluk-res-boiled-uluk = uluk cozido
    .capitalized = Uluk cozido
    .gender = masculine
    .plural = uluk cozidos
uluk-res-ground-mgobu = mgobu moído
    .capitalized = Mgobu moído
    .gender = masculine
    .plural = mgobu moídos
uluk-res-baked-mgobu = mgobu assado
    .capitalized = Mgobu assado
    .gender = masculine
    .plural = mgobu assados
uluk-res-roasted-tlon = tlön tostado
    .capitalized = Tlön tostado
    .gender = masculine
    .plural = tlön tostados
uluk-res-tlon-brew = cerveja de tlön
    .capitalized = Cerveja de tlön
    .gender = feminine
    .plural = cervejas de tlön
uluk-res-dried-zork = zork seco
    .capitalized = Zork seco
    .gender = masculine
    .plural = zork secos
uluk-res-fermented-zork = zork fermentado
    .capitalized = Zork fermentado
    .gender = masculine
    .plural = zork fermentados
uluk-res-salted-fnord = fnōrd salgado
    .capitalized = Fnōrd salgado
    .gender = masculine
    .plural = fnōrd salgados
uluk-res-smoked-hlak = hlák defumado
    .capitalized = Hlák defumado
    .gender = masculine
    .plural = hlák defumados
uluk-res-roasted-hlak = hlák grelhado
    .capitalized = Hlák grelhado
    .gender = masculine
    .plural = hlák grelhados
uluk-amount = { $n ->
        [one] {$n} {$res}
       *[other] {$n} {$res_plural}
    }
uluk-poison-tokens = { $n ->
        [one] uma ficha de Veneno
       *[other] {$n} fichas de Veneno
    }

uluk-invention-fruit-basket = Cesta de Frutas
    .gender = feminine
    .indefinite = uma Cesta de Frutas
uluk-invention-pickling-jar = Pote de Conservas
    .gender = masculine
    .indefinite = um Pote de Conservas
uluk-invention-spirit-drum = Tambor dos Espíritos
    .gender = masculine
    .indefinite = um Tambor dos Espíritos
uluk-invention-digging-stick = Pau de Cavar
    .gender = masculine
    .indefinite = um Pau de Cavar
uluk-invention-stone-oven = Forno de Pedra
    .gender = masculine
    .indefinite = um Forno de Pedra
uluk-invention-festival-pipe = Flauta de Festa
    .gender = feminine
    .indefinite = uma Flauta de Festa
uluk-invention-mushroom-gloves = Luvas de Cogumelo
    .gender = feminine-plural
    .indefinite = umas Luvas de Cogumelo
uluk-invention-brewing-gourd = Cabaça Cervejeira
    .gender = feminine
    .indefinite = uma Cabaça Cervejeira
uluk-invention-ancestor-mask = Máscara Ancestral
    .gender = feminine
    .indefinite = uma Máscara Ancestral
uluk-invention-dance-rattle = Chocalho de Dança
    .gender = masculine
    .indefinite = um Chocalho de Dança
uluk-invention-larva-sieve = Peneira de Larvas
    .gender = feminine
    .indefinite = uma Peneira de Larvas
uluk-invention-drying-rack = Varal de Secagem
    .gender = masculine
    .indefinite = um Varal de Secagem
uluk-invention-fermenting-pot = Pote de Fermentar
    .gender = masculine
    .indefinite = um Pote de Fermentar
uluk-invention-fish-net = Rede de Pesca
    .gender = feminine
    .indefinite = uma Rede de Pesca
uluk-invention-hunting-spear = Lança de Caça
    .gender = feminine
    .indefinite = uma Lança de Caça
uluk-invention-smoking-rack = Defumador
    .gender = masculine
    .indefinite = um Defumador

uluk-freeloader-card-hlak-hunt = Caça ao Hlák
uluk-freeloader-card-fnord-hunt = Caça ao Fnōrd
uluk-freeloader-card-uluk-harvest = Colheita de Uluk
uluk-freeloader-card-mgobu-harvest = Colheita de Mgobu
uluk-freeloader-card-tlon-harvest = Colheita de Tlön
uluk-freeloader-card-zork-harvest = Colheita de Zork
uluk-freeloader-card-broken-invention = Invenção Quebrada!
uluk-freeloader-card-shamans-advice = Conselho do Xamã
uluk-freeloader-card-prayer-to-the-patron = Prece ao Patrono
uluk-freeloader-card-prayer-to-the-ancient-patron = Prece ao Patrono Ancestral
uluk-freeloader-card-new-triber = Novo Membro!

## Preparação e estações

uluk-unknown-option = Opção desconhecida "{$option}": Uluk não tem opções.
uluk-name-freeloaders = "freeloaders" é o nome do adversário do modo solo; escolha outro.
uluk-begins = Uluk começa: {$seat} tem o marcador de Primeiro Jogador.
uluk-season-begins = Começa a estação {$season} de {$seasons}.
uluk-monument-revealed = O Monumento {$letter} é revelado: ficha {$token} ({$res}), { $size ->
        [one] {$size} espaço
       *[other] {$size} espaços
    }.
uluk-why-setup-token = Ficha {$token} sorteada na preparação
uluk-why-monument-complete = O Monumento {$letter} está completo
uluk-harvest-rises = {$why}: a colheita de {$res} sobe para o nível {$level}.
uluk-harvest-at-top = {$why}: a colheita de {$res} já está no topo.
uluk-first-player = {$seat} tem o marcador de Primeiro Jogador.
uluk-freeloaders-first = Os Aproveitadores têm o marcador de Primeiro Jogador.
uluk-deck-reshuffled = O baralho de invenções acabou: o descarte é embaralhado.
uluk-inventions-on-offer = Invenções à disposição: {$inventions}.

## Notação e o passo atual da mesa

uluk-not-an-action = "{$verb}" não é uma ação de Uluk; veja a notação em /game help.
uluk-cannot-now = Você não pode "{$verb}" agora: { $step ->
        [place] coloque um membro da tribo (place <espaço>).
        [shaman] tire seu membro da Cabana do Xamã (move <espaço>) ou fique (stay).
        [process] processe recursos (process <produto> <n>) ou diga done.
       *[feed] alimente sua tribo (feed <comida>), reproduza, celebre, coma ou diga done.
    }
uluk-nothing-after = "{$step}" não aceita nada depois.
uluk-no-such-resource = Não existe recurso chamado "{$given}".
uluk-no-such-space = "{$given}" não é um espaço do tabuleiro; tente uluk, uluk-processing, monument-a, workshop, shaman ou temple.

## Tarefas

uluk-say-where = Diga aonde vai o membro da tribo: {$verb} <espaço>.
uluk-only-poison-follows = Depois de "{$step}" só pode vir "poison".
uluk-sickle-taken = Os três espaços de { $kind ->
        [hunt] caça
       *[gather] coleta
    } de {$res} estão ocupados.
uluk-poison-hunting-only = O Veneno só serve para caçar fnōrd e hlák.
uluk-no-poison-left = Você não tem mais fichas de Veneno.
uluk-poison-once-per-area = Numa partida { $game ->
        [solo] solo
       *[two-player] de dois jogadores
    } você pode usar uma ficha de Veneno por área, e já usou uma em {$res}.
uluk-sends-sickle = { $poison ->
        [yes] {$seat} envia um membro da tribo para { $kind ->
            [hunt] caçar
           *[gather] coletar
        } {$res} com uma ficha de Veneno.
       *[no] {$seat} envia um membro da tribo para { $kind ->
            [hunt] caçar
           *[gather] coletar
        } {$res}.
    }
uluk-sends-processing = {$seat} envia um membro da tribo para processar {$res}.
uluk-monument-face-down = O Monumento {$letter} ainda está virado para baixo.
uluk-monument-already-built = O Monumento {$letter} já foi construído.
uluk-monument-full = Todos os espaços do Monumento {$letter} estão ocupados.
uluk-sends-monument = {$seat} envia um membro da tribo ao Monumento {$letter} ({$filled}/{$size}).
uluk-say-which-invention = Diga qual invenção pegar: {$verb} workshop <invenção>.
uluk-workshop-one = A Oficina dá uma só invenção; diga só uma.
uluk-no-such-invention = Não existe invenção chamada "{$given}".
uluk-workshop-not-offered = A Oficina não oferece { $invention_gender ->
        [feminine] a
        [masculine-plural] os
        [feminine-plural] as
       *[masculine] o
    } {$invention}.
uluk-invention-owned = Você já tem {$invention_indefinite}.
uluk-sends-workshop = {$seat} envia um membro da tribo à Oficina e pega { $invention_gender ->
        [feminine] a
        [masculine-plural] os
        [feminine-plural] as
       *[masculine] o
    } {$invention}.
uluk-already-in-hut = Seu membro já está na Cabana do Xamã.
uluk-hut-taken = A Cabana do Xamã está ocupada.
uluk-sends-hut = {$seat} envia um membro da tribo à Cabana do Xamã: +{$points}.
uluk-sends-temple = {$seat} envia um membro da tribo ao Templo: +{$points}.
uluk-stays-in-hut = O membro de {$seat} fica na Cabana do Xamã.
uluk-leaving-hut-bonus = As invenções de {$seat} dão +{$points} por sair da Cabana.

## Os Aproveitadores (solo)

uluk-freeloaders-draw = Os Aproveitadores compram {$card}.
uluk-freeloaders-last-season = É a última estação: os Aproveitadores compram outra carta no lugar.
uluk-freeloaders-new-triber = Os Aproveitadores ganham um novo membro para a próxima estação.
uluk-freeloaders-full = Os Aproveitadores já têm nove membros.
uluk-freeloader-sickle = Um Aproveitador vai { $kind ->
        [hunt] caçar
       *[gather] coletar
    } {$res}.
uluk-freeloader-workshop = Um Aproveitador vai à Oficina e quebra { $invention_gender ->
        [feminine] a
        [masculine-plural] os
        [feminine-plural] as
       *[masculine] o
    } {$invention}.
uluk-freeloader-hut = Um Aproveitador vai à Cabana do Xamã.
uluk-freeloader-temple = O espaço dele não está disponível: um Aproveitador vai ao Templo.
uluk-freeloader-hut-card = O Aproveitador da Cabana do Xamã recebe outra carta.
uluk-freeloader-monument = Um Aproveitador vai ao Monumento {$letter} ({$filled}/{$size}).

## Colheita e processamento

uluk-harvest-gets = Colheita: {$seat} recebe {$got}.
uluk-harvest-nothing = Colheita: {$seat} não recebe nada.
uluk-no-processor-left = Você não tem mais membros no espaço de processamento de {$res}.
uluk-no-free-processing = Nenhuma invenção sua processa {$res} de graça nesta estação.
uluk-free-at-most = { $invention_gender ->
        [feminine] A
        [masculine-plural] Os
        [feminine-plural] As
       *[masculine] O
    } {$invention} { $invention_gender ->
        [masculine-plural] processam
        [feminine-plural] processam
       *[other] processa
    } de graça no máximo { $most ->
        [one] {$most} peça
       *[other] {$most} peças
    }.
uluk-done-processing = {$seat} terminou de processar.
uluk-say-product = Diga o quê e quanto: {$verb} <produto> <n>.
uluk-name-the-product = Diga o produto a fazer, não o recurso cru ({$res}).
uluk-process-at-least-one = Processe pelo menos uma peça.
uluk-no-arrow = Seu tabuleiro de tribo não tem seta de {$raw} para {$product}.
uluk-only-have = { $have ->
        [0] Você não tem {$res}.
        [one] Você só tem {$have} {$res}.
       *[other] Você só tem {$have} {$res_plural}.
    }
uluk-processing-gives-nothing = Processar {$amount} em {$product} não dá nada: processe pelo menos duas peças.
uluk-turns = {$seat} transforma {$amount} em {$made}.
uluk-turns-with = {$seat} transforma {$amount} em {$made} com { $invention_gender ->
        [feminine] a
        [masculine-plural] os
        [feminine-plural] as
       *[masculine] o
    } {$invention}.

## Alimentação

uluk-cannot-feed = {$seat} não consegue alimentar { $n ->
        [one] {$n} membro
       *[other] {$n} membros
    }: +{$n} de Fome.
uluk-fed-every = {$seat} alimentou toda a tribo: +{$points}.
uluk-not-a-food = {$res_capitalized} não é comida.
uluk-say-food = Diga qual comida e quanto: {$verb} <comida> [<n>].
uluk-say-a-number = Diga um número, de um para cima.
uluk-all-fed = Sua tribo já está toda alimentada.
uluk-feeding-over = Sua alimentação acabou: você não tem mais comida.
uluk-only-need-food = Só { $n ->
        [one] {$n} membro ainda precisa
       *[other] {$n} membros ainda precisam
    } de comida.
uluk-feed-first = Alimente toda a sua tribo antes de { $what ->
        [reproduce] se reproduzir
        [celebrate] celebrar
       *[eat] comer guloseimas extras
    }.
uluk-fed-tribes-only = Só uma tribo toda alimentada pode { $what ->
        [reproduce] se reproduzir
        [celebrate] celebrar
       *[eat] comer guloseimas extras
    }.
uluk-reproduce-two-foods = Um novo membro custa duas peças de comida: reproduce <comida> <comida>.
uluk-tribe-full = Sua tribo já tem nove membros, o máximo possível.
uluk-new-triber = {$seat} ganha um novo membro para a próxima estação.
uluk-celebration-takes = Uma celebração pede uma comida (ou veneno) e uma substância festiva: celebrate <comida|poison> <festiva>.
uluk-already-celebrated = Você já celebrou nesta estação.
uluk-not-a-holiday = {$res_capitalized} não é uma substância festiva.
uluk-celebrates = { $bonus ->
        [0] {$seat} celebra com {$fuel} e {$holiday}: +{$points}.
       *[other] {$seat} celebra com {$fuel} e {$holiday}: +{$points}, +{$bonus} pelas invenções.
    }
uluk-not-a-treat = {$res_capitalized} não é uma guloseima.
uluk-must-feed = Você deve alimentar sua tribo enquanto tiver comida.
uluk-done-feeding = {$seat} terminou de alimentar a tribo.
uluk-feeds = { $treat ->
        [yes] {$seat} alimenta { $n ->
            [one] {$n} membro
           *[other] {$n} membros
        } com {$res}: +{$n} pelas guloseimas.
       *[no] {$seat} alimenta { $n ->
            [one] {$n} membro
           *[other] {$n} membros
        } com {$res}.
    }
uluk-eats = {$seat} come {$amount}: +{$points}.
uluk-spends-treat = {$seat} gasta uma guloseima ({$res}): +{$points}.
uluk-perished = Estragou no tabuleiro de {$seat}: {$lost}.

## Ecologia e limpeza

uluk-ecology = Ecologia: {$moves}.
uluk-ecology-none = Ecologia: nenhum nível de colheita muda.
uluk-ecology-move = {$res} {$before}->{$after}
uluk-ecology-dependency = {$res} {$before}->{$after} (dependência)
uluk-seat-points = {$seat} +{$points}
uluk-monument-built-taken = O Monumento {$letter} é construído ({ $points_count ->
        [0] sem pontos
       *[other] {$points}
    }); {$holder} fica com a ficha {$token}.
uluk-monument-built-removed = O Monumento {$letter} é construído ({ $points_count ->
        [0] sem pontos
       *[other] {$points}
    }); ninguém enviou mais membros que os outros: a ficha {$token} é removida.

## O fim

uluk-final-score = {$seat}: {$total} pontos de Felicidade (banquete {$feast}, fome {$hunger}, mais fichas {$tokens}, conjuntos de invenções {$sets}).
uluk-archleader = { $names_count ->
        [one] O Arquilíder de todas as tribos: {$names}.
       *[other] Os Arquilíderes de todas as tribos: {$names}.
    }
uluk-rating = { $level ->
        [0] Você é o verdadeiro Arquilíder, anunciado pelos Deuses!
        [1] Um bom Arquilíder, que entrará para os livros de história.
        [2] Não é um grande Arquilíder; talvez seu herdeiro se saia melhor?
       *[3] Arquilíder? Você? Ainda bem que continuamos vivos…
    }
