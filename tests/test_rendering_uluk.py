"""The Uluk pictures: PNGs that open, fit the budget, keep the feast card secret and show what
the design asks for (DESIGN.md, "Pictures")."""

from __future__ import annotations

import copy
import io
import random
from functools import cache

import pytest
from PIL import Image

from bot.rules import create
from rendering import RENDERERS, colours, draw, render_scores, render_table, uluk

SEATS = ["ann", "Zoë", "José", "dee"]
MAX_PNG = 1_000_000


@cache
def _game(n: int, seed: int = 7) -> tuple:
    """(every public view, the game at its middle, its private views) of a seeded random game."""
    g = create("uluk", seats=SEATS[:n], seed=seed)
    rng = random.Random(seed)
    views = [g.view()]
    private = {}
    while not g.over:
        seat = rng.choice(g.awaiting())
        g.play(seat, rng.choice(g.legal_actions(seat)))
        views.append(g.view())
        if len(views) == 40:
            private = {s: g.view(s) for s in SEATS[:n]}
    return tuple(views), private


def mid_game(n: int) -> dict:
    views = _game(n)[0]
    return views[len(views) // 2]


def finished(n: int) -> dict:
    return _game(n)[0][-1]


def _open(png: bytes) -> Image.Image:
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(png) < MAX_PNG
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.format == "PNG"
    assert image.width == draw.WIDTH
    return image


def _find(n: int, test) -> dict:
    view = next((v for v in _game(n)[0] if test(v)), None)
    if view is None:
        pytest.skip("no such moment in the seeded game")
    return view


# -- the PNGs ----------------------------------------------------------------------------------
def test_uluk_is_registered():
    assert RENDERERS["uluk"] == ".uluk"


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_mid_game_table_is_a_small_png_of_the_right_width(n):
    view = mid_game(n)
    assert not view["over"]
    image = _open(render_table(view))
    assert 1000 < image.height < 4000
    assert image.mode == "P"           # a palette PNG (png.encode_png)


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_finished_table_and_score_pad(n):
    view = finished(n)
    assert view["over"] and view["winners"]
    _open(render_table(view))
    pad = _open(render_scores(view))
    assert pad.height < 1400
    if n == 1:
        assert view["rating"]


def test_first_view_and_every_phase_render():
    views = _game(3)[0]
    seen = {}
    for v in views:
        seen.setdefault(v["step"]["name"], v)
    assert {"place", "process", "feed", "over"} <= set(seen)
    for v in [views[0], *seen.values()]:
        _open(render_table(v))


# -- secrets -------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [1, 2, 4])
def test_the_feast_card_is_never_drawn(n):
    """The public view has no feast and draws fine; a seat's own view (with its feast card)
    gives the very same picture: nothing of the feast reaches the table picture."""
    views, private = _game(n)
    assert set(private) == set(SEATS[:n])
    public = views[39]
    assert all("feast" not in p for p in public["players"])
    base = uluk.draw_table(public).tobytes()
    for seat, view in private.items():
        mine = next(p for p in view["players"] if p["seat"] == seat)
        assert mine["feast"]["name"]
        assert uluk.draw_table(view).tobytes() == base


def test_the_renderer_needs_no_feast_even_at_the_end():
    view = copy.deepcopy(finished(4))
    for p in view["players"]:
        p.pop("feast", None)
    _open(render_table(view))
    _open(render_scores(view))


# -- layout ----------------------------------------------------------------------------------
def _crowded() -> dict:
    """A view with everything at once: long and non-Latin names, full spaces, many tokens."""
    view = copy.deepcopy(mid_game(4))
    names = ["Maximilian Alexander von Hohenzollern-Sigmaringen", "李小龙 🔥", "Ярослав", "dee"]
    seats = [p["seat"] for p in view["players"]]
    for p, name in zip(view["players"], names, strict=True):
        p["seat"] = name
    for t in view["tracks"]:
        t["processing"] = names * 3
        t["sickle"] = [{"who": names[k], "poison": k % 2 == 1} for k in range(3)]
    view["village"] = {"workshop": names * 3, "shaman": names[0], "temple": names * 5}
    for m in view["monuments"]:
        m["revealed"] = True
        m["token"] = m["token"] or {"number": 6, "resource": "hlak"}
        m["spaces"] = (names * 2)[:m["size"]]
    p = view["players"][0]
    p.update(tribers=5, newborn=4, to_place=5, poison=12, hunger=23, tokens=[1, 2, 3, 4, 5, 6])
    p["inventions"] = list(view["cards"])
    p["symbols"] = sorted({c["symbol"] for c in view["cards"].values()})
    for col in p["board"]:
        col["count"] = 17
        for a in col["products"]:
            a["count"] = 29
    view["awaiting"] = names
    view["step"] = {"name": "feed", "who": sorted(names)}
    view["phase"] = "feeding"
    view["last"] = {"seat": names[0], "action": "feed pickled-uluk 4; celebrate poison fermented-uluk"}
    assert seats != names
    return view


def test_layout_keeps_everything_inside_and_apart():
    for view in (mid_game(1), mid_game(2), mid_game(3), mid_game(4), finished(4), _crowded()):
        lay = uluk.layout(view)
        page = draw.Box(0, 0, draw.WIDTH, lay.height)
        sections = lay.sections()
        for a, b in zip(sections, sections[1:], strict=False):
            assert a.bottom <= b.y, (a, b)
        for box in sections:
            assert box.x >= 0 and box.right <= page.right
            assert box.y >= 0 and box.bottom <= page.bottom
        inside_board = [*lay.sites, lay.chart, *lay.areas, lay.track_key, *lay.village, lay.happiness]
        for box in inside_board:
            assert lay.board.x <= box.x and box.right <= lay.board.right
            assert lay.board.y <= box.y and box.bottom <= lay.board.bottom
        for _, card in lay.cards:
            assert lay.inventions.x <= card.x and card.right <= lay.inventions.right
            assert card.bottom <= lay.inventions.bottom
        for b in lay.boards:
            for item in b.items:
                assert b.box.x <= item.box.x and item.box.right <= b.box.right
                assert item.box.bottom <= b.columns[0].y
            for col in b.columns:
                assert b.box.x <= col.x and col.right <= b.box.right and col.bottom <= b.box.bottom
    _open(render_table(_crowded()))


def test_solo_shows_the_freeloaders_and_others_do_not():
    solo = uluk.layout(mid_game(1))
    assert solo.freeloaders is not None and solo.fl_items
    assert uluk.layout(mid_game(2)).freeloaders is None
    assert uluk.look(mid_game(1), "freeloaders") == ("F", uluk.FL_COLOUR)


# -- what the picture shows ----------------------------------------------------------------------
def test_every_awaited_player_is_framed_in_the_highlight_colour():
    view = _find(4, lambda v: len(v["awaiting"]) >= 2)
    hi = colours.PALETTE["highlight"]
    lay = uluk.layout(view)
    image = uluk.draw_table(view)
    for p in view["players"]:
        frame = lay.board_of(p["seat"]).frame
        at = (frame.x + 2, frame.centre[1])
        assert (image.getpixel(at) == hi) is (p["seat"] in view["awaiting"]), p["seat"]


def test_status_names_the_awaited_and_the_last_move_in_words():
    view = dict(mid_game(4), last={"seat": "ann", "action": "place hlak poison"})
    lines = " ".join(text for text, *_ in uluk.layout(view).status_lines)
    assert "Waiting for" in lines
    assert "ann (" in lines and "hunt hlák with a Poison token" in lines


def test_actions_in_words():
    view = mid_game(4)
    say = uluk.describe_action
    assert say(view, "place monument-b") == "sent a triber to Monument B"
    assert say(view, "place tlon-processing") == "sent a triber to the tlön processing space"
    assert say(view, "process smoked-hlak 5") == "processed 5 hlák into smoked hlák"
    assert say(view, "feed pickled-uluk 4; feed dried-zork; done") == \
        "fed 4 tribers pickled uluk · fed 1 triber dried zork · done"
    assert say(view, "celebrate poison fermented-zork") == \
        "celebrated with fermented zork and a Poison token"
    assert say(view, "stay") == "left the triber in the Shaman's Hut"


def test_the_last_placed_triber_and_the_spaces_last_used_are_found():
    view = dict(mid_game(4), last={"seat": "ann", "action": "place fnord poison"})
    assert uluk.last_spot(view) == (("sickle", "fnord"), "ann")
    view = dict(view, last={"seat": "ann", "action": "move temple"})
    assert uluk.last_spot(view) == (("temple",), "ann")
    view = dict(view, last={"seat": "ann", "action": "process smoked-hlak 5; done"})
    assert uluk.last_spot(view) is None
    assert uluk.last_cells(view) == ("ann", {"smoked-hlak", "hlak"})


def test_tribers_on_the_board_are_counted_per_seat():
    view = _find(4, lambda v: v["phase"] == "processing")
    counts = uluk.on_board(view)
    for p in view["players"]:
        assert counts[p["seat"]] == p["tribers"]


def test_resource_names_keep_their_accents_in_the_shipped_font():
    names = mid_game(2)["names"]
    assert {"tlön", "fnōrd", "hlák"} <= set(names.values())
    for name in names.values():
        assert draw.displayable(name) == name
