"""Engine speed per title: random-play actions per second, whole games by random and AI seats.

    python bench/bench_engine.py [--title natives|inuit|wendake|uluk|natera|all] [--games N]

Prints figures from one run; nothing is asserted (speed is measured, not tested). Random play
is the engines' own cost (legal_actions + play); AI games add the policies' thinking.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot import ai  # noqa: E402
from bot.rules import SEAT_RANGE, create, playable, restore  # noqa: E402


def seats_for(title: str, players: int) -> list[str]:
    low, high = SEAT_RANGE[title]
    return [f"p{i}" for i in range(max(low, min(high, players)))]


def random_game(title: str, seed: int, players: int) -> int:
    rng = random.Random(seed)
    game = create(title, seats_for(title, players), seed)
    n = 0
    while not game.over:
        seat = rng.choice(game.awaiting())
        game.play(seat, rng.choice(game.legal_actions(seat)))
        n += 1
    return n


def ai_game(title: str, seed: int, players: int) -> int:
    rng = random.Random(seed)
    game = create(title, seats_for(title, players), seed)
    n = 0
    while not game.over:
        seat = game.awaiting()[0]
        game.play(seat, ai.choose(game, seat, rng))
        n += 1
    return n


def bench(title: str, games: int) -> None:
    t0 = time.perf_counter()
    actions = sum(random_game(title, seed, 2 + seed % 3) for seed in range(games))
    elapsed = time.perf_counter() - t0
    print(f"{title}: random play {actions} actions in {games} games, {elapsed:.2f} s "
          f"-> {actions / elapsed:,.0f} actions/s ({elapsed / actions * 1e6:.1f} us/action)")

    times, lengths = [], []
    for seed in range(max(3, games // 10)):
        t = time.perf_counter()
        lengths.append(random_game(title, seed, 4))
        times.append(time.perf_counter() - t)
    print(f"{title}: one 4-player random game: median {statistics.median(times) * 1e3:.1f} ms, "
          f"{statistics.median(lengths):.0f} actions")

    times, lengths = [], []
    for seed in range(max(3, games // 20)):
        t = time.perf_counter()
        lengths.append(ai_game(title, seed, 4))
        times.append(time.perf_counter() - t)
    print(f"{title}: one 4-player AI game: median {statistics.median(times) * 1e3:.1f} ms, "
          f"{statistics.median(lengths):.0f} actions")

    state = create(title, seats_for(title, 4), 1).to_dict()
    t = time.perf_counter()
    for _ in range(500):
        restore(state).to_dict()
    print(f"{title}: restore + to_dict of a state: {(time.perf_counter() - t) / 500 * 1e6:.1f} us")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--title", default="all", choices=[*playable(), "all"])
    parser.add_argument("--games", type=int, default=60)
    args = parser.parse_args()
    for title in playable() if args.title == "all" else [args.title]:
        bench(title, args.games)


if __name__ == "__main__":
    main()
