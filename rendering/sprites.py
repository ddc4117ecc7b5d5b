"""The drawing caches' one memory budget: pictures made once and pasted many times.

A table is mostly the same small pictures again (card faces, pills, words on a background,
icons, a board's cells), so the renderers remember them. With ``functools.lru_cache`` each
cache was bounded by a count of entries, and the counts were sized for one language: with five,
a render process held 140 MB of cached images after an evening of every title in every language
(bench/bench_memory.py), and the bot runs one process per core (issue 19: under 400 MB in all).

:func:`remembered` is ``lru_cache`` with a budget in bytes shared by every cache that uses it:
the least recently used picture of any of them goes first. A cached picture must not be drawn
on by its users (as with ``lru_cache``: they paste it or copy it). Measured with
``python bench/bench_memory.py 1`` (every title in every language, one process): 32 MB of budget
took a render process from 302 MB resident (141 MB of cached images) to 187 MB (35 MB), at the
same CPU per picture (60-62 ms); bench/bench_png.py's ratios did not move (one language fits).
The whole bot (``bench_memory.py --whole --warm all``: every title in five languages, two
render processes) takes 404 MB PSS in all at 32 MB, 387 at 24, 351 at 16; but at 16 the real
mix of ``bench/bench_load.py`` (200 games of every title at 50 moves/s, pictures on, PostgreSQL)
no longer fits: its picture posted p50 58.6 ms / p99 301 ms at 24 MB, 75-81 / 530-600 at 16
(each render missing the caches), 61.6 / 378 at 32. Hence 24.
"""

from __future__ import annotations

import functools
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, NamedTuple, TypeVar

from PIL import Image

T = TypeVar("T", bound=Callable[..., Any])

BUDGET = 24 * 2**20        # bytes of cached pictures per process, all caches together (see above; a
#                            lone render process has more: rendering.pool.cache_budget)


class Kept:
    """Values by key, held to ``limit`` bytes (each value's size told when it is kept), the
    least recently used let go first: the books of every picture cache of the kit (the
    remembered pictures, :data:`PICTURES`; ``draw.paste_sprite``'s rims and middles). Its own
    lock is re-entrant: a picture let go may be collected at once, and its finalizer (draw's
    ``_forget``) may drop its parts from another ``Kept`` in the same thread."""

    def __init__(self, limit: int):
        self.limit = limit
        self.used = 0
        self._values: OrderedDict[Any, tuple[Any, int]] = OrderedDict()
        self._lock = threading.RLock()

    def get(self, key: Any) -> Any:
        """The value kept for ``key`` (now the most recently used), or None."""
        with self._lock:
            found = self._values.get(key)
            if found is None:
                return None
            self._values.move_to_end(key)
            return found[0]

    def keep(self, key: Any, value: Any, size: int) -> None:
        with self._lock:
            self.drop(key)
            self._values[key] = (value, size)
            self.used += size
            while self.used > self.limit and len(self._values) > 1:
                self.drop(next(iter(self._values)))

    def drop(self, key: Any) -> None:
        with self._lock:
            found = self._values.pop(key, None)
            if found is not None:
                self.used -= found[1]

    def snapshot(self) -> list[Any]:
        """The keys kept now, a copy (to drop some of them while reading it)."""
        with self._lock:
            return list(self._values)


class CacheInfo(NamedTuple):
    """What ``functools``' ``cache_info()`` says that the tests read: the entries kept now."""

    currsize: int


PICTURES = Kept(BUDGET)      # what :func:`remembered` functions made, by (function, arguments)


def size_of(value: Any) -> int:
    """The bytes a cached value holds: a picture's pixels (a tuple of pictures, each's)."""
    if isinstance(value, Image.Image):
        return value.width * value.height * len(value.getbands())
    if isinstance(value, tuple | list):
        return sum(size_of(v) for v in value)
    return 64


def remembered(fn: T) -> T:
    """``fn``'s results kept in :data:`PICTURES`, under its budget (its arguments must be hashable)."""
    name = f"{fn.__module__}.{fn.__qualname__}"

    @functools.wraps(fn)
    def cached(*args: Any, **kwargs: Any) -> Any:
        key = (name, args, tuple(sorted(kwargs.items())))
        value = PICTURES.get(key)
        if value is None:
            value = fn(*args, **kwargs)
            PICTURES.keep(key, value, size_of(value))
        return value

    def cache_clear() -> None:
        forget(name)

    def cache_info() -> CacheInfo:
        return CacheInfo(sum(1 for key in PICTURES.snapshot() if key[0] == name))

    cached.cache_clear = cache_clear          # type: ignore[attr-defined]
    cached.cache_info = cache_info            # type: ignore[attr-defined]
    return cached  # type: ignore[return-value]


def forget(name: str | None = None) -> None:
    """Drop the remembered pictures (of one cached function, by its qualified name, or all)."""
    for key in PICTURES.snapshot():
        if name is None or key[0] == name:
            PICTURES.drop(key)


def used() -> int:
    """Bytes of pictures remembered now."""
    return PICTURES.used


__all__ = ["BUDGET", "PICTURES", "Kept", "forget", "remembered", "size_of", "used"]
