"""The pictures' encoding: a palette PNG, and how far it strays from the drawn picture.

The file is a function of the picture alone: the same table gives the same bytes, whatever
the process drew before (tests/test_public_hidden.py proves a public post hides the hidden
cards by comparing its bytes with a scrambled twin's). A process once remembered its recent
palettes and the deflated bands of rows it had met, so that a table's next post would only
deflate what changed; kept palettes made a post's bytes depend on the pictures drawn before
(and could carry a private picture's colours into a public one), and without them the bands
were almost never found again (bench/bench_png.py: a Natera post 33.1 ms alone, 32.1 after a
move) while cutting the stream in bands cost a third more deflate time and 2-4% of the size.
"""

from __future__ import annotations

import heapq
import itertools
import struct
import zlib

from PIL import Image, ImageChops, ImageStat
from zlib_ng import zlib_ng

# -- output ----------------------------------------------------------------------------------
PNG_COLOURS = 128       # a palette PNG: one byte per pixel instead of three (see palette_image)
EXACT_COLOURS = 96      # ...of which up to this many of the picture's most used colours, kept exactly
EXACT_SHARE = 0.0002    # ...that cover at least this share of the sample each (0.02%)
EXACT_GAP = 9           # ...and no other colour that close to one of those (see _near)
PNG_LEVEL = 4           # deflate level (see encode_png)
PALETTE_SAMPLE = 8      # the palette is chosen from every 8th pixel of every 8th row (see palette_image)
# The largest per-channel mean absolute error (0-255 scale) a palette picture may show against
# its RGB original. Measured over 72 tables of every title's 4-player demo: 0.3-0.5 (0.6-1.3 with
# the octree's 256 colours alone); bench/bench_png.py prints it, tests/test_png_palette.py holds it.
PALETTE_ERROR_BOUND = 1.5


def palette_image(image: Image.Image) -> Image.Image:
    """``image`` reduced to a palette of at most :data:`PNG_COLOURS` colours (mode ``P``).

    Our pictures are flat colours plus anti-aliased edges: a table has 4,500-8,000 colours
    (6,000-14,000 before text's edges came in ``draw.TEXT_STEPS`` steps), but 16 of them cover
    85-90% of its pixels and 64 of them 94-98%. So the palette is made of two parts, chosen
    on a nearest-neighbour sample of the picture (one pixel in 64, real colours only, no
    blends; one in 36 gave the same sizes and errors, within 0.02, for a third more of the
    choice's time; one in 9 took 40% more than one in 36): the colours that cover at least
    :data:`EXACT_SHARE` of it, up to :data:`EXACT_COLOURS`, exactly as they are (panels, ink,
    the players' colours, an icon's fill), then Pillow's fast octree for the rest, which
    covers the edges' blends. Every pixel then takes its nearest palette colour (Pillow's
    mapping, not the octree's, whose cube cells once turned a small pink icon's background
    cream).

    Measured on 72 demo tables of every title (bench/bench_png.py), all at zlib level 6: the
    octree's 256 colours alone 137 KB median, mean error up to 1.33, and flat areas moved by up
    to 17 units (Uluk's pale grey harvest panel came out pink); this palette 122 KB, mean error
    up to 0.52, flat areas exact. Fewer colours are smaller still but visibly wrong: at 96 (48
    exact, the rest octree) an icon's fill of 1,400 pixels, not among the 48, moved by 35 units
    (Uluk's brown mgobu turned golden), which is why the exact colours go by share, not rank.

    No dithering: on flat colours Floyd-Steinberg only adds noise (measured on an Uluk table:
    mean error 1.38 instead of 1.05, and 455 KB instead of 186 KB) and frays the text.
    """
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    sample = rgb.resize((max(1, rgb.width // PALETTE_SAMPLE), max(1, rgb.height // PALETTE_SAMPLE)),
                        Image.Resampling.NEAREST)
    palette = _palette_of(sample, _exact_colours(sample))
    return rgb.quantize(palette=palette, dither=Image.Dither.NONE)


def _exact_colours(sample: Image.Image) -> _Colours:
    """The colours a palette of ``sample`` holds exactly (the result's ``listed``): its most
    used, up to :data:`EXACT_COLOURS`, that cover at least :data:`EXACT_SHARE` of it each and
    are not :func:`_near` one more used (that one's entry takes their pixels)."""
    counts = sample.getcolors(sample.width * sample.height) or []
    kept = _Colours()
    least = sample.width * sample.height * EXACT_SHARE
    common = [entry for entry in counts if entry[0] >= least]   # a sample's ~1,000 colours: ~150
    for _count, colour in heapq.nlargest(EXACT_COLOURS, common):     # the most used first
        if not kept.near(colour):
            kept.add(colour)
    return kept


def _palette_of(sample: Image.Image, kept: _Colours) -> Image.Image:
    """A ``P`` image holding the palette :func:`palette_image` maps to: the sample's
    :func:`_exact_colours` (``kept``), then the octree's colours for the rest, those near an
    exact one (:func:`_near`) left out."""
    exact = kept.listed
    rest = PNG_COLOURS - len(exact)
    wanted = min(256, rest + len(exact))      # some octree colours fall near exact ones: ask more
    octree = sample.quantize(wanted, method=Image.Quantize.FASTOCTREE).getpalette()[: 3 * wanted]
    blends = [tuple(octree[i:i + 3]) for i in range(0, len(octree), 3)]
    blends = [blend for blend in blends if not kept.near(blend)][:rest]
    palette = Image.new("P", (1, 1))
    palette.putpalette([value for colour in exact + blends for value in colour])
    return palette


class _Colours:
    """Palette colours filed in cells of ``2 * EXACT_GAP`` units a side, each colour in every
    cell that its neighbourhood (:func:`_near`: closer than :data:`EXACT_GAP` in each channel)
    overlaps, so that whether a colour is near one of them looks at the few filed in its own
    cell, not at every colour. A neighbourhood is 2 * EXACT_GAP - 1 units wide, so it overlaps
    one or two cells along each channel: a colour is filed at most 8 times. Choosing a palette
    compares each of ~350 candidates with up to 96 exact colours; with a colour compared to all
    of them that was 2-4 ms of a table's encode; filed in the 27 cells around its own (cells
    of EXACT_GAP) it was still ~1 ms of a post's two pictures (py-spy over Inuit posts: 4.6% of
    a post in ``add``); filed at most 8 times, ~0.3 ms. The answers are the same either way."""

    CELL = 2 * EXACT_GAP

    def __init__(self) -> None:
        self.cells: dict[tuple[int, int, int], list[tuple[int, ...]]] = {}
        self.listed: list[tuple[int, ...]] = []       # in the order added

    def add(self, colour: tuple[int, ...]) -> None:
        self.listed.append(colour)
        reach, cell = EXACT_GAP - 1, self.CELL
        r, g, b = colour[0], colour[1], colour[2]
        for key in itertools.product(range((r - reach) // cell, (r + reach) // cell + 1),
                                     range((g - reach) // cell, (g + reach) // cell + 1),
                                     range((b - reach) // cell, (b + reach) // cell + 1)):
            self.cells.setdefault(key, []).append(colour)

    def near(self, colour: tuple[int, ...]) -> bool:
        """Whether a colour added is :func:`_near` ``colour``."""
        cell = self.CELL
        filed = self.cells.get((colour[0] // cell, colour[1] // cell, colour[2] // cell), ())
        return any(_near(colour, other) for other in filed)


def _near(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """Whether palette colour ``a`` could take pixels of colour ``b`` from ``b``'s own entry.

    Pillow maps a pixel by the palette entry nearest to the corner of its 4 x 4 x 4 cell of
    colour values, not to the pixel itself, so an octree colour 1-3 units from a flat one
    (which the octree makes: its cube cells' means) took the flat colour's pixels, and the
    paper of a score pad came out 2 units darker (so did a rare exact colour 4 units from the
    paper, the whole paper going to it). An entry at least :data:`EXACT_GAP` away in
    some channel is always farther from that corner than the flat colour's own entry."""
    return abs(a[0] - b[0]) < EXACT_GAP and abs(a[1] - b[1]) < EXACT_GAP and abs(a[2] - b[2]) < EXACT_GAP


def encode_png(image: Image.Image) -> bytes:
    """The picture as a palette PNG (:func:`palette_image`), deflated by zlib-ng at level
    :data:`PNG_LEVEL`.

    Why zlib-ng and not Pillow's own writer (issue 19: a table post's drawing against a bare
    RGB encode): nearly half of a post's time was Pillow's zlib at level 6 (25 ms of a Natera
    table of 1280 x 3348 px, measured beside its drawing's 29 ms). zlib-ng's level 6 makes the
    same stream format in 10.5 ms, and smaller (166 -> 158 KB); libdeflate's level 6 took 9.8
    ms for 165 KB. Which level (8 mid- to late-game Natera tables' indices, median time and
    size / largest): zlib-ng 6 14.1 ms, 168 / 177 KB; 5 9.9 ms, 175 / 184; 4 7.8 ms, 191 / 201;
    2 4.6 ms, 215 / 227. libdeflate was no faster for the same size (its 6: 12.0 ms, 175 / 184),
    ISA-L far faster but far larger (2.1 ms, 238 / 252); a smaller window, a lower memLevel or
    the filtered and run-length strategies only cost size or time. Level 4 since text's edges
    went from 6 to 5 steps (``draw.TEXT_STEPS``), which takes back half of its 9% of size: the
    deflate is a fifth of a post's time and level 4 takes a fifth of it off (bench/bench_png.py,
    every title, both changes: table post / RGB median 0.52 -> 0.47-0.50 in two runs, size
    median 114 -> 121 KB, Natera's largest of every third table 185 -> 195 KB). Most of a
    picture's bytes are its text (an older table with only its 8 most used colours was still
    175 KB). The rows are written unfiltered, which is the best choice for palette indices
    (through PNG's adaptive filters, as a grey picture, they came out 16% larger), so the file
    is the indices with a zero byte before each row (:func:`_deflated_rows`) in a few chunks
    (:func:`_chunk`).
    Pillow reads it back as the same ``P`` picture (tests/test_png_palette.py).
    """
    indexed = palette_image(image)
    width, height = indexed.size
    palette = indexed.getpalette() or []
    header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)   # 8-bit indices, no interlace
    return b"".join((PNG_SIGNATURE, _chunk(b"IHDR", header), _chunk(b"PLTE", bytes(palette)),
                     _chunk(b"IDAT", _deflated_rows(indexed)), _chunk(b"IEND", b"")))


def _deflated_rows(indexed: Image.Image) -> bytes:
    """The rows of ``indexed`` each led by its filter byte (0: none), as one zlib stream.

    Pillow's raw encoder pads each row to a stride of one byte more with a zero after it; a
    zero before the first row and the last row's pad left out make the same bytes as a zero
    before each row (one row's pad is the next row's filter byte)."""
    width = indexed.width
    padded = indexed.tobytes("raw", "P", width + 1)
    deflate = zlib_ng.compressobj(PNG_LEVEL, zlib_ng.DEFLATED, 15, 9)
    return deflate.compress(bytes(1)) + deflate.compress(memoryview(padded)[:-1]) + deflate.flush()


PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _chunk(kind: bytes, data: bytes) -> bytes:
    """One PNG chunk: its length, its type, its data and the CRC of type and data."""
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def mean_error(original: Image.Image, shown: Image.Image) -> float:
    """Per-channel mean absolute difference (0-255) between two pictures of the same size:
    how far the palette picture strays from the RGB one it was made from."""
    diff = ImageChops.difference(original.convert("RGB"), shown.convert("RGB"))
    return sum(ImageStat.Stat(diff).mean) / 3
