"""Natera and Wendake on the platform, through the real dispatch: the same table service,
cogs, pictures and refusals as every title (nothing special-cased for them)."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from tests.discord_harness import CHANNEL_ID, USERS


def sent(calls):
    return [c for c in calls if c.method in ("POST", "PATCH") and c.payload and (c.content or c.files)]


async def awaited(h) -> list[str]:
    row = await h.bot.tables.current(CHANNEL_ID)
    ids = h.bot.tables.awaited_users(row)
    return [name for name, uid in USERS.items() if uid in ids]


@pytest.mark.parametrize("title, players", [("natera", ("ann", "bob")), ("wendake", ("ann",)),
                                             ("wendake", ("ann", "bob", "cy"))])
async def test_a_table_opens_starts_and_moves(harness, title, players):
    await harness.slash(players[0], "game new", title=title)
    for p in players[1:]:
        await harness.slash(p, "game join")
    calls = await harness.slash(players[0], "game start")
    [table] = [c for c in sent(calls) if c.posted]
    assert [f.filename for f in table.files] == ["turn.png", "table.png"]
    for png in table.files:
        png.fp.seek(0)
        assert Image.open(io.BytesIO(png.fp.read())).format == "PNG"
    row = await harness.bot.tables.current(CHANNEL_ID)
    for _ in range(3):      # a few moves by whoever is awaited, through /<title> act
        who = (await awaited(harness))[0]
        legal = await harness.bot.tables.legal(CHANNEL_ID, USERS[who])
        choices = await harness.autocomplete(who, f"{title} act", "action", action="")
        assert {c["value"] for c in choices} <= set(legal) and choices
        calls = await harness.slash(who, f"{title} act", action=legal[0])
        assert [c for c in sent(calls) if c.private]
    assert (await harness.bot.tables.current(CHANNEL_ID)).version > row.version
    # a refusal is one private sentence
    nobody = next(n for n in ("dee", "eve") if n not in players)
    [refusal] = sent(await harness.slash(nobody, f"{title} act", action=legal[0]))
    assert refusal.private and "not seated" in refusal.content


async def test_the_natera_hand_is_shown_to_its_owner_only(harness):
    await harness.slash("ann", "game new", title="natera")
    await harness.slash("bob", "game join")
    start = await harness.slash("ann", "game start")
    tables = harness.bot.tables
    for _ in range(20):     # the setup decisions (science boards, tribe powers) come before the hand
        row = await tables.current(CHANNEL_ID)
        view = tables.view(row, USERS["ann"])
        me = next(p for p in view["players"] if p["seat"] == view["you"])
        if me["hand"]:
            break
        who = (await awaited(harness))[0]
        await tables.act(CHANNEL_ID, USERS[who], (await tables.legal(CHANNEL_ID, USERS[who]))[0])
    [hand] = sent(await harness.slash("ann", "natera hand"))
    assert hand.private
    cards = [c["id"] if isinstance(c, dict) else c for c in me["hand"]]
    assert cards and all(card in hand.content for card in cards)
    public = " ".join(c.content for c in sent(start) if not c.private)
    assert not any(f"`{card}`" in public for card in cards)
    [nope] = sent(await harness.slash("eve", "natera hand"))
    assert nope.private and "not seated" in nope.content


async def test_verb_commands_offer_only_their_verb(harness):
    await harness.slash("ann", "game new", title="wendake")
    await harness.slash("ann", "game start")
    choices = await harness.autocomplete("ann", "wendake pick", "tile", tile="")
    legal = await harness.bot.tables.legal(CHANNEL_ID, USERS["ann"])
    assert {f"pick {c['value']}" for c in choices} == {a for a in legal if a.startswith("pick ")}
    calls = await harness.slash("ann", "wendake pick", tile=choices[0]["value"])
    assert [c for c in sent(calls) if c.private]


async def test_the_log_never_names_a_card_from_someone_elses_hand(harness):
    """A drafted or discarded card stays hidden in /game log (and in an undo line) for everyone
    but the player who picked it; the stored action keeps it whole, for replays."""
    tables = harness.bot.tables
    await tables.new(CHANNEL_ID, "g", USERS["ann"], "ann", "natera", {"draft": True})
    await tables.join(CHANNEL_ID, USERS["bob"], "bob")
    await tables.start(CHANNEL_ID, USERS["ann"])
    secret = None
    for _ in range(40):
        row = await tables.current(CHANNEL_ID)
        who = next(u for u in ("ann", "bob") if USERS[u] in tables.awaited_users(row))
        action = next(iter(await tables.legal(CHANNEL_ID, USERS[who])))
        await tables.act(CHANNEL_ID, USERS[who], action)
        if who == "bob" and action.split()[0] in ("pick", "discard"):
            secret = action.split()[1]
            break
    assert secret, "bob never picked nor discarded a card"
    [theirs] = sent(await harness.slash("ann", "game log"))
    [own] = sent(await harness.slash("bob", "game log"))
    assert theirs.private and secret not in theirs.content and "(a card)" in theirs.content
    assert secret in own.content
