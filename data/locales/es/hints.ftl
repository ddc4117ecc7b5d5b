# /game hint: la razón que da la IA de su jugada (bot/ai/hints.py), una línea cada una.
#
# Ids: hint-<familia>-<razón> (véase en/hints.ftl). $action es la jugada como la dice su botón
# ("Toma Bisonte"); $points una valoración (entera o con un decimal: "1,5"); $n, $bonus, $level,
# $yield, $left cuentas; $card, $totem, $profs, $res, $invention, $district, $track nombres de
# los motores, con su género ($card_gender: masculine, feminine) para el artículo; $categories
# las filas de la hoja de puntuación, una lista ("Comida y Tótems").
#
# Dos reglas:
# * una línea de 150 caracteres como mucho con los nombres más largos (una más larga se corta con "…");
# * dos clases de número, nunca a adivinar: un cambio de la hoja de puntuación lo dice ("+2 en
#   tu hoja de puntuación ahora"); la valoración de la IA, que cuenta también lo que la jugada
#   trae después, dice "al final (según la IA)". Una pista y la siguiente no deben leerse como
#   dos precios de la misma carta.

## genéricas: la hoja de puntuación sola

hint-generic-gains = {$action}: suma {$points} en {$categories} ahora, el mejor cambio de puntuación posible
hint-generic-gains-plan = {$action}: suma {$points} en {$categories} ahora, y el plan de la IA la prefiere a jugadas que puntúan más enseguida
hint-generic-hurts = {$action}: les cuesta {$points} a tus rivales, el mejor cambio de puntuación posible
hint-generic-least-loss = {$action}: toda jugada cuesta puntos ahora, y esta es la que menos ({$points})
hint-generic-reveals = {$action}: saca a la luz algo nuevo, y ninguna otra jugada puntúa ahora
hint-generic-reveals-plan = {$action}: saca a la luz algo nuevo, y el plan de la IA lo prefiere a puntuar ahora
hint-generic-later = {$action}: no puntúa ahora, pero el plan de la IA la valora más que lo que puntúa enseguida
hint-generic-even = {$action}: ninguna jugada cambia la puntuación ahora; la IA no ve nada mejor
hint-generic-only = {$action}: es la única jugada posible aquí

## la pradera (Natives, e Inuit donde no tiene palabras propias)

hint-prairie-scout-empty = {$action}: ninguna de tus profesiones puede tomar aún una carta de la pradera
hint-prairie-scout = {$action}: una carta más debería sumar { $points ->
        [one] {$points} punto
       *[other] unos {$points} puntos
    } a tu mejor botín al final (según la IA)
hint-prairie-use = {$action}: tus {$profs} pueden tomar { $n ->
        [one] {$n} carta
       *[other] {$n} cartas
    } (la mejor: {$card}): { $points ->
        [one] {$points} punto
       *[other] unos {$points} puntos
    } para ti al final (según la IA)
hint-prairie-use-totem = {$action}: tus {$profs} pueden tomar { $n ->
        [one] {$n} carta
       *[other] {$n} cartas
    } (la mejor: {$card}), y tu {$totem} paga {$bonus} por cada una
hint-prairie-pass = {$action}: ninguna de tus profesiones puede tomar una carta
hint-prairie-done = {$action}: ninguna carta que queda vale la pena para ti
hint-prairie-take-deny = {$action}: { $card_gender ->
        [feminine] la {$card} vale poco para ti, pero se la quitas a un rival que la quiere
       *[masculine] el {$card} vale poco para ti, pero se lo quitas a un rival que lo quiere
    }
hint-prairie-take-scalp = {$action}: una cabellera vale { $points ->
        [one] {$points} punto
       *[other] unos {$points} puntos
    } para ti al final (según la IA), y los demás pierden { $card_gender ->
        [feminine] la
       *[masculine] el
    } {$card}
hint-prairie-take-native = {$action}: { $card_gender ->
        [feminine] la
       *[masculine] el
    } {$card} es +{$points} en tu hoja de puntuación ahora, y un nativo más en tu tribu refuerza a tus {$profs}
hint-prairie-take-native-anyway = {$action}: { $card_gender ->
        [feminine] la
       *[masculine] el
    } {$card} es -{$points} en tu hoja de puntuación ahora, pero un nativo más con tus {$profs} vale más
hint-prairie-take-food = {$action}: { $card_gender ->
        [feminine] la
       *[masculine] el
    } {$card} es +{$points} en tu hoja de puntuación ahora
hint-prairie-take-food-totem = {$action}: { $card_gender ->
        [feminine] la
       *[masculine] el
    } {$card} es +{$points} en tu hoja de puntuación ahora, {$bonus} de ellos gracias a tu {$totem}
hint-prairie-take-totem = {$action}: { $card_gender ->
        [feminine] la
       *[masculine] el
    } {$card} debería darte { $points ->
        [one] {$points} punto
       *[other] unos {$points} puntos
    } al final (según la IA)
hint-prairie-take-ritual = {$action}: con su efecto, { $card_gender ->
        [feminine] la
       *[masculine] el
    } {$card} vale { $points ->
        [one] {$points} punto
       *[other] unos {$points} puntos
    } para ti al final (según la IA)
hint-prairie-take-other = {$action}: { $card_gender ->
        [feminine] la
       *[masculine] el
    } {$card} vale { $points ->
        [one] {$points} punto
       *[other] unos {$points} puntos
    } para ti al final (según la IA)
hint-prairie-place = {$action}: un nativo más entre tus {$profs} rinde más: { $points ->
        [one] {$points} punto
       *[other] unos {$points} puntos
    } al final (según la IA)
hint-prairie-place-totem = {$action}: tus {$profs} rinden más con tu {$totem}: { $points ->
        [one] {$points} punto
       *[other] unos {$points} puntos
    } al final (según la IA)
hint-prairie-ritual-first = {$action}: conviene jugar { $card_gender ->
        [feminine] la
       *[masculine] el
    } {$card} antes que tus otros rituales
hint-prairie-sacrifice = {$action}: de tus nativos, es el que menos te cuesta perder
hint-prairie-discard = {$action}: de tus cartas, es la que menos te cuesta perder

## Inuit, con sus propias palabras

hint-inuit-scout-empty = {$action}: ninguna de tus ocupaciones puede tomar aún una carta del Gran Blanco
hint-inuit-pass = {$action}: ninguna de tus ocupaciones puede tomar una carta
hint-inuit-take-scalp = {$action}: un arma vale { $points ->
        [one] {$points} punto
       *[other] unos {$points} puntos
    } para ti al final (según la IA), y los demás pierden { $card_gender ->
        [feminine] la
       *[masculine] el
    } {$card}
hint-inuit-take-native = {$action}: { $card_gender ->
        [feminine] la
       *[masculine] el
    } {$card} es +{$points} en tu hoja de puntuación ahora, y un inuk más en tu aldea refuerza a tus {$profs}
hint-inuit-take-native-anyway = {$action}: { $card_gender ->
        [feminine] la
       *[masculine] el
    } {$card} es -{$points} en tu hoja de puntuación ahora, pero un inuk más con tus {$profs} vale más
hint-inuit-place = {$action}: un inuk más entre tus {$profs} rinde más: { $points ->
        [one] {$points} punto
       *[other] unos {$points} puntos
    } al final (según la IA)

hint-inuit-ritual-first = {$action}: conviene jugar { $card_gender ->
        [feminine] la
       *[masculine] el
    } {$card} antes que tus otros ritos
hint-inuit-sacrifice = {$action}: de tus inuit, es el que menos te cuesta perder

## Uluk

hint-uluk-stay = {$action}: ningún espacio libre compensa moverse
hint-uluk-gather-most = {$action}: la mayoría te da {$yield} de {$res}; tu plan con { $n ->
        [one] {$n} tribeño
       *[other] {$n} tribeños
    } vale unos {$points} de Felicidad
hint-uluk-gather = {$action}: hasta la minoría da {$yield} de {$res}; tu plan con { $n ->
        [one] {$n} tribeño
       *[other] {$n} tribeños
    } vale unos {$points} de Felicidad
hint-uluk-hunt = {$action}: cada cazador trae {$level} de {$res}; tu plan con { $n ->
        [one] {$n} tribeño
       *[other] {$n} tribeños
    } vale unos {$points} de Felicidad
hint-uluk-hunt-poison = {$action}: el Veneno es un cazador más ({$level} de {$res} cada uno); tu plan vale unos {$points} de Felicidad
hint-uluk-processing = {$action}: ahí tu {$res} se vuelve comida que dura; tu plan vale unos {$points} de Felicidad
hint-uluk-temple = {$action}: el +2 de Felicidad del Templo es el mejor uso que le queda a un tribeño
hint-uluk-shaman = {$action}: la Choza del Chamán da +1 ahora y luego mueve al tribeño a un espacio libre
hint-uluk-workshop = {$action}: { $invention_gender ->
        [masculine-plural] valen
       *[other] vale
    } unos {$points} de Felicidad en las estaciones que quedan
hint-uluk-monument = {$action}: el Monumento {$site} debería pagar su tabla y una ficha; tu plan vale unos {$points} de Felicidad
hint-uluk-process = {$action}: es lo que mejor deja tu tablero, unos {$points} de Felicidad más que guardar { $res_gender ->
        [feminine] la {$res} cruda
        [masculine-plural] los {$res} crudos
       *[masculine] el {$res} crudo
    }
hint-uluk-process-done = {$action}: ninguna conversión más aumenta el valor de tu tablero
hint-uluk-feed = {$action}: { $res_gender ->
        [feminine] la {$res} es la comida de la que mejor puedes prescindir
        [masculine-plural] los {$res} son la comida de la que mejor puedes prescindir
       *[masculine] el {$res} es la comida de la que mejor puedes prescindir
    }, y una tribu bien alimentada suma +1
hint-uluk-eat = {$action}: es la última estación, y cada manjar comido suma +1
hint-uluk-celebrate = {$action}: el +{$points} de la celebración vale más que guardar el combustible y la sustancia festiva
hint-uluk-reproduce = {$action}: { $left ->
        [one] en la última estación
       *[other] en las {$left} estaciones que quedan
    }, un tribeño vale más que dos piezas de comida
hint-uluk-feed-done = {$action}: no queda nada que alimentar, celebrar o hacer crecer que valga la pena

## Natera

hint-natera-send = {$action}: la recompensa y la autoridad en { $district_gender ->
        [feminine] la
       *[masculine] el
    } {$district} valen unos {$points} PV, tu mejor jugada
hint-natera-play = {$action}: la carta vale unos {$points} PV descontado su coste, tu mejor jugada
hint-natera-hire = {$action}: el especialista vale unos {$points} PV descontada su comida
hint-natera-ability = {$action}: su efecto vale unos {$points} PV ahora
hint-natera-settle = {$action}: un asentamiento puntúa al final y paga su bonificación en cada visita (unos {$points} PV)
hint-natera-discard = {$action}: una carta que difícilmente podrás pagar vale más como recurso
hint-natera-take = {$action}: lo que más le falta a tu mano: {$res}
hint-natera-draw = {$action}: ese mazo es el que mejor conviene en este punto del año
hint-natera-draw-peek = {$action}: decide la carta que has mirado: te la quedas si vale más que una carta sin ver de su mazo, si no, una carta del otro mazo
hint-natera-peek = {$action}: mirar no cuesta nada y te dice si tomar esa carta o robar del otro mazo
hint-natera-raise = {$action}: ese paso de autoridad vale unos {$points} PV
hint-natera-lower = {$action}: ese paso atrás es el que menos te cuesta (unos {$points} PV)
hint-natera-grow = {$action}: esa casilla de ciencia vale unos {$points} PV en las estaciones que quedan
hint-natera-pass = {$action}: nada de lo que hay vale más que esperar
hint-natera-pick = {$action}: la mejor carta del lote para ti, unos {$points} PV
hint-natera-collect = {$action}: esa bonificación de asentamiento vale unos {$points} PV
hint-natera-copy = {$action}: la recompensa de ese lugar vale unos {$points} PV
hint-natera-move = {$action}: la bonificación del nuevo lugar vale más que la del anterior
hint-natera-return = {$action}: ese especialista es el que menos vale conservar
hint-natera-value = {$action}: vale unos {$points} PV según la IA, lo más de tus opciones
hint-natera-even = {$action}: la IA ve tus mejores opciones casi iguales aquí, y elige esta
hint-natera-value-none = {$action}: según la IA no cambia nada, y ninguna opción de aquí es mejor
hint-natera-value-least = {$action}: todas las opciones te cuestan algo aquí, y esta la que menos (unos {$points} PV)
hint-natera-skip = {$action}: nada de lo que se ofrece aquí vale ahora lo que cuesta
hint-natera-done = {$action}: los especialistas de la fila te valen más que lo que podría traer un sustituto
hint-natera-replace = {$action}: ese especialista es el que menos te vale, y uno nuevo puede convenirte más
hint-natera-search = {$action}: esa etiqueta es la que mejor va con las cartas que has jugado
hint-natera-tribe = {$action}: la tribu más sencilla de aprender entre las que quedan

## Wendake

hint-wendake-pick = {$action}: sus acciones dan unos {$points} a tus marcadores bajos, en la mejor línea posible (tu marcador {$track} va atrás)
hint-wendake-pick-line = {$action}: la loseta vale poco por sí misma, pero mantiene abierta la línea de losetas que más vale para ti
hint-wendake-step = {$action}: el mejor paso del movimiento, vale unos {$points} (tu marcador {$track} va atrás)
hint-wendake-upgrade = {$action}: la loseta nueva vale unos {$points} más para tus marcadores más bajos que la vieja
hint-wendake-ceremony = {$action}: esa mano vale { $points ->
        [one] {$points} punto de Máscaras
       *[other] {$points} puntos de Máscaras
    } ahora
hint-wendake-tile = {$action}: vale unos {$points} para tus marcadores más bajos (tu marcador {$track} va atrás)
hint-wendake-turn-order = {$action}: el marcador de turno baja ahora, para un mejor puesto en la próxima ronda
hint-wendake-use = {$action}: tu marcador Militar está entre los bajos, y la loseta lo sube
hint-wendake-transfer = {$action}: un Puesto traído a casa produce, y el Ritual puede prescindir del Nativo
hint-wendake-skip = {$action}: esta acción no vale nada para ti ahora
hint-wendake-fire = {$action}: el Fuego Sagrado copia la loseta que más vale para ti
hint-wendake-done = {$action}: nada más aquí vale la pena ahora
hint-wendake-buy = {$action}: esa loseta de progreso vale más que los bienes que cuesta
hint-wendake-barter = {$action}: un bien sobrante se cambia por uno que te falta
hint-wendake-sell = {$action}: bienes de varios tipos se convierten en puntos Económicos
hint-wendake-mask = {$action}: esa carta es la que más mejora tu mano de máscaras
hint-wendake-keep = {$action}: ninguna loseta avanzada compensa el cambio
hint-wendake-tribe = {$action}: la tribu que la IA valora más entre las que quedan
