# Natives' words (data/natives.toml): card, season card, profession and tribe names and the
# theme's words, as messages (bot/rules/prairie_theme.py: card_msg, season_text_msg,
# profession_msg, profession_word_msg, tribe_msg, word_msg). The shared prairie sentences
# (prairie.ftl) take them as arguments. English reads the data's names.
# $n: how many (a profession's or a word's plural).

## cards (every kind of every expansion, and the season cards)

natives-card-man-bear = Bear man
natives-card-man-eagle = Eagle man
natives-card-man-wolf = Wolf man
natives-card-man-turtle = Turtle man
natives-card-woman-bear-eagle = Bear-Eagle woman
natives-card-woman-bear-wolf = Bear-Wolf woman
natives-card-woman-bear-turtle = Bear-Turtle woman
natives-card-woman-eagle-wolf = Eagle-Wolf woman
natives-card-woman-eagle-turtle = Eagle-Turtle woman
natives-card-woman-wolf-turtle = Wolf-Turtle woman
natives-card-big-brother = Elder Big Brother
natives-card-rattlesnake = Shaman Rattlesnake
natives-card-angry-club = Warrior Angry Club
natives-card-keen-little-finger = Hunter Keen Little Finger
natives-card-sharp-eye = Fisherman Sharp Eye
natives-card-giant-corn-cob = Farmer Giant Corn Cob
natives-card-quick-hand = Scout Quick Hand
natives-card-big-merrymaker = Big Merrymaker
natives-card-ah-and-oh = Brothers Ah and Oh
natives-card-stranger = Stranger
natives-card-bison = Bison
natives-card-salmon = Salmon
natives-card-corn = Corn
natives-card-big-corn = Giant Corn
natives-card-big-bison = Giant Bison
natives-card-big-salmon = Giant Salmon
natives-card-ancestor-summoning = Ancestor Summoning
natives-card-rain-calling = Rain-Calling
natives-card-sacrifice = Sacrifice
natives-card-clear-sight = Clear-Sight
natives-card-clear-sky = Clear-Sky
natives-card-knowledge = Knowledge
natives-card-totem-strength = Totem of Strength
natives-card-totem-land = Totem of the Land
natives-card-totem-water = Totem of the Water
natives-card-totem-air = Totem of the Air
natives-card-totem-council = Totem of the Council
natives-card-totem-pathfinder = Totem of the Pathfinder
natives-card-totem-tribe = Totem of the Tribe
natives-card-totem-malice = Totem of Malice
natives-card-totem-stranger = Totem of the Stranger
natives-card-war-peace-bear = War and Peace: Bear
natives-card-war-peace-eagle = War and Peace: Eagle
natives-card-war-peace-wolf = War and Peace: Wolf
natives-card-war-peace-turtle = War and Peace: Turtle
natives-card-summer-has-come = Summer Has Come
natives-card-autumn-has-come = Autumn Has Come
natives-card-spring-bountiful = Spring Bountiful
natives-card-spring-red = Spring Red
natives-card-spring-kind = Spring Kind
natives-card-summer-hospitable = Summer Hospitable
natives-card-summer-of-change = Summer of Change
natives-card-summer-of-prayers = Summer of Prayers
natives-card-autumn-windy = Autumn Windy
natives-card-autumn-harvest = Autumn Harvest
natives-card-autumn-wrath-of-the-gods = Autumn Wrath of the Gods

## what a season card does

natives-season-text-spring-bountiful = Phase 1 lays 2 cards into the prairie instead of 1.
natives-season-text-spring-red = After phase 3 you may take 1 native from the prairie and place it under a profession.
natives-season-text-spring-kind = Instead of phase 3 you may take any 2 cards from the prairie (never 2 big food).
natives-season-text-summer-hospitable = After phase 3 you may take 1 food card from the prairie (one big food a turn at most).
natives-season-text-summer-of-change = Before phase 1 you may move one native of your tribe to another profession.
natives-season-text-summer-of-prayers = Before phase 1 you may take a ritual (not Clear-Sky) from the prairie and play it.
natives-season-text-autumn-windy = After phase 3 discard one of your food cards or take a curse token (-2).
natives-season-text-autumn-harvest = After phase 3 you may lay exactly 3 cards from the deck into the prairie and take one food card among them (one big food a turn at most).
natives-season-text-autumn-wrath-of-the-gods = After phase 3 discard one of your scalps or take a curse token (-2).

## tribes

natives-tribe-bear = Bear
natives-tribe-eagle = Eagle
natives-tribe-wolf = Wolf
natives-tribe-turtle = Turtle

## professions: the name (a menu, the board: "Hunter", $n of them) and the word a
## sentence uses ("your hunters")

natives-profession-elder = { $n ->
        [one] Elder
       *[other] Elders
    }
natives-profession-shaman = { $n ->
        [one] Shaman
       *[other] Shamans
    }
natives-profession-warrior = { $n ->
        [one] Warrior
       *[other] Warriors
    }
natives-profession-hunter = { $n ->
        [one] Hunter
       *[other] Hunters
    }
natives-profession-fisherman = { $n ->
        [one] Fisherman
       *[other] Fishermen
    }
natives-profession-farmer = { $n ->
        [one] Farmer
       *[other] Farmers
    }
natives-profession-scout = { $n ->
        [one] Scout
       *[other] Scouts
    }
natives-prof-word-elder = { $n ->
        [one] elder
       *[other] elders
    }
natives-prof-word-shaman = { $n ->
        [one] shaman
       *[other] shamans
    }
natives-prof-word-warrior = { $n ->
        [one] warrior
       *[other] warriors
    }
natives-prof-word-hunter = { $n ->
        [one] hunter
       *[other] hunters
    }
natives-prof-word-fisherman = { $n ->
        [one] fisherman
       *[other] fishermen
    }
natives-prof-word-farmer = { $n ->
        [one] farmer
       *[other] farmers
    }
natives-prof-word-scout = { $n ->
        [one] scout
       *[other] scouts
    }

## the theme's words

natives-word-area = prairie
natives-word-end-card = Winter Is Coming
natives-word-native = { $n ->
        [one] native
       *[other] natives
    }
natives-word-tribe = { $n ->
        [one] tribe
       *[other] tribes
    }
natives-word-scalp = { $n ->
        [one] scalp
       *[other] scalps
    }
natives-word-ritual = { $n ->
        [one] ritual
       *[other] rituals
    }
natives-word-totem = { $n ->
        [one] totem
       *[other] totems
    }
natives-word-food = { $n ->
        [one] food card
       *[other] food cards
    }
natives-word-profession = { $n ->
        [one] profession
       *[other] professions
    }
    .a = a profession
