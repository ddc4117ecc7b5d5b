"""Against an AI, every AI move is announced and shown, logged, and taken back with the move it
answered (issue 17, point 13), in every title, through the real dispatch.

A turn that went to the AI and came back (Ann, AI 2, Ann) leaves Ann awaited as before, and
the table service used to see no hand-over in it: the channel got no post, no picture and no
words of the AI's move, and ``/game undo`` always met the AI's move first ("it is AI 2's").
"""

from __future__ import annotations

import random
import re

import pytest

from bot.l10n import Msg
from bot.rules import TITLES, restore
from tests.discord_harness import CHANNEL_ID, USERS

ANN = USERS["ann"]
ANSWERS = 3            # AI answers each title's test follows to the end


def words(line) -> str:
    """A stored event line as the channel reads it in English (events are stored as message data)."""
    return str(Msg.from_data(line))


async def against_one_ai(harness, title: str, tutorial: bool) -> None:
    if tutorial:
        await harness.slash("ann", "game new", title=title, tutorial=True)
    else:
        await harness.slash("ann", "game new", title=title)
        await harness.slash("ann", "game addbot")
        await harness.slash("ann", "game start")
    row = await harness.bot.tables.current(CHANNEL_ID)
    assert row.status == "active" and [s.ai for s in row.seats] == [False, True]


async def log_lines(harness) -> list[str]:
    [reply] = [c for c in await harness.slash("ann", "game log") if c.content]
    assert reply.private
    return reply.content.split("\n")[1:]


@pytest.mark.parametrize("title", TITLES)
async def test_every_ai_answer_is_posted_in_words_and_picture_logged_and_undone_with_the_move(harness, title):
    tables, store = harness.bot.tables, harness.bot.tables.store
    await against_one_ai(harness, title, tutorial=title in ("uluk", "natives"))
    rng = random.Random(7)
    answered, undo_tried = 0, 0
    for _ in range(300):
        row = await tables.current(CHANNEL_ID)
        legal = await tables.legal(CHANNEL_ID, ANN)
        assert legal, "Ann is always awaited: the AI answers at once"
        action = rng.choice(legal)
        since = max([e["seq"] for e in await store.actions(row.id, newest_first=True, limit=1)], default=0)
        calls = await harness.slash("ann", f"{title} act", action=action)
        ai_moves = [e for e in await store.actions(row.id, after=since) if e["user_id"] is None]
        after = await tables.find(CHANNEL_ID)
        if after is None:       # the game ended
            break
        if not ai_moves:
            continue
        answered += 1
        # the channel's table post: a new picture, and what the AI did in words
        [post] = [c for c in calls if c.posted]
        assert post.files, (title, action)
        said = [words(line) for move in ai_moves for line in move["events"]]
        if not said:        # moves of no event line (a hidden discard): named as others read them
            said = [f"AI 2 plays '{restore(after.state).public_action(m['action'])}'." for m in ai_moves]
        if len(post.content) < 1900:           # a long turn's summary is clipped at Discord's limit
            for line in said:
                assert line in post.content, (title, line, post.content)
        assert "AI 2" in post.content
        # the log: each AI move with its real content, numbered as a move
        game = restore(after.state)
        shown = await log_lines(harness)
        newest_ai = ai_moves[-1]
        assert any(re.fullmatch(rf"`\s*\d+` AI 2: `{re.escape(game.public_action(newest_ai['action']))}`", line)
                   for line in shown), (title, newest_ai, shown)
        # undo: the human's move with the AI's answers, unless something came to light
        if undo_tried < 2:
            undo_tried += 1
            [mine] = [e for e in await store.actions(row.id, after=since) if e["user_id"] == ANN]
            calls = await harness.slash("ann", "game undo")
            text = "\n".join(c.content for c in calls)
            assert "it is AI 2's" not in text
            if mine["undoable"] and all(m["undoable"] for m in ai_moves):
                back = await tables.current(CHANNEL_ID)
                assert back.state == row.state, (title, action)       # exactly before Ann's move
                assert "and what AI 2 played after it" in text
                [post] = [c for c in calls if c.posted]
                assert post.files
                entries = {e["seq"]: e for e in await store.actions(row.id, after=since)}
                assert all(entries[m["seq"]]["undone"] for m in [mine, *ai_moves])
                assert any("taken back" in line and "AI 2" in line for line in await log_lines(harness))
            else:
                assert ("revealed cards" in text or "came to light" in text) and "cannot be taken back" in text, text
                assert (await tables.current(CHANNEL_ID)).state == after.state
        if answered >= ANSWERS and undo_tried >= 2:
            break
    assert answered >= ANSWERS, (title, answered)


async def test_uluk_placements_against_the_ai_are_shown_and_undone(harness):
    """The issue's game: Uluk's tutorial, where every placement of Ann's is answered by one of
    the AI's, and neither reveals anything."""
    tables, store = harness.bot.tables, harness.bot.tables.store
    await against_one_ai(harness, "uluk", tutorial=True)
    row = await tables.current(CHANNEL_ID)
    place = next(a for a in await tables.legal(CHANNEL_ID, ANN) if a.startswith("place "))
    calls = await harness.slash("ann", "uluk act", action=place)
    [post] = [c for c in calls if c.posted]
    [ai] = [e for e in await store.actions(row.id, after=0) if e["user_id"] is None and e["kind"] == "play"]
    assert ai["action"].startswith("place ") and words(ai["events"][0]) in post.content and post.files
    calls = await harness.slash("ann", "game undo")
    assert (await tables.current(CHANNEL_ID)).state == row.state
    assert any(c.posted and c.files and "takes back" in c.content for c in calls)
    # and played again, it is answered again
    calls = await harness.slash("ann", "uluk act", action=place)
    assert any(c.posted and c.files and "AI 2" in c.content for c in calls)


async def test_an_ai_answer_that_revealed_something_cannot_be_taken_back(harness):
    """Exactness: what the AI brought to light (a card drawn, a deck shuffled) cannot be
    hidden again, so the human's move it answered stays, and the refusal says why."""
    tables, store = harness.bot.tables, harness.bot.tables.store
    await against_one_ai(harness, "uluk", tutorial=False)
    row = await tables.current(CHANNEL_ID)
    place = next(a for a in await tables.legal(CHANNEL_ID, ANN) if a.startswith("place "))
    await harness.slash("ann", "uluk act", action=place)
    entries = await store.actions(row.id, after=0)
    [ai] = [e for e in entries if e["user_id"] is None]
    async with store.transaction():          # as if the AI's move had drawn a card
        await store._execute("UPDATE actions SET undoable = 0 WHERE game_id = ? AND seq = ?", (row.id, ai["seq"]))
    before = (await tables.current(CHANNEL_ID)).state
    calls = await harness.slash("ann", "game undo")
    [refusal] = [c for c in calls if c.content]
    assert refusal.private and "cannot be taken back: AI 2 answered it with" in refusal.content
    assert (await tables.current(CHANNEL_ID)).state == before
