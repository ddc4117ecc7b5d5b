"""The generic AI: a one-ply search through the engine contract only (any title, no rules)."""

from __future__ import annotations

import logging
import math
import random
from typing import NamedTuple

from bot.rules import IllegalAction, restore
from bot.rules.base import Game

log = logging.getLogger("bot.ai")


def greedy(game: Game, seat: str, rng: random.Random) -> str:
    """One-ply search through the contract only: play each legal action on a copy and keep
    the best ``total`` minus the best opponent's ``total``; ties broken by ``rng``."""
    legal = game.legal_actions(seat)
    best: list[str] = []
    best_margin = -math.inf
    for action in legal:
        trial = restore(game.to_dict())
        try:
            trial.play(seat, action)
        except IllegalAction:   # legal_actions promises otherwise; never trust it blindly
            continue
        margin = _margin(trial.scores(), seat)
        if margin > best_margin:
            best_margin, best = margin, [action]
        elif margin == best_margin:
            best.append(action)
    return rng.choice(best or legal)


def fair_greedy(game: Game, seat: str, rng: random.Random) -> str:
    """:func:`greedy` for a seat that must not learn what it may not see (``/game hint``).

    :func:`greedy` plays every action on a full copy of the state, so an action that draws a
    card is judged by the card it would draw. Here an action whose trial reveals something
    hidden or random (the engine sets ``Game.revealed``, part of every engine's base) is
    judged as changing nothing, and every other one by the change of the seat's total less
    the largest change of an opponent's (the seat's own change alone for a move that ends the
    game, whose final scoring may count others' secrets): what a player could work out."""
    return max(fair_outcomes(game, seat), key=lambda o: (o.value, rng.random())).action


class Outcome(NamedTuple):
    """One legal action as :func:`fair_greedy` judges it."""

    action: str
    value: float                 # own change less the best opponent's change (0 when revealing)
    gained: dict[str, int]       # the seat's own score categories it changes (not when revealing)
    revealing: bool


def fair_outcomes(game: Game, seat: str) -> list[Outcome]:
    """Every legal action of ``seat`` judged on a copy, without learning hidden information."""
    before = game.scores()
    out = []
    for action in game.legal_actions(seat):
        trial = restore(game.to_dict())
        try:
            trial.play(seat, action)
        except IllegalAction:   # legal_actions promises otherwise; never trust it blindly
            continue
        if trial.revealed:
            out.append(Outcome(action, 0.0, {}, True))
            continue
        after = trial.scores()
        mine = after[seat]["total"] - before[seat]["total"]
        # the last move's final scoring may turn others' secret cards (Uluk's feasts): their
        # change is then not something the seat could have worked out
        theirs = [] if trial.over else [after[o]["total"] - before[o]["total"] for o in after if o != seat]
        out.append(Outcome(action, mine - max(theirs, default=0), _changes(before[seat], after[seat]), False))
    return out


def _changes(before: dict[str, int], after: dict[str, int]) -> dict[str, int]:
    """The categories (not the total) whose points differ, and by how much."""
    return {c: after[c] - before.get(c, 0) for c in after
            if c != "total" and after[c] != before.get(c, 0)}


def _margin(scores: dict[str, dict[str, int]], seat: str) -> float:
    mine = scores[seat]["total"]
    others = [pad["total"] for other, pad in scores.items() if other != seat]
    return mine - max(others) if others else mine


