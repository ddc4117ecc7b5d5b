"""Watch it again: a game's tables, one per turn, as one animated WebP (issue 11).

>>> from bot.rules import create
>>> from rendering.replay import film
>>> game = create("uluk", seats=["ann"], seed=1)
>>> views = [game.view()]            # views[0] the start, views[n] the table after turn n
>>> film(views).webp[8:12]           # one animated WebP
b'WEBP'

The views come from :func:`bot.replay.turn_views`, which rebuilds them from the seed and the
action log; this module only draws them. Each view is drawn by its title's renderer
(``draw_table``, the very drawing :func:`rendering.render_table` encodes, a finished game's
through :func:`rendering.final_view`), scaled down to :data:`FRAME_WIDTH` and written into an
animated WebP, the last frame held longer. All of it is CPU work in plain functions: run it
off the event loop (``await asyncio.to_thread(film, views)``).

Discord plays animated WebP attachments (its media pipeline added animated WebP and AVIF
for attachments and embeds; "Modern Image Formats at Discord: Supporting WebP and AVIF"),
and for the same 57 Natives frames Pillow's GIF was 2.4x bigger (2.1 MiB against 0.9) and
4.7x slower to encode (3.5 s of CPU against 0.74: every frame is quantised to 256 colours).

The numbers, and why (``bench/bench_replay.py --all`` on the 4-player AI demo games):

* :data:`FRAME_WIDTH` 640 px: half the 1280 px table, the width a phone shows anyway; halving
  is an exact 2x2 box average (``Image.reduce``), the cheapest and cleanest downscale. The
  full-size table of any turn is one ``/game replay turn:N`` away.
* :data:`QUALITY` 75, lossy, ``method`` 0 (the fastest; ``method`` 4 is ~2x slower for ~20%
  less), no key frames after the first (``kmin = kmax = 0``): each frame is stored as the
  rectangle that changed since the one before, which for a table where a few cards move is
  both the smallest and the fastest choice (Pillow's defaults, a key frame every 3-5 frames,
  made the Natives film ~35% bigger and ~35% slower to encode). Against the PNG of the same
  turn a frame differs by a mean of 4.5-6.3 (of 255) in its worst colour channel.
* Frame times: :data:`FRAME_MS` 700 ms per turn, the last frame :data:`HOLD_MS` 4 s, looping:
  a 57-frame Natives game plays in ~44 s, Uluk's ~129 frames in ~94 s.
* Size: Discord's attachment limit is :data:`SIZE_LIMIT` (10 MiB). Measured films: Natives
  1.27 MiB (57 frames of 640x865), Natives with all expansions 1.59 MiB (49 of 640x1203),
  Inuit 1.19 MiB (53 of 640x843), Uluk 3.56 MiB (129 of 640x1368): every frame rule stays
  one frame per turn. A film over the limit all the same is encoded again with the next of
  :data:`FALLBACKS` (lower quality, then narrower frames), and :class:`FilmTooLarge` is
  raised when even the last does not fit.
* Time (CPU of one core): Natives ~3.2 s = engine replay 0.07 s + drawing ~34 ms a frame
  (draw_table ~23, downscale ~3, zlib pack ~6) + encoding ~21 ms a frame; Uluk ~12.5 s
  (its table draws in ~70 ms, mostly FreeType text). On a loaded machine the wall clock is
  a multiple of that: run it in a thread, never on the event loop.
* Memory: frames wait for the encoder zlib-compressed (raw RGB of the 57 Natives frames is
  79 MiB, kept 5.7 MiB; Uluk's 310 MiB, kept 24.5 MiB) and are expanded one at a time as the
  encoder takes them; only one full-size table is alive at a time.
"""

from __future__ import annotations

import io
import time
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PIL import Image

from bot.l10n import ENGLISH

from . import final_view, renderer

FRAME_WIDTH = 640
QUALITY = 75
FRAME_MS = 700
HOLD_MS = 4000
SIZE_LIMIT = 10 * 1024 * 1024
# (width, quality) tried in order until the film is under SIZE_LIMIT; the first is the default
FALLBACKS: tuple[tuple[int, int], ...] = ((FRAME_WIDTH, QUALITY), (FRAME_WIDTH, 60), (480, 60), (360, 50))
ZLIB_LEVEL = 1          # frames waiting for the encoder: level 1 already gives ~15x on flat pictures

__all__ = ["FALLBACKS", "FRAME_MS", "FRAME_WIDTH", "HOLD_MS", "QUALITY", "SIZE_LIMIT", "Film",
           "FilmTooLarge", "downscale", "film", "scaled_size", "table_frame"]


class FilmTooLarge(ValueError):
    """Even the smallest encoding of :data:`FALLBACKS` is over the size limit."""


def scaled_size(size: tuple[int, int], width: int = FRAME_WIDTH) -> tuple[int, int]:
    """The size :func:`downscale` gives a picture of ``size``."""
    w, h = size
    if w <= width:
        return size
    if w % width == 0:
        factor = w // width
        return width, -(-h // factor)        # Image.reduce keeps a partial last block
    return width, max(1, round(h * width / w))


def downscale(picture: Image.Image, width: int = FRAME_WIDTH) -> Image.Image:
    """``picture`` scaled to ``width`` pixels wide, its proportions kept (never enlarged).

    An exact divisor of the width (1280 -> 640) is a box average of whole pixel blocks
    (``Image.reduce``, ~3 ms); any other width goes through Lanczos after such a reduction.
    """
    if picture.width <= width:
        return picture
    if picture.width % width == 0:
        return picture.reduce(picture.width // width)
    return picture.resize(scaled_size(picture.size, width), Image.Resampling.LANCZOS, reducing_gap=2.0)


def table_frame(view: dict[str, Any], width: int = FRAME_WIDTH, lang: str = ENGLISH) -> Image.Image:
    """One frame: the table of ``view`` (a finished game's as it ended), ``width`` pixels wide,
    its words in ``lang``."""
    view = final_view(view)
    picture = renderer(view["title"]).draw_table(view, lang=lang)
    return downscale(picture if picture.mode == "RGB" else picture.convert("RGB"), width)


@dataclass
class Film:
    """An encoded replay and how it was made (the bench prints the figures)."""

    webp: bytes
    frames: int
    size: tuple[int, int]            # every frame's size: the widest and tallest table, scaled
    quality: int
    # "render" (drawing, scaling, packing) and "encode": wall clock, and the process's CPU time
    # ("render_cpu", "encode_cpu"), which other work on the machine does not inflate
    seconds: dict[str, float] = field(default_factory=dict)


class _PackedFrame:
    """A frame kept zlib-compressed until the encoder needs it."""

    def __init__(self, picture: Image.Image):
        self.size = picture.size
        self.mode = picture.mode
        self.data = zlib.compress(picture.tobytes(), ZLIB_LEVEL)
        # what the picture is drawn on, to fill the space below a shorter table
        self.ground = picture.getpixel((0, picture.height - 1))

    def image(self) -> Image.Image:
        return Image.frombytes(self.mode, self.size, zlib.decompress(self.data))


class _FrameSequence(Image.Image):
    """Frames handed to Pillow's animated-WebP writer one at a time, as it asks for them.

    The writer takes ``append_images`` as images that may hold several frames, reading them
    through the multi-frame protocol of Pillow's image plugins (``n_frames``, ``seek``,
    ``tell``); this one makes each frame when it is sought, so the film is never whole in
    memory. ``make(i)`` returns frame ``i``.
    """

    def __init__(self, count: int, make: Callable[[int], Image.Image]):
        super().__init__()
        self.n_frames = count
        self._make = make
        self._index = -1
        self.seek(0)

    def seek(self, frame: int) -> None:
        if frame != self._index:
            picture = self._make(frame)
            self.im, self._mode, self._size = picture.im, picture.mode, picture.size
            self._index = frame

    def tell(self) -> int:
        return self._index


def _encode(frames: Sequence[_PackedFrame], width: int, quality: int) -> tuple[bytes, tuple[int, int]]:
    """The animated WebP of ``frames``, each scaled to ``width`` and set on one canvas."""
    sizes = [scaled_size(f.size, width) for f in frames]
    canvas = (max(w for w, _h in sizes), max(h for _w, h in sizes))

    def make(i: int) -> Image.Image:
        frame = frames[i]
        picture = downscale(frame.image(), width)
        if picture.size == canvas:
            return picture
        out = Image.new(picture.mode, canvas, frame.ground)
        out.paste(picture, (0, 0))
        return out

    first = make(0)
    rest = [_FrameSequence(len(frames) - 1, lambda i: make(i + 1))] if len(frames) > 1 else []
    durations = [FRAME_MS] * (len(frames) - 1) + [HOLD_MS]
    buffer = io.BytesIO()
    first.save(buffer, "WEBP", save_all=True, append_images=rest, duration=durations, loop=0,
               quality=quality, method=0, kmin=0, kmax=0)
    return buffer.getvalue(), canvas


def film(views: Sequence[dict[str, Any]], *, limit: int = SIZE_LIMIT,
         fallbacks: Sequence[tuple[int, int]] = FALLBACKS, lang: str = ENGLISH) -> Film:
    """The replay of ``views`` (one frame each, in order) as an animated WebP under ``limit``.

    Frames are drawn once, at the first width of ``fallbacks``; a film over ``limit`` is
    encoded again from them at the next (width, quality) pair. Frames of different heights
    (tables grow) are set at the top of one canvas as tall as the tallest, the space below
    filled with the picture's own background; the frames' words are in ``lang``. Raises
    :class:`FilmTooLarge` if nothing fits and ValueError for no views.
    """
    if not views:
        raise ValueError("A replay needs at least one view (the starting table).")
    wall, cpu = time.perf_counter(), time.process_time()
    frames = [_PackedFrame(table_frame(view, fallbacks[0][0], lang)) for view in views]
    seconds = {"render": time.perf_counter() - wall, "render_cpu": time.process_time() - cpu,
               "encode": 0.0, "encode_cpu": 0.0}
    for width, quality in fallbacks:
        wall, cpu = time.perf_counter(), time.process_time()
        webp, canvas = _encode(frames, width, quality)
        seconds["encode"] += time.perf_counter() - wall
        seconds["encode_cpu"] += time.process_time() - cpu
        if len(webp) <= limit:
            return Film(webp, len(frames), canvas, quality, seconds)
    raise FilmTooLarge(f"The replay of {len(frames)} frames is {len(webp) / 2**20:.1f} MiB even at "
                       f"{width} px and quality {quality}; the limit is {limit / 2**20:.1f} MiB.")
