"""The Natera pictures: PNGs that open at sane sizes for 2-4 players (with the draft and the
Nuclear Discovery too), keep every hand secret, survive hostile seat names, and show what the
design asks for: the awaited player highlighted, the last move marked (DESIGN.md, "Pictures")."""

from __future__ import annotations

import io
import random
from functools import cache

import pytest
from PIL import Image, ImageChops

from bot.rules.natera import NateraGame
from rendering import RENDERERS, colours, draw, final_view, natera, png, render_scores, render_table

SEATS = ["ann", "Zoë", "José", "dee"]
HOSTILE = ["🦜🔥 party 漢字", "x" * 24, "a\u200bb\u200d", "Zoë"]
MAX_PNG = 1_500_000
EVERYTHING = {"draft": True, "expansions": ["nuclear-discovery"]}


@cache
def _game(n: int, seed: int = 3, everything: bool = False, seats: tuple = tuple(SEATS)) -> tuple:
    """(every public view, the finished game) of a seeded game of random legal actions, with
    the draft and the expansion when ``everything``."""
    g = NateraGame.new("natera", list(seats[:n]), seed, dict(EVERYTHING) if everything else {})
    rng = random.Random(seed)
    views = [g.view()]
    while not g.over:
        seat = rng.choice(g.awaiting())
        g.play(seat, rng.choice(g.legal_actions(seat)))
        views.append(g.view())
    return tuple(views), g


def _stage(views: tuple, stage: str) -> dict:
    return {"start": views[0], "mid": views[len(views) // 2], "end": views[-1]}[stage]


def _open(png: bytes) -> Image.Image:
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(png) < MAX_PNG
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.format == "PNG"
    assert image.width == draw.WIDTH
    return image


def test_registered():
    assert RENDERERS["natera"] == ".natera"


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("stage", ["start", "mid", "end"])
def test_tables_open_as_png_of_sane_size(n, stage):
    view = _stage(_game(n)[0], stage)
    image = _open(render_table(view))
    assert 1500 < image.height < 5000
    # the height computed before drawing is the one the drawing used: the last area ends a
    # margin above the bottom, nothing cut, nothing empty
    _, sections = natera.table(view)
    assert max(b.bottom for b in sections.players.values()) + natera.M == image.height
    assert len(sections.players) == n


@pytest.mark.parametrize("n", [2, 4])
def test_draft_and_expansion_tables(n):
    views = _game(n, 5, True)[0]
    drafting = next(v for v in views if v["step"] == "draft")
    for view in (drafting, views[len(views) // 2], views[-1]):
        _open(render_table(view))
    head, what, _ = natera.status(drafting)
    assert what.startswith("Draft: each picks a card")
    assert head.startswith("Waiting for")


@pytest.mark.parametrize("n", [2, 4])
def test_score_pad_of_a_finished_game(n):
    end = _game(n)[0][-1]
    assert end["over"] and end["scores"]
    pad = _open(render_scores(end))
    assert 300 < pad.height < 1200
    # the winner's column is tinted with the highlight colour, a loser's is not
    image, players = natera.draw_scores(end), end["players"]
    cols = draw.Box(natera.M + natera.LABEL_W, 0, min(natera.INNER_W - natera.LABEL_W - 12,
                                                     n * 200), 10).columns(n, 6)
    y = natera.SCORE_TABLE_Y + natera.SCORE_HEAD_H + natera.SCORE_ROW_H // 2
    for p, col in zip(players, cols, strict=True):
        tinted = image.getpixel((col.x + 4, y)) == colours.mix("paper", natera.MARKER, .45)
        assert tinted == (p["seat"] in end["winners"])


def test_score_pad_and_table_from_the_table_service_result():
    """A resignation ends the game in the table service: final_view's result is drawn."""
    view = dict(_game(3)[0][40])
    seats = [p["seat"] for p in view["players"]]
    scores = {s: {k: 0 for k, _ in natera.SCORE_ROWS} for s in seats}
    scores[seats[0]]["total"] = 12
    view["result"] = {"scores": scores, "winners": [seats[0]], "resigned": [seats[2]]}
    _open(render_scores(view))
    final = final_view(view)
    assert natera.status(final)[0].endswith("(José resigned)")
    _open(render_table(view))


@pytest.mark.parametrize("n", [2, 4])
def test_hostile_seat_names(n):
    views, game = _game(n, 9, True, tuple(HOSTILE))
    for view in (views[0], views[len(views) // 3], views[-1]):
        _open(render_table(view))
    _open(render_scores(views[-1]))
    for seat in HOSTILE:                                # no empty boxes for what the font lacks
        assert all(draw.has_glyph(ch) for ch in natera.shown(views[-1], seat))


def test_no_hand_is_ever_drawn():
    """A seat's own view (hand, peek, draft pack, legal actions) draws the very same picture as
    the public one: nothing private reaches the image."""
    g = NateraGame.new("natera", SEATS[:3], 5, dict(EVERYTHING))
    rng = random.Random(5)
    checked = 0
    for k in range(400):
        if g.over:
            break
        seat = g.awaiting()[0]
        private = g.view(seat)
        own = private["players"][[p["seat"] for p in private["players"]].index(seat)]
        if k >= (20, 80, 160, 10**6)[checked] and own.get("hand"):
            diff = ImageChops.difference(natera.draw_table(private), natera.draw_table(g.view()))
            assert diff.getbbox() is None
            checked += 1
        seat = rng.choice(g.awaiting())
        g.play(seat, rng.choice(g.legal_actions(seat)))
    assert checked == 3


def test_awaited_player_is_framed_in_the_highlight_colour():
    views = _game(4)[0]
    view = next(v for v in views[len(views) // 2:] if v["step"] == "turn" and not v["decision"])
    image, sections = natera.table(view)
    (awaited,) = view["awaiting"]
    assert sections.awaited == [awaited]
    for seat, box in sections.players.items():
        framed = image.getpixel((box.x - 3, box.centre[1])) == natera.MARKER
        assert framed == (seat == awaited), seat
    # the strip under the status shows the acting player's numbers in large type
    assert sections.strip is not None
    head, what, _ = natera.status(view)
    assert head == f"{natera.who(view, awaited)} to play"
    assert what.startswith("Can: ") and what.endswith("pass")


def test_everyone_framed_in_the_draft_and_nobody_at_the_end():
    views = _game(3, 5, True)[0]
    drafting = next(v for v in views if v["step"] == "draft" and len(v["awaiting"]) == 3)
    image, sections = natera.table(drafting)
    assert sections.strip is None                        # several awaited: no single strip
    assert all(image.getpixel((b.x - 3, b.centre[1])) == natera.MARKER
               for b in sections.players.values())
    image, sections = natera.table(views[-1])
    assert not any(image.getpixel((b.x - 3, b.centre[1])) == natera.MARKER
                   for b in sections.players.values())


def test_the_last_move_is_ringed_where_it_happened():
    views = _game(4)[0]
    view = next(v for v in views if (v["last"] or {}).get("action", "").startswith("send "))
    slot = view["last"]["action"].split()[2]
    image, sections = natera.table(view)
    box = sections.locations[slot]
    assert image.getpixel((box.x + 1, box.centre[1])) == natera.MARKER
    other = next(s for s, b in sections.locations.items() if s != slot)
    b = sections.locations[other]
    assert image.getpixel((b.x + 1, b.centre[1])) != natera.MARKER
    assert natera.status(view)[2].startswith(f"Last move: {natera.who(view, view['last']['seat'])} sent")


def test_words():
    view = _game(2)[0][-1]
    assert natera.effect_text("pay food 2; gain intelligence 2") == "−2 food → +2 intel."
    assert natera.effect_text("gain supply 3; others supply 1") == "+3 supply, others +1 supply"
    assert natera.effect_text("oneof gain endurance 3 | any 2") == "+3 endur. or +2 any"
    assert natera.describe_action(view, "send explorer farm-2") == "sent an explorer to farm-2"
    assert natera.describe_action(view, "lower city") == "lowered City authority"
    assert natera.describe_action(view, "pick") == "picked a card"
    assert natera.describe_action(view, "discard; discard; take food") == \
        "discarded ×2 · took food"
    # a discard never names its cards, masked by the engine or not
    assert natera.describe_action(view, "discard (a card) (a card) food; play raft agility") == \
        "discarded 2 cards for food · played Raft paying agility"
    assert natera.describe_action(view, "discard trail-map") == "discarded 1 card"


def test_palette_png_stays_close_to_the_drawn_picture():
    image = natera.draw_table(_stage(_game(4)[0], "mid"))
    assert png.mean_error(image, png.palette_image(image)) < png.PALETTE_ERROR_BOUND


def test_warm_up_fills_the_caches():
    natera.location_face.cache_clear()
    natera.warm_up("natera")
    assert natera.location_face.cache_info().currsize > 0


def test_no_science_reward_is_cut_in_the_table_picture(monkeypatch):
    """Every space of every science board side, grown (with its tick) and not, is written in
    full in the table picture: "✓ −1 pow. → +3…" hid the reward. A cell too narrow for one
    line wraps to two (issue 17)."""
    from bot.rules.natera_data import components

    cut: list[str] = []
    fit = draw.fit

    def spying_fit(text, size, max_w, bold=False):
        out = fit(text, size, max_w, bold)
        if out != text:
            cut.append(text)
        return out

    monkeypatch.setattr(draw, "fit", spying_fit)
    natera.science_cell.cache_clear()
    draw.wrap.cache_clear()
    sides = [(b, s) for b, board in sorted(components().science.items()) for s in sorted(board)]
    rewards: set[str] = set()
    g = NateraGame.new("natera", SEATS[:2], 3, {})
    for board, side in sides:
        spaces = components().science[board][side].spaces
        rewards |= {natera.effect_text([step.view() for step in atoms], natera.RES_TINY) for atoms in spaces.values()}
        for k, p in enumerate(g.state["players"]):
            p.update(board=board, side=side, growth=sorted(spaces) if k == 0 else [])
        _open(render_table(g.view()))
    assert rewards and not [t for t in cut if any(t.removeprefix("✓ ") in r or r in t for r in rewards)]
    natera.science_cell.cache_clear()
    draw.wrap.cache_clear()


def test_the_phone_picture_names_the_phase_but_not_the_season_twice():
    """The phone picture's state line says "Natera · Season 1 of 4 · Setup" in the setup and
    "Natera · Season 1 of 4" in the season's own phase (the rulebook's phase is called Season
    too: "Season 1 of 4 · Season" said it twice)."""
    from bot.rules import create

    game = create("natera", seats=["ann", "bob", "cy"], seed=5)
    rng = random.Random(1)
    assert game.view()["phase"] == "setup"
    assert natera.focus(game.view(), game.awaiting()[0]).title == "Natera · Season 1 of 4 · Setup"
    while game.view()["phase"] == "setup":
        seat = game.awaiting()[0]
        game.play(seat, rng.choice(game.legal_actions(seat)))
    assert game.view()["phase"] == "season"
    assert natera.focus(game.view(), game.awaiting()[0]).title == "Natera · Season 1 of 4"
