"""``/natera …``: one subcommand per kind of action, and the hand, privately.

The actions are declared (cogs/common.py, :class:`Verb`): each runs the engine's notation
(bot/rules/natera.py) with autocomplete over the user's legal actions of that verb. The
hand is hidden information: only ``/natera hand`` shows it, to its owner alone.
"""

from __future__ import annotations

import discord
from discord.ext import commands

from bot import l10n
from bot.l10n import Msg, language
from bot.rules import ENGINES
from bot.rules.natera_data import card_msg, components
from bot.rules.natera_steps import effect_msg
from bot.tables import TableError
from cogs.common import Verb, action_group, own_view, user_locale

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


def card_line(card_id: str) -> Msg:
    """One card of the hand: its notation (what the commands take), its name and what it does,
    in the reader's words; a passive card's condition stays its notation."""
    card = components().cards[card_id]
    if card.kind == "passive":
        return Msg("natera-hand-passive", id=card_id, card=card_msg(card_id), passive=" ".join(card.passive))
    return Msg("natera-hand-card", id=card_id, card=card_msg(card_id), effect=effect_msg(card.effect))


def hand_text(view: dict, lang: str = l10n.ENGLISH) -> str:
    """The seat's hand, one card a line, in ``lang`` (a catalog language)."""
    me = next(p for p in view["players"] if p["seat"] == view["you"])
    cards = [c.get("id") if isinstance(c, dict) else c for c in me.get("hand") or []]
    if not cards:
        return l10n.text(Msg("natera-hand-empty"), lang, TITLE)
    lines = [l10n.text(Msg("natera-hand-heading", n=len(cards)), lang, TITLE)]
    lines += [l10n.text(card_line(card), lang, TITLE) for card in cards]
    return "\n".join(lines)


async def hand(interaction: discord.Interaction) -> None:
    """Your hand of exploration cards (only you see it)."""
    view = await own_view(interaction, TableError(Msg("own-not-seated", what="hand")),
                          TableError(Msg("own-resigned", what="hand")))
    if view is None:
        return
    text = hand_text(view, language(user_locale(interaction)))
    await interaction.response.send_message(text[:1900], ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    if TITLE in ENGINES:
        group = action_group(TITLE, VERBS)
        group.add_command(discord.app_commands.Command(
            name="hand", description="Your hand of exploration cards (only you see it)", callback=hand))
        bot.tree.add_command(group)


async def teardown(bot: commands.Bot) -> None:
    bot.tree.remove_command(TITLE)
