"""Natera: one test per paragraph of natera.txt that has a consequence, and one or more per
tribe, through the contract (``play``, ``legal_actions``, ``view``, ``scores``).

Positions are built from a real game whose JSON state is then edited (tribes, resources,
hands, tiles, authority) and played with the notation of bot/rules/natera.py. Seats: ann,
bob, cy, dee. ``table()`` gives a season-1 position with ann to play, empty stockpiles and
hands, science boards on side a.
"""

from __future__ import annotations

import copy
from collections import Counter

import pytest

from bot.rules import IllegalAction
from bot.rules.natera import (
    SCORE_CATEGORIES,
    SETTLEMENTS,
    NateraGame,
)
from bot.rules.natera_data import RESOURCES, components, parse
from data import DataError, load

C = components()
SEATS = ("ann", "bob", "cy", "dee")
RACOON_FOOD = C.tribes["racoons"].production.get("food", 0)


# ----------------------------------------------------------------------------------------
# helpers
# ----------------------------------------------------------------------------------------

def table(*tribes: str, seed: int = 1, **options) -> NateraGame:
    tribes = tribes or ("gorillas", "racoons")
    game = NateraGame.new("natera", list(SEATS[: len(tribes)]), seed, options or None)
    s = game.state
    s.update(queue=[], after=None, phase="season", season=1, first=0,
             step={"name": "turn", "turn": 0})
    for i, p in enumerate(s["players"]):
        t = C.tribes[tribes[i]]
        p.update(tribe=t.id, leaders=t.leaders, explorers=t.explorers, side="a", growth=[],
                 hand=[], played=[], specialists=[], res={r: 0 for r in RESOURCES},
                 passed=False, peek=None)
    return game


def P(game, seat: str) -> dict:
    return game.state["players"][game.seats.index(seat)]


def give(game, seat: str, **amounts) -> None:
    for r, n in amounts.items():
        P(game, seat)["res"][r] = n


def tile(game, slot: str, tile_id: str, revealed: bool = True) -> None:
    game.state["board"][slot].update(tile=tile_id, revealed=revealed)


def refused(game, seat: str, action: str, match: str) -> None:
    before = copy.deepcopy(game.to_dict())
    with pytest.raises(IllegalAction, match=match):
        game.play(seat, action)
    assert game.to_dict() == before


def turn(game, seat: str) -> None:
    game.state["step"] = {"name": "turn", "turn": game.seats.index(seat)}


def finish_season(game, answer=None) -> list[str]:
    """Everyone passes; decisions of the rest phase answered by ``answer(seat, legal)``
    (default: the first legal choice). Returns the log lines."""
    season = game.state["season"]
    events: list[str] = []
    while not game.over and game.state["season"] == season:
        seat = game.awaiting()[0]
        legal = game.legal_actions(seat)
        action = "pass" if "pass" in legal else (answer(seat, legal) if answer else legal[0])
        events += game.play(seat, action)
    return events


# ----------------------------------------------------------------------------------------
# setup (the fifteen steps) and options
# ----------------------------------------------------------------------------------------

def test_setup_districts_show_tier1_and_hide_tier2_and_tier3_drawn_from_their_pools():
    game = NateraGame.new("natera", ["ann", "bob"], 7, None)
    board = game.state["board"]
    for d in ("farm", "city", "military", "coast"):
        assert [board[f"{d}-{k}"]["revealed"] for k in range(1, 6)] == [True, True, False, False, False]
        assert sorted(board[f"{d}-{k}"]["tile"] for k in (1, 2)) == sorted(C.pool(d, 1))
        assert {board[f"{d}-{k}"]["tile"] for k in (3, 4)} <= set(C.pool(d, 2))
        assert board[f"{d}-5"]["tile"] in C.pool(d, 3)
    assert all(board[f"forest-{k}"]["revealed"] for k in range(1, 7))
    view = game.view()
    hidden = [loc for loc in view["locations"] if not loc["revealed"]]
    assert len(hidden) == 12 and all("tile" not in loc for loc in hidden)


def test_setup_discs_claims_specialist_row_tokens_and_authority():
    game = NateraGame.new("natera", ["ann", "bob", "cy"], 3, {"claims": "numbered-1"})
    s = game.state
    assert s["discs"] == {d: None for d in ("farm", "city", "military", "coast")}
    assert [t["tile"] for t in s["claims"]["tiles"]] == ["A.1", "B.1", "C.1", "D.1", "E.1"]
    assert [t["objective"] for t in s["claims"]["tiles"]] == [C.claim_tiles[f"{x}.1"][0] for x in "ABCDE"]
    assert len(s["specialists"]["row"]) == 5
    for p in s["players"]:
        assert p["claims"] == 3 and p["settlements"] == SETTLEMENTS
        assert set(p["authority"].values()) == {0}
    random_set = NateraGame.new("natera", ["ann", "bob"], 3, None).state["claims"]["tiles"]
    assert [t["tile"][0] for t in random_set] == list("ABCDE")


def test_options_and_player_counts_are_checked():
    with pytest.raises(IllegalAction, match="2 to 4"):
        NateraGame.new("natera", ["ann"], 1, None)
    with pytest.raises(IllegalAction, match="2 to 4"):
        NateraGame.new("natera", list("abcde"), 1, None)
    with pytest.raises(IllegalAction, match="Unknown option"):
        NateraGame.new("natera", ["a", "b"], 1, {"solo": True})
    with pytest.raises(IllegalAction, match="only expansion"):
        NateraGame.new("natera", ["a", "b"], 1, {"expansions": ["seasons"]})
    with pytest.raises(IllegalAction, match="own name"):
        NateraGame.new("natera", ["a", "a"], 1, None)


def play_setup(game, answer=None) -> None:
    """Answer every setup decision with the first legal choice (or ``answer``)."""
    while game.state["phase"] == "setup":
        seat = game.awaiting()[0]
        legal = game.legal_actions(seat)
        game.play(seat, answer(seat, legal) if answer else legal[0])


def test_science_side_is_chosen_by_everyone_at_once_then_starting_resources_are_collected():
    game = NateraGame.new("natera", ["ann", "bob"], 2, None)
    assert game.view()["step"] == "side" and sorted(game.awaiting()) == ["ann", "bob"]
    game.play("bob", "side b")
    assert game.awaiting() == ["ann"]
    refused(game, "ann", "side c", "side a or side b")
    game.play("ann", "side a")
    assert P(game, "bob")["side"] == "b"
    tribes = [p["tribe"] for p in game.state["players"]]
    play_setup(game)
    for seat, tribe in zip(("ann", "bob"), tribes, strict=True):
        if tribe in ("gorillas", "rabbits", "racoons", "ravens", "chimpanzees", "moles"):
            for r, n in C.tribes[tribe].start.items():
                assert P(game, seat)["res"][r] == n


def test_starting_hand_is_six_basic_two_advanced_then_discard_three():
    """The rulebook says 'discards 4' in setup and 'Discard 3' on the season track; the
    engine follows the printed season track: 8 cards, 3 discarded, 5 kept."""
    game = NateraGame.new("natera", ["ann", "bob"], 4, None)
    for seat in ("ann", "bob"):
        game.play(seat, "side a")
    while game.state["step"]["name"] != "keep":
        seat = game.awaiting()[0]
        game.play(seat, game.legal_actions(seat)[0])
    for p in game.state["players"]:
        extra = 1 if p["tribe"] == "bears" else 0
        decks = Counter(C.cards[x].deck for x in p["hand"])
        assert len(p["hand"]) == 8 + extra
        if not extra:
            assert decks == {"basic": 6, "advanced": 2}
    assert sorted(game.awaiting()) == ["ann", "bob"]
    for _ in range(3):
        for seat in ("ann", "bob"):
            game.play(seat, game.legal_actions(seat)[0])
    for p in game.state["players"]:
        assert len(p["hand"]) == 5 + (p["tribe"] == "bears")
    assert game.state["phase"] == "season" and game.view()["step"] == "turn"


def test_tribes_can_be_picked_in_turn_order():
    game = NateraGame.new("natera", ["ann", "bob"], 5, {"tribes": "pick"})
    first = game.awaiting()[0]
    other = "bob" if first == "ann" else "ann"
    assert "tribe red-pandas" not in game.legal_actions(first)
    game.play(first, "tribe moles")
    assert game.awaiting() == [other]
    refused(game, other, "tribe moles", "not a tribe you can pick")
    game.play(other, "tribe bears")
    assert P(game, first)["tribe"] == "moles" and P(game, first)["leaders"] == 0
    assert P(game, other)["explorers"] == 0 and P(game, other)["leaders"] == 3


def test_nuclear_discovery_adds_its_cards_tag_and_two_tribes():
    plain = NateraGame.new("natera", ["a", "b"], 1, {"tribes": "pick"})
    nuclear = NateraGame.new("natera", ["a", "b"], 1, {"tribes": "pick", "expansions": ["nuclear-discovery"]})
    seat = plain.awaiting()[0]
    assert "tribe turtles" not in plain.legal_actions(seat)
    assert {"tribe turtles", "tribe red-pandas"} <= set(nuclear.legal_actions(nuclear.awaiting()[0]))
    count = lambda g: len(g.state["decks"]["advanced"])  # noqa: E731
    assert count(nuclear) - count(plain) == 10
    assert any("nuclear" in C.cards[x].tags for x in nuclear.state["decks"]["advanced"])
    assert not any("nuclear" in C.cards[x].tags for x in plain.state["decks"]["advanced"])


# ----------------------------------------------------------------------------------------
# draft variant
# ----------------------------------------------------------------------------------------

def test_draft_at_the_start_is_simultaneous_and_passes_left():
    game = NateraGame.new("natera", ["ann", "bob", "cy"], 8, {"draft": True})
    for seat in ("ann", "bob", "cy"):
        game.play(seat, "side a")
    while game.state["step"]["name"] != "draft":
        seat = game.awaiting()[0]
        game.play(seat, game.legal_actions(seat)[0])
    step = game.state["step"]
    assert len(step["packs"][0]) == 8 and sorted(game.awaiting()) == ["ann", "bob", "cy"]
    packs = [list(p) for p in step["packs"]]
    bob_pack = game.view("bob")["draft"]["pack"]
    assert [c["id"] for c in bob_pack] == packs[1]
    assert "pack" not in game.view()["draft"]
    refused(game, "ann", f"pick {packs[1][0]}" if packs[1][0] not in packs[0] else "pick nothing",
            "not among the cards passed to you")
    events = game.play("ann", f"pick {packs[0][0]}")
    assert not game.revealed                                  # nothing new seen yet
    assert all(C.cards[packs[0][0]].name not in e for e in events)
    assert "ann" not in game.awaiting()
    refused(game, "ann", f"pick {packs[0][1]}", "You have made your choice for this step")
    game.play("bob", f"pick {packs[1][0]}")
    game.play("cy", f"pick {packs[2][0]}")
    assert game.revealed                                      # the packs moved on
    after = game.state["step"]["packs"]
    # left: ann's rest goes to bob, cy's rest comes to ann
    assert Counter(after[1]) == Counter(packs[0][1:])
    assert Counter(after[0]) == Counter(packs[2][1:])
    while game.state["step"]["name"] == "draft":
        for seat in game.awaiting():
            game.play(seat, game.legal_actions(seat)[0])
    assert game.state["step"]["name"] == "keep"
    assert all(len(p["hand"]) >= 8 for p in game.state["players"])


def test_draft_in_the_rest_phase_passes_right_for_season_two():
    game = table("racoons", "racoons", "racoons", draft=True)
    for p in game.state["players"]:
        p["tribe"] = "racoons"
    finish_season(game)
    step = game.state["step"]
    assert step["name"] == "draft" and step["dir"] == -1 and len(step["packs"][0]) == 4
    packs = [list(p) for p in step["packs"]]
    for k, seat in enumerate(SEATS[:3]):
        game.play(seat, f"pick {packs[k][0]}")
    assert Counter(game.state["step"]["packs"][0]) == Counter(packs[1][1:])   # from the right
    while game.state["step"]["name"] == "draft":
        for seat in game.awaiting():
            game.play(seat, game.legal_actions(seat)[0])
    assert all(len(p["hand"]) == 4 for p in game.state["players"])
    assert game.state["season"] == 2


# ----------------------------------------------------------------------------------------
# season phase, turn order, passing, rest phase
# ----------------------------------------------------------------------------------------

def test_one_action_per_turn_in_turn_order_and_passed_players_are_skipped():
    game = table("gorillas", "racoons", "reptiles")
    game.play("ann", "send explorer farm-1")
    assert game.awaiting() == ["bob"]
    game.play("bob", "pass")
    game.play("cy", "send explorer city-1")
    assert game.awaiting() == ["ann"]
    game.play("ann", "send explorer city-1")
    assert game.awaiting() == ["cy"]                  # bob has passed
    refused(game, "bob", "send leader farm-2", "not your turn")


def test_season_ends_when_all_passed_and_rest_phase_recovers_produces_draws_and_passes_first():
    game = table("racoons", "racoons")
    give(game, "ann", endurance=5)
    P(game, "ann")["hand"] = ["aquaponics"]
    game.play("ann", "play aquaponics endurance")
    game.play("bob", "send leader farm-2")
    game.play("ann", "send explorer farm-1")
    hand_before = len(P(game, "ann")["hand"])
    food_before = P(game, "ann")["res"]["food"]
    finish_season(game)
    s = game.state
    assert s["season"] == 2 and s["first"] == 1 and game.awaiting() == ["bob"]
    assert all(not place["tokens"] for place in s["board"].values())
    assert P(game, "ann")["explorers"] == 2 and P(game, "bob")["leaders"] == 1
    # racoon mini-card + aquaponics (3 food) + unique production (4 power)
    assert P(game, "ann")["res"]["food"] == food_before + RACOON_FOOD + 3
    assert P(game, "ann")["res"]["power"] == 4
    drawn = Counter(C.cards[x].deck for x in P(game, "ann")["hand"][hand_before:])
    assert drawn == {"basic": 3, "advanced": 1}


def test_unique_production_comes_after_the_others():
    """Rabbits raise a track with their unique production, after the discs produced:
    the disc was not theirs when production happened."""
    game = table("rabbits", "racoons")
    events = finish_season(game, answer=lambda seat, legal: "raise farm" if "raise farm" in legal else legal[0])
    prod = [e for e in events if "disc" in e or "raise" in e]
    assert P(game, "ann")["authority"]["farm"] == 1 and prod == []


def test_the_game_ends_after_the_fourth_season_with_a_score_pad():
    game = table("racoons", "racoons")
    for _ in range(4):
        finish_season(game)
    assert game.over and game.awaiting() == [] and game.legal_actions("ann") == []
    scores = game.scores()
    assert set(scores["ann"]) == set(SCORE_CATEGORIES)
    refused(game, "ann", "pass", "game is over")


def test_free_discard_of_two_cards_for_one_resource_does_not_end_the_turn():
    game = table()
    P(game, "ann")["hand"] = ["raft", "toolbox", "trail-map"]
    events = game.play("ann", "discard raft toolbox power")
    assert P(game, "ann")["res"]["power"] == 1 and P(game, "ann")["hand"] == ["trail-map"]
    assert game.awaiting() == ["ann"]
    assert all("Raft" not in e and "raft" not in e for e in events)
    assert Counter(game.state["discards"]["basic"]) == {"raft": 1, "toolbox": 1}
    P(game, "ann")["hand"] = ["raft", "toolbox"]
    game.play("ann", "discard raft")
    assert game.legal_actions("ann") == ["discard toolbox"]
    game.play("ann", "discard toolbox")
    assert game.legal_actions("ann") == [f"take {r}" for r in RESOURCES]
    game.play("ann", "take food")
    assert P(game, "ann")["res"]["food"] == 1 and game.awaiting() == ["ann"]
    refused(game, "ann", "discard raft", "not a card in your hand|cannot|two cards")


# ----------------------------------------------------------------------------------------
# districts and locations
# ----------------------------------------------------------------------------------------

def test_visiting_a_district_raises_authority_and_collects_the_reward_the_forest_has_no_track():
    game = table()
    tile(game, "farm-1", "farm-food")
    game.play("ann", "send leader farm-1")
    assert P(game, "ann")["authority"]["farm"] == 1 and P(game, "ann")["res"]["food"] == 4
    P(game, "bob")["hand"] = ["raft", "toolbox"]
    tile(game, "forest-1", "forest-food")
    game.play("bob", "send leader forest-1")
    assert game.legal_actions("bob") == ["discard raft", "discard toolbox"]
    game.play("bob", "discard toolbox")
    assert P(game, "bob")["res"]["food"] == 8 and P(game, "bob")["hand"] == ["raft"]
    assert sum(P(game, "bob")["authority"].values()) == 0


def test_forest_needs_a_card_from_hand():
    game = table()
    refused(game, "ann", "send leader forest-2", "card from your hand")


def test_tier2_is_revealed_at_the_first_3_authority_and_open_only_from_3():
    game = table()
    P(game, "ann")["authority"]["city"] = 2
    tile(game, "city-3", "city-supply-draw", revealed=False)
    refused(game, "ann", "send explorer city-3", "still hidden")
    events = game.play("ann", "send explorer city-1")
    assert game.state["board"]["city-3"]["revealed"] and game.state["board"]["city-4"]["revealed"]
    assert any("city-3 is revealed" in e for e in events)
    assert not game.state["board"]["city-5"]["revealed"]
    refused(game, "bob", "send explorer city-3", "tier 2: you need 3 authority")
    game.play("bob", "pass")
    game.play("ann", "send leader city-3")
    assert P(game, "ann")["res"]["supply"] == 2 + 2


def test_tier3_is_revealed_at_the_first_6_authority_and_open_only_from_6():
    game = table()
    P(game, "ann")["authority"]["coast"] = 5
    give(game, "ann", food=2)
    for k in (3, 4):
        game.state["board"][f"coast-{k}"]["revealed"] = True
    game.play("ann", "send explorer coast-1")
    assert game.state["board"]["coast-5"]["revealed"]
    P(game, "bob")["authority"]["coast"] = 5
    give(game, "bob", food=10)
    refused(game, "bob", "send explorer coast-5", "tier 3: you need 6 authority")


def test_leaders_block_explorers_do_not_and_never_two_own_tokens():
    game = table("gorillas", "racoons", "reptiles")
    game.play("ann", "send explorer farm-1")
    game.play("bob", "send leader farm-1")              # explorers do not block
    refused(game, "cy", "send explorer farm-1", "leader blocks")
    game.play("cy", "send leader farm-2")
    refused(game, "ann", "send leader farm-1", "already have a token")
    refused(game, "ann", "send explorer farm-2", "leader blocks")


def test_an_exchange_is_paid_in_full_or_refused():
    game = table()
    tile(game, "coast-1", "coast-intelligence")
    give(game, "ann", food=1)
    refused(game, "ann", "send leader coast-1", "exchange")
    assert "send leader coast-1" not in game.legal_actions("ann")
    give(game, "ann", food=2)
    game.play("ann", "send leader coast-1")
    assert P(game, "ann")["res"]["food"] == 0 and P(game, "ann")["res"]["intelligence"] == 2


def test_a_settlement_pays_its_bonus_to_its_owner_whenever_anyone_visits():
    game = table()
    tile(game, "farm-1", "farm-food")
    game.state["board"]["farm-1"]["settlement"] = 1
    game.play("ann", "send explorer farm-1")
    assert P(game, "bob")["res"]["food"] == 2 and P(game, "ann")["res"]["food"] == 4


def test_own_settlement_bonus_counts_towards_the_exchange():
    game = table()
    tile(game, "coast-1", "coast-agility")
    game.state["board"]["coast-1"]["settlement"] = 0
    game.play("ann", "send leader coast-1")            # bonus 2 food pays the 2 food
    assert P(game, "ann")["res"]["agility"] == 2 and P(game, "ann")["res"]["food"] == 0


def test_district_disc_first_to_two_then_surpassing_then_back_at_zero():
    game = table("gorillas", "racoons")
    P(game, "ann")["authority"]["farm"] = 1
    game.play("ann", "send explorer farm-1")
    assert game.state["discs"]["farm"] == 0
    P(game, "bob")["authority"]["farm"] = 2
    game.play("bob", "send explorer farm-2")           # 3 > 2: bob surpasses
    assert game.state["discs"]["farm"] == 1
    P(game, "ann")["authority"]["farm"] = 3
    game.play("ann", "pass")                            # equal is not surpassing
    assert game.state["discs"]["farm"] == 1
    P(game, "bob")["authority"]["farm"] = 0
    P(game, "ann")["authority"]["farm"] = 1
    game.play("bob", "send explorer city-1")
    assert game.state["discs"]["farm"] is None


def test_district_discs_produce_for_their_holder_in_the_rest_phase():
    game = table("racoons", "racoons")
    game.state["discs"]["military"] = 0
    P(game, "ann")["authority"]["military"] = 2
    finish_season(game)
    assert P(game, "ann")["res"]["power"] == 4 + 2


def test_rulebook_example_five_endurance_lower_a_track_and_farm_authority():
    """natera.txt: "the racoon player receives 5 endurance resources, and must reduce their
    authority in any District by 1. They will also increase their authority in the Farm
    District by 1 from interacting with the District." """
    game = table("racoons", "gorillas")
    tile(game, "farm-3", "farm-endurance-lower")
    P(game, "ann")["authority"].update(farm=3, city=2)
    game.play("ann", "send explorer farm-3")
    assert P(game, "ann")["res"]["endurance"] == 5 and P(game, "ann")["authority"]["farm"] == 4
    assert game.legal_actions("ann") == ["lower farm", "lower city"]
    game.play("ann", "lower city")
    assert P(game, "ann")["authority"]["city"] == 1 and game.awaiting() == ["bob"]


def test_military_tier1_draws_raises_and_lowers():
    game = table()
    tile(game, "military-1", "military-shuffle")
    P(game, "ann")["authority"]["coast"] = 2
    game.play("ann", "send leader military-1")
    assert game.legal_actions("ann") == ["draw basic", "draw advanced"]
    game.play("ann", "draw advanced")
    assert len(P(game, "ann")["hand"]) == 1
    game.play("ann", "raise city")
    assert sorted(game.legal_actions("ann")) == ["lower city", "lower coast", "lower military"]
    game.play("ann", "lower coast")
    assert P(game, "ann")["authority"] == {"farm": 0, "city": 1, "military": 1, "coast": 1}
    assert game.awaiting() == ["bob"]


def test_copy_locations_copy_the_reward_only():
    game = table()
    tile(game, "military-3", "military-copy-forest")
    P(game, "ann")["authority"]["military"] = 3
    game.play("ann", "send leader military-3")
    assert game.legal_actions("ann") == [f"copy forest-{k}" for k in range(1, 7)]
    forest_power = next(f"forest-{k}" for k in range(1, 7)
                        if game.state["board"][f"forest-{k}"]["tile"] == "forest-power")
    game.play("ann", f"copy {forest_power}")
    assert P(game, "ann")["res"]["power"] == 4 and P(game, "ann")["authority"]["military"] == 4
    assert game.state["board"][forest_power]["tokens"] == []


def test_copy_two_different_tier1_locations():
    game = table()
    tile(game, "military-5", "military-copy-two")
    P(game, "ann")["authority"]["military"] = 6
    game.play("ann", "send leader military-5")
    game.play("ann", "copy farm-2" if game.state["board"]["farm-2"]["tile"] == "farm-food" else "copy farm-1")
    assert "copy farm-1" not in game.legal_actions("ann") or "copy farm-2" not in game.legal_actions("ann")
    game.play("ann", "copy military-2" if game.state["board"]["military-2"]["tile"] == "military-power"
              else "copy military-1")
    assert P(game, "ann")["res"]["food"] == 4


# ----------------------------------------------------------------------------------------
# exploration cards
# ----------------------------------------------------------------------------------------

def test_a_card_is_paid_with_one_of_its_three_costs():
    game = table()
    P(game, "ann")["hand"] = ["aquaponics"]
    assert C.cards["aquaponics"].cost == (5, 4, 3)        # the rulebook's example
    give(game, "ann", endurance=4, agility=4, intelligence=2)
    assert game.legal_actions("ann").count("play aquaponics agility") == 1
    refused(game, "ann", "play aquaponics endurance", "costs 5 endurance")
    refused(game, "ann", "play aquaponics intelligence", "costs 3 intelligence")
    game.play("ann", "play aquaponics agility")
    assert P(game, "ann")["res"] == {**P(game, "ann")["res"], "agility": 0, "endurance": 4}
    assert P(game, "ann")["played"] == ["aquaponics"]


def test_requirements_presence_authority_and_tags():
    game = table()
    give(game, "ann", endurance=20)
    P(game, "ann")["hand"] = ["supply-cache", "hunting-grounds", "compost-heap"]
    refused(game, "ann", "play supply-cache endurance", "token of yours in the city")
    refused(game, "ann", "play hunting-grounds endurance", "2 authority in the farm")
    refused(game, "ann", "play compost-heap endurance", "1 science tags")
    game.state["board"]["city-1"]["tokens"].append([0, "explorer"])
    P(game, "ann")["authority"]["farm"] = 2
    P(game, "ann")["specialists"] = ["field-medic"]          # a science tag on a specialist
    legal = game.legal_actions("ann")
    for card in ("supply-cache", "hunting-grounds", "compost-heap"):
        assert f"play {card} endurance" in legal


def test_instant_production_ability_and_passive_rewards():
    game = table("racoons", "racoons")
    give(game, "ann", endurance=30, food=4)
    P(game, "ann")["hand"] = ["supply-cache", "seed-vault", "market-stall", "old-highway"]
    game.state["board"]["city-1"]["tokens"].append([0, "explorer"])
    game.play("ann", "play supply-cache endurance")            # instant: 3 supply now
    assert P(game, "ann")["res"]["supply"] == 3
    game.play("bob", "pass")
    game.play("ann", "play seed-vault endurance")               # production: nothing now
    assert P(game, "ann")["res"]["food"] == 4
    game.play("ann", "play market-stall endurance")
    game.play("ann", "ability market-stall")                    # pay 2 supply, gain 4 food
    assert P(game, "ann")["res"]["supply"] == 1 and P(game, "ann")["res"]["food"] == 8
    game.play("ann", "play old-highway endurance")              # passive: +1 supply per city visit
    tile(game, "city-2", "city-supply")
    game.play("ann", "send leader city-2")
    assert P(game, "ann")["res"]["supply"] == 1 + 2 + 1
    give(game, "ann", supply=1)
    turn(game, "ann")
    refused(game, "ann", "ability market-stall", "costs 2 supply")


def test_an_ability_can_be_used_many_times_a_season_once_per_action():
    game = table("racoons", "racoons")
    P(game, "ann")["specialists"] = ["business-ape"]
    give(game, "ann", power=8)
    game.play("ann", "ability business-ape")
    game.play("bob", "pass")
    game.play("ann", "ability business-ape")
    assert P(game, "ann")["res"]["food"] == 14 and P(game, "ann")["res"]["power"] == 0
    refused(game, "ann", "ability business-ape", "costs 4 power")


def test_drawing_chooses_the_basic_or_advanced_deck():
    game = table()
    tile(game, "city-2", "city-draw")
    game.play("ann", "send leader city-2")
    game.play("ann", "draw basic")
    game.play("ann", "draw advanced")
    assert Counter(C.cards[x].deck for x in P(game, "ann")["hand"]) == {"basic": 1, "advanced": 1}


def test_an_empty_deck_is_refilled_from_its_discard_pile():
    game = table()
    game.state["discards"]["basic"] = list(game.state["decks"]["basic"])
    game.state["decks"]["basic"] = []
    tile(game, "city-2", "city-draw")
    game.play("ann", "send leader city-2")
    game.play("ann", "draw basic")
    assert len(game.state["decks"]["basic"]) > 0 and game.state["discards"]["basic"] == []


def test_tags_count_on_exploration_cards_and_specialists_for_requirements():
    game = table()
    give(game, "ann", endurance=30)
    P(game, "ann")["hand"] = ["research-lab"]                  # tags science 2
    P(game, "ann")["played"] = ["old-library"]
    refused(game, "ann", "play research-lab endurance", "2 science tags")
    P(game, "ann")["specialists"] = ["field-medic"]
    P(game, "ann")["board"] = "oak"
    game.play("ann", "play research-lab endurance")          # growth 2: both collected
    game.play("ann", "grow a1")
    assert game.legal_actions("ann") == ["grow a2", "grow b1"]
    game.play("ann", "grow a2")
    assert P(game, "ann")["res"]["endurance"] == 30 - 8 + 1 + 3 and game.awaiting() == ["bob"]


# ----------------------------------------------------------------------------------------
# specialists and settlements
# ----------------------------------------------------------------------------------------

def test_hiring_pays_food_gives_the_reward_and_refills_the_row():
    game = table()
    row = game.state["specialists"]["row"]
    row[0] = "business-ape"
    give(game, "ann", food=22)
    refused(game, "ann", "hire business-ape", "costs 23 food")
    give(game, "ann", food=23)
    game.play("ann", "hire business-ape")
    assert P(game, "ann")["res"]["food"] == 7 and P(game, "ann")["specialists"] == ["business-ape"]
    assert len(game.state["specialists"]["row"]) == 5 and "business-ape" not in game.state["specialists"]["row"]


def test_a_settlement_costs_10_supply_needs_access_one_per_location_never_the_forest():
    game = table()
    give(game, "ann", supply=9)
    refused(game, "ann", "settle farm-1", "costs 10 supply")
    give(game, "ann", supply=30)
    refused(game, "ann", "settle forest-1", "cannot be settled")
    game.state["board"]["farm-3"]["revealed"] = True
    refused(game, "ann", "settle farm-3", "need 3 authority")
    game.play("ann", "settle farm-1")
    assert game.state["board"]["farm-1"]["settlement"] == 0 and P(game, "ann")["res"]["supply"] == 20
    assert P(game, "ann")["settlements"] == SETTLEMENTS - 1
    give(game, "bob", supply=10)
    refused(game, "bob", "settle farm-1", "already has a settlement")


def test_a_card_can_establish_a_free_settlement():
    game = table()
    give(game, "ann", endurance=20)
    P(game, "ann")["authority"]["farm"] = 4
    P(game, "ann")["hand"] = ["town-square"]
    game.play("ann", "play town-square endurance")
    assert "settle farm-1" in game.legal_actions("ann")
    game.play("ann", "settle farm-1")
    assert P(game, "ann")["res"]["supply"] == 0 and game.state["board"]["farm-1"]["settlement"] == 0


# ----------------------------------------------------------------------------------------
# science board
# ----------------------------------------------------------------------------------------

def science_game(board: str = "oak") -> NateraGame:
    game = table()
    P(game, "ann")["board"] = board
    return game


def test_growth_starts_on_the_bottom_row_then_grows_connected_each_space_once():
    game = science_game()
    give(game, "ann", endurance=20)
    P(game, "ann")["hand"] = ["old-library", "old-library", "old-library"]
    game.play("ann", "play old-library endurance")
    assert game.legal_actions("ann") == ["grow a1", "grow b1", "grow c1"]
    game.play("ann", "grow a1")
    game.play("bob", "pass")
    game.play("ann", "play old-library endurance")
    assert game.legal_actions("ann") == ["grow a2", "grow b1"]
    game.play("ann", "grow a2")                           # oak a2: gain 3 endurance at once
    assert P(game, "ann")["res"]["endurance"] == 20 - 8 + 2 + 3   # 2: the Gorillas' science


def test_a_science_space_with_a_cost_needs_it_paid():
    game = science_game()
    P(game, "ann")["growth"] = ["a1", "a2"]
    assert [str(step) for step in C.science["oak"]["a"].spaces["a3"]] == ["pay food 2", "gain intelligence 3"]
    P(game, "ann")["specialists"] = []
    game.state["specialists"]["row"][0] = "night-owl-scholar"
    give(game, "ann", food=16)
    game.play("ann", "hire night-owl-scholar")             # growth 1, food now 0
    assert "grow a3" not in game.legal_actions("ann")
    assert "grow b2" in game.legal_actions("ann")


def test_bottom_spaces_produce_in_the_rest_phase_and_top_spaces_score():
    game = science_game()
    P(game, "ann")["tribe"] = "racoons"
    P(game, "ann")["growth"] = ["a1", "b1", "b2", "b3", "b4"]   # oak b4: 4 VP
    finish_season(game)
    assert P(game, "ann")["res"]["food"] == 2 + RACOON_FOOD and P(game, "ann")["res"]["power"] == 1 + 4
    assert game.scores()["ann"]["science"] == 4


# ----------------------------------------------------------------------------------------
# claims
# ----------------------------------------------------------------------------------------

def test_reaching_10_authority_claims_the_district_claim_at_once():
    game = table()
    P(game, "ann")["authority"]["farm"] = 9
    game.play("ann", "send leader farm-1")
    assert game.state["claims"]["authority"]["farm"] == 0 and P(game, "ann")["claims"] == 2
    P(game, "ann")["authority"]["farm"] = 3                  # never removed
    game.play("bob", "pass")
    assert game.state["claims"]["authority"]["farm"] == 0
    assert game.scores()["ann"]["claims"] == 7


def test_claim_tiles_are_mandatory_unique_and_limited_to_three_tokens():
    game = table("gorillas", "racoons")
    tiles = game.state["claims"]["tiles"]
    tiles[0]["objective"] = "settlements-4"
    tiles[1]["objective"] = "specialists-5"
    for slot in ("farm-1", "farm-2", "city-1"):
        game.state["board"][slot]["settlement"] = 0
    P(game, "ann")["settlements"] -= 3
    give(game, "ann", supply=10)
    game.play("ann", "settle city-2")
    tiles = game.state["claims"]["tiles"]
    assert tiles[0]["holder"] == 0 and P(game, "ann")["claimed"] == [tiles[0]["tile"]]
    P(game, "ann")["claims"] = 0
    P(game, "ann")["specialists"] = ["field-medic", "chef-badger", "scout-meerkat", "nurse-deer", "librarian-moth"]
    game.play("bob", "pass")
    tiles = game.state["claims"]["tiles"]
    assert tiles[1]["holder"] is None                     # no token left
    P(game, "bob")["specialists"] = ["field-medic", "chef-badger", "scout-meerkat", "nurse-deer", "librarian-moth"]
    P(game, "ann")["passed"] = False
    game.play("ann", "pass")
    assert game.state["claims"]["tiles"][1]["holder"] == 1


FARM_TO_COAST = ("farm", "city", "military", "coast")


@pytest.mark.parametrize("objective,field,value", [
    ("specialists-costs", "specialists", ["business-ape", "mayor-elephant", "chef-badger", "field-medic"]),
    ("specialists-plain", "specialists", ["business-ape", "chef-badger", "quartermaster", "courier-pigeon"]),
    ("specialists-vp-values", "specialists", ["chef-badger", "field-medic", "quartermaster", "archivist-tortoise"]),
    ("settlements-farm-city-coast", "settled", ["farm-1", "city-1", "coast-1"]),
    ("settlements-farm-coast-military", "settled", ["farm-1", "military-1", "coast-1"]),
    ("settlements-tiers", "settled", ["farm-3", "city-4", "coast-5"]),
    ("requirements-7", "played", ["supply-cache"] * 4 + ["compost-heap"] * 3),
    ("requirements-presence-5", "played", ["supply-cache", "raft", "herb-garden", "fishing-nets", "scrap-workshop"]),
    ("requirements-authority-4", "played", ["training-ground", "water-filter", "hunting-grounds", "power-line"]),
    ("authority-3-everywhere", "authority", {d: 3 for d in FARM_TO_COAST}),
    ("growth-8", "growth", ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3"]),
    ("growth-column", "growth", ["b1", "b2", "b3", "b4", "b5"]),
    ("growth-two-rows", "growth", ["a2", "b2", "c2", "a3", "b3", "c3"]),
    ("science-5", "played", ["old-library"] * 5),
    ("improvement-4", "played", ["seed-vault"] * 4),
    ("interactive-3", "played", ["signal-fire"] * 3),
    ("advanced-6", "played", ["ruined-mall"] * 6),
    ("discovery-6", "played", ["raft"] * 6),
])
def test_every_claim_objective_is_claimed_when_met(objective, field, value):
    game = table()
    game.state["claims"]["tiles"][2]["objective"] = objective
    game.play("ann", "pass")
    assert game.state["claims"]["tiles"][2]["holder"] is None
    if field == "settled":
        for slot in value:
            game.state["board"][slot]["settlement"] = 0
    else:
        P(game, "ann")[field] = value
    game.play("bob", "pass")
    assert game.state["claims"]["tiles"][2]["holder"] == 0, objective


def test_claims_met_at_final_scoring_on_claimed_tiles_are_worth_1():
    game = table("racoons", "racoons")
    tiles = game.state["claims"]["tiles"]
    for k, objective in enumerate(["interactive-3", "growth-8", "settlements-4", "specialists-5", "advanced-6"]):
        tiles[k]["objective"] = objective
    tiles[0]["holder"] = 1
    P(game, "bob")["claimed"] = [tiles[0]["tile"]]
    P(game, "bob")["claims"] = 2
    P(game, "ann")["played"] = ["signal-fire"] * 3
    game.state["season"] = 4
    finish_season(game)
    tiles = game.state["claims"]["tiles"]
    assert tiles[0]["late"] == [0] and game.scores()["ann"]["claims"] == 1
    assert P(game, "ann")["claims"] == 2


# ----------------------------------------------------------------------------------------
# final scoring
# ----------------------------------------------------------------------------------------

def test_authority_placings_disc_holder_first_tie_for_second_split_tie_for_third_one_each():
    game = table("racoons", "racoons", "racoons", "racoons")
    first, second, third = C.placings
    auth = [5, 6, 4, 4]
    for i, a in enumerate(auth):
        game.state["players"][i]["authority"]["farm"] = a
    game.state["discs"]["farm"] = 0                         # the disc holder is first
    farm = game._placings()["farm"]
    assert farm == [first, second, 1, 1]
    for i, a in enumerate([5, 3, 3, 1]):
        game.state["players"][i]["authority"]["city"] = a
    game.state["discs"]["city"] = 0
    city = game._placings()["city"]
    assert city == [first, (second + third) // 2, (second + third) // 2, 0]


def test_settlements_score_3_specialists_and_cards_their_points():
    game = table("gorillas", "turtles")
    game.state["board"]["farm-1"]["settlement"] = 0
    game.state["board"]["farm-2"]["settlement"] = 1
    P(game, "ann")["specialists"] = ["business-ape", "archivist-tortoise"]
    P(game, "ann")["played"] = ["old-library", "contaminated-land", "wind-turbine"]
    pad = game.scores()["ann"]
    assert pad["settlements"] == 3 and game.scores()["bob"]["settlements"] == 2
    assert pad["specialists"] == 2 + 2                    # 2 VP + one per science tag (2)
    assert pad["exploration"] == -2 + 2


def test_ties_go_to_total_authority_then_supply_then_shared():
    game = table("racoons", "racoons")
    game.state["over"] = True
    assert game.winners() == ["ann", "bob"]
    give(game, "bob", supply=1)
    assert game.winners() == ["bob"]
    P(game, "ann")["authority"]["city"] = 1
    P(game, "bob")["authority"]["coast"] = 1
    game.state["discs"] = {d: None for d in game.state["discs"]}
    placings = game._placings()
    assert placings["city"][0] == placings["coast"][1]


# ----------------------------------------------------------------------------------------
# tribes
# ----------------------------------------------------------------------------------------

def test_bears_all_leaders_forest_leader_raises_a_track_and_production_draws():
    game = table("bears", "racoons")
    assert P(game, "ann")["leaders"] == 3 and P(game, "ann")["explorers"] == 0
    refused(game, "ann", "send explorer farm-1", "no explorers")
    P(game, "ann")["hand"] = ["raft"]
    game.play("ann", "send leader forest-1")
    game.play("ann", "discard raft")
    assert game.legal_actions("ann")[0] == "raise farm"
    game.play("ann", "raise coast")
    assert P(game, "ann")["authority"]["coast"] == 1
    finish_season(game, answer=lambda seat, legal: "draw basic" if "draw basic" in legal else legal[0])
    assert len(P(game, "ann")["hand"]) == 1 + 4


def test_bears_draw_an_extra_card_at_setup():
    game = NateraGame.new("natera", ["ann", "bob"], 1, {"tribes": "pick"})
    first = game.awaiting()[0]
    game.play(first, "tribe bears")
    game.play(game.awaiting()[0], "tribe gorillas")
    for seat in ("ann", "bob"):
        game.play(seat, "side a")
    play_setup(game)
    assert len(P(game, first)["hand"]) == 6


def test_beavers_setup_settlement_leaders_pay_twice_and_production_collects_a_bonus():
    game = NateraGame.new("natera", ["ann", "bob"], 1, {"tribes": "pick"})
    first = game.awaiting()[0]
    other = "bob" if first == "ann" else "ann"
    game.play(first, "tribe beavers")
    game.play(other, "tribe gorillas")
    for seat in ("ann", "bob"):
        game.play(seat, "side a")
    while game.state["queue"] and game.state["queue"][0]["atom"] != "settle":
        seat = game.awaiting()[0]
        game.play(seat, game.legal_actions(seat)[0])
    legal = game.legal_actions(first)
    assert legal and all(x.split()[1].endswith(("-1", "-2")) and "forest" not in x for x in legal)
    food = P(game, first)["res"]["food"]
    farm_food = next(s for s in ("farm-1", "farm-2") if game.state["board"][s]["tile"] == "farm-food")
    game.play(first, f"settle {farm_food}")
    assert P(game, first)["res"]["food"] == food + 2 and P(game, first)["settlements"] == SETTLEMENTS - 1
    # in play: a leader visiting a Beaver settlement pays its bonus twice, an explorer once
    game = table("beavers", "gorillas", "racoons")
    tile(game, "farm-1", "farm-food")
    tile(game, "farm-2", "farm-endurance")
    game.state["board"]["farm-1"]["settlement"] = 0
    game.state["board"]["farm-2"]["settlement"] = 0
    game.play("ann", "pass")
    game.play("bob", "send leader farm-1")
    game.play("cy", "send explorer farm-2")
    assert P(game, "ann")["res"]["food"] == 4 and P(game, "ann")["res"]["endurance"] == 1
    finish_season(game, answer=lambda seat, legal: "collect farm-1" if "collect farm-1" in legal else legal[0])
    mini_card = C.tribes["beavers"].production.get("food", 0)
    assert P(game, "ann")["res"]["food"] == 4 + mini_card + 2        # farm-1's bonus once more


def test_chimpanzees_use_agility_as_intelligence_and_vice_versa():
    game = table("chimpanzees", "racoons")
    P(game, "ann")["hand"] = ["aquaponics"]
    give(game, "ann", agility=1, intelligence=2)
    game.play("ann", "play aquaponics intelligence")
    assert P(game, "ann")["res"]["agility"] == 0 and P(game, "ann")["res"]["intelligence"] == 0
    other = table("gorillas", "racoons")
    P(other, "ann")["hand"] = ["aquaponics"]
    give(other, "ann", agility=1, intelligence=2)
    refused(other, "ann", "play aquaponics intelligence", "costs 3 intelligence")


def test_chimpanzees_produce_two_resources_of_their_choice():
    game = table("chimpanzees", "racoons")
    finish_season(game, answer=lambda seat, legal: "take supply" if "take supply" in legal else legal[0])
    assert P(game, "ann")["res"]["supply"] == 2


def test_foxes_draw_when_visiting_the_forest_and_produce_a_forest_copy_and_a_card():
    game = table("foxes", "racoons")
    P(game, "ann")["hand"] = ["raft"]
    forest_food = next(f"forest-{k}" for k in range(1, 7)
                       if game.state["board"][f"forest-{k}"]["tile"] == "forest-food")
    game.play("ann", f"send explorer {forest_food}")
    game.play("ann", "discard raft")
    game.play("ann", "draw advanced")
    assert len(P(game, "ann")["hand"]) == 1 and P(game, "ann")["res"]["food"] == 8
    finish_season(game, answer=lambda seat, legal: f"copy {forest_food}" if f"copy {forest_food}" in legal
                  else legal[0])
    fox = C.tribes["foxes"].production["food"]
    assert P(game, "ann")["res"]["food"] == 8 + fox + 8
    assert len(P(game, "ann")["hand"]) == 1 + 1 + 4


def test_gorillas_gain_endurance_for_science_cards_and_produce_a_growth():
    game = table("gorillas", "racoons")
    give(game, "ann", endurance=4)
    P(game, "ann")["hand"] = ["old-library"]
    game.play("ann", "play old-library endurance")
    assert P(game, "ann")["res"]["endurance"] == 1
    game.play("ann", "grow a1")
    finish_season(game)
    assert len(P(game, "ann")["growth"]) == 2


def test_moles_have_four_explorers_collect_food_from_visitors_and_lower_a_track():
    game = table("moles", "racoons")
    assert P(game, "ann")["leaders"] == 0 and P(game, "ann")["explorers"] == 4
    refused(game, "ann", "send leader farm-1", "no leaders")
    tile(game, "farm-1", "farm-endurance")
    game.play("ann", "send explorer farm-1")
    game.play("bob", "send leader farm-1")             # moles do not block
    assert P(game, "ann")["res"]["food"] == 4 and P(game, "bob")["res"]["food"] == 2
    P(game, "ann")["authority"]["city"] = 2
    finish_season(game, answer=lambda seat, legal: "lower city" if "lower city" in legal else legal[0])
    assert P(game, "ann")["authority"]["city"] == 1


def test_rabbits_gain_food_for_requirement_cards_and_raise_a_track():
    game = table("rabbits", "racoons")
    give(game, "ann", endurance=10)
    P(game, "ann")["hand"] = ["supply-cache", "trail-map"]
    game.state["board"]["city-1"]["tokens"].append([0, "explorer"])
    game.play("ann", "play supply-cache endurance")
    assert P(game, "ann")["res"]["food"] == 2
    game.play("bob", "pass")
    game.play("ann", "play trail-map endurance")       # no requirement: no food
    assert P(game, "ann")["res"]["food"] == 2


def test_racoons_use_the_abilities_of_the_row():
    game = table("racoons", "gorillas")
    game.state["specialists"]["row"][2] = "business-ape"
    give(game, "ann", power=4)
    assert "ability business-ape" in game.legal_actions("ann")
    game.play("ann", "ability business-ape")
    assert P(game, "ann")["res"]["food"] == 7
    give(game, "bob", power=4)
    refused(game, "bob", "ability business-ape", "not an ability you can use")


def test_ravens_may_peek_before_drawing_and_the_peek_is_private():
    game = table("ravens", "racoons")
    tile(game, "city-2", "city-draw")
    game.play("ann", "send leader city-2")
    assert "peek advanced" in game.legal_actions("ann")
    top = game.state["decks"]["advanced"][-1]
    events = game.play("ann", "peek advanced")
    assert game.revealed                                      # a peek cannot be taken back
    assert C.cards[top].name not in " ".join(map(str, events))
    assert game.view("ann")["players"][0]["peek"]["card"]["id"] == top
    assert "peek" not in game.view("bob")["players"][0] and "peek" not in game.view()["players"][0]
    assert "peek advanced" not in game.legal_actions("ann")
    game.play("ann", "draw advanced")
    assert top in P(game, "ann")["hand"]
    assert "peek basic" in game.legal_actions("ann")          # a new peek for the next card


def test_red_pandas_gain_power_for_new_tag_types_and_search_the_advanced_deck():
    game = table("red-pandas", "racoons", expansions=["nuclear-discovery"])
    give(game, "ann", endurance=10)
    P(game, "ann")["hand"] = ["raft", "rusty-bicycle"]
    game.state["board"]["coast-1"]["tokens"].append([0, "explorer"])
    game.play("ann", "play raft endurance")            # discovery + basic: 2 new types
    assert P(game, "ann")["res"]["power"] == 2
    game.play("bob", "pass")
    game.play("ann", "play rusty-bicycle endurance")   # nothing new
    assert P(game, "ann")["res"]["power"] == 2
    finish_season(game, answer=lambda seat, legal: "search nuclear" if "search nuclear" in legal else legal[0])
    assert any("nuclear" in C.cards[x].tags for x in P(game, "ann")["hand"])


def test_reptiles_hire_for_two_less_and_replace_row_specialists():
    game = table("reptiles", "racoons")
    game.state["specialists"]["row"][0] = "business-ape"
    give(game, "ann", food=21)
    game.play("ann", "hire business-ape")
    assert P(game, "ann")["res"]["food"] == 7
    game.play("bob", "pass")
    row = list(game.state["specialists"]["row"])
    finish_season(game, answer=lambda seat, legal: f"replace {row[0]}" if f"replace {row[0]}" in legal
                  else ("done" if "done" in legal else legal[0]))
    assert row[0] not in game.state["specialists"]["row"]
    assert game.state["specialists"]["deck"][0] == row[0]


def test_turtles_settlements_are_worth_two_and_move_in_production():
    game = table("turtles", "racoons", expansions=["nuclear-discovery"])
    tile(game, "farm-1", "farm-food")
    tile(game, "city-1", "city-supply")
    game.state["board"]["farm-1"]["settlement"] = 0
    P(game, "ann")["settlements"] -= 1
    assert game.scores()["ann"]["settlements"] == 2
    finish_season(game, answer=lambda seat, legal: "move farm-1 city-1" if "move farm-1 city-1" in legal else legal[0])
    assert game.state["board"]["city-1"]["settlement"] == 0 and game.state["board"]["farm-1"]["settlement"] is None
    assert P(game, "ann")["res"]["supply"] == C.tribes["turtles"].production.get("supply", 0) + 1


def test_every_tribe_plays_a_whole_game():
    for k, tribe in enumerate(sorted(C.tribes)):
        game = NateraGame.new("natera", ["ann", "bob"], k, {"tribes": "pick", "expansions": ["nuclear-discovery"]})
        first = game.awaiting()[0]
        game.play(first, f"tribe {tribe}")
        while not game.over:
            seat = game.awaiting()[0]
            legal = game.legal_actions(seat)
            busy = [a for a in legal if a != "pass"]
            game.play(seat, busy[(k + len(legal)) % len(busy)] if busy and len(game.state["players"][0]["played"]) < 40
                      and game.state["rng"] % 7 else legal[-1] if "pass" in legal else legal[0])
        assert P(game, first)["tribe"] == tribe


# ----------------------------------------------------------------------------------------
# the view and the data file
# ----------------------------------------------------------------------------------------

def test_the_view_describes_the_board_and_hides_hands():
    game = table()
    P(game, "ann")["hand"] = ["raft"]
    view = game.view("ann")
    assert view["you"] == "ann" and view["players"][0]["hand"][0]["name"] == "Raft"
    assert "hand" not in view["players"][1] and "hand" not in game.view()["players"][0]
    assert {d["id"] for d in view["districts"]} == {"farm", "city", "military", "coast", "forest"}
    assert len(view["specialist_row"]) == 5 and view["turn"] == "ann"
    assert view["players"][0]["science"]["spaces"]["a1"]
    assert all(claim["text"] for claim in view["claims"])


def test_data_errors_name_the_file_and_the_entry():
    raw = copy.deepcopy(load("natera"))
    raw["cards"][0]["cost"] = [1, 2]
    with pytest.raises(DataError, match=r"data/natera.toml card aquaponics: cost"):
        parse(raw)
    raw = copy.deepcopy(load("natera"))
    raw["locations"][0]["effect"] = ["gain gold 2"]
    with pytest.raises(DataError, match=r"location farm-endurance"):
        parse(raw)
    raw = copy.deepcopy(load("natera"))
    del raw["specialists"][0]["rationale"]
    with pytest.raises(DataError, match="rationale"):
        parse(raw)
    raw = copy.deepcopy(load("natera"))
    raw["tribes"][5]["leaders"] = 1
    with pytest.raises(DataError, match="tribe moles"):
        parse(raw)
