"""Issue 21, point 5: the table service imports nothing of discord; the table's settings have
their own field (store migration 6), and a row stored with them inside the engine's options
still reads; the table message's controls share one guard; the store's base imports neither
backend."""

from __future__ import annotations

import ast
import inspect
import json
import sqlite3
import subprocess
import sys
from pathlib import Path

from bot.store import MIGRATIONS, Store
from bot.tables import Tables
from tests.test_store import file_at_version

ROOT = Path(__file__).resolve().parent.parent
CHANNEL, GUILD, ANN, BOB = "100", "1", "11", "22"


# -- the table service knows nothing of Discord ---------------------------------------------------
def test_the_table_service_imports_no_discord():
    code = "import bot.tables; import sys; assert 'discord' not in sys.modules, sorted(sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]


# -- the store: base.py imports no backend ----------------------------------------------------------
def test_the_stores_base_imports_neither_backend():
    tree = ast.parse((ROOT / "bot" / "store" / "base.py").read_text(encoding="utf-8"))
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    imported |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    assert not {"bot.store.sqlite", "bot.store.postgres"} & imported, imported


async def test_store_open_still_chooses_the_backend(tmp_path):
    store = await Store.open(tmp_path / "a.sqlite3")
    try:
        assert store.backend == "sqlite"
    finally:
        await store.close()


# -- the table's settings: a field of their own ------------------------------------------------------
async def test_settings_are_stored_beside_the_options_never_inside(tmp_path):
    store = await Store.open(tmp_path / "s.sqlite3")
    try:
        tables = Tables(store, seed_source=lambda: 7)
        await tables.new(CHANNEL, GUILD, ANN, "ann", "natera", {"draft": True}, settings={"hints": False})
        await tables.join(CHANNEL, BOB, "bob")
        await tables.start(CHANNEL, ANN)
        row = await tables.current(CHANNEL)
        assert row.options == {"draft": True} and row.settings == {"hints": False}
        assert "table" not in row.state["options"] and "hints" not in json.dumps(row.state["options"])
        async with store.transaction() as db:
            cursor = await db.execute("SELECT options, settings FROM games WHERE id = ?", (row.id,))
            options, settings = await cursor.fetchone()
        assert json.loads(options) == {"draft": True} and json.loads(settings) == {"hints": False}
        # a tutorial's learner and language are settings too; the engine gets only its options
        out = await tables.tutorial("200", GUILD, ANN, "ann", "natives", {}, lang="es", settings={"hints": False})
        assert out.game.options == {} and out.game.settings == {"hints": False, "tutorial": "ann", "lang": "es"}
    finally:
        await store.close()


async def test_settings_round_trip_on_both_backends(store_target):
    store = await Store.open(store_target)
    try:
        tables = Tables(store, seed_source=lambda: 7)
        await tables.tutorial(CHANNEL, GUILD, ANN, "ann", "uluk", {}, lang="es", settings={"hints": False})
        row = await store.open_game(CHANNEL)
        assert row.options == {} and row.settings == {"hints": False, "tutorial": "ann", "lang": "es"}
        row.settings = {**row.settings, "hints": True}
        async with store.transaction():
            await store.save_game(row)
        assert (await store.game(row.id)).settings["hints"] is True
    finally:
        await store.close()


async def test_a_row_stored_with_its_settings_in_the_options_reads_as_today(tmp_path):
    """A file of schema 5, where /game new hints:off and a tutorial wrote ``options["table"]``:
    migration 6 opens it, the row reads with its settings in their field and options the
    engine's alone, and saving it writes them apart."""
    path = tmp_path / "old.sqlite3"
    file_at_version(path, 5, wal=False)
    con = sqlite3.connect(path, isolation_level=None)
    try:
        legacy = {"expansions": ["seasons"], "table": {"hints": False, "tutorial": "ann", "lang": "es"}}
        con.execute("INSERT INTO games (guild_id, channel_id, title, host_id, status, options, seats, seed,"
                    " created_at, updated_at) VALUES (?, ?, 'natives', ?, 'lobby', ?, ?, 3, 0, 0)",
                    (GUILD, CHANNEL, ANN, json.dumps(legacy), json.dumps([{"name": "ann", "user_id": ANN}])))
    finally:
        con.close()
    assert len(MIGRATIONS) >= 6
    store = await Store.open(path)
    try:
        row = await store.open_game(CHANNEL)
        assert row.options == {"expansions": ["seasons"]}
        assert row.settings == {"hints": False, "tutorial": "ann", "lang": "es"}
        async with store.transaction():
            await store.save_game(row)
        async with store.transaction() as db:
            cursor = await db.execute("SELECT options, settings FROM games WHERE id = ?", (row.id,))
            options, settings = await cursor.fetchone()
        assert json.loads(options) == {"expansions": ["seasons"]}
        assert json.loads(settings) == {"hints": False, "tutorial": "ann", "lang": "es"}
        tables = Tables(store)
        await tables.join(CHANNEL, BOB, "bob")
        await tables.start(CHANNEL, ANN)                 # the engine is never given "table"
        assert (await tables.current(CHANNEL)).state["options"]["expansions"] == ["seasons"]
    finally:
        await store.close()


# -- one guard for the table message's controls ----------------------------------------------------
def test_the_controls_share_one_guard():
    from cogs.common import ActionButton, ActionSelect, ChoicesButton, ForItsGame

    for control in (ActionButton, ActionSelect, ChoicesButton):
        assert issubclass(control, ForItsGame)
        assert control.interaction_check is ForItsGame.interaction_check
        assert "game_id" not in inspect.getsource(control.callback), control.__name__
