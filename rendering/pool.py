"""Drawing away from the event loop: the render processes.

Pillow's drawing holds Python's interpreter lock, so pictures drawn in threads stretch every
command of a busy bot (bench/bench_load.py: a render of 47 ms CPU took 300 ms wall beside 50
moves a second, and held the store's lock longer). ``campfire run`` draws in processes
(CAMPFIRE_RENDER_PROCESSES, bot/config.py); without them (tests, the console) threads do.

A render process is started small and kept small, since each one holds the drawing caches
(issue 19: memory under 400 MB in all; bench/bench_memory.py ``bot`` measures the whole bot):

* the processes are forked from a fork server (``multiprocessing``'s "forkserver" context), a
  fresh interpreter started for them that imports the renderers and the catalogs once, builds
  the catalogs of the languages the bot warms (``CAMPFIRE_LANGUAGES``, bot/config.py), fills the
  renderers' caches, then freezes its objects (``gc.freeze``: the collector of a process forked
  from it never writes to them, which would copy their pages). Every render process starts
  warm and shares those pages with the others until it writes to them (measured by PSS, the
  sum of which is what they take together). The bot process itself is never forked: it has
  threads (aiosqlite's, the executor's). Where there is no fork server (not Unix), the
  processes are spawned and each warms itself up (:func:`_start_worker`);
* the functions they run are module-level functions of picklable data
  (``rendering.render_table``, ``bot.replay.table_after_turn``…);
* each process has a queue of its own, and a title's pictures go to its process while that
  one is no busier than the others (:class:`Lanes`), so that each process's caches hold the
  sprites of a few titles: every title in turn did not fit one process's budget;
* a language nobody warmed is built by the process at its first picture in it
  (``bot.l10n.bundle``, ~80 ms a title), so every title is drawn in every language;
* glibc's allocator is told to give large blocks (a table's canvas, its encode buffers)
  straight back to the system when they are freed, and to trim its heap after each picture:
  without it, a process kept its peak (~175 MB) for good after the first large Natera table,
  though its caches hold ~35 MB of images.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import ctypes
import ctypes.util
import gc
import json
import logging
import multiprocessing
import os
import threading
from collections.abc import Callable, Iterable
from functools import cache
from multiprocessing import forkserver
from typing import Any, TypeVar

log = logging.getLogger(__name__)
T = TypeVar("T")

# Blocks this large or larger are mmap()ed, so that freeing one returns it to the system
# (glibc's default threshold grows with the first large free, after which a canvas is carved
# from the heap and its pages stay with the process).
MMAP_THRESHOLD = 256 * 1024
_M_MMAP_THRESHOLD = -3          # mallopt's parameter number (malloc.h)

# What the fork server is to warm up for (titles, languages), as JSON: in its environment only,
# since the module names it preloads are all that multiprocessing passes to it.
WARM_ENV = "CAMPFIRE_RENDER_WARM"

_pool: Lanes | None = None
_warmed: tuple[tuple[str, ...], tuple[str, ...]] | None = None     # what this process was warmed for
_server_for: tuple[tuple[str, ...], tuple[str, ...]] | None = None  # the running fork server's warm-up


@cache
def _libc() -> ctypes.CDLL | None:
    """glibc, when this is a glibc system (elsewhere the allocator is left as it is). Found
    once: ``find_library`` runs ``ldconfig -p`` (1.4 ms here), and the trim asks after every
    picture."""
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
    except OSError:
        return None
    return libc if libc is not None and hasattr(libc, "malloc_trim") else None


def _warm(titles: tuple[str, ...], langs: tuple[str, ...]) -> None:
    """The allocator's settings, then the catalogs of ``langs`` and the caches of ``titles``
    filled: in the fork server once, or in each spawned process."""
    global _warmed
    import rendering
    from bot import l10n

    libc = _libc()
    if libc is not None:
        libc.mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD)
    try:
        l10n.warm_up(titles, langs)
        for title in titles:
            rendering.warm_up(title)
    except Exception:       # a cold cache only slows the first picture; a broken pool draws none
        log.exception("warming the render processes up failed")
    _trim()
    _warmed = (titles, langs)


def _start_worker(titles: tuple[str, ...], langs: tuple[str, ...], budget: int) -> None:
    """A render process's start: a lower priority than the bot's (:data:`NICENESS`), its
    drawing caches' budget (``budget`` bytes, see :func:`cache_budget`), then nothing more when
    it was forked from a server warmed for the same titles and languages; warmed here
    otherwise (spawned)."""
    if hasattr(os, "nice"):
        os.nice(NICENESS)
    from rendering import sprites

    sprites.PICTURES.limit = budget
    if _warmed != (titles, langs):
        _warm(titles, langs)


CACHES_IN_ALL = 48 * 2**20      # the render processes' drawing caches together (cache_budget)

# How much lower than the bot's a render process's priority is (os.nice): in a burst of pictures
# the bot's own work (the moves, the players' private replies, a PostgreSQL server on the same
# machine) goes first, and the drawing takes the rest of the cores. bench/bench_load.py at 50
# moves/s with pictures, 30-s runs, load 0.5-0.9: PostgreSQL private reply p99 29-41 -> 12.9 ms,
# picture posted p99 440-454 -> 388 ms; SQLite picture posted p99 146-176 -> 138 ms.
NICENESS = 5


def cache_budget(count: int) -> int:
    """Each of ``count`` render processes' budget for its drawing caches: :data:`CACHES_IN_ALL`
    shared, never under ``rendering.sprites.BUDGET`` (what a lane's few titles need).

    Why: the lanes (:class:`Lanes`) share the titles among the processes, so that with two each
    needs the sprites of half the titles, which 24 MB holds; one process draws them all, and at
    24 MB it kept missing its caches (``python bench/bench_render_mix.py --posts 600``: every
    title in turn, 99.8 ms a post at 24 MB, 53.8 at 48; each lane's titles at 24 MB: 50.1 and
    54.8). A one-core machine runs one."""
    from rendering import sprites

    return max(sprites.BUDGET, CACHES_IN_ALL // max(1, count))



def _serve_warm() -> None:
    """At this module's import in the fork server (its one preloaded module, WARM_ENV set):
    warm up, then freeze every object made so far, so that the collectors of the processes
    forked from it leave their pages shared. Any other process has no WARM_ENV."""
    spec = os.environ.pop(WARM_ENV, None)
    if spec is None or _warmed is not None:
        return
    titles, langs = json.loads(spec)
    _warm(tuple(titles), tuple(langs))
    gc.collect()
    gc.freeze()


def _context(titles: tuple[str, ...], langs: tuple[str, ...]) -> multiprocessing.context.BaseContext:
    """The fork server's context, its server started for ``titles`` and ``langs`` (again,
    when the one running was warmed for others); spawn where there is none."""
    global _server_for
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    context = multiprocessing.get_context("forkserver")
    if _server_for != (titles, langs):
        # the old server ends once the processes forked from it have (stop() asked them to)
        forkserver._forkserver._stop()
        context.set_forkserver_preload([__name__])
        os.environ[WARM_ENV] = json.dumps([titles, langs])
        try:
            forkserver.ensure_running()
        finally:
            os.environ.pop(WARM_ENV, None)
        _server_for = (titles, langs)
    return context


def _trim() -> None:
    libc = _libc()
    if libc is not None:
        libc.malloc_trim(0)       # ~0.4 ms after a table picture (bench/bench_memory.py)


def _run_trimmed(fn: Callable[..., T], *args: Any) -> T:
    """``fn(*args)`` in a render process, then the freed memory handed back."""
    try:
        return fn(*args)
    finally:
        _trim()


def start(count: int, titles: Iterable[str] | None = None, langs: Iterable[str] | None = None) -> None:
    """Draw in ``count`` worker processes from now on (0: in threads); call once at start-up.
    The processes start at once and warm up in the background (``titles``: every title;
    ``langs``: the catalog languages warmed, every one when None; the others are built at
    their first picture)."""
    global _pool
    stop()
    if count <= 0:
        return
    from bot import l10n

    if titles is None:
        from bot.rules import TITLES as titles
    chosen = tuple(titles)
    spoken = tuple(lang for lang in l10n.languages() if langs is None or lang in set(langs))
    lanes = Lanes(count, _context(chosen, spoken), (chosen, spoken, cache_budget(count)))
    _pool = lanes
    # the first fork waits for the server's warm-up (~2 s): not the caller
    threading.Thread(target=lanes.start_all, name="render-processes", daemon=True).start()


class Lanes:
    """The render processes, each with a queue of its own (a lane): a title's pictures go to
    its lane, so that each process's caches hold the sprites of a few titles, not of all.

    Why: the drawing caches have one budget per process (rendering/sprites.py), and least
    recently used goes first; a process drawing every title in turn kept missing them, while
    half the titles fit (``python bench/bench_render_mix.py --posts 600``, 24 MB, thread
    CPU: every title 99.8 ms a post, each lane's titles 50.1 and 54.8 ms). The titles are
    dealt to the lanes by their renderer (Natives and Inuit share one), in the order of
    ``rendering.RENDERERS``.

    A picture goes to another lane when its own has more than :data:`SPILL` more pictures
    waiting or drawing than the least busy one: it never waits while a process is idle. (With
    SPILL = 1, a picture waiting behind one other of its title's, bench/bench_load.py's 50
    moves/s run showed picture posted p50 69 ms against 58; with 0 the same as without lanes,
    p50 59-64 / p99 146-176 ms over two 30-s runs each: its 200 games are copies of a few, so
    one process's caches held them all anyway. The five-language evening of
    bench/bench_memory.py: 52 ms a post against 60, and 370 MB PSS in all against 387.)
    Work of no title (a film, a leaderboard) goes to the least busy lane."""

    def __init__(self, count: int, context: multiprocessing.context.BaseContext,
                 initargs: tuple[tuple[str, ...], tuple[str, ...], int]):
        self.start_method = context.get_start_method()
        self._lanes = [concurrent.futures.ProcessPoolExecutor(max_workers=1, mp_context=context,
                                                              initializer=_start_worker, initargs=initargs)
                       for _ in range(count)]
        self._busy = [0] * count            # pictures submitted to each lane and not yet done
        self._lock = threading.Lock()       # submitted from the event loop, done in the lanes' threads

    def start_all(self) -> None:
        """Start every process now, not at its first picture."""
        for lane in self._lanes:
            try:
                lane.submit(int)
            except RuntimeError:            # stopped meanwhile
                return

    def lane_for(self, title: str | None) -> int:
        """The lane a picture of ``title`` goes to now (see the class's notes)."""
        with self._lock:
            return self._choose(title)

    def _choose(self, title: str | None) -> int:
        least = min(range(len(self._lanes)), key=self._busy.__getitem__)
        own = lane_of(title, len(self._lanes))
        if own is None or self._busy[own] > self._busy[least] + SPILL:
            return least
        return own

    def submit(self, fn: Callable[..., T], *args: Any, title: str | None = None) -> concurrent.futures.Future:
        """``fn(*args)`` in the lane of ``title`` (:meth:`lane_for`)."""
        with self._lock:            # chosen and counted at once: two threads submitting see each other
            index = self._choose(title)
            self._busy[index] += 1
        try:
            future = self._lanes[index].submit(fn, *args)
        except BaseException:
            self._done(index)
            raise
        future.add_done_callback(lambda _future: self._done(index))
        return future

    def _done(self, index: int) -> None:
        with self._lock:
            self._busy[index] -= 1

    def pids(self) -> list[int]:
        """The render processes' ids (those started so far)."""
        return [pid for lane in self._lanes for pid in (lane._processes or {})]

    def shutdown(self, wait: bool = True, cancel_futures: bool = False) -> None:
        for lane in self._lanes:
            lane.shutdown(wait=wait, cancel_futures=cancel_futures)


SPILL = 0       # how many more pictures a title's lane may hold than the least busy one (see Lanes)


@cache
def _families() -> tuple[str, ...]:
    """The renderers in the order of ``rendering.RENDERERS``, each once."""
    from rendering import RENDERERS

    return tuple(dict.fromkeys(RENDERERS.values()))


def lane_of(title: str | None, count: int) -> int | None:
    """The lane of ``title``'s pictures among ``count``: its renderer's place, dealt round
    (two lanes: Natives, Inuit and Natera; Uluk and Wendake); None for no title or an unknown one."""
    from rendering import RENDERERS

    family = RENDERERS.get(title) if title is not None else None
    return None if family is None else _families().index(family) % count


def stop() -> None:
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
        _pool = None


def running() -> Lanes | None:
    """The render processes, or None when pictures are drawn in threads."""
    return _pool


async def off_loop(fn: Callable[..., T], *args: Any, title: str | None = None) -> T:
    """``fn(*args)`` (a picture, a film: a module-level function of picklable data) off the
    event loop: in a render process (``title``'s lane, :class:`Lanes`), or in a thread when
    there are none."""
    if _pool is None:
        return await asyncio.to_thread(fn, *args)
    future = _pool.submit(_run_trimmed, fn, *args, title=title)
    return await asyncio.wrap_future(future)


__all__ = ["CACHES_IN_ALL", "MMAP_THRESHOLD", "NICENESS", "SPILL", "WARM_ENV", "Lanes", "cache_budget",
           "lane_of", "off_loop", "running", "start", "stop"]


_serve_warm()
