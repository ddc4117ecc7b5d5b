# Las palabras de Natives (data/natives.toml): nombres de cartas, estaciones, profesiones y
# tribus, y las palabras del tema. Atributos: .gender (masculine, feminine), .plural; las
# frases de prairie.ftl los leen como $card_gender, $card_plural.

## cards (every kind of every expansion, and the season cards)

natives-card-man-bear = hombre Oso
    .gender = masculine
    .plural = hombres Oso
natives-card-man-eagle = hombre Águila
    .gender = masculine
    .plural = hombres Águila
natives-card-man-wolf = hombre Lobo
    .gender = masculine
    .plural = hombres Lobo
natives-card-man-turtle = hombre Tortuga
    .gender = masculine
    .plural = hombres Tortuga
natives-card-woman-bear-eagle = mujer Oso-Águila
    .gender = feminine
    .plural = mujeres Oso-Águila
natives-card-woman-bear-wolf = mujer Oso-Lobo
    .gender = feminine
    .plural = mujeres Oso-Lobo
natives-card-woman-bear-turtle = mujer Oso-Tortuga
    .gender = feminine
    .plural = mujeres Oso-Tortuga
natives-card-woman-eagle-wolf = mujer Águila-Lobo
    .gender = feminine
    .plural = mujeres Águila-Lobo
natives-card-woman-eagle-turtle = mujer Águila-Tortuga
    .gender = feminine
    .plural = mujeres Águila-Tortuga
natives-card-woman-wolf-turtle = mujer Lobo-Tortuga
    .gender = feminine
    .plural = mujeres Lobo-Tortuga
natives-card-big-brother = Anciano Hermano Mayor
    .gender = masculine
    .plural = Anciano Hermano Mayor
natives-card-rattlesnake = Chamán Serpiente de Cascabel
    .gender = masculine
    .plural = Chamán Serpiente de Cascabel
natives-card-angry-club = Guerrero Garrote Furioso
    .gender = masculine
    .plural = Guerrero Garrote Furioso
natives-card-keen-little-finger = Cazador Meñique Agudo
    .gender = masculine
    .plural = Cazador Meñique Agudo
natives-card-sharp-eye = Pescador Ojo Certero
    .gender = masculine
    .plural = Pescador Ojo Certero
natives-card-giant-corn-cob = Agricultor Mazorca Gigante
    .gender = masculine
    .plural = Agricultor Mazorca Gigante
natives-card-quick-hand = Explorador Mano Rápida
    .gender = masculine
    .plural = Explorador Mano Rápida
natives-card-big-merrymaker = Gran Juerguista
    .gender = masculine
    .plural = Gran Juerguista
natives-card-ah-and-oh = Hermanos Ah y Oh
    .gender = masculine
    .plural = Hermanos Ah y Oh
natives-card-stranger = Forastero
    .gender = masculine
    .plural = Forasteros
natives-card-bison = Bisonte
    .gender = masculine
    .plural = Bisontes
natives-card-salmon = Salmón
    .gender = masculine
    .plural = Salmones
natives-card-corn = Maíz
    .gender = masculine
    .plural = Maíz
natives-card-big-corn = Maíz Gigante
    .gender = masculine
    .plural = Maíz Gigante
natives-card-big-bison = Bisonte Gigante
    .gender = masculine
    .plural = Bisontes Gigantes
natives-card-big-salmon = Salmón Gigante
    .gender = masculine
    .plural = Salmones Gigantes
natives-card-ancestor-summoning = Invocación de los Ancestros
    .gender = feminine
    .plural = Invocaciones de los Ancestros
natives-card-rain-calling = Llamada de la Lluvia
    .gender = feminine
    .plural = Llamadas de la Lluvia
natives-card-sacrifice = Sacrificio
    .gender = masculine
    .plural = Sacrificios
natives-card-clear-sight = Clarividencia
    .gender = feminine
    .plural = Clarividencias
natives-card-clear-sky = Cielo Despejado
    .gender = masculine
    .plural = Cielos Despejados
natives-card-knowledge = Conocimiento
    .gender = masculine
    .plural = Conocimientos
natives-card-totem-strength = Tótem de la Fuerza
    .gender = masculine
    .plural = Tótems de la Fuerza
natives-card-totem-land = Tótem de la Tierra
    .gender = masculine
    .plural = Tótems de la Tierra
natives-card-totem-water = Tótem del Agua
    .gender = masculine
    .plural = Tótems del Agua
natives-card-totem-air = Tótem del Aire
    .gender = masculine
    .plural = Tótems del Aire
natives-card-totem-council = Tótem del Consejo
    .gender = masculine
    .plural = Tótems del Consejo
natives-card-totem-pathfinder = Tótem del Rastreador
    .gender = masculine
    .plural = Tótems del Rastreador
natives-card-totem-tribe = Tótem de la Tribu
    .gender = masculine
    .plural = Tótems de la Tribu
natives-card-totem-malice = Tótem de la Malicia
    .gender = masculine
    .plural = Tótems de la Malicia
natives-card-totem-stranger = Tótem del Forastero
    .gender = masculine
    .plural = Tótems del Forastero
natives-card-war-peace-bear = Guerra y Paz: Oso
    .gender = feminine
    .plural = Guerra y Paz: Oso
natives-card-war-peace-eagle = Guerra y Paz: Águila
    .gender = feminine
    .plural = Guerra y Paz: Águila
natives-card-war-peace-wolf = Guerra y Paz: Lobo
    .gender = feminine
    .plural = Guerra y Paz: Lobo
natives-card-war-peace-turtle = Guerra y Paz: Tortuga
    .gender = feminine
    .plural = Guerra y Paz: Tortuga
natives-card-summer-has-come = Ha Llegado el Verano
    .gender = masculine
    .plural = Ha Llegado el Verano
natives-card-autumn-has-come = Ha Llegado el Otoño
    .gender = masculine
    .plural = Ha Llegado el Otoño
natives-card-spring-bountiful = Primavera Generosa
    .gender = feminine
    .plural = Primavera Generosa
natives-card-spring-red = Primavera Roja
    .gender = feminine
    .plural = Primavera Roja
natives-card-spring-kind = Primavera Amable
    .gender = feminine
    .plural = Primavera Amable
natives-card-summer-hospitable = Verano Hospitalario
    .gender = masculine
    .plural = Verano Hospitalario
natives-card-summer-of-change = Verano del Cambio
    .gender = masculine
    .plural = Verano del Cambio
natives-card-summer-of-prayers = Verano de las Plegarias
    .gender = masculine
    .plural = Verano de las Plegarias
natives-card-autumn-windy = Otoño Ventoso
    .gender = masculine
    .plural = Otoño Ventoso
natives-card-autumn-harvest = Otoño de Cosecha
    .gender = masculine
    .plural = Otoño de Cosecha
natives-card-autumn-wrath-of-the-gods = Otoño de la Ira de los Dioses
    .gender = masculine
    .plural = Otoño de la Ira de los Dioses

## what a season card does

natives-season-text-spring-bountiful = La fase 1 revela 2 cartas en la pradera en lugar de 1.
natives-season-text-spring-red = Tras la fase 3 puedes tomar 1 nativo de la pradera y colocarlo bajo una profesión.
natives-season-text-spring-kind = En lugar de la fase 3 puedes tomar 2 cartas cualesquiera de la pradera (nunca 2 de comida grande).
natives-season-text-summer-hospitable = Tras la fase 3 puedes tomar 1 carta de comida de la pradera (como mucho una de comida grande por turno).
natives-season-text-summer-of-change = Antes de la fase 1 puedes mover un nativo de tu tribu a otra profesión.
natives-season-text-summer-of-prayers = Antes de la fase 1 puedes tomar un ritual (no Cielo Despejado) de la pradera y jugarlo.
natives-season-text-autumn-windy = Tras la fase 3 descarta una de tus cartas de comida o recibe una ficha de maldición (-2).
natives-season-text-autumn-harvest = Tras la fase 3 puedes revelar exactamente 3 cartas del mazo en la pradera y tomar una carta de comida de entre ellas (como mucho una de comida grande por turno).
natives-season-text-autumn-wrath-of-the-gods = Tras la fase 3 descarta una de tus cabelleras o recibe una ficha de maldición (-2).

## tribes

natives-tribe-bear = Oso
natives-tribe-eagle = Águila
natives-tribe-wolf = Lobo
natives-tribe-turtle = Tortuga

## professions: the name (a menu, the board: "Hunter", $n of them) and the word a
## sentence uses ("your hunters")

natives-profession-elder = { $n ->
        [one] Anciano
       *[other] Ancianos
    }
    .gender = masculine
natives-profession-shaman = { $n ->
        [one] Chamán
       *[other] Chamanes
    }
    .gender = masculine
natives-profession-warrior = { $n ->
        [one] Guerrero
       *[other] Guerreros
    }
    .gender = masculine
natives-profession-hunter = { $n ->
        [one] Cazador
       *[other] Cazadores
    }
    .gender = masculine
natives-profession-fisherman = { $n ->
        [one] Pescador
       *[other] Pescadores
    }
    .gender = masculine
natives-profession-farmer = { $n ->
        [one] Agricultor
       *[other] Agricultores
    }
    .gender = masculine
natives-profession-scout = { $n ->
        [one] Explorador
       *[other] Exploradores
    }
    .gender = masculine
natives-prof-word-elder = { $n ->
        [one] anciano
       *[other] ancianos
    }
    .gender = masculine
natives-prof-word-shaman = { $n ->
        [one] chamán
       *[other] chamanes
    }
    .gender = masculine
natives-prof-word-warrior = { $n ->
        [one] guerrero
       *[other] guerreros
    }
    .gender = masculine
natives-prof-word-hunter = { $n ->
        [one] cazador
       *[other] cazadores
    }
    .gender = masculine
natives-prof-word-fisherman = { $n ->
        [one] pescador
       *[other] pescadores
    }
    .gender = masculine
natives-prof-word-farmer = { $n ->
        [one] agricultor
       *[other] agricultores
    }
    .gender = masculine
natives-prof-word-scout = { $n ->
        [one] explorador
       *[other] exploradores
    }
    .gender = masculine

## the theme's words

natives-word-area = pradera
    .gender = feminine
    .the = la pradera
    .in = en la pradera
    .to = a la pradera
    .from = de la pradera
natives-word-end-card = Se Acerca el Invierno
    .gender = feminine
natives-word-native = { $n ->
        [one] nativo
       *[other] nativos
    }
    .gender = masculine
natives-word-tribe = { $n ->
        [one] tribu
       *[other] tribus
    }
    .gender = feminine
natives-word-scalp = { $n ->
        [one] cabellera
       *[other] cabelleras
    }
    .gender = feminine
natives-word-ritual = { $n ->
        [one] ritual
       *[other] rituales
    }
    .gender = masculine
natives-word-totem = { $n ->
        [one] tótem
       *[other] tótems
    }
    .gender = masculine
natives-word-food = { $n ->
        [one] carta de comida
       *[other] cartas de comida
    }
    .gender = feminine
natives-word-profession = { $n ->
        [one] profesión
       *[other] profesiones
    }
    .gender = feminine
    .a = una profesión
