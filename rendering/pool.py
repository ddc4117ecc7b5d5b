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
import functools
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

_pool: concurrent.futures.ProcessPoolExecutor | None = None
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


def _start_worker(titles: tuple[str, ...], langs: tuple[str, ...]) -> None:
    """A render process's start: nothing to do when it was forked from a server warmed for
    the same titles and languages; warmed here otherwise (spawned)."""
    if _warmed != (titles, langs):
        _warm(titles, langs)



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
    context = _context(chosen, spoken)
    pool = concurrent.futures.ProcessPoolExecutor(max_workers=count, mp_context=context,
                                                  initializer=_start_worker, initargs=(chosen, spoken))
    _pool = pool

    def launch() -> None:       # the first fork waits for the server's warm-up (~2 s): not the caller
        for _ in range(count):          # start every process now, not at the first picture
            try:
                pool.submit(int)
            except RuntimeError:        # stopped meanwhile
                return

    threading.Thread(target=launch, name="render-processes", daemon=True).start()


def stop() -> None:
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
        _pool = None


def running() -> concurrent.futures.ProcessPoolExecutor | None:
    """The render processes, or None when pictures are drawn in threads."""
    return _pool


async def off_loop(fn: Callable[..., T], *args: Any) -> T:
    """``fn(*args)`` (a picture, a film: a module-level function of picklable data) off the
    event loop: in a render process, or in a thread when there are none."""
    if _pool is None:
        return await asyncio.to_thread(fn, *args)
    return await asyncio.get_running_loop().run_in_executor(_pool, functools.partial(_run_trimmed, fn, *args))


__all__ = ["MMAP_THRESHOLD", "WARM_ENV", "off_loop", "running", "start", "stop"]


_serve_warm()
