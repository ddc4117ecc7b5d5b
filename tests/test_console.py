"""``campfire local`` through its input: lines in, what a user would see out.

The console drives the real bot offline (bot/offline.py), so these tests type lines and
judge the answers by meaning (refused privately, picture written, seat taken), not by
their exact wording, which belongs to the cogs.
"""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from discord.http import Route

from bot import l10n
from bot.l10n import Msg, text
from bot.local import NO_ANSWER, PRIVATE, ConsoleError, open_console, run
from bot.offline import EPHEMERAL, OfflineGateway
from bot.rules import title_msg

ROOT = Path(__file__).resolve().parent.parent


def readme_console_lines() -> list[str]:
    """The lines of README's fenced console example, as a reader would type them."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```sh\n(.*?)```", text, re.DOTALL)
    [block] = [b for b in blocks if "campfire local" in b]
    lines = [line for line in block.splitlines() if line.startswith("@")]
    assert len(lines) >= 5
    return lines


def private(text: str) -> bool:
    return text.startswith(PRIVATE)


async def snapshot(console):
    row = await console.tables.find(console.channel_id)
    return None if row is None else (row.id, row.version, row.status, len(row.seats))


@pytest.fixture
async def console(tmp_path):
    console, stack = await open_console(tmp_path / "c.sqlite3", tmp_path / "pics", seed_source=lambda: 5,
                                        moderators=["mod"])
    async with stack:
        yield console


# -- point 9: the README's example works as written, whoever goes first -------------------------------
async def test_readme_console_example_is_never_refused(tmp_path):
    firsts = set()
    for seed in range(1, 7):
        console, stack = await open_console(tmp_path / f"r{seed}.sqlite3", tmp_path / f"p{seed}",
                                            seed_source=lambda seed=seed: seed)
        async with stack:
            for line in readme_console_lines():
                before = await snapshot(console)
                shown = await console.run_line(line)
                after = await snapshot(console)
                public = [part for part in shown.split("\n") if part and not private(part)
                          and not part.startswith(" ")]
                # a refused line changes nothing and answers only privately
                assert after != before or public, (seed, line, shown)
            _, _, pages = await console.tables.log(console.channel_id, 1)
            _, entries, _ = await console.tables.log(console.channel_id, pages)   # the oldest page
            firsts.add(entries[-1]["seat"])
            assert "ann" in {e["seat"] for e in entries}          # Ann did play
            assert list((tmp_path / f"p{seed}").glob("local-*.png"))
    assert firsts == {"ann", "AI 2"}     # both draws of the first player were met


def test_readme_console_example_through_the_command_line(tmp_path):
    stdin = "\n".join(readme_console_lines()) + "\n"
    result = subprocess.run([sys.executable, "-m", "bot", "local", "--db", str(tmp_path / "t.sqlite3"),
                             "--out", str(tmp_path / "pics")], input=stdin, capture_output=True, text=True,
                            env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "HOME": str(tmp_path)},
                            cwd=tmp_path, timeout=110)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr + result.stdout
    assert "voice" not in result.stderr            # no PyNaCl warning: the bot has no voice (issue 16, 13)
    assert result.stdout.count("> @") == len(readme_console_lines())      # each line echoed
    assert "[picture:" in result.stdout and list((tmp_path / "pics").glob("local-*.png"))


# -- point 10: bad lines, interrupts, the prompt ------------------------------------------------------
async def test_bad_lines_are_one_sentence_and_the_session_goes_on(console, monkeypatch):
    await console.run_line("@ann /game new title:natives")
    before = await snapshot(console)
    for line in ["@bob /game log page:abc", "@bob /game log page:" + "9" * 5000, '@ann /game new title:"Nat',
                 "/game status", "@ann", "@ann /fly", "@ann /game", "@ann /game fly", "@ann /natives take",
                 "@ann /game new", "@ann /game start shuffle:maybe", "@ann /natives scout extra:1",
                 "@ann /natives scout count:2 count:3", "@ann /game status junk", "@ann press 1"]:
        shown = await console.run_line(line)
        assert private(shown) and "\n" not in shown and len(shown) < 300, (line, shown)
    assert await snapshot(console) == before

    async def broken(*args, **kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(console.gateway, "slash", broken)
    shown = await console.run_line("@ann /game status")
    assert private(shown) and "could not be run" in shown
    monkeypatch.undo()
    assert "table" in await console.run_line("@ann /game status")       # still alive


def test_bad_log_page_does_not_end_a_piped_session(tmp_path):
    lines = "@ann /game new title:natives\n@bob /game log page:abc\n@bob /game join\n"
    result = subprocess.run([sys.executable, "-m", "bot", "local", "--db", str(tmp_path / "t.sqlite3"),
                             "--out", str(tmp_path / "pics")], input=lines, capture_output=True, text=True,
                            env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "HOME": str(tmp_path)},
                            cwd=tmp_path, timeout=110)
    assert result.returncode == 0 and "Traceback" not in result.stderr
    assert "whole number" in result.stdout and "bob joins" in result.stdout


def _terminal_session(tmp_path: Path, line: bytes, key: bytes) -> tuple[int | None, str, Path]:
    """Run ``campfire local`` on a pseudo-terminal: type ``line``, wait for the next prompt, press ``key``."""
    import pty
    import select

    history = tmp_path / "history"
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "HOME": str(tmp_path),
           "CAMPFIRE_HISTORY": str(history), "TERM": "dumb"}
    pid, fd = pty.fork()
    if pid == 0:     # the child: the console on the terminal
        os.chdir(tmp_path)
        os.execve(sys.executable, [sys.executable, "-m", "bot", "local", "--db", "t.sqlite3"], env)
    out = b""

    def read(until, seconds: float = 60) -> None:
        nonlocal out
        end = time.monotonic() + seconds
        while not until() and time.monotonic() < end:
            if select.select([fd], [], [], 0.1)[0]:
                try:
                    out += os.read(fd, 4096)
                except OSError:       # the child closed the terminal
                    return

    status = None
    try:
        read(lambda: out.count(b"campfire> ") >= 1)
        os.write(fd, line)
        read(lambda: out.count(b"campfire> ") >= 2)       # answered, prompting again
        time.sleep(0.5)      # a person's pause: readline is waiting for the key, not still drawing
        os.write(fd, key)
        end = time.monotonic() + 30
        while status is None and time.monotonic() < end:
            read(lambda: False, 0.2)
            done, code = os.waitpid(pid, os.WNOHANG)
            if done:
                status = os.waitstatus_to_exitcode(code)
    finally:
        if status is None:
            os.kill(pid, 9)
            os.waitpid(pid, 0)
        os.close(fd)
    return status, out.decode(errors="replace"), history


@pytest.mark.parametrize("key, code", [(b"\x03", 130), (b"\x04", 0)], ids=["ctrl-c", "ctrl-d"])
def test_ctrl_c_and_ctrl_d_end_the_terminal_session_quietly(tmp_path, key, code):
    status, out, history = _terminal_session(tmp_path, b"@ann /game new title:natives\r", key)
    assert status == code, out
    assert "opens a table" in out and "Traceback" not in out and "KeyboardInterrupt" not in out
    assert "@ann /game new title:natives" in history.read_text()      # readline kept the history


# -- points 11 and 12: every command, the bot's options, the bot's permissions ---------------------------
async def test_every_command_of_the_bot_reaches_the_bot(console):
    """A line for each leaf command of the tree, its required options filled in by type."""
    await console.run_line("@ann /game new title:natives")
    await console.run_line("@bob /game join")
    await console.run_line("@ann /game start")
    samples = {"string": "x", "integer": None, "number": "1", "boolean": "true", "user": "@cy"}
    seen = []
    for command in console.gateway.bot.tree.walk_commands():
        if hasattr(command, "commands"):
            continue
        parts = []
        for p in command.parameters:
            if not p.required:
                continue
            value = (str(p.choices[0].name) if p.choices else str(int(p.min_value or 1))
                     if p.type.name == "integer" else samples[p.type.name])
            parts.append(f"{p.display_name}:{value}")      # as Discord shows it
        line = f"@ann /{command.qualified_name} {' '.join(parts)}"
        path, options = console.parse_command(line.split()[1:])   # the console can say it
        assert path == command.qualified_name
        start = len(console.gateway.calls)
        shown = await console.run_line(line)
        assert NO_ANSWER not in shown, line
        assert [c for c in console.gateway.calls[start:] if c.kind in ("response", "followup")], line
        seen.append(command.qualified_name)
    assert {"game history", "game mine", "game undo", "game remind", "game nudge", "game replace",
            "game autopilot", "game drop", "game back", "me reminders", "natives scout",
            "uluk place"} <= set(seen)


async def test_options_are_read_as_the_bot_declares_them(console):
    assert console.parse_command(["/game", "new", "title:Natives"]) == ("game new", {"title": "natives"})
    assert console.parse_command(["/game", "start", "shuffle"]) == ("game start", {"shuffle": True})
    assert console.parse_command(["/game", "start", "shuffle:no"]) == ("game start", {"shuffle": False})
    path, options = console.parse_command(["/natives", "take", "profession:farmer", "cards:man-bear",
                                           "woman-bear"])
    assert (path, options) == ("natives take", {"profession": "farmer", "cards": "man-bear woman-bear"})
    assert console.parse_command(["/game", "log", "page:3"]) == ("game log", {"page": 3})
    assert console.parse_command(["/game", "remind", "wait:1.5"])[1] == {"wait": 1.5}
    assert console.parse_command(["/game", "replace", "seat:bob", "member:@cy"])[1]["member"] == \
        console.gateway.user_id("cy")
    for words in (["/natives", "scout", "extra:1"], ["/game", "new", "title:chess"], ["/game", "new"],
                  ["/game", "start", "shuffle:maybe"], ["/game", "log", "page:1.5"]):
        with pytest.raises(ConsoleError):
            console.parse_command(words)


async def test_title_by_its_name_bare_shuffle_and_seasons_reach_the_bot(console):
    shown = await console.run_line("@ann /game new title:Natives expansions:seasons seasons:bogus")
    assert private(shown) and await console.tables.find(console.channel_id) is None   # the bot's refusal
    shown = await console.run_line("@ann /game new title:Natives expansions:seasons seasons:1")
    assert not private(shown)
    row = await console.tables.find(console.channel_id)
    assert row.title == "natives" and row.options.get("seasons") == "1"
    await console.run_line("@bob /game join")
    await console.run_line("@cy /game join")
    shown = await console.run_line("@ann /game start shuffle")
    row = await console.tables.current(console.channel_id)
    assert row.status == "active" and "[picture:" in shown
    order = ["ann", "bob", "cy"]
    random.Random(row.seed).shuffle(order)
    assert [s.name for s in row.seats] == order        # shuffle:true reached the table service


async def test_unknown_option_runs_nothing(console):
    await console.run_line("@ann /game new title:natives")
    await console.run_line("@bob /game join")
    await console.run_line("@ann /game start")
    row = await console.tables.current(console.channel_id)
    [uid] = console.tables.awaited_users(row)
    who = console.gateway.name_of(uid)
    shown = await console.run_line(f"@{who} /natives scout extra:1")
    assert private(shown) and "extra" in shown
    assert (await console.tables.current(console.channel_id)).version == row.version
    shown = await console.run_line(f"@{who} /natives scout")            # the same without it is played
    assert (await console.tables.current(console.channel_id)).version > row.version


async def test_only_the_host_or_a_channel_manager_may_abandon(console):
    await console.run_line("@ann /game new title:natives")
    await console.run_line("@bob /game join")
    shown = await console.run_line("@bob /game abandon")
    assert private(shown) and await console.tables.find(console.channel_id) is not None
    shown = await console.run_line("@mod /game abandon")          # started with --manage mod
    assert not private(shown) and await console.tables.find(console.channel_id) is None


async def test_member_option_takes_a_console_name(console):
    await console.run_line("@ann /game new title:natives")
    await console.run_line("@bob /game join")
    await console.run_line("@ann /game start")
    shown = await console.run_line("@bob /game replace seat:ann member:@cy")
    assert private(shown)                                           # bob is not the host
    shown = await console.run_line("@ann /game replace seat:bob member:@cy")
    row = await console.tables.current(console.channel_id)
    assert row.seat_named("bob").user_id == console.gateway.user_id("cy")
    assert "@cy" in shown


# -- controls --------------------------------------------------------------------------------------
async def test_buttons_and_menus_are_pressed_by_number_or_label(console):
    await console.run_line("@ann /game new title:natives")
    await console.run_line("@bob /game join")
    shown = await console.run_line("@ann /game start")
    assert re.search(r"\[1\] ", shown)
    row = await console.tables.current(console.channel_id)
    [uid] = console.tables.awaited_users(row)
    who = console.gateway.name_of(uid)
    other = "bob" if who == "ann" else "ann"
    shown = await console.run_line(f"@{other} press 1")          # the public buttons: not their turn
    assert private(shown) and (await console.tables.current(console.channel_id)).version == row.version
    shown = await console.run_line(f"@{who} click scout")
    assert (await console.tables.current(console.channel_id)).version == row.version + 1
    version = row.version + 1
    labels = re.findall(r"\[(\d+)\] ([^\[\n]+)", shown)
    assert labels and private(shown)                                 # the actor's own controls
    shown = await console.run_line(f"@{other} press 1")             # the public message, now stale
    assert private(shown) and (await console.tables.current(console.channel_id)).version == version
    await console.run_line(f"@{who} press {labels[-1][0]}")        # a select's option, by number
    assert (await console.tables.current(console.channel_id)).version == version + 1
    assert private(await console.run_line(f"@{who} press 99"))


def test_a_deferral_decides_what_its_first_followup_shows():
    """Discord's rule, which the console shows: the first followup edits the 'thinking' message."""
    gateway = OfflineGateway(bot=None)

    def send(token: str, kind: str, payload: dict) -> bool:
        route = {"callback": Route("POST", "/interactions/{id}/{token}/callback", id=1, token=token),
                 "followup": Route("POST", "/webhooks/{app}/{token}", app=2, token=token),
                 "edit": Route("PATCH", "/webhooks/{app}/{token}/messages/@original", app=2, token=token)}[kind]
        gateway._record(route, payload, None, None)
        return gateway.calls[-1].private

    send("a", "callback", {"type": 5, "data": {}})                                 # a public deferral
    assert send("a", "followup", {"content": "no", "flags": EPHEMERAL}) is False    # asked private, shown to all
    assert send("a", "followup", {"content": "later", "flags": EPHEMERAL}) is True  # a new message
    send("b", "callback", {"type": 5, "data": {"flags": EPHEMERAL}})                # a private deferral
    assert send("b", "edit", {"content": "edited"}) is True
    assert send("b", "followup", {"content": "public"}) is False                    # the edit replaced it


# -- point 13: pictures never overwrite earlier ones --------------------------------------------------
async def test_pictures_number_on_across_sessions(tmp_path):
    lines = ["@ann /game new title:natives", "@bob /game join", "@ann /game start", "@ann /game status"]
    await run(tmp_path / "a.sqlite3", tmp_path / "pics", lines=lines, seed_source=lambda: 5)
    first = {p.name: p.read_bytes() for p in (tmp_path / "pics").iterdir()}
    # two table messages, each with the phone picture and the whole table
    assert sorted(first) == [f"local-000{n}.png" for n in range(1, 5)]
    (tmp_path / "pics" / "notes.txt").write_text("mine")
    shown = await run(tmp_path / "a.sqlite3", tmp_path / "pics", lines=["@bob /game status"])
    assert "local-0005.png" in shown[0] and "local-0006.png" in shown[0]
    for name, data in first.items():
        assert (tmp_path / "pics" / name).read_bytes() == data
    assert (tmp_path / "pics" / "notes.txt").read_text() == "mine"


async def test_demo_into_a_used_folder_leaves_no_stale_pictures(tmp_path):
    from bot.demo import run_demo

    out = tmp_path / "demo"
    out.mkdir()
    for stale in ("turn-500.png", "turn-1000.png", "scores.png"):
        (out / stale).write_bytes(b"old")
    (out / "keep.png").write_bytes(b"someone else's")
    await run_demo("natives", 2, 2, out)
    turns = sorted(out.glob("turn-*.png"))
    assert 0 < len(turns) < 500 and not (out / "turn-500.png").exists() and not (out / "turn-1000.png").exists()
    assert (out / "scores.png").read_bytes() != b"old"
    assert (out / "keep.png").read_bytes() == b"someone else's"


# -- issue 16, point 11: every option typed as Discord shows it reaches the bot ------------------------
def _sample(param) -> tuple[str, object]:
    """What a user would type for ``param``, and the value the bot must then receive."""
    if param.choices:
        return str(param.choices[0].name), param.choices[0].value
    kind = param.type.name
    if kind == "integer":
        low = int(param.min_value) if param.min_value is not None else 1
        return str(low), low
    if kind == "number":
        low = float(param.min_value) if param.min_value is not None else 1.0
        return str(low), low
    if kind == "boolean":
        return "true", True
    if kind == "user":
        return "@cy", "cy"
    text = "x" * max(1, int(param.min_value or 1))
    return text, text


def _received(value):
    """A transformed argument as comparable data: a choice's value, a member's name."""
    import enum

    import discord
    from discord import app_commands

    if isinstance(value, app_commands.Choice | enum.Enum):
        return value.value
    if isinstance(value, discord.abc.User):
        return value.name
    return value


def test_every_option_of_every_command_typed_as_discord_shows_it_reaches_the_bot(tmp_path, monkeypatch,
                                                                                   capsys):
    """Through the console's standard input: for each leaf command of the tree, one line naming every
    option by the name Discord shows (``/natera send where:…``, not the Python ``value``); the payload
    carries those names and the command receives every value."""
    import io

    from discord import app_commands
    from discord.state import ConnectionState

    from bot import local
    from bot.offline import OfflineGateway

    async def leaves():
        async with OfflineGateway.open(tmp_path / "tree.sqlite3") as gateway:
            return [(c.qualified_name, list(c.parameters)) for c in gateway.bot.tree.walk_commands()
                    if not isinstance(c, app_commands.Group)]

    import asyncio

    commands = asyncio.run(leaves())
    lines, expected = ["@ann /game new title:natera", "@bob /game join", "@ann /game start"], {}
    for name, params in commands:
        if not params:
            continue
        typed = {p.display_name: _sample(p) for p in params}
        lines.append(f"@ann /{name} " + " ".join(f"{key}:{text}" for key, (text, _) in typed.items()))
        expected[name] = ({p.display_name for p in params},
                          {p.name: typed[p.display_name][1] for p in params})
    assert {"natera send", "natera act", "wendake pick", "wendake act"} <= set(expected)

    payloads, received = [], {}
    parse = ConnectionState.parse_interaction_create
    transform = app_commands.Command._transform_arguments

    def recording_parse(self, data):
        payloads.append(data)
        return parse(self, data)

    async def recording_transform(self, interaction, namespace):
        values = await transform(self, interaction, namespace)
        received[self.qualified_name] = {key: _received(value) for key, value in values.items()}
        return values

    monkeypatch.setattr(ConnectionState, "parse_interaction_create", recording_parse)
    monkeypatch.setattr(app_commands.Command, "_transform_arguments", recording_transform)
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(lines) + "\n"))
    assert local.main(tmp_path / "t.sqlite3", tmp_path / "pics") == 0
    out = capsys.readouterr().out
    assert "has no option" not in out and "could not be run" not in out, out
    sent = {}
    for payload in payloads:
        data, path = payload["data"], [payload["data"]["name"]]
        options = data.get("options", [])
        while options and options[0]["type"] in (1, 2):        # subcommand group, subcommand
            path.append(options[0]["name"])
            options = options[0].get("options", [])
        sent[" ".join(path)] = {o["name"] for o in options}
    for name, (names, values) in expected.items():
        assert sent.get(name) == names, (name, sent.get(name))       # the names Discord would send
        assert received.get(name) == values, (name, received.get(name))


# -- issue 16, point 12: a player who has not typed in this session is named, not pinged by id ---------
def test_a_player_seated_in_an_earlier_session_is_named_by_the_store(tmp_path, monkeypatch, capsys):
    import asyncio
    import io

    from bot import local
    from bot.store import Store
    from bot.tables import Tables

    db = tmp_path / "t.sqlite3"

    def session(*lines: str) -> str:
        monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(lines) + "\n"))
        assert local.main(db, tmp_path / "pics") == 0
        return capsys.readouterr().out

    session("@ann /game new title:natives", "@bob /game join", "@ann /game start")

    async def awaited() -> str:
        store = await Store.open(db)
        try:
            tables = Tables(store)
            row = await tables.current(local.snowflake("local", "channel"))
            [uid] = tables.awaited_users(row)
            return next(s.name for s in row.seats if s.user_id == uid)
        finally:
            await store.close()

    who = asyncio.run(awaited())
    other = "bob" if who == "ann" else "ann"
    out = session(f"@{other} /game nudge")          # a new session: the awaited player has not typed
    assert f"@{who} {other} nudges" in out, out
    assert not re.search(r"@\d{15,}", out), out


# -- issue 18, point 6: --locale speaks every catalog language -----------------------------------------
@pytest.mark.parametrize("locale", ["fr", "de", "pt-BR"])
async def test_the_console_locale_makes_the_bot_answer_in_that_language(tmp_path, locale):
    """``--locale fr|de|pt-BR`` is the users' Discord locale, as Discord sends it: the lobby's public
    line and a private refusal come from that language's catalog, not the English."""
    console, stack = await open_console(tmp_path / "c.sqlite3", tmp_path / "pics", locale=locale,
                                        seed_source=lambda: 5)
    async with stack:
        opened = await console.run_line("@ann /game new title:natives")
        before = await snapshot(console)
        refused = await console.run_line("@ann /game join")
        assert await snapshot(console) == before          # the refusal changed nothing
    lang = l10n.language(locale)
    assert lang == locale
    assert text(Msg("table-opened", seat="ann", title=title_msg("natives")), lang) in opened
    assert private(refused) and refused.endswith(text(Msg("table-already-seated"), lang))
    assert str(Msg("table-already-seated")) not in refused
