# El catálogo común de Campfire, en español (véase en/common.ftl: los mismos ids y variables).

## bot/tables.py — la mesa

table-opened = {$seat} abre una mesa de {$title}. Únete con /game join; el anfitrión la empieza con /game start.
table-channel-taken = Este canal ya tiene una partida de {$title} ({ $status ->
        [lobby] sin empezar
       *[active] en curso
    }); termínala o abandónala primero, o usa otro canal.
table-title-not-playable = {$title} aún no se puede jugar; prueba con {$known}.
table-title-unknown = No hay ningún juego llamado '{$given}'; elige entre {$known}.
table-already-seated = Ya tienes un asiento en esta mesa.
table-full = La mesa está llena ({$n} jugadores).
table-joined = {$seat} se sienta ({ $n ->
        [one] {$n} en la mesa
       *[other] {$n} en la mesa
    }).
table-leave-started = La partida ya ha empezado: usa /game resign para dejarla.
table-leave-unseated = No tienes asiento en esta mesa.
table-left = {$seat} deja la mesa.
table-closed-empty = No queda nadie: la mesa se cierra.
table-new-host = {$seat} es ahora el anfitrión.
start-too-few = {$title} necesita al menos {$least} jugadores; { $n ->
        [0] de momento no hay nadie sentado
        [one] de momento hay {$n} sentado
       *[other] de momento hay {$n} sentados
    }.
game-begins = Empieza {$title}: {$seats}.
game-begins-first = Empieza {$title}: {$seats}. {$first} juega primero.
the-host = el anfitrión
host-only = Solo el anfitrión ({$host}) puede {$what}.
host-only-add-ai = añadir un jugador de IA
host-only-start = empezar la partida
steward-only = Solo el anfitrión o un miembro que pueda gestionar este canal puede hacer eso.
lobby-started = La partida ya ha empezado.
channel-no-table = No hay ninguna mesa en este canal; abre una con /game new.

## bot/tables.py — la partida

table-action-too-long = Esa acción tiene {$n} caracteres; una acción tiene como mucho {$most}.
table-stale-button = Ese botón es de un turno anterior; usa el mensaje más reciente.
table-you-resigned = Abandonaste esta partida.
game-not-started = La partida aún no ha empezado; el anfitrión la empieza con /game start.
game-not-seated = No estás sentado en esta partida.
seat-unknown = No hay ningún asiento llamado '{$given}'; asientos: {$seats}.
channel-no-game = No hay ninguna partida en este canal; empieza una con /game new.
channel-no-game-ever = No hay ninguna partida en este canal.
channel-game-over = La partida de este canal ha terminado: /game history muestra cómo acabó, y /game new empieza otra.
channel-other-title = La partida de este canal es de {$title}, no de {$other}: juégala con /{$group} (mira /game help).
ai-plays = {$who} juega '{$action}'.
undo-nothing = Aún no hay nada que deshacer.
undo-not-last = Solo se puede deshacer la última acción, y es de {$who}.
undo-turn-revealed = '{$action}' no se puede deshacer: terminó tu turno, y al empezar el siguiente salieron a la luz cartas que nadie había visto.
undo-revealed = '{$action}' reveló cartas, así que no se puede deshacer.
undo-answer-revealed = '{$action}' no se puede deshacer: {$who} respondió con '{$reply}', que reveló cartas.
undo-done = {$seat} deshace '{$action}'.
undo-done-with-answers = {$seat} deshace '{$action}' y las jugadas de {$who} que la siguieron.
resign-already = Ya has abandonado esta partida.
resign-by-self = {$seat} abandona
resign-ends-last = {$what}: solo queda {$seat}, así que la partida termina con las puntuaciones tal como están.
resign-ends-nobody = {$what}: ya no queda nadie jugando, así que la partida termina con las puntuaciones tal como están.
resign-ai-plays-on = {$what}; la IA juega su asiento hasta el final.
abandon-not-allowed = Solo el anfitrión o un miembro que pueda gestionar este canal puede abandonar la partida.
abandoned = La partida de {$title} queda abandonada.

## bot/tables.py — el registro

log-page-zero = Las páginas empiezan en 1.
log-pages = El registro tiene { $n ->
        [one] {$n} página
       *[other] {$n} páginas
    }.
finished-not-here = La partida {$id} no es una partida terminada de este canal; consulta /game history.
finished-none = Aún no ha terminado ninguna partida en este canal.

## bot/rules/base.py — lo que comparten todos los motores

compound-step-refused = No se ha jugado nada: el paso {$n} de {$total}, '{$step}', no se acepta. {$reason}
compound-cannot-follow = '{$step}' no puede seguir: después de '{$after}' el motor jugó '{$played}' por ti, porque no había otra posibilidad. {$reason}

## bot/keepalive.py — recordatorios, avisos, asientos parados

control-game-over = Ese botón es de una partida que ya ha terminado.
remind-min-wait-range = La espera mínima está entre 0 y 168 horas.
remind-stall-range = Una partida se considera parada tras 1 a 60 recordatorios sin respuesta.
remind-not-allowed = Solo los jugadores, el anfitrión o los miembros que pueden gestionar este canal pueden cambiar los recordatorios.
remind-off = Los recordatorios diarios están desactivados para esta partida.
remind-set = Recordatorio diario a las {$time} ({$zone}) para quien la partida lleve esperando {$hours} h o más; atascada tras { $stall ->
        [one] {$stall} recordatorio sin respuesta
       *[other] {$stall} recordatorios sin respuesta
    }.
nudge-too-soon = Esta partida recibió un toque hace menos de 12 h; vuelve a intentarlo dentro de {$wait}.
nudge-only-you = La partida te espera a ti, no a nadie más.
nudge-away = Están fuera hasta el {$date}; no hay toques hasta entonces.
nudged = {$seat} da un toque: la partida te está esperando (desde hace {$wait}).
replace-already-seated = {$user} ya tiene un asiento en esta partida.
replace-done = {$user} ocupa el asiento {$seat} en lugar de {$who}.
the-ai = la IA
autopilot-already = La IA ya juega por {$seat}.
autopilot-on = La IA juega por {$seat} hasta que vuelva (/game back).
back-not-on-autopilot = Tu asiento no está en piloto automático.
back-done = {$seat} ha vuelto y juega de nuevo su propio asiento.
drop-already = {$seat} ya ha dejado esta partida.
drop-done = {$seat} queda fuera de la partida

## bot/present.py — esperas

wait-days = { $days ->
        [one] {$days} día
       *[other] {$days} días
    } {$hours} h
wait-hours = {$hours} h {$minutes} min
wait-minutes = {$minutes} min
wait-seconds = {$seconds} s

## bot/learning.py, bot/present.py — pistas y registro

hints-off = Las pistas están desactivadas en esta mesa: quien la abrió eligió hints:off.
hint-not-your-decision = La partida no te está esperando, así que no hay jugada que sugerir.
hint-table-changed = La mesa cambió mientras se preparaba la pista; vuelve a pedirla.
hints-asked = { $n ->
        [one] {$seat} pidió una pista a la IA.
       *[other] {$seat} pidió {$n} pistas a la IA.
    }
log-taken-back = deshecha
seat-ai = {$name} (IA)

## cogs/common.py — la capa de Discord

post-table-failed = Tu jugada está guardada, pero no pude publicar la mesa en este canal (Discord la rechazó); /game status la vuelve a publicar.
done = Hecho.
move-continues = Tu jugada continúa con {$verbs}: los botones de abajo, o los comandos de barra.
replay-film-intro = La partida entera otra vez, turno a turno:
your-move-mention = { $n ->
        [one] {$who} — te toca.
       *[other] {$who} — os toca.
    }
posting-table = Publicando la mesa…
choice-gone = Esa opción ya no está disponible; usa el mensaje más reciente.
pick-one-option = Elige exactamente una opción.
my-choices-button = Mis opciones
choices-not-your-decision = Ahora mismo la partida no te está esperando.
your-choices = Tus opciones:

## cogs/guard.py, cogs/why.py — la puerta de cada interacción

option-unknown = /{$command} no tiene ninguna opción llamada {$name}.
option-not-text = La opción {$name} tiene que ser texto.
option-too-long = La opción {$name} es demasiado larga ({$n} caracteres; como mucho {$most}).
option-not-number = La opción {$name} tiene que ser un número.
option-between = La opción {$name} tiene que estar entre {$low} y {$high}.
option-at-least = La opción {$name} tiene que ser al menos {$low}.
option-at-most = La opción {$name} tiene que ser como mucho {$high}.
option-not-a-choice = {$value} no es una opción válida para {$name}; elige entre {$allowed}.
option-missing = /{$command} necesita {$name}:…
outside-server = Las partidas de Campfire se juegan en los canales de un servidor, no en mensajes directos.
member-not-here = Ese miembro no está en este servidor.
value-not-valid = {$value} no es un valor válido aquí.
command-changed = Este comando ha cambiado desde que tu Discord lo cargó; vuelve a intentarlo en un momento.
command-not-here = No puedes usar este comando aquí.
control-unknown = No conozco ese botón o menú; usa el mensaje más reciente, o /game status para ver la mesa.
discord-refused = Discord ha rechazado un mensaje que intenté enviar en este canal; /game status muestra cómo va la partida.
internal-error = Algo ha fallado por nuestra parte; ha quedado registrado.
rule-gone = Esa regla ya no está en el reglamento; consulta /game rules.
rule-button = Regla

## cogs/reminders.py — recordatorios y asientos atascados

reminder-waiting = la partida te está esperando desde hace {$wait}.
reminder-last-table = Última mesa: {$url}
reminder-stalled = Esta partida parece atascada: { $n ->
        [one] {$n} recordatorio diario quedó sin respuesta.
       *[other] {$n} recordatorios diarios quedaron sin respuesta.
    } El anfitrión o un miembro que pueda gestionar el canal puede sustituir el asiento, ponerlo en piloto automático o retirar al jugador:
replace-who = ¿Quién ocupa el asiento de {$seat}?
replace-not-a-bot = Un bot no puede ocupar un asiento; usa el piloto automático para que juegue una IA.

## cogs/natera.py, cogs/uluk.py, cogs/wendake.py — lo que solo ve el asiento

own-not-seated = { $what ->
        [hand] No estás sentado en esta partida, así que no tienes mano.
        [feast] No estás sentado en esta partida, así que no tienes carta de festín.
       *[masks] No estás sentado en esta partida, así que no tienes cartas de máscara.
    }
own-resigned = { $what ->
        [hand] Abandonaste esta partida: ahora la IA juega tu asiento, y su mano queda oculta para ti como para cualquiera.
        [feast] Abandonaste esta partida: ahora la IA juega tu asiento, y su carta de festín queda oculta para ti como para cualquiera.
       *[masks] Abandonaste esta partida: ahora la IA juega tu asiento, y sus cartas de máscara quedan ocultas para ti como para cualquiera.
    }
