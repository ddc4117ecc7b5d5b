"""The Wendake pictures: PNGs that open and fit the budget for 1-4 players at the start, in
the middle and at the end; the score pad; hostile seat names; the awaited player, the last
move and the ghost shown as the design asks (DESIGN.md, "Pictures")."""

from __future__ import annotations

import io
import random
from functools import cache

import pytest
from PIL import Image

from bot.ai.wendake import wendake_policy
from bot.rules import create
from bot.rules.wendake import WendakeGame
from rendering import RENDERERS, colours, draw, final_view, render_scores, render_table, wendake

SEATS = ["ann", "Zoë", "José", "dee"]
MAX_PNG = 1_000_000


def _play(seats: list[str], seed: int) -> tuple[dict, ...]:
    """Every public view of a seeded game played by the Wendake AI, start to end."""
    g = WendakeGame.new("wendake", seats, seed, {})
    rng = random.Random(seed)
    views = [g.view()]
    while not g.over:
        seat = g.awaiting()[0]
        g.play(seat, wendake_policy(g, seat, rng))
        views.append(g.view())
    return tuple(views)


@cache
def _game(n: int, seed: int = 5) -> tuple[dict, ...]:
    return _play(SEATS[:n], seed)


def _moments(n: int) -> dict[str, dict]:
    views = _game(n)
    return {"start": views[0], "mid": views[len(views) // 2], "end": views[-1]}


def _open(png: bytes) -> Image.Image:
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(png) < MAX_PNG
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.format == "PNG"
    assert image.width == draw.WIDTH
    return image


def test_wendake_is_registered():
    assert RENDERERS["wendake"] == ".wendake"


@pytest.mark.parametrize("n", [1, 2, 3, 4])
@pytest.mark.parametrize("moment", ["start", "mid", "end"])
def test_table_is_a_small_png_of_the_right_width(n, moment):
    view = _moments(n)[moment]
    assert view["over"] is (moment == "end")
    image = _open(render_table(view))
    assert 1500 < image.height < 4500
    assert image.mode == "P"
    assert image.height == wendake.layout(final_view(view)).height


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_score_pad_of_a_finished_game(n):
    view = _game(n)[-1]
    assert view["over"] and view["winners"]
    image = _open(render_scores(view))
    assert 400 < image.height < 1200
    rows = [key for key, _, _ in wendake.score_rows(view)]
    pairs = view["tracks"]["pairs"]
    assert rows == [*pairs[0], "lower-1", *pairs[1], "lower-2", "total"]
    columns = [seat for seat, _ in wendake._columns(view)]
    assert columns == SEATS[:n] + (["ghost"] if n == 1 else [])


def test_score_pad_banner_names_the_winner_and_the_solo_verdict():
    four = _game(4)[-1]
    best = max(s["total"] for s in four["scores"].values())
    text = wendake._banner_text(four)
    assert str(best) in text and all(f"{w} (" in text for w in four["winners"])
    solo = _game(1)[-1]
    mine, ghost = solo["scores"]["ann"]["total"], solo["ghost"]["score"]["total"]
    verdict = "beats the ghost" if solo["beat_ghost"] else "does not beat the ghost"
    assert wendake._banner_text(solo) == f"ann (1) {verdict}: {mine} to {ghost}"


def test_a_result_with_a_resignation_is_drawn_on_the_pad():
    view = dict(_game(3)[-1])
    scores = {s: v for s, v in view["scores"].items() if s != "José"}
    view["result"] = {"scores": scores, "winners": [max(scores, key=lambda s: scores[s]["total"])],
                      "resigned": ["José"]}
    _open(render_scores(view))
    assert "José resigned" in wendake._banner_text(final_view(view))


def test_hostile_seat_names_do_not_crash():
    """Emoji, the widest 24 characters, only zero-width characters, a mix with CJK."""
    names = ["🔥Ω🔥", "W" * 24, "\u200b\u200b", "Zo\u200bë名前\u200d"]
    views = _play(names, 3)
    for view in (views[0], views[len(views) // 2], views[-1]):
        _open(render_table(view))
    _open(render_scores(views[-1]))
    for i, name in enumerate(names):
        shown = wendake.shown(views[0], name)
        assert shown in (draw.displayable(name), f"Seat {i + 1}")
        assert shown.strip("\u200b\u200d") and all(draw.has_glyph(ch) for ch in shown)


def test_a_name_the_font_cannot_show_becomes_its_seat_number():
    view = WendakeGame.new("wendake", ["🔥🔥🔥", "名前", "ok", "\u200b\u200b"], 3, {}).view()
    assert [wendake.shown(view, p["seat"]) for p in view["players"]] == \
        ["Seat 1", "Seat 2", "ok", "Seat 4"]
    assert wendake.who(view, "名前") == "Seat 2 (2)"


# -- what the picture shows ------------------------------------------------------------------
def test_the_awaited_player_is_framed_and_named_in_the_status():
    hi = colours.PALETTE["highlight"]
    for view in (_moments(4)["mid"], _moments(3)["start"]):
        (awaited,) = view["awaiting"]
        lay = wendake.layout(view)
        image = wendake.draw_table(view)
        for pl in lay.players:
            at = (pl.frame.x + 2, pl.frame.centre[1])
            assert (image.getpixel(at) == hi) is (pl.seat == awaited), pl.seat
            assert pl.awaited is (pl.seat == awaited)
        head = lay.status_lines[0][0]
        assert head.startswith(f"{wendake.shown(view, awaited)} (")
        assert lay.status_lines[0][3] == hi


def test_nobody_is_framed_at_the_end_but_the_winners():
    view = _game(4)[-1]
    lay = wendake.layout(view)
    assert not any(pl.awaited for pl in lay.players)
    assert {pl.seat for pl in lay.players if pl.winner} == set(view["winners"])


def test_the_last_move_is_found_on_the_map_and_the_board():
    view = _moments(3)["mid"]
    p = view["players"][0]
    warrior, where = next((w, loc) for w, loc in p["warriors"].items() if loc[0] == "t")
    last = {"seat": p["seat"], "action": f"pick b2; move {warrior} {where}; transfer t3b"}
    seat, places, positions = wendake.last_marks(dict(view, last=last))
    assert seat == p["seat"]
    assert {where, "t3b", "t3"} <= places            # an area rings its territory too
    assert positions == {"b2"}
    assert wendake.last_marks(dict(view, last=None)) == (None, set(), set())


def test_the_last_moves_tile_is_ringed_in_the_highlight_colour():
    view = _moments(2)["mid"]
    p = view["players"][1]
    view = dict(view, last={"seat": p["seat"], "action": "pick a1"})
    lay = wendake.layout(view)
    image = wendake.draw_table(view)
    tile = lay.player(p["seat"]).tiles["a1"]
    assert image.getpixel((tile.x - 2, tile.centre[1])) == colours.PALETTE["highlight"]
    untouched = lay.player(p["seat"]).tiles["c3"]
    assert image.getpixel((untouched.x - 2, untouched.centre[1])) != colours.PALETTE["highlight"]


def test_actions_and_steps_in_words():
    view = _moments(3)["mid"]
    seat = view["players"][0]["seat"]
    b2 = next(t["name"] for t in view["players"][0]["board"] if t["pos"] == "b2")
    say = wendake.describe_action
    assert say(view, seat, "pick b2") == f"picked b2, {b2}"
    assert say(view, seat, "move W3 t3 t7 t7b; attack W3 2W5; done") == \
        "moved W3 to t7b · W3 attacked 2W5 · done"
    assert say(view, seat, "barter fish corn; barter fish corn") == \
        "bartered 2 fish for 1 corn ×2"
    assert say(view, seat, "transfer t7b empty") == "sent the Outpost in t7b Home, area left empty"
    assert wendake.action_word("move:3") == "Move 3"
    assert wendake.describe_step(dict(view, step={"name": "move", "who": seat, "left": 2})) == \
        "move Warriors (2 steps left), or done"


def test_every_territory_has_a_cell_on_the_grid_and_cells_do_not_overlap():
    for n in (1, 2, 3, 4):
        view = _moments(n)["mid"]
        lay = wendake.layout(view)
        ids = {t["id"] for t in view["map"]["territories"]}
        assert set(lay.cells) == ids
        boxes = [c.box for c in lay.cells.values()]
        for i, a in enumerate(boxes):
            assert lay.map.contains(a.x, a.y) and lay.map.contains(a.right - 1, a.bottom - 1)
            for b in boxes[i + 1:]:
                assert a.right <= b.x or b.right <= a.x or a.bottom <= b.y or b.bottom <= a.y


def test_pawns_pair_colour_with_the_seat_number():
    view = _moments(4)["mid"]
    looks = [wendake.look(view, p["seat"]) for p in view["players"]]
    assert [letter for letter, _ in looks] == ["1", "2", "3", "4"]
    assert len({colour for _, colour in looks}) == 4
    solo = _moments(1)["mid"]
    assert wendake.look(solo, "ghost") == ("2", wendake.GHOST_COLOUR)


def test_solo_shows_the_ghost_and_others_do_not():
    assert wendake.layout(_moments(1)["mid"]).ghost is not None
    assert wendake.layout(_moments(2)["mid"]).ghost is None


def test_mask_cards_in_hand_are_never_drawn():
    """A seat's private view carries its mask cards; the picture shows only how many."""
    g = WendakeGame.new("wendake", SEATS[:2], 5, {})
    rng = random.Random(5)
    while not any(g.view(s)["players"][i].get("mask_cards") for i, s in enumerate(SEATS[:2])):
        seat = g.awaiting()[0]
        g.play(seat, wendake_policy(g, seat, rng))
    private = next(g.view(s) for s in SEATS[:2] if any(p.get("mask_cards") for p in g.view(s)
                                                         ["players"]))
    assert wendake.draw_table(private).tobytes() == wendake.draw_table(g.view()).tobytes()



@cache
def _drafted_game() -> tuple[dict, ...]:
    """The views of a seeded 3-player game with the tribe draft, up to the first Restore."""
    g = WendakeGame.new("wendake", SEATS[:3], 2, {"tribes": "draft"})
    rng = random.Random(2)
    views = [g.view()]
    while views[-1]["step"]["name"] != "swap":
        seat = g.awaiting()[0]
        g.play(seat, wendake_policy(g, seat, rng))
        views.append(g.view())
    return tuple(views)


def test_the_draft_and_restore_choices_stand_under_the_status():
    views = _drafted_game()
    draft = views[0]
    assert draft["step"]["name"] == "draft"
    lay = wendake.layout(draft)
    assert lay.choices is not None and lay.status.bottom < lay.choices.y < lay.year.y
    (label, items), = lay.choice_rows
    assert label == "Tribes offered" and len(items) == len(draft["draft"]["offer"])
    assert all(":" in it.text for it in items)            # each with its power in words
    placing = next(v for v in views if v["step"]["name"] == "place")
    assert wendake.layout(placing).choices is None        # the leftover offer is not shown
    restore = views[-1]
    (label, items), = wendake.layout(restore).choice_rows
    assert label == f"Level {restore['advanced']['level']} tiles"
    assert [it.text.split(":")[0] for it in items] == \
        [restore["tiles"][t]["name"] for t in restore["advanced"]["display"]]
    _open(render_table(restore))


@pytest.mark.parametrize("n", [2, 3, 4])
def test_borders_are_land_bridges_lakes_are_blue_and_other_gaps_dark(n):
    """Between two cells side by side: land where the map has a border, blue where a Lake
    lies between them, the dark map background where there is neither."""
    view = _moments(n)["mid"]
    lay = wendake.layout(view)
    image = wendake.draw_table(view)
    ts = {t["id"]: t for t in view["map"]["territories"]}
    water = {frozenset((tid, w["to"])) for tid, t in ts.items() for w in t["water"]}
    land = {frozenset((tid, o)) for tid, t in ts.items() for o in t["neighbours"]}
    seen = {"land": 0, "water": 0, "none": 0}
    for a_id, a in ts.items():
        for b_id, b in ts.items():
            dx, dy = b["at"][0] - a["at"][0], b["at"][1] - a["at"][1]
            if (dx, dy) not in ((1, 0), (0, 1)):
                continue
            pa, pb = lay.cells[a_id].box, lay.cells[b_id].box
            # the middle of the gap, a little off the centre line (where "≈" stands)
            at = ((pa.right + pb.x) // 2, pa.centre[1] - 20) if dx else \
                (pa.centre[0] - 20, (pa.bottom + pb.y) // 2)
            pair = frozenset((a_id, b_id))
            kind = "water" if pair in water else ("land" if pair in land else "none")
            want = {"water": wendake.WATER, "land": wendake.LAND, "none": wendake.MAP_BG}[kind]
            assert image.getpixel(at) == want, (a_id, b_id, kind)
            seen[kind] += 1
    assert seen["land"] > seen["water"] + seen["none"]
    diagonal = [p for p in water if abs(ts[min(p)]["at"][0] - ts[max(p)]["at"][0]) == 1
                and abs(ts[min(p)]["at"][1] - ts[max(p)]["at"][1]) == 1]
    for pair in diagonal:           # a Lake on a corner: a pool over the corner
        a, b = (lay.cells[t].box for t in pair)
        cx = (max(a.x, b.x) + min(a.right, b.right)) // 2
        cy = (max(a.y, b.y) + min(a.bottom, b.bottom)) // 2
        assert image.getpixel((cx - 16, cy)) == wendake.WATER, sorted(pair)
    assert seen["water"] + len(diagonal) == len(water)


@pytest.mark.parametrize("anchor", ["la", "lm", "mm", "rm", "ls", "md"])
def test_kit_stamp_text_draws_the_very_pixels_of_pen_text(anchor):
    """draw.stamp_text (a cached text sprite, added for this renderer) is Pen.text, faster."""
    direct, pen = draw.canvas(60, 400, "paper")
    stamped, pen2 = draw.canvas(60, 400, "paper")
    for bold, size in ((False, 16), (True, 22)):
        pen.text((200, 30), "Ågj Mask Lodge ×3 · Zoë", size, "ritual", bold, anchor)
        draw.stamp_text(pen2, (200, 30), "Ågj Mask Lodge ×3 · Zoë", size, "ritual", bold, anchor)
    assert direct.tobytes() == stamped.tobytes()


def test_warm_up_fills_the_caches():
    wendake.warm_up()
    assert wendake.tile_face.cache_info().currsize >= 9
    assert wendake.cell_face.cache_info().currsize >= 12


def test_solo_player_is_framed_as_winner_only_when_beating_the_ghost():
    view = _game(1)[-1]
    for beat in (True, False):
        (pl,) = wendake.layout(dict(view, beat_ghost=beat)).players
        assert pl.winner is beat


def test_a_game_ended_by_resignation_mid_year_draws_the_result():
    """Resignations can end a game the engine still plays: the result's scores and winners
    are drawn, nobody is awaited, the resigned seat is marked (rendering.final_view)."""
    view = dict(_moments(2)["mid"])
    assert not view["over"]
    ann, zoe = SEATS[:2]
    view["result"] = {"scores": {ann: view["players"][0]["score"]}, "winners": [ann],
                      "resigned": [zoe]}
    final = final_view(view)
    lay = wendake.layout(final)
    assert not any(pl.awaited for pl in lay.players)
    assert [pl.seat for pl in lay.players if pl.winner] == [ann]
    assert lay.status_lines[0][0].startswith(f"Game over: {ann} (1) wins")
    assert "Zoë resigned" in lay.status_lines[0][0]
    _open(render_table(view))
    _open(render_scores(view))


def test_the_last_moves_territory_and_area_are_ringed_in_the_highlight_colour():
    view = _moments(3)["mid"]
    seat = view["players"][0]["seat"]
    view = dict(view, last={"seat": seat, "action": "transfer t5a"})
    lay = wendake.layout(view)
    image = wendake.draw_table(view)
    hi = colours.PALETTE["highlight"]
    cell = lay.cells["t5"]
    area = cell.areas[0]
    assert image.getpixel((cell.box.x - 2, cell.box.centre[1])) == hi
    assert image.getpixel((area.x - 1, area.centre[1])) == hi
    other = lay.cells["t2"].box
    assert image.getpixel((other.x - 2, other.centre[1])) != hi


def test_a_goods_pill_says_one_good_in_the_singular():
    """"1 bean", "1 pumpkin" (the pills once said "1 beans"): the plural forms are the
    catalog's, as the engine's sentences say them; goods without a plural (corn, fish) keep their one form."""
    view = create("wendake", seats=["ann", "bob"], seed=2).view()
    player = dict(view["players"][0], goods={"beans": 1, "corn": 1, "pumpkins": 1, "fish": 2, "skins": 0})
    texts = [item.text for item in wendake._player_items(view, player)]
    assert texts[:5] == ["1 bean", "1 corn", "1 pumpkin", "2 fish", "0 skins"]
