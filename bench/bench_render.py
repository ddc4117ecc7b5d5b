"""How long a table picture takes: a 4-player Natives table half-way through a seeded game.

Run from the project root: ``python bench/bench_render.py [runs]``. Prints the median time of
``render_table`` (layout + drawing + PNG encode), the median of a bare PNG encode
(compress_level=1) of the very same picture, their ratio, and the PNG's size. Figures are
measured in this run on this machine; nothing is asserted (DESIGN.md, "Tests and
measurements"). The budget the design sets: under 150 ms and under 1 MB.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.rules import create  # noqa: E402
from rendering import kit, prairie, render_table  # noqa: E402

SEATS = ["ann", "bob", "cy", "dee"]
SEED = 7


def mid_game_view(seed: int = SEED) -> dict:
    """The view half-way (in actions) through a seeded game of random legal actions."""
    g = create("natives", seats=SEATS, seed=seed)
    rng = random.Random(seed)
    views = [g.view()]
    while not g.over:
        seat = g.awaiting()[0]
        g.play(seat, rng.choice(g.legal_actions(seat)))
        views.append(g.view())
    return views[len(views) // 2]


def median_ms(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def main(runs: int = 30) -> None:
    view = mid_game_view()
    t = time.perf_counter()
    png = render_table(view)                  # the first one fills the caches
    cold = (time.perf_counter() - t) * 1000
    for _ in range(3):
        render_table(view)
    image = prairie.draw_table(view)
    render = median_ms(lambda: render_table(view), runs)
    draw = median_ms(lambda: prairie.draw_table(view), runs)
    encode = median_ms(lambda: kit.encode_png(image), runs)
    print(f"table: {image.width}x{image.height}, 4 players, round {view['round']}, "
          f"{len(view['prairie'])} cards in the prairie ({runs} runs)")
    print(f"first render (cold caches): {cold:7.1f} ms")
    print(f"render_table median:        {render:7.1f} ms  (draw only {draw:.1f} ms)")
    print(f"bare PNG encode median:     {encode:7.1f} ms  (compress_level=1, same picture)")
    print(f"ratio render / encode:      {render / encode:7.2f}")
    print(f"PNG size:                   {len(png):7d} bytes ({len(png) / 1e6:.2f} MB)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
