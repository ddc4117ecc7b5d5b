# Les mots des images d'Uluk (rendering/uluk.py) : la table, la feuille de score, l'image du
# téléphone, leur texte alternatif et les étiquettes des commandes (action_label). Les noms des
# ressources, inventions et cartes des Profiteurs sont ceux du moteur (uluk.ftl).
# $points est déjà écrit (avec son vrai signe moins).

## qui et quoi

uluk-freeloaders = Profiteurs
uluk-a-poison-token = un jeton Poison
uluk-tribe-otters = Loutres
uluk-tribe-badgers = Blaireaux
uluk-tribe-lemurs = Lémuriens
uluk-tribe-sloths = Paresseux

## où va un membre de la tribu : les mots après « a envoyé un membre », chacun avec sa préposition

uluk-to-gather = { $poison ->
        [yes] cueillir {$res_partitive} avec un jeton Poison
       *[no] cueillir {$res_partitive}
    }
uluk-to-hunt = { $poison ->
        [yes] chasser {$res_partitive} avec un jeton Poison
       *[no] chasser {$res_partitive}
    }
uluk-to-processing = à l'emplacement de transformation {$res_of}
uluk-to-monument = au Monument {$letter}
uluk-to-workshop = à l'Atelier
uluk-to-workshop-taking = à l'Atelier, pour prendre { $invention_gender ->
        [feminine] la
        [masculine-plural] les
       *[masculine] le
    } {$invention}
uluk-to-workshop-taking-other = à l'Atelier, pour prendre {$card}
uluk-to-shaman = à la Hutte du Chaman (+1)
uluk-to-temple = au Temple (+2)

## une étape du dernier coup, faite

uluk-did-place = a envoyé un membre {$space}
uluk-did-move = a déplacé le membre de la Hutte du Chaman {$space}
uluk-did-stay = a laissé le membre dans la Hutte du Chaman
uluk-did-process = a transformé {$amount} en {$product}
uluk-did-free = a transformé gratuitement {$amount} en {$product}
uluk-did-feed = a nourri { $n ->
        [one] {$n} membre
       *[other] {$n} membres
    } de {$food}
uluk-did-reproduce = un nouveau-né ({$first} + {$second})
uluk-did-celebrate = a célébré avec {$holiday} et {$food}
uluk-did-eat = a mangé {$amount}
uluk-did-done = a fini

## une étape comme ordre d'une commande

uluk-do-place = Envoie un membre {$space}
uluk-do-move = Déplace le membre de la Hutte du Chaman {$space}
uluk-do-stay = Laisse le membre dans la Hutte du Chaman
uluk-do-process = Transforme {$amount} en {$product}
uluk-do-free = Transforme gratuitement {$amount} en {$product}
uluk-do-feed = Nourris { $n ->
        [one] {$n} membre
       *[other] {$n} membres
    } de {$food}
uluk-do-reproduce = Fais naître un membre ({$first} + {$second})
uluk-do-celebrate = Célèbre avec {$holiday} et {$food}
uluk-do-eat = Mange {$amount}
uluk-do-done = Terminer

## ce que décident les joueurs attendus, l'encadré d'état

uluk-decide-place = place un membre (encore {$n} à placer)
uluk-decide-shaman = fais sortir le membre de la Hutte du Chaman, ou laisse-le y rester
uluk-decide-process = Transformation : quoi transformer (chacun décide, tous à la fois)
uluk-decide-feed = Repas : nourrir la tribu, naissances, fêtes (chacun décide, tous à la fois)
uluk-waiting = En attente de {$names} : {$step}
uluk-waiting-all = {$step}. En attente de {$names}
uluk-over-solo = Partie finie : {$who} termine avec {$points} de Bonheur
uluk-over-wins = { $names_count ->
        [0] Partie finie : personne ne gagne
        [one] Partie finie : {$names} est l'Archichef avec {$points} de Bonheur
       *[other] Partie finie : {$names} se partagent la victoire avec {$points} de Bonheur
    }
uluk-last-none = Dernier coup : aucun encore, la première saison vient de commencer
uluk-last-move = Dernier coup : {$who} — {$action}

## l'en-tête et le plateau principal

uluk-season-of = Saison {$n} sur {$total}
uluk-game-over = Partie finie
uluk-phase-errand = Courses
uluk-phase-harvest = Récolte
uluk-phase-processing = Transformation
uluk-phase-feeding = Repas
uluk-phase-ecology = Écologie
uluk-phase-clean-up = Nettoyage
uluk-monument = Monument {$letter}
uluk-face-down = face cachée
uluk-spaces = { $n ->
        [one] {$n} case
       *[other] {$n} cases
    }
uluk-built = construit
uluk-token-of = jeton {$number} : {$res}
uluk-took-it = pris par : {$name}
uluk-no-majority = pas de majorité : jeton retiré
uluk-site-full = complet : {$n}/{$size}
uluk-site-filled = {$n} sur {$size} occupés
uluk-chart = Monument complet : sa récolte monte. Construit : membres {$chart} ; la majorité prend le jeton
uluk-track-key = le marqueur de récolte  ·  4 / 2 : majorité / les autres  ·
uluk-track-key-symbol = près d'un niveau : si l'Écologie finit là, cette récolte monte
uluk-track-majority = majorité / autres
uluk-track-per-triber = par membre
uluk-processing = transformation
uluk-workshop = Atelier
uluk-workshop-note = prends une invention
uluk-shaman = Hutte du Chaman
uluk-shaman-note = +1, repart
uluk-temple = Temple
uluk-temple-note = +2 chacun
uluk-happiness = Bonheur
uluk-final-happiness = Bonheur final
uluk-freeloaders-never-score = les Profiteurs ne marquent jamais

## les inventions

uluk-inventions-offered = Inventions proposées
uluk-deck-discard = pioche {$deck} · défausse {$discard}
uluk-row-empty = Plus aucune invention dans la rangée cette saison.
uluk-invention-kind-resource = ressource en plus
uluk-invention-kind-free = transformation gratuite
uluk-invention-kind-happiness = Bonheur
uluk-symbol-sun = soleil
uluk-symbol-moon = lune
uluk-symbol-leaf = feuille
uluk-symbol-shell = coquillage
uluk-symbol-feather = plume
uluk-effect-resource = +1 {$res} quand tu envoies des membres dans sa zone
uluk-effect-option = {$amount} en {$product}
uluk-effect-free = une fois par saison : {$option}
uluk-effect-free-or = une fois par saison : {$first} ou {$second}
uluk-effect-shaman = +{$points} quand ton membre quitte la Hutte du Chaman
uluk-effect-celebrate = +{$points} quand tu célèbres

## les Profiteurs (solo), la légende, les plateaux de tribu

uluk-freeloaders-note = l'adversaire du solo : chaque carte tirée envoie un membre ; ils ne marquent jamais
uluk-freeloader-deck = Pioche : { $n ->
        [one] {$n} carte
       *[other] {$n} cartes
    }
uluk-discarded = Défaussée : {$card}
uluk-to-place = À placer
uluk-at-home = Au village
uluk-in-camp = Au camp
uluk-on-the-board = Sur le plateau
uluk-newborn = Nouveau-nés
uluk-none = aucun
uluk-poison-count = Poison ×{$n}
uluk-hunger-count = Faim ×{$n} (−{$points})
uluk-monument-token = Jeton de monument {$number}
uluk-symbols = { $n ->
        [one] {$n} symbole
       *[other] {$n} symboles
    }{ $bonus ->
        [0] {" "}(3 différents : +2)
       *[other] {" "}: +{$bonus} à la fin
    }
uluk-first-player-pill = Premier joueur
uluk-happiness-points = {$points} de Bonheur
uluk-happiness-in-all = {$points} de Bonheur en tout
uluk-deciding-now = décide
uluk-archleader-pill = Archichef
uluk-spaces-key = Cases :
uluk-type-perishable = périssable
uluk-type-food = nourriture
uluk-type-treat = friandise +1
uluk-type-holiday = festif
uluk-type-poison = poison
uluk-type-none = non comestible
uluk-type-key-perishable = périssable : jeté après le Repas
uluk-type-key-food = nourriture : se garde
uluk-type-key-treat = friandise : nourriture, +1 quand on la mange
uluk-type-key-holiday = substance festive : fêtes
uluk-type-key-poison = jetons Poison : chasse, fêtes
uluk-type-key-none = non comestible : se garde

## la feuille de score

uluk-pad-title = Uluk · Bonheur final
uluk-nobody-wins = Personne ne gagne
uluk-not-over = Pas encore de vainqueur : la partie continue
uluk-pad-solo = {$who} : {$points} de Bonheur. {$rating}
uluk-pad-wins = { $names_count ->
        [one] {$names} est l'Archichef avec {$points} de Bonheur
       *[other] {$names} se partagent la victoire avec {$points} de Bonheur
    }
uluk-score-seasons = Bonheur pendant les saisons
uluk-points-shaman = Hutte du Chaman
uluk-points-temple = Temple
uluk-points-feeding = membres nourris
uluk-points-treats = friandises
uluk-points-celebrations = fêtes
uluk-points-monuments = monuments construits
uluk-points-inventions = inventions
uluk-score-feast = Carte de festin
uluk-score-hunger = Jetons Faim (−3 chacun)
uluk-score-tokens = Le plus de jetons de monument
uluk-score-sets = Séries de symboles d'inventions
uluk-score-total = Total
uluk-ratings-title = Quel Archichef es-tu (solo)
uluk-rating-floor = {$n} ou plus
uluk-rating-under = moins de {$n}
uluk-tie-note = Égalité de Bonheur : le plus de jetons de monument l'emporte, puis le jeton de plus haut numéro.

## l'image du téléphone

uluk-harvest-now = Récolte maintenant (majorité / autres, ou chacun)
uluk-harvest-each = {$res} {$n} chacun
uluk-tribers = Membres de la tribu
uluk-tribe-board = Plateau de tribu
uluk-inventions-tokens = Inventions et jetons
uluk-others-board = {$name} : membres et plateau de tribu

## La carte secrète de festin (rendering/uluk.py secrets : /uluk feast, la page du joueur)

uluk-feast-harvest-feast = Festin des moissons
uluk-feast-hunters-feast = Festin des chasseurs
uluk-feast-mushroom-feast = Festin des champignons
uluk-feast-bread-feast = Festin du pain
uluk-feast-card = Ton festin : **{$feast}**. Un lot de {$needs} rapporte {$lower}, deux lots {$higher}. Tu as { $sets ->
        [one] 1 lot
       *[other] {$sets} lots
    } pour l'instant.
