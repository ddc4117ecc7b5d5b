"""The table service: the life of a game in a channel, and who may do what.

Every front end (Discord cogs, the console, the demo) goes through this class; it knows
nothing of Discord. A command becomes one transaction on the store: load the channel's
game, check the user, apply the action through the engine, let AI seats answer, append
to the log, save with the version check, commit. Only then is an :class:`Outcome`
returned, so a front end never acknowledges an action that is not on disk.

A refused command raises :class:`TableError`, whose text is the one sentence the user
sees (privately), and nothing is written.
"""

from __future__ import annotations

import random
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot import ai, reminders
from bot.rules import DISPLAY_NAMES, SEAT_RANGE, IllegalAction, create, playable, restore
from bot.rules.base import Game
from bot.store import Conflict, GameRow, Seat, Store

MAX_NAME = 24
LOG_PAGE = 10


class TableError(Exception):
    """A refused command; ``str(exc)`` is the one private sentence for the user."""


@dataclass
class Outcome:
    """What a front end should show after a command that succeeded (and was committed)."""

    game: GameRow
    public: list[str] = field(default_factory=list)      # lines for the whole channel
    private: list[str] = field(default_factory=list)     # lines for the acting user only
    mention: list[str] = field(default_factory=list)     # user ids newly awaited
    picture: bool = False                                 # a new table picture is due
    snapshots: list[dict[str, Any]] = field(default_factory=list)  # views at each hand-over

    @property
    def ended(self) -> bool:
        return self.game.status in ("finished", "abandoned")


@dataclass
class Reminder:
    """One game's daily reminder, already recorded: the cog only has to send it."""

    game: GameRow
    channel: list[str]          # users to mention in the game's channel
    direct: list[str]           # users who asked for a direct message
    waited: float               # seconds the game has waited
    stalled: bool = False       # the table should be offered replace / autopilot / drop


def _hours(seconds: float) -> str:
    from bot.present import ago

    return ago(seconds)


def _date(ts: float, tz: str = "UTC") -> str:
    from datetime import UTC, datetime
    from zoneinfo import ZoneInfo

    return datetime.fromtimestamp(ts, UTC).astimezone(ZoneInfo(tz)).strftime("%Y-%m-%d")


def seat_name(display: str, taken: list[str]) -> str:
    """A readable, unique seat name from a display name (names appear in logs and pictures)."""
    base = " ".join(display.split())[:MAX_NAME] or "player"
    name, n = base, 2
    while name in taken:
        name = f"{base[: MAX_NAME - 3]} {n}"
        n += 1
    return name


class Tables:
    """The table service over one :class:`Store`."""

    def __init__(self, store: Store, clock: Callable[[], float] = time.time,
                 seed_source: Callable[[], int] = lambda: secrets.randbits(31)):
        self.store = store
        self.clock = clock
        self._seed = seed_source

    # -- lobby ---------------------------------------------------------------------------------
    async def new(self, channel_id: str, guild_id: str | None, user_id: str, user_name: str,
                  title: str, options: dict[str, Any] | None = None,
                  host_seat: bool = True) -> Outcome:
        """Open a lobby; the host takes the first seat unless ``host_seat`` is False."""
        options = options or {}
        if title not in playable():
            known = ", ".join(playable())
            if title in DISPLAY_NAMES:
                raise TableError(f"{DISPLAY_NAMES[title]} is not playable yet; try {known}.")
            raise TableError(f"There is no game called '{title}'; choose from {known}.")
        seed = self._seed()
        try:  # check the options now, not at start, with a throw-away two-seat game
            create(title, ["a", "b"], seed, options)
        except IllegalAction as exc:
            raise TableError(str(exc)) from None
        async with self.store.transaction():
            existing = await self.store.open_game(channel_id)
            if existing:
                raise TableError(
                    f"This channel already has a {DISPLAY_NAMES[existing.title]} game "
                    f"({existing.status}); finish or abandon it first, or use another channel."
                )
            row = await self.store.insert_game(
                guild_id=guild_id, channel_id=channel_id, title=title, host_id=user_id,
                options=options, seats=[Seat(seat_name(user_name, []), user_id)] if host_seat else [],
                seed=seed,
            )
        return Outcome(row, public=[
            f"{seat_name(user_name, [])} opens a table of {DISPLAY_NAMES[title]}. "
            f"Join with /game join; the host starts with /game start."
        ])

    async def join(self, channel_id: str, user_id: str, user_name: str) -> Outcome:
        async with self.store.transaction():
            row = await self._lobby(channel_id)
            if row.seat_of(user_id):
                raise TableError("You already have a seat at this table.")
            if len(row.seats) >= self._max_seats(row.title):
                raise TableError(f"The table is full ({len(row.seats)} players).")
            seat = Seat(seat_name(user_name, [s.name for s in row.seats]), user_id)
            row.seats.append(seat)
            await self.store.save_game(row)
        return Outcome(row, public=[f"{seat.name} joins ({len(row.seats)} at the table)."])

    async def add_ai(self, channel_id: str, user_id: str, name: str | None = None) -> Outcome:
        """The host fills a seat with an AI player."""
        async with self.store.transaction():
            row = await self._lobby(channel_id)
            self._require_host(row, user_id, "add an AI player")
            if len(row.seats) >= self._max_seats(row.title):
                raise TableError(f"The table is full ({len(row.seats)} players).")
            taken = [s.name for s in row.seats]
            seat = Seat(seat_name(name or f"AI {len(row.seats) + 1}", taken), None, ai=True)
            row.seats.append(seat)
            await self.store.save_game(row)
        return Outcome(row, public=[f"{seat.name} (AI) takes a seat."])

    async def leave(self, channel_id: str, user_id: str) -> Outcome:
        async with self.store.transaction():
            row = await self.store.open_game(channel_id)
            if row is None:
                raise TableError("There is no game in this channel.")
            if row.status != "lobby":
                raise TableError("The game has started: use /game resign to leave it.")
            seat = row.seat_of(user_id)
            if seat is None:
                raise TableError("You have no seat at this table.")
            row.seats.remove(seat)
            lines = [f"{seat.name} leaves the table."]
            humans = [s for s in row.seats if not s.ai]
            if not humans:
                row.status = "abandoned"
                lines.append("Nobody is left: the table is closed.")
            elif row.host_id == user_id:
                row.host_id = humans[0].user_id or row.host_id
                lines.append(f"{humans[0].name} is the host now.")
            await self.store.save_game(row)
        return Outcome(row, public=lines)

    async def start(self, channel_id: str, user_id: str, shuffle: bool = False) -> Outcome:
        async with self.store.transaction():
            row = await self._lobby(channel_id)
            self._require_host(row, user_id, "start the game")
            if len(row.seats) < self._min_seats(row.title):
                raise TableError(
                    f"{DISPLAY_NAMES[row.title]} needs at least {self._min_seats(row.title)} "
                    f"players; {len(row.seats)} seated so far."
                )
            if shuffle:
                random.Random(row.seed).shuffle(row.seats)
            try:
                game = create(row.title, [s.name for s in row.seats], row.seed, row.options)
            except IllegalAction as exc:
                raise TableError(str(exc)) from None
            row.status = "active"
            lines = [f"{DISPLAY_NAMES[row.title]} begins: " + ", ".join(s.name for s in row.seats)
                     + f". {game.view()['turn']} plays first."]
            outcome = Outcome(row, public=lines, picture=True)
            await self._advance(row, game, outcome, before=[], actor=None)
            await self.store.save_game(row)
        return outcome

    # -- playing -------------------------------------------------------------------------------
    async def act(self, channel_id: str, user_id: str, action: str,
                  version: int | None = None) -> Outcome:
        """Apply ``action`` for ``user_id``; ``version`` (from a button) must still be current."""
        async with self.store.transaction():
            row = await self._active(channel_id)
            seat = self._seat(row, user_id)
            if version is not None and version != row.version:
                raise TableError("That button belongs to an earlier turn; use the newest message.")
            if seat.resigned:
                raise TableError("You resigned from this game.")
            game = restore(row.state)
            before, turn_before = game.awaiting(), game.view().get("turn")
            try:
                events = game.play(seat.name, action)
            except IllegalAction as exc:
                raise TableError(str(exc)) from None
            seq = await self._append(row, user_id, seat.name, action, events,
                                     undoable=not game.revealed)
            row.unanswered, row.stalled_at = 0, None
            outcome = Outcome(row, private=list(events))
            await self._advance(row, game, outcome, before=before, actor=seat, seq=seq,
                                turn_before=turn_before)
            await self.store.save_game(row)
        return outcome

    async def undo(self, channel_id: str, user_id: str) -> Outcome:
        """Take back the user's own last action, if nobody acted since and it revealed nothing.

        The log keeps the action, marked undone, and gains an undo entry; the state is
        rebuilt by replaying the live log from the seed, so nothing else can differ.
        """
        async with self.store.transaction():
            row = await self._active(channel_id)
            seat = self._seat(row, user_id)
            [last] = await self.store.actions(row.id, newest_first=True, limit=1, plays_only=True) or [None]
            if last is None:
                raise TableError("There is nothing to undo yet.")
            if last["user_id"] != user_id:
                who = last["seat"] + (" (AI)" if last["user_id"] is None else "")
                raise TableError(f"Only the last action can be undone, and it is {who}'s.")
            if not last["undoable"]:
                raise TableError(f"'{last['action']}' revealed cards, so it cannot be taken back.")
            await self.store.mark_undone(row.id, last["seq"])
            game = await self.replay(row)
            line = f"{seat.name} takes back '{last['action']}'."
            seq = await self._append(row, user_id, seat.name, f"undo {last['seq']}", [line], kind="undo")
            before = restore(row.state).awaiting()
            row.state = game.to_dict()
            outcome = Outcome(row, public=[line], private=[line])
            outcome.picture = set(game.awaiting()) != set(before)
            if outcome.picture:
                row.waiting_since = self.clock()
                row.handover_seq = seq
                self._schedule(row)
            await self.store.save_game(row)
        return outcome

    async def resign(self, channel_id: str, user_id: str) -> Outcome:
        async with self.store.transaction():
            row = await self._active(channel_id)
            seat = self._seat(row, user_id)
            if seat.resigned:
                raise TableError("You have already resigned from this game.")
            outcome = await self._resign_seat(row, seat, f"{seat.name} resigns")
            await self.store.save_game(row)
        return outcome

    async def _resign_seat(self, row: GameRow, seat: Seat, what: str) -> Outcome:
        seat.resigned, seat.ai, seat.autopilot = True, True, False
        game = restore(row.state)
        standing = [s for s in row.seats if not s.resigned]
        if len(standing) <= 1:
            outcome = Outcome(row, public=[f"{what}."], picture=True)
            self._finish(row, game, outcome, walkover=standing)
        else:
            outcome = Outcome(row, public=[f"{what}; the AI plays their seat out."], picture=True)
            await self._advance(row, game, outcome, before=game.awaiting(), actor=None)
        return outcome

    async def abandon(self, channel_id: str, user_id: str, can_manage: bool) -> Outcome:
        async with self.store.transaction():
            row = await self.store.open_game(channel_id)
            if row is None:
                raise TableError("There is no game in this channel.")
            if user_id != row.host_id and not can_manage:
                raise TableError("Only the host or a member who can manage this channel can abandon the game.")
            row.status = "abandoned"
            await self.store.save_game(row)
        return Outcome(row, public=[f"The {DISPLAY_NAMES[row.title]} game is abandoned."])

    # -- keeping games alive: reminders, nudges, stalled seats ----------------------------------
    async def set_reminder(self, channel_id: str, user_id: str, can_manage: bool, *,
                           time_of_day: str | None = None, timezone: str | None = None,
                           off: bool = False, min_wait_h: float | None = None,
                           stall_after: int | None = None) -> Outcome:
        """``/game remind``: the daily reminder's time and timezone (or off) for this game."""
        try:
            hhmm = reminders.parse_time(time_of_day) if time_of_day else None
            tz = reminders.parse_zone(timezone) if timezone else None
        except reminders.SettingError as exc:
            raise TableError(str(exc)) from None
        if min_wait_h is not None and not 0 <= min_wait_h <= 24 * 7:
            raise TableError("The minimum wait is between 0 and 168 hours.")
        if stall_after is not None and not 1 <= stall_after <= 60:
            raise TableError("A game is stalled after 1 to 60 unanswered reminders.")
        async with self.store.transaction():
            row = await self.current(channel_id)
            if not row.seat_of(user_id) and user_id != row.host_id and not can_manage:
                raise TableError("Only the players, the host or members who can manage this channel "
                                 "can change the reminders.")
            if off:
                row.remind_time = None
            elif hhmm or row.remind_time is None:
                row.remind_time = hhmm or reminders.DEFAULT_TIME
            row.remind_tz = tz or row.remind_tz
            if min_wait_h is not None:
                row.remind_min_wait = min_wait_h * 3600
            if stall_after is not None:
                row.stall_after = stall_after
            self._schedule(row)
            await self.store.save_game(row)
        if row.remind_time is None:
            line = "Daily reminders are off for this game."
        else:
            line = (f"Daily reminder at {row.remind_time} ({row.remind_tz}) for whoever the game has "
                    f"waited on for {row.remind_min_wait / 3600:g} h or more; stalled after "
                    f"{row.stall_after} unanswered reminders.")
        return Outcome(row, public=[line])

    async def prefs(self, user_id: str) -> reminders.PlayerPrefs:
        return (await self.store.prefs([user_id])).get(user_id) or reminders.PlayerPrefs(user_id)

    async def set_prefs(self, user_id: str, *, deliver: str | None = None, timezone: str | None = None,
                        quiet: str | None = None, away_until: str | None = None
                        ) -> reminders.PlayerPrefs:
        """``/me reminders``: the user's own delivery, quiet hours and away date."""
        current = await self.prefs(user_id)
        try:
            if deliver is not None and deliver not in ("channel", "dm", "both"):
                raise reminders.SettingError("Deliver reminders to channel, dm or both.")
            tz = reminders.parse_zone(timezone) if timezone else current.tz
            quiet_hours = reminders.parse_quiet(quiet) if quiet is not None else current.quiet
            away = (reminders.parse_away(away_until, tz, self.clock()) if away_until is not None
                    else current.away_until)
        except reminders.SettingError as exc:
            raise TableError(str(exc)) from None
        prefs = reminders.PlayerPrefs(user_id, deliver or current.deliver, tz, quiet_hours, away)
        async with self.store.transaction():
            await self.store.save_prefs(prefs)
        return prefs

    async def nudge(self, channel_id: str, user_id: str) -> Outcome:
        """``/game nudge``: a seated player pokes the awaited players, once per 12 h per game."""
        async with self.store.transaction():
            row = await self._active(channel_id)
            seat = self._seat(row, user_id)
            now = self.clock()
            if row.nudged_at is not None and now - row.nudged_at < reminders.NUDGE_EVERY_S:
                wait = reminders.NUDGE_EVERY_S - (now - row.nudged_at)
                raise TableError(f"This game was nudged less than 12 h ago; try again in {_hours(wait)}.")
            awaited = [u for u in self.awaited_users(row) if u != user_id]
            if not awaited:
                raise TableError("The game is waiting for you, not for anyone else.")
            prefs = await self.store.prefs(awaited)
            away = [u for u in awaited if u in prefs and prefs[u].away(now)]
            if away and len(away) == len(awaited):
                until = min(prefs[u].away_until for u in away)
                raise TableError(f"They are away until {_date(until - 1)}; no nudge until then.")
            row.nudged_at = now
            await self.store.save_game(row)
        ping = [u for u in awaited if u not in away]
        return Outcome(row, public=[f"{seat.name} nudges: the game is waiting for you "
                                    f"(for {_hours(now - (row.waiting_since or now))})."], mention=ping)

    async def due_reminders(self, now: float | None = None) -> list[Reminder]:
        """The reminder sweep: plan and record every due game's reminder, then return them.

        The record is committed before anything is sent, so a restart can neither repeat
        a reminder nor, since the next slot is computed from now, flood after downtime.
        """
        now = self.clock() if now is None else now
        out: list[Reminder] = []
        if not await self.store.due_games(now, limit=1):   # most minutes: a read, no write lock
            return out
        async with self.store.transaction():
            for row in await self.store.due_games(now):
                reminder = await self._plan_reminder(row, now)
                await self.store.save_game(row)
                if reminder is not None:
                    out.append(reminder)
        return out

    async def _plan_reminder(self, row: GameRow, now: float) -> Reminder | None:
        if row.remind_time is None:
            row.next_reminder_at = None
            return None
        waiting = {u: row.waiting_since or now for u in self.awaited_users(row)}
        prefs = await self.store.prefs(list(waiting))
        plan = reminders.plan(now=now, hhmm=row.remind_time, tz=row.remind_tz, waiting=waiting,
                              min_wait_s=row.remind_min_wait, prefs=prefs,
                              current_slot=row.reminder_slot, already=row.reminded_users)
        if plan.new_slot:
            row.reminder_slot, row.reminded_users = plan.slot, {}
            if plan.ping or plan.deferred:
                row.unanswered += 1
        row.next_reminder_at = plan.next_at
        for user in plan.ping:
            row.reminded_users[user] = now
        if plan.ping:
            row.reminded_at = now
        stalled = row.unanswered >= row.stall_after and row.stalled_at is None and plan.new_slot
        if stalled:
            row.stalled_at = now
        if not plan.ping and not stalled:
            return None
        return Reminder(
            game=row,
            channel=[u for u in plan.ping if (prefs.get(u) or reminders.PlayerPrefs(u)).deliver != "dm"],
            direct=[u for u in plan.ping if (prefs.get(u) or reminders.PlayerPrefs(u)).deliver != "channel"],
            waited=now - (row.waiting_since or now),
            stalled=stalled,
        )

    async def archive(self, game_id: int, reason: str) -> None:
        """A game whose channel is gone: kept for history, out of every sweep."""
        async with self.store.transaction():
            row = await self.store.game(game_id)
            if row is None or row.status not in ("lobby", "active"):
                return
            row.status = "abandoned"
            row.next_reminder_at = None
            row.result = {**(row.result or {}), "archived": reason}
            await self.store.save_game(row)

    async def replace(self, channel_id: str, actor_id: str, can_manage: bool, seat_name: str,
                      user_id: str, user_name: str) -> Outcome:
        """Another member takes over a seat (the seat keeps its name in the game)."""
        async with self.store.transaction():
            row = await self._active(channel_id)
            self._require_steward(row, actor_id, can_manage)
            seat = self._seat_by_name(row, seat_name)
            if row.seat_of(user_id):
                raise TableError(f"{user_name} already has a seat in this game.")
            old = seat.user_id
            seat.user_id, seat.ai, seat.autopilot, seat.resigned = user_id, False, False, False
            row.unanswered, row.stalled_at = 0, None
            row.waiting_since = self.clock()
            self._schedule(row)
            await self.store.save_game(row)
        mention = [user_id] if user_id in self.awaited_users(row) else []
        who = f"<@{old}>" if old else "the AI"
        return Outcome(row, public=[f"{user_name} takes over the seat {seat.name} from {who}."],
                       mention=mention, picture=bool(mention))

    async def autopilot(self, channel_id: str, actor_id: str, can_manage: bool, seat_name: str) -> Outcome:
        """The AI plays an absent player's seat until they come back (``/game back``)."""
        async with self.store.transaction():
            row = await self._active(channel_id)
            seat = self._seat_by_name(row, seat_name)
            if seat.user_id != actor_id:
                self._require_steward(row, actor_id, can_manage)
            if seat.ai:
                raise TableError(f"{seat.name} is already played by the AI.")
            seat.ai, seat.autopilot = True, True
            row.unanswered, row.stalled_at = 0, None
            game = restore(row.state)
            outcome = Outcome(row, public=[f"The AI plays for {seat.name} until they are back (/game back)."])
            await self._advance(row, game, outcome, before=game.awaiting(), actor=None)
            await self.store.save_game(row)
        return outcome

    async def back(self, channel_id: str, user_id: str) -> Outcome:
        async with self.store.transaction():
            row = await self._active(channel_id)
            seat = self._seat(row, user_id)
            if not seat.autopilot:
                raise TableError("Your seat is not on autopilot.")
            seat.ai, seat.autopilot = False, False
            await self.store.save_game(row)
        return Outcome(row, public=[f"{seat.name} is back and plays their own seat again."])

    async def drop(self, channel_id: str, actor_id: str, can_manage: bool, seat_name: str) -> Outcome:
        """Drop an absent player: Natives cannot remove a tribe mid-game, so the seat is
        resigned (the AI plays it out and it cannot win); with one player left, they win."""
        async with self.store.transaction():
            row = await self._active(channel_id)
            self._require_steward(row, actor_id, can_manage)
            seat = self._seat_by_name(row, seat_name)
            if seat.resigned:
                raise TableError(f"{seat.name} has already left this game.")
            outcome = await self._resign_seat(row, seat, f"{seat.name} is dropped from the game")
            await self.store.save_game(row)
        return outcome

    async def away(self, row: GameRow) -> dict[str, str]:
        """Seat name -> 'YYYY-MM-DD' for the seated players who said they are away."""
        now = self.clock()
        users = {s.user_id: s.name for s in row.seats if s.user_id}
        prefs = await self.store.prefs(list(users))
        return {users[u]: _date(p.away_until - 1, p.tz) for u, p in prefs.items() if p.away(now)}

    async def mine(self, guild_id: str, user_id: str) -> list[tuple[GameRow, list[str], bool]]:
        """Every open game of the server: (row, awaited seat names, waiting for me), mine first."""
        rows = await self.store.games(guild_id=guild_id, limit=500)
        out = []
        for row in rows:
            names = restore(row.state).awaiting() if row.status == "active" else []
            out.append((row, names, user_id in self.awaited_users(row)))
        out.sort(key=lambda t: (not t[2], t[0].waiting_since or t[0].created_at))
        return out

    # -- reading -------------------------------------------------------------------------------
    async def find(self, channel_id: str) -> GameRow | None:
        """The channel's lobby or active game, or None."""
        return await self.store.open_game(channel_id)

    async def set_message(self, game_id: int, message_id: str) -> None:
        """Remember the newest table message (for jump links and reminders)."""
        await self.store.set_message(game_id, message_id)

    async def current(self, channel_id: str) -> GameRow:
        row = await self.store.open_game(channel_id)
        if row is None:
            raise TableError("There is no game in this channel; start one with /game new.")
        return row

    async def legal(self, channel_id: str, user_id: str) -> list[str]:
        """The user's legal actions now ([] when not their decision): autocomplete, buttons."""
        row = await self.store.open_game(channel_id)
        if row is None or row.status != "active":
            return []
        seat = row.seat_of(user_id)
        if seat is None or seat.resigned:
            return []
        return restore(row.state).legal_actions(seat.name)

    async def log(self, channel_id: str, page: int = 1) -> tuple[GameRow, list[dict], int]:
        """One page of the action log, newest first, and the number of pages."""
        if page < 1:
            raise TableError("Pages start at 1.")
        row = await self._latest(channel_id)
        total = await self.store.action_count(row.id)
        pages = max(1, -(-total // LOG_PAGE))
        if page > pages:
            raise TableError(f"The log has {pages} page{'s' * (pages > 1)}.")
        entries = await self.store.actions(row.id, newest_first=True, limit=page * LOG_PAGE)
        return row, entries[(page - 1) * LOG_PAGE:], pages

    async def history(self, channel_id: str, limit: int = 10) -> list[GameRow]:
        return await self.store.games(channel_id=channel_id, status=("finished",), limit=limit)

    def view(self, row: GameRow, user_id: str | None = None) -> dict[str, Any]:
        """The engine's view, plus who sits where: what the pictures and replies show."""
        game = restore(row.state)
        seat = row.seat_of(user_id) if user_id else None
        view = game.view(seat.name if seat else None)
        view["seats_info"] = {s.name: {"ai": s.ai, "resigned": s.resigned, "user_id": s.user_id}
                              for s in row.seats}
        if row.result:
            view["result"] = row.result
        return view

    def awaited_users(self, row: GameRow) -> list[str]:
        if row.status != "active":
            return []
        names = restore(row.state).awaiting()
        return [s.user_id for s in row.seats if s.name in names and s.user_id and not s.ai]

    async def replay(self, row: GameRow) -> Game:
        """The game rebuilt from its seed and log: equal to the snapshot, or the log is wrong."""
        game = create(row.title, [s.name for s in row.seats], row.seed, row.options)
        for entry in await self.store.actions(row.id, limit=1_000_000, plays_only=True):
            game.play(entry["seat"], entry["action"])
        return game

    # -- internals -----------------------------------------------------------------------------
    async def _advance(self, row: GameRow, game: Game, outcome: Outcome, before: list[str],
                       actor: Seat | None, seq: int | None = None, turn_before: Any = None) -> None:
        """Let AI seats play, then settle the wait, the mentions, the picture and the end.

        ``before``/``turn_before``: who was awaited and whose turn it was before the action.
        """
        rng = random.Random(f"{row.seed}:{seq or 0}")
        turn = game.view().get("turn")
        first_turn = turn if turn_before is None else turn_before
        while not game.over:
            ai_seats = [n for n in game.awaiting() if row.seat_named(n).ai]
            if not ai_seats:
                break
            name = ai_seats[0]
            action = ai.choose(game, name, rng)
            events = game.play(name, action)
            seq = await self._append(row, None, name, action, events)
            outcome.public.extend(events)
            if game.view().get("turn") != turn:
                outcome.snapshots.append(game.view())
                turn = game.view().get("turn")
        row.state = game.to_dict()
        after = game.awaiting()
        # a hand-over: someone new must decide (not merely one of several finishing first)
        handover = bool(set(after) - set(before)) or turn != first_turn or game.over
        if actor is not None and handover:
            # the whole turn, for the channel: every event since the last hand-over
            entries = await self.store.actions(row.id, after=row.handover_seq)
            outcome.public[:0] = [e for entry in entries if entry["user_id"] is not None
                                  for e in entry["events"]]
        if handover:
            outcome.picture = True
            row.waiting_since = self.clock()
            row.reminded_users = {}
            self._schedule(row)
            last = await self.store.actions(row.id, newest_first=True, limit=1)
            row.handover_seq = last[0]["seq"] if last else 0
            newly = [n for n in after if n not in before or actor is None]
            outcome.mention = [s.user_id for s in row.seats
                               if s.name in newly and s.user_id and not s.ai
                               and (actor is None or s.user_id != actor.user_id)]
        if game.over:
            self._finish(row, game, outcome)

    def _finish(self, row: GameRow, game: Game, outcome: Outcome,
                walkover: list[Seat] | None = None) -> None:
        standing = {s.name for s in row.seats if not s.resigned}
        if walkover is not None:
            winners = [s.name for s in walkover]
            scores = game.scores()
        else:
            scores = game.scores()
            winners = [w for w in game.winners() if w in standing]
            if not winners and standing:
                best = max(scores[n]["total"] for n in standing)
                winners = [n for n in standing if scores[n]["total"] == best]
        row.status = "finished"
        row.next_reminder_at = None
        row.result = {"scores": scores, "winners": winners, "walkover": walkover is not None}
        outcome.picture = True
        outcome.mention = []
        outcome.public.append(f"The game is over. Winner{'s' * (len(winners) > 1)}: "
                              f"{', '.join(winners) or 'nobody'}.")

    async def _append(self, row: GameRow, user_id: str | None, seat: str, action: str,
                      events: list[str], *, undoable: bool = False, kind: str = "play") -> int:
        last = await self.store.actions(row.id, newest_first=True, limit=1)
        seq = (last[0]["seq"] if last else 0) + 1
        await self.store.append_action(row.id, seq, user_id, seat, action, events,
                                       undoable=undoable, kind=kind)
        return seq

    def _schedule(self, row: GameRow) -> None:
        """The next reminder: the first daily slot once the wait has lasted the minimum."""
        if row.status != "active" or row.remind_time is None:
            row.next_reminder_at = None
            return
        due = (row.waiting_since or self.clock()) + row.remind_min_wait
        row.next_reminder_at = reminders.slot_at_or_after(due, row.remind_time, row.remind_tz)

    async def _lobby(self, channel_id: str) -> GameRow:
        row = await self.store.open_game(channel_id)
        if row is None:
            raise TableError("There is no table in this channel; open one with /game new.")
        if row.status != "lobby":
            raise TableError("The game has already started.")
        return row

    async def _active(self, channel_id: str) -> GameRow:
        row = await self.store.open_game(channel_id)
        if row is None:
            raise TableError("There is no game in this channel; start one with /game new.")
        if row.status != "active":
            raise TableError("The game has not started yet; the host starts it with /game start.")
        return row

    async def _latest(self, channel_id: str) -> GameRow:
        row = await self.store.open_game(channel_id)
        if row is None:
            rows = await self.store.games(channel_id=channel_id,
                                          status=("finished", "abandoned"), limit=1)
            if not rows:
                raise TableError("There is no game in this channel.")
            row = rows[0]
        return row

    @staticmethod
    def _seat(row: GameRow, user_id: str) -> Seat:
        seat = row.seat_of(user_id)
        if seat is None:
            raise TableError("You are not seated at this game.")
        return seat

    @staticmethod
    def _seat_by_name(row: GameRow, name: str) -> Seat:
        seat = row.seat_named(name)
        if seat is None:
            raise TableError(f"There is no seat called '{name}'; seats: {', '.join(s.name for s in row.seats)}.")
        return seat

    @staticmethod
    def _require_steward(row: GameRow, user_id: str, can_manage: bool) -> None:
        if user_id != row.host_id and not can_manage:
            raise TableError("Only the host or a member who can manage this channel can do that.")

    @staticmethod
    def _require_host(row: GameRow, user_id: str, what: str) -> None:
        if user_id != row.host_id:
            host = next((s.name for s in row.seats if s.user_id == row.host_id), "the host")
            raise TableError(f"Only the host ({host}) can {what}.")

    @staticmethod
    def _min_seats(title: str) -> int:
        return SEAT_RANGE[title][0]

    @staticmethod
    def _max_seats(title: str) -> int:
        return SEAT_RANGE[title][1]


__all__ = ["Conflict", "Outcome", "Reminder", "TableError", "Tables", "seat_name"]
