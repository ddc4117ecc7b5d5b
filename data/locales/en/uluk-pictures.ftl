# The words of Uluk's pictures (rendering/uluk.py): the table, the score pad, the phone picture,
# their alt text and the controls' labels (action_label). Names of resources, inventions and
# Freeloaders cards are the engine's (uluk.ftl: uluk-res-…, uluk-invention-…,
# uluk-freeloader-card-…). Numbers given as $points are already written (a true minus sign).

## who and what

uluk-freeloaders = Freeloaders
uluk-a-poison-token = a Poison token
uluk-tribe-otters = Otters
uluk-tribe-badgers = Badgers
uluk-tribe-lemurs = Lemurs
uluk-tribe-sloths = Sloths

## where a triber goes: the words after "sent a triber" (uluk-did-place, uluk-do-place), each
## with its own preposition; $poison is yes or no

uluk-to-gather = { $poison ->
        [yes] to gather {$res} with a Poison token
       *[no] to gather {$res}
    }
uluk-to-hunt = { $poison ->
        [yes] to hunt {$res} with a Poison token
       *[no] to hunt {$res}
    }
uluk-to-processing = to the {$res} processing space
uluk-to-monument = to Monument {$letter}
uluk-to-workshop = to the Workshop
uluk-to-workshop-taking = to the Workshop, taking {$invention}
# $card: an invention the house data does not know, as the notation names it
uluk-to-workshop-taking-other = to the Workshop, taking {$card}
uluk-to-shaman = to the Shaman's Hut (+1)
uluk-to-temple = to the Temple (+2)

## a step of the last move, as done (uluk-did-…); $amount is uluk-amount, $space uluk-to-…

uluk-did-place = sent a triber {$space}
uluk-did-move = moved the Shaman's Hut triber {$space}
uluk-did-stay = left the triber in the Shaman's Hut
uluk-did-process = processed {$amount} into {$product}
uluk-did-free = processed for free {$amount} into {$product}
uluk-did-feed = fed { $n ->
        [one] {$n} triber
       *[other] {$n} tribers
    } {$food}
uluk-did-reproduce = a newborn triber ({$first} + {$second})
uluk-did-celebrate = celebrated with {$holiday} and {$food}
uluk-did-eat = ate {$amount}
uluk-did-done = done

## a step as a control's command (buttons and menus: uluk-do-…)

uluk-do-place = Send a triber {$space}
uluk-do-move = Move the Shaman's Hut triber {$space}
uluk-do-stay = Leave the triber in the Shaman's Hut
uluk-do-process = Process {$amount} into {$product}
uluk-do-free = Process {$amount} into {$product} for free
uluk-do-feed = Feed { $n ->
        [one] {$n} triber
       *[other] {$n} tribers
    } {$food}
uluk-do-reproduce = Get a newborn triber ({$first} + {$second})
uluk-do-celebrate = Celebrate with {$holiday} and {$food}
uluk-do-eat = Eat {$amount}
uluk-do-done = Done

## what the awaited decide, the status box

uluk-decide-place = place a triber ({$n} left to place)
uluk-decide-shaman = move the triber out of the Shaman's Hut, or let it stay
uluk-decide-process = Processing: what to process (each decides, all at once)
uluk-decide-feed = Feeding: feed tribers, reproduce, celebrate (each decides, all at once)
# $names: the awaited seats, joined with commas; $step: uluk-decide-…
uluk-waiting = Waiting for {$names}: {$step}
uluk-waiting-all = {$step}. Waiting for {$names}
uluk-over-solo = Game over: {$who} ends with {$points} Happiness
uluk-over-wins = { $names_count ->
        [0] Game over: nobody wins
        [one] Game over: {$names} is the Archleader with {$points} Happiness
       *[other] Game over: {$names} share the win with {$points} Happiness
    }
uluk-last-none = Last move: none yet, the first season has just begun
uluk-last-move = Last move: {$who} — {$action}

## the header and the main board

uluk-season-of = Season {$n} of {$total}
uluk-game-over = Game over
uluk-phase-errand = Errand
uluk-phase-harvest = Harvest
uluk-phase-processing = Processing
uluk-phase-feeding = Feeding
uluk-phase-ecology = Ecology
uluk-phase-clean-up = Clean-up
uluk-monument = Monument {$letter}
uluk-face-down = face down
uluk-spaces = { $n ->
        [one] {$n} space
       *[other] {$n} spaces
    }
uluk-built = built
uluk-token-of = token {$number}: {$res}
uluk-took-it = took it: {$name}
uluk-no-majority = no majority: token removed
uluk-site-full = full: {$n}/{$size}
uluk-site-filled = {$n} of {$size} filled
# $chart: "1 → +1, 2 → +3, …" (tribers sent → Happiness)
uluk-chart = Full monument: its token's harvest rises. Built: by tribers sent {$chart}; most tribers takes the token
uluk-track-key = the harvest marker  ·  4 / 2: most tribers / every other player  ·
uluk-track-key-symbol = beside a level: a marker ending Ecology there raises that harvest
uluk-track-majority = most / others
uluk-track-per-triber = per triber
uluk-processing = processing
uluk-workshop = Workshop
uluk-workshop-note = take an invention
uluk-shaman = Shaman's Hut
uluk-shaman-note = +1, may move on
uluk-temple = Temple
uluk-temple-note = +2 each
uluk-happiness = Happiness
uluk-final-happiness = Final Happiness
uluk-freeloaders-never-score = the Freeloaders never score

## the inventions

uluk-inventions-offered = Inventions on offer
uluk-deck-discard = deck {$deck} · discard {$discard}
uluk-row-empty = No invention left in the row this season.
uluk-invention-kind-resource = extra resource
uluk-invention-kind-free = free processing
uluk-invention-kind-happiness = Happiness
uluk-symbol-sun = sun
uluk-symbol-moon = moon
uluk-symbol-leaf = leaf
uluk-symbol-shell = shell
uluk-symbol-feather = feather
uluk-effect-resource = +1 {$res} when you send tribers to its area
# $amount: uluk-amount of the raw resource
uluk-effect-option = {$amount} into {$product}
uluk-effect-free = once a season: {$option}
uluk-effect-free-or = once a season: {$first} or {$second}
uluk-effect-shaman = +{$points} when your triber leaves the Shaman's Hut
uluk-effect-celebrate = +{$points} when you celebrate

## the Freeloaders (solo), the key, the tribe boards

uluk-freeloaders-note = the solo opponent: each card drawn sends a triber; they never score
uluk-freeloader-deck = Deck: { $n ->
        [one] {$n} card
       *[other] {$n} cards
    }
uluk-discarded = Discarded: {$card}
uluk-to-place = To place
uluk-at-home = At home
uluk-in-camp = In camp
uluk-on-the-board = On the board
uluk-newborn = Newborn
uluk-none = none
uluk-poison-count = Poison ×{$n}
uluk-hunger-count = Hunger ×{$n} (−{$points})
uluk-monument-token = Monument token {$number}
# $bonus: Happiness at the end for the symbols (0 below three different)
uluk-symbols = { $n ->
        [one] {$n} symbol
       *[other] {$n} symbols
    }{ $bonus ->
        [0] {" "}(3 different: +2)
       *[other] : +{$bonus} at the end
    }
uluk-first-player-pill = First player
uluk-happiness-points = {$points} Happiness
uluk-happiness-in-all = {$points} Happiness in all
uluk-deciding-now = deciding now
uluk-archleader-pill = Archleader
uluk-spaces-key = Spaces:
uluk-type-perishable = perishable
uluk-type-food = food
uluk-type-treat = treat +1
uluk-type-holiday = holiday
uluk-type-poison = poison
uluk-type-none = not food
uluk-type-key-perishable = perishable: thrown away after Feeding
uluk-type-key-food = food: keeps
uluk-type-key-treat = treat: food, +1 when eaten
uluk-type-key-holiday = holiday substance: celebrations
uluk-type-key-poison = poison tokens: hunting, celebrations
uluk-type-key-none = not food: keeps

## the score pad

uluk-pad-title = Uluk · final Happiness
uluk-nobody-wins = Nobody wins
uluk-not-over = No winner yet: the game is not over
# $rating: the solo rating's line (uluk-rating)
uluk-pad-solo = {$who}: {$points} Happiness. {$rating}
uluk-pad-wins = { $names_count ->
        [one] {$names} is the Archleader with {$points} Happiness
       *[other] {$names} share the win with {$points} Happiness
    }
uluk-score-seasons = Happiness during the seasons
uluk-points-shaman = Shaman's Hut
uluk-points-temple = Temple
uluk-points-feeding = fed tribers
uluk-points-treats = treats
uluk-points-celebrations = celebrations
uluk-points-monuments = monuments built
uluk-points-inventions = inventions
uluk-score-feast = Feast card
uluk-score-hunger = Hunger tokens (−3 each)
uluk-score-tokens = Most monument tokens
uluk-score-sets = Invention symbol sets
uluk-score-total = Total
uluk-ratings-title = How good an Archleader (solo)
uluk-rating-floor = {$n} or more
uluk-rating-under = under {$n}
uluk-tie-note = Tied on Happiness: the most monument tokens wins, then the highest-numbered token.

## the phone picture

uluk-harvest-now = Harvest now (most / others, or each)
uluk-harvest-each = {$res} {$n} each
uluk-tribers = Tribers
uluk-tribe-board = Tribe board
uluk-inventions-tokens = Inventions and tokens
# $name: a seat deciding at the same time
uluk-others-board = {$name}: tribers and tribe board

## The secret feast card (rendering/uluk.py secrets: /uluk feast, the player page)

uluk-feast-harvest-feast = Harvest Feast
uluk-feast-hunters-feast = Hunters' Feast
uluk-feast-mushroom-feast = Mushroom Feast
uluk-feast-bread-feast = Bread Feast
uluk-feast-card = Your feast: **{$feast}**. One set of {$needs} scores {$lower}, two sets {$higher}. You hold { $sets ->
        [one] 1 set
       *[other] {$sets} sets
    } now.
