"""``/game stats [member]`` and ``/game leaderboard title:``: the server's standings (issue 11).

Both are added to the existing ``/game`` group (cogs/game.py), so they share its guild-only
check. Both replies are private to the user who asks: a member's record is looked at, not
announced, and nothing here mentions anyone. Names come from the seats stored with the
results (bot/standings.py, "Privacy"): a member who left the server is still shown, by the
seat name they played under, exactly as a member who stayed.
"""

from __future__ import annotations

import io

import discord
from discord import app_commands
from discord.ext import commands

from bot import standings
from bot.l10n import Msg, language, text
from bot.rules import title_msg
from bot.tables import TableError
from bot.text import clean_name
from cogs.common import clip, for_user, say_all, tables_of, user_locale, user_name
from cogs.game import TITLE_CHOICES
from rendering import pool
from rendering.standings import leaderboard_png


def standings_commands() -> list[app_commands.Command]:
    """Fresh command objects for one bot's ``/game`` group (a command keeps its parent group,
    so two bots in one process, as in the tests, must not share them)."""

    @app_commands.command(name="stats", description="Games played and won, scores, streak (only you see this)")
    @app_commands.describe(member="Whose record (yours by default)")
    async def stats(interaction: discord.Interaction, member: discord.User | None = None) -> None:
        who = member or interaction.user
        record = await tables_of(interaction).member_stats(str(interaction.guild_id), str(who.id))
        name = record.name or clean_name(user_name(who)) or "player"
        said = "\n".join(say_all(standings.stats_text(record, name), user_locale(interaction)))
        await interaction.response.send_message(clip(said), ephemeral=True)

    @app_commands.command(name="leaderboard", description="The server's ranking for one game, as a picture")
    @app_commands.describe(title="Which game")
    @app_commands.choices(title=TITLE_CHOICES)
    async def leaderboard(interaction: discord.Interaction, title: app_commands.Choice[str]) -> None:
        rows = await tables_of(interaction).leaderboard(str(interaction.guild_id), title.value)
        display = title_msg(title.value)
        if not rows:
            raise TableError(Msg("leaderboard-none", title=display))
        await interaction.response.defer(ephemeral=True, thinking=True)
        server = interaction.guild.name if interaction.guild else ""
        lang = language(user_locale(interaction))
        png = await pool.off_loop(leaderboard_png, text(display, lang), server, rows, lang)
        await interaction.followup.send(for_user(interaction, Msg("leaderboard-intro", title=display)), ephemeral=True,
                                        file=discord.File(io.BytesIO(png), filename="leaderboard.png",
                                                          description=standings_text(display, rows, lang)))

    return [stats, leaderboard]


def standings_text(display: str, rows, lang: str = "en") -> str:
    """The leaderboard picture's alt text: each place, name, rating, games and wins."""
    places = [Msg("leaderboard-alt-place", place=r.place, name=Msg("seat-ai", name=r.name) if r.ai else r.name,
                  rating=float(r.rating), games=r.games, won=r.won) for r in rows]
    return text(Msg("leaderboard-alt", title=display, places="; ".join(text(p, lang) for p in places)), lang)[:1024]


async def setup(bot: commands.Bot) -> None:
    group = bot.tree.get_command("game")
    for command in standings_commands():
        group.add_command(command)


async def teardown(bot: commands.Bot) -> None:
    group = bot.tree.get_command("game")
    if group is not None:
        for name in ("stats", "leaderboard"):
            group.remove_command(name)
