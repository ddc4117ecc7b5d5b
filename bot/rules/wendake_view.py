"""The shape of Wendake's ``view(seat)``: what the renderer, the AI seats and the tutorial read.

Declared once, here, so that a reader knows which keys a view holds and which only sometimes
(``NotRequired``: present in some positions, absent in others, never ``None`` instead), and the
contract suite (tests/test_contract.py) checks every view of its seeded games against it, key
for key. Seats are named by their seat name, or ``"ghost"`` for the solo opponent; ``seat``
numbers count from 1 (the ghost is seat 2). Score pads (``lower-1``, ``lower-2``, …) and the
mask hands (``full-house``, ``five-kinds``, …) have hyphenated keys: they are ``dict[str, int]``.
"""

from typing import NotRequired, TypedDict


class StepView(TypedDict):
    name: str                                   # draft, place, tile, move, trade, masks, end, swap, over
    who: NotRequired[str]                       # whose decision: absent once the game is over
    actions: NotRequired[list[str]]             # tile: the tile's actions, in order
    next: NotRequired[int]                      # tile: the index of the next of them
    left: NotRequired[int]                      # move: steps left
    barters: NotRequired[int]                   # trade
    bought: NotRequired[bool]                   # trade
    sold: NotRequired[bool]                     # trade
    took: NotRequired[int]                      # masks: cards taken in this action


class FlagsView(TypedDict):
    english: int
    french: int


class TracksView(TypedDict):
    pairs: list[list[str]]
    length: int
    flags: FlagsView


class WaterView(TypedDict):
    to: str
    lake: str


class GuardView(TypedDict):
    owner: str
    seat: int
    warrior: str


class OccupantView(TypedDict):
    owner: str
    seat: int
    kind: str                                   # outpost (a Warrior's), village, …
    warrior: str | None


class AreaView(TypedDict):
    """An area outside the Homes: who holds it."""
    id: str
    kind: str
    crop: str | None
    occupant: OccupantView | None


class HomeAreaView(TypedDict):
    """An area of a Home: how many of its owner's natives work it (no occupant key)."""
    id: str
    kind: str
    crop: str | None
    home: bool
    count: int
    native: str                                 # woman (a field) or hunter


class TerritoryView(TypedDict):
    id: str
    name: str
    at: list[int]
    flag: str | None
    home: str | None                            # the Home's seat name (None: not a Home)
    home_seat: int | None
    multiplier: int
    neighbours: list[str]
    water: list[WaterView]
    guards: list[GuardView]
    areas: list[AreaView | HomeAreaView]        # Home territories hold HomeAreaView only


class MapView(TypedDict):
    players: int
    halves: list[str]
    territories: list[TerritoryView]
    lakes: dict[str, list[str]]                 # lake name -> territories on its shore


class MasksView(TypedDict):
    display: list[str]
    deck: int
    discard: int
    hands: dict[str, int]                       # hand (pair, full-house, …) -> points


class ProgressTileView(TypedDict):
    name: str
    level: int
    cost: list[str]
    points: int
    effect: str


class TurtleKindView(TypedDict):
    name: str
    per: str


class AdvancedView(TypedDict):
    level: int
    display: list[str]


class TileView(TypedDict):
    name: str
    level: int
    actions: list[str]
    back: list[str]


class DraftView(TypedDict):
    offer: list[str]


class BoardTileView(TypedDict):
    pos: str
    tile: str
    name: str
    side: str                                   # front or ritual
    actions: list[str]
    picked: bool
    kept: bool


class TrackLevelsView(TypedDict):
    economic: int
    mask: int
    military: int
    ritual: int


class GoodsView(TypedDict):
    beans: int
    beavers: int
    corn: int
    fish: int
    pumpkins: int
    skins: int


class NativesView(TypedDict):
    warrior: int
    woman: int
    hunter: int


class PlayerView(TypedDict):
    seat: str
    number: int
    home: str
    tribe: str | None                           # None until drafted (the draft option)
    tribe_name: str | None
    power: str | None
    board: list[BoardTileView]
    markers: int
    turn_order: int | None
    picks: list[str]
    tracks: TrackLevelsView
    score: dict[str, int]
    goods: GoodsView
    canoes: int
    home_natives: NativesView
    longhouse: NativesView
    warriors: dict[str, str]                    # W1…W7 (and WB, the tribe's own) -> where it is
    hand: int
    progress: list[str]
    progress_used: list[str]
    turtles: list[str]
    mask_cards: NotRequired[list[str]]          # in the reader's own entry only: its hidden hand


class LastView(TypedDict):
    seat: str
    action: str


class GhostView(TypedDict):
    seat: int
    home: str
    card: str
    tracks: TrackLevelsView
    score: dict[str, int]
    warriors: dict[str, str]


class WendakeView(TypedDict):
    title: str
    edition: str
    year: int
    years: int
    over: bool
    order: list[str]
    turn_track: list[str]
    turn_track_seats: list[int]
    turn_bonus: list[str]
    step: StepView
    turn: str | None
    awaiting: list[str]
    tracks: TracksView
    map: MapView
    masks: MasksView
    progress: dict[str, list[str]]              # level ("1", "2", "3") -> the row's tiles
    progress_tiles: dict[str, ProgressTileView]
    turtles_left: int
    turtle_kinds: dict[str, TurtleKindView]
    advanced: AdvancedView | None               # None but while the advanced tiles are swapped in
    tiles: dict[str, TileView]
    draft: DraftView | None                     # None but during the tribes' draft
    players: list[PlayerView]
    last: LastView | None
    ghost: NotRequired[GhostView]               # the solo game only
    scores: NotRequired[dict[str, dict[str, int]]]  # at the end only
    winners: NotRequired[list[str]]             # at the end only
    beat_ghost: NotRequired[bool]               # at the end of a solo game only
    you: NotRequired[str]                       # view(seat) only
    legal: NotRequired[list[str]]               # view(seat) only
