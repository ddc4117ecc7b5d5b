"""What every rules engine shares: the error type, the transactional ``play`` and cloning.

An engine is a pure object over a JSON-safe state dict. ``play`` runs on a copy of the
state and only swaps it in when every step succeeded, so an illegal action, or a
compound action whose third step is illegal, changes nothing (DESIGN.md, engine contract).
A step that comes after the seat's decision is over is refused as "too late" rather than
with the next seat's "not your turn".

Engines play a decision themselves when it leaves no choice (Uluk feeds a tribe with its
one food left, closes a phase with nothing left to decide). A player who did not foresee
that writes the step anyway: ``feed baked-mgobu 3; feed boiled-uluk 2``. A step that
restates exactly what the engine just did for that seat is accepted as already done; any
other step after it is refused saying what the engine did.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Any

from bot.l10n import Msg

COMPOUND_SEPARATOR = ";"


class IllegalAction(Exception):  # noqa: N818 - the contract's name (DESIGN.md)
    """An action the rules refuse: one sentence for the player.

    ``message`` is a :class:`bot.l10n.Msg` (an id of the title's catalog and its arguments,
    made into words in the reader's language at the edge) or, until every engine is
    converted, a plain English sentence; ``str(exc)`` is the English text either way.

    ``rule`` names the rule that refuses it: an id into the title's rulebook extract
    (``data/rules/<title>.toml``, read by :mod:`bot.rulebook`), so the player can read that
    paragraph ("Why not?"). Every raise in an engine names one (tests/test_rule_refs.py walks
    them); ``turn``, ``notation`` and ``end`` exist for every title.
    """

    def __init__(self, message: str | Msg, rule: str | None = None):
        super().__init__(message)       # Exception.__str__ -> str(Msg) -> its English text
        self.message = message
        self.rule = rule


def clone(value: Any) -> Any:
    """Deep copy of JSON-shaped data (dicts, lists, scalars); ~5x faster than deepcopy."""
    if isinstance(value, dict):
        return {k: clone(v) for k, v in value.items()}
    if isinstance(value, list):
        return [clone(v) for v in value]
    return value


class Game(ABC):
    """Base of every engine. Subclasses implement the ``_``-prefixed hooks.

    A game's facts are declared once, on its class (as boardgame.io declares ``name``,
    ``minPlayers`` and ``maxPlayers`` on a game): ``bot.rules`` builds its registry from them.
    Among them ``view_type``, the ``TypedDict`` its ``view(seat)`` is (``bot/rules/<title>_view.py``):
    what a view holds, and what only sometimes, written once for the renderers and the AI seats
    to read; tests/test_contract.py checks every view of its seeded games against it exactly.

    >>> from bot.rules import ENGINES
    >>> cls = ENGINES["natera"]
    >>> cls.title, cls.display_name, (cls.min_seats, cls.max_seats)
    ('natera', 'Natera: New Beginning', (2, 4))
    """

    title: str = ""                  # the id the commands, the store and the state use
    display_name: str = ""           # what people read
    min_seats: int = 1
    max_seats: int = 4
    seats_rule: str = "setup"        # the rule a wrong number of seats, or a name seated twice, is refused by
    view_type: type | None = None    # the TypedDict of view(seat); None: not declared yet

    @classmethod
    def new(cls, title: str, seats: list[str], seed: int, options: dict[str, Any] | None = None) -> Game:
        """A new game: the seats checked once here, for every title, then the engine's setup."""
        seats = list(seats)
        if not cls.min_seats <= len(seats) <= cls.max_seats:
            raise IllegalAction(Msg("game-seats-range", least=cls.min_seats, most=cls.max_seats, n=len(seats)),
                                rule=cls.seats_rule)
        if len(set(seats)) != len(seats):
            raise IllegalAction(Msg("game-seats-same-name"), rule=cls.seats_rule)
        return cls._new(title, seats, seed, options)

    @classmethod
    def _new(cls, title: str, seats: list[str], seed: int, options: dict[str, Any] | None) -> Game:
        """The setup of ``seats`` (already checked: their number, distinct names); checks ``options``."""
        raise NotImplementedError(f"{cls.__name__} sets up no game")

    def __init__(self, state: dict[str, Any]):
        self.state = state
        # True when the caller throws the game away if a play is refused (the table service's
        # move, on a state it just read): play() then works on the state itself, without the
        # copy that restores it after a refusal (~8% of a busy bot's CPU), and a refused play
        # leaves the game unusable.
        self.disposable = False
        # Set by the last play() when it revealed something hidden or random (a card drawn,
        # a deck shuffled): such an action cannot be taken back (see bot/tables.py, undo).
        self.revealed = False
        # Lines for one seat's eyes only, from the last play(): the card that seat drew from
        # a hidden deck. The table service sends them to that seat privately; they are
        # never in the events (the log and the channel read those).
        self.told: dict[str, list[str | Msg]] = {}
        # the event lines of the play under way (see _log)
        self._events: list[str | Msg] = []
        # (seat, action) the engine played by itself during the current step (see _automated)
        self._automatic: list[tuple[str, str]] = []

    def _reveal(self) -> None:
        """Engines call this whenever hidden or random information comes out."""
        self.revealed = True

    def _rng(self) -> random.Random:
        """A fresh generator from the stored seed and counter (``state["seed"]``, ``state["rng"]``):
        replaying the log from the seed draws the same, and a draw is a reveal."""
        s = self.state
        s["rng"] += 1
        self._reveal()
        return random.Random(f"{s['seed']}:{s['rng']}")

    def _log(self, line: str | Msg) -> None:
        """One event line of the current play (the log and the channel read them): a
        :class:`bot.l10n.Msg` (the store keeps its id and arguments, so each reader sees it in
        their language) or, until the engine is converted, an English sentence."""
        self._events.append(line)

    def _who(self, i: int) -> str:
        """Seat number ``i`` as a sentence names it (engines with a non-seat opponent override)."""
        return self.state["seats"][i]

    def _tell(self, seat: str, line: str | Msg) -> None:
        """Engines call this to tell ``seat`` alone what only it may know (see ``told``); a
        :class:`bot.l10n.Msg` or an English sentence, as for :meth:`_log`."""
        self.told.setdefault(seat, []).append(line)

    def _automated(self, seat: str, action: str) -> None:
        """Engines call this when they play ``action`` for ``seat`` because it was the only
        choice: the next steps of the same compound may restate it."""
        self._automatic.append((seat, action))

    def _same_step(self, written: str, done: str) -> bool:
        """Whether a step the player wrote says the same as one the engine played; engines
        whose notation has equivalent spellings (Uluk: accents, a count of 1) refine it."""
        return written == done

    # -- the contract ------------------------------------------------------------------
    @property
    def seats(self) -> list[str]:
        return list(self.state["seats"])

    @property
    def over(self) -> bool:
        return bool(self.state.get("over"))

    @abstractmethod
    def awaiting(self) -> list[str]:
        """Seats that must decide now; ``[]`` once the game is over."""

    @abstractmethod
    def legal_actions(self, seat: str) -> list[str]:
        """Every legal action of ``seat``'s current decision; ``[]`` if not awaited."""

    def play(self, seat: str, action: str) -> list[str]:
        """Apply ``action`` (or ``a; b; c`` as one atomic compound) and return log lines."""
        if not isinstance(action, str) or not action.strip():
            raise IllegalAction(Msg("action-empty"), rule="notation")
        if seat not in self.state["seats"]:
            shown = quoted(" ".join(str(seat).split())) or repr(seat)   # one line, however odd
            raise IllegalAction(Msg("action-seat-not-seated", seat=shown), rule="turn")
        steps = [part.strip() for part in action.split(COMPOUND_SEPARATOR)]
        if any(not part for part in steps):
            raise IllegalAction(Msg("compound-empty-step"), rule="notation")
        saved = self.state
        self.state = saved if self.disposable else clone(saved)
        self.revealed = False
        self.told = {}
        try:
            events: list[str] = []
            self._automatic = []
            for n, step in enumerate(steps):
                step = " ".join(step.split())
                mine = [action for who, action in self._automatic if who == seat]
                same = next((k for k, done in enumerate(mine) if self._same_step(step, done)), None)
                if same is not None:                      # already done by the engine
                    for done in mine[: same + 1]:
                        self._automatic.remove((seat, done))
                    continue
                after = f"after '{quoted(steps[n - 1])}'" if n else ""
                done_for_you = (f"{after} the engine played '{'; '.join(mine)}' for you, as "
                                "nothing else was possible") if mine else ""
                try:
                    self._require_turn(seat)
                except IllegalAction:
                    if n == 0:
                        raise
                    if mine:
                        raise IllegalAction(Msg("compound-too-late-played", step=quoted(step),
                                                after=quoted(steps[n - 1]), played="; ".join(mine)),
                                            rule="turn") from None
                    raise IllegalAction(Msg("compound-too-late", step=quoted(step), after=quoted(steps[n - 1])),
                                        rule="turn") from None
                self._automatic = []
                try:
                    events.extend(self._play_step(seat, step))
                except IllegalAction as exc:
                    if n == 0:
                        raise
                    if isinstance(exc.message, Msg):   # a converted engine: the reason in the reader's words
                        raise self._compound_refusal(exc, steps, n, mine) from None
                    reason = str(exc).rstrip(".")
                    reason = f"{reason[:1].lower()}{reason[1:]}"
                    if not done_for_you:   # the steps before it were tried, not played: say so
                        raise IllegalAction(f"Nothing was played: step {n + 1} of {len(steps)}, '{quoted(step)}', "
                                            f"is refused ({reason}).", rule=exc.rule) from None
                    raise IllegalAction(f"'{quoted(step)}' cannot follow: {done_for_you} ({reason}).",
                                        rule=exc.rule) from None
        except BaseException:
            self.state = saved
            self.told = {}
            raise
        finally:
            self._automatic = []
        return events

    @staticmethod
    def _compound_refusal(exc: IllegalAction, steps: list[str], n: int, mine: list[str]) -> IllegalAction:
        """Step ``n`` (from 0, never the first) of a compound refused with a message: the
        refusal says which step, what the engine played for the seat, and the step's reason
        as its own sentence (a message cannot lower-case another's first word in every language)."""
        step = quoted(steps[n])
        if mine:
            said = Msg("compound-cannot-follow", step=step, after=quoted(steps[n - 1]), played="; ".join(mine),
                       reason=exc.message)
        else:
            said = Msg("compound-step-refused", n=n + 1, total=len(steps), step=step, reason=exc.message)
        return IllegalAction(said, rule=exc.rule)

    @abstractmethod
    def scores(self) -> dict[str, dict[str, int]]:
        """The score pad: ``{seat: {category: points, ..., "total": n}}``."""

    @abstractmethod
    def winners(self) -> list[str]:
        """Winners after the rulebook's tie-breaks (several if still tied)."""

    def standings(self) -> dict[str, tuple[int, ...]]:
        """What each seat is ranked by: its total, then the rulebook's tie-breaks in order, more
        is better (a seat with fewer natives has the higher value). ``winners()`` is the best
        of them (:meth:`ranked`), and so is the winner among the seats still playing when the
        engine's winners resigned (bot/tables.py, ``_finish``). By default, the total alone."""
        return {seat: (pad["total"],) for seat, pad in self.scores().items()}

    def tie_breaks(self) -> tuple[str, ...]:
        """What the winner line calls each tie-break of :meth:`standings`, in order ("fewer
        natives"): ``"tie on 42 points, broken by fewer natives"``."""
        return ()

    def ranked(self, among: list[str] | None = None) -> list[str]:
        """The seats of ``among`` (all by default) with the best standing; several if still tied."""
        among = self.seats if among is None else among
        keys = self.standings()
        best = max((keys[seat] for seat in among), default=None)
        return [seat for seat in among if keys[seat] == best]

    @abstractmethod
    def view(self, seat: str | None = None) -> dict[str, Any]:
        """What ``seat`` may see; ``view(None)`` is what every player sees."""

    def turn(self) -> str | None:
        """Whose turn it is: ``view(None)["turn"]``, which the table service reads twice a move
        to know whether the game changed hands. An engine whose view is costly answers it from
        its state (Wendake's view took 1.4 ms, its turn 1 µs); tests/test_contract.py holds
        every engine's answer to its view's."""
        return self.view().get("turn")

    def public_action(self, action: str) -> str:
        """``action`` as players other than its author may read it in the log. The action
        string is the log's truth (replays need it whole), but an action can name something
        hidden (a drafted card, a card discarded from hand): an engine with such actions
        masks them here. By default an action hides nothing."""
        return action

    # the view's keys that only describe its reader, never the table
    _READER_KEYS = frozenset({"legal", "you"})

    def private_choices(self, seat: str) -> bool:
        """Whether ``seat``'s current choices may betray what only that seat sees (a hand, a
        drafted pack, a secret card), so that they must be shown to the seat alone.

        A public table message carries the awaited seat's choices as buttons; a menu of a
        hand is the hand made public. By default a seat's choices are private whenever its
        view holds anything ``view(None)`` does not: never wrong, at the cost of a click.
        An engine whose secrets never shape a decision (or only some decisions) overrides
        this; the public-post property test (tests/test_public_hidden.py) is the judge."""
        mine, everyone = self.view(seat), self.view(None)
        return any(mine.get(key) != everyone.get(key)
                   for key in (mine.keys() | everyone.keys()) - self._READER_KEYS)

    def phase(self, seat: str) -> str:
        """The kind of decision ``seat`` faces now, as a short id (the tutorial explains each
        kind once). Engines whose state names its step (``state["step"]["name"]``) get that;
        others get the verb of the first legal action, and may override."""
        step = self.state.get("step")
        if isinstance(step, dict) and isinstance(step.get("name"), str):
            return step["name"]
        legal = self.legal_actions(seat)
        return legal[0].split(" ")[0] if legal else ""

    def to_dict(self) -> dict[str, Any]:
        return clone(self.state)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self.state == other.state

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return f"<{type(self).__name__} seats={self.state['seats']} over={self.over}>"

    # -- hooks -------------------------------------------------------------------------
    @abstractmethod
    def _play_step(self, seat: str, action: str) -> list[str]:
        """Apply one canonical step to ``self.state`` (a private copy) or raise."""

    # Steps (``state["step"]["name"]``) in which several seats decide at once: a seat of the
    # game that is no longer awaited in one has made its choice, and hears that rather than
    # "It is not your turn" (which it was, a moment ago).
    ALL_AT_ONCE: frozenset[str] = frozenset()

    def _has_decided(self, seat: str) -> bool:
        step = self.state.get("step")
        return (isinstance(step, dict) and step.get("name") in self.ALL_AT_ONCE
                and seat in self.state.get("seats", ()))

    def _require_turn(self, seat: str) -> None:
        if self.over:
            raise IllegalAction(Msg("action-game-over"), rule="end")
        waiting = self.awaiting()
        if seat not in waiting:
            if self._has_decided(seat):
                raise IllegalAction(Msg("action-already-chosen", names=list(waiting)), rule="turn")
            raise IllegalAction(Msg("action-not-your-turn", names=list(waiting)), rule="turn")


def counted(n: int, word: str, many: str | None = None) -> str:
    """``n`` and the noun for it, as an English sentence writes it: "1 card", "2 cards",
    ``counted(2, "Woman", "Women")`` "2 Women"."""
    return f"{n} {word}" if n == 1 else f"{n} {many or word + 's'}"


def quoted(text: str, limit: int = 40) -> str:
    """User text as a refusal may repeat it: shortened, so one sentence stays one sentence."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def seat_named(seats: list[str], text: str) -> int:
    """The index of the seat an action step names.

    Seat names come from display names ("Ann Smith", "AI 2", "done", ";)"), so the notation
    never splits or parses them: an action names a seat by its 1-based number (``2``), the
    form ``legal_actions`` returns. So that logs written before seats were numbered still
    replay, the whole remainder of the step may instead be one seat's exact name, whitespace
    collapsed and case ignored, when no other seat has that name. A number in range always
    means the seat with that number, even if another seat is called "2".
    """
    text = " ".join(text.split())
    if text.isascii() and text.isdigit() and len(text) <= 3 and 1 <= int(text) <= len(seats):
        return int(text) - 1
    key = text.casefold()
    same = [i for i, seat in enumerate(seats) if " ".join(seat.split()).casefold() == key]
    if len(same) == 1:
        return same[0]
    if same:
        raise IllegalAction(Msg("seat-named-twice", given=quoted(text), n=len(seats)), rule="notation")
    raise IllegalAction(Msg("seat-named-none", given=quoted(text), n=len(seats)), rule="notation")


def indefinite(noun: str) -> str:
    """``noun`` with its indefinite article, for log lines: "a Bear man", "an Eagle-Turtle
    woman", "an Inuit card". Spelling decides; the exceptions our words meet are listed."""
    word = noun.split(" ")[0].split("-")[0].lower()
    vowel = word[:1] in ("a", "e", "i", "o", "u")
    if word in _A_BEFORE_VOWEL:
        vowel = False
    elif word in _AN_BEFORE_CONSONANT:
        vowel = True
    return f"{'an' if vowel else 'a'} {noun}"


_A_BEFORE_VOWEL = {"one", "once", "unit", "use", "user", "union", "unique"}
_AN_BEFORE_CONSONANT = {"hour", "honest", "honour", "heir"}
