# Die Wörter der Bilder von Uluk (rendering/uluk.py): der Tisch, der Wertungsblock, das
# Handybild, ihr Alternativtext und die Beschriftungen der Bedienelemente (action_label). Die
# Namen der Rohstoffe, Erfindungen und Schnorrer-Karten sind die der Engine (uluk.ftl).
# $points ist schon geschrieben (mit echtem Minuszeichen).

## wer und was

uluk-freeloaders = Schnorrer
uluk-a-poison-token = ein Giftplättchen
uluk-tribe-otters = Otter
uluk-tribe-badgers = Dachse
uluk-tribe-lemurs = Lemuren
uluk-tribe-sloths = Faultiere

## wohin ein Stammesmitglied geht: die Wörter nach „schickte ein Stammesmitglied“

uluk-to-gather = { $poison ->
        [yes] zum Sammeln von {$res} mit einem Giftplättchen
       *[no] zum Sammeln von {$res}
    }
uluk-to-hunt = { $poison ->
        [yes] zur Jagd auf {$res} mit einem Giftplättchen
       *[no] zur Jagd auf {$res}
    }
uluk-to-processing = zum Verarbeitungsfeld für {$res}
uluk-to-monument = zu Monument {$letter}
uluk-to-workshop = in die Werkstatt
uluk-to-workshop-taking = in die Werkstatt, um { $invention_gender ->
        [masculine] den
        [feminine] die
        [plural] die
       *[neuter] das
    } {$invention} zu nehmen
uluk-to-workshop-taking-other = in die Werkstatt, um {$card} zu nehmen
uluk-to-shaman = in die Schamanenhütte (+1)
uluk-to-temple = in den Tempel (+2)

## ein Schritt des letzten Zugs, getan

uluk-did-place = schickte ein Stammesmitglied {$space}
uluk-did-move = schickte das Stammesmitglied aus der Schamanenhütte {$space}
uluk-did-stay = ließ das Stammesmitglied in der Schamanenhütte
uluk-did-process = verarbeitete {$amount} zu {$product}
uluk-did-free = verarbeitete gratis {$amount} zu {$product}
uluk-did-feed = ernährte { $n ->
        [one] {$n} Stammesmitglied
       *[other] {$n} Stammesmitglieder
    } mit {$food}
uluk-did-reproduce = ein neugeborenes Stammesmitglied ({$first} + {$second})
uluk-did-celebrate = feierte mit {$holiday} und {$food}
uluk-did-eat = aß {$amount}
uluk-did-done = fertig

## ein Schritt als Befehl eines Bedienelements

uluk-do-place = Schick ein Stammesmitglied {$space}
uluk-do-move = Schick das Stammesmitglied aus der Schamanenhütte {$space}
uluk-do-stay = Lass das Stammesmitglied in der Schamanenhütte
uluk-do-process = Verarbeite {$amount} zu {$product}
uluk-do-free = Verarbeite gratis {$amount} zu {$product}
uluk-do-feed = Ernähre { $n ->
        [one] {$n} Stammesmitglied
       *[other] {$n} Stammesmitglieder
    } mit {$food}
uluk-do-reproduce = Bekomm ein neugeborenes Stammesmitglied ({$first} + {$second})
uluk-do-celebrate = Feiere mit {$holiday} und {$food}
uluk-do-eat = Iss {$amount}
uluk-do-done = Fertig

## was die Erwarteten entscheiden, der Statuskasten

uluk-decide-place = setz ein Stammesmitglied ({$n} noch zu setzen)
uluk-decide-shaman = hol das Stammesmitglied aus der Schamanenhütte oder lass es dort
uluk-decide-process = Verarbeitung: was verarbeitet wird (alle entscheiden gleichzeitig)
uluk-decide-feed = Ernährung: Stamm ernähren, Nachwuchs, Feste (alle entscheiden gleichzeitig)
uluk-waiting = Wir warten auf {$names}: {$step}
uluk-waiting-all = {$step}. Wir warten auf {$names}
uluk-over-solo = Partie vorbei: {$who} endet mit {$points} Glück
uluk-over-wins = { $names_count ->
        [0] Partie vorbei: niemand gewinnt
        [one] Partie vorbei: {$names} ist Erzhäuptling mit {$points} Glück
       *[other] Partie vorbei: {$names} teilen sich den Sieg mit {$points} Glück
    }
uluk-last-none = Letzter Zug: noch keiner, die erste Jahreszeit hat gerade begonnen
uluk-last-move = Letzter Zug: {$who} — {$action}

## der Kopf und der Hauptspielplan

uluk-season-of = Jahreszeit {$n} von {$total}
uluk-game-over = Partie vorbei
uluk-phase-errand = Besorgungen
uluk-phase-harvest = Ernte
uluk-phase-processing = Verarbeitung
uluk-phase-feeding = Ernährung
uluk-phase-ecology = Ökologie
uluk-phase-clean-up = Aufräumen
uluk-monument = Monument {$letter}
uluk-face-down = verdeckt
uluk-spaces = { $n ->
        [one] {$n} Feld
       *[other] {$n} Felder
    }
uluk-built = gebaut
uluk-token-of = Plättchen {$number}: {$res}
uluk-took-it = genommen von: {$name}
uluk-no-majority = keine Mehrheit: Plättchen entfernt
uluk-site-full = voll: {$n}/{$size}
uluk-site-filled = {$n} von {$size} besetzt
uluk-chart = Volles Monument: Ernte steigt. Gebaut: Mitglieder {$chart}; die Mehrheit nimmt das Plättchen
uluk-track-key = der Erntemarker  ·  4 / 2: Mehrheit / alle anderen  ·
uluk-track-key-symbol = neben einer Stufe: Endet ein Marker dort die Ökologie, steigt diese Ernte
uluk-track-majority = Mehrheit / Rest
uluk-track-per-triber = je Mitglied
uluk-processing = Verarbeitung
uluk-workshop = Werkstatt
uluk-workshop-note = eine Erfindung nehmen
uluk-shaman = Schamanenhütte
uluk-shaman-note = +1, weiter
uluk-temple = Tempel
uluk-temple-note = +2 je Mitglied
uluk-happiness = Glück
uluk-final-happiness = Glück am Ende
uluk-freeloaders-never-score = die Schnorrer punkten nie

## die Erfindungen

uluk-inventions-offered = Erfindungen im Angebot
uluk-deck-discard = Stapel {$deck} · Ablage {$discard}
uluk-row-empty = In dieser Jahreszeit liegt keine Erfindung mehr in der Reihe.
uluk-invention-kind-resource = Extra-Rohstoff
uluk-invention-kind-free = Gratis-Verarbeitung
uluk-invention-kind-happiness = Glück
uluk-symbol-sun = Sonne
uluk-symbol-moon = Mond
uluk-symbol-leaf = Blatt
uluk-symbol-shell = Muschel
uluk-symbol-feather = Feder
uluk-effect-resource = +1 {$res}, wenn du Stammesmitglieder in sein Gebiet schickst
uluk-effect-option = {$amount} zu {$product}
uluk-effect-free = einmal je Jahreszeit: {$option}
uluk-effect-free-or = einmal je Jahreszeit: {$first} oder {$second}
uluk-effect-shaman = +{$points}, wenn dein Stammesmitglied die Schamanenhütte verlässt
uluk-effect-celebrate = +{$points}, wenn du feierst

## die Schnorrer (Solo), die Legende, die Stammestableaus

uluk-freeloaders-note = der Solo-Gegner: Jede gezogene Karte schickt ein Mitglied; sie punkten nie
uluk-freeloader-deck = Stapel: { $n ->
        [one] {$n} Karte
       *[other] {$n} Karten
    }
uluk-discarded = Abgelegt: {$card}
uluk-to-place = Zu setzen
uluk-at-home = Daheim
uluk-in-camp = Im Lager
uluk-on-the-board = Auf dem Plan
uluk-newborn = Neugeborene
uluk-none = keine
uluk-poison-count = Gift ×{$n}
uluk-hunger-count = Hunger ×{$n} (−{$points})
uluk-monument-token = Monumentplättchen {$number}
uluk-symbols = { $n ->
        [one] {$n} Symbol
       *[other] {$n} Symbole
    }{ $bonus ->
        [0] {" "}(3 verschiedene: +2)
       *[other] : +{$bonus} am Ende
    }
uluk-first-player-pill = Startspieler
uluk-happiness-points = {$points} Glück
uluk-happiness-in-all = {$points} Glück insgesamt
uluk-deciding-now = entscheidet
uluk-archleader-pill = Erzhäuptling
uluk-spaces-key = Felder:
uluk-type-perishable = verderblich
uluk-type-food = Nahrung
uluk-type-treat = Leckerei +1
uluk-type-holiday = Festsubstanz
uluk-type-poison = Gift
uluk-type-none = keine Nahrung
uluk-type-key-perishable = verderblich: nach der Ernährung weg
uluk-type-key-food = Nahrung: bleibt
uluk-type-key-treat = Leckerei: Nahrung, +1 beim Essen
uluk-type-key-holiday = Festsubstanz: Feste
uluk-type-key-poison = Giftplättchen: Jagd, Feste
uluk-type-key-none = keine Nahrung: bleibt

## der Wertungsblock

uluk-pad-title = Uluk · Glück am Ende
uluk-nobody-wins = Niemand gewinnt
uluk-not-over = Noch kein Sieger: Die Partie läuft noch
uluk-pad-solo = {$who}: {$points} Glück. {$rating}
uluk-pad-wins = { $names_count ->
        [one] {$names} ist Erzhäuptling mit {$points} Glück
       *[other] {$names} teilen sich den Sieg mit {$points} Glück
    }
uluk-score-seasons = Glück während der Jahreszeiten
uluk-points-shaman = Schamanenhütte
uluk-points-temple = Tempel
uluk-points-feeding = ernährte Mitglieder
uluk-points-treats = Leckereien
uluk-points-celebrations = Feste
uluk-points-monuments = gebaute Monumente
uluk-points-inventions = Erfindungen
uluk-score-feast = Festmahlkarte
uluk-score-hunger = Hungerplättchen (je −3)
uluk-score-tokens = Meiste Monumentplättchen
uluk-score-sets = Sätze von Erfindungssymbolen
uluk-score-total = Summe
uluk-ratings-title = Wie gut als Erzhäuptling (Solo)
uluk-rating-floor = {$n} oder mehr
uluk-rating-under = unter {$n}
uluk-tie-note = Gleichstand beim Glück: Es gewinnt, wer die meisten Monumentplättchen hat, dann das Plättchen mit der höchsten Nummer.

## das Handybild

uluk-harvest-now = Ernte jetzt (Mehrheit / Rest, oder je Mitglied)
uluk-harvest-each = {$res} {$n} je Mitglied
uluk-tribers = Stammesmitglieder
uluk-tribe-board = Stammestableau
uluk-inventions-tokens = Erfindungen und Plättchen
uluk-others-board = {$name}: Stammesmitglieder und Stammestableau

## Die geheime Festkarte (rendering/uluk.py secrets: /uluk feast, die Spielerseite)

uluk-feast-harvest-feast = Erntefest
uluk-feast-hunters-feast = Jägerfest
uluk-feast-mushroom-feast = Pilzfest
uluk-feast-bread-feast = Brotfest
uluk-feast-card = Dein Festmahl: **{$feast}**. Ein Satz aus {$needs} bringt {$lower}, zwei Sätze {$higher}. Du hast jetzt { $sets ->
        [one] 1 Satz
       *[other] {$sets} Sätze
    }.
