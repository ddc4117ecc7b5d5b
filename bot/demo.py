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
from typing import Any

from bot.l10n import ENGLISH
from bot.outcome import Outcome
from bot.present import result_pad
from bot.replay import GameLog, replay_webp, stored_log
from bot.store import Store
from bot.tables import Tables
from rendering import render_scores, render_table

AI_NAMES = ("Ann", "Bob", "Cy", "Dee")


def clear_earlier_pictures(out: Path) -> int:
    """Remove what an earlier demo wrote into ``out`` (``turn-*.png``, ``scores.png``,
    ``replay.webp``) and nothing else.

    A demo into a used folder would otherwise leave the later turns of a longer earlier game
    beside the new ones, as if they belonged to it. Returns how many files went.
    """
    gone = 0
    for path in out.iterdir():
        if path.is_file() and re.fullmatch(r"turn-\d{3,}\.png|scores\.png|replay\.webp", path.name):
            path.unlink()
            gone += 1
    return gone


async def ai_game(title: str, players: int, seed: int, options: dict[str, Any] | None = None
                  ) -> tuple[Outcome, GameLog, dict[str, Any]]:
    """A game played by ``players`` AI seats through the real table service on a throw-away
    SQLite file: its outcome (with the snapshot of every turn the service took), its log (for
    the replay) and the view its end is posted with (``Tables.view`` of the finished row)."""
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(Path(tmp) / "demo.sqlite3")
        try:
            tables = Tables(store, seed_source=lambda: seed)
            outcome = await play_demo(tables, title, players, options)
            log = await stored_log(store, outcome.game)
        finally:
            await store.close()
    return outcome, log, tables.view(outcome.game)


async def play_demo(tables: Tables, title: str, players: int, options: dict[str, Any] | None = None,
                    channel: str = "demo") -> Outcome:
    """The demo's game in ``channel`` of any store: AI seats only, played to the end by start()
    (tests/test_migrate.py fills a store with these)."""
    await tables.new(channel, None, "demo-host", "host", title, options, host_seat=False)
    for name in AI_NAMES[:players]:
        await tables.add_ai(channel, "demo-host", name)
    return await tables.start(channel, "demo-host")


async def run_demo(title: str, players: int, seed: int, out: Path, options: dict | None = None,
                   replay: bool = False, lang: str = ENGLISH) -> str:
    """The demo's game played to its end: every turn's table picture, the score pad and
    (``replay``) the film written to ``out``, their words in ``lang`` (a catalog language);
    what it says of them, with the score pad in words."""
    out.mkdir(parents=True, exist_ok=True)
    clear_earlier_pictures(out)
    outcome, log, final = await ai_game(title, players, seed, options)
    views = outcome.snapshots
    for n, view in enumerate(views, 1):
        (out / f"turn-{n:03d}.png").write_bytes(await asyncio.to_thread(render_table, view, lang))
    (out / "scores.png").write_bytes(render_scores(final, lang))
    if replay:
        (out / "replay.webp").write_bytes(await asyncio.to_thread(replay_webp, log, lang))
    pad = result_pad(outcome.game.result, lang, title)
    film = f", the replay in {out}/replay.webp" if replay else ""
    return f"{len(views)} turns, pictures in {out}/{film}\n{pad}"


async def play_live(tables: Tables, title: str, players: int, options: dict[str, Any] | None = None,
                    pace: float = 1.0, channel: str = "demo", started=None) -> None:
    """The demo's game played one move at a time, ``pace`` seconds apart, so a web page shows
    it live (``--web``). The seats are the AI's players seated as users (``demo-Ann`` …) and
    every move is ``Tables.act``, exactly as a slash command's; ``started(row)`` is called
    once the game has begun (to print its links)."""
    import random

    from bot import ai
    from bot.rules import restore

    await tables.new(channel, None, "demo-host", "host", title, options, host_seat=False)
    for name in AI_NAMES[:players]:
        await tables.join(channel, f"demo-{name}", name)
    row = (await tables.start(channel, "demo-host")).game
    if started is not None:
        started(row)
    rng = random.Random(row.seed)
    while row.status == "active":
        await asyncio.sleep(pace)
        game = restore(row.state)
        seat = row.seat_named(game.awaiting()[0])
        row = (await tables.act(channel, seat.user_id, ai.choose(game, seat.name, rng))).game


async def serve_demo(title: str, players: int, seed: int, host: str, port: int,
                     options: dict | None = None, pace: float = 1.0) -> None:
    """``campfire demo TITLE --web HOST:PORT``: the game played live on the web table (its
    index at ``http://HOST:PORT/``), served after the end until Ctrl-C."""
    from bot.web import open_web
    from bot.web.server import serve

    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(Path(tmp) / "demo.sqlite3")
        try:
            tables = Tables(store, seed_source=lambda: seed)
            web_table = await open_web(tables, f"http://{host}:{port}", open_index=True)
            runner = await serve(web_table, host, port)

            def started(row) -> None:
                print(f"campfire: the table at {web_table.links.spectator_url(row.id)} "
                      f"(every game: http://{host}:{port}/); Ctrl-C stops", flush=True)

            try:
                await play_live(tables, title, players, options, pace, started=started)
                print("campfire: the game is over; still serving until Ctrl-C", flush=True)
                await asyncio.Event().wait()
            finally:
                await runner.cleanup()
        finally:
            await store.close()


def main(title: str, players: int, seed: int, out: Path, options: dict | None = None,
         replay: bool = False, web: tuple[str, int] | None = None, lang: str = ENGLISH) -> int:
    import contextlib

    from bot.tables import TableError

    try:
        if web is not None:
            with contextlib.suppress(KeyboardInterrupt):
                asyncio.run(serve_demo(title, players, seed, *web, options))
            return 0
        print(asyncio.run(run_demo(title, players, seed, out, options, replay, lang)))
    except TableError as exc:
        print(f"campfire: {exc}", file=sys.stderr)
        return 2
    return 0
