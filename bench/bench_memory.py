"""A render process's memory: what one of the bot's drawing processes holds after an evening
of pictures, as the bot starts it (rendering/pool.py) and without its allocator settings.

Run from the project root: ``python bench/bench_memory.py [rounds]``. For each variant a fresh
render process (spawned, as ``campfire run`` does) draws ``rounds`` (3) times a mid-game table
picture and phone picture of every title in every catalog language; then it reports its
resident memory now (VmRSS) and at its peak (VmHWM), the bytes of the images its caches hold,
and the CPU time per picture. The variants:

* ``bot``: ``rendering.pool.start`` — catalogs and caches warmed at start, large blocks
  mmap()ed, the heap trimmed after each picture;
* ``plain``: a bare spawned ``ProcessPoolExecutor`` calling the same renderers (what the bot
  did before).

Nothing is asserted; the figures are this run's, on this machine, with its load printed.
"""

from __future__ import annotations

import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

TITLES = ("natives", "inuit", "uluk", "natera", "wendake")


def _status() -> dict[str, int]:
    """This process's VmRSS and VmHWM, in MB."""
    out = {}
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                out[key] = int(value.split()[0]) // 1024
    return out


def evening(rounds: int, trim: bool) -> dict[str, float]:
    """In the render process: draw the evening (``trim``: the heap trimmed after each picture,
    as the pool does after each task), then say what the process holds."""
    import gc

    from bench_render import mid_game_view
    from PIL import Image

    from bot import l10n
    from rendering import pool, render_focus, render_table

    views = [mid_game_view(title) for title in TITLES]
    pictures = 0
    started = time.process_time()
    for _ in range(rounds):
        for lang in l10n.languages():
            for view in views:
                for draw in (render_table, render_focus):
                    draw(view, *((None,) if draw is render_focus else ()), lang)
                    pictures += 1
                    if trim:
                        pool._trim()
    cpu = time.process_time() - started
    images = sum(o.width * o.height * len(o.getbands()) for o in gc.get_objects() if isinstance(o, Image.Image))
    return {**_status(), "images_mb": images / 2**20, "cpu_ms": 1000 * cpu / pictures, "pictures": pictures}


def bot_variant(rounds: int) -> dict[str, float]:
    from rendering import pool

    pool.start(1)
    try:
        return pool.running().submit(evening, rounds, True).result()
    finally:
        pool.stop()


def plain_variant(rounds: int) -> dict[str, float]:
    with ProcessPoolExecutor(max_workers=1, mp_context=get_context("spawn")) as plain:
        return plain.submit(evening, rounds, False).result()


def main(rounds: int = 3) -> None:
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; {os.cpu_count()} cores")
    for name, variant in (("bot", bot_variant), ("plain", plain_variant)):
        r = variant(rounds)
        print(f"{name:6} {r['pictures']:.0f} pictures: RSS now {r['VmRSS']} MB, peak {r['VmHWM']} MB, "
              f"images held {r['images_mb']:.0f} MB, {r['cpu_ms']:.0f} ms CPU a picture")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
