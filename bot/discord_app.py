"""The Discord client: opens the store, loads the cogs, registers the persistent controls.

Several processes (``campfire run --shards 0-3 --shard-count 8``): Discord sends a server's
interactions (slash commands, button presses) to shard ``(guild_id >> 22) % count`` only, and
:class:`ShardedCampfireBot` runs some of the shards in one process. Nothing else depends on
which process answers: every game lives in the shared database, a command changes it in one
transaction with the version check (a stale write is refused), and a button's custom id
carries its game and version (cogs/common.py), so a button works whichever process posted
it. Every process runs the reminder sweep over every game: the sweep records a reminder as
pending and moves the game's slot in one transaction, and a pending reminder is retried only
once its claim of a minute has lapsed (another process may be posting it: the store's
REMINDER_LEASE_S), so each reminder goes out once across processes (bot/keepalive.py,
tests/test_processes.py). A reminder is in the server's language either way: a server of
another process's shard is not in this process's cache, so its language is asked of Discord
once (cogs/reminders.py). Only the process that runs shard 0 syncs the slash commands: they
are the application's, not a shard's, and one sync is enough.
"""

from __future__ import annotations

import asyncio
import gc
import logging
from dataclasses import dataclass
from functools import cache
from typing import Any

import aiohttp
import discord
from discord import Locale, app_commands
from discord.ext import commands

from bot import l10n
from bot.l10n import Msg
from bot.rules import DISPLAY_NAMES, TITLES, title_msg
from bot.store import Store
from bot.tables import Tables
from cogs.guard import CampfireTree, bound_strings, on_tree_error

log = logging.getLogger("campfire")

# what a network failure (no route, DNS, a refused connection, a timeout) raises from aiohttp under discord.py
UNREACHABLE = (OSError, asyncio.TimeoutError, aiohttp.ClientError)
CHECK = "`campfire doctor` checks the token, the database and the network one line each"
# the collector's thresholds once the bot is up (Python's are 700, 10, 10): see settle_memory
GC_THRESHOLDS = (10_000, 10, 10)


def settle_memory() -> None:
    """Take what the bot built to start out of the garbage collector's sight, and collect less often.

    The modules, catalogs, command tree and caches built at start-up live as long as the bot:
    every full collection walked them all again, and under load (bench/bench_load.py, 350
    moves/s, pictures off) the collector's pauses were 7.6% of the run, one of them 207 ms,
    alone longer than a move's p99. Frozen (``gc.freeze``, after a collection of the start-up's
    own garbage), and with a first generation of 10,000 allocations rather than 700 (a
    move's short-lived objects mostly die by reference counting before a collection sees
    them): 1.3% of the run, the longest pause 15 ms, the same peak memory. Cycles are still
    collected; only the objects that existed at start-up are never walked again (they are
    still freed when their last reference goes).
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


class CatalogTranslator(app_commands.Translator):
    """The descriptions (and choice names) of the command payload Discord syncs, in every
    catalog language, from the ``cmd-…`` messages of data/locales/<lang>/common.ftl.

    A description is found by its English words: a ``locale_str`` may carry its message
    (``locale_str(text, msg=Msg("cmd-play-turn-of", game=…))``); any other is looked up among
    the English ``cmd-…`` messages (so each cog keeps writing its descriptions in English, and
    tests/test_l10n_discord.py fails on one no catalog says). Command, group and option *names*
    stay English: they are what people type and what the help text and the notation refer to.
    A Discord locale with no catalog (Italian, Japanese, …) gets Discord's English.
    """

    NAMES = (app_commands.TranslationContextLocation.command_name,
             app_commands.TranslationContextLocation.group_name,
             app_commands.TranslationContextLocation.parameter_name)

    async def translate(self, string: app_commands.locale_str, locale: Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        lang = l10n.language(locale)
        if lang == l10n.ENGLISH or context.location in self.NAMES:
            return None
        msg = string.extras.get("msg") or command_message(string.message)
        if msg is None:
            return None
        found = l10n.text(msg, lang)
        return found if found and found != string.message else None


@cache
def _command_messages() -> dict[str, str]:
    """English description -> the key of its ``cmd-…`` message (``cmd-<key>``)."""
    english = l10n.bundle(l10n.ENGLISH)
    keys = [key.removeprefix("cmd-") for key in english._messages if key.startswith("cmd-")]
    found = {}
    for key in keys:
        message = english.get_message(f"cmd-{key}")
        if message.value is None:
            continue
        words, errors = english.format_pattern(message.value, {})
        if not errors:
            found[words] = key
    return found


@cache
def _group_messages() -> dict[str, Msg]:
    """English -> message of each title's group description ("Play your turn of Natives"),
    which a cog may write in English (cogs/prairie.py) rather than as common.action_group's message."""
    return {str(msg): msg for msg in (Msg("cmd-play-turn-of", game=title_msg(title)) for title in DISPLAY_NAMES)}


def command_message(description: str) -> Msg | None:
    """The ``cmd-…`` message whose English is ``description`` (None: no catalog says it)."""
    key = _command_messages().get(description)
    return _group_messages().get(description) if key is None else Msg.named("cmd", key)


class CannotLogIn(Exception):
    """``campfire run`` could not log in: one sentence saying what failed and what to check."""


COGS = ("cogs.game", "cogs.prairie", "cogs.uluk", "cogs.natera", "cogs.wendake", "cogs.me", "cogs.reminders",
        "cogs.standings")


@dataclass(frozen=True)
class Shards:
    """The shards one process runs: ``ids`` out of the bot's ``count`` shards in all.

    Every process of one bot must be given the same ``count`` and, together, every id from
    0 to ``count - 1`` exactly once, or some servers are answered by nobody."""

    ids: tuple[int, ...]
    count: int

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError(f"The shard count must be at least 1, not {self.count}.")
        if not self.ids:
            raise ValueError("Give at least one shard to run.")
        if len(set(self.ids)) != len(self.ids):
            raise ValueError("Each shard may be given once.")
        outside = [i for i in self.ids if not 0 <= i < self.count]
        if outside:
            raise ValueError(f"Shard {outside[0]} does not exist: with {self.count} shard"
                             f"{'s' * (self.count != 1)} the ids are 0 to {self.count - 1}.")


class CampfireBot(commands.Bot):
    """A slash-only bot: ``Intents.default()`` is enough (no message content).

    ``client_options`` go to discord.py's client as they are: the shard options of
    :class:`ShardedCampfireBot`."""

    def __init__(self, db_path: str, dev_guild: int | None = None, sync: bool = True,
                 store: Store | None = None, background: bool = True, render_processes: int = 0,
                 languages: tuple[str, ...] | None = None, **client_options: Any):
        # The bot never joins a voice channel: discord.py's warnings that PyNaCl (and davey) are not
        # installed say nothing true about it. discord.py reads these flags once, in Client.__init__.
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
        # Nothing a message says may ping anyone unless the send names the users it means
        # (cogs/common.py, pings): not @everyone, @here or a role hidden in a player's name.
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(),
                         help_command=None, tree_cls=CampfireTree,
                         allowed_mentions=discord.AllowedMentions.none(), **client_options)
        self.db_path = db_path
        self.dev_guild = dev_guild
        self.sync_commands = sync
        self.background = background      # run the reminder loop (tests drive it by hand)
        self.films = True                 # post the replay of a game when it ends (cogs/common.py)
        self.render_processes = render_processes   # 0: draw in threads (cogs/common.py, off_loop)
        self.languages = languages        # the catalogs built at start (None: all; CAMPFIRE_LANGUAGES)
        self.store: Store | None = store
        self.tables: Tables | None = Tables(store) if store else None

    async def login(self, token: str) -> None:
        """discord.py's login, with its failures as one sentence (:class:`CannotLogIn`): a token
        Discord refuses, or no way to reach Discord. Failures after the token was accepted (the
        setup, the command sync) are not the login's and pass through as they are."""
        self._token_accepted = False
        try:
            await super().login(token)
        except discord.LoginFailure:
            raise CannotLogIn("Discord refused the token (401 Unauthorized): check DISCORD_TOKEN, or reset the "
                              f"token in the developer portal (your application > Bot); {CHECK}.") from None
        except (*UNREACHABLE, discord.HTTPException) as exc:
            if self._token_accepted:
                raise
            if isinstance(exc, discord.HTTPException):
                raise CannotLogIn(f"Discord answered {exc.status} to the login: try again later; "
                                  f"{CHECK}.") from None
            raise CannotLogIn(f"Cannot reach Discord ({type(exc).__name__}: {str(exc)[:160]}): check the "
                              f"network, DNS and any firewall; {CHECK}.") from None

    async def setup_hook(self) -> None:
        self._token_accepted = True       # login() calls this once Discord has taken the token
        from cogs.common import ActionButton, ActionSelect, ChoicesButton
        from rendering import pool

        if self.store is None:
            self.store = await Store.open(self.db_path)
            self.tables = Tables(self.store)
        pool.start(self.render_processes, langs=self.languages)
        # the catalogs built now, beside the login, not parsed by the first command mid-traffic
        await asyncio.to_thread(l10n.warm_up, TITLES, self.languages)
        # descriptions in every catalog language (common.ftl's cmd-…); names stay English
        await self.tree.set_translator(CatalogTranslator())
        for name in COGS:
            await self.load_extension(name)
        self.tree.on_error = on_tree_error
        bound_strings(self.tree)
        self.add_dynamic_items(ActionButton, ActionSelect, ChoicesButton)
        if self.background:   # a bot that serves; the tests' bots (background=False) are many and brief
            settle_memory()
        if self.sync_commands and self.runs_shard_zero:
            if self.dev_guild:
                guild = discord.Object(id=self.dev_guild)
                self.tree.copy_global_to(guild=guild)
                synced = await self.tree.sync(guild=guild)
                log.info("synced %d commands to the dev guild %s", len(synced), self.dev_guild)
            else:
                synced = await self.tree.sync()
                log.info("synced %d global commands (may take up to an hour to appear)", len(synced))

    @property
    def runs_shard_zero(self) -> bool:
        """Whether this process runs shard 0 (an unsharded bot does): it alone syncs the commands."""
        shard_ids = getattr(self, "shard_ids", None)     # AutoShardedClient's; a plain Client has none
        return shard_ids is None or 0 in shard_ids

    def runs_guild(self, guild_id: int) -> bool:
        """Whether Discord sends this server's events to this process (its shard formula):
        if not, the server is not in this process's cache."""
        shard_ids = getattr(self, "shard_ids", None)
        return shard_ids is None or (guild_id >> 22) % self.shard_count in shard_ids

    async def on_ready(self) -> None:
        log.info("logged in as %s in %d servers", self.user, len(self.guilds))

    async def close(self) -> None:
        # aiosqlite's worker thread is not a daemon: close it or the process hangs at exit
        from rendering import pool

        try:
            await super().close()
        finally:
            pool.stop()
            if self.store is not None:
                await self.store.close()
                self.store = None


class ShardedCampfireBot(CampfireBot, commands.AutoShardedBot):
    """CampfireBot over some of the bot's shards: discord.py's ``AutoShardedBot`` opens one
    gateway connection per shard in this process; the store, cogs and controls are CampfireBot's."""

    def __init__(self, db_path: str, shards: Shards, **options: Any):
        super().__init__(db_path, shard_ids=list(shards.ids), shard_count=shards.count, **options)


def build_bot(db_path: str, shards: Shards | None = None, **options: Any) -> CampfireBot:
    """The bot ``campfire run`` starts: sharded when given shards, else today's single connection."""
    if shards is None:
        return CampfireBot(db_path, **options)
    return ShardedCampfireBot(db_path, shards, **options)
