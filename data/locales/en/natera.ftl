# Natera (bot/rules/natera.py): the names of the components, families chosen by data
# (bot/rules/natera_data.py card_msg, specialist_msg, tribe_msg, district_msg, resource_msg,
# amount_msg, token_msg, tag_msg, objective_msg, science_msg).

## Exploration cards

natera-card-aquaponics = Aquaponics
natera-card-seed-vault = Seed Vault
natera-card-scrap-workshop = Scrap Workshop
natera-card-battery-bank = Battery Bank
natera-card-trail-map = Trail Map
natera-card-old-library = Old Library
natera-card-greenhouse-notes = Greenhouse Notes
natera-card-radio-tower = Radio Tower
natera-card-barter-post = Barter Post
natera-card-fishing-nets = Fishing Nets
natera-card-training-ground = Training Ground
natera-card-lookout-post = Lookout Post
natera-card-compost-heap = Compost Heap
natera-card-toolbox = Toolbox
natera-card-signal-fire = Signal Fire
natera-card-rusty-bicycle = Rusty Bicycle
natera-card-water-filter = Water Filter
natera-card-herb-garden = Herb Garden
natera-card-salvage-crew = Salvage Crew
natera-card-field-guide = Field Guide
natera-card-supply-cache = Supply Cache
natera-card-market-stall = Market Stall
natera-card-hunting-grounds = Hunting Grounds
natera-card-power-line = Power Line
natera-card-scout-report = Scout Report
natera-card-walkie-talkies = Walkie Talkies
natera-card-recruiting-board = Recruiting Board
natera-card-repair-kit = Repair Kit
natera-card-solar-panel = Solar Panel
natera-card-raft = Raft
natera-card-surveyor-tools = Surveyor Tools
natera-card-study-circle = Study Circle
natera-card-wind-turbine = Wind Turbine
natera-card-research-lab = Research Lab
natera-card-observatory = Observatory
natera-card-irrigation-canal = Irrigation Canal
natera-card-trading-harbor = Trading Harbor
natera-card-ruined-mall = Ruined Mall
natera-card-bunker = Bunker
natera-card-council-hall = Council Hall
natera-card-seed-bank = Seed Bank
natera-card-lighthouse = Lighthouse
natera-card-railway = Railway
natera-card-archive = Archive
natera-card-mech-suit = Mech Suit
natera-card-town-square = Town Square
natera-card-radio-network = Radio Network
natera-card-hydroponic-tower = Hydroponic Tower
natera-card-expedition = Expedition
natera-card-genome-project = Genome Project
natera-card-amphitheater = Amphitheater
natera-card-old-highway = Old Highway
natera-card-harbour-cranes = Harbour Cranes
natera-card-greenhouse-dome = Greenhouse Dome
natera-card-ancient-map = Ancient Map
natera-card-drone-fleet = Drone Fleet
natera-card-monument-ruins = Monument Ruins
natera-card-contaminated-land = Contaminated Land
natera-card-reactor-core = Reactor Core
natera-card-isotope-lab = Isotope Lab
natera-card-fallout-shelter = Fallout Shelter
natera-card-geiger-counter = Geiger Counter
natera-card-cooling-tower = Cooling Tower
natera-card-glowing-mushrooms = Glowing Mushrooms
natera-card-atomic-clock = Atomic Clock
natera-card-uranium-mine = Uranium Mine
natera-card-hazmat-team = Hazmat Team
natera-card-control-room = Control Room

## Specialists

natera-specialist-business-ape = Business Ape
natera-specialist-field-medic = Field Medic
natera-specialist-courier-pigeon = Courier Pigeon
natera-specialist-scrap-engineer = Scrap Engineer
natera-specialist-night-owl-scholar = Night Owl Scholar
natera-specialist-tracker-hound = Tracker Hound
natera-specialist-quartermaster = Quartermaster
natera-specialist-diplomat-parrot = Diplomat Parrot
natera-specialist-archivist-tortoise = Archivist Tortoise
natera-specialist-strongback-ox = Strongback Ox
natera-specialist-electrician-eel = Electrician Eel
natera-specialist-cartographer-crane = Cartographer Crane
natera-specialist-chef-badger = Chef Badger
natera-specialist-negotiator-hare = Negotiator Hare
natera-specialist-dam-engineer = Dam Engineer
natera-specialist-botanist-sloth = Botanist Sloth
natera-specialist-sentinel-hawk = Sentinel Hawk
natera-specialist-mechanic-otter = Mechanic Otter
natera-specialist-herald-rooster = Herald Rooster
natera-specialist-professor-owl = Professor Owl
natera-specialist-ranger-wolf = Ranger Wolf
natera-specialist-mayor-elephant = Mayor Elephant
natera-specialist-digger-armadillo = Digger Armadillo
natera-specialist-librarian-moth = Librarian Moth
natera-specialist-smuggler-ferret = Smuggler Ferret
natera-specialist-oracle-bat = Oracle Bat
natera-specialist-scout-meerkat = Scout Meerkat
natera-specialist-foreman-bison = Foreman Bison
natera-specialist-nurse-deer = Nurse Deer
natera-specialist-treasurer-magpie = Treasurer Magpie

## Tribes

natera-tribe-bears = Bear Rangers
natera-tribe-beavers = Beaver Corporation
natera-tribe-chimpanzees = Chimpanzee Family
natera-tribe-foxes = Fox Syndicate
natera-tribe-gorillas = Gorilla Consensus
natera-tribe-moles = Mole Band
natera-tribe-rabbits = Rabbit Pioneers
natera-tribe-racoons = Racoon Association
natera-tribe-ravens = Raven Cabal
natera-tribe-red-pandas = Red Panda Committee
natera-tribe-reptiles = Reptile Clan
natera-tribe-turtles = Traveling Turtles

## Districts (a sentence reads $district_gender for its article)

natera-district-farm = Farm
natera-district-city = City
natera-district-military = Military
natera-district-coast = Coast
natera-district-forest = Forest

## Resources: the word, and an amount of it ($n)

natera-resource-food = food
natera-resource-supply = supply
natera-resource-power = power
natera-resource-endurance = endurance
natera-resource-agility = agility
natera-resource-intelligence = intelligence
natera-amount-food = { $n } food
natera-amount-supply = { $n } supply
natera-amount-power = { $n } power
natera-amount-endurance = { $n } endurance
natera-amount-agility = { $n } agility
natera-amount-intelligence = { $n } intelligence

## Tokens: a tribe leader, an explorer ($n of them)

natera-token-leader = { $n ->
        [one] tribe leader
       *[other] tribe leaders
    }
natera-token-explorer = { $n ->
        [one] explorer
       *[other] explorers
    }

## Card tags

natera-tag-science = Science
natera-tag-improvement = Improvement
natera-tag-interactive = Interactive
natera-tag-discovery = Discovery
natera-tag-nuclear = Nuclear
natera-tag-basic = Basic
natera-tag-advanced = Advanced
natera-tag-specialist = Specialist

## Science boards ($side: a letter)

natera-science-oak = Oak tree, side { $side }
natera-science-willow = Willow tree, side { $side }
natera-science-fern = Fern tree, side { $side }
natera-science-moss = Moss tree, side { $side }
natera-science-cedar = Cedar tree, side { $side }

## Claim objectives

natera-objective-specialists-5 = 5 Specialist cards
natera-objective-specialists-costs = 2 Specialists costing more than 19 Food and 2 costing less than 20
natera-objective-specialists-plain = 4 Specialists without Endurance, Agility and Intelligence rewards
natera-objective-specialists-vp-values = 4 Specialists with different VP values (special values included)
natera-objective-settlements-4 = 4 settlements
natera-objective-settlements-farm-city-coast = 3 settlements: one in the Farm, City and Coast
natera-objective-settlements-farm-coast-military = 3 settlements: one in the Farm, Coast and Military
natera-objective-settlements-tiers = 3 settlements in Tier 2 and/or Tier 3
natera-objective-requirements-7 = 7 Exploration cards with a requirement
natera-objective-requirements-presence-5 = 5 Exploration cards requiring an Explorer or Tribe leader in a District
natera-objective-requirements-authority-4 = 4 Exploration cards requiring authority on a track
natera-objective-authority-3-everywhere = 3 authority in each of the Farm, City, Military and Coast
natera-objective-growth-8 = 8 growth tokens on the science board
natera-objective-growth-column = 5 growth tokens in a full column of the science board
natera-objective-growth-two-rows = 6 growth tokens in two full continuous rows of the science board
natera-objective-science-5 = 5 Exploration cards with a Science tag
natera-objective-improvement-4 = 4 Exploration cards with an Improvement tag
natera-objective-interactive-3 = 3 Exploration cards with an Interactive tag
natera-objective-advanced-6 = 6 Advanced Exploration cards played
natera-objective-discovery-6 = 6 Exploration cards with a Discovery tag
