# As palavras que as imagens de todos os jogos compartilham (rendering/__init__.py, labels.py,
# phone.py, standings.py): o texto alternativo, a faixa do celular, o nome que substitui um
# assento, as notas de desistência, os cabeçalhos da classificação.

## o texto alternativo (rendering.describe)

pictures-over-winners = A partida terminou; { $count ->
        [0] ninguém vence
        [one] vencedor: {$names}
       *[other] vencedores: {$names}
    }.
pictures-seat-score = {$seat} {$n}
pictures-scores = Pontuação: {$scores}.
pictures-waiting-deciding = Esperando {$names}: {$decision}.
pictures-section-facts = {$section}: {$facts}.

## a faixa da imagem do celular (rendering/phone.py)

pictures-waiting-for = Esperando {$names}
pictures-names = {$names}
pictures-nobody = ninguém

## assentos (rendering/labels.py)

pictures-seat = Assento {$n}
pictures-resigned = { $names_count ->
        [one] {$names} desistiu
       *[other] {$names} desistiram
    }
pictures-with-note = {$line} ({$note})
pictures-resigned-mark = (desistiu)

## a classificação (rendering/standings.py)

pictures-standings-title = {$title}: a classificação
pictures-standings-place = #
pictures-standings-player = Jogador
pictures-standings-rating = Pontuação
pictures-standings-games = Partidas
pictures-standings-won = Vitórias
pictures-standings-ai = IA
pictures-standings-rating-value = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) }
