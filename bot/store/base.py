"""The store's one interface: every query, written once, over a backend's four primitives.

Why it looks like this (DESIGN.md, "Persistence"; PLATFORM-NOTES.md, "aiosqlite"):

* Two backends, chosen by what :meth:`Store.open` is given: a file path (SQLite through
  aiosqlite, the embedded default) or a ``postgresql://`` URL (PostgreSQL through asyncpg,
  for several bot processes on one database). This class holds the SQL, written with ``?``
  placeholders in the subset both dialects share; a backend supplies the connection
  handling (``_fetch``, ``_fetchone``, ``_execute``, ``_executemany``), the transaction,
  the schema version and the translation of its driver's errors.
* A move is written by :meth:`save_play`: the table service computed it outside any
  transaction (read the game, run the engine, encode), so only its writes are inside one
  (``UPDATE`` with the version check, the log entries in one ``executemany``, ``COMMIT``),
  handed to the backend's :meth:`_write_play` at once: on SQLite one hand-off to aiosqlite's
  thread under the write lock (a :meth:`_write` batch), on PostgreSQL one statement that
  commits by itself on a connection of a writer pool, so that moves of different games
  commit at once (the row lock orders one game's). A stale version is :class:`Conflict` and
  nothing is written.
* Every other write runs in :meth:`transaction`, an
  ``asyncio.Lock`` around the backend's ``BEGIN … COMMIT`` on one writer connection. The connection's transaction
  is shared by every coroutine, so without the lock two commands would interleave inside
  one transaction and one update would be lost. Reads made outside a transaction use
  other connections and see the last committed state without waiting for a writer; reads
  inside one use the writer, so they see that transaction's own uncommitted writes.
* Across processes: SQLite's ``BEGIN IMMEDIATE`` takes the file's one write lock, so write
  transactions never overlap. PostgreSQL lets them overlap, so what a transaction reads to
  change it is locked there instead: a game row read inside a transaction is read
  ``FOR UPDATE`` (two processes acting on one game take turns, as on SQLite), the
  reminder sweep claims due games and pending reminders ``FOR UPDATE SKIP LOCKED`` (each
  claimed by exactly one process), and a server's ratings are read under a lock on that
  server and title (see :meth:`_locking` and :meth:`_serialise`).
* The game row carries a ``version``; :meth:`save_game` updates only when the version is
  still the one that was read, so a stale write gets :class:`Conflict`, never a lost update.
* No driver error reaches a user raw: an operational failure becomes
  :class:`StoreUnavailable`, a :class:`~bot.errors.TableError` whose text is the one
  sentence to show.
"""

from __future__ import annotations

import asyncio
import functools
import secrets
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any, ClassVar, ParamSpec, TypeVar

from bot.reminders import PlayerPrefs
from bot.store.failures import CONFLICT_SENTENCE, Conflict
from bot.store.migrations import MIGRATIONS
from bot.store.rows import (
    ACTION_COLUMNS,
    GAME_COLUMNS,
    GAME_FIELDS,
    MUTABLE_FIELDS,
    OPEN_STATUSES,
    OUTBOX_COLUMNS,
    RATING_COLUMNS,
    RATING_FIELDS,
    RESULT_COLUMNS,
    RESULT_FIELDS,
    GameRow,
    PendingReminder,
    RatingRow,
    ResultRow,
    Seat,
    action_from_row,
    dumps,
    game_column,
    game_from_row,
    pending_from_row,
    stored,
)

P = ParamSpec("P")
R = TypeVar("R")

POSTGRES_SCHEMES = ("postgresql://", "postgres://")
# a sweep that claimed a pending reminder is sending it: for this long no other sweep takes it
# (a send takes seconds; a claimer that crashed is replaced at the next minute's sweep)
REMINDER_LEASE_S = 60.0


def is_postgres(target: str | Path) -> bool:
    """Whether a ``CAMPFIRE_DB`` value names a PostgreSQL server rather than a SQLite file."""
    return str(target).startswith(POSTGRES_SCHEMES)


def _guarded(method: Callable[P, Awaitable[R]]) -> Callable[P, Awaitable[R]]:
    """Turn a store method's driver failures into :class:`StoreUnavailable` (or :class:`Conflict`)."""

    @functools.wraps(method)
    async def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return await method(*args, **kwargs)
        except Exception as exc:
            failure = args[0]._translate(exc)     # type: ignore[attr-defined]
            if failure is None:
                raise
            raise failure from exc

    return wrapper


# the store whose transaction the running task is inside, if any (see Store._in_transaction)
_IN_TRANSACTION: ContextVar[Store | None] = ContextVar("campfire_store_transaction", default=None)


class Store:
    """Async access to the game store; create with ``await Store.open(path_or_url)``."""

    backend: ClassVar[str] = "?"
    # EXPLAIN's prefix in this dialect; the last column of each row is the plan's text
    EXPLAIN: ClassVar[str] = "EXPLAIN "

    def __init__(self, clock: Callable[[], float] = time.time):
        self._lock = asyncio.Lock()
        self.clock = clock
        self.path = ":memory:"              # what was opened: a file path or a URL
        self.created = False                # the store was new (schema version 0) when opened

    # The backends, as the package registers them (bot/store/__init__.py): (whether it serves a
    # target, how it opens one), the first that serves wins. This module imports neither backend
    # (each imports it: no import cycle).
    _backends: ClassVar[list[tuple[Callable[[str | Path], bool], Callable[..., Awaitable[Store]]]]] = []

    @staticmethod
    def register(serves: Callable[[str | Path], bool], connect: Callable[..., Awaitable[Store]]) -> None:
        """A backend for the targets ``serves`` accepts: ``connect(target, clock, busy_timeout_ms=…)``."""
        Store._backends.append((serves, connect))

    @classmethod
    async def open(cls, target: str | Path, clock: Callable[[], float] = time.time, *,
                   busy_timeout_ms: int = 5000) -> Store:
        """Open (creating and migrating if needed) a SQLite file or a PostgreSQL database.

        Refuses with one sentence (:class:`StoreUnavailable`) what it cannot open: a missing
        folder, a damaged file, a server that does not answer, a newer schema.
        """
        connect = next(connect for serves, connect in Store._backends if serves(target))
        return await connect(target, clock, busy_timeout_ms=busy_timeout_ms)

    # -- what a backend provides ---------------------------------------------------------------
    async def close(self) -> None:
        raise NotImplementedError

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Any]:
        """``async with store.transaction() as db``: serialised within the process, committed
        or rolled back whole; ``db`` is the backend's own connection (for tests and benches
        that need raw SQL). A driver failure at any point (the begin, the body, the commit)
        leaves nothing written and raises what :meth:`_translate` makes of it."""
        async with self._lock:
            try:
                handle = await self._begin()
            except Exception as exc:
                failure = self._translate(exc)
                if failure is None:
                    raise
                raise failure from exc
            async with self._transaction_scope():
                try:
                    yield self._db
                    await self._commit(handle)
                except BaseException as exc:
                    await self._rollback(handle)
                    failure = self._translate(exc) if isinstance(exc, Exception) else None
                    if failure is not None:
                        raise failure from exc
                    raise

    async def _begin(self) -> Any:
        """Start the writer's transaction; what it returns is passed to commit and rollback."""
        raise NotImplementedError

    async def _commit(self, handle: Any) -> None:
        raise NotImplementedError

    async def _rollback(self, handle: Any) -> None:
        """Roll back the writer's transaction if it is still open; never raises."""
        raise NotImplementedError

    def _translate(self, exc: BaseException) -> Exception | None:
        """The :class:`StoreUnavailable` or :class:`Conflict` for a driver error, else None."""
        raise NotImplementedError

    async def _fetch(self, sql: str, args: Sequence[Any] = ()) -> list[Sequence[Any]]:
        raise NotImplementedError

    async def _fetchone(self, sql: str, args: Sequence[Any] = ()) -> Sequence[Any] | None:
        rows = await self._fetch(sql, args)
        return rows[0] if rows else None

    async def _execute(self, sql: str, args: Sequence[Any] = ()) -> int:
        """Run a write (inside the transaction); the number of rows it changed."""
        raise NotImplementedError

    async def _executemany(self, sql: str, rows: list[Sequence[Any]]) -> None:
        raise NotImplementedError

    async def _write(self, batch: list[tuple[str, list[Sequence[Any]], int | None]]) -> None:
        """Run ``batch`` as one transaction of its own: each ``(sql, rows, expected)`` is one
        statement run for every row of arguments, and when ``expected`` is not None it must
        change exactly that many rows, else nothing is written and :class:`Conflict` is raised.
        This default runs it in :meth:`transaction`; the backends do it with fewer hand-offs."""
        async with self.transaction():
            for sql, rows, expected in batch:
                if len(rows) == 1:
                    changed = await self._execute(sql, rows[0])
                    if expected is not None and changed != expected:
                        raise Conflict(CONFLICT_SENTENCE)
                elif rows:
                    await self._executemany(sql, rows)

    async def _write_play(self, save: Sequence[Any], entries: list[Sequence[Any]]) -> None:
        """A move's writes (:meth:`save_play`): :data:`SAVE_SQL` with ``save``, which must change
        the game's one row, and :data:`APPEND_SQL` for each of ``entries``, all or nothing, else
        :class:`Conflict`. This default is one :meth:`_write` batch; PostgreSQL makes it one
        statement."""
        await self._write([(self.SAVE_SQL, [save], 1), (self.APPEND_SQL, entries, None)])

    async def stored_version(self) -> int:
        """The schema version the database says it has (0: new)."""
        raise NotImplementedError

    async def write_probe(self) -> None:
        """A write that changes nothing (inside a transaction): ``campfire doctor`` rolls it
        back to learn whether the store takes writes at all."""
        raise NotImplementedError

    def _locking(self, skip_locked: bool = False) -> str:
        """The clause that locks what a transaction reads to change (none where the whole
        database is already locked for the writer, as in SQLite)."""
        return ""

    async def _serialise(self, key: str) -> None:
        """Make transactions that use ``key`` take turns (nothing to do where they already do)."""

    def where(self) -> str:
        """Where the store is, for the start-up line (no password)."""
        return self.path

    # -- shared ---------------------------------------------------------------------------------
    def _in_transaction(self) -> bool:
        return _IN_TRANSACTION.get() is self

    @property
    def schema_version(self) -> int:
        return len(MIGRATIONS)

    @_guarded
    async def describe(self) -> str:
        """One line for the start-up log: which store, and whether it is new."""
        total, open_ = await self._fetchone(
            "SELECT COUNT(*), COALESCE(SUM(CASE WHEN status IN ('lobby', 'active') THEN 1 ELSE 0 END), 0)"
            " FROM games")
        if self.created:
            return f"game store {self.where()} (new: created empty now)"
        return f"game store {self.where()} ({total} game{'s' * (total != 1)}, {open_} open)"

    # -- reads (call inside or outside a transaction) ---------------------------------------
    @_guarded
    async def open_game(self, channel_id: str) -> GameRow | None:
        """The lobby or active game of a channel, if any (locked for the transaction reading it)."""
        return await self._one_game(
            f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')",
            (channel_id,))

    @_guarded
    async def game(self, game_id: int) -> GameRow | None:
        return await self._one_game(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))

    async def _one_game(self, sql: str, args: tuple) -> GameRow | None:
        r = await self._fetchone(sql + self._locking(), args)
        return game_from_row(r) if r else None

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
        sql = (f"SELECT {GAME_COLUMNS} FROM games WHERE {' AND '.join(where)} "
               f"ORDER BY updated_at DESC LIMIT ?")
        return [game_from_row(r) for r in await self._fetch(sql, (*args, limit))]

    @_guarded
    async def actions(self, game_id: int, *, after: int = 0, limit: int = 1000,
                      newest_first: bool = False, plays_only: bool = False) -> list[dict[str, Any]]:
        """Log entries; ``plays_only``: the actions that make the game (not undone, no undo rows)."""
        order = "DESC" if newest_first else "ASC"
        live = " AND kind = 'play' AND undone = 0" if plays_only else ""
        sql = (f"SELECT {ACTION_COLUMNS} FROM actions "
               f"WHERE game_id = ? AND seq > ?{live} ORDER BY seq {order} LIMIT ?")
        return [action_from_row(r) for r in await self._fetch(sql, (game_id, after, limit))]

    @_guarded
    async def action_count(self, game_id: int) -> int:
        (n,) = await self._fetchone("SELECT COUNT(*) FROM actions WHERE game_id = ?", (game_id,))
        return n

    # -- writes (call inside ``transaction()``) ------------------------------------------------
    @_guarded
    async def insert_game(self, *, guild_id: str | None, channel_id: str, title: str, host_id: str,
                          options: dict[str, Any], seats: list[Seat], seed: int,
                          settings: dict[str, Any] | None = None) -> GameRow:
        """A new lobby: ``options`` are the engine's, ``settings`` the table's own (GameRow.settings)."""
        now = self.clock()
        (game_id,) = await self._fetchone(
            "INSERT INTO games (guild_id, channel_id, title, host_id, status, options, settings, seats, seed,"
            " created_at, updated_at) VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?) RETURNING id",
            (guild_id, channel_id, title, host_id, dumps(options), dumps(settings or {}),
             dumps([s.to_json() for s in seats]), seed, now, now),
        )
        row = await self.game(game_id)
        assert row is not None
        return row

    SAVE_SQL = (f"UPDATE games SET {', '.join(f'{name} = ?' for name in MUTABLE_FIELDS)}, version = version + 1"
                " WHERE id = ? AND version = ?")
    APPEND_SQL = ("INSERT INTO actions (game_id, seq, user_id, seat, action, events, at, kind, undoable)"
                  " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")

    @staticmethod
    def _save_args(row: GameRow, updated_at: float) -> tuple:
        """:data:`SAVE_SQL`'s arguments for ``row`` as it is now, written at ``updated_at``."""
        return (*(updated_at if name == "updated_at" else game_column(row, name) for name in MUTABLE_FIELDS),
                row.id, row.version)

    def _append_rows(self, game_id: int, entries: list[dict[str, Any]]) -> list[tuple]:
        """:data:`APPEND_SQL`'s arguments for log entries shaped as :meth:`actions` returns them."""
        return [(game_id, e["seq"], e["user_id"], e["seat"], e["action"], dumps(e["events"]),
                 e.get("at") or self.clock(), e.get("kind", "play"), int(e.get("undoable", False)))
                for e in entries]

    @_guarded
    async def save_game(self, row: GameRow) -> GameRow:
        """Write ``row`` back if nobody else did since it was read; bump its version."""
        now = self.clock()
        if await self._execute(self.SAVE_SQL, self._save_args(row, now)) != 1:
            raise Conflict(CONFLICT_SENTENCE)
        row.updated_at = now
        row.version += 1
        return row

    @_guarded
    async def save_play(self, row: GameRow, entries: list[dict[str, Any]]) -> GameRow:
        """Write ``row`` and append ``entries`` (shaped as :meth:`actions` returns them) to its
        log as one short transaction of its own, if ``row``'s version is still the stored one;
        else :class:`Conflict` and nothing is written. So is a log entry whose seq another
        command took meanwhile (a hint is logged without a new version). Called outside a
        transaction (inside one it is :meth:`save_game` and :meth:`append_actions`)."""
        if self._in_transaction():
            await self.append_actions(row.id, entries)
            return await self.save_game(row)
        now = self.clock()
        await self._write_play(self._save_args(row, now), self._append_rows(row.id, entries))
        row.updated_at = now
        row.version += 1
        return row

    @_guarded
    async def append_action(self, game_id: int, seq: int, user_id: str | None, seat: str,
                            action: str, events: list[str], *, undoable: bool = False,
                            kind: str = "play") -> None:
        """Append to the log; the primary key refuses a second action with the same seq."""
        await self.append_actions(game_id, [{"seq": seq, "user_id": user_id, "seat": seat, "action": action,
                                             "events": events, "kind": kind, "undoable": undoable}])

    @_guarded
    async def append_actions(self, game_id: int, entries: list[dict[str, Any]]) -> None:
        """Append several entries in one statement (inside the transaction)."""
        rows = self._append_rows(game_id, entries)
        if len(rows) == 1:
            await self._execute(self.APPEND_SQL, rows[0])
        elif rows:
            await self._executemany(self.APPEND_SQL, rows)

    @_guarded
    async def mark_undone(self, game_id: int, seq: int) -> None:
        """The one change ever made to a logged action: it was taken back (it stays, marked)."""
        await self._execute("UPDATE actions SET undone = 1 WHERE game_id = ? AND seq = ?", (game_id, seq))

    # -- reminders and players' settings ------------------------------------------------------
    DUE_SQL = (f"SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' AND next_reminder_at <= ?"
               " ORDER BY next_reminder_at LIMIT ?")

    @_guarded
    async def due_games(self, now: float, limit: int = 200) -> list[GameRow]:
        """Active games whose reminder is due: one query on the partial index games_due.

        Inside a transaction (the sweep) each returned game is claimed for it: another
        process's sweep running at the same moment gets the others, never the same one."""
        rows = await self._fetch(self.DUE_SQL + self._locking(skip_locked=True), (now, limit))
        return [game_from_row(r) for r in rows]

    @_guarded
    async def explain_due(self) -> list[str]:
        return [str(r[-1]) for r in await self._fetch(self.EXPLAIN + self.DUE_SQL, (0, 1))]

    @_guarded
    async def prefs(self, user_ids: list[str]) -> dict[str, PlayerPrefs]:
        if not user_ids:
            return {}
        sql = (f"SELECT user_id, deliver, tz, quiet_start, quiet_end, away_until FROM players "
               f"WHERE user_id IN ({', '.join('?' * len(user_ids))})")
        return {
            u: PlayerPrefs(u, deliver, tz, (qs, qe) if qs and qe else None, away)
            for u, deliver, tz, qs, qe, away in await self._fetch(sql, user_ids)
        }

    @_guarded
    async def save_prefs(self, p: PlayerPrefs) -> None:
        await self._execute(
            "INSERT INTO players (user_id, deliver, tz, quiet_start, quiet_end, away_until)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET deliver = excluded.deliver,"
            " tz = excluded.tz, quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end,"
            " away_until = excluded.away_until",
            (p.user_id, p.deliver, p.tz, p.quiet[0] if p.quiet else None,
             p.quiet[1] if p.quiet else None, p.away_until),
        )

    @_guarded
    async def web_secret(self) -> str:
        """The web table's signing secret (bot/web), made by the first process that asks."""
        async with self._within_transaction():
            await self._execute("INSERT INTO web_secret (id, secret) VALUES (1, ?) ON CONFLICT (id) DO NOTHING",
                                (secrets.token_urlsafe(32),))
            (secret,) = await self._fetchone("SELECT secret FROM web_secret WHERE id = 1")
        return secret

    @_guarded
    async def web_generation(self, user_id: str) -> int:
        """The generation a user's web links must carry (0 until they revoke one)."""
        row = await self._fetchone("SELECT generation FROM web_links WHERE user_id = ?", (user_id,))
        return row[0] if row else 0

    @_guarded
    async def revoke_web_links(self, user_id: str) -> int:
        """End every web link of the user (``/game web revoke:true``): the new generation."""
        async with self._within_transaction():
            await self._execute("INSERT INTO web_links (user_id, generation) VALUES (?, 1) ON CONFLICT (user_id)"
                                " DO UPDATE SET generation = web_links.generation + 1", (user_id,))
        return await self.web_generation(user_id)

    @_guarded
    async def set_message(self, game_id: int, message_id: str) -> None:
        """Remember the newest table message (jump links, stale buttons); not versioned. Once
        per picture posted: a short write of its own (:meth:`_write`) outside a transaction."""
        sql = "UPDATE games SET message_id = ? WHERE id = ?"
        if self._in_transaction():
            await self._execute(sql, (message_id, game_id))
        else:
            await self._write([(sql, [(message_id, game_id)], None)])

    # -- the reminder outbox ------------------------------------------------------------------
    @_guarded
    async def record_reminder(self, game_id: int, channel: list[str], direct: list[str],
                              waited: float, stalled: bool) -> tuple[int, str]:
        """Record a planned reminder as pending (inside the sweep's transaction): (id, nonce).

        The nonce is random and stored, so every attempt to send this reminder carries the
        same one and Discord can drop a repeat of a message that did go out.
        """
        nonce, now = secrets.token_hex(8), self.clock()
        (reminder_id,) = await self._fetchone(
            "INSERT INTO reminder_outbox (game_id, nonce, channel, direct, waited, stalled, created_at,"
            " attempts, claimed_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?) RETURNING id",
            (game_id, nonce, dumps(channel), dumps(direct), waited, int(stalled), now, now))
        return reminder_id, nonce

    @_guarded
    async def pending_reminders(self, limit: int = 200) -> list[PendingReminder]:
        """Reminders recorded but not yet marked sent or dropped, oldest first.

        Inside a transaction (the sweep) only those free to retry: not claimed by a sweep in
        the last ``REMINDER_LEASE_S`` (which may be sending it right now, in another process),
        and each one returned is locked for this sweep, like :meth:`due_games`."""
        if self._in_transaction():
            sql = (f"SELECT {OUTBOX_COLUMNS} FROM reminder_outbox WHERE status = 'pending'"
                   " AND (claimed_at IS NULL OR claimed_at <= ?) ORDER BY id LIMIT ?")
            args: tuple = (self.clock() - REMINDER_LEASE_S, limit)
        else:
            sql = f"SELECT {OUTBOX_COLUMNS} FROM reminder_outbox WHERE status = 'pending' ORDER BY id LIMIT ?"
            args = (limit,)
        rows = await self._fetch(sql + self._locking(skip_locked=True), args)
        return [pending_from_row(r) for r in rows]

    @_guarded
    async def retry_reminder(self, reminder_id: int) -> None:
        """Count one more attempt to send a pending reminder, claimed anew (inside the sweep's transaction)."""
        await self._execute("UPDATE reminder_outbox SET attempts = attempts + 1, claimed_at = ? WHERE id = ?",
                            (self.clock(), reminder_id))

    @_guarded
    async def finish_reminder(self, reminder_id: int, status: str = "sent") -> None:
        """Mark a reminder sent (or dropped): it leaves the outbox for good."""
        async with self._within_transaction():
            await self._execute("UPDATE reminder_outbox SET status = ?, done_at = ? WHERE id = ?",
                                (status, self.clock(), reminder_id))

    # -- the server's standings (bot/standings.py) ----------------------------------------------
    @_guarded
    async def add_results(self, rows: list[ResultRow]) -> None:
        """Record the seats of a finished game (inside the transaction that finishes it)."""
        await self._executemany(
            f"INSERT INTO results ({RESULT_COLUMNS}) VALUES ({', '.join('?' * len(RESULT_FIELDS))})",
            [tuple(stored(getattr(r, name)) for name in RESULT_FIELDS) for r in rows])

    @_guarded
    async def results(self, guild_id: str | None, *, player: str | None = None,
                      title: str | None = None) -> list[ResultRow]:
        """A server's result rows (every server's with None), oldest finish first; one
        player's or one title's if given."""
        where, args = ["1 = 1"], []
        for column, value in (("guild_id", guild_id), ("player", player), ("title", title)):
            if value is not None:
                where.append(f"{column} = ?")
                args.append(value)
        sql = (f"SELECT {RESULT_COLUMNS} FROM results WHERE {' AND '.join(where)} "
               "ORDER BY finished_at, game_id, place, seat")
        return [ResultRow(*r) for r in await self._fetch(sql, args)]

    @_guarded
    async def ratings(self, guild_id: str, title: str,
                      players: list[str] | None = None) -> list[RatingRow]:
        """Ratings of one title in one server (only ``players``' if given), best mean first.

        Inside a transaction (a finishing game about to rate its players) the server's
        ratings of that title are held for it, so two games finishing at once in two
        processes rate one after the other and neither update is lost."""
        if self._in_transaction():
            await self._serialise(f"ratings/{guild_id}/{title}")
        sql = f"SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND title = ?"
        args: list[Any] = [guild_id, title]
        if players is not None:
            sql += f" AND player IN ({', '.join('?' * len(players))})"
            args += players
        return [RatingRow(*r) for r in await self._fetch(sql + " ORDER BY mu DESC, player", args)]

    @_guarded
    async def save_ratings(self, rows: list[RatingRow]) -> None:
        """Insert or replace ratings (inside a transaction)."""
        await self._executemany(
            f"INSERT INTO ratings ({RATING_COLUMNS}) VALUES ({', '.join('?' * len(RATING_FIELDS))})"
            " ON CONFLICT (guild_id, title, player) DO UPDATE SET name = excluded.name,"
            " mu = excluded.mu, sigma = excluded.sigma, games = excluded.games",
            [tuple(getattr(r, name) for name in RATING_FIELDS) for r in rows])

    @_guarded
    async def forget_standings(self) -> None:
        """Delete every result row and rating (inside the transaction that rebuilds them)."""
        await self._execute("DELETE FROM ratings")
        await self._execute("DELETE FROM results")

    @_guarded
    async def finished_games(self) -> list[GameRow]:
        """Every finished game, in the order they finished: the recorded finish time, else the
        last update (a game finished before the standings existed), then the id."""
        sql = (f"SELECT {', '.join('g.' + f for f in GAME_FIELDS)} FROM games g WHERE g.status = 'finished'"
               " ORDER BY COALESCE((SELECT MIN(r.finished_at) FROM results r WHERE r.game_id = g.id),"
               " g.updated_at), g.id")
        return [game_from_row(r) for r in await self._fetch(sql)]

    # -- bulk copy (campfire migrate, benches): whole tables, ids kept --------------------------
    @_guarded
    async def dump_rows(self, table: str, columns: str, key: tuple[str, ...], limit: int,
                        after: tuple | None = None) -> list[tuple]:
        """One page of a table's rows in the order of its ``key`` columns (which ``columns``
        must include), those after the key values ``after``: each page is an index seek,
        however far into the table (OFFSET would read every row before it again)."""
        where, args = "", []
        if after is not None:
            where = f" WHERE ({', '.join(key)}) > ({', '.join('?' * len(key))})"
            args = list(after)
        rows = await self._fetch(f"SELECT {columns} FROM {table}{where} ORDER BY {', '.join(key)} LIMIT ?",
                                 (*args, limit))
        return [tuple(r) for r in rows]

    @_guarded
    async def load_rows(self, table: str, columns: str, rows: list[tuple]) -> None:
        """Insert rows as they are, ids included (inside a transaction)."""
        marks = ", ".join("?" * len(columns.split(",")))
        await self._executemany(f"INSERT INTO {table} ({columns}) VALUES ({marks})", rows)

    async def resume_numbering(self) -> None:
        """After rows were loaded with their ids: new games and reminders number on from the
        highest (SQLite's row ids do so by themselves; PostgreSQL's identities need telling)."""

    @asynccontextmanager
    async def _within_transaction(self) -> AsyncIterator[None]:
        """The running transaction if the caller is inside one, else a transaction of its own."""
        if self._in_transaction():
            yield
        else:
            async with self.transaction():
                yield

    @asynccontextmanager
    async def _transaction_scope(self) -> AsyncIterator[None]:
        """Mark the running task as inside this store's transaction (its reads use the writer)."""
        token = _IN_TRANSACTION.set(self)
        try:
            yield
        finally:
            _IN_TRANSACTION.reset(token)
