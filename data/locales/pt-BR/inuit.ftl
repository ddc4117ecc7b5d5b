# As palavras de Inuit (data/inuit.toml): cartas, estações, profissões, tribos e as
# palavras do tema. Atributos: .gender (masculine, feminine), .plural; lidos por prairie.ftl.

## cards (every kind of every expansion, and the season cards)

inuit-card-adult-caribou = adulto Caribu
    .gender = masculine
    .plural = adultos Caribu
inuit-card-adult-raven = adulto Corvo
    .gender = masculine
    .plural = adultos Corvo
inuit-card-adult-narwhal = adulto Narval
    .gender = masculine
    .plural = adultos Narval
inuit-card-adult-fox = adulto Raposa
    .gender = masculine
    .plural = adultos Raposa
inuit-card-child-caribou-raven = criança Caribu-Corvo
    .gender = feminine
    .plural = crianças Caribu-Corvo
inuit-card-child-caribou-narwhal = criança Caribu-Narval
    .gender = feminine
    .plural = crianças Caribu-Narval
inuit-card-child-caribou-fox = criança Caribu-Raposa
    .gender = feminine
    .plural = crianças Caribu-Raposa
inuit-card-child-raven-narwhal = criança Corvo-Narval
    .gender = feminine
    .plural = crianças Corvo-Narval
inuit-card-child-raven-fox = criança Corvo-Raposa
    .gender = feminine
    .plural = crianças Corvo-Raposa
inuit-card-child-narwhal-fox = criança Narval-Raposa
    .gender = feminine
    .plural = crianças Narval-Raposa
inuit-card-polar-bear = Urso-Polar
    .gender = masculine
    .plural = Ursos-Polares
inuit-card-orca = Orca
    .gender = feminine
    .plural = Orcas
inuit-card-seal = Foca
    .gender = feminine
    .plural = Focas
inuit-card-initiation = Rito de Iniciação
    .gender = masculine
    .plural = Ritos de Iniciação
inuit-card-fertile-game = Rito da Caça Fértil
    .gender = masculine
    .plural = Ritos da Caça Fértil
inuit-card-sacrifice = Rito do Sacrifício
    .gender = masculine
    .plural = Ritos do Sacrifício
inuit-card-clear-sight = Rito da Visão Clara
    .gender = masculine
    .plural = Ritos da Visão Clara
inuit-card-inspiration = Rito da Inspiração
    .gender = masculine
    .plural = Ritos da Inspiração
inuit-card-spirit-power = Espírito do Poder
    .gender = masculine
    .plural = Espíritos do Poder
inuit-card-spirit-bear = Espírito do Grande Urso
    .gender = masculine
    .plural = Espíritos do Grande Urso
inuit-card-spirit-sea = Espírito do Mar Profundo
    .gender = masculine
    .plural = Espíritos do Mar Profundo
inuit-card-spirit-ice = Espírito do Gelo Marinho
    .gender = masculine
    .plural = Espíritos do Gelo Marinho
inuit-card-spirit-ancestors = Espírito dos Ancestrais
    .gender = masculine
    .plural = Espíritos dos Ancestrais
inuit-card-spirit-wind = Espírito do Vento
    .gender = masculine
    .plural = Espíritos do Vento
inuit-card-spirit-hearth = Espírito do Lar
    .gender = masculine
    .plural = Espíritos do Lar

## tribes

inuit-tribe-caribou = Caribu
inuit-tribe-raven = Corvo
inuit-tribe-narwhal = Narval
inuit-tribe-fox = Raposa

## professions: the name (a menu, the board: "Hunter", $n of them) and the word a
## sentence uses ("your hunters")

inuit-profession-elder = { $n ->
        [one] Ancião
       *[other] Anciões
    }
    .gender = masculine
inuit-profession-shaman = { $n ->
        [one] Xamã
       *[other] Xamãs
    }
    .gender = masculine
inuit-profession-warrior = { $n ->
        [one] Guerreiro
       *[other] Guerreiros
    }
    .gender = masculine
inuit-profession-whaler = { $n ->
        [one] Baleeiro
       *[other] Baleeiros
    }
    .gender = masculine
inuit-profession-bear-hunter = { $n ->
        [one] Caçador de ursos
       *[other] Caçadores de ursos
    }
    .gender = masculine
inuit-profession-seal-trapper = { $n ->
        [one] Caçador de focas
       *[other] Caçadores de focas
    }
    .gender = masculine
inuit-profession-scout = { $n ->
        [one] Batedor
       *[other] Batedores
    }
    .gender = masculine
inuit-prof-word-elder = { $n ->
        [one] ancião
       *[other] anciões
    }
    .gender = masculine
inuit-prof-word-shaman = { $n ->
        [one] xamã
       *[other] xamãs
    }
    .gender = masculine
inuit-prof-word-warrior = { $n ->
        [one] guerreiro
       *[other] guerreiros
    }
    .gender = masculine
inuit-prof-word-whaler = { $n ->
        [one] baleeiro
       *[other] baleeiros
    }
    .gender = masculine
inuit-prof-word-bear-hunter = { $n ->
        [one] caçador de ursos
       *[other] caçadores de ursos
    }
    .gender = masculine
inuit-prof-word-seal-trapper = { $n ->
        [one] caçador de focas
       *[other] caçadores de focas
    }
    .gender = masculine
inuit-prof-word-scout = { $n ->
        [one] batedor
       *[other] batedores
    }
    .gender = masculine

## the theme's words

inuit-word-area = Grande Branco
    .gender = masculine
    .the = o Grande Branco
    .in = no Grande Branco
    .to = ao Grande Branco
    .from = do Grande Branco
inuit-word-end-card = Noite Polar
    .gender = feminine
inuit-word-native = { $n ->
        [one] inuíte
       *[other] inuítes
    }
    .gender = masculine
inuit-word-tribe = { $n ->
        [one] aldeia
       *[other] aldeias
    }
    .gender = feminine
inuit-word-scalp = { $n ->
        [one] arma
       *[other] armas
    }
    .gender = feminine
inuit-word-ritual = { $n ->
        [one] rito
       *[other] ritos
    }
    .gender = masculine
inuit-word-totem = { $n ->
        [one] espírito
       *[other] espíritos
    }
    .gender = masculine
inuit-word-food = { $n ->
        [one] carta de caça
       *[other] cartas de caça
    }
    .gender = feminine
inuit-word-profession = { $n ->
        [one] ocupação
       *[other] ocupações
    }
    .gender = feminine
    .a = uma ocupação
