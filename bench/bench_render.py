"""How long a table picture takes: 4-player tables half-way through seeded games.

Run from the project root: ``python bench/bench_render.py [runs]``. Three cases: Natives (base
game), Natives with all three expansions (Soul of the Prairie, Seasons, Strangers) and Inuit:
The Snow Folk. For each it prints the median time of ``render_table`` (layout + drawing + PNG
encode), the median of a bare RGB PNG encode at zlib level 1 of the very same picture (what
``Image.save(format="PNG", compress_level=1)`` costs, not the palette encoder the bot uses),
their ratio, the PNG's size and the machine's load. Times are this thread's CPU time, which
other work on the machine barely moves. Figures are measured in this run on this machine;
nothing is asserted (DESIGN.md, "Tests and measurements"). The budget the design sets: under
150 ms and under 1 MB.
"""

from __future__ import annotations

import io
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PIL import Image  # noqa: E402

from bot.rules import create  # noqa: E402
from rendering import prairie, render_table  # noqa: E402

SEATS = ["ann", "bob", "cy", "dee"]
SEED = 7
ALL_EXPANSIONS = ["soul-of-the-prairie", "seasons", "strangers"]
CASES = {
    "natives": ("natives", None),
    "natives + all expansions": ("natives", {"expansions": ALL_EXPANSIONS}),
    "inuit": ("inuit", None),
}


def mid_game_view(title: str = "natives", options: dict | None = None, seed: int = SEED) -> dict:
    """The view half-way (in actions) through a seeded game of random legal actions."""
    g = create(title, seats=SEATS, seed=seed, options=options)
    rng = random.Random(seed)
    views = [g.view()]
    while not g.over:
        seat = g.awaiting()[0]
        g.play(seat, rng.choice(g.legal_actions(seat)))
        views.append(g.view())
    return views[len(views) // 2]


def rgb_png(image: Image.Image) -> bytes:
    """The denominator: a bare RGB PNG of the picture at zlib level 1."""
    buf = io.BytesIO()
    image.convert("RGB").save(buf, format="PNG", compress_level=1)
    return buf.getvalue()


def median_ms(fn, runs: int) -> float:
    """The median CPU time of ``fn()`` in this thread, in ms: unlike wall time it does not grow
    when other processes share the machine's cores (the timed work is single-threaded)."""
    times = []
    for _ in range(runs):
        t = time.thread_time()
        fn()
        times.append(time.thread_time() - t)
    return statistics.median(times) * 1000


def bench(name: str, view: dict, runs: int) -> None:
    t = time.perf_counter()
    first = render_table(view)                  # the first one fills the caches
    cold = (time.perf_counter() - t) * 1000
    for _ in range(3):
        render_table(view)
    image = prairie.draw_table(view)
    render = median_ms(lambda: render_table(view), runs)
    draw = median_ms(lambda: prairie.draw_table(view), runs)
    encode = median_ms(lambda: rgb_png(image), runs)
    print(f"== {name}: {image.width}x{image.height}, {len(view['players'])} players, "
          f"round {view['round']}, {len(view['prairie'])} cards in the common area ({runs} runs)")
    print(f"first render (cold caches): {cold:7.1f} ms")
    print(f"render_table median:        {render:7.1f} ms  (draw only {draw:.1f} ms)")
    print(f"bare PNG encode median:     {encode:7.1f} ms  (RGB, compress_level=1, same picture)")
    print(f"ratio render / encode:      {render / encode:7.2f}")
    print(f"PNG size:                   {len(first):7d} bytes ({len(first) / 1e6:.2f} MB)")


def main(runs: int = 30) -> None:
    print(f"load average at start: {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")
    for name, (title, options) in CASES.items():
        bench(name, mid_game_view(title, options), runs)
    print(f"load average at end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
