"""Helpers for the Natives rule tests: build a precise table by editing ``game.state``.

The engine's state is a plain JSON dict (``PrairieGame.new``); these helpers create a real
game through the contract and then rewrite the parts a test cares about: whose turn it is,
the deck order (index 0 is the top), the prairie and what lies on each board.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from bot.rules import create
from bot.rules.prairie import END

SEATS = ("ann", "bob", "cy", "dee")
TRIBES = ("bear", "eagle", "wolf", "turtle")
PROFESSIONS = ("elder", "shaman", "warrior", "hunter", "fisherman", "farmer", "scout")
FILLER = ["corn"] * 30   # a deck that never reveals anything surprising


def empty_board() -> dict[str, Any]:
    return {
        "natives": {p: [] for p in PROFESSIONS},
        "food": [],
        "totems": [],
        "rituals": [],
        "scalps": [],
    }


def table(
    n: int = 2,
    *,
    turn: int = 0,
    first: int = 0,
    prairie: list[str] | None = None,
    deck: list[str] | None = None,
    tribes: tuple[str, ...] | None = None,
    seed: int = 7,
):
    """A game of ``n`` seats (ann, bob, cy, dee: bear, eagle, wolf, turtle) at the start of
    ``turn``'s phase 2, with empty boards, the given prairie and deck (top first)."""
    game = create("natives", seats=list(SEATS[:n]), seed=seed)
    s = game.state
    s["tribes"] = list(tribes or TRIBES[:n])
    s["first"] = first
    s["turn"] = turn
    s["prairie"] = list(prairie or [])
    s["deck"] = list(FILLER if deck is None else deck)
    s["boards"] = [empty_board() for _ in range(n)]
    s["box"] = []
    s["aside"] = []
    s["end_revealed"] = False
    s["rituals_pending"] = []
    s["step"] = {"name": "choose", "scouted": 0}
    s["over"] = False
    s["last"] = None
    return game


def seat_index(game, seat: str) -> int:
    return game.state["seats"].index(seat)


def board(game, seat: str) -> dict[str, Any]:
    return game.state["boards"][seat_index(game, seat)]


def give(game, seat: str, *, food=(), totems=(), rituals=(), scalps=(), **natives) -> None:
    """Put cards on ``seat``'s board: ``give(g, "ann", hunter=["man-bear"], food=["corn"])``."""
    b = board(game, seat)
    for prof, kinds in natives.items():
        assert prof in PROFESSIONS, prof
        b["natives"][prof].extend(kinds)
    b["food"].extend(food)
    b["totems"].extend(totems)
    b["rituals"].extend(rituals)
    b["scalps"].extend(scalps)


def natives_of(game, seat: str) -> Counter:
    return Counter(k for cards in board(game, seat)["natives"].values() for k in cards)


def all_cards(state: dict[str, Any]) -> Counter:
    """Every card of the game wherever it lies, the end card included."""
    cards = Counter(state["deck"]) + Counter(state["prairie"]) + Counter(state["box"])
    cards += Counter(state["aside"])
    for b in state["boards"]:
        for kinds in b["natives"].values():
            cards += Counter(kinds)
        for pile in ("food", "totems", "rituals", "scalps"):
            cards += Counter(b[pile])
    step = state.get("step") or {}
    cards += Counter(step.get("taken", []) if step.get("name") == "take" else [])
    cards += Counter(step.get("pending", []) if step.get("name") == "place" else [])
    return cards


def base_cards(cards: Counter) -> Counter:
    out = Counter(cards)
    del out[END]
    return out
