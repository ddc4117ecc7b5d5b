# O catálogo comum do Campfire, em português do Brasil (veja en/common.ftl: os mesmos ids e variáveis).
# Tratamento: "você", como numa conversa entre jogadores num servidor do Discord.

## bot/tables.py — a mesa antes do jogo

table-opened = {$seat} abre uma mesa de {$title}. Entre com /game join; o anfitrião começa com /game start.
table-channel-taken = Este canal já tem uma partida de {$title} ({ $status ->
        [lobby] aguardando início
       *[active] em andamento
    }); termine ou abandone essa partida primeiro, ou use outro canal.
table-title-not-playable = {$title} ainda não pode ser jogado; tente {$known}.
table-title-unknown = Não existe nenhum jogo chamado '{$given}'; escolha entre {$known}.
table-already-seated = Você já tem um lugar nesta mesa.
table-full = A mesa está cheia ({$n} jogadores).
table-joined = {$seat} se senta ({$n} na mesa).
table-leave-started = A partida já começou: use /game resign para sair dela.
table-leave-unseated = Você não tem lugar nesta mesa.
table-left = {$seat} sai da mesa.
table-closed-empty = Não sobrou ninguém: a mesa foi fechada.
table-new-host = {$seat} agora é o anfitrião.
start-too-few = {$title} precisa de pelo menos {$least} jogadores; { $n ->
        [0] ainda não há ninguém sentado
        [one] por enquanto há {$n} sentado
       *[other] por enquanto há {$n} sentados
    }.
game-begins = Começa {$title}: {$seats}.
game-begins-first = Começa {$title}: {$seats}. {$first} joga primeiro.
the-host = o anfitrião
host-only = Só o anfitrião ({$host}) pode {$what}.
host-only-add-ai = adicionar um jogador de IA
host-only-start = começar a partida
steward-only = Só o anfitrião ou um membro que pode gerenciar este canal pode fazer isso.
lobby-started = A partida já começou.
channel-no-table = Não há mesa neste canal; abra uma com /game new.

## bot/tables.py — a partida

table-action-too-long = Essa ação tem {$n} caracteres; uma ação tem no máximo {$most}.
table-stale-button = Esse botão é de um turno anterior; use a mensagem mais recente.
table-you-resigned = Você desistiu desta partida.
game-not-started = A partida ainda não começou; o anfitrião começa com /game start.
game-not-seated = Você não tem lugar nesta partida.
seat-unknown = Não existe nenhum lugar chamado '{$given}'; lugares: {$seats}.
channel-no-game = Não há partida neste canal; comece uma com /game new.
channel-no-game-ever = Não há partida neste canal.
channel-game-over = A partida deste canal terminou: /game history mostra como acabou, e /game new começa outra.
channel-other-title = A partida deste canal é de {$title}, não de {$other}: jogue com /{$group} (veja /game help).
ai-plays = {$who} joga '{$action}'.
undo-nothing = Ainda não há nada para desfazer.
undo-not-last = Só a última ação pode ser desfeita, e ela é de {$who}.
undo-turn-revealed = '{$action}' não pode ser desfeita: ela encerrou o seu turno, e cartas que ninguém tinha visto foram reveladas quando o próximo começou.
undo-revealed = '{$action}' revelou cartas, então não pode ser desfeita.
undo-answer-revealed = '{$action}' não pode ser desfeita: {$who} respondeu com '{$reply}', que revelou cartas.
undo-done = {$seat} desfaz '{$action}'.
undo-done-with-answers = {$seat} desfaz '{$action}' e o que {$who} jogou depois.
resign-already = Você já desistiu desta partida.
resign-by-self = {$seat} desiste
resign-ends-last = {$what}: só resta {$seat}, então a partida termina com a pontuação como está.
resign-ends-nobody = {$what}: não resta ninguém jogando, então a partida termina com a pontuação como está.
resign-ai-plays-on = {$what}; a IA joga esse lugar até o fim.
abandon-not-allowed = Só o anfitrião ou um membro que pode gerenciar este canal pode abandonar a partida.
abandoned = A partida de {$title} foi abandonada.

## bot/tables.py — o registro

log-page-zero = As páginas começam em 1.
log-pages = O registro tem { $n ->
        [one] {$n} página
       *[other] {$n} páginas
    }.
finished-not-here = A partida {$id} não é uma partida encerrada deste canal; veja /game history.
finished-none = Nenhuma partida terminou neste canal ainda.

## bot/rules/base.py — o que todos os motores compartilham

compound-step-refused = Nada foi jogado: o passo {$n} de {$total}, '{$step}', foi recusado. {$reason}
compound-cannot-follow = '{$step}' não pode vir em seguida: depois de '{$after}' o motor jogou '{$played}' por você, pois não havia outra possibilidade. {$reason}

## bot/keepalive.py — lembretes, cutucadas, lugares parados

control-game-over = Esse botão é de uma partida que já terminou.
remind-min-wait-range = A espera mínima fica entre 0 e 168 horas.
remind-stall-range = Uma partida é considerada parada depois de 1 a 60 lembretes sem resposta.
remind-not-allowed = Só os jogadores, o anfitrião ou membros que podem gerenciar este canal podem mudar os lembretes.
remind-off = Os lembretes diários estão desligados para esta partida.
remind-set = Lembrete diário às {$time} ({$zone}) para quem a partida estiver esperando há {$hours} h ou mais; parada depois de { $stall ->
        [one] {$stall} lembrete sem resposta
       *[other] {$stall} lembretes sem resposta
    }.
nudge-too-soon = Esta partida recebeu uma cutucada há menos de 12 h; tente de novo em {$wait}.
nudge-only-you = A partida está esperando por você, não por outra pessoa.
nudge-away = Essa pessoa está ausente até {$date}; nada de cutucadas até lá.
nudged = {$seat} cutuca: a partida está esperando por você (há {$wait}).
replace-already-seated = {$user} já tem um lugar nesta partida.
replace-done = {$user} assume o lugar {$seat} no lugar de {$who}.
the-ai = a IA
autopilot-already = {$seat} já é jogado pela IA.
autopilot-on = A IA joga por {$seat} até a volta (/game back).
back-not-on-autopilot = Seu lugar não está no piloto automático.
back-done = {$seat} voltou e joga o próprio lugar de novo.
drop-already = {$seat} já saiu desta partida.
drop-done = {$seat} foi retirado da partida

## bot/present.py — esperas, tão curtas quanto uma linha de status pede

wait-days = { $days ->
        [one] {$days} dia
       *[other] {$days} dias
    } {$hours} h
wait-hours = {$hours} h {$minutes} min
wait-minutes = {$minutes} min
wait-seconds = {$seconds} s

## bot/learning.py, bot/present.py — dicas e o registro

hints-off = As dicas estão desligadas nesta mesa: o anfitrião a abriu com hints:off.
hint-not-your-decision = A partida não está esperando por você, então não há jogada para sugerir.
hint-table-changed = A mesa mudou enquanto a dica era preparada; peça de novo.
hints-asked = { $n ->
        [one] {$seat} pediu uma dica à IA.
       *[other] {$seat} pediu {$n} dicas à IA.
    }
log-taken-back = desfeita
seat-ai = {$name} (IA)

## cogs/common.py — a camada do Discord

post-table-failed = Sua jogada foi salva, mas não consegui postar a mesa neste canal (o Discord recusou); /game status posta de novo.
done = Feito.
move-continues = Sua jogada continua com {$verbs}: os botões abaixo ou os comandos de barra.
replay-film-intro = A partida inteira de novo, turno a turno:
your-move-mention = { $n ->
        [one] {$who} — sua vez.
       *[other] {$who} — vez de vocês.
    }
posting-table = Postando a mesa…
choice-gone = Essa opção não está mais disponível; use a mensagem mais recente.
pick-one-option = Escolha exatamente uma opção.
my-choices-button = Minhas opções
choices-not-your-decision = A partida não está esperando por você agora.
your-choices = Suas opções:

## cogs/guard.py, cogs/why.py — a porta por onde passa cada interação

option-unknown = /{$command} não tem nenhuma opção chamada {$name}.
option-not-text = A opção {$name} precisa ser texto.
option-too-long = A opção {$name} é longa demais ({$n} caracteres; no máximo {$most}).
option-not-number = A opção {$name} precisa ser um número.
option-between = A opção {$name} precisa estar entre {$low} e {$high}.
option-at-least = A opção {$name} precisa ser pelo menos {$low}.
option-at-most = A opção {$name} pode ser no máximo {$high}.
option-not-a-choice = {$value} não é uma opção válida para {$name}; escolha entre {$allowed}.
option-missing = /{$command} precisa de {$name}:…
outside-server = Os jogos do Campfire são jogados nos canais de um servidor, não em mensagens diretas.
member-not-here = Esse membro não está neste servidor.
value-not-valid = {$value} não é um valor válido aqui.
command-changed = Este comando mudou desde que o seu Discord o carregou; tente de novo daqui a pouco.
command-not-here = Você não pode usar este comando aqui.
control-unknown = Não conheço esse botão ou menu; use a mensagem mais recente, ou /game status para ver a mesa.
discord-refused = O Discord recusou uma mensagem que tentei enviar neste canal; /game status mostra como está a partida.
internal-error = Algo deu errado do nosso lado; o erro foi registrado.
rule-gone = Essa regra não está mais no livro de regras; veja /game rules.
rule-button = Regra

## cogs/reminders.py — a rodada de lembretes e os lugares parados

reminder-waiting = a partida está esperando por você há {$wait}.
reminder-last-table = Última mesa: {$url}
reminder-stalled = Esta partida parece parada: { $n ->
        [one] {$n} lembrete diário ficou sem resposta.
       *[other] {$n} lembretes diários ficaram sem resposta.
    } O anfitrião ou um membro que pode gerenciar o canal pode substituir o lugar, colocá-lo no piloto automático ou retirar o jogador:
replace-who = Quem assume o lugar {$seat}?
replace-not-a-bot = Um bot não pode ocupar um lugar; use o piloto automático para uma IA.

## cogs/natera.py, cogs/uluk.py, cogs/wendake.py — o que só o próprio lugar vê

own-not-seated = { $what ->
        [hand] Você não tem lugar nesta partida, então não tem mão.
        [feast] Você não tem lugar nesta partida, então não tem carta de banquete.
       *[masks] Você não tem lugar nesta partida, então não tem cartas de máscara.
    }
own-resigned = { $what ->
        [hand] Você desistiu desta partida: agora a IA joga o seu lugar, e a mão dela fica escondida de você como de qualquer outra pessoa.
        [feast] Você desistiu desta partida: agora a IA joga o seu lugar, e a carta de banquete dela fica escondida de você como de qualquer outra pessoa.
       *[masks] Você desistiu desta partida: agora a IA joga o seu lugar, e as cartas de máscara dela ficam escondidas de você como de qualquer outra pessoa.
    }
