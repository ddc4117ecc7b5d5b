# Campfire's common catalog, English: the table service, the Discord layer, the commands.
# Every message here is used by the code (tests/test_l10n_catalogs.py fails on one that is
# not, and on one the code uses that is missing). Ids are kebab-case, grouped by what says them.
# Variables: a seat or game name is a string; $n and the like are numbers (they choose plural
# forms); a list arrives joined for the language, with its length as $<name>_count.

## bot/tables.py — the lobby

table-opened = {$seat} opens a table of {$title}. Join with /game join; the host starts with /game start.
table-channel-taken = This channel already has a game of {$title} ({ $status ->
        [lobby] lobby
       *[active] active
    }); finish or abandon it first, or use another channel.
table-title-not-playable = {$title} is not playable yet; try {$known}.
table-title-unknown = There is no game called '{$given}'; choose from {$known}.
table-already-seated = You already have a seat at this table.
table-full = The table is full ({$n} players).
table-joined = {$seat} joins ({$n} at the table).
table-leave-started = The game has started: use /game resign to leave it.
table-leave-unseated = You have no seat at this table.
table-left = {$seat} leaves the table.
table-closed-empty = Nobody is left: the table is closed.
table-new-host = {$seat} is the host now.
start-too-few = {$title} needs at least {$least} players; {$n} seated so far.
game-begins = {$title} begins: {$seats}.
game-begins-first = {$title} begins: {$seats}. {$first} plays first.
the-host = the host
host-only = Only the host ({$host}) can {$what}.
host-only-add-ai = add an AI player
host-only-start = start the game
steward-only = Only the host or a member who can manage this channel can do that.
lobby-started = The game has already started.
channel-no-table = There is no table in this channel; open one with /game new.

## bot/tables.py — playing

table-action-too-long = That action is {$n} characters long; an action is at most {$most}.
table-stale-button = That button belongs to an earlier turn; use the newest message.
table-you-resigned = You resigned from this game.
game-not-started = The game has not started yet; the host starts it with /game start.
game-not-seated = You are not seated at this game.
seat-unknown = There is no seat called '{$given}'; seats: {$seats}.
channel-no-game = There is no game in this channel; start one with /game new.
channel-no-game-ever = There is no game in this channel.
channel-game-over = The game in this channel is over: /game history shows how it ended, and /game new starts another.
channel-other-title = This channel's game is {$title}, not {$other}: play it with /{$group} (see /game help).
ai-plays = {$who} plays '{$action}'.
undo-nothing = There is nothing to undo yet.
undo-not-last = Only the last action can be undone, and it is {$who}'s.
undo-turn-revealed = '{$action}' cannot be taken back: it ended your turn, and cards nobody had seen came to light as the next one began.
undo-revealed = '{$action}' revealed cards, so it cannot be taken back.
undo-answer-revealed = '{$action}' cannot be taken back: {$who} answered it with '{$reply}', which revealed cards.
undo-done = {$seat} takes back '{$action}'.
undo-done-with-answers = {$seat} takes back '{$action}' and what {$who} played after it.
resign-already = You have already resigned from this game.
resign-by-self = {$seat} resigns
resign-ends-last = {$what}: {$seat} is the only player left, so the game ends with the scores as they stand.
resign-ends-nobody = {$what}: nobody is left playing, so the game ends with the scores as they stand.
resign-ai-plays-on = {$what}; the AI plays their seat out.
abandon-not-allowed = Only the host or a member who can manage this channel can abandon the game.
abandoned = The {$title} game is abandoned.

## bot/tables.py — the record

log-page-zero = Pages start at 1.
log-pages = The log has { $n ->
        [one] {$n} page
       *[other] {$n} pages
    }.
finished-not-here = Game {$id} is not a finished game of this channel; see /game history.
finished-none = No game has finished in this channel yet.

## bot/rules/base.py — what every engine shares

compound-step-refused = Nothing was played: step {$n} of {$total}, '{$step}', is refused. {$reason}
compound-cannot-follow = '{$step}' cannot follow: after '{$after}' the engine played '{$played}' for you, as nothing else was possible. {$reason}

## bot/keepalive.py — reminders, nudges, stalled seats

control-game-over = That button belongs to a game that is over.
remind-min-wait-range = The minimum wait is between 0 and 168 hours.
remind-stall-range = A game is stalled after 1 to 60 unanswered reminders.
remind-not-allowed = Only the players, the host or members who can manage this channel can change the reminders.
remind-off = Daily reminders are off for this game.
remind-set = Daily reminder at {$time} ({$zone}) for whoever the game has waited on for {$hours} h or more; stalled after { $stall ->
        [one] {$stall} unanswered reminder
       *[other] {$stall} unanswered reminders
    }.
nudge-too-soon = This game was nudged less than 12 h ago; try again in {$wait}.
nudge-only-you = The game is waiting for you, not for anyone else.
nudge-away = They are away until {$date}; no nudge until then.
nudged = {$seat} nudges: the game is waiting for you (for {$wait}).
replace-already-seated = {$user} already has a seat in this game.
replace-done = {$user} takes over the seat {$seat} from {$who}.
the-ai = the AI
autopilot-already = {$seat} is already played by the AI.
autopilot-on = The AI plays for {$seat} until they are back (/game back).
back-not-on-autopilot = Your seat is not on autopilot.
back-done = {$seat} is back and plays their own seat again.
drop-already = {$seat} has already left this game.
drop-done = {$seat} is dropped from the game

## bot/present.py — waits, as compact as a status line needs

wait-days = { $days ->
        [one] {$days} day
       *[other] {$days} days
    } {$hours} h
wait-hours = {$hours} h {$minutes} min
wait-minutes = {$minutes} min
wait-seconds = {$seconds} s

## bot/learning.py, bot/present.py — hints and the record

hints-off = Hints are off at this table: its host opened it with hints:off.
hint-not-your-decision = The game is not waiting for you, so there is no move to hint at.
hint-table-changed = The table changed while the hint was worked out; ask again.
hints-asked = { $n ->
        [one] {$seat} asked the AI for a hint.
       *[other] {$seat} asked the AI for {$n} hints.
    }
log-taken-back = taken back
seat-ai = {$name} (AI)

## cogs/common.py — the Discord layer

post-table-failed = Your move is saved, but I could not post the table in this channel (Discord refused it); /game status posts it again.
done = Done.
move-continues = Your move continues with {$verbs}: the buttons below, or the slash commands.
replay-film-intro = The whole game again, turn by turn:
# $n: how many are mentioned (a language may say "you" differently to one and to several)
your-move-mention = { $n ->
       *[other] {$who} — your move.
    }
posting-table = Posting the table…
choice-gone = That choice is no longer open; use the newest message.
pick-one-option = Pick exactly one option.
my-choices-button = My choices
choices-not-your-decision = The game is not waiting for you right now.
your-choices = Your choices:

## cogs/guard.py, cogs/why.py — the gate every interaction passes

option-unknown = /{$command} has no option called {$name}.
option-not-text = The option {$name} must be text.
option-too-long = The option {$name} is too long ({$n} characters; at most {$most}).
option-not-number = The option {$name} must be a number.
option-between = The option {$name} must be from {$low} to {$high}.
option-at-least = The option {$name} must be at least {$low}.
option-at-most = The option {$name} must be at most {$high}.
option-not-a-choice = {$value} is not a choice for {$name}; choose from {$allowed}.
option-missing = /{$command} needs {$name}:…
outside-server = Campfire's games are played in a server's channels, not in direct messages.
member-not-here = That member is not in this server.
value-not-valid = {$value} is not a valid value here.
command-changed = This command has changed since your Discord loaded it; try it again in a moment.
command-not-here = You cannot use this command here.
control-unknown = I do not know that button or menu; use the newest message, or /game status for the table.
discord-refused = Discord refused a message I tried to send in this channel; /game status shows where the game stands.
internal-error = Something went wrong on our side; it has been logged.
rule-gone = That rule is no longer in the rulebook; see /game rules.
rule-button = Rule

## cogs/reminders.py — the reminder sweep and stalled seats

reminder-waiting = the game has been waiting for you for {$wait}.
reminder-last-table = Last table: {$url}
reminder-stalled = This game looks stalled: { $n ->
        [one] {$n} daily reminder went unanswered.
       *[other] {$n} daily reminders went unanswered.
    } The host or a member who can manage the channel may replace the seat, put it on autopilot, or drop the player:
replace-who = Who takes over {$seat}?
replace-not-a-bot = A bot cannot take a seat; use autopilot for an AI.

## cogs/natera.py, cogs/uluk.py, cogs/wendake.py — what only the seat sees

own-not-seated = { $what ->
        [hand] You are not seated at this game, so you have no hand.
        [feast] You are not seated at this game, so you have no feast card.
       *[masks] You are not seated at this game, so you hold no mask cards.
    }
own-resigned = { $what ->
        [hand] You resigned from this game: the AI plays your seat now, and its hand is hidden from you like anyone else's.
        [feast] You resigned from this game: the AI plays your seat now, and its feast card is hidden from you like anyone else's.
       *[masks] You resigned from this game: the AI plays your seat now, and its mask cards are hidden from you like anyone else's.
    }

## cogs/common.py — the table message, its controls, permissions

title-not-running = There is no {$title} game running in this channel.
post-no-permission = I cannot post the table in this channel: I need the {$permissions} { $permissions_count ->
        [one] permission
       *[other] permissions
    } here. Nothing was played; ask a server admin.
permission-send-messages = Send Messages
permission-attach-files = Attach Files
permission-send-messages-in-threads = Send Messages in Threads
permission-create-public-threads = Create Public Threads
replay-film-alt = The whole game again, turn by turn, as a film. {$final}
live-table = Live table: {$url}
prompt-choose = Choose…
prompt-natives-place = Place a native…
prompt-natives-take = Take a card…
prompt-natives-use = Choose a profession…
prompt-natives-discard = Choose the card to discard…
prompt-natives-resolve = Play a ritual…
prompt-natives-sacrifice = Choose the native to sacrifice…
prompt-inuit-place = Place an Inuit…
prompt-inuit-take = Take a card…
prompt-inuit-use = Choose an occupation…
prompt-inuit-discard = Choose the card to discard…
prompt-inuit-resolve = Play a rite…
prompt-inuit-sacrifice = Choose the Inuit to sacrifice…
prompt-uluk-place = Place a triber…
prompt-uluk-move = Move your triber…
prompt-natera-play = Play a card…
prompt-natera-hire = Hire a specialist…
prompt-natera-discard = Choose the card to discard…
prompt-wendake-pick = Pick a tile of your board…

## bot/present.py — the score pad, status lines, the end

category-natives = Natives in own tribe
category-others = Own colour in other tribes
category-food = Food
category-scalps = Scalps
category-rituals = Rituals
category-totems = Totems
category-total = Total
category-natives-war-peace = War and Peace
category-natives-legendary = Legendary natives
category-natives-curses = Curse tokens
category-inuit-natives = Inuit in own village
category-inuit-others = Own colour in other villages
category-inuit-food = Game cards
category-inuit-scalps = Weapons
category-inuit-rituals = Rites
category-inuit-totems = Spirits
category-uluk-seasons = Happiness in the seasons
category-uluk-feast = Feast
category-uluk-hunger = Hunger tokens
category-uluk-tokens = Most monument tokens
category-uluk-sets = Invention symbol sets
category-natera-claims = Claims
category-natera-settlements = Settlements
category-natera-science = Science board
category-natera-specialists = Specialists
category-natera-exploration = Exploration cards
category-natera-authority = Authority placings
category-wendake-economic = Economic
category-wendake-military = Military
category-wendake-ritual = Ritual
category-wendake-mask = Mask
category-wendake-lower-1 = Lower of the first pair
category-wendake-lower-2 = Lower of the second pair
winners-line = { $n ->
        [0] Winner: nobody
        [one] Winner: {$names}
       *[other] Winners: {$names}
    }{$note}
winners-note = {" "}({$note})
resigned-line = Resigned (cannot win): {$names}
tie-note = tie on {$total} {$unit}{$broken}
tie-broken-by = , broken by {$rules}
tie-break-most-monument-tokens = most monument tokens
tie-break-highest-monument-token = the highest-numbered monument token
tie-break-most-authority = the most Authority over all Districts
tie-break-most-supply = the most Supply
tie-break-higher-track-sum = the higher sum of all four tracks
tie-break-fewer-natives = fewer natives
tie-break-fewer-inuit = fewer Inuit
tie-break-furthest-from-first = the seat furthest from the first player
points-points = { $n ->
        [one] point
       *[other] points
    }
points-happiness = Happiness
game-over-line = The game is over. {$winners}.
status-over = {$title}: the game is over. {$winners}.
status-waiting = {$title}{$expansions}{$progress}: waiting for { $waiting_count ->
        [0] nobody
       *[other] {$waiting}
    }{$since}.
status-since = {" "}for {$wait}
status-expansions = {" "}({$names})
status-season = , season {$n} of {$total}
status-year = , year {$n} of {$total}
status-round = , round {$n}

## bot/rules/base.py — refusals every engine shares

game-seats-range = This game is for {$least} to {$most} players, not {$n}.
game-seats-same-name = Every seat needs its own name.
action-empty = Say what to do: an empty action means nothing.
action-seat-not-seated = {$seat} is not seated at this table.
compound-empty-step = A compound action has an empty step between two ';'.
compound-too-late = '{$step}' comes too late: your decision was over after '{$after}'. Nothing was played.
compound-too-late-played = '{$step}' comes too late: after '{$after}' the engine played '{$played}' for you, as nothing else was possible, and your decision was over. Nothing was played.
action-game-over = The game is over: no more actions are taken.
action-already-chosen = You have made your choice for this step: the table is waiting for { $names_count ->
        [0] nobody
       *[other] {$names}
    }.
action-not-your-turn = It is not your turn: the table is waiting for { $names_count ->
        [0] nobody
       *[other] {$names}
    }.
seat-named-twice = Several seats are called '{$given}': name the seat by its number (1 to {$n}).
seat-named-none = There is no seat '{$given}': name a seat by its number (1 to {$n}).

## cogs/game.py — /game …

language-name = English
tutorial-no-thread = A tutorial opens in this channel; leave thread off, or open it from a channel of its own.
status-lobby = {$title} table, not started: {$seats}. The host starts it with /game start.
status-away = {$seat} is away until {$date}.
status-table-language = This table speaks {$name}.
log-header = **{$title} log — page {$page}/{$pages}**
log-empty = Nothing has been played yet.
hint-ai-would-play = The AI would play: **{$move}**
rules-which-title = This channel has no game, so say which: add title: ({$titles}).
rules-no-such-rule = {$title} has no rule called '{$rule}'; pick one from the list.
history-hints-used = Hints used: {$uses}.
replay-whole = {$title}: the whole game, turn by turn.
replay-after-turn = {$title}: the table after turn {$turn}.
replay-turn-out-of-range = This game has { $n ->
        [one] 1 turn
       *[other] {$n} turns
    }: choose a turn from 0 (the table before the first) to {$n}.
replay-refused = Discord refused the replay in this channel; /game replay without public:true shows it to you.
replay-choice = #{$id} {$title}, {$day}, won by { $winners_count ->
        [0] nobody
       *[other] {$winners}
    }
mine-none = No game is open in this server.
mine-lobby = {$title} in {$where}: open table, {$n} seated
mine-your-move = **your move**
mine-waiting = {$title} in {$where}: waiting for {$names} for {$wait}
tutorial-welcome = { $hints ->
        [yes] Your first game: you play against the AI, and each kind of decision is explained here the first time it comes. /game hint suggests a move.
       *[no] Your first game: you play against the AI, and each kind of decision is explained here the first time it comes.
    }
thread-from-text-channel = Open a table in a thread from a text channel, not from inside a thread.
thread-no-permission = I cannot open a thread here: I need the {$permissions} { $permissions_count ->
        [one] permission
       *[other] permissions
    } in this channel.
thread-refused = Discord refused to open a thread here; nothing was opened. Try again in a moment, or ask a server admin.
thread-announce = A table of {$title} is open in {$thread}: join it there with /game join.
thread-not-announced = Your table of {$title} is open in {$thread}, but I could not announce it in this channel: tell the others to join it there with /game join.

## cogs/reminders.py, cogs/me.py — reminders and a player's settings

reminder-dm-where = (in {$channel})
stalled-replace = Replace {$seat}
stalled-autopilot = Autopilot for {$seat}
stalled-drop = Drop {$seat}
replace-choose-member = Choose a member…
replace-pick-one = Choose exactly one member.
me-reminders = Reminders reach you { $where ->
        [channel] in the game's channel
        [dm] by direct message
       *[both] in the channel and by DM
    }; your timezone is {$zone}.
me-quiet = Quiet hours: {$start}–{$end}.
me-no-quiet = No quiet hours.
me-away = Away until {$day} (no pings until then).

## bot/standings.py, cogs/standings.py — /game stats and /game leaderboard

stats-none = {$who} has not finished a game on this server yet.
stats-played = {$who}: { $n ->
        [one] {$n} finished game
       *[other] {$n} finished games
    } on this server.
stats-title = {$title}: played {$played}, won {$won}.
stats-title-scored = {$title}: played {$played}, won {$won}, average score {NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1)}, best {$best}.
stats-streak-wins = Current streak: { $n ->
        [one] {$n} win
       *[other] {$n} wins
    } in a row.
stats-streak-losses = Current streak: { $n ->
        [one] {$n} game
       *[other] {$n} games
    } without a win.
stats-favourite = Favourite title: {$title}.
leaderboard-none = No game of {$title} has been rated on this server yet.
leaderboard-intro = {$title}: the standings on this server (rating = mu - 3 sigma, openskill).
leaderboard-alt = {$title} standings: {$places}.
leaderboard-alt-place = {$place}. {$name}: rating {NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1)}, {$games} played, {$won} won

## bot/discord_app.py — command, option and choice descriptions Discord shows (found by their English;
## names stay English)

cmd-play-turn-of = Play your turn of {$game}
cmd-open-join-and-run-a-game = Open, join and run a game in this channel
cmd-open-a-new-table-in-this = Open a new table in this channel
cmd-which-game = Which game
cmd-natives-soul-of-the-prairie-seasons = Natives: soul-of-the-prairie, seasons, strangers; Natera: nuclear-discovery (commas between)
cmd-seasons-random-a-recommended-set-1 = Seasons: random, a recommended set (1-3 or its name) or three season cards
cmd-open-the-table-in-a-new = Open the table in a new thread of this channel (one channel, many games)
cmd-let-players-ask-game-hint-for = Let players ask /game hint for the AI's move (on by default)
cmd-your-first-game-you-against-the = Your first game: you against the AI, each kind of decision explained once
cmd-natera-the-draft-variant-each-keeps = Natera: the draft variant (each keeps one card of a hand passed on)
cmd-natera-tribes-dealt-or-picked-wendake = Natera: tribes dealt or picked; Wendake: everyone the Wendat, or drafted
cmd-natera-dealt-at-random-the-default = Natera: dealt at random (the default)
cmd-natera-picked-in-turn-order = Natera: picked in turn order
cmd-wendake-everyone-the-wendat-the-default = Wendake: everyone the Wendat (the default)
cmd-wendake-drafted = Wendake: drafted
cmd-natera-the-claim-tiles-one-of = Natera: the claim tiles (one of each letter at random, or a numbered set)
cmd-natera-one-of-each-letter-random = Natera: one of each letter, random sides (the default)
cmd-natera-the-numbered-set-a-1 = Natera: the numbered set A.1-E.1
cmd-natera-the-numbered-set-a-2 = Natera: the numbered set A.2-E.2
cmd-the-language-of-the-table-s = The language of the table's posts in this channel (the server's by default)
cmd-take-a-seat-at-the-table = Take a seat at the table in this channel
cmd-leave-the-table-before-the-game = Leave the table before the game starts
cmd-host-fill-a-seat-with-an = (host) Fill a seat with an AI player
cmd-host-start-the-game = (host) Start the game
cmd-shuffle-the-seats-instead-of-keeping = Shuffle the seats instead of keeping the join order
cmd-the-table-picture-whose-turn-it = The table picture, whose turn it is and since when
cmd-the-last-actions-of-this-channel = The last actions of this channel's game
cmd-1-is-the-newest-page = 1 is the newest page
cmd-how-to-play-a-turn-of = How to play a turn of this channel's game: commands, card names, an example
cmd-privately-the-move-the-ai-would = Privately: the move the AI would make for you now, and why
cmd-a-short-summary-of-the-rules = A short summary of the rules, or one rule's paragraph
cmd-which-game-this-channel-s-by = Which game (this channel's by default)
cmd-one-rule-as-a-refusal-names = One rule, as a refusal names it (the Rule button shows the same)
cmd-resign-the-ai-plays-your-seat = Resign: the AI plays your seat out and you cannot win
cmd-host-or-manage-channels-end-this = (host or Manage Channels) End this channel's game now
cmd-finished-games-of-this-channel-with = Finished games of this channel, with winners and scores
cmd-a-finished-game-again-the-animated = A finished game again: the animated replay, or the table after turn N
cmd-which-finished-game-of-this-channel = Which finished game of this channel (the latest by default)
cmd-show-the-table-as-it-was = Show the table as it was after this turn (0: before the first)
cmd-post-it-for-the-whole-channel = Post it for the whole channel instead of only you
cmd-daily-reminder-time-and-timezone-for = Daily reminder time and timezone for this game (or off)
cmd-hh-mm-e-g-19-30 = HH:MM, e.g. 19:30
cmd-iana-name-e-g-europe-madrid = IANA name, e.g. Europe/Madrid
cmd-turn-the-daily-reminder-off = Turn the daily reminder off
cmd-remind-after-waiting-this-many-hours = Remind after waiting this many hours
cmd-offer-replace-autopilot-drop-after-this = Offer replace/autopilot/drop after this many unanswered reminders
cmd-poke-the-player-the-game-is = Poke the player the game is waiting for (once per 12 h)
cmd-take-back-your-last-action-and = Take back your last action and the AI's answers (if no other player acted and nothing was revealed)
cmd-every-game-in-this-server-those = Every game in this server, those waiting for you first
cmd-privately-your-link-to-this-game = Privately: your link to this game's live web page
cmd-end-every-web-link-you-were = End every web link you were given instead
cmd-host-or-manage-channels-give-a = (host or Manage Channels) Give a seat to another member
cmd-the-seat-to-hand-over = The seat to hand over
cmd-who-takes-it = Who takes it
cmd-let-the-ai-play-a-seat = Let the AI play a seat until its player is back
cmd-the-seat-the-ai-plays = The seat the AI plays
cmd-you-are-back-play-your-own = You are back: play your own seat again
cmd-host-or-manage-channels-drop-an = (host or Manage Channels) Drop an absent player
cmd-the-seat-to-drop = The seat to drop
cmd-games-played-and-won-scores-streak = Games played and won, scores, streak (only you see this)
cmd-whose-record-yours-by-default = Whose record (yours by default)
cmd-the-server-s-ranking-for-one = The server's ranking for one game, as a picture
cmd-phase-2-lay-out-cards-from = Phase 2: lay out cards from the deck, one per scout
cmd-how-many-cards-to-lay-out = How many cards to lay out now (one at a time)
cmd-phase-3-choose-a-profession-and = Phase 3: choose a profession and take cards with it
cmd-the-profession-to-use = The profession to use
cmd-cards-to-take-a-number-for = Cards to take: a number for food, or card names (man-bear …)
cmd-take-one-more-card-with-the = Take one more card with the profession you chose
cmd-stop-taking-cards-before-your-limit = Stop taking cards before your limit
cmd-put-a-native-your-elders-took = Put a native your elders took under a profession
cmd-which-native-goes-where = Which native goes where
cmd-choose-which-of-your-rituals-is = Choose which of your rituals is played next
cmd-sacrifice-the-native-that-becomes-a = Sacrifice: the native that becomes a scalp
cmd-discard-the-card-a-ritual-demands = Discard the card a ritual demands of you
cmd-pass-when-no-profession-can-take = Pass, when no profession can take anything
cmd-any-action-in-the-notation-see = Any action in the notation (see /game help)
cmd-play-your-season-of-uluk = Play your season of Uluk
cmd-errand-phase-send-a-triber-to = Errand phase: send a triber to a space
cmd-where-the-triber-goes = Where the triber goes
cmd-hunt-with-a-poison-token-fn = Hunt with a Poison token (fnōrd, hlák)
cmd-at-the-workshop-the-invention-you = At the Workshop: the invention you take
cmd-after-everyone-placed-move-your-triber = After everyone placed: move your triber out of the Shaman's Hut
cmd-leave-your-triber-in-the-shaman = Leave your triber in the Shaman's Hut
cmd-processing-turn-raw-pieces-into-a = Processing: turn raw pieces into a product (one triber)
cmd-what-to-make = What to make
cmd-how-many-raw-pieces-to-process = How many raw pieces to process
cmd-processing-with-a-free-processing-invention = Processing with a free-processing invention
cmd-feeding-tribers-eat-a-food = Feeding: tribers eat a food
cmd-the-food-they-eat = The food they eat
cmd-how-many-tribers-eat-it = How many tribers eat it
cmd-reproduction-two-pieces-of-food-for = Reproduction: two pieces of food for a new triber next season
cmd-celebrate-once-a-season-6-or = Celebrate once a season: +6, or +3 with poison
cmd-a-food-or-poison = A food, or poison
cmd-the-holiday-treat = The holiday treat
cmd-eat-extra-treats-1-each = Eat extra treats: +1 each
cmd-end-your-processing-or-feeding-for = End your processing or feeding for this season
cmd-your-secret-feast-card-only-you = Your secret feast card (only you see it)
cmd-any-action-in-uluk-s-notation = Any action in Uluk's notation (see /game help)
cmd-send-your-tribe-leader-or-an = Send your tribe leader or an explorer to a location
cmd-which-token-and-where-leader-farm = Which token and where (leader farm-2, explorer forest-4)
cmd-play-an-exploration-card-from-your = Play an exploration card from your hand, paying one of its costs
cmd-the-card-and-the-attribute-you = The card and the attribute you pay with
cmd-hire-a-specialist-from-the-row = Hire a specialist from the row (or at a reduced cost when an effect offers it)
cmd-the-specialist-to-hire = The specialist to hire
cmd-use-a-specialist-s-or-a = Use a specialist's or a played card's ability
cmd-whose-ability = Whose ability
cmd-establish-a-settlement-for-10-supply = Establish a settlement for 10 supply where you have access
cmd-where-the-settlement-goes = Where the settlement goes
cmd-discard-a-card-two-cards-for = Discard a card (two cards for one resource is a free action)
cmd-the-card-to-discard = The card to discard
cmd-take-the-resource-an-effect-or = Take the resource an effect or a discard gives you
cmd-the-resource-you-take = The resource you take
cmd-draft-the-card-you-keep-from = Draft: the card you keep from the hand passed to you
cmd-the-card-you-keep = The card you keep
cmd-pass-for-the-rest-of-the = Pass for the rest of the season
cmd-the-action = The action
cmd-your-hand-of-exploration-cards-only = Your hand of exploration cards (only you see it)
cmd-put-a-marker-on-a-tile = Put a marker on a tile of your action board (in line with your earlier picks)
cmd-the-tile-s-place-on-your = The tile's place on your board, a1 to c3
cmd-put-your-marker-on-the-first = Put your marker on the first free space of the turn-order track
cmd-move-a-warrior-one-step-or = Move a Warrior one step or along a path (W3 t7, W3 t7 t8b)
cmd-the-warrior-and-where-it-goes = The Warrior and where it goes
cmd-fight-a-guard-or-the-native = Fight a Guard or the Native of a Productive Area
cmd-your-warrior-and-whom-it-fights = Your Warrior and whom it fights (W3 2W5, W3 t7b)
cmd-send-an-outpost-home-before-or = Send an Outpost Home (before or after an action)
cmd-the-outpost-s-area-t7b-and = The Outpost's area (t7b), and empty to leave it empty
cmd-restore-swap-a-leaving-tile-for = Restore: swap a leaving tile for an advanced tile
cmd-the-leaving-tile-and-the-advanced = The leaving tile and the advanced tile (c1 longhouse)
cmd-end-the-current-move-trade-or = End the current Move, Trade or Mask action, or your turn
cmd-leave-out-the-tile-s-next = Leave out the tile's next action
cmd-your-mask-cards-only-you-see = Your mask cards (only you see them)
cmd-your-own-campfire-settings = Your own Campfire settings
cmd-how-and-when-you-are-reminded = How and when you are reminded (only you see this)
cmd-where-reminders-reach-you = Where reminders reach you
cmd-in-the-game-s-channel = in the game's channel
cmd-by-direct-message = by direct message
cmd-both = both
cmd-your-iana-timezone = Your IANA timezone
cmd-quiet-hours-in-your-timezone-e = Quiet hours in your timezone, e.g. 23:00-07:30, or off
cmd-no-pings-until-the-end-of = No pings until the end of this day (YYYY-MM-DD), or off

# The games' names as each language publishes them (bot.rules.title_msg): the boxes of Uluk,
# Natera: New Beginning and Wendake carry one name everywhere.
game-title-natives = Natives
game-title-inuit = Inuit: The Snow Folk
game-title-uluk = Uluk
game-title-natera = Natera: New Beginning
game-title-wendake = Wendake
