"""The Uluk table: a view dict (``bot.rules.uluk``) -> a picture, and the score pad.

Only what ``view(None)`` holds is drawn: a seat's secret feast card, even when the view of
that seat is passed in, never appears (the picture is posted for everyone). Static house
data the view does not carry (the monument chart, Freeloaders card names) comes from
``data/uluk.toml`` through :func:`bot.rules.uluk_data.components`.

The picture, top to bottom (1280 px wide, as tall as needed):

* header: title, the season (six pips) and the phase of the season;
* status: who the game waits for (several players at once in Processing and Feeding) and
  what they decide, then the last move in words;
* the main board: the six monument sites (face down, revealed with their token and triber
  spaces, built with who took the token) and the chart; the six resource areas, each with
  its harvest track (yields per level, the marker, the dependency symbols), the three
  sickle spaces (tribers, Poison tokens) and the processing space; the village (Workshop,
  Shaman's Hut, Temple); the Happiness of every tribe, best first;
* the inventions on offer, with the deck and the discard pile;
* in the solo game, the Freeloaders' camp: tribers, deck, discarded cards, tokens;
* a key of the resource types, then one tribe board per player: name, tribe (colour and
  letter), first player, Happiness; tribers to place / on the board / newborn, Poison and
  Hunger tokens, monument tokens, inventions; the six columns of resource spaces (raw on
  top, then each product with its arrow's ratio), perishable spaces marked.

Every pawn is a disc in its tribe's colour carrying the tribe's letter (the Freeloaders:
"F"), so colour never has to be told apart alone. The space the last triber went to is
ringed in the highlight colour.

:func:`layout` computes the rectangles first (tests use it); drawing only paints them.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from PIL import Image

from bot.l10n import ENGLISH, Msg
from bot.rules.uluk import RATINGS
from bot.rules.uluk_data import components
from bot.rules.uluk_view import UlukView

from . import colours, draw, icons, labels, phone
from .draw import Box, Pen
from .labels import player_of
from .sprites import remembered

# -- sizes -----------------------------------------------------------------------------------
W = draw.WIDTH
M = draw.MARGIN
INNER_W = W - 2 * M
PAD = 12
GAP = 8
SECTION_GAP = 14
HEADER_H = 64
CHIP = 30                       # a triber on the main board
CHIP_GAP = 4
SMALL_CHIP = 26                 # a triber on a tribe board
BOARD_COLS_W = INNER_W - 2 * PAD
AREA_W = (BOARD_COLS_W - 5 * GAP) // 6
AREA_HEAD_H = 52
ROW_H = 25                      # one level of a harvest track
SICKLE_H = 42
SITE_HEAD_H = 28
SITE_TOKEN_H = 48
SLOTS_PER_ROW = 5
VILLAGE_H = 104
INV_W = (BOARD_COLS_W - 3 * 10) // 4
INV_H = 138
PILL_SIZE = 18
PILL_H = 36
STRIPE = 12
BOARD_HEAD_H = 44
CELL_H = 48
CELL_GAP = 4
CELL_W = (INNER_W - STRIPE - 2 * PAD - 5 * GAP) // 6

RAW = ("uluk", "mgobu", "tlon", "zork", "fnord", "hlak")
LETTERS = "abcdef"
FL = "freeloaders"
FL_LETTER = "F"
FL_COLOUR = colours.rgb("#CC79A7")       # Okabe-Ito reddish purple: not one of the four tribes
BOARD_BG = (0x3A, 0x47, 0x34)
AREA_BG = colours.rgb("paper")
STONE = (0x8A, 0x82, 0x76)
MARKER = colours.PALETTE["highlight"]

# the raw resources' looks: (colour, painter) -- shapes only, no publisher art
RES_COLOUR: dict[str, colours.RGB] = {
    "uluk": colours.rgb("#8E5AA8"),
    "mgobu": colours.rgb("#A8733F"),
    "tlon": colours.rgb("#C8463C"),
    "zork": colours.rgb("#C9A640"),
    "fnord": colours.rgb("#3B82B8"),
    "hlak": colours.rgb("#D9798C"),
}

PHASES = ("errand", "harvest", "processing", "feeding", "ecology", "clean-up")   # uluk-phase-<phase>

# resource types: (icon or None, cell fill); their words are uluk-type-<type> (a cell's label)
# and uluk-type-key-<type> (the key under the main board)
TYPES: dict[str, tuple[str | None, colours.RGB]] = {
    "perishable": ("hourglass", colours.rgb("#F7DCA8")),
    "food": ("bowl", colours.mix("paper", "paper2", .6)),
    "treat": ("star", colours.rgb("#F3E3EE")),
    "holiday": ("flame", colours.rgb("#E7E0F3")),
    "poison": ("skull", colours.rgb("#DCDCD6")),
    "none": (None, colours.mix("paper", "paper2", .6)),
}
TYPE_ICON_COLOUR = {
    "perishable": colours.rgb("#9A5B00"),
    "food": colours.rgb("#7A5230"),
    "treat": colours.rgb("#B0367A"),
    "holiday": colours.rgb("#6A3FA0"),
    "poison": colours.rgb("#333333"),
}
INVENTION_FILL = {
    "resource": colours.rgb("#DDEBCF"),
    "free": colours.rgb("#D6E6F2"),
    "happiness": colours.rgb("#F4DCE3"),
}
SYMBOL_COLOUR = {
    "sun": colours.rgb("#D9901A"),
    "moon": colours.rgb("#4A5A8C"),
    "leaf": colours.rgb("#3F8A3A"),
    "shell": colours.rgb("#B5651D"),
    "feather": colours.rgb("#8B3A3A"),
}
SETS = {3: 2, 4: 5, 5: 8}


# -- resource icons (Uluk's own creatures and plants, drawn from shapes) ----------------------
def _uluk(pen: Pen, x: float, y: float, s: float, c: colours.RGB) -> None:
    pen.line([(x + s * .50, y + s * .30), (x + s * .56, y + s * .06)], (0x5B, 0x3A, 0x1E), s * .07)
    pen.ellipse((x + s * .56, y + s * .04, x + s * .92, y + s * .24), fill=(0x5B, 0x8C, 0x2A))
    pen.ellipse((x + s * .10, y + s * .24, x + s * .90, y + s * .98), fill=c)
    pen.ellipse((x + s * .24, y + s * .38, x + s * .40, y + s * .54), fill=colours.lighter(c, .5))


def _mgobu(pen: Pen, x: float, y: float, s: float, c: colours.RGB) -> None:
    root = colours.darker(c, .35)
    for dx in (.36, .50, .64):
        pen.line([(x + s * .50, y + s * .80), (x + s * dx, y + s * .98)], root, s * .05)
    pen.ellipse((x + s * .12, y + s * .30, x + s * .88, y + s * .88), fill=c)
    pen.polygon([(x + s * .30, y + s * .40), (x + s * .50, y + s * .02), (x + s * .70, y + s * .40)],
                fill=c)
    pen.line([(x + s * .50, y + s * .30), (x + s * .50, y + s * .80)], colours.darker(c, .2), s * .04)


def _tlon(pen: Pen, x: float, y: float, s: float, c: colours.RGB) -> None:
    pen.rect((x + s * .38, y + s * .46, x + s * .62, y + s * .96), fill=(0xEF, 0xE6, 0xD2),
             radius=s * .06)
    pts = [(x + s * .50 + s * .46 * _cos(k), y + s * .52 - s * .46 * _sin(k)) for k in range(21)]
    pen.polygon(pts, fill=c)
    for cx, cy, r in ((.34, .34, .07), (.58, .22, .06), (.70, .40, .05)):
        pen.ellipse((x + s * (cx - r), y + s * (cy - r), x + s * (cx + r), y + s * (cy + r)),
                    fill=(0xFF, 0xFF, 0xFF))


def _cos(k: int) -> float:
    return math.cos(math.pi * k / 20)


def _sin(k: int) -> float:
    return math.sin(math.pi * k / 20)


def _zork(pen: Pen, x: float, y: float, s: float, c: colours.RGB) -> None:
    seg = colours.darker(c, .15)
    for i, (cx, cy) in enumerate(((.18, .62), (.34, .70), (.50, .72), (.66, .66))):
        r = .16
        pen.ellipse((x + s * (cx - r), y + s * (cy - r), x + s * (cx + r), y + s * (cy + r)),
                    fill=c if i % 2 else seg)
    pen.ellipse((x + s * .66, y + s * .36, x + s * .96, y + s * .66), fill=colours.darker(c, .35))
    pen.ellipse((x + s * .80, y + s * .44, x + s * .86, y + s * .50), fill=(0xFF, 0xFF, 0xFF))


def _fnord(pen: Pen, x: float, y: float, s: float, c: colours.RGB) -> None:
    icons.ICONS["fish"](pen, x, y + s * .08, s, c)
    pen.polygon([(x + s * .30, y + s * .44), (x + s * .52, y + s * .04), (x + s * .60, y + s * .42)],
                fill=colours.lighter(c, .35))


def _hlak(pen: Pen, x: float, y: float, s: float, c: colours.RGB) -> None:
    dark = colours.darker(c, .3)
    for lx in (.20, .34, .56, .70):
        pen.rect((x + s * lx, y + s * .66, x + s * (lx + .09), y + s * .92), fill=dark)
    pen.ellipse((x + s * .06, y + s * .30, x + s * .84, y + s * .80), fill=c)
    pen.polygon([(x + s * .60, y + s * .34), (x + s * .70, y + s * .12), (x + s * .76, y + s * .36)],
                fill=dark)
    pen.ellipse((x + s * .74, y + s * .42, x + s * .98, y + s * .64), fill=colours.lighter(c, .25))
    pen.ellipse((x + s * .82, y + s * .50, x + s * .86, y + s * .56), fill=dark)
    pen.ellipse((x + s * .90, y + s * .50, x + s * .94, y + s * .56), fill=dark)


RES_ICONS = {"uluk": _uluk, "mgobu": _mgobu, "tlon": _tlon, "zork": _zork, "fnord": _fnord,
             "hlak": _hlak}


@remembered
def res_icon(raw: str, size: int) -> Image.Image:
    """A raw resource's icon (a product shows its raw resource's)."""
    paint = RES_ICONS.get(raw)
    colour = RES_COLOUR.get(raw, colours.PALETTE["muted"])
    if paint is None:
        return draw.icon("bowl", size, colour)
    return draw.sprite(size, size, lambda pen: paint(pen, 0, 0, size, colour))


@remembered
def poison_mark(size: int) -> Image.Image:
    """A Poison token: a dark disc with a skull."""
    def paint(pen: Pen) -> None:
        pen.ellipse((0, 0, size, size), fill=(0x2A, 0x22, 0x30), outline=(0xFF, 0xFF, 0xFF),
                    width=max(1, size // 12))
        icons.ICONS["skull"](pen, size * .18, size * .16, size * .64, (0xF0, 0xF0, 0xF0))
    return draw.sprite(size, size, paint)


@remembered
def slot(size: int, fill: colours.RGB, edge: colours.RGB) -> Image.Image:
    """An empty triber space."""
    return draw.sprite(size, size, lambda pen: pen.ellipse((2, 2, size - 2, size - 2), fill=fill,
                                                          outline=edge, width=2))


@remembered
def ring(size: int) -> Image.Image:
    """The mark of the last triber placed: a thick highlight ring with a dark edge."""
    def paint(pen: Pen) -> None:
        pen.ellipse((0, 0, size, size), fill=(0, 0, 0))
        pen.ellipse((2, 2, size - 2, size - 2), fill=MARKER)
    return draw.sprite(size, size, paint)


@remembered
def count_badge(n: int, size: int = 30) -> Image.Image:
    """How many pieces lie on a space: a dark disc (a pill for two digits) with the number."""
    text = str(n)
    w = max(size, draw.text_width(text, 18, True) + 14)

    def paint(pen: Pen) -> None:
        pen.rect((0, 0, w, size), fill="ink", radius=size // 2)
        pen.text((w / 2, size / 2 + .5), text, 18, "white", True, "mm")
    return draw.sprite(w, size, paint)


def _monument_icon(pen: Pen, x: float, y: float, s: float, c: colours.RGB) -> None:
    """A stepped monument, for built sites."""
    for i, (a, b) in enumerate(((.06, .94), (.18, .82), (.30, .70), (.40, .60))):
        top = y + s * (.78 - i * .22)
        pen.rect((x + s * a, top, x + s * b, top + s * .20), fill=colours.darker(c, .08 * i),
                 radius=s * .02)


@remembered
def monument_icon(size: int, colour: colours.RGB) -> Image.Image:
    return draw.sprite(size, size, lambda pen: _monument_icon(pen, 0, 0, size, colour))


# -- words -----------------------------------------------------------------------------------
def say(msg: Msg, lang: str) -> str:
    """A picture's words in ``lang``, from Uluk's catalogs (uluk.ftl, uluk-pictures.ftl, pictures.ftl)."""
    return labels.say(msg, lang, "uluk")


def shown(view: UlukView, seat: str, lang: str = ENGLISH) -> str:
    """:func:`labels.shown`, the solo game's Freeloaders named in ``lang``."""
    return labels.shown(view, seat, {FL: say(Msg("uluk-freeloaders"), lang)}, lang)


def num(v: int) -> str:
    """A number with a true minus sign."""
    return f"−{-v}" if v < 0 else str(v)


def look(view: UlukView, seat: str) -> tuple[str, colours.RGB]:
    """(letter, colour) of a seat's pawns; the Freeloaders are "F" in reddish purple."""
    p = player_of(view, seat)
    if p is None:
        return FL_LETTER, FL_COLOUR
    return p.get("letter", "?"), colours.rgb(p.get("colour", "#777777"))


def who(view: UlukView, seat: str, lang: str = ENGLISH) -> str:
    """"ann (O)": a name with its tribe letter, as text can carry it."""
    letter, _ = look(view, seat)
    return f"{shown(view, seat, lang)} ({letter})"


def _res(res: str) -> Msg:
    """A resource's name as a message (the engine's uluk-res-…; Poison: a token of it)."""
    return Msg("uluk-a-poison-token") if res == "poison" else Msg.named("uluk-res", res)


def _name(view: UlukView, res: str, lang: str = ENGLISH) -> str:
    if res == "poison" or res in components().names:
        return say(_res(res), lang)
    return view.get("names", {}).get(res, res)


def _invention(inv_id: str, lang: str) -> str:
    """An invention's name in ``lang``; an id the house data does not know, as it is."""
    return say(Msg.named("uluk-invention", inv_id), lang) if inv_id in components().inventions else inv_id


def _tribe(p: dict, lang: str) -> str:
    """A tribe's name in ``lang`` (uluk-tribe-<id>), from the player's entry of the view."""
    tribe = p.get("tribe", "")
    if any(t.id == tribe for t in components().tribes):
        return say(Msg.named("uluk-tribe", tribe), lang)
    return p.get("tribe_name", tribe)


def _raw_of(view: UlukView, product: str) -> str:
    for p in view["players"]:
        for col in p.get("board", []):
            if col["raw"] == product or any(a["id"] == product for a in col["products"]):
                return col["raw"]
    return product.rsplit("-", 1)[-1] if product.rsplit("-", 1)[-1] in RAW else product


def _track(view: UlukView, res: str) -> dict | None:
    return next((t for t in view.get("tracks", []) if t["resource"] == res), None)


def space_msg(view: UlukView, space: str, rest: list[str]) -> Msg | str:
    """Where a triber goes, as the words after "sent a triber" (each language's phrase holds
    its own preposition: "to the Workshop", "al Taller"); a space no rule knows, as it is."""
    if space in RAW:
        track = _track(view, space)
        poison = "yes" if rest == ["poison"] else "no"
        if track and track["kind"] == "per-triber":
            return Msg("uluk-to-hunt", res=_res(space), poison=poison)
        return Msg("uluk-to-gather", res=_res(space), poison=poison)
    if space.endswith("-processing"):
        return Msg("uluk-to-processing", res=_res(space[:-len("-processing")]))
    if space.startswith("monument-"):
        return Msg("uluk-to-monument", letter=space[-1].upper())
    if space == "workshop":
        if rest:
            return Msg("uluk-to-workshop-taking", invention=Msg.named("uluk-invention", rest[0])) \
                if rest[0] in components().inventions else Msg("uluk-to-workshop-taking-other", card=rest[0])
        return Msg("uluk-to-workshop")
    if space == "shaman":
        return Msg("uluk-to-shaman")
    if space == "temple":
        return Msg("uluk-to-temple")
    return space


def describe_space(view: UlukView, space: str, rest: list[str], lang: str = ENGLISH) -> str:
    """Where a triber went, in words ("to hunt hlák with a Poison token", "to Monument B")."""
    return say(space_msg(view, space, rest), lang)


def _n(args: list[str], k: int) -> int:
    try:
        return int(args[k])
    except (IndexError, ValueError):
        return 1


def _step(command: bool, verb: str, **args) -> Msg:
    """A step's words: what was done (uluk-did-<verb>, "fed 4 tribers pickled uluk") or, as
    a ``command``, what a control does (uluk-do-<verb>, "Feed 4 tribers pickled uluk")."""
    return Msg.named("uluk-do", verb, **args) if command else Msg.named("uluk-did", verb, **args)


def step_msg(view: UlukView, raw_step: str, command: bool = False) -> Msg | str:
    """One step of an action as a message (see :func:`_step`); a step of no known shape stays
    notation."""
    verb, *args = raw_step.split() or [""]
    if verb in ("place", "move") and args:
        return _step(command, verb, space=space_msg(view, args[0], args[1:]))
    if verb in ("process", "free") and args:
        raw = _raw_of(view, args[0])
        return _step(command, verb, amount=Msg("uluk-amount", n=_n(args, 1), res=_res(raw)),
                     product=_res(args[0]))
    if verb == "feed" and args:
        return _step(command, verb, n=_n(args, 1), food=_res(args[0]))
    if verb == "reproduce" and len(args) == 2:
        return _step(command, verb, first=_res(args[0]), second=_res(args[1]))
    if verb == "celebrate" and len(args) >= 2:
        return _step(command, verb, holiday=_res(args[1]), food=_res(args[0]))
    if verb == "eat" and args:
        return _step(command, verb, amount=Msg("uluk-amount", n=_n(args, 1), res=_res(args[0])))
    if verb in ("stay", "done") and not args:
        return _step(command, verb)
    return " ".join([verb, *args])


def describe_action(view: UlukView, action: str, lang: str = ENGLISH) -> str:
    """An action in words: ``feed pickled-uluk 4; done`` -> "fed 4 tribers pickled uluk · done"."""
    return labels.join_steps([say(step_msg(view, s), lang) for s in action.split(";")])


def action_label(view: UlukView, action: str, lang: str = ENGLISH) -> str:
    """A control's words for ``action``, as a command: ``feed pickled-uluk 4`` -> "Feed 4
    tribers pickled uluk" (``rendering.action_label``)."""
    return labels.join_steps([say(step_msg(view, s, command=True), lang) for s in action.split(";")])


def describe_step(view: UlukView, lang: str = ENGLISH) -> str:
    """What the awaited player(s) decide now."""
    step = view.get("step") or {}
    name = step.get("name")
    if name == "place":
        p = player_of(view, step.get("turn") or view.get("turn") or "")
        left = p.get("to_place", 0) if p else 0
        return say(Msg("uluk-decide-place", n=left), lang)
    if name == "shaman":
        return say(Msg("uluk-decide-shaman"), lang)
    if name == "process":
        return say(Msg("uluk-decide-process"), lang)
    if name == "feed":
        return say(Msg("uluk-decide-feed"), lang)
    return name or ""


def last_spot(view: UlukView) -> tuple[tuple[str, ...], str] | None:
    """Where the last move put a triber: (space key, seat), or None."""
    last = view.get("last") or {}
    action = last.get("action", "")
    for raw_step in reversed(action.split(";")):
        verb, *args = raw_step.split() or [""]
        if verb in ("place", "move") and args:
            space = args[0]
            if space in RAW:
                return ("sickle", space), last["seat"]
            if space.endswith("-processing"):
                return ("processing", space[:-len("-processing")]), last["seat"]
            if space.startswith("monument-"):
                return ("monument", space[-1]), last["seat"]
            return (space,), last["seat"]
    return None


def last_cells(view: UlukView) -> tuple[str | None, set[str]]:
    """The seat of the last move and the tribe board spaces it used (processing, feeding)."""
    last = view.get("last") or {}
    used: set[str] = set()
    for raw_step in last.get("action", "").split(";"):
        verb, *args = raw_step.split() or [""]
        if verb in ("process", "free") and args:
            used |= {args[0], _raw_of(view, args[0])}
        elif verb in ("feed", "eat") and args:
            used.add(args[0])
        elif verb in ("reproduce", "celebrate"):
            used |= {"tlon-brew" if a == "poison" else a for a in args}
    return last.get("seat"), used


def on_board(view: UlukView) -> Counter:
    """How many tribers of each seat stand on the main board."""
    c: Counter = Counter()
    for t in view.get("tracks", []):
        c.update(s["who"] for s in t.get("sickle", []))
        c.update(t.get("processing", []))
    for m in view.get("monuments", []):
        c.update(m.get("spaces", []))
    v = view.get("village", {})
    c.update(v.get("workshop", []))
    c.update(v.get("temple", []))
    if v.get("shaman"):
        c[v["shaman"]] += 1
    return c


# -- layout ----------------------------------------------------------------------------------
@dataclass
class Item:
    """A labelled thing above a tribe board: a pill, or a group of pawns."""

    kind: str                     # "pill" or "pawns"
    text: str
    width: int
    fill: colours.RGB = colours.PALETTE["paper2"]
    ink: colours.RGB = colours.PALETTE["ink"]
    icon: str | None = None
    icon_image: Image.Image | None = None
    icon_colour: colours.RGB | None = None
    pawns: int = 0
    hollow: bool = False
    box: Box | None = None


@dataclass
class BoardLayout:
    seat: str
    box: Box
    frame: Box
    header: Box
    items: list[Item]
    columns: list[Box]
    awaited: bool
    winner: bool


@dataclass
class TableLayout:
    height: int
    header: Box
    status: Box
    status_lines: list[tuple[str, int, bool, colours.RGB]]
    board: Box                       # the main board panel
    sites: list[Box]
    chart: Box
    areas: list[Box]
    track_rows: int
    track_key: Box
    village: list[Box]               # workshop, shaman, temple
    happiness: Box
    inventions: Box
    cards: list[tuple[str, Box]]
    freeloaders: Box | None
    fl_items: list[Item]
    legend: Box
    legend_items: list[tuple[str, int, int]]     # type, x offset, y offset
    boards: list[BoardLayout] = field(default_factory=list)

    def sections(self) -> list[Box]:
        out = [self.header, self.status, self.board, self.inventions]
        if self.freeloaders:
            out.append(self.freeloaders)
        out.append(self.legend)
        return out + [b.frame for b in self.boards]

    def board_of(self, seat: str) -> BoardLayout:
        for b in self.boards:
            if b.seat == seat:
                return b
        raise KeyError(seat)


def rating_line(view: UlukView, lang: str) -> str:
    """The solo rating's line in ``lang`` (the engine's uluk-rating, by its place in RATINGS)."""
    rating = view.get("rating")
    level = next((k for k, (_, line) in enumerate(RATINGS) if line == rating), None)
    return say(Msg("uluk-rating", level=level), lang) if level is not None else (rating or "")


def _status_lines(view: UlukView, lang: str = ENGLISH) -> list[tuple[str, int, bool, colours.RGB]]:
    width = INNER_W - 2 * 16 - 40
    lines: list[tuple[str, int, bool, colours.RGB]] = []
    if view.get("over"):
        scores = view.get("scores") or {}
        winners = view.get("winners") or []
        best = max((scores.get(w, {}).get("total", 0) for w in winners), default=0)
        if view.get("solo"):
            seat = view["players"][0]["seat"]
            head = say(Msg("uluk-over-solo", who=who(view, seat, lang), points=num(best)), lang)
            if view.get("rating"):
                head += f". {rating_line(view, lang)}"
        else:
            names = [who(view, w, lang) for w in winners]
            head = labels.with_resigned(say(Msg("uluk-over-wins", names=names, points=num(best)), lang),
                                        view, lang)
    else:
        awaited = view.get("awaiting") or []
        names = ", ".join(who(view, s, lang) for s in awaited) or say(Msg("pictures-nobody"), lang)
        step = describe_step(view, lang)
        head = say(Msg("uluk-waiting-all", names=names, step=step) if len(awaited) > 1
                   else Msg("uluk-waiting", names=names, step=step), lang)
    return lines + labels.status_lines(head, last_move(view, lang), width, colours.PALETTE["light"],
                                       head_lines=3)


def last_move(view: UlukView, lang: str = ENGLISH) -> str:
    """"Last move: ann (O) — sent a triber to gather zork" (status box and phone picture)."""
    last = view.get("last")
    if not last:
        return say(Msg("uluk-last-none"), lang)
    return say(Msg("uluk-last-move", who=who(view, last["seat"], lang),
                   action=describe_action(view, last["action"], lang)), lang)


def _slot_rows(n: int, per_row: int = SLOTS_PER_ROW) -> int:
    return max(1, -(-n // per_row))


MAX_PAWNS = 10                  # more pawns than this in a group: one pawn and "×n"


def _pawn_item(label: str, n: int, hollow: bool = False, lang: str = ENGLISH) -> Item:
    w = (PILL_SIZE // 2 + 2) * 2 + draw.text_width(label, PILL_SIZE) + 8
    if n > MAX_PAWNS:
        w += SMALL_CHIP + 6 + draw.text_width(f"×{n}", PILL_SIZE, True)
    else:
        w += n * (SMALL_CHIP + 3) if n else draw.text_width(say(Msg("uluk-none"), lang), PILL_SIZE) + 4
    return Item("pawns", label, w, pawns=n, hollow=hollow)


def _pill(text: str, fill: colours.Colour = "paper2", ink: colours.Colour | None = None,
          icon: str | None = None, icon_colour: colours.Colour | None = None,
          icon_image: Image.Image | None = None, max_w: int = 600) -> Item:
    text = draw.fit(text, PILL_SIZE, max_w)
    isz = round(PILL_H * .7) if (icon or icon_image) else 0
    f = colours.rgb(fill)
    return Item("pill", text, draw.pill_width(text, PILL_SIZE, False, isz), f,
                colours.rgb(ink) if ink is not None else colours.ink_on(f), icon, icon_image,
                colours.rgb(icon_colour) if icon_colour is not None else None)


def _token_pill(view: UlukView, number: int, lang: str = ENGLISH) -> Item:
    res = next((m["token"]["resource"] for m in view.get("monuments", [])
                if m.get("token") and m["token"]["number"] == number), None)
    text = say(Msg("uluk-monument-token", number=number), lang) + (f" · {_name(view, res, lang)}" if res else "")
    return _pill(text, STONE, "white", icon_image=res_icon(res, round(PILL_H * .7)) if res else None)


def _board_items(view: UlukView, p: dict, placed: int, lang: str = ENGLISH) -> list[Item]:
    errand = view.get("phase") == "errand"
    home = p.get("to_place", 0) if errand else max(0, p.get("tribers", 0) - placed)
    items = [_pawn_item(say(Msg("uluk-to-place") if errand else Msg("uluk-at-home"), lang), home, lang=lang),
             _pawn_item(say(Msg("uluk-on-the-board"), lang), placed, lang=lang)]
    if p.get("newborn"):
        items.append(_pawn_item(say(Msg("uluk-newborn"), lang), p["newborn"], hollow=True, lang=lang))
    items.append(_pill(say(Msg("uluk-poison-count", n=p.get("poison", 0)), lang), "#DCDCD6", icon="skull",
                       icon_colour="#333333"))
    hunger = p.get("hunger", 0)
    if hunger:
        items.append(_pill(say(Msg("uluk-hunger-count", n=hunger, points=3 * hunger), lang),
                           colours.lighter("bad", .75), "ink", icon="bowl", icon_colour="bad"))
    for number in p.get("tokens", []):
        items.append(_token_pill(view, number, lang))
    cards = view.get("cards", {})
    for inv in p.get("inventions", []):
        card = cards.get(inv, {})
        symbol = card.get("symbol", "star")
        items.append(_pill(_invention(inv, lang), INVENTION_FILL.get(card.get("kind"), "paper2"),
                           "ink", icon=symbol if symbol in icons.ICONS else "star",
                           icon_colour=SYMBOL_COLOUR.get(symbol, colours.PALETTE["muted"])))
    symbols = len(p.get("symbols", []))
    if symbols:
        bonus = SETS.get(min(symbols, 5), 0)
        items.append(_pill(say(Msg("uluk-symbols", n=symbols, bonus=bonus), lang), "paper", "muted"))
    # anything on the board that is no space of it (should not happen, but never hide it)
    spaces = {c["raw"] for c in p.get("board", [])} | {a["id"] for c in p.get("board", [])
                                                       for a in c["products"]}
    extra = {r: n for r, n in p.get("resources", {}).items() if r not in spaces and n}
    for r, n in sorted(extra.items()):
        items.append(_pill(f"{_name(view, r, lang)} ×{n}", "paper2"))
    return items


def _place_items(items: list[Item], x: int, y: int, w: int) -> int:
    offsets, h = draw.flow([i.width for i in items], w, PILL_H, 8, 8)
    for it, (dx, dy) in zip(items, offsets, strict=True):
        it.box = Box(x + dx, y + dy, it.width, PILL_H)
    return h


def _column_cells(p: dict) -> int:
    return max((1 + len(c["products"]) for c in p.get("board", [])), default=1)


def _board_layout(view: UlukView, p: dict, y: int, placed: int, lang: str = ENGLISH) -> BoardLayout:
    seat = p["seat"]
    x0 = M + STRIPE + PAD
    inner_w = INNER_W - STRIPE - 2 * PAD
    header = Box(x0, y + PAD, inner_w, BOARD_HEAD_H)
    items = _board_items(view, p, placed, lang)
    items_h = _place_items(items, x0, header.bottom + 8, inner_w)
    cols_y = header.bottom + 8 + items_h + 12
    n = _column_cells(p)
    col_h = n * CELL_H + (n - 1) * CELL_GAP
    columns = [Box(c.x, cols_y, c.w, col_h)
               for c in Box(x0, cols_y, inner_w, col_h).columns(6, GAP)]
    box = Box(M, y, INNER_W, cols_y + col_h + PAD - y)
    awaited = seat in (view.get("awaiting") or [])
    winner = bool(view.get("over")) and seat in (view.get("winners") or []) and not view.get("solo")
    return BoardLayout(seat, box, Box(box.x - 6, box.y - 6, box.w + 12, box.h + 12), header,
                       items, columns, awaited, winner)


def _processing_rows(view: UlukView) -> int:
    per_row = (AREA_W - 12 + CHIP_GAP) // (CHIP + CHIP_GAP)
    return max([1] + [_slot_rows(len(t.get("processing", [])), per_row)
                      for t in view.get("tracks", [])])


def layout(view: UlukView, lang: str = ENGLISH) -> TableLayout:
    """Every rectangle of the table picture for ``view``, its words in ``lang``."""
    y = M
    header = Box(M, y, INNER_W, HEADER_H)
    y = header.bottom + 10
    lines = _status_lines(view, lang)
    status = Box(M, y, INNER_W, 14 + sum(draw.line_height(s) for _, s, _, _ in lines) + 12)
    y = status.bottom + SECTION_GAP

    # the main board
    board_y = y
    y += PAD
    site_rows = max([1] + [_slot_rows(m["size"]) for m in view.get("monuments", [])])
    site_h = SITE_HEAD_H + SITE_TOKEN_H + site_rows * (CHIP + 6) + 14
    sites = [Box(c.x, y, c.w, site_h) for c in Box(M + PAD, y, BOARD_COLS_W, site_h).columns(6, GAP)]
    y += site_h + 6
    chart = Box(M + PAD, y, BOARD_COLS_W, 26)
    y = chart.bottom + 10
    rows = max([5] + [len(t["levels"]) for t in view.get("tracks", [])])
    area_h = (AREA_HEAD_H + 6 + rows * ROW_H + 8 + SICKLE_H + 8 + 22
              + _processing_rows(view) * (CHIP + 6) + 8)
    areas = [Box(c.x, y, c.w, area_h) for c in Box(M + PAD, y, BOARD_COLS_W, area_h).columns(6, GAP)]
    y += area_h + 6
    track_key = Box(M + PAD, y, BOARD_COLS_W, 26)
    y = track_key.bottom + 8
    v = view.get("village", {})
    w_shaman = 360
    w_side = (BOARD_COLS_W - w_shaman - 2 * GAP) // 2
    per_row = (w_side - 24 + CHIP_GAP) // (CHIP + CHIP_GAP)
    vrows = max(_slot_rows(len(v.get("workshop", [])), per_row),
                _slot_rows(len(v.get("temple", [])), per_row))
    village_h = VILLAGE_H + (vrows - 1) * (CHIP + 6)
    village = [Box(M + PAD, y, w_side, village_h),
               Box(M + PAD + w_side + GAP, y, w_shaman, village_h),
               Box(M + PAD + w_side + GAP + w_shaman + GAP, y, BOARD_COLS_W - w_side - w_shaman - 2 * GAP,
                   village_h)]
    y += village_h + 8
    happiness = Box(M + PAD, y, BOARD_COLS_W, 52)
    y = happiness.bottom + PAD
    board = Box(M, board_y, INNER_W, y - board_y)
    y += SECTION_GAP

    # the inventions on offer
    row = view.get("inventions", {}).get("row", [])
    inv_y = y
    inv_w = min(400, (BOARD_COLS_W - 10 * (len(row) - 1)) // len(row)) if row else INV_W
    cards = [(inv, Box(M + PAD + i * (inv_w + 10), inv_y + 48, inv_w, INV_H))
             for i, inv in enumerate(row)]
    inventions = Box(M, inv_y, INNER_W, 48 + (INV_H if row else 30) + PAD)
    y = inventions.bottom + SECTION_GAP

    # the Freeloaders (solo)
    freeloaders, fl_items = None, []
    fl = view.get("freeloaders")
    if fl:
        fl_items = _freeloader_items(view, fl, lang)
        h = _place_items(fl_items, M + STRIPE + PAD, y + PAD + 50, INNER_W - STRIPE - 2 * PAD)
        freeloaders = Box(M, y, INNER_W, PAD + 50 + h + PAD)
        y = freeloaders.bottom + SECTION_GAP

    # the key of resource types
    widths = [_legend_width(t, lang) for t in TYPES]
    offsets, lh = draw.flow(widths, INNER_W - 2 * PAD - 90, 28, 18, 4)
    legend = Box(M, y, INNER_W, lh + 16)
    legend_items = [(t, dx, dy) for t, (dx, dy) in zip(TYPES, offsets, strict=True)]
    y = legend.bottom + SECTION_GAP

    counts = on_board(view)
    boards = []
    for p in view["players"]:
        b = _board_layout(view, p, y, counts.get(p["seat"], 0), lang)
        boards.append(b)
        y = b.box.bottom + 20
    height = y - 20 + M
    return TableLayout(height, header, status, lines, board, sites, chart, areas, rows, track_key,
                       village,
                       happiness, inventions, cards, freeloaders, fl_items, legend, legend_items,
                       boards)


def type_key(kind: str, lang: str) -> str:
    """A resource type as the key under the main board says it ("food: keeps")."""
    return say(Msg.named("uluk-type-key", kind), lang)


def type_label(kind: str, lang: str) -> str:
    """A resource type as a tribe board's cell says it ("treat +1"); an unknown one as it is."""
    return say(Msg.named("uluk-type", kind), lang) if kind in TYPES else kind


def _legend_width(kind: str, lang: str = ENGLISH) -> int:
    return 26 + draw.text_width(type_key(kind, lang), 16)


def _freeloader_items(view: UlukView, fl: dict, lang: str = ENGLISH) -> list[Item]:
    errand = view.get("phase") == "errand"
    placed = on_board(view).get(FL, 0)
    items = [_pawn_item(say(Msg("uluk-to-place") if errand else Msg("uluk-in-camp"), lang),
                        fl.get("to_place", 0) if errand else max(0, fl.get("camp", 0) - placed), lang=lang),
             _pawn_item(say(Msg("uluk-on-the-board"), lang), placed, lang=lang)]
    if fl.get("newborn"):
        items.append(_pawn_item(say(Msg("uluk-newborn"), lang), fl["newborn"], hollow=True, lang=lang))
    items.append(_pill(say(Msg("uluk-freeloader-deck", n=fl.get("deck", 0)), lang), "back", "white",
                       icon="deck", icon_colour="paper"))
    known = components().freeloaders
    for card, n in Counter(fl.get("discard", [])).items():
        name = say(Msg.named("uluk-freeloader-card", card), lang) if card in known else card
        items.append(_pill(say(Msg("uluk-discarded", card=name), lang) + (f" ×{n}" if n > 1 else ""),
                           "paper2", "ink"))
    for number in fl.get("tokens", []):
        items.append(_token_pill(view, number, lang))
    return items


# -- static layers (cached) ------------------------------------------------------------------
def _level_text(kind: str, level: Any) -> str:
    if isinstance(level, list | tuple):
        return f"{level[0]} / {level[1]}"
    return str(level)


@remembered
def area_face(res: str, name: str, kind: str, levels: tuple, symbols: tuple, w: int,
              rows: int, lang: str = ENGLISH) -> Image.Image:
    """The printed part of a resource area: its name, its harvest track and the dependency
    symbols (markers and tribers are drawn on top at every render), in ``lang``."""
    h = AREA_HEAD_H + 6 + rows * ROW_H
    image = Image.new("RGB", (w, h), AREA_BG)
    pen = Pen(image)
    colour = RES_COLOUR.get(res, colours.PALETTE["muted"])
    band = colours.mix(colour, "white", .55)
    pen.rect((0, 0, w, AREA_HEAD_H), fill=band, radius=10, corners=(True, True, False, False))
    pen.paste(res_icon(res, 34), (8, 9))
    pen.text((50, 17), draw.fit(name, 24, w - 58, True), 24, "ink", True, "lm")
    sub = say(Msg("uluk-track-majority") if kind == "majority" else Msg("uluk-track-per-triber"), lang)
    pen.text((50, 40), draw.fit(sub, 16, w - 56), 16, colours.darker(colour, .55), False, "lm")
    sym = dict(symbols)
    n = len(levels)
    top = AREA_HEAD_H + 6 + (rows - n) * ROW_H
    for i in range(n):
        level = n - 1 - i
        y = top + i * ROW_H
        fill = colours.PALETTE["paper2"] if i % 2 else colours.mix("paper", "paper2", .4)
        pen.rect((6, y, w - 6, y + ROW_H - 1), fill=fill, radius=4)
        if str(level) in sym:
            dep = sym[str(level)]
            pen.paste(res_icon(dep, 20), (10, y + 2))
            pen.text((33, y + ROW_H / 2), "↑", 18, colours.darker(RES_COLOUR.get(dep, (90, 90, 90)), .3),
                     True, "lm")
        pen.text((w / 2 + 14, y + ROW_H / 2), _level_text(kind, levels[level]), 18, "ink", False,
                 "mm")
    return image


@remembered
def board_face(tribe: str, board: tuple, w: int, h: int, lang: str = ENGLISH) -> Image.Image:
    """A tribe board's printed columns: every space's name, type and ratio (counts are drawn
    at every render), in ``lang``. ``board`` is ((raw, type, ((product, ratio, type), ...)), ...)."""
    image = Image.new("RGB", (w, h), colours.PALETTE["paper"])
    pen = Pen(image)
    cols = Box(0, 0, w, h).columns(6, GAP)
    for (raw, rtype, products), col in zip(board, cols, strict=False):
        cells = [(raw, rtype, None), *products]
        for k, (res, rtype_k, ratio) in enumerate(cells):
            y = k * (CELL_H + CELL_GAP)
            _cell(pen, Box(col.x, y, col.w, CELL_H), raw, res, rtype_k, ratio, lang)
    return image


def _cell(pen: Pen, box: Box, raw: str, res: str, rtype: str, ratio: str | None, lang: str = ENGLISH) -> None:
    icon_name, fill = TYPES.get(rtype, (None, colours.PALETTE["paper2"]))
    label = type_label(rtype, lang)
    colour = RES_COLOUR.get(raw, colours.PALETTE["muted"])
    edge = colours.darker(fill, .25)
    perishable = rtype == "perishable"
    pen.rect(box, fill=fill, outline=colours.rgb("#B8781A") if perishable else edge,
             width=3 if perishable else 1, radius=7)
    name = say(_res(res), lang) if res in components().names else res
    room = box.w - 44
    if ratio is None:
        pen.rect((box.x, box.y, box.x + 6, box.bottom), fill=colour, radius=3)
        pen.paste(res_icon(raw, 20), (box.x + 10, box.y + 4))
        pen.text((box.x + 34, box.y + 14), draw.fit(name, 18, room - 26, True), 18, "ink", True, "lm")
    else:
        pen.text((box.x + 8, box.y + 14), draw.fit(name, 17, room, True), 17, "ink", True, "lm")
    x = box.x + 8
    if ratio is not None:
        r = "×2" if ratio == "x2" else ratio.replace("-", "−")
        pen.text((x, box.y + 35), f"↓{r}", 16, colours.darker(colour, .45), True, "lm")
        x += draw.text_width(f"↓{r}", 16, True) + 6
    if icon_name:
        pen.icon(icon_name, (x, box.y + 26), 18, TYPE_ICON_COLOUR.get(rtype, colours.PALETTE["muted"]))
        x += 21
    pen.text((x, box.y + 35), draw.fit(label, 16, box.right - 40 - x), 16, colours.PALETTE["muted"],
             False, "lm")


# -- drawing ---------------------------------------------------------------------------------
def _chip(pen: Pen, view: UlukView, seat: str, xy: tuple[int, int], size: int = CHIP,
          last: bool = False, poison: bool = False) -> None:
    letter, colour = look(view, seat)
    if last:
        pen.paste(ring(size + 10), (xy[0] - 5, xy[1] - 5))
    pen.paste(draw.token(letter, colour, size), xy)
    if poison:
        pen.paste(poison_mark(20), (xy[0] + size - 12, xy[1] + size - 14))


def _draw_header(pen: Pen, view: UlukView, lay: TableLayout, lang: str = ENGLISH) -> None:
    box = lay.header
    pen.rect(box, fill="night2", radius=12)
    pen.text((box.x + 18, box.centre[1]), "Uluk", 32, "light", True, "lm")
    x = box.x + 30 + draw.text_width("Uluk", 32, True)
    season, seasons = view.get("season", 1), view.get("seasons", 6)
    text = say(Msg("uluk-season-of", n=season, total=seasons), lang)
    pen.text((x, box.centre[1]), text, 22, "light", True, "lm")
    x += draw.text_width(text, 22, True) + 12
    for k in range(1, seasons + 1):
        cx = x + (k - 1) * 22
        fill = MARKER if k == season and not view.get("over") else (
            colours.PALETTE["dim"] if k < season or view.get("over") else colours.PALETTE["night"])
        pen.ellipse((cx, box.centre[1] - 8, cx + 16, box.centre[1] + 8), fill=fill,
                    outline="dim", width=2)
    # the phases, right-aligned
    right = box.right - 12
    if view.get("over"):
        over = say(Msg("uluk-game-over"), lang)
        draw.pill(pen, (right - draw.pill_width(over, 20, True, 28), box.y + 12), over,
                 20, MARKER, "ink", True, "star", "ink", height=40)
        return
    phase = view.get("phase")
    room = box.right - 12 - (x + seasons * 22 + 12)       # the phases never run over the pips
    size = 18
    names = [say(Msg.named("uluk-phase", key), lang) for key in PHASES]
    phases = list(zip(PHASES, names, strict=True))
    while True:
        widths = [draw.pill_width(label, size, True) for _, label in phases]
        if sum(widths) + 16 * (len(widths) - 1) <= room:
            break
        if size > draw.MIN_TEXT:
            size -= 1
        elif len(phases) > 1:                  # still too long: the current phase alone
            phases, size = [(k, label) for k, label in phases if k == phase] or phases[:1], 18
        else:
            break
    total = sum(widths) + 16 * (len(widths) - 1)
    x = right - total
    for (key, label), w in zip(phases, widths, strict=True):
        current = key == phase
        draw.pill(pen, (x, box.y + 14), label, size, MARKER if current else "night",
                 "ink" if current else "dim", True, height=36,
                 border=None if current else colours.PALETTE["night"])
        x += w
        if key != phases[-1][0]:
            pen.text((x + 8, box.y + 32), "›", 20, "dim", True, "mm")
        x += 16


def _draw_status(pen: Pen, lay: TableLayout) -> None:
    box = lay.status
    pen.rect(box, fill="night2", outline="highlight", width=2, radius=12)
    pen.icon("arrow", (box.x + 14, box.y + 16), 26, "highlight")
    y = box.y + 14
    for text, size, bold, colour in lay.status_lines:
        pen.text((box.x + 52, y), text, size, colour, bold, "la")
        y += draw.line_height(size)


def _slots(pen: Pen, view: UlukView, box: Box, n: int, who_list: list[str], last_seat: str | None,
           per_row: int = SLOTS_PER_ROW, empty: colours.RGB | None = None,
           edge: colours.RGB | None = None, poison: list[bool] | None = None) -> None:
    """``n`` triber spaces (``n`` = 0: as many as there are tribers) centred in ``box``
    rows, filled in order; the last of ``last_seat``'s tribers is ringed."""
    total = max(n, len(who_list))
    if total == 0:
        return
    cols = min(per_row, total)
    row_w = cols * CHIP + (cols - 1) * CHIP_GAP
    last_i = max((i for i, s in enumerate(who_list) if s == last_seat), default=-1)
    for i in range(total):
        r, c = divmod(i, per_row)
        in_row = min(per_row, total - r * per_row)
        rw = in_row * CHIP + (in_row - 1) * CHIP_GAP if n else row_w
        x0 = box.x + (box.w - rw) // 2 if n else box.x + (box.w - row_w) // 2
        xy = (x0 + c * (CHIP + CHIP_GAP), box.y + r * (CHIP + 6))
        if i < len(who_list):
            _chip(pen, view, who_list[i], xy, last=i == last_i,
                  poison=bool(poison and i < len(poison) and poison[i]))
        else:
            pen.paste(slot(CHIP, empty or colours.PALETTE["paper2"], edge or colours.PALETTE["line"]), xy)


def _draw_sites(pen: Pen, view: UlukView, lay: TableLayout, last: tuple | None, lang: str = ENGLISH) -> None:
    spot, last_seat = last if last else (None, None)
    for k, (m, box) in enumerate(zip(view.get("monuments", []), lay.sites, strict=False)):
        letter = LETTERS[k].upper()
        hit = last_seat if spot == ("monument", LETTERS[k]) else None
        size = m["size"]
        slots_box = Box(box.x, box.y + SITE_HEAD_H + SITE_TOKEN_H + 4, box.w, 0)
        title = draw.fit(say(Msg("uluk-monument", letter=letter), lang), 18, box.w - 14, True)
        if not m.get("revealed"):
            fill = colours.PALETTE["back"]
            pen.rect(box, fill=fill, outline=colours.darker(fill, .4), width=2, radius=10)
            pen.text((box.x + 10, box.y + 16), title, 18, "light", True, "lm")
            pen.ellipse((box.x + 10, box.y + SITE_HEAD_H + 2, box.x + 52, box.y + SITE_HEAD_H + 44),
                        fill=colours.darker(fill, .3), outline=colours.lighter(fill, .3), width=2)
            pen.text((box.x + 31, box.y + SITE_HEAD_H + 23), "?", 24, "dim", True, "mm")
            pen.text((box.x + 62, box.y + SITE_HEAD_H + 14),
                     draw.fit(say(Msg("uluk-face-down"), lang), 16, box.w - 66), 16, "dim", False, "lm")
            pen.text((box.x + 62, box.y + SITE_HEAD_H + 34),
                     draw.fit(say(Msg("uluk-spaces", n=size), lang), 16, box.w - 66), 16, "dim", False, "lm")
            _slots(pen, view, slots_box, size, [], None, empty=colours.darker(fill, .15),
                   edge=colours.lighter(fill, .25))
            continue
        token = m.get("token") or {}
        res = token.get("resource")
        number = token.get("number", "?")
        if m.get("built"):
            fill = colours.rgb("#D8D1C4")
            pen.rect(box, fill=fill, outline=STONE, width=2, radius=10)
            pen.text((box.x + 10, box.y + 16), title, 18, "ink", True, "lm")
            ty = box.y + SITE_HEAD_H + 2
            pen.paste(monument_icon(44, STONE), (box.x + 8, ty))
            pen.text((box.x + 60, ty + 11), draw.fit(say(Msg("uluk-built"), lang), 18, box.w - 66, True), 18,
                     "ink", True, "lm")
            token_text = say(Msg("uluk-token-of", number=number, res=_name(view, res or "", lang)), lang)
            pen.text((box.x + 60, ty + 32), draw.fit(token_text, 16, box.w - 66), 16, "muted", False, "lm")
            holder = m.get("holder")
            hy = slots_box.y
            if holder:
                _chip(pen, view, holder, (box.x + 10, hy))
                took = say(Msg("uluk-took-it", name=shown(view, holder, lang)), lang)
                pen.text((box.x + 48, hy + CHIP // 2), draw.fit(took, 16, box.w - 56), 16, "ink", True, "lm")
            else:
                pen.lines((box.x + 10, hy), draw.wrap(say(Msg("uluk-no-majority"), lang), 16, box.w - 20,
                                                     False, 2), 16, "muted")
            continue
        spaces = m.get("spaces", [])
        full = len(spaces) >= size
        pen.rect(box, fill="paper", outline=MARKER if full else colours.PALETTE["line"],
                 width=3 if full else 2, radius=10)
        pen.text((box.x + 10, box.y + 16), title, 18, "ink", True, "lm")
        ty = box.y + SITE_HEAD_H + 2
        pen.ellipse((box.x + 10, ty, box.x + 52, ty + 42), fill=STONE, outline=colours.darker(STONE, .3),
                    width=2)
        pen.text((box.x + 31, ty + 21), str(number), 22, "white", True, "mm")
        if res:
            pen.paste(res_icon(res, 22), (box.x + 60, ty))
            pen.text((box.x + 86, ty + 11), draw.fit(_name(view, res, lang), 18, box.w - 94, True), 18,
                     "ink", True, "lm")
        note = say(Msg("uluk-site-full", n=len(spaces), size=size) if full
                   else Msg("uluk-site-filled", n=len(spaces), size=size), lang)
        pen.text((box.x + 60, ty + 32), draw.fit(note, 16, box.w - 66), 16,
                 "ink" if full else "muted", full, "lm")
        _slots(pen, view, slots_box, size, m.get("spaces", []), hit)


def _draw_chart(pen: Pen, lay: TableLayout, lang: str = ENGLISH) -> None:
    chart = components().chart
    parts = [f"{n} → +{chart[n]}" for n in range(1, len(chart))]
    text = say(Msg("uluk-chart", chart=", ".join(parts)), lang)
    pen.text((lay.chart.x + 2, lay.chart.centre[1]), draw.fit(text, 16, lay.chart.w - 4), 16,
             "light", False, "lm")


def _draw_track_key(pen: Pen, lay: TableLayout, lang: str = ENGLISH) -> None:
    box = lay.track_key
    x, cy = box.x + 2, box.centre[1]
    pen.rect((x, cy - 10, x + 44, cy + 10), fill=MARKER, outline="ink", width=2, radius=5)
    pen.ellipse((x + 26, cy - 6, x + 38, cy + 6), fill="ink")
    x += 52
    text = say(Msg("uluk-track-key"), lang)
    pen.text((x, cy), text, 16, "light", False, "lm")
    x += draw.text_width(text, 16) + 10
    pen.paste(res_icon("hlak", 20), (x, cy - 10))
    pen.text((x + 22, cy), "↑", 18, "light", True, "lm")
    x += 42
    rest = say(Msg("uluk-track-key-symbol"), lang)
    pen.text((x, cy), draw.fit(rest, 16, box.right - x), 16, "light", False, "lm")


def _draw_areas(pen: Pen, view: UlukView, lay: TableLayout, last: tuple | None, lang: str = ENGLISH) -> None:
    spot, last_seat = last if last else (None, None)
    for t, box in zip(view.get("tracks", []), lay.areas, strict=False):
        res = t["resource"]
        levels = tuple(tuple(x) if isinstance(x, list) else x for x in t["levels"])
        symbols = tuple(sorted(t.get("symbols", {}).items()))
        pen.rect(box, fill=AREA_BG, radius=10)
        face = area_face(res, _name(view, res, lang), t["kind"], levels, symbols, box.w, lay.track_rows, lang)
        pen.paste(face, (box.x, box.y))
        # the marker
        n = len(levels)
        level = max(0, min(n - 1, t.get("level", 0)))
        top = box.y + AREA_HEAD_H + 6 + (lay.track_rows - n) * ROW_H
        y = top + (n - 1 - level) * ROW_H
        pen.rect((box.x + 50, y - 1, box.right - 4, y + ROW_H + 1), fill=MARKER, outline="ink",
                 width=2, radius=6)
        text = _level_text(t["kind"], levels[level])
        pen.text((box.x + box.w / 2 + 14, y + ROW_H / 2), text, 18, "ink", True, "mm")
        pen.ellipse((box.right - 26, y + 4, box.right - 8, y + ROW_H - 4), fill="ink")
        if t.get("arrow"):
            pen.text((box.right - 17, y + ROW_H / 2), "▲", 16, MARKER, True, "mm")
        # the three sickle spaces
        sy = top + n * ROW_H + 8 + (lay.track_rows - n) * 0
        sy = box.y + AREA_HEAD_H + 6 + lay.track_rows * ROW_H + 8
        pen.rect((box.x + 6, sy, box.right - 6, sy + SICKLE_H), fill=colours.mix(
            RES_COLOUR.get(res, (128, 128, 128)), "white", .8), radius=8)
        sickle = t.get("sickle", [])
        hit = last_seat if spot == ("sickle", res) else None
        _slots(pen, view, Box(box.x, sy + (SICKLE_H - CHIP) // 2, box.w, 0), 3,
               [s["who"] for s in sickle], hit, per_row=3,
               poison=[bool(s.get("poison")) for s in sickle])
        # the processing space
        py = sy + SICKLE_H + 8
        pen.text((box.centre[0], py + 10), draw.fit(say(Msg("uluk-processing"), lang), 16, box.w - 8), 16,
                 "muted", False, "mm")
        hit = last_seat if spot == ("processing", res) else None
        per_row = (box.w - 12 + CHIP_GAP) // (CHIP + CHIP_GAP)
        procs = t.get("processing", [])
        if procs:
            _slots(pen, view, Box(box.x, py + 22, box.w, 0), 0, procs, hit, per_row=per_row)
        else:
            pen.text((box.centre[0], py + 22 + CHIP // 2), "—", 18, "line", False, "mm")


def _draw_village(pen: Pen, view: UlukView, lay: TableLayout, last: tuple | None, lang: str = ENGLISH) -> None:
    spot, last_seat = last if last else (None, None)
    v = view.get("village", {})
    specs = [("workshop", say(Msg("uluk-workshop"), lang), say(Msg("uluk-workshop-note"), lang),
              v.get("workshop", [])),
             ("shaman", say(Msg("uluk-shaman"), lang), say(Msg("uluk-shaman-note"), lang),
              [v["shaman"]] if v.get("shaman") else []),
             ("temple", say(Msg("uluk-temple"), lang), say(Msg("uluk-temple-note"), lang), v.get("temple", []))]
    deciding = (view.get("step") or {}).get("name") == "shaman"
    for (key, title, note, tribers), box in zip(specs, lay.village, strict=True):
        if key == "shaman" and deciding:       # the awaited player decides about this triber
            pen.rect(box, fill=colours.rgb("#E9DFC9"), outline=MARKER, width=4, radius=10)
        else:
            pen.rect(box, fill=colours.rgb("#E9DFC9"), radius=10)
        title = draw.fit(title, 22, box.w - 24, True)
        pen.text((box.x + 12, box.y + 18), title, 22, "ink", True, "lm")
        pen.text((box.x + 20 + draw.text_width(title, 22, True), box.y + 19),
                 draw.fit(note, 16, box.w - 32 - draw.text_width(title, 22, True)), 16, "muted",
                 False, "lm")
        hit = last_seat if spot == (key,) else None
        area = Box(box.x + 12, box.y + 40, box.w - 24, 0)
        if key == "shaman":
            _slots(pen, view, area, 1, tribers, hit)
        elif tribers:
            per_row = (area.w + CHIP_GAP) // (CHIP + CHIP_GAP)
            _slots(pen, view, area, 0, tribers, hit, per_row=per_row)
        else:
            pen.text((area.centre[0], area.y + CHIP // 2), "—", 18, "line", False, "mm")


def _draw_happiness(pen: Pen, view: UlukView, lay: TableLayout, lang: str = ENGLISH) -> None:
    box = lay.happiness
    pen.rect(box, fill=colours.darker(BOARD_BG, .25), radius=10)
    pen.icon("star", (box.x + 10, box.y + 12), 28, MARKER)
    scores = (view.get("scores") or {}) if view.get("over") else {}
    title = say(Msg("uluk-final-happiness") if scores else Msg("uluk-happiness"), lang)
    pen.text((box.x + 46, box.centre[1]), title, 22, "light", True, "lm")
    x = box.x + 60 + draw.text_width(title, 22, True)

    def points(p: dict) -> int:
        return scores.get(p["seat"], {}).get("total", p.get("happiness", 0))

    ranked = sorted(view["players"], key=lambda p: -points(p))
    awaited = set(view.get("awaiting") or [])
    fixed = 8 + CHIP + 8 + 10 + max(draw.text_width(num(points(p)), 22, True) for p in ranked) + 14
    room = (box.right - 8 - x) // max(1, len(ranked)) - 10 - fixed
    for p in ranked:
        name = draw.fit(shown(view, p["seat"], lang), 18, max(40, min(220, room)), True)
        pts = num(points(p))
        w = 8 + CHIP + 8 + draw.text_width(name, 18, True) + 10 + draw.text_width(pts, 22, True) + 14
        fill = colours.PALETTE["paper"] if p["seat"] not in awaited else MARKER
        pen.rect((x, box.y + 7, x + w, box.bottom - 7), fill=fill, radius=(box.h - 14) // 2)
        _chip(pen, view, p["seat"], (x + 6, box.y + (box.h - CHIP) // 2))
        pen.text((x + 14 + CHIP, box.centre[1]), name, 18, "ink", True, "lm")
        pen.text((x + w - 12, box.centre[1]), pts, 22, "ink", True, "rm")
        x += w + 10
    if view.get("solo"):
        text = say(Msg("uluk-freeloaders-never-score"), lang)
        if x + draw.text_width(text, 16) < box.right - 8:
            pen.text((x + 4, box.centre[1]), text, 16, "dim", False, "lm")


def _draw_main_board(pen: Pen, view: UlukView, lay: TableLayout, lang: str = ENGLISH) -> None:
    pen.rect(lay.board, fill=BOARD_BG, radius=14)
    last = last_spot(view)
    _draw_sites(pen, view, lay, last, lang)
    _draw_chart(pen, lay, lang)
    _draw_areas(pen, view, lay, last, lang)
    _draw_track_key(pen, lay, lang)
    _draw_village(pen, view, lay, last, lang)
    _draw_happiness(pen, view, lay, lang)


def _draw_inventions(pen: Pen, view: UlukView, lay: TableLayout, lang: str = ENGLISH) -> None:
    box = lay.inventions
    inv = view.get("inventions", {})
    pen.rect(box, fill="night2", radius=14)
    pen.text((box.x + 16, box.y + 24), say(Msg("uluk-inventions-offered"), lang), 24, "light", True, "lm")
    info = say(Msg("uluk-deck-discard", deck=inv.get("deck", 0), discard=len(inv.get("discard", []))), lang)
    draw.pill(pen, (box.right - 16 - draw.pill_width(info, 18, True, 25), box.y + 8), info, 18,
             "paper", "ink", True, "deck", "back", height=36)
    if not lay.cards:
        pen.text((box.x + 16, box.y + 62), say(Msg("uluk-row-empty"), lang), 18, "dim",
                 False, "lm")
    cards = view.get("cards", {})
    for inv_id, cbox in lay.cards:
        pen.paste(invention_card(inv_id, tuple(sorted(cards.get(inv_id, {}).items())), cbox.w, lang),
                  (cbox.x, cbox.y))


def card_text(inv_id: str, card: dict, lang: str) -> str:
    """An invention's effect in ``lang``, from the house data (the view's text is English):
    "+1 tlön when you send tribers to its area", "once a season: 2 uluk into pickled uluk"."""
    inv = components().inventions.get(inv_id)
    if inv is None:
        text = card.get("text", "")
        return "once a season: " + text[len("free processing: "):] if text.startswith("free processing: ") else text
    if inv.kind == "resource":
        return say(Msg("uluk-effect-resource", res=_res(inv.resource)), lang)
    if inv.kind == "free":
        source = components().source
        options = [say(Msg("uluk-effect-option", amount=Msg("uluk-amount", n=most, res=_res(source[prod])),
                               product=_res(prod)), lang) for prod, most in inv.options]
        if len(options) == 1:
            return say(Msg("uluk-effect-free", option=options[0]), lang)
        return say(Msg("uluk-effect-free-or", first=", ".join(options[:-1]), second=options[-1]), lang)
    return say(Msg("uluk-effect-shaman", points=inv.points) if inv.when == "shaman"
               else Msg("uluk-effect-celebrate", points=inv.points), lang)


@remembered
def invention_card(inv_id: str, card_items: tuple, w: int = INV_W, lang: str = ENGLISH) -> Image.Image:
    """An invention on offer: its set symbol, name, kind and effect, in ``lang``."""
    card = dict(card_items)
    kind = card.get("kind", "")
    fill = INVENTION_FILL.get(kind, colours.PALETTE["paper2"])
    symbol = card.get("symbol", "star")

    def paint(pen: Pen) -> None:
        box = Box(0, 0, w, INV_H)
        pen.rect(box, fill=fill, outline=colours.darker(fill, .35), width=2, radius=10)
        pen.ellipse((8, 8, 44, 44), fill="white", outline=colours.darker(fill, .35), width=2)
        pen.icon(symbol if symbol in icons.ICONS else "star", (13, 13), 26,
                 SYMBOL_COLOUR.get(symbol, colours.PALETTE["muted"]))
        pen.text((52, 18), draw.fit(_invention(inv_id, lang), 20, w - 60, True), 20, "ink", True,
                 "lm")
        kind_text = say(Msg.named("uluk-invention-kind", kind), lang) if kind in INVENTION_FILL else kind
        symbol_text = say(Msg.named("uluk-symbol", symbol), lang) if symbol in SYMBOL_COLOUR else symbol
        pen.text((52, 39), draw.fit(f"{kind_text} · {symbol_text}", 16, w - 60),
                 16, "muted", False, "lm")
        text = card_text(inv_id, card, lang)
        pen.lines((10, 56), draw.wrap(text, 17, w - 20, False, 3), 17, "ink")

    return draw.sprite(w, INV_H, paint, ss=1)


def _draw_items(pen: Pen, view: UlukView, seat: str, items: list[Item], lang: str = ENGLISH) -> None:
    letter, colour = look(view, seat)
    for it in items:
        b = it.box
        if b is None:
            continue
        if it.kind == "pawns":
            pen.rect(b, fill="paper2", radius=PILL_H // 2)
            x = b.x + PILL_SIZE // 2 + 2
            pen.text((x, b.centre[1]), it.text, PILL_SIZE, "ink", False, "lm")
            x += draw.text_width(it.text, PILL_SIZE) + 8
            if not it.pawns:
                pen.text((x, b.centre[1]), say(Msg("uluk-none"), lang), PILL_SIZE, "muted", False, "lm")
            pawn = draw.token(letter, colour, SMALL_CHIP, it.hollow)
            for _ in range(1 if it.pawns > MAX_PAWNS else it.pawns):
                pen.paste(pawn, (x, b.y + (PILL_H - SMALL_CHIP) // 2))
                x += SMALL_CHIP + 3
            if it.pawns > MAX_PAWNS:
                pen.text((x + 3, b.centre[1]), f"×{it.pawns}", PILL_SIZE, "ink", True, "lm")
        else:
            draw.pill(pen, (b.x, b.y), it.text, PILL_SIZE, it.fill, it.ink, False, it.icon,
                     it.icon_colour, height=PILL_H, icon_image=it.icon_image)


def _draw_freeloaders(pen: Pen, view: UlukView, lay: TableLayout, lang: str = ENGLISH) -> None:
    box = lay.freeloaders
    if box is None:
        return
    pen.rect(box, fill=FL_COLOUR, radius=14)
    pen.rect((box.x + STRIPE, box.y, box.right, box.bottom), fill="paper", radius=14,
             corners=(False, True, True, False))
    draw.letter_tile(pen, Box(box.x + STRIPE + PAD, box.y + PAD, 40, 40), FL_LETTER, FL_COLOUR, 24)
    name = f"{say(Msg('uluk-freeloaders'), lang)} ({FL_LETTER})"
    pen.text((box.x + STRIPE + PAD + 52, box.y + PAD + 20), name, 24, "ink", True, "lm")
    note = say(Msg("uluk-freeloaders-note"), lang)
    x = box.x + STRIPE + PAD + 64 + draw.text_width(name, 24, True)
    if view.get("first") == FL:
        b = draw.pill(pen, (x - 4, box.y + PAD + 2), say(Msg("uluk-first-player-pill"), lang), 18, "ink",
                      "white", True, "star", MARKER, height=36)
        x = b.right + 12
    pen.text((x, box.y + PAD + 21), draw.fit(note, 18, box.right - x - 16), 18, "muted", False, "lm")
    _draw_items(pen, view, FL, lay.fl_items, lang)


def _draw_legend(pen: Pen, lay: TableLayout, lang: str = ENGLISH) -> None:
    box = lay.legend
    pen.text((box.x + 4, box.y + 8 + 14), draw.fit(say(Msg("uluk-spaces-key"), lang), 18, 84, True), 18,
             "light", True, "lm")
    x0 = box.x + 90
    for kind, dx, dy in lay.legend_items:
        icon_name, fill = TYPES[kind]
        x, y = x0 + dx, box.y + 8 + dy
        pen.rect((x, y + 2, x + 22, y + 26), fill=fill, outline=colours.rgb("#B8781A")
                 if kind == "perishable" else colours.darker(fill, .3), width=2, radius=5)
        if icon_name:
            pen.icon(icon_name, (x + 3, y + 5), 16, TYPE_ICON_COLOUR.get(kind, colours.PALETTE["muted"]))
        pen.text((x + 28, y + 14), type_key(kind, lang), 16, "light", False, "lm")


def _board_key(p: dict) -> tuple:
    return tuple((c["raw"], c["type"], tuple((a["id"], a["type"], a["ratio"]) for a in c["products"]))
                 for c in p.get("board", []))


def _draw_board(pen: Pen, view: UlukView, b: BoardLayout, lang: str = ENGLISH) -> None:
    p = player_of(view, b.seat) or {}
    colour = colours.rgb(p.get("colour", "#777777"))
    letter = p.get("letter", "?")
    hi = MARKER
    if b.awaited or b.winner:
        pen.rect(b.frame, fill=hi, radius=18)
    pen.rect(b.box, fill=colour, radius=14)
    pen.rect((b.box.x + STRIPE, b.box.y, b.box.right, b.box.bottom), fill="paper", radius=14,
             corners=(False, True, True, False))
    h = b.header
    draw.letter_tile(pen, Box(h.x, h.y + 2, 40, 40), letter, colour, 24)
    x = h.x + 52
    right = h.right
    # right side first: Happiness, then the awaited / winner pill
    pts = p.get("happiness", 0)
    if view.get("over") and b.seat in (view.get("scores") or {}):
        pts_text = say(Msg("uluk-happiness-in-all", points=num(view["scores"][b.seat].get("total", pts))), lang)
    else:
        pts_text = say(Msg("uluk-happiness-points", points=num(pts)), lang)
    w = draw.pill_width(pts_text, 20, True, 28)
    right -= w
    draw.pill(pen, (right, h.y + 2), pts_text, 20, "ink", "white", True, "star", hi, height=40)
    right -= 10
    if b.awaited or b.winner:
        text = say(Msg("uluk-deciding-now") if b.awaited else Msg("uluk-archleader-pill"), lang)
        w = draw.pill_width(text, 20, True, 28)
        right -= w
        draw.pill(pen, (right, h.y + 2), text, 20, hi, "ink", True, "arrow" if b.awaited else "star",
                 "ink", height=40)
        right -= 10
    tribe_text = f"{_tribe(p, lang)} ({letter})"
    first = say(Msg("uluk-first-player-pill"), lang)
    first_w = draw.pill_width(first, 18, True, 25) + 12 if p.get("first") else 0
    room = right - x - first_w - 20 - draw.text_width(tribe_text, 18, True)
    name = draw.fit(shown(view, b.seat, lang), 24, max(48, room), True)     # the name shortens, the tribe stays
    pen.text((x, h.centre[1]), name, 24, "ink", True, "lm")
    x += draw.text_width(name, 24, True) + 12
    tribe_text = draw.fit(tribe_text, 18, max(40, right - x - first_w - 8), True)
    pen.text((x, h.centre[1] + 1), tribe_text, 18, colours.darker(colour, .3), True, "lm")
    x += draw.text_width(tribe_text, 18, True) + 12
    if p.get("first"):
        draw.pill(pen, (x, h.y + 4), first, 18, "ink", "white", True, "star", hi, height=36)
    _draw_items(pen, view, b.seat, b.items, lang)
    # the columns: printed faces, then the counts
    cols = b.columns
    if not cols:
        return
    area = Box(cols[0].x, cols[0].y, cols[-1].right - cols[0].x, cols[0].h)
    pen.paste(board_face(p.get("tribe", ""), _board_key(p), area.w, area.h, lang), (area.x, area.y))
    last_seat, used = last_cells(view)
    for col, c in zip(cols, p.get("board", []), strict=False):
        counts = [c.get("count", 0)] + [a.get("count", 0) for a in c["products"]]
        ids = [c["raw"]] + [a["id"] for a in c["products"]]
        for k, n in enumerate(counts):
            if last_seat == b.seat and ids[k] in used:
                y = col.y + k * (CELL_H + CELL_GAP)
                pen.rect((col.x - 3, y - 3, col.right + 3, y + CELL_H + 3), outline="ink", width=2,
                         radius=9)
                pen.rect((col.x - 1, y - 1, col.right + 1, y + CELL_H + 1), outline=MARKER, width=3,
                         radius=8)
            if n:
                # bottom right: clear of the longest names even with two digits
                badge = count_badge(n, 28)
                y = col.y + k * (CELL_H + CELL_GAP)
                pen.paste(badge, (col.right - 5 - badge.width, y + CELL_H - 4 - badge.height))


def draw_table(view: UlukView, lang: str = "en") -> Image.Image:
    """The whole table as one picture (nothing secret is drawn, whatever the view holds)."""
    lay = layout(view, lang)
    image, pen = draw.canvas(lay.height)
    _draw_header(pen, view, lay, lang)
    _draw_status(pen, lay)
    _draw_main_board(pen, view, lay, lang)
    _draw_inventions(pen, view, lay, lang)
    _draw_freeloaders(pen, view, lay, lang)
    _draw_legend(pen, lay, lang)
    for b in lay.boards:
        _draw_board(pen, view, b, lang)
    return image


# -- the score pad ---------------------------------------------------------------------------
SCORE_ROW_H = 44
DETAIL_ROW_H = 32
LABEL_W = 440
# the pad's rows: Happiness by source during the seasons (uluk-points-<source>), then the end
# steps (uluk-score-<row>)
POINT_SOURCES = ("shaman", "temple", "feeding", "treats", "celebrations", "monuments", "inventions")
SCORE_ROWS = ("seasons", "feast", "hunger", "tokens", "sets", "total")


def _signed(v: int) -> str:
    return f"+{v}" if v > 0 else num(v)


def score_rows(view: UlukView, lang: str = ENGLISH) -> list[tuple[str, str, bool]]:
    """(key, label, is a detail) rows of the pad: the seasons' Happiness by source, then the
    rulebook's four end steps and the total."""
    rows: list[tuple[str, str, bool]] = [("seasons", say(Msg("uluk-score-seasons"), lang), False)]
    if any(p.get("points") for p in view["players"]):
        rows += [(k, say(Msg.named("uluk-points", k), lang), True) for k in POINT_SOURCES]
    rows += [(k, say(Msg.named("uluk-score", k), lang), False) for k in SCORE_ROWS[1:]]
    return rows


def draw_scores(view: UlukView, lang: str = "en") -> Image.Image:
    """The end-of-game score pad: categories as rows, players as columns, the winner(s); in the
    solo game the rating line."""
    players = view["players"]
    scores = view.get("scores") or {}
    winners = set(view.get("winners") or [])
    rows = score_rows(view, lang)
    heights = [DETAIL_ROW_H if detail else SCORE_ROW_H for _, _, detail in rows]
    cols_w = min(INNER_W - LABEL_W - 12, len(players) * 260)
    col_w = min(c.w for c in Box(0, 0, cols_w, 0).columns(len(players), 6))
    title_h, banner_h = 56, 64
    head_h = 80 + labels.heading_extra(view, [p["seat"] for p in players], 22, col_w - 12, lang=lang)
    table_y = M + title_h + 12 + banner_h + 16
    extra = 0
    tie_note = _tie_note(view, lang)
    if tie_note:
        extra = 36
    solo_rows = RATINGS if view.get("solo") else ()
    if solo_rows:
        extra += 16 + 44 + len(solo_rows) * 40 + 12
    height = table_y + head_h + sum(heights) + 16 + extra + M
    image, pen = draw.canvas(height)
    hi = MARKER
    pen.rect(Box(M, M, INNER_W, title_h), fill="night2", radius=12)
    pen.text((M + 18, M + title_h / 2), say(Msg("uluk-pad-title"), lang), 30, "light", True, "lm")
    banner = Box(M, M + title_h + 12, INNER_W, banner_h)
    pen.rect(banner, fill=hi, radius=12)
    best = max((scores.get(w, {}).get("total", 0) for w in winners), default=0)
    ordered = [p["seat"] for p in players if p["seat"] in winners]
    if not view.get("over") or not ordered:
        text = say(Msg("uluk-nobody-wins") if view.get("over") else Msg("uluk-not-over"), lang)
    elif view.get("solo"):
        text = say(Msg("uluk-pad-solo", who=who(view, ordered[0], lang), points=num(best),
                       rating=rating_line(view, lang)), lang).strip()
    else:
        text = say(Msg("uluk-pad-wins", names=[who(view, s, lang) for s in ordered], points=num(best)), lang)
    text = labels.with_resigned(text, view, lang)
    pen.icon("star", (banner.x + 16, banner.y + 14), 36, "ink")
    lines = draw.wrap(text, 24, banner.w - 90, True, 2)
    size = 24 if len(lines) == 1 else 20
    lines = draw.wrap(text, size, banner.w - 90, True, 2)
    lh = draw.line_height(size)
    pen.lines((banner.x + 64, banner.centre[1] - lh * len(lines) / 2 + 2), lines, size, "ink", True)
    table = Box(M, table_y, INNER_W, head_h + sum(heights) + 16)
    pen.rect(table, fill="paper", radius=14)
    cols = Box(M + LABEL_W, table_y, cols_w, table.h).columns(len(players), 6)
    for p, col in zip(players, cols, strict=True):
        if p["seat"] in winners and not view.get("solo"):
            pen.rect(col.inset(0, 6), fill=colours.mix("paper", hi, .45), radius=10)
    y = table_y + 10
    for p, col in zip(players, cols, strict=True):
        letter, colour = look(view, p["seat"])
        draw.letter_tile(pen, Box(col.centre[0] - 18, y, 36, 36), letter, colour, 22)
        name, *note = labels.heading_lines(view, p["seat"], 22, col.w - 12, lang=lang)
        pen.text((col.centre[0], y + 50), name, 22, "ink", True, "mm")
        for line in note:
            pen.text((col.centre[0], y + 50 + draw.line_height(labels.HEADING_NOTE)), line, labels.HEADING_NOTE,
                     "muted", True, "mm")
    y = table_y + head_h
    for (key, label, detail), rh in zip(rows, heights, strict=True):
        if key == "total":
            pen.rect((M + 12, y + 2, table.right - 12, y + 4), fill="ink")
        elif not detail:
            pen.rect((M + 12, y, table.right - 12, y + 1), fill="line")
        size = 26 if key == "total" else (18 if detail else 20)
        ink = "muted" if detail else "ink"
        lx = M + (48 if detail else 20)
        pen.text((lx, y + rh / 2), draw.fit(label, size, LABEL_W - (lx - M) - 8, not detail), size,
                 ink, not detail, "lm")
        for p, col in zip(players, cols, strict=True):
            seat = p["seat"]
            if detail:
                value = _signed(p.get("points", {}).get(key, 0))
            else:
                v = scores.get(seat, {}).get(key, 0)
                value = num(v) if key in ("total", "seasons") else _signed(v)
            pen.text((col.centre[0], y + rh / 2), value, size, ink, not detail, "mm")
        y += rh
    if tie_note:
        pen.text((M + 4, table.bottom + 20), draw.fit(tie_note, 18, INNER_W - 8), 18, "dim", False,
                 "lm")
    if solo_rows:
        _draw_ratings(pen, view, Box(M, table.bottom + 16, INNER_W, 44 + len(solo_rows) * 40 + 12), lang)
    return image


def _draw_ratings(pen: Pen, view: UlukView, box: Box, lang: str = ENGLISH) -> None:
    """The solo game's chart of Archleaders, the player's line marked."""
    pen.rect(box, fill="night2", radius=14)
    pen.text((box.x + 18, box.y + 24), say(Msg("uluk-ratings-title"), lang), 22, "light", True, "lm")
    floors = [floor for floor, _ in RATINGS]
    for k, (floor, line) in enumerate(RATINGS):
        y = box.y + 44 + k * 40
        mine = line == view.get("rating")
        if mine:
            pen.rect((box.x + 8, y, box.right - 8, y + 36), fill=MARKER, radius=8)
        above = say(Msg("uluk-rating-floor", n=floor) if k < len(floors) - 1
                    else Msg("uluk-rating-under", n=floors[k - 1]), lang)
        ink = "ink" if mine else "light"
        pen.text((box.x + 20, y + 18), draw.fit(above, 20, 146, True), 20, ink, True, "lm")
        words = say(Msg("uluk-rating", level=k), lang)
        pen.text((box.x + 170, y + 18), draw.fit(words, 20, box.w - 190), 20, ink, mine, "lm")


def _tie_note(view: UlukView, lang: str = ENGLISH) -> str:
    """The tie-break line when the best totals of the seats still playing are tied."""
    resigned = view.get("resigned") or []
    scores = {seat: s for seat, s in (view.get("scores") or {}).items() if seat not in resigned}
    if view.get("solo") or not scores:
        return ""
    best = max(s.get("total", 0) for s in scores.values())
    if sum(1 for s in scores.values() if s.get("total") == best) < 2:
        return ""
    return say(Msg("uluk-tie-note"), lang)


def warm_up(title: str = "uluk") -> None:
    """Draw a two- and a four-player table once (icons, track faces, tribe boards, cards), so
    that the first real picture is fast; optional."""
    from bot.rules import create

    for seats in (["a", "b"], ["a", "b", "c", "d"]):
        draw_table(create(title, seats=seats, seed=1).view())


# -- the phone picture -----------------------------------------------------------------------
def _focus_seat(view: UlukView, seat: str, lang: str = ENGLISH) -> phone.FocusSeat:
    letter, colour = look(view, seat)
    p = player_of(view, seat) or {}
    sub = f"{_tribe(p, lang)} ({letter})" if p.get("tribe_name") else ""
    return phone.FocusSeat(shown(view, seat, lang), letter, colour, sub)


def _harvest_tags(view: UlukView, lang: str = ENGLISH) -> tuple[phone.Tag, ...]:
    """Each harvest track at its marker: what a triber sent there brings now."""
    tags = []
    for t in view.get("tracks", []):
        levels, level = t.get("levels") or [], t.get("level", 0)
        if not levels:
            continue
        at = levels[min(max(level, 0), len(levels) - 1)]
        raw = t["resource"]
        name = _name(view, raw, lang)
        text = f"{name} {at[0]} / {at[1]}" if isinstance(at, list | tuple) else \
            say(Msg("uluk-harvest-each", res=name, n=at), lang)
        tags.append(phone.Tag(text, colours.PALETTE["paper2"], "ink", RES_ICONS.get(raw, "bowl"),
                            RES_COLOUR.get(raw, colours.PALETTE["muted"]), bold=True))
    return tuple(tags)


def _store_tags(view: UlukView, p: dict, lang: str = ENGLISH) -> tuple[phone.Tag, ...]:
    """The tribe board's spaces: every raw resource, and the products the tribe holds."""
    tags = []
    for col in p.get("board", []):
        raw = col["raw"]
        icon = RES_ICONS.get(raw, "bowl")
        colour = RES_COLOUR.get(raw, colours.PALETTE["muted"])
        fill = TYPES.get(col["type"], TYPES["none"])[1]
        tags.append(phone.Tag(f"{_name(view, raw, lang)} {col.get('count', 0)}", fill, "ink", icon, colour,
                            bold=True, border=colours.rgb("#B8781A") if col["type"] == "perishable" else None))
        for a in col["products"]:
            if a.get("count"):
                type_icon, fill = TYPES.get(a["type"], TYPES["none"])
                label = type_label(a["type"], lang)
                tags.append(phone.Tag(f"{_name(view, a['id'], lang)} {a['count']} · {label}", fill, "ink",
                                    type_icon, TYPE_ICON_COLOUR.get(a["type"])))
    return tuple(tags)


def _item_tag(view: UlukView, seat: str, it: Item) -> phone.Tag:
    """A pill or pawn group above the tribe board as a tag of the phone picture."""
    if it.kind == "pawns":
        letter, colour = look(view, seat)
        return phone.Tag(f"{it.text} {it.pawns}", colours.PALETTE["paper2"], "ink", bold=True,
                       token=(letter, colour) if it.pawns else None)
    return phone.Tag(it.text, it.fill, it.ink, it.icon, it.icon_colour)


def _others_deciding(view: UlukView, seat: str, lang: str = ENGLISH) -> list[phone.Section]:
    """In a phase where several tribes decide at once (processing, feeding), the others'
    tribers and stores too: each of them reads the phone picture for their own decision."""
    sections = []
    for other in view.get("awaiting") or []:
        if other == seat:
            continue
        p = player_of(view, other) or {}
        tribers = [_item_tag(view, other, it) for it in _board_items(view, p, on_board(view).get(other, 0), lang)
                   if it.kind == "pawns" or it.icon in ("skull", "bowl")]
        title = say(Msg("uluk-others-board", name=_focus_seat(view, other, lang).name), lang)
        sections.append(phone.Section(title, (*tribers, *_store_tags(view, p, lang)), table=True))
    return sections


def focus(view: UlukView, seat: str, lang: str = "en") -> phone.Focus:
    """What the phone picture shows of ``view`` for ``seat``: who is awaited and what they
    decide; then the harvest tracks as they stand (where a triber is worth sending), the
    tribe's tribers, its stores and its inventions."""
    p = player_of(view, seat) or {}
    phase = view.get("phase", "")
    if view.get("over"):
        phase = say(Msg("uluk-game-over"), lang)
    elif phase in PHASES:
        phase = say(Msg.named("uluk-phase", phase), lang)
    season = say(Msg("uluk-season-of", n=view.get("season", 1), total=view.get("seasons", 6)), lang)
    title = f"Uluk · {season} · {phase}"
    badges = [phone.Tag(say(Msg("uluk-happiness-points", points=num(p.get("happiness", 0))), lang), "ink",
                        "white", "star", MARKER, bold=True)]
    if p.get("first"):
        badges.append(phone.Tag(say(Msg("uluk-first-player-pill"), lang), "ink", "white", "star", MARKER,
                                bold=True))
    items = _board_items(view, p, on_board(view).get(seat, 0), lang)
    tribe = [_item_tag(view, seat, it) for it in items
             if it.kind == "pawns" or it.icon in ("skull", "bowl")]
    rest = [_item_tag(view, seat, it) for it in items
            if not (it.kind == "pawns" or it.icon in ("skull", "bowl"))]
    sections = []
    if view.get("phase") == "errand":
        sections.append(phone.Section(say(Msg("uluk-harvest-now"), lang), _harvest_tags(view, lang), table=True))
    sections += [phone.Section(say(Msg("uluk-tribers"), lang), tuple(tribe)),
                 phone.Section(say(Msg("uluk-tribe-board"), lang), _store_tags(view, p, lang))]
    if rest:
        sections.append(phone.Section(say(Msg("uluk-inventions-tokens"), lang), tuple(rest)))
    sections += _others_deciding(view, seat, lang)
    awaited = tuple(_focus_seat(view, s, lang) for s in view.get("awaiting") or [])
    step = describe_step(view, lang)
    return phone.Focus(title, awaited, step[:1].upper() + step[1:],
                     last_move(view, lang), _focus_seat(view, seat, lang), tuple(badges), tuple(sections),
                     phone.FocusLook(), lang)


# -- what only the seat sees ------------------------------------------------------------------


def secrets(view: UlukView, lang: str = ENGLISH) -> list[str]:
    """The seat's secret feast card: what one and two sets of it need and score, and how many
    sets the tribe holds now (``rendering.secrets``: /uluk feast, the player page)."""
    me = next((p for p in view.get("players") or [] if p.get("feast")), None)
    if me is None:
        return []
    feast = me["feast"]
    needs = [Msg("uluk-amount", n=n, res=Msg.named("uluk-res", res)) for res, n in feast["needs"].items()]
    return [say(Msg("uluk-feast-card", feast=Msg.named("uluk-feast", feast["id"]), needs=needs,
                    lower=feast["lower"], higher=feast["higher"], sets=feast.get("sets", 0)), lang)]
