# /game hint: der Grund, den die KI für ihren Zug nennt (bot/ai/hints.py), je eine Zeile.
#
# Ids: hint-<Familie>-<Grund> (siehe en/hints.ftl). $action ist der Zug, wie sein Knopf ihn nennt
# („Nimm Bison“); $points eine Schätzung (ganz oder mit einer Nachkommastelle: „1,5“); $n,
# $bonus, $level, $yield, $left Anzahlen; $card, $totem, $profs, $res, $invention, $district,
# $track die Namen der Spiele, mit ihren Attributen ($card_gender: masculine, feminine, neuter;
# $profs_dative); $categories die Zeilen des Wertungsblocks, eine Liste („Nahrung und Totems“).
#
# Zwei Regeln:
# * eine Zeile von höchstens 150 Zeichen mit den längsten Namen (eine längere wird mit „…“ gekürzt);
# * zwei Arten von Zahlen, nie zum Raten: eine Änderung des Wertungsblocks sagt es („+2 auf
#   deinem Wertungsblock jetzt“); die Schätzung der KI, die auch zählt, was ein Zug später
#   bringt, sagt „bis zum Ende (KI-Schätzung)“. Ein Tipp und der nächste dürfen sich nicht
#   wie zwei Preise derselben Karte lesen.

## allgemein: der Wertungsblock allein

hint-generic-gains = {$action}: bringt jetzt {$points} (Wertungsblock: {$categories}), die beste mögliche Punkteänderung
hint-generic-gains-plan = {$action}: bringt jetzt {$points} (Wertungsblock: {$categories}), und der Plan der KI zieht es Zügen vor, die sofort mehr bringen
hint-generic-hurts = {$action}: kostet deine Gegner {$points}, die beste Punkteänderung, die es gibt
hint-generic-least-loss = {$action}: jeder Zug kostet jetzt Punkte, und dieser am wenigsten ({$points})
hint-generic-reveals = {$action}: bringt etwas Neues ans Licht, und kein anderer Zug punktet jetzt
hint-generic-reveals-plan = {$action}: bringt etwas Neues ans Licht, und der Plan der KI zieht das dem sofortigen Punkten vor
hint-generic-later = {$action}: bringt jetzt nichts, aber der Plan der KI schätzt es höher als das, was sofort punktet
hint-generic-even = {$action}: kein Zug ändert jetzt die Punkte; die KI sieht nichts Besseres
hint-generic-only = {$action}: es ist der einzige mögliche Zug hier

## die Prärie (Natives, und Inuit, wo es keine eigenen Worte hat)

hint-prairie-scout-empty = {$action}: noch kann keiner deiner Berufe eine Karte aus der Prärie nehmen
hint-prairie-scout = {$action}: eine Karte mehr sollte deiner besten Ausbeute bis zum Ende etwa { $points ->
        [one] {$points} Punkt
       *[other] {$points} Punkte
    } bringen (KI-Schätzung)
hint-prairie-use = {$action}: deine {$profs} können { $n ->
        [one] {$n} Karte
       *[other] {$n} Karten
    } nehmen (die beste: {$card}): etwa { $points ->
        [one] {$points} Punkt
       *[other] {$points} Punkte
    } für dich bis zum Ende (KI-Schätzung)
hint-prairie-use-totem = {$action}: deine {$profs} können { $n ->
        [one] {$n} Karte
       *[other] {$n} Karten
    } nehmen (die beste: {$card}), und { $totem_gender ->
        [feminine] deine
       *[other] dein
    } {$totem} zahlt {$bonus} für jede
hint-prairie-pass = {$action}: keiner deiner Berufe kann eine Karte nehmen
hint-prairie-done = {$action}: keine übrige Karte lohnt sich für dich
hint-prairie-take-deny = {$action}: {$card} ist dir wenig wert, aber du nimmst { $card_gender ->
        [feminine] sie einem Gegner weg, der sie will
        [neuter] es einem Gegner weg, der es will
       *[masculine] ihn einem Gegner weg, der ihn will
    }
hint-prairie-take-scalp = {$action}: ein Skalp ist dir bis zum Ende etwa { $points ->
        [one] {$points} Punkt
       *[other] {$points} Punkte
    } wert (KI-Schätzung), und die anderen verlieren {$card}
hint-prairie-take-native = {$action}: {$card} bringt jetzt +{$points} auf deinem Wertungsblock, und ein Ureinwohner mehr stärkt deine {$profs}
hint-prairie-take-native-anyway = {$action}: {$card} bringt -{$points} auf deinem Wertungsblock, doch ein Ureinwohner mehr bei deinen {$profs_dative} zählt mehr
hint-prairie-take-food = {$action}: {$card} bringt jetzt +{$points} auf deinem Wertungsblock
hint-prairie-take-food-totem = {$action}: {$card} bringt jetzt +{$points} auf deinem Wertungsblock, {$bonus} davon dank { $totem_gender ->
        [feminine] deiner
       *[other] deinem
    } {$totem}
hint-prairie-take-totem = {$action}: {$card} sollte dir bis zum Ende etwa { $points ->
        [one] {$points} Punkt
       *[other] {$points} Punkte
    } bringen (KI-Schätzung)
hint-prairie-take-ritual = {$action}: mit { $card_gender ->
        [feminine] ihrer
       *[other] seiner
    } Wirkung ist {$card} dir bis zum Ende etwa { $points ->
        [one] {$points} Punkt
       *[other] {$points} Punkte
    } wert (KI-Schätzung)
hint-prairie-take-other = {$action}: {$card} ist dir bis zum Ende etwa { $points ->
        [one] {$points} Punkt
       *[other] {$points} Punkte
    } wert (KI-Schätzung)
hint-prairie-place = {$action}: ein Ureinwohner mehr bei deinen {$profs_dative} bringt am meisten: etwa { $points ->
        [one] {$points} Punkt
       *[other] {$points} Punkte
    } bis zum Ende (KI-Schätzung)
hint-prairie-place-totem = {$action}: deine {$profs} mit { $totem_gender ->
        [feminine] deiner
       *[other] deinem
    } {$totem} bringen bis zum Ende etwa { $points ->
        [one] {$points} Punkt
       *[other] {$points} Punkte
    } (KI-Schätzung)
hint-prairie-ritual-first = {$action}: {$card} spielst du am besten vor deinen anderen Ritualen
hint-prairie-sacrifice = {$action}: von deinen Ureinwohnern ist er der, dessen Verlust dich am wenigsten kostet
hint-prairie-discard = {$action}: von deinen Karten ist sie die, deren Verlust dich am wenigsten kostet

## Inuit, mit eigenen Worten

hint-inuit-scout-empty = {$action}: noch kann keine deiner Tätigkeiten eine Karte aus dem Großen Weiß nehmen
hint-inuit-pass = {$action}: keine deiner Tätigkeiten kann eine Karte nehmen
hint-inuit-take-scalp = {$action}: eine Waffe ist dir bis zum Ende etwa { $points ->
        [one] {$points} Punkt
       *[other] {$points} Punkte
    } wert (KI-Schätzung), und die anderen verlieren {$card}
hint-inuit-take-native = {$action}: {$card} bringt jetzt +{$points} auf deinem Wertungsblock, und ein Inuk mehr stärkt deine {$profs}
hint-inuit-take-native-anyway = {$action}: {$card} bringt -{$points} auf deinem Wertungsblock, doch ein Inuk mehr bei deinen {$profs_dative} zählt mehr
hint-inuit-place = {$action}: ein Inuk mehr bei deinen {$profs_dative} bringt am meisten: etwa { $points ->
        [one] {$points} Punkt
       *[other] {$points} Punkte
    } bis zum Ende (KI-Schätzung)

hint-inuit-ritual-first = {$action}: {$card} spielst du am besten vor deinen anderen Riten
hint-inuit-sacrifice = {$action}: von deinen Inuit ist er der, dessen Verlust dich am wenigsten kostet

## Uluk

hint-uluk-stay = {$action}: kein freies Feld ist den Umzug wert
hint-uluk-gather-most = {$action}: deine Mehrheit bringt {$yield} {$res}; dein Plan mit { $n ->
        [one] {$n} Mitglied
       *[other] {$n} Mitgliedern
    }: etwa {$points} Glück
hint-uluk-gather = {$action}: auch die Minderheit bringt {$yield} {$res}; dein Plan mit { $n ->
        [one] {$n} Mitglied
       *[other] {$n} Mitgliedern
    }: etwa {$points} Glück
hint-uluk-hunt = {$action}: jeder Jäger bringt {$level} {$res}; dein Plan mit { $n ->
        [one] {$n} Mitglied
       *[other] {$n} Mitgliedern
    }: etwa {$points} Glück
hint-uluk-hunt-poison = {$action}: Gift zählt als ein Jäger mehr (je {$level} {$res}); dein Plan ist etwa {$points} Glück wert
hint-uluk-processing = {$action}: dort wird {$res} haltbare Nahrung; dein Plan ist etwa {$points} Glück wert
hint-uluk-temple = {$action}: das +2 Glück des Tempels ist die beste verbleibende Verwendung für ein Mitglied
hint-uluk-shaman = {$action}: die Schamanenhütte bringt jetzt +1 und zieht das Mitglied später auf ein freies Feld
hint-uluk-workshop = {$action}: { $invention_gender ->
        [masculine] er bringt
        [neuter] es bringt
        [plural] sie bringen
       *[feminine] sie bringt
    } in den übrigen Jahreszeiten etwa {$points} Glück
hint-uluk-monument = {$action}: Monument {$site} sollte seine Tabelle und ein Plättchen zahlen; dein Plan ist etwa {$points} Glück wert
hint-uluk-process = {$action}: das ordnet dein Tableau am besten, etwa {$points} Glück mehr, als {$res} roh zu behalten
hint-uluk-process-done = {$action}: keine weitere Umwandlung macht dein Tableau wertvoller
hint-uluk-feed = {$action}: auf {$res} kannst du als Nahrung am ehesten verzichten, und ein satter Stamm bringt +1
hint-uluk-eat = {$action}: es ist die letzte Jahreszeit, und jede gegessene Leckerei bringt +1
hint-uluk-celebrate = {$action}: das +{$points} des Festes ist mehr wert, als Brennstoff und Festsubstanz zu behalten
hint-uluk-reproduce = {$action}: { $left ->
        [one] in der letzten Jahreszeit
       *[other] bei noch {$left} Jahreszeiten
    } zählt ein Mitglied mehr als zwei Stück Nahrung
hint-uluk-feed-done = {$action}: nichts mehr zu ernähren, zu feiern oder zu vermehren lohnt sich

## Natera

hint-natera-send = {$action}: die Belohnung und die Autorität im Bezirk {$district} sind etwa {$points} SP wert, dein bester Zug
hint-natera-play = {$action}: die Karte ist nach ihren Kosten etwa {$points} SP wert, dein bester Zug
hint-natera-hire = {$action}: der Spezialist ist nach seiner Nahrung etwa {$points} SP wert
hint-natera-ability = {$action}: ihre Wirkung ist jetzt etwa {$points} SP wert
hint-natera-settle = {$action}: eine Siedlung punktet am Ende und zahlt ihren Bonus bei jedem Besuch (etwa {$points} SP)
hint-natera-discard = {$action}: eine Karte, die du kaum bezahlen kannst, ist als Rohstoff mehr wert
hint-natera-take = {$action}: am meisten fehlt deiner Hand: {$res}
hint-natera-draw = {$action}: dieser Stapel passt am besten zu diesem Zeitpunkt des Jahres
hint-natera-draw-peek = {$action}: die angesehene Karte entscheidet: behalten, wenn besser als eine ungesehene ihres Stapels, sonst eine vom anderen Stapel
hint-natera-peek = {$action}: Nachsehen kostet nichts und sagt dir, ob du diese Karte nimmst oder vom anderen Stapel ziehst
hint-natera-raise = {$action}: dieser Autoritätsschritt ist etwa {$points} SP wert
hint-natera-lower = {$action}: dieser Schritt zurück kostet dich am wenigsten (etwa {$points} SP)
hint-natera-grow = {$action}: dieses Wissenschaftsfeld ist über die restlichen Jahreszeiten etwa {$points} SP wert
hint-natera-pass = {$action}: nichts im Angebot ist mehr wert als Abwarten
hint-natera-pick = {$action}: die beste Karte des Packs für dich, etwa {$points} SP
hint-natera-collect = {$action}: dieser Siedlungsbonus ist etwa {$points} SP wert
hint-natera-copy = {$action}: die Belohnung dieses Ortes ist etwa {$points} SP wert
hint-natera-move = {$action}: der Bonus des neuen Ortes ist mehr wert als der des alten
hint-natera-return = {$action}: diesen Spezialisten zu behalten lohnt am wenigsten
hint-natera-value = {$action}: nach Rechnung der KI etwa {$points} SP wert, das meiste deiner Optionen
hint-natera-even = {$action}: die KI hält deine besten Optionen hier für etwa gleich und wählt diese
hint-natera-value-none = {$action}: nach Rechnung der KI ändert es nichts, und keine Option hier ist besser
hint-natera-value-least = {$action}: jede Option kostet dich hier etwas, und diese am wenigsten (etwa {$points} SP)
hint-natera-skip = {$action}: nichts im Angebot ist dir jetzt seine Kosten wert
hint-natera-done = {$action}: die Spezialisten in der Reihe sind dir mehr wert, als ein Ersatz sein könnte
hint-natera-replace = {$action}: dieser Spezialist ist dir am wenigsten wert, und ein neuer passt vielleicht besser
hint-natera-search = {$action}: dieses Merkmal passt am besten zu den Karten, die du gespielt hast
hint-natera-tribe = {$action}: der am einfachsten zu lernende der übrigen Stämme

## Wendake

hint-wendake-pick = {$action}: seine Aktionen bringen deinen niedrigeren Leisten etwa {$points}, in der besten übrigen Linie (deine Leiste {$track} hängt zurück)
hint-wendake-pick-line = {$action}: das Plättchen selbst ist wenig wert, hält aber die Linie der für dich wertvollsten Plättchen offen
hint-wendake-step = {$action}: der beste Schritt der Bewegung, etwa {$points} wert (deine Leiste {$track} hängt zurück)
hint-wendake-upgrade = {$action}: das neue Plättchen ist für deine niedrigeren Leisten etwa {$points} mehr wert als das alte
hint-wendake-ceremony = {$action}: diese Hand ist jetzt { $points ->
        [one] {$points} Maskenpunkt
       *[other] {$points} Maskenpunkte
    } wert
hint-wendake-tile = {$action}: etwa {$points} wert für deine niedrigeren Leisten (deine Leiste {$track} hängt zurück)
hint-wendake-turn-order = {$action}: der Zugreihenfolge-Marker kommt jetzt, für einen besseren Platz in der nächsten Runde
hint-wendake-use = {$action}: deine Militärleiste gehört zu den niedrigeren, und das Plättchen hebt sie
hint-wendake-transfer = {$action}: ein heimgeholter Außenposten produziert, und das Ritual kann auf den Einheimischen verzichten
hint-wendake-skip = {$action}: diese Aktion ist dir jetzt nichts wert
hint-wendake-fire = {$action}: das Heilige Feuer kopiert das für dich wertvollste Plättchen
hint-wendake-done = {$action}: hier lohnt sich jetzt nichts mehr
hint-wendake-buy = {$action}: dieses Fortschrittsplättchen ist mehr wert als die Güter, die es kostet
hint-wendake-barter = {$action}: ein überzähliges Gut wird zu einem, das dir fehlt
hint-wendake-sell = {$action}: Güter verschiedener Art werden zu Wirtschaftspunkten
hint-wendake-mask = {$action}: diese Karte verbessert deine Maskenhand am meisten
hint-wendake-keep = {$action}: kein fortgeschrittenes Plättchen ist den Tausch wert
hint-wendake-tribe = {$action}: der Stamm, den die KI unter den übrigen am besten bewertet
