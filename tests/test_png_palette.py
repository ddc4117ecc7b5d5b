"""The pictures are palette PNGs (rendering/png.py, ``encode_png``): a third of the RGB size,
and close enough to the RGB picture that nobody sees the difference (issue 12)."""

from __future__ import annotations

import io
import random
from functools import cache

import pytest
from PIL import Image, ImageDraw

from bot.rules import create
from rendering import colours, draw, png, render_scores, render_table, renderer

SEATS = ["ann", "Zoë", "José", "dee"]
GAMES = {   # a couple of titles: the tallest table (Uluk) and Natives with every expansion
    "uluk": ("uluk", {}),
    "natives+x": ("natives", {"expansions": ["soul-of-the-prairie", "seasons", "strangers"]}),
}


@cache
def _views(game: str, moves: int = 40, seed: int = 3) -> tuple[dict, dict]:
    """(a public view after ``moves`` seeded random legal moves, the view at the game's end)."""
    title, options = GAMES[game]
    g = create(title, seats=SEATS, seed=seed, options=options)
    rng = random.Random(seed)
    middle = None
    while not g.over:
        seat = rng.choice(g.awaiting())
        g.play(seat, rng.choice(g.legal_actions(seat)))
        moves -= 1
        if moves == 0:
            middle = g.view()
    return middle or g.view(), g.view()


def _decoded(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_table_is_a_palette_png_of_its_picture_within_the_error_bound(game):
    view, _ = _views(game)
    drawn = renderer(view["title"]).draw_table(view)          # the RGB picture
    decoded = _decoded(render_table(view))
    assert decoded.format == "PNG" and decoded.mode == "P"
    assert decoded.size == drawn.size and decoded.width == draw.WIDTH
    assert len(decoded.getpalette()) // 3 <= png.PNG_COLOURS
    error = png.mean_error(drawn, decoded)
    assert 0 < error <= png.PALETTE_ERROR_BOUND


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_score_pad_is_a_palette_png_too(game):
    _, end = _views(game)
    drawn = renderer(end["title"]).draw_scores(end)
    decoded = _decoded(render_scores(end))
    assert decoded.mode == "P" and decoded.size == drawn.size
    assert png.mean_error(drawn, decoded) <= png.PALETTE_ERROR_BOUND


def test_a_palette_png_is_smaller_than_the_rgb_png_it_replaces():
    view, _ = _views("uluk")
    drawn = renderer("uluk").draw_table(view)
    rgb = io.BytesIO()
    drawn.save(rgb, format="PNG", compress_level=1)
    assert len(png.encode_png(drawn)) < len(rgb.getvalue()) / 2


def test_flat_colours_are_not_dithered_and_text_keeps_its_edges():
    """A flat panel stays one colour (dithering would speckle it), and a line of text keeps its
    anti-aliased edge pixels close to where they were, even with more than 256 colours around."""
    picture = Image.new("RGB", (draw.WIDTH, 200), colours.PALETTE["night"])
    painter = ImageDraw.Draw(picture)
    for x in range(draw.WIDTH):            # a strip of 1,280 colours: the palette must merge some
        painter.line((x, 0, x, 40), fill=(x % 256, x * 7 % 256, x * 13 % 256))
    painter.rectangle((20, 60, 620, 180), fill=colours.PALETTE["paper"])
    painter.text((40, 90), "Zoë plays fnōrd ×2", font=draw.font(24, True), fill=colours.PALETTE["ink"])
    decoded = _decoded(png.encode_png(picture)).convert("RGB")
    assert len(decoded.crop((20, 150, 620, 180)).getcolors()) == 1       # the panel under the text
    text = (40, 85, 400, 125)
    assert png.mean_error(picture.crop(text), decoded.crop(text)) < 3
    assert len(decoded.crop(text).getcolors()) > 4                       # the edges are still soft


def test_the_most_used_colours_come_out_exactly_even_a_few_units_apart():
    """Tinted panels 9 units from the paper and from each other (Uluk's harvest columns, Natera's
    districts) keep their own colours, beside a strip of 1,280 blends the palette must merge:
    the palette holds the picture's most used colours as they are (png.EXACT_COLOURS) and
    approximates only the rest. The octree alone moved such panels by a few units, and a pale
    grey one by 17 (it came out pink). Closer than png.EXACT_GAP, two flat colours may share
    Pillow's mapping cell, which this does not promise to keep apart."""
    paper = colours.PALETTE["paper"]
    tints = [(paper[0] - 9 * i, paper[1] - 2 * (i % 4), paper[2] + i % 3) for i in range(1, 13)]
    picture = Image.new("RGB", (draw.WIDTH, 300), paper)
    painter = ImageDraw.Draw(picture)
    for x in range(draw.WIDTH):
        painter.line((x, 0, x, 40), fill=(x % 256, x * 7 % 256, x * 13 % 256))
    for i, tint in enumerate(tints):
        painter.rectangle((10 + 105 * i, 100, 100 + 105 * i, 260), fill=tint)
    decoded = _decoded(png.encode_png(picture)).convert("RGB")
    assert [decoded.getpixel((55 + 105 * i, 180)) for i in range(len(tints))] == tints
    assert decoded.getpixel((640, 280)) == paper


def test_the_written_file_is_the_palette_picture_pillow_reads_back():
    """encode_png writes the PNG's chunks itself (zlib-ng's deflate): Pillow opens it (checking
    every chunk's CRC), and reads the very indices and palette of ``palette_image``."""
    view, _ = _views("uluk")
    drawn = renderer("uluk").draw_table(view)
    data = png.encode_png(drawn)
    assert data.startswith(png.PNG_SIGNATURE) and data.endswith(b"IEND\xaeB`\x82")
    decoded = _decoded(data)
    expected = png.palette_image(drawn)
    assert decoded.mode == "P" and decoded.size == expected.size
    assert decoded.tobytes() == expected.tobytes()
    assert decoded.getpalette() == expected.getpalette()
    broken = bytearray(data)
    broken[45] ^= 0xFF                                   # a colour of the palette chunk
    with pytest.raises((SyntaxError, OSError), match="broken|identify"):   # the CRC
        _decoded(bytes(broken))


def test_the_colour_cells_answer_as_comparing_with_every_colour():
    """``png._Colours`` files each colour in the few cells its neighbourhood overlaps, so that
    ``near`` looks at one cell; it answers exactly as comparing with every colour added
    (``png._near``), at the cells' edges too (values near multiples of the cell's side)."""
    rng = random.Random(19)
    edge = [v for k in range(0, 256, png._Colours.CELL) for v in (k - 9, k - 8, k - 1, k, k + 8, k + 9)
            if 0 <= v <= 255]
    for _ in range(40):
        kept = png._Colours()
        for _ in range(rng.randint(1, 96)):
            kept.add(tuple(rng.choice(edge) if rng.random() < .5 else rng.randint(0, 255) for _ in range(3)))
        for _ in range(300):
            colour = tuple(rng.choice(edge) if rng.random() < .5 else rng.randint(0, 255) for _ in range(3))
            assert kept.near(colour) == any(png._near(colour, other) for other in kept.listed), colour
