"""The table service on a real store (a SQLite file, and a PostgreSQL schema): lobby, whole games,
restarts, races, refusals."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3

import pytest

from bot.rules import restore
from bot.store import MIGRATIONS, Store
from bot.tables import TableError, Tables

CHANNEL = "100"
GUILD = "1"
ANN, BOB, CY = "11", "22", "33"


async def seated(tables: Tables, users=(ANN, BOB, CY)) -> None:
    await tables.new(CHANNEL, GUILD, users[0], f"user{users[0]}", "natives")
    for u in users[1:]:
        await tables.join(CHANNEL, u, f"user{u}")


async def play_to_end(tables: Tables, rng: random.Random, limit: int = 5000) -> int:
    moves = 0
    while True:
        row = await tables.store.open_game(CHANNEL)
        if row is None:
            return moves
        users = tables.awaited_users(row)
        user = rng.choice(users)
        action = rng.choice(await tables.legal(CHANNEL, user))
        await tables.act(CHANNEL, user, action)
        moves += 1
        assert moves < limit


async def test_lobby_refusals_change_nothing(tables):
    await tables.new(CHANNEL, GUILD, ANN, "Ann", "natives")
    with pytest.raises(TableError, match="already has a game of Natives"):
        await tables.new(CHANNEL, GUILD, BOB, "Bob", "natives")
    with pytest.raises(TableError, match="already have a seat"):
        await tables.join(CHANNEL, ANN, "Ann")
    with pytest.raises(TableError, match="at least 2"):
        await tables.start(CHANNEL, ANN)
    await tables.join(CHANNEL, BOB, "Bob")
    with pytest.raises(TableError, match="Only the host"):
        await tables.start(CHANNEL, BOB)
    with pytest.raises(TableError, match="not started"):
        await tables.act(CHANNEL, ANN, "scout")
    with pytest.raises(TableError, match="no game called"):
        await tables.new("200", GUILD, ANN, "Ann", "chess")
    with pytest.raises(TableError, match="no expansion called"):
        await tables.new("200", GUILD, ANN, "Ann", "natives", {"expansions": ["dragons"]})
    with pytest.raises(TableError, match="no table in this channel"):
        await tables.join("300", BOB, "Bob")
    row = await tables.current(CHANNEL)
    assert [s.name for s in row.seats] == ["Ann", "Bob"] and row.status == "lobby"


async def test_table_is_full_at_four(tables):
    await seated(tables, (ANN, BOB, CY, "44"))
    with pytest.raises(TableError, match="full"):
        await tables.join(CHANNEL, "55", "Eve")


async def test_duplicate_display_names_get_distinct_seats(tables):
    await tables.new(CHANNEL, GUILD, ANN, "Sam", "natives")
    await tables.join(CHANNEL, BOB, "Sam")
    row = await tables.current(CHANNEL)
    assert [s.name for s in row.seats] == ["Sam", "Sam 2"]


async def test_whole_game_through_the_service(tables, store):
    await seated(tables)
    start = await tables.start(CHANNEL, ANN)
    assert start.picture and len(start.mention) == 1
    moves = await play_to_end(tables, random.Random(5))
    assert moves > 30
    [row] = await store.games(channel_id=CHANNEL, status=("finished",))
    assert row.result["winners"]
    assert set(row.result["scores"]) == {"user11", "user22", "user33"}
    # the log replays to the snapshot, byte for byte
    assert (await tables.replay(row)).to_dict() == row.state
    # a finished game frees the channel
    await tables.new(CHANNEL, GUILD, BOB, "Bob", "natives")


async def test_wrong_turn_and_non_player_are_refused(tables, store):
    await seated(tables)
    await tables.start(CHANNEL, ANN)
    row = await tables.current(CHANNEL)
    awaited = tables.awaited_users(row)[0]
    idle = next(u for u in (ANN, BOB, CY) if u != awaited)
    with pytest.raises(TableError, match="not your turn"):
        await tables.act(CHANNEL, idle, "scout")
    with pytest.raises(TableError, match="not seated"):
        await tables.act(CHANNEL, "999", "scout")
    with pytest.raises(TableError, match="not an action"):
        await tables.act(CHANNEL, awaited, "fly away")
    after = await tables.current(CHANNEL)
    assert after.state == row.state and after.version == row.version
    assert await store.action_count(row.id) == 0


async def test_stale_button_version_is_refused(tables):
    await seated(tables)
    await tables.start(CHANNEL, ANN)
    row = await tables.current(CHANNEL)
    user = tables.awaited_users(row)[0]
    action = (await tables.legal(CHANNEL, user))[0]
    await tables.act(CHANNEL, user, action, version=row.version)
    row2 = await tables.current(CHANNEL)
    user2 = tables.awaited_users(row2)[0]
    legal = await tables.legal(CHANNEL, user2)
    with pytest.raises(TableError, match="earlier turn"):
        await tables.act(CHANNEL, user2, legal[0], version=row.version)
    assert (await tables.current(CHANNEL)).state == row2.state


async def test_two_commands_at_once_one_wins_the_other_is_told(tables, store):
    await seated(tables)
    await tables.start(CHANNEL, ANN)
    row = await tables.current(CHANNEL)
    user = tables.awaited_users(row)[0]
    uses = [a for a in await tables.legal(CHANNEL, user) if a.startswith("use ")]
    results = await asyncio.gather(
        tables.act(CHANNEL, user, uses[0], version=row.version),
        tables.act(CHANNEL, user, uses[-1], version=row.version),
        return_exceptions=True,
    )
    errors = [r for r in results if isinstance(r, Exception)]
    assert len(errors) == 1 and isinstance(errors[0], TableError)
    assert "earlier turn" in str(errors[0])
    assert await store.action_count(row.id) == 1


async def test_unversioned_race_applies_both_in_order_or_tells(tables, store):
    """Without a button version the second command is applied after the first, if legal."""
    await seated(tables)
    await tables.start(CHANNEL, ANN)
    row = await tables.current(CHANNEL)
    user = tables.awaited_users(row)[0]
    use = next(a for a in await tables.legal(CHANNEL, user) if a.startswith("use "))
    results = await asyncio.gather(tables.act(CHANNEL, user, use), tables.act(CHANNEL, user, use),
                                   return_exceptions=True)
    assert sum(isinstance(r, TableError) for r in results) == 1
    assert await store.action_count(row.id) == 1


async def test_restart_in_the_middle_loses_nothing(store_target):
    path = store_target
    rng = random.Random(9)
    store = await Store.open(path)
    tables = Tables(store, seed_source=lambda: 77)
    await seated(tables)
    await tables.start(CHANNEL, ANN)
    for _ in range(25):
        row = await tables.current(CHANNEL)
        user = rng.choice(tables.awaited_users(row))
        await tables.act(CHANNEL, user, rng.choice(await tables.legal(CHANNEL, user)))
    before = (await tables.current(CHANNEL)).state
    await store.close()
    # a new process: new store, new service, same file
    store = await Store.open(path)
    try:
        tables = Tables(store)
        row = await tables.current(CHANNEL)
        assert row.state == before
        assert (await tables.replay(row)).to_dict() == row.state
        await play_to_end(tables, rng)
        assert (await store.games(channel_id=CHANNEL, status=("finished",)))
    finally:
        await store.close()


async def test_a_failed_commit_leaves_no_half_applied_game(tables, store, monkeypatch):
    await seated(tables)
    await tables.start(CHANNEL, ANN)
    row = await tables.current(CHANNEL)
    user = tables.awaited_users(row)[0]
    action = (await tables.legal(CHANNEL, user))[0]

    async def crash(*args, **kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(store, "save_play", crash)
    with pytest.raises(RuntimeError):
        await tables.act(CHANNEL, user, action)
    monkeypatch.undo()
    # and a failure inside the move's short write, after its UPDATE ran: the log's insert fails
    monkeypatch.setattr(store, "APPEND_SQL", "INSERT INTO no_such_table (a) VALUES (?)")
    with pytest.raises(Exception):      # noqa: B017 (the backend says it its own way)
        await tables.act(CHANNEL, user, action)
    monkeypatch.undo()
    after = await tables.current(CHANNEL)
    assert after.state == row.state and after.version == row.version
    assert await store.action_count(row.id) == 0


async def test_resign_and_abandon(tables, store):
    await seated(tables)
    await tables.start(CHANNEL, ANN)
    with pytest.raises(TableError, match="Only the host or a member"):
        await tables.abandon(CHANNEL, BOB, can_manage=False)
    out = await tables.resign(CHANNEL, CY)
    assert "resigns" in out.public[0]
    row = await tables.current(CHANNEL)
    assert row.seat_of(CY).resigned and row.status == "active"
    with pytest.raises(TableError, match="already resigned"):
        await tables.resign(CHANNEL, CY)
    # the resigned seat is played by the AI: the table never waits for it
    assert CY not in tables.awaited_users(row)
    out = await tables.resign(CHANNEL, BOB)
    assert out.game.status == "finished" and out.game.result["winners"] == ["user11"]
    await tables.new(CHANNEL, GUILD, ANN, "Ann", "natives")
    out = await tables.abandon(CHANNEL, BOB, can_manage=True)
    assert out.game.status == "abandoned"


async def test_log_pages(tables):
    await seated(tables)
    await tables.start(CHANNEL, ANN)
    rng = random.Random(3)
    for _ in range(12):
        row = await tables.current(CHANNEL)
        user = rng.choice(tables.awaited_users(row))
        await tables.act(CHANNEL, user, rng.choice(await tables.legal(CHANNEL, user)))
    row, entries, pages = await tables.log(CHANNEL, 1)
    assert pages == 2 and len(entries) == 10 and entries[0]["seq"] == 12
    _, entries2, _ = await tables.log(CHANNEL, 2)
    assert [e["seq"] for e in entries2] == [2, 1]
    with pytest.raises(TableError, match="2 pages"):
        await tables.log(CHANNEL, 3)


async def test_ai_seats_play_themselves(tables, store):
    await tables.new(CHANNEL, GUILD, ANN, "Ann", "natives")
    await tables.add_ai(CHANNEL, ANN)
    await tables.add_ai(CHANNEL, ANN)
    out = await tables.start(CHANNEL, ANN)
    row = out.game
    game = restore(row.state)
    assert game.awaiting() == ["Ann"]       # the AI seats played up to Ann's turn
    assert tables.awaited_users(row) == [ANN]
    await play_to_end(tables, random.Random(1))


async def test_schema_is_migrated_and_checked(tmp_path):
    path = tmp_path / "x.sqlite3"
    store = await Store.open(path)
    await store.close()
    con = sqlite3.connect(path)
    try:
        assert con.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
        assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        with pytest.raises(sqlite3.IntegrityError):
            con.execute("INSERT INTO games (channel_id, title, host_id, status, options, seats,"
                        " seed, created_at, updated_at) VALUES ('1','natives','1','lobby',"
                        " 'not json', '[]', 1, 0, 0)")
    finally:
        con.close()
    store = await Store.open(path)   # opening again migrates nothing and works
    await store.close()
    assert json.loads("[]") == []


async def test_a_forced_choice_then_the_turn_passing_to_the_same_player_posts_the_table(tables, store):
    """Bob discards for Ann's Rain-Calling, and that ends Ann's turn: now it is Bob's turn.

    The awaited player is Bob before and after, but the turn changed hands: a new picture.
    """
    from tests.helpers_natives import table as natives_table

    await tables.new(CHANNEL, GUILD, ANN, "ann", "natives")
    await tables.join(CHANNEL, BOB, "bob")
    await tables.start(CHANNEL, ANN)
    row = await tables.current(CHANNEL)
    game = natives_table(2, prairie=["rain-calling"])
    game.state["boards"][1]["food"] = ["corn", "salmon"]
    row.state = game.to_dict()
    async with store.transaction():
        await store.save_game(row)
    out = await tables.act(CHANNEL, ANN, "use shaman; take rain-calling")
    assert out.picture and out.mention == [BOB]
    out = await tables.act(CHANNEL, BOB, "discard corn")
    assert restore(out.game.state).view()["turn"] == "bob"
    from bot.l10n import english
    assert out.picture and "discards" in " ".join(map(english, out.public))   # stored forms of messages


# -- undo's refusals (tests/test_reminders.py has the undo that works) -----------------------------
async def two_seated_at_natives(tables: Tables) -> tuple[str, str]:
    """A started two-player game of Natives: (the awaited user, the other)."""
    await seated(tables, (ANN, BOB))
    await tables.start(CHANNEL, ANN)
    [user] = tables.awaited_users(await tables.current(CHANNEL))
    return user, (BOB if user == ANN else ANN)


async def test_undo_is_refused_after_an_action_that_revealed_a_card(tables, store):
    """Scouting turns up a card from the deck: the table has seen it, so it cannot be taken back."""
    user, _ = await two_seated_at_natives(tables)
    assert "scout" in await tables.legal(CHANNEL, user)
    await tables.act(CHANNEL, user, "scout")
    row = await tables.current(CHANNEL)
    with pytest.raises(TableError, match=r"^'scout' revealed cards, so it cannot be taken back\.$"):
        await tables.undo(CHANNEL, user)
    after = await tables.current(CHANNEL)
    assert (after.version, after.state) == (row.version, row.state)
    assert [(e["kind"], e["undone"]) for e in await store.actions(row.id)] == [("play", False)]


async def test_undo_is_refused_once_another_player_has_acted(tables, store):
    """The user's actions revealed nothing, but the other player has acted since: only the last
    action can be undone, and it is theirs."""
    user, other = await two_seated_at_natives(tables)
    rng = random.Random(3)
    while user in tables.awaited_users(await tables.current(CHANNEL)):
        legal = [a for a in await tables.legal(CHANNEL, user) if a != "scout"]
        await tables.act(CHANNEL, user, rng.choice(legal))
    use = next(a for a in await tables.legal(CHANNEL, other) if a.startswith("use "))
    await tables.act(CHANNEL, other, use)
    row = await tables.current(CHANNEL)
    other_name = row.seat_of(other).name
    with pytest.raises(TableError, match=rf"^Only the last action can be undone, and it is {other_name}'s\.$"):
        await tables.undo(CHANNEL, user)
    after = await tables.current(CHANNEL)
    assert (after.version, after.state) == (row.version, row.state)
    assert all(not e["undone"] and e["kind"] == "play" for e in await store.actions(row.id))
