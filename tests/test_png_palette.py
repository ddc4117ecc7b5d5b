"""The pictures are palette PNGs (rendering/kit.py, ``encode_png``): a third of the RGB size,
and close enough to the RGB picture that nobody sees the difference (issue 12)."""

from __future__ import annotations

import io
import random
from functools import cache

import pytest
from PIL import Image, ImageDraw

from bot.rules import create
from rendering import kit, render_scores, render_table, renderer

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
    png = _decoded(render_table(view))
    assert png.format == "PNG" and png.mode == "P"
    assert png.size == drawn.size and png.width == kit.WIDTH
    assert len(png.getpalette()) // 3 <= kit.PNG_COLOURS
    error = kit.mean_error(drawn, png)
    assert 0 < error <= kit.PALETTE_ERROR_BOUND


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_score_pad_is_a_palette_png_too(game):
    _, end = _views(game)
    drawn = renderer(end["title"]).draw_scores(end)
    png = _decoded(render_scores(end))
    assert png.mode == "P" and png.size == drawn.size
    assert kit.mean_error(drawn, png) <= kit.PALETTE_ERROR_BOUND


def test_a_palette_png_is_smaller_than_the_rgb_png_it_replaces():
    view, _ = _views("uluk")
    drawn = renderer("uluk").draw_table(view)
    rgb = io.BytesIO()
    drawn.save(rgb, format="PNG", compress_level=1)
    assert len(kit.encode_png(drawn)) < len(rgb.getvalue()) / 2


def test_flat_colours_are_not_dithered_and_text_keeps_its_edges():
    """A flat panel stays one colour (dithering would speckle it), and a line of text keeps its
    anti-aliased edge pixels close to where they were, even with more than 256 colours around."""
    picture = Image.new("RGB", (kit.WIDTH, 200), kit.PALETTE["night"])
    draw = ImageDraw.Draw(picture)
    for x in range(kit.WIDTH):            # a strip of 1,280 colours: the palette must merge some
        draw.line((x, 0, x, 40), fill=(x % 256, x * 7 % 256, x * 13 % 256))
    draw.rectangle((20, 60, 620, 180), fill=kit.PALETTE["paper"])
    draw.text((40, 90), "Zoë plays fnōrd ×2", font=kit.font(24, True), fill=kit.PALETTE["ink"])
    png = _decoded(kit.encode_png(picture)).convert("RGB")
    assert len(png.crop((20, 150, 620, 180)).getcolors()) == 1       # the panel under the text
    text = (40, 85, 400, 125)
    assert kit.mean_error(picture.crop(text), png.crop(text)) < 3
    assert len(png.crop(text).getcolors()) > 4                       # the edges are still soft
