"""Natera through the table service (issue 17, point 12): a discard was confirmed with "Done."
alone; the player now reads which card went, privately, and the channel only that a card did."""

from __future__ import annotations

from bot.rules import restore
from bot.rules.natera_data import components

CHANNEL, GUILD, ANN, BOB = "100", "1", "11", "22"


async def test_a_starting_hand_discard_names_the_card_privately(tables):
    await tables.new(CHANNEL, GUILD, ANN, "ann", "natera")
    await tables.join(CHANNEL, BOB, "bob")
    await tables.start(CHANNEL, ANN)
    for user in (ANN, BOB):
        await tables.act(CHANNEL, user, "side a")
    while (game := restore((row := await tables.current(CHANNEL)).state)).state["step"]["name"] != "keep" \
            or game.state["queue"]:
        user = tables.awaited_users(row)[0]                  # a tribe's setup decision
        await tables.act(CHANNEL, user, (await tables.legal(CHANNEL, user))[0])
    card = game.state["players"][0]["hand"][0]
    name = components().cards[card].name
    outcome = await tables.act(CHANNEL, ANN, f"discard {card}")
    assert f"You discard {name}." in outcome.private
    assert not any(name in line for line in outcome.public)
    entries = (await tables.log(CHANNEL, viewer=None))[1]
    assert not any(name in str(entry) for entry in entries)
