"""The Natera AI (bot/ai/natera.py): legal to the end for 2 to 4 players with and without the
draft and the expansion, better than random play, deterministic, and blind to what its seat
may not see (opponents' hands, deck order)."""

from __future__ import annotations

import random
from functools import cache

import pytest

from bot.ai.natera import natera_policy
from bot.rules.natera import NateraGame

SEATS = ["ann", "bob", "cy", "dee"]
MAX_STEPS = 4000


def random_policy(game, seat, rng):
    legal = game.legal_actions(seat)
    busy = [a for a in legal if a != "pass"]
    return rng.choice(busy) if busy and rng.random() < 0.93 else rng.choice(legal)


def play(policies, seed, options=None, check=None):
    n = len(policies)
    game = NateraGame.new("natera", SEATS[:n], seed, options)
    rngs = [random.Random(seed * 10 + k) for k in range(n)]
    steps = 0
    while not game.over:
        assert steps < MAX_STEPS, "the game does not end"
        seat = game.awaiting()[0]
        i = game.seats.index(seat)
        action = policies[i](game, seat, rngs[i])
        assert action in game.legal_actions(seat), (seat, action)
        if check:
            check(game, seat, action)
        game.play(seat, action)
        steps += 1
    return game, steps


@cache
def ai_game(n: int, seed: int, draft: bool, expansion: bool):
    options = {"draft": draft, "expansions": ["nuclear-discovery"] if expansion else []}
    return play([natera_policy] * n, seed, options)


@pytest.mark.parametrize("n,seed,draft,expansion", [
    (2, 1, False, False), (3, 2, True, False), (4, 3, False, True), (4, 4, True, True),
])
def test_ai_plays_legal_games_to_the_end(n, seed, draft, expansion):
    game, steps = ai_game(n, seed, draft, expansion)
    assert game.over and game.winners()
    totals = [game.scores()[s]["total"] for s in game.seats]
    assert min(totals) > 0 and steps < MAX_STEPS


def test_ai_beats_random_play():
    wins = 0
    for seed in range(10):
        policies = [natera_policy, random_policy] if seed % 2 == 0 else [random_policy, natera_policy]
        game, _ = play(policies, 100 + seed)
        ai_seat = SEATS[seed % 2]
        wins += game.winners() == [ai_seat]
    assert wins >= 8


def test_ai_is_deterministic_for_a_given_rng():
    game = NateraGame.new("natera", SEATS[:3], 9, None)
    for _ in range(40):
        seat = game.awaiting()[0]
        a = natera_policy(game, seat, random.Random(5))
        b = natera_policy(game, seat, random.Random(5))
        assert a == b
        game.play(seat, a)


def test_ai_does_not_see_opponents_hands_or_deck_order():
    """Shuffling every deck and swapping the opponents' hands with other cards changes
    nothing the seat may see, so it must not change the AI's choice."""
    def check(game, seat, action):
        s = game.to_dict()
        i = game.seats.index(seat)
        rng = random.Random(len(s["players"][i]["hand"]) + s["rng"])
        for deck in ("basic", "advanced"):
            rng.shuffle(s["decks"][deck])
        pool = s["decks"]["basic"]
        for j, p in enumerate(s["players"]):
            if j != i:
                k = len(p["hand"])
                p["hand"], pool[:k] = pool[:k], p["hand"]
        altered = NateraGame(s)
        assert natera_policy(altered, seat, random.Random(3)) == natera_policy(game, seat, random.Random(3))

    play([natera_policy, natera_policy], 21, None, check=check)


# -- /game hint reads sensibly where there is no choice, or nothing to gain (issue 17) ---------

def test_a_hint_with_no_choice_says_so_not_worth_about_0_vp():
    from bot.ai.hints import hint
    from tests.test_natera_rules import P, table, tile

    game = table()
    tile(game, "farm-3", "farm-endurance-lower")          # gain 5 endurance, lower a track
    P(game, "ann")["authority"]["farm"] = 3
    game.play("ann", "send leader farm-3")
    assert game.legal_actions("ann") == ["lower farm"]    # the one track above 0
    told = hint(game, "ann", "en", random.Random(0))
    assert told.action == "lower farm"
    assert told.reason.endswith(": it is the only move you can make here"), told.reason
    assert hint(game, "ann", "es", random.Random(0)).reason.endswith(": es la única jugada posible aquí")


def test_a_reptiles_done_hint_says_why_not_worth_about_0_vp_the_most_of_your_options():
    from bot.ai.hints import hint
    from tests.test_natera_rules import table

    game = table("reptiles", "gorillas")
    specs = game.state["specialists"]               # a row worth keeping: nothing to replace
    strong = ["professor-owl", "archivist-tortoise", "oracle-bat", "mayor-elephant", "ranger-wolf"]
    specs["deck"] = [x for x in specs["row"] + specs["deck"] if x not in strong]
    specs["row"] = strong
    game.state["queue"] = [{"seat": 0, "atom": "reptile 2", "src": "the Reptile Clan' production"}]
    legal = game.legal_actions("ann")
    assert "done" in legal and len(legal) == 6
    told = hint(game, "ann", "en", random.Random(0))
    assert told.action == "done", told
    assert "0 VP" not in told.reason and "the most of your options" not in told.reason
    assert told.reason == ("Done: the specialists in the row are worth more to you than a "
                           "replacement might be"), told.reason


def test_a_hint_never_says_worth_about_a_negative_figure():
    """A step down of authority costs: "costs you least (about 0.6 VP)", not "-0.6 VP"."""
    from bot.ai.hints import hint
    from tests.test_natera_rules import P, table, tile

    game = table()
    tile(game, "farm-3", "farm-endurance-lower")
    P(game, "ann")["authority"].update(farm=3, city=4, coast=1)
    game.play("ann", "send leader farm-3")
    assert len(game.legal_actions("ann")) == 3
    told = hint(game, "ann", "en", random.Random(0))
    assert told.action.startswith("lower ") and "-" not in told.reason and "VP" in told.reason, told
