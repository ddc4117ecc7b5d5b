"""The daily reminder sweep (a ``discord.ext.tasks`` loop) and the stalled-game buttons.

The table service plans every reminder and records it as pending in one transaction;
this cog delivers it and then marks it sent. A reminder left pending (the process died
between the two, or Discord failed) comes back at the next sweep, the first one after a
restart included, and is sent again with the same nonces (``enforce_nonce``), so
Discord drops the copy of a message that did go out: exactly once, as far as Discord
lets a client know (it checks a nonce against the last few minutes only, so a message
that went out just before a longer outage can still arrive twice). A failure for one
game or one user never stops the others: a deleted channel archives its game, a blocked
DM falls back to a mention in the channel, a missing permission is logged; a busy or
broken store skips the sweep, not the loop.

Every message here mentions only the users it means to (never everyone, here or a role,
whatever a name contains), and every control checks that its game is still the
channel's game: a picker left over from an abandoned game must not change the next one.

A reminder has no interaction to tell a language: it is written in the table's language
(``/game new language:``), else the server's preferred language when the server is known
(cached), else in English.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import re

import discord
from discord.ext import commands, tasks

from bot.keepalive import STALE_CONTROL
from bot.l10n import Msg
from bot.present import ago_msg
from bot.tables import Reminder, TableError
from cogs.common import (
    can_manage,
    clip,
    for_user,
    missing_posting,
    outcome_public,
    pings,
    post_table,
    reply_error,
    say,
    say_all,
    table_language,
    tables_of,
)

log = logging.getLogger("campfire.reminders")

# Discord allows a bot 50 requests a second in all, and every request of a sweep counts (only
# interaction answers do not): a sweep over many games paces itself to this many a second, which
# leaves room for another process's sweep and the rest of the bot (tests/test_rate_limits.py)
SWEEP_REQUESTS_PER_S = 20


class Pace:
    """At most ``per_second`` requests a second on average, in bursts of one reminder's: each
    reminder takes its requests' share of time before it goes out."""

    def __init__(self, per_second: float):
        self.per_second = per_second
        self._free = 0.0        # the loop's time from which the next reminder may go

    async def take(self, requests: int) -> None:
        now = asyncio.get_running_loop().time()
        start = max(now, self._free)
        self._free = start + requests / self.per_second
        if start > now:
            await asyncio.sleep(start - now)


def cost(reminder: Reminder) -> int:
    """The most requests a reminder makes: its channel post, and per direct message the user,
    the DM channel and the message (discord.py caches the first two)."""
    return 1 + 3 * len(reminder.direct)


def reminder_text(reminder: Reminder, mentions: list[str], guild_id: str | None, locale=None) -> str:
    row = reminder.game
    who = " ".join(f"<@{u}>" for u in mentions)
    parts: list[Msg] = [Msg("reminder-waiting", wait=ago_msg(reminder.waited))]
    if row.message_id and guild_id:
        parts.append(Msg("reminder-last-table",
                         url=f"https://discord.com/channels/{guild_id}/{row.channel_id}/{row.message_id}"))
    if reminder.stalled:
        parts.append(Msg("reminder-stalled", n=row.unanswered))
    parts = say_all(parts, locale)
    if who:
        parts[0] = f"{who} {parts[0]}"
    return clip("\n".join(parts))


def part_nonce(nonce: str, part: str) -> str:
    """The nonce of one message of a reminder (the channel post, or a DM to one user).

    Derived, not random, so every attempt to send the same part carries the same nonce;
    Discord accepts at most 25 characters.
    """
    return hashlib.blake2s(f"{nonce}:{part}".encode(), digest_size=12).hexdigest()


class ReminderCog(commands.Cog):
    def __init__(self, bot: commands.Bot):
        self.bot = bot
        self.fetched_locales: dict[int, discord.Locale] = {}    # servers of other processes' shards
        self.pace = Pace(SWEEP_REQUESTS_PER_S)

    async def cog_load(self) -> None:
        if getattr(self.bot, "background", True):
            self.sweep.start()

    async def cog_unload(self) -> None:
        self.sweep.cancel()

    @tasks.loop(minutes=1)
    async def sweep(self) -> None:
        """Send what is due and what is still pending; mark each sent once it went out."""
        tables = self.bot.tables   # type: ignore[attr-defined]
        try:
            due = await tables.due_reminders()
        except TableError as exc:   # the store is busy or broken: try again next minute
            log.warning("reminder sweep skipped: %s", exc)
            return
        for reminder in due:
            await self.pace.take(cost(reminder))
            try:
                await self.deliver(reminder)
            except Exception:   # one game's failure must not stop the others
                log.exception("reminder for game %s failed; it is tried again at the next sweep",
                              reminder.game.id)
                continue
            try:
                await tables.reminder_sent(reminder)
            except TableError as exc:   # still pending: resent with the same nonce, Discord drops it
                log.warning("reminder %s sent but not marked: %s", reminder.id, exc)

    @sweep.before_loop
    async def ready(self) -> None:
        await self.bot.wait_until_ready()

    async def locale(self, guild_id: str | None) -> discord.Locale | None:
        """The server's preferred language: from the cache, or, for a server whose shard
        another process runs (several processes sweep every game: bot/discord_app.py), asked
        of Discord once per process; None when neither knows."""
        if not (guild_id and guild_id.isdigit()):
            return None
        guild = self.bot.get_guild(int(guild_id))
        if guild is not None:
            return guild.preferred_locale
        if int(guild_id) not in self.fetched_locales and not self.bot.runs_guild(int(guild_id)):
            try:
                self.fetched_locales[int(guild_id)] = (await self.bot.fetch_guild(int(guild_id))).preferred_locale
            except discord.HTTPException:
                log.info("the language of server %s is unknown: reminding in English", guild_id)
        return self.fetched_locales.get(int(guild_id))

    async def deliver(self, reminder: Reminder) -> None:
        row = reminder.game
        locale = table_language(row) or await self.locale(row.guild_id)
        fallback = []
        for user_id in reminder.direct:
            try:
                user = self.bot.get_user(int(user_id)) or await self.bot.fetch_user(int(user_id))
                where = say(Msg("reminder-dm-where", channel=f"<#{row.channel_id}>"), locale)
                await user.send(reminder_text(Reminder(row, [], [], reminder.waited), [], row.guild_id, locale)
                                + "\n" + where, allowed_mentions=pings([]),
                                **self.nonce(reminder, f"dm:{user_id}"))
            except (discord.Forbidden, discord.NotFound, discord.HTTPException):
                log.info("DM to %s failed; reminding in the channel instead", user_id)
                fallback.append(user_id)
        mentions = reminder.channel + [u for u in fallback if u not in reminder.channel]
        if not mentions and not reminder.stalled:
            return
        channel = self.bot.get_partial_messageable(int(row.channel_id))
        view = stalled_view(row, locale) if reminder.stalled else None
        try:
            await channel.send(reminder_text(reminder, mentions, row.guild_id, locale),
                               view=view or discord.utils.MISSING,
                               allowed_mentions=pings(mentions), **self.nonce(reminder, "channel"))
        except discord.NotFound:
            log.info("channel %s is gone: archiving game %s", row.channel_id, row.id)
            await self.bot.tables.archive(row.id, "channel deleted")   # type: ignore[attr-defined]
        except discord.Forbidden:
            log.warning("no permission to remind in channel %s (game %s)", row.channel_id, row.id)

    @staticmethod
    def nonce(reminder: Reminder, part: str) -> dict:
        """``send`` arguments that let Discord drop a repeat of this part of the reminder.

        discord.py 2.7.1's ``send`` has no ``enforce_nonce`` argument: it adds
        ``enforce_nonce: true`` to the payload whenever a nonce is given.
        """
        return {"nonce": part_nonce(reminder.nonce, part)} if reminder.nonce else {}


def stalled_view(row, locale=None) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    waiting = [s for s in row.seats if s.user_id and not s.ai]
    for seat in waiting[:8]:
        for what in ("replace", "autopilot", "drop"):
            if len(view.children) < 25:
                view.add_item(StalledButton(row.id, what, seat.name, locale))
    return view


class StalledButton(discord.ui.DynamicItem[discord.ui.Button],
                    template=r"cf:st:(?P<game>\d+):(?P<what>replace|autopilot|drop):(?P<seat>.+)"):
    """Replace / autopilot / drop a seat: only the host or members with Manage Channels."""

    def __init__(self, game_id: int, what: str, seat: str, locale=None):
        self.game_id, self.what, self.seat = game_id, what, seat
        style = discord.ButtonStyle.danger if what == "drop" else discord.ButtonStyle.secondary
        text = say(Msg.named("stalled", what, seat=seat), locale)    # stalled-replace, -autopilot, -drop
        super().__init__(discord.ui.Button(label=text[:80], style=style,
                                           custom_id=f"cf:st:{game_id}:{what}:{seat}"[:100]))

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> StalledButton:
        return cls(int(match["game"]), match["what"], match["seat"])

    async def callback(self, interaction: discord.Interaction) -> None:
        tables = tables_of(interaction)
        channel, user, manage = str(interaction.channel_id), str(interaction.user.id), can_manage(interaction)
        try:
            row = await tables.find(channel)
            if row is None or row.id != self.game_id:
                raise TableError(STALE_CONTROL)
            if user != row.host_id and not manage:
                raise TableError(Msg("steward-only"))
            if self.what == "replace":
                view = discord.ui.View(timeout=None)
                view.add_item(ReplaceSelect(self.game_id, self.seat, interaction.locale))
                await interaction.response.send_message(for_user(interaction, Msg("replace-who", seat=self.seat)),
                                                        view=view, ephemeral=True, allowed_mentions=pings([]))
                return
            if problem := missing_posting(interaction):     # before the commit, not after
                raise TableError(problem)
            method = tables.autopilot if self.what == "autopilot" else tables.drop
            outcome = await method(channel, user, manage, self.seat, game_id=self.game_id)
        except TableError as exc:
            await reply_error(interaction, exc)
            return

        async def committed():
            return outcome

        # the table goes out as every table post does: a refusal by Discord is told privately
        await post_table(interaction, committed)


class ReplaceSelect(discord.ui.DynamicItem[discord.ui.UserSelect],
                    template=r"cf:rp:(?P<game>\d+):(?P<seat>.+)"):
    """Pick the member who takes over a seat."""

    def __init__(self, game_id: int, seat: str, locale=None):
        self.game_id, self.seat = game_id, seat
        super().__init__(discord.ui.UserSelect(custom_id=f"cf:rp:{game_id}:{seat}"[:100],
                                               placeholder=say(Msg("replace-choose-member"), locale)))

    @classmethod
    async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> ReplaceSelect:
        return cls(int(match["game"]), match["seat"])

    async def callback(self, interaction: discord.Interaction) -> None:
        tables = tables_of(interaction)
        values = (interaction.data or {}).get("values") or []
        resolved = (interaction.data or {}).get("resolved", {}).get("users", {})
        if len(values) != 1:
            await reply_error(interaction, Msg("replace-pick-one"))
            return
        member = resolved.get(values[0], {})
        if member.get("bot"):
            await reply_error(interaction, Msg("replace-not-a-bot"))
            return
        name = member.get("global_name") or member.get("username") or values[0]
        try:
            outcome = await tables.replace(str(interaction.channel_id), str(interaction.user.id),
                                           can_manage(interaction), self.seat, values[0], name,
                                           game_id=self.game_id)
        except TableError as exc:
            await reply_error(interaction, exc)
            return
        await interaction.response.send_message(outcome_public(interaction, outcome),
                                                allowed_mentions=pings(outcome.mention))


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(StalledButton, ReplaceSelect)
    await bot.add_cog(ReminderCog(bot))
