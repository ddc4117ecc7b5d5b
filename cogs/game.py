"""``/game …``: the life of a table in a channel (new, join, start, status, log, …)."""

from __future__ import annotations

import logging
import time
from datetime import UTC, datetime

import discord
from discord import app_commands
from discord.ext import commands

from bot.present import help_text, notation, rules_summary, score_table, status_line
from bot.rules import DISPLAY_NAMES, playable
from bot.tables import TableError
from cogs.common import can_manage, clip, reply_error, table_message, tables_of, user_name

TITLE_CHOICES = [app_commands.Choice(name=DISPLAY_NAMES[t], value=t) for t in playable()]


def parse_expansions(text: str | None) -> list[str]:
    return [part.strip().lower() for part in (text or "").replace(",", " ").split() if part.strip()]


@app_commands.guild_only()
class GameGroup(app_commands.Group, name="game", description="Open, join and run a game in this channel"):
    @app_commands.command(description="Open a new table in this channel")
    @app_commands.describe(title="Which game", expansions="Expansions, separated by commas")
    @app_commands.choices(title=TITLE_CHOICES)
    async def new(self, interaction: discord.Interaction, title: app_commands.Choice[str],
                  expansions: str | None = None) -> None:
        options = {"expansions": parse_expansions(expansions)} if expansions else {}
        outcome = await tables_of(interaction).new(
            str(interaction.channel_id), str(interaction.guild_id), str(interaction.user.id),
            user_name(interaction.user), title.value, options)
        await interaction.response.send_message(clip("\n".join(outcome.public)))

    @app_commands.command(description="Take a seat at the table in this channel")
    async def join(self, interaction: discord.Interaction) -> None:
        outcome = await tables_of(interaction).join(
            str(interaction.channel_id), str(interaction.user.id), user_name(interaction.user))
        await interaction.response.send_message(clip("\n".join(outcome.public)))

    @app_commands.command(description="Leave the table before the game starts")
    async def leave(self, interaction: discord.Interaction) -> None:
        outcome = await tables_of(interaction).leave(str(interaction.channel_id), str(interaction.user.id))
        await interaction.response.send_message(clip("\n".join(outcome.public)))

    @app_commands.command(name="addbot", description="(host) Fill a seat with an AI player")
    async def add_bot(self, interaction: discord.Interaction) -> None:
        outcome = await tables_of(interaction).add_ai(str(interaction.channel_id), str(interaction.user.id))
        await interaction.response.send_message(clip("\n".join(outcome.public)))

    @app_commands.command(description="(host) Start the game")
    @app_commands.describe(shuffle="Shuffle the seats instead of keeping the join order")
    async def start(self, interaction: discord.Interaction, shuffle: bool = False) -> None:
        tables = tables_of(interaction)
        await interaction.response.defer(thinking=True)
        try:
            outcome = await tables.start(str(interaction.channel_id), str(interaction.user.id), shuffle)
        except TableError as exc:
            await interaction.followup.send(str(exc), ephemeral=True)
            return
        content, file, view = await table_message(tables, outcome.game, outcome.public, outcome.mention)
        message = await interaction.followup.send(content, file=file, view=view or discord.utils.MISSING,
                                                  wait=True)
        if message is not None:
            await tables.set_message(outcome.game.id, str(message.id))

    @app_commands.command(description="The table picture, whose turn it is and since when")
    async def status(self, interaction: discord.Interaction) -> None:
        tables = tables_of(interaction)
        row = await tables.current(str(interaction.channel_id))
        if row.status == "lobby":
            seats = ", ".join(s.name + (" (AI)" if s.ai else "") for s in row.seats)
            await interaction.response.send_message(
                f"{DISPLAY_NAMES[row.title]} table, not started: {seats}. The host starts it with /game start.")
            return
        await interaction.response.defer(thinking=True)
        view = tables.view(row)
        line = status_line(view, row.waiting_since, time.time())
        content, file, controls = await table_message(tables, row, [line], [])
        await interaction.followup.send(content, file=file, view=controls or discord.utils.MISSING)

    @app_commands.command(description="The last actions of this channel's game")
    @app_commands.describe(page="1 is the newest page")
    async def log(self, interaction: discord.Interaction, page: app_commands.Range[int, 1, 1000] = 1) -> None:
        row, entries, pages = await tables_of(interaction).log(str(interaction.channel_id), page)
        lines = [f"**{DISPLAY_NAMES[row.title]} log — page {page}/{pages}**"]
        for entry in entries:
            who = entry["seat"] + ("" if entry["user_id"] else " (AI)")
            lines.append(f"`{entry['seq']:>3}` {who}: `{entry['action']}`")
        if len(lines) == 1:
            lines.append("Nothing has been played yet.")
        await interaction.response.send_message(clip("\n".join(lines)), ephemeral=True)

    @app_commands.command(description="The action notation and the commands of this channel's game")
    async def help(self, interaction: discord.Interaction) -> None:
        row = await tables_of(interaction).find(str(interaction.channel_id))
        title = row.title if row else "natives"
        text = help_text(title) + "\n```\n" + notation(title) + "\n```"
        await interaction.response.send_message(clip(text, 1990), ephemeral=True)

    @app_commands.command(description="A short summary of the rules")
    @app_commands.choices(title=TITLE_CHOICES)
    async def rules(self, interaction: discord.Interaction,
                    title: app_commands.Choice[str] | None = None) -> None:
        if title is None:
            row = await tables_of(interaction).find(str(interaction.channel_id))
            name = row.title if row else "natives"
        else:
            name = title.value
        await interaction.response.send_message(clip(rules_summary(name), 1990), ephemeral=True)

    @app_commands.command(description="Resign: the AI plays your seat out and you cannot win")
    async def resign(self, interaction: discord.Interaction) -> None:
        tables = tables_of(interaction)
        await interaction.response.defer(thinking=True)
        try:
            outcome = await tables.resign(str(interaction.channel_id), str(interaction.user.id))
        except TableError as exc:
            await interaction.followup.send(str(exc), ephemeral=True)
            return
        content, file, view = await table_message(tables, outcome.game, outcome.public, outcome.mention)
        await interaction.followup.send(content, file=file, view=view or discord.utils.MISSING)

    @app_commands.command(description="(host or Manage Channels) End this channel's game now")
    async def abandon(self, interaction: discord.Interaction) -> None:
        outcome = await tables_of(interaction).abandon(
            str(interaction.channel_id), str(interaction.user.id), can_manage(interaction))
        await interaction.response.send_message(clip("\n".join(outcome.public)))

    @app_commands.command(description="Finished games of this channel, with winners and scores")
    async def history(self, interaction: discord.Interaction) -> None:
        rows = await tables_of(interaction).history(str(interaction.channel_id))
        if not rows:
            await interaction.response.send_message("No game has finished in this channel yet.",
                                                    ephemeral=True)
            return
        parts = []
        for row in rows:
            when = discord.utils.format_dt(datetime.fromtimestamp(row.updated_at, UTC), "d")
            parts.append(f"**{DISPLAY_NAMES[row.title]}**, {when}\n```\n"
                         + score_table(row.result["scores"], row.result["winners"]) + "\n```")
        await interaction.response.send_message(clip("\n".join(parts)), ephemeral=True)


class GameCog(commands.Cog):
    def __init__(self, bot: commands.Bot):
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.tree.add_command(GameGroup())

    async def cog_unload(self) -> None:
        self.bot.tree.remove_command("game")


async def on_tree_error(interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
    """Refusals become one private sentence; anything else is logged, never shown as a traceback."""
    original = getattr(error, "original", error)
    if isinstance(original, TableError):
        await reply_error(interaction, str(original))
    elif isinstance(error, app_commands.CheckFailure):
        await reply_error(interaction, "You cannot use this command here.")
    else:
        logging.getLogger("campfire").error("command failed", exc_info=original)
        await reply_error(interaction, "Something went wrong on our side; it has been logged.")


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(GameCog(bot))
