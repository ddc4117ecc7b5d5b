"""The prairie pictures with Natives' expansions (Soul of the Prairie, Seasons, Strangers) and
Inuit: The Snow Folk: every card kind drawn, every combination rendered, the new things shown."""

from __future__ import annotations

import copy
import io
import random
from functools import cache
from itertools import combinations

import pytest
from PIL import Image

from bot.rules import create
from bot.rules.prairie_theme import EXPANSIONS, theme
from rendering import RENDERERS, colours, draw, prairie, render_scores, render_table

SEATS = ["ann", "Zoë", "José", "dee"]
MAX_PNG = 1_000_000
COMBOS = [list(c) for n in range(len(EXPANSIONS) + 1) for c in combinations(EXPANSIONS, n)]
ALL = list(EXPANSIONS)


@cache
def _game(title: str, n: int, expansions: tuple[str, ...] = (), seed: int = 7) -> tuple[dict, ...]:
    """Every view of one seeded random game, start to end."""
    options = {"expansions": list(expansions)} if title == "natives" else None
    g = create(title, seats=SEATS[:n], seed=seed, options=options)
    rng = random.Random(seed)
    views = [g.view()]
    while not g.over:
        seat = g.awaiting()[0]
        g.play(seat, rng.choice(g.legal_actions(seat)))
        views.append(g.view())
    return tuple(views)


def mid(title: str, n: int, expansions: tuple[str, ...] = ()) -> dict:
    views = _game(title, n, expansions)
    return copy.deepcopy(views[len(views) // 2])


def end(title: str, n: int, expansions: tuple[str, ...] = ()) -> dict:
    return copy.deepcopy(_game(title, n, expansions)[-1])


def _open(png: bytes) -> Image.Image:
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(png) < MAX_PNG
    image = Image.open(io.BytesIO(png))
    image.load()
    assert image.format == "PNG"
    assert image.width == draw.WIDTH
    return image


def _all_items(lay: prairie.TableLayout) -> list[prairie.Item]:
    return [item for b in lay.boards for item, _ in b.items]


# -- every card, every combination ----------------------------------------------------------------
@pytest.mark.parametrize("title", ["natives", "inuit"])
def test_every_card_kind_of_every_expansion_has_a_face_and_a_chip(title):
    th = theme(title)
    faces = set()
    for kind, card in th.all_cards.items():
        face = prairie.card_face(title, kind)
        assert face.size == (prairie.CARD_W, prairie.CARD_H)
        assert face.getbbox() is not None, kind
        faces.add(face.tobytes())
        if card.family == "native":
            chip = prairie.native_chip(title, kind)
            assert chip.size == (prairie.CHIP_W, prairie.CHIP_H)
    assert len(faces) == len(th.all_cards)      # no two kinds look the same


@pytest.mark.parametrize("title, expansions", [("natives", tuple(ALL)), ("inuit", ())])
def test_a_crowded_prairie_with_one_card_of_every_kind_renders(title, expansions):
    th = theme(title)
    view = mid(title, 4, expansions)
    view["prairie"] = list(th.all_cards)
    p = view["players"][0]
    natives = [k for k, c in th.all_cards.items() if c.family == "native"]
    p["natives"][th.profession_ids[0]] = natives * 2
    p["totems"] = [k for k, c in th.all_cards.items() if c.family == "totem"]
    p["rituals"] = [k for k, c in th.all_cards.items() if c.family == "ritual"]
    p["food"] = [k for k, c in th.all_cards.items() if c.family == "food"]
    lay = prairie.layout(view)
    assert {k for k, _, _ in lay.cards} == set(th.all_cards)
    image = _open(render_table(view))
    assert image.height < 4000


@pytest.mark.parametrize("n", [2, 4])
@pytest.mark.parametrize("expansions", COMBOS, ids=lambda c: "+".join(c) or "base")
def test_every_expansion_combination_renders_mid_game_and_finished(expansions, n):
    exp = tuple(expansions)
    view = mid("natives", n, exp)
    assert view["expansions"] == list(exp) or set(view["expansions"]) == set(exp)
    image = _open(render_table(view))
    assert 600 < image.height < 4000
    done = end("natives", n, exp)
    assert done["over"]
    _open(render_table(done))
    pad = _open(render_scores(done))
    assert pad.height < 1400


@pytest.mark.parametrize("n", [2, 3, 4])
def test_inuit_renders_mid_game_and_finished(n):
    assert RENDERERS["inuit"] == ".prairie"
    image = _open(render_table(mid("inuit", n)))
    assert 600 < image.height < 3000
    done = end("inuit", n)
    _open(render_table(done))
    _open(render_scores(done))


def test_layout_keeps_everything_inside_and_apart_with_the_expansions():
    views = [mid("natives", 4, tuple(ALL)), end("natives", 4, tuple(ALL)), mid("natives", 2, tuple(ALL)),
             mid("inuit", 4), end("inuit", 2)]
    for view in views:
        lay = prairie.layout(view)
        sections = [lay.header]
        if lay.season:
            sections.append(lay.season.box)
        if lay.winter:
            sections.append(lay.winter)
        sections += [lay.status, lay.prairie] + [b.frame for b in lay.boards]
        for a, b in zip(sections, sections[1:], strict=False):
            assert a.bottom <= b.y, (a, b)
        for box in sections:
            assert box.x >= 0 and box.right <= draw.WIDTH and box.bottom <= lay.height
        for b in lay.boards:
            for _, item in b.items:
                assert b.box.x <= item.x and item.right <= b.box.right
                assert b.above.y <= item.y and item.bottom <= b.above.bottom


# -- Inuit is its own picture --------------------------------------------------------------------
def test_inuit_has_its_own_palette():
    natives, inuit = prairie.draw_table(mid("natives", 2)), prairie.draw_table(mid("inuit", 2))
    assert natives.getpixel((2, 2)) != inuit.getpixel((2, 2))
    lay_n, lay_i = prairie.layout(mid("natives", 2)), prairie.layout(mid("inuit", 2))
    at_n = (lay_n.prairie.x + 4, lay_n.prairie.centre[1])
    at_i = (lay_i.prairie.x + 4, lay_i.prairie.centre[1])
    assert natives.getpixel(at_n) == prairie.look("natives").area
    assert inuit.getpixel(at_i) == prairie.look("inuit").area
    assert prairie.look("natives").area != prairie.look("inuit").area
    # icy: the Great White is light and blue-tinted; the prairie is dark green
    r, g, b = prairie.look("inuit").area
    assert b > r and colours.luminance(prairie.look("inuit").area) > .6
    assert colours.luminance(prairie.look("natives").area) < .1


def test_inuit_words_come_from_its_theme_not_natives_relabelled():
    view = mid("inuit", 4)
    th = theme("inuit")
    lay = prairie.layout(view)
    texts = " ".join(item.text for item in _all_items(lay))
    assert "Weapons" in texts and "Scalps" not in texts
    labels = [label for _, label, _ in prairie.score_rows(end("inuit", 4), th)]
    assert "Inuit in your village" in labels
    for want in ("Weapons", "Rites", "Spirits", "Game cards", "Your colour in other villages"):
        assert want in labels, labels
    assert not {"Scalps", "Rituals", "Totems", "Food"} & set(labels)
    assert prairie.plural("Inuit") == "Inuit" and prairie.plural("Inuit card") == "Inuit cards"
    assert {p.name for p in th.professions} >= {"Whaler", "Bear Hunter", "Seal Trapper"}
    assert prairie.food_look("inuit", "polar-bear")[0] == "bear"
    assert prairie.food_look("inuit", "orca")[0] == "orca"
    assert prairie.food_look("inuit", "seal")[0] == "seal"
    assert prairie.look("inuit").totem_icon == "inukshuk"
    assert lay.head is not None and lay.head.title == "Inuit: The Snow Folk"


def test_the_end_card_countdown_uses_the_engines_end_in():
    view = mid("natives", 2)
    view["end_in"] = 5
    lay = prairie.layout(view)
    assert lay.head is not None
    assert any(p[0] == "Winter Is Coming: after 5 more cards" for p in lay.head.pills)
    view["end_in"] = 0
    assert any(p[0].endswith("next card") for p in prairie.layout(view).head.pills)
    inuit = mid("inuit", 2)
    assert inuit["end_in"] is None and inuit["deck"] > 11
    pills = prairie.layout(inuit).head.pills
    assert any(p[0] == "Polar Nightfall: in the last 11 cards" for p in pills)
    inuit["deck"] = 7
    assert any(p[0] == "Polar Nightfall: among the last 7 cards"
               for p in prairie.layout(inuit).head.pills)


# -- what the expansions add ---------------------------------------------------------------------
def test_the_active_season_its_effect_and_what_comes_next_are_shown():
    view = mid("natives", 4, tuple(ALL))
    seasons = view["seasons"]
    band = prairie.layout(view).season
    assert band is not None
    assert seasons["active"]["name"] in band.title
    assert seasons["active"]["text"].split()[0] in band.lines[0]
    if seasons["next"]:
        assert seasons["next"]["name"].split()[0] in " ".join(band.side)
    assert [s for s, _, _ in band.seasons] == ["spring", "summer", "autumn"]
    assert sum(active for _, active, _ in band.seasons) == 1
    pending = dict(view, seasons=dict(seasons, change_pending=True,
                                      next={**seasons["cards"][2]}))
    side = " ".join(prairie.layout(pending).season.side)
    assert "is out" in side and seasons["cards"][2]["name"].split()[0] in side
    assert prairie.layout(mid("natives", 4, ("soul-of-the-prairie",))).season is None
    assert prairie.layout(mid("inuit", 4)).season is None


def test_the_expansions_in_play_are_named_in_the_header():
    lay = prairie.layout(mid("natives", 2, tuple(ALL)))
    assert lay.head.expansions == ["Soul of the Prairie", "Seasons", "Strangers"]
    assert prairie.layout(mid("natives", 2)).head.expansions == []


def test_war_and_peace_legendary_natives_and_curses_are_on_the_boards():
    view = mid("natives", 4, tuple(ALL))
    p = view["players"][0]
    other = view["players"][1]["tribe"]
    p["war_peace"] = [{"card": f"war-peace-{other}", "side": "war", "tribe": other},
                      {"card": f"war-peace-{other}", "side": "peace", "tribe": other}]
    p["curses"] = 3
    p["natives"]["hunter"] = ["keen-little-finger"]
    p["natives"]["farmer"] = ["big-merrymaker"]
    p["legendary"] = ["keen-little-finger", "big-merrymaker"]
    p["closed"] = ["farmer"]
    lay = prairie.layout(view)
    board = lay.board(p["seat"])
    items = {item.kind: item for item, _ in board.items}
    assert "War with the" in items["war"].text and "+3" in items["war"].text
    assert items["war"].tile == other and items["peace"].tile == other
    assert "Peace with the" in items["peace"].text
    assert items["curses"].text == "3 curse tokens −6"
    assert "Hunter Keen Little Finger: +8 if most Hunters" in items["keen-little-finger"].text
    assert "Farmer closed" in items["big-merrymaker"].text
    assert board.closed == {"farmer"}
    th = theme("natives")
    assert prairie.profession_head("natives", "farmer", 2, 150, False, True).tobytes() != \
        prairie.profession_head("natives", "farmer", 2, 150, False, False).tobytes()
    image = prairie.draw_table(view)
    col = board.columns[th.profession_ids.index("farmer")]
    body = image.crop((col.x + 4, col.y + prairie.COLHEAD_H + 4, col.right - 4, col.bottom - 4))
    assert len(body.getcolors(maxcolors=1 << 16)) > 3          # hatched, not a flat cell
    _open(render_table(view))


def test_legendary_natives_and_strangers_look_apart_from_tribe_natives():
    gold = prairie.native_chip("natives", "quick-hand").convert("RGB").getpixel((1, prairie.CHIP_H // 2))
    stone = prairie.native_chip("natives", "stranger").convert("RGB").getpixel((prairie.CHIP_W // 2, 3))

    def near(a, b, d=40):
        return max(abs(x - y) for x, y in zip(a, b, strict=True)) <= d

    assert near(gold, prairie.GOLD)
    assert near(stone, prairie.STONE)
    big = prairie.card_face("natives", "big-corn").convert("RGB")
    small = prairie.card_face("natives", "corn").convert("RGB")
    assert near(big.getpixel((2, prairie.CARD_H // 2)), prairie.GOLD)
    assert not near(small.getpixel((2, prairie.CARD_H // 2)), prairie.GOLD)


def test_a_revealed_war_and_peace_card_being_decided_is_shown_first():
    view = mid("natives", 4, tuple(ALL))
    tribe = view["players"][1]["tribe"]
    view["step"] = {"name": "war-peace", "seat": view["turn"], "card": f"war-peace-{tribe}",
                    "under": "choose", "queued": 0, "tribe": tribe, "rituals_pending": []}
    view["awaiting"] = [view["turn"]]
    lay = prairie.layout(view)
    assert lay.revealed == f"war-peace-{tribe}" and lay.cards[0][0] == lay.revealed
    status = " ".join(t for t, *_ in lay.status_lines)
    assert "war with the" in status and "or peace" in status
    _open(render_table(view))


def test_the_score_pad_has_the_expansions_categories():
    done = end("natives", 4, tuple(ALL))
    keys = [k for k, _, _ in prairie.score_rows(done, theme("natives"))]
    assert {"war-peace", "legendary", "curses"} <= set(keys)
    assert keys.index("total") > keys.index("curses")
    base = end("natives", 4)
    assert not {"war-peace", "legendary", "curses"} & {k for k, _, _ in
                                                       prairie.score_rows(base, theme("natives"))}


def test_new_steps_and_actions_are_written_in_words():
    th = theme("natives")
    view = mid("natives", 4, tuple(ALL))
    assert prairie.describe_action(view, th, "give-quick-hand bob") == "give Scout Quick Hand to bob"
    assert prairie.describe_action(view, th, "knowledge man-wolf farmer warrior; done") == \
        "move Wolf man from Farmer to Warrior · stop"
    assert prairie.describe_action(view, th, "curse") == "take a curse token (−2)"
    assert prairie.describe_action(view, th, "season red quick-hand hunter") == \
        "season: place Scout Quick Hand under Hunter"
    assert prairie.describe_action(view, th, "war") == "go to war"
    view["step"] = {"name": "after", "effect": "windy", "rituals_pending": []}
    assert "curse token (−2)" in prairie.describe_step(view, th)
    view["step"] = {"name": "quick-hand", "card": "quick-hand", "among": ["ann", "dee"],
                    "rituals_pending": []}
    assert prairie.describe_step(view, th).startswith("Scout Quick Hand is revealed: give it to")


def test_warm_up_draws_every_card_of_every_expansion():
    prairie.warm_up("natives")
    prairie.warm_up("inuit")
    assert prairie.card_face.cache_info().currsize >= len(theme("natives").all_cards)
