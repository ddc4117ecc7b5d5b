"""The one gate every interaction passes before any command runs: where it comes from and its options.

Discord checks an option's declared bounds (``max_length``, ``min_value``, choices) in its own
client, but a forged or replayed payload reaches the bot unchecked, and discord.py does not
check them either: a 6,000-character action, ``count:10**9`` or a title outside the choices
would otherwise reach the callbacks (MemoryError, 400 from Discord, tracebacks). So the tree
checks every option of every command here, once, against the bounds the command declares,
and answers one private sentence when something is off. Commands are game commands and only
make sense in a server channel: a DM payload is refused here too.

Every string option gets a declared ``max_length`` (:func:`bound_strings`), so Discord's own
client refuses overlong text before it is sent, and the gate refuses it when it is not.
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands

from bot import l10n
from bot.l10n import Msg
from bot.notation import NotationError
from bot.outcome import TableError
from bot.tables import MAX_ACTION
from bot.text import shorten
from cogs import why

log = logging.getLogger("campfire")

# Longest text a string option may carry (Discord allows 6,000): actions can be compounds.
STRING_LIMITS = {"action": MAX_ACTION, "cards": 200}
DEFAULT_STRING_LIMIT = 100
MESSAGE_LIMIT = 1900             # Discord refuses content over 2,000 characters
QUOTE_LIMIT = 40                 # user text quoted back in a refusal


def quote(text: str, limit: int = QUOTE_LIMIT) -> str:
    """User text as it may be repeated to a user: shortened and unable to mention anyone."""
    return discord.utils.escape_mentions(shorten(text, limit))


def bound_strings(tree: app_commands.CommandTree) -> None:
    """Declare a ``max_length`` on every string option that has none (Discord enforces it)."""
    for command in tree.walk_commands():
        if not isinstance(command, app_commands.Command):
            continue
        for param in command._params.values():
            if param.type is discord.AppCommandOptionType.string and param.max_value is None:
                param.max_value = STRING_LIMITS.get(param.name, DEFAULT_STRING_LIMIT)


def option_problem(command: app_commands.Command, options: list[dict]) -> Msg | None:
    """The first way these raw options break the command's declared parameters, in one sentence."""
    params = {p.display_name: p for p in command._params.values()}
    for option in options:
        name, value = option.get("name"), option.get("value")
        param = params.get(name)
        if param is None:
            return Msg("option-unknown", command=command.qualified_name, name=quote(name or ""))
        if option.get("focused"):
            continue          # being typed (autocomplete): Discord sends it as text, unchecked
        if param.type is discord.AppCommandOptionType.string:
            if not isinstance(value, str):
                return Msg("option-not-text", name=name)
            limit = param.max_value or DEFAULT_STRING_LIMIT
            if len(value) > limit:
                return Msg("option-too-long", name=name, n=len(value), most=limit)
        elif param.type in (discord.AppCommandOptionType.integer, discord.AppCommandOptionType.number):
            if isinstance(value, bool) or not isinstance(value, int | float):
                return Msg("option-not-number", name=name)
            low, high = param.min_value, param.max_value
            if (low is not None and value < low) or (high is not None and value > high):
                # the bounds as the command declares them ("1000", "0.5"), not as counted numbers
                if low is not None and high is not None:
                    return Msg("option-between", name=name, low=f"{low:g}", high=f"{high:g}")
                return (Msg("option-at-least", name=name, low=f"{low:g}") if low is not None
                        else Msg("option-at-most", name=name, high=f"{high:g}"))
        if param.choices and value not in [c.value for c in param.choices]:
            allowed = ", ".join(str(c.value) for c in param.choices[:10])
            return Msg("option-not-a-choice", value=quote(str(value)), name=name, allowed=allowed)
    missing = [p.display_name for p in command._params.values()
               if p.required and p.display_name not in {o.get("name") for o in options}]
    if missing:
        return Msg("option-missing", command=command.qualified_name, name=missing[0])
    return None


def leaf_options(data: dict) -> list[dict]:
    """The options of the subcommand a command payload names (below its groups)."""
    options = data.get("options") or []
    while options and options[0].get("type") in (1, 2):
        options = options[0].get("options") or []
    return options


OUTSIDE_SERVER = Msg("outside-server")


class CampfireTree(app_commands.CommandTree):
    """The command tree with the gate in front of it."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        autocomplete = interaction.type is discord.InteractionType.autocomplete
        if interaction.guild_id is None:
            problem = OUTSIDE_SERVER
        else:
            command = interaction.command
            if not isinstance(command, app_commands.Command):
                return True      # unknown command: discord.py reports it
            problem = option_problem(command, leaf_options(interaction.data or {}))
        if problem is None:
            return True
        if autocomplete:
            await interaction.response.autocomplete([])
        else:
            await reply_private(interaction, problem)
        return False


async def reply_private(interaction: discord.Interaction, message: str | TableError) -> None:
    """One private sentence in the user's language, whether or not the interaction was answered.

    A refusal of the rules (a ``TableError`` naming a rule) also names that rule and carries
    the *Rule* button (cogs/why.py)."""
    rule = getattr(message, "rule", None)
    said = getattr(message, "message", message)      # a TableError's Msg (or English sentence)
    text = why.cited(_words(said, interaction.locale, getattr(message, "title", None)), rule, interaction.locale)
    text = discord.utils.escape_mentions(text)
    if len(text) > MESSAGE_LIMIT:
        text = text[: MESSAGE_LIMIT - 1] + "…"
    extra = {"view": view} if (view := why.rule_view(rule, interaction.locale)) else {}
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **extra)
    else:
        await interaction.response.send_message(text, ephemeral=True, **extra)


def _words(said, locale, title: str | None) -> str:
    """A refusal in the user's language: a message from the catalogs (a plain string, the
    notation or a name, as it is)."""
    if isinstance(said, str):
        return said
    return l10n.text(said, l10n.language(locale), title)


def refusal(error: BaseException) -> str | Msg | TableError | None:
    """The sentence for an error that is the user's to fix (None: a fault of ours); a
    ``TableError`` itself, which may name the rule that refused it."""
    original = getattr(error, "original", error)
    if isinstance(original, TableError):
        return original
    if isinstance(original, NotationError):
        return str(original)
    if isinstance(error, app_commands.TransformerError):
        if error.type in (discord.AppCommandOptionType.user, discord.AppCommandOptionType.mentionable):
            return Msg("member-not-here")
        return Msg("value-not-valid", value=quote(str(error.value)))
    if isinstance(error, app_commands.CommandSignatureMismatch | app_commands.CommandNotFound):
        return Msg("command-changed")
    if isinstance(error, app_commands.CheckFailure):
        return Msg("command-not-here")
    return None


UNKNOWN_CONTROL = Msg("control-unknown")


async def answer_unknown_control(interaction: discord.Interaction) -> None:
    """``on_interaction``: a button or menu whose custom id no registered ``DynamicItem``
    template matches (a forged id, or one from another version of the bot) gets one private
    sentence. discord.py drops such a press silently, and the user sees "interaction failed".
    Every control the bot sends is a ``DynamicItem``; an id that matches a template but that
    the pressed message does not hold (a forged message) is dropped by discord.py the same way,
    so it is answered too. Ids that discord.py will dispatch are left to their items."""
    if interaction.type is not discord.InteractionType.component:
        return
    data = interaction.data or {}
    custom_id, kind = data.get("custom_id"), data.get("component_type")
    views = interaction.client._connection._view_store    # discord.py keeps no public registry
    message_id = interaction.message.id if interaction.message else None
    if any((kind, custom_id) in views._views.get(key, {}) for key in (message_id, None)):
        return       # a View item of ours (persistent or per message): discord.py dispatches it
    if isinstance(custom_id, str) and any(p.fullmatch(custom_id) for p in views._dynamic_items) \
            and custom_id in _component_ids(interaction.message):
        return
    await reply_private(interaction, UNKNOWN_CONTROL)


def _component_ids(message: discord.Message | None) -> set[str]:
    """The custom ids of a message's buttons and menus (rows included)."""
    found: set[str] = set()
    for component in (message.components if message else []):
        for item in getattr(component, "children", [component]):
            if isinstance(getattr(item, "custom_id", None), str):
                found.add(item.custom_id)
    return found


DISCORD_REFUSED = Msg("discord-refused")


def refused(what: str, interaction: discord.Interaction, error: discord.HTTPException) -> None:
    """A send Discord refused (403 no permission, 404 gone, 429 still limited after discord.py's
    retries): one line in the log, no traceback; the caller tells the user one private sentence."""
    log.warning("Discord refused %s in channel %s: %s %s", what, interaction.channel_id,
                getattr(error, "status", "?"), getattr(error, "text", error))


async def delivered(what: str, interaction: discord.Interaction, sending) -> bool:
    """Await a send (after a commit); False, logged by :func:`refused`, when Discord refused it."""
    try:
        await sending
    except discord.HTTPException as exc:
        refused(what, interaction, exc)
        return False
    return True


async def on_tree_error(interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
    """Refusals become one private sentence; anything else is logged, never shown as a traceback.
    A send Discord refused that no command caught itself is Discord's answer, not a fault of ours:
    one line in the log and :data:`DISCORD_REFUSED`."""
    message = refusal(error)
    if message is None and isinstance(original := getattr(error, "original", error), discord.HTTPException):
        refused("a message", interaction, original)
        message = DISCORD_REFUSED
    if message is None:
        log.error("command failed", exc_info=getattr(error, "original", error))
        message = Msg("internal-error")
    try:
        await reply_private(interaction, message)
    except discord.HTTPException:
        log.warning("could not tell the user about a failed command", exc_info=True)
