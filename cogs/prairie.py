"""``/natives …`` (and later ``/inuit …``): one subcommand per kind of action.

Every command builds an action in the engine's notation (bot/rules/prairie.py) and runs
it through the table service; autocomplete offers only the user's legal choices, named in
the user's language by the theme's catalog (natives.ftl / inuit.ftl through bot/l10n.py)
while the values stay the engine's notation.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot import l10n
from bot.l10n import Msg
from bot.notation import NotationError, only_kind, take_action
from bot.rules import DISPLAY_NAMES, ENGINES
from bot.rules.prairie_theme import card_msg, profession_msg, theme
from cogs.common import legal_choices, my_legal, reply_error, run_action, tables_of, user_locale


async def profession_choices(interaction: discord.Interaction, current: str,
                             title: str) -> list[app_commands.Choice[str]]:
    """The professions the user may choose now (legal only), by their theme's names."""
    th = theme(title)
    legal = await my_legal(interaction)
    usable = [a.split(" ", 1)[1] for a in legal if a.startswith("use ")]
    lang = l10n.language(user_locale(interaction))
    named = [(p, l10n.text(profession_msg(title, p), lang, title)) for p in usable]
    return [app_commands.Choice(name=name, value=p) for p, name in named
            if current.lower() in p or current.lower() in name.lower()
            or current.lower() in th.profession(p).name.lower()][:25]


async def take_choices(interaction: discord.Interaction, current: str,
                       title: str) -> list[app_commands.Choice[str]]:
    """Cards the chosen profession could take now, from the public view (legal only)."""
    tables = tables_of(interaction)
    channel, user = str(interaction.channel_id), str(interaction.user.id)
    profession = getattr(interaction.namespace, "profession", None)
    if not profession or f"use {profession}" not in await my_legal(interaction):
        return []
    row = await tables.find(channel)
    view = tables.view(row, user)
    th = theme(title)
    me = next(p for p in view["players"] if p["seat"] == view["you"])
    cap = me["counts"][profession]
    kinds = [k for k in dict.fromkeys(view["prairie"]) if th.takes(profession, k)]
    only = only_kind(title, profession)
    lang = l10n.language(user_locale(interaction))
    if only is not None:
        n = min(cap, view["prairie"].count(only))
        values = [(str(i), l10n.text(Msg("prairie-menu-count", n=i, card=card_msg(title, only)), lang, title))
                  for i in range(n, 0, -1)]
    else:
        values = [(k, l10n.text(card_msg(title, k), lang, title)) for k in kinds]
    return [app_commands.Choice(name=name, value=value) for value, name in values
            if current.lower() in value.lower() or current.lower() in name.lower()][:25]


class PrairieGroup(app_commands.Group):
    """The action commands of a prairie game (Natives; Inuit later with its own names)."""

    def __init__(self, title: str):
        super().__init__(name=title, description=f"Play your turn of {DISPLAY_NAMES[title]}",
                         guild_only=True)
        self.title = title

    @app_commands.command(description="Phase 2: lay out cards from the deck, one per scout")
    @app_commands.describe(count="How many cards to lay out now (one at a time)")
    async def scout(self, interaction: discord.Interaction,
                    count: app_commands.Range[int, 1, 20] = 1) -> None:
        await run_action(interaction, "; ".join(["scout"] * count))

    @app_commands.command(description="Phase 3: choose a profession and take cards with it")
    @app_commands.describe(profession="The profession to use",
                           cards="Cards to take: a number for food, or card names (man-bear …)")
    async def take(self, interaction: discord.Interaction, profession: str,
                   cards: str | None = None) -> None:
        try:
            action = take_action(self.title, profession, cards)
        except NotationError as exc:
            await reply_error(interaction, str(exc))
            return
        await run_action(interaction, action)

    @take.autocomplete("profession")
    async def take_professions(self, interaction: discord.Interaction, current: str):
        return await profession_choices(interaction, current, self.title)

    @take.autocomplete("cards")
    async def take_cards(self, interaction: discord.Interaction, current: str):
        return await take_choices(interaction, current, self.title)

    @app_commands.command(description="Take one more card with the profession you chose")
    async def card(self, interaction: discord.Interaction, card: str) -> None:
        await run_action(interaction, f"take {card}")

    @card.autocomplete("card")
    async def card_choices(self, interaction: discord.Interaction, current: str):
        return await legal_choices(interaction, current, "take")

    @app_commands.command(description="Stop taking cards before your limit")
    async def done(self, interaction: discord.Interaction) -> None:
        await run_action(interaction, "done")

    @app_commands.command(description="Put a native your elders took under a profession")
    @app_commands.describe(choice="Which native goes where")
    async def place(self, interaction: discord.Interaction, choice: str) -> None:
        await run_action(interaction, f"place {choice}")

    @place.autocomplete("choice")
    async def place_choices(self, interaction: discord.Interaction, current: str):
        return await legal_choices(interaction, current, "place")

    @app_commands.command(description="Choose which of your rituals is played next")
    async def ritual(self, interaction: discord.Interaction, ritual: str) -> None:
        await run_action(interaction, f"resolve {ritual}")

    @ritual.autocomplete("ritual")
    async def ritual_choices(self, interaction: discord.Interaction, current: str):
        return await legal_choices(interaction, current, "resolve")

    @app_commands.command(description="Sacrifice: the native that becomes a scalp")
    async def sacrifice(self, interaction: discord.Interaction, native: str) -> None:
        await run_action(interaction, f"sacrifice {native}")

    @sacrifice.autocomplete("native")
    async def sacrifice_choices(self, interaction: discord.Interaction, current: str):
        return await legal_choices(interaction, current, "sacrifice")

    @app_commands.command(description="Discard the card a ritual demands of you")
    async def discard(self, interaction: discord.Interaction, card: str) -> None:
        await run_action(interaction, f"discard {card}")

    @discard.autocomplete("card")
    async def discard_choices(self, interaction: discord.Interaction, current: str):
        return await legal_choices(interaction, current, "discard")

    @app_commands.command(name="pass", description="Pass, when no profession can take anything")
    async def pass_(self, interaction: discord.Interaction) -> None:
        await run_action(interaction, "pass")

    @app_commands.command(description="Any action in the notation (see /game help)")
    async def act(self, interaction: discord.Interaction, action: str) -> None:
        await run_action(interaction, action)

    @act.autocomplete("action")
    async def act_choices(self, interaction: discord.Interaction, current: str):
        return await legal_choices(interaction, current)


PRAIRIE_TITLES = ("natives", "inuit")     # one engine, two themes


def _titles() -> list[str]:
    return [t for t in PRAIRIE_TITLES if t in ENGINES]


async def setup(bot: commands.Bot) -> None:
    """One command group per playable prairie title (``/natives``, ``/inuit``)."""
    for title in _titles():
        bot.tree.add_command(PrairieGroup(title))


async def teardown(bot: commands.Bot) -> None:
    for title in _titles():
        bot.tree.remove_command(title)
