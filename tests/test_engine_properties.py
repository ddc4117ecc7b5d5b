"""What the contract suite (tests/test_contract.py) cannot know of Natives and Inuit, read in
the same seeded games (tests/contract_titles.py): the box holds the rulebooks' cards in every
configuration, the end comes as Winter Is Coming says, the random games explore every kind
of decision, and the expansions two by two (the contract plays each alone and all three)
play to the end with every card kept.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest

from bot.rules import create, restore
from bot.rules.prairie import END
from tests.contract import drive
from tests.contract_titles import EXPANSIONS, VARIANTS, pick_any, played, prairie_bounds, prairie_count

PRAIRIE = [vid for vid, v in VARIANTS.items() if v.title in ("natives", "inuit")]
# cards in the game, the end card aside: the rulebooks' contents lists
BASE_CARDS = {"natives": 110, "inuit": 115}
ADDED = {"soul-of-the-prairie": 13 + 4 + 8 + 1 + 9 - 1, "seasons": 2, "strangers": 5}   # Strength removed
CONFIGS = [("natives", tuple(c)) for r in range(4) for c in combinations(EXPANSIONS, r)] + [("inuit", ())]
SPECIAL = {END, "summer-has-come", "autumn-has-come"}


@pytest.mark.parametrize(("title", "exps"), CONFIGS, ids=[f"{t}+{'+'.join(e) or 'base'}" for t, e in CONFIGS])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_box_holds_the_rulebooks_cards(title, exps, n):
    game = create(title, ["ann", "bob", "cy", "dee"][:n], seed=n, options={"expansions": list(exps)} if exps else None)
    cards = prairie_count(game.to_dict())
    assert cards[END] == 1
    assert sum(cards.values()) - 1 == BASE_CARDS[title] + sum(ADDED[e] for e in exps)
    assert set(game.state["aside"]) <= SPECIAL


def end_as_winter_says(states: list[dict]) -> None:
    """From the turn Winter Is Coming came, play goes round to the seat right of the first
    player, and stops there."""
    turns = []
    for state in states:
        view = restore(state).view(None)
        turns.append((view["end_revealed"], view["turn"]))
    game = restore(states[-1])
    assert game.over and game.view(None)["end_revealed"]
    seats, n = game.seats, len(game.seats)
    first = next(p["seat"] for p in game.view(None)["players"] if p["first"])
    f = seats.index(first)
    at = next(k for k, (revealed, _) in enumerate(turns) if revealed)
    seq = [seat for _, seat in turns[at:]]
    seq = [x for k, x in enumerate(seq) if k == 0 or seq[k - 1] != x]
    r = seats.index(seq[0])
    assert seq == [seats[(r + k) % n] for k in range((f - 1 - r) % n + 1)]


@pytest.mark.parametrize("vid", PRAIRIE)
def test_the_game_ends_round_to_the_seat_right_of_the_first_player(vid):
    for seed in range(VARIANTS[vid].games):
        end_as_winter_says(played(vid, seed)[0])


def kinds_of_decision(vids: list[str]) -> tuple[Counter, int]:
    steps: Counter = Counter()
    several = 0
    for vid in vids:
        for seed in range(VARIANTS[vid].games):
            for state in played(vid, seed)[0]:
                game = restore(state)
                if not game.over:
                    steps[game.view(None)["step"]["name"]] += 1
                    several += len(game.awaiting()) > 1
    return steps, several


def test_random_games_reach_every_kind_of_decision():
    """The seeded games of the contract do explore the rituals' decisions and the expansions'."""
    steps, several = kinds_of_decision(["natives", "inuit"])
    assert set(steps) == {"choose", "take", "place", "rituals", "sacrifice", "forced"}
    assert several > 0
    steps, _ = kinds_of_decision(PRAIRIE)
    assert set(steps) >= {
        "choose", "take", "place", "rituals", "sacrifice", "forced", "war-peace", "quick-hand",
        "knowledge", "before", "after", "season-take", "harvest",
    }


@pytest.mark.parametrize("exps", list(combinations(EXPANSIONS, 2)), ids="+".join)
def test_the_expansions_two_by_two_play_to_the_end_with_every_card(exps):
    """The pairs the contract does not play: three games each, checked at every step."""
    for seed in range(3):
        game = create("natives", ["ann", "bob", "cy", "dee"][: 2 + seed], seed, {"expansions": list(exps)})
        start = prairie_count(game.to_dict())
        states: list[dict] = []

        def check(g, states=states, start=start):
            assert prairie_count(g.state) == start
            prairie_bounds(g)
            states.append(g.to_dict())

        drive(game, random.Random(seed), pick_any, check, compound=0.1)
        end_as_winter_says(states)
        assert game.winners()

