# As palavras de Natives (data/natives.toml): cartas, estações, profissões, tribos e as
# palavras do tema. Atributos: .gender (masculine, feminine), .plural; lidos por prairie.ftl.

## cards (every kind of every expansion, and the season cards)

natives-card-man-bear = homem Urso
    .gender = masculine
    .plural = homens Urso
natives-card-man-eagle = homem Águia
    .gender = masculine
    .plural = homens Águia
natives-card-man-wolf = homem Lobo
    .gender = masculine
    .plural = homens Lobo
natives-card-man-turtle = homem Tartaruga
    .gender = masculine
    .plural = homens Tartaruga
natives-card-woman-bear-eagle = mulher Urso-Águia
    .gender = feminine
    .plural = mulheres Urso-Águia
natives-card-woman-bear-wolf = mulher Urso-Lobo
    .gender = feminine
    .plural = mulheres Urso-Lobo
natives-card-woman-bear-turtle = mulher Urso-Tartaruga
    .gender = feminine
    .plural = mulheres Urso-Tartaruga
natives-card-woman-eagle-wolf = mulher Águia-Lobo
    .gender = feminine
    .plural = mulheres Águia-Lobo
natives-card-woman-eagle-turtle = mulher Águia-Tartaruga
    .gender = feminine
    .plural = mulheres Águia-Tartaruga
natives-card-woman-wolf-turtle = mulher Lobo-Tartaruga
    .gender = feminine
    .plural = mulheres Lobo-Tartaruga
natives-card-big-brother = Ancião Irmão Mais Velho
    .gender = masculine
    .plural = Ancião Irmão Mais Velho
natives-card-rattlesnake = Xamã Cascavel
    .gender = masculine
    .plural = Xamã Cascavel
natives-card-angry-club = Guerreiro Clava Furiosa
    .gender = masculine
    .plural = Guerreiro Clava Furiosa
natives-card-keen-little-finger = Caçador Mindinho Afiado
    .gender = masculine
    .plural = Caçador Mindinho Afiado
natives-card-sharp-eye = Pescador Olho Certeiro
    .gender = masculine
    .plural = Pescador Olho Certeiro
natives-card-giant-corn-cob = Agricultor Espiga Gigante
    .gender = masculine
    .plural = Agricultor Espiga Gigante
natives-card-quick-hand = Batedor Mão Ligeira
    .gender = masculine
    .plural = Batedor Mão Ligeira
natives-card-big-merrymaker = Grande Folião
    .gender = masculine
    .plural = Grande Folião
natives-card-ah-and-oh = Irmãos Ah e Oh
    .gender = masculine
    .plural = Irmãos Ah e Oh
natives-card-stranger = Forasteiro
    .gender = masculine
    .plural = Forasteiros
natives-card-bison = Bisão
    .gender = masculine
    .plural = Bisões
natives-card-salmon = Salmão
    .gender = masculine
    .plural = Salmões
natives-card-corn = Milho
    .gender = masculine
    .plural = Milhos
natives-card-big-corn = Milho Gigante
    .gender = masculine
    .plural = Milhos Gigantes
natives-card-big-bison = Bisão Gigante
    .gender = masculine
    .plural = Bisões Gigantes
natives-card-big-salmon = Salmão Gigante
    .gender = masculine
    .plural = Salmões Gigantes
natives-card-ancestor-summoning = Invocação dos Ancestrais
    .gender = feminine
    .plural = Invocações dos Ancestrais
natives-card-rain-calling = Chamado da Chuva
    .gender = masculine
    .plural = Chamados da Chuva
natives-card-sacrifice = Sacrifício
    .gender = masculine
    .plural = Sacrifícios
natives-card-clear-sight = Clarividência
    .gender = feminine
    .plural = Clarividências
natives-card-clear-sky = Céu Limpo
    .gender = masculine
    .plural = Céus Limpos
natives-card-knowledge = Conhecimento
    .gender = masculine
    .plural = Conhecimentos
natives-card-totem-strength = Totem da Força
    .gender = masculine
    .plural = Totens da Força
natives-card-totem-land = Totem da Terra
    .gender = masculine
    .plural = Totens da Terra
natives-card-totem-water = Totem da Água
    .gender = masculine
    .plural = Totens da Água
natives-card-totem-air = Totem do Ar
    .gender = masculine
    .plural = Totens do Ar
natives-card-totem-council = Totem do Conselho
    .gender = masculine
    .plural = Totens do Conselho
natives-card-totem-pathfinder = Totem do Desbravador
    .gender = masculine
    .plural = Totens do Desbravador
natives-card-totem-tribe = Totem da Tribo
    .gender = masculine
    .plural = Totens da Tribo
natives-card-totem-malice = Totem da Malícia
    .gender = masculine
    .plural = Totens da Malícia
natives-card-totem-stranger = Totem do Forasteiro
    .gender = masculine
    .plural = Totens do Forasteiro
natives-card-war-peace-bear = Guerra e Paz: Urso
    .gender = feminine
    .plural = Guerra e Paz: Urso
natives-card-war-peace-eagle = Guerra e Paz: Águia
    .gender = feminine
    .plural = Guerra e Paz: Águia
natives-card-war-peace-wolf = Guerra e Paz: Lobo
    .gender = feminine
    .plural = Guerra e Paz: Lobo
natives-card-war-peace-turtle = Guerra e Paz: Tartaruga
    .gender = feminine
    .plural = Guerra e Paz: Tartaruga
natives-card-summer-has-come = O Verão Chegou
    .gender = masculine
    .plural = O Verão Chegou
natives-card-autumn-has-come = O Outono Chegou
    .gender = masculine
    .plural = O Outono Chegou
natives-card-spring-bountiful = Primavera Generosa
    .gender = feminine
    .plural = Primavera Generosa
natives-card-spring-red = Primavera Vermelha
    .gender = feminine
    .plural = Primavera Vermelha
natives-card-spring-kind = Primavera Gentil
    .gender = feminine
    .plural = Primavera Gentil
natives-card-summer-hospitable = Verão Hospitaleiro
    .gender = masculine
    .plural = Verão Hospitaleiro
natives-card-summer-of-change = Verão da Mudança
    .gender = masculine
    .plural = Verão da Mudança
natives-card-summer-of-prayers = Verão das Preces
    .gender = masculine
    .plural = Verão das Preces
natives-card-autumn-windy = Outono Ventoso
    .gender = masculine
    .plural = Outono Ventoso
natives-card-autumn-harvest = Outono da Colheita
    .gender = masculine
    .plural = Outono da Colheita
natives-card-autumn-wrath-of-the-gods = Outono da Ira dos Deuses
    .gender = masculine
    .plural = Outono da Ira dos Deuses

## what a season card does

natives-season-text-spring-bountiful = A fase 1 revela 2 cartas na pradaria em vez de 1.
natives-season-text-spring-red = Depois da fase 3, você pode pegar 1 nativo da pradaria e colocá-lo sob uma profissão.
natives-season-text-spring-kind = Em vez da fase 3, você pode pegar 2 cartas quaisquer da pradaria (nunca 2 comidas grandes).
natives-season-text-summer-hospitable = Depois da fase 3, você pode pegar 1 carta de comida da pradaria (no máximo uma comida grande por turno).
natives-season-text-summer-of-change = Antes da fase 1, você pode mover um nativo da sua tribo para outra profissão.
natives-season-text-summer-of-prayers = Antes da fase 1, você pode pegar um ritual (não Céu Limpo) da pradaria e jogá-lo.
natives-season-text-autumn-windy = Depois da fase 3, descarte uma das suas cartas de comida ou receba uma ficha de maldição (-2).
natives-season-text-autumn-harvest = Depois da fase 3, você pode revelar exatamente 3 cartas do baralho na pradaria e pegar uma carta de comida entre elas (no máximo uma comida grande por turno).
natives-season-text-autumn-wrath-of-the-gods = Depois da fase 3, descarte um dos seus escalpos ou receba uma ficha de maldição (-2).

## tribes

natives-tribe-bear = Urso
natives-tribe-eagle = Águia
natives-tribe-wolf = Lobo
natives-tribe-turtle = Tartaruga

## professions: the name (a menu, the board: "Hunter", $n of them) and the word a
## sentence uses ("your hunters")

natives-profession-elder = { $n ->
        [one] Ancião
       *[other] Anciões
    }
    .gender = masculine
natives-profession-shaman = { $n ->
        [one] Xamã
       *[other] Xamãs
    }
    .gender = masculine
natives-profession-warrior = { $n ->
        [one] Guerreiro
       *[other] Guerreiros
    }
    .gender = masculine
natives-profession-hunter = { $n ->
        [one] Caçador
       *[other] Caçadores
    }
    .gender = masculine
natives-profession-fisherman = { $n ->
        [one] Pescador
       *[other] Pescadores
    }
    .gender = masculine
natives-profession-farmer = { $n ->
        [one] Agricultor
       *[other] Agricultores
    }
    .gender = masculine
natives-profession-scout = { $n ->
        [one] Batedor
       *[other] Batedores
    }
    .gender = masculine
natives-prof-word-elder = { $n ->
        [one] ancião
       *[other] anciões
    }
    .gender = masculine
natives-prof-word-shaman = { $n ->
        [one] xamã
       *[other] xamãs
    }
    .gender = masculine
natives-prof-word-warrior = { $n ->
        [one] guerreiro
       *[other] guerreiros
    }
    .gender = masculine
natives-prof-word-hunter = { $n ->
        [one] caçador
       *[other] caçadores
    }
    .gender = masculine
natives-prof-word-fisherman = { $n ->
        [one] pescador
       *[other] pescadores
    }
    .gender = masculine
natives-prof-word-farmer = { $n ->
        [one] agricultor
       *[other] agricultores
    }
    .gender = masculine
natives-prof-word-scout = { $n ->
        [one] batedor
       *[other] batedores
    }
    .gender = masculine

## the theme's words

natives-word-area = pradaria
    .gender = feminine
    .the = a pradaria
    .in = na pradaria
    .to = à pradaria
    .from = da pradaria
natives-word-end-card = O Inverno Está Chegando
    .gender = feminine
natives-word-native = { $n ->
        [one] nativo
       *[other] nativos
    }
    .gender = masculine
natives-word-tribe = { $n ->
        [one] tribo
       *[other] tribos
    }
    .gender = feminine
natives-word-scalp = { $n ->
        [one] escalpo
       *[other] escalpos
    }
    .gender = masculine
natives-word-ritual = { $n ->
        [one] ritual
       *[other] rituais
    }
    .gender = masculine
natives-word-totem = { $n ->
        [one] totem
       *[other] totens
    }
    .gender = masculine
natives-word-food = { $n ->
        [one] carta de comida
       *[other] cartas de comida
    }
    .gender = feminine
natives-word-profession = { $n ->
        [one] profissão
       *[other] profissões
    }
    .gender = feminine
    .a = uma profissão
