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

## cogs/common.py — el mensaje de la mesa, sus controles, permisos

title-not-running = No hay ninguna partida de {$title} en curso en este canal.
post-no-permission = No puedo publicar la mesa en este canal: necesito { $permissions_count ->
        [one] el permiso
       *[other] los permisos
    } {$permissions} aquí. No se ha jugado nada; pide ayuda a un administrador del servidor.
permission-send-messages = Enviar mensajes
permission-attach-files = Adjuntar archivos
permission-send-messages-in-threads = Enviar mensajes en hilos
permission-create-public-threads = Crear hilos públicos
replay-film-alt = La partida entera otra vez, turno a turno, como una película. {$final}
live-table = Mesa en directo: {$url}
prompt-choose = Elige…
prompt-natives-place = Coloca un nativo…
prompt-natives-take = Toma una carta…
prompt-natives-use = Elige una profesión…
prompt-natives-discard = Elige la carta que descartas…
prompt-natives-resolve = Juega un ritual…
prompt-natives-sacrifice = Elige el nativo que sacrificas…
prompt-inuit-place = Coloca un inuit…
prompt-inuit-take = Toma una carta…
prompt-inuit-use = Elige una ocupación…
prompt-inuit-discard = Elige la carta que descartas…
prompt-inuit-resolve = Juega un rito…
prompt-inuit-sacrifice = Elige el inuit que sacrificas…
prompt-uluk-place = Coloca a un miembro de la tribu…
prompt-uluk-move = Mueve a tu miembro de la tribu…
prompt-natera-play = Juega una carta…
prompt-natera-hire = Contrata a un especialista…
prompt-natera-discard = Elige la carta que descartas…
prompt-wendake-pick = Elige una loseta de tu tablero…

## bot/present.py — la hoja de puntuación, las líneas de estado, el final

category-natives = Nativos en tu tribu
category-others = Tu color en otras tribus
category-food = Comida
category-scalps = Cabelleras
category-rituals = Rituales
category-totems = Tótems
category-total = Total
category-natives-war-peace = Guerra y Paz
category-natives-legendary = Nativos legendarios
category-natives-curses = Fichas de maldición
category-inuit-natives = Inuit en tu aldea
category-inuit-others = Tu color en otras aldeas
category-inuit-food = Cartas de juego
category-inuit-scalps = Armas
category-inuit-rituals = Ritos
category-inuit-totems = Espíritus
category-uluk-seasons = Felicidad en las estaciones
category-uluk-feast = Festín
category-uluk-hunger = Fichas de hambre
category-uluk-tokens = Más fichas de monumento
category-uluk-sets = Sets de símbolos de inventos
category-natera-claims = Reclamaciones
category-natera-settlements = Asentamientos
category-natera-science = Tablero de ciencia
category-natera-specialists = Especialistas
category-natera-exploration = Cartas de exploración
category-natera-authority = Puestos de autoridad
category-wendake-economic = Económico
category-wendake-military = Militar
category-wendake-ritual = Ritual
category-wendake-mask = Máscaras
category-wendake-lower-1 = Menor del primer par
category-wendake-lower-2 = Menor del segundo par
winners-line = { $n ->
        [0] Ganador: nadie
        [one] Ganador: {$names}
       *[other] Ganadores: {$names}
    }{$note}
winners-note = {" "}({$note})
resigned-line = Fuera de la partida (sin opción a ganar): {$names}
tie-note = empate a {$total} {$unit}{$broken}
tie-broken-by = , desempatado por {$rules}
tie-break-most-monument-tokens = más fichas de monumento
tie-break-highest-monument-token = la ficha de monumento de número más alto
tie-break-most-authority = más Autoridad en todos los Distritos
tie-break-most-supply = más Suministros
tie-break-higher-track-sum = la mayor suma de los cuatro marcadores
tie-break-fewer-natives = menos nativos
tie-break-fewer-inuit = menos inuit
tie-break-furthest-from-first = el asiento más alejado del jugador inicial
points-points = { $n ->
        [one] punto
       *[other] puntos
    }
points-happiness = de Felicidad
game-over-line = La partida ha terminado. {$winners}.
status-over = {$title}: la partida ha terminado. {$winners}.
status-waiting = {$title}{$expansions}{$progress}: esperando a { $waiting_count ->
        [0] nadie
       *[other] {$waiting}
    }{$since}.
status-since = {" "}desde hace {$wait}
status-expansions = {" "}({$names})
status-season = , estación {$n} de {$total}
status-year = , año {$n} de {$total}
status-round = , ronda {$n}

## bot/rules/base.py — rechazos comunes a todos los motores

game-seats-range = Este juego es para {$least} a {$most} jugadores, no {$n}.
game-seats-same-name = Cada asiento necesita su propio nombre.
action-empty = Di qué hacer: una acción vacía no significa nada.
action-seat-not-seated = {$seat} no está sentado en esta mesa.
compound-empty-step = Una acción compuesta tiene un paso vacío entre dos ';'.
compound-too-late = '{$step}' llega tarde: tu decisión había terminado tras '{$after}'. No se ha jugado nada.
compound-too-late-played = '{$step}' llega tarde: tras '{$after}' el motor jugó '{$played}' por ti, porque no había otra opción, y tu decisión había terminado. No se ha jugado nada.
action-game-over = La partida ha terminado: no se admiten más acciones.
action-already-chosen = Ya has elegido en este paso: la mesa espera a { $names_count ->
        [0] nadie
       *[other] {$names}
    }.
action-not-your-turn = No es tu turno: la mesa espera a { $names_count ->
        [0] nadie
       *[other] {$names}
    }.
seat-named-twice = Varios asientos se llaman '{$given}': nombra el asiento por su número (de 1 a {$n}).
seat-named-none = No hay ningún asiento '{$given}': nombra un asiento por su número (de 1 a {$n}).

## cogs/game.py — /game …

language-name = Español
tutorial-no-thread = Un tutorial se abre en este canal; deja thread desactivado, o ábrelo desde un canal propio.
status-lobby = Mesa de {$title}, sin empezar: {$seats}. El anfitrión la empieza con /game start.
status-away = {$seat} está ausente hasta el {$date}.
status-table-language = Esta mesa habla {$name}.
log-header = **Registro de {$title}: página {$page}/{$pages}**
log-empty = Todavía no se ha jugado nada.
hint-ai-would-play = La IA jugaría: **{$move}**
rules-which-title = Este canal no tiene partida, así que di cuál: añade title: ({$titles}).
rules-no-such-rule = {$title} no tiene ninguna regla llamada '{$rule}'; elige una de la lista.
history-hints-used = Pistas usadas: {$uses}.
replay-whole = {$title}: la partida entera, turno a turno.
replay-after-turn = {$title}: la mesa tras el turno {$turn}.
replay-turn-out-of-range = Esta partida tiene { $n ->
        [one] 1 turno
       *[other] {$n} turnos
    }: elige un turno de 0 (la mesa antes del primero) a {$n}.
replay-refused = Discord rechazó la repetición en este canal; /game replay sin public:true te la muestra a ti.
replay-choice = #{$id} {$title}, {$day}, { $winners_count ->
        [0] sin ganador
       *[other] ganada por {$winners}
    }
mine-none = No hay ninguna partida abierta en este servidor.
mine-lobby = {$title} en {$where}: mesa abierta, { $n ->
        [one] {$n} sentado
       *[other] {$n} sentados
    }
mine-your-move = **te toca**
mine-waiting = {$title} en {$where}: esperando a {$names} desde hace {$wait}
tutorial-welcome = { $hints ->
        [yes] Tu primera partida: juegas contra la IA, y cada tipo de decisión se explica aquí la primera vez que aparece. /game hint te sugiere una jugada.
       *[no] Tu primera partida: juegas contra la IA, y cada tipo de decisión se explica aquí la primera vez que aparece.
    }
thread-from-text-channel = Abre una mesa en un hilo desde un canal de texto, no desde dentro de un hilo.
thread-no-permission = No puedo abrir un hilo aquí: necesito { $permissions_count ->
        [one] el permiso
       *[other] los permisos
    } {$permissions} en este canal.
thread-refused = Discord no me dejó abrir un hilo aquí; no se ha abierto nada. Vuelve a intentarlo en un momento, o pide ayuda a un administrador del servidor.
thread-announce = Hay una mesa de {$title} abierta en {$thread}: únete allí con /game join.
thread-not-announced = Tu mesa de {$title} está abierta en {$thread}, pero no pude anunciarla en este canal: di a los demás que se unan allí con /game join.

## cogs/reminders.py, cogs/me.py — recordatorios y ajustes de cada jugador

reminder-dm-where = (en {$channel})
stalled-replace = Sustituir a {$seat}
stalled-autopilot = Piloto automático para {$seat}
stalled-drop = Retirar a {$seat}
replace-choose-member = Elige a un miembro…
replace-pick-one = Elige exactamente a un miembro.
me-reminders = Los recordatorios te llegan { $where ->
        [channel] en el canal de la partida
        [dm] por mensaje directo
       *[both] en el canal y por mensaje directo
    }; tu zona horaria es {$zone}.
me-quiet = Horas de silencio: {$start}–{$end}.
me-no-quiet = Sin horas de silencio.
me-away = Ausente hasta el {$day} (sin avisos hasta entonces).

## bot/standings.py, cogs/standings.py — /game stats y /game leaderboard

stats-none = {$who} aún no ha terminado ninguna partida en este servidor.
stats-played = {$who}: { $n ->
        [one] {$n} partida terminada
       *[other] {$n} partidas terminadas
    } en este servidor.
stats-title = {$title}: jugadas {$played}, ganadas {$won}.
stats-title-scored = {$title}: jugadas {$played}, ganadas {$won}, puntuación media {NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1)}, mejor {$best}.
stats-streak-wins = Racha actual: { $n ->
        [one] {$n} victoria seguida
       *[other] {$n} victorias seguidas
    }.
stats-streak-losses = Racha actual: { $n ->
        [one] {$n} partida
       *[other] {$n} partidas
    } sin ganar.
stats-favourite = Juego favorito: {$title}.
leaderboard-none = Todavía no se ha puntuado ninguna partida de {$title} en este servidor.
leaderboard-intro = {$title}: la clasificación de este servidor (puntuación = mu - 3 sigma, openskill).
leaderboard-alt = Clasificación de {$title}: {$places}.
leaderboard-alt-place = {$place}. {$name}: puntuación {NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1)}, {$games} jugadas, {$won} ganadas

## bot/discord_app.py — command, option and choice descriptions Discord shows (found by their English;
## names stay English)

cmd-play-turn-of = Juega tu turno de {$game}
cmd-open-join-and-run-a-game = Abre, únete y dirige una partida en este canal
cmd-open-a-new-table-in-this = Abre una mesa nueva en este canal
cmd-which-game = Qué juego
cmd-natives-soul-of-the-prairie-seasons = Natives: soul-of-the-prairie, seasons, strangers; Natera: nuclear-discovery (separadas por comas)
cmd-seasons-random-a-recommended-set-1 = Seasons: random, un set recomendado (1-3 o su nombre) o tres cartas de estación
cmd-open-the-table-in-a-new = Abre la mesa en un hilo nuevo de este canal (un canal, muchas partidas)
cmd-let-players-ask-game-hint-for = Permite pedir a /game hint la jugada de la IA (activado por defecto)
cmd-your-first-game-you-against-the = Tu primera partida: tú contra la IA, con cada tipo de decisión explicado una vez
cmd-natera-the-draft-variant-each-keeps = Natera: la variante de draft (cada uno se queda una carta de la mano que le pasan)
cmd-natera-tribes-dealt-or-picked-wendake = Natera: tribus repartidas o elegidas; Wendake: todos los wendat, o por draft
cmd-natera-dealt-at-random-the-default = Natera: repartidas al azar (por defecto)
cmd-natera-picked-in-turn-order = Natera: elegidas en orden de turno
cmd-wendake-everyone-the-wendat-the-default = Wendake: todos los wendat (por defecto)
cmd-wendake-drafted = Wendake: por draft
cmd-natera-the-claim-tiles-one-of = Natera: las losetas de reclamación (una de cada letra al azar, o un juego numerado)
cmd-natera-one-of-each-letter-random = Natera: una de cada letra, caras al azar (por defecto)
cmd-natera-the-numbered-set-a-1 = Natera: el juego numerado A.1-E.1
cmd-natera-the-numbered-set-a-2 = Natera: el juego numerado A.2-E.2
cmd-the-language-of-the-table-s = El idioma de los mensajes de la mesa en este canal (por defecto, el del servidor)
cmd-take-a-seat-at-the-table = Siéntate a la mesa de este canal
cmd-leave-the-table-before-the-game = Deja la mesa antes de que empiece la partida
cmd-host-fill-a-seat-with-an = (anfitrión) Ocupa un asiento con un jugador IA
cmd-host-start-the-game = (anfitrión) Empieza la partida
cmd-shuffle-the-seats-instead-of-keeping = Baraja los asientos en lugar de mantener el orden de llegada
cmd-the-table-picture-whose-turn-it = La imagen de la mesa, a quién le toca y desde cuándo
cmd-the-last-actions-of-this-channel = Las últimas acciones de la partida de este canal
cmd-1-is-the-newest-page = 1 es la página más reciente
cmd-how-to-play-a-turn-of = Cómo jugar un turno de la partida de este canal: comandos, nombres de carta, un ejemplo
cmd-privately-the-move-the-ai-would = En privado: la jugada que haría la IA por ti ahora, y por qué
cmd-a-short-summary-of-the-rules = Un breve resumen de las reglas, o el párrafo de una regla
cmd-which-game-this-channel-s-by = Qué juego (por defecto, el de este canal)
cmd-one-rule-as-a-refusal-names = Una regla, tal como la nombra un rechazo (el botón Regla muestra lo mismo)
cmd-resign-the-ai-plays-your-seat = Abandona: la IA juega tu asiento hasta el final y no puedes ganar
cmd-host-or-manage-channels-end-this = (anfitrión o Gestionar canales) Termina ya la partida de este canal
cmd-finished-games-of-this-channel-with = Partidas terminadas en este canal, con ganadores y puntuaciones
cmd-a-finished-game-again-the-animated = Una partida terminada otra vez: la repetición animada, o la mesa tras el turno N
cmd-which-finished-game-of-this-channel = Qué partida terminada de este canal (por defecto, la última)
cmd-show-the-table-as-it-was = Muestra la mesa tal como estaba tras este turno (0: antes del primero)
cmd-post-it-for-the-whole-channel = Publícala para todo el canal en vez de solo para ti
cmd-daily-reminder-time-and-timezone-for = Hora y zona horaria del recordatorio diario de esta partida (u off)
cmd-hh-mm-e-g-19-30 = HH:MM, p. ej. 19:30
cmd-iana-name-e-g-europe-madrid = Nombre IANA, p. ej. Europe/Madrid
cmd-turn-the-daily-reminder-off = Desactiva el recordatorio diario
cmd-remind-after-waiting-this-many-hours = Recuerda tras esperar estas horas
cmd-offer-replace-autopilot-drop-after-this = Ofrece sustituir/piloto automático/retirar tras estos recordatorios sin respuesta
cmd-poke-the-player-the-game-is = Da un toque al jugador al que espera la partida (una vez cada 12 h)
cmd-take-back-your-last-action-and = Deshaz tu última acción y las respuestas de la IA (si nadie más ha jugado y no se reveló nada)
cmd-every-game-in-this-server-those = Todas las partidas de este servidor, primero las que te esperan
cmd-privately-your-link-to-this-game = En privado: tu enlace a la página web en directo de esta partida
cmd-end-every-web-link-you-were = En su lugar, anula todos los enlaces web que se te dieron
cmd-host-or-manage-channels-give-a = (anfitrión o Gestionar canales) Da un asiento a otro miembro
cmd-the-seat-to-hand-over = El asiento que se cede
cmd-who-takes-it = Quién lo ocupa
cmd-let-the-ai-play-a-seat = Deja que la IA juegue un asiento hasta que vuelva su jugador
cmd-the-seat-the-ai-plays = El asiento que juega la IA
cmd-you-are-back-play-your-own = Has vuelto: juega de nuevo tu propio asiento
cmd-host-or-manage-channels-drop-an = (anfitrión o Gestionar canales) Retira a un jugador ausente
cmd-the-seat-to-drop = El asiento que se retira
cmd-games-played-and-won-scores-streak = Partidas jugadas y ganadas, puntuaciones, racha (solo tú lo ves)
cmd-whose-record-yours-by-default = El historial de quién (el tuyo por defecto)
cmd-the-server-s-ranking-for-one = La clasificación del servidor en un juego, como imagen
cmd-phase-2-lay-out-cards-from = Fase 2: revela cartas del mazo, una por explorador
cmd-how-many-cards-to-lay-out = Cuántas cartas revelar ahora (de una en una)
cmd-phase-3-choose-a-profession-and = Fase 3: elige una profesión y toma cartas con ella
cmd-the-profession-to-use = La profesión que usas
cmd-cards-to-take-a-number-for = Cartas que tomas: un número para la comida, o nombres de carta (man-bear …)
cmd-take-one-more-card-with-the = Toma una carta más con la profesión que elegiste
cmd-stop-taking-cards-before-your-limit = Deja de tomar cartas antes de tu límite
cmd-put-a-native-your-elders-took = Coloca bajo una profesión un nativo que tomaron tus ancianos
cmd-which-native-goes-where = Qué nativo va adónde
cmd-choose-which-of-your-rituals-is = Elige cuál de tus rituales se juega a continuación
cmd-sacrifice-the-native-that-becomes-a = Sacrificio: el nativo que se convierte en cabellera
cmd-discard-the-card-a-ritual-demands = Descarta la carta que te exige un ritual
cmd-pass-when-no-profession-can-take = Pasa, cuando ninguna profesión puede tomar nada
cmd-any-action-in-the-notation-see = Cualquier acción en la notación (ver /game help)
cmd-play-your-season-of-uluk = Juega tu estación de Uluk
cmd-errand-phase-send-a-triber-to = Fase de recados: envía a un miembro de la tribu a un espacio
cmd-where-the-triber-goes = Adónde va el miembro de la tribu
cmd-hunt-with-a-poison-token-fn = Caza con una ficha de Veneno (fnōrd, hlák)
cmd-at-the-workshop-the-invention-you = En el Taller: el invento que tomas
cmd-after-everyone-placed-move-your-triber = Cuando todos hayan colocado: saca a tu miembro de la tribu de la Cabaña del Chamán
cmd-leave-your-triber-in-the-shaman = Deja a tu miembro de la tribu en la Cabaña del Chamán
cmd-processing-turn-raw-pieces-into-a = Procesado: convierte piezas en bruto en un producto (un miembro de la tribu)
cmd-what-to-make = Qué fabricar
cmd-how-many-raw-pieces-to-process = Cuántas piezas en bruto procesar
cmd-processing-with-a-free-processing-invention = Procesado con un invento de procesado gratuito
cmd-feeding-tribers-eat-a-food = Alimentación: los miembros de la tribu comen un alimento
cmd-the-food-they-eat = El alimento que comen
cmd-how-many-tribers-eat-it = Cuántos miembros de la tribu lo comen
cmd-reproduction-two-pieces-of-food-for = Reproducción: dos piezas de comida por un nuevo miembro de la tribu la próxima estación
cmd-celebrate-once-a-season-6-or = Celebra una vez por estación: +6, o +3 con veneno
cmd-a-food-or-poison = Un alimento, o veneno
cmd-the-holiday-treat = El manjar de la fiesta
cmd-eat-extra-treats-1-each = Come manjares extra: +1 cada uno
cmd-end-your-processing-or-feeding-for = Termina tu procesado o tu alimentación de esta estación
cmd-your-secret-feast-card-only-you = Tu carta secreta de festín (solo tú la ves)
cmd-any-action-in-uluk-s-notation = Cualquier acción en la notación de Uluk (ver /game help)
cmd-send-your-tribe-leader-or-an = Envía a tu líder de tribu o a un explorador a una ubicación
cmd-which-token-and-where-leader-farm = Qué ficha y adónde (leader farm-2, explorer forest-4)
cmd-play-an-exploration-card-from-your = Juega una carta de exploración de tu mano pagando uno de sus costes
cmd-the-card-and-the-attribute-you = La carta y el atributo con el que pagas
cmd-hire-a-specialist-from-the-row = Contrata a un especialista de la fila (o con descuento cuando un efecto lo ofrece)
cmd-the-specialist-to-hire = El especialista que contratas
cmd-use-a-specialist-s-or-a = Usa la habilidad de un especialista o de una carta jugada
cmd-whose-ability = De quién es la habilidad
cmd-establish-a-settlement-for-10-supply = Funda un asentamiento por 10 suministros donde tengas acceso
cmd-where-the-settlement-goes = Dónde va el asentamiento
cmd-discard-a-card-two-cards-for = Descarta una carta (dos cartas por un recurso es una acción gratuita)
cmd-the-card-to-discard = La carta que descartas
cmd-take-the-resource-an-effect-or = Toma el recurso que te da un efecto o un descarte
cmd-the-resource-you-take = El recurso que tomas
cmd-draft-the-card-you-keep-from = Draft: la carta que te quedas de la mano que te pasan
cmd-the-card-you-keep = La carta que te quedas
cmd-pass-for-the-rest-of-the = Pasa el resto de la estación
cmd-the-action = La acción
cmd-your-hand-of-exploration-cards-only = Tu mano de cartas de exploración (solo la ves tú)
cmd-put-a-marker-on-a-tile = Pon un marcador en una loseta de tu tablero de acciones (en línea con las anteriores)
cmd-the-tile-s-place-on-your = El lugar de la loseta en tu tablero, de a1 a c3
cmd-put-your-marker-on-the-first = Pon tu marcador en la primera casilla libre del orden de turno
cmd-move-a-warrior-one-step-or = Mueve un Guerrero un paso o por un camino (W3 t7, W3 t7 t8b)
cmd-the-warrior-and-where-it-goes = El Guerrero y adónde va
cmd-fight-a-guard-or-the-native = Lucha contra un Guardia o el Nativo de un Área Productiva
cmd-your-warrior-and-whom-it-fights = Tu Guerrero y contra quién lucha (W3 2W5, W3 t7b)
cmd-send-an-outpost-home-before-or = Manda un Puesto al Hogar (antes o después de una acción)
cmd-the-outpost-s-area-t7b-and = El área del Puesto (t7b), y empty para dejarla vacía
cmd-restore-swap-a-leaving-tile-for = Restauración: cambia una loseta que sale por una avanzada
cmd-the-leaving-tile-and-the-advanced = La loseta que sale y la avanzada (c1 longhouse)
cmd-end-the-current-move-trade-or = Termina la acción de Movimiento, Comercio o Máscaras en curso, o tu turno
cmd-leave-out-the-tile-s-next = Sáltate la siguiente acción de la loseta
cmd-your-mask-cards-only-you-see = Tus cartas de máscara (solo las ves tú)
cmd-your-own-campfire-settings = Tus propios ajustes de Campfire
cmd-how-and-when-you-are-reminded = Cómo y cuándo se te recuerda (solo tú lo ves)
cmd-where-reminders-reach-you = Dónde te llegan los recordatorios
cmd-in-the-game-s-channel = en el canal de la partida
cmd-by-direct-message = por mensaje directo
cmd-both = ambos
cmd-your-iana-timezone = Tu zona horaria IANA
cmd-quiet-hours-in-your-timezone-e = Horas de silencio en tu zona horaria, p. ej. 23:00-07:30, u off
cmd-no-pings-until-the-end-of = Sin avisos hasta el final de este día (AAAA-MM-DD), u off

# Los nombres de los juegos como se publican en cada idioma (bot.rules.title_msg).
game-title-natives = Nativos
game-title-inuit = Inuit: El Pueblo de las Nieves
game-title-uluk = Uluk
game-title-natera = Natera: New Beginning
game-title-wendake = Wendake
