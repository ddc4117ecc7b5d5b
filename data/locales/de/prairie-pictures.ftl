# Die Wörter der Bilder von Natives und Inuit (rendering/prairie.py). Beide Themen lesen diese
# Datei: ein Satz, der ein Wort des Themas nennt, wählt nach $theme ("natives" oder "inuit");
# Karten-, Berufs- und Stammesnamen kommen fertig herein. Du-Anrede.

## das Spiel

prairie-pic-title = { $theme ->
        [inuit] { game-title-inuit }
       *[other] { game-title-natives }
    }
# the title where a line has no room for the whole (the phone picture's state line)
prairie-pic-short-title = { $theme ->
        [inuit] Inuit
       *[other] Ureinwohner
    }
prairie-pic-expansion-soul-of-the-prairie = Seele der Prärie
prairie-pic-expansion-seasons = Jahreszeiten
prairie-pic-expansion-strangers = Fremde

## die Kopfzeile

prairie-pic-round = Runde {$n}
prairie-pic-turn-of = {$seat} ist am Zug
prairie-pic-box = Schachtel {$n}
prairie-pic-deck = Stapel {$n}
prairie-pic-with = Mit
prairie-pic-end-next = nächste Karte
prairie-pic-end-after = nach {$n} weiteren { $n ->
        [one] Karte
       *[other] Karten
    }
prairie-pic-end-among = { $n ->
        [one] die letzte Karte
       *[other] unter den letzten {$n} Karten
    }
prairie-pic-end-last-eleven = unter den letzten 11 Karten
prairie-pic-end-revealed = {$card}! Letzte Runde: Das Spiel endet, bevor {$seat} wieder dran ist
prairie-pic-end-revealed-over = {$card} ist aufgedeckt: Das Spiel ist vorbei

## die Jahreszeiten

prairie-pic-season-spring = Frühling
prairie-pic-season-summer = Sommer
prairie-pic-season-autumn = Herbst
prairie-pic-season-required = Pflicht
prairie-pic-season-change-out = {$change} ist aufgedeckt: {$season} beginnt mit dem nächsten Zug von {$seat}
prairie-pic-season-has-come = Der {$season} ist da
prairie-pic-season-next = Danach: {$season}
prairie-pic-season-last = Die letzte Jahreszeit des Spiels
prairie-pic-the-season = die Jahreszeit

## der Stand

prairie-pic-waiting = Warten auf { $count ->
        [0] niemanden
       *[other] {$names}
    }: {$decision}
prairie-pic-game-over = Spielende: { $count ->
        [0] niemand gewinnt
        [one] {$names} gewinnt mit {$n} { $n ->
            [one] Punkt
           *[other] Punkten
        }
       *[other] {$names} teilen sich den Sieg mit {$n} { $n ->
            [one] Punkt
           *[other] Punkten
        }
    }
prairie-pic-last = Letzter Zug: {$seat} — {$action}
prairie-pic-last-none = Letzter Zug: noch keiner, das Spiel hat gerade begonnen

## was der erwartete Spieler entscheidet

prairie-pic-decide-choose = wähle { $theme ->
        [inuit] eine Tätigkeit
       *[other] einen Beruf
    }{$also}
prairie-pic-decide-choose-or-scout = wähle { $theme ->
        [inuit] eine Tätigkeit
       *[other] einen Beruf
    }{$also}, oder kundschafte zuerst ({$used} von {$scouts} { $scouts ->
        [one] Karte
       *[other] Karten
    } ausgelegt)
prairie-pic-or-use = , oder nutze {$season}
prairie-pic-decide-take = {$prof} nimmt Karten ({$n} von {$cap})
prairie-pic-decide-season-take = {$season}: {$cap} beliebige Karten nehmen ({$n} genommen)
prairie-pic-with-cards = {$text}: {$cards}
prairie-pic-decide-place = lege die eben genommenen { $theme ->
        [inuit] Inuit
       *[other] Ureinwohner
    } an: {$cards}
prairie-pic-decide-rituals = wähle, { $theme ->
        [inuit] welchen Ritus
       *[other] welches Ritual
    } du als Nächstes spielst
prairie-pic-decide-sacrifice = wähle { $theme ->
        [inuit] den Inuit deines eigenen Dorfes
       *[other] den Ureinwohner deines eigenen Stammes
    }, den du opferst
prairie-pic-decide-forced = {$ritual}: wirf {$what} ab
prairie-pic-a-ritual = ein Ritual
prairie-pic-a-card = eine Karte
prairie-pic-forced-natives-above-discard = { $theme ->
        [inuit] eine Inuit-Karte
       *[other] eine Ureinwohner-Karte
    } deiner eigenen Farbe
prairie-pic-forced-natives-above-discard-any = eine offene { $theme ->
        [inuit] Inuit-Karte
       *[other] Ureinwohner-Karte
    }
prairie-pic-forced-food-above-discard = { $theme ->
        [inuit] eine Wildkarte
       *[other] eine Nahrungskarte
    }
prairie-pic-forced-spirit-above-discard-totem = { $theme ->
        [inuit] einen Geist
       *[other] ein Totem
    }
prairie-pic-or = {$a} oder {$b}
prairie-pic-decide-knowledge = {$ritual}: versetze { $theme ->
        [inuit] einen Inuit in eine andere Tätigkeit
       *[other] einen Ureinwohner in einen anderen Beruf
    } ({$n} von 2 versetzt), oder hör auf
prairie-pic-the-ritual = das Ritual
prairie-pic-decide-before-change = {$season}: du darfst { $theme ->
        [inuit] einen Inuit in eine andere Tätigkeit
       *[other] einen Ureinwohner in einen anderen Beruf
    } versetzen, oder den Zug beginnen
prairie-pic-decide-before-prayers = {$season}: du darfst { $theme ->
        [inuit] einen Ritus aus dem Großen Weiß
       *[other] ein Ritual aus der Prärie
    } nehmen und spielen, oder den Zug beginnen
prairie-pic-decide-after-windy = {$season} ★: wirf { $theme ->
        [inuit] eine Wildkarte
       *[other] eine Nahrungskarte
    } ab oder nimm {$curse}
prairie-pic-decide-after-wrath = {$season} ★: wirf { $theme ->
        [inuit] eine Waffe
       *[other] einen Skalp
    } ab oder nimm {$curse}
prairie-pic-decide-after-red = {$season}: du darfst { $theme ->
        [inuit] einen Inuit aus dem Großen Weiß
       *[other] einen Ureinwohner aus der Prärie
    } nehmen und anlegen, oder den Zug beenden
prairie-pic-decide-after-hospitable = {$season}: du darfst { $theme ->
        [inuit] eine Wildkarte aus dem Großen Weiß
       *[other] eine Nahrungskarte aus der Prärie
    } nehmen, oder den Zug beenden
prairie-pic-decide-after-harvest = {$season}: du darfst 3 Karten auslegen und { $theme ->
        [inuit] eine Wildkarte
       *[other] eine Nahrungskarte
    } davon nehmen, oder den Zug beenden
prairie-pic-decide-after = {$season}: du darfst sie nutzen, oder den Zug beenden
prairie-pic-decide-harvest = {$season}: nimm { $theme ->
        [inuit] eine Wildkarte
       *[other] eine Nahrungskarte
    } von den 3 ausgelegten, oder beende den Zug
prairie-pic-a-curse-token = einen Fluchmarker ({$points})
prairie-pic-decide-war-peace = {$card}: Krieg mit { $theme ->
        [inuit] dem Dorf
       *[other] dem Stamm
    } {$tribe} (+{$war}) oder Frieden (je +{$peace})? {$warriors}: {$mine} gegen {$theirs}
prairie-pic-decide-quick-hand = {$card} ist aufgedeckt: gib die Karte {$among} (meiste {$scouts})
prairie-pic-decide-setup = entscheide über die beim Aufbau aufgedeckten Karten
prairie-pic-decide-ended = der Zug ist vorbei

## eine Aktion in Worten (die Knöpfe)

prairie-pic-do-use = nutze {$prof}
prairie-pic-do-take = nimm {$cards}
prairie-pic-do-place = lege {$card} unter {$prof}
prairie-pic-do-sacrifice = opfere {$card} aus {$prof}
prairie-pic-do-discard-from = wirf {$card} aus {$prof} ab
prairie-pic-do-discard = wirf {$cards} ab
prairie-pic-do-resolve = spiele {$cards}
prairie-pic-do-give = gib {$card} an {$seat}
prairie-pic-do-knowledge = versetze {$card} von {$source} nach {$target}
prairie-pic-do-curse = nimm einen Fluchmarker ({$points})
prairie-pic-do-scout = kundschafte (lege eine Karte aus)
prairie-pic-do-done = hör auf
prairie-pic-do-war = zieh in den Krieg
prairie-pic-do-peace = schließ Frieden
prairie-pic-do-replenish = beginne den Zug
prairie-pic-do-end = beende den Zug
prairie-pic-do-pass = passe
prairie-pic-do-season-change = Jahreszeit: versetze {$card} von {$source} nach {$target}
prairie-pic-do-season-prayers = Jahreszeit: spiele {$card}
prairie-pic-do-season-kind = Jahreszeit: nimm 2 beliebige Karten
prairie-pic-do-season-red = Jahreszeit: lege {$card} unter {$prof}
prairie-pic-do-season-hospitable = Jahreszeit: nimm {$card}
prairie-pic-do-season-harvest = Jahreszeit: lege 3 Karten aus
prairie-pic-do-season = Jahreszeit {$words}

## ein getaner Zug, wie der letzte Zug ihn erzählt (nach dem Namen des Platzes)
prairie-pic-did-use = nutzte {$prof}
prairie-pic-did-take = nahm {$cards}
prairie-pic-did-place = legte {$card} unter {$prof}
prairie-pic-did-sacrifice = opferte {$card} aus {$prof}
prairie-pic-did-discard-from = warf {$card} aus {$prof} ab
prairie-pic-did-discard = warf {$cards} ab
prairie-pic-did-resolve = spielte {$cards}
prairie-pic-did-give = gab {$card} an {$seat}
prairie-pic-did-knowledge = versetzte {$card} von {$source} nach {$target}
prairie-pic-did-curse = nahm einen Fluchmarker ({$points})
prairie-pic-did-scout = kundschaftete (legte eine Karte aus)
prairie-pic-did-done = hörte auf
prairie-pic-did-war = zog in den Krieg
prairie-pic-did-peace = schloss Frieden
prairie-pic-did-replenish = begann den Zug
prairie-pic-did-end = beendete den Zug
prairie-pic-did-pass = passte
prairie-pic-did-season-change = Jahreszeit: versetzte {$card} von {$source} nach {$target}
prairie-pic-did-season-prayers = Jahreszeit: spielte {$card}
prairie-pic-did-season-kind = Jahreszeit: nahm 2 beliebige Karten
prairie-pic-did-season-red = Jahreszeit: legte {$card} unter {$prof}
prairie-pic-did-season-hospitable = Jahreszeit: nahm {$card}
prairie-pic-did-season-harvest = Jahreszeit: legte 3 Karten aus
prairie-pic-did-season = Jahreszeit {$words}
prairie-pic-the-card = die Karte

## die gemeinsame Auslage

prairie-pic-area-title = { $theme ->
        [inuit] Großes Weiß
       *[other] Prärie
    } · {$n} { $n ->
        [one] Karte
       *[other] Karten
    }
prairie-pic-area-empty = { $theme ->
        [inuit] Das Große Weiß ist leer.
       *[other] Die Prärie ist leer.
    }
prairie-pic-area-revealed = eben aufgedeckt, wird entschieden
prairie-pic-hint-take = was der {$prof} nehmen darf
prairie-pic-hint-harvest = die { $theme ->
        [inuit] Wildkarte
       *[other] Nahrungskarte
    }, die {$season} nehmen lässt

## die Karten

prairie-pic-points = {$n} { $n ->
        [one] Punkt
       *[other] Punkte
    }
prairie-pic-big = GROSS
prairie-pic-move-two = versetzt 2
prairie-pic-face-war = Krieg +{$points}
prairie-pic-face-peace = Frieden +{$points}
prairie-pic-per-scalp = {$n} je { $theme ->
        [inuit] Waffe
       *[other] Skalp
    }
prairie-pic-per-stranger = {$n} je Fremdem
prairie-pic-per-thing = {$n} je {$what}
prairie-pic-per-food = {$n} je { $theme ->
        [inuit] Wildkarte
       *[other] Nahrungskarte
    }
prairie-pic-per-native = {$n} je { $theme ->
        [inuit] Inuit
       *[other] Ureinwohner
    }
prairie-pic-goal-most = +{$points} bei meisten
prairie-pic-goal-closes = +{$points}, schließt
prairie-pic-goal-its-place = seinen Platz
prairie-pic-goal-counts-as = zählt als
prairie-pic-goal-natives = {$n} { $theme ->
        [inuit] Inuit
       *[other] Ureinwohner
    }
prairie-pic-goal-legendary = legendär

## die Tafel eines Spielers

prairie-pic-tribe-board = { $theme ->
        [inuit] Dorf
       *[other] Stamm
    } {$tribe} ({$letter})
prairie-pic-native-cards = {$n} { $theme ->
        [inuit] { $n ->
            [one] Inuit-Karte
           *[other] Inuit-Karten
        }
       *[other] { $n ->
            [one] Ureinwohner-Karte
           *[other] Ureinwohner-Karten
        }
    }
prairie-pic-board-points = {$n} { $n ->
        [one] Punkt
       *[other] Punkte
    } · {$cards}
prairie-pic-board-waiting = warten auf {$seat}
prairie-pic-board-winner = Sieger
prairie-pic-first-player = Startspieler
prairie-pic-item-scalps = { $theme ->
        [inuit] Waffen
       *[other] Skalpe
    } {$n}
prairie-pic-item-now = {$text} (jetzt {$n})
prairie-pic-item-war = Krieg mit { $theme ->
        [inuit] dem Dorf
       *[other] dem Stamm
    } {$tribe} +{$points}
prairie-pic-item-peace = Frieden mit { $theme ->
        [inuit] dem Dorf
       *[other] dem Stamm
    } {$tribe} je +{$points}
prairie-pic-item-curses = {$n} { $n ->
        [one] Fluchmarker
       *[other] Fluchmarker
    } {$points}
prairie-pic-legend-majority = {$card}: +{$points} bei den meisten {$profs} ({$state})
prairie-pic-legend-scored = gewertet
prairie-pic-legend-not-scored = nicht gewertet
prairie-pic-legend-ahead = derzeit vorn
prairie-pic-legend-not-ahead = derzeit nicht vorn
prairie-pic-legend-closes = {$card}: +{$points}, {$prof} geschlossen
prairie-pic-legend-points = {$card}: +{$points}
prairie-pic-legend-double = {$card}: zählt als {$n} { $theme ->
        [inuit] Inuit
       *[other] Ureinwohner
    }

## der Wertungsblock

prairie-pic-final-scores = {$title} · Endwertung
prairie-pic-score-natives = { $theme ->
        [inuit] Inuit in deinem Dorf
       *[other] Ureinwohner in deinem Stamm
    }
prairie-pic-score-others = Deine Farbe in anderen { $theme ->
        [inuit] Dörfern
       *[other] Stämmen
    }
prairie-pic-score-food = { $theme ->
        [inuit] Wildkarten
       *[other] Nahrung
    }
prairie-pic-score-scalps = { $theme ->
        [inuit] Waffen
       *[other] Skalpe
    }
prairie-pic-score-rituals = { $theme ->
        [inuit] Riten
       *[other] Rituale
    }
prairie-pic-score-totems = { $theme ->
        [inuit] Geister
       *[other] Totems
    }
prairie-pic-score-war-peace = Krieg und Frieden
prairie-pic-score-legendary = Legendäre { $theme ->
        [inuit] Inuit
       *[other] Ureinwohner
    }
prairie-pic-score-curses = Fluchmarker (je {$points})
prairie-pic-score-total = Summe
prairie-pic-score-native-cards = { $theme ->
        [inuit] Inuit-Karten
       *[other] Ureinwohner-Karten
    } (Gleichstand: weniger gewinnt)
prairie-pic-nobody-wins = Niemand gewinnt
prairie-pic-no-winner-yet = Noch kein Sieger: Das Spiel läuft noch
prairie-pic-wins = {$seat} gewinnt mit {$n} { $n ->
        [one] Punkt
       *[other] Punkten
    }
prairie-pic-share-win = {$names} teilen sich den Sieg mit {$n} { $n ->
        [one] Punkt
       *[other] Punkten
    }
prairie-pic-tie-broken = {$line} (Gleichstand mit {$tied}, entschieden durch: {$rule})
prairie-pic-tie-fewer-natives = weniger { $theme ->
        [inuit] Inuit
       *[other] Ureinwohner
    }
prairie-pic-tie-furthest-from-first = den Platz am weitesten vom Startspieler
prairie-pic-then = {$a}, dann {$b}

## das Handybild

prairie-pic-focus-round = {$title} · Runde {$n}
prairie-pic-focus-deck = Stapel {$n}
prairie-pic-can-take = Du darfst nehmen: {$hint}
prairie-pic-on-the-area = { $theme ->
        [inuit] Im Großen Weiß
       *[other] In der Prärie
    } ({$n})
prairie-pic-professions = { $theme ->
        [inuit] Tätigkeiten
       *[other] Berufe
    }
prairie-pic-board-cards = Karten { $theme ->
        [inuit] des Dorfes
       *[other] des Stammes
    }
