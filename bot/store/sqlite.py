"""The SQLite backend (aiosqlite): the embedded default, a file beside the bot.

* One writer connection per process, opened in autocommit mode; :meth:`transaction` is an
  ``asyncio.Lock`` around ``BEGIN IMMEDIATE … COMMIT``, which also takes the file's one
  write lock, so write transactions of every process on the file take turns.
* A move's write (:meth:`Store.save_play`) is one hand-off to aiosqlite's thread: ``BEGIN
  IMMEDIATE``, its statements and ``COMMIT`` run there together, as one call (aiosqlite's
  ``_execute`` queues a function on its thread), so SQLite's write lock is held for the writes
  and the fsync, not for ~7 round trips between the loop and the thread. The thread runs its
  queue in order, so such writes need not take the store's ``asyncio.Lock`` from one another:
  only while a :meth:`Store.transaction` holds it (its statements would interleave) does a
  move's write wait for it. The lock is then held for the loop's time between two awaits of a
  command, never for a move's round trip.
* Group commit: the moves' writes that wait while one commits go together in the next
  transaction, each in a savepoint (:meth:`SqliteStore._flush`), so one fsync serves them all;
  each is acknowledged after that commit, and a lost version check undoes only its own.
* A second, read-only connection serves the reads made outside a transaction: in WAL mode
  it reads the last committed state without waiting for the writer's lock.
* WAL journal, ``synchronous=FULL``: an acknowledged action survives a power cut, not only a
  crash. The cost is one fsync per action, measured in ``bench/bench_tables.py``.
* Schema changes are numbered migrations tracked in ``user_version``, applied in one write
  transaction that reads the version again under the lock (two processes opening a new
  file at once must not both create the tables). A file whose version is newer than the
  code is refused before anything is written to it.
* An operational failure (lock held too long, read-only file, full disk, damaged file)
  becomes :class:`StoreUnavailable`; constraint violations and misuse pass through.
"""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import aiosqlite

from bot.store.base import Store
from bot.store.failures import (
    CONFLICT_SENTENCE,
    Conflict,
    StoreUnavailable,
    at_opening,
    log,
    newer_schema,
    while_running,
)
from bot.store.migrations import MIGRATIONS, statements

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

    With ``path`` (at opening) the sentence names the file, for the admin reading stderr."""
    kind = failure_kind(exc)
    if kind is None:
        return None
    if path is None:
        return while_running(kind, exc)
    return at_opening(path, kind, _AT_OPENING.get(kind) or f"SQLite says '{exc}'")


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
        raise newer_schema(path, version, len(MIGRATIONS))


class SqliteStore(Store):
    """The store on a SQLite file; ``await Store.open(path)``."""

    backend = "sqlite"
    EXPLAIN = "EXPLAIN QUERY PLAN "

    def __init__(self, db: aiosqlite.Connection, clock: Callable[[], float] = time.time,
                 reader: aiosqlite.Connection | None = None):
        super().__init__(clock)
        self._db = db                       # the writer: transactions and the reads inside them
        self._reader = reader or db         # reads outside a transaction
        self._pending: list[tuple[list[tuple[str, list[Sequence[Any]], int | None]], asyncio.Future]] = []
        self._flusher: asyncio.Future | None = None    # the group commit running (see _flush)

    @classmethod
    async def connect(cls, path: str | Path, clock: Callable[[], float] = time.time, *,
                      busy_timeout_ms: int = 5000) -> SqliteStore:
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
                raise at_opening(name, exc.kind, _AT_OPENING[exc.kind]) from exc
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
                for statement in statements(script):
                    await self._db.execute(statement)
            await self._db.execute(f"PRAGMA user_version = {len(MIGRATIONS)}")

    async def stored_version(self) -> int:
        return await _user_version(self._db)

    async def write_probe(self) -> None:
        await self._db.execute(f"PRAGMA user_version = {len(MIGRATIONS)}")

    def where(self) -> str:
        return self.path if self.path == ":memory:" else str(Path(self.path).resolve())

    async def _begin(self) -> None:
        """``BEGIN IMMEDIATE``: the write lock is taken now, not at the first write. A SQLite
        failure at any point (the lock held past the busy timeout, a read-only file, a full
        disk at commit) leaves nothing written and raises :class:`StoreUnavailable`."""
        await self._db.execute("BEGIN IMMEDIATE")

    async def _commit(self, handle: None) -> None:
        await self._db.execute("COMMIT")

    async def _rollback(self, handle: None = None) -> None:
        """Roll back if a transaction is still open (SQLite ends some failed ones itself)."""
        if self._db.in_transaction:
            try:
                await self._db.execute("ROLLBACK")
            except sqlite3.Error:
                log.exception("rollback failed")

    def _translate(self, exc: BaseException) -> Exception | None:
        return unavailable(exc) if isinstance(exc, sqlite3.Error) else None

    def _reads(self) -> aiosqlite.Connection:
        """The writer inside this store's transaction (its own writes are visible), else the reader."""
        return self._db if self._in_transaction() else self._reader

    async def _fetch(self, sql: str, args: Sequence[Any] = ()) -> list[Sequence[Any]]:
        """One hand-off: the statement runs to its end on the connection's thread. As two (execute,
        then fetchall) another task's read ran between them inside the same read transaction,
        and the reader shared by concurrent commands could stay on an old snapshot for as long
        as reads kept overlapping: a move read its game stale (found by bench/bench_load.py)."""
        return list(await self._reads().execute_fetchall(sql, tuple(args)))

    async def _execute(self, sql: str, args: Sequence[Any] = ()) -> int:
        async with self._db.execute(sql, tuple(args)) as cur:
            return cur.rowcount

    async def _executemany(self, sql: str, rows: list[Sequence[Any]]) -> None:
        await self._db.executemany(sql, rows)

    async def _write(self, batch: list[tuple[str, list[Sequence[Any]], int | None]]) -> None:
        """``batch`` written by the group commit (see :meth:`_flush`); returns once its commit
        is done, raises :class:`Conflict` if its version check failed."""
        done = asyncio.get_running_loop().create_future()
        self._pending.append((batch, done))
        if self._flusher is None or self._flusher.done():
            self._flusher = asyncio.ensure_future(self._flush())
        written = await asyncio.shield(done)
        if not written:
            raise Conflict(CONFLICT_SENTENCE)

    async def _flush(self) -> None:
        """Group commit: the moves' writes waiting now go to the writer's thread together, each
        in a savepoint of one ``BEGIN IMMEDIATE … COMMIT`` (:func:`_write_group`), so a busy
        store pays one commit (SQLite's fsync, ~3 ms with ``synchronous=FULL`` here) for many
        moves, not one each. Writes that arrive while a group commits wait for the next one:
        a lone write goes at once, alone. Each waiter learns its own result only after the
        commit, so nothing is acknowledged before it is durable; a write whose version check
        failed is rolled back to its savepoint alone; a failed commit fails the whole group."""
        while self._pending:
            group, self._pending = self._pending[:GROUP_LIMIT], self._pending[GROUP_LIMIT:]
            batches = [batch for batch, _ in group]
            try:
                if self._lock.locked():             # a transaction is open: after it
                    async with self._lock:
                        results = await self._db._execute(_write_group, self._db._conn, batches)
                else:                               # queued now, so before any transaction's BEGIN
                    results = await self._db._execute(_write_group, self._db._conn, batches)
            except BaseException as exc:
                for _, done in group:
                    if not done.done():
                        done.set_exception(exc)
                if not isinstance(exc, Exception):
                    raise
                continue
            for (_, done), result in zip(group, results, strict=True):
                if done.done():
                    continue
                if isinstance(result, BaseException):
                    done.set_exception(result)
                else:
                    done.set_result(result)


# the most moves' writes one commit carries: a bound on how long one group holds SQLite's lock
GROUP_LIMIT = 64


def _write_group(connection: sqlite3.Connection,
                 batches: list[list[tuple[str, list[Sequence[Any]], int | None]]]) -> list[bool | Exception]:
    """On aiosqlite's thread: ``batches`` in one ``BEGIN IMMEDIATE … COMMIT``, each in a savepoint
    of its own; per batch True (written), False (nothing of it written: a statement changed other
    than its expected number of rows, or hit a unique key another writer took first) or the
    error it raised (nothing of it written). An error at BEGIN or COMMIT is raised: nothing of
    the group is written then."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        results = [_write_savepoint(connection, batch) for batch in batches]
        connection.execute("COMMIT")
        return results
    except BaseException:
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        raise


def _write_savepoint(connection: sqlite3.Connection,
                     batch: list[tuple[str, list[Sequence[Any]], int | None]]) -> bool | Exception:
    """One move's statements inside the group's transaction (see :func:`_write_group`)."""
    connection.execute("SAVEPOINT move")
    try:
        for sql, rows, expected in batch:
            cursor = connection.execute(sql, rows[0]) if len(rows) == 1 else connection.executemany(sql, rows)
            if expected is not None and cursor.rowcount != expected:
                connection.execute("ROLLBACK TO move")
                connection.execute("RELEASE move")
                return False
        connection.execute("RELEASE move")
        return True
    except sqlite3.IntegrityError as exc:
        connection.execute("ROLLBACK TO move")
        connection.execute("RELEASE move")
        return False if "UNIQUE" in str(exc) else exc
    except sqlite3.OperationalError:
        raise                               # the store's failure (full disk...): the whole group
    except Exception as exc:
        connection.execute("ROLLBACK TO move")
        connection.execute("RELEASE move")
        return exc
