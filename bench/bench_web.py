"""The web table under its readers: page load, a move reaching every open page, memory per stream.

Run from the project root: ``python bench/bench_web.py [--pages 200] [--moves 6]``.

The server runs in a child process (``--serve``), as the bot would run it, so that its memory
is its own: a real SQLite file with one started Natives game of two human seats, the web table
(bot/web) listening on loopback, its pictures drawn as on a real bot (threads). This process is
the readers:

1. **Page load**: the spectator page and a player's page fetched one after another
   (``--loads`` each): the HTML's time to last byte, p50 and p95; then the table picture, the
   first time (drawn) and again (the cache).
2. **Streams**: ``--pages`` spectator pages' event streams opened at once (what the page's
   script opens); the child's resident memory (``VmRSS``) before and after, per stream.
3. **Move to every page**: ``--moves`` moves, alternately made on a player page (``POST
   /p/…/act``: the web table tells its streams at once) and by another process on the same
   SQLite file (a slash command's way: the child's poller reads the version every
   ``POLL_S``); for each, the time from the move to each open stream receiving its new live
   part, p50 and the slowest of all pages.

Prints the figures and the machine's load (other work on the machine stretches them).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CHANNEL = "bench-web"


async def serve(db: Path, port: int) -> None:
    """The child: one game, the web table on ``port``; prints what the readers need, then serves."""
    from bot.store import Store
    from bot.tables import Tables
    from bot.web import open_web
    from bot.web.server import serve as listen

    store = await Store.open(db)
    tables = Tables(store, seed_source=lambda: 11)
    await tables.new(CHANNEL, "g", "u1", "U1", "natives")
    await tables.join(CHANNEL, "u2", "U2")
    row = (await tables.start(CHANNEL, "u1")).game
    web_table = await open_web(tables, f"http://127.0.0.1:{port}", activity=None,
                               discord_api=None)
    web_table.reading.limit = 10**9          # the readers are all on loopback: one address
    web_table.acting.limit = 10**9
    await listen(web_table, "127.0.0.1", port)
    players = {s.user_id: web_table.links.player_token(s.user_id, row.id, 0) for s in row.seats}
    print(json.dumps({"spectator": web_table.links.spectator_path(row.id), "players": players,
                      "game": row.id}), flush=True)
    await asyncio.Event().wait()


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def quantiles(values: list[float]) -> tuple[float, float]:
    ordered = sorted(values)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]


async def timed_get(session, url: str) -> float:
    started = time.perf_counter()
    async with session.get(url) as response:
        await response.read()
        assert response.status == 200, (url, response.status)
    return time.perf_counter() - started


async def readers(args: argparse.Namespace, base: str, info: dict, pid: int, db: Path) -> None:
    import aiohttp

    from bot.rules import restore
    from bot.store import Store
    from bot.tables import Tables

    connector = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=connector) as session:
        spectator = base + info["spectator"]
        players = {user: f"{base}/p/{token}" for user, token in info["players"].items()}
        first = next(iter(players.values()))
        for name, url in (("spectator page", spectator), ("player page", first)):
            times = [await timed_get(session, url) for _ in range(args.loads)]
            p50, p95 = quantiles(times)
            print(f"{name}: p50 {p50 * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms ({args.loads} loads)")
        picture = f"{spectator}/table.png?v=x"
        cold = await timed_get(session, picture)
        warm = await timed_get(session, picture)
        print(f"table picture: first {cold * 1000:.0f} ms (drawn), again {warm * 1000:.1f} ms (cached)")

        before = rss_kib(pid)
        streams = []
        for _ in range(args.pages):
            response = await session.get(spectator + "/events")
            assert response.status == 200
            streams.append(response)
        await asyncio.sleep(1.0)
        after = rss_kib(pid)
        print(f"{args.pages} open streams: server RSS {before / 1024:.1f} -> {after / 1024:.1f} MiB, "
              f"{(after - before) / args.pages:.1f} KiB per stream")

        store = await Store.open(db)          # "another process": a slash command's move
        tables = Tables(store)
        try:
            by_web, elsewhere = [], []
            for n in range(args.moves):
                row = await store.game(info["game"])
                user = tables.awaited_users(row)[0]
                action = restore(row.state).legal_actions(row.seat_of(user).name)[0]

                async def arrival(stream) -> float:
                    while True:
                        line = await asyncio.wait_for(stream.content.readline(), 30)
                        if line.startswith(b"data: "):
                            return time.perf_counter()
                waiting = [asyncio.create_task(arrival(s)) for s in streams]
                await asyncio.sleep(0.05)
                if n % 2 == 0:
                    html = await (await session.get(players[user])).text()
                    form = dict(__import__("re").findall(r'name="(csrf|version)" value="([^"]*)"', html))
                    started = time.perf_counter()
                    async with session.post(players[user] + "/act", data={**form, "action": action},
                                            allow_redirects=False) as moved:
                        assert moved.status == 303, moved.status
                    target = by_web
                else:
                    started = time.perf_counter()
                    await tables.act(CHANNEL, user, action)
                    target = elsewhere
                arrived = await asyncio.gather(*waiting)
                target.append([t - started for t in arrived])
            for name, runs in (("a move on a player page", by_web), ("a move made elsewhere (poller)", elsewhere)):
                if not runs:
                    continue
                every = [t for run in runs for t in run]
                print(f"{name} -> all {args.pages} pages: p50 {statistics.median(every) * 1000:.0f} ms, "
                      f"last page p50 {statistics.median(max(r) for r in runs) * 1000:.0f} ms, "
                      f"slowest {max(every) * 1000:.0f} ms ({len(runs)} moves)")
        finally:
            await store.close()
            for stream in streams:
                stream.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pages", type=int, default=200)
    parser.add_argument("--moves", type=int, default=6)
    parser.add_argument("--loads", type=int, default=40)
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--serve", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        asyncio.run(serve(args.serve, args.port))
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "web.sqlite3"
        child = subprocess.Popen([sys.executable, __file__, "--serve", str(db), "--port", str(args.port)],
                                 stdout=subprocess.PIPE, text=True, cwd=ROOT)
        try:
            info = json.loads(child.stdout.readline())
            print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
            asyncio.run(readers(args, f"http://127.0.0.1:{args.port}", info, child.pid, db))
            print(f"load average {os.getloadavg()[0]:.2f} after")
        finally:
            child.terminate()
            child.wait(10)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
