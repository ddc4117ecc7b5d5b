"""Natives' expansions (natives.txt: Soul of the Prairie, Seasons, Strangers): one test per
rule paragraph that has a consequence, the options of /game new, and the view.

Positions are built with ``tests.helpers_natives.table`` (a real game whose state is then
edited: deck order with index 0 on top, prairie, boards) and played through the contract.
Seats: ann (Bear), bob (Eagle), cy (Wolf), dee (Turtle) unless a test says otherwise.
"""

from __future__ import annotations

import copy
import itertools
import re
from collections import Counter

import pytest

from bot.rules import IllegalAction, create, restore
from bot.rules.prairie import END
from bot.rules.prairie_theme import build, theme
from data import DataError, load
from tests.helpers_natives import (
    FILLER,
    SEASONS,
    SOUL,
    STRANGERS,
    all_cards,
    base_cards,
    board,
    give,
    natives_of,
    one_sentence,
    refused,
    set_season,
    table,
)

TH = theme("natives")
ALL = (SOUL, SEASONS, STRANGERS)
COMBOS = [list(c) for r in range(4) for c in itertools.combinations(ALL, r)]
LEGENDARY = ["big-brother", "rattlesnake", "angry-club", "keen-little-finger", "sharp-eye",
             "giant-corn-cob", "quick-hand", "big-merrymaker", "ah-and-oh"]
MAJORITY = {"big-brother": "elder", "rattlesnake": "shaman", "angry-club": "warrior",
            "keen-little-finger": "hunter", "sharp-eye": "fisherman", "giant-corn-cob": "farmer",
            "quick-hand": "scout"}


def soul(n=2, **kw):
    return table(n, expansions=(SOUL,), **kw)


def bad_options(options, match: str, title: str = "natives") -> None:
    with pytest.raises(IllegalAction, match=match) as info:
        create(title, ["ann", "bob"], seed=1, options=options)
    assert one_sentence(str(info.value)), str(info.value)


def deck_of(exps) -> Counter:
    game = create("natives", ["ann", "bob"], seed=3, options={"expansions": list(exps)})
    return base_cards(all_cards(game.state))


# ====================================================================================
# Options of /game new
# ====================================================================================

@pytest.mark.parametrize("exps", COMBOS, ids=["+".join(c) or "base" for c in COMBOS])
def test_every_combination_of_expansions_starts(exps):
    game = create("natives", ["ann", "bob", "cy"], seed=2, options={"expansions": exps})
    assert game.view(None)["expansions"] == [e for e in ALL if e in exps]
    assert game.state["options"]["expansions"] == [e for e in ALL if e in exps]
    assert ("seasons" in game.state["options"]) == (SEASONS in exps)


def test_expansion_order_does_not_matter_and_is_canonical():
    a = create("natives", ["ann", "bob"], seed=5, options={"expansions": [STRANGERS, SOUL]})
    b = create("natives", ["ann", "bob"], seed=5, options={"expansions": [SOUL, STRANGERS]})
    assert a == b


def test_seasons_default_to_random_one_card_per_season():
    seen = set()
    for seed in range(30):
        game = create("natives", ["ann", "bob"], seed=seed, options={"expansions": [SEASONS]})
        assert game.state["options"]["seasons"] == "random"
        cards = game.state["season"]["cards"]
        assert [TH.seasons[c].season for c in cards] == ["spring", "summer", "autumn"]
        seen.update(cards)
    assert seen == set(TH.seasons)             # every one of the nine can come up


@pytest.mark.parametrize(("value", "cards"), [
    (1, ["spring-kind", "summer-hospitable", "autumn-harvest"]),
    ("2", ["spring-kind", "summer-of-prayers", "autumn-wrath-of-the-gods"]),
    ("set 3", ["spring-kind", "summer-of-change", "autumn-harvest"]),
    ("A Midsummer Night's Dream", ["spring-kind", "summer-hospitable", "autumn-harvest"]),
    ("feast-in-time-of-plague", ["spring-kind", "summer-of-prayers", "autumn-wrath-of-the-gods"]),
    ("No Place for Old Men Here", ["spring-kind", "summer-of-change", "autumn-harvest"]),
])
def test_a_recommended_set_by_number_or_name(value, cards):
    """natives.txt, Recommended Season Sets 1-3."""
    game = create("natives", ["ann", "bob"], seed=1, options={"expansions": [SEASONS], "seasons": value})
    assert game.state["season"]["cards"] == cards
    assert game.view(None)["seasons"]["active"]["id"] == "spring-kind"


def test_three_chosen_cards_in_any_order_or_as_one_string():
    want = ["spring-red", "summer-of-prayers", "autumn-windy"]
    for value in (["autumn-windy", "Spring Red", "summer-of-prayers"],
                  "Summer of Prayers, autumn-windy, spring red"):
        game = create("natives", ["ann", "bob"], seed=1,
                      options={"expansions": [SEASONS], "seasons": value})
        assert game.state["season"]["cards"] == want
        assert game.state["options"]["seasons"] == want


@pytest.mark.parametrize(("options", "match"), [
    ({"expansion": [SOUL]}, "Unknown option 'expansion'; this game takes: expansions, seasons"),
    ({"expansions": ["moon"]}, "There is no expansion called 'moon'; choose from soul-of-the-prairie"),
    ({"expansions": "seasons"}, "The expansions option is a list"),
    ({"expansions": [SEASONS, SEASONS]}, "The seasons expansion is listed twice"),
    ({"seasons": "random"}, "The seasons option needs the seasons expansion"),
    ({"expansions": [SOUL], "seasons": 1}, "needs the seasons expansion"),
    ({"expansions": [SEASONS], "seasons": 4}, "There is no season set 4"),
    ({"expansions": [SEASONS], "seasons": "summer"}, "There is no season set or card called 'summer'"),
    ({"expansions": [SEASONS], "seasons": "spring-kind"}, "Choose three season cards, one per season, not one"),
    ({"expansions": [SEASONS], "seasons": ["spring-kind", "spring-kind", "autumn-windy"]},
     "Spring Kind is chosen twice; choose one card per season"),
    ({"expansions": [SEASONS], "seasons": ["spring-kind", "spring-red", "autumn-windy"]},
     "Spring Kind and Spring Red are both spring cards"),
    ({"expansions": [SEASONS], "seasons": ["spring-kind", "summer-of-change"]},
     "Choose three season cards, one per season, not 2"),
    ({"expansions": [SEASONS], "seasons": ["spring-kind", "summer-snow", "autumn-windy"]},
     "There is no season card called 'summer-snow'"),
    ({"expansions": [SEASONS], "seasons": True}, "The seasons option is random"),
    ({"expansions": [SEASONS], "seasons": ["spring-kind", 2, "autumn-windy"]}, "given by their names"),
    ("seasons", "The options are a table"),
])
def test_bad_options_are_refused_in_one_sentence(options, match):
    bad_options(options, match)


# ====================================================================================
# Soul of the Prairie: setup and contents
# ====================================================================================

def test_soul_of_the_prairie_removes_the_totem_of_strength_and_adds_its_cards():
    base, soul_deck = deck_of([]), deck_of([SOUL])
    assert base["totem-strength"] == 1 and soul_deck["totem-strength"] == 0
    added = soul_deck - base
    assert sum(added.values()) == 13 + 4 + 8 + 1 + 9
    assert {k: added[k] for k in ("big-corn", "big-bison", "big-salmon")} == {
        "big-corn": 6, "big-bison": 3, "big-salmon": 4}
    assert added["knowledge"] == 4 and added["totem-malice"] == 1
    assert sum(n for k, n in added.items() if TH.card(k).family == "war-peace") == 8
    assert {k: added[k] for k in LEGENDARY} == dict.fromkeys(LEGENDARY, 1)   # each unique
    assert sum(soul_deck.values()) == 110 - 1 + 35


def test_soul_of_the_prairie_then_the_base_setup():
    """'Carry out setup according to the base rules': 5 cards (fewer if a War and Peace card
    or Quick Hand came out), Winter Is Coming eleventh from the bottom."""
    for seed in range(10):
        game = create("natives", ["ann", "bob", "cy"], seed=seed, options={"expansions": [SOUL]})
        assert game.state["deck"][-11] == END
        assert game.view(None)["end_in"] == len(game.state["deck"]) - 11


# ====================================================================================
# War and Peace cards
# ====================================================================================

def wp_table(n=3, **kw):
    """ann's turn is over at once (she takes a corn); bob's phase 1 reveals the deck's top."""
    kw.setdefault("prairie", ["corn"])
    return soul(n, **kw)


def test_war_and_peace_the_revealer_decides_at_once():
    game = wp_table(deck=["war-peace-wolf", "bison"] + FILLER)
    events = game.play("ann", "use farmer; take corn")
    assert game.awaiting() == ["bob"]
    assert game.legal_actions("bob") == ["war", "peace"]
    assert game.state["prairie"] == []                   # the card is not laid, nor replaced
    assert "bob reveals War and Peace: Wolf: war (1 warrior against 1) or peace?" in events
    view = game.view(None)
    assert view["step"]["name"] == "war-peace" and view["step"]["tribe"] == "wolf"
    refused(game, "bob", "scout", "first decide the War and Peace card")
    game.play("bob", "war")
    assert board(game, "bob")["war_peace"] == [{"card": "war-peace-wolf", "side": "war"}]
    assert game.view(None)["players"][1]["war_peace"] == [
        {"card": "war-peace-wolf", "side": "war", "tribe": "wolf"}]
    assert game.state["step"] == {"name": "choose", "scouted": 0}     # bob's turn goes on
    assert game.state["deck"][0] == "bison"


def test_war_needs_at_least_as_many_warriors_a_tie_is_enough():
    game = wp_table(deck=["war-peace-wolf"] + FILLER)
    give(game, "bob", warrior=["man-eagle"])
    give(game, "cy", warrior=["man-wolf"])                 # 2 against 2: the mover has more
    game.play("ann", "use farmer; take corn")
    assert game.legal_actions("bob") == ["war", "peace"]


def test_with_fewer_warriors_only_peace_is_possible():
    game = wp_table(deck=["war-peace-wolf"] + FILLER)
    give(game, "cy", warrior=["man-wolf"])                 # 1 against 2
    events = game.play("ann", "use farmer; take corn")
    assert any("only peace is possible" in e for e in events)
    assert board(game, "bob")["war_peace"] == [{"card": "war-peace-wolf", "side": "peace"}]
    assert game.awaiting() == ["bob"] and game.state["step"]["name"] == "choose"


def test_war_refused_when_the_warriors_are_not_enough():
    game = wp_table()
    give(game, "cy", warrior=["man-wolf"])
    game.state["turn"] = 1
    game.state["interrupts"] = [{"kind": "war-peace", "seat": "bob", "card": "war-peace-wolf"}]
    refused(game, "bob", "war", "You have 1 warrior and the Wolf tribe 2: war needs at least as many")
    refused(game, "bob", "war now", "'war' takes nothing after it")
    refused(game, "bob", "give-quick-hand bob", "first decide the War and Peace card")


def test_an_absent_tribe_counts_as_two_warriors():
    game = wp_table(2, deck=["war-peace-wolf"] + FILLER)        # ann bear, bob eagle: no wolf
    game.play("ann", "use farmer; take corn")
    assert board(game, "bob")["war_peace"] == [{"card": "war-peace-wolf", "side": "peace"}]
    game = wp_table(2, deck=["war-peace-wolf"] + FILLER)
    give(game, "bob", warrior=["man-eagle"])                      # 2 against 2
    game.play("ann", "use farmer; take corn")
    assert game.legal_actions("bob") == ["war", "peace"]


def test_war_scores_three_and_peace_one_to_both():
    game = soul(3)
    board(game, "bob")["war_peace"] = [{"card": "war-peace-wolf", "side": "war"},
                                       {"card": "war-peace-bear", "side": "peace"}]
    board(game, "cy")["war_peace"] = [{"card": "war-peace-turtle", "side": "peace"}]   # absent
    scores = game.scores()
    assert scores["bob"]["war-peace"] == 3 + 1
    assert scores["ann"]["war-peace"] == 1                      # the Bear on bob's peace card
    assert scores["cy"]["war-peace"] == 1                       # peace with an absent tribe
    assert scores["cy"]["total"] == 1


def test_a_card_of_your_own_tribe_goes_to_the_box_and_is_not_replaced():
    game = wp_table(deck=["war-peace-eagle", "bison"] + FILLER)
    events = game.play("ann", "use farmer; take corn")
    assert game.state["box"] == ["war-peace-eagle"]
    assert game.state["prairie"] == [] and game.state["deck"][0] == "bison"
    assert "bob reveals War and Peace: Eagle, their own tribe: it goes to the box." in events
    assert game.state["step"] == {"name": "choose", "scouted": 0}


def test_a_war_and_peace_card_revealed_by_scouting_or_a_ritual():
    game = soul(3, prairie=["corn"], deck=["war-peace-wolf", "bison"] + FILLER)
    game.play("ann", "scout")
    assert game.legal_actions("ann") == ["war", "peace"]
    game.play("ann", "peace")
    assert game.state["step"] == {"name": "choose", "scouted": 1}
    assert game.scores()["cy"]["war-peace"] == 1
    # Clear-Sky: the card is one of the three; the turn ends once it is decided
    game = soul(3, prairie=["clear-sky"], deck=["corn", "war-peace-wolf", "bison", "salmon"] + FILLER)
    game.play("ann", "use shaman; take clear-sky")
    assert game.state["prairie"] == ["corn", "bison"]
    assert game.awaiting() == ["ann"] and game.view(None)["step"]["under"] == "rituals"
    game.play("ann", "war")
    assert game.awaiting() == ["bob"] and game.state["prairie"] == ["corn", "bison", "salmon"]


def first_game_with(step_name: str, exps=(SOUL,), n: int = 3):
    """A game whose setup (not the first phase 1) revealed a card asking for ``step_name``."""
    for seed in range(600):
        game = create("natives", ["ann", "bob", "cy", "dee"][:n], seed=seed,
                      options={"expansions": list(exps)})
        step = game.view(None)["step"]
        if step["name"] == step_name and step["under"] == "setup":
            return game
    raise AssertionError(f"no seed starts with {step_name}")


def test_a_war_and_peace_card_revealed_during_setup_is_resolved_before_the_first_turn():
    game = first_game_with("war-peace")
    first = game.state["seats"][game.state["first"]]
    assert game.awaiting() == [first] and game.view(None)["step"]["under"] == "setup"
    assert game.state["step"] == {"name": "setup"}
    prairie = list(game.state["prairie"])
    while game.state["interrupts"]:
        game.play(first, "peace")
    assert game.state["step"] == {"name": "choose", "scouted": 0}     # now phase 1 was played
    assert len(game.state["prairie"]) >= len(prairie)
    assert game.awaiting() == [first]


def test_quick_hand_revealed_during_setup_the_first_player_gives_it():
    """Everyone has the one printed scout: a tie, decided by the first player before phase 1."""
    game = first_game_with("quick-hand", n=4)
    first = game.state["seats"][game.state["first"]]
    assert game.awaiting() == [first]
    assert game.legal_actions(first) == [f"give-quick-hand {n}" for n in range(1, 5)]
    while game.state["interrupts"]:
        game.play(first, game.legal_actions(first)[-1])
    assert natives_of(game, "dee")["quick-hand"] == 1
    assert game.state["step"]["name"] == "choose" and game.awaiting() == [first]


# ====================================================================================
# Legendary natives
# ====================================================================================

def test_legendary_natives_subtract_points_in_your_tribe_and_score_for_nobody_else():
    game = soul(2)
    give(game, "ann", hunter=["big-merrymaker"], farmer=["rattlesnake"])
    give(game, "bob", elder=["ah-and-oh"])
    scores = game.scores()
    assert scores["ann"]["natives"] == -2 - 2
    assert scores["bob"]["natives"] == -4                  # counts as two natives
    assert scores["ann"]["others"] == scores["bob"]["others"] == 0


@pytest.mark.parametrize("kind", list(MAJORITY))
def test_most_natives_of_the_type_scores_eight_and_a_tie_nothing(kind):
    prof = MAJORITY[kind]
    game = soul(3)
    give(game, "ann", **{prof: [kind]})
    give(game, "bob", **{prof: ["man-eagle"]})
    assert game.scores()["ann"]["legendary"] == 0            # 2 against bob's 2: a tie
    give(game, "ann", **{prof: ["man-bear"]})
    assert game.scores()["ann"]["legendary"] == 8
    assert game.scores()["bob"]["legendary"] == 0
    give(game, "cy", **{prof: ["man-wolf", "man-wolf"]})     # cy ties ann again
    assert game.scores()["ann"]["legendary"] == 0


def test_a_legendary_native_works_as_an_ordinary_native_and_can_be_scalped():
    game = soul(2, prairie=["big-brother", "sharp-eye", "salmon", "salmon"])
    game.play("ann", "use elder; take big-brother; place big-brother fisherman")
    game.play("bob", "use warrior; take sharp-eye")
    assert board(game, "bob")["scalps"] == ["sharp-eye"]
    game.play("ann", "use fisherman")
    assert game.state["step"]["cap"] == 2


def test_quick_hand_goes_straight_to_the_player_with_most_scouts():
    game = soul(3, prairie=["corn"], deck=["quick-hand", "bison"] + FILLER)
    give(game, "cy", scout=["man-wolf"])
    events = game.play("ann", "scout")
    assert natives_of(game, "cy")["quick-hand"] == 1
    assert board(game, "cy")["natives"]["scout"] == ["man-wolf", "quick-hand"]
    assert "quick-hand" not in game.state["prairie"]
    assert "Scout Quick Hand joins cy's scouts (most scouts)." in events
    assert game.state["deck"][0] == "bison"                 # it counted as the scouted card


def test_quick_hand_tie_the_acting_player_decides():
    game = soul(3, prairie=["corn"], deck=["quick-hand"] + FILLER)
    give(game, "bob", scout=["man-eagle"])
    give(game, "cy", scout=["man-wolf"])
    game.play("ann", "scout")
    assert game.awaiting() == ["ann"]
    assert game.legal_actions("ann") == ["give-quick-hand 2", "give-quick-hand 3"]
    refused(game, "ann", "give-quick-hand 1",
            re.escape("ann does not have the most scouts; give it to 2 (bob) or 3 (cy)."))
    refused(game, "ann", "give-quick-hand 4",
            re.escape("There is no seat '4': name a seat by its number (1 to 3)."))
    refused(game, "ann", "war", "first decide who receives the Scout Quick Hand")
    game.play("ann", "give-quick-hand 3")
    assert board(game, "cy")["natives"]["scout"] == ["man-wolf", "quick-hand"]
    assert game.state["step"] == {"name": "choose", "scouted": 1}


def test_quick_hand_given_by_name_as_logs_before_seat_numbers_say():
    """Logs written while the notation named seats (``give-quick-hand cy``) still replay:
    the whole rest of the step is matched against the seat names, spaces collapsed and
    case ignored, when exactly one seat has that name."""
    game = soul(3, prairie=["corn"], deck=["quick-hand"] + FILLER)
    give(game, "bob", scout=["man-eagle"])
    give(game, "cy", scout=["man-wolf"])
    game.play("ann", "scout")
    by_number = game.to_dict()
    game.play("ann", "give-quick-hand  CY")
    assert board(game, "cy")["natives"]["scout"] == ["man-wolf", "quick-hand"]
    assert game.state["last"] == {"seat": "ann", "action": "give-quick-hand CY"}
    numbered = restore(by_number)
    numbered.play("ann", "give-quick-hand 3")
    assert numbered.state["boards"] == game.state["boards"]


def test_quick_hand_to_the_acting_player_is_one_more_scout_at_once():
    game = soul(2, prairie=["corn"], deck=["quick-hand", "bison", "salmon"] + FILLER)
    give(game, "ann", scout=["man-bear"])
    game.play("ann", "scout; scout; scout")                # 2 scouts, then 3 with Quick Hand
    assert game.state["prairie"] == ["corn", "bison", "salmon"]


def test_big_merrymaker_scores_six_and_closes_its_profession_for_good():
    game = soul(2, prairie=["big-merrymaker", "man-wolf", "corn", "corn"])
    give(game, "ann", elder=["man-bear"])
    game.play("ann", "use elder; take big-merrymaker; take man-wolf")
    with pytest.raises(IllegalAction, match="step 2 of 2, 'place man-wolf farmer', is refused. Your farmers are "
                       "closed by the Big Merrymaker"):       # a compound's refusal: two sentences
        game.play("ann", "place big-merrymaker farmer; place man-wolf farmer")
    events = game.play("ann", "place big-merrymaker farmer")
    assert "The farmers of ann are closed for good." in events
    assert "place man-wolf farmer" not in game.legal_actions("ann")
    game.play("ann", "place man-wolf hunter")
    assert game.scores()["ann"]["legendary"] == 6
    game.play("bob", "use farmer; take corn")
    assert "use farmer" not in game.legal_actions("ann")
    refused(game, "ann", "use farmer", "Your farmers are closed by the Big Merrymaker")
    assert game.view(None)["players"][0]["closed"] == ["farmer"]


def test_no_native_may_be_moved_into_a_closed_profession_nor_the_merrymaker_moved():
    game = soul(2, prairie=["knowledge"])
    give(game, "ann", farmer=["big-merrymaker", "man-bear"], hunter=["man-wolf"])
    board(game, "ann")["closed"] = ["farmer"]
    game.play("ann", "use shaman; take knowledge")
    legal = game.legal_actions("ann")
    assert "knowledge man-bear farmer hunter" in legal          # leaving a closed profession
    assert not any(a.startswith("knowledge big-merrymaker") for a in legal)
    assert not any(a.endswith(" farmer") for a in legal)
    refused(game, "ann", "knowledge man-wolf hunter farmer", "Your farmers are closed")
    refused(game, "ann", "knowledge big-merrymaker farmer hunter", "stays where it was placed")


def test_a_closed_scout_lays_no_card():
    game = soul(2, prairie=["corn"])
    give(game, "ann", scout=["big-merrymaker"])
    board(game, "ann")["closed"] = ["scout"]
    assert "scout" not in game.legal_actions("ann")
    refused(game, "ann", "scout", "Your scouts are closed by the Big Merrymaker")


def test_brothers_ah_and_oh_count_as_two_and_cannot_be_scalped():
    game = soul(2, prairie=["ah-and-oh", "corn", "corn", "corn", "corn"])
    give(game, "ann", farmer=["ah-and-oh"])
    assert game.view(None)["players"][0]["counts"]["farmer"] == 3
    assert game.view(None)["players"][0]["native_cards"] == 2
    assert "use warrior" not in game.legal_actions("ann")       # nothing else to scalp
    game.state["prairie"].append("man-wolf")
    game.play("ann", "use warrior")
    assert game.legal_actions("ann") == ["take man-wolf"]
    refused(game, "ann", "take ah-and-oh", "The Brothers Ah and Oh cannot be taken as a scalp")


def test_brothers_ah_and_oh_cannot_be_sacrificed():
    game = soul(2, prairie=["sacrifice"])
    give(game, "ann", farmer=["ah-and-oh"], hunter=["man-bear"])
    game.play("ann", "use shaman; take sacrifice")
    assert board(game, "ann")["scalps"] == ["man-bear"]          # the only possible card
    assert board(game, "ann")["natives"]["farmer"] == ["ah-and-oh"]


def test_brothers_ah_and_oh_count_two_for_rituals_and_the_tie_break():
    game = soul(2, prairie=["ancestor-summoning"])
    give(game, "ann", elder=["man-wolf"])
    give(game, "bob", elder=["ah-and-oh"], farmer=["man-eagle"])
    game.play("ann", "use shaman; take ancestor-summoning")      # bob: 3 natives to ann's 1
    assert natives_of(game, "bob") == Counter({"ah-and-oh": 1})
    assert game.state["box"] == ["man-eagle"]


# ====================================================================================
# Ritual of Knowledge, Big food, Totem of Malice
# ====================================================================================

def test_ritual_of_knowledge_moves_up_to_two_natives():
    """natives.txt's example: two swapped cards give 3 warriors and 2 fishermen."""
    game = soul(2, prairie=["knowledge"])
    give(game, "ann", farmer=["man-bear", "man-wolf"], hunter=["woman-bear-eagle"])
    game.play("ann", "use shaman; take knowledge")
    assert game.state["step"] == {"name": "knowledge", "moved": 0}
    assert "done" in game.legal_actions("ann")
    game.play("ann", "knowledge man-bear farmer warrior")
    assert game.awaiting() == ["ann"]
    refused(game, "ann", "knowledge man-wolf farmer farmer", "Move the native to another profession")
    refused(game, "ann", "knowledge man-eagle hunter warrior", "Your hunters have no Eagle man")
    refused(game, "ann", "knowledge man-wolf farmer", "Say which native moves where")
    game.play("ann", "knowledge man-wolf farmer warrior")
    counts = game.view(None)["players"][0]["counts"]
    assert counts["warrior"] == 3 and counts["farmer"] == 1
    assert game.awaiting() == ["bob"]                           # two moves: done by itself
    assert game.scores()["ann"]["rituals"] == 1


def test_ritual_of_knowledge_done_after_one_and_nothing_to_move():
    game = soul(2, prairie=["knowledge"])
    give(game, "ann", farmer=["man-bear"])
    game.play("ann", "use shaman; take knowledge; knowledge man-bear farmer fisherman; done")
    assert board(game, "ann")["natives"]["fisherman"] == ["man-bear"]
    assert game.awaiting() == ["bob"]
    game = soul(2, prairie=["knowledge"])
    events = game.play("ann", "use shaman; take knowledge")
    assert "ann has no native card to move." in events and game.awaiting() == ["bob"]


def test_big_food_the_rulebook_example():
    """Fisherman with two natives: one Giant Salmon and one Salmon, never two big ones."""
    game = soul(2, prairie=["big-salmon", "big-salmon", "salmon", "corn"])
    give(game, "ann", fisherman=["man-bear"])
    game.play("ann", "use fisherman; take big-salmon")
    assert game.legal_actions("ann") == ["take salmon", "done"]
    refused(game, "ann", "take big-salmon", "You already took a big food card this turn: one per turn at most")
    game.play("ann", "take salmon")
    assert board(game, "ann")["food"] == ["big-salmon", "salmon"]


def test_big_food_only_big_food_left_ends_the_take():
    game = soul(2, prairie=["big-corn", "big-corn"])
    give(game, "ann", farmer=["man-bear"])
    game.play("ann", "use farmer; take big-corn")
    assert game.awaiting() == ["bob"] and game.state["prairie"].count("big-corn") == 1


def test_big_food_scores_more_and_counts_as_food_for_totems_and_rituals():
    game = soul(2)
    give(game, "ann", food=["big-corn", "big-bison", "big-salmon", "salmon"],
         totems=["totem-water", "totem-land", "totem-air"])
    scores = game.scores()["ann"]
    assert scores["food"] == 4 + 8 + 6 + 3
    assert all(TH.card(k).points > TH.card(TH.card(k).food).points for k in ("big-corn", "big-bison", "big-salmon"))
    assert scores["totems"] == 2 * 2 + 1 * 2 + 1 * 1          # water 2/salmon, land 2/bison, air 1/corn
    game = soul(2, prairie=["rain-calling"])
    give(game, "bob", food=["big-bison"])
    game.play("ann", "use shaman; take rain-calling")
    assert game.state["box"] == ["big-bison"]


def test_one_big_food_per_turn_whatever_grants_it():
    game = table(2, expansions=(SOUL,), season=("spring-kind", "summer-hospitable", "autumn-harvest"))
    set_season(game, index=1)
    game.state["prairie"] = ["big-corn", "big-bison"]
    game.play("ann", "use farmer; take big-corn")
    assert game.awaiting() == ["bob"]                  # Hospitable offers nothing: big-bison only
    game = table(2, expansions=(SOUL,), season=("spring-kind", "summer-hospitable", "autumn-harvest"),
                 prairie=["big-corn", "big-bison", "salmon"])
    set_season(game, index=1)
    game.play("ann", "use farmer; take big-corn")
    assert game.legal_actions("ann") == ["season hospitable salmon", "end"]
    refused(game, "ann", "season hospitable big-bison", "You already took a big food card this turn")


def test_totem_of_malice_one_per_scalp():
    game = soul(2)
    give(game, "ann", totems=["totem-malice"], scalps=["man-wolf"] * 5)
    assert game.scores()["ann"]["totems"] == 5


def test_soul_scores_have_their_categories_only_with_the_expansion():
    assert set(table(2).scores()["ann"]) == {"natives", "others", "food", "scalps", "rituals",
                                            "totems", "total"}
    assert {"war-peace", "legendary"} <= set(soul(2).scores()["ann"])
    assert "curses" not in soul(2).scores()["ann"]


# ====================================================================================
# Seasons: setup, cards, season change
# ====================================================================================

CHANGE_CARDS = ("summer-has-come", "autumn-has-come")


def seasons_game(seed, **options):
    return create("natives", ["ann", "bob", "cy"], seed=seed,
                  options={"expansions": [SEASONS], **options})


@pytest.mark.parametrize("seed", range(6))
def test_seasons_setup_ten_face_up_and_the_change_cards_in_the_deck(seed):
    game = seasons_game(seed)
    s = game.state
    bountiful = s["season"]["cards"][0] == "spring-bountiful"
    assert len(s["prairie"]) == 10 + 1 + bountiful      # ten, then the first player's phase 1
    deck = s["deck"]
    assert deck[-11] == END
    summer, autumn = deck.index("summer-has-come"), deck.index("autumn-has-come")
    assert summer < autumn < len(deck) - 11
    stacks = [summer + 1, autumn - summer - 1, len(deck) - 11 - autumn - 1]     # top stack +1 drawn
    assert max(stacks) - min(stacks) <= 6                                         # roughly equal
    assert len(deck) + len(s["prairie"]) == 110 + 2 + 1
    view = game.view(None)
    assert view["seasons"]["active"]["season"] == "spring"
    assert view["seasons"]["next"]["season"] == "summer"
    assert view["end_in"] == len(deck) - 11 - 2         # the change cards are not laid


def test_the_season_changes_at_the_first_players_next_turn():
    game = table(3, first=0, turn=1, prairie=["corn"] * 6, deck=["summer-has-come", "bison"] + FILLER,
                 season=("spring-kind", "summer-hospitable", "autumn-windy"))
    game.play("bob", "scout")                         # bob reveals it; a bison is laid instead
    assert game.state["aside"] == ["summer-has-come"]
    assert "bison" in game.state["prairie"]
    assert game.view(None)["seasons"]["change_pending"]
    assert game.view(None)["seasons"]["active"]["id"] == "spring-kind"
    game.play("bob", "use farmer; take corn")
    assert "season kind" in game.legal_actions("cy")         # still spring for cy
    game.play("cy", "use farmer; take corn")
    assert game.view(None)["seasons"]["active"]["id"] == "summer-hospitable"
    assert game.view(None)["seasons"]["next"]["id"] == "autumn-windy"
    assert not game.view(None)["seasons"]["change_pending"]


def test_revealed_by_the_first_player_the_round_stays_in_the_season():
    game = table(2, first=0, turn=0, prairie=["corn"] * 6, deck=["summer-has-come"] + FILLER,
                 season=("spring-kind", "summer-hospitable", "autumn-windy"))
    game.play("ann", "scout; use farmer; take corn")
    assert "season kind" in game.legal_actions("bob")
    game.play("bob", "use farmer; take corn")
    assert game.view(None)["seasons"]["active"]["id"] == "summer-hospitable"


def test_both_change_cards_in_one_round_summer_still_follows_spring():
    """Issue 8, point 18: the two change cards came out in one round; the season went from
    spring straight to autumn. Each season has its round: summer, then autumn."""
    game = table(2, first=0, turn=1, prairie=["corn"] * 6,
                 deck=[*CHANGE_CARDS, "bison"] + FILLER,
                 season=("spring-kind", "summer-hospitable", "autumn-windy"))
    game.play("bob", "scout")                  # both change cards come out; a bison is laid
    assert game.state["aside"] == list(CHANGE_CARDS) and "bison" in game.state["prairie"]
    game.play("bob", "use farmer; take corn")
    assert game.view(None)["seasons"]["active"]["id"] == "summer-hospitable"
    assert game.view(None)["seasons"]["change_pending"]         # autumn waits its turn
    game.play("ann", "use hunter; take bison")
    assert game.legal_actions("ann") == ["season hospitable corn", "end"]     # summer's step
    game.play("ann", "end")
    game.play("bob", "use farmer; take corn; end")
    assert game.view(None)["seasons"]["active"]["id"] == "autumn-windy"
    assert not game.view(None)["seasons"]["change_pending"]


def test_winter_still_lets_the_autumn_card_act_in_the_final_round():
    game = table(2, first=0, turn=0, prairie=["corn"] * 4, deck=[END] + FILLER,
                 season=("spring-kind", "summer-hospitable", "autumn-windy"))
    set_season(game, index=2)
    game.play("ann", "scout; use farmer; take corn")
    assert game.state["end_revealed"]
    game.play("ann", "curse")
    game.play("bob", "use farmer; take corn")
    assert not game.over and game.legal_actions("bob") == ["discard corn", "curse"]
    game.play("bob", "curse")
    assert game.over
    assert game.scores()["bob"]["curses"] == -2


def season_table(card: str, n: int = 2, **kw):
    """A game whose active season card is ``card``."""
    season = TH.seasons[card].season
    others = {"spring": "spring-kind", "summer": "summer-hospitable", "autumn": "autumn-harvest"}
    others[season] = card
    game = table(n, season=tuple(others[s] for s in ("spring", "summer", "autumn")), **kw)
    set_season(game, index=["spring", "summer", "autumn"].index(season))
    return game


def test_spring_bountiful_two_cards_in_phase_1():
    game = season_table("spring-bountiful", prairie=["corn"], deck=["bison", "salmon", "man-wolf"] + FILLER)
    events = game.play("ann", "use farmer; take corn")
    assert game.state["prairie"] == ["bison", "salmon"]
    assert "bob's turn: Bison and Salmon join the prairie." in events


def test_spring_red_one_native_after_phase_3_or_it_lapses():
    game = season_table("spring-red", prairie=["corn", "man-wolf", "big-brother"])
    game.play("ann", "use farmer; take corn")
    legal = game.legal_actions("ann")
    assert "season red man-wolf hunter" in legal and "season red big-brother scout" in legal
    assert legal[-1] == "end"
    refused(game, "ann", "season red corn hunter", "Corn is not a native")
    refused(game, "ann", "season red man-wolf chief", "'chief' is not a profession")
    game.play("ann", "season red man-wolf hunter")
    assert board(game, "ann")["natives"]["hunter"] == ["man-wolf"]
    assert game.awaiting() == ["bob"]
    game = season_table("spring-red", prairie=["corn", "man-wolf"])
    game.play("ann", "use farmer; take corn; end")
    assert game.awaiting() == ["bob"] and game.state["step"]["name"] == "choose"
    refused(game, "ann", "season red man-wolf hunter", "It is not your turn")


def test_spring_red_with_no_native_to_take_is_not_offered():
    game = season_table("spring-red", prairie=["corn", "bison"])
    game.play("ann", "use farmer; take corn")
    assert game.awaiting() == ["bob"]


def test_spring_kind_any_two_cards_instead_of_a_profession():
    game = season_table("spring-kind", prairie=["man-wolf", "sacrifice", "bison", "totem-land"])
    legal = game.legal_actions("ann")
    assert "season kind" in legal and "use hunter" in legal
    game.play("ann", "season kind")
    assert game.legal_actions("ann") == ["take man-wolf", "take bison", "take sacrifice", "take totem-land"]
    refused(game, "ann", "done", "Take at least one card with Spring Kind")
    game.play("ann", "take man-wolf; take sacrifice")
    assert game.state["step"] == {"name": "place", "pending": ["man-wolf"]}
    give(game, "ann", hunter=["man-bear"])
    game.play("ann", "place man-wolf farmer")        # then the ritual: Sacrifice
    assert game.state["step"]["name"] == "sacrifice"
    game.play("ann", "sacrifice man-wolf farmer")
    assert board(game, "ann")["rituals"] == ["sacrifice"] and board(game, "ann")["scalps"] == ["man-wolf"]
    assert game.awaiting() == ["bob"]


def test_spring_kind_never_two_big_food():
    game = season_table("spring-kind", prairie=["big-corn", "big-bison", "totem-land"])
    game.play("ann", "season kind; take big-corn")
    assert game.legal_actions("ann") == ["take totem-land", "done"]
    refused(game, "ann", "take big-bison", "You already took a big food card this turn")
    refused(game, "ann", "take totem-land totem-land", "Spring Kind takes only 2 cards")
    game.play("ann", "done")
    assert board(game, "ann")["food"] == ["big-corn"]


def test_summer_hospitable_one_food_after_phase_3():
    game = season_table("summer-hospitable", prairie=["corn", "man-wolf", "salmon", "bison"])
    game.play("ann", "use elder; take man-wolf; place man-wolf hunter")
    assert game.legal_actions("ann") == ["season hospitable bison", "season hospitable salmon",
                                         "season hospitable corn", "end"]
    refused(game, "ann", "season hospitable man-wolf", "Wolf man is not a food card")
    refused(game, "ann", "season kind", "You cannot 'season' now")
    game.play("ann", "season hospitable salmon")
    assert board(game, "ann")["food"] == ["salmon"] and game.awaiting() == ["bob"]


def test_summer_of_change_before_phase_1():
    game = season_table("summer-of-change", prairie=["corn"], deck=["bison"] + FILLER)
    give(game, "bob", farmer=["man-eagle"])
    game.play("ann", "use farmer; take corn")
    assert game.awaiting() == ["bob"] and game.state["step"]["name"] == "before"
    assert game.state["prairie"] == []                      # phase 1 has not come yet
    assert game.legal_actions("bob")[-1] == "replenish"
    refused(game, "bob", "scout", "You cannot 'scout' now: use Summer of Change")
    refused(game, "bob", "season change man-eagle farmer", "Say which native moves where")
    game.play("bob", "season change man-eagle farmer warrior")
    assert board(game, "bob")["natives"]["warrior"] == ["man-eagle"]
    assert game.state["prairie"] == ["bison"] and game.state["step"]["name"] == "choose"
    # skipped with replenish, and not offered without a native card to move
    game = season_table("summer-of-change", prairie=["corn"], deck=["bison"] + FILLER)
    give(game, "bob", farmer=["man-eagle"])
    game.play("ann", "use farmer; take corn")
    game.play("bob", "replenish")
    assert board(game, "bob")["natives"]["farmer"] == ["man-eagle"]
    assert game.state["prairie"] == ["bison"]
    game.play("bob", "use hunter; take bison")
    assert game.state["step"]["name"] == "choose" and game.awaiting() == ["ann"]


def test_summer_of_prayers_a_ritual_before_phase_1_never_clear_sky():
    game = season_table("summer-of-prayers", prairie=["corn", "clear-sky", "rain-calling"],
                        deck=["bison"] + FILLER)
    give(game, "ann", food=["corn", "salmon"])
    game.play("ann", "use farmer; take corn")
    assert game.legal_actions("bob") == ["season prayers rain-calling", "replenish"]
    refused(game, "bob", "season prayers clear-sky", "Summer of Prayers cannot take the Clear-Sky ritual")
    refused(game, "bob", "season prayers corn", "Corn is not a ritual")
    game.play("bob", "season prayers rain-calling")         # ann has more food: she discards
    assert game.awaiting() == ["ann"]
    game.play("ann", "discard salmon")
    assert board(game, "bob")["rituals"] == ["rain-calling"]
    assert game.awaiting() == ["bob"] and game.state["step"]["name"] == "choose"
    assert game.state["prairie"] == ["clear-sky", "bison"]   # phase 1 after the ritual


def test_autumn_windy_discard_a_food_or_take_a_curse_and_the_turn_cannot_end_without():
    game = season_table("autumn-windy", prairie=["corn", "bison"])
    give(game, "ann", food=["salmon", "big-corn"])
    game.play("ann", "use farmer; take corn")
    assert game.legal_actions("ann") == ["discard salmon", "discard corn", "discard big-corn", "curse"]
    refused(game, "ann", "end", "the starred Autumn Windy asks you to discard one of your food cards")
    refused(game, "ann", "discard bison", "You have no Bison among your food cards")
    game.play("ann", "discard big-corn")
    assert board(game, "ann")["food"] == ["salmon", "corn"] and game.state["box"] == ["big-corn"]
    game.play("bob", "use hunter; take bison")
    game.play("bob", "curse")
    assert board(game, "bob")["curses"] == 1
    assert game.scores()["bob"]["curses"] == -2 and game.view(None)["players"][1]["curses"] == 1


def test_autumn_windy_without_food_is_a_curse():
    game = season_table("autumn-windy", prairie=["man-wolf"])
    events = game.play("ann", "use warrior; take man-wolf")
    assert "Autumn Windy: ann has no food card to discard." in events
    assert board(game, "ann")["curses"] == 1 and game.awaiting() == ["bob"]


def test_autumn_harvest_three_cards_and_one_food_among_them():
    game = season_table("autumn-harvest", prairie=["corn", "bison"],
                        deck=["salmon", "man-wolf", "corn", "bison"] + FILLER)
    game.play("ann", "use farmer; take corn")
    assert game.legal_actions("ann") == ["season harvest", "end"]
    game.play("ann", "season harvest")
    assert game.state["prairie"] == ["bison", "salmon", "man-wolf", "corn"]
    assert game.legal_actions("ann") == ["take salmon", "take corn", "end"]      # not the bison
    refused(game, "ann", "take bison", "There is no Bison to take")
    game.play("ann", "take salmon")
    assert board(game, "ann")["food"] == ["corn", "salmon"] and game.awaiting() == ["bob"]


@pytest.mark.parametrize(("deck", "offered"), [
    (["salmon", "man-wolf", "corn"], True),
    (["salmon", "man-wolf"], False),
    (["salmon", "man-wolf", END], False),          # Winter Is Coming is set aside, not laid
    (["salmon", END, "man-wolf", "corn"], True),
])
def test_autumn_harvest_adds_exactly_three_cards_so_not_with_fewer_in_the_deck(deck, offered):
    """Issue 8, point 19: "add exactly 3 cards from the deck"."""
    game = season_table("autumn-harvest", prairie=["corn", "bison"], deck=deck)
    game.play("ann", "use farmer; take corn")
    assert ("season harvest" in game.legal_actions("ann")) == offered
    if not offered:
        assert game.awaiting() == ["bob"]         # nothing else to decide: the turn ended
        game = season_table("autumn-harvest", prairie=["corn", "bison"], deck=deck)
        game.state["step"] = {"name": "after", "effect": "harvest"}   # as a stale button would
        refused(game, "ann", "season harvest", "adds exactly 3 cards, and the deck has only 2")


def test_autumn_harvest_big_food_only_if_none_taken_this_turn():
    game = season_table("autumn-harvest", prairie=["big-corn"], deck=["big-salmon", "man-wolf", "corn"] + FILLER)
    game.play("ann", "use farmer; take big-corn; season harvest")
    assert game.legal_actions("ann") == ["take corn", "end"]


def test_autumn_wrath_of_the_gods_discard_a_scalp_or_take_a_curse():
    game = season_table("autumn-wrath-of-the-gods", prairie=["corn", "man-wolf"])
    give(game, "ann", scalps=["man-eagle"])
    game.play("ann", "use farmer; take corn")
    assert game.legal_actions("ann") == ["discard man-eagle", "curse"]
    refused(game, "ann", "end", "the starred Autumn Wrath of the Gods asks you to discard one of your scalps")
    game.play("ann", "discard man-eagle")
    assert board(game, "ann")["scalps"] == [] and game.awaiting() == ["bob"]
    game.play("bob", "use warrior; take man-wolf")       # bob has that scalp now
    assert game.legal_actions("bob") == ["discard man-wolf", "curse"]
    game.play("bob", "curse")
    assert board(game, "bob")["curses"] == 1


def test_unstarred_effects_lapse_when_the_turn_ends():
    game = season_table("summer-hospitable", prairie=["corn", "corn"])
    game.play("ann", "use farmer; take corn; end")
    refused(game, "ann", "season hospitable corn", "It is not your turn")
    game.play("bob", "use farmer; take corn")
    assert game.legal_actions("bob") == ["season hospitable corn", "end"]


def test_the_eighteen_curse_tokens_run_out_then_a_starred_card_asks_only_a_discard():
    """Issue 8, point 20: Seasons has 18 curse tokens and no 19th. When the supply is empty
    the starred card's "or take a curse token" cannot be chosen: the player discards; a
    player with nothing to discard takes nothing."""
    game = season_table("autumn-windy", prairie=["corn", "bison", "man-wolf"])
    board(game, "bob")["curses"] = 17
    give(game, "ann", food=["salmon"])
    game.play("ann", "use farmer; take corn")
    assert game.legal_actions("ann") == ["discard salmon", "discard corn", "curse"]   # the 18th
    game.play("ann", "curse")
    assert board(game, "ann")["curses"] == 1
    events = game.play("bob", "use warrior; take man-wolf")        # no food, no token left
    assert "The curse tokens have run out: bob takes none." in events
    assert board(game, "bob")["curses"] == 17 and game.awaiting() == ["ann"]
    give(game, "ann", food=["salmon"])
    game.play("ann", "use hunter; take bison")
    assert game.legal_actions("ann") == ["discard bison", "discard salmon", "discard corn"]
    refused(game, "ann", "curse", "All 18 curse tokens are taken: discard a card instead")
    refused(game, "ann", "end", "the curse tokens have run out")
    game.play("ann", "discard salmon")
    assert game.scores()["ann"]["curses"] == -2 and game.scores()["bob"]["curses"] == -34


def test_the_end_count_leaves_out_the_season_change_cards():
    """Issue 8, point 21: the picture's "after N more cards" counted the two change cards,
    which are set aside and do not reduce the count: 91 said where 89 would be laid."""
    game = seasons_game(3)
    deck = game.state["deck"]
    laid_before_winter = sum(1 for k in deck[:deck.index(END)] if k not in CHANGE_CARDS)
    assert game.view(None)["end_in"] == laid_before_winter == len(deck) - 11 - 2
    game = table(2, prairie=["corn"] * 4, deck=["corn", "summer-has-come", "corn", END] + FILLER[:10],
                 season=("spring-kind", "summer-hospitable", "autumn-windy"))
    game.state["season"]["revealed"] = 1                       # autumn's card came out earlier
    assert game.view(None)["end_in"] == 2
    give(game, "ann", scout=["man-bear"])
    game.play("ann", "scout")                                   # a corn is laid
    assert game.view(None)["end_in"] == 1
    game.play("ann", "scout")                 # the change card is set aside, the corn laid
    assert game.state["aside"] == ["summer-has-come"] and game.view(None)["end_in"] == 0


def test_spring_kind_rituals_wait_until_the_natives_taken_with_them_are_placed():
    """Issue 8, point 22: natives taken with Spring Kind join the tribe first; the rituals
    taken with them are played after ("rituals are played one at a time, in any order"
    orders the rituals among themselves, not before the natives' placement)."""
    for order in (["man-wolf", "sacrifice"], ["sacrifice", "man-wolf"]):
        game = season_table("spring-kind", prairie=["man-wolf", "sacrifice", "rain-calling"])
        game.play("ann", "season kind; " + "; ".join(f"take {k}" for k in order))
        assert game.state["step"] == {"name": "place", "pending": ["man-wolf"]}
        assert all(a.startswith("place man-wolf ") for a in game.legal_actions("ann"))
        refused(game, "ann", "resolve sacrifice", "You cannot 'resolve' now: place the natives")
        refused(game, "ann", "sacrifice man-wolf farmer", "You cannot 'sacrifice' now")
        events = game.play("ann", "place man-wolf farmer")
        assert events.index("ann places the Wolf man with the farmers.") < events.index(
            "ann plays the Sacrifice ritual.")
        assert board(game, "ann")["scalps"] == ["man-wolf"]      # the only native: sacrificed


def test_season_effects_need_their_season():
    game = season_table("spring-red", prairie=["corn"])
    refused(game, "ann", "season kind", "You cannot 'season kind' now: Spring Red is in play")
    game = table(2, prairie=["corn"])
    refused(game, "ann", "season kind", "You cannot 'season kind' now: no season card is in play")
    refused(game, "ann", "curse", "You cannot 'curse' now")


def test_the_view_shows_the_season_card_and_its_text():
    game = season_table("autumn-windy", prairie=["corn"])
    seasons = game.view(None)["seasons"]
    assert seasons["active"] == {"id": "autumn-windy", "season": "autumn", "name": "Autumn Windy",
                                 "effect": "windy", "starred": True,
                                 "text": "After phase 3 discard one of your food cards or take a curse token (-2)."}
    assert seasons["next"] is None
    assert [c["season"] for c in seasons["cards"]] == ["spring", "summer", "autumn"]
    assert table(2).view(None)["seasons"] is None


def test_nine_season_cards_and_three_recommended_sets():
    assert Counter(c.season for c in TH.seasons.values()) == {"spring": 3, "summer": 3, "autumn": 3}
    assert {c.id for c in TH.seasons.values() if c.starred} == {
        "spring-bountiful", "autumn-windy", "autumn-wrath-of-the-gods"}
    assert [s.number for s in TH.season_sets] == [1, 2, 3]


# ====================================================================================
# Strangers
# ====================================================================================

def test_strangers_four_cards_and_their_totem_are_shuffled_in():
    added = deck_of([STRANGERS]) - deck_of([])
    assert added == {"stranger": 4, "totem-stranger": 1}


def test_strangers_score_nothing_but_work_and_can_be_scalped():
    game = table(2, expansions=(STRANGERS,), prairie=["stranger", "stranger", "corn", "corn"])
    game.play("ann", "use elder; take stranger; place stranger farmer")
    assert game.scores()["ann"]["natives"] == 0 and game.scores()["bob"]["others"] == 0
    game.play("bob", "use warrior; take stranger")
    assert board(game, "bob")["scalps"] == ["stranger"] and game.scores()["bob"]["scalps"] == 1
    game.play("ann", "use farmer")
    assert game.state["step"]["cap"] == 2
    assert game.view(None)["players"][0]["strangers"] == 1


def test_totem_of_the_stranger_two_per_native_not_of_your_colour():
    game = table(2, expansions=(STRANGERS, SOUL))
    give(game, "ann", totems=["totem-stranger"], elder=["stranger", "man-bear", "woman-bear-eagle"],
         hunter=["man-wolf", "woman-eagle-wolf", "big-brother"])
    assert game.scores()["ann"]["totems"] == 2 * 4            # stranger, man-wolf, woman-eagle-wolf, legend
    assert game.view(None)["players"][0]["stranger_count"] == 4


# ====================================================================================
# The view, for the renderer
# ====================================================================================

RENDERER_PLAYER_KEYS = {"seat", "tribe", "first", "natives", "counts", "food", "totems", "rituals",
                        "scalps", "native_cards"}
RENDERER_KEYS = {"players", "prairie", "deck", "end_revealed", "step", "last"}


@pytest.mark.parametrize("exps", COMBOS, ids=["+".join(c) or "base" for c in COMBOS])
def test_view_keeps_the_renderers_keys_and_adds_the_new_ones(exps):
    game = create("natives", ["ann", "bob"], seed=4, options={"expansions": exps})
    view = game.view(None)
    assert RENDERER_KEYS | {"options", "expansions", "end_in", "seasons"} <= set(view)
    for p in view["players"]:
        assert RENDERER_PLAYER_KEYS | {"war_peace", "curses", "legendary", "strangers", "closed"} <= set(p)
    changes = sum(k in CHANGE_CARDS for k in game.state["deck"])      # set aside, not laid
    assert view["end_in"] == len(game.state["deck"]) - 11 - changes


def test_end_in_counts_down_and_is_none_once_revealed():
    game = table(2, prairie=["corn"] * 3, deck=["corn"] * 3 + [END] + ["corn"] * 10)
    assert game.view(None)["end_in"] == 3
    game.play("ann", "scout; use farmer; take corn")
    assert game.view(None)["end_in"] == 1
    game.play("bob", "scout")
    assert game.view(None)["end_in"] == 0
    game.play("bob", "use farmer; take corn")
    assert game.view(None)["end_in"] is None and game.state["end_revealed"]


def test_view_legendary_natives_and_curses_per_player():
    game = soul(2)
    give(game, "ann", elder=["big-brother"], scout=["quick-hand", "man-bear"])
    board(game, "bob")["curses"] = 2
    view = game.view(None)
    assert view["players"][0]["legendary"] == ["big-brother", "quick-hand"]
    assert view["players"][1]["curses"] == 2
    assert TH.card("big-brother").text and TH.card("big-brother").name == "Elder Big Brother"


# ====================================================================================
# Data validation: errors name the file and the entry
# ====================================================================================

def broken(edit) -> str:
    raw = copy.deepcopy(load("natives"))
    edit(raw)
    with pytest.raises(DataError) as info:
        build("natives", raw)
    return str(info.value)


def test_bad_data_names_the_file_and_the_entry():
    def effect(raw):
        raw["season_cards"][0]["effect"] = "snow"
    assert broken(effect) == ("data/natives.toml season card spring-bountiful: effect 'snow' is not one of "
                              "bountiful, red, kind, hospitable, change, prayers, windy, harvest, wrath")

    def fourth(raw):
        raw["season_cards"][3]["season"] = "spring"
    assert broken(fourth) == "data/natives.toml season cards: spring has 4 cards, not 3"

    def bad_set(raw):
        raw["season_sets"][1]["cards"][1] = "summer-snow"
    assert broken(bad_set) == ("data/natives.toml season set feast-in-time-of-plague: "
                               "no season card called 'summer-snow'")

    def bad_legend(raw):
        next(e for e in raw["legendary"] if e["id"] == "sharp-eye")["profession"] = "sailor"
    assert broken(bad_legend).startswith("data/natives.toml legendary sharp-eye: profession 'sailor'")

    def twice(raw):
        raw["strangers"][0]["id"] = "man-bear"
    assert broken(twice) == "data/natives.toml stranger man-bear: the id 'man-bear' is used twice"

    def missing(raw):
        del raw["war_peace"]["war_points"]
    assert broken(missing) == "data/natives.toml [war_peace]: missing 'war_points'"

    def bad_expansion(raw):
        raw["food"][3]["expansion"] = "soul"
    assert broken(bad_expansion).startswith("data/natives.toml food big-corn: expansion 'soul'")


def test_every_expansion_card_has_a_name_and_its_expansion():
    for kind, card in TH.all_cards.items():
        assert card.name
        if kind not in TH.cards and card.family != "season-change":
            assert card.expansion in ALL, kind
    assert set(TH.cards) <= set(TH.all_cards)
    assert all(not c.expansion for c in TH.cards.values())


def test_a_base_game_saved_before_the_expansions_restores_and_plays_on():
    from bot.rules import restore

    game = create("natives", ["ann", "bob"], seed=9)
    old = game.to_dict()
    for key in ("season", "interrupts", "rituals_then", "big_taken", "rituals_taken"):
        del old[key]
    for b in old["boards"]:
        for key in ("war_peace", "curses", "closed"):
            del b[key]
    again = restore(old)
    assert again == game
    seat = again.awaiting()[0]
    again.play(seat, again.legal_actions(seat)[-1])
    game.play(seat, game.legal_actions(seat)[-1])
    assert again == game
