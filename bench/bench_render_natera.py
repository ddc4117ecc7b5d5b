"""How long a Natera table picture takes: a 4-player table half-way through a seeded game
(with the draft and the Nuclear Discovery, so that every part of the picture is in use).

Run from the project root: ``python bench/bench_render_natera.py [runs]``. Prints the median
time of ``render_table`` (layout + drawing + PNG encode), the median of a bare PNG encode
(``png.encode_png``) of the very same picture, their ratio, and the PNG's size; the same for
the score pad of the finished game. Figures are measured in this run on this machine; nothing
is asserted (DESIGN.md, "Tests and measurements").
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]      # the project, and the sibling bench scripts

from bench_render_uluk import measure  # noqa: E402  (the same figures as Uluk's bench)

from bot.rules.natera import NateraGame  # noqa: E402
from rendering import natera, render_scores, render_table  # noqa: E402

SEATS = ["ann", "bob", "cy", "dee"]
SEED = 7
OPTIONS = {"draft": True, "expansions": ["nuclear-discovery"]}


def views(seed: int = SEED, seats: list[str] = SEATS) -> list[dict]:
    """Every public view of a seeded game of random legal actions, start to end."""
    g = NateraGame.new("natera", seats, seed, dict(OPTIONS))
    rng = random.Random(seed)
    out = [g.view()]
    while not g.over:
        seat = rng.choice(g.awaiting())
        g.play(seat, rng.choice(g.legal_actions(seat)))
        out.append(g.view())
    return out


def main(runs: int = 30) -> None:
    game = views()
    mid = game[len(game) // 2]
    print(f"Natera, 4 players, draft and Nuclear Discovery, season {mid['season']}, "
          f"phase {mid['phase']}, {len(game) - 1} actions in the game")
    measure("table", mid, natera.draw_table, render_table, runs)
    measure("score pad", game[-1], natera.draw_scores, render_scores, runs)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
