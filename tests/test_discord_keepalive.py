"""Reminders, stalled seats, settings and undo through the offline Discord harness."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import time_machine

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
