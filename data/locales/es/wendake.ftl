# Los mensajes de Wendake (bot/rules/wendake.py): rechazos, sucesos y líneas privadas.

## la preparación

wendake-unknown-option = Opción desconocida '{$option}'; Wendake admite 'tribes'.
wendake-tribes-option = La opción tribes es 'generic' (todos son los wendat) o 'draft'.
wendake-begins = Empieza Wendake (edición de Campfire). Marcadores emparejados: {$a} y {$b} | {$c} y {$d}; empieza {$seat}.
wendake-tribe-not-offered = '{$tribe}' no está en oferta: elige entre {$offer}.
wendake-leads = {$seat} dirige a los {$tribe}.
wendake-year-begins = Empieza el año {$year} de {$years}.

## la notación y el turno

wendake-not-an-action = '{$verb}' no es una acción de Wendake; consulta /game help para ver la notación.
wendake-transfer-mid-action = No puedes trasladar en mitad de una acción: termínala primero ('done'); un Guerrero no puede moverse, volver al Hogar y moverse otra vez en una misma acción.
wendake-not-now-tile = Ahora no puedes hacer '{$verb}': la siguiente acción de la loseta es {$next} (o sáltala con 'skip').
wendake-not-now = Ahora no puedes hacer '{$verb}': {$hint}
wendake-hint-draft = elige tu tribu (tribe <nombre>).
wendake-hint-place = elige una loseta (pick <casilla>) o reclama el orden de turno (turn-order).
wendake-hint-move = mueve o ataca con un Guerrero, o termina el Movimiento ('done').
wendake-hint-trade = trueca, compra, vende o termina el Comercio ('done').
wendake-hint-masks = toma una carta de máscara, celebra una ceremonia o termina la acción de Máscaras ('done').
wendake-hint-end = manda Puestos al Hogar o termina tu turno ('done').
wendake-hint-swap = cambia una loseta que sale por una avanzada (upgrade <casilla> <loseta>) o quédate con ellas (keep).
wendake-write-it-as = Escríbelo así: '{$form}'.

## el tablero de acciones y el orden de turno

wendake-not-a-position = '{$pos}' no es una casilla del tablero: de a1 a c3.
wendake-markers-placed = Tus tres marcadores de loseta ya están colocados: reclama el orden de turno.
wendake-already-picked = Ya elegiste {$pos} este año.
wendake-last-marker = Tu último marcador va en el marcador de orden de turno.
wendake-not-in-line = {$pos} no está en la misma fila, columna o diagonal que {$picks}.
wendake-picks = {$seat} elige {$pos}: {$tile} ({$side}: {$actions}).
wendake-side-front = cara frontal
wendake-side-ritual = cara de Ritual
wendake-turn-order-held = Ya tienes un espacio en el orden de turno este año.
wendake-takes-space = {$seat} toma el espacio {$space} del orden de turno.
wendake-takes-space-and = {$seat} toma el espacio {$space} del orden de turno y {$good}.
wendake-skips = {$seat} se salta la acción de {$action}.
wendake-fire-itself = El Fuego Sagrado no puede copiarse a sí mismo.
wendake-fire-picked = {$pos} se eligió este año: el Fuego usa una loseta que no hayas elegido.
wendake-uses-fire = {$seat} usa el Fuego Sagrado en {$pos} ({$tile}: {$actions}){ $kept ->
        [yes] ; {$pos} se conserva para el año que viene
       *[no] {""}
    }.

## traslados y losetas de progreso

wendake-write-transfer = Escribe 'transfer <área>' o 'transfer <área> empty'.
wendake-already-home = Los Nativos que están en el Hogar ya están en casa.
wendake-not-an-area = '{$area}' no es un Área Productiva del mapa.
wendake-no-outpost = No tienes ningún Puesto en {$area}.
wendake-never-home = Las Mujeres y los Cazadores del mapa nunca vuelven al Hogar (solo la viruela los saca de un Área Productiva).
wendake-transfers-empty = {$seat} manda al Hogar el Puesto {$warrior} de {$area}; el área queda vacía.
wendake-none-to-replace = No tienes { $native_gender ->
        [feminine] ninguna
       *[masculine] ningún
    } {$native} en el Hogar para sustituirlo: 'transfer {$area} empty' deja el área vacía.
wendake-transfers = {$seat} manda al Hogar el Puesto {$warrior} de {$area} y { $native_gender ->
        [feminine] una
       *[masculine] un
    } {$native} ocupa su lugar.
wendake-no-progress = No tienes la loseta de progreso '{$progress}'.
wendake-works-by-itself = {$progress} funciona por sí sola; solo se usa una loseta de pasos.
wendake-used-this-year = {$progress} ya se usó este año.
wendake-no-warrior-can-step = Ninguno de tus Guerreros puede dar un paso ahora (los heridos y los Puestos no se mueven).
wendake-uses-progress = {$seat} usa {$progress}: un Movimiento de { $n ->
        [one] 1 paso
       *[other] {$n} pasos
    }.

## las acciones automáticas

wendake-harvests = {$seat} cosecha { $goods_count ->
        [0] nada
       *[other] {$goods}
    }.
wendake-hunts = {$seat} caza { $n ->
        [one] 1 castor
       *[other] {$n} castores
    }.
wendake-tans = {$seat} curte { $n ->
        [one] 1 castor y obtiene 1 piel
       *[other] {$n} castores y obtiene {$n} pieles
    }.
wendake-nothing-to-tan = {$seat} no tiene ningún castor que curtir.
wendake-fishes = {$seat} pesca { $n ->
        [one] 1 pescado
       *[other] {$n} pescados
    } con { $canoes ->
        [one] 1 canoa
       *[other] {$canoes} canoas
    }.
wendake-builds-canoe = {$seat} construye una canoa (ya tiene {$n}).
wendake-all-canoes = {$seat} ya tiene las cinco canoas.
wendake-ritual = {$seat} celebra un Ritual: { $healed ->
        [one] 1 curado
       *[other] {$healed} curados
    }, { $healthy ->
        [one] 1 sano
       *[other] {$healthy} sanos
    } en el Hogar, +{$points} Ritual.
wendake-holds-flag-english = {$seat} tiene una bandera inglesa: +{$points} {$track}.
wendake-holds-flag-french = {$seat} tiene una bandera francesa: +{$points} {$track}.
wendake-military = {$seat} puntúa Militar: {$majorities} por mayorías, {$turtles} por tortugas; +{$total} Militar.
wendake-military-draws = {$seat} puntúa Militar: {$majorities} por mayorías, {$turtles} por tortugas; roba una tortuga ({$turtle}); +{$total} Militar.

## movimientos y combates

wendake-not-a-warrior = '{$token}' no es uno de tus Guerreros (de W1 a W7).
wendake-black-warrior = Solo los Mohawk tienen el Guerrero negro.
wendake-injured = {$warrior} está herido en tu Casa Larga: solo el Ritual lo cura.
wendake-outpost-cannot-move = {$warrior} es un Puesto en {$area}: un Puesto no puede moverse.
wendake-not-a-territory = '{$territory}' no es un territorio de este mapa.
wendake-closed-home = {$territory} es el Hogar de otro jugador, cerrado a los rivales.
wendake-across-water = Entre {$here} y {$there} está {$water}: los Lagos y los ríos no se pueden cruzar.
wendake-not-next-to = {$there} no es vecino de {$here}: un paso cruza una sola frontera.
wendake-ends-move = {$seat} termina el Movimiento{ $left ->
        [0] {""}
        [one] {" "}(1 paso sin usar)
       *[other] {" "}({$left} pasos sin usar)
    }.
wendake-no-step-left = Al Movimiento no le quedan pasos para {$steps}.
wendake-not-empty = {$area} no está vacía: un solo Nativo por Área Productiva (atácala para tomarla).
wendake-guard-to-outpost = {$seat}: {$warrior} pasa de Guardia a Puesto en {$area}.
wendake-steps-outpost = {$seat}: {$warrior} pasa de {$here} a {$area} como Puesto.
wendake-outposts-outside = Los Puestos se colocan en Áreas Productivas fuera de los Hogares.
wendake-already-there = {$warrior} ya está en {$territory}.
wendake-steps-guard = {$seat}: {$warrior} pasa de {$here} a {$territory} como Guardia.
wendake-own-warriors = No puedes atacar a tus propios Guerreros.
wendake-no-seat = No hay ningún asiento {$n} en esta mesa.
wendake-no-such-warrior = El asiento {$n} no tiene el Guerrero {$warrior} en el mapa.
wendake-attack-its-area = {$warrior} es un Puesto: ataca su área ({$area}).
wendake-attacks-guard = {$seat}: {$warrior} ataca al Guardia {$target} {$whose} en {$territory}: ambos quedan heridos.
wendake-not-a-target = '{$target}' no es ni un Área Productiva ni un Guerrero (como 2W5).
wendake-nobody-to-attack = {$area} está vacía: no hay nadie a quien atacar (entra en ella).
wendake-own-natives = No puedes atacar a tus propios Nativos.
wendake-guards-first = {$owner} aún tiene Guardias en {$territory}: atácalos a todos antes que a sus Nativos de las Áreas Productivas.
wendake-attacks-outpost = {$seat}: {$warrior} ataca al Puesto {$whose} en {$area}: ambos quedan heridos.
wendake-attacks-tuscarora = {$seat}: {$warrior} ataca al Cazador {$whose} en {$area}; el Cazador tuscarora hiere a su atacante: ambos quedan heridos.
wendake-attacks-native = {$seat}: {$warrior} ataca { $native_gender ->
        [feminine] a la
       *[masculine] al
    } {$native} {$whose} en {$area} y se queda allí como Puesto.
wendake-mohawk-home = El Guerrero negro mohawk vuelve al Hogar en lugar de ir a la Casa Larga.
wendake-cayuga-home = La Mujer cayuga vuelve al Hogar en lugar de ir a la Casa Larga.

## el comercio

wendake-not-a-good = '{$good}' no es un bien: {$goods}.
wendake-barter-kind = Un trueque da un bien a cambio de otro de distinto tipo.
wendake-barters-most = Un Comercio permite { $n ->
        [one] 1 trueque
       *[other] {$n} trueques
    }.
wendake-barter-two = Un trueque entrega 2 unidades de {$good}; tienes {$n}.
wendake-barters = {$seat} trueca {$give} por {$get}.
wendake-smallpox-area = ¡Viruela! { $native_gender ->
        [feminine] La
       *[masculine] El
    } {$native} de {$seat} en {$area} enferma y vuelve al Hogar; {$area} queda vacía.
wendake-smallpox-nobody = La viruela llega a la aldea de {$seat}, pero no encuentra a nadie.
wendake-smallpox-home = ¡Viruela! { $native_gender ->
        [feminine] La
       *[masculine] El
    } {$native} de {$seat} que estaba en el Hogar enferma y va a la Casa Larga.
wendake-buys-one = Un Comercio compra una sola loseta de progreso.
wendake-progress-not-offered = '{$progress}' no está entre las losetas de progreso en oferta.
wendake-costs = {$progress} cuesta {$cost}.
wendake-buys = {$seat} compra {$progress} por {$cost}: +{$points} Económico.
wendake-sells-once = Un Comercio vende una sola vez.
wendake-one-of-each = Los puntos Económicos se compran con un bien de cada tipo.
wendake-cannot-sell = '{$good}' no se puede vender: {$goods}.
wendake-you-have-no = No tienes {$good}.
wendake-nothing-to-sell = No tienes nada que vender.
wendake-sells = {$seat} vende {$goods}: +{$points} Económico.

## las máscaras

wendake-mask-takes = Una acción de Máscaras toma {$n} cartas.
wendake-hand-most = Tu mano tiene como mucho {$n} máscaras.
wendake-deck-empty = El mazo de máscaras está vacío.
wendake-takes-from-deck = {$seat} toma una carta de máscara del mazo.
wendake-no-mask-face-up = No hay ninguna máscara {$mask} boca arriba.
wendake-takes-mask = {$seat} toma la máscara {$mask}.
wendake-you-drew = Has robado del mazo la máscara {$mask}; tu mano: {$hand} (`{$notation}`).
wendake-ceremony-size = Una ceremonia muestra una mano de 2 a 5 cartas de máscara.
wendake-not-held = No tienes esas cartas de máscara.
wendake-no-hand = Esas máscaras no forman ninguna mano: una pareja, dos parejas, un trío, un full, un póquer, cinco iguales o cinco distintas.
wendake-ceremony = {$seat} celebra una ceremonia de Máscaras ({$cards}): +{$points} Máscaras.

## la restauración y el final

wendake-restore = Restauración tras el año {$year}.
wendake-tile-and-id = {$tile} (`{$id}`)
wendake-advanced-offer = Losetas avanzadas en oferta: {$tiles}.
wendake-swap-bottom-row = Solo se cambia una loseta de la fila inferior que sale (c1, c2, c3).
wendake-fire-stays = El Fuego Sagrado nunca sale de tu tablero.
wendake-tile-not-offered = '{$tile}' no está entre las losetas avanzadas en oferta.
wendake-swaps = {$seat} cambia {$old} por {$new}.
wendake-keeps = {$seat} se queda con las losetas que salen.
wendake-final = {$seat}: {$a} + {$b} = {$total}.
wendake-ghost-scores = El Fantasma puntúa {$total}: {$seat} { $beats ->
        [yes] lo supera
       *[no] no lo supera
    }.
wendake-winners = { $seats_count ->
        [one] Gana
       *[other] Ganan
    }: {$seats}.

## el Fantasma (en solitario)

wendake-the-ghost = El Fantasma
wendake-whose = de {$seat}
wendake-whose-ghost = del Fantasma
wendake-points-on = +{$points} {$track}
wendake-ghost-reveals = El Fantasma revela {$card}: { $guards_count ->
        [0] {""}
       *[other] Guardias a {$guards};{" "}
    }{$scores}{ $first ->
        [yes] ; reclama el espacio 1 del orden de turno
       *[no] {""}
    }.

## palabras: las acciones de una loseta, los verbos de la notación, bienes, marcadores, Nativos

wendake-action-harvest = Cosechar
wendake-action-hunt = Cazar
wendake-action-fish = Pescar
wendake-action-canoe = Canoa
wendake-action-trade = Comerciar
wendake-action-masks = Máscaras
wendake-action-military = Militar
wendake-action-ritual = Ritual
wendake-action-fire = Fuego Sagrado
wendake-action-move = Mover {$n}
wendake-action-tan = Curtir {$n}
wendake-verb-harvest = Cosecha
wendake-verb-hunt = Caza
wendake-verb-fish = Pesca
wendake-verb-canoe = Canoa
wendake-verb-trade = Comercio
wendake-verb-masks = Máscaras
wendake-verb-military = Militar
wendake-verb-ritual = Ritual
wendake-verb-fire = Fuego Sagrado
wendake-verb-move = Movimiento
wendake-verb-tan = Curtido
wendake-good-beans = judías
wendake-good-corn = maíz
wendake-good-pumpkins = calabazas
wendake-good-fish = pescado
wendake-good-skins = pieles
wendake-good-beavers = castores
wendake-goods-beans = { $n ->
        [one] {$n} judía
       *[other] {$n} judías
    }
wendake-goods-corn = { $n ->
        [one] {$n} mazorca
       *[other] {$n} mazorcas
    }
wendake-goods-pumpkins = { $n ->
        [one] {$n} calabaza
       *[other] {$n} calabazas
    }
wendake-goods-fish = { $n ->
        [one] {$n} pescado
       *[other] {$n} pescados
    }
wendake-goods-skins = { $n ->
        [one] {$n} piel
       *[other] {$n} pieles
    }
wendake-goods-beavers = { $n ->
        [one] {$n} castor
       *[other] {$n} castores
    }
wendake-track-economic = Económico
wendake-track-military = Militar
wendake-track-ritual = Ritual
wendake-track-mask = Máscaras
wendake-native-woman = Mujer
    .gender = feminine
wendake-native-hunter = Cazador
    .gender = masculine

## /wendake hand (cogs/wendake.py): las cartas de máscara propias, en privado

wendake-hand-scores = {$hand} {$n}
wendake-hand-none = No tienes cartas de máscara. Una ceremonia de Máscaras puntúa: {$scale}.
wendake-hand-cards = Tus cartas de máscara ({$n}): {$cards} (`{$notation}`). Una ceremonia de Máscaras muestra de 2 a 5 de ellas (el Comodín vale por cualquier tipo) y puntúa: {$scale}.
