"""The phone picture (``rendering.render_focus``) next to the table picture, for every title.

Run from the project root: ``python bench/bench_render_phone.py [runs] [--crops DIR]``. The
views are the other render benches' (a 4-player table half-way through a seeded game: Natives
with all expansions, Inuit, Uluk, Natera with the draft and the Nuclear Discovery, Wendake
played by its AI) plus Uluk solo. For each it prints the median time of ``render_table``
(today's one picture) and of ``render_focus`` (the second, phone-sized one), in wall time and
in CPU time (the machine may be busy with other work), both PNG sizes,
and the height of each at 400 px, the width a phone shows. Figures are measured in this run
on this machine; nothing is asserted (DESIGN.md, "Tests and measurements").

``--crops DIR`` also writes ``<title>-before.png`` (the table picture as a phone shows it,
400 px wide) and ``<title>-after.png`` (the phone picture at 400 px) into DIR: the crops
of docs/phone/.
"""

from __future__ import annotations

import io
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]      # the project, and the sibling bench scripts

import bench_render  # noqa: E402
import bench_render_natera  # noqa: E402
import bench_render_uluk  # noqa: E402
import bench_render_wendake  # noqa: E402
from bench_render_uluk import median_ms  # noqa: E402
from PIL import Image  # noqa: E402

from rendering import phone, png, render_focus, render_table  # noqa: E402

PHONE_W = 400


def median_cpu_ms(fn, runs: int) -> float:
    """Median CPU time of ``fn`` (process time: what the render costs, whatever else the
    machine runs; wall time is the other column)."""
    times = []
    for _ in range(runs):
        t = time.process_time()
        fn()
        times.append(time.process_time() - t)
    return statistics.median(times) * 1000


def _middle(views: list[dict]) -> dict:
    return views[len(views) // 2]


def cases() -> dict[str, dict]:
    return {
        "natives": bench_render.mid_game_view("natives", {"expansions": bench_render.ALL_EXPANSIONS}),
        "inuit": bench_render.mid_game_view("inuit"),
        "uluk": _middle(bench_render_uluk.views()),
        "uluk-solo": _middle(bench_render_uluk.views(seats=["ann"])),
        "natera": _middle(bench_render_natera.views()),
        "wendake": _middle(bench_render_wendake.views()),
    }


def at_phone_width(png: bytes) -> Image.Image:
    """The picture as a phone shows it: 400 px wide."""
    image = Image.open(io.BytesIO(png)).convert("RGB")
    return image.resize((PHONE_W, round(image.height * PHONE_W / image.width)),
                        Image.Resampling.LANCZOS)


def main(runs: int = 20, crops: Path | None = None) -> None:
    print(f"{'title':10} {'table ms':>9} {'phone ms':>9} {'table cpu':>9} {'phone cpu':>9} "
          f"{'table KB':>9} {'phone KB':>9} {'table h@400':>12} {'phone h@400':>12}"
          f"   ({runs} runs, medians)")
    for name, view in cases().items():
        table, focus = render_table(view), render_focus(view)      # fill the caches
        assert focus is not None, name
        t_ms = median_ms(lambda v=view: render_table(v), runs)
        f_ms = median_ms(lambda v=view: render_focus(v), runs)
        t_cpu = median_cpu_ms(lambda v=view: render_table(v), runs)
        f_cpu = median_cpu_ms(lambda v=view: render_focus(v), runs)
        before, after = at_phone_width(table), at_phone_width(focus)
        print(f"{name:10} {t_ms:9.1f} {f_ms:9.1f} {t_cpu:9.1f} {f_cpu:9.1f} {len(table) / 1e3:9.0f} "
              f"{len(focus) / 1e3:9.0f} {before.height:12d} {after.height:12d}")
        if crops is not None:
            crops.mkdir(parents=True, exist_ok=True)
            for suffix, image in (("before", before), ("after", after)):
                (crops / f"{name}-{suffix}.png").write_bytes(png.encode_png(image))
    print("text at 400 px: table 16-24 px text -> 5-7.5 px; phone picture: "
          f"{phone.FOCUS_TEXT}-{phone.FOCUS_NAME} px (drawn at {phone.FOCUS_SCALE}x)")


if __name__ == "__main__":
    args = sys.argv[1:]
    out = None
    if "--crops" in args:
        i = args.index("--crops")
        out = Path(args[i + 1])
        del args[i:i + 2]
    main(int(args[0]) if args else 20, out)
