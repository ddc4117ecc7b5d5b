"""The SQLite store: one row per game (state snapshot + version) and an append-only action log.

Why it looks like this (DESIGN.md, "Persistence"; PLATFORM-NOTES.md, "aiosqlite"):

* One aiosqlite connection per process, opened in autocommit mode; every write runs in
  :meth:`Store.transaction`, an ``asyncio.Lock`` around ``BEGIN IMMEDIATE … COMMIT``.
  The connection's transaction is shared by every coroutine, so without the lock two
  commands would interleave inside one transaction and one update would be lost.
* The game row carries a ``version``; :meth:`Store.save_game` updates only when the version
  is still the one that was read, so a second process on the same file (the console
  beside the bot) cannot overwrite a newer state: it gets :class:`Conflict`.
* WAL journal, ``synchronous=FULL``: an acknowledged action survives a power cut, not
  only a crash. The cost is one fsync per action, measured in ``bench/bench_tables.py``.
* Schema changes are numbered migrations applied in order, tracked in ``user_version``.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

import aiosqlite

from bot.reminders import PlayerPrefs

OPEN_STATUSES = ("lobby", "active")

MIGRATIONS: list[str] = [
    # 1: games and their action log
    """
    CREATE TABLE games (
        id             INTEGER PRIMARY KEY,
        guild_id       TEXT,
        channel_id     TEXT NOT NULL,
        title          TEXT NOT NULL,
        host_id        TEXT NOT NULL,
        status         TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
        options        TEXT NOT NULL CHECK (json_valid(options)),
        seats          TEXT NOT NULL CHECK (json_valid(seats)),
        seed           INTEGER NOT NULL,
        state          TEXT CHECK (state IS NULL OR json_valid(state)),
        version        INTEGER NOT NULL DEFAULT 0,
        created_at     REAL NOT NULL,
        updated_at     REAL NOT NULL,
        waiting_since  REAL,
        reminded_at    REAL,
        handover_seq   INTEGER NOT NULL DEFAULT 0,
        message_id     TEXT,
        result         TEXT CHECK (result IS NULL OR json_valid(result))
    );
    CREATE UNIQUE INDEX games_one_open_per_channel
        ON games (channel_id) WHERE status IN ('lobby', 'active');
    CREATE INDEX games_by_guild ON games (guild_id, status);
    CREATE TABLE actions (
        game_id  INTEGER NOT NULL REFERENCES games (id),
        seq      INTEGER NOT NULL,
        user_id  TEXT,
        seat     TEXT NOT NULL,
        action   TEXT NOT NULL,
        events   TEXT NOT NULL CHECK (json_valid(events)),
        at       REAL NOT NULL,
        PRIMARY KEY (game_id, seq)
    ) WITHOUT ROWID;
    """,
    # 2: reminders, stalled seats, nudges, undo, players' own settings
    """
    ALTER TABLE games ADD COLUMN remind_time TEXT DEFAULT '18:00';
    ALTER TABLE games ADD COLUMN remind_tz TEXT NOT NULL DEFAULT 'UTC';
    ALTER TABLE games ADD COLUMN remind_min_wait REAL NOT NULL DEFAULT 43200;
    ALTER TABLE games ADD COLUMN stall_after INTEGER NOT NULL DEFAULT 7;
    ALTER TABLE games ADD COLUMN next_reminder_at REAL;
    ALTER TABLE games ADD COLUMN reminder_slot REAL;
    ALTER TABLE games ADD COLUMN reminded_users TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(reminded_users));
    ALTER TABLE games ADD COLUMN unanswered INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN stalled_at REAL;
    ALTER TABLE games ADD COLUMN nudged_at REAL;
    CREATE INDEX games_due ON games (next_reminder_at) WHERE status = 'active';
    ALTER TABLE actions ADD COLUMN kind TEXT NOT NULL DEFAULT 'play';
    ALTER TABLE actions ADD COLUMN undoable INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE actions ADD COLUMN undone INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE players (
        user_id      TEXT PRIMARY KEY,
        deliver      TEXT NOT NULL DEFAULT 'channel' CHECK (deliver IN ('channel', 'dm', 'both')),
        tz           TEXT NOT NULL DEFAULT 'UTC',
        quiet_start  TEXT,
        quiet_end    TEXT,
        away_until   REAL
    ) WITHOUT ROWID;
    """,
]


class Conflict(Exception):
    """The game changed since it was read: the caller should reload and retry (or tell)."""


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

    def seat_of(self, user_id: str) -> Seat | None:
        return next((s for s in self.seats if s.user_id == user_id), None)

    def seat_named(self, name: str) -> Seat | None:
        return next((s for s in self.seats if s.name == name), None)


_FIELDS = [f.name for f in fields(GameRow)]
_COLUMNS = ", ".join(_FIELDS)
_JSON = {"options", "seats", "state", "result", "reminded_users"}
# what save_game writes: everything but the identity and the creation facts
_MUTABLE = [f for f in _FIELDS if f not in ("id", "guild_id", "channel_id", "title", "seed",
                                            "created_at", "version")]


def _row(r: aiosqlite.Row | tuple) -> GameRow:
    values = dict(zip(_FIELDS, r, strict=True))
    for key in _JSON:
        values[key] = json.loads(values[key]) if values[key] is not None else None
    values["seats"] = [Seat.from_json(s) for s in values["seats"]]
    return GameRow(**values)


def _column(row: GameRow, name: str) -> Any:
    value = getattr(row, name)
    if name == "seats":
        return _dumps([s.to_json() for s in value])
    if name in _JSON:
        return _dumps(value) if value is not None else None
    return value


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


class Store:
    """Async access to the SQLite file; create with ``await Store.open(path)``."""

    def __init__(self, db: aiosqlite.Connection, clock: Callable[[], float] = time.time):
        self._db = db
        self._lock = asyncio.Lock()
        self.clock = clock

    @classmethod
    async def open(cls, path: str | Path, clock: Callable[[], float] = time.time) -> Store:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(str(path), isolation_level=None)
        try:
            for pragma in ("journal_mode=WAL", "busy_timeout=5000", "foreign_keys=ON",
                           "synchronous=FULL"):
                await db.execute(f"PRAGMA {pragma}")
            store = cls(db, clock)
            await store._migrate()
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        await self._db.close()

    async def _migrate(self) -> None:
        async with self._db.execute("PRAGMA user_version") as cur:
            (version,) = await cur.fetchone()
        for number, script in enumerate(MIGRATIONS[version:], start=version + 1):
            async with self.transaction():
                for statement in filter(str.strip, script.split(";")):
                    await self._db.execute(statement)
                await self._db.execute(f"PRAGMA user_version = {number}")

    @property
    def schema_version(self) -> int:
        return len(MIGRATIONS)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """Serialised ``BEGIN IMMEDIATE`` … ``COMMIT``; rolled back on any exception."""
        async with self._lock:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            else:
                await self._db.execute("COMMIT")

    # -- reads (call inside or outside a transaction) ---------------------------------------
    async def open_game(self, channel_id: str) -> GameRow | None:
        """The lobby or active game of a channel, if any."""
        return await self._one(
            f"SELECT {_COLUMNS} FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')",
            (channel_id,),
        )

    async def game(self, game_id: int) -> GameRow | None:
        return await self._one(f"SELECT {_COLUMNS} FROM games WHERE id = ?", (game_id,))

    async def games(self, *, guild_id: str | None = None, status: tuple[str, ...] = OPEN_STATUSES,
                    channel_id: str | None = None, limit: int = 100) -> list[GameRow]:
        where = [f"status IN ({', '.join('?' * len(status))})"]
        args: list[Any] = list(status)
        if guild_id is not None:
            where.append("guild_id = ?")
            args.append(guild_id)
        if channel_id is not None:
            where.append("channel_id = ?")
            args.append(channel_id)
        sql = (f"SELECT {_COLUMNS} FROM games WHERE {' AND '.join(where)} "
               f"ORDER BY updated_at DESC LIMIT ?")
        async with self._db.execute(sql, (*args, limit)) as cur:
            return [_row(r) for r in await cur.fetchall()]

    async def actions(self, game_id: int, *, after: int = 0, limit: int = 1000,
                      newest_first: bool = False, plays_only: bool = False) -> list[dict[str, Any]]:
        """Log entries; ``plays_only``: the actions that make the game (not undone, no undo rows)."""
        order = "DESC" if newest_first else "ASC"
        live = " AND kind = 'play' AND undone = 0" if plays_only else ""
        sql = (f"SELECT seq, user_id, seat, action, events, at, kind, undoable, undone FROM actions "
               f"WHERE game_id = ? AND seq > ?{live} ORDER BY seq {order} LIMIT ?")
        async with self._db.execute(sql, (game_id, after, limit)) as cur:
            rows = await cur.fetchall()
        return [
            {"seq": s, "user_id": u, "seat": seat, "action": a, "events": json.loads(e), "at": at,
             "kind": kind, "undoable": bool(undoable), "undone": bool(undone)}
            for s, u, seat, a, e, at, kind, undoable, undone in rows
        ]

    async def action_count(self, game_id: int) -> int:
        async with self._db.execute("SELECT COUNT(*) FROM actions WHERE game_id = ?", (game_id,)) as cur:
            (n,) = await cur.fetchone()
        return n

    async def _one(self, sql: str, args: tuple) -> GameRow | None:
        async with self._db.execute(sql, args) as cur:
            r = await cur.fetchone()
        return _row(r) if r else None

    # -- writes (call inside ``transaction()``) ------------------------------------------------
    async def insert_game(self, *, guild_id: str | None, channel_id: str, title: str, host_id: str,
                          options: dict[str, Any], seats: list[Seat], seed: int) -> GameRow:
        now = self.clock()
        cur = await self._db.execute(
            "INSERT INTO games (guild_id, channel_id, title, host_id, status, options, seats, seed,"
            " created_at, updated_at) VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?)",
            (guild_id, channel_id, title, host_id, _dumps(options),
             _dumps([s.to_json() for s in seats]), seed, now, now),
        )
        row = await self.game(cur.lastrowid)
        assert row is not None
        return row

    async def save_game(self, row: GameRow) -> GameRow:
        """Write ``row`` back if nobody else did since it was read; bump its version."""
        row.updated_at = self.clock()
        assignments = ", ".join(f"{name} = ?" for name in _MUTABLE)
        cur = await self._db.execute(
            f"UPDATE games SET {assignments}, version = version + 1 WHERE id = ? AND version = ?",
            (*(_column(row, name) for name in _MUTABLE), row.id, row.version),
        )
        if cur.rowcount != 1:
            raise Conflict("The table changed while you were acting; try again.")
        row.version += 1
        return row

    async def append_action(self, game_id: int, seq: int, user_id: str | None, seat: str,
                            action: str, events: list[str], *, undoable: bool = False,
                            kind: str = "play") -> None:
        """Append to the log; the primary key refuses a second action with the same seq."""
        await self._db.execute(
            "INSERT INTO actions (game_id, seq, user_id, seat, action, events, at, kind, undoable)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (game_id, seq, user_id, seat, action, _dumps(events), self.clock(), kind, int(undoable)),
        )

    async def mark_undone(self, game_id: int, seq: int) -> None:
        """The one change ever made to a logged action: it was taken back (it stays, marked)."""
        await self._db.execute("UPDATE actions SET undone = 1 WHERE game_id = ? AND seq = ?",
                               (game_id, seq))

    # -- reminders and players' settings ------------------------------------------------------
    DUE_SQL = (f"SELECT {_COLUMNS} FROM games WHERE status = 'active' AND next_reminder_at <= ?"
               " ORDER BY next_reminder_at LIMIT ?")

    async def due_games(self, now: float, limit: int = 200) -> list[GameRow]:
        """Active games whose reminder is due: one query on the partial index games_due."""
        async with self._db.execute(self.DUE_SQL, (now, limit)) as cur:
            return [_row(r) for r in await cur.fetchall()]

    async def explain_due(self) -> list[str]:
        async with self._db.execute("EXPLAIN QUERY PLAN " + self.DUE_SQL, (0, 1)) as cur:
            return [r[-1] for r in await cur.fetchall()]

    async def prefs(self, user_ids: list[str]) -> dict[str, PlayerPrefs]:
        if not user_ids:
            return {}
        sql = (f"SELECT user_id, deliver, tz, quiet_start, quiet_end, away_until FROM players "
               f"WHERE user_id IN ({', '.join('?' * len(user_ids))})")
        async with self._db.execute(sql, user_ids) as cur:
            rows = await cur.fetchall()
        return {
            u: PlayerPrefs(u, deliver, tz, (qs, qe) if qs and qe else None, away)
            for u, deliver, tz, qs, qe, away in rows
        }

    async def save_prefs(self, p: PlayerPrefs) -> None:
        await self._db.execute(
            "INSERT INTO players (user_id, deliver, tz, quiet_start, quiet_end, away_until)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET deliver = excluded.deliver,"
            " tz = excluded.tz, quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end,"
            " away_until = excluded.away_until",
            (p.user_id, p.deliver, p.tz, p.quiet[0] if p.quiet else None,
             p.quiet[1] if p.quiet else None, p.away_until),
        )

    async def set_message(self, game_id: int, message_id: str) -> None:
        """Remember the newest table message (jump links, stale buttons); not versioned."""
        async with self.transaction() as db:
            await db.execute("UPDATE games SET message_id = ? WHERE id = ?", (message_id, game_id))
