# The sentences of the Natives and Inuit engine (bot/rules/prairie.py): refusals, the log, hints.
# Both themes read this file. The theme's words come in as arguments made from natives.ftl or
# inuit.ftl (bot/rules/prairie_theme.py): $card (a card or season card), $profs (a profession's
# natives, plural), $tribe (a tribe's name), $area (the prairie, the Great White), $end (the end
# card), $native, $ritual, $scalp, $food, $profession, $tribe_word (the theme's words); in the
# languages that need them their attributes too ($card_gender, $card_plural, $area_in, ...).
# $seat, $other, $first, $names: seat names; $verb, $given, $text: what the player wrote.

## words and lists

prairie-count-card = { $n ->
        [one] {$card}
       *[other] {$n} {$card}
    }
prairie-cards = {$cards}
# a menu's choice of how many cards of one kind to take (/natives take)
prairie-menu-count = {$n} {$card}
prairie-either = {$first} or {$rest}
prairie-seat-number = {$n} ({$seat})
prairie-typed-card = '{$text}'
prairie-none-stays = no card stays in the {$area}
prairie-nothing-deck-ran-out = nothing (the deck ran out)
prairie-in-play = {$card} is in play
prairie-no-season-in-play = no season card is in play
prairie-one-of-your = one of your {$what}
prairie-season-spring = spring
prairie-season-summer = summer
prairie-season-autumn = autumn

## what the player is asked to say

prairie-what-profession = {$profession_a}
prairie-what-ritual = a {$ritual}
prairie-what-food = a {$food}
prairie-what-harvest = a {$food} among the three laid
prairie-what-discard = the card to discard

## options

prairie-options-table = The options are a table of option names and values.
prairie-unknown-option = Unknown option '{$option}'; this game takes: {$choices}.
prairie-expansions-list = The expansions option is a list of expansion names.
prairie-no-expansions = {$title} has no expansion to play: its rulebook does not describe its optional modules, so '{$given}' cannot be added.
prairie-no-expansion-called = There is no expansion called '{$given}'; choose from {$choices}.
prairie-expansion-twice = The {$given} expansion is listed twice.
prairie-seasons-needs-expansion = The seasons option needs the seasons expansion.
prairie-seasons-option = The seasons option is random, a set's number or name, or three card names.
prairie-no-season-set = There is no season set {$n}; the sets are {$sets}.
prairie-no-season-called = There is no season set or card called '{$given}'; say random, a set ({$sets}) or three season cards.
prairie-three-seasons-not = { $n ->
        [one] Choose three season cards, one per season, not one.
       *[other] Choose three season cards, one per season, not {$n}.
    }
prairie-season-names = The season cards are given by their names.
prairie-no-season-card-called = There is no season card called '{$given}'; choose from {$choices}.
prairie-season-twice = {$card} is chosen twice; choose one card per season.
prairie-same-season = {$card} and {$other} are both {$season} cards; choose one card per season.

## notation

prairie-not-an-action = '{$verb}' is not an action of this game; see /game help for the notation.
prairie-not-now = You cannot '{$verb}' now: {$hint}
prairie-takes-nothing-after = '{$verb}' takes nothing after it.
prairie-say-only = Say {$what} after '{$verb}', and only that.
prairie-say-which-seat = Say which seat receives it: give-quick-hand <seat number>.
prairie-say-which-card = Say which card to take: take <card>.
prairie-say-place = Say which {$native} goes where: place <native> <profession>.
prairie-say-move = Say which {$native} moves where: {$verb} <native> <from> <to>.
prairie-say-sacrifice = Say which {$native} to sacrifice: sacrifice <native> <profession>.
prairie-say-red = Say which {$native} goes where: season red <native> <profession>.
prairie-no-card-called = There is no card called '{$card}'.
prairie-not-a-profession = '{$given}' is not {$profession_a}; choose one of {$choices}.

## what the awaited decision is (after "You cannot ... now:")

prairie-hint-war-peace = first decide the War and Peace card you revealed (war or peace).
prairie-hint-quick-hand = first decide who receives the Scout Quick Hand (give-quick-hand <seat number>).
prairie-hint-before = use {$card} (season {$effect} …) or begin phase 1 (replenish).
prairie-hint-after = use {$card} (season {$effect} …) or end your turn (end).
prairie-hint-starred = the starred {$card} asks you to discard {$what} (discard <card>) or take a curse token (curse).
prairie-hint-starred-no-curses = the starred {$card} asks you to discard {$what} (discard <card>); the curse tokens have run out.
prairie-hint-setup = the first player decides the cards revealed during setup.
prairie-hint-choose = scout or choose a profession (use <profession>).
prairie-hint-take = take cards with your {$profs} (take <card>) or say done.
prairie-hint-season-take = take cards with {$card} (take <card>) or say done.
prairie-hint-place = place the {$natives} you took (place <native> <profession>).
prairie-hint-rituals = choose which {$ritual} to play next (resolve <ritual>).
prairie-hint-sacrifice = choose the {$native} to sacrifice (sacrifice <native> <profession>).
prairie-hint-forced = a {$ritual} asks you to discard a card (discard <card>).
prairie-hint-knowledge = move a {$native} (knowledge <native> <from> <to>) or say done.
prairie-hint-harvest = take one {$food} among the three laid (take <food>) or end your turn (end).

## refusals

prairie-war-needs = You have { $n ->
        [one] {$n} warrior
       *[other] {$n} warriors
    } and the {$tribe} {$tribe_word} {$m}: war needs at least as many.
prairie-not-most-scouts = {$seat} does not have the most scouts; give it to {$choices}.
prairie-season-offers = {$card} offers 'season {$effect} …' now, or replenish to begin phase 1.
prairie-not-a-ritual = {$card} is not a {$ritual}.
prairie-prayers-cannot-take = {$card} cannot take the {$ritual} ritual.
prairie-area-has-no = The {$area} has no {$card}.
prairie-area-nothing = The {$area} has nothing to take.
prairie-closed = Your {$profs} are closed by the {$card}: that {$profession} can no longer be used or receive {$natives}.
prairie-scouted-all = You have {$n} {$scouts} and already laid out { $m ->
        [one] {$m} card
       *[other] {$m} cards
    }.
prairie-deck-empty-scout = The deck is empty: there is nothing left to scout.
prairie-scout-phase-2 = The {$scout} only lays out cards in phase 2 (scout); choose another {$profession}.
prairie-nothing-for = The {$area} has nothing your {$profs} can take.
prairie-cannot-season = You cannot 'season {$verb}' now: {$what}.
prairie-cannot-pass = You cannot pass while {$profession_a} can take a card from the {$area}.
prairie-cannot-pass-kind = You cannot pass while {$card} can take a card (season kind).
prairie-can-take-only = Your {$profs} can take only { $n ->
        [one] {$n} card
       *[other] {$n} cards
    }.
prairie-kind-takes-only = {$card} takes only {$n} cards.
prairie-cannot-take = {$profs} cannot take {$card}.
prairie-no-more-cards = You have {$n} {$profs}: you cannot take more cards.
prairie-not-as-scalp = The {$card} cannot be taken as a {$scalp}.
prairie-one-big-food = You already took a big food card this turn: one per turn at most.
prairie-take-at-least-one = Take at least one card with the {$profession} you chose.
prairie-take-one-kind = Take at least one card with {$card}.
prairie-none-to-place = You have no {$card} waiting to be placed.
prairie-profs-have-no = Your {$profs} have no {$card}.
prairie-stays-placed = The {$card} stays where it was placed.
prairie-move-elsewhere = Move the {$native} to another {$profession}.
prairie-none-to-play = You have no {$card} to play this turn.
prairie-never-a-scalp = The {$card} cannot become a {$scalp}.
prairie-none-to-sacrifice-there = Your {$profs} have no {$card} to sacrifice.
prairie-must-discard = You must discard {$what}; you have no such card as '{$card}'.
prairie-must-discard-natives-above-discard = a {$native} of your colour (discard <native> <profession>)
prairie-must-discard-natives-above-discard-any = a card of your {$tribe} (discard <card> <occupation>)
prairie-must-discard-food-above-discard = one of your {$food} (discard <food>)
prairie-must-discard-spirit-above-discard-totem = one of your {$totem} (discard <totem>)
prairie-curses-taken = All {$n} curse tokens are taken: discard a card instead.
prairie-none-among = You have no {$card} among your {$what}.
prairie-not-a-native = {$card} is not a {$native}.
prairie-harvest-needs = {$card} adds exactly {$n} cards, and the deck has only {$left} left to lay.
prairie-not-food = {$card} is not a {$food}.
prairie-none-to-take = There is no {$card} to take.

## what happens (the log)

prairie-no-food-among = No {$food} among them can be taken.
prairie-reveals-own-tribe = {$seat} reveals {$card}, their own {$tribe_word}: it goes to the box.
prairie-reveals-war-or-peace = {$seat} reveals {$card}: war ({ $n ->
        [one] {$n} warrior
       *[other] {$n} warriors
    } against {$m}) or peace?
prairie-reveals-only-peace = {$seat} reveals {$card}: with { $n ->
        [one] {$n} warrior
       *[other] {$n} warriors
    } against {$m}, only peace is possible.
prairie-goes-to-war = {$seat} goes to war with the {$tribe} {$tribe_word} ({$n} points).
prairie-makes-peace = {$seat} makes peace with the {$tribe} {$tribe_word}: { $n ->
        [one] {$n} point
       *[other] {$n} points
    } to {$seat} and to {$other}.
prairie-makes-peace-absent = {$seat} makes peace with the {$tribe} {$tribe_word}, not at the table ({ $n ->
        [one] {$n} point
       *[other] {$n} points
    }).
prairie-quick-hand-revealed = {$card} is revealed: {$seat} chooses who receives it among {$names} (most scouts).
prairie-quick-hand-joins = {$card} joins {$seat}'s scouts ({ $chosen ->
        [yes] chosen among the most scouts
       *[no] most scouts
    }).
prairie-uses-prayers = {$seat} uses {$card} and takes the {$ritual} ritual.
prairie-scouts = {$seat} scouts: {$cards}.
prairie-passes = {$seat} can take nothing and passes.
prairie-uses-and-takes = {$seat} uses the {$profs} and takes {$cards}.
prairie-uses-kind-and-takes = {$seat} uses {$card} and takes {$cards}.
prairie-places = {$seat} places the {$card} with the {$profs}.
prairie-closed-for-good = The {$profs} of {$seat} are closed for good.
prairie-moves = {$seat} moves the {$card} from the {$source} to the {$target} ({$why}).
prairie-plays-ritual = {$seat} plays the {$ritual} ritual.
prairie-three-join = Three cards join the {$area}: {$cards}.
prairie-three-join-none = Three cards join the {$area}: none, the deck is empty.
prairie-none-to-sacrifice = {$seat} has no {$native} card to sacrifice.
prairie-none-to-move = {$seat} has no {$native} card to move.
prairie-more-but-nothing = {$seat} has more than {$other} but nothing to discard.
prairie-no-effect = Nobody has more than {$seat}: the {$ritual} has no effect.
prairie-sacrifices = {$seat} sacrifices the {$card} ({$prof}): it becomes a {$scalp}.
prairie-discards = {$seat} discards the {$card} to the box.
prairie-nothing-to-discard = {$card}: {$seat} has no {$what} to discard.
prairie-ends-turn = {$seat} ends the turn.
prairie-season-discards = {$season}: {$seat} discards the {$card} to the box.
prairie-season-discards-scalp = {$season}: {$seat} discards the {$card} {$scalp} to the box.
prairie-uses = {$seat} uses {$card}.
prairie-uses-and-lays = {$seat} uses {$card} and lays {$cards}.
prairie-takes-food = {$seat} takes the {$card} ({$why}).
prairie-curses-run-out = The curse tokens have run out: {$seat} takes none.
prairie-takes-curse = {$seat} takes a curse token ({$n} points).
prairie-season-turns = The season turns: {$card} is in play. {$text}
prairie-turn-before = {$seat}'s turn: {$card} may be used before phase 1.
prairie-turn-joins = {$seat}'s turn: {$cards} { $n ->
        [one] joins
       *[other] join
    } the {$area}.
prairie-turn-deck-empty = {$seat}'s turn: the deck is empty.
prairie-turn-begins = {$seat}'s turn begins.
prairie-game-over = {$end} has come and the round is complete: the game is over.
prairie-end-revealed = {$end} is revealed: the last turns are played until the turn comes back to {$first}.
prairie-change-revealed = {$card} is revealed: the season changes when {$first}'s next turn begins.
