# The words of the Natera pictures (rendering/natera.py): the table, the score pad, the phone
# picture, the alt text and the controls' labels (action_label). Names (cards, specialists,
# tribes, districts, objectives, science boards) are natera.ftl's, passed in already made.
# $seat: "ann (F)", a seat with its letter; $slot: a location's notation (farm-2).

## resources, short (a player's area) and tiny (a science space: four letters or fewer)

natera-pic-res-food = food
natera-pic-res-supply = supply
natera-pic-res-power = power
natera-pic-res-endurance = endur.
natera-pic-res-agility = agility
natera-pic-res-intelligence = intel.
natera-pic-tiny-food = food
natera-pic-tiny-supply = sup.
natera-pic-tiny-power = pow.
natera-pic-tiny-endurance = end.
natera-pic-tiny-agility = agi.
natera-pic-tiny-intelligence = int.

## an effect's steps, in short words ($res, $food: a short resource word above)

natera-pic-step-gain = +{$n} {$res}
natera-pic-step-pay = −{$n} {$res}
natera-pic-step-others = others +{$n} {$res}
natera-pic-step-any = +{$n} any
natera-pic-step-draw = draw {$n}
natera-pic-step-discard = discard {$n}
natera-pic-step-growth = grow {$n}
natera-pic-step-hire = hire −{$n} {$food}
natera-pic-step-hiremax = hire ≤{$n} {$food}
natera-pic-step-bonus = {$n}× settlement bonus
natera-pic-step-settle = free settlement
natera-pic-step-return = return a specialist
# $district: a district's name
natera-pic-step-raise = raise {$district}
natera-pic-step-lower = lower {$district}
natera-pic-track-raise = raise a track
natera-pic-track-lower = lower a track
# $cost: the three costs, "2/0/1"
natera-pic-step-playcard = play a card −{$cost}
# $scope: natera-pic-scope-…
natera-pic-step-copy = copy {$scope} location
natera-pic-scope-forest = a Forest
natera-pic-scope-tier1 = a tier 1
natera-pic-scope-any = any
# venture points; $n: a number as drawn ("7", "+1", "−2")
natera-pic-vp = {$n} VP
natera-pic-vp-per-tag = 1 VP per {$tag}
natera-pic-or = {$a} or {$b}

## the status box

natera-pic-waiting = Waiting for { $count ->
        [0] nobody
       *[other] {$names}
    }
natera-pic-to-decide = {$seat} to decide
natera-pic-to-play = {$seat} to play
natera-pic-picks-tribe = {$seat} picks a tribe
natera-pic-tribes-left = Tribes left: {$tribes}
natera-pic-each-side = Each chooses a side of their science board (A or B)
natera-pic-each-keep = Each discards 3 cards of the starting hand, in private
natera-pic-each-draft = Draft: each picks a card of their pack ({$n} { $n ->
        [one] card
       *[other] cards
    }, passing { $direction ->
        [right] right
       *[other] left
    }), in private
# $names: the winners (a list); $vp: their points
natera-pic-game-over = Game over: { $count ->
        [0] nobody wins
        [one] {$names} wins with {$vp} VP
       *[other] {$names} share the win with {$vp} VP
    }
natera-pic-totals = Totals: {$totals}
natera-pic-last = Last move: {$seat} {$action}
natera-pic-last-none = Last move: none yet, the game has just begun
# $what: natera-pic-decide-…; $about: what the effect comes from
natera-pic-about = {$what} ({$about})
natera-pic-decide-draw = draw {$n} { $n ->
        [one] card
       *[other] cards
    }: basic or advanced deck
natera-pic-decide-discard = discard {$n} { $n ->
        [one] card
       *[other] cards
    }
natera-pic-decide-any = take {$n} { $n ->
        [one] resource
       *[other] resources
    } of their choice
natera-pic-decide-trade = the free discard: which resource for the two cards
natera-pic-decide-raise = raise an authority track
natera-pic-decide-lower = lower an authority track
natera-pic-decide-growth = place {$n} { $n ->
        [one] growth token
       *[other] growth tokens
    } on the science board
natera-pic-decide-settle = place a free settlement
natera-pic-decide-copy = choose a location to copy
natera-pic-decide-hire = hire a specialist at a lower cost, or skip
natera-pic-decide-hiremax = hire a specialist, or skip
natera-pic-decide-playcard = play a card at a lower cost, or skip
natera-pic-decide-return = return a specialist under the deck
natera-pic-decide-bonus = collect a settlement bonus
natera-pic-decide-oneof = choose a reward
natera-pic-decide-reptile = replace specialists of the row, or done
natera-pic-decide-turtle = move a settlement, or skip
natera-pic-decide-search = choose the tag to search for
# what the player whose turn it is can do: the verbs of /natera
natera-pic-can = Can: {$options}
natera-pic-can-send = send ({$tokens})
natera-pic-can-play = play ({$n} { $n ->
        [one] card
       *[other] cards
    } in hand)
natera-pic-can-hire = hire
natera-pic-can-ability = ability
natera-pic-can-settle = settle
natera-pic-can-discard = discard 2 for 1
natera-pic-can-pass = pass
natera-pic-leaders = {$n} { $n ->
        [one] leader
       *[other] leaders
    }
natera-pic-explorers = {$n} { $n ->
        [one] explorer
       *[other] explorers
    }

## a move, as done (the last move) ...

natera-pic-did-send-leader = sent the leader to {$slot}
natera-pic-did-send-explorer = sent an explorer to {$slot}
natera-pic-did-play = played {$card}
# $paid: the cost paid, as the notation says it
natera-pic-did-play-paying = played {$card} paying {$paid}
natera-pic-did-hire = hired {$card}
natera-pic-did-ability = used {$card}
natera-pic-did-return = returned {$card}
natera-pic-did-replace = replaced {$card} in the row
# $n: how many cards (0: the view hides them); $res: the resource taken for them
natera-pic-did-discard = { $n ->
        [0] discarded
        [one] discarded 1 card
       *[other] discarded {$n} cards
    }
natera-pic-did-discard-for = { $n ->
        [0] discarded for {$res}
        [one] discarded 1 card for {$res}
       *[other] discarded {$n} cards for {$res}
    }
natera-pic-did-settle = settled {$slot}
natera-pic-did-take = took {$slot}
natera-pic-did-take-resource = took {$res}
natera-pic-did-grow = grew science space {$slot}
natera-pic-did-copy = copied {$slot}
natera-pic-did-collect = collected the bonus of {$slot}
natera-pic-did-pass = passed for the season
natera-pic-did-draw = drew a card
natera-pic-did-peek = peeked at a deck
natera-pic-did-pick = picked a card
natera-pic-did-skip = skipped
natera-pic-did-done = done
natera-pic-did-tribe = chose the {$tribe}
natera-pic-did-side = chose science side {$side}
natera-pic-did-raise = raised {$district} authority
natera-pic-did-lower = lowered {$district} authority
natera-pic-did-move = moved a settlement from {$source} to {$target}
# $tag: a content tag's word
natera-pic-did-search = searched for a {$tag} card

## ... and as an order (a button's or a menu option's label)

natera-pic-do-send-leader = send the leader to {$slot}
natera-pic-do-send-explorer = send an explorer to {$slot}
natera-pic-do-play = play {$card}
natera-pic-do-play-paying = play {$card} paying {$paid}
natera-pic-do-hire = hire {$card}
natera-pic-do-ability = use {$card}
natera-pic-do-return = return {$card}
natera-pic-do-replace = replace {$card} in the row
natera-pic-do-discard = { $n ->
        [0] discard
        [one] discard 1 card
       *[other] discard {$n} cards
    }
natera-pic-do-discard-for = { $n ->
        [0] discard for {$res}
        [one] discard 1 card for {$res}
       *[other] discard {$n} cards for {$res}
    }
natera-pic-do-settle = settle {$slot}
natera-pic-do-take = take {$slot}
natera-pic-do-take-resource = take {$res}
natera-pic-do-grow = grow science space {$slot}
natera-pic-do-copy = copy {$slot}
natera-pic-do-collect = collect the bonus of {$slot}
natera-pic-do-pass = pass for the season
natera-pic-do-draw = draw a card
natera-pic-do-peek = peek at a deck
natera-pic-do-pick = pick a card
natera-pic-do-skip = skip
natera-pic-do-done = done
natera-pic-do-tribe = choose the {$tribe}
natera-pic-do-side = choose science side {$side}
natera-pic-do-raise = raise {$district} authority
natera-pic-do-lower = lower {$district} authority
natera-pic-do-move = move a settlement from {$source} to {$target}
natera-pic-do-search = search for a {$tag} card

## the header

natera-pic-season-of = Season {$n} of {$total}
natera-pic-draft = draft
natera-pic-nuclear-discovery = Nuclear Discovery
natera-pic-over = Game over
natera-pic-phase-setup = Setup
natera-pic-phase-season = Season
natera-pic-phase-rest = Rest

## the board

# a location's tier; $at: the authority that reveals it
natera-pic-tier = tier {$n}
natera-pic-tier-at = tier {$n} · {$at}+
natera-pic-bonus = ⌂ bonus {$bonus}
natera-pic-card-from-hand = card from hand
natera-pic-face-down = face down
natera-pic-revealed-at = revealed at {$n} authority
# a district's leader disc and what it produces; free: nobody holds it
natera-pic-disc = disc {$production}
natera-pic-disc-free = disc (free) {$production}
natera-pic-forest-access = access: a card from hand · no authority
# the key of the pieces, in the Forest's header
natera-pic-key-leader = leader
natera-pic-key-explorer = explorer
natera-pic-key-settlement = settlement
natera-pic-key-disc = district leader disc
natera-pic-key-claim = claim
natera-pic-claims = Claims
natera-pic-claims-note = 7 VP each; 1 VP for a late claim at the end · authority 10 claims on the tracks
natera-pic-open = open
natera-pic-for-hire = Specialists for hire
natera-pic-decks = specialist deck {$specialists} · basic deck {$basic} (discard {$basicpile}) · advanced deck {$advanced} (discard {$advancedpile})
# a specialist's cost; $food: the short word for food
natera-pic-food-cost = {$n} {$food}
natera-pic-on-hire = hire: {$effect}
natera-pic-card-key = Played cards: ⚡ ability · ♦ production · ∞ passive    Science: ✓ grown space, columns a-c, rows 1-5 from the bottom

## a player's area

natera-pic-no-tribe-yet = no tribe yet
natera-pic-tribe-not-chosen = tribe not chosen yet
natera-pic-in-hand = {$n} { $n ->
        [one] card
       *[other] cards
    } in hand
# $leaders, $explorers: natera-pic-leaders, natera-pic-explorers
natera-pic-at-home = {$leaders}, {$explorers} at home
natera-pic-explorers-home = {$n} { $n ->
        [one] explorer
       *[other] explorers
    } at home
natera-pic-settlements-left = {$n} { $n ->
        [one] settlement
       *[other] settlements
    } left
natera-pic-claims-left = {$n} { $n ->
        [one] claim token
       *[other] claim tokens
    } left
# $n: settlements left; $claims: claim tokens left
natera-pic-left-and-claims = {$n} left · {$claims} { $claims ->
        [one] claim token
       *[other] claim tokens
    }
natera-pic-passed = passed
natera-pic-winner = winner
natera-pic-first-player = first player
natera-pic-last-move-tag = last move
natera-pic-resigned = resigned
natera-pic-awaited = awaited
natera-pic-awaited-decision = to decide
natera-pic-awaited-turn = to play
natera-pic-awaited-tribe = to pick a tribe
natera-pic-awaited-side = to choose a side
natera-pic-awaited-keep = to discard
natera-pic-awaited-draft = to pick a card
natera-pic-production = Production
natera-pic-none = none
# $district: a district's name
natera-pic-disc-of = {$district} disc
natera-pic-other = Other
natera-pic-specialists = Specialists
natera-pic-claimed = Claimed
natera-pic-claimed-authority = {$district} authority
# $claims: the claims held, joined with commas
natera-pic-claimed-list = claimed {$claims}
natera-pic-science-unchosen = Science board: side not chosen yet
# $name: the science board and its side
natera-pic-science = Science: {$name}
natera-pic-resources = Resources
natera-pic-pieces = Pieces
natera-pic-authority = Authority

## the score pad

natera-pic-final-scores = Natera · final venture points
natera-pic-nobody-wins = Nobody wins
natera-pic-no-winner-yet = No winner yet: the game is not over
natera-pic-wins = { $count ->
        [one] {$names} wins with {$vp} VP
       *[other] {$names} share the win with {$vp} VP
    }
natera-pic-score-claims = Claims achieved (7, late 1)
natera-pic-score-settlements = Settlements (3 each)
natera-pic-score-science = Science board
natera-pic-score-specialists = Specialist cards
natera-pic-score-exploration = Exploration cards
natera-pic-score-authority = Authority tracks
natera-pic-score-total = Total
natera-pic-tie-note = Tied on venture points: the most authority in all districts wins, then the most supply.
