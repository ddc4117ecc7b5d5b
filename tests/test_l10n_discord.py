"""Messages made in the reader's language at the Discord edge, through discord.py's real
dispatch (tests/discord_harness.py): the channel's lines in the server's language, a refusal
in the user's."""

from __future__ import annotations

from tests.discord_harness import CHANNEL_ID, USERS


async def test_a_spanish_server_reads_the_lobby_in_spanish(harness):
    calls = await harness.slash("ann", "game new", title="uluk", locale="es-ES", guild_locale="es-ES")
    said = [c.content for c in calls if c.content and not c.private]
    assert any(s.startswith("Ann abre una mesa de Uluk") for s in said), said
    joined = await harness.slash("bob", "game join", locale="en-US", guild_locale="es-ES")
    assert any("Bob se sienta (2 en la mesa)." in c.content for c in joined if c.content and not c.private)


async def test_a_refusal_follows_the_users_language_not_the_servers(harness):
    await harness.slash("ann", "game new", title="uluk")
    again = await harness.slash("ann", "game join", locale="es-ES", guild_locale="en-US")
    [refusal] = [c for c in again if c.private and c.content]
    assert refusal.content == "Ya tienes un asiento en esta mesa."
    english = await harness.slash("ann", "game join", locale="en-GB", guild_locale="es-ES")
    assert [c.content for c in english if c.private and c.content] == ["You already have a seat at this table."]


async def test_the_log_keeps_ids_so_each_reader_reads_their_language(harness):
    """A move taken back is stored as its message (the id and arguments, not English): the
    channel reads it in Spanish, /game log's reader in theirs."""
    await harness.slash("ann", "game new", title="natives", locale="es-ES", guild_locale="es-ES")
    await harness.slash("bob", "game join")
    await harness.slash("ann", "game start")
    tables = harness.bot.tables
    row = await tables.current(CHANNEL_ID)
    [uid] = tables.awaited_users(row)
    who = next(name for name, i in USERS.items() if i == uid)
    action = next(a for a in await tables.legal(CHANNEL_ID, uid) if a.startswith("use "))
    await tables.act(CHANNEL_ID, uid, action)
    undone = await harness.slash(who, "game undo", locale="es-ES", guild_locale="es-ES")
    assert any(f"{who.capitalize()} deshace '{action}'." in c.content for c in undone if c.content), \
        [c.content for c in undone]
    [entry] = [e for e in await harness.bot.store.actions(row.id, limit=100) if e["kind"] == "undo"]
    assert entry["events"] == [{"msg": "undo-done", "args": {"seat": who.capitalize(), "action": action}}]
