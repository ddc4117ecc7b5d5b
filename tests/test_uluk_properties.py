"""What the contract suite (tests/test_contract.py) cannot know of Uluk, read in the same
seeded games (tests/contract_titles.py): a game lasts six seasons and reveals every monument,
a solo game ends with the rulebook's rating and only a solo game, the random games explore
every kind of decision, and the pad leaves the feast out until the end.
"""

from __future__ import annotations

from collections import Counter

import pytest

from bot.rules import restore
from bot.rules.uluk import RATINGS
from tests.contract_titles import VARIANTS, played

ULUK = [vid for vid, v in VARIANTS.items() if v.title == "uluk"]


@pytest.mark.parametrize("vid", ULUK)
def test_a_game_lasts_six_seasons_and_a_solo_game_ends_with_its_rating(vid):
    for seed in range(VARIANTS[vid].games):
        game = restore(played(vid, seed)[0][-1])
        assert game.over and game.state["season"] == 6
        assert all(m["revealed"] for m in game.state["monuments"])
        if len(game.seats) == 1:
            assert game.view()["rating"] in {line for _, line in RATINGS}
        else:
            assert "rating" not in game.view()


def test_random_games_reach_every_kind_of_decision():
    steps: Counter = Counter()
    verbs: Counter = Counter()
    several = 0
    for vid in ULUK:
        for seed in range(VARIANTS[vid].games):
            states, log = played(vid, seed)
            verbs.update(step.split(" ")[0] for _, action in log for step in action.split("; "))
            for state in states:
                game = restore(state)
                if not game.over:
                    steps[game.state["step"]["name"]] += 1
                    several += len(game.awaiting()) > 1
    assert set(steps) == {"place", "shaman", "process", "feed"}
    assert {"place", "move", "stay", "process", "free", "done", "feed", "reproduce",
            "celebrate", "eat"} <= set(verbs)
    assert several > 0


def test_the_pad_leaves_the_feast_out_until_the_end():
    """During the game the pad leaves the secret feast out (the contract checks that it does
    not change with the feast cards)."""
    for vid in ULUK:
        for seed in range(VARIANTS[vid].games):
            states, _ = played(vid, seed)
            assert all(pad["feast"] == 0 for s in states[:-1] for pad in restore(s).scores().values())
