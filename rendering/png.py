"""The pictures' encoding: a palette PNG, and how far it strays from the drawn picture.

A bot posts the same table again and again, a move apart: most of a picture is the one it
posted a minute before (the seats that did not move, the board's rows that did not change).
So a process remembers what it encoded (issue 19: a table post's drawing against a bare RGB
encode): the palettes it chose, which the next picture of the same colours takes again
(:func:`palette_image`), and the rows' deflated bands, by their content, so that a band met
before is not deflated again (:func:`_deflated_rows`). Either memory only saves time: the file
is a valid PNG of the same picture whichever band or palette was found.
"""

from __future__ import annotations

import heapq
import struct
import threading
import zlib
from collections.abc import Iterator

import xxhash
from PIL import Image, ImageChops, ImageStat
from zlib_ng import zlib_ng

from rendering.sprites import Kept

# -- output ----------------------------------------------------------------------------------
PNG_COLOURS = 128       # a palette PNG: one byte per pixel instead of three (see palette_image)
EXACT_COLOURS = 96      # ...of which up to this many of the picture's most used colours, kept exactly
EXACT_SHARE = 0.0002    # ...that cover at least this share of the sample each (0.02%)
EXACT_GAP = 9           # ...and no other colour that close to one of those (see _near)
PNG_LEVEL = 6           # deflate level (see encode_png)
PALETTE_SAMPLE = 6      # the palette is chosen from every 6th pixel of every 6th row
# The largest per-channel mean absolute error (0-255 scale) a palette picture may show against
# its RGB original. Measured over 72 tables of every title's 4-player demo: 0.3-0.5 (0.6-1.3 with
# the octree's 256 colours alone); bench/bench_png.py prints it, tests/test_png_palette.py holds it.
PALETTE_ERROR_BOUND = 1.5

# -- what a process remembers (see the module's docstring) -----------------------------------
# Off (0) for now: with palettes kept, a post's bytes depend on the pictures drawn before it, and
# tests/test_public_hidden.py proves a public post hides the hidden cards by comparing its bytes
# with a scrambled twin's. Bands alone leave the file a function of the picture (a band deflates
# to the same bytes whether it is found or not). 8 is what bench_png was measured with.
PALETTES_KEPT = 0       # palettes chosen lately, the last used first (see palette_image)
REUSE_SHIFT = 2         # the farthest (units a channel) a kept palette may move an exact colour
REUSE_ERROR = 0.75      # the sample's largest mean error through a kept palette (fresh: 0.26-0.56)
ADAPT_COLOURS = 12      # the most colours a kept palette may be given to suit a new picture
BAND_BUDGET = 8 * 2**20  # bytes of deflated bands kept (a Natera table: ~70 bands, ~170 KB)
BAND_ROWS = (16, 128)   # a band's fewest and most rows (see _bands)
BAND_CUT = 15           # ...and it ends early after a row whose hash has these bits clear


def palette_image(image: Image.Image) -> Image.Image:
    """``image`` reduced to a palette of at most :data:`PNG_COLOURS` colours (mode ``P``).

    Our pictures are flat colours plus anti-aliased edges: a table has 6,000-14,000 colours,
    but 16 of them cover 85-92% of its pixels and 64 of them 94-96%. So the palette is made of
    two parts, chosen on a nearest-neighbour sample of the picture (one pixel in 36, real
    colours only, no blends; one in 9 gave the same sizes and errors for 40% more time): the
    colours that cover at least :data:`EXACT_SHARE` of it, up to :data:`EXACT_COLOURS`, exactly
    as they are (panels, ink, the players' colours, an icon's fill), then Pillow's fast octree
    for the rest, which covers the edges' blends. Every pixel then takes its nearest palette
    colour (Pillow's mapping, not the octree's, whose cube cells once turned a small pink
    icon's background cream).

    Measured on 72 demo tables of every title (bench/bench_png.py), all at zlib level 6: the
    octree's 256 colours alone 137 KB median, mean error up to 1.33, and flat areas moved by up
    to 17 units (Uluk's pale grey harvest panel came out pink); this palette 122 KB, mean error
    up to 0.52, flat areas exact. Fewer colours are smaller still but visibly wrong: at 96 (48
    exact, the rest octree) an icon's fill of 1,400 pixels, not among the 48, moved by 35 units
    (Uluk's brown mgobu turned golden), which is why the exact colours go by share, not rank.

    No dithering: on flat colours Floyd-Steinberg only adds noise (measured on an Uluk table:
    mean error 1.38 instead of 1.05, and 455 KB instead of 186 KB) and frays the text.

    A palette chosen lately is taken again when it suits (:func:`_kept_palette`): the next
    post of a table has nearly the same colours, and the same palette gives its unchanged rows
    the same bytes, whose deflated bands are then found (:func:`_deflated_rows`); choosing
    one is also ~1.5-4.5 ms of a picture's encode.
    """
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    sample = rgb.resize((max(1, rgb.width // PALETTE_SAMPLE), max(1, rgb.height // PALETTE_SAMPLE)),
                        Image.Resampling.NEAREST)
    exact = _exact_colours(sample)
    palette = _kept_palette(sample, exact) or _remember(_palette_of(sample, exact))
    return rgb.quantize(palette=palette, dither=Image.Dither.NONE)


_palettes: list[Image.Image] = []           # ``P`` images holding the palettes, the last used first
_palettes_lock = threading.Lock()           # pictures are encoded in threads too (tests, console)


def _kept_palette(sample: Image.Image, exact: list[tuple[int, ...]]) -> Image.Image | None:
    """A palette chosen lately that suits ``sample`` about as well as a new one, as it is or
    with a few of its entries changed (:func:`_adapted`), or None.

    It suits when every colour a new palette would hold exactly comes out through it within
    :data:`REUSE_SHIFT` units a channel (by Pillow's own mapping, of a strip of those colours),
    so that a flat area keeps its colour whichever palette is used; and when the sample
    through it strays no more than :data:`REUSE_ERROR` on the whole (the edges' blends)."""
    with _palettes_lock:
        candidates = list(_palettes)
    if not candidates:      # none kept (PALETTES_KEPT = 0: every picture chooses its own)
        return None
    strip = Image.new("RGB", (len(exact) or 1, 1))
    strip.putdata(exact or [(0, 0, 0)])
    for palette in candidates:
        adapted = _adapted(palette, strip, exact, sample)
        if adapted is not None and _error(sample, adapted) <= REUSE_ERROR:
            return _remember(adapted)
    return None


def _adapted(palette: Image.Image, strip: Image.Image, exact: list[tuple[int, ...]],
             sample: Image.Image) -> Image.Image | None:
    """``palette`` if it keeps each colour of ``exact`` (``strip``'s pixels) within
    :data:`REUSE_SHIFT`; else a copy in which the ones it misses, at most
    :data:`ADAPT_COLOURS`, are added (in free places) or take the places of the entries that
    would take their pixels (:func:`_near`), else of the entries ``sample`` uses least (no
    exact colour's); None when more are missing or the copy still misses one.

    Its other entries keep their places, so the rows they colour keep their bytes and their
    deflated bands (:func:`_deflated_rows`): a new colour on a table (a card come out, a
    seat's panel that now says "to play") does not make a whole new palette, and with it
    every row of the picture new (Natives: 54 of 60 pictures of a game chose a new one)."""
    missing = _missing(palette, strip, exact)
    if not missing:
        return palette
    if len(missing) > ADAPT_COLOURS:
        return None
    colours = _colours_of(palette)
    entries = strip.quantize(palette=palette, dither=Image.Dither.NONE).tobytes()
    held = {entries[i] for i, colour in enumerate(exact) if colour not in missing}    # kept colours' entries
    uses = None         # how many of the sample's pixels each entry takes, when needed
    for colour in missing:
        takers = [i for i, other in enumerate(colours) if _near(other, colour)]
        if any(i in held for i in takers):
            continue            # an exact colour this near takes its pixels, as in a new palette
        if takers:
            places = takers
        elif len(colours) < PNG_COLOURS:
            colours.append(colour)
            places = [len(colours) - 1]
        else:
            if uses is None:
                uses = sample.quantize(palette=palette, dither=Image.Dither.NONE).histogram()
            free = [i for i in range(len(colours)) if i not in held] or list(range(len(colours)))
            places = [min(free, key=uses.__getitem__)]
        for i in places:
            colours[i] = colour
        held.update(places)
    adapted = Image.new("P", (1, 1))
    adapted.putpalette([value for colour in colours for value in colour])
    return adapted if not _missing(adapted, strip, exact, near_ok=True) else None


def _missing(palette: Image.Image, strip: Image.Image, exact: list[tuple[int, ...]],
             near_ok: bool = False) -> list[tuple[int, ...]]:
    """The colours of ``exact`` that come out through ``palette`` more than
    :data:`REUSE_SHIFT` units off in a channel (``near_ok``: not those that come out
    :func:`_near` themselves, as another exact colour's entry, which a new palette would give
    them too)."""
    shown = strip.quantize(palette=palette, dither=Image.Dither.NONE).convert("RGB").tobytes()
    out = []
    for i, colour in enumerate(exact):
        got = (shown[3 * i], shown[3 * i + 1], shown[3 * i + 2])
        if max(abs(colour[0] - got[0]), abs(colour[1] - got[1]), abs(colour[2] - got[2])) > REUSE_SHIFT \
                and not (near_ok and _near(colour, got)):
            out.append(colour)
    return out


def _colours_of(palette: Image.Image) -> list[tuple[int, ...]]:
    values = palette.getpalette() or []
    return [tuple(values[i:i + 3]) for i in range(0, len(values), 3)]


def _error(sample: Image.Image, palette: Image.Image) -> float:
    return mean_error(sample, sample.quantize(palette=palette, dither=Image.Dither.NONE))


def _remember(palette: Image.Image) -> Image.Image:
    """``palette`` as the last used (the first tried next time)."""
    with _palettes_lock:
        if palette in _palettes:
            _palettes.remove(palette)
        _palettes.insert(0, palette)
        del _palettes[PALETTES_KEPT:]
    return palette


def _exact_colours(sample: Image.Image) -> list[tuple[int, ...]]:
    """The colours a palette of ``sample`` holds exactly: its most used, up to
    :data:`EXACT_COLOURS`, that cover at least :data:`EXACT_SHARE` of it each and are not
    :func:`_near` one more used (that one's entry takes their pixels)."""
    counts = sample.getcolors(sample.width * sample.height) or []
    exact: list[tuple[int, ...]] = []
    kept = _Colours()
    least = sample.width * sample.height * EXACT_SHARE
    for count, colour in heapq.nlargest(EXACT_COLOURS, counts):     # the most used first
        if count >= least and not kept.near(colour):
            exact.append(colour)
            kept.add(colour)
    return exact


def _palette_of(sample: Image.Image, exact: list[tuple[int, ...]] | None = None) -> Image.Image:
    """A ``P`` image holding the palette :func:`palette_image` maps to: the sample's
    :func:`_exact_colours`, then the octree's colours for the rest, those near an exact one
    (:func:`_near`) left out."""
    exact = _exact_colours(sample) if exact is None else exact
    kept = _Colours()
    for colour in exact:
        kept.add(colour)
    rest = PNG_COLOURS - len(exact)
    wanted = min(256, rest + len(exact))      # some octree colours fall near exact ones: ask more
    octree = sample.quantize(wanted, method=Image.Quantize.FASTOCTREE).getpalette()[: 3 * wanted]
    blends = [tuple(octree[i:i + 3]) for i in range(0, len(octree), 3)]
    blends = [blend for blend in blends if not kept.near(blend)][:rest]
    palette = Image.new("P", (1, 1))
    palette.putpalette([value for colour in exact + blends for value in colour])
    return palette


class _Colours:
    """Palette colours put in cells of :data:`EXACT_GAP` units a side, each colour also listed
    in the 26 cells around its own, so that whether a colour is :func:`_near` one of them looks
    at the few listed in its own cell, not at every colour: choosing a palette compared each of
    ~350 candidates with up to 96 exact colours, ~100,000 calls of ``_near``, 2-4 ms of a
    table's encode (cProfile over bench_render's mid-game tables); now ~0.3 ms. The answers
    are the same: two colours that are near lie in the same or neighbouring cells."""

    def __init__(self) -> None:
        self.cells: dict[tuple[int, int, int], list[tuple[int, ...]]] = {}

    def add(self, colour: tuple[int, ...]) -> None:
        r, g, b = colour[0] // EXACT_GAP, colour[1] // EXACT_GAP, colour[2] // EXACT_GAP
        for cr in (r - 1, r, r + 1):
            for cg in (g - 1, g, g + 1):
                for cb in (b - 1, b, b + 1):
                    self.cells.setdefault((cr, cg, cb), []).append(colour)

    def near(self, colour: tuple[int, ...]) -> bool:
        """Whether a colour added is :func:`_near` ``colour``."""
        cell = (colour[0] // EXACT_GAP, colour[1] // EXACT_GAP, colour[2] // EXACT_GAP)
        return any(_near(colour, other) for other in self.cells.get(cell, ()))


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
    ms for 165 KB. Level 6 and not lower: zlib-ng's level 3 is 5 ms but 189 KB, and most of a
    picture's bytes are its text (the same table with only its 8 most used colours is still
    175 KB). The rows are written unfiltered, which is the best choice for palette indices
    (through PNG's adaptive filters, as a grey picture, they came out 16% larger), so the
    file is the indices with a zero byte before each row (:func:`_deflated_rows`)
    in a few chunks (:func:`_chunk`).
    Pillow reads it back as the same ``P`` picture (tests/test_png_palette.py).
    """
    indexed = palette_image(image)
    width, height = indexed.size
    palette = indexed.getpalette() or []
    header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)   # 8-bit indices, no interlace
    return b"".join((PNG_SIGNATURE, _chunk(b"IHDR", header), _chunk(b"PLTE", bytes(palette)),
                     _chunk(b"IDAT", _deflated_rows(indexed)), _chunk(b"IEND", b"")))


def _deflated_rows(indexed: Image.Image) -> bytes:
    """The rows of ``indexed`` each led by its filter byte (0: none), as a zlib stream.

    The stream is made of bands of rows (:func:`_bands`), each deflated on its own and ended
    on a byte (a sync flush, as pigz joins its pieces), so that a band can be taken from
    :data:`BANDS`, where every band deflated lately is kept by its bytes' 128-bit hash: the
    next post of a table finds most of its bands there (bench/bench_png.py, a post after a
    move: 48-74% of the bands, by title). A band starts afresh, without the rows before it
    to refer to: ~1-3% larger than one stream (a Natera table of 70 bands: 202.0 -> 202.6 KB
    deflated whole). After the bands, an empty last block and the Adler-32 of all the rows.

    Pillow's raw encoder pads each row to a stride of one byte more with a zero after it; a
    zero before the first row and the last row's pad left out make the same bytes as a zero
    before each row (one row's pad is the next row's filter byte)."""
    width, height = indexed.size
    stride = width + 1
    padded = memoryview(indexed.tobytes("raw", "P", stride))
    parts = [ZLIB_HEADER]
    for first, end in _bands(padded, width, height):
        rows = bytes(1) + padded[:end * stride - 1] if first == 0 else padded[first * stride - 1:end * stride - 1]
        parts.append(_deflated_band(rows))
    adler = zlib_ng.adler32(padded[:-1], zlib_ng.adler32(bytes(1)))
    parts += (LAST_BLOCK, struct.pack(">I", adler))
    return b"".join(parts)


ZLIB_HEADER = b"\x78\x9c"      # deflate, 32 KB window, default level (RFC 1950)
LAST_BLOCK = b"\x03\x00"       # an empty final block (fixed codes), after the bands' sync flushes

BANDS = Kept(BAND_BUDGET)       # deflated bands by the hash of their bytes (see _deflated_rows)


def _bands(padded: memoryview, width: int, height: int) -> Iterator[tuple[int, int]]:
    """The bands of a picture's rows, as (first row, row after the last).

    A band ends at a row chosen by the rows' content, not by its place (after a row whose hash
    has the :data:`BAND_CUT` bits clear, from the fewest :data:`BAND_ROWS` on, or at the
    most): when a seat's area grows by a line, everything under it moves down, and bands cut at
    fixed places would all differ; cut by content they are cut where they were and found
    again (the rows found again: 48% of a Natives table post's bands, not 28%)."""
    least, most = BAND_ROWS
    first = 0
    for y in range(height):
        rows = y + 1 - first
        if rows >= most or (rows >= least and
                            not xxhash.xxh3_64_intdigest(padded[y * (width + 1):y * (width + 1) + width]) & BAND_CUT):
            yield first, y + 1
            first = y + 1
    if first < height:
        yield first, height


def _deflated_band(rows: bytes | memoryview) -> bytes:
    """``rows`` deflated alone (raw deflate, ended by a sync flush), or as they were before."""
    key = xxhash.xxh3_128_digest(rows)
    deflated = BANDS.get(key)
    if deflated is None:
        deflate = zlib_ng.compressobj(PNG_LEVEL, zlib_ng.DEFLATED, -15)
        deflated = deflate.compress(rows) + deflate.flush(zlib_ng.Z_SYNC_FLUSH)
        BANDS.keep(key, deflated, len(deflated) + 160)      # + the key and the books' own bytes
    return deflated


def forget() -> None:
    """Forget the palettes and bands encoded so far (a test's fresh start)."""
    with _palettes_lock:
        _palettes.clear()
    for key in BANDS.snapshot():
        BANDS.drop(key)


PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _chunk(kind: bytes, data: bytes) -> bytes:
    """One PNG chunk: its length, its type, its data and the CRC of type and data."""
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def mean_error(original: Image.Image, shown: Image.Image) -> float:
    """Per-channel mean absolute difference (0-255) between two pictures of the same size:
    how far the palette picture strays from the RGB one it was made from."""
    diff = ImageChops.difference(original.convert("RGB"), shown.convert("RGB"))
    return sum(ImageStat.Stat(diff).mean) / 3
