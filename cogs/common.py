"""What every cog shares: running an action, publishing the table, persistent controls.

Cogs stay thin: they turn an interaction into a call on the table service and its
:class:`~bot.tables.Outcome` into messages. Errors are one private sentence. The table
picture is rendered off the event loop. Buttons and selects are ``DynamicItem``s whose
custom id carries the game, the state version and the action, so they work after a
restart without per-message state, and a button from an older turn is refused.

Language (bot/l10n.py): texts are messages, made into words at the edge (:func:`say`).
What only the user sees (errors, private lines, their own controls) follows the user's
Discord locale; what the whole channel sees (the table message, public lines, its
buttons) follows the table's language (``/game new language:``, the table's settings),
else the server's locale. A control's words are ``rendering.action_label`` of the view
of whoever sees it (a public control: ``view(None)``); its custom id stays the notation.
"""

from __future__ import annotations

import io
import logging
import re
from dataclasses import dataclass, field
from typing import Any

import discord
from discord import app_commands

import rendering
from bot import l10n
from bot.keepalive import STALE_CONTROL
from bot.l10n import Msg, language
from bot.present import result_pad
from bot.rules import DISPLAY_NAMES, TITLES, restore, title_msg
from bot.store import GameRow
from bot.tables import Outcome, TableError, check_title
from bot.web.links import links_of
from cogs.guard import OUTSIDE_SERVER, reply_private
from rendering import action_label, describe, pool

log = logging.getLogger(__name__)

MAX_CONTENT = 1900
BUTTONS_PER_ROW = 5
MAX_ROWS = 5


def tables_of(interaction: discord.Interaction):
    return interaction.client.tables  # type: ignore[attr-defined]


def command_title(interaction: discord.Interaction) -> str | None:
    """The title whose command group the interaction comes from (``/natera hire`` -> natera);
    None for buttons and for the commands every title shares (``/game …``)."""
    command = interaction.command
    if command is None:
        return None
    name = (command.root_parent or command).name
    return name if name in TITLES else None


async def running_game(interaction: discord.Interaction) -> GameRow | None:
    """The channel's game in play, for a title's own commands that read it (a hand, a feast
    card); None, refused privately, when there is none or when it is another title's."""
    title = command_title(interaction) or ""
    row = await tables_of(interaction).find(str(interaction.channel_id))
    try:
        if row is not None and title:
            check_title(row, title)
        if row is None or row.status != "active":
            raise TableError(Msg("title-not-running", title=title_msg(title) if title in DISPLAY_NAMES else title))
    except TableError as exc:
        await reply_error(interaction, exc)
        return None
    return row


async def own_view(interaction: discord.Interaction, not_seated: TableError,
                   resigned: TableError) -> dict[str, Any] | None:
    """The user's own view of the channel's game, for a title's private commands (a hand, a
    feast card); None, refused privately, when there is no such game, the user has no seat,
    or has resigned (the AI plays the seat now: its secrets are hidden from its old player)."""
    row = await running_game(interaction)
    if row is None:
        return None
    seat = row.seat_of(str(interaction.user.id))
    refusal = not_seated if seat is None else resigned if seat.resigned else None
    if refusal is not None:
        await reply_error(interaction, refusal)
        return None
    return tables_of(interaction).view(row, str(interaction.user.id))


def secrets_command(name: str, description: str, what: str) -> app_commands.Command:
    """``/<title> <name>``: what only the user's seat sees (``rendering.secrets``: a hand, a
    feast card, mask cards), privately, in the user's language; refused in one sentence to a
    user with no seat, or whose seat the AI plays since they resigned (``what`` names the
    secret in those refusals: ``own-not-seated``, ``own-resigned``)."""
    async def show(interaction: discord.Interaction) -> None:
        view = await own_view(interaction, TableError(Msg("own-not-seated", what=what)),
                              TableError(Msg("own-resigned", what=what)))
        if view is not None:
            words = "\n".join(rendering.secrets(view, language(user_locale(interaction))))
            await interaction.response.send_message(clip(words), ephemeral=True)

    return app_commands.Command(name=name, description=description, callback=show)


async def my_legal(interaction: discord.Interaction) -> list[str]:
    """The user's legal actions in this channel's game, for autocomplete and controls; none
    when the command belongs to another title's group."""
    return await tables_of(interaction).legal(str(interaction.channel_id), str(interaction.user.id),
                                              title=command_title(interaction))


def user_name(user: discord.abc.User) -> str:
    return getattr(user, "display_name", None) or user.name


def can_manage(interaction: discord.Interaction) -> bool:
    perms = getattr(interaction, "permissions", None)
    return bool(perms and (perms.manage_channels or perms.administrator))


def clip(text: str, limit: int = MAX_CONTENT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


# -- language ------------------------------------------------------------------------------------
# The settings key of a table's own language (``/game new language:``): a catalog language.
TABLE_LANGUAGE = "language"


def user_locale(interaction: discord.Interaction) -> discord.Locale:
    """The language of what only this user sees."""
    return interaction.locale


def table_language(row: GameRow | None) -> str | None:
    """The language a table was opened in (``/game new language:``), None when it has none."""
    chosen = (row.settings or {}).get(TABLE_LANGUAGE) if row is not None else None
    return chosen if chosen in l10n.languages() else None


def channel_locale(interaction: discord.Interaction, row: GameRow | None = None) -> discord.Locale | str:
    """The language of what the whole channel sees of ``row``: the table's own language,
    else the server's (the user's outside a server)."""
    return table_language(row) or interaction.guild_locale or interaction.locale


def say(text: Any, locale: discord.Locale | str | None, title: str | None = None) -> str:
    """``text`` in the language of ``locale``: a message (or its stored form) from the
    catalogs, reading ``title``'s files too. A plain string is shown as it is: the notation,
    a seat's name, or a line stored as English before its engine spoke messages."""
    if isinstance(text, str):
        return text
    return l10n.text(text, language(locale), title)


def say_all(texts: list[Any], locale: discord.Locale | str | None, title: str | None = None) -> list[str]:
    return [say(t, locale, title) for t in texts]


def for_user(interaction: discord.Interaction, text: Any, title: str | None = None) -> str:
    """A message (or an English sentence) in the user's language; ``title`` names the game
    whose catalog an engine's message reads."""
    return say(text, user_locale(interaction), title)


def for_channel(interaction: discord.Interaction, text: Any, title: str | None = None,
                row: GameRow | None = None) -> str:
    """A message in the channel's language for ``row``'s table (see :func:`channel_locale`)."""
    return say(text, channel_locale(interaction, row), title)


def public_text(interaction: discord.Interaction, lines: list[Any], title: str | None = None,
                row: GameRow | None = None) -> str:
    """An outcome's public lines, in the channel's language, clipped to Discord's limit."""
    return clip("\n".join(say_all(lines, channel_locale(interaction, row), title)) or "\u200b")


def outcome_public(interaction: discord.Interaction, outcome: Outcome) -> str:
    """:func:`public_text` of an outcome, in its table's language."""
    return public_text(interaction, outcome.public, outcome.game.title, outcome.game)


# The one private sentence (in the user's language), answered or not: cogs/guard.py's.
reply_error = reply_private


def pings(user_ids: list[str]) -> discord.AllowedMentions:
    """Allow exactly these users to be pinged by a message, nobody else (no everyone, no role)."""
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(int(u)) for u in user_ids if str(u).isdigit()])


# What the bot must be allowed to do in a channel to post a table there (discord.Permissions
# flags; each is named as Discord's settings name it, permission-<flag> in the catalogs).
POSTING = ("send_messages", "attach_files")
POSTING_IN_THREADS = ("send_messages_in_threads", "attach_files")


def missing_posting(interaction: discord.Interaction) -> Msg | None:
    """The refusal when the bot may not post the table in this channel, before anything is committed."""
    needed = POSTING_IN_THREADS if isinstance(interaction.channel, discord.Thread) else POSTING
    missing = missing_permissions(interaction, needed)
    return Msg("post-no-permission", permissions=missing) if missing else None


def missing_permissions(interaction: discord.Interaction, needed: tuple[str, ...]) -> list[Msg]:
    """The names of the ``needed`` permissions (discord.Permissions flags) the bot lacks in this channel."""
    return [Msg.named("permission", flag.replace("_", "-")) for flag in needed
            if not getattr(interaction.app_permissions, flag, False)]


async def tell_post_failed(interaction: discord.Interaction, error: Exception) -> None:
    """The move is committed but the channel did not get the table: say so plainly."""
    if isinstance(error, discord.HTTPException):
        log.warning("posting the table failed after a commit in channel %s: %s", interaction.channel_id, error)
    else:
        log.error("drawing the table failed after a commit in channel %s", interaction.channel_id,
                  exc_info=error)
    await reply_error(interaction, Msg("post-table-failed"))


# -- running an action ------------------------------------------------------------------------
async def run_action(interaction: discord.Interaction, action: str, version: int | None = None) -> None:
    """Apply one action for the interaction's user and show what follows.

    The deferral is private, so a refusal stays private; the actor's private answer replaces
    it, and then the table goes to the channel as a followup of its own (see :func:`publish`).
    A title's command acts only on a game of that title.
    """
    tables = tables_of(interaction)
    problem = missing_posting(interaction)
    if problem:
        await reply_error(interaction, problem)
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        outcome = await tables.act(str(interaction.channel_id), str(interaction.user.id), action, version=version,
                                   title=command_title(interaction))
    except TableError as exc:
        await reply_error(interaction, exc)
        return
    await answer_actor(interaction, outcome)
    if outcome.picture:
        await publish(interaction, outcome)


async def answer_actor(interaction: discord.Interaction, outcome: Outcome) -> None:
    """Private reply: what happened, and the controls for the actor's next step if any."""
    tables = tables_of(interaction)
    user_id = str(interaction.user.id)
    lines = list(outcome.private) or [Msg("done")]
    view = None
    if outcome.game.status == "active" and user_id in tables.awaited_users(outcome.game):
        # the row this move committed, as the reply's words read it (not the store again)
        actions = tables.legal_of(outcome.game, user_id, command_title(interaction))
        view = controls(outcome.game, actions, user_locale(interaction), tables.view(outcome.game, user_id))
        lines.append(next_hint(actions))
    lines = say_all(lines, user_locale(interaction), outcome.game.title)
    await interaction.followup.send(clip("\n".join(lines)), ephemeral=True,
                                    view=view or discord.utils.MISSING)


def next_hint(actions: list[str]) -> Msg:
    """The actor's next step, its verbs as the notation writes them (in backticks: "choose
    use, take" read as broken English)."""
    verbs = ", ".join(f"`{verb}`" for verb in sorted({a.split(" ")[0] for a in actions}))
    return Msg("move-continues", verbs=verbs)


async def publish(interaction: discord.Interaction, outcome: Outcome) -> discord.Message | None:
    """Post the table picture in the channel with the turn's summary and the mention.

    The post is a public followup of the interaction: interaction endpoints are not bound to
    Discord's global limit of 50 requests a second, which a channel message would count
    against (a busy bot posts a table per move). The caller has replaced the deferral
    already (the first followup after a deferral edits it, and keeps its privacy).
    Called after the commit: a refused post is told to the actor, never raised.
    """
    tables = tables_of(interaction)
    try:
        table = await table_message(tables, outcome.game, outcome.public, outcome.mention,
                                    channel_locale(interaction, outcome.game))
        message = await interaction.followup.send(**table.send(), allowed_mentions=pings(outcome.mention),
                                                  wait=True)
    except Exception as exc:      # committed already: the actor must hear it, whatever failed
        await tell_post_failed(interaction, exc)
        return None
    await tables.set_message(outcome.game.id, str(message.id))
    if outcome.game.status == "finished" and getattr(interaction.client, "films", True):
        await post_film(interaction.followup, tables, outcome.game, channel_locale(interaction, outcome.game))
    return message


async def post_web_move(bot, outcome: Outcome) -> None:
    """A move made on the web table (bot/web) gets the channel's table post, as a slash
    command's would. There is no interaction to follow up, so it is a channel message, in
    the table's language (else the server's); a refused post is only logged (the move is committed)."""
    row = outcome.game
    try:
        # a partial channel sends without fetching the channel first (one request, not two)
        guild = bot.get_guild(int(row.guild_id)) if row.guild_id and row.guild_id.isdigit() else None
        channel = bot.get_partial_messageable(int(row.channel_id), guild_id=guild.id if guild else None)
        locale = table_language(row) or (guild.preferred_locale if guild is not None else None)
        table = await table_message(bot.tables, outcome.game, outcome.public, outcome.mention, locale)
        message = await channel.send(**table.send(), allowed_mentions=pings(outcome.mention))
        await bot.tables.set_message(outcome.game.id, str(message.id))
    except Exception:
        log.warning("the table of web move in game %s was not posted", outcome.game.id, exc_info=True)


async def replay_file(tables, row: GameRow, locale: discord.Locale | str | None = None) -> discord.File:
    """The animated replay of a finished game, rebuilt from its log off the event loop; its
    alt text in the language of ``locale``."""
    from bot.replay import replay_webp

    lang = language(locale)
    data = await pool.off_loop(replay_webp, await tables.game_log(row), lang)
    final = describe(tables.view(row), True, lang)
    alt = l10n.text(Msg("replay-film-alt", final=final), lang)
    return discord.File(io.BytesIO(data), filename="replay.webp", description=alt[:1024])


async def post_film(channel, tables, row: GameRow, locale: discord.Locale | str | None = None) -> None:
    """After the final table, the whole game again as a short film (issue 11, "Watch it again"),
    sent to ``channel`` (a channel, or an interaction's followup webhook).
    The game is over and committed: a film that cannot be made or posted is only logged."""
    try:
        film = await replay_file(tables, row, locale)
        await channel.send(content=say(Msg("replay-film-intro"), locale), file=film)
    except Exception:
        log.warning("the replay of game %s was not posted", row.id, exc_info=True)


@dataclass
class TableMessage:
    """A table message as ``send`` takes it: ``await channel.send(**message.send())``."""

    content: str
    files: list[discord.File]
    view: discord.ui.View | None
    embeds: list[discord.Embed] = field(default_factory=list)

    def send(self) -> dict[str, Any]:
        return {"content": self.content, "files": self.files, "view": self.view or discord.utils.MISSING,
                "embeds": self.embeds or discord.utils.MISSING}


# the embeds' side bar: the pictures' own background, so the bar reads as their frame
PICTURE_FRAME = discord.Colour(0x2B2622)


async def table_message(tables, row: GameRow, lines: list[str], mention: list[str],
                        locale: discord.Locale | str | None = None) -> TableMessage:
    """Content, pictures and controls of a table message (text and buttons in ``locale``).

    A game in play has two pictures: on top the phone picture (``turn.png``: who the game
    waits for, what they decide and their own area, readable at the ~400 px a phone shows,
    rendering.render_focus), then the whole table (``table.png``). Each is an embed's image:
    two plain attachments would be laid side by side at half a phone's width. A finished
    game's message has the final table (waiting for nobody) and the score pad
    (rendering.render_end), posted once, as attachments."""
    view = tables.view(row)
    lang = language(locale)
    over = row.status == "finished"
    embeds: list[discord.Embed] = []
    posted = await pool.off_loop(rendering.table_post, view, lang, over, title=row.title)
    if not over and posted[0][0] == "turn.png":
        embeds = [discord.Embed(colour=PICTURE_FRAME).set_image(url=f"attachment://{name}")
                  for name, _, _ in posted]
    # each picture's alt text, what a screen reader says of it (rendering.table_post)
    files = [discord.File(io.BytesIO(png), filename=name, description=alt or None) for name, png, alt in posted]
    text = say_all(list(lines), locale, row.title)
    if over and row.result:
        pad = result_pad(row.result, lang, row.title)
        text.append("```\n" + pad + "\n```")
    if (web := links_of(tables)) is not None:       # the web table is on (bot/web)
        text.append(say(Msg("live-table", url=f"<{web.spectator_url(row.id)}>"), locale))
    controls_view = None
    if row.status == "active":
        awaited = tables.awaited_users(row)
        if mention:
            who = " ".join(f"<@{u}>" for u in mention)
            text.append(say(Msg("your-move-mention", who=who, n=len(mention)), locale))
        game = restore(row.state)
        seat = row.seat_of(awaited[0]) if len(awaited) == 1 else None
        if seat is not None and not game.private_choices(seat.name):
            controls_view = controls(row, game.legal_actions(seat.name), locale, view)
        elif awaited:   # several decide at once, or the choices name what only the seat sees
            controls_view = discord.ui.View(timeout=None)
            controls_view.add_item(ChoicesButton(row.id, locale))
    return TableMessage(clip("\n".join(text) or "\u200b"), files, controls_view, embeds)


async def post_table(interaction: discord.Interaction, call) -> None:
    """Run ``call()`` (a table-service coroutine returning an Outcome) and post the table.

    For commands that move the game without being an action (start, resign, undo, seat
    changes): a refusal is private (the deferral is private, PLATFORM-NOTES "Visibility of a
    deferred response"), the table goes to the channel for everyone.
    """
    problem = missing_posting(interaction)
    if problem:
        await reply_error(interaction, problem)
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        outcome = await call()
    except TableError as exc:
        await reply_error(interaction, exc)
        return
    # the private "thinking" message must be replaced before the public followup (see publish);
    # once the table is up it has nothing left to say
    await interaction.edit_original_response(content=for_user(interaction, Msg("posting-table")))
    if await publish(interaction, outcome) is not None:
        await interaction.delete_original_response()


# -- controls ----------------------------------------------------------------------------------
def controls(row: GameRow, actions: list[str], locale: discord.Locale | str | None = None,
             seen: dict[str, Any] | None = None) -> discord.ui.View | None:
    """Buttons for small groups of actions, selects for the larger ones (Discord's limits).

    ``seen`` is the view of whoever sees the controls (the table message's: ``view(None)``;
    a private reply's: the user's, ``Tables.view(row, user_id)``): their words come from it
    (``rendering.action_label``), so a public menu names nothing that view hides. The custom ids carry the notation."""
    if not actions:
        return None
    lang = language(locale)
    groups: dict[str, list[str]] = {}
    for action in actions:
        groups.setdefault(action.split(" ")[0], []).append(action)
    view = discord.ui.View(timeout=None)
    rows_used = 0
    buttons: list[str] = [a for verb, acts in groups.items() if len(acts) <= 3 for a in acts]
    selects = [acts for acts in groups.values() if len(acts) > 3]
    index = {action: i for i, action in enumerate(actions)}
    room = 100 - len(f"cf:a:{row.id}:{row.version}:")
    for i, action in enumerate(buttons[: BUTTONS_PER_ROW * 2]):
        text = action_label(seen, action, lang) if seen else action
        view.add_item(ActionButton(row.id, row.version, action, text,
                                   row=i // 5, ref=action_ref(action, index[action], room)))
    rows_used = -(-min(len(buttons), 10) // BUTTONS_PER_ROW)
    n = 0
    for acts in selects:
        for start in range(0, len(acts), 25):
            if rows_used >= MAX_ROWS:
                return view
            chunk = acts[start:start + 25]
            view.add_item(ActionSelect(row.id, row.version, n, chunk, row.title, row=rows_used, locale=locale,
                                       refs=[action_ref(a, index[a], 100) for a in chunk], seen=seen))
            rows_used += 1
            n += 1
    return view


class ForItsGame:
    """The one guard of the controls a table message carries (an action's button or menu, *My
    choices*): a control acts only on the game it was made for, and only while that game is
    open. discord.py runs ``interaction_check`` before the callback, which runs only if it
    passes; a refusal is one private sentence."""

    game_id: int

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        if interaction.guild_id is None:
            await reply_error(interaction, OUTSIDE_SERVER)
            return False
        try:
            row = await tables_of(interaction).find(str(interaction.channel_id))
        except Exception:    # discord.py drops a failed check silently: log it, as it logs a callback's
            log.exception("Ignoring exception in the check of %r", self)
            raise
        if row is None or row.id != self.game_id:
            await reply_error(interaction, STALE_CONTROL)
            return False
        return True


class ActionButton(ForItsGame, discord.ui.DynamicItem[discord.ui.Button],
                   template=r"cf:a:(?P<game>\d+):(?P<version>\d+):(?P<action>.+)"):
    """One action; its custom id is the whole action, so it survives restarts.

    An action too long for Discord's 100-character custom id is carried as ``#n``, its
    place in the seat's legal actions at that version (the version check makes it exact).
    """

    def __init__(self, game_id: int, version: int, action: str, text: str | None = None,
                 row: int | None = None, ref: str | None = None):
        self.game_id, self.version, self.action = game_id, version, action
        custom_id = f"cf:a:{game_id}:{version}:{ref or action}"
        super().__init__(discord.ui.Button(label=(text or action)[:80], custom_id=custom_id[:100],
                                           style=discord.ButtonStyle.primary, row=row))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> ActionButton:
        return cls(parse_id(match["game"]), parse_id(match["version"]), match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        action = await resolve_ref(interaction, self.action)
        if action is not None:
            await run_action(interaction, action, version=self.version)


def parse_id(digits: str) -> int:
    """A number from a custom id; an absurd one (a forged id) becomes 0, which is no game's id."""
    return int(digits) if len(digits) <= 19 else 0


def action_ref(action: str, index: int, room: int) -> str:
    """The action itself when it fits in ``room`` characters of a custom id, else ``#index``."""
    return action if len(action) <= room else f"#{index}"


async def resolve_ref(interaction: discord.Interaction, ref: str) -> str | None:
    """The action a ``#n`` reference stands for (see :class:`ActionButton`); refuses a stale one."""
    if not re.fullmatch(r"#\d{1,4}", ref):
        return ref
    legal = await my_legal(interaction)
    index = int(ref[1:])
    if index >= len(legal):
        await reply_error(interaction, Msg("choice-gone"))
        return None
    return legal[index]


class ActionSelect(ForItsGame, discord.ui.DynamicItem[discord.ui.Select],
                   template=r"cf:s:(?P<game>\d+):(?P<version>\d+):(?P<n>\d+)"):
    """A choice among many actions (the values are the actions themselves)."""

    def __init__(self, game_id: int, version: int, n: int, actions: list[str] | None = None,
                 title: str = "", row: int | None = None, locale: discord.Locale | str | None = None,
                 refs: list[str] | None = None, seen: dict[str, Any] | None = None):
        self.game_id, self.version = game_id, version
        actions = actions or []
        lang = language(locale)
        options = [discord.SelectOption(label=(action_label(seen, a, lang) if seen else a)[:100], value=ref)
                   for a, ref in zip(actions, refs or actions, strict=True)] if seen is not None else []
        select = discord.ui.Select(custom_id=f"cf:s:{game_id}:{version}:{n}",
                                   placeholder=l10n.text(placeholder(title, actions), lang),
                                   options=options or [discord.SelectOption(label="-")], row=row)
        super().__init__(select)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select,
                             match: re.Match[str]) -> ActionSelect:
        return cls(parse_id(match["game"]), parse_id(match["version"]), parse_id(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or []
        if len(values) != 1 or not isinstance(values[0], str):
            await reply_error(interaction, Msg("pick-one-option"))
            return
        action = await resolve_ref(interaction, values[0])
        if action is not None:
            await run_action(interaction, action, version=self.version)


class ChoicesButton(ForItsGame, discord.ui.DynamicItem[discord.ui.Button], template=r"cf:c:(?P<game>\d+)"):
    """When several players must decide at once: each gets their own controls privately."""

    def __init__(self, game_id: int, locale: discord.Locale | str | None = None):
        self.game_id = game_id
        super().__init__(discord.ui.Button(label=say(Msg("my-choices-button"), locale),
                                           custom_id=f"cf:c:{game_id}", style=discord.ButtonStyle.secondary))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> ChoicesButton:
        return cls(parse_id(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        tables = tables_of(interaction)
        row = await tables.current(str(interaction.channel_id))
        actions = await my_legal(interaction)
        if not actions:
            await reply_error(interaction, Msg("choices-not-your-decision"))
            return
        await interaction.response.send_message(for_user(interaction, Msg("your-choices")),
                                                view=controls(row, actions, user_locale(interaction),
                                                              tables.view(row, str(interaction.user.id))),
                                                ephemeral=True)


# A menu's prompt by its actions' verb, in each title's own words (Inuit's and Uluk's menus
# said "Place a native…"): the messages prompt-<title>-<verb>; a verb not listed is "Choose…".
PROMPTS: dict[str, tuple[str, ...]] = {
    "natives": ("place", "take", "use", "discard", "resolve", "sacrifice"),
    "inuit": ("place", "take", "use", "discard", "resolve", "sacrifice"),
    "uluk": ("place", "move"),
    "natera": ("play", "hire", "discard"),
    "wendake": ("pick",),
}


def placeholder(title: str, actions: list[str]) -> Msg:
    """The prompt of a menu of ``actions`` (their first one's verb)."""
    verb = actions[0].split(" ")[0] if actions else ""
    if verb in PROMPTS.get(title, ()):
        return Msg.named("prompt", f"{title}-{verb}")
    return Msg("prompt-choose")


# -- autocomplete ---------------------------------------------------------------------------------
async def legal_choices(interaction: discord.Interaction, current: str, verb: str | None = None,
                        strip: bool = True) -> list[app_commands.Choice[str]]:
    """Autocomplete from the user's legal actions only (25 at most, Discord's limit), named
    in the user's language."""
    actions = await my_legal(interaction)
    if verb:
        actions = [a for a in actions if a.split(" ")[0] == verb]
    choices: list[app_commands.Choice[str]] = []
    tables = tables_of(interaction)
    row = await tables.find(str(interaction.channel_id))
    if row is None:
        return choices
    seen, lang = tables.view(row, str(interaction.user.id)), language(user_locale(interaction))
    for action in actions:
        value = action.split(" ", 1)[1] if strip and verb and " " in action else action
        name = action_label(seen, action, lang)
        if current.lower() in value.lower() or current.lower() in name.lower():
            choices.append(app_commands.Choice(name=name[:100], value=value[:100]))
    return choices[:25]


# -- declared action commands ------------------------------------------------------------------
class Verb:
    """One action command of a game's group, declared rather than wired: ``/natera hire
    specialist:…`` runs ``hire <specialist>``; autocomplete offers the user's legal actions
    of that verb only. ``option=None``: the verb alone (``/natera pass``)."""

    def __init__(self, verb: str, description: str, option: str | None = None, option_help: str = "",
                 name: str | None = None):
        self.verb, self.description, self.option, self.option_help = verb, description, option, option_help
        self.name = name or verb

    def command(self) -> app_commands.Command:
        verb = self.verb
        if self.option is None:
            async def bare(interaction: discord.Interaction) -> None:
                await run_action(interaction, verb)
            return app_commands.Command(name=self.name, description=self.description, callback=bare)

        async def with_value(interaction: discord.Interaction, value: str) -> None:
            await run_action(interaction, f"{verb} {value}" if verb else value)

        async def choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
            return await legal_choices(interaction, current, verb or None)

        with_value = app_commands.rename(value=self.option)(with_value)
        with_value = app_commands.describe(value=self.option_help or self.option)(with_value)
        command = app_commands.Command(name=self.name, description=self.description, callback=with_value)
        command.autocomplete("value")(choices)
        return command


def action_group(title: str, verbs: list[Verb]) -> app_commands.Group:
    """``/<title>`` with one subcommand per declared verb, plus ``act`` for any action."""
    playing = Msg("cmd-play-turn-of", game=title_msg(title))
    group = app_commands.Group(name=title, description=app_commands.locale_str(str(playing), msg=playing),
                               guild_only=True)
    anything = Verb("", "Any action in the notation (see /game help)", "action", "The action", name="act")
    for verb in [*verbs, anything]:
        group.add_command(verb.command())
    return group


def outcome_text(outcome: Outcome, locale: discord.Locale | str | None = None) -> str:
    return clip("\n".join(say_all(outcome.public, table_language(outcome.game) or locale, outcome.game.title))
                or "\u200b")


__all__: list[Any] = [
    "ActionButton", "ActionSelect", "ChoicesButton", "answer_actor", "can_manage", "channel_locale", "clip",
    "placeholder", "table_language",
    "command_title", "controls", "for_channel", "for_user", "legal_choices", "my_legal", "outcome_text",
    "outcome_public", "own_view", "public_text", "publish", "say", "say_all",
    "reply_error", "run_action", "running_game", "table_message", "tables_of",
    "user_locale", "user_name",
]
