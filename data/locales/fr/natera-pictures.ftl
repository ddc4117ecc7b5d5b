# Les mots des images de Natera (rendering/natera.py). Les noms (cartes, spécialistes,
# tribus, quartiers, objectifs, plateaux de science) sont ceux de natera.ftl. Tutoiement.
# $seat : « ann (F) », un siège et sa lettre ; $slot : la notation d'un lieu (farm-2).

## ressources, courtes (la zone d'un joueur) et minuscules (une case de science)

natera-pic-res-food = nourr.
natera-pic-res-supply = fourn.
natera-pic-res-power = énergie
natera-pic-res-endurance = endur.
natera-pic-res-agility = agilité
natera-pic-res-intelligence = intel.
natera-pic-tiny-food = nou.
natera-pic-tiny-supply = fou.
natera-pic-tiny-power = éne.
natera-pic-tiny-endurance = endu.
natera-pic-tiny-agility = agi.
natera-pic-tiny-intelligence = int.

## les étapes d'un effet, en quelques mots

natera-pic-step-gain = +{$n} {$res}
natera-pic-step-pay = −{$n} {$res}
natera-pic-step-others = les autres +{$n} {$res}
natera-pic-step-any = +{$n} au choix
natera-pic-step-draw = pioche {$n}
natera-pic-step-discard = défausse {$n}
natera-pic-step-growth = croissance {$n}
natera-pic-step-hire = recrute −{$n} {$food}
natera-pic-step-hiremax = recrute ≤{$n} {$food}
natera-pic-step-bonus = {$n}× bonus de colonie
natera-pic-step-settle = colonie gratuite
natera-pic-step-return = rends un spécialiste
natera-pic-step-raise = monte {$district}
natera-pic-step-lower = baisse {$district}
natera-pic-track-raise = monte une piste
natera-pic-track-lower = baisse une piste
natera-pic-step-playcard = joue une carte −{$cost}
natera-pic-step-copy = copie {$scope}
natera-pic-scope-forest = un lieu de la Forêt
natera-pic-scope-tier1 = un lieu de niveau 1
natera-pic-scope-any = n'importe quel lieu
natera-pic-vp = {$n} PV
natera-pic-vp-per-tag = 1 PV par symbole {$tag}
natera-pic-or = {$a} ou {$b}

## l'état

natera-pic-waiting = En attente de { $count ->
        [0] personne
       *[other] {$names}
    }
natera-pic-to-decide = {$seat} décide
natera-pic-to-play = à {$seat} de jouer
natera-pic-picks-tribe = {$seat} choisit une tribu
natera-pic-tribes-left = Tribus restantes : {$tribes}
natera-pic-each-side = Chacun choisit une face de son plateau de science (A ou B)
natera-pic-each-keep = Chacun défausse 3 cartes de sa main de départ, en privé
natera-pic-each-draft = Draft : chacun choisit une carte de son paquet ({$n} { $n ->
        [one] carte
       *[other] cartes
    }, passage vers la { $direction ->
        [right] droite
       *[other] gauche
    }), en privé
natera-pic-game-over = Partie finie : { $count ->
        [0] personne ne gagne
        [one] {$names} gagne avec {$vp} PV
       *[other] {$names} partagent la victoire avec {$vp} PV
    }
natera-pic-totals = Totaux : {$totals}
natera-pic-last = Dernier coup : {$seat} {$action}
natera-pic-last-none = Dernier coup : aucun, la partie vient de commencer
natera-pic-about = {$what} ({$about})
natera-pic-decide-draw = pioche {$n} { $n ->
        [one] carte
       *[other] cartes
    } : pioche de base ou avancée
natera-pic-decide-discard = défausse {$n} { $n ->
        [one] carte
       *[other] cartes
    }
natera-pic-decide-any = prends {$n} { $n ->
        [one] ressource
       *[other] ressources
    } de ton choix
natera-pic-decide-trade = la défausse gratuite : quelle ressource pour les deux cartes
natera-pic-decide-raise = monte une piste d'autorité
natera-pic-decide-lower = baisse une piste d'autorité
natera-pic-decide-growth = place {$n} { $n ->
        [one] jeton de croissance
       *[other] jetons de croissance
    } sur le plateau de science
natera-pic-decide-settle = place une colonie gratuite
natera-pic-decide-copy = choisis un lieu à copier
natera-pic-decide-hire = recrute un spécialiste à moindre coût, ou passe
natera-pic-decide-hiremax = recrute un spécialiste, ou passe
natera-pic-decide-playcard = joue une carte à moindre coût, ou passe
natera-pic-decide-return = rends un spécialiste sous la pioche
natera-pic-decide-bonus = touche un bonus de colonie
natera-pic-decide-oneof = choisis une récompense
natera-pic-decide-reptile = remplace des spécialistes de la rangée, ou termine
natera-pic-decide-turtle = déplace une colonie, ou passe
natera-pic-decide-search = choisis le symbole à chercher
natera-pic-can = Tu peux : {$options}
natera-pic-can-send = envoyer ({$tokens})
natera-pic-can-play = jouer ({$n} { $n ->
        [one] carte
       *[other] cartes
    } en main)
natera-pic-can-hire = recruter
natera-pic-can-ability = capacité
natera-pic-can-settle = fonder une colonie
natera-pic-can-discard = défausser 2 pour 1
natera-pic-can-pass = passer
natera-pic-leaders = {$n} { $n ->
        [one] chef
       *[other] chefs
    }
natera-pic-explorers = {$n} { $n ->
        [one] explorateur
       *[other] explorateurs
    }

## un coup, joué (le dernier coup) ...

natera-pic-did-send-leader = a envoyé le chef en {$slot}
natera-pic-did-send-explorer = a envoyé un explorateur en {$slot}
natera-pic-did-play = a joué {$card}
natera-pic-did-play-paying = a joué {$card} en payant {$paid}
natera-pic-did-hire = a recruté {$card}
natera-pic-did-ability = a utilisé {$card}
natera-pic-did-return = a rendu {$card}
natera-pic-did-replace = a remplacé {$card} dans la rangée
natera-pic-did-discard = { $n ->
        [0] a défaussé
        [one] a défaussé 1 carte
       *[other] a défaussé {$n} cartes
    }
natera-pic-did-discard-for = { $n ->
        [0] a défaussé pour {$res}
        [one] a défaussé 1 carte pour {$res}
       *[other] a défaussé {$n} cartes pour {$res}
    }
natera-pic-did-settle = a fondé une colonie en {$slot}
natera-pic-did-take = a pris {$slot}
natera-pic-did-take-resource = a pris {$res}
natera-pic-did-grow = a fait croître la case de science {$slot}
natera-pic-did-copy = a copié {$slot}
natera-pic-did-collect = a touché le bonus de {$slot}
natera-pic-did-pass = a passé pour la saison
natera-pic-did-draw = a pioché une carte
natera-pic-did-peek = a regardé une pioche
natera-pic-did-pick = a choisi une carte
natera-pic-did-skip = a passé
natera-pic-did-done = a terminé
natera-pic-did-tribe = a choisi la tribu {$tribe}
natera-pic-did-side = a choisi la face {$side} de science
natera-pic-did-raise = a monté son autorité : {$district}
natera-pic-did-lower = a baissé une autorité : {$district}
natera-pic-did-move = a déplacé une colonie de {$source} vers {$target}
natera-pic-did-search = a cherché une carte {$tag}

## ... et comme ordre (un bouton, une option de menu)

natera-pic-do-send-leader = envoie le chef en {$slot}
natera-pic-do-send-explorer = envoie un explorateur en {$slot}
natera-pic-do-play = joue {$card}
natera-pic-do-play-paying = joue {$card} en payant {$paid}
natera-pic-do-hire = recrute {$card}
natera-pic-do-ability = utilise {$card}
natera-pic-do-return = rends {$card}
natera-pic-do-replace = remplace {$card} dans la rangée
natera-pic-do-discard = { $n ->
        [0] défausse
        [one] défausse 1 carte
       *[other] défausse {$n} cartes
    }
natera-pic-do-discard-for = { $n ->
        [0] défausse pour {$res}
        [one] défausse 1 carte pour {$res}
       *[other] défausse {$n} cartes pour {$res}
    }
natera-pic-do-settle = fonde une colonie en {$slot}
natera-pic-do-take = prends {$slot}
natera-pic-do-take-resource = prends {$res}
natera-pic-do-grow = fais croître la case de science {$slot}
natera-pic-do-copy = copie {$slot}
natera-pic-do-collect = touche le bonus de {$slot}
natera-pic-do-pass = passe pour la saison
natera-pic-do-draw = pioche une carte
natera-pic-do-peek = regarde une pioche
natera-pic-do-pick = choisis une carte
natera-pic-do-skip = passe cette étape
natera-pic-do-done = termine
natera-pic-do-tribe = choisis la tribu {$tribe}
natera-pic-do-side = choisis la face {$side} de science
natera-pic-do-raise = monte ton autorité : {$district}
natera-pic-do-lower = baisse une autorité : {$district}
natera-pic-do-move = déplace une colonie de {$source} vers {$target}
natera-pic-do-search = cherche une carte {$tag}

## l'en-tête

natera-pic-season-of = Saison {$n} sur {$total}
natera-pic-draft = draft
natera-pic-nuclear-discovery = Découverte nucléaire
natera-pic-over = Partie finie
natera-pic-phase-setup = Mise en place
natera-pic-phase-season = Saison
natera-pic-phase-rest = Repos

## le plateau

natera-pic-tier = niveau {$n}
natera-pic-tier-at = niveau {$n} · {$at}+
natera-pic-bonus = ⌂ bonus {$bonus}
natera-pic-card-from-hand = carte de la main
natera-pic-face-down = face cachée
natera-pic-revealed-at = révélé à {$n} d'autorité
natera-pic-disc = disque {$production}
natera-pic-disc-free = disque (libre) {$production}
natera-pic-forest-access = accès : une carte de la main · pas d'autorité
natera-pic-key-leader = chef
natera-pic-key-explorer = explorateur
natera-pic-key-settlement = colonie
natera-pic-key-disc = disque de chef de quartier
natera-pic-key-claim = revendication
natera-pic-claims = Revendications
natera-pic-claims-note = 7 PV chacune ; 1 PV pour une revendication tardive à la fin · l'autorité 10 revendique sur les pistes
natera-pic-open = libre
natera-pic-for-hire = Spécialistes à recruter
natera-pic-decks = pioche de spécialistes {$specialists} · pioche de base {$basic} (défausse {$basicpile}) · pioche avancée {$advanced} (défausse {$advancedpile})
natera-pic-food-cost = {$n} {$food}
natera-pic-on-hire = au recrutement : {$effect}
natera-pic-card-key = Cartes jouées : ⚡ capacité · ♦ production · ∞ passive    Science : ✓ case crue, colonnes a-c, rangées 1-5 depuis le bas

## la zone d'un joueur

natera-pic-no-tribe-yet = pas encore de tribu
natera-pic-tribe-not-chosen = tribu pas encore choisie
natera-pic-in-hand = {$n} { $n ->
        [one] carte
       *[other] cartes
    } en main
natera-pic-at-home = {$leaders}, {$explorers} au camp
natera-pic-explorers-home = {$n} { $n ->
        [one] explorateur
       *[other] explorateurs
    } au camp
natera-pic-settlements-left = { $n ->
        [one] 1 colonie restante
       *[other] {$n} colonies restantes
    }
natera-pic-claims-left = { $n ->
        [one] 1 jeton de revendication restant
       *[other] {$n} jetons de revendication restants
    }
natera-pic-left-and-claims = {$n} { $n ->
        [one] restante
       *[other] restantes
    } · {$claims} { $claims ->
        [one] jeton de revendication
       *[other] jetons de revendication
    }
natera-pic-passed = a passé
natera-pic-winner = gagnant
natera-pic-first-player = premier joueur
natera-pic-last-move-tag = dernier coup
natera-pic-resigned = a abandonné
natera-pic-awaited = attendu
natera-pic-awaited-decision = décide
natera-pic-awaited-turn = joue
natera-pic-awaited-tribe = choisit une tribu
natera-pic-awaited-side = choisit une face
natera-pic-awaited-keep = défausse
natera-pic-awaited-draft = choisit une carte
natera-pic-production = Production
natera-pic-none = aucune
natera-pic-disc-of = disque : {$district}
natera-pic-other = Autres
natera-pic-specialists = Spécialistes
natera-pic-claimed = Revendiqué
natera-pic-claimed-authority = autorité : {$district}
natera-pic-claimed-list = revendiqué : {$claims}
natera-pic-science-unchosen = Plateau de science : face pas encore choisie
natera-pic-science = Science : {$name}
natera-pic-resources = Ressources
natera-pic-pieces = Pions
natera-pic-authority = Autorité

## la feuille de score

natera-pic-final-scores = Natera · points d'aventure finaux
natera-pic-nobody-wins = Personne ne gagne
natera-pic-no-winner-yet = Pas encore de gagnant : la partie n'est pas finie
natera-pic-wins = { $count ->
        [one] {$names} gagne avec {$vp} PV
       *[other] {$names} partagent la victoire avec {$vp} PV
    }
natera-pic-score-claims = Revendications (7, tardives 1)
natera-pic-score-settlements = Colonies (3 chacune)
natera-pic-score-science = Plateau de science
natera-pic-score-specialists = Cartes de spécialiste
natera-pic-score-exploration = Cartes d'exploration
natera-pic-score-authority = Pistes d'autorité
natera-pic-score-total = Total
natera-pic-tie-note = Égalité aux points d'aventure : le plus d'autorité dans tous les quartiers l'emporte, puis le plus de fournitures.
