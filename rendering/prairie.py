"""The prairie table (Natives; Inuit later, with its own theme): a view dict -> a picture.

Names, letters and colours of tribes, professions and cards are read from the theme
(``bot.rules.prairie_theme``) named by ``view["theme"]``; nothing here knows Natives by
name, so another theme gets its own picture for free. Food cards may carry an ``icon`` and
a ``colour`` in the theme's data file; without them a look is taken from :data:`FOOD_LOOKS`
or, failing that, from a fallback cycle.

The picture, top to bottom (1280 px wide, as tall as needed):

* header: title, round, whose turn, deck and box counts, the end card's state;
* a banner once the end card (Winter Is Coming) is revealed;
* status: who the game waits for and what they must decide, and the last move;
* the prairie: one card face per kind, identical cards stacked with an "×n" badge;
* one board per player: name, tribe (colour + letter), first-player star; the cards above
  the board (scalps, food per type, totems, rituals); the professions as columns with their
  count (printed native + cards) and the native cards below each as chips.

:func:`layout` computes every rectangle first (tests use it to find things); the drawing
functions only paint what it placed.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from PIL import Image

from bot.rules.prairie_theme import Card, Theme, theme
from data import load

from . import kit
from .kit import Box, Pen

# -- sizes -----------------------------------------------------------------------------------
W = kit.WIDTH
M = kit.MARGIN
INNER_W = W - 2 * M
CARD_W, CARD_H = 128, 172
CARD_GAP_X, CARD_GAP_Y = 8, 22
PRAIRIE_PAD = 12
CARDS_PER_ROW = (INNER_W - 2 * PRAIRIE_PAD + CARD_GAP_X) // (CARD_W + CARD_GAP_X)
CHIP_W, CHIP_H = 48, 34
CHIP_GAP = 6
CHIP_ROWS_BEFORE_GROUPING = 3
PILL_SIZE = 18
PILL_H = 36
HEADER_H = 64
BOARD_PAD = 12
STRIPE = 12
BOARD_HEAD_H = 44
COLHEAD_H = 44
SECTION_GAP = 14

PRAIRIE_BG = (0x36, 0x45, 0x32)
FOOD_LOOKS: dict[str, tuple[str, str]] = {
    "bison": ("bison", "#7B4A26"),
    "salmon": ("fish", "#E0694A"),
    "corn": ("corn", "#E8B92A"),
}
FALLBACK_FOOD = [("bowl", "#A0522D"), ("bowl", "#4F7CAC"), ("bowl", "#6A994E")]
FLAME = (0xFF, 0xA6, 0x2B)
TOTEM_WOOD = (0xE9, 0xC4, 0x9A)
FORCED_WHAT = {
    "natives-above-discard": "a {native} of their own colour",
    "food-above-discard": "a food card",
    "spirit-above-discard-totem": "a totem",
}


# -- theme helpers ---------------------------------------------------------------------------
@lru_cache(maxsize=8)
def nouns(theme_id: str) -> dict[str, str]:
    """The words a theme uses: native, scalp, tribe (the board), common area."""
    raw = load(theme_id).get("theme", {})
    return {
        "native": raw.get("native", "native"),
        "scalp": raw.get("scalp", "scalp"),
        "board": raw.get("game_noun", "tribe"),
        "area": raw.get("common_area", "prairie"),
    }


@lru_cache(maxsize=32)
def food_look(theme_id: str, food: str) -> tuple[str, kit.RGB]:
    """(icon name, colour) of a food: the data file's, else ours, else a fallback."""
    raw = {e.get("id"): e for e in load(theme_id).get("food", [])}.get(food, {})
    foods = [c.food for c in theme(theme_id).cards.values() if c.family == "food"]
    default = FOOD_LOOKS.get(food) or FALLBACK_FOOD[foods.index(food) % len(FALLBACK_FOOD)]
    name = raw.get("icon", default[0])
    return (name if name in kit.ICONS else default[0], kit.rgb(raw.get("colour", default[1])))


def plural(word: str, n: int = 2) -> str:
    return word if n == 1 else word + "s"


def cap(word: str) -> str:
    return word[:1].upper() + word[1:]


def per_text(th: Theme, card: Card) -> str:
    """What a totem counts, in words: "per scalp", "per Bison", "per Elder"."""
    what, _, which = card.per.partition(":")
    n = nouns(th.id)
    if what == "scalp":
        return f"per {n['scalp']}"
    if what == "food":
        return f"per {th.card(which).name}" if which in th.cards else "per food card"
    if which:
        return f"per {th.profession(which).name}"
    return f"per {n['native']}"


def names(th: Theme, kinds: list[str]) -> str:
    """"2 Corn, Wolf man" for a list of kinds."""
    counts = Counter(kinds)
    return ", ".join(f"{th.card(k).name} ×{c}" if c > 1 else th.card(k).name
                     for k, c in sorted(counts.items(), key=lambda kc: th.order(kc[0])))


def _word(th: Theme, token: str) -> str:
    if token in th.cards:
        return th.card(token).name
    if token in th.profession_ids:
        return th.profession(token).name
    return token


def describe_action(th: Theme, action: str) -> str:
    """An action string in words: "use farmer; take corn; take corn" -> "use Farmer · take
    Corn ×2"."""
    steps: list[str] = []
    for raw in action.split(";"):
        verb, *args = raw.split()
        words = [_word(th, a) for a in args]
        if verb == "place" and len(words) == 2:
            text = f"place {words[0]} under {words[1]}"
        elif verb in ("sacrifice", "discard") and len(words) == 2:
            text = f"{verb} {words[0]} from {words[1]}"
        elif verb == "resolve":
            text = f"play {' '.join(words)}"
        elif verb == "scout":
            text = "scout (lay out a card)"
        elif verb == "done":
            text = "stop taking"
        else:
            text = " ".join([verb, *words])
        steps.append(text)
    merged: list[tuple[str, int]] = []
    for s in steps:
        if merged and merged[-1][0] == s:
            merged[-1] = (s, merged[-1][1] + 1)
        else:
            merged.append((s, 1))
    return " · ".join(s if n == 1 else f"{s} ×{n}" for s, n in merged)


def shown(seat: str) -> str:
    """A seat's name as the picture can show it (see :func:`kit.displayable`)."""
    return kit.displayable(seat)


def player_of(view: dict, seat: str) -> dict:
    for p in view["players"]:
        if p["seat"] == seat:
            return p
    raise KeyError(seat)


def describe_step(view: dict, th: Theme) -> str:
    """What the awaited player(s) must decide now, in words."""
    step = view.get("step") or {}
    name = step.get("name")
    n = nouns(th.id)
    if name == "choose":
        scouts = player_of(view, view["turn"])["counts"].get("scout", 0)
        used = step.get("scouted", 0)
        if view["deck"] and used < scouts:
            return (f"choose a profession, or scout first ({used} of {scouts} "
                    f"{plural('card', scouts)} laid out)")
        return "choose a profession"
    if name == "take":
        prof = th.profession(step["prof"]).name
        taken = step.get("taken", [])
        text = f"taking cards with the {prof} ({len(taken)} of {step.get('cap', '?')})"
        return text + (f": {names(th, taken)}" if taken else "")
    if name == "place":
        return f"place the {plural(n['native'])} just taken: {names(th, step.get('pending', []))}"
    if name == "rituals":
        pending = step.get("rituals_pending", [])
        return "choose which ritual to play next" + (f": {names(th, pending)}" if pending else "")
    if name == "sacrifice":
        return f"choose the {n['native']} of their own {n['board']} to sacrifice"
    if name == "forced":
        ritual = th.card(step["ritual"]).name if step.get("ritual") in th.cards else "a ritual"
        whats = sorted({FORCED_WHAT.get(e, "a card").format(**n)
                        for e in step.get("who", {}).values()})
        return f"{ritual}: discard {' or '.join(whats)}"
    return name or ""


# -- layout ----------------------------------------------------------------------------------
@dataclass
class Item:
    """A pill above a board."""

    text: str
    fill: kit.RGB
    ink: kit.RGB
    icon: str
    icon_colour: kit.RGB
    width: int = 0


@dataclass
class Chip:
    kind: str
    count: int       # 1 for a single card; >1 when a column is grouped by kind
    box: Box


@dataclass
class BoardLayout:
    seat: str
    box: Box                      # the panel, stripe included
    frame: Box                    # the highlight ring around it
    header: Box
    above: Box
    items: list[tuple[Item, Box]]
    columns: list[Box]            # one per profession: head + chips
    heads: list[Box]
    chips: list[list[Chip]]
    awaited: bool
    winner: bool
    active_prof: str | None       # the profession being used this turn


@dataclass
class TableLayout:
    height: int
    header: Box
    winter: Box | None
    status: Box
    status_lines: list[tuple[str, int, bool, kit.RGB]]   # text, size, bold, colour
    prairie: Box
    cards: list[tuple[str, int, Box]]                     # kind, how many, face
    takeable: set[str] = field(default_factory=set)       # kinds the current profession takes
    boards: list[BoardLayout] = field(default_factory=list)

    def board(self, seat: str) -> BoardLayout:
        for b in self.boards:
            if b.seat == seat:
                return b
        raise KeyError(seat)


def _items(view: dict, th: Theme, player: dict) -> list[Item]:
    n = nouns(th.id)
    out = [Item(f"{cap(plural(n['scalp']))} {player['scalps']}", kit.rgb("paper2"),
                kit.rgb("ink"), "feather", kit.rgb("bad"))]
    food = Counter(player["food"])
    for kind in sorted(food, key=th.order):
        card = th.card(kind)
        icon_name, colour = food_look(th.id, card.food)
        out.append(Item(f"{card.name} ×{food[kind]}", kit.rgb("food"), kit.rgb("ink"),
                        icon_name, colour))
    for kind in sorted(Counter(player["totems"]), key=th.order):
        card = th.card(kind)
        out.append(Item(f"{card.name}: {card.points} {per_text(th, card)}", kit.PALETTE["totem"],
                        kit.rgb("white"), "totem", TOTEM_WOOD))
    rituals = Counter(player["rituals"])
    for kind in sorted(rituals, key=th.order):
        card = th.card(kind)
        label = card.name if rituals[kind] == 1 else f"{card.name} ×{rituals[kind]}"
        out.append(Item(label, kit.PALETTE["ritual"], kit.rgb("white"), "flame", FLAME))
    max_w = INNER_W - 2 * BOARD_PAD - STRIPE
    for it in out:
        it.text = kit.fit(it.text, PILL_SIZE, max_w - PILL_H - 24)
        it.width = kit.pill_width(it.text, PILL_SIZE, False, round(PILL_H * 0.7))
    return out


def _chips(th: Theme, cards: list[str], col: Box) -> tuple[list[Chip], int]:
    """Chips of one profession's natives inside ``col`` (x, w); returns them and the height."""
    per_row = max(1, (col.w + CHIP_GAP) // (CHIP_W + CHIP_GAP))
    if len(cards) <= per_row * CHIP_ROWS_BEFORE_GROUPING:
        specs = [(k, 1, CHIP_W) for k in cards]
    else:
        counts = Counter(cards)
        specs = [(k, c, chip_width(th.id, k, c)) for k, c in
                 sorted(counts.items(), key=lambda kc: th.order(kc[0]))]
    offsets, h = kit.flow([s[2] for s in specs], col.w, CHIP_H, CHIP_GAP, CHIP_GAP)
    chips = [Chip(k, c, Box(col.x + dx, col.y + dy, w, CHIP_H))
             for (k, c, w), (dx, dy) in zip(specs, offsets, strict=True)]
    return chips, h


def _board_layout(view: dict, th: Theme, player: dict, y: int) -> BoardLayout:
    seat = player["seat"]
    x0 = M + STRIPE + BOARD_PAD
    inner_w = INNER_W - STRIPE - 2 * BOARD_PAD
    header = Box(x0, y + BOARD_PAD, inner_w, BOARD_HEAD_H)
    items = _items(view, th, player)
    offsets, above_h = kit.flow([i.width for i in items], inner_w, PILL_H, 8, 8)
    above = Box(x0, header.bottom + 8, inner_w, above_h)
    placed = [(it, Box(x0 + dx, above.y + dy, it.width, PILL_H))
              for it, (dx, dy) in zip(items, offsets, strict=True)]
    cols_y = above.bottom + SECTION_GAP
    profs = th.profession_ids
    col_boxes = Box(x0, cols_y, inner_w, 0).columns(len(profs), 8)
    chips, heights = [], []
    for prof, col in zip(profs, col_boxes, strict=True):
        area = Box(col.x + 6, cols_y + COLHEAD_H + 8, col.w - 12, 0)
        c, h = _chips(th, player["natives"].get(prof, []), area)
        chips.append(c)
        heights.append(h)
    chips_h = max([CHIP_H, *heights])
    col_h = COLHEAD_H + 8 + chips_h + 8
    columns = [Box(c.x, cols_y, c.w, col_h) for c in col_boxes]
    heads = [Box(c.x, cols_y, c.w, COLHEAD_H) for c in col_boxes]
    bottom = cols_y + col_h + BOARD_PAD
    box = Box(M, y, INNER_W, bottom - y)
    awaited = seat in view.get("awaiting", [])
    step = view.get("step") or {}
    active = step.get("prof") if step.get("name") == "take" and seat == view.get("turn") else None
    return BoardLayout(seat, box, Box(box.x - 6, box.y - 6, box.w + 12, box.h + 12), header,
                       above, placed, columns, heads, chips, awaited,
                       bool(view.get("over")) and seat in view.get("winners", []), active)


def _status_lines(view: dict, th: Theme) -> list[tuple[str, int, bool, kit.RGB]]:
    width = INNER_W - 2 * 16 - 40
    lines: list[tuple[str, int, bool, kit.RGB]] = []
    if view.get("over"):
        scores, winners = view.get("scores", {}), view.get("winners", [])
        best = max((scores.get(w, {}).get("total", 0) for w in winners), default=0)
        who = " and ".join(shown(w) for w in winners) or "nobody"
        verb = "wins" if len(winners) == 1 else "share the win"
        head = f"Game over: {who} {verb} with {best} points"
    else:
        waiting = ", ".join(shown(w) for w in view.get("awaiting", [])) or "nobody"
        head = f"Waiting for {waiting}: {describe_step(view, th)}"
    for text in kit.wrap(head, 24, width, True, 2):
        lines.append((text, 24, True, kit.PALETTE["highlight"]))
    last = view.get("last")
    if last:
        text = f"Last move: {shown(last['seat'])} — {describe_action(th, last['action'])}"
    else:
        text = "Last move: none yet, the game has just begun"
    for t in kit.wrap(text, 20, width, False, 2):
        lines.append((t, 20, False, kit.PALETTE["light"]))
    return lines


def layout(view: dict) -> TableLayout:
    """Every rectangle of the table picture for ``view``."""
    th = theme(view["theme"])
    y = M
    header = Box(M, y, INNER_W, HEADER_H)
    y = header.bottom + 10
    winter = None
    if view.get("end_revealed"):
        winter = Box(M, y, INNER_W, 56)
        y = winter.bottom + 10
    lines = _status_lines(view, th)
    status_h = 16 + sum(kit.line_height(size) for _, size, _, _ in lines) + 12
    status = Box(M, y, INNER_W, status_h)
    y = status.bottom + 14
    counts = Counter(view["prairie"])
    kinds = sorted(counts, key=th.order)
    offsets, cards_h = kit.grid(len(kinds), CARDS_PER_ROW, CARD_W, CARD_H, CARD_GAP_X,
                                CARD_GAP_Y)
    title_h = 44
    used_w = min(len(kinds), CARDS_PER_ROW) * (CARD_W + CARD_GAP_X) - CARD_GAP_X
    cx = M + max(PRAIRIE_PAD, (INNER_W - used_w) // 2)
    cy = y + title_h + 14
    cards = [(k, counts[k], Box(cx + dx, cy + dy, CARD_W, CARD_H))
             for k, (dx, dy) in zip(kinds, offsets, strict=True)]
    prairie = Box(M, y, INNER_W, title_h + 14 + max(cards_h, 40) + 18)
    y = prairie.bottom + 18
    boards = []
    for p in view["players"]:
        b = _board_layout(view, th, p, y)
        boards.append(b)
        y = b.box.bottom + 18
    step = view.get("step") or {}
    takeable = ({k for k in kinds if th.takes(step["prof"], k)}
                if step.get("name") == "take" and step.get("prof") in th.profession_ids else set())
    return TableLayout(y - 18 + M, header, winter, status, lines, prairie, cards, takeable,
                       boards)


# -- sprites ---------------------------------------------------------------------------------
def _letter(pen: Pen, xy: tuple[float, float], letter: str, size: int = 28) -> None:
    pen.text(xy, letter, size, "white", True, "mm", stroke=2, stroke_fill=(0, 0, 0))


def _name_band(pen: Pen, lines: tuple[str, ...], fill: kit.RGB, ink: kit.RGB,
               size: int = 16, bold: bool = True) -> int:
    """A light band at the bottom of a card with ``lines`` in it; returns its top."""
    h = 10 + kit.line_height(size) * len(lines)
    top = CARD_H - 5 - h
    pen.rect((5, top, CARD_W - 5, CARD_H - 5), fill=fill, radius=8)
    pen.lines((CARD_W / 2, top + 5), lines, size, ink, bold, "m")
    return top


@lru_cache(maxsize=256)
def card_face(theme_id: str, kind: str) -> Image.Image:
    """The face of one card, drawn from shapes and text (no publisher art)."""
    th = theme(theme_id)
    card = th.card(kind)

    def paint(pen: Pen) -> None:
        box = Box(0, 0, CARD_W, CARD_H)
        if card.family == "native":
            tribes = [th.tribe(t) for t in card.tribes]
            cols = [kit.rgb(t.colour) for t in tribes]
            lines = kit.wrap(card.name, 16, CARD_W - 20, True, 2)
            band_h = 10 + kit.line_height(16) * len(lines)
            if len(cols) == 1:
                kit.card_frame(pen, box, cols[0], kit.darker(cols[0], .4), 12, shadow=False)
                _letter(pen, (24, 24), tribes[0].letter, 30)
                pen.icon("man", (CARD_W // 2 - 34, 36), 68, "white")
            else:
                kit.card_frame(pen, box, cols[0], kit.darker(cols[0], .4), 12, split=cols[1],
                               shadow=False)
                pen.rect((CARD_W // 2 - 1, 2, CARD_W // 2 + 1, CARD_H - 5 - band_h),
                         fill="white")
                _letter(pen, (CARD_W * .25, 24), tribes[0].letter, 30)
                _letter(pen, (CARD_W * .75 - 6, 24), tribes[1].letter, 30)
                pen.icon("woman", (CARD_W // 2 - 34, 40), 68, "white")
            _name_band(pen, lines, kit.rgb("white"), kit.rgb("ink"))
        elif card.family == "food":
            icon_name, colour = food_look(theme_id, card.food)
            kit.card_frame(pen, box, "food", kit.darker("food", .45), 12, shadow=False)
            pen.rect((0, 0, CARD_W, 16), fill=colour, radius=12, corners=(True, True, False,
                                                                           False))
            pen.icon(icon_name, (CARD_W // 2 - 34, 30), 68, colour)
            kit.badge(pen, (24, 30), str(card.points), 18, "ink", "white")
            lines = kit.wrap(card.name, 18, CARD_W - 20, True, 1)
            pen.lines((CARD_W / 2, 108), lines, 18, "ink", True, "m")
            pen.text((CARD_W / 2, 136), f"{card.points} {plural('point', card.points)}", 16,
                     "muted", False, "ma")
        elif card.family == "ritual":
            fill = kit.PALETTE["ritual"]
            kit.card_frame(pen, box, fill, kit.darker(fill, .4), 12, shadow=False)
            pen.icon("flame", (CARD_W // 2 - 24, 12), 48, FLAME)
            kit.badge(pen, (24, 28), str(card.points), 18, "white", "ink")
            lines = kit.wrap(card.name, 16, CARD_W - 16, True, 2)
            pen.lines((CARD_W / 2, 70), lines, 16, "white", True, "m")
            pen.text((CARD_W / 2, CARD_H - 30), f"{card.points} {plural('point', card.points)}",
                     16, kit.lighter(fill, .7), False, "ma")
        else:
            fill = kit.PALETTE["totem"]
            kit.card_frame(pen, box, fill, kit.darker(fill, .45), 12, shadow=False)
            pen.icon("totem", (CARD_W // 2 - 22, 8), 44, TOTEM_WOOD)
            lines = kit.wrap(card.name, 16, CARD_W - 14, True, 3)
            pen.lines((CARD_W / 2, 56), lines, 16, "white", True, "m")
            per = kit.wrap(f"{card.points} {per_text(th, card)}", 16, CARD_W - 20, False, 2)
            _name_band(pen, per, TOTEM_WOOD, kit.rgb("ink"), bold=False)

    return kit.sprite(CARD_W, CARD_H, paint)


@lru_cache(maxsize=256)
def card_back(w: int, h: int, fill: kit.RGB) -> Image.Image:
    """The edge of a card lying under another one (stacks)."""
    return kit.sprite(w, h, lambda pen: pen.rect(Box(0, 0, w, h), fill=fill,
                                                  outline=kit.darker(fill, .5), width=2,
                                                  radius=12))


def chip_width(theme_id: str, kind: str, count: int) -> int:
    if count == 1:
        return CHIP_W
    return CHIP_W + kit.text_width(f"×{count}", 16, True) + 10


@lru_cache(maxsize=512)
def native_chip(theme_id: str, kind: str, count: int = 1) -> Image.Image:
    """A small native card under a profession: its colour(s) and letter(s); a woman is split
    in two colours with two letters, a man is one colour with one letter."""
    th = theme(theme_id)
    card = th.card(kind)
    tribes = [th.tribe(t) for t in card.tribes]
    w = chip_width(theme_id, kind, count)

    def paint(pen: Pen) -> None:
        cols = [kit.rgb(t.colour) for t in tribes] or [kit.rgb("muted")]
        box = Box(0, 0, CHIP_W, CHIP_H)
        if count > 1:
            pen.rect(Box(0, 0, w, CHIP_H), fill="ink", radius=7)
            pen.text((CHIP_W + (w - CHIP_W) / 2, CHIP_H / 2), f"×{count}", 16, "white", True,
                     "mm")
        if len(cols) == 1:
            pen.rect(box, fill=cols[0], outline=kit.darker(cols[0], .45), width=2, radius=7)
            _letter(pen, (CHIP_W / 2, CHIP_H / 2), tribes[0].letter if tribes else "?", 20)
        else:
            kit.card_frame(pen, box, cols[0], None, 7, split=cols[1], shadow=False)
            pen.rect(box, outline=kit.darker(cols[0], .45), width=2, radius=7)
            pen.rect((CHIP_W / 2 - 1, 2, CHIP_W / 2 + 1, CHIP_H - 2), fill="white")
            _letter(pen, (CHIP_W * .27, CHIP_H / 2), tribes[0].letter, 18)
            _letter(pen, (CHIP_W * .73, CHIP_H / 2), tribes[1].letter, 18)

    return kit.sprite(w, CHIP_H, paint)


@lru_cache(maxsize=64)
def profession_head(theme_id: str, prof: str, count: int, w: int, active: bool) -> Image.Image:
    """A profession's head cell: its name and how many natives it has."""
    th = theme(theme_id)
    name = th.profession(prof).name

    def paint(pen: Pen) -> None:
        fill = kit.PALETTE["highlight"] if active else kit.PALETTE["paper2"]
        pen.rect(Box(0, 0, w, COLHEAD_H), fill=fill, outline=kit.darker(fill, .2), width=2,
                 radius=8)
        badge_w = max(34, kit.text_width(str(count), 20, True) + 16)
        label = kit.fit(name, 18, w - badge_w - 20, True)
        pen.text((10, COLHEAD_H / 2), label, 18, "ink", True, "lm")
        kit.badge(pen, (w - 8 - badge_w // 2, COLHEAD_H // 2), str(count), 20, "ink", "white",
                  min_w=badge_w)

    return kit.sprite(w, COLHEAD_H, paint)


# -- drawing ---------------------------------------------------------------------------------
def _draw_header(pen: Pen, view: dict, th: Theme, lay: TableLayout) -> None:
    box = lay.header
    pen.rect(box, fill="night2", radius=12)
    pen.text((box.x + 18, box.y + box.h / 2), th.title, 32, "light", True, "lm")
    # right side first, from the right edge leftwards, so the subtitle knows its room
    right = box.right - 12
    pills: list[tuple[str, str, kit.Colour, kit.Colour, kit.Colour]] = []
    if not view.get("end_revealed"):
        pills.append((f"{th.end_card}: {_end_distance(view, th)}", "snowflake", "night",
                      "winter", "winter"))
    if view.get("box"):
        pills.append((f"Box {view['box']}", "box", "night", "light", "dim"))
    pills.append((f"Deck {view['deck']}", "deck", "paper", "ink", "back"))
    for text, icon_name, fill, ink, icon_colour in pills:
        w = kit.pill_width(text, 20, True, round(40 * .7))
        right -= w
        kit.pill(pen, (right, box.y + 12), text, 20, fill, ink, True, icon_name, icon_colour,
                 height=40)
        right -= 10
    x = box.x + 30 + kit.text_width(th.title, 32, True)
    sub = f"Round {view['round']}"
    if not view.get("over"):
        sub += f" · {shown(view['turn'])}'s turn"
    if right - x > 60:
        pen.text((x, box.y + box.h / 2 + 2), kit.fit(sub, 22, right - x - 12), 22, "dim",
                 False, "lm")


def _end_distance(view: dict, th: Theme) -> str:
    """How far the end card is, as far as everyone at the table can know."""
    if th.end_card_place == "eleventh-from-bottom":
        ahead = view["deck"] - 11
        if ahead <= 0:
            return "next card"
        return f"after {ahead} more {plural('card', ahead)}"
    return "in the last 11 cards"


def _draw_winter(pen: Pen, view: dict, th: Theme, box: Box) -> None:
    fill, ink = kit.PALETTE["winter"], kit.PALETTE["winter_ink"]
    pen.rect(box, fill=fill, outline=kit.darker(fill, .3), width=3, radius=12)
    pen.icon("snowflake", (box.x + 14, box.y + 8), 40, ink)
    first = next((shown(p["seat"]) for p in view["players"] if p.get("first")), "")
    if view.get("over"):
        text = f"{th.end_card} was revealed: the game is over"
    else:
        text = f"{th.end_card}! Last round: the game ends before {first} plays again"
    text = kit.fit(text, 24, box.w - 136, True)
    pen.text((box.x + 66, box.y + box.h / 2), text, 24, ink, True, "lm")
    pen.icon("snowflake", (box.right - 54, box.y + 8), 40, ink)


def _draw_status(pen: Pen, lay: TableLayout) -> None:
    box = lay.status
    pen.rect(box, fill="night2", outline="highlight", width=2, radius=12)
    pen.icon("arrow", (box.x + 14, box.y + 16), 26, "highlight")
    y = box.y + 14
    for text, size, bold, colour in lay.status_lines:
        pen.text((box.x + 52, y), text, size, colour, bold, "la")
        y += kit.line_height(size)


def _draw_prairie(pen: Pen, view: dict, th: Theme, lay: TableLayout) -> None:
    box = lay.prairie
    pen.rect(box, fill=PRAIRIE_BG, radius=14)
    n = len(view["prairie"])
    area = cap(nouns(th.id)["area"])
    title = f"{area} · {n} {plural('card', n)}"
    pen.text((box.x + 18, box.y + 24), title, 24, "light", True, "lm")
    step = view.get("step") or {}
    if lay.takeable:
        x = box.x + 36 + kit.text_width(title, 24, True)
        pen.rect((x, box.y + 14, x + 28, box.y + 36), outline="highlight", width=4, radius=6)
        hint = f"what the {th.profession(step['prof']).name} may take"
        pen.text((x + 38, box.y + 25), kit.fit(hint, 20, box.right - x - 60), 20, "highlight",
                 False, "lm")
    if not n:
        pen.text((box.x + 18, box.y + 70), f"The {nouns(th.id)['area']} is empty.", 20, "dim",
                 False, "lm")
    for kind, count, face in lay.cards:
        if kind in lay.takeable:
            grow = 6 if count > 1 else 0
            pen.rect(Box(face.x - 4, face.y - 4, face.w + 8 + grow, face.h + 8 + grow),
                     fill="highlight", radius=14)
        if count > 1:
            back = card_back(CARD_W, CARD_H, kit.darker(_card_colour(th, kind), .35))
            for off in ((6, 6), (3, 3))[3 - min(count, 3):]:
                pen.paste(back, (face.x + off[0], face.y + off[1]))
        pen.paste(card_face(th.id, kind), (face.x, face.y))
        if count > 1:
            kit.badge(pen, (face.right - 14, face.y + 2), f"×{count}", 20, "ink", "white",
                      border="white")


def _card_colour(th: Theme, kind: str) -> kit.RGB:
    card = th.card(kind)
    if card.family == "native":
        return kit.rgb(th.tribe(card.tribes[0]).colour)
    if card.family == "food":
        return kit.PALETTE["food"]
    return kit.PALETTE[card.family]


def _draw_board(pen: Pen, view: dict, th: Theme, b: BoardLayout) -> None:
    player = player_of(view, b.seat)
    tribe = th.tribe(player["tribe"])
    colour = kit.rgb(tribe.colour)
    hi = kit.PALETTE["highlight"]
    if b.awaited or b.winner:
        pen.rect(b.frame, fill=hi, radius=18)
    pen.rect(b.box, fill=colour, radius=14)
    pen.rect((b.box.x + STRIPE, b.box.y, b.box.right, b.box.bottom), fill="paper", radius=14,
             corners=(False, True, True, False))
    # the stripe carries the tribe letter too
    h = b.header
    kit.letter_tile(pen, Box(h.x, h.y + 2, 40, 40), tribe.letter, colour, 24)
    x = h.x + 52
    # right side first, so the name knows its room
    right = h.right
    if b.awaited or b.winner:
        text = f"waiting for {shown(b.seat)}" if b.awaited else "winner"
        text = kit.fit(text, 20, 360, True)
        w = kit.pill_width(text, 20, True, 28)
        right -= w
        kit.pill(pen, (right, h.y + 2), text, 20, hi, "ink", True,
                 "arrow" if b.awaited else "star", "ink", height=40)
        right -= 12
    n = nouns(th.id)
    count_text = f"{player['native_cards']} {plural(n['native'] + ' card', player['native_cards'])}"
    if view.get("over") and b.seat in view.get("scores", {}):
        count_text = f"{view['scores'][b.seat]['total']} points · " + count_text
    right -= kit.text_width(count_text, 18)
    pen.text((right, h.y + h.h / 2), count_text, 18, "muted", False, "lm")
    right -= 16
    tribe_text = f"{tribe.name} {n['board']} ({tribe.letter})"
    first_w = kit.pill_width("First player", 18, True, 25) + 12 if player.get("first") else 0
    room = right - x - first_w - 16 - kit.text_width(tribe_text, 18, True)
    name = kit.fit(shown(b.seat), 24, max(120, room), True)
    pen.text((x, h.y + h.h / 2), name, 24, "ink", True, "lm")
    x += kit.text_width(name, 24, True) + 12
    tribe_text = kit.fit(tribe_text, 18, max(40, right - x - first_w - 8))
    pen.text((x, h.y + h.h / 2 + 1), tribe_text, 18, kit.darker(colour, .25), True, "lm")
    x += kit.text_width(tribe_text, 18, True) + 12
    if player.get("first"):
        kit.pill(pen, (x, h.y + 4), "First player", 18, "ink", "white", True, "star", hi,
                 height=36)
    # above the board
    for item, box in b.items:
        kit.pill(pen, (box.x, box.y), item.text, PILL_SIZE, item.fill, item.ink, False,
                 item.icon, item.icon_colour, height=PILL_H)
    # professions
    col_fill = kit.mix("paper", "paper2", .45)
    for prof, col, head, chips in zip(th.profession_ids, b.columns, b.heads, b.chips,
                                      strict=True):
        active = prof == b.active_prof
        pen.rect(col, fill=col_fill, outline=hi if active else None, width=3, radius=8)
        pen.paste(profession_head(th.id, prof, player["counts"].get(prof, 1), head.w, active),
                  (head.x, head.y))
        for chip in chips:
            pen.paste(native_chip(th.id, chip.kind, chip.count), (chip.box.x, chip.box.y))


def draw_table(view: dict[str, Any]) -> Image.Image:
    """The whole table as one picture."""
    th = theme(view["theme"])
    lay = layout(view)
    image, pen = kit.canvas(lay.height)
    _draw_header(pen, view, th, lay)
    if lay.winter:
        _draw_winter(pen, view, th, lay.winter)
    _draw_status(pen, lay)
    _draw_prairie(pen, view, th, lay)
    for b in lay.boards:
        _draw_board(pen, view, th, b)
    return image


# -- the score pad ---------------------------------------------------------------------------
SCORE_ROW_H = 44
DETAIL_ROW_H = 32
LABEL_W = 420


def score_rows(view: dict, th: Theme) -> list[tuple[str, str, str | None]]:
    """(key, label, profession) rows of the pad; ``profession`` set for native details."""
    n = nouns(th.id)
    rows: list[tuple[str, str, str | None]] = [
        ("natives", f"{cap(plural(n['native']))} in your {n['board']}", None)]
    if view.get("score_details"):
        rows += [("detail", th.profession(p).name, p) for p in th.profession_ids]
    rows += [
        ("others", f"Your colour in other {plural(n['board'])}", None),
        ("food", "Food", None),
        ("scalps", cap(plural(n["scalp"])), None),
        ("rituals", "Rituals", None),
        ("totems", "Totems", None),
        ("total", "Total", None),
    ]
    if "fewer-natives" in th.tie_break:
        rows.append(("native_cards", f"{cap(n['native'])} cards (ties: fewer wins)", None))
    return rows


TIE_BREAKS = {
    "fewer-natives": "fewer {native}s",
    "furthest-from-first": "seat furthest from the first player",
}


def _signed(v: int) -> str:
    return f"+{v}" if v > 0 else (f"−{-v}" if v < 0 else "0")


def draw_scores(view: dict[str, Any]) -> Image.Image:
    """The end-of-game score pad: categories as rows, players as columns, the winners."""
    th = theme(view["theme"])
    players = view["players"]
    scores = view.get("scores") or {}
    details = view.get("score_details") or {}
    winners = set(view.get("winners", []))
    rows = score_rows(view, th)
    heights = [DETAIL_ROW_H if key == "detail" else SCORE_ROW_H for key, _, _ in rows]
    title_h, banner_h, head_h = 56, 64, 76
    table_y = M + title_h + 12 + banner_h + 16
    height = table_y + head_h + sum(heights) + 16 + M
    image, pen = kit.canvas(height)
    hi = kit.PALETTE["highlight"]
    pen.rect(Box(M, M, INNER_W, title_h), fill="night2", radius=12)
    pen.text((M + 18, M + title_h / 2), f"{th.title} · final scores", 30, "light", True, "lm")
    # the winners
    banner = Box(M, M + title_h + 12, INNER_W, banner_h)
    pen.rect(banner, fill=hi, radius=12)
    best = max((scores.get(w, {}).get("total", 0) for w in winners), default=0)
    ordered = [shown(p["seat"]) for p in players if p["seat"] in winners]
    if not ordered:
        text = "No winner yet: the game is not over"
    elif len(ordered) == 1:
        text = f"{ordered[0]} wins with {best} points"
        tied = [shown(s) for s, sc in scores.items()
                if sc.get("total") == best and s not in winners]
        if tied:
            rule = " then ".join(TIE_BREAKS.get(r, r).format(**nouns(th.id))
                                 for r in th.tie_break)
            text += f" (tie with {', '.join(tied)} broken by {rule})"
    else:
        text = f"{' and '.join(ordered)} share the win with {best} points"
    pen.icon("star", (banner.x + 16, banner.y + 14), 36, "ink")
    pen.text((banner.x + 64, banner.centre[1]), kit.fit(text, 26, banner.w - 90, True), 26,
             "ink", True, "lm")
    # the table
    table = Box(M, table_y, INNER_W, head_h + sum(heights) + 16)
    pen.rect(table, fill="paper", radius=14)
    cols = Box(M + LABEL_W, table_y, INNER_W - LABEL_W - 12, table.h).columns(len(players), 6)
    for p, col in zip(players, cols, strict=True):
        if p["seat"] in winners:
            pen.rect(col.inset(0, 6), fill=kit.mix("paper", hi, .45), radius=10)
    y = table_y + 10
    for p, col in zip(players, cols, strict=True):
        tribe = th.tribe(p["tribe"])
        kit.letter_tile(pen, Box(col.centre[0] - 18, y, 36, 36), tribe.letter, tribe.colour, 22)
        name = kit.fit(shown(p["seat"]), 22, col.w - 12, True)
        pen.text((col.centre[0], y + 48), name, 22, "ink", True, "mm")
    y = table_y + head_h
    for (key, label, prof), rh in zip(rows, heights, strict=True):
        detail = key == "detail"
        if key == "total":
            pen.rect((M + 12, y + 2, table.right - 12, y + 4), fill="ink")
        elif not detail:
            pen.rect((M + 12, y, table.right - 12, y + 1), fill="line")
        size = 26 if key == "total" else (18 if detail or key == "native_cards" else 20)
        ink = "muted" if detail or key == "native_cards" else "ink"
        lx = M + (48 if detail else 20)
        pen.text((lx, y + rh / 2), kit.fit(label, size, LABEL_W - (lx - M) - 8,
                                           not detail), size, ink, not detail, "lm")
        for p, col in zip(players, cols, strict=True):
            seat = p["seat"]
            if detail:
                value = _signed(details.get(seat, {}).get(prof, 0))
            elif key == "native_cards":
                value = str(p.get("native_cards", 0))
            elif key == "natives":
                value = _signed(scores.get(seat, {}).get(key, 0))
            else:
                value = str(scores.get(seat, {}).get(key, 0))
            pen.text((col.centre[0], y + rh / 2), value, size, ink,
                     key == "total" or not detail, "mm")
        y += rh
    return image


def warm_up(theme_id: str) -> None:
    """Draw every card face and chip of a theme once, so the first real render is fast."""
    th = theme(theme_id)
    for kind, card in th.cards.items():
        card_face(theme_id, kind)
        if card.family == "native":
            native_chip(theme_id, kind)
