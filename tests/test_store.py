"""The store under trouble: racing processes, newer schemas, locks, read-only files, full
disks, garbage files, and reads that must not wait behind a write (issue 8, points 26–28, 30).

Every failure must reach a user as one sentence (``StoreUnavailable``, a ``TableError``)
and leave the game as it was; nothing here sleeps longer than a lowered busy timeout.
These are the SQLite file's troubles; PostgreSQL's own are in tests/test_store_postgres.py,
and two stores sharing one database (either backend) in tests/test_store_shared.py.
"""

from __future__ import annotations

import asyncio
import hashlib
import multiprocessing
import random
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from bot.store import MIGRATIONS, Store, StoreUnavailable
from bot.tables import TableError, Tables

ROOT = Path(__file__).resolve().parent.parent
CHANNEL, GUILD, ANN, BOB = "700", "1", "11", "22"


async def started(tables: Tables) -> None:
    await tables.new(CHANNEL, GUILD, ANN, "Ann", "natives")
    await tables.join(CHANNEL, BOB, "Bob")
    await tables.start(CHANNEL, ANN)


def file_at_version(path: Path, version: int, wal: bool) -> None:
    """A store file as an older Campfire left it: the first ``version`` migrations."""
    con = sqlite3.connect(path, isolation_level=None)
    try:
        if wal:
            con.execute("PRAGMA journal_mode=WAL")
        for script in MIGRATIONS[:version]:
            con.executescript(script)
        con.execute(f"PRAGMA user_version = {version}")
    finally:
        con.close()


def connection_threads() -> int:
    """aiosqlite's worker threads alive now (one per open connection)."""
    return sum("_connection_worker_thread" in t.name for t in threading.enumerate())


def threads_settle(baseline: int) -> bool:
    """The connection threads come back to ``baseline`` (a closed one's thread ends just after)."""
    deadline = time.monotonic() + 5
    while connection_threads() > baseline and time.monotonic() < deadline:
        time.sleep(0.01)
    return connection_threads() <= baseline


# -- 26: two processes opening one new (or older) file at the same moment -----------------------
def _open_at_the_barrier(barrier, paths, results) -> None:
    """A separate process: for each path it is given, open the store the moment both are ready."""
    async def open_and_close(path: str) -> None:
        store = await Store.open(path)
        await store.close()

    while (path := paths.get()) is not None:
        barrier.wait()
        try:
            asyncio.run(open_and_close(path))
            results.put("ok")
        except BaseException as exc:   # noqa: BLE001 - the parent asserts on the text
            results.put(f"{type(exc).__name__}: {exc}")


def test_two_processes_opening_a_new_or_older_file_at_once_both_succeed(tmp_path):
    context = multiprocessing.get_context("spawn")
    barrier, results = context.Barrier(2), context.Queue()
    inboxes = [context.Queue(), context.Queue()]
    workers = [context.Process(target=_open_at_the_barrier, args=(barrier, inbox, results), daemon=True)
               for inbox in inboxes]
    for worker in workers:
        worker.start()
    failures = []
    try:
        for trial in range(16):
            path = tmp_path / f"race-{trial}.sqlite3"
            if trial % 4 == 1:
                file_at_version(path, 1, wal=False)     # an older Campfire's file, rollback journal
            elif trial % 4 == 3:
                file_at_version(path, 2, wal=True)
            for inbox in inboxes:
                inbox.put(str(path))
            outcome = sorted([results.get(timeout=60), results.get(timeout=60)])
            if outcome != ["ok", "ok"]:
                failures.append((trial, outcome))
            con = sqlite3.connect(path)
            try:
                assert con.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
                assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
            finally:
                con.close()
    finally:
        for inbox in inboxes:
            inbox.put(None)
        for worker in workers:
            worker.join(timeout=30)
    assert failures == []


# -- 27: a schema newer than the code ----------------------------------------------------------
async def test_a_newer_schema_is_refused_naming_both_versions_and_the_file_is_untouched(tmp_path):
    path = tmp_path / "future.sqlite3"
    file_at_version(path, len(MIGRATIONS), wal=False)
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 4}")
    con.close()
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    threads = connection_threads()
    with pytest.raises(StoreUnavailable) as refused:
        await Store.open(path)
    message = str(refused.value)
    assert refused.value.kind == "newer"
    assert f"schema version {len(MIGRATIONS) + 4}" in message and f"version {len(MIGRATIONS)} " in message
    assert message.count(".") == 1 + str(path).count(".") and message.endswith("file.")
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before          # never written to
    assert not path.with_name(path.name + "-wal").exists()                  # not even switched to WAL
    assert threads_settle(threads)                                          # no connection left open


# -- 28: operational errors are one sentence ---------------------------------------------------
@pytest.fixture
async def store(tmp_path):
    s = await Store.open(tmp_path / "campfire.sqlite3", busy_timeout_ms=200)
    yield s
    await s.close()


async def test_a_lock_held_past_the_busy_timeout_is_one_sentence_and_changes_nothing(store, tmp_path):
    tables = Tables(store, seed_source=lambda: 5)
    await started(tables)
    row = await tables.current(CHANNEL)
    user = tables.awaited_users(row)[0]
    action = (await tables.legal(CHANNEL, user))[0]
    other = sqlite3.connect(tmp_path / "campfire.sqlite3", isolation_level=None)   # the console, say
    other.execute("BEGIN IMMEDIATE")
    try:
        t = time.perf_counter()
        with pytest.raises(TableError, match=r"^The game store is busy, try again in a moment\.$") as busy:
            await tables.act(CHANNEL, user, action)
        assert isinstance(busy.value, StoreUnavailable) and busy.value.kind == "busy"
        assert time.perf_counter() - t < 2
        # the player can still look at the table while the lock is held
        assert (await tables.current(CHANNEL)).version == row.version
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert await store.action_count(row.id) == 0
    out = await tables.act(CHANNEL, user, action)        # the lock is gone: the same action works
    assert out.game.version == row.version + 1


async def test_a_read_only_store_refuses_writes_with_one_sentence(store):
    """``query_only`` makes SQLite answer exactly as for a read-only file (SQLITE_READONLY),
    and, unlike chmod, also when the tests run as root."""
    tables = Tables(store, seed_source=lambda: 5)
    await started(tables)
    row = await tables.current(CHANNEL)
    await store._db.execute("PRAGMA query_only=ON")
    try:
        with pytest.raises(StoreUnavailable, match=r"^The game store is read-only: tell the server admin\.$"):
            await tables.nudge(CHANNEL, next(u for u in (ANN, BOB) if u not in tables.awaited_users(row)))
        with pytest.raises(StoreUnavailable, match="read-only"):
            await tables.new("701", GUILD, ANN, "Ann", "natives")
        assert (await tables.current(CHANNEL)).version == row.version      # reads still work
    finally:
        await store._db.execute("PRAGMA query_only=OFF")
    assert await tables.find("701") is None


async def test_a_full_disk_is_one_sentence_and_the_game_is_unchanged(store):
    """``max_page_count`` stops the file growing: SQLite answers SQLITE_FULL, as for a full disk."""
    tables = Tables(store, seed_source=lambda: 5)
    await started(tables)
    async with store._db.execute("PRAGMA page_count") as cur:
        (pages,) = await cur.fetchone()
    await store._db.execute(f"PRAGMA max_page_count = {pages}")   # the disk is full from now on
    rng = random.Random(2)
    with pytest.raises(StoreUnavailable, match=r"^The game store's disk is full: tell the server admin\.$"):
        for _ in range(300):                         # the log grows until a page is needed
            before = await tables.current(CHANNEL)
            logged = await store.action_count(before.id)
            user = rng.choice(tables.awaited_users(before))
            await tables.act(CHANNEL, user, rng.choice(await tables.legal(CHANNEL, user)))
    after = await tables.current(CHANNEL)
    assert after.version == before.version and after.state == before.state
    assert await store.action_count(after.id) == logged
    await store._db.execute(f"PRAGMA max_page_count = {pages * 1000}")
    await tables.act(CHANNEL, user, rng.choice(await tables.legal(CHANNEL, user)))    # room again


async def test_a_damaged_file_is_one_sentence_when_it_is_read(tmp_path):
    path = tmp_path / "damaged.sqlite3"
    store = await Store.open(path)
    tables = Tables(store, seed_source=lambda: 5)
    for n in range(60):              # enough games' pages after the schema's last page
        await tables.new(str(n), GUILD, ANN, "Ann", "natives")
    await store.close()                                    # checkpointed into the main file
    size = path.stat().st_size
    with path.open("r+b") as f:                            # the games table's last pages
        f.seek(size - 3 * 4096)
        f.write(b"\xff" * 3 * 4096)
    store = await Store.open(path)                         # the header and schema are intact
    try:
        with pytest.raises(StoreUnavailable, match=r"^The game store file is damaged: tell the server admin\.$"):
            await store.games(limit=1000)
    finally:
        await store.close()


async def test_a_garbage_file_or_a_missing_folder_is_refused_at_opening(tmp_path):
    garbage = tmp_path / "notes.sqlite3"
    garbage.write_bytes(b"These are my notes, not a database.\n" * 200)
    threads = connection_threads()
    with pytest.raises(StoreUnavailable) as refused:
        await Store.open(garbage)
    assert refused.value.kind == "damaged"
    assert str(refused.value) == (f"Cannot open the game store {garbage}: the file is damaged or is not "
                                  f"a SQLite database.")
    with pytest.raises(StoreUnavailable, match=r"SQLite cannot open it \(a folder") as refused:
        await Store.open(tmp_path)                                          # a folder, not a file
    assert refused.value.kind == "unopenable"
    missing = tmp_path / "typo" / "campfire.sqlite3"
    with pytest.raises(StoreUnavailable, match="does not exist") as refused:
        await Store.open(missing)
    assert refused.value.kind == "missing-folder" and not missing.parent.exists()
    assert threads_settle(threads)                                          # nothing left open


def run_cli(*args: str, env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess:
    base = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "bot", *args], capture_output=True, text=True,
                          env={**base, **env}, cwd=cwd, timeout=60, stdin=subprocess.DEVNULL)


def test_the_command_line_refuses_a_bad_store_with_one_sentence_and_status_2(tmp_path):
    (tmp_path / "garbage.sqlite3").write_bytes(b"\x00\x01not sqlite" * 500)
    for args, env in ((("local", "--db", "garbage.sqlite3"), {}),
                      (("run",), {"DISCORD_TOKEN": "x" * 30, "CAMPFIRE_DB": "garbage.sqlite3"}),
                      (("run",), {"DISCORD_TOKEN": "x" * 30, "CAMPFIRE_DB": "tpyo/campfire.sqlite3"})):
        result = run_cli(*args, env=env, cwd=tmp_path)
        assert result.returncode == 2, result.stderr
        [line] = result.stderr.strip().splitlines()           # one sentence, no traceback
        assert line.startswith("campfire: ") and ("garbage.sqlite3" in line or "tpyo" in line), line
    assert not (tmp_path / "tpyo").exists()                    # the typo made no folder


async def test_the_console_says_which_store_it_uses_and_whether_it_is_new(tmp_path):
    first = await asyncio.to_thread(run_cli, "local", "--db", "games.sqlite3", env={}, cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    assert f"game store {tmp_path / 'games.sqlite3'} (new: created empty now)" in first.stderr
    store = await Store.open(tmp_path / "games.sqlite3")            # the next start-up
    try:
        await Tables(store).new(CHANNEL, GUILD, ANN, "Ann", "natives")
        assert (await store.describe()).endswith("games.sqlite3 (1 game, 1 open)")
    finally:
        await store.close()


# -- 30: reads do not wait behind a write ------------------------------------------------------
async def test_reads_do_not_wait_while_a_write_waits_for_the_lock(tmp_path):
    """Another process holds the write lock: our write waits (busy timeout), reads do not."""
    path = tmp_path / "campfire.sqlite3"
    store = await Store.open(path, busy_timeout_ms=5000)
    try:
        tables = Tables(store, seed_source=lambda: 5)
        await started(tables)
        row = await tables.current(CHANNEL)
        user = tables.awaited_users(row)[0]
        action = (await tables.legal(CHANNEL, user))[0]
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")
        try:
            writing = asyncio.create_task(tables.act(CHANNEL, user, action))
            await asyncio.sleep(0.05)                       # the write is now waiting in BEGIN
            assert not writing.done()
            t = time.perf_counter()
            looked = await asyncio.wait_for(tables.current(CHANNEL), timeout=1)
            legal = await asyncio.wait_for(tables.legal(CHANNEL, user), timeout=1)
            assert time.perf_counter() - t < 0.5 and looked.version == row.version and action in legal
        finally:
            other.execute("ROLLBACK")
            other.close()
        assert (await writing).game.version == row.version + 1
    finally:
        await store.close()


async def test_reads_outside_a_transaction_see_committed_state_and_inside_their_own_writes(store):
    tables = Tables(store, seed_source=lambda: 5)
    await started(tables)
    row = await tables.current(CHANNEL)
    saved, release = asyncio.Event(), asyncio.Event()
    seen_inside = []

    async def slow_command() -> None:
        async with store.transaction():
            mine = await store.open_game(CHANNEL)
            mine.remind_time = "07:15"
            await store.save_game(mine)
            seen_inside.append(await store.open_game(CHANNEL))     # its own uncommitted write
            saved.set()
            await release.wait()

    task = asyncio.create_task(slow_command())
    await saved.wait()
    outside = await asyncio.wait_for(store.open_game(CHANNEL), timeout=1)
    assert outside.version == row.version and outside.remind_time == row.remind_time
    assert seen_inside[0].version == row.version + 1 and seen_inside[0].remind_time == "07:15"
    release.set()
    await task
    assert (await store.open_game(CHANNEL)).remind_time == "07:15"     # committed: seen by all


async def test_closing_the_store_stops_both_connection_threads(tmp_path):
    """aiosqlite's threads are not daemons: one left running hangs the interpreter at exit."""
    store = await Store.open(tmp_path / "campfire.sqlite3")
    workers = [store._db._thread, store._reader._thread]
    assert workers[0] is not workers[1] and all(w.is_alive() for w in workers)
    await store.close()
    for worker in workers:
        worker.join(timeout=5)
    assert not any(w.is_alive() for w in workers)
