"""``campfire doctor``: one line per thing a running bot depends on, "ok" or what to do.

Why: a bot that cannot post in a channel, a store on a read-only disk or a missing font
shows up today as a failure in the middle of a game, seen by players. The doctor checks
each dependency up front, in the order an admin would fix them, and exits 1 when one fails
so it can gate a deploy script:

* the token is set and shaped like a bot token, three base64url parts with dots between, the
  first the bot's id (its length only: the token itself is never printed);
* the database: the folder exists, the file opens (:meth:`Store.open`'s own one-sentence
  refusals), its schema version against the code's, and that a write transaction can start
  and write (rolled back, so nothing changes). A check writes nothing: a store older than the
  code (an empty file is version 0) is read, not upgraded, and the line says what
  ``campfire run`` will do with it;
* the bundled fonts load and a test picture renders (its time is shown);
* with a token and without ``--offline``: the bot's permissions in every server channel that
  holds an open game, through Discord's HTTP API only (no gateway connection, so it can run
  beside the bot). :func:`check_channels` takes the client, so tests drive it with a fake.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import io
import logging
import re
import sqlite3
import time
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import aiohttp

from bot.store import MIGRATIONS, Store, StoreUnavailable, failure_kind, is_postgres
from bot.store.failures import SENTENCES

# the permissions a table needs: see its channel, post the turn, attach the picture
NEEDED = (("view_channel", "View Channels"), ("send_messages", "Send Messages"),
          ("attach_files", "Attach Files"))
NEEDED_IN_THREAD = (("view_channel", "View Channels"),
                    ("send_messages_in_threads", "Send Messages in Threads"),
                    ("attach_files", "Attach Files"))
THREAD_TYPES = ("public_thread", "private_thread", "news_thread")
MAX_GAMES = 500                              # open games whose channels are checked


@dataclass(frozen=True)
class Check:
    """One line of the report: ``ok`` says whether it passed; ``text`` says what, or what to do."""

    ok: bool
    subject: str
    text: str

    def line(self) -> str:
        return f"{'ok     ' if self.ok else 'PROBLEM'}  {self.subject}: {self.text}"


@dataclass(frozen=True)
class OpenGame:
    """A server channel that holds a lobby or active game (what the Discord check visits)."""

    game_id: int
    guild_id: int
    channel_id: int


# -- token ----------------------------------------------------------------------------------
_PART = re.compile(r"[A-Za-z0-9_-]+")
_COPY_AGAIN = "copy it again from the developer portal (your application > Bot > Reset Token)"


def token_shaped(token: str) -> bool:
    """Whether ``token`` has a bot token's shape: three base64url parts with dots between, the
    first the bot's user id (a snowflake, base64-encoded). Discord alone says whether it is valid."""
    parts = token.strip().split(".")
    if len(parts) != 3 or not all(_PART.fullmatch(part) for part in parts):
        return False
    try:
        first = base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4))
    except (binascii.Error, ValueError):
        return False
    return first.isdigit() and 15 <= len(first) <= 20


def check_token(token: str | None) -> Check:
    """Set, and shaped like a bot token; the line gives its length only, never its value."""
    if not token:
        return Check(False, "token", "DISCORD_TOKEN is not set: put the bot token (developer portal > "
                                     "your application > Bot > Reset Token) in the environment or in "
                                     ".env as DISCORD_TOKEN=…; `campfire run` needs it")
    if token.strip().lower().startswith("bot "):
        return Check(False, "token", f"DISCORD_TOKEN starts with 'Bot ' ({len(token)} characters): give the "
                                     f"token alone, without the prefix")
    if not token_shaped(token):
        return Check(False, "token", f"DISCORD_TOKEN is not shaped like a bot token ({len(token)} characters; "
                                     f"a bot token is three base64 parts with dots between, the first "
                                     f"the bot's id): {_COPY_AGAIN}")
    return Check(True, "token", f"DISCORD_TOKEN is set and shaped like a bot token ({len(token)} characters)")


# -- database -------------------------------------------------------------------------------
def file_version(path: Path) -> int | None:
    """The file's schema version read without writing anything (None when SQLite cannot read it:
    :meth:`Store.open` then says why in its own sentence). An empty file is version 0."""
    try:
        connection = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True)
        try:
            return connection.execute("PRAGMA user_version").fetchone()[0]
        finally:
            connection.close()
    except sqlite3.Error:
        return None


async def open_unmigrated(target: str | Path) -> Store:
    """The store without upgrading its schema: :meth:`Store.open` for a SQLite file whose schema is
    this code's (or that it refuses before writing: a newer or a damaged file), and for PostgreSQL a
    connection that reads the schema version and changes nothing (an empty schema stays empty)."""
    if not is_postgres(target):
        return await Store.open(target)
    from bot.store.postgres import PostgresStore

    class Unmigrated(PostgresStore):
        async def _migrate(self) -> None:
            """A check reads the version; ``campfire run`` applies the migrations."""

    return await Unmigrated.connect(str(target))


def _what_run_does(version: int) -> str:
    if version == 0:
        return f"`campfire run` creates Campfire's tables in it (schema version {len(MIGRATIONS)})"
    return (f"`campfire run` upgrades it to version {len(MIGRATIONS)}, this Campfire's (numbered "
            f"migrations, every game kept)")


def _older_file(path: Path, version: int) -> tuple[list[Check], list[OpenGame]]:
    """The lines for a SQLite file older than the code, read and probed without writing: what it
    holds, what ``campfire run`` will do, and whether it takes writes (a rolled-back transaction
    that sets the version it already has); and its open games' channels (columns every version has)."""
    where = path.absolute()
    held = "empty (schema version 0)" if version == 0 else f"schema version {version}, older than this Campfire's"
    games: list[OpenGame] = []
    try:
        connection = sqlite3.connect(f"{where.as_uri()}?mode=ro", uri=True)
        try:
            (total,) = connection.execute("SELECT COUNT(*) FROM games").fetchone()
            rows = connection.execute("SELECT id, guild_id, channel_id FROM games WHERE status IN ('lobby', "
                                      "'active') ORDER BY updated_at DESC LIMIT ?", (MAX_GAMES,)).fetchall()
            held += f", {total} game{'s' * (total != 1)}, {len(rows)} open"
            games = _server_channels(SimpleNamespace(id=i, guild_id=g, channel_id=c) for i, g, c in rows)
        finally:
            connection.close()
    except sqlite3.Error:
        pass                                  # no games table yet (version 0)
    lines = [Check(True, "database", f"game store {where}: {held}; {_what_run_does(version)}")]
    try:
        connection = sqlite3.connect(where, timeout=5, isolation_level=None)
        try:
            connection.execute("BEGIN IMMEDIATE")
            try:
                connection.execute(f"PRAGMA user_version = {int(version)}")
            finally:
                connection.execute("ROLLBACK")
        finally:
            connection.close()
    except sqlite3.Error as exc:
        kind = failure_kind(exc) or "failed"
        return [*lines, Check(False, "database", f"not writable, so `campfire run` cannot upgrade it: "
                                                 f"{SENTENCES.get(kind, SENTENCES['failed'])}")], games
    return [*lines, Check(True, "database", "writable (a write transaction started and was rolled back)")], games


class _Undo(Exception):
    """Raised inside the write test so that the store rolls its transaction back."""


async def _check_writable(store: Store) -> Check:
    """A write transaction that writes the schema version the file already has, rolled back:
    it needs the write lock and a writable file, and changes nothing."""
    try:
        async with store.transaction():
            await store.write_probe()
            raise _Undo
    except _Undo:
        return Check(True, "database", "writable (a write transaction started and was rolled back)")
    except StoreUnavailable as exc:
        return Check(False, "database", f"not writable: {exc}")


async def check_database(path: Path, opener: Callable[[Path], Awaitable[Store]] = open_unmigrated
                         ) -> tuple[list[Check], list[OpenGame]]:
    """The database's lines, and the server channels of its open games (for the Discord check).

    A check writes nothing. A file that does not exist yet is not created, and a store older
    than the code (an empty file or schema is version 0) is not upgraded: ``campfire run``
    does both, and the line says so.
    """
    postgres = is_postgres(path)            # a server: no file to look at first
    if not postgres and not path.parent.is_dir():
        try:                                 # Store.open refuses before creating anything
            await opener(path)
        except StoreUnavailable as exc:
            return [Check(False, "database", str(exc))], []
    if not postgres and not path.exists():
        return [Check(True, "database", f"{path.absolute()} does not exist yet: `campfire run` "
                                        f"creates it (new, empty)")], []
    found = None if postgres else file_version(path)
    if found is not None and found < len(MIGRATIONS):
        return await asyncio.to_thread(_older_file, path, found)
    try:
        store = await opener(path)
    except StoreUnavailable as exc:
        return [Check(False, "database", str(exc))], []
    try:
        found = await store.stored_version()
        if found < store.schema_version:     # a PostgreSQL schema left as it is
            return [Check(True, "database", f"game store {store.where()}: schema version {found}; "
                                            f"{_what_run_does(found)}")], []
        checks = [Check(True, "database", f"{await store.describe()}; schema version {found}, this Campfire's"),
                  await _check_writable(store)]
        games = _server_channels(await store.games(status=("lobby", "active"), limit=MAX_GAMES))
    finally:
        await store.close()
    return checks, games


def _server_channels(rows: Iterable[Any]) -> list[OpenGame]:
    """The open games that live in a server channel (console games have no guild or a
    channel name that is not a Discord id)."""
    return [OpenGame(row.id, int(row.guild_id), int(row.channel_id)) for row in rows
            if str(row.guild_id or "").isdigit() and str(row.channel_id).isdigit()]


# -- fonts and pictures ---------------------------------------------------------------------
def check_fonts(folder: Any = None) -> Check:
    """Each bundled font file loads in Pillow (the renderer's own files, read from the package)."""
    from PIL import ImageFont

    from rendering import draw

    folder = folder if folder is not None else resources.files("rendering").joinpath("fonts")
    names = list(draw.FONT_FILES.values())
    for name in names:
        try:
            ImageFont.truetype(io.BytesIO(folder.joinpath(name).read_bytes()), draw.MIN_TEXT)
        except OSError as exc:
            return Check(False, "fonts", f"{name} in {folder} does not load ({exc}): reinstall "
                                         f"Campfire or restore rendering/fonts/")
    return Check(True, "fonts", f"{', '.join(names)} load")


def _test_view() -> dict[str, Any]:
    from bot.rules import create

    return create("natives", ["ann", "bob"], seed=1).view()


def check_picture(render: Callable[[dict[str, Any]], bytes] | None = None) -> Check:
    """A small game's table renders to PNG; the time is what the first picture of a game costs."""
    if render is None:
        from rendering import render_table as render
    started = time.perf_counter()
    try:
        picture = render(_test_view())
    except Exception as exc:  # noqa: BLE001 - any failure here is the finding to report
        return Check(False, "picture", f"a test table does not render ({type(exc).__name__}: {exc}): "
                                       f"check Pillow's installation (pip install -e .)")
    took = (time.perf_counter() - started) * 1000
    return Check(True, "picture", f"a 2-player Natives table rendered in {took:.0f} ms "
                                  f"({len(picture) // 1024} KB PNG)")


# -- Discord --------------------------------------------------------------------------------
# what a network failure (no route, DNS, a timeout) raises from aiohttp under discord.py
_UNREACHABLE = (OSError, asyncio.TimeoutError, aiohttp.ClientError)


class _Missing(Exception):
    """The bot lacks a permission in a channel; the text names them and what to do."""


async def check_channels(client: Any, token: str, games: list[OpenGame]) -> list[Check]:
    """The bot's permissions in each channel of ``games``, through ``client`` (a
    :class:`discord.Client` not connected to the gateway, or a fake with the same coroutines).

    A fetched channel carries an empty stand-in for its guild (no roles without the
    gateway), so the fetched guild is put in its place before ``permissions_for``; a thread
    has no permissions of its own, so its parent's are read, with Send Messages in Threads.
    """
    import discord

    try:
        await client.login(token)
    except discord.LoginFailure:
        return [Check(False, "discord", "Discord refused the token: reset it in the developer "
                                        "portal and set DISCORD_TOKEN again")]
    except discord.HTTPException as exc:
        return [Check(False, "discord", f"Discord answered {exc.status} to the login: try again later")]
    except _UNREACHABLE as exc:
        return [Check(False, "discord", f"cannot reach Discord ({type(exc).__name__}: {exc}): check the "
                                        f"network, or skip these checks with --offline")]
    if not games:
        return [Check(True, "discord", "logged in; no open game in a server channel to check")]
    members: dict[int, tuple[Any, Any]] = {}
    checks = []
    for game in games:
        subject = f"channel {game.channel_id}"
        try:
            checks.append(Check(True, subject, await _channel_permissions(client, game, members)))
        except discord.NotFound:
            checks.append(Check(False, subject, f"game {game.game_id}'s channel no longer exists (or the "
                                                f"bot left its server): its game cannot be posted to; "
                                                f"nothing to do unless the channel was moved"))
        except discord.Forbidden:
            checks.append(Check(False, subject, f"the bot cannot see game {game.game_id}'s channel: give "
                                                f"its role View Channels there"))
        except _Missing as missing:
            checks.append(Check(False, subject, str(missing)))
        except discord.HTTPException as exc:
            checks.append(Check(False, subject, f"Discord answered {exc.status} ({exc.text or 'no text'}): "
                                                f"try again later"))
        except _UNREACHABLE as exc:
            checks.append(Check(False, subject, f"cannot reach Discord ({type(exc).__name__}): check the "
                                                f"network"))
    return checks


async def _channel_permissions(client: Any, game: OpenGame, members: dict[int, tuple[Any, Any]]) -> str:
    channel = await client.fetch_channel(game.channel_id)
    thread = getattr(getattr(channel, "type", None), "name", "") in THREAD_TYPES
    if game.guild_id not in members:             # one guild and member fetch per server
        guild = await client.fetch_guild(game.guild_id)
        members[game.guild_id] = guild, await guild.fetch_member(client.user.id)
    guild, member = members[game.guild_id]
    target = await client.fetch_channel(channel.parent_id) if thread else channel
    target.guild = guild
    permissions = target.permissions_for(member)
    needed = NEEDED_IN_THREAD if thread else NEEDED
    missing = [label for name, label in needed if not getattr(permissions, name)]
    kind = "thread" if thread else "channel"
    if missing:
        raise _Missing(f"the bot lacks {', '.join(missing)} in game {game.game_id}'s {kind}: "
                       f"grant them to its role in the {kind if not thread else 'parent channel'}'s "
                       f"permissions")
    return f"game {game.game_id}'s {kind}: {', '.join(label for _, label in needed)}"


def discord_client() -> Any:
    """A client for the HTTP API only. Intents matter only on the gateway, which is never
    opened; ``guilds`` is set because discord.py warns about state without it, and the voice
    warnings are silenced: the doctor's output is its lines, and it never joins a voice channel."""
    import discord

    discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
    return discord.Client(intents=discord.Intents(guilds=True))


# -- the report -----------------------------------------------------------------------------
async def diagnose(token: str | None, db_path: Path, *, offline: bool = False,
                   client_factory: Callable[[], Any] = discord_client,
                   opener: Callable[[Path], Awaitable[Store]] = Store.open) -> list[Check]:
    checks = [check_token(token)]
    database, games = await check_database(db_path, opener)
    checks += database
    checks.append(await asyncio.to_thread(check_fonts))
    checks.append(await asyncio.to_thread(check_picture))
    if offline:
        checks.append(Check(True, "discord", "skipped (--offline)"))
    elif not token:
        checks.append(Check(True, "discord", "skipped: no DISCORD_TOKEN to log in with"))
    elif not checks[0].ok:     # a login Discord would refuse: not tried (they count against the bot)
        checks.append(Check(True, "discord", "skipped: DISCORD_TOKEN is not a bot token (see above)"))
    else:
        client = client_factory()
        try:
            checks += await check_channels(client, token, games)
        finally:
            await client.close()
    return checks


def report(checks: list[Check], out: Callable[[str], None] = print) -> int:
    """Print one line per check; the exit status: 0 when all passed, 1 otherwise."""
    for check in checks:
        out(check.line())
    return 0 if all(check.ok for check in checks) else 1


def main(token: str | None, db_path: Path, *, offline: bool = False) -> int:
    logging.getLogger("discord").setLevel(logging.WARNING)    # its login notes are not checks
    return report(asyncio.run(diagnose(token, db_path, offline=offline)))
