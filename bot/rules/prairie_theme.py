"""The components of a prairie game (Natives, Inuit), read from ``data/<theme>.toml``.

The engine only speaks card *kinds* (``man-bear``, ``woman-bear-eagle``, ``corn``,
``clear-sky``, ``totem-strength``): identical cards are interchangeable, so a kind string
is a card. This module turns the data file into those kinds, their families, names and
points, and checks the file so that a bad edit names the file and the entry.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from itertools import combinations

from data import DataError, load
from data import field as required

FAMILIES = ("native", "food", "ritual", "totem")
TOTEM_COUNTS = ("scalp", "food", "native")
RITUAL_EFFECTS = (
    "natives-above-discard",
    "food-above-discard",
    "sacrifice",
    "spirit-above-discard-totem",
    "reveal-three",
)


@dataclass(frozen=True)
class Card:
    kind: str
    family: str
    name: str
    points: int = 0
    tribes: tuple[str, ...] = ()
    food: str = ""          # food cards: which food (bison, salmon, corn)
    effect: str = ""        # rituals: what playing it does
    per: str = ""           # totems: what it counts
    count: int = 1          # copies in the deck


@dataclass(frozen=True)
class Tribe:
    id: str
    name: str
    letter: str
    colour: str


@dataclass(frozen=True)
class Profession:
    id: str
    name: str
    takes: tuple[str, ...]
    to: str
    plural: str = ""        # the data's optional `plural` ("Fishermen"); else name + "s"

    @property
    def many(self) -> str:
        """The plural name ("Hunters", "Shamans", "Fishermen") for messages and logs."""
        return self.plural or self.name + "s"


@dataclass
class Theme:
    id: str
    title: str
    common_area: str
    end_card: str
    end_card_place: str
    prairie_start: int
    tie_break: tuple[str, ...]
    single: str
    double: str
    tribes: list[Tribe]
    professions: list[Profession]
    cards: dict[str, Card] = field(default_factory=dict)

    # -- lookups -----------------------------------------------------------------------
    def card(self, kind: str) -> Card:
        return self.cards[kind]

    def profession(self, prof: str) -> Profession:
        for p in self.professions:
            if p.id == prof:
                return p
        raise KeyError(prof)

    @property
    def profession_ids(self) -> list[str]:
        return [p.id for p in self.professions]

    def tribe(self, tribe_id: str) -> Tribe:
        for t in self.tribes:
            if t.id == tribe_id:
                return t
        raise KeyError(tribe_id)

    def takes(self, prof: str, kind: str) -> bool:
        """Whether profession ``prof`` may take a card of ``kind`` from the prairie."""
        card = self.cards[kind]
        for want in self.profession(prof).takes:
            if want == card.family or (card.family == "food" and want == f"food:{card.food}"):
                return True
        return False

    def base_deck(self) -> list[str]:
        """Every card of the base game, ``count`` copies of each kind, in data order."""
        return [kind for kind, card in self.cards.items() for _ in range(card.count)]

    def order(self, kind: str) -> int:
        """A stable sort key: the data order of kinds."""
        return self._order[kind]

    def __post_init__(self) -> None:
        self._order = {k: i for i, k in enumerate(self.cards)}


@cache
def theme(name: str) -> Theme:
    """Load and validate ``data/<name>.toml`` (cached: data is read-only at run time)."""
    raw = load(name)
    where = f"data/{name}.toml"
    t = required(raw, "theme", dict, where)
    tribes = [
        Tribe(
            id=required(e, "id", str, f"{where} [[tribes]] #{i + 1}"),
            name=required(e, "name", str, f"{where} tribe {e.get('id')}"),
            letter=required(e, "letter", str, f"{where} tribe {e.get('id')}"),
            colour=required(e, "colour", str, f"{where} tribe {e.get('id')}"),
        )
        for i, e in enumerate(required(raw, "tribes", list, where))
    ]
    professions = [
        Profession(
            id=required(e, "id", str, f"{where} [[professions]] #{i + 1}"),
            name=required(e, "name", str, f"{where} profession {e.get('id')}"),
            takes=tuple(required(e, "takes", list, f"{where} profession {e.get('id')}")),
            to=required(e, "to", str, f"{where} profession {e.get('id')}"),
            plural=(required(e, "plural", str, f"{where} profession {e.get('id')}")
                    if "plural" in e else ""),
        )
        for i, e in enumerate(required(raw, "professions", list, where))
    ]
    th = Theme(
        id=name,
        title=required(t, "title", str, f"{where} [theme]"),
        common_area=required(t, "common_area", str, f"{where} [theme]"),
        end_card=required(t, "end_card", str, f"{where} [theme]"),
        end_card_place=required(t, "end_card_place", str, f"{where} [theme]"),
        prairie_start=required(t, "prairie_start", int, f"{where} [theme]"),
        tie_break=tuple(required(t, "tie_break", list, f"{where} [theme]")),
        single=required(t, "single", str, f"{where} [theme]"),
        double=required(t, "double", str, f"{where} [theme]"),
        tribes=tribes,
        professions=professions,
        cards=_cards(raw, where, tribes, name),
    )
    th.__post_init__()
    _check(th, where)
    return th


def _cards(raw: dict, where: str, tribes: list[Tribe], name: str) -> dict[str, Card]:
    cards: dict[str, Card] = {}
    t = raw["theme"]
    natives = required(raw, "natives", dict, where)
    singles = required(natives, "singles_per_tribe", int, f"{where} [natives]")
    doubles = required(natives, "doubles_per_pair", int, f"{where} [natives]")
    for tribe in tribes:
        kind = f"{t['single']}-{tribe.id}"
        cards[kind] = Card(kind, "native", f"{tribe.name} {t['single']}", tribes=(tribe.id,),
                           count=singles)
    for a, b in combinations(tribes, 2):
        kind = f"{t['double']}-{a.id}-{b.id}"
        cards[kind] = Card(kind, "native", f"{a.name}-{b.name} {t['double']}",
                           tribes=(a.id, b.id), count=doubles)
    for e in required(raw, "food", list, where):
        w = f"{where} food {e.get('id')}"
        kind = required(e, "id", str, w)
        cards[kind] = Card(kind, "food", required(e, "name", str, w),
                           points=required(e, "points", int, w), food=kind,
                           count=required(e, "count", int, w))
    for e in required(raw, "rituals", list, where):
        w = f"{where} ritual {e.get('id')}"
        kind = required(e, "id", str, w)
        effect = required(e, "effect", str, w)
        if effect not in RITUAL_EFFECTS:
            raise DataError(f"{w}: effect {effect!r} is not one of {', '.join(RITUAL_EFFECTS)}")
        cards[kind] = Card(kind, "ritual", required(e, "name", str, w),
                           points=required(e, "points", int, w), effect=effect,
                           count=required(e, "count", int, w))
    for e in required(raw, "totems", list, where):
        w = f"{where} totem {e.get('id')}"
        kind = required(e, "id", str, w)
        per = required(e, "per", str, w)
        if per.split(":")[0] not in TOTEM_COUNTS:
            raise DataError(
                f"{w}: per {per!r} should be one of scalp, food[:id], native[:profession]"
            )
        cards[kind] = Card(kind, "totem", required(e, "name", str, w),
                           points=required(e, "points", int, w), per=per,
                           count=e.get("count", 1))
    return cards


def _check(th: Theme, where: str) -> None:
    ids = [p.id for p in th.professions]
    if "scout" not in ids or "elder" not in ids or "warrior" not in ids or "shaman" not in ids:
        raise DataError(f"{where}: the professions must include elder, shaman, warrior and scout")
    for p in th.professions:
        for want in p.takes:
            fam = want.split(":")[0]
            if fam not in FAMILIES:
                raise DataError(f"{where} profession {p.id}: cannot take {want!r}")
            if ":" in want and want.split(":")[1] not in {c.food for c in th.cards.values()}:
                raise DataError(f"{where} profession {p.id}: no food called {want.split(':')[1]!r}")
    for card in th.cards.values():
        if card.per.startswith("native:") and card.per.split(":")[1] not in ids:
            raise DataError(f"{where} totem {card.kind}: no profession {card.per.split(':')[1]!r}")
        if card.per.startswith("food:") and card.per.split(":")[1] not in {
            c.food for c in th.cards.values()
        }:
            raise DataError(f"{where} totem {card.kind}: no food {card.per.split(':')[1]!r}")
