"""When to remind whom: daily slots in a game's timezone, quiet hours, away dates.

Pure functions over timestamps (UTC seconds) and zoneinfo, so the tests can drive the
clock. Why slots and not "every 24 h": a game's reminder is a wall-clock time in its
timezone ("19:30 Europe/Madrid"), which moves in UTC when daylight saving changes;
computing each slot from the local date keeps it at 19:30 on both sides of the change.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from datetime import time as dtime
from zoneinfo import ZoneInfo, available_timezones

from bot.text import shorten

DEFAULT_TIME = "18:00"
DEFAULT_TZ = "UTC"
DEFAULT_MIN_WAIT_H = 12.0
DEFAULT_STALL_AFTER = 7
NUDGE_EVERY_S = 12 * 3600
MAX_AWAY_DAYS = 366          # an away date beyond a year is a typo (and 9999-12-31 overflows)

_HHMM = re.compile(r"^(\d{1,2}):(\d{2})$")


class SettingError(ValueError):
    """A malformed setting; the message is the one sentence for the user."""


def parse_time(text: str) -> str:
    """'7:05' -> '07:05'; refuses '25:00' with a sentence."""
    m = _HHMM.match(text.strip())
    if not m or int(m[1]) > 23 or int(m[2]) > 59:
        raise SettingError(f"'{shorten(text)}' is not a time of day; use HH:MM from 00:00 to 23:59.")
    return f"{int(m[1]):02d}:{m[2]}"


def parse_zone(name: str) -> str:
    """An IANA timezone name, checked against the known list (never used as a path first)."""
    name = name.strip()
    if name not in _zones() and name != "UTC":
        raise SettingError(f"'{shorten(name)}' is not a timezone; use an IANA name such as Europe/Madrid.")
    return name


@functools.cache
def _zones() -> frozenset[str]:
    return frozenset(available_timezones())


def parse_quiet(text: str) -> tuple[str, str] | None:
    """'23:00-07:30' -> ('23:00', '07:30'); 'off' -> None."""
    if text.strip().lower() in ("off", "none", ""):
        return None
    parts = text.replace("–", "-").split("-")
    if len(parts) != 2:
        raise SettingError("Give quiet hours as start-end, e.g. 23:00-07:30 (or off).")
    start, end = parse_time(parts[0]), parse_time(parts[1])
    if start == end:
        raise SettingError("Quiet hours need a different start and end.")
    return start, end


def parse_away(text: str, tz: str, now: float) -> float | None:
    """'2026-12-24' -> the end of that day in the user's timezone; 'off' -> None."""
    if text.strip().lower() in ("off", "none", "back", ""):
        return None
    try:
        day = date.fromisoformat(text.strip())
    except ValueError:
        raise SettingError(f"'{shorten(text)}' is not a date; use YYYY-MM-DD, e.g. 2026-12-24.") from None
    if day > (datetime.fromtimestamp(now, UTC) + timedelta(days=MAX_AWAY_DAYS)).date():
        raise SettingError(f"Away is at most {MAX_AWAY_DAYS} days ahead; give an earlier date or use "
                           "/game resign.")
    until = datetime.combine(day + timedelta(days=1), dtime(0, 0), ZoneInfo(tz)).timestamp()
    if until <= now:
        raise SettingError(f"{day.isoformat()} has already passed; give a date from today on.")
    return until


def _local(ts: float, tz: str) -> datetime:
    return datetime.fromtimestamp(ts, UTC).astimezone(ZoneInfo(tz))


def _at(day: date, hhmm: str, tz: str) -> float:
    h, m = map(int, hhmm.split(":"))
    return datetime.combine(day, dtime(h, m), ZoneInfo(tz)).timestamp()


def slot_at_or_after(ts: float, hhmm: str, tz: str) -> float:
    """The first daily reminder slot at or after ``ts``."""
    day = _local(ts, tz).date()
    for offset in range(3):
        slot = _at(day + timedelta(days=offset), hhmm, tz)
        if slot >= ts:
            return slot
    raise AssertionError("a daily slot exists within three days")


def slot_before(ts: float, hhmm: str, tz: str) -> float:
    """The last daily slot at or before ``ts``: the 'day' a reminder belongs to."""
    day = _local(ts, tz).date()
    for offset in range(0, 3):
        slot = _at(day - timedelta(days=offset), hhmm, tz)
        if slot <= ts:
            return slot
    raise AssertionError("a daily slot exists within three days")


def next_slot_after(ts: float, hhmm: str, tz: str) -> float:
    return slot_at_or_after(ts + 1, hhmm, tz)


@dataclass(frozen=True)
class PlayerPrefs:
    """A player's own settings (``/me reminders``)."""

    user_id: str
    deliver: str = "channel"          # channel | dm | both
    tz: str = DEFAULT_TZ
    quiet: tuple[str, str] | None = None
    away_until: float | None = None

    def away(self, now: float) -> bool:
        return self.away_until is not None and now < self.away_until

    def quiet_now(self, now: float) -> bool:
        if not self.quiet:
            return False
        local = _local(now, self.tz).strftime("%H:%M")
        start, end = self.quiet
        return start <= local < end if start < end else local >= start or local < end

    def quiet_ends(self, now: float) -> float:
        """When the current quiet hours end (call only while ``quiet_now``)."""
        assert self.quiet
        return slot_at_or_after(now, self.quiet[1], self.tz)


@dataclass
class ReminderPlan:
    """What one sweep does for one game."""

    ping: list[str]                   # users to remind now
    skipped_away: list[str]
    deferred: list[str]               # in quiet hours: later today
    next_at: float | None
    new_slot: bool                    # the first firing of a new day's slot
    slot: float


def plan(*, now: float, hhmm: str, tz: str, waiting: dict[str, float], min_wait_s: float,
         prefs: dict[str, PlayerPrefs], current_slot: float | None,
         already: dict[str, float]) -> ReminderPlan:
    """Who to remind now for a game whose reminder is due.

    ``waiting``: awaited user -> since when; ``already``: users reminded in ``current_slot``.
    Exactly one reminder per user per daily slot, whatever the number of sweeps.
    """
    slot = slot_before(now, hhmm, tz)
    new_slot = slot != current_slot
    reminded = {} if new_slot else dict(already)
    ping, away, deferred = [], [], []
    for user, since in waiting.items():
        if user in reminded or now - since < min_wait_s:
            continue
        pref = prefs.get(user) or PlayerPrefs(user)
        if pref.away(now):
            away.append(user)
        elif pref.quiet_now(now):
            deferred.append(user)
        else:
            ping.append(user)
    next_at = next_slot_after(now, hhmm, tz)
    for user in deferred:
        next_at = min(next_at, prefs[user].quiet_ends(now))
    return ReminderPlan(ping, away, deferred, next_at, new_slot, slot)
