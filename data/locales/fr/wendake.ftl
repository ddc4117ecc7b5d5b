# Les messages de Wendake (bot/rules/wendake.py) : refus, événements et lignes privées.

## la mise en place

wendake-unknown-option = Option inconnue '{$option}' ; Wendake accepte 'tribes'.
wendake-tribes-option = L'option tribes vaut 'generic' (tout le monde joue les Wendat) ou 'draft'.
wendake-begins = Wendake (édition Campfire) commence. Pistes appariées : {$a} et {$b} | {$c} et {$d} ; premier joueur : {$seat}.
wendake-tribe-not-offered = '{$tribe}' n'est pas proposée : choisis parmi {$offer}.
wendake-leads = {$seat} mène les {$tribe}.
wendake-year-begins = L'année {$year} sur {$years} commence.

## la notation et le tour

wendake-not-an-action = '{$verb}' n'est pas une action de Wendake ; vois /game help pour la notation.
wendake-transfer-mid-action = Tu ne peux pas transférer au milieu d'une action : termine-la d'abord ('done') ; un Guerrier ne peut pas être déplacé, renvoyé au Foyer puis déplacé de nouveau dans une même action.
wendake-not-now-tile = Tu ne peux pas faire '{$verb}' maintenant : la prochaine action de la tuile est {$next} (ou passe-la avec 'skip').
wendake-not-now = Tu ne peux pas faire '{$verb}' maintenant : {$hint}
wendake-hint-draft = choisis ta tribu (tribe <nom>).
wendake-hint-place = choisis une tuile (pick <case>) ou réclame l'ordre du tour (turn-order).
wendake-hint-move = déplace-toi ou attaque avec un Guerrier, ou termine le Déplacement ('done').
wendake-hint-trade = troque, achète, vends ou termine le Commerce ('done').
wendake-hint-masks = prends une carte Masque, tiens une cérémonie ou termine l'action Masques ('done').
wendake-hint-end = renvoie des Avant-postes au Foyer ou termine ton tour ('done').
wendake-hint-swap = échange une tuile sortante contre une tuile avancée (upgrade <case> <tuile>) ou garde-les (keep).
wendake-write-it-as = Écris-le ainsi : '{$form}'.

## le plateau d'actions et l'ordre du tour

wendake-not-a-position = '{$pos}' n'est pas une case du plateau : de a1 à c3.
wendake-markers-placed = Tes trois marqueurs de tuile sont posés : réclame l'ordre du tour.
wendake-already-picked = Tu as déjà choisi {$pos} cette année.
wendake-last-marker = Ton dernier marqueur va sur la piste de l'ordre du tour.
wendake-not-in-line = {$pos} n'est pas sur la même ligne, colonne ou diagonale que {$picks}.
wendake-picks = {$seat} choisit {$pos} : {$tile} ({$side} : {$actions}).
wendake-side-front = face avant
wendake-side-ritual = face Rituel
wendake-turn-order-held = Tu occupes déjà une place dans l'ordre du tour cette année.
wendake-takes-space = {$seat} prend la place {$space} de l'ordre du tour.
wendake-takes-space-and = {$seat} prend la place {$space} de l'ordre du tour et {$good}.
wendake-skips = {$seat} passe l'action {$action}.
wendake-fire-itself = Le Feu sacré ne peut pas se copier lui-même.
wendake-fire-picked = {$pos} a été choisie cette année : le Feu utilise une tuile que tu n'as pas choisie.
wendake-uses-fire = {$seat} utilise le Feu sacré sur {$pos} ({$tile} : {$actions}){ $kept ->
        [yes] ; {$pos} est gardée pour l'année prochaine
       *[no] {""}
    }.

## transferts et tuiles de progrès

wendake-write-transfer = Écris 'transfer <zone>' ou 'transfer <zone> empty'.
wendake-already-home = Les Autochtones du Foyer y sont déjà.
wendake-not-an-area = '{$area}' n'est pas une Zone productive de la carte.
wendake-no-outpost = Tu n'as aucun Avant-poste en {$area}.
wendake-never-home = Les Femmes et les Chasseurs de la carte ne rentrent jamais au Foyer (seule la variole les retire d'une Zone productive).
wendake-transfers-empty = {$seat} renvoie au Foyer l'Avant-poste {$warrior} de {$area} ; la zone reste vide.
wendake-none-to-replace = Tu n'as { $native_gender ->
        [feminine] aucune
       *[masculine] aucun
    } {$native} au Foyer pour le remplacer : 'transfer {$area} empty' laisse la zone vide.
wendake-transfers = {$seat} renvoie au Foyer l'Avant-poste {$warrior} de {$area} et { $native_gender ->
        [feminine] une
       *[masculine] un
    } {$native} prend sa place.
wendake-no-progress = Tu n'as pas la tuile de progrès '{$progress}'.
wendake-works-by-itself = {$progress} agit d'elle-même ; seule une tuile de pas s'utilise.
wendake-used-this-year = {$progress} a déjà servi cette année.
wendake-no-warrior-can-step = Aucun de tes Guerriers ne peut faire un pas maintenant (les blessés et les Avant-postes ne bougent pas).
wendake-uses-progress = {$seat} utilise {$progress} : un Déplacement de { $n ->
        [one] 1 pas
       *[other] {$n} pas
    }.

## les actions automatiques

wendake-harvests = {$seat} récolte { $goods_count ->
        [0] rien
       *[other] {$goods}
    }.
wendake-hunts = {$seat} chasse { $n ->
        [one] 1 castor
       *[other] {$n} castors
    }.
wendake-tans = {$seat} tanne { $n ->
        [one] 1 castor en 1 peau
       *[other] {$n} castors en {$n} peaux
    }.
wendake-nothing-to-tan = {$seat} n'a aucun castor à tanner.
wendake-fishes = {$seat} pêche { $n ->
        [one] 1 poisson
       *[other] {$n} poissons
    } avec { $canoes ->
        [one] 1 canot
       *[other] {$canoes} canots
    }.
wendake-builds-canoe = {$seat} construit un canot ({$n} désormais).
wendake-all-canoes = {$seat} a déjà ses cinq canots.
wendake-ritual = {$seat} tient un Rituel : { $healed ->
        [one] 1 soigné
       *[other] {$healed} soignés
    }, { $healthy ->
        [one] 1 valide
       *[other] {$healthy} valides
    } au Foyer, +{$points} Rituel.
wendake-holds-flag-english = {$seat} tient un drapeau anglais : +{$points} {$track}.
wendake-holds-flag-french = {$seat} tient un drapeau français : +{$points} {$track}.
wendake-military = {$seat} marque en Militaire : {$majorities} pour les majorités, {$turtles} pour les tortues ; +{$total} Militaire.
wendake-military-draws = {$seat} marque en Militaire : {$majorities} pour les majorités, {$turtles} pour les tortues ; pioche une tortue ({$turtle}) ; +{$total} Militaire.

## déplacements et combats

wendake-not-a-warrior = '{$token}' n'est pas l'un de tes Guerriers (W1 à W7).
wendake-black-warrior = Seuls les Mohawks ont le Guerrier noir.
wendake-injured = {$warrior} est blessé dans ta Maison longue : seul le Rituel le soigne.
wendake-outpost-cannot-move = {$warrior} est un Avant-poste en {$area} : un Avant-poste ne bouge pas.
wendake-not-a-territory = '{$territory}' n'est pas un territoire de cette carte.
wendake-closed-home = {$territory} est le Foyer d'un autre joueur, fermé aux adversaires.
wendake-across-water = {$here} et {$there} sont séparés par {$water} : on ne traverse ni les lacs ni les rivières.
wendake-not-next-to = {$there} n'est pas voisin de {$here} : un pas franchit une seule frontière.
wendake-ends-move = {$seat} termine le Déplacement{ $left ->
        [0] {""}
        [one] {" "}(1 pas inutilisé)
       *[other] {" "}({$left} pas inutilisés)
    }.
wendake-no-step-left = Le Déplacement n'a plus de pas pour {$steps}.
wendake-not-empty = {$area} n'est pas vide : un seul Autochtone par Zone productive (attaque-la pour la prendre).
wendake-guard-to-outpost = {$seat} : {$warrior} passe de Garde à Avant-poste en {$area}.
wendake-steps-outpost = {$seat} : {$warrior} va de {$here} en {$area} comme Avant-poste.
wendake-outposts-outside = Les Avant-postes se posent dans les Zones productives hors des Foyers.
wendake-already-there = {$warrior} est déjà en {$territory}.
wendake-steps-guard = {$seat} : {$warrior} va de {$here} en {$territory} comme Garde.
wendake-own-warriors = Tu ne peux pas attaquer tes propres Guerriers.
wendake-no-seat = Il n'y a pas de place {$n} à cette table.
wendake-no-such-warrior = La place {$n} n'a pas de Guerrier {$warrior} sur la carte.
wendake-attack-its-area = {$warrior} est un Avant-poste : attaque sa zone ({$area}).
wendake-attacks-guard = {$seat} : {$warrior} attaque le Garde {$target} {$whose} en {$territory} : tous deux sont blessés.
wendake-not-a-target = '{$target}' n'est ni une Zone productive ni un Guerrier (comme 2W5).
wendake-nobody-to-attack = {$area} est vide : il n'y a personne à attaquer (entres-y).
wendake-own-natives = Tu ne peux pas attaquer tes propres Autochtones.
wendake-guards-first = {$owner} a encore des Gardes en {$territory} : attaque-les tous avant ses Autochtones des Zones productives.
wendake-attacks-outpost = {$seat} : {$warrior} attaque l'Avant-poste {$whose} en {$area} : tous deux sont blessés.
wendake-attacks-tuscarora = {$seat} : {$warrior} attaque le Chasseur {$whose} en {$area} ; le Chasseur tuscarora blesse son assaillant : tous deux sont blessés.
wendake-attacks-native = {$seat} : {$warrior} attaque { $native_gender ->
        [feminine] la
       *[masculine] le
    } {$native} {$whose} en {$area} et y reste comme Avant-poste.
wendake-mohawk-home = Le Guerrier noir mohawk rentre au Foyer au lieu d'aller à la Maison longue.
wendake-cayuga-home = La Femme cayuga rentre au Foyer au lieu d'aller à la Maison longue.

## le commerce

wendake-not-a-good = '{$good}' n'est pas une marchandise : {$goods}.
wendake-barter-kind = Un troc donne une marchandise contre une autre d'une autre sorte.
wendake-barters-most = Un Commerce permet { $n ->
        [one] 1 troc
       *[other] {$n} trocs
    }.
wendake-barter-two = Un troc coûte 2 unités de {$good} ; tu en as {$n}.
wendake-barters = {$seat} troque {$give} contre {$get}.
wendake-smallpox-area = Variole ! { $native_gender ->
        [feminine] La
       *[masculine] Le
    } {$native} de {$seat} en {$area} tombe malade et rentre au Foyer ; {$area} reste vide.
wendake-smallpox-nobody = La variole atteint le village de {$seat}, mais n'y trouve personne.
wendake-smallpox-home = Variole ! { $native_gender ->
        [feminine] La
       *[masculine] Le
    } {$native} de {$seat} au Foyer tombe malade et part à la Maison longue.
wendake-buys-one = Un Commerce achète une seule tuile de progrès.
wendake-progress-not-offered = '{$progress}' ne fait pas partie des tuiles de progrès proposées.
wendake-costs = {$progress} coûte {$cost}.
wendake-buys = {$seat} achète {$progress} pour {$cost} : +{$points} Économie.
wendake-sells-once = Un Commerce ne vend qu'une fois.
wendake-one-of-each = Les points d'Économie s'achètent avec une marchandise de chaque sorte.
wendake-cannot-sell = '{$good}' ne se vend pas : {$goods}.
wendake-you-have-no = Tu n'as pas de {$good}.
wendake-nothing-to-sell = Tu n'as rien à vendre.
wendake-sells = {$seat} vend {$goods} : +{$points} Économie.

## les masques

wendake-mask-takes = Une action Masques prend {$n} cartes.
wendake-hand-most = Ta main contient au plus {$n} masques.
wendake-deck-empty = La pioche de masques est vide.
wendake-takes-from-deck = {$seat} prend une carte Masque dans la pioche.
wendake-no-mask-face-up = Il n'y a pas de masque {$mask} face visible.
wendake-takes-mask = {$seat} prend le masque {$mask}.
wendake-you-drew = Tu as pioché le masque {$mask} ; ta main : {$hand} (`{$notation}`).
wendake-ceremony-size = Une cérémonie montre une main de 2 à 5 cartes Masque.
wendake-not-held = Tu n'as pas ces cartes Masque.
wendake-no-hand = Ces masques ne forment aucune main : une paire, deux paires, un brelan, un full, un carré, cinq identiques ou cinq différents.
wendake-ceremony = {$seat} tient une cérémonie des Masques ({$cards}) : +{$points} Masques.

## la restauration et la fin

wendake-restore = Restauration après l'année {$year}.
wendake-tile-and-id = {$tile} (`{$id}`)
wendake-advanced-offer = Tuiles avancées proposées : {$tiles}.
wendake-swap-bottom-row = Seule une tuile de la rangée du bas qui sort (c1, c2, c3) s'échange.
wendake-fire-stays = Le Feu sacré ne quitte jamais ton plateau.
wendake-tile-not-offered = '{$tile}' ne fait pas partie des tuiles avancées proposées.
wendake-swaps = {$seat} échange {$old} contre {$new}.
wendake-keeps = {$seat} garde les tuiles sortantes.
wendake-final = {$seat} : {$a} + {$b} = {$total}.
wendake-ghost-scores = Le Fantôme marque {$total} : {$seat} { $beats ->
        [yes] le bat
       *[no] ne le bat pas
    }.
wendake-winners = { $seats_count ->
        [one] Vainqueur
       *[other] Vainqueurs
    } : {$seats}.

## le Fantôme (en solo)

wendake-the-ghost = Le Fantôme
wendake-whose = de {$seat}
wendake-whose-ghost = du Fantôme
wendake-points-on = +{$points} {$track}
wendake-ghost-reveals = Le Fantôme révèle {$card} : { $guards_count ->
        [0] {""}
       *[other] Gardes en {$guards} ;{" "}
    }{$scores}{ $first ->
        [yes] ; il prend la place 1 de l'ordre du tour
       *[no] {""}
    }.

## mots : actions d'une tuile, verbes de la notation, marchandises, pistes, Autochtones

wendake-action-harvest = Récolter
wendake-action-hunt = Chasser
wendake-action-fish = Pêcher
wendake-action-canoe = Canot
wendake-action-trade = Commercer
wendake-action-masks = Masques
wendake-action-military = Militaire
wendake-action-ritual = Rituel
wendake-action-fire = Feu sacré
wendake-action-move = Déplacer {$n}
wendake-action-tan = Tanner {$n}
wendake-verb-harvest = Récolte
wendake-verb-hunt = Chasse
wendake-verb-fish = Pêche
wendake-verb-canoe = Canot
wendake-verb-trade = Commerce
wendake-verb-masks = Masques
wendake-verb-military = Militaire
wendake-verb-ritual = Rituel
wendake-verb-fire = Feu sacré
wendake-verb-move = Déplacement
wendake-verb-tan = Tannage
wendake-good-beans = haricots
wendake-good-corn = maïs
wendake-good-pumpkins = courges
wendake-good-fish = poisson
wendake-good-skins = peaux
wendake-good-beavers = castors
wendake-goods-beans = { $n ->
        [one] {$n} haricot
       *[other] {$n} haricots
    }
wendake-goods-corn = { $n ->
        [one] {$n} épi de maïs
       *[other] {$n} épis de maïs
    }
wendake-goods-pumpkins = { $n ->
        [one] {$n} courge
       *[other] {$n} courges
    }
wendake-goods-fish = { $n ->
        [one] {$n} poisson
       *[other] {$n} poissons
    }
wendake-goods-skins = { $n ->
        [one] {$n} peau
       *[other] {$n} peaux
    }
wendake-goods-beavers = { $n ->
        [one] {$n} castor
       *[other] {$n} castors
    }
wendake-track-economic = Économie
wendake-track-military = Militaire
wendake-track-ritual = Rituel
wendake-track-mask = Masques
wendake-native-woman = Femme
    .gender = feminine
wendake-native-hunter = Chasseur
    .gender = masculine

## /wendake hand (cogs/wendake.py) : tes propres cartes Masque, en privé

wendake-hand-scores = {$hand} {$n}
wendake-hand-none = Tu n'as aucune carte Masque. Une cérémonie des Masques rapporte : {$scale}.
wendake-hand-cards = Tes cartes Masque ({$n}) : {$cards} (`{$notation}`). Une cérémonie des Masques en montre de 2 à 5 (le Joker remplace n'importe quelle sorte) et rapporte : {$scale}.
