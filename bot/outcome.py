"""What a table-service command returns or refuses: outcomes, reminders, refusals.

Shared by :mod:`bot.tables` and :mod:`bot.keepalive`, and read by every front end.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.errors import TableError
from bot.store import GameRow

__all__ = ["Outcome", "Reminder", "TableError"]


@dataclass
class Outcome:
    """What a front end should show after a command that succeeded (and was committed)."""

    game: GameRow
    # lines: bot.l10n.Msg (made in the reader's language at the edge), a stored form of one
    # (an event read back from the log), or an English string from a layer not yet converted
    public: list[Any] = field(default_factory=list)      # lines for the whole channel
    private: list[Any] = field(default_factory=list)     # lines for the acting user only
    mention: list[str] = field(default_factory=list)     # user ids newly awaited
    picture: bool = False                                 # a new table picture is due
    snapshots: list[dict[str, Any]] = field(default_factory=list)  # views at each hand-over

    @property
    def ended(self) -> bool:
        return self.game.status in ("finished", "abandoned")


@dataclass
class Reminder:
    """One game's daily reminder, recorded as pending: the cog sends it, then marks it sent."""

    game: GameRow
    channel: list[str]          # users to mention in the game's channel
    direct: list[str]           # users who asked for a direct message
    waited: float               # seconds the game has waited
    stalled: bool = False       # the table should be offered replace / autopilot / drop
    id: int | None = None       # its row in the store's reminder outbox
    nonce: str = ""             # the same on every attempt to send it (Discord drops repeats)


def _date(ts: float, tz: str = "UTC") -> str:
    from datetime import UTC, datetime
    from zoneinfo import ZoneInfo

    return datetime.fromtimestamp(ts, UTC).astimezone(ZoneInfo(tz)).strftime("%Y-%m-%d")
