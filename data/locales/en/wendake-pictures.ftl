# Wendake's pictures (rendering/wendake.py): the table, the phone picture, the score pad, the
# alt text and the controls' labels. Goods, tracks and a tile's actions are wendake.ftl's words.
# $seat: "ann (1)", a seat with its number; $pos: a board position (a1 … c3); $area, $to,
# $warrior, $target: the notation (t7b, W3, 2W5), as the picture shows it.

## the header, the year and the status

wendake-pic-edition = Campfire's edition
wendake-pic-year-of = Year {$year} of {$years}
wendake-pic-title = Wendake · Year {$year} of {$years}
wendake-pic-game-over = Game over
wendake-pic-phase-draft = Draft
wendake-pic-phase-restore = Restore
wendake-pic-phase-setup = Setup
wendake-pic-phase-actions = Actions
wendake-pic-turn-order = Turn order:
wendake-pic-next-year = Next year:
wendake-pic-score-is = Score = {$pairs}
wendake-pic-lower-of = lower of ({$tracks})
wendake-pic-to-play = { $count ->
        [0] nobody
       *[other] {$names}
    } to play: {$step}
wendake-pic-over = Game over: { $names_count ->
        [0] nobody wins
        [one] {$names} wins with {$n} points
       *[other] {$names} share the win with {$n} points
    }
wendake-pic-over-solo = Game over: {$seat} { $beats ->
        [yes] beats
       *[no] does not beat
    } the ghost, {$mine} to {$ghost}
wendake-pic-last = Last move: {$seat} — {$move}
wendake-pic-last-none = Last move: none yet

## what the awaited player decides

wendake-pic-step-setup = the game is being set up
wendake-pic-step-draft = choose a tribe
wendake-pic-step-place = place a marker: pick a tile in line, or claim turn order
wendake-pic-step-place-left = place a marker: pick a tile in line, or claim turn order ({ $n ->
        [one] 1 marker
       *[other] {$n} markers
    } left)
wendake-pic-step-move = move Warriors
wendake-pic-step-move-left = move Warriors ({ $n ->
        [one] 1 step
       *[other] {$n} steps
    } left), or done
wendake-pic-step-trade = trade: barter, buy a progress tile, sell, or done
wendake-pic-step-masks = take mask cards, show a hand, or done
wendake-pic-step-end = transfer an Outpost Home, use a progress tile, or end the turn
wendake-pic-step-swap = swap a leaving tile (row c) for an advanced tile, or keep them
wendake-pic-step-over = the game is over
wendake-pic-step-tile = use the tile's actions in order: {$actions}
wendake-pic-step-tile-used = the tile's actions are used
wendake-pic-action-move = Move
wendake-pic-action-tan = Tan

## moves in words: what was done (the status, the phone picture)

wendake-pic-did-pick = picked {$pos}
wendake-pic-did-pick-tile = picked {$pos}, {$tile}
wendake-pic-did-fire = Sacred Fire on {$pos}
wendake-pic-did-fire-tile = Sacred Fire on {$pos}, {$tile}
wendake-pic-did-turn-order = claimed a turn-order space
wendake-pic-did-transfer = sent the Outpost in {$area} Home
wendake-pic-did-transfer-empty = sent the Outpost in {$area} Home, area left empty
wendake-pic-did-use = used {$progress}
wendake-pic-did-buy = bought {$progress}
wendake-pic-did-move = moved {$warrior} to {$to}
wendake-pic-did-attack = {$warrior} attacked {$target}
wendake-pic-did-barter = bartered {$give} for {$get}
wendake-pic-did-sell = sold {$goods}
wendake-pic-did-sell-each = sold one good of each kind
wendake-pic-did-mask = took a {$mask} mask
wendake-pic-did-mask-deck = drew a mask card
wendake-pic-did-ceremony = showed a mask hand of {$n}
wendake-pic-did-tribe = chose the {$tribe}
wendake-pic-did-upgrade = swapped {$pos} for {$tile}
wendake-pic-did-keep = kept the leaving tiles
wendake-pic-did-done = done
wendake-pic-did-skip = skipped an action

## moves as orders (a control's label)

wendake-pic-do-pick = Pick {$pos}
wendake-pic-do-pick-tile = Pick {$pos}, {$tile}
wendake-pic-do-fire = Sacred Fire on {$pos}
wendake-pic-do-fire-tile = Sacred Fire on {$pos}, {$tile}
wendake-pic-do-turn-order = Claim turn order
wendake-pic-do-transfer = Send the Outpost in {$area} Home
wendake-pic-do-transfer-empty = Send the Outpost in {$area} Home, leave the area empty
wendake-pic-do-use = Use {$progress}
wendake-pic-do-buy = Buy {$progress}
wendake-pic-do-move = Move {$warrior} to {$to}
wendake-pic-do-attack = Attack {$target} with {$warrior}
wendake-pic-do-barter = Barter {$give} for {$get}
wendake-pic-do-sell = Sell {$goods}
wendake-pic-do-sell-each = Sell one good of each kind
wendake-pic-do-mask = Take the {$mask} mask
wendake-pic-do-mask-deck = Draw a mask card
wendake-pic-do-ceremony = Show a mask hand: {$cards}
wendake-pic-do-tribe = Lead the {$tribe}
wendake-pic-do-upgrade = Swap {$pos} for {$tile}
wendake-pic-do-keep = Keep the leaving tiles
wendake-pic-do-done = Done
wendake-pic-do-skip = Skip the action
wendake-pic-do-skip-action = Skip {$action}
wendake-pic-do-harvest = Harvest
wendake-pic-do-hunt = Hunt
wendake-pic-do-fish = Fish
wendake-pic-do-canoe = Build a canoe
wendake-pic-do-tan = Tan beavers
wendake-pic-do-trade = Trade
wendake-pic-do-masks = Take mask cards
wendake-pic-do-ritual = Hold a Ritual
wendake-pic-do-military = Score Military

## the choices: the draft, the Restore

wendake-pic-tribes-offered = Tribes offered
wendake-pic-tribe-offer = {$tribe}{ $has_power ->
        [yes] : {$power}
       *[no] {""}
    }{ $has_goods ->
        [yes] {" "}(starts with {$goods})
       *[no] {""}
    }
wendake-pic-tribe-goods = starts with {$goods}
wendake-pic-level-tiles = Level {$n} tiles
wendake-pic-with-actions = {$tile}: {$actions}

## the map and its key

wendake-pic-home-of = Home of {$seat}
wendake-pic-no-guards = no Guards
wendake-pic-empty = empty
wendake-pic-longhouse = Long House
wendake-pic-longhouse-short = LH
wendake-pic-area-forest = forest
wendake-pic-area-field = field
wendake-pic-flag-letter-english = E
wendake-pic-flag-letter-french = F
wendake-pic-key-borders = Land bridge: a border to cross. Blue: a Lake, never crossed. Dark gap: no border.
wendake-pic-key-lakes = Lakes — {$lakes}
wendake-pic-key-pawns = Pawns carry the seat number; W1-W7 name Warriors (Guards, or Outposts on an area). Flags: {$english} beside pair 1, {$french} beside pair 2. ×2: a multiplier tile. {$lh}: {$longhouse}, the injured.
wendake-pic-key-crops = A field shows its crop's icon ({$crops}), as the players' goods do.

## the players' panels

wendake-pic-score = Score {$n}
wendake-pic-markers = markers
wendake-pic-markers-left = { $n ->
        [one] 1 marker
       *[other] {$n} markers
    } left
wendake-pic-no-tribe = no tribe yet
wendake-pic-home = Home {$home}
wendake-pic-tag-to-play = to play
wendake-pic-tag-wins = wins
wendake-pic-tag-moved-last = moved last
wendake-pic-tag-resigned = resigned
wendake-pic-kept = kept
wendake-pic-pair = Pair {$n}{ $flag ->
        [english] {" "}· English flags
        [french] {" "}· French flags
       *[none] {""}
    }
wendake-pic-pair-short = Pair {$n} · {$letter} flags
wendake-pic-counts = counts {$n}
wendake-pic-track-value = {$track} {$n}{ $counts ->
        [yes] {" "}counts
       *[no] {""}
    }
wendake-pic-canoes = { $n ->
        [one] 1 canoe
       *[other] {$n} canoes
    }
wendake-pic-at-home = Home: {$natives}
wendake-pic-natives-warrior = { $n ->
        [one] 1 Warrior
       *[other] {$n} Warriors
    }
wendake-pic-natives-woman = { $n ->
        [one] 1 Woman
       *[other] {$n} Women
    }
wendake-pic-natives-hunter = { $n ->
        [one] 1 Hunter
       *[other] {$n} Hunters
    }
wendake-pic-cards-in-hand = { $n ->
        [one] 1 mask card
       *[other] {$n} mask cards
    }
wendake-pic-used = {$progress} (used)
wendake-pic-turtles-held = Turtles: {$turtles}
wendake-pic-action-board = Action board (✓ picked this year)
wendake-pic-goods-section = Goods, canoes, people, cards

## the displays

wendake-pic-masks-face-up = Masks face up
wendake-pic-deck-discard = deck {$deck} · discard {$discard}
wendake-pic-ceremony-hands = Mask hands
wendake-pic-level-progress = Progress level {$n}
wendake-pic-offer-progress = {$progress} ({$cost}, {$n} pts)
wendake-pic-none-left = none left
wendake-pic-turtles = Turtles
wendake-pic-turtles-left = {$n} left in the stack

## the ghost (solo)

wendake-pic-ghost-seat = Ghost
wendake-pic-ghost-head = The ghost (seat {$seat}, Home {$home})
wendake-pic-ghost-card = Card: {$card}
wendake-pic-ghost-no-card = No card revealed yet
wendake-pic-ghost-first = claims turn order 1

## the score pad

wendake-pic-final-score = Wendake · final score (Campfire's edition)
wendake-pic-lower-pair = Pair {$n}: the lower
wendake-pic-total = Total
wendake-pic-not-over = No winner yet: the game is not over
wendake-pic-banner-solo = {$seat} { $beats ->
        [yes] beats
       *[no] does not beat
    } the ghost: {$mine} to {$ghost}
wendake-pic-banner = { $names_count ->
        [0] Nobody wins
        [one] {$names} wins with {$n} points
       *[other] {$names} share the win with {$n} points
    }
wendake-pic-tie = Tied on points: the highest sum of all four tracks wins, then the win is shared.

## a tribe's power, in a few words

wendake-pic-power-cayuga = injured Women go Home, not to the Long House
wendake-pic-power-mohawk = the black Warrior WB goes Home when injured
wendake-pic-power-tuscarora = Hunters injure their attacker
wendake-pic-power-steps = +1 step in every Move
wendake-pic-power-harvest = +1 vegetable at every harvest
wendake-pic-power-ritual = +1 at every Ritual
wendake-pic-power-hunt = +1 beaver at every hunt
wendake-pic-power-fish = +1 fish at every fishing
wendake-pic-power-tan = +1 skin at every tanning
wendake-pic-power-military = +1 at every Military scoring
wendake-pic-power-safe-trade = no Smallpox from barter
wendake-pic-power-masks = +1 at every Mask ceremony

## mask cards and the hands a ceremony shows

wendake-pic-mask-bear = Bear
wendake-pic-mask-wolf = Wolf
wendake-pic-mask-eagle = Eagle
wendake-pic-mask-deer = Deer
wendake-pic-mask-heron = Heron
wendake-pic-mask-wild = Wild
wendake-pic-hand-pair = pair
wendake-pic-hand-two-pairs = two pairs
wendake-pic-hand-three = three
wendake-pic-hand-full-house = full house
wendake-pic-hand-four = four
wendake-pic-hand-five-kinds = five kinds
wendake-pic-hand-five = five

## house names (data/wendake.toml): action tiles

wendake-pic-tile-fire = Sacred Fire
wendake-pic-tile-warpath = Warpath
wendake-pic-tile-fields = Fields
wendake-pic-tile-hunt = Hunting Party
wendake-pic-tile-lake = Lake
wendake-pic-tile-market = Market
wendake-pic-tile-masks = Mask Lodge
wendake-pic-tile-council = War Council
wendake-pic-tile-village = Village
wendake-pic-tile-scouts = Scouts
wendake-pic-tile-raid = Raid
wendake-pic-tile-harvest-feast = Harvest Feast
wendake-pic-tile-trappers = Trappers
wendake-pic-tile-fishing-camp = Fishing Camp
wendake-pic-tile-boat-builders = Boat Builders
wendake-pic-tile-dancers = Dancers
wendake-pic-tile-mask-makers = Mask Makers
wendake-pic-tile-longhouse = Long House
wendake-pic-tile-sentries = Sentries
wendake-pic-tile-portage = Portage
wendake-pic-tile-trading-post = Trading Post
wendake-pic-tile-elders = Elders
wendake-pic-tile-gatherers = Gatherers
wendake-pic-tile-war-dance = War Dance
wendake-pic-tile-river-trade = River Trade
wendake-pic-tile-hunters-path = Hunters' Path
wendake-pic-tile-war-party = War Party
wendake-pic-tile-conquest = Conquest
wendake-pic-tile-great-harvest = Great Harvest
wendake-pic-tile-tannery = Tannery
wendake-pic-tile-fleet = Fleet
wendake-pic-tile-mask-society = Mask Society
wendake-pic-tile-shamans = Shamans
wendake-pic-tile-healers = Healers
wendake-pic-tile-war-chief = War Chief
wendake-pic-tile-harvest-moon = Harvest Moon
wendake-pic-tile-fur-fair = Fur Fair
wendake-pic-tile-canoe-war = Canoe War
wendake-pic-tile-grand-council = Grand Council
wendake-pic-tile-abundance = Abundance
wendake-pic-tile-feast-of-masks = Feast of Masks
wendake-pic-tile-outriders = Outriders
wendake-pic-tile-sun-dance = Sun Dance

## progress tiles, turtles (a kind in a word: "Turtles: Forest ×2"), the ghost's cards

wendake-pic-progress-moccasins = Moccasins
wendake-pic-progress-hoe = Bone Hoe
wendake-pic-progress-snares = Snares
wendake-pic-progress-nets = Nets
wendake-pic-progress-scrapers = Scrapers
wendake-pic-progress-war-paint = War Paint
wendake-pic-progress-tobacco = Tobacco
wendake-pic-progress-paints = Mask Paints
wendake-pic-progress-snowshoes = Snowshoes
wendake-pic-progress-wampum = Wampum
wendake-pic-progress-longbow = Longbow
wendake-pic-progress-medicine = Medicine Bundle
wendake-pic-turtle-forest = Forest
wendake-pic-turtle-field = Field
wendake-pic-turtle-hunter = Hunter
wendake-pic-turtle-english = English
wendake-pic-turtle-french = French
wendake-pic-turtle-water = Water
wendake-pic-ghostcard-ghost-war = Ghost of War
wendake-pic-ghostcard-ghost-trade = Ghost of Trade
wendake-pic-ghostcard-ghost-masks = Ghost of Masks
wendake-pic-ghostcard-ghost-rites = Ghost of Rites

## places: territories and Lakes

wendake-pic-place-birch-hill = Birch Hill
wendake-pic-place-blue-heron = Blue Heron
wendake-pic-place-cedar-point = Cedar Point
wendake-pic-place-elk-woods = Elk Woods
wendake-pic-place-heron-marsh = Heron Marsh
wendake-pic-place-home = Home
wendake-pic-place-long-meadow = Long Meadow
wendake-pic-place-maple-run = Maple Run
wendake-pic-place-otter-creek = Otter Creek
wendake-pic-place-pine-ridge = Pine Ridge
wendake-pic-place-sandy-shore = Sandy Shore
wendake-pic-place-stone-ford = Stone Ford
wendake-pic-place-thunder-falls = Thunder Falls
wendake-pic-place-wild-rice-bay = Wild Rice Bay
wendake-pic-place-wolf-den = Wolf Den
wendake-pic-place-lake-simcoe = Lake Simcoe
wendake-pic-place-lake-nipissing = Lake Nipissing
wendake-pic-place-georgian-bay = Georgian Bay
