"""The shape of Uluk's ``view(seat)``: what the renderer, the AI seats and the tutorial read.

Declared once, here, so that a reader knows which keys a view holds and which only sometimes
(``NotRequired``: present in some positions, absent in others, never ``None`` instead), and the
contract suite (tests/test_contract.py) checks every view of its seeded games against it, key
for key. Seats are named by their seat name, or ``"freeloaders"`` for the solo opponent.
"""

from typing import NotRequired, TypedDict


class StepView(TypedDict):
    name: str                       # place, shaman, process, feed, over
    turn: NotRequired[str]          # place and shaman only: whose turn
    who: NotRequired[list[str]]     # process and feed only: the seats still deciding (sorted)


class LastView(TypedDict):
    seat: str
    action: str


class SickleView(TypedDict):
    who: str
    poison: bool


class TrackView(TypedDict):
    resource: str
    name: str
    kind: str
    tile: str                                   # "board" or "alternative"
    level: int
    arrow: bool
    levels: list[int | list[int]]               # a level is one count, or a pair (a choice)
    symbols: dict[str, str]                     # the level (a number, as text) -> the symbol there
    sickle: list[SickleView]
    processing: list[str]


class TokenView(TypedDict):
    number: int
    resource: str


class MonumentView(TypedDict):
    site: str
    size: int
    revealed: bool
    built: bool
    token: TokenView | None                     # None until the token is revealed
    spaces: list[str]
    holder: str | None


class ProductView(TypedDict):
    id: str
    ratio: str
    type: str
    count: int


class ColumnView(TypedDict):
    raw: str
    type: str
    count: int
    products: list[ProductView]


class PointsView(TypedDict):
    celebrations: int
    feeding: int
    inventions: int
    monuments: int
    shaman: int
    temple: int
    treats: int


class FeastView(TypedDict):
    id: str
    name: str
    needs: dict[str, int]
    lower: int
    higher: int
    sets: int


class PlayerView(TypedDict):
    seat: str
    tribe: str
    tribe_name: str
    letter: str
    colour: str
    first: bool
    happiness: int
    points: PointsView
    tribers: int
    newborn: int
    to_place: int
    resources: dict[str, int]                   # only the resources held (no zero counts)
    board: list[ColumnView]
    poison: int
    hunger: int
    inventions: list[str]
    symbols: list[str]
    tokens: list[int]
    feast: NotRequired[FeastView]               # in the reader's own entry only: its hidden feast card


class VillageView(TypedDict):
    workshop: list[str]
    shaman: str | None
    temple: list[str]


class InventionsView(TypedDict):
    row: list[str]
    deck: int
    discard: list[str]


class CardView(TypedDict):
    name: str
    symbol: str
    kind: str
    text: str


class FreeloadersView(TypedDict):
    camp: int
    newborn: int
    to_place: int
    tokens: list[int]
    deck: int
    discard: list[str]


class PadView(TypedDict):
    feast: int
    hunger: int
    seasons: int
    sets: int
    tokens: int
    total: int


class UlukView(TypedDict):
    title: str
    season: int
    seasons: int
    phase: str
    step: StepView
    first: str
    turn: str | None                            # None while several seats decide at once
    awaiting: list[str]
    solo: bool
    tracks: list[TrackView]
    monuments: list[MonumentView]
    village: VillageView
    inventions: InventionsView
    happiness: dict[str, int]
    cards: dict[str, CardView]                  # every invention in sight, by id
    names: dict[str, str]                       # resource id -> its name
    players: list[PlayerView]
    last: LastView | None
    over: bool
    freeloaders: NotRequired[FreeloadersView]   # the solo game only
    scores: NotRequired[dict[str, PadView]]     # at the end only
    winners: NotRequired[list[str]]             # at the end only
    rating: NotRequired[str]                    # at the end of a solo game only
    you: NotRequired[str]                       # view(seat) only
    legal: NotRequired[list[str]]               # view(seat) only
