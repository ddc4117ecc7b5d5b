"""AI seats: :func:`choose` picks one legal action for a seat.

``campfire demo`` seats AIs only, and a table may later hand an absent player's seat to
one. The AI speaks the engine contract (DESIGN.md) and nothing else: it reads the
position, returns one of ``game.legal_actions(seat)`` and lets the caller ``play`` it.

>>> import random
>>> from bot.rules import create
>>> game = create("natives", seats=["ann", "bob"], seed=1)
>>> seat = game.awaiting()[0]
>>> choose(game, seat, random.Random(0)) in game.legal_actions(seat)
True

* :data:`POLICIES` maps a title to its policy (one module per game: ``bot/ai/prairie.py``,
  ``bot/ai/uluk.py``), ``policy(game, seat, rng) -> action``.
* Titles without a policy get :func:`greedy`, a one-ply search that tries every legal
  action on a ``restore(game.to_dict())`` copy and keeps the one that leaves the seat's
  total furthest ahead of the best opponent's; it knows no rules, only the contract. It
  is also the safety net: a policy that raises or answers something illegal is replaced
  by it (and logged), so an AI seat never stalls a table.
* Randomness comes only from the ``rng`` passed in (tie-breaks), so the same position and
  the same ``rng`` state give the same action.
* The Natives policy plays fair: it reads the table as every player sees it (boards,
  prairie, the box of discards, how many cards the deck holds), never the deck's order or
  contents. (The greedy search only looks at scores; a copy that draws a card changes no
  score, so what it drew does not steer it.)
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable

from bot.ai.fallback import _margin as _margin  # tests compare margins
from bot.ai.fallback import fair_greedy, greedy
from bot.ai.natera import natera_policy
from bot.ai.prairie import prairie_policy
from bot.ai.uluk import uluk_policy
from bot.ai.wendake import wendake_policy
from bot.rules.base import Game

log = logging.getLogger(__name__)

Policy = Callable[[Game, str, random.Random], str]
__all__ = ["POLICIES", "choose", "fair_greedy", "greedy"]


def choose(game: Game, seat: str, rng: random.Random, fallback: Policy = greedy,
           policies: dict[str, Policy] | None = None) -> str:
    """One of ``game.legal_actions(seat)``: the move of an AI in that seat.

    ``fallback`` plays what the title's policy (from ``policies``, by default
    :data:`POLICIES`) does not: ``/game hint`` passes :func:`fair_greedy`, which learns
    nothing hidden, where an AI seat plays :func:`greedy`.
    Raises ValueError when the seat has nothing to decide (not awaited, or the game is over).
    """
    legal = game.legal_actions(seat)
    if not legal:
        raise ValueError(f"{seat} has no decision to make now.")
    if len(legal) == 1:
        return legal[0]
    title = game.state.get("title", "")
    for policy in ((POLICIES if policies is None else policies).get(title), fallback):
        if policy is None:
            continue
        try:
            action = policy(game, seat, rng)
        except Exception:  # an AI seat must never stall a table: try the next, then chance
            log.exception("AI policy %s failed on %s", policy.__name__, title)
            continue
        if action in legal:
            return action
        log.error("AI policy %s chose %r, not a legal action of %s", policy.__name__, action, title)
    return rng.choice(legal)


# -- the policies, one module per game --------------------------------------------------------


POLICIES: dict[str, Policy] = {"natives": prairie_policy, "inuit": prairie_policy, "uluk": uluk_policy,
                               "natera": natera_policy, "wendake": wendake_policy}
