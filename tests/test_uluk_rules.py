"""Uluk: one test per paragraph of uluk.txt that has a consequence, through the contract.

Positions are built from a real game whose JSON state is then edited (whose turn, the
tribe boards, resources, harvest levels, monuments, the Freeloaders deck) and played with
the notation of bot/rules/uluk.py. Seats: ann, bob, cy, dee; tribe boards otters, badgers,
lemurs, sloths in that order unless a test says otherwise. The rulebook's worked
processing examples are tested exactly.
"""

from __future__ import annotations

import copy
import json
from collections import Counter

import pytest

from bot.rules import SEAT_RANGE, IllegalAction, create, restore
from bot.rules.uluk import FL, FL_NAME, RATINGS, SEASONS
from bot.rules.uluk_data import GATHERED, HUNTED, RAW, components, parse, processed
from data import DataError, load

C = components()
SEATS = ("ann", "bob", "cy", "dee")
TRIBES = ("otters", "badgers", "lemurs", "sloths")


# ----------------------------------------------------------------------------------------
# helpers
# ----------------------------------------------------------------------------------------

def table(n: int = 2, *, seed: int = 1, first: int = 0, tribers: int | None = None,
          tribes: tuple[str, ...] = TRIBES, res: list[dict] | None = None, levels=None):
    """A game of ``n`` seats at the start of season 1's placements, ``first`` to play,
    empty boards (or ``res``), every harvest marker on ``levels`` (default: start)."""
    game = create("uluk", list(SEATS[:n]), seed=seed)
    s = game.state
    s["first"] = first
    s["step"] = {"name": "place", "turn": first, "hut_done": False}
    for i, p in enumerate(s["players"]):
        p["tribe"] = tribes[i]
        p["res"] = dict(res[i]) if res else {}
        if tribers is not None:
            p["tribers"] = p["hand"] = tribers
    for r in RAW:
        track = C.track(r, s["alt"])
        s["tracks"][r]["level"] = track.start if levels is None else levels.get(r, track.start)
    if s["solo"]:
        s["freeloaders"]["hand"] = s["freeloaders"]["camp"] = tribers or 6
    return game


def play(game, seat: str, action: str) -> list[str]:
    """One play's event lines as the log reads them: the engine logs messages (bot.l10n.Msg),
    whose English text is str()."""
    return [str(line) for line in game.play(seat, action)]


def refused(game, seat: str, action: str, match: str) -> IllegalAction:
    before = game.to_dict()
    with pytest.raises(IllegalAction, match=match) as info:
        play(game, seat, action)
    assert game.to_dict() == before
    return info.value


def errand(game, plans: dict[str, list[str]]) -> list[str]:
    """Play the placements in turn order: each awaited seat places its next planned space."""
    plans = {k: list(v) for k, v in plans.items()}
    events: list[str] = []
    season = game.state["season"]
    while game.state["step"]["name"] == "place" and game.state["season"] == season:
        seat = game.awaiting()[0]
        events += play(game, seat, "place " + plans[seat].pop(0))
    assert not any(plans.values()), f"unplaced: {plans}"
    return events


def this_season(events: list[str]) -> list[str]:
    """The log lines before the next season begins."""
    ends = [k for k, e in enumerate(events) if e.startswith("Season ") and k]
    return events[: ends[0]] if ends else events


def player(game, seat: str) -> dict:
    return game.state["players"][game.state["seats"].index(seat)]


def res(game, seat: str) -> dict:
    return player(game, seat)["res"]


def level(game, r: str) -> int:
    return game.state["tracks"][r]["level"]


def value(game, r: str):
    return C.track(r, game.state["alt"]).levels[level(game, r)]


def fl_deck(game, *cards: str) -> None:
    """Make every Freeloaders card one of ``cards`` (the deck is reshuffled after draws)."""
    fl = game.state["freeloaders"]
    fl["deck"] = [cards[k % len(cards)] for k in range(len(fl["deck"]))]


def processing(n: int = 2, *, plans: dict, res: list[dict], tribes=TRIBES, levels=None,
               events: list | None = None):
    """The game after ``plans`` were placed (seats without a plan, or with fewer tribers
    planned, fill up at the Temple); ``events`` collects the log lines."""
    size = max(len(v) for v in plans.values())
    game = table(n, tribers=size, res=res, tribes=tribes, levels=levels)
    full = {seat: list(plans.get(seat, [])) + ["temple"] * (size - len(plans.get(seat, [])))
            for seat in SEATS[:n]}
    lines = errand(game, full)
    if events is not None:
        events += lines
    return game


NAMES = {name: rid for rid, name in C.names.items()}


def harvested(events: list[str], seat: str) -> dict[str, int]:
    """What the log says ``seat`` got in the Harvest phase."""
    for line in events:
        if line.startswith(f"Harvest: {seat} gets "):
            got = line[len(f"Harvest: {seat} gets "):].rstrip(".")
            if got == "nothing":
                return {}
            pairs = [part.split(" ", 1) for part in got.replace(" and ", ", ").split(", ")]
            return {NAMES[name]: int(n) for n, name in pairs}
    return {}


# ====================================================================================
# Game components and setup
# ====================================================================================

def test_engine_is_registered_for_one_to_four_players():
    assert SEAT_RANGE["uluk"] == (1, 4)
    for bad in ([], ["a", "b", "c", "d", "e"]):
        with pytest.raises(IllegalAction, match="1 to 4 players"):
            create("uluk", bad, seed=1)
    with pytest.raises(IllegalAction, match="own name"):
        create("uluk", ["ann", "ann"], seed=1)
    with pytest.raises(IllegalAction, match="no options"):
        create("uluk", ["ann"], seed=1, options={"expansions": []})


def test_components_match_the_list():
    """Game Components: 4 boards, 4 alternative tiles, 6 tokens and monuments, 30
    inventions, 4 feasts, 20 Freeloaders cards; 9 pawns a colour."""
    assert len(C.tribes) == 4 and len(C.alt_tracks) == 4
    assert sorted(C.tokens) == [1, 2, 3, 4, 5, 6] and len(C.sites) == 6
    assert all(2 <= size <= 6 for size in C.sites)
    assert len(C.invention_deck()) == 30 and len(C.feasts) == 4
    assert len(C.freeloader_deck()) == 20 and len(C.freeloaders) == 11


def test_house_data_is_marked_with_a_rationale():
    raw = load("uluk")
    for key in ("tracks", "alt_tracks", "tribes", "inventions", "feasts", "freeloaders"):
        for entry in raw[key]:
            assert entry["house"] is True and entry["rationale"].strip()
    assert raw["monuments"]["house"] is True


@pytest.mark.parametrize("n,tribers", [(1, 6), (2, 6), (3, 5), (4, 4)])
def test_setup_tribers_by_player_count(n, tribers):
    """Setup 8: six tribers each with two players, five with three, four with four; the
    solo game is set up as a two-player game, and six Freeloaders wait in their camp."""
    game = create("uluk", list(SEATS[:n]), seed=5)
    for p in game.state["players"]:
        assert p["tribers"] == tribers
    fl = game.view()["freeloaders"] if n == 1 else None
    assert (fl["camp"] if fl else 6) == 6


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_setup_baked_mgobu_by_turn_order(n):
    """Setup 12: the first player 1 baked mgobu, the second and third 2, the fourth 3."""
    for seed in range(4):
        game = create("uluk", list(SEATS[:n]), seed=seed)
        first = game.state["first"]
        got = [player(game, SEATS[(first + k) % n])["res"] for k in range(n)]
        assert got == [{"baked-mgobu": x} for x in (1, 2, 2, 3)[:n]]


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_setup_monument_tokens_raise_the_harvest(n):
    """Setup 2-3: markers on the central space, then one space up per drawn token: as many
    tokens as players (two in the solo game, set up as for two)."""
    for seed in range(6):
        game = create("uluk", list(SEATS[:n]), seed=seed)
        alt = game.state["alt"]
        rises = {r: level(game, r) - C.track(r, alt).start for r in RAW}
        assert all(v in (0, 1) for v in rises.values())
        assert sum(rises.values()) == max(n, 2)


@pytest.mark.parametrize("n,alt", [(1, True), (2, True), (3, False), (4, False)])
def test_alternative_tracks_for_solo_and_two_players(n, alt):
    """Setup 1: in a solo or two-player game the alternative tiles cover their tracks."""
    view = create("uluk", list(SEATS[:n]), seed=2).view()
    tiles = {t["resource"]: t["tile"] for t in view["tracks"]}
    for r in RAW:
        expected = "alternative" if alt and r in C.alt_tracks else "board"
        assert tiles[r] == expected
    assert {t["resource"]: len(t["levels"]) for t in view["tracks"]}["uluk"] == len(
        C.track("uluk", alt).levels)


def test_setup_monuments_face_down_and_the_leftmost_revealed():
    """Setup 4 and the Errand phase: six tokens face down on the sites; at the start of the
    first Errand phase the leftmost is revealed, and only its number shows."""
    game = create("uluk", ["ann", "bob"], seed=3)
    tokens = sorted(m["token"] for m in game.state["monuments"])
    assert tokens == [1, 2, 3, 4, 5, 6]
    view = game.view()
    assert [m["revealed"] for m in view["monuments"]] == [True] + [False] * 5
    assert view["monuments"][0]["token"]["number"] == game.state["monuments"][0]["token"]
    assert all(m["token"] is None for m in view["monuments"][1:])
    assert [m["size"] for m in view["monuments"]] == list(C.sites)


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_setup_one_invention_per_player_and_feast_cards(n):
    """Setup 5, 6, 11: a row of as many inventions as players (two in the solo game);
    one tribe board and one feast card each, all different."""
    game = create("uluk", list(SEATS[:n]), seed=8)
    s = game.state
    assert len(s["row"]) == max(n, 2)
    assert len(s["deck"]) == 30 - max(n, 2)
    assert len({p["tribe"] for p in s["players"]}) == n
    assert len({p["feast"] for p in s["players"]}) == n
    assert all(p["happiness"] == 0 for p in s["players"])     # Setup 7


def test_feast_card_is_secret():
    """Setup 6: you may look at your feast card, but do not show it."""
    game = create("uluk", list(SEATS), seed=4)
    for seat in SEATS:
        mine = [p for p in game.view(seat)["players"] if "feast" in p]
        assert [p["seat"] for p in mine] == [seat]
        assert mine[0]["feast"]["id"] == player(game, seat)["feast"]
    assert all("feast" not in p for p in game.view(None)["players"])
    text = json.dumps(game.view(None))
    for seat in SEATS:
        assert player(game, seat)["feast"] not in text


# ====================================================================================
# Errand phase
# ====================================================================================

def test_players_place_one_triber_at_a_time_in_turn_order():
    """Errand phase: the First Player starts, then clockwise, one triber each."""
    game = table(3, first=1, tribers=2)
    order = []
    for _ in range(6):
        seat = game.awaiting()[0]
        order.append(seat)
        play(game, seat, "place temple")
    assert order == ["bob", "cy", "ann"] * 2


def test_the_player_with_more_tribers_places_the_rest_alone():
    game = table(2, tribers=2)
    player(game, "bob")["tribers"] = player(game, "bob")["hand"] = 4
    order = []
    for _ in range(6):
        seat = game.awaiting()[0]
        order.append(seat)
        play(game, seat, "place temple")
    assert order == ["ann", "bob", "ann", "bob", "bob", "bob"]
    assert game.state["season"] == 2


def test_a_sickle_space_holds_one_triber_three_per_area():
    game = table(2, tribers=3)
    errand_steps = ["place uluk", "place uluk", "place uluk"]
    for action in errand_steps:
        play(game, game.awaiting()[0], action)
    assert "place uluk" not in game.legal_actions("bob")
    refused(game, "bob", "place uluk", r"The three uluk gathering spaces are taken\.")


def test_processing_workshop_and_temple_have_no_limit():
    game = table(2, tribers=4)
    for _ in range(7):
        play(game, game.awaiting()[0], "place hlak-processing")
    assert Counter(game.state["areas"]["hlak"]["processing"]) == {0: 4, 1: 3}
    game = table(3, tribers=3)
    game.state["row"] = ["fish-net", "stone-oven", "drying-rack"]
    for seat, inv in (("ann", "fish-net"), ("bob", "stone-oven"), ("cy", "drying-rack")):
        play(game, seat, f"place workshop {inv}")
    assert game.state["workshop"] == [0, 1, 2]
    for _ in range(5):
        play(game, game.awaiting()[0], "place temple")
    assert len(game.state["temple"]) == 5


def test_temple_gives_two_happiness():
    game = table(2, tribers=1)
    play(game, "ann", "place temple")
    assert player(game, "ann")["happiness"] == 2


def test_shaman_hut_one_triber_plus_one():
    game = table(2, tribers=2)
    events = play(game, "ann", "place shaman")
    assert player(game, "ann")["happiness"] == 1 and "+1" in events[0]
    assert "place shaman" not in game.legal_actions("bob")
    refused(game, "bob", "place shaman", r"^The Shaman's Hut is taken\.$")


def test_shaman_hut_triber_may_move_after_all_are_placed():
    """Shaman's Hut: when all have placed all their tribers, the Hut's triber may move to
    any other available space; the move is a placement (the Temple gives +2)."""
    game = table(2, tribers=2)
    play(game, "ann", "place shaman")
    play(game, "bob", "place temple")
    play(game, "ann", "place temple")
    assert game.awaiting() == ["bob"]
    play(game, "bob", "place temple")
    assert game.state["step"]["name"] == "shaman" and game.awaiting() == ["ann"]
    legal = game.legal_actions("ann")
    assert "stay" in legal and "move temple" in legal and "move shaman" not in legal
    refused(game, "ann", "move shaman", "already in the Shaman's Hut")
    events = play(game, "ann", "move temple")
    assert "ann sends a triber to the Temple: +2." in events
    assert player(game, "ann")["points"]["shaman"] == 1
    assert player(game, "ann")["points"]["temple"] == 2 + 2
    assert game.state["season"] == 2


def test_shaman_hut_triber_may_stay():
    game = table(2, tribers=1)
    play(game, "ann", "place shaman")
    play(game, "bob", "place temple")
    events = play(game, "ann", "stay")
    assert events[0] == "ann's triber stays in the Shaman's Hut."
    assert player(game, "ann")["points"]["shaman"] == 1
    assert player(game, "ann")["points"]["temple"] == 0


def test_leaving_the_hut_activates_happiness_inventions():
    """Cards providing extra Happiness: when you move your triber out of the Hut."""
    game = table(2, tribers=1)
    player(game, "ann")["inventions"] = ["spirit-drum", "ancestor-mask"]
    play(game, "ann", "place shaman")
    play(game, "bob", "place temple")
    play(game, "ann", "move uluk")
    assert player(game, "ann")["points"]["inventions"] == 2 + 1
    game = table(2, tribers=1)
    player(game, "ann")["inventions"] = ["spirit-drum"]
    play(game, "ann", "place shaman")
    play(game, "bob", "place temple")
    play(game, "ann", "stay")
    assert player(game, "ann")["points"]["inventions"] == 0


def test_workshop_takes_an_invention_at_once_without_duplicates():
    game = table(2, tribers=2)
    game.state["row"] = ["fish-net", "fish-net"]
    assert game.legal_actions("ann").count("place workshop fish-net") == 1
    play(game, "ann", "place workshop fish-net")
    assert player(game, "ann")["inventions"] == ["fish-net"]
    assert game.state["row"] == ["fish-net"]
    play(game, "bob", "place temple")
    assert not [a for a in game.legal_actions("ann") if "workshop" in a]
    refused(game, "ann", "place workshop fish-net", r"^You already have a Fish Net\.$")
    refused(game, "ann", "place workshop", "Say which invention")
    refused(game, "ann", "place workshop stone-oven", "no Stone Oven on offer")


def test_monument_spaces_one_triber_each_and_only_revealed_unbuilt_sites():
    game = table(2, tribers=3)
    m = game.state["monuments"]
    assert m[0]["revealed"] and not m[1]["revealed"]
    refused(game, "ann", "place monument-b", r"^Monument B is still face down\.$")
    m[0]["size"] = 2
    play(game, "ann", "place monument-a")
    play(game, "bob", "place monument-a")
    assert "place monument-a" not in game.legal_actions("ann")
    refused(game, "ann", "place monument-a", r"^Every space around Monument A is taken\.$")
    m = game.state["monuments"]              # play() swaps in a new state: read it again
    m[1]["revealed"] = m[1]["built"] = True
    refused(game, "ann", "place monument-b", r"^Monument B is already built\.$")


def test_completing_a_monument_raises_its_harvest_at_once():
    """Monument Construction Sites: when all spaces are occupied, immediately raise the
    Harvest level of the token's resource."""
    game = table(2, tribers=2)
    m = game.state["monuments"][0]
    m["size"], m["token"] = 2, 1                        # token 1: uluk
    before = level(game, "uluk")
    play(game, "ann", "place monument-a")
    assert level(game, "uluk") == before
    play(game, "bob", "place monument-a")
    assert level(game, "uluk") == before + 1


def test_poison_only_in_hunting_areas_one_per_triber():
    """Tokens: poison hunts fnōrd and hlák, one token per triber sent, from your board."""
    game = table(3, tribers=2)
    player(game, "ann")["poison"] = 3
    assert "place hlak poison" in game.legal_actions("ann")
    assert "place uluk poison" not in game.legal_actions("ann")
    refused(game, "ann", "place uluk poison", r"^Poison is only used to hunt fnōrd and hlák\.$")
    refused(game, "ann", "place temple poison", "Poison is only used")
    refused(game, "ann", "place hlak poison poison", "only 'poison' may follow")
    refused(game, "bob", "place hlak poison", "not your turn")
    play(game, "ann", "place hlak poison")
    assert player(game, "ann")["poison"] == 2
    assert game.state["areas"]["hlak"]["sickle"] == [[0, True]]
    assert "place hlak poison" not in game.legal_actions("bob")
    refused(game, "bob", "place hlak poison", r"^You have no poison token left\.$")
    play(game, "bob", "place temple")
    play(game, "cy", "place temple")
    play(game, "ann", "place hlak poison")           # three players: two in one area is fine
    assert player(game, "ann")["poison"] == 1


@pytest.mark.parametrize("n", [1, 2])
def test_poison_once_per_area_in_solo_and_two_player_games(n):
    game = table(n, tribers=3)
    fl_deck(game, "shamans-advice") if n == 1 else None
    player(game, "ann")["poison"] = 3
    play(game, "ann", "place fnord poison")
    if n == 2:
        play(game, "bob", "place temple")
    assert "place fnord poison" not in game.legal_actions("ann")
    assert "place hlak poison" in game.legal_actions("ann")
    kind = "solo" if n == 1 else "two-player"
    refused(game, "ann", "place fnord poison", f"In a {kind} game you may use one Poison token")


def test_unknown_spaces_and_verbs_are_refused_in_one_sentence():
    game = table(2)
    refused(game, "ann", "place volcano", "is not a space of the board")
    refused(game, "ann", "dance", "not an action of Uluk")
    refused(game, "ann", "feed baked-mgobu", "cannot 'feed' now")
    refused(game, "ann", "place", "Say where")
    refused(game, "ann", "place temple now", "takes nothing after it")
    refused(game, "bob", "place temple", "not your turn")


def test_accents_and_capitals_are_forgiven():
    game = table(2, tribers=1)
    play(game, "ann", "Place Hlák")
    assert game.state["areas"]["hlak"]["sickle"] == [[0, False]]
    assert game.view()["last"] == {"seat": "ann", "action": "place hlak"}


# ====================================================================================
# Harvest phase
# ====================================================================================

def test_harvest_majority_and_minority():
    """Gathered areas: the player with most tribers gets the left value, every other the
    right value; the exact number beyond the majority does not matter."""
    events: list[str] = []
    processing(3, res=[{}, {}, {}], plans={
        "ann": ["uluk", "uluk"], "bob": ["uluk"], "cy": ["mgobu"]}, events=events)
    most, others = C.track("uluk", False).levels[C.track("uluk", False).start]
    m_most, _ = C.track("mgobu", False).levels[C.track("mgobu", False).start]
    assert most > others > 0
    assert harvested(events, "ann") == {"uluk": most}
    assert harvested(events, "bob") == {"uluk": others}
    assert harvested(events, "cy") == {"mgobu": m_most}


def test_harvest_tie_gives_everyone_the_lower_amount():
    events: list[str] = []
    processing(3, res=[{}, {}, {}], plans={"ann": ["zork"], "bob": ["zork"], "cy": ["zork"]},
               events=events)
    _, others = C.track("zork", False).levels[C.track("zork", False).start]
    for seat in ("ann", "bob", "cy"):
        assert harvested(events, seat) == {"zork": others}
    events = []
    processing(3, res=[{}, {}, {}], plans={"ann": ["zork"], "bob": ["zork"], "cy": ["uluk"]},
               events=events)
    assert harvested(events, "ann") == {"zork": others} == harvested(events, "bob")


def test_hunting_pays_per_triber_and_poison_counts_as_a_triber():
    game = table(3, tribers=2, levels={"hlak": 4, "fnord": 4})
    player(game, "ann")["poison"] = 1
    events = errand(game, {"ann": ["hlak poison", "fnord"], "bob": ["hlak", "temple"],
                           "cy": ["temple", "temple"]})
    per = C.track("hlak", False).levels[4]
    assert per > 0
    assert harvested(events, "ann") == {"hlak": 2 * per,
                                        "fnord": C.track("fnord", False).levels[4]}
    assert harvested(events, "bob") == {"hlak": per}


def test_extra_resource_invention_even_when_the_area_gives_nothing():
    game = table(2, tribers=1, levels={"hlak": 0})
    player(game, "ann")["inventions"] = ["hunting-spear"]
    player(game, "bob")["inventions"] = ["hunting-spear"]
    assert C.track("hlak", True).levels[0] == 0
    errand(game, {"ann": ["hlak"], "bob": ["temple"]})
    assert res(game, "ann").get("hlak") == 1
    assert "hlak" not in res(game, "bob")        # no triber sent: no bonus


def test_tribers_stay_on_the_board_after_the_harvest():
    game = processing(2, res=[{}, {}], plans={"ann": ["uluk", "uluk-processing"]})
    assert game.state["phase"] == "processing" and game.awaiting() == ["ann"]
    assert game.state["areas"]["uluk"]["sickle"] == [[0, False]]
    assert game.view()["tracks"][0]["sickle"] == [{"who": "ann", "poison": False}]


# ====================================================================================
# Processing phase (the rulebook's examples exactly)
# ====================================================================================

@pytest.mark.parametrize("raw,have,action,product,got", [
    ("uluk", 2, "process pickled-uluk 2", "pickled-uluk", 4),
    ("hlak", 2, "process smoked-hlak 2", "smoked-hlak", 3),
    ("hlak", 5, "process smoked-hlak 5", "smoked-hlak", 7),
    ("fnord", 3, "process salted-fnord 3", "salted-fnord", 2),
    ("tlon", 1, "process roasted-tlon 1", "roasted-tlon", 2),
])
@pytest.mark.parametrize("tribe", TRIBES)
def test_rulebook_processing_examples(raw, have, action, product, got, tribe):
    """x2: 2 uluk -> 4 pickled; 2:3: 2 hlák -> 3 smoked and 5 hlák -> 7 smoked (twice 2:3
    and the odd piece 1:1); -1: 3 fnōrd -> 2 salted; +1: 1 tlön -> 2 roasted."""
    game = processing(2, tribes=(tribe, "otters"), res=[{raw: have}, {}],
                      plans={"ann": [f"{raw}-processing"]})
    assert game.awaiting() == ["ann"]
    assert action in game.legal_actions("ann")
    play(game, "ann", action)
    assert res(game, "ann").get(product, 0) == got or game.state["phase"] != "processing"
    assert player(game, "ann")["res"].get(raw, 0) == 0


def test_processed_amounts_follow_the_ratios():
    assert [processed("x2", n) for n in (1, 2, 3)] == [2, 4, 6]
    assert [processed("2:3", n) for n in (1, 2, 3, 4, 5)] == [1, 3, 4, 6, 7]
    assert [processed("+1", n) for n in (1, 2)] == [2, 3]
    assert [processed("-1", n) for n in (2, 3)] == [1, 2]
    assert [processed("1:1", n) for n in (1, 4)] == [1, 4]


def _feeding_off(game):
    """Stop the game from leaving the Processing phase's result unseen: no tribers eat."""
    for p in game.state["players"]:
        p["tribers"] = 0


def test_processing_keeps_any_quantity_unprocessed():
    game = processing(2, res=[{"hlak": 5}, {}], plans={"ann": ["hlak-processing"]})
    _feeding_off(game)
    play(game, "ann", "process smoked-hlak 2")
    assert res(game, "ann")["hlak"] == 3 and res(game, "ann")["smoked-hlak"] == 3


def test_each_triber_processes_once_two_outputs_need_two_tribers():
    game = processing(2, res=[{"tlon": 4}, {}], plans={"ann": ["tlon-processing"]})
    _feeding_off(game)
    play(game, "ann", "process roasted-tlon 2")
    assert res(game, "ann") == {"tlon": 2, "roasted-tlon": 3}
    assert game.state["phase"] == "feeding"          # ann's only triber has processed
    game = processing(2, res=[{"tlon": 4}, {}],
                      plans={"ann": ["tlon-processing", "tlon-processing"]})
    _feeding_off(game)
    play(game, "ann", "process roasted-tlon 2")
    assert game.awaiting() == ["ann"]
    play(game, "ann", "process tlon-brew 2")
    assert res(game, "ann") == {"roasted-tlon": 3} and player(game, "ann")["poison"] == 2


def test_tlon_brew_becomes_poison_tokens():
    game = processing(2, res=[{"tlon": 3}, {}], plans={"ann": ["tlon-processing"]})
    _feeding_off(game)
    play(game, "ann", "process tlon-brew 3")
    assert player(game, "ann")["poison"] == 3 and "tlon-brew" not in res(game, "ann")


def test_processing_errors():
    game = processing(2, res=[{"uluk": 2, "zork": 1, "fnord": 1}, {}],
                      plans={"ann": ["uluk-processing", "fnord-processing"]})
    refused(game, "ann", "process pickled-uluk 3", r"^You have only 2 uluk\.$")
    refused(game, "ann", "process dried-zork 1", "no triber left on the zork processing space")
    refused(game, "ann", "process boiled-uluk 1", "board has no arrow from uluk to boiled uluk")
    refused(game, "ann", "process salted-fnord 1", "gives nothing")
    refused(game, "ann", "process uluk 1", "Name the product")
    refused(game, "ann", "process pickled-uluk", "Say what and how many")
    refused(game, "ann", "process pickled-uluk 0", "at least one")
    refused(game, "ann", "free pickled-uluk 1", "No invention of yours")
    assert "process salted-fnord 1" not in game.legal_actions("ann")


def test_free_processing_invention_once_per_phase_without_a_triber():
    """Cards enabling free processing: one or two pieces, once per Processing phase."""
    game = table(2, tribers=1, res=[{"uluk": 2, "zork": 2}, {}])
    player(game, "ann")["inventions"] = ["fermenting-pot"]
    errand(game, {"ann": ["temple"], "bob": ["temple"]})
    assert game.state["phase"] == "processing" and game.awaiting() == ["ann"]
    _feeding_off(game)
    legal = game.legal_actions("ann")
    assert "free fermented-uluk 1" in legal
    assert "free fermented-zork 1" not in legal          # the otters have no such arrow
    refused(game, "ann", "free fermented-uluk 2", "at most 1 piece")
    play(game, "ann", "free fermented-uluk 1")
    assert res(game, "ann")["fermented-uluk"] == 1
    assert game.state["phase"] == "feeding"              # the card is used for the season


def test_processing_is_simultaneous():
    """Several players decide at once, in any order; the phase ends with the last."""
    game = processing(3, res=[{"uluk": 1}, {"uluk": 1}, {"uluk": 1}],
                      plans={s: ["uluk-processing"] for s in ("ann", "bob", "cy")})
    assert game.awaiting() == ["ann", "bob", "cy"]
    assert game.view()["step"] == {"name": "process", "who": ["ann", "bob", "cy"]}
    play(game, "cy", "done")
    play(game, "ann", "process pickled-uluk 1")
    assert game.awaiting() == ["bob"]
    refused(game, "ann", "done", "You have made your choice for this step: the table is waiting for bob")
    play(game, "bob", "process pickled-uluk 1")
    assert game.state["phase"] != "processing"


def test_players_without_anything_to_process_are_not_waited_for():
    game = processing(2, res=[{}, {"uluk": 1}],
                      plans={"ann": ["uluk-processing"], "bob": ["uluk-processing"]})
    assert game.awaiting() == ["bob"]


# ====================================================================================
# Feeding phase
# ====================================================================================

def feeding(n: int = 2, *, res: list[dict], tribers: int = 2, tribes=TRIBES):
    """A game in the Feeding phase: every triber went to the Temple."""
    game = table(n, tribers=tribers, res=res, tribes=tribes)
    errand(game, {s: ["temple"] * tribers for s in SEATS[:n]})
    return game


def test_every_triber_eats_and_the_player_picks_the_food():
    game = feeding(res=[{"baked-mgobu": 1, "pickled-uluk": 3}, {"baked-mgobu": 2}])
    assert game.awaiting() == ["ann"]                 # bob had one food kind: done for him
    assert res(game, "bob") == {} and player(game, "bob")["happiness"] == 4 + 1
    assert set(game.legal_actions("ann")) == {
        "feed pickled-uluk", "feed pickled-uluk 2", "feed baked-mgobu"}
    play(game, "ann", "feed pickled-uluk 2")
    assert res(game, "ann") == {"baked-mgobu": 1, "pickled-uluk": 1}
    assert player(game, "ann")["happiness"] == 4 + 1


def test_you_must_feed_while_food_is_left():
    game = feeding(res=[{"baked-mgobu": 1, "pickled-uluk": 3}, {}])
    refused(game, "ann", "done", "must feed your tribers")
    refused(game, "ann", "reproduce pickled-uluk pickled-uluk", "Feed all your tribers")
    refused(game, "ann", "feed pickled-uluk 3", r"^Only 2 tribers still need food\.$")


def test_only_food_feeds():
    """Resources with no symbol are not food; holiday substance is not food."""
    game = feeding(res=[{"baked-mgobu": 1, "salted-fnord": 2, "hlak": 3,
                         "fermented-uluk": 1}, {}])
    refused(game, "ann", "feed hlak", r"^Hlák is not a food\.$")
    refused(game, "ann", "feed fermented-uluk", r"^Fermented uluk is not a food\.$")
    refused(game, "ann", "feed salted-fnord 3", r"^You have only 2 salted fnōrd\.$")
    refused(game, "ann", "feed dried-zork", r"^You have no dried zork\.$")
    refused(game, "ann", "feed sand", "no resource called 'sand'")


def test_unfed_tribers_take_hunger_and_no_point():
    game = feeding(res=[{"baked-mgobu": 1}, {}], tribers=3)
    assert game.state["season"] == 2                  # nobody had anything to decide
    assert player(game, "ann")["hunger"] == 2 and player(game, "bob")["hunger"] == 3
    assert player(game, "ann")["points"]["feeding"] == 0
    assert game.scores()["ann"]["hunger"] == -6


def test_treats_give_a_point_when_eaten():
    game = feeding(res=[{"roasted-hlak": 3}, {}])
    # one kind of food: fed by the engine; the last treat may be eaten for +1
    assert player(game, "ann")["points"] == {**player(game, "ann")["points"], "treats": 2,
                                             "feeding": 1}
    assert "eat roasted-hlak" in game.legal_actions("ann")
    play(game, "ann", "eat roasted-hlak")
    assert player(game, "ann")["points"]["treats"] == 3


def test_reproduction_two_food_per_triber_next_season():
    game = feeding(res=[{"baked-mgobu": 6, "roasted-hlak": 1}, {}], tribers=2)
    play(game, "ann", "feed baked-mgobu 2")
    assert "reproduce baked-mgobu roasted-hlak" in game.legal_actions("ann")
    play(game, "ann", "reproduce baked-mgobu roasted-hlak")
    assert player(game, "ann")["points"]["treats"] == 1          # the treat: +1
    assert player(game, "ann")["newborn"] == 1 and player(game, "ann")["tribers"] == 2
    assert res(game, "ann") == {"baked-mgobu": 3}
    refused(game, "ann", "reproduce baked-mgobu", "two pieces of food")
    refused(game, "ann", "reproduce baked-mgobu dried-zork", r"^You have no dried zork\.$")
    play(game, "ann", "reproduce baked-mgobu baked-mgobu")
    assert game.state["season"] == 2                 # one baked mgobu left: nothing to decide
    assert player(game, "ann")["tribers"] == 4 and player(game, "ann")["hand"] == 4
    game = feeding(res=[{"baked-mgobu": 3, "roasted-hlak": 1}, {}], tribers=1)
    play(game, "ann", "feed baked-mgobu")
    refused(game, "ann", "reproduce roasted-hlak roasted-hlak",
            r"^You have only 1 roasted hlák\.$")


def test_reproduction_needs_every_triber_fed_and_at_most_nine():
    game = feeding(res=[{"baked-mgobu": 1}, {}], tribers=2)
    assert player(game, "ann")["hunger"] == 1 and "ann" not in game.awaiting()
    game = feeding(res=[{"baked-mgobu": 5, "pickled-uluk": 4, "roasted-hlak": 1}, {}],
                   tribers=2)
    player(game, "ann")["newborn"] = 7
    play(game, "ann", "feed baked-mgobu 2")
    assert not [a for a in game.legal_actions("ann") if a.startswith("reproduce")]
    refused(game, "ann", "reproduce baked-mgobu baked-mgobu", "already has nine tribers")


def test_celebration_plus_six_once_a_season():
    game = feeding(res=[{"baked-mgobu": 5, "fermented-uluk": 2}, {}], tribers=1)
    assert game.awaiting() == ["ann"]
    play(game, "ann", "celebrate baked-mgobu fermented-uluk")
    p = player(game, "ann")
    assert p["points"]["celebrations"] == 6 and res(game, "ann") == {
        "baked-mgobu": 3, "fermented-uluk": 1}
    assert not [a for a in game.legal_actions("ann") if a.startswith("celebrate")]
    refused(game, "ann", "celebrate baked-mgobu fermented-uluk", "already celebrated")


def test_celebration_with_poison_gives_three_and_treats_one_more():
    game = feeding(res=[{"roasted-hlak": 2, "fermented-uluk": 2}, {}], tribers=1)
    player(game, "ann")["poison"] = 1
    legal = game.legal_actions("ann")
    assert "celebrate poison fermented-uluk" in legal
    assert "celebrate roasted-hlak fermented-uluk" in legal
    trial = restore(game.to_dict())
    trial.play("ann", "celebrate poison fermented-uluk")
    assert player(trial, "ann")["points"]["celebrations"] == 3
    assert player(trial, "ann")["poison"] == 0
    play(game, "ann", "celebrate roasted-hlak fermented-uluk")
    assert player(game, "ann")["points"]["celebrations"] == 6
    assert player(game, "ann")["points"]["treats"] == 2        # one fed, one celebrated


def test_celebration_errors_and_invention_bonus():
    game = feeding(res=[{"baked-mgobu": 3, "fermented-uluk": 1, "hlak": 1}, {}], tribers=1)
    refused(game, "ann", "celebrate baked-mgobu hlak", "not a holiday substance")
    refused(game, "ann", "celebrate hlak fermented-uluk", r"^Hlák is not a food\.$")
    refused(game, "ann", "celebrate poison fermented-uluk", "no poison token left")
    player(game, "ann")["inventions"] = ["festival-pipe", "dance-rattle"]
    play(game, "ann", "celebrate baked-mgobu fermented-uluk")
    assert player(game, "ann")["points"]["inventions"] == 3


def test_celebration_needs_every_triber_fed():
    game = feeding(res=[{"fermented-uluk": 1}, {}], tribers=1)
    assert player(game, "ann")["hunger"] == 1
    assert "ann" not in game.awaiting()


def test_extra_treats_for_happiness():
    game = feeding(res=[{"baked-mgobu": 1, "roasted-hlak": 3}, {}], tribers=1)
    play(game, "ann", "feed baked-mgobu")
    refused(game, "ann", "eat baked-mgobu", "not a treat")
    refused(game, "ann", "feed roasted-hlak", "all fed")
    play(game, "ann", "eat roasted-hlak 3")
    assert player(game, "ann")["points"]["treats"] == 3
    assert "ann" not in game.awaiting()


def test_perishables_perish_at_the_end_of_feeding():
    game = feeding(res=[{"uluk": 3, "zork": 2, "pickled-uluk": 1, "hlak": 2}, {}], tribers=1)
    play(game, "ann", "feed pickled-uluk")
    play(game, "ann", "done")
    assert res(game, "ann") == {"hlak": 2}


def test_feeding_is_simultaneous():
    game = feeding(3, res=[{"baked-mgobu": 2, "pickled-uluk": 2}] * 3, tribers=1)
    assert game.awaiting() == ["ann", "bob", "cy"]
    play(game, "bob", "feed pickled-uluk")
    play(game, "cy", "feed baked-mgobu")
    assert game.awaiting() == ["ann", "bob", "cy"]
    for seat in ("cy", "ann", "bob"):
        if seat == "ann":
            play(game, "ann", "feed pickled-uluk; done")
        else:
            play(game, seat, "done")
    assert game.state["season"] == 2


# ====================================================================================
# Ecology phase
# ====================================================================================

def _through_season(game, plans):
    errand(game, plans)
    while game.state["phase"] in ("processing", "feeding"):
        seat = game.awaiting()[0]
        legal = game.legal_actions(seat)
        play(game, seat, "done" if "done" in legal else legal[0])


def test_ecology_moves_markers_by_tribers_sent():
    """0 tribers: +1; 1: unchanged; 2: -1; 3: -2. Poison is not a triber."""
    game = table(4, tribers=2, levels={r: 3 for r in RAW})
    player(game, "dee")["poison"] = 1
    _through_season(game, {
        "ann": ["fnord", "zork"], "bob": ["mgobu", "zork"], "cy": ["mgobu", "zork"],
        "dee": ["hlak poison", "uluk"],
    })
    lv = {r: level(game, r) for r in RAW}
    assert lv["tlon"] == 4 and lv["uluk"] == 3 and lv["fnord"] == 3 and lv["hlak"] == 3
    assert lv["mgobu"] == 2 and lv["zork"] == 1


def test_ecology_never_leaves_the_track():
    game = table(3, tribers=3)
    top = C.track("tlon", False).top
    game.state["tracks"]["tlon"]["level"] = top
    game.state["tracks"]["uluk"]["level"] = 1
    game.state["tracks"]["mgobu"]["level"] = 5
    _through_season(game, {s: ["uluk"] + ["temple"] * 2 for s in ("ann", "bob", "cy")})
    assert level(game, "tlon") == top and level(game, "uluk") == 0


def test_ecological_dependencies_move_together():
    """A marker on a space with a symbol flips that resource's marker to the arrow side;
    each such marker moves up by the number of markers on its symbol, simultaneously."""
    syms = {r: C.track(r, False).symbols for r in RAW}
    assert syms["hlak"] == {0: "uluk"} and syms["tlon"] == {0: "hlak"}
    assert syms["uluk"] == {6: "hlak"}
    game = table(3, tribers=3, levels={"hlak": 1, "tlon": 2, "uluk": 5, "mgobu": 3,
                                       "zork": 3, "fnord": 3})
    events = errand(game, {seat: ["hlak", "tlon", "temple"] for seat in ("ann", "bob", "cy")})
    # step 1: hlák 1 -> 0 (uluk symbol), tlön 2 -> 0 (hlák symbol), uluk 5 -> 6 (hlák symbol)
    # step 2: hlák +2 (two markers on its symbol); uluk +1 stops at the top; no chaining
    assert level(game, "hlak") == 2 and level(game, "uluk") == 6 and level(game, "tlon") == 0
    assert level(game, "mgobu") == level(game, "zork") == level(game, "fnord") == 4
    assert any("hlák 0->2 (dependency)" in e for e in events)
    assert not any(t["arrow"] for t in game.state["tracks"].values())   # clean-up flipped


def test_dependency_arrows_flip_during_ecology():
    game = table(2, tribers=1, levels={"hlak": 0, "uluk": 1})
    g = restore(game.to_dict())
    g.state["areas"]["hlak"]["sickle"] = [[0, False]]       # one hunter: hlák stays at 0
    g.state["areas"]["uluk"]["sickle"] = [[1, False]]       # one gatherer: uluk stays at 1
    g._ecology()
    assert g.state["tracks"]["uluk"] == {"level": 2, "arrow": True}
    assert g.state["tracks"]["hlak"]["arrow"] is False
    assert [t for t in g.view()["tracks"] if t["resource"] == "uluk"][0]["arrow"]


# ====================================================================================
# Clean-up phase
# ====================================================================================

def test_monument_built_chart_points_and_token_to_the_majority():
    game = table(3, tribers=2)
    m = game.state["monuments"][0]
    m["size"], m["token"] = 3, 4
    _through_season(game, {"ann": ["monument-a", "monument-a"], "bob": ["monument-a", "temple"],
                           "cy": ["temple", "temple"]})
    m = game.state["monuments"][0]
    assert m["built"] and m["holder"] == 0 and player(game, "ann")["tokens"] == [4]
    assert player(game, "ann")["points"]["monuments"] == C.chart[2]
    assert player(game, "bob")["points"]["monuments"] == C.chart[1]
    view = game.view()
    assert view["monuments"][0]["built"] and view["monuments"][0]["holder"] == "ann"
    refused(game, game.awaiting()[0], "place monument-a", "already built")


def test_monument_tie_removes_the_token_but_is_built():
    game = table(2, tribers=1)
    m = game.state["monuments"][0]
    m["size"] = 2
    _through_season(game, {"ann": ["monument-a"], "bob": ["monument-a"]})
    m = game.state["monuments"][0]
    assert m["built"] and m["holder"] is None
    assert player(game, "ann")["tokens"] == [] == player(game, "bob")["tokens"]
    assert player(game, "ann")["points"]["monuments"] == C.chart[1]


def test_unfinished_monument_gives_nothing_and_stays_available():
    game = table(2, tribers=1)
    m = game.state["monuments"][0]
    m["size"] = 3
    _through_season(game, {"ann": ["monument-a"], "bob": ["monument-a"]})
    m = game.state["monuments"][0]
    assert not m["built"] and m["spaces"] == []
    assert player(game, "ann")["points"]["monuments"] == 0
    assert "place monument-a" in game.legal_actions(game.awaiting()[0])


def test_monuments_resolve_left_to_right():
    game = table(2, tribers=2)
    ms = game.state["monuments"]
    ms[1]["revealed"] = True
    ms[0]["size"] = ms[1]["size"] = 2
    plans = {"ann": ["monument-b", "monument-a"], "bob": ["monument-b", "monument-a"]}
    events = errand(game, plans)
    built = [e for e in events if "is built" in e]
    assert [e.split(" is built")[0] for e in built] == ["Monument A", "Monument B"]


def test_clean_up_returns_tribers_refreshes_inventions_and_passes_the_marker():
    game = table(3, tribers=1)
    game.state["row"] = ["fish-net", "stone-oven", "drying-rack"]
    _through_season(game, {"ann": ["workshop stone-oven"], "bob": ["uluk"], "cy": ["temple"]})
    s = game.state
    assert s["season"] == 2 and s["first"] == 1 and game.awaiting() == ["bob"]
    assert s["discard"] == ["fish-net", "drying-rack"] and len(s["row"]) == 3
    assert s["workshop"] == [] and s["temple"] == [] and s["areas"]["uluk"]["sickle"] == []
    assert all(p["hand"] == p["tribers"] == 1 for p in s["players"])
    assert [m["revealed"] for m in s["monuments"]] == [True, True, False, False, False, False]


def test_a_new_season_reveals_the_next_monument():
    game = table(2, tribers=1)
    for season in range(2, 5):
        _through_season(game, {"ann": ["temple"], "bob": ["temple"]})
        assert game.state["season"] == season
        assert [m["revealed"] for m in game.view()["monuments"]].count(True) == season


# ====================================================================================
# Ending the game
# ====================================================================================

def play_out(game) -> None:
    """Finish the game placing at the Temple and answering done / the first choice."""
    while not game.over:
        seat = game.awaiting()[0]
        legal = game.legal_actions(seat)
        pick = next((a for a in ("place temple", "stay", "done") if a in legal), legal[0])
        play(game, seat, pick)


def test_the_game_ends_after_six_seasons():
    game = table(2, tribers=1)
    seasons = set()
    while not game.over:
        seasons.add(game.state["season"])
        seat = game.awaiting()[0]
        play(game, seat, "done" if "done" in game.legal_actions(seat)
                  else game.legal_actions(seat)[0])
    assert seasons == set(range(1, SEASONS + 1))
    assert game.awaiting() == [] and game.legal_actions("ann") == []
    refused(game, "ann", "place temple", "game is over")
    assert game.view()["phase"] == "over"


def _ended(n: int = 2, **players):
    """A finished game whose boards are then set by ``players[seat] = {...}``."""
    game = table(n, tribers=1)
    play_out(game)
    for seat, fields in players.items():
        player(game, seat).update(fields)
    return game


def test_feast_one_set_lower_two_sets_higher():
    f = C.feasts["hunters-feast"]
    one = {"smoked-hlak": 2, "salted-fnord": 1}
    two = {"smoked-hlak": 5, "salted-fnord": 2}
    three = {"smoked-hlak": 6, "salted-fnord": 3}
    for have, points in ((one, f.lower), (two, f.higher), (three, f.higher),
                         ({"smoked-hlak": 9}, 0)):
        game = _ended(ann={"feast": f.id, "res": have, "hunger": 0})
        assert game.scores()["ann"]["feast"] == points


def test_feast_counts_poison_tokens_as_tlon_brew():
    f = C.feasts["mushroom-feast"]
    have = {"roasted-tlon": 4, "hlak": 2}
    game = _ended(ann={"feast": f.id, "res": have, "poison": 1, "hunger": 0})
    assert game.scores()["ann"]["feast"] == f.lower
    player(game, "ann")["poison"] = 2
    assert game.scores()["ann"]["feast"] == f.higher


def test_secret_feast_is_not_scored_before_the_end():
    game = table(2, res=[{"smoked-hlak": 9, "salted-fnord": 9}, {}])
    player(game, "ann")["feast"] = "hunters-feast"
    assert game.scores()["ann"]["feast"] == 0


def test_hunger_costs_three_each():
    game = _ended(ann={"hunger": 4})
    assert game.scores()["ann"]["hunger"] == -12


def test_most_monument_tokens_three_points_tie_to_the_highest_token():
    game = _ended(3, ann={"tokens": [1, 2]}, bob={"tokens": [6]}, cy={"tokens": []})
    assert game.scores()["ann"]["tokens"] == 3 and game.scores()["bob"]["tokens"] == 0
    player(game, "cy")["tokens"] = [3, 5]
    assert game.scores()["cy"]["tokens"] == 3 and game.scores()["ann"]["tokens"] == 0


def test_invention_symbol_sets():
    by_symbol: dict[str, str] = {}
    for inv in C.inventions.values():
        by_symbol.setdefault(inv.symbol, inv.id)
    ids = list(by_symbol.values())
    for k, points in ((1, 0), (2, 0), (3, 2), (4, 5), (5, 8)):
        game = _ended(ann={"inventions": ids[:k]})
        assert game.scores()["ann"]["sets"] == points
    same = [i.id for i in C.inventions.values() if i.symbol == C.inventions[ids[0]].symbol]
    game = _ended(ann={"inventions": same})
    assert game.scores()["ann"]["sets"] == 0


def test_score_pad_totals_and_winner():
    game = _ended(3, ann={"happiness": 20, "hunger": 0}, bob={"happiness": 10, "hunger": 0},
                  cy={"happiness": 15, "hunger": 1})
    for p in game.state["players"]:
        p["inventions"], p["tokens"], p["res"], p["poison"] = [], [], {}, 0
    scores = game.scores()
    assert set(scores["ann"]) == {"seasons", "feast", "hunger", "tokens", "sets", "total"}
    assert scores["cy"]["total"] == 12
    assert game.winners() == ["ann"]


def test_tie_break_most_tokens_then_highest_token():
    """Ties on Happiness: the most Monument tokens wins, then the highest-numbered token."""
    game = _ended(3)
    for p in game.state["players"]:
        p.update(happiness=10, hunger=0, inventions=[], res={}, poison=0)
    ann, bob, cy = game.state["players"]
    ann["tokens"], bob["tokens"], cy["tokens"] = [1, 2], [3, 4], [6]
    # ann and bob tie on two tokens: bob's token 4 is higher, he takes the +3
    assert game.scores()["bob"]["tokens"] == 3 and game.winners() == ["bob"]
    ann["happiness"] = 13
    assert game.scores()["ann"]["total"] == game.scores()["bob"]["total"] == 13
    assert game.winners() == ["bob"]          # same points, same tokens: token 4 beats 2
    bob["tokens"], ann["happiness"], bob["happiness"] = [3], 10, 13
    assert game.scores()["ann"]["total"] == game.scores()["bob"]["total"] == 13
    assert game.winners() == ["ann"]          # same points: two tokens beat one
    ann["tokens"], bob["tokens"], cy["tokens"] = [], [], []
    ann["happiness"] = bob["happiness"] = 13
    assert game.winners() == ["ann", "bob"]   # still tied: both win


# ====================================================================================
# Solo rules
# ====================================================================================

def test_solo_setup_and_first_player():
    game = create("uluk", ["ann"], seed=9)
    s = game.state
    assert s["first"] == 0 and game.awaiting() == ["ann"]
    assert s["freeloaders"]["camp"] == 6 and len(s["freeloaders"]["deck"]) == 20
    assert s["alt"] and len(s["row"]) == 2
    assert game.view()["freeloaders"]["deck"] == 20


def test_solo_freeloaders_place_after_each_of_your_tribers():
    game = table(1, tribers=2)
    fl_deck(game, "hlak-hunt")
    events = play(game, "ann", "place temple")
    assert any("Hlák Hunt" in e for e in events)
    assert game.state["areas"]["hlak"]["sickle"] == [[FL, False]]
    assert game.state["freeloaders"]["hand"] == 1 and game.awaiting() == ["ann"]


def test_solo_freeloaders_keep_drawing_when_you_have_fewer_tribers():
    game = table(1, tribers=1)
    game.state["freeloaders"]["hand"] = game.state["freeloaders"]["camp"] = 4
    fl_deck(game, "uluk-harvest")
    events = this_season(play(game, "ann", "place temple"))
    assert events.count("The Freeloaders draw Uluk Harvest.") == 4
    assert events.count("A Freeloader goes gathering uluk.") == 3
    assert events.count("Its space is not available: a Freeloader goes to the Temple.") == 1
    assert game.state["season"] == 2


def test_solo_freeloaders_go_first_every_other_season():
    game = table(1, tribers=1)
    fl_deck(game, "zork-harvest")
    _through_season(game, {"ann": ["temple"]})
    assert game.state["season"] == 2 and game.state["first"] == FL
    assert game.view()["first"] == FL_NAME
    assert [w for w, _ in game.state["areas"]["zork"]["sickle"]] == [FL]    # already placed
    _through_season(game, {"ann": ["temple"]})
    assert game.state["first"] == 0 and game.state["areas"]["zork"]["sickle"] == []


def test_solo_freeloaders_count_for_majority_and_never_score():
    game = table(1, tribers=1)
    fl_deck(game, "uluk-harvest")
    game.state["freeloaders"]["hand"] = game.state["freeloaders"]["camp"] = 2
    play(game, "ann", "place uluk")
    _, others = value(game, "uluk")
    assert res(game, "ann").get("uluk", 0) == others
    fl = game.view()["freeloaders"]
    assert "happiness" not in fl and "res" not in game.state["freeloaders"]


def test_freeloaders_broken_invention_discards_the_leftmost():
    game = table(1, tribers=2)
    game.state["row"] = ["fish-net", "stone-oven"]
    fl_deck(game, "broken-invention")
    play(game, "ann", "place temple")
    assert game.state["row"] == ["stone-oven"] and game.state["discard"] == ["fish-net"]
    assert game.state["workshop"] == [FL]


def test_freeloaders_prayers_go_to_the_rightmost_and_leftmost_monument():
    game = table(1, tribers=2)
    ms = game.state["monuments"]
    ms[1]["revealed"] = ms[2]["revealed"] = True
    fl_deck(game, "prayer-to-the-patron")
    play(game, "ann", "place temple")
    ms = game.state["monuments"]
    assert ms[2]["spaces"] == [FL] and ms[0]["spaces"] == []
    fl_deck(game, "prayer-to-the-ancient-patron")
    events = play(game, "ann", "place temple")
    assert "A Freeloader goes to Monument A (1/3)." in events


def test_freeloaders_go_to_the_temple_when_their_space_is_unavailable():
    game = table(1, tribers=4)
    game.state["monuments"][0]["size"] = 1
    game.state["row"] = []
    fl_deck(game, "broken-invention")
    play(game, "ann", "place monument-a")
    fl_deck(game, "prayer-to-the-patron")
    play(game, "ann", "place shaman")
    fl_deck(game, "shamans-advice")
    play(game, "ann", "place temple")
    assert game.state["temple"] == [FL, FL, 0, FL] and game.state["workshop"] == []


def test_freeloaders_shamans_advice_draws_again_after_all_are_placed():
    game = table(1, tribers=2)
    game.state["freeloaders"]["hand"] = game.state["freeloaders"]["camp"] = 2
    fl_deck(game, "shamans-advice")
    events = play(game, "ann", "place temple")
    assert events[-1] == "A Freeloader goes to the Shaman's Hut."
    fl_deck(game, "fnord-hunt")
    events = this_season(play(game, "ann", "place temple"))
    # the second Freeloader hunts fnōrd; then the Hut's Freeloader draws another card
    assert events.count("A Freeloader goes hunting fnōrd.") == 2
    assert "The Freeloader in the Shaman's Hut gets another card." in events


def test_freeloaders_shamans_advice_for_the_hut_triber_goes_to_the_temple():
    game = table(1, tribers=1)
    game.state["freeloaders"]["hand"] = game.state["freeloaders"]["camp"] = 1
    fl_deck(game, "shamans-advice")
    events = this_season(play(game, "ann", "place temple"))
    assert events.count("A Freeloader goes to the Shaman's Hut.") == 1
    assert events[events.index("The Freeloader in the Shaman's Hut gets another card.") + 2] \
        == "Its space is not available: a Freeloader goes to the Temple."


def test_freeloaders_new_triber_is_discarded_and_joins_next_season():
    game = table(1, tribers=2)
    fl = game.state["freeloaders"]
    fl["hand"] = fl["camp"] = 1
    fl["deck"] = ["new-triber"] + ["mgobu-harvest"] * 19
    events = play(game, "ann", "place temple")
    fl = game.state["freeloaders"]
    assert events[-1] == "The Freeloaders get a new triber for next season."
    assert fl["discard"] == ["new-triber"] and "new-triber" not in fl["deck"]
    assert fl["newborn"] == 1 and fl["hand"] == 1 and len(fl["deck"]) == 19
    events = play(game, "ann", "place temple")
    assert "A Freeloader goes gathering mgobu." in events
    assert game.state["season"] == 2 and game.state["freeloaders"]["camp"] == 2


def test_freeloaders_new_triber_in_the_last_season_draws_again_instead():
    """Issue 8, point 24: "If it is the last season of the game, immediately draw another
    card and apply its rule instead": no newborn, no "for next season" line."""
    game = table(1, tribers=1)
    game.state["season"] = SEASONS
    fl = game.state["freeloaders"]
    fl["hand"] = fl["camp"] = 1
    fl["deck"] = ["new-triber"] + ["tlon-harvest"] * 19
    events = play(game, "ann", "place temple")
    assert "It is the last season: the Freeloaders draw another card instead." in events
    assert "The Freeloaders get a new triber for next season." not in events
    assert game.state["freeloaders"]["newborn"] == 0
    assert game.state["freeloaders"]["discard"] == ["new-triber"]
    assert "A Freeloader goes gathering tlön." in events
    assert game.over


def test_a_compound_may_restate_what_the_engine_fed_by_itself():
    """Issue 8, point 24: after ``feed baked-mgobu 3`` only boiled uluk is left, and the
    engine feeds the last two tribers with it (and closes the Feeding phase when nothing is
    left to decide). The rest of the compound restating that is accepted as already done;
    a step that differs is refused saying what the engine did."""
    def fed(res, action):
        game = feeding(res=[res, {}], tribers=5, tribes=("badgers", "otters"))
        return game, play(game, "ann", action)

    game, events = fed({"baked-mgobu": 3, "boiled-uluk": 2}, "feed baked-mgobu 3; feed boiled-uluk 2")
    assert "ann feeds 2 tribers with boiled uluk: +2 for treats." in events
    assert game.state["season"] == 2 and player(game, "ann")["points"]["feeding"] == 1
    same, _ = fed({"baked-mgobu": 3, "boiled-uluk": 2}, "feed baked-mgobu 3; FEED Boiled-Uluk 2; done")
    assert same == game
    game, _ = fed({"baked-mgobu": 3, "boiled-uluk": 3},
                  "feed baked-mgobu 3; feed boiled-uluk 2; eat boiled-uluk")
    assert player(game, "ann")["points"]["treats"] == 3
    game = feeding(res=[{"baked-mgobu": 3, "boiled-uluk": 2}, {}], tribers=5, tribes=("badgers", "otters"))
    refused(game, "ann", "feed baked-mgobu 3; feed boiled-uluk",
            r"^'feed boiled-uluk' comes too late: after 'feed baked-mgobu 3' the engine played "
            r"'feed boiled-uluk 2; done' for you, as nothing else was possible, and your decision was "
            r"over\. Nothing was played\.$")
    game = feeding(res=[{"baked-mgobu": 3, "boiled-uluk": 3}, {}], tribers=5, tribes=("badgers", "otters"))
    refused(game, "ann", "feed baked-mgobu 3; feed boiled-uluk 1",
            r"^'feed boiled-uluk 1' cannot follow: after 'feed baked-mgobu 3' the engine played "
            r"'feed boiled-uluk 2' for you, as nothing else was possible\. Your tribers are all fed\.$")


def test_a_compound_may_restate_the_done_of_a_processing_with_nothing_left():
    game = processing(plans={"ann": ["uluk-processing"], "bob": ["temple"]},
                      res=[{"uluk": 2}, {}])
    assert game.awaiting() == ["ann"]
    play(game, "ann", game.legal_actions("ann")[0] + "; done")
    assert game.state["step"]["name"] != "process"


def test_solo_monument_token_majority_against_the_freeloaders():
    game = _ended(1, ann={"tokens": [2]})
    game.state["freeloaders"]["tokens"] = [5]
    assert game.scores()["ann"]["tokens"] == 0
    game.state["freeloaders"]["tokens"] = [1]
    assert game.scores()["ann"]["tokens"] == 3


@pytest.mark.parametrize("total,line", [(95, 0), (90, 0), (89, 1), (60, 1), (59, 2), (30, 2),
                                        (29, 3), (-5, 3)])
def test_solo_rating(total, line):
    game = _ended(1)
    p = player(game, "ann")
    p.update(hunger=0, inventions=[], tokens=[], res={}, poison=0)
    game.state["freeloaders"]["tokens"] = []
    p["happiness"] = total
    assert game.scores()["ann"]["total"] == total
    assert game.rating() == RATINGS[line][1]
    assert game.view()["rating"] == RATINGS[line][1]
    assert game.winners() == ["ann"]


# ====================================================================================
# Contract details
# ====================================================================================

def test_view_gives_a_renderer_the_whole_table():
    game = create("uluk", ["ann", "bob", "cy"], seed=11)
    view = game.view()
    assert {"tracks", "monuments", "village", "inventions", "happiness", "players",
            "awaiting", "phase", "season", "last", "turn", "step"} <= set(view)
    track = view["tracks"][0]
    assert {"resource", "level", "levels", "symbols", "sickle", "processing"} <= set(track)
    p = view["players"][0]
    assert {"board", "resources", "tribers", "to_place", "poison", "hunger", "inventions",
            "tokens", "happiness"} <= set(p)
    assert [c["raw"] for c in p["board"]] == list(RAW) or len(p["board"]) == 6
    json.dumps(view)
    assert "seed" not in json.dumps(view) and "deck" not in json.dumps(
        [view["tracks"], view["players"]])
    assert view["inventions"]["deck"] == len(game.state["deck"])


def test_a_compound_action_is_one_atomic_step():
    game = feeding(res=[{"baked-mgobu": 3, "pickled-uluk": 2, "fermented-uluk": 1}, {}])
    before = game.to_dict()
    with pytest.raises(IllegalAction):
        play(game, "ann", "feed baked-mgobu; feed pickled-uluk; celebrate hlak fermented-uluk")
    assert game.to_dict() == before
    play(game, "ann", "feed baked-mgobu; feed pickled-uluk; celebrate baked-mgobu "
              "fermented-uluk; done")
    assert player(game, "ann")["points"]["celebrations"] == 6


def test_data_errors_name_the_file_and_the_entry():
    raw = copy.deepcopy(load("uluk"))
    raw["tribes"][0]["columns"][0]["products"][0]["ratio"] = "1:1"
    with pytest.raises(DataError, match=r"data/uluk.toml tribe otters column uluk product "
                                        r"pickled-uluk: the rulebook's example"):
        parse(raw)
    raw = copy.deepcopy(load("uluk"))
    del raw["feasts"][0]["house"]
    with pytest.raises(DataError, match="feast harvest-feast: house data"):
        parse(raw)
    raw = copy.deepcopy(load("uluk"))
    raw["inventions"][0]["count"] = 3
    with pytest.raises(DataError, match="30 invention cards"):
        parse(raw)
    raw = copy.deepcopy(load("uluk"))
    raw["tracks"][4]["kind"] = "majority"
    with pytest.raises(DataError, match="tracks fnord"):
        parse(raw)
    raw = copy.deepcopy(load("uluk"))
    raw["freeloaders"][-1]["count"] = 3
    with pytest.raises(DataError, match="20 cards"):
        parse(raw)


def test_house_data_is_consistent_with_the_rules():
    for t in C.tribes:
        assert {c.raw for c in t.columns} == set(RAW)
        assert t.arrow("tlon-brew").type == "poison"
        for f in C.feasts.values():
            assert all(t.type_of(r) != "perishable" for r in f.needs)
    assert set(GATHERED) == set(C.alt_tracks)
    assert set(HUNTED) | set(GATHERED) == set(RAW)


def test_notation_examples_of_the_module_are_actions_of_the_game():
    import re

    import bot.rules.uluk as module
    doc = module.__doc__
    examples = re.findall(r"``([a-z][^`]*)``", doc.split("Readings")[0])
    game = table(2)
    actions = [e for e in examples if e.split(" ")[0] in module.VERBS]
    assert {e.split(" ")[0] for e in actions} == module.VERBS
    for example in actions:
        try:
            restore(game.to_dict()).play("ann", example.split(";")[0])
        except IllegalAction as exc:
            assert "not an action of Uluk" not in str(exc), example


def test_hidden_or_random_information_marks_the_action_irreversible():
    """Base contract (undo): an action that reveals a card or shuffles sets ``revealed``."""
    game = table(2, tribers=2)
    play(game, "ann", "place temple")
    assert game.revealed is False
    play(game, "bob", "place temple")
    play(game, "ann", "place temple")
    play(game, "bob", "place temple")       # the season ends: new inventions, a monument
    assert game.revealed is True and game.state["season"] == 2


def test_invention_deck_reshuffles_the_discard_when_empty():
    game = table(2, tribers=1)
    s = game.state
    s["discard"], s["deck"] = s["deck"][:-1], s["deck"][-1:]
    _through_season(game, {"ann": ["temple"], "bob": ["temple"]})
    s = game.state
    assert len(s["row"]) == 2
    assert len(s["deck"]) + len(s["discard"]) + len(s["row"]) == 30


def test_view_names_the_cards_in_sight():
    game = table(2)
    game.state["row"] = ["fermenting-pot", "spirit-drum"]
    cards = game.view()["cards"]
    assert cards["fermenting-pot"]["text"] == (
        "free processing: 1 uluk into fermented uluk or 1 zork into fermented zork")
    assert cards["spirit-drum"]["symbol"] == "sun"
    assert game.view()["names"]["fnord"] == "fnōrd"
