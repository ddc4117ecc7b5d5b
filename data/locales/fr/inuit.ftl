# Les mots de Inuit (data/inuit.toml) : cartes, saisons, professions, tribus et mots du
# thème. Attributs : .gender (masculine, feminine), .plural ; lus par prairie.ftl.

## cards (every kind of every expansion, and the season cards)

inuit-card-adult-caribou = adulte Caribou
    .gender = masculine
    .plural = adultes Caribou
inuit-card-adult-raven = adulte Corbeau
    .gender = masculine
    .plural = adultes Corbeau
inuit-card-adult-narwhal = adulte Narval
    .gender = masculine
    .plural = adultes Narval
inuit-card-adult-fox = adulte Renard
    .gender = masculine
    .plural = adultes Renard
inuit-card-child-caribou-raven = enfant Caribou-Corbeau
    .gender = masculine
    .plural = enfants Caribou-Corbeau
inuit-card-child-caribou-narwhal = enfant Caribou-Narval
    .gender = masculine
    .plural = enfants Caribou-Narval
inuit-card-child-caribou-fox = enfant Caribou-Renard
    .gender = masculine
    .plural = enfants Caribou-Renard
inuit-card-child-raven-narwhal = enfant Corbeau-Narval
    .gender = masculine
    .plural = enfants Corbeau-Narval
inuit-card-child-raven-fox = enfant Corbeau-Renard
    .gender = masculine
    .plural = enfants Corbeau-Renard
inuit-card-child-narwhal-fox = enfant Narval-Renard
    .gender = masculine
    .plural = enfants Narval-Renard
inuit-card-polar-bear = Ours Polaire
    .gender = masculine
    .plural = Ours Polaires
inuit-card-orca = Orque
    .gender = feminine
    .plural = Orques
inuit-card-seal = Phoque
    .gender = masculine
    .plural = Phoques
inuit-card-initiation = Rite d’Initiation
    .gender = masculine
    .plural = Rites d’Initiation
inuit-card-fertile-game = Rite du Gibier Fertile
    .gender = masculine
    .plural = Rites du Gibier Fertile
inuit-card-sacrifice = Rite du Sacrifice
    .gender = masculine
    .plural = Rites du Sacrifice
inuit-card-clear-sight = Rite de la Vue Claire
    .gender = masculine
    .plural = Rites de la Vue Claire
inuit-card-inspiration = Rite de l’Inspiration
    .gender = masculine
    .plural = Rites de l’Inspiration
inuit-card-spirit-power = Esprit de la Puissance
    .gender = masculine
    .plural = Esprits de la Puissance
inuit-card-spirit-bear = Esprit du Grand Ours
    .gender = masculine
    .plural = Esprits du Grand Ours
inuit-card-spirit-sea = Esprit de la Mer Profonde
    .gender = masculine
    .plural = Esprits de la Mer Profonde
inuit-card-spirit-ice = Esprit de la Banquise
    .gender = masculine
    .plural = Esprits de la Banquise
inuit-card-spirit-ancestors = Esprit des Ancêtres
    .gender = masculine
    .plural = Esprits des Ancêtres
inuit-card-spirit-wind = Esprit du Vent
    .gender = masculine
    .plural = Esprits du Vent
inuit-card-spirit-hearth = Esprit du Foyer
    .gender = masculine
    .plural = Esprits du Foyer

## tribes

inuit-tribe-caribou = Caribou
inuit-tribe-raven = Corbeau
inuit-tribe-narwhal = Narval
inuit-tribe-fox = Renard

## professions: the name (a menu, the board: "Hunter", $n of them) and the word a
## sentence uses ("your hunters")

inuit-profession-elder = { $n ->
        [one] Ancien
       *[other] Anciens
    }
    .gender = masculine
inuit-profession-shaman = { $n ->
        [one] Chamane
       *[other] Chamanes
    }
    .gender = masculine
inuit-profession-warrior = { $n ->
        [one] Guerrier
       *[other] Guerriers
    }
    .gender = masculine
inuit-profession-whaler = { $n ->
        [one] Baleinier
       *[other] Baleiniers
    }
    .gender = masculine
inuit-profession-bear-hunter = { $n ->
        [one] Chasseur d’ours
       *[other] Chasseurs d’ours
    }
    .gender = masculine
inuit-profession-seal-trapper = { $n ->
        [one] Chasseur de phoques
       *[other] Chasseurs de phoques
    }
    .gender = masculine
inuit-profession-scout = { $n ->
        [one] Éclaireur
       *[other] Éclaireurs
    }
    .gender = masculine
inuit-prof-word-elder = { $n ->
        [one] ancien
       *[other] anciens
    }
    .gender = masculine
inuit-prof-word-shaman = { $n ->
        [one] chamane
       *[other] chamanes
    }
    .gender = masculine
inuit-prof-word-warrior = { $n ->
        [one] guerrier
       *[other] guerriers
    }
    .gender = masculine
inuit-prof-word-whaler = { $n ->
        [one] baleinier
       *[other] baleiniers
    }
    .gender = masculine
inuit-prof-word-bear-hunter = { $n ->
        [one] chasseur d’ours
       *[other] chasseurs d’ours
    }
    .gender = masculine
inuit-prof-word-seal-trapper = { $n ->
        [one] chasseur de phoques
       *[other] chasseurs de phoques
    }
    .gender = masculine
inuit-prof-word-scout = { $n ->
        [one] éclaireur
       *[other] éclaireurs
    }
    .gender = masculine

## the theme's words

inuit-word-area = Grand Blanc
    .gender = masculine
    .the = le Grand Blanc
    .in = dans le Grand Blanc
    .to = dans le Grand Blanc
    .from = du Grand Blanc
inuit-word-end-card = Nuit Polaire
    .gender = feminine
inuit-word-native = { $n ->
        [one] Inuk
       *[other] Inuit
    }
    .gender = masculine
inuit-word-tribe = { $n ->
        [one] village
       *[other] villages
    }
    .gender = masculine
inuit-word-scalp = { $n ->
        [one] arme
       *[other] armes
    }
    .gender = feminine
inuit-word-ritual = { $n ->
        [one] rite
       *[other] rites
    }
    .gender = masculine
inuit-word-totem = { $n ->
        [one] esprit
       *[other] esprits
    }
    .gender = masculine
inuit-word-food = { $n ->
        [one] carte de gibier
       *[other] cartes de gibier
    }
    .gender = feminine
inuit-word-profession = { $n ->
        [one] occupation
       *[other] occupations
    }
    .gender = feminine
    .a = une occupation
