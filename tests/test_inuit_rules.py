"""Inuit: The Snow Folk (inuit-es.txt): one test per rule paragraph with a consequence, its
differences from Natives, its data (own names, palette, counts, house data), and the
reading of its garbled Rite of Clear Sight.

Seats: ann (Caribou), bob (Raven), cy (Narwhal), dee (Fox) unless a test says otherwise;
positions are built with ``tests.helpers_natives.table(title="inuit")``.
"""

from __future__ import annotations

from collections import Counter

import pytest

from bot.rules import SEAT_RANGE, IllegalAction, create, playable
from bot.rules.prairie import END
from bot.rules.prairie_theme import theme
from data import load
from tests.helpers_natives import (
    INUIT_PROFESSIONS,
    all_cards,
    base_cards,
    board,
    give,
    natives_of,
    one_sentence,
    refused,
    table,
)

TH = theme("inuit")
NATIVES = theme("natives")
RAW = load("inuit")


def inuit(n=2, **kw):
    return table(n, title="inuit", **kw)


def shaman_takes(game, *rites: str) -> None:
    game.state["prairie"] = list(rites)
    give(game, "ann", shaman=["adult-caribou"] * (len(rites) - 1))
    game.play("ann", "use shaman; " + "; ".join(f"take {r}" for r in rites))


def finished(game):
    game.state["over"] = True
    game.state["step"] = {"name": "ended"}
    return game


# ====================================================================================
# The title and its own data
# ====================================================================================

def test_inuit_is_a_title_of_its_own_for_two_to_four():
    assert "inuit" in playable() and SEAT_RANGE["inuit"] == (2, 4)
    for n in (2, 3, 4):
        game = create("inuit", ["ann", "bob", "cy", "dee"][:n], seed=n)
        view = game.view(None)
        assert view["title"] == view["theme"] == "inuit" and len(view["players"]) == n
    for n in (1, 5):
        with pytest.raises(IllegalAction, match=f"2 to 4 players, not {n}"):
            create("inuit", ["ann", "bob", "cy", "dee", "eve"][:n], seed=1)


def test_its_own_names():
    assert TH.title == "Inuit: The Snow Folk"
    assert TH.common_area == "Great White" and TH.end_card == "Polar Nightfall"
    assert [p.name for p in TH.professions] == [
        "Elder", "Shaman", "Warrior", "Whaler", "Bear Hunter", "Seal Trapper", "Scout"]
    assert RAW["theme"]["scalp"] == "weapon" and RAW["theme"]["game_noun"] == "village"
    assert TH.card("adult-raven").name == "Raven adult"
    assert TH.card("child-caribou-raven").name == "Caribou-Raven child"
    assert {c.name for c in TH.cards.values()}.isdisjoint({c.name for c in NATIVES.cards.values()})


def test_its_own_palette_not_natives_relabelled():
    colours = {t.colour.upper() for t in TH.tribes}
    assert len(colours) == 4
    assert colours.isdisjoint({t.colour.upper() for t in NATIVES.tribes})
    assert {t.name for t in TH.tribes}.isdisjoint({t.name for t in NATIVES.tribes})
    assert len({t.letter for t in TH.tribes}) == 4
    for entry in RAW["tribes"]:
        assert entry["house"] and entry["rationale"]


def test_component_counts_of_the_rulebook():
    """10 polar bear, 13 orca, 19 seal, 7 spirits, 14 rites, 28 adults, 24 children."""
    cards = base_cards(all_cards(create("inuit", ["ann", "bob"], seed=1).state))
    family = Counter()
    for kind, n in cards.items():
        family[TH.card(kind).family] += n
    assert family == {"native": 52, "food": 42, "totem": 7, "ritual": 14}
    assert {k: cards[k] for k in ("polar-bear", "orca", "seal")} == {"polar-bear": 10, "orca": 13, "seal": 19}
    adults = {k: n for k, n in cards.items() if k.startswith("adult-")}
    children = {k: n for k, n in cards.items() if k.startswith("child-")}
    assert adults == {f"adult-{t.id}": 7 for t in TH.tribes}
    assert sum(children.values()) == 24 and all(len(TH.card(k).tribes) == 2 for k in children)
    assert sum(cards.values()) == 115


def test_game_card_points():
    game = inuit()
    give(game, "ann", food=["polar-bear", "orca", "seal"])
    assert game.scores()["ann"]["food"] == 4 + 3 + 2


def test_the_fourteen_rites_are_house_data_split_among_the_five_kinds():
    rites = RAW["rituals"]
    assert len(rites) == 5 and sum(r["count"] for r in rites) == 14
    for r in rites:
        assert r["house"] and r["rationale"]
    assert {r["effect"] for r in rites} == {
        "natives-above-discard-any", "food-above-discard", "sacrifice",
        "spirit-above-discard-totem", "reveal-three"}


def test_the_seven_spirits_are_house_data_with_the_rulebooks_spirit_of_power():
    spirits = RAW["totems"]
    assert len(spirits) == 7 and len({s["id"] for s in spirits}) == 7
    power = next(s for s in spirits if s["name"] == "Spirit of Power")
    assert (power["per"], power["points"]) == ("scalp", 2)      # "2 Puntos de Victoria por Arma"
    for s in spirits:
        assert s["rationale"] and (s.get("house") or s is power)


def test_no_expansion_and_no_optional_module():
    """The optional modules are not described in the rulebook: none can be added."""
    for options, match in [
        ({"expansions": ["seasons"]}, "Inuit: The Snow Folk has no expansion to play"),
        ({"expansions": ["spirit-of-the-great-white"]}, "has no expansion to play"),
        ({"seasons": "random"}, "Unknown option 'seasons'; this game takes: expansions"),
    ]:
        with pytest.raises(IllegalAction, match=match) as info:
            create("inuit", ["ann", "bob"], seed=1, options=options)
        assert one_sentence(str(info.value))
    assert create("inuit", ["ann", "bob"], seed=1, options={"expansions": []}).view(None)["expansions"] == []
    assert TH.expansions == ()


# ====================================================================================
# Setup
# ====================================================================================

def test_polar_nightfall_is_shuffled_into_the_last_eleven_cards():
    places = set()
    for seed in range(60):
        game = create("inuit", ["ann", "bob", "cy"], seed=seed)
        deck = game.state["deck"]
        if END in deck:
            places.add(len(deck) - deck.index(END))
            assert len(deck) - deck.index(END) <= 11
    assert len(places) > 5                 # not always the same place
    assert 11 in places and 1 in places


def test_the_great_white_starts_with_five_and_the_end_is_not_public():
    game = create("inuit", ["ann", "bob"], seed=4)
    assert len(game.state["prairie"]) == 5 + 1
    assert game.view(None)["end_in"] is None


def test_polar_nightfall_revealed_is_set_aside_and_replaced_and_ends_the_round():
    game = inuit(3, first=1, turn=1, prairie=["seal"], deck=[END, "orca"] + ["seal"] * 20)
    game.play("bob", "scout")
    assert game.state["prairie"] == ["seal", "orca"] and game.state["end_revealed"]
    game.play("bob", "use whaler; take orca")
    game.play("cy", "use seal-trapper; take seal")
    game.play("ann", "use seal-trapper; take seal")
    assert game.over


# ====================================================================================
# Occupations
# ====================================================================================

@pytest.mark.parametrize(("prof", "game_card"), [
    ("whaler", "orca"), ("bear-hunter", "polar-bear"), ("seal-trapper", "seal")])
def test_hunters_take_their_game(prof, game_card):
    game = inuit(prairie=["orca", "polar-bear", "seal", "adult-raven"])
    game.play("ann", f"use {prof}")
    assert game.legal_actions("ann") == [f"take {game_card}"]
    game.play("ann", f"take {game_card}")
    assert board(game, "ann")["food"] == [game_card]


def test_each_occupation_takes_one_per_inuit_plus_the_printed_one():
    game = inuit(prairie=["seal"] * 4)
    give(game, "ann", seal_trapper=["adult-caribou", "child-raven-fox"])
    game.play("ann", "use seal-trapper")
    assert game.state["step"]["cap"] == 3
    assert game.view(None)["players"][0]["counts"]["seal-trapper"] == 3


def test_elder_places_adults_and_children_under_any_occupation():
    game = inuit(prairie=["adult-raven", "child-caribou-fox"])
    give(game, "ann", elder=["adult-caribou"])
    game.play("ann", "use elder; take adult-raven; take child-caribou-fox")
    assert {a.split()[2] for a in game.legal_actions("ann")} == set(INUIT_PROFESSIONS)
    game.play("ann", "place adult-raven bear-hunter; place child-caribou-fox scout")
    assert natives_of(game, "ann") == Counter({"adult-caribou": 1, "adult-raven": 1, "child-caribou-fox": 1})


def test_warrior_takes_inuit_as_weapons():
    game = inuit(prairie=["adult-raven", "seal"])
    game.play("ann", "use warrior")
    assert game.legal_actions("ann") == ["take adult-raven"]
    game.play("ann", "take adult-raven")
    assert board(game, "ann")["scalps"] == ["adult-raven"]
    assert game.scores()["ann"]["scalps"] == 1


def test_shaman_takes_rites_and_spirits_and_the_scout_only_reveals():
    game = inuit(prairie=["spirit-power", "sacrifice", "seal"])
    give(game, "ann", shaman=["adult-caribou"])
    assert "use scout" not in game.legal_actions("ann")
    refused(game, "ann", "use scout", "The scout only lays out cards in phase 2")
    game.play("ann", "use shaman; take spirit-power; take sacrifice")
    assert board(game, "ann")["totems"] == ["spirit-power"]


def test_messages_speak_of_the_great_white():
    game = inuit(prairie=["seal"])
    refused(game, "ann", "use whaler", "The Great White has nothing your whalers can take")


# ====================================================================================
# Rites
# ====================================================================================

def test_rite_of_initiation_any_face_up_inuit_card_not_only_your_colour():
    """Natives discards a native of one's own colour; Inuit 'una carta Inuit boca arriba'."""
    game = inuit(2)
    give(game, "bob", elder=["adult-caribou", "adult-fox"])
    shaman_takes(game, "initiation")
    assert game.awaiting() == ["bob"]
    assert sorted(game.legal_actions("bob")) == ["discard adult-caribou elder", "discard adult-fox elder"]
    game.play("bob", "discard adult-fox elder")
    assert game.state["box"] == ["adult-fox"]


def test_rite_of_the_fertile_game():
    game = inuit(2)
    give(game, "bob", food=["seal", "orca"])
    shaman_takes(game, "fertile-game")
    assert game.legal_actions("bob") == ["discard orca", "discard seal"]


def test_rite_of_sacrifice_an_inuit_becomes_a_weapon():
    game = inuit(2)
    give(game, "ann", whaler=["adult-raven"])
    shaman_takes(game, "sacrifice")
    assert board(game, "ann")["scalps"] == ["adult-raven"]


def test_rite_of_clear_sight_reading_only_the_spirit_effect():
    """The Spanish text's first paragraph copies the Fertile Game: the physical card is the
    spirit rite, so players with more game cards do not discard any."""
    game = inuit(3)
    give(game, "bob", food=["seal", "orca", "polar-bear"])              # more game cards
    give(game, "cy", totems=["spirit-bear", "spirit-ice"], rituals=["sacrifice"])
    shaman_takes(game, "clear-sight")
    assert board(game, "bob")["food"] == ["seal", "orca", "polar-bear"]
    assert game.awaiting() == ["cy"]
    assert game.legal_actions("cy") == ["discard spirit-bear", "discard spirit-ice"]
    game.play("cy", "discard spirit-ice")
    assert board(game, "cy")["totems"] == ["spirit-bear"] and board(game, "cy")["rituals"] == ["sacrifice"]
    assert game.scores()["ann"]["rituals"] == 1


def test_rite_of_clear_sight_the_rites_taken_are_placed_afterwards():
    """Inuit: 'resolve the rites taken, then place them above the Shaman': unlike Natives,
    the Clear Sight just taken is not in ann's total (bob 1 against ann 0)."""
    game = inuit(2)
    give(game, "bob", totems=["spirit-power"])
    shaman_takes(game, "clear-sight")
    assert board(game, "bob")["totems"] == []
    natives = table(2)
    give(natives, "bob", totems=["totem-water"])
    natives.state["prairie"] = ["clear-sight"]
    natives.play("ann", "use shaman; take clear-sight")
    assert board(natives, "bob")["totems"] == ["totem-water"]


def test_rite_of_inspiration_three_cards_four_points():
    game = inuit(2, deck=["orca", "seal", "adult-fox", "spirit-wind"] + ["seal"] * 10)
    shaman_takes(game, "inspiration")
    assert game.state["prairie"] == ["orca", "seal", "adult-fox", "spirit-wind"]
    assert game.scores()["ann"]["rituals"] == 4


# ====================================================================================
# Scoring
# ====================================================================================

def test_inuit_of_your_colour_anywhere_and_others_in_your_village():
    game = inuit(2)
    give(game, "ann", elder=["adult-caribou", "adult-raven", "child-caribou-fox", "child-raven-fox"])
    give(game, "bob", elder=["adult-caribou", "child-caribou-raven"])
    scores = game.scores()
    assert scores["ann"]["natives"] == 2 - 2 + 1 - 1
    assert scores["ann"]["others"] == 2 + 1
    assert scores["bob"]["natives"] == -2 + 1
    assert scores["bob"]["others"] == 2 + 1          # the Raven adult and child in ann's village


def test_weapons_rites_and_spirits():
    game = inuit(2)
    give(game, "ann", scalps=["adult-raven"] * 3, rituals=["initiation", "inspiration"],
         totems=["spirit-power"])
    scores = game.scores()["ann"]
    assert scores["scalps"] == 3 and scores["rituals"] == 1 + 4
    assert scores["totems"] == 2 * 3                 # on top of the weapons' own points


@pytest.mark.parametrize("spirit", [s for s in RAW["totems"] if s["per"].startswith("native")],
                         ids=[s["id"] for s in RAW["totems"] if s["per"].startswith("native")])
def test_spirits_counting_inuit_count_the_printed_one(spirit):
    game = inuit(2)
    give(game, "ann", totems=[spirit["id"]])
    printed = 7 if spirit["per"] == "native" else 1
    assert game.scores()["ann"]["totems"] == printed * spirit["points"]


def test_scores_have_natives_categories():
    assert set(inuit(2).scores()["ann"]) == {"natives", "others", "food", "scalps", "rituals",
                                            "totems", "total"}


def test_tie_break_fewer_inuit_cards():
    game = inuit(2)
    give(game, "ann", food=["polar-bear"])
    give(game, "bob", whaler=["adult-raven"], food=["seal"])
    finished(game)
    assert game.scores()["ann"]["total"] == game.scores()["bob"]["total"] == 4
    assert game.winners() == ["ann"]


def test_tie_break_then_the_player_furthest_from_the_first_player():
    game = inuit(4, first=1)
    for seat in ("ann", "bob", "cy", "dee"):
        give(game, seat, food=["seal"])
    finished(game)
    assert game.winners() == ["ann"]                  # bob first; ann plays last, furthest
    game.state["first"] = 2
    assert game.winners() == ["bob"]


def test_a_whole_game_to_polar_nightfall():
    game = create("inuit", ["ann", "bob", "cy"], seed=8)
    while not game.over:
        seat = game.awaiting()[0]
        game.play(seat, game.legal_actions(seat)[-1])
    assert game.state["end_revealed"] and game.winners()
    assert game.state["seats"][game.state["turn"]] == game.state["seats"][game.state["first"] - 1]


def test_the_split_of_the_children_among_pairs_of_villages_is_marked_house_data():
    """Issue 8, point 23: "24 cartas Inuit (niño)" without their pairs of colours (nor 7
    adults per village): the even splits are house data with their rationale."""
    assert RAW["natives"]["house"] is True
    assert "4 children per pair" in RAW["natives"]["rationale"]
    assert (RAW["natives"]["singles_per_tribe"], RAW["natives"]["doubles_per_pair"]) == (7, 4)
