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
INUIT_TRIBES = ("caribou", "raven", "narwhal", "fox")
INUIT_PROFESSIONS = ("elder", "shaman", "warrior", "whaler", "bear-hunter", "seal-trapper", "scout")
SOUL, SEASONS, STRANGERS = "soul-of-the-prairie", "seasons", "strangers"


def empty_board(professions: tuple[str, ...] = PROFESSIONS) -> dict[str, Any]:
    return {
        "natives": {p: [] for p in professions},
        "food": [],
        "totems": [],
        "rituals": [],
        "scalps": [],
        "war_peace": [],
        "curses": 0,
        "closed": [],
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
    title: str = "natives",
    expansions: tuple[str, ...] = (),
    season: tuple[str, ...] | None = None,
):
    """A game of ``n`` seats (ann, bob, cy, dee: bear, eagle, wolf, turtle; Inuit: caribou,
    raven, narwhal, fox) at the start of ``turn``'s phase 2, with empty boards, the given
    prairie and deck (top first). ``expansions`` are the game's options; ``season`` names the
    three season cards, the first one active (see ``set_season``)."""
    options = {"expansions": list(expansions)} if expansions else None
    if season is not None and SEASONS not in expansions:
        options = {"expansions": [*expansions, SEASONS]}
    game = create(title, seats=list(SEATS[:n]), seed=seed, options=options)
    inuit = title == "inuit"
    s = game.state
    s["tribes"] = list(tribes or (INUIT_TRIBES if inuit else TRIBES)[:n])
    s["first"] = first
    s["turn"] = turn
    s["prairie"] = list(prairie or [])
    s["deck"] = list((["seal"] * 30 if inuit else FILLER) if deck is None else deck)
    s["boards"] = [empty_board(INUIT_PROFESSIONS if inuit else PROFESSIONS) for _ in range(n)]
    s["box"] = []
    s["aside"] = []
    s["end_revealed"] = False
    s["rituals_pending"] = []
    s["interrupts"] = []
    s["rituals_then"] = "after3"
    s["big_taken"] = 0
    s["rituals_taken"] = []
    s["step"] = {"name": "choose", "scouted": 0}
    s["over"] = False
    s["last"] = None
    if season is not None:
        set_season(game, *season)
    return game


def set_season(game, *cards: str, index: int = 0, revealed: int | None = None) -> None:
    """The three season cards of the game (spring, summer, autumn), ``index`` the active one."""
    s = game.state
    if cards:
        s["season"]["cards"] = list(cards)
    s["season"]["index"] = index
    s["season"]["revealed"] = index if revealed is None else revealed

def seat_index(game, seat: str) -> int:
    return game.state["seats"].index(seat)


def board(game, seat: str) -> dict[str, Any]:
    return game.state["boards"][seat_index(game, seat)]


def give(game, seat: str, *, food=(), totems=(), rituals=(), scalps=(), **natives) -> None:
    """Put cards on ``seat``'s board: ``give(g, "ann", hunter=["man-bear"], food=["corn"])``."""
    b = board(game, seat)
    for prof, kinds in natives.items():
        prof = prof.replace("_", "-")          # bear_hunter= for Inuit's bear-hunter
        assert prof in b["natives"], prof
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
        cards += Counter(e["card"] for e in b.get("war_peace", []))
    cards += Counter(it["card"] for it in state.get("interrupts", []))
    step = state.get("step") or {}
    cards += Counter(step.get("taken", []) if step.get("name") in ("take", "season-take") else [])
    cards += Counter(step.get("pending", []) if step.get("name") == "place" else [])
    return cards


def base_cards(cards: Counter) -> Counter:
    out = Counter(cards)
    del out[END]
    return out


def refused(game, seat: str, action: str, match: str):
    """``action`` raises IllegalAction whose message matches and is one sentence, and
    nothing changes."""
    import pytest

    from bot.rules import IllegalAction

    before = game.to_dict()
    with pytest.raises(IllegalAction, match=match) as info:
        game.play(seat, action)
    assert game.to_dict() == before
    assert one_sentence(str(info.value)), str(info.value)
    return info.value


def one_sentence(text: str) -> bool:
    """One sentence: ends with a full stop and has no full stop followed by a new sentence."""
    import re

    return text.endswith(".") and not re.search(r"[.!?] [A-Z]", text[:-1])
