# A mesa na web e a Atividade do Discord (bot/web).

web-ai = IA
web-resigned = desistiu
web-decides-now = decide agora
web-log-empty = Nada foi jogado ainda.
web-only-you = Só você vê
web-table = Mesa
web-seats = Jogadores
web-score-pad = Folha de pontuação
web-replay-link = Veja de novo, turno a turno
web-log = Registro
web-your-move = Sua jogada
web-choose = Escolha uma ação
web-play = Jogar
web-no-games = Ainda não há partidas aqui.
web-previous-turn = Turno anterior
web-next-turn = Próximo turno
web-turn = Turno {$turn} de {$turns}
web-show = Mostrar
web-game-heading = {$title} — partida {$id}
web-seat-heading = {$heading} — {$seat}
web-server-heading = Campfire — este servidor
web-index-entry = {$title} {$id}: { $status ->
        [finished] encerrada
       *[active] em andamento
    } — {$seats}
web-status-waiting = {$title}: esperando { $names_count ->
        [0] ninguém
       *[other] {$names}
    } há {$wait}.
web-status-waiting-now = {$title}: esperando { $names_count ->
        [0] ninguém
       *[other] {$names}
    }.
web-status-over = {$title}: a partida terminou. { $winners_count ->
        [0] Ninguém venceu.
        [one] Vencedor: {$winners}.
       *[other] Vencedores: {$winners}.
    }
web-pad-winners = { $winners_count ->
        [0] Vencedor: ninguém
        [one] Vencedor: {$winners}
       *[other] Vencedores: {$winners}
    }
web-pad-resigned = Desistiram (não podem vencer): {$seats}
web-no-table = Essa mesa não existe.
web-no-server = Esse servidor não existe.
web-too-many-requests = Pedidos demais; espere alguns segundos.
web-too-many-moves = Jogadas demais de uma vez; espere alguns segundos.
web-other-site = Esse pedido veio de outro site; nada foi jogado.
web-wrong-form = Esse formulário não é desta página; recarregue-a e tente de novo.
web-open-from-discord = Abra as partidas do seu servidor pelo link que o /game web dá.
web-replay-later = O replay abre quando a partida termina.
web-link-expired = Este link expirou ou foi revogado; o /game web gera um novo para você.
web-link-gone = A partida deste link não existe mais, ou você não joga mais nela.
web-off = A mesa na web está desligada neste bot; quem liga é o administrador (README, The web table).
web-links-revoked = Seus links da web não funcionam mais; o /game web gera um novo para você.
web-no-game-here = Não há partida neste canal; comece uma com /game new.
web-your-seat = Seu lugar na web (só para você, por uma semana): <{$url}>
web-this-game = Esta partida na web: <{$url}>
web-every-game = Todas as partidas deste servidor: <{$url}>
web-activity-opening = Abrindo sua mesa…
web-activity-noscript = A Atividade precisa de JavaScript para encontrar sua mesa.
web-activity-outside = Abra esta página pelo Discord: inicie a Atividade do Campfire no canal de uma partida.
web-activity-refused = O Discord não confirmou quem você é; feche a Atividade e abra de novo.
web-activity-failed = A Atividade não conseguiu chegar à mesa; feche e abra de novo.
web-activity-no-game = Não há partida neste canal; comece uma com /game new e abra a Atividade de novo.
web-activity-off = A Atividade não está configurada neste bot; quem configura é o administrador (README, The web table).
