"""A render process's CPU per table post when the posts of many games of several titles come in
turn, by the budget of its drawing caches (rendering/sprites.py) and the titles it draws.

Run from the project root: ``python bench/bench_render_mix.py [--posts N] [--budgets 24,48]``.
Each title's 4-player demo game is played as ``campfire demo`` plays it (bench/bench_png.py's
games); the posts are then made one title after another, each at another position of its
game (a busy bot's render process gets the posts of many games in turn: none is the one
before it), first ``--warm`` of them unmeasured. Every combination runs in a fresh process:

* every title in one process (what a one-core machine's only render process draws);
* half the titles each (what each of two render processes draws: rendering/pool.py's lanes
  send Natives, Inuit and Natera to one, Uluk and Wendake to the other).

Printed: the thread CPU per ``rendering.table_post`` (phone picture, table, alt texts), the
bytes the caches held at the end, and the machine's load. This is what chose
``sprites.BUDGET`` and ``pool.cache_budget``: past its budget a process that draws every title
in turn keeps missing its caches (least recently used goes first, and each picture is made
again just before it is needed). Figures are measured in this run on this machine; nothing is
asserted (DESIGN.md, "Tests and measurements").
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

LANES = {       # rendering.pool.lane_of with two lanes, by bench_png's game labels
    "every title": ("natives", "natives + expansions", "inuit", "uluk", "natera", "wendake"),
    "lane 0 of 2 (Natives, Inuit, Natera)": ("natives", "natives + expansions", "inuit", "natera"),
    "lane 1 of 2 (Uluk, Wendake)": ("uluk", "wendake"),
}
STRIDE = 7      # the next post of a game is this many positions on (mod its length)


def run(labels: tuple[str, ...], budget_mb: int, posts: int, warm: int) -> dict:
    """In this process: ``posts`` table posts of ``labels``' games in turn, caches of ``budget_mb``."""
    from bench_png import GAMES, demo_views

    from rendering import sprites, table_post

    sprites.PICTURES.limit = budget_mb * 2**20
    games = {label: (title, options) for label, title, options in GAMES}
    views = [asyncio.run(demo_views(*games[label]))[1:] for label in labels]
    order = [game[(i * STRIDE) % len(game)] for i in range(posts + warm) for game in views][:posts + warm]
    for view in order[:warm]:
        table_post(view)
    start = time.thread_time()
    for view in order[warm:]:
        table_post(view)
    return {"ms": (time.thread_time() - start) * 1000 / posts, "held_mb": sprites.used() / 2**20}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--posts", type=int, default=300, help="posts measured per combination")
    parser.add_argument("--warm", type=int, default=60, help="posts made first, not measured")
    parser.add_argument("--budgets", default="24,48", help="cache budgets to try, MB")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        labels, budget = json.loads(args.child)
        print(json.dumps(run(tuple(labels), budget, args.posts, args.warm)))
        return
    print(f"load average at start: {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs; "
          f"{args.posts} posts measured after {args.warm}, each combination in a fresh process")
    for name, labels in LANES.items():
        for budget in (int(b) for b in args.budgets.split(",")):
            child = [sys.executable, __file__, "--posts", str(args.posts), "--warm", str(args.warm),
                     "--child", json.dumps([labels, budget])]
            figures = json.loads(subprocess.run(child, check=True, capture_output=True, text=True).stdout)
            print(f"  {name:38s} caches {budget:3d} MB: {figures['ms']:6.1f} ms a post"
                  f"  (held {figures['held_mb']:.0f} MB)")
    print(f"load average at end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
