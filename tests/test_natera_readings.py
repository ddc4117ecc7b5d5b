"""Natera: readings of natera.txt that were once wrong (issue 17, points 8 and 9), each
played through the contract with the helpers of tests/test_natera_rules.py."""

from __future__ import annotations

import pytest

from bot.rules import IllegalAction
from bot.rules.natera_data import ATTRIBUTES
from tests.test_natera_rules import C, P, give, table, tile

# ----------------------------------------------------------------------------------------
# 8. "a reduced cost of": one reading, never above the card's own cost
# ----------------------------------------------------------------------------------------

FARM_PLAY_OFF = (4, 3, 3)          # "a reduced cost of 4 Endurance or 3 Agility or 3 Intelligence"


def farm_play(hand: list[str], **res):
    game = table()
    tile(game, "farm-5", "farm-play")
    P(game, "ann")["authority"]["farm"] = 6
    P(game, "ann")["hand"] = list(hand)
    give(game, "ann", **res)
    game.play("ann", "send leader farm-5")
    return game


def test_farm_play_takes_the_reduction_off_a_card_that_costs_less_than_it():
    """Trail Map costs 2/2/2: the farm's reduced cost of 4 endurance must not charge 4."""
    assert C.cards["trail-map"].cost == (2, 2, 2)
    game = farm_play(["trail-map"], endurance=4)
    assert "play trail-map endurance" in game.legal_actions("ann")
    game.play("ann", "play trail-map endurance")
    assert P(game, "ann")["res"]["endurance"] == 4          # 2 - 4: free, not 4
    assert "trail-map" in P(game, "ann")["played"]


def test_farm_play_is_the_cards_own_cost_less_4_endurance_or_3_agility_or_3_intelligence():
    assert C.cards["aquaponics"].cost == (5, 4, 3)
    game = farm_play(["aquaponics"], endurance=0, agility=0, intelligence=0)
    assert game.legal_actions("ann") == ["play aquaponics intelligence", "skip"]   # 3 - 3 = 0
    game = farm_play(["aquaponics"], endurance=1, agility=1)
    assert sorted(game.legal_actions("ann")) == sorted(f"play aquaponics {a}" for a in ATTRIBUTES) + ["skip"]
    game.play("ann", "play aquaponics agility")
    assert P(game, "ann")["res"]["agility"] == 0 and P(game, "ann")["res"]["endurance"] == 1


def test_farm_play_refuses_a_card_still_too_dear():
    assert C.cards["ruined-mall"].cost[0] - FARM_PLAY_OFF[0] > 1
    game = farm_play(["ruined-mall"], endurance=1)
    assert game.legal_actions("ann") == []                   # nothing playable: the step does nothing
    assert game.awaiting() == ["bob"]


@pytest.mark.parametrize("card", sorted(c.id for c in C.cards.values() if not c.requires))
def test_a_reduced_cost_never_exceeds_the_cards_own(card):
    own = C.cards[card].cost
    for k, attr in enumerate(ATTRIBUTES):
        reduced = max(0, own[k] - FARM_PLAY_OFF[k])
        game = farm_play([card], **{attr: own[k]})
        events = game.play("ann", f"play {card} {attr}")
        assert f"ann plays {C.cards[card].name} for {reduced} {attr}." in events, (card, attr, events)


def test_farm_hire_reads_the_same_words_the_same_way_cost_less_6_food():
    game = table()
    tile(game, "farm-3", "farm-hire")
    P(game, "ann")["authority"]["farm"] = 3
    game.state["specialists"]["row"][0] = "business-ape"             # 23 food
    give(game, "ann", food=16)
    game.play("ann", "send leader farm-3")
    assert "hire business-ape" not in game.legal_actions("ann")      # 23 - 6 = 17 > 16
    game = table()
    tile(game, "farm-3", "farm-hire")
    P(game, "ann")["authority"]["farm"] = 3
    game.state["specialists"]["row"][0] = "business-ape"
    give(game, "ann", food=17)
    game.play("ann", "send leader farm-3")
    game.play("ann", "hire business-ape")
    assert P(game, "ann")["res"]["food"] == 0 + 7                    # paid 17, the ape's reward 7


# ----------------------------------------------------------------------------------------
# 9. claims (and the first disc) are immediate: checked the moment the condition is met
# ----------------------------------------------------------------------------------------

def military_shuffle(**authority):
    game = table()
    tile(game, "military-1", "military-shuffle")      # draw 1, raise any track, lower any track
    P(game, "ann")["authority"].update(authority)
    game.play("ann", "send leader military-1")
    game.play("ann", "draw basic")
    return game


def test_farm_authority_9_10_9_inside_one_military_1_places_the_farm_claim():
    """natera.txt: "Placing a claim token is not an action, and is mandatory. Once a player
    satisfies the conditions of a specific claim, they must immediately place their claim
    token." ... "a claim token cannot be removed, even if a player no longer satisfies the
    claim's condition (including dropping below 10 authority)"."""
    game = military_shuffle(farm=9)
    events = game.play("ann", "raise farm")
    assert P(game, "ann")["authority"]["farm"] == 10
    assert game.state["claims"]["authority"]["farm"] == 0 and P(game, "ann")["claims"] == 2
    assert "ann claims the farm authority claim (7 VP)." in events
    game.play("ann", "lower farm")
    assert P(game, "ann")["authority"]["farm"] == 9 and game.awaiting() == ["bob"]
    assert game.state["claims"]["authority"]["farm"] == 0 and P(game, "ann")["claimed"] == ["authority-farm"]
    assert game.scores()["ann"]["claims"] == 7


def test_a_claim_tile_met_for_a_moment_inside_an_action_is_placed():
    """3 authority everywhere for a moment (raise city, then lower it in the same
    ``military-1``): the tile is claimed, and stays."""
    game = table()
    game.state["claims"]["tiles"][0]["objective"] = "authority-3-everywhere"
    tile(game, "military-1", "military-shuffle")
    P(game, "ann")["authority"].update(farm=3, city=2, military=2, coast=3)
    game.play("ann", "send leader military-1")        # military 3, city still 2
    game.play("ann", "draw basic")
    events = game.play("ann", "raise city")           # 3 everywhere
    assert game.state["claims"]["tiles"][0]["holder"] == 0 and P(game, "ann")["claims"] == 2
    assert any(str(line).startswith("ann claims tile") for line in events)
    game.play("ann", "lower city")
    assert game.state["claims"]["tiles"][0]["holder"] == 0 and game.awaiting() == ["bob"]


def test_the_first_to_reach_2_takes_the_disc_at_once_and_keeps_it_at_1():
    """natera.txt: "The first player to reach 2 authority in a district takes that district's
    token" ... "A player needs to hold at least 1 authority in order to keep a leader token."
    """
    game = military_shuffle(farm=1)
    events = game.play("ann", "raise farm")
    assert game.state["discs"]["farm"] == 0 and "ann takes the farm district leader disc." in events
    game.play("ann", "lower farm")
    assert P(game, "ann")["authority"]["farm"] == 1 and game.state["discs"]["farm"] == 0


def test_a_disc_returns_the_moment_its_holders_authority_falls_to_0():
    game = military_shuffle(farm=1, coast=1)
    game.state["discs"]["farm"] = 0
    P(game, "bob")["authority"]["farm"] = 1
    game.play("ann", "raise city")
    events = game.play("ann", "lower farm")
    assert game.state["discs"]["farm"] is None
    assert "The farm disc returns to the middle of the district." in events


# ----------------------------------------------------------------------------------------
# 12. a discard (and a draw) is confirmed to the player alone, naming the card
# ----------------------------------------------------------------------------------------

def test_a_discard_names_the_card_to_its_player_alone():
    game = table()
    P(game, "ann")["hand"] = ["trail-map", "raft", "aquaponics"]
    events = game.play("ann", "discard trail-map")                 # the free discard, step one
    assert game.told == {"ann": ["You discard Trail Map."]}
    assert not any("Trail Map" in line for line in events)
    events = game.play("ann", "discard raft")
    assert game.told == {"ann": ["You discard Raft."]} and "ann discards 2 cards for a resource." in events
    assert not any("Raft" in line for line in events)
    game.play("ann", "take food")
    with pytest.raises(IllegalAction):
        game.play("ann", "discard aquaponics")                    # one card left
    assert game.told == {}                                          # refused: nothing told


def test_the_starting_hand_discards_are_confirmed_privately():
    from bot.rules.natera import NateraGame

    game = NateraGame.new("natera", ["ann", "bob"], 4, None)
    for seat in ("ann", "bob"):
        game.play(seat, "side a")
    while game.state["step"]["name"] != "keep":
        seat = game.awaiting()[0]
        game.play(seat, game.legal_actions(seat)[0])
    seat = game.awaiting()[0]
    card = P(game, seat)["hand"][0]
    events = game.play(seat, f"discard {card}")
    assert game.told == {seat: [f"You discard {C.cards[card].name}."]}
    assert not any(C.cards[card].name in line for line in events)


def test_a_draw_names_the_card_to_its_player_alone():
    game = military_shuffle()
    [card] = P(game, "ann")["hand"]
    assert game.told == {"ann": [f"You draw {C.cards[card].name}."]}


def test_a_ravens_peek_names_the_card_to_the_raven_alone():
    game = table("ravens", "racoons")
    tile(game, "city-2", "city-draw")
    game.play("ann", "send leader city-2")
    top = game.state["decks"]["advanced"][-1]
    events = game.play("ann", "peek advanced")
    assert game.told == {"ann": [f"The top card of the advanced deck is {C.cards[top].name}."]}
    assert C.cards[top].name not in " ".join(map(str, events))
