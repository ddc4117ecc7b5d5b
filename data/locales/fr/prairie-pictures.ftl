# Les mots des images de Natives et d'Inuit (rendering/prairie.py). Les deux thèmes lisent ce
# fichier : une phrase qui nomme un mot du thème choisit selon $theme (« natives » ou
# « inuit ») ; les noms de cartes, de métiers et de tribus arrivent tout faits. Tutoiement.

## la partie

prairie-pic-title = { $theme ->
        [inuit] { game-title-inuit }
       *[other] { game-title-natives }
    }
# the title where a line has no room for the whole (the phone picture's state line)
prairie-pic-short-title = { $theme ->
        [inuit] Inuit
       *[other] Natifs
    }
prairie-pic-expansion-soul-of-the-prairie = L'Âme de la prairie
prairie-pic-expansion-seasons = Saisons
prairie-pic-expansion-strangers = Étrangers

## l'en-tête

prairie-pic-round = Manche {$n}
prairie-pic-turn-of = tour de {$seat}
prairie-pic-box = Boîte {$n}
prairie-pic-deck = Pioche {$n}
prairie-pic-with = Avec
prairie-pic-end-next = la prochaine carte
prairie-pic-end-after = dans {$n} { $n ->
        [one] carte
       *[other] cartes
    }
prairie-pic-end-among = { $n ->
        [one] la dernière carte
       *[other] parmi les {$n} dernières cartes
    }
prairie-pic-end-last-eleven = parmi les 11 dernières cartes
prairie-pic-end-revealed = {$card} ! Dernière manche : la partie s'arrête avant que {$seat} rejoue
prairie-pic-end-revealed-over = {$card} est sortie : la partie est finie

## les saisons

prairie-pic-season-spring = Printemps
prairie-pic-season-summer = Été
prairie-pic-season-autumn = Automne
prairie-pic-season-required = obligatoire
prairie-pic-season-change-out = {$change} est sortie : {$season} commence au prochain tour de {$seat}
prairie-pic-season-has-come = Voici l'{$season}
prairie-pic-season-next = Ensuite : {$season}
prairie-pic-season-last = La dernière saison de la partie
prairie-pic-the-season = la saison

## l'état

prairie-pic-waiting = En attente de { $count ->
        [0] personne
       *[other] {$names}
    } : {$decision}
prairie-pic-game-over = Partie finie : { $count ->
        [0] personne ne gagne
        [one] {$names} gagne avec {$n} { $n ->
            [one] point
           *[other] points
        }
       *[other] {$names} partagent la victoire avec {$n} { $n ->
            [one] point
           *[other] points
        }
    }
prairie-pic-last = Dernier coup : {$seat} — {$action}
prairie-pic-last-none = Dernier coup : aucun, la partie vient de commencer

## ce que décide le joueur attendu

prairie-pic-decide-choose = choisis { $theme ->
        [inuit] une occupation
       *[other] un métier
    }{$also}
prairie-pic-decide-choose-or-scout = choisis { $theme ->
        [inuit] une occupation
       *[other] un métier
    }{$also}, ou explore d'abord ({$used} sur {$scouts} { $scouts ->
        [one] carte révélée
       *[other] cartes révélées
    })
prairie-pic-or-use = , ou joue {$season}
prairie-pic-decide-take = cartes prises avec : {$prof} ({$n} sur {$cap})
prairie-pic-decide-season-take = {$season} : {$cap} cartes au choix ({$n} { $n ->
        [one] prise
       *[other] prises
    })
prairie-pic-with-cards = {$text} : {$cards}
prairie-pic-decide-place = place { $theme ->
        [inuit] les Inuit
       *[other] les natifs
    } que tu viens de prendre : {$cards}
prairie-pic-decide-rituals = choisis quel { $theme ->
        [inuit] rite
       *[other] rituel
    } jouer ensuite
prairie-pic-decide-sacrifice = choisis { $theme ->
        [inuit] l'Inuit de ton propre village
       *[other] le natif de ta propre tribu
    } à sacrifier
prairie-pic-decide-forced = {$ritual} : défausse {$what}
prairie-pic-a-ritual = un rituel
prairie-pic-a-card = une carte
prairie-pic-forced-natives-above-discard = { $theme ->
        [inuit] une carte Inuit
       *[other] une carte de natif
    } de ta propre couleur
prairie-pic-forced-natives-above-discard-any = une carte { $theme ->
        [inuit] Inuit
       *[other] de natif
    } face visible
prairie-pic-forced-food-above-discard = { $theme ->
        [inuit] une carte de gibier
       *[other] une carte de nourriture
    }
prairie-pic-forced-spirit-above-discard-totem = { $theme ->
        [inuit] un esprit
       *[other] un totem
    }
prairie-pic-or = {$a} ou {$b}
prairie-pic-decide-knowledge = {$ritual} : déplace { $theme ->
        [inuit] un Inuit vers une autre occupation
       *[other] un natif vers un autre métier
    } ({$n} sur 2 déplacés), ou arrête
prairie-pic-the-ritual = le rituel
prairie-pic-decide-before-change = {$season} : tu peux déplacer un { $theme ->
        [inuit] Inuit vers une autre occupation
       *[other] natif vers un autre métier
    }, ou commencer le tour
prairie-pic-decide-before-prayers = {$season} : tu peux prendre { $theme ->
        [inuit] un rite du Grand Blanc
       *[other] un rituel de la prairie
    } et le jouer, ou commencer le tour
prairie-pic-decide-after-windy = {$season} ★ : défausse { $theme ->
        [inuit] une carte de gibier
       *[other] une carte de nourriture
    } ou prends {$curse}
prairie-pic-decide-after-wrath = {$season} ★ : défausse { $theme ->
        [inuit] une arme
       *[other] un scalp
    } ou prends {$curse}
prairie-pic-decide-after-red = {$season} : tu peux prendre { $theme ->
        [inuit] un Inuit du Grand Blanc
       *[other] un natif de la prairie
    } et le placer, ou finir le tour
prairie-pic-decide-after-hospitable = {$season} : tu peux prendre { $theme ->
        [inuit] une carte de gibier du Grand Blanc
       *[other] une carte de nourriture de la prairie
    }, ou finir le tour
prairie-pic-decide-after-harvest = {$season} : tu peux révéler 3 cartes et prendre { $theme ->
        [inuit] une carte de gibier
       *[other] une carte de nourriture
    } parmi elles, ou finir le tour
prairie-pic-decide-after = {$season} : tu peux l'utiliser, ou finir le tour
prairie-pic-decide-harvest = {$season} : prends { $theme ->
        [inuit] une carte de gibier
       *[other] une carte de nourriture
    } parmi les 3 révélées, ou finis le tour
prairie-pic-a-curse-token = un jeton de malédiction ({$points})
prairie-pic-decide-war-peace = {$card} : guerre contre { $theme ->
        [inuit] le village
       *[other] la tribu
    } {$tribe} (+{$war}) ou paix (+{$peace} chacun) ? {$warriors} : {$mine} contre {$theirs}
prairie-pic-decide-quick-hand = {$card} est révélé : donne-le à {$among} (le plus de {$scouts})
prairie-pic-decide-setup = décide des cartes révélées pendant la mise en place
prairie-pic-decide-ended = le tour est fini

## une action en mots (les boutons)

prairie-pic-do-use = utilise {$prof}
prairie-pic-do-take = prends {$cards}
prairie-pic-do-place = place {$card} sous {$prof}
prairie-pic-do-sacrifice = sacrifie {$card} de {$prof}
prairie-pic-do-discard-from = défausse {$card} de {$prof}
prairie-pic-do-discard = défausse {$cards}
prairie-pic-do-resolve = joue {$cards}
prairie-pic-do-give = donne {$card} à {$seat}
prairie-pic-do-knowledge = déplace {$card} de {$source} vers {$target}
prairie-pic-do-curse = prends un jeton de malédiction ({$points})
prairie-pic-do-scout = explore (révèle une carte)
prairie-pic-do-done = arrête
prairie-pic-do-war = pars en guerre
prairie-pic-do-peace = fais la paix
prairie-pic-do-replenish = commence le tour
prairie-pic-do-end = finis le tour
prairie-pic-do-pass = passe
prairie-pic-do-season-change = saison : déplace {$card} de {$source} vers {$target}
prairie-pic-do-season-prayers = saison : joue {$card}
prairie-pic-do-season-kind = saison : prends 2 cartes au choix
prairie-pic-do-season-red = saison : place {$card} sous {$prof}
prairie-pic-do-season-hospitable = saison : prends {$card}
prairie-pic-do-season-harvest = saison : révèle 3 cartes
prairie-pic-do-season = saison {$words}

## une action faite, comme le dernier coup la raconte (après le nom de la place)
prairie-pic-did-use = a utilisé {$prof}
prairie-pic-did-take = a pris {$cards}
prairie-pic-did-place = a placé {$card} sous {$prof}
prairie-pic-did-sacrifice = a sacrifié {$card} de {$prof}
prairie-pic-did-discard-from = a défaussé {$card} de {$prof}
prairie-pic-did-discard = a défaussé {$cards}
prairie-pic-did-resolve = a joué {$cards}
prairie-pic-did-give = a donné {$card} à {$seat}
prairie-pic-did-knowledge = a déplacé {$card} de {$source} vers {$target}
prairie-pic-did-curse = a pris un jeton de malédiction ({$points})
prairie-pic-did-scout = a exploré (a révélé une carte)
prairie-pic-did-done = a terminé
prairie-pic-did-war = a choisi la guerre
prairie-pic-did-peace = a fait la paix
prairie-pic-did-replenish = a commencé le tour
prairie-pic-did-end = a fini le tour
prairie-pic-did-pass = a passé
prairie-pic-did-season-change = saison : a déplacé {$card} de {$source} vers {$target}
prairie-pic-did-season-prayers = saison : a joué {$card}
prairie-pic-did-season-kind = saison : a pris 2 cartes au choix
prairie-pic-did-season-red = saison : a placé {$card} sous {$prof}
prairie-pic-did-season-hospitable = saison : a pris {$card}
prairie-pic-did-season-harvest = saison : a révélé 3 cartes
prairie-pic-did-season = saison {$words}
prairie-pic-the-card = la carte

## la zone commune

prairie-pic-area-title = { $theme ->
        [inuit] Grand Blanc
       *[other] Prairie
    } · {$n} { $n ->
        [one] carte
       *[other] cartes
    }
prairie-pic-area-empty = { $theme ->
        [inuit] Le Grand Blanc est vide.
       *[other] La prairie est vide.
    }
prairie-pic-area-revealed = tout juste révélée, en attente de décision
prairie-pic-hint-take = ce que peut prendre : {$prof}
prairie-pic-hint-harvest = la { $theme ->
        [inuit] carte de gibier
       *[other] carte de nourriture
    } que permet de prendre {$season}

## les cartes

prairie-pic-points = {$n} { $n ->
        [one] point
       *[other] points
    }
prairie-pic-big = GRANDE
prairie-pic-move-two = déplace 2
prairie-pic-face-war = Guerre +{$points}
prairie-pic-face-peace = Paix +{$points}
prairie-pic-per-scalp = {$n} par { $theme ->
        [inuit] arme
       *[other] scalp
    }
prairie-pic-per-stranger = {$n} par étranger
prairie-pic-per-thing = {$n} par {$what}
prairie-pic-per-food = {$n} par { $theme ->
        [inuit] carte de gibier
       *[other] carte de nourriture
    }
prairie-pic-per-native = {$n} par { $theme ->
        [inuit] Inuit
       *[other] natif
    }
prairie-pic-goal-most = +{$points} : le plus de
prairie-pic-goal-closes = +{$points}, ferme
prairie-pic-goal-its-place = sa place
prairie-pic-goal-counts-as = compte comme
prairie-pic-goal-natives = {$n} { $theme ->
        [inuit] Inuit
       *[other] { $n ->
            [one] natif
           *[other] natifs
        }
    }
prairie-pic-goal-legendary = légendaire

## le plateau d'un joueur

prairie-pic-tribe-board = { $theme ->
        [inuit] village
       *[other] tribu
    } {$tribe} ({$letter})
prairie-pic-native-cards = {$n} { $theme ->
        [inuit] { $n ->
            [one] carte Inuit
           *[other] cartes Inuit
        }
       *[other] { $n ->
            [one] carte de natif
           *[other] cartes de natif
        }
    }
prairie-pic-board-points = {$n} { $n ->
        [one] point
       *[other] points
    } · {$cards}
prairie-pic-board-waiting = en attente de {$seat}
prairie-pic-board-winner = gagnant
prairie-pic-first-player = Premier joueur
prairie-pic-item-scalps = { $theme ->
        [inuit] Armes
       *[other] Scalps
    } {$n}
prairie-pic-item-now = {$text} ({$n} maintenant)
prairie-pic-item-war = Guerre contre { $theme ->
        [inuit] le village
       *[other] la tribu
    } {$tribe} +{$points}
prairie-pic-item-peace = Paix avec { $theme ->
        [inuit] le village
       *[other] la tribu
    } {$tribe} +{$points} chacun
prairie-pic-item-curses = {$n} { $n ->
        [one] jeton de malédiction
       *[other] jetons de malédiction
    } {$points}
prairie-pic-legend-majority = {$card} : +{$points} si le plus de {$profs} ({$state})
prairie-pic-legend-scored = marqué
prairie-pic-legend-not-scored = non marqué
prairie-pic-legend-ahead = en tête
prairie-pic-legend-not-ahead = pas en tête
prairie-pic-legend-closes = {$card} : +{$points}, {$prof} fermé
prairie-pic-legend-points = {$card} : +{$points}
prairie-pic-legend-double = {$card} : compte comme {$n} { $theme ->
        [inuit] Inuit
       *[other] { $n ->
            [one] natif
           *[other] natifs
        }
    }

## la feuille de score

prairie-pic-final-scores = {$title} · scores finaux
prairie-pic-score-natives = { $theme ->
        [inuit] Inuit de ton village
       *[other] Natifs de ta tribu
    }
prairie-pic-score-others = Ta couleur dans les autres { $theme ->
        [inuit] villages
       *[other] tribus
    }
prairie-pic-score-food = { $theme ->
        [inuit] Cartes de gibier
       *[other] Nourriture
    }
prairie-pic-score-scalps = { $theme ->
        [inuit] Armes
       *[other] Scalps
    }
prairie-pic-score-rituals = { $theme ->
        [inuit] Rites
       *[other] Rituels
    }
prairie-pic-score-totems = { $theme ->
        [inuit] Esprits
       *[other] Totems
    }
prairie-pic-score-war-peace = Guerre et Paix
prairie-pic-score-legendary = { $theme ->
        [inuit] Inuit légendaires
       *[other] Natifs légendaires
    }
prairie-pic-score-curses = Jetons de malédiction ({$points} chacun)
prairie-pic-score-total = Total
prairie-pic-score-native-cards = Cartes { $theme ->
        [inuit] Inuit
       *[other] de natif
    } (égalité : le moins l'emporte)
prairie-pic-nobody-wins = Personne ne gagne
prairie-pic-no-winner-yet = Pas encore de gagnant : la partie n'est pas finie
prairie-pic-wins = {$seat} gagne avec {$n} { $n ->
        [one] point
       *[other] points
    }
prairie-pic-share-win = {$names} partagent la victoire avec {$n} { $n ->
        [one] point
       *[other] points
    }
prairie-pic-tie-broken = {$line} (égalité avec {$tied} départagée par : {$rule})
prairie-pic-tie-fewer-natives = le moins { $theme ->
        [inuit] d'Inuit
       *[other] de natifs
    }
prairie-pic-tie-furthest-from-first = la place la plus éloignée du premier joueur
prairie-pic-then = {$a} puis {$b}

## l'image du téléphone

prairie-pic-focus-round = {$title} · Manche {$n}
prairie-pic-focus-deck = pioche {$n}
prairie-pic-can-take = Tu peux prendre : {$hint}
prairie-pic-on-the-area = { $theme ->
        [inuit] Dans le Grand Blanc
       *[other] Dans la prairie
    } ({$n})
prairie-pic-professions = { $theme ->
        [inuit] Occupations
       *[other] Métiers
    }
prairie-pic-board-cards = Cartes { $theme ->
        [inuit] du village
       *[other] de la tribu
    }
