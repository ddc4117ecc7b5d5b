# Die Wörter der Bilder von Wendake (rendering/wendake.py): der Tisch, das Handybild, der
# Wertungsblock, der Alternativtext und die Beschriftungen der Steuerelemente. Güter, Leisten und
# die Aktionen eines Plättchens sind die Wörter aus wendake.ftl. Du-Anrede.
# $seat: "ann (1)", ein Platz mit seiner Nummer; $pos, $area, $to, $warrior, $target: die Notation.

## der Kopf, das Jahr und der Stand

wendake-pic-edition = Campfire-Edition
wendake-pic-year-of = Jahr {$year} von {$years}
wendake-pic-title = Wendake · Jahr {$year} von {$years}
wendake-pic-game-over = Spielende
wendake-pic-phase-draft = Stammeswahl
wendake-pic-phase-restore = Erneuerung
wendake-pic-phase-setup = Aufbau
wendake-pic-phase-actions = Aktionen
wendake-pic-turn-order = Zugreihenfolge:
wendake-pic-next-year = Nächstes Jahr:
wendake-pic-score-is = Wertung = {$pairs}
wendake-pic-lower-of = das Niedrigere von ({$tracks})
wendake-pic-to-play = { $count ->
        [0] Niemand
       *[other] {$names}
    } ist am Zug: {$step}
wendake-pic-over = Spielende: { $names_count ->
        [0] niemand gewinnt
        [one] {$names} gewinnt mit {$n} Punkten
       *[other] {$names} teilen sich den Sieg mit {$n} Punkten
    }
wendake-pic-over-solo = Spielende: {$seat} { $beats ->
        [yes] schlägt
       *[no] schlägt nicht
    } den Geist, {$mine} zu {$ghost}
wendake-pic-last = Letzter Zug: {$seat} — {$move}
wendake-pic-last-none = Letzter Zug: noch keiner

## was der erwartete Spieler entscheidet

wendake-pic-step-setup = das Spiel wird aufgebaut
wendake-pic-step-draft = wähle einen Stamm
wendake-pic-step-place = setze einen Marker: wähle ein Plättchen in Linie oder beanspruche die Zugreihenfolge
wendake-pic-step-place-left = setze einen Marker: wähle ein Plättchen in Linie oder beanspruche die Zugreihenfolge ({ $n ->
        [one] noch 1 Marker
       *[other] noch {$n} Marker
    })
wendake-pic-step-move = bewege Krieger
wendake-pic-step-move-left = bewege Krieger ({ $n ->
        [one] noch 1 Schritt
       *[other] noch {$n} Schritte
    }) oder beende
wendake-pic-step-trade = handle: tausche, kaufe ein Fortschrittsplättchen, verkaufe oder beende
wendake-pic-step-masks = nimm Maskenkarten, zeige eine Hand oder beende
wendake-pic-step-end = hole einen Außenposten ins Dorf, nutze ein Fortschrittsplättchen oder beende den Zug
wendake-pic-step-swap = tausche ein ausscheidendes Plättchen (Reihe c) gegen ein fortgeschrittenes oder behalte sie
wendake-pic-step-over = das Spiel ist vorbei
wendake-pic-step-tile = nutze die Aktionen des Plättchens der Reihe nach: {$actions}
wendake-pic-step-tile-used = die Aktionen des Plättchens sind genutzt
wendake-pic-action-move = Bewegen
wendake-pic-action-tan = Gerben

## Züge in Worten: was getan wurde

wendake-pic-did-pick = wählte {$pos}
wendake-pic-did-pick-tile = wählte {$pos}, {$tile}
wendake-pic-did-fire = Heiliges Feuer auf {$pos}
wendake-pic-did-fire-tile = Heiliges Feuer auf {$pos}, {$tile}
wendake-pic-did-turn-order = beanspruchte einen Platz der Zugreihenfolge
wendake-pic-did-transfer = holte den Außenposten aus {$area} ins Dorf
wendake-pic-did-transfer-empty = holte den Außenposten aus {$area} ins Dorf, das Gebiet bleibt leer
wendake-pic-did-use = setzte {$progress} ein
wendake-pic-did-buy = kaufte {$progress}
wendake-pic-did-move = zog {$warrior} nach {$to}
wendake-pic-did-attack = {$warrior} griff {$target} an
wendake-pic-did-barter = tauschte {$give} gegen {$get}
wendake-pic-did-sell = verkaufte {$goods}
wendake-pic-did-sell-each = verkaufte ein Gut jeder Sorte
wendake-pic-did-mask = nahm die Maske {$mask}
wendake-pic-did-mask-deck = zog eine Maskenkarte
wendake-pic-did-ceremony = zeigte eine Hand aus {$n} Masken
wendake-pic-did-tribe = wählte die {$tribe}
wendake-pic-did-upgrade = tauschte {$pos} gegen {$tile}
wendake-pic-did-keep = behielt die ausscheidenden Plättchen
wendake-pic-did-done = beendet
wendake-pic-did-skip = ließ eine Aktion aus

## Züge als Befehle (die Beschriftung eines Steuerelements)

wendake-pic-do-pick = Wähle {$pos}
wendake-pic-do-pick-tile = Wähle {$pos}, {$tile}
wendake-pic-do-fire = Heiliges Feuer auf {$pos}
wendake-pic-do-fire-tile = Heiliges Feuer auf {$pos}, {$tile}
wendake-pic-do-turn-order = Beanspruche die Zugreihenfolge
wendake-pic-do-transfer = Hole den Außenposten aus {$area} ins Dorf
wendake-pic-do-transfer-empty = Hole den Außenposten aus {$area} ins Dorf, lass das Gebiet leer
wendake-pic-do-use = Setze {$progress} ein
wendake-pic-do-buy = Kaufe {$progress}
wendake-pic-do-move = Ziehe {$warrior} nach {$to}
wendake-pic-do-attack = Greife {$target} mit {$warrior} an
wendake-pic-do-barter = Tausche {$give} gegen {$get}
wendake-pic-do-sell = Verkaufe {$goods}
wendake-pic-do-sell-each = Verkaufe ein Gut jeder Sorte
wendake-pic-do-mask = Nimm die Maske {$mask}
wendake-pic-do-mask-deck = Ziehe eine Maskenkarte
wendake-pic-do-ceremony = Zeige eine Maskenhand: {$cards}
wendake-pic-do-tribe = Führe die {$tribe}
wendake-pic-do-upgrade = Tausche {$pos} gegen {$tile}
wendake-pic-do-keep = Behalte die ausscheidenden Plättchen
wendake-pic-do-done = Fertig
wendake-pic-do-skip = Lass die Aktion aus
wendake-pic-do-skip-action = Lass {$action} aus
wendake-pic-do-harvest = Ernte
wendake-pic-do-hunt = Jage
wendake-pic-do-fish = Fische
wendake-pic-do-canoe = Baue ein Kanu
wendake-pic-do-tan = Gerbe Biber
wendake-pic-do-trade = Handle
wendake-pic-do-masks = Nimm Maskenkarten
wendake-pic-do-ritual = Halte ein Ritual ab
wendake-pic-do-military = Werte Militär

## die Wahl: die Stämme, die Erneuerung

wendake-pic-tribes-offered = Angebotene Stämme
wendake-pic-tribe-offer = {$tribe}{ $has_power ->
        [yes] : {$power}
       *[no] {""}
    }{ $has_goods ->
        [yes] {" "}(beginnt mit {$goods})
       *[no] {""}
    }
wendake-pic-tribe-goods = beginnt mit {$goods}
wendake-pic-level-tiles = Plättchen der Stufe {$n}
wendake-pic-with-actions = {$tile}: {$actions}

## die Karte und ihre Legende

wendake-pic-home-of = Dorf von {$seat}
wendake-pic-no-guards = keine Wächter
wendake-pic-empty = leer
wendake-pic-longhouse = Langhaus
wendake-pic-longhouse-short = LH
wendake-pic-area-forest = Wald
wendake-pic-area-field = Feld
wendake-pic-flag-letter-english = E
wendake-pic-flag-letter-french = F
wendake-pic-key-borders = Landbrücke: eine Grenze, die man überquert. Blau: ein See, nie überquert. Dunkle Lücke: keine Grenze.
wendake-pic-key-lakes = Seen — {$lakes}
wendake-pic-key-pawns = Figuren tragen die Platznummer; W1-W7 bezeichnen Krieger (Wächter oder Außenposten in einem Gebiet). Flaggen: {$english} (englisch) neben Paar 1, {$french} (französisch) neben Paar 2. ×2: ein Multiplikatorplättchen. {$lh}: {$longhouse}, die Verletzten.
wendake-pic-key-crops = Ein Feld zeigt das Symbol seiner Feldfrucht ({$crops}), wie die Güter der Spieler.

## die Tafeln der Spieler

wendake-pic-score = Punkte: {$n}
wendake-pic-markers = Marker
wendake-pic-markers-left = noch { $n ->
        [one] 1 Marker
       *[other] {$n} Marker
    }
wendake-pic-no-tribe = noch kein Stamm
wendake-pic-home = Dorf {$home}
wendake-pic-tag-to-play = am Zug
wendake-pic-tag-wins = gewinnt
wendake-pic-tag-moved-last = zog zuletzt
wendake-pic-tag-resigned = aufgegeben
wendake-pic-kept = behalten
wendake-pic-pair = Paar {$n}{ $flag ->
        [english] {" "}· englische Flaggen
        [french] {" "}· französische Flaggen
       *[none] {""}
    }
wendake-pic-pair-short = Paar {$n} · Flaggen {$letter}
wendake-pic-counts = zählt {$n}
wendake-pic-track-value = {$track} {$n}{ $counts ->
        [yes] {" "}(zählt)
       *[no] {""}
    }
wendake-pic-canoes = { $n ->
        [one] 1 Kanu
       *[other] {$n} Kanus
    }
wendake-pic-at-home = Im Dorf: {$natives}
wendake-pic-natives-warrior = {$n} Krieger
wendake-pic-natives-woman = { $n ->
        [one] 1 Frau
       *[other] {$n} Frauen
    }
wendake-pic-natives-hunter = {$n} Jäger
wendake-pic-cards-in-hand = { $n ->
        [one] 1 Maskenkarte
       *[other] {$n} Maskenkarten
    }
wendake-pic-used = {$progress} (genutzt)
wendake-pic-turtles-held = Schildkröten: {$turtles}
wendake-pic-action-board = Aktionstableau (✓ dieses Jahr gewählt)
wendake-pic-goods-section = Güter, Kanus, Leute, Karten

## die Auslagen

wendake-pic-masks-face-up = Offene Masken
wendake-pic-deck-discard = Stapel {$deck} · Ablage {$discard}
wendake-pic-ceremony-hands = Maskenhände
wendake-pic-level-progress = Fortschritt Stufe {$n}
wendake-pic-offer-progress = {$progress} ({$cost}, {$n} P.)
wendake-pic-none-left = keines mehr
wendake-pic-turtles = Schildkröten
wendake-pic-turtles-left = noch {$n} im Stapel

## der Geist (Solo)

wendake-pic-ghost-seat = Geist
wendake-pic-ghost-head = Der Geist (Platz {$seat}, Dorf {$home})
wendake-pic-ghost-card = Karte: {$card}
wendake-pic-ghost-no-card = Noch keine Karte aufgedeckt
wendake-pic-ghost-first = beansprucht Platz 1 der Zugreihenfolge

## der Wertungsblock

wendake-pic-final-score = Wendake · Schlusswertung (Campfire-Edition)
wendake-pic-lower-pair = Paar {$n}: das Niedrigere
wendake-pic-total = Gesamt
wendake-pic-not-over = Noch kein Sieger: das Spiel läuft noch
wendake-pic-banner-solo = {$seat} { $beats ->
        [yes] schlägt
       *[no] schlägt nicht
    } den Geist: {$mine} zu {$ghost}
wendake-pic-banner = { $names_count ->
        [0] Niemand gewinnt
        [one] {$names} gewinnt mit {$n} Punkten
       *[other] {$names} teilen sich den Sieg mit {$n} Punkten
    }
wendake-pic-tie = Punktgleich: Es gewinnt die höchste Summe aller vier Leisten, sonst wird der Sieg geteilt.

## die Fähigkeit eines Stammes, in wenigen Worten

wendake-pic-power-cayuga = verletzte Frauen gehen ins Dorf, nicht ins Langhaus
wendake-pic-power-mohawk = der schwarze Krieger WB geht verletzt ins Dorf
wendake-pic-power-tuscarora = Jäger verletzen ihren Angreifer
wendake-pic-power-steps = +1 Schritt bei jeder Bewegung
wendake-pic-power-harvest = +1 Gemüse bei jeder Ernte
wendake-pic-power-ritual = +1 bei jedem Ritual
wendake-pic-power-hunt = +1 Biber bei jeder Jagd
wendake-pic-power-fish = +1 Fisch bei jedem Fischen
wendake-pic-power-tan = +1 Fell bei jedem Gerben
wendake-pic-power-military = +1 bei jeder Militärwertung
wendake-pic-power-safe-trade = keine Pocken beim Tauschen
wendake-pic-power-masks = +1 bei jeder Maskenzeremonie

## die Maskenkarten und die Hände einer Zeremonie

wendake-pic-mask-bear = Bär
wendake-pic-mask-wolf = Wolf
wendake-pic-mask-eagle = Adler
wendake-pic-mask-deer = Hirsch
wendake-pic-mask-heron = Reiher
wendake-pic-mask-wild = Joker
wendake-pic-hand-pair = Paar
wendake-pic-hand-two-pairs = zwei Paare
wendake-pic-hand-three = Drilling
wendake-pic-hand-full-house = Full House
wendake-pic-hand-four = Vierling
wendake-pic-hand-five-kinds = fünf Sorten
wendake-pic-hand-five = Fünfling

## Hausnamen (data/wendake.toml): die Aktionsplättchen

wendake-pic-tile-fire = Heiliges Feuer
wendake-pic-tile-warpath = Kriegspfad
wendake-pic-tile-fields = Felder
wendake-pic-tile-hunt = Jagdtrupp
wendake-pic-tile-lake = See
wendake-pic-tile-market = Markt
wendake-pic-tile-masks = Maskenhütte
wendake-pic-tile-council = Kriegsrat
wendake-pic-tile-village = Dorf
wendake-pic-tile-scouts = Späher
wendake-pic-tile-raid = Überfall
wendake-pic-tile-harvest-feast = Erntefest
wendake-pic-tile-trappers = Fallensteller
wendake-pic-tile-fishing-camp = Fischerlager
wendake-pic-tile-boat-builders = Kanubauer
wendake-pic-tile-dancers = Tänzer
wendake-pic-tile-mask-makers = Maskenschnitzer
wendake-pic-tile-longhouse = Langhaus
wendake-pic-tile-sentries = Wachposten
wendake-pic-tile-portage = Tragestrecke
wendake-pic-tile-trading-post = Handelsposten
wendake-pic-tile-elders = Älteste
wendake-pic-tile-gatherers = Sammler
wendake-pic-tile-war-dance = Kriegstanz
wendake-pic-tile-river-trade = Flusshandel
wendake-pic-tile-hunters-path = Jägerpfad
wendake-pic-tile-war-party = Kriegszug
wendake-pic-tile-conquest = Eroberung
wendake-pic-tile-great-harvest = Große Ernte
wendake-pic-tile-tannery = Gerberei
wendake-pic-tile-fleet = Flotte
wendake-pic-tile-mask-society = Maskenbund
wendake-pic-tile-shamans = Schamanen
wendake-pic-tile-healers = Heiler
wendake-pic-tile-war-chief = Kriegshäuptling
wendake-pic-tile-harvest-moon = Erntemond
wendake-pic-tile-fur-fair = Pelzmarkt
wendake-pic-tile-canoe-war = Kanukrieg
wendake-pic-tile-grand-council = Großer Rat
wendake-pic-tile-abundance = Überfluss
wendake-pic-tile-feast-of-masks = Maskenfest
wendake-pic-tile-outriders = Vorreiter
wendake-pic-tile-sun-dance = Sonnentanz

## Fortschrittsplättchen, Schildkröten (ihre Sorte in einem Wort), die Karten des Geistes

wendake-pic-progress-moccasins = Mokassins
wendake-pic-progress-hoe = Knochenhacke
wendake-pic-progress-snares = Schlingen
wendake-pic-progress-nets = Netze
wendake-pic-progress-scrapers = Schaber
wendake-pic-progress-war-paint = Kriegsbemalung
wendake-pic-progress-tobacco = Tabak
wendake-pic-progress-paints = Maskenfarben
wendake-pic-progress-snowshoes = Schneeschuhe
wendake-pic-progress-wampum = Wampum
wendake-pic-progress-longbow = Langbogen
wendake-pic-progress-medicine = Medizinbeutel
wendake-pic-turtle-forest = Wald
wendake-pic-turtle-field = Feld
wendake-pic-turtle-hunter = Jäger
wendake-pic-turtle-english = Englisch
wendake-pic-turtle-french = Französisch
wendake-pic-turtle-water = Wasser
wendake-pic-ghostcard-ghost-war = Geist des Krieges
wendake-pic-ghostcard-ghost-trade = Geist des Handels
wendake-pic-ghostcard-ghost-masks = Geist der Masken
wendake-pic-ghostcard-ghost-rites = Geist der Riten

## Orte: Gebiete und Seen

wendake-pic-place-birch-hill = Birkenhügel
wendake-pic-place-blue-heron = Blaureiher
wendake-pic-place-cedar-point = Zedernspitze
wendake-pic-place-elk-woods = Elchwald
wendake-pic-place-heron-marsh = Reihermarsch
wendake-pic-place-home = Dorf
wendake-pic-place-long-meadow = Lange Wiese
wendake-pic-place-maple-run = Ahornbach
wendake-pic-place-otter-creek = Otterbach
wendake-pic-place-pine-ridge = Kiefernkamm
wendake-pic-place-sandy-shore = Sandufer
wendake-pic-place-stone-ford = Steinfurt
wendake-pic-place-thunder-falls = Donnerfälle
wendake-pic-place-wild-rice-bay = Wildreisbucht
wendake-pic-place-wolf-den = Wolfsbau
wendake-pic-place-lake-simcoe = Simcoesee
wendake-pic-place-lake-nipissing = Nipissingsee
wendake-pic-place-georgian-bay = Georgische Bucht
