# Die Wörter der Bilder von Natera (rendering/natera.py). Die Namen (Karten, Spezialisten,
# Stämme, Bezirke, Ziele, Wissenschaftstafeln) sind die aus natera.ftl. Du-Anrede.
# $seat: "ann (F)", ein Platz mit seinem Buchstaben; $slot: die Notation eines Ortes (farm-2).

## Ressourcen, kurz (der Bereich eines Spielers) und winzig (ein Wissenschaftsfeld)

natera-pic-res-food = Nahrung
natera-pic-res-supply = Vorräte
natera-pic-res-power = Energie
natera-pic-res-endurance = Ausd.
natera-pic-res-agility = Geschick
natera-pic-res-intelligence = Intell.
natera-pic-tiny-food = Nah.
natera-pic-tiny-supply = Vor.
natera-pic-tiny-power = Ene.
natera-pic-tiny-endurance = Aus.
natera-pic-tiny-agility = Ges.
natera-pic-tiny-intelligence = Int.

## die Schritte eines Effekts, in wenigen Worten

natera-pic-step-gain = +{$n} {$res}
natera-pic-step-pay = −{$n} {$res}
natera-pic-step-others = die anderen +{$n} {$res}
natera-pic-step-any = +{$n} beliebig
natera-pic-step-draw = ziehe {$n}
natera-pic-step-discard = wirf {$n} ab
natera-pic-step-growth = Wachstum {$n}
natera-pic-step-hire = anheuern −{$n} {$food}
natera-pic-step-hiremax = anheuern ≤{$n} {$food}
natera-pic-step-bonus = {$n}× Siedlungsbonus
natera-pic-step-settle = freie Siedlung
natera-pic-step-return = gib einen Spezialisten zurück
natera-pic-step-raise = {$district} hoch
natera-pic-step-lower = {$district} runter
natera-pic-track-raise = eine Leiste hoch
natera-pic-track-lower = eine Leiste runter
natera-pic-step-playcard = spiele eine Karte −{$cost}
natera-pic-step-copy = kopiere {$scope}
natera-pic-scope-forest = einen Ort im Wald
natera-pic-scope-tier1 = einen Ort der Stufe 1
natera-pic-scope-any = einen beliebigen Ort
natera-pic-vp = {$n} SP
natera-pic-vp-per-tag = 1 SP je Symbol {$tag}
natera-pic-or = {$a} oder {$b}

## der Stand

natera-pic-waiting = Warten auf { $count ->
        [0] niemanden
       *[other] {$names}
    }
natera-pic-to-decide = {$seat} entscheidet
natera-pic-to-play = {$seat} ist am Zug
natera-pic-picks-tribe = {$seat} wählt einen Stamm
natera-pic-tribes-left = Übrige Stämme: {$tribes}
natera-pic-each-side = Jeder wählt eine Seite seiner Wissenschaftstafel (A oder B)
natera-pic-each-keep = Jeder wirft geheim 3 Karten der Starthand ab
natera-pic-each-draft = Draft: Jeder wählt geheim eine Karte aus seinem Paket ({$n} { $n ->
        [one] Karte
       *[other] Karten
    }, Weitergabe nach { $direction ->
        [right] rechts
       *[other] links
    })
natera-pic-game-over = Spielende: { $count ->
        [0] niemand gewinnt
        [one] {$names} gewinnt mit {$vp} SP
       *[other] {$names} teilen sich den Sieg mit {$vp} SP
    }
natera-pic-totals = Summen: {$totals}
natera-pic-last = Letzter Zug: {$seat} {$action}
natera-pic-last-none = Letzter Zug: noch keiner, das Spiel hat gerade begonnen
natera-pic-about = {$what} ({$about})
natera-pic-decide-draw = ziehe {$n} { $n ->
        [one] Karte
       *[other] Karten
    }: Grund- oder Fortgeschrittenenstapel
natera-pic-decide-discard = wirf {$n} { $n ->
        [one] Karte
       *[other] Karten
    } ab
natera-pic-decide-any = nimm {$n} { $n ->
        [one] Ressource
       *[other] Ressourcen
    } deiner Wahl
natera-pic-decide-trade = das freie Abwerfen: welche Ressource für die zwei Karten
natera-pic-decide-raise = steige auf einer Einflussleiste
natera-pic-decide-lower = senke eine Einflussleiste
natera-pic-decide-growth = lege {$n} { $n ->
        [one] Wachstumsmarker
       *[other] Wachstumsmarker
    } auf die Wissenschaftstafel
natera-pic-decide-settle = baue eine freie Siedlung
natera-pic-decide-copy = wähle einen Ort zum Kopieren
natera-pic-decide-hire = heuere einen Spezialisten günstiger an, oder überspringe
natera-pic-decide-hiremax = heuere einen Spezialisten an, oder überspringe
natera-pic-decide-playcard = spiele eine Karte günstiger, oder überspringe
natera-pic-decide-return = lege einen Spezialisten unter den Stapel zurück
natera-pic-decide-bonus = kassiere einen Siedlungsbonus
natera-pic-decide-oneof = wähle eine Belohnung
natera-pic-decide-reptile = ersetze Spezialisten der Reihe, oder fertig
natera-pic-decide-turtle = versetze eine Siedlung, oder überspringe
natera-pic-decide-search = wähle das gesuchte Symbol
natera-pic-can = Möglich: {$options}
natera-pic-can-send = schicken ({$tokens})
natera-pic-can-play = ausspielen ({$n} { $n ->
        [one] Karte
       *[other] Karten
    } auf der Hand)
natera-pic-can-hire = anheuern
natera-pic-can-ability = Fähigkeit
natera-pic-can-settle = siedeln
natera-pic-can-discard = 2 für 1 abwerfen
natera-pic-can-pass = passen
natera-pic-leaders = {$n} { $n ->
        [one] Anführer
       *[other] Anführer
    }
natera-pic-explorers = {$n} { $n ->
        [one] Kundschafter
       *[other] Kundschafter
    }

## ein Zug, getan (der letzte Zug) ...

natera-pic-did-send-leader = schickte den Anführer nach {$slot}
natera-pic-did-send-explorer = schickte einen Kundschafter nach {$slot}
natera-pic-did-play = spielte {$card}
natera-pic-did-play-paying = spielte {$card} und zahlte {$paid}
natera-pic-did-hire = heuerte {$card} an
natera-pic-did-ability = nutzte {$card}
natera-pic-did-return = gab {$card} zurück
natera-pic-did-replace = ersetzte {$card} in der Reihe
natera-pic-did-discard = { $n ->
        [0] warf ab
        [one] warf 1 Karte ab
       *[other] warf {$n} Karten ab
    }
natera-pic-did-discard-for = { $n ->
        [0] warf ab für {$res}
        [one] warf 1 Karte ab für {$res}
       *[other] warf {$n} Karten ab für {$res}
    }
natera-pic-did-settle = siedelte auf {$slot}
natera-pic-did-take = nahm {$slot}
natera-pic-did-take-resource = nahm {$res}
natera-pic-did-grow = ließ das Wissenschaftsfeld {$slot} wachsen
natera-pic-did-copy = kopierte {$slot}
natera-pic-did-collect = kassierte den Bonus von {$slot}
natera-pic-did-pass = passte für die Jahreszeit
natera-pic-did-draw = zog eine Karte
natera-pic-did-peek = sah sich einen Stapel an
natera-pic-did-pick = wählte eine Karte
natera-pic-did-skip = überspringt
natera-pic-did-done = ist fertig
natera-pic-did-tribe = wählte die {$tribe}
natera-pic-did-side = wählte Wissenschaftsseite {$side}
natera-pic-did-raise = stieg im Einfluss: {$district}
natera-pic-did-lower = senkte den Einfluss: {$district}
natera-pic-did-move = versetzte eine Siedlung von {$source} nach {$target}
natera-pic-did-search = suchte eine Karte mit {$tag}

## ... und als Aufforderung (ein Knopf, ein Menüpunkt)

natera-pic-do-send-leader = schicke den Anführer nach {$slot}
natera-pic-do-send-explorer = schicke einen Kundschafter nach {$slot}
natera-pic-do-play = spiele {$card}
natera-pic-do-play-paying = spiele {$card} und zahle {$paid}
natera-pic-do-hire = heuere {$card} an
natera-pic-do-ability = nutze {$card}
natera-pic-do-return = gib {$card} zurück
natera-pic-do-replace = ersetze {$card} in der Reihe
natera-pic-do-discard = { $n ->
        [0] wirf ab
        [one] wirf 1 Karte ab
       *[other] wirf {$n} Karten ab
    }
natera-pic-do-discard-for = { $n ->
        [0] wirf ab für {$res}
        [one] wirf 1 Karte ab für {$res}
       *[other] wirf {$n} Karten ab für {$res}
    }
natera-pic-do-settle = siedle auf {$slot}
natera-pic-do-take = nimm {$slot}
natera-pic-do-take-resource = nimm {$res}
natera-pic-do-grow = lass das Wissenschaftsfeld {$slot} wachsen
natera-pic-do-copy = kopiere {$slot}
natera-pic-do-collect = kassiere den Bonus von {$slot}
natera-pic-do-pass = passe für die Jahreszeit
natera-pic-do-draw = ziehe eine Karte
natera-pic-do-peek = sieh dir einen Stapel an
natera-pic-do-pick = wähle eine Karte
natera-pic-do-skip = überspringen
natera-pic-do-done = fertig
natera-pic-do-tribe = wähle die {$tribe}
natera-pic-do-side = wähle Wissenschaftsseite {$side}
natera-pic-do-raise = steige im Einfluss: {$district}
natera-pic-do-lower = senke den Einfluss: {$district}
natera-pic-do-move = versetze eine Siedlung von {$source} nach {$target}
natera-pic-do-search = suche eine Karte mit {$tag}

## die Kopfzeile

natera-pic-season-of = Jahreszeit {$n} von {$total}
natera-pic-draft = Draft
natera-pic-nuclear-discovery = Nukleare Entdeckung
natera-pic-over = Spielende
natera-pic-phase-setup = Aufbau
natera-pic-phase-season = Jahreszeit
natera-pic-phase-rest = Rast

## das Spielbrett

natera-pic-tier = Stufe {$n}
natera-pic-tier-at = Stufe {$n} · {$at}+
natera-pic-bonus = ⌂ Bonus {$bonus}
natera-pic-card-from-hand = Karte von der Hand
natera-pic-face-down = verdeckt
natera-pic-revealed-at = aufgedeckt bei Einfluss {$n}
natera-pic-disc = Scheibe {$production}
natera-pic-disc-free = Scheibe (frei) {$production}
natera-pic-forest-access = Zugang: eine Karte von der Hand · kein Einfluss
natera-pic-key-leader = Anführer
natera-pic-key-explorer = Kundschafter
natera-pic-key-settlement = Siedlung
natera-pic-key-disc = Bezirksanführer-Scheibe
natera-pic-key-claim = Anspruch
natera-pic-claims = Ansprüche
natera-pic-claims-note = je 7 SP; 1 SP für einen späten Anspruch am Ende · Einfluss 10 beansprucht auf den Leisten
natera-pic-open = offen
natera-pic-for-hire = Spezialisten zum Anheuern
natera-pic-decks = Spezialistenstapel {$specialists} · Grundstapel {$basic} (Ablage {$basicpile}) · Fortgeschrittenenstapel {$advanced} (Ablage {$advancedpile})
natera-pic-food-cost = {$n} {$food}
natera-pic-on-hire = beim Anheuern: {$effect}
natera-pic-card-key = Gespielte Karten: ⚡ Fähigkeit · ♦ Produktion · ∞ dauerhaft    Wissenschaft: ✓ gewachsenes Feld, Spalten a-c, Reihen 1-5 von unten

## der Bereich eines Spielers

natera-pic-no-tribe-yet = noch kein Stamm
natera-pic-tribe-not-chosen = Stamm noch nicht gewählt
natera-pic-in-hand = {$n} { $n ->
        [one] Karte
       *[other] Karten
    } auf der Hand
natera-pic-at-home = {$leaders}, {$explorers} daheim
natera-pic-explorers-home = {$n} Kundschafter daheim
natera-pic-settlements-left = { $n ->
        [one] 1 Siedlung übrig
       *[other] {$n} Siedlungen übrig
    }
natera-pic-claims-left = {$n} { $n ->
        [one] Anspruchsmarker
       *[other] Anspruchsmarker
    } übrig
natera-pic-left-and-claims = {$n} übrig · {$claims} { $claims ->
        [one] Anspruchsmarker
       *[other] Anspruchsmarker
    }
natera-pic-passed = gepasst
natera-pic-winner = Sieger
natera-pic-first-player = Startspieler
natera-pic-last-move-tag = letzter Zug
natera-pic-resigned = aufgegeben
natera-pic-awaited = erwartet
natera-pic-awaited-decision = entscheidet
natera-pic-awaited-turn = am Zug
natera-pic-awaited-tribe = wählt Stamm
natera-pic-awaited-side = wählt Seite
natera-pic-awaited-keep = wirft ab
natera-pic-awaited-draft = wählt Karte
natera-pic-production = Produktion
natera-pic-none = keine
natera-pic-disc-of = Scheibe: {$district}
natera-pic-other = Sonstige
natera-pic-specialists = Spezialisten
natera-pic-claimed = Beansprucht
natera-pic-claimed-authority = Einfluss: {$district}
natera-pic-claimed-list = beansprucht: {$claims}
natera-pic-science-unchosen = Wissenschaftstafel: Seite noch nicht gewählt
natera-pic-science = Wissenschaft: {$name}
natera-pic-resources = Ressourcen
natera-pic-pieces = Figuren
natera-pic-authority = Einfluss

## der Wertungsblock

natera-pic-final-scores = Natera · Endwertung
natera-pic-nobody-wins = Niemand gewinnt
natera-pic-no-winner-yet = Noch kein Sieger: Das Spiel läuft noch
natera-pic-wins = { $count ->
        [one] {$names} gewinnt mit {$vp} SP
       *[other] {$names} teilen sich den Sieg mit {$vp} SP
    }
natera-pic-score-claims = Ansprüche (7, spät 1)
natera-pic-score-settlements = Siedlungen (je 3)
natera-pic-score-science = Wissenschaftstafel
natera-pic-score-specialists = Spezialistenkarten
natera-pic-score-exploration = Erkundungskarten
natera-pic-score-authority = Einflussleisten
natera-pic-score-total = Summe
natera-pic-tie-note = Gleichstand: Es gewinnt, wer in allen Bezirken zusammen den meisten Einfluss hat, dann wer die meisten Vorräte hat.
