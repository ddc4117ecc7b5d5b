"""One action through the table service on a real SQLite file: load, apply, log, commit.

    python bench/bench_tables.py [--actions N]

Rendering is not included (it runs after the commit, off the event loop). The file uses
WAL with synchronous=FULL, so every action pays one fsync: that is the price of "an
acknowledged action survives a power cut". Also printed: synchronous=NORMAL for scale.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.store import Store  # noqa: E402
from bot.tables import Tables  # noqa: E402


async def measure(path: Path, actions: int, synchronous: str | None = None) -> list[float]:
    store = await Store.open(path)
    if synchronous:
        await store._db.execute(f"PRAGMA synchronous={synchronous}")
    tables = Tables(store, seed_source=lambda: 42)
    rng = random.Random(1)
    times: list[float] = []
    channel = 0
    try:
        while len(times) < actions:
            channel += 1
            ch = f"c{channel}"
            await tables.new(ch, "g", "u1", "Ann", "natives")
            for u in ("u2", "u3", "u4"):
                await tables.join(ch, u, u)
            await tables.start(ch, "u1")
            while len(times) < actions:
                row = await store.open_game(ch)
                if row is None:
                    break
                user = rng.choice(tables.awaited_users(row))
                action = rng.choice(await tables.legal(ch, user))
                t = time.perf_counter()
                await tables.act(ch, user, action)
                times.append(time.perf_counter() - t)
    finally:
        await store.close()
    return times


def report(label: str, times: list[float]) -> None:
    times = sorted(times)
    p99 = times[int(len(times) * 0.99) - 1]
    print(f"{label}: {len(times)} actions, median {statistics.median(times) * 1e3:.2f} ms, "
          f"p99 {p99 * 1e3:.2f} ms")


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--actions", type=int, default=1000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        full = await measure(Path(tmp) / "full.sqlite3", args.actions)
        normal = await measure(Path(tmp) / "normal.sqlite3", args.actions, "NORMAL")
    report("act() on SQLite, synchronous=FULL  ", full)
    report("act() on SQLite, synchronous=NORMAL", normal)
    print(f"ratio FULL/NORMAL median: {statistics.median(full) / statistics.median(normal):.2f}")


if __name__ == "__main__":
    asyncio.run(main())
