"""``/natera …``: one subcommand per kind of action, and the hand, privately.

The actions are declared (cogs/common.py, :class:`Verb`): each runs the engine's notation
(bot/rules/natera.py) with autocomplete over the user's legal actions of that verb. The
hand is hidden information: only ``/natera hand`` shows it, to its owner alone.
"""

from __future__ import annotations

from discord.ext import commands

from bot.rules import ENGINES
from cogs.common import Verb, action_group, secrets_command

TITLE = "natera"
VERBS = [
    Verb("send", "Send your tribe leader or an explorer to a location", "where",
         "Which token and where (leader farm-2, explorer forest-4)"),
    Verb("play", "Play an exploration card from your hand, paying one of its costs", "card",
         "The card and the attribute you pay with"),
    Verb("hire", "Hire a specialist from the row (or at a reduced cost when an effect offers it)", "specialist",
         "The specialist to hire"),
    Verb("ability", "Use a specialist's or a played card's ability", "ability", "Whose ability"),
    Verb("settle", "Establish a settlement for 10 supply where you have access", "location",
         "Where the settlement goes"),
    Verb("discard", "Discard a card (two cards for one resource is a free action)", "card", "The card to discard"),
    Verb("take", "Take the resource an effect or a discard gives you", "resource", "The resource you take"),
    Verb("pick", "Draft: the card you keep from the hand passed to you", "card", "The card you keep"),
    Verb("pass", "Pass for the rest of the season"),
]


async def setup(bot: commands.Bot) -> None:
    if TITLE in ENGINES:
        group = action_group(TITLE, VERBS)
        group.add_command(secrets_command("hand", "Your hand of exploration cards (only you see it)", "hand"))
        bot.tree.add_command(group)


async def teardown(bot: commands.Bot) -> None:
    bot.tree.remove_command(TITLE)
