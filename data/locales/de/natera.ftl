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

## Wörter der Sätze: ein Bezirk (.in: wo, .gen: wessen), ein Symbol, ein Stapel

natera-district-word-farm = Farm
    .gender = feminine
    .in = auf der Farm
    .gen = der Farm
natera-district-word-city = Stadt
    .gender = feminine
    .in = in der Stadt
    .gen = der Stadt
natera-district-word-military = Kaserne
    .gender = feminine
    .in = in der Kaserne
    .gen = der Kaserne
natera-district-word-coast = Küste
    .gender = feminine
    .in = an der Küste
    .gen = der Küste
natera-district-word-forest = Wald
    .gender = masculine
    .in = im Wald
    .gen = des Waldes
natera-tag-word-science = Wissenschaft
natera-tag-word-improvement = Verbesserung
natera-tag-word-interactive = Interaktion
natera-tag-word-discovery = Entdeckung
natera-tag-word-nuclear = Nuklear
natera-deck-basic = Basisstapel
natera-deck-advanced = Fortgeschrittenenstapel

## Schritte der Effekte (bot/rules/natera_steps.py STEPS)

natera-step-gain = +{ $amount }
natera-step-pay = zahle { $amount }
natera-step-others = +{ $amount } für alle anderen
natera-step-vp = { $n } SP
natera-step-any = { $n ->
        [one] 1 Rohstoff
       *[other] { $n } Rohstoffe
    } nach Wahl
natera-step-or = { $a } oder { $b }
natera-step-draw = ziehe { $n ->
        [one] eine Karte
       *[other] { $n } Karten
    }
natera-step-discard = wirf { $n ->
        [one] eine Karte
       *[other] { $n } Karten
    } ab
natera-step-trade = wirf eine Karte für einen Rohstoff ab
natera-step-raise = erhöhe { $track }
natera-step-lower = senke { $track }
natera-track-of = deine Autorität { $district_in }
natera-track-any = eine Autoritätsleiste deiner Wahl
natera-step-growth = lege { $n ->
        [one] einen Wachstumsmarker
       *[other] { $n } Wachstumsmarker
    }
natera-step-hire = heuere einen Spezialisten für { $food } weniger an
natera-step-hiremax = heuere einen Spezialisten für höchstens { $food } an
natera-step-playcard = spiele eine Karte für { $endurance }, { $agility } oder { $intelligence } weniger
natera-step-return = gib einen Spezialisten für seine Nahrungskosten zurück
natera-step-bonus = kassiere { $n ->
        [one] einen Siedlungsbonus
       *[other] { $n } Siedlungsboni
    }
natera-step-copy = kopiere { $what }
natera-scope-forest = { $n ->
        [one] einen Ort im Wald
       *[other] { $n } Orte im Wald
    }
natera-scope-tier1 = { $n ->
        [one] einen Ort der Stufe 1
       *[other] { $n } Orte der Stufe 1
    }
natera-scope-any = { $n ->
        [one] einen Ort
       *[other] { $n } Orte
    }
natera-step-settle = eine kostenlose Siedlung
natera-step-reptile = ersetze bis zu { $n ->
        [one] einen Spezialisten
       *[other] { $n } Spezialisten
    } der Reihe
natera-step-turtle = verlege eine Siedlung
natera-step-search = durchsuche den Fortgeschrittenenstapel nach einem Symbol

## Woher der gerade abgehandelte Schritt kommt

natera-source-setup = den Spielaufbau von { $tribe }
natera-source-rest = die Produktion von { $tribe }
natera-source-science = das Wissenschaftsfeld { $space }
natera-source-copy = die Kopie von { $slot }
natera-source-free-discard = das freie Abwerfen
natera-source-production = die Produktion

## Optionen

natera-unknown-option = Unbekannte Option '{ $key }'; Natera kennt { $keys }.
natera-draft-option = Die Draft-Option ist wahr oder falsch.
natera-only-expansion = Die einzige Erweiterung von Natera ist '{ $expansion }'.
natera-tribes-option = Stämme werden zufällig verteilt ('random') oder gewählt ('pick').
natera-claims-option = Zielplättchen sind 'random', 'numbered-1' oder 'numbered-2'.

## Spielaufbau und Draft

natera-begins-pick = Natera beginnt: { $seat } ist Startspieler und wählt zuerst einen Stamm.
natera-begins = Natera beginnt: { $seat } ist Startspieler.
natera-plays-tribe = { $seat } spielt den Stamm { $tribe }.
natera-plays-board = { $seat } spielt das Tableau { $board }.
natera-everyone-draws-start = Alle ziehen { $basic } Basis- und { $advanced } fortgeschrittene Erkundungskarten.
natera-everyone-discards-start = Alle werfen { $n } Karten ihrer Starthand ab.
natera-draft-begins = Der Draft beginnt: { $n ->
        [one] 1 Karte
       *[other] { $n } Karten
    } für jeden, weitergegeben nach { $left ->
        [yes] links
       *[no] rechts
    }.
natera-nothing-now = Gerade kann nichts getan werden.
natera-pick-tribe-first = Wähle zuerst deinen Stamm: tribe <id>.
natera-not-a-tribe = '{ $tribe }' ist kein Stamm, den du wählen kannst; sieh dir die Liste der übrigen Stämme an.
natera-choose-side = Wähle die Seite deines Wissenschaftstableaus: side a oder side b.
natera-discard-start = Wirf { $n } Karten deiner Starthand ab: discard <Karte>.
natera-hands-ready = Die Starthände sind bereit.
natera-pick-one = Behalte eine der Karten, die dir weitergegeben wurden: pick <Karte>.
natera-not-passed = '{ $card }' ist nicht unter den Karten, die dir weitergegeben wurden.
natera-picks = { $seat } behält eine Karte.
natera-draft-over = Der Draft ist vorbei.

## Die Saisonphase

natera-season-begins = Saison { $season } von { $seasons } beginnt; { $seat } spielt zuerst.
natera-not-a-season-action = '{ $verb }' ist keine Saisonaktion; möglich sind send, play, hire, ability, settle, discard oder pass.
natera-pass-alone = Passen braucht nichts weiter: nur 'pass'.
natera-passes = { $seat } passt für den Rest der Saison.
natera-send-how = Schicke einen Marker so: send leader <Ort> oder send explorer <Ort>.
natera-play-how = Spiele eine Karte so: play <Karte> <endurance|agility|intelligence>.
natera-hire-how = Heuere einen Spezialisten so an: hire <Spezialist>.
natera-ability-how = Nutze eine Fähigkeit so: ability <Spezialist oder Karte>.
natera-settle-how = Gründe eine Siedlung so: settle <Ort>.
natera-discard-how = Wirf zwei Karten für einen Rohstoff ab: discard <Karte> <Karte> <Rohstoff>.
natera-uses-ability = { $seat } nutzt die Fähigkeit von { $name }.
natera-not-a-resource = '{ $res }' ist kein Rohstoff; nimm einen von { $resources }.
natera-discard-held = Du kannst nur Karten abwerfen, die du hast, und zwar zwei.
natera-discard-two-needed = Du brauchst zwei Karten auf der Hand, um sie für einen Rohstoff abzuwerfen.
natera-discards-for = { $seat } wirft 2 Karten für { $amount } ab.

## Marker schicken

natera-no-location = Es gibt keinen Ort '{ $slot }'; die Orte sind farm-1 ... coast-5, forest-1 ... forest-6.
natera-still-hidden = { $slot } ist noch verdeckt: er wird aufgedeckt, sobald jemand { $n } Autorität { $district_in } erreicht.
natera-tier-locked = { $slot } ist Stufe { $tier }: Du brauchst { $n } Autorität { $district_in }.
natera-tribe-has-none = { $kind ->
        [leader] Dein Stamm hat keine Anführer; schicke stattdessen einen Kundschafter.
       *[explorer] Dein Stamm hat keine Kundschafter; schicke stattdessen einen Anführer.
    }
natera-tokens-all-out = { $kind ->
        [leader] Deine Anführer sind schon alle auf dem Spielplan.
       *[explorer] Deine Kundschafter sind schon alle auf dem Spielplan.
    }
natera-own-token-there = Du hast schon einen Marker auf { $slot }.
natera-leader-blocks = Ein Stammesanführer blockiert { $slot }.
natera-forest-needs-card = Ein Ort im Wald kostet eine Karte von deiner Hand, und du hast keine.
natera-exchange-unpaid = { $slot } ist ein Tausch: Du kannst { $cost } nicht bezahlen.
natera-sends = { $seat } schickt { $kind ->
        [leader] einen Anführer
       *[explorer] einen Kundschafter
    } nach { $slot } ({ $effect }).
natera-moles-collect = Die Maulwürfe von { $mole } kassieren { $food } und { $seat } { $visitor }.
natera-collects-bonus = { $seat } kassiert den Siedlungsbonus ({ $effect }).
natera-collects-bonus-twice = { $seat } kassiert den Siedlungsbonus zweimal ({ $effect }).
natera-collects-bonus-of = { $seat } kassiert den Siedlungsbonus von { $slot } ({ $effect }).

## Karten

natera-not-in-hand = '{ $card }' ist keine Karte auf deiner Hand.
natera-pay-with = Eine Karte wird mit Ausdauer, Geschick oder Intelligenz bezahlt, nicht mit '{ $attr }'.
natera-card-requires = { $card } verlangt { $requirement }.
natera-requires-presence = einen deiner Marker { $district_in }
natera-requires-authority = { $n } Autorität { $district_in }
natera-requires-tags = { $n ->
        [one] 1 Symbol
       *[other] { $n } Symbole
    } { $tag } im Spiel
natera-card-costs = { $card } kostet { $cost }, und du hast { $have }.
natera-plays-card = { $seat } spielt { $card } für { $cost }.
natera-gains-because = { $seat } erhält { $amount } ({ $why }).
natera-why-gorillas = die Wissenschaft der Gorillas
natera-why-rabbits = die Voraussetzung der Kaninchen
natera-why-passive = eine passive Karte
natera-why-red-pandas = neue Symbole für die Roten Pandas
natera-you-take = Du nimmst { $card }.
natera-searches-found = { $seat } durchsucht den Fortgeschrittenenstapel nach einer Karte mit dem Symbol { $tag } und nimmt eine.
natera-searches-none = { $seat } durchsucht den Fortgeschrittenenstapel nach einer Karte mit dem Symbol { $tag } und findet keine.
natera-pile-shuffled = Die Ablage des { $deck }s wird gemischt und bildet einen neuen Stapel.
natera-draws-from = { $seat } zieht eine Karte vom { $deck }.
natera-you-draw = Du ziehst { $card }.
natera-you-discard = Du wirfst { $card } ab.
natera-peeks = { $seat } sieht sich die oberste Karte des { $deck }s an.
natera-you-see-top = Die oberste Karte des { $deck }s ist { $card }.
natera-discards-card = { $seat } wirft eine Karte ab.
natera-discards-for-resource = { $seat } wirft 2 Karten für einen Rohstoff ab.
natera-cannot-pay = Du kannst { $cost } nicht bezahlen.

## Spezialisten

natera-not-in-row = '{ $specialist }' ist kein Spezialist der Reihe.
natera-costs-more-than = { $specialist } kostet mehr als { $most }.
natera-hire-costs = { $specialist } kostet { $cost }, und du hast { $have }.
natera-hires = { $seat } heuert { $specialist } für { $cost } an.
natera-joins-row = { $specialist } kommt in die Spezialistenreihe.
natera-leaves-row = { $specialist } verlässt die Reihe, dafür kommt { $other }.
natera-returns = { $seat } legt { $specialist } für { $food } unter den Spezialistenstapel zurück.
natera-not-an-ability = '{ $ident }' ist keine Fähigkeit, die du nutzen kannst.
natera-ability-costs = Die Fähigkeit von { $name } kostet { $cost }.

## Siedlungen

natera-no-settlements-left = Deine Siedlungen sind schon alle auf dem Spielplan.
natera-forest-unsettled = Auf Orten im Wald kann man keine Siedlung gründen.
natera-already-settled = Auf { $slot } steht schon eine Siedlung.
natera-settlement-costs = Eine Siedlung kostet { $cost }, und du hast { $have }.
natera-settles = { $seat } gründet eine Siedlung auf { $slot } für { $cost }.
natera-settles-free = { $seat } gründet kostenlos eine Siedlung auf { $slot }.
natera-move-somewhere-new = Eine Siedlung zieht an einen neuen Ort.
natera-moves-settlement = { $seat } verlegt eine Siedlung von { $src } nach { $dst }.
natera-copies = { $seat } kopiert { $slot } ({ $effect }).

## Offene Entscheidungen

natera-not-a-choice = '{ $action }' ist hier keine Wahl; wähle eins von: { $choices }.
natera-finish-first = Schließe zuerst { $source } ab: Wähle eins von { $choices }.

## Autorität, Wissenschaft, Ziele

natera-lowers = { $seat } senkt die eigene Autorität { $district_in } auf { $n }.
natera-reveals = { $seat } erreicht { $n } Autorität { $district_in }: { $slot } wird aufgedeckt ({ $effect }).
natera-takes-disc = { $seat } nimmt die Bezirksanführerscheibe { $district_gen }.
natera-disc-returns = Die Scheibe { $district_gen } kehrt in die Mitte des Bezirks zurück.
natera-grows = { $seat } legt einen Wachstumsmarker auf { $space } ({ $effect }).
natera-others-gain = Alle anderen erhalten { $amount }.
natera-claims-authority = { $seat } beansprucht das Autoritätsziel { $district_gen } ({ $vp } SP).
natera-claims-tile = { $seat } beansprucht das Plättchen { $tile }: { $objective } ({ $vp } SP).
natera-late-claim = { $seat } beansprucht bei der Schlusswertung auch das Plättchen { $tile } ({ $vp } SP).

## Die Ruhephase und das Ende

natera-season-ends = Saison { $season } endet: die Ruhephase.
natera-first-passes = Der Startspielermarker geht an { $seat }.
natera-everyone-draws = Alle ziehen { $basic } Basis- und { $advanced } fortgeschrittene Karten.
natera-year-over = Das Jahr ist vorbei. Endstand: { $scores }. Sieger: { $winners }.
natera-seat-score = { $seat } { $n }

## /natera hand (cogs/natera.py)

natera-hand-empty = Deine Hand ist leer.
natera-hand-heading = Deine Hand ({ $n }):
natera-hand-card = - `{ $id }` { $card }: { $effect }
natera-hand-passive = - `{ $id }` { $card }: passiv, `{ $passive }`
