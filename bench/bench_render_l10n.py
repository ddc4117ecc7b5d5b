"""What localized pictures cost: a table post's drawing in each language against the same
pictures drawn by a tree whose renderers wrote English literals (no catalogs).

A table post draws two pictures, the table and the phone picture (``render_table`` and
``render_focus``, PNG encode included). For every title this draws both for fixed positions
of a seeded AI game (start, a quarter, half way) and prints the median milliseconds in each
language, and the ratio to English in this tree. With ``--baseline PATH`` (a checkout of an
older commit, e.g. ``git worktree add /tmp/base 1eb9166``, before the pictures were
localized), the same positions are drawn by that tree in a child process, interleaved with
this tree's rounds, and the ratio "localized English / baseline English" is printed too:
the cost of making the words through Fluent rather than f-strings.

    python bench/bench_render_l10n.py [--rounds 5] [--baseline /tmp/base]

The machine's load is printed before and after (other work on the machine moves the figures;
prefer the ratios).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

TITLES = ("natives", "inuit", "uluk", "natera", "wendake")
LANGS = ("en", "es", "fr", "de", "pt-BR")


def positions(title: str) -> list[dict]:
    """Three views of one seeded all-AI game: its start, a quarter and half way."""
    from bot import ai
    from bot.rules import create

    seats = ["ann", "bob"] if title == "natera" else ["ann", "bob", "cy"]
    game, rng = create(title, seats=seats, seed=11), random.Random(11)
    views = [game.view()]
    for n in range(1, 400):
        awaited = game.awaiting()
        if not awaited or game.over:
            break
        game.play(awaited[0], ai.choose(game, awaited[0], rng))
        if n in (40, 80):
            views.append(game.view())
    return views


def post_ms(views: list[dict], lang: str | None) -> float:
    """Milliseconds to draw one post (table + phone picture) of each view, summed; ``lang``
    None: a renderer that takes no language (the baseline tree)."""
    from rendering import render_focus, render_table

    start = time.perf_counter()
    for view in views:
        if lang is None:
            render_table(view)
            render_focus(view)
        else:
            render_table(view, lang)
            render_focus(view, None, lang)
    return (time.perf_counter() - start) * 1000 / len(views)


def child(rounds: int) -> None:
    """Run in the baseline tree: English posts, one JSON line of per-title samples."""
    out = {}
    for title in TITLES:
        views = positions(title)
        post_ms(views, None)                    # warm the caches
        out[title] = [post_ms(views, None) for _ in range(rounds)]
    print(json.dumps(out))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--baseline", type=Path, help="a checkout whose renderers write English literals")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.rounds)
        return
    print(f"load before {os.getloadavg()[0]:.2f}; {args.rounds} rounds; ms per post (table + phone picture)")
    baseline: dict[str, list[float]] = {}
    if args.baseline:
        env = {**os.environ, "PYTHONPATH": str(args.baseline)}
        done = subprocess.run([sys.executable, __file__, "--child", "--rounds", str(args.rounds)],
                              cwd=args.baseline, env=env, capture_output=True, text=True, check=True)
        baseline = json.loads(done.stdout.strip().splitlines()[-1])
    head = f"{'title':8}" + "".join(f"{lang:>8}" for lang in LANGS) + "   max/en" + ("   en/base" if baseline else "")
    print(head)
    for title in TITLES:
        views = positions(title)
        medians = {}
        for lang in LANGS:
            post_ms(views, lang)
            medians[lang] = statistics.median(post_ms(views, lang) for _ in range(args.rounds))
        worst = max(medians.values()) / medians["en"]
        line = f"{title:8}" + "".join(f"{medians[lang]:8.1f}" for lang in LANGS) + f"   {worst:6.2f}"
        if baseline:
            line += f"   {medians['en'] / statistics.median(baseline[title]):7.2f}"
        print(line)
    print(f"load after {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    sys.path.insert(0, str(Path.cwd()))
    main()
