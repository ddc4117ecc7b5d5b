"""The Uluk AI (bot/ai/uluk.py): legal to the end for 1 to 4 players, clearly stronger than
the generic greedy, a solid solo score, hardly any hunger, deterministic, blind to what the
seat may not see, quick; and sensible in the positions the rulebook cares about."""

from __future__ import annotations

import functools
import random
from collections import Counter

import pytest

from bot import ai
from bot.ai.uluk import uluk_policy
from bot.rules import create, restore
from bot.rules.uluk_data import RAW, components

SEATS = ["ann", "bob", "cy", "dee"]
MAX_STEPS = 1500          # an Uluk game takes ~100-300 decisions; more means someone loops
SEEDS = {1: range(5), 2: range(3), 3: range(2), 4: range(2)}
C = components()


def play(policies, seed, n, check=None):
    """A whole game, seat i driven by policies[i]; returns the game and its moves."""
    seats = SEATS[:n]
    game = create("uluk", seats=seats, seed=seed)
    rngs = {seat: random.Random(seed * 10 + k) for k, seat in enumerate(seats)}
    moves = []
    while not game.over:
        assert len(moves) < MAX_STEPS, "the game does not end"
        seat = game.awaiting()[0]
        legal = game.legal_actions(seat)
        action = policies[seats.index(seat)](game, seat, rngs[seat])
        assert action in legal, (seat, action, legal, game.state["step"])
        if check:
            check(game, seat, action)
        game.play(seat, action)
        moves.append((seat, action))
    return game, moves


@functools.cache
def ai_game(n, seed):
    """An all-AI game (the policy itself, no safety net behind it); shared by the tests."""
    steps: Counter = Counter()

    def note(game, seat, action):
        steps[action.split(" ", 1)[0]] += 1

    game, moves = play([uluk_policy] * n, seed, n, check=note)
    return game, tuple(moves), steps


def all_games():
    return [ai_game(n, seed) for n, seeds in SEEDS.items() for seed in seeds]


# -- legality, termination, registration ----------------------------------------------------


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_legal_actions_every_step_to_the_end(n):
    verbs: Counter = Counter()
    for seed in SEEDS[n]:
        game, moves, steps = ai_game(n, seed)
        assert game.over and game.winners()
        verbs += steps
    # it plays every phase: places, processes, feeds, celebrates, closes its own phases
    # (the engine closes a phase that leaves nothing to decide)
    assert {"place", "process", "feed", "celebrate", "done"} <= set(verbs)


def test_registered_and_choose_goes_through_it():
    assert ai.POLICIES["uluk"] is uluk_policy
    game = create("uluk", seats=["ann", "bob"], seed=3)
    for _ in range(40):
        seat = game.awaiting()[0]
        expected = uluk_policy(game, seat, random.Random(1))
        assert ai.choose(game, seat, random.Random(1)) == expected
        game.play(seat, expected)


# -- strength -------------------------------------------------------------------------------


def test_beats_the_generic_greedy_clearly():
    """Measured: 40 of 40 two-player games (seeds 100-139, seats alternating), by 150 points
    or more (the greedy keeps sending tribers to the Temple and starves: about 20 Hunger
    tokens a game); one AI among three greedy seats won 8 of 8 four-player games. With the
    leaner two-player tiles of the solo retuning (issue 8, point 25) the first 12 are won
    by 133 to 174 points. The greedy is slow (it copies the game for every legal action),
    so this plays the first 12."""
    wins = 0.0
    for seed in range(12):
        ai_first = seed % 2 == 0
        policies = [uluk_policy, ai.greedy] if ai_first else [ai.greedy, uluk_policy]
        game, _ = play(policies, 100 + seed, 2)
        winners = game.winners()
        wins += ((SEATS[0] if ai_first else SEATS[1]) in winners) / len(winners)
    assert wins >= 10


def test_solo_average_score():
    """Measured: 88.6 on average over these five games (57 to 101); 77.6 over seeds 0-59
    (56 to 102). The rulebook's "true Archleader" is 90 or more, "good" 60 or more."""
    totals = [ai_game(1, seed)[0].scores()["ann"]["total"] for seed in SEEDS[1]]
    assert sum(totals) / len(totals) >= 75
    assert min(totals) >= 50


def test_solo_scores_land_in_the_middle_of_the_chart():
    """Issue 8, point 25: with the first house data the AI averaged 97 (40 of 60 games "true
    Archleader", seeds 0-59; 94.7 over seeds 0-9), so the rulebook's 90 / 60 / 30 chart no
    longer separated outcomes. With the Freeloaders deck and the lean alternative tiles of
    data/uluk.toml: 77.6 over seeds 0-59, quartiles 68 / 75.5 / 88.5, 14 "true", 41 "good",
    5 "not great", none below 30; 83.0 over seeds 0-9. A good player is a good Archleader."""
    totals = [ai_game(1, seed)[0].scores()["ann"]["total"] for seed in range(10)]
    assert 60 <= sum(totals) / len(totals) < 90
    assert any(t < 90 for t in totals) and all(t >= 30 for t in totals)


def test_hunger_tokens_are_rare():
    """Measured: none in these games; over 20 self-play games at each player count, none
    with one to three players and 0.0125 tokens per player and game with four."""
    hunger = players = 0
    for game, _, _ in all_games():
        for p in game.state["players"]:
            hunger += p["hunger"]
            players += 1
    assert hunger / players <= 0.25


def test_every_triber_is_fed_every_season():
    """The +1 of a fed tribe, six seasons out of six, for nearly every player."""
    fed = [p["points"]["feeding"] for game, _, _ in all_games() for p in game.state["players"]]
    assert sum(fed) / len(fed) >= 5.5


# -- determinism, fairness, speed ------------------------------------------------------------


def test_same_rng_same_game():
    again = play([uluk_policy] * 3, 0, 3)[1]
    assert tuple(again) == ai_game(3, 0)[1]


def test_the_policy_changes_nothing_in_the_game():
    game = create("uluk", seats=["ann", "bob", "cy"], seed=4)
    for _ in range(60):
        seat = game.awaiting()[0]
        before = game.to_dict()
        action = uluk_policy(game, seat, random.Random(0))
        assert game.to_dict() == before
        game.play(seat, action)


@pytest.mark.parametrize("n", [1, 3])
def test_hidden_information_does_not_steer_it(n):
    """Other players' feast cards and the order of the invention and Freeloaders decks are
    changed in a copy at every decision: the AI decides the same."""
    feasts = sorted(C.feasts)

    def check(game, seat, action):
        twin = restore(game.to_dict())
        t = twin.state
        for i, p in enumerate(t["players"]):
            if t["seats"][i] != seat:
                p["feast"] = feasts[(feasts.index(p["feast"]) + 1) % len(feasts)]
        t["deck"].reverse()
        if t["freeloaders"]:
            t["freeloaders"]["deck"].reverse()
        assert uluk_policy(twin, seat, random.Random(5)) == uluk_policy(game, seat, random.Random(5))

    game, _ = play([uluk_policy] * n, 21, n, check=check)
    assert game.over


def test_a_four_player_ai_game_plays_to_the_end():
    """Its speed is measured in bench/bench_engine.py, not timed here."""
    game, _ = play([ai.choose] * 4, 7, 4)
    assert game.over


# -- sensible play in set positions ----------------------------------------------------------


def table(season=2, first=0, tribe="otters", res=None, tribers=4, poison=0, levels=None):
    """A two-player game at the start of ``season``'s placements: ann plays ``tribe`` with
    ``res`` and ``tribers``; bob (badgers) has four tribers and nothing else."""
    game = create("uluk", seats=["ann", "bob"], seed=1)
    s = game.state
    s["season"], s["first"] = season, first
    s["step"] = {"name": "place", "turn": first, "hut_done": False}
    for i, p in enumerate(s["players"]):
        p["tribe"] = tribe if i == 0 else "badgers"
        p["res"] = dict(res or {}) if i == 0 else {}
        p["tribers"] = p["hand"] = tribers if i == 0 else 4
        p["poison"] = poison if i == 0 else 0
    for r in RAW:
        track = C.track(r, s["alt"])
        s["tracks"][r]["level"] = (levels or {}).get(r, track.start)
    return game


def place(game, plans):
    """Play the placements: each awaited seat places its next planned space."""
    plans = {k: list(v) for k, v in plans.items()}
    while game.state["step"]["name"] == "place" and any(plans.values()):
        seat = game.awaiting()[0]
        game.play(seat, "place " + plans[seat].pop(0))


def decide(game, seat="ann"):
    return uluk_policy(game, seat, random.Random(0))


def test_a_hungry_tribe_goes_for_food_first():
    game = table(season=1)
    assert decide(game).split(" ")[1] in RAW


def test_raw_uluk_is_pickled_not_left_to_perish():
    game = table(res={"baked-mgobu": 4})
    place(game, {"ann": ["uluk", "uluk-processing", "temple", "temple"],
                 "bob": ["temple"] * 4})
    assert game.state["step"]["name"] == "process"
    have = game.state["players"][0]["res"]["uluk"]
    assert decide(game) == f"process pickled-uluk {have}"


def test_two_processing_tribers_keep_one_uluk_for_a_celebration():
    game = table(res={"baked-mgobu": 4}, tribers=5)
    place(game, {"ann": ["uluk", "uluk-processing", "uluk-processing", "temple", "temple"],
                 "bob": ["temple"] * 4})
    first = decide(game)
    game.play("ann", first)
    second = decide(game)
    assert {first.rsplit(" ", 1)[0], second.rsplit(" ", 1)[0]} == {
        "process fermented-uluk", "process pickled-uluk"}


def feeding(res, season=2, tribers=4, tribe="otters", poison=0):
    """ann in the Feeding phase with ``res`` (bob fed from baked mgobu)."""
    game = table(season=season, res=res, tribers=tribers, tribe=tribe, poison=poison)
    game.state["players"][1]["res"] = {"baked-mgobu": 4}
    place(game, {"ann": ["temple"] * tribers, "bob": ["temple"] * 4})
    assert game.state["step"]["name"] == "feed"
    return game


def finish_feeding(game, seat="ann"):
    actions = []
    while seat in game.awaiting():
        action = decide(game, seat)
        actions.append(action)
        game.play(seat, action)
    return actions


def test_feeds_everyone_then_celebrates():
    game = feeding({"pickled-uluk": 6, "fermented-uluk": 1})
    actions = finish_feeding(game)
    p = game.state["players"][0]
    assert p["hunger"] == 0 and p["points"]["celebrations"] == 6
    assert "celebrate pickled-uluk fermented-uluk" in actions


def test_perishables_are_eaten_before_preserved_food():
    game = feeding({"zork": 4, "baked-mgobu": 4})
    actions = finish_feeding(game)
    assert actions[0] == "feed zork 4"
    assert not any(a.startswith("feed baked-mgobu") for a in actions)


def test_reproduces_when_food_is_plentiful_and_seasons_remain():
    game = feeding({"fnord": 4, "pickled-uluk": 10}, season=2)
    actions = finish_feeding(game)
    assert "reproduce pickled-uluk pickled-uluk" in actions
    assert game.state["players"][0]["tribers"] > 4      # born, and in the tribe next season


def test_no_births_in_the_last_season_and_every_treat_eaten():
    game = feeding({"pickled-uluk": 6, "roasted-hlak": 3}, season=6)
    actions = finish_feeding(game)
    p = game.state["players"][0]
    assert p["newborn"] == 0 and not p["res"].get("roasted-hlak")
    assert p["points"]["treats"] == 3
    assert actions[-1] == "done" or not game.state["players"][0]["res"]


def test_feast_ingredients_are_kept_in_the_last_season():
    """Otters' Hunters' Feast card: smoked hlák and salted fnōrd stay on the board while
    other food feeds the tribe."""
    game = table(season=6, res={"smoked-hlak": 4, "salted-fnord": 2, "pickled-uluk": 4})
    game.state["players"][0]["feast"] = "hunters-feast"
    game.state["players"][1]["res"] = {"baked-mgobu": 4}
    place(game, {"ann": ["temple"] * 4, "bob": ["temple"] * 4})
    finish_feeding(game)
    p = game.state["players"][0]
    assert p["res"].get("smoked-hlak") == 4 and p["res"].get("salted-fnord") == 2


def test_poison_goes_hunting_when_held():
    """A hungry tribe with a Poison token and fish swarming (three a hunter)."""
    game = table(season=3, poison=1, levels={"fnord": 5})
    assert decide(game) == "place fnord poison"
