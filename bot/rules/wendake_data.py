"""The components of Wendake (Campfire's edition), read from ``data/wendake.toml`` and checked.

Campfire holds only the map chapter of the rulebook; every component below is house data
(DESIGN.md, "House data"). This module turns the data file into frozen records and refuses a
file that breaks a rule of the map chapter or of the outline's frame, naming the file and the
entry (``data/wendake.toml tile raid: ...``), so that a group editing the data learns at once
what is wrong.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from data import DataError, load
from data import field as required

WHERE = "data/wendake.toml"
TRACKS = ("economic", "military", "ritual", "mask")
CROPS = ("beans", "corn", "pumpkins")
GOODS = (*CROPS, "fish", "skins", "beavers")
SELLABLE = (*CROPS, "fish", "skins")        # one of each type buys Economic points
FLAGS = ("english", "french")
ACTIONS = ("move", "harvest", "hunt", "tan", "fish", "canoe", "trade", "masks", "ritual",
           "military", "fire")
COUNTED = ("move", "tan")                   # actions written with a number: move:3
# A tile's actions as sentences and pictures say them (the notation's "move:3" is "Move 3")
ACTION_WORDS = {"harvest": "Harvest", "hunt": "Hunt", "fish": "Fish", "canoe": "Canoe",
                "trade": "Trade", "masks": "Masks", "military": "Military", "ritual": "Ritual",
                "fire": "Sacred Fire", "move": "Move", "tan": "Tan"}


def action_word(action: str) -> str:
    """A tile's action in words: ``move:3`` -> "Move 3", ``tan:2`` -> "Tan 2"."""
    verb, _, n = action.partition(":")
    word = ACTION_WORDS.get(verb, verb.capitalize())
    return f"{word} {n}" if n else word
BOOSTS = ("harvest", "hunt", "fish", "tan", "ritual", "military", "masks")
POWERS = ("cayuga", "mohawk", "tuscarora", "steps", "safe-trade", *BOOSTS)
TURTLE_KINDS = ("outpost-forest", "woman-field", "hunter-forest", "english", "french", "water")
HANDS = ("pair", "two-pairs", "three", "full-house", "four", "five-kinds", "five")
PLAYER_COUNTS = (2, 3, 4)
ID = re.compile(r"[a-z][a-z0-9-]*")


@dataclass(frozen=True)
class Tile:
    id: str
    name: str
    level: int
    actions: tuple[str, ...]
    back: tuple[str, ...]


@dataclass(frozen=True)
class Progress:
    id: str
    name: str
    level: int
    count: int
    cost: tuple[str, ...]
    points: int
    effect: str                               # steps:N, a boosted action, or safe-trade


@dataclass(frozen=True)
class Turtle:
    id: str
    name: str
    count: int
    per: str


@dataclass(frozen=True)
class Tribe:
    id: str
    name: str
    power: str
    goods: dict[str, int]


@dataclass(frozen=True)
class Ghost:
    id: str
    name: str
    first: bool
    guards: int
    score: dict[str, int]


@dataclass(frozen=True)
class Territory:
    id: str
    name: str
    at: tuple[int, int]                       # column, row on the whole map
    fields: tuple[str, ...]
    forests: int
    flag: str | None
    home: int | None                          # seat number (1-based) of a Home

    def areas(self) -> list[tuple[str, str, str | None]]:
        """(area id, "field"/"forest", crop) of every Productive Area, fields first."""
        out: list[tuple[str, str, str | None]] = []
        for k, crop in enumerate(self.fields):
            out.append((f"{self.id}{chr(97 + k)}", "field", crop))
        for k in range(self.forests):
            out.append((f"{self.id}{chr(97 + len(self.fields) + k)}", "forest", None))
        return out


@dataclass(frozen=True)
class GameMap:
    players: int
    halves: tuple[str, ...]
    territories: dict[str, Territory]
    borders: frozenset[frozenset[str]]
    water: dict[frozenset[str], str]          # neighbours across a Lake or river -> its name

    def neighbours(self, tid: str) -> list[str]:
        return sorted((t for pair in self.borders if tid in pair for t in pair if t != tid),
                      key=territory_order)

    def across_water(self, a: str, b: str) -> str | None:
        return self.water.get(frozenset((a, b)))

    def home(self, seat_number: int) -> str:
        return next(t.id for t in self.territories.values() if t.home == seat_number)

    def area_info(self) -> dict[str, tuple[str, str, str | None]]:
        """area id -> (territory, kind, crop) for every Productive Area outside the Homes."""
        return {aid: (t.id, kind, crop) for t in self.territories.values() if t.home is None
                for aid, kind, crop in t.areas()}

    def lakes(self) -> dict[str, list[str]]:
        out: dict[str, set[str]] = {}
        for pair, name in self.water.items():
            out.setdefault(name, set()).update(pair)
        return {name: sorted(ts, key=territory_order) for name, ts in sorted(out.items())}


def territory_order(tid: str) -> tuple[int, int]:
    """h1..h4 first, then t1, t2, ... t17 in number order."""
    return (0 if tid.startswith("h") else 1, int(tid[1:]) if tid[1:].isdigit() else 0)


@dataclass
class Components:
    edition: str
    rules: dict[str, Any]
    mask_kinds: tuple[str, ...]
    mask_each: int
    mask_wild: int
    hands: dict[str, int]
    tiles: dict[str, Tile]
    progress: dict[str, Progress]
    turtles: dict[str, Turtle]
    multipliers: int
    multiplier_factor: int
    generic: Tribe
    tribes: dict[str, Tribe]
    ghosts: dict[str, Ghost]
    maps: dict[int, GameMap]

    def starting_tiles(self) -> list[str]:
        return [t.id for t in self.tiles.values() if t.level == 0]

    def advanced(self, level: int) -> list[str]:
        return [t.id for t in self.tiles.values() if t.level == level]

    def mask_deck(self) -> list[str]:
        return [k for k in self.mask_kinds for _ in range(self.mask_each)] + ["wild"] * self.mask_wild

    def turtle_stack(self) -> list[str]:
        return [t.id for t in self.turtles.values() for _ in range(t.count)]

    def progress_stack(self, level: int) -> list[str]:
        return [p.id for p in self.progress.values() if p.level == level for _ in range(p.count)]

    def tribe(self, tribe_id: str) -> Tribe:
        return self.generic if tribe_id == self.generic.id else self.tribes[tribe_id]


@cache
def components() -> Components:
    """Load and check ``data/wendake.toml`` (cached: data is read-only at run time)."""
    return parse(load("wendake"))


def parse(raw: dict[str, Any]) -> Components:
    edition = required(raw, "edition", str, WHERE)
    if "Campfire" not in edition:
        raise DataError(f"{WHERE}: the edition must be labelled Campfire's edition")
    rules = required(raw, "rules", dict, WHERE)
    _house(rules, f"{WHERE} [rules]")
    for key in ("track_length", "ritual_heal", "ritual_per", "ritual_most", "barters",
                "smallpox_in", "mask_display", "mask_takes", "mask_hand", "canoes_start",
                "canoes_most", "advanced_display", "level2_from", "progress_row", "flag_bonus",
                "majority_points", "turtle_most"):
        if required(rules, key, int, f"{WHERE} [rules]") < 0:
            raise DataError(f"{WHERE} [rules]: '{key}' cannot be negative")
    if rules["ritual_per"] < 1 or rules["smallpox_in"] < 1:
        raise DataError(f"{WHERE} [rules]: ritual_per and smallpox_in must be at least 1")
    if rules["canoes_most"] != 5:
        raise DataError(f"{WHERE} [rules]: every player has 5 canoes (canoes_most = 5)")
    bonus = required(rules, "turn_bonus", list, f"{WHERE} [rules]")
    if len(bonus) != 4 or any(b not in ("", *GOODS) for b in bonus):
        raise DataError(f"{WHERE} [rules]: turn_bonus needs four entries, each '' or a good")
    masks = required(raw, "masks", dict, WHERE)
    _house(masks, f"{WHERE} [masks]")
    kinds = tuple(required(masks, "kinds", list, f"{WHERE} [masks]"))
    if len(kinds) != 5 or len(set(kinds)) != 5 or "wild" in kinds:
        raise DataError(f"{WHERE} [masks]: there are five kinds of mask, none called 'wild'")
    hands = dict(required(masks, "hands", dict, f"{WHERE} [masks]"))
    if set(hands) != set(HANDS):
        raise DataError(f"{WHERE} [masks]: hands must value exactly {', '.join(HANDS)}")
    each = required(masks, "each", int, f"{WHERE} [masks]")
    wild = required(masks, "wild", int, f"{WHERE} [masks]")
    if 5 * each + wild != 36:
        raise DataError(f"{WHERE} [masks]: the box holds 36 mask cards, not {5 * each + wild}")
    mult = required(raw, "multipliers", dict, WHERE)
    _house(mult, f"{WHERE} [multipliers]")
    comps = Components(
        edition=edition, rules=rules, mask_kinds=kinds, mask_each=each, mask_wild=wild,
        hands=hands, tiles=_tiles(raw), progress=_progress(raw), turtles=_turtles(raw),
        multipliers=required(mult, "count", int, f"{WHERE} [multipliers]"),
        multiplier_factor=required(mult, "factor", int, f"{WHERE} [multipliers]"),
        generic=_tribe(required(raw, "generic", dict, WHERE), "generic"),
        tribes={}, ghosts=_ghosts(raw), maps={},
    )
    for i, e in enumerate(required(raw, "tribes", list, WHERE)):
        t = _tribe(e, f"#{i + 1}")
        if t.id in comps.tribes or t.id == comps.generic.id:
            raise DataError(f"{WHERE} tribe {t.id}: appears twice")
        comps.tribes[t.id] = t
    if len(comps.tribes) != 10:
        raise DataError(f"{WHERE} [[tribes]]: the box has 10 tribe cards, not {len(comps.tribes)}")
    for power in ("cayuga", "mohawk", "tuscarora"):
        if not any(t.power == power for t in comps.tribes.values()):
            raise DataError(f"{WHERE} [[tribes]]: the map chapter's {power} power is missing")
    comps.maps = _maps(raw)
    return comps


# -- sections -------------------------------------------------------------------------------
def _house(entry: dict, where: str) -> None:
    if entry.get("house") is not True:
        raise DataError(f"{where}: house data must say house = true")
    if not isinstance(entry.get("rationale"), str) or not entry["rationale"].strip():
        raise DataError(f"{where}: house data needs a one-line rationale")


def _id(entry: dict, where: str) -> str:
    value = required(entry, "id", str, where)
    if not ID.fullmatch(value):
        raise DataError(f"{where}: id {value!r} should be lower-case letters, digits and dashes")
    return value


def _action(spec: Any, where: str) -> str:
    if not isinstance(spec, str):
        raise DataError(f"{where}: action {spec!r} should be a string")
    word, _, n = spec.partition(":")
    if word not in ACTIONS:
        raise DataError(f"{where}: {word!r} is not an action ({', '.join(ACTIONS)})")
    if (word in COUNTED) != bool(n) or n and not (n.isdigit() and 1 <= int(n) <= 9):
        raise DataError(f"{where}: {spec!r}: move and tan take a number (move:3), others none")
    return spec


def _tiles(raw: dict) -> dict[str, Tile]:
    out: dict[str, Tile] = {}
    for i, e in enumerate(required(raw, "tiles", list, WHERE)):
        tid = _id(e, f"{WHERE} [[tiles]] #{i + 1}")
        w = f"{WHERE} tile {tid}"
        _house(e, w)
        if tid in out:
            raise DataError(f"{w}: appears twice")
        level = required(e, "level", int, w)
        if level not in (0, 1, 2):
            raise DataError(f"{w}: level should be 0 (starting), 1 or 2")
        actions = tuple(_action(a, w) for a in required(e, "actions", list, w))
        back = tuple(_action(a, w) for a in required(e, "back", list, w))
        if not 1 <= len(actions) <= 4 or not back:
            raise DataError(f"{w}: a tile has one to four actions and a Ritual back")
        is_fire = actions == ("fire",)
        if is_fire != (tid == "fire") or (is_fire and back != ("fire",)):
            raise DataError(f"{w}: only the Sacred Fire tile ('fire') has the fire action, on both sides")
        if not is_fire and "ritual" not in back:
            raise DataError(f"{w}: the back of an action tile is its Ritual side")
        out[tid] = Tile(tid, required(e, "name", str, w), level, actions, back)
    counts = [sum(t.level == lv for t in out.values()) for lv in (0, 1, 2)]
    if counts != [9, 17, 17] or "fire" not in out or out["fire"].level != 0:
        raise DataError(f"{WHERE} [[tiles]]: need 9 starting tiles (with the Sacred Fire), "
                        f"17 of level 1 and 17 of level 2, not {counts}")
    return out


def _progress(raw: dict) -> dict[str, Progress]:
    out: dict[str, Progress] = {}
    for i, e in enumerate(required(raw, "progress", list, WHERE)):
        pid = _id(e, f"{WHERE} [[progress]] #{i + 1}")
        w = f"{WHERE} progress {pid}"
        _house(e, w)
        if pid in out:
            raise DataError(f"{w}: appears twice")
        level = required(e, "level", int, w)
        if level not in (1, 2, 3):
            raise DataError(f"{w}: progress tiles come in levels 1 to 3")
        cost = tuple(required(e, "cost", list, w))
        if not cost or any(c not in GOODS for c in cost):
            raise DataError(f"{w}: cost should list goods ({', '.join(GOODS)})")
        effect = required(e, "effect", str, w)
        ok = (effect in BOOSTS or effect == "safe-trade"
              or re.fullmatch(r"steps:[1-9]", effect) is not None)
        if not ok:
            raise DataError(f"{w}: effect {effect!r} should be steps:N, safe-trade or one of "
                            f"{', '.join(BOOSTS)}")
        out[pid] = Progress(pid, required(e, "name", str, w), level,
                            required(e, "count", int, w), cost, required(e, "points", int, w),
                            effect)
    if sum(p.count for p in out.values()) != 30:
        raise DataError(f"{WHERE} [[progress]]: the box holds 30 progress tiles")
    return out


def _turtles(raw: dict) -> dict[str, Turtle]:
    out: dict[str, Turtle] = {}
    for i, e in enumerate(required(raw, "turtles", list, WHERE)):
        tid = _id(e, f"{WHERE} [[turtles]] #{i + 1}")
        w = f"{WHERE} turtle {tid}"
        _house(e, w)
        per = required(e, "per", str, w)
        if per not in TURTLE_KINDS:
            raise DataError(f"{w}: per {per!r} should be one of {', '.join(TURTLE_KINDS)}")
        out[tid] = Turtle(tid, required(e, "name", str, w), required(e, "count", int, w), per)
    if sum(t.count for t in out.values()) != 36:
        raise DataError(f"{WHERE} [[turtles]]: the box holds 36 turtle tiles")
    return out


def _tribe(e: dict, label: str) -> Tribe:
    tid = _id(e, f"{WHERE} tribe {label}")
    w = f"{WHERE} tribe {tid}"
    _house(e, w)
    power = e.get("power", "")
    if tid != "wendat" and power not in POWERS:
        raise DataError(f"{w}: power {power!r} should be one of {', '.join(POWERS)}")
    goods = dict(required(e, "goods", dict, w))
    for g, n in goods.items():
        if g not in GOODS or not isinstance(n, int) or n < 0:
            raise DataError(f"{w}: goods {g} = {n!r}: a good and a count")
    return Tribe(tid, required(e, "name", str, w), power, goods)


def _ghosts(raw: dict) -> dict[str, Ghost]:
    out: dict[str, Ghost] = {}
    for i, e in enumerate(required(raw, "ghost", list, WHERE)):
        gid = _id(e, f"{WHERE} [[ghost]] #{i + 1}")
        w = f"{WHERE} ghost {gid}"
        _house(e, w)
        score = dict(required(e, "score", dict, w))
        if any(t not in TRACKS or not isinstance(n, int) for t, n in score.items()):
            raise DataError(f"{w}: score names tracks ({', '.join(TRACKS)}) with points")
        out[gid] = Ghost(gid, required(e, "name", str, w), required(e, "first", bool, w),
                         required(e, "guards", int, w), score)
    if len(out) != 4:
        raise DataError(f"{WHERE} [[ghost]]: the box has four Ghost Player cards")
    return out


def _halves(raw: dict) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for i, e in enumerate(required(raw, "halves", list, WHERE)):
        hid = _id(e, f"{WHERE} [[halves]] #{i + 1}")
        w = f"{WHERE} half {hid}"
        _house(e, w)
        territories = []
        for te in required(e, "territories", list, w):
            tid = required(te, "id", str, f"{w} territory")
            tw = f"{w} territory {tid}"
            if not re.fullmatch(r"[th][0-9]{1,2}", tid):
                raise DataError(f"{tw}: ids are t<number> (territories) or h<seat> (Homes)")
            home = te.get("home")
            if (home is not None) != tid.startswith("h") or home is not None and tid != f"h{home}":
                raise DataError(f"{tw}: a Home is h<seat> with home = <seat>")
            fields = tuple(required(te, "fields", list, tw))
            if any(c not in CROPS for c in fields):
                raise DataError(f"{tw}: fields grow {', '.join(CROPS)}")
            forests = required(te, "forests", int, tw)
            flag = te.get("flag")
            if flag is not None and flag not in FLAGS:
                raise DataError(f"{tw}: flag should be english or french")
            if home is not None and (len(fields) != 1 or forests != 1 or flag):
                raise DataError(f"{tw}: a Home has one field and one forest and no flag")
            if home is None and not 1 <= len(fields) + forests <= 3:
                raise DataError(f"{tw}: a territory has one to three Productive Areas")
            at = required(te, "at", list, tw)
            territories.append((tid, required(te, "name", str, tw), tuple(at), fields, forests,
                                flag, home))
        out[hid] = {"territories": territories, "borders": required(e, "borders", list, w),
                    "water": required(e, "water", list, w)}
    return out


def _maps(raw: dict) -> dict[int, GameMap]:
    halves = _halves(raw)
    out: dict[int, GameMap] = {}
    for i, e in enumerate(required(raw, "maps", list, WHERE)):
        n = required(e, "players", int, f"{WHERE} [[maps]] #{i + 1}")
        w = f"{WHERE} map for {n} players"
        _house(e, w)
        names = tuple(required(e, "halves", list, w))
        if len(names) != 2 or any(h not in halves for h in names):
            raise DataError(f"{w}: the map is built from two halves of [[halves]]")
        territories: dict[str, Territory] = {}
        borders: set[frozenset[str]] = set()
        water: dict[frozenset[str], str] = {}
        shift = 0
        for h in names:
            half = halves[h]
            width = 0
            for tid, name, at, fields, forests, flag, home in half["territories"]:
                if tid in territories:
                    raise DataError(f"{w}: territory {tid} is in both halves")
                territories[tid] = Territory(tid, name, (at[0] + shift, at[1]), fields, forests,
                                             flag, home)
                width = max(width, at[0] + 1)
            shift += width
            _links(half["borders"], half["water"], borders, water, f"{WHERE} half {h}")
        _links(required(e, "borders", list, w), required(e, "water", list, w), borders, water, w)
        for pair in [*borders, *water]:
            for tid in pair:
                if tid not in territories:
                    raise DataError(f"{w}: {tid} is not a territory of this map")
            if pair in borders and pair in water:
                raise DataError(f"{w}: {'-'.join(sorted(pair))} is both a border and water")
        homes = sorted(t.home for t in territories.values() if t.home is not None)
        if homes != list(range(1, n + 1)):
            raise DataError(f"{w}: needs the Homes h1..h{n}, has {homes}")
        for a, b in (tuple(p) for p in borders):
            if territories[a].home and territories[b].home:
                raise DataError(f"{w}: two Homes ({a}, {b}) never share a border")
        gm = GameMap(n, names, territories, frozenset(borders), water)
        _connected(gm, w)
        out[n] = gm
    if sorted(out) != list(PLAYER_COUNTS):
        raise DataError(f"{WHERE} [[maps]]: one map for each of 2, 3 and 4 players")
    return out


def _links(bs: list, ws: list, borders: set, water: dict, where: str) -> None:
    for b in bs:
        if not (isinstance(b, list) and len(b) == 2 and b[0] != b[1]):
            raise DataError(f"{where}: a border is a pair of territories, not {b!r}")
        borders.add(frozenset(b))
    for x in ws:
        if not (isinstance(x, list) and len(x) == 3 and x[0] != x[1]):
            raise DataError(f"{where}: water is [territory, territory, name], not {x!r}")
        water[frozenset(x[:2])] = x[2]


def _connected(gm: GameMap, where: str) -> None:
    """Every territory can be reached by land from every Home, never through another Home
    (closed to opponents); else some player could never use it."""
    plain = {t for t, terr in gm.territories.items() if terr.home is None}
    for seat in range(1, gm.players + 1):
        start = gm.home(seat)
        seen = {start}
        todo = [start]
        while todo:
            for t in gm.neighbours(todo.pop()):
                if t not in seen and t in plain:
                    seen.add(t)
                    todo.append(t)
        missing = sorted(plain - seen, key=territory_order)
        if missing:
            raise DataError(f"{where}: {', '.join(missing)} cannot be reached by land from {start}")
