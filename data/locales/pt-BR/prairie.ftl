# As frases do motor de Natives e Inuit (bot/rules/prairie.py): recusas, registro, dicas.
# As palavras do tema chegam como argumentos de natives.ftl ou inuit.ftl, com seus atributos:
# $card_gender, $card_plural, $area_in, $area_the, $scalp_gender, ...

## words and lists

prairie-count-card = { $n ->
        [one] {$card}
       *[other] {$n} {$card_plural}
    }
prairie-cards = {$cards}
# a menu's choice of how many cards of one kind to take (/natives take)
prairie-menu-count = { $n ->
        [one] {$n} {$card}
       *[other] {$n} {$card_plural}
    }
prairie-either = {$first} ou {$rest}
prairie-seat-number = {$n} ({$seat})
prairie-typed-card = '{$text}'
    .gender = feminine
    .plural = '{$text}'
prairie-none-stays = nenhuma carta fica {$area_in}
prairie-nothing-deck-ran-out = nada (o baralho acabou)
prairie-in-play = {$card} está em jogo
prairie-no-season-in-play = nenhuma carta de estação está em jogo
prairie-one-of-your = { $what_gender ->
        [feminine] uma das suas
       *[masculine] um dos seus
    } {$what}
prairie-season-spring = primavera
prairie-season-summer = verão
prairie-season-autumn = outono

## what the player is asked to say

prairie-what-profession = {$profession_a}
prairie-what-ritual = um {$ritual}
prairie-what-food = uma {$food}
prairie-what-harvest = uma {$food} entre as três reveladas
prairie-what-discard = a carta a descartar

## options

prairie-options-table = As opções são uma tabela de nomes de opção e valores.
prairie-unknown-option = Opção desconhecida '{$option}'; este jogo aceita: {$choices}.
prairie-expansions-list = A opção expansions é uma lista de nomes de expansões.
prairie-no-expansions = {$title} não tem expansões para jogar: seu livro de regras não descreve módulos opcionais, então '{$given}' não pode ser adicionada.
prairie-no-expansion-called = Não existe nenhuma expansão chamada '{$given}'; escolha entre {$choices}.
prairie-expansion-twice = A expansão {$given} aparece duas vezes.
prairie-seasons-needs-expansion = A opção seasons precisa da expansão seasons.
prairie-seasons-option = A opção seasons é random, o número ou o nome de um conjunto, ou os nomes de três cartas.
prairie-no-season-set = Não existe nenhum conjunto de estações {$n}; os conjuntos são {$sets}.
prairie-no-season-called = Não existe nenhum conjunto nem carta de estação chamado '{$given}'; diga random, um conjunto ({$sets}) ou três cartas de estação.
prairie-three-seasons-not = { $n ->
        [one] Escolha três cartas de estação, uma por estação, não uma só.
       *[other] Escolha três cartas de estação, uma por estação, não {$n}.
    }
prairie-season-names = As cartas de estação são indicadas pelo nome.
prairie-no-season-card-called = Não existe nenhuma carta de estação chamada '{$given}'; escolha entre {$choices}.
prairie-season-twice = A carta {$card} foi escolhida duas vezes; escolha uma carta por estação.
prairie-same-season = {$card} e {$other} são ambas cartas de {$season}; escolha uma carta por estação.

## notation

prairie-not-an-action = '{$verb}' não é uma ação deste jogo; veja a notação em /game help.
prairie-not-now = Agora você não pode fazer '{$verb}': {$hint}
prairie-takes-nothing-after = '{$verb}' não leva nada depois.
prairie-say-only = Diga {$what} depois de '{$verb}', e nada mais.
prairie-say-which-seat = Diga qual lugar o recebe: give-quick-hand <número do lugar>.
prairie-say-which-card = Diga qual carta pegar: take <card>.
prairie-say-place = Diga qual {$native} vai para onde: place <native> <profession>.
prairie-say-move = Diga qual {$native} vai para onde: {$verb} <native> <from> <to>.
prairie-say-sacrifice = Diga qual {$native} sacrificar: sacrifice <native> <profession>.
prairie-say-red = Diga qual {$native} vai para onde: season red <native> <profession>.
prairie-no-card-called = Não existe nenhuma carta chamada '{$card}'.
prairie-not-a-profession = '{$given}' não é {$profession_a}; escolha uma entre {$choices}.

## what the awaited decision is (after "You cannot ... now:")

prairie-hint-war-peace = primeiro decida a carta de Guerra e Paz que você revelou (war ou peace).
prairie-hint-quick-hand = primeiro decida quem recebe o Batedor Mão Ligeira (give-quick-hand <número do lugar>).
prairie-hint-before = use {$card} (season {$effect} …) ou comece a fase 1 (replenish).
prairie-hint-after = use {$card} (season {$effect} …) ou termine seu turno (end).
prairie-hint-starred = a carta com estrela {$card} pede que você descarte {$what} (discard <card>) ou receba uma ficha de maldição (curse).
prairie-hint-starred-no-curses = a carta com estrela {$card} pede que você descarte {$what} (discard <card>); as fichas de maldição acabaram.
prairie-hint-setup = o primeiro jogador decide sobre as cartas reveladas durante a preparação.
prairie-hint-choose = explore ou escolha uma profissão (use <profession>).
prairie-hint-take = pegue cartas com seus {$profs} (take <card>) ou diga done.
prairie-hint-season-take = pegue cartas com {$card} (take <card>) ou diga done.
prairie-hint-place = coloque os {$natives} que você pegou (place <native> <profession>).
prairie-hint-rituals = escolha qual {$ritual} jogar a seguir (resolve <ritual>).
prairie-hint-sacrifice = escolha o {$native} a sacrificar (sacrifice <native> <profession>).
prairie-hint-forced = um {$ritual} pede que você descarte uma carta (discard <card>).
prairie-hint-knowledge = mova um {$native} (knowledge <native> <from> <to>) ou diga done.
prairie-hint-harvest = pegue uma {$food} entre as três reveladas (take <food>) ou termine seu turno (end).

## refusals

prairie-war-needs = Você tem { $n ->
        [one] {$n} guerreiro
       *[other] {$n} guerreiros
    } e a {$tribe_word} {$tribe}, {$m}: a guerra exige pelo menos o mesmo número.
prairie-not-most-scouts = {$seat} não tem mais batedores; dê-o a {$choices}.
prairie-season-offers = {$card} oferece agora 'season {$effect} …', ou replenish para começar a fase 1.
prairie-not-a-ritual = {$card} não é um {$ritual}.
prairie-prayers-cannot-take = {$card} não pode pegar o ritual {$ritual}.
prairie-area-has-no = Não há { $card_gender ->
        [feminine] nenhuma
       *[masculine] nenhum
    } {$card} {$area_in}.
prairie-area-nothing = Não há nada para pegar {$area_in}.
prairie-closed = Seus {$profs} estão fechados pelo {$card}: essa {$profession} não pode mais ser usada nem receber {$natives}.
prairie-scouted-all = Você tem {$n} {$scouts} e já revelou { $m ->
        [one] {$m} carta
       *[other] {$m} cartas
    }.
prairie-deck-empty-scout = O baralho está vazio: não resta nada para explorar.
prairie-scout-phase-2 = O {$scout} só revela cartas na fase 2 (scout); escolha outra {$profession}.
prairie-nothing-for = Não há nada {$area_in} que seus {$profs} possam pegar.
prairie-cannot-season = Agora você não pode fazer 'season {$verb}': {$what}.
prairie-cannot-pass = Você não pode passar enquanto {$profession_a} puder pegar uma carta {$area_from}.
prairie-cannot-pass-kind = Você não pode passar enquanto {$card} puder pegar uma carta (season kind).
prairie-can-take-only = Seus {$profs} só podem pegar { $n ->
        [one] {$n} carta
       *[other] {$n} cartas
    }.
prairie-kind-takes-only = {$card} só pega {$n} cartas.
prairie-cannot-take = Os {$profs} não podem pegar {$card}.
prairie-no-more-cards = Você tem {$n} {$profs}: não pode pegar mais cartas.
prairie-not-as-scalp = { $card_gender ->
        [feminine] A
       *[masculine] O
    } {$card} não pode ser pego como {$scalp}.
prairie-one-big-food = Você já pegou uma carta de comida grande neste turno: no máximo uma por turno.
prairie-take-at-least-one = Pegue pelo menos uma carta com a {$profession} que você escolheu.
prairie-take-one-kind = Pegue pelo menos uma carta com {$card}.
prairie-none-to-place = Você não tem { $card_gender ->
        [feminine] nenhuma {$card} esperando para ser colocada
       *[masculine] nenhum {$card} esperando para ser colocado
    }.
prairie-profs-have-no = Seus {$profs} não têm { $card_gender ->
        [feminine] nenhuma
       *[masculine] nenhum
    } {$card}.
prairie-stays-placed = { $card_gender ->
        [feminine] A {$card} fica onde foi colocada
       *[masculine] O {$card} fica onde foi colocado
    }.
prairie-move-elsewhere = Mova o {$native} para outra {$profession}.
prairie-none-to-play = Você não tem nenhuma carta {$card} para jogar neste turno.
prairie-never-a-scalp = { $card_gender ->
        [feminine] A
       *[masculine] O
    } {$card} não pode virar {$scalp}.
prairie-none-to-sacrifice-there = Seus {$profs} não têm { $card_gender ->
        [feminine] nenhuma
       *[masculine] nenhum
    } {$card} para sacrificar.
prairie-must-discard = Você deve descartar {$what}; você não tem nenhuma carta '{$card}'.
prairie-must-discard-natives-above-discard = um {$native} da sua cor (discard <native> <profession>)
prairie-must-discard-natives-above-discard-any = uma carta da sua {$tribe} (discard <card> <occupation>)
prairie-must-discard-food-above-discard = uma das suas {$food} (discard <food>)
prairie-must-discard-spirit-above-discard-totem = um dos seus {$totem} (discard <totem>)
prairie-curses-taken = As {$n} fichas de maldição já foram pegas: descarte uma carta em vez disso.
prairie-none-among = Você não tem nenhuma carta {$card} entre { $what_gender ->
        [feminine] suas
       *[masculine] seus
    } {$what}.
prairie-not-a-native = {$card} não é um {$native}.
prairie-harvest-needs = {$card} adiciona exatamente {$n} cartas, e o baralho só tem {$left} para revelar.
prairie-not-food = {$card} não é uma {$food}.
prairie-none-to-take = Não há { $card_gender ->
        [feminine] nenhuma
       *[masculine] nenhum
    } {$card} para pegar.

## what happens (the log)

prairie-no-food-among = Nenhuma {$food} entre elas pode ser pega.
prairie-reveals-own-tribe = {$seat} revela {$card}, da sua própria {$tribe_word}: vai para a caixa.
prairie-reveals-war-or-peace = {$seat} revela {$card}: guerra ({ $n ->
        [one] {$n} guerreiro
       *[other] {$n} guerreiros
    } contra {$m}) ou paz?
prairie-reveals-only-peace = {$seat} revela {$card}: com { $n ->
        [one] {$n} guerreiro
       *[other] {$n} guerreiros
    } contra {$m}, só a paz é possível.
prairie-goes-to-war = {$seat} entra em guerra com a {$tribe_word} {$tribe} ({$n} pontos).
prairie-makes-peace = {$seat} faz as pazes com a {$tribe_word} {$tribe}: { $n ->
        [one] {$n} ponto
       *[other] {$n} pontos
    } para {$seat} e para {$other}.
prairie-makes-peace-absent = {$seat} faz as pazes com a {$tribe_word} {$tribe}, que não está na mesa ({ $n ->
        [one] {$n} ponto
       *[other] {$n} pontos
    }).
prairie-quick-hand-revealed = Sai {$card}: {$seat} escolhe quem o recebe entre {$names} (mais batedores).
prairie-quick-hand-joins = {$card} se junta aos batedores de {$seat} ({ $chosen ->
        [yes] escolhido entre quem tem mais batedores
       *[no] mais batedores
    }).
prairie-uses-prayers = {$seat} usa {$card} e pega o ritual {$ritual}.
prairie-scouts = {$seat} explora: {$cards}.
prairie-passes = {$seat} não pode pegar nada e passa.
prairie-uses-and-takes = {$seat} usa seus {$profs} e pega {$cards}.
prairie-uses-kind-and-takes = {$seat} usa {$card} e pega {$cards}.
prairie-places = {$seat} coloca { $card_gender ->
        [feminine] a
       *[masculine] o
    } {$card} com os {$profs}.
prairie-closed-for-good = Os {$profs} de {$seat} ficam fechados para sempre.
prairie-moves = {$seat} move { $card_gender ->
        [feminine] a
       *[masculine] o
    } {$card} dos {$source} para os {$target} ({$why}).
prairie-plays-ritual = {$seat} joga { $ritual_gender ->
        [feminine] a
       *[masculine] o
    } {$ritual}.
prairie-three-join = Três cartas chegam {$area_to}: {$cards}.
prairie-three-join-none = Três cartas chegam {$area_to}: nenhuma, o baralho está vazio.
prairie-none-to-sacrifice = {$seat} não tem nenhuma carta de {$native} para sacrificar.
prairie-none-to-move = {$seat} não tem nenhuma carta de {$native} para mover.
prairie-more-but-nothing = {$seat} tem mais que {$other}, mas nada para descartar.
prairie-no-effect = Ninguém tem mais que {$seat}: { $ritual_gender ->
        [feminine] a
       *[masculine] o
    } {$ritual} não tem efeito.
prairie-sacrifices = {$seat} sacrifica { $card_gender ->
        [feminine] a
       *[masculine] o
    } {$card} ({$prof}): vira { $scalp_gender ->
        [feminine] uma
       *[masculine] um
    } {$scalp}.
prairie-discards = {$seat} descarta { $card_gender ->
        [feminine] a
       *[masculine] o
    } {$card} para a caixa.
prairie-nothing-to-discard = {$card}: {$seat} não tem { $what_gender ->
        [feminine] nenhuma
       *[masculine] nenhum
    } {$what} para descartar.
prairie-ends-turn = {$seat} termina o turno.
prairie-season-discards = {$season}: {$seat} descarta { $card_gender ->
        [feminine] a
       *[masculine] o
    } {$card} para a caixa.
prairie-season-discards-scalp = {$season}: {$seat} descarta { $scalp_gender ->
        [feminine] a
       *[masculine] o
    } {$scalp} {$card} para a caixa.
prairie-uses = {$seat} usa {$card}.
prairie-uses-and-lays = {$seat} usa {$card} e revela {$cards}.
prairie-takes-food = {$seat} pega { $card_gender ->
        [feminine] a
       *[masculine] o
    } {$card} ({$why}).
prairie-curses-run-out = As fichas de maldição acabaram: {$seat} não recebe nenhuma.
prairie-takes-curse = {$seat} recebe uma ficha de maldição ({$n} pontos).
prairie-season-turns = A estação muda: agora está em jogo {$card}. {$text}
prairie-turn-before = Turno de {$seat}: pode usar {$card} antes da fase 1.
prairie-turn-joins = Turno de {$seat}: {$cards} { $n ->
        [one] chega
       *[other] chegam
    } {$area_to}.
prairie-turn-deck-empty = Turno de {$seat}: o baralho está vazio.
prairie-turn-begins = Começa o turno de {$seat}.
prairie-game-over = Saiu {$end} e a rodada está completa: a partida terminou.
prairie-end-revealed = Sai {$end}: jogam-se os últimos turnos até a vez voltar para {$first}.
prairie-change-revealed = Sai {$card}: a estação muda quando começar o próximo turno de {$first}.
