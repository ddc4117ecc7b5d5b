"""The icons: simple shapes, each painted by a pen into a size x size box.

Each shape is a function ``(pen, x, y, size, colour)`` listed by name in :data:`ICONS`; a
picture asks for one by name (``Pen.icon``, ``draw.icon`` for a cached sprite, a pill's
``icon_name``), so a new icon is one function and one entry here.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from . import colours
from .colours import RGB

if TYPE_CHECKING:
    from .draw import Pen

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
    dark = colours.darker(c, .35)
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
                 (x + s * .90, y + s * .50), (x + s * .96, y + s * .76)], fill=colours.darker(c, .2))
    pen.ellipse((x + s * .04, y + s * .28, x + s * .74, y + s * .72), fill=c)
    pen.ellipse((x + s * .16, y + s * .40, x + s * .24, y + s * .48), fill=(255, 255, 255))


def _corn(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    leaf = (0x5B, 0x8C, 0x2A)
    pen.ellipse((x + s * .34, y + s * .04, x + s * .66, y + s * .84), fill=c)
    for i in range(5):
        yy = y + s * (.16 + i * .13)
        pen.line([(x + s * .40, yy), (x + s * .60, yy)], colours.darker(c, .25), s * .025)
    pen.polygon([(x + s * .50, y + s * .98), (x + s * .18, y + s * .30),
                 (x + s * .44, y + s * .70)], fill=leaf)
    pen.polygon([(x + s * .50, y + s * .98), (x + s * .82, y + s * .30),
                 (x + s * .56, y + s * .70)], fill=leaf)


def _pumpkin(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    pen.rect((x + s * .45, y + s * .06, x + s * .57, y + s * .30), fill=(0x5B, 0x8C, 0x2A), radius=1)
    pen.ellipse((x + s * .04, y + s * .26, x + s * .56, y + s * .94), fill=c)
    pen.ellipse((x + s * .44, y + s * .26, x + s * .96, y + s * .94), fill=c)
    pen.ellipse((x + s * .26, y + s * .22, x + s * .74, y + s * .96), fill=colours.lighter(c, .12))
    for xx in (.38, .62):
        pen.line([(x + s * xx, y + s * .34), (x + s * xx, y + s * .86)], colours.darker(c, .25), s * .04)


def _beans(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    for bx, by in ((.04, .16), (.50, .30), (.16, .56)):
        pen.ellipse((x + s * bx, y + s * by, x + s * (bx + .46), y + s * (by + .30)), fill=c)
        pen.ellipse((x + s * (bx + .17), y + s * (by + .08), x + s * (bx + .27), y + s * (by + .16)),
                    fill=colours.lighter(c, .35))


def _bowl(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    pen.ellipse((x + s * .22, y + s * .20, x + s * .46, y + s * .44), fill=colours.lighter(c, .3))
    pen.ellipse((x + s * .44, y + s * .16, x + s * .70, y + s * .42), fill=colours.lighter(c, .3))
    pen.polygon([(x + s * .06, y + s * .40), (x + s * .94, y + s * .40),
                 (x + s * .74, y + s * .86), (x + s * .26, y + s * .86)], fill=c)


def _flame(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    pen.ellipse((x + s * .20, y + s * .38, x + s * .80, y + s * .96), fill=c)
    pen.polygon([(x + s * .50, y + s * .02), (x + s * .78, y + s * .58),
                 (x + s * .22, y + s * .58)], fill=c)
    inner = colours.lighter(c, .55)
    pen.ellipse((x + s * .36, y + s * .62, x + s * .64, y + s * .92), fill=inner)
    pen.polygon([(x + s * .50, y + s * .38), (x + s * .63, y + s * .72),
                 (x + s * .37, y + s * .72)], fill=inner)


def _totem(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    dark = colours.darker(c, .45)
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
    pen.line([(x + s * .12, y + s * .96), (x + s * .82, y + s * .12)], colours.darker(c, .5), s * .06)


def _deck(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    for i, t in enumerate((.45, .25, 0)):
        off = s * .08 * (2 - i)
        pen.rect((x + s * .14 + off, y + s * .04 + s * .16 - off, x + s * .70 + off,
                  y + s * .80 + s * .16 - off), fill=colours.lighter(c, t), outline=colours.darker(c, .4),
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
    pen.rect((x + s * .02, y + s * .16, x + s * .98, y + s * .36), fill=colours.darker(c, .25),
             radius=s * .05)


def _skull(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    hole = colours.darker(c, .75) if colours.luminance(c) > .2 else colours.lighter(c, .8)
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
    sand = colours.lighter(c, .6)
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
    pen.line([(x + s * .06, y + s * .94), (x + s * .80, y + s * .20)], colours.darker(c, .45), s * .05)


def _shell(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    cx, cy, r = x + s / 2, y + s * .78, s * .46
    pts = [(cx + r * math.cos(math.pi * k / 20), cy - r * math.sin(math.pi * k / 20) * 1.45)
           for k in range(21)]
    pen.polygon(pts, fill=c)
    pen.rect((x + s * .36, y + s * .74, x + s * .64, y + s * .96), fill=c, radius=s * .04)
    ridge = colours.darker(c, .4)
    for k in (4, 7, 10, 13, 16):
        a = math.pi * k / 20
        pen.line([(cx, cy + s * .08), (cx + r * .9 * math.cos(a), cy - r * .9 * math.sin(a) * 1.45)],
                 ridge, s * .04)


def _bear(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    """A (polar) bear walking right: long body, the head low on a long neck, small ears."""
    dark = colours.darker(c, .45)
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
    dark = colours.darker(c, .4)
    pen.polygon([(x + s * .16, y + s * .70), (x + s * .01, y + s * .56),
                 (x + s * .06, y + s * .72), (x + s * .01, y + s * .86)], fill=dark)
    pen.ellipse((x + s * .08, y + s * .50, x + s * .90, y + s * .86), fill=c)
    pen.ellipse((x + s * .66, y + s * .34, x + s * .96, y + s * .64), fill=c)
    pen.polygon([(x + s * .52, y + s * .78), (x + s * .66, y + s * .94),
                 (x + s * .42, y + s * .90)], fill=dark)
    pen.ellipse((x + s * .80, y + s * .42, x + s * .86, y + s * .48), fill=colours.darker(c, .7))
    pen.ellipse((x + s * .92, y + s * .48, x + s * .97, y + s * .53), fill=colours.darker(c, .7))
    for sx, sy in ((.22, .60), (.36, .68), (.50, .58), (.30, .54)):
        pen.ellipse((x + s * sx, y + s * sy, x + s * (sx + .05), y + s * (sy + .05)), fill=dark)


def _harpoon(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    pen.line([(x + s * .10, y + s * .92), (x + s * .74, y + s * .28)], c, s * .08)
    pen.polygon([(x + s * .96, y + s * .04), (x + s * .62, y + s * .24),
                 (x + s * .76, y + s * .38)], fill=c)
    pen.polygon([(x + s * .66, y + s * .36), (x + s * .52, y + s * .38),
                 (x + s * .60, y + s * .44)], fill=c)
    pen.line([(x + s * .16, y + s * .74), (x + s * .30, y + s * .88)], colours.darker(c, .35), s * .06)


def _inukshuk(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    """A stone figure: two legs, a body, long arms, a head."""
    pen.rect((x + s * .26, y + s * .62, x + s * .42, y + s * .96), fill=c, radius=s * .03)
    pen.rect((x + s * .58, y + s * .62, x + s * .74, y + s * .96), fill=c, radius=s * .03)
    pen.rect((x + s * .22, y + s * .46, x + s * .78, y + s * .62), fill=c, radius=s * .03)
    pen.rect((x + s * .02, y + s * .30, x + s * .98, y + s * .44), fill=c, radius=s * .03)
    pen.rect((x + s * .34, y + s * .04, x + s * .66, y + s * .28), fill=c, radius=s * .05)


def _parka(pen: Pen, x: float, y: float, s: float, c: RGB) -> None:
    """A figure in a hooded parka: the fur-trimmed hood around the face, sleeves, the hem."""
    trim = colours.mix(c, (0, 0, 0), .45) if colours.luminance(c) > .5 else colours.lighter(c, .6)
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
    hole = colours.darker(c, .6) if colours.luminance(c) > .2 else colours.lighter(c, .7)
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


