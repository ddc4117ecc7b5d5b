"""``campfire migrate --from campfire.sqlite3 --to postgresql://…``: copy a whole store.

Every table is copied row for row with its ids (games, their action logs, players'
settings, the reminder outbox, results, ratings), so a game keeps its number, its log
replays to the same state, and a button posted before the move still names the right game.
The target must be empty: the copy never merges two stores' numbering. Either side may
be either backend (a PostgreSQL store can be copied back to a file as well).

The copy is one transaction on the target: a failure half-way leaves it empty. The source
is looked at before anything is opened: a file that does not exist (a typo) or a store with
nothing in it (schema version 0: an empty file or schema) is refused, and nothing is created
or changed on either side.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from bot.store import Store, StoreUnavailable, is_postgres
from bot.store.rows import GAME_COLUMNS, RATING_COLUMNS, RESULT_COLUMNS

# table -> (columns copied, its primary key: the order it is copied in, page by page)
TABLES: dict[str, tuple[str, tuple[str, ...]]] = {
    "games": (GAME_COLUMNS, ("id",)),
    "actions": ("game_id, seq, user_id, seat, action, events, at, kind, undoable, undone", ("game_id", "seq")),
    "players": ("user_id, deliver, tz, quiet_start, quiet_end, away_until", ("user_id",)),
    "reminder_outbox": ("id, game_id, nonce, channel, direct, waited, stalled, created_at, attempts, status,"
                        " done_at, claimed_at", ("id",)),
    "results": (RESULT_COLUMNS, ("game_id", "seat")),
    "ratings": (RATING_COLUMNS, ("guild_id", "title", "player")),
}
BATCH = 5000


@dataclass
class Copied:
    """How many rows of each table went across."""

    counts: dict[str, int]

    def sentence(self, source: str, target: str) -> str:
        c = self.counts
        return (f"copied {c['games']} game{'s' * (c['games'] != 1)} ({c['actions']} logged actions), "
                f"{c['players']} players' settings, {c['reminder_outbox']} reminders, {c['results']} "
                f"results and {c['ratings']} ratings from {source} to {target}.")


async def copy_store(source: Store, target: Store) -> Copied:
    """Copy every row of ``source`` into the empty ``target``, in one transaction on the target."""
    if await target.games(status=("lobby", "active", "finished", "abandoned"), limit=1) or \
            await target.results(None):
        raise StoreUnavailable(f"The game store {target.where()} already holds games: campfire migrate "
                               f"copies into an empty store only.", "not-empty")
    counts = {}
    async with target.transaction():
        for table, (columns, key) in TABLES.items():
            counts[table] = await _copy_table(source, target, table, columns, key)
        await target.resume_numbering()
    return Copied(counts)


async def _copy_table(source: Store, target: Store, table: str, columns: str, key: tuple[str, ...]) -> int:
    """Copy one table in pages of ``BATCH`` rows, in the order of its key (no row twice)."""
    names = [c.strip() for c in columns.split(",")]
    at = [names.index(k) for k in key]
    copied, after = 0, None
    while rows := await source.dump_rows(table, columns, key, BATCH, after):
        await target.load_rows(table, columns, rows)
        copied += len(rows)
        after = tuple(rows[-1][i] for i in at)
    return copied


async def _refuse_empty_source(source: str | Path) -> None:
    """Refuse, before anything is opened or created, a source that holds nothing to copy."""
    from bot.doctor import file_version, open_unmigrated

    if is_postgres(source):
        store = await open_unmigrated(source)       # reads the version, migrates nothing
        try:
            version = await store.stored_version()
        finally:
            await store.close()
        where = store.where()
    else:
        where = str(Path(source).absolute())
        if not Path(source).exists():
            raise StoreUnavailable(f"The store to copy, {where}, does not exist: check --from (nothing was "
                                   f"copied or created).", "missing")
        version = file_version(Path(source))
        if version is None:
            return                                   # Store.open says what is wrong with it
    if version == 0:
        raise StoreUnavailable(f"The store to copy, {where}, is empty (no Campfire tables): check --from "
                               f"(nothing was copied or created).", "empty")


async def migrate(source: str | Path, target: str | Path) -> str:
    """Open both stores, copy, close: the sentence that says what was copied."""
    if str(source) == str(target):
        raise StoreUnavailable("campfire migrate needs two different stores (--from and --to are the same).",
                               "same")
    await _refuse_empty_source(source)
    origin = await Store.open(source)
    try:
        destination = await Store.open(target)
        try:
            copied = await copy_store(origin, destination)
            return copied.sentence(origin.where(), destination.where())
        finally:
            await destination.close()
    finally:
        await origin.close()
