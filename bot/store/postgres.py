"""The PostgreSQL backend (asyncpg): one database shared by several bot processes.

* ``CAMPFIRE_DB=postgresql://user:password@host:5432/campfire`` (any libpq-style URL that
  asyncpg accepts; unknown query parameters become server settings, e.g.
  ``?search_path=campfire`` to keep the tables in a schema of their own).
* One writer connection per process behind the store's ``asyncio.Lock`` (as on SQLite) for
  :meth:`Store.transaction`, a pool for the reads made outside a transaction, and a pool of
  writers for the moves' short writes (:meth:`Store.save_play`), each one statement in
  autocommit (``WITH saved AS (UPDATE games … RETURNING id) INSERT INTO actions … SELECT …
  FROM saved``: one round trip): moves of different games commit at once, two of one game
  wait for the row lock their ``UPDATE`` takes, and the second finds the version changed
  (READ COMMITTED reads the row again), updates nothing and so logs nothing: :class:`Conflict`.
  A move reads twice (its game, its last seq) and writes once; with pools of four
  connections a busy bot's moves queued for them, so each has eight (issue 19). The pools
  are the store's own (:class:`_Connections`), cheaper for the event loop than asyncpg's.
* Transactions of different processes overlap here (READ COMMITTED), so the store locks
  what a transaction reads to change: game rows ``FOR UPDATE``, the sweep's due games and
  pending reminders ``FOR UPDATE SKIP LOCKED``, a server's ratings through an advisory lock
  (``_serialise``). ``lock_timeout`` plays the part of SQLite's busy timeout.
* A unique key refused because another process inserted first (two lobbies opened in one
  channel at once, two actions logged with one seq) is :class:`Conflict`, the same "try
  again" as a stale version; operational errors become :class:`StoreUnavailable` by their
  SQLSTATE class.
* The schema version lives in the one-row table ``campfire_schema``; migrations run under
  an advisory lock, so processes starting together migrate once.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import re
import time
import zlib
from collections.abc import AsyncIterator, Callable, Sequence
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from bot.store.base import Store, _guarded
from bot.store.failures import CONFLICT_SENTENCE, Conflict, StoreUnavailable, at_opening, newer_schema, while_running
from bot.store.migrations import MIGRATIONS, POSTGRES_PREAMBLE, for_postgres

# an advisory lock key of Campfire's own, held while migrating
_MIGRATION_LOCK = 0x43616D70    # "Camp"
_READ_POOL_SIZE = 8
_WRITE_POOL_SIZE = 8        # moves of this many games commit at once
_CONNECT_TIMEOUT_S = 10

# SQLSTATE (whole code, then its two-character class) -> kind of failure
_KINDS = {
    "23505": "conflict",                                   # unique_violation: another writer was first
    "40001": "busy", "40P01": "busy", "55P03": "busy",     # serialization, deadlock, lock_timeout
    "57014": "busy",                                       # query_canceled (statement_timeout)
    "53300": "busy",                                       # too_many_connections
    "25006": "read-only",                                  # read_only_sql_transaction
    "53100": "full",                                       # disk_full
    "XX001": "damaged", "XX002": "damaged",                # data_corrupted, index_corrupted
    "57P01": "unreachable", "57P02": "unreachable", "57P03": "unreachable",
    "08": "unreachable", "53": "failed", "58": "failed", "XX": "failed",
}
# what the admin is told when the database cannot be opened at start-up
_AT_OPENING = {
    "unreachable": "the server does not answer (is PostgreSQL running, and are the host and port right?)",
    "auth": "the server refused the user or the password",
    "missing-database": "the database does not exist (create it: createdb, or CREATE DATABASE)",
    "busy": "the server is too busy (too many connections, or a lock held too long)",
    "read-only": "the server accepts no writes (a standby, or a read-only database)",
    "full": "the server's disk is full",
    "damaged": "the server reports damaged data",
}


def failure_kind(exc: BaseException) -> str | None:
    """Which failure an asyncpg (or connection) error is; None for the caller's own errors
    (syntax, a foreign key or check refused), which pass through as on SQLite."""
    if isinstance(exc, asyncpg.PostgresError):
        state = getattr(exc, "sqlstate", None) or ""
        if state.startswith("28"):
            return "auth"
        if state == "3D000":
            return "missing-database"
        return _KINDS.get(state) or _KINDS.get(state[:2])
    if isinstance(exc, OSError | asyncio.TimeoutError | asyncpg.InterfaceError | asyncpg.InternalClientError):
        # InternalClientError: asyncpg's protocol is out of step with the server. With one
        # operation at a time on each connection, the one way there is the server ending the
        # connection (a restart, pg_terminate_backend): its termination notice is read while
        # the connection is idle and the socket's end only later (see PostgresStore._begin)
        return "unreachable"
    return None


def shown(url: str) -> str:
    """The URL without its password, for logs and sentences."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.netloc.rsplit("@", 1)[1]
    user = parts.username or ""
    return urlunsplit(parts._replace(netloc=f"{user}:***@{host}"))


_PLACEHOLDER = re.compile(r"\?")


def numbered(sql: str) -> str:
    """SQLite's ``?`` placeholders as PostgreSQL's ``$1, $2 …`` (no ``?`` of ours is in a literal)."""
    counter = iter(range(1, 10_000))
    return _PLACEHOLDER.sub(lambda _: f"${next(counter)}", sql)


class PostgresStore(Store):
    """The store on a PostgreSQL database; ``await Store.open("postgresql://…")``."""

    backend = "postgres"
    EXPLAIN = "EXPLAIN "

    def __init__(self, url: str, writer: asyncpg.Connection, pool: _Connections,
                 clock: Callable[[], float] = time.time, busy_timeout_ms: int = 5000,
                 writers: _Connections | None = None):
        super().__init__(clock)
        self.path = url
        self._db = writer                   # the writer: transactions and the reads inside them
        self._pool = pool                   # reads outside a transaction
        self._writers = writers             # the moves' short writes (None: through the writer)
        self._busy_timeout_ms = busy_timeout_ms
        self._sql: dict[str, str] = {}      # ? -> $n, once per statement
        self._plays: dict[tuple[str, str, int], str] = {}     # a move's one statement (play_sql)

    @classmethod
    async def connect(cls, url: str, clock: Callable[[], float] = time.time, *,
                      busy_timeout_ms: int = 5000) -> PostgresStore:
        """Connect, refuse a newer schema, migrate; refuse with one sentence naming the server."""
        writer = pool = writers = None
        try:
            writer = await _connection(url, busy_timeout_ms)
            pool = await _Connections.open(url, _READ_POOL_SIZE)
            writers = await _Connections.open(url, _WRITE_POOL_SIZE, _waits_at_most(busy_timeout_ms))
            store = cls(url, writer, pool, clock, busy_timeout_ms, writers)
            version = await store.stored_version()
            if version > len(MIGRATIONS):
                raise newer_schema(shown(url), version, len(MIGRATIONS))
            store.created = version == 0
            await store._migrate()
        except BaseException as exc:
            for each in (pool, writers):
                if each is not None:
                    each.terminate()
            if writer is not None:
                writer.terminate()
            kind = failure_kind(exc) if isinstance(exc, Exception) else None
            if kind is None or kind == "conflict":
                raise
            reason = _AT_OPENING.get(kind) or f"PostgreSQL says '{exc}'"
            raise at_opening(shown(url), "unopenable" if kind in ("auth", "missing-database") else kind,
                             reason) from exc
        return store

    async def close(self) -> None:
        try:
            await self._pool.close()
            if self._writers is not None:
                await self._writers.close()
        finally:
            await self._db.close()

    async def stored_version(self) -> int:
        # pg_class read with this statement's snapshot, not to_regclass(): that one trusts the
        # session's catalog cache, which may not yet know the table another process just created
        connection = self._db if self._in_transaction() else self._pool    # the writer may be busy
        exists = await connection.fetchval(
            "SELECT EXISTS (SELECT 1 FROM pg_catalog.pg_class WHERE relname = 'campfire_schema'"
            " AND relnamespace = current_schema()::regnamespace)")
        if not exists:
            return 0
        return await connection.fetchval("SELECT COALESCE(MAX(version), 0) FROM campfire_schema")

    async def _migrate(self) -> None:
        """Apply the missing migrations in one transaction, under Campfire's migration lock
        (the version is read again once it is held: a second process finds the work done)."""
        if await self.stored_version() == len(MIGRATIONS):
            return
        async with self.transaction() as db:
            await db.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
            version = await self.stored_version()
            if version > len(MIGRATIONS):
                raise newer_schema(shown(self.path), version, len(MIGRATIONS))
            if version == len(MIGRATIONS):
                return
            await db.execute(POSTGRES_PREAMBLE)
            for number, script in enumerate(MIGRATIONS[version:], version + 1):
                await db.execute(for_postgres(script, number))
            await db.execute("DELETE FROM campfire_schema")
            await db.execute("INSERT INTO campfire_schema (version) VALUES ($1)", len(MIGRATIONS))

    @_guarded
    async def load_rows(self, table: str, columns: str, rows: list[tuple]) -> None:
        """COPY, not INSERTs: ``campfire migrate`` of a bot's years (millions of logged
        actions) takes seconds, not minutes."""
        await self._db.copy_records_to_table(table, records=rows,
                                             columns=[c.strip() for c in columns.split(",")])

    async def write_probe(self) -> None:
        await self._db.execute("UPDATE campfire_schema SET version = version")

    def where(self) -> str:
        return shown(self.path)

    async def resume_numbering(self) -> None:
        for table in ("games", "reminder_outbox"):
            await self._db.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                                   f" COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)")

    async def _begin(self) -> Any:
        """``BEGIN``; a lost connection (the server restarted) is replaced first.

        ``is_closed()`` learns of a cut only from the socket's end. A server that ends the
        connection first sends a termination notice, unasked; asyncpg reads it while the
        connection is idle as the answer to an operation that never was, and the next
        command collides with that "operation" ("cannot switch to state 15; another operation
        (2) is in progress", InternalClientError). Under load the socket's end comes later
        still, so that command may be ours: it is refused as unreachable, and the writer is
        dropped whatever asyncpg thinks of it, so the next transaction connects anew."""
        if self._db.is_closed():
            self._db = await _connection(self.path, self._busy_timeout_ms)
        transaction = self._db.transaction()
        try:
            await transaction.start()
        except Exception as exc:
            if failure_kind(exc) == "unreachable":
                self._db.terminate()
            raise
        return transaction

    async def _commit(self, transaction: Any) -> None:
        await transaction.commit()

    async def _rollback(self, transaction: Any) -> None:
        if self._db.is_closed():
            return
        try:
            await transaction.rollback()
        except (asyncpg.PostgresError, asyncpg.InterfaceError, asyncpg.InternalClientError, OSError):
            self._db.terminate()          # a connection in an unknown state is not reused

    def _translate(self, exc: BaseException) -> Exception | None:
        if isinstance(exc, StoreUnavailable | Conflict):
            return None
        kind = failure_kind(exc)
        if kind is None:
            return None
        if kind == "conflict":
            return Conflict(CONFLICT_SENTENCE)
        return while_running("failed" if kind in ("auth", "missing-database") else kind, exc)

    def _locking(self, skip_locked: bool = False) -> str:
        if not self._in_transaction():
            return ""
        return " FOR UPDATE SKIP LOCKED" if skip_locked else " FOR UPDATE"

    async def _serialise(self, key: str) -> None:
        await self._db.execute("SELECT pg_advisory_xact_lock($1)", zlib.crc32(key.encode()))

    def _numbered(self, sql: str) -> str:
        text = self._sql.get(sql)
        if text is None:
            text = self._sql[sql] = numbered(sql)
        return text

    def _play_sql(self, width: int) -> str:
        key = (self.SAVE_SQL, self.APPEND_SQL, width)
        text = self._plays.get(key)
        if text is None:
            text = self._plays[key] = play_sql(*key)
        return text

    async def _fetch(self, sql: str, args: Sequence[Any] = ()) -> list[Sequence[Any]]:
        if self._in_transaction():
            return await self._db.fetch(self._numbered(sql), *args)
        return await self._pool.fetch(self._numbered(sql), *args)

    async def _execute(self, sql: str, args: Sequence[Any] = ()) -> int:
        return _changed(await self._db.execute(self._numbered(sql), *args))

    async def _executemany(self, sql: str, rows: list[Sequence[Any]]) -> None:
        await self._db.executemany(self._numbered(sql), rows)

    async def _write_play(self, save: Sequence[Any], entries: list[Sequence[Any]]) -> None:
        """A move's writes as one statement (:func:`play_sql`) on a connection of the writer
        pool, committed by itself: one round trip, not four (``BEGIN``, ``UPDATE``, ``INSERT``,
        ``COMMIT``). The ``UPDATE`` of a stale version changes no row, so the ``INSERT`` joined
        with what it returned writes nothing (``INSERT 0 0``): :class:`Conflict`. A seq another
        command took fails the actions' key (23505, :class:`Conflict`) and the statement, its
        ``UPDATE`` with it. No entries: the ``UPDATE`` alone."""
        if self._writers is None:
            await super()._write_play(save, entries)
            return
        async with self._writers.acquire() as connection:
            if entries:
                columns = list(zip(*entries, strict=True))[1:]        # the game's id is the row's own
                status = await connection.execute(self._play_sql(len(entries[0])), *save, *map(list, columns))
                expected = len(entries)
            else:
                status = await connection.execute(self._numbered(self.SAVE_SQL), *save)
                expected = 1
        if _changed(status) != expected:
            raise Conflict(CONFLICT_SENTENCE)

    async def _write(self, batch: list[tuple[str, list[Sequence[Any]], int | None]]) -> None:
        """On a connection of the writer pool, beside other games' writes (the module's notes);
        one statement of one row of arguments (a table message's id) commits by itself, with no
        ``BEGIN`` and ``COMMIT`` round trips around it."""
        if self._writers is None:
            await super()._write(batch)
            return
        if len(batch) == 1 and len(batch[0][1]) == 1:
            sql, (args,), expected = batch[0]
            async with self._writers.acquire() as connection:
                status = await connection.execute(self._numbered(sql), *args)
            if expected is not None and _changed(status) != expected:
                raise Conflict(CONFLICT_SENTENCE)
            return
        async with self._writers.acquire() as connection, connection.transaction():
            for sql, rows, expected in batch:
                if len(rows) == 1:
                    status = await connection.execute(self._numbered(sql), *rows[0])
                    if expected is not None and _changed(status) != expected:
                        raise Conflict(CONFLICT_SENTENCE)
                elif rows:
                    await connection.executemany(self._numbered(sql), rows)


def _changed(status: str) -> int:
    """How many rows a statement changed, from its command tag (``UPDATE 1``, ``INSERT 0 3``)."""
    return int(status.rsplit(" ", 1)[-1]) if status[-1:].isdigit() else 0


# the types of the log's columns in PostgreSQL (bot/store/migrations.py in PostgreSQL's words)
_ACTION_TYPES = {"seq": "bigint", "user_id": "text", "seat": "text", "action": "text", "events": "text",
                 "at": "double precision", "kind": "text", "undoable": "bigint"}
_COLUMN_LIST = re.compile(r"\(([^)]*)\)")


def play_sql(save_sql: str, append_sql: str, width: int) -> str:
    """A move's writes as one statement: ``save_sql`` (the version check) returning the game's
    id, joined with the log entries, given as one array per column of ``append_sql`` but the
    first (the game's id: the saved row's own), ``width`` values an entry. One statement text
    and one prepared statement whatever the number of entries."""
    insert = append_sql.split(" VALUES", 1)[0]            # INSERT INTO actions (game_id, seq, …)
    listed = _COLUMN_LIST.search(insert)
    names = [n.strip() for n in listed.group(1).split(",")] if listed else []
    kinds = [_ACTION_TYPES.get(name, "text") for name in names[1:]]
    kinds += ["text"] * (width - 1 - len(kinds))
    save = numbered(save_sql)
    first = save.count("$") + 1
    arrays = ", ".join(f"${first + n}::{kind}[]" for n, kind in enumerate(kinds[:width - 1]))
    values = ", ".join(f"e.c{n}" for n in range(width - 1))
    return (f"WITH saved AS ({save} RETURNING id) {insert}"
            f" SELECT saved.id, {values} FROM saved CROSS JOIN unnest({arrays})"
            f" AS e ({', '.join(f'c{n}' for n in range(width - 1))})")


class _Connections:
    """A few connections to the server, each lent to one operation at a time: the store's pool
    for the reads outside a transaction, and its writers' for the moves' writes.

    Not asyncpg's pool: that one costs the event loop about as much again as the statement it
    lends a connection for (its acquire, the release's shielded task, its reset and inactivity
    timers): a read of one 3 KB row took 117-125 us of CPU through ``Pool.fetch`` without the
    reset query, 72-79 us each of 16 at once, against 65-77 and 43-55 us through this one
    (64-69 us alone on a bare connection); and a bot serving one PostgreSQL store at 500
    moves/s spent its whole core, most of it on its event loop's one thread. This one keeps
    the idle connections in a list (the last one back is lent first), opens one more while
    fewer than ``size`` are open, else queues the borrower until one comes back, which goes
    straight to it. There is nothing to reset: the statements lent to take no session lock, open no
    cursor, listen to nothing and set nothing (their settings are given at connect). A
    connection that failed (:func:`_drop_if_spoiled`), or is left inside a transaction, is
    dropped, not lent again."""

    def __init__(self, url: str, size: int, settings: dict[str, str] | None = None):
        self._url, self._size, self._settings = url, size, settings
        self._idle: list[asyncpg.Connection] = []
        self._waiting: collections.deque[asyncio.Future] = collections.deque()
        self._count = 0                     # connections open or being opened
        self._closed = False

    @classmethod
    async def open(cls, url: str, size: int, settings: dict[str, str] | None = None) -> _Connections:
        """The connections, one of them opened now (so that a server refusing is known at once)."""
        connections = cls(url, size, settings)
        connections._give(await connections._take())
        return connections

    async def fetch(self, sql: str, *args: Any) -> list[Any]:
        return await self._lent("fetch", sql, args)

    async def fetchval(self, sql: str, *args: Any) -> Any:
        return await self._lent("fetchval", sql, args)

    async def execute(self, sql: str, *args: Any) -> str:
        return await self._lent("execute", sql, args)

    async def _lent(self, method: str, sql: str, args: tuple) -> Any:
        """One statement on a connection lent for it (as :meth:`acquire`, without a context
        manager's own cost on every read)."""
        connection = await self._take()
        try:
            return await getattr(connection, method)(sql, *args)
        except BaseException as exc:
            _drop_if_spoiled(connection, exc)
            raise
        finally:
            self._give(connection)

    @contextlib.asynccontextmanager
    async def acquire(self) -> AsyncIterator[asyncpg.Connection]:
        """A connection for several statements (a transaction of the writers')."""
        connection = await self._take()
        try:
            yield connection
        except BaseException as exc:
            _drop_if_spoiled(connection, exc)
            raise
        finally:
            self._give(connection)

    async def _take(self) -> asyncpg.Connection:
        while True:
            if self._closed:
                raise asyncpg.InterfaceError("the store's connections are closed")
            while self._idle:
                connection = self._idle.pop()
                if not connection.is_closed():
                    return connection
                self._count -= 1
            if self._count < self._size:
                self._count += 1
                try:
                    return await asyncpg.connect(self._url, timeout=_CONNECT_TIMEOUT_S,
                                                 server_settings=self._settings)
                except BaseException:
                    self._count -= 1
                    self._wake()
                    raise
            waiter = asyncio.get_running_loop().create_future()
            self._waiting.append(waiter)
            try:
                connection = await waiter
            except asyncio.CancelledError:
                if waiter.done() and not waiter.cancelled():       # handed over, then cancelled
                    if waiter.result() is None:
                        self._wake()
                    else:
                        self._give(waiter.result())
                raise
            if connection is not None:
                return connection
            # None: a connection was dropped, so one more may be opened: try again

    def _give(self, connection: asyncpg.Connection) -> None:
        """A connection back from its borrower: to the first one waiting, else idle."""
        if self._closed or connection.is_closed() or connection.is_in_transaction():
            connection.terminate()
            self._count -= 1
            self._wake()
            return
        while self._waiting:
            waiter = self._waiting.popleft()
            if not waiter.done():
                waiter.set_result(connection)
                return
        self._idle.append(connection)

    def _wake(self) -> None:
        """Tell the first one waiting that it may open a connection of its own."""
        while self._waiting:
            waiter = self._waiting.popleft()
            if not waiter.done():
                waiter.set_result(None)
                return

    async def close(self) -> None:
        """Close the idle connections now, and the lent ones as they come back."""
        self._closed = True
        idle, self._idle = self._idle, []
        self._count -= len(idle)
        while self._waiting:
            waiter = self._waiting.popleft()
            if not waiter.done():
                waiter.set_exception(asyncpg.InterfaceError("the store's connections are closed"))
        await asyncio.gather(*(_close(connection) for connection in idle))

    def terminate(self) -> None:
        self._closed = True
        idle, self._idle = self._idle, []
        for connection in idle:
            connection.terminate()


async def _close(connection: asyncpg.Connection) -> None:
    try:
        await connection.close(timeout=_CONNECT_TIMEOUT_S)
    except Exception:
        connection.terminate()


def _drop_if_spoiled(connection: asyncpg.Connection, exc: BaseException) -> None:
    """Drop a connection whose operation failed with the connection (cut, out of step with
    asyncpg: :func:`failure_kind` says unreachable) or was cancelled midway; one whose
    statement the server refused, or whose borrower raised (a :class:`Conflict`), is in step
    and is lent again."""
    if not isinstance(exc, Exception) or failure_kind(exc) == "unreachable":
        connection.terminate()


def _waits_at_most(busy_timeout_ms: int) -> dict[str, str]:
    """A writer's settings: it waits for a row lock at most ``busy_timeout_ms``, like SQLite's busy timeout."""
    return {"lock_timeout": f"{int(busy_timeout_ms)}ms"}


async def _connection(url: str, busy_timeout_ms: int) -> asyncpg.Connection:
    """The writer of :meth:`Store.transaction`."""
    return await asyncpg.connect(url, timeout=_CONNECT_TIMEOUT_S, server_settings=_waits_at_most(busy_timeout_ms))
