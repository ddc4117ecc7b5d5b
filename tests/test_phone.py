"""The phone picture (``rendering.render_focus``): readable where Discord shows it, 400 px wide.

Measured, not assumed: the PNG is decoded and scaled to 400 px as a phone shows it, and the
height of the drawn letters is read off its pixels; the banner's pawn is found by its colour.
One seeded game per title (Natives with every expansion, Inuit, Uluk for four and solo,
Natera with the draft and the Nuclear Discovery, Wendake), its views from start to end.
"""

from __future__ import annotations

import io
import random
from functools import cache

import pytest
from PIL import Image

from bot.rules import create
from rendering import colours, draw, focus_seat, natera, phone, png, render_focus, render_table, renderer

SEATS = ["ann", "bob", "cy", "dee"]
CASES = {
    "natives": ("natives", SEATS, {"expansions": ["soul-of-the-prairie", "seasons", "strangers"]}),
    "inuit": ("inuit", SEATS, None),
    "uluk": ("uluk", SEATS, None),
    "uluk-solo": ("uluk", ["ann"], None),
    "natera": ("natera", SEATS, {"draft": True, "expansions": ["nuclear-discovery"]}),
    "wendake": ("wendake", SEATS, None),
}
PHONE_W = 400                   # what Discord shows of a picture's width on a phone
MAX_ACTIONS = 300


@cache
def _game(case: str, seed: int = 7):
    """The game of ``case`` (to its end, or MAX_ACTIONS) and every public view of it."""
    title, seats, options = CASES[case]
    g = create(title, seats=seats, seed=seed, options=options)
    rng = random.Random(seed)
    views = [g.view()]
    while not g.over and len(views) <= MAX_ACTIONS:
        seat = rng.choice(g.awaiting())
        g.play(seat, rng.choice(g.legal_actions(seat)))
        views.append(g.view())
    return g, tuple(views)


def mid_game(case: str) -> dict:
    views = _game(case)[1]
    return views[len(views) // 2]


def _png(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def at_phone_width(image: Image.Image) -> Image.Image:
    """The picture as a phone shows it: scaled to 400 px wide."""
    h = round(image.height * PHONE_W / image.width)
    return image.convert("RGB").resize((PHONE_W, h), Image.Resampling.LANCZOS)


def ink_rows(image: Image.Image, box: draw.Box, colour: colours.RGB, tolerance: int = 60) -> list[int]:
    """The rows of ``box`` (in ``image``'s pixels) holding a pixel within ``tolerance`` (sum of
    channel differences) of ``colour``: where letters of that colour are drawn."""
    px = image.load()
    rows = []
    for y in range(max(0, box.y), min(image.height, box.bottom)):
        for x in range(max(0, box.x), min(image.width, box.right)):
            if sum(abs(a - b) for a, b in zip(px[x, y], colour, strict=False)) <= tolerance:
                rows.append(y)
                break
    return rows


def letter_height(image: Image.Image, box: draw.Box, colour: colours.RGB) -> int:
    """How tall the text of ``colour`` in ``box`` is drawn: top of the highest letter to the
    bottom of the lowest, in pixels."""
    rows = ink_rows(image, box, colour)
    return rows[-1] - rows[0] + 1 if rows else 0


def _focus(view: dict) -> phone.Focus:
    return renderer(view["title"]).focus(view, focus_seat(view))


# -- the picture -------------------------------------------------------------------------------
@pytest.mark.parametrize("case", CASES)
def test_focus_is_a_small_palette_png_as_wide_as_a_phone_shows_it_at_one_and_a_half_times(case):
    view = mid_game(case)
    image = _png(render_focus(view))
    assert image.width == phone.px(phone.FOCUS_W) == 600
    assert image.mode == "P"                           # encoded through png.encode_png
    assert image.height < 2 * image.width * phone.FOCUS_SCALE   # a phone-scroll, not a table
    assert len(render_focus(view)) < 150_000


@pytest.mark.parametrize("case", CASES)
def test_every_tag_and_cell_stays_inside_the_seat_area(case):
    f = _focus(mid_game(case))
    lay = phone.focus_layout(f)
    area = lay.area
    head = lay.head
    placed = [(head.x + dx, w) for _, _, w, dx, _ in lay.badges]
    placed += [(head.x + dx, w) for _, _, tags, _, _ in lay.sections for _, _, w, dx, _ in tags]
    placed += [(box.x, box.w) for _, box, _ in lay.cells]
    assert placed
    for x, w in placed:
        assert area.x < x and x + w <= area.right, (case, x, w)
    assert lay.banner.right <= phone.FOCUS_W and area.right <= phone.FOCUS_W
    assert phone.px(lay.height) == _png(render_focus(mid_game(case))).height


@pytest.mark.parametrize("case", CASES)
def test_banner_names_the_awaited_seat_and_shows_its_pawn(case):
    view = mid_game(case)
    seat = focus_seat(view)
    f = _focus(view)
    lay = phone.focus_layout(f)
    letter, colour = f.awaited[0].letter, f.awaited[0].colour
    assert f.seat.name == draw.displayable(seat) and f.seat.letter == letter
    if len(view["awaiting"]) == 1:
        assert lay.name_lines == (draw.displayable(seat),)
    else:
        assert lay.name_lines[0].startswith("Waiting for")
    # the pawn left of the name is in the awaited seat's colour: look at the drawn pixels
    image = _png(render_focus(view)).convert("RGB")
    px = phone.px
    pawn = draw.Box(px(lay.banner.x + 12), px(lay.name_y), px(40), px(40))
    assert len(ink_rows(image, pawn, colour, 30)) > px(20)
    # and the area below is that seat's: its colour down the stripe; its name and subtitle
    # are the banner's (no second head) when it is the one awaited seat
    stripe = draw.Box(px(lay.area.x) + 2, px(lay.area.y + 12), px(4), px(lay.area.h - 24))
    assert len(ink_rows(image, stripe, colour, 30)) == stripe.h
    assert lay.seat_in_banner == (len(view["awaiting"]) == 1)
    assert (lay.head.h == 0) == lay.seat_in_banner


def test_several_awaited_seats_are_all_named_in_the_banner():
    views = _game("uluk")[1]
    view = next(v for v in views if len(v.get("awaiting") or []) > 2 and not v.get("over"))
    f = _focus(view)
    lay = phone.focus_layout(f)
    text = " ".join(lay.name_lines)
    assert text.startswith("Waiting for")
    for seat in view["awaiting"]:
        assert seat in text
    image = _png(render_focus(view)).convert("RGB")
    px = phone.px
    step = phone.FOCUS_PAWN_STEP
    for i, who in enumerate(f.awaited[:4]):      # the pawns overlap: each shows a part
        part = draw.Box(px(lay.banner.x + 12 + step * i), px(lay.name_y), px(step), px(40))
        assert ink_rows(image, part, who.colour, 30), who.name


def glyph_height(text: str, size: int, bold: bool) -> int:
    """How tall the font draws ``text`` at ``size`` px: top of its highest letter to the
    bottom of its lowest ("ann" is shorter than "bob", which has ascenders)."""
    _, top, _, bottom = draw.font(size, bold).getbbox(text, anchor="ls")
    return bottom - top


@pytest.mark.parametrize("case", CASES)
def test_key_lines_are_drawn_at_their_size_at_400_px(case):
    """Scaled to 400 px, as a phone shows it, the awaited name (26 px), the decision (20 px)
    and the section titles (16 px, the size of Discord's own message text) measure what
    the font draws at those sizes, within 2 px: a pixel of the layout is a pixel on the
    phone. (The table picture's 16-px text comes out at 5 px there: 1280 -> 400.)"""
    view = mid_game(case)
    f = _focus(view)
    lay = phone.focus_layout(f)
    at_400 = at_phone_width(_png(render_focus(view)))
    assert at_400.width == phone.FOCUS_W
    assert lay.name_size >= phone.FOCUS_DECISION >= 20 and phone.FOCUS_TEXT >= 16
    name = draw.Box(lay.name_x, lay.name_y, lay.banner.right - lay.name_x, draw.line_height(lay.name_size))
    first = lay.name_lines[0]
    assert abs(letter_height(at_400, name, f.look.light) - glyph_height(first, lay.name_size, True)) <= 2
    line = draw.Box(lay.banner.x + 8, lay.decision_y, lay.banner.w - 16,
                   draw.line_height(phone.FOCUS_DECISION))
    expected = glyph_height(lay.decision_lines[0], phone.FOCUS_DECISION, True)
    assert expected >= 14
    assert abs(letter_height(at_400, line, colours.PALETTE["highlight"]) - expected) <= 2
    sec, title_y, *_ = lay.sections[0]
    title = draw.Box(lay.head.x, title_y, lay.head.w, draw.line_height(phone.FOCUS_TEXT))
    expected = glyph_height(draw.fit(sec.title, phone.FOCUS_TEXT, lay.head.w, True), phone.FOCUS_TEXT, True)
    assert expected >= 11
    assert abs(letter_height(at_400, title, f.look.muted) - expected) <= 2, sec.title


def test_the_table_picture_is_what_the_phone_picture_fixes():
    """The measure above, on the table picture: its status line comes out under 10 px at
    400 px, so the key lines are unreadable without zooming (issue 12)."""
    view = mid_game("uluk")
    table = _png(render_table(view)).convert("RGB")
    from rendering import uluk
    lay = uluk.layout(view)
    at_400 = at_phone_width(table)
    k = PHONE_W / table.width
    status = lay.status
    first = draw.Box(round(status.x * k), round((status.y + 14) * k), round(status.w * k),
                    round(draw.line_height(24) * k))
    assert 0 < letter_height(at_400, first, colours.PALETTE["highlight"]) < 10


# -- which seat, and what it may not show ------------------------------------------------------
def test_no_phone_picture_once_the_game_is_over():
    g, views = _game("uluk-solo")
    assert g.over
    assert render_focus(views[-1]) is None
    assert focus_seat(views[-1]) is None


def test_the_area_is_the_requested_seat_when_one_is_named():
    view = mid_game("natives")
    other = next(p["seat"] for p in view["players"] if p["seat"] != focus_seat(view))
    f = renderer("natives").focus(view, other)
    assert f.seat.name == other
    assert f.awaited[0].name == focus_seat(view)
    lay = phone.focus_layout(f)
    assert not lay.seat_in_banner and lay.head.h > 0     # the area names its own seat
    assert render_focus(view, other) != render_focus(view)


def test_natera_phone_picture_never_names_a_card_in_hand():
    g, _ = _game("natera")
    g2 = create("natera", seats=SEATS, seed=7,
                options={"draft": True, "expansions": ["nuclear-discovery"]})
    rng = random.Random(7)
    while not g2.over:
        seat = rng.choice(g2.awaiting())
        g2.play(seat, rng.choice(g2.legal_actions(seat)))
        private = g2.view(seat)
        hand = [c["name"] for c in private["players"][[p["seat"] for p in private["players"]]
                                                        .index(seat)].get("hand") or []]
        if hand and g2.awaiting():
            break
    f = natera.focus(private, seat)
    words = [f.decision, f.last, f.title] + [t.text for t in f.badges]
    words += [t.text for sec in f.sections for t in sec.tags]
    played = {c["name"] for p in private["players"] for c in p.get("played", [])}
    for name in set(hand) - played:
        assert not any(name in w for w in words), name
    assert f == natera.focus(g2.view(None), seat)


def test_uluk_shows_the_harvest_levels_during_errands_only():
    views = _game("uluk")[1]
    errand = next(v for v in views if v.get("phase") == "errand" and v.get("awaiting"))
    other = next(v for v in views if v.get("phase") not in ("errand", None) and v.get("awaiting"))
    titles = [s.title for s in _focus(errand).sections]
    assert titles[0].startswith("Harvest now")
    assert len(_focus(errand).sections[0].tags) == 6
    assert not any(t.startswith("Harvest now") for t in (s.title for s in _focus(other).sections))


def test_natives_lists_what_the_working_profession_may_take():
    views = _game("natives")[1]
    view = next(v for v in views if (v.get("step") or {}).get("name") == "take")
    f = _focus(view)
    can = next(s for s in f.sections if s.title.startswith("Can take"))
    assert can.tags
    prof = view["step"]["prof"]
    working = [t for s in f.sections for t in s.tags if t.border == colours.PALETTE["highlight"]]
    assert working and working[0].text.lower().startswith(prof[:4])


@pytest.mark.parametrize("case, area", [("natives", "prairie"), ("inuit", "Great White")])
def test_choosing_a_profession_shows_the_cards_on_offer(case, area):
    """"Choose a profession, or scout first" is a choice among the cards laid out: the phone
    picture lists every one of them (issue 17, point 16)."""
    views = _game(case)[1]
    chosen = [v for v in views if (v.get("step") or {}).get("name") == "choose"]
    assert chosen
    for view in chosen[:8]:
        [offer] = [s for s in _focus(view).sections if s.title.startswith(f"On the {area}")]
        shown = sum(int(t.text.rsplit("×", 1)[1]) if "×" in t.text else 1 for t in offer.tags)
        assert shown == len(view["prairie"]) and offer.title.endswith(f"({len(view['prairie'])})")


def test_uluk_shows_every_tribe_that_decides_at_once():
    """In processing and feeding every awaited tribe decides from the same phone picture: each
    one's tribers and stores are in it (issue 17, point 16)."""
    views = _game("uluk")[1]
    together = [v for v in views if len(v.get("awaiting") or []) > 1]
    assert together
    for view in together[:6]:
        f = _focus(view)
        others = [s for s in view["awaiting"] if s != focus_seat(view)]
        titles = [s.title for s in f.sections]
        for seat in others:
            assert any(t.startswith(f"{seat}:") for t in titles), (seat, titles)


def test_wendake_action_board_is_three_rows_of_three_in_reading_order():
    f = _focus(mid_game("wendake"))
    board = f.sections[0]
    assert len(board.cells) == 3 and all(len(r) == 3 for r in board.cells)
    assert [c.text[:2] for r in board.cells for c in r] == [f"{r}{c}" for r in "abc" for c in "123"]


@pytest.mark.parametrize("title", ["natives", "uluk", "natera", "wendake"])
def test_long_and_undrawable_names_are_cut_or_dropped_not_spilled(title):
    """A name longer than the phone is wide is cut with an ellipsis inside the banner; one
    the font cannot draw (emoji) is shown without the missing glyphs, as on the table."""
    seats = ["Maximilian Alexander von Hohenzollern-Sigmaringen der Dritte", "Zoë 🔥", "José"]
    g = create(title, seats=seats, seed=3, options=None)
    rng = random.Random(3)
    for _ in range(6):
        seat = rng.choice(g.awaiting())
        g.play(seat, rng.choice(g.legal_actions(seat)))
    for seat in seats:
        f = renderer(title).focus(g.view(), seat)
        lay = phone.focus_layout(f)
        assert "🔥" not in f.seat.name
        for line in lay.name_lines:
            assert lay.name_x + draw.text_width(line, lay.name_size, True) <= lay.banner.right
        assert _png(png.encode_png(phone.draw_focus(f))).width == 600


@pytest.mark.parametrize("case", CASES)
def test_every_step_of_a_game_has_a_phone_picture_that_fits(case):
    """Setup steps, drafts, simultaneous decisions, the last turns: every 9th view of the
    game draws, and its tags stay inside the area."""
    views = _game(case)[1]
    drawn = 0
    for view in views[::9]:
        seat = focus_seat(view)
        if seat is None:
            continue
        f = renderer(view["title"]).focus(view, seat)
        lay = phone.focus_layout(f)
        for _, _, tags, _, _ in lay.sections:
            for _, _, w, dx, _ in tags:
                assert lay.head.x + dx + w <= lay.area.right
        image = phone.draw_focus(f)
        assert image.size == (600, phone.px(lay.height))
        drawn += 1
    assert drawn >= 5
