"""``/uluk …``: placing tribers, processing, feeding, and the private feast card.

Every command builds an action in Uluk's notation (bot/rules/uluk.py) and runs it through
the table service. Autocomplete offers only the user's legal choices. In the phases where
everyone decides at once, each player acts in any order; the table moves on when the last
one is done.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.l10n import language
from bot.notation import placement
from cogs.common import legal_choices, my_legal, run_action, secrets_command, tables_of, user_locale
from rendering import action_label


async def word_choices(interaction: discord.Interaction, current: str, verb: str,
                       position: int = 1, prefix: list[str] | None = None) -> list[app_commands.Choice[str]]:
    """Distinct words at ``position`` of the user's legal ``verb`` actions (after ``prefix``)."""
    legal = await my_legal(interaction)
    words: list[str] = []
    for action in legal:
        parts = action.split(" ")
        if parts[0] != verb or len(parts) <= position:
            continue
        if prefix and parts[1:1 + len(prefix)] != prefix:
            continue
        if parts[position] not in words and current.lower() in parts[position]:
            words.append(parts[position])
    named = await _words_named(interaction, legal, verb, prefix or [], words[:25])
    return [app_commands.Choice(name=name[:100], value=w) for w, name in named]


async def _words_named(interaction: discord.Interaction, legal: list[str], verb: str, prefix: list[str],
                       words: list[str]) -> list[tuple[str, str]]:
    """Each word with what the user reads for it: the words of the action it completes (a
    control's label, in the user's language) when the word ends a legal action, else the
    notation word itself (the option's next part names the rest)."""
    complete = {w for w in words if " ".join([verb, *prefix, w]) in legal}
    if not complete:
        return [(w, w) for w in words]
    row = await tables_of(interaction).find(str(interaction.channel_id))
    if row is None:
        return [(w, w) for w in words]
    seen = tables_of(interaction).view(row, str(interaction.user.id))
    lang = language(user_locale(interaction))
    return [(w, action_label(seen, " ".join([verb, *prefix, w]), lang) if w in complete else w) for w in words]


class UlukGroup(app_commands.Group, name="uluk", description="Play your season of Uluk",
                guild_only=True):
    @app_commands.command(description="Errand phase: send a triber to a space")
    @app_commands.describe(space="Where the triber goes", poison="Hunt with a Poison token (fnōrd, hlák)",
                           invention="At the Workshop: the invention you take")
    async def place(self, interaction: discord.Interaction, space: str, poison: bool = False,
                    invention: str | None = None) -> None:
        await run_action(interaction, placement("place", space, poison, invention))

    @place.autocomplete("space")
    async def place_space(self, interaction: discord.Interaction, current: str):
        return await word_choices(interaction, current, "place")

    @place.autocomplete("invention")
    async def place_invention(self, interaction: discord.Interaction, current: str):
        return await word_choices(interaction, current, "place", 2, ["workshop"])

    @app_commands.command(description="After everyone placed: move your triber out of the Shaman's Hut")
    async def move(self, interaction: discord.Interaction, space: str, poison: bool = False,
                   invention: str | None = None) -> None:
        await run_action(interaction, placement("move", space, poison, invention))

    @move.autocomplete("space")
    async def move_space(self, interaction: discord.Interaction, current: str):
        return await word_choices(interaction, current, "move")

    @move.autocomplete("invention")
    async def move_invention(self, interaction: discord.Interaction, current: str):
        return await word_choices(interaction, current, "move", 2, ["workshop"])

    @app_commands.command(description="Leave your triber in the Shaman's Hut")
    async def stay(self, interaction: discord.Interaction) -> None:
        await run_action(interaction, "stay")

    @app_commands.command(description="Processing: turn raw pieces into a product (one triber)")
    @app_commands.describe(product="What to make", amount="How many raw pieces to process")
    async def process(self, interaction: discord.Interaction, product: str,
                      amount: app_commands.Range[int, 1, 999]) -> None:
        await run_action(interaction, f"process {product} {amount}")

    @process.autocomplete("product")
    async def process_product(self, interaction: discord.Interaction, current: str):
        return await word_choices(interaction, current, "process")

    @app_commands.command(name="free", description="Processing with a free-processing invention")
    async def free_process(self, interaction: discord.Interaction, product: str,
                           amount: app_commands.Range[int, 1, 2]) -> None:
        await run_action(interaction, f"free {product} {amount}")

    @free_process.autocomplete("product")
    async def free_product(self, interaction: discord.Interaction, current: str):
        return await word_choices(interaction, current, "free")

    @app_commands.command(description="Feeding: tribers eat a food")
    @app_commands.describe(food="The food they eat", tribers="How many tribers eat it")
    async def feed(self, interaction: discord.Interaction, food: str,
                   tribers: app_commands.Range[int, 1, 9] = 1) -> None:
        await run_action(interaction, f"feed {food} {tribers}")

    @feed.autocomplete("food")
    async def feed_food(self, interaction: discord.Interaction, current: str):
        return await word_choices(interaction, current, "feed")

    @app_commands.command(description="Reproduction: two pieces of food for a new triber next season")
    async def reproduce(self, interaction: discord.Interaction, first: str, second: str) -> None:
        await run_action(interaction, f"reproduce {first} {second}")

    @reproduce.autocomplete("first")
    async def reproduce_first(self, interaction: discord.Interaction, current: str):
        return await word_choices(interaction, current, "reproduce")

    @reproduce.autocomplete("second")
    async def reproduce_second(self, interaction: discord.Interaction, current: str):
        first = getattr(interaction.namespace, "first", None)
        return await word_choices(interaction, current, "reproduce", 2, [first] if first else None)

    @app_commands.command(description="Celebrate once a season: +6, or +3 with poison")
    @app_commands.describe(pay="A food, or poison", holiday="The holiday treat")
    async def celebrate(self, interaction: discord.Interaction, pay: str, holiday: str) -> None:
        await run_action(interaction, f"celebrate {pay} {holiday}")

    @celebrate.autocomplete("pay")
    async def celebrate_pay(self, interaction: discord.Interaction, current: str):
        return await word_choices(interaction, current, "celebrate")

    @celebrate.autocomplete("holiday")
    async def celebrate_holiday(self, interaction: discord.Interaction, current: str):
        pay = getattr(interaction.namespace, "pay", None)
        return await word_choices(interaction, current, "celebrate", 2, [pay] if pay else None)

    @app_commands.command(description="Eat extra treats: +1 each")
    async def eat(self, interaction: discord.Interaction, treat: str,
                  amount: app_commands.Range[int, 1, 99] = 1) -> None:
        await run_action(interaction, f"eat {treat} {amount}")

    @eat.autocomplete("treat")
    async def eat_treat(self, interaction: discord.Interaction, current: str):
        return await word_choices(interaction, current, "eat")

    @app_commands.command(description="End your processing or feeding for this season")
    async def done(self, interaction: discord.Interaction) -> None:
        await run_action(interaction, "done")

    @app_commands.command(description="Any action in Uluk's notation (see /game help)")
    async def act(self, interaction: discord.Interaction, action: str) -> None:
        await run_action(interaction, action)

    @act.autocomplete("action")
    async def act_choices(self, interaction: discord.Interaction, current: str):
        return await legal_choices(interaction, current)


async def setup(bot: commands.Bot) -> None:
    group = UlukGroup()
    group.add_command(secrets_command("feast", "Your secret feast card (only you see it)", "feast"))
    bot.tree.add_command(group)


async def teardown(bot: commands.Bot) -> None:
    bot.tree.remove_command("uluk")
