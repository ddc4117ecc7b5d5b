"""The PostgreSQL store under trouble, as tests/test_store.py puts the SQLite file: a server
that does not answer, a missing database, a newer schema, a row lock held too long, a
read-only database, a connection cut by a restart, processes migrating a new database at
once. Every failure is one sentence (``StoreUnavailable``) and leaves the game as it was.
And a move's write, which is one statement here (``PostgresStore._write_play``): a stale
version or a taken seq writes nothing of it, and a move acknowledged is there after the bot
process is killed (-9) right after."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import asyncpg
import pytest

from bot.store import MIGRATIONS, Conflict, Store, StoreUnavailable
from bot.tables import Tables
from tests.conftest import with_search_path

pytestmark = pytest.mark.postgres
CHANNEL, GUILD, ANN, BOB = "700", "1", "11", "22"


async def started(tables: Tables) -> None:
    await tables.new(CHANNEL, GUILD, ANN, "Ann", "natives")
    await tables.join(CHANNEL, BOB, "Bob")
    await tables.start(CHANNEL, ANN)


@pytest.fixture
async def store(postgres_schema):
    s = await Store.open(postgres_schema, busy_timeout_ms=200)
    yield s
    await s.close()


async def test_a_server_that_does_not_answer_is_one_sentence_without_the_password(tmp_path):
    url = f"postgresql://campfire:hunter2@/campfire?host={tmp_path}"         # no server at that socket
    with pytest.raises(StoreUnavailable) as refused:
        await Store.open(url)
    assert refused.value.kind == "unreachable"
    assert str(refused.value) == (f"Cannot open the game store postgresql://campfire:***@/campfire?host={tmp_path}: "
                                  "the server does not answer (is PostgreSQL running, and are the host and "
                                  "port right?).")


async def test_a_missing_database_is_refused_saying_so(postgres_url):
    base, _, query = postgres_url.partition("?")
    url = f"{base.rsplit('/', 1)[0]}/no_such_campfire?{query}"
    with pytest.raises(StoreUnavailable, match=r"the database does not exist \(create it") as refused:
        await Store.open(url)
    assert refused.value.kind == "unopenable"


async def test_a_newer_schema_is_refused_naming_both_versions_and_left_as_it_was(postgres_schema):
    store = await Store.open(postgres_schema)
    await Tables(store).new(CHANNEL, GUILD, ANN, "Ann", "natives")
    async with store.transaction() as db:
        await db.execute("UPDATE campfire_schema SET version = $1", len(MIGRATIONS) + 4)
    await store.close()
    with pytest.raises(StoreUnavailable) as refused:
        await Store.open(postgres_schema)
    assert refused.value.kind == "newer"
    assert f"schema version {len(MIGRATIONS) + 4}, newer than version {len(MIGRATIONS)} " in str(refused.value)
    admin = await asyncpg.connect(postgres_schema)
    try:
        assert await admin.fetchval("SELECT version FROM campfire_schema") == len(MIGRATIONS) + 4
        assert await admin.fetchval("SELECT COUNT(*) FROM games") == 1
    finally:
        await admin.close()


async def test_a_row_lock_held_past_the_busy_timeout_is_one_sentence_and_changes_nothing(store, postgres_schema):
    tables = Tables(store, seed_source=lambda: 5)
    await started(tables)
    row = await tables.current(CHANNEL)
    user = tables.awaited_users(row)[0]
    action = (await tables.legal(CHANNEL, user))[0]
    other = await asyncpg.connect(postgres_schema)             # another process, mid-transaction
    transaction = other.transaction()
    await transaction.start()
    await other.execute("SELECT id FROM games WHERE id = $1 FOR UPDATE", row.id)
    try:
        t = time.perf_counter()
        with pytest.raises(StoreUnavailable, match=r"^The game store is busy, try again in a moment\.$") as busy:
            await tables.act(CHANNEL, user, action)
        assert busy.value.kind == "busy" and time.perf_counter() - t < 2
        assert (await tables.current(CHANNEL)).version == row.version      # reads do not wait
    finally:
        await transaction.rollback()
        await other.close()
    assert await store.action_count(row.id) == 0
    assert (await tables.act(CHANNEL, user, action)).game.version == row.version + 1


async def test_a_read_only_database_refuses_writes_with_one_sentence(store):
    tables = Tables(store, seed_source=lambda: 5)
    await started(tables)
    row = await tables.current(CHANNEL)
    await store._db.execute("SET default_transaction_read_only = on")      # as on a standby server
    try:
        with pytest.raises(StoreUnavailable, match=r"^The game store is read-only: tell the server admin\.$"):
            await tables.new("701", GUILD, ANN, "Ann", "natives")
        assert (await tables.current(CHANNEL)).version == row.version
    finally:
        await store._db.execute("SET default_transaction_read_only = off")
    assert await tables.find("701") is None


async def test_a_cut_connection_costs_at_most_one_refused_command_then_the_store_reconnects(
        store, postgres_schema):
    tables = Tables(store, seed_source=lambda: 5)
    await started(tables)
    admin = await asyncpg.connect(postgres_schema)
    try:                                                        # the server restarts, say
        await admin.execute("SELECT pg_terminate_backend($1)", store._db.get_server_pid())
    finally:
        await admin.close()
    row = await tables.current(CHANNEL)
    user = tables.awaited_users(row)[0]
    action = (await tables.legal(CHANNEL, user))[0]
    try:
        outcome = await tables.act(CHANNEL, user, action)
    except StoreUnavailable as cut:            # the cut was not noticed before the command came
        assert cut.kind == "unreachable" and str(cut) == (
            "The game store's database server does not answer: tell the server admin.")
        outcome = await tables.act(CHANNEL, user, action)
    assert outcome.game.version == row.version + 1 and await store.action_count(row.id) == 1


class _EndHeldBack(asyncio.Protocol):
    """Between asyncio's socket and asyncpg's protocol: passes everything on but the socket's
    end, which it holds back (as a busy machine does, between a dying server's last message
    and the end of its socket), so the connection is not yet closed when the next command comes."""

    def __init__(self, inner: asyncio.BaseProtocol):
        self.inner = inner

    def data_received(self, data: bytes) -> None:
        self.inner.data_received(data)

    def eof_received(self) -> bool:
        return True                           # kept open: asyncpg is not told

    def connection_lost(self, exc: Exception | None) -> None:
        self.inner.connection_lost(exc)

    def pause_writing(self) -> None:
        self.inner.pause_writing()

    def resume_writing(self) -> None:
        self.inner.resume_writing()


async def _end_writer_quietly(writer: asyncpg.Connection, url: str) -> None:
    """The server ends a writer's connection; asyncpg reads its termination notice (the
    connection idle) but not yet the socket's end."""
    writer._transport.set_protocol(_EndHeldBack(writer._protocol))
    admin = await asyncpg.connect(url)
    try:
        await admin.execute("SELECT pg_terminate_backend($1, 10000)", writer.get_server_pid())   # waits for it
    finally:
        await admin.close()
    for _ in range(20):                       # the notice reaches asyncpg's protocol
        await asyncio.sleep(0.005)
    assert not writer.is_closed()


async def test_a_cut_noticed_before_its_end_costs_one_refused_command_not_a_crash(store, postgres_schema):
    """The flake of the test above, made certain: the termination notice read, the socket's end
    not yet, the next BEGIN collides with asyncpg's half-read "operation" (InternalClientError
    'another operation (2) is in progress'). It is one refusal saying the server does not
    answer, and the command after it reconnects: on the writer of transactions (a join), and on
    the moves' writer pool (a move)."""
    tables = Tables(store, seed_source=lambda: 5)
    await tables.new(CHANNEL, GUILD, ANN, "Ann", "natives")
    await _end_writer_quietly(store._db, postgres_schema)
    with pytest.raises(StoreUnavailable) as cut:
        await tables.join(CHANNEL, BOB, "Bob")
    assert cut.value.kind == "unreachable"
    await tables.join(CHANNEL, BOB, "Bob")
    await tables.start(CHANNEL, ANN)
    row = await tables.current(CHANNEL)
    user = tables.awaited_users(row)[0]
    action = (await tables.legal(CHANNEL, user))[0]
    async with store._writers.acquire() as connection:     # the pool's one idle connection
        pass
    await _end_writer_quietly(connection, postgres_schema)
    with pytest.raises(StoreUnavailable) as cut:
        await tables.act(CHANNEL, user, action)
    assert cut.value.kind == "unreachable"
    assert (await tables.current(CHANNEL)).version == row.version
    outcome = await tables.act(CHANNEL, user, action)
    assert outcome.game.version == row.version + 1 and await store.action_count(row.id) == 1


async def test_a_cut_noticed_inside_a_transaction_is_refused_and_the_writer_replaced(store, postgres_schema):
    tables = Tables(store, seed_source=lambda: 5)
    await started(tables)
    with pytest.raises(StoreUnavailable) as cut:
        async with store.transaction():
            row = await store.open_game(CHANNEL)
            await _end_writer_quietly(store._db, postgres_schema)
            await store.save_game(row)
    assert cut.value.kind == "unreachable"
    async with store.transaction():
        row2 = await store.open_game(CHANNEL)
        await store.save_game(row2)
    assert row2.version == row.version + 1


async def test_processes_opening_a_new_database_at_once_migrate_it_once(postgres_url):
    schema = "t_race_" + str(time.monotonic_ns())
    admin = await asyncpg.connect(postgres_url)
    await admin.execute(f"CREATE SCHEMA {schema}")
    url = with_search_path(postgres_url, schema)
    try:
        stores = await asyncio.gather(*(Store.open(url) for _ in range(4)))
        assert sum(s.created for s in stores) >= 1
        for s in stores:
            assert await s.stored_version() == len(MIGRATIONS)
            await s.close()
        assert await admin.fetchval(f"SELECT COUNT(*) FROM {schema}.campfire_schema") == 1
    finally:
        await admin.execute(f"DROP SCHEMA {schema} CASCADE")
        await admin.close()


async def test_the_json_checks_hold_on_postgresql_too(store):
    with pytest.raises(asyncpg.CheckViolationError):
        async with store.transaction() as db:
            await db.execute("INSERT INTO games (channel_id, title, host_id, status, options, seats, seed,"
                             " created_at, updated_at) VALUES ('1', 'natives', '1', 'lobby', 'not json', '[]',"
                             " 1, 0, 0)")
    assert await store.games() == []


async def test_campfire_doctor_checks_a_postgresql_store(postgres_schema):
    from bot.doctor import check_database

    store = await Store.open(postgres_schema)
    await Tables(store).new("123", "456", ANN, "Ann", "natives")
    await store.close()
    checks, games = await check_database(postgres_schema)
    assert [c.ok for c in checks] == [True, True], checks
    assert "postgresql://" in checks[0].text and f"schema version {len(MIGRATIONS)}" in checks[0].text
    assert "rolled back" in checks[1].text and [(g.guild_id, g.channel_id) for g in games] == [(456, 123)]


def _entry(seq: int, action: str, **extra) -> dict:
    return {"seq": seq, "user_id": ANN, "seat": "A", "action": action, "events": [f"{action} done"],
            "at": 1000.0 + seq, "kind": "play", "undoable": False, "undone": False, **extra}


def _counting_statements(monkeypatch) -> list[str]:
    """The statements run on the store's connections from now on (BEGIN and COMMIT included)."""
    statements: list[str] = []
    execute = asyncpg.Connection.execute

    async def counted(self, query, *args, **kwargs):
        statements.append(query)
        return await execute(self, query, *args, **kwargs)

    monkeypatch.setattr(asyncpg.Connection, "execute", counted)
    return statements


async def test_a_move_with_several_entries_is_one_statement_and_writes_them_all(store, monkeypatch):
    tables = Tables(store, seed_source=lambda: 5)
    await started(tables)
    row = await tables.current(CHANNEL)
    before = await store.action_count(row.id)
    entries = [_entry(before + 1, "play one", undoable=True),
               _entry(before + 2, "ai answers", user_id=None, seat="B", events=[]),
               _entry(before + 3, "a note", kind="note", events=[{"id": "hint", "args": {"n": 2}}])]
    statements = _counting_statements(monkeypatch)
    saved = await store.save_play(row, entries)
    assert len(statements) == 1 and statements[0].startswith("WITH saved AS (UPDATE games")
    assert saved.version == row.version
    stored = await store.game(row.id)
    assert stored.version == saved.version and stored.state == row.state
    assert (await store.actions(row.id, after=before)) == entries
    assert await store.save_play(stored, []) is stored and stored.version == saved.version + 1   # the UPDATE alone
    assert (await store.game(row.id)).version == stored.version


async def test_a_move_on_a_stale_version_is_a_conflict_and_writes_nothing(store):
    tables = Tables(store, seed_source=lambda: 5)
    await started(tables)
    first, stale = await tables.current(CHANNEL), await tables.current(CHANNEL)
    logged = await store.actions(first.id)
    await store.save_play(first, [_entry(len(logged) + 1, "the first")])
    stale.state = {**stale.state, "changed": True}
    for entries in ([_entry(len(logged) + 2, "the stale one"), _entry(len(logged) + 3, "its answer")], []):
        with pytest.raises(Conflict):
            await store.save_play(stale, entries)
        assert stale.version == first.version - 1                   # not bumped
    stored = await store.game(first.id)
    assert stored.version == first.version and "changed" not in stored.state
    assert [e["action"] for e in await store.actions(first.id)] == [e["action"] for e in logged] + ["the first"]


async def test_a_move_whose_seq_was_taken_is_a_conflict_and_leaves_the_game_row_as_it_was(store):
    tables = Tables(store, seed_source=lambda: 5)
    await started(tables)
    row = await tables.current(CHANNEL)
    seq = await store.action_count(row.id) + 1
    async with store.transaction():            # another command logged a hint: no new version
        await store.append_action(row.id, seq, BOB, "B", "hint", ["a hint"], kind="note")
    changed = await tables.current(CHANNEL)
    changed.state = {**changed.state, "changed": True}
    with pytest.raises(Conflict):
        await store.save_play(changed, [_entry(seq + 1, "its answer first"), _entry(seq, "the move")])
    assert changed.version == row.version
    stored = await store.game(row.id)
    assert stored.version == row.version and stored.updated_at == row.updated_at and "changed" not in stored.state
    assert [(e["seq"], e["action"]) for e in await store.actions(row.id, after=seq - 1)] == [(seq, "hint")]


_PLAY_ONE_MOVE_AND_WAIT = """
import asyncio, sys
from bot.store import Store
from bot.tables import Tables

async def main(url):
    tables = Tables(await Store.open(url), seed_source=lambda: 5)
    await tables.new("700", "1", "11", "Ann", "natives")
    await tables.join("700", "22", "Bob")
    await tables.start("700", "11")
    row = await tables.current("700")
    user = tables.awaited_users(row)[0]
    action = (await tables.legal("700", user))[0]
    outcome = await tables.act("700", user, action)
    print(outcome.game.id, outcome.game.version, action, sep="\\t", flush=True)    # acknowledged
    await asyncio.sleep(3600)

asyncio.run(main(sys.argv[1]))
"""


async def test_a_move_acknowledged_is_kept_when_the_bot_is_killed_right_after(postgres_schema):
    root = Path(__file__).resolve().parent.parent
    bot = subprocess.Popen([sys.executable, "-c", _PLAY_ONE_MOVE_AND_WAIT, postgres_schema], cwd=root,
                           env={**os.environ, "PYTHONPATH": str(root)}, stdout=subprocess.PIPE, text=True)
    try:
        line = await asyncio.wait_for(asyncio.to_thread(bot.stdout.readline), 60)
    finally:
        bot.send_signal(signal.SIGKILL)
        bot.wait()
        bot.stdout.close()
    game_id, version, action = line.rstrip("\n").split("\t")
    store = await Store.open(postgres_schema)
    try:
        row = await store.game(int(game_id))
        assert row.version == int(version)
        assert [e["action"] for e in await store.actions(row.id, plays_only=True)] == [action]
        assert (await Tables(store).replay(row)).to_dict() == row.state
    finally:
        await store.close()


async def test_the_stores_connections_lend_at_most_their_number_and_replace_one_the_server_ended(postgres_url):
    """bot/store/postgres.py's own pool: six reads at once on two connections share them, a
    borrower cancelled while waiting takes none away, a connection the server ended costs at
    most one refused read and is replaced."""
    from bot.store.postgres import _Connections

    connections = await _Connections.open(postgres_url, 2)
    try:
        pids = await asyncio.gather(*(connections.fetchval("SELECT pg_backend_pid() FROM pg_sleep(0.05)")
                                      for _ in range(6)))
        assert len(set(pids)) == 2
        busy = [asyncio.ensure_future(connections.fetchval("SELECT pg_sleep(0.2)")) for _ in range(2)]
        waiting = asyncio.ensure_future(connections.fetchval("SELECT 1"))
        await asyncio.sleep(0.05)
        waiting.cancel()
        await asyncio.gather(*busy)
        with pytest.raises(asyncio.CancelledError):
            await waiting
        assert len(connections._idle) == 2 and connections._count == 2
        ended = connections._idle[-1].get_server_pid()          # the next one lent
        admin = await asyncpg.connect(postgres_url)
        try:
            await admin.execute("SELECT pg_terminate_backend($1, 10000)", ended)
        finally:
            await admin.close()
        refused = 0
        for _ in range(3):
            try:
                assert await connections.fetchval("SELECT pg_backend_pid()") != ended
            except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError):
                refused += 1
        assert refused <= 1 and connections._count <= 2
        assert await connections.fetchval("SELECT 2") == 2
    finally:
        await connections.close()
    with pytest.raises(asyncpg.InterfaceError):
        await connections.fetchval("SELECT 1")


JSON_TEXTS = ['{"a": [1, 2.5, null, true]}', '"\\u0000 in a name"', '[]', '{"a": ', "nan", "{'a': 1}", ""]


async def test_json_valid_reads_json_as_sqlite_does(store, postgres_schema):
    """The CHECKs' json_valid() answers on PostgreSQL as SQLite's own does, text by text: it
    reads the text as json (a NUL escaped in a string is valid JSON, which jsonb refused)."""
    import sqlite3

    await Tables(store).new(CHANNEL, GUILD, ANN, "Ann", "natives")
    lite = sqlite3.connect(":memory:")
    admin = await asyncpg.connect(postgres_schema)
    try:
        for text in JSON_TEXTS:
            assert await admin.fetchval("SELECT json_valid($1)", text) is bool(
                lite.execute("SELECT json_valid(?)", (text,)).fetchone()[0]), text
        with pytest.raises(asyncpg.CheckViolationError):
            await admin.execute("UPDATE games SET options = '{'")
    finally:
        await admin.close()
        lite.close()


async def test_a_database_made_before_migration_8_reads_json_as_json_after_it(postgres_schema):
    """Migration 8 is PostgreSQL's own (migrations.POSTGRES_OWN): a database of version 7 has
    the jsonb json_valid(), which refused a NUL in a string; opened again, it is version 8 and
    accepts it, as SQLite does."""
    store = await Store.open(postgres_schema)
    await Tables(store).new(CHANNEL, GUILD, ANN, "Ann", "natives")
    await store.close()
    admin = await asyncpg.connect(postgres_schema)
    try:
        await admin.execute("""CREATE OR REPLACE FUNCTION json_valid(value text) RETURNS boolean
            LANGUAGE plpgsql IMMUTABLE AS $$ BEGIN PERFORM value::jsonb; RETURN true;
            EXCEPTION WHEN others THEN RETURN false; END $$""")
        await admin.execute("UPDATE campfire_schema SET version = 7")
        assert await admin.fetchval("SELECT json_valid($1)", JSON_TEXTS[1]) is False
        reopened = await Store.open(postgres_schema)
        assert await reopened.stored_version() == len(MIGRATIONS) == 8
        await reopened.close()
        assert await admin.fetchval("SELECT json_valid($1)", JSON_TEXTS[1]) is True
        assert await admin.fetchval("SELECT COUNT(*) FROM games") == 1
    finally:
        await admin.close()
