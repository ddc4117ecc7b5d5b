"""What the property tests of every engine share: driving a seeded random game to the end."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
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


def spread(games: Iterable[Any], key: Callable[[Any], Any], per_key: int) -> list[dict[str, Any]]:
    """States of a spread of positions for the garbage tests: at most ``per_key`` of each
    ``key(game)`` (a step name, with the seat count where it matters; "over" at the end)."""
    out: dict[Any, list[dict[str, Any]]] = {}
    for game in games:
        bucket = out.setdefault(key(game), [])
        if len(bucket) < per_key:
            bucket.append(game.to_dict())
    return [d for ds in out.values() for d in ds]


def step_and_seats(game: Any) -> tuple[str, int]:
    """The spread key of engines whose state names its step (Uluk, Wendake)."""
    return ("over" if game.over else game.state["step"]["name"], len(game.seats))
