# Uluk's engine (bot/rules/uluk.py), English: its refusals and its log lines. str(exc) and
# the log read these words, so the title's tests read them too.
# Variables: $seat, $holder, $names are seat names ("freeloaders" is the solo opponent);
# $res, $raw, $product a resource's name (uluk-res-…); $invention an invention's name
# (uluk-invention-…, with .indefinite); a resource's .capitalized begins a sentence; $verb and $step the player's own notation; $letter a
# monument's letter; other $-names are numbers.

## Names: resources, inventions, the Freeloaders' cards

uluk-res-uluk = uluk
    .capitalized = Uluk
uluk-res-mgobu = mgobu
    .capitalized = Mgobu
uluk-res-tlon = tlön
    .capitalized = Tlön
uluk-res-zork = zork
    .capitalized = Zork
uluk-res-fnord = fnōrd
    .capitalized = Fnōrd
uluk-res-hlak = hlák
    .capitalized = Hlák
uluk-res-pickled-uluk = pickled uluk
    .capitalized = Pickled uluk
uluk-res-fermented-uluk = fermented uluk
    .capitalized = Fermented uluk
uluk-res-boiled-uluk = boiled uluk
    .capitalized = Boiled uluk
uluk-res-ground-mgobu = ground mgobu
    .capitalized = Ground mgobu
uluk-res-baked-mgobu = baked mgobu
    .capitalized = Baked mgobu
uluk-res-roasted-tlon = roasted tlön
    .capitalized = Roasted tlön
uluk-res-tlon-brew = tlön brew
    .capitalized = Tlön brew
uluk-res-dried-zork = dried zork
    .capitalized = Dried zork
uluk-res-fermented-zork = fermented zork
    .capitalized = Fermented zork
uluk-res-salted-fnord = salted fnōrd
    .capitalized = Salted fnōrd
uluk-res-smoked-hlak = smoked hlák
    .capitalized = Smoked hlák
uluk-res-roasted-hlak = roasted hlák
    .capitalized = Roasted hlák
uluk-amount = {$n} {$res}
uluk-poison-tokens = { $n ->
        [one] a Poison token
       *[other] {$n} Poison tokens
    }

uluk-invention-fruit-basket = Fruit Basket
    .indefinite = a Fruit Basket
uluk-invention-pickling-jar = Pickling Jar
    .indefinite = a Pickling Jar
uluk-invention-spirit-drum = Spirit Drum
    .indefinite = a Spirit Drum
uluk-invention-digging-stick = Digging Stick
    .indefinite = a Digging Stick
uluk-invention-stone-oven = Stone Oven
    .indefinite = a Stone Oven
uluk-invention-festival-pipe = Festival Pipe
    .indefinite = a Festival Pipe
uluk-invention-mushroom-gloves = Mushroom Gloves
    .indefinite = a Mushroom Gloves
uluk-invention-brewing-gourd = Brewing Gourd
    .indefinite = a Brewing Gourd
uluk-invention-ancestor-mask = Ancestor Mask
    .indefinite = an Ancestor Mask
uluk-invention-dance-rattle = Dance Rattle
    .indefinite = a Dance Rattle
uluk-invention-larva-sieve = Larva Sieve
    .indefinite = a Larva Sieve
uluk-invention-drying-rack = Drying Rack
    .indefinite = a Drying Rack
uluk-invention-fermenting-pot = Fermenting Pot
    .indefinite = a Fermenting Pot
uluk-invention-fish-net = Fish Net
    .indefinite = a Fish Net
uluk-invention-hunting-spear = Hunting Spear
    .indefinite = a Hunting Spear
uluk-invention-smoking-rack = Smoking Rack
    .indefinite = a Smoking Rack

uluk-freeloader-card-hlak-hunt = Hlák Hunt
uluk-freeloader-card-fnord-hunt = Fnōrd Hunt
uluk-freeloader-card-uluk-harvest = Uluk Harvest
uluk-freeloader-card-mgobu-harvest = Mgobu Harvest
uluk-freeloader-card-tlon-harvest = Tlön Harvest
uluk-freeloader-card-zork-harvest = Zork Harvest
uluk-freeloader-card-broken-invention = Broken Invention!
uluk-freeloader-card-shamans-advice = Shaman's Advice
uluk-freeloader-card-prayer-to-the-patron = Prayer to the Patron
uluk-freeloader-card-prayer-to-the-ancient-patron = Prayer to the Ancient Patron
uluk-freeloader-card-new-triber = New Triber!

## Setup and seasons

uluk-unknown-option = Unknown option '{$option}'; Uluk takes no options.
uluk-name-freeloaders = 'freeloaders' is the solo opponent's name; choose another.
uluk-begins = Uluk begins: {$seat} has the First Player marker.
uluk-season-begins = Season {$season} of {$seasons} begins.
uluk-monument-revealed = Monument {$letter} is revealed: token {$token} ({$res}), {$size} spaces.
uluk-why-setup-token = Token {$token} drawn at setup
uluk-why-monument-complete = Monument {$letter} is complete
uluk-harvest-rises = {$why}: the {$res} harvest rises to level {$level}.
uluk-harvest-at-top = {$why}: the {$res} harvest is already at its top.
uluk-first-player = {$seat} has the First Player marker.
uluk-freeloaders-first = Freeloaders have the First Player marker.
uluk-deck-reshuffled = The invention deck ran out: the discard pile is shuffled.
uluk-inventions-on-offer = Inventions on offer: {$inventions}.

## Notation and the step the table is in

uluk-not-an-action = '{$verb}' is not an action of Uluk; see /game help for the notation.
uluk-cannot-now = You cannot '{$verb}' now: { $step ->
        [place] place a triber (place <space>).
        [shaman] move your triber out of the Shaman's Hut (move <space>) or stay.
        [process] process resources (process <product> <n>) or say done.
       *[feed] feed your tribers (feed <food>), reproduce, celebrate, eat or say done.
    }
uluk-nothing-after = '{$step}' takes nothing after it.
uluk-no-such-resource = There is no resource called '{$given}'.
uluk-no-such-space = '{$given}' is not a space of the board; try uluk, uluk-processing, monument-a, workshop, shaman or temple.

## Errands

uluk-say-where = Say where the triber goes: {$verb} <space>.
uluk-only-poison-follows = After '{$step}' only 'poison' may follow.
uluk-sickle-taken = The three {$res} { $kind ->
        [hunt] hunting
       *[gather] gathering
    } spaces are taken.
uluk-poison-hunting-only = Poison is only used to hunt fnōrd and hlák.
uluk-no-poison-left = You have no poison token left.
uluk-poison-once-per-area = In a { $game ->
        [solo] solo
       *[two-player] two-player
    } game you may use one Poison token per area, and you already used one at {$res}.
uluk-sends-sickle = { $poison ->
        [yes] {$seat} sends a triber to { $kind ->
            [hunt] hunt
           *[gather] gather
        } {$res} with a Poison token.
       *[no] {$seat} sends a triber to { $kind ->
            [hunt] hunt
           *[gather] gather
        } {$res}.
    }
uluk-sends-processing = {$seat} sends a triber to process {$res}.
uluk-monument-face-down = Monument {$letter} is still face down.
uluk-monument-already-built = Monument {$letter} is already built.
uluk-monument-full = Every space around Monument {$letter} is taken.
uluk-sends-monument = {$seat} sends a triber to Monument {$letter} ({$filled}/{$size}).
uluk-say-which-invention = Say which invention to take: {$verb} workshop <invention>.
uluk-workshop-one = The Workshop gives one invention; name only one.
uluk-no-such-invention = There is no invention called '{$given}'.
uluk-workshop-not-offered = The Workshop has no {$invention} on offer.
uluk-invention-owned = You already have {$invention_indefinite}.
uluk-sends-workshop = {$seat} sends a triber to the Workshop and takes the {$invention}.
uluk-already-in-hut = Your triber is already in the Shaman's Hut.
uluk-hut-taken = The Shaman's Hut is taken.
uluk-sends-hut = {$seat} sends a triber to the Shaman's Hut: +{$points}.
uluk-sends-temple = {$seat} sends a triber to the Temple: +{$points}.
uluk-stays-in-hut = {$seat}'s triber stays in the Shaman's Hut.
uluk-leaving-hut-bonus = {$seat}'s inventions give +{$points} for leaving the Hut.

## The Freeloaders (solo)

uluk-freeloaders-draw = The Freeloaders draw {$card}.
uluk-freeloaders-last-season = It is the last season: the Freeloaders draw another card instead.
uluk-freeloaders-new-triber = The Freeloaders get a new triber for next season.
uluk-freeloaders-full = The Freeloaders already have nine tribers.
uluk-freeloader-sickle = A Freeloader goes { $kind ->
        [hunt] hunting
       *[gather] gathering
    } {$res}.
uluk-freeloader-workshop = A Freeloader goes to the Workshop and breaks the {$invention}.
uluk-freeloader-hut = A Freeloader goes to the Shaman's Hut.
uluk-freeloader-temple = Its space is not available: a Freeloader goes to the Temple.
uluk-freeloader-hut-card = The Freeloader in the Shaman's Hut gets another card.
uluk-freeloader-monument = A Freeloader goes to Monument {$letter} ({$filled}/{$size}).

## Harvest and processing

uluk-harvest-gets = Harvest: {$seat} gets {$got}.
uluk-harvest-nothing = Harvest: {$seat} gets nothing.
uluk-no-processor-left = You have no triber left on the {$res} processing space.
uluk-no-free-processing = No invention of yours processes {$res} for free this season.
uluk-free-at-most = The {$invention} processes at most { $most ->
        [one] {$most} piece
       *[other] {$most} pieces
    } for free.
uluk-done-processing = {$seat} has finished processing.
uluk-say-product = Say what and how many: {$verb} <product> <n>.
uluk-name-the-product = Name the product to make, not the raw {$res}.
uluk-process-at-least-one = Process at least one piece.
uluk-no-arrow = Your tribe board has no arrow from {$raw} to {$product}.
uluk-only-have = { $have ->
        [0] You have no {$res}.
       *[other] You have only {$have} {$res}.
    }
uluk-processing-gives-nothing = Processing {$amount} into {$product} gives nothing: process at least two pieces.
uluk-turns = {$seat} turns {$amount} into {$made}.
uluk-turns-with = {$seat} turns {$amount} into {$made} with the {$invention}.

## Feeding

uluk-cannot-feed = {$seat} cannot feed { $n ->
        [one] {$n} triber
       *[other] {$n} tribers
    }: +{$n} Hunger.
uluk-fed-every = {$seat} has fed every triber: +{$points}.
uluk-not-a-food = {$res_capitalized} is not a food.
uluk-say-food = Say which food and how many: {$verb} <food> [<n>].
uluk-say-a-number = Say a number of one or more.
uluk-all-fed = Your tribers are all fed.
uluk-feeding-over = Your feeding is over: you have no food left.
uluk-only-need-food = Only { $n ->
        [one] {$n} triber still needs
       *[other] {$n} tribers still need
    } food.
uluk-feed-first = Feed all your tribers before you { $what ->
        [reproduce] reproduce
        [celebrate] celebrate
       *[eat] eat extra treats
    }.
uluk-fed-tribes-only = Only a tribe whose tribers are all fed may { $what ->
        [reproduce] reproduce
        [celebrate] celebrate
       *[eat] eat extra treats
    }.
uluk-reproduce-two-foods = A new triber costs two pieces of food: reproduce <food> <food>.
uluk-tribe-full = Your tribe already has nine tribers, the most it can have.
uluk-new-triber = {$seat} gets a new triber for next season.
uluk-celebration-takes = A celebration takes one food (or poison) and one holiday substance: celebrate <food|poison> <holiday>.
uluk-already-celebrated = You have already celebrated this season.
uluk-not-a-holiday = {$res_capitalized} is not a holiday substance.
uluk-celebrates = { $bonus ->
        [0] {$seat} celebrates with {$fuel} and {$holiday}: +{$points}.
       *[other] {$seat} celebrates with {$fuel} and {$holiday}: +{$points}, +{$bonus} from inventions.
    }
uluk-not-a-treat = {$res_capitalized} is not a treat.
uluk-must-feed = You must feed your tribers while you have food.
uluk-done-feeding = {$seat} has finished feeding.
uluk-feeds = { $treat ->
        [yes] {$seat} feeds { $n ->
            [one] {$n} triber
           *[other] {$n} tribers
        } with {$res}: +{$n} for treats.
       *[no] {$seat} feeds { $n ->
            [one] {$n} triber
           *[other] {$n} tribers
        } with {$res}.
    }
uluk-eats = {$seat} eats {$amount}: +{$points}.
uluk-spends-treat = {$seat} spends a treat ({$res}): +{$points}.
uluk-perished = Perished on {$seat}'s board: {$lost}.

## Ecology and clean-up

uluk-ecology = Ecology: {$moves}.
uluk-ecology-none = Ecology: no harvest level changes.
uluk-ecology-move = {$res} {$before}->{$after}
uluk-ecology-dependency = {$res} {$before}->{$after} (dependency)
uluk-seat-points = {$seat} +{$points}
uluk-monument-built-taken = Monument {$letter} is built ({ $points_count ->
        [0] no points
       *[other] {$points}
    }); {$holder} takes token {$token}.
uluk-monument-built-removed = Monument {$letter} is built ({ $points_count ->
        [0] no points
       *[other] {$points}
    }); nobody sent the most tribers: token {$token} is removed.

## The end

uluk-final-score = {$seat}: {$total} Happiness Points (feast {$feast}, hunger {$hunger}, most tokens {$tokens}, invention sets {$sets}).
uluk-archleader = The Archleader of all tribes: {$names}.
# $level: the line of the solo chart, 0 the best (bot/rules/uluk.py RATINGS).
uluk-rating = { $level ->
        [0] You are the true Archleader, foretold by the Gods!
        [1] A good Archleader, will go down in history books.
        [2] Not a great Archleader, maybe your scion will do better?
       *[3] Archleader? You? Good we're still alive at all...
    }
