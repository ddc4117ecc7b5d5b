# The words every title's pictures share (rendering/__init__.py, labels.py, phone.py,
# standings.py): the alt text's sentences, the phone banner, a seat's stand-in name, the
# resignation notes, the leaderboard's headings.
# $names is a list of seat names (joined per language) unless said otherwise.

## the alt text (rendering.describe)

# $names: the winners already joined with commas; $count how many.
pictures-over-winners = The game is over; winner: { $count ->
        [0] nobody
       *[other] {$names}
    }.
pictures-seat-score = {$seat} {$n}
# $scores: "ann 12, bob 9" (pictures-seat-score, joined with commas).
pictures-scores = Scores: {$scores}.
# $decision: what they decide, as the phone picture says it.
pictures-waiting-deciding = Waiting for {$names}: {$decision}.
# $section: a section's title or a seat's name; $facts its facts joined with commas.
pictures-section-facts = {$section}: {$facts}.

## the phone picture's banner (rendering/phone.py)

pictures-waiting-for = Waiting for {$names}
pictures-names = {$names}
pictures-nobody = nobody

## seats (rendering/labels.py)

# a seat whose name the font cannot show at all; $n its number (or "?")
pictures-seat = Seat {$n}
pictures-resigned = {$names} resigned
# $line: a winner line; $note: pictures-resigned
pictures-with-note = {$line} ({$note})
pictures-resigned-mark = (resigned)

## the leaderboard (rendering/standings.py)

# $title: the title's display name
pictures-standings-title = {$title}: the standings
pictures-standings-place = #
pictures-standings-player = Player
pictures-standings-rating = Rating
pictures-standings-games = Games
pictures-standings-won = Won
pictures-standings-ai = AI
# a player's displayed rating, one decimal (12.3 / 12,3)
pictures-standings-rating-value = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) }
