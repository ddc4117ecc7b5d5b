"""The components of Natera, read from ``data/natera.toml`` and checked against natera.txt.

The engine (:mod:`bot.rules.natera`) speaks location tile ids, card ids, specialist ids,
tribe ids and science space names; effects are lists of small steps (:class:`Step`, parsed
once here; their kinds are the table ``STEPS`` of :mod:`bot.rules.natera_steps`) shared by
locations, cards, specialists, science spaces, discs and the tribes' own setups and rest
phases, so one interpreter resolves all of them. A file that breaks a rule of the rulebook is refused with an error
naming the file and the entry (``data/natera.toml card aquaponics: ...``), so that a group
editing the house data learns at once what is wrong.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any

from bot.l10n import Msg
from data import DataError, load
from data import field as required

WHERE = "data/natera.toml"
RESOURCES = ("food", "supply", "power", "endurance", "agility", "intelligence")
ATTRIBUTES = ("endurance", "agility", "intelligence")     # the three alternative card costs
DISTRICTS = ("farm", "city", "military", "coast")          # the four with an authority track
ALL_DISTRICTS = (*DISTRICTS, "forest")
MAX_AUTHORITY = 10                                         # the top of an authority track
CONTENT_TAGS = ("science", "improvement", "interactive", "discovery", "nuclear")
KIND_TAGS = ("basic", "advanced", "specialist")            # Red Panda counts these too
CARD_KINDS = ("instant", "production", "ability", "passive")
DECKS = ("basic", "advanced", "nuclear")                   # nuclear cards join the advanced deck
EXPANSION = "nuclear-discovery"
COPY_SCOPES = ("forest", "tier1", "any")
PASSIVES = ("visit", "tag", "hire", "card", "settle")
TIER_SLOTS = {1: 2, 2: 2, 3: 1}                            # locations a district shows per tier
TIER_POOLS = {1: 2, 2: 5, 3: 3}                            # natera.txt, Board Locations: each pool's tiles
NUCLEAR_CARDS = 10                                         # "10 Exploration Cards (Advanced)"
FOREST_SLOTS = 6
ROWS, COLUMNS = 5, "abc"                                   # science board: 5 rows of 3
# the board's locations by place, which never changes: farm-1 .. coast-5, forest-1 .. forest-6
SLOTS = tuple(f"{d}-{k}" for d in DISTRICTS for k in range(1, 6)) + tuple(
    f"forest-{k}" for k in range(1, FOREST_SLOTS + 1))
OBJECTIVES = (
    "specialists-5", "specialists-costs", "specialists-plain", "specialists-vp-values",
    "settlements-4", "settlements-farm-city-coast", "settlements-farm-coast-military",
    "settlements-tiers", "requirements-7", "requirements-presence-5",
    "requirements-authority-4", "authority-3-everywhere", "growth-8", "growth-column",
    "growth-two-rows", "science-5", "improvement-4", "interactive-3", "advanced-6",
    "discovery-6",
)
# what each objective says (natera.txt, Claim Tiles), for the view
OBJECTIVE_TEXT = {
    "specialists-5": "5 Specialist cards",
    "specialists-costs": "2 Specialists costing more than 19 Food and 2 costing less than 20",
    "specialists-plain": "4 Specialists without Endurance, Agility and Intelligence rewards",
    "specialists-vp-values": "4 Specialists with different VP values (special values included)",
    "settlements-4": "4 settlements",
    "settlements-farm-city-coast": "3 settlements: one in the Farm, City and Coast",
    "settlements-farm-coast-military": "3 settlements: one in the Farm, Coast and Military",
    "settlements-tiers": "3 settlements in Tier 2 and/or Tier 3",
    "requirements-7": "7 Exploration cards with a requirement",
    "requirements-presence-5": "5 Exploration cards requiring an Explorer or Tribe leader in a District",
    "requirements-authority-4": "4 Exploration cards requiring authority on a track",
    "authority-3-everywhere": "3 authority in each of the Farm, City, Military and Coast",
    "growth-8": "8 growth tokens on the science board",
    "growth-column": "5 growth tokens in a full column of the science board",
    "growth-two-rows": "6 growth tokens in two full continuous rows of the science board",
    "science-5": "5 Exploration cards with a Science tag",
    "improvement-4": "4 Exploration cards with an Improvement tag",
    "interactive-3": "3 Exploration cards with an Interactive tag",
    "advanced-6": "6 Advanced Exploration cards played",
    "discovery-6": "6 Exploration cards with a Discovery tag",
}
TRIBE_IDS = ("bears", "beavers", "chimpanzees", "foxes", "gorillas", "moles", "rabbits",
             "racoons", "ravens", "red-pandas", "reptiles", "turtles")

# The step language's kinds (their syntax, where each may appear, their behaviour) are the
# table STEPS of bot/rules/natera_steps.py; these are the scopes the loader allows, by field.
SPACE_SCOPES = ("effect", "space")       # a science space (points too)
EFFECT_SCOPES = ("effect",)              # a card, a location, a specialist
TRIBE_SCOPES = ("effect", "tribe")       # a tribe's setup and rest phase


# -- the components' names, as messages (data/locales/<lang>/natera.ftl) --------------------------
# The data's English names (``name`` fields) stay for the views and the logs' old lines; a reader
# of another language reads these. tests/test_l10n_natera.py fails when a data id has none.
def card_msg(card_id: str) -> Msg:
    """An exploration card's name: ``card_msg("aquaponics")`` reads "Aquaponics" / "Acuaponía"."""
    return Msg.named("natera-card", card_id)


def specialist_msg(specialist_id: str) -> Msg:
    """A specialist's name (``business-ape``: "Business Ape")."""
    return Msg.named("natera-specialist", specialist_id)


def name_msg(ident: str) -> Msg:
    """The name of a card or a specialist, whichever ``ident`` is (an ability names either)."""
    return specialist_msg(ident) if ident in components().specialists else card_msg(ident)


def tribe_msg(tribe_id: str) -> Msg:
    """A tribe's name (``bears``: "Bear Rangers"), without article: sentences say "the tribe …"."""
    return Msg.named("natera-tribe", tribe_id)


def district_msg(district: str) -> Msg:
    """A district's name, ``forest`` included; its ``.gender`` chooses a sentence's article."""
    return Msg.named("natera-district", district)


def district_word_msg(district: str) -> Msg:
    """A district as a sentence names it ("in the farm": lowercase in English, where
    :func:`district_msg` is the board's name, "Farm"); ``.gender`` where a language has one."""
    return Msg.named("natera-district-word", district)


def tag_word_msg(tag: str) -> Msg:
    """A content tag as a sentence names it ("a nuclear card", "2 science tags in play")."""
    return Msg.named("natera-tag-word", tag)


def deck_msg(deck: str) -> Msg:
    """A deck, ``basic`` or ``advanced``, as a sentence names its cards ("a basic card")."""
    return Msg.named("natera-deck", deck)


def requirement_msg(requires: tuple[str, ...]) -> Msg:
    """What a card requires (``Card.requires``: ``("authority", "farm", "2")``) as a sentence
    names it: "2 authority in the farm"."""
    if requires[0] == "presence":
        return Msg("natera-requires-presence", district=district_word_msg(requires[1]))
    if requires[0] == "authority":
        return Msg("natera-requires-authority", n=int(requires[2]), district=district_word_msg(requires[1]))
    return Msg("natera-requires-tags", n=int(requires[2]), tag=tag_word_msg(requires[1]))


def resource_msg(resource: str) -> Msg:
    """A resource's word (``power``: "power"), with ``.gender`` in the languages that have one."""
    return Msg.named("natera-resource", resource)


def amount_msg(resource: str, n: int) -> Msg:
    """``n`` of a resource: "3 food", "3 de comida", "1 suministro" (plural per language)."""
    return Msg.named("natera-amount", resource, n=n)


def token_msg(kind: str, n: int = 1) -> Msg:
    """A token's word, ``leader`` or ``explorer``, in the number ``n`` asks (without the count)."""
    return Msg.named("natera-token", kind, n=n)


def tag_msg(tag: str) -> Msg:
    """A card tag (content tags, and basic / advanced / specialist)."""
    return Msg.named("natera-tag", tag)


def objective_msg(objective: str) -> Msg:
    """What a claim objective asks (natera.txt, Claim Tiles): ``OBJECTIVE_TEXT`` in every language."""
    return Msg.named("natera-objective", objective)


def science_msg(board: str, side: str) -> Msg:
    """A science board and its side: "Oak tree, side A"."""
    return Msg.named("natera-science", board, side=side.upper())


@dataclass(frozen=True)
class Step:
    """One effect step, read once: ``gain food 2`` is the kind ``gain`` with the words
    ``("food", "2")``; ``oneof gain endurance 3 | any 2`` holds its two alternatives. ``text``
    is the step as the data wrote it (the engine's queue keeps it in the JSON state, and the
    log quotes it)."""

    text: str
    kind: str
    args: tuple[str, ...] = ()
    alternatives: tuple[Step, ...] = ()

    def __str__(self) -> str:
        return self.text

    @property
    def amount(self) -> int:
        """The number a counted step ends with (``draw 3`` -> 3)."""
        return int(self.args[-1])

    def view(self) -> dict[str, Any]:
        """The step as views carry it (bot/rules/natera_view.py ``StepView``)."""
        return {"kind": self.kind, "args": list(self.args),
                "alternatives": [{"kind": a.kind, "args": list(a.args)} for a in self.alternatives]}


@cache
def parse_step(text: str) -> Step:
    """``"gain food 2"`` -> ``Step("gain food 2", "gain", ("food", "2"))``, the alternatives of
    a ``oneof`` parsed too; the text is not checked (see :func:`check_atom`)."""
    kind, _, rest = text.partition(" ")
    if kind == "oneof":
        return Step(text, kind, (), tuple(parse_step(part.strip()) for part in rest.split("|")))
    return Step(text, kind, tuple(rest.split()))


def _kinds(scopes: tuple[str, ...]) -> tuple[str, ...]:
    # imported here: the step table's behaviours import this module's constants
    from .natera_steps import STEPS
    return tuple(k for k, kind in STEPS.items() if kind.scope in scopes)


def check_atom(atom: Any, where: str, allow: tuple[str, ...] | None = None) -> Step:
    """The step ``atom`` parsed, or a DataError naming ``where`` if it is not a step of the
    language of a kind in ``allow`` (by default what a science space may say)."""
    from .natera_steps import STEPS
    allow = _kinds(SPACE_SCOPES) if allow is None else allow
    if not isinstance(atom, str):
        raise DataError(f"{where}: effect step {atom!r} should be a string")
    verb, _, rest = atom.partition(" ")
    if verb not in STEPS or verb not in allow:
        raise DataError(f"{where}: '{verb}' is not an effect step here (one of {', '.join(allow)})")
    if not re.fullmatch(STEPS[verb].syntax, rest):
        raise DataError(f"{where}: '{atom}' does not read as '{verb} {STEPS[verb].syntax}'")
    step = parse_step(atom)
    if verb == "oneof":
        if len(step.alternatives) < 2:
            raise DataError(f"{where}: '{atom}' needs two alternatives or more")
        for alt in step.alternatives:
            check_atom(alt.text, where, ("gain", "any"))
    return step


def pays(effect: Iterable[Step]) -> dict[str, int]:
    """The exchange cost at the front of an effect (``pay`` steps)."""
    cost: dict[str, int] = {}
    for step in effect:
        if step.kind == "pay":
            cost[step.args[0]] = cost.get(step.args[0], 0) + int(step.args[1])
    return cost


def gains(effect: Iterable[Step]) -> set[str]:
    """Resources an effect can give (``any`` gives every one)."""
    out: set[str] = set()
    for step in effect:
        if step.kind == "gain":
            out.add(step.args[0])
        elif step.kind == "any":
            out.update(RESOURCES)
        elif step.kind == "oneof":
            out |= gains(step.alternatives)
    return out


@dataclass(frozen=True)
class Location:
    id: str
    district: str
    tier: int
    effect: tuple[Step, ...]
    bonus: tuple[Step, ...]

    @property
    def copies(self) -> bool:
        return any(a.kind == "copy" for a in self.effect)


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    deck: str                  # basic | advanced (nuclear cards are advanced)
    expansion: bool
    count: int
    cost: tuple[int, int, int]  # endurance, agility, intelligence
    tags: tuple[str, ...]       # content tags plus "basic" or "advanced"
    requires: tuple[str, ...]   # () or ("presence", d) / ("authority", d, n) / ("tags", t, n)
    kind: str
    effect: tuple[Step, ...]
    passive: tuple[str, ...]
    vp: int


@dataclass(frozen=True)
class Specialist:
    id: str
    name: str
    cost: int
    tag: str
    reward: tuple[Step, ...]
    ability: tuple[Step, ...]
    vp: int | str               # points, or "per-tag <tag>"

    @property
    def tags(self) -> tuple[str, ...]:
        return ("specialist", self.tag)


@dataclass(frozen=True)
class ScienceSide:
    board: str
    side: str
    name: str
    spaces: dict[str, tuple[Step, ...]]    # "a1" (bottom left) .. "c5" (top right)


@dataclass(frozen=True)
class Tribe:
    id: str
    name: str
    letter: str
    colour: str
    complexity: int
    expansion: bool
    leaders: int
    explorers: int
    start: dict[str, int]
    production: dict[str, int]
    setup: tuple[Step, ...]     # steps of its own at setup step 12 (natera.txt, Tribes)
    rest: tuple[Step, ...]      # its unique production, every rest phase


@dataclass
class Components:
    placings: tuple[int, ...]
    discs: dict[str, tuple[Step, ...]]
    district_names: dict[str, str]
    locations: dict[str, Location]
    claim_tiles: dict[str, tuple[str, str]]
    tribes: dict[str, Tribe]
    cards: dict[str, Card]
    specialists: dict[str, Specialist]
    science: dict[str, dict[str, ScienceSide]]

    def pool(self, district: str, tier: int) -> list[str]:
        return [loc.id for loc in self.locations.values()
                if loc.district == district and loc.tier == tier]

    def deck(self, which: str, expansion: bool) -> list[str]:
        return [c.id for c in self.cards.values() for _ in range(c.count)
                if c.deck == which and (expansion or not c.expansion)]


@cache
def components() -> Components:
    """Load and check ``data/natera.toml`` (cached: data is read-only at run time)."""
    return parse(load("natera"))


def parse(raw: dict[str, Any]) -> Components:
    scoring = required(raw, "scoring", dict, WHERE)
    _house(scoring, f"{WHERE} [scoring]")
    placings = required(scoring, "placings", list, f"{WHERE} [scoring]")
    if len(placings) != 3 or not all(isinstance(x, int) and x >= 0 for x in placings) \
            or sorted(placings, reverse=True) != placings:
        raise DataError(f"{WHERE} [scoring]: placings should be three falling numbers (1st, 2nd, 3rd)")
    comps = Components(
        placings=tuple(placings), discs={}, district_names={}, locations={}, claim_tiles={},
        tribes={}, cards={}, specialists={}, science={},
    )
    _districts(raw, comps)
    _locations(raw, comps)
    _claims(raw, comps)
    _tribes(raw, comps)
    _cards(raw, comps)
    _specialists(raw, comps)
    _science(raw, comps)
    _check(comps)
    loop = exchange_loop(comps)
    if loop:
        raise DataError(f"{WHERE} [[cards]] and [[specialists]]: abilities trade in a loop that never "
                        f"runs dry ({'; '.join(loop)}): a player could repeat it forever and the season "
                        "would never end; make every loop lose something")
    return comps


def _house(entry: dict, where: str) -> None:
    if entry.get("house") is not True:
        raise DataError(f"{where}: house data must say house = true")
    if not isinstance(entry.get("rationale"), str) or not entry["rationale"].strip():
        raise DataError(f"{where}: house data needs a one-line rationale")


def _entries(raw: dict, key: str) -> list[dict]:
    entries = required(raw, key, list, WHERE)
    if not all(isinstance(e, dict) for e in entries):
        raise DataError(f"{WHERE}: '{key}' should be a list of tables")
    return entries


def _id(e: dict, key: str, i: int, seen: dict) -> str:
    ident = required(e, "id", str, f"{WHERE} [[{key}]] #{i + 1}")
    if not re.fullmatch(r"[a-z][a-z0-9.-]*", ident, flags=re.IGNORECASE):
        raise DataError(f"{WHERE} [[{key}]] #{i + 1}: id {ident!r} should be letters, digits and dashes")
    if ident in seen:
        raise DataError(f"{WHERE} {key} {ident}: the id appears twice")
    return ident


def _effect(e: dict, key: str, where: str, allow: tuple[str, ...] | None = None) -> tuple[Step, ...]:
    steps = required(e, key, list, where)
    return tuple(check_atom(a, f"{where} {key}", allow) for a in steps)


def _amounts(e: dict, key: str, where: str) -> dict[str, int]:
    table = required(e, key, dict, where)
    for res, n in table.items():
        if res not in RESOURCES or not isinstance(n, int) or n < 0:
            raise DataError(f"{where}: '{key}' should map resources to amounts, not {res} = {n!r}")
    return dict(table)


def _districts(raw: dict, comps: Components) -> None:
    for i, e in enumerate(_entries(raw, "districts")):
        did = _id(e, "districts", i, comps.discs)
        w = f"{WHERE} district {did}"
        if did not in DISTRICTS:
            raise DataError(f"{w}: the discs belong to {', '.join(DISTRICTS)}")
        _house(e, w)
        comps.district_names[did] = required(e, "name", str, w)
        comps.discs[did] = _effect(e, "disc", w, ("gain", "any"))
    if set(comps.discs) != set(DISTRICTS):
        raise DataError(f"{WHERE} [[districts]]: one disc per district of {', '.join(DISTRICTS)}")
    comps.district_names["forest"] = "Forest"


def _locations(raw: dict, comps: Components) -> None:
    for i, e in enumerate(_entries(raw, "locations")):
        lid = _id(e, "locations", i, comps.locations)
        w = f"{WHERE} location {lid}"
        district = required(e, "district", str, w)
        if district not in ALL_DISTRICTS:
            raise DataError(f"{w}: district {district!r} is not one of {', '.join(ALL_DISTRICTS)}")
        tier = required(e, "tier", int, w)
        if (district == "forest") != (tier == 0) or tier not in (0, 1, 2, 3):
            raise DataError(f"{w}: the Forest is tier 0, the other districts tiers 1 to 3")
        effect = _effect(e, "effect", w, _kinds(EFFECT_SCOPES))
        bonus: tuple[Step, ...] = ()
        if district == "forest":
            if "bonus" in e:
                raise DataError(f"{w}: Forest locations cannot be settled, so they have no bonus")
        else:
            _house(e, w)
            bonus = _effect(e, "bonus", w, ("gain",))
        comps.locations[lid] = Location(lid, district, tier, effect, bonus)
    for d in DISTRICTS:
        for tier, pool in TIER_POOLS.items():
            have = len(comps.pool(d, tier))
            if have != pool:
                raise DataError(f"{WHERE} [[locations]]: natera.txt's {d} has {pool} tier {tier} locations, "
                                f"not {have}")
    if len(comps.pool("forest", 0)) != FOREST_SLOTS:
        raise DataError(f"{WHERE} [[locations]]: the Forest has {FOREST_SLOTS} locations")


def _claims(raw: dict, comps: Components) -> None:
    for i, e in enumerate(_entries(raw, "claim_tiles")):
        tid = _id(e, "claim_tiles", i, comps.claim_tiles)
        w = f"{WHERE} claim tile {tid}"
        _house(e, w)
        if not re.fullmatch(r"[A-E]\.[12]", tid):
            raise DataError(f"{w}: claim tiles are A.1 to E.2")
        sides = (required(e, "front", str, w), required(e, "back", str, w))
        for obj in sides:
            if obj not in OBJECTIVES:
                raise DataError(f"{w}: {obj!r} is not an objective of natera.txt's Claim Tiles")
        comps.claim_tiles[tid] = sides
    if sorted(comps.claim_tiles) != [f"{x}.{n}" for x in "ABCDE" for n in (1, 2)]:
        raise DataError(f"{WHERE} [[claim_tiles]]: the game has the ten tiles A.1 to E.2")
    used = sorted(o for sides in comps.claim_tiles.values() for o in sides)
    if used != sorted(OBJECTIVES):
        raise DataError(f"{WHERE} [[claim_tiles]]: every one of the twenty objectives appears once")


def _tribes(raw: dict, comps: Components) -> None:
    for i, e in enumerate(_entries(raw, "tribes")):
        tid = _id(e, "tribes", i, comps.tribes)
        w = f"{WHERE} tribe {tid}"
        if tid not in TRIBE_IDS:
            raise DataError(f"{w}: natera.txt's tribes are {', '.join(TRIBE_IDS)}")
        _house(e, w)
        exp = e.get("expansion", "")
        if exp not in ("", EXPANSION):
            raise DataError(f"{w}: expansion should be {EXPANSION!r}")
        tribe = Tribe(
            tid, required(e, "name", str, w), required(e, "letter", str, w),
            required(e, "colour", str, w), required(e, "complexity", int, w), bool(exp),
            required(e, "leaders", int, w), required(e, "explorers", int, w),
            _amounts(e, "start", w), _amounts(e, "production", w),
            _effect(e, "setup", w, _kinds(TRIBE_SCOPES)), _effect(e, "rest", w, _kinds(TRIBE_SCOPES)),
        )
        # natera.txt: Moles have 4 explorers and no leader, every Bear token is a leader.
        want = {"moles": (0, 4), "bears": (3, 0)}.get(tid, (1, 2))
        if (tribe.leaders, tribe.explorers) != want:
            raise DataError(f"{w}: natera.txt gives it {want[0]} leaders and {want[1]} explorers")
        if tribe.expansion != (tid in ("red-pandas", "turtles")):
            raise DataError(f"{w}: only the Red Pandas and the Turtles come with {EXPANSION}")
        comps.tribes[tid] = tribe
    missing = [t for t in TRIBE_IDS if t not in comps.tribes]
    if missing:
        raise DataError(f"{WHERE} [[tribes]]: the tribe {missing[0]!r} is missing")
    letters = [t.letter for t in comps.tribes.values()]
    if len(set(letters)) != len(letters):
        raise DataError(f"{WHERE} [[tribes]]: every tribe needs its own letter")


def _requirement(text: str, where: str) -> tuple[str, ...]:
    parts = text.split()
    ok = (
        len(parts) == 2 and parts[0] == "presence" and parts[1] in ALL_DISTRICTS
        or len(parts) == 3 and parts[0] == "authority" and parts[1] in DISTRICTS
        and parts[2].isdigit() and 1 <= int(parts[2]) <= 10
        or len(parts) == 3 and parts[0] == "tags" and parts[1] in CONTENT_TAGS and parts[2].isdigit()
    )
    if not ok:
        raise DataError(f"{where}: requirement {text!r} should be 'presence <district>', "
                        "'authority <district> <n>' or 'tags <tag> <n>'")
    return tuple(parts)


def _passive(text: str, where: str) -> tuple[str, ...]:
    parts = text.split()
    verb = parts[0] if parts else ""
    ok = (
        verb == "visit" and len(parts) == 4 and parts[1] in ALL_DISTRICTS and parts[2] in RESOURCES
        or verb == "tag" and len(parts) == 4 and parts[1] in CONTENT_TAGS and parts[2] in RESOURCES
        or verb in ("hire", "card", "settle") and len(parts) == 2
    )
    if not ok or not parts[-1].isdigit():
        raise DataError(f"{where}: passive {text!r} should be 'visit <district> <res> <n>', "
                        "'tag <tag> <res> <n>', 'hire <n>', 'card <n>' or 'settle <n>'")
    return tuple(parts)


def _cards(raw: dict, comps: Components) -> None:
    for i, e in enumerate(_entries(raw, "cards")):
        cid = _id(e, "cards", i, comps.cards)
        w = f"{WHERE} card {cid}"
        _house(e, w)
        deck = required(e, "deck", str, w)
        if deck not in DECKS:
            raise DataError(f"{w}: deck should be one of {', '.join(DECKS)}")
        cost = required(e, "cost", list, w)
        if len(cost) != 3 or not all(isinstance(x, int) and x >= 0 for x in cost):
            raise DataError(f"{w}: cost should be [endurance, agility, intelligence] (natera.txt 2.1)")
        tags = required(e, "tags", list, w)
        if not tags or any(t not in CONTENT_TAGS for t in tags):
            raise DataError(f"{w}: tags should be some of {', '.join(CONTENT_TAGS)}")
        if (deck == "nuclear") != ("nuclear" in tags):
            raise DataError(f"{w}: the nuclear tag is the Nuclear Discovery cards' own")
        kind = required(e, "kind", str, w)
        if kind not in CARD_KINDS:
            raise DataError(f"{w}: kind should be one of {', '.join(CARD_KINDS)}")
        if (kind == "production") != ("improvement" in tags):
            raise DataError(f"{w}: production cards, and only they, carry the improvement tag")
        effect: tuple[Step, ...] = ()
        passive: tuple[str, ...] = ()
        if kind == "passive":
            passive = _passive(required(e, "passive", str, w), w)
        else:
            effect = _effect(e, "effect", w, _kinds(EFFECT_SCOPES))
            if kind == "ability" and not pays(effect):
                raise DataError(f"{w}: an ability card exchanges something (natera.txt 4.3): start with 'pay'")
            if kind != "ability" and pays(effect):
                raise DataError(f"{w}: only an ability exchanges; an {kind} card's effect cannot 'pay'")
        if "science" in tags and not any(a.kind == "growth" for a in effect):
            raise DataError(f"{w}: natera.txt, Science Board: exploration cards with a science tag \"all contain "
                            "at least one growth bonus\" (a 'growth <n>' step)")
        requires = _requirement(e["requires"], w) if "requires" in e else ()
        count = required(e, "count", int, w)
        if count < 1:
            raise DataError(f"{w}: count should be 1 or more")
        own = "advanced" if deck == "nuclear" else deck
        comps.cards[cid] = Card(
            cid, required(e, "name", str, w), own, deck == "nuclear", count,
            tuple(cost), (*tags, own), requires, kind, effect, passive, int(e.get("vp", 0)),
        )


def _specialists(raw: dict, comps: Components) -> None:
    for i, e in enumerate(_entries(raw, "specialists")):
        sid = _id(e, "specialists", i, comps.specialists)
        w = f"{WHERE} specialist {sid}"
        _house(e, w)
        cost = required(e, "cost", int, w)
        tag = required(e, "tag", str, w)
        if tag not in CONTENT_TAGS or tag == "nuclear":
            raise DataError(f"{w}: a specialist has one tag of science, improvement, interactive, discovery")
        ability = _effect(e, "ability", w, _kinds(EFFECT_SCOPES))
        if set(pays(ability)) != {"power"} or not gains(ability) - {"power"}:
            raise DataError(f"{w}: a specialist's ability exchanges power cells for another resource (natera.txt 3)")
        vp = e.get("vp", 0)
        if isinstance(vp, str):
            parts = vp.split()
            if len(parts) != 2 or parts[0] != "per-tag" or parts[1] not in CONTENT_TAGS:
                raise DataError(f"{w}: vp should be a number or 'per-tag <tag>'")
        elif not isinstance(vp, int):
            raise DataError(f"{w}: vp should be a number or 'per-tag <tag>'")
        reward = _effect(e, "reward", w, tuple(a for a in _kinds(EFFECT_SCOPES) if a != "pay"))
        if not reward:
            raise DataError(f"{w}: a specialist gives an instant reward when hired (natera.txt 3)")
        comps.specialists[sid] = Specialist(sid, required(e, "name", str, w), cost, tag, reward, ability, vp)


def space_name(col: int, row: int) -> str:
    """``(0, 0)`` -> ``"a1"``: column letter, row number from the bottom."""
    return f"{COLUMNS[col]}{row + 1}"


def neighbours(space: str) -> list[str]:
    """Spaces joined to ``space`` on the tree: the orthogonal neighbours of the grid."""
    col, row = COLUMNS.index(space[0]), int(space[1:]) - 1
    out = []
    for dc, dr in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        c, r = col + dc, row + dr
        if 0 <= c < len(COLUMNS) and 0 <= r < ROWS:
            out.append(space_name(c, r))
    return out


def _science(raw: dict, comps: Components) -> None:
    for i, e in enumerate(_entries(raw, "science")):
        board = required(e, "board", str, f"{WHERE} [[science]] #{i + 1}")
        side = required(e, "side", str, f"{WHERE} [[science]] #{i + 1}")
        w = f"{WHERE} science {board} side {side}"
        _house(e, w)
        if side not in ("a", "b") or side in comps.science.get(board, {}):
            raise DataError(f"{w}: each board has a side a and a side b, once each")
        rows = required(e, "rows", list, w)
        if len(rows) != ROWS or any(not isinstance(r, list) or len(r) != len(COLUMNS) for r in rows):
            raise DataError(f"{w}: rows should be {ROWS} rows of {len(COLUMNS)} spaces, bottom first")
        spaces: dict[str, tuple[Step, ...]] = {}
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                sw = f"{w} space {space_name(c, r)}"
                atoms = tuple(check_atom(a.strip(), sw) for a in str(text).split(";"))
                if r == 0 and any(a.kind != "gain" for a in atoms):
                    raise DataError(f"{sw}: the bottom three spaces are production (natera.txt, Science Board)")
                spaces[space_name(c, r)] = atoms
        comps.science.setdefault(board, {})[side] = ScienceSide(board, side, required(e, "name", str, w), spaces)
    if len(comps.science) != 5 or any(len(s) != 2 for s in comps.science.values()):
        raise DataError(f"{WHERE} [[science]]: the game has five double-sided science boards")


def _check(comps: Components) -> None:
    """Every tag, requirement kind, reward kind and objective must be reachable."""
    cards = list(comps.cards.values())
    for tag in CONTENT_TAGS:
        if not any(tag in c.tags for c in cards):
            raise DataError(f"{WHERE} [[cards]]: no card carries the {tag} tag")
    for kind in CARD_KINDS:
        for deck in ("basic", "advanced"):
            if kind != "passive" and not any(c.kind == kind and c.deck == deck and not c.expansion
                                             for c in cards):
                raise DataError(f"{WHERE} [[cards]]: the {deck} deck has no {kind} card")
    for req in ("presence", "authority", "tags"):
        if not any(c.requires and c.requires[0] == req for c in cards):
            raise DataError(f"{WHERE} [[cards]]: no card has a {req} requirement")
    specs = list(comps.specialists.values())
    if len(specs) < 10:
        raise DataError(f"{WHERE} [[specialists]]: the row needs a deck of at least ten")
    if sum(s.cost > 19 for s in specs) < 2 or sum(s.cost < 20 for s in specs) < 2:
        raise DataError(f"{WHERE} [[specialists]]: a claim needs two costing more than 19 and two less than 20")
    plain = [s for s in specs if not (gains(s.reward) | gains(s.ability)) & set(ATTRIBUTES)]
    if len(plain) < 4:
        raise DataError(f"{WHERE} [[specialists]]: a claim needs four without attribute rewards")
    if len({str(s.vp) for s in specs}) < 4:
        raise DataError(f"{WHERE} [[specialists]]: a claim needs four different VP values")
    nuclear = sum(c.count for c in cards if c.expansion)
    if nuclear != NUCLEAR_CARDS:
        raise DataError(f"{WHERE} [[cards]]: Nuclear Discovery adds {NUCLEAR_CARDS} advanced cards, not {nuclear}")
    for deck in ("basic", "advanced"):
        if len(comps.deck(deck, False)) < 40:
            raise DataError(f"{WHERE} [[cards]]: the {deck} deck should hold 40 cards or more for four players")


# natera.txt, "Discard 2 Cards (A Free Action)": "discard 2 cards from their hand in order to gain
# 1 resource of their choice", as often as they like (bot/rules/natera.py DISCARD_TRADE).
FREE_DISCARD_CARDS = 2
EXCHANGE_GOODS = (*RESOURCES, "card")


def exchanges(comps: Components) -> dict[tuple[str, str], tuple[float, str]]:
    """What a player can repeat without limit inside one season, as exchange rates: (paid,
    got) -> (the most ``got`` per one ``paid``, the ability that gives it).

    Abilities may be used "any number of times per season" (natera.txt, 4.2 and 4.3), every
    specialist's by the Racoons (the row's too), and the free discard as often as a player
    likes; everything else (a token sent, a card played, a growth token) is used up. An
    ability paying several things is over-counted as if it paid each alone, and all it gives
    (cards drawn included) is counted towards each thing it gives, so a loop found here may be
    looser than the real one, never missed."""
    rates: dict[tuple[str, str], tuple[float, str]] = {}

    def add(paid: str, got: str, rate: float, via: str) -> None:
        if rate > rates.get((paid, got), (0.0, ""))[0]:
            rates[(paid, got)] = (rate, via)

    abilities = [(c.id, c.effect) for c in comps.cards.values() if c.kind == "ability"]
    abilities += [(sp.id, sp.ability) for sp in comps.specialists.values()]
    for ident, effect in abilities:
        cost = pays(effect)
        got = set(gains(effect))
        units = 0
        for step in effect:
            if step.kind in ("gain", "any", "draw"):
                units += step.amount
                got |= {"card"} if step.kind == "draw" else set()
            elif step.kind == "oneof":
                units += max(alt.amount for alt in step.alternatives)
        if not cost:
            for thing in got:
                add(thing, thing, float("inf"), ident)      # free: repeatable for nothing
        for paid, n in cost.items():
            for thing in got:
                add(paid, thing, units / n, ident)
    for res in RESOURCES:
        add("card", res, 1 / FREE_DISCARD_CARDS, "the free discard")
    # Chimpanzees: "Agility can be used as Intelligence and vice versa": what either buys,
    # the other buys too (a trade of its own would be a loop of two steps that gains nothing)
    for (paid, got), (rate, via) in list(rates.items()):
        for a, b in (("agility", "intelligence"), ("intelligence", "agility")):
            if paid == a and got != b:
                add(b, got, rate, f"{via} (Chimpanzees: {b} as {a})")
    return rates


def exchange_loop(comps: Components) -> list[str] | None:
    """A loop of repeatable exchanges that gives back at least what it costs (so it could be
    run forever: a season whose last player never has to pass), or None. Each step reads
    ``"chef-badger: 1 power -> 3 food"``. Every closed walk that gains splits into simple
    cycles, one of which gains, so the simple cycles of these seven goods are enough."""
    rates = exchanges(comps)
    goods = EXCHANGE_GOODS

    def walk(path: list[str], product: float) -> list[str] | None:
        here = path[-1]
        for nxt in goods:
            if (here, nxt) not in rates:
                continue
            rate = rates[(here, nxt)][0] * product
            if nxt == path[0]:
                if rate >= 1 - 1e-9:
                    return [*path, nxt]
            elif nxt not in path and goods.index(nxt) > goods.index(path[0]):
                found = walk([*path, nxt], rate)
                if found:
                    return found
        return None

    for start in goods:
        cycle = walk([start], 1.0)
        if cycle:
            steps = []
            for a, b in zip(cycle, cycle[1:], strict=False):
                rate, via = rates[(a, b)]
                steps.append(f"{via}: 1 {a} -> {rate:g} {b}")
            return steps
    return None
