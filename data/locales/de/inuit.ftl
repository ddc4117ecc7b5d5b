# Die Wörter von Inuit (data/inuit.toml): Karten, Jahreszeiten, Berufe, Stämme und die
# Wörter des Themas. Attribute: .gender (masculine, feminine, neuter), .plural, .dative, .definite (nach
# bestimmtem Artikel oder Possessiv: „die Ältesten“, „deine Ältesten“).

## cards (every kind of every expansion, and the season cards)

inuit-card-adult-caribou = Erwachsener (Karibu)
    .gender = masculine
    .plural = Erwachsene (Karibu)
inuit-card-adult-raven = Erwachsener (Rabe)
    .gender = masculine
    .plural = Erwachsene (Rabe)
inuit-card-adult-narwhal = Erwachsener (Narwal)
    .gender = masculine
    .plural = Erwachsene (Narwal)
inuit-card-adult-fox = Erwachsener (Fuchs)
    .gender = masculine
    .plural = Erwachsene (Fuchs)
inuit-card-child-caribou-raven = Kind (Karibu-Rabe)
    .gender = neuter
    .plural = Kinder (Karibu-Rabe)
inuit-card-child-caribou-narwhal = Kind (Karibu-Narwal)
    .gender = neuter
    .plural = Kinder (Karibu-Narwal)
inuit-card-child-caribou-fox = Kind (Karibu-Fuchs)
    .gender = neuter
    .plural = Kinder (Karibu-Fuchs)
inuit-card-child-raven-narwhal = Kind (Rabe-Narwal)
    .gender = neuter
    .plural = Kinder (Rabe-Narwal)
inuit-card-child-raven-fox = Kind (Rabe-Fuchs)
    .gender = neuter
    .plural = Kinder (Rabe-Fuchs)
inuit-card-child-narwhal-fox = Kind (Narwal-Fuchs)
    .gender = neuter
    .plural = Kinder (Narwal-Fuchs)
inuit-card-polar-bear = Eisbär
    .gender = masculine
    .plural = Eisbären
inuit-card-orca = Orca
    .gender = masculine
    .plural = Orcas
inuit-card-seal = Robbe
    .gender = feminine
    .plural = Robben
inuit-card-initiation = Initiationsritus
    .gender = masculine
    .plural = Initiationsriten
inuit-card-fertile-game = Ritus des Fruchtbaren Wildes
    .gender = masculine
    .plural = Riten des Fruchtbaren Wildes
inuit-card-sacrifice = Opferritus
    .gender = masculine
    .plural = Opferriten
inuit-card-clear-sight = Ritus des Klaren Blicks
    .gender = masculine
    .plural = Riten des Klaren Blicks
inuit-card-inspiration = Ritus der Eingebung
    .gender = masculine
    .plural = Riten der Eingebung
inuit-card-spirit-power = Geist der Macht
    .gender = masculine
    .plural = Geister der Macht
inuit-card-spirit-bear = Geist des Großen Bären
    .gender = masculine
    .plural = Geister des Großen Bären
inuit-card-spirit-sea = Geist der Tiefsee
    .gender = masculine
    .plural = Geister der Tiefsee
inuit-card-spirit-ice = Geist des Meereises
    .gender = masculine
    .plural = Geister des Meereises
inuit-card-spirit-ancestors = Geist der Ahnen
    .gender = masculine
    .plural = Geister der Ahnen
inuit-card-spirit-wind = Geist des Windes
    .gender = masculine
    .plural = Geister des Windes
inuit-card-spirit-hearth = Geist des Herdes
    .gender = masculine
    .plural = Geister des Herdes

## tribes

inuit-tribe-caribou = Karibu
inuit-tribe-raven = Rabe
inuit-tribe-narwhal = Narwal
inuit-tribe-fox = Fuchs

## professions: the name (a menu, the board: "Hunter", $n of them) and the word a
## sentence uses ("your hunters")

inuit-profession-elder = { $n ->
        [one] Ältester
       *[other] Älteste
    }
    .gender = masculine
inuit-profession-shaman = { $n ->
        [one] Schamane
       *[other] Schamanen
    }
    .gender = masculine
inuit-profession-warrior = { $n ->
        [one] Krieger
       *[other] Krieger
    }
    .gender = masculine
inuit-profession-whaler = { $n ->
        [one] Walfänger
       *[other] Walfänger
    }
    .gender = masculine
inuit-profession-bear-hunter = { $n ->
        [one] Bärenjäger
       *[other] Bärenjäger
    }
    .gender = masculine
inuit-profession-seal-trapper = { $n ->
        [one] Robbenfänger
       *[other] Robbenfänger
    }
    .gender = masculine
inuit-profession-scout = { $n ->
        [one] Späher
       *[other] Späher
    }
    .gender = masculine
inuit-prof-word-elder = { $n ->
        [one] Ältester
       *[other] Älteste
    }
    .gender = masculine
    .definite = { $n ->
        [one] Älteste
       *[other] Ältesten
    }
    .dative = { $n ->
        [one] Ältesten
       *[other] Ältesten
    }
inuit-prof-word-shaman = { $n ->
        [one] Schamane
       *[other] Schamanen
    }
    .gender = masculine
    .definite = { $n ->
        [one] Schamane
       *[other] Schamanen
    }
    .dative = { $n ->
        [one] Schamane
       *[other] Schamanen
    }
inuit-prof-word-warrior = { $n ->
        [one] Krieger
       *[other] Krieger
    }
    .gender = masculine
    .definite = { $n ->
        [one] Krieger
       *[other] Krieger
    }
    .dative = { $n ->
        [one] Krieger
       *[other] Kriegern
    }
inuit-prof-word-whaler = { $n ->
        [one] Walfänger
       *[other] Walfänger
    }
    .gender = masculine
    .definite = { $n ->
        [one] Walfänger
       *[other] Walfänger
    }
    .dative = { $n ->
        [one] Walfänger
       *[other] Walfängern
    }
inuit-prof-word-bear-hunter = { $n ->
        [one] Bärenjäger
       *[other] Bärenjäger
    }
    .gender = masculine
    .definite = { $n ->
        [one] Bärenjäger
       *[other] Bärenjäger
    }
    .dative = { $n ->
        [one] Bärenjäger
       *[other] Bärenjägern
    }
inuit-prof-word-seal-trapper = { $n ->
        [one] Robbenfänger
       *[other] Robbenfänger
    }
    .gender = masculine
    .definite = { $n ->
        [one] Robbenfänger
       *[other] Robbenfänger
    }
    .dative = { $n ->
        [one] Robbenfänger
       *[other] Robbenfängern
    }
inuit-prof-word-scout = { $n ->
        [one] Späher
       *[other] Späher
    }
    .gender = masculine
    .definite = { $n ->
        [one] Späher
       *[other] Späher
    }
    .dative = { $n ->
        [one] Späher
       *[other] Spähern
    }

## the theme's words

inuit-word-area = Großes Weiß
    .gender = neuter
    .the = das Große Weiß
    .in = im Großen Weiß
    .to = ins Große Weiß
    .from = aus dem Großen Weiß
inuit-word-end-card = Polarnacht
    .gender = feminine
inuit-word-native = { $n ->
        [one] Inuk
       *[other] Inuit
    }
    .gender = masculine
inuit-word-tribe = { $n ->
        [one] Dorf
       *[other] Dörfer
    }
    .gender = neuter
inuit-word-scalp = { $n ->
        [one] Waffe
       *[other] Waffen
    }
    .gender = feminine
inuit-word-ritual = { $n ->
        [one] Ritus
       *[other] Riten
    }
    .gender = masculine
inuit-word-totem = { $n ->
        [one] Geist
       *[other] Geister
    }
    .gender = masculine
inuit-word-food = { $n ->
        [one] Wildkarte
       *[other] Wildkarten
    }
    .gender = feminine
inuit-word-profession = { $n ->
        [one] Tätigkeit
       *[other] Tätigkeiten
    }
    .gender = feminine
    .a = eine Tätigkeit
