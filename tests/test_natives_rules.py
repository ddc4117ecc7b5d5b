"""Natives, base game: one test per rule paragraph of natives.txt that has a consequence.

Positions are built with ``tests.helpers_natives.table`` (a real game whose state is then
edited: deck order with index 0 on top, prairie, boards) and played through the contract.
Seats: ann (Bear), bob (Eagle), cy (Wolf), dee (Turtle) unless a test says otherwise.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from bot.rules import IllegalAction, create, restore
from bot.rules.prairie import END
from bot.rules.prairie_theme import theme
from data import load
from tests.helpers_natives import (
    FILLER,
    PROFESSIONS,
    SEATS,
    TRIBES,
    all_cards,
    base_cards,
    board,
    give,
    natives_of,
    table,
)

TH = theme("natives")


def refused(game, seat: str, action: str, match: str) -> IllegalAction:
    """``action`` raises IllegalAction whose message matches, and nothing changes."""
    before = game.to_dict()
    with pytest.raises(IllegalAction, match=match) as info:
        game.play(seat, action)
    assert game.to_dict() == before
    return info.value


def family(kind: str) -> str:
    return TH.card(kind).family


# ====================================================================================
# Setup
# ====================================================================================

def test_base_game_contents_are_110_cards():
    """Base Game Contents: 52 natives, 7 totems, 39 food, 12 rituals."""
    game = create("natives", seats=["ann", "bob"], seed=3)
    cards = base_cards(all_cards(game.state))
    assert sum(cards.values()) == 110
    by_family = Counter()
    for kind, n in cards.items():
        by_family[family(kind)] += n
    assert by_family == {"native": 52, "totem": 7, "food": 39, "ritual": 12}


def test_base_game_natives_are_28_men_and_24_women():
    """28 men (7 of each of the 4 tribes), 24 women (2 colours each)."""
    cards = base_cards(all_cards(create("natives", ["ann", "bob"], seed=4).state))
    men = {k: n for k, n in cards.items() if k.startswith("man-")}
    women = {k: n for k, n in cards.items() if k.startswith("woman-")}
    assert men == {f"man-{t}": 7 for t in TRIBES}
    assert sum(women.values()) == 24
    assert len(women) == 6 and set(women.values()) == {4}   # every pair of tribes, 4 each
    for kind in women:
        assert len(TH.card(kind).tribes) == 2


def test_base_game_food_totems_and_rituals():
    """39 food (18 corn, 9 bison, 12 salmon); 7 totems one each; 12 rituals, 2 of each kind
    but 4 Sacrifice."""
    cards = base_cards(all_cards(create("natives", ["ann", "bob"], seed=5).state))
    food = {k: cards[k] for k in ("corn", "bison", "salmon")}
    assert food == {"corn": 18, "bison": 9, "salmon": 12}
    totems = {k: n for k, n in cards.items() if family(k) == "totem"}
    assert len(totems) == 7 and set(totems.values()) == {1}
    rituals = {k: n for k, n in cards.items() if family(k) == "ritual"}
    assert rituals == {
        "ancestor-summoning": 2, "rain-calling": 2, "sacrifice": 4,
        "clear-sight": 2, "clear-sky": 2,
    }


@pytest.mark.parametrize("seed", range(6))
def test_winter_is_coming_is_eleventh_from_the_bottom(seed):
    """Setup: 10 cards, Winter Is Coming on them, the stack under the deck. The first reveals
    (5 prairie cards and the first player's replenish) come from the top."""
    game = create("natives", seats=["ann", "bob", "cy"], seed=seed)
    deck = game.state["deck"]
    assert deck.count(END) == 1
    assert deck[-11] == END
    assert len(deck) == 110 + 1 - 5 - 1
    assert not game.state["end_revealed"]


def test_prairie_starts_with_five_cards_and_the_first_replenish():
    """Setup lays 5 cards; the first player's phase 1 lays one more."""
    for seed in range(5):
        game = create("natives", seats=["ann", "bob"], seed=seed)
        assert len(game.state["prairie"]) == 5 + 1
        assert game.state["step"] == {"name": "choose", "scouted": 0}
        first = game.state["seats"][game.state["first"]]
        assert game.awaiting() == [first]
        assert game.view(None)["turn"] == first


def test_first_player_is_chosen_from_the_seed():
    """Randomly choose the player who will start: every seat can start; a seed decides."""
    seats = ["ann", "bob", "cy", "dee"]
    firsts = {create("natives", seats, seed=s).state["first"] for s in range(60)}
    assert firsts == {0, 1, 2, 3}
    for s in (0, 1, 99):
        again = create("natives", seats, seed=s).to_dict()
        assert create("natives", seats, seed=s).to_dict() == again
    assert create("natives", seats, seed=1).to_dict() != create("natives", seats, seed=2).to_dict()


def test_each_player_has_a_tribe_of_their_own():
    for seed in range(10):
        tribes = create("natives", ["ann", "bob", "cy", "dee"], seed=seed).state["tribes"]
        assert sorted(tribes) == sorted(TRIBES)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_two_to_four_players(n):
    game = create("natives", seats=list(SEATS[:n]), seed=1)
    assert len(game.view(None)["players"]) == n


@pytest.mark.parametrize("n", [0, 1, 5])
def test_one_or_five_players_refused(n):
    seats = ["ann", "bob", "cy", "dee", "eve"][:n]
    with pytest.raises(IllegalAction, match=f"2 to 4 players, not {n}"):
        create("natives", seats=seats, seed=1)


def test_seats_must_be_distinct():
    with pytest.raises(IllegalAction, match="own name"):
        create("natives", seats=["ann", "ann"], seed=1)


def test_unknown_expansions_are_refused():
    """The expansions themselves: tests/test_natives_expansions.py."""
    with pytest.raises(IllegalAction, match="no expansion called 'moon'"):
        create("natives", ["ann", "bob"], seed=1, options={"expansions": ["moon"]})
    assert create("natives", ["ann", "bob"], seed=1).state["options"] == {"expansions": []}


# ====================================================================================
# Turn order: phase 1 (replenish), phase 2 (scout), phase 3 (profession)
# ====================================================================================

def test_phase_1_replenish_is_automatic_at_each_turn_start():
    game = table(2, prairie=["bison", "corn"], deck=["salmon", "man-wolf"] + FILLER)
    game.play("ann", "use hunter; take bison")
    assert game.awaiting() == ["bob"]
    assert game.state["prairie"] == ["corn", "salmon"]
    assert game.state["deck"][0] == "man-wolf"
    game.play("bob", "use fisherman; take salmon")
    assert game.state["prairie"] == ["corn", "man-wolf"]


def test_scout_lays_cards_one_at_a_time_up_to_the_number_of_scouts():
    """Scouts: printed one plus the cards under it; each ``scout`` lays the deck's top card."""
    game = table(2, prairie=["corn"], deck=["bison", "salmon", "man-wolf", "sacrifice"] + FILLER)
    give(game, "ann", scout=["man-bear", "woman-eagle-wolf"])
    refused(game, "ann", "scout 3", "'scout' takes nothing after it")
    for expected in (
        ["corn", "bison"], ["corn", "bison", "salmon"], ["corn", "bison", "salmon", "man-wolf"],
    ):
        assert "scout" in game.legal_actions("ann")
        game.play("ann", "scout")
        assert game.state["prairie"] == expected
    assert "scout" not in game.legal_actions("ann")
    refused(game, "ann", "scout", "You have 3 scouts and already laid out 3 cards")
    assert game.state["deck"][0] == "sacrifice"


def test_scout_printed_on_the_board_counts_one():
    game = table(2, prairie=["corn"])
    game.play("ann", "scout")
    refused(game, "ann", "scout", "You have 1 scout and already laid out 1 card")


def test_scouting_more_cards_than_scouts_in_one_compound_says_nothing_was_played():
    """``/natives scout count:5`` with one scout is ``scout; scout; …``: the refusal of its
    second step must not read as if the first had been laid out (it was tried, not played)."""
    game = table(2, prairie=["corn"])
    error = refused(game, "ann", "scout; scout; scout; scout; scout",
                    "^Nothing was played: step 2 of 5, 'scout', is refused. You have 1 scout")
    assert error.rule == "scout"
    game.play("ann", "scout")      # the one card is still to be laid out
    assert len(game.state["prairie"]) == 2


def test_scout_may_stop_at_will_and_choosing_a_profession_ends_scouting():
    game = table(2, prairie=["corn", "corn"], deck=["bison"] + FILLER)
    give(game, "ann", scout=["man-bear", "man-bear"], farmer=["man-bear"])
    game.play("ann", "scout")
    game.play("ann", "use farmer")
    assert game.state["step"]["name"] == "take"
    assert "scout" not in game.legal_actions("ann")
    refused(game, "ann", "scout", "You cannot 'scout' now")


def test_scout_cannot_be_the_phase_3_profession():
    game = table(2, prairie=["corn"])
    assert "use scout" not in game.legal_actions("ann")
    refused(game, "ann", "use scout", "The scout only lays out cards in phase 2")


def test_elder_takes_natives_and_places_them_under_any_profession():
    game = table(2, prairie=["man-wolf", "woman-bear-eagle", "corn", "sacrifice"])
    give(game, "ann", elder=["man-turtle"])                      # 2 elders
    game.play("ann", "use elder")
    assert sorted(game.legal_actions("ann")) == ["take man-wolf", "take woman-bear-eagle"]
    refused(game, "ann", "take corn", "Elders cannot take Corn")
    game.play("ann", "take man-wolf; take woman-bear-eagle")
    assert game.state["step"] == {"name": "place", "pending": ["man-wolf", "woman-bear-eagle"]}
    assert game.awaiting() == ["ann"]
    legal = game.legal_actions("ann")
    assert len(legal) == 2 * 7
    assert {a.split()[2] for a in legal} == set(PROFESSIONS)        # scout included
    game.play("ann", "place man-wolf scout")
    assert game.awaiting() == ["ann"]
    game.play("ann", "place woman-bear-eagle hunter")
    assert board(game, "ann")["natives"]["scout"] == ["man-wolf"]
    assert board(game, "ann")["natives"]["hunter"] == ["woman-bear-eagle"]
    assert game.state["prairie"][:2] == ["corn", "sacrifice"]
    assert game.awaiting() == ["bob"]


def test_elder_may_put_all_natives_under_one_profession():
    game = table(2, prairie=["man-wolf", "man-wolf"])
    give(game, "ann", elder=["man-bear"])
    game.play("ann", "use elder; take man-wolf; take man-wolf; "
                     "place man-wolf elder; place man-wolf elder")
    assert board(game, "ann")["natives"]["elder"] == ["man-bear", "man-wolf", "man-wolf"]


def test_a_placed_native_works_for_its_profession():
    """Natives are placed so that you can take more cards on your turn."""
    game = table(2, prairie=["man-wolf", "corn", "corn", "corn"], deck=["corn"] * 20)
    game.play("ann", "use elder; take man-wolf; place man-wolf farmer")
    game.play("bob", "use farmer; take corn")
    game.play("ann", "use farmer")
    assert game.state["step"]["cap"] == 2
    game.play("ann", "take corn; take corn")
    assert board(game, "ann")["food"] == ["corn", "corn"]


def test_warrior_takes_natives_as_scalps():
    game = table(2, prairie=["man-wolf", "woman-eagle-turtle", "bison"])
    give(game, "ann", warrior=["man-eagle"])
    game.play("ann", "use warrior")
    refused(game, "ann", "take bison", "Warriors cannot take Bison")
    game.play("ann", "take man-wolf; take woman-eagle-turtle")
    b = board(game, "ann")
    assert b["scalps"] == ["man-wolf", "woman-eagle-turtle"]
    assert b["natives"]["warrior"] == ["man-eagle"]
    assert game.awaiting() == ["bob"]


@pytest.mark.parametrize(("prof", "food", "wrong", "plural"), [
    ("hunter", "bison", "salmon", "Hunters"),
    ("fisherman", "salmon", "corn", "Fishermen"),
    ("farmer", "corn", "bison", "Farmers"),
])
def test_hunter_fisherman_farmer_take_their_food(prof, food, wrong, plural):
    game = table(2, prairie=["bison", "salmon", "corn", "man-bear", "sacrifice"])
    give(game, "ann", **{prof: ["man-bear"]})
    game.play("ann", f"use {prof}")
    assert game.legal_actions("ann") == [f"take {food}"]
    refused(game, "ann", f"take {wrong}", f"{plural} cannot take {TH.card(wrong).name}")
    refused(game, "ann", "take man-bear", "cannot take Bear man")
    game.play("ann", f"take {food}")
    assert board(game, "ann")["food"] == [food]
    assert game.awaiting() == ["bob"]      # the prairie had fewer than 2: the turn ends


def test_shaman_takes_rituals_and_totems():
    game = table(2, prairie=["totem-land", "rain-calling", "corn", "man-bear"])
    give(game, "ann", shaman=["man-bear"])
    game.play("ann", "use shaman")
    assert game.legal_actions("ann") == ["take rain-calling", "take totem-land"]
    refused(game, "ann", "take corn", "Shamans cannot take Corn")
    game.play("ann", "take totem-land; take rain-calling")
    b = board(game, "ann")
    assert b["totems"] == ["totem-land"] and b["rituals"] == ["rain-calling"]
    assert game.awaiting() == ["bob"]


def test_no_more_cards_than_natives_of_the_profession():
    """You cannot take more cards than you have natives of the chosen profession."""
    game = table(2, prairie=["corn"] * 5)
    give(game, "ann", farmer=["man-bear", "man-eagle"])             # 3 farmers with the printed one
    game.play("ann", "use farmer")
    assert game.state["step"]["cap"] == 3
    game.play("ann", "take corn; take corn")
    assert game.awaiting() == ["ann"]
    game.play("ann", "take corn")
    assert board(game, "ann")["food"] == ["corn"] * 3
    assert game.awaiting() == ["bob"]
    assert game.state["prairie"].count("corn") == 2 + 1              # + bob's replenish


def test_the_printed_native_alone_takes_one_card():
    game = table(2, prairie=["corn"] * 3)
    refused(game, "ann", "use farmer; take corn corn", "(?i)Your farmers can take only 1 card")
    game.play("ann", "use farmer; take corn")
    assert board(game, "ann")["food"] == ["corn"]
    assert game.awaiting() == ["bob"]


def test_fewer_cards_when_the_prairie_has_fewer():
    game = table(2, prairie=["corn", "bison"])
    give(game, "ann", farmer=["man-bear", "man-bear"])
    game.play("ann", "use farmer; take corn")
    assert board(game, "ann")["food"] == ["corn"]
    assert game.awaiting() == ["bob"]


def test_done_stops_taking_early():
    game = table(2, prairie=["corn"] * 3)
    give(game, "ann", farmer=["man-bear", "man-bear"])
    game.play("ann", "use farmer; take corn")
    assert "done" in game.legal_actions("ann")
    game.play("ann", "done")
    assert board(game, "ann")["food"] == ["corn"]
    assert game.state["prairie"].count("corn") == 2 + 1
    assert game.awaiting() == ["bob"]


def test_done_before_taking_anything_is_refused():
    game = table(2, prairie=["corn"] * 3)
    give(game, "ann", farmer=["man-bear"])
    game.play("ann", "use farmer")
    assert "done" not in game.legal_actions("ann")
    refused(game, "ann", "done", "Take at least one card")


def test_a_profession_with_nothing_to_take_is_refused():
    game = table(2, prairie=["corn", "man-bear"])
    assert sorted(game.legal_actions("ann")) == ["scout", "use elder", "use farmer", "use warrior"]
    refused(game, "ann", "use hunter", "The prairie has nothing your hunters can take")
    refused(game, "ann", "use shaman", "The prairie has nothing your shamans can take")


def test_pass_only_when_no_profession_can_take_anything():
    game = table(2, prairie=[], deck=[])
    assert game.legal_actions("ann") == ["pass"]
    game.play("ann", "pass")
    assert game.awaiting() == ["bob"]
    game = table(2, prairie=["corn"], deck=[])
    assert "pass" not in game.legal_actions("ann")
    refused(game, "ann", "pass", "You cannot pass while a profession can take a card")


def test_scouting_is_refused_when_the_deck_is_empty():
    game = table(2, prairie=["corn"], deck=[])
    assert "scout" not in game.legal_actions("ann")
    refused(game, "ann", "scout", "The deck is empty")


def test_play_passes_to_the_left_and_wraps():
    game = table(3, first=1, turn=1, prairie=["corn"] * 5, deck=["corn"] * 30)
    order = []
    for _ in range(7):
        (seat,) = game.awaiting()
        order.append(seat)
        game.play(seat, "use farmer; take corn")
    assert order == ["bob", "cy", "ann", "bob", "cy", "ann", "bob"]
    assert game.state["round"] == 3


# ====================================================================================
# Rituals
# ====================================================================================

def shaman_takes(game, *rituals: str) -> None:
    """ann's shamans (one per ritual) take ``rituals`` from a prairie holding just them."""
    game.state["prairie"] = list(rituals)
    give(game, "ann", shaman=["man-bear"] * (len(rituals) - 1))
    game.play("ann", "use shaman; " + "; ".join(f"take {r}" for r in rituals))


def test_rituals_are_played_one_at_a_time_in_the_chosen_order():
    game = table(2, deck=["bison", "salmon", "man-wolf"] + FILLER)
    give(game, "bob", food=["corn", "salmon"])
    shaman_takes(game, "rain-calling", "clear-sky")
    assert game.awaiting() == ["ann"]
    assert game.state["step"]["name"] == "rituals"
    assert game.legal_actions("ann") == ["resolve rain-calling", "resolve clear-sky"]
    events = game.play("ann", "resolve clear-sky")
    assert game.state["prairie"] == ["bison", "salmon", "man-wolf"]
    # the one ritual left is played at once: Rain-Calling, bob has 2 food cards to ann's 0
    assert any("Rain-Calling" in e for e in events)
    assert game.awaiting() == ["bob"]
    game.play("bob", "discard salmon")
    assert board(game, "bob")["food"] == ["corn"]
    assert game.awaiting() == ["bob"] and game.state["step"]["name"] == "choose"
    assert game.state["seats"][game.state["turn"]] == "bob"


def test_rituals_chosen_in_the_other_order():
    game = table(2, deck=["bison", "salmon", "man-wolf", "corn"] + FILLER)
    give(game, "bob", food=["corn", "salmon"])
    shaman_takes(game, "rain-calling", "clear-sky")
    game.play("ann", "resolve rain-calling")
    assert game.awaiting() == ["bob"] and game.state["step"]["name"] == "forced"
    assert game.state["prairie"] == []                       # Clear-Sky not played yet
    game.play("bob", "discard corn")
    # Clear-Sky is played before bob's turn starts, then bob replenishes
    assert game.state["prairie"] == ["bison", "salmon", "man-wolf", "corn"]
    assert game.state["step"] == {"name": "choose", "scouted": 0}


def test_rituals_must_be_played_before_the_next_turn():
    game = table(2)
    shaman_takes(game, "rain-calling", "clear-sky")
    refused(game, "bob", "use farmer", "It is not your turn: the table is waiting for ann")
    refused(game, "ann", "use farmer", "You cannot 'use' now")
    refused(game, "ann", "resolve sacrifice", "You have no Sacrifice to play this turn")


def test_rituals_taken_count_one_point_each_and_clear_sky_four():
    game = table(2)
    shaman_takes(game, "rain-calling", "clear-sky", "sacrifice")
    game.play("ann", "resolve sacrifice; resolve rain-calling")
    assert board(game, "ann")["rituals"] == ["rain-calling", "clear-sky", "sacrifice"]
    assert game.scores()["ann"]["rituals"] == 1 + 4 + 1


# -- Ancestor Summoning -----------------------------------------------------------------

def test_ancestor_summoning_players_with_more_natives_discard_one_of_their_own_colour():
    game = table(4)
    give(game, "ann", elder=["man-eagle"])                                          # 1 native
    give(game, "bob", hunter=["man-eagle"], elder=["woman-bear-eagle"], farmer=["man-wolf"])  # 3
    give(game, "cy", scout=["man-wolf", "woman-eagle-wolf"], warrior=["man-bear"])  # 3
    give(game, "dee", hunter=["man-turtle"])                                        # 1: not more
    shaman_takes(game, "ancestor-summoning")
    assert game.awaiting() == ["bob", "cy"]                  # several players at once
    assert sorted(game.legal_actions("bob")) == [
        "discard man-eagle hunter", "discard woman-bear-eagle elder",
    ]
    assert sorted(game.legal_actions("cy")) == [
        "discard man-wolf scout", "discard woman-eagle-wolf scout",
    ]
    assert game.legal_actions("ann") == [] and game.legal_actions("dee") == []
    refused(game, "bob", "discard man-wolf farmer", "You must discard a native of your colour")
    game.play("cy", "discard woman-eagle-wolf scout")        # any order
    assert game.awaiting() == ["bob"]
    game.play("bob", "discard woman-bear-eagle elder")
    assert natives_of(game, "bob") == Counter({"man-eagle": 1, "man-wolf": 1})
    assert natives_of(game, "cy") == Counter({"man-wolf": 1, "man-bear": 1})
    assert natives_of(game, "dee") == Counter({"man-turtle": 1})
    assert sorted(game.state["box"]) == ["woman-bear-eagle", "woman-eagle-wolf"]
    assert game.awaiting() == ["bob"] and game.state["step"]["name"] == "choose"


def test_ancestor_summoning_nobody_with_more_natives_nothing_happens():
    game = table(3)
    give(game, "ann", elder=["man-wolf", "man-wolf"])
    give(game, "bob", elder=["man-eagle", "man-eagle"])
    give(game, "cy", elder=["man-wolf"])
    before = json.dumps(game.state["boards"][1:])
    shaman_takes(game, "ancestor-summoning")
    assert json.dumps(game.state["boards"][1:]) == before
    assert game.state["box"] == []
    assert game.awaiting() == ["bob"]


def test_ancestor_summoning_more_natives_but_none_of_their_colour_nothing_for_them():
    game = table(2)
    give(game, "bob", elder=["man-bear", "man-wolf"], scout=["woman-bear-wolf"])
    shaman_takes(game, "ancestor-summoning")
    assert natives_of(game, "bob") == Counter({"man-bear": 1, "man-wolf": 1, "woman-bear-wolf": 1})
    assert game.awaiting() == ["bob"] and game.state["step"]["name"] == "choose"


def test_ancestor_summoning_a_single_possible_card_is_discarded_without_asking():
    """Reading: a forced choice with one possible card is made by the engine."""
    game = table(2)
    give(game, "bob", elder=["man-bear", "man-eagle"])
    shaman_takes(game, "ancestor-summoning")
    assert natives_of(game, "bob") == Counter({"man-bear": 1})
    assert game.state["box"] == ["man-eagle"]
    assert game.awaiting() == ["bob"] and game.state["step"]["name"] == "choose"


def test_ancestor_summoning_counts_native_cards_not_the_printed_natives():
    game = table(2)
    give(game, "ann", elder=["man-wolf"])
    give(game, "bob", elder=["man-eagle"])
    shaman_takes(game, "ancestor-summoning")
    assert natives_of(game, "bob") == Counter({"man-eagle": 1})


# -- Rain-Calling -----------------------------------------------------------------------

def test_rain_calling_players_with_more_food_discard_one_food():
    game = table(3)
    give(game, "ann", food=["salmon"])
    give(game, "bob", food=["corn", "bison"])
    give(game, "cy", food=["bison"])
    shaman_takes(game, "rain-calling")
    assert game.awaiting() == ["bob"]
    assert game.legal_actions("bob") == ["discard bison", "discard corn"]
    refused(game, "bob", "discard salmon", "You must discard one of your food cards")
    game.play("bob", "discard bison")
    assert board(game, "bob")["food"] == ["corn"]
    assert board(game, "cy")["food"] == ["bison"]
    assert game.state["box"] == ["bison"]


def test_rain_calling_nobody_with_more_food_nothing_happens():
    game = table(2)
    give(game, "ann", food=["corn"])
    give(game, "bob", food=["bison"])
    shaman_takes(game, "rain-calling")
    assert board(game, "bob")["food"] == ["bison"] and game.state["box"] == []
    game = table(2)
    shaman_takes(game, "rain-calling")                     # nobody has food at all
    assert game.state["box"] == [] and game.awaiting() == ["bob"]


# -- Sacrifice --------------------------------------------------------------------------

def test_sacrifice_moves_a_native_of_your_tribe_to_your_scalps():
    game = table(2)
    give(game, "ann", hunter=["man-bear"], farmer=["man-wolf"])
    shaman_takes(game, "sacrifice")
    assert game.awaiting() == ["ann"] and game.state["step"]["name"] == "sacrifice"
    assert game.legal_actions("ann") == ["sacrifice man-bear hunter", "sacrifice man-wolf farmer"]
    refused(game, "ann", "sacrifice man-bear farmer", "Your farmers have no Bear man to sacrifice")
    refused(game, "ann", "sacrifice man-bear", "Say which native to sacrifice")
    game.play("ann", "sacrifice man-wolf farmer")
    b = board(game, "ann")
    assert b["scalps"] == ["man-wolf"] and b["natives"]["farmer"] == []
    assert b["natives"]["hunter"] == ["man-bear"]
    assert game.awaiting() == ["bob"]


def test_sacrifice_names_an_unknown_profession():
    game = table(2)
    give(game, "ann", hunter=["man-bear"], farmer=["man-wolf"])
    shaman_takes(game, "sacrifice")
    refused(game, "ann", "sacrifice man-bear chief", "'chief' is not a profession")
    refused(game, "ann", "sacrifice man-bear fisherman",
            "Your fishermen have no Bear man to sacrifice")


def test_sacrifice_any_colour_is_allowed():
    game = table(2)
    give(game, "ann", hunter=["man-bear"], elder=["woman-eagle-turtle"])
    shaman_takes(game, "sacrifice")
    assert "sacrifice woman-eagle-turtle elder" in game.legal_actions("ann")


def test_sacrifice_without_native_cards_nothing_happens():
    """The printed natives cannot be sacrificed."""
    game = table(2)
    give(game, "bob", hunter=["man-bear"])
    shaman_takes(game, "sacrifice")
    assert board(game, "ann")["scalps"] == []
    assert natives_of(game, "bob") == Counter({"man-bear": 1})
    assert game.awaiting() == ["bob"]


# -- Clear-Sight ------------------------------------------------------------------------

def test_clear_sight_players_with_more_totems_and_rituals_discard_a_totem():
    game = table(4)
    give(game, "bob", totems=["totem-land", "totem-air"], rituals=["sacrifice"])   # 3
    give(game, "cy", rituals=["sacrifice", "clear-sky"])                            # 2, no totem
    give(game, "dee", totems=["totem-water"])                                       # 1
    shaman_takes(game, "clear-sight")                                               # ann: 1
    assert game.awaiting() == ["bob"]
    assert game.legal_actions("bob") == ["discard totem-land", "discard totem-air"]
    refused(game, "bob", "discard sacrifice", "You must discard one of your totems")
    game.play("bob", "discard totem-air")
    assert board(game, "bob")["totems"] == ["totem-land"]
    assert board(game, "bob")["rituals"] == ["sacrifice"]
    assert board(game, "cy")["rituals"] == ["sacrifice", "clear-sky"]
    assert board(game, "dee")["totems"] == ["totem-water"]    # 1 is not more than ann's 1
    assert game.state["box"] == ["totem-air"]


def test_clear_sight_counts_the_ritual_just_taken():
    """Reading: the Clear-Sight lies above ann's shaman when it is played."""
    game = table(2)
    give(game, "bob", totems=["totem-water"])
    shaman_takes(game, "clear-sight")
    assert board(game, "bob")["totems"] == ["totem-water"]


def test_clear_sight_single_totem_is_discarded():
    game = table(2)
    give(game, "bob", totems=["totem-water"], rituals=["sacrifice"])
    shaman_takes(game, "clear-sight")
    assert board(game, "bob")["totems"] == []
    assert game.state["box"] == ["totem-water"]


# -- Clear-Sky --------------------------------------------------------------------------

def test_clear_sky_adds_three_cards_to_the_prairie():
    game = table(2, prairie=[], deck=["bison", "salmon", "man-wolf", "totem-tribe"] + FILLER)
    shaman_takes(game, "clear-sky")
    # three from Clear-Sky, then bob's replenish
    assert game.state["prairie"] == ["bison", "salmon", "man-wolf", "totem-tribe"]
    assert game.scores()["ann"]["rituals"] == 4


# -- whose choice -------------------------------------------------------------------------

def test_forced_choices_belong_to_the_forced_players():
    game = table(3)
    give(game, "bob", food=["corn", "bison"])
    give(game, "cy", food=["salmon", "corn"])
    shaman_takes(game, "rain-calling")
    assert game.awaiting() == ["bob", "cy"]
    refused(game, "ann", "discard corn", "It is not your turn: the table is waiting for bob and cy")
    assert game.legal_actions("ann") == []
    refused(game, "bob", "discard salmon", "You must discard one of your food cards")
    game.play("bob", "discard corn")
    refused(game, "bob", "discard bison", "It is not your turn: the table is waiting for cy")
    assert game.legal_actions("bob") == []
    game.play("cy", "discard salmon")
    assert board(game, "bob")["food"] == ["bison"] and board(game, "cy")["food"] == ["corn"]
    assert game.awaiting() == ["bob"]


def test_two_identical_rituals_the_second_may_have_no_effect():
    """natives.txt: the second ritual has no effect any more, conditions having changed."""
    game = table(2)
    give(game, "ann", food=["salmon"])
    give(game, "bob", food=["corn", "bison"])
    shaman_takes(game, "rain-calling", "rain-calling")
    assert game.awaiting() == ["bob"]                        # one kind: no order to choose
    game.play("bob", "discard bison")
    # the second Rain-Calling: bob has 1 food, ann 1: not more, nothing happens
    assert board(game, "bob")["food"] == ["corn"]
    assert game.awaiting() == ["bob"] and game.state["step"]["name"] == "choose"
    assert board(game, "ann")["rituals"] == ["rain-calling", "rain-calling"]


def test_the_log_tells_who_discarded_and_never_that_nobody_had_more():
    game = table(3)
    give(game, "bob", food=["corn"])
    give(game, "cy", food=["bison"])
    game.state["prairie"] = ["rain-calling"]
    events = game.play("ann", "use shaman; take rain-calling")
    assert "bob discards the Corn to the box." in events
    assert "cy discards the Bison to the box." in events
    assert not any("Nobody has more" in e for e in events)     # they had more, then discarded
    game = table(2)
    game.state["prairie"] = ["rain-calling"]
    events = game.play("ann", "use shaman; take rain-calling")
    assert any("Nobody has more than ann: the Rain-Calling has no effect" in e for e in events)


def test_two_sacrifices_with_one_native():
    game = table(2)
    shaman_takes(game, "sacrifice", "sacrifice")           # ann's one native card: a shaman
    b = board(game, "ann")
    assert b["scalps"] == ["man-bear"] and b["natives"]["shaman"] == []
    assert game.awaiting() == ["bob"]


# ====================================================================================
# End of the game
# ====================================================================================

def test_winter_revealed_by_replenish_is_set_aside_and_another_card_laid():
    game = table(2, prairie=["corn"], deck=[END, "salmon"] + FILLER)
    game.play("ann", "use farmer; take corn")
    assert game.state["end_revealed"]
    assert game.state["aside"] == [END]
    assert game.state["prairie"] == ["salmon"]
    assert END not in game.state["deck"] and END not in game.state["prairie"]
    assert game.view(None)["end_revealed"]


def test_winter_revealed_by_scouting_is_set_aside_and_another_card_laid():
    game = table(2, prairie=["corn"], deck=[END, "bison", "salmon"] + FILLER)
    game.play("ann", "scout")
    assert game.state["prairie"] == ["corn", "bison"]
    assert game.state["aside"] == [END] and game.state["end_revealed"]
    assert game.state["step"]["scouted"] == 1


def test_winter_revealed_by_clear_sky_does_not_reduce_the_three_cards():
    game = table(2, prairie=[], deck=["corn", END, "bison", "salmon", "man-wolf"] + FILLER)
    shaman_takes(game, "clear-sky")
    assert game.state["prairie"][:3] == ["corn", "bison", "salmon"]
    assert game.state["prairie"][3] == "man-wolf"            # bob's replenish
    assert game.state["aside"] == [END]


def turn_of(game, seat: str) -> None:
    game.play(seat, "use farmer; take corn")


def test_game_ends_when_the_turn_would_come_back_to_the_first_player():
    """Revealed during the first player's turn: everyone else plays once more."""
    game = table(3, first=1, turn=1, prairie=["corn"], deck=[END] + ["corn"] * 30)
    game.play("bob", "scout")
    assert game.state["end_revealed"]
    turn_of(game, "bob")
    turn_of(game, "cy")
    assert game.awaiting() == ["ann"]
    turn_of(game, "ann")                                      # right of the first player: last turn
    assert game.over
    assert game.awaiting() == []
    for seat in ("ann", "bob", "cy"):
        assert game.legal_actions(seat) == []


def test_game_revealed_mid_round_ends_before_the_first_player():
    game = table(3, first=1, turn=2, prairie=["corn"], deck=[END] + ["corn"] * 30)
    turn_of(game, "cy")                                       # ann's replenish reveals it
    assert game.state["end_revealed"] and game.awaiting() == ["ann"]
    turn_of(game, "ann")
    assert game.over


def test_revealed_during_the_last_seats_turn_the_game_ends_after_that_turn():
    game = table(3, first=1, turn=0, prairie=["corn"], deck=[END] + ["corn"] * 30)
    game.play("ann", "scout")
    assert not game.over
    turn_of(game, "ann")
    assert game.over and game.winners()


def test_no_action_after_the_game_is_over():
    game = table(2, first=0, turn=1, prairie=["corn"], deck=[END] + ["corn"] * 30)
    game.play("bob", "scout; use farmer; take corn")
    assert game.over
    refused(game, "ann", "use farmer", "The game is over")
    refused(game, "bob", "scout", "The game is over")


def test_the_game_runs_to_winter_from_a_real_deal():
    game = create("natives", ["ann", "bob", "cy"], seed=11)
    while not game.over:
        seat = game.awaiting()[0]
        game.play(seat, game.legal_actions(seat)[0])
    assert game.state["end_revealed"] and game.state["aside"] == [END]
    assert game.state["seats"][game.state["turn"]] == game.state["seats"][game.state["first"] - 1]


# ====================================================================================
# Scoring
# ====================================================================================

def finished(game):
    game.state["over"] = True
    game.state["step"] = {"name": "ended"}
    return game


def test_scoring_example_of_the_rulebook_totals_42():
    """Scalps +3, food +19, rituals +5, Totem of Strength +6, natives in the tribe +4
    (elder +0, shaman +1, warrior +0, hunter +3, fisherman +2, farmer -2), own colour in
    other tribes +5: 42."""
    game = table(2)
    give(
        game, "ann",
        elder=["man-bear", "man-eagle"],                      # +2 -2
        shaman=["woman-bear-eagle"],                          # +1
        hunter=["man-bear", "woman-bear-turtle"],             # +2 +1
        fisherman=["man-bear"],                               # +2
        farmer=["man-wolf"],                                  # -2
        scalps=["man-turtle", "man-wolf", "woman-eagle-wolf"],
        food=["bison", "bison", "salmon", "salmon", "salmon", "corn"],    # 8 + 9 + 2
        rituals=["clear-sky", "sacrifice"],                   # 4 + 1
        totems=["totem-strength"],                            # 2 per scalp
    )
    # bob's tribe holds ann's colour: +2 +2 +1
    give(game, "bob", hunter=["man-bear", "man-bear"], farmer=["woman-bear-wolf"])
    finished(game)
    pad = game.scores()["ann"]
    assert pad == {
        "natives": 4, "others": 5, "food": 19, "scalps": 3, "rituals": 5, "totems": 6, "total": 42,
    }
    details = game.view(None)["score_details"]["ann"]
    assert details == {
        "elder": 0, "shaman": 1, "warrior": 0, "hunter": 3, "fisherman": 2, "farmer": -2,
        "scout": 0,
    }
    assert game._native_details(0) == details
    assert game.view(None)["scores"]["ann"]["total"] == 42
    assert game.winners() == ["ann"]


@pytest.mark.parametrize(("kind", "points"), [
    ("man-bear", 2), ("man-eagle", -2), ("woman-bear-wolf", 1), ("woman-eagle-turtle", -1),
])
def test_natives_in_your_tribe(kind, points):
    """Men of your colour +2, other men -2; a woman with your colour +1, without -1 (ann: Bear)."""
    game = table(2)
    give(game, "ann", warrior=[kind])
    assert game.scores()["ann"]["natives"] == points


def test_natives_printed_on_the_board_score_nothing():
    game = finished(table(2))
    for seat in ("ann", "bob"):
        assert set(game.scores()[seat].values()) == {0}
        assert len(game.scores()[seat]) == 7
    assert game.winners() == ["ann", "bob"]


def test_natives_of_your_colour_in_other_tribes():
    """+2 per man of your colour in another tribe; a woman is worth 1 to each of her colours."""
    game = table(3)
    give(game, "cy", elder=["man-bear", "woman-bear-eagle"], hunter=["man-eagle"])
    give(game, "bob", elder=["man-bear"])
    scores = game.scores()
    assert scores["ann"]["others"] == 2 + 1 + 2
    assert scores["bob"]["others"] == 1 + 2
    assert scores["cy"]["others"] == 0
    assert scores["cy"]["natives"] == -2 - 1 - 2


def test_a_woman_in_her_own_tribe_scores_there_and_for_the_other_colour():
    game = table(2)
    give(game, "ann", elder=["woman-bear-eagle"])
    scores = game.scores()
    assert scores["ann"]["natives"] == 1 and scores["ann"]["others"] == 0
    assert scores["bob"]["others"] == 1


def test_scalps_are_not_natives_of_the_tribe():
    game = table(2)
    give(game, "bob", scalps=["man-bear", "man-bear"])
    scores = game.scores()
    assert scores["ann"]["others"] == 0
    assert scores["bob"]["scalps"] == 2 and scores["bob"]["natives"] == 0


@pytest.mark.parametrize(("food", "points"), [("bison", 4), ("salmon", 3), ("corn", 2)])
def test_food_cards(food, points):
    game = table(2)
    give(game, "ann", food=[food, food])
    assert game.scores()["ann"]["food"] == 2 * points


def test_each_scalp_one_point():
    game = table(2)
    give(game, "ann", scalps=["man-bear", "woman-eagle-wolf", "man-turtle"])
    assert game.scores()["ann"]["scalps"] == 3


@pytest.mark.parametrize(("ritual", "points"), [
    ("ancestor-summoning", 1), ("rain-calling", 1), ("sacrifice", 1), ("clear-sight", 1),
    ("clear-sky", 4),
])
def test_rituals_score(ritual, points):
    game = table(2)
    give(game, "ann", rituals=[ritual])
    assert game.scores()["ann"]["rituals"] == points


TOTEMS = [t for t in load("natives")["totems"] if "expansion" not in t]   # the base game's seven


def test_seven_totems_in_the_data_file():
    assert len(TOTEMS) == 7 and len({t["id"] for t in TOTEMS}) == 7
    strength = next(t for t in TOTEMS if t["id"] == "totem-strength")
    assert (strength["per"], strength["points"]) == ("scalp", 2)     # rulebook: 3 scalps, +6
    for t in TOTEMS:
        if t["per"].startswith("food"):
            assert 1 <= t["points"] <= 2                               # "1 to 2 per food card"


def totem_board(game, seat: str) -> None:
    give(
        game, seat,
        scalps=["man-wolf", "man-wolf", "man-eagle"],
        food=["bison", "bison", "salmon", "corn", "corn", "corn", "corn"],
        elder=["man-bear", "man-eagle"],
        scout=["woman-bear-wolf"],
        hunter=["man-wolf"],
    )


# What the board above holds, counted by a totem's ``per``; professions count the printed native.
TOTEM_BOARD_COUNTS = {
    "scalp": 3, "food": 7, "food:bison": 2, "food:salmon": 1, "food:corn": 4,
    "native": 4 + 7, "native:elder": 3, "native:scout": 2, "native:hunter": 2,
    "native:shaman": 1, "native:warrior": 1, "native:fisherman": 1, "native:farmer": 1,
}


@pytest.mark.parametrize("totem", TOTEMS, ids=[t["id"] for t in TOTEMS])
def test_each_totem_scores_as_its_data_says(totem):
    game = table(2)
    totem_board(game, "ann")
    give(game, "ann", totems=[totem["id"]])
    assert game.scores()["ann"]["totems"] == TOTEM_BOARD_COUNTS[totem["per"]] * totem["points"]


@pytest.mark.parametrize("totem", [t for t in TOTEMS if t["per"].startswith("native")],
                         ids=[t["id"] for t in TOTEMS if t["per"].startswith("native")])
def test_totems_counting_natives_count_the_printed_one(totem):
    game = table(2)
    give(game, "ann", totems=[totem["id"]])
    printed = 7 if totem["per"] == "native" else 1
    assert game.scores()["ann"]["totems"] == printed * totem["points"]


def test_totem_of_strength_rulebook_value():
    game = table(2)
    give(game, "ann", totems=["totem-strength"], scalps=["man-wolf"] * 3)
    assert game.scores()["ann"]["totems"] == 6


def test_highest_total_wins():
    game = table(3)
    give(game, "bob", food=["bison"])
    give(game, "cy", food=["corn"])
    finished(game)
    assert game.winners() == ["bob"]


def test_tie_break_fewer_natives_wins():
    game = table(2)
    give(game, "ann", food=["bison"])                           # 4
    give(game, "bob", hunter=["man-eagle"], food=["corn"])      # 2 + 2
    finished(game)
    assert game.scores()["ann"]["total"] == game.scores()["bob"]["total"] == 4
    assert game.winners() == ["ann"]


def test_tie_still_tied_is_a_shared_win():
    game = table(3)
    give(game, "ann", food=["bison"], hunter=["man-bear"])
    give(game, "bob", food=["bison"], elder=["man-eagle"])
    give(game, "cy", food=["corn"], elder=["man-wolf"])
    finished(game)
    assert game.winners() == ["ann", "bob"]


def test_no_winner_before_the_end():
    game = table(2)
    give(game, "ann", food=["bison"])
    assert game.winners() == []
    assert "scores" not in game.view(None)


# ====================================================================================
# Bad input: a specific message and nothing changed
# ====================================================================================

def test_unknown_verb():
    game = table(2, prairie=["corn"])
    refused(game, "ann", "dance", "'dance' is not an action of this game")
    refused(game, "ann", "", "Say what to do")
    refused(game, "ann", "   ", "Say what to do")


def test_verb_of_another_step():
    game = table(2, prairie=["corn"])
    refused(game, "ann", "take corn", "You cannot 'take' now: scout or choose a profession")
    refused(game, "ann", "resolve clear-sky", "You cannot 'resolve' now")
    refused(game, "ann", "discard corn", "You cannot 'discard' now")


def test_unknown_profession():
    game = table(2, prairie=["corn"])
    refused(game, "ann", "use chief", "'chief' is not a profession")
    refused(game, "ann", "use", "Say a profession after 'use'")
    refused(game, "ann", "use farmer hunter", "Say a profession after 'use'")


def test_a_card_not_in_the_prairie():
    game = table(2, prairie=["man-bear", "corn"])
    game.play("ann", "use elder")
    refused(game, "ann", "take man-wolf", "The prairie has no Wolf man")
    refused(game, "ann", "take unicorn", "There is no card called 'unicorn'")
    refused(game, "ann", "take", "Say which card to take")


def test_a_card_the_profession_cannot_take():
    game = table(2, prairie=["bison", "salmon"])
    game.play("ann", "use hunter")
    refused(game, "ann", "take salmon", "Hunters cannot take Salmon")


def test_taking_beyond_the_count():
    game = table(2, prairie=["corn"] * 4)
    give(game, "ann", farmer=["man-bear"])
    refused(game, "ann", "use farmer; take corn corn corn", "(?i)Your farmers can take only 2 cards")
    game.play("ann", "use farmer")
    refused(game, "ann", "take corn corn corn", "Your farmers can take only 2 cards")


def test_wrong_player():
    game = table(3, prairie=["corn"])
    refused(game, "bob", "use farmer", "It is not your turn: the table is waiting for ann")
    refused(game, "zed", "use farmer", "zed is not seated at this table")
    assert game.legal_actions("bob") == [] and game.legal_actions("zed") == []


def test_action_after_game_over():
    game = finished(table(2, prairie=["corn"]))
    refused(game, "ann", "use farmer", "The game is over")


def test_malformed_place():
    game = table(2, prairie=["man-bear", "man-eagle"])
    game.play("ann", "use elder; take man-bear")
    assert game.state["step"]["name"] == "place"
    refused(game, "ann", "place man-bear", "Say which native goes where")
    refused(game, "ann", "place", "Say which native goes where")
    refused(game, "ann", "place man-bear chief", "'chief' is not a profession")
    refused(game, "ann", "place man-eagle hunter", "You have no Eagle man waiting to be placed")
    refused(game, "ann", "place unicorn hunter", "You have no 'unicorn' waiting to be placed")
    refused(game, "ann", "use farmer", "You cannot 'use' now: place the natives")


def test_compound_action_whose_last_step_is_illegal_applies_nothing():
    game = table(2, prairie=["corn", "corn", "bison"])
    give(game, "ann", farmer=["man-bear"])
    refused(game, "ann", "scout; use farmer; take corn; take bison", "(?i)Farmers cannot take Bison")
    refused(game, "ann", "use farmer;; take corn", "empty step")


def test_compound_action_over_a_turn_boundary_is_refused_whole():
    game = table(2, prairie=["corn", "corn"])
    refused(game, "ann", "use farmer; take corn; take corn",
            "'take corn' comes too late: your decision was over after 'take corn'. "
            "Nothing was played.")
    refused(game, "ann", "use farmer; take corn; use farmer", "'use farmer' comes too late")


def test_messages_name_the_profession_in_the_plural():
    game = table(2, prairie=["salmon", "salmon"])
    give(game, "ann", fisherman=["man-bear"])
    game.play("ann", "use fisherman")
    refused(game, "ann", "pass", "take cards with your fishermen")
    events = game.play("ann", "take salmon salmon")
    assert any("uses the fishermen and takes 2 Salmon" in e for e in events)


def test_a_refused_action_leaves_json_state_unchanged_and_restorable():
    game = table(2, prairie=["corn"])
    before = json.dumps(game.to_dict(), sort_keys=True)
    with pytest.raises(IllegalAction):
        game.play("ann", "use hunter")
    assert json.dumps(game.to_dict(), sort_keys=True) == before
    assert restore(json.loads(before)) == game


def test_the_split_of_the_women_among_pairs_of_tribes_is_marked_house_data():
    """Issue 8, point 23: the rulebook gives "24 women (2 colors each)", not how many of each
    pair; the 4-per-pair split is house data with its rationale, and the loader refuses the
    table without the mark."""
    import copy

    from bot.rules.prairie_theme import build
    from data import DataError

    raw = load("natives")
    assert raw["natives"]["house"] is True and "4-per-pair" in raw["natives"]["rationale"]
    unmarked = copy.deepcopy(raw)
    del unmarked["natives"]["house"]
    with pytest.raises(DataError, match=r"data/natives.toml \[natives\]: .* must say house = true"):
        build("natives", unmarked)
    unexplained = copy.deepcopy(raw)
    unexplained["natives"]["rationale"] = " "
    with pytest.raises(DataError, match="needs a one-line rationale"):
        build("natives", unexplained)


def test_a_compound_may_restate_a_choice_the_engine_made_alone():
    """A ritual of one kind is played without asking, and a Sacrifice with one possible
    native is made by the engine (module docstring): a compound written as if they were
    asked (``resolve sacrifice``, ``sacrifice man-wolf farmer``) is accepted as already
    done, in the order the engine did them; a step that differs says what the engine did."""
    def taken(action):
        game = table(2, prairie=["sacrifice", "corn"])
        give(game, "ann", farmer=["man-wolf"])
        game.play("ann", "use shaman; take sacrifice" + action)
        return game

    plain = taken("")
    assert board(plain, "ann")["scalps"] == ["man-wolf"] and plain.awaiting() == ["bob"]
    assert taken("; resolve sacrifice; sacrifice man-wolf farmer") == plain
    assert taken("; sacrifice man-wolf farmer") == plain
    game = table(2, prairie=["sacrifice", "corn"])
    give(game, "ann", farmer=["man-wolf"])
    refused(game, "ann", "use shaman; take sacrifice; sacrifice man-wolf hunter",
            "'sacrifice man-wolf hunter' comes too late: after 'take sacrifice' the engine played "
            "'resolve sacrifice; sacrifice man-wolf farmer' for you, as nothing else was possible, "
            "and your decision was over")
