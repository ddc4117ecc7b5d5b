"""The pictures' colours: the shared palette and what is computed from a colour.

One place for every named colour (:data:`PALETTE`) and the arithmetic on colours (mixing,
darker and lighter shades, luminance, the ink that reads on a background), so that every
title's pictures share one look and text keeps its contrast.
"""

from __future__ import annotations

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

