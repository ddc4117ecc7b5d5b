"""Two stores on one database, as two bot processes (or the bot and the console) have them.

On SQLite the file's write lock makes their transactions take turns; on PostgreSQL they
overlap, and the store's row locks must give the same guarantees: each reminder claimed by
exactly one sweep, two commands on one game applied one after the other (or refused), a
server's ratings never losing a finished game. Each test runs on both backends; the ones
that hold a PostgreSQL lock open while the other store works are PostgreSQL's own.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections import Counter
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest

from bot.store import Conflict, Store
from bot.store.base import REMINDER_LEASE_S
from bot.tables import TableError, Tables

GUILD, ANN, BOB = "g1", "11", "22"
GAMES = 24
LATER = 3 * 86400          # every game's first daily reminder is due by then


class Clock:
    """The one clock of both processes and their stores, moved by the test."""

    def __init__(self) -> None:
        self.now = time.time()

    def __call__(self) -> float:
        return self.now


@asynccontextmanager
async def two_stores(target) -> AsyncIterator[tuple[Tables, Tables]]:
    """Two stores (two processes' worth of connections) on one database, on one clock."""
    clock = Clock()
    first = await Store.open(target, clock)
    second = await Store.open(target, clock)
    try:
        yield Tables(first, clock, seed_source=lambda: 5), Tables(second, clock, seed_source=lambda: 5)
    finally:
        await first.close()
        await second.close()


@pytest.fixture
async def two(store_target):
    async with two_stores(store_target) as pair:
        yield pair


@pytest.fixture
async def two_postgres(postgres_schema):
    async with two_stores(postgres_schema) as pair:
        yield pair


async def started(tables: Tables, channel: str) -> None:
    await tables.new(channel, GUILD, ANN, "Ann", "natives")
    await tables.join(channel, BOB, "Bob")
    await tables.start(channel, ANN)


async def test_each_due_reminder_is_claimed_by_exactly_one_of_two_sweeps(two):
    a, b = two
    for n in range(GAMES):
        await started(a, f"c{n}")
    a.clock.now += LATER
    first, second = await asyncio.gather(a.due_reminders(), b.due_reminders())
    games = Counter(r.game.id for r in first + second)
    assert len(games) == GAMES and set(games.values()) == {1}
    pending = await a.store.pending_reminders(limit=1000)
    assert sorted(p.game_id for p in pending) == sorted(games)
    # nobody marks them sent (Discord is down): the next sweeps retry each one once, between them
    a.clock.now += 60
    again = await asyncio.gather(a.due_reminders(), b.due_reminders())
    assert sorted(r.id for r in again[0] + again[1]) == sorted(p.id for p in pending)
    assert {p.attempts for p in await b.store.pending_reminders(limit=1000)} == {2}


async def test_a_reminder_being_sent_by_one_process_is_not_sent_by_the_other(two):
    """Recorded and committed, not yet marked sent: the claimer is sending it. Another
    process's sweep leaves it alone for the lease, then (the claimer died) sends it again
    with its first nonce, so Discord can drop a copy that did go out."""
    a, b = two
    await started(a, "g")
    a.clock.now += LATER
    [sending] = await a.due_reminders()
    claimed = a.clock.now
    for later in (1, REMINDER_LEASE_S / 2, REMINDER_LEASE_S - 1):
        a.clock.now = claimed + later
        assert await b.due_reminders() == [], later
    a.clock.now = claimed + REMINDER_LEASE_S
    [again] = await b.due_reminders()
    assert (again.id, again.nonce) == (sending.id, sending.nonce)
    await b.reminder_sent(again)
    a.clock.now += 2 * REMINDER_LEASE_S
    assert await a.due_reminders() == [] and await a.store.pending_reminders() == []


async def test_two_commands_on_one_game_from_two_stores_are_applied_in_turn_or_refused(two):
    a, b = two
    await started(a, "race")
    rng = random.Random(4)
    applied = 0
    for _ in range(12):
        row = await a.current("race")
        user = a.awaited_users(row)[0]
        legal = await a.legal("race", user)
        results = await asyncio.gather(a.act("race", user, rng.choice(legal)),
                                       b.act("race", user, rng.choice(legal)), return_exceptions=True)
        assert all(not isinstance(r, Exception) or isinstance(r, TableError) for r in results), results
        applied += sum(not isinstance(r, Exception) for r in results)
    row = await b.current("race")
    assert applied >= 12 and await b.store.action_count(row.id) == applied
    assert (await b.replay(row)).to_dict() == row.state            # no update lost or doubled


async def test_two_lobbies_opened_at_once_in_one_channel_make_one_game(two):
    a, b = two
    results = await asyncio.gather(a.new("same", GUILD, ANN, "Ann", "natives"),
                                   b.new("same", GUILD, BOB, "Bob", "uluk"), return_exceptions=True)
    refused = [r for r in results if isinstance(r, Exception)]
    assert len(refused) == 1 and isinstance(refused[0], TableError)
    assert len(await a.store.games(channel_id="same")) == 1


async def test_two_games_finishing_at_once_both_count_in_the_ratings(two):
    a, b = two
    for channel in ("x", "y"):
        await started(a, channel)
    await asyncio.gather(a.resign("x", BOB), b.resign("y", BOB))
    ratings = {r.player: r for r in await a.store.ratings(GUILD, "natives")}
    assert ratings[ANN].games == 2 and ratings[BOB].games == 2
    assert ratings[ANN].mu > ratings[BOB].mu


# -- PostgreSQL: a claim held open while the other process works (SQLite's write lock lets only
#    one transaction be open at a time: there is nothing to overlap) ------------------------------
@pytest.mark.postgres
async def test_a_sweep_skips_the_games_another_sweep_holds_and_does_not_wait(two_postgres):
    a, b = two_postgres
    for n in range(GAMES):
        await started(a, f"c{n}")
    a.clock.now += LATER
    async with a.store.transaction():
        held = {g.id for g in await a.store.due_games(a.clock.now, limit=10)}   # the other process's claim
        mine = await asyncio.wait_for(b.due_reminders(), timeout=2)
        assert len(held) == 10 and not held & {r.game.id for r in mine} and len(mine) == GAMES - 10
    rest = await a.due_reminders()                      # released (rolled back: nothing planned)
    assert {r.game.id for r in rest} == held


@pytest.mark.postgres
async def test_a_game_locked_by_another_process_waits_then_applies_after_it(two_postgres):
    """A command on a game that another process is changing waits for it and then applies on
    the new state (as SQLite's write lock makes it), instead of failing the version check."""
    a, b = two_postgres
    await started(a, "g")
    row = await a.current("g")
    user = a.awaited_users(row)[0]
    action = next(x for x in await a.legal("g", user) if x.startswith("use "))
    release = asyncio.Event()

    async def slow_reminder_change() -> None:
        async with a.store.transaction():
            mine = await a.store.open_game("g")                       # locked FOR UPDATE
            mine.remind_time = "07:15"
            await a.store.save_game(mine)
            await release.wait()

    holder = asyncio.create_task(slow_reminder_change())
    await asyncio.sleep(0.05)
    acting = asyncio.create_task(b.act("g", user, action))
    await asyncio.sleep(0.1)
    assert not acting.done()                                          # waits for the row
    release.set()
    await holder
    outcome = await acting
    assert outcome.game.version == row.version + 2 and outcome.game.remind_time == "07:15"


@pytest.mark.postgres
async def test_a_stale_version_is_still_a_conflict(two_postgres):
    a, b = two_postgres
    await started(a, "g")
    stale = await a.current("g")
    await b.set_reminder("g", ANN, False, time_of_day="08:00")
    with pytest.raises(Conflict, match=r"^The table changed while you were acting; try again\.$"):
        async with a.store.transaction():
            await a.store.save_game(stale)
