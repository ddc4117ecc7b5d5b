"""``campfire demo natives``: AI seats play a whole game; a picture per turn, the score pad.

It runs through the real table service on a throw-away SQLite file, so the demo is
also a smoke test of the whole stack on a fresh machine (no token, no network).
"""

from __future__ import annotations

import asyncio
import re
import sys
import tempfile
from pathlib import Path

from bot.present import result_table
from bot.store import Store
from bot.tables import Tables
from rendering import render_scores, render_table

AI_NAMES = ["Ann", "Bob", "Cy", "Dee"]


def clear_earlier_pictures(out: Path) -> int:
    """Remove what an earlier demo wrote into ``out`` (``turn-*.png``, ``scores.png``) and nothing else.

    A demo into a used folder would otherwise leave the later turns of a longer earlier game
    beside the new ones, as if they belonged to it. Returns how many files went.
    """
    gone = 0
    for path in out.iterdir():
        if path.is_file() and re.fullmatch(r"turn-\d{3,}\.png|scores\.png", path.name):
            path.unlink()
            gone += 1
    return gone


async def run_demo(title: str, players: int, seed: int, out: Path, options: dict | None = None) -> str:
    out.mkdir(parents=True, exist_ok=True)
    clear_earlier_pictures(out)
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(Path(tmp) / "demo.sqlite3")
        try:
            tables = Tables(store, seed_source=lambda: seed)
            await tables.new("demo", None, "demo-host", "host", title, options, host_seat=False)
            for name in AI_NAMES[:players]:
                await tables.add_ai("demo", "demo-host", name)
            outcome = await tables.start("demo", "demo-host")
        finally:
            await store.close()
    row = outcome.game
    views = outcome.snapshots
    for n, view in enumerate(views, 1):
        (out / f"turn-{n:03d}.png").write_bytes(await asyncio.to_thread(render_table, view))
    final = tables.view(row)
    (out / "scores.png").write_bytes(render_scores(final))
    pad = result_table(row.result, title)
    return f"{len(views)} turns, pictures in {out}/\n{pad}"


def main(title: str, players: int, seed: int, out: Path, options: dict | None = None) -> int:
    from bot.tables import TableError

    try:
        print(asyncio.run(run_demo(title, players, seed, out, options)))
    except TableError as exc:
        print(f"campfire: {exc}", file=sys.stderr)
        return 2
    return 0
