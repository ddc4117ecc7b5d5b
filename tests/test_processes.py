"""Two bot processes on one database, racing (issue 12, "Several processes").

Two real OS processes (tests/bot_process.py) each run a whole Campfire bot, built as
``campfire run --shards 0 --shard-count 2`` and ``--shards 1 --shard-count 2`` build it, on
the same database: a SQLite file, then a PostgreSQL schema. The test sends both the same kind
of command and lets them go at the same instant (a barrier), through the table service, the
reminder sweep and discord.py's dispatch, never raw SQL; it only reads the database to check
the result:

* actions on one game: exactly one wins per version, the other is one sentence; two players
  deciding at once are both applied; the log has every winning action once, no other, and
  replays to the stored state;
* seat changes at once: the last seat goes to exactly one of two joiners; a leave and a join,
  or two replacements of one seat, are both applied, one after the other;
* the reminder sweep in both processes: each reminder is posted once across them, also when
  one process failed to post it first and both retry it;
* a button posted by one process works when pressed in the other, and pressed in both at once
  it acts once.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import random
import uuid
from collections import Counter
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from bot.store import Store
from bot.tables import Tables
from tests.bot_process import serve
from tests.conftest import with_search_path
from tests.discord_harness import CHANNEL_ID, GUILD_ID, USERS

# spawning two bots (and, once per test process, a PostgreSQL server) on a busy machine takes a
# while, and the first test of each database pays for it
pytestmark = pytest.mark.timeout(300)

A, B = 0, 1
ANN, BOB, CY, DEE, EVE = (USERS[n] for n in ("ann", "bob", "cy", "dee", "eve"))
STALE = {"That button belongs to an earlier turn; use the newest message.",     # the version check
         "The table changed while you were acting; try again."}                # the store's Conflict
NO_GAME = "The game in this channel is over: /game history shows how it ended, and /game new starts another."
_channels = iter(range(960000000000000001, 970000000000000000))


def channel() -> str:
    """A channel no other test of this module uses (the processes live for the whole module)."""
    return str(next(_channels))


def at(day: int, hour: int, minute: int = 0, second: int = 0) -> float:
    return datetime(2026, 10, day, hour, minute, second, tzinfo=UTC).timestamp()


class Bots:
    """Two bot processes on one database: ``ask`` one of them, or ``race`` both at once."""

    def __init__(self, target: str):
        context = multiprocessing.get_context("spawn")
        barrier = context.Barrier(2)
        self.inboxes = [context.Queue(), context.Queue()]
        self.outboxes = [context.Queue(), context.Queue()]
        self.processes = [
            context.Process(target=serve, args=(target, ((n,), 2), inbox, outbox, barrier), daemon=True)
            for n, (inbox, outbox) in enumerate(zip(self.inboxes, self.outboxes, strict=True))]
        for process in self.processes:
            process.start()
        self.ready = [outbox.get(timeout=240) for outbox in self.outboxes]
        crashed = [ready["crash"] for ready in self.ready if "crash" in ready]
        if crashed:
            self.close()
            pytest.fail(f"a bot process did not start:\n{crashed[0]}")

    async def _answer(self, which: int) -> dict:
        answer = await asyncio.to_thread(self.outboxes[which].get, True, 60)
        if "crash" in answer:
            pytest.fail(f"bot process {'AB'[which]} failed:\n{answer['crash']}")
        assert answer["errors"] == [], answer["errors"]
        return answer

    async def ask(self, which: int, *request) -> dict:
        self.inboxes[which].put((False, request))
        return await self._answer(which)

    async def both(self, *request) -> None:
        for which in (A, B):
            await self.ask(which, *request)

    async def race(self, request_a: tuple, request_b: tuple) -> tuple[dict, dict]:
        """Both processes start their request at the same instant."""
        self.inboxes[A].put((True, request_a))
        self.inboxes[B].put((True, request_b))
        return await self._answer(A), await self._answer(B)

    def close(self) -> None:
        for inbox in self.inboxes:
            inbox.put(None)
        for process in self.processes:
            process.join(timeout=30)
            if process.is_alive():
                process.kill()


async def _administer(url: str, statement: str) -> None:
    import asyncpg

    admin = await asyncpg.connect(url)
    try:
        await admin.execute(statement)
    finally:
        await admin.close()


@pytest.fixture(scope="module", params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def database(request: pytest.FixtureRequest, tmp_path_factory) -> Iterator[str]:
    """The database both processes share: a SQLite file, or a new schema of the test session's
    PostgreSQL server (tests/conftest.py), for the whole module (the processes start once)."""
    if request.param == "sqlite":
        yield str(tmp_path_factory.mktemp("processes") / "shared.sqlite3")
        return
    url = request.getfixturevalue("postgres_url")
    schema = f"t_processes_{uuid.uuid4().hex[:12]}"
    asyncio.run(_administer(url, f"CREATE SCHEMA {schema}"))
    yield with_search_path(url, schema)
    asyncio.run(_administer(url, f"DROP SCHEMA {schema} CASCADE"))


@pytest.fixture(scope="module")
def bots(database):
    bots = Bots(database)
    yield bots
    bots.close()


@pytest.fixture
async def reader(database, bots):
    """The test's own look at the database: reads only, through the table service."""
    store = await Store.open(database)
    yield Tables(store)
    await store.close()


def table(method: str, *args, **kwargs) -> tuple:
    return ("table", method, args, kwargs)


async def lobby(bots: Bots, title: str, *players: tuple[str, str]) -> str:
    """A new table in a new channel, opened by the first player, joined by the others (in turn
    by each process)."""
    where = channel()
    (host, name), *others = players
    await bots.ask(A, *table("new", where, GUILD_ID, host, name, title))
    for n, (user, name) in enumerate(others):
        answer = await bots.ask(n % 2, *table("join", where, user, name))
        assert answer["ok"], answer
    return where


def test_each_process_runs_the_shard_it_was_given(bots):
    assert [(r["shard_ids"], r["shard_count"]) for r in bots.ready] == [([0], 2), ([1], 2)]


# -- actions -----------------------------------------------------------------------------------------
async def race_the_game(bots: Bots, reader: Tables, title: str, rounds: int, same_button: bool) -> Counter:
    """Play a two-player game racing the processes at every step, for ``rounds`` steps or to its end.

    One player awaited: both processes press one of their buttons at once (the same one, or
    two different ones), so both carry the same version: exactly one wins, the other is told in
    one sentence. Two awaited (they decide at once): each process acts for one, without a
    version, as a slash command does: both are applied, one after the other. Then the log holds
    exactly the winning actions, one save each, and replays to the stored state. Returns how
    many steps of each kind were raced."""
    rng = random.Random(7)
    where = await lobby(bots, title, (ANN, "Ann"), (BOB, "Bob"))
    assert (await bots.ask(B, *table("start", where, ANN)))["ok"]
    row = await reader.current(where)
    version, played, kinds = row.version, Counter(), Counter()
    while row.status == "active" and sum(kinds.values()) < rounds:
        assert row.version == version
        awaited = reader.awaited_users(row)
        if len(awaited) == 1:
            [user] = awaited
            legal = await reader.legal(where, user)
            presses = [rng.choice(legal)] * 2 if same_button else [legal[0], legal[-1]]
            answers = await bots.race(*(table("act", where, user, a, version=row.version) for a in presses))
            [won] = [a for a, answer in zip(presses, answers, strict=True) if answer["ok"]]
            [lost] = [answer for answer in answers if not answer["ok"]]
            over = (await reader.store.game(row.id)).status == "finished"     # the winner ended it
            assert lost["text"] in (STALE | {NO_GAME} if over else STALE)
            played[user, won] += 1
            version += 1
            kinds["one wins"] += 1
        else:
            users = awaited[:2]
            choices = [rng.choice(await reader.legal(where, u)) for u in users]
            answers = await bots.race(*(table("act", where, u, a) for u, a in zip(users, choices, strict=True)))
            assert [answer["ok"] for answer in answers] == [True, True], answers
            played.update(zip(users, choices, strict=True))
            version += 2
            kinds["both applied"] += 1
        row = await reader.store.game(row.id)
    assert row.version == version                   # one save per winning action, none lost
    log = await reader.store.actions(row.id, limit=10_000)
    assert [entry["seq"] for entry in log] == list(range(1, len(log) + 1))
    assert Counter((entry["user_id"], entry["action"]) for entry in log if entry["user_id"]) == played
    assert (await reader.replay(row)).to_dict() == row.state
    kinds["finished"] = row.status == "finished"
    return kinds


async def test_a_button_pressed_in_both_processes_acts_once_and_players_deciding_at_once_both_act(bots, reader):
    kinds = await race_the_game(bots, reader, "uluk", rounds=500, same_button=True)
    assert kinds["finished"] and kinds["one wins"] >= 30 and kinds["both applied"] >= 2, kinds


async def test_two_different_buttons_of_one_turn_pressed_at_once_one_wins(bots, reader):
    kinds = await race_the_game(bots, reader, "natives", rounds=30, same_button=False)
    assert kinds["one wins"] == 30, kinds


# -- seat changes ----------------------------------------------------------------------------------------
async def test_two_joining_the_last_seat_at_once_one_sits_the_other_is_told(bots, reader):
    winners = Counter()
    for _ in range(4):
        where = await lobby(bots, "natives", (ANN, "Ann"), (BOB, "Bob"), (CY, "Cy"))
        before = await reader.current(where)
        answers = await bots.race(table("join", where, DEE, "Dee"), table("join", where, EVE, "Eve"))
        [seated] = [user for user, answer in zip((DEE, EVE), answers, strict=True) if answer["ok"]]
        [told] = [answer for answer in answers if not answer["ok"]]
        assert told["text"] == "The table is full (4 players)."
        row = await reader.current(where)
        assert [s.user_id for s in row.seats] == [ANN, BOB, CY, seated] and row.version == before.version + 1
        winners[seated] += 1
    assert sum(winners.values()) == 4


async def test_seat_changes_at_once_are_all_applied_one_after_the_other(bots, reader):
    for _ in range(3):
        # two joins with room for both
        where = await lobby(bots, "natives", (ANN, "Ann"))
        answers = await bots.race(table("join", where, DEE, "Dee"), table("join", where, EVE, "Eve"))
        assert [a["ok"] for a in answers] == [True, True]
        row = await reader.current(where)
        assert row.seats[0].user_id == ANN and sorted(s.user_id for s in row.seats[1:]) == sorted([DEE, EVE])
        assert sorted(a["version"] for a in answers) == [row.version - 1, row.version]
        # a leave and a join
        answers = await bots.race(table("leave", where, DEE), table("join", where, CY, "Cy"))
        assert [a["ok"] for a in answers] == [True, True]
        row = await reader.current(where)
        assert sorted(s.user_id for s in row.seats) == sorted([ANN, EVE, CY])

        # two stewards replace one absent seat at once: the second sees the first's change
        where = await lobby(bots, "natives", (ANN, "Ann"), (BOB, "Bob"))
        assert (await bots.ask(A, *table("start", where, ANN)))["ok"]
        answers = await bots.race(table("replace", where, ANN, False, "Bob", DEE, "Dee"),
                                  table("replace", where, ANN, True, "Bob", EVE, "Eve"))
        assert [a["ok"] for a in answers] == [True, True]
        first, second = sorted(zip(answers, (DEE, EVE), strict=True), key=lambda pair: pair[0]["version"])
        assert f"from <@{BOB}>" in first[0]["public"][0] and f"from <@{first[1]}>" in second[0]["public"][0]
        row = await reader.current(where)
        assert row.seat_named("Bob").user_id == second[1] and row.version == second[0]["version"]


# -- reminders -------------------------------------------------------------------------------------------
def reminder_posts(*answers: dict) -> list:
    """The reminder posts among sweeps' calls (a reminder carries a nonce; nothing else does)."""
    return [call for answer in answers for call in answer["calls"]
            if call.kind == "channel" and (call.payload or {}).get("nonce")]


def per_channel(posts: list, games: list[str]) -> Counter:
    """Posts per channel of ``games`` (other tests' games in the database are reminded too)."""
    return Counter(call.channel_id for call in posts if call.channel_id in games)


async def sweep_both(bots: Bots, when: float) -> list:
    """Both processes run the reminder sweep at ``when``: A once, B at the same instant and again
    every 50 ms while A posts what it claimed (Discord is 20 ms away per post), so B's sweeps
    fall both inside A's transaction and between A's commit and A's marks. Their posts, of
    which no two are in one channel (one game per channel, one reminder per game)."""
    await bots.both("clock", when)
    posts = reminder_posts(*await bots.race(("sweep", 1, 0), ("sweep", 6, 0.05)))
    assert max(Counter(call.channel_id for call in posts).values(), default=1) == 1, posts
    return posts


async def test_both_processes_sweep_and_each_reminder_is_posted_once(bots, reader):
    await bots.both("clock", at(20, 10))
    games = []
    for _ in range(8):
        where = await lobby(bots, "natives", (ANN, "Ann"), (BOB, "Bob"))
        assert (await bots.ask(B, *table("start", where, ANN)))["ok"]
        games.append(where)
    awaited = {where: reader.awaited_users(await reader.current(where)) for where in games}

    posts = await sweep_both(bots, at(21, 18, 0, 30))          # the first daily slot after 12 h of waiting
    assert per_channel(posts, games) == Counter(games)
    for call in posts:
        if call.channel_id in games:
            assert call.content.startswith(f"<@{awaited[call.channel_id][0]}> ")

    # the next day, process A cannot post in three of the channels: those stay pending …
    failing = games[:3]
    await bots.both("clock", at(22, 18, 0, 30))
    await bots.ask(A, "fail", failing)
    first = reminder_posts(await bots.ask(A, "sweep", 1, 0))
    assert per_channel(first, games) == Counter(games)        # every post was tried
    tried = {call.channel_id: call.payload["nonce"] for call in first}
    await bots.ask(A, "fail", [])
    # … and the next sweeps of both processes post each of them once, with the first try's nonce
    retried = await sweep_both(bots, at(22, 18, 1, 30)) + await sweep_both(bots, at(22, 18, 2, 30))
    assert per_channel(retried, games) == Counter(failing)
    assert {c.channel_id: c.payload["nonce"] for c in retried} == {c: tried[c] for c in failing}
    assert await sweep_both(bots, at(22, 18, 5, 30)) == []
    assert await reader.store.pending_reminders() == []


# -- a button posted by one process, pressed in the other ------------------------------------------------
async def test_a_button_posted_by_one_process_works_in_the_other_and_acts_once_if_pressed_in_both(bots, reader):
    await bots.ask(A, "slash", "ann", "game new", {"title": "natives"})
    await bots.ask(B, "slash", "bob", "game join", {})
    posted = await bots.ask(A, "slash", "ann", "game start", {})
    [message] = [call for call in posted["calls"] if call.posted and call.custom_ids]
    row = await reader.current(CHANNEL_ID)
    [user] = reader.awaited_users(row)
    name = next(n for n, uid in USERS.items() if uid == user)
    button = next(i for i in message.custom_ids if i.startswith(f"cf:a:{row.id}:{row.version}:"))

    pressed = await bots.ask(B, "click", name, button, message, None)    # posted by A, pressed in B
    after = await reader.current(CHANNEL_ID)
    assert after.version == row.version + 1
    [entry] = await reader.store.actions(row.id, newest_first=True, limit=1)
    assert (entry["user_id"], button) == (user, f"cf:a:{row.id}:{row.version}:{entry['action']}")
    [reply] = [call for call in pressed["calls"] if call.kind == "followup"]
    assert reply.private and reply.content not in STALE

    again = await bots.ask(A, "click", name, button, message, None)      # the same button, now stale
    [refusal] = [call for call in again["calls"] if call.kind == "followup"]
    assert refusal.private and refusal.content in STALE
    assert (await reader.current(CHANNEL_ID)).version == after.version

    # the next control B sent, pressed by whoever it is for in both processes at once: one acts,
    # the other is told
    [user] = reader.awaited_users(after)
    name = next(n for n, uid in USERS.items() if uid == user)
    source, control = next((call, item) for call in pressed["calls"] for item in call.components
                           if f":{row.id}:{after.version}:" in item.get("custom_id", ""))
    values = [control["options"][0]["value"]] if control.get("options") else None
    press = ("click", name, control["custom_id"], source, values)
    answers = await bots.race(press, press)
    assert (await reader.current(CHANNEL_ID)).version == after.version + 1
    refusals = [call for answer in answers for call in answer["calls"]
                if call.kind == "followup" and call.content in STALE]
    assert len(refusals) == 1 and refusals[0].private
    assert await reader.store.action_count(row.id) == 2
