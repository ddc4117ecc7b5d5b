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

## cogs/common.py — a mensagem da mesa, seus controles, permissões

title-not-running = Não há nenhuma partida de {$title} em andamento neste canal.
post-no-permission = Não consigo publicar a mesa neste canal: preciso { $permissions_count ->
        [one] da permissão
       *[other] das permissões
    } {$permissions} aqui. Nada foi jogado; peça ajuda a um administrador do servidor.
permission-send-messages = Enviar mensagens
permission-attach-files = Anexar arquivos
permission-send-messages-in-threads = Enviar mensagens em tópicos
permission-create-public-threads = Criar tópicos públicos
replay-film-alt = A partida inteira de novo, turno a turno, como um filme. {$final}
live-table = Mesa ao vivo: {$url}
prompt-choose = Escolha…
prompt-natives-place = Coloque um nativo…
prompt-natives-take = Pegue uma carta…
prompt-natives-use = Escolha uma profissão…
prompt-natives-discard = Escolha a carta a descartar…
prompt-natives-resolve = Jogue um ritual…
prompt-natives-sacrifice = Escolha o nativo a sacrificar…
prompt-inuit-place = Coloque um inuit…
prompt-inuit-take = Pegue uma carta…
prompt-inuit-use = Escolha uma ocupação…
prompt-inuit-discard = Escolha a carta a descartar…
prompt-inuit-resolve = Jogue um rito…
prompt-inuit-sacrifice = Escolha o inuit a sacrificar…
prompt-uluk-place = Coloque um membro da tribo…
prompt-uluk-move = Mova seu membro da tribo…
prompt-natera-play = Jogue uma carta…
prompt-natera-hire = Contrate um especialista…
prompt-natera-discard = Escolha a carta a descartar…
prompt-wendake-pick = Escolha uma peça do seu tabuleiro…

## bot/present.py — a folha de pontuação, as linhas de estado, o fim

category-natives = Nativos na própria tribo
category-others = Sua cor em outras tribos
category-food = Comida
category-scalps = Escalpos
category-rituals = Rituais
category-totems = Totens
category-total = Total
category-natives-war-peace = Guerra e Paz
category-natives-legendary = Nativos lendários
category-natives-curses = Fichas de maldição
category-inuit-natives = Inuit na própria aldeia
category-inuit-others = Sua cor em outras aldeias
category-inuit-food = Cartas de caça
category-inuit-scalps = Armas
category-inuit-rituals = Ritos
category-inuit-totems = Espíritos
category-uluk-seasons = Felicidade nas estações
category-uluk-feast = Banquete
category-uluk-hunger = Fichas de fome
category-uluk-tokens = Mais fichas de monumento
category-uluk-sets = Conjuntos de símbolos de invenção
category-natera-claims = Reivindicações
category-natera-settlements = Assentamentos
category-natera-science = Tabuleiro de ciência
category-natera-specialists = Especialistas
category-natera-exploration = Cartas de exploração
category-natera-authority = Posições de autoridade
category-wendake-economic = Econômico
category-wendake-military = Militar
category-wendake-ritual = Ritual
category-wendake-mask = Máscaras
category-wendake-lower-1 = Menor do primeiro par
category-wendake-lower-2 = Menor do segundo par
winners-line = { $n ->
        [0] Vencedor: ninguém
        [one] Vencedor: {$names}
       *[other] Vencedores: {$names}
    }{$note}
winners-note = {" "}({$note})
resigned-line = Desistiram (não podem vencer): {$names}
tie-note = empate com {$total} {$unit}{$broken}
tie-broken-by = , desempatado por {$rules}
tie-break-most-monument-tokens = mais fichas de monumento
tie-break-highest-monument-token = a ficha de monumento de número mais alto
tie-break-most-authority = mais Autoridade em todos os Distritos
tie-break-most-supply = mais Suprimentos
tie-break-higher-track-sum = a maior soma das quatro trilhas
tie-break-fewer-natives = menos nativos
tie-break-fewer-inuit = menos inuítes
tie-break-furthest-from-first = o lugar mais distante do primeiro jogador
points-points = { $n ->
        [one] ponto
       *[other] pontos
    }
points-happiness = de Felicidade
game-over-line = A partida terminou. {$winners}.
status-over = {$title}: a partida terminou. {$winners}.
status-waiting = {$title}{$expansions}{$progress}: esperando { $waiting_count ->
        [0] ninguém
       *[other] {$waiting}
    }{$since}.
status-since = {" "}há {$wait}
status-expansions = {" "}({$names})
status-season = , estação {$n} de {$total}
status-year = , ano {$n} de {$total}
status-round = , rodada {$n}

## bot/rules/base.py — recusas comuns a todos os motores

game-seats-range = Este jogo é para {$least} a {$most} jogadores, não {$n}.
game-seats-same-name = Cada lugar precisa do próprio nome.
action-empty = Diga o que fazer: uma ação vazia não significa nada.
action-seat-not-seated = {$seat} não está sentado nesta mesa.
compound-empty-step = Uma ação composta tem um passo vazio entre dois ';'.
compound-too-late = '{$step}' chega tarde demais: sua decisão tinha terminado depois de '{$after}'. Nada foi jogado.
compound-too-late-played = '{$step}' chega tarde demais: depois de '{$after}' o motor jogou '{$played}' por você, pois não havia outra opção, e sua decisão tinha terminado. Nada foi jogado.
action-game-over = A partida terminou: nenhuma ação é mais aceita.
action-already-chosen = Você já fez sua escolha neste passo: a mesa está esperando { $names_count ->
        [0] ninguém
       *[other] {$names}
    }.
action-not-your-turn = Não é a sua vez: a mesa está esperando { $names_count ->
        [0] ninguém
       *[other] {$names}
    }.
seat-named-twice = Vários lugares se chamam '{$given}': indique o lugar pelo número (de 1 a {$n}).
seat-named-none = Não há nenhum lugar '{$given}': indique um lugar pelo número (de 1 a {$n}).

## cogs/game.py — /game …

language-name = Português (Brasil)
tutorial-no-thread = Um tutorial abre neste canal; deixe thread desativado, ou abra-o em um canal próprio.
status-lobby = Mesa de {$title}, ainda não começou: {$seats}. O anfitrião começa com /game start.
status-away = {$seat} está ausente até {$date}.
status-table-language = Esta mesa fala {$name}.
log-header = **Registro de {$title} — página {$page}/{$pages}**
log-empty = Nada foi jogado ainda.
hint-ai-would-play = A IA jogaria: **{$move}**
rules-which-title = Este canal não tem partida, então diga qual: adicione title: ({$titles}).
rules-no-such-rule = {$title} não tem nenhuma regra chamada '{$rule}'; escolha uma da lista.
history-hints-used = Dicas usadas: {$uses}.
replay-whole = {$title}: a partida inteira, turno a turno.
replay-after-turn = {$title}: a mesa após o turno {$turn}.
replay-turn-out-of-range = Esta partida tem { $n ->
        [one] 1 turno
       *[other] {$n} turnos
    }: escolha um turno de 0 (a mesa antes do primeiro) a {$n}.
replay-refused = O Discord recusou o replay neste canal; /game replay sem public:true mostra para você.
replay-choice = #{$id} {$title}, {$day}, { $winners_count ->
        [0] sem vencedor
       *[other] vencida por {$winners}
    }
mine-none = Não há nenhuma partida aberta neste servidor.
mine-lobby = {$title} em {$where}: mesa aberta, { $n ->
        [one] {$n} sentado
       *[other] {$n} sentados
    }
mine-your-move = **sua vez**
mine-waiting = {$title} em {$where}: esperando {$names} há {$wait}
tutorial-welcome = { $hints ->
        [yes] Sua primeira partida: você joga contra a IA, e cada tipo de decisão é explicado aqui na primeira vez que aparece. /game hint sugere uma jogada.
       *[no] Sua primeira partida: você joga contra a IA, e cada tipo de decisão é explicado aqui na primeira vez que aparece.
    }
thread-from-text-channel = Abra uma mesa em um tópico a partir de um canal de texto, não de dentro de um tópico.
thread-no-permission = Não consigo abrir um tópico aqui: preciso { $permissions_count ->
        [one] da permissão
       *[other] das permissões
    } {$permissions} neste canal.
thread-refused = O Discord recusou abrir um tópico aqui; nada foi aberto. Tente de novo daqui a pouco, ou peça ajuda a um administrador do servidor.
thread-announce = Há uma mesa de {$title} aberta em {$thread}: entre nela lá com /game join.
thread-not-announced = Sua mesa de {$title} está aberta em {$thread}, mas não consegui anunciá-la neste canal: diga aos outros para entrarem lá com /game join.

## cogs/reminders.py, cogs/me.py — lembretes e configurações de cada um

reminder-dm-where = (em {$channel})
stalled-replace = Substituir {$seat}
stalled-autopilot = Piloto automático para {$seat}
stalled-drop = Remover {$seat}
replace-choose-member = Escolha um membro…
replace-pick-one = Escolha exatamente um membro.
me-reminders = Os lembretes chegam até você { $where ->
        [channel] no canal da partida
        [dm] por mensagem direta
       *[both] no canal e por mensagem direta
    }; seu fuso horário é {$zone}.
me-quiet = Horas de silêncio: {$start}–{$end}.
me-no-quiet = Sem horas de silêncio.
me-away = Ausente até {$day} (sem avisos até lá).

## bot/standings.py, cogs/standings.py — /game stats e /game leaderboard

stats-none = {$who} ainda não terminou nenhuma partida neste servidor.
stats-played = {$who}: { $n ->
        [one] {$n} partida terminada
       *[other] {$n} partidas terminadas
    } neste servidor.
stats-title = {$title}: {$played} jogadas, {$won} vencidas.
stats-title-scored = {$title}: {$played} jogadas, {$won} vencidas, pontuação média {NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1)}, melhor {$best}.
stats-streak-wins = Sequência atual: { $n ->
        [one] {$n} vitória seguida
       *[other] {$n} vitórias seguidas
    }.
stats-streak-losses = Sequência atual: { $n ->
        [one] {$n} partida
       *[other] {$n} partidas
    } sem vencer.
stats-favourite = Jogo favorito: {$title}.
leaderboard-none = Nenhuma partida de {$title} foi classificada neste servidor ainda.
leaderboard-intro = {$title}: a classificação deste servidor (rating = mu - 3 sigma, openskill).
leaderboard-alt = Classificação de {$title}: {$places}.
leaderboard-alt-place = {$place}. {$name}: rating {NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1)}, {$games} jogadas, {$won} vencidas

## bot/discord_app.py — command, option and choice descriptions Discord shows (found by their English;
## names stay English)

cmd-play-turn-of = Jogue seu turno de {$game}
cmd-open-join-and-run-a-game = Abra, entre e conduza uma partida neste canal
cmd-open-a-new-table-in-this = Abra uma nova mesa neste canal
cmd-which-game = Qual jogo
cmd-natives-soul-of-the-prairie-seasons = Natives: soul-of-the-prairie, seasons, strangers; Natera: nuclear-discovery (separadas por vírgulas)
cmd-seasons-random-a-recommended-set-1 = Seasons: random, um conjunto recomendado (1-3 ou o nome) ou três cartas de estação
cmd-open-the-table-in-a-new = Abra a mesa em um novo tópico deste canal (um canal, várias partidas)
cmd-let-players-ask-game-hint-for = Permite pedir a /game hint a jogada da IA (ativado por padrão)
cmd-your-first-game-you-against-the = Sua primeira partida: você contra a IA, cada tipo de decisão explicado uma vez
cmd-natera-the-draft-variant-each-keeps = Natera: a variante draft (cada um fica com uma carta da mão que recebe)
cmd-natera-tribes-dealt-or-picked-wendake = Natera: tribos distribuídas ou escolhidas; Wendake: todos os Wendat, ou por draft
cmd-natera-dealt-at-random-the-default = Natera: distribuídas ao acaso (padrão)
cmd-natera-picked-in-turn-order = Natera: escolhidas na ordem de turno
cmd-wendake-everyone-the-wendat-the-default = Wendake: todos os Wendat (padrão)
cmd-wendake-drafted = Wendake: por draft
cmd-natera-the-claim-tiles-one-of = Natera: as peças de reivindicação (uma de cada letra ao acaso, ou um conjunto numerado)
cmd-natera-one-of-each-letter-random = Natera: uma de cada letra, lados ao acaso (padrão)
cmd-natera-the-numbered-set-a-1 = Natera: o conjunto numerado A.1-E.1
cmd-natera-the-numbered-set-a-2 = Natera: o conjunto numerado A.2-E.2
cmd-the-language-of-the-table-s = O idioma das mensagens da mesa neste canal (o do servidor por padrão)
cmd-take-a-seat-at-the-table = Sente-se à mesa deste canal
cmd-leave-the-table-before-the-game = Saia da mesa antes de a partida começar
cmd-host-fill-a-seat-with-an = (anfitrião) Ocupe um lugar com um jogador IA
cmd-host-start-the-game = (anfitrião) Comece a partida
cmd-shuffle-the-seats-instead-of-keeping = Embaralhe os lugares em vez de manter a ordem de chegada
cmd-the-table-picture-whose-turn-it = A imagem da mesa, de quem é a vez e desde quando
cmd-the-last-actions-of-this-channel = As últimas ações da partida deste canal
cmd-1-is-the-newest-page = 1 é a página mais recente
cmd-how-to-play-a-turn-of = Como jogar um turno da partida deste canal: comandos, nomes de cartas, um exemplo
cmd-privately-the-move-the-ai-would = Em privado: a jogada que a IA faria por você agora, e por quê
cmd-a-short-summary-of-the-rules = Um breve resumo das regras, ou o parágrafo de uma regra
cmd-which-game-this-channel-s-by = Qual jogo (o deste canal por padrão)
cmd-one-rule-as-a-refusal-names = Uma regra, como uma recusa a nomeia (o botão Regra mostra o mesmo)
cmd-resign-the-ai-plays-your-seat = Desista: a IA joga seu lugar até o fim e você não pode vencer
cmd-host-or-manage-channels-end-this = (anfitrião ou Gerenciar canais) Encerre agora a partida deste canal
cmd-finished-games-of-this-channel-with = Partidas terminadas deste canal, com vencedores e pontuações
cmd-a-finished-game-again-the-animated = Uma partida terminada de novo: o replay animado, ou a mesa após o turno N
cmd-which-finished-game-of-this-channel = Qual partida terminada deste canal (a última por padrão)
cmd-show-the-table-as-it-was = Mostra a mesa como estava após este turno (0: antes do primeiro)
cmd-post-it-for-the-whole-channel = Publique para todo o canal em vez de só para você
cmd-daily-reminder-time-and-timezone-for = Hora e fuso do lembrete diário desta partida (ou off)
cmd-hh-mm-e-g-19-30 = HH:MM, p. ex. 19:30
cmd-iana-name-e-g-europe-madrid = Nome IANA, p. ex. America/Sao_Paulo
cmd-turn-the-daily-reminder-off = Desative o lembrete diário
cmd-remind-after-waiting-this-many-hours = Lembre após esperar esta quantidade de horas
cmd-offer-replace-autopilot-drop-after-this = Ofereça substituir/piloto automático/remover após estes lembretes sem resposta
cmd-poke-the-player-the-game-is = Cutuque o jogador que a partida espera (uma vez a cada 12 h)
cmd-take-back-your-last-action-and = Desfaça sua última ação e as respostas da IA (se ninguém mais jogou e nada foi revelado)
cmd-every-game-in-this-server-those = Todas as partidas deste servidor, primeiro as que esperam por você
cmd-privately-your-link-to-this-game = Em privado: seu link para a página web ao vivo desta partida
cmd-end-every-web-link-you-were = Em vez disso, anule todos os links web que você recebeu
cmd-host-or-manage-channels-give-a = (anfitrião ou Gerenciar canais) Dê um lugar a outro membro
cmd-the-seat-to-hand-over = O lugar a ceder
cmd-who-takes-it = Quem o assume
cmd-let-the-ai-play-a-seat = Deixe a IA jogar um lugar até o jogador voltar
cmd-the-seat-the-ai-plays = O lugar que a IA joga
cmd-you-are-back-play-your-own = Você voltou: jogue de novo seu próprio lugar
cmd-host-or-manage-channels-drop-an = (anfitrião ou Gerenciar canais) Remova um jogador ausente
cmd-the-seat-to-drop = O lugar a remover
cmd-games-played-and-won-scores-streak = Partidas jogadas e vencidas, pontuações, sequência (só você vê)
cmd-whose-record-yours-by-default = O histórico de quem (o seu por padrão)
cmd-the-server-s-ranking-for-one = A classificação do servidor em um jogo, como imagem
cmd-phase-2-lay-out-cards-from = Fase 2: revele cartas do baralho, uma por batedor
cmd-how-many-cards-to-lay-out = Quantas cartas revelar agora (uma de cada vez)
cmd-phase-3-choose-a-profession-and = Fase 3: escolha uma profissão e pegue cartas com ela
cmd-the-profession-to-use = A profissão a usar
cmd-cards-to-take-a-number-for = Cartas a pegar: um número para comida, ou nomes de cartas (man-bear …)
cmd-take-one-more-card-with-the = Pegue mais uma carta com a profissão escolhida
cmd-stop-taking-cards-before-your-limit = Pare de pegar cartas antes do seu limite
cmd-put-a-native-your-elders-took = Coloque sob uma profissão um nativo que seus anciãos pegaram
cmd-which-native-goes-where = Qual nativo vai para onde
cmd-choose-which-of-your-rituals-is = Escolha qual dos seus rituais é jogado a seguir
cmd-sacrifice-the-native-that-becomes-a = Sacrifício: o nativo que vira um escalpo
cmd-discard-the-card-a-ritual-demands = Descarte a carta que um ritual exige de você
cmd-pass-when-no-profession-can-take = Passe, quando nenhuma profissão pode pegar nada
cmd-any-action-in-the-notation-see = Qualquer ação na notação (veja /game help)
cmd-play-your-season-of-uluk = Jogue sua estação de Uluk
cmd-errand-phase-send-a-triber-to = Fase de tarefas: envie um membro da tribo a um espaço
cmd-where-the-triber-goes = Para onde vai o membro da tribo
cmd-hunt-with-a-poison-token-fn = Cace com uma ficha de Veneno (fnōrd, hlák)
cmd-at-the-workshop-the-invention-you = Na Oficina: a invenção que você pega
cmd-after-everyone-placed-move-your-triber = Depois que todos colocaram: tire seu membro da tribo da Cabana do Xamã
cmd-leave-your-triber-in-the-shaman = Deixe seu membro da tribo na Cabana do Xamã
cmd-processing-turn-raw-pieces-into-a = Processamento: transforme peças brutas em um produto (um membro da tribo)
cmd-what-to-make = O que fabricar
cmd-how-many-raw-pieces-to-process = Quantas peças brutas processar
cmd-processing-with-a-free-processing-invention = Processamento com uma invenção de processamento grátis
cmd-feeding-tribers-eat-a-food = Alimentação: membros da tribo comem um alimento
cmd-the-food-they-eat = O alimento que comem
cmd-how-many-tribers-eat-it = Quantos membros da tribo o comem
cmd-reproduction-two-pieces-of-food-for = Reprodução: duas peças de comida por um novo membro da tribo na próxima estação
cmd-celebrate-once-a-season-6-or = Celebre uma vez por estação: +6, ou +3 com veneno
cmd-a-food-or-poison = Um alimento, ou veneno
cmd-the-holiday-treat = A guloseima da festa
cmd-eat-extra-treats-1-each = Coma guloseimas extras: +1 cada
cmd-end-your-processing-or-feeding-for = Termine seu processamento ou alimentação nesta estação
cmd-your-secret-feast-card-only-you = Sua carta de banquete secreta (só você a vê)
cmd-any-action-in-uluk-s-notation = Qualquer ação na notação de Uluk (veja /game help)
cmd-send-your-tribe-leader-or-an = Envie seu líder da tribo ou um explorador a um local
cmd-which-token-and-where-leader-farm = Qual peça e para onde (leader farm-2, explorer forest-4)
cmd-play-an-exploration-card-from-your = Jogue uma carta de exploração da sua mão pagando um de seus custos
cmd-the-card-and-the-attribute-you = A carta e o atributo com que você paga
cmd-hire-a-specialist-from-the-row = Contrate um especialista da fileira (ou com desconto quando um efeito oferece)
cmd-the-specialist-to-hire = O especialista a contratar
cmd-use-a-specialist-s-or-a = Use a habilidade de um especialista ou de uma carta jogada
cmd-whose-ability = A habilidade de quem
cmd-establish-a-settlement-for-10-supply = Funde um assentamento por 10 suprimentos onde você tem acesso
cmd-where-the-settlement-goes = Onde fica o assentamento
cmd-discard-a-card-two-cards-for = Descarte uma carta (duas cartas por um recurso é uma ação gratuita)
cmd-the-card-to-discard = A carta a descartar
cmd-take-the-resource-an-effect-or = Pegue o recurso que um efeito ou descarte lhe dá
cmd-the-resource-you-take = O recurso que você pega
cmd-draft-the-card-you-keep-from = Draft: a carta que você guarda da mão que recebe
cmd-the-card-you-keep = A carta que você guarda
cmd-pass-for-the-rest-of-the = Passe pelo resto da estação
cmd-the-action = A ação
cmd-your-hand-of-exploration-cards-only = Sua mão de cartas de exploração (só você a vê)
cmd-put-a-marker-on-a-tile = Ponha um marcador numa peça do seu tabuleiro de ações (alinhada às escolhas anteriores)
cmd-the-tile-s-place-on-your = O lugar da peça no seu tabuleiro, de a1 a c3
cmd-put-your-marker-on-the-first = Ponha seu marcador no primeiro espaço livre da trilha de ordem de turno
cmd-move-a-warrior-one-step-or = Mova um Guerreiro um passo ou por um caminho (W3 t7, W3 t7 t8b)
cmd-the-warrior-and-where-it-goes = O Guerreiro e para onde vai
cmd-fight-a-guard-or-the-native = Lute contra um Guarda ou o Nativo de uma Área Produtiva
cmd-your-warrior-and-whom-it-fights = Seu Guerreiro e contra quem luta (W3 2W5, W3 t7b)
cmd-send-an-outpost-home-before-or = Mande um Posto Avançado para Casa (antes ou depois de uma ação)
cmd-the-outpost-s-area-t7b-and = A área do Posto Avançado (t7b), e empty para deixá-la vazia
cmd-restore-swap-a-leaving-tile-for = Restauração: troque uma peça que sai por uma peça avançada
cmd-the-leaving-tile-and-the-advanced = A peça que sai e a peça avançada (c1 longhouse)
cmd-end-the-current-move-trade-or = Termine a ação de Movimento, Comércio ou Máscara em curso, ou seu turno
cmd-leave-out-the-tile-s-next = Pule a próxima ação da peça
cmd-your-mask-cards-only-you-see = Suas cartas de máscara (só você as vê)
cmd-your-own-campfire-settings = Suas próprias configurações do Campfire
cmd-how-and-when-you-are-reminded = Como e quando você é lembrado (só você vê)
cmd-where-reminders-reach-you = Onde os lembretes chegam até você
cmd-in-the-game-s-channel = no canal da partida
cmd-by-direct-message = por mensagem direta
cmd-both = ambos
cmd-your-iana-timezone = Seu fuso horário IANA
cmd-quiet-hours-in-your-timezone-e = Horas de silêncio no seu fuso, p. ex. 23:00-07:30, ou off
cmd-no-pings-until-the-end-of = Sem avisos até o fim deste dia (AAAA-MM-DD), ou off

# Os nomes dos jogos como cada idioma os publica (bot.rules.title_msg).
game-title-natives = Nativos
game-title-inuit = Inuit: O Povo da Neve
game-title-uluk = Uluk
game-title-natera = Natera: New Beginning
game-title-wendake = Wendake
