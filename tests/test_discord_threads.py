"""``/game new thread:true``: many games in one channel, one per thread (issue 11)."""

from __future__ import annotations

from bot.offline import BOT_PERMISSIONS
from tests.discord_harness import CHANNEL_ID, USERS


def sent(calls):
    return [c for c in calls if c.method in ("POST", "PATCH") and c.payload and (c.content or c.files)]


async def test_two_tables_in_threads_of_one_channel(harness):
    calls = await harness.slash("ann", "game new", title="natives", thread=True)
    [first] = list(harness.threads)
    assert harness.threads[first]["parent_id"] == CHANNEL_ID
    assert harness.threads[first]["name"] == "Natives · Ann"
    announce = [c for c in sent(calls) if c.path == f"/channels/{CHANNEL_ID}/messages"]
    assert announce and f"<#{first}>" in announce[0].content and not announce[0].private
    opening = [c for c in sent(calls) if c.path == f"/channels/{first}/messages"]
    assert opening and "opens a table of Natives" in opening[0].content
    assert any(c.method == "PUT" and USERS["ann"] in c.path for c in calls)     # the host is in it
    # a second table in the same channel, in its own thread
    await harness.slash("cy", "game new", title="uluk", thread=True)
    second = next(t for t in harness.threads if t != first)
    assert (await harness.bot.tables.find(first)).title == "natives"
    assert (await harness.bot.tables.find(second)).title == "uluk"
    assert await harness.bot.tables.find(CHANNEL_ID) is None
    # the game is played in its thread; at the start the thread takes its players' names
    await harness.slash("bob", "game join", channel=first)
    calls = await harness.slash("ann", "game start", channel=first)
    assert any(c.posted and c.files for c in calls)      # the table, in the thread the command came from
    assert harness.threads[first]["name"] == "Natives · Ann, Bob"
    # /game mine points to the threads
    [mine] = sent(await harness.slash("ann", "game mine"))
    assert f"<#{first}>" in mine.content and mine.private


async def test_bad_options_open_no_thread(harness):
    calls = await harness.slash("ann", "game new", title="natives", thread=True, expansions="bogus")
    assert not harness.threads
    [refusal] = sent(calls)
    assert refusal.private and "bogus" in refusal.content


async def test_no_thread_without_the_permission_and_none_from_inside_a_thread(harness):
    payload = harness._base(2, "ann", harness.command_data("game new", {"title": "natives", "thread": True}))
    payload["app_permissions"] = str(BOT_PERMISSIONS & ~(1 << 35))
    [refusal] = sent(await harness._dispatch(payload))
    assert refusal.private and "Create Public Threads" in refusal.content and not harness.threads
    await harness.slash("ann", "game new", title="natives", thread=True)
    [thread] = list(harness.threads)
    [refusal] = sent(await harness.slash("bob", "game new", title="uluk", thread=True, channel=thread))
    assert refusal.private and "not from inside a thread" in refusal.content
