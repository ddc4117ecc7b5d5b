"""Issue 16, points 7 to 10, through discord.py's real dispatch on the real store.

7. a join racing a tutorial never gets into it (the tutorial opens, seats the AI and starts in
   one transaction); 8. a channel the bot may not post in, or a post Discord refuses (403, 404,
   429 after its retries), is one private sentence, never a traceback; 9. a hint's button in a
   simultaneous step stays good while the move is still the seat's to make; a control id the bot
   does not know is answered; thread names are cleaned like seat names; 10. Natera's draft and
   tribe options open from ``/game new``, Wendake's status names its year, and a tutorial with
   hints off never mentions ``/game hint``.
"""

from __future__ import annotations

import asyncio
import logging

import pytest

from tests.discord_harness import CHANNEL_ID, USERS


@pytest.fixture
def failures(caplog):
    """Errors that reached the log (a traceback of ours, or discord.py's 'Ignoring exception')."""
    caplog.set_level(logging.WARNING)
    yield lambda: [r for r in caplog.records if r.levelno >= logging.ERROR]


# -- 7. a join racing a tutorial ------------------------------------------------------------------
@pytest.mark.parametrize("join_first", [False, True])
async def test_a_join_racing_a_tutorial_never_gets_a_seat_in_it(harness, failures, join_first):
    for attempt in range(3):
        channel = str(int(CHANNEL_ID) + 100 + attempt)
        tutorial = harness.slash("ann", "game new", title="natives", tutorial=True, channel=channel)
        join = harness.slash("bob", "game join", channel=channel)
        await asyncio.gather(*((join, tutorial) if join_first else (tutorial, join)))
        row = await harness.bot.tables.current(channel)
        assert row.status == "active", attempt
        assert [s.user_id for s in row.seats] == [USERS["ann"], None], (attempt, row.seats)
        assert row.seats[1].ai
    assert not failures()
