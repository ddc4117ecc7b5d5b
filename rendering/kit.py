"""The shared drawing kit: fonts, palette, text, frames, icons, layout and PNG encoding.

Every game's renderer draws with these pieces so that all pictures read alike on a phone:
text is never smaller than :data:`MIN_TEXT` pixels on a :data:`WIDTH`-pixel-wide picture,
colours come with a letter or a symbol, and flat colours keep the PNG small and fast.

Two ways of drawing:

* straight onto the table picture with a :class:`Pen` of scale 1 (text, panels);
* into a cached *sprite* (:func:`sprite`): drawn at twice the size and scaled down, so
  small shapes (cards, chips, icons) get smooth edges; the sprite is made once per process
  and pasted at every render, which costs next to nothing.

Static layers are cached too: :func:`background` returns a shared image that callers
``copy()`` before drawing on it.
"""

from __future__ import annotations

import io
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources

from PIL import Image, ImageChops, ImageDraw, ImageFont, ImageStat

WIDTH = 1280            # every picture is this wide
MARGIN = 20             # outer margin
MIN_TEXT = 16           # the smallest text size allowed at WIDTH (DESIGN.md, "Pictures")
SUPERSAMPLE = 2         # sprites are drawn this many times larger, then scaled down

RGB = tuple[int, int, int]
Colour = str | RGB

# -- palette ---------------------------------------------------------------------------------
PALETTE: dict[str, RGB] = {
    "night": (0x23, 0x26, 0x2E),      # picture background
    "night2": (0x2E, 0x33, 0x3D),     # bands on the background
    "paper": (0xF5, 0xEF, 0xE3),      # panels
    "paper2": (0xE9, 0xE0, 0xCE),     # cells on panels
    "line": (0xC9, 0xBC, 0xA3),       # thin rules on panels
    "ink": (0x22, 0x22, 0x22),        # text on light
    "muted": (0x6B, 0x62, 0x55),      # secondary text on light
    "light": (0xF4, 0xF1, 0xEA),      # text on dark
    "dim": (0xB4, 0xB0, 0xA8),        # secondary text on dark
    "highlight": (0xFF, 0xC4, 0x1F),  # the awaited player, the current choice
    "good": (0x2E, 0x7D, 0x32),
    "bad": (0xB0, 0x2A, 0x2A),
    "winter": (0xCF, 0xE8, 0xFF),
    "winter_ink": (0x0B, 0x2F, 0x5A),
    "food": (0xF6, 0xEA, 0xCF),
    "ritual": (0x5E, 0x3F, 0x8F),
    "totem": (0x7A, 0x4B, 0x2A),
    "back": (0x4A, 0x3B, 0x2F),       # the back of a card
    "white": (0xFF, 0xFF, 0xFF),
    "black": (0x00, 0x00, 0x00),
}


def rgb(colour: Colour) -> RGB:
    """``"#D55E00"``, ``"D55E00"``, a palette name or an RGB tuple -> an RGB tuple."""
    if isinstance(colour, tuple):
        return colour
    if colour in PALETTE:
        return PALETTE[colour]
    h = colour.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    if len(h) != 6:
        raise ValueError(f"not a colour: {colour!r}")
    return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))


def mix(a: Colour, b: Colour, t: float) -> RGB:
    """``t`` of the way from ``a`` to ``b``."""
    ca, cb = rgb(a), rgb(b)
    return tuple(round(x + (y - x) * t) for x, y in zip(ca, cb, strict=True))  # type: ignore[return-value]


def darker(c: Colour, t: float = 0.3) -> RGB:
    return mix(c, (0, 0, 0), t)


def lighter(c: Colour, t: float = 0.3) -> RGB:
    return mix(c, (255, 255, 255), t)


def luminance(c: Colour) -> float:
    """Relative luminance (WCAG)."""
    def chan(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4
    r, g, b = rgb(c)
    return 0.2126 * chan(r) + 0.7152 * chan(g) + 0.0722 * chan(b)


def ink_on(background: Colour) -> RGB:
    """Black or white text, whichever reads better on ``background``."""
    lum = luminance(background)
    return PALETTE["ink"] if (lum + 0.05) / 0.05 > 1.05 / (lum + 0.05) else PALETTE["white"]


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
    return ImageFont.truetype(io.BytesIO(_font_bytes(bold)), size * scale)


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
    """Draws on an image in logical pixels; ``scale`` > 1 for supersampled sprites."""

    def __init__(self, image: Image.Image, scale: int = 1):
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
        fill_c = rgb(fill) if fill is not None else None
        out_c = rgb(outline) if outline is not None else None
        xy = self._box(box)
        if radius:
            self.draw.rounded_rectangle(xy, self._p(radius), fill=fill_c, outline=out_c,
                                        width=self._p(width) if out_c else 0, corners=corners)
        else:
            self.draw.rectangle(xy, fill=fill_c, outline=out_c,
                                width=self._p(width) if out_c else 0)

    def ellipse(self, box: Sequence[float], fill: Colour | None = None,
                outline: Colour | None = None, width: int = 1) -> None:
        self.draw.ellipse(self._box(box), fill=rgb(fill) if fill is not None else None,
                          outline=rgb(outline) if outline is not None else None,
                          width=self._p(width) if outline is not None else 0)

    def polygon(self, points: Sequence[tuple[float, float]], fill: Colour | None = None,
                outline: Colour | None = None) -> None:
        self.draw.polygon([(x * self.s, y * self.s) for x, y in points],
                          fill=rgb(fill) if fill is not None else None,
                          outline=rgb(outline) if outline is not None else None)

    def line(self, points: Sequence[tuple[float, float]], fill: Colour, width: float = 1) -> None:
        self.draw.line([(x * self.s, y * self.s) for x, y in points], fill=rgb(fill),
                       width=max(1, round(width * self.s)), joint="curve")

    def text(self, xy: tuple[float, float], text: str, size: int, fill: Colour = "ink",
             bold: bool = False, anchor: str = "la", stroke: int = 0,
             stroke_fill: Colour | None = None) -> None:
        """Text at ``xy``; ``anchor`` as in Pillow ("la" left/ascender, "mm" centre...)."""
        self.draw.text((xy[0] * self.s, xy[1] * self.s), text, font=font(size, bold, self.s),
                       fill=rgb(fill), anchor=anchor, stroke_width=stroke * self.s,
                       stroke_fill=rgb(stroke_fill) if stroke_fill is not None else None)

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
            self.image.paste(sprite_image, (x, y), sprite_image)
        else:
            self.image.paste(sprite_image, (x, y))

    def icon(self, name: str, xy: tuple[int, int], size: int, colour: Colour = "ink") -> None:
        """One of :data:`ICONS`, ``size`` pixels square, its top-left at ``xy``."""
        if self.s == 1:
            self.paste(icon(name, size, rgb(colour)), xy)
        else:
            ICONS[name](self, xy[0], xy[1], size, rgb(colour))


# -- sprites, layers, frames -----------------------------------------------------------------
def sprite(w: int, h: int, paint: Callable[[Pen], None], ss: int = SUPERSAMPLE) -> Image.Image:
    """An RGBA image of ``w`` x ``h`` painted by ``paint(pen)`` at ``ss`` times and scaled down.

    Cache the result (``functools.lru_cache`` on the function that builds it).
    """
    big = Image.new("RGBA", (w * ss, h * ss), (0, 0, 0, 0))
    paint(Pen(big, ss))
    return big.resize((w, h), Image.Resampling.LANCZOS) if ss != 1 else big


@lru_cache(maxsize=64)
def background(w: int, h: int, colour: Colour = "night") -> Image.Image:
    """A shared flat background; ``copy()`` it before drawing."""
    return Image.new("RGB", (w, h), rgb(colour))


def canvas(h: int, w: int = WIDTH, colour: Colour = "night") -> tuple[Image.Image, Pen]:
    """A fresh picture (a copy of the cached background) and a pen on it."""
    image = background(w, h, colour).copy()
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
    pen.text(box.centre, text, size, ink if ink is not None else ink_on(fill), True, "mm")
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
    ink_c = ink if ink is not None else ink_on(fill)
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


# -- icons: simple shapes in a size x size box -------------------------------------------------
def _person(pen: Pen, x: float, y: float, s: float, c: RGB, dress: bool = False) -> None:
    pen.ellipse((x + s * .36, y + s * .04, x + s * .64, y + s * .32), fill=c)
    if dress:
        pen.polygon([(x + s * .5, y + s * .34), (x + s * .80, y + s * .96),
                     (x + s * .20, y + s * .96)], fill=c)
        pen.rect((x + s * .38, y + s * .34, x + s * .62, y + s * .56), fill=c, radius=s * .06)
        pen.polygon([(x + s * .33, y + s * .10), (x + s * .27, y + s * .48),
                     (x + s * .39, y + s * .40)], fill=c)
        pen.polygon([(x + s * .67, y + s * .10), (x + s * .73, y + s * .48),
                     (x + s * .61, y + s * .40)], fill=c)
    else:
        pen.rect((x + s * .28, y + s * .35, x + s * .72, y + s * .66), fill=c, radius=s * .08)
        pen.rect((x + s * .31, y + s * .60, x + s * .47, y + s * .97), fill=c, radius=s * .04)
        pen.rect((x + s * .53, y + s * .60, x + s * .69, y + s * .97), fill=c, radius=s * .04)


def _man(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    _person(pen, x, y, s, c, dress=False)


def _woman(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    _person(pen, x, y, s, c, dress=True)


def _bison(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    dark = darker(c, .35)
    for lx in (.22, .36, .58, .72):
        pen.rect((x + s * lx, y + s * .62, x + s * (lx + .08), y + s * .92), fill=dark)
    pen.ellipse((x + s * .08, y + s * .34, x + s * .80, y + s * .74), fill=c)
    pen.ellipse((x + s * .32, y + s * .18, x + s * .74, y + s * .62), fill=c)
    pen.ellipse((x + s * .64, y + s * .36, x + s * .96, y + s * .70), fill=dark)
    pen.polygon([(x + s * .70, y + s * .40), (x + s * .66, y + s * .24),
                 (x + s * .76, y + s * .38)], fill=dark)
    pen.polygon([(x + s * .08, y + s * .50), (x + s * .02, y + s * .66),
                 (x + s * .10, y + s * .60)], fill=dark)


def _fish(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    pen.polygon([(x + s * .62, y + s * .50), (x + s * .96, y + s * .24),
                 (x + s * .90, y + s * .50), (x + s * .96, y + s * .76)], fill=darker(c, .2))
    pen.ellipse((x + s * .04, y + s * .28, x + s * .74, y + s * .72), fill=c)
    pen.ellipse((x + s * .16, y + s * .40, x + s * .24, y + s * .48), fill=(255, 255, 255))


def _corn(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    leaf = (0x5B, 0x8C, 0x2A)
    pen.ellipse((x + s * .34, y + s * .04, x + s * .66, y + s * .84), fill=c)
    for i in range(5):
        yy = y + s * (.16 + i * .13)
        pen.line([(x + s * .40, yy), (x + s * .60, yy)], darker(c, .25), s * .025)
    pen.polygon([(x + s * .50, y + s * .98), (x + s * .18, y + s * .30),
                 (x + s * .44, y + s * .70)], fill=leaf)
    pen.polygon([(x + s * .50, y + s * .98), (x + s * .82, y + s * .30),
                 (x + s * .56, y + s * .70)], fill=leaf)


def _pumpkin(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    pen.rect((x + s * .45, y + s * .06, x + s * .57, y + s * .30), fill=(0x5B, 0x8C, 0x2A), radius=1)
    pen.ellipse((x + s * .04, y + s * .26, x + s * .56, y + s * .94), fill=c)
    pen.ellipse((x + s * .44, y + s * .26, x + s * .96, y + s * .94), fill=c)
    pen.ellipse((x + s * .26, y + s * .22, x + s * .74, y + s * .96), fill=lighter(c, .12))
    for xx in (.38, .62):
        pen.line([(x + s * xx, y + s * .34), (x + s * xx, y + s * .86)], darker(c, .25), s * .04)


def _beans(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    for bx, by in ((.04, .16), (.50, .30), (.16, .56)):
        pen.ellipse((x + s * bx, y + s * by, x + s * (bx + .46), y + s * (by + .30)), fill=c)
        pen.ellipse((x + s * (bx + .17), y + s * (by + .08), x + s * (bx + .27), y + s * (by + .16)),
                    fill=lighter(c, .35))


def _bowl(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    pen.ellipse((x + s * .22, y + s * .20, x + s * .46, y + s * .44), fill=lighter(c, .3))
    pen.ellipse((x + s * .44, y + s * .16, x + s * .70, y + s * .42), fill=lighter(c, .3))
    pen.polygon([(x + s * .06, y + s * .40), (x + s * .94, y + s * .40),
                 (x + s * .74, y + s * .86), (x + s * .26, y + s * .86)], fill=c)


def _flame(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    pen.ellipse((x + s * .20, y + s * .38, x + s * .80, y + s * .96), fill=c)
    pen.polygon([(x + s * .50, y + s * .02), (x + s * .78, y + s * .58),
                 (x + s * .22, y + s * .58)], fill=c)
    inner = lighter(c, .55)
    pen.ellipse((x + s * .36, y + s * .62, x + s * .64, y + s * .92), fill=inner)
    pen.polygon([(x + s * .50, y + s * .38), (x + s * .63, y + s * .72),
                 (x + s * .37, y + s * .72)], fill=inner)


def _totem(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    dark = darker(c, .45)
    pen.polygon([(x + s * .08, y + s * .12), (x + s * .36, y + s * .10),
                 (x + s * .36, y + s * .26)], fill=c)
    pen.polygon([(x + s * .92, y + s * .12), (x + s * .64, y + s * .10),
                 (x + s * .64, y + s * .26)], fill=c)
    for i in range(3):
        top = y + s * (.04 + i * .32)
        pen.rect((x + s * .30, top, x + s * .70, top + s * .29), fill=c, radius=s * .05)
        pen.rect((x + s * .37, top + s * .08, x + s * .46, top + s * .15), fill=dark)
        pen.rect((x + s * .54, top + s * .08, x + s * .63, top + s * .15), fill=dark)
        pen.rect((x + s * .42, top + s * .20, x + s * .58, top + s * .24), fill=dark)


def _feather(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    pen.polygon([(x + s * .80, y + s * .04), (x + s * .92, y + s * .30), (x + s * .60, y + s * .72),
                 (x + s * .30, y + s * .78), (x + s * .36, y + s * .46)], fill=c)
    pen.line([(x + s * .12, y + s * .96), (x + s * .82, y + s * .12)], darker(c, .5), s * .06)


def _deck(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    for i, t in enumerate((.45, .25, 0)):
        off = s * .08 * (2 - i)
        pen.rect((x + s * .14 + off, y + s * .04 + s * .16 - off, x + s * .70 + off,
                  y + s * .80 + s * .16 - off), fill=lighter(c, t), outline=darker(c, .4),
                 width=max(1, round(s * .04)), radius=s * .08)


def _snowflake(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    cx, cy, r = x + s / 2, y + s / 2, s * .46
    w = s * .08
    for k in range(6):
        a = math.pi / 3 * k + math.pi / 2
        ex, ey = cx + r * math.cos(a), cy - r * math.sin(a)
        pen.line([(cx, cy), (ex, ey)], c, w)
        mx, my = cx + r * .6 * math.cos(a), cy - r * .6 * math.sin(a)
        for da in (.6, -.6):
            pen.line([(mx, my), (mx + r * .3 * math.cos(a + da), my - r * .3 * math.sin(a + da))],
                     c, w * .8)


def _star(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    cx, cy = x + s / 2, y + s * .54
    pts = []
    for k in range(10):
        r = s * (.48 if k % 2 == 0 else .2)
        a = math.pi / 2 + k * math.pi / 5
        pts.append((cx + r * math.cos(a), cy - r * math.sin(a)))
    pen.polygon(pts, fill=c)


def _arrow(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    pen.polygon([(x + s * .14, y + s * .10), (x + s * .90, y + s * .50),
                 (x + s * .14, y + s * .90), (x + s * .30, y + s * .50)], fill=c)


def _box_icon(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    pen.rect((x + s * .08, y + s * .30, x + s * .92, y + s * .92), fill=c, radius=s * .06)
    pen.rect((x + s * .02, y + s * .16, x + s * .98, y + s * .36), fill=darker(c, .25),
             radius=s * .05)


def _skull(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    hole = darker(c, .75) if luminance(c) > .2 else lighter(c, .8)
    pen.ellipse((x + s * .14, y + s * .04, x + s * .86, y + s * .70), fill=c)
    pen.rect((x + s * .30, y + s * .56, x + s * .70, y + s * .92), fill=c, radius=s * .08)
    pen.ellipse((x + s * .26, y + s * .32, x + s * .46, y + s * .54), fill=hole)
    pen.ellipse((x + s * .54, y + s * .32, x + s * .74, y + s * .54), fill=hole)
    pen.polygon([(x + s * .50, y + s * .56), (x + s * .44, y + s * .68),
                 (x + s * .56, y + s * .68)], fill=hole)
    for tx in (.40, .50, .60):
        pen.line([(x + s * tx, y + s * .78), (x + s * tx, y + s * .92)], hole, s * .04)


def _hourglass(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    pen.rect((x + s * .16, y + s * .02, x + s * .84, y + s * .12), fill=c, radius=s * .03)
    pen.rect((x + s * .16, y + s * .88, x + s * .84, y + s * .98), fill=c, radius=s * .03)
    pen.polygon([(x + s * .24, y + s * .12), (x + s * .76, y + s * .12), (x + s * .54, y + s * .50),
                 (x + s * .76, y + s * .88), (x + s * .24, y + s * .88), (x + s * .46, y + s * .50)],
                fill=c)
    sand = lighter(c, .6)
    pen.polygon([(x + s * .34, y + s * .20), (x + s * .66, y + s * .20), (x + s * .50, y + s * .42)],
                fill=sand)
    pen.polygon([(x + s * .50, y + s * .66), (x + s * .68, y + s * .84), (x + s * .32, y + s * .84)],
                fill=sand)


def _sun(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    cx, cy = x + s / 2, y + s / 2
    for k in range(8):
        a = math.pi / 4 * k
        pen.line([(cx + s * .30 * math.cos(a), cy + s * .30 * math.sin(a)),
                  (cx + s * .48 * math.cos(a), cy + s * .48 * math.sin(a))], c, s * .08)
    pen.ellipse((cx - s * .26, cy - s * .26, cx + s * .26, cy + s * .26), fill=c)


def _moon(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    # a crescent: the outer arc of one circle, back along the inner arc of a shifted one
    cx, cy, r = x + s * .46, y + s / 2, s * .44
    ox, r2 = cx + s * .20, s * .36
    pts = []
    for k in range(25):
        a = math.pi * (.28 + 1.44 * k / 24)          # left side of the outer circle
        pts.append((cx + r * math.cos(a), cy - r * math.sin(a)))
    lo, hi = math.pi * .62, math.pi * 1.38               # back along the inner circle
    for k in range(25):
        a = hi - (hi - lo) * k / 24
        pts.append((ox + r2 * math.cos(a), cy - r2 * math.sin(a)))
    pen.polygon(pts, fill=c)


def _leaf(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    pts = []
    for k in range(13):
        t = k / 12
        pts.append((x + s * (.12 + .76 * t), y + s * (.88 - .76 * t) - s * .30 * math.sin(math.pi * t)))
    for k in range(13):
        t = 1 - k / 12
        pts.append((x + s * (.12 + .76 * t), y + s * (.88 - .76 * t) + s * .30 * math.sin(math.pi * t)))
    pen.polygon(pts, fill=c)
    pen.line([(x + s * .06, y + s * .94), (x + s * .80, y + s * .20)], darker(c, .45), s * .05)


def _shell(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    cx, cy, r = x + s / 2, y + s * .78, s * .46
    pts = [(cx + r * math.cos(math.pi * k / 20), cy - r * math.sin(math.pi * k / 20) * 1.45)
           for k in range(21)]
    pen.polygon(pts, fill=c)
    pen.rect((x + s * .36, y + s * .74, x + s * .64, y + s * .96), fill=c, radius=s * .04)
    ridge = darker(c, .4)
    for k in (4, 7, 10, 13, 16):
        a = math.pi * k / 20
        pen.line([(cx, cy + s * .08), (cx + r * .9 * math.cos(a), cy - r * .9 * math.sin(a) * 1.45)],
                 ridge, s * .04)


def _bear(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    """A (polar) bear walking right: long body, the head low on a long neck, small ears."""
    dark = darker(c, .45)
    for lx in (.10, .24, .52, .66):
        pen.rect((x + s * lx, y + s * .56, x + s * (lx + .12), y + s * .90), fill=dark,
                 radius=s * .03)
    pen.ellipse((x + s * .02, y + s * .26, x + s * .76, y + s * .68), fill=c)
    pen.polygon([(x + s * .56, y + s * .32), (x + s * .80, y + s * .40), (x + s * .78, y + s * .62),
                 (x + s * .60, y + s * .62)], fill=c)
    pen.ellipse((x + s * .70, y + s * .38, x + s * .92, y + s * .62), fill=c)
    pen.polygon([(x + s * .84, y + s * .42), (x + s * .99, y + s * .54),
                 (x + s * .86, y + s * .62)], fill=c)
    pen.ellipse((x + s * .72, y + s * .34, x + s * .80, y + s * .44), fill=c)
    pen.ellipse((x + s * .94, y + s * .51, x + s * .99, y + s * .56), fill=dark)
    pen.ellipse((x + s * .81, y + s * .45, x + s * .85, y + s * .49), fill=dark)


def _orca(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    """An orca: dark body, tall dorsal fin, the white eye patch and belly."""
    white = (0xF4, 0xF7, 0xFA)
    pen.polygon([(x + s * .18, y + s * .56), (x + s * .02, y + s * .36),
                 (x + s * .08, y + s * .58), (x + s * .02, y + s * .78)], fill=c)
    pen.polygon([(x + s * .44, y + s * .40), (x + s * .52, y + s * .04),
                 (x + s * .62, y + s * .40)], fill=c)
    pen.ellipse((x + s * .12, y + s * .36, x + s * .98, y + s * .76), fill=c)
    pen.ellipse((x + s * .40, y + s * .60, x + s * .90, y + s * .74), fill=white)
    pen.ellipse((x + s * .72, y + s * .44, x + s * .86, y + s * .52), fill=white)


def _seal(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    """A seal lying on the ice: a long spotted body, the head raised to the right."""
    dark = darker(c, .4)
    pen.polygon([(x + s * .16, y + s * .70), (x + s * .01, y + s * .56),
                 (x + s * .06, y + s * .72), (x + s * .01, y + s * .86)], fill=dark)
    pen.ellipse((x + s * .08, y + s * .50, x + s * .90, y + s * .86), fill=c)
    pen.ellipse((x + s * .66, y + s * .34, x + s * .96, y + s * .64), fill=c)
    pen.polygon([(x + s * .52, y + s * .78), (x + s * .66, y + s * .94),
                 (x + s * .42, y + s * .90)], fill=dark)
    pen.ellipse((x + s * .80, y + s * .42, x + s * .86, y + s * .48), fill=darker(c, .7))
    pen.ellipse((x + s * .92, y + s * .48, x + s * .97, y + s * .53), fill=darker(c, .7))
    for sx, sy in ((.22, .60), (.36, .68), (.50, .58), (.30, .54)):
        pen.ellipse((x + s * sx, y + s * sy, x + s * (sx + .05), y + s * (sy + .05)), fill=dark)


def _harpoon(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    pen.line([(x + s * .10, y + s * .92), (x + s * .74, y + s * .28)], c, s * .08)
    pen.polygon([(x + s * .96, y + s * .04), (x + s * .62, y + s * .24),
                 (x + s * .76, y + s * .38)], fill=c)
    pen.polygon([(x + s * .66, y + s * .36), (x + s * .52, y + s * .38),
                 (x + s * .60, y + s * .44)], fill=c)
    pen.line([(x + s * .16, y + s * .74), (x + s * .30, y + s * .88)], darker(c, .35), s * .06)


def _inukshuk(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    """A stone figure: two legs, a body, long arms, a head."""
    pen.rect((x + s * .26, y + s * .62, x + s * .42, y + s * .96), fill=c, radius=s * .03)
    pen.rect((x + s * .58, y + s * .62, x + s * .74, y + s * .96), fill=c, radius=s * .03)
    pen.rect((x + s * .22, y + s * .46, x + s * .78, y + s * .62), fill=c, radius=s * .03)
    pen.rect((x + s * .02, y + s * .30, x + s * .98, y + s * .44), fill=c, radius=s * .03)
    pen.rect((x + s * .34, y + s * .04, x + s * .66, y + s * .28), fill=c, radius=s * .05)


def _parka(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    """A figure in a hooded parka: the fur-trimmed hood around the face, sleeves, the hem."""
    trim = mix(c, (0, 0, 0), .45) if luminance(c) > .5 else lighter(c, .6)
    pen.polygon([(x + s * .22, y + s * .42), (x + s * .06, y + s * .76), (x + s * .18, y + s * .80),
                 (x + s * .32, y + s * .56)], fill=c)
    pen.polygon([(x + s * .78, y + s * .42), (x + s * .94, y + s * .76), (x + s * .82, y + s * .80),
                 (x + s * .68, y + s * .56)], fill=c)
    pen.polygon([(x + s * .24, y + s * .40), (x + s * .76, y + s * .40), (x + s * .86, y + s * .86),
                 (x + s * .14, y + s * .86)], fill=c)
    pen.rect((x + s * .28, y + s * .86, x + s * .46, y + s * .98), fill=c, radius=s * .03)
    pen.rect((x + s * .54, y + s * .86, x + s * .72, y + s * .98), fill=c, radius=s * .03)
    pen.rect((x + s * .13, y + s * .78, x + s * .87, y + s * .86), fill=trim, radius=s * .02)
    pen.ellipse((x + s * .25, y + s * .01, x + s * .75, y + s * .49), fill=c)
    pen.ellipse((x + s * .32, y + s * .09, x + s * .68, y + s * .42), fill=trim)
    pen.ellipse((x + s * .37, y + s * .14, x + s * .63, y + s * .38), fill=c)
    pen.ellipse((x + s * .42, y + s * .22, x + s * .47, y + s * .27), fill=trim)
    pen.ellipse((x + s * .53, y + s * .22, x + s * .58, y + s * .27), fill=trim)


def _war(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    """Two crossed spears."""
    for (x0, y0, x1, y1) in ((.10, .94, .86, .18), (.90, .94, .14, .18)):
        pen.line([(x + s * x0, y + s * y0), (x + s * x1, y + s * y1)], c, s * .08)
        dx, dy = x1 - x0, y1 - y0
        n = math.hypot(dx, dy)
        ux, uy = dx / n, dy / n
        tip = (x + s * (x1 + ux * .16), y + s * (y1 + uy * .16))
        left = (x + s * (x1 - uy * .09), y + s * (y1 + ux * .09))
        right = (x + s * (x1 + uy * .09), y + s * (y1 - ux * .09))
        pen.polygon([tip, left, right], fill=c)


def _pipe(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    """A peace pipe: a long stem, the bowl at its end, two feathers hanging."""
    pen.line([(x + s * .06, y + s * .30), (x + s * .80, y + s * .62)], c, s * .08)
    pen.rect((x + s * .72, y + s * .36, x + s * .94, y + s * .70), fill=c, radius=s * .05)
    for fx in (.30, .46):
        top = .30 + (fx - .06) * .43
        pen.line([(x + s * fx, y + s * top), (x + s * fx, y + s * (top + .24))], c, s * .03)
        pen.ellipse((x + s * (fx - .05), y + s * (top + .22), x + s * (fx + .05),
                     y + s * (top + .46)), fill=c)


def _lock(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    pen.ellipse((x + s * .24, y + s * .04, x + s * .76, y + s * .62), outline=c, width=s * .10)
    pen.rect((x + s * .14, y + s * .40, x + s * .86, y + s * .96), fill=c, radius=s * .08)
    hole = darker(c, .6) if luminance(c) > .2 else lighter(c, .7)
    pen.ellipse((x + s * .43, y + s * .56, x + s * .57, y + s * .70), fill=hole)
    pen.rect((x + s * .47, y + s * .64, x + s * .53, y + s * .84), fill=hole)


ICONS: dict[str, Callable[[Pen, float, float, float, RGB], None]] = {
    "man": _man,
    "woman": _woman,
    "bison": _bison,
    "fish": _fish,
    "corn": _corn,
    "pumpkin": _pumpkin,
    "beans": _beans,
    "bowl": _bowl,
    "flame": _flame,
    "totem": _totem,
    "feather": _feather,
    "deck": _deck,
    "snowflake": _snowflake,
    "star": _star,
    "arrow": _arrow,
    "box": _box_icon,
    "skull": _skull,
    "hourglass": _hourglass,
    "sun": _sun,
    "moon": _moon,
    "leaf": _leaf,
    "shell": _shell,
    "bear": _bear,
    "orca": _orca,
    "seal": _seal,
    "harpoon": _harpoon,
    "inukshuk": _inukshuk,
    "parka": _parka,
    "war": _war,
    "pipe": _pipe,
    "lock": _lock,
}


@lru_cache(maxsize=512)
def icon(name: str, size: int, colour: RGB) -> Image.Image:
    """A cached RGBA sprite of one of :data:`ICONS`."""
    draw = ICONS[name]
    return sprite(size, size, lambda pen: draw(pen, 0, 0, size, colour))


@lru_cache(maxsize=256)
def token(letter: str, colour: RGB, size: int, hollow: bool = False) -> Image.Image:
    """A cached round pawn ``size`` pixels across in a player's colour with its letter (colour
    never comes alone); ``hollow`` draws a ring only (a pawn not yet in play)."""
    def paint(pen: Pen) -> None:
        edge = darker(colour, .45)
        if hollow:
            pen.ellipse((1, 1, size - 1, size - 1), fill=lighter(colour, .75), outline=colour,
                        width=max(2, size // 10))
            pen.text((size / 2, size / 2 + .5), letter, max(MIN_TEXT, size * 5 // 9), darker(colour, .3),
                     True, "mm")
        else:
            pen.ellipse((0, 0, size, size), fill=colour, outline=edge, width=max(1, size // 15))
            pen.text((size / 2, size / 2 + .5), letter, max(MIN_TEXT, size * 5 // 9), "white", True,
                     "mm", stroke=max(1, size // 16), stroke_fill=(0, 0, 0))
    return sprite(size, size, paint)


@lru_cache(maxsize=8192)
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
    image, ox, oy, length, ascent, descent = text_sprite(text, size * s, rgb(fill), bold)
    h, v = anchor[0], anchor[1]
    bx = xy[0] * s - {"l": 0, "m": length / 2, "r": length}[h]
    by = xy[1] * s + {"a": ascent, "m": (ascent - descent) / 2, "s": 0, "d": -descent}[v]
    pen.image.paste(image, (round(bx) - ox, round(by) - oy), image)


# -- output ----------------------------------------------------------------------------------
PNG_COLOURS = 256       # a palette PNG: one byte per pixel instead of three
PNG_LEVEL = 3           # zlib level: on palette data 1-3 cost the same, 3 is ~10% smaller, 4+ is slower
PALETTE_SAMPLE = 3      # the palette is chosen from every 3rd pixel of every 3rd row
# The largest per-channel mean absolute error (0-255 scale) a palette picture may show against
# its RGB original. Measured over every picture of every title's 4-player demo: 0.6-1.2 (Uluk's
# anti-aliased icons are the worst); bench/bench_png.py prints it, tests/test_png_palette.py holds it.
PALETTE_ERROR_BOUND = 1.5


def palette_image(image: Image.Image) -> Image.Image:
    """``image`` reduced to a palette of :data:`PNG_COLOURS` colours (mode ``P``).

    Our pictures are flat colours plus anti-aliased edges, so 256 colours are enough and the
    PNG is a third of the RGB one. The palette comes from Pillow's fast octree run on a
    nearest-neighbour sample of the picture (a ninth of the pixels, real colours only, no
    blends), then every pixel takes its nearest palette colour. That is three times as fast
    as letting the octree map the whole picture itself, and closer: the octree's own mapping
    goes by its cube cells, which turned a small pink icon's background cream. Sampling every
    2nd pixel instead of every 3rd gave the same error (within 0.1/255) for 20% more time.

    No dithering: on flat colours Floyd-Steinberg only adds noise (measured on an Uluk table:
    mean error 1.38 instead of 1.05, and 455 KB instead of 186 KB) and frays the text.
    """
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    sample = rgb.resize((max(1, rgb.width // PALETTE_SAMPLE), max(1, rgb.height // PALETTE_SAMPLE)),
                        Image.Resampling.NEAREST)
    palette = sample.quantize(PNG_COLOURS, method=Image.Quantize.FASTOCTREE)
    return rgb.quantize(palette=palette, dither=Image.Dither.NONE)


def encode_png(image: Image.Image) -> bytes:
    """The picture as a palette PNG (:func:`palette_image`) at zlib level :data:`PNG_LEVEL`.

    Measured on the demo tables of every title (bench/bench_png.py): about 40% of the size
    and half the time of the RGB PNG at level 1 that it replaces, for a mean error near 1/255.
    """
    buf = io.BytesIO()
    palette_image(image).save(buf, format="PNG", compress_level=PNG_LEVEL)
    return buf.getvalue()


def mean_error(original: Image.Image, shown: Image.Image) -> float:
    """Per-channel mean absolute difference (0-255) between two pictures of the same size:
    how far the palette picture strays from the RGB one it was made from."""
    diff = ImageChops.difference(original.convert("RGB"), shown.convert("RGB"))
    return sum(ImageStat.Stat(diff).mean) / 3


def join_steps(steps: list[str]) -> str:
    """Describe a compound action: repeated steps in a row become one with "×n"."""
    merged: list[tuple[str, int]] = []
    for step in steps:
        if merged and merged[-1][0] == step:
            merged[-1] = (step, merged[-1][1] + 1)
        else:
            merged.append((step, 1))
    return " · ".join(s if n == 1 else f"{s} ×{n}" for s, n in merged)


def status_lines(head: str, last: str, width: int, light: RGB, head_lines: int = 2
                 ) -> list[tuple[str, int, bool, RGB]]:
    """The status box of a table: who is awaited (bold, highlighted), then the last move."""
    lines = [(t, 24, True, PALETTE["highlight"]) for t in wrap(head, 24, width, True, head_lines)]
    lines += [(t, 20, False, light) for t in wrap(last, 20, width, False, 2)]
    return lines


# -- the final pictures (score pad, final table) -----------------------------------------------
def resigned_note(view: dict) -> str:
    """"Bob resigned", "Bob and Cy resigned": what the final pictures add to the winner line,
    so that a seat that resigned (it cannot win, whatever it scored: bot/tables.py) is not
    read as beaten on points. ``view["resigned"]`` comes from ``rendering.final_view``."""
    names = [displayable(s) for s in view.get("resigned") or []]
    if not names:
        return ""
    who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return f"{who} resigned"


def with_resigned(text: str, view: dict) -> str:
    """A winner line with the resigned seats after it: "Ann wins with 42 points (Bob resigned)"."""
    note = resigned_note(view)
    return f"{text} ({note})" if note else text


def seat_heading(view: dict, seat: str) -> str:
    """A score pad column's name: the seat as pictures show it, marked when it resigned."""
    name = displayable(seat)
    return f"{name} (resigned)" if seat in (view.get("resigned") or []) else name


HEADING_NOTE = 18        # the size of a score pad heading's second line, "(resigned)"


def heading_lines(view: dict, seat: str, size: int, max_w: int, bold: bool = True,
                  name: str | None = None) -> tuple[str, ...]:
    """:func:`seat_heading` within ``max_w``: "ann (resigned)" on one line when it fits, else
    the name (``name``, by default the seat as pictures show it) shortened alone on its line
    and "(resigned)" under it (at :data:`HEADING_NOTE` px), so that a long name never squeezes
    the note out nor is squeezed to one letter by it."""
    name = displayable(seat) if name is None else name
    if seat not in (view.get("resigned") or []):
        return (fit(name, size, max_w, bold),)
    if text_width(f"{name} (resigned)", size, bold) <= max_w:
        return (f"{name} (resigned)",)
    return (fit(name, size, max_w, bold), "(resigned)")


def heading_extra(view: dict, seats: Iterable[str], size: int, max_w: int, name=None) -> int:
    """How much taller a score pad's heading row is for its second lines (0 or one line)."""
    two = any(len(heading_lines(view, s, size, max_w, name=name(s) if name else None)) > 1 for s in seats)
    return line_height(HEADING_NOTE) if two else 0


# -- the phone picture: whose turn, what they decide, their own area ----------------------------
# Discord shows a picture about 400 px wide on a phone, where the 1280-px table's 16-px text
# comes out at 5 px. The focus picture is laid out at that width, in logical pixels, so a
# size here is the size a phone shows; it is drawn at FOCUS_SCALE times for sharp text on
# phone screens (2-3 device pixels per CSS pixel). Titles describe what to show as a
# :class:`Focus`; :func:`draw_focus` lays it out the same way for every title.
FOCUS_W = 400           # logical width: what a phone shows of a picture
FOCUS_SCALE = 2         # pixels per logical pixel (the PNG is 800 px wide)
FOCUS_PAD = 12          # outer margin and panel padding
FOCUS_TEXT = MIN_TEXT   # body text, tags and section titles
FOCUS_NAME = 26         # the awaited seat's name in the banner
FOCUS_DECISION = 20     # what the awaited seat decides
FOCUS_TAG_H = 30        # a tag's height
FOCUS_GAP = 6           # between tags
FOCUS_PAWN_STEP = 28    # the awaited seats' 40-px pawns overlap, each letter still showing


@dataclass(frozen=True)
class Tag:
    """One fact of the focus picture as a pill: "Scalps 4", "Elder 2", "Hunger ×8 (−24)".

    ``icon`` is a name in :data:`ICONS` or a painter with their signature (a title's own
    icons, e.g. Uluk's resources); ``token`` a player's pawn (letter, colour) as the icon."""

    text: str
    fill: Colour = "paper2"
    ink: Colour | None = None
    icon: str | Callable[[Pen, float, float, float, RGB], None] | None = None
    icon_colour: Colour | None = None
    bold: bool = False
    border: Colour | None = None
    token: tuple[str, RGB] | None = None


@dataclass(frozen=True)
class Section:
    """A titled group of tags in the seat's area (``table``: facts of the table shown there,
    not the seat's own: the alt text says them once); ``note`` is a line of text under them;
    ``cells`` a grid under that (rows of equal-width cells, e.g. a science board or an
    action board), each cell a tag whose text may hold a line break."""

    title: str
    tags: tuple[Tag, ...] = ()
    note: str = ""
    cells: tuple[tuple[Tag, ...], ...] = ()
    table: bool = False      # about the table (cards on offer, harvest levels, other seats), not this seat


@dataclass(frozen=True)
class FocusSeat:
    """A seat as the focus picture names it: its name, letter and colour, and a subtitle
    (its tribe, company or board)."""

    name: str
    letter: str
    colour: RGB
    subtitle: str = ""


@dataclass(frozen=True)
class FocusLook:
    """The colours of a title's focus picture (its table picture's, so the two read as one)."""

    bg: RGB = PALETTE["night"]
    band: RGB = PALETTE["night2"]
    light: RGB = PALETTE["light"]
    dim: RGB = PALETTE["dim"]
    paper: RGB = PALETTE["paper"]
    ink: RGB = PALETTE["ink"]
    muted: RGB = PALETTE["muted"]


@dataclass(frozen=True)
class Focus:
    """What the phone picture shows: the game's state line (``title``), who the game waits
    for, what they decide, the last move, then ``seat``'s own area (badges, then sections)."""

    title: str
    awaited: tuple[FocusSeat, ...]
    decision: str
    last: str
    seat: FocusSeat
    badges: tuple[Tag, ...] = ()
    sections: tuple[Section, ...] = ()
    look: FocusLook = FocusLook()


def _focus_paste(pen: Pen, image: Image.Image, xy: tuple[float, float]) -> None:
    """Paste a picture already at the pen's scale at logical ``xy``."""
    pen.image.paste(image, (round(xy[0] * pen.s), round(xy[1] * pen.s)),
                    image if image.mode == "RGBA" else None)


@lru_cache(maxsize=512)
def _painted_icon(paint: Callable[[Pen, float, float, float, RGB], None], size: int,
                  colour: RGB) -> Image.Image:
    return sprite(size, size, lambda pen: paint(pen, 0, 0, size, colour))


def _tag_icon(tag: Tag, size: int, ink: RGB) -> Image.Image | None:
    """The tag's icon at ``size`` device pixels, or None."""
    if tag.token:
        return token(tag.token[0], tag.token[1], size)
    if tag.icon is None:
        return None
    colour = rgb(tag.icon_colour) if tag.icon_colour is not None else ink
    if isinstance(tag.icon, str):
        return icon(tag.icon, size, colour)
    return _painted_icon(tag.icon, size, colour)


def _tag_icon_size(tag: Tag) -> int:
    return round(FOCUS_TAG_H * 0.7) if tag.icon is not None or tag.token else 0


FOCUS_TAG_LINES = 4     # the most lines a tag too long for one line wraps to


def focus_tag_width(tag: Tag, max_w: int = FOCUS_W) -> tuple[str, int]:
    """The tag's text and the width its pill takes. A text too long for one line within
    ``max_w`` wraps (its lines joined by "\\n", see :func:`focus_tag_height`) rather than
    being cut: a tag is a fact ("Farmer Giant Corn Cob: +8 if most Farmers (ahead now)")."""
    isz = _tag_icon_size(tag)
    room = max_w - 2 * (FOCUS_TEXT // 2 + 2) - (isz + 6 if isz else 0)
    text = displayable(tag.text)
    if text_width(text, FOCUS_TEXT, tag.bold) > room:
        lines = wrap(text, FOCUS_TEXT, room, tag.bold, FOCUS_TAG_LINES)
        widest = max(text_width(line, FOCUS_TEXT, tag.bold) for line in lines)
        return "\n".join(lines), widest + max_w - room
    return text, pill_width(text, FOCUS_TEXT, tag.bold, isz)


def focus_tag_height(text: str) -> int:
    """The height of a tag showing ``text`` (from :func:`focus_tag_width`): one line is a
    pill :data:`FOCUS_TAG_H` high, each further line adds a line's height."""
    return FOCUS_TAG_H + text.count("\n") * line_height(FOCUS_TEXT)


def _draw_tag(pen: Pen, xy: tuple[int, int], tag: Tag, text: str, w: int) -> None:
    h = focus_tag_height(text)
    fill = rgb(tag.fill)
    ink_c = rgb(tag.ink) if tag.ink is not None else ink_on(fill)
    box = Box(xy[0], xy[1], w, h)
    pen.rect(box, fill=fill, outline=tag.border, width=2, radius=FOCUS_TAG_H // 2)
    x = box.x + FOCUS_TEXT // 2 + 2
    isz = _tag_icon_size(tag)
    picture = _tag_icon(tag, isz * pen.s, ink_c) if isz else None
    if picture is not None:
        _focus_paste(pen, picture, (x, box.y + (FOCUS_TAG_H - isz) / 2))
        x += isz + 6
    for i, line in enumerate(text.split("\n")):
        stamp_text(pen, (x, box.y + FOCUS_TAG_H / 2 + i * line_height(FOCUS_TEXT)), line, FOCUS_TEXT,
                   ink_c, tag.bold, "lm")


def _tags_layout(tags: Sequence[Tag], max_w: int) -> tuple[list[tuple[Tag, str, int, int, int]], int]:
    """Each tag with its text, width and offset in rows ``max_w`` wide; and the height. A
    row is as tall as its tallest tag (a wrapped one)."""
    out: list[tuple[Tag, str, int, int, int]] = []
    x = y = row_h = 0
    for tag in tags:
        text, w = focus_tag_width(tag, max_w)
        if x and x + w > max_w:
            x, y, row_h = 0, y + row_h + FOCUS_GAP, 0
        out.append((tag, text, w, x, y))
        row_h = max(row_h, focus_tag_height(text))
        x += w + FOCUS_GAP
    return out, (y + row_h if out else 0)


def _waiting_for(seats: Sequence[FocusSeat], size: int, width: int, max_lines: int = 3) -> str:
    """"Waiting for ann, bob and cy" in bold, within ``max_lines`` of ``width``: when long
    names would not fit, every name is shortened alike (a name is the one text a picture may
    cut), so that each awaited seat is still named."""
    names = [displayable(s.name) for s in seats]
    cap = width
    while True:
        short = [fit(n, size, cap, True) for n in names]
        text = "Waiting for " + (", ".join(short[:-1]) + " and " + short[-1] if len(short) > 1 else short[0])
        if cap <= 40 or len(wrap(text, size, width, True, 99)) <= max_lines:
            return text
        cap -= 20


def _names(seats: Sequence[FocusSeat]) -> str:
    names = [displayable(s.name) for s in seats]
    if len(names) <= 1:
        return "".join(names) or "nobody"
    return ", ".join(names[:-1]) + " and " + names[-1]


@dataclass
class FocusLayout:
    """Where :func:`draw_focus` puts things, in logical pixels (tests read it)."""

    height: int
    banner: Box
    name_lines: tuple[str, ...]          # the awaited seats' names
    name_size: int                       # their size: FOCUS_NAME for one, FOCUS_DECISION for more
    name_x: int                          # left of the names, right of the awaited pawns
    name_y: int                          # top of the first name line
    decision_lines: tuple[str, ...]      # FOCUS_DECISION px, bold
    decision_y: int
    last_lines: tuple[str, ...]          # FOCUS_TEXT px
    last_y: int
    area: Box
    head: Box                            # the seat's token, name and subtitle (0 high when
                                         # they are in the banner), its x and w the body's
    seat_in_banner: bool                 # the area is the one awaited seat's
    badges: list[tuple[Tag, str, int, int, int]]
    badges_y: int
    sections: list[tuple[Section, int, list[tuple[Tag, str, int, int, int]], int, tuple[str, ...]]]
    # (section, title y, its tags with offsets, tags' top y, note lines)
    cells: list[tuple[Tag, Box, tuple[tuple[str, bool], ...]]]   # grid cells, their lines (bold?)


FOCUS_CELL_LINES = 5    # the most lines a grid cell holds
FOCUS_LAST_LINES = 5    # the last move's lines (a long name may take one of them)


def _cell_lines(cell: Tag, width: int) -> tuple[tuple[str, bool], ...]:
    """A grid cell's lines, each with whether it is bold: each line of its text wrapped to
    ``width`` (its first line bold when the tag is), within :data:`FOCUS_CELL_LINES`, the
    last one cut with an ellipsis."""
    lines: list[tuple[str, bool]] = []
    for k, part in enumerate(cell.text.split("\n")):
        room = FOCUS_CELL_LINES - len(lines)
        if room <= 0:
            break
        bold = cell.bold and k == 0
        lines += [(line, bold) for line in wrap(displayable(part), FOCUS_TEXT, width, bold, room)]
    return tuple(lines)


def _subtitle(text: str, width: int) -> tuple[str, ...]:
    """A seat's subtitle in lines (bold), wrapped, never cut: it says the seat's tribe and
    what it does ("Ojibwe · Home h1 · +1 at every Mask ceremony")."""
    return wrap(displayable(text), FOCUS_TEXT, width, True, 3) if text else ()


def _section_title(title: str, width: int) -> tuple[str, ...]:
    """A section's title in lines (bold): wrapped, never cut ("Can take: what the Fisherman
    may take", "Annabelle the Magnificent of Quebec: tribers and tribe board")."""
    return wrap(displayable(title), FOCUS_TEXT, width, True, 4)


def focus_layout(f: Focus) -> FocusLayout:
    """Every position of the focus picture of ``f``."""
    pad = FOCUS_PAD
    inner = FOCUS_W - 2 * pad
    y = pad + line_height(FOCUS_TEXT) + 4                  # the state line
    banner_y = y
    y += 12
    many = len(f.awaited) > 1
    tokens_w = 40 + FOCUS_PAWN_STEP * (min(len(f.awaited), 4) - 1) if f.awaited else -10
    name_x = pad + 12 + tokens_w + 10
    name_w = FOCUS_W - pad - 12 - name_x
    # one name in large type; several (all decide at once) in the decision's size
    name_size = FOCUS_DECISION if many else FOCUS_NAME
    name_lines = wrap(_waiting_for(f.awaited, name_size, name_w) if many else _names(f.awaited),
                      name_size, name_w, True, 3)
    name_y = y
    # the area is the one awaited seat's: its subtitle goes under its name, and the area
    # needs no head of its own (a phone screen is short)
    seat_in_banner = len(f.awaited) == 1 and f.awaited[0] == f.seat
    sub_h = line_height(FOCUS_TEXT) * len(_subtitle(f.seat.subtitle, name_w)) if seat_in_banner else 0
    y += max(40, line_height(name_size) * len(name_lines) + sub_h) + 8
    decision_lines = wrap(f.decision, FOCUS_DECISION, inner - 24, True, 6)
    decision_y = y
    y += line_height(FOCUS_DECISION) * len(decision_lines) + 6
    last_lines = wrap(f.last, FOCUS_TEXT, inner - 24, False, FOCUS_LAST_LINES) if f.last else ()
    last_y = y
    y += line_height(FOCUS_TEXT) * len(last_lines) + 10
    banner = Box(pad, banner_y, inner, y - banner_y)
    y = banner.bottom + 12
    area_y = y
    stripe = 8
    x0 = pad + stripe + 10
    body_w = FOCUS_W - pad - 10 - x0
    head_sub = len(_subtitle(f.seat.subtitle, body_w - 54))
    head = Box(x0, y + 10, body_w, 0 if seat_in_banner else 48 + max(0, head_sub - 1) * line_height(FOCUS_TEXT))
    y = head.bottom + (0 if seat_in_banner else 8)
    badges, bh = _tags_layout(f.badges, body_w)
    badges_y = y
    y += bh + (10 if bh else 0)
    sections = []
    cells: list[tuple[Tag, Box, tuple[tuple[str, bool], ...]]] = []
    for sec in f.sections:
        title_y = y
        y += line_height(FOCUS_TEXT) * len(_section_title(sec.title, body_w)) + 4
        tags, th = _tags_layout(sec.tags, body_w)
        tags_y = y
        y += th + (6 if th else 0)
        note = wrap(sec.note, FOCUS_TEXT, body_w, False, 3) if sec.note else ()
        y += line_height(FOCUS_TEXT) * len(note) + (4 if note else 0)
        sections.append((sec, title_y, tags, tags_y, note))
        for row in sec.cells:
            if not row:
                continue
            boxes = Box(x0, y, body_w, 0).columns(len(row), 4)
            texts = [_cell_lines(c, box.w - 10) for c, box in zip(row, boxes, strict=True)]
            row_h = max(len(t) for t in texts) * line_height(FOCUS_TEXT) + 8
            for c, box, lines in zip(row, boxes, texts, strict=True):
                cells.append((c, Box(box.x, y, box.w, row_h), lines))
            y += row_h + 4
        y += 10
    area = Box(pad, area_y, inner, y - area_y)
    return FocusLayout(area.bottom + pad, banner, name_lines, name_size, name_x, name_y,
                       decision_lines,
                       decision_y, last_lines, last_y, area, head, seat_in_banner, badges,
                       badges_y, sections,
                       cells)


def draw_focus(f: Focus) -> Image.Image:
    """The phone picture of ``f``: :data:`FOCUS_W` logical pixels wide, drawn at
    :data:`FOCUS_SCALE`; as tall as the seat's area needs."""
    lay = focus_layout(f)
    lk = f.look
    s = FOCUS_SCALE
    image = background(FOCUS_W * s, lay.height * s, lk.bg).copy()
    pen = Pen(image, s)
    pad = FOCUS_PAD
    hi = PALETTE["highlight"]
    stamp_text(pen, (pad, pad), fit(displayable(f.title), FOCUS_TEXT, FOCUS_W - 2 * pad),
               FOCUS_TEXT, lk.dim)
    # the banner: who, what, the last move
    b = lay.banner
    pen.rect(b, fill=lk.band, outline=hi, width=2, radius=10)
    tx = b.x + 12
    for i, seat in enumerate(f.awaited[:4]):
        _focus_paste(pen, token(seat.letter, seat.colour, 40 * s), (tx + FOCUS_PAWN_STEP * i, lay.name_y))
    nx = lay.name_x
    sub = _subtitle(f.seat.subtitle, b.right - 12 - nx) if lay.seat_in_banner else ()
    name_h = line_height(lay.name_size) * len(lay.name_lines) + line_height(FOCUS_TEXT) * len(sub)
    ny = lay.name_y + max(0, (40 - name_h) // 2)
    for i, line in enumerate(lay.name_lines):
        stamp_text(pen, (nx, ny + i * line_height(lay.name_size)), line, lay.name_size, lk.light,
                   True)
    for i, line in enumerate(sub):
        stamp_text(pen, (nx, ny + len(lay.name_lines) * line_height(lay.name_size) + i * line_height(FOCUS_TEXT)),
                   line, FOCUS_TEXT, lighter(f.seat.colour, .5), True)
    for i, line in enumerate(lay.decision_lines):
        stamp_text(pen, (tx, lay.decision_y + i * line_height(FOCUS_DECISION)), line,
                   FOCUS_DECISION, hi, True)
    for i, line in enumerate(lay.last_lines):
        stamp_text(pen, (tx, lay.last_y + i * line_height(FOCUS_TEXT)), line, FOCUS_TEXT, lk.dim)
    # the seat's area
    a = lay.area
    colour = f.seat.colour
    pen.rect(a, fill=colour, radius=10)
    pen.rect((a.x + 8, a.y, a.right, a.bottom), fill=lk.paper, radius=10,
             corners=(False, True, True, False))
    h = lay.head
    if not lay.seat_in_banner:
        _focus_paste(pen, token(f.seat.letter, colour, 44 * s), (h.x, h.y))
        name = fit(displayable(f.seat.name), 22, h.w - 54, True)
        if f.seat.subtitle:
            stamp_text(pen, (h.x + 54, h.y), name, 22, lk.ink, True)
            for i, line in enumerate(_subtitle(f.seat.subtitle, h.w - 54)):
                stamp_text(pen, (h.x + 54, h.y + 28 + i * line_height(FOCUS_TEXT)), line, FOCUS_TEXT,
                           darker(colour, .3), True)
        else:
            stamp_text(pen, (h.x + 54, h.y + 22), name, 22, lk.ink, True, "lm")
    for tag, text, w, dx, dy in lay.badges:
        _draw_tag(pen, (h.x + dx, lay.badges_y + dy), tag, text, w)
    for sec, title_y, tags, tags_y, note in lay.sections:
        for i, line in enumerate(_section_title(sec.title, h.w)):
            stamp_text(pen, (h.x, title_y + i * line_height(FOCUS_TEXT)), line, FOCUS_TEXT,
                       lk.muted, True)
        for tag, text, w, dx, dy in tags:
            _draw_tag(pen, (h.x + dx, tags_y + dy), tag, text, w)
        ny = tags_y + max((dy + focus_tag_height(text) + FOCUS_GAP for _, text, _, _, dy in tags),
                          default=0)
        for i, line in enumerate(note):
            stamp_text(pen, (h.x, ny + i * line_height(FOCUS_TEXT)), line, FOCUS_TEXT, lk.ink)
    for tag, box, lines in lay.cells:
        fill = rgb(tag.fill)
        pen.rect(box, fill=fill, outline=tag.border if tag.border is not None else darker(fill, .15),
                 width=3 if tag.border is not None else 1, radius=6)
        ink_c = rgb(tag.ink) if tag.ink is not None else ink_on(fill)
        for i, (line, bold) in enumerate(lines):
            stamp_text(pen, (box.x + 5, box.y + 4 + i * line_height(FOCUS_TEXT)), line, FOCUS_TEXT,
                       ink_c, bold)
    return image
