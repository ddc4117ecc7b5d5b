"""How long an Uluk table picture takes: a 4-player table half-way through a seeded game.

Run from the project root: ``python bench/bench_render_uluk.py [runs]``. Prints the median time
of ``render_table`` (layout + drawing + PNG encode), the median of a bare PNG encode
(``png.encode_png``, compress_level=1) of the very same picture, their ratio, and the PNG's
size; the same for the score pad of the finished game. Figures are measured in this run on
this machine; nothing is asserted (DESIGN.md, "Tests and measurements"). The budget the
design sets: under 150 ms and under 1 MB.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.rules import create  # noqa: E402
from rendering import png, render_scores, render_table, uluk  # noqa: E402

SEATS = ["ann", "bob", "cy", "dee"]
SEED = 7


def views(seed: int = SEED, seats: list[str] = SEATS) -> list[dict]:
    """Every public view of a seeded game of random legal actions, start to end."""
    g = create("uluk", seats=seats, seed=seed)
    rng = random.Random(seed)
    out = [g.view()]
    while not g.over:
        seat = rng.choice(g.awaiting())
        g.play(seat, rng.choice(g.legal_actions(seat)))
        out.append(g.view())
    return out


def median_ms(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def measure(label: str, view: dict, draw, render, runs: int) -> None:
    t = time.perf_counter()
    first = render(view)                        # the first one fills the caches
    cold = (time.perf_counter() - t) * 1000
    for _ in range(3):
        render(view)
    image = draw(view)
    total = median_ms(lambda: render(view), runs)
    drawing = median_ms(lambda: draw(view), runs)
    encode = median_ms(lambda: png.encode_png(image), runs)
    print(f"{label}: {image.width}x{image.height} ({runs} runs)")
    print(f"  first render (cold caches): {cold:7.1f} ms")
    print(f"  render median:              {total:7.1f} ms  (draw only {drawing:.1f} ms)")
    print(f"  bare PNG encode median:     {encode:7.1f} ms  (png.encode_png, same picture)")
    print(f"  ratio render / encode:      {total / encode:7.2f}")
    print(f"  PNG size:                   {len(first):7d} bytes ({len(first) / 1e6:.2f} MB)")


def main(runs: int = 30) -> None:
    game = views()
    mid = game[len(game) // 2]
    print(f"Uluk, 4 players, season {mid['season']}, phase {mid['phase']}")
    measure("table", mid, uluk.draw_table, render_table, runs)
    measure("score pad", game[-1], uluk.draw_scores, render_scores, runs)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
