"""Shared fixtures: the offline Discord bot on a real SQLite file."""

from __future__ import annotations

import pytest

from bot.discord_app import CampfireBot
from bot.store import Store
from bot.tables import Tables
from tests.discord_harness import Harness


@pytest.fixture
async def harness(tmp_path):
    store = await Store.open(tmp_path / "bot.sqlite3")
    bot = CampfireBot(str(tmp_path / "bot.sqlite3"), sync=False, store=store, background=False)
    bot.tables = Tables(store, seed_source=lambda: 5)   # a known deal: food in the prairie
    await bot._async_setup_hook()   # what login() does first: binds the running loop
    await bot.setup_hook()
    h = Harness(bot)
    h.install()
    yield h
    h.uninstall()
    await store.close()


