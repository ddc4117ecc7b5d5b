"""Engine speed: random-play actions per second, and whole 4-player games end to end.

    python bench/bench_engine.py [--games N]

Prints figures from one run; nothing is asserted (speed is measured, not tested).
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
from bot.rules import create, restore  # noqa: E402


def random_game(seed: int, players: int) -> int:
    rng = random.Random(seed)
    game = create("natives", [f"p{i}" for i in range(players)], seed)
    n = 0
    while not game.over:
        seat = rng.choice(game.awaiting())
        game.play(seat, rng.choice(game.legal_actions(seat)))
        n += 1
    return n


def ai_game(seed: int, players: int) -> int:
    rng = random.Random(seed)
    game = create("natives", [f"p{i}" for i in range(players)], seed)
    n = 0
    while not game.over:
        seat = game.awaiting()[0]
        game.play(seat, ai.choose(game, seat, rng))
        n += 1
    return n


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()

    t0 = time.perf_counter()
    actions = sum(random_game(seed, 2 + seed % 3) for seed in range(args.games))
    elapsed = time.perf_counter() - t0
    print(f"random play: {actions} actions in {args.games} games, {elapsed:.2f} s "
          f"-> {actions / elapsed:,.0f} actions/s ({elapsed / actions * 1e6:.1f} us/action)")

    times, lengths = [], []
    for seed in range(30):
        t = time.perf_counter()
        lengths.append(random_game(seed, 4))
        times.append(time.perf_counter() - t)
    print(f"one 4-player random game: median {statistics.median(times) * 1e3:.1f} ms, "
          f"{statistics.median(lengths):.0f} actions")

    times, lengths = [], []
    for seed in range(10):
        t = time.perf_counter()
        lengths.append(ai_game(seed, 4))
        times.append(time.perf_counter() - t)
    print(f"one 4-player AI game: median {statistics.median(times) * 1e3:.1f} ms, "
          f"{statistics.median(lengths):.0f} actions")

    game = create("natives", ["a", "b", "c", "d"], 1)
    state = game.to_dict()
    t = time.perf_counter()
    for _ in range(2000):
        restore(state).to_dict()
    per = (time.perf_counter() - t) / 2000
    print(f"restore + to_dict of a state: {per * 1e6:.1f} us")


if __name__ == "__main__":
    main()
