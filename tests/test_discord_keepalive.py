"""Reminders, stalled seats, settings and undo through the offline Discord harness."""

from __future__ import annotations

import sqlite3
from datetime import datetime
from zoneinfo import ZoneInfo

import time_machine

from bot.store import Store
from bot.tables import Tables
from tests.discord_harness import CHANNEL_ID, USERS, Harness

UTC0 = ZoneInfo("UTC")


def day(d: int, h: int = 18, m: int = 0) -> datetime:
    return datetime(2026, 12, d, h, m, tzinfo=UTC0)


async def start(h: Harness) -> tuple[str, str]:
    await h.slash("ann", "game new", title="natives")
    await h.slash("bob", "game join")
    await h.slash("ann", "game start")
    row = await h.bot.tables.current(CHANNEL_ID)
    [uid] = h.bot.tables.awaited_users(row)
    waiting = next(n for n, i in USERS.items() if i == uid)
    return waiting, ("bob" if waiting == "ann" else "ann")


async def run_sweep(h: Harness) -> list:
    cog = h.bot.get_cog("ReminderCog")
    start = len(h.calls)
    await cog.sweep.coro(cog)          # the loop's body, as the task would run it
    return h.calls[start:]


async def test_daily_reminder_is_one_channel_message_with_a_jump_link(harness):
    with time_machine.travel(day(1, 9), tick=False) as clock:
        waiting, _ = await start(harness)
        clock.move_to(day(1, 18))
        assert [c for c in await run_sweep(harness) if c.kind == "channel"] == []   # 9 h < 12 h
        clock.move_to(day(2, 18))
        [msg] = [c for c in await run_sweep(harness) if c.kind == "channel"]
        assert f"<@{USERS[waiting]}>" in msg.content and "waiting for you for 1 day 9 h" in msg.content
        assert "https://discord.com/channels/" in msg.content
        clock.move_to(day(2, 18, 5))
        assert [c for c in await run_sweep(harness) if c.kind == "channel"] == []


async def test_blocked_dm_falls_back_to_the_channel(harness):
    with time_machine.travel(day(1, 9), tick=False) as clock:
        waiting, _ = await start(harness)
        calls = await harness.slash(waiting, "me reminders", deliver="dm")
        [resp] = [c for c in calls if c.kind == "response"]
        assert resp.ephemeral and "by direct message" in resp.content
        harness.blocked_dms.add(USERS[waiting])
        clock.move_to(day(2, 18))
        calls = await run_sweep(harness)
        assert any(c.path == "/users/@me/channels" for c in calls)
        [msg] = [c for c in calls if c.kind == "channel" and not harness.is_dm(c)]
        assert f"<@{USERS[waiting]}>" in msg.content


async def test_deleted_channel_archives_its_game_and_others_still_get_reminded(harness):
    with time_machine.travel(day(1, 9), tick=False) as clock:
        await start(harness)
        harness.gone_channels.add(CHANNEL_ID)
        clock.move_to(day(2, 18))
        await run_sweep(harness)
        assert await harness.bot.tables.find(CHANNEL_ID) is None
        [row] = await harness.bot.tables.store.games(status=("abandoned",))
        assert row.result["archived"] == "channel deleted"


async def test_stalled_game_offers_buttons_only_stewards_can_use(harness):
    with time_machine.travel(day(1, 9), tick=False) as clock:
        waiting, other = await start(harness)
        stalled_message = None
        for d in range(2, 10):
            clock.move_to(day(d, 18))
            for call in await run_sweep(harness):
                if any(cid.startswith("cf:st:") for cid in call.custom_ids):
                    stalled_message = call
        assert stalled_message is not None and "looks stalled" in stalled_message.content
        seat = (await harness.bot.tables.current(CHANNEL_ID)).seat_of(USERS[waiting]).name
        autopilot = f"cf:st:1:autopilot:{seat}"
        assert autopilot in stalled_message.custom_ids
        # bob is neither the host nor a member who can manage the channel
        calls = await harness.click("bob", autopilot, source=stalled_message)
        [refusal] = [c for c in calls if c.kind == "response"]
        assert refusal.ephemeral and "Only the host" in refusal.content
        # a moderator asks to replace: a private member picker comes back
        calls = await harness.click("mod", f"cf:st:1:replace:{seat}", source=stalled_message)
        [picker] = [c for c in calls if c.kind == "response"]
        assert picker.ephemeral and picker.custom_ids == [f"cf:rp:1:{seat}"]
        # the moderator puts the seat on autopilot instead: the AI plays it
        calls = await harness.click("mod", autopilot, source=stalled_message)
        row = await harness.bot.tables.current(CHANNEL_ID)
        assert row.seat_named(seat).autopilot
        assert USERS[waiting] not in harness.bot.tables.awaited_users(row)
        assert any(c.files for c in calls)


async def test_replace_through_the_user_select(harness):
    with time_machine.travel(day(1, 9), tick=False):
        waiting, _ = await start(harness)
        seat = (await harness.bot.tables.current(CHANNEL_ID)).seat_of(USERS[waiting]).name
        payload_users = {USERS["eve"]: {"id": USERS["eve"], "username": "eve", "global_name": "Eve",
                                        "discriminator": "0", "avatar": None}}
        calls = await harness.click("ann", f"cf:rp:1:{seat}", values=[USERS["eve"]],
                                    resolved={"users": payload_users})
        [resp] = [c for c in calls if c.kind == "response"]
        assert "Eve takes over the seat" in resp.content
        row = await harness.bot.tables.current(CHANNEL_ID)
        assert row.seat_named(seat).user_id == USERS["eve"]
        assert harness.bot.tables.awaited_users(row) == [USERS["eve"]]


async def test_autopilot_plays_for_the_absent_player_until_back(harness):
    with time_machine.travel(day(1, 9), tick=False):
        waiting, other = await start(harness)
        seat = (await harness.bot.tables.current(CHANNEL_ID)).seat_of(USERS[waiting]).name
        calls = await harness.slash("ann", "game autopilot", seat=seat)
        assert any("The AI plays for" in c.content for c in calls)
        row = await harness.bot.tables.current(CHANNEL_ID)
        assert harness.bot.tables.awaited_users(row) == [USERS[other]]
        assert await harness.bot.tables.store.action_count(row.id) > 0
        calls = await harness.slash(waiting, "game back")
        [resp] = [c for c in calls if c.kind == "response"]
        assert "is back" in resp.content


async def test_bad_settings_get_one_private_sentence(harness):
    await start(harness)
    for path, options, words in (
        ("game remind", {"time": "25:00"}, "not a time of day"),
        ("game remind", {"timezone": "Nowhere/Land"}, "not a timezone"),
        ("me reminders", {"away_until": "2001-01-01"}, "already passed"),
        ("me reminders", {"quiet": "23:00"}, "start-end"),
    ):
        calls = await harness.slash("ann", path, **options)
        [resp] = [c for c in calls if c.kind == "response"]
        assert resp.ephemeral and words in resp.content, resp.content
    calls = await harness.slash("ann", "game remind", time="19:30", timezone="Europe/Madrid")
    [resp] = [c for c in calls if c.kind == "response"]
    assert not resp.ephemeral and "19:30 (Europe/Madrid)" in resp.content


async def test_undo_with_nothing_to_undo_and_my_games(harness):
    waiting, other = await start(harness)
    calls = await harness.slash(waiting, "game undo")
    assert any(c.ephemeral and "nothing to undo" in c.content for c in calls)
    calls = await harness.slash(waiting, "game mine")
    [resp] = [c for c in calls if c.kind == "response"]
    assert resp.ephemeral and "**your move**" in resp.content and f"<#{CHANNEL_ID}>" in resp.content


# -- issue 8, point 5: a control from an abandoned game acts on nothing ----------------------------
async def test_stale_stalled_buttons_and_member_picker_leave_the_next_game_alone(harness):
    with time_machine.travel(day(1, 9), tick=False):
        waiting, _ = await start(harness)
        old = await harness.bot.tables.current(CHANNEL_ID)
        seat = old.seat_of(USERS[waiting]).name
        await harness.slash("mod", "game abandon")
        await start(harness)                              # the channel's next game, same seat names
        new = await harness.bot.tables.current(CHANNEL_ID)
        assert new.id != old.id and new.seat_named(seat) is not None
        for custom_id, values in ((f"cf:rp:{old.id}:{seat}", [USERS["eve"]]),
                                  (f"cf:st:{old.id}:replace:{seat}", None),
                                  (f"cf:st:{old.id}:autopilot:{seat}", None),
                                  (f"cf:st:{old.id}:drop:{seat}", None)):
            calls = await harness.click("mod", custom_id, values=values)
            [refusal] = [c for c in calls if c.kind == "response"]
            assert refusal.ephemeral and "belongs to a game that is over" in refusal.content, custom_id
            assert refusal.custom_ids == []               # no member picker for the old game
        after = await harness.bot.tables.current(CHANNEL_ID)
        assert after.version == new.version and after.seats == new.seats


# -- every send here mentions only the users it means ------------------------------------------
def allowed(call) -> tuple[list[str], list[str]]:
    """(parse, users) of a captured message's allowed_mentions."""
    mentions = call.data.get("allowed_mentions") or {}
    return mentions.get("parse"), [str(u) for u in mentions.get("users", [])]


async def test_reminders_and_seat_changes_ping_only_the_users_they_mean(harness):
    with time_machine.travel(day(1, 9), tick=False) as clock:
        waiting, _ = await start(harness)
        await harness.slash(waiting, "me reminders", deliver="both")
        stalled, dms = None, 0
        for d in range(2, 10):
            clock.move_to(day(d, 18))
            for call in await run_sweep(harness):
                if call.kind == "channel" and harness.is_dm(call):
                    dms += 1
                    assert allowed(call) == ([], []), call.data
                elif call.kind == "channel":
                    assert allowed(call) == ([], [USERS[waiting]]), call.data
                    if "cf:st:" in " ".join(call.custom_ids):
                        stalled = call
        assert stalled is not None and dms > 0
        seat = (await harness.bot.tables.current(CHANNEL_ID)).seat_of(USERS[waiting]).name
        calls = await harness.click("mod", f"cf:st:1:replace:{seat}", source=stalled)
        [picker] = [c for c in calls if c.kind == "response"]
        assert allowed(picker) == ([], [])
        # a member whose display name is a mass mention takes the seat: nobody else is pinged
        hostile = {"users": {USERS["eve"]: {"id": USERS["eve"], "username": "eve", "discriminator": "0",
                                            "avatar": None, "global_name": "@everyone <@&5>"}}}
        calls = await harness.click("mod", f"cf:rp:1:{seat}", values=[USERS["eve"]], resolved=hostile)
        [taken] = [c for c in calls if c.kind == "response"]
        assert "takes over the seat" in taken.content
        assert allowed(taken) == ([], [USERS["eve"]]), taken.data    # not the replaced player either
        calls = await harness.click("mod", f"cf:st:1:autopilot:{seat}", source=stalled)
        [table] = [c for c in calls if c.posted and c.files]     # the table post, whatever its route
        parse, users = allowed(table)
        assert parse == [] and USERS[waiting] not in users


# -- issue 8, point 29: a reminder is delivered exactly once ------------------------------------------
def reminder_posts(calls) -> list:
    return [c for c in calls if c.kind == "channel" and "waiting for you" in c.content]


async def restarted(harness: Harness) -> Store:
    """A new process on the same file: a fresh store and table service behind the same bot."""
    store = await Store.open(harness.bot.tables.store.path)
    harness.bot.tables = Tables(store, seed_source=lambda: 5)
    return store


async def test_a_crash_between_record_and_send_is_resent_once_after_the_restart(harness, monkeypatch):
    cog = harness.bot.get_cog("ReminderCog")
    with time_machine.travel(day(1, 9), tick=False) as clock:
        waiting, _ = await start(harness)
        clock.move_to(day(2, 18))

        async def crash(reminder):
            raise ConnectionResetError("the process dies before anything is sent")

        monkeypatch.setattr(cog, "deliver", crash)
        assert reminder_posts(await run_sweep(harness)) == []       # recorded, never sent
        monkeypatch.undo()
        store = await restarted(harness)
        try:
            clock.move_to(day(2, 18, 1))           # a claim lasts a minute (store REMINDER_LEASE_S)
            [post] = reminder_posts(await run_sweep(harness))        # the first sweep after the restart
            assert f"<@{USERS[waiting]}>" in post.content and post.data["enforce_nonce"] is True
            clock.move_to(day(2, 18, 2))
            assert reminder_posts(await run_sweep(harness)) == []    # marked sent: never again
        finally:
            await store.close()


async def test_a_reminder_sent_but_not_marked_is_resent_with_the_same_nonce(harness, monkeypatch):
    """The message reached Discord, then the connection (or the process) died before the mark:
    the restart sends it again with the same nonce, which Discord answers with the first
    message instead of a second one."""
    with time_machine.travel(day(1, 9), tick=False) as clock:
        waiting, _ = await start(harness)
        clock.move_to(day(2, 18))
        wire = harness._record

        def lost_reply(route, payload, files, multipart):
            result = wire(route, payload, files, multipart)
            if route.method == "POST" and "waiting for you" in ((payload or {}).get("content") or ""):
                raise ConnectionResetError("sent, but the reply never came back")
            return result

        monkeypatch.setattr(harness, "_record", lost_reply)
        first = reminder_posts(await run_sweep(harness))
        monkeypatch.undo()
        store = await restarted(harness)
        try:
            clock.move_to(day(2, 18, 1))           # a claim lasts a minute (store REMINDER_LEASE_S)
            again = reminder_posts(await run_sweep(harness))
            clock.move_to(day(2, 18, 2))
            assert reminder_posts(await run_sweep(harness)) == []
        finally:
            await store.close()
        [one], [two] = first, again
        assert one.data["nonce"] == two.data["nonce"] and len(one.data["nonce"]) <= 25
        assert one.data["enforce_nonce"] is True and two.data["enforce_nonce"] is True
        delivered = {c.data["nonce"] for c in first + again}     # what Discord keeps: one per nonce
        assert len(delivered) == 1


async def test_a_busy_store_skips_a_sweep_and_the_next_one_catches_up(harness):
    store = harness.bot.tables.store
    await store._db.execute("PRAGMA busy_timeout=100")      # give up on the lock quickly
    with time_machine.travel(day(1, 9), tick=False) as clock:
        waiting, _ = await start(harness)
        clock.move_to(day(2, 18))
        other = sqlite3.connect(store.path, isolation_level=None)   # the console, holding the lock
        other.execute("BEGIN IMMEDIATE")
        try:
            assert reminder_posts(await run_sweep(harness)) == []   # no exception out of the loop
        finally:
            other.execute("ROLLBACK")
            other.close()
        clock.move_to(day(2, 18, 1))
        [post] = reminder_posts(await run_sweep(harness))
        assert f"<@{USERS[waiting]}>" in post.content


async def test_a_busy_store_is_one_private_sentence_in_discord_and_reads_go_on(harness):
    store = harness.bot.tables.store
    await store._db.execute("PRAGMA busy_timeout=100")
    await harness.slash("ann", "game new", title="natives")
    other = sqlite3.connect(store.path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        calls = await harness.slash("bob", "game join")
        [refusal] = [c for c in calls if c.content]
        assert refusal.private and refusal.content == "The game store is busy, try again in a moment."
        calls = await harness.slash("bob", "game status")
        assert any("ann" in c.content.lower() for c in calls)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert harness.errors == []
    calls = await harness.slash("bob", "game join")
    assert any("joins" in c.content for c in calls)
