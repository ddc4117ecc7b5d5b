"""The rules engines behind one contract (DESIGN.md, "The engine contract").

>>> from bot.rules import create, restore, TITLES
>>> game = create("natives", seats=["ann", "bob"], seed=1)
>>> game.awaiting() == [game.view()["turn"]]
True
"""

from __future__ import annotations

from typing import Any

from bot.l10n import Msg

from .base import Game, IllegalAction
from .natera import NateraGame
from .prairie import InuitGame, NativesGame
from .uluk import UlukGame
from .wendake import WendakeGame

# Every title, in the design's order; each engine class declares its own facts (bot/rules/base.py).
ENGINES: dict[str, type[Game]] = {cls.title: cls for cls in (NativesGame, InuitGame, WendakeGame, UlukGame,
                                                            NateraGame)}
TITLES = tuple(ENGINES)
DISPLAY_NAMES = {title: cls.display_name for title, cls in ENGINES.items()}
SEAT_RANGE: dict[str, tuple[int, int]] = {title: (cls.min_seats, cls.max_seats) for title, cls in ENGINES.items()}

__all__ = ["TITLES", "ENGINES", "DISPLAY_NAMES", "SEAT_RANGE", "Game", "IllegalAction", "create", "restore", "playable",
           "title_msg"]


def title_msg(title: str) -> Msg:
    """A title's name as the reader's language publishes it (``game-title-<title>`` of
    common.ftl: "Natives", "Nativos", "Ureinwohner"; "Inuit: El Pueblo de las Nieves"):
    what a sentence passes where it names the game. ``DISPLAY_NAMES`` is the English one
    (logs, the console's choices)."""
    return Msg.named("game-title", title)


def playable() -> list[str]:
    """Titles that can be started today."""
    return [t for t in TITLES if t in ENGINES]


def create(title: str, seats: list[str], seed: int, options: dict[str, Any] | None = None) -> Game:
    """A new game of ``title``; raises IllegalAction for an unknown title or bad options."""
    if title not in ENGINES:
        raise IllegalAction(Msg("table-title-unknown", given=title, known=", ".join(playable())))
    return ENGINES[title].new(title, seats, seed, options)


def restore(state: dict[str, Any]) -> Game:
    """The game a ``to_dict()`` came from."""
    return ENGINES[state["title"]](state)
