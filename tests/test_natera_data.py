"""Natera's house data against what natera.txt says of every card, specialist, location and
science board of a kind (issue 17, point 10). Each test reads the shipped data/natera.toml
directly; the last ones check that the loader refuses a file that breaks the statement,
naming the entry."""

from __future__ import annotations

import copy

import pytest

from bot.rules.natera_data import (
    ATTRIBUTES,
    DISTRICTS,
    components,
    gains,
    parse,
    parse_step,
    pays,
)
from data import DataError, load

C = components()


def steps(effect) -> list[str]:
    return [step.kind for step in effect]


def test_every_science_card_carries_a_growth_bonus():
    """natera.txt, Science Board: "exploration cards featuring science tags (Science icon).
    These all contain at least one growth bonus (Growth icon)." """
    science = [c for c in C.cards.values() if "science" in c.tags]
    assert science
    lacking = [c.id for c in science if "growth" not in steps(c.effect)]
    assert lacking == []


def test_every_exploration_card_has_three_costs():
    """2.1: "All Exploration cards have three different costs ... endurance ... agility ...
    intelligence"."""
    assert all(len(c.cost) == len(ATTRIBUTES) and min(c.cost) >= 0 for c in C.cards.values())


def test_every_ability_card_exchanges_and_only_ability_cards_do():
    """2.4: activatable ability cards "will have this symbol (arrow icon)"; an instant reward
    is "collected once at the moment they are played", a production card gives its reward in
    the rest phase: neither is an exchange."""
    for c in C.cards.values():
        assert bool(pays(c.effect)) == (c.kind == "ability"), c.id


def test_every_specialist_has_one_tag_an_instant_reward_and_an_ability_trading_power_cells():
    """3: "A specialist always feature one specialist tag"; "When acquired, the player
    immediately collects the instant reward"; "Specialist's abilities always exchanges power
    cells (Power Cell icon) for another resource"."""
    for s in C.specialists.values():
        assert len(s.tags) == 2 and s.tags[0] == "specialist", s.id
        assert s.reward, s.id
        assert set(pays(s.ability)) == {"power"} and gains(s.ability) - {"power"}, s.id


def test_every_district_has_the_rulebooks_location_pools():
    """Board Locations: each District shows "2 Tier 1 locations", a "Tier 2 pool" of five
    tiles and a "Tier 3 pool" of three; the Forest has six locations."""
    for d in DISTRICTS:
        assert [len(C.pool(d, tier)) for tier in (1, 2, 3)] == [2, 5, 3], d
    assert len(C.pool("forest", 0)) == 6


def test_the_bottom_science_spaces_are_production():
    """Science Board: "The bottom three spaces are production (Production icon) rewards"."""
    for board in C.science.values():
        for side in board.values():
            for col in "abc":
                assert set(steps(side.spaces[f"{col}1"])) == {"gain"}, (side.board, side.side, col)


def test_nuclear_discovery_adds_ten_advanced_cards_with_its_own_tag():
    """Nuclear Discovery: "10 Exploration Cards (Advanced)"; "introduces a new card tag"."""
    nuclear = [c for c in C.cards.values() if c.expansion]
    assert sum(c.count for c in nuclear) == 10
    assert all(c.deck == "advanced" and "nuclear" in c.tags for c in nuclear)
    assert not any("nuclear" in c.tags for c in C.cards.values() if not c.expansion)


# ---- the loader refuses a file that breaks them, naming the entry ---------------------------

def entry(raw: dict, key: str, ident: str) -> dict:
    return next(e for e in raw[key] if e["id"] == ident)


def test_a_science_card_without_a_growth_bonus_is_refused():
    raw = copy.deepcopy(load("natera"))
    card = entry(raw, "cards", "old-library")
    card["effect"] = ["gain food 2"]
    with pytest.raises(DataError, match=r"card old-library: .*growth bonus"):
        parse(raw)
    raw = copy.deepcopy(load("natera"))
    card = entry(raw, "cards", "field-guide")
    card["tags"] = ["science"]                       # a passive: it has no growth bonus
    with pytest.raises(DataError, match=r"card field-guide: .*growth bonus"):
        parse(raw)


def test_a_specialist_without_a_reward_or_trading_power_for_power_is_refused():
    raw = copy.deepcopy(load("natera"))
    entry(raw, "specialists", "business-ape")["reward"] = []
    with pytest.raises(DataError, match=r"specialist business-ape: .*instant reward"):
        parse(raw)
    raw = copy.deepcopy(load("natera"))
    entry(raw, "specialists", "business-ape")["ability"] = ["pay power 4", "gain power 5"]
    with pytest.raises(DataError, match=r"specialist business-ape: .*another resource"):
        parse(raw)


def test_a_district_pool_of_the_wrong_size_or_a_tenth_nuclear_card_short_is_refused():
    raw = copy.deepcopy(load("natera"))
    raw["locations"] = [e for e in raw["locations"] if e["id"] != "farm-hire"]
    with pytest.raises(DataError, match=r"farm has 5 tier 2 locations, not 4"):
        parse(raw)
    raw = copy.deepcopy(load("natera"))
    raw["cards"] = [e for e in raw["cards"] if e["id"] != "glowing-mushrooms"]
    with pytest.raises(DataError, match=r"Nuclear Discovery adds 10 advanced cards, not 9"):
        parse(raw)


def test_the_tribes_setups_and_rest_steps_are_read_from_the_data():
    """natera.txt, Tribes: the Bears draw a card at setup, the Beavers and Turtles place a
    settlement, the Foxes copy a Forest location, the Reptiles replace two specialists; every
    tribe has its unique production in the rest phase (the Red Pandas search, the Turtles move)."""
    setups = {t.id: tuple(map(str, t.setup)) for t in C.tribes.values() if t.setup}
    assert setups == {"bears": ("draw 1",), "beavers": ("settle",), "foxes": ("copy forest 1",),
                      "reptiles": ("reptile 2",), "turtles": ("settle",)}
    assert all(t.rest for t in C.tribes.values())
    assert C.tribes["red-pandas"].rest == (parse_step("search"),)
    assert C.tribes["turtles"].rest == (parse_step("turtle"),)


def test_a_tribe_step_out_of_its_language_or_on_a_card_is_refused():
    raw = copy.deepcopy(load("natera"))
    entry(raw, "tribes", "moles")["rest"] = ["dig 2"]
    with pytest.raises(DataError, match=r"tribe moles rest: 'dig' is not an effect step here"):
        parse(raw)
    raw = copy.deepcopy(load("natera"))
    entry(raw, "tribes", "bears")["setup"] = ["draw many"]
    with pytest.raises(DataError, match=r"tribe bears setup: 'draw many' does not read as"):
        parse(raw)
    raw = copy.deepcopy(load("natera"))
    entry(raw, "cards", "old-library")["effect"] = ["growth 1", "turtle"]   # a tribe's step only
    with pytest.raises(DataError, match=r"card old-library effect: 'turtle' is not an effect step here"):
        parse(raw)
