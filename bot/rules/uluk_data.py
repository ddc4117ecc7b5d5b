"""The components of Uluk, read from ``data/uluk.toml`` and checked against the rulebook.

The engine (:mod:`bot.rules.uluk`) speaks resource ids (``uluk``, ``pickled-uluk``,
``tlon-brew``), tribe ids, invention ids and Freeloaders card ids; this module turns the
data file into those and refuses a file that breaks a rule of uluk.txt, naming the file and
the entry (``data/uluk.toml tribe otters: ...``), so that a group editing the house data
learns at once what is wrong.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from data import DataError, load
from data import field as required

RAW = ("uluk", "mgobu", "tlon", "zork", "fnord", "hlak")
GATHERED = ("uluk", "mgobu", "tlon", "zork")          # majority and minority
HUNTED = ("fnord", "hlak")                            # per triber, Poison allowed
TYPES = ("food", "perishable", "treat", "holiday", "poison", "none")
FOOD_TYPES = ("food", "perishable", "treat")
RATIOS = ("x2", "2:3", "+1", "-1", "1:1")
# The rulebook's worked examples name these arrows; every board carries them.
EXAMPLE_ARROWS = {
    "pickled-uluk": "x2",
    "smoked-hlak": "2:3",
    "salted-fnord": "-1",
    "roasted-tlon": "+1",
}
POISON_PRODUCT = "tlon-brew"   # "Processing tlön into Poison": every tribe has it
INVENTION_KINDS = ("resource", "free", "happiness")
HAPPY_WHEN = ("shaman", "celebration")
FREELOADER_ACTIONS = (
    "area:uluk", "area:mgobu", "area:tlon", "area:zork", "area:fnord", "area:hlak",
    "workshop", "shaman", "monument:rightmost", "monument:leftmost", "new-triber",
)
WHERE = "data/uluk.toml"


def processed(ratio: str, n: int) -> int:
    """Pieces obtained by processing ``n`` pieces along an arrow (uluk.txt, Processing)."""
    if ratio == "x2":
        return 2 * n
    if ratio == "2:3":
        return 3 * (n // 2) + n % 2
    if ratio == "+1":
        return n + 1
    if ratio == "-1":
        return n - 1
    return n


@dataclass(frozen=True)
class Arrow:
    product: str
    ratio: str
    type: str


@dataclass(frozen=True)
class Column:
    raw: str
    type: str
    arrows: tuple[Arrow, ...]


@dataclass(frozen=True)
class Tribe:
    id: str
    name: str
    letter: str
    colour: str
    columns: tuple[Column, ...]

    def column(self, raw: str) -> Column:
        for c in self.columns:
            if c.raw == raw:
                return c
        raise KeyError(raw)

    def arrow(self, product: str) -> Arrow | None:
        for c in self.columns:
            for a in c.arrows:
                if a.product == product:
                    return a
        return None

    def type_of(self, res: str) -> str:
        """The type printed on this board's space for ``res`` ("none" if it has no space)."""
        for c in self.columns:
            if c.raw == res:
                return c.type
            for a in c.arrows:
                if a.product == res:
                    return a.type
        return "none"

    def spaces(self) -> list[str]:
        """Every resource space of the board, column by column, raw first."""
        return [r for c in self.columns for r in (c.raw, *(a.product for a in c.arrows))]


@dataclass(frozen=True)
class Track:
    resource: str
    kind: str                                   # "majority" or "per-triber"
    start: int
    levels: tuple                               # (major, minor) pairs or ints
    symbols: dict[int, str]

    @property
    def top(self) -> int:
        return len(self.levels) - 1


@dataclass(frozen=True)
class Invention:
    id: str
    name: str
    symbol: str
    count: int
    kind: str
    resource: str = ""                          # kind "resource"
    options: tuple[tuple[str, int], ...] = ()   # kind "free": (product, max pieces)
    when: str = ""                              # kind "happiness"
    points: int = 0


@dataclass(frozen=True)
class Feast:
    id: str
    name: str
    needs: dict[str, int]
    lower: int
    higher: int


@dataclass(frozen=True)
class FreeloaderCard:
    id: str
    name: str
    action: str
    count: int


@dataclass
class Components:
    names: dict[str, str]              # resource id -> name
    source: dict[str, str]             # processed id -> raw id
    tracks: dict[str, Track]
    alt_tracks: dict[str, Track]
    tribes: list[Tribe]
    inventions: dict[str, Invention]
    feasts: dict[str, Feast]
    tokens: dict[int, str]             # monument token number -> raw resource
    sites: tuple[int, ...]             # triber spaces per monument site, left to right
    chart: tuple[int, ...]             # happiness by tribers sent (index = tribers)
    freeloaders: dict[str, FreeloaderCard]

    def tribe(self, tribe_id: str) -> Tribe:
        for t in self.tribes:
            if t.id == tribe_id:
                return t
        raise KeyError(tribe_id)

    def name(self, res: str) -> str:
        return self.names.get(res, res)

    def invention_deck(self) -> list[str]:
        return [i.id for i in self.inventions.values() for _ in range(i.count)]

    def freeloader_deck(self) -> list[str]:
        return [c.id for c in self.freeloaders.values() for _ in range(c.count)]

    def track(self, res: str, alternative: bool) -> Track:
        if alternative and res in self.alt_tracks:
            return self.alt_tracks[res]
        return self.tracks[res]


@cache
def components() -> Components:
    """Load and check ``data/uluk.toml`` (cached: data is read-only at run time)."""
    return parse(load("uluk"))


def parse(raw: dict[str, Any]) -> Components:
    names, source = _resources(raw)
    comps = Components(
        names=names,
        source=source,
        tracks=_tracks(raw, "tracks", RAW),
        alt_tracks=_tracks(raw, "alt_tracks", ()),
        tribes=[_tribe(e, i, names, source) for i, e in
                enumerate(required(raw, "tribes", list, WHERE))],
        inventions=_inventions(raw, names, source),
        feasts=_feasts(raw, names),
        tokens={},
        sites=(),
        chart=(),
        freeloaders=_freeloaders(raw),
    )
    _monuments(raw, comps)
    _check(comps)
    return comps


# -- sections -------------------------------------------------------------------------------
def _house(entry: dict, where: str) -> None:
    if entry.get("house") is not True:
        raise DataError(f"{where}: house data must say house = true")
    if not isinstance(entry.get("rationale"), str) or not entry["rationale"].strip():
        raise DataError(f"{where}: house data needs a one-line rationale")


def _resources(raw: dict) -> tuple[dict[str, str], dict[str, str]]:
    names: dict[str, str] = {}
    source: dict[str, str] = {}
    for i, e in enumerate(required(raw, "resources", list, WHERE)):
        w = f"{WHERE} [[resources]] #{i + 1}"
        rid = required(e, "id", str, w)
        if not re.fullmatch(r"[a-z][a-z-]*", rid):
            raise DataError(f"{w}: id {rid!r} should be lower-case letters and dashes")
        if rid in names:
            raise DataError(f"{w}: resource {rid!r} appears twice")
        names[rid] = required(e, "name", str, f"{WHERE} resource {rid}")
        if "from" in e:
            src = required(e, "from", str, f"{WHERE} resource {rid}")
            if src not in RAW:
                raise DataError(f"{WHERE} resource {rid}: 'from' {src!r} is not a raw resource")
            source[rid] = src
        elif rid not in RAW:
            raise DataError(f"{WHERE} resource {rid}: a processed resource needs 'from'")
    missing = [r for r in RAW if r not in names]
    if missing:
        raise DataError(f"{WHERE} [[resources]]: the raw resource {missing[0]!r} is missing")
    if POISON_PRODUCT not in source:
        raise DataError(f"{WHERE} [[resources]]: {POISON_PRODUCT!r} (tlön brew) is missing")
    return names, source


def _tracks(raw: dict, key: str, need: tuple) -> dict:
    out: dict[str, Track] = {}
    entries = raw.get(key, [])
    if not isinstance(entries, list):
        raise DataError(f"{WHERE}: '{key}' should be a list of tables")
    for i, e in enumerate(entries):
        w = f"{WHERE} [[{key}]] #{i + 1}"
        res = _req(e, "resource", str, w)
        w = f"{WHERE} {key} {res}"
        _house(e, w)
        if res not in RAW:
            raise DataError(f"{w}: {res!r} is not a raw resource")
        if res in out:
            raise DataError(f"{w}: the track appears twice")
        kind = _req(e, "kind", str, w)
        want = "majority" if res in GATHERED else "per-triber"
        if kind != want:
            raise DataError(f"{w}: {res} is harvested by '{want}' (uluk.txt, Harvest phase)")
        levels = _req(e, "levels", list, w)
        if len(levels) < 2:
            raise DataError(f"{w}: a track needs at least two levels")
        for n, lv in enumerate(levels):
            if kind == "majority":
                ok = (isinstance(lv, list) and len(lv) == 2
                      and all(isinstance(x, int) and not isinstance(x, bool) and x >= 0
                              for x in lv) and lv[0] >= lv[1])
                if not ok:
                    raise DataError(
                        f"{w}: level {n} should be [most, others] with most >= others >= 0"
                    )
            elif not (isinstance(lv, int) and not isinstance(lv, bool) and lv >= 0):
                raise DataError(f"{w}: level {n} should be a number of pieces per triber")
        start = _req(e, "start", int, w)
        if not 0 < start < len(levels) - 1:
            raise DataError(f"{w}: start {start} should be a central space of the track")
        symbols: dict[int, str] = {}
        for lv, sym in dict(e.get("symbols", {})).items():
            if not str(lv).isdigit() or not 0 <= int(lv) < len(levels):
                raise DataError(f"{w}: symbol level {lv!r} is not a level of the track")
            if sym not in RAW or sym == res:
                raise DataError(f"{w}: symbol {sym!r} should be another raw resource")
            symbols[int(lv)] = sym
        out[res] = Track(res, kind, start, tuple(tuple(x) if isinstance(x, list) else x
                                                 for x in levels), symbols)
    for res in need:
        if res not in out:
            raise DataError(f"{WHERE} [[{key}]]: the {res} track is missing")
    if key == "alt_tracks" and len(out) != 4:
        raise DataError(f"{WHERE} [[alt_tracks]]: the game has 4 alternative tiles, not {len(out)}")
    return out


def _req(entry: dict, key: str, kind, where: str):
    return required(entry, key, kind, where)


def _tribe(e: dict, i: int, names: dict, source: dict) -> Tribe:
    tid = _req(e, "id", str, f"{WHERE} [[tribes]] #{i + 1}")
    w = f"{WHERE} tribe {tid}"
    _house(e, w)
    columns = []
    for c in _req(e, "columns", list, w):
        raw = _req(c, "raw", str, f"{w} column")
        cw = f"{w} column {raw}"
        if raw not in RAW:
            raise DataError(f"{cw}: {raw!r} is not a raw resource")
        ctype = _req(c, "type", str, cw)
        if ctype not in TYPES or ctype == "poison":
            raise DataError(f"{cw}: type {ctype!r} should be one of food, perishable, treat, "
                            "holiday, none")
        arrows = []
        for a in _req(c, "products", list, cw):
            pid = _req(a, "id", str, f"{cw} product")
            aw = f"{cw} product {pid}"
            if source.get(pid) != raw:
                raise DataError(f"{aw}: {pid!r} is not made from {raw}")
            ratio = _req(a, "ratio", str, aw)
            if ratio not in RATIOS:
                raise DataError(f"{aw}: ratio {ratio!r} should be one of {', '.join(RATIOS)}")
            atype = _req(a, "type", str, aw)
            if atype not in TYPES:
                raise DataError(f"{aw}: type {atype!r} should be one of {', '.join(TYPES)}")
            if (atype == "poison") != (pid == POISON_PRODUCT):
                raise DataError(f"{aw}: only tlön brew is poison (uluk.txt, Processing)")
            if pid in EXAMPLE_ARROWS and ratio != EXAMPLE_ARROWS[pid]:
                raise DataError(f"{aw}: the rulebook's example needs ratio "
                                f"{EXAMPLE_ARROWS[pid]!r}")
            arrows.append(Arrow(pid, ratio, atype))
        if not arrows:
            raise DataError(f"{cw}: every column has at least one arrow")
        if len({a.product for a in arrows}) != len(arrows):
            raise DataError(f"{cw}: a product appears twice")
        columns.append(Column(raw, ctype, tuple(arrows)))
    tribe = Tribe(
        id=tid,
        name=_req(e, "name", str, w),
        letter=_req(e, "letter", str, w),
        colour=_req(e, "colour", str, w),
        columns=tuple(columns),
    )
    if sorted(c.raw for c in columns) != sorted(RAW):
        raise DataError(f"{w}: a board has six columns, one per raw resource")
    for pid in (*EXAMPLE_ARROWS, POISON_PRODUCT):
        if tribe.arrow(pid) is None:
            raise DataError(f"{w}: every board turns {source[pid]} into {pid} (uluk.txt)")
    kinds = {tribe.type_of(r) for r in tribe.spaces()}
    if "holiday" not in kinds:
        raise DataError(f"{w}: the board needs a holiday substance to celebrate with")
    return tribe


def _inventions(raw: dict, names: dict, source: dict) -> dict[str, Invention]:
    out: dict[str, Invention] = {}
    for i, e in enumerate(required(raw, "inventions", list, WHERE)):
        iid = _req(e, "id", str, f"{WHERE} [[inventions]] #{i + 1}")
        w = f"{WHERE} invention {iid}"
        _house(e, w)
        if iid in out:
            raise DataError(f"{w}: the id appears twice (copies are given by 'count')")
        kind = _req(e, "kind", str, w)
        if kind not in INVENTION_KINDS:
            raise DataError(f"{w}: kind {kind!r} should be one of {', '.join(INVENTION_KINDS)}")
        inv = Invention(iid, _req(e, "name", str, w), _req(e, "symbol", str, w),
                        _req(e, "count", int, w), kind)
        if inv.count < 1:
            raise DataError(f"{w}: count should be at least 1")
        if kind == "resource":
            res = _req(e, "resource", str, w)
            if res not in RAW:
                raise DataError(f"{w}: {res!r} is not a raw resource")
            inv = Invention(**{**inv.__dict__, "resource": res})
        elif kind == "free":
            opts = []
            for o in _req(e, "options", list, w):
                product = _req(o, "product", str, f"{w} option")
                if product not in source:
                    raise DataError(f"{w}: {product!r} is not a processed resource")
                most = _req(o, "max", int, f"{w} option {product}")
                if most not in (1, 2):
                    raise DataError(f"{w} option {product}: free processing is one or two "
                                    "pieces (uluk.txt, Cards)")
                opts.append((product, most))
            if not opts:
                raise DataError(f"{w}: a free-processing card needs options")
            inv = Invention(**{**inv.__dict__, "options": tuple(opts)})
        else:
            when = _req(e, "when", str, w)
            if when not in HAPPY_WHEN:
                raise DataError(f"{w}: 'when' should be one of {', '.join(HAPPY_WHEN)}")
            inv = Invention(**{**inv.__dict__, "when": when,
                               "points": _req(e, "points", int, w)})
        out[iid] = inv
    total = sum(i.count for i in out.values())
    if total != 30:
        raise DataError(f"{WHERE} [[inventions]]: the game has 30 invention cards, not {total}")
    symbols = {i.symbol for i in out.values()}
    if len(symbols) != 5:
        raise DataError(f"{WHERE} [[inventions]]: the cards show 5 set symbols, not "
                        f"{len(symbols)}")
    for kind in INVENTION_KINDS:
        if not any(i.kind == kind for i in out.values()):
            raise DataError(f"{WHERE} [[inventions]]: no card of kind {kind!r}")
    return out


def _feasts(raw: dict, names: dict) -> dict[str, Feast]:
    out: dict[str, Feast] = {}
    for i, e in enumerate(required(raw, "feasts", list, WHERE)):
        fid = _req(e, "id", str, f"{WHERE} [[feasts]] #{i + 1}")
        w = f"{WHERE} feast {fid}"
        _house(e, w)
        needs = dict(_req(e, "needs", dict, w))
        for res, n in needs.items():
            if res not in names:
                raise DataError(f"{w}: {res!r} is not a resource")
            if not isinstance(n, int) or isinstance(n, bool) or n < 1:
                raise DataError(f"{w}: needs {res} should be a positive number")
        lower, higher = _req(e, "lower", int, w), _req(e, "higher", int, w)
        if not 0 < lower < higher:
            raise DataError(f"{w}: x1 is the lower value and x2 the higher (uluk.txt, Cards)")
        out[fid] = Feast(fid, _req(e, "name", str, w), needs, lower, higher)
    if len(out) != 4:
        raise DataError(f"{WHERE} [[feasts]]: the game has 4 feast cards, not {len(out)}")
    return out


def _monuments(raw: dict, comps: Components) -> None:
    w = f"{WHERE} [monuments]"
    m = _req(raw, "monuments", dict, WHERE)
    _house(m, w)
    tokens: dict[int, str] = {}
    for t in _req(m, "tokens", list, w):
        n = _req(t, "number", int, f"{w} token")
        res = _req(t, "resource", str, f"{w} token {n}")
        if res not in RAW:
            raise DataError(f"{w} token {n}: {res!r} is not a raw resource")
        tokens[n] = res
    if sorted(tokens) != [1, 2, 3, 4, 5, 6]:
        raise DataError(f"{w}: the six tokens are numbered 1 to 6")
    sites = _req(m, "sites", list, w)
    if len(sites) != 6 or not all(isinstance(s, int) and 2 <= s <= 6 for s in sites):
        raise DataError(f"{w}: six sites of two to six triber spaces (uluk.txt, Main Board)")
    chart = _req(m, "chart", list, w)
    if len(chart) != 7 or chart[0] != 0 or not all(isinstance(c, int) for c in chart):
        raise DataError(f"{w}: the chart gives points for 0 to 6 tribers, 0 for none")
    comps.tokens, comps.sites, comps.chart = tokens, tuple(sites), tuple(chart)


def _freeloaders(raw: dict) -> dict[str, FreeloaderCard]:
    out: dict[str, FreeloaderCard] = {}
    for i, e in enumerate(required(raw, "freeloaders", list, WHERE)):
        cid = _req(e, "id", str, f"{WHERE} [[freeloaders]] #{i + 1}")
        w = f"{WHERE} freeloaders {cid}"
        _house(e, w)
        action = _req(e, "action", str, w)
        if action not in FREELOADER_ACTIONS:
            raise DataError(f"{w}: action {action!r} is not one the rulebook explains")
        out[cid] = FreeloaderCard(cid, _req(e, "name", str, w), action, _req(e, "count", int, w))
    total = sum(c.count for c in out.values())
    if total != 20:
        raise DataError(f"{WHERE} [[freeloaders]]: the deck has 20 cards, not {total}")
    actions = {c.action for c in out.values()}
    if actions != set(FREELOADER_ACTIONS):
        missing = sorted(set(FREELOADER_ACTIONS) - actions)
        raise DataError(f"{WHERE} [[freeloaders]]: the deck has eleven kinds; missing "
                        f"{', '.join(missing)}")
    return out


def _check(comps: Components) -> None:
    for t in comps.tribes:
        for inv in comps.inventions.values():
            if inv.kind == "free" and not any(t.arrow(p) for p, _ in inv.options):
                raise DataError(f"{WHERE} invention {inv.id}: no option works on the "
                                f"{t.id} board")
        for f in comps.feasts.values():
            for res in f.needs:
                if res not in t.spaces():
                    raise DataError(f"{WHERE} feast {f.id}: the {t.id} board has no "
                                    f"{res} space")
                if t.type_of(res) == "perishable":
                    raise DataError(f"{WHERE} feast {f.id}: {res} perishes on the {t.id} "
                                    "board and can never count at the end")
    if len(comps.tribes) != 4:
        raise DataError(f"{WHERE} [[tribes]]: the game has 4 tribe boards, not "
                        f"{len(comps.tribes)}")
    if len({t.id for t in comps.tribes}) != 4:
        raise DataError(f"{WHERE} [[tribes]]: two boards share an id")
