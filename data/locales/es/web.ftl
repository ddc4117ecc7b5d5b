# La mesa web y la Actividad de Discord (bot/web).

web-ai = IA
web-resigned = abandonó
web-decides-now = decide ahora
web-log-empty = Todavía no se ha jugado nada.
web-only-you = Solo lo ves tú
web-table = Mesa
web-seats = Jugadores
web-score-pad = Hoja de puntuación
web-replay-link = Vuelve a verla, turno a turno
web-log = Registro
web-your-move = Tu jugada
web-choose = Elige una acción
web-play = Jugar
web-no-games = Todavía no hay partidas aquí.
web-previous-turn = Turno anterior
web-next-turn = Turno siguiente
web-turn = Turno {$turn} de {$turns}
web-show = Mostrar
web-game-heading = {$title} — partida {$id}
web-seat-heading = {$heading} — {$seat}
web-server-heading = Campfire — este servidor
web-index-entry = {$title} {$id}: { $status ->
        [finished] terminada
       *[active] en juego
    } — {$seats}
web-status-waiting = {$title}: esperando a { $names_count ->
        [0] nadie
       *[other] {$names}
    } desde hace {$wait}.
web-status-waiting-now = {$title}: esperando a { $names_count ->
        [0] nadie
       *[other] {$names}
    }.
web-status-over = {$title}: la partida terminó. { $winners_count ->
        [0] Nadie ganó.
        [one] Ganador: {$winners}.
       *[other] Ganadores: {$winners}.
    }
web-pad-winners = { $winners_count ->
        [0] Ganador: nadie
        [one] Ganador: {$winners}
       *[other] Ganadores: {$winners}
    }
web-pad-resigned = Fuera de la partida (sin opción a ganar): {$seats}
web-no-table = No existe esa mesa.
web-no-server = No existe ese servidor.
web-too-many-requests = Demasiadas peticiones; espera unos segundos.
web-too-many-moves = Demasiadas jugadas a la vez; espera unos segundos.
web-other-site = Esa petición vino de otro sitio; no se jugó nada.
web-wrong-form = Ese formulario no es de esta página; recárgala y vuelve a intentarlo.
web-open-from-discord = Abre las partidas de tu servidor desde el enlace que da /game web.
web-replay-later = La repetición se abre cuando termina la partida.
web-link-expired = Este enlace caducó o fue revocado; /game web te da uno nuevo.
web-link-gone = La partida de este enlace ya no existe, o ya no juegas en ella.
web-off = La mesa web está desactivada en este bot; la activa su administrador (README, The web table).
web-links-revoked = Tus enlaces web ya no funcionan; /game web te da uno nuevo.
web-no-game-here = No hay ninguna partida en este canal; empieza una con /game new.
web-your-seat = Tu sitio en la web (solo para ti, durante una semana): <{$url}>
web-this-game = Esta partida en la web: <{$url}>
web-every-game = Todas las partidas de este servidor: <{$url}>
web-activity-opening = Abriendo tu mesa…
web-activity-noscript = La Actividad necesita JavaScript para encontrar tu mesa.
web-activity-outside = Abre esta página desde Discord: inicia la Actividad de Campfire en el canal de una partida.
web-activity-refused = Discord no confirmó quién eres; cierra la Actividad y ábrela de nuevo.
web-activity-failed = La Actividad no pudo llegar a la mesa; ciérrala y ábrela de nuevo.
web-activity-no-game = No hay ninguna partida en este canal; empieza una con /game new y vuelve a abrir la Actividad.
web-activity-off = La Actividad no está configurada en este bot; la configura su administrador (README, The web table).
