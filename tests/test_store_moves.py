"""A move's short write (issue 19): computed outside the transaction, written with the version
check (``Store.save_play``), computed again when it lost the race, on SQLite and PostgreSQL;
on PostgreSQL, moves of two games commit at once."""

from __future__ import annotations

import asyncio
import contextvars

import pytest

from bot.store import Conflict, Store
from bot.tables import MOVE_TRIES, TableError, Tables

CHANNEL = "100"
GUILD = "1"
ANN, BOB, CY = "11", "22", "33"


async def started(tables: Tables, channel: str = CHANNEL) -> None:
    await tables.new(channel, GUILD, ANN, "Ann", "natives")
    for user, name in ((BOB, "Bob"), (CY, "Cy")):
        await tables.join(channel, user, name)
    await tables.start(channel, ANN)


def another_command_commits_first(store: Store, monkeypatch, times: int) -> list[int]:
    """Before each of the next ``times`` move writes, another command saves the same game (a
    new version, the table itself unchanged, as a settings change does): the move read a
    version that is no longer the stored one. Returns the versions the move had read."""
    write = store.save_play
    lost: list[int] = []

    async def after_another(row, entries):
        if len(lost) < times:
            lost.append(row.version)
            async with store.transaction():
                await store.save_game(await store.game(row.id))
        return await write(row, entries)

    monkeypatch.setattr(store, "save_play", after_another)
    return lost


async def test_a_move_that_lost_the_race_is_computed_again_and_applied_once(tables, store, monkeypatch):
    await started(tables)
    row = await tables.current(CHANNEL)
    user = tables.awaited_users(row)[0]
    action = (await tables.legal(CHANNEL, user))[0]
    lost = another_command_commits_first(store, monkeypatch, times=2)
    await tables.act(CHANNEL, user, action)
    after = await tables.current(CHANNEL)
    assert lost == [row.version, row.version + 1]          # read twice, stale twice, third try won
    assert after.version == row.version + 3                # two other saves and the move's
    assert [e["action"] for e in await store.actions(row.id)] == [action]
    assert (await tables.replay(after)).to_dict() == after.state


async def test_a_button_that_lost_the_race_is_refused_and_nothing_is_written(tables, store, monkeypatch):
    await started(tables)
    row = await tables.current(CHANNEL)
    user = tables.awaited_users(row)[0]
    action = (await tables.legal(CHANNEL, user))[0]
    another_command_commits_first(store, monkeypatch, times=1)
    with pytest.raises(TableError) as refused:
        await tables.act(CHANNEL, user, action, version=row.version)
    assert "earlier turn" in str(refused.value)
    after = await tables.current(CHANNEL)
    assert after.state == row.state and after.version == row.version + 1
    assert await store.action_count(row.id) == 0


async def test_a_move_that_loses_every_race_says_so_and_writes_nothing(tables, store, monkeypatch):
    await started(tables)
    row = await tables.current(CHANNEL)
    user = tables.awaited_users(row)[0]
    action = (await tables.legal(CHANNEL, user))[0]
    lost = another_command_commits_first(store, monkeypatch, times=MOVE_TRIES)
    with pytest.raises(Conflict):
        await tables.act(CHANNEL, user, action)
    assert len(lost) == MOVE_TRIES
    after = await tables.current(CHANNEL)
    assert after.state == row.state and await store.action_count(row.id) == 0


async def test_save_play_refuses_a_stale_version_and_a_taken_seq(tables, store):
    await started(tables)
    row = await tables.current(CHANNEL)
    version = row.version
    entry = {"seq": 1, "user_id": ANN, "seat": "Ann", "action": "x", "events": ["e"], "kind": "play",
             "undoable": True}
    stale = await tables.current(CHANNEL)
    stale.version -= 1
    with pytest.raises(Conflict):
        await store.save_play(stale, [entry])
    # a hint is logged without a new version: a move numbered before it was logged collides
    async with store.transaction():
        await store.append_action(row.id, 1, BOB, "Bob", "hint", [], kind="hint")
    with pytest.raises(Conflict):
        await store.save_play(row, [entry])
    after = await tables.current(CHANNEL)
    assert after.version == version and after.state == row.state
    assert [e["kind"] for e in await store.actions(row.id)] == ["hint"]
    await store.save_play(row, [{**entry, "seq": 2}])             # numbered after it: written
    assert (await tables.current(CHANNEL)).version == row.version == version + 1
    assert [e["seq"] for e in await store.actions(row.id)] == [1, 2]


async def test_racing_moves_of_one_game_apply_exactly_one(tables, store):
    """Two presses of one button at once: one applied, the other told it is stale."""
    await started(tables)
    row = await tables.current(CHANNEL)
    user = tables.awaited_users(row)[0]
    legal = await tables.legal(CHANNEL, user)
    results = await asyncio.gather(*(tables.act(CHANNEL, user, action, version=row.version)
                                     for action in (legal[0], legal[-1], legal[0])), return_exceptions=True)
    refused = [r for r in results if isinstance(r, Exception)]
    assert len(refused) == 2 and all(isinstance(r, TableError) for r in refused), results
    assert await store.action_count(row.id) == 1
    after = await tables.current(CHANNEL)
    assert (await tables.replay(after)).to_dict() == after.state


@pytest.mark.postgres
async def test_postgres_moves_of_two_games_commit_at_once(postgres_schema):
    """Game A's row is locked by another connection (a long transaction elsewhere): a move of
    game B commits meanwhile, A's waits for the lock and commits once it is released."""
    import asyncpg

    store = await Store.open(postgres_schema)
    try:
        tables = Tables(store, seed_source=lambda: 1234)
        await started(tables, "A")
        await started(tables, "B")
        a, b = await tables.current("A"), await tables.current("B")
        moves = {}
        for channel in ("A", "B"):
            user = tables.awaited_users(await tables.current(channel))[0]
            moves[channel] = (user, (await tables.legal(channel, user))[0])
        holder = await asyncpg.connect(postgres_schema)
        try:
            locked = holder.transaction()
            await locked.start()
            await holder.execute("SELECT 1 FROM games WHERE id = $1 FOR UPDATE", a.id)
            move_a = asyncio.create_task(tables.act("A", *moves["A"]))
            await asyncio.wait_for(tables.act("B", *moves["B"]), timeout=3)     # not behind A
            await asyncio.sleep(0.2)
            assert not move_a.done()                                            # A waits for its row
            await locked.rollback()
            await asyncio.wait_for(move_a, timeout=3)
        finally:
            await holder.close()
        assert (await tables.current("A")).version == a.version + 1
        assert (await tables.current("B")).version == b.version + 1
        assert await store.action_count(a.id) == 1 and await store.action_count(b.id) == 1
    finally:
        await store.close()


async def test_a_moves_write_waits_for_an_open_transaction_then_commits(tables, store):
    """A move's short write never runs inside another command's open transaction (SQLite: it
    waits for the store's lock while one is open; PostgreSQL: for the row the other holds)."""
    await started(tables)
    row = await tables.current(CHANNEL)
    user = tables.awaited_users(row)[0]
    action = (await tables.legal(CHANNEL, user))[0]
    async with store.transaction():
        await store.set_message(row.id, "42")
        # another command's task (a fresh context: not inside this transaction)
        move = asyncio.create_task(tables.act(CHANNEL, user, action), context=contextvars.Context())
        await asyncio.sleep(0.3)
        assert not move.done()
    await asyncio.wait_for(move, timeout=5)
    after = await tables.current(CHANNEL)
    assert after.message_id == "42" and after.version == row.version + 1
    assert [e["action"] for e in await store.actions(row.id)] == [action]
