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

## Words sentences use: a district, a tag, a deck, as a sentence names them

natera-district-word-farm = farm
natera-district-word-city = city
natera-district-word-military = military
natera-district-word-coast = coast
natera-district-word-forest = Forest
natera-tag-word-science = science
natera-tag-word-improvement = improvement
natera-tag-word-interactive = interactive
natera-tag-word-discovery = discovery
natera-tag-word-nuclear = nuclear
natera-deck-basic = basic
natera-deck-advanced = advanced

## Effect steps (bot/rules/natera_steps.py STEPS: each kind's words)

natera-step-gain = +{ $amount }
natera-step-pay = pay { $amount }
natera-step-others = +{ $amount } for every other player
natera-step-vp = { $n } VP
natera-step-any = { $n ->
        [one] 1 resource
       *[other] { $n } resources
    } of your choice
natera-step-or = { $a } or { $b }
natera-step-draw = draw { $n ->
        [one] a card
       *[other] { $n } cards
    }
natera-step-discard = discard { $n ->
        [one] a card
       *[other] { $n } cards
    }
natera-step-trade = discard a card for a resource
natera-step-raise = raise { $track }
natera-step-lower = lower { $track }
natera-track-of = your { $district } authority
natera-track-any = an authority track of your choice
natera-step-growth = place { $n ->
        [one] a growth token
       *[other] { $n } growth tokens
    }
natera-step-hire = hire a specialist for { $food } less
natera-step-hiremax = hire a specialist costing { $food } or less
natera-step-playcard = play a card for { $endurance }, { $agility } or { $intelligence } less
natera-step-return = return a specialist for its food
natera-step-bonus = collect { $n ->
        [one] a settlement bonus
       *[other] { $n } settlement bonuses
    }
natera-step-copy = copy { $what }
natera-scope-forest = { $n ->
        [one] a Forest location
       *[other] { $n } Forest locations
    }
natera-scope-tier1 = { $n ->
        [one] a tier 1 location
       *[other] { $n } tier 1 locations
    }
natera-scope-any = { $n ->
        [one] a location
       *[other] { $n } locations
    }
natera-step-settle = a free settlement
natera-step-reptile = replace up to { $n ->
        [one] one specialist
       *[other] { $n } specialists
    } of the row
natera-step-turtle = move a settlement
natera-step-search = search the advanced deck for a tag

## What a step being resolved comes from (natera_steps.source_msg)

natera-source-setup = { $tribe } setup
natera-source-rest = the { $tribe }' production
natera-source-science = science space { $space }
natera-source-copy = the copy of { $slot }
natera-source-free-discard = the free discard
natera-source-production = production

## Options

natera-unknown-option = Unknown option '{ $key }'; Natera takes { $keys }.
natera-draft-option = The draft option is true or false.
natera-only-expansion = Natera's only expansion is '{ $expansion }'.
natera-tribes-option = Tribes are dealt 'random' or chosen with 'pick'.
natera-claims-option = Claim tiles are 'random', 'numbered-1' or 'numbered-2'.

## Setup and the draft

natera-begins-pick = Natera begins: { $seat } is the first player and picks a tribe first.
natera-begins = Natera begins: { $seat } is the first player.
natera-plays-tribe = { $seat } plays the { $tribe }.
natera-plays-board = { $seat } plays the { $board }.
natera-everyone-draws-start = Everyone draws { $basic } basic and { $advanced } advanced exploration cards.
natera-everyone-discards-start = Everyone discards { $n } cards of their starting hand.
natera-draft-begins = The draft begins: { $n ->
        [one] 1 card
       *[other] { $n } cards
    } each, passed to the { $left ->
        [yes] left
       *[no] right
    }.
natera-nothing-now = Nothing can be done now.
natera-pick-tribe-first = Pick your tribe first: tribe <id>.
natera-not-a-tribe = '{ $tribe }' is not a tribe you can pick; see the list of tribes left.
natera-choose-side = Choose the side of your science board: side a or side b.
natera-discard-start = Discard { $n } cards of your starting hand: discard <card>.
natera-hands-ready = The starting hands are ready.
natera-pick-one = Pick one card of the cards passed to you: pick <card>.
natera-not-passed = '{ $card }' is not among the cards passed to you.
natera-picks = { $seat } picks a card.
natera-draft-over = The draft is over.

## The season phase

natera-season-begins = Season { $season } of { $seasons } begins; { $seat } plays first.
natera-not-a-season-action = '{ $verb }' is not a season action; send, play, hire, ability, settle, discard or pass.
natera-pass-alone = Pass takes nothing more: just 'pass'.
natera-passes = { $seat } passes for the rest of the season.
natera-send-how = Send a token with: send leader <location> or send explorer <location>.
natera-play-how = Play a card with: play <card> <endurance|agility|intelligence>.
natera-hire-how = Hire a specialist with: hire <specialist>.
natera-ability-how = Use an ability with: ability <specialist or card>.
natera-settle-how = Establish a settlement with: settle <location>.
natera-discard-how = Discard two cards for a resource: discard <card> <card> <resource>.
natera-uses-ability = { $seat } uses the ability of { $name }.
natera-not-a-resource = '{ $res }' is not a resource; take one of { $resources }.
natera-discard-held = You can only discard cards you hold, two of them.
natera-discard-two-needed = You need two cards in hand to discard them for a resource.
natera-discards-for = { $seat } discards 2 cards for { $amount }.

## Sending tokens

natera-no-location = There is no location '{ $slot }'; locations are farm-1 ... coast-5, forest-1 ... forest-6.
natera-still-hidden = { $slot } is still hidden: it is revealed when someone reaches { $n } authority in the { $district }.
natera-tier-locked = { $slot } is tier { $tier }: you need { $n } authority in the { $district }.
natera-tribe-has-none = { $kind ->
        [leader] Your tribe has no leaders; send an explorer instead.
       *[explorer] Your tribe has no explorers; send a leader instead.
    }
natera-tokens-all-out = { $kind ->
        [leader] Your leaders are all on the board already.
       *[explorer] Your explorers are all on the board already.
    }
natera-own-token-there = You already have a token on { $slot }.
natera-leader-blocks = A tribe leader blocks { $slot }.
natera-forest-needs-card = A Forest location takes a card from your hand, and you have none.
natera-exchange-unpaid = { $slot } is an exchange: you cannot pay { $cost }.
natera-sends = { $seat } sends { $kind ->
        [leader] a leader
       *[explorer] an explorer
    } to { $slot } ({ $effect }).
natera-moles-collect = The Moles of { $mole } collect { $food } and { $seat } { $visitor }.
natera-collects-bonus = { $seat } collects the settlement bonus ({ $effect }).
natera-collects-bonus-twice = { $seat } collects the settlement bonus ({ $effect }) twice.
natera-collects-bonus-of = { $seat } collects the settlement bonus of { $slot } ({ $effect }).

## Cards

natera-not-in-hand = '{ $card }' is not a card in your hand.
natera-pay-with = Pay a card with endurance, agility or intelligence, not '{ $attr }'.
natera-card-requires = { $card } requires { $requirement }.
natera-requires-presence = a token of yours in the { $district }
natera-requires-authority = { $n } authority in the { $district }
natera-requires-tags = { $n } { $tag } tags in play
natera-card-costs = { $card } costs { $cost }, and you have { $have }.
natera-plays-card = { $seat } plays { $card } for { $cost }.
natera-gains-because = { $seat } gains { $amount } ({ $why }).
natera-why-gorillas = the Gorillas' science
natera-why-rabbits = the Rabbits' requirement
natera-why-passive = a passive card
natera-why-red-pandas = new tags for the Red Pandas
natera-you-take = You take { $card }.
natera-searches-found = { $seat } searches the advanced deck for a { $tag } card and takes one.
natera-searches-none = { $seat } searches the advanced deck for a { $tag } card and finds none.
natera-pile-shuffled = The { $deck } discard pile is shuffled into a new deck.
natera-draws-from = { $seat } draws a { $deck } card.
natera-you-draw = You draw { $card }.
natera-you-discard = You discard { $card }.
natera-peeks = { $seat } looks at the top card of the { $deck } deck.
natera-you-see-top = The top card of the { $deck } deck is { $card }.
natera-discards-card = { $seat } discards a card.
natera-discards-for-resource = { $seat } discards 2 cards for a resource.
natera-cannot-pay = You cannot pay { $cost }.

## Specialists

natera-not-in-row = '{ $specialist }' is not a specialist of the row.
natera-costs-more-than = { $specialist } costs more than { $most }.
natera-hire-costs = { $specialist } costs { $cost }, and you have { $have }.
natera-hires = { $seat } hires { $specialist } for { $cost }.
natera-joins-row = { $specialist } joins the specialist row.
natera-leaves-row = { $specialist } leaves the row for { $other }.
natera-returns = { $seat } returns { $specialist } under the specialist deck for { $food }.
natera-not-an-ability = '{ $ident }' is not an ability you can use.
natera-ability-costs = The ability of { $name } costs { $cost }.

## Settlements

natera-no-settlements-left = All your settlements are on the board.
natera-forest-unsettled = Forest locations cannot be settled.
natera-already-settled = { $slot } already has a settlement.
natera-settlement-costs = A settlement costs { $cost }, and you have { $have }.
natera-settles = { $seat } establishes a settlement on { $slot } for { $cost }.
natera-settles-free = { $seat } establishes a settlement on { $slot } for free.
natera-move-somewhere-new = A settlement moves to a new location.
natera-moves-settlement = { $seat } moves a settlement from { $src } to { $dst }.
natera-copies = { $seat } copies { $slot } ({ $effect }).

## Decisions being resolved

natera-not-a-choice = '{ $action }' is not a choice here; choose one of: { $choices }.
natera-finish-first = First finish { $source }: choose one of { $choices }.

## Authority, science, claims

natera-lowers = { $seat } lowers their { $district } authority to { $n }.
natera-reveals = { $seat } reaches { $n } { $district } authority: { $slot } is revealed ({ $effect }).
natera-takes-disc = { $seat } takes the { $district } district leader disc.
natera-disc-returns = The { $district } disc returns to the middle of the district.
natera-grows = { $seat } places a growth token on { $space } ({ $effect }).
natera-others-gain = Every other player gains { $amount }.
natera-claims-authority = { $seat } claims the { $district } authority claim ({ $vp } VP).
natera-claims-tile = { $seat } claims tile { $tile }: { $objective } ({ $vp } VP).
natera-late-claim = { $seat } also claims tile { $tile } at final scoring ({ $vp } VP).

## The rest phase and the end

natera-season-ends = Season { $season } ends: the rest phase.
natera-first-passes = The first player marker passes to { $seat }.
natera-everyone-draws = Everyone draws { $basic } basic and { $advanced } advanced cards.
natera-year-over = The year is over. Final scores: { $scores }. Winner: { $winners }.
natera-seat-score = { $seat } { $n }

## /natera hand (cogs/natera.py)

natera-hand-empty = Your hand is empty.
natera-hand-heading = Your hand ({ $n }):
natera-hand-card = - `{ $id }` { $card }: { $effect }
natera-hand-passive = - `{ $id }` { $card }: passive, `{ $passive }`
