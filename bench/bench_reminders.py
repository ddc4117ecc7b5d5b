"""The reminder sweep over a SQLite file with 10,000 games, 1,000 of them active.

    python bench/bench_reminders.py

Prints the query plan (it must search the partial index games_due, not scan the table),
the median time of a sweep at an ordinary minute (a few games due) and of the worst
sweep (every active game due at once, as after a day of downtime). Budget: under 50 ms
for the ordinary sweep. A sweep here is what the cog does each minute, minus Discord:
take the due reminders (each recorded in the outbox as pending) and mark each one sent,
a transaction of its own, as it would be after its message went out.
"""

from __future__ import annotations

import asyncio
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.rules import create  # noqa: E402
from bot.store import Store  # noqa: E402
from bot.tables import Tables  # noqa: E402

GAMES, ACTIVE = 10_000, 1_000
NOW = 1_800_000_000.0


async def fill(store: Store) -> None:
    rng = random.Random(1)
    state = json.dumps(create("natives", ["Ann", "Bob", "Cy"], 1).to_dict())
    seats = json.dumps([{"name": n, "user_id": str(100 + i), "ai": False} for i, n in enumerate(["Ann", "Bob", "Cy"])])
    rows = []
    for i in range(GAMES):
        active = i < ACTIVE
        status = "active" if active else rng.choice(["finished", "finished", "abandoned"])
        due = NOW + rng.uniform(-30, 86_400) if active else None
        rows.append((str(i % 50), str(10_000 + i), "natives", "100", status, "{}", seats, 1, state,
                     NOW - 86_400 * 3, NOW, NOW - 86_400 * 2, due))
    async with store.transaction() as db:
        await db.executemany(
            "INSERT INTO games (guild_id, channel_id, title, host_id, status, options, seats, seed, state,"
            " created_at, updated_at, waiting_since, next_reminder_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
            rows)


async def sweep(tables: Tables, now: float) -> list:
    due = await tables.due_reminders(now)
    for reminder in due:
        await tables.reminder_sent(reminder)
    return due


async def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(Path(tmp) / "sweep.sqlite3")
        try:
            await fill(store)
            print("query plan:", " | ".join(await store.explain_due()))
            tables = Tables(store)
            ordinary, found = [], []
            for minute in range(60):
                now = NOW + 60 * minute
                t = time.perf_counter()
                due = await sweep(tables, now)
                ordinary.append(time.perf_counter() - t)
                found.append(len(due))
            print(f"ordinary sweep ({GAMES} games, {ACTIVE} active): median "
                  f"{statistics.median(ordinary) * 1e3:.2f} ms, max {max(ordinary) * 1e3:.2f} ms, "
                  f"{statistics.mean(found):.1f} reminders per sweep")
            t = time.perf_counter()
            due = await tables.due_reminders(NOW + 2 * 86_400)
            worst = time.perf_counter() - t
            print(f"worst sweep after downtime: {len(due)} games planned and recorded in {worst * 1e3:.0f} ms "
                  f"({worst / max(1, len(due)) * 1e3:.2f} ms per game)")
            t = time.perf_counter()
            for reminder in due:
                await tables.reminder_sent(reminder)
            marks = time.perf_counter() - t
            print(f"marking them sent, one transaction (one fsync) each: "
                  f"{marks / max(1, len(due)) * 1e3:.2f} ms per reminder")
            t = time.perf_counter()
            for _ in range(200):
                await store.due_games(NOW + 60)
            print(f"the due query alone: {(time.perf_counter() - t) / 200 * 1e3:.3f} ms")
        finally:
            await store.close()


if __name__ == "__main__":
    asyncio.run(main())
