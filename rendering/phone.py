"""The phone picture: whose turn, what they decide, their own area, laid out 400 px wide.

Titles describe what to show as a :class:`Focus` (``focus(view, seat)`` in each renderer);
:func:`draw_focus` lays it out the same way for every title (see ``rendering.render_focus``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import Image

from bot.l10n import ENGLISH, Msg

from . import colours, draw
from .colours import RGB, Colour
from .labels import say
from .sprites import remembered

# -- the phone picture: whose turn, what they decide, their own area ----------------------------
# Discord shows a picture about 400 px wide on a phone, where the 1280-px table's 16-px text
# comes out at 5 px. The focus picture is laid out at that width, in logical pixels, so a
# size here is the size a phone shows; it is drawn at FOCUS_SCALE times for sharper text on
# phone screens (2-3 device pixels per CSS pixel). Titles describe what to show as a
# :class:`Focus`; :func:`draw_focus` lays it out the same way for every title.
#
# Why 1.5 and not 2 (issue 19): at 2 the phone picture held a third of a table post's pixels
# (Natera 800 x 3022 beside a 1280 x 4126 table), and every pixel is drawn, mapped to the
# palette and deflated; at 1.5 a post costs a tenth less (bench/bench_png.py, every title:
# table post / RGB median 0.62 -> 0.56) and the file is a third lighter (Natera 58 -> 39 KB).
# Both are shown enlarged on a 3x phone (the chat column is ~330 pt, ~1000 device px); crops
# of the 600-px and 800-px pictures so enlarged read the same, the 600's edges a little softer.
FOCUS_W = 400           # logical width: what a phone shows of a picture
FOCUS_SCALE = 1.5       # pixels per logical pixel (the PNG is 600 px wide)
FOCUS_PAD = 12          # outer margin and panel padding
FOCUS_TEXT = draw.MIN_TEXT   # body text, tags and section titles
FOCUS_NAME = 26         # the awaited seat's name in the banner
FOCUS_DECISION = 20     # what the awaited seat decides
FOCUS_TAG_H = 30        # a tag's height
FOCUS_GAP = 6           # between tags
FOCUS_PAWN_STEP = 28    # the awaited seats' 40-px pawns overlap, each letter still showing


def px(logical: float) -> int:
    """A length of the layout in the picture's pixels (:data:`FOCUS_SCALE` is not whole)."""
    return round(logical * FOCUS_SCALE)


@dataclass(frozen=True)
class Tag:
    """One fact of the focus picture as a pill: "Scalps 4", "Elder 2", "Hunger ×8 (−24)".

    ``icon`` is a name in :data:`ICONS` or a painter with their signature (a title's own
    icons, e.g. Uluk's resources); ``token`` a player's pawn (letter, colour) as the icon."""

    text: str
    fill: Colour = "paper2"
    ink: Colour | None = None
    icon: str | Callable[[draw.Pen, float, float, float, RGB], None] | None = None
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

    bg: RGB = colours.PALETTE["night"]
    band: RGB = colours.PALETTE["night2"]
    light: RGB = colours.PALETTE["light"]
    dim: RGB = colours.PALETTE["dim"]
    paper: RGB = colours.PALETTE["paper"]
    ink: RGB = colours.PALETTE["ink"]
    muted: RGB = colours.PALETTE["muted"]


@dataclass(frozen=True)
class Focus:
    """What the phone picture shows: the game's state line (``title``), who the game waits
    for, what they decide, the last move, then ``seat``'s own area (badges, then sections).
    ``lang``: the reader's language, which the title's words are already in; the layout's own
    words ("Waiting for …") follow it."""

    title: str
    awaited: tuple[FocusSeat, ...]
    decision: str
    last: str
    seat: FocusSeat
    badges: tuple[Tag, ...] = ()
    sections: tuple[Section, ...] = ()
    look: FocusLook = FocusLook()
    lang: str = ENGLISH


def _focus_paste(pen: draw.Pen, image: Image.Image, xy: tuple[float, float]) -> None:
    """Paste a picture already at the pen's scale at logical ``xy``."""
    pen.image.paste(image, (round(xy[0] * pen.s), round(xy[1] * pen.s)),
                    image if image.mode == "RGBA" else None)


@remembered
def _painted_icon(paint: Callable[[draw.Pen, float, float, float, RGB], None], size: int,
                  colour: RGB) -> Image.Image:
    return draw.sprite(size, size, lambda pen: paint(pen, 0, 0, size, colour))


def _tag_icon(tag: Tag, size: int, ink: RGB) -> Image.Image | None:
    """The tag's icon at ``size`` device pixels, or None."""
    if tag.token:
        return draw.token(tag.token[0], tag.token[1], size)
    if tag.icon is None:
        return None
    colour = colours.rgb(tag.icon_colour) if tag.icon_colour is not None else ink
    if isinstance(tag.icon, str):
        return draw.icon(tag.icon, size, colour)
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
    text = draw.displayable(tag.text)
    if draw.text_width(text, FOCUS_TEXT, tag.bold) > room:
        lines = draw.wrap(text, FOCUS_TEXT, room, tag.bold, FOCUS_TAG_LINES)
        widest = max(draw.text_width(line, FOCUS_TEXT, tag.bold) for line in lines)
        return "\n".join(lines), widest + max_w - room
    return text, draw.pill_width(text, FOCUS_TEXT, tag.bold, isz)


def focus_tag_height(text: str) -> int:
    """The height of a tag showing ``text`` (from :func:`focus_tag_width`): one line is a
    pill :data:`FOCUS_TAG_H` high, each further line adds a line's height."""
    return FOCUS_TAG_H + text.count("\n") * draw.line_height(FOCUS_TEXT)


def _draw_tag(pen: draw.Pen, xy: tuple[int, int], tag: Tag, text: str, w: int) -> None:
    h = focus_tag_height(text)
    fill = colours.rgb(tag.fill)
    ink_c = colours.rgb(tag.ink) if tag.ink is not None else colours.ink_on(fill)
    box = draw.Box(xy[0], xy[1], w, h)
    pen.rect(box, fill=fill, outline=tag.border, width=2, radius=FOCUS_TAG_H // 2)
    x = box.x + FOCUS_TEXT // 2 + 2
    isz = _tag_icon_size(tag)
    picture = _tag_icon(tag, px(isz), ink_c) if isz else None
    if picture is not None:
        _focus_paste(pen, picture, (x, box.y + (FOCUS_TAG_H - isz) / 2))
        x += isz + 6
    for i, line in enumerate(text.split("\n")):
        draw.stamp_text(pen, (x, box.y + FOCUS_TAG_H / 2 + i * draw.line_height(FOCUS_TEXT)), line, FOCUS_TEXT,
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


def _waiting_for(seats: Sequence[FocusSeat], size: int, width: int, max_lines: int = 3,
                 lang: str = ENGLISH) -> str:
    """"Waiting for ann, bob and cy" in bold, within ``max_lines`` of ``width``: when long
    names would not fit, every name is shortened alike (a name is the one text a picture may
    cut), so that each awaited seat is still named."""
    names = [draw.displayable(s.name) for s in seats]
    cap = width
    while True:
        short = [draw.fit(n, size, cap, True) for n in names]
        text = say(Msg("pictures-waiting-for", names=short), lang)
        if cap <= 40 or len(draw.wrap(text, size, width, True, 99)) <= max_lines:
            return text
        cap -= 20


def _names(seats: Sequence[FocusSeat], lang: str = ENGLISH) -> str:
    names = [draw.displayable(s.name) for s in seats]
    if len(names) <= 1:
        return "".join(names) or say(Msg("pictures-nobody"), lang)
    return say(Msg("pictures-names", names=names), lang)


@dataclass
class FocusLayout:
    """Where :func:`draw_focus` puts things, in logical pixels (tests read it)."""

    height: int
    banner: draw.Box
    name_lines: tuple[str, ...]          # the awaited seats' names
    name_size: int                       # their size: FOCUS_NAME for one, FOCUS_DECISION for more
    name_x: int                          # left of the names, right of the awaited pawns
    name_y: int                          # top of the first name line
    decision_lines: tuple[str, ...]      # FOCUS_DECISION px, bold
    decision_y: int
    last_lines: tuple[str, ...]          # FOCUS_TEXT px
    last_y: int
    area: draw.Box
    head: draw.Box                            # the seat's token, name and subtitle (0 high when
                                         # they are in the banner), its x and w the body's
    seat_in_banner: bool                 # the area is the one awaited seat's
    badges: list[tuple[Tag, str, int, int, int]]
    badges_y: int
    sections: list[tuple[Section, int, list[tuple[Tag, str, int, int, int]], int, tuple[str, ...]]]
    # (section, title y, its tags with offsets, tags' top y, note lines)
    cells: list[tuple[Tag, draw.Box, tuple[tuple[str, bool], ...]]]   # grid cells, their lines (bold?)


FOCUS_CELL_LINES = 8    # the most lines a grid cell holds (a German or Spanish tile: name and actions)
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
        lines += [(line, bold) for line in draw.wrap(draw.displayable(part), FOCUS_TEXT, width, bold, room)]
    return tuple(lines)


def _subtitle(text: str, width: int) -> tuple[str, ...]:
    """A seat's subtitle in lines (bold), wrapped, never cut: it says the seat's tribe and
    what it does ("Ojibwe · Home h1 · +1 at every Mask ceremony")."""
    return draw.wrap(draw.displayable(text), FOCUS_TEXT, width, True, 3) if text else ()


def _section_title(title: str, width: int) -> tuple[str, ...]:
    """A section's title in lines (bold): wrapped, never cut ("Can take: what the Fisherman
    may take", "Annabelle the Magnificent of Quebec: tribers and tribe board")."""
    return draw.wrap(draw.displayable(title), FOCUS_TEXT, width, True, 4)


def focus_layout(f: Focus) -> FocusLayout:
    """Every position of the focus picture of ``f``."""
    pad = FOCUS_PAD
    inner = FOCUS_W - 2 * pad
    y = pad + draw.line_height(FOCUS_TEXT) + 4                  # the state line
    banner_y = y
    y += 12
    many = len(f.awaited) > 1
    tokens_w = 40 + FOCUS_PAWN_STEP * (min(len(f.awaited), 4) - 1) if f.awaited else -10
    name_x = pad + 12 + tokens_w + 10
    name_w = FOCUS_W - pad - 12 - name_x
    # one name in large type; several (all decide at once) in the decision's size
    name_size = FOCUS_DECISION if many else FOCUS_NAME
    name_lines = draw.wrap(_waiting_for(f.awaited, name_size, name_w, lang=f.lang) if many
                           else _names(f.awaited, f.lang),
                      name_size, name_w, True, 3)
    name_y = y
    # the area is the one awaited seat's: its subtitle goes under its name, and the area
    # needs no head of its own (a phone screen is short)
    seat_in_banner = len(f.awaited) == 1 and f.awaited[0] == f.seat
    sub_h = draw.line_height(FOCUS_TEXT) * len(_subtitle(f.seat.subtitle, name_w)) if seat_in_banner else 0
    y += max(40, draw.line_height(name_size) * len(name_lines) + sub_h) + 8
    decision_lines = draw.wrap(f.decision, FOCUS_DECISION, inner - 24, True, 6)
    decision_y = y
    y += draw.line_height(FOCUS_DECISION) * len(decision_lines) + 6
    last_lines = draw.wrap(f.last, FOCUS_TEXT, inner - 24, False, FOCUS_LAST_LINES) if f.last else ()
    last_y = y
    y += draw.line_height(FOCUS_TEXT) * len(last_lines) + 10
    banner = draw.Box(pad, banner_y, inner, y - banner_y)
    y = banner.bottom + 12
    area_y = y
    stripe = 8
    x0 = pad + stripe + 10
    body_w = FOCUS_W - pad - 10 - x0
    head_sub = len(_subtitle(f.seat.subtitle, body_w - 54))
    head_h = 0 if seat_in_banner else 48 + max(0, head_sub - 1) * draw.line_height(FOCUS_TEXT)
    head = draw.Box(x0, y + 10, body_w, head_h)
    y = head.bottom + (0 if seat_in_banner else 8)
    badges, bh = _tags_layout(f.badges, body_w)
    badges_y = y
    y += bh + (10 if bh else 0)
    sections = []
    cells: list[tuple[Tag, draw.Box, tuple[tuple[str, bool], ...]]] = []
    for sec in f.sections:
        title_y = y
        y += draw.line_height(FOCUS_TEXT) * len(_section_title(sec.title, body_w)) + 4
        tags, th = _tags_layout(sec.tags, body_w)
        tags_y = y
        y += th + (6 if th else 0)
        note = draw.wrap(sec.note, FOCUS_TEXT, body_w, False, 3) if sec.note else ()
        y += draw.line_height(FOCUS_TEXT) * len(note) + (4 if note else 0)
        sections.append((sec, title_y, tags, tags_y, note))
        for row in sec.cells:
            if not row:
                continue
            boxes = draw.Box(x0, y, body_w, 0).columns(len(row), 4)
            texts = [_cell_lines(c, box.w - 10) for c, box in zip(row, boxes, strict=True)]
            row_h = max(len(t) for t in texts) * draw.line_height(FOCUS_TEXT) + 8
            for c, box, lines in zip(row, boxes, texts, strict=True):
                cells.append((c, draw.Box(box.x, y, box.w, row_h), lines))
            y += row_h + 4
        y += 10
    area = draw.Box(pad, area_y, inner, y - area_y)
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
    image = draw.background(px(FOCUS_W), px(lay.height), lk.bg)
    pen = draw.Pen(image, FOCUS_SCALE)
    pad = FOCUS_PAD
    hi = colours.PALETTE["highlight"]
    draw.stamp_text(pen, (pad, pad), draw.fit(draw.displayable(f.title), FOCUS_TEXT, FOCUS_W - 2 * pad),
               FOCUS_TEXT, lk.dim)
    # the banner: who, what, the last move
    b = lay.banner
    pen.rect(b, fill=lk.band, outline=hi, width=2, radius=10)
    tx = b.x + 12
    for i, seat in enumerate(f.awaited[:4]):
        _focus_paste(pen, draw.token(seat.letter, seat.colour, px(40)), (tx + FOCUS_PAWN_STEP * i, lay.name_y))
    nx = lay.name_x
    sub = _subtitle(f.seat.subtitle, b.right - 12 - nx) if lay.seat_in_banner else ()
    name_h = draw.line_height(lay.name_size) * len(lay.name_lines) + draw.line_height(FOCUS_TEXT) * len(sub)
    ny = lay.name_y + max(0, (40 - name_h) // 2)
    for i, line in enumerate(lay.name_lines):
        draw.stamp_text(pen, (nx, ny + i * draw.line_height(lay.name_size)), line, lay.name_size, lk.light,
                   True)
    for i, line in enumerate(sub):
        sub_y = ny + len(lay.name_lines) * draw.line_height(lay.name_size) + i * draw.line_height(FOCUS_TEXT)
        draw.stamp_text(pen, (nx, sub_y), line, FOCUS_TEXT, colours.lighter(f.seat.colour, .5), True)
    for i, line in enumerate(lay.decision_lines):
        draw.stamp_text(pen, (tx, lay.decision_y + i * draw.line_height(FOCUS_DECISION)), line,
                   FOCUS_DECISION, hi, True)
    for i, line in enumerate(lay.last_lines):
        draw.stamp_text(pen, (tx, lay.last_y + i * draw.line_height(FOCUS_TEXT)), line, FOCUS_TEXT, lk.dim)
    # the seat's area
    a = lay.area
    colour = f.seat.colour
    pen.rect(a, fill=colour, radius=10)
    pen.rect((a.x + 8, a.y, a.right, a.bottom), fill=lk.paper, radius=10,
             corners=(False, True, True, False))
    h = lay.head
    if not lay.seat_in_banner:
        _focus_paste(pen, draw.token(f.seat.letter, colour, px(44)), (h.x, h.y))
        name = draw.fit(draw.displayable(f.seat.name), 22, h.w - 54, True)
        if f.seat.subtitle:
            draw.stamp_text(pen, (h.x + 54, h.y), name, 22, lk.ink, True)
            for i, line in enumerate(_subtitle(f.seat.subtitle, h.w - 54)):
                draw.stamp_text(pen, (h.x + 54, h.y + 28 + i * draw.line_height(FOCUS_TEXT)), line, FOCUS_TEXT,
                           colours.darker(colour, .3), True)
        else:
            draw.stamp_text(pen, (h.x + 54, h.y + 22), name, 22, lk.ink, True, "lm")
    for tag, text, w, dx, dy in lay.badges:
        _draw_tag(pen, (h.x + dx, lay.badges_y + dy), tag, text, w)
    for sec, title_y, tags, tags_y, note in lay.sections:
        for i, line in enumerate(_section_title(sec.title, h.w)):
            draw.stamp_text(pen, (h.x, title_y + i * draw.line_height(FOCUS_TEXT)), line, FOCUS_TEXT,
                       lk.muted, True)
        for tag, text, w, dx, dy in tags:
            _draw_tag(pen, (h.x + dx, tags_y + dy), tag, text, w)
        ny = tags_y + max((dy + focus_tag_height(text) + FOCUS_GAP for _, text, _, _, dy in tags),
                          default=0)
        for i, line in enumerate(note):
            draw.stamp_text(pen, (h.x, ny + i * draw.line_height(FOCUS_TEXT)), line, FOCUS_TEXT, lk.ink)
    for tag, box, lines in lay.cells:
        fill = colours.rgb(tag.fill)
        pen.rect(box, fill=fill, outline=tag.border if tag.border is not None else colours.darker(fill, .15),
                 width=3 if tag.border is not None else 1, radius=6)
        ink_c = colours.rgb(tag.ink) if tag.ink is not None else colours.ink_on(fill)
        for i, (line, bold) in enumerate(lines):
            draw.stamp_text(pen, (box.x + 5, box.y + 4 + i * draw.line_height(FOCUS_TEXT)), line, FOCUS_TEXT,
                       ink_c, bold)
    return image
