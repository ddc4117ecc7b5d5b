"""/game undo's refusal says what really happened (issue 17, point 19): a placement that ended
the turn "revealed cards" only in that the next turn laid out its card."""

from __future__ import annotations

from tests.discord_harness import CHANNEL_ID, USERS


async def test_a_turn_ending_move_whose_next_turn_laid_out_a_card_says_so(harness):
    await harness.slash("ann", "game new", title="natives")
    await harness.slash("bob", "game join")
    await harness.slash("ann", "game start")
    tables = harness.bot.tables
    for _ in range(40):     # play until a move hands the turn over and the next turn lays out a card
        row = await tables.current(CHANNEL_ID)
        [uid] = tables.awaited_users(row)
        who = next(n for n, i in USERS.items() if i == uid)
        legal = await tables.legal(CHANNEL_ID, uid)
        action = next((a for a in legal if a.startswith("place ")), None) or \
            next((a for a in legal if a.startswith("use ")), legal[0])
        await harness.slash(who, "natives act", action=action)
        after = await tables.current(CHANNEL_ID)
        if action.startswith("place ") and tables.awaited_users(after) != [uid]:
            [entry] = await tables.store.actions(after.id, newest_first=True, limit=1, plays_only=True)
            if not entry["undoable"]:
                break
    else:
        raise AssertionError("no turn-ending placement in 40 moves")
    [said] = [c for c in await harness.slash(who, "game undo") if c.content]
    assert said.private and "it ended your turn" in said.content and "as the next one began" in said.content
    assert (await tables.current(CHANNEL_ID)).version == after.version
