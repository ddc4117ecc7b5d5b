# The words of the Natives and Inuit pictures (rendering/prairie.py): the table, the score pad,
# the phone picture, the alt text and the controls' labels (action_label).
# Both themes read this file: a sentence that names a theme's word selects on $theme
# ("natives" or "inuit"); card, profession and tribe names come in as arguments, already made.
# $seat, $names: seat names; $points: a signed number as drawn ("+3", "−2").

## the game

prairie-pic-title = { $theme ->
        [inuit] { game-title-inuit }
       *[other] { game-title-natives }
    }
# the title where a line has no room for the whole (the phone picture's state line)
prairie-pic-short-title = { $theme ->
        [inuit] Inuit
       *[other] Natives
    }
prairie-pic-expansion-soul-of-the-prairie = Soul of the Prairie
prairie-pic-expansion-seasons = Seasons
prairie-pic-expansion-strangers = Strangers

## the header

prairie-pic-round = Round {$n}
# after the round: whose turn it is
prairie-pic-turn-of = {$seat}'s turn
prairie-pic-box = Box {$n}
prairie-pic-deck = Deck {$n}
# before the expansions' names
prairie-pic-with = With
# where the end card lies; drawn after its name ("Winter Is Coming: after 9 more cards")
prairie-pic-end-next = next card
prairie-pic-end-after = after {$n} more { $n ->
        [one] card
       *[other] cards
    }
prairie-pic-end-among = among the last {$n} { $n ->
        [one] card
       *[other] cards
    }
prairie-pic-end-last-eleven = in the last 11 cards
# the banner once the end card is out; $card: its name
prairie-pic-end-revealed = {$card}! Last round: the game ends before {$seat} plays again
prairie-pic-end-revealed-over = {$card} was revealed: the game is over

## the season band (Seasons)

prairie-pic-season-spring = Spring
prairie-pic-season-summer = Summer
prairie-pic-season-autumn = Autumn
# a starred season card: its effect is enforced
prairie-pic-season-required = required
# $change: the season change card's name; $season: the next season card's name
prairie-pic-season-change-out = {$change} is out: {$season} begins at {$seat}'s next turn
# $season: Summer, Autumn
prairie-pic-season-has-come = {$season} has come
prairie-pic-season-next = Next: {$season}
prairie-pic-season-last = The last season of the game
prairie-pic-the-season = the season

## the status box: who is awaited, what they decide, the last move

# $names: the awaited seats joined with commas; $count: how many
prairie-pic-waiting = Waiting for { $count ->
        [0] nobody
       *[other] {$names}
    }: {$decision}
# $names: the winners (a list); $n: their points
prairie-pic-game-over = Game over: { $count ->
        [0] nobody wins
        [one] {$names} wins with {$n} { $n ->
            [one] point
           *[other] points
        }
       *[other] {$names} share the win with {$n} { $n ->
            [one] point
           *[other] points
        }
    }
prairie-pic-last = Last move: {$seat} — {$action}
prairie-pic-last-none = Last move: none yet, the game has just begun

## what the awaited seat decides ($season: the active season card's name)

# $also: prairie-pic-or-use or nothing
prairie-pic-decide-choose = choose { $theme ->
        [inuit] an occupation
       *[other] a profession
    }{$also}
prairie-pic-decide-choose-or-scout = choose { $theme ->
        [inuit] an occupation
       *[other] a profession
    }{$also}, or scout first ({$used} of {$scouts} { $scouts ->
        [one] card
       *[other] cards
    } laid out)
prairie-pic-or-use = , or use {$season}
# $prof: a profession's name; $n: cards taken so far; $cap: how many it may take
prairie-pic-decide-take = taking cards with the {$prof} ({$n} of {$cap})
prairie-pic-decide-season-take = {$season}: taking any {$cap} cards ({$n} taken)
# $text: a sentence above; $cards: card names
prairie-pic-with-cards = {$text}: {$cards}
prairie-pic-decide-place = place the { $theme ->
        [inuit] Inuit
       *[other] natives
    } just taken: {$cards}
prairie-pic-decide-rituals = choose which { $theme ->
        [inuit] rite
       *[other] ritual
    } to play next
prairie-pic-decide-sacrifice = choose the { $theme ->
        [inuit] Inuit of their own village
       *[other] native of their own tribe
    } to sacrifice
# $ritual: the ritual's name; $what: what they may discard (prairie-pic-forced-…, joined by prairie-pic-or)
prairie-pic-decide-forced = {$ritual}: discard {$what}
prairie-pic-a-ritual = a ritual
prairie-pic-a-card = a card
prairie-pic-forced-natives-above-discard = { $theme ->
        [inuit] an Inuit card
       *[other] a native card
    } of their own colour
prairie-pic-forced-natives-above-discard-any = a face-up { $theme ->
        [inuit] Inuit
       *[other] native
    } card
prairie-pic-forced-food-above-discard = { $theme ->
        [inuit] a game card
       *[other] a food card
    }
prairie-pic-forced-spirit-above-discard-totem = { $theme ->
        [inuit] a spirit
       *[other] a totem
    }
prairie-pic-or = {$a} or {$b}
# $n: natives moved so far
prairie-pic-decide-knowledge = {$ritual}: move { $theme ->
        [inuit] an Inuit to another occupation
       *[other] a native to another profession
    } ({$n} of 2 moved), or stop
prairie-pic-the-ritual = the ritual
prairie-pic-decide-before-change = {$season}: may move one { $theme ->
        [inuit] Inuit to another occupation
       *[other] native to another profession
    }, or begin the turn
prairie-pic-decide-before-prayers = {$season}: may take { $theme ->
        [inuit] a rite from the Great White
       *[other] a ritual from the prairie
    } and play it, or begin the turn
# $curse: prairie-pic-a-curse-token
prairie-pic-decide-after-windy = {$season} ★: discard { $theme ->
        [inuit] a game card
       *[other] a food card
    } or take {$curse}
prairie-pic-decide-after-wrath = {$season} ★: discard { $theme ->
        [inuit] a weapon
       *[other] a scalp
    } or take {$curse}
prairie-pic-decide-after-red = {$season}: may take { $theme ->
        [inuit] an Inuit from the Great White
       *[other] a native from the prairie
    } and place it, or end the turn
prairie-pic-decide-after-hospitable = {$season}: may take { $theme ->
        [inuit] a game card from the Great White
       *[other] a food card from the prairie
    }, or end the turn
prairie-pic-decide-after-harvest = {$season}: may lay 3 cards and take { $theme ->
        [inuit] a game card
       *[other] a food card
    } among them, or end the turn
prairie-pic-decide-after = {$season}: may use it, or end the turn
prairie-pic-decide-harvest = {$season}: take { $theme ->
        [inuit] a game card
       *[other] a food card
    } among the 3 laid, or end the turn
prairie-pic-a-curse-token = a curse token ({$points})
# $card: the War and Peace card; $tribe: the tribe on it; $warriors: the Warriors' plural name
prairie-pic-decide-war-peace = {$card}: war with the {$tribe} { $theme ->
        [inuit] village
       *[other] tribe
    } (+{$war}) or peace (+{$peace} each)? {$warriors}: {$mine} against {$theirs}
# $among: the seats that may receive it (joined by prairie-pic-or); $scouts: the Scouts' plural name
prairie-pic-decide-quick-hand = {$card} is revealed: give it to {$among} (most {$scouts})
prairie-pic-decide-setup = decide the cards revealed during setup
prairie-pic-decide-ended = the turn is over

## an action in words (the controls' labels): orders to the player

prairie-pic-do-use = use {$prof}
# $cards: card names separated by spaces
prairie-pic-do-take = take {$cards}
prairie-pic-do-place = place {$card} under {$prof}
prairie-pic-do-sacrifice = sacrifice {$card} from {$prof}
prairie-pic-do-discard-from = discard {$card} from {$prof}
prairie-pic-do-discard = discard {$cards}
prairie-pic-do-resolve = play {$cards}
prairie-pic-do-give = give {$card} to {$seat}
prairie-pic-do-knowledge = move {$card} from {$source} to {$target}
prairie-pic-do-curse = take a curse token ({$points})
prairie-pic-do-scout = scout (lay out a card)
prairie-pic-do-done = stop
prairie-pic-do-war = go to war
prairie-pic-do-peace = make peace
prairie-pic-do-replenish = begin the turn
prairie-pic-do-end = end the turn
prairie-pic-do-pass = pass
prairie-pic-do-season-change = season: move {$card} from {$source} to {$target}
prairie-pic-do-season-prayers = season: play {$card}
prairie-pic-do-season-kind = season: take any 2 cards
prairie-pic-do-season-red = season: place {$card} under {$prof}
prairie-pic-do-season-hospitable = season: take {$card}
prairie-pic-do-season-harvest = season: lay 3 cards
# a season step the pictures do not know; $words: its notation
prairie-pic-do-season = season {$words}

## an action done, as the last move tells it (after the seat's name): what the player did
prairie-pic-did-use = used {$prof}
prairie-pic-did-take = took {$cards}
prairie-pic-did-place = placed {$card} under {$prof}
prairie-pic-did-sacrifice = sacrificed {$card} from {$prof}
prairie-pic-did-discard-from = discarded {$card} from {$prof}
prairie-pic-did-discard = discarded {$cards}
prairie-pic-did-resolve = played {$cards}
prairie-pic-did-give = gave {$card} to {$seat}
prairie-pic-did-knowledge = moved {$card} from {$source} to {$target}
prairie-pic-did-curse = took a curse token ({$points})
prairie-pic-did-scout = scouted (laid out a card)
prairie-pic-did-done = stopped
prairie-pic-did-war = went to war
prairie-pic-did-peace = made peace
prairie-pic-did-replenish = began the turn
prairie-pic-did-end = ended the turn
prairie-pic-did-pass = passed
prairie-pic-did-season-change = season: moved {$card} from {$source} to {$target}
prairie-pic-did-season-prayers = season: played {$card}
prairie-pic-did-season-kind = season: took any 2 cards
prairie-pic-did-season-red = season: placed {$card} under {$prof}
prairie-pic-did-season-hospitable = season: took {$card}
prairie-pic-did-season-harvest = season: laid 3 cards
prairie-pic-did-season = season {$words}
prairie-pic-the-card = the card

## the common area

prairie-pic-area-title = { $theme ->
        [inuit] Great White
       *[other] Prairie
    } · {$n} { $n ->
        [one] card
       *[other] cards
    }
prairie-pic-area-empty = { $theme ->
        [inuit] The Great White is empty.
       *[other] The prairie is empty.
    }
prairie-pic-area-revealed = just revealed, being decided
# what the cards ringed in the area are; $prof: a profession's name
prairie-pic-hint-take = what the {$prof} may take
prairie-pic-hint-harvest = the { $theme ->
        [inuit] game card
       *[other] food card
    } {$season} may take

## the cards

prairie-pic-points = {$n} { $n ->
        [one] point
       *[other] points
    }
# a big food card's mark
prairie-pic-big = BIG
# the Ritual of Knowledge: it moves two natives
prairie-pic-move-two = move 2
prairie-pic-face-war = War +{$points}
prairie-pic-face-peace = Peace +{$points}
# what a totem is worth: $n points per ...
prairie-pic-per-scalp = {$n} per { $theme ->
        [inuit] weapon
       *[other] scalp
    }
prairie-pic-per-stranger = {$n} per stranger
# $what: a card's or a profession's name
prairie-pic-per-thing = {$n} per {$what}
prairie-pic-per-food = {$n} per { $theme ->
        [inuit] game card
       *[other] food card
    }
prairie-pic-per-native = {$n} per { $theme ->
        [inuit] Inuit
       *[other] native
    }
# a legendary native's goal, two short lines
prairie-pic-goal-most = +{$points} if most
prairie-pic-goal-closes = +{$points}, closes
prairie-pic-goal-its-place = its place
prairie-pic-goal-counts-as = counts as
prairie-pic-goal-natives = {$n} { $theme ->
        [inuit] Inuit
       *[other] { $n ->
            [one] native
           *[other] natives
        }
    }
prairie-pic-goal-legendary = legendary

## a player's board

# $tribe: the tribe's name; $letter: its letter
prairie-pic-tribe-board = {$tribe} { $theme ->
        [inuit] village
       *[other] tribe
    } ({$letter})
prairie-pic-native-cards = {$n} { $theme ->
        [inuit] { $n ->
            [one] Inuit card
           *[other] Inuit cards
        }
       *[other] { $n ->
            [one] native card
           *[other] native cards
        }
    }
# $cards: prairie-pic-native-cards
prairie-pic-board-points = {$n} { $n ->
        [one] point
       *[other] points
    } · {$cards}
prairie-pic-board-waiting = waiting for {$seat}
prairie-pic-board-winner = winner
prairie-pic-first-player = First player
prairie-pic-item-scalps = { $theme ->
        [inuit] Weapons
       *[other] Scalps
    } {$n}
# $text: a totem's name and worth
prairie-pic-item-now = {$text} ({$n} now)
prairie-pic-item-war = War with the {$tribe} { $theme ->
        [inuit] village
       *[other] tribe
    } +{$points}
prairie-pic-item-peace = Peace with the {$tribe} { $theme ->
        [inuit] village
       *[other] tribe
    } +{$points} each
prairie-pic-item-curses = {$n} { $n ->
        [one] curse token
       *[other] curse tokens
    } {$points}
# a legendary native's pill; $profs: the profession's plural name; $state: prairie-pic-legend-…
prairie-pic-legend-majority = {$card}: +{$points} if most {$profs} ({$state})
prairie-pic-legend-scored = scored
prairie-pic-legend-not-scored = not scored
prairie-pic-legend-ahead = ahead now
prairie-pic-legend-not-ahead = not ahead now
prairie-pic-legend-closes = {$card}: +{$points}, {$prof} closed
prairie-pic-legend-points = {$card}: +{$points}
prairie-pic-legend-double = {$card}: counts as {$n} { $theme ->
        [inuit] Inuit
       *[other] { $n ->
            [one] native
           *[other] natives
        }
    }

## the score pad

prairie-pic-final-scores = {$title} · final scores
prairie-pic-score-natives = { $theme ->
        [inuit] Inuit in your village
       *[other] Natives in your tribe
    }
prairie-pic-score-others = Your colour in other { $theme ->
        [inuit] villages
       *[other] tribes
    }
prairie-pic-score-food = { $theme ->
        [inuit] Game cards
       *[other] Food
    }
prairie-pic-score-scalps = { $theme ->
        [inuit] Weapons
       *[other] Scalps
    }
prairie-pic-score-rituals = { $theme ->
        [inuit] Rites
       *[other] Rituals
    }
prairie-pic-score-totems = { $theme ->
        [inuit] Spirits
       *[other] Totems
    }
prairie-pic-score-war-peace = War and Peace
prairie-pic-score-legendary = Legendary { $theme ->
        [inuit] Inuit
       *[other] natives
    }
prairie-pic-score-curses = Curse tokens ({$points} each)
prairie-pic-score-total = Total
prairie-pic-score-native-cards = { $theme ->
        [inuit] Inuit
       *[other] Native
    } cards (ties: fewer wins)
prairie-pic-nobody-wins = Nobody wins
prairie-pic-no-winner-yet = No winner yet: the game is not over
prairie-pic-wins = {$seat} wins with {$n} { $n ->
        [one] point
       *[other] points
    }
# $names: the winners (a list)
prairie-pic-share-win = {$names} share the win with {$n} { $n ->
        [one] point
       *[other] points
    }
# $line: the winner line; $tied: the seats tied with the winner; $rule: the tie-breaks
prairie-pic-tie-broken = {$line} (tie with {$tied} broken by {$rule})
prairie-pic-tie-fewer-natives = fewer { $theme ->
        [inuit] Inuit
       *[other] natives
    }
prairie-pic-tie-furthest-from-first = seat furthest from the first player
prairie-pic-then = {$a} then {$b}

## the phone picture

prairie-pic-focus-round = {$title} · Round {$n}
prairie-pic-focus-deck = deck {$n}
# $hint: prairie-pic-hint-…
prairie-pic-can-take = Can take: {$hint}
prairie-pic-on-the-area = On the { $theme ->
        [inuit] Great White
       *[other] prairie
    } ({$n})
prairie-pic-professions = { $theme ->
        [inuit] Occupations
       *[other] Professions
    }
prairie-pic-board-cards = Cards of the { $theme ->
        [inuit] village
       *[other] tribe
    }
