""""Why not?": a refusal of the rules names its rule and offers its paragraph (issue #11).

An engine's ``IllegalAction`` names a rule id (bot/rulebook.py); the table service keeps it
on the ``TableError`` as ``(title, id)``. The private refusal then ends with the rule's name
in the reader's language, and carries a *Rule* button whose custom id is the rule itself, so
it works after a restart and needs no game: pressing it shows the paragraph privately, the
same text as ``/game rules rule:``.
"""

from __future__ import annotations

import discord

from bot import l10n, rulebook
from bot.l10n import Msg
from bot.rules import playable, title_msg

RULE_ID = r"[a-z0-9][a-z0-9-]{0,60}"


def rule_text(title: str, rule_id: str, locale: object) -> str | None:
    """The paragraph as the Rule button and ``/game rules rule:`` show it."""
    found = rulebook.rule(title, rule_id, locale)
    return f"**{found.name}**\n{found.text}" if found else None


class RuleButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=rf"cf:rule:(?P<title>[a-z]{{1,20}}):(?P<rule>{RULE_ID})"):
    """The *Rule* button under a refusal: the paragraph of the rule that refused it."""

    def __init__(self, title: str, rule_id: str, locale: object = None):
        super().__init__(discord.ui.Button(
            label=l10n.text(Msg("rule-button"), l10n.language(locale)), emoji="📖", style=discord.ButtonStyle.secondary,
            custom_id=f"cf:rule:{title}:{rule_id}"))
        self.title, self.rule_id = title, rule_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match, /):
        return cls(match["title"], match["rule"], interaction.locale)

    async def callback(self, interaction: discord.Interaction) -> None:
        text = rule_text(self.title, self.rule_id, interaction.locale)
        if text is None:   # an id from an older rulebook, or a forged one
            text = l10n.text(Msg("rule-gone"), l10n.language(interaction.locale))
        await interaction.response.send_message(text[:1990], ephemeral=True)


def rule_view(rule: tuple[str, str] | None, locale: object) -> discord.ui.View | None:
    """The view with the Rule button for a refusal naming ``(title, rule id)``; None for none."""
    if rule is None or rulebook.rule(*rule, locale) is None:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(RuleButton(*rule, locale=locale))
    return view


def cited(message: str, rule: tuple[str, str] | None, locale: object) -> str:
    """The (already translated) refusal with the rule's name after it."""
    return rulebook.cite(message, *rule, locale) if rule else message


def rule_choices(titles: list[str], current: str, locale: object) -> list[discord.app_commands.Choice[str]]:
    """``/game rules rule:`` autocomplete: the rules of ``titles`` whose name or id matches, 25 at
    most; with several titles (no game to go by) each name says its game, and an id two titles
    share is offered once."""
    wanted = current.casefold().strip()
    seen: set[str] = set()
    choices = []
    for title in titles:
        for rule_id in rulebook.ids(title):
            r = rulebook.rule(title, rule_id, locale)
            if not (r and r.listed and rule_id not in seen and (wanted in r.name.casefold() or wanted in r.id)):
                continue
            seen.add(rule_id)
            name = r.name if len(titles) == 1 else f"{l10n.text(title_msg(title), l10n.language(locale))} — {r.name}"
            choices.append(discord.app_commands.Choice(name=name[:100], value=r.id))
    return choices[:25]


def title_of_rule(rule_id: str) -> str | None:
    """The one playable title with a listed rule ``rule_id`` (None: no title has it, or several)."""
    having = [t for t in playable() if (r := rulebook.rule(t, rule_id)) is not None and r.listed]
    return having[0] if len(having) == 1 else None
