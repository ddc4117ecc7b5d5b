"""The pictures' encoding: a palette PNG, and how far it strays from the drawn picture."""

from __future__ import annotations

import io

from PIL import Image, ImageChops, ImageStat

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

