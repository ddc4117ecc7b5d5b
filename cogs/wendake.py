"""``/wendake …``: one subcommand per kind of action (Campfire's edition of Wendake).

The actions are declared (cogs/common.py, :class:`Verb`): each runs the engine's notation
(bot/rules/wendake.py) with autocomplete over the user's legal actions of that verb.
``/wendake hand`` shows the user their own mask cards, privately (the table picture shows
everyone only how many each player holds).
"""

from __future__ import annotations

from discord.ext import commands

from bot.rules import ENGINES
from cogs.common import Verb, action_group, secrets_command

TITLE = "wendake"
VERBS = [
    Verb("pick", "Put a marker on a tile of your action board (in line with your earlier picks)", "tile",
         "The tile's place on your board, a1 to c3"),
    Verb("turn-order", "Put your marker on the first free space of the turn-order track"),
    Verb("move", "Move a Warrior one step or along a path (W3 t7, W3 t7 t8b)", "steps",
         "The Warrior and where it goes"),
    Verb("attack", "Fight a Guard or the Native of a Productive Area", "target",
         "Your Warrior and whom it fights (W3 2W5, W3 t7b)"),
    Verb("transfer", "Send an Outpost Home (before or after an action)", "area",
         "The Outpost's area (t7b), and empty to leave it empty"),
    Verb("upgrade", "Restore: swap a leaving tile for an advanced tile", "swap",
         "The leaving tile and the advanced tile (c1 longhouse)"),
    Verb("done", "End the current Move, Trade or Mask action, or your turn"),
    Verb("skip", "Leave out the tile's next action"),
]


async def setup(bot: commands.Bot) -> None:
    if TITLE in ENGINES:
        group = action_group(TITLE, VERBS)
        group.add_command(secrets_command("hand", "Your mask cards (only you see them)", "masks"))
        bot.tree.add_command(group)


async def teardown(bot: commands.Bot) -> None:
    if bot.tree.get_command(TITLE):
        bot.tree.remove_command(TITLE)
