"""``/game nudge`` when the game waits for several players at once (issue 21, point 6).

The other nudge tests play two-player games, where one seat is awaited at a time; here Natera's
draft variant awaits all three seats at once (each picks a science board side, then a card),
one of them away (``/me reminders away_until:``). Through discord.py's real dispatch
(tests/discord_harness.py): the nudge is one public message that pings the awaited players who
are not away, and only them (its mentions and its ``allowed_mentions``), never the one who
nudged; when every other awaited player is away it is refused, privately, saying until when.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

import time_machine

from tests.discord_harness import CHANNEL_ID, USERS, Harness

MORNING = datetime(2026, 12, 1, 9, tzinfo=ZoneInfo("UTC"))


async def drafting(h: Harness) -> None:
    await h.slash("ann", "game new", title="natera", draft=True)
    for name in ("bob", "cy"):
        await h.slash(name, "game join")
    await h.slash("ann", "game start")
    row = await h.bot.tables.current(CHANNEL_ID)
    assert set(h.bot.tables.awaited_users(row)) == {USERS["ann"], USERS["bob"], USERS["cy"]}


def responses(calls) -> list:
    return [c for c in calls if c.kind == "response" and c.content]


async def test_a_nudge_pings_the_awaited_players_who_are_not_away(harness):
    with time_machine.travel(MORNING, tick=False):
        await drafting(harness)
        [said] = responses(await harness.slash("cy", "me reminders", away_until="2026-12-10"))
        assert "Away until 2026-12-10" in said.content
        [message] = responses(await harness.slash("ann", "game nudge"))
    assert not message.ephemeral and "Ann nudges" in message.content
    assert set(re.findall(r"<@!?(\d+)>", message.content)) == {USERS["bob"]}
    assert [str(u) for u in message.data["allowed_mentions"]["users"]] == [USERS["bob"]]


async def test_a_nudge_when_every_other_awaited_player_is_away_is_refused(harness):
    with time_machine.travel(MORNING, tick=False):
        await drafting(harness)
        for name in ("bob", "cy"):
            await harness.slash(name, "me reminders", away_until="2026-12-10")
        before = (await harness.bot.tables.current(CHANNEL_ID)).version
        [message] = responses(await harness.slash("ann", "game nudge"))
        assert message.ephemeral and "away until 2026-12-10" in message.content
        assert "<@" not in message.content
        assert (await harness.bot.tables.current(CHANNEL_ID)).version == before
        # and once they are back, the nudge goes out (nothing was used up by the refusal)
        await harness.slash("cy", "me reminders", away_until="off")
        [message] = responses(await harness.slash("ann", "game nudge"))
    assert [str(u) for u in message.data["allowed_mentions"]["users"]] == [USERS["cy"]]
