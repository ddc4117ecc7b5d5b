# Les mots des images de Wendake (rendering/wendake.py) : la table, l'image du téléphone, la
# feuille de score, le texte alternatif et les libellés des commandes. Les biens, les pistes et
# les actions d'une tuile sont les mots de wendake.ftl. Vouvoiement.
# $seat : « ann (1) », un joueur et son numéro ; $pos, $area, $to, $warrior, $target : la notation.

## l'en-tête, l'année et l'état

wendake-pic-edition = édition Campfire
wendake-pic-year-of = Année {$year} sur {$years}
wendake-pic-title = Wendake · Année {$year} sur {$years}
wendake-pic-game-over = Partie terminée
wendake-pic-phase-draft = Choix des tribus
wendake-pic-phase-restore = Restauration
wendake-pic-phase-setup = Mise en place
wendake-pic-phase-actions = Actions
wendake-pic-turn-order = Ordre du tour :
wendake-pic-next-year = L'an prochain :
wendake-pic-score-is = Score = {$pairs}
wendake-pic-lower-of = le plus bas de ({$tracks})
wendake-pic-to-play = À { $count ->
        [0] personne
       *[other] {$names}
    } de jouer : {$step}
wendake-pic-over = Partie terminée : { $names_count ->
        [0] personne ne gagne
        [one] {$names} gagne avec {$n} points
       *[other] {$names} se partagent la victoire avec {$n} points
    }
wendake-pic-over-solo = Partie terminée : {$seat} { $beats ->
        [yes] bat
       *[no] ne bat pas
    } le Fantôme, {$mine} à {$ghost}
wendake-pic-last = Dernier coup : {$seat} — {$move}
wendake-pic-last-none = Dernier coup : aucun pour l'instant

## ce que décide le joueur attendu

wendake-pic-step-setup = la partie se met en place
wendake-pic-step-draft = choisis une tribu
wendake-pic-step-place = pose un marqueur : choisis une tuile alignée, ou réclame l'ordre du tour
wendake-pic-step-place-left = pose un marqueur : choisis une tuile alignée, ou réclame l'ordre du tour ({ $n ->
        [one] il reste 1 marqueur
       *[other] il reste {$n} marqueurs
    })
wendake-pic-step-move = déplace des Guerriers
wendake-pic-step-move-left = déplace des Guerriers ({ $n ->
        [one] il reste 1 pas
       *[other] il reste {$n} pas
    }), ou termine
wendake-pic-step-trade = commerce : troque, achète une tuile de progrès, vends, ou termine
wendake-pic-step-masks = prends des cartes Masque, montre une main, ou termine
wendake-pic-step-end = renvoie un Avant-poste au Foyer, utilise une tuile de progrès, ou finis le tour
wendake-pic-step-swap = échange une tuile sortante (rangée c) contre une tuile avancée, ou garde-les
wendake-pic-step-over = la partie est terminée
wendake-pic-step-tile = utilise les actions de la tuile dans l'ordre : {$actions}
wendake-pic-step-tile-used = les actions de la tuile sont utilisées
wendake-pic-action-move = Déplacer
wendake-pic-action-tan = Tanner

## les coups en mots : ce qui a été fait

wendake-pic-did-pick = a choisi {$pos}
wendake-pic-did-pick-tile = a choisi {$pos}, {$tile}
wendake-pic-did-fire = Feu sacré sur {$pos}
wendake-pic-did-fire-tile = Feu sacré sur {$pos}, {$tile}
wendake-pic-did-turn-order = a réclamé une place de l'ordre du tour
wendake-pic-did-transfer = a renvoyé au Foyer l'Avant-poste de {$area}
wendake-pic-did-transfer-empty = a renvoyé au Foyer l'Avant-poste de {$area}, la zone reste vide
wendake-pic-did-use = a utilisé {$progress}
wendake-pic-did-buy = a acheté {$progress}
wendake-pic-did-move = a déplacé {$warrior} en {$to}
wendake-pic-did-attack = {$warrior} a attaqué {$target}
wendake-pic-did-barter = a troqué {$give} contre {$get}
wendake-pic-did-sell = a vendu {$goods}
wendake-pic-did-sell-each = a vendu un bien de chaque sorte
wendake-pic-did-mask = a pris le masque {$mask}
wendake-pic-did-mask-deck = a pioché une carte Masque
wendake-pic-did-ceremony = a montré une main de {$n} masques
wendake-pic-did-tribe = a choisi les {$tribe}
wendake-pic-did-upgrade = a échangé {$pos} contre {$tile}
wendake-pic-did-keep = a gardé les tuiles sortantes
wendake-pic-did-done = a terminé
wendake-pic-did-skip = a sauté une action

## les coups comme ordres (le libellé d'une commande)

wendake-pic-do-pick = Choisir {$pos}
wendake-pic-do-pick-tile = Choisir {$pos}, {$tile}
wendake-pic-do-fire = Feu sacré sur {$pos}
wendake-pic-do-fire-tile = Feu sacré sur {$pos}, {$tile}
wendake-pic-do-turn-order = Réclamer l'ordre du tour
wendake-pic-do-transfer = Renvoyer au Foyer l'Avant-poste de {$area}
wendake-pic-do-transfer-empty = Renvoyer au Foyer l'Avant-poste de {$area}, laisser la zone vide
wendake-pic-do-use = Utiliser {$progress}
wendake-pic-do-buy = Acheter {$progress}
wendake-pic-do-move = Déplacer {$warrior} en {$to}
wendake-pic-do-attack = Attaquer {$target} avec {$warrior}
wendake-pic-do-barter = Troquer {$give} contre {$get}
wendake-pic-do-sell = Vendre {$goods}
wendake-pic-do-sell-each = Vendre un bien de chaque sorte
wendake-pic-do-mask = Prendre le masque {$mask}
wendake-pic-do-mask-deck = Piocher une carte Masque
wendake-pic-do-ceremony = Montrer une main de masques : {$cards}
wendake-pic-do-tribe = Mener les {$tribe}
wendake-pic-do-upgrade = Échanger {$pos} contre {$tile}
wendake-pic-do-keep = Garder les tuiles sortantes
wendake-pic-do-done = Terminer
wendake-pic-do-skip = Sauter l'action
wendake-pic-do-skip-action = Sauter : {$action}
wendake-pic-do-harvest = Récolter
wendake-pic-do-hunt = Chasser
wendake-pic-do-fish = Pêcher
wendake-pic-do-canoe = Construire un canot
wendake-pic-do-tan = Tanner des castors
wendake-pic-do-trade = Commercer
wendake-pic-do-masks = Prendre des cartes Masque
wendake-pic-do-ritual = Tenir un Rituel
wendake-pic-do-military = Marquer en Militaire

## les choix : les tribus, la Restauration

wendake-pic-tribes-offered = Tribus proposées
wendake-pic-tribe-offer = {$tribe}{ $has_power ->
        [yes] {" "}: {$power}
       *[no] {""}
    }{ $has_goods ->
        [yes] {" "}(commence avec {$goods})
       *[no] {""}
    }
wendake-pic-tribe-goods = commence avec {$goods}
wendake-pic-level-tiles = Tuiles de niveau {$n}
wendake-pic-with-actions = {$tile} : {$actions}

## la carte et sa légende

wendake-pic-home-of = Foyer de {$seat}
wendake-pic-no-guards = aucun Garde
wendake-pic-empty = vide
wendake-pic-longhouse = Maison longue
wendake-pic-longhouse-short = ML
wendake-pic-area-forest = forêt
wendake-pic-area-field = champ
wendake-pic-flag-letter-english = A
wendake-pic-flag-letter-french = F
wendake-pic-key-borders = Pont de terre : une frontière à franchir. Bleu : un lac, jamais franchi. Vide sombre : aucune frontière.
wendake-pic-key-lakes = Lacs — {$lakes}
wendake-pic-key-pawns = Les pions portent le numéro du joueur ; W1-W7 désignent les Guerriers (Gardes, ou Avant-postes sur une zone). Drapeaux : {$english} (anglais) à côté de la paire 1, {$french} (français) à côté de la paire 2. ×2 : une tuile multiplicatrice. {$lh} : {$longhouse}, les blessés.
wendake-pic-key-crops = Un champ montre l'icône de sa culture ({$crops}), comme les biens des joueurs.

## les panneaux des joueurs

wendake-pic-score = Score : {$n}
wendake-pic-markers = marqueurs
wendake-pic-markers-left = { $n ->
        [one] 1 marqueur restant
       *[other] {$n} marqueurs restants
    }
wendake-pic-no-tribe = pas encore de tribu
wendake-pic-home = Foyer {$home}
wendake-pic-tag-to-play = à jouer
wendake-pic-tag-wins = gagne
wendake-pic-tag-moved-last = a joué en dernier
wendake-pic-tag-resigned = a abandonné
wendake-pic-kept = gardée
wendake-pic-pair = Paire {$n}{ $flag ->
        [english] {" "}· drapeaux anglais
        [french] {" "}· drapeaux français
       *[none] {""}
    }
wendake-pic-pair-short = Paire {$n} · drapeaux {$letter}
wendake-pic-counts = compte {$n}
wendake-pic-track-value = {$track} {$n}{ $counts ->
        [yes] {" "}(compte)
       *[no] {""}
    }
wendake-pic-canoes = { $n ->
        [one] 1 canot
       *[other] {$n} canots
    }
wendake-pic-at-home = Foyer : {$natives}
wendake-pic-natives-warrior = { $n ->
        [one] 1 Guerrier
       *[other] {$n} Guerriers
    }
wendake-pic-natives-woman = { $n ->
        [one] 1 Femme
       *[other] {$n} Femmes
    }
wendake-pic-natives-hunter = { $n ->
        [one] 1 Chasseur
       *[other] {$n} Chasseurs
    }
wendake-pic-cards-in-hand = { $n ->
        [one] 1 carte Masque
       *[other] {$n} cartes Masque
    }
wendake-pic-used = {$progress} (utilisée)
wendake-pic-turtles-held = Tortues : {$turtles}
wendake-pic-action-board = Plateau d'actions (✓ choisie cette année)
wendake-pic-goods-section = Biens, canots, habitants, cartes

## les étalages

wendake-pic-masks-face-up = Masques visibles
wendake-pic-deck-discard = pioche {$deck} · défausse {$discard}
wendake-pic-ceremony-hands = Mains de masques
wendake-pic-level-progress = Progrès de niveau {$n}
wendake-pic-offer-progress = {$progress} ({$cost}, {$n} pts)
wendake-pic-none-left = plus aucune
wendake-pic-turtles = Tortues
wendake-pic-turtles-left = { $n ->
        [one] 1 dans la pile
       *[other] {$n} dans la pile
    }

## le Fantôme (en solo)

wendake-pic-ghost-seat = Fantôme
wendake-pic-ghost-head = Le Fantôme (joueur {$seat}, Foyer {$home})
wendake-pic-ghost-card = Carte : {$card}
wendake-pic-ghost-no-card = Aucune carte révélée pour l'instant
wendake-pic-ghost-first = réclame l'ordre du tour 1

## la feuille de score

wendake-pic-final-score = Wendake · score final (édition Campfire)
wendake-pic-lower-pair = Paire {$n} : la plus basse
wendake-pic-total = Total
wendake-pic-not-over = Pas encore de vainqueur : la partie n'est pas terminée
wendake-pic-banner-solo = {$seat} { $beats ->
        [yes] bat
       *[no] ne bat pas
    } le Fantôme : {$mine} à {$ghost}
wendake-pic-banner = { $names_count ->
        [0] Personne ne gagne
        [one] {$names} gagne avec {$n} points
       *[other] {$names} se partagent la victoire avec {$n} points
    }
wendake-pic-tie = Égalité de points : la plus haute somme des quatre pistes l'emporte, sinon la victoire est partagée.

## le pouvoir d'une tribu, en quelques mots

wendake-pic-power-cayuga = les Femmes blessées rentrent au Foyer, pas à la Maison longue
wendake-pic-power-mohawk = le Guerrier noir WB rentre au Foyer quand il est blessé
wendake-pic-power-tuscarora = les Chasseurs blessent leur assaillant
wendake-pic-power-steps = +1 pas à chaque Déplacement
wendake-pic-power-harvest = +1 légume à chaque récolte
wendake-pic-power-ritual = +1 à chaque Rituel
wendake-pic-power-hunt = +1 castor à chaque chasse
wendake-pic-power-fish = +1 poisson à chaque pêche
wendake-pic-power-tan = +1 peau à chaque tannage
wendake-pic-power-military = +1 à chaque décompte Militaire
wendake-pic-power-safe-trade = pas de variole au troc
wendake-pic-power-masks = +1 à chaque cérémonie des Masques

## les cartes Masque et les mains d'une cérémonie

wendake-pic-mask-bear = Ours
wendake-pic-mask-wolf = Loup
wendake-pic-mask-eagle = Aigle
wendake-pic-mask-deer = Cerf
wendake-pic-mask-heron = Héron
wendake-pic-mask-wild = Joker
wendake-pic-hand-pair = paire
wendake-pic-hand-two-pairs = double paire
wendake-pic-hand-three = brelan
wendake-pic-hand-full-house = full
wendake-pic-hand-four = carré
wendake-pic-hand-five-kinds = cinq sortes
wendake-pic-hand-five = quinte

## les noms maison (data/wendake.toml) : les tuiles d'action

wendake-pic-tile-fire = Feu sacré
wendake-pic-tile-warpath = Sentier de guerre
wendake-pic-tile-fields = Champs
wendake-pic-tile-hunt = Partie de chasse
wendake-pic-tile-lake = Lac
wendake-pic-tile-market = Marché
wendake-pic-tile-masks = Loge des masques
wendake-pic-tile-council = Conseil de guerre
wendake-pic-tile-village = Village
wendake-pic-tile-scouts = Éclaireurs
wendake-pic-tile-raid = Razzia
wendake-pic-tile-harvest-feast = Fête des récoltes
wendake-pic-tile-trappers = Trappeurs
wendake-pic-tile-fishing-camp = Camp de pêche
wendake-pic-tile-boat-builders = Constructeurs de canots
wendake-pic-tile-dancers = Danseurs
wendake-pic-tile-mask-makers = Faiseurs de masques
wendake-pic-tile-longhouse = Maison longue
wendake-pic-tile-sentries = Sentinelles
wendake-pic-tile-portage = Portage
wendake-pic-tile-trading-post = Comptoir
wendake-pic-tile-elders = Anciens
wendake-pic-tile-gatherers = Cueilleurs
wendake-pic-tile-war-dance = Danse de guerre
wendake-pic-tile-river-trade = Commerce fluvial
wendake-pic-tile-hunters-path = Piste des chasseurs
wendake-pic-tile-war-party = Parti de guerre
wendake-pic-tile-conquest = Conquête
wendake-pic-tile-great-harvest = Grande récolte
wendake-pic-tile-tannery = Tannerie
wendake-pic-tile-fleet = Flotte
wendake-pic-tile-mask-society = Société des masques
wendake-pic-tile-shamans = Chamanes
wendake-pic-tile-healers = Guérisseurs
wendake-pic-tile-war-chief = Chef de guerre
wendake-pic-tile-harvest-moon = Lune des récoltes
wendake-pic-tile-fur-fair = Foire aux fourrures
wendake-pic-tile-canoe-war = Guerre des canots
wendake-pic-tile-grand-council = Grand Conseil
wendake-pic-tile-abundance = Abondance
wendake-pic-tile-feast-of-masks = Fête des masques
wendake-pic-tile-outriders = Avant-gardes
wendake-pic-tile-sun-dance = Danse du soleil

## tuiles de progrès, tortues (leur sorte en un mot), les cartes du Fantôme

wendake-pic-progress-moccasins = Mocassins
wendake-pic-progress-hoe = Houe en os
wendake-pic-progress-snares = Collets
wendake-pic-progress-nets = Filets
wendake-pic-progress-scrapers = Grattoirs
wendake-pic-progress-war-paint = Peinture de guerre
wendake-pic-progress-tobacco = Tabac
wendake-pic-progress-paints = Peintures de masque
wendake-pic-progress-snowshoes = Raquettes
wendake-pic-progress-wampum = Wampum
wendake-pic-progress-longbow = Arc long
wendake-pic-progress-medicine = Sac-médecine
wendake-pic-turtle-forest = Forêt
wendake-pic-turtle-field = Champ
wendake-pic-turtle-hunter = Chasseur
wendake-pic-turtle-english = Anglaise
wendake-pic-turtle-french = Française
wendake-pic-turtle-water = Eau
wendake-pic-ghostcard-ghost-war = Fantôme de la guerre
wendake-pic-ghostcard-ghost-trade = Fantôme du commerce
wendake-pic-ghostcard-ghost-masks = Fantôme des masques
wendake-pic-ghostcard-ghost-rites = Fantôme des rites

## les lieux : territoires et lacs

wendake-pic-place-birch-hill = Butte aux Bouleaux
wendake-pic-place-blue-heron = Héron Bleu
wendake-pic-place-cedar-point = Pointe aux Cèdres
wendake-pic-place-elk-woods = Bois de l'Élan
wendake-pic-place-heron-marsh = Marais aux Hérons
wendake-pic-place-home = Foyer
wendake-pic-place-long-meadow = Longue Prairie
wendake-pic-place-maple-run = Ru des Érables
wendake-pic-place-otter-creek = Ru de la Loutre
wendake-pic-place-pine-ridge = Crête des Pins
wendake-pic-place-sandy-shore = Rive de Sable
wendake-pic-place-stone-ford = Gué de Pierre
wendake-pic-place-thunder-falls = Chutes du Tonnerre
wendake-pic-place-wild-rice-bay = Baie du Riz
wendake-pic-place-wolf-den = Tanière du Loup
wendake-pic-place-lake-simcoe = Lac Simcoe
wendake-pic-place-lake-nipissing = Lac Nipissing
wendake-pic-place-georgian-bay = Baie Georgienne
