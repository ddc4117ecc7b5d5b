"""The shape of Natera's ``view(seat)``: what the renderer, the AI seats and the Discord layer read.

Declared once, here, so that a reader knows which keys a view holds and which only sometimes
(``NotRequired``: present in some positions, absent in others, never ``None`` instead), and the
contract suite (tests/test_contract.py) checks every view of its seeded games against it, key
for key. Seats are named by their seat name. Effects travel as their steps (:class:`StepView`,
one per step of ``data/natera.toml``'s language, kinds in bot/rules/natera_steps.py ``STEPS``),
never as joined text: a reader needs no parser.
"""

from typing import NotRequired, TypedDict


class AlternativeView(TypedDict):
    kind: str                       # gain or any: one reward of a "oneof"
    args: list[str]


class StepView(TypedDict):
    kind: str                       # gain, pay, draw, copy, oneof, ... (natera_steps.STEPS)
    args: list[str]                 # its words: ["food", "2"], ["forest", "1"]; [] for a oneof
    alternatives: list[AlternativeView]   # a oneof's rewards; [] for every other kind


class TokenView(TypedDict):
    seat: str
    kind: str                       # leader or explorer


class LocationView(TypedDict):
    slot: str                       # farm-1 .. coast-5, forest-1 .. forest-6
    district: str
    tier: int                       # 0 for the Forest
    revealed: bool
    tokens: list[TokenView]
    settlement: str | None
    tile: NotRequired[str]          # revealed locations only, as the next three
    text: NotRequired[list[StepView]]            # its effect
    bonus: NotRequired[list[StepView] | None]    # its settlement bonus (None in the Forest)
    access: NotRequired[str]


class DistrictView(TypedDict):
    id: str                         # farm, city, military, coast, forest
    name: str
    slots: list[str]
    authority: NotRequired[dict[str, int]]       # the four districts with a track only, as below
    disc: NotRequired[str | None]
    disc_production: NotRequired[list[StepView]]
    claim: NotRequired[str | None]


class ClaimView(TypedDict):
    tile: str                       # A.1 .. E.2
    side: str                       # front or back
    objective: str
    text: str
    holder: str | None
    late: list[str]


class DecisionView(TypedDict):
    seat: str                       # who resolves the effect
    about: str                      # what the effect comes from, in English (logs, old readers)
    source: NotRequired[str]        # the same as a key (``card:<id>``…: natera_steps.source_msg)
    step: StepView                  # the step that asks


class OptionsView(TypedDict):
    draft: bool
    expansions: list[str]
    tribes: str                     # random or pick
    claims: str                     # random, numbered-1, numbered-2


class CardView(TypedDict):
    id: str
    name: str
    deck: str                       # basic or advanced
    cost: list[int]                 # endurance, agility, intelligence
    tags: list[str]
    kind: str                       # instant, production, ability, passive
    text: str                       # its words in the notation (a passive's rule, or its steps)
    effect: list[StepView]          # [] for a passive
    vp: int
    requires: str | None


class SpecialistView(TypedDict):
    id: str
    name: str
    cost: int
    tag: str
    reward: list[StepView]
    ability: list[StepView]
    vp: int | str                   # points, or "per-tag <tag>"


ProductionView = TypedDict("ProductionView", {
    "mini-card": dict[str, int],    # the tribe's own production
    "cards": list[str],             # names of the production cards played
    "discs": list[str],             # districts whose disc the player holds
})


class ScienceView(TypedDict):
    board: str
    side: str
    name: str
    spaces: dict[str, list[StepView]]     # "a1" (bottom left) .. "c5"
    growth: list[str]


class PeekView(TypedDict):
    deck: str
    card: CardView


class PlayerView(TypedDict):
    seat: str
    number: int
    tribe: str | None               # None until picked (tribes: "pick")
    tribe_name: str | None
    letter: str
    colour: str
    first: bool
    passed: bool
    resources: dict[str, int]
    authority: dict[str, int]
    hand_size: int
    leaders: int
    explorers: int
    settlements_left: int
    claims_left: int
    claimed: list[str]              # claim tiles, and authority-<district>
    late_claims: list[str]
    played: list[CardView]
    played_by_tag: dict[str, list[str]]
    tags: dict[str, int]
    specialists: list[SpecialistView]
    production: ProductionView
    science: ScienceView | None     # None until the side is chosen
    hand: NotRequired[list[CardView]]    # the reader's own only
    peek: NotRequired[PeekView]          # the reader's own only (Ravens)


class DraftView(TypedDict):
    direction: str                  # left or right
    pack_size: int
    picked: list[str]
    pack: NotRequired[list[CardView]]    # the reader's own pack


class LastView(TypedDict):
    seat: str
    action: str                     # picks and discards hide their card


class NateraView(TypedDict):
    title: str
    season: int
    seasons: int
    phase: str                      # setup, season, rest
    step: str                       # setup, tribe, side, keep, draft, turn, decision
    first: str
    turn: str | None
    awaiting: list[str]
    decision: DecisionView | None
    options: OptionsView
    locations: list[LocationView]
    districts: list[DistrictView]
    claims: list[ClaimView]
    specialist_row: list[SpecialistView]
    specialist_deck: int
    decks: dict[str, int]
    discards: dict[str, int]
    placings: list[int]
    players: list[PlayerView]
    last: LastView | None
    over: bool
    draft: NotRequired[DraftView]        # while drafting
    tribes_left: NotRequired[list[str]]  # while picking tribes
    scores: NotRequired[dict[str, dict[str, int]]]   # once over
    winners: NotRequired[list[str]]      # once over
    you: NotRequired[str]                # a seat's view only, as legal
    legal: NotRequired[list[str]]
