"""How long "Watch it again" takes: the replay of a 4-player game, rebuilt from seed + log.

    python bench/bench_replay.py [--all] [--runs N] [--out FILE.webp]

The game is the 4-player AI demo game (``bot.demo.ai_game``, as ``campfire demo`` plays it)
of Natives, seed 1; ``--all`` adds Natives with its three expansions, Inuit and Uluk. For each,
printed: turns, film size and frame size, and the time of the whole build (``replay_webp``: the
log replayed through the engine, every frame drawn, scaled and packed, the WebP encoded),
split into those three parts, then the parts of the drawing step measured one by one on
the same views (draw_table, downscale, zlib pack), the peak memory of the process after
the first game's builds, and ``table_after_turn`` (one full-size PNG). Times are medians of
``--runs`` builds, wall clock and CPU time of this process: on a shared machine the wall
clock grows with the load (printed), the CPU time much less. The design's target: a
Natives replay under 5 s, off the event loop. Nothing is asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.demo import ai_game  # noqa: E402
from bot.replay import table_after_turn, turn_views  # noqa: E402
from rendering import final_view, renderer  # noqa: E402
from rendering.replay import FRAME_WIDTH, SIZE_LIMIT, _PackedFrame, downscale, film  # noqa: E402

ALL_EXPANSIONS = ["soul-of-the-prairie", "seasons", "strangers"]
CASES = {   # name -> (title, options, seed)
    "natives": ("natives", None, 1),
    "natives + all expansions": ("natives", {"expansions": ALL_EXPANSIONS}, 2),
    "inuit": ("inuit", None, 3),
    "uluk": ("uluk", None, 4),
}
TARGET_S = 5.0


def timed(fn, *args):
    """(result, wall seconds, CPU seconds) of ``fn(*args)``."""
    wall, cpu = time.perf_counter(), time.process_time()
    result = fn(*args)
    return result, time.perf_counter() - wall, time.process_time() - cpu


def row(label: str, wall: float, cpu: float, note: str = "") -> None:
    print(f"  {label:<34} {wall:7.2f} s wall  {cpu:7.2f} s CPU  {note}")


def bench(name: str, title: str, options: dict | None, seed: int, runs: int, out: Path | None) -> None:
    _outcome, log, _end = asyncio.run(ai_game(title, 4, seed, options))
    renderer(title).draw_table(turn_views(log)[0])          # fill the renderer's caches first
    builds = []
    for _ in range(runs):
        views, replay_wall, replay_cpu = timed(turn_views, log)
        made, film_wall, film_cpu = timed(film, views)
        builds.append((replay_wall + film_wall, replay_cpu + film_cpu, replay_wall, replay_cpu, made))
    builds.sort(key=lambda b: b[1])
    total_wall, total_cpu, replay_wall, replay_cpu, made = builds[len(builds) // 2]
    s = made.seconds
    mib = len(made.webp) / 2**20
    print(f"== {name}: {len(log.moves)} actions, {made.frames - 1} turns -> {made.frames} frames "
          f"of {made.size[0]}x{made.size[1]}, quality {made.quality}")
    print(f"  film size {len(made.webp):,} bytes = {mib:.2f} MiB ({mib / (SIZE_LIMIT / 2**20):.0%} of "
          f"Discord's 10 MiB), {len(made.webp) / made.frames / 1024:.1f} KiB a frame")
    row("whole build (replay_webp)", total_wall, total_cpu,
        f"{'under' if total_wall < TARGET_S else 'OVER'} the {TARGET_S:.0f} s target (wall)")
    row("1. engine replay (turn_views)", replay_wall, replay_cpu)
    row("2. draw + scale + pack frames", s["render"], s["render_cpu"],
        f"{s['render_cpu'] / made.frames * 1000:.0f} ms CPU a frame")
    row("3. WebP encode", s["encode"], s["encode_cpu"],
        f"{s['encode_cpu'] / made.frames * 1000:.0f} ms CPU a frame")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"  peak memory of the process so far: {peak:.0f} MiB")
    draw = renderer(title).draw_table
    parts = {"draw": [0.0, 0.0], "downscale": [0.0, 0.0], "pack": [0.0, 0.0]}
    raw = kept = 0
    for view in views:      # one frame at a time, as film() does, each step timed apart
        picture, wall, cpu = timed(draw, final_view(view))
        parts["draw"][0] += wall
        parts["draw"][1] += cpu
        small, wall, cpu = timed(downscale, picture, FRAME_WIDTH)
        parts["downscale"][0] += wall
        parts["downscale"][1] += cpu
        packed, wall, cpu = timed(_PackedFrame, small)
        parts["pack"][0] += wall
        parts["pack"][1] += cpu
        raw += small.width * small.height * 3
        kept += len(packed.data)
    row("   2a. draw_table (1280 px)", *parts["draw"])
    row(f"   2b. downscale to {FRAME_WIDTH} px", *parts["downscale"])
    row("   2c. zlib pack", *parts["pack"], f"{raw / 2**20:.0f} MiB raw -> {kept / 2**20:.1f} MiB kept")
    middle = (made.frames - 1) // 2
    _png, wall, cpu = timed(table_after_turn, log, middle)
    row(f"table_after_turn({middle}) (full PNG)", wall, cpu)
    if out is not None:
        slug = "-".join(w for w in name.replace("+", " ").split())
        path = out if name == "natives" else out.with_stem(f"{out.stem}-{slug}")
        path.write_bytes(made.webp)
        print(f"  written to {path}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--all", action="store_true", help="every title's 4-player demo game")
    parser.add_argument("--runs", type=int, default=3, help="builds per game (the median is shown)")
    parser.add_argument("--out", type=Path, help="write the Natives replay (and, with --all, the others) here")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    for name, (title, options, seed) in CASES.items():
        if name == "natives" or args.all:
            bench(name, title, options, seed, args.runs, args.out)


if __name__ == "__main__":
    main()
