"""``campfire local``: the bot's own slash commands and buttons, typed in a terminal.

The console is a Discord client, not a second front end: each line becomes the
interaction payload Discord would send, and goes through the real bot (its command tree,
its cogs, its table service, its permission checks) offline, through :mod:`bot.offline`.
So it speaks every command the bot has, with the same options and the same refusals, by
construction. A line is one of::

    @ann /game new title:Natives        a slash command with name:value options
    @ann /game start shuffle            a bare boolean option name means name:true
    @ann /natives take profession:farmer cards:man-bear woman-bear
                                        a value runs until the next name: (quotes work too)
    @ann /game replace seat:bob member:@cy
                                        a member option takes a console name
    @bob scout                          plain notation: /<title> act action:scout
    @ann press 2                        press button [2] of the last controls you can see
    @ann press 4 cy                     … a member picker [4], choosing cy
    @ann click Scout                    … or the control labelled "Scout"
    # a comment                         (blank lines and comments are skipped)

What the console does itself is only what Discord's own client does before it sends
anything: it finds the command in the tree, refuses an option the command does not have
or a missing required one, turns the text into the option's type (whole number, number,
true/false, member) and a choice's name into its value (``title:Natives`` is the choice
"Natives"). Everything else (bounds, who may do what, the rules) is the bot's answer.

Every console name is a server member with a stable id (a hash of the name, so a name is
the same user in every session) and that name as display name. Members cannot manage the
channel unless named with ``--manage`` (so a non-host cannot ``/game abandon``).

Answers are printed as the channel would show them; what only the speaker sees is
prefixed "(only you see this)". Attached pictures are written to the out folder as
``<channel>-0001.png``, numbering on from the pictures already there. Buttons and selects
are printed as ``[n] label``; ``press n`` refers to the newest message with controls that
the speaker can see (the channel's or their own private one).
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import re
import shlex
import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import AsyncExitStack, suppress
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from discord import AppCommandOptionType, app_commands

from bot.offline import Call, OfflineGateway, snowflake

log = logging.getLogger("campfire.console")

PRIVATE = "(only you see this)"
NO_ANSWER = "(no answer: Discord would show \"The application did not respond\")"
PROMPT = "campfire> "
HISTORY = Path(os.environ.get("CAMPFIRE_HISTORY", Path.home() / ".campfire_history"))
OPTION = re.compile(r"^([A-Za-z_][\w-]*):(.*)$", re.DOTALL)
WHOLE = re.compile(r"^[+-]?\d{1,16}$")
TRUE, FALSE = {"true", "yes", "on", "1"}, {"false", "no", "off", "0"}
MESSAGE, UPDATE_MESSAGE, MODAL = 4, 7, 9      # interaction callback types that show something
ALL_STATUSES = ("lobby", "active", "finished", "abandoned")


class ConsoleError(Exception):
    """A line the console cannot send (as Discord's client would not): one sentence, nothing runs."""


@dataclass
class Control:
    """One pressable thing of a message: a button, one option of a select, or a member picker."""

    label: str
    custom_id: str
    value: str | None = None          # the option's value, for a select
    pick_member: bool = False         # a user select: press it with a name


@dataclass
class Shown:
    """A message with controls, as the console last printed it."""

    call: Call
    audience: str | None              # the user id who alone sees it, or None: the channel
    controls: list[Control] = field(default_factory=list)


class Console:
    """One terminal session on an offline gateway; ``run_line`` returns the text it shows.

    ``run_line`` never raises: a line the console cannot send, or anything going wrong
    while it runs, is one sentence (the traceback goes to the debug log).
    """

    def __init__(self, gateway: OfflineGateway, out_dir: Path, channel: str = "local",
                 locale: str = "en-US"):
        self.gateway, self.out_dir, self.channel, self.locale = gateway, out_dir, channel, locale
        self.channel_id = gateway.channel_id
        self.shown: list[Shown] = []
        self.seated: dict[str, str] = {}      # user id -> seat name, for users who have not typed yet

    @property
    def tables(self):
        return self.gateway.bot.tables

    async def run_line(self, line: str) -> str:
        line = line.strip()
        if not line or line.startswith("#"):
            return ""
        try:
            return await self._run(line)
        except ConsoleError as exc:
            return f"{PRIVATE} {exc}"
        except Exception as exc:   # a bad line never ends the session
            log.debug("console line failed: %s", line, exc_info=True)
            return f"{PRIVATE} That line could not be run ({type(exc).__name__}: {str(exc)[:200]})."

    async def _run(self, line: str) -> str:
        speaker, rest = split_speaker(line)
        words = split_words(rest)
        if not words:
            raise ConsoleError("Say a command after the name, e.g. @ann /game status.")
        if words[0].startswith("/"):
            path, options = self.parse_command(words)
            return await self.slash(speaker, path, options)
        if words[0].lower() in ("press", "click"):
            return await self.press(speaker, words[0].lower(), words[1:])
        return await self.notation(speaker, rest)

    # -- slash commands -------------------------------------------------------------------------
    def parse_command(self, words: list[str]) -> tuple[str, dict[str, Any]]:
        """``["/game", "new", "title:Natives"]`` -> ("game new", {"title": "natives"}).

        The command and its options come from the bot's own tree, so the console knows
        exactly the commands and options the bot has.
        """
        tree = self.gateway.bot.tree
        name = words[0].lstrip("/").lower()
        node: Any = tree.get_command(name)
        if node is None:
            names = ", ".join("/" + c.name for c in tree.get_commands())
            raise ConsoleError(f"There is no /{name} command; the commands are {names}.")
        path, rest = [name], words[1:]
        while isinstance(node, app_commands.Group):
            children = ", ".join(c.name for c in node.commands)
            if not rest or OPTION.match(rest[0]):
                raise ConsoleError(f"/{' '.join(path)} needs one of: {children}.")
            child = node.get_command(rest[0].lower())
            if child is None:
                raise ConsoleError(f"/{' '.join(path)} has no '{rest[0]}'; it has: {children}.")
            path.append(rest[0].lower())
            node, rest = child, rest[1:]
        return " ".join(path), self.parse_options(node, rest)

    def parse_options(self, command: app_commands.Command, words: list[str]) -> dict[str, Any]:
        """The options typed as Discord shows them (``where:``, a parameter's display name,
        not the Python name behind it), keyed by that name: what Discord's payload carries."""
        params = {p.display_name: p for p in command.parameters}
        where = f"/{command.qualified_name}"
        known = ", ".join(params) or "none"
        texts: dict[str, str] = {}
        current: str | None = None
        for word in words:
            match = OPTION.match(word)
            lowered = word.lower()
            if match:
                key = match[1].lower()
                if key not in params:
                    raise ConsoleError(f"{where} has no option '{match[1]}' (its options: {known}).")
                if key in texts:
                    raise ConsoleError(f"The option {key} is given twice.")
                texts[key], current = match[2], key
            elif (lowered in params and params[lowered].type is AppCommandOptionType.boolean
                  and lowered not in texts):
                texts[lowered], current = "true", None
            elif current is not None:
                texts[current] = f"{texts[current]} {word}".strip()
            else:
                raise ConsoleError(f"{where} does not know '{word}'; write options as name:value "
                                   f"(its options: {known}).")
        values = {key: self.convert(params[key], text) for key, text in texts.items()}
        missing = [p.display_name for p in command.parameters if p.required and p.display_name not in values]
        if missing:
            raise ConsoleError(f"{where} needs {' and '.join(f'{m}:' for m in missing)}.")
        return values

    def convert(self, param: app_commands.Parameter, text: str) -> Any:
        """The option's value as Discord's client would send it, or one sentence why not."""
        name, kind = param.display_name, param.type
        if text == "":
            raise ConsoleError(f"The option {name}: has no value.")
        if param.choices:
            for choice in param.choices:
                if text.lower() in (str(choice.value).lower(), str(choice.name).lower()):
                    return choice.value
            allowed = ", ".join(str(c.name) for c in param.choices)
            raise ConsoleError(f"{name} must be one of: {allowed}.")
        if kind is AppCommandOptionType.string:
            return text
        if kind is AppCommandOptionType.integer:
            if not WHOLE.match(text):
                raise ConsoleError(f"{name} must be a whole number.")
            return int(text)
        if kind is AppCommandOptionType.number:
            try:
                number = float(text)
            except ValueError:
                raise ConsoleError(f"{name} must be a number.") from None
            if number != number or number in (float("inf"), float("-inf")):
                raise ConsoleError(f"{name} must be a number.")
            return number
        if kind is AppCommandOptionType.boolean:
            if text.lower() in TRUE | FALSE:
                return text.lower() in TRUE
            raise ConsoleError(f"{name} must be true or false.")
        if kind is AppCommandOptionType.user:
            return self.member_id(text)
        raise ConsoleError(f"The console cannot give a {kind.name} option ({name}).")

    def member_id(self, text: str) -> str:
        """A console name (``bob``, ``@bob``) or a mention (``<@123>``) as a user id."""
        mention = re.fullmatch(r"<@!?(\d{1,20})>", text.strip())
        if mention:
            return mention[1]
        name = text.strip().lstrip("@")
        if not re.fullmatch(r"[\w.-]{1,32}", name):
            raise ConsoleError(f"'{text}' is not a member name: write it like @bob.")
        return self.gateway.user_id(name)

    async def slash(self, speaker: str, path: str, options: dict[str, Any]) -> str:
        calls = await self.gateway.slash(speaker, path, locale=self.locale, guild_locale=self.locale,
                                         **options)
        await self.learn_names(calls)
        return self.show(speaker, calls)

    # -- notation and controls ------------------------------------------------------------------
    async def notation(self, speaker: str, action: str) -> str:
        """``@bob scout`` is ``/<title> act action:scout`` for the channel's game."""
        row = await self.tables.find(self.channel_id)
        if row is None:
            raise ConsoleError("There is no game in this channel: open one with /game new title:…")
        command = self.gateway.command(f"{row.title} act")
        if command is None or len(getattr(command, "parameters", [])) != 1:
            raise ConsoleError(f"/{row.title} has no act command; use its slash commands.")
        [option] = command.parameters
        return await self.slash(speaker, f"{row.title} act", {option.display_name: action})

    async def press(self, speaker: str, verb: str, words: list[str]) -> str:
        """``press 2`` / ``click Scout``: a control of the newest message the speaker can see."""
        uid = self.gateway.user_id(speaker)
        shown = next((s for s in reversed(self.shown) if s.audience in (None, uid) and s.controls), None)
        if shown is None:
            raise ConsoleError("There are no buttons to press yet.")
        if not words:
            raise ConsoleError(f"Say which: {verb} 1 … {verb} {len(shown.controls)}, or click <label>.")
        control, extra = self._find_control(shown, words)
        if control.pick_member:
            if not extra:
                raise ConsoleError(f"[{shown.controls.index(control) + 1}] picks a member: add a name, "
                                   f"e.g. press {shown.controls.index(control) + 1} bob.")
            calls = await self.gateway.click(speaker, control.custom_id, values=[self.member_id(extra[0])],
                                             source=shown.call, locale=self.locale, guild_locale=self.locale)
        else:
            values = None if control.value is None else [control.value]
            calls = await self.gateway.click(speaker, control.custom_id, values=values, source=shown.call,
                                             locale=self.locale, guild_locale=self.locale)
        await self.learn_names(calls)
        return self.show(speaker, calls)

    @staticmethod
    def _find_control(shown: Shown, words: list[str]) -> tuple[Control, list[str]]:
        if words[0].isdigit():
            n = int(words[0])
            if not 1 <= n <= len(shown.controls):
                raise ConsoleError(f"There is no [{n}]: the newest controls go from 1 to {len(shown.controls)}.")
            return shown.controls[n - 1], words[1:]
        label = " ".join(words).lower()
        exact = [c for c in shown.controls if c.label.lower() == label]
        near = exact or [c for c in shown.controls if label in c.label.lower()]
        if len(near) != 1:
            what = "No" if not near else "More than one"
            raise ConsoleError(f"{what} control is labelled like '{' '.join(words)}'; press it by number.")
        return near[0], []

    # -- what the channel and the speaker see ---------------------------------------------------
    def name_of(self, user_id: str) -> str | None:
        """A user's console name: who has typed in this session, else their seat in a stored game."""
        return self.gateway.name_of(user_id) or self.seated.get(str(user_id))

    async def learn_names(self, calls: list[Call]) -> None:
        """Name the users these calls mention (or message directly) who have not typed in this
        session: a player seated in an earlier session is known to the store by id and seat name.
        This channel's games are asked first, then every game's."""
        wanted = {uid for call in calls for uid in re.findall(r"<@!?(\d+)>", json.dumps(call.data))}
        wanted |= {self.gateway.dm_channels[c.channel_id] for c in calls
                   if c.kind == "channel" and c.channel_id in self.gateway.dm_channels}
        wanted = {uid for uid in wanted if self.name_of(uid) is None}
        for channel in (self.channel_id, None):
            if not wanted:
                return
            for row in await self.tables.store.games(channel_id=channel, status=ALL_STATUSES, limit=500):
                for seat in row.seats:
                    if seat.user_id in wanted:
                        self.seated[seat.user_id] = seat.name
            wanted -= set(self.seated)

    def show(self, speaker: str, calls: list[Call]) -> str:
        """The calls of one interaction as text; pictures written; controls numbered."""
        uid = self.gateway.user_id(speaker)
        out: list[str] = []
        answered = False
        for call in calls:
            if call.kind == "response":
                answered = True
                if call.payload.get("type") == MODAL:
                    out.append(f"{PRIVATE} (a form opened: the console cannot fill in forms)")
                if call.payload.get("type") not in (MESSAGE, UPDATE_MESSAGE):   # deferrals, autocomplete
                    continue
            elif call.kind == "followup":
                answered = True
                if call.method == "DELETE":
                    continue
            elif call.kind != "channel":
                continue
            out.append(self.message_text(call, uid))
        if not answered:
            out.append(NO_ANSWER)
        return "\n".join(line for line in out if line)

    def message_text(self, call: Call, uid: str) -> str:
        data = call.data
        lines = [self.readable(data.get("content") or "")]
        for embed in data.get("embeds") or []:
            lines += [self.readable(embed.get(k) or "") for k in ("title", "description")]
        lines = [line for line in lines if line.strip() and line != "\u200b"]
        for file in call.files:
            lines.append(f"[picture: {self.save_picture(file)}]")
        if call.kind == "channel" and self.gateway.is_dm(call):
            who = self.name_of(self.gateway.dm_channels[call.channel_id]) or "someone"
            lines[0:1] = [f"(direct message to {who}) {lines[0] if lines else ''}".rstrip()]
        elif call.kind == "channel" and call.channel_id != self.channel_id:
            lines[0:1] = [f"(in another channel) {lines[0] if lines else ''}".rstrip()]
        elif call.kind != "channel" and call.private:
            lines[0:1] = [f"{PRIVATE} {lines[0] if lines else ''}".rstrip()]
        if call.kind == "channel":
            audience = self.gateway.dm_channels.get(call.channel_id or "")     # None: the whole channel
        else:
            audience = uid if call.private else None
        controls = self.controls_text(call, audience)
        if controls:
            lines.append(controls)
        return "\n".join(lines)

    def controls_text(self, call: Call, audience: str | None) -> str:
        """Number the message's buttons and select options; remember them for ``press``."""
        shown = Shown(call, audience)
        rows: list[str] = []
        for row in call.data.get("components") or []:
            buttons: list[str] = []
            for item in row.get("components", []):
                if item.get("type") == 2 and item.get("custom_id"):
                    shown.controls.append(Control(item.get("label") or item["custom_id"], item["custom_id"]))
                    buttons.append(f"[{len(shown.controls)}] {shown.controls[-1].label}")
                elif item.get("type") == 3:
                    picks = []
                    for option in item.get("options", []):
                        shown.controls.append(Control(option["label"], item["custom_id"], option["value"]))
                        picks.append(f"[{len(shown.controls)}] {option['label']}")
                    rows.append(f"  {item.get('placeholder') or 'Choose'}: " + "  ".join(picks))
                elif item.get("type") == 5:
                    label = item.get("placeholder") or "Choose a member"
                    shown.controls.append(Control(label, item["custom_id"], pick_member=True))
                    rows.append(f"  [{len(shown.controls)}] {label} (press {len(shown.controls)} <name>)")
            if buttons:
                rows.append("  " + "   ".join(buttons))
        if not shown.controls:
            return ""
        self.shown.append(shown)
        del self.shown[:-20]
        return "\n".join(rows)

    def readable(self, text: str) -> str:
        """Mentions as console names, Discord timestamps as dates."""
        def user(match: re.Match[str]) -> str:
            return "@" + (self.name_of(match[1]) or match[1])

        def channel(match: re.Match[str]) -> str:
            return "#" + (self.channel if match[1] == self.channel_id else match[1])

        def stamp(match: re.Match[str]) -> str:
            return datetime.fromtimestamp(int(match[1]), UTC).strftime("%Y-%m-%d %H:%M UTC")

        text = re.sub(r"<@!?(\d+)>", user, text)
        text = re.sub(r"<#(\d+)>", channel, text)
        return re.sub(r"<t:(\d{1,12})(?::\w)?>", stamp, text)

    def save_picture(self, file) -> Path:
        """Write an attachment as the next ``<channel>-NNNN.png`` (never over an earlier one)."""
        self.out_dir.mkdir(parents=True, exist_ok=True)
        file.fp.seek(0)
        data = file.fp.read()
        suffix = Path(file.filename or "picture.png").suffix or ".png"
        pattern = re.compile(rf"^{re.escape(self.channel)}-(\d+)\.\w+$")
        taken = [int(m[1]) for p in self.out_dir.iterdir() if (m := pattern.match(p.name))]
        n = max(taken, default=0)
        while True:
            n += 1
            path = self.out_dir / f"{self.channel}-{n:04d}{suffix}"
            try:
                with path.open("xb") as out:     # another console may write into the same folder
                    out.write(data)
                return path
            except FileExistsError:
                continue


def split_speaker(line: str) -> tuple[str, str]:
    """``@ann /game status`` -> ("ann", "/game status")."""
    match = re.match(r"^@([\w.-]{1,32})(?:\s+|$)(.*)$", line.strip(), re.DOTALL)
    if not match:
        raise ConsoleError("Start with who is speaking: @name /command … (e.g. @ann /game status).")
    return match[1], match[2].strip()


def split_words(text: str) -> list[str]:
    """Words as a shell splits them; a lone apostrophe is a letter (``deliver:in the game's channel``,
    a choice's name), so only double quotes group words then."""
    try:
        return shlex.split(text)
    except ValueError:
        lexer = shlex.shlex(text, posix=True)
        lexer.whitespace_split, lexer.commenters, lexer.quotes = True, "", '"'
        try:
            return list(lexer)
        except ValueError as exc:      # an unclosed double quote
            raise ConsoleError(f"The line cannot be read: {exc}.") from None


# -- the session ------------------------------------------------------------------------------------
async def open_console(db_path: Path, out_dir: Path, channel: str = "local", moderators: Iterable[str] = (),
                       locale: str = "en-US", seed_source: Callable[[], int] | None = None
                       ) -> tuple[Console, AsyncExitStack]:
    """A console on a bot that never logs in; closing the stack closes the bot and its store."""
    stack = AsyncExitStack()
    gateway = await stack.enter_async_context(OfflineGateway.open(
        db_path, seed_source=seed_source, moderators={m.lower() for m in moderators},
        channel_id=snowflake(channel, "channel")))
    return Console(gateway, out_dir, channel, locale), stack


async def run(db_path: Path, out_dir: Path, channel: str = "local", lines: Iterable[str] = (),
              moderators: Iterable[str] = (), locale: str = "en-US",
              seed_source: Callable[[], int] | None = None) -> list[str]:
    """Run ``lines`` through a console session; returns what each line showed (tests, scripts)."""
    console, stack = await open_console(db_path, out_dir, channel, moderators, locale, seed_source)
    async with stack:
        return [await console.run_line(line) for line in lines]


async def console_links(console: Console, printed: set[tuple[str, int]]) -> list[str]:
    """A player link for each console user seated at the channel's game who has none yet."""
    from bot.web import links_of

    links, tables = links_of(console.tables), console.tables
    row = await tables.store.open_game(console.channel_id)
    if links is None or row is None or row.state is None:
        return []
    out = []
    for seat in row.seats:
        if seat.user_id and not seat.ai and (seat.user_id, row.id) not in printed:
            printed.add((seat.user_id, row.id))
            token = links.player_token(seat.user_id, row.id, await tables.store.web_generation(seat.user_id))
            out.append(f"(web) {seat.name}'s page: {links.player_url(token)}")
    if out:
        out.insert(0, f"(web) the table: {links.spectator_url(row.id)}")
    return out


async def serve_console(db_path: Path, out_dir: Path, channel: str, moderators: Iterable[str], locale: str,
                        web: tuple[str, int], lines: Iterator[str]) -> None:
    """``campfire local --web HOST:PORT``: the console with the web table serving its games
    (index at ``http://HOST:PORT/``); lines are read in a thread so the pages stay live while
    the terminal waits, and a move made on a page is printed as the channel's post."""
    from bot.web import open_web
    from bot.web.server import serve
    from cogs.common import outcome_text, post_web_move

    console, stack = await open_console(db_path, out_dir, channel, moderators, locale)
    async with stack:
        bot = console.gateway.bot

        async def post(outcome) -> None:
            await post_web_move(bot, outcome)
            print(f"(web) {outcome_text(outcome, locale)}", flush=True)

        web_table = await open_web(console.tables, f"http://{web[0]}:{web[1]}", post=post, open_index=True)
        runner = await serve(web_table, *web)
        print(f"(web) every game: http://{web[0]}:{web[1]}/", flush=True)
        printed: set[tuple[str, int]] = set()
        try:
            while (line := await asyncio.to_thread(next, lines, None)) is not None:
                text = await console.run_line(line)
                if text:
                    print(text, flush=True)
                for link in await console_links(console, printed):
                    print(link, flush=True)
        finally:
            await runner.cleanup()


def main(db_path: Path, out_dir: Path, channel: str = "local", moderators: Iterable[str] = (),
         locale: str = "en-US", web: tuple[str, int] | None = None) -> int:
    """The terminal session: standard input, with a prompt, line editing and history on a terminal.

    Each line runs in its own ``Runner.run`` so that Ctrl-C at the prompt is a plain
    KeyboardInterrupt and Ctrl-C during a line cancels it; either ends the session quietly
    (status 130), and the store is closed on every way out.
    """
    interactive = sys.stdin.isatty()
    if web is not None:
        try:
            asyncio.run(serve_console(db_path, out_dir, channel, moderators, locale, web, _lines(interactive)))
        except KeyboardInterrupt:
            print()
            return 130
        return 0
    status = 0
    stack = None
    with asyncio.Runner() as runner:
        try:
            console, stack = runner.run(open_console(db_path, out_dir, channel, moderators, locale))
            if interactive:
                _load_history()
                print("Campfire console: type e.g.  @ann /game new title:Natives   (Ctrl-D or Ctrl-C quits)")
            for line in _lines(interactive):
                text = runner.run(console.run_line(line))
                if text:
                    print(text, flush=True)
        except KeyboardInterrupt:
            print()
            status = 130
        finally:
            if interactive:
                _save_history()
            if stack is not None:
                runner.run(stack.aclose())
    return status


def _lines(interactive: bool) -> Iterator[str]:
    """Typed lines (Ctrl-D ends) or piped ones, echoed so that a transcript reads like a chat."""
    if not interactive:
        for line in sys.stdin:
            if line.strip() and not line.lstrip().startswith("#"):
                print(f"> {line.rstrip()}", flush=True)
            yield line
        return
    while True:
        try:
            yield input(PROMPT)
        except EOFError:
            print()
            return


def _load_history() -> None:
    """Line editing and history through the standard library's readline, where it exists."""
    try:
        import readline
    except ImportError:
        return
    readline.set_history_length(1000)
    with suppress(OSError):
        readline.read_history_file(HISTORY)


def _save_history() -> None:
    with suppress(ImportError, OSError):
        import readline

        readline.write_history_file(HISTORY)
