"""One action through the table service on a real SQLite file: load, apply, log, commit.

    python bench/bench_tables.py [--actions N]

Rendering is not included (it runs after the commit, off the event loop). The file uses
WAL with synchronous=FULL, so every action pays one fsync: that is the price of "an
acknowledged action survives a power cut". Also printed: synchronous=NORMAL for scale.

Last, reads beside a write: another process (the console, say) holds the write lock for
half a second while a command waits for it; status reads of the game go on meanwhile on
the store's read connection. Before the read connection they queued behind the waiting
write, for as long as the lock was held (up to the 5 s busy timeout).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sqlite3
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


async def reads_beside_a_write(path: Path, hold_s: float = 0.5, reads: int = 50) -> tuple[list[float], float]:
    """Read latencies while a command waits for a write lock another connection holds."""
    store = await Store.open(path)
    tables = Tables(store, seed_source=lambda: 42)
    try:
        await tables.new("r", "g", "u1", "Ann", "natives")
        await tables.join("r", "u2", "Bob")
        await tables.start("r", "u1")
        row = await tables.current("r")
        user = tables.awaited_users(row)[0]
        action = (await tables.legal("r", user))[0]
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")
        asyncio.get_running_loop().call_later(hold_s, other.execute, "ROLLBACK")
        start = time.perf_counter()
        command = asyncio.create_task(tables.act("r", user, action))
        await asyncio.sleep(0.01)
        times = []
        for _ in range(reads):
            t = time.perf_counter()
            await tables.current("r")
            times.append(time.perf_counter() - t)
        await command
        other.close()
        return times, time.perf_counter() - start
    finally:
        await store.close()


def report(label: str, times: list[float]) -> None:
    times = sorted(times)
    p99 = times[int(len(times) * 0.99) - 1]
    print(f"{label}: {len(times)} actions, median {statistics.median(times) * 1e3:.2f} ms, "
          f"p99 {p99 * 1e3:.2f} ms")


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--actions", type=int, default=1000)
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs before")
    with tempfile.TemporaryDirectory() as tmp:
        full = await measure(Path(tmp) / "full.sqlite3", args.actions)
        normal = await measure(Path(tmp) / "normal.sqlite3", args.actions, "NORMAL")
        beside, waited = await reads_beside_a_write(Path(tmp) / "locked.sqlite3")
    report("act() on SQLite, synchronous=FULL  ", full)
    report("act() on SQLite, synchronous=NORMAL", normal)
    print(f"ratio FULL/NORMAL median: {statistics.median(full) / statistics.median(normal):.2f}")
    print(f"{len(beside)} status reads while a command waited {waited * 1e3:.0f} ms for another "
          f"connection's write lock: median {statistics.median(beside) * 1e3:.2f} ms, "
          f"max {max(beside) * 1e3:.2f} ms")
    print(f"load average {os.getloadavg()[0]:.2f} after")


if __name__ == "__main__":
    asyncio.run(main())
