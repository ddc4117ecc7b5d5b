"""Memory of the bot: the whole bot as ``campfire run`` starts it, and one render process alone.

Run from the project root.

``python bench/bench_memory.py --whole [--warm en] [--evening en,es,fr,de,pt-BR] [--moves 8]
[--processes N]`` — **the whole bot.** This process becomes the bot: the real
:class:`~bot.discord_app.CampfireBot` built as ``campfire run`` builds it (``--processes``
render processes, by default bot/config.py's ``default_render_processes()``; ``--warm``, the
catalog languages built at start-up, CAMPFIRE_LANGUAGES's default ``en`` unless given; ``all``
for every one), on a fresh SQLite file, talking to the offline Discord of the tests
(tests/discord_harness.py: discord.py's real dispatch, HTTP recorded). The evening: for every
language of ``--evening`` (every catalog language by default) and every title, a game opened,
joined and started by three players speaking that language, then ``--moves`` moves made by
pressing the posted controls (the AI picks), each table post drawn in the render processes as
on Discord. Then every process of the bot is measured, from /proc: the bot, multiprocessing's
resource tracker, the fork server the render processes are forked from (rendering/pool.py)
and each render process: its resident memory (RSS), its proportional share (PSS: a page shared
by n processes counts 1/n in each, so the PSS of all adds up to the RAM they use together) and
its peak resident memory (VmHWM); and the totals. RSS counts a shared page in every process
that maps it, so the RSS total overstates what sharing processes take.

``python bench/bench_memory.py [rounds]`` — **one render process alone.** For each variant a
fresh render process draws ``rounds`` (3) times a mid-game table picture and phone picture of
every title in every catalog language; then it reports its resident memory now (VmRSS), its
PSS, its peak (VmHWM), the bytes of the images its caches hold, and the CPU time per picture.
The variants:

* ``bot``: ``rendering.pool.start(1)`` — forked from the warmed fork server (every language
  warmed), large blocks mmap()ed, the heap trimmed after each picture (its fork server, which
  holds the shared pages, is reported beside it);
* ``plain``: a bare spawned ``ProcessPoolExecutor`` calling the same renderers (what the bot
  did before issue 19).

Nothing is asserted; the figures are this run's, on this machine, with its load printed.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

TITLES = ("natives", "inuit", "uluk", "natera", "wendake")
LOCALES = {"en": "en-US", "es": "es-ES"}      # a catalog language as a Discord locale


def memory(pid: int | str = "self") -> dict[str, float]:
    """A process's RSS and PSS now (smaps_rollup) and its peak RSS (VmHWM), in MB."""
    out = {}
    with open(f"/proc/{pid}/smaps_rollup", encoding="ascii") as rollup:
        for line in rollup:
            key, _, value = line.partition(":")
            if key in ("Rss", "Pss"):
                out[key] = int(value.split()[0]) / 1024
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            key, _, value = line.partition(":")
            if key == "VmHWM":
                out[key] = int(value.split()[0]) / 1024
    return out


def _status() -> dict[str, float]:
    """This process's memory, under the names this bench printed before (VmRSS, VmHWM), and PSS."""
    m = memory()
    return {"VmRSS": m["Rss"], "VmHWM": m["VmHWM"], "Pss": m["Pss"]}


def descendants(pid: int) -> list[int]:
    """Every living process below ``pid`` (children, their children…), from /proc."""
    parents: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", encoding="ascii", errors="replace") as stat:
                    ppid = int(stat.read().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            parents.setdefault(ppid, []).append(int(entry))
    found, todo = [], [pid]
    while todo:
        for child in parents.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def cpu_seconds(pid: int) -> float:
    """The CPU time a process has used (user and system), from /proc/PID/stat."""
    with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def role(pid: int) -> str:
    """What a process of the bot is, by its command line and its place."""
    from multiprocessing import forkserver

    from rendering import pool

    if pid == os.getpid():
        return "bot"
    if pid == forkserver._forkserver._forkserver_pid:
        return "fork server"
    executor = pool.running()
    if executor is not None and pid in executor.pids():
        return "render process"
    with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
        words = cmdline.read().replace(b"\0", b" ").decode(errors="replace")
    return "resource tracker" if "resource_tracker" in words else words[:60]


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
    from multiprocessing import forkserver

    from rendering import pool

    pool.start(1)
    try:
        made = pool.running().submit(evening, rounds, True).result()
        server = forkserver._forkserver._forkserver_pid
        return {**made, "server": memory(server) if server else None}
    finally:
        pool.stop()


def plain_variant(rounds: int) -> dict[str, float]:
    with ProcessPoolExecutor(max_workers=1, mp_context=get_context("spawn")) as plain:
        return plain.submit(evening, rounds, False).result()


def _load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main(rounds: int = 3) -> None:
    print(f"load average before: {_load()}; {os.cpu_count()} cores")
    for name, variant in (("bot", bot_variant), ("plain", plain_variant)):
        r = variant(rounds)
        server = r.get("server")
        beside = f"; its fork server RSS {server['Rss']:.0f} MB, PSS {server['Pss']:.0f} MB" if server else ""
        print(f"{name:6} {r['pictures']:.0f} pictures: RSS now {r['VmRSS']:.0f} MB (PSS {r['Pss']:.0f}), "
              f"peak {r['VmHWM']:.0f} MB, images held {r['images_mb']:.0f} MB, "
              f"{r['cpu_ms']:.0f} ms CPU a picture{beside}")
    print(f"load average after: {_load()}")


# -- the whole bot ------------------------------------------------------------------------------
async def _play(h, title: str, lang: str, moves: int, seed: int) -> int:
    """One game of ``title`` in ``lang`` through the command tree, in a channel of its own:
    opened, joined, started, then up to ``moves`` moves pressed. The moves made."""
    from tests.game_texts import Players, Seen

    h.channel_id = str(960000000000000000 + seed)
    players = Players(h, LOCALES.get(lang, lang), Seen(), random.Random(seed))
    last = await players.open(title)
    made = 0
    while made < moves and (calls := await players.move(last)) is not None:
        last, made = calls, made + 1
    return made


async def whole(warm: tuple[str, ...] | None, langs: tuple[str, ...], moves: int, processes: int) -> None:
    from bot.discord_app import CampfireBot
    from bot.store import Store
    from rendering import pool
    from tests.discord_harness import Harness

    print(f"load average before: {_load()}; {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "evening.sqlite3"
        store = await Store.open(path)
        bot = CampfireBot(str(path), sync=False, store=store, background=False,
                          render_processes=processes, languages=warm)
        h = None
        try:
            started = time.perf_counter()
            await bot._async_setup_hook()       # what login() does first, then setup_hook
            await bot.setup_hook()
            h = Harness(bot)
            h.install()
            for future in [pool.running().submit(os.getpid) for _ in range(processes)] if processes else []:
                await asyncio.wrap_future(future)
            ready = time.perf_counter() - started
            at_start = {pid: memory(pid) for pid in (os.getpid(), *descendants(os.getpid()))}
            drawers = pool.running().pids() if processes else []
            cpu_before = {pid: cpu_seconds(pid) for pid in (os.getpid(), *drawers)}
            started, made, games, posts = time.perf_counter(), 0, 0, 0
            for lang in langs:
                for title in TITLES:
                    made += await _play(h, title, lang, moves, seed=games)
                    games += 1
                    # the recorder keeps every call with its files: the bench's, not the bot's
                    posts += sum(1 for c in h.calls if c.data and c.data.get("attachments"))
                    h.calls.clear()
            spent = time.perf_counter() - started
            cpu = {pid: cpu_seconds(pid) - before for pid, before in cpu_before.items()}
            drawn = sum(cpu[pid] for pid in drawers)
            assert not h.errors, h.errors[:1]
            print(f"the bot: {processes} render processes, languages warmed: {', '.join(warm) if warm else 'all'}; "
                  f"ready in {ready:.1f} s")
            print(f"the evening: {games} games ({', '.join(langs)} x every title), {made} moves in {spent:.0f} s, "
                  f"{posts} posts with pictures; CPU: the bot {cpu[os.getpid()]:.1f} s, the render processes "
                  f"{drawn:.1f} s ({1000 * drawn / max(posts, 1):.0f} ms a post)")
            print(f"{'process':18} {'pid':>7} {'RSS':>7} {'PSS':>7} {'peak RSS':>9} {'PSS at start':>13}")
            totals = {"Rss": 0.0, "Pss": 0.0, "VmHWM": 0.0}
            for pid in (os.getpid(), *descendants(os.getpid())):
                try:
                    m = memory(pid)
                except OSError:
                    continue
                for key in totals:
                    totals[key] += m[key]
                before = at_start.get(pid, {}).get("Pss")
                print(f"{role(pid):18} {pid:>7} {m['Rss']:>7.0f} {m['Pss']:>7.0f} {m['VmHWM']:>9.0f} "
                      f"{before if before is None else round(before):>13}")
            print(f"{'in all':18} {'':>7} {totals['Rss']:>7.0f} {totals['Pss']:>7.0f} {totals['VmHWM']:>9.0f}"
                  "   (MB; RSS counts shared pages in each process, PSS once; the peaks are each's own)")
        finally:
            if h is not None:
                h.uninstall()
            await bot.close()
    print(f"load average after: {_load()}")


def _main() -> None:
    from bot import l10n
    from bot.config import default_render_processes, warm_languages

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("rounds", nargs="?", type=int, default=3, help="one render process: rounds of pictures")
    parser.add_argument("--whole", action="store_true", help="the whole bot through an evening of games")
    parser.add_argument("--warm", default="en", help="CAMPFIRE_LANGUAGES of the bot (default en; all)")
    parser.add_argument("--evening", default=",".join(l10n.languages()), help="the languages the games speak")
    parser.add_argument("--moves", type=int, default=8, help="moves per game")
    parser.add_argument("--processes", type=int, default=default_render_processes())
    args = parser.parse_args()
    if args.whole:
        langs = tuple(lang.strip() for lang in args.evening.split(",") if lang.strip())
        asyncio.run(whole(warm_languages(args.warm), langs, args.moves, args.processes))
    else:
        main(args.rounds)


if __name__ == "__main__":
    _main()
