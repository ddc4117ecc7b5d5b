"""The generic AI: a one-ply search through the engine contract only (any title, no rules)."""

from __future__ import annotations

import logging
import math
import random

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


def _margin(scores: dict[str, dict[str, int]], seat: str) -> float:
    mine = scores[seat]["total"]
    others = [pad["total"] for other, pad in scores.items() if other != seat]
    return mine - max(others) if others else mine


