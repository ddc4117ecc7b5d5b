"""The shape of ``view(seat)`` of the Natives and Inuit engine (one engine, two themes): what
the renderer, the AI seats and the tutorial read.

Declared once, here, so that a reader knows which keys a view holds and which only sometimes
(``NotRequired``: present in some positions, absent in others, never ``None`` instead), and the
contract suite (tests/test_contract.py) checks every view of its seeded games against it, key
for key. Profession-keyed maps (``natives``, ``counts``, ``score_details``) hold the theme's
professions (Natives: farmer, fisherman, hunter…; Inuit: whaler, seal-trapper, bear-hunter…),
and a score pad's categories depend on the expansions, so they are ``dict[str, int]``.
"""

from typing import NotRequired, TypedDict


class WarPeaceView(TypedDict):
    card: str
    side: str                                   # "war" or "peace"
    tribe: str


class PlayerView(TypedDict):
    seat: str
    tribe: str
    first: bool
    natives: dict[str, list[str]]               # profession -> the native cards placed there
    counts: dict[str, int]                      # profession -> how many count (legendary natives too)
    food: list[str]
    totems: list[str]
    rituals: list[str]
    scalps: int
    native_cards: int
    war_peace: list[WarPeaceView]
    curses: int
    closed: list[str]
    legendary: list[str]
    strangers: int
    stranger_count: int


class SeasonCardView(TypedDict):
    id: str
    season: str
    name: str
    effect: str
    starred: bool
    text: str


class SeasonsView(TypedDict):
    cards: list[SeasonCardView]
    active: SeasonCardView
    next: SeasonCardView | None
    changes_revealed: int
    change_pending: bool


class StepView(TypedDict):
    """The decision the table is at. It is the engine's own step, so which keys it holds
    depends on ``name``: an interrupt (``war-peace``, ``quick-hand``) carries the deciding
    ``seat``, the ``card``, the step it interrupts (``under``) and how many more are
    ``queued``; ``take`` its profession, the cards ``taken`` and the ``cap``; and so on."""
    name: str
    rituals_pending: list[str]                  # every step
    seat: NotRequired[str]                      # interrupts
    card: NotRequired[str]                      # interrupts
    under: NotRequired[str]                     # interrupts
    queued: NotRequired[int]                    # interrupts
    tribe: NotRequired[str]                     # war-peace
    among: NotRequired[list[str]]               # quick-hand: the seats it may go to
    prof: NotRequired[str]                      # take
    taken: NotRequired[list[str]]               # take, season-take
    cap: NotRequired[int]                       # take, season-take
    scouted: NotRequired[int]                   # choose
    pending: NotRequired[list[str]]             # place
    moved: NotRequired[int]                     # knowledge
    ritual: NotRequired[str]                    # forced
    who: NotRequired[dict[str, str]]            # forced: seat -> what the ritual asks of it
    effect: NotRequired[str]                    # before, after (a season card's effect)
    cards: NotRequired[list[str]]               # harvest: the food cards laid


class LastView(TypedDict):
    seat: str
    action: str


class OptionsView(TypedDict):
    expansions: list[str]
    seasons: NotRequired[str]                   # the Seasons expansion's deck choice


class PrairieView(TypedDict):
    title: str
    theme: str                                  # "natives" or "inuit", like title
    options: OptionsView
    expansions: list[str]
    players: list[PlayerView]
    turn: str
    round: int
    deck: int
    prairie: list[str]
    box: int
    end_revealed: bool
    end_in: int | None                          # None once the end card is out, and always in Inuit
    seasons: SeasonsView | None                 # None without the Seasons expansion
    awaiting: list[str]
    step: StepView
    last: LastView | None
    over: bool
    scores: NotRequired[dict[str, dict[str, int]]]          # at the end only
    winners: NotRequired[list[str]]                         # at the end only
    score_details: NotRequired[dict[str, dict[str, int]]]   # at the end only: seat -> profession -> points
    you: NotRequired[str]                                   # view(seat) only
    legal: NotRequired[list[str]]                           # view(seat) only
