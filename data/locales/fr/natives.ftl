# Les mots de Natives (data/natives.toml) : cartes, saisons, professions, tribus et mots du
# thème. Attributs : .gender (masculine, feminine), .plural ; lus par prairie.ftl.

## cards (every kind of every expansion, and the season cards)

natives-card-man-bear = homme Ours
    .gender = masculine
    .plural = hommes Ours
natives-card-man-eagle = homme Aigle
    .gender = masculine
    .plural = hommes Aigle
natives-card-man-wolf = homme Loup
    .gender = masculine
    .plural = hommes Loup
natives-card-man-turtle = homme Tortue
    .gender = masculine
    .plural = hommes Tortue
natives-card-woman-bear-eagle = femme Ours-Aigle
    .gender = feminine
    .plural = femmes Ours-Aigle
natives-card-woman-bear-wolf = femme Ours-Loup
    .gender = feminine
    .plural = femmes Ours-Loup
natives-card-woman-bear-turtle = femme Ours-Tortue
    .gender = feminine
    .plural = femmes Ours-Tortue
natives-card-woman-eagle-wolf = femme Aigle-Loup
    .gender = feminine
    .plural = femmes Aigle-Loup
natives-card-woman-eagle-turtle = femme Aigle-Tortue
    .gender = feminine
    .plural = femmes Aigle-Tortue
natives-card-woman-wolf-turtle = femme Loup-Tortue
    .gender = feminine
    .plural = femmes Loup-Tortue
natives-card-big-brother = Ancien Grand Frère
    .gender = masculine
    .plural = Ancien Grand Frère
natives-card-rattlesnake = Chamane Serpent à Sonnette
    .gender = masculine
    .plural = Chamane Serpent à Sonnette
natives-card-angry-club = Guerrier Massue Furieuse
    .gender = masculine
    .plural = Guerrier Massue Furieuse
natives-card-keen-little-finger = Chasseur Petit Doigt Vif
    .gender = masculine
    .plural = Chasseur Petit Doigt Vif
natives-card-sharp-eye = Pêcheur Œil Perçant
    .gender = masculine
    .plural = Pêcheur Œil Perçant
natives-card-giant-corn-cob = Cultivateur Épi Géant
    .gender = masculine
    .plural = Cultivateur Épi Géant
natives-card-quick-hand = Éclaireur Main Leste
    .gender = masculine
    .plural = Éclaireur Main Leste
natives-card-big-merrymaker = Grand Fêtard
    .gender = masculine
    .plural = Grand Fêtard
natives-card-ah-and-oh = Frères Ah et Oh
    .gender = masculine
    .plural = Frères Ah et Oh
natives-card-stranger = Étranger
    .gender = masculine
    .plural = Étrangers
natives-card-bison = Bison
    .gender = masculine
    .plural = Bisons
natives-card-salmon = Saumon
    .gender = masculine
    .plural = Saumons
natives-card-corn = Maïs
    .gender = masculine
    .plural = Maïs
natives-card-big-corn = Maïs Géant
    .gender = masculine
    .plural = Maïs Géants
natives-card-big-bison = Bison Géant
    .gender = masculine
    .plural = Bisons Géants
natives-card-big-salmon = Saumon Géant
    .gender = masculine
    .plural = Saumons Géants
natives-card-ancestor-summoning = Invocation des Ancêtres
    .gender = feminine
    .plural = Invocations des Ancêtres
natives-card-rain-calling = Appel de la Pluie
    .gender = masculine
    .plural = Appels de la Pluie
natives-card-sacrifice = Sacrifice
    .gender = masculine
    .plural = Sacrifices
natives-card-clear-sight = Clairvoyance
    .gender = feminine
    .plural = Clairvoyances
natives-card-clear-sky = Ciel Dégagé
    .gender = masculine
    .plural = Ciels Dégagés
natives-card-knowledge = Connaissance
    .gender = feminine
    .plural = Connaissances
natives-card-totem-strength = Totem de la Force
    .gender = masculine
    .plural = Totems de la Force
natives-card-totem-land = Totem de la Terre
    .gender = masculine
    .plural = Totems de la Terre
natives-card-totem-water = Totem de l’Eau
    .gender = masculine
    .plural = Totems de l’Eau
natives-card-totem-air = Totem de l’Air
    .gender = masculine
    .plural = Totems de l’Air
natives-card-totem-council = Totem du Conseil
    .gender = masculine
    .plural = Totems du Conseil
natives-card-totem-pathfinder = Totem du Pisteur
    .gender = masculine
    .plural = Totems du Pisteur
natives-card-totem-tribe = Totem de la Tribu
    .gender = masculine
    .plural = Totems de la Tribu
natives-card-totem-malice = Totem de la Malice
    .gender = masculine
    .plural = Totems de la Malice
natives-card-totem-stranger = Totem de l’Étranger
    .gender = masculine
    .plural = Totems de l’Étranger
natives-card-war-peace-bear = Guerre et Paix : Ours
    .gender = feminine
    .plural = Guerre et Paix : Ours
natives-card-war-peace-eagle = Guerre et Paix : Aigle
    .gender = feminine
    .plural = Guerre et Paix : Aigle
natives-card-war-peace-wolf = Guerre et Paix : Loup
    .gender = feminine
    .plural = Guerre et Paix : Loup
natives-card-war-peace-turtle = Guerre et Paix : Tortue
    .gender = feminine
    .plural = Guerre et Paix : Tortue
natives-card-summer-has-come = L’Été Est Arrivé
    .gender = masculine
    .plural = L’Été Est Arrivé
natives-card-autumn-has-come = L’Automne Est Arrivé
    .gender = masculine
    .plural = L’Automne Est Arrivé
natives-card-spring-bountiful = Printemps Généreux
    .gender = masculine
    .plural = Printemps Généreux
natives-card-spring-red = Printemps Rouge
    .gender = masculine
    .plural = Printemps Rouge
natives-card-spring-kind = Printemps Bienveillant
    .gender = masculine
    .plural = Printemps Bienveillant
natives-card-summer-hospitable = Été Hospitalier
    .gender = masculine
    .plural = Été Hospitalier
natives-card-summer-of-change = Été du Changement
    .gender = masculine
    .plural = Été du Changement
natives-card-summer-of-prayers = Été des Prières
    .gender = masculine
    .plural = Été des Prières
natives-card-autumn-windy = Automne Venteux
    .gender = masculine
    .plural = Automne Venteux
natives-card-autumn-harvest = Automne des Récoltes
    .gender = masculine
    .plural = Automne des Récoltes
natives-card-autumn-wrath-of-the-gods = Automne de la Colère des Dieux
    .gender = masculine
    .plural = Automne de la Colère des Dieux

## what a season card does

natives-season-text-spring-bountiful = La phase 1 révèle 2 cartes dans la prairie au lieu d’une.
natives-season-text-spring-red = Après la phase 3, tu peux prendre 1 autochtone de la prairie et le placer sous une profession.
natives-season-text-spring-kind = Au lieu de la phase 3, tu peux prendre 2 cartes au choix dans la prairie (jamais 2 grandes nourritures).
natives-season-text-summer-hospitable = Après la phase 3, tu peux prendre 1 carte de nourriture dans la prairie (une grande nourriture par tour au plus).
natives-season-text-summer-of-change = Avant la phase 1, tu peux déplacer un autochtone de ta tribu vers une autre profession.
natives-season-text-summer-of-prayers = Avant la phase 1, tu peux prendre un rituel (pas Ciel Dégagé) dans la prairie et le jouer.
natives-season-text-autumn-windy = Après la phase 3, défausse une de tes cartes de nourriture ou prends un jeton de malédiction (-2).
natives-season-text-autumn-harvest = Après la phase 3, tu peux révéler exactement 3 cartes de la pioche dans la prairie et prendre une carte de nourriture parmi elles (une grande nourriture par tour au plus).
natives-season-text-autumn-wrath-of-the-gods = Après la phase 3, défausse un de tes scalps ou prends un jeton de malédiction (-2).

## tribes

natives-tribe-bear = Ours
natives-tribe-eagle = Aigle
natives-tribe-wolf = Loup
natives-tribe-turtle = Tortue

## professions: the name (a menu, the board: "Hunter", $n of them) and the word a
## sentence uses ("your hunters")

natives-profession-elder = { $n ->
        [one] Ancien
       *[other] Anciens
    }
    .gender = masculine
natives-profession-shaman = { $n ->
        [one] Chamane
       *[other] Chamanes
    }
    .gender = masculine
natives-profession-warrior = { $n ->
        [one] Guerrier
       *[other] Guerriers
    }
    .gender = masculine
natives-profession-hunter = { $n ->
        [one] Chasseur
       *[other] Chasseurs
    }
    .gender = masculine
natives-profession-fisherman = { $n ->
        [one] Pêcheur
       *[other] Pêcheurs
    }
    .gender = masculine
natives-profession-farmer = { $n ->
        [one] Cultivateur
       *[other] Cultivateurs
    }
    .gender = masculine
natives-profession-scout = { $n ->
        [one] Éclaireur
       *[other] Éclaireurs
    }
    .gender = masculine
natives-prof-word-elder = { $n ->
        [one] ancien
       *[other] anciens
    }
    .gender = masculine
natives-prof-word-shaman = { $n ->
        [one] chamane
       *[other] chamanes
    }
    .gender = masculine
natives-prof-word-warrior = { $n ->
        [one] guerrier
       *[other] guerriers
    }
    .gender = masculine
natives-prof-word-hunter = { $n ->
        [one] chasseur
       *[other] chasseurs
    }
    .gender = masculine
natives-prof-word-fisherman = { $n ->
        [one] pêcheur
       *[other] pêcheurs
    }
    .gender = masculine
natives-prof-word-farmer = { $n ->
        [one] cultivateur
       *[other] cultivateurs
    }
    .gender = masculine
natives-prof-word-scout = { $n ->
        [one] éclaireur
       *[other] éclaireurs
    }
    .gender = masculine

## the theme's words

natives-word-area = prairie
    .gender = feminine
    .the = la prairie
    .in = dans la prairie
    .to = dans la prairie
    .from = de la prairie
natives-word-end-card = L’Hiver Arrive
    .gender = feminine
natives-word-native = { $n ->
        [one] autochtone
       *[other] autochtones
    }
    .gender = masculine
natives-word-tribe = { $n ->
        [one] tribu
       *[other] tribus
    }
    .gender = feminine
natives-word-scalp = { $n ->
        [one] scalp
       *[other] scalps
    }
    .gender = masculine
natives-word-ritual = { $n ->
        [one] rituel
       *[other] rituels
    }
    .gender = masculine
natives-word-totem = { $n ->
        [one] totem
       *[other] totems
    }
    .gender = masculine
natives-word-food = { $n ->
        [one] carte de nourriture
       *[other] cartes de nourriture
    }
    .gender = feminine
natives-word-profession = { $n ->
        [one] profession
       *[other] professions
    }
    .gender = feminine
    .a = une profession
