# Ulks Engine (bot/rules/uluk.py) auf Deutsch: Ablehnungen und Protokollzeilen.
# $res, $raw, $product: Name eines Rohstoffs; $invention: Name einer Erfindung (.gender:
# masculine, feminine, neuter oder plural; .indefinite im Akkusativ).

## Namen: Rohstoffe, Erfindungen, Karten der Schnorrer

uluk-res-uluk = Uluk
    .capitalized = Uluk
uluk-res-mgobu = Mgobu
    .capitalized = Mgobu
uluk-res-tlon = Tlön
    .capitalized = Tlön
uluk-res-zork = Zork
    .capitalized = Zork
uluk-res-fnord = Fnōrd
    .capitalized = Fnōrd
uluk-res-hlak = Hlák
    .capitalized = Hlák
uluk-res-pickled-uluk = Pökel-Uluk
    .capitalized = Pökel-Uluk
uluk-res-fermented-uluk = Gär-Uluk
    .capitalized = Gär-Uluk
uluk-res-boiled-uluk = Koch-Uluk
    .capitalized = Koch-Uluk
uluk-res-ground-mgobu = Mgobu-Mehl
    .capitalized = Mgobu-Mehl
uluk-res-baked-mgobu = Mgobu-Brot
    .capitalized = Mgobu-Brot
uluk-res-roasted-tlon = Röst-Tlön
    .capitalized = Röst-Tlön
uluk-res-tlon-brew = Tlön-Bräu
    .capitalized = Tlön-Bräu
uluk-res-dried-zork = Dörr-Zork
    .capitalized = Dörr-Zork
uluk-res-fermented-zork = Gär-Zork
    .capitalized = Gär-Zork
uluk-res-salted-fnord = Salz-Fnōrd
    .capitalized = Salz-Fnōrd
uluk-res-smoked-hlak = Räucher-Hlák
    .capitalized = Räucher-Hlák
uluk-res-roasted-hlak = Röst-Hlák
    .capitalized = Röst-Hlák
uluk-amount = {$n} {$res}
uluk-poison-tokens = { $n ->
        [one] ein Giftplättchen
       *[other] {$n} Giftplättchen
    }

uluk-invention-fruit-basket = Obstkorb
    .gender = masculine
    .indefinite = einen Obstkorb
uluk-invention-pickling-jar = Einmachglas
    .gender = neuter
    .indefinite = ein Einmachglas
uluk-invention-spirit-drum = Geistertrommel
    .gender = feminine
    .indefinite = eine Geistertrommel
uluk-invention-digging-stick = Grabstock
    .gender = masculine
    .indefinite = einen Grabstock
uluk-invention-stone-oven = Steinofen
    .gender = masculine
    .indefinite = einen Steinofen
uluk-invention-festival-pipe = Festflöte
    .gender = feminine
    .indefinite = eine Festflöte
uluk-invention-mushroom-gloves = Pilzhandschuhe
    .gender = plural
    .indefinite = Pilzhandschuhe
uluk-invention-brewing-gourd = Braukürbis
    .gender = masculine
    .indefinite = einen Braukürbis
uluk-invention-ancestor-mask = Ahnenmaske
    .gender = feminine
    .indefinite = eine Ahnenmaske
uluk-invention-dance-rattle = Tanzrassel
    .gender = feminine
    .indefinite = eine Tanzrassel
uluk-invention-larva-sieve = Larvensieb
    .gender = neuter
    .indefinite = ein Larvensieb
uluk-invention-drying-rack = Trockengestell
    .gender = neuter
    .indefinite = ein Trockengestell
uluk-invention-fermenting-pot = Gärtopf
    .gender = masculine
    .indefinite = einen Gärtopf
uluk-invention-fish-net = Fischernetz
    .gender = neuter
    .indefinite = ein Fischernetz
uluk-invention-hunting-spear = Jagdspeer
    .gender = masculine
    .indefinite = einen Jagdspeer
uluk-invention-smoking-rack = Räuchergestell
    .gender = neuter
    .indefinite = ein Räuchergestell

uluk-freeloader-card-hlak-hunt = Hlák-Jagd
uluk-freeloader-card-fnord-hunt = Fnōrd-Jagd
uluk-freeloader-card-uluk-harvest = Uluk-Ernte
uluk-freeloader-card-mgobu-harvest = Mgobu-Ernte
uluk-freeloader-card-tlon-harvest = Tlön-Ernte
uluk-freeloader-card-zork-harvest = Zork-Ernte
uluk-freeloader-card-broken-invention = Kaputte Erfindung!
uluk-freeloader-card-shamans-advice = Rat des Schamanen
uluk-freeloader-card-prayer-to-the-patron = Gebet an den Schutzpatron
uluk-freeloader-card-prayer-to-the-ancient-patron = Gebet an den uralten Schutzpatron
uluk-freeloader-card-new-triber = Neues Stammesmitglied!

## Aufbau und Jahreszeiten

uluk-unknown-option = Unbekannte Option „{$option}“: Uluk hat keine Optionen.
uluk-name-freeloaders = „freeloaders“ ist der Name des Solo-Gegners; wähle einen anderen.
uluk-begins = Uluk beginnt: {$seat} hat den Startspielermarker.
uluk-season-begins = Jahreszeit {$season} von {$seasons} beginnt.
uluk-monument-revealed = Monument {$letter} wird aufgedeckt: Plättchen {$token} ({$res}), { $size ->
        [one] {$size} Feld
       *[other] {$size} Felder
    }.
uluk-why-setup-token = Plättchen {$token} beim Aufbau gezogen
uluk-why-monument-complete = Monument {$letter} ist vollständig
uluk-harvest-rises = {$why}: Die Ernte von {$res} steigt auf Stufe {$level}.
uluk-harvest-at-top = {$why}: Die Ernte von {$res} ist schon ganz oben.
uluk-first-player = {$seat} hat den Startspielermarker.
uluk-freeloaders-first = Die Schnorrer haben den Startspielermarker.
uluk-deck-reshuffled = Der Erfindungsstapel ist leer: Der Ablagestapel wird gemischt.
uluk-inventions-on-offer = Erfindungen im Angebot: {$inventions}.

## Notation und der aktuelle Schritt

uluk-not-an-action = „{$verb}“ ist keine Aktion von Uluk; die Notation steht unter /game help.
uluk-cannot-now = Du kannst jetzt nicht „{$verb}“: { $step ->
        [place] Setze ein Stammesmitglied ein (place <Feld>).
        [shaman] Hol dein Stammesmitglied aus der Schamanenhütte (move <Feld>) oder bleib (stay).
        [process] Verarbeite Rohstoffe (process <Produkt> <n>) oder sag done.
       *[feed] Ernähre deinen Stamm (feed <Nahrung>), vermehre dich, feiere, iss oder sag done.
    }
uluk-nothing-after = Nach „{$step}“ folgt nichts.
uluk-no-such-resource = Es gibt keinen Rohstoff namens „{$given}“.
uluk-no-such-space = „{$given}“ ist kein Feld des Spielplans; versuche uluk, uluk-processing, monument-a, workshop, shaman oder temple.

## Besorgungen

uluk-say-where = Sag, wohin das Stammesmitglied geht: {$verb} <Feld>.
uluk-only-poison-follows = Nach „{$step}“ darf nur „poison“ folgen.
uluk-sickle-taken = Die drei { $kind ->
        [hunt] Jagdfelder
       *[gather] Sammelfelder
    } für {$res} sind besetzt.
uluk-poison-hunting-only = Gift dient nur zur Jagd auf Fnōrd und Hlák.
uluk-no-poison-left = Du hast kein Giftplättchen mehr.
uluk-poison-once-per-area = In einer { $game ->
        [solo] Solopartie
       *[two-player] Partie zu zweit
    } darfst du ein Giftplättchen pro Gebiet nutzen, und bei {$res} hast du schon eins genutzt.
uluk-sends-sickle = { $poison ->
        [yes] {$seat} schickt ein Stammesmitglied mit einem Giftplättchen { $kind ->
            [hunt] auf die Jagd nach
           *[gather] zum Sammeln von
        } {$res}.
       *[no] {$seat} schickt ein Stammesmitglied { $kind ->
            [hunt] auf die Jagd nach
           *[gather] zum Sammeln von
        } {$res}.
    }
uluk-sends-processing = {$seat} schickt ein Stammesmitglied zum Verarbeiten von {$res}.
uluk-monument-face-down = Monument {$letter} liegt noch verdeckt.
uluk-monument-already-built = Monument {$letter} ist schon gebaut.
uluk-monument-full = Alle Felder um Monument {$letter} sind besetzt.
uluk-sends-monument = {$seat} schickt ein Stammesmitglied zu Monument {$letter} ({$filled}/{$size}).
uluk-say-which-invention = Sag, welche Erfindung du nimmst: {$verb} workshop <Erfindung>.
uluk-workshop-one = Die Werkstatt gibt eine einzige Erfindung; nenne nur eine.
uluk-no-such-invention = Es gibt keine Erfindung namens „{$given}“.
uluk-workshop-not-offered = Die Werkstatt bietet { $invention_gender ->
        [masculine] keinen
        [feminine] keine
        [plural] keine
       *[neuter] kein
    } {$invention} an.
uluk-invention-owned = Du hast schon {$invention_indefinite}.
uluk-sends-workshop = {$seat} schickt ein Stammesmitglied in die Werkstatt und nimmt { $invention_gender ->
        [masculine] den
        [feminine] die
        [plural] die
       *[neuter] das
    } {$invention}.
uluk-already-in-hut = Dein Stammesmitglied ist schon in der Schamanenhütte.
uluk-hut-taken = Die Schamanenhütte ist besetzt.
uluk-sends-hut = {$seat} schickt ein Stammesmitglied in die Schamanenhütte: +{$points}.
uluk-sends-temple = {$seat} schickt ein Stammesmitglied in den Tempel: +{$points}.
uluk-stays-in-hut = Das Stammesmitglied von {$seat} bleibt in der Schamanenhütte.
uluk-leaving-hut-bonus = Die Erfindungen von {$seat} geben +{$points} für das Verlassen der Hütte.

## Die Schnorrer (Solo)

uluk-freeloaders-draw = Die Schnorrer ziehen {$card}.
uluk-freeloaders-last-season = Es ist die letzte Jahreszeit: Die Schnorrer ziehen stattdessen eine andere Karte.
uluk-freeloaders-new-triber = Die Schnorrer bekommen ein neues Stammesmitglied für die nächste Jahreszeit.
uluk-freeloaders-full = Die Schnorrer haben schon neun Stammesmitglieder.
uluk-freeloader-sickle = Ein Schnorrer geht { $kind ->
        [hunt] auf die Jagd nach
       *[gather] zum Sammeln von
    } {$res}.
uluk-freeloader-workshop = Ein Schnorrer geht in die Werkstatt und zerbricht { $invention_gender ->
        [masculine] den
        [feminine] die
        [plural] die
       *[neuter] das
    } {$invention}.
uluk-freeloader-hut = Ein Schnorrer geht in die Schamanenhütte.
uluk-freeloader-temple = Sein Feld ist nicht frei: Ein Schnorrer geht in den Tempel.
uluk-freeloader-hut-card = Der Schnorrer in der Schamanenhütte bekommt eine weitere Karte.
uluk-freeloader-monument = Ein Schnorrer geht zu Monument {$letter} ({$filled}/{$size}).

## Ernte und Verarbeitung

uluk-harvest-gets = Ernte: {$seat} bekommt {$got}.
uluk-harvest-nothing = Ernte: {$seat} bekommt nichts.
uluk-no-processor-left = Du hast kein Stammesmitglied mehr auf dem Verarbeitungsfeld für {$res}.
uluk-no-free-processing = Keine deiner Erfindungen verarbeitet in dieser Jahreszeit {$res} umsonst.
uluk-free-at-most = { $invention_gender ->
        [masculine] Der
        [feminine] Die
        [plural] Die
       *[neuter] Das
    } {$invention} { $invention_gender ->
        [plural] verarbeiten
       *[other] verarbeitet
    } höchstens {$most} Stück umsonst.
uluk-done-processing = {$seat} ist mit dem Verarbeiten fertig.
uluk-say-product = Sag, was und wie viel: {$verb} <Produkt> <n>.
uluk-name-the-product = Nenne das Produkt, das du herstellst, nicht den Rohstoff {$res}.
uluk-process-at-least-one = Verarbeite mindestens ein Stück.
uluk-no-arrow = Dein Stammestableau hat keinen Pfeil von {$raw} zu {$product}.
uluk-only-have = { $have ->
        [0] Du hast kein {$res}.
       *[other] Du hast nur {$have} {$res}.
    }
uluk-processing-gives-nothing = {$amount} zu {$product} zu verarbeiten ergibt nichts: Verarbeite mindestens zwei Stück.
uluk-turns = {$seat} verarbeitet {$amount} zu {$made}.
uluk-turns-with = {$seat} verarbeitet {$amount} mit { $invention_gender ->
        [masculine] dem
        [feminine] der
        [plural] den
       *[neuter] dem
    } {$invention} zu {$made}.

## Ernähren

uluk-cannot-feed = {$seat} kann { $n ->
        [one] {$n} Stammesmitglied
       *[other] {$n} Stammesmitglieder
    } nicht ernähren: +{$n} Hunger.
uluk-fed-every = {$seat} hat den ganzen Stamm ernährt: +{$points}.
uluk-not-a-food = {$res_capitalized} ist keine Nahrung.
uluk-say-food = Sag, welche Nahrung und wie viel: {$verb} <Nahrung> [<n>].
uluk-say-a-number = Nenne eine Zahl ab eins.
uluk-all-fed = Dein Stamm ist schon ganz ernährt.
uluk-feeding-over = Deine Ernährung ist vorbei: Du hast keine Nahrung mehr.
uluk-only-need-food = Nur noch { $n ->
        [one] {$n} Stammesmitglied braucht
       *[other] {$n} Stammesmitglieder brauchen
    } Nahrung.
uluk-feed-first = Ernähre deinen ganzen Stamm, bevor du { $what ->
        [reproduce] dich vermehrst
        [celebrate] feierst
       *[eat] zusätzliche Leckereien isst
    }.
uluk-fed-tribes-only = Nur ein ganz ernährter Stamm darf { $what ->
        [reproduce] sich vermehren
        [celebrate] feiern
       *[eat] zusätzliche Leckereien essen
    }.
uluk-reproduce-two-foods = Ein neues Stammesmitglied kostet zwei Nahrungsstücke: reproduce <Nahrung> <Nahrung>.
uluk-tribe-full = Dein Stamm hat schon neun Stammesmitglieder, mehr geht nicht.
uluk-new-triber = {$seat} bekommt ein neues Stammesmitglied für die nächste Jahreszeit.
uluk-celebration-takes = Ein Fest braucht eine Nahrung (oder Gift) und eine Festsubstanz: celebrate <Nahrung|poison> <Festsubstanz>.
uluk-already-celebrated = Du hast in dieser Jahreszeit schon gefeiert.
uluk-not-a-holiday = {$res_capitalized} ist keine Festsubstanz.
uluk-celebrates = { $bonus ->
        [0] {$seat} feiert mit {$fuel} und {$holiday}: +{$points}.
       *[other] {$seat} feiert mit {$fuel} und {$holiday}: +{$points}, +{$bonus} durch Erfindungen.
    }
uluk-not-a-treat = {$res_capitalized} ist keine Leckerei.
uluk-must-feed = Du musst deinen Stamm ernähren, solange du Nahrung hast.
uluk-done-feeding = {$seat} ist mit dem Ernähren fertig.
uluk-feeds = { $treat ->
        [yes] {$seat} ernährt { $n ->
            [one] {$n} Stammesmitglied
           *[other] {$n} Stammesmitglieder
        } mit {$res}: +{$n} für Leckereien.
       *[no] {$seat} ernährt { $n ->
            [one] {$n} Stammesmitglied
           *[other] {$n} Stammesmitglieder
        } mit {$res}.
    }
uluk-eats = {$seat} isst {$amount}: +{$points}.
uluk-spends-treat = {$seat} gibt eine Leckerei aus ({$res}): +{$points}.
uluk-perished = Verdorben auf dem Tableau von {$seat}: {$lost}.

## Ökologie und Aufräumen

uluk-ecology = Ökologie: {$moves}.
uluk-ecology-none = Ökologie: Keine Erntestufe ändert sich.
uluk-ecology-move = {$res} {$before}->{$after}
uluk-ecology-dependency = {$res} {$before}->{$after} (Abhängigkeit)
uluk-seat-points = {$seat} +{$points}
uluk-monument-built-taken = Monument {$letter} wird gebaut ({ $points_count ->
        [0] keine Punkte
       *[other] {$points}
    }); {$holder} nimmt Plättchen {$token}.
uluk-monument-built-removed = Monument {$letter} wird gebaut ({ $points_count ->
        [0] keine Punkte
       *[other] {$points}
    }); niemand hat die meisten Stammesmitglieder geschickt: Plättchen {$token} wird entfernt.

## Das Ende

uluk-final-score = {$seat}: {$total} Glückspunkte (Festmahl {$feast}, Hunger {$hunger}, meiste Plättchen {$tokens}, Erfindungssätze {$sets}).
uluk-archleader = { $names_count ->
        [one] Der Erzhäuptling aller Stämme: {$names}.
       *[other] Die Erzhäuptlinge aller Stämme: {$names}.
    }
uluk-rating = { $level ->
        [0] Du bist der wahre Erzhäuptling, von den Göttern verheißen!
        [1] Ein guter Erzhäuptling, der in die Geschichtsbücher eingeht.
        [2] Kein großer Erzhäuptling; vielleicht macht es dein Erbe besser?
       *[3] Erzhäuptling? Du? Gut, dass wir überhaupt noch leben …
    }
