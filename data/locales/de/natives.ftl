# Die Wörter von Natives (data/natives.toml): Karten, Jahreszeiten, Berufe, Stämme und die
# Wörter des Themas. Attribute: .gender (masculine, feminine, neuter), .plural, .dative, .definite (nach
# bestimmtem Artikel oder Possessiv: „die Ältesten“, „deine Ältesten“).

## cards (every kind of every expansion, and the season cards)

natives-card-man-bear = Mann (Bär)
    .gender = masculine
    .plural = Männer (Bär)
natives-card-man-eagle = Mann (Adler)
    .gender = masculine
    .plural = Männer (Adler)
natives-card-man-wolf = Mann (Wolf)
    .gender = masculine
    .plural = Männer (Wolf)
natives-card-man-turtle = Mann (Schildkröte)
    .gender = masculine
    .plural = Männer (Schildkröte)
natives-card-woman-bear-eagle = Frau (Bär-Adler)
    .gender = feminine
    .plural = Frauen (Bär-Adler)
natives-card-woman-bear-wolf = Frau (Bär-Wolf)
    .gender = feminine
    .plural = Frauen (Bär-Wolf)
natives-card-woman-bear-turtle = Frau (Bär-Schildkröte)
    .gender = feminine
    .plural = Frauen (Bär-Schildkröte)
natives-card-woman-eagle-wolf = Frau (Adler-Wolf)
    .gender = feminine
    .plural = Frauen (Adler-Wolf)
natives-card-woman-eagle-turtle = Frau (Adler-Schildkröte)
    .gender = feminine
    .plural = Frauen (Adler-Schildkröte)
natives-card-woman-wolf-turtle = Frau (Wolf-Schildkröte)
    .gender = feminine
    .plural = Frauen (Wolf-Schildkröte)
natives-card-big-brother = Ältester Großer Bruder
    .gender = masculine
    .plural = Ältester Großer Bruder
natives-card-rattlesnake = Schamane Klapperschlange
    .gender = masculine
    .plural = Schamane Klapperschlange
natives-card-angry-club = Krieger Zornige Keule
    .gender = masculine
    .plural = Krieger Zornige Keule
natives-card-keen-little-finger = Jäger Flinker Kleiner Finger
    .gender = masculine
    .plural = Jäger Flinker Kleiner Finger
natives-card-sharp-eye = Fischer Scharfes Auge
    .gender = masculine
    .plural = Fischer Scharfes Auge
natives-card-giant-corn-cob = Bauer Riesenkolben
    .gender = masculine
    .plural = Bauer Riesenkolben
natives-card-quick-hand = Späher Flinke Hand
    .gender = masculine
    .plural = Späher Flinke Hand
natives-card-big-merrymaker = Großer Spaßmacher
    .gender = masculine
    .plural = Großer Spaßmacher
natives-card-ah-and-oh = Brüder Ah und Oh
    .gender = masculine
    .plural = Brüder Ah und Oh
natives-card-stranger = Fremder
    .gender = masculine
    .plural = Fremde
natives-card-bison = Bison
    .gender = masculine
    .plural = Bisons
natives-card-salmon = Lachs
    .gender = masculine
    .plural = Lachse
natives-card-corn = Mais
    .gender = masculine
    .plural = Mais
natives-card-big-corn = Riesenmais
    .gender = masculine
    .plural = Riesenmais
natives-card-big-bison = Riesenbison
    .gender = masculine
    .plural = Riesenbisons
natives-card-big-salmon = Riesenlachs
    .gender = masculine
    .plural = Riesenlachse
natives-card-ancestor-summoning = Ahnenbeschwörung
    .gender = feminine
    .plural = Ahnenbeschwörungen
natives-card-rain-calling = Regenruf
    .gender = masculine
    .plural = Regenrufe
natives-card-sacrifice = Opfer
    .gender = neuter
    .plural = Opfer
natives-card-clear-sight = Hellsicht
    .gender = feminine
    .plural = Hellsichten
natives-card-clear-sky = Klarer Himmel
    .gender = masculine
    .plural = Klare Himmel
natives-card-knowledge = Wissen
    .gender = neuter
    .plural = Wissen
natives-card-totem-strength = Totem der Stärke
    .gender = neuter
    .plural = Totems der Stärke
natives-card-totem-land = Totem des Landes
    .gender = neuter
    .plural = Totems des Landes
natives-card-totem-water = Totem des Wassers
    .gender = neuter
    .plural = Totems des Wassers
natives-card-totem-air = Totem der Luft
    .gender = neuter
    .plural = Totems der Luft
natives-card-totem-council = Totem des Rates
    .gender = neuter
    .plural = Totems des Rates
natives-card-totem-pathfinder = Totem des Fährtenlesers
    .gender = neuter
    .plural = Totems des Fährtenlesers
natives-card-totem-tribe = Totem des Stammes
    .gender = neuter
    .plural = Totems des Stammes
natives-card-totem-malice = Totem der Bosheit
    .gender = neuter
    .plural = Totems der Bosheit
natives-card-totem-stranger = Totem des Fremden
    .gender = neuter
    .plural = Totems des Fremden
natives-card-war-peace-bear = Krieg und Frieden: Bär
    .gender = masculine
    .plural = Krieg und Frieden: Bär
natives-card-war-peace-eagle = Krieg und Frieden: Adler
    .gender = masculine
    .plural = Krieg und Frieden: Adler
natives-card-war-peace-wolf = Krieg und Frieden: Wolf
    .gender = masculine
    .plural = Krieg und Frieden: Wolf
natives-card-war-peace-turtle = Krieg und Frieden: Schildkröte
    .gender = masculine
    .plural = Krieg und Frieden: Schildkröte
natives-card-summer-has-come = Der Sommer Ist Da
    .gender = masculine
    .plural = Der Sommer Ist Da
natives-card-autumn-has-come = Der Herbst Ist Da
    .gender = masculine
    .plural = Der Herbst Ist Da
natives-card-spring-bountiful = Üppiger Frühling
    .gender = masculine
    .plural = Üppiger Frühling
natives-card-spring-red = Roter Frühling
    .gender = masculine
    .plural = Roter Frühling
natives-card-spring-kind = Gütiger Frühling
    .gender = masculine
    .plural = Gütiger Frühling
natives-card-summer-hospitable = Gastfreundlicher Sommer
    .gender = masculine
    .plural = Gastfreundlicher Sommer
natives-card-summer-of-change = Sommer des Wandels
    .gender = masculine
    .plural = Sommer des Wandels
natives-card-summer-of-prayers = Sommer der Gebete
    .gender = masculine
    .plural = Sommer der Gebete
natives-card-autumn-windy = Windiger Herbst
    .gender = masculine
    .plural = Windiger Herbst
natives-card-autumn-harvest = Erntereicher Herbst
    .gender = masculine
    .plural = Erntereicher Herbst
natives-card-autumn-wrath-of-the-gods = Herbst des Götterzorns
    .gender = masculine
    .plural = Herbst des Götterzorns

## what a season card does

natives-season-text-spring-bountiful = Phase 1 legt 2 Karten statt 1 in die Prärie.
natives-season-text-spring-red = Nach Phase 3 darfst du 1 Ureinwohner aus der Prärie nehmen und unter einen Beruf legen.
natives-season-text-spring-kind = Statt Phase 3 darfst du 2 beliebige Karten aus der Prärie nehmen (nie 2 große Nahrungskarten).
natives-season-text-summer-hospitable = Nach Phase 3 darfst du 1 Nahrungskarte aus der Prärie nehmen (höchstens eine große Nahrungskarte pro Zug).
natives-season-text-summer-of-change = Vor Phase 1 darfst du einen Ureinwohner deines Stammes zu einem anderen Beruf versetzen.
natives-season-text-summer-of-prayers = Vor Phase 1 darfst du ein Ritual (nicht Klarer Himmel) aus der Prärie nehmen und spielen.
natives-season-text-autumn-windy = Nach Phase 3 wirf eine deiner Nahrungskarten ab oder nimm einen Fluchmarker (-2).
natives-season-text-autumn-harvest = Nach Phase 3 darfst du genau 3 Karten vom Stapel in die Prärie legen und eine Nahrungskarte davon nehmen (höchstens eine große Nahrungskarte pro Zug).
natives-season-text-autumn-wrath-of-the-gods = Nach Phase 3 wirf einen deiner Skalpe ab oder nimm einen Fluchmarker (-2).

## tribes

natives-tribe-bear = Bär
natives-tribe-eagle = Adler
natives-tribe-wolf = Wolf
natives-tribe-turtle = Schildkröte

## professions: the name (a menu, the board: "Hunter", $n of them) and the word a
## sentence uses ("your hunters")

natives-profession-elder = { $n ->
        [one] Ältester
       *[other] Älteste
    }
    .gender = masculine
natives-profession-shaman = { $n ->
        [one] Schamane
       *[other] Schamanen
    }
    .gender = masculine
natives-profession-warrior = { $n ->
        [one] Krieger
       *[other] Krieger
    }
    .gender = masculine
natives-profession-hunter = { $n ->
        [one] Jäger
       *[other] Jäger
    }
    .gender = masculine
natives-profession-fisherman = { $n ->
        [one] Fischer
       *[other] Fischer
    }
    .gender = masculine
natives-profession-farmer = { $n ->
        [one] Bauer
       *[other] Bauern
    }
    .gender = masculine
natives-profession-scout = { $n ->
        [one] Späher
       *[other] Späher
    }
    .gender = masculine
natives-prof-word-elder = { $n ->
        [one] Ältester
       *[other] Älteste
    }
    .gender = masculine
    .definite = { $n ->
        [one] Älteste
       *[other] Ältesten
    }
    .dative = { $n ->
        [one] Ältesten
       *[other] Ältesten
    }
natives-prof-word-shaman = { $n ->
        [one] Schamane
       *[other] Schamanen
    }
    .gender = masculine
    .definite = { $n ->
        [one] Schamane
       *[other] Schamanen
    }
    .dative = { $n ->
        [one] Schamane
       *[other] Schamanen
    }
natives-prof-word-warrior = { $n ->
        [one] Krieger
       *[other] Krieger
    }
    .gender = masculine
    .definite = { $n ->
        [one] Krieger
       *[other] Krieger
    }
    .dative = { $n ->
        [one] Krieger
       *[other] Kriegern
    }
natives-prof-word-hunter = { $n ->
        [one] Jäger
       *[other] Jäger
    }
    .gender = masculine
    .definite = { $n ->
        [one] Jäger
       *[other] Jäger
    }
    .dative = { $n ->
        [one] Jäger
       *[other] Jägern
    }
natives-prof-word-fisherman = { $n ->
        [one] Fischer
       *[other] Fischer
    }
    .gender = masculine
    .definite = { $n ->
        [one] Fischer
       *[other] Fischer
    }
    .dative = { $n ->
        [one] Fischer
       *[other] Fischern
    }
natives-prof-word-farmer = { $n ->
        [one] Bauer
       *[other] Bauern
    }
    .gender = masculine
    .definite = { $n ->
        [one] Bauer
       *[other] Bauern
    }
    .dative = { $n ->
        [one] Bauer
       *[other] Bauern
    }
natives-prof-word-scout = { $n ->
        [one] Späher
       *[other] Späher
    }
    .gender = masculine
    .definite = { $n ->
        [one] Späher
       *[other] Späher
    }
    .dative = { $n ->
        [one] Späher
       *[other] Spähern
    }

## the theme's words

natives-word-area = Prärie
    .gender = feminine
    .the = die Prärie
    .in = in der Prärie
    .to = in die Prärie
    .from = aus der Prärie
natives-word-end-card = Der Winter Naht
    .gender = feminine
natives-word-native = { $n ->
        [one] Ureinwohner
       *[other] Ureinwohner
    }
    .gender = masculine
natives-word-tribe = { $n ->
        [one] Stamm
       *[other] Stämme
    }
    .gender = masculine
natives-word-scalp = { $n ->
        [one] Skalp
       *[other] Skalpe
    }
    .gender = masculine
natives-word-ritual = { $n ->
        [one] Ritual
       *[other] Rituale
    }
    .gender = neuter
natives-word-totem = { $n ->
        [one] Totem
       *[other] Totems
    }
    .gender = neuter
natives-word-food = { $n ->
        [one] Nahrungskarte
       *[other] Nahrungskarten
    }
    .gender = feminine
natives-word-profession = { $n ->
        [one] Beruf
       *[other] Berufe
    }
    .gender = masculine
    .a = einen Beruf
