# Le moteur d'Uluk (bot/rules/uluk.py), en français : ses refus et ses lignes de journal.
# $res, $raw, $product : le nom d'une ressource (.gender, .plural) ; $invention : celui d'une
# invention (.gender : masculine, feminine ou masculine-plural ; .indefinite).

## Noms : ressources, inventions, cartes des Profiteurs

uluk-res-uluk = uluk
    .capitalized = Uluk
    .gender = masculine
    .plural = uluks
    .of = d'uluk
    .partitive = de l'uluk
uluk-res-mgobu = mgobu
    .capitalized = Mgobu
    .gender = masculine
    .plural = mgobus
    .of = de mgobu
    .partitive = du mgobu
uluk-res-tlon = tlön
    .capitalized = Tlön
    .gender = masculine
    .plural = tlöns
    .of = de tlön
    .partitive = du tlön
uluk-res-zork = zork
    .capitalized = Zork
    .gender = masculine
    .plural = zorks
    .of = de zork
    .partitive = du zork
uluk-res-fnord = fnōrd
    .capitalized = Fnōrd
    .gender = masculine
    .plural = fnōrds
    .of = de fnōrd
    .partitive = du fnōrd
uluk-res-hlak = hlák
    .capitalized = Hlák
    .gender = masculine
    .plural = hláks
    .of = de hlák
    .partitive = du hlák
uluk-res-pickled-uluk = uluk mariné
    .capitalized = Uluk mariné
    .gender = masculine
    .plural = uluks marinés
    .of = d'uluk mariné
    .partitive = de l'uluk mariné
uluk-res-fermented-uluk = uluk fermenté
    .capitalized = Uluk fermenté
    .gender = masculine
    .plural = uluks fermentés
    .of = d'uluk fermenté
    .partitive = de l'uluk fermenté
uluk-res-boiled-uluk = uluk bouilli
    .capitalized = Uluk bouilli
    .gender = masculine
    .plural = uluks bouillis
    .of = d'uluk bouilli
    .partitive = de l'uluk bouilli
uluk-res-ground-mgobu = mgobu moulu
    .capitalized = Mgobu moulu
    .gender = masculine
    .plural = mgobus moulus
    .of = de mgobu moulu
    .partitive = du mgobu moulu
uluk-res-baked-mgobu = mgobu cuit
    .capitalized = Mgobu cuit
    .gender = masculine
    .plural = mgobus cuits
    .of = de mgobu cuit
    .partitive = du mgobu cuit
uluk-res-roasted-tlon = tlön rôti
    .capitalized = Tlön rôti
    .gender = masculine
    .plural = tlöns rôtis
    .of = de tlön rôti
    .partitive = du tlön rôti
uluk-res-tlon-brew = bière de tlön
    .capitalized = Bière de tlön
    .gender = feminine
    .plural = bières de tlön
    .of = de bière de tlön
    .partitive = de la bière de tlön
uluk-res-dried-zork = zork séché
    .capitalized = Zork séché
    .gender = masculine
    .plural = zorks séchés
    .of = de zork séché
    .partitive = du zork séché
uluk-res-fermented-zork = zork fermenté
    .capitalized = Zork fermenté
    .gender = masculine
    .plural = zorks fermentés
    .of = de zork fermenté
    .partitive = du zork fermenté
uluk-res-salted-fnord = fnōrd salé
    .capitalized = Fnōrd salé
    .gender = masculine
    .plural = fnōrds salés
    .of = de fnōrd salé
    .partitive = du fnōrd salé
uluk-res-smoked-hlak = hlák fumé
    .capitalized = Hlák fumé
    .gender = masculine
    .plural = hláks fumés
    .of = de hlák fumé
    .partitive = du hlák fumé
uluk-res-roasted-hlak = hlák grillé
    .capitalized = Hlák grillé
    .gender = masculine
    .plural = hláks grillés
    .of = de hlák grillé
    .partitive = du hlák grillé
uluk-amount = { $n ->
        [one] {$n} {$res}
       *[other] {$n} {$res_plural}
    }
uluk-poison-tokens = { $n ->
        [one] un jeton Poison
       *[other] {$n} jetons Poison
    }

uluk-invention-fruit-basket = Corbeille à fruits
    .gender = feminine
    .indefinite = une Corbeille à fruits
uluk-invention-pickling-jar = Bocal à conserves
    .gender = masculine
    .indefinite = un Bocal à conserves
uluk-invention-spirit-drum = Tambour des esprits
    .gender = masculine
    .indefinite = un Tambour des esprits
uluk-invention-digging-stick = Bâton à fouir
    .gender = masculine
    .indefinite = un Bâton à fouir
uluk-invention-stone-oven = Four de pierre
    .gender = masculine
    .indefinite = un Four de pierre
uluk-invention-festival-pipe = Flûte de fête
    .gender = feminine
    .indefinite = une Flûte de fête
uluk-invention-mushroom-gloves = Gants à champignons
    .gender = masculine-plural
    .indefinite = des Gants à champignons
uluk-invention-brewing-gourd = Gourde à brasser
    .gender = feminine
    .indefinite = une Gourde à brasser
uluk-invention-ancestor-mask = Masque des ancêtres
    .gender = masculine
    .indefinite = un Masque des ancêtres
uluk-invention-dance-rattle = Hochet de danse
    .gender = masculine
    .indefinite = un Hochet de danse
uluk-invention-larva-sieve = Tamis à larves
    .gender = masculine
    .indefinite = un Tamis à larves
uluk-invention-drying-rack = Séchoir
    .gender = masculine
    .indefinite = un Séchoir
uluk-invention-fermenting-pot = Pot à fermenter
    .gender = masculine
    .indefinite = un Pot à fermenter
uluk-invention-fish-net = Filet de pêche
    .gender = masculine
    .indefinite = un Filet de pêche
uluk-invention-hunting-spear = Lance de chasse
    .gender = feminine
    .indefinite = une Lance de chasse
uluk-invention-smoking-rack = Fumoir
    .gender = masculine
    .indefinite = un Fumoir

uluk-freeloader-card-hlak-hunt = Chasse au hlák
uluk-freeloader-card-fnord-hunt = Chasse au fnōrd
uluk-freeloader-card-uluk-harvest = Récolte d'uluk
uluk-freeloader-card-mgobu-harvest = Récolte de mgobu
uluk-freeloader-card-tlon-harvest = Récolte de tlön
uluk-freeloader-card-zork-harvest = Récolte de zork
uluk-freeloader-card-broken-invention = Invention cassée !
uluk-freeloader-card-shamans-advice = Conseil du Chaman
uluk-freeloader-card-prayer-to-the-patron = Prière au Patron
uluk-freeloader-card-prayer-to-the-ancient-patron = Prière au Patron ancestral
uluk-freeloader-card-new-triber = Nouveau membre !

## Mise en place et saisons

uluk-unknown-option = Option inconnue « {$option} » : Uluk n'a pas d'options.
uluk-name-freeloaders = « freeloaders » est le nom de l'adversaire du jeu solo ; choisis-en un autre.
uluk-begins = Uluk commence : {$seat} a le marqueur de Premier joueur.
uluk-season-begins = La saison {$season} sur {$seasons} commence.
uluk-monument-revealed = Le Monument {$letter} est révélé : jeton {$token} ({$res}), { $size ->
        [one] {$size} emplacement
       *[other] {$size} emplacements
    }.
uluk-why-setup-token = Jeton {$token} tiré à la mise en place
uluk-why-monument-complete = Le Monument {$letter} est complet
uluk-harvest-rises = {$why} : la récolte {$res_of} monte au niveau {$level}.
uluk-harvest-at-top = {$why} : la récolte {$res_of} est déjà au plus haut.
uluk-first-player = {$seat} a le marqueur de Premier joueur.
uluk-freeloaders-first = Les Profiteurs ont le marqueur de Premier joueur.
uluk-deck-reshuffled = La pioche d'inventions est épuisée : la défausse est mélangée.
uluk-inventions-on-offer = Inventions proposées : {$inventions}.

## Notation et étape en cours

uluk-not-an-action = « {$verb} » n'est pas une action d'Uluk ; vois la notation dans /game help.
uluk-cannot-now = Tu ne peux pas « {$verb} » maintenant : { $step ->
        [place] place un membre de ta tribu (place <emplacement>).
        [shaman] sors ton membre de la Hutte du Chaman (move <emplacement>) ou reste (stay).
        [process] transforme des ressources (process <produit> <n>) ou dis done.
       *[feed] nourris ta tribu (feed <nourriture>), reproduis-toi, célèbre, mange ou dis done.
    }
uluk-nothing-after = « {$step} » ne prend rien après lui.
uluk-no-such-resource = Aucune ressource ne s'appelle « {$given} ».
uluk-no-such-space = « {$given} » n'est pas un emplacement du plateau ; essaie uluk, uluk-processing, monument-a, workshop, shaman ou temple.

## Courses

uluk-say-where = Dis où va le membre de ta tribu : {$verb} <emplacement>.
uluk-only-poison-follows = Après « {$step} », seul « poison » peut suivre.
uluk-sickle-taken = Les trois emplacements de { $kind ->
        [hunt] chasse
       *[gather] cueillette
    } {$res_of} sont pris.
uluk-poison-hunting-only = Le Poison ne sert qu'à chasser le fnōrd et le hlák.
uluk-no-poison-left = Il ne te reste aucun jeton Poison.
uluk-poison-once-per-area = Dans une partie { $game ->
        [solo] en solo
       *[two-player] à deux joueurs
    }, tu peux utiliser un jeton Poison par zone, et tu en as déjà utilisé un pour {$res_partitive}.
uluk-sends-sickle = { $poison ->
        [yes] {$seat} envoie un membre de sa tribu { $kind ->
            [hunt] chasser
           *[gather] cueillir
        } {$res_partitive} avec un jeton Poison.
       *[no] {$seat} envoie un membre de sa tribu { $kind ->
            [hunt] chasser
           *[gather] cueillir
        } {$res_partitive}.
    }
uluk-sends-processing = {$seat} envoie un membre de sa tribu transformer {$res_partitive}.
uluk-monument-face-down = Le Monument {$letter} est encore face cachée.
uluk-monument-already-built = Le Monument {$letter} est déjà construit.
uluk-monument-full = Tous les emplacements du Monument {$letter} sont pris.
uluk-sends-monument = {$seat} envoie un membre de sa tribu au Monument {$letter} ({$filled}/{$size}).
uluk-say-which-invention = Dis quelle invention prendre : {$verb} workshop <invention>.
uluk-workshop-one = L'Atelier donne une seule invention ; n'en nomme qu'une.
uluk-no-such-invention = Aucune invention ne s'appelle « {$given} ».
uluk-workshop-not-offered = L'Atelier ne propose pas de {$invention}.
uluk-invention-owned = Tu as déjà {$invention_indefinite}.
uluk-sends-workshop = {$seat} envoie un membre de sa tribu à l'Atelier et prend { $invention_gender ->
        [feminine] la
        [masculine-plural] les
       *[masculine] le
    } {$invention}.
uluk-already-in-hut = Ton membre est déjà dans la Hutte du Chaman.
uluk-hut-taken = La Hutte du Chaman est prise.
uluk-sends-hut = {$seat} envoie un membre de sa tribu à la Hutte du Chaman : +{$points}.
uluk-sends-temple = {$seat} envoie un membre de sa tribu au Temple : +{$points}.
uluk-stays-in-hut = Le membre de {$seat} reste dans la Hutte du Chaman.
uluk-leaving-hut-bonus = Les inventions de {$seat} donnent +{$points} pour la sortie de la Hutte.

## Les Profiteurs (solo)

uluk-freeloaders-draw = Les Profiteurs tirent {$card}.
uluk-freeloaders-last-season = C'est la dernière saison : les Profiteurs tirent une autre carte à la place.
uluk-freeloaders-new-triber = Les Profiteurs auront un nouveau membre la saison prochaine.
uluk-freeloaders-full = Les Profiteurs ont déjà neuf membres.
uluk-freeloader-sickle = Un Profiteur va { $kind ->
        [hunt] chasser
       *[gather] cueillir
    } {$res_partitive}.
uluk-freeloader-workshop = Un Profiteur va à l'Atelier et casse { $invention_gender ->
        [feminine] la
        [masculine-plural] les
       *[masculine] le
    } {$invention}.
uluk-freeloader-hut = Un Profiteur va à la Hutte du Chaman.
uluk-freeloader-temple = Son emplacement n'est pas disponible : un Profiteur va au Temple.
uluk-freeloader-hut-card = Le Profiteur de la Hutte du Chaman reçoit une autre carte.
uluk-freeloader-monument = Un Profiteur va au Monument {$letter} ({$filled}/{$size}).

## Récolte et transformation

uluk-harvest-gets = Récolte : {$seat} reçoit {$got}.
uluk-harvest-nothing = Récolte : {$seat} ne reçoit rien.
uluk-no-processor-left = Il ne te reste aucun membre sur l'emplacement de transformation {$res_of}.
uluk-no-free-processing = Aucune de tes inventions ne transforme gratuitement {$res_partitive} cette saison.
uluk-free-at-most = { $invention_gender ->
        [feminine] La
        [masculine-plural] Les
       *[masculine] Le
    } {$invention} { $invention_gender ->
        [masculine-plural] transforment
       *[other] transforme
    } gratuitement au plus { $most ->
        [one] {$most} pièce
       *[other] {$most} pièces
    }.
uluk-done-processing = {$seat} a fini de transformer.
uluk-say-product = Dis quoi et combien : {$verb} <produit> <n>.
uluk-name-the-product = Nomme le produit à obtenir, pas la ressource brute ({$res}).
uluk-process-at-least-one = Transforme au moins une pièce.
uluk-no-arrow = Ton plateau de tribu n'a pas de flèche {$raw_of} vers {$product}.
uluk-only-have = { $have ->
        [0] Tu n'as pas {$res_of}.
        [one] Tu n'as que {$have} {$res}.
       *[other] Tu n'as que {$have} {$res_plural}.
    }
uluk-processing-gives-nothing = Transformer {$amount} en {$product} ne donne rien : transforme au moins deux pièces.
uluk-turns = {$seat} transforme {$amount} en {$made}.
uluk-turns-with = {$seat} transforme {$amount} en {$made} grâce { $invention_gender ->
        [feminine] à la
        [masculine-plural] aux
       *[masculine] au
    } {$invention}.

## Nourrir

uluk-cannot-feed = {$seat} ne peut pas nourrir { $n ->
        [one] {$n} membre
       *[other] {$n} membres
    } : +{$n} de Faim.
uluk-fed-every = {$seat} a nourri toute sa tribu : +{$points}.
uluk-not-a-food = {$res_capitalized} n'est pas une nourriture.
uluk-say-food = Dis quelle nourriture et combien : {$verb} <nourriture> [<n>].
uluk-say-a-number = Donne un nombre, un ou plus.
uluk-all-fed = Toute ta tribu est déjà nourrie.
uluk-feeding-over = Ton repas est terminé : il ne te reste plus de nourriture.
uluk-only-need-food = Seul{ $n ->
        [one] {""} {$n} membre a
       *[other] s {$n} membres ont
    } encore besoin de nourriture.
uluk-feed-first = Nourris toute ta tribu avant de { $what ->
        [reproduce] te reproduire
        [celebrate] célébrer
       *[eat] manger des friandises en plus
    }.
uluk-fed-tribes-only = Seule une tribu entièrement nourrie peut { $what ->
        [reproduce] se reproduire
        [celebrate] célébrer
       *[eat] manger des friandises en plus
    }.
uluk-reproduce-two-foods = Un nouveau membre coûte deux pièces de nourriture : reproduce <nourriture> <nourriture>.
uluk-tribe-full = Ta tribu a déjà neuf membres, le maximum possible.
uluk-new-triber = {$seat} aura un nouveau membre la saison prochaine.
uluk-celebration-takes = Une fête demande une nourriture (ou du poison) et une substance festive : celebrate <nourriture|poison> <festive>.
uluk-already-celebrated = Tu as déjà célébré cette saison.
uluk-not-a-holiday = {$res_capitalized} n'est pas une substance festive.
uluk-celebrates = { $bonus ->
        [0] {$seat} célèbre avec {$fuel} et {$holiday} : +{$points}.
       *[other] {$seat} célèbre avec {$fuel} et {$holiday} : +{$points}, +{$bonus} grâce à ses inventions.
    }
uluk-not-a-treat = {$res_capitalized} n'est pas une friandise.
uluk-must-feed = Tu dois nourrir ta tribu tant que tu as de la nourriture.
uluk-done-feeding = {$seat} a fini de nourrir sa tribu.
uluk-feeds = { $treat ->
        [yes] {$seat} nourrit { $n ->
            [one] {$n} membre
           *[other] {$n} membres
        } {$res_of} : +{$n} pour les friandises.
       *[no] {$seat} nourrit { $n ->
            [one] {$n} membre
           *[other] {$n} membres
        } {$res_of}.
    }
uluk-eats = {$seat} mange {$amount} : +{$points}.
uluk-spends-treat = {$seat} dépense une friandise ({$res}) : +{$points}.
uluk-perished = Pourri sur le plateau de {$seat} : {$lost}.

## Écologie et nettoyage

uluk-ecology = Écologie : {$moves}.
uluk-ecology-none = Écologie : aucun niveau de récolte ne change.
uluk-ecology-move = {$res} {$before}->{$after}
uluk-ecology-dependency = {$res} {$before}->{$after} (dépendance)
uluk-seat-points = {$seat} +{$points}
uluk-monument-built-taken = Le Monument {$letter} est construit ({ $points_count ->
        [0] aucun point
       *[other] {$points}
    }) ; {$holder} prend le jeton {$token}.
uluk-monument-built-removed = Le Monument {$letter} est construit ({ $points_count ->
        [0] aucun point
       *[other] {$points}
    }) ; personne n'a envoyé plus de membres que les autres : le jeton {$token} est retiré.

## La fin

uluk-final-score = {$seat} : {$total} points de Bonheur (festin {$feast}, faim {$hunger}, plus de jetons {$tokens}, séries d'inventions {$sets}).
uluk-archleader = { $names_count ->
        [one] L'Archichef de toutes les tribus : {$names}.
       *[other] Les Archichefs de toutes les tribus : {$names}.
    }
uluk-rating = { $level ->
        [0] Tu es le véritable Archichef, annoncé par les Dieux !
        [1] Un bon Archichef, qui entrera dans les livres d'histoire.
        [2] Pas un grand Archichef ; ton héritier fera peut-être mieux ?
       *[3] Archichef ? Toi ? Heureusement que nous sommes encore en vie…
    }
