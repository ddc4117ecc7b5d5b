"""What the store hands out and takes back: plain dataclasses, the same for every backend.

A row is read as a tuple in the column order of its dataclass's fields, so one list of
fields names the columns of every ``SELECT`` and ``INSERT`` (no second copy to keep in step).

The structured columns are JSON text, encoded and decoded by orjson (:func:`dumps`,
:func:`loads`): a move reads a game row and writes it back, and the standard library's
encoder and decoder of its state were ~12% of a busy bot's CPU (bench/bench_load.py,
cProfile), orjson's a fifth of that. The text is the same JSON; what orjson refuses and
the standard library takes goes to the standard library (see :func:`dumps`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields
from typing import Any

import orjson

OPEN_STATUSES = ("lobby", "active")


@dataclass
class Seat:
    """A seat at a table: the engine's seat name and who sits there."""

    name: str
    user_id: str | None = None      # None for an AI seat
    ai: bool = False                 # played by the AI (an AI seat, a resigned or absent player)
    resigned: bool = False
    autopilot: bool = False          # the AI plays for an absent player until they are back

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "user_id": self.user_id, "ai": self.ai,
                "resigned": self.resigned, "autopilot": self.autopilot}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Seat:
        return cls(d["name"], d.get("user_id"), d.get("ai", False), d.get("resigned", False),
                   d.get("autopilot", False))


@dataclass
class GameRow:
    id: int
    guild_id: str | None
    channel_id: str
    title: str
    host_id: str
    status: str
    options: dict[str, Any]
    seats: list[Seat]
    seed: int
    state: dict[str, Any] | None
    version: int
    created_at: float
    updated_at: float
    waiting_since: float | None = None
    reminded_at: float | None = None
    handover_seq: int = 0
    message_id: str | None = None
    result: dict[str, Any] | None = None
    remind_time: str | None = "18:00"      # None: daily reminders off
    remind_tz: str = "UTC"
    remind_min_wait: float = 43200.0
    stall_after: int = 7
    next_reminder_at: float | None = None
    reminder_slot: float | None = None
    reminded_users: dict[str, float] = field(default_factory=dict)
    unanswered: int = 0                     # daily reminders sent since the last action
    stalled_at: float | None = None
    nudged_at: float | None = None
    # the table's own settings, never the engine's options: {"hints": False} when the host turned
    # hints off, {"tutorial": seat, "lang": "es"} for a tutorial (bot/learning.py)
    settings: dict[str, Any] = field(default_factory=dict)

    def seat_of(self, user_id: str) -> Seat | None:
        return next((s for s in self.seats if s.user_id == user_id), None)

    def seat_named(self, name: str) -> Seat | None:
        return next((s for s in self.seats if s.name == name), None)


@dataclass
class PendingReminder:
    """A row of the reminder outbox: recorded, not yet known to be sent."""

    id: int
    game_id: int
    nonce: str
    channel: list[str]
    direct: list[str]
    waited: float
    stalled: bool
    created_at: float
    attempts: int


@dataclass
class ResultRow:
    """One seat of one finished game, as the standings keep it (see bot/standings.py)."""

    game_id: int
    seat: str
    guild_id: str
    title: str
    player: str               # the user id, or "ai:<title>"
    user_id: str | None
    place: int                # 1 = won; resigned seats share the last place
    won: bool
    score: int | None         # None when the pad was not final (a walkover) or the seat resigned
    resigned: bool
    finished_at: float

    def __post_init__(self) -> None:
        self.won, self.resigned = bool(self.won), bool(self.resigned)


@dataclass
class RatingRow:
    """A player's rating for one title in one server: openskill's mean and uncertainty."""

    guild_id: str
    title: str
    player: str
    name: str                 # the seat name of their latest rated game: what is shown
    mu: float
    sigma: float
    games: int


GAME_FIELDS = [f.name for f in fields(GameRow)]
GAME_COLUMNS = ", ".join(GAME_FIELDS)
JSON_FIELDS = {"options", "seats", "state", "result", "reminded_users", "settings"}
LEGACY_SETTINGS = "table"     # where the settings rode before migration 6: options["table"]
# what save_game writes: everything but the identity, the creation facts and the message id
# (Store.set_message's alone, unversioned: a move computed from a row read before it must not
# write the old one back)
MUTABLE_FIELDS = [f for f in GAME_FIELDS if f not in ("id", "guild_id", "channel_id", "title", "seed",
                                                      "created_at", "version", "message_id")]
RESULT_FIELDS = [f.name for f in fields(ResultRow)]
RESULT_COLUMNS = ", ".join(RESULT_FIELDS)
RATING_FIELDS = [f.name for f in fields(RatingRow)]
RATING_COLUMNS = ", ".join(RATING_FIELDS)
ACTION_COLUMNS = "seq, user_id, seat, action, events, at, kind, undoable, undone"
OUTBOX_COLUMNS = "id, game_id, nonce, channel, direct, waited, stalled, created_at, attempts"


def game_from_row(r: Any) -> GameRow:
    """A ``GameRow`` from the values of a ``SELECT {GAME_COLUMNS}`` (a tuple or a driver's record)."""
    values = dict(zip(GAME_FIELDS, r, strict=True))
    for key in JSON_FIELDS:
        values[key] = loads(values[key]) if values[key] is not None else None
    values["seats"] = [Seat.from_json(s) for s in values["seats"]]
    legacy = values["options"].pop(LEGACY_SETTINGS, None)      # a row written before migration 6
    if legacy and not values["settings"]:
        values["settings"] = dict(legacy)
    return GameRow(**values)


def game_column(row: GameRow, name: str) -> Any:
    """The stored value of one field: JSON text for the structured ones."""
    value = getattr(row, name)
    if name == "seats":
        return dumps([s.to_json() for s in value])
    if name in JSON_FIELDS:
        return dumps(value) if value is not None else None
    return value


def action_from_row(r: Any) -> dict[str, Any]:
    seq, user, seat, action, events, at, kind, undoable, undone = r
    return {"seq": seq, "user_id": user, "seat": seat, "action": action, "events": loads(events),
            "at": at, "kind": kind, "undoable": bool(undoable), "undone": bool(undone)}


def pending_from_row(r: Any) -> PendingReminder:
    i, g, n, c, d, w, s, at, a = r
    return PendingReminder(i, g, n, loads(c), loads(d), w, bool(s), at, a)


def stored(value: Any) -> Any:
    """A value as every backend stores it: booleans as 0/1 (the columns are integers)."""
    return int(value) if isinstance(value, bool) else value


# orjson serialises dataclasses and datetimes, which the standard library refuses: passed
# through, they reach the fallback below and are refused there as before
_ORJSON = orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME


def dumps(value: Any) -> str:
    """``value`` as compact JSON text, UTF-8 kept as it is (``json.dumps(value, separators=(",",
    ":"), ensure_ascii=False)``'s text). What orjson refuses (a key that is not a string, an
    integer beyond 64 bits, a lone surrogate, a dataclass) is the standard library's to write
    or refuse, as it was before orjson. One difference: a float nan or infinity is written as
    ``null`` (the standard library wrote ``NaN``, not JSON, which SQLite's ``json_valid``
    check refused); no engine's state holds one."""
    try:
        return orjson.dumps(value, option=_ORJSON).decode()
    except TypeError:
        return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def loads(text: str | bytes) -> Any:
    """The value of JSON text: orjson's, else the standard library's for what orjson refuses
    (``NaN``, ``Infinity``). One difference: orjson reads an integer beyond 64 bits as a
    float; no stored value has one (seeds are 31 bits, Discord ids are strings)."""
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        return json.loads(text)
