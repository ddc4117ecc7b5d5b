"""/uluk through the offline Discord harness: placing, simultaneous phases, the secret feast."""

from __future__ import annotations

import random

from tests.discord_harness import CHANNEL_ID, USERS, Harness


async def start(h: Harness, players=("ann", "bob")) -> None:
    await h.slash(players[0], "game new", title="uluk")
    for p in players[1:]:
        await h.slash(p, "game join")
    calls = await h.slash(players[0], "game start")
    assert any(c.files for c in calls)


def name_of(uid: str) -> str:
    return next(n for n, i in USERS.items() if i == uid)


async def test_place_with_autocomplete_and_refusals(harness):
    await start(harness)
    tables = harness.bot.tables
    row = await tables.current(CHANNEL_ID)
    [uid] = tables.awaited_users(row)
    user, other = name_of(uid), "bob" if name_of(uid) == "ann" else "ann"
    spaces = await harness.autocomplete(user, "uluk place", "space", space="")
    legal = await tables.legal(CHANNEL_ID, uid)
    assert {c["value"] for c in spaces} == {a.split()[1] for a in legal if a.startswith("place ")}
    assert await harness.autocomplete(other, "uluk place", "space", space="") == []
    # a space that is a whole action is named by its words, in the user's language
    named = {c["value"]: c["name"] for c in await harness.autocomplete(user, "uluk place", "space", space="",
                                                                         locale="es-ES")}
    whole = [a.split()[1] for a in legal if a.startswith("place ") and len(a.split()) == 2]
    assert whole and all(named[w] != w for w in whole), named
    acts = await harness.autocomplete(user, "uluk act", "action", action="", locale="de")
    assert {c["value"] for c in acts} <= set(legal) and all(c["name"] != c["value"] for c in acts)
    calls = await harness.slash(other, "uluk place", space="temple")
    assert any(c.ephemeral and "not your turn" in c.content for c in calls)
    calls = await harness.slash(user, "uluk place", space="uluk", poison=True)
    assert any(c.ephemeral for c in calls if c.kind == "followup")
    assert (await tables.current(CHANNEL_ID)).state == row.state          # refused, unchanged
    calls = await harness.slash(user, "uluk place", space="temple")
    assert (await tables.current(CHANNEL_ID)).version > row.version


async def test_the_feast_card_is_only_ever_private(harness):
    await start(harness)
    calls = await harness.slash("ann", "uluk feast")
    [resp] = [c for c in calls if c.kind == "response"]
    assert resp.ephemeral and "Your feast" in resp.content
    calls = await harness.slash("eve", "uluk feast")
    [resp] = [c for c in calls if c.kind == "response"]
    assert resp.ephemeral and "not seated" in resp.content
    row = await harness.bot.tables.current(CHANNEL_ID)
    public = harness.bot.tables.view(row)
    assert all("feast" not in p for p in public["players"])


async def test_simultaneous_phase_offers_my_choices_and_waits_for_the_last(harness):
    await start(harness)
    tables = harness.bot.tables
    rng = random.Random(4)
    for _ in range(400):
        row = await tables.current(CHANNEL_ID)
        waiting = tables.awaited_users(row)
        if len(waiting) > 1:
            break
        legal = await tables.legal(CHANNEL_ID, waiting[0])
        await tables.act(CHANNEL_ID, waiting[0], rng.choice(legal))
    else:
        raise AssertionError("no simultaneous phase reached")
    calls = await harness.slash("ann", "game status")
    [message] = [c for c in calls if c.custom_ids]
    assert message.custom_ids == [f"cf:c:{row.id}"]
    calls = await harness.click("ann", f"cf:c:{row.id}", source=message)
    [resp] = [c for c in calls if c.kind == "response"]
    assert resp.ephemeral and resp.custom_ids
    # the first to finish does not move the table on; the picture waits for the last one
    first = waiting[0]
    for _ in range(20):
        legal = await tables.legal(CHANNEL_ID, first)
        if not legal:
            break
        calls = await harness.slash(name_of(first), "uluk act", action="done" if "done" in legal else legal[0])
    assert first not in tables.awaited_users(await tables.current(CHANNEL_ID))
    assert not [c for c in calls if c.posted]
    assert waiting[1] in tables.awaited_users(await tables.current(CHANNEL_ID))
