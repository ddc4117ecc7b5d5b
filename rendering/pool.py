"""Drawing away from the event loop: the render processes.

Pillow's drawing holds Python's interpreter lock, so pictures drawn in threads stretch every
command of a busy bot (bench/bench_load.py: a render of 47 ms CPU took 300 ms wall beside 50
moves a second, and held the store's lock longer). ``campfire run`` draws in processes
(CAMPFIRE_RENDER_PROCESSES, bot/config.py); without them (tests, the console) threads do.

A render process is started small and kept small, since each one is a copy of the drawing
caches (issue 19: memory under 400 MB in all):

* it is spawned (no fork of a process with live threads) and imports only the renderers and
  the catalogs (:func:`_start_worker`); the functions it runs are module-level functions of
  picklable data (``rendering.render_table``, ``bot.replay.table_after_turn``…);
* at its start it builds every title's catalogs in every language (``bot.l10n.warm_up``) and
  fills the renderers' caches, so the first picture of a busy evening is not the slow one;
* glibc's allocator is told to give large blocks (a table's canvas, its encode buffers)
  straight back to the system when they are freed, and to trim its heap after each picture:
  without it, a process kept its peak (~175 MB) for good after the first large Natera table,
  though its caches hold ~35 MB of images (bench/bench_memory.py measures both).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import ctypes
import ctypes.util
import functools
import logging
import multiprocessing
from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar

log = logging.getLogger(__name__)
T = TypeVar("T")

# Blocks this large or larger are mmap()ed, so that freeing one returns it to the system
# (glibc's default threshold grows with the first large free, after which a canvas is carved
# from the heap and its pages stay with the process).
MMAP_THRESHOLD = 256 * 1024
_M_MMAP_THRESHOLD = -3          # mallopt's parameter number (malloc.h)

_pool: concurrent.futures.ProcessPoolExecutor | None = None


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


def _start_worker(titles: tuple[str, ...]) -> None:
    """A render process's start: the allocator's settings, then catalogs and caches warmed."""
    import rendering
    from bot import l10n

    libc = _libc()
    if libc is not None:
        libc.mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD)
    try:
        l10n.warm_up(titles)
        for title in titles:
            rendering.warm_up(title)
    except Exception:       # a cold cache only slows the first picture; a broken pool draws none
        log.exception("warming the render process up failed")
    _trim()


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


def start(count: int, titles: tuple[str, ...] | None = None) -> None:
    """Draw in ``count`` worker processes from now on (0: in threads); call once at start-up.
    The processes start at once and warm up in the background (``titles``: every title)."""
    global _pool
    stop()
    if count <= 0:
        return
    if titles is None:
        from bot.rules import TITLES as titles
    context = multiprocessing.get_context("spawn")
    _pool = concurrent.futures.ProcessPoolExecutor(max_workers=count, mp_context=context,
                                                   initializer=_start_worker, initargs=(tuple(titles),))
    for _ in range(count):          # start every process now, not at the first picture
        _pool.submit(int)


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


__all__ = ["MMAP_THRESHOLD", "off_loop", "running", "start", "stop"]
