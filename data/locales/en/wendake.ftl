# Wendake's messages (bot/rules/wendake.py): refusals, events and private lines.
# The English text is what str() of a refusal and the log read (the title's tests read it).

## the setup

wendake-unknown-option = Unknown option '{$option}'; Wendake takes 'tribes'.
wendake-tribes-option = The tribes option is 'generic' (everyone the Wendat) or 'draft'.
wendake-begins = Wendake (Campfire's edition) begins. Tracks paired: {$a} & {$b} | {$c} & {$d}; first player {$seat}.
wendake-tribe-not-offered = '{$tribe}' is not on offer: choose from {$offer}.
wendake-leads = {$seat} leads the {$tribe}.
wendake-year-begins = Year {$year} of {$years} begins.

## the notation and the turn

wendake-not-an-action = '{$verb}' is not an action of Wendake; see /game help for the notation.
wendake-transfer-mid-action = You cannot transfer in the middle of an action: finish it first ('done'); a Warrior cannot be moved, transferred Home and moved again within one action.
wendake-not-now-tile = You cannot '{$verb}' now: the tile's next action is {$next} (or 'skip' it).
wendake-not-now = You cannot '{$verb}' now: {$hint}
wendake-hint-draft = choose your tribe (tribe <name>).
wendake-hint-place = pick a tile (pick <position>) or claim turn order (turn-order).
wendake-hint-move = move or attack with a Warrior, or end the Move ('done').
wendake-hint-trade = barter, buy, sell or end the Trade ('done').
wendake-hint-masks = take a mask card, hold a ceremony or end the Mask action ('done').
wendake-hint-end = transfer Outposts Home or end your turn ('done').
wendake-hint-swap = upgrade a leaving tile to an advanced tile (upgrade <position> <tile>) or keep.
wendake-write-it-as = Write it as '{$form}'.

## the action board and turn order

wendake-not-a-position = '{$pos}' is not a board position: a1 to c3.
wendake-markers-placed = Your three tile markers are placed: claim turn order.
wendake-already-picked = You already picked {$pos} this year.
wendake-last-marker = Your last marker goes on the turn-order track.
wendake-not-in-line = {$pos} is not in one row, column or diagonal with {$picks}.
wendake-picks = {$seat} picks {$pos}: {$tile} ({$side}: {$actions}).
wendake-side-front = front side
wendake-side-ritual = Ritual side
wendake-turn-order-held = You already hold a turn-order space this year.
wendake-takes-space = {$seat} takes turn-order space {$space}.
wendake-takes-space-and = {$seat} takes turn-order space {$space} and {$good}.
wendake-skips = {$seat} skips {$action}.
wendake-fire-itself = The Sacred Fire cannot copy itself.
wendake-fire-picked = {$pos} was picked this year: the Fire uses a tile you did not pick.
wendake-uses-fire = {$seat} uses the Sacred Fire on {$pos} ({$tile}: {$actions}){ $kept ->
        [yes] ; {$pos} is kept for next year
       *[no] {""}
    }.

## transfers and progress tiles

wendake-write-transfer = Write 'transfer <area>' or 'transfer <area> empty'.
wendake-already-home = Natives at Home are already Home.
wendake-not-an-area = '{$area}' is not a Productive Area of the map.
wendake-no-outpost = You have no Outpost in {$area}.
wendake-never-home = Women and Hunters on the map never go back Home (only Smallpox takes them off a Productive Area).
wendake-transfers-empty = {$seat} transfers the Outpost {$warrior} of {$area} Home; the area is left empty.
wendake-none-to-replace = You have no {$native} at Home to replace it: 'transfer {$area} empty' leaves the area empty.
wendake-transfers = {$seat} transfers the Outpost {$warrior} of {$area} Home and a {$native} takes its place.
wendake-no-progress = You have no progress tile '{$progress}'.
wendake-works-by-itself = {$progress} works by itself; only a steps tile is used.
wendake-used-this-year = {$progress} was already used this year.
wendake-no-warrior-can-step = None of your Warriors can take a step now (injured ones and Outposts do not move).
wendake-uses-progress = {$seat} uses {$progress}: a Move of { $n ->
        [one] 1 step
       *[other] {$n} steps
    }.

## the automatic actions

wendake-harvests = {$seat} harvests { $goods_count ->
        [0] nothing
       *[other] {$goods}
    }.
wendake-hunts = {$seat} hunts { $n ->
        [one] 1 beaver
       *[other] {$n} beavers
    }.
wendake-tans = {$seat} tans { $n ->
        [one] 1 beaver into 1 skin
       *[other] {$n} beavers into {$n} skins
    }.
wendake-nothing-to-tan = {$seat} has no beaver to tan.
wendake-fishes = {$seat} fishes {$n} fish with { $canoes ->
        [one] 1 canoe
       *[other] {$canoes} canoes
    }.
wendake-builds-canoe = {$seat} builds a canoe ({$n} now).
wendake-all-canoes = {$seat} has all five canoes already.
wendake-ritual = {$seat} holds a Ritual: {$healed} healed, {$healthy} healthy at Home, +{$points} Ritual.
wendake-holds-flag-english = {$seat} holds an English flag: +{$points} {$track}.
wendake-holds-flag-french = {$seat} holds a French flag: +{$points} {$track}.
wendake-military = {$seat} scores Military: {$majorities} for majorities, {$turtles} from turtles; +{$total} Military.
wendake-military-draws = {$seat} scores Military: {$majorities} for majorities, {$turtles} from turtles; draws the {$turtle}; +{$total} Military.

## moves and fights

wendake-not-a-warrior = '{$token}' is not one of your Warriors (W1 to W7).
wendake-black-warrior = Only the Mohawk have the black Warrior.
wendake-injured = {$warrior} is injured in your Long House: only the Ritual heals it.
wendake-outpost-cannot-move = {$warrior} is an Outpost in {$area}: an Outpost cannot move.
wendake-not-a-territory = '{$territory}' is not a territory of this map.
wendake-closed-home = {$territory} is another player's Home, closed to opponents.
wendake-across-water = {$here} and {$there} are across {$water}: Lakes and rivers cannot be crossed.
wendake-not-next-to = {$there} is not next to {$here}: a step crosses one border.
wendake-ends-move = {$seat} ends the Move{ $left ->
        [0] {""}
        [one] {" "}(1 step unused)
       *[other] {" "}({$left} steps unused)
    }.
wendake-no-step-left = The Move has no step left for {$steps}.
wendake-not-empty = {$area} is not empty: one Native per Productive Area (attack it to take it).
wendake-guard-to-outpost = {$seat}: {$warrior} turns from a Guard into an Outpost in {$area}.
wendake-steps-outpost = {$seat}: {$warrior} steps from {$here} into {$area} as an Outpost.
wendake-outposts-outside = Outposts are laid in Productive Areas outside the Homes.
wendake-already-there = {$warrior} is already in {$territory}.
wendake-steps-guard = {$seat}: {$warrior} steps from {$here} into {$territory} as a Guard.
wendake-own-warriors = You cannot attack your own Warriors.
wendake-no-seat = There is no seat {$n} at this table.
wendake-no-such-warrior = Seat {$n} has no Warrior {$warrior} on the map.
wendake-attack-its-area = {$warrior} is an Outpost: attack its area ({$area}).
wendake-attacks-guard = {$seat}: {$warrior} attacks {$whose} Guard {$target} in {$territory}: both are injured.
wendake-not-a-target = '{$target}' is neither a Productive Area nor a Warrior (like 2W5).
wendake-nobody-to-attack = {$area} is empty: there is nobody to attack (move into it).
wendake-own-natives = You cannot attack your own Natives.
wendake-guards-first = {$owner} still has Guards in {$territory}: attack all of them before its Natives in Productive Areas.
wendake-attacks-outpost = {$seat}: {$warrior} attacks {$whose} Outpost in {$area}: both are injured.
wendake-attacks-tuscarora = {$seat}: {$warrior} attacks {$whose} Hunter in {$area}; the Tuscarora Hunter injures its attacker: both are injured.
wendake-attacks-native = {$seat}: {$warrior} attacks {$whose} {$native} in {$area} and stays there as an Outpost.
wendake-mohawk-home = The Mohawk black Warrior goes Home instead of to the Long House.
wendake-cayuga-home = The Cayuga Woman goes Home instead of to the Long House.

## trade

wendake-not-a-good = '{$good}' is not a good: {$goods}.
wendake-barter-kind = A barter gives one good for another kind.
wendake-barters-most = A Trade allows {$n} barters.
wendake-barter-two = A barter gives 2 {$good}; you have {$n}.
wendake-barters = {$seat} barters {$give} for {$get}.
wendake-smallpox-area = Smallpox! {$seat}'s {$native} in {$area} falls ill and goes back Home; {$area} is left empty.
wendake-smallpox-nobody = Smallpox comes to {$seat}'s village, but finds nobody.
wendake-smallpox-home = Smallpox! {$seat}'s {$native} at Home falls ill and goes to the Long House.
wendake-buys-one = A Trade buys one progress tile.
wendake-progress-not-offered = '{$progress}' is not among the progress tiles on offer.
wendake-costs = {$progress} costs {$cost}.
wendake-buys = {$seat} buys {$progress} for {$cost}: +{$points} Economic.
wendake-sells-once = A Trade sells once.
wendake-one-of-each = Economic points are bought with one good of each kind.
wendake-cannot-sell = '{$good}' cannot be sold: {$goods}.
wendake-you-have-no = You have no {$good}.
wendake-nothing-to-sell = You have nothing to sell.
wendake-sells = {$seat} sells {$goods}: +{$points} Economic.

## masks

wendake-mask-takes = A Mask action takes {$n} cards.
wendake-hand-most = Your hand holds {$n} masks at most.
wendake-deck-empty = The mask deck is empty.
wendake-takes-from-deck = {$seat} takes a mask card from the deck.
wendake-no-mask-face-up = There is no {$mask} mask face up.
wendake-takes-mask = {$seat} takes the {$mask} mask.
wendake-you-drew = You drew the {$mask} mask from the deck; your hand: {$hand} (`{$notation}`).
wendake-ceremony-size = A ceremony shows a hand of 2 to 5 mask cards.
wendake-not-held = You do not hold those mask cards.
wendake-no-hand = Those masks make no hand: a pair, two pairs, three, a full house, four, five of a kind or five kinds.
wendake-ceremony = {$seat} holds a Mask ceremony ({$cards}): +{$points} Mask.

## the restore and the end

wendake-restore = Restore after year {$year}.
wendake-tile-and-id = {$tile} (`{$id}`)
wendake-advanced-offer = Advanced tiles on offer: {$tiles}.
wendake-swap-bottom-row = Only a tile of the leaving bottom row (c1, c2, c3) is swapped.
wendake-fire-stays = The Sacred Fire never leaves your board.
wendake-tile-not-offered = '{$tile}' is not among the advanced tiles on offer.
wendake-swaps = {$seat} swaps {$old} for {$new}.
wendake-keeps = {$seat} keeps the leaving tiles.
wendake-final = {$seat}: {$a} + {$b} = {$total}.
wendake-ghost-scores = The ghost scores {$total}: {$seat} { $beats ->
        [yes] beats
       *[no] does not beat
    } it.
wendake-winners = { $seats_count ->
        [one] Winner
       *[other] Winners
    }: {$seats}.

## the ghost (solo)

wendake-the-ghost = The ghost
wendake-whose = {$seat}'s
wendake-whose-ghost = the ghost's
wendake-points-on = +{$points} {$track}
wendake-ghost-reveals = The ghost reveals {$card}: { $guards_count ->
        [0] {""}
       *[other] Guards to {$guards};{" "}
    }{$scores}{ $first ->
        [yes] ; it claims turn-order space 1
       *[no] {""}
    }.

## words: a tile's actions, the notation's verbs, goods, tracks, Natives

wendake-action-harvest = Harvest
wendake-action-hunt = Hunt
wendake-action-fish = Fish
wendake-action-canoe = Canoe
wendake-action-trade = Trade
wendake-action-masks = Masks
wendake-action-military = Military
wendake-action-ritual = Ritual
wendake-action-fire = Sacred Fire
wendake-action-move = Move {$n}
wendake-action-tan = Tan {$n}
wendake-verb-harvest = harvest
wendake-verb-hunt = hunt
wendake-verb-fish = fish
wendake-verb-canoe = canoe
wendake-verb-trade = trade
wendake-verb-masks = masks
wendake-verb-military = military
wendake-verb-ritual = ritual
wendake-verb-fire = fire
wendake-verb-move = move
wendake-verb-tan = tan
wendake-good-beans = beans
wendake-good-corn = corn
wendake-good-pumpkins = pumpkins
wendake-good-fish = fish
wendake-good-skins = skins
wendake-good-beavers = beavers
wendake-goods-beans = { $n ->
        [one] {$n} bean
       *[other] {$n} beans
    }
wendake-goods-corn = {$n} corn
wendake-goods-pumpkins = { $n ->
        [one] {$n} pumpkin
       *[other] {$n} pumpkins
    }
wendake-goods-fish = {$n} fish
wendake-goods-skins = { $n ->
        [one] {$n} skin
       *[other] {$n} skins
    }
wendake-goods-beavers = { $n ->
        [one] {$n} beaver
       *[other] {$n} beavers
    }
wendake-track-economic = Economic
wendake-track-military = Military
wendake-track-ritual = Ritual
wendake-track-mask = Mask
wendake-native-woman = Woman
wendake-native-hunter = Hunter

## /wendake hand (cogs/wendake.py): the seat's own mask cards, privately

wendake-hand-scores = {$hand} {$n}
wendake-hand-none = You hold no mask cards. A Mask ceremony scores: {$scale}.
wendake-hand-cards = Your mask cards ({$n}): {$cards} (`{$notation}`). A Mask ceremony shows 2 to 5 of them (Wild stands for any kind) and scores: {$scale}.
