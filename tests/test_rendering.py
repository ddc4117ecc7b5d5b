"""The table pictures: PNGs that open, fit the budget, and show what the design asks for."""

from __future__ import annotations

import io
import random
from functools import cache
from pathlib import Path

import pytest
from PIL import Image, ImageDraw

from bot.rules import create
from bot.rules.prairie_theme import theme
from rendering import RENDERERS, colours, draw, prairie, render_scores, render_table

SEATS = ["ann", "Zoë", "José", "dee"]
MAX_PNG = 1_000_000


@cache
def _game(n: int, seed: int) -> tuple[dict, ...]:
    """Every view of one seeded random game of ``n`` players, start to end."""
    g = create("natives", seats=SEATS[:n], seed=seed)
    rng = random.Random(seed)
    views = [g.view()]
    while not g.over:
        seat = g.awaiting()[0]
        g.play(seat, rng.choice(g.legal_actions(seat)))
        views.append(g.view())
    return tuple(views)


def mid_game(n: int, seed: int = 7) -> dict:
    views = _game(n, seed)
    return views[len(views) // 2]


def finished(n: int, seed: int = 7) -> dict:
    return _game(n, seed)[-1]


def _open(png: bytes) -> Image.Image:
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(png) < MAX_PNG
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.format == "PNG"
    assert image.width == draw.WIDTH
    return image


def _crowded() -> dict:
    """A view with everything at once: every kind in the prairie, a huge tribe, several
    players awaited, long and non-ASCII names."""
    th = theme("natives")
    view = {k: (v if not isinstance(v, list) else list(v)) for k, v in mid_game(4).items()}
    view["players"] = [dict(p, natives={k: list(c) for k, c in p["natives"].items()})
                       for p in view["players"]]
    kinds = list(th.cards)
    natives = [k for k in kinds if th.card(k).family == "native"]
    view["prairie"] = kinds + kinds[:12]
    p = view["players"][0]
    p["seat"] = "Maximilian Alexander von Hohenzollern-Sigmaringen"
    p["natives"]["elder"] = natives * 2
    p["food"] = ["bison"] * 9 + ["salmon"] * 12 + ["corn"] * 18
    p["totems"] = [k for k in kinds if th.card(k).family == "totem"]
    p["rituals"] = [k for k in kinds if th.card(k).family == "ritual"] * 2
    p["scalps"] = 23
    view["awaiting"] = [q["seat"] for q in view["players"][1:3]]
    view["step"] = {"name": "forced", "ritual": "rain-calling", "rituals_pending": [],
                    "who": {s: "food-above-discard" for s in view["awaiting"]}}
    view["end_revealed"] = True
    return view


# -- the PNGs ----------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_mid_game_table_is_a_small_png_of_the_right_width(n):
    image = _open(render_table(mid_game(n)))
    assert 600 < image.height < 3000
    assert image.mode == "P"           # a palette PNG (png.encode_png)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_finished_game_table_and_score_pad(n):
    view = finished(n)
    assert view["over"] and view["winners"]
    _open(render_table(view))
    pad = _open(render_scores(view))
    assert pad.height < 1200


def test_start_of_game_and_crowded_table_render():
    _open(render_table(_game(3, 1)[0]))
    image = _open(render_table(_crowded()))
    assert image.height < 4000


def test_accented_names_use_glyphs_of_the_shipped_font():
    view = mid_game(3)
    assert {"Zoë", "José"} <= {p["seat"] for p in view["players"]}
    _open(render_table(view))
    for bold in (False, True):
        f = draw.font(24, bold)

        def glyph(ch: str, f=f) -> bytes:
            image = Image.new("L", (48, 48))
            ImageDraw.Draw(image).text((8, 8), ch, font=f, fill=255)
            return image.tobytes()

        missing = glyph("\U0010fffd")
        for ch in "ëéñōöáÑ×·—…★−":
            assert glyph(ch) != missing, ch


def test_no_text_smaller_than_the_minimum():
    with pytest.raises(ValueError):
        draw.font(draw.MIN_TEXT - 1)
    assert draw.font(draw.MIN_TEXT)


def test_unknown_title_is_refused_and_natives_is_registered():
    assert "natives" in RENDERERS
    with pytest.raises(KeyError, match="no renderer"):
        render_table({"title": "chess"})


# -- what the picture shows ----------------------------------------------------------------------
def _pixel(image: Image.Image, xy: tuple[int, int]) -> tuple[int, int, int]:
    return image.getpixel(xy)


def test_awaited_player_is_framed_in_the_highlight_colour():
    view = mid_game(4)
    awaited = view["awaiting"][0]
    other = next(p["seat"] for p in view["players"] if p["seat"] != awaited)
    swapped = dict(view, awaiting=[other])
    hi = colours.PALETTE["highlight"]
    for v, on, off in ((view, awaited, other), (swapped, other, awaited)):
        lay = prairie.layout(v)
        image = prairie.draw_table(v)
        for seat, want in ((on, True), (off, False)):
            frame = lay.board(seat).frame
            at = (frame.x + 2, frame.centre[1])
            assert (_pixel(image, at) == hi) is want, (seat, at)


def test_layout_keeps_everything_inside_and_apart():
    for view in (mid_game(2), mid_game(3), mid_game(4), finished(4), _crowded()):
        lay = prairie.layout(view)
        page = draw.Box(0, 0, draw.WIDTH, lay.height)
        sections = [lay.header, lay.status, lay.prairie] + [b.frame for b in lay.boards]
        if lay.winter:
            sections.insert(1, lay.winter)
        for a, b in zip(sections, sections[1:], strict=False):
            assert a.bottom <= b.y, (a, b)
        for box in sections:
            assert page.contains(box.x, box.y) and box.right <= page.right
            assert box.bottom <= page.bottom
        for _, _, card in lay.cards:
            assert lay.prairie.x <= card.x and card.right <= lay.prairie.right
            assert lay.prairie.y <= card.y and card.bottom <= lay.prairie.bottom
        for b in lay.boards:
            for _, item in b.items:
                assert b.box.x <= item.x and item.right <= b.box.right
            for col, chips in zip(b.columns, b.chips, strict=True):
                for chip in chips:
                    assert col.x <= chip.box.x and chip.box.right <= col.right
                    assert chip.box.bottom <= col.bottom <= b.box.bottom


def test_identical_prairie_cards_are_stacked_with_a_count():
    view = dict(mid_game(2), prairie=["corn", "man-bear", "corn", "corn", "sacrifice"])
    lay = prairie.layout(view)
    assert sorted((k, n) for k, n, _ in lay.cards) == [("corn", 3), ("man-bear", 1),
                                                      ("sacrifice", 1)]


def test_winter_banner_appears_once_the_end_card_is_revealed():
    views = _game(2, 7)
    before = next(v for v in views if not v["end_revealed"])
    after = next(v for v in views if v["end_revealed"])
    assert prairie.layout(before).winter is None
    assert prairie.layout(after).winter is not None


def test_man_is_one_colour_and_woman_two():
    th = theme("natives")
    man = prairie.native_chip("natives", "man-bear")
    woman = prairie.native_chip("natives", "woman-bear-eagle")
    y = 4
    left, right = (4, y), (prairie.CHIP_W - 5, y)
    bear, eagle = colours.rgb(th.tribe("bear").colour), colours.rgb(th.tribe("eagle").colour)

    def near(a, b):
        return max(abs(x - y) for x, y in zip(a[:3], b, strict=True)) <= 4

    assert near(man.getpixel(left), bear) and near(man.getpixel(right), bear)
    assert near(woman.getpixel(left), bear) and near(woman.getpixel(right), eagle)


def test_last_action_is_written_in_words():
    th = theme("natives")
    view = dict(mid_game(3), last={"seat": "ann", "action": "use hunter; take bison"})
    assert prairie.describe_action(view, th, "use farmer; take corn; take corn") == \
        "use Farmer · take Corn ×2"
    assert prairie.describe_action(view, th, "place woman-bear-eagle hunter") == \
        "place Bear-Eagle woman under Hunter"
    lines = [text for text, *_ in prairie.layout(view).status_lines]
    assert any("ann — used Hunter · took Bison" in line for line in lines)    # what was done


def test_current_profession_and_what_it_may_take_are_marked():
    view = next(v for v in _game(3, 7) if v["step"].get("name") == "take")
    lay = prairie.layout(view)
    board = lay.board(view["turn"])
    assert board.active_prof == view["step"]["prof"]
    th = theme("natives")
    assert lay.takeable == {k for k in view["prairie"] if th.takes(view["step"]["prof"], k)}


def test_characters_the_font_lacks_are_dropped_not_drawn_as_boxes():
    assert draw.displayable("Zoë") == "Zoë"
    assert draw.displayable("Ярослав") == "Ярослав"
    assert draw.displayable("dee 🔥") == "dee"
    assert draw.displayable("李小龙") == "?"
    view = dict(mid_game(2), awaiting=["ann"])
    view["players"] = [dict(p) for p in view["players"]]
    view["players"][0]["seat"] = "李小龙 🔥"
    _open(render_table(view))


def test_the_readmes_pictures_are_drawn_in_todays_colours():
    """docs/table.png and docs/scores.png (README) are what the bot draws now, not an older
    colour scheme: remade with `campfire demo natives --players 4 --seed 3` (turn 32)."""
    game = create("natives", seats=["ann", "bob"], seed=1)
    drawn = Image.open(io.BytesIO(render_table(game.view()))).convert("RGB")
    root = Path(__file__).resolve().parent.parent / "docs"
    for name in ("table.png", "scores.png"):
        image = Image.open(root / name).convert("RGB")
        assert image.width == drawn.width
        assert image.getpixel((2, 2)) == drawn.getpixel((2, 2)), name
