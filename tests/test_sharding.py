"""``campfire run --shards 0-3 --shard-count 8``: the options, and the sharded bot they build.

No network: the options go through the real argument parser and ``main``; the bot is built as
``campfire run`` builds it and only its login is replaced (``start``), so the command tree, the
cogs and the one-process-syncs rule run for real. Two processes on one database are in
tests/test_processes.py.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path

import pytest
import time_machine
from discord.ext import commands

from bot import cli
from bot.discord_app import COGS, CampfireBot, ShardedCampfireBot, Shards, build_bot
from bot.offline import APP_ID
from bot.store import Store
from bot.tables import Tables
from tests.discord_harness import CHANNEL_ID, GUILD_ID, Harness


def shards_of(*argv: str) -> Shards | None:
    return cli.run_shards(cli.build_parser().parse_args(["run", *argv]))


# -- the options ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("argv", "ids", "count"), [
    (("--shards", "0-3", "--shard-count", "8"), (0, 1, 2, 3), 8),
    (("--shards", "4-7", "--shard-count", "8"), (4, 5, 6, 7), 8),
    (("--shards", "0,2, 5", "--shard-count", "6"), (0, 2, 5), 6),
    (("--shards", "0-1,6", "--shard-count", "7"), (0, 1, 6), 7),
    (("--shards", "3", "--shard-count", "4"), (3,), 4),
    (("--shard-count", "3"), (0, 1, 2), 3),                 # alone: every shard in this process
])
def test_the_shard_options_name_the_shards_this_process_runs(argv, ids, count):
    assert shards_of(*argv) == Shards(ids, count)


def test_without_the_options_the_bot_is_todays_single_connection():
    assert shards_of() is None
    bot = build_bot(":memory:", None, sync=False, background=False)
    assert type(bot) is CampfireBot and not isinstance(bot, commands.AutoShardedBot)
    assert bot.runs_shard_zero


@pytest.mark.parametrize(("argv", "sentence"), [
    (("--shards", "0-3"), "--shards needs --shard-count"),
    (("--shards", "6-9", "--shard-count", "8"), "Shard 8 does not exist: with 8 shards the ids are 0 to 7."),
    (("--shards", "0,1,1", "--shard-count", "4"), "Each shard may be given once."),
    (("--shard-count", "0"), "The shard count must be at least 1, not 0."),
])
def test_shard_options_that_do_not_fit_together_are_one_sentence_and_exit_2(argv, sentence, capsys,
                                                                              monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "not-used")      # refused before any use of it
    assert cli.main(["run", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("campfire: ") and sentence in err and err.count("\n") == 1


def test_shards_built_without_the_parser_are_checked_too():
    with pytest.raises(ValueError, match=r"^Give at least one shard to run\.$"):
        Shards((), 4)
    with pytest.raises(ValueError, match=r"^Shard 4 does not exist: with 1 shard the ids are 0 to 0\.$"):
        Shards((4,), 1)


@pytest.mark.parametrize(("spec", "sentence"), [
    ("a-b", "'a-b' is not a list of shards; write e.g. 0-3 or 0,2,5."),
    ("3-1", "The range 3-1 runs backwards; write 1-3."),
    ("0-", "is not a list of shards"),
    ("", "is not a list of shards"),
])
def test_a_malformed_shard_list_is_refused_by_the_parser(spec, sentence, capsys):
    with pytest.raises(SystemExit) as exit_:
        cli.build_parser().parse_args(["run", "--shards", spec, "--shard-count", "8"])
    assert exit_.value.code == 2
    assert sentence in capsys.readouterr().err


# -- the bot that campfire run builds ------------------------------------------------------------
class Login:
    """Stands in for ``Client.start``: what a started bot would have done before the network,
    with discord.py's HTTP client recording instead of sending."""

    seen: list[dict] = []

    @staticmethod
    async def start(bot, token: str, *, reconnect: bool = True) -> None:
        routes = []

        async def record(route, **kwargs):
            routes.append(f"{route.method} {route.path}")
            return []                     # the command sync's answer: no commands echoed back

        bot.http.request = record
        bot._connection.application_id = int(APP_ID)
        await bot.setup_hook()
        Login.seen.append({"class": type(bot), "shard_ids": bot.shard_ids, "shard_count": bot.shard_count,
                           "commands": sorted(c.name for c in bot.tree.get_commands()),
                           "extensions": sorted(bot.extensions), "routes": routes, "token": token,
                           "store_open": bot.store is not None})


@pytest.mark.parametrize(("shards", "syncs"), [("0-3", True), ("4-7", False)])
def test_campfire_run_with_shards_starts_a_sharded_bot_and_only_shard_zeros_process_syncs(
        shards, syncs, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "token-x")
    monkeypatch.setenv("CAMPFIRE_DB", str(tmp_path / "shared.sqlite3"))
    monkeypatch.setenv("CAMPFIRE_RENDER_PROCESSES", "0")
    monkeypatch.setattr(ShardedCampfireBot, "start", Login.start)
    Login.seen.clear()
    assert cli.main(["run", "--shards", shards, "--shard-count", "8"]) == 0
    [seen] = Login.seen
    first, last = map(int, shards.split("-"))
    assert seen["class"] is ShardedCampfireBot and issubclass(seen["class"], commands.AutoShardedBot)
    assert (seen["shard_ids"], seen["shard_count"]) == (list(range(first, last + 1)), 8)
    assert seen["token"] == "token-x" and seen["store_open"]
    assert {"game", "me", "natives", "uluk", "natera", "wendake"} <= set(seen["commands"])
    assert seen["extensions"] == sorted(COGS)
    synced = [r for r in seen["routes"] if r.startswith("PUT /applications/")]
    assert (len(synced) == 1) is syncs, seen["routes"]


# -- a sharded bot plays through the offline gateway -----------------------------------------------
@asynccontextmanager
async def sharded_harness(path: Path, shards: Shards) -> AsyncIterator[Harness]:
    """A bot running ``shards`` behind the offline gateway (tests/discord_harness.py)."""
    store = await Store.open(path)
    bot = build_bot(str(path), shards, sync=False, store=store, background=False)
    bot.tables = Tables(store, seed_source=lambda: 5)
    harness = None
    try:
        await bot._async_setup_hook()
        await bot.setup_hook()
        harness = Harness(bot)
        harness.install()
        yield harness
    finally:
        if harness is not None:
            harness.uninstall()
        await store.close()


def test_a_server_belongs_to_the_shard_discords_formula_names():
    server = int(GUILD_ID)                                  # (id >> 22) % 8 == 6, % 2 == 0
    assert build_bot(":memory:", Shards((4, 5, 6, 7), 8), sync=False).runs_guild(server)
    assert not build_bot(":memory:", Shards((0, 1, 2, 3), 8), sync=False).runs_guild(server)
    assert build_bot(":memory:", None, sync=False).runs_guild(server)     # one process runs them all


@pytest.mark.parametrize(("shards", "language"), [((1,), "es"), ((0,), "en")])
async def test_a_reminder_for_another_process_shard_asks_discord_for_the_servers_language(
        shards, language, tmp_path):
    """A process sweeps every game, also those of servers whose shard another process runs,
    which are not in its cache: it asks Discord for the server's language, once. (Offline, no
    server is in any cache: the bot running the server's shard keeps today's English.)"""
    async with sharded_harness(tmp_path / "bot.sqlite3", Shards(shards, 2)) as harness:
        harness.guild_locale = "es-ES"
        cog = harness.bot.get_cog("ReminderCog")
        with time_machine.travel(datetime(2026, 12, 1, 9, tzinfo=UTC), tick=False) as clock:
            await harness.slash("ann", "game new", title="natives")
            await harness.slash("bob", "game join")
            await harness.slash("ann", "game start")
            posts = []
            for day in (2, 3):
                clock.move_to(datetime(2026, 12, day, 18, tzinfo=UTC))
                start = len(harness.calls)
                await cog.sweep.coro(cog)
                posts += [c for c in harness.calls[start:] if c.kind == "channel" and c.payload.get("nonce")]
        asked = [c for c in harness.calls if c.method == "GET" and c.path == f"/guilds/{GUILD_ID}"]
        assert len(posts) == 2 and len(asked) == (1 if language == "es" else 0)
        for post in posts:
            assert ("la partida te está esperando" in post.content) is (language == "es"), post.content


async def test_a_sharded_bot_answers_commands_and_buttons_offline(tmp_path):
    async with sharded_harness(tmp_path / "bot.sqlite3", Shards((1,), 2)) as harness:
        bot = harness.bot
        assert isinstance(bot, ShardedCampfireBot) and (bot.shard_ids, bot.shard_count) == ([1], 2)
        assert not bot.runs_shard_zero
        plain = build_bot(str(tmp_path / "bot.sqlite3"), None, sync=False, store=bot.store, background=False)
        await plain._async_setup_hook()
        await plain.setup_hook()
        assert sorted(bot.extensions) == sorted(plain.extensions) == sorted(COGS)
        assert ([c.to_dict(bot.tree) for c in bot.tree.get_commands()]
                == [c.to_dict(plain.tree) for c in plain.tree.get_commands()])
        await harness.slash("ann", "game new", title="natives")
        await harness.slash("bob", "game join")
        calls = await harness.slash("ann", "game start")
        [table] = [c for c in calls if c.posted and c.custom_ids]
        row = await bot.tables.current(CHANNEL_ID)
        [awaited] = bot.tables.awaited_users(row)
        button = next(i for i in table.custom_ids if i.startswith(f"cf:a:{row.id}:{row.version}:"))
        await harness.click(harness.name_of(awaited), button, source=table)
        assert harness.errors == []
        assert (await bot.tables.current(CHANNEL_ID)).version > row.version
        [entry] = await bot.store.actions(row.id, limit=1)
        assert button.endswith(":" + entry["action"]) and entry["user_id"] == awaited
