"""Property tests of the Natives engine through the contract only (DESIGN.md, "The engine
contract" and "Tests and measurements"): seeded random games played to the end with legal
actions, garbage and out-of-turn actions refused with the state unchanged, ``restore`` and
JSON round trips, replay from the log, the 110 base cards conserved at every step, and the
deck order never shown. The whole file runs in a few seconds.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from functools import cache
from itertools import combinations
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.rules import IllegalAction, create, restore
from bot.rules.prairie import END
from tests.contract import drive, spread
from tests.helpers_natives import all_cards, base_cards

SEATS = ["ann", "bob", "cy", "dee"]
MAX_LEGAL = 300              # "stays under a few hundred entries"
CATEGORIES = {"natives", "others", "food", "scalps", "rituals", "totems", "total"}


def seats_for(seed: int) -> list[str]:
    return SEATS[: 2 + seed % 3]


def initial_cards(seed: int) -> Counter:
    return all_cards(create("natives", seats_for(seed), seed=seed).to_dict())


def pick(game, rng: random.Random) -> tuple[str, str]:
    seat = rng.choice(game.awaiting())
    return seat, rng.choice(game.legal_actions(seat))


def play_random(seed: int, check=None, compound: float = 0.0) -> tuple[Any, list[tuple[str, str]]]:
    """Play the seeded game to the end with random legal actions (see tests.contract.drive)."""
    game = create("natives", seats_for(seed), seed=seed)
    return drive(game, random.Random(seed * 7919 + 1), pick, check, compound)


@cache
def finished_game(seed: int) -> tuple[dict, tuple[tuple[str, str], ...]]:
    game, log = play_random(seed)
    return game.to_dict(), tuple(log)


def walk(seed: int):
    """Every position of the seeded game (a fresh game object each), in order."""
    _, log = finished_game(seed)
    game = create("natives", seats_for(seed), seed=seed)
    yield game
    for seat, action in log:
        game.play(seat, action)
        yield game


# ----------------------------------------------------------------------------------------
# whole games
# ----------------------------------------------------------------------------------------

class Checker:
    """What must hold after every step of a game, read through the contract."""

    def __init__(self, seed: int):
        self.start = base_cards(initial_cards(seed))
        assert sum(self.start.values()) == 110
        self.turns: list[tuple[bool, str]] = []     # (Winter revealed, whose turn) per step

    def __call__(self, game) -> None:
        before = game.to_dict()
        awaited = game.awaiting()
        assert bool(awaited) != game.over
        for seat in game.seats:
            legal = game.legal_actions(seat)
            if seat in awaited:
                assert legal, f"seat {seat} awaited with no legal action"
                assert len(legal) < MAX_LEGAL
                assert len(set(legal)) == len(legal)
            else:
                assert legal == []
        cards = all_cards(before)
        assert base_cards(cards) == self.start                 # the 110 cards are conserved
        assert cards[END] == 1 and before["aside"] in ([], [END])
        view = game.view(None)
        step = view["step"]
        if step["name"] == "choose":
            me = next(p for p in view["players"] if p["seat"] == view["turn"])
            assert 0 <= step["scouted"] <= me["counts"]["scout"]
        elif step["name"] == "take":
            assert 0 <= len(step["taken"]) < step["cap"]
        game.view(game.seats[0]), game.scores(), game.winners()
        assert game.to_dict() == before                         # reading changes nothing
        self.turns.append((view["end_revealed"], view["turn"]))

    def check_end(self, game) -> None:
        """From the turn Winter Is Coming came, play goes round to the seat right of the
        first player, and stops there."""
        seats, n = game.seats, len(game.seats)
        first = next(p["seat"] for p in game.view(None)["players"] if p["first"])
        f = seats.index(first)
        at = next(k for k, (revealed, _) in enumerate(self.turns) if revealed)
        played = [seat for _, seat in self.turns[at:]]
        played = [x for k, x in enumerate(played) if k == 0 or played[k - 1] != x]
        r = seats.index(played[0])
        assert played == [seats[(r + k) % n] for k in range((f - 1 - r) % n + 1)]


@pytest.mark.parametrize("block", range(6))
def test_random_games_end_with_a_winner(block):
    """300 seeded 2-4 player games, checked at every step."""
    for seed in range(block * 50, block * 50 + 50):
        check = Checker(seed)
        game, _ = play_random(seed, check, compound=0.15)
        check.check_end(game)
        assert game.over and game.view(None)["end_revealed"]
        winners = game.winners()
        assert winners and set(winners) <= set(game.seats)
        scores = game.scores()
        for seat in game.seats:
            assert set(scores[seat]) == CATEGORIES
            assert scores[seat]["total"] == sum(v for k, v in scores[seat].items() if k != "total")
        best = max(scores[w]["total"] for w in game.seats)
        assert all(scores[w]["total"] == best for w in winners)


def test_random_games_reach_every_kind_of_decision():
    """The random games above do explore the rituals' decisions, not only simple turns."""
    steps: Counter = Counter()
    several = 0
    for seed in range(120):
        for game in walk(seed):
            if not game.over:
                steps[game.view(None)["step"]["name"]] += 1
                several += len(game.awaiting()) > 1
    assert set(steps) == {"choose", "take", "place", "rituals", "sacrifice", "forced"}
    assert several > 0


# ----------------------------------------------------------------------------------------
# legal actions
# ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(0, 40, 2))
def test_every_legal_action_is_accepted(seed):
    for game in walk(seed):
        if game.over:
            continue
        snapshot = game.to_dict()
        for seat in game.awaiting():
            for action in game.legal_actions(seat):
                trial = restore(snapshot)
                trial.play(seat, action)           # raises if the engine refuses its own list
                assert trial.to_dict() != snapshot


@pytest.mark.parametrize("seed", range(1, 40, 2))
def test_legal_actions_of_the_wrong_seat_are_refused(seed):
    """Out-of-turn: another seat sending the awaited seat's legal actions changes nothing."""
    rng = random.Random(seed)
    for game in walk(seed):
        if game.over:
            for seat in game.seats:
                assert game.legal_actions(seat) == []
            continue
        before = game.to_dict()
        awaited = game.awaiting()
        others = [s for s in game.seats if s not in awaited] + ["stranger"]
        for seat in others:
            assert game.legal_actions(seat) == []
            actions = game.legal_actions(rng.choice(awaited))
            for action in rng.sample(actions, min(3, len(actions))):
                with pytest.raises(IllegalAction):
                    game.play(seat, action)
                assert game.to_dict() == before


# ----------------------------------------------------------------------------------------
# persistence: restore, JSON, replay
# ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(30))
def test_restore_and_json_round_trip_at_every_step(seed):
    for game in walk(seed):
        d = game.to_dict()
        assert restore(d) == game
        text = json.dumps(d)
        assert json.loads(text) == d
        again = restore(json.loads(text))
        assert again == game
        assert again.awaiting() == game.awaiting()
        for seat in game.awaiting():
            assert again.legal_actions(seat) == game.legal_actions(seat)


@pytest.mark.parametrize("seed", range(60))
def test_replaying_the_log_gives_the_same_state(seed):
    final, log = finished_game(seed)
    game = create("natives", seats_for(seed), seed=seed)
    for seat, action in log:
        game.play(seat, action)
    assert json.dumps(game.to_dict(), sort_keys=True) == json.dumps(final, sort_keys=True)


def test_a_restored_game_plays_on_like_the_original():
    for seed in range(10):
        _, log = finished_game(seed)
        game = create("natives", seats_for(seed), seed=seed)
        half = len(log) // 2
        for seat, action in log[:half]:
            game.play(seat, action)
        copy = restore(json.loads(json.dumps(game.to_dict())))
        for seat, action in log[half:]:
            game.play(seat, action)
            copy.play(seat, action)
        assert copy == game and copy.over


# ----------------------------------------------------------------------------------------
# hidden information
# ----------------------------------------------------------------------------------------

def _keys(value):
    if isinstance(value, dict):
        for k, v in value.items():
            yield k, v
            yield from _keys(v)
    elif isinstance(value, list):
        for v in value:
            yield from _keys(v)


@pytest.mark.parametrize("seed", range(12))
def test_views_never_show_the_deck_order(seed):
    """Every view is JSON, shows the deck as a count, and is the same whatever the deck's
    order: shuffling the hidden deck changes no view (and no legal action)."""
    rng = random.Random(seed)
    for game in walk(seed):
        d = game.to_dict()
        rng.shuffle(d["deck"])
        shuffled = restore(d)
        for seat in [None, *game.seats]:
            view = game.view(seat)
            json.dumps(view)
            assert view["deck"] == len(d["deck"])
            for key, value in _keys(view):
                assert key != "seed"
                assert key != "deck" or isinstance(value, int)
            assert shuffled.view(seat) == view
            if seat is not None:
                assert view["legal"] == game.legal_actions(seat)


# ----------------------------------------------------------------------------------------
# garbage (hypothesis)
# ----------------------------------------------------------------------------------------

@cache
def positions() -> list[dict]:
    """A spread of positions (every step name, 2-4 seats, and a finished game)."""
    return spread((game for seed in range(40) for game in walk(seed)), step_name, 6)


WORDS = [
    "scout", "use", "take", "done", "place", "resolve", "sacrifice", "discard", "pass",
    "elder", "shaman", "warrior", "hunter", "fisherman", "farmer", "scout", "corn", "bison",
    "salmon", "man-bear", "man-eagle", "man-wolf", "man-turtle", "woman-bear-eagle",
    "woman-wolf-turtle", "clear-sky", "rain-calling", "sacrifice", "ancestor-summoning",
    "clear-sight", "totem-strength", "totem-tribe", "end-card", "__init__", "_end_turn",
    "USE", "Take", "-", ";", "", " ", "\t", "\u00a0", "é", "0", "-1", "None",
]
TOKEN = st.one_of(st.sampled_from(WORDS), st.text(max_size=6))
STEP = st.lists(TOKEN, min_size=0, max_size=4).map(" ".join)
GARBAGE = st.one_of(
    st.text(max_size=40),
    STEP,
    st.lists(STEP, min_size=1, max_size=4).map("; ".join),
)
SEAT = st.one_of(
    st.sampled_from(SEATS), st.sampled_from(["", "ANN", "zed", "ann "]), st.text(max_size=5),
)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(min_value=0), seat=SEAT, action=GARBAGE)
def test_garbage_is_refused_and_changes_nothing(index, seat, action):
    states = positions()
    game = restore(states[index % len(states)])
    before = game.to_dict()
    legal = {a for s in game.awaiting() for a in game.legal_actions(s)}
    try:
        game.play(seat, action)
    except IllegalAction as exc:
        assert str(exc) and "Traceback" not in str(exc)
        assert game.to_dict() == before
        return
    # accepted: then it was a seat's turn and (at least its first step) a legal action
    assert seat in restore(before).awaiting()
    first = " ".join(action.split(";")[0].split())
    assert first in legal or first.split(" ")[0] == "take"
    json.dumps(game.to_dict())


@settings(max_examples=200, deadline=None)
@given(index=st.integers(min_value=0), data=st.data())
def test_legal_actions_of_another_seat_sampled_by_hypothesis(index, data):
    states = positions()
    game = restore(states[index % len(states)])
    if game.over:
        return
    awaited = game.awaiting()
    others = [s for s in game.seats if s not in awaited]
    if not others:
        return
    seat = data.draw(st.sampled_from(others))
    action = data.draw(st.sampled_from(game.legal_actions(awaited[0])))
    before = game.to_dict()
    with pytest.raises(IllegalAction, match="not your turn"):
        game.play(seat, action)
    assert game.to_dict() == before


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), choices=st.randoms(use_true_random=False))
def test_hypothesis_drawn_games_end_with_a_winner(seed, choices):
    game = create("natives", seats_for(seed), seed=seed)
    start = base_cards(all_cards(game.to_dict()))
    while not game.over:
        seat = choices.choice(game.awaiting())
        game.play(seat, choices.choice(game.legal_actions(seat)))
    assert base_cards(all_cards(game.to_dict())) == start
    assert game.winners()
    assert restore(json.loads(json.dumps(game.to_dict()))) == game


# ========================================================================================
# Every combination of the Natives expansions, and Inuit: The Snow Folk
# ========================================================================================
# The same properties, for the 8 expansion combinations (the base game again included) and
# Inuit, with 2, 3 and 4 players. Fewer seeds per configuration: the base game above is the
# thorough run; here every configuration gets whole games, every legal action tried,
# restore/JSON/replay at every step, hidden deck and garbage.

EXPANSIONS = ("soul-of-the-prairie", "seasons", "strangers")
CONFIGS = [("natives", tuple(c)) for r in range(4) for c in combinations(EXPANSIONS, r)]
CONFIGS.append(("inuit", ()))
CONFIG_IDS = [f"{t}+{'+'.join(e) or 'base'}" for t, e in CONFIGS]
# cards in the game, the end card aside: the rulebooks' contents lists
BASE_CARDS = {"natives": 110, "inuit": 115}
ADDED = {"soul-of-the-prairie": 13 + 4 + 8 + 1 + 9 - 1, "seasons": 2, "strangers": 5}   # Strength removed
SPECIAL = {END, "summer-has-come", "autumn-has-come"}


def config_game(title: str, exps: tuple[str, ...], seed: int):
    options = {"expansions": list(exps)} if exps else None
    return create(title, seats_for(seed), seed=seed, options=options)


def config_categories(title: str, exps: tuple[str, ...]) -> set[str]:
    extra = set()
    if "soul-of-the-prairie" in exps:
        extra |= {"war-peace", "legendary"}
    if "seasons" in exps:
        extra.add("curses")
    return CATEGORIES | extra


def play_config(title, exps, seed, check=None, compound=0.0):
    return drive(config_game(title, exps, seed), random.Random(seed * 7919 + 3), pick, check, compound)


@cache
def config_finished(title, exps, seed) -> tuple[dict, tuple[tuple[str, str], ...]]:
    game, log = play_config(title, exps, seed)
    return game.to_dict(), tuple(log)


def config_walk(title, exps, seed):
    _, log = config_finished(title, exps, seed)
    game = config_game(title, exps, seed)
    yield game
    for seat, action in log:
        game.play(seat, action)
        yield game


class ConfigChecker(Checker):
    def __init__(self, title: str, exps: tuple[str, ...], seed: int):
        self.start = base_cards(all_cards(config_game(title, exps, seed).to_dict()))
        expected = BASE_CARDS[title] + sum(ADDED[e] for e in exps)
        assert sum(self.start.values()) == expected
        self.turns = []

    def __call__(self, game) -> None:
        before = game.to_dict()
        awaited = game.awaiting()
        assert bool(awaited) != game.over
        for seat in game.seats:
            legal = game.legal_actions(seat)
            if seat in awaited:
                assert legal and len(legal) < MAX_LEGAL and len(set(legal)) == len(legal)
            else:
                assert legal == []
        cards = all_cards(before)
        assert base_cards(cards) == self.start
        assert cards[END] == 1 and set(before["aside"]) <= SPECIAL
        assert len(before["aside"]) == len(set(before["aside"]))
        view = game.view(None)
        if view["step"]["name"] == "choose":
            me = next(p for p in view["players"] if p["seat"] == view["turn"])
            assert 0 <= view["step"]["scouted"] <= me["counts"]["scout"]
        game.view(game.seats[0]), game.scores(), game.winners()
        assert game.to_dict() == before
        self.turns.append((view["end_revealed"], view["turn"]))


@pytest.mark.parametrize(("title", "exps"), CONFIGS, ids=CONFIG_IDS)
def test_every_configuration_plays_to_the_end(title, exps):
    """18 games per configuration, 6 each of 2, 3 and 4 players, checked at every step."""
    for seed in range(18):
        check = ConfigChecker(title, exps, seed)
        game, _ = play_config(title, exps, seed, check, compound=0.15)
        check.check_end(game)
        assert game.over and game.view(None)["end_revealed"]
        scores = game.scores()
        for seat in game.seats:
            assert set(scores[seat]) == config_categories(title, exps)
            assert scores[seat]["total"] == sum(v for k, v in scores[seat].items() if k != "total")
        winners = game.winners()
        assert winners and set(winners) <= set(game.seats)


def test_the_configurations_reach_every_kind_of_decision():
    steps: Counter = Counter()
    for title, exps in CONFIGS:
        for seed in range(6):
            for game in config_walk(title, exps, seed):
                if not game.over:
                    steps[game.view(None)["step"]["name"]] += 1
    assert set(steps) >= {
        "choose", "take", "place", "rituals", "sacrifice", "forced", "war-peace", "quick-hand",
        "knowledge", "before", "after", "season-take", "harvest",
    }


@pytest.mark.parametrize(("title", "exps"), CONFIGS, ids=CONFIG_IDS)
def test_every_legal_action_of_every_configuration_is_accepted(title, exps):
    for seed in (0, 1, 2):
        for game in config_walk(title, exps, seed):
            if game.over:
                continue
            snapshot = game.to_dict()
            for seat in game.awaiting():
                for action in game.legal_actions(seat):
                    trial = restore(snapshot)
                    trial.play(seat, action)
                    assert trial.to_dict() != snapshot


@pytest.mark.parametrize(("title", "exps"), CONFIGS, ids=CONFIG_IDS)
def test_every_configuration_restores_replays_and_hides_the_deck(title, exps):
    rng = random.Random(5)
    for seed in (3, 4, 5):
        final, log = config_finished(title, exps, seed)
        for game in config_walk(title, exps, seed):
            d = game.to_dict()
            again = restore(json.loads(json.dumps(d)))
            assert again == game and again.awaiting() == game.awaiting()
            shuffled = dict(d, deck=rng.sample(d["deck"], len(d["deck"])))
            other = restore(shuffled)
            for seat in (None, game.seats[0]):
                view = game.view(seat)
                json.dumps(view)
                assert other.view(seat) == view
        assert restore(final).to_dict() == game.to_dict()
        replay = config_game(title, exps, seed)
        for seat, action in log:
            replay.play(seat, action)
        assert json.dumps(replay.to_dict(), sort_keys=True) == json.dumps(final, sort_keys=True)


@cache
def config_positions() -> list[dict]:
    games = (game for title, exps in CONFIGS for seed in range(3) for game in config_walk(title, exps, seed))
    return spread(games, step_name, 8)


def step_name(game) -> str:
    return "over" if game.over else game.view(None)["step"]["name"]


CONFIG_WORDS = WORDS + [
    "war", "peace", "give-quick-hand", "knowledge", "replenish", "season", "curse", "end",
    "kind", "red", "hospitable", "harvest", "change", "prayers", "big-corn", "quick-hand",
    "ah-and-oh", "big-merrymaker", "stranger", "war-peace-wolf", "orca", "seal", "polar-bear",
    "bear-hunter", "adult-raven", "summer-has-come",
]
CONFIG_STEP = st.lists(st.one_of(st.sampled_from(CONFIG_WORDS), st.sampled_from(SEATS)),
                       min_size=0, max_size=4).map(" ".join)


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(min_value=0), seat=SEAT,
       action=st.one_of(CONFIG_STEP, st.lists(CONFIG_STEP, min_size=1, max_size=3).map("; ".join)))
def test_garbage_in_every_configuration_is_refused_and_changes_nothing(index, seat, action):
    states = config_positions()
    game = restore(states[index % len(states)])
    before = game.to_dict()
    legal = {a for s in game.awaiting() for a in game.legal_actions(s)}
    try:
        game.play(seat, action)
    except IllegalAction as exc:
        assert str(exc) and "Traceback" not in str(exc)
        assert game.to_dict() == before
        return
    assert seat in restore(before).awaiting()
    first = " ".join(action.split(";")[0].split())
    assert first in legal or first.split(" ")[0] == "take"
