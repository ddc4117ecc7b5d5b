"""Wendake's majorities when two players are level (issue 21, point 6): a tie wins nothing.

"Every territory outside the Homes where you have more Guards than anyone else (...; a tie
wins nothing)" and the English and French turtles count "territories with that flag where you
have the most Natives" (data/rules/wendake.toml, Military scoring; bot/rules/wendake.py,
``_most``). Two players' Guards level in a territory, or their Natives level on a flag
territory, give neither of them that territory. The positions are set on the state, as the
rule tests do (tests/test_wendake_rules.py): Wendake has no notation for positions, and a
seeded game reaches a level territory at a Military action too rarely to be a test.
"""

from __future__ import annotations

from bot.rules.wendake import WendakeGame

PAIRS = [["economic", "ritual"], ["military", "mask"]]
SEATS = ["ann", "bob", "cy", "dee"]


def table(n: int = 2, seed: int = 1) -> WendakeGame:
    """A game at the start of year 1 with seat 1 first (as tests/test_wendake_rules.py sets it)."""
    game = WendakeGame.new("wendake", SEATS[:n], seed, None)
    game.state["order"] = list(range(n))
    game.state["turn"] = 0
    game.state["step"] = {"name": "place", "who": 0}
    return game


def tile_step(game: WendakeGame, who: int, actions: list[str]) -> None:
    """``who`` is using a tile with ``actions`` left."""
    game.state["turn"] = game.state["order"].index(who)
    game.state["step"] = {"name": "tile", "who": who, "actions": list(actions), "k": 0}


def guard(game: WendakeGame, who: int, warrior: str, territory: str) -> None:
    game.state["players"][who]["warriors"][warrior] = territory


def outpost(game: WendakeGame, who: int, warrior: str, area: str) -> None:
    game.state["players"][who]["warriors"][warrior] = area
    game.state["areas"][area] = {"owner": who, "kind": "warrior", "warrior": warrior}


def military(game: WendakeGame, turtles: list[str]) -> dict[str, int]:
    """Ann plays a Military action, drawing ``turtles[0]``; her tracks afterwards."""
    game.state["multipliers"] = {}
    game.state["turtles"] = list(turtles)
    game.state["pairs"] = [list(p) for p in PAIRS]
    tile_step(game, 0, ["military"])
    game.play("ann", "military")
    return game.state["players"][0]["tracks"]


def test_guards_level_in_a_territory_win_no_majority_and_no_flag():
    """Ann and Bob have one Guard each in Cedar Point (t1, an English flag): nobody has the
    majority there, so Ann scores only Long Meadow (t3), where she stands alone, and no flag."""
    game = table()
    assert game.gmap.territories["t1"].flag == "english" and game.gmap.territories["t3"].flag is None
    guard(game, 0, "W1", "t1")
    guard(game, 1, "W1", "t1")
    guard(game, 0, "W2", "t3")
    tracks = military(game, ["hunter"])          # a turtle that counts nothing here (no Hunter out)
    assert tracks["military"] == 1
    assert tracks["economic"] == tracks["ritual"] == 0     # no English flag bonus
    assert game.state["players"][0]["turtles"] == ["hunter"]


def test_guards_level_at_two_each_beside_a_third_player_win_nothing():
    game = table(3)
    for w in ("W1", "W2"):
        guard(game, 0, w, "t3")
        guard(game, 1, w, "t3")
    guard(game, 2, "W1", "t3")
    assert military(game, ["hunter"])["military"] == 0


def test_one_guard_more_wins_the_majority():
    """The same table with Ann one Guard ahead in t1: the majority and the English flag are hers
    (the tests above fail for the right reason: a level territory, not a position that scores
    nothing anyway)."""
    game = table()
    guard(game, 0, "W1", "t1")
    guard(game, 0, "W3", "t1")
    guard(game, 1, "W1", "t1")
    guard(game, 0, "W2", "t3")
    tracks = military(game, ["hunter"])
    assert tracks["military"] == 2
    assert tracks["economic"] + tracks["ritual"] == 1


def test_natives_level_on_a_flag_territory_count_for_no_flag_turtle():
    """The English turtle counts English-flag territories where Ann has the most Natives
    (Guards and areas together). In Cedar Point (t1) Ann's Outpost and Bob's Guard are level:
    it does not count. In Elk Woods (t9, English too) her Outpost stands alone: it does. Ann has
    no Guard anywhere, so her Military is the turtle's alone."""
    game = table()
    assert game.gmap.territories["t9"].flag == "english"
    outpost(game, 0, "W1", "t1a")
    guard(game, 1, "W1", "t1")
    outpost(game, 0, "W2", "t9a")
    tracks = military(game, ["english"])
    assert game.state["players"][0]["turtles"] == ["english"]
    assert tracks["military"] == 1


def test_natives_one_more_on_the_flag_territory_count_for_the_turtle():
    game = table()
    outpost(game, 0, "W1", "t1a")
    outpost(game, 0, "W3", "t1b")
    guard(game, 1, "W1", "t1")
    outpost(game, 0, "W2", "t9a")
    assert military(game, ["english"])["military"] == 2
