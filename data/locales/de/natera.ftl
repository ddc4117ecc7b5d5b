# Natera (bot/rules/natera.py): the names of the components, families chosen by data
# (bot/rules/natera_data.py card_msg, specialist_msg, tribe_msg, district_msg, resource_msg,
# amount_msg, token_msg, tag_msg, objective_msg, science_msg).

## Exploration cards

natera-card-aquaponics = Aquaponik
natera-card-seed-vault = Saatgut-Tresor
natera-card-scrap-workshop = Schrottwerkstatt
natera-card-battery-bank = Batteriebank
natera-card-trail-map = Wegekarte
natera-card-old-library = Alte Bibliothek
natera-card-greenhouse-notes = Gewächshausnotizen
natera-card-radio-tower = Funkturm
natera-card-barter-post = Tauschposten
natera-card-fishing-nets = Fischernetze
natera-card-training-ground = Übungsplatz
natera-card-lookout-post = Ausguck
natera-card-compost-heap = Komposthaufen
natera-card-toolbox = Werkzeugkasten
natera-card-signal-fire = Signalfeuer
natera-card-rusty-bicycle = Rostiges Fahrrad
natera-card-water-filter = Wasserfilter
natera-card-herb-garden = Kräutergarten
natera-card-salvage-crew = Bergungstrupp
natera-card-field-guide = Feldführer
natera-card-supply-cache = Vorratslager
natera-card-market-stall = Marktstand
natera-card-hunting-grounds = Jagdgründe
natera-card-power-line = Stromleitung
natera-card-scout-report = Späherbericht
natera-card-walkie-talkies = Funkgeräte
natera-card-recruiting-board = Rekrutierungstafel
natera-card-repair-kit = Reparaturset
natera-card-solar-panel = Solarmodul
natera-card-raft = Floß
natera-card-surveyor-tools = Vermessungswerkzeug
natera-card-study-circle = Lernkreis
natera-card-wind-turbine = Windrad
natera-card-research-lab = Forschungslabor
natera-card-observatory = Sternwarte
natera-card-irrigation-canal = Bewässerungskanal
natera-card-trading-harbor = Handelshafen
natera-card-ruined-mall = Verfallenes Einkaufszentrum
natera-card-bunker = Bunker
natera-card-council-hall = Ratshalle
natera-card-seed-bank = Saatgutbank
natera-card-lighthouse = Leuchtturm
natera-card-railway = Eisenbahn
natera-card-archive = Archiv
natera-card-mech-suit = Mech-Anzug
natera-card-town-square = Marktplatz
natera-card-radio-network = Funknetz
natera-card-hydroponic-tower = Hydroponikturm
natera-card-expedition = Forschungsreise
natera-card-genome-project = Genomprojekt
natera-card-amphitheater = Amphitheater
natera-card-old-highway = Alte Autobahn
natera-card-harbour-cranes = Hafenkräne
natera-card-greenhouse-dome = Gewächshauskuppel
natera-card-ancient-map = Alte Landkarte
natera-card-drone-fleet = Drohnenflotte
natera-card-monument-ruins = Denkmalruinen
natera-card-contaminated-land = Verseuchtes Land
natera-card-reactor-core = Reaktorkern
natera-card-isotope-lab = Isotopenlabor
natera-card-fallout-shelter = Atomschutzraum
natera-card-geiger-counter = Geigerzähler
natera-card-cooling-tower = Kühlturm
natera-card-glowing-mushrooms = Leuchtpilze
natera-card-atomic-clock = Atomuhr
natera-card-uranium-mine = Uranmine
natera-card-hazmat-team = ABC-Trupp
natera-card-control-room = Kontrollraum

## Specialists

natera-specialist-business-ape = Geschäftsaffe
natera-specialist-field-medic = Feldsanitäter
natera-specialist-courier-pigeon = Brieftaube
natera-specialist-scrap-engineer = Schrottingenieur
natera-specialist-night-owl-scholar = Nachteulen-Gelehrter
natera-specialist-tracker-hound = Spürhund
natera-specialist-quartermaster = Quartiermeister
natera-specialist-diplomat-parrot = Diplomatenpapagei
natera-specialist-archivist-tortoise = Archivar-Schildkröte
natera-specialist-strongback-ox = Kraftochse
natera-specialist-electrician-eel = Elektriker-Aal
natera-specialist-cartographer-crane = Kartografen-Kranich
natera-specialist-chef-badger = Koch-Dachs
natera-specialist-negotiator-hare = Unterhändler-Hase
natera-specialist-dam-engineer = Dammbauer
natera-specialist-botanist-sloth = Botaniker-Faultier
natera-specialist-sentinel-hawk = Wächterfalke
natera-specialist-mechanic-otter = Mechaniker-Otter
natera-specialist-herald-rooster = Herold-Hahn
natera-specialist-professor-owl = Professorin Eule
natera-specialist-ranger-wolf = Förster-Wolf
natera-specialist-mayor-elephant = Bürgermeister-Elefant
natera-specialist-digger-armadillo = Gräber-Gürteltier
natera-specialist-librarian-moth = Bibliotheksmotte
natera-specialist-smuggler-ferret = Schmuggler-Frettchen
natera-specialist-oracle-bat = Orakel-Fledermaus
natera-specialist-scout-meerkat = Späher-Erdmännchen
natera-specialist-foreman-bison = Vorarbeiter-Bison
natera-specialist-nurse-deer = Pfleger-Hirsch
natera-specialist-treasurer-magpie = Schatzmeister-Elster

## Tribes

natera-tribe-bears = Bärenwächter
natera-tribe-beavers = Biber-Konzern
natera-tribe-chimpanzees = Schimpansen-Familie
natera-tribe-foxes = Fuchs-Syndikat
natera-tribe-gorillas = Gorilla-Konsens
natera-tribe-moles = Maulwurf-Bande
natera-tribe-rabbits = Kaninchen-Pioniere
natera-tribe-racoons = Waschbär-Verein
natera-tribe-ravens = Raben-Kabale
natera-tribe-red-pandas = Rotpanda-Komitee
natera-tribe-reptiles = Reptilien-Clan
natera-tribe-turtles = Reisende Schildkröten

## Districts (a sentence reads $district_gender for its article)

natera-district-farm = Farm
    .gender = feminine
natera-district-city = Stadt
    .gender = feminine
natera-district-military = Kaserne
    .gender = feminine
natera-district-coast = Küste
    .gender = feminine
natera-district-forest = Wald
    .gender = masculine

## Resources: the word, and an amount of it ($n)

natera-resource-food = Nahrung
    .gender = feminine
natera-resource-supply = Vorräte
    .gender = masculine
natera-resource-power = Energie
    .gender = feminine
natera-resource-endurance = Ausdauer
    .gender = feminine
natera-resource-agility = Geschick
    .gender = neuter
natera-resource-intelligence = Intelligenz
    .gender = feminine
natera-amount-food = { $n } Nahrung
natera-amount-supply = { $n ->
        [one] { $n } Vorrat
       *[other] { $n } Vorräte
    }
natera-amount-power = { $n } Energie
natera-amount-endurance = { $n } Ausdauer
natera-amount-agility = { $n } Geschick
natera-amount-intelligence = { $n } Intelligenz

## Tokens: a tribe leader, an explorer ($n of them)

natera-token-leader = { $n ->
        [one] Stammesanführer
       *[other] Stammesanführer
    }
    .gender = masculine
natera-token-explorer = { $n ->
        [one] Kundschafter
       *[other] Kundschafter
    }
    .gender = masculine

## Card tags

natera-tag-science = Wissenschaft
natera-tag-improvement = Verbesserung
natera-tag-interactive = Interaktion
natera-tag-discovery = Entdeckung
natera-tag-nuclear = Nuklear
natera-tag-basic = Basis
natera-tag-advanced = Fortgeschritten
natera-tag-specialist = Spezialist

## Science boards ($side: a letter)

natera-science-oak = Eiche, Seite { $side }
natera-science-willow = Weide, Seite { $side }
natera-science-fern = Baumfarn, Seite { $side }
natera-science-moss = Moosbaum, Seite { $side }
natera-science-cedar = Zeder, Seite { $side }

## Claim objectives

natera-objective-specialists-5 = 5 Spezialisten
natera-objective-specialists-costs = 2 Spezialisten für mehr als 19 Nahrung und 2 für weniger als 20
natera-objective-specialists-plain = 4 Spezialisten ohne Ausdauer-, Geschick- und Intelligenz-Belohnung
natera-objective-specialists-vp-values = 4 Spezialisten mit verschiedenen SP-Werten (Sonderwerte zählen)
natera-objective-settlements-4 = 4 Siedlungen
natera-objective-settlements-farm-city-coast = 3 Siedlungen: je eine auf der Farm, in der Stadt und an der Küste
natera-objective-settlements-farm-coast-military = 3 Siedlungen: je eine auf der Farm, an der Küste und in der Kaserne
natera-objective-settlements-tiers = 3 Siedlungen auf Stufe 2 oder 3
natera-objective-requirements-7 = 7 Erkundungskarten mit Voraussetzung
natera-objective-requirements-presence-5 = 5 Erkundungskarten, die einen Kundschafter oder Stammesanführer in einem Bezirk verlangen
natera-objective-requirements-authority-4 = 4 Erkundungskarten, die Autorität auf einer Leiste verlangen
natera-objective-authority-3-everywhere = 3 Autorität auf der Farm, in der Stadt, in der Kaserne und an der Küste
natera-objective-growth-8 = 8 Wachstumsmarker auf dem Wissenschaftstableau
natera-objective-growth-column = 5 Wachstumsmarker in einer vollen Spalte des Wissenschaftstableaus
natera-objective-growth-two-rows = 6 Wachstumsmarker in zwei vollen, aufeinanderfolgenden Reihen des Wissenschaftstableaus
natera-objective-science-5 = 5 Erkundungskarten mit dem Symbol Wissenschaft
natera-objective-improvement-4 = 4 Erkundungskarten mit dem Symbol Verbesserung
natera-objective-interactive-3 = 3 Erkundungskarten mit dem Symbol Interaktion
natera-objective-advanced-6 = 6 ausgespielte fortgeschrittene Erkundungskarten
natera-objective-discovery-6 = 6 Erkundungskarten mit dem Symbol Entdeckung
