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
