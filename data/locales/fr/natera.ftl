# Natera (bot/rules/natera.py): the names of the components, families chosen by data
# (bot/rules/natera_data.py card_msg, specialist_msg, tribe_msg, district_msg, resource_msg,
# amount_msg, token_msg, tag_msg, objective_msg, science_msg).

## Exploration cards

natera-card-aquaponics = Aquaponie
natera-card-seed-vault = Réserve de graines
natera-card-scrap-workshop = Atelier de ferraille
natera-card-battery-bank = Banc de batteries
natera-card-trail-map = Carte des sentiers
natera-card-old-library = Vieille bibliothèque
natera-card-greenhouse-notes = Notes de serre
natera-card-radio-tower = Tour radio
natera-card-barter-post = Comptoir de troc
natera-card-fishing-nets = Filets de pêche
natera-card-training-ground = Terrain d'entraînement
natera-card-lookout-post = Poste de guet
natera-card-compost-heap = Tas de compost
natera-card-toolbox = Boîte à outils
natera-card-signal-fire = Feu de signal
natera-card-rusty-bicycle = Vélo rouillé
natera-card-water-filter = Filtre à eau
natera-card-herb-garden = Jardin d'herbes
natera-card-salvage-crew = Équipe de récupération
natera-card-field-guide = Guide de terrain
natera-card-supply-cache = Cache de fournitures
natera-card-market-stall = Étal de marché
natera-card-hunting-grounds = Terrains de chasse
natera-card-power-line = Ligne électrique
natera-card-scout-report = Rapport d'éclaireur
natera-card-walkie-talkies = Talkies-walkies
natera-card-recruiting-board = Tableau de recrutement
natera-card-repair-kit = Trousse de réparation
natera-card-solar-panel = Panneau solaire
natera-card-raft = Radeau
natera-card-surveyor-tools = Outils d'arpenteur
natera-card-study-circle = Cercle d'étude
natera-card-wind-turbine = Éolienne
natera-card-research-lab = Laboratoire de recherche
natera-card-observatory = Observatoire
natera-card-irrigation-canal = Canal d'irrigation
natera-card-trading-harbor = Port marchand
natera-card-ruined-mall = Centre commercial en ruine
natera-card-bunker = Abri fortifié
natera-card-council-hall = Salle du conseil
natera-card-seed-bank = Banque de semences
natera-card-lighthouse = Phare
natera-card-railway = Chemin de fer
natera-card-archive = Archives
natera-card-mech-suit = Exosquelette
natera-card-town-square = Place du village
natera-card-radio-network = Réseau radio
natera-card-hydroponic-tower = Tour hydroponique
natera-card-expedition = Expédition
natera-card-genome-project = Projet génome
natera-card-amphitheater = Amphithéâtre
natera-card-old-highway = Vieille autoroute
natera-card-harbour-cranes = Grues du port
natera-card-greenhouse-dome = Dôme-serre
natera-card-ancient-map = Carte ancienne
natera-card-drone-fleet = Flotte de drones
natera-card-monument-ruins = Ruines du monument
natera-card-contaminated-land = Terre contaminée
natera-card-reactor-core = Cœur du réacteur
natera-card-isotope-lab = Laboratoire d'isotopes
natera-card-fallout-shelter = Abri antiatomique
natera-card-geiger-counter = Compteur Geiger
natera-card-cooling-tower = Tour de refroidissement
natera-card-glowing-mushrooms = Champignons luminescents
natera-card-atomic-clock = Horloge atomique
natera-card-uranium-mine = Mine d'uranium
natera-card-hazmat-team = Équipe NRBC
natera-card-control-room = Salle de contrôle

## Specialists

natera-specialist-business-ape = Singe d'affaires
natera-specialist-field-medic = Médecin de campagne
natera-specialist-courier-pigeon = Pigeon voyageur
natera-specialist-scrap-engineer = Ingénieur ferrailleur
natera-specialist-night-owl-scholar = Hibou érudit noctambule
natera-specialist-tracker-hound = Limier pisteur
natera-specialist-quartermaster = Intendant
natera-specialist-diplomat-parrot = Perroquet diplomate
natera-specialist-archivist-tortoise = Tortue archiviste
natera-specialist-strongback-ox = Bœuf costaud
natera-specialist-electrician-eel = Anguille électricienne
natera-specialist-cartographer-crane = Grue cartographe
natera-specialist-chef-badger = Blaireau cuisinier
natera-specialist-negotiator-hare = Lièvre négociateur
natera-specialist-dam-engineer = Ingénieur des barrages
natera-specialist-botanist-sloth = Paresseux botaniste
natera-specialist-sentinel-hawk = Faucon sentinelle
natera-specialist-mechanic-otter = Loutre mécanicienne
natera-specialist-herald-rooster = Coq héraut
natera-specialist-professor-owl = Professeur Hibou
natera-specialist-ranger-wolf = Loup garde forestier
natera-specialist-mayor-elephant = Éléphant maire
natera-specialist-digger-armadillo = Tatou terrassier
natera-specialist-librarian-moth = Mite bibliothécaire
natera-specialist-smuggler-ferret = Furet contrebandier
natera-specialist-oracle-bat = Chauve-souris oracle
natera-specialist-scout-meerkat = Suricate éclaireur
natera-specialist-foreman-bison = Bison contremaître
natera-specialist-nurse-deer = Biche infirmière
natera-specialist-treasurer-magpie = Pie trésorière

## Tribes

natera-tribe-bears = Ours Gardiens
natera-tribe-beavers = Corporation Castor
natera-tribe-chimpanzees = Famille Chimpanzé
natera-tribe-foxes = Syndicat Renard
natera-tribe-gorillas = Consensus Gorille
natera-tribe-moles = Bande Taupe
natera-tribe-rabbits = Pionniers Lapin
natera-tribe-racoons = Association Raton laveur
natera-tribe-ravens = Cabale Corbeau
natera-tribe-red-pandas = Comité Panda roux
natera-tribe-reptiles = Clan Reptile
natera-tribe-turtles = Tortues Voyageuses

## Districts (a sentence reads $district_gender for its article)

natera-district-farm = Ferme
    .gender = feminine
natera-district-city = Ville
    .gender = feminine
natera-district-military = Caserne
    .gender = feminine
natera-district-coast = Côte
    .gender = feminine
natera-district-forest = Forêt
    .gender = feminine

## Resources: the word, and an amount of it ($n)

natera-resource-food = nourriture
    .gender = feminine
natera-resource-supply = fournitures
    .gender = feminine
natera-resource-power = énergie
    .gender = feminine
natera-resource-endurance = endurance
    .gender = feminine
natera-resource-agility = agilité
    .gender = feminine
natera-resource-intelligence = intelligence
    .gender = feminine
natera-amount-food = { $n } nourriture
natera-amount-supply = { $n ->
        [one] { $n } fourniture
       *[other] { $n } fournitures
    }
natera-amount-power = { $n } énergie
natera-amount-endurance = { $n } endurance
natera-amount-agility = { $n } agilité
natera-amount-intelligence = { $n } intelligence

## Tokens: a tribe leader, an explorer ($n of them)

natera-token-leader = { $n ->
        [one] chef de tribu
       *[other] chefs de tribu
    }
    .gender = masculine
natera-token-explorer = { $n ->
        [one] explorateur
       *[other] explorateurs
    }
    .gender = masculine

## Card tags

natera-tag-science = Science
natera-tag-improvement = Amélioration
natera-tag-interactive = Interactive
natera-tag-discovery = Découverte
natera-tag-nuclear = Nucléaire
natera-tag-basic = Basique
natera-tag-advanced = Avancée
natera-tag-specialist = Spécialiste

## Science boards ($side: a letter)

natera-science-oak = Chêne, face { $side }
natera-science-willow = Saule, face { $side }
natera-science-fern = Fougère arborescente, face { $side }
natera-science-moss = Arbre à mousse, face { $side }
natera-science-cedar = Cèdre, face { $side }

## Claim objectives

natera-objective-specialists-5 = 5 spécialistes
natera-objective-specialists-costs = 2 spécialistes coûtant plus de 19 nourriture et 2 moins de 20
natera-objective-specialists-plain = 4 spécialistes sans récompense d'endurance, d'agilité ni d'intelligence
natera-objective-specialists-vp-values = 4 spécialistes aux valeurs de PV différentes (valeurs spéciales comprises)
natera-objective-settlements-4 = 4 colonies
natera-objective-settlements-farm-city-coast = 3 colonies : une dans la Ferme, la Ville et la Côte
natera-objective-settlements-farm-coast-military = 3 colonies : une dans la Ferme, la Côte et la Caserne
natera-objective-settlements-tiers = 3 colonies aux niveaux 2 ou 3
natera-objective-requirements-7 = 7 cartes Exploration avec une condition
natera-objective-requirements-presence-5 = 5 cartes Exploration exigeant un explorateur ou le chef de tribu dans un quartier
natera-objective-requirements-authority-4 = 4 cartes Exploration exigeant de l'autorité sur une piste
natera-objective-authority-3-everywhere = 3 d'autorité dans la Ferme, la Ville, la Caserne et la Côte
natera-objective-growth-8 = 8 jetons de croissance sur le plateau Science
natera-objective-growth-column = 5 jetons de croissance dans une colonne entière du plateau Science
natera-objective-growth-two-rows = 6 jetons de croissance dans deux rangées entières consécutives du plateau Science
natera-objective-science-5 = 5 cartes Exploration avec le symbole Science
natera-objective-improvement-4 = 4 cartes Exploration avec le symbole Amélioration
natera-objective-interactive-3 = 3 cartes Exploration avec le symbole Interactive
natera-objective-advanced-6 = 6 cartes Exploration avancées jouées
natera-objective-discovery-6 = 6 cartes Exploration avec le symbole Découverte

## Mots des phrases : un quartier, un symbole, une pioche

natera-district-word-farm = Ferme
    .gender = feminine
natera-district-word-city = Ville
    .gender = feminine
natera-district-word-military = Caserne
    .gender = feminine
natera-district-word-coast = Côte
    .gender = feminine
natera-district-word-forest = Forêt
    .gender = feminine
natera-tag-word-science = Science
natera-tag-word-improvement = Amélioration
natera-tag-word-interactive = Interactive
natera-tag-word-discovery = Découverte
natera-tag-word-nuclear = Nucléaire
natera-deck-basic = de base
natera-deck-advanced = avancée

## Étapes des effets (bot/rules/natera_steps.py STEPS)

natera-step-gain = +{ $amount }
natera-step-pay = paie { $amount }
natera-step-others = +{ $amount } pour chacun des autres joueurs
natera-step-vp = { $n } PV
natera-step-any = { $n ->
        [one] 1 ressource
       *[other] { $n } ressources
    } au choix
natera-step-or = { $a } ou { $b }
natera-step-draw = pioche { $n ->
        [one] une carte
       *[other] { $n } cartes
    }
natera-step-discard = défausse { $n ->
        [one] une carte
       *[other] { $n } cartes
    }
natera-step-trade = défausse une carte contre une ressource
natera-step-raise = augmente { $track }
natera-step-lower = diminue { $track }
natera-track-of = ton autorité dans { $district_gender ->
        [masculine] le
       *[feminine] la
    } { $district }
natera-track-any = une piste d'autorité au choix
natera-step-growth = place { $n ->
        [one] un jeton de croissance
       *[other] { $n } jetons de croissance
    }
natera-step-hire = recrute un spécialiste pour { $food } de moins
natera-step-hiremax = recrute un spécialiste coûtant { $food } ou moins
natera-step-playcard = joue une carte pour { $endurance }, { $agility } ou { $intelligence } de moins
natera-step-return = rends un spécialiste contre son coût en nourriture
natera-step-bonus = touche { $n ->
        [one] un bonus de colonie
       *[other] { $n } bonus de colonie
    }
natera-step-copy = copie { $what }
natera-scope-forest = { $n ->
        [one] un lieu de la Forêt
       *[other] { $n } lieux de la Forêt
    }
natera-scope-tier1 = { $n ->
        [one] un lieu de niveau 1
       *[other] { $n } lieux de niveau 1
    }
natera-scope-any = { $n ->
        [one] un lieu
       *[other] { $n } lieux
    }
natera-step-settle = une colonie gratuite
natera-step-reptile = remplace jusqu'à { $n ->
        [one] un spécialiste
       *[other] { $n } spécialistes
    } de la rangée
natera-step-turtle = déplace une colonie
natera-step-search = cherche un symbole dans la pioche avancée

## D'où vient l'étape en cours

natera-source-setup = la mise en place de { $tribe }
natera-source-rest = la production de { $tribe }
natera-source-science = la case Science { $space }
natera-source-copy = la copie de { $slot }
natera-source-free-discard = la défausse gratuite
natera-source-production = la production

## Options

natera-unknown-option = Option inconnue '{ $key }' ; Natera accepte { $keys }.
natera-draft-option = L'option de draft vaut vrai ou faux.
natera-only-expansion = La seule extension de Natera est '{ $expansion }'.
natera-tribes-option = Les tribus sont distribuées au hasard ('random') ou choisies ('pick').
natera-claims-option = Les tuiles d'objectif sont 'random', 'numbered-1' ou 'numbered-2'.

## Mise en place et draft

natera-begins-pick = Natera commence : { $seat } est premier joueur et choisit sa tribu en premier.
natera-begins = Natera commence : { $seat } est premier joueur.
natera-plays-tribe = { $seat } joue la tribu { $tribe }.
natera-plays-board = { $seat } joue le plateau { $board }.
natera-everyone-draws-start = Chacun pioche { $basic } cartes Exploration de base et { $advanced } avancées.
natera-everyone-discards-start = Chacun défausse { $n } cartes de sa main de départ.
natera-draft-begins = Le draft commence : { $n ->
        [one] 1 carte
       *[other] { $n } cartes
    } chacun, passées vers la { $left ->
        [yes] gauche
       *[no] droite
    }.
natera-nothing-now = Rien ne peut être fait pour l'instant.
natera-pick-tribe-first = Choisis d'abord ta tribu : tribe <id>.
natera-not-a-tribe = '{ $tribe }' n'est pas une tribu que tu peux choisir ; regarde la liste des tribus restantes.
natera-choose-side = Choisis la face de ton plateau Science : side a ou side b.
natera-discard-start = Défausse { $n } cartes de ta main de départ : discard <carte>.
natera-hands-ready = Les mains de départ sont prêtes.
natera-pick-one = Garde une des cartes qu'on t'a passées : pick <carte>.
natera-not-passed = '{ $card }' ne fait pas partie des cartes qu'on t'a passées.
natera-picks = { $seat } garde une carte.
natera-draft-over = Le draft est terminé.

## La phase de saison

natera-season-begins = La saison { $season } sur { $seasons } commence ; { $seat } joue en premier.
natera-not-a-season-action = '{ $verb }' n'est pas une action de saison ; utilise send, play, hire, ability, settle, discard ou pass.
natera-pass-alone = Passer ne prend rien d'autre : juste 'pass'.
natera-passes = { $seat } passe jusqu'à la fin de la saison.
natera-send-how = Envoie un jeton ainsi : send leader <lieu> ou send explorer <lieu>.
natera-play-how = Joue une carte ainsi : play <carte> <endurance|agility|intelligence>.
natera-hire-how = Recrute un spécialiste ainsi : hire <spécialiste>.
natera-ability-how = Utilise une capacité ainsi : ability <spécialiste ou carte>.
natera-settle-how = Fonde une colonie ainsi : settle <lieu>.
natera-discard-how = Défausse deux cartes contre une ressource : discard <carte> <carte> <ressource>.
natera-uses-ability = { $seat } utilise la capacité de { $name }.
natera-not-a-resource = '{ $res }' n'est pas une ressource ; prends-en une parmi { $resources }.
natera-discard-held = Tu ne peux défausser que des cartes que tu as, deux.
natera-discard-two-needed = Il te faut deux cartes en main pour les défausser contre une ressource.
natera-discards-for = { $seat } défausse 2 cartes contre { $amount }.

## Envoyer des jetons

natera-no-location = Il n'y a pas de lieu '{ $slot }' ; les lieux sont farm-1 ... coast-5, forest-1 ... forest-6.
natera-still-hidden = { $slot } est encore caché : il est révélé quand quelqu'un atteint { $n } d'autorité dans { $district_gender ->
        [masculine] le
       *[feminine] la
    } { $district }.
natera-tier-locked = { $slot } est de niveau { $tier } : il te faut { $n } d'autorité dans { $district_gender ->
        [masculine] le
       *[feminine] la
    } { $district }.
natera-tribe-has-none = { $kind ->
        [leader] Ta tribu n'a pas de chef ; envoie plutôt un explorateur.
       *[explorer] Ta tribu n'a pas d'explorateurs ; envoie plutôt un chef.
    }
natera-tokens-all-out = { $kind ->
        [leader] Tous tes chefs sont déjà sur le plateau.
       *[explorer] Tous tes explorateurs sont déjà sur le plateau.
    }
natera-own-token-there = Tu as déjà un jeton sur { $slot }.
natera-leader-blocks = Un chef de tribu bloque { $slot }.
natera-forest-needs-card = Un lieu de la Forêt coûte une carte de ta main, et tu n'en as aucune.
natera-exchange-unpaid = { $slot } est un échange : tu ne peux pas payer { $cost }.
natera-sends = { $seat } envoie { $kind ->
        [leader] un chef
       *[explorer] un explorateur
    } sur { $slot } ({ $effect }).
natera-moles-collect = Les Taupes de { $mole } touchent { $food } et { $seat } { $visitor }.
natera-collects-bonus = { $seat } touche le bonus de colonie ({ $effect }).
natera-collects-bonus-twice = { $seat } touche deux fois le bonus de colonie ({ $effect }).
natera-collects-bonus-of = { $seat } touche le bonus de colonie de { $slot } ({ $effect }).

## Cartes

natera-not-in-hand = '{ $card }' n'est pas une carte de ta main.
natera-pay-with = Une carte se paie en endurance, agilité ou intelligence, pas en '{ $attr }'.
natera-card-requires = { $card } exige { $requirement }.
natera-requires-presence = un de tes jetons dans { $district_gender ->
        [masculine] le
       *[feminine] la
    } { $district }
natera-requires-authority = { $n } d'autorité dans { $district_gender ->
        [masculine] le
       *[feminine] la
    } { $district }
natera-requires-tags = { $n ->
        [one] 1 symbole
       *[other] { $n } symboles
    } { $tag } en jeu
natera-card-costs = { $card } coûte { $cost }, et tu as { $have }.
natera-plays-card = { $seat } joue { $card } pour { $cost }.
natera-gains-because = { $seat } gagne { $amount } ({ $why }).
natera-why-gorillas = la science des Gorilles
natera-why-rabbits = la condition des Lapins
natera-why-passive = une carte passive
natera-why-red-pandas = de nouveaux symboles pour les Pandas roux
natera-you-take = Tu prends { $card }.
natera-searches-found = { $seat } cherche dans la pioche avancée une carte avec le symbole { $tag } et en prend une.
natera-searches-none = { $seat } cherche dans la pioche avancée une carte avec le symbole { $tag } et n'en trouve aucune.
natera-pile-shuffled = La défausse { $deck } est mélangée et forme une nouvelle pioche.
natera-draws-from = { $seat } pioche une carte de la pioche { $deck }.
natera-you-draw = Tu pioches { $card }.
natera-you-discard = Tu défausses { $card }.
natera-peeks = { $seat } regarde la première carte de la pioche { $deck }.
natera-you-see-top = La première carte de la pioche { $deck } est { $card }.
natera-discards-card = { $seat } défausse une carte.
natera-discards-for-resource = { $seat } défausse 2 cartes contre une ressource.
natera-cannot-pay = Tu ne peux pas payer { $cost }.

## Spécialistes

natera-not-in-row = '{ $specialist }' n'est pas un spécialiste de la rangée.
natera-costs-more-than = { $specialist } coûte plus de { $most }.
natera-hire-costs = { $specialist } coûte { $cost }, et tu as { $have }.
natera-hires = { $seat } recrute { $specialist } pour { $cost }.
natera-joins-row = { $specialist } rejoint la rangée des spécialistes.
natera-leaves-row = { $specialist } quitte la rangée, remplacé par { $other }.
natera-returns = { $seat } remet { $specialist } sous la pioche des spécialistes contre { $food }.
natera-not-an-ability = '{ $ident }' n'est pas une capacité que tu peux utiliser.
natera-ability-costs = La capacité de { $name } coûte { $cost }.

## Colonies

natera-no-settlements-left = Toutes tes colonies sont déjà sur le plateau.
natera-forest-unsettled = On ne peut pas fonder de colonie sur un lieu de la Forêt.
natera-already-settled = { $slot } a déjà une colonie.
natera-settlement-costs = Une colonie coûte { $cost }, et tu as { $have }.
natera-settles = { $seat } fonde une colonie sur { $slot } pour { $cost }.
natera-settles-free = { $seat } fonde gratuitement une colonie sur { $slot }.
natera-move-somewhere-new = Une colonie se déplace vers un nouveau lieu.
natera-moves-settlement = { $seat } déplace une colonie de { $src } vers { $dst }.
natera-copies = { $seat } copie { $slot } ({ $effect }).

## Décisions en cours

natera-not-a-choice = '{ $action }' n'est pas un choix possible ici ; choisis parmi : { $choices }.
natera-finish-first = Termine d'abord { $source } : choisis parmi { $choices }.

## Autorité, science, objectifs

natera-lowers = L'autorité de { $seat } dans { $district_gender ->
        [masculine] le
       *[feminine] la
    } { $district } descend à { $n }.
natera-reveals = { $seat } atteint { $n } d'autorité dans { $district_gender ->
        [masculine] le
       *[feminine] la
    } { $district } : { $slot } est révélé ({ $effect }).
natera-takes-disc = { $seat } prend le disque de chef de quartier { $district_gender ->
        [masculine] du
       *[feminine] de la
    } { $district }.
natera-disc-returns = Le disque { $district_gender ->
        [masculine] du
       *[feminine] de la
    } { $district } retourne au centre du quartier.
natera-grows = { $seat } place un jeton de croissance sur { $space } ({ $effect }).
natera-others-gain = Chacun des autres joueurs gagne { $amount }.
natera-claims-authority = { $seat } revendique l'objectif d'autorité { $district_gender ->
        [masculine] du
       *[feminine] de la
    } { $district } ({ $vp } PV).
natera-claims-tile = { $seat } revendique la tuile { $tile } : { $objective } ({ $vp } PV).
natera-late-claim = { $seat } revendique aussi la tuile { $tile } au décompte final ({ $vp } PV).

## La phase de repos et la fin

natera-season-ends = Fin de la saison { $season } : phase de repos.
natera-first-passes = Le marqueur de premier joueur passe à { $seat }.
natera-everyone-draws = Chacun pioche { $basic } cartes de base et { $advanced } avancées.
natera-year-over = L'année est terminée. Scores finaux : { $scores }. { $winners_count ->
        [one] Vainqueur
       *[other] Vainqueurs
    } : { $winners }.
natera-seat-score = { $seat } { $n }

## /natera hand (cogs/natera.py)

natera-hand-empty = Ta main est vide.
natera-hand-heading = Ta main ({ $n }) :
natera-hand-card = - `{ $id }` { $card } : { $effect }
natera-hand-passive = - `{ $id }` { $card } : passive, `{ $passive }`
