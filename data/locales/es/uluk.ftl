# El motor de Uluk (bot/rules/uluk.py), en español: sus rechazos y sus líneas de registro.
# Variables: $seat, $holder, $names son nombres de asientos; $res, $raw, $product el nombre
# de un recurso (con .gender y .plural); $invention el de un invento (con .gender:
# masculine, feminine o masculine-plural, e .indefinite); $verb y $step la notación del
# jugador; $letter la letra de un monumento; las demás, números.

## Nombres: recursos, inventos, cartas de los Gorrones

uluk-res-uluk = uluk
    .capitalized = Uluk
    .gender = masculine
    .plural = uluk
uluk-res-mgobu = mgobu
    .capitalized = Mgobu
    .gender = masculine
    .plural = mgobu
uluk-res-tlon = tlön
    .capitalized = Tlön
    .gender = masculine
    .plural = tlön
uluk-res-zork = zork
    .capitalized = Zork
    .gender = masculine
    .plural = zork
uluk-res-fnord = fnōrd
    .capitalized = Fnōrd
    .gender = masculine
    .plural = fnōrd
uluk-res-hlak = hlák
    .capitalized = Hlák
    .gender = masculine
    .plural = hlák
uluk-res-pickled-uluk = uluk encurtido
    .capitalized = Uluk encurtido
    .gender = masculine
    .plural = uluk encurtidos
uluk-res-fermented-uluk = uluk fermentado
    .capitalized = Uluk fermentado
    .gender = masculine
    .plural = uluk fermentados
uluk-res-boiled-uluk = uluk hervido
    .capitalized = Uluk hervido
    .gender = masculine
    .plural = uluk hervidos
uluk-res-ground-mgobu = mgobu molido
    .capitalized = Mgobu molido
    .gender = masculine
    .plural = mgobu molidos
uluk-res-baked-mgobu = mgobu horneado
    .capitalized = Mgobu horneado
    .gender = masculine
    .plural = mgobu horneados
uluk-res-roasted-tlon = tlön asado
    .capitalized = Tlön asado
    .gender = masculine
    .plural = tlön asados
uluk-res-tlon-brew = cerveza de tlön
    .capitalized = Cerveza de tlön
    .gender = feminine
    .plural = cervezas de tlön
uluk-res-dried-zork = zork seco
    .capitalized = Zork seco
    .gender = masculine
    .plural = zork secos
uluk-res-fermented-zork = zork fermentado
    .capitalized = Zork fermentado
    .gender = masculine
    .plural = zork fermentados
uluk-res-salted-fnord = fnōrd salado
    .capitalized = Fnōrd salado
    .gender = masculine
    .plural = fnōrd salados
uluk-res-smoked-hlak = hlák ahumado
    .capitalized = Hlák ahumado
    .gender = masculine
    .plural = hlák ahumados
uluk-res-roasted-hlak = hlák asado
    .capitalized = Hlák asado
    .gender = masculine
    .plural = hlák asados
uluk-amount = { $n ->
        [one] {$n} {$res}
       *[other] {$n} {$res_plural}
    }
uluk-poison-tokens = { $n ->
        [one] una ficha de Veneno
       *[other] {$n} fichas de Veneno
    }

uluk-invention-fruit-basket = Cesta de frutas
    .gender = feminine
    .indefinite = una Cesta de frutas
uluk-invention-pickling-jar = Tarro de encurtidos
    .gender = masculine
    .indefinite = un Tarro de encurtidos
uluk-invention-spirit-drum = Tambor de los espíritus
    .gender = masculine
    .indefinite = un Tambor de los espíritus
uluk-invention-digging-stick = Palo cavador
    .gender = masculine
    .indefinite = un Palo cavador
uluk-invention-stone-oven = Horno de piedra
    .gender = masculine
    .indefinite = un Horno de piedra
uluk-invention-festival-pipe = Flauta de fiesta
    .gender = feminine
    .indefinite = una Flauta de fiesta
uluk-invention-mushroom-gloves = Guantes para setas
    .gender = masculine-plural
    .indefinite = unos Guantes para setas
uluk-invention-brewing-gourd = Calabaza cervecera
    .gender = feminine
    .indefinite = una Calabaza cervecera
uluk-invention-ancestor-mask = Máscara ancestral
    .gender = feminine
    .indefinite = una Máscara ancestral
uluk-invention-dance-rattle = Sonajero de danza
    .gender = masculine
    .indefinite = un Sonajero de danza
uluk-invention-larva-sieve = Tamiz de larvas
    .gender = masculine
    .indefinite = un Tamiz de larvas
uluk-invention-drying-rack = Secadero
    .gender = masculine
    .indefinite = un Secadero
uluk-invention-fermenting-pot = Olla de fermentar
    .gender = feminine
    .indefinite = una Olla de fermentar
uluk-invention-fish-net = Red de pesca
    .gender = feminine
    .indefinite = una Red de pesca
uluk-invention-hunting-spear = Lanza de caza
    .gender = feminine
    .indefinite = una Lanza de caza
uluk-invention-smoking-rack = Ahumadero
    .gender = masculine
    .indefinite = un Ahumadero

uluk-freeloader-card-hlak-hunt = Caza de hlák
uluk-freeloader-card-fnord-hunt = Caza de fnōrd
uluk-freeloader-card-uluk-harvest = Cosecha de uluk
uluk-freeloader-card-mgobu-harvest = Cosecha de mgobu
uluk-freeloader-card-tlon-harvest = Cosecha de tlön
uluk-freeloader-card-zork-harvest = Cosecha de zork
uluk-freeloader-card-broken-invention = ¡Invento roto!
uluk-freeloader-card-shamans-advice = Consejo del Chamán
uluk-freeloader-card-prayer-to-the-patron = Plegaria al Patrón
uluk-freeloader-card-prayer-to-the-ancient-patron = Plegaria al Patrón Ancestral
uluk-freeloader-card-new-triber = ¡Nuevo tribeño!

## Preparación y estaciones

uluk-unknown-option = Opción desconocida «{$option}»: Uluk no tiene opciones.
uluk-name-freeloaders = «freeloaders» es el nombre del rival en solitario; elige otro.
uluk-begins = Empieza Uluk: {$seat} tiene la ficha de Jugador inicial.
uluk-season-begins = Empieza la estación {$season} de {$seasons}.
uluk-monument-revealed = Se revela el Monumento {$letter}: ficha {$token} ({$res}), { $size ->
        [one] {$size} espacio
       *[other] {$size} espacios
    }.
uluk-why-setup-token = Ficha {$token} sacada en la preparación
uluk-why-monument-complete = El Monumento {$letter} está completo
uluk-harvest-rises = {$why}: la cosecha de {$res} sube al nivel {$level}.
uluk-harvest-at-top = {$why}: la cosecha de {$res} ya está en lo más alto.
uluk-first-player = {$seat} tiene la ficha de Jugador inicial.
uluk-freeloaders-first = Los Gorrones tienen la ficha de Jugador inicial.
uluk-deck-reshuffled = Se ha agotado el mazo de inventos: se baraja la pila de descartes.
uluk-inventions-on-offer = Inventos a la venta: {$inventions}.

## Notación y paso en que está la mesa

uluk-not-an-action = «{$verb}» no es una acción de Uluk; consulta la notación en /game help.
uluk-cannot-now = Ahora no puedes «{$verb}»: { $step ->
        [place] coloca un tribeño (place <espacio>).
        [shaman] saca a tu tribeño de la Choza del Chamán (move <espacio>) o quédate (stay).
        [process] procesa recursos (process <producto> <n>) o di done.
       *[feed] alimenta a tus tribeños (feed <comida>), reprodúcete, celebra, come o di done.
    }
uluk-nothing-after = «{$step}» no admite nada detrás.
uluk-no-such-resource = No hay ningún recurso llamado «{$given}».
uluk-no-such-space = «{$given}» no es un espacio del tablero; prueba uluk, uluk-processing, monument-a, workshop, shaman o temple.

## Recados

uluk-say-where = Di adónde va el tribeño: {$verb} <espacio>.
uluk-only-poison-follows = Después de «{$step}» solo puede ir «poison».
uluk-sickle-taken = Los tres espacios de { $kind ->
        [hunt] caza
       *[gather] recolección
    } de {$res} están ocupados.
uluk-poison-hunting-only = El Veneno solo sirve para cazar fnōrd y hlák.
uluk-no-poison-left = No te quedan fichas de Veneno.
uluk-poison-once-per-area = En una partida { $game ->
        [solo] en solitario
       *[two-player] de dos jugadores
    } puedes usar una ficha de Veneno por zona, y ya usaste una en {$res}.
uluk-sends-sickle = { $poison ->
        [yes] {$seat} envía un tribeño a { $kind ->
            [hunt] cazar
           *[gather] recolectar
        } {$res} con una ficha de Veneno.
       *[no] {$seat} envía un tribeño a { $kind ->
            [hunt] cazar
           *[gather] recolectar
        } {$res}.
    }
uluk-sends-processing = {$seat} envía un tribeño a procesar {$res}.
uluk-monument-face-down = El Monumento {$letter} sigue boca abajo.
uluk-monument-already-built = El Monumento {$letter} ya está construido.
uluk-monument-full = Todos los espacios del Monumento {$letter} están ocupados.
uluk-sends-monument = {$seat} envía un tribeño al Monumento {$letter} ({$filled}/{$size}).
uluk-say-which-invention = Di qué invento tomas: {$verb} workshop <invento>.
uluk-workshop-one = El Taller da un solo invento; nombra solo uno.
uluk-no-such-invention = No hay ningún invento llamado «{$given}».
uluk-workshop-not-offered = El Taller no ofrece { $invention_gender ->
        [feminine] la
        [masculine-plural] los
       *[masculine] el
    } {$invention}.
uluk-invention-owned = Ya tienes {$invention_indefinite}.
uluk-sends-workshop = {$seat} envía un tribeño al Taller y toma { $invention_gender ->
        [feminine] la
        [masculine-plural] los
       *[masculine] el
    } {$invention}.
uluk-already-in-hut = Tu tribeño ya está en la Choza del Chamán.
uluk-hut-taken = La Choza del Chamán está ocupada.
uluk-sends-hut = {$seat} envía un tribeño a la Choza del Chamán: +{$points}.
uluk-sends-temple = {$seat} envía un tribeño al Templo: +{$points}.
uluk-stays-in-hut = El tribeño de {$seat} se queda en la Choza del Chamán.
uluk-leaving-hut-bonus = Los inventos de {$seat} dan +{$points} por salir de la Choza.

## Los Gorrones (en solitario)

uluk-freeloaders-draw = Los Gorrones roban {$card}.
uluk-freeloaders-last-season = Es la última estación: los Gorrones roban otra carta en su lugar.
uluk-freeloaders-new-triber = Los Gorrones tendrán un tribeño nuevo la próxima estación.
uluk-freeloaders-full = Los Gorrones ya tienen nueve tribeños.
uluk-freeloader-sickle = Un Gorrón va a { $kind ->
        [hunt] cazar
       *[gather] recolectar
    } {$res}.
uluk-freeloader-workshop = Un Gorrón va al Taller y rompe { $invention_gender ->
        [feminine] la
        [masculine-plural] los
       *[masculine] el
    } {$invention}.
uluk-freeloader-hut = Un Gorrón va a la Choza del Chamán.
uluk-freeloader-temple = Su espacio no está disponible: un Gorrón va al Templo.
uluk-freeloader-hut-card = El Gorrón de la Choza del Chamán recibe otra carta.
uluk-freeloader-monument = Un Gorrón va al Monumento {$letter} ({$filled}/{$size}).

## Cosecha y procesado

uluk-harvest-gets = Cosecha: {$seat} recibe {$got}.
uluk-harvest-nothing = Cosecha: {$seat} no recibe nada.
uluk-no-processor-left = No te queda ningún tribeño en el espacio de procesado de {$res}.
uluk-no-free-processing = Ninguno de tus inventos procesa {$res} gratis esta estación.
uluk-free-at-most = { $invention_gender ->
        [feminine] La
        [masculine-plural] Los
       *[masculine] El
    } {$invention} { $invention_gender ->
        [masculine-plural] procesan
       *[other] procesa
    } gratis como mucho { $most ->
        [one] {$most} pieza
       *[other] {$most} piezas
    }.
uluk-done-processing = {$seat} ha terminado de procesar.
uluk-say-product = Di qué y cuánto: {$verb} <producto> <n>.
uluk-name-the-product = Nombra el producto que quieres obtener, no el recurso crudo ({$res}).
uluk-process-at-least-one = Procesa al menos una pieza.
uluk-no-arrow = Tu tablero de tribu no tiene ninguna flecha de {$raw} a {$product}.
uluk-only-have = { $have ->
        [0] No tienes {$res}.
        [one] Solo tienes {$have} {$res}.
       *[other] Solo tienes {$have} {$res_plural}.
    }
uluk-processing-gives-nothing = Procesar {$amount} en {$product} no da nada: procesa al menos dos piezas.
uluk-turns = {$seat} convierte {$amount} en {$made}.
uluk-turns-with = {$seat} convierte {$amount} en {$made} con { $invention_gender ->
        [feminine] la
        [masculine-plural] los
       *[masculine] el
    } {$invention}.

## Alimentación

uluk-cannot-feed = {$seat} no puede alimentar a { $n ->
        [one] {$n} tribeño
       *[other] {$n} tribeños
    }: +{$n} de Hambre.
uluk-fed-every = {$seat} ha alimentado a todos sus tribeños: +{$points}.
uluk-not-a-food = {$res_capitalized} no es un alimento.
uluk-say-food = Di qué comida y cuánta: {$verb} <comida> [<n>].
uluk-say-a-number = Di un número, de uno en adelante.
uluk-all-fed = Tus tribeños ya están todos alimentados.
uluk-feeding-over = Tu alimentación ha terminado: no te queda comida.
uluk-only-need-food = Solo { $n ->
        [one] {$n} tribeño necesita
       *[other] {$n} tribeños necesitan
    } comida.
uluk-feed-first = Alimenta a todos tus tribeños antes de { $what ->
        [reproduce] reproducirte
        [celebrate] celebrar
       *[eat] comer golosinas de más
    }.
uluk-fed-tribes-only = Solo una tribu con todos sus tribeños alimentados puede { $what ->
        [reproduce] reproducirse
        [celebrate] celebrar
       *[eat] comer golosinas de más
    }.
uluk-reproduce-two-foods = Un tribeño nuevo cuesta dos piezas de comida: reproduce <comida> <comida>.
uluk-tribe-full = Tu tribu ya tiene nueve tribeños, el máximo posible.
uluk-new-triber = {$seat} tendrá un tribeño nuevo la próxima estación.
uluk-celebration-takes = Una celebración pide una comida (o veneno) y una sustancia festiva: celebrate <comida|poison> <festiva>.
uluk-already-celebrated = Ya has celebrado esta estación.
uluk-not-a-holiday = {$res_capitalized} no es una sustancia festiva.
uluk-celebrates = { $bonus ->
        [0] {$seat} celebra con {$fuel} y {$holiday}: +{$points}.
       *[other] {$seat} celebra con {$fuel} y {$holiday}: +{$points}, +{$bonus} por sus inventos.
    }
uluk-not-a-treat = {$res_capitalized} no es una golosina.
uluk-must-feed = Debes alimentar a tus tribeños mientras tengas comida.
uluk-done-feeding = {$seat} ha terminado de alimentar.
uluk-feeds = { $treat ->
        [yes] {$seat} alimenta a { $n ->
            [one] {$n} tribeño
           *[other] {$n} tribeños
        } con {$res}: +{$n} por golosinas.
       *[no] {$seat} alimenta a { $n ->
            [one] {$n} tribeño
           *[other] {$n} tribeños
        } con {$res}.
    }
uluk-eats = {$seat} come {$amount}: +{$points}.
uluk-spends-treat = {$seat} gasta una golosina ({$res}): +{$points}.
uluk-perished = Se echa a perder en el tablero de {$seat}: {$lost}.

## Ecología y limpieza

uluk-ecology = Ecología: {$moves}.
uluk-ecology-none = Ecología: ningún nivel de cosecha cambia.
uluk-ecology-move = {$res} {$before}->{$after}
uluk-ecology-dependency = {$res} {$before}->{$after} (dependencia)
uluk-seat-points = {$seat} +{$points}
uluk-monument-built-taken = Se construye el Monumento {$letter} ({ $points_count ->
        [0] sin puntos
       *[other] {$points}
    }); {$holder} se lleva la ficha {$token}.
uluk-monument-built-removed = Se construye el Monumento {$letter} ({ $points_count ->
        [0] sin puntos
       *[other] {$points}
    }); nadie envió más tribeños que los demás: la ficha {$token} se retira.

## El final

uluk-final-score = {$seat}: {$total} puntos de Felicidad (festín {$feast}, hambre {$hunger}, más fichas {$tokens}, colecciones de inventos {$sets}).
uluk-archleader = { $names_count ->
        [one] El Archilíder de todas las tribus: {$names}.
       *[other] Los Archilíderes de todas las tribus: {$names}.
    }
uluk-rating = { $level ->
        [0] ¡Eres el verdadero Archilíder, anunciado por los dioses!
        [1] Un buen Archilíder: pasarás a los libros de historia.
        [2] No un gran Archilíder; ¿quizá tu heredero lo haga mejor?
       *[3] ¿Archilíder? ¿Tú? Menos mal que seguimos vivos…
    }
