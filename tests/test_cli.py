"""The command line: demo, console and run, as a user would type them."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from bot.local import PRIVATE, open_console
from bot.notation import NotationError

ROOT = Path(__file__).resolve().parent.parent


def run_cli(*args: str, env: dict | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess:
    base = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "bot", *args], capture_output=True, text=True,
                          env={**base, **(env or {})}, cwd=cwd or ROOT, timeout=110)


def test_run_without_a_token_says_what_to_set(tmp_path):
    result = run_cli("run", cwd=tmp_path)
    assert result.returncode == 2
    assert "DISCORD_TOKEN is not set" in result.stderr


def test_help_speaks_to_users_not_to_the_source():
    """``--help`` of every command: no source file paths, and every option says what it is for."""
    import argparse

    from bot.cli import build_parser

    top = build_parser()
    [commands] = [a for a in top._actions if isinstance(a, argparse._SubParsersAction)]
    texts = [top.format_help()]
    for name, sub in commands.choices.items():
        texts.append(sub.format_help())
        for action in sub._actions:
            assert action.help, (name, action.dest)
    assert not [t for t in texts if ".py" in t]


def test_demo_plays_a_whole_game_and_writes_pictures(tmp_path):
    result = run_cli("demo", "natives", "--players", "3", "--seed", "4", "--out", str(tmp_path / "d"))
    assert result.returncode == 0, result.stderr
    assert "Total" in result.stdout and "Winner" in result.stdout
    turns = sorted((tmp_path / "d").glob("turn-*.png"))
    assert len(turns) > 20
    for path in (turns[0], turns[-1], tmp_path / "d" / "scores.png"):
        with Image.open(path) as image:
            assert image.format == "PNG" and image.width == 1280


async def test_console_session_typed_as_notation(tmp_path):
    """Forty moves typed as plain notation (``@ann use farmer``) and as ``/natives act``."""
    console, stack = await open_console(tmp_path / "console.sqlite3", tmp_path / "pics", seed_source=lambda: 5)
    async with stack:
        assert "opens a table" in await console.run_line("@ann /game new title:natives")
        assert "joins" in await console.run_line("@bob /game join")
        assert (await console.run_line("@bob /game join")).startswith(PRIVATE)
        out = await console.run_line("@ann /game start")
        assert "[picture:" in out and "your move" in out
        row = await console.tables.current(console.channel_id)
        first = console.gateway.name_of(console.tables.awaited_users(row)[0])
        other = "bob" if first == "ann" else "ann"
        assert (await console.run_line(f"@{other} scout")).startswith(PRIVATE)
        assert (await console.tables.current(console.channel_id)).version == row.version
        rng = random.Random(2)
        for n in range(40):
            row = await console.tables.current(console.channel_id)
            uid = rng.choice(console.tables.awaited_users(row))
            action = rng.choice(await console.tables.legal(console.channel_id, uid))
            who = console.gateway.name_of(uid)
            line = f"@{who} {action}" if n % 2 else f"@{who} /natives act action:{action}"
            await console.run_line(line)
            assert (await console.tables.current(console.channel_id)).version > row.version, line
        assert "waiting for" in await console.run_line("@ann /game status")
        assert "scout" in await console.run_line("@ann /game log")
    assert list((tmp_path / "pics").glob("local-*.png"))


def test_console_manage_flag_and_help(tmp_path):
    lines = "@ann /game new title:natives\n@mod /game abandon\n@ann /game new title:uluk\n@bob /game abandon\n"
    result = subprocess.run([sys.executable, "-m", "bot", "local", "--db", str(tmp_path / "t.sqlite3"),
                             "--out", str(tmp_path / "pics"), "--manage", "mod"], input=lines,
                            capture_output=True, text=True, cwd=tmp_path, timeout=110,
                            env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "HOME": str(tmp_path)})
    assert result.returncode == 0, result.stderr
    answers = result.stdout.split("> @")[1:]
    assert "abandoned" in answers[1] and PRIVATE not in answers[1]       # mod may
    assert PRIVATE in answers[3] and "abandoned" not in answers[3]       # bob may not
    assert "numbered on" in " ".join(run_cli("local", "--help").stdout.split())     # argparse wraps lines
    assert "removed first" in " ".join(run_cli("demo", "--help").stdout.split())


def test_uluk_solo_demo_plays_to_the_end(tmp_path):
    result = run_cli("demo", "uluk", "--players", "1", "--seed", "2", "--out", str(tmp_path / "u"))
    assert result.returncode == 0, result.stderr
    assert "Total" in result.stdout
    assert (tmp_path / "u" / "scores.png").exists()


def test_demo_refuses_a_player_count_the_game_does_not_have(tmp_path):
    result = run_cli("demo", "natives", "--players", "1", "--out", str(tmp_path / "x"))
    assert result.returncode == 2 and "2 to 4 players" in result.stderr


def test_demo_speaks_the_locale_it_is_given(tmp_path):
    """``--locale`` makes the demo's pictures and score pad in that language (a Discord locale,
    as ``local`` takes it): German words, not English ones, and other pictures."""
    out = {}
    for locale in ("en-US", "de"):
        result = run_cli("demo", "natives", "--players", "2", "--seed", "4", "--out", str(tmp_path / locale),
                         "--locale", locale)
        assert result.returncode == 0, result.stderr
        out[locale] = result.stdout
    assert "Gesamt" in out["de"] and "Sieger: " in out["de"] and "Total" not in out["de"]
    assert "Total" in out["en-US"]
    last = sorted((tmp_path / "de").glob("turn-*.png"))[-1]
    assert last.read_bytes() != (tmp_path / "en-US" / last.name).read_bytes()


def test_inuit_demo_speaks_inuit(tmp_path):
    result = run_cli("demo", "inuit", "--players", "2", "--seed", "3", "--out", str(tmp_path / "i"))
    assert result.returncode == 0, result.stderr
    assert "Inuit in own village" in result.stdout and "Weapons" in result.stdout
    assert "Scalps" not in result.stdout


def test_uluk_and_take_options_become_notation():
    """What the cogs build from their options (bot/notation.py)."""
    from bot.notation import placement, take_action

    assert placement("place", "hlak", poison=True) == "place hlak poison"
    assert placement("place", "workshop", invention="fish-net") == "place workshop fish-net"
    with pytest.raises(NotationError, match="needs space"):
        placement("move", " ")
    assert take_action("natives", "farmer", "2") == "use farmer; take corn corn"


async def test_console_plays_uluk_with_slash_commands(tmp_path):
    console, stack = await open_console(tmp_path / "u.sqlite3", tmp_path / "pics", seed_source=lambda: 3)
    async with stack:
        await console.run_line("@ann /game new title:Uluk")
        await console.run_line("@bob /game join")
        await console.run_line("@ann /game start")
        row = await console.tables.current(console.channel_id)
        [uid] = console.tables.awaited_users(row)
        out = await console.run_line(f"@{console.gateway.name_of(uid)} /uluk place space:temple")
        assert "Temple" in out
        assert (await console.tables.current(console.channel_id)).version > row.version
        feast = await console.run_line(f"@{console.gateway.name_of(uid)} /uluk feast")
        assert feast.startswith(PRIVATE) and "feast" in feast.lower()


def test_render_processes_setting():
    import os

    from bot.config import ConfigError, settings

    assert settings({}).render_processes == max(1, min(4, os.cpu_count() or 1))
    assert settings({"CAMPFIRE_RENDER_PROCESSES": "0"}).render_processes == 0
    for bad in ("-1", "many", "99"):
        with pytest.raises(ConfigError, match="CAMPFIRE_RENDER_PROCESSES"):
            settings({"CAMPFIRE_RENDER_PROCESSES": bad})


def test_the_activity_settings_are_checked_at_start_up():
    """A half-set Activity is one sentence when the bot starts, not a failure when the web
    table opens; without the web table the Activity's variables are not read."""
    from bot.config import ConfigError, settings

    web = {"CAMPFIRE_WEB": "127.0.0.1:8080", "CAMPFIRE_PUBLIC_URL": "https://table.example"}
    assert settings(web).activity is None
    assert settings({"CAMPFIRE_CLIENT_ID": "12"}).activity is None
    with pytest.raises(ConfigError, match="CAMPFIRE_CLIENT_SECRET"):
        settings({**web, "CAMPFIRE_CLIENT_ID": "12"})
    with pytest.raises(ConfigError, match="DISCORD_TOKEN"):
        settings({**web, "CAMPFIRE_CLIENT_ID": "12", "CAMPFIRE_CLIENT_SECRET": "s"})
    made = settings({**web, "CAMPFIRE_CLIENT_ID": "12", "CAMPFIRE_CLIENT_SECRET": "s", "DISCORD_TOKEN": "t"})
    assert made.activity.client_id == "12"


@pytest.mark.parametrize("title, players", [("natera", 4), ("wendake", 3)])
def test_the_demo_game_of_the_new_titles_plays_to_the_end(title, players):
    """``campfire demo natera --players 4`` / ``wendake --players 3`` without the pictures
    (bot.demo.ai_game is the demo's game; the renderers have tests of their own)."""
    import asyncio

    from bot.demo import ai_game

    outcome, log, end = asyncio.run(ai_game(title, players, 1))
    assert outcome.game.status == "finished" and outcome.game.result["winners"]
    assert len(outcome.game.seats) == players and log.moves and end["over"]


# -- issue 16, point 13: a token Discord refuses, or no Discord to reach: one sentence, exit 2 -------------
LAUNCH = ("import sys, discord.http; discord.http.Route.BASE = sys.argv[1] + '/api/v10'; "
          "from bot.cli import main; sys.exit(main(['run']))")


def _run_against(base: str | None, tmp_path: Path, token: str = "junk") -> subprocess.CompletedProcess:
    """``campfire run`` in a real process with ``token``; ``base``: where discord.py finds Discord's API
    (None: discord.com itself, which this machine cannot reach)."""
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "HOME": str(tmp_path), "DISCORD_TOKEN": token,
           "CAMPFIRE_DB": str(tmp_path / "run.sqlite3")}
    command = [sys.executable, "-m", "bot", "run"] if base is None else [sys.executable, "-c", LAUNCH, base]
    return subprocess.run(command, capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60)


def _one_sentence(result: subprocess.CompletedProcess, token: str = "junk") -> str:
    assert result.returncode == 2, result.stderr
    out = result.stdout + result.stderr
    assert "Traceback" not in out and "Unclosed" not in out, out
    assert "PyNaCl" not in out and "voice" not in out, out          # a bot without voice says nothing of it
    [said] = [line for line in result.stderr.splitlines() if line.startswith("campfire:")]
    assert "campfire doctor" in said and said.endswith(".") and token not in said, said
    return said


@pytest.fixture
def refusing_discord():
    """An HTTP server that answers every request as Discord answers a bad token: 401."""
    import http.server
    import threading

    class Refuse(http.server.BaseHTTPRequestHandler):
        def do_GET(self):   # noqa: N802 - the standard library's name
            body = b'{"message": "401: Unauthorized", "code": 0}'
            self.send_response(401)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Refuse)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def test_run_with_a_refused_token_is_one_sentence_and_exit_2(tmp_path, refusing_discord):
    said = _one_sentence(_run_against(refusing_discord, tmp_path))
    assert "refused the token" in said and "DISCORD_TOKEN" in said


def test_run_with_no_discord_to_reach_is_one_sentence_and_exit_2(tmp_path):
    import socket

    with socket.socket() as probe:       # a port nobody listens on: the connection is refused at once
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    said = _one_sentence(_run_against(f"http://127.0.0.1:{port}", tmp_path))
    assert "Cannot reach Discord" in said and "network" in said


def test_run_with_a_junk_token_as_a_user_types_it(tmp_path):
    """``DISCORD_TOKEN=junk campfire run``: here discord.com cannot be resolved; with a network, Discord
    refuses the token. Either way one sentence and exit 2."""
    said = _one_sentence(_run_against(None, tmp_path))
    assert "Cannot reach Discord" in said or "refused the token" in said
