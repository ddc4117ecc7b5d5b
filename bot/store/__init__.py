"""The game store: one interface (:class:`Store`), two backends (SQLite, PostgreSQL).

``await Store.open(target)`` takes what ``CAMPFIRE_DB`` holds: a file path (SQLite, the
embedded default: no set-up) or a ``postgresql://`` URL (several bot processes sharing one
database). Modules: ``rows`` (what is stored), ``migrations`` (the numbered schema, one list
for both), ``failures`` (the sentences), ``base`` (every query, once), ``sqlite`` and
``postgres`` (connections, transactions, locks and errors of each). The package registers the
two backends with ``Store.open``; ``base`` imports neither (each imports it).
"""

from collections.abc import Callable
from pathlib import Path

from bot.store.base import Store, is_postgres
from bot.store.failures import Conflict, StoreUnavailable
from bot.store.migrations import MIGRATIONS
from bot.store.rows import OPEN_STATUSES, GameRow, PendingReminder, RatingRow, ResultRow, Seat
from bot.store.sqlite import SqliteStore, failure_kind, unavailable


async def _postgres(target: str, clock: Callable[[], float], *, busy_timeout_ms: int) -> Store:
    from bot.store.postgres import PostgresStore  # asyncpg only when a URL asks for it

    return await PostgresStore.connect(str(target), clock, busy_timeout_ms=busy_timeout_ms)


async def _sqlite(target: str | Path, clock: Callable[[], float], *, busy_timeout_ms: int) -> Store:
    return await SqliteStore.connect(target, clock, busy_timeout_ms=busy_timeout_ms)


Store.register(is_postgres, _postgres)
Store.register(lambda target: True, _sqlite)       # anything else is a file path

__all__ = [
    "MIGRATIONS", "OPEN_STATUSES", "Conflict", "GameRow", "PendingReminder", "RatingRow", "ResultRow",
    "Seat", "SqliteStore", "Store", "StoreUnavailable", "failure_kind", "is_postgres", "unavailable",
]
