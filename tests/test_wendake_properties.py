"""Property tests of the Wendake engine through the contract only (DESIGN.md, "The engine
contract"): seeded random games for 1 to 4 players (generic and drafted tribes) played to the
end with legal actions, every legal action accepted, garbage and out-of-turn actions refused
with the state unchanged, ``restore`` and JSON round trips, replay from the seed and the log
byte for byte, components conserved, hidden mask hands and deck orders absent from the
views, hostile seat names, decisions kept small.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.rules import ENGINES
from bot.rules.base import IllegalAction
from bot.rules.wendake import BLACK, LONGHOUSE, SCORE_CATEGORIES, YEARS, WendakeGame
from bot.rules.wendake_data import GOODS, TRACKS, components
from tests.contract import drive, spread, step_and_seats

SEATS = ["ann", "bob", "cy", "dee"]
HOSTILE = ["2", "W1 t1; done", "🔥 ghost", "ann smith"]
MAX_LEGAL = 300
C = components()


def seats_for(seed: int, names=SEATS) -> list[str]:
    return list(names[: 1 + seed % 4])


def options_for(seed: int) -> dict:
    return {"tribes": "draft" if seed % 8 >= 4 else "generic"}


def new(seed: int, names=SEATS) -> WendakeGame:
    return WendakeGame.new("wendake", seats_for(seed, names), seed, options_for(seed))


def restore(state: dict) -> WendakeGame:
    return WendakeGame(state)


def pick(game, rng: random.Random) -> tuple[str, str]:
    """A random legal action; 'skip' and 'done' less often, so that games move and fight."""
    seat = rng.choice(game.awaiting())
    legal = game.legal_actions(seat)
    busy = [a for a in legal if a not in ("skip", "done", "keep")]
    if busy and rng.random() < 0.8:
        return seat, rng.choice(busy)
    quiet = [a for a in legal if a not in busy]
    return seat, rng.choice(quiet if quiet and rng.random() < 0.5 else legal)


def play_random(seed: int, check=None, compound: float = 0.0, names=SEATS):
    game = new(seed, names)
    return drive(game, random.Random(seed * 7919 + 3), pick, check, compound)


@cache
def finished_game(seed: int) -> tuple[dict, tuple[tuple[str, str], ...]]:
    game, log = play_random(seed)
    return game.to_dict(), tuple(log)


def walk(seed: int):
    """Every position of the seeded game, in order (the same game object, played on)."""
    _, log = finished_game(seed)
    game = new(seed)
    yield game
    for seat, action in log:
        game.play(seat, action)
        yield game


def conserved(game: WendakeGame) -> None:
    """Natives, canoes, mask cards, turtles and tiles never appear or vanish."""
    s = game.state
    areas = s["areas"]
    holders = Counter()
    for aid, occ in areas.items():
        if occ:
            holders[occ["owner"]] += 1
            if occ["kind"] == "warrior":
                assert s["players"][occ["owner"]]["warriors"][occ["warrior"]] == aid
    owners = list(enumerate(s["players"])) + ([(1, s["ghost"])] if s["ghost"] else [])
    for i, p in owners:
        for w, loc in p["warriors"].items():
            assert loc == LONGHOUSE or loc in game.gmap.territories or areas[loc] == {
                "owner": i, "kind": "warrior", "warrior": w}
            if loc in game.gmap.territories and game.gmap.territories[loc].home:
                assert loc == f"h{i + 1}"                     # never an opponent's Home
        if p is s["ghost"]:
            assert len(p["warriors"]) == 7
            continue
        assert len(p["warriors"]) == 7 + (BLACK in p["warriors"])
        assert (BLACK in p["warriors"]) == (p["tribe"] == "mohawk")
        for kind in ("woman", "hunter"):
            on_map = sum(1 for occ in areas.values()
                         if occ and occ["owner"] == i and occ["kind"] == kind)
            assert p["home"][kind] + p["longhouse"][kind] + on_map == 7
        assert 1 <= p["canoes"] <= 5
        assert all(p["goods"][g] >= 0 for g in GOODS)
        assert all(0 <= p["tracks"][t] <= C.rules["track_length"] for t in TRACKS)
        tiles = [e["tile"] for e in p["board"]]
        assert len(tiles) == 9 and tiles.count("fire") == 1
        assert len(p["hand"]) <= C.rules["mask_hand"]
    m = s["masks"]
    cards = m["deck"] + m["display"] + m["discard"] + [c for p in s["players"] for c in p["hand"]]
    assert Counter(cards) == Counter(C.mask_deck())
    held = [t for p in s["players"] for t in p["turtles"]]
    assert Counter(s["turtles"] + held) == Counter(C.turtle_stack())


# ----------------------------------------------------------------------------------------
# whole games
# ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("block", range(4))
def test_random_games_end_with_winners(block):
    """16 seeded games, 4 of each player count, checked at every step."""
    for seed in range(block * 4, block * 4 + 4):
        def check(game):
            awaited = game.awaiting()
            assert bool(awaited) != game.over and len(awaited) <= 1
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
            pad = scores[seat]
            assert pad["total"] == pad["lower-1"] + pad["lower-2"]
            assert pad["lower-1"] == min(pad[t] for t in game.state["pairs"][0])
        winners = game.winners()
        assert game.state["year"] == YEARS
        assert ("beat_ghost" in game.view()) == (len(game.seats) == 1)
        if len(game.seats) == 1:          # solo: a win is beating the ghost, a loss has no winner
            assert winners == (game.seats if game.view()["beat_ghost"] else [])
            continue
        assert winners and set(winners) <= set(game.seats)
        best = max(scores[w]["total"] for w in game.seats)
        assert all(scores[w]["total"] == best for w in winners)


def test_every_player_count_and_both_tribe_options_are_played():
    kinds = Counter((len(seats_for(s)), options_for(s)["tribes"]) for s in range(16))
    assert set(kinds) == {(n, t) for n in (1, 2, 3, 4) for t in ("generic", "draft")}


def test_random_games_reach_every_kind_of_decision():
    verbs: Counter = Counter()
    for seed in range(8):
        _, log = finished_game(seed)
        verbs.update(step.split(" ")[0] for _, action in log for step in action.split("; "))
    assert {"pick", "turn-order", "transfer", "harvest", "hunt", "fish", "canoe", "tan",
            "ritual", "military", "fire", "move", "attack", "barter", "sell", "mask",
            "ceremony", "done", "skip", "tribe", "upgrade", "keep"} <= set(verbs)


# ----------------------------------------------------------------------------------------
# legal actions
# ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", [1, 6])
def test_every_legal_action_is_accepted(seed):
    for k, game in enumerate(walk(seed)):
        if game.over or k % 3:
            continue
        snapshot = game.to_dict()
        for seat in game.awaiting():
            for action in game.legal_actions(seat):
                trial = restore(json.loads(json.dumps(snapshot)))
                trial.play(seat, action)          # raises if the engine refuses its own list
                assert trial.to_dict() != snapshot


@pytest.mark.parametrize("seed", [9, 10])
def test_out_of_turn_actions_are_refused(seed):
    rng = random.Random(seed)
    for k, game in enumerate(walk(seed)):
        if k % 3 and not game.over:
            continue
        before = game.to_dict()
        if game.over:
            for seat in game.seats:
                assert game.legal_actions(seat) == []
                with pytest.raises(IllegalAction, match="game is over"):
                    game.play(seat, "done")
            continue
        awaited = game.awaiting()
        for seat in [s for s in game.seats if s not in awaited] + ["stranger", "ghost"]:
            assert game.legal_actions(seat) == []
            actions = game.legal_actions(awaited[0])
            for action in rng.sample(actions, min(2, len(actions))):
                with pytest.raises(IllegalAction):
                    game.play(seat, action)
                assert game.to_dict() == before


# ----------------------------------------------------------------------------------------
# persistence: restore, JSON, replay
# ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(4))
def test_restore_and_json_round_trip_at_every_step(seed):
    for game in walk(seed):
        d = game.to_dict()
        again = restore(json.loads(json.dumps(d)))
        assert again == game and again.to_dict() == d
        assert again.awaiting() == game.awaiting()
        for seat in game.awaiting():
            assert again.legal_actions(seat) == game.legal_actions(seat)


@pytest.mark.parametrize("seed", range(8))
def test_replaying_the_log_gives_the_same_state(seed):
    final, log = finished_game(seed)
    game = new(seed)
    for seat, action in log:
        game.play(seat, action)
    assert json.dumps(game.to_dict(), sort_keys=True) == json.dumps(final, sort_keys=True)


def test_a_restored_game_plays_on_like_the_original():
    for seed in range(4):
        _, log = finished_game(seed)
        game = new(seed)
        half = len(log) // 2
        for seat, action in log[:half]:
            game.play(seat, action)
        copy = restore(json.loads(json.dumps(game.to_dict())))
        for seat, action in log[half:]:
            assert copy.play(seat, action) == game.play(seat, action)
        assert copy == game and copy.over


def test_different_seeds_give_different_games():
    boards = {json.dumps(new(s).to_dict()["players"][0]["board"]) for s in range(20)}
    assert len(boards) > 10


@pytest.mark.parametrize("seed", range(4))
def test_hostile_seat_names_play_to_the_end(seed):
    """Names with digits, ';', spaces, emoji and the ghost's name never reach the notation."""
    game, log = play_random(seed, names=HOSTILE, compound=0.1)
    assert game.over and set(game.winners()) <= set(game.seats)
    replay = new(seed, HOSTILE)
    for seat, action in log:
        assert not any(name in action for name in HOSTILE if not name.isdigit())
        replay.play(seat, action)
    assert replay == game


# ----------------------------------------------------------------------------------------
# hidden information
# ----------------------------------------------------------------------------------------

def _scramble(game: WendakeGame, rng: random.Random) -> WendakeGame:
    """The same table with every hidden thing changed: deck and stack orders, other hands."""
    other = restore(game.to_dict())
    s = other.state
    for stack in (s["masks"]["deck"], s["turtles"], *(r["stack"] for r in s["progress"].values()),
                  *s["advanced"].values()):
        rng.shuffle(stack)
    if s["ghost"]:
        rng.shuffle(s["ghost"]["deck"])
    return other


@pytest.mark.parametrize("seed", range(3))
def test_views_hide_mask_hands_and_every_deck_order(seed):
    rng = random.Random(seed)
    for k, game in enumerate(walk(seed)):
        if k % 4:
            continue
        scrambled = _scramble(game, rng)
        for seat in [None, *game.seats]:
            view = game.view(seat)
            text = json.dumps(view)
            assert '"seed"' not in text and '"rng"' not in text
            assert scrambled.view(seat) == view
            hands = [p["seat"] for p in view["players"] if "mask_cards" in p]
            assert hands == ([] if seat is None else [seat])


# ----------------------------------------------------------------------------------------
# garbage (hypothesis)
# ----------------------------------------------------------------------------------------

@cache
def positions() -> list[dict]:
    """A spread of positions: every step name, 1-4 seats, finished games."""
    return spread((game for seed in range(8) for game in walk(seed)), step_and_seats, 3)


WORDS = [
    "pick", "turn-order", "transfer", "use", "harvest", "hunt", "fish", "canoe", "tan",
    "ritual", "military", "fire", "move", "attack", "barter", "buy", "sell", "mask",
    "ceremony", "done", "skip", "tribe", "upgrade", "swap", "keep", "empty", "W1", "W7", "WB", "W0",
    "2W1", "1W1", "9W9", "t1", "t3a", "t99", "h1", "h2", "h2a", "a1", "b2", "c3", "d4",
    "bear", "wild", "deck", "corn", "fish", "skins", "moccasins", "scouts", "cayuga", "0",
    "-1", "99", "__init__", "_end_game", "PICK", ";", "", " ", "\t", "é", "None",
]
TOKEN = st.one_of(st.sampled_from(WORDS), st.text(max_size=6))
STEP = st.lists(TOKEN, min_size=0, max_size=4).map(" ".join)
GARBAGE = st.one_of(st.text(max_size=40), STEP, st.lists(STEP, min_size=1, max_size=3).map("; ".join))
SEAT = st.one_of(st.sampled_from(SEATS), st.sampled_from(["", "ANN", "ghost"]), st.text(max_size=5))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(min_value=0), seat=SEAT, action=GARBAGE)
def test_garbage_is_refused_and_changes_nothing(index, seat, action):
    states = positions()
    game = restore(json.loads(json.dumps(states[index % len(states)])))
    before = game.to_dict()
    legal = {a.lower() for s in game.awaiting() for a in game.legal_actions(s)}
    try:
        game.play(seat, action)
    except IllegalAction as exc:
        text = str(exc)
        assert text and "Traceback" not in text and "\n" not in text
        assert game.to_dict() == before
        return
    # accepted: then it was the seat's turn and the first step was meaningful
    assert seat in restore(before).awaiting()
    first = " ".join(action.split(";")[0].split()).lower()
    verb = first.split(" ")[0]
    # every listed spelling, or another spelling of one (a sale's or a ceremony's order), or a path
    assert first in legal or verb in ("sell", "ceremony") or (verb == "move" and len(first.split()) > 3)
    json.dumps(game.to_dict())


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), choices=st.randoms(use_true_random=False),
       n=st.integers(min_value=1, max_value=4), draft=st.booleans())
def test_hypothesis_drawn_games_end_with_winners(seed, choices, n, draft):
    game = WendakeGame.new("wendake", SEATS[:n], seed, {"tribes": "draft" if draft else "generic"})
    while not game.over:
        seat = game.awaiting()[0]
        game.play(seat, choices.choice(game.legal_actions(seat)))
    conserved(game)
    assert game.winners() or (n == 1 and not game.view()["beat_ghost"])
    assert restore(json.loads(json.dumps(game.to_dict()))) == game


def test_wendake_is_registered_for_one_to_four_players():
    from bot.rules import SEAT_RANGE

    assert ENGINES["wendake"] is WendakeGame and SEAT_RANGE["wendake"] == (1, 4)
