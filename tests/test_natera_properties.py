"""Property tests of the Natera engine through the contract only (DESIGN.md, "The engine
contract" and "Tests and measurements"): seeded random games for 2 to 4 players, with and
without the Nuclear Discovery expansion and the draft, played to the end with legal actions;
every legal action accepted; garbage and out-of-turn actions refused with the state
unchanged; ``restore`` and JSON round trips; replay from the seed and the log byte for byte;
components conserved; hands, draft packs, peeks, hidden tiles and deck order absent from
every view but the owner's and from the log lines; decisions kept small; hostile seat names.

Natera is not in ``bot.rules.ENGINES`` yet (the lead registers it), so the tests put it
there for their own duration.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from functools import cache

import pytest

from bot.rules import ENGINES, IllegalAction
from bot.rules.natera import SCORE_CATEGORIES, SETTLEMENTS, SLOTS, NateraGame
from bot.rules.natera_data import components
from tests.contract import drive

C = components()
SEATS = ["ann", "bob", "cy", "dee"]
MAX_LEGAL = 300
CONFIGS = [  # (players, draft, expansion)
    (2, False, False), (3, True, False), (4, False, True), (4, True, True),
    (2, True, True), (3, False, True), (4, False, False), (2, False, True),
]
CARD_NAMES = {c.name: c.id for c in C.cards.values()}
NAME_RE = re.compile(r"\b(" + "|".join(re.escape(n) for n in sorted(CARD_NAMES, key=len, reverse=True)) + r")\b")


def new_game(seed: int, seats=None) -> NateraGame:
    n, draft, expansion = CONFIGS[seed % len(CONFIGS)]
    options = {"draft": draft, "expansions": ["nuclear-discovery"] if expansion else [],
               "tribes": "pick" if seed % 5 == 0 else "random"}
    return NateraGame.new("natera", list(seats or SEATS[:n]), seed, options)


def pick(game, rng: random.Random) -> tuple[str, str]:
    """A random legal action; 'pass' is chosen rarely, so seasons see many actions."""
    seat = rng.choice(game.awaiting())
    legal = game.legal_actions(seat)
    busy = [a for a in legal if a != "pass"]
    if busy and rng.random() < 0.93:
        return seat, rng.choice(busy)
    return seat, rng.choice(legal)


def play_random(seed: int, check=None, compound: float = 0.0, seats=None):
    return drive(new_game(seed, seats), random.Random(seed * 7919 + 3), pick, check, compound)


@cache
def finished(seed: int) -> tuple[dict, tuple]:
    game, log = play_random(seed)
    return game.to_dict(), tuple(log)


def full_deck(state: dict) -> Counter:
    expansion = "nuclear-discovery" in state["options"]["expansions"]
    return Counter(C.deck("basic", expansion) + C.deck("advanced", expansion))


def conserved(game) -> None:
    """Cards, specialists, settlements and tokens never appear or vanish."""
    s = game.state
    cards = Counter()
    for d in ("basic", "advanced"):
        cards.update(s["decks"][d])
        cards.update(s["discards"][d])
    for p in s["players"]:
        cards.update(p["hand"])
        cards.update(p["played"])
    if s["step"]["name"] == "draft":
        for pack in s["step"]["packs"]:
            cards.update(pack)
        cards.update(x for x in s["step"]["picks"] if x)
        # a picked card is in its pack no more and in no hand yet: counted once
    assert cards == full_deck(s)
    specs = s["specialists"]["deck"] + s["specialists"]["row"] + [x for p in s["players"] for x in p["specialists"]]
    assert sorted(specs) == sorted(C.specialists)
    assert len(s["specialists"]["row"]) <= 5
    for i, p in enumerate(s["players"]):
        on_board = sum(place["settlement"] == i for place in s["board"].values())
        assert on_board + p["settlements"] == SETTLEMENTS
        assert all(n >= 0 for n in p["res"].values()), p["res"]
        assert all(0 <= a <= 10 for a in p["authority"].values())
        assert p["claims"] + len(p["claimed"]) + len(p["late"]) == 3
        tribe = C.tribes[p["tribe"]] if p["tribe"] else None
        if tribe and s["phase"] == "season":
            placed = Counter(k for place in s["board"].values() for w, k in place["tokens"] if w == i)
            assert placed["leader"] + p["leaders"] == tribe.leaders
            assert placed["explorer"] + p["explorers"] == tribe.explorers
    for place in s["board"].values():
        owners = [w for w, _ in place["tokens"]]
        assert len(owners) == len(set(owners))       # never two of one's own tokens


def visible_cards(view: dict) -> set[str]:
    """Every card id anywhere in a view."""
    found: set[str] = set()

    def walk(x):
        if isinstance(x, dict):
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
        elif isinstance(x, str) and x in C.cards:
            found.add(x)

    walk(view)
    return found


def hidden_checked(game) -> None:
    """Hands, packs, peeks and face-down tiles only in their owner's view (or nobody's)."""
    s = game.state
    public = {x for p in s["players"] for x in p["played"]}
    hidden_tiles = {place["tile"] for place in s["board"].values() if not place["revealed"]}
    for viewer in [None, *game.seats]:
        view = game.view(viewer)
        text = json.dumps(view)
        assert not any(f'"{t}"' in text for t in hidden_tiles)
        allowed = set(public)
        if viewer is not None:
            i = game.seats.index(viewer)
            p = s["players"][i]
            allowed |= set(p["hand"])
            if p["peek"]:
                allowed.add(p["peek"]["card"])
            if s["step"]["name"] == "draft":
                allowed |= set(s["step"]["packs"][i])
            # the legal list names the viewer's own cards
        assert visible_cards(view) <= allowed, (viewer, visible_cards(view) - allowed)
        for entry in view["players"]:
            assert ("hand" in entry) == (entry["seat"] == viewer)
        assert isinstance(view["decks"]["basic"], int)


# ----------------------------------------------------------------------------------------
# whole games
# ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(8))
def test_random_games_end_with_winners_and_keep_every_rule(seed):
    """One game per configuration (2-4 players, draft or not, expansion or not), checked
    at every step: whose turn, legal lists small and unique, components conserved, hidden
    information hidden; a tenth of the actions sent as compound actions."""
    def check(game):
        awaited = game.awaiting()
        assert bool(awaited) != game.over
        for seat in game.seats:
            legal = game.legal_actions(seat)
            if seat in awaited:
                assert legal and len(legal) < MAX_LEGAL and len(set(legal)) == len(legal)
            else:
                assert legal == []
        conserved(game)
        hidden_checked(game)

    game, _ = play_random(seed, check, compound=0.1)
    scores = game.scores()
    for seat in game.seats:
        assert set(scores[seat]) == set(SCORE_CATEGORIES)
        assert scores[seat]["total"] == sum(v for k, v in scores[seat].items() if k != "total")
    winners = game.winners()
    assert winners and set(winners) <= set(game.seats)
    assert game.state["season"] == 4 and game.view()["scores"] == scores


@pytest.mark.parametrize("seed", range(8, 40))
def test_more_random_games_finish(seed):
    """Thirty-two more games, checked only at the end, for coverage of rare branches."""
    state, log = finished(seed)
    assert state["over"] and len(log) > 50
    conserved(NateraGame(state))


def test_every_legal_action_is_accepted_and_garbage_changes_nothing():
    """At sampled positions: every listed action plays; garbage and out-of-turn refused."""
    garbage = ["", "   ", "send", "send leader", "send leader nowhere", "play", "play x y",
               "hire nobody", "ability ghost", "settle forest-1", "discard", "take gold",
               "grow z9", "pick", "side c", "pass now", "tribe dragons", "🎲", "a;;b", ";",
               "draw sideways", "raise moon", "x" * 5000, "copy farm-9", "move a b"]
    state, log = finished(3)
    game = new_game(3)
    for k, (seat, action) in enumerate(log):
        if k % 9 == 0:
            before = game.to_dict()
            for seat2 in game.awaiting():
                for legal in game.legal_actions(seat2):
                    trial = NateraGame(json.loads(json.dumps(before)))
                    trial.play(seat2, legal)
            for junk in garbage:
                for who in game.seats:
                    if junk in game.legal_actions(who):
                        continue
                    with pytest.raises(IllegalAction) as info:
                        game.play(who, junk)
                    said = str(info.value)
                    assert said.strip() and "\n" not in said and len(said) < 400 and "x" * 60 not in said
                    assert game.to_dict() == before
            for who in set(game.seats) - set(game.awaiting()):
                with pytest.raises(IllegalAction, match="not your turn|made your choice for this step"):
                    game.play(who, "pass")
                assert game.to_dict() == before
        game.play(seat, action)
    assert game.to_dict() == state


@pytest.mark.parametrize("seed", [0, 5, 11])
def test_restore_json_round_trip_and_replay_are_equal(seed):
    state, log = finished(seed)
    game = new_game(seed)
    for k, (seat, action) in enumerate(log):
        if k % 25 == 0:
            copy = NateraGame(json.loads(json.dumps(game.to_dict())))
            assert copy == game and copy.view(seat) == game.view(seat)
        game.play(seat, action)
    assert game.to_dict() == state
    assert json.dumps(game.to_dict(), sort_keys=True) == json.dumps(state, sort_keys=True)


def test_log_lines_never_name_a_hidden_card():
    """Event lines are public: a card's name appears only once that card is face up."""
    for seed in (1, 2, 6):
        game = new_game(seed)
        rng = random.Random(seed)
        while not game.over:
            seat, action = pick(game, rng)
            events = game.play(seat, action)
            public = {C.cards[x].name for p in game.state["players"] for x in p["played"]}
            for line in events:
                named = set(NAME_RE.findall(line))
                assert named <= public, (line, named - public)
            last = game.view()["last"]["action"]
            assert last.split()[0] not in ("pick", "peek") or last in ("pick", "peek")


@pytest.mark.parametrize("seats", [
    ["ann bob", "x;y", "🎲 dice"],
    ["Robert'); DROP TABLE games;--", "@everyone", "<@123>", "名前"],
    ["pass", "send leader farm-1"],
])
def test_hostile_seat_names_play_to_the_end(seats):
    game, log = play_random(17, seats=seats)
    assert game.over and set(game.winners()) <= set(seats)
    replay = NateraGame.new("natera", seats, 17, game.state["options"])
    for seat, action in log:
        replay.play(seat, action)
    assert replay == game


def test_slots_cover_the_board():
    assert len(SLOTS) == 26 and len(set(SLOTS)) == 26


def test_natera_is_registered_for_two_to_four_players():
    from bot.rules import SEAT_RANGE

    assert ENGINES["natera"] is NateraGame and SEAT_RANGE["natera"] == (2, 4)
