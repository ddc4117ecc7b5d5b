"""A seat name the font cannot show, in every title's pictures (issue 21, point 2).

Display names may be all emoji or CJK, which the shipped font lacks. Before the renderers
shared one ``labels.shown``, only Wendake's pictures named such a seat "Seat N"; the other
titles drew "?" for each of them, so two such players read the same. Now every title's
pictures (the phone picture's seats, its alt text, the table) name them by their seat number,
and the solo games' stand-ins ("Ghost", "Freeloaders") stay the titles' own.
"""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from bot.rules import ENGINES, create
from rendering import describe, labels, render_focus, render_table, renderer

SEATS = ["Ann", "🔥🦬", "山田太郎"]            # seat 2 all emoji, seat 3 all CJK
EXPECTED = {"Ann": "Ann", "🔥🦬": "Seat 2", "山田太郎": "Seat 3"}
MOVES = 12


def played(title: str, seats: list[str], seed: int = 3):
    """A game of ``title`` after a few random legal moves, so that a last move names a seat."""
    game = create(title, seats=seats, seed=seed)
    rng = random.Random(seed)
    for _ in range(MOVES):
        if game.over:
            break
        seat = rng.choice(game.awaiting())
        game.play(seat, rng.choice(game.legal_actions(seat)))
    return game


def opened(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def test_the_kit_names_a_seat_by_number_when_the_font_shows_none_of_it():
    view = {"players": [{"seat": "Ann"}, {"seat": "🔥🦬"}, {"seat": "\u200b"}, {"seat": "?"},
                        {"seat": "Zoë 🔥", "number": 7}]}
    assert [labels.shown(view, p["seat"]) for p in view["players"]] == \
        ["Ann", "Seat 2", "Seat 3", "?", "Zoë"]
    assert labels.seat_number(view, "Zoë 🔥") == 7            # the view's own number wins
    assert labels.shown(view, "🦬🦬") == "Seat ?"              # no such seat: still no box
    assert labels.player_of(view, "nobody") is None
    assert labels.player_of(view, "Ann") == {"seat": "Ann"}


def test_a_stand_in_names_only_a_seat_that_is_no_players():
    stand_ins = {"ghost": "Ghost"}
    assert labels.shown({"players": [{"seat": "Ann"}]}, "ghost", stand_ins) == "Ghost"
    assert labels.shown({"players": [{"seat": "ghost"}]}, "ghost", stand_ins) == "ghost"


@pytest.mark.parametrize("title", list(ENGINES))
def test_every_title_names_an_emoji_or_cjk_seat_by_its_number(title):
    game = played(title, SEATS)
    view = game.view(None)
    module = renderer(title)
    for seat, name in EXPECTED.items():
        assert module.shown(view, seat) == name
        assert module.focus(view, seat).seat.name == name      # the phone picture's seat
    words = describe(view)                                     # the pictures' alt text
    assert "Seat 2:" in words and "Seat 3:" in words and "?:" not in words
    table = opened(render_table(view))
    assert table.width > 800 and table.height > 400
    focus = render_focus(view)
    assert focus is None or opened(focus).width > 0


@pytest.mark.parametrize(("title", "stand_in", "name"),
                         [("wendake", "ghost", "Ghost"), ("uluk", "freeloaders", "Freeloaders")])
def test_the_solo_games_opponent_keeps_its_name(title, stand_in, name):
    view = played(title, ["山田"]).view(None)
    assert renderer(title).shown(view, stand_in) == name
    assert renderer(title).shown(view, "山田") == "Seat 1"
    opened(render_table(view))
