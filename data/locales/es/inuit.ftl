# Las palabras de Inuit (data/inuit.toml): nombres de cartas, estaciones, profesiones y
# tribus, y las palabras del tema. Atributos: .gender (masculine, feminine), .plural; las
# frases de prairie.ftl los leen como $card_gender, $card_plural.

## cards (every kind of every expansion, and the season cards)

inuit-card-adult-caribou = adulto Caribú
    .gender = masculine
    .plural = adultos Caribú
inuit-card-adult-raven = adulto Cuervo
    .gender = masculine
    .plural = adultos Cuervo
inuit-card-adult-narwhal = adulto Narval
    .gender = masculine
    .plural = adultos Narval
inuit-card-adult-fox = adulto Zorro
    .gender = masculine
    .plural = adultos Zorro
inuit-card-child-caribou-raven = niño Caribú-Cuervo
    .gender = masculine
    .plural = niños Caribú-Cuervo
inuit-card-child-caribou-narwhal = niño Caribú-Narval
    .gender = masculine
    .plural = niños Caribú-Narval
inuit-card-child-caribou-fox = niño Caribú-Zorro
    .gender = masculine
    .plural = niños Caribú-Zorro
inuit-card-child-raven-narwhal = niño Cuervo-Narval
    .gender = masculine
    .plural = niños Cuervo-Narval
inuit-card-child-raven-fox = niño Cuervo-Zorro
    .gender = masculine
    .plural = niños Cuervo-Zorro
inuit-card-child-narwhal-fox = niño Narval-Zorro
    .gender = masculine
    .plural = niños Narval-Zorro
inuit-card-polar-bear = Oso Polar
    .gender = masculine
    .plural = Osos Polares
inuit-card-orca = Orca
    .gender = feminine
    .plural = Orcas
inuit-card-seal = Foca
    .gender = feminine
    .plural = Focas
inuit-card-initiation = Rito de Iniciación
    .gender = masculine
    .plural = Ritos de Iniciación
inuit-card-fertile-game = Rito de la Caza Fértil
    .gender = masculine
    .plural = Ritos de la Caza Fértil
inuit-card-sacrifice = Rito del Sacrificio
    .gender = masculine
    .plural = Ritos del Sacrificio
inuit-card-clear-sight = Rito de la Vista Clara
    .gender = masculine
    .plural = Ritos de la Vista Clara
inuit-card-inspiration = Rito de la Inspiración
    .gender = masculine
    .plural = Ritos de la Inspiración
inuit-card-spirit-power = Espíritu de Poder
    .gender = masculine
    .plural = Espíritus de Poder
inuit-card-spirit-bear = Espíritu del Gran Oso
    .gender = masculine
    .plural = Espíritus del Gran Oso
inuit-card-spirit-sea = Espíritu del Mar Profundo
    .gender = masculine
    .plural = Espíritus del Mar Profundo
inuit-card-spirit-ice = Espíritu del Hielo Marino
    .gender = masculine
    .plural = Espíritus del Hielo Marino
inuit-card-spirit-ancestors = Espíritu de los Ancestros
    .gender = masculine
    .plural = Espíritus de los Ancestros
inuit-card-spirit-wind = Espíritu del Viento
    .gender = masculine
    .plural = Espíritus del Viento
inuit-card-spirit-hearth = Espíritu del Hogar
    .gender = masculine
    .plural = Espíritus del Hogar

## tribes

inuit-tribe-caribou = Caribú
inuit-tribe-raven = Cuervo
inuit-tribe-narwhal = Narval
inuit-tribe-fox = Zorro

## professions: the name (a menu, the board: "Hunter", $n of them) and the word a
## sentence uses ("your hunters")

inuit-profession-elder = { $n ->
        [one] Anciano
       *[other] Ancianos
    }
    .gender = masculine
inuit-profession-shaman = { $n ->
        [one] Chamán
       *[other] Chamanes
    }
    .gender = masculine
inuit-profession-warrior = { $n ->
        [one] Guerrero
       *[other] Guerreros
    }
    .gender = masculine
inuit-profession-whaler = { $n ->
        [one] Ballenero
       *[other] Balleneros
    }
    .gender = masculine
inuit-profession-bear-hunter = { $n ->
        [one] Cazador de osos
       *[other] Cazadores de osos
    }
    .gender = masculine
inuit-profession-seal-trapper = { $n ->
        [one] Cazador de focas
       *[other] Cazadores de focas
    }
    .gender = masculine
inuit-profession-scout = { $n ->
        [one] Explorador
       *[other] Exploradores
    }
    .gender = masculine
inuit-prof-word-elder = { $n ->
        [one] anciano
       *[other] ancianos
    }
    .gender = masculine
inuit-prof-word-shaman = { $n ->
        [one] chamán
       *[other] chamanes
    }
    .gender = masculine
inuit-prof-word-warrior = { $n ->
        [one] guerrero
       *[other] guerreros
    }
    .gender = masculine
inuit-prof-word-whaler = { $n ->
        [one] ballenero
       *[other] balleneros
    }
    .gender = masculine
inuit-prof-word-bear-hunter = { $n ->
        [one] cazador de osos
       *[other] cazadores de osos
    }
    .gender = masculine
inuit-prof-word-seal-trapper = { $n ->
        [one] cazador de focas
       *[other] cazadores de focas
    }
    .gender = masculine
inuit-prof-word-scout = { $n ->
        [one] explorador
       *[other] exploradores
    }
    .gender = masculine

## the theme's words

inuit-word-area = Gran Blanco
    .gender = masculine
    .the = el Gran Blanco
    .in = en el Gran Blanco
    .to = al Gran Blanco
    .from = del Gran Blanco
inuit-word-end-card = Noche Polar
    .gender = feminine
inuit-word-native = { $n ->
        [one] inuit
       *[other] inuit
    }
    .gender = masculine
inuit-word-tribe = { $n ->
        [one] aldea
       *[other] aldeas
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
        [one] espíritu
       *[other] espíritus
    }
    .gender = masculine
inuit-word-food = { $n ->
        [one] carta de juego
       *[other] cartas de juego
    }
    .gender = feminine
inuit-word-profession = { $n ->
        [one] ocupación
       *[other] ocupaciones
    }
    .gender = feminine
    .a = una ocupación
