"""Keeping games alive: daily reminders, players' own settings, nudges, stalled seats.

A mixin of :class:`bot.tables.Tables` (one service, one API for the front ends): it uses
the service's store, clock and its checks (``_active``, ``_seat``, ``_advance`` …). The
timing rules themselves are pure functions in :mod:`bot.reminders`.
"""

from __future__ import annotations

from bot import reminders
from bot.l10n import Msg
from bot.outcome import Outcome, Reminder, TableError, _date
from bot.present import ago_msg
from bot.rules import restore
from bot.store import GameRow, PendingReminder
from bot.text import clean_name

# a reminder that could not be sent is tried again at the next sweeps, but not forever: after
# this many attempts, or once this old (the next daily reminder is then closer), it is dropped
MAX_REMINDER_ATTEMPTS = 5
PENDING_REMINDER_TTL_S = 6 * 3600
STALE_CONTROL = Msg("control-game-over")


class KeepAlive:
    """Reminders, nudges, seat changes and "my games" of the table service."""

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
            raise TableError(Msg("remind-min-wait-range"))
        if stall_after is not None and not 1 <= stall_after <= 60:
            raise TableError(Msg("remind-stall-range"))
        async with self.store.transaction():
            row = await self.current(channel_id)
            if not row.seat_of(user_id) and user_id != row.host_id and not can_manage:
                raise TableError(Msg("remind-not-allowed"))
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
            line = Msg("remind-off")
        else:
            line = Msg("remind-set", time=row.remind_time, zone=row.remind_tz, hours=row.remind_min_wait / 3600,
                       stall=row.stall_after)
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
                raise TableError(Msg("nudge-too-soon", wait=ago_msg(wait)))
            awaited = [u for u in self.awaited_users(row) if u != user_id]
            if not awaited:
                raise TableError(Msg("nudge-only-you"))
            prefs = await self.store.prefs(awaited)
            away = [u for u in awaited if u in prefs and prefs[u].away(now)]
            if away and len(away) == len(awaited):
                until = min(prefs[u].away_until for u in away)
                raise TableError(Msg("nudge-away", date=_date(until - 1)))
            row.nudged_at = now
            await self.store.save_game(row)
        ping = [u for u in awaited if u not in away]
        return Outcome(row, public=[Msg("nudged", seat=seat.name, wait=ago_msg(now - (row.waiting_since or now)))],
                       mention=ping)

    async def due_reminders(self, now: float | None = None) -> list[Reminder]:
        """The reminder sweep: every reminder to send now, each recorded as pending first.

        Exactly once: a due game's reminder is planned and recorded in the outbox in the
        same transaction that moves the game's next slot (so a restart cannot plan it
        again, nor flood after downtime); the front end sends it and then calls
        :meth:`reminder_sent`. A reminder still pending (a crash or a failure between the
        two) is returned again by a later sweep once its claim has lapsed (the store's
        ``REMINDER_LEASE_S``: a sweep posts after its transaction commits, so another process
        may be posting it right now; tests/test_processes.py), with its first nonce, so Discord drops
        the copy if the first send did go out; to whoever the game still awaits, and only
        for ``MAX_REMINDER_ATTEMPTS`` sweeps within ``PENDING_REMINDER_TTL_S``.
        """
        now = self.clock() if now is None else now
        out: list[Reminder] = []
        # most minutes: two reads on partial indexes, no write lock
        if not await self.store.due_games(now, limit=1) and not await self.store.pending_reminders(limit=1):
            return out
        async with self.store.transaction():
            for pending in await self.store.pending_reminders():
                reminder = await self._retry_reminder(pending, now)
                if reminder is None:
                    await self.store.finish_reminder(pending.id, "dropped")
                else:
                    await self.store.retry_reminder(pending.id)
                    out.append(reminder)
            for row in await self.store.due_games(now):
                reminder = await self._plan_reminder(row, now)
                await self.store.save_game(row)
                if reminder is not None:
                    reminder.id, reminder.nonce = await self.store.record_reminder(
                        row.id, reminder.channel, reminder.direct, reminder.waited, reminder.stalled)
                    out.append(reminder)
        return out

    async def reminder_sent(self, reminder: Reminder) -> None:
        """The front end delivered ``reminder``: it leaves the outbox and is never sent again."""
        if reminder.id is not None:
            await self.store.finish_reminder(reminder.id, "sent")

    async def _retry_reminder(self, pending: PendingReminder, now: float) -> Reminder | None:
        """A pending reminder to send again, or None when it no longer makes sense."""
        if pending.attempts >= MAX_REMINDER_ATTEMPTS or now - pending.created_at > PENDING_REMINDER_TTL_S:
            return None
        row = await self.store.game(pending.game_id)
        if row is None or row.status != "active":
            return None
        awaited = set(self.awaited_users(row))
        channel = [u for u in pending.channel if u in awaited]
        direct = [u for u in pending.direct if u in awaited]
        if not channel and not direct and not pending.stalled:
            return None
        return Reminder(row, channel, direct, pending.waited, pending.stalled,
                        id=pending.id, nonce=pending.nonce)

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
                      user_id: str, user_name: str, game_id: int | None = None) -> Outcome:
        """Another member takes over a seat (the seat keeps its name in the game).

        ``game_id`` (from a button or picker) must be the channel's current game."""
        user_name = clean_name(user_name) or "player"     # repeated in a public line
        async with self.store.transaction():
            row = await self._active_game(channel_id, game_id)
            self._require_steward(row, actor_id, can_manage)
            seat = self._seat_by_name(row, seat_name)
            if row.seat_of(user_id):
                raise TableError(Msg("replace-already-seated", user=user_name))
            old = seat.user_id
            seat.user_id, seat.ai, seat.autopilot, seat.resigned = user_id, False, False, False
            row.unanswered, row.stalled_at = 0, None
            row.waiting_since = self.clock()
            self._schedule(row)
            await self.store.save_game(row)
        mention = [user_id] if user_id in self.awaited_users(row) else []
        who = f"<@{old}>" if old else Msg("the-ai")
        return Outcome(row, public=[Msg("replace-done", user=user_name, seat=seat.name, who=who)],
                       mention=mention, picture=bool(mention))

    async def autopilot(self, channel_id: str, actor_id: str, can_manage: bool, seat_name: str,
                        game_id: int | None = None) -> Outcome:
        """The AI plays an absent player's seat until they come back (``/game back``)."""
        async with self.store.transaction():
            row = await self._active_game(channel_id, game_id)
            seat = self._seat_by_name(row, seat_name)
            if seat.user_id != actor_id:
                self._require_steward(row, actor_id, can_manage)
            if seat.ai:
                raise TableError(Msg("autopilot-already", seat=seat.name))
            seat.ai, seat.autopilot = True, True
            row.unanswered, row.stalled_at = 0, None
            game = restore(row.state)
            outcome = Outcome(row, public=[Msg("autopilot-on", seat=seat.name)])
            await self._advance(row, game, outcome, before=game.awaiting(), actor=None)
            await self.store.save_game(row)
        return outcome

    async def back(self, channel_id: str, user_id: str) -> Outcome:
        async with self.store.transaction():
            row = await self._active(channel_id)
            seat = self._seat(row, user_id)
            if not seat.autopilot:
                raise TableError(Msg("back-not-on-autopilot"))
            seat.ai, seat.autopilot = False, False
            await self.store.save_game(row)
        return Outcome(row, public=[Msg("back-done", seat=seat.name)])

    async def drop(self, channel_id: str, actor_id: str, can_manage: bool, seat_name: str,
                   game_id: int | None = None) -> Outcome:
        """Drop an absent player: Natives cannot remove a tribe mid-game, so the seat is
        resigned (the AI plays it out and it cannot win); with one player left, they win."""
        async with self.store.transaction():
            row = await self._active_game(channel_id, game_id)
            self._require_steward(row, actor_id, can_manage)
            seat = self._seat_by_name(row, seat_name)
            if seat.resigned:
                raise TableError(Msg("drop-already", seat=seat.name))
            outcome = await self._resign_seat(row, seat, Msg("drop-done", seat=seat.name))
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

    async def _active_game(self, channel_id: str, game_id: int | None) -> GameRow:
        """The channel's active game; with ``game_id`` (a button's or a picker's), only if it
        is that game: a control left over from an abandoned game must not act on the next."""
        if game_id is not None:
            row = await self.store.open_game(channel_id)
            if row is None or row.id != game_id:
                raise TableError(STALE_CONTROL)
        return await self._active(channel_id)

    def _schedule(self, row: GameRow) -> None:
        """The next reminder: the first daily slot once the wait has lasted the minimum."""
        if row.status != "active" or row.remind_time is None:
            row.next_reminder_at = None
            return
        due = (row.waiting_since or self.clock()) + row.remind_min_wait
        row.next_reminder_at = reminders.slot_at_or_after(due, row.remind_time, row.remind_tz)
