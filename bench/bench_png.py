"""Palette PNGs against the RGB PNGs they replaced, over every title's 4-player demo game.

Run from the project root: ``python bench/bench_png.py [--sample N] [--runs N]``. Each title's
demo game is played as ``campfire demo`` plays it (AI seats through the real table service,
seed 1); about ``--sample`` of its turn pictures are measured, each ``--runs`` times with the
steps interleaved (so a busy machine slows all of them alike), keeping each step's median:

* draw: the renderer's ``draw_table`` (layout and drawing, no encoding);
* RGB encode: the encoding the pictures had before, an RGB PNG at zlib level 1;
* palette encode: ``png.encode_png`` as it is now (a palette of ``png.PNG_COLOURS`` colours, deflated by
  zlib-ng at level ``png.PNG_LEVEL``, one stream);
* phone: ``render_focus`` (the phone picture posted with the table, drawn and encoded), after a move;
* table post: ``rendering.table_post`` as a render process runs it (phone picture, table and
  both alt texts, in English), after a move (the previous hand-over's post made just before),
  and its ratio to the RGB encode: the goal (issue 19) is <= 0.5. Its words are remembered
  across posts (``bot.l10n.text``), as in a render process, where a table's next post asks for
  nearly the same ones;
* sizes before and after (goal, issue 19: median <= 150 KB, no title over 200 KB) and the mean
  error of the palette picture (per-channel mean absolute difference, 0-255) against the RGB
  one, with the bound the tests hold.

Figures are measured in this run on this machine; nothing is asserted (DESIGN.md, "Tests and
measurements"). Times are this thread's CPU time, so other work on the machine barely moves them
(the load average is printed all the same).
"""

from __future__ import annotations

import argparse
import asyncio
import io
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PIL import Image  # noqa: E402

from bot.demo import ai_game  # noqa: E402
from rendering import final_view, png, render_focus, renderer, table_post  # noqa: E402

ALL_EXPANSIONS = {"expansions": ["soul-of-the-prairie", "seasons", "strangers"]}
GAMES = [   # (label, title, options): every title, Natives also with all three expansions
    ("natives", "natives", {}),
    ("natives + expansions", "natives", ALL_EXPANSIONS),
    ("inuit", "inuit", {}),
    ("uluk", "uluk", {}),
    ("natera", "natera", {}),
    ("wendake", "wendake", {}),
]
SEED = 1
SIZE_GOAL = 150_000          # the median table picture
SIZE_LIMIT = 200_000         # any title's largest
RATIO_GOAL = 0.5


async def demo_views(title: str, options: dict, seed: int = SEED, players: int = 4) -> list[dict]:
    """The public view at every hand-over of a demo game (what ``campfire demo`` draws)."""
    outcome, _log, _end = await ai_game(title, players, seed, options)
    return [final_view(view) for view in outcome.snapshots]


def rgb_png(image: Image.Image) -> bytes:
    """The encoding the pictures had before palette PNGs: RGB, zlib level 1."""
    buf = io.BytesIO()
    image.save(buf, format="PNG", compress_level=1)
    return buf.getvalue()


def timed(fn, arg):
    """``fn(arg)`` and the CPU time it took this thread, in ms: unlike wall time, it does not
    grow when other processes share the machine's cores (the timed work is single-threaded)."""
    start = time.thread_time()
    out = fn(arg)
    return out, (time.thread_time() - start) * 1000


def measure_picture(before: dict, view: dict, runs: int) -> dict:
    """One picture ``view``, the previous hand-over ``before``: median draw / RGB encode /
    palette encode / phone / table post (after a move) times, both sizes, the error."""
    draw = renderer(view["title"]).draw_table
    times: dict[str, list[float]] = {k: [] for k in ("draw", "rgb", "palette", "phone", "post")}
    for _ in range(runs):
        image, ms = timed(draw, view)
        times["draw"].append(ms)
        rgb, ms = timed(rgb_png, image)
        times["rgb"].append(ms)
        palette, ms = timed(png.encode_png, image)
        times["palette"].append(ms)
        render_focus(before)
        _, ms = timed(render_focus, view)
        times["phone"].append(ms)
        table_post(before)
        _, ms = timed(table_post, view)
        times["post"].append(ms)
    shown = Image.open(io.BytesIO(palette))
    figures = {k: statistics.median(v) for k, v in times.items()}
    figures.update(rgb_bytes=len(rgb), palette_bytes=len(palette), mode=shown.mode,
                   size=image.size, error=png.mean_error(image, shown))
    figures["ratio"] = figures["post"] / figures["rgb"]
    return figures


def sample(views: list[dict], n: int) -> list[tuple[dict, dict]]:
    """About ``n`` views spread evenly over the game, from its second to its last, each with
    the one before it (the previous hand-over)."""
    step = (len(views) - 2) / max(1, n - 1)
    picked = sorted({1 + round(i * step) for i in range(n)} & set(range(1, len(views))))
    return [(views[i - 1], views[i]) for i in picked]


def kb(n: float) -> str:
    return f"{n / 1000:6.0f} KB"


def report(label: str, turns: int, rows: list[dict]) -> None:
    def col(key):
        return [r[key] for r in rows]

    heights = sorted({r["size"][1] for r in rows})
    print(f"\n{label}: {turns} turn pictures, {len(rows)} measured, 1280 x {heights[0]}..{heights[-1]} px")
    for key, name in (("draw", "draw (render)"), ("rgb", "RGB encode, before"),
                      ("palette", "palette encode"), ("phone", "phone, after a move"),
                      ("post", "table_post, after move")):
        print(f"  {name:22s} median {statistics.median(col(key)):6.1f} ms   max {max(col(key)):6.1f} ms")
    print(f"  table post / RGB         median {statistics.median(col('ratio')):5.2f}      max {max(col('ratio')):5.2f}"
          f"   (goal <= {RATIO_GOAL})")
    print(f"  PNG size before         median {kb(statistics.median(col('rgb_bytes')))}   "
          f"max {kb(max(col('rgb_bytes')))}")
    print(f"  PNG size now            median {kb(statistics.median(col('palette_bytes')))}   "
          f"max {kb(max(col('palette_bytes')))}   (goal: median <= {kb(SIZE_GOAL).strip()},"
          f" max <= {kb(SIZE_LIMIT).strip()})")
    print(f"  mean error              mean {statistics.mean(col('error')):5.2f}        "
          f"max {max(col('error')):5.2f}   (bound {png.PALETTE_ERROR_BOUND}, 0-255 per channel)")
    modes = set(col("mode"))
    if modes != {"P"}:
        print(f"  NOTE: PNG modes {sorted(modes)} (expected only P)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--sample", type=int, default=12, help="turn pictures measured per game")
    parser.add_argument("--runs", type=int, default=3, help="timings per picture (median kept)")
    args = parser.parse_args()
    print(f"palette PNG: {png.PNG_COLOURS} colours, zlib-ng level {png.PNG_LEVEL}; before: RGB, zlib level 1")
    print(f"load average at start: {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")
    everything: list[dict] = []
    for label, title, options in GAMES:
        views = asyncio.run(demo_views(title, options))
        for view in views[:2]:       # fill the renderer's caches (fonts, sprites) first
            renderer(title).draw_table(view)
        rows = [measure_picture(before, view, args.runs) for before, view in sample(views, args.sample)]
        report(label, len(views), rows)
        everything += rows
    print(f"\nall titles: {len(everything)} pictures;"
          f" table post / RGB median {statistics.median(r['ratio'] for r in everything):.2f},"
          f" size median {kb(statistics.median(r['palette_bytes'] for r in everything)).strip()}"
          f" (was {kb(statistics.median(r['rgb_bytes'] for r in everything)).strip()}),"
          f" worst mean error {max(r['error'] for r in everything):.2f}")
    print(f"load average at end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
