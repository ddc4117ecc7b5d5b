"""The Discord client: opens the store, loads the cogs, registers the persistent controls."""

from __future__ import annotations

import logging

import discord
from discord.ext import commands

from bot.i18n import CatalogTranslator
from bot.store import Store
from bot.tables import Tables
from cogs.guard import CampfireTree, bound_strings, on_tree_error

log = logging.getLogger("campfire")

COGS = ("cogs.game", "cogs.prairie", "cogs.uluk", "cogs.natera", "cogs.wendake", "cogs.me", "cogs.reminders",
        "cogs.standings")


class CampfireBot(commands.Bot):
    """A slash-only bot: ``Intents.default()`` is enough (no message content)."""

    def __init__(self, db_path: str, dev_guild: int | None = None, sync: bool = True,
                 store: Store | None = None, background: bool = True, render_processes: int = 0):
        # Nothing a message says may ping anyone unless the send names the users it means
        # (cogs/common.py, pings): not @everyone, @here or a role hidden in a player's name.
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(),
                         help_command=None, tree_cls=CampfireTree,
                         allowed_mentions=discord.AllowedMentions.none())
        self.db_path = db_path
        self.dev_guild = dev_guild
        self.sync_commands = sync
        self.background = background      # run the reminder loop (tests drive it by hand)
        self.films = True                 # post the replay of a game when it ends (cogs/common.py)
        self.render_processes = render_processes   # 0: draw in threads (cogs/common.py, off_loop)
        self.store: Store | None = store
        self.tables: Tables | None = Tables(store) if store else None

    async def setup_hook(self) -> None:
        from cogs.common import ActionButton, ActionSelect, ChoicesButton, use_render_processes

        if self.store is None:
            self.store = await Store.open(self.db_path)
            self.tables = Tables(self.store)
        use_render_processes(self.render_processes)
        # descriptions in the user's language (Spanish today); names stay English
        await self.tree.set_translator(CatalogTranslator())
        for name in COGS:
            await self.load_extension(name)
        self.tree.on_error = on_tree_error
        bound_strings(self.tree)
        self.add_dynamic_items(ActionButton, ActionSelect, ChoicesButton)
        if self.sync_commands:
            if self.dev_guild:
                guild = discord.Object(id=self.dev_guild)
                self.tree.copy_global_to(guild=guild)
                synced = await self.tree.sync(guild=guild)
                log.info("synced %d commands to the dev guild %s", len(synced), self.dev_guild)
            else:
                synced = await self.tree.sync()
                log.info("synced %d global commands (may take up to an hour to appear)", len(synced))

    async def on_ready(self) -> None:
        log.info("logged in as %s in %d servers", self.user, len(self.guilds))

    async def close(self) -> None:
        # aiosqlite's worker thread is not a daemon: close it or the process hangs at exit
        from cogs.common import stop_render_processes

        try:
            await super().close()
        finally:
            stop_render_processes()
            if self.store is not None:
                await self.store.close()
                self.store = None
