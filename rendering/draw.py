"""The shared drawing primitives: fonts, text that fits, geometry, the pen, sprites, frames.

Every game's renderer draws with these pieces so that all pictures read alike on a phone:
text is never smaller than :data:`MIN_TEXT` pixels on a :data:`WIDTH`-pixel-wide picture,
colours come with a letter or a symbol, and flat colours keep the PNG small and fast.

Two ways of drawing:

* straight onto the table picture with a :class:`Pen` of scale 1 (text, panels);
* into a cached *sprite* (:func:`sprite`): drawn at twice the size and scaled down, so
  small shapes (cards, chips, icons) get smooth edges; the sprite is made once per process
  and pasted at every render, which costs next to nothing.

The background is not cached (:func:`background`: a new image each time, as cheap as a copy
and without one cached image per picture height). The icons' shapes are in :mod:`rendering.icons`, the
palette in :mod:`rendering.colours`, the encoding in :mod:`rendering.png`.
"""

from __future__ import annotations

import io
import math
import threading
import weakref
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from . import colours, icons
from .colours import RGB, Colour
from .sprites import Kept, remembered

WIDTH = 1280            # every picture is this wide
MARGIN = 20             # outer margin
MIN_TEXT = 16           # the smallest text size allowed at WIDTH (DESIGN.md, "Pictures")
SUPERSAMPLE = 2         # sprites are drawn this many times larger, then scaled down

# -- fonts and text --------------------------------------------------------------------------
FONT_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}


@cache
def _font_bytes(bold: bool) -> bytes:
    return resources.files(__package__).joinpath("fonts", FONT_FILES[bold]).read_bytes()


@cache
def font(size: int, bold: bool = False, scale: int = 1) -> ImageFont.FreeTypeFont:
    """DejaVu Sans (shipped in ``rendering/fonts``) at ``size`` logical pixels.

    Refuses sizes under :data:`MIN_TEXT`: small text is unreadable on a phone.
    """
    if size < MIN_TEXT:
        raise ValueError(f"text of {size} px is under the {MIN_TEXT} px minimum")
    return _Font(io.BytesIO(_font_bytes(bold)), size * scale)


class _Font(ImageFont.FreeTypeFont):
    """A font that remembers the glyph runs it rendered.

    ``ImageDraw.text`` asks the font for a line's coverage mask (``getmask2``) and fills it
    with the ink; FreeType rendering the mask was nearly all of :meth:`Pen.text`'s time (0.1
    ms a line, ~6 ms of a table post: cProfile of ``table_post`` over bench_render's mid-game
    views, 774 lines in 12 posts). A table's labels, names and numbers repeat from post to
    post, so each mask is rendered once and drawn again as it is: the same mask at the same
    place (the key holds the text's sub-pixel start), so the same pixels. The last
    :data:`MASKS` used are kept, for all fonts together (:data:`_MASKS`).

    A mask's coverage comes in :data:`TEXT_STEPS` steps (:data:`_COVERAGE`), not FreeType's
    256 levels: the palette PNG (``rendering.png``) keeps each shade an edge makes, and text's
    edges were most of a table's bytes."""

    def getmask2(self, text: str | bytes, mode: str = "", *args: Any, **kwargs: Any) -> tuple[Any, tuple[int, int]]:
        if mode == "RGBA":      # an embedded colour font's mask, which ImageDraw then changes: not kept
            return super().getmask2(text, mode, *args, **kwargs)
        try:
            key = (self, text, mode, *(tuple(a) if isinstance(a, list) else a for a in args), *sorted(kwargs.items()))
            hash(key)
        except TypeError:       # an argument that cannot be a key: rendered each time
            return super().getmask2(text, mode, *args, **kwargs)
        with _CACHES:
            made = _MASKS.get(key)
            if made is not None:
                _MASKS.move_to_end(key)
                return made
        made = super().getmask2(text, mode, *args, **kwargs)
        if made[0].mode == "L":
            made = (made[0].point(_COVERAGE, None), made[1])
        with _CACHES:
            _MASKS[key] = made
            if len(_MASKS) > MASKS:
                _MASKS.popitem(last=False)
        return made


# How many levels of coverage a glyph's edge has (none, full, and TEXT_STEPS - 2 shades
# between). Issue 19, 12 late-game Natera tables (up to 1280 x 4126 px), PNG median / max: 256
# levels 206 / 216 KB; 6 steps (4 shades) 178 / 187; 4 steps 166 / 173; 3 steps 154 / 161, its
# curves visibly stepped at 3x zoom. At 1x, 5 or 6 steps and 256 levels look the same (the
# palette had kept only some of the 256 anyway, each picture its own). 5, not 6, since the
# deflate went to level 4 (png.PNG_LEVEL): every third table of the Natera demo, median / max,
# 6 steps at level 5 168 / 185 KB, at level 4 184 / 203; 5 steps at level 4 177 / 195.
TEXT_STEPS = 5
_COVERAGE = [round(round(v * (TEXT_STEPS - 1) / 255) * 255 / (TEXT_STEPS - 1)) for v in range(256)]

# The glyph runs :class:`_Font` rendered, the least recently used first. A mask is a line's
# coverage, 2-9 KB; 193 posts of every title's demo games made 3,856 of them, 21 MB, so the last
# MASKS used are kept (~6 MB), more than a few tables' worth of lines.
_MASKS: OrderedDict[tuple, tuple] = OrderedDict()
MASKS = 1024
# The bookkeeping of this module's own caches (glyph runs, which sprites were pasted) under one
# lock: the web server and the bot without render processes draw in threads (asyncio.to_thread).
# Re-entrant: a sprite collected while it is held calls _forget in the same thread. The sprites'
# parts are kept in rendering.sprites.Kept books, which lock themselves.
_CACHES = threading.RLock()


@lru_cache(maxsize=4096)
def text_width(text: str, size: int, bold: bool = False) -> int:
    return math.ceil(font(size, bold).getlength(text))


def line_height(size: int) -> int:
    """Distance between baselines of wrapped lines."""
    return round(size * 1.25)


def fit(text: str, size: int, max_w: int, bold: bool = False) -> str:
    """``text``, cut with an ellipsis if it is wider than ``max_w``."""
    if text_width(text, size, bold) <= max_w:
        return text
    cut = text
    while cut and text_width(cut + "…", size, bold) > max_w:
        cut = cut[:-1]
    return cut.rstrip() + "…"


@lru_cache(maxsize=2048)
def wrap(text: str, size: int, max_w: int, bold: bool = False,
         max_lines: int = 3) -> tuple[str, ...]:
    """Greedy word wrap to ``max_w``. A word too long for a line (a long name) is broken
    between characters rather than cut, so wrapping loses nothing; only what does not fit
    in ``max_lines`` is, the last line cut with an ellipsis."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        trial = f"{current} {word}".strip()
        if text_width(trial, size, bold) <= max_w:
            current = trial
            continue
        if current:
            lines.append(current)
        while text_width(word, size, bold) > max_w and len(word) > 1:
            k = len(word) - 1
            while k > 1 and text_width(word[:k], size, bold) > max_w:
                k -= 1
            lines.append(word[:k])
            word = word[k:]
        current = word
    if current:
        lines.append(current)
    if len(lines) > max_lines:
        lines = lines[:max_lines - 1] + [" ".join(lines[max_lines - 1:])]
    return tuple(fit(line, size, max_w, bold) for line in lines)


@lru_cache(maxsize=4096)
def _glyph(ch: str, bold: bool) -> bytes:
    f = font(MIN_TEXT, bold)
    image = Image.new("L", (MIN_TEXT * 3, MIN_TEXT * 2))
    ImageDraw.Draw(image).text((2, 2), ch, font=f, fill=255)
    return image.tobytes()


def has_glyph(ch: str) -> bool:
    """Whether the shipped fonts (regular and bold) draw ``ch`` (not the missing-glyph box)."""
    if ch.isspace() or ord(ch) < 0x250:
        return True
    missing = "\U0010fffd"
    return all(_glyph(ch, b) != _glyph(missing, b) for b in (False, True))


@lru_cache(maxsize=1024)
def displayable(text: str) -> str:
    """``text`` without the characters the shipped font lacks (emoji, CJK...), which would
    show as empty boxes; "?" if nothing is left. Accents, Greek and Cyrillic stay."""
    kept = "".join(ch for ch in text if has_glyph(ch))
    kept = " ".join(kept.split())
    return kept or "?"


# -- geometry --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Box:
    """An axis-aligned rectangle in logical pixels."""

    x: int
    y: int
    w: int
    h: int

    @property
    def right(self) -> int:
        return self.x + self.w

    @property
    def bottom(self) -> int:
        return self.y + self.h

    @property
    def rect(self) -> tuple[int, int, int, int]:
        """Pillow's (x0, y0, x1, y1), x1/y1 inclusive."""
        return (self.x, self.y, self.x + self.w - 1, self.y + self.h - 1)

    @property
    def centre(self) -> tuple[int, int]:
        return (self.x + self.w // 2, self.y + self.h // 2)

    def inset(self, dx: int, dy: int | None = None) -> Box:
        dy = dx if dy is None else dy
        return Box(self.x + dx, self.y + dy, self.w - 2 * dx, self.h - 2 * dy)

    def contains(self, x: int, y: int) -> bool:
        return self.x <= x < self.right and self.y <= y < self.bottom

    def columns(self, n: int, gap: int = 0) -> list[Box]:
        """``n`` side-by-side boxes of (nearly) equal width filling this one."""
        inner = self.w - gap * (n - 1)
        out, x = [], self.x
        for i in range(n):
            w = inner // n + (1 if i < inner % n else 0)
            out.append(Box(x, self.y, w, self.h))
            x += w + gap
        return out

    def rows(self, heights: Sequence[int], gap: int = 0) -> list[Box]:
        """Stacked boxes of the given heights, from the top."""
        out, y = [], self.y
        for h in heights:
            out.append(Box(self.x, y, self.w, h))
            y += h + gap
        return out


def flow(widths: Iterable[int], max_w: int, row_h: int, gap_x: int = 8,
         gap_y: int = 8) -> tuple[list[tuple[int, int]], int]:
    """Left-to-right placement with wrapping: offsets of each item, and the total height."""
    offsets: list[tuple[int, int]] = []
    x = y = 0
    for w in widths:
        if x and x + w > max_w:
            x, y = 0, y + row_h + gap_y
        offsets.append((x, y))
        x += w + gap_x
    return offsets, (y + row_h if offsets else 0)


def grid(n: int, cols: int, cell_w: int, cell_h: int, gap_x: int = 8,
         gap_y: int = 8) -> tuple[list[tuple[int, int]], int]:
    """Offsets of ``n`` cells in rows of ``cols``, and the total height."""
    offsets = [((i % cols) * (cell_w + gap_x), (i // cols) * (cell_h + gap_y)) for i in range(n)]
    rows = -(-n // cols) if n else 0
    return offsets, (rows * cell_h + (rows - 1) * gap_y if rows else 0)


# -- the pen ---------------------------------------------------------------------------------
class Pen:
    """Draws on an image in logical pixels; ``scale`` > 1 for supersampled sprites and the
    phone picture (whose 1.5 rounds each box's edges to whole pixels: boxes that meet still
    meet)."""

    def __init__(self, image: Image.Image, scale: float = 1):
        self.image = image
        self.draw = ImageDraw.Draw(image)
        self.s = scale

    def _p(self, v: float) -> int:
        return round(v * self.s)

    def _box(self, box: Box | Sequence[float]) -> tuple[int, int, int, int]:
        if isinstance(box, Box):
            x0, y0, x1, y1 = box.x, box.y, box.right, box.bottom
        else:
            x0, y0, x1, y1 = box
        s = self.s
        return (round(x0 * s), round(y0 * s), round(x1 * s) - 1, round(y1 * s) - 1)

    def rect(self, box: Box | Sequence[float], fill: Colour | None = None,
             outline: Colour | None = None, width: int = 1, radius: int = 0,
             corners: tuple[bool, bool, bool, bool] | None = None) -> None:
        """A rectangle; ``box`` is a Box or (x0, y0, x1, y1) with x1/y1 exclusive."""
        fill_c = colours.rgb(fill) if fill is not None else None
        out_c = colours.rgb(outline) if outline is not None else None
        xy = self._box(box)
        if fill_c is not None and fill_panel(self.image, xy, fill_c, self._p(radius), corners):
            if out_c is None or out_c == fill_c or not self._p(width):
                return
            fill_c = None       # the outline alone, over the fill, as Pillow draws it after the fill
        if radius:
            self.draw.rounded_rectangle(xy, self._p(radius), fill=fill_c, outline=out_c,
                                        width=self._p(width) if out_c else 0, corners=corners)
        else:
            self.draw.rectangle(xy, fill=fill_c, outline=out_c,
                                width=self._p(width) if out_c else 0)

    def ellipse(self, box: Sequence[float], fill: Colour | None = None,
                outline: Colour | None = None, width: int = 1) -> None:
        self.draw.ellipse(self._box(box), fill=colours.rgb(fill) if fill is not None else None,
                          outline=colours.rgb(outline) if outline is not None else None,
                          width=self._p(width) if outline is not None else 0)

    def polygon(self, points: Sequence[tuple[float, float]], fill: Colour | None = None,
                outline: Colour | None = None) -> None:
        self.draw.polygon([(x * self.s, y * self.s) for x, y in points],
                          fill=colours.rgb(fill) if fill is not None else None,
                          outline=colours.rgb(outline) if outline is not None else None)

    def line(self, points: Sequence[tuple[float, float]], fill: Colour, width: float = 1) -> None:
        self.draw.line([(x * self.s, y * self.s) for x, y in points], fill=colours.rgb(fill),
                       width=max(1, round(width * self.s)), joint="curve")

    def text(self, xy: tuple[float, float], text: str, size: int, fill: Colour = "ink",
             bold: bool = False, anchor: str = "la", stroke: int = 0,
             stroke_fill: Colour | None = None) -> None:
        """Text at ``xy``; ``anchor`` as in Pillow ("la" left/ascender, "mm" centre...).

        One line without a stroke goes straight to what ``ImageDraw.text`` ends in: the
        font's mask of the line (remembered, :class:`_Font`) filled with the ink at the
        place Pillow computes, with the same arguments, so the same pixels
        (tests/test_rendering_fast_paths.py). Pillow's own path splits the text into lines
        and checks its arguments on every call, ~60% of the time of a remembered line
        (py-spy over Inuit posts: ``ImageDraw.text`` 20% of a table's drawing, its bitmap
        fill 8%)."""
        x, y = xy[0] * self.s, xy[1] * self.s
        face = font(size, bold, self.s)
        colour = colours.rgb(fill)
        if stroke or "\n" in text or self.draw.fontmode != "L":
            self.draw.text((x, y), text, font=face, fill=colour, anchor=anchor,
                           stroke_width=stroke * self.s,
                           stroke_fill=colours.rgb(stroke_fill) if stroke_fill is not None else None)
            return
        ink = self.draw.draw.draw_ink(colour)
        mask, (dx, dy) = face.getmask2(text, "L", None, None, None, 0, anchor, ink,
                                       (math.modf(x)[0], math.modf(y)[0]), stroke_filled=True)
        self.draw.draw.draw_bitmap((int(x) + dx, int(y) + dy), mask, ink)

    def lines(self, xy: tuple[float, float], lines: Sequence[str], size: int,
              fill: Colour = "ink", bold: bool = False, align: str = "l") -> int:
        """Several lines from ``xy`` (top); ``align`` l/m/r about x. Returns the height used."""
        anchor = {"l": "la", "m": "ma", "r": "ra"}[align]
        lh = line_height(size)
        for i, line in enumerate(lines):
            self.text((xy[0], xy[1] + i * lh), line, size, fill, bold, anchor)
        return lh * len(lines)

    def paste(self, sprite_image: Image.Image, xy: tuple[int, int]) -> None:
        """Paste a (logical-size) RGBA sprite at ``xy``."""
        x, y = self._p(xy[0]), self._p(xy[1])
        if sprite_image.mode == "RGBA":
            paste_sprite(self.image, sprite_image, (x, y))
        else:
            self.image.paste(sprite_image, (x, y))

    def icon(self, name: str, xy: tuple[int, int], size: int, colour: Colour = "ink") -> None:
        """One of :data:`ICONS`, ``size`` pixels square, its top-left at ``xy``."""
        if self.s == 1:
            self.paste(icon(name, size, colours.rgb(colour)), xy)
        else:
            icons.ICONS[name](self, xy[0], xy[1], size, colours.rgb(colour))


def paste_sprite(image: Image.Image, sprite: Image.Image, xy: tuple[int, int]) -> None:
    """Paste the RGBA ``sprite`` at ``xy`` through its own alpha, as ``image.paste(sprite, xy,
    sprite)`` does, pixel for pixel, but its opaque middle without the mask.

    Why: Pillow blends every pixel of a masked paste, also where the mask is 255 (a 398 x 52
    card: 47 µs masked, 3 µs unmasked), and sprites are cards and chips, opaque but for their
    rounded, anti-aliased rim; pastes were a third of a Natera table's drawing (7 of 18 ms,
    bench_render's mid-game table). Where alpha is 255 the blend gives the sprite's pixel,
    alpha included, which is what an unmasked paste copies; so a sprite pasted again (the
    sprites are cached, never changed once made) is pasted as its middle unmasked and its rim
    masked (:func:`_sprite_parts`). The first paste of a sprite goes whole through the mask:
    splitting costs more than it saves on a picture pasted once.

    What is kept: every split sprite's rim strips (small, :data:`_RIMS`), and the middles, which
    are copies of most of the sprite (30 MB after 193 demo posts of every title), up to
    :data:`MIDDLE_BYTES`, the least recently used let go first (:data:`_MIDDLES`); a middle let
    go is cut from the sprite again at its paste (7 µs for that card, against 48 µs masked)."""
    key = id(sprite)
    with _CACHES:
        parts = _RIMS.get(key)
        first = parts is None and key not in _SEEN
        if first:
            _SEEN.add(key)
    if first:
        weakref.finalize(sprite, _forget, key)      # an id is reused once its picture is gone
        _put(image, sprite, xy, masked=True)
        return
    if parts is None:
        parts = _sprite_parts(sprite)
        _RIMS.keep(key, parts, sum(4 * s.width * s.height for _, _, s in parts[1]) if parts else 0)
    if not parts:                                       # no opaque middle worth cutting
        _put(image, sprite, xy, masked=True)
        return
    box, rim = parts
    middle = _MIDDLES.get(key)
    if middle is None:
        middle = sprite.crop(box)
        _MIDDLES.keep(key, middle, 4 * middle.width * middle.height)
    x, y = xy
    _put(image, middle, (x + box[0], y + box[1]))
    for dx, dy, strip in rim:
        _put(image, strip, (x + dx, y + dy), masked=True)


def _put(image: Image.Image, part: Image.Image, xy: tuple[int, int], masked: bool = False) -> None:
    """``image.paste(part, xy[, part])`` straight to Pillow's core: a sprite's parts are RGBA
    pictures made in memory (loaded, never read-only) and the picture drawn on is RGB or RGBA,
    so the wrapper's checks and conversions have nothing to do, and they cost more than the
    paste of a small part (~820 pastes a Natera table: 3 ms of Python around 5 ms of copying).
    A read-only or other-mode picture goes through the wrapper."""
    if image.readonly or part.mode != "RGBA" or image.mode not in ("RGB", "RGBA"):
        image.paste(part, xy, part if masked else None)
        return
    x, y = xy
    box = (x, y, x + part.width, y + part.height)
    if masked:
        image.im.paste(part.im, box, part.im)
    else:
        image.im.paste(part.im, box)


MIDDLE_BYTES = 16_000_000
_RIMS = Kept(8_000_000)                 # the split sprites' parts (:func:`_sprite_parts`): ~2 MB
_MIDDLES = Kept(MIDDLE_BYTES)           # their opaque middles, cut out
_SEEN: set[int] = set()                 # the ids of the sprites pasted before


def _forget(key: int) -> None:
    """A sprite is gone: its id may name another picture from now on."""
    with _CACHES:
        _SEEN.discard(key)
        _RIMS.drop(key)
        _MIDDLES.drop(key)


def _sprite_parts(sprite: Image.Image) -> tuple:
    """Where ``sprite``'s opaque middle is (pasted without a mask) and the four strips of its
    rim around it (pasted with theirs), as ``((x0, y0, x1, y1), ((dx, dy, strip), ...))``;
    ``()`` when it has no opaque middle worth cutting, or is too small for a cut to pay
    (:data:`SPLIT_AREA`): it is then pasted whole, through its mask. The middle is checked, not
    guessed: every column of it is opaque in every row of it (``getprojection`` of the
    non-opaque pixels)."""
    w, h = sprite.size
    whole = ()
    if w < 8 or h < 8 or w * h < SPLIT_AREA:
        return whole
    rim = sprite.getchannel("A").point(_NOT_OPAQUE)
    _, rows = rim.crop((w // 4, 0, w - w // 4, h)).getprojection()
    top = next((i for i, hit in enumerate(rows) if not hit), h)
    bottom = next((i for i, hit in enumerate(reversed(rows)) if not hit), h)
    if top + bottom >= h or any(rows[top:h - bottom]):
        return whole
    columns, _ = rim.crop((0, top, w, h - bottom)).getprojection()
    left = next((i for i, hit in enumerate(columns) if not hit), w)
    right = next((i for i, hit in enumerate(reversed(columns)) if not hit), w)
    if left + right >= w or any(columns[left:w - right]) or (w - left - right) * (h - top - bottom) < w * h // 2:
        return whole
    strips = [(0, 0, w, top), (0, h - bottom, w, h), (0, top, left, h - bottom), (w - right, top, w, h - bottom)]
    return ((left, top, w - right, h - bottom),
            tuple((x0, y0, sprite.crop((x0, y0, x1, y1))) for x0, y0, x1, y1 in strips if x1 > x0 and y1 > y0))


SPLIT_AREA = 2_500      # px: a 30 x 30 chip pastes in 3.6 µs masked, 4.1 µs cut
_NOT_OPAQUE = [255] * 255 + [0]         # alpha -> 255 where the sprite is not opaque


def fill_panel(image: Image.Image, xy: tuple[int, int, int, int], colour: RGB, radius: int = 0,
               corners: tuple[bool, bool, bool, bool] | None = None) -> bool:
    """Fill the (rounded) rectangle ``xy`` (inclusive corners, as ``ImageDraw`` takes them) with
    ``colour`` as ``ImageDraw.rectangle`` / ``rounded_rectangle`` would, pixel for pixel, but
    through ``Image.paste``; False (nothing drawn) where it does not apply: another mode than
    RGB or RGBA, a read-only picture, a colour with alpha, an empty box, corners so big they meet.

    Why: ``ImageDraw`` fills a rectangle a pixel at a time, ``paste`` a row at a time: a
    1240 x 400 panel took 205 µs drawn, 60 µs pasted, and panels were most of ``Pen.rect``'s
    time (3-6 ms of a table: bench_render's mid-game tables, Natives and Uluk). A rounded
    rectangle is pasted as Pillow draws it: full rows between the round corners, full columns
    between them, and each round corner's square through a mask of that corner as Pillow
    draws it (:func:`_corner_mask`); a square corner is filled whole."""
    x0, y0, x1, y1 = xy
    if image.mode not in ("RGB", "RGBA") or image.readonly or len(colour) != 3 or x1 < x0 or y1 < y0:
        return False
    fill = image.im.paste       # straight to Pillow's core, as _put: the wrapper's checks cost more
    if radius <= 0:
        fill(colour, (x0, y0, x1 + 1, y1 + 1))
        return True
    r = radius
    if 2 * r + 2 >= min(x1 - x0, y1 - y0):     # Pillow joins the corners (or makes a circle)
        return False
    fill(colour, (x0, y0 + r + 1, x1 + 1, y1 - r))          # the rows between the corners
    fill(colour, (x0 + r + 1, y0, x1 - r, y0 + r + 1))      # the top, between the corners
    fill(colour, (x0 + r + 1, y1 - r, x1 - r, y1 + 1))      # the bottom, between them
    squares = ((x0, y0), (x1 - r, y0), (x1 - r, y1 - r), (x0, y1 - r))   # Pillow's order of corners
    for i, (x, y) in enumerate(squares):
        if corners is None or corners[i]:
            fill(colour, (x, y, x + r + 1, y + r + 1), _corner_mask(r, i).im)
        else:
            fill(colour, (x, y, x + r + 1, y + r + 1))
    return True


@remembered
def _corner_mask(r: int, corner: int) -> Image.Image:
    """What Pillow's ``rounded_rectangle`` of radius ``r`` fills of the square of ``corner``
    (0 top left, 1 top right, 2 bottom right, 3 bottom left; ``r + 1`` pixels a side), as an
    ``L`` mask: cut from one drawn in a square big enough that its corners stay apart."""
    side = 4 * r + 8
    mask = Image.new("L", (side, side), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, side - 1, side - 1), r, fill=255)
    far = side - 1 - r
    x, y = ((0, 0), (far, 0), (far, far), (0, far))[corner]
    return mask.crop((x, y, x + r + 1, y + r + 1))


# -- sprites, layers, frames -----------------------------------------------------------------
def sprite(w: int, h: int, paint: Callable[[Pen], None], ss: int = SUPERSAMPLE) -> Image.Image:
    """An RGBA image of ``w`` x ``h`` painted by ``paint(pen)`` at ``ss`` times and scaled down.

    Cache the result (``functools.lru_cache`` on the function that builds it).
    """
    big = Image.new("RGBA", (w * ss, h * ss), (0, 0, 0, 0))
    paint(Pen(big, ss))
    return big.resize((w, h), Image.Resampling.LANCZOS) if ss != 1 else big


def background(w: int, h: int, colour: Colour = "night") -> Image.Image:
    """A new flat picture of ``colour``, the caller's to draw on.

    Not cached: a picture's height changes with its table, so a cache of backgrounds kept one
    full-size image per height ever drawn (64 of them, up to 15 MB each: a render process grew
    to 870 MB over the demo games of every title, issue 19), and filling a new image is faster
    than copying a cached one (9 ms against 12 for 1280 x 3000 on this machine)."""
    return Image.new("RGB", (w, h), colours.rgb(colour))


def canvas(h: int, w: int = WIDTH, colour: Colour = "night") -> tuple[Image.Image, Pen]:
    """A fresh picture (:func:`background`) and a pen on it."""
    image = background(w, h, colour)
    return image, Pen(image)


def panel(pen: Pen, box: Box, fill: Colour = "paper", border: Colour | None = None,
          width: int = 2, radius: int = 12) -> None:
    """A rounded panel, optionally framed."""
    pen.rect(box, fill=fill, outline=border, width=width, radius=radius)


def card_frame(pen: Pen, box: Box, fill: Colour, border: Colour | None = None,
               radius: int = 10, split: Colour | None = None, shadow: bool = True) -> None:
    """A rounded card; ``split`` paints its right half in a second colour."""
    if shadow:
        pen.rect((box.x + 2, box.y + 3, box.right + 2, box.bottom + 3), fill=(0, 0, 0),
                 radius=radius)
    if split is None:
        pen.rect(box, fill=fill, radius=radius)
    else:
        half = box.w // 2
        pen.rect((box.x, box.y, box.x + half, box.bottom), fill=fill, radius=radius,
                 corners=(True, False, False, True))
        pen.rect((box.x + half, box.y, box.right, box.bottom), fill=split, radius=radius,
                 corners=(False, True, True, False))
    if border is not None:
        pen.rect(box, outline=border, width=2, radius=radius)


def badge(pen: Pen, centre: tuple[int, int], text: str, size: int = 18,
          fill: Colour = "ink", ink: Colour | None = None, border: Colour | None = None,
          min_w: int = 0) -> Box:
    """A pill (a circle for short text) centred on ``centre``; returns its box."""
    h = round(size * 1.6)
    w = max(h, min_w, text_width(text, size, True) + size)
    box = Box(centre[0] - w // 2, centre[1] - h // 2, w, h)
    pen.rect(box, fill=fill, outline=border, width=2, radius=h // 2)
    pen.text(box.centre, text, size, ink if ink is not None else colours.ink_on(fill), True, "mm")
    return box


def pill_width(text: str, size: int, bold: bool = False, icon_size: int = 0) -> int:
    """The width :func:`pill` will take."""
    pad = size // 2 + 2
    return text_width(text, size, bold) + 2 * pad + (icon_size + 6 if icon_size else 0)


def pill(pen: Pen, xy: tuple[int, int], text: str, size: int = 18, fill: Colour = "paper2",
         ink: Colour | None = None, bold: bool = False, icon_name: str | None = None,
         icon_colour: Colour | None = None, border: Colour | None = None,
         height: int | None = None, icon_image: Image.Image | None = None) -> Box:
    """A rounded label with an optional icon, top-left at ``xy``; returns its box.

    ``icon_image`` (a square RGBA sprite, ``0.7 * height`` across) replaces ``icon_name``
    when a caller draws its own icons."""
    h = height or round(size * 1.8)
    isz = round(h * 0.7) if icon_name or icon_image is not None else 0
    w = pill_width(text, size, bold, isz)
    box = Box(xy[0], xy[1], w, h)
    pen.rect(box, fill=fill, outline=border, width=2, radius=h // 2)
    x = box.x + size // 2 + 2
    ink_c = ink if ink is not None else colours.ink_on(fill)
    if icon_image is not None:
        pen.paste(icon_image, (x, box.y + (h - isz) // 2))
        x += isz + 6
    elif icon_name:
        pen.icon(icon_name, (x, box.y + (h - isz) // 2), isz, icon_colour or ink_c)
        x += isz + 6
    pen.text((x, box.y + h // 2), text, size, ink_c, bold, "lm")
    return box


def letter_tile(pen: Pen, box: Box, letter: str, colour: Colour, size: int = 20,
                radius: int = 6) -> None:
    """A square of a (player or tribe) colour with its letter: colour never comes alone."""
    pen.rect(box, fill=colour, radius=radius)
    pen.text(box.centre, letter, size, "white", True, "mm", stroke=2, stroke_fill=(0, 0, 0))


@remembered
def icon(name: str, size: int, colour: RGB) -> Image.Image:
    """A cached RGBA sprite of one of :data:`ICONS`."""
    draw = icons.ICONS[name]
    return sprite(size, size, lambda pen: draw(pen, 0, 0, size, colour))


@remembered
def token(letter: str, colour: RGB, size: int, hollow: bool = False) -> Image.Image:
    """A cached round pawn ``size`` pixels across in a player's colour with its letter (colour
    never comes alone); ``hollow`` draws a ring only (a pawn not yet in play)."""
    def paint(pen: Pen) -> None:
        edge = colours.darker(colour, .45)
        if hollow:
            pen.ellipse((1, 1, size - 1, size - 1), fill=colours.lighter(colour, .75), outline=colour,
                        width=max(2, size // 10))
            pen.text((size / 2, size / 2 + .5), letter, max(MIN_TEXT, size * 5 // 9), colours.darker(colour, .3),
                     True, "mm")
        else:
            pen.ellipse((0, 0, size, size), fill=colour, outline=edge, width=max(1, size // 15))
            pen.text((size / 2, size / 2 + .5), letter, max(MIN_TEXT, size * 5 // 9), "white", True,
                     "mm", stroke=max(1, size // 16), stroke_fill=(0, 0, 0))
    return sprite(size, size, paint)


@remembered
def text_sprite(text: str, size: int, colour: RGB, bold: bool = False
                ) -> tuple[Image.Image, int, int, float, int, int]:
    """A cached RGBA picture of one line of text, where its baseline origin lies in it, its
    advance width and the font's ascent and descent (what placing it by an anchor needs).

    FreeType rendering is most of a text-heavy table's drawing time (about 0.1-0.5 ms a
    line); labels, names and small numbers repeat from picture to picture, so each is
    rendered once per process and pasted (:func:`stamp_text`)."""
    f = font(size, bold)
    left, top, right, bottom = f.getbbox(text, anchor="ls")
    pad = 2
    image = Image.new("RGBA", (max(1, right - left + 2 * pad), max(1, bottom - top + 2 * pad)),
                      (*colour, 0))
    ImageDraw.Draw(image).text((pad - left, pad - top), text, font=f, fill=(*colour, 255),
                               anchor="ls")
    ascent, descent = f.getmetrics()
    return image, pad - left, pad - top, f.getlength(text), ascent, descent


def stamp_text(pen: Pen, xy: tuple[float, float], text: str, size: int, fill: Colour = "ink",
               bold: bool = False, anchor: str = "la") -> None:
    """:meth:`Pen.text` through :func:`text_sprite` (same place, same look, cached); anchors
    l/m/r by a/m/s/d as in Pillow. On a pen of scale > 1 (the phone picture, sprites) the
    text is rendered at the pen's scale, so it is as sharp as :meth:`Pen.text` there."""
    s = pen.s
    image, ox, oy, length, ascent, descent = text_sprite(text, size * s, colours.rgb(fill), bold)
    h, v = anchor[0], anchor[1]
    bx = xy[0] * s - (0 if h == "l" else length / 2 if h == "m" else length)
    by = xy[1] * s + (ascent if v == "a" else (ascent - descent) / 2 if v == "m" else 0 if v == "s" else -descent)
    _put(pen.image, image, (round(bx) - ox, round(by) - oy), masked=True)


