"""Learning as you play: the AI's hint and the first game with the bot (issue #11).

A mixin of :class:`bot.tables.Tables`, like :mod:`bot.keepalive`: it uses the service's
store and checks (``_active``, ``_seat``, ``_append``).

**Table settings are not engine options.** ``/game new hints:off`` and ``tutorial:true``
are the table's, not the rules': they live in the game row's own field (``GameRow.settings``,
store migration 6), so the options a row holds are the engine's and nothing else (an engine
refuses an option it does not know), and a replay is unaffected. They used to ride inside
the options as ``options["table"]``; a row stored so reads as if written today.

**Both leave a trace in the log, never in the game.** A hint is a log entry of kind
``hint`` ("Ann asked the AI for a hint."), which the next hand-over's summary shows the
channel and ``/game history`` counts, so a game where hints were used says so. A tutorial
line shown is an entry of kind ``tutorial`` naming the step it explained, so each step is
explained once even across restarts. Neither bumps the game's version: the buttons a player
holds stay valid, and undo and replays read plays only.

**The tutorial** seats the user against one AI and explains each kind of decision (the
engine's step: ``Game.phase``) the first time the user faces it, one private line from
``data/tutorial.toml`` in the user's language; a step the file does not know gets the
title's ``default`` line, so a new title works before its lines are written.
"""

from __future__ import annotations

import asyncio
import random
from typing import Any

from bot import guides
from bot.ai import hints
from bot.l10n import ENGLISH, Msg
from bot.outcome import TableError
from bot.present import hints_line
from bot.rules import restore
from bot.rules.base import Game
from bot.store import GameRow

HINTS_OFF = Msg("hints-off")


def table_settings(settings: dict[str, Any] | None = None, *, hints_on: bool = True, tutorial: str | None = None,
                   lang: str = ENGLISH) -> dict[str, Any]:
    """A table's settings (``GameRow.settings``): ``settings`` plus those given that differ
    from the defaults; ``tutorial`` is the learner's seat, ``lang`` the language of their lines
    (asynchronous play has no locale at the moment a line is due, so it is the one they
    opened the table in).

    >>> table_settings(hints_on=False)
    {'hints': False}
    >>> table_settings({'hints': False}, tutorial='Ann', lang='es')
    {'hints': False, 'tutorial': 'Ann', 'lang': 'es'}
    """
    settings = dict(settings or {})
    if not hints_on:
        settings["hints"] = False
    if tutorial:
        settings.update(tutorial=tutorial, lang=lang)
    return settings


def tutorial_line(title: str, phase: str, locale: object, hints: bool = True) -> str:
    """The one line that explains ``phase`` of ``title`` in the learner's language
    (:func:`bot.guides.tutorial_line`: data/tutorial.toml)."""
    return guides.tutorial_line(title, phase, locale, hints)


def hints_on(settings: dict[str, Any] | None) -> bool:
    """Whether players at a table with these settings may ask ``/game hint`` (on by default)."""
    return (settings or {}).get("hints") is not False


class Learning:
    """``/game hint`` and the tutorial, for :class:`bot.tables.Tables`."""

    async def hint(self, channel_id: str, user_id: str, locale: object = None) -> tuple[GameRow, hints.Hint]:
        """The AI's move for the user's decision now and why, with the game it is for;
        logged, so the game says so."""
        row = await self._active(channel_id)
        if not hints_on(row.settings):
            raise TableError(HINTS_OFF)
        seat = self._seat(row, user_id)
        game = restore(row.state)
        if seat.resigned or seat.name not in game.awaiting():
            raise TableError(Msg("hint-not-your-decision"))
        # the AI's search takes up to ~0.1 s (Uluk): in a thread, so the event loop keeps
        # turning (the interpreter switches threads every few ms); the same position gives
        # the same hint however often it is asked (the rng is seeded by the game's version)
        found = await asyncio.to_thread(hints.hint, game, seat.name, str(locale or ""),
                                        random.Random(f"{row.id}:{row.version}"))
        async with self.store.transaction():
            current = await self._active(channel_id)
            if current.version != row.version:
                raise TableError(Msg("hint-table-changed"))
            seq = await self._append(current, user_id, seat.name, "hint",
                                     [hints_line(seat.name, 1)], kind="hint")
        return current, found, seq

    async def hint_version(self, channel_id: str, user_id: str, game_id: int, version: int,
                           since: int) -> int | None:
        """The version at which a hint's play button (made at ``version``, its hint logged as
        entry ``since``) may still play, or None when it is stale.

        A version check is exact for a one-seat turn: the button plays at its own version or
        not at all. In a simultaneous step (Uluk's processing and feeding) the others' moves
        change the version but not this seat's decision, so the button plays at the current
        version while that decision is still the one the hint was for: the seat is awaited in
        a step where several are, nothing handed the game over since the hint (``handover_seq``
        moves on at every hand-over, and was before ``since`` when the hint was logged), and
        nothing was played or undone for the seat since (by its user, or by the AI for it).
        The caller plays with the version returned, so the table service's version check makes
        the check and the play one: anything committed in between refuses the press (never a
        second play of one press, nor a play on a decision that changed)."""
        row = await self.store.open_game(channel_id)
        if row is None or row.id != game_id or row.status != "active":
            return None
        if row.version == version:
            return version
        seat = row.seat_of(user_id)
        if seat is None or seat.resigned or row.handover_seq >= since:
            return None
        awaiting = restore(row.state).awaiting()
        if len(awaiting) < 2 or seat.name not in awaiting:
            return None
        since_hint = await self.store.actions(row.id, after=since, limit=100_000)
        if any(e["seat"] == seat.name and e["kind"] in ("play", "undo") for e in since_hint):
            return None
        return row.version

    async def hints_used(self, row: GameRow) -> dict[str, int]:
        """Seat name -> hints asked in that game (``/game history`` shows them)."""
        used: dict[str, int] = {}
        for entry in await self._entries(row, "hint"):
            used[entry["seat"]] = used.get(entry["seat"], 0) + 1
        return used

    async def _entries(self, row: GameRow, kind: str) -> list[dict[str, Any]]:
        """The game's log entries of one kind (``hint``, ``tutorial``), oldest first."""
        return [e for e in await self.store.actions(row.id, limit=100_000) if e["kind"] == kind]

    async def _explain(self, row: GameRow, game: Game) -> list[str]:
        """The tutorial's line for the step the learner now faces, once per kind of step."""
        settings = row.settings
        learner = settings.get("tutorial")
        if not learner or game.over or learner not in game.awaiting():
            return []
        phase = game.phase(learner)
        seen = {entry["action"] for entry in await self._entries(row, "tutorial")}
        if f"explain {phase}" in seen:
            return []
        seat = next(s for s in row.seats if s.name == learner)
        await self._append(row, seat.user_id, learner, f"explain {phase}", [], kind="tutorial")
        line = tutorial_line(row.title, phase, settings.get("lang"), hints=hints_on(settings))
        return [f"📘 {line}"] if line else []
