# Inuit' words (data/inuit.toml): card, season card, profession and tribe names and the
# theme's words, as messages (bot/rules/prairie_theme.py: card_msg, season_text_msg,
# profession_msg, profession_word_msg, tribe_msg, word_msg). The shared prairie sentences
# (prairie.ftl) take them as arguments. English reads the data's names.
# $n: how many (a profession's or a word's plural).

## cards (every kind of every expansion, and the season cards)

inuit-card-adult-caribou = Caribou adult
inuit-card-adult-raven = Raven adult
inuit-card-adult-narwhal = Narwhal adult
inuit-card-adult-fox = Fox adult
inuit-card-child-caribou-raven = Caribou-Raven child
inuit-card-child-caribou-narwhal = Caribou-Narwhal child
inuit-card-child-caribou-fox = Caribou-Fox child
inuit-card-child-raven-narwhal = Raven-Narwhal child
inuit-card-child-raven-fox = Raven-Fox child
inuit-card-child-narwhal-fox = Narwhal-Fox child
inuit-card-polar-bear = Polar Bear
inuit-card-orca = Orca
inuit-card-seal = Seal
inuit-card-initiation = Rite of Initiation
inuit-card-fertile-game = Rite of the Fertile Game
inuit-card-sacrifice = Rite of Sacrifice
inuit-card-clear-sight = Rite of Clear Sight
inuit-card-inspiration = Rite of Inspiration
inuit-card-spirit-power = Spirit of Power
inuit-card-spirit-bear = Spirit of the Great Bear
inuit-card-spirit-sea = Spirit of the Deep Sea
inuit-card-spirit-ice = Spirit of the Sea Ice
inuit-card-spirit-ancestors = Spirit of the Ancestors
inuit-card-spirit-wind = Spirit of the Wind
inuit-card-spirit-hearth = Spirit of the Hearth

## tribes

inuit-tribe-caribou = Caribou
inuit-tribe-raven = Raven
inuit-tribe-narwhal = Narwhal
inuit-tribe-fox = Fox

## professions: the name (a menu, the board: "Hunter", $n of them) and the word a
## sentence uses ("your hunters")

inuit-profession-elder = { $n ->
        [one] Elder
       *[other] Elders
    }
inuit-profession-shaman = { $n ->
        [one] Shaman
       *[other] Shamans
    }
inuit-profession-warrior = { $n ->
        [one] Warrior
       *[other] Warriors
    }
inuit-profession-whaler = { $n ->
        [one] Whaler
       *[other] Whalers
    }
inuit-profession-bear-hunter = { $n ->
        [one] Bear Hunter
       *[other] Bear Hunters
    }
inuit-profession-seal-trapper = { $n ->
        [one] Seal Trapper
       *[other] Seal Trappers
    }
inuit-profession-scout = { $n ->
        [one] Scout
       *[other] Scouts
    }
inuit-prof-word-elder = { $n ->
        [one] elder
       *[other] elders
    }
inuit-prof-word-shaman = { $n ->
        [one] shaman
       *[other] shamans
    }
inuit-prof-word-warrior = { $n ->
        [one] warrior
       *[other] warriors
    }
inuit-prof-word-whaler = { $n ->
        [one] whaler
       *[other] whalers
    }
inuit-prof-word-bear-hunter = { $n ->
        [one] bear hunter
       *[other] bear hunters
    }
inuit-prof-word-seal-trapper = { $n ->
        [one] seal trapper
       *[other] seal trappers
    }
inuit-prof-word-scout = { $n ->
        [one] scout
       *[other] scouts
    }

## the theme's words

inuit-word-area = Great White
inuit-word-end-card = Polar Nightfall
inuit-word-native = { $n ->
        [one] Inuk
       *[other] Inuit
    }
inuit-word-tribe = { $n ->
        [one] village
       *[other] villages
    }
inuit-word-scalp = { $n ->
        [one] weapon
       *[other] weapons
    }
inuit-word-ritual = { $n ->
        [one] rite
       *[other] rites
    }
inuit-word-totem = { $n ->
        [one] spirit
       *[other] spirits
    }
inuit-word-food = { $n ->
        [one] game card
       *[other] game cards
    }
inuit-word-profession = { $n ->
        [one] occupation
       *[other] occupations
    }
    .a = an occupation
