"""The rules engines behind one contract (DESIGN.md, "The engine contract").

>>> from bot.rules import create, restore, TITLES
>>> game = create("natives", seats=["ann", "bob"], seed=1)
>>> game.awaiting() == [game.view()["turn"]]
True
"""

from __future__ import annotations

from typing import Any

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

__all__ = ["TITLES", "ENGINES", "DISPLAY_NAMES", "SEAT_RANGE", "Game", "IllegalAction", "create", "restore", "playable"]


def playable() -> list[str]:
    """Titles that can be started today."""
    return [t for t in TITLES if t in ENGINES]


def create(title: str, seats: list[str], seed: int, options: dict[str, Any] | None = None) -> Game:
    """A new game of ``title``; raises IllegalAction for an unknown title or bad options."""
    if title not in ENGINES:
        if title in TITLES:
            raise IllegalAction(f"{DISPLAY_NAMES[title]} is not playable yet; try {', '.join(playable())}.")
        raise IllegalAction(f"There is no game called '{title}'; choose from {', '.join(playable())}.")
    return ENGINES[title].new(title, seats, seed, options)


def restore(state: dict[str, Any]) -> Game:
    """The game a ``to_dict()`` came from."""
    return ENGINES[state["title"]](state)
