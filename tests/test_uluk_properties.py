"""Property tests of the Uluk engine through the contract only (DESIGN.md, "The engine
contract" and "Tests and measurements"): hundreds of seeded random games for 1 to 4
players played to the end with legal actions, every legal action accepted, garbage and
out-of-turn actions refused with the state unchanged, ``restore`` and JSON round trips,
replay from the seed and the log byte for byte, components conserved, the secret feast
card and every deck order absent from the views, decisions kept small.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.rules import IllegalAction, create, restore
from bot.rules.uluk import FL, MAX_TRIBERS, RATINGS, SCORE_CATEGORIES
from bot.rules.uluk_data import RAW, components
from tests.contract import drive, spread, step_and_seats

SEATS = ["ann", "bob", "cy", "dee"]
MAX_LEGAL = 300              # "stays under a few hundred entries"
C = components()
INVENTIONS = Counter(C.invention_deck())


def seats_for(seed: int) -> list[str]:
    return SEATS[: 1 + seed % 4]


def pick(game, rng: random.Random) -> tuple[str, str]:
    """A random legal action; 'done' and the Temple are chosen less often, so that the
    games explore celebrations, reproduction, processing and monuments."""
    seat = rng.choice(game.awaiting())
    legal = game.legal_actions(seat)
    busy = [a for a in legal if a not in ("done", "stay", "place temple", "move temple")]
    if busy and rng.random() < 0.8:
        return seat, rng.choice(busy)
    return seat, rng.choice(legal)


def play_random(seed: int, check=None, compound: float = 0.0):
    """Play the seeded game to the end (see tests.contract.drive)."""
    game = create("uluk", seats_for(seed), seed=seed)
    return drive(game, random.Random(seed * 7919 + 3), pick, check, compound)


@cache
def finished_game(seed: int) -> tuple[dict, tuple[tuple[str, str], ...]]:
    game, log = play_random(seed)
    return game.to_dict(), tuple(log)


def walk(seed: int):
    """Every position of the seeded game, in order (the same game object, played on)."""
    _, log = finished_game(seed)
    game = create("uluk", seats_for(seed), seed=seed)
    yield game
    for seat, action in log:
        game.play(seat, action)
        yield game


def conserved(game) -> None:
    """Components never appear or vanish: 30 inventions, 20 (less New Triber!) Freeloaders
    cards, six monument tokens, tribers on the board plus in hand, at most nine a tribe."""
    s = game.state
    owned = Counter(x for p in s["players"] for x in p["inventions"])
    assert Counter(s["row"]) + Counter(s["deck"]) + Counter(s["discard"]) + owned == INVENTIONS
    for p in s["players"]:
        assert len(set(p["inventions"])) == len(p["inventions"])      # no duplicates
        assert p["tribers"] + p["newborn"] <= MAX_TRIBERS
        assert p["poison"] >= 0 and all(n > 0 for n in p["res"].values())
    fl = s["freeloaders"]
    if fl:
        assert len(fl["deck"]) + len(fl["discard"]) == 20
        assert fl["camp"] + fl["newborn"] <= MAX_TRIBERS
    tokens = [t for p in s["players"] for t in p["tokens"]] + (fl["tokens"] if fl else [])
    assert sorted(m["token"] for m in s["monuments"]) == [1, 2, 3, 4, 5, 6]
    assert set(tokens) <= {m["token"] for m in s["monuments"] if m["built"]}
    if s["phase"] == "errand" and not s["over"]:
        placed = Counter()
        for r in RAW:
            placed.update(w for w, _ in s["areas"][r]["sickle"])
            placed.update(s["areas"][r]["processing"])
        for m in s["monuments"]:
            placed.update(m["spaces"])
        placed.update(s["workshop"] + s["temple"] + ([s["shaman"]] if s["shaman"] is not None
                                                     else []))
        for i, p in enumerate(s["players"]):
            assert placed[i] + p["hand"] == p["tribers"]
        if fl:
            assert placed[FL] + fl["hand"] == fl["camp"]
    for r in RAW:
        track = C.track(r, s["alt"])
        assert 0 <= s["tracks"][r]["level"] <= track.top
        assert len(s["areas"][r]["sickle"]) <= 3
    for m in s["monuments"]:
        assert len(m["spaces"]) <= m["size"]


# ----------------------------------------------------------------------------------------
# whole games
# ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("block", range(4))
def test_random_games_end_with_winners(block):
    """240 seeded games, 60 for each player count, checked at every step."""
    for seed in range(block * 60, block * 60 + 60):
        def check(game):
            awaited = game.awaiting()
            assert bool(awaited) != game.over
            for seat in game.seats:
                legal = game.legal_actions(seat)
                if seat in awaited:
                    assert legal, f"{seat} awaited with no legal action"
                    assert len(legal) < MAX_LEGAL
                    assert len(set(legal)) == len(legal)
                else:
                    assert legal == []
            conserved(game)

        game, _ = play_random(seed, check, compound=0.1)
        scores = game.scores()
        for seat in game.seats:
            assert set(scores[seat]) == set(SCORE_CATEGORIES)
            assert scores[seat]["total"] == sum(v for k, v in scores[seat].items()
                                                if k != "total")
        winners = game.winners()
        assert winners and set(winners) <= set(game.seats)
        best = max(scores[w]["total"] for w in game.seats)
        assert all(scores[w]["total"] == best for w in winners)
        assert game.state["season"] == 6 and all(m["revealed"] for m in game.state["monuments"])
        if len(game.seats) == 1:
            assert game.view()["rating"] in {line for _, line in RATINGS}
        else:
            assert "rating" not in game.view()


def test_random_games_reach_every_kind_of_decision():
    steps: Counter = Counter()
    verbs: Counter = Counter()
    several = 0
    for seed in range(40):
        _, log = finished_game(seed)
        verbs.update(action.split(" ")[0] for _, action in log)
        for game in walk(seed):
            if not game.over:
                steps[game.state["step"]["name"]] += 1
                several += len(game.awaiting()) > 1
    assert set(steps) == {"place", "shaman", "process", "feed"}
    assert {"place", "move", "stay", "process", "free", "done", "feed", "reproduce",
            "celebrate", "eat"} <= set(verbs)
    assert several > 0


def test_every_player_count_is_played():
    counts = Counter(len(seats_for(seed)) for seed in range(240))
    assert counts == {1: 60, 2: 60, 3: 60, 4: 60}


# ----------------------------------------------------------------------------------------
# legal actions
# ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(8))
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


@pytest.mark.parametrize("seed", range(8, 16))
def test_out_of_turn_actions_are_refused(seed):
    rng = random.Random(seed)
    for game in walk(seed):
        before = game.to_dict()
        if game.over:
            for seat in game.seats:
                assert game.legal_actions(seat) == []
                with pytest.raises(IllegalAction, match="game is over"):
                    game.play(seat, "done")
            continue
        awaited = game.awaiting()
        others = [s for s in game.seats if s not in awaited] + ["stranger", "freeloaders"]
        for seat in others:
            assert game.legal_actions(seat) == []
            actions = game.legal_actions(rng.choice(awaited))
            for action in rng.sample(actions, min(2, len(actions))):
                with pytest.raises(IllegalAction):
                    game.play(seat, action)
                assert game.to_dict() == before


# ----------------------------------------------------------------------------------------
# persistence: restore, JSON, replay
# ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(12))
def test_restore_and_json_round_trip_at_every_step(seed):
    for game in walk(seed):
        d = game.to_dict()
        assert restore(d) == game
        text = json.dumps(d)
        again = restore(json.loads(text))
        assert again == game and again.to_dict() == d
        assert again.awaiting() == game.awaiting()
        for seat in game.awaiting():
            assert again.legal_actions(seat) == game.legal_actions(seat)


@pytest.mark.parametrize("seed", range(40))
def test_replaying_the_log_gives_the_same_state(seed):
    final, log = finished_game(seed)
    game = create("uluk", seats_for(seed), seed=seed)
    for seat, action in log:
        game.play(seat, action)
    assert json.dumps(game.to_dict(), sort_keys=True) == json.dumps(final, sort_keys=True)


def test_a_restored_game_plays_on_like_the_original():
    for seed in range(8):
        _, log = finished_game(seed)
        game = create("uluk", seats_for(seed), seed=seed)
        half = len(log) // 2
        for seat, action in log[:half]:
            game.play(seat, action)
        copy = restore(json.loads(json.dumps(game.to_dict())))
        for seat, action in log[half:]:
            assert copy.play(seat, action) == game.play(seat, action)
        assert copy == game and copy.over


def test_different_seeds_give_different_games():
    states = {json.dumps(create("uluk", ["ann", "bob"], seed=s).to_dict()["monuments"])
              for s in range(20)}
    assert len(states) > 10


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


def _scramble(game, rng: random.Random):
    """The same table with every hidden thing changed: deck orders, face-down monument
    tokens, and every feast card."""
    other = restore(game.to_dict())
    s = other.state
    rng.shuffle(s["deck"])
    if s["freeloaders"]:
        rng.shuffle(s["freeloaders"]["deck"])
    hidden = [k for k, m in enumerate(s["monuments"]) if not m["revealed"]]
    tokens = [s["monuments"][k]["token"] for k in hidden]
    rng.shuffle(tokens)
    for k, t in zip(hidden, tokens, strict=True):
        s["monuments"][k]["token"] = t
    for p in s["players"]:
        p["feast"] = rng.choice(sorted(C.feasts))
    return other


@pytest.mark.parametrize("seed", range(12))
def test_views_hide_the_feast_cards_and_the_deck_orders(seed):
    """Every view is JSON; the feast card is only in its owner's view; deck orders and
    face-down tokens are never shown: changing them changes no view but the owner's feast."""
    rng = random.Random(seed)
    for game in walk(seed):
        scrambled = _scramble(game, rng)
        for seat in [None, *game.seats]:
            view = game.view(seat)
            json.dumps(view)
            for key, value in _keys(view):
                assert key not in ("seed", "rng")
                assert key != "deck" or isinstance(value, int)
            with_feast = [p["seat"] for p in view["players"] if "feast" in p]
            assert with_feast == ([] if seat is None else [seat])
            other = scrambled.view(seat)
            for p in view["players"] + other["players"]:
                p.pop("feast", None)
            assert other == view
            if seat is not None:
                assert view["legal"] == game.legal_actions(seat)


def test_scores_before_the_end_do_not_leak_the_feast():
    rng = random.Random(5)
    for seed in range(6):
        for game in walk(seed):
            if not game.over:
                assert _scramble(game, rng).scores() == game.scores()


# ----------------------------------------------------------------------------------------
# garbage (hypothesis)
# ----------------------------------------------------------------------------------------

@cache
def positions() -> list[dict]:
    """A spread of positions (every step name, 1-4 seats, and finished games)."""
    return spread((game for seed in range(16) for game in walk(seed)), step_and_seats, 3)


WORDS = [
    "place", "move", "stay", "process", "free", "done", "feed", "reproduce", "celebrate",
    "eat", "uluk", "mgobu", "tlon", "zork", "fnord", "hlak", "tlön", "hlák", "poison",
    "uluk-processing", "monument-a", "monument-f", "monument-g", "workshop", "shaman",
    "temple", "fish-net", "pickled-uluk", "tlon-brew", "baked-mgobu", "roasted-hlak",
    "fermented-uluk", "smoked-hlak", "0", "1", "2", "99", "-1", "1.5", "__init__",
    "_end_game", "PLACE", "Done", ";", "", " ", "\t", "\u00a0", "é", "None",
]
TOKEN = st.one_of(st.sampled_from(WORDS), st.text(max_size=6))
STEP = st.lists(TOKEN, min_size=0, max_size=4).map(" ".join)
GARBAGE = st.one_of(
    st.text(max_size=40),
    STEP,
    st.lists(STEP, min_size=1, max_size=4).map("; ".join),
)
SEAT = st.one_of(
    st.sampled_from(SEATS), st.sampled_from(["", "ANN", "freeloaders", "ann "]),
    st.text(max_size=5),
)


def _canonical(step: str) -> str:
    import unicodedata
    decomposed = unicodedata.normalize("NFKD", " ".join(step.split()))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
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
    # accepted: then it was a seat's turn and its first step a legal action (a count of
    # one may be left out: "feed baked-mgobu 1" is "feed baked-mgobu")
    assert seat in restore(before).awaiting()
    first = _canonical(action.split(";")[0])
    words = first.split(" ")
    assert first in legal or (words[-1] == "1" and " ".join(words[:-1]) in legal)
    json.dumps(game.to_dict())


@settings(max_examples=150, deadline=None)
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
    # a seat that has decided in an all-at-once step hears that it has, the others whose turn it is not
    with pytest.raises(IllegalAction, match="not your turn|made your choice for this step"):
        game.play(seat, action)
    assert game.to_dict() == before


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), choices=st.randoms(use_true_random=False),
       n=st.integers(min_value=1, max_value=4))
def test_hypothesis_drawn_games_end_with_winners(seed, choices, n):
    game = create("uluk", SEATS[:n], seed=seed)
    while not game.over:
        seat = choices.choice(game.awaiting())
        game.play(seat, choices.choice(game.legal_actions(seat)))
        conserved(game)
    assert game.winners()
    assert restore(json.loads(json.dumps(game.to_dict()))) == game
