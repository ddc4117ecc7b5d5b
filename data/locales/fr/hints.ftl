# /game hint : la raison que l'IA donne de son coup (bot/ai/hints.py), une ligne chacune.
#
# Ids : hint-<famille>-<raison> (voir en/hints.ftl). $action est le coup tel que son bouton le
# dit (« Prends Bison ») ; $points une estimation (entière ou à une décimale : « 1,5 ») ; $n,
# $bonus, $level, $yield, $left des nombres ; $card, $totem, $profs, $res, $invention,
# $district, $track les noms des moteurs, avec leurs attributs ($card_gender : masculine,
# feminine ; $res_of, $res_partitive, $res_plural pour l'élision et le pluriel) ; $categories
# les lignes de la feuille de score, une liste (« Nourriture et Totems »).
#
# Deux règles :
# * une ligne de 150 caractères au plus avec les noms les plus longs (au-delà, elle est coupée par « … ») ;
# * deux sortes de nombres, jamais à deviner : un changement de la feuille de score le dit
#   (« +2 sur ta feuille de score maintenant ») ; l'estimation de l'IA, qui compte aussi ce
#   qu'un coup rapporte plus tard, dit « d'ici la fin (selon l'IA) ». Un indice et le
#   suivant ne doivent pas se lire comme deux prix de la même carte.

## génériques : la feuille de score seule

hint-generic-gains = {$action} : +{$points} maintenant sur ta feuille de score ({$categories}), le meilleur gain possible
hint-generic-gains-plan = {$action} : +{$points} maintenant sur ta feuille de score ({$categories}), et le plan de l'IA le préfère à des coups qui rapportent plus tout de suite
hint-generic-hurts = {$action} : cela coûte {$points} à tes adversaires, le meilleur écart de score possible
hint-generic-least-loss = {$action} : tout coup coûte des points maintenant, et celui-ci le moins ({$points})
hint-generic-reveals = {$action} : cela révèle du nouveau, et aucun autre coup ne rapporte maintenant
hint-generic-reveals-plan = {$action} : cela révèle du nouveau, et le plan de l'IA le préfère à marquer maintenant
hint-generic-later = {$action} : ne rapporte rien maintenant, mais le plan de l'IA le juge meilleur que ce qui rapporte tout de suite
hint-generic-even = {$action} : aucun coup ne change le score maintenant ; l'IA ne voit rien de mieux
hint-generic-only = {$action} : c'est le seul coup possible ici

## la prairie (Natives, et Inuit quand il n'a pas ses propres mots)

hint-prairie-scout-empty = {$action} : aucune de tes professions ne peut encore prendre de carte dans la prairie
hint-prairie-scout = {$action} : une carte de plus devrait ajouter environ { $points ->
        [one] {$points} point
       *[other] {$points} points
    } à ta meilleure prise d'ici la fin (selon l'IA)
hint-prairie-use = {$action} : tes {$profs} peuvent prendre { $n ->
        [one] {$n} carte
       *[other] {$n} cartes
    } (la meilleure : {$card}) : environ { $points ->
        [one] {$points} point
       *[other] {$points} points
    } d'ici la fin (selon l'IA)
hint-prairie-use-totem = {$action} : tes {$profs} peuvent prendre { $n ->
        [one] {$n} carte
       *[other] {$n} cartes
    } (la meilleure : {$card}) ; ton {$totem} paie {$bonus} par carte
hint-prairie-pass = {$action} : aucune de tes professions ne peut prendre de carte
hint-prairie-done = {$action} : plus aucune carte ne vaut la peine pour toi
hint-prairie-take-deny = {$action} : {$card} vaut peu pour toi, mais tu { $card_gender ->
        [feminine] la prends à un adversaire qui la veut
       *[masculine] le prends à un adversaire qui le veut
    }
hint-prairie-take-scalp = {$action} : un scalp vaut environ { $points ->
        [one] {$points} point
       *[other] {$points} points
    } pour toi d'ici la fin (selon l'IA), et les autres perdent {$card}
hint-prairie-take-native = {$action} : {$card} fait +{$points} sur ta feuille de score maintenant, et un autochtone de plus renforce tes {$profs}
hint-prairie-take-native-anyway = {$action} : {$card} fait -{$points} sur ta feuille de score maintenant, mais tes {$profs} y gagnent davantage
hint-prairie-take-food = {$action} : {$card} fait +{$points} sur ta feuille de score maintenant
hint-prairie-take-food-totem = {$action} : {$card} fait +{$points} sur ta feuille de score maintenant, dont {$bonus} grâce à ton {$totem}
hint-prairie-take-totem = {$action} : {$card} devrait te rapporter environ { $points ->
        [one] {$points} point
       *[other] {$points} points
    } d'ici la fin (selon l'IA)
hint-prairie-take-ritual = {$action} : avec son effet, {$card} vaut environ { $points ->
        [one] {$points} point
       *[other] {$points} points
    } pour toi d'ici la fin (selon l'IA)
hint-prairie-take-other = {$action} : {$card} vaut environ { $points ->
        [one] {$points} point
       *[other] {$points} points
    } pour toi d'ici la fin (selon l'IA)
hint-prairie-place = {$action} : tes {$profs} en profitent le plus : environ { $points ->
        [one] {$points} point
       *[other] {$points} points
    } d'ici la fin (selon l'IA)
hint-prairie-place-totem = {$action} : tes {$profs} rapportent le plus avec ton {$totem} : environ { $points ->
        [one] {$points} point
       *[other] {$points} points
    } d'ici la fin (selon l'IA)
hint-prairie-ritual-first = {$action} : mieux vaut jouer {$card} avant tes autres rituels
hint-prairie-sacrifice = {$action} : de tes autochtones, c'est celui dont la perte te coûte le moins
hint-prairie-discard = {$action} : de tes cartes, c'est celle dont la perte te coûte le moins

## Inuit, avec ses propres mots

hint-inuit-scout-empty = {$action} : aucune de tes occupations ne peut encore prendre de carte dans le Grand Blanc
hint-inuit-pass = {$action} : aucune de tes occupations ne peut prendre de carte
hint-inuit-take-scalp = {$action} : une arme vaut environ { $points ->
        [one] {$points} point
       *[other] {$points} points
    } pour toi d'ici la fin (selon l'IA), et les autres perdent {$card}
hint-inuit-take-native = {$action} : {$card} fait +{$points} sur ta feuille de score maintenant, et un Inuk de plus renforce tes {$profs}
hint-inuit-take-native-anyway = {$action} : {$card} fait -{$points} sur ta feuille de score maintenant, mais tes {$profs} y gagnent davantage
hint-inuit-place = {$action} : tes {$profs} en profitent le plus : environ { $points ->
        [one] {$points} point
       *[other] {$points} points
    } d'ici la fin (selon l'IA)

hint-inuit-ritual-first = {$action} : mieux vaut jouer {$card} avant tes autres rites
hint-inuit-sacrifice = {$action} : de tes Inuits, c'est celui dont la perte te coûte le moins

## Uluk

hint-uluk-stay = {$action} : aucune case libre ne vaut le déplacement
hint-uluk-gather-most = {$action} : la majorité te donne { $yield ->
        [one] {$yield} {$res}
       *[other] {$yield} {$res_plural}
    } ; ton plan à { $n ->
        [one] {$n} membre
       *[other] {$n} membres
    } vaut environ {$points} de Bonheur
hint-uluk-gather = {$action} : même la minorité donne { $yield ->
        [one] {$yield} {$res}
       *[other] {$yield} {$res_plural}
    } ; ton plan à { $n ->
        [one] {$n} membre
       *[other] {$n} membres
    } vaut environ {$points} de Bonheur
hint-uluk-hunt = {$action} : chaque chasseur rapporte { $level ->
        [one] {$level} {$res}
       *[other] {$level} {$res_plural}
    } ; ton plan à { $n ->
        [one] {$n} membre
       *[other] {$n} membres
    } vaut environ {$points} de Bonheur
hint-uluk-hunt-poison = {$action} : le Poison vaut un chasseur ({ $level ->
        [one] {$level} {$res}
       *[other] {$level} {$res_plural}
    } chacun) ; ton plan vaut environ {$points} de Bonheur
hint-uluk-processing = {$action} : { $res_gender ->
        [feminine] ta
        [masculine-plural] tes
       *[masculine] ton
    } {$res} s'y met en réserve ; ton plan vaut environ {$points} de Bonheur
hint-uluk-temple = {$action} : le +2 de Bonheur du Temple est le meilleur usage qui reste pour un membre
hint-uluk-shaman = {$action} : la Hutte du Chaman rapporte +1 maintenant et déplace le membre vers une case libre plus tard
hint-uluk-workshop = {$action} : { $invention_gender ->
        [feminine] elle vaut
        [masculine-plural] ils valent
       *[masculine] il vaut
    } environ {$points} de Bonheur sur les saisons qui restent
hint-uluk-monument = {$action} : le Monument {$site} devrait payer son barème et un jeton ; ton plan vaut environ {$points} de Bonheur
hint-uluk-process = {$action} : le mieux pour ton plateau, environ {$points} de Bonheur de plus que de garder { $res_gender ->
        [feminine] {$res_partitive} crue
        [masculine-plural] {$res_partitive} crus
       *[masculine] {$res_partitive} cru
    }
hint-uluk-process-done = {$action} : aucune transformation de plus n'augmente la valeur de ton plateau
hint-uluk-feed = {$action} : c'est la nourriture dont tu peux le mieux te passer, {$res}, et une tribu toute nourrie marque +1
hint-uluk-eat = {$action} : c'est la dernière saison, et chaque friandise mangée marque +1
hint-uluk-celebrate = {$action} : le +{$points} de la fête vaut plus que de garder le combustible et la substance festive
hint-uluk-reproduce = {$action} : { $left ->
        [one] pour la dernière saison
       *[other] sur les {$left} saisons qui restent
    }, un membre vaut plus que deux pièces de nourriture
hint-uluk-feed-done = {$action} : plus rien à nourrir, fêter ou faire grandir ne vaut la peine

## Natera

hint-natera-send = {$action} : la récompense et l'autorité { $district_gender ->
        [feminine] de la
       *[masculine] du
    } {$district} valent environ {$points} PV, ton meilleur coup
hint-natera-play = {$action} : la carte vaut environ {$points} PV après son coût, ton meilleur coup
hint-natera-hire = {$action} : le spécialiste vaut environ {$points} PV après sa nourriture
hint-natera-ability = {$action} : son effet vaut environ {$points} PV maintenant
hint-natera-settle = {$action} : une colonie marque à la fin et paie son bonus à chaque visite (environ {$points} PV)
hint-natera-discard = {$action} : une carte que tu pourras difficilement payer vaut plus comme ressource
hint-natera-take = {$action} : {$res}, c'est ce qui manque le plus à ta main
hint-natera-draw = {$action} : ce paquet convient le mieux à ce moment de l'année
hint-natera-draw-peek = {$action} : la carte regardée décide : gardée si elle vaut mieux qu'une inconnue de son paquet, sinon une carte de l'autre paquet
hint-natera-peek = {$action} : regarder ne coûte rien et te dit s'il faut prendre cette carte ou piocher dans l'autre paquet
hint-natera-raise = {$action} : ce pas d'autorité vaut environ {$points} PV
hint-natera-lower = {$action} : ce pas en arrière est celui qui te coûte le moins (environ {$points} PV)
hint-natera-grow = {$action} : cette case de science vaut environ {$points} PV sur les saisons qui restent
hint-natera-pass = {$action} : rien de ce qui est proposé ne vaut plus que d'attendre
hint-natera-pick = {$action} : la meilleure carte du lot pour toi, environ {$points} PV
hint-natera-collect = {$action} : ce bonus de colonie vaut environ {$points} PV
hint-natera-copy = {$action} : la récompense de ce lieu vaut environ {$points} PV
hint-natera-move = {$action} : le bonus du nouveau lieu vaut plus que celui de l'ancien
hint-natera-return = {$action} : c'est le spécialiste qui vaut le moins d'être gardé
hint-natera-value = {$action} : vaut environ {$points} PV selon l'IA, le plus de tes options
hint-natera-even = {$action} : l'IA juge tes meilleures options à peu près égales ici, et choisit celle-ci
hint-natera-value-none = {$action} : selon l'IA cela ne change rien, et aucune option ici ne fait mieux
hint-natera-value-least = {$action} : toutes les options te coûtent ici, et celle-ci le moins (environ {$points} PV)
hint-natera-skip = {$action} : rien de ce qui est proposé ici ne vaut son coût pour toi maintenant
hint-natera-done = {$action} : les spécialistes de la rangée valent plus pour toi qu'un remplaçant
hint-natera-replace = {$action} : ce spécialiste est celui qui vaut le moins pour toi, et un nouveau pourrait mieux te convenir
hint-natera-search = {$action} : cette étiquette va le mieux avec les cartes que tu as jouées
hint-natera-tribe = {$action} : la tribu la plus simple à apprendre parmi celles qui restent

## Wendake

hint-wendake-pick = {$action} : ses actions valent environ {$points} pour tes pistes basses, dans la meilleure ligne (ta piste {$track} traîne)
hint-wendake-pick-line = {$action} : la tuile vaut peu en elle-même, mais elle garde ouverte la ligne de tuiles qui vaut le plus pour toi
hint-wendake-step = {$action} : le meilleur pas du déplacement, il vaut environ {$points} (ta piste {$track} est en retard)
hint-wendake-upgrade = {$action} : la nouvelle tuile vaut environ {$points} de plus pour tes pistes les plus basses que l'ancienne
hint-wendake-ceremony = {$action} : cette main vaut { $points ->
        [one] {$points} point de Masques
       *[other] {$points} points de Masques
    } maintenant
hint-wendake-tile = {$action} : vaut environ {$points} pour tes pistes les plus basses (ta piste {$track} est en retard)
hint-wendake-turn-order = {$action} : le marqueur d'ordre du tour se pose maintenant, pour une meilleure place au prochain tour
hint-wendake-use = {$action} : ta piste Militaire est parmi les plus basses, et la tuile la fait monter
hint-wendake-transfer = {$action} : un Avant-poste ramené au Foyer produit, et le Rituel peut se passer de l'Autochtone
hint-wendake-skip = {$action} : cette action ne vaut rien pour toi maintenant
hint-wendake-fire = {$action} : le Feu sacré copie la tuile qui vaut le plus pour toi
hint-wendake-done = {$action} : plus rien ici ne vaut la peine maintenant
hint-wendake-buy = {$action} : cette tuile de progrès vaut plus que les biens qu'elle coûte
hint-wendake-barter = {$action} : un bien en trop devient un bien qui te manque
hint-wendake-sell = {$action} : des biens de plusieurs sortes deviennent des points d'Économie
hint-wendake-mask = {$action} : cette carte améliore le plus ta main de masques
hint-wendake-keep = {$action} : aucune tuile avancée ne vaut l'échange
hint-wendake-tribe = {$action} : la tribu que l'IA juge la meilleure parmi celles qui restent
