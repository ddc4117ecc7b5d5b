"""SQLite's group commit (issue 19, bot/store/sqlite.py ``SqliteStore._flush``): the moves'
writes that wait while one commits go together in one transaction, one savepoint each; each is
acknowledged only after that commit, and a lost version check undoes its own write alone."""

from __future__ import annotations

import asyncio

import pytest

from bot.store import Conflict, Store, sqlite
from bot.tables import Tables

GUILD = "1"
ANN, BOB = "11", "22"


@pytest.fixture
async def store(tmp_path):
    s = await Store.open(tmp_path / "campfire.sqlite3")
    yield s
    await s.close()


@pytest.fixture
def groups(monkeypatch) -> list[int]:
    """The number of moves' writes each commit carried, in order."""
    sizes: list[int] = []
    write_group = sqlite._write_group

    def counted(connection, batches):
        sizes.append(len(batches))
        return write_group(connection, batches)

    monkeypatch.setattr(sqlite, "_write_group", counted)
    return sizes


async def started_games(store: Store, n: int) -> list:
    tables = Tables(store, seed_source=lambda: 1234)
    for i in range(n):
        channel = f"c{i}"
        await tables.new(channel, GUILD, ANN, "Ann", "natives")
        await tables.join(channel, BOB, "Bob")
        await tables.start(channel, ANN)
    return [await tables.current(f"c{i}") for i in range(n)]


def entry(seq: int, action: str) -> dict:
    return {"seq": seq, "user_id": ANN, "seat": "Ann", "action": action, "events": ["e"], "kind": "play",
            "undoable": True}


async def test_moves_of_many_games_at_once_share_commits_and_all_are_written(store, groups):
    rows = await started_games(store, 12)
    versions = [row.version for row in rows]
    await asyncio.gather(*(store.save_play(row, [entry(1, f"move {row.id}")]) for row in rows))
    assert sum(groups) == 12 and len(groups) < 12 and max(groups) > 1     # fewer commits than moves
    for row, version in zip(rows, versions, strict=True):
        stored = await store.game(row.id)
        assert stored.version == version + 1
        assert [e["action"] for e in await store.actions(row.id)] == [f"move {row.id}"]


async def test_a_stale_write_in_a_group_is_undone_alone(store, groups):
    """Two writes of one game from the same version in one group: the first applies, the second
    is refused and leaves nothing; the other games' writes of the group are kept."""
    a, b, c = await started_games(store, 3)
    version = a.version
    second_a = await store.game(a.id)
    results = await asyncio.gather(store.save_play(b, [entry(1, "b")]),
                                   store.save_play(a, [entry(1, "a first")]),
                                   store.save_play(second_a, [entry(1, "a second")]),
                                   store.save_play(c, [entry(1, "c")]), return_exceptions=True)
    assert isinstance(results[2], Conflict) and not any(isinstance(r, Exception) for r in results[:2] + results[3:])
    assert max(groups) > 1
    assert (await store.game(a.id)).version == version + 1
    assert [e["action"] for e in await store.actions(a.id)] == ["a first"]
    assert [e["action"] for e in await store.actions(b.id)] == ["b"]
    assert [e["action"] for e in await store.actions(c.id)] == ["c"]


async def test_no_write_is_acknowledged_before_its_commit(store, monkeypatch):
    """While the group's commit has not returned, none of its writers is answered; a failed
    commit fails every write of the group and leaves nothing written."""
    rows = await started_games(store, 3)
    write_group = sqlite._write_group
    release = asyncio.Event()
    loop = asyncio.get_running_loop()

    def failing_commit(connection, batches):
        asyncio.run_coroutine_threadsafe(release.wait(), loop).result(5)    # the commit is slow...
        connection.execute("BEGIN IMMEDIATE")
        connection.execute("ROLLBACK")
        raise sqlite.sqlite3.OperationalError("disk I/O error")             # ...and fails

    monkeypatch.setattr(sqlite, "_write_group", failing_commit)
    writes = [asyncio.ensure_future(store.save_play(row, [entry(1, "x")])) for row in rows]
    await asyncio.sleep(0.2)
    assert not any(w.done() for w in writes)
    release.set()
    results = await asyncio.gather(*writes, return_exceptions=True)
    assert all(isinstance(r, Exception) for r in results), results
    monkeypatch.setattr(sqlite, "_write_group", write_group)
    for row in rows:
        assert await store.action_count(row.id) == 0
    await store.save_play(rows[0], [entry(1, "after")])                     # the store still writes
    assert [e["action"] for e in await store.actions(rows[0].id)] == ["after"]
