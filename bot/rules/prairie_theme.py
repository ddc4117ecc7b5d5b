"""The components of a prairie game (Natives, Inuit), read from ``data/<theme>.toml``.

The engine only speaks card *kinds* (``man-bear``, ``woman-bear-eagle``, ``corn``,
``clear-sky``, ``totem-strength``, ``big-corn``, ``quick-hand``): identical cards are
interchangeable, so a kind string is a card. This module turns the data file into those
kinds, their families, names and points, and checks the file so that a bad edit names the
file and the entry.

Two dictionaries of cards:

* ``Theme.cards``: the base game's cards only (what the base deck holds), as before the
  expansions; the picture code and the AI iterate it;
* ``Theme.all_cards``: every kind of every expansion too (big food, Ritual of Knowledge,
  War and Peace cards, Legendary natives, Strangers, the season change cards).
  ``Theme.card``, ``Theme.order`` and ``Theme.takes`` know every kind.

Expansion cards carry ``expansion`` (the expansion's id); ``removed_by`` lists the
expansions that take a base card out of the deck (Soul of the Prairie and the Totem of
Strength). ``Theme.deck(expansions)`` is the deck of a game. Season cards are not deck
cards: they are ``Theme.seasons`` (``SeasonCard``) and ``Theme.season_sets``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from itertools import combinations
from typing import Any

from bot.l10n import Msg
from data import DataError, load
from data import field as required

EXPANSIONS = ("soul-of-the-prairie", "seasons", "strangers")
FAMILIES = ("native", "food", "ritual", "totem")
TOTEM_COUNTS = ("scalp", "food", "native", "stranger")
RITUAL_EFFECTS = (
    "natives-above-discard",        # Ancestor Summoning: one native of their own colour
    "natives-above-discard-any",    # Inuit's Rite of Initiation: any face-up Inuit card
    "food-above-discard",
    "sacrifice",
    "spirit-above-discard-totem",
    "reveal-three",
    "move-two",                     # Ritual of Knowledge
)
LEGENDARY_EFFECTS = ("majority", "quick-hand", "merrymaker", "double")
SEASONS = ("spring", "summer", "autumn")
# season card effect -> the moment of the turn it acts at
SEASON_EFFECTS = {
    "bountiful": "phase-1",
    "red": "after-phase-3",
    "kind": "phase-3",
    "hospitable": "after-phase-3",
    "change": "before-phase-1",
    "prayers": "before-phase-1",
    "windy": "after-phase-3",
    "harvest": "after-phase-3",
    "wrath": "after-phase-3",
}


# the theme's words (word_msg): those counted take $n ("a native", "3 natives")
COUNTED_WORDS = ("native", "tribe", "scalp", "ritual", "totem", "food", "profession")
WORDS = ("area", "end-card", *COUNTED_WORDS)


def card_msg(theme_id: str, kind: str) -> Msg:
    """A card's name, any kind of any expansion or a season card: ``card_msg("natives",
    "man-bear")`` reads "Bear man" / "hombre Oso"; its ``.gender`` and ``.plural`` (in the
    languages that need them) reach a sentence as ``$card_gender``, ``$card_plural``.

    >>> str(card_msg("inuit", "adult-raven")), str(card_msg("natives", "spring-kind"))
    ('Raven adult', 'Spring Kind')
    """
    return Msg.named("natives-card", kind) if theme_id == "natives" else Msg.named("inuit-card", kind)


def season_msg(theme_id: str, card_id: str) -> Msg:
    """A season card's name (season cards are in the card family: their ids are distinct)."""
    return card_msg(theme_id, card_id)


def season_text_msg(theme_id: str, card_id: str) -> Msg:
    """What a season card does, one sentence. Only Natives has seasons (Seasons expansion):
    ``theme_id`` is taken for the callers' symmetry."""
    return Msg.named("natives-season-text", card_id)


def profession_msg(theme_id: str, prof: str, n: int = 1) -> Msg:
    """A profession's name as a menu or the board shows it, for ``n`` of them: "Hunter",
    "Hunters"; German "Jäger"."""
    if theme_id == "natives":
        return Msg.named("natives-profession", prof, n=n)
    return Msg.named("inuit-profession", prof, n=n)


def profession_word_msg(theme_id: str, prof: str, n: int = 2) -> Msg:
    """A profession as a sentence names it ("your hunters", "1 hunter": lower case where the
    language writes it so), plural by default, as the rules speak of a profession's natives."""
    if theme_id == "natives":
        return Msg.named("natives-prof-word", prof, n=n)
    return Msg.named("inuit-prof-word", prof, n=n)


def tribe_msg(theme_id: str, tribe_id: str) -> Msg:
    """A tribe's (an Inuit village's) name: "Bear", "Raven"; sentences say "the Bear tribe"."""
    return Msg.named("natives-tribe", tribe_id) if theme_id == "natives" else Msg.named("inuit-tribe", tribe_id)


def word_msg(theme_id: str, key: str, n: int = 1) -> Msg:
    """One of the theme's words (``WORDS``): ``area`` (the prairie, the Great White),
    ``end-card`` (Winter Is Coming, Polar Nightfall), and, ``n`` of them, ``native`` (a native,
    an Inuk), ``tribe`` (village), ``scalp`` (weapon), ``ritual`` (rite), ``totem`` (spirit),
    ``food`` (food card, game card), ``profession`` (occupation).

    >>> str(word_msg("inuit", "native", n=3)), str(word_msg("natives", "area"))
    ('Inuit', 'prairie')
    """
    if key not in WORDS:
        raise KeyError(key)
    args = {"n": n} if key in COUNTED_WORDS else {}
    if theme_id == "natives":
        return Msg.named("natives-word", key, **args)
    return Msg.named("inuit-word", key, **args)


@dataclass(frozen=True)
class Card:
    kind: str
    family: str             # native, food, ritual, totem, war-peace, season-change
    name: str
    points: int = 0
    tribes: tuple[str, ...] = ()   # natives: colours; War and Peace: the tribe shown
    food: str = ""          # food cards: which food (bison, salmon, corn); big food too
    effect: str = ""        # rituals: what playing it does; legendary natives: their rule
    per: str = ""           # totems: what it counts
    count: int = 1          # copies in the deck
    expansion: str = ""     # "" for the base game
    removed_by: tuple[str, ...] = ()
    big: bool = False       # big food (Soul of the Prairie)
    weight: int = 1         # natives: how many natives the card counts as (Ah and Oh: 2)
    scalpable: bool = True  # natives: may become a scalp (not Ah and Oh)
    in_tribe: int | None = None   # tribeless natives: what one scores in its own tribe
    profession: str = ""    # legendary natives with a majority: the profession counted
    text: str = ""          # a short rules text, for the picture and the help


@dataclass(frozen=True)
class SeasonCard:
    id: str
    season: str
    name: str
    effect: str
    starred: bool
    text: str

    @property
    def moment(self) -> str:
        return SEASON_EFFECTS[self.effect]


@dataclass(frozen=True)
class SeasonSet:
    id: str
    number: int
    name: str
    cards: tuple[str, ...]
    text: str = ""


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
    all_cards: dict[str, Card] = field(default_factory=dict)
    # whether a ritual taken this turn already counts as the player's while it is played
    # (Natives: yes; Inuit: "resolve the rites, then place them above the Shaman")
    rituals_count_while_played: bool = True
    expansions: tuple[str, ...] = ()
    # Soul of the Prairie: War and Peace
    war_points: int = 0
    peace_points: int = 0
    absent_warriors: int = 0
    # Seasons
    seasons: dict[str, SeasonCard] = field(default_factory=dict)
    season_sets: list[SeasonSet] = field(default_factory=list)
    season_changes: list[str] = field(default_factory=list)   # summer's, then autumn's
    season_prairie_start: int = 10
    curse_points: int = 0
    curse_tokens: int = 0      # the box's supply (Seasons: 18)

    # -- lookups -----------------------------------------------------------------------
    def card(self, kind: str) -> Card:
        return self.all_cards[kind]

    def known(self, kind: str) -> bool:
        return kind in self.all_cards

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
        card = self.all_cards[kind]
        for want in self.profession(prof).takes:
            if want == card.family or (card.family == "food" and want == f"food:{card.food}"):
                return True
        return False

    def base_deck(self) -> list[str]:
        """Every card of the base game, ``count`` copies of each kind, in data order."""
        return [kind for kind, card in self.cards.items() for _ in range(card.count)]

    def deck(self, expansions: list[str] | tuple[str, ...] = ()) -> list[str]:
        """The cards shuffled into the deck with these expansions, in data order (the season
        change cards are placed by the Seasons setup, not shuffled)."""
        out = []
        for kind, card in self.all_cards.items():
            if card.family == "season-change":
                continue
            if card.expansion and card.expansion not in expansions:
                continue
            if set(card.removed_by) & set(expansions):
                continue
            out += [kind] * card.count
        return out

    def order(self, kind: str) -> int:
        """A stable sort key: the data order of kinds."""
        return self._order[kind]

    def season_set(self, key: str) -> SeasonSet | None:
        for s in self.season_sets:
            if key in (s.id, str(s.number), f"set-{s.number}", _slug(s.name)):
                return s
        return None

    def __post_init__(self) -> None:
        self._order = {k: i for i, k in enumerate(self.all_cards)}


def _slug(text: str) -> str:
    """"A Midsummer Night's Dream" -> "a-midsummer-nights-dream"; "Spring Kind" -> "spring-kind"."""
    text = re.sub(r"['’]", "", text.lower())
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


@cache
def theme(name: str) -> Theme:
    """Load and validate ``data/<name>.toml`` (cached: data is read-only at run time)."""
    return build(name, load(name))


def build(name: str, raw: dict[str, Any]) -> Theme:
    """The theme of the parsed data file ``raw`` (``data/<name>.toml``), validated."""
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
    all_cards = _cards(raw, where, tribes, professions)
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
        cards={k: c for k, c in all_cards.items() if not c.expansion},
        all_cards=all_cards,
        rituals_count_while_played=(
            required(t, "rituals_count_while_played", bool, f"{where} [theme]")
            if "rituals_count_while_played" in t else True
        ),
    )
    _war_peace_rules(raw, where, th)
    _seasons(raw, where, th)
    th.expansions = tuple(
        e for e in EXPANSIONS
        if any(c.expansion == e for c in all_cards.values()) or (e == "seasons" and th.seasons)
    )
    th.__post_init__()
    _check(th, where)
    return th


def _expansion(e: dict, w: str) -> str:
    exp = e.get("expansion", "")
    if exp and exp not in EXPANSIONS:
        raise DataError(f"{w}: expansion {exp!r} is not one of {', '.join(EXPANSIONS)}")
    return exp


def _house_marked(entry: dict, where: str) -> None:
    """A split the rulebook does not give (how many natives per tribe or pair of tribes)
    is house data (DESIGN.md): marked ``house = true`` with its one-line rationale."""
    if entry.get("house") is not True:
        raise DataError(f"{where}: the split of the natives is house data and must say house = true")
    if not isinstance(entry.get("rationale"), str) or not entry["rationale"].strip():
        raise DataError(f"{where}: house data needs a one-line rationale")


def _add(cards: dict[str, Card], card: Card, w: str) -> None:
    if card.kind in cards:
        raise DataError(f"{w}: the id {card.kind!r} is used twice")
    if not re.fullmatch(r"[a-z0-9][a-z0-9-]*", card.kind):
        raise DataError(f"{w}: id {card.kind!r} should be lower-case letters, digits and '-'")
    if card.count < 1:
        raise DataError(f"{w}: count should be at least 1, not {card.count}")
    cards[card.kind] = card


def _cards(raw: dict, where: str, tribes: list[Tribe], profs: list[Profession]) -> dict[str, Card]:
    cards: dict[str, Card] = {}
    t = raw["theme"]
    natives = required(raw, "natives", dict, where)
    singles = required(natives, "singles_per_tribe", int, f"{where} [natives]")
    doubles = required(natives, "doubles_per_pair", int, f"{where} [natives]")
    _house_marked(natives, f"{where} [natives]")
    for tribe in tribes:
        kind = f"{t['single']}-{tribe.id}"
        _add(cards, Card(kind, "native", f"{tribe.name} {t['single']}", tribes=(tribe.id,),
                         count=singles), f"{where} tribe {tribe.id}")
    for a, b in combinations(tribes, 2):
        kind = f"{t['double']}-{a.id}-{b.id}"
        _add(cards, Card(kind, "native", f"{a.name}-{b.name} {t['double']}",
                         tribes=(a.id, b.id), count=doubles), f"{where} tribe {a.id}")
    prof_ids = [p.id for p in profs]
    for e in raw.get("legendary", []):
        w = f"{where} legendary {e.get('id')}"
        effect = required(e, "effect", str, w)
        if effect not in LEGENDARY_EFFECTS:
            raise DataError(f"{w}: effect {effect!r} is not one of {', '.join(LEGENDARY_EFFECTS)}")
        prof = e.get("profession", "")
        if effect in ("majority", "quick-hand") and prof not in prof_ids:
            raise DataError(f"{w}: profession {prof!r} is not one of {', '.join(prof_ids)}")
        if effect == "quick-hand" and prof != "scout":
            raise DataError(f"{w}: Quick Hand goes under the scouts (profession = \"scout\")")
        _add(cards, Card(
            required(e, "id", str, w), "native", required(e, "name", str, w),
            points=required(e, "points", int, w), effect=effect, profession=prof,
            in_tribe=required(e, "in_tribe", int, w), weight=e.get("weight", 1),
            scalpable=e.get("scalp", True), text=required(e, "text", str, w),
            expansion=_expansion(e, w),
        ), w)
    for e in raw.get("strangers", []):
        w = f"{where} stranger {e.get('id')}"
        _add(cards, Card(
            required(e, "id", str, w), "native", required(e, "name", str, w),
            in_tribe=required(e, "in_tribe", int, w), count=required(e, "count", int, w),
            text=e.get("text", ""), expansion=_expansion(e, w),
        ), w)
    for e in required(raw, "food", list, where):
        w = f"{where} food {e.get('id')}"
        kind = required(e, "id", str, w)
        _add(cards, Card(kind, "food", required(e, "name", str, w),
                         points=required(e, "points", int, w), food=e.get("food", kind),
                         count=required(e, "count", int, w), big=e.get("big", False),
                         expansion=_expansion(e, w)), w)
    for e in required(raw, "rituals", list, where):
        w = f"{where} ritual {e.get('id')}"
        kind = required(e, "id", str, w)
        effect = required(e, "effect", str, w)
        if effect not in RITUAL_EFFECTS:
            raise DataError(f"{w}: effect {effect!r} is not one of {', '.join(RITUAL_EFFECTS)}")
        _add(cards, Card(kind, "ritual", required(e, "name", str, w),
                         points=required(e, "points", int, w), effect=effect,
                         count=required(e, "count", int, w), text=e.get("text", ""),
                         expansion=_expansion(e, w)), w)
    for e in required(raw, "totems", list, where):
        w = f"{where} totem {e.get('id')}"
        kind = required(e, "id", str, w)
        per = required(e, "per", str, w)
        if per.split(":")[0] not in TOTEM_COUNTS:
            raise DataError(
                f"{w}: per {per!r} should be one of scalp, stranger, food[:id], native[:profession]"
            )
        removed = tuple(e.get("removed_by", ()))
        for exp in removed:
            if exp not in EXPANSIONS:
                raise DataError(f"{w}: removed_by {exp!r} is not one of {', '.join(EXPANSIONS)}")
        _add(cards, Card(kind, "totem", required(e, "name", str, w),
                         points=required(e, "points", int, w), per=per,
                         count=e.get("count", 1), removed_by=removed,
                         expansion=_expansion(e, w)), w)
    wp = raw.get("war_peace")
    if wp is not None:
        w = f"{where} [war_peace]"
        per_tribe = required(wp, "per_tribe", int, w)
        for tribe in tribes:
            kind = f"war-peace-{tribe.id}"
            _add(cards, Card(kind, "war-peace", f"War and Peace: {tribe.name}",
                             tribes=(tribe.id,), count=per_tribe,
                             expansion=_expansion(wp, w)), w)
    for e in raw.get("season_changes", []):
        w = f"{where} season change {e.get('id')}"
        season = required(e, "season", str, w)
        if season not in SEASONS[1:]:
            raise DataError(f"{w}: season {season!r} should be summer or autumn")
        _add(cards, Card(required(e, "id", str, w), "season-change", required(e, "name", str, w),
                         text=season, expansion="seasons"), w)
    return cards


def _war_peace_rules(raw: dict, where: str, th: Theme) -> None:
    wp = raw.get("war_peace")
    if wp is None:
        return
    w = f"{where} [war_peace]"
    th.war_points = required(wp, "war_points", int, w)
    th.peace_points = required(wp, "peace_points", int, w)
    th.absent_warriors = required(wp, "absent_warriors", int, w)


def _seasons(raw: dict, where: str, th: Theme) -> None:
    entries = raw.get("season_cards", [])
    if not entries:
        return
    rules = required(raw, "seasons", dict, where)
    th.curse_points = required(rules, "curse_points", int, f"{where} [seasons]")
    th.curse_tokens = required(rules, "curse_tokens", int, f"{where} [seasons]")
    if th.curse_tokens < 1:
        raise DataError(f"{where} [seasons]: curse_tokens should be at least 1, not {th.curse_tokens}")
    th.season_prairie_start = required(rules, "prairie_start", int, f"{where} [seasons]")
    for e in entries:
        w = f"{where} season card {e.get('id')}"
        card = SeasonCard(
            id=required(e, "id", str, w),
            season=required(e, "season", str, w),
            name=required(e, "name", str, w),
            effect=required(e, "effect", str, w),
            starred=required(e, "starred", bool, w),
            text=required(e, "text", str, w),
        )
        if card.season not in SEASONS:
            raise DataError(f"{w}: season {card.season!r} is not one of {', '.join(SEASONS)}")
        if card.effect not in SEASON_EFFECTS:
            raise DataError(f"{w}: effect {card.effect!r} is not one of {', '.join(SEASON_EFFECTS)}")
        if card.id in th.seasons or card.id in th.all_cards:
            raise DataError(f"{w}: the id {card.id!r} is used twice")
        if card.id != _slug(card.id):
            raise DataError(f"{w}: id {card.id!r} should be lower-case letters, digits and '-'")
        th.seasons[card.id] = card
    for season in SEASONS:
        n = sum(1 for c in th.seasons.values() if c.season == season)
        if n != 3:
            raise DataError(f"{where} season cards: {season} has {n} cards, not 3")
    for i, e in enumerate(raw.get("season_sets", [])):
        w = f"{where} season set {e.get('id', f'#{i + 1}')}"
        s = SeasonSet(
            id=required(e, "id", str, w),
            number=required(e, "number", int, w),
            name=required(e, "name", str, w),
            cards=tuple(required(e, "cards", list, w)),
            text=e.get("text", ""),
        )
        for c in s.cards:
            if c not in th.seasons:
                raise DataError(f"{w}: no season card called {c!r}")
        if [th.seasons[c].season for c in s.cards] != list(SEASONS):
            raise DataError(f"{w}: cards should be one spring, one summer and one autumn card, in order")
        th.season_sets.append(s)
    changes = {c.text: k for k, c in th.all_cards.items() if c.family == "season-change"}
    if set(changes) != {"summer", "autumn"}:
        raise DataError(f"{where} season_changes: one card for summer and one for autumn")
    th.season_changes = [changes["summer"], changes["autumn"]]


def _check(th: Theme, where: str) -> None:
    ids = [p.id for p in th.professions]
    if "scout" not in ids or "elder" not in ids or "warrior" not in ids or "shaman" not in ids:
        raise DataError(f"{where}: the professions must include elder, shaman, warrior and scout")
    foods = {c.food for c in th.all_cards.values() if c.family == "food"}
    for p in th.professions:
        for want in p.takes:
            fam = want.split(":")[0]
            if fam not in FAMILIES:
                raise DataError(f"{where} profession {p.id}: cannot take {want!r}")
            if ":" in want and want.split(":")[1] not in foods:
                raise DataError(f"{where} profession {p.id}: no food called {want.split(':')[1]!r}")
    for card in th.all_cards.values():
        if card.per.startswith("native:") and card.per.split(":")[1] not in ids:
            raise DataError(f"{where} totem {card.kind}: no profession {card.per.split(':')[1]!r}")
        if card.per.startswith("food:") and card.per.split(":")[1] not in foods:
            raise DataError(f"{where} totem {card.kind}: no food {card.per.split(':')[1]!r}")
        if card.family == "food" and card.big and not any(
            c.food == card.food and not c.big for c in th.all_cards.values() if c.family == "food"
        ):
            raise DataError(f"{where} food {card.kind}: a big food needs an ordinary {card.food!r}")
