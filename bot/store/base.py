"""The SQLite store: one row per game (state snapshot + version) and an append-only action log.

Why it looks like this (DESIGN.md, "Persistence"; PLATFORM-NOTES.md, "aiosqlite"):

* One writer connection per process, opened in autocommit mode; every write runs in
  :meth:`Store.transaction`, an ``asyncio.Lock`` around ``BEGIN IMMEDIATE … COMMIT``.
  The connection's transaction is shared by every coroutine, so without the lock two
  commands would interleave inside one transaction and one update would be lost.
* A second, read-only connection serves every read made outside a transaction (status,
  autocomplete, legal choices): in WAL mode it reads the last committed state without
  waiting for the writer's lock, so a long write never stalls the reads of other games.
  Reads made inside :meth:`Store.transaction` use the writer, so they see that
  transaction's own uncommitted writes.
* The game row carries a ``version``; :meth:`Store.save_game` updates only when the version
  is still the one that was read, so a second process on the same file (the console
  beside the bot) cannot overwrite a newer state: it gets :class:`Conflict`.
* WAL journal, ``synchronous=FULL``: an acknowledged action survives a power cut, not
  only a crash. The cost is one fsync per action, measured in ``bench/bench_tables.py``.
* Schema changes are numbered migrations tracked in ``user_version``, applied in one
  write transaction that reads the version again under the lock (two processes opening a
  new file at once must not both create the tables). A file whose version is newer than
  the code is refused before anything is written to it.
* No SQLite error reaches a user raw: an operational failure (lock held too long,
  read-only file, full disk, damaged file) becomes :class:`StoreUnavailable`, a
  :class:`~bot.errors.TableError` whose text is the one sentence to show.
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import secrets
import sqlite3
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

import aiosqlite

from bot.errors import TableError
from bot.reminders import PlayerPrefs

log = logging.getLogger("campfire.store")

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
    # 3: the reminder outbox: a reminder is recorded as pending, sent, then marked sent;
    #    a pending one is sent again (same nonce) after a crash between the two
    """
    CREATE TABLE reminder_outbox (
        id          INTEGER PRIMARY KEY,
        game_id     INTEGER NOT NULL REFERENCES games (id),
        nonce       TEXT NOT NULL UNIQUE,
        channel     TEXT NOT NULL CHECK (json_valid(channel)),
        direct      TEXT NOT NULL CHECK (json_valid(direct)),
        waited      REAL NOT NULL,
        stalled     INTEGER NOT NULL DEFAULT 0,
        created_at  REAL NOT NULL,
        attempts    INTEGER NOT NULL DEFAULT 0,
        status      TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dropped')),
        done_at     REAL
    );
    CREATE INDEX reminder_outbox_pending ON reminder_outbox (id) WHERE status = 'pending';
    """,
    # 4: the server's standings (bot/standings.py): one row per seat of every finished game,
    #    written in the transaction that finishes it, and the ratings kept from those rows.
    #    guild_id is '' outside a server; player is the user id, or 'ai:<title>' for AI seats.
    """
    CREATE TABLE results (
        game_id      INTEGER NOT NULL REFERENCES games (id),
        seat         TEXT NOT NULL,
        guild_id     TEXT NOT NULL,
        title        TEXT NOT NULL,
        player       TEXT NOT NULL,
        user_id      TEXT,
        place        INTEGER NOT NULL,
        won          INTEGER NOT NULL,
        score        INTEGER,
        resigned     INTEGER NOT NULL,
        finished_at  REAL NOT NULL,
        PRIMARY KEY (game_id, seat)
    ) WITHOUT ROWID;
    CREATE INDEX results_by_player ON results (guild_id, player, finished_at);
    CREATE INDEX results_by_title ON results (guild_id, title, finished_at);
    CREATE TABLE ratings (
        guild_id  TEXT NOT NULL,
        title     TEXT NOT NULL,
        player    TEXT NOT NULL,
        name      TEXT NOT NULL,
        mu        REAL NOT NULL,
        sigma     REAL NOT NULL,
        games     INTEGER NOT NULL,
        PRIMARY KEY (guild_id, title, player)
    ) WITHOUT ROWID;
    """,
]


class Conflict(TableError):
    """The game changed since it was read: the caller should reload and retry (or tell).

    A :class:`TableError`, so a front end that does neither still shows the sentence."""


class StoreUnavailable(TableError):
    """The store cannot do what was asked right now; ``str(exc)`` is the one sentence to show.

    A :class:`TableError`, so every front end that shows refusals shows this one too and
    keeps running. ``kind`` says which failure it is: ``busy``, ``read-only``, ``full``,
    ``damaged``, ``unopenable``, ``failed`` (any other operational error), and at opening also
    ``newer`` (a schema this code does not know) and ``missing-folder``.
    """

    def __init__(self, message: str, kind: str):
        super().__init__(message)
        self.kind = kind


# what a user is told, per kind of failure, while the bot runs
_SENTENCES = {
    "busy": "The game store is busy, try again in a moment.",
    "read-only": "The game store is read-only: tell the server admin.",
    "full": "The game store's disk is full: tell the server admin.",
    "damaged": "The game store file is damaged: tell the server admin.",
    "unopenable": "The game store file cannot be opened: tell the server admin.",
    "failed": "The game store is not working right now: tell the server admin.",
}
# what the admin is told when the file cannot be opened at start-up
_AT_OPENING = {
    "busy": "another program holds its lock",
    "read-only": "the file or its folder is read-only",
    "full": "the disk is full",
    "damaged": "the file is damaged or is not a SQLite database",
    "unopenable": "SQLite cannot open it (a folder, or no permission to read it)",
}
# SQLite's primary result codes (the low byte of an extended code)
_KINDS = {5: "busy", 6: "busy", 8: "read-only", 13: "full", 11: "damaged", 26: "damaged", 14: "unopenable"}
_BY_MESSAGE = (("locked", "busy"), ("busy", "busy"), ("readonly", "read-only"),
               ("read-only", "read-only"), ("full", "full"), ("not a database", "damaged"),
               ("malformed", "damaged"))


def failure_kind(exc: BaseException) -> str | None:
    """Which operational failure a SQLite error is, or None when it is not one.

    Constraint violations, misuse and the like (``IntegrityError``, ``ProgrammingError``…)
    are the caller's business and pass through; only ``OperationalError`` and a bare
    ``DatabaseError`` (how Python reports a damaged file) are failures of the store.
    """
    if type(exc) is not sqlite3.DatabaseError and not isinstance(exc, sqlite3.OperationalError):
        return None
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None and code & 0xFF in _KINDS:
        return _KINDS[code & 0xFF]
    text = str(exc).lower()
    return next((kind for words, kind in _BY_MESSAGE if words in text), "failed")


def unavailable(exc: BaseException, path: str | None = None) -> StoreUnavailable | None:
    """The :class:`StoreUnavailable` for a SQLite error (None if it is not a store failure).

    With ``path`` (at opening) the sentence names the file, for the admin reading stderr.
    While running, anything but a busy lock is also logged with its traceback: the user
    only sees the sentence, and the admin has to act on it.
    """
    kind = failure_kind(exc)
    if kind is None:
        return None
    if path is None:
        if kind != "busy":
            log.error("game store failure (%s): %s", kind, exc, exc_info=exc)
        return StoreUnavailable(_SENTENCES[kind], kind)
    reason = _AT_OPENING.get(kind) or f"SQLite says '{exc}'"
    return StoreUnavailable(f"Cannot open the game store {path}: {reason}.", kind)


P = ParamSpec("P")
R = TypeVar("R")


def _guarded(method: Callable[P, Awaitable[R]]) -> Callable[P, Awaitable[R]]:
    """Turn the SQLite failures of a store method into :class:`StoreUnavailable`."""

    @functools.wraps(method)
    async def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return await method(*args, **kwargs)
        except sqlite3.Error as exc:
            failure = unavailable(exc)
            if failure is None:
                raise
            raise failure from exc

    return wrapper


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


# the store whose transaction the running task is inside, if any (see Store._reads)
_IN_TRANSACTION: ContextVar[Store | None] = ContextVar("campfire_store_transaction", default=None)


async def _connect(name: str) -> aiosqlite.Connection:
    """``aiosqlite.connect`` in autocommit mode, which on failure also waits for its worker thread.

    aiosqlite stops that thread without waiting for it; if the event loop closes first (a
    command line refusing to start), the thread prints a traceback under our one sentence.
    """
    connection = aiosqlite.connect(name, isolation_level=None)
    try:
        return await connection
    except BaseException:
        await asyncio.to_thread(connection._thread.join, 5)
        raise


async def _user_version(db: aiosqlite.Connection) -> int:
    async with db.execute("PRAGMA user_version") as cur:
        (version,) = await cur.fetchone()
    return version


async def _switch_to_wal(db: aiosqlite.Connection, busy_timeout_ms: int) -> None:
    """``PRAGMA journal_mode=WAL``, waiting out another process that opens the same file.

    Leaving a rollback journal (an older Campfire's file) needs the file to itself, and
    SQLite answers "locked" at once rather than through the busy timeout while another
    connection reads it (two processes opening one older file: tests/test_store.py), so
    the switch is retried until the busy timeout has passed."""
    deadline = time.monotonic() + busy_timeout_ms / 1000
    while True:
        try:
            await db.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            if failure_kind(exc) != "busy" or time.monotonic() >= deadline:
                raise
            await asyncio.sleep(0.02)


def _refuse_newer(path: str, version: int) -> None:
    if version > len(MIGRATIONS):
        raise StoreUnavailable(
            f"The game store {path} has schema version {version}, newer than version "
            f"{len(MIGRATIONS)} that this Campfire knows: upgrade Campfire or use another file.",
            "newer")


class Store:
    """Async access to the SQLite file; create with ``await Store.open(path)``."""

    def __init__(self, db: aiosqlite.Connection, clock: Callable[[], float] = time.time,
                 reader: aiosqlite.Connection | None = None):
        self._db = db                       # the writer: transactions and the reads inside them
        self._reader = reader or db         # reads outside a transaction
        self._lock = asyncio.Lock()
        self.clock = clock
        self.path = ":memory:"
        self.created = False                # the file was new (schema version 0) when opened

    @classmethod
    async def open(cls, path: str | Path, clock: Callable[[], float] = time.time, *,
                   busy_timeout_ms: int = 5000) -> Store:
        """Open (creating and migrating if needed) the file; refuse with one sentence.

        A missing folder is refused rather than created: a typo in ``CAMPFIRE_DB`` must
        not quietly start an empty store somewhere new. The schema version is read before
        any PRAGMA that writes, so a file from a newer Campfire is left untouched.
        """
        name = str(path)
        memory = name == ":memory:"
        if not memory and not Path(path).parent.is_dir():
            raise StoreUnavailable(f"The folder {Path(path).parent.absolute()} of the game store {name} "
                                   f"does not exist: create it or correct the path (CAMPFIRE_DB).",
                                   "missing-folder")
        db = reader = None
        try:
            db = await _connect(name)
            await db.execute(f"PRAGMA busy_timeout={int(busy_timeout_ms)}")
            version = await _user_version(db)     # the first read: a garbage file fails here
            _refuse_newer(name, version)
            await _switch_to_wal(db, busy_timeout_ms)
            for pragma in ("foreign_keys=ON", "synchronous=FULL"):
                await db.execute(f"PRAGMA {pragma}")
            if not memory:
                reader = await _connect(name)
                for pragma in (f"busy_timeout={int(busy_timeout_ms)}", "query_only=ON"):
                    await reader.execute(f"PRAGMA {pragma}")
            store = cls(db, clock, reader)
            store.path, store.created = name, version == 0
            await store._migrate()
        except BaseException as exc:
            for connection in (reader, db):
                if connection is not None:
                    await connection.close()
            if isinstance(exc, StoreUnavailable) and exc.kind in _AT_OPENING:
                raise StoreUnavailable(f"Cannot open the game store {name}: {_AT_OPENING[exc.kind]}.",
                                       exc.kind) from exc
            failure = unavailable(exc, name) if isinstance(exc, sqlite3.Error) else None
            if failure is not None:
                raise failure from exc
            raise
        return store

    async def close(self) -> None:
        """Close both connections (aiosqlite's threads are not daemons: a leak hangs the exit)."""
        try:
            if self._reader is not self._db:
                await self._reader.close()
        finally:
            await self._db.close()

    async def _migrate(self) -> None:
        """Apply the missing migrations in one write transaction.

        The version is read again once the write lock is held: a second process that
        opened the same new file at the same moment finds the work done and does nothing.
        """
        if await _user_version(self._db) == len(MIGRATIONS):
            return
        async with self.transaction():
            version = await _user_version(self._db)
            _refuse_newer(self.path, version)
            for script in MIGRATIONS[version:]:
                for statement in filter(str.strip, script.split(";")):
                    await self._db.execute(statement)
            await self._db.execute(f"PRAGMA user_version = {len(MIGRATIONS)}")

    @property
    def schema_version(self) -> int:
        return len(MIGRATIONS)

    @_guarded
    async def describe(self) -> str:
        """One line for the start-up log: which file, and whether it is new."""
        async with self._reads().execute(
                "SELECT COUNT(*), COALESCE(SUM(status IN ('lobby', 'active')), 0) FROM games") as cur:
            total, open_ = await cur.fetchone()
        where = self.path if self.path == ":memory:" else str(Path(self.path).resolve())
        if self.created:
            return f"game store {where} (new: created empty now)"
        return f"game store {where} ({total} game{'s' * (total != 1)}, {open_} open)"

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """Serialised ``BEGIN IMMEDIATE`` … ``COMMIT``; rolled back on any exception.

        A SQLite failure at any point (the lock held past the busy timeout, a read-only
        file, a full disk at commit) leaves nothing written and raises :class:`StoreUnavailable`.
        """
        async with self._lock:
            try:
                await self._db.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as exc:
                failure = unavailable(exc)
                if failure is None:
                    raise
                raise failure from exc
            token = _IN_TRANSACTION.set(self)
            try:
                yield self._db
                await self._db.execute("COMMIT")
            except BaseException as exc:
                await self._rollback()
                failure = unavailable(exc) if isinstance(exc, sqlite3.Error) else None
                if failure is not None:
                    raise failure from exc
                raise
            finally:
                _IN_TRANSACTION.reset(token)

    async def _rollback(self) -> None:
        """Roll back if a transaction is still open (SQLite ends some failed ones itself)."""
        if self._db.in_transaction:
            try:
                await self._db.execute("ROLLBACK")
            except sqlite3.Error:
                log.exception("rollback failed")

    def _reads(self) -> aiosqlite.Connection:
        """The writer inside this store's transaction (its own writes are visible), else the reader."""
        return self._db if _IN_TRANSACTION.get() is self else self._reader

    # -- reads (call inside or outside a transaction) ---------------------------------------
    @_guarded
    async def open_game(self, channel_id: str) -> GameRow | None:
        """The lobby or active game of a channel, if any."""
        return await self._one(
            f"SELECT {_COLUMNS} FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')",
            (channel_id,),
        )

    @_guarded
    async def game(self, game_id: int) -> GameRow | None:
        return await self._one(f"SELECT {_COLUMNS} FROM games WHERE id = ?", (game_id,))

    @_guarded
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
        async with self._reads().execute(sql, (*args, limit)) as cur:
            return [_row(r) for r in await cur.fetchall()]

    @_guarded
    async def actions(self, game_id: int, *, after: int = 0, limit: int = 1000,
                      newest_first: bool = False, plays_only: bool = False) -> list[dict[str, Any]]:
        """Log entries; ``plays_only``: the actions that make the game (not undone, no undo rows)."""
        order = "DESC" if newest_first else "ASC"
        live = " AND kind = 'play' AND undone = 0" if plays_only else ""
        sql = (f"SELECT seq, user_id, seat, action, events, at, kind, undoable, undone FROM actions "
               f"WHERE game_id = ? AND seq > ?{live} ORDER BY seq {order} LIMIT ?")
        async with self._reads().execute(sql, (game_id, after, limit)) as cur:
            rows = await cur.fetchall()
        return [
            {"seq": s, "user_id": u, "seat": seat, "action": a, "events": json.loads(e), "at": at,
             "kind": kind, "undoable": bool(undoable), "undone": bool(undone)}
            for s, u, seat, a, e, at, kind, undoable, undone in rows
        ]

    @_guarded
    async def action_count(self, game_id: int) -> int:
        async with self._reads().execute("SELECT COUNT(*) FROM actions WHERE game_id = ?",
                                         (game_id,)) as cur:
            (n,) = await cur.fetchone()
        return n

    async def _one(self, sql: str, args: tuple) -> GameRow | None:
        async with self._reads().execute(sql, args) as cur:
            r = await cur.fetchone()
        return _row(r) if r else None

    # -- writes (call inside ``transaction()``) ------------------------------------------------
    @_guarded
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

    @_guarded
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

    @_guarded
    async def append_action(self, game_id: int, seq: int, user_id: str | None, seat: str,
                            action: str, events: list[str], *, undoable: bool = False,
                            kind: str = "play") -> None:
        """Append to the log; the primary key refuses a second action with the same seq."""
        await self._db.execute(
            "INSERT INTO actions (game_id, seq, user_id, seat, action, events, at, kind, undoable)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (game_id, seq, user_id, seat, action, _dumps(events), self.clock(), kind, int(undoable)),
        )

    @_guarded
    async def mark_undone(self, game_id: int, seq: int) -> None:
        """The one change ever made to a logged action: it was taken back (it stays, marked)."""
        await self._db.execute("UPDATE actions SET undone = 1 WHERE game_id = ? AND seq = ?",
                               (game_id, seq))

    # -- reminders and players' settings ------------------------------------------------------
    DUE_SQL = (f"SELECT {_COLUMNS} FROM games WHERE status = 'active' AND next_reminder_at <= ?"
               " ORDER BY next_reminder_at LIMIT ?")

    @_guarded
    async def due_games(self, now: float, limit: int = 200) -> list[GameRow]:
        """Active games whose reminder is due: one query on the partial index games_due."""
        async with self._reads().execute(self.DUE_SQL, (now, limit)) as cur:
            return [_row(r) for r in await cur.fetchall()]

    @_guarded
    async def explain_due(self) -> list[str]:
        async with self._reads().execute("EXPLAIN QUERY PLAN " + self.DUE_SQL, (0, 1)) as cur:
            return [r[-1] for r in await cur.fetchall()]

    @_guarded
    async def prefs(self, user_ids: list[str]) -> dict[str, PlayerPrefs]:
        if not user_ids:
            return {}
        sql = (f"SELECT user_id, deliver, tz, quiet_start, quiet_end, away_until FROM players "
               f"WHERE user_id IN ({', '.join('?' * len(user_ids))})")
        async with self._reads().execute(sql, user_ids) as cur:
            rows = await cur.fetchall()
        return {
            u: PlayerPrefs(u, deliver, tz, (qs, qe) if qs and qe else None, away)
            for u, deliver, tz, qs, qe, away in rows
        }

    @_guarded
    async def save_prefs(self, p: PlayerPrefs) -> None:
        await self._db.execute(
            "INSERT INTO players (user_id, deliver, tz, quiet_start, quiet_end, away_until)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET deliver = excluded.deliver,"
            " tz = excluded.tz, quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end,"
            " away_until = excluded.away_until",
            (p.user_id, p.deliver, p.tz, p.quiet[0] if p.quiet else None,
             p.quiet[1] if p.quiet else None, p.away_until),
        )

    @_guarded
    async def set_message(self, game_id: int, message_id: str) -> None:
        """Remember the newest table message (jump links, stale buttons); not versioned."""
        async with self.transaction() as db:
            await db.execute("UPDATE games SET message_id = ? WHERE id = ?", (message_id, game_id))

    # -- the reminder outbox ------------------------------------------------------------------
    @_guarded
    async def record_reminder(self, game_id: int, channel: list[str], direct: list[str],
                              waited: float, stalled: bool) -> tuple[int, str]:
        """Record a planned reminder as pending (inside the sweep's transaction): (id, nonce).

        The nonce is random and stored, so every attempt to send this reminder carries the
        same one and Discord can drop a repeat of a message that did go out.
        """
        nonce = secrets.token_hex(8)
        cur = await self._db.execute(
            "INSERT INTO reminder_outbox (game_id, nonce, channel, direct, waited, stalled, created_at,"
            " attempts) VALUES (?, ?, ?, ?, ?, ?, ?, 1)",
            (game_id, nonce, _dumps(channel), _dumps(direct), waited, int(stalled), self.clock()))
        return cur.lastrowid, nonce

    @_guarded
    async def pending_reminders(self, limit: int = 200) -> list[PendingReminder]:
        """Reminders recorded but not yet marked sent or dropped, oldest first."""
        async with self._reads().execute(
                "SELECT id, game_id, nonce, channel, direct, waited, stalled, created_at, attempts"
                " FROM reminder_outbox WHERE status = 'pending' ORDER BY id LIMIT ?", (limit,)) as cur:
            rows = await cur.fetchall()
        return [PendingReminder(i, g, n, json.loads(c), json.loads(d), w, bool(s), at, a)
                for i, g, n, c, d, w, s, at, a in rows]

    @_guarded
    async def retry_reminder(self, reminder_id: int) -> None:
        """Count one more attempt to send a pending reminder (inside the sweep's transaction)."""
        await self._db.execute("UPDATE reminder_outbox SET attempts = attempts + 1 WHERE id = ?",
                               (reminder_id,))

    @_guarded
    async def finish_reminder(self, reminder_id: int, status: str = "sent") -> None:
        """Mark a reminder sent (or dropped): it leaves the outbox for good."""
        async with self._within_transaction() as db:
            await db.execute("UPDATE reminder_outbox SET status = ?, done_at = ? WHERE id = ?",
                             (status, self.clock(), reminder_id))

    # -- the server's standings (bot/standings.py) ----------------------------------------------
    @_guarded
    async def add_results(self, rows: list[ResultRow]) -> None:
        """Record the seats of a finished game (inside the transaction that finishes it)."""
        await self._db.executemany(
            f"INSERT INTO results ({_RESULT_COLUMNS}) VALUES ({', '.join('?' * len(_RESULT_FIELDS))})",
            [tuple(getattr(r, name) for name in _RESULT_FIELDS) for r in rows])

    @_guarded
    async def results(self, guild_id: str | None, *, player: str | None = None,
                      title: str | None = None) -> list[ResultRow]:
        """A server's result rows (every server's with None), oldest finish first; one
        player's or one title's if given."""
        where, args = ["1"], []
        for column, value in (("guild_id", guild_id), ("player", player), ("title", title)):
            if value is not None:
                where.append(f"{column} = ?")
                args.append(value)
        sql = (f"SELECT {_RESULT_COLUMNS} FROM results WHERE {' AND '.join(where)} "
               "ORDER BY finished_at, game_id, place, seat")
        async with self._reads().execute(sql, args) as cur:
            return [ResultRow(*r) for r in await cur.fetchall()]

    @_guarded
    async def ratings(self, guild_id: str, title: str,
                      players: list[str] | None = None) -> list[RatingRow]:
        """Ratings of one title in one server (only ``players``' if given), best mean first."""
        sql = f"SELECT {_RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND title = ?"
        args: list[Any] = [guild_id, title]
        if players is not None:
            sql += f" AND player IN ({', '.join('?' * len(players))})"
            args += players
        async with self._reads().execute(sql + " ORDER BY mu DESC, player", args) as cur:
            return [RatingRow(*r) for r in await cur.fetchall()]

    @_guarded
    async def save_ratings(self, rows: list[RatingRow]) -> None:
        """Insert or replace ratings (inside a transaction)."""
        await self._db.executemany(
            f"INSERT OR REPLACE INTO ratings ({_RATING_COLUMNS}) "
            f"VALUES ({', '.join('?' * len(_RATING_FIELDS))})",
            [tuple(getattr(r, name) for name in _RATING_FIELDS) for r in rows])

    @_guarded
    async def forget_standings(self) -> None:
        """Delete every result row and rating (inside the transaction that rebuilds them)."""
        await self._db.execute("DELETE FROM ratings")
        await self._db.execute("DELETE FROM results")

    @_guarded
    async def finished_games(self) -> list[GameRow]:
        """Every finished game, in the order they finished: the recorded finish time, else the
        last update (a game finished before the standings existed), then the id."""
        sql = (f"SELECT {', '.join('g.' + f for f in _FIELDS)} FROM games g WHERE g.status = 'finished'"
               " ORDER BY COALESCE((SELECT MIN(r.finished_at) FROM results r WHERE r.game_id = g.id),"
               " g.updated_at), g.id")
        async with self._reads().execute(sql) as cur:
            return [_row(r) for r in await cur.fetchall()]

    @asynccontextmanager
    async def _within_transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """The running transaction if the caller is inside one, else a transaction of its own."""
        if _IN_TRANSACTION.get() is self:
            yield self._db
        else:
            async with self.transaction() as db:
                yield db


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


_RESULT_FIELDS = [f.name for f in fields(ResultRow)]
_RESULT_COLUMNS = ", ".join(_RESULT_FIELDS)
_RATING_FIELDS = [f.name for f in fields(RatingRow)]
_RATING_COLUMNS = ", ".join(_RATING_FIELDS)
