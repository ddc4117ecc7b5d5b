"""What the contract suite (tests/test_contract.py) cannot know of Wendake, read in the same
seeded games (tests/contract_titles.py): one seat decides at a time, a game lasts seven years,
the pad is the lower track of each pair, a solo game is won by beating the ghost (and lost
otherwise), the random games explore every kind of decision, the registration.
"""

from __future__ import annotations

from collections import Counter

import pytest

from bot.rules import ENGINES, restore
from bot.rules.wendake import YEARS, WendakeGame
from tests.contract_titles import VARIANTS, played

WENDAKE = [vid for vid, v in VARIANTS.items() if v.title == "wendake"]


@pytest.mark.parametrize("vid", WENDAKE)
def test_one_seat_decides_at_a_time_for_seven_years(vid):
    for seed in range(VARIANTS[vid].games):
        states, _ = played(vid, seed)
        assert all(len(restore(s).awaiting()) <= 1 for s in states)
        assert restore(states[-1]).state["year"] == YEARS


@pytest.mark.parametrize("vid", WENDAKE)
def test_the_pad_is_the_lower_track_of_each_pair_and_solo_is_against_the_ghost(vid):
    for seed in range(VARIANTS[vid].games):
        game = restore(played(vid, seed)[0][-1])
        for pad in game.scores().values():
            first, second = game.state["pairs"]
            assert pad["lower-1"] == min(pad[t] for t in first) and pad["lower-2"] == min(pad[t] for t in second)
        assert ("beat_ghost" in game.view()) == (len(game.seats) == 1)
        if len(game.seats) == 1:          # solo: a win is beating the ghost, a loss has no winner
            assert game.winners() == (game.seats if game.view()["beat_ghost"] else [])


def test_every_player_count_and_both_tribe_options_are_played():
    kinds = {(n, VARIANTS[vid].options.get("tribes", "generic")) for vid in WENDAKE for n in VARIANTS[vid].counts}
    assert {1, 2, 3, 4} == {n for n, _ in kinds} and {"generic", "draft"} == {t for _, t in kinds}


def test_random_games_reach_every_kind_of_decision():
    verbs: Counter = Counter()
    for vid in WENDAKE:
        for seed in range(VARIANTS[vid].games):
            _, log = played(vid, seed)
            verbs.update(step.split(" ")[0] for _, action in log for step in action.split("; "))
    assert {"pick", "turn-order", "transfer", "harvest", "hunt", "fish", "canoe", "tan",
            "ritual", "military", "fire", "move", "attack", "barter", "sell", "mask",
            "ceremony", "done", "skip", "tribe", "upgrade", "keep"} <= set(verbs)


def test_wendake_is_registered_for_one_to_four_players():
    from bot.rules import SEAT_RANGE

    assert ENGINES["wendake"] is WendakeGame and SEAT_RANGE["wendake"] == (1, 4)
