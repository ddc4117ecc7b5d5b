# Las frases del motor de Natives e Inuit (bot/rules/prairie.py): rechazos, registro, pistas.
# Las palabras del tema llegan como argumentos de natives.ftl o inuit.ftl con sus atributos:
# $card_gender, $card_plural, $area_in, $area_the, $native_gender, ...

## words and lists

prairie-count-card = { $n ->
        [one] {$card}
       *[other] {$n} {$card_plural}
    }
prairie-cards = {$cards}
# a menu's choice of how many cards of one kind to take (/natives take)
prairie-menu-count = { $n ->
        [one] {$n} {$card}
       *[other] {$n} {$card_plural}
    }
prairie-either = {$first} o {$rest}
prairie-seat-number = {$n} ({$seat})
prairie-typed-card = '{$text}'
    .gender = feminine
    .plural = '{$text}'
prairie-none-stays = ninguna carta se queda {$area_in}
prairie-nothing-deck-ran-out = nada (se acabó el mazo)
prairie-in-play = está en juego {$card}
prairie-no-season-in-play = no hay ninguna carta de estación en juego
prairie-one-of-your = { $what_gender ->
        [feminine] una
       *[masculine] uno
    } de tus {$what}
prairie-season-spring = primavera
prairie-season-summer = verano
prairie-season-autumn = otoño

## what the player is asked to say

prairie-what-profession = {$profession_a}
prairie-what-ritual = un {$ritual}
prairie-what-food = una {$food}
prairie-what-harvest = una {$food} de las tres reveladas
prairie-what-discard = la carta que descartas

## options

prairie-options-table = Las opciones son una tabla de nombres de opción y valores.
prairie-unknown-option = Opción desconocida '{$option}'; este juego admite: {$choices}.
prairie-expansions-list = La opción expansions es una lista de nombres de expansiones.
prairie-no-expansions = {$title} no tiene expansiones que jugar: su reglamento no describe sus módulos opcionales, así que '{$given}' no se puede añadir.
prairie-no-expansion-called = No hay ninguna expansión llamada '{$given}'; elige entre {$choices}.
prairie-expansion-twice = La expansión {$given} aparece dos veces.
prairie-seasons-needs-expansion = La opción seasons necesita la expansión seasons.
prairie-seasons-option = La opción seasons es random, el número o el nombre de un conjunto, o los nombres de tres cartas.
prairie-no-season-set = No hay ningún conjunto de estaciones {$n}; los conjuntos son {$sets}.
prairie-no-season-called = No hay ningún conjunto ni carta de estación llamado '{$given}'; di random, un conjunto ({$sets}) o tres cartas de estación.
prairie-three-seasons-not = { $n ->
        [one] Elige tres cartas de estación, una por estación, no una.
       *[other] Elige tres cartas de estación, una por estación, no {$n}.
    }
prairie-season-names = Las cartas de estación se indican por su nombre.
prairie-no-season-card-called = No hay ninguna carta de estación llamada '{$given}'; elige entre {$choices}.
prairie-season-twice = { $card_gender ->
        [feminine] {$card} está elegida
       *[masculine] {$card} está elegido
    } dos veces; elige una carta por estación.
prairie-same-season = {$card} y {$other} son las dos cartas de {$season}; elige una carta por estación.

## notation

prairie-not-an-action = '{$verb}' no es una acción de este juego; consulta la notación en /game help.
prairie-not-now = Ahora no puedes hacer '{$verb}': {$hint}
prairie-takes-nothing-after = '{$verb}' no lleva nada detrás.
prairie-say-only = Di {$what} después de '{$verb}', y nada más.
prairie-say-which-seat = Di qué asiento lo recibe: give-quick-hand <número de asiento>.
prairie-say-which-card = Di qué carta tomas: take <card>.
prairie-say-place = Di qué {$native} va adónde: place <native> <profession>.
prairie-say-move = Di qué {$native} va adónde: {$verb} <native> <from> <to>.
prairie-say-sacrifice = Di qué {$native} sacrificas: sacrifice <native> <profession>.
prairie-say-red = Di qué {$native} va adónde: season red <native> <profession>.
prairie-no-card-called = No hay ninguna carta llamada '{$card}'.
prairie-not-a-profession = '{$given}' no es {$profession_a}; elige una de {$choices}.

## what the awaited decision is (after "You cannot ... now:")

prairie-hint-war-peace = primero resuelve la carta de Guerra y Paz que revelaste (war o peace).
prairie-hint-quick-hand = primero elige quién recibe al Explorador Mano Rápida (give-quick-hand <número de asiento>).
prairie-hint-before = usa {$card} (season {$effect} …) o empieza la fase 1 (replenish).
prairie-hint-after = usa {$card} (season {$effect} …) o termina tu turno (end).
prairie-hint-starred = la carta con estrella {$card} te obliga a descartar {$what} (discard <card>) o a recibir una ficha de maldición (curse).
prairie-hint-starred-no-curses = la carta con estrella {$card} te obliga a descartar {$what} (discard <card>); ya no quedan fichas de maldición.
prairie-hint-setup = el jugador inicial resuelve las cartas reveladas durante la preparación.
prairie-hint-choose = explora o elige una profesión (use <profession>).
prairie-hint-take = toma cartas con tus {$profs} (take <card>) o di done.
prairie-hint-season-take = toma cartas con {$card} (take <card>) o di done.
prairie-hint-place = coloca los {$natives} que tomaste (place <native> <profession>).
prairie-hint-rituals = elige qué {$ritual} se juega a continuación (resolve <ritual>).
prairie-hint-sacrifice = elige el {$native} que sacrificas (sacrifice <native> <profession>).
prairie-hint-forced = un {$ritual} te obliga a descartar una carta (discard <card>).
prairie-hint-knowledge = mueve un {$native} (knowledge <native> <from> <to>) o di done.
prairie-hint-harvest = toma una {$food} de las tres reveladas (take <food>) o termina tu turno (end).

## refusals

prairie-war-needs = Tienes { $n ->
        [one] {$n} guerrero
       *[other] {$n} guerreros
    } y la {$tribe_word} {$tribe}, {$m}: la guerra necesita al menos tantos.
prairie-not-most-scouts = {$seat} no tiene más exploradores; dáselo a {$choices}.
prairie-season-offers = {$card} ofrece ahora 'season {$effect} …', o replenish para empezar la fase 1.
prairie-not-a-ritual = {$card} no es un {$ritual}.
prairie-prayers-cannot-take = {$card} no puede tomar el ritual {$ritual}.
prairie-area-has-no = No hay { $card_gender ->
        [feminine] ninguna
       *[masculine] ningún
    } {$card} {$area_in}.
prairie-area-nothing = No hay nada que tomar {$area_in}.
prairie-closed = Tus {$profs} están cerrados por el {$card}: esa {$profession} ya no se puede usar ni recibir {$natives}.
prairie-scouted-all = Tienes {$n} {$scouts} y ya has revelado { $m ->
        [one] {$m} carta
       *[other] {$m} cartas
    }.
prairie-deck-empty-scout = El mazo está vacío: no queda nada que explorar.
prairie-scout-phase-2 = El {$scout} solo revela cartas en la fase 2 (scout); elige otra {$profession}.
prairie-nothing-for = No hay nada que puedan tomar tus {$profs} {$area_in}.
prairie-cannot-season = Ahora no puedes hacer 'season {$verb}': {$what}.
prairie-cannot-pass = No puedes pasar mientras {$profession_a} pueda tomar una carta {$area_from}.
prairie-cannot-pass-kind = No puedes pasar mientras {$card} pueda tomar una carta (season kind).
prairie-can-take-only = Tus {$profs} solo pueden tomar { $n ->
        [one] {$n} carta
       *[other] {$n} cartas
    }.
prairie-kind-takes-only = {$card} solo toma {$n} cartas.
prairie-cannot-take = Los {$profs} no pueden tomar {$card}.
prairie-no-more-cards = Tienes { $n ->
        [one] {$n} {$profs}
       *[other] {$n} {$profs}
    }: no puedes tomar más cartas.
prairie-not-as-scalp = { $card_gender ->
        [feminine] La
       *[masculine] El
    } {$card} no se puede tomar como {$scalp}.
prairie-one-big-food = Ya tomaste una carta de comida grande este turno: como mucho una por turno.
prairie-take-at-least-one = Toma al menos una carta con la {$profession} que elegiste.
prairie-take-one-kind = Toma al menos una carta con {$card}.
prairie-none-to-place = No tienes { $card_gender ->
        [feminine] ninguna {$card} esperando a ser colocada
       *[masculine] ningún {$card} esperando a ser colocado
    }.
prairie-profs-have-no = Tus {$profs} no tienen { $card_gender ->
        [feminine] ninguna
       *[masculine] ningún
    } {$card}.
prairie-stays-placed = { $card_gender ->
        [feminine] La {$card} se queda donde se colocó
       *[masculine] El {$card} se queda donde se colocó
    }.
prairie-move-elsewhere = Mueve el {$native} a otra {$profession}.
prairie-none-to-play = No tienes ninguna carta {$card} que jugar este turno.
prairie-never-a-scalp = { $card_gender ->
        [feminine] La
       *[masculine] El
    } {$card} no puede convertirse en {$scalp}.
prairie-none-to-sacrifice-there = Tus {$profs} no tienen { $card_gender ->
        [feminine] ninguna
       *[masculine] ningún
    } {$card} que sacrificar.
prairie-must-discard = Debes descartar {$what}; no tienes ninguna carta '{$card}'.
prairie-must-discard-natives-above-discard = un {$native} de tu color (discard <native> <profession>)
prairie-must-discard-natives-above-discard-any = una carta de tu {$tribe} (discard <card> <occupation>)
prairie-must-discard-food-above-discard = una de tus {$food} (discard <food>)
prairie-must-discard-spirit-above-discard-totem = uno de tus {$totem} (discard <totem>)
prairie-curses-taken = Las {$n} fichas de maldición están tomadas: descarta una carta en su lugar.
prairie-none-among = No tienes ninguna carta {$card} entre tus {$what}.
prairie-not-a-native = {$card} no es un {$native}.
prairie-harvest-needs = {$card} añade exactamente {$n} cartas, y en el mazo solo quedan {$left} por revelar.
prairie-not-food = {$card} no es una {$food}.
prairie-none-to-take = No hay { $card_gender ->
        [feminine] ninguna
       *[masculine] ningún
    } {$card} que tomar.

## what happens (the log)

prairie-no-food-among = No se puede tomar ninguna {$food} de entre ellas.
prairie-reveals-own-tribe = {$seat} revela {$card}, de su propia {$tribe_word}: va a la caja.
prairie-reveals-war-or-peace = {$seat} revela {$card}: ¿guerra ({ $n ->
        [one] {$n} guerrero
       *[other] {$n} guerreros
    } contra {$m}) o paz?
prairie-reveals-only-peace = {$seat} revela {$card}: con { $n ->
        [one] {$n} guerrero
       *[other] {$n} guerreros
    } contra {$m}, solo es posible la paz.
prairie-goes-to-war = {$seat} entra en guerra con la {$tribe_word} {$tribe} ({$n} puntos).
prairie-makes-peace = {$seat} hace las paces con la {$tribe_word} {$tribe}: { $n ->
        [one] {$n} punto
       *[other] {$n} puntos
    } para {$seat} y para {$other}.
prairie-makes-peace-absent = {$seat} hace las paces con la {$tribe_word} {$tribe}, que no está en la mesa ({ $n ->
        [one] {$n} punto
       *[other] {$n} puntos
    }).
prairie-quick-hand-revealed = Sale {$card}: {$seat} elige quién lo recibe entre {$names} (más exploradores).
prairie-quick-hand-joins = {$card} se une a los exploradores de {$seat} ({ $chosen ->
        [yes] elegido entre quienes tienen más exploradores
       *[no] más exploradores
    }).
prairie-uses-prayers = {$seat} usa {$card} y toma el ritual {$ritual}.
prairie-scouts = {$seat} explora: {$cards}.
prairie-passes = {$seat} no puede tomar nada y pasa.
prairie-uses-and-takes = {$seat} usa a sus {$profs} y toma {$cards}.
prairie-uses-kind-and-takes = {$seat} usa {$card} y toma {$cards}.
prairie-places = {$seat} coloca { $card_gender ->
        [feminine] la
       *[masculine] el
    } {$card} con los {$profs}.
prairie-closed-for-good = Los {$profs} de {$seat} quedan cerrados para siempre.
prairie-moves = {$seat} mueve { $card_gender ->
        [feminine] la
       *[masculine] el
    } {$card} de los {$source} a los {$target} ({$why}).
prairie-plays-ritual = {$seat} juega { $ritual_gender ->
        [feminine] la
       *[masculine] el
    } {$ritual}.
prairie-three-join = Tres cartas llegan {$area_to}: {$cards}.
prairie-three-join-none = Tres cartas llegan {$area_to}: ninguna, el mazo está vacío.
prairie-none-to-sacrifice = {$seat} no tiene ninguna carta de {$native} que sacrificar.
prairie-none-to-move = {$seat} no tiene ninguna carta de {$native} que mover.
prairie-more-but-nothing = {$seat} tiene más que {$other} pero nada que descartar.
prairie-no-effect = Nadie tiene más que {$seat}: { $ritual_gender ->
        [feminine] la
       *[masculine] el
    } {$ritual} no tiene efecto.
prairie-sacrifices = {$seat} sacrifica { $card_gender ->
        [feminine] la
       *[masculine] el
    } {$card} ({$prof}): se convierte en {$scalp}.
prairie-discards = {$seat} descarta { $card_gender ->
        [feminine] la
       *[masculine] el
    } {$card} a la caja.
prairie-nothing-to-discard = {$card}: {$seat} no tiene { $what_gender ->
        [feminine] ninguna
       *[masculine] ningún
    } {$what} que descartar.
prairie-ends-turn = {$seat} termina su turno.
prairie-season-discards = {$season}: {$seat} descarta { $card_gender ->
        [feminine] la
       *[masculine] el
    } {$card} a la caja.
prairie-season-discards-scalp = {$season}: {$seat} descarta la {$scalp} {$card} a la caja.
prairie-uses = {$seat} usa {$card}.
prairie-uses-and-lays = {$seat} usa {$card} y revela {$cards}.
prairie-takes-food = {$seat} toma { $card_gender ->
        [feminine] la
       *[masculine] el
    } {$card} ({$why}).
prairie-curses-run-out = Se han acabado las fichas de maldición: {$seat} no recibe ninguna.
prairie-takes-curse = {$seat} recibe una ficha de maldición ({$n} puntos).
prairie-season-turns = Cambia la estación: ahora está en juego {$card}. {$text}
prairie-turn-before = Turno de {$seat}: puede usar {$card} antes de la fase 1.
prairie-turn-joins = Turno de {$seat}: {$cards} { $n ->
        [one] llega
       *[other] llegan
    } {$area_to}.
prairie-turn-deck-empty = Turno de {$seat}: el mazo está vacío.
prairie-turn-begins = Empieza el turno de {$seat}.
prairie-game-over = Ya salió {$end} y la ronda está completa: la partida ha terminado.
prairie-end-revealed = Sale {$end}: se juegan los últimos turnos hasta que el turno vuelva a {$first}.
prairie-change-revealed = Sale {$card}: la estación cambia cuando empiece el próximo turno de {$first}.
