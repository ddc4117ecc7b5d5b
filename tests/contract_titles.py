"""The titles as the contract suite (tests/test_contract.py) drives them: one small adapter
per variant that matters, and the positions it plays.

An adapter says only what the contract cannot know of a title: how to open a game of it (its
options, its seat counts), how a random player picks among the legal actions so that games
explore (rarely passing), which parts of a seat's view are that seat's own secret, how to
count its components, the bounds its state keeps, how its score pad adds up, and which other
spellings of a listed action it accepts. Everything else is the contract's.

Positions are built by playing, never by editing a state: no title has a notation for a
position (python-chess has FEN; a board game's state is its seed and its log), so a position
is (variant, seed, number of actions): a seeded game of random legal actions, some sent as
compound actions, played to the end once per process (:func:`played`).
"""

from __future__ import annotations

import json
import random
import unicodedata
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from bot.rules import Game, create, restore
from bot.rules.base import clone
from tests.contract import drive

SEATS = ["ann", "bob", "cy", "dee"]
MAX_LEGAL = 300                  # "stays under a few hundred entries"
View = dict[str, Any]
State = dict[str, Any]


# ------------------------------------------------------------------------------------------------
# what a title may differ in
# ------------------------------------------------------------------------------------------------
def pick_any(game: Game, rng: random.Random) -> tuple[str, str]:
    seat = rng.choice(game.awaiting())
    return seat, rng.choice(game.legal_actions(seat))


def pick_busy(*quiet: str, busy: float = 0.8) -> Callable[[Game, random.Random], tuple[str, str]]:
    """A random legal action, one of ``quiet`` (passing, ending a step) less often, so that the
    games explore what the other actions lead to."""
    def pick(game: Game, rng: random.Random) -> tuple[str, str]:
        seat = rng.choice(game.awaiting())
        legal = game.legal_actions(seat)
        active = [a for a in legal if a not in quiet]
        if active and rng.random() < busy:
            return seat, rng.choice(active)
        return seat, rng.choice(legal)
    return pick


def no_secrets(view: View) -> list[str]:
    return []


def players_with(*keys: str) -> Callable[[View], list[str]]:
    """The seats whose entry in ``view["players"]`` shows one of ``keys`` (their own secrets)."""
    def holders(view: View) -> list[str]:
        return [p["seat"] for p in view["players"] if any(k in p for k in keys)]
    return holders


def without(view: View, reader: str, player_keys: tuple[str, ...], top: tuple[str, ...] = (),
            nested: tuple[tuple[str, str], ...] = ()) -> View:
    """``view`` less the reader's own secrets: ``player_keys`` of the reader's entry, ``top``
    keys, and ``nested`` (key, subkey) pairs."""
    v = clone(view)
    for p in v.get("players", []):
        if p.get("seat") == reader:
            for k in player_keys:
                p.pop(k, None)
    for k in top:
        v.pop(k, None)
    for k, sub in nested:
        if isinstance(v.get(k), dict):
            v[k].pop(sub, None)
    return v


def sum_of_the_rest(pad: dict[str, int]) -> int:
    return sum(v for k, v in pad.items() if k != "total")


def canonical(step: str) -> str:
    """A step as the engines read it: whitespace collapsed, case and accents ignored."""
    decomposed = unicodedata.normalize("NFKD", " ".join(step.split()))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


@dataclass(frozen=True)
class Variant:
    id: str
    title: str
    counts: tuple[int, ...]                      # seat counts, seed by seed in turn
    games: int                                   # seeded games played to the end
    deep: int                                    # of which, those the costly properties read
    options: dict[str, Any] = field(default_factory=dict)
    pick: Callable[[Game, random.Random], tuple[str, str]] = pick_any
    stride: int = 1                              # every stride-th position for the costly properties
    secrets: Callable[[View], list[str]] = no_secrets          # seats whose own secrets a view shows
    own: Callable[[View, str], View] = lambda view, reader: view  # the view less the reader's secrets
    count: Callable[[State], Counter] | None = None            # components, the same at every step
    bounds: Callable[[Game], None] | None = None               # what the state keeps (title-specific)
    categories: frozenset[str] = frozenset()
    total: Callable[[dict[str, int]], int] = sum_of_the_rest
    respelled: Callable[[str], bool] = lambda step: False      # another spelling of a listed step
    may_end_without_winner: bool = False                       # solo against an opponent: a loss

    def seats(self, seed: int, names: list[str] = SEATS) -> list[str]:
        return list(names[: self.counts[seed % len(self.counts)]])

    def new(self, seed: int, names: list[str] = SEATS) -> Game:
        return create(self.title, self.seats(seed, names), seed, clone(self.options) or None)


# ------------------------------------------------------------------------------------------------
# Natives and Inuit
# ------------------------------------------------------------------------------------------------
def prairie_count(state: State) -> Counter:
    from tests.helpers_natives import all_cards
    return all_cards(state)


def prairie_bounds(game: Game) -> None:
    from bot.rules.prairie import END
    s = game.state
    assert s["aside"].count(END) <= 1 and len(s["aside"]) == len(set(s["aside"]))
    view = game.view(None)
    step = view["step"]
    if step["name"] == "choose":
        me = next(p for p in view["players"] if p["seat"] == view["turn"])
        assert 0 <= step["scouted"] <= me["counts"]["scout"]
    elif step["name"] == "take":
        assert 0 <= len(step["taken"]) < step["cap"]
    assert isinstance(view["deck"], int)


PRAIRIE_CATEGORIES = frozenset({"natives", "others", "food", "scalps", "rituals", "totems", "total"})


def prairie(vid: str, title: str, expansions: tuple[str, ...], games: int, deep: int) -> Variant:
    extra = set()
    if "soul-of-the-prairie" in expansions:
        extra |= {"war-peace", "legendary"}
    if "seasons" in expansions:
        extra.add("curses")
    return Variant(vid, title, (2, 3, 4), games, deep, {"expansions": list(expansions)} if expansions else {},
                   count=prairie_count, bounds=prairie_bounds, categories=PRAIRIE_CATEGORIES | extra,
                   respelled=lambda step: step.split(" ")[0] == "take")   # cards in any order


# ------------------------------------------------------------------------------------------------
# Uluk
# ------------------------------------------------------------------------------------------------
def uluk_count(state: State) -> Counter:
    owned = [x for p in state["players"] for x in p["inventions"]]
    out = Counter(("invention", x) for x in state["row"] + state["deck"] + state["discard"] + owned)
    out.update(("monument token", m["token"]) for m in state["monuments"])
    fl = state["freeloaders"]
    if fl:
        out["freeloaders cards"] = len(fl["deck"]) + len(fl["discard"])
    return out


def uluk_bounds(game: Game) -> None:
    from bot.rules.uluk import FL, MAX_TRIBERS
    from bot.rules.uluk_data import RAW, components
    s, c = game.state, components()
    for p in s["players"]:
        assert len(set(p["inventions"])) == len(p["inventions"])
        assert p["tribers"] + p["newborn"] <= MAX_TRIBERS
        assert p["poison"] >= 0 and all(n > 0 for n in p["res"].values())
    fl = s["freeloaders"]
    if fl:
        assert fl["camp"] + fl["newborn"] <= MAX_TRIBERS
    tokens = [t for p in s["players"] for t in p["tokens"]] + (fl["tokens"] if fl else [])
    assert set(tokens) <= {m["token"] for m in s["monuments"] if m["built"]}
    if s["phase"] == "errand" and not s["over"]:
        placed: Counter = Counter()
        for r in RAW:
            placed.update(w for w, _ in s["areas"][r]["sickle"])
            placed.update(s["areas"][r]["processing"])
        for m in s["monuments"]:
            placed.update(m["spaces"])
        placed.update(s["workshop"] + s["temple"] + ([s["shaman"]] if s["shaman"] is not None else []))
        for i, p in enumerate(s["players"]):
            assert placed[i] + p["hand"] == p["tribers"]
        if fl:
            assert placed[FL] + fl["hand"] == fl["camp"]
    for r in RAW:
        assert 0 <= s["tracks"][r]["level"] <= c.track(r, s["alt"]).top
        assert len(s["areas"][r]["sickle"]) <= 3
    for m in s["monuments"]:
        assert len(m["spaces"]) <= m["size"]


def uluk_respelled(step: str) -> bool:
    return step.split(" ")[-1] == "1"         # a count of one may be left out: "feed baked-mgobu"


def uluk(vid: str, counts: tuple[int, ...], games: int, deep: int) -> Variant:
    from bot.rules.uluk import SCORE_CATEGORIES
    return Variant(vid, "uluk", counts, games, deep, pick=pick_busy("done", "stay", "place temple", "move temple"),
                   secrets=players_with("feast"), own=lambda v, r: without(v, r, ("feast",)),
                   count=uluk_count, bounds=uluk_bounds, categories=frozenset(SCORE_CATEGORIES),
                   respelled=uluk_respelled)


# ------------------------------------------------------------------------------------------------
# Natera
# ------------------------------------------------------------------------------------------------
def natera_count(state: State) -> Counter:
    """Exploration cards wherever they are (a picked card is in its pack no more and in no hand
    yet: counted once), specialists, settlements, claim tiles."""
    from bot.rules.natera import SETTLEMENTS
    s = state
    cards: Counter = Counter()
    for d in ("basic", "advanced"):
        cards.update(s["decks"][d])
        cards.update(s["discards"][d])
    for p in s["players"]:
        cards.update(p["hand"])
        cards.update(p["played"])
    if s["step"]["name"] == "draft":
        for pack in s["step"]["packs"]:
            cards.update(pack)
        cards.update(x for x in s["step"]["picks"] if x)
    out = Counter({("card", k): n for k, n in cards.items()})
    out.update(("specialist", x) for x in s["specialists"]["deck"] + s["specialists"]["row"])
    out.update(("specialist", x) for p in s["players"] for x in p["specialists"])
    for i, p in enumerate(s["players"]):
        on_board = sum(place["settlement"] == i for place in s["board"].values())
        out[("settlements", i)] = on_board + p["settlements"]
        out[("claims", i)] = p["claims"] + len(p["claimed"]) + len(p["late"])
    assert all(out[("settlements", i)] == SETTLEMENTS for i in range(len(s["players"])))
    return out


def natera_bounds(game: Game) -> None:
    from bot.rules.natera_data import components
    s, c = game.state, components()
    assert len(s["specialists"]["row"]) <= 5
    for i, p in enumerate(s["players"]):
        assert all(n >= 0 for n in p["res"].values()), p["res"]
        assert all(0 <= a <= 10 for a in p["authority"].values())
        tribe = c.tribes[p["tribe"]] if p["tribe"] else None
        if tribe and s["phase"] == "season":
            placed = Counter(k for place in s["board"].values() for w, k in place["tokens"] if w == i)
            assert placed["leader"] + p["leaders"] == tribe.leaders
            assert placed["explorer"] + p["explorers"] == tribe.explorers
    for place in s["board"].values():
        owners = [w for w, _ in place["tokens"]]
        assert len(owners) == len(set(owners))       # never two of one's own tokens
    assert isinstance(game.view(None)["decks"]["basic"], int)


def natera_secrets(view: View) -> list[str]:
    seats = players_with("hand", "peek")(view)
    if "pack" in view.get("draft", {}) and view.get("you") not in seats:
        seats.append(view.get("you"))
    return seats


def natera(vid: str, counts: tuple[int, ...], options: dict[str, Any], games: int, deep: int,
           stride: int) -> Variant:
    from bot.rules.natera import SCORE_CATEGORIES
    return Variant(vid, "natera", counts, games, deep, options, pick=pick_busy("pass", busy=0.93), stride=stride,
                   secrets=natera_secrets,
                   own=lambda v, r: without(v, r, ("hand", "peek"), top=("legal",), nested=(("draft", "pack"),)),
                   count=natera_count, bounds=natera_bounds, categories=frozenset(SCORE_CATEGORIES))


# ------------------------------------------------------------------------------------------------
# Wendake
# ------------------------------------------------------------------------------------------------
def wendake_count(state: State) -> Counter:
    """Mask cards, turtles, each player's Women and Hunters (at Home, in the Longhouse or on the
    map), action tiles (Warriors: the bounds, as a drafted Mohawk tribe brings an eighth)."""
    s = state
    m = s["masks"]
    out = Counter(("mask", x) for x in m["deck"] + m["display"] + m["discard"])
    out.update(("mask", x) for p in s["players"] for x in p["hand"])
    out.update(("turtle", t) for t in s["turtles"] + [t for p in s["players"] for t in p["turtles"]])
    for i, p in enumerate(s["players"]):
        for kind in ("woman", "hunter"):
            on_map = sum(1 for occ in s["areas"].values() if occ and occ["owner"] == i and occ["kind"] == kind)
            out[(kind, i)] = p["home"][kind] + p["longhouse"][kind] + on_map
        out[("tiles", i)] = len(p["board"])
    return out


def wendake_bounds(game: Game) -> None:
    from bot.rules.wendake import BLACK, LONGHOUSE
    from bot.rules.wendake_data import GOODS, TRACKS, components
    s, c = game.state, components()
    areas = s["areas"]
    for aid, occ in areas.items():
        if occ and occ["kind"] == "warrior":
            assert s["players"][occ["owner"]]["warriors"][occ["warrior"]] == aid
    owners = list(enumerate(s["players"])) + ([(1, s["ghost"])] if s["ghost"] else [])
    for i, p in owners:
        for w, loc in p["warriors"].items():
            assert loc == LONGHOUSE or loc in game.gmap.territories or areas[loc] == {
                "owner": i, "kind": "warrior", "warrior": w}
            if loc in game.gmap.territories and game.gmap.territories[loc].home:
                assert loc == f"h{i + 1}"                     # never an opponent's Home
        if p is s["ghost"]:
            assert len(p["warriors"]) == 7
            continue
        assert len(p["warriors"]) == 7 + (BLACK in p["warriors"])
        assert (BLACK in p["warriors"]) == (p["tribe"] == "mohawk")
        assert 1 <= p["canoes"] <= 5
        assert all(p["goods"][g] >= 0 for g in GOODS)
        assert all(0 <= p["tracks"][t] <= c.rules["track_length"] for t in TRACKS)
        tiles = [e["tile"] for e in p["board"]]
        assert len(tiles) == 9 and tiles.count("fire") == 1
        assert len(p["hand"]) <= c.rules["mask_hand"]
    people = wendake_count(s)
    assert all(people[(kind, i)] == 7 for kind in ("woman", "hunter") for i in range(len(s["players"])))


def wendake_total(pad: dict[str, int]) -> int:
    return pad["lower-1"] + pad["lower-2"]      # the lower track of each pair


def wendake_respelled(step: str) -> bool:
    verb = step.split(" ")[0]
    return verb in ("sell", "ceremony") or (verb == "move" and len(step.split()) > 3)   # any order, a path


def wendake(vid: str, counts: tuple[int, ...], options: dict[str, Any], games: int, deep: int,
            stride: int) -> Variant:
    from bot.rules.wendake import SCORE_CATEGORIES
    return Variant(vid, "wendake", counts, games, deep, options, pick=pick_busy("skip", "done", "keep"), stride=stride,
                   secrets=players_with("mask_cards"),
                   own=lambda v, r: without(v, r, ("mask_cards",), top=("legal",)),
                   count=wendake_count, bounds=wendake_bounds, categories=frozenset(SCORE_CATEGORIES),
                   total=wendake_total, respelled=wendake_respelled, may_end_without_winner=counts == (1,))


# ------------------------------------------------------------------------------------------------
# the variants that matter
# ------------------------------------------------------------------------------------------------
EXPANSIONS = ("soul-of-the-prairie", "seasons", "strangers")
VARIANTS: dict[str, Variant] = {v.id: v for v in (
    prairie("natives", "natives", (), 18, 5),
    prairie("natives+soul-of-the-prairie", "natives", ("soul-of-the-prairie",), 6, 2),
    prairie("natives+seasons", "natives", ("seasons",), 6, 2),
    prairie("natives+strangers", "natives", ("strangers",), 6, 2),
    prairie("natives+all-three", "natives", EXPANSIONS, 6, 2),
    prairie("inuit", "inuit", (), 6, 2),
    uluk("uluk-solo", (1,), 8, 3),
    uluk("uluk", (2, 3, 4), 12, 3),
    natera("natera", (2, 3, 4), {}, 4, 2, 2),
    natera("natera-draft", (3, 2, 4), {"draft": True, "tribes": "pick"}, 4, 2, 2),
    natera("natera-nuclear-discovery", (4, 2, 3), {"expansions": ["nuclear-discovery"]}, 4, 2, 2),
    wendake("wendake-solo", (1,), {}, 4, 2, 3),
    wendake("wendake-4", (4,), {}, 2, 1, 4),
    wendake("wendake-draft", (2, 3), {"tribes": "draft"}, 4, 2, 4),
)}


# ------------------------------------------------------------------------------------------------
# positions, by playing
# ------------------------------------------------------------------------------------------------
@cache
def _played(vid: str, seed: int) -> tuple[tuple[State, ...], tuple[tuple[str, str], ...]]:
    v = VARIANTS[vid]
    states: list[State] = []
    _, log = drive(v.new(seed), random.Random(seed * 7919 + 3), v.pick,
                   check=lambda game: states.append(game.to_dict()), compound=0.1)
    return tuple(states), tuple(log)


def played(vid: str, seed: int) -> tuple[list[State], list[tuple[str, str]]]:
    """Every state of the seeded game of ``vid`` (its start, then after each logged action)
    and its log; each call gets states of its own."""
    states, log = _played(vid, seed)
    return [clone(s) for s in states], list(log)


def final(vid: str, seed: int) -> str:
    """The JSON of the state the seeded game ended in, as it was played."""
    return json.dumps(_played(vid, seed)[0][-1])


def positions(vid: str, seed: int, stride: int = 1) -> list[Game]:
    """Games at every ``stride``-th position of the seeded game, the finished one included."""
    states, _ = played(vid, seed)
    picked = states[::stride]
    if states[-1] is not picked[-1]:
        picked.append(states[-1])
    return [restore(s) for s in picked]


def spread(vid: str, games: int, per_phase: int = 3) -> list[State]:
    """A few positions of every kind of decision (and finished games) of ``vid``'s first
    ``games`` games."""
    return [json.loads(s) for s in _spread(vid, games, per_phase)]


def spread_json(vid: str, games: int, per_phase: int = 3) -> tuple[str, ...]:
    """:func:`spread` as JSON texts (decode only the one you take)."""
    return _spread(vid, games, per_phase)


@cache
def _spread(vid: str, games: int, per_phase: int) -> tuple[str, ...]:
    out: dict[Any, list[State]] = {}
    for seed in range(games):
        states, _ = played(vid, seed)
        for s in states:
            game = restore(s)
            awaited = game.awaiting()
            key = ("over",) if game.over else (game.phase(awaited[0]), len(game.seats))
            bucket = out.setdefault(key, [])
            if len(bucket) < per_phase:
                bucket.append(s)
    return tuple(json.dumps(s) for bucket in out.values() for s in bucket)
