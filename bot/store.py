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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiosqlite

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
]


class Conflict(Exception):
    """The game changed since it was read: the caller should reload and retry (or tell)."""


@dataclass
class Seat:
    """A seat at a table: the engine's seat name and who sits there."""

    name: str
    user_id: str | None = None      # None for an AI seat
    ai: bool = False                 # played by the AI (an AI seat, or a resigned player)
    resigned: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "user_id": self.user_id, "ai": self.ai, "resigned": self.resigned}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Seat:
        return cls(d["name"], d.get("user_id"), d.get("ai", False), d.get("resigned", False))


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
    actions: int = field(default=0)

    def seat_of(self, user_id: str) -> Seat | None:
        return next((s for s in self.seats if s.user_id == user_id), None)

    def seat_named(self, name: str) -> Seat | None:
        return next((s for s in self.seats if s.name == name), None)


_COLUMNS = (
    "id, guild_id, channel_id, title, host_id, status, options, seats, seed, state, version, "
    "created_at, updated_at, waiting_since, reminded_at, handover_seq, message_id, result"
)


def _row(r: aiosqlite.Row | tuple) -> GameRow:
    (gid, guild, channel, title, host, status, options, seats, seed, state, version,
     created, updated, waiting, reminded, handover, message, result) = r
    return GameRow(
        id=gid, guild_id=guild, channel_id=channel, title=title, host_id=host, status=status,
        options=json.loads(options), seats=[Seat.from_json(s) for s in json.loads(seats)],
        seed=seed, state=json.loads(state) if state else None, version=version,
        created_at=created, updated_at=updated, waiting_since=waiting, reminded_at=reminded,
        handover_seq=handover, message_id=message, result=json.loads(result) if result else None,
    )


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
                      newest_first: bool = False) -> list[dict[str, Any]]:
        order = "DESC" if newest_first else "ASC"
        sql = (f"SELECT seq, user_id, seat, action, events, at FROM actions "
               f"WHERE game_id = ? AND seq > ? ORDER BY seq {order} LIMIT ?")
        async with self._db.execute(sql, (game_id, after, limit)) as cur:
            rows = await cur.fetchall()
        return [
            {"seq": s, "user_id": u, "seat": seat, "action": a, "events": json.loads(e), "at": at}
            for s, u, seat, a, e, at in rows
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
        cur = await self._db.execute(
            "UPDATE games SET status = ?, options = ?, seats = ?, state = ?, version = version + 1,"
            " updated_at = ?, waiting_since = ?, reminded_at = ?, handover_seq = ?, message_id = ?,"
            " result = ?, host_id = ? WHERE id = ? AND version = ?",
            (row.status, _dumps(row.options), _dumps([s.to_json() for s in row.seats]),
             _dumps(row.state) if row.state is not None else None, row.updated_at,
             row.waiting_since, row.reminded_at, row.handover_seq, row.message_id,
             _dumps(row.result) if row.result is not None else None, row.host_id,
             row.id, row.version),
        )
        if cur.rowcount != 1:
            raise Conflict("The table changed while you were acting; try again.")
        row.version += 1
        return row

    async def append_action(self, game_id: int, seq: int, user_id: str | None, seat: str,
                            action: str, events: list[str]) -> None:
        """Append to the log; the primary key refuses a second action with the same seq."""
        await self._db.execute(
            "INSERT INTO actions (game_id, seq, user_id, seat, action, events, at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (game_id, seq, user_id, seat, action, _dumps(events), self.clock()),
        )

    async def set_message(self, game_id: int, message_id: str) -> None:
        """Remember the newest table message (jump links, stale buttons); not versioned."""
        async with self.transaction() as db:
            await db.execute("UPDATE games SET message_id = ? WHERE id = ?", (message_id, game_id))
