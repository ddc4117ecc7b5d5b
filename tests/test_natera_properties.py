"""What the contract suite (tests/test_contract.py) cannot know of Natera, read in the same
seeded games (tests/contract_titles.py): a game lasts four seasons and its final view shows the
pad, the events never name a card still out of sight, the board's slots, the registration.
"""

from __future__ import annotations

import random
import re

import pytest

from bot.rules import ENGINES, restore
from bot.rules.natera import SLOTS, NateraGame
from bot.rules.natera_data import components
from tests.contract_titles import VARIANTS, played

C = components()
NATERA = [vid for vid, v in VARIANTS.items() if v.title == "natera"]
CARD_NAMES = {c.name: c.id for c in C.cards.values()}
NAME_RE = re.compile(r"\b(" + "|".join(re.escape(n) for n in sorted(CARD_NAMES, key=len, reverse=True)) + r")\b")


@pytest.mark.parametrize("vid", NATERA)
def test_a_game_lasts_four_seasons_and_its_last_view_shows_the_pad(vid):
    for seed in range(VARIANTS[vid].games):
        game = restore(played(vid, seed)[0][-1])
        assert game.over and game.state["season"] == 4 and game.view()["scores"] == game.scores()


@pytest.mark.parametrize("vid", NATERA)
def test_log_lines_never_name_a_hidden_card(vid):
    """Event lines are public: a card's name appears only once that card is face up."""
    v = VARIANTS[vid]
    for seed in range(2):
        game = v.new(seed)
        rng = random.Random(seed)
        while not game.over:
            seat, action = v.pick(game, rng)
            events = game.play(seat, action)
            public = {C.cards[x].name for p in game.state["players"] for x in p["played"]}
            for line in events:
                named = set(NAME_RE.findall(str(line)))
                assert named <= public, (line, named - public)
            last = game.view()["last"]["action"]
            assert last.split()[0] not in ("pick", "peek") or last in ("pick", "peek")


def test_slots_cover_the_board():
    assert len(SLOTS) == 26 and len(set(SLOTS)) == 26


def test_natera_is_registered_for_two_to_four_players():
    from bot.rules import SEAT_RANGE

    assert ENGINES["natera"] is NateraGame and SEAT_RANGE["natera"] == (2, 4)
