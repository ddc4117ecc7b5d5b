"""The command line: demo, console and run, as a user would type them."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from bot.local import Console, parse
from bot.notation import NotationError
from bot.store import Store
from bot.tables import Tables

ROOT = Path(__file__).resolve().parent.parent


def run_cli(*args: str, env: dict | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess:
    base = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "bot", *args], capture_output=True, text=True,
                          env={**base, **(env or {})}, cwd=cwd or ROOT, timeout=110)


def test_run_without_a_token_says_what_to_set(tmp_path):
    result = run_cli("run", cwd=tmp_path)
    assert result.returncode == 2
    assert "DISCORD_TOKEN is not set" in result.stderr


def test_demo_plays_a_whole_game_and_writes_pictures(tmp_path):
    result = run_cli("demo", "natives", "--players", "3", "--seed", "4", "--out", str(tmp_path / "d"))
    assert result.returncode == 0, result.stderr
    assert "Total" in result.stdout and "Winner" in result.stdout
    turns = sorted((tmp_path / "d").glob("turn-*.png"))
    assert len(turns) > 20
    for path in (turns[0], turns[-1], tmp_path / "d" / "scores.png"):
        with Image.open(path) as image:
            assert image.format == "PNG" and image.width == 1280


def test_parse_console_lines():
    assert parse("@ann /natives take profession:farmer cards:2") == (
        "ann", ["natives", "take"], {"profession": "farmer", "cards": "2"})
    assert parse("@bob /natives take profession:elder cards:man-bear woman-bear-eagle") == (
        "bob", ["natives", "take"], {"profession": "elder", "cards": "man-bear woman-bear-eagle"})
    assert parse("@cy use farmer") == ("cy", ["use", "farmer"], {})
    with pytest.raises(NotationError):
        parse("/game status")


async def test_console_session_on_a_real_file(tmp_path):
    store = await Store.open(tmp_path / "console.sqlite3")
    try:
        console = Console(Tables(store, seed_source=lambda: 5), tmp_path / "pics")
        assert "opens a table" in await console.run_line("@ann /game new title:natives")
        assert "joins" in await console.run_line("@bob /game join")
        assert "already have a seat" in await console.run_line("@bob /game join")
        out = await console.run_line("@ann /game start")
        assert "[picture:" in out and "your move" in out
        row = await console.tables.current("local")
        first = next(s.name for s in row.seats if s.user_id in console.tables.awaited_users(row))
        other = "bob" if first == "ann" else "ann"
        assert "not your turn" in await console.run_line(f"@{other} /natives scout")
        rng = random.Random(2)
        for _ in range(40):   # a few turns, typed as the notation
            row = await console.tables.current("local")
            uid = rng.choice(console.tables.awaited_users(row))
            legal = await console.tables.legal("local", uid)
            out = await console.run_line(f"@{uid.split(':')[1]} /natives act action:{rng.choice(legal)}")
            assert "(only you see this)" not in out or "you may" in out
        status = await console.run_line("@ann /game status")
        assert "waiting for" in status
        pictures = list((tmp_path / "pics").glob("*.png"))
        assert pictures
        assert "log page 1/" in await console.run_line("@ann /game log")
    finally:
        await store.close()


def test_uluk_solo_demo_plays_to_the_end(tmp_path):
    result = run_cli("demo", "uluk", "--players", "1", "--seed", "2", "--out", str(tmp_path / "u"))
    assert result.returncode == 0, result.stderr
    assert "Total" in result.stdout
    assert (tmp_path / "u" / "scores.png").exists()


def test_demo_refuses_a_player_count_the_game_does_not_have(tmp_path):
    result = run_cli("demo", "natives", "--players", "1", "--out", str(tmp_path / "x"))
    assert result.returncode == 2 and "2 to 4 players" in result.stderr


def test_inuit_demo_speaks_inuit(tmp_path):
    result = run_cli("demo", "inuit", "--players", "2", "--seed", "3", "--out", str(tmp_path / "i"))
    assert result.returncode == 0, result.stderr
    assert "Inuit in own village" in result.stdout and "Weapons" in result.stdout
    assert "Scalps" not in result.stdout


def test_uluk_console_commands_become_notation():
    from bot.notation import action_for

    assert action_for("uluk", "place", {"space": "hlak", "poison": "true"}) == "place hlak poison"
    assert action_for("uluk", "place", {"space": "workshop", "invention": "fish-net"}) == "place workshop fish-net"
    assert action_for("uluk", "feed", {"food": "pickled-uluk"}) == "feed pickled-uluk 1"
    assert action_for("uluk", "process", {"product": "smoked-hlak", "amount": "5"}) == "process smoked-hlak 5"
    with pytest.raises(NotationError, match="needs amount"):
        action_for("uluk", "process", {"product": "smoked-hlak"})
    with pytest.raises(NotationError, match="no 'fly'"):
        action_for("uluk", "fly", {})
    assert action_for("natives", "take", {"profession": "farmer", "cards": "2"}) == "use farmer; take corn corn"


async def test_console_plays_uluk_with_slash_commands(tmp_path):
    store = await Store.open(tmp_path / "u.sqlite3")
    try:
        console = Console(Tables(store, seed_source=lambda: 3), tmp_path / "pics")
        await console.run_line("@ann /game new title:uluk")
        await console.run_line("@bob /game join")
        await console.run_line("@ann /game start")
        row = await console.tables.current("local")
        [uid] = console.tables.awaited_users(row)
        out = await console.run_line(f"@{uid.split(':')[1]} /uluk place space:temple")
        assert "(only you see this)" not in out.split("\n")[0]
        assert (await console.tables.current("local")).version > row.version
    finally:
        await store.close()
