"""``campfire doctor`` (bot/doctor.py): every check passing and failing, the exit status, and
the token never printed.

The Discord check runs against a fake client that answers with real discord.py objects
(Guild, TextChannel, Thread, Member built from API payloads, as ``fetch_*`` builds them), so
the permissions are computed by discord.py itself from roles and channel overwrites.
"""

from __future__ import annotations

import sqlite3
from types import SimpleNamespace

import aiohttp
import discord
import pytest

from bot import doctor
from bot.cli import main as cli_main
from bot.store import MIGRATIONS, Store

TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GhIjKl.secret-part-of-the-token-xyz"
GUILD, BOT, BOT_ROLE = 100, 200, 300
OPEN_CHANNEL, NO_ATTACH, DELETED, HIDDEN, THREAD = 401, 402, 403, 404, 405
NO_THREAD_POSTS, MUTED_THREAD = 406, 407      # a channel denying Send Messages in Threads, its thread
EVERYONE = discord.Permissions(view_channel=True, send_messages=True, attach_files=True,
                               send_messages_in_threads=True)


class FakeDiscord:
    """Answers like Discord's HTTP API for one server: a bot member with its own role, a
    channel whose overwrite denies that role Attach Files, a deleted channel (404), a
    channel the bot cannot see (403), a thread under the open channel, and a thread under a
    channel that denies the role Send Messages in Threads."""

    def __init__(self, *, login_error: Exception | None = None):
        self._client = doctor.discord_client()
        self._state = self._client._connection
        self.user = SimpleNamespace(id=BOT)
        self.login_error = login_error
        self.logged_in_with: str | None = None
        self.closed = False
        self.guild_fetches = 0

    async def login(self, token: str) -> None:
        if self.login_error:
            raise self.login_error
        self.logged_in_with = token

    async def close(self) -> None:
        self.closed = True

    async def fetch_guild(self, guild_id: int) -> discord.Guild:
        self.guild_fetches += 1
        role = {"name": "", "color": 0, "hoist": False, "managed": False, "mentionable": False}
        guild = _Guild(state=self._state, data={
            "id": str(guild_id), "name": "server", "owner_id": "1", "emojis": [], "stickers": [],
            "features": [], "roles": [
                {**role, "id": str(guild_id), "permissions": str(EVERYONE.value), "position": 0},
                {**role, "id": str(BOT_ROLE), "permissions": "0", "position": 1}]})
        guild.bot_member = discord.Member(state=self._state, guild=guild, data={
            "user": {"id": str(BOT), "username": "campfire", "discriminator": "0", "avatar": None},
            "roles": [str(BOT_ROLE)], "joined_at": None, "deaf": False, "mute": False, "flags": 0})
        return guild

    async def fetch_channel(self, channel_id: int):
        response = SimpleNamespace(status=404, reason="Not Found")
        if channel_id == DELETED:
            raise discord.NotFound(response, {"code": 10003, "message": "Unknown Channel"})
        if channel_id == HIDDEN:
            response.status, response.reason = 403, "Forbidden"
            raise discord.Forbidden(response, {"code": 50001, "message": "Missing Access"})
        # what Client.fetch_channel does: the guild is an empty stand-in without roles
        stand_in = self._state._get_or_create_unavailable_guild(GUILD)
        if channel_id in (THREAD, MUTED_THREAD):
            parent = OPEN_CHANNEL if channel_id == THREAD else NO_THREAD_POSTS
            return discord.Thread(state=self._state, guild=stand_in, data={
                "id": str(channel_id), "type": 11, "guild_id": str(GUILD), "parent_id": str(parent),
                "owner_id": "1", "name": "table", "message_count": 0, "member_count": 1, "thread_metadata": {
                    "archived": False, "auto_archive_duration": 1440, "locked": False,
                    "archive_timestamp": "2026-01-01T00:00:00+00:00"}})
        deny = {NO_ATTACH: discord.Permissions(attach_files=True),
                NO_THREAD_POSTS: discord.Permissions(send_messages_in_threads=True)
                }.get(channel_id, discord.Permissions())
        return discord.TextChannel(state=self._state, guild=stand_in, data={
            "id": str(channel_id), "type": 0, "guild_id": str(GUILD), "name": "games", "position": 0,
            "permission_overwrites": [{"id": str(BOT_ROLE), "type": 0, "allow": "0",
                                       "deny": str(deny.value)}]})


class _Guild(discord.Guild):
    """A fetched guild whose ``fetch_member`` answers from memory instead of over HTTP."""

    async def fetch_member(self, member_id: int) -> discord.Member:
        assert member_id == BOT
        return self.bot_member


async def _store_with_games(path, channels: list[int]) -> None:
    store = await Store.open(path)
    try:
        async with store.transaction():
            for channel in channels:
                await store.insert_game(guild_id=str(GUILD), channel_id=str(channel), title="natives",
                                        host_id="1", options={}, seats=[], seed=1)
            await store.insert_game(guild_id=None, channel_id="local", title="natives", host_id="1",
                                    options={}, seats=[], seed=1)     # a console game: not visited
    finally:
        await store.close()


def _lines(checks: list[doctor.Check], subject: str) -> list[str]:
    return [c.line() for c in checks if c.subject == subject]


# -- token ----------------------------------------------------------------------------------
def test_token_present_shows_only_its_length():
    check = doctor.check_token(TOKEN)
    assert check.ok and f"{len(TOKEN)} characters" in check.text and TOKEN[-4:] not in check.line()


def test_token_missing_is_a_problem_saying_where_to_put_it():
    check = doctor.check_token(None)
    assert not check.ok and "DISCORD_TOKEN" in check.text and ".env" in check.text


# -- database -------------------------------------------------------------------------------
async def test_missing_folder_is_the_store_sentence(tmp_path):
    checks, games = await doctor.check_database(tmp_path / "nope" / "campfire.sqlite3")
    assert [c.ok for c in checks] == [False] and games == []
    assert "does not exist: create it or correct the path (CAMPFIRE_DB)" in checks[0].text


async def test_new_file_is_ok_and_not_created(tmp_path):
    path = tmp_path / "campfire.sqlite3"
    checks, _ = await doctor.check_database(path)
    assert [c.ok for c in checks] == [True] and "does not exist yet" in checks[0].text
    assert list(tmp_path.iterdir()) == []


async def test_garbage_file_is_refused(tmp_path):
    path = tmp_path / "campfire.sqlite3"
    path.write_bytes(b"this is not a database, " * 100)
    checks, _ = await doctor.check_database(path)
    assert [c.ok for c in checks] == [False]
    assert "damaged or is not a SQLite database" in checks[0].text


async def test_newer_schema_is_refused_and_left_untouched(tmp_path):
    path = tmp_path / "campfire.sqlite3"
    await _store_with_games(path, [])
    newer = len(MIGRATIONS) + 1
    with sqlite3.connect(path) as connection:
        connection.execute(f"PRAGMA user_version = {newer}")
    checks, _ = await doctor.check_database(path)
    assert [c.ok for c in checks] == [False] and f"schema version {newer}, newer than" in checks[0].text
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA user_version").fetchone()[0] == newer


async def test_existing_store_is_ok_writable_and_unchanged(tmp_path):
    path = tmp_path / "campfire.sqlite3"
    await _store_with_games(path, [OPEN_CHANNEL])
    with sqlite3.connect(path) as connection:
        before = connection.execute("SELECT * FROM games").fetchall()
    checks, games = await doctor.check_database(path)
    assert all(c.ok for c in checks) and len(checks) == 2
    assert "2 games, 2 open" in checks[0].text and "schema version" in checks[0].text
    assert "writable" in checks[1].text
    assert [(g.guild_id, g.channel_id) for g in games] == [(GUILD, OPEN_CHANNEL)]
    with sqlite3.connect(path) as connection:
        assert connection.execute("SELECT * FROM games").fetchall() == before


async def test_read_only_store_is_a_problem(tmp_path):
    """Read-only through SQLite's own switch on the store's writer (the tests run as root,
    for whom a chmod does not stop writes): the store's transaction refuses with its sentence."""
    path = tmp_path / "campfire.sqlite3"
    await _store_with_games(path, [])

    async def read_only(p):
        store = await Store.open(p)
        await store._db.execute("PRAGMA query_only = ON")
        return store

    checks, _ = await doctor.check_database(path, opener=read_only)
    assert [c.ok for c in checks] == [True, False]
    assert checks[1].text == "not writable: The game store is read-only: tell the server admin."


# -- fonts and picture ----------------------------------------------------------------------
def test_bundled_fonts_load():
    check = doctor.check_fonts()
    assert check.ok and "DejaVuSans.ttf" in check.text and "DejaVuSans-Bold.ttf" in check.text


def test_a_broken_font_file_is_a_problem(tmp_path):
    (tmp_path / "DejaVuSans.ttf").write_bytes(b"not a font")
    check = doctor.check_fonts(tmp_path)
    assert not check.ok and "DejaVuSans.ttf" in check.text and "rendering/fonts" in check.text


def test_test_picture_renders_with_its_time():
    check = doctor.check_picture()
    assert check.ok and " ms " in check.text and "KB PNG" in check.text


def test_a_failing_render_is_a_problem():
    def broken(view):
        raise OSError("cannot open resource")

    check = doctor.check_picture(broken)
    assert not check.ok and "cannot open resource" in check.text


# -- Discord --------------------------------------------------------------------------------
def _game(channel: int, game_id: int = 1) -> doctor.OpenGame:
    return doctor.OpenGame(game_id, GUILD, channel)


async def test_channel_permissions_from_roles_and_overwrites():
    fake = FakeDiscord()
    checks = await doctor.check_channels(fake, TOKEN, [
        _game(OPEN_CHANNEL, 1), _game(NO_ATTACH, 2), _game(DELETED, 3), _game(HIDDEN, 4), _game(THREAD, 5),
        _game(MUTED_THREAD, 6)])
    assert fake.logged_in_with == TOKEN and fake.guild_fetches == 1      # one fetch per server
    assert [c.ok for c in checks] == [True, False, False, False, True, False]
    assert "Attach Files" in checks[1].text and "Send Messages" not in checks[1].text
    assert "no longer exists" in checks[2].text
    assert "cannot see" in checks[3].text and "View Channels" in checks[3].text
    assert "thread" in checks[4].text and "Send Messages in Threads" in checks[4].text
    assert "lacks Send Messages in Threads in game 6's thread" in checks[5].text
    assert "parent channel" in checks[5].text


async def test_a_refused_token_is_one_problem():
    checks = await doctor.check_channels(FakeDiscord(login_error=discord.LoginFailure("bad")), TOKEN,
                                         [_game(OPEN_CHANNEL)])
    assert [c.ok for c in checks] == [False] and "refused the token" in checks[0].text


async def test_no_network_is_one_problem_not_a_traceback():
    unreachable = aiohttp.ClientConnectionError("Cannot connect to host discord.com:443")
    checks = await doctor.check_channels(FakeDiscord(login_error=unreachable), TOKEN, [_game(OPEN_CHANNEL)])
    assert [c.ok for c in checks] == [False] and "--offline" in checks[0].text


# -- the whole report -----------------------------------------------------------------------
async def test_all_passing_exits_0_and_never_prints_the_token(tmp_path):
    path = tmp_path / "campfire.sqlite3"
    await _store_with_games(path, [OPEN_CHANNEL, THREAD])
    fake = FakeDiscord()
    checks = await doctor.diagnose(TOKEN, path, client_factory=lambda: fake)
    printed: list[str] = []
    assert doctor.report(checks, printed.append) == 0, printed
    assert fake.closed and len(printed) == 7
    assert all(line.startswith("ok ") for line in printed)
    assert not any(TOKEN in line or TOKEN[-8:] in line for line in printed)


async def test_a_deleted_channel_exits_1(tmp_path):
    path = tmp_path / "campfire.sqlite3"
    await _store_with_games(path, [OPEN_CHANNEL, DELETED])
    checks = await doctor.diagnose(TOKEN, path, client_factory=FakeDiscord)
    printed: list[str] = []
    assert doctor.report(checks, printed.append) == 1
    assert [line.split()[0] for line in printed].count("PROBLEM") == 1
    assert any(f"channel {DELETED}" in line and line.startswith("PROBLEM") for line in printed)


async def test_offline_and_tokenless_skip_discord(tmp_path):
    def no_client():
        raise AssertionError("the Discord check must not run")

    offline = await doctor.diagnose(TOKEN, tmp_path / "db.sqlite3", offline=True, client_factory=no_client)
    assert _lines(offline, "discord") == ["ok       discord: skipped (--offline)"]
    tokenless = await doctor.diagnose(None, tmp_path / "db.sqlite3", client_factory=no_client)
    assert "skipped" in _lines(tokenless, "discord")[0]
    assert doctor.report(tokenless, lambda line: None) == 1           # no token is a problem


@pytest.mark.parametrize("folder, status", [("", 0), ("missing/", 1)])
def test_cli_exit_status_and_token_kept_secret(tmp_path, monkeypatch, capsys, folder, status):
    monkeypatch.chdir(tmp_path)                                    # no .env from the project
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    assert cli_main(["doctor", "--offline", "--db", str(tmp_path / f"{folder}campfire.sqlite3")]) == status
    out = capsys.readouterr()
    assert len(out.out.splitlines()) == 5 and TOKEN not in out.out + out.err


# -- issue 16, point 14: a check writes nothing; a token is checked by its shape ----------------------------
@pytest.mark.parametrize("token", ["abcd", "a.b", "MTIzNDU2Nzg5MDEyMzQ1Njc4.GhIjKl", "x" * 70,
                                   "aGVsbG8gd29ybGQ.GhIjKl.secret-part-of-the-token-xyz",      # 'hello world'
                                   "MTIzNDU2Nzg5MDEyMzQ1Njc4.Gh+Kl.secret/part", f"Bot {TOKEN}",
                                   "MTIzNDU2Nzg5MDEyMzQ1Njc4..secret", f"{TOKEN}.more"])
def test_a_token_not_shaped_like_a_bot_token_is_a_problem_never_printed(token):
    check = doctor.check_token(token)
    assert not check.ok and f"{len(token)} characters" in check.text
    assert token not in check.line() and "developer portal" in check.text or "Bot " in check.text


def test_a_bot_token_s_shape_is_ok():
    assert doctor.check_token(TOKEN).ok
    assert doctor.check_token("ODkxMjk2Nzg2OTE4MTE3MDQ4.G7xQ2a.abcdefghijklmnopqrstuvwxyz0123456789AB").ok


def _bytes(path) -> dict:
    """Every file of the store's folder and its bytes: what a check must leave as it found it (but
    the WAL's shared-memory index, which every reader of a WAL file writes to)."""
    return {p.name: p.read_bytes() for p in path.parent.iterdir() if not p.name.endswith("-shm")}


def test_doctor_on_an_empty_file_says_what_run_will_do_and_writes_nothing(tmp_path, monkeypatch, capsys):
    path = tmp_path / "campfire.sqlite3"
    path.touch()
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    assert cli_main(["doctor", "--offline", "--db", str(path)]) == 0
    out = capsys.readouterr().out
    assert "schema version 0" in out and "`campfire run` creates" in out and "upgraded" not in out, out
    assert _bytes(path) == {"campfire.sqlite3": b""}


async def test_doctor_on_an_older_file_reads_it_without_upgrading(tmp_path):
    path = tmp_path / "campfire.sqlite3"
    connection = sqlite3.connect(path, isolation_level=None)      # as an older Campfire left it
    try:
        connection.execute("PRAGMA journal_mode=WAL")
        for script in MIGRATIONS[:3]:
            connection.executescript(script)
        connection.execute("PRAGMA user_version = 3")
        for channel, status in (("401", "active"), ("local", "lobby")):
            connection.execute("INSERT INTO games (guild_id, channel_id, title, host_id, status, options, seats, "
                               "seed, created_at, updated_at) VALUES ('100', ?, 'natives', '1', ?, '{}', '[]', "
                               "1, 0, 0)", (channel, status))
    finally:
        connection.close()
    before = _bytes(path)
    checks, games = await doctor.check_database(path)
    assert [c.ok for c in checks] == [True, True], checks
    assert [(g.guild_id, g.channel_id) for g in games] == [(GUILD, OPEN_CHANNEL)]      # for the Discord check
    assert "schema version 3" in checks[0].text and f"upgrades it to version {len(MIGRATIONS)}" in checks[0].text
    assert "2 games, 2 open" in checks[0].text and "writable" in checks[1].text
    assert _bytes(path) == before


async def test_doctor_on_an_older_read_only_file_says_run_cannot_upgrade_it(tmp_path, monkeypatch):
    path = tmp_path / "campfire.sqlite3"
    path.touch()
    connect = sqlite3.connect

    def read_only(target, *args, **kwargs):   # root ignores a chmod: SQLite's read-only mode instead
        if isinstance(target, str) and target.startswith("file:"):
            return connect(target, *args, **kwargs)
        return connect(f"{path.absolute().as_uri()}?mode=ro", *args, uri=True, **kwargs)

    monkeypatch.setattr(doctor.sqlite3, "connect", read_only)
    checks, _ = await doctor.check_database(path)
    assert [c.ok for c in checks] == [True, False] and "cannot upgrade" in checks[1].text
    assert path.read_bytes() == b""


@pytest.mark.postgres
async def test_doctor_on_an_empty_postgresql_schema_creates_nothing(postgres_schema):
    import asyncpg

    checks, games = await doctor.check_database(postgres_schema)
    assert [c.ok for c in checks] == [True] and games == []
    assert "schema version 0" in checks[0].text and "`campfire run` creates" in checks[0].text
    connection = await asyncpg.connect(postgres_schema)
    try:
        tables = await connection.fetchval("SELECT count(*) FROM pg_catalog.pg_tables "
                                           "WHERE schemaname = current_schema()")
    finally:
        await connection.close()
    assert tables == 0


async def test_a_malformed_token_is_not_tried_on_discord(tmp_path):
    def no_client():
        raise AssertionError("a login Discord would refuse is not tried")

    checks = await doctor.diagnose("abcd", tmp_path / "db.sqlite3", client_factory=no_client)
    assert _lines(checks, "discord") == ["ok       discord: skipped: DISCORD_TOKEN is not a bot token (see above)"]
    assert doctor.report(checks, lambda line: None) == 1
