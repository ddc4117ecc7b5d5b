"""Watch it again: a game's table turn by turn, rebuilt from its seed and its action log.

Nothing is kept while a game runs: the engine is deterministic from (title, seats, seed,
options, actions) (DESIGN.md, "The engine contract"), so the log the table service already
stores is the whole film. The row and its live log are read once (by the table service:
cogs never touch the store), then the CPU work runs in a thread::

    log = await stored_log(store, row)
    webp = await asyncio.to_thread(replay_webp, log)          # the animated replay
    png = await asyncio.to_thread(table_after_turn, log, 12)  # /game replay turn:12

What a turn is (mirroring ``Tables._advance``, the rule by which a live game takes a
snapshot of its table): after each logged action, the table is a new turn when
``view()["turn"]`` differs from the one of the last turn (the start counts as the first
"last turn"), or after every action when a single seat plays (a solo game, where the turn
never passes). A game that is over (the engine's end, or a ``result`` recorded by the table
service, e.g. a walkover after resignations) ends with its final table as one more turn
unless the last turn already showed the engine's end (``Tables._finish``), and that last
turn is shown *as the game ended*: its view carries the result (scores, winners, resigned
seats) that ``rendering.final_view`` applies, the same picture as ``rendering.render_end``'s
table. Views are therefore ``turns + 1``: ``views[0]`` is the table before anyone played,
``views[n]`` the table after turn ``n``.

For a game played by AI seats alone (``campfire demo``) the views equal the snapshots the
table service took as it played, one for one. With human seats the channel received a
picture per command that handed the game over or that AI seats answered (``Outcome.picture``), which can differ
slightly: a command that only adds a second awaited seat (another player must choose a
discard) is not a turn here, and AI turns played in one go after a human's action got one
channel picture between them but are one frame each here.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from bot.errors import TableError
from bot.l10n import ENGLISH, Msg
from bot.rules import IllegalAction, create
from bot.store import GameRow, Store
from rendering import render_table
from rendering.replay import Film, film

__all__ = ["GameLog", "replay_film", "replay_webp", "stored_log", "table_after_turn",
           "turn_count", "turn_views"]

LOG_LIMIT = 1_000_000       # actions read for a replay: all of them (as Tables.replay reads them)


@dataclass(frozen=True)
class GameLog:
    """What a replay is rebuilt from: a game's setup and its live actions, in order."""

    title: str
    seats: tuple[str, ...]
    seed: int
    options: dict[str, Any] | None
    moves: tuple[tuple[str, str], ...]            # (seat, action), as ``Game.play`` takes them
    result: dict[str, Any] | None = None          # ``GameRow.result`` of a finished game
    seats_info: dict[str, dict[str, Any]] | None = None   # as ``Tables.view`` adds it

    @classmethod
    def of(cls, row: GameRow, entries: Iterable[dict[str, Any]]) -> GameLog:
        """The log of a stored game; ``entries`` are its live actions, oldest first
        (``store.actions(row.id, limit=..., plays_only=True)``: no undone actions, no undos)."""
        return cls(
            title=row.title,
            seats=tuple(s.name for s in row.seats),
            seed=row.seed,
            options=row.options,
            moves=tuple((e["seat"], e["action"]) for e in entries),
            result=row.result,
            seats_info={s.name: {"ai": s.ai, "resigned": s.resigned, "user_id": s.user_id}
                        for s in row.seats},
        )


async def stored_log(store: Store, row: GameRow) -> GameLog:
    """The log of a game in ``store``: its row and its live actions (the one async step;
    everything after it is CPU work for a thread)."""
    return GameLog.of(row, await store.actions(row.id, limit=LOG_LIMIT, plays_only=True))


def turn_views(log: GameLog) -> list[dict[str, Any]]:
    """The public view (``view(None)``) at the start and after each turn (see the module
    docstring for what a turn is); the last one carries the result of a finished game.

    Raises :class:`TableError` when the log does not replay (an action the engine refuses),
    naming the action: a corrupt or foreign log, never a player's mistake.
    """
    game = create(log.title, list(log.seats), log.seed, log.options)
    solo = len(log.seats) == 1
    views = [game.view()]
    turn = views[0].get("turn")
    for number, (seat, action) in enumerate(log.moves, 1):
        try:
            game.play(seat, action)
        except IllegalAction as exc:
            reason = str(exc).rstrip(".")
            raise TableError(f"This game's log does not replay: action {number} ({seat}: '{action}') "
                             f"is refused ({reason}).") from None
        view = game.view()
        if view.get("turn") != turn or solo:
            views.append(view)
            turn = view.get("turn")
    if game.over or log.result:
        if not views[-1].get("over"):
            views.append(game.view())
        if log.result:
            views[-1]["result"] = log.result
        if log.seats_info is not None:
            views[-1]["seats_info"] = log.seats_info
    return views


def turn_count(log: GameLog) -> int:
    """How many turns the game has had (the replay has one frame more: the start)."""
    return len(turn_views(log)) - 1


def replay_film(log: GameLog, lang: str = ENGLISH) -> Film:
    """The animated replay of the whole game, with how long it took (``rendering.replay.film``),
    its frames' words in ``lang``."""
    return film(turn_views(log), lang=lang)


def replay_webp(log: GameLog, lang: str = ENGLISH) -> bytes:
    """The animated replay of the whole game as WebP bytes, under Discord's 10 MiB."""
    return replay_film(log, lang).webp


def table_after_turn(log: GameLog, turn: int, lang: str = ENGLISH) -> bytes:
    """The full-size PNG of the table as it was after turn ``turn`` (0: before the first turn;
    the last: the game's end), in ``lang``. A turn out of range is refused in one sentence
    (TableError)."""
    views = turn_views(log)
    last = len(views) - 1
    if isinstance(turn, bool) or not isinstance(turn, int) or not 0 <= turn <= last:
        raise TableError(Msg("replay-turn-out-of-range", n=last))
    return render_table(views[turn], lang)
