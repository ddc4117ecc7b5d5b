"""The AI seats (bot/ai.py): always legal, always finishing, deterministic, and clearly
better than chance at Natives; the generic fallback works through the contract alone."""

from __future__ import annotations

import random

import pytest

from bot import ai
from bot.rules import ENGINES, create

SEATS = ["ann", "bob", "cy", "dee"]
MAX_STEPS = 3000   # a Natives game takes ~200-300 steps; more means someone loops


def random_policy(game, seat, rng):
    return rng.choice(game.legal_actions(seat))


def play(policies, seed, n, check=None, title="natives", options=None):
    """Play a whole game, seat i driven by policies[i]; returns the game and its log."""
    seats = SEATS[:n]
    game = create(title, seats=seats, seed=seed, options=options)
    rngs = {seat: random.Random(seed * 10 + k) for k, seat in enumerate(seats)}
    moves = []
    while not game.over:
        assert len(moves) < MAX_STEPS, "the game does not end"
        awaited = game.awaiting()
        assert awaited
        seat = awaited[0]
        legal = game.legal_actions(seat)
        action = policies[seats.index(seat)](game, seat, rngs[seat])
        assert action in legal, (seat, action, legal, game.state["step"])
        if check:
            check(game, seat, action)
        game.play(seat, action)
        moves.append((seat, action))
    return game, moves


def natives_policy(game, seat, rng):
    """The registered policy itself, with no safety net behind it."""
    return ai.POLICIES[game.state["title"]](game, seat, rng)


# -- legality and termination ----------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4])
def test_ai_plays_legal_actions_to_the_end(n):
    for seed in range(5):
        game, moves = play([natives_policy] * n, seed, n)
        assert game.over and game.winners()
        assert any(a == "scout" for _, a in moves)   # it does scout, and still finishes


@pytest.mark.parametrize("n", [2, 3, 4])
def test_ai_among_random_seats_meets_every_kind_of_decision(n):
    """Random seats steer games into odd corners (forced discards, sacrifices, orders)."""
    steps = set()
    for seed in range(6):
        policies = [natives_policy if (i + seed) % 2 == 0 else random_policy for i in range(n)]

        def note(game, seat, action):
            steps.add(game.state["step"]["name"])

        play(policies, 100 + seed, n, check=note)
    assert {"choose", "take", "place"} <= steps


def test_choose_goes_through_the_registry_and_stays_legal():
    game, _ = play([ai.choose] * 3, 200, 3)
    assert game.over


EVERY_EXPANSION = ["soul-of-the-prairie", "seasons", "strangers"]


@pytest.mark.parametrize("expansions", [["soul-of-the-prairie"], ["seasons"], ["strangers"],
                                        EVERY_EXPANSION])
def test_the_natives_policy_copes_with_the_expansions(expansions):
    """Its rules of thumb are the base game's; the expansions' own decisions (War and Peace,
    Quick Hand, seasons, Knowledge) go to the greedy search, and every game ends."""
    for seed in range(2):
        game, _ = play([natives_policy] * 3, 700 + seed, 3, options={"expansions": expansions})
        assert game.over


@pytest.mark.skipif("inuit" not in ENGINES, reason="no Inuit engine")
def test_the_prairie_policy_plays_inuit():
    for n in (2, 4):
        game, _ = play([natives_policy] * n, 800 + n, n, title="inuit")
        assert game.over


def test_choose_refuses_a_seat_with_nothing_to_decide():
    game = create("natives", seats=["ann", "bob"], seed=1)
    idle = next(s for s in game.seats if s not in game.awaiting())
    with pytest.raises(ValueError):
        ai.choose(game, idle, random.Random(0))


def test_a_failing_policy_falls_back_to_a_legal_action(monkeypatch):
    def broken(game, seat, rng):
        raise RuntimeError("bug")

    monkeypatch.setitem(ai.POLICIES, "natives", broken)
    game = create("natives", seats=["ann", "bob"], seed=2)
    seat = game.awaiting()[0]
    assert ai.choose(game, seat, random.Random(0)) in game.legal_actions(seat)


# -- strength ---------------------------------------------------------------------------------


def test_ai_beats_random_seats_clearly():
    """Measured: the AI wins 40 of 40 two-player games against random play (by ~75 points)."""
    wins = 0.0
    for seed in range(40):
        ai_first = seed % 2 == 0
        policies = [ai.choose, random_policy] if ai_first else [random_policy, ai.choose]
        game, _ = play(policies, 300 + seed, 2)
        me = SEATS[0] if ai_first else SEATS[1]
        winners = game.winners()
        wins += (me in winners) / len(winners)
    assert wins >= 36


def test_ai_beats_the_generic_greedy_at_natives():
    wins = 0.0
    for seed in range(6):
        ai_first = seed % 2 == 0
        policies = [ai.choose, ai.greedy] if ai_first else [ai.greedy, ai.choose]
        game, _ = play(policies, 400 + seed, 2)
        winners = game.winners()
        wins += ((SEATS[0] if ai_first else SEATS[1]) in winners) / len(winners)
    assert wins >= 5


def test_a_four_player_ai_game_plays_to_the_end():
    """Its speed is measured in bench/bench_engine.py, not timed here."""
    game, _ = play([ai.choose] * 4, 7, 4)
    assert game.over


# -- determinism ------------------------------------------------------------------------------


def test_same_rng_seed_same_game():
    first = play([ai.choose] * 3, 11, 3)[1]
    again = play([ai.choose] * 3, 11, 3)[1]
    assert first == again


def test_the_fallback_margin_is_against_the_best_opponent():
    pads = {"ann": {"total": 30}, "bob": {"total": 41}, "cy": {"total": 12}}
    assert ai._margin(pads, "ann") == -11
    assert ai._margin(pads, "bob") == 11
    assert ai._margin({"solo": {"total": 7}}, "solo") == 7


def test_same_rng_seed_same_choice_for_the_fallback():
    game = create("natives", seats=["ann", "bob"], seed=5)
    seat = game.awaiting()[0]
    picks = {ai.greedy(game, seat, random.Random(9)) for _ in range(5)}
    assert len(picks) == 1


# -- the generic fallback ---------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 4])
def test_greedy_fallback_finishes_natives_games(n):
    for seed in range(2):
        game, _ = play([ai.greedy] * n, 500 + seed, n)
        assert game.over


def test_titles_without_a_policy_use_the_fallback(monkeypatch):
    monkeypatch.delitem(ai.POLICIES, "natives")
    game, _ = play([ai.choose] * 2, 600, 2)
    assert game.over


@pytest.mark.parametrize("title", sorted(ENGINES))
def test_the_fallback_plays_every_engine(title, monkeypatch):
    """The contract is all it needs: with its policy gone, any engine is played to the end."""
    monkeypatch.delitem(ai.POLICIES, title, raising=False)
    game, _ = play([ai.choose] * 2, 900, 2, title=title)
    assert game.over and game.winners()


def test_greedy_keeps_the_most_points():
    game = table(boards={1: {"food": ["bison", "corn", "salmon"]}})
    game.state["step"] = {"name": "forced", "ritual": "rain-calling",
                          "who": {"bob": "food-above-discard"}}
    assert ai.greedy(game, "bob", random.Random(0)) == "discard corn"


# -- rules of thumb on set positions ----------------------------------------------------------


def table(n=2, prairie=(), scouted=0, deck=None, boards=None):
    """A base game with ann (bear) to play phase 2 against bob (eagle) on bare boards, the
    given prairie and deck (top first); ``boards`` overrides parts of a seat's board."""
    game = create("natives", seats=SEATS[:n], seed=7)
    s = game.state
    s["tribes"] = ["bear", "eagle", "wolf", "turtle"][:n]
    s["turn"], s["first"] = 0, 0
    s["prairie"] = list(prairie)
    s["deck"] = list(deck if deck is not None else ["corn"] * 40)
    for board in s["boards"]:
        for prof in board["natives"]:
            board["natives"][prof] = []
        for pile in ("food", "totems", "rituals", "scalps"):
            board[pile] = []
    for i, board in (boards or {}).items():
        s["boards"][i].update(board)
    s["step"] = {"name": "choose", "scouted": scouted}
    s["rituals_pending"] = []
    return game


def natives(**profs):
    base = {p: [] for p in ("elder", "shaman", "warrior", "hunter", "fisherman", "farmer", "scout")}
    base.update(profs)
    return base


def pick(game, seat="ann", seed=0):
    return ai.POLICIES["natives"](game, seat, random.Random(seed))


def test_takes_the_richest_food():
    game = table(prairie=["corn", "bison", "salmon"], scouted=1)
    assert pick(game) == "use hunter"


def test_a_totem_makes_its_food_worth_more():
    game = table(prairie=["corn", "corn", "salmon"], scouted=1,
                 boards={0: {"totems": ["totem-air"],
                             "natives": natives(farmer=["man-bear", "man-bear"])}})
    assert pick(game) == "use farmer"


def test_recruits_its_own_colour_and_leaves_the_others():
    game = table(prairie=["man-bear", "man-eagle"], scouted=1, deck=[])
    game.play("ann", "use elder")
    assert pick(game) == "take man-bear"


def test_scouts_an_empty_prairie_and_stops_at_its_scouts():
    game = table(prairie=[])
    assert pick(game) == "scout"
    game.play("ann", "scout")
    assert pick(game) != "scout"


def test_sacrifices_a_native_of_another_colour():
    game = table(boards={0: {"natives": natives(hunter=["man-bear"], warrior=["man-eagle"])}})
    game.state["step"] = {"name": "sacrifice"}
    assert pick(game) == "sacrifice man-eagle warrior"


def test_a_forced_discard_gives_up_the_least():
    game = table(boards={1: {"food": ["bison", "corn", "salmon"]}})
    game.state["step"] = {"name": "forced", "ritual": "rain-calling",
                          "who": {"bob": "food-above-discard"}}
    assert pick(game, "bob") == "discard corn"
    game.state["boards"][1]["natives"] = natives(farmer=["man-eagle", "woman-bear-eagle"])
    game.state["step"] = {"name": "forced", "ritual": "ancestor-summoning",
                          "who": {"bob": "natives-above-discard"}}
    assert pick(game, "bob") == "discard woman-bear-eagle farmer"


def test_sacrifice_is_played_before_ancestor_summoning():
    game = table()
    game.state["rituals_pending"] = ["ancestor-summoning", "sacrifice"]
    game.state["step"] = {"name": "rituals"}
    assert pick(game) == "resolve sacrifice"
