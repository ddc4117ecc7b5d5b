"""The table service: the life of a game in a channel, and who may do what.

Every front end (Discord cogs, the console, the demo) goes through this class; it knows
nothing of Discord. A command becomes one transaction on the store: load the channel's
game, check the user, apply the action through the engine, let AI seats answer, append
to the log, save with the version check, commit. Only then is an :class:`Outcome`
returned, so a front end never acknowledges an action that is not on disk.

A move (:meth:`Tables.act`, the command a busy bot runs most) is computed outside the
transaction: the game is read as last committed, the engine and the AI seats play, the log
entries are drafted (:class:`Draft`), and only the writes go to the store, in one short
transaction with the version check (``Store.save_play``). A move that loses the race (the
game changed since it was read) is computed again from the new state, up to
``MOVE_TRIES`` times; from a button (``version`` given) the second try is the usual "that
button belongs to an earlier turn". A move that ends the game records the standings in the
same transaction as its writes (``standings.record`` reads the ratings under their lock).

A refused command raises :class:`TableError`, whose text is the one sentence the user
sees (privately), and nothing is written.
"""

from __future__ import annotations

import random
import secrets
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from bot import ai, standings
from bot.keepalive import KeepAlive
from bot.l10n import Msg, to_data
from bot.learning import Learning, table_settings
from bot.outcome import Outcome, Reminder, TableError
from bot.present import numbered, recap, seat_label, seat_msg, tie_msg, winners_msg
from bot.replay import GameLog, stored_log
from bot.rules import DISPLAY_NAMES, ENGINES, IllegalAction, create, playable, restore, title_msg
from bot.rules.base import Game
from bot.store import Conflict, GameRow, Seat, Store
from bot.text import clean_name

MAX_NAME = 24
MAX_ACTION = 300          # characters; the longest compound a player types is far shorter
LOG_PAGE = 10
UNDO_REACH = 10_000   # moves an undo looks back over, past the AI's answers, for the user's last one
MOVE_TRIES = 5        # a move computed again after losing a race to another command on its game


@dataclass
class Draft:
    """A move's log entries, numbered on from the log as it was read, and whether the move ended
    the game: what ``Store.save_play`` writes at the move's commit (see the module's notes)."""

    last_seq: int | None = None                 # the seq of the newest entry, once read
    entries: list[dict[str, Any]] = field(default_factory=list)
    finished: bool = False                      # the standings are recorded at the commit


# the move the running task is computing, if any (Tables._drafting)
_DRAFT: ContextVar[Draft | None] = ContextVar("campfire_move_draft", default=None)


def seat_name(display: str, taken: list[str]) -> str:
    """A readable, unique seat name from a display name (names appear in logs and pictures)."""
    base = clean_name(display)[:MAX_NAME].strip() or "player"
    name, n = base, 2
    while name in taken:
        name = f"{base[: MAX_NAME - 3].strip()} {n}"
        n += 1
    return name


class Tables(KeepAlive, Learning):
    """The table service over one :class:`Store`."""

    def __init__(self, store: Store, clock: Callable[[], float] = time.time,
                 seed_source: Callable[[], int] = lambda: secrets.randbits(31)):
        self.store = store
        self.clock = clock
        self._seed = seed_source

    # -- lobby ---------------------------------------------------------------------------------
    async def new(self, channel_id: str, guild_id: str | None, user_id: str, user_name: str,
                  title: str, options: dict[str, Any] | None = None,
                  host_seat: bool = True, settings: dict[str, Any] | None = None) -> Outcome:
        """Open a lobby; the host takes the first seat unless ``host_seat`` is False. ``options``
        are the engine's, ``settings`` the table's own (``hints: False``; bot/learning.py)."""
        options = options or {}
        seed = self._seed()
        self.check_new(title, options, seed)
        async with self.store.transaction():
            row = await self._open(channel_id, guild_id, user_id, user_name, title, options, seed, host_seat,
                                   settings)
        return Outcome(row, public=[Msg("table-opened", seat=seat_name(user_name, []), title=title_msg(title))])

    async def _open(self, channel_id: str, guild_id: str | None, user_id: str, user_name: str, title: str,
                    options: dict[str, Any], seed: int, host_seat: bool = True,
                    settings: dict[str, Any] | None = None) -> GameRow:
        """The channel's new lobby, inside the caller's transaction (refused if it has a game)."""
        existing = await self.store.open_game(channel_id)
        if existing:
            raise TableError(Msg("table-channel-taken", title=title_msg(existing.title),
                                 status=existing.status))
        return await self.store.insert_game(
            guild_id=guild_id, channel_id=channel_id, title=title, host_id=user_id,
            options=options, seats=[Seat(seat_name(user_name, []), user_id)] if host_seat else [],
            seed=seed, settings=settings,
        )

    @staticmethod
    def check_new(title: str, options: dict[str, Any], seed: int = 0) -> None:
        """Refuse an unknown title or bad options now, not at start (a front end may need to
        know before it opens a thread for the table). The table's own settings are no options
        (``GameRow.settings``, bot/learning.py): they are not the engine's to judge."""
        if title not in playable():
            known = ", ".join(playable())
            if title in DISPLAY_NAMES:
                raise TableError(Msg("table-title-not-playable", title=title_msg(title), known=known))
            raise TableError(Msg("table-title-unknown", given=title, known=known))
        try:  # a throw-away game with as few seats as the title allows
            low = ENGINES[title].min_seats
            create(title, [f"seat {n}" for n in range(1, max(low, 2) + 1)], seed, options)
        except IllegalAction as exc:
            raise TableError.refused(title, exc) from None

    async def join(self, channel_id: str, user_id: str, user_name: str) -> Outcome:
        async with self.store.transaction():
            row = await self._lobby(channel_id)
            if row.seat_of(user_id):
                raise TableError(Msg("table-already-seated"))
            if len(row.seats) >= self._max_seats(row.title):
                raise TableError(Msg("table-full", n=len(row.seats)))
            seat = Seat(seat_name(user_name, [s.name for s in row.seats]), user_id)
            row.seats.append(seat)
            await self.store.save_game(row)
        return Outcome(row, public=[Msg("table-joined", seat=seat.name, n=len(row.seats))])

    async def add_ai(self, channel_id: str, user_id: str, name: str | None = None) -> Outcome:
        """The host fills a seat with an AI player."""
        async with self.store.transaction():
            row = await self._lobby(channel_id)
            self._require_host(row, user_id, Msg("host-only-add-ai"))
            seat = self._seat_ai(row, name)
            await self.store.save_game(row)
        return Outcome(row, public=[Msg("table-joined", seat=seat_msg(seat.name, ai=True), n=len(row.seats))])

    def _seat_ai(self, row: GameRow, name: str | None = None) -> Seat:
        """An AI player in the lobby ``row``'s next seat (the caller saves the row)."""
        if len(row.seats) >= self._max_seats(row.title):
            raise TableError(Msg("table-full", n=len(row.seats)))
        taken = [s.name for s in row.seats]
        seat = Seat(seat_name(name or f"AI {len(row.seats) + 1}", taken), None, ai=True)
        row.seats.append(seat)
        return seat

    async def leave(self, channel_id: str, user_id: str) -> Outcome:
        async with self.store.transaction():
            row = await self.store.open_game(channel_id)
            if row is None:
                raise await self._no_game(channel_id)
            if row.status != "lobby":
                raise TableError(Msg("table-leave-started"))
            seat = row.seat_of(user_id)
            if seat is None:
                raise TableError(Msg("table-leave-unseated"))
            row.seats.remove(seat)
            lines: list[str | Msg] = [Msg("table-left", seat=seat.name)]
            humans = [s for s in row.seats if not s.ai]
            if not humans:
                row.status = "abandoned"
                lines.append(Msg("table-closed-empty"))
            elif row.host_id == user_id:
                row.host_id = humans[0].user_id or row.host_id
                lines.append(Msg("table-new-host", seat=humans[0].name))
            await self.store.save_game(row)
        return Outcome(row, public=lines)

    async def start(self, channel_id: str, user_id: str, shuffle: bool = False) -> Outcome:
        async with self.store.transaction():
            row = await self._lobby(channel_id)
            self._require_host(row, user_id, Msg("host-only-start"))
            outcome = await self._start_game(row, shuffle)
        return outcome

    async def _start_game(self, row: GameRow, shuffle: bool = False) -> Outcome:
        """Start the lobby ``row`` and save it, inside the caller's transaction."""
        if len(row.seats) < self._min_seats(row.title):
            raise TableError(Msg("start-too-few", title=title_msg(row.title), least=self._min_seats(row.title),
                                 n=len(row.seats)))
        if shuffle:
            random.Random(row.seed).shuffle(row.seats)
        try:
            game = create(row.title, [s.name for s in row.seats], row.seed, row.options)
        except IllegalAction as exc:
            raise TableError.refused(row.title, exc) from None
        row.status = "active"
        # the first player marker's holder (Natera and Uluk name it even while everyone decides
        # at once, as at Natera's setup), else the one seat whose turn it is
        view = game.view()
        first = view["first"] if isinstance(view.get("first"), str) else view.get("turn")
        seats = [s.name for s in row.seats]
        lines: list[str | Msg] = [Msg("game-begins-first", title=title_msg(row.title), seats=seats, first=first)
                                  if first else Msg("game-begins", title=title_msg(row.title), seats=seats)]
        outcome = Outcome(row, public=lines, picture=True)
        await self._advance(row, game, outcome, before=[], actor=None)
        outcome.private += await self._explain(row, game)
        await self.store.save_game(row)
        return outcome

    async def tutorial(self, channel_id: str, guild_id: str | None, user_id: str, user_name: str,
                       title: str, options: dict[str, Any] | None = None, lang: str = "en",
                       settings: dict[str, Any] | None = None) -> Outcome:
        """A first game with the bot: the user against one AI, started at once, each kind of
        decision explained the first time it comes up (bot/learning.py). Opening, seating the
        AI and starting are one transaction: nobody can join in between."""
        options = options or {}
        settings = table_settings(settings, tutorial=seat_name(user_name, []), lang=lang)
        seed = self._seed()
        self.check_new(title, options, seed)
        async with self.store.transaction():
            row = await self._open(channel_id, guild_id, user_id, user_name, title, options, seed,
                                   settings=settings)
            self._seat_ai(row)
            outcome = await self._start_game(row)
        return outcome

    # -- playing -------------------------------------------------------------------------------
    async def act(self, channel_id: str, user_id: str, action: str,
                  version: int | None = None, title: str | None = None) -> Outcome:
        """Apply ``action`` for ``user_id``; ``version`` (from a button) must still be current;
        ``title`` (from a title's own command group) must be the channel's game's. Computed
        outside the transaction, written with the version check, computed again if it lost a
        race (the module's notes)."""
        if len(action) > MAX_ACTION:
            raise TableError(Msg("table-action-too-long", n=len(action), most=MAX_ACTION))
        return await self._optimistically(lambda: self._act_once(channel_id, user_id, action, version, title))

    async def _optimistically(self, attempt: Callable[[], Awaitable[Outcome]]) -> Outcome:
        """``attempt()`` again while it loses the race to another command (:class:`Conflict`)."""
        for tries in range(1, MOVE_TRIES + 1):
            try:
                return await attempt()
            except Conflict:
                if tries == MOVE_TRIES:
                    raise
        raise AssertionError("unreachable")

    async def _act_once(self, channel_id: str, user_id: str, action: str, version: int | None,
                        title: str | None) -> Outcome:
        """One try of :meth:`act`: read, compute, then the short write."""
        async with self._drafting() as draft:
            row = await self._active(channel_id, title)
            seat = self._seat(row, user_id)
            if version is not None and version != row.version:
                raise TableError(Msg("table-stale-button"))
            if seat.resigned:
                raise TableError(Msg("table-you-resigned"))
            game = restore(row.state)
            game.disposable = True          # thrown away if refused: play() keeps no copy
            before, turn_before = game.awaiting(), game.turn()
            try:
                events = game.play(seat.name, action)
            except IllegalAction as exc:
                raise TableError.refused(row.title, exc) from None
            seq = await self._append(row, user_id, seat.name, action, events,
                                     undoable=not game.revealed)
            row.unanswered, row.stalled_at = 0, None
            # the events, then what the engine tells this seat alone (a card it drew)
            outcome = Outcome(row, private=list(events) + game.told.get(seat.name, []))
            await self._advance(row, game, outcome, before=before, actor=seat, seq=seq,
                                turn_before=turn_before)
            outcome.private += await self._explain(row, game)
            await self._commit(row, draft)
        return outcome

    @asynccontextmanager
    async def _drafting(self) -> AsyncIterator[Draft]:
        """The running task computes a move: its log entries go to a :class:`Draft`."""
        draft = Draft()
        token = _DRAFT.set(draft)
        try:
            yield draft
        finally:
            _DRAFT.reset(token)

    async def _commit(self, row: GameRow, draft: Draft) -> None:
        """The move's writes in one short transaction (with the standings if it ended the game)."""
        if not draft.finished:
            await self.store.save_play(row, draft.entries)
            return
        async with self.store.transaction():
            await standings.record(self.store, row, self.clock())
            await self.store.save_play(row, draft.entries)

    async def undo(self, channel_id: str, user_id: str) -> Outcome:
        """Take back the user's own last action, if no other player acted since and nothing
        came to light, with the AI seats' moves that answered it.

        AI moves that followed the user's action are taken back with it (the AI answers at
        once, so waiting for "nobody acted since" would refuse every undo against an AI). An
        AI move that revealed hidden or random information (a card drawn or turned up, a deck
        shuffled) cannot be taken back: the table has seen it, and taking it back would let
        the user choose again knowing it. The log keeps the actions, marked undone, and gains
        an undo entry; the state is rebuilt by replaying the live log from the seed, so
        nothing else can differ.
        """
        async with self.store.transaction():
            row = await self._active(channel_id)
            seat = self._seat(row, user_id)
            recent = await self.store.actions(row.id, newest_first=True, limit=UNDO_REACH, plays_only=True)
            mine = next((n for n, entry in enumerate(recent) if entry["user_id"] is not None), None)
            if mine is None:
                raise TableError(Msg("undo-nothing"))
            last, replies = recent[mine], recent[:mine]       # replies: the AI's, newest first
            if last["user_id"] != user_id:
                raise TableError(Msg("undo-not-last", who=seat_label(last["seat"], False)))
            shown = restore(row.state)
            if not last["undoable"]:
                if replies or seat.name not in shown.awaiting():   # the move ended the decision
                    raise TableError(Msg("undo-turn-revealed", action=last["action"]))
                raise TableError(Msg("undo-revealed", action=last["action"]))
            if revealing := [r for r in replies if not r["undoable"]]:
                reply = revealing[-1]
                raise TableError(Msg("undo-answer-revealed", action=last["action"], who=seat_msg(reply["seat"], True),
                                     reply=shown.public_action(reply["action"])))
            for entry in (last, *replies):
                await self.store.mark_undone(row.id, entry["seq"])
            game = await self.replay(row)
            line = Msg("undo-done", seat=seat.name, action=shown.public_action(last["action"]))
            if replies:
                ai_seats = list(dict.fromkeys(seat_msg(r["seat"], True) for r in reversed(replies)))
                line = Msg("undo-done-with-answers", seat=seat.name, action=shown.public_action(last["action"]),
                           who=ai_seats)
            seq = await self._append(row, user_id, seat.name, f"undo {last['seq']}", [line], kind="undo")
            before = shown.awaiting()
            row.state = game.to_dict()
            outcome = Outcome(row, public=[line], private=[line])
            # a new picture when the wait changed, or the AI's moves the channel saw are gone
            outcome.picture = set(game.awaiting()) != set(before) or bool(replies)
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
                raise TableError(Msg("resign-already"))
            outcome = await self._resign_seat(row, seat, Msg("resign-by-self", seat=seat.name))
            await self.store.save_game(row)
        return outcome

    async def _resign_seat(self, row: GameRow, seat: Seat, what: str | Msg) -> Outcome:
        """Resign a seat (``/game resign``, ``/game drop``), BGA's rule as the README states it:
        the seat loses. While two or more seats still play, the AI plays it out (the rules
        have no way to take a tribe off the table) and it cannot win; once one seat or none is
        left, the game ends at once, the score pad as it stands, the last seat the winner."""
        seat.resigned, seat.ai, seat.autopilot = True, True, False
        game = restore(row.state)
        standing = [s for s in row.seats if not s.resigned]
        if len(standing) <= 1:
            left = Msg("resign-ends-last", what=what, seat=standing[0].name) if standing else Msg(
                "resign-ends-nobody", what=what)
            outcome = Outcome(row, public=[left], picture=True)
            await self._finish(row, game, outcome, walkover=standing)
        else:
            outcome = Outcome(row, public=[Msg("resign-ai-plays-on", what=what)], picture=True)
            await self._advance(row, game, outcome, before=game.awaiting(), actor=None)
        return outcome

    async def abandon(self, channel_id: str, user_id: str, can_manage: bool) -> Outcome:
        async with self.store.transaction():
            row = await self.store.open_game(channel_id)
            if row is None:
                raise await self._no_game(channel_id)
            if user_id != row.host_id and not can_manage:
                raise TableError(Msg("abandon-not-allowed"))
            row.status = "abandoned"
            await self.store.save_game(row)
        return Outcome(row, public=[Msg("abandoned", title=title_msg(row.title))])

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
            raise await self._no_game(channel_id)
        return row

    async def _no_game(self, channel_id: str) -> TableError:
        """The refusal for a channel with no open game: one sentence whichever command met it
        (a move, /game status, a button), pointing to the finished game when there is one."""
        if await self.store.games(channel_id=channel_id, status=("finished", "abandoned"), limit=1):
            return TableError(Msg("channel-game-over"))
        return TableError(Msg("channel-no-game"))

    async def legal(self, channel_id: str, user_id: str, title: str | None = None) -> list[str]:
        """The user's legal actions now ([] when not their decision, or when ``title`` is not
        the channel's game's): autocomplete, buttons."""
        return self.legal_of(await self.store.open_game(channel_id), user_id, title)

    def legal_of(self, row: GameRow | None, user_id: str, title: str | None = None) -> list[str]:
        """:meth:`legal` on a row in hand (a move's reply reads the row it just committed, not
        the store again)."""
        if row is None or row.status != "active" or title not in (None, row.title):
            return []
        seat = row.seat_of(user_id)
        if seat is None or seat.resigned:
            return []
        return restore(row.state).legal_actions(seat.name)

    async def log(self, channel_id: str, page: int = 1, viewer: str | None = None
                  ) -> tuple[GameRow, list[dict], int]:
        """One page of the game's record, newest first, and the number of pages. Only moves
        are numbered (``entry["number"]``, 1 for the first; bot/present.py ``numbered``): a
        hint, or a move taken back, is an unnumbered note (None), and tutorial notes and undo
        rows are not shown. Actions of anyone but ``viewer`` are as the engine lets others
        read them (a drafted card is not named: ``Game.public_action``)."""
        if page < 1:
            raise TableError(Msg("log-page-zero"))
        row = await self._latest(channel_id)
        shown = numbered(await self.store.actions(row.id, limit=1_000_000))[::-1]
        pages = max(1, -(-len(shown) // LOG_PAGE))
        if page > pages:
            raise TableError(Msg("log-pages", n=pages))
        entries = shown[(page - 1) * LOG_PAGE:page * LOG_PAGE]
        if row.state is not None:
            game = restore(row.state)
            for entry in entries:
                if entry["kind"] == "play" and (entry["user_id"] is None or entry["user_id"] != viewer):
                    entry["action"] = game.public_action(entry["action"])
        return row, entries, pages

    async def member_stats(self, guild_id: str | None, user_id: str) -> standings.MemberStats:
        """A member's record on this server (``/game stats``; bot/standings.py)."""
        return await standings.member_stats(self.store, guild_id, user_id)

    async def leaderboard(self, guild_id: str | None, title: str) -> list[standings.Standing]:
        """This server's ranking for ``title`` (``/game leaderboard``; bot/standings.py)."""
        return await standings.leaderboard(self.store, guild_id, title)

    async def history(self, channel_id: str, limit: int = 10) -> list[GameRow]:
        return await self.store.games(channel_id=channel_id, status=("finished",), limit=limit)

    async def finished(self, channel_id: str, game_id: int | None = None) -> GameRow:
        """A finished game of this channel: ``game_id``, or the most recent one."""
        if game_id is not None:
            row = await self.store.game(game_id)
            if row is None or row.channel_id != channel_id or row.status != "finished":
                raise TableError(Msg("finished-not-here", id=game_id))
            return row
        rows = await self.history(channel_id, limit=1)
        if not rows:
            raise TableError(Msg("finished-none"))
        return rows[0]

    async def game_log(self, row: GameRow) -> GameLog:
        """What a replay of ``row`` is rebuilt from (bot/replay.py): its setup and live actions."""
        return await stored_log(self.store, row)

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
        A hand-over (a new picture for the channel, with every event since the last one) is
        due when someone new must decide, or when AI seats moved: a turn that went to the AI
        and came back (Ann, AI 2, Ann) leaves the same seat awaited, but the table changed
        under another player's hand, so the channel sees what the AI did, in words and in a
        picture, in every title. Each AI move is logged with whether it revealed anything,
        so ``undo`` can take it back with the human's action it answered.
        """
        rng = random.Random(f"{row.seed}:{seq or 0}")
        turn = game.turn()
        first_turn = turn if turn_before is None else turn_before
        ai_moved = False
        silent: dict[str, list[str | Msg]] = {}    # AI seats' moves of no event line, by seat
        while not game.over:
            ai_seats = [n for n in game.awaiting() if row.seat_named(n).ai]
            if not ai_seats:
                break
            name = ai_seats[0]
            action = ai.choose(game, name, rng)
            events = game.play(name, action)
            seq = await self._append(row, None, name, action, events, undoable=not game.revealed)
            ai_moved = True
            outcome.public.extend(events)
            if not events:
                silent.setdefault(name, []).append(Msg("ai-plays", who=seat_msg(name, True),
                                                        action=game.public_action(action)))
            # a picture per turn; alone at the table (a solo game) every move is a turn
            if (now := game.turn()) != turn or len(row.seats) == 1:
                outcome.snapshots.append(game.view())
                turn = now
        # an AI seat whose moves said nothing (a hidden discard) is still announced, by its
        # moves as others may read them; a step whose words come with a later one needs none
        if silent:
            spoke = {e["seat"] for e in await self._log_after(row, row.handover_seq)
                     if e["user_id"] is None and e["events"]}
            outcome.public.extend(line for name, lines in silent.items() if name not in spoke for line in lines)
        # the game's own state, not a copy: the game ends with this command (a copy of every
        # state was ~10% of a move's CPU at 250 moves/s), and nothing plays on it after this
        row.state = game.state
        after = game.awaiting()
        # a hand-over: someone new must decide (not merely one of several finishing first),
        # or the AI answered
        handover = bool(set(after) - set(before)) or turn != first_turn or game.over or ai_moved
        if actor is not None and handover:
            # the whole turn, for the channel: the humans' events since the last hand-over
            # (the AI's of this command are in already)
            outcome.public[:0] = recap(await self._log_after(row, row.handover_seq))
        if handover:
            outcome.picture = True
            row.waiting_since = self.clock()
            row.reminded_users = {}
            self._schedule(row)
            row.handover_seq = await self._last_seq(row)
            newly = [n for n in after if n not in before or actor is None]
            outcome.mention = [s.user_id for s in row.seats
                               if s.name in newly and s.user_id and not s.ai
                               and (actor is None or s.user_id != actor.user_id)]
        if game.over:
            await self._finish(row, game, outcome)

    async def _finish(self, row: GameRow, game: Game, outcome: Outcome,
                      walkover: list[Seat] | None = None) -> None:
        """Record the result that the closing line, the score pad and both final pictures show.

        ``scores`` is the engine's pad at this moment (the final one, or the current one when
        resignations left one seat or none: ``walkover``). Resigned seats cannot win: the
        winners are the engine's among the seats still playing, else the best of those by the
        same ranking (the engine's ``standings()``: total, then the rulebook's tie-breaks, the
        key its ``winners()`` ranks by). ``note`` says which tie-break
        decided, when totals were tied. The final table (no longer waiting for anyone) joins
        the snapshots, so the last turn picture of a game is its end. The standings (results
        and ratings, bot/standings.py) are recorded here, in the caller's transaction, so a
        game is rated exactly once and only if its end is committed."""
        standing = [s.name for s in row.seats if not s.resigned]
        scores = game.scores()
        if walkover is not None:
            winners = [s.name for s in walkover]
            note = None
        else:
            engine = game.winners()      # [] when nobody at the table won (a solo game lost)
            winners = ([w for w in engine if w in standing] or game.ranked(standing)) if engine else []
            note = tie_msg(game, winners, standing)
        row.status = "finished"
        row.next_reminder_at = None
        row.result = {"scores": scores, "winners": winners, "walkover": walkover is not None,
                      "note": str(note or ""), "note_msg": note.to_data() if note else None,
                      "resigned": [s.name for s in row.seats if s.resigned]}
        draft = _DRAFT.get()
        if draft is not None:
            draft.finished = True           # recorded in the move's commit (Tables._commit)
        else:
            await standings.record(self.store, row, self.clock())
        outcome.picture = True
        outcome.mention = []
        outcome.public.append(Msg("game-over-line", winners=winners_msg(winners, note or "")))
        if not (outcome.snapshots and outcome.snapshots[-1].get("over")):
            outcome.snapshots.append(self.view(row))

    async def _append(self, row: GameRow, user_id: str | None, seat: str, action: str,
                      events: list[str | Msg], *, undoable: bool = False, kind: str = "play") -> int:
        seq = await self._last_seq(row) + 1
        # a message is kept as its id and arguments, so each reader sees it in their language
        await self._log_or_draft_entry(row.id, seq, user_id, seat, action, [to_data(e) for e in events],
                                       undoable=undoable, kind=kind)
        return seq

    async def _log_or_draft_entry(self, game_id: int, seq: int, user_id: str | None, seat: str, action: str,
                                  events: list, *, undoable: bool, kind: str) -> None:
        """Append a log entry now, or to the move's draft when a move is being computed."""
        draft = _DRAFT.get()
        if draft is None:
            await self.store.append_action(game_id, seq, user_id, seat, action, events, undoable=undoable, kind=kind)
            return
        draft.last_seq = seq
        draft.entries.append({"seq": seq, "user_id": user_id, "seat": seat, "action": action, "events": events,
                              "at": self.store.clock(), "kind": kind, "undoable": undoable, "undone": False})

    async def _last_seq(self, row: GameRow) -> int:
        """The seq of the game's newest log entry, a drafted one included (0: none yet)."""
        draft = _DRAFT.get()
        if draft is not None and draft.last_seq is not None:
            return draft.last_seq
        last = await self.store.actions(row.id, newest_first=True, limit=1)
        seq = last[0]["seq"] if last else 0
        if draft is not None:
            draft.last_seq = seq
        return seq

    async def _log_after(self, row: GameRow, after: int) -> list[dict[str, Any]]:
        """The game's log entries after seq ``after``, oldest first, the drafted ones included."""
        logged = await self.store.actions(row.id, after=after, limit=100_000)
        draft = _DRAFT.get()
        return logged + [e for e in draft.entries if e["seq"] > after] if draft is not None else logged

    async def _lobby(self, channel_id: str) -> GameRow:
        row = await self.store.open_game(channel_id)
        if row is None:
            raise TableError(Msg("channel-no-table"))
        if row.status != "lobby":
            raise TableError(Msg("lobby-started"))
        return row

    async def _active(self, channel_id: str, title: str | None = None) -> GameRow:
        row = await self.store.open_game(channel_id)
        if row is not None and title is not None:
            check_title(row, title)
        if row is None:     # e.g. the other press of a race on the final move
            raise await self._no_game(channel_id)
        if row.status != "active":
            raise TableError(Msg("game-not-started"))
        return row

    async def _latest(self, channel_id: str) -> GameRow:
        row = await self.store.open_game(channel_id)
        if row is None:
            rows = await self.store.games(channel_id=channel_id,
                                          status=("finished", "abandoned"), limit=1)
            if not rows:
                raise TableError(Msg("channel-no-game-ever"))
            row = rows[0]
        return row

    @staticmethod
    def _seat(row: GameRow, user_id: str) -> Seat:
        seat = row.seat_of(user_id)
        if seat is None:
            raise TableError(Msg("game-not-seated"))
        return seat

    @staticmethod
    def _seat_by_name(row: GameRow, name: str) -> Seat:
        seat = row.seat_named(name)
        if seat is None:
            raise TableError(Msg("seat-unknown", given=name, seats=", ".join(s.name for s in row.seats)))
        return seat

    @staticmethod
    def _require_steward(row: GameRow, user_id: str, can_manage: bool) -> None:
        if user_id != row.host_id and not can_manage:
            raise TableError(Msg("steward-only"))

    @staticmethod
    def _require_host(row: GameRow, user_id: str, what: Msg) -> None:
        if user_id != row.host_id:
            host = next((s.name for s in row.seats if s.user_id == row.host_id), Msg("the-host"))
            raise TableError(Msg("host-only", host=host, what=what))

    @staticmethod
    def _min_seats(title: str) -> int:
        return ENGINES[title].min_seats

    @staticmethod
    def _max_seats(title: str) -> int:
        return ENGINES[title].max_seats


__all__ = ["Conflict", "Outcome", "Reminder", "TableError", "Tables", "seat_name"]


def check_title(row: GameRow, title: str) -> None:
    """A title's commands (``/natera …``) act only on a game of that title: typed in another
    title's channel they would play that game's notation (``/natera pick a1`` is Wendake's
    ``pick a1`` too)."""
    if row.title != title:
        raise TableError(Msg("channel-other-title", title=title_msg(row.title), other=title_msg(title),
                             group=row.title))
