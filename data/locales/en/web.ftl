# The web table's pages and the Discord Activity (bot/web): what a browser shows around the
# table picture. Ids start with "web-".

web-ai = AI
web-resigned = resigned
web-decides-now = decides now
web-log-empty = Nothing has been played yet.
web-only-you = Only you see
web-table = Table
web-seats = Seats
web-score-pad = Score pad
web-replay-link = Watch it again, turn by turn
web-log = Log
web-your-move = Your move
web-choose = Choose an action
web-play = Play
web-no-games = No games here yet.
web-previous-turn = Previous turn
web-next-turn = Next turn
web-turn = Turn {$turn} of {$turns}
web-show = Show
web-game-heading = {$title} — game {$id}
web-seat-heading = {$heading} — {$seat}
web-server-heading = Campfire — this server
web-index-entry = {$title} {$id}: { $status ->
        [finished] finished
       *[active] under way
    } — {$seats}
web-status-waiting = {$title}: waiting for { $names_count ->
        [0] nobody
       *[other] {$names}
    } for {$wait}.
web-status-waiting-now = {$title}: waiting for { $names_count ->
        [0] nobody
       *[other] {$names}
    }.
web-status-over = {$title}: the game is over. { $winners_count ->
        [0] Nobody won.
        [one] Winner: {$winners}.
       *[other] Winners: {$winners}.
    }
web-pad-winners = { $winners_count ->
        [0] Winner: nobody
        [one] Winner: {$winners}
       *[other] Winners: {$winners}
    }
web-pad-resigned = Resigned (cannot win): {$seats}
web-no-table = No such table.
web-no-server = No such server.
web-too-many-requests = Too many requests; wait a few seconds.
web-too-many-moves = Too many moves at once; wait a few seconds.
web-other-site = That request came from another site; nothing was played.
web-wrong-form = That form is not this page's; reload it and try again.
web-open-from-discord = Open your server's games from the link /game web gives.
web-replay-later = The replay opens when the game is over.
web-link-expired = This link has expired or was revoked; /game web gives you a new one.
web-link-gone = This link's game is gone, or you no longer sit at it.
web-off = The web table is off on this bot; its admin turns it on (README, The web table).
web-links-revoked = Your web links no longer work; /game web gives you a new one.
web-no-game-here = There is no game in this channel; start one with /game new.
web-your-seat = Your seat on the web (only for you, for a week): <{$url}>
web-this-game = This game on the web: <{$url}>
web-every-game = Every game of this server: <{$url}>
web-activity-opening = Opening your table…
web-activity-noscript = The Activity needs JavaScript to find your table.
web-activity-outside = Open this page from Discord: start the Campfire Activity in a game's channel.
web-activity-refused = Discord did not confirm who you are; close the Activity and open it again.
web-activity-failed = The Activity could not reach the table; close it and open it again.
web-activity-no-game = There is no game in this channel; start one with /game new, then open the Activity again.
web-activity-off = The Activity is not set up on this bot; its admin sets it up (README, The web table).
