"""What the tribe-fairness figures of bench/bench_fairness.py (issue 17, point 11) rest on, as
fast checks (the win rates themselves are a measurement, not a test):

* every game ends: no loop of repeatable trades (abilities, the free discard) gives back what
  it costs, so a season's last player runs out of things to do (the house data had one: Barter
  Post's "2 food -> 2 of your choice" and Chef Badger's "1 power -> 3 food", which an AI ran
  for ever);
* dealt tribes do not depend on the seat or the turn position, and ``tribes: "pick"`` lets the
  bench give each tribe each position in turn;
* the AI uses each tribe's power, and sees what its own moves give the Moles and settlement
  owners (the tribe rates moved with these, not with the cards).
"""

from __future__ import annotations

import copy
import dataclasses
import random
from collections import Counter

import pytest

from bot.ai.natera import natera_policy
from bot.rules.natera import NateraGame
from bot.rules.natera_data import components, exchange_loop, parse, parse_step
from data import DataError, load
from tests.test_natera_rules import P, give, table, tile

C = components()


def _with(raw: dict, key: str, ident: str, **changes) -> dict:
    """A copy of the raw data (``load`` may cache it) with one entry changed."""
    raw = copy.deepcopy(raw)
    for entry in raw[key]:
        if entry["id"] == ident:
            entry.update(changes)
            return raw
    raise AssertionError(ident)


# -- every game ends ---------------------------------------------------------------------------

def test_the_house_data_has_no_loop_of_trades():
    assert exchange_loop(C) is None


def test_a_trade_that_buys_back_its_own_price_is_refused_at_load():
    raw = _with(load("natera"), "cards", "barter-post", effect=["pay food 2", "any 2"])
    with pytest.raises(DataError, match=r"barter-post: 1 food -> 1 food"):
        parse(raw)


def test_a_loop_through_two_abilities_is_refused_at_load():
    # the loop the house data had, without the one-step loop: 2 food -> 2 power -> 6 food
    raw = _with(load("natera"), "cards", "barter-post",
                effect=["pay food 2", "oneof gain power 2 | gain agility 2"])
    with pytest.raises(DataError, match=r"chef-badger: 1 power -> 3 food.*barter-post: 1 food -> 1 power"
                                        r"|barter-post: 1 food -> 1 power.*chef-badger: 1 power -> 3 food"):
        parse(raw)


def test_a_free_ability_and_cards_bought_back_are_loops_too():
    # (the loader refuses an ability that pays nothing before this check: natera.txt 4.3)
    comps = copy.copy(C)
    comps.cards = {**C.cards, "market-stall": dataclasses.replace(C.cards["market-stall"],
                                                                  effect=(parse_step("gain food 4"),))}
    assert "market-stall: 1 food -> inf food" in "; ".join(exchange_loop(comps) or [])
    # 1 power -> 3 cards, and the free discard turns 2 cards into 1 power: 1.5 power back
    raw = _with(load("natera"), "cards", "drone-fleet", effect=["pay power 1", "draw 3"])
    with pytest.raises(DataError, match="drone-fleet: 1 power -> 3 card; the free discard"):
        parse(raw)


def test_the_chimpanzees_pay_agility_for_intelligence():
    # an ability paying agility, and one giving intelligence: a loop for the Chimpanzees only
    raw = _with(load("natera"), "cards", "barter-post", effect=["pay agility 2", "gain food 2"])
    raw = _with(raw, "cards", "trading-harbor", effect=["pay food 2", "gain intelligence 2"])
    with pytest.raises(DataError, match="Chimpanzees"):
        parse(raw)


def test_a_season_ends_for_a_player_holding_every_trade():
    """The AI, left alone in a season with every ability and plenty of everything, passes."""
    game = table("gorillas", "racoons")
    me = P(game, "ann")
    me["played"] = [c.id for c in C.cards.values() if c.kind == "ability" and not c.expansion]
    me["specialists"] = sorted(C.specialists)
    give(game, "ann", food=30, supply=30, power=30)
    P(game, "bob")["passed"] = True
    rng = random.Random(0)
    for _ in range(400):
        if game.state["players"][0]["passed"]:
            break
        seat = game.awaiting()[0]
        game.play(seat, natera_policy(game, seat, rng))
    assert game.state["players"][0]["passed"] or game.state["season"] > 1


# -- tribes and positions ----------------------------------------------------------------------

def test_dealt_tribes_do_not_depend_on_the_seat_or_the_turn_position():
    """``rng.sample`` of the tribes and the first player are drawn apart: over many deals each
    tribe sits in each seat and each turn position about equally often."""
    seats, by_seat, by_position, games = ["a", "b", "c", "d"], Counter(), Counter(), 600
    for seed in range(games):
        game = NateraGame.new("natera", seats, seed, None)
        first = game.state["first"]
        for i, p in enumerate(game.state["players"]):
            by_seat[(p["tribe"], i)] += 1
            by_position[(p["tribe"], (i - first) % 4)] += 1
    expected = games * 4 / 10 / 4                   # 4 of the 10 tribes, in one of 4 places
    for table_ in (by_seat, by_position):
        assert len(table_) == 40
        assert all(abs(n - expected) < 0.5 * expected for n in table_.values()), table_


def test_picked_tribes_go_where_the_bench_puts_them():
    game = NateraGame.new("natera", ["a", "b", "c", "d"], 5, {"tribes": "pick"})
    first = game.state["first"]
    want = ["moles", "ravens", "bears", "foxes"]            # by turn position
    while game.state["step"]["name"] == "tribe":
        seat = game.awaiting()[0]
        game.play(seat, f"tribe {want[(game.seats.index(seat) - first) % 4]}")
    assert [game.state["players"][(first + k) % 4]["tribe"] for k in range(4)] == want


@pytest.mark.parametrize("expansions,players,round_", [([], 4, 20), (["nuclear-discovery"], 4, 12),
                                                      ([], 3, 30), ([], 2, 10)])
def test_the_bench_deals_every_tribe_every_position_equally_often(expansions, players, round_):
    """bench/bench_fairness.py --tribes rotate: in every round of games each tribe plays as
    often as any other, and as often in each turn position; never twice in one game."""
    from bench.bench_fairness import _natera_tribes, rotations

    pool = _natera_tribes({"expansions": expansions})
    dealt = rotations(pool, players, random.Random(3))
    for _ in range(2):
        games = [next(dealt) for _ in range(round_)]
        assert all(len(set(g)) == players for g in games)
        cells = Counter((t, k) for g in games for k, t in enumerate(g))
        assert set(cells) == {(t, k) for t in pool for k in range(players)}
        assert set(cells.values()) == {round_ // len(pool)}


# -- the AI and the tribes' powers -------------------------------------------------------------

def _choose(game, seat="ann"):
    return natera_policy(game, seat, random.Random(0))


def test_a_raven_peeks_before_drawing_and_keeps_a_good_card_or_takes_the_other_deck():
    game = table("ravens", "gorillas")
    game.state["queue"] = [{"seat": 0, "atom": "draw 1", "src": "city-2"}]
    assert _choose(game).startswith("peek ")
    game.state["decks"]["basic"].append("aquaponics")
    game.play("ann", "peek basic")
    assert _choose(game) == "draw basic"                    # a food engine for 3 intelligence
    game = table("ravens", "gorillas")
    game.state["queue"] = [{"seat": 0, "atom": "draw 1", "src": "city-2"}]
    game.state["decks"]["basic"].append("trail-map")        # among the basic deck's least
    game.play("ann", "peek basic")
    assert _choose(game) == "draw advanced"


def test_a_reptile_replaces_a_specialist_worth_less_than_an_unseen_one():
    game = table("reptiles", "gorillas")
    specs = game.state["specialists"]
    row = ["courier-pigeon", "professor-owl", "archivist-tortoise", "oracle-bat", "mayor-elephant"]
    specs["deck"] = [x for x in specs["row"] + specs["deck"] if x not in row]
    specs["row"] = row
    game.state["queue"] = [{"seat": 0, "atom": "reptile 2", "src": "the Reptile Clan' production"}]
    assert _choose(game) == "replace courier-pigeon"


def test_the_ai_does_not_feed_the_moles_for_nothing():
    """Two alike tier 1 locations, a Mole on one: the visitor's 2 food do not pay for the Moles' 4."""
    game = table("gorillas", "moles")
    tile(game, "farm-1", "farm-food")
    tile(game, "farm-2", "farm-food")
    game.state["board"]["farm-1"]["tokens"] = [[1, "explorer"]]
    P(game, "ann")["leaders"] = 0
    choice = _choose(game)
    assert choice != "send explorer farm-1", choice


def test_a_beaver_leader_counts_its_settlement_bonus_twice():
    from bot.ai.natera import _Seat

    game = table("beavers", "gorillas")
    game.state["board"]["farm-1"]["settlement"] = 0
    judge = _Seat(game.view("ann"))
    bonus = judge.atoms(C.locations[game.state["board"]["farm-1"]["tile"]].bonus)
    assert bonus > 0
    leader, explorer = judge.value("send leader farm-1"), judge.value("send explorer farm-1")
    assert leader - explorer == pytest.approx(bonus - 0.2)


def test_a_bear_leader_in_the_forest_counts_the_authority_it_raises():
    from bot.ai.natera import _Seat

    bears, gorillas = table("bears", "gorillas"), table("gorillas", "bears")
    for game in (bears, gorillas):
        P(game, "ann")["hand"] = ["aquaponics"]
    gain = _Seat(bears.view("ann")).value("send leader forest-1")
    plain = _Seat(gorillas.view("ann")).value("send leader forest-1")
    assert gain > plain + 0.5


def test_a_ravens_hint_says_why_it_peeks_and_why_it_draws_after_a_look():
    from bot.ai.hints import hint

    game = table("ravens", "gorillas")
    game.state["queue"] = [{"seat": 0, "atom": "draw 1", "src": "city-2"}]
    told = hint(game, "ann", "en", random.Random(0))
    assert told.action.startswith("peek ") and "a look costs nothing" in told.reason, told
    assert "VP" not in told.reason
    game.state["decks"]["basic"].append("aquaponics")
    game.play("ann", "peek basic")
    told = hint(game, "ann", "en", random.Random(0))
    assert told.action == "draw basic" and "the card you looked at decides" in told.reason, told
    told = hint(game, "ann", "es", random.Random(0))
    assert "decide la carta que has mirado" in told.reason, told
