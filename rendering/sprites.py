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
"""

from __future__ import annotations

import functools
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, NamedTuple, TypeVar

from PIL import Image

T = TypeVar("T", bound=Callable[..., Any])

BUDGET = 32 * 2**20        # bytes of cached pictures per process, all caches together (see above)

_lock = threading.Lock()


class CacheInfo(NamedTuple):
    """What ``functools``' ``cache_info()`` says that the tests read: the entries kept now."""

    currsize: int

_kept: OrderedDict[tuple, tuple[Any, int]] = OrderedDict()
_used = 0


def size_of(value: Any) -> int:
    """The bytes a cached value holds: a picture's pixels (a tuple of pictures, each's)."""
    if isinstance(value, Image.Image):
        return value.width * value.height * len(value.getbands())
    if isinstance(value, tuple | list):
        return sum(size_of(v) for v in value)
    return 64


def remembered(fn: T) -> T:
    """``fn``'s results kept under the shared :data:`BUDGET` (its arguments must be hashable)."""
    name = f"{fn.__module__}.{fn.__qualname__}"

    @functools.wraps(fn)
    def cached(*args: Any, **kwargs: Any) -> Any:
        global _used
        key = (name, args, tuple(sorted(kwargs.items())))
        with _lock:
            found = _kept.get(key)
            if found is not None:
                _kept.move_to_end(key)
                return found[0]
        value = fn(*args, **kwargs)
        size = size_of(value)
        with _lock:
            if key not in _kept:
                _kept[key] = (value, size)
                _used += size
                while _used > BUDGET and len(_kept) > 1:
                    _, (_, freed) = _kept.popitem(last=False)
                    _used -= freed
        return value

    def cache_clear() -> None:
        forget(name)

    def cache_info() -> CacheInfo:
        with _lock:
            return CacheInfo(sum(1 for key in _kept if key[0] == name))

    cached.cache_clear = cache_clear          # type: ignore[attr-defined]
    cached.cache_info = cache_info            # type: ignore[attr-defined]
    return cached  # type: ignore[return-value]


def forget(name: str | None = None) -> None:
    """Drop the remembered pictures (of one cached function, by its qualified name, or all)."""
    global _used
    with _lock:
        for key in [k for k in _kept if name is None or k[0] == name]:
            _used -= _kept.pop(key)[1]


def used() -> int:
    """Bytes of pictures remembered now."""
    return _used


__all__ = ["BUDGET", "forget", "remembered", "size_of", "used"]
