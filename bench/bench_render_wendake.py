"""How long a Wendake table picture takes: a 4-player table half-way through a seeded game.

Run from the project root: ``python bench/bench_render_wendake.py [runs]``. Prints the median
time of ``render_table`` (layout + drawing + PNG encode), the median of a bare PNG encode
(``png.encode_png``) of the very same picture, their ratio, and the PNG's size; the same for the
score pad of the finished game. The game is played by the Wendake AI (``bot.ai.wendake``), so
the map fills as in real play. Figures are measured in this run on this machine; nothing is
asserted (DESIGN.md, "Tests and measurements"). The budget the design sets: under 150 ms and
under 1 MB.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]      # the project, and the sibling bench scripts

from bench_render_uluk import measure  # noqa: E402  (the same figures as Uluk's bench)

from bot.ai.wendake import wendake_policy  # noqa: E402
from bot.rules.wendake import WendakeGame  # noqa: E402
from rendering import render_scores, render_table, wendake  # noqa: E402

SEATS = ["ann", "bob", "cy", "dee"]
SEED = 7


def views(seed: int = SEED, seats: list[str] = SEATS) -> list[dict]:
    """Every public view of a seeded game played by the Wendake AI, start to end."""
    g = WendakeGame.new("wendake", seats, seed, {})
    rng = random.Random(seed)
    out = [g.view()]
    while not g.over:
        seat = g.awaiting()[0]
        g.play(seat, wendake_policy(g, seat, rng))
        out.append(g.view())
    return out


def main(runs: int = 30) -> None:
    game = views()
    mid = game[len(game) // 2]
    print(f"Wendake, 4 players, year {mid['year']}, step {mid['step']['name']}")
    measure("table", mid, wendake.draw_table, render_table, runs)
    measure("score pad", game[-1], wendake.draw_scores, render_scores, runs)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
