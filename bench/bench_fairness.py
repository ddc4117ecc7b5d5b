"""Fairness of a title's seats: AI self-play win rates by seat, by turn position and by faction.

    python bench/bench_fairness.py --title wendake --games 200 --players 2,3,4 --seed 0
    python bench/bench_fairness.py --title wendake --games 200 --players 1
    python bench/bench_fairness.py --title natera --games 400 --players 4
    python bench/bench_fairness.py --title natera --games 400 --players 4 --tribes dealt

Every seat is the same AI (``bot.ai.choose``), so any difference between seats comes from the
table, not the players. Each game is tallied three ways, so that the effects can be told apart:

* **seat**: the seat's place in the seat list (``p0``, ``p1`` ...);
* **position**: the seat's place in the first turn order at the start (0 = plays first);
* **faction**: what the title gives the seat: Wendake's Home (``h1`` .. ``h4``, tied to the seat
  number by the rules), Natera's tribe.

Natera's engine deals the tribes at random (``--tribes dealt``: a tribe is in 40 % of the
four-player games, in whatever position, against whichever tribes). By default (``--tribes
rotate``) the bench deals them itself through the ``tribes=pick`` option: the games come in
rounds in which every tribe plays equally often (10 tribes, 4 players: 5 sets of 4, each tribe
in 2 of them), and each set is played once in every rotation over the turn positions, so every
tribe holds every position equally often. A round is the least common multiple of the tribes
and the players in games: 20 for 4 players of the 10 tribes, 12 for the 12 of
``--option expansions='["nuclear-discovery"]'``; take a multiple of it (and of the players).

The first turn order is drawn by the engine from the seed. By default the bench keeps, for game
``g``, only a seed whose first turn order is the ``g``-th of the orders the title can draw (in turn,
over and over: every order of the seats for Wendake, the players! orders 2, 6, 24; a rotation
of the seat list for Natera, whose first player is drawn), so every seat (and every Home)
holds every position equally often when the games are a multiple of that number: a seat's
rate is not tilted by where it happened to start, the position table measures the turn-order
effect on its own, and the cross table shows both. ``--no-rotate`` takes seeds as they come
(the orders the engine draws).

A win counts 1, shared equally among tied winners. Solo (``--players 1``) tallies the player
against the opponent the title brings (Wendake's ghost): "ghost" wins a game nobody wins.
Intervals are Wilson's 95 % binomial intervals. Prints figures from one run, in one process
(the machine may be shared: the load average before and after is printed); nothing is asserted.

Adding a title: give :data:`TITLES` a :class:`Title` saying what its faction is, how to read a
seat's first turn-order position and which options make the games comparable (and, for factions
the bench may deal itself, which there are and how a seat takes one).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import permutations
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot import ai  # noqa: E402
from bot.rules import SEAT_RANGE, create  # noqa: E402
from bot.rules.base import Game  # noqa: E402


@dataclass(frozen=True)
class Title:
    """What "position" and "faction" mean for one title."""

    faction_name: str                                   # column heading: "home", "tribe"
    position: Callable[[Game, int], int]                # at the start: 0 = plays first
    faction: Callable[[Game, int], str]                 # read at the end of the game
    options: dict[str, Any] = field(default_factory=dict)
    opponent: str | None = None                         # solo: who wins when nobody does
    cyclic: bool = False                                # the first order is a rotation of the seats
    # factions the bench may deal itself: all there are (for the table's options), the options
    # that let the seats choose, and the action taking one (None once there is nothing to take)
    factions: Callable[[dict[str, Any]], list[str]] | None = None
    pick_options: dict[str, Any] = field(default_factory=dict)
    pick: Callable[[Game, str], str | None] | None = None

    def orders(self, players: int) -> list[tuple[int, ...]]:
        """Every first turn order the engine can draw (order[k] = the seat at position k)."""
        if self.cyclic:
            return [tuple((first + k) % players for k in range(players)) for first in range(players)]
        return list(permutations(range(players)))


def _wendake_position(game: Game, i: int) -> int:
    return game.state["order"].index(i)


def _natera_position(game: Game, i: int) -> int:
    return (i - game.state["first"]) % len(game.seats)


def _natera_tribes(options: dict[str, Any]) -> list[str]:
    from bot.rules.natera_data import EXPANSION, components

    nuclear = EXPANSION in options.get("expansions", [])
    return sorted(t.id for t in components().tribes.values() if nuclear or not t.expansion)


def _natera_pick(game: Game, tribe: str) -> str | None:
    picking = game.state["step"]["name"] == "tribe" and not game.state["queue"]
    return f"tribe {tribe}" if picking else None


TITLES: dict[str, Title] = {
    # the generic tribe for everyone: the Homes (the map) are the only difference
    "wendake": Title("home", _wendake_position, lambda g, i: f"h{i + 1}",
                     {"tribes": "generic"}, opponent="ghost"),
    # the first player is drawn, the others follow in seat order
    "natera": Title("tribe", _natera_position, lambda g, i: g.state["players"][i]["tribe"],
                    cyclic=True, factions=_natera_tribes, pick_options={"tribes": "pick"},
                    pick=_natera_pick),
}


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion (``wins`` of ``n``)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Tally:
    games: dict[str, int] = field(default_factory=dict)
    wins: dict[str, float] = field(default_factory=dict)
    points: dict[str, float] = field(default_factory=dict)

    def add(self, key: str, win: float, total: float) -> None:
        self.games[key] = self.games.get(key, 0) + 1
        self.wins[key] = self.wins.get(key, 0.0) + win
        self.points[key] = self.points.get(key, 0.0) + total


def faction_sets(pool: list[str], players: int, rng: random.Random):
    """Sets of ``players`` factions, round after round, each round holding every faction equally
    often: ``lcm(len(pool), players)`` factions from shuffles of the pool, cut into sets in turn
    (shuffled again until no set holds a faction twice)."""
    copies = math.lcm(len(pool), players) // len(pool)
    while True:
        while True:
            line = [f for _ in range(copies) for f in rng.sample(pool, len(pool))]
            sets = [line[k:k + players] for k in range(0, len(line), players)]
            if all(len(set(x)) == players for x in sets):
                break
        yield from sets


def rotations(pool: list[str], players: int, rng: random.Random):
    """For each game in turn, the faction of each turn position (0 = plays first): every set of
    :func:`faction_sets` once in each rotation over the positions."""
    for chosen in faction_sets(pool, players, rng):
        for r in range(players):
            yield chosen[r:] + chosen[:r]


def seeds(title: str, players: int, start: int, games: int, rotate: bool,
          options: dict[str, Any] | None = None, deal: bool = False):
    """(seed, game) for ``games`` games, seeds tried from ``start`` up: with ``rotate``, game g's
    first turn order is the g-th (in turn) of the orders the title can draw; with ``deal``, the
    bench gives each turn position its faction, from :func:`rotations`."""
    spec = TITLES[title]
    seed = start
    seats = [f"p{i}" for i in range(players)]
    orders = spec.orders(players)
    options = {**spec.options, **(options or {})}
    dealt = None
    if deal:
        if not (spec.factions and spec.pick):
            raise SystemExit(f"{title}'s factions are not the bench's to deal")
        dealt = rotations(spec.factions(options), players, random.Random(start))
        options = {**options, **spec.pick_options}
    for g in range(games):
        want = orders[g % len(orders)]          # want[k]: the seat at position k
        while True:
            game = create(title, seats, seed, options)
            seed += 1
            if not rotate or all(spec.position(game, i) == k for k, i in enumerate(want)):
                break
        if dealt is not None and spec.pick:
            by_position = next(dealt)
            while True:                         # the picks, in the order the table asks
                seat = game.awaiting()[0]
                action = spec.pick(game, by_position[spec.position(game, seats.index(seat))])
                if action is None:
                    break
                game.play(seat, action)
        yield seed - 1, game


MAX_STEPS = 50_000                              # far more than any title's game takes


def play(game: Game, seed: int) -> bool:
    """Play the game out; False if it has not ended after :data:`MAX_STEPS` (left out of the
    tallies and named in the report: a loop the AI never leaves)."""
    rng = random.Random(seed)
    for _ in range(MAX_STEPS):
        if game.over:
            return True
        seat = game.awaiting()[0]
        game.play(seat, ai.choose(game, seat, rng))
    return game.over


def run(title: str, players: int, games: int, seed: int, rotate: bool,
        options: dict[str, Any] | None = None, deal: bool = False) -> None:
    spec = TITLES[title]
    load0 = os.getloadavg()
    t0 = time.perf_counter()
    by_seat, by_position, by_faction = Tally(), Tally(), Tally()
    cross: dict[tuple[str, int], list[float]] = {}
    endless: list[int] = []
    for s, game in seeds(title, players, seed, games, rotate, options, deal):
        start = {i: spec.position(game, i) for i in range(players)}
        if not play(game, s):
            endless.append(s)
            continue
        winners = game.winners()
        scores = game.scores()
        for i, name in enumerate(game.seats):
            win = 1 / len(winners) if name in winners else 0.0
            total = scores[name]["total"]
            by_seat.add(name, win, total)
            by_position.add(str(start[i]), win, total)
            faction = spec.faction(game, i)
            by_faction.add(faction, win, total)
            cell = cross.setdefault((faction, start[i]), [0, 0.0])
            cell[0] += 1
            cell[1] += win
        if players == 1 and spec.opponent:
            by_seat.add(spec.opponent, 0.0 if winners else 1.0, 0)
    seconds = time.perf_counter() - t0
    load1 = os.getloadavg()
    even = 1 / players if players > 1 else None
    print(f"== {title}, {players} player{'s' if players > 1 else ''}: {games} games, seeds from "
          f"{seed}{' (first turn orders balanced)' if rotate and players > 1 else ''}"
          f"{f', every {spec.faction_name} in every position in turn' if deal else ''}, {seconds:.1f} s; "
          f"load average {load0[0]:.2f} before, {load1[0]:.2f} after; "
          f"{os.cpu_count()} cpus" + (f"; options {options}" if options else ""))
    if endless:
        print(f"  {len(endless)} game{'s' if len(endless) > 1 else ''} did not end after {MAX_STEPS} "
              f"steps and {'are' if len(endless) > 1 else 'is'} left out: seed{'s' if len(endless) > 1 else ''} "
              + ", ".join(map(str, endless)))
    worst = 0.0
    for heading, tally in (("seat", by_seat), ("position", by_position),
                           (spec.faction_name, by_faction)):
        if players == 1 and heading == "position":
            continue
        print(f"  by {heading}:")
        for key in sorted(tally.games):
            n, w = tally.games[key], tally.wins[key]
            lo, hi = wilson(w, n)
            off = (w / n - even) * 100 if even else None
            if off is not None and heading != "position":
                worst = max(worst, abs(off))
            mean = tally.points[key] / n
            print(f"    {key:>12}  {n:4d} games  won {w:6.1f}  {w / n:6.1%}  "
                  f"[{lo:5.1%}, {hi:5.1%}]" + (f"  {off:+5.1f} pts from even" if off is not None else "")
                  + (f"  mean total {mean:5.1f}" if key != spec.opponent else ""))
    if players > 1:
        positions = range(players)
        print(f"  {spec.faction_name} x position (win rate, games):")
        for faction in sorted({f for f, _ in cross}):
            cells = []
            for p in positions:
                n, w = cross.get((faction, p), (0, 0.0))
                cells.append(f"{w / n:5.1%} ({n:3d})" if n else "    -       ")
            print(f"    {faction:>12}  " + "  ".join(cells))
        print(f"  largest seat/{spec.faction_name} distance from even ({even:.1%}): {worst:.1f} points")


def main() -> None:
    parser = argparse.ArgumentParser(description="AI self-play win rates by seat, turn position and faction.")
    parser.add_argument("--title", default="wendake", choices=sorted(TITLES),
                        help="the game to measure")
    parser.add_argument("--games", type=int, default=200, help="games per player count")
    parser.add_argument("--players", default=None,
                        help="player counts, comma-separated (default: every count the title has)")
    parser.add_argument("--seed", type=int, default=0, help="first seed tried")
    parser.add_argument("--no-rotate", dest="rotate", action="store_false",
                        help="take seeds as they come instead of balancing the first turn orders")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a table option over the title's own (VALUE read as JSON if it can be: "
                             "tribes=draft, draft=true, expansions='[\"nuclear-discovery\"]')")
    parser.add_argument("--tribes", choices=("rotate", "dealt"), default="rotate",
                        help="natera: the bench deals every tribe every turn position equally often "
                             "(rotate), or the engine deals them at random (dealt)")
    args = parser.parse_args()
    options: dict[str, Any] = {}
    for item in args.option:
        key, _, value = item.partition("=")
        try:
            options[key] = json.loads(value)
        except json.JSONDecodeError:
            options[key] = value
    low, high = SEAT_RANGE[args.title]
    counts = ([int(k) for k in args.players.split(",")] if args.players
              else list(range(low, high + 1)))
    for k in counts:
        if not low <= k <= high:
            parser.error(f"{args.title} is for {low} to {high} players")
        deal = TITLES[args.title].factions is not None and args.tribes == "rotate" \
            and "tribes" not in options
        run(args.title, k, args.games, args.seed, args.rotate, options, deal)


if __name__ == "__main__":
    main()
