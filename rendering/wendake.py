"""The Wendake table (Campfire's edition): a view dict (``bot.rules.wendake``) -> a picture,
and the score pad.

Only what ``view(None)`` holds is drawn: a seat's mask cards, even when the view of that
seat is passed in, never appear (the picture is posted for everyone); their number does.
The names of the Ghost Player cards come from ``data/wendake.toml`` through
:func:`bot.rules.wendake_data.components`, since the view carries only the card's id.

The picture, top to bottom (1280 px wide, as tall as needed):

* header: title and edition, the year (seven pips), the phase in words;
* status: who the game waits for and what they decide, then the last move in words;
* during the draft the tribes offered (power and starting goods in words), during Restore the
  advanced tiles: what the awaited player chooses from, next to the question;
* the year: this year's turn order, next year's turn-order track (claims and bonus goods),
  and how the four tracks are paired (the score is the lower of each pair, added);
* the map, territories on their grid: each with its id, name, flag (E / F, beside pair 1 /
  pair 2) and multiplier, its two Productive Areas (field with its crop, or forest) with the
  Outpost, Woman or Hunter on it, and its Guards (a pawn per owner and the Warriors' ids).
  A land border is a bridge of land between two cells, a Lake a blue band or pool that
  cannot be crossed, a dark gap no border at all. Homes show the Women and Hunters on their
  field and forest, the Warriors at Home and the owner's Long House (the injured); a key
  under the map names the Lakes;
* one panel per player: name, seat pawn, tribe and its power, markers left, score; the 3×3
  action board (row a on top, the Sacred Fire, the Ritual side in purple, a pawn on each tile
  picked this year, the tile kept by the Fire); the four tracks in their two pairs, the lower
  one of each pair marked as the one that counts; goods, canoes, Natives at Home, mask cards
  in hand (how many), progress tiles, turtles;
* in the solo game the ghost: its card, its four tracks and score;
* the displays: mask cards face up, the deck and discard, the hand values; the progress
  tiles for sale; the turtles left.

Names the shipped font cannot show at all become "Seat n" (:func:`shown`). Static pieces
(tiles, territory cells, areas, track bars, pills, text) are cached sprites pasted at each
render: drawing costs about half of the PNG encode (bench/bench_render_wendake.py).

Every pawn is a disc in its seat's colour carrying the seat's number (the notation's own name
for a seat: ``2W5`` is seat 2's Warrior 5; in a solo game ``2`` is the grey ghost), so colour
never has to be told apart alone. The awaited player's panel is framed in the highlight
colour and its header filled with it; the cells, areas and tiles the last move touched are
ringed in the highlight colour.

:func:`layout` computes the rectangles first (tests use it); drawing only paints them.

Every word is made in the reader's language (``lang``, a catalog language): the pictures' own
words are messages of ``data/locales/<lang>/wendake-pictures.ftl`` (ids ``wendake-pic-…``), the
engine's words (goods, tracks, a tile's actions) those of ``wendake.ftl``; the house names the
view carries by id (tiles, progress tiles, turtles, the ghost's cards, mask kinds, territories
and Lakes) are ``wendake-pic-<family>-<key>`` families. :func:`action_label` words a control
(an order: "Pick b2, Sacred Fire"), :func:`describe_action` a move done ("picked b2, …").
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image

from bot.l10n import ENGLISH, Msg
from bot.rules.wendake_data import ACTION_WORDS, ACTIONS, COUNTED, GOODS, POWERS, TRACKS, action_word, components
from bot.rules.wendake_view import WendakeView

from . import colours, draw, labels, phone
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
MAP_GAP = 24                    # between territory cells: borders and Lakes are drawn in it
MAP_PAD = 12
CELL_HEAD_H = 32
NAME_LINE_H = 22                # a territory's name under its id, when it does not fit beside
AREA_H = 80
AREA_GAP = 6
PAWN = 28                       # a pawn on the map
GUARD_ROW_H = 32
TEXT = 16                       # the smallest text (draw.MIN_TEXT)
PILL_SIZE = 18
PILL_H = 36
TILE_W = 156                    # a tile of the 3×3 action board
TILE_H = 70
TILE_GAP = 6
LABEL_W = 24                    # the row letters left of the board
STRIPE = 12
PLAYER_HEAD_H = 52
BOARD_W = LABEL_W + 3 * TILE_W + 2 * TILE_GAP
ITEMS_W = INNER_W - STRIPE - 2 * PAD - BOARD_W - 16     # right of the board: tracks, pills
PAIR_H = 112

SEAT_COLOURS = {1: colours.rgb("#D55E00"), 2: colours.rgb("#0072B2"), 3: colours.rgb("#009E73"),
                4: colours.rgb("#CC79A7")}          # Okabe-Ito: apart for every colour vision
GHOST = "ghost"
GHOST_COLOUR = colours.rgb("#7A7A7A")
MARKER = colours.PALETTE["highlight"]
MAP_BG = (0x2B, 0x3A, 0x33)
LAND = colours.rgb("#D9CFA8")
HOME_LAND = colours.rgb("#E8DDB9")
WATER = colours.rgb("#3E8ED0")
WATER_DARK = colours.rgb("#1F5F96")
FIELD = colours.rgb("#F1E2A4")
FOREST = colours.rgb("#9CC79A")
RITUAL = colours.PALETTE["ritual"]
FIRE = colours.rgb("#F2B06B")
FLAG_INK = {"english": colours.rgb("#B22234"), "french": colours.rgb("#1F4E9C")}
TRACK_COLOURS = {"economic": colours.rgb("#B8860B"), "military": colours.rgb("#9E3B2E"),
                 "ritual": RITUAL, "mask": colours.rgb("#2F6E8E")}
NATIVE_ICONS = {"warrior": "war", "woman": "woman", "hunter": "harpoon"}
GOOD_ICONS = {"corn": "corn", "fish": "fish", "beans": "beans", "pumpkins": "pumpkin"}
CROP_INK = colours.rgb("#8A5A12")   # a crop's icon on a field of the map
STEP_NAMES = ("setup", "draft", "place", "move", "trade", "masks", "end", "swap", "over")
TILE_STEPS = ("harvest", "hunt", "fish", "canoe", "tan", "trade", "masks", "ritual", "military")
PHASES = {"draft": "draft", "swap": "restore", "setup": "setup"}      # the header's pill; else actions
AREA_ID = re.compile(r"^(?:\d?W\w+:)?([th]\d{1,2})([a-h])?$")


# -- words -------------------------------------------------------------------------------------
def _say(msg: Msg, lang: str) -> str:
    """A picture's words in ``lang``, from Wendake's catalogs (wendake.ftl, wendake-pictures.ftl)."""
    return labels.say(msg, lang, "wendake")


def _slug(name: str) -> str:
    """A house name as a message key: "Hunters' Path" -> "hunters-path"."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower().replace("'", "")).strip("-")


@lru_cache(maxsize=1)
def _place_keys() -> frozenset[str]:
    """The territories' and Lakes' names of every map, as message keys."""
    keys: set[str] = set()
    for gm in components().maps.values():
        keys.update(_slug(t.name) for t in gm.territories.values())
        keys.update(_slug(w) for w in gm.water.values())
    return frozenset(keys)


def track_name(track: str, lang: str = ENGLISH) -> str:
    """A track's name ("Economic"), the engine's word (``wendake-track-<track>``)."""
    return _say(Msg.named("wendake-track", track), lang) if track in TRACKS else track


def good_name(good: str, lang: str = ENGLISH) -> str:
    """A good's name ("beans"), the engine's word (``wendake-good-<good>``)."""
    return _say(Msg.named("wendake-good", good), lang) if good in GOODS else good


def action_text(action: str, lang: str = ENGLISH) -> str:
    """A tile's action in words, ``move:3`` -> "Move 3", the engine's ``wendake-action-…``."""
    verb, _, n = action.partition(":")
    if verb in COUNTED and not n:
        return _say(Msg.named("wendake-pic-action", verb), lang)
    if verb not in ACTIONS or (verb in COUNTED) != n.isdigit():
        return action_word(action)
    return _say(Msg.named("wendake-action", verb, n=int(n)) if n else Msg.named("wendake-action", verb), lang)


def tile_name(tile: str, fallback: str, lang: str = ENGLISH) -> str:
    """An action tile's name by its id (``wendake-pic-tile-<id>``); ``fallback`` for an
    id the data does not hold."""
    return _say(Msg.named("wendake-pic-tile", tile), lang) if tile in components().tiles else fallback


def progress_name(view: WendakeView, pid: str, lang: str = ENGLISH) -> str:
    if pid in components().progress:
        return _say(Msg.named("wendake-pic-progress", pid), lang)
    return _name_of(view.get("progress_tiles", {}), pid)


def turtle_name(view: WendakeView, kind: str, lang: str = ENGLISH) -> str:
    """A turtle's kind in a word ("Forest"): the pill says "Turtles: Forest ×2"."""
    if kind in components().turtles:
        return _say(Msg.named("wendake-pic-turtle", kind), lang)
    return _name_of(view.get("turtle_kinds", {}), kind).removesuffix(" Turtle")


def ghost_card_name(card: str, lang: str = ENGLISH) -> str:
    return _say(Msg.named("wendake-pic-ghostcard", card), lang) if card in components().ghosts else card


def place_name(name: str, lang: str = ENGLISH) -> str:
    """A territory's or a Lake's name (house data, ``wendake-pic-place-<name>``)."""
    key = _slug(name)
    return _say(Msg.named("wendake-pic-place", key), lang) if key in _place_keys() else name


def mask_name(kind: str, lang: str = ENGLISH) -> str:
    """A mask card's kind ("Bear", "Wild"); the notation keeps the id (``mask bear``)."""
    known = kind in components().mask_kinds or kind == "wild"
    return _say(Msg.named("wendake-pic-mask", kind), lang) if known else kind


def hand_name(hand: str, lang: str = ENGLISH) -> str:
    """A Mask ceremony's hand ("full house")."""
    return _say(Msg.named("wendake-pic-hand", hand), lang) if hand in components().hands else \
        hand.replace("-", " ")


def power_text(power: str | None, lang: str = ENGLISH) -> str:
    """A tribe's power (data/wendake.toml) in a few words; "" for none."""
    return _say(Msg.named("wendake-pic-power", power), lang) if power in POWERS else ""


def tribe_name(p: dict, lang: str = ENGLISH) -> str:
    return p.get("tribe_name") or _say(Msg("wendake-pic-no-tribe"), lang)


def natives_text(n: int, kind: str, lang: str = ENGLISH) -> str:
    """``n`` Natives of a kind: "5 Warriors", "1 Woman"."""
    return _say(Msg.named("wendake-pic-natives", kind, n=n), lang)


# -- who is who --------------------------------------------------------------------------------
def shown(view: WendakeView, seat: str, lang: str = ENGLISH) -> str:
    """:func:`labels.shown`, the solo game's ghost named "Ghost" (``wendake-pic-ghost-seat``)."""
    return labels.shown(view, seat, {GHOST: _say(Msg("wendake-pic-ghost-seat"), lang)}, lang)


def number_of(view: WendakeView, seat: str) -> int:
    """The seat's number (the notation's name for it); the ghost is seat 2."""
    number = labels.seat_number(view, seat)
    return number if number is not None else view.get("ghost", {}).get("seat", 2)


def look(view: WendakeView, seat: str) -> tuple[str, colours.RGB]:
    """(letter, colour) of a seat's pawns: its number in its seat colour; the ghost is grey."""
    if seat == GHOST and player_of(view, seat) is None:
        return str(view.get("ghost", {}).get("seat", 2)), GHOST_COLOUR
    number = number_of(view, seat)
    return str(number), SEAT_COLOURS.get(number, GHOST_COLOUR)


def who(view: WendakeView, seat: str, lang: str = ENGLISH) -> str:
    """"Ann (1)": a name with its seat number, as text can carry it."""
    letter, _ = look(view, seat)
    return f"{shown(view, seat, lang)} ({letter})"


# -- moves in words ------------------------------------------------------------------------------
def _tile_at(view: WendakeView, seat: str, pos: str, lang: str = ENGLISH) -> str | None:
    p = player_of(view, seat)
    if p is None:
        return None
    return next((tile_name(t["tile"], t["name"], lang) for t in p["board"] if t["pos"] == pos), None)


def _name_of(table: dict, key: str) -> str:
    entry = table.get(key)
    return entry["name"] if isinstance(entry, dict) and "name" in entry else key


def _goods_list(goods: list[str], lang: str) -> str:
    return ", ".join(good_name(g, lang) for g in goods)


def _step_args(view: WendakeView, seat: str, verb: str, args: list[str],
               lang: str) -> tuple[str, dict] | None:
    """(message key, arguments) of one step of the notation, said in the past ("did") or
    as an order ("do"); None for a step the pictures do not know."""
    arg = args[0] if args else ""
    if verb in ("pick", "fire"):
        name = _tile_at(view, seat, arg, lang)
        return (f"{verb}-tile", {"pos": arg, "tile": name}) if name else (verb, {"pos": arg})
    if verb == "transfer" and args:
        return ("transfer-empty" if "empty" in args else "transfer"), {"area": arg}
    if verb in ("use", "buy") and args:
        return verb, {"progress": progress_name(view, arg, lang)}
    if verb == "move" and len(args) >= 2:
        return "move", {"warrior": arg, "to": args[-1]}
    if verb == "attack" and len(args) >= 2:
        return "attack", {"warrior": arg, "target": args[1]}
    if verb == "barter" and len(args) >= 2:
        return "barter", {"give": goods_text(2, args[0], lang), "get": goods_text(1, args[1], lang)}
    if verb == "sell":
        return ("sell", {"goods": _goods_list(args, lang)}) if args else ("sell-each", {})
    if verb == "mask" and args:
        return ("mask-deck", {}) if arg == "deck" else ("mask", {"mask": mask_name(arg, lang)})
    if verb == "ceremony":
        return "ceremony", {"n": len(args), "cards": ", ".join(mask_name(a, lang) for a in args)}
    if verb == "tribe" and args:
        tribe = components().tribes.get(arg)
        return "tribe", {"tribe": tribe.name if tribe else arg.capitalize()}
    if verb == "upgrade" and len(args) >= 2:
        tiles = view.get("tiles", {})
        return "upgrade", {"pos": arg, "tile": tile_name(args[1], _name_of(tiles, args[1]), lang)}
    if verb in ("turn-order", "keep", "done", "skip") and not args:
        return verb, {}
    return None


def describe_step_text(view: WendakeView, seat: str, step: str, lang: str = ENGLISH) -> str:
    """One step of an action in words (``pick b2`` -> "picked b2, Sacred Fire")."""
    words = step.split()
    if not words:
        return ""
    verb, args = words[0], words[1:]
    said = _step_args(view, seat, verb, args, lang)
    if said is not None:
        return _say(Msg.named("wendake-pic-did", said[0], **said[1]), lang)
    if verb in ACTION_WORDS or ":" in verb:
        word = action_text(verb, lang)
        return word if not args else f"{word} {' '.join(args)}"
    return step.strip()


def describe_action(view: WendakeView, seat: str, action: str, lang: str = ENGLISH) -> str:
    """A whole (compound) action in words, repeated steps merged (:func:`labels.join_steps`)."""
    steps = [describe_step_text(view, seat, s, lang) for s in action.split(";") if s.strip()]
    return labels.join_steps([s for s in steps if s])


def _actor(view: WendakeView) -> str:
    return view.get("you") or next(iter(view.get("awaiting") or []), None) or view.get("turn") or ""


def action_label(view: WendakeView, action: str, lang: str = ENGLISH) -> str:
    """A control's words for ``action`` (the notation), as an order to the player: ``pick b2``
    -> "Pick b2, Sacred Fire", ``turn-order`` -> "Claim turn order"."""
    seat = _actor(view)
    out = []
    for step in action.split(";"):
        words = step.split()
        if not words:
            continue
        verb, args = words[0], words[1:]
        said = _step_args(view, seat, verb, args, lang)
        if said is not None and said[0] == "skip":
            nxt = _next_tile_action(view)
            said = ("skip-action", {"action": action_text(nxt, lang)}) if nxt else said
        if said is not None:
            out.append(_say(Msg.named("wendake-pic-do", said[0], **said[1]), lang))
        elif verb in TILE_STEPS and not args:
            out.append(_say(Msg.named("wendake-pic-do", verb), lang))
        else:
            out.append(describe_step_text(view, seat, step, lang))
    return labels.join_steps(out)


def _next_tile_action(view: WendakeView) -> str | None:
    step = view.get("step") or {}
    actions, k = step.get("actions") or [], step.get("next", 0)
    return actions[k] if step.get("name") == "tile" and k < len(actions) else None


def describe_step(view: WendakeView, lang: str = ENGLISH) -> str:
    """What the awaited player decides now."""
    step = view.get("step") or {}
    name = step.get("name", "")
    if name == "tile":
        actions = step.get("actions") or []
        k = step.get("next", 0)
        rest = [action_text(a, lang) for a in actions[k:]]
        return _say(Msg("wendake-pic-step-tile", actions=", ".join(rest)), lang) if rest else \
            _say(Msg("wendake-pic-step-tile-used"), lang)
    if name == "move":
        return _say(Msg("wendake-pic-step-move-left", n=step.get("left", 0)), lang)
    if name == "place":
        p = player_of(view, view.get("turn") or "")
        if p is not None:
            return _say(Msg("wendake-pic-step-place-left", n=p["markers"]), lang)
    return _say(Msg.named("wendake-pic-step", name), lang) if name in STEP_NAMES else name


def last_marks(view: WendakeView) -> tuple[str | None, set[str], set[str]]:
    """(seat, territory and area ids, board positions) the last move touched; the Warrior
    that moved or attacked is followed to where it stands now."""
    last = view.get("last")
    if not last:
        return None, set(), set()
    seat = last.get("seat")
    p = player_of(view, seat) if seat else None
    places: set[str] = set()
    positions: set[str] = set()
    for step in str(last.get("action", "")).split(";"):
        words = step.split()
        if not words:
            continue
        if words[0] in ("pick", "fire", "upgrade") and len(words) > 1:
            positions.add(words[1])
        if words[0] in ("move", "attack") and len(words) > 1 and p is not None:
            where = p["warriors"].get(words[1])
            if where and where[0] in "th" and where[1:2].isdigit():
                places.update((_territory_of(where), where))
        for w in words[1:]:
            m = AREA_ID.match(w)
            if m:                       # an area rings its territory too
                places.update((m.group(1), m.group(1) + (m.group(2) or "")))
    return seat, places, positions


def _territory_of(area: str) -> str:
    return area.rstrip("abcdefgh")


# -- layout ----------------------------------------------------------------------------------
@dataclass
class Item:
    """A labelled pill in a player's panel or a display."""

    text: str
    width: int
    fill: colours.RGB = colours.PALETTE["paper2"]
    ink: colours.RGB = colours.PALETTE["ink"]
    icon: str | None = None
    icon_colour: colours.RGB | None = None
    box: Box | None = None


@dataclass
class CellLayout:
    tid: str
    box: Box
    areas: list[Box]
    guards: Box
    head_h: int = 32                  # CELL_HEAD_H, or more when names go under the ids


@dataclass
class PlayerLayout:
    seat: str
    box: Box
    frame: Box
    header: Box
    board: Box                        # the 3×3 grid with its row and column labels
    tiles: dict[str, Box]             # position -> tile box
    pairs: list[Box]
    items: list[Item]
    awaited: bool
    winner: bool


@dataclass
class TableLayout:
    height: int
    header: Box
    status: Box
    status_lines: list[tuple[str, int, bool, colours.RGB]]
    choices: Box | None
    choice_rows: list[tuple[str, list[Item]]]
    year: Box
    map: Box
    cells: dict[str, CellLayout]
    map_key: Box
    map_key_lines: list[str]
    displays: Box
    display_rows: list[tuple[str, list[Item]]]
    ghost: Box | None
    players: list[PlayerLayout] = field(default_factory=list)

    def player(self, seat: str) -> PlayerLayout:
        for p in self.players:
            if p.seat == seat:
                return p
        raise KeyError(seat)


def _pill(text: str, fill: colours.Colour = "paper2", ink: colours.Colour | None = None,
          icon: str | None = None, icon_colour: colours.Colour | None = None,
          max_w: int = 600) -> Item:
    text = draw.fit(text, PILL_SIZE, max_w)
    isz = round(PILL_H * .7) if icon else 0
    f = colours.rgb(fill)
    return Item(text, draw.pill_width(text, PILL_SIZE, False, isz), f,
                colours.rgb(ink) if ink is not None else colours.ink_on(f), icon,
                colours.rgb(icon_colour) if icon_colour is not None else None)


def _place_items(items: list[Item], x: int, y: int, w: int) -> int:
    offsets, h = draw.flow([i.width for i in items], w, PILL_H, 8, 8)
    for it, (dx, dy) in zip(items, offsets, strict=True):
        it.box = Box(x + dx, y + dy, it.width, PILL_H)
    return h


def _status_lines(view: WendakeView, lang: str = ENGLISH) -> list[tuple[str, int, bool, colours.RGB]]:
    width = INNER_W - 2 * 16 - 40
    if view.get("over"):
        scores = view.get("scores") or {}
        winners = view.get("winners") or []
        best = max((scores.get(w, {}).get("total", 0) for w in winners), default=0)
        if "ghost" in view and len(view["players"]) == 1:
            seat = view["players"][0]["seat"]
            mine = scores.get(seat, {}).get("total", 0)
            ghost = view["ghost"]["score"]["total"]
            beat = "yes" if view.get("beat_ghost", mine > ghost) else "no"
            head = _say(Msg("wendake-pic-over-solo", seat=who(view, seat, lang), beats=beat, mine=mine,
                            ghost=ghost), lang)
        else:
            names = [who(view, w, lang) for w in winners]
            head = labels.with_resigned(_say(Msg("wendake-pic-over", names=names, n=best), lang), view, lang)
    else:
        awaited = [who(view, s, lang) for s in view.get("awaiting") or []]
        head = _say(Msg("wendake-pic-to-play", names=", ".join(awaited), count=len(awaited),
                        step=describe_step(view, lang)), lang)
    return labels.status_lines(head, last_move(view, lang), width, colours.PALETTE["light"], head_lines=3)


def last_move(view: WendakeView, lang: str = ENGLISH) -> str:
    """"Last move: cy (3) — sold one good of each kind" (status box and phone picture)."""
    last = view.get("last")
    if not last:
        return _say(Msg("wendake-pic-last-none"), lang)
    return _say(Msg("wendake-pic-last", seat=who(view, last["seat"], lang),
                    move=describe_action(view, last["seat"], last["action"], lang)), lang)


def _grid(view: WendakeView) -> tuple[int, int]:
    ts = view["map"]["territories"]
    return max(t["at"][0] for t in ts) + 1, max(t["at"][1] for t in ts) + 1


def _guard_groups(view: WendakeView, t: dict, max_w: int) -> list[tuple[str, list[str]]]:
    """(owner, Warrior ids) of the Guards in a territory, in seat order; an owner's ids are
    split over several groups when they do not fit ``max_w`` in one."""
    owners: dict[str, list[str]] = {}
    for g in t["guards"]:
        owners.setdefault(g["owner"], []).append(g["warrior"])
    groups: list[tuple[str, list[str]]] = []
    for seat, ws in sorted(owners.items(), key=lambda kv: number_of(view, kv[0])):
        chunk: list[str] = []
        for w in ws:
            if chunk and _guard_width(chunk + [w]) > max_w:
                groups.append((seat, chunk))
                chunk = []
            chunk.append(w)
        groups.append((seat, chunk))
    return groups


def _guard_width(warriors: list[str]) -> int:
    return PAWN + 4 + draw.text_width(" ".join(warriors), TEXT, True) + 6


def _longhouse_parts(p: dict | None, max_w: int, lang: str = ENGLISH
                     ) -> tuple[str, list[tuple[str, int]], int]:
    """(label, (native kind, count) of the injured, width) of a Home's Long House line: the
    short label ("LH") when the counts leave no room for the long one."""
    lh = (p or {}).get("longhouse") or {}
    counts = [(k, lh.get(k, 0)) for k in ("warrior", "woman", "hunter") if lh.get(k, 0)]
    tail = sum(22 + draw.text_width(f"×{n}", TEXT, True) + 8 for _, n in counts) if counts else \
        draw.text_width(_say(Msg("wendake-pic-empty"), lang), TEXT) + 8
    for label in (_say(Msg("wendake-pic-longhouse"), lang), _say(Msg("wendake-pic-longhouse-short"), lang)):
        width = draw.text_width(label, TEXT, True) + 8 + tail
        if width <= max_w:
            break
    return label, counts, width


def _cell_height(view: WendakeView, t: dict, cell_w: int) -> int:
    """A territory's height below its head."""
    inner = cell_w - 2 * GAP
    widths = [_guard_width(ws) for _, ws in _guard_groups(view, t, inner)]
    _, h = draw.flow(widths, inner, PAWN, 4, 4)
    extra = GUARD_ROW_H if t["home"] is not None else 0      # the Long House line
    return AREA_H + 8 + max(h, PAWN) + 8 + extra + GAP


def _cell_name(view: WendakeView, t: dict, lang: str = ENGLISH) -> str:
    if t["home"] is not None:
        return _say(Msg("wendake-pic-home-of", seat=shown(view, t["home"], lang)), lang)
    return place_name(t["name"], lang)


def _name_room(tid: str, multiplier: int, flag_kind: str | None, w: int) -> tuple[int, int]:
    """The left and right of the room beside a territory's id, its flag and its multiplier."""
    x = 10 + draw.text_width(tid, 20, True) + 8
    right = w - 8
    if multiplier > 1:
        right -= draw.text_width(f"×{multiplier}", 18, True) + 16
    if flag_kind:
        right -= 32
    return x, right - 4


def _name_beside(tid: str, name: str, home: bool, multiplier: int, flag_kind: str | None, w: int) -> bool:
    """Whether a territory's name fits on its head line, beside the id, flag and multiplier."""
    x, right = _name_room(tid, multiplier, flag_kind, w)
    return draw.text_width(name, TEXT, home) <= right - x


def _head_height(view: WendakeView, t: dict, cell_w: int, lang: str = ENGLISH) -> int:
    """The head of a territory: one line, or two when its name does not fit beside its id,
    flag and multiplier ("Thunder Rock" beside "t14", a flag and "×2"): the name goes under
    them, whole."""
    beside = _name_beside(t["id"], _cell_name(view, t, lang), t["home"] is not None, t.get("multiplier", 1),
                          t.get("flag"), cell_w)
    return CELL_HEAD_H if beside else CELL_HEAD_H + NAME_LINE_H


def _map_layout(view: WendakeView, y: int, lang: str = ENGLISH) -> tuple[Box, dict[str, CellLayout]]:
    cols, rows = _grid(view)
    inner_w = INNER_W - 2 * MAP_PAD
    cell_w = (inner_w - (cols - 1) * MAP_GAP) // cols
    ts = view["map"]["territories"]
    row_h = [0] * rows                  # a row is as tall as its fullest cell
    head_h = [CELL_HEAD_H] * rows       # and its heads as its tallest head (areas line up)
    for t in ts:
        head_h[t["at"][1]] = max(head_h[t["at"][1]], _head_height(view, t, cell_w, lang))
    for t in ts:
        row_h[t["at"][1]] = max(row_h[t["at"][1]], head_h[t["at"][1]] + _cell_height(view, t, cell_w))
    row_y = [y + MAP_PAD + sum(row_h[:r]) + r * MAP_GAP for r in range(rows)]
    x0 = M + MAP_PAD + (inner_w - cols * cell_w - (cols - 1) * MAP_GAP) // 2
    cells: dict[str, CellLayout] = {}
    for t in ts:
        cx, cy = t["at"]
        box = Box(x0 + cx * (cell_w + MAP_GAP), row_y[cy], cell_w, row_h[cy])
        area_row = Box(box.x + GAP, box.y + head_h[cy], box.w - 2 * GAP, AREA_H)
        areas = area_row.columns(max(1, len(t["areas"])), AREA_GAP)
        guards = Box(box.x + GAP, area_row.bottom + 8, box.w - 2 * GAP,
                     box.bottom - area_row.bottom - 8 - GAP)
        cells[t["id"]] = CellLayout(t["id"], box, areas, guards, head_h[cy])
    panel = Box(M, y, INNER_W, sum(row_h) + (rows - 1) * MAP_GAP + 2 * MAP_PAD)
    return panel, cells


def _map_key_lines(view: WendakeView, lang: str = ENGLISH) -> list[str]:
    lakes = view["map"].get("lakes") or {}
    water = " · ".join(f"{place_name(name, lang)}: {', '.join(ts)}" for name, ts in lakes.items())
    lines = [_say(Msg("wendake-pic-key-borders"), lang)]
    if water:
        lines.append(_say(Msg("wendake-pic-key-lakes", lakes=water), lang))
    lines.append(_say(Msg("wendake-pic-key-pawns", english=flag_letter("english", lang),
                          french=flag_letter("french", lang), lh=_say(Msg("wendake-pic-longhouse-short"), lang),
                          longhouse=_say(Msg("wendake-pic-longhouse"), lang)), lang))
    lines.append(_say(Msg("wendake-pic-key-crops", crops=", ".join(good_name(c, lang) for c in CROPS)), lang))
    out: list[str] = []
    for line in lines:
        out.extend(draw.wrap(line, TEXT, INNER_W - 24, False, 2))
    return out


def _choice_rows(view: WendakeView, lang: str = ENGLISH) -> list[tuple[str, list[Item]]]:
    """What the draft (tribes offered) and Restore (advanced tiles) choose from: shown right
    under the status, next to the question."""
    rows: list[tuple[str, list[Item]]] = []
    draft = view.get("draft")
    if draft and (view.get("step") or {}).get("name") == "draft":
        items = []
        for tid in draft["offer"]:
            tribe = components().tribes.get(tid)
            name = tribe.name if tribe else tid.capitalize()
            power = power_text(tribe.power, lang) if tribe else ""
            goods = ", ".join(goods_text(n, g, lang) for g, n in tribe.goods.items()) if tribe else ""
            text = _say(Msg("wendake-pic-tribe-offer", tribe=name, power=power, goods=goods,
                            has_power="yes" if power else "no", has_goods="yes" if goods else "no"), lang)
            room = INNER_W - 2 * PAD - label_width(lang) - 40
            if goods and draw.text_width(text, PILL_SIZE) > room - PILL_H:     # the goods in a pill of their own
                items.append(_pill(_say(Msg("wendake-pic-tribe-offer", tribe=name, power=power, goods="",
                                            has_power="yes" if power else "no", has_goods="no"), lang),
                                   "paper", max_w=room))
                text = _say(Msg("wendake-pic-tribe-goods", goods=goods), lang)
            items.append(_pill(text, "paper", max_w=room))
        rows.append((_say(Msg("wendake-pic-tribes-offered"), lang), items))
    adv = view.get("advanced")
    if adv:
        tiles = view.get("tiles", {})
        items = []
        for tid in adv["display"]:
            t = tiles.get(tid, {"name": tid, "actions": []})
            acts = ", ".join(action_text(a, lang) for a in t["actions"])
            items.append(_pill(_say(Msg("wendake-pic-with-actions", tile=tile_name(tid, t["name"], lang),
                                        actions=acts), lang), "paper"))
        rows.append((_say(Msg("wendake-pic-level-tiles", n=adv["level"]), lang), items))
    return rows


def _display_rows(view: WendakeView, lang: str = ENGLISH) -> list[tuple[str, list[Item]]]:
    rows: list[tuple[str, list[Item]]] = []
    masks = view.get("masks") or {}
    items = [_pill(mask_name(k, lang), "#DCE9F2", icon="feather", icon_colour="#2F6E8E")
             for k in masks.get("display", [])]
    items.append(_pill(_say(Msg("wendake-pic-deck-discard", deck=masks.get("deck", 0),
                                discard=masks.get("discard", 0)), lang), "paper2", "muted"))
    rows.append((_say(Msg("wendake-pic-masks-face-up"), lang), items))
    hands = masks.get("hands") or {}
    if hands:
        text = ", ".join(f"{hand_name(k, lang)} {v}" for k, v in hands.items())
        rows.append((_say(Msg("wendake-pic-ceremony-hands"), lang),
                     [_pill(text, "paper", "muted", max_w=INNER_W - 2 * PAD - label_width(lang))]))
    catalogue = view.get("progress_tiles", {})
    for level, row in (view.get("progress") or {}).items():
        items = []
        for pid in row:
            pr = catalogue.get(pid, {"name": pid, "cost": [], "points": 0})
            cost = "+".join(good_name(g, lang) for g in pr["cost"])
            items.append(_pill(_say(Msg("wendake-pic-offer-progress", progress=progress_name(view, pid, lang),
                                        cost=cost, n=pr["points"]), lang), "paper"))
        rows.append((_say(Msg("wendake-pic-level-progress", n=int(level)), lang),
                     items or [_pill(_say(Msg("wendake-pic-none-left"), lang), "paper2", "muted")]))
    rows.append((_say(Msg("wendake-pic-turtles"), lang),
                 [_pill(_say(Msg("wendake-pic-turtles-left", n=view.get("turtles_left", 0)), lang),
                        "paper2", "muted")]))
    return rows


DISPLAY_LABEL_W = 200           # the labels' column of the displays and choices, at the least


@lru_cache(maxsize=8)
def label_width(lang: str = ENGLISH) -> int:
    """The labels' column of the displays and choices in ``lang``: :data:`DISPLAY_LABEL_W`, or
    as wide as the language's longest label needs ("Plättchen der Stufe 1"), within 280 px."""
    said = [Msg("wendake-pic-tribes-offered"), Msg("wendake-pic-masks-face-up"), Msg("wendake-pic-ceremony-hands"),
            Msg("wendake-pic-turtles"), *(Msg("wendake-pic-level-tiles", n=n) for n in (1, 2)),
            *(Msg("wendake-pic-level-progress", n=n) for n in (1, 2, 3))]
    widest = max(draw.text_width(_say(m, lang), 18, True) for m in said)
    return min(280, max(DISPLAY_LABEL_W, widest + 24))


def goods_text(n: int, good: str, lang: str = ENGLISH) -> str:
    """``n`` of a good as a pill says it, "1 bean", "2 beans", "1 corn": the plural forms are
    the catalog's (``wendake-goods-<good>``, as the engine's sentences say them)."""
    return _say(Msg.named("wendake-goods", good, n=n), lang) if good in GOODS else f"{n} {good}"


def _player_items(view: WendakeView, p: dict, lang: str = ENGLISH) -> list[Item]:
    items: list[Item] = []
    for good, n in p["goods"].items():
        items.append(_pill(goods_text(n, good, lang), "paper2" if n else "paper", None if n else "muted",
                           icon=GOOD_ICONS.get(good), icon_colour="#B07A1A"))
    items.append(_pill(_say(Msg("wendake-pic-canoes", n=p["canoes"]), lang), "#D6E6F2", WATER_DARK))
    home = p["home_natives"]
    text = _say(Msg("wendake-pic-at-home", natives=", ".join(
        natives_text(home[k], k, lang) for k in ("warrior", "woman", "hunter"))), lang)
    items.append(_pill(text, "paper2"))
    items.append(_pill(_say(Msg("wendake-pic-cards-in-hand", n=p["hand"]), lang), "#DCE9F2", icon="feather",
                       icon_colour="#2F6E8E"))
    used = set(p.get("progress_used") or [])
    for pid in p.get("progress") or []:
        name = progress_name(view, pid, lang)
        items.append(_pill(_say(Msg("wendake-pic-used", progress=name), lang) if pid in used else name,
                           "paper" if pid in used else "#DDEBCF", "muted" if pid in used else "ink"))
    if p.get("turtles"):
        held = Counter(p["turtles"])
        names = ", ".join(turtle_name(view, t, lang) + (f" ×{n}" if n > 1 else "")
                          for t, n in sorted(held.items()))
        items.append(_pill(_say(Msg("wendake-pic-turtles-held", turtles=names), lang), "#D8E8D0",
                           max_w=ITEMS_W - PILL_SIZE - 4))
    return items


def _player_layout(view: WendakeView, p: dict, y: int, lang: str = ENGLISH) -> PlayerLayout:
    x0 = M + STRIPE + PAD
    inner_w = INNER_W - STRIPE - 2 * PAD
    header = Box(x0, y + PAD, inner_w, PLAYER_HEAD_H)
    by = header.bottom + 10
    # a row of the board is as tall as its fullest tile (a long name on two lines)
    row_h = [TILE_H] * 3
    for k, t in enumerate(p["board"][:9]):
        row_h[k // 3] = max(row_h[k // 3], _tile_height(*_tile_key(view, p, t, lang), lang))
    row_y = [by + 24 + sum(row_h[:r]) + r * TILE_GAP for r in range(3)]
    board = Box(x0, by, BOARD_W, 24 + sum(row_h) + 2 * TILE_GAP)
    tiles = {}
    for k, t in enumerate(p["board"]):
        r, c = divmod(k, 3)
        if r < 3:
            tiles[t["pos"]] = Box(board.x + LABEL_W + c * (TILE_W + TILE_GAP), row_y[r], TILE_W, row_h[r])
    rx = board.right + 16
    rw = x0 + inner_w - rx
    pairs = Box(rx, by, rw, PAIR_H).columns(2, 10)
    items = _player_items(view, p, lang)
    items_h = _place_items(items, rx, by + PAIR_H + 10, rw)
    bottom = max(board.bottom, by + PAIR_H + 10 + items_h)
    box = Box(M, y, INNER_W, bottom + PAD - y)
    awaited = p["seat"] in (view.get("awaiting") or [])
    winner = bool(view.get("over")) and p["seat"] in (view.get("winners") or [])
    if "ghost" in view and len(view["players"]) == 1:      # solo: the win is beating the ghost
        winner = winner and bool(view.get("beat_ghost", True))
    return PlayerLayout(p["seat"], box, Box(box.x - 6, box.y - 6, box.w + 12, box.h + 12), header,
                        board, tiles, pairs, items, awaited, winner)


def layout(view: WendakeView, lang: str = ENGLISH) -> TableLayout:
    """Every rectangle of the table picture, top to bottom, its words in ``lang``."""
    y = M
    header = Box(M, y, INNER_W, HEADER_H)
    y = header.bottom + SECTION_GAP
    lines = _status_lines(view, lang)
    status_h = 28 + sum(draw.line_height(size) for _, size, _, _ in lines)
    status = Box(M, y, INNER_W, status_h)
    y = status.bottom + SECTION_GAP
    choice_rows = _choice_rows(view, lang)
    choices = None
    if choice_rows:
        choices = _place_rows(choice_rows, y, lang)
        y = choices.bottom + SECTION_GAP
    year = Box(M, y, INNER_W, 2 * 44 + 2 * PAD)
    y = year.bottom + SECTION_GAP
    map_box, cells = _map_layout(view, y, lang)
    y = map_box.bottom + 8
    key_lines = _map_key_lines(view, lang)
    map_key = Box(M, y, INNER_W, len(key_lines) * draw.line_height(TEXT) + 4)
    y = map_key.bottom + SECTION_GAP
    players = []
    for p in view["players"]:
        y += 6
        pl = _player_layout(view, p, y, lang)
        players.append(pl)
        y = pl.box.bottom + 6 + SECTION_GAP
    ghost = None
    if "ghost" in view:
        ghost = Box(M, y, INNER_W, PLAYER_HEAD_H + PAIR_H + 3 * PAD)
        y = ghost.bottom + SECTION_GAP
    rows = _display_rows(view, lang)
    displays = _place_rows(rows, y, lang)
    return TableLayout(displays.bottom + M, header, status, lines, choices, choice_rows, year,
                       map_box, cells, map_key, key_lines, displays, rows, ghost, players)


def _place_rows(rows: list[tuple[str, list[Item]]], y: int, lang: str = ENGLISH) -> Box:
    """Lay out labelled rows of pills in a panel from ``y``; returns the panel."""
    dy = y + PAD
    for _, items in rows:
        dy += _place_items(items, M + PAD + label_width(lang), dy, INNER_W - 2 * PAD
                           - label_width(lang)) + 8
    return Box(M, y, INNER_W, dy - y + PAD - 8)


# -- sprites ---------------------------------------------------------------------------------
@remembered
def ring(size: int) -> Image.Image:
    """The highlight ring around what the last move touched."""
    return draw.sprite(size, size, lambda pen: pen.ellipse((2, 2, size - 2, size - 2),
                                                          outline=MARKER, width=4))


def flag_letter(kind: str, lang: str = ENGLISH) -> str:
    """A flag's letter in ``lang``: E (English) and F (French) in English."""
    return _say(Msg.named("wendake-pic-flag-letter", kind), lang) if kind in FLAG_INK else kind[:1].upper()


@remembered
def flag(kind: str, size: int = 30, lang: str = ENGLISH) -> Image.Image:
    """A flag on its pole with its letter: E (English, pair 1) or F (French, pair 2)."""
    ink = FLAG_INK.get(kind, colours.PALETTE["ink"])
    letter = flag_letter(kind, lang)

    def paint(pen: Pen) -> None:
        pen.rect((2, 2, 5, size - 1), fill="ink")
        pen.rect((5, 3, size - 1, size * .72), fill="white", outline=ink, width=2, radius=3)
        _text(pen, ((size + 4) / 2, size * .38), letter, TEXT, ink, True, "mm")
    return draw.sprite(size, size, paint)


# -- drawing ---------------------------------------------------------------------------------
def _text(pen: Pen, xy: tuple[float, float], text: str, size: int, fill: colours.Colour = "ink",
          bold: bool = False, anchor: str = "la") -> None:
    draw.stamp_text(pen, xy, text, size, fill, bold, anchor)


def _lines(pen: Pen, xy: tuple[float, float], lines: list[str] | tuple[str, ...], size: int,
           fill: colours.Colour = "ink", bold: bool = False) -> None:
    for i, line in enumerate(lines):
        _text(pen, (xy[0], xy[1] + i * draw.line_height(size)), line, size, fill, bold)


@remembered
def pill_sprite(text: str, fill: colours.RGB, ink: colours.RGB, icon: str | None,
                icon_colour: colours.RGB | None) -> Image.Image:
    """A cached :func:`draw.pill` of the players' and displays' size."""
    isz = round(PILL_H * .7) if icon else 0
    w = draw.pill_width(text, PILL_SIZE, False, isz)
    return draw.sprite(w, PILL_H, lambda pen: draw.pill(pen, (0, 0), text, PILL_SIZE, fill, ink, False,
                                                      icon, icon_colour, height=PILL_H), ss=1)


def _pawn(pen: Pen, view: WendakeView, seat: str, xy: tuple[int, int], size: int = PAWN) -> None:
    letter, colour = look(view, seat)
    pen.paste(draw.token(letter, colour, size), xy)


def _draw_header(pen: Pen, view: WendakeView, lay: TableLayout, lang: str = ENGLISH) -> None:
    box = lay.header
    pen.rect(box, fill="night2", radius=12)
    _text(pen, (box.x + 18, box.centre[1]), "Wendake", 32, "light", True, "lm")
    x = box.x + 30 + draw.text_width("Wendake", 32, True)
    edition = _say(Msg("wendake-pic-edition"), lang)
    _text(pen, (x, box.centre[1] + 2), edition, 18, "dim", False, "lm")
    x += draw.text_width(edition, 18) + 24
    year, years = view.get("year", 1), view.get("years", 7)
    text = _say(Msg("wendake-pic-year-of", year=year, years=years), lang)
    _text(pen, (x, box.centre[1]), text, 22, "light", True, "lm")
    x += draw.text_width(text, 22, True) + 12
    for k in range(1, years + 1):
        cx = x + (k - 1) * 22
        done = k < year or view.get("over")
        fill = MARKER if k == year and not view.get("over") else (
            colours.PALETTE["dim"] if done else colours.PALETTE["night"])
        pen.ellipse((cx, box.centre[1] - 8, cx + 16, box.centre[1] + 8), fill=fill,
                    outline="dim", width=2)
    right = box.right - 12
    if view.get("over"):
        over = _say(Msg("wendake-pic-game-over"), lang)
        draw.pill(pen, (right - draw.pill_width(over, 20, True, 28), box.y + 12), over,
                 20, MARKER, "ink", True, "star", "ink", height=40)
        return
    name = (view.get("step") or {}).get("name", "")
    label = _say(Msg.named("wendake-pic-phase", PHASES.get(name, "actions")), lang)
    draw.pill(pen, (right - draw.pill_width(label, 20, True), box.y + 12), label, 20, "night", "light",
             True, height=40)


def _draw_status(pen: Pen, lay: TableLayout) -> None:
    box = lay.status
    pen.rect(box, fill="night2", outline="highlight", width=2, radius=12)
    pen.icon("arrow", (box.x + 14, box.y + 16), 26, "highlight")
    y = box.y + 14
    for text, size, bold, colour in lay.status_lines:
        _text(pen, (box.x + 52, y), text, size, colour, bold, "la")
        y += draw.line_height(size)


def _draw_year(pen: Pen, view: WendakeView, lay: TableLayout, lang: str = ENGLISH) -> None:
    """This year's turn order, next year's turn-order track, and the pairing of the tracks."""
    box = lay.year
    pen.rect(box, fill="night2", radius=12)
    y1, y2 = box.y + PAD, box.y + PAD + 44
    x = box.x + 16
    order = _say(Msg("wendake-pic-turn-order"), lang)
    _text(pen, (x, y1 + 22), order, 20, "light", True, "lm")
    x += draw.text_width(order, 20, True) + 12
    turn = view.get("turn")
    for seat in view.get("order") or []:
        if seat == turn:
            pen.rect((x - 4, y1 + 4, x + PAWN + 4, y1 + 40), fill=MARKER, radius=8)
        _pawn(pen, view, seat, (x, y1 + 8))
        x += PAWN + 12
    x += 18
    following = _say(Msg("wendake-pic-next-year"), lang)
    _text(pen, (x, y1 + 22), following, 20, "light", True, "lm")
    x += draw.text_width(following, 20, True) + 12
    claims = view.get("turn_track") or []
    bonus = view.get("turn_bonus") or []
    for k, reward in enumerate(bonus):
        label = f"{k + 1}" + (f" +{good_name(reward, lang)}" if reward else "")
        w = draw.text_width(label, TEXT, True) + PAWN + 22
        pen.rect((x, y1 + 4, x + w, y1 + 40), fill="night", outline="dim", width=1, radius=8)
        _text(pen, (x + 8, y1 + 22), label, TEXT, "light", True, "lm")
        if k < len(claims):
            _pawn(pen, view, claims[k], (x + w - PAWN - 6, y1 + 8))
        x += w + 8
    pairs = (view.get("tracks") or {}).get("pairs") or []
    text = _say(Msg("wendake-pic-score-is", pairs=" + ".join(
        _say(Msg("wendake-pic-lower-of", tracks=" / ".join(track_name(t, lang) for t in pair)), lang)
        for pair in pairs)), lang)
    _text(pen, (box.x + 16, y2 + 22), draw.fit(text, 20, box.w - 32, True), 20, "light", True, "lm")


def _draw_map(pen: Pen, view: WendakeView, lay: TableLayout, last: tuple, lang: str = ENGLISH) -> None:
    pen.rect(lay.map, fill=MAP_BG, radius=14)
    territories = {t["id"]: t for t in view["map"]["territories"]}
    cells = lay.cells
    # land bridges under the cells: a border that can be crossed
    done: set[frozenset] = set()
    for tid, t in territories.items():
        for other in t["neighbours"]:
            pair = frozenset((tid, other))
            if pair in done or other not in cells:
                continue
            done.add(pair)
            a, b = cells[tid].box, cells[other].box
            if a.y == b.y:          # side by side
                left, right = (a, b) if a.x < b.x else (b, a)
                h = a.h // 3
                pen.rect((left.right - 6, a.centre[1] - h // 2, right.x + 6, a.centre[1] + h // 2),
                         fill=LAND)
            elif a.x == b.x:        # one above the other
                top, bottom = (a, b) if a.y < b.y else (b, a)
                w = a.w // 3
                pen.rect((a.centre[0] - w // 2, top.bottom - 6, a.centre[0] + w // 2, bottom.y + 6),
                         fill=LAND)
            else:
                pen.line([a.centre, b.centre], LAND, 30)
    # the cells
    seat, places, _ = last
    for tid, t in territories.items():
        _draw_cell(pen, view, t, cells[tid], tid in places, places, lang)
    # Lakes over the gaps: a band between two cells, a pool at a corner
    done = set()
    for tid, t in territories.items():
        for w in t["water"]:
            pair = frozenset((tid, w["to"]))
            if pair in done or w["to"] not in cells:
                continue
            done.add(pair)
            a, b = cells[tid].box, cells[w["to"]].box
            _draw_water(pen, a, b)


def _draw_water(pen: Pen, a: Box, b: Box) -> None:
    if a.y == b.y or a.x == b.x:
        if a.y == b.y:
            left, right = (a, b) if a.x < b.x else (b, a)
            band = (left.right - 2, a.y + 10, right.x + 2, a.bottom - 10)
        else:
            top, bottom = (a, b) if a.y < b.y else (b, a)
            band = (a.x + 10, top.bottom - 2, a.right - 10, bottom.y + 2)
        pen.rect(band, fill=WATER, radius=8)
        cx, cy = (band[0] + band[2]) / 2, (band[1] + band[3]) / 2
        _text(pen, (cx, cy), "≈", 20, "white", True, "mm")
        return
    # diagonal: a pool on the shared corner
    cx = (max(a.x, b.x) + min(a.right, b.right)) / 2
    cy = (max(a.y, b.y) + min(a.bottom, b.bottom)) / 2
    r = MAP_GAP + 6
    pen.ellipse((cx - r, cy - r, cx + r, cy + r), fill=WATER, outline=WATER_DARK, width=2)
    _text(pen, (cx, cy), "≈", 20, "white", True, "mm")


@remembered
def cell_face(tid: str, name: str, home: colours.RGB | None, flag_kind: str | None, multiplier: int,
              w: int, h: int, head_h: int = CELL_HEAD_H, lang: str = ENGLISH) -> Image.Image:
    """A territory's land and head: its id, its name (a Home: whose, on its owner's colour),
    its flag and its multiplier; the name under them when it does not fit beside them and
    the head is tall enough (``head_h``, see :func:`_head_height`)."""
    def paint(pen: Pen, box: Box) -> None:
        pen.rect(box, fill=HOME_LAND if home else LAND, radius=12)
        if home:
            pen.rect((box.x, box.y, box.right, box.y + head_h - 2), fill=home, radius=12,
                     corners=(True, True, False, False))
        head_ink = colours.ink_on(home) if home else colours.PALETTE["ink"]
        _text(pen, (box.x + 10, box.y + CELL_HEAD_H / 2), tid, 20, head_ink, True, "lm")
        right = box.right - 8
        if multiplier > 1:
            label = f"×{multiplier}"
            mw = draw.text_width(label, 18, True) + 12
            pen.rect((right - mw, box.y + 5, right, box.y + CELL_HEAD_H - 3), fill="ink", radius=6)
            _text(pen, (right - mw / 2, box.y + CELL_HEAD_H / 2 + 1), label, 18, "white", True,
                  "mm")
            right -= mw + 4
        if flag_kind:
            pen.paste(flag(flag_kind, lang=lang), (right - 30, box.y + 1))
        x, end = _name_room(tid, multiplier, flag_kind, w)
        y = box.y + CELL_HEAD_H / 2 + 1
        if head_h > CELL_HEAD_H and not _name_beside(tid, name, bool(home), multiplier, flag_kind, w):
            x, end, y = 10, w - 10, box.y + CELL_HEAD_H + NAME_LINE_H / 2 - 4
        _text(pen, (box.x + x, y), draw.fit(name, TEXT, end - x, bool(home)), TEXT,
              head_ink if home else "muted", bool(home), "lm")
    return _face(w, h, MAP_BG, paint)


def _draw_cell(pen: Pen, view: WendakeView, t: dict, cell: CellLayout, touched: bool,
               places: set[str], lang: str = ENGLISH) -> None:
    box = cell.box
    home = t["home"] is not None
    head = look(view, t["home"])[1] if home else None
    name = _cell_name(view, t, lang)
    pen.paste(cell_face(t["id"], name, head, t.get("flag"), t.get("multiplier", 1), box.w, box.h,
                        cell.head_h, lang), (box.x, box.y))
    owner = player_of(view, t["home"]) if home else None
    for area, abox in zip(t["areas"], cell.areas, strict=False):
        _draw_area(pen, view, area, abox, area["id"] in places, lang)
    # Guards: a pawn per owner and the ids of its Warriors
    groups = _guard_groups(view, t, cell.guards.w)
    widths = [_guard_width(ws) for _, ws in groups]
    offsets, _ = draw.flow(widths, cell.guards.w, PAWN, 4, 4)
    for (seat, ws), (dx, dy), w in zip(groups, offsets, widths, strict=True):
        gx, gy = cell.guards.x + dx, cell.guards.y + dy
        pen.rect((gx - 2, gy - 1, gx + w, gy + PAWN + 1), fill=colours.lighter(look(view, seat)[1], .7),
                 radius=PAWN // 2)
        _pawn(pen, view, seat, (gx, gy))
        _text(pen, (gx + PAWN + 4, gy + PAWN / 2), " ".join(ws), TEXT, "ink", True, "lm")
    if not groups:
        _text(pen, (cell.guards.x + 2, cell.guards.y + PAWN / 2),
              draw.fit(_say(Msg("wendake-pic-no-guards"), lang), TEXT, cell.guards.w - 4), TEXT, "muted", False,
              "lm")
    if home:
        _draw_longhouse(pen, owner, box.x + 10, box.bottom - GAP - GUARD_ROW_H // 2, box.w - 20, lang)
    if touched:
        pen.rect(box.inset(-3), outline=MARKER, width=5, radius=14)


def _draw_longhouse(pen: Pen, p: dict | None, x: int, cy: int, max_w: int, lang: str = ENGLISH) -> None:
    """A Home's Long House: the injured Natives of each kind, or "empty"."""
    label, counts, _ = _longhouse_parts(p, max_w, lang)
    _text(pen, (x, cy), label, TEXT, RITUAL, True, "lm")
    x += draw.text_width(label, TEXT, True) + 8
    if not counts:
        _text(pen, (x, cy), _say(Msg("wendake-pic-empty"), lang), TEXT, RITUAL, False, "lm")
    for kind, n in counts:
        pen.icon(NATIVE_ICONS[kind], (x, cy - 10), 20, RITUAL)
        _text(pen, (x + 22, cy), f"×{n}", TEXT, RITUAL, True, "lm")
        x += 22 + draw.text_width(f"×{n}", TEXT, True) + 8


CROPS = ("corn", "beans", "pumpkins")


def area_word(kind: str, lang: str = ENGLISH) -> str:
    """What an area is, as its face says it: a crop's name, "forest" or "field"."""
    return good_name(kind, lang) if kind in CROPS else _say(Msg.named("wendake-pic-area", kind), lang)


def crop_words(area_w: int, lang: str = ENGLISH) -> bool:
    """Whether areas ``area_w`` wide name their crops beside the icons (all of them, or none)."""
    return max(draw.text_width(good_name(c, lang), TEXT) for c in CROPS) <= area_w - 45


@remembered
def area_face(letter: str, kind: str, forest: bool, home: bool, w: int, h: int,
              lang: str = ENGLISH) -> Image.Image:
    """A Productive Area without its occupant: its letter and its crop (or "forest"). A crop
    has its icon (the players' goods show the same icons with their names, the map key says
    so), and its name beside it when the areas are wide enough for every crop's name (one,
    two players): three and four players' areas are too narrow for "pumpkins", which is
    never cut to "pum…"."""
    def paint(pen: Pen, box: Box) -> None:
        fill = FOREST if forest else FIELD
        pen.rect(box, fill=fill, outline=colours.darker(fill, .3), width=1, radius=8)
        _text(pen, (box.x + 6, box.y + 12), letter, TEXT, "ink", True, "lm")
        x = box.x + 20
        if kind in GOOD_ICONS:
            pen.icon(GOOD_ICONS[kind], (x - 1, box.y + 3), 19, CROP_INK)
            x += 21
            if not crop_words(w, lang):
                return
        _text(pen, (x, box.y + 12), draw.fit(area_word(kind, lang), TEXT, box.right - x - 4), TEXT, "ink",
              False, "lm")
    return _face(w, h, HOME_LAND if home else LAND, paint)


def _draw_area(pen: Pen, view: WendakeView, area: dict, box: Box, touched: bool,
               lang: str = ENGLISH) -> None:
    """A Productive Area: its letter, field (crop) or forest, and what stands on it."""
    forest = area["kind"] == "forest"
    kind = "forest" if forest else (area.get("crop") or "field")
    pen.paste(area_face(area["id"][-1], kind, forest, bool(area.get("home")), box.w, box.h, lang),
              (box.x, box.y))
    y = box.y + 30
    if area.get("home"):
        native = area.get("native", "woman")
        pen.icon(NATIVE_ICONS[native], (box.x + 6, y + 4), 30, "ink")
        _text(pen, (box.x + 40, y + 20), f"×{area.get('count', 0)}", 20, "ink", True, "lm")
    else:
        occ = area.get("occupant")
        if occ is None:
            _text(pen, (box.x + 6, y + 20), draw.fit(_say(Msg("wendake-pic-empty"), lang), TEXT, box.w - 10),
                  TEXT, "muted", False, "lm")
        else:
            _pawn(pen, view, occ["owner"], (box.x + 5, y + 6))
            x = box.x + 5 + PAWN + 4
            if occ["kind"] == "outpost":
                label = occ.get("warrior") or "W"
                _text(pen, (x, y + 20), draw.fit(label, TEXT, box.right - x - 2, True), TEXT, "ink",
                         True, "lm")
            else:
                pen.icon(NATIVE_ICONS.get(occ["kind"], "man"), (x, y + 6), 28, "ink")
    if touched:
        pen.rect(box.inset(-2), outline=MARKER, width=4, radius=9)


def _draw_map_key(pen: Pen, lay: TableLayout) -> None:
    _lines(pen, (lay.map_key.x + 12, lay.map_key.y), lay.map_key_lines, TEXT, "dim")


def _draw_items(pen: Pen, items: list[Item]) -> None:
    for it in items:
        if it.box is not None:
            pen.paste(pill_sprite(it.text, it.fill, it.ink, it.icon, it.icon_colour),
                      (it.box.x, it.box.y))


def _draw_rows(pen: Pen, box: Box | None, rows: list[tuple[str, list[Item]]],
               border: colours.Colour | None = None, label_w: int = DISPLAY_LABEL_W) -> None:
    """A panel of labelled rows of pills (the displays; the draft's and Restore's choices)."""
    if box is None:
        return
    pen.rect(box, fill="night2", outline=border, width=2, radius=12)
    for label, items in rows:
        if not items or items[0].box is None:
            continue
        _text(pen, (box.x + 16, items[0].box.centre[1]),
              draw.fit(label, 18, label_w - 24, True), 18, "light", True, "lm")
        _draw_items(pen, items)


PAIR_FILL = colours.mix("paper", "paper2", .5)
BAR_H = 22


@remembered
def track_bar(value: int, length: int, colour: colours.RGB, w: int) -> Image.Image:
    """A track as a bar ``w`` wide: filled to ``value`` of ``length``, a tick every 5."""
    def paint(pen: Pen, box: Box) -> None:
        pen.rect(box, fill="white", outline="line", width=1, radius=6)
        fill_w = round(w * min(value, length) / max(1, length))
        if fill_w:
            pen.rect((0, 0, max(12, fill_w), BAR_H), fill=colour, radius=6)
        for tick in range(5, length, 5):
            tx = round(w * tick / length)
            pen.line([(tx, BAR_H - 4), (tx, BAR_H)], "muted", 1)
    return _face(w, BAR_H, PAIR_FILL, paint)


def pair_title(view: WendakeView, k: int, lang: str = ENGLISH, short: bool = False) -> str:
    """"Pair 1 · English flags": a pair of tracks and the flags beside it; ``short``: the flag
    by its letter on the map ("Paar 2 · Flaggen F"), for a box the whole words do not fit."""
    flag_kind = next((f for f, n in ((view.get("tracks") or {}).get("flags") or {}).items()
                      if n == k + 1), None)
    if short and flag_kind in FLAG_INK:
        return _say(Msg("wendake-pic-pair-short", n=k + 1, letter=flag_letter(flag_kind, lang)), lang)
    return _say(Msg("wendake-pic-pair", n=k + 1, flag=flag_kind if flag_kind in FLAG_INK else "none"), lang)


def _draw_pair(pen: Pen, view: WendakeView, box: Box, k: int, pair: list[str], tracks: dict,
               lang: str = ENGLISH) -> None:
    """One pair of tracks: both values on bars, the lower one (the one that counts) marked."""
    length = (view.get("tracks") or {}).get("length", 30)
    pen.rect(box, fill=PAIR_FILL, radius=10)
    values = [tracks.get(t, 0) for t in pair]
    low = min(values) if values else 0
    lower = _say(Msg("wendake-pic-counts", n=low), lang)
    room = box.w - 30 - draw.text_width(lower, 18, True)
    title = pair_title(view, k, lang)
    if draw.text_width(title, TEXT, True) > room:
        title = pair_title(view, k, lang, short=True)
    title = draw.fit(title, TEXT, room, True)
    _text(pen, (box.x + 10, box.y + 16), title, TEXT, "muted", True, "lm")
    _text(pen, (box.right - 10, box.y + 16), lower, 18, "ink", True, "rm")
    bar_x = box.x + 10 + max(draw.text_width(track_name(t, lang), 18, True) for t in pair) + 12
    bar_w = box.right - 60 - bar_x
    for j, (track, value) in enumerate(zip(pair, values, strict=True)):
        y = box.y + 34 + j * 38
        counts = value == low
        colour = TRACK_COLOURS.get(track, colours.PALETTE["muted"])
        _text(pen, (box.x + 10, y + 15), track_name(track, lang), 18, "ink", counts, "lm")
        pen.paste(track_bar(value, length, colour, bar_w), (bar_x, y + 4))
        vx = box.right - 30
        if counts:
            pen.ellipse((vx - 18, y - 3, vx + 18, y + 33), fill=MARKER)
        _text(pen, (vx, y + 15), str(value), 20, "ink", True, "mm")


def _draw_ghost(pen: Pen, view: WendakeView, lay: TableLayout, lang: str = ENGLISH) -> None:
    box = lay.ghost
    if box is None:
        return
    g = view["ghost"]
    pen.rect(box, fill="paper", radius=12)
    pen.rect((box.x, box.y, box.x + STRIPE, box.bottom), fill=GHOST_COLOUR, radius=12,
             corners=(True, False, False, True))
    x, y = box.x + STRIPE + PAD, box.y + PAD
    _pawn(pen, view, GHOST, (x, y + 6), 36)
    head = _say(Msg("wendake-pic-ghost-head", seat=g["seat"], home=g["home"]), lang)
    _text(pen, (x + 46, y + 24), head, 24, "ink", True, "lm")
    card = components().ghosts.get(g.get("card") or "")
    card_text = _say(Msg("wendake-pic-ghost-card", card=ghost_card_name(card.id, lang)) if card
                     else Msg("wendake-pic-ghost-no-card"), lang)
    if card:
        card_text += " · " + ", ".join(_say(Msg("wendake-points-on", points=v, track=track_name(t, lang)), lang)
                                       for t, v in card.score.items())
        if card.first:
            card_text += " · " + _say(Msg("wendake-pic-ghost-first"), lang)
    score = g.get("score", {}).get("total", 0)
    score_text = _say(Msg("wendake-pic-score", n=score), lang)
    left = x + 46 + draw.text_width(head, 24, True) + 16
    room = box.right - PAD - 8 - draw.text_width(score_text, 24, True) - 12 - left
    lines = draw.wrap(card_text, 18, min(room, box.right - x - 600), False, 2)   # two lines when long
    for i, line in enumerate(lines):
        _text(pen, (left, y + 25 + 11 * (2 * i - len(lines) + 1)), line, 18, "muted", False, "lm")
    _text(pen, (box.right - PAD - 8, y + 24), score_text, 24, "ink", True, "rm")
    pairs_box = Box(x, y + PLAYER_HEAD_H + 4, box.right - PAD - x, PAIR_H)
    for k, (pb, pair) in enumerate(zip(pairs_box.columns(2, 10),
                                       (view.get("tracks") or {}).get("pairs") or [],
                                       strict=False)):
        _draw_pair(pen, view, pb, k, pair, g.get("tracks", {}), lang)


def _face(w: int, h: int, background: colours.RGB, paint) -> Image.Image:
    """A cached piece of the picture drawn on its flat ``background`` (RGB, pasted without a
    mask, so it is the very pixels direct drawing would give): ``paint(pen, Box(0, 0, w, h))``."""
    image = Image.new("RGB", (w, h), background)
    paint(Pen(image), Box(0, 0, w, h))
    return image


TILE_NAME_STEP = 21                 # between the lines of a tile's name (18 px, bold)
KEPT_W = 64                         # the "kept" badge (57 px) and its margins


@lru_cache(maxsize=1024)
def tile_lines(name: str, actions: tuple[str, ...], fire: bool, ritual: bool, pawn: bool,
               kept: bool, lang: str = ENGLISH) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A tile's name and its actions in lines, never cut: the name (18 px, bold) in the width
    the owner's pawn leaves it, on two lines when long ("Feast of / Masks"); the actions after
    the Ritual's moon or the Fire's flame; when the Fire keeps the tile, its "kept" badge at
    the end of the last line, or on a line of its own (an empty last line) when that is full."""
    name_w = TILE_W - 8 - (PAWN + 10 if pawn else 6)
    names = draw.wrap(labels.hyphenate(name, 18, name_w, True), 18, name_w, True, 3)
    acts_w = TILE_W - 8 - (24 if fire or ritual else 0) - 6
    acts = draw.wrap(labels.hyphenate(" · ".join(action_text(a, lang) for a in actions), TEXT, acts_w),
                     TEXT, acts_w, False, 4)
    if kept and draw.text_width(acts[-1], TEXT) + kept_width(lang) - 6 > acts_w:
        acts += ("",)
    return names, acts


def kept_width(lang: str = ENGLISH) -> int:
    """The "kept" badge and its margins (64 px in English)."""
    return max(KEPT_W, draw.text_width(_say(Msg("wendake-pic-kept"), lang), TEXT) + 32)


def _tile_height(name: str, actions: tuple[str, ...], fire: bool, ritual: bool, pawn: bool,
                 kept: bool, lang: str = ENGLISH) -> int:
    names, acts = tile_lines(name, actions, fire, ritual, pawn, kept, lang)
    return max(TILE_H, 30 + TILE_NAME_STEP * (len(names) - 1) + draw.line_height(TEXT) * len(acts))


def _tile_key(view: WendakeView, p: dict, t: dict, lang: str = ENGLISH
              ) -> tuple[str, tuple[str, ...], bool, bool, bool, bool]:
    """What a tile's face shows: name, actions, Fire, Ritual side, picked (pawn), kept."""
    fire = t["tile"] == "fire"
    return (tile_name(t["tile"], t["name"], lang), tuple(t["actions"]), fire, t["side"] == "ritual" and not fire,
            bool(t["picked"]), bool(t.get("kept")))


@remembered
def tile_face(name: str, actions: tuple[str, ...], fire: bool, ritual: bool,
              pawn: tuple[str, colours.RGB] | None, kept: bool, h: int = TILE_H,
              lang: str = ENGLISH) -> Image.Image:
    """An action tile on the panel, ``h`` high: its name, its actions (the Ritual side in
    purple with a moon, the Sacred Fire in orange with a flame), the owner's pawn at the top
    right when picked this year, "kept" by the Fire at the bottom right."""
    fill = FIRE if fire else (RITUAL if ritual else colours.rgb("paper"))
    ink = "white" if ritual else "ink"
    names, acts = tile_lines(name, actions, fire, ritual, pawn is not None, kept, lang)

    def paint(pen: Pen, box: Box) -> None:
        pen.rect(box, fill=fill, outline=colours.darker(fill, .35), width=2, radius=8)
        for i, line in enumerate(names):
            _text(pen, (box.x + 8, box.y + 16 + TILE_NAME_STEP * i), line, 18, ink, True, "lm")
        top = box.y + 30 + TILE_NAME_STEP * (len(names) - 1)
        x = box.x + 8
        if fire:
            pen.icon("flame", (x - 2, top - 1), 22, colours.rgb("#B8401A"))
            x += 24
        elif ritual:
            pen.icon("moon", (x - 2, top), 20, "white")
            x += 24
        _lines(pen, (x, top), acts, TEXT, ink)
        if pawn:
            pen.paste(draw.token(pawn[0], pawn[1], PAWN), (box.right - PAWN - 4, box.y + 3))
        if kept:
            cy = top + draw.line_height(TEXT) * (len(acts) - 1) + 10
            draw.badge(pen, (box.right - kept_width(lang) // 2 - 1, cy), _say(Msg("wendake-pic-kept"), lang), TEXT,
                       MARKER, "ink")
    return _face(TILE_W, h, colours.rgb("paper"), paint)


def _draw_tile(pen: Pen, view: WendakeView, p: dict, t: dict, box: Box, touched: bool,
               lang: str = ENGLISH) -> None:
    name, actions, fire, ritual, picked, kept = _tile_key(view, p, t, lang)
    pawn = look(view, p["seat"]) if picked else None
    pen.paste(tile_face(name, actions, fire, ritual, pawn, kept, box.h, lang), (box.x, box.y))
    if touched:
        pen.rect(box.inset(-3), outline=MARKER, width=4, radius=10)


def _draw_player(pen: Pen, view: WendakeView, pl: PlayerLayout, last: tuple, lang: str = ENGLISH) -> None:
    p = player_of(view, pl.seat)
    assert p is not None
    letter, colour = look(view, pl.seat)
    if pl.awaited or pl.winner:
        pen.rect(pl.frame, fill=MARKER, radius=16)
    pen.rect(pl.box, fill="paper", radius=12)
    pen.rect((pl.box.x, pl.box.y, pl.box.x + STRIPE, pl.box.bottom), fill=colour, radius=12,
             corners=(True, False, False, True))
    head = pl.header
    if pl.awaited:
        pen.rect(head, fill=colours.mix("paper", MARKER, .6), radius=10)
    pen.paste(draw.token(letter, colour, 40), (head.x + 4, head.y + 6))
    x = head.x + 54
    name = shown(view, pl.seat, lang)
    resigned = pl.seat in (view.get("resigned") or [])
    right_text = _say(Msg("wendake-pic-score", n=p["score"].get("total", 0)), lang)
    rw = draw.text_width(right_text, 24, True)
    markers = p.get("markers", 0)
    markers_word = _say(Msg("wendake-pic-markers"), lang)
    pips_w = 4 * 22 + draw.text_width(markers_word, TEXT) + 8
    tribe = tribe_name(p, lang)
    tags = ["to-play"] if pl.awaited else (["wins"] if pl.winner else (
        ["moved-last"] if last[0] == pl.seat and not view.get("over") else []))
    tags += ["resigned"] if resigned else []
    tag = "".join(" · " + _say(Msg.named("wendake-pic-tag", t), lang) for t in tags)
    room = head.right - 16 - rw - 24 - pips_w - 16 - x
    power = power_text(p.get("power"), lang)
    sub = f"{tribe} · {_say(Msg('wendake-pic-home', home=p['home']), lang)}{tag}" + (f" · {power}" if power else "")
    bold = tag != ""
    # the name shortens first (to 160 px at the least), then the tribe's line wraps to two
    title = draw.fit(name, 26, max(160, room - draw.text_width(sub, 18, bold) - 12), True)
    _text(pen, (x, head.centre[1]), title, 26, "ink", True, "lm")
    x += draw.text_width(title, 26, True) + 12
    subs = draw.wrap(sub, 18, max(40, room - (x - head.x - 54)), bold, 2)
    for i, line in enumerate(subs):
        _text(pen, (x, head.centre[1] + 1 + 11 * (2 * i - len(subs) + 1)), line, 18,
              "ink" if tag else "muted", bold, "lm")
    rx = head.right - 12
    _text(pen, (rx, head.centre[1]), right_text, 24, "ink", True, "rm")
    rx -= rw + 24
    for k in range(4):
        cx = rx - (k + 1) * 22
        filled = k < markers
        pen.ellipse((cx, head.centre[1] - 8, cx + 16, head.centre[1] + 8),
                    fill=colour if filled else "paper2", outline=colours.darker(colour, .4), width=2)
    _text(pen, (rx - 4 * 22 - 8, head.centre[1]), markers_word, TEXT, "muted", False, "rm")
    # the board
    b = pl.board
    for c in range(3):
        tx = b.x + LABEL_W + c * (TILE_W + TILE_GAP) + TILE_W // 2
        _text(pen, (tx, b.y + 10), str(c + 1), TEXT, "muted", True, "mm")
    for r in range(3):
        row = pl.tiles.get(f"{'abc'[r]}1")
        if row is not None:
            _text(pen, (b.x + 8, row.centre[1]), "abc"[r], 18, "muted", True, "mm")
    last_seat, _, positions = last
    for t in p["board"]:
        box = pl.tiles.get(t["pos"])
        if box is not None:
            _draw_tile(pen, view, p, t, box, last_seat == pl.seat and t["pos"] in positions, lang)
    pairs = (view.get("tracks") or {}).get("pairs") or []
    for k, (pb, pair) in enumerate(zip(pl.pairs, pairs, strict=False)):
        _draw_pair(pen, view, pb, k, pair, p["tracks"], lang)
    _draw_items(pen, pl.items)


def draw_table(view: WendakeView, lang: str = "en") -> Image.Image:
    """The whole table as one picture (nothing secret is drawn, whatever the view holds)."""
    lay = layout(view, lang)
    image, pen = draw.canvas(lay.height)
    last = last_marks(view)
    _draw_header(pen, view, lay, lang)
    _draw_status(pen, lay)
    _draw_year(pen, view, lay, lang)
    _draw_map(pen, view, lay, last, lang)
    _draw_map_key(pen, lay)
    _draw_rows(pen, lay.choices, lay.choice_rows, "highlight", label_width(lang))
    _draw_rows(pen, lay.displays, lay.display_rows, None, label_width(lang))
    _draw_ghost(pen, view, lay, lang)
    for pl in lay.players:
        _draw_player(pen, view, pl, last, lang)
    return image


# -- the score pad ---------------------------------------------------------------------------
SCORE_ROW_H = 44
SCORE_LABEL_W = 420


def score_rows(view: WendakeView, lang: str = ENGLISH) -> list[tuple[str, str, bool]]:
    """(key, label, is a detail) rows of the pad: each pair's two tracks (details) and its
    lower value, then the total."""
    rows: list[tuple[str, str, bool]] = []
    for k, pair in enumerate((view.get("tracks") or {}).get("pairs") or []):
        for t in pair:
            rows.append((t, track_name(t, lang), True))
        rows.append((f"lower-{k + 1}", _say(Msg("wendake-pic-lower-pair", n=k + 1), lang), False))
    rows.append(("total", _say(Msg("wendake-pic-total"), lang), False))
    return rows


def _columns(view: WendakeView) -> list[tuple[str, dict]]:
    """(seat, score dict) of each column: the players, then the ghost in a solo game."""
    scores = view.get("scores") or {}
    cols = [(p["seat"], scores.get(p["seat"]) or p.get("score") or {}) for p in view["players"]]
    if "ghost" in view:
        cols.append((GHOST, view["ghost"].get("score") or {}))
    return cols


def draw_scores(view: WendakeView, lang: str = "en") -> Image.Image:
    """The end-of-game score pad: the four tracks by pair, each pair's lower value and the
    total as rows, players (and the ghost) as columns, the winner(s) marked."""
    winners = set(view.get("winners") or [])
    rows = score_rows(view, lang)
    cols = _columns(view)
    heights = [SCORE_ROW_H - 8 if detail else SCORE_ROW_H for _, _, detail in rows]
    cols_w = min(INNER_W - SCORE_LABEL_W - 12, len(cols) * 240)
    col_w = min(c.w for c in Box(0, 0, cols_w, 0).columns(len(cols), 6))
    title_h, banner_h = 56, 64
    head_h = 84 + labels.heading_extra(view, [seat for seat, _ in cols], 22, col_w - 12,
                                    name=lambda seat: shown(view, seat, lang), lang=lang)
    table_y = M + title_h + 12 + banner_h + 16
    tie = _tie_note(view, lang)
    height = table_y + head_h + sum(heights) + 16 + (36 if tie else 0) + M
    image, pen = draw.canvas(height)
    pen.rect(Box(M, M, INNER_W, title_h), fill="night2", radius=12)
    _text(pen, (M + 18, M + title_h / 2), draw.fit(_say(Msg("wendake-pic-final-score"), lang), 28, INNER_W - 36, True),
          28, "light", True, "lm")
    banner = Box(M, M + title_h + 12, INNER_W, banner_h)
    if winners:              # the winner's star and colour; a game nobody won (a solo game lost) has neither
        pen.rect(banner, fill=MARKER, radius=12)
        pen.icon("star", (banner.x + 16, banner.y + 14), 36, "ink")
    else:
        pen.rect(banner, fill="paper2", radius=12)
    text = _banner_text(view, lang)
    size = 24 if len(draw.wrap(text, 24, banner.w - 90, True, 2)) == 1 else 20
    lines = draw.wrap(text, size, banner.w - 90, True, 2)
    lh = draw.line_height(size)
    _lines(pen, (banner.x + 64, banner.centre[1] - lh * len(lines) / 2 + 2), lines, size, "ink", True)
    table = Box(M, table_y, INNER_W, head_h + sum(heights) + 16)
    pen.rect(table, fill="paper", radius=14)
    boxes = Box(M + SCORE_LABEL_W, table_y, cols_w, table.h).columns(len(cols), 6)
    for (seat, _), col in zip(cols, boxes, strict=True):
        if seat in winners and len(view["players"]) > 1:
            pen.rect(col.inset(0, 6), fill=colours.mix("paper", MARKER, .45), radius=10)
        letter, colour = look(view, seat)
        pen.paste(draw.token(letter, colour, 36), (col.centre[0] - 18, table_y + 10))
        heading, *note = labels.heading_lines(view, seat, 22, col.w - 12, name=shown(view, seat, lang), lang=lang)
        _text(pen, (col.centre[0], table_y + 62), heading, 22, "ink", True, "mm")
        for line in note:
            _text(pen, (col.centre[0], table_y + 62 + draw.line_height(labels.HEADING_NOTE)), line,
                  labels.HEADING_NOTE, "muted", True, "mm")
    y = table_y + head_h
    for (key, label, detail), rh in zip(rows, heights, strict=True):
        if key == "total":
            pen.rect((M + 12, y + 2, table.right - 12, y + 4), fill="ink")
        elif not detail:
            pen.rect((M + 12, y + rh - 1, table.right - 12, y + rh), fill="line")
        size = 26 if key == "total" else (18 if detail else 20)
        ink = "muted" if detail else "ink"
        lx = M + (48 if detail else 20)
        _text(pen, (lx, y + rh / 2), draw.fit(label, size, SCORE_LABEL_W - (lx - M) - 8, not detail),
                 size, ink, not detail, "lm")
        for (_, sc), col in zip(cols, boxes, strict=True):
            value = sc.get(key, 0)
            if not detail and key != "total":
                pen.rect((col.centre[0] - 22, y + 6, col.centre[0] + 22, y + rh - 6),
                         fill=colours.mix("paper", MARKER, .5), radius=8)
            _text(pen, (col.centre[0], y + rh / 2), str(value), size, ink, not detail, "mm")
        y += rh
    if tie:
        _text(pen, (M + 4, table.bottom + 20), draw.fit(tie, 18, INNER_W - 8), 18, "dim", False, "lm")
    return image


def _banner_text(view: WendakeView, lang: str = ENGLISH) -> str:
    scores = view.get("scores") or {}
    winners = [p["seat"] for p in view["players"] if p["seat"] in (view.get("winners") or [])]
    if not view.get("over"):
        return _say(Msg("wendake-pic-not-over"), lang)
    if "ghost" in view and len(view["players"]) == 1:
        seat = view["players"][0]["seat"]
        mine = scores.get(seat, {}).get("total", 0)
        ghost = view["ghost"].get("score", {}).get("total", 0)
        beat = "yes" if view.get("beat_ghost", mine > ghost) else "no"
        return labels.with_resigned(_say(Msg("wendake-pic-banner-solo", seat=who(view, seat, lang), beats=beat,
                                             mine=mine, ghost=ghost), lang), view, lang)
    names = [who(view, s, lang) for s in winners]
    return labels.with_resigned(_say(Msg("wendake-pic-banner", names=names, n=max(
        (scores.get(w, {}).get("total", 0) for w in winners), default=0)), lang), view, lang)


def _tie_note(view: WendakeView, lang: str = ENGLISH) -> str:
    """The tie-break line when the best totals of the seats still playing are tied."""
    resigned = view.get("resigned") or []
    scores = {s: v for s, v in (view.get("scores") or {}).items() if s not in resigned}
    if len(scores) < 2:
        return ""
    best = max(v.get("total", 0) for v in scores.values())
    if sum(1 for v in scores.values() if v.get("total") == best) < 2:
        return ""
    return _say(Msg("wendake-pic-tie"), lang)


def warm_up(title: str = "wendake") -> None:
    """Draw a solo and a four-player table once (pawns, flags, icons), so that the first real
    picture is fast; optional."""
    from bot.rules.wendake import WendakeGame

    for seats in (["a"], ["a", "b", "c", "d"]):
        draw_table(WendakeGame.new(title, seats, 1, {}).view())


# -- the phone picture -----------------------------------------------------------------------
def _focus_seat(view: WendakeView, seat: str, lang: str = ENGLISH) -> phone.FocusSeat:
    letter, colour = look(view, seat)
    p = player_of(view, seat) or {}
    tribe = tribe_name(p, lang)
    power = power_text(p.get("power"), lang)
    sub = f"{tribe} · {_say(Msg('wendake-pic-home', home=p['home']), lang)}" if p.get("home") else tribe
    return phone.FocusSeat(shown(view, seat, lang), letter, colour, sub + (f" · {power}" if power else ""))


def _phone_cell_w() -> int:
    """The text width of a cell of the phone picture's 3×3 board (rendering/phone.py's layout)."""
    pad = phone.FOCUS_PAD
    body_w = phone.FOCUS_W - pad - 10 - (pad + 8 + 10)
    return min(b.w for b in Box(0, 0, body_w, 0).columns(3, 4)) - 10


def _tile_cells(view: WendakeView, p: dict, lang: str = ENGLISH) -> tuple[tuple[phone.Tag, ...], ...]:
    """The 3×3 action board, row a first: each tile's position, name and actions, the
    Ritual side purple and the Sacred Fire orange as on the table, the tiles the last move
    used ringed, the tiles picked this year ticked (✓) and the one the Fire kept said."""
    last_seat, _, positions = last_marks(view)
    tiles = {t["pos"]: t for t in p.get("board", [])}
    kept = _say(Msg("wendake-pic-kept"), lang)
    rows = []
    for r in "abc":
        row = []
        for c in "123":
            t = tiles.get(f"{r}{c}")
            if t is None:
                row.append(phone.Tag(f"{r}{c}", "paper2"))
                continue
            fire = t["tile"] == "fire"
            ritual = t["side"] == "ritual" and not fire
            acts = ", ".join(action_text(a, lang) for a in t["actions"]) + (f", {kept}" if t.get("kept") else "")
            fill = FIRE if fire else (RITUAL if ritual else colours.rgb("paper2"))
            touched = last_seat == p["seat"] and t["pos"] in positions
            picked = "✓ " if t.get("picked") else ""
            cw = _phone_cell_w()
            name = tile_name(t["tile"], t["name"], lang)
            head = labels.hyphenate(f"{r}{c} {picked}{name}", phone.FOCUS_TEXT, cw, True)
            row.append(phone.Tag(f"{head}\n{labels.hyphenate(acts, phone.FOCUS_TEXT, cw)}", fill, bold=True,
                               border=MARKER if touched else None))
        rows.append(tuple(row))
    return tuple(rows)


def _pair_sections(view: WendakeView, p: dict, lang: str = ENGLISH) -> list[phone.Section]:
    """A section per pair of tracks: both values, the lower one (the one that scores) marked."""
    tracks = view.get("tracks") or {}
    out = []
    for k, pair in enumerate(tracks.get("pairs") or []):
        values = [p["tracks"].get(t, 0) for t in pair]
        low = min(values) if values else 0
        muted = colours.PALETTE["muted"]
        tags = tuple(phone.Tag(_say(Msg("wendake-pic-track-value", track=track_name(t, lang), n=v,
                                        counts="yes" if v == low else "no"), lang),
                               MARKER if v == low else colours.lighter(TRACK_COLOURS.get(t, muted), .6),
                               "ink", bold=v == low) for t, v in zip(pair, values, strict=True))
        out.append(phone.Section(pair_title(view, k, lang), tags))
    return out


def focus(view: WendakeView, seat: str, lang: str = ENGLISH) -> phone.Focus:
    """What the phone picture shows of ``view`` for ``seat``: who is awaited and what they
    decide; then the seat's action board, its tracks by pair, its goods and people."""
    p = player_of(view, seat)
    if p is None:                      # the solo ghost is never awaited, but never fail
        p = {"seat": seat, "board": [], "tracks": {}, "score": {}, "markers": 0}
    title = _say(Msg("wendake-pic-title", year=view.get("year", 1), years=view.get("years", 7)), lang)
    badges = [phone.Tag(_say(Msg("wendake-pic-score", n=p["score"].get("total", 0)), lang), "ink", "white", "star",
                        MARKER, bold=True),
              phone.Tag(_say(Msg("wendake-pic-markers-left", n=p.get("markers", 0)), lang), "paper2", "ink")]
    sections = [phone.Section(_say(Msg("wendake-pic-action-board"), lang), cells=_tile_cells(view, p, lang))]
    sections += _pair_sections(view, p, lang)
    if "goods" in p:
        sections.append(phone.Section(_say(Msg("wendake-pic-goods-section"), lang),
                                    tuple(phone.Tag(it.text, it.fill, it.ink, it.icon, it.icon_colour)
                                          for it in _player_items(view, p, lang))))
    awaited = tuple(_focus_seat(view, s, lang) for s in view.get("awaiting") or [])
    step = describe_step(view, lang)
    return phone.Focus(title, awaited, step[:1].upper() + step[1:], last_move(view, lang),
                     _focus_seat(view, seat, lang), tuple(badges), tuple(sections), phone.FocusLook(),
                     lang=lang)


# -- what only the seat sees ------------------------------------------------------------------


def secrets(view: WendakeView, lang: str = ENGLISH) -> list[str]:
    """The seat's own mask cards (named, and as the notation writes them) and what a ceremony
    scores (``rendering.secrets``: /wendake hand, the player page)."""
    me = player_of(view, view.get("you") or "")
    if me is None:
        return []
    cards = me.get("mask_cards") or []
    scale = ", ".join(_say(Msg("wendake-hand-scores", hand=Msg.named("wendake-pic-hand", name), n=points), lang)
                      for name, points in view["masks"]["hands"].items())
    if not cards:
        return [_say(Msg("wendake-hand-none", scale=scale), lang)]
    names = [Msg.named("wendake-pic-mask", card) for card in cards]
    return [_say(Msg("wendake-hand-cards", n=len(cards), cards=names, notation=" ".join(cards), scale=scale), lang)]
