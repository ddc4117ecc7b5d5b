# /game hint: the reason the AI gives for its move (bot/ai/hints.py), one line each.
#
# Ids: hint-<family>-<reason>. hint-generic-… are the reasons any title gets from its score pad
# alone; hint-prairie-… the Natives and Inuit policy's (bot/ai/prairie.py), where Inuit says
# some in its own words (hint-inuit-…, its village and its Inuit, not a tribe of natives);
# hint-uluk-…, hint-natera-…, hint-wendake-… those of bot/ai/uluk.py, natera.py, wendake.py.
# Every title's bundle reads this file (data/locales/domains.toml).
#
# Variables: $action is the move as its button reads ("Take Bison"), a string; $points a
# valuation (a whole number or one decimal: "1.5", "1,5"); $n, $bonus, $level, $yield, $left
# counts; $card, $totem (card names), $profs (a profession, plural: "hunters"), $res, $invention,
# $district, $track are the engines' own messages, with their attributes ($card_gender, …) for
# the article or agreement around them; $categories is a list of score pad rows, joined by the
# language ("Food and Totems"), its length as $categories_count; $site a letter.
#
# Two rules for every language:
# * one line of at most 150 characters with the longest names (a longer one is cut with "…");
# * two kinds of number, never left for the player to guess: a change of the score pad says so
#   ("+2 on your score pad now"); the AI's valuation, which also counts what a move brings later
#   (a native's growing profession, a totem's future pay), says "by the end (AI estimate)".
#   A hint at one step and the next must not read as two prices of the same card.

## generic: the score pad alone

hint-generic-gains = {$action}: it adds {$points} to your {$categories} now, the best change of score on offer
hint-generic-gains-plan = {$action}: it adds {$points} to your {$categories} now, and the AI's plan prefers it to moves that score more at once
hint-generic-hurts = {$action}: it costs your opponents {$points}, the best change of score on offer
hint-generic-least-loss = {$action}: every move costs points now, and this one costs least ({$points})
hint-generic-reveals = {$action}: it brings something new to light, and no other move scores now
hint-generic-reveals-plan = {$action}: it brings something new to light, and the AI's plan prefers that to scoring now
hint-generic-later = {$action}: it scores nothing now, but the AI's plan values it more than what scores at once
hint-generic-even = {$action}: no move changes the score now; the AI sees nothing better
hint-generic-only = {$action}: it is the only move you can make here

## prairie (Natives, and Inuit where it has no words of its own)

hint-prairie-scout-empty = {$action}: none of your professions can take a card from the prairie yet
hint-prairie-scout = {$action}: one more card should add about { $points ->
        [one] {$points} point
       *[other] {$points} points
    } to your best haul by the end (AI estimate)
hint-prairie-use = {$action}: your {$profs} can take { $n ->
        [one] {$n} card
       *[other] {$n} cards
    } (the best: {$card}): about { $points ->
        [one] {$points} point
       *[other] {$points} points
    } to you by the end (AI estimate)
hint-prairie-use-totem = {$action}: your {$profs} can take { $n ->
        [one] {$n} card
       *[other] {$n} cards
    } (the best: {$card}), and your {$totem} pays {$bonus} for each
hint-prairie-pass = {$action}: none of your professions can take a card
hint-prairie-done = {$action}: no card left is worth taking for you
hint-prairie-take-deny = {$action}: the {$card} is worth little to you, but taking it keeps it from an opponent who wants it
hint-prairie-take-scalp = {$action}: a scalp is worth about { $points ->
        [one] {$points} point
       *[other] {$points} points
    } to you by the end (AI estimate), and the others lose the {$card}
hint-prairie-take-native = {$action}: the {$card} is +{$points} on your score pad now, and one more native in your tribe grows your {$profs}
hint-prairie-take-native-anyway = {$action}: the {$card} is -{$points} on your score pad now, but one more native under your {$profs} is worth more
hint-prairie-take-food = {$action}: the {$card} is +{$points} on your score pad now
hint-prairie-take-food-totem = {$action}: the {$card} is +{$points} on your score pad now, {$bonus} of it paid by your {$totem}
hint-prairie-take-totem = {$action}: the {$card} should pay you about { $points ->
        [one] {$points} point
       *[other] {$points} points
    } by the end (AI estimate)
hint-prairie-take-ritual = {$action}: with its effect, the {$card} is worth about { $points ->
        [one] {$points} point
       *[other] {$points} points
    } to you by the end (AI estimate)
hint-prairie-take-other = {$action}: the {$card} is worth about { $points ->
        [one] {$points} point
       *[other] {$points} points
    } to you by the end (AI estimate)
hint-prairie-place = {$action}: one more native among your {$profs} pays best: about { $points ->
        [one] {$points} point
       *[other] {$points} points
    } by the end (AI estimate)
hint-prairie-place-totem = {$action}: your {$profs} pay best with your {$totem}: about { $points ->
        [one] {$points} point
       *[other] {$points} points
    } by the end (AI estimate)
hint-prairie-ritual-first = {$action}: the {$card} is best played before your other rituals
hint-prairie-sacrifice = {$action}: of your natives, it is the one whose loss costs you least
hint-prairie-discard = {$action}: of your cards, it is the one whose loss costs you least

## Inuit's own words where the prairie's reasons name the Natives theme

hint-inuit-scout-empty = {$action}: none of your occupations can take a card from the Great White yet
hint-inuit-pass = {$action}: none of your occupations can take a card
hint-inuit-take-scalp = {$action}: a weapon is worth about { $points ->
        [one] {$points} point
       *[other] {$points} points
    } to you by the end (AI estimate), and the others lose the {$card}
hint-inuit-take-native = {$action}: the {$card} is +{$points} on your score pad now, and one more Inuk in your village grows your {$profs}
hint-inuit-take-native-anyway = {$action}: the {$card} is -{$points} on your score pad now, but one more Inuk under your {$profs} is worth more
hint-inuit-place = {$action}: one more Inuk among your {$profs} pays best: about { $points ->
        [one] {$points} point
       *[other] {$points} points
    } by the end (AI estimate)

hint-inuit-ritual-first = {$action}: the {$card} is best played before your other rites
hint-inuit-sacrifice = {$action}: of your Inuit, it is the one whose loss costs you least

## Uluk

hint-uluk-stay = {$action}: no free space is worth the move
hint-uluk-gather-most = {$action}: your tribers take the majority's {$yield} {$res}; your plan for { $n ->
        [one] {$n} triber
       *[other] {$n} tribers
    } is worth about {$points} Happiness
hint-uluk-gather = {$action}: even the minority's {$yield} {$res} helps; your plan for { $n ->
        [one] {$n} triber
       *[other] {$n} tribers
    } is worth about {$points} Happiness
hint-uluk-hunt = {$action}: each hunter brings {$level} {$res}; your plan for { $n ->
        [one] {$n} triber
       *[other] {$n} tribers
    } is worth about {$points} Happiness
hint-uluk-hunt-poison = {$action}: Poison counts as one more hunter ({$level} {$res} each); your plan is worth about {$points} Happiness
hint-uluk-processing = {$action}: a triber there turns your {$res} into food that keeps; your plan is worth about {$points} Happiness
hint-uluk-temple = {$action}: the Temple's +2 Happiness is the best use left for a triber
hint-uluk-shaman = {$action}: the Shaman's Hut pays +1 now and moves the triber to a free space later
hint-uluk-workshop = {$action}: the {$invention} invention is worth about {$points} Happiness over the seasons left
hint-uluk-monument = {$action}: Monument {$site} should pay its chart and a token; your plan is worth about {$points} Happiness
hint-uluk-process = {$action}: it settles your board best, about {$points} Happiness more than keeping the {$res} raw
hint-uluk-process-done = {$action}: no conversion left makes your board worth more
hint-uluk-feed = {$action}: {$res} is the food you can spare most, and a fully fed tribe scores +1
hint-uluk-eat = {$action}: it is the last season, and every treat eaten scores +1
hint-uluk-celebrate = {$action}: the celebration's +{$points} beats keeping the fuel and the holiday substance
hint-uluk-reproduce = {$action}: { $left ->
        [one] in the last season
       *[other] over the {$left} seasons left
    }, a triber is worth more than two pieces of food
hint-uluk-feed-done = {$action}: nothing left to feed, celebrate or grow is worth it

## Natera

hint-natera-send = {$action}: the reward and the {$district} authority there are worth about {$points} VP, your best move
hint-natera-play = {$action}: the card is worth about {$points} VP after its cost, your best move
hint-natera-hire = {$action}: the specialist is worth about {$points} VP after its food
hint-natera-ability = {$action}: its effect is worth about {$points} VP now
hint-natera-settle = {$action}: a settlement scores at the end and pays its bonus on every visit (about {$points} VP)
hint-natera-discard = {$action}: a card you are unlikely to afford is worth more as a resource
hint-natera-take = {$action}: {$res} is what your hand is shortest of
hint-natera-draw = {$action}: that deck suits this point of the year best
hint-natera-draw-peek = {$action}: the card you looked at decides: kept if it beats an unseen card of its deck, else a card from the other deck
hint-natera-peek = {$action}: a look costs nothing and tells you whether to take that card or draw from the other deck
hint-natera-raise = {$action}: that authority step is worth about {$points} VP
hint-natera-lower = {$action}: that step down costs you least (about {$points} VP)
hint-natera-grow = {$action}: that science space is worth about {$points} VP over the seasons left
hint-natera-pass = {$action}: nothing on offer is worth more than holding on
hint-natera-pick = {$action}: the best card of the pack for you, about {$points} VP
hint-natera-collect = {$action}: that settlement bonus is worth about {$points} VP
hint-natera-copy = {$action}: that location's reward is worth about {$points} VP
hint-natera-move = {$action}: the new location's bonus is worth more than the old one's
hint-natera-return = {$action}: that specialist is worth least to keep
hint-natera-value = {$action}: worth about {$points} VP by the AI's reckoning, the most of your options
hint-natera-even = {$action}: the AI finds your best options about equal here, and picks this one
hint-natera-value-none = {$action}: by the AI's reckoning it changes nothing, and no option here does better
hint-natera-value-least = {$action}: every option costs you here, and this one least (about {$points} VP)
hint-natera-skip = {$action}: nothing on offer here is worth its cost to you now
hint-natera-done = {$action}: the specialists in the row are worth more to you than a replacement might be
hint-natera-replace = {$action}: that specialist is worth least to you, and a new one may suit you better
hint-natera-search = {$action}: that tag suits the cards you have played best
hint-natera-tribe = {$action}: the simplest tribe left to learn

## Wendake

hint-wendake-pick = {$action}: its actions are worth about {$points} to your lower tracks, in the best line left (your {$track} track lags)
hint-wendake-pick-line = {$action}: the tile is worth little itself, but it keeps open the line of tiles worth most to you
hint-wendake-step = {$action}: the best step of the move, worth about {$points} (your {$track} track lags)
hint-wendake-upgrade = {$action}: the new tile is worth about {$points} more to your lower tracks than the old one
hint-wendake-ceremony = {$action}: that hand is worth { $points ->
        [one] {$points} Mask point
       *[other] {$points} Mask points
    } now
hint-wendake-tile = {$action}: worth about {$points} to your lower tracks (your {$track} track lags)
hint-wendake-turn-order = {$action}: the turn-order marker goes down now, for a better place next round
hint-wendake-use = {$action}: your Military track is among the lower ones, and the tile raises it
hint-wendake-transfer = {$action}: an Outpost brought home produces, and the Ritual can spare the Native
hint-wendake-skip = {$action}: this action is worth nothing to you now
hint-wendake-fire = {$action}: the Sacred Fire copies the tile worth most to you
hint-wendake-done = {$action}: nothing more here is worth doing now
hint-wendake-buy = {$action}: that progress tile is worth more than the goods it costs
hint-wendake-barter = {$action}: a surplus good becomes a kind you lack
hint-wendake-sell = {$action}: goods of several kinds become Economic points
hint-wendake-mask = {$action}: that card improves your hand of masks most
hint-wendake-keep = {$action}: no advanced tile is worth the swap
hint-wendake-tribe = {$action}: the tribe the AI rates best among those left
