"""A busy community on one bot process (or several): the real bot under a steady stream of table moves.

Run from the project root: ``python bench/bench_load.py [--seconds N] [--no-pictures]
[--rate R] [--processes N] [--postgres | --db postgresql://…]``.

1. **The store.** A real SQLite file with ``--games`` stored games (10,000), ``--active`` of
   them active (1,000), the rest finished. A few games of every title (Natives, Natives with
   all three expansions, Inuit, Uluk, Wendake, Natera) are played for real through :class:`bot.tables.Tables`
   by four human seats whose moves the AI policy picks, some to a few depths, some to the
   end; their rows and action logs are then copied under new channels and users.
2. **The plan.** For each of ``--channels`` (200) active games, the moves its players will
   make are worked out beforehand on a copy of the engine (deterministic from the state), so
   that during the run the driver does nothing but send.
3. **The run**, in a child process per variant so that each one's peak memory is its own:
   the real :class:`~bot.discord_app.CampfireBot` built by :class:`bot.offline.OfflineGateway`
   (no login, HTTP recorded), and INTERACTION_CREATE payloads of ``/<title> act action:…``
   handed to ``ConnectionState.parse_interaction_create`` (discord.py's real dispatch) at a
   steady ``--rate`` (50) per second, each to the next channel whose previous move is done
   (a player answers the newest table, not a stale one). Each move runs as on Discord: a
   private deferral, the table service, the private reply, and at every hand-over the
   table picture drawn as the bot draws it by default (``--render-processes``, by default
   bot/config.py's ``default_render_processes()``: worker processes, warmed before the run;
   0 draws in threads, the tests' and the console's way) and posted as the interaction's
   followup. A move's tasks are the ones discord.py creates while it parses the payload,
   recorded by the loop's task factory (``asyncio.all_tasks()`` twice per dispatch cost ~15%
   of the CPU).
   The gateway answers under Discord's rate limits (bot/ratelimits.py: 50 requests a second
   in all outside interaction endpoints, 5 message creations per 5 s per channel, 5 requests
   per 2 s per interaction webhook), below discord.py's HTTP client, whose buckets, global
   lock and 429 retries run as they would on Discord.

With ``--db postgresql://user@host/db`` (a user who may create databases) the runs use
PostgreSQL: the built SQLite store is copied once into a database of its own
(``campfire migrate``'s copy) and each run works on a fresh clone of it (``CREATE DATABASE …
TEMPLATE``), dropped afterwards.

Before each run the copy of the store is made, the page cache flushed (``os.sync()``) and
the machine left alone for ``--settle`` seconds: a copy's writeback during the run stretched
the p99 tenfold (100k games: 723-786 ms, 65 ms after a sync and a pause).

``--postgres`` starts a private PostgreSQL server for the bench (initdb/pg_ctl in a
temporary folder, as tests/conftest.py does, but with fsync on: a commit is durable as in
production) instead of ``--db URL``.

``--processes N`` runs N bot processes on the one store (the SQLite file's copy, or the one
PostgreSQL clone), as ``campfire run --shards k --shard-count N`` runs them (README, "Several
processes"): process k gets every N-th driven channel (channels k, k+N, …), its payloads from
a server of its own shard (``(guild_id >> 22) % N == k``; the stored rows keep the bench's
one server, which only the standings of a game that ends read), at ``--rate``/N. Each builds
its bot and says READY; all are told to start at one moment. Printed: each process's moves/s,
p50/p99/max, CPU (cores) and errors logged, then every move's latencies together, the CPU of
all the bot processes added up and the machine's load before and after. Each bot is the
offline gateway's unsharded client (no shard websocket: the payloads go to
``parse_interaction_create`` as a shard's connection would hand them).

``CAMPFIRE_BENCH_PROFILE=FILE`` profiles each run's process (cProfile, the event loop's thread)
into ``FILE.off`` / ``FILE.pictures`` (``FILE.off.k``, process k's, with ``--processes``), for
``python -m pstats``.

Printed per run: p50/p99/max time from dispatch to the picture's post (moves that hand over)
and to the end of the move (all moves), the event loop's worst lag (a ticker that sleeps
10 ms and measures its oversleep), the garbage collector's pauses (collections per
generation, their share of the run, the longest; the bot's collector is set as
``bot.discord_app.settle_memory`` sets a serving bot's), pictures per second, the process's peak memory
(``ru_maxrss``), how much CPU the process used (cores busy) and, for the renders, their wall
time against their own CPU time (the difference is time spent waiting for a core or for the
GIL); what Discord's limits saw: the requests per move, per title and per route (interaction
callback / followup webhook / channel message / other), the requests counted against the
global limit per second (mean and the busiest one-second window) as a share of the 50
allowed, and the 429s by scope; and the machine's load average before and after the run.
Then the ratio of the picture run to the same run with pictures off (``rendering.table_post``
patched to return tiny PNGs without alt text). The tracebacks the bot logged during a run are
counted and the first one printed: until this was done, a stand-in of the wrong signature made
every table post of the pictures-off run fail quietly, and its figures (400 moves/s) were those
of an error path. Goals on this machine (issue 12): p99 < 500 ms, loop lag <
50 ms, memory for 1,000 active games < 300 MB. Nothing is asserted: the figures are this
run's, on this machine.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))       # the sibling bench scripts

from bench_memory import memory  # noqa: E402

from bot import ai  # noqa: E402
from bot.config import default_render_processes  # noqa: E402
from bot.discord_app import settle_memory  # noqa: E402
from bot.offline import APP_ID, GUILD_ID, Call, OfflineGateway, snowflake  # noqa: E402
from bot.ratelimits import CALLBACK, CHANNEL_MESSAGE, FOLLOWUP, OTHER, Verdict, route_of  # noqa: E402
from bot.rules import restore  # noqa: E402
from bot.store import Store, is_postgres  # noqa: E402
from bot.tables import Tables  # noqa: E402

ALL_EXPANSIONS = {"expansions": ["soul-of-the-prairie", "seasons", "strangers"]}
GAMES = [("natives", {}), ("natives", ALL_EXPANSIONS), ("inuit", {}), ("uluk", {}), ("wendake", {}), ("natera", {})]
PLAYERS = ["Ann", "Bob", "Cy", "Dee"]
DEPTHS = (3, 10, 20)           # moves played in the active templates: early, middle, later
TICK = 0.010                   # the loop-lag ticker's sleep
DRAIN = 15                     # seconds a run waits for the moves still in flight after the last send
CACHE = Path(tempfile.gettempdir()) / "campfire-bench-load"    # built stores, reused
SEED = 11


# -- 1. the store ---------------------------------------------------------------------------------
def user_name(channel: int, seat: int) -> str:
    """The console name of a seat's player (its user id is :func:`bot.offline.snowflake` of it)."""
    return f"c{channel}p{seat}"


async def play(tables: Tables, channel: str, users: list[str], moves: int | None, rng) -> None:
    """``moves`` moves (None: to the end) by whoever is awaited, as the AI would choose them."""
    while moves is None or moves > 0:
        row = await tables.find(channel)
        if row is None or row.status != "active":
            return
        game = restore(row.state)
        seat = game.awaiting()[0]
        user = next(u for u in users if row.seat_of(u).name == seat)
        await tables.act(channel, user, ai.choose(game, seat, rng))
        moves = None if moves is None else moves - 1


async def template_games(store: Store) -> tuple[list[int], list[int]]:
    """Real games through the table service: (active templates, finished templates) as ids.

    An active template has four human seats and a few moves made with ``act``; a finished
    one is played to its end by four AI seats inside ``start`` (one transaction, as the demo
    does: far quicker than a commit per move); its copies get human players."""
    import random

    tables = Tables(store, seed_source=lambda: SEED)
    rng = random.Random(SEED)
    active, finished = [], []
    n = 0
    for title, options in GAMES:
        for depth in (*DEPTHS, None):
            n += 1
            channel = f"template-{n}"
            users = [snowflake(f"t{n}p{i}") for i in range(len(PLAYERS))]
            if depth is None:
                await tables.new(channel, GUILD_ID, users[0], PLAYERS[0], title, options, host_seat=False)
                for name in PLAYERS:
                    await tables.add_ai(channel, users[0], name)
                finished.append((await tables.start(channel, users[0])).game.id)
                continue
            await tables.new(channel, GUILD_ID, users[0], PLAYERS[0], title, options)
            for user, name in zip(users[1:], PLAYERS[1:], strict=True):
                await tables.join(channel, user, name)
            active.append((await tables.start(channel, users[0])).game.id)
            await play(tables, channel, users, depth, rng)
    return active, finished


async def build_store(path: Path, total: int, active_count: int, channels: int) -> list[dict]:
    """The file at ``path`` with ``total`` games, ``active_count`` active; returns the first
    ``channels`` active copies as ``{"channel", "game_id", "title", "users", "state", "source"}``.

    A copy is its template's row under a new id, channel and players, and its action log; the
    logs of finished games are copied by SQLite itself (millions of rows, their players left
    as they were: AI seats), those of active games with their new players' ids."""
    store = await Store.open(path)
    try:
        active, finished = await template_games(store)
        db = store._db              # a bench may copy rows in bulk; the bot never does
        async with db.execute("PRAGMA table_info(games)") as cur:
            columns = [r[1] for r in await cur.fetchall()]
        templates: dict[int, dict[str, Any]] = {}
        logs: dict[int, list[tuple]] = {}
        for game_id in active + finished:
            async with db.execute(f"SELECT {', '.join(columns)} FROM games WHERE id = ?", (game_id,)) as cur:
                templates[game_id] = dict(zip(columns, await cur.fetchone(), strict=True))
        for game_id in active:
            async with db.execute("SELECT * FROM actions WHERE game_id = ?", (game_id,)) as cur:
                logs[game_id] = list(await cur.fetchall())
        async with db.execute("PRAGMA table_info(actions)") as cur:
            logged_columns = [r[1] for r in await cur.fetchall()]
        async with db.execute("SELECT MAX(id) FROM games") as cur:
            (next_id,) = await cur.fetchone()
        driven = []
        async with store.transaction():
            game_rows, action_rows, copied_logs = [], [], []
            for k in range(total):
                source = active[k % len(active)] if k < active_count else finished[k % len(finished)]
                row = dict(templates[source])
                next_id += 1
                seats = json.loads(row["seats"])
                old_users = [s["user_id"] for s in seats]
                names = [user_name(k, i) for i in range(len(seats))]
                new_users = [snowflake(name) for name in names]
                for seat, uid in zip(seats, new_users, strict=True):
                    seat.update(user_id=uid, ai=False)
                row.update(id=next_id, channel_id=str(960000000000000000 + k), seats=json.dumps(seats),
                           host_id=new_users[0], message_id=None)
                game_rows.append(tuple(row[c] for c in columns))
                if source in logs:
                    swap = dict(zip(old_users, new_users, strict=True))
                    action_rows += [(next_id, a[1], swap.get(a[2], a[2]), *a[3:]) for a in logs[source]]
                else:
                    copied_logs.append((next_id, source))
                if k < channels:
                    driven.append({"channel": row["channel_id"], "game_id": next_id, "title": row["title"],
                                   "users": dict(zip([s["name"] for s in seats], names, strict=True)),
                                   "state": json.loads(row["state"]), "source": source})
            marks = ", ".join("?" * len(columns))
            await db.executemany(f"INSERT INTO games ({', '.join(columns)}) VALUES ({marks})", game_rows)
            marks = ", ".join("?" * len(logged_columns))
            await db.executemany(f"INSERT INTO actions VALUES ({marks})", action_rows)
            await db.execute("CREATE TEMP TABLE copies (game_id INTEGER PRIMARY KEY, source INTEGER)")
            await db.executemany("INSERT INTO copies VALUES (?, ?)", copied_logs)
            rest = ", ".join(f"a.{c}" for c in logged_columns[1:])
            await db.execute(f"INSERT INTO actions SELECT c.game_id, {rest} FROM copies c "
                             f"JOIN actions a ON a.game_id = c.source ORDER BY c.game_id, a.seq")
            await db.execute("DROP TABLE copies")
        async with db.execute("SELECT status, COUNT(*) FROM games GROUP BY status") as cur:
            counts = dict(await cur.fetchall())
        async with db.execute("SELECT COUNT(*) FROM actions") as cur:
            (logged,) = await cur.fetchone()
        print(f"store: {sum(counts.values()):,} games {counts}, {logged:,} logged actions, "
              f"{path.stat().st_size / 1e6:.0f} MB")
    finally:
        await store.close()
    return driven


# -- 2. the plan --------------------------------------------------------------------------------
def plan(driven: list[dict], moves: int, variants: int = 3) -> list[dict]:
    """Each driven channel's next ``moves`` moves as (player, action), chosen by the AI policy
    on a copy of its engine; the table service will reach the same states, since the engines
    are deterministic. Copies of one template share one of ``variants`` lines of play (the AI
    is slow enough that planning every channel apart would take longer than the run)."""
    import random

    lines: dict[tuple[int, int], list[tuple[str, str]]] = {}    # (template, variant) -> seats' moves
    plans = []
    for k, table in enumerate(driven):
        key = (table["source"], k % variants)
        if key not in lines:
            rng = random.Random(f"{SEED}:{key}")
            game = restore(table["state"])
            lines[key] = []
            while len(lines[key]) < moves and not game.over:
                seat = game.awaiting()[0]
                action = ai.choose(game, seat, rng)
                game.play(seat, action)
                lines[key].append((seat, action))
        steps = [(table["users"][seat], action) for seat, action in lines[key]]
        plans.append({"channel": table["channel"], "game_id": table["game_id"], "title": table["title"],
                      "steps": steps})
    return plans


# -- 3. the run -----------------------------------------------------------------------------------
@dataclass
class Move:
    """One move in flight: when it was dispatched, when its picture was posted, when it ended."""

    channel: str
    sent: float
    title: str = ""
    posted: float | None = None
    replied: float | None = None
    tasks: int = 0
    done: float | None = None


ROUTES = (CALLBACK, FOLLOWUP, CHANNEL_MESSAGE, OTHER)


@dataclass
class LoadGateway(OfflineGateway):
    """The offline gateway, timing what the bot posts and keeping no copy of it.

    The base gateway keeps every call (with its picture) for the tests to read; under load
    that would be hundreds of megabytes, so each call is read for its time and its route,
    counted against the move it belongs to (by the interaction's token, or the channel), and
    dropped; so is every request the rate limits refused.
    """

    in_flight: dict[str, Move] = field(default_factory=dict)    # channel -> its move
    by_token: dict[str, Move] = field(default_factory=dict)
    # (title, route) -> requests Discord answered / refused with a 429; title "" when no move owns it
    requests: dict[tuple[str, str], int] = field(default_factory=dict)
    refused: dict[tuple[str, str], int] = field(default_factory=dict)

    def owner(self, path: str) -> Move | None:
        parts = path.split("/")
        if len(parts) > 3 and parts[1] in ("interactions", "webhooks"):
            return self.by_token.get(parts[3])
        if len(parts) > 2 and parts[1] == "channels":
            return self.in_flight.get(parts[2])
        return None

    def count(self, into: dict, method: str, path: str) -> None:
        move = self.owner(path)
        key = (move.title if move else "", route_of(method, path, APP_ID).kind)
        into[key] = into.get(key, 0) + 1

    def _record(self, route, payload, files, multipart) -> Any:
        now = time.perf_counter()
        answer = super()._record(route, payload, files, multipart)
        call = self.calls.pop()
        self.count(self.requests, call.method, call.path)
        if call.method == "POST" and call.kind in ("channel", "followup") and call.files:
            move = self.owner(call.path)            # the table: a followup, or a channel message
            if move is not None and move.posted is None:
                move.posted = now
        elif call.kind == "followup" and call.method == "POST":
            move = self.by_token.get(call.path.split("/")[3])
            if move is not None and move.replied is None:
                move.replied = now
        return answer

    def _limited(self, call: Call, verdict: Verdict) -> None:
        self.count(self.refused, call.method, call.path)


TINY = bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001000000010800000000"
                     "3a7e9b550000000a49444154789c6360000000020001e221bc330000000049454e44ae426082")
# The pictures-off run: a table post's pictures (rendering.table_post, what cogs/common.py sends
# to a render process: the phone picture, the table or the end's pictures, and their alt text)
# are valid 1x1 PNGs, described by nothing
def no_pictures(view, lang="en", over=False):
    names = ("table.png", "scores.png") if over else ("turn.png", "table.png")
    return [(name, TINY, "") for name in names]


class TimedLock(asyncio.Lock):
    """The store's write lock, timing how long each transaction waited for it and held it.

    The table service runs every command as one transaction under this lock (bot/store.py),
    so the share of the run during which it is held says whether the store is what queues."""

    def __init__(self):
        super().__init__()
        self.waits: list[float] = []
        self.holds: list[float] = []
        self._since = 0.0

    async def acquire(self):
        asked = time.perf_counter()
        await super().acquire()
        self._since = time.perf_counter()
        self.waits.append(1000 * (self._since - asked))
        return True

    def release(self):
        self.holds.append(1000 * (time.perf_counter() - self._since))
        super().release()


def warm_render_processes(count: int) -> None:
    """The bot's own render processes (rendering/pool.py), started as the bot starts them
    (each warms its catalogs and caches), waited for so that the run times the steady state."""
    from concurrent.futures import wait

    from rendering import pool

    pool.start(count)
    wait([pool.running().submit(int) for _ in range(count)])


class GcTimer:
    """The garbage collector's pauses during the run (``gc.callbacks``): ms each, and how many
    collections of each generation. A collection stops the event loop, and its cost lands on
    whichever code allocated last in a profile."""

    def __init__(self) -> None:
        import gc

        self.pauses: list[float] = []
        self.by_generation = [0, 0, 0]
        self._start = 0.0
        self._gc = gc
        gc.callbacks.append(self)

    def __call__(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._start = time.perf_counter()
        else:
            self.pauses.append(1000 * (time.perf_counter() - self._start))
            self.by_generation[info["generation"]] += 1

    def stop(self) -> None:
        self._gc.callbacks.remove(self)


class TaskRecorder:
    """The loop's task factory, recording the tasks created while :attr:`collecting` is set: a
    dispatch's own tasks, known without ``asyncio.all_tasks()`` (a set of every task, twice per
    move, was ~15% of the run's CPU)."""

    def __init__(self) -> None:
        self.collecting: list[asyncio.Task] | None = None

    def __call__(self, loop, coro, **kwargs):
        task = asyncio.Task(coro, loop=loop, **kwargs)
        if self.collecting is not None:
            self.collecting.append(task)
        return task


def time_move_writes(store: Store) -> list[float]:
    """Time every move's short write (``Store._write_play``, in a tree before it every
    ``Store._write``, a table message's id too: ms, from its start to its commit): on SQLite it
    holds the write lock (the lock's holds include it); on PostgreSQL it runs on the writer
    pool, beside other games' writes, holding only its game's row lock."""
    times: list[float] = []
    name = "_write_play" if hasattr(store, "_write_play") else "_write"
    write = getattr(store, name, None)
    if write is None:               # a tree from before the short writes (a "before" run)
        return times

    async def timed(*args):
        start = time.perf_counter()
        try:
            return await write(*args)
        finally:
            times.append(1000 * (time.perf_counter() - start))

    setattr(store, name, timed)
    return times


def time_sqlite_write_lock() -> tuple[list[float], list[int]]:
    """How long each commit holds SQLite's write lock: its ``BEGIN IMMEDIATE … COMMIT``, timed on
    aiosqlite's thread (bot/store/sqlite.py ``_write_group``, a group commit of several moves'
    writes; ``_write_batch`` in a tree before it, one move each), in ms; and how many moves'
    writes each commit carried."""
    import bot.store.sqlite as backend

    held: list[float] = []
    sizes: list[int] = []
    name = "_write_group" if hasattr(backend, "_write_group") else "_write_batch"
    batch = getattr(backend, name, None)
    if batch is None:               # a tree from before the short writes
        return held, sizes

    def timed(connection, statements):
        start = time.perf_counter()
        try:
            return batch(connection, statements)
        finally:
            held.append(1000 * (time.perf_counter() - start))
            sizes.append(len(statements) if name == "_write_group" else 1)

    setattr(backend, name, timed)
    return held, sizes


def time_commits(db) -> list[float]:
    """Time every ``COMMIT`` the store's writer connection runs (ms), on this connection only."""
    commits: list[float] = []
    execute = db.execute

    def timed(sql, *args, **kwargs):
        result = execute(sql, *args, **kwargs)
        if sql != "COMMIT":
            return result

        async def commit():
            start = time.perf_counter()
            out = await result
            commits.append(1000 * (time.perf_counter() - start))
            return out
        return commit()

    db.execute = timed
    return commits


async def logged_actions(store: Store, plans: list[dict]) -> int:
    """How many actions the driven games have in their logs: each move sent must add one."""
    return sum([await store.action_count(p["game_id"]) for p in plans])


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


async def run(db: Path | str, plans: list[dict], seconds: float, rate: float, pictures: bool,
              synchronous: str | None = None, render_processes: int = 0, guild_id: str = GUILD_ID,
              ready: Callable[[], Awaitable[None]] | None = None) -> dict:
    """One timed run against ``db``; returns its figures. ``guild_id``: the server the payloads
    come from (a shard's own, in a run of several processes); ``ready``: awaited once the bot
    is up, just before the first move is sent (the processes of one run start together)."""
    import rendering

    renders: list[tuple[float, float]] = []          # (wall, this thread's CPU) per table post

    def timed(render):
        def wrapper(*args):
            wall, cpu = time.perf_counter(), time.thread_time()
            posted = render(*args)
            renders.append((time.perf_counter() - wall, time.thread_time() - cpu))
            return posted
        return wrapper

    # in processes the table posts are drawn by the real function (a wrapper would not
    # pickle); the stand-in of the pictures-off run costs nothing and runs in a thread
    processes = render_processes if pictures else 0
    if not (pictures and processes):
        rendering.table_post = timed(rendering.table_post) if pictures else no_pictures

    load_before = os.getloadavg()[0]
    async with LoadGateway.open(db, guild_id=guild_id) as gateway:
        if processes:
            warm_render_processes(processes)
        recorder = TaskRecorder()
        # what CampfireBot.setup_hook does in a bot that serves (``campfire run``); the offline
        # gateway's bot is built as the tests' are (background=False), which leave the collector alone
        settle_memory()
        asyncio.get_running_loop().set_task_factory(recorder)
        logged_before = await logged_actions(gateway.bot.store, plans)
        lock = gateway.bot.store._lock = TimedLock()
        writes = time_move_writes(gateway.bot.store)
        file_lock, group_sizes = time_sqlite_write_lock() if gateway.bot.store.backend == "sqlite" else ([], [])
        backend = gateway.bot.store.backend
        sqlite = backend == "sqlite"
        commits = time_commits(gateway.bot.store._db) if sqlite else []   # PostgreSQL commits are
        if synchronous and sqlite:                                          # inside the lock's hold
            await gateway.bot.store._db.execute(f"PRAGMA synchronous={synchronous}")
        state = gateway.bot._connection
        queue = {p["channel"]: list(p["steps"]) for p in plans}
        title = {p["channel"]: p["title"] for p in plans}
        order = [p["channel"] for p in plans]
        moves: list[Move] = []
        lags: list[float] = []
        stop = asyncio.Event()

        async def ticker():
            while not stop.is_set():
                start = time.perf_counter()
                await asyncio.sleep(TICK)
                lags.append(time.perf_counter() - start - TICK)

        def finish(move: Move) -> None:
            move.tasks -= 1
            if move.tasks == 0:
                move.done = time.perf_counter()
                gateway.in_flight.pop(move.channel, None)

        if ready is not None:
            await ready()
            load_before = os.getloadavg()[0]
        collections = GcTimer()
        ticking = asyncio.create_task(ticker())
        usage = resource.getrusage(resource.RUSAGE_SELF)
        cpu_start = usage.ru_utime + usage.ru_stime
        start = time.perf_counter()
        sent = skipped = late = lost = 0
        cursor = 0
        while True:
            due = start + sent / rate
            if due > start + seconds:
                break
            delay = due - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            elif delay < -0.1:
                late += 1
            for _ in range(len(order)):          # the next channel whose last move is done
                channel = order[cursor % len(order)]
                cursor += 1
                if channel not in gateway.in_flight and queue[channel]:
                    break
                skipped += 1
            else:
                sent += 1                        # every channel busy: this tick's move is lost
                lost += 1
                continue
            player, action = queue[channel].pop(0)
            data = gateway.command_data(f"{title[channel]} act", {"action": action})
            payload = gateway._base(2, player, data, channel=channel)
            move = Move(channel, time.perf_counter(), title[channel])
            gateway.in_flight[channel] = move
            gateway.by_token[payload["token"]] = move
            started = recorder.collecting = []
            state.parse_interaction_create(payload)
            recorder.collecting = None
            move.tasks = len(started)
            for task in started:
                task.add_done_callback(lambda _t, m=move: finish(m))
            moves.append(move)
            sent += 1
        dispatching = time.perf_counter() - start
        deadline = time.perf_counter() + DRAIN
        while gateway.in_flight and time.perf_counter() < deadline:
            await asyncio.sleep(0.05)
        elapsed = time.perf_counter() - start
        usage = resource.getrusage(resource.RUSAGE_SELF)
        cpu = usage.ru_utime + usage.ru_stime - cpu_start
        stop.set()
        collections.stop()
        await ticking
        logged = await logged_actions(gateway.bot.store, plans)
        limits = gateway.limits
        wire = {"requests": [[t, r, n] for (t, r), n in gateway.requests.items()],
                "refused": [[t, r, n] for (t, r), n in gateway.refused.items()],
                "limited": dict(limits.limited), "global_used": limits.global_used,
                "global_peak": limits.global_peak, "per_second": limits.per_second,
                "invalid": limits.invalid_total}
        render_peak_mb = 0.0
        if processes:
            from rendering import pool

            # the fork server's children, not this process's: RUSAGE_CHILDREN never counts them
            render_peak_mb = max((memory(pid)["VmHWM"] for pid in pool.running().pids()), default=0.0)
            pool.running().shutdown(wait=True)
    done = [m for m in moves if m.done is not None]
    posted = [m for m in moves if m.posted is not None]
    return {
        "pictures": pictures, "synchronous": synchronous, "pool": processes, "backend": backend,
        "pool_maxrss_mb": render_peak_mb,
        "seconds": dispatching, "elapsed": elapsed,
        "sent": len(moves), "busy_skips": skipped, "late_dispatches": late, "lost": lost,
        "commit_ms": commits, "lock_wait_ms": lock.waits, "lock_hold_ms": lock.holds, "write_ms": writes,
        "write_busy": sum(writes) / 1000 / elapsed, "file_lock_ms": file_lock,
        "file_lock_busy": sum(file_lock) / 1000 / elapsed,
        "moves_per_commit": sum(group_sizes) / len(group_sizes) if group_sizes else float("nan"),
        "largest_group": max(group_sizes, default=0),
        "lock_busy": sum(lock.holds) / 1000 / elapsed,
        "unfinished": len(moves) - len(done),
        "posted": len(posted), "pictures_per_s": len(posted) / elapsed,
        "post_ms": [1000 * (m.posted - m.sent) for m in posted],
        "done_ms": [1000 * (m.done - m.sent) for m in done],
        "reply_ms": [1000 * (m.replied - m.sent) for m in moves if m.replied is not None],
        "lag_ms": [1000 * x for x in lags], "cpu_cores": cpu / elapsed,
        "gc_ms": collections.pauses, "gc_by_generation": tuple(collections.by_generation),
        "render_wall_ms": [1000 * w for w, _ in renders], "render_cpu_ms": [1000 * c for _, c in renders],
        "maxrss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "applied": logged - logged_before,
        "moves_by_title": dict(Counter(m.title for m in moves)), "wire": wire,
        "load_before": load_before, "load_after": os.getloadavg()[0], "pid": os.getpid(),
    }


SUMMARISED = ("post_ms", "done_ms", "reply_ms", "lag_ms", "render_wall_ms", "render_cpu_ms",
              "lock_wait_ms", "lock_hold_ms", "commit_ms", "write_ms", "file_lock_ms", "gc_ms")


def summary(r: dict) -> dict:
    """The figures that matter, from a run's raw lists."""
    out = {k: v for k, v in r.items() if not isinstance(v, list)}
    for key in SUMMARISED:
        values = r[key]
        out[key] = {"n": len(values), "p50": percentile(values, .5), "p99": percentile(values, .99),
                    "max": max(values) if values else float("nan"),
                    "mean": statistics.mean(values) if values else float("nan")}
    return out


LATENCIES = (("post_ms", "dispatch -> picture posted"), ("done_ms", "dispatch -> move finished"),
             ("reply_ms", "dispatch -> private reply"), ("lag_ms", "event-loop lag (10 ms ticker)"))


def _print_latencies(s: dict, *more: tuple[str, str]) -> None:
    """One line per latency of a summary (:data:`LATENCIES`, then ``more``'s): p50, p99, max, n."""
    for key, name in (*LATENCIES, *more):
        v = s[key]
        print(f"   {name:32s} p50 {v['p50']:7.1f} ms   p99 {v['p99']:7.1f} ms   max {v['max']:7.1f} ms"
              f"   (n={v['n']})")


def show(s: dict, rate: float, channels: int) -> None:
    label = "pictures ON" if s["pictures"] else "pictures OFF (renderer returns a 1x1 PNG)"
    if s["pool"]:
        label += f", drawn in {s['pool']} render processes (the bot's way)"
    elif s["pictures"]:
        label += ", drawn in threads"
    label = f"[{s['backend']}] {label}"
    print(f"\n== {label}: {s['sent']} moves sent in {s['seconds']:.1f} s "
          f"({s['sent'] / s['seconds']:.1f}/s, target {rate:g}/s over {channels} channels), "
          f"all done after {s['elapsed']:.1f} s")
    if s["applied"] != s["sent"]:
        print(f"   WARNING: {s['sent']} moves sent but {s['applied']} reached the action logs")
    if s["unfinished"] or s["late_dispatches"] or s["lost"]:
        print(f"   {s['unfinished']} moves unfinished after the {DRAIN} s drain; "
              f"{s['late_dispatches']} dispatches more than 100 ms behind schedule; "
              f"{s['lost']} moves not sent because all {channels} channels were still busy")
    _print_latencies(s)
    wait, hold = s["lock_wait_ms"], s["lock_hold_ms"]
    print(f"   store asyncio write lock (Store.transaction; SQLite's short writes wait for it only"
          f" while a transaction holds it): held p50 {hold['p50']:.1f} / p99 {hold['p99']:.1f} ms per transaction,"
          f" {100 * s['lock_busy']:.0f}% of the run; waited for p50 {wait['p50']:.0f} / p99 {wait['p99']:.0f} ms")
    write = s["write_ms"]
    if write["n"]:
        print(f"   moves' short writes (Store.save_play): p50 {write['p50']:.2f} / p99 {write['p99']:.2f} ms,"
              f" {write['n']} writes (from the call, waits included)")
    held = s["file_lock_ms"]
    if held["n"]:
        print(f"   SQLite's write lock held by a short write (BEGIN IMMEDIATE..COMMIT on its thread): p50"
              f" {held['p50']:.2f} / p99 {held['p99']:.2f} ms, {100 * s['file_lock_busy']:.0f}% of the run;"
              f" {held['n']} commits, {s['moves_per_commit']:.1f} moves' writes per commit (group commit),"
              f" at most {s['largest_group']}")
    commit = s["commit_ms"]
    if commit["n"]:                         # timed on SQLite's writer only
        print(f"   of which COMMIT (the fsync, synchronous={s['synchronous'] or 'FULL'}): p50 {commit['p50']:.1f} /"
              f" p99 {commit['p99']:.1f} ms, {commit['n']} commits = {commit['n'] / s['elapsed']:.0f}/s")
    gc = s["gc_ms"]
    print(f"   garbage collections {s['gc_by_generation']} (generations 0, 1, 2): {gc['n']} pauses,"
          f" {gc['mean'] * gc['n'] / 1000 / s['elapsed'] * 100 if gc['n'] else 0:.1f}% of the run,"
          f" p99 {gc['p99']:.1f} / max {gc['max']:.1f} ms")
    print(f"   pictures posted {s['posted']} = {s['pictures_per_s']:.1f}/s;  process CPU "
          f"{s['cpu_cores']:.2f} cores of {os.cpu_count()};  peak memory (ru_maxrss) {s['maxrss_mb']:.0f} MB")
    if s["pool"]:
        print(f"   peak memory of the largest render process: {s['pool_maxrss_mb']:.0f} MB")
    if s.get("errors_logged"):
        print(f"   ERRORS: the bot logged {s['errors_logged']} tracebacks during the run; the first:\n"
              + "\n".join("      " + line for line in s["first_error"].splitlines()))
    else:
        print("   errors logged by the bot during the run: none")
    if s["pictures"] and not s["pool"]:
        w, c = s["render_wall_ms"], s["render_cpu_ms"]
        print(f"   a render in its thread: wall p50 {w['p50']:.0f} / p99 {w['p99']:.0f} ms,"
              f" its own CPU p50 {c['p50']:.0f} / p99 {c['p99']:.0f} ms"
              f" (wall/CPU {w['mean'] / c['mean']:.1f}x: the rest is waiting for the GIL or a core)")
    show_wire(s)


def show_wire(s: dict) -> None:
    """What Discord's rate limits saw: requests per move by title and route, the global limit's share."""
    wire, moves = s["wire"], s["moves_by_title"]
    answered: dict[str, Counter] = {}
    for title, route, n in wire["requests"]:
        answered.setdefault(title, Counter())[route] += n
    refused = Counter()
    for title, _route, n in wire["refused"]:
        refused[title] += n
    print("   requests per move (each request Discord answered), by route; global-bound = channel message + other:")
    print(f"     {'title':9s} {'moves':>5s} " + " ".join(f"{r:>15s}" for r in ROUTES)
          + f" {'all':>6s} {'global-bound':>12s}")
    for title in sorted(moves):
        n, c = moves[title], answered.get(title, Counter())
        bound = c[CHANNEL_MESSAGE] + c[OTHER]
        late = f"   (+{refused[title]} 429s)" if refused[title] else ""
        print(f"     {title:9s} {n:5d} " + " ".join(f"{c[r] / n:15.2f}" for r in ROUTES)
              + f" {sum(c.values()) / n:6.2f} {bound / n:12.2f}{late}")
    if answered.get(""):
        print(f"     not a move's: {dict(answered[''])}")
    per_s = wire["global_used"] / s["elapsed"]
    allowed = wire["per_second"]
    print(f"   global limit: {wire['global_used']} requests counted against it = {per_s:.2f}/s = "
          f"{100 * per_s / allowed:.1f}% of {allowed}/s; busiest second {wire['global_peak']} = "
          f"{100 * wire['global_peak'] / allowed:.0f}%")
    print(f"   429s: {wire['limited'] or 'none'}; invalid requests (401/403/429): {wire['invalid']}")
    print(f"   load average (1 min) {s['load_before']:.2f} before the run, {s['load_after']:.2f} after")


def worker(args) -> None:
    """The child: one run, its summary as one JSON line on stdout."""
    plans = json.loads(Path(args.plans).read_text())
    target = args.worker if is_postgres(args.worker) else Path(args.worker)
    profile = os.environ.get("CAMPFIRE_BENCH_PROFILE")     # a file: the run's cProfile stats
    if profile:
        import cProfile

        profiler = cProfile.Profile()
        profiler.enable()
    shard, shards = (int(n) for n in args.shard.split("/")) if args.shard else (0, 1)
    ready = started_together if args.shard else None
    result = asyncio.run(run(target, plans, args.seconds, args.rate, not args.no_pictures,
                             args.synchronous, args.render_processes, shard_guild(shard, shards), ready))
    if profile:
        profiler.disable()
        suffix = f".{shard}" if args.shard else ""
        profiler.dump_stats(f"{profile}.{'pictures' if not args.no_pictures else 'off'}{suffix}")
    if args.raw:                    # the latencies themselves, merged with the other processes'
        Path(args.raw).write_text(json.dumps({key: result[key] for key in RAW}))
    print("RESULT " + json.dumps(summary(result)))


# the lists of a run that the report of several processes merges (each process's own are summed up)
RAW = ("post_ms", "done_ms", "reply_ms", "lag_ms", "write_ms")


def shard_guild(shard: int, shards: int) -> str:
    """A server id that Discord's formula, ``(guild_id >> 22) % shards``, gives to ``shard``: the
    process of that shard receives its interactions (README, "Several processes"). One process
    alone keeps :data:`bot.offline.GUILD_ID`."""
    if shards == 1:
        return GUILD_ID
    base = int(GUILD_ID) >> 22
    return str(((base - base % shards) + shard) << 22)


async def started_together() -> None:
    """The start of a run of several processes: say READY once the bot is up, then wait for the
    parent's ``GO <time>`` (a ``time.time()`` shortly after every process is ready) and until then."""
    print("READY", flush=True)
    line = await asyncio.to_thread(sys.stdin.readline)
    at = float(line.split()[1])
    await asyncio.sleep(max(0.0, at - time.time()))


def stored(games: int, active: int, channels: int, fresh: bool) -> tuple[Path, list[dict]]:
    """The built store for these numbers and its driven tables: kept in :data:`CACHE` and
    reused (building copies millions of logged actions: most of a minute), unless ``fresh``.
    Runs work on copies, so the kept file stays as built."""
    CACHE.mkdir(exist_ok=True)
    kinds = hashlib.sha1(repr(GAMES).encode()).hexdigest()[:8]      # a store of other titles is not reused
    db = CACHE / f"store-{games}-{active}-{channels}-{kinds}.sqlite3"
    driven_file = db.with_suffix(".driven.json")
    if db.exists() and driven_file.exists() and not fresh:
        print(f"reusing the store built earlier: {db} (--fresh builds it again)")
        return db, json.loads(driven_file.read_text())
    t = time.perf_counter()
    building = db.with_name("building-" + db.name)
    building.unlink(missing_ok=True)
    driven = asyncio.run(build_store(building, games, active, channels))
    building.replace(db)
    driven_file.write_text(json.dumps(driven))
    print(f"built in {time.perf_counter() - t:.1f} s: {db}")
    return db, driven


def child(db: Path, tmp: Path, plans: Path, args, pictures: bool) -> dict:
    """Run one variant in a fresh interpreter (its own peak memory) on its own copy of the store."""
    runner = run_children if args.processes > 1 else run_child
    if args.db:
        with postgres_clone(args.db, f"campfire_bench_{'on' if pictures else 'off'}") as url:
            settle(args.settle)
            return runner(url, plans, args, pictures)
    copy = tmp / f"{'on' if pictures else 'off'}-{db.name}"
    shutil.copy(db, copy)
    settle(args.settle)
    return runner(str(copy), plans, args, pictures)


def settle(seconds: float) -> None:
    """Flush the copy just made to disk and wait: its writeback must not fall inside the run."""
    os.sync()
    time.sleep(seconds)


# -- PostgreSQL: the built store copied once, each run on a clone ---------------------------------
TEMPLATE_DB = "campfire_bench_template"


def database_url(url: str, name: str) -> str:
    """The same server and user, another database."""
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path=f"/{name}"))


async def admin(url: str, *commands: str) -> None:
    import asyncpg

    connection = await asyncpg.connect(url)
    try:
        for command in commands:
            await connection.execute(command)
    finally:
        await connection.close()


def copy_to_postgres(db: Path, url: str) -> None:
    """The built SQLite store into a new template database of the server (replacing one left
    from an earlier bench): once per bench, by bot/migrate.py's copy."""
    from bot.migrate import copy_store

    async def copy() -> None:
        await admin(url, f"DROP DATABASE IF EXISTS {TEMPLATE_DB}", f"CREATE DATABASE {TEMPLATE_DB}")
        source, target = await Store.open(db), await Store.open(database_url(url, TEMPLATE_DB))
        try:
            copied = await copy_store(source, target)
        finally:
            await source.close()
            await target.close()
        await admin(database_url(url, TEMPLATE_DB), "VACUUM ANALYZE")
        print(f"PostgreSQL: {copied.sentence(str(db), target.where())}")

    t = time.perf_counter()
    asyncio.run(copy())
    print(f"copied in {time.perf_counter() - t:.1f} s")


@contextmanager
def postgres_clone(url: str, name: str) -> Iterator[str]:
    """A fresh database cloned from the template, dropped after.

    Cloned as a copy of the template's files (``STRATEGY FILE_COPY``), then a ``CHECKPOINT``,
    before :func:`settle` flushes the page cache: PostgreSQL 15's default strategy writes every
    page of the clone (~1 GB here) through the WAL and the shared buffers, whose flushing by the
    checkpointer may then fall inside the run, as a copy's writeback did on SQLite. (The 50
    moves/s run with pictures did not show it: picture posted p99 457-604 ms on clones made
    either way; the render caches' budget was what it showed, rendering/sprites.py.)"""
    asyncio.run(clone_database(url, name))
    try:
        yield database_url(url, name)
    finally:
        asyncio.run(admin(url, f"DROP DATABASE IF EXISTS {name}"))


async def clone_database(url: str, name: str) -> None:
    """``name`` made afresh from the template, written to disk before the run (see postgres_clone)."""
    import asyncpg

    connection = await asyncpg.connect(url)
    try:
        await connection.execute(f"DROP DATABASE IF EXISTS {name}")
        try:
            await connection.execute(f"CREATE DATABASE {name} TEMPLATE {TEMPLATE_DB} STRATEGY FILE_COPY")
        except asyncpg.PostgresSyntaxError:         # before PostgreSQL 15: a file copy is the only way
            await connection.execute(f"CREATE DATABASE {name} TEMPLATE {TEMPLATE_DB}")
        try:
            await connection.execute("CHECKPOINT")
        except asyncpg.InsufficientPrivilegeError:  # --db's user may not: the clone is flushed later
            print("note: this user may not CHECKPOINT; the clone's pages may be written during the run")
    finally:
        await connection.close()


def worker_command(target: str, plans: Path, args, pictures: bool, rate: float) -> list[str]:
    command = [sys.executable, __file__, "--worker", target, "--plans", str(plans),
               "--seconds", str(args.seconds), "--rate", str(rate)]
    if args.synchronous:
        command += ["--synchronous", args.synchronous]
    command += ["--render-processes", str(args.render_processes)]
    if not pictures:
        command.append("--no-pictures")
    return command


def child_result(returncode: int, stdout: str, stderr: str, pictures: bool) -> dict:
    """A child's summary, with the errors the bot logged during its run."""
    lines = [line for line in stdout.splitlines() if line.startswith("RESULT ")]
    if returncode or not lines:
        sys.exit(f"the {'picture' if pictures else 'no-picture'} run failed:\n{stderr[-3000:]}")
    result = json.loads(lines[-1][len("RESULT "):])
    # what the bot logged as errors during the run (its tracebacks), counted and the first shown:
    # a run that fails quietly is not a result
    errors = stderr.count("Traceback (most recent call last)")
    result["errors_logged"] = errors
    result["first_error"] = stderr[stderr.find("Traceback"):][:1500] if errors else ""
    return result


def run_child(target: str, plans: Path, args, pictures: bool) -> dict:
    done = subprocess.run(worker_command(target, plans, args, pictures, args.rate), capture_output=True,
                          text=True, check=False)
    return child_result(done.returncode, done.stdout, done.stderr, pictures)


def run_children(target: str, plans: Path, args, pictures: bool) -> dict:
    """``--processes N``: N bot processes on the one store ``target``, as ``campfire run --shards k
    --shard-count N`` runs them: process k gets the moves of every N-th driven channel, from a
    server of its shard (:func:`shard_guild`), at rate/N. Each builds its bot, says READY and
    waits; all are told to start at the same moment; each reports as one run would, and its
    latencies (:data:`RAW`) are merged into the run's (:func:`merged`)."""
    n = args.processes
    everything = json.loads(plans.read_text())
    children = []
    with ExitStack() as files:
        for k in range(n):
            part, raw = plans.with_name(f"plans-{k}-of-{n}.json"), plans.with_name(f"raw-{k}-of-{n}.json")
            part.write_text(json.dumps(everything[k::n]))
            command = worker_command(target, part, args, pictures, args.rate / n)
            command += ["--shard", f"{k}/{n}", "--raw", str(raw)]
            # stderr to a file: a pipe left unread while the others run would block a chatty child
            errors = files.enter_context(tempfile.TemporaryFile("w+"))
            process = files.enter_context(subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                                           stderr=errors, text=True))
            children.append((process, errors, raw))
        for process, errors, _ in children:
            if process.stdout.readline().strip() != "READY":
                process.wait()
                errors.seek(0)
                sys.exit(f"a bot process did not start:\n{errors.read()[-3000:]}")
        load_before = os.getloadavg()[0]
        at = time.time() + 0.5
        for process, _, _ in children:
            process.stdin.write(f"GO {at}\n")
            process.stdin.flush()
        results = []
        for process, errors, raw in children:
            stdout = process.stdout.read()
            process.wait()
            errors.seek(0)
            result = child_result(process.returncode, stdout, errors.read(), pictures)
            result["raw"] = json.loads(raw.read_text())
            results.append(result)
    return merged(results, load_before, os.getloadavg()[0])


def merged(parts: list[dict], load_before: float, load_after: float) -> dict:
    """One report of a run of several processes: each process's own summary, the latencies of
    all moves together, moves sent per second over the run (all processes' moves over the
    longest process's sending time), their CPU added up, the machine's load."""
    out = {"processes": [{k: v for k, v in p.items() if k != "raw"} for p in parts],
           "backend": parts[0]["backend"], "pictures": parts[0]["pictures"],
           "load_before": load_before, "load_after": load_after}
    together = summary({k: [v for p in parts for v in p["raw"][k]] if k in RAW else [] for k in SUMMARISED})
    out.update({key: together[key] for key in RAW})
    out["sent"] = sum(p["sent"] for p in parts)
    out["seconds"] = max(p["seconds"] for p in parts)
    out["elapsed"] = max(p["elapsed"] for p in parts)
    for key in ("applied", "unfinished", "late_dispatches", "lost", "posted", "errors_logged"):
        out[key] = sum(p[key] for p in parts)
    out["cpu_cores"] = sum(p["cpu_cores"] for p in parts)
    out["first_error"] = next((p["first_error"] for p in parts if p["first_error"]), "")
    return out


def show_merged(s: dict, rate: float, channels: int) -> None:
    """The report of a run of several processes (see :func:`merged`)."""
    n = len(s["processes"])
    label = "pictures ON" if s["pictures"] else "pictures OFF (renderer returns a 1x1 PNG)"
    print(f"\n== [{s['backend']}] {label}, {n} bot processes on one store: {s['sent']} moves sent in"
          f" {s['seconds']:.1f} s ({s['sent'] / s['seconds']:.1f}/s, target {rate:g}/s = {rate / n:g}/s each"
          f" over {channels // n} channels each), all done after {s['elapsed']:.1f} s")
    for k, p in enumerate(s["processes"]):
        done = p["done_ms"]
        print(f"   process {k} (pid {p['pid']}): {p['sent']} moves = {p['sent'] / p['seconds']:.1f}/s,"
              f" dispatch -> move finished p50 {done['p50']:.1f} / p99 {done['p99']:.1f} / max"
              f" {done['max']:.1f} ms, CPU {p['cpu_cores']:.2f} cores, loop lag p99 {p['lag_ms']['p99']:.1f} ms,"
              f" {p['errors_logged']} errors logged")
        if p["applied"] != p["sent"]:
            print(f"      WARNING: {p['sent']} moves sent but {p['applied']} reached the action logs")
    if s["unfinished"] or s["late_dispatches"] or s["lost"]:
        print(f"   {s['unfinished']} moves unfinished after the {DRAIN} s drain; "
              f"{s['late_dispatches']} dispatches more than 100 ms behind schedule; "
              f"{s['lost']} moves not sent because all of a process's channels were still busy")
    print("   all processes' moves together:")
    _print_latencies(s, ("write_ms", "moves' short writes"))
    print(f"   CPU of the bot processes together {s['cpu_cores']:.2f} cores of {os.cpu_count()}")
    if s["errors_logged"]:
        print(f"   ERRORS: the bots logged {s['errors_logged']} tracebacks during the run; the first:\n"
              + "\n".join("      " + line for line in s["first_error"].splitlines()))
    else:
        print("   errors logged by the bots during the run: none")
    print(f"   load average (1 min) {s['load_before']:.2f} before the run, {s['load_after']:.2f} after")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--seconds", type=float, default=30, help="how long moves are sent, per run")
    parser.add_argument("--no-pictures", action="store_true", help="only the run with pictures off")
    parser.add_argument("--rate", type=float, default=50, help="moves per second")
    parser.add_argument("--channels", type=int, default=200)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--active", type=int, default=1_000)
    parser.add_argument("--synchronous", choices=["NORMAL", "FULL"],
                        help="an experiment: the store's PRAGMA synchronous for the run (the bot uses FULL)")
    parser.add_argument("--render-processes", type=int, default=default_render_processes(),
                        help="draw in N render processes, as the bot does (default: the bot's default, "
                             f"{default_render_processes()} here); 0 draws in threads")
    parser.add_argument("--settle", type=float, default=5,
                        help="seconds left alone after the store's copy is synced, before each run")
    parser.add_argument("--postgres", action="store_true",
                        help="run on a private PostgreSQL server started for the bench (initdb, pg_ctl)")
    parser.add_argument("--db", type=str, metavar="URL",
                        help="run on PostgreSQL (postgresql://user@host/db, a user who may create "
                             "databases) instead of a SQLite file")
    parser.add_argument("--fresh", action="store_true",
                        help=f"build the store again instead of reusing the one kept in {CACHE}")
    parser.add_argument("--processes", type=int, default=1, metavar="N",
                        help="N bot processes on the same store, each with its shard's channels at rate/N "
                             "(README, 'Several processes'); their latencies reported together")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--plans", help=argparse.SUPPRESS)
    parser.add_argument("--shard", help=argparse.SUPPRESS)      # k/N: this child is shard k of N
    parser.add_argument("--raw", help=argparse.SUPPRESS)        # where the child writes its latencies
    args = parser.parse_args()
    if args.worker:
        worker(args)
        return
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")
    server = None
    if args.postgres:               # the test session's private server, with fsync on
        from tests.private_postgres import PostgresUnavailable, PrivatePostgres
        try:
            server = PrivatePostgres(durable=True)
        except PostgresUnavailable as problem:
            sys.exit(f"--postgres: {problem} (apt-get install postgresql)")
    try:
        measure(args, server.url if server else args.db)
    finally:
        if server is not None:
            server.stop()


def measure(args, postgres: str | None) -> None:
    """Build (or reuse) the store, plan, run each variant in its child, print the figures."""
    args.db = postgres
    print(f"config: backend {'postgres' if postgres else 'sqlite'}, {args.games:,} games ({args.active:,} active),"
          f" {args.channels} channels at {args.rate:g} moves/s for {args.seconds:g} s; pictures drawn in "
          + (f"{args.render_processes} render processes" if args.render_processes else "threads")
          + f"; synchronous={args.synchronous or 'FULL'} (SQLite); settle {args.settle:g} s before each run")
    db, driven = stored(args.games, args.active, args.channels, args.fresh)
    if args.db:
        if not is_postgres(args.db):
            sys.exit("--db takes a postgresql:// URL (the SQLite store is built by the bench itself)")
        copy_to_postgres(db, args.db)
    with tempfile.TemporaryDirectory() as tmp:
        t = time.perf_counter()
        moves = int(args.rate * args.seconds / args.channels * 1.5) + 5
        plans = plan(driven, moves)
        plan_file = Path(tmp) / "plans.json"
        plan_file.write_text(json.dumps(plans))
        print(f"planned in {time.perf_counter() - t:.1f} s")
        runs = [] if args.no_pictures else [True]
        runs.append(False)
        results = {}
        for pictures in runs:
            results[pictures] = child(db, Path(tmp), plan_file, args, pictures)
            (show_merged if args.processes > 1 else show)(results[pictures], args.rate, args.channels)
    if True in results and False in results and args.processes == 1:
        on, off = results[True], results[False]
        print("\n== pictures on / pictures off")
        for key, name in (("post_ms", "dispatch -> picture posted"), ("done_ms", "dispatch -> move finished"),
                          ("lag_ms", "event-loop lag")):
            print(f"   {name:28s} p50 x{on[key]['p50'] / off[key]['p50']:.1f}   "
                  f"p99 x{on[key]['p99'] / off[key]['p99']:.1f}")
        print(f"   CPU x{on['cpu_cores'] / off['cpu_cores']:.1f};"
              f"  peak memory x{on['maxrss_mb'] / off['maxrss_mb']:.1f}")
    print(f"\ngoals (issue 12): p99 < 500 ms, loop lag < 50 ms, memory < 300 MB; load average now "
          f"{os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
