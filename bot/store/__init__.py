"""The game store: one interface (:class:`Store`), two backends (SQLite, PostgreSQL).

``await Store.open(target)`` takes what ``CAMPFIRE_DB`` holds: a file path (SQLite, the
embedded default: no set-up) or a ``postgresql://`` URL (several bot processes sharing one
database). Modules: ``rows`` (what is stored), ``migrations`` (the numbered schema, one list
for both), ``failures`` (the sentences), ``base`` (every query, once), ``sqlite`` and
``postgres`` (connections, transactions, locks and errors of each).
"""

from bot.store.base import Store, is_postgres
from bot.store.failures import Conflict, StoreUnavailable
from bot.store.migrations import MIGRATIONS
from bot.store.rows import OPEN_STATUSES, GameRow, PendingReminder, RatingRow, ResultRow, Seat
from bot.store.sqlite import SqliteStore, failure_kind, unavailable

__all__ = [
    "MIGRATIONS", "OPEN_STATUSES", "Conflict", "GameRow", "PendingReminder", "RatingRow", "ResultRow",
    "Seat", "SqliteStore", "Store", "StoreUnavailable", "failure_kind", "is_postgres", "unavailable",
]
