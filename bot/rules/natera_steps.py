"""Natera's effect steps, one entry per kind in :data:`STEPS`.

Locations, cards, specialists, science spaces, district discs and the tribes' own setups and
rest phases (``data/natera.toml``) all speak one small language of steps (``gain food 2``,
``draw 1``, ``copy forest 1``). A step kind is declared once here: how its words read (the
loader checks the data against it), where it may appear, the rule a wrong answer to it names,
the verbs that answer it, and its behaviour: resolving by itself (``auto``), the choices it
offers (``options``) and what an answer does (``answer``). The engine
(:mod:`bot.rules.natera`) queues steps and asks this table; it holds no switch of its own over
kinds. Adding a kind is one entry here (its ``words``: a message of
data/locales/<lang>/natera.ftl, and ``say``: its arguments), plus its words in
``rendering/natera.py`` (``STEP_WORDS`` and ``DECISION_WORDS``) while the pictures keep their own.

A queued step is a task of the state (``{"seat", "atom", "src", ...}``, JSON); its ``atom`` is
the step's text, read back with :func:`bot.rules.natera_data.parse_step` (cached).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.l10n import Msg

from .natera_data import (
    ATTRIBUTES,
    CONTENT_TAGS,
    COPY_SCOPES,
    DISTRICTS,
    MAX_AUTHORITY,
    RESOURCES,
    SLOTS,
    Step,
    amount_msg,
    card_msg,
    deck_msg,
    district_word_msg,
    name_msg,
    specialist_msg,
    tribe_msg,
)

if TYPE_CHECKING:
    from .natera import NateraGame

Task = dict[str, Any]          # a queued step of the state: seat, atom (its text), src, ...

_N = r"(-?\d+)"
_RES = "(" + "|".join(RESOURCES) + ")"
_DIST = "(" + "|".join(DISTRICTS) + ")"


@dataclass(frozen=True)
class StepKind:
    """One kind of effect step.

    ``scope`` says where the data may write it: ``"effect"`` anywhere (cards, locations,
    specialists, science spaces), ``"space"`` on a science space only (points), ``"tribe"``
    in a tribe's setup or rest list only, ``"engine"`` never (the rules queue it themselves).
    ``auto`` resolves the step without asking (dropping it from the queue, or counting it
    down) and says whether it did; ``options`` lists the
    answers it accepts (none: the step does nothing and is dropped); ``answer`` applies one of
    them (the engine has already checked it is listed). ``words`` is the message that says
    what the step does (``gain food 2``: "+2 food"), ``say`` its arguments from the step's words
    (:func:`step_msg`)."""

    syntax: str                                   # a regex over the words after the kind
    words: Msg                                    # what the step does, in the reader's words
    rule: str = "rewards"                         # data/rules/natera.toml: what a wrong answer names
    scope: str = "effect"
    answers: tuple[str, ...] = ()                 # the verbs of its answers
    secret: str = ""                              # "hand": its choices are cards of the hand;
                                                  # "deck": the advanced deck's tags (private_choices)
    auto: Callable[[NateraGame, Task, Step], bool] | None = None
    options: Callable[[NateraGame, Task, Step], list[str]] | None = None
    answer: Callable[[NateraGame, Task, Step, list[str]], None] | None = None
    say: Callable[[Step], dict[str, Any]] = lambda step: {}


# -- words, kind by kind -----------------------------------------------------------------------

def _say_amount(step: Step) -> dict[str, Any]:
    return {"amount": amount_msg(step.args[0], int(step.args[1]))}


def _say_n(step: Step) -> dict[str, Any]:
    return {"n": step.amount}


def _say_track(step: Step) -> dict[str, Any]:
    return {"track": Msg("natera-track-of", district=district_word_msg(step.args[0])) if step.args
            else Msg("natera-track-any")}


def _say_food(step: Step) -> dict[str, Any]:
    return {"food": amount_msg("food", step.amount)}


def _say_playcard(step: Step) -> dict[str, Any]:
    return {attr: amount_msg(attr, int(n)) for attr, n in zip(ATTRIBUTES, step.args, strict=True)}


def _say_copy(step: Step) -> dict[str, Any]:
    return {"what": Msg.named("natera-scope", step.args[0], n=step.amount)}


def step_msg(step: Step) -> Msg:
    """What one step does, as a message: ``gain food 2`` -> "+2 food"; a ``oneof`` reads its
    alternatives "a or b or c"."""
    if step.kind == "oneof":
        said = [step_msg(alt) for alt in step.alternatives]
        chain = said[-1]
        for alt in reversed(said[:-1]):
            chain = Msg("natera-step-or", a=alt, b=chain)
        return chain
    kind = STEPS[step.kind]
    return Msg(kind.words.id, kind.say(step))


def effect_msg(steps: tuple[Step, ...] | list[Step]) -> tuple[Msg, ...]:
    """An effect's steps as messages, a list a sentence joins ("+2 food and draw a card")."""
    return tuple(step_msg(step) for step in steps)


def source_msg(src: str) -> Msg | str:
    """What a queued step comes from, as a sentence names it: a task's ``src`` key
    (``card:<id>``, ``specialist:<id>``, ``setup:<tribe>``, ``rest:<tribe>``,
    ``science:<space>``, ``copy:<location>``, ``discard``, ``production``) or a location (its
    notation, as it is). An older state's English words are shown as they are."""
    kind, _, key = src.partition(":")
    if kind in ("card", "specialist") and key:
        return name_msg(key)
    if kind == "setup" and key:
        return Msg("natera-source-setup", tribe=tribe_msg(key))
    if kind == "rest" and key:
        return Msg("natera-source-rest", tribe=tribe_msg(key))
    if kind == "science" and key:
        return Msg("natera-source-science", space=key)
    if kind == "copy" and key:
        return Msg("natera-source-copy", slot=key)
    if src == "discard":
        return Msg("natera-source-free-discard")
    if src == "production":
        return Msg("natera-source-production")
    return src


# -- behaviours, kind by kind ------------------------------------------------------------------

def _auto_gain(g: NateraGame, task: Task, step: Step) -> bool:
    g._gain(task["seat"], step.args[0], int(step.args[1]))
    g.state["queue"].pop(0)
    return True


def _auto_others(g: NateraGame, task: Task, step: Step) -> bool:
    i = task["seat"]
    for j in range(len(g.state["seats"])):
        if j != i:
            g._gain(j, step.args[0], int(step.args[1]))
    g._log(Msg("natera-others-gain", amount=amount_msg(step.args[0], int(step.args[1]))))
    g.state["queue"].pop(0)
    return True


def _auto_points(g: NateraGame, task: Task, step: Step) -> bool:
    g.state["queue"].pop(0)                       # scored at the end from the science board
    return True


def _auto_track(g: NateraGame, task: Task, step: Step) -> bool:
    """``raise farm`` moves the named track; a bare ``raise`` asks which."""
    if not step.args:
        return False
    g._raise(task["seat"], step.args[0], 1 if step.kind == "raise" else -1)
    g.state["queue"].pop(0)
    return True


def _options_raise(g: NateraGame, task: Task, step: Step) -> list[str]:
    mine = g.state["players"][task["seat"]]["authority"]
    return [f"raise {d}" for d in DISTRICTS if mine[d] < MAX_AUTHORITY]


def _options_lower(g: NateraGame, task: Task, step: Step) -> list[str]:
    mine = g.state["players"][task["seat"]]["authority"]
    return [f"lower {d}" for d in DISTRICTS if mine[d] > 0]


def _answer_track(g: NateraGame, task: Task, step: Step, words: list[str]) -> None:
    g._raise(task["seat"], words[1], 1 if words[0] == "raise" else -1)
    g.state["queue"].pop(0)


def _options_any(g: NateraGame, task: Task, step: Step) -> list[str]:
    return [f"take {r}" for r in RESOURCES]


def _answer_any(g: NateraGame, task: Task, step: Step, words: list[str]) -> None:
    g._gain(task["seat"], words[1], 1)
    g._count_down(task)


def _options_oneof(g: NateraGame, task: Task, step: Step) -> list[str]:
    return [f"take {alt.args[0]}" if alt.kind == "gain" else "take any" for alt in step.alternatives]


def _answer_oneof(g: NateraGame, task: Task, step: Step, words: list[str]) -> None:
    i = task["seat"]
    g.state["queue"].pop(0)
    for alt in step.alternatives:
        if alt.kind == "any" and words[1] == "any":
            g._push(i, alt.text, task["src"], front=True)
        elif alt.kind == "gain" and alt.args[0] == words[1]:
            g._gain(i, alt.args[0], int(alt.args[1]))


def _auto_draw(g: NateraGame, task: Task, step: Step) -> bool:
    """A draw from the only deck left needs no choice (the Ravens may still want a peek)."""
    if g._tribe_id(task["seat"]) == "ravens":
        return False
    decks = g._drawable()
    if len(decks) != 1:
        return False
    g._draw(task["seat"], decks[0])
    g._count_down(task)
    return True


def _options_draw(g: NateraGame, task: Task, step: Step) -> list[str]:
    opts = [f"draw {d}" for d in g._drawable()]
    if opts and g._tribe_id(task["seat"]) == "ravens" and not task.get("peeked"):
        opts += [f"peek {d}" for d in g._drawable() if g.state["decks"][d]]
    return opts


def _answer_draw(g: NateraGame, task: Task, step: Step, words: list[str]) -> None:
    i, deck = task["seat"], words[1]
    s = g.state
    if words[0] == "peek":
        task["peeked"] = True
        g._reveal()
        s["players"][i]["peek"] = {"deck": deck, "card": s["decks"][deck][-1]}
        g._log(Msg("natera-peeks", seat=g._who(i), deck=deck_msg(deck)))
        g._tell(g._who(i), Msg("natera-you-see-top", deck=deck_msg(deck), card=card_msg(s["decks"][deck][-1])))
        return
    task.pop("peeked", None)
    g._draw(i, deck)
    g._count_down(task)


def _options_hand(g: NateraGame, task: Task, step: Step) -> list[str]:
    return [f"discard {c}" for c in sorted(set(g.state["players"][task["seat"]]["hand"]))]


def _answer_discard(g: NateraGame, task: Task, step: Step, words: list[str]) -> None:
    i = task["seat"]
    g._discard_from_hand(i, words[1])
    g._log(Msg("natera-discards-card", seat=g._who(i)))
    g._count_down(task)


def _answer_trade(g: NateraGame, task: Task, step: Step, words: list[str]) -> None:
    """The free discard's second card: then a resource of the player's choice."""
    i = task["seat"]
    g._discard_from_hand(i, words[1])
    g.state["queue"].pop(0)
    g._push(i, "any 1", task["src"], front=True)
    g._log(Msg("natera-discards-for-resource", seat=g._who(i)))


def _options_growth(g: NateraGame, task: Task, step: Step) -> list[str]:
    return [f"grow {x}" for x in g._growable(task["seat"])]


def _answer_growth(g: NateraGame, task: Task, step: Step, words: list[str]) -> None:
    g._count_down(task)
    g._grow(task["seat"], words[1])


def _hire_terms(step: Step) -> tuple[int, int | None]:
    """(food off the cost, the most a specialist may cost): ``hire 6`` and ``hiremax 18``."""
    return (int(step.args[0]), None) if step.kind == "hire" else (0, int(step.args[0]))


def _options_hire(g: NateraGame, task: Task, step: Step) -> list[str]:
    off, most = _hire_terms(step)
    opts = [f"hire {x}" for x in g.state["specialists"]["row"]
            if g._hire_refusal(task["seat"], x, off, most) is None]
    return opts + ["skip"] if opts else []


def _answer_hire(g: NateraGame, task: Task, step: Step, words: list[str]) -> None:
    g.state["queue"].pop(0)
    if words[0] == "skip":
        return
    i, spec = task["seat"], words[1]
    cost = g._hire_cost(i, spec, int(step.args[0])) if step.kind == "hire" else 0
    g._hire(i, spec, cost)


def _options_playcard(g: NateraGame, task: Task, step: Step) -> list[str]:
    i = task["seat"]
    off = tuple(int(x) for x in step.args)
    opts = [f"play {c} {a}" for c in sorted(set(g.state["players"][i]["hand"])) for a in ATTRIBUTES
            if g._play_refusal(i, c, a, g._card_cost(i, c, off)) is None]
    return opts + ["skip"] if opts else []


def _answer_playcard(g: NateraGame, task: Task, step: Step, words: list[str]) -> None:
    g.state["queue"].pop(0)
    if words[0] == "skip":
        return
    i, card, attr = task["seat"], words[1], words[2]
    g._play_card(i, card, attr, g._card_cost(i, card, tuple(int(x) for x in step.args)))


def _options_return(g: NateraGame, task: Task, step: Step) -> list[str]:
    return [f"return {x}" for x in g.state["players"][task["seat"]]["specialists"]]


def _answer_return(g: NateraGame, task: Task, step: Step, words: list[str]) -> None:
    s, i, spec = g.state, task["seat"], words[1]
    s["queue"].pop(0)
    sp = g.comps.specialists[spec]
    s["players"][i]["specialists"].remove(spec)
    s["specialists"]["deck"].insert(0, spec)
    g._gain(i, "food", sp.cost)
    g._log(Msg("natera-returns", seat=g._who(i), specialist=specialist_msg(spec), food=amount_msg("food", sp.cost)))


def _options_bonus(g: NateraGame, task: Task, step: Step) -> list[str]:
    chosen = task.get("chosen", [])
    board = g.state["board"]
    return [f"collect {slot}" for slot in SLOTS
            if board[slot]["settlement"] is not None and slot not in chosen]


def _answer_bonus(g: NateraGame, task: Task, step: Step, words: list[str]) -> None:
    i, slot = task["seat"], words[1]
    task.setdefault("chosen", []).append(slot)
    tile = g._tile(slot)
    for bonus in tile.bonus:
        g._gain(i, bonus.args[0], int(bonus.args[1]))
    g._log(Msg("natera-collects-bonus-of", seat=g._who(i), slot=slot, effect=effect_msg(tile.bonus)))
    g._count_down(task)


def _options_copy(g: NateraGame, task: Task, step: Step) -> list[str]:
    return [f"copy {slot}" for slot in g._copyable(task["seat"], step.args[0], task)]


def _answer_copy(g: NateraGame, task: Task, step: Step, words: list[str]) -> None:
    i, slot = task["seat"], words[1]
    task.setdefault("chosen", []).append(slot)
    tile = g._tile(slot)
    g._log(Msg("natera-copies", seat=g._who(i), slot=slot, effect=effect_msg(tile.effect)))
    g._count_down(task)
    g._effect(i, tile.effect, f"copy:{slot}")


def _options_settle(g: NateraGame, task: Task, step: Step) -> list[str]:
    return [f"settle {slot}" for slot in SLOTS
            if g._settle_refusal(task["seat"], slot, free=True) is None]


def _answer_settle(g: NateraGame, task: Task, step: Step, words: list[str]) -> None:
    i, slot = task["seat"], words[1]
    g.state["queue"].pop(0)
    g._settle(i, slot, None)
    g._settlement_setup_bonus(i, slot, task)


def _options_reptile(g: NateraGame, task: Task, step: Step) -> list[str]:
    spec = g.state["specialists"]
    return ([f"replace {x}" for x in spec["row"]] + ["done"]) if spec["deck"] else []


def _answer_reptile(g: NateraGame, task: Task, step: Step, words: list[str]) -> None:
    if words[0] == "done":
        g.state["queue"].pop(0)
        return
    g._replace_specialist(words[1])
    g._count_down(task)


def _options_turtle(g: NateraGame, task: Task, step: Step) -> list[str]:
    i, board = task["seat"], g.state["board"]
    mine = [slot for slot in SLOTS if board[slot]["settlement"] == i]
    return ([f"move {a} {b}" for a in mine for b in SLOTS if g._move_refusal(i, a, b) is None]
            + ["skip"]) if mine else []


def _answer_turtle(g: NateraGame, task: Task, step: Step, words: list[str]) -> None:
    s, i = g.state, task["seat"]
    s["queue"].pop(0)
    if words[0] == "skip":
        return
    src, dst = words[1], words[2]
    s["board"][src]["settlement"] = None
    s["board"][dst]["settlement"] = i
    g._log(Msg("natera-moves-settlement", seat=g._who(i), src=src, dst=dst))
    g._claims_of(i)
    g._collect_own_bonus(i, dst)


def _options_search(g: NateraGame, task: Task, step: Step) -> list[str]:
    found = sorted({t for c in g.state["decks"]["advanced"] for t in g.comps.cards[c].tags
                    if t in CONTENT_TAGS})
    return [f"search {t}" for t in found]


def _answer_search(g: NateraGame, task: Task, step: Step, words: list[str]) -> None:
    g.state["queue"].pop(0)
    g._search(task["seat"], words[1])


# -- the table ---------------------------------------------------------------------------------
STEPS: dict[str, StepKind] = {
    "gain": StepKind(rf"{_RES} {_N}", Msg("natera-step-gain"), auto=_auto_gain, say=_say_amount),
    # an exchange's price, paid before its steps queue
    "pay": StepKind(rf"{_RES} {_N}", Msg("natera-step-pay"), say=_say_amount),
    "others": StepKind(rf"{_RES} {_N}", Msg("natera-step-others"), auto=_auto_others, say=_say_amount),
    "vp": StepKind(_N, Msg("natera-step-vp"), scope="space", auto=_auto_points, say=_say_n),
    "any": StepKind(_N, Msg("natera-step-any"), answers=("take",), options=_options_any, answer=_answer_any,
                    say=_say_n),
    "oneof": StepKind(r"(.+)", Msg("natera-step-or"), answers=("take",), options=_options_oneof,
                      answer=_answer_oneof),
    "draw": StepKind(_N, Msg("natera-step-draw"), rule="draw", answers=("draw", "peek"), auto=_auto_draw,
                     options=_options_draw, answer=_answer_draw, say=_say_n),
    "discard": StepKind(_N, Msg("natera-step-discard"), answers=("discard",), secret="hand",
                        options=_options_hand, answer=_answer_discard, say=_say_n),
    "trade": StepKind("", Msg("natera-step-trade"), rule="discard", scope="engine", answers=("discard",), secret="hand",
                      options=_options_hand, answer=_answer_trade),
    "raise": StepKind(rf"{_DIST}?", Msg("natera-step-raise"), rule="authority", answers=("raise",),
                      auto=_auto_track, options=_options_raise, answer=_answer_track, say=_say_track),
    "lower": StepKind(rf"{_DIST}?", Msg("natera-step-lower"), rule="authority", answers=("lower",),
                      auto=_auto_track, options=_options_lower, answer=_answer_track, say=_say_track),
    "growth": StepKind(_N, Msg("natera-step-growth"), rule="science", answers=("grow",),
                       options=_options_growth, answer=_answer_growth, say=_say_n),
    "hire": StepKind(_N, Msg("natera-step-hire"), rule="hire", answers=("hire", "skip"), options=_options_hire,
                     answer=_answer_hire, say=_say_food),
    "hiremax": StepKind(_N, Msg("natera-step-hiremax"), rule="hire", answers=("hire", "skip"),
                        options=_options_hire, answer=_answer_hire, say=_say_food),
    "playcard": StepKind(rf"{_N} {_N} {_N}", Msg("natera-step-playcard"), rule="play", answers=("play", "skip"),
                         secret="hand", options=_options_playcard, answer=_answer_playcard, say=_say_playcard),
    "return": StepKind("", Msg("natera-step-return"), rule="hire", answers=("return",), options=_options_return,
                       answer=_answer_return),
    "bonus": StepKind(_N, Msg("natera-step-bonus"), rule="settlement", answers=("collect",),
                      options=_options_bonus, answer=_answer_bonus, say=_say_n),
    "copy": StepKind("(" + "|".join(COPY_SCOPES) + rf") {_N}", Msg("natera-step-copy"), rule="copy",
                     answers=("copy",), options=_options_copy, answer=_answer_copy, say=_say_copy),
    "settle": StepKind("", Msg("natera-step-settle"), rule="settlement", answers=("settle",), options=_options_settle,
                       answer=_answer_settle),
    "reptile": StepKind(_N, Msg("natera-step-reptile"), rule="reptiles", scope="tribe", answers=("replace", "done"),
                        options=_options_reptile, answer=_answer_reptile, say=_say_n),
    "turtle": StepKind("", Msg("natera-step-turtle"), rule="turtles", scope="tribe", answers=("move", "skip"),
                       options=_options_turtle, answer=_answer_turtle),
    "search": StepKind("", Msg("natera-step-search"), rule="red-pandas", scope="tribe", answers=("search",),
                       secret="deck", options=_options_search, answer=_answer_search),
}
# every verb that answers some step: an answer with one of them that the step asked does not
# list is "not a choice here"; any other words are told to finish the step first
ANSWER_VERBS = frozenset(v for kind in STEPS.values() for v in kind.answers)
