"""Driving a seeded random game to the end (the contract suite, tests/test_contract.py, and
the title-specific property tests build their positions so)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from bot.rules import restore


def drive(game: Any, rng: random.Random, pick: Callable, check: Callable | None = None,
          compound: float = 0.0) -> tuple[Any, list[tuple[str, str]]]:
    """Play ``game`` to the end with ``pick(game, rng) -> (seat, action)``; ``check(game)``
    after every step. With probability ``compound`` a few steps of one seat are sent as one
    ``a; b`` action, which must leave the game equal to playing them one by one."""
    log: list[tuple[str, str]] = []
    if check:
        check(game)
    while not game.over:
        seat, action = pick(game, rng)
        if compound and rng.random() < compound:
            trial = restore(game.to_dict())
            steps = [action]
            trial.play(seat, action)
            while not trial.over and seat in trial.awaiting() and rng.random() < 0.7:
                nxt = rng.choice(trial.legal_actions(seat))
                trial.play(seat, nxt)
                steps.append(nxt)
            action = "; ".join(steps)
            game.play(seat, action)
            assert game == trial, f"compound {action!r} differs from its steps"
        else:
            game.play(seat, action)
        log.append((seat, action))
        if check:
            check(game)
    return game, log

