"""Keeping games alive: daily reminders, quiet hours, away, nudges, stalled seats, undo, my games.

The clock is driven with time-machine (``tick=False``): no test sleeps.
"""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest
import time_machine

from bot import reminders
from bot.reminders import PlayerPrefs, SettingError
from bot.store import Store
from bot.tables import TableError, Tables

MADRID = ZoneInfo("Europe/Madrid")
CHANNEL, GUILD = "500", "1"
ANN, BOB = "11", "22"


def at(y, mo, d, h, mi=0, tz=MADRID) -> datetime:
    return datetime(y, mo, d, h, mi, tzinfo=tz)


def local(ts: float, tz=MADRID) -> str:
    return datetime.fromtimestamp(ts, UTC).astimezone(tz).strftime("%Y-%m-%d %H:%M")


# -- pure slot arithmetic ----------------------------------------------------------------------
def test_daily_slot_keeps_its_wall_clock_time_across_dst():
    before = reminders.slot_at_or_after(at(2026, 10, 24, 12).timestamp(), "19:30", "Europe/Madrid")
    after = reminders.next_slot_after(before, "19:30", "Europe/Madrid")
    assert local(before) == "2026-10-24 19:30" and local(after) == "2026-10-25 19:30"
    assert after - before == 25 * 3600          # the night the clocks go back is 25 h long
    spring = reminders.slot_at_or_after(at(2026, 3, 28, 20).timestamp(), "19:30", "Europe/Madrid")
    assert local(spring) == "2026-03-29 19:30"
    assert spring - reminders.slot_before(spring - 1, "19:30", "Europe/Madrid") == 23 * 3600


@pytest.mark.parametrize("bad", ["25:00", "7", "12:60", "noon", "-1:00"])
def test_a_time_that_does_not_exist_is_refused(bad):
    with pytest.raises(SettingError, match="is not a time of day"):
        reminders.parse_time(bad)


def test_timezones_quiet_hours_and_away_dates_are_checked():
    assert reminders.parse_time("7:05") == "07:05"
    with pytest.raises(SettingError, match="not a timezone"):
        reminders.parse_zone("Mars/Olympus_Mons")
    assert reminders.parse_quiet("23:00-07:30") == ("23:00", "07:30")
    assert reminders.parse_quiet("off") is None
    with pytest.raises(SettingError):
        reminders.parse_quiet("23:00")
    now = at(2026, 11, 29, 12).timestamp()
    with pytest.raises(SettingError, match="already passed"):
        reminders.parse_away("2026-11-28", "Europe/Madrid", now)
    until = reminders.parse_away("2026-11-29", "Europe/Madrid", now)
    assert local(until) == "2026-11-30 00:00"


def test_quiet_hours_wrap_midnight():
    p = PlayerPrefs("u", tz="Europe/Madrid", quiet=("23:00", "07:00"))
    assert p.quiet_now(at(2026, 11, 29, 23, 30).timestamp())
    assert p.quiet_now(at(2026, 11, 30, 6, 59).timestamp())
    assert not p.quiet_now(at(2026, 11, 30, 7, 0).timestamp())
    assert local(p.quiet_ends(at(2026, 11, 29, 23, 30).timestamp())) == "2026-11-30 07:00"


# -- the service, on a real file, with the clock driven ----------------------------------------
@pytest.fixture
async def game(store_target):
    """A started 2-player game (ann, bob) whose reminder is 19:30 Europe/Madrid (on each backend)."""
    path = store_target
    with time_machine.travel(at(2026, 10, 20, 9), tick=False) as clock:
        store = await Store.open(path)
        tables = Tables(store, seed_source=lambda: 8)
        await tables.new(CHANNEL, GUILD, ANN, "Ann", "natives")
        await tables.join(CHANNEL, BOB, "Bob")
        await tables.start(CHANNEL, ANN)
        await tables.set_reminder(CHANNEL, ANN, False, time_of_day="19:30", timezone="Europe/Madrid")
        try:
            yield tables, clock, path
        finally:
            await tables.store.close()


def awaited(tables, row) -> str:
    [user] = tables.awaited_users(row)
    return user


async def sweep(tables) -> list:
    """What the cog does each minute: take the due reminders, send them, mark them sent."""
    due = await tables.due_reminders()
    for reminder in due:
        await tables.reminder_sent(reminder)
    return due


async def test_daily_reminder_fires_once_at_the_local_time(game):
    tables, clock, _ = game
    row = await tables.current(CHANNEL)
    user = awaited(tables, row)
    clock.move_to(at(2026, 10, 20, 19, 29))
    assert await sweep(tables) == []                         # before the slot; waited 10 h anyway
    clock.move_to(at(2026, 10, 20, 19, 30))
    assert await sweep(tables) == []                         # the slot, but only 10.5 h of waiting
    clock.move_to(at(2026, 10, 21, 19, 30))
    [reminder] = await sweep(tables)
    assert reminder.channel == [user] and reminder.direct == []
    assert 34 * 3600 <= reminder.waited < 35 * 3600
    clock.move_to(at(2026, 10, 21, 19, 31))
    assert await sweep(tables) == []                         # exactly once
    clock.move_to(at(2026, 10, 22, 19, 30))
    assert len(await sweep(tables)) == 1                     # the next day


async def test_reminder_follows_the_wall_clock_across_the_dst_change(game):
    tables, clock, _ = game
    fired = []
    for day in range(21, 28):      # Europe/Madrid leaves summer time on 2026-10-25
        for hour, minute in ((19, 29), (19, 30), (20, 30)):
            clock.move_to(at(2026, 10, day, hour, minute))
            for _ in await sweep(tables):
                fired.append(local(datetime.now(UTC).timestamp()))
    assert fired == [f"2026-10-{d} 19:30" for d in range(21, 28)]


async def test_a_restart_neither_repeats_nor_skips(game):
    tables, clock, path = game
    clock.move_to(at(2026, 10, 21, 19, 30))
    assert len(await sweep(tables)) == 1
    await tables.store.close()
    tables.store = await Store.open(path)                    # a new process on the same file
    clock.move_to(at(2026, 10, 21, 19, 45))
    assert await sweep(tables) == []                         # no repeat after the restart
    await tables.store.close()
    clock.move_to(at(2026, 10, 22, 19, 35))                  # down over the next slot...
    tables.store = await Store.open(path)
    assert len(await sweep(tables)) == 1                     # ...its reminder is not skipped


async def test_downtime_gives_one_catch_up_not_a_flood(game):
    tables, clock, _ = game
    clock.move_to(at(2026, 10, 26, 10))                      # down for 5 slots
    assert len(await sweep(tables)) == 1
    assert await sweep(tables) == []
    row = await tables.current(CHANNEL)
    assert local(row.next_reminder_at) == "2026-10-26 19:30"


async def test_quiet_hours_hold_the_reminder_until_they_end(game):
    tables, clock, _ = game
    user = awaited(tables, await tables.current(CHANNEL))
    await tables.set_prefs(user, timezone="Europe/Madrid", quiet="19:00-08:00")
    clock.move_to(at(2026, 10, 21, 19, 30))
    assert await sweep(tables) == []
    clock.move_to(at(2026, 10, 22, 7, 59))
    assert await sweep(tables) == []
    clock.move_to(at(2026, 10, 22, 8, 0))
    [reminder] = await sweep(tables)
    assert reminder.channel == [user]
    clock.move_to(at(2026, 10, 22, 9, 0))
    assert await sweep(tables) == []


async def test_away_players_are_not_pinged_and_status_says_so(game):
    tables, clock, _ = game
    row = await tables.current(CHANNEL)
    user = awaited(tables, row)
    await tables.set_prefs(user, away_until="2026-10-23")
    clock.move_to(at(2026, 10, 21, 19, 30))
    assert await sweep(tables) == []
    assert list((await tables.away(row)).values()) == ["2026-10-23"]
    clock.move_to(at(2026, 10, 24, 19, 30))
    assert len(await sweep(tables)) == 1
    assert await tables.away(row) == {}


async def test_dm_delivery_is_planned_for_those_who_ask(game):
    tables, clock, _ = game
    user = awaited(tables, await tables.current(CHANNEL))
    await tables.set_prefs(user, deliver="dm")
    clock.move_to(at(2026, 10, 21, 19, 30))
    [reminder] = await sweep(tables)
    assert reminder.direct == [user] and reminder.channel == []


async def test_reminders_off_and_bad_settings_change_nothing(game):
    tables, clock, _ = game
    before = await tables.current(CHANNEL)
    for kwargs, message in (({"time_of_day": "25:00"}, "not a time"),
                            ({"timezone": "Atlantis/Capital"}, "not a timezone")):
        with pytest.raises(TableError, match=message):
            await tables.set_reminder(CHANNEL, ANN, False, **kwargs)
    with pytest.raises(TableError, match="Only the players"):
        await tables.set_reminder(CHANNEL, "999", False, off=True)
    with pytest.raises(TableError, match="already passed"):
        await tables.set_prefs(ANN, away_until="2020-01-01")
    assert (await tables.current(CHANNEL)).version == before.version
    assert (await tables.prefs(ANN)).away_until is None
    await tables.set_reminder(CHANNEL, ANN, False, off=True)
    clock.move_to(at(2026, 10, 25, 19, 30))
    assert await sweep(tables) == []


async def test_stalled_after_seven_unanswered_reminders_once(game):
    tables, clock, _ = game
    stalls = []
    for day in range(21, 31):
        clock.move_to(at(2026, 10, day, 19, 30))
        for r in await sweep(tables):
            stalls.append(r.stalled)
    assert stalls == [False] * 6 + [True] + [False] * 3
    # any action resets the count
    row = await tables.current(CHANNEL)
    user = awaited(tables, row)
    await tables.act(CHANNEL, user, (await tables.legal(CHANNEL, user))[0])
    row = await tables.current(CHANNEL)
    assert row.unanswered == 0 and row.stalled_at is None


async def test_nudge_at_most_once_per_twelve_hours(game):
    tables, clock, _ = game
    row = await tables.current(CHANNEL)
    user = awaited(tables, row)
    other = ANN if user == BOB else BOB
    with pytest.raises(TableError, match="waiting for you"):
        await tables.nudge(CHANNEL, user)
    out = await tables.nudge(CHANNEL, other)
    assert out.mention == [user]
    clock.move_to(at(2026, 10, 20, 20, 59))
    with pytest.raises(TableError, match="less than 12 h ago"):
        await tables.nudge(CHANNEL, other)
    clock.move_to(at(2026, 10, 20, 21, 0))
    assert (await tables.nudge(CHANNEL, other)).mention == [user]
    with pytest.raises(TableError, match="not seated"):
        await tables.nudge(CHANNEL, "999")


async def test_my_games_lists_mine_first(game):
    tables, clock, _ = game
    await tables.new("501", GUILD, "33", "Cy", "natives")
    row = await tables.current(CHANNEL)
    user = awaited(tables, row)
    other = ANN if user == BOB else BOB
    mine = await tables.mine(GUILD, user)
    assert mine[0][0].channel_id == CHANNEL and mine[0][2] is True
    theirs = await tables.mine(GUILD, other)
    assert all(not waiting for _, _, waiting in theirs)


# -- undo ----------------------------------------------------------------------------------------
async def test_undo_takes_back_a_choice_that_revealed_nothing(game):
    tables, clock, _ = game
    row = await tables.current(CHANNEL)
    user = awaited(tables, row)
    with pytest.raises(TableError, match="nothing to undo"):
        await tables.undo(CHANNEL, user)
    use = next(a for a in await tables.legal(CHANNEL, user) if a.startswith("use "))
    await tables.act(CHANNEL, user, use)
    out = await tables.undo(CHANNEL, user)
    assert "takes back" in out.public[0]
    after = await tables.current(CHANNEL)
    assert after.state == row.state
    log = await tables.store.actions(row.id)
    assert [(e["kind"], e["undone"]) for e in log] == [("play", True), ("undo", False)]
    assert (await tables.replay(after)).to_dict() == after.state


async def test_the_sweep_is_one_query_on_the_partial_index(game):
    tables, _, _ = game
    plan = " ".join(await tables.store.explain_due())
    if tables.store.backend == "sqlite":
        assert "USING INDEX games_due" in plan and "SCAN" not in plan
    else:
        assert "Index Scan using games_due" in plan and "Seq Scan" not in plan


# -- the outbox: recorded as pending, sent, marked sent (issue 8, point 29) ----------------------
async def test_a_reminder_not_marked_sent_comes_back_after_a_restart_with_its_nonce(game):
    tables, clock, path = game
    clock.move_to(at(2026, 10, 21, 19, 30))
    [first] = await tables.due_reminders()                   # recorded; the process dies here
    assert first.id is not None and len(first.nonce) == 16
    await tables.store.close()
    tables.store = await Store.open(path)
    clock.move_to(at(2026, 10, 21, 19, 31))
    [again] = await tables.due_reminders()
    assert (again.id, again.nonce, again.channel, again.waited) == (
        first.id, first.nonce, first.channel, first.waited)
    await tables.reminder_sent(again)
    clock.move_to(at(2026, 10, 21, 19, 32))
    assert await tables.due_reminders() == []


async def test_a_pending_reminder_is_dropped_once_the_player_has_moved(game):
    tables, clock, _ = game
    clock.move_to(at(2026, 10, 21, 19, 30))
    [reminder] = await tables.due_reminders()
    user = reminder.channel[0]
    while user in tables.awaited_users(await tables.current(CHANNEL)):
        await tables.act(CHANNEL, user, (await tables.legal(CHANNEL, user))[0])
    clock.move_to(at(2026, 10, 21, 19, 31))
    assert await tables.due_reminders() == []                # nobody is told to do what they did
    assert await tables.store.pending_reminders() == []


async def test_a_reminder_that_keeps_failing_is_given_up(game):
    from bot.keepalive import MAX_REMINDER_ATTEMPTS

    tables, clock, _ = game
    clock.move_to(at(2026, 10, 21, 19, 30))
    tries = 0
    for minute in range(30, 40):
        clock.move_to(at(2026, 10, 21, 19, minute))
        tries += len(await tables.due_reminders())           # never marked sent: Discord is down
    assert tries == MAX_REMINDER_ATTEMPTS
    assert await tables.store.pending_reminders() == []
