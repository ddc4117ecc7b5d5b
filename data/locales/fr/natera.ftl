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
