"""A game's facts live on its engine class (issue 21, point 1): its title, display name, seat
range, and the standing a seat is ranked by. The registry is built from the classes, and the
seats are checked once, in the base, for every title."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.rules import DISPLAY_NAMES, ENGINES, SEAT_RANGE, TITLES, IllegalAction, create, restore
from bot.rules.base import Game

ROOT = Path(__file__).resolve().parent.parent


def test_the_registry_is_built_from_the_engine_classes():
    assert TITLES == ("natives", "inuit", "wendake", "uluk", "natera")
    for title, cls in ENGINES.items():
        assert issubclass(cls, Game) and cls.title == title
        assert DISPLAY_NAMES[title] == cls.display_name and cls.display_name
        assert SEAT_RANGE[title] == (cls.min_seats, cls.max_seats)
    assert DISPLAY_NAMES["inuit"] == "Inuit: The Snow Folk" and SEAT_RANGE["wendake"] == (1, 4)


@pytest.mark.parametrize("title", TITLES)
def test_a_game_is_its_titles_class_and_restores_to_it(title):
    cls = ENGINES[title]
    game = create(title, [f"p{n}" for n in range(max(cls.min_seats, 2))], 3)
    assert type(game) is cls and type(restore(game.to_dict())) is cls


@pytest.mark.parametrize("title", TITLES)
def test_the_seats_are_checked_once_for_every_title(title):
    """One refusal, in the base, naming the title's own rule; the same from ``create`` and from
    the class's ``new``."""
    cls = ENGINES[title]
    low, high = cls.min_seats, cls.max_seats
    for n in (low - 1, high + 1):
        for make in (lambda seats: create(title, seats, 1), lambda seats: cls.new(title, seats, 1, None)):
            with pytest.raises(IllegalAction) as refused:
                make([f"p{k}" for k in range(n)])
            assert str(refused.value) == f"This game is for {low} to {high} players, not {n}."
            assert refused.value.rule == cls.seats_rule
    with pytest.raises(IllegalAction, match="^Every seat needs its own name.$") as refused:
        create(title, ["ann", "ann"], 1)
    assert refused.value.rule == cls.seats_rule


def test_no_engine_repeats_the_seat_check():
    for path in (ROOT / "bot" / "rules").glob("*.py"):
        if path.name != "base.py":
            text = path.read_text(encoding="utf-8")
            assert not re.search(r"players, not|own name", text), path.name


@pytest.mark.parametrize("title", TITLES)
def test_each_standing_names_its_tie_breaks(title):
    """``standings()`` is the total then one value per tie-break ``tie_breaks()`` names."""
    cls = ENGINES[title]
    game = create(title, [f"p{n}" for n in range(max(cls.min_seats, 2))], 5)
    standings, scores = game.standings(), game.scores()
    assert set(standings) == set(game.seats)
    for seat, key in standings.items():
        assert key[0] == scores[seat]["total"] and len(key) == 1 + len(game.tie_breaks())
    assert game.tie_breaks() and all(isinstance(name, str) and name for name in game.tie_breaks())


def test_present_keeps_no_tie_breaks_of_its_own():
    import bot.present

    assert not hasattr(bot.present, "tie_breaks") and not hasattr(bot.present, "rank")
