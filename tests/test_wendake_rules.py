"""Wendake, Campfire's edition: the year frame (issue 10, "The frame") and the house rules.

One test per fact of the outline's frame that has a consequence (7 years, four markers a
year, lines of picks, the turn-order track, tiles used in printed order, the Sacred Fire,
Restore, four tracks paired at random and the lower-of-each-pair score, the actions the
sources name, tribe cards, map halves, solo with the ghost), and for the house data's own
rules (bot/rules/wendake.py docstring) and its validation. Positions are built from real
games whose JSON state is edited, then played through the contract.
"""

from __future__ import annotations

import copy
import random
from collections import Counter

import pytest

from bot.rules.base import IllegalAction
from bot.rules.wendake import LONGHOUSE, POSITIONS, SCORE_CATEGORIES, YEARS, WendakeGame
from bot.rules.wendake_data import TRACKS, components, parse
from data import DataError, load

C = components()
SEATS = ["ann", "bob", "cy", "dee"]


def table(n: int = 2, seed: int = 1, options=None) -> WendakeGame:
    """A game at the start of year 1 with seat 1 first (turn order 1, 2, ...)."""
    game = WendakeGame.new("wendake", SEATS[:n], seed, options)
    if game.state["step"]["name"] == "place":
        game.state["order"] = list(range(n))
        game.state["turn"] = 0
        game.state["step"] = {"name": "place", "who": 0}
    return game


def tile_step(game: WendakeGame, who: int, actions: list[str]) -> None:
    game.state["turn"] = game.state["order"].index(who)
    game.state["step"] = {"name": "tile", "who": who, "actions": list(actions), "k": 0}


def refused(game: WendakeGame, seat: str, action: str, match: str) -> None:
    before = game.to_dict()
    with pytest.raises(IllegalAction, match=match):
        game.play(seat, action)
    assert game.to_dict() == before


def finish_turns(game: WendakeGame, rng: random.Random | None = None) -> None:
    """Play random legal actions until the year changes (or the game ends)."""
    rng = rng or random.Random(0)
    year = game.state["year"]
    while not game.over and game.state["year"] == year:
        seat = game.awaiting()[0]
        game.play(seat, rng.choice(game.legal_actions(seat)))


def board_ids(game: WendakeGame, who: int) -> list[str]:
    return [e["tile"] for e in game.state["players"][who]["board"]]


# ----------------------------------------------------------------------------------------
# setup
# ----------------------------------------------------------------------------------------

def test_1_to_4_players_and_options_are_checked():
    for n in (1, 2, 3, 4):
        assert WendakeGame.new("wendake", SEATS[:n], 1, None).awaiting()
    with pytest.raises(IllegalAction, match="1 to 4 players"):
        WendakeGame.new("wendake", SEATS + ["eve"], 1, None)
    with pytest.raises(IllegalAction, match="Unknown option"):
        WendakeGame.new("wendake", SEATS[:2], 1, {"expansions": ["allies"]})
    with pytest.raises(IllegalAction, match="'generic'"):
        WendakeGame.new("wendake", SEATS[:2], 1, {"tribes": "random"})
    with pytest.raises(IllegalAction, match="own name"):
        WendakeGame.new("wendake", ["ann", "ann"], 1, None)


def test_each_player_has_21_natives_and_5_canoes_with_5_5_5_at_home_and_2_2_2_injured():
    game = table(3)
    for i, p in enumerate(game.state["players"]):
        warriors = Counter(p["warriors"].values())
        assert warriors == {f"h{i + 1}": 5, LONGHOUSE: 2}
        assert p["home"] == {"woman": 5, "hunter": 5}
        assert p["longhouse"] == {"woman": 2, "hunter": 2}
        assert p["canoes"] == 1 and C.rules["canoes_most"] == 5


def test_the_sacred_fire_starts_in_the_centre_and_the_other_eight_at_random():
    boards = set()
    for seed in range(6):
        game = table(2, seed)
        for who in (0, 1):
            ids = board_ids(game, who)
            assert ids[4] == "fire" and sorted(ids) == sorted(C.starting_tiles())
            boards.add(tuple(ids))
    assert len(boards) > 6


def test_four_tracks_are_paired_at_random_at_setup():
    pairings = {tuple(map(tuple, table(2, seed).state["pairs"])) for seed in range(30)}
    assert len(pairings) > 3
    for pairs in pairings:
        assert sorted(pairs[0] + pairs[1]) == sorted(TRACKS)


def test_generic_tribe_cards_give_everyone_the_same_wendat_side():
    game = table(3)
    assert [p["tribe"] for p in game.state["players"]] == ["wendat"] * 3
    goods = [p["goods"] for p in game.state["players"]]
    assert goods[0] == goods[1] == goods[2] and goods[0]["corn"] == 1


def test_drafted_tribes_deal_players_plus_one_picked_in_reverse_turn_order():
    game = WendakeGame.new("wendake", SEATS[:3], 5, {"tribes": "draft"})
    assert len(game.state["draft"]["offer"]) == 4
    order = list(game.state["order"])
    picked = []
    for who in reversed(order):
        assert game.awaiting() == [SEATS[who]]
        choice = game.legal_actions(SEATS[who])[0]
        game.play(SEATS[who], choice)
        picked.append(choice.split()[1])
    assert [game.state["players"][w]["tribe"] for w in reversed(order)] == picked
    assert len(game.state["draft"]["offer"]) == 1 and game.state["step"]["name"] == "place"
    assert game.state["step"]["who"] == order[0]


def test_a_drafted_tribe_brings_its_starting_goods_and_the_mohawk_their_black_warrior():
    game = WendakeGame.new("wendake", SEATS[:2], 5, {"tribes": "draft"})
    game.state["draft"]["offer"] = ["mohawk", "seneca", "erie"]
    first = game.state["step"]["who"]
    game.play(SEATS[first], "tribe mohawk")
    p = game.state["players"][first]
    assert p["warriors"]["WB"] == f"h{first + 1}" and p["goods"]["corn"] == 1
    refused(game, SEATS[game.state["step"]["who"]], "tribe mohawk", "not on offer")


# ----------------------------------------------------------------------------------------
# the year
# ----------------------------------------------------------------------------------------

def test_each_year_every_player_places_four_markers_one_per_turn():
    game = table(2)
    turns = []                  # who places each marker, from the log (a forced last marker
    while game.state["year"] == 1:      # is placed by the engine, in the same log)
        seat = game.awaiting()[0]
        legal = game.legal_actions(seat)
        action = next((a for a in legal if a.startswith(("pick", "turn-order"))), None)
        for line in game.play(seat, action or ("keep" if "keep" in legal else
                                               "skip" if "skip" in legal else "done")):
            if " picks " in line or " takes turn-order space " in line:
                turns.append(SEATS.index(str(line).split(" ")[0]))
    assert turns == [0, 1] * 4


def test_the_first_pick_goes_anywhere():
    game = table()
    assert {f"pick {p}" for p in POSITIONS} <= set(game.legal_actions("ann"))


def test_the_second_and_third_picks_are_in_one_line_with_the_earlier_picks():
    game = table()
    p = game.state["players"][0]
    p["picks"] = [POSITIONS.index("a1")]
    p["markers"] = 3
    picks = sorted(a for a in game.legal_actions("ann") if a.startswith("pick"))
    assert picks == ["pick a2", "pick a3", "pick b1", "pick b2", "pick c1", "pick c3"]
    p["picks"].append(POSITIONS.index("c3"))
    p["markers"] = 2
    assert [a for a in game.legal_actions("ann") if a.startswith("pick")] == ["pick b2"]
    refused(game, "ann", "pick c1", "c1 is not in one row, column or diagonal with a1 and c3")


def test_a_pick_off_the_line_is_refused():
    game = table()
    game.state["players"][0]["picks"] = [POSITIONS.index("a2")]
    game.state["players"][0]["markers"] = 3
    refused(game, "ann", "pick b1", "b1 is not in one row, column or diagonal with a2")
    refused(game, "ann", "pick a2", "already picked a2")
    refused(game, "ann", "pick d4", "not a board position")


def test_one_marker_goes_on_the_turn_order_track_earliest_claim_plays_first_next_year():
    game = table(3)
    game.play("ann", "pick a1")
    while game.state["step"]["who"] == 0:
        game.play("ann", game.legal_actions("ann")[-1] if "skip" not in
                  game.legal_actions("ann") else "skip")
    game.play("bob", "turn-order")
    assert game.state["players"][1]["claimed"] == 1
    refused(game, "cy", "turn-order 1", "Write it as 'turn-order")     # one spelling: no space named
    game.play("cy", "turn-order")
    assert game.state["claims"] == [1, 2]
    finish_turns(game)
    assert game.state["order"][:2] == [1, 2]


def test_the_turn_order_space_gives_its_bonus_good_and_is_claimed_once_a_year():
    game = table(3)
    game.state["claims"] = [2]
    game.play("ann", "turn-order")
    assert game.state["players"][0]["goods"]["fish"] == 1 + 1
    assert game.state["players"][0]["claimed"] == 2
    game.state["turn"], game.state["step"] = 0, {"name": "place", "who": 0}
    refused(game, "ann", "turn-order", "already hold a turn-order space")
    assert "turn-order" not in game.legal_actions("ann")


def test_the_last_marker_goes_on_the_turn_order_track_if_it_is_still_free():
    game = table()
    p = game.state["players"][0]
    p["picks"], p["markers"] = [0, 1], 1
    assert game.legal_actions("ann")[:1] == ["turn-order"]
    refused(game, "ann", "pick a3", "last marker goes on the turn-order track")


def test_a_tiles_actions_are_used_in_printed_order_any_or_all():
    game = table()
    tile_step(game, 0, ["harvest", "hunt", "fish"])
    refused(game, "ann", "fish", "next action is harvest")
    assert game.legal_actions("ann")[:2] == ["harvest", "skip"]
    game.play("ann", "skip; hunt; skip")
    goods = game.state["players"][0]["goods"]
    assert goods["beavers"] == 1 and goods["corn"] == 1 and goods["fish"] == 1


def test_the_sacred_fire_uses_another_tile_which_is_kept_unflipped():
    game = table()
    p = game.state["players"][0]
    c3 = POSITIONS.index("c3")
    p["board"][c3] = {"tile": "lake", "back": False}
    game.play("ann", "pick b2")
    assert "fire b2" not in game.legal_actions("ann")
    refused(game, "ann", "fire b2", "cannot copy itself")
    game.play("ann", "fire c3; canoe; fish")
    p = game.state["players"][0]
    assert p["canoes"] == 2 and p["goods"]["fish"] == 1 + 2 and p["kept"] == c3
    game.state["players"][0]["picks"] += [POSITIONS.index("a2"), POSITIONS.index("c2")]
    game.state["players"][1]["picks"] = [0, 1, 2]
    for q in game.state["players"]:
        q["markers"] = 0
    game.state["claims"] = [0, 1]
    game._next_turn()
    board = {POSITIONS[k]: e for k, e in enumerate(game.state["players"][0]["board"])}
    assert game.state["step"]["name"] == "swap"
    # the bottom row leaves before flipping matters; c3 was kept, a2 and c2 flipped
    assert board["a2"]["back"] and board["c2"]["back"] and not board["c3"]["back"]
    assert board["b2"]["tile"] == "fire" and not board["b2"]["back"]


def test_the_fire_cannot_copy_a_tile_picked_this_year():
    game = table()
    p = game.state["players"][0]
    p["picks"], p["markers"] = [POSITIONS.index("a1")], 3
    game.play("ann", "pick b2")
    refused(game, "ann", "fire a1", "a1 was picked this year")


def test_restore_flips_used_tiles_slides_the_grid_and_the_bottom_row_comes_back_on_top():
    game = table(2, seed=4)
    before = [copy.deepcopy(p["board"]) for p in game.state["players"]]
    for who, p in enumerate(game.state["players"]):
        p["picks"], p["markers"] = [0, 1, 2], 0                 # the top row was used
        p["claimed"] = who + 1
    game.state["claims"] = [1, 0]
    game._next_turn()
    assert game.state["step"] == {"name": "swap", "who": 1}               # the new turn order
    assert game.state["order"] == [1, 0]
    level1 = set(C.advanced(1))
    assert set(game.state["swap"]["display"]) <= level1 and len(game.state["swap"]["display"]) == 3
    offer = game.state["swap"]["display"][0]
    game.play("bob", f"upgrade c1 {offer}")
    game.play("ann", "keep")
    assert game.state["year"] == 2 and game.state["step"] == {"name": "place", "who": 1}
    for who in (0, 1):
        board = game.state["players"][who]["board"]
        old = before[who]
        assert [e["tile"] for e in board[3:6]] == [e["tile"] for e in old[0:3]]   # a -> b
        assert all(e["back"] for e in board[3:6])                                  # flipped
        assert [e["tile"] for e in board[6:9]] == [e["tile"] for e in old[3:6]]   # b -> c
        leaving = [e["tile"] for e in old[6:9]]
        if who == 1:
            leaving[0] = offer
        assert sorted(e["tile"] for e in board[0:3]) == sorted(leaving)           # c -> a
        assert not any(e["back"] for e in board[0:3])


def test_restore_offers_level_1_tiles_then_level_2():
    game = table()
    levels = {}
    for year in range(1, YEARS):
        game.state["year"] = year
        for who, p in enumerate(game.state["players"]):
            p["picks"], p["markers"], p["claimed"] = [], 0, who + 1
        game.state["claims"] = [0, 1]
        game._end_year()
        levels[year] = game.state["swap"]["level"]
        game.play("ann", "keep")
        game.play("bob", "keep")
    assert levels == {1: 1, 2: 1, 3: 1, 4: 2, 5: 2, 6: 2}


def test_the_sacred_fire_never_leaves_the_board():
    game = table()
    p = game.state["players"][0]
    p["board"][6], p["board"][4] = p["board"][4], p["board"][6]
    game.state["swap"] = {"display": ["scouts"], "queue": [0, 1], "level": 1}
    game.state["step"] = {"name": "swap", "who": 0}
    assert "upgrade c1 scouts" not in game.legal_actions("ann")
    refused(game, "ann", "upgrade c1 scouts", "Sacred Fire never leaves")
    refused(game, "ann", "upgrade a1 scouts", "leaving bottom row")


def test_restore_refreshes_masks_and_progress_tiles():
    game = table()
    display = list(game.state["masks"]["display"])
    rows = {lv: list(r["row"]) for lv, r in game.state["progress"].items()}
    for who, p in enumerate(game.state["players"]):
        p["picks"], p["markers"], p["claimed"] = [], 0, who + 1
    game.state["claims"] = [0, 1]
    game._end_year()
    game.play("ann", "keep")
    game.play("bob", "keep")
    assert game.state["masks"]["discard"] == display                 # replaced by new cards
    assert len(game.state["masks"]["display"]) == C.rules["mask_display"]
    for lv, row in game.state["progress"].items():
        assert row["row"][:-1] == rows[lv][1:]                   # the leftmost left
        assert len(row["row"]) == len(rows[lv])


def test_the_game_lasts_seven_years():
    game = table(2, seed=9)
    rng = random.Random(1)
    years = set()
    while not game.over:
        years.add(game.state["year"])
        seat = game.awaiting()[0]
        game.play(seat, rng.choice(game.legal_actions(seat)))
    assert years == set(range(1, YEARS + 1)) and game.awaiting() == []


# ----------------------------------------------------------------------------------------
# actions
# ----------------------------------------------------------------------------------------

def test_tan_turns_beavers_into_skins_up_to_the_tiles_number():
    game = table()
    game.state["players"][0]["goods"]["beavers"] = 5
    tile_step(game, 0, ["tan:2"])
    game.play("ann", "tan")
    goods = game.state["players"][0]["goods"]
    assert goods["beavers"] == 3 and goods["skins"] == 2


def test_canoes_are_built_up_to_five():
    game = table()
    game.state["players"][0]["canoes"] = 4
    tile_step(game, 0, ["canoe", "canoe"])
    game.play("ann", "canoe; canoe")
    assert game.state["players"][0]["canoes"] == 5


def test_trade_barter_two_for_one_buy_a_progress_tile_and_sell_one_of_each_kind():
    game = table()
    goods = game.state["players"][0]["goods"]
    goods.update(beans=2, corn=2, pumpkins=1, fish=3, skins=1, beavers=0)
    game.state["progress"]["1"]["row"] = ["moccasins", "hoe"]
    tile_step(game, 0, ["trade"])
    game.state["seed"] = 2                                   # no Smallpox on this roll
    game.play("ann", "buy moccasins")
    points = C.progress["moccasins"].points
    assert game.state["players"][0]["progress"] == ["moccasins"]
    assert game.state["players"][0]["tracks"]["economic"] == points
    refused(game, "ann", "buy hoe", "buys one progress tile")
    game.play("ann", "sell")
    assert game.state["players"][0]["tracks"]["economic"] == points + 4   # beans corn pumpkins fish
    refused(game, "ann", "sell", "sells once")
    refused(game, "ann", "barter corn corn", "another kind")
    refused(game, "ann", "barter pumpkins corn", "A barter gives 2 pumpkins; you have 0")


def test_the_first_barter_of_a_trade_risks_smallpox_unless_safe():
    hits = 0
    for seed in range(60):
        game = table()
        game.state["seed"] = seed
        game.state["players"][0]["goods"]["fish"] = 4
        tile_step(game, 0, ["trade"])
        events = game.play("ann", "barter fish corn; barter fish beans")
        hits += any(str(e).startswith("Smallpox!") for e in events)
        if hits:
            assert game.state["players"][0]["home"]["woman"] + game.state["players"][0]["home"]["hunter"] == 9
            break
    assert hits
    game = table()
    game.state["players"][0]["tribe"] = "odawa"
    for seed in range(30):
        trial = WendakeGame(copy.deepcopy(game.state))
        trial.state["seed"] = seed
        trial.state["players"][0]["goods"]["fish"] = 2
        tile_step(trial, 0, ["trade"])
        assert not any("Smallpox" in e for e in trial.play("ann", "barter fish corn"))


def test_masks_take_cards_then_show_a_hand():
    game = table()
    game.state["masks"]["display"] = ["bear", "bear", "deer", "wolf", "wolf"]
    game.state["players"][0]["hand"] = ["bear"]
    tile_step(game, 0, ["masks"])
    assert {"mask bear", "mask deer", "mask wolf", "mask deck"} <= set(game.legal_actions("ann"))
    assert C.rules["mask_takes"] == 3
    game.play("ann", "mask bear; mask bear")
    assert game.state["players"][0]["hand"] == ["bear", "bear", "bear"]
    game.play("ann", "mask wolf")
    refused(game, "ann", "mask wolf", "takes 3 cards")
    assert "ceremony bear bear bear" in game.legal_actions("ann")
    game.play("ann", "ceremony bear bear bear")
    assert game.state["players"][0]["tracks"]["mask"] == C.hands["three"]
    assert game.state["players"][0]["hand"] == ["wolf"]


def test_mask_hands_score_like_poker_and_the_wild_card_stands_for_any_kind():
    game = table()
    value = game.hand_value
    assert value(["bear", "bear"]) == C.hands["pair"]
    assert value(["bear", "bear", "wolf", "wolf"]) == C.hands["two-pairs"]
    assert value(["bear", "bear", "bear", "wolf", "wolf"]) == C.hands["full-house"]
    assert value(["bear", "deer", "eagle", "heron", "wolf"]) == C.hands["five-kinds"]
    assert value(["bear", "bear", "bear", "bear", "wild"]) == C.hands["five"]
    assert value(["bear", "deer", "eagle", "heron", "wild"]) == C.hands["five-kinds"]
    assert value(["bear", "wolf"]) == 0 and value(["bear", "bear", "wolf"]) == 0
    game.state["players"][0]["hand"] = ["bear", "wolf"]
    tile_step(game, 0, ["masks"])
    refused(game, "ann", "ceremony bear wolf", "make no hand")
    refused(game, "ann", "ceremony bear bear", "do not hold")


def test_the_ritual_heals_the_injured_and_scores_healthy_natives_at_home():
    game = table()
    p = game.state["players"][0]
    tile_step(game, 0, ["ritual"])
    game.play("ann", "ritual")
    p = game.state["players"][0]
    assert Counter(p["warriors"].values())[LONGHOUSE] == 0          # two Warriors healed
    healthy = 7 + 5 + 5
    assert p["tracks"]["ritual"] == min(C.rules["ritual_most"], healthy // C.rules["ritual_per"])


def test_military_scoring_counts_majorities_multipliers_and_every_turtle_held():
    game = table()
    game.state["multipliers"] = {"t2": 2}
    game.state["turtles"] = ["forest", "water"]
    game.state["players"][0]["warriors"].update(W1="t2", W2="t3", W3="t1b")
    game.state["areas"]["t1b"] = {"owner": 0, "kind": "warrior", "warrior": "W3"}
    game.state["pairs"] = [["economic", "ritual"], ["military", "mask"]]
    tile_step(game, 0, ["military", "military"])
    game.play("ann", "military")
    # t2 x2, t3, t1 has no Guard; the forest turtle: one Outpost in a forest
    # English flag t1 held (most Natives): +1 to the lower of economic/ritual
    assert game.state["players"][0]["tracks"]["military"] == 2 + 1 + 1
    assert game.state["players"][0]["turtles"] == ["forest"]
    game.play("ann", "military")
    # again, now with the water turtle too: t3 is beside Lake Simcoe and Georgian Bay
    assert game.state["players"][0]["tracks"]["military"] == 4 + (3 + 1 + 1)


def test_scores_are_the_lower_track_of_each_pair_added():
    game = table()
    game.state["pairs"] = [["economic", "ritual"], ["military", "mask"]]
    game.state["players"][0]["tracks"] = {"economic": 12, "ritual": 7, "military": 3, "mask": 20}
    pad = game.scores()["ann"]
    assert pad == {"economic": 12, "military": 3, "ritual": 7, "mask": 20, "lower-1": 7,
                   "lower-2": 3, "total": 10}
    assert set(pad) == set(SCORE_CATEGORIES)


def test_tracks_stop_at_their_end():
    game = table()
    game.state["players"][0]["tracks"]["ritual"] = C.rules["track_length"] - 1
    tile_step(game, 0, ["ritual"])
    game.play("ann", "ritual")
    assert game.state["players"][0]["tracks"]["ritual"] == C.rules["track_length"]


def test_ties_are_broken_by_the_sum_of_all_four_tracks():
    game = table(3)
    game.state["over"] = True
    game.state["pairs"] = [["economic", "ritual"], ["military", "mask"]]
    game.state["players"][0]["tracks"] = {"economic": 5, "ritual": 5, "military": 5, "mask": 9}
    game.state["players"][1]["tracks"] = {"economic": 5, "ritual": 6, "military": 5, "mask": 5}
    game.state["players"][2]["tracks"] = {"economic": 9, "ritual": 5, "military": 5, "mask": 5}
    assert game.winners() == ["ann", "cy"]


def test_only_actions_that_bring_out_chance_or_hidden_cards_are_marked_revealed():
    """bot/tables.py lets a player take back an action unless it revealed something."""
    game = table()
    game.state["players"][0]["board"][0] = {"tile": "masks", "back": False}
    game.play("ann", "pick a1")
    assert not game.revealed
    game.play("ann", "mask deck")
    assert game.revealed
    game.play("ann", f"mask {game.state['masks']['display'][0]}")
    assert not game.revealed
    tile_step(game, 0, ["military"])
    game.play("ann", "military")                                   # a turtle is drawn
    assert game.revealed


# ----------------------------------------------------------------------------------------
# solo
# ----------------------------------------------------------------------------------------

def test_solo_is_played_on_the_2_player_map_against_the_ghost():
    game = WendakeGame.new("wendake", ["ann"], 3, None)
    view = game.view()
    assert view["map"]["players"] == 2 and view["ghost"]["home"] == "h2"
    homes = {t["id"]: t["home"] for t in view["map"]["territories"] if t["home"]}
    assert homes == {"h1": "ann", "h2": "ghost"}
    assert view["ghost"]["card"] in C.ghosts


def test_the_ghost_reveals_a_card_each_year_sends_guards_and_scores():
    game = WendakeGame.new("wendake", ["ann"], 3, None)
    seen = [game.state["ghost"]["card"]]
    rng = random.Random(2)
    while not game.over:
        year = game.state["year"]
        game.play("ann", rng.choice(game.legal_actions("ann")))
        if game.state["year"] != year:
            seen.append(game.state["ghost"]["card"])
    assert len(seen) == YEARS and set(seen) == set(C.ghosts)
    total = Counter()
    for card in seen:
        total.update(C.ghosts[card].score)
    assert game.state["ghost"]["tracks"] == {t: min(C.rules["track_length"], total[t]) for t in TRACKS}
    view = game.view()
    assert view["beat_ghost"] == (game.scores()["ann"]["total"] > view["ghost"]["score"]["total"])
    assert view["winners"] == (["ann"] if view["beat_ghost"] else [])     # the ghost's win is a loss


def test_the_ghosts_guards_can_be_attacked_as_seat_2():
    game = WendakeGame.new("wendake", ["ann"], 3, None)
    game.state["ghost"]["warriors"]["W1"] = "t3"
    game.state["players"][0]["warriors"]["W1"] = "t3"
    tile_step(game, 0, ["move:2"])
    assert "attack W1 2W1" in game.legal_actions("ann")
    game.play("ann", "attack W1 2W1")
    assert game.state["ghost"]["warriors"]["W1"] == LONGHOUSE


def test_a_ghost_claiming_first_takes_turn_order_space_1():
    game = WendakeGame.new("wendake", ["ann"], 3, None)
    game.state["ghost"]["deck"] = ["ghost-war"]
    game.state["claims"] = []
    game._ghost_year()
    assert game.state["claims"] == [1]
    game.play("ann", "turn-order")
    assert game.state["players"][0]["claimed"] == 2


# ----------------------------------------------------------------------------------------
# view and data
# ----------------------------------------------------------------------------------------

def test_the_view_describes_the_whole_table_and_hides_other_hands():
    game = table(2)
    game.state["players"][1]["hand"] = ["bear", "wolf"]
    view = game.view("ann")
    assert view["edition"] == "Campfire's edition"
    assert {"map", "players", "tracks", "masks", "progress", "turn", "step", "last",
            "turn_track", "tiles", "progress_tiles"} <= set(view)
    bob = view["players"][1]
    assert bob["hand"] == 2 and "mask_cards" not in bob
    assert game.view("bob")["players"][1]["mask_cards"] == ["bear", "wolf"]
    assert len(view["players"][0]["board"]) == 9 and view["legal"] == game.legal_actions("ann")
    t3 = next(t for t in view["map"]["territories"] if t["id"] == "t3")
    assert t3["neighbours"] == ["h1", "t2", "t7"]
    assert {"to": "t4", "lake": "Lake Simcoe"} in t3["water"]


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_every_map_view_is_consistent_borders_both_ways_water_never_a_border(n):
    view = WendakeGame.new("wendake", SEATS[:n], 2, None).view()
    territories = {t["id"]: t for t in view["map"]["territories"]}
    for tid, t in territories.items():
        for other in t["neighbours"]:
            assert tid in territories[other]["neighbours"]
        for water in t["water"]:
            assert water["to"] not in t["neighbours"]
            assert {"to": tid, "lake": water["lake"]} in territories[water["to"]]["water"]
        areas = [a["id"] for a in t["areas"]]
        assert areas == [f"{tid}{chr(97 + k)}" for k in range(len(areas))]
        assert 1 <= len(areas) <= 3
        assert len(t["at"]) == 2
    assert sum(t["multiplier"] > 1 for t in territories.values()) == max(2, n)


def test_a_territory_that_cannot_be_reached_by_land_is_refused():
    raw = copy.deepcopy(load("wendake"))
    half = raw["halves"][0]
    half["borders"] = [b for b in half["borders"] if "t4" not in b]
    with pytest.raises(DataError, match="t4, t5, t8, t9 cannot be reached by land from h1"):
        parse(raw)


def test_the_data_file_is_labelled_campfires_edition_and_every_entry_is_house_data():
    raw = load("wendake")
    assert raw["edition"] == "Campfire's edition"
    for key in ("tiles", "progress", "turtles", "tribes", "ghost", "halves", "maps"):
        for entry in raw[key]:
            assert entry["house"] is True and entry["rationale"].strip()
    assert len(C.tiles) == 9 + 17 + 17 and len(C.tribes) == 10
    assert sum(p.count for p in C.progress.values()) == 30
    assert len(C.mask_deck()) == 36 and len(C.turtle_stack()) == 36


@pytest.mark.parametrize("edit, match", [
    (lambda r: r["tiles"][1].pop("house"), "tile warpath: house data must say house = true"),
    (lambda r: r["tiles"][1].update(actions=["dance"]), "tile warpath: 'dance' is not an action"),
    (lambda r: r["tiles"].pop(), "need 9 starting tiles"),
    (lambda r: r["progress"][0].update(count=4), "30 progress tiles"),
    (lambda r: r["tribes"][0].update(power="flying"), "tribe cayuga: power 'flying'"),
    (lambda r: r["tribes"].pop(0), "10 tribe cards"),
    (lambda r: r["halves"][0]["territories"][0].update(fields=["rice"]),
     "half west-1 territory t1: fields grow"),
    (lambda r: r["maps"][0]["borders"].append(["t1", "t99"]), "t99 is not a territory"),
    (lambda r: r["maps"][0]["borders"].append(["h1", "h2"]), "two Homes"),
    (lambda r: r["maps"][0]["water"].append(["t1", "t2", "Lake"]), "both a border and water"),
    (lambda r: r["masks"].update(each=6), "36 mask cards"),
    (lambda r: r.update(edition="Wendake"), "Campfire's edition"),
])
def test_bad_data_is_refused_naming_the_file_and_the_entry(edit, match):
    raw = copy.deepcopy(load("wendake"))
    edit(raw)
    with pytest.raises(DataError, match=match) as exc:
        parse(raw)
    assert str(exc.value).startswith("data/wendake.toml")
