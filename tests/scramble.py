"""Scramblers of hidden information, one per title, for the public-post property
(tests/test_public_hidden.py): ``scramble(state, rng)`` is another state that every player
would see the same way (``view(None)`` equal: :func:`check` asserts it, so a scrambler that
touches public state is caught) but whose hidden information is dealt again, counts kept:
deck orders, Natera's hands, drafted packs, discard piles and face-down locations, Uluk's
feast cards and face-down monument tokens, Wendake's mask hands and stacks; and the seed of
the draws still to come.

A scrambler varies everything a decision could depend on that only one seat (or nobody)
sees: what is hidden in the physical game is pooled and dealt again, so a menu of a hand
becomes a menu of another hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from bot.rules import restore
from bot.rules.base import clone
from bot.rules.natera import slot_district, slot_tier
from bot.rules.natera_data import components as natera_components
from bot.rules.prairie import END
from bot.rules.prairie_theme import theme as prairie_theme
from bot.rules.uluk_data import components as uluk_components

State = dict[str, Any]


def _deal(places: list[list[Any]], rng: random.Random) -> None:
    """Pool the items of ``places`` (lists, changed in place) and deal them again, each list
    keeping its length."""
    pool = [x for place in places for x in place]
    rng.shuffle(pool)
    for place in places:
        n = len(place)
        place[:], pool = pool[:n], pool[n:]


# -- Natives, Inuit ---------------------------------------------------------------------------
def scramble_prairie(state: State, rng: random.Random) -> State:
    """The deck order, the only hidden thing: every card but Winter Is Coming (its place is
    the rulebook's) and the season change cards (set aside when drawn) changes place."""
    s = clone(state)
    th = prairie_theme(s["title"])
    deck = s["deck"]
    free = [k for k, card in enumerate(deck) if card != END and th.card(card).family != "season-change"]
    cards = [deck[k] for k in free]
    rng.shuffle(cards)
    for k, card in zip(free, cards, strict=True):
        deck[k] = card
    return s


# -- Uluk ----------------------------------------------------------------------------------------
def scramble_uluk(state: State, rng: random.Random) -> State:
    """Feast cards dealt again from the whole box (a seat may get one nobody held), the
    invention and Freeloaders decks shuffled, the face-down monument tokens swapped."""
    s = clone(state)
    c = uluk_components()
    feasts = rng.sample(sorted(c.feasts), len(s["players"]))
    for p, feast in zip(s["players"], feasts, strict=True):
        p["feast"] = feast
    rng.shuffle(s["deck"])
    hidden = [m for m in s["monuments"] if not m["revealed"]]
    tokens = [m["token"] for m in hidden]
    rng.shuffle(tokens)
    for m, token in zip(hidden, tokens, strict=True):
        m["token"] = token
    if s.get("freeloaders"):
        rng.shuffle(s["freeloaders"]["deck"])
    return s


# -- Natera -------------------------------------------------------------------------------------
def scramble_natera(state: State, rng: random.Random) -> State:
    """Every exploration card out of sight (hands, drafted packs, both decks, both discard
    piles, a picked card not yet passed on) dealt again: a deck or a pile keeps its kind and
    count (the view counts them), a hand or a pack its size; a Raven's peek stays the top
    card. The specialist deck shuffled; the face-down locations of each district and tier
    drawn again from the whole pool (tiles not in the game included)."""
    s = clone(state)
    c = natera_components()
    step = s["step"]
    draft = step.get("name") == "draft"
    hands = [p["hand"] for p in s["players"]]
    packs = list(step["packs"]) if draft else []
    picks = [[x] for x in step["picks"] if x] if draft else []
    for kind in ("basic", "advanced"):          # decks and piles hold one kind each
        piles = [s["decks"][kind], s["discards"][kind]]
        loose = [x for place in (*hands, *packs, *picks) for x in place if c.cards[x].deck == kind]
        pool = loose + [x for pile in piles for x in pile]
        rng.shuffle(pool)
        for pile in piles:
            n = len(pile)
            pile[:], pool = pool[:n], pool[n:]
        # what is left (as many as the loose cards of this kind) goes back to the loose places
        spare = pool
        for place in (*hands, *packs, *picks):
            for k, x in enumerate(place):
                if c.cards[x].deck == kind:
                    place[k] = spare.pop()
    _deal([*hands, *packs, *picks], rng)        # the kinds mix freely across hands and packs
    if draft:
        it = iter(picks)
        step["picks"] = [next(it)[0] if x else None for x in step["picks"]]
    for p in s["players"]:
        if p.get("peek"):
            deck = s["decks"][p["peek"]["deck"]]
            if deck:
                p["peek"]["card"] = deck[-1]
    rng.shuffle(s["specialists"]["deck"])
    groups: dict[tuple[str, int], list[str]] = {}
    for slot, place in s["board"].items():
        if not place["revealed"]:
            groups.setdefault((slot_district(slot), slot_tier(slot)), []).append(slot)
    in_sight = {place["tile"] for place in s["board"].values() if place["revealed"]}
    for (district, tier), slots in groups.items():
        tiles = rng.sample([t for t in c.pool(district, tier) if t not in in_sight], len(slots))
        for slot, tile in zip(slots, tiles, strict=True):
            s["board"][slot]["tile"] = tile
    return s


# -- Wendake ------------------------------------------------------------------------------------
def scramble_wendake(state: State, rng: random.Random) -> State:
    """Mask hands and the mask deck pooled and dealt again (a hand keeps its size); the
    progress, advanced, turtle and Ghost stacks shuffled."""
    s = clone(state)
    hands = [p["hand"] for p in s["players"]]
    _deal([*hands, s["masks"]["deck"]], rng)
    for hand in hands:
        hand.sort()
    for row in s["progress"].values():
        rng.shuffle(row["stack"])
    for stack in s["advanced"].values():
        rng.shuffle(stack)
    rng.shuffle(s["turtles"])
    if s.get("ghost"):
        rng.shuffle(s["ghost"]["deck"])
    return s


SCRAMBLERS: dict[str, Callable[[State, random.Random], State]] = {
    "natives": scramble_prairie, "inuit": scramble_prairie, "uluk": scramble_uluk,
    "natera": scramble_natera, "wendake": scramble_wendake,
}


def scramble(state: State, rng: random.Random) -> State:
    """``state`` with its hidden information dealt again; everyone's view unchanged (checked)."""
    other = SCRAMBLERS[state["title"]](state, rng)
    other["seed"] = rng.randrange(2**31)      # and the draws to come (shuffles, Smallpox) are others
    check(state, other)
    return other


def check(state: State, other: State) -> None:
    """A scrambler changes nothing that everyone sees."""
    before, after = restore(clone(state)).view(None), restore(clone(other)).view(None)
    assert before == after, f"the {state['title']} scrambler changed public state: " + ", ".join(
        sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k)))
