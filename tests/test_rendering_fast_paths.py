"""The drawing kit's fast paths (issue 19) draw exactly what Pillow's slow ones draw.

``draw.fill_panel`` fills (rounded) panels through ``Image.paste`` instead of ``ImageDraw``,
``draw.paste_sprite`` pastes a sprite's opaque middle without its mask, ``draw._Font``
remembers glyph runs (in the kit's coverage steps) and ``Pen.text`` fills a line's remembered
mask itself instead of through ``ImageDraw.text``; each must leave every pixel as Pillow's
own call would (the pictures' fingerprints, bench/pictures_fingerprint.py, rest on it).
Random boxes, radii, corners, outlines, sprites and places, clipped at the picture's edges
too, compared byte for byte.
"""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image, ImageDraw, ImageFont

from rendering import draw

CORNERS = [None, (True, True, False, False), (False, True, True, False), (True, False, True, False),
           (False, False, False, False)]


def _canvas(mode: str) -> Image.Image:
    image = Image.new(mode, (320, 220), (10, 20, 30) + ((40,) if mode == "RGBA" else ()))
    ImageDraw.Draw(image).rectangle((60, 40, 250, 170), fill=(200, 10, 90))
    return image


def _refused(draw_it, *args, **kwargs) -> type | None:
    """The error Pillow refuses a shape with (some thick outlines on small boxes), or None."""
    try:
        draw_it(*args, **kwargs)
    except ValueError as error:
        return type(error)
    return None


def _pillow_rect(image, xy, fill, outline, width, radius, corners) -> None:
    pillow = ImageDraw.Draw(image)
    width = width if outline else 0
    if radius:
        pillow.rounded_rectangle(xy, radius, fill=fill, outline=outline, width=width, corners=corners)
    else:
        pillow.rectangle(xy, fill=fill, outline=outline, width=width)


@pytest.mark.parametrize("mode", ["RGB", "RGBA"])
def test_pen_rect_is_pillows(mode):
    rng = random.Random(mode)
    for _ in range(1500):
        fast, slow = _canvas(mode), _canvas(mode)
        x0, y0 = rng.randint(-20, 280), rng.randint(-20, 180)
        box = (x0, y0, x0 + rng.randint(1, 130), y0 + rng.randint(1, 90))
        radius = rng.choice([0, 1, 2, 3, 4, 6, 8, 10, 12, 16, 24, 30])
        corners = rng.choice(CORNERS)
        fill = (rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255))
        outline = rng.choice([None, (0, 0, 0), fill, (200, 100, 50)])
        width = rng.choice([0, 1, 2, 3])
        pen = draw.Pen(fast)
        shape = (box, fill, outline, width, radius, corners)
        refused = _refused(pen.rect, box, fill=fill, outline=outline, width=width, radius=radius, corners=corners)
        assert refused == _refused(_pillow_rect, slow, pen._box(box), fill, outline, width, radius, corners), shape
        if refused is None:
            assert fast.tobytes() == slow.tobytes(), (mode, shape)


@pytest.mark.parametrize("mode", ["RGB", "RGBA"])
def test_paste_sprite_is_pillows(mode):
    rng = random.Random(mode)
    sprites = []
    for _ in range(60):
        w, h = rng.randint(4, 300), rng.randint(4, 100)
        radius = min(rng.randint(0, 20), min(w, h) // 3)
        colour = (rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255), rng.choice([255, 255, 128]))
        sprites.append(draw.sprite(w, h, lambda pen, w=w, h=h, r=radius, c=colour:
                                   pen.rect((0, 0, w, h), fill=c, radius=r)))
    for _ in range(600):
        sprite = rng.choice(sprites)          # most are pasted again: then in parts
        fast, slow = _canvas(mode), _canvas(mode)
        xy = (rng.randint(-80, 300), rng.randint(-60, 200))
        draw.paste_sprite(fast, sprite, xy)
        slow.paste(sprite, xy, sprite)
        assert fast.tobytes() == slow.tobytes(), (mode, sprite.size, xy)


class _Stepped(ImageFont.FreeTypeFont):
    """Pillow's own font, remembering nothing, its masks put in the kit's coverage steps."""

    def getmask2(self, *args, **kwargs):
        mask, offset = super().getmask2(*args, **kwargs)
        return mask.point(draw._COVERAGE, None), offset


def test_remembered_glyph_runs_draw_the_same_text():
    font = draw.font(22, True)
    plain = _Stepped(io.BytesIO(draw._font_bytes(True)), font.size)
    for xy in [(10, 10), (10.5, 12.25), (33.7, 8.5)]:
        images = []
        for f in (font, font, plain):         # the second draw of ``font`` reads its remembered mask
            image = Image.new("RGB", (300, 60), (250, 240, 230))
            ImageDraw.Draw(image).text(xy, "Élan 42 — ×3", font=f, fill=(20, 30, 40), anchor="la")
            images.append(image.tobytes())
        assert images[0] == images[1] == images[2], xy


@pytest.mark.parametrize("mode", ["RGB", "RGBA"])
@pytest.mark.parametrize("scale", [1, 1.5, 2])
def test_pen_text_is_pillows(mode, scale):
    """``Pen.text`` on one line draws what ``ImageDraw.text`` draws with the same font: every
    anchor, sub-pixel places, the phone picture's scale of 1.5, bold or not; a stroke or a
    second line still go through Pillow."""
    rng = random.Random(f"{mode}{scale}")
    cases = [("Élan 42 — ×3", anchor, bold, 0) for anchor in ("la", "mm", "rs", "ld", "ma", "rm")
             for bold in (False, True)]
    cases += [("two\nlines", "la", False, 0), ("Stroked 7", "mm", True, 2)]
    for text, anchor, bold, stroke in cases:
        xy = (rng.uniform(60, 140), rng.uniform(20, 60))
        size = rng.choice([16, 19, 22, 26])
        ours, pillows = _canvas(mode), _canvas(mode)
        draw.Pen(ours, scale).text(xy, text, size, (240, 200, 20), bold, anchor, stroke, (0, 0, 0))
        ImageDraw.Draw(pillows).text((xy[0] * scale, xy[1] * scale), text, font=draw.font(size, bold, scale),
                                     fill=(240, 200, 20), anchor=anchor, stroke_width=stroke * scale,
                                     stroke_fill=(0, 0, 0))
        assert ours.tobytes() == pillows.tobytes(), (text, anchor, bold, xy, size)
        assert ours.getcolors(10_000) != _canvas(mode).getcolors(10_000)     # something was drawn


@pytest.mark.parametrize("stroke", [0, 2])
def test_text_edges_come_in_the_kits_coverage_steps(stroke):
    """A glyph's edge has TEXT_STEPS levels of coverage, not FreeType's 256 (a table's text
    edges were most of its PNG's bytes), and still more than on and off: text stays smooth."""
    image = Image.new("L", (400, 70), 0)
    ImageDraw.Draw(image).text((8, 8), "Seed Vault · Ragnarök 42", font=draw.font(24), fill=255,
                               stroke_width=stroke, stroke_fill=255)
    levels = {value for _, value in image.getcolors()}
    steps = {round(i * 255 / (draw.TEXT_STEPS - 1)) for i in range(draw.TEXT_STEPS)}
    assert levels <= steps
    assert len(levels) == draw.TEXT_STEPS
    plain = Image.new("L", image.size, 0)
    ImageDraw.Draw(plain).text((8, 8), "Seed Vault · Ragnarök 42",
                               font=ImageFont.truetype(io.BytesIO(draw._font_bytes(False)), 24), fill=255,
                               stroke_width=stroke, stroke_fill=255)
    assert len(plain.getcolors()) > 3 * draw.TEXT_STEPS       # what FreeType gives before the steps


def test_threads_share_the_caches():
    """The web server draws in threads: pictures drawn at once in two threads are the ones
    drawn alone (the caches' bookkeeping is under one lock)."""
    from concurrent.futures import ThreadPoolExecutor

    from bot.rules import create
    from rendering import renderer

    views = [create(title, seats=["ann", "bob", "cy"], seed=5).view() for title in ("natives", "uluk", "natera",
                                                                                      "wendake")]
    alone = [renderer(v["title"]).draw_table(v).tobytes() for v in views]
    draw._MASKS.clear()
    with ThreadPoolExecutor(2) as pool:
        together = list(pool.map(lambda v: renderer(v["title"]).draw_table(v).tobytes(), views * 3))
    assert together == alone * 3
