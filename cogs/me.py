"""``/me reminders``: a player's own reminder settings (always private, in the user's language)."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import discord
from discord import app_commands
from discord.ext import commands

from bot.l10n import Msg
from cogs.common import say_all, tables_of, user_locale
from cogs.game import zone_choices

# locale_str: the translator gives these choices their Spanish names
DELIVER = [app_commands.Choice(name=app_commands.locale_str("in the game's channel"), value="channel"),
           app_commands.Choice(name=app_commands.locale_str("by direct message"), value="dm"),
           app_commands.Choice(name=app_commands.locale_str("both"), value="both")]


def describe(prefs, locale=None) -> str:
    """The user's reminder settings in one paragraph, in their language."""
    lines = [Msg("me-reminders", where=prefs.deliver, zone=prefs.tz)]
    lines.append(Msg("me-quiet", start=prefs.quiet[0], end=prefs.quiet[1]) if prefs.quiet else Msg("me-no-quiet"))
    if prefs.away_until:
        day = datetime.fromtimestamp(prefs.away_until - 1, UTC).astimezone(ZoneInfo(prefs.tz))
        lines.append(Msg("me-away", day=f"{day:%Y-%m-%d}"))
    return " ".join(say_all(lines, locale))


class MeGroup(app_commands.Group, name="me", description="Your own Campfire settings"):
    @app_commands.command(description="How and when you are reminded (only you see this)")
    @app_commands.describe(deliver="Where reminders reach you", timezone="Your IANA timezone",
                           quiet="Quiet hours in your timezone, e.g. 23:00-07:30, or off",
                           away_until="No pings until the end of this day (YYYY-MM-DD), or off")
    @app_commands.choices(deliver=DELIVER)
    async def reminders(self, interaction: discord.Interaction,
                        deliver: app_commands.Choice[str] | None = None, timezone: str | None = None,
                        quiet: str | None = None, away_until: str | None = None) -> None:
        tables = tables_of(interaction)
        user = str(interaction.user.id)
        if deliver is None and timezone is None and quiet is None and away_until is None:
            prefs = await tables.prefs(user)
        else:
            prefs = await tables.set_prefs(user, deliver=deliver.value if deliver else None,
                                           timezone=timezone, quiet=quiet, away_until=away_until)
        await interaction.response.send_message(describe(prefs, user_locale(interaction)), ephemeral=True)

    @reminders.autocomplete("timezone")
    async def zones(self, interaction: discord.Interaction, current: str):
        return zone_choices(current)


async def setup(bot: commands.Bot) -> None:
    bot.tree.add_command(MeGroup())


async def teardown(bot: commands.Bot) -> None:
    bot.tree.remove_command("me")
