"""Wendake's map chapter (shared/rules/wendake-map.txt), one test per sentence with a consequence.

Every "You can" and "You cannot" of the chapter's summary is a test named after it; so is
every sentence of the map key, of Guards and Outposts, of Moving Warriors, of Transferring
Natives and of Fighting. Positions are built from a real two-player game (the 2-player map:
halves west-1 and east-1) whose JSON state is edited, then played through the contract with
the notation of bot/rules/wendake.py. Seat 1 (ann) lives in h1, seat 2 (bob) in h2.

The 2-player map, for reading the tests:
  h1: t1 t3 t4     t1: h1 t2      t2: t1 t3 t6     t3: h1 t2 t7     t4: h1 t5     t5: t4 t8
  t6: t2 t7 t10    t7: h2 t3 t6   t8: t5 t9        t9: h2 t8        t10: h2 t6
  water: t3|t4 and t3|t5 (Lake Simcoe), t7|t8 and t7|t9 (Lake Nipissing), t3|t8 (Georgian Bay)
  areas: t1a beans, t1b forest; t2a t2b forests; t3a corn, t3b pumpkins; t4a pumpkins,
         t4b forest; t5a beans, t5b forest; the east half is the west's mirror (t10 t6 t7 t9
         t8 hold what t1 .. t5 hold; flags swapped): t6a t6b forests, t7a corn, t7b pumpkins
"""

from __future__ import annotations

import pytest

from bot.rules.base import IllegalAction
from bot.rules.wendake import BLACK, LONGHOUSE, WendakeGame
from bot.rules.wendake_data import components

C = components()
ANN, BOB = 0, 1


# ----------------------------------------------------------------------------------------
# helpers
# ----------------------------------------------------------------------------------------

def table(tribes: tuple[str, str] = ("wendat", "wendat"), seats=("ann", "bob")) -> WendakeGame:
    """A 2-player game at the start of year 1, ann to play, everyone's Warriors at Home."""
    game = WendakeGame.new("wendake", list(seats), 1, None)
    s = game.state
    s["order"] = [ANN, BOB]
    s["turn"] = 0
    s["step"] = {"name": "place", "who": ANN}
    for i, tribe in enumerate(tribes):
        p = s["players"][i]
        p["tribe"] = tribe
        p["warriors"].pop(BLACK, None)
        if tribe == "mohawk":
            p["warriors"][BLACK] = f"h{i + 1}"
    return game


def put(game: WendakeGame, who: int, warrior: str, where: str) -> None:
    """Stand a Warrior somewhere: a territory (Guard), an area (Outpost) or the Long House."""
    s = game.state
    s["players"][who]["warriors"][warrior] = where
    if where in s["areas"]:
        s["areas"][where] = {"owner": who, "kind": "warrior", "warrior": warrior}


def settle(game: WendakeGame, who: int, kind: str, area: str) -> None:
    """A Woman or Hunter of ``who`` taken from Home and placed on ``area``."""
    game.state["players"][who]["home"][kind] -= 1
    game.state["areas"][area] = {"owner": who, "kind": kind, "warrior": None}


def moving(game: WendakeGame, who: int = ANN, steps: int = 3) -> WendakeGame:
    """``who`` has just picked a tile whose next action is a Move of ``steps`` steps."""
    s = game.state
    s["turn"] = s["order"].index(who)
    s["step"] = {"name": "tile", "who": who, "actions": [f"move:{steps}"], "k": 0}
    return game


def seat(game: WendakeGame, who: int) -> str:
    return game.seats[who]


def refused(game: WendakeGame, who: int, action: str, match: str) -> None:
    """The action is refused with one sentence and the state is unchanged."""
    before = game.to_dict()
    with pytest.raises(IllegalAction, match=match) as exc:
        game.play(seat(game, who), action)
    text = str(exc.value)
    assert text.endswith(".") and "\n" not in text
    assert game.to_dict() == before


def where(game: WendakeGame, who: int, warrior: str) -> str:
    return game.state["players"][who]["warriors"][warrior]


def area(game: WendakeGame, aid: str) -> dict | None:
    return game.state["areas"][aid]


# ----------------------------------------------------------------------------------------
# The map (the key of the picture)
# ----------------------------------------------------------------------------------------

def test_1_a_field_is_a_productive_area_for_vegetables_one_native_at_most():
    game = moving(table())
    settle(game, BOB, "woman", "t3a")
    put(game, BOB, "W1", "t3")
    game.play("ann", "move W1 t3")
    refused(game, ANN, "move W1 t3a", "not empty: one Native per Productive Area")
    # a Woman on a field produces its vegetable
    game2 = table()
    settle(game2, ANN, "woman", "t3a")
    game2.state["step"] = {"name": "tile", "who": ANN, "actions": ["harvest"], "k": 0}
    corn = game2.state["players"][ANN]["goods"]["corn"]
    game2.play("ann", "harvest")
    # t3a (corn) + the Home field of h1 (corn)
    assert game2.state["players"][ANN]["goods"]["corn"] == corn + 2


def test_2_a_forest_with_a_hunter_is_a_productive_area_for_beavers():
    game = table()
    settle(game, ANN, "hunter", "t1b")
    settle(game, ANN, "hunter", "t2a")
    game.state["step"] = {"name": "tile", "who": ANN, "actions": ["hunt"], "k": 0}
    game.play("ann", "hunt")
    assert game.state["players"][ANN]["goods"]["beavers"] == 3      # two forests + Home


def test_3_a_guard_is_a_standing_warrior_outside_the_productive_areas():
    game = moving(table())
    game.play("ann", "move W1 t1")
    assert where(game, ANN, "W1") == "t1"
    assert all(a is None for a in game.state["areas"].values())
    t1 = next(t for t in game.view()["map"]["territories"] if t["id"] == "t1")
    assert t1["guards"] == [{"owner": "ann", "seat": 1, "warrior": "W1"}]
    assert all(a["occupant"] is None for a in t1["areas"])


def test_4_canoes_on_a_lake_the_lake_does_not_matter_in_the_base_game():
    game = table()
    p = game.state["players"][ANN]
    p["canoes"] = 3
    game.state["step"] = {"name": "tile", "who": ANN, "actions": ["fish"], "k": 0}
    game.play("ann", "fish")
    assert p is not game.state["players"][ANN]                       # play works on a copy
    assert game.state["players"][ANN]["goods"]["fish"] == 1 + 3       # Wendat's fish + canoes
    assert "canoes" in game.view()["players"][ANN] and game.view()["map"]["lakes"]


def test_5_each_step_crosses_one_territory_border():
    game = moving(table(), steps=3)
    game.play("ann", "move W1 t1")
    assert game.state["step"]["left"] == 2
    refused(game, ANN, "move W1 t6", "t6 is not next to t1: a step crosses one border")
    game.play("ann", "move W1 t2")
    game.play("ann", "move W1 t6")
    assert where(game, ANN, "W1") == "t6"


def test_5_lakes_and_rivers_cannot_be_crossed():
    game = moving(table())
    game.play("ann", "move W1 t3")
    refused(game, ANN, "move W1 t4", "t3 and t4 are across Lake Simcoe: Lakes and rivers cannot "
                                     "be crossed")
    refused(game, ANN, "move W1 t5a", "across Lake Simcoe")
    refused(game, ANN, "move W1 t8", "across Georgian Bay")
    assert "move W1 t4" not in game.legal_actions("ann")


def test_6_a_flag_marks_english_or_french_territory():
    view = table().view()
    flags = {t["id"]: t["flag"] for t in view["map"]["territories"]}
    assert flags["t1"] == "english" and flags["t4"] == "french" and flags["t3"] is None
    assert view["tracks"]["flags"] == {"english": 1, "french": 2}


def test_6_a_held_flag_scores_for_the_alliance_on_the_lower_track_of_its_pair():
    game = table()
    put(game, ANN, "W1", "t1")                                        # English flag, held
    game.state["pairs"] = [["economic", "mask"], ["military", "ritual"]]
    game.state["players"][ANN]["tracks"]["economic"] = 4
    game.state["turtles"] = []
    game.state["multipliers"] = {}
    game.state["step"] = {"name": "tile", "who": ANN, "actions": ["military"], "k": 0}
    game.play("ann", "military")
    tracks = game.state["players"][ANN]["tracks"]
    assert tracks["military"] == 1 and tracks["mask"] == 1            # mask was the lower


def test_7_an_empty_forest_is_free_for_any_warrior_to_claim_as_an_outpost():
    game = moving(table())
    put(game, BOB, "W1", "t2")
    game.play("ann", "move W1 t1")
    game.play("ann", "move W1 t2a")
    assert area(game, "t2a") == {"owner": ANN, "kind": "warrior", "warrior": "W1"}


def test_your_home_is_your_starting_territory_closed_to_opponents():
    game = moving(table())
    put(game, ANN, "W1", "t7")
    assert where(game, BOB, "W1") == "h2"
    refused(game, ANN, "move W1 h2", "h2 is another player's Home, closed to opponents")
    assert not any("h2" in a for a in game.legal_actions("ann"))
    refused(game, ANN, "attack W1 2W1", "another player's Home")
    # the owner may step back into it
    game2 = moving(table())
    put(game2, ANN, "W1", "t1")
    game2.play("ann", "move W1 h1")
    assert where(game2, ANN, "W1") == "h1"


def test_a_lake_holds_canoes_and_lakes_are_listed_with_their_shores():
    lakes = table().view()["map"]["lakes"]
    assert lakes["Lake Simcoe"] == ["t3", "t4", "t5"]
    assert lakes["Georgian Bay"] == ["t3", "t8"]


def test_only_home_areas_can_hold_several_and_they_still_produce_one_each():
    game = table()
    p = game.state["players"][ANN]
    assert p["home"] == {"woman": 5, "hunter": 5}                     # several at Home
    game.state["step"] = {"name": "tile", "who": ANN, "actions": ["harvest", "hunt"], "k": 0}
    game.play("ann", "harvest; hunt")
    goods = game.state["players"][ANN]["goods"]
    assert goods["corn"] == 1 + 1 and goods["beavers"] == 1           # one each
    h1 = next(t for t in game.view()["map"]["territories"] if t["id"] == "h1")
    assert [(a["native"], a["count"]) for a in h1["areas"]] == [("woman", 5), ("hunter", 5)]


def test_a_native_is_any_warrior_woman_or_hunter():
    game = moving(table(), steps=3)
    put(game, ANN, "W1", "t3")
    put(game, ANN, "W2", "t3")
    put(game, ANN, "W3", "t3")
    put(game, BOB, "W1", "t3a")                                       # an Outpost
    settle(game, BOB, "woman", "t3b")
    put(game, BOB, "W2", "t2b")
    settle(game, BOB, "hunter", "t2a")
    game.play("ann", "attack W1 t3a")
    game.play("ann", "attack W2 t3b")
    game.play("ann", "attack W3 t2a")
    assert area(game, "t3a") is None                                  # warrior v warrior
    assert area(game, "t3b")["owner"] == ANN and area(game, "t2a")["owner"] == ANN
    assert game.state["players"][BOB]["longhouse"] == {"woman": 3, "hunter": 3}


def test_the_map_is_built_from_two_halves_chosen_by_player_count_solo_uses_the_2_player_map():
    halves = {}
    for n in (1, 2, 3, 4):
        game = WendakeGame.new("wendake", ["a", "b", "c", "d"][:n], 3, None)
        view = game.view()
        halves[n] = tuple(view["map"]["halves"])
        homes = sorted(t["id"] for t in view["map"]["territories"] if t["home"])
        assert homes == [f"h{k}" for k in range(1, max(2, n) + 1)]
    assert halves[1] == halves[2] == ("west-1", "east-1")
    assert halves[3] == ("west-1", "east-2") and halves[4] == ("west-2", "east-2")


# ----------------------------------------------------------------------------------------
# Guards and Outposts
# ----------------------------------------------------------------------------------------

def test_only_warriors_move():
    game = moving(table())
    settle(game, ANN, "woman", "t1a")
    refused(game, ANN, "move t1a t2", "not one of your Warriors")
    assert all(a.split()[1].startswith("W") for a in game.legal_actions("ann")
               if a.startswith(("move", "attack")))


def test_an_outpost_is_laid_down_inside_an_empty_productive_area_one_warrior_per_area():
    game = moving(table())
    game.play("ann", "move W1 t1a")
    assert where(game, ANN, "W1") == "t1a"
    game.play("ann", "move W2 t1")
    refused(game, ANN, "move W2 t1a", "not empty: one Native per Productive Area")


def test_an_outpost_cannot_move_again():
    game = moving(table())
    game.play("ann", "move W1 t1a")
    refused(game, ANN, "move W1 t2", "W1 is an Outpost in t1a: an Outpost cannot move")
    refused(game, ANN, "attack W1 t1b", "an Outpost cannot move")
    assert not any(" W1 " in a for a in game.legal_actions("ann"))


def test_later_an_outpost_can_be_transferred_home_and_replaced_by_a_woman_or_hunter():
    game = table()
    put(game, ANN, "W1", "t1a")
    put(game, ANN, "W2", "t1b")
    assert {"transfer t1a", "transfer t1b"} <= set(game.legal_actions("ann"))
    game.play("ann", "transfer t1a; transfer t1b")
    assert area(game, "t1a") == {"owner": ANN, "kind": "woman", "warrior": None}
    assert area(game, "t1b") == {"owner": ANN, "kind": "hunter", "warrior": None}
    assert where(game, ANN, "W1") == where(game, ANN, "W2") == "h1"
    assert game.state["players"][ANN]["home"] == {"woman": 4, "hunter": 4}


def test_guards_any_number_per_territory():
    game = moving(table(), steps=5)
    for w in ("W1", "W2", "W3", "W4", "W5"):
        game.play("ann", f"move {w} t1")
    assert [where(game, ANN, w) for w in ("W1", "W2", "W3", "W4", "W5")] == ["t1"] * 5


def test_guards_protect_your_outposts_women_and_hunters_there():
    game = moving(table())
    put(game, ANN, "W1", "t3")
    put(game, BOB, "W1", "t3")
    settle(game, BOB, "woman", "t3a")
    refused(game, ANN, "attack W1 t3a", "bob still has Guards in t3: attack all of them before")
    assert "attack W1 t3a" not in game.legal_actions("ann")


def test_guards_win_military_majorities_outposts_do_not():
    game = table()
    game.state["turtles"] = []
    game.state["multipliers"] = {}
    put(game, ANN, "W1", "t2")
    put(game, ANN, "W2", "t6")
    put(game, BOB, "W1", "t6a")
    put(game, BOB, "W2", "t6b")                  # two Outposts lose to one Guard
    put(game, BOB, "W3", "t7")
    game.state["step"] = {"name": "tile", "who": ANN, "actions": ["military"], "k": 0}
    game.play("ann", "military")
    assert game.state["players"][ANN]["tracks"]["military"] == 2      # t2 and t6, not t7


# ----------------------------------------------------------------------------------------
# Moving Warriors
# ----------------------------------------------------------------------------------------

def test_a_move_action_gives_steps_to_share_among_your_warriors_not_outposts():
    game = moving(table(), steps=2)
    put(game, ANN, "W5", "t1b")
    game.play("ann", "move W1 t1")
    refused(game, ANN, "move W5 t2", "an Outpost cannot move")
    game.play("ann", "move W2 t3")
    assert game.state["step"]["name"] != "move"                        # both steps spent


def test_three_steps_can_move_three_warriors_one_step_each():
    game = moving(table(), steps=3)
    game.play("ann", "move W1 t1; move W2 t3; move W3 t4")
    assert [where(game, ANN, w) for w in ("W1", "W2", "W3")] == ["t1", "t3", "t4"]


def test_three_steps_can_move_one_warrior_three_steps():
    game = moving(table(), steps=3)
    game.play("ann", "move W1 t1; move W1 t2; move W1 t6")
    assert where(game, ANN, "W1") == "t6"
    assert game.state["step"] == {"name": "place", "who": BOB}        # the turn passed


def test_a_path_names_one_warriors_steps_in_one_action():
    game = moving(table(), steps=3)
    game.play("ann", "move W1 t1 t2 t2a")
    assert where(game, ANN, "W1") == "t2a" and game.state["step"] == {"name": "end", "who": ANN}
    game = moving(table(), steps=2)
    refused(game, ANN, "move W1 t1 t2 t6", "The Move has no step left for t6")
    refused(game, ANN, "move W1 t3 t4", "across Lake Simcoe")


def test_a_progress_tile_gives_steps_too():
    game = table()
    game.state["players"][ANN]["progress"] = ["moccasins"]
    game.play("ann", "use moccasins")
    assert game.state["step"]["name"] == "move" and game.state["step"]["left"] == 2
    game.play("ann", "move W1 t1; move W1 t2")
    assert game.state["step"] == {"name": "place", "who": ANN}        # back before the pick
    refused(game, ANN, "use moccasins", "already used this year")


def test_a_step_moves_a_warrior_into_an_adjacent_territory_where_it_becomes_a_guard():
    game = moving(table())
    game.play("ann", "move W1 t4")
    assert where(game, ANN, "W1") == "t4" and area(game, "t4a") is None


def test_a_step_moves_a_warrior_into_an_adjacent_territory_directly_as_an_outpost():
    game = moving(table())
    game.play("ann", "move W1 t4b")
    assert where(game, ANN, "W1") == "t4b"
    assert game.state["step"]["left"] == 2                             # one step in all


def test_a_step_never_enters_an_opponents_home():
    game = moving(table())
    put(game, ANN, "W1", "t10")
    refused(game, ANN, "move W1 h2", "h2 is another player's Home, closed to opponents")
    refused(game, ANN, "move W1 h2a", "Outposts are laid in Productive Areas outside the Homes")


def test_a_step_never_crosses_a_lake_or_river():
    game = moving(table())
    put(game, ANN, "W1", "t7")
    refused(game, ANN, "move W1 t8", "t7 and t8 are across Lake Nipissing")


def test_a_step_can_turn_a_guard_into_an_outpost_inside_its_own_territory():
    game = moving(table())
    put(game, ANN, "W1", "t3")
    game.play("ann", "move W1 t3b")
    assert where(game, ANN, "W1") == "t3b"
    assert game.state["step"]["left"] == 2


def test_you_may_move_through_territories_holding_opponents_guards_and_stop_where_you_like():
    game = moving(table(), steps=3)
    put(game, BOB, "W1", "t1")
    put(game, BOB, "W2", "t2")
    game.play("ann", "move W1 t1; move W1 t2")
    assert where(game, ANN, "W1") == "t2" and where(game, BOB, "W2") == "t2"
    game.play("ann", "done")                                           # stop with a step left
    assert where(game, BOB, "W1") == "t1" and where(game, BOB, "W2") == "t2"
    assert game.state["step"]["name"] == "place"


# ----------------------------------------------------------------------------------------
# Transferring Natives
# ----------------------------------------------------------------------------------------

def test_at_any_time_during_your_turn_you_may_transfer_outposts_home():
    game = table()
    put(game, ANN, "W1", "t1a")
    assert "transfer t1a" in game.legal_actions("ann")                 # before the pick
    game.state["step"] = {"name": "tile", "who": ANN, "actions": ["harvest", "hunt"], "k": 0}
    game.play("ann", "harvest")
    assert "transfer t1a" in game.legal_actions("ann")                 # between actions
    game.play("ann", "hunt")
    assert game.state["step"] == {"name": "end", "who": ANN}           # after the last action
    game.play("ann", "transfer t1a empty; done")
    assert area(game, "t1a") is None and game.state["step"] == {"name": "place", "who": BOB}


def test_transfers_happen_only_during_your_turn():
    game = table()
    put(game, BOB, "W1", "t7a")
    assert "transfer t7a" not in game.legal_actions("bob")
    with pytest.raises(IllegalAction, match="not your turn"):
        game.play("bob", "transfer t7a")


def test_but_not_in_the_middle_of_an_action():
    game = moving(table())
    put(game, ANN, "W2", "t1a")
    game.play("ann", "move W1 t1")
    refused(game, ANN, "transfer t1a", "You cannot transfer in the middle of an action")
    assert not any(a.startswith("transfer") for a in game.legal_actions("ann"))


def test_the_replacement_is_a_woman_or_hunter_as_the_productive_area_shows():
    game = table()
    put(game, ANN, "W1", "t4a")                                        # a field
    put(game, ANN, "W2", "t4b")                                        # a forest
    game.play("ann", "transfer t4a; transfer t4b")
    assert area(game, "t4a")["kind"] == "woman" and area(game, "t4b")["kind"] == "hunter"


def test_the_replacement_comes_from_your_home():
    game = table()
    put(game, ANN, "W1", "t4a")
    game.state["players"][ANN]["home"]["woman"] = 0
    assert "transfer t4a" not in game.legal_actions("ann")
    refused(game, ANN, "transfer t4a", "no Woman at Home to replace it")
    game.play("ann", "transfer t4a empty")
    assert area(game, "t4a") is None


def test_you_may_also_leave_the_area_empty():
    game = table()
    put(game, ANN, "W1", "t4b")
    game.play("ann", "transfer t4b empty")
    assert area(game, "t4b") is None and where(game, ANN, "W1") == "h1"
    assert game.state["players"][ANN]["home"]["hunter"] == 5


def test_you_cannot_move_a_warrior_transfer_it_home_and_move_it_again_with_the_same_action():
    game = moving(table())
    refused(game, ANN, "move W1 t1a; transfer t1a; move W1 t1",
            "a Warrior cannot be moved, transferred Home and moved again within one action")
    assert where(game, ANN, "W1") == "h1"


def test_using_an_action_tile_then_a_progress_tile_is_two_actions_that_is_allowed():
    game = moving(table(), steps=1)
    game.state["step"]["actions"].append("harvest")
    game.state["players"][ANN]["progress"] = ["moccasins"]
    game.play("ann", "move W1 t1a")                                    # the tile's Move ends
    game.play("ann", "transfer t1a empty")                             # between two actions
    game.play("ann", "use moccasins; move W1 t1; move W1 t1a")         # moved again: allowed
    assert where(game, ANN, "W1") == "t1a"


def test_women_and_hunters_on_the_map_never_go_back_home_except_through_smallpox():
    game = table()
    settle(game, ANN, "woman", "t1a")
    refused(game, ANN, "transfer t1a", "Women and Hunters on the map never go back Home")
    refused(game, ANN, "transfer t1a empty", "never go back Home")
    assert not any(a.startswith("transfer") for a in game.legal_actions("ann"))


def test_smallpox_takes_a_woman_or_hunter_off_the_map_back_home():
    """'Women and Hunters on the map never go back Home except through Smallpox': Smallpox
    sends them Home, which the chapter keeps apart from the Long House (issue 17; it used
    to send them to the Long House, injured)."""
    for seed in range(40):
        game = table()
        game.state["seed"] = seed
        settle(game, ANN, "woman", "t1a")
        p = game.state["players"][ANN]
        home, longhouse = p["home"]["woman"], p["longhouse"]["woman"]
        p["goods"]["fish"] = 2
        game.state["step"] = {"name": "tile", "who": ANN, "actions": ["trade"], "k": 0}
        events = game.play("ann", "barter fish corn")
        if area(game, "t1a") is None:
            p = game.state["players"][ANN]
            assert p["home"]["woman"] == home + 1 and p["longhouse"]["woman"] == longhouse
            assert "Smallpox! ann's Woman in t1a falls ill and goes back Home; t1a is left empty." in events
            assert game.revealed                       # a chance came out: no undo
            return
        assert not any("Smallpox" in line for line in events)
    pytest.fail("no Smallpox in 40 seeds (1 in 6 each)")


# ----------------------------------------------------------------------------------------
# Fighting
# ----------------------------------------------------------------------------------------

def test_fighting_only_happens_during_a_movement():
    game = table()
    put(game, ANN, "W1", "t3")
    put(game, BOB, "W1", "t3")
    refused(game, ANN, "attack W1 2W1", "You cannot 'attack' now")
    game.state["step"] = {"name": "tile", "who": ANN, "actions": ["harvest"], "k": 0}
    refused(game, ANN, "attack W1 2W1", "the tile's next action is harvest")


def test_fighting_needs_your_warrior_in_a_territory_with_another_players_natives():
    game = moving(table())
    put(game, ANN, "W1", "t1")
    settle(game, BOB, "hunter", "t6b")
    refused(game, ANN, "attack W1 t6b", "t6 is not next to t1")
    refused(game, ANN, "attack W1 t1b", "t1b is empty: there is nobody to attack")


def test_each_fight_is_one_warrior_against_one_native():
    game = moving(table())
    put(game, ANN, "W1", "t3")
    for w in ("W1", "W2", "W3"):
        put(game, BOB, w, "t3")
    game.play("ann", "attack W1 2W2")
    assert [where(game, BOB, w) for w in ("W1", "W2", "W3")] == ["t3", LONGHOUSE, "t3"]


def test_moving_in_and_attacking_costs_one_step():
    game = moving(table(), steps=3)
    put(game, BOB, "W1", "t1")
    game.play("ann", "attack W1 2W1")
    assert game.state["step"]["left"] == 2


def test_a_warrior_already_in_the_territory_spends_a_step_to_attack():
    game = moving(table(), steps=3)
    put(game, ANN, "W1", "t1")
    put(game, BOB, "W1", "t1")
    game.play("ann", "attack W1 2W1")
    assert game.state["step"]["left"] == 2


def test_1_your_warrior_against_a_guard_both_are_injured_and_go_to_their_long_houses():
    game = moving(table())
    put(game, BOB, "W1", "t1")
    game.play("ann", "attack W1 2W1")
    assert where(game, ANN, "W1") == LONGHOUSE and where(game, BOB, "W1") == LONGHOUSE
    view = game.view()
    assert view["players"][ANN]["longhouse"]["warrior"] == 3          # 2 at the start + 1


def test_2_against_a_woman_or_hunter_it_is_injured_and_your_warrior_stays_as_an_outpost():
    game = moving(table())
    put(game, ANN, "W1", "t3")
    settle(game, BOB, "woman", "t3a")
    settle(game, BOB, "hunter", "t2a")
    game.play("ann", "attack W1 t3a")
    assert area(game, "t3a") == {"owner": ANN, "kind": "warrior", "warrior": "W1"}
    assert game.state["players"][BOB]["longhouse"]["woman"] == 3
    put(game, ANN, "W3", "t3")
    game.play("ann", "attack W3 t2a")                                  # moving in from t3
    assert area(game, "t2a")["owner"] == ANN and where(game, ANN, "W3") == "t2a"
    assert game.state["players"][BOB]["longhouse"]["hunter"] == 3


def test_2_against_a_warrior_outpost_both_are_injured():
    game = moving(table())
    put(game, BOB, "W1", "t1b")
    game.play("ann", "attack W1 t1b")
    assert area(game, "t1b") is None
    assert where(game, ANN, "W1") == where(game, BOB, "W1") == LONGHOUSE


def test_3_guards_first_attack_all_of_them_before_that_players_natives_in_productive_areas():
    game = moving(table(), steps=3)
    put(game, ANN, "W1", "t3")
    put(game, ANN, "W2", "t3")
    put(game, BOB, "W1", "t3")
    settle(game, BOB, "woman", "t3a")
    refused(game, ANN, "attack W2 t3a", "still has Guards in t3")
    game.play("ann", "attack W1 2W1")
    game.play("ann", "attack W2 t3a")                                  # the Guards are gone
    assert area(game, "t3a")["owner"] == ANN


def test_3_guards_first_counts_per_player():
    game = WendakeGame.new("wendake", ["ann", "bob", "cy"], 1, None)
    s = game.state
    s["order"], s["turn"] = [0, 1, 2], 0
    s["step"] = {"name": "tile", "who": 0, "actions": ["move:2"], "k": 0}
    put(game, 0, "W1", "t3")
    put(game, 2, "W1", "t3")                                           # cy's Guard
    settle(game, 1, "woman", "t3a")                                    # bob's Woman, no Guard
    game.play("ann", "attack W1 t3a")
    assert area(game, "t3a")["owner"] == 0


def test_tribe_power_cayuga_women_go_home_instead_of_to_the_long_house():
    game = moving(table(("wendat", "cayuga")))
    put(game, ANN, "W1", "t3")
    settle(game, BOB, "woman", "t3a")
    game.play("ann", "attack W1 t3a")
    assert game.state["players"][BOB]["home"]["woman"] == 5
    assert game.state["players"][BOB]["longhouse"]["woman"] == 2
    assert area(game, "t3a")["owner"] == ANN


def test_tribe_power_mohawk_black_warrior_goes_home_instead_of_to_the_long_house():
    game = moving(table(("wendat", "mohawk")))
    put(game, BOB, BLACK, "t1")
    put(game, BOB, "W1", "t1")
    assert "attack W1 2WB" in game.legal_actions("ann")
    game.play("ann", "attack W1 2WB")
    assert where(game, BOB, BLACK) == "h2" and where(game, ANN, "W1") == LONGHOUSE
    # and the Mohawk's own black Warrior, when it attacks, goes Home too
    game2 = moving(table(("mohawk", "wendat")))
    put(game2, BOB, "W1", "t1")
    game2.play("ann", "attack WB 2W1")
    assert where(game2, ANN, BLACK) == "h1" and where(game2, BOB, "W1") == LONGHOUSE


def test_only_the_mohawk_have_the_black_warrior():
    game = moving(table())
    refused(game, ANN, "move WB t1", "Only the Mohawk have the black Warrior")


def test_tribe_power_tuscarora_hunters_injure_their_attacker():
    game = moving(table(("wendat", "tuscarora")))
    put(game, ANN, "W1", "t2")
    settle(game, BOB, "hunter", "t2a")
    game.play("ann", "attack W1 t2a")
    assert where(game, ANN, "W1") == LONGHOUSE
    assert area(game, "t2a") is None
    assert game.state["players"][BOB]["longhouse"]["hunter"] == 3
    # a Tuscarora Woman is injured like anyone's
    game2 = moving(table(("wendat", "tuscarora")))
    put(game2, ANN, "W1", "t3")
    settle(game2, BOB, "woman", "t3a")
    game2.play("ann", "attack W1 t3a")
    assert area(game2, "t3a")["owner"] == ANN


def test_european_patrols_belong_to_new_allies_and_are_not_in_this_edition():
    assert "patrol" not in "".join(table().legal_actions("ann"))
    assert all(t.power != "patrol" for t in C.tribes.values())


# ----------------------------------------------------------------------------------------
# In short: You can
# ----------------------------------------------------------------------------------------

def test_you_can_move_into_any_empty_productive_area_whatever_guards_stand_there():
    game = moving(table())
    put(game, BOB, "W1", "t1")
    put(game, BOB, "W2", "t1")
    game.play("ann", "move W1 t1b")
    assert area(game, "t1b")["owner"] == ANN
    assert where(game, BOB, "W1") == "t1"


def test_you_can_stand_beside_an_opponents_guard_without_attacking_it():
    game = moving(table())
    put(game, BOB, "W1", "t1")
    game.play("ann", "move W1 t1; done")
    assert where(game, ANN, "W1") == "t1" and where(game, BOB, "W1") == "t1"


def test_you_can_attack_guards_even_if_you_dont_want_the_productive_area():
    game = moving(table())
    put(game, BOB, "W1", "t4")
    settle(game, BOB, "woman", "t4a")
    game.play("ann", "attack W1 2W1; done")
    assert where(game, BOB, "W1") == LONGHOUSE
    assert area(game, "t4a")["owner"] == BOB


def test_you_can_spend_a_step_to_attack_with_a_guard_already_in_the_territory():
    game = moving(table(), steps=1)
    put(game, ANN, "W1", "t5")
    settle(game, BOB, "hunter", "t5b")
    game.play("ann", "attack W1 t5b")
    assert area(game, "t5b")["owner"] == ANN and game.state["step"]["name"] != "move"


def test_you_can_before_or_after_any_action_on_your_turn_transfer_outposts_home():
    game = table()
    put(game, ANN, "W1", "t1a")
    put(game, ANN, "W2", "t1b")
    put(game, ANN, "W3", "t4b")
    game.play("ann", "transfer t1a")                                   # before
    game.state["step"] = {"name": "tile", "who": ANN, "actions": ["harvest", "fish"], "k": 0}
    game.play("ann", "harvest; transfer t1b empty; fish")             # between
    game.play("ann", "transfer t4b")                                   # after
    assert area(game, "t1a")["kind"] == "woman" and area(game, "t1b") is None
    assert area(game, "t4b")["kind"] == "hunter"


def test_you_can_move_and_transfer_a_warrior_with_an_action_tile_then_again_with_a_progress_tile():
    game = moving(table(), steps=2)
    game.state["players"][ANN]["progress"] = ["snowshoes"]
    game.play("ann", "move W1 t1; move W1 t1a")                        # the Action tile
    game.play("ann", "transfer t1a empty")
    game.play("ann", "use snowshoes; move W1 t3; move W1 t3a; done")   # the Progress tile
    game.play("ann", "transfer t3a")
    assert area(game, "t3a")["kind"] == "woman" and where(game, ANN, "W1") == "h1"


def test_you_can_do_it_the_other_way_round_progress_tile_then_action_tile():
    game = table()
    game.state["players"][ANN]["progress"] = ["moccasins"]
    game.play("ann", "use moccasins; move W1 t1a; done; transfer t1a empty")
    moving(game, steps=2)
    game.play("ann", "move W1 t1; move W1 t1b")
    assert where(game, ANN, "W1") == "t1b"


# ----------------------------------------------------------------------------------------
# In short: You cannot
# ----------------------------------------------------------------------------------------

def test_you_cannot_move_an_outpost():
    game = moving(table())
    put(game, ANN, "W1", "t1a")
    refused(game, ANN, "move W1 t1", "W1 is an Outpost in t1a: an Outpost cannot move")
    refused(game, ANN, "move W1 t1b", "an Outpost cannot move")


def test_you_cannot_attack_a_native_in_a_productive_area_while_its_owner_has_guards_there():
    game = moving(table())
    put(game, ANN, "W1", "t4")
    put(game, BOB, "W1", "t4")
    put(game, BOB, "W2", "t4b")
    refused(game, ANN, "attack W1 t4b", "bob still has Guards in t4")


def test_you_cannot_move_transfer_and_move_the_same_warrior_again_within_one_action():
    game = moving(table(), steps=3)
    game.play("ann", "move W1 t1a")
    refused(game, ANN, "transfer t1a", "cannot be moved, transferred Home and moved again within "
                                       "one action")
    refused(game, ANN, "transfer t1a empty; move W1 t1", "in the middle of an action")
    assert where(game, ANN, "W1") == "t1a"


def test_you_cannot_take_a_woman_or_hunter_off_a_productive_area_outside_your_home():
    game = table()
    settle(game, ANN, "hunter", "t4b")
    refused(game, ANN, "transfer t4b", "Women and Hunters on the map never go back Home")
    game.state["step"] = {"name": "tile", "who": ANN, "actions": ["move:2"], "k": 0}
    refused(game, ANN, "attack W1 t4b", "You cannot attack your own Natives")
    refused(game, ANN, "move W1 t4b", "not empty")


# ----------------------------------------------------------------------------------------
# bad input from the issue: one clear sentence, nothing changed
# ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("action, match", [
    ("move W1 t5", "t5 is not next to h1"),
    ("move W9 t1", "not one of your Warriors"),
    ("move W1", "Write it as"),
    ("move W1 t99", "not a territory of this map"),
    ("attack W1 9W1", "There is no seat 9"),
    ("attack W1 1W2", "your own Warriors"),
    ("attack W1 t99z", "neither a Productive Area nor a Warrior"),
    ("move W6 t1", "W6 is injured in your Long House"),
])
def test_bad_moves_are_refused_with_one_sentence(action, match):
    refused(moving(table()), ANN, action, match)


def test_hostile_seat_names_do_not_reach_the_notation():
    names = ("2", "W1 t1; done", "🔥 ghost")
    game = moving(table(seats=names[:2]), steps=2)
    put(game, BOB, "W1", "t1")
    assert "attack W1 2W1" in game.legal_actions(names[0])
    game.play(names[0], "attack W1 2W1")
    assert where(game, BOB, "W1") == LONGHOUSE
