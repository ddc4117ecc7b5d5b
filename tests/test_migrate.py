"""``campfire migrate``: a store filled by the demo (and by players) copied to PostgreSQL and
back to a new SQLite file; every game, log, setting, reminder, result and rating arrives as it
was, and every copied game replays from its log to the state it had."""

from __future__ import annotations

import asyncio
import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest

from bot.demo import play_demo
from bot.reminders import PlayerPrefs
from bot.store import Store
from bot.tables import Tables

ROOT = Path(__file__).resolve().parent.parent
ALL = ("lobby", "active", "finished", "abandoned")
# every title's demo, as `campfire demo TITLE --players N` plays it
DEMOS = (("natives", 2), ("inuit", 2), ("uluk", 2), ("wendake", 3), ("natera", 2))


def run_cli(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "bot", *args], capture_output=True, text=True, timeout=120,
                          cwd=cwd, env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
                          stdin=subprocess.DEVNULL)


async def fill(path: Path) -> None:
    """The demo of every title, a walkover between two members (rated), a game in play with a
    pending reminder, a lobby, and a member's reminder settings."""
    store = await Store.open(path)
    try:
        tables = Tables(store, seed_source=lambda: 3)
        for n, (title, players) in enumerate(DEMOS):
            await play_demo(tables, title, players, channel=f"demo-{n}")
        await tables.new("walk", "g1", "11", "Ann", "natives")
        await tables.join("walk", "22", "Bob")
        await tables.start("walk", "11")
        await tables.resign("walk", "22")
        await tables.new("play", "g1", "11", "Ann", "uluk")
        await tables.join("play", "22", "Bob")
        await tables.start("play", "11")
        for _ in range(6):
            row = await tables.current("play")
            user = tables.awaited_users(row)[0]
            await tables.act("play", user, (await tables.legal("play", user))[0])
        async with store.transaction():
            row = await store.open_game("play")
            await store.record_reminder(row.id, ["11"], [], 3600.0, False)
            await store.save_prefs(PlayerPrefs("22", "dm", "Europe/Madrid", ("23:00", "07:00"), None))
        await tables.new("lobby", "g1", "33", "Cy", "natera")
    finally:
        await store.close()


async def contents(target) -> dict:
    """Everything a store holds, as plain values."""
    store = await Store.open(target)
    try:
        games = sorted(await store.games(status=ALL, limit=1000), key=lambda g: g.id)
        return {
            "games": [dataclasses.asdict(g) for g in games],
            "actions": {g.id: await store.actions(g.id, limit=100_000) for g in games},
            "prefs": await store.prefs(["11", "22", "33"]),
            "pending": await store.pending_reminders(),
            "results": await store.results(None),
            "ratings": await store.ratings("g1", "natives"),
        }
    finally:
        await store.close()


async def replays_to_its_states(target) -> int:
    """Every started game's log, replayed from its seed, gives its stored state; their number."""
    store = await Store.open(target)
    try:
        tables = Tables(store)
        started = [g for g in await store.games(status=ALL, limit=1000) if g.state is not None]
        for row in started:
            assert (await tables.replay(row)).to_dict() == row.state, row.title
        return len(started)
    finally:
        await store.close()


@pytest.mark.postgres
async def test_a_demo_store_copied_to_postgresql_and_back_replays_to_the_same_states(tmp_path, postgres_schema):
    source, back = tmp_path / "campfire.sqlite3", tmp_path / "back.sqlite3"
    await fill(source)
    before = await contents(source)
    assert len(before["games"]) == len(DEMOS) + 3 and before["pending"] and before["ratings"]

    there = await asyncio.to_thread(run_cli, "migrate", "--from", str(source), "--to", postgres_schema,
                                    cwd=tmp_path)
    assert there.returncode == 0, there.stderr
    assert f"copied {len(DEMOS) + 3} games (" in there.stdout and "1 reminders" in there.stdout
    assert await contents(postgres_schema) == before
    assert await replays_to_its_states(postgres_schema) == len(DEMOS) + 2

    home = await asyncio.to_thread(run_cli, "migrate", "--from", postgres_schema, "--to", str(back), cwd=tmp_path)
    assert home.returncode == 0, home.stderr
    assert await contents(back) == before
    assert await replays_to_its_states(back) == len(DEMOS) + 2

    # the copy numbers on: a new game and a new reminder take the next ids, not a copied one's
    store = await Store.open(postgres_schema)
    try:
        row = (await Tables(store).new("fresh", "g1", "44", "Dee", "natives")).game
        assert row.id == max(g["id"] for g in before["games"]) + 1
        async with store.transaction():
            reminder_id, _ = await store.record_reminder(row.id, ["44"], [], 1.0, False)
        assert reminder_id == before["pending"][-1].id + 1
    finally:
        await store.close()


@pytest.mark.postgres
async def test_migrate_refuses_a_store_that_already_holds_games(tmp_path, postgres_schema):
    source = tmp_path / "campfire.sqlite3"
    store = await Store.open(postgres_schema)
    try:
        await Tables(store).new("kept", "g1", "11", "Ann", "natives")
    finally:
        await store.close()
    store = await Store.open(source)
    await store.close()
    refused = await asyncio.to_thread(run_cli, "migrate", "--from", str(source), "--to", postgres_schema,
                                      cwd=tmp_path)
    assert refused.returncode == 2
    [line] = refused.stderr.strip().splitlines()
    assert line.startswith("campfire: The game store postgresql://") and line.endswith(
        "already holds games: campfire migrate copies into an empty store only.")
    assert len((await contents(postgres_schema))["games"]) == 1          # untouched


@pytest.mark.parametrize("batch", [2, 5000])
async def test_the_copy_goes_page_by_page_missing_and_repeating_no_row(tmp_path, store_target, monkeypatch, batch):
    """Pages follow each table's primary key (a game's log spans pages; two-column keys too)."""
    from bot import migrate

    monkeypatch.setattr(migrate, "BATCH", batch)
    source = tmp_path / "small.sqlite3"
    store = await Store.open(source)
    try:
        tables = Tables(store, seed_source=lambda: 3)
        for channel in ("a", "b"):
            await tables.new(channel, "g1", "11", "Ann", "natives")
            await tables.join(channel, "22", "Bob")
            await tables.start(channel, "11")
            for _ in range(5):
                row = await tables.current(channel)
                user = tables.awaited_users(row)[0]
                await tables.act(channel, user, (await tables.legal(channel, user))[0])
            await tables.resign(channel, "22")
    finally:
        await store.close()
    origin, target = await Store.open(source), await Store.open(store_target)
    try:
        copied = await migrate.copy_store(origin, target)
    finally:
        await origin.close()
        await target.close()
    before = await contents(source)
    assert copied.counts["actions"] == sum(len(a) for a in before["actions"].values()) >= 10
    assert copied.counts["results"] == 4 and copied.counts["ratings"] == 2
    assert await contents(store_target) == before


# -- issue 16, point 14: a source that is not there, or holds nothing, is refused and nothing is created ---
def _refused(result: subprocess.CompletedProcess) -> str:
    assert result.returncode == 2, result.stdout + result.stderr
    assert "copied" not in result.stdout and "Traceback" not in result.stderr
    [line] = result.stderr.strip().splitlines()
    assert line.startswith("campfire: ") and line.endswith(".")
    return line


def test_a_missing_source_is_refused_and_nothing_is_created(tmp_path):
    line = _refused(run_cli("migrate", "--from", str(tmp_path / "nope.sqlite3"), "--to", "x.sqlite3", cwd=tmp_path))
    assert "nope.sqlite3" in line and "does not exist" in line and "--from" in line
    assert list(tmp_path.iterdir()) == []


def test_an_empty_source_file_is_refused_and_left_as_it_was(tmp_path):
    (tmp_path / "empty.sqlite3").touch()
    line = _refused(run_cli("migrate", "--from", "empty.sqlite3", "--to", "x.sqlite3", cwd=tmp_path))
    assert "empty" in line and "--from" in line
    assert [(p.name, p.read_bytes()) for p in tmp_path.iterdir()] == [("empty.sqlite3", b"")]


async def test_the_same_file_spelled_two_ways_is_refused(tmp_path):
    store = await Store.open(tmp_path / "campfire.sqlite3")
    await store.close()
    line = _refused(await asyncio.to_thread(run_cli, "migrate", "--from", "campfire.sqlite3", "--to",
                                            "./campfire.sqlite3", cwd=tmp_path))
    assert "the same" in line


@pytest.mark.postgres
async def test_an_empty_postgresql_source_is_refused_and_left_empty(tmp_path, postgres_schema):
    import asyncpg

    line = _refused(await asyncio.to_thread(run_cli, "migrate", "--from", postgres_schema, "--to", "x.sqlite3",
                                            cwd=tmp_path))
    assert "empty" in line
    assert list(tmp_path.iterdir()) == []
    connection = await asyncpg.connect(postgres_schema)
    try:
        assert await connection.fetchval("SELECT count(*) FROM pg_catalog.pg_tables "
                                         "WHERE schemaname = current_schema()") == 0
    finally:
        await connection.close()
