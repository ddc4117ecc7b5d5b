"""The Natera table: a view dict (``bot.rules.natera``) -> one picture, and the score pad.

Only what ``view(None)`` holds is drawn: a seat's hand (and a Raven's peek, a draft pack),
even when the view of that seat is passed in, never appears, only how many cards it holds
(the picture is posted for everyone).

The picture, top to bottom (1280 px wide, as tall as needed):

* header: title, the season (four pips), the phase, the options in play;
* status: who the game waits for and what they can do now, in large type, then the last
  move in words;
* the acting player's strip: when one player is awaited, their resources, tokens at home and
  cards in hand in large type, so that a phone showing the picture ~400 px wide still reads
  them without zooming;
* the district board: the four districts with their five locations each (tier, revealed or
  face down, the location's effect and settlement bonus, tokens, settlements), the district
  leader disc with its holder and production, the authority track 0-10 with every player's
  marker (tiers open at 3 and 6) and the authority claim at 10; then the Forest's six, with
  a key of the pieces (leader: a full pawn, explorer: a ring, settlement: a house, claim:
  a flag);
* the five claim tiles (objective, the holder's flag for 7 VP, late flags for 1 VP);
* the specialist row with the decks and discard piles;
* a key of the card marks and the science board's coordinates;
* one area per player: tribe, first player, passed, cards in hand (a count), resources,
  tokens at home, settlements and claim tokens left, production (mini-card, discs, cards),
  played cards grouped by tag, specialists, the science board (3 x 5 spaces, the grown ones
  filled and ticked). Authority is read on the tracks.

Players are told apart by a colour of the seat (Okabe-Ito, safe for colour-blind eyes)
*and* the tribe's letter on every pawn: the tribes' own colours in the data file include
three browns, too close to tell apart. The awaited player's area is framed in the highlight
colour and tagged with what it is awaited for; the last move is ringed where it happened (a location, a
science space, a played card or specialist) and its player's area is tagged.

:func:`table` draws and returns the boxes of the sections (tests use them);
:func:`draw_table` returns the picture only.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from PIL import Image

from bot.l10n import ENGLISH, Msg
from bot.rules.natera_data import (
    ALL_DISTRICTS,
    DISTRICTS,
    card_msg,
    components,
    district_msg,
    name_msg,
    objective_msg,
    parse_step,
    resource_msg,
    science_msg,
    specialist_msg,
    tag_msg,
    tag_word_msg,
    tribe_msg,
)
from bot.rules.natera_steps import effect_msg, source_msg
from bot.rules.natera_view import AlternativeView, StepView

from . import colours, draw, labels, phone
from .draw import Box, Pen
from .labels import player_of, shown
from .sprites import remembered

# -- sizes -----------------------------------------------------------------------------------
W = draw.WIDTH
M = draw.MARGIN
INNER_W = W - 2 * M
PAD = 12
GAP = 10
HEADER_H = 64
DISTRICT_W = (INNER_W - GAP) // 2
LOC_H = 52
LOC_LABEL_W = 124
CHIP = 30                     # a pawn on a location
TRACK_CHIP = 24               # a marker on an authority track
FLAG = 32                     # a claim token
TRACK_CELL_H = 74
PILL = 18
PILL_H = 34
SCIENCE_W = 540
STRIP_H = 150                 # the acting player's strip
CLAIM_H = 200                 # the claim tiles' section
ROW_H = 218                   # the specialist row's section
SCI_CELL_H = 34               # a science space of one line
SCI_CELL_H2 = 46              # ... of two: a reward too long for one line wraps, never cut
SCI_TEXT = 16

MARKER = colours.PALETTE["highlight"]
SEAT_COLOURS = tuple(colours.rgb(c) for c in ("#0072B2", "#D55E00", "#009E73", "#CC79A7"))

RESOURCES = ("food", "supply", "power", "endurance", "agility", "intelligence")
RES_COLOUR: dict[str, colours.RGB] = {
    "food": colours.rgb("#C77D2E"),
    "supply": colours.rgb("#8A6F4A"),
    "power": colours.rgb("#B89400"),
    "endurance": colours.rgb("#B5443A"),
    "agility": colours.rgb("#3C8D4F"),
    "intelligence": colours.rgb("#3E6DB5"),
}
RES_SHORT = {"food": "food", "supply": "supply", "power": "power", "endurance": "endur.",
             "agility": "agility", "intelligence": "intel."}
# in a science space (a third of a player's board) every resource takes four letters or fewer
RES_TINY = {"food": "food", "supply": "sup.", "power": "pow.", "endurance": "end.",
            "agility": "agi.", "intelligence": "int."}
DISTRICT_COLOUR: dict[str, colours.RGB] = {
    "farm": colours.rgb("#5E7F22"),
    "city": colours.rgb("#5E6270"),
    "military": colours.rgb("#7A4E3A"),
    "coast": colours.rgb("#2C6A96"),
    "forest": colours.rgb("#2E5E3E"),
}
TAG_COLOUR: dict[str, colours.RGB] = {
    "science": colours.rgb("#3E6DB5"),
    "improvement": colours.rgb("#8A6F4A"),
    "interactive": colours.rgb("#B03C78"),
    "discovery": colours.rgb("#3C8D4F"),
    "nuclear": colours.rgb("#6E4AA8"),
}
CONTENT_TAGS = tuple(TAG_COLOUR)
REVEAL_AT = {2: 3, 3: 6}
HIDDEN_FILL = colours.rgb("#4A5060")
PHASES = ("setup", "season", "rest")            # natera-pic-phase-<phase>
SCIENCE_COLS = "abc"
SCIENCE_ROWS = 5


# -- words -----------------------------------------------------------------------------------
def _say(msg: Msg, lang: str) -> str:
    """A picture's words in ``lang`` (natera-pictures.ftl, natera.ftl's names)."""
    return labels.say(msg, lang, "natera")


def num(v: int) -> str:
    """A number with a true minus sign."""
    return f"−{-v}" if v < 0 else str(v)


def look(view: dict, seat: str) -> tuple[str, colours.RGB]:
    """(letter, colour) of a seat's pawns: the tribe's letter (the seat's number before the
    tribes are chosen) on the seat's colour."""
    p = player_of(view, seat)
    if p is None:
        return "?", colours.rgb("#777777")
    number = p.get("number", 1)
    letter = p.get("letter") if p.get("tribe") else str(number)
    return letter or "?", SEAT_COLOURS[(number - 1) % len(SEAT_COLOURS)]


def who(view: dict, seat: str, lang: str = ENGLISH) -> str:
    """"ann (F)": a name with its letter, as text can carry it."""
    return f"{shown(view, seat, lang=lang)} ({look(view, seat)[0]})"


def _district_name(view: dict, district: str, lang: str = ENGLISH) -> str:
    if district in ALL_DISTRICTS:
        return _say(district_msg(district), lang)
    for d in view.get("districts", []):
        if d["id"] == district:
            return d.get("name", district.title())
    return district.title()


def _tribe_name(p: dict, lang: str) -> str | None:
    """A player's tribe in ``lang``; None before it is chosen."""
    if not p.get("tribe"):
        return p.get("tribe_name")
    return _say(tribe_msg(p["tribe"]), lang)


def _resource_words(names: dict[str, str], lang: str) -> dict[str, str]:
    """The short words of the resources in ``lang``: ``names`` is :data:`RES_SHORT` (a
    player's area) or :data:`RES_TINY` (a science space, four letters or fewer)."""
    if names is RES_TINY:
        return _tiny_words(lang)
    if names is RES_SHORT:
        return _short_words(lang)
    return names


@lru_cache(maxsize=16)
def _short_words(lang: str) -> dict[str, str]:
    return {r: _say(Msg.named("natera-pic-res", r), lang) for r in RESOURCES}


@lru_cache(maxsize=16)
def _tiny_words(lang: str) -> dict[str, str]:
    return {r: _say(Msg.named("natera-pic-tiny", r), lang) for r in RESOURCES}


def _count(arg: str) -> int | str:
    """A step's number as a number (plural forms, locale digits); any other word as it is."""
    return int(arg) if arg.lstrip("-").isdigit() else arg


def _step_words(kind: str, args: list[str], names: dict[str, str], lang: str) -> str:
    """One effect step in short words ("+2 food", "draw 1"); a kind not here (a tribe's own
    step) reads as its notation."""
    if kind in ("gain", "pay", "others") and len(args) >= 2:
        return _say(Msg.named("natera-pic-step", kind, res=names.get(args[0], args[0]), n=_count(args[1])), lang)
    if kind in ("any", "draw", "discard", "growth", "hire", "hiremax", "bonus") and args:
        return _say(Msg.named("natera-pic-step", kind, n=_count(args[0]), food=names.get("food", "food")), lang)
    if kind in ("raise", "lower"):
        if args:
            return _say(Msg.named("natera-pic-step", kind, district=_say(district_msg(args[0]), lang)), lang)
        return _say(Msg.named("natera-pic-track", kind), lang)
    if kind in ("settle", "return"):
        return _say(Msg.named("natera-pic-step", kind), lang)
    if kind == "playcard":
        return _say(Msg("natera-pic-step-playcard", cost="/".join(args)), lang)
    if kind == "copy" and args:
        scope = _say(Msg.named("natera-pic-scope", args[0]), lang) if args[0] in COPY_SCOPES else args[0]
        return _say(Msg("natera-pic-step-copy", scope=scope), lang)
    if kind == "vp" and args:
        return _say(Msg("natera-pic-vp", n=num(int(args[0]))), lang)
    return " ".join([kind, *args])


COPY_SCOPES = ("forest", "tier1", "any")       # natera-pic-scope-<scope>


def _atom_text(step: StepView | AlternativeView, names: dict[str, str], lang: str) -> str:
    """One effect step in short words: ``{"kind": "gain", "args": ["food", "2"]}`` -> "+2 food"."""
    kind, args = step["kind"], list(step["args"])
    if kind == "oneof":
        return _either([_atom_text(alt, names, lang) for alt in step.get("alternatives", [])], lang)
    return _step_words(kind, args, names, lang)


def _either(parts: list[str], lang: str) -> str:
    """"a or b or c" as the language says "or"."""
    out = parts[0] if parts else ""
    for part in parts[1:]:
        out = _say(Msg("natera-pic-or", a=out, b=part), lang)
    return out


def effect_text(steps: list[StepView] | str | None, names: dict[str, str] = RES_SHORT,
                lang: str = ENGLISH) -> str:
    """An effect (the view's steps, or their notation joined by "; ") in short words; an
    exchange reads "−2 food → +2 agility".

    Remembered by the steps' content (:func:`_effect_words`): a Natera table says ~290 effects,
    nearly all of them the same from one post to the next (every card, space and specialist
    shown), and each is a few catalog messages (~3 ms of an 18 ms table, bench_render)."""
    if not steps:
        return ""
    if names is not RES_SHORT and names is not RES_TINY:
        return _effect_text(steps, names, lang)
    return _effect_words(steps if isinstance(steps, str) else _steps_key(steps), names is RES_TINY, lang)


def _steps_key(steps: list[StepView] | list[AlternativeView]) -> tuple:
    """The steps as nested tuples (what :func:`_effect_words` is remembered by)."""
    return tuple((step["kind"], tuple(step["args"]), _steps_key(step.get("alternatives") or []))
                 for step in steps)


def _steps_of(key: tuple) -> list[StepView]:
    return [{"kind": kind, "args": list(args), "alternatives": _steps_of(alternatives)}
            for kind, args, alternatives in key]


@lru_cache(maxsize=4096)
def _effect_words(steps: str | tuple, tiny: bool, lang: str) -> str:
    """:func:`effect_text` of a notation or a :func:`_steps_key` (strings only: no budget needed)."""
    return _effect_text(steps if isinstance(steps, str) else _steps_of(steps), RES_TINY if tiny else RES_SHORT, lang)


def _effect_text(steps: list[StepView] | str, names: dict[str, str], lang: str) -> str:
    if isinstance(steps, str):
        steps = [parse_step(a.strip()).view() for a in steps.split(";") if a.strip()]
    words = _resource_words(names, lang)
    costs = [_atom_text(a, words, lang) for a in steps if a["kind"] == "pay"]
    rest = [_atom_text(a, words, lang) for a in steps if a["kind"] != "pay"]
    gains = ", ".join(rest)
    if costs:
        return " ".join(costs) + (f" → {gains}" if gains else "")
    return gains


def _name_of(view: dict, ident: str, lang: str = ENGLISH) -> str:
    """A card's or specialist's name, in ``lang``; an id the data does not know in words."""
    data = components()
    if ident in data.specialists or ident in data.cards:
        return _say(name_msg(ident), lang)
    for p in view.get("players", []):
        for c in p.get("played", []) + p.get("specialists", []):
            if c.get("id") == ident:
                return c["name"]
    return ident.replace("-", " ").title()


def _action_args(view: dict, verb: str, args: list[str], lang: str) -> tuple[str, dict] | None:
    """The message key and arguments of one step of an action, for the past ("sent the
    leader to farm-2") and the order ("send the leader to farm-2"); None: the notation."""
    a0 = args[0] if args else ""
    if verb == "send" and len(args) >= 2:
        return ("send-leader" if a0 == "leader" else "send-explorer"), {"slot": args[1]}
    if verb == "play" and a0:
        if len(args) > 1:
            return "play-paying", {"card": _name_of(view, a0, lang), "paid": args[1]}
        return "play", {"card": _name_of(view, a0, lang)}
    if verb in ("hire", "ability", "return", "replace") and a0:
        return verb, {"card": _name_of(view, a0, lang)}
    if verb == "discard":
        # never a card's name, whatever the engine leaves in: only how many, and for what
        res = [a for a in args if a in RESOURCES]
        n = len(" ".join(a for a in args if a not in RESOURCES).replace("(a card)", "x").split())
        if res:
            return "discard-for", {"n": n, "res": _say(resource_msg(res[0]), lang)}
        return "discard", {"n": n}
    if verb == "take" and a0 in RESOURCES:
        return "take-resource", {"res": _say(resource_msg(a0), lang)}
    if verb in ("settle", "take", "grow", "copy", "collect") and a0:
        return verb, {"slot": a0}
    if verb in ("pass", "draw", "peek", "pick", "skip", "done"):
        return verb, {}
    if verb == "tribe" and a0:
        return verb, {"tribe": _say(tribe_msg(a0), lang) if a0 in components().tribes
                      else a0.replace("-", " ").title()}
    if verb == "side" and a0:
        return verb, {"side": a0.upper()}
    if verb in ("raise", "lower") and a0:
        return verb, {"district": _district_name(view, a0, lang)}
    if verb == "move" and len(args) >= 2:
        return verb, {"source": a0, "target": args[1]}
    if verb == "search" and a0:
        return verb, {"tag": _say(tag_word_msg(a0), lang) if a0 in TAG_COLOUR else a0}
    return None


def describe_action(view: dict, action: str, lang: str = ENGLISH) -> str:
    """An action in words, as done: ``send leader farm-2`` -> "sent the leader to farm-2"."""
    steps: list[str] = []
    for raw in action.split(";"):
        verb, *args = raw.split() or [""]
        said = _action_args(view, verb, args, lang)
        steps.append(_say(Msg.named("natera-pic-did", said[0], **said[1]), lang) if said
                     else " ".join([verb, *args]))
    return labels.join_steps(steps)


def action_label(view: dict, action: str, lang: str = ENGLISH) -> str:
    """A button's or a menu option's words for ``action``, as an order: ``send leader
    farm-2`` -> "send the leader to farm-2" (``rendering.action_label`` capitalises it)."""
    steps: list[str] = []
    for raw in action.split(";"):
        verb, *args = raw.split() or [""]
        said = _action_args(view, verb, args, lang)
        steps.append(_say(Msg.named("natera-pic-do", said[0], **said[1]), lang) if said
                     else " ".join([verb, *args]))
    return labels.join_steps(steps)


def _about(decision: dict, lang: str) -> str:
    """What the effect being decided comes from, in ``lang``: the view's ``source`` key
    (``card:<id>``, ``setup:<tribe>``..., natera_steps.source_msg) when it has one, else its
    ``about`` words as they are (English)."""
    if decision.get("source"):
        return _say(source_msg(decision["source"]), lang)
    return decision.get("about", "")


# the decisions the pictures word (natera-pic-decide-<kind>); a tribe's own step reads as notation
DECISIONS = ("draw", "discard", "any", "trade", "raise", "lower", "growth", "settle", "copy", "hire",
             "hiremax", "playcard", "return", "bonus", "oneof", "reptile", "turtle", "search")


def _decision_text(step: StepView, about: str, lang: str = ENGLISH) -> str:
    """What the awaited player decides, from the step being resolved (its kind's words)."""
    verb, args = step["kind"], step["args"]
    n = int(args[0]) if args and args[0].lstrip("-").isdigit() else 1
    what = _say(Msg.named("natera-pic-decide", verb, n=n), lang) if verb in DECISIONS else " ".join([verb, *args])
    return _say(Msg("natera-pic-about", what=what, about=about), lang) if about else what


def _turn_options(view: dict, p: dict, lang: str = ENGLISH) -> str:
    """What the player whose turn it is can do, from what the public view shows (their
    legal actions are private): the verbs of ``/natera`` with counts."""
    tokens = []
    if p.get("leaders"):
        tokens.append(_say(Msg("natera-pic-leaders", n=p["leaders"]), lang))
    if p.get("explorers"):
        tokens.append(_say(Msg("natera-pic-explorers", n=p["explorers"]), lang))
    hand = p.get("hand_size", 0)
    options = []
    if tokens:
        options.append(_say(Msg("natera-pic-can-send", tokens=", ".join(tokens)), lang))
    if hand:
        options.append(_say(Msg("natera-pic-can-play", n=hand), lang))
    if view.get("specialist_row"):
        options.append(_say(Msg("natera-pic-can-hire"), lang))
    options.append(_say(Msg("natera-pic-can-ability"), lang))
    if p.get("resources", {}).get("supply", 0) >= 10 and p.get("settlements_left", 0):
        options.append(_say(Msg("natera-pic-can-settle"), lang))
    if hand >= 2:
        options.append(_say(Msg("natera-pic-can-discard"), lang))
    options.append(_say(Msg("natera-pic-can-pass"), lang))
    return _say(Msg("natera-pic-can", options=" · ".join(options)), lang)


def status(view: dict, lang: str = ENGLISH) -> tuple[str, str, str]:
    """(who is awaited, what they decide, the last move) in words."""
    if view.get("over"):
        scores = view.get("scores") or {}
        winners = view.get("winners") or []
        best = max((scores.get(w, {}).get("total", 0) for w in winners), default=0)
        names = [who(view, w, lang) for w in winners]
        head = labels.with_resigned(_say(Msg("natera-pic-game-over", names=names, count=len(names),
                                             vp=num(best)), lang), view, lang)
        ranked = sorted(scores, key=lambda s: -scores[s].get("total", 0))
        what = _say(Msg("natera-pic-totals", totals=" · ".join(
            f"{who(view, s, lang)} {num(scores[s].get('total', 0))}" for s in ranked)), lang)
    else:
        awaited = view.get("awaiting") or []
        names = ", ".join(who(view, s, lang) for s in awaited)
        waiting = _say(Msg("natera-pic-waiting", names=names, count=len(awaited)), lang)
        step = view.get("step")
        decision = view.get("decision")
        if decision:
            head = _say(Msg("natera-pic-to-decide", seat=who(view, decision["seat"], lang)), lang)
            what = _decision_text(decision["step"], _about(decision, lang), lang)
        elif step == "turn" and len(awaited) == 1:
            head = _say(Msg("natera-pic-to-play", seat=who(view, awaited[0], lang)), lang)
            p = player_of(view, awaited[0])
            what = _turn_options(view, p, lang) if p else ""
        elif step == "tribe" and len(awaited) == 1:
            head = _say(Msg("natera-pic-picks-tribe", seat=who(view, awaited[0], lang)), lang)
            left = [_say(tribe_msg(t), lang) if t in components().tribes else t.replace("-", " ").title()
                    for t in view.get("tribes_left", [])]
            what = _say(Msg("natera-pic-tribes-left", tribes=", ".join(left)), lang)
        elif step in ("side", "keep"):
            head = waiting
            what = _say(Msg.named("natera-pic-each", step), lang)
        elif step == "draft":
            draft = view.get("draft") or {}
            head = waiting
            what = _say(Msg("natera-pic-each-draft", n=draft.get("pack_size", 0),
                            direction=draft.get("direction", "left")), lang)
        else:
            head = waiting
            what = str(step or "")
    last = view.get("last")
    if last:
        text = _say(Msg("natera-pic-last", seat=who(view, last["seat"], lang),
                        action=describe_action(view, last["action"], lang)), lang)
    else:
        text = _say(Msg("natera-pic-last-none"), lang)
    return head, what, text


def last_marks(view: dict) -> dict[str, Any]:
    """Where the last move happened: its seat, and the locations, districts, science spaces
    and cards or specialists (ids) it touched."""
    last = view.get("last") or {}
    marks: dict[str, Any] = {"seat": last.get("seat"), "slots": set(), "districts": set(),
                             "spaces": set(), "ids": set()}
    for raw in (last.get("action") or "").split(";"):
        verb, *args = raw.split() or [""]
        if verb == "send" and len(args) >= 2:
            marks["slots"].add(args[1])
        elif verb in ("settle", "copy", "collect") and args:
            marks["slots"].add(args[0])
        elif verb == "move" and len(args) >= 2:
            marks["slots"].add(args[1])
        elif verb in ("raise", "lower") and args:
            marks["districts"].add(args[0])
        elif verb == "grow" and args:
            marks["spaces"].add(args[0])
        elif verb in ("play", "hire", "ability") and args:
            marks["ids"].add(args[0])
    return marks


AWAITED_FOR = ("turn", "tribe", "side", "keep", "draft")      # natera-pic-awaited-<step>


def awaited_tag(view: dict, lang: str = ENGLISH) -> str:
    """What an awaited player's area says they are awaited for."""
    if view.get("decision"):
        return _say(Msg("natera-pic-awaited-decision"), lang)
    step = view.get("step") or ""
    return _say(Msg.named("natera-pic-awaited", step) if step in AWAITED_FOR else Msg("natera-pic-awaited"), lang)


def acting_seat(view: dict) -> str | None:
    """The one player the game waits for (a turn, a decision, a tribe pick), else None."""
    if view.get("over"):
        return None
    awaited = view.get("awaiting") or []
    if view.get("decision"):
        awaited = [view["decision"]["seat"]]
    seat = awaited[0] if len(awaited) == 1 else None
    return seat if seat is not None and player_of(view, seat) is not None else None


# -- sprites ---------------------------------------------------------------------------------
@remembered
def ring(size: int) -> Image.Image:
    """The highlight ring drawn around what the last move touched."""
    return draw.sprite(size, size, lambda pen: pen.ellipse((1, 1, size - 1, size - 1),
                                                          outline=MARKER, width=4))


@remembered
def house(letter: str, colour: colours.RGB, size: int) -> Image.Image:
    """A settlement: a house in the owner's colour with their letter."""
    def paint(pen: Pen) -> None:
        s = size
        edge = colours.darker(colour, .45)
        pen.polygon([(s * .5, 1), (s - 1, s * .42), (s - 1, s - 1), (1, s - 1), (1, s * .42)],
                    fill=colour, outline=edge)
        pen.text((s / 2, s * .64), letter, max(draw.MIN_TEXT, s * 5 // 9), "white", True, "mm",
                 stroke=1, stroke_fill=(0, 0, 0))
    return draw.sprite(size, size, paint)


@remembered
def flag(letter: str, colour: colours.RGB, size: int) -> Image.Image:
    """A claim token: a pennant on a pole in the claimer's colour with their letter."""
    def paint(pen: Pen) -> None:
        s = size
        pen.rect((s * .06, s * .04, s * .16, s), fill=(0x33, 0x33, 0x33))
        pen.polygon([(s * .16, s * .04), (s * .98, s * .04), (s * .80, s * .36), (s * .98, s * .68),
                     (s * .16, s * .68)], fill=colour, outline=colours.darker(colour, .45))
        pen.text((s * .52, s * .37), letter, max(draw.MIN_TEXT, s * 5 // 9), "white", True, "mm",
                 stroke=1, stroke_fill=(0, 0, 0))
    return draw.sprite(size, size, paint)


@remembered
def disc(letter: str | None, colour: colours.RGB | None, size: int) -> Image.Image:
    """The district leader disc: gold-rimmed, with its holder's letter (empty when free)."""
    def paint(pen: Pen) -> None:
        fill = colour if colour is not None else colours.PALETTE["paper2"]
        pen.ellipse((1, 1, size - 1, size - 1), fill=fill, outline=MARKER, width=4)
        if letter:
            pen.text((size / 2, size / 2 + .5), letter, max(draw.MIN_TEXT, size * 5 // 9), "white",
                     True, "mm", stroke=1, stroke_fill=(0, 0, 0))
    return draw.sprite(size, size, paint)


@remembered
def pill_sprite(text: str, fill: colours.RGB, bold: bool = False, marked: bool = False,
                size: int = PILL, height: int = PILL_H) -> Image.Image:
    """A :func:`draw.pill` as a cached sprite (a table has a hundred of them, mostly the same
    from one picture to the next); ``marked`` rings it in the highlight colour."""
    w = draw.pill_width(text, size, bold)
    return draw.sprite(w, height, lambda pen: draw.pill(pen, (0, 0), text, size, fill, bold=bold,
                                                      height=height,
                                                      border=MARKER if marked else None), ss=1)


@remembered
def text_sprite(text: str, size: int, ink: colours.RGB, bold: bool, background: colours.RGB) -> Image.Image:
    """One line of text on an opaque background, cached: most of a table's words (labels,
    names, counts) are the same from one picture to the next, and pasting is ten times as
    fast as drawing the glyphs again."""
    w, h = draw.text_width(text, size, bold) + 4, draw.line_height(size) + 4
    def paint(pen: Pen) -> None:
        pen.rect((0, 0, w, h), fill=background)
        pen.text((2, h / 2), text, size, ink, bold, "lm")
    return draw.sprite(w, h, paint, ss=1)


def label(pen: Pen, xy: tuple[float, float], text: str, size: int, ink: colours.Colour,
          bold: bool = False, background: colours.Colour = "paper", anchor: str = "lm") -> None:
    """:meth:`Pen.text` through :func:`text_sprite` (anchors ``lm``, ``mm``, ``rm``) onto a
    flat ``background``."""
    image = text_sprite(text, size, colours.rgb(ink), bold, colours.rgb(background))
    x = {"l": xy[0] - 2, "m": xy[0] - image.width / 2, "r": xy[0] - image.width + 2}[anchor[0]]
    pen.paste(image, (round(x), round(xy[1] - image.height / 2)))


def _chip(pen: Pen, view: dict, seat: str, xy: tuple[int, int], size: int = CHIP,
          marked: bool = False, hollow: bool = False) -> None:
    letter, colour = look(view, seat)
    if marked:
        pen.paste(ring(size + 10), (xy[0] - 5, xy[1] - 5))
    pen.paste(draw.token(letter, colour, size, hollow), xy)


# -- sections --------------------------------------------------------------------------------
@dataclass
class Sections:
    """The boxes of the picture's parts (for tests and for reading the code)."""

    header: Box | None = None
    status: Box | None = None
    strip: Box | None = None
    board: Box | None = None
    districts: dict[str, Box] = field(default_factory=dict)
    locations: dict[str, Box] = field(default_factory=dict)
    claims: Box | None = None
    specialists: Box | None = None
    players: dict[str, Box] = field(default_factory=dict)
    awaited: list[str] = field(default_factory=list)


def _draw_header(pen: Pen, view: dict, y: int, lang: str = ENGLISH) -> int:
    box = Box(M, y, INNER_W, HEADER_H)
    pen.rect(box, fill="night2", radius=12)
    cy = box.centre[1]
    pen.text((box.x + 18, cy), "Natera", 32, "light", True, "lm")
    x = box.x + 30 + draw.text_width("Natera", 32, True)
    season, seasons = view.get("season", 1), view.get("seasons", 4)
    text = _say(Msg("natera-pic-season-of", n=season, total=seasons), lang)
    pen.text((x, cy), text, 22, "light", True, "lm")
    x += draw.text_width(text, 22, True) + 12
    for k in range(1, seasons + 1):
        cx = x + (k - 1) * 22
        fill = MARKER if k == season and not view.get("over") else (
            colours.PALETTE["dim"] if k < season or view.get("over") else colours.PALETTE["night"])
        pen.ellipse((cx, cy - 8, cx + 16, cy + 8), fill=fill, outline="dim", width=2)
    x += seasons * 22 + 10
    opts = view.get("options") or {}
    extras = ([_say(Msg("natera-pic-draft"), lang)] if opts.get("draft") else []) + (
        [_say(Msg("natera-pic-nuclear-discovery"), lang)] if opts.get("expansions") else [])
    for label in extras:
        w = draw.pill_width(label, 18)
        draw.pill(pen, (x, box.y + 15), label, 18, "night", "dim", height=34, border="dim")
        x += w + 8
    right = box.right - 12
    if view.get("over"):
        over = _say(Msg("natera-pic-over"), lang)
        w = draw.pill_width(over, 20, True, 28)
        draw.pill(pen, (right - w, box.y + 12), over, 20, MARKER, "ink", True, "star", "ink",
                 height=40)
        return box.h
    phase = view.get("phase")
    phases = [(key, _say(Msg.named("natera-pic-phase", key), lang)) for key in PHASES]
    widths = [draw.pill_width(label, 18, True) for _, label in phases]
    x = right - sum(widths) - 8 * (len(widths) - 1)
    for (key, label), w in zip(phases, widths, strict=True):
        current = key == phase
        draw.pill(pen, (x, box.y + 14), label, 18, MARKER if current else "night",
                 "ink" if current else "dim", True, height=36)
        x += w + 8
    return box.h


def _status_layout(view: dict, lang: str = ENGLISH) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], int]:
    """The status box's wrapped lines (who, what, last move) and its height."""
    head, what, last = status(view, lang)
    width = INNER_W - 70
    heads = draw.wrap(head, 36, width, True, 3)          # four long names take three lines
    whats = draw.wrap(what, 26, width, False, 3) if what else ()
    lasts = draw.wrap(last, 20, width, False, 3)
    h = 16 + len(heads) * draw.line_height(36) + len(whats) * draw.line_height(26) + 6 \
        + len(lasts) * draw.line_height(20) + 12
    return heads, whats, lasts, h


def _draw_status(pen: Pen, view: dict, y: int, lang: str = ENGLISH) -> int:
    heads, whats, lasts, h = _status_layout(view, lang)
    box = Box(M, y, INNER_W, h)
    pen.rect(box, fill="night2", outline="highlight", width=3, radius=12)
    pen.icon("arrow", (box.x + 14, box.y + 20), 34, "highlight")
    ty = box.y + 14
    ty += pen.lines((box.x + 60, ty), heads, 36, MARKER, True)
    ty += pen.lines((box.x + 60, ty), whats, 26, "light", False)
    pen.lines((box.x + 60, ty + 6), lasts, 20, "dim", False)
    return h


def _draw_strip(pen: Pen, view: dict, seat: str, y: int, lang: str = ENGLISH) -> int:
    """The acting player's numbers in large type (phone-readable at a third of the size)."""
    p = player_of(view, seat) or {}
    box = Box(M, y, INNER_W, STRIP_H)
    pen.rect(box, fill="paper", outline=MARKER, width=4, radius=12)
    letter, colour = look(view, seat)
    pen.paste(draw.token(letter, colour, 56), (box.x + 14, box.y + 14))
    name = draw.fit(shown(view, seat, lang=lang), 30, 420, True)
    pen.text((box.x + 82, box.y + 26), name, 30, "ink", True, "lm")
    tribe = _tribe_name(p, lang) or _say(Msg("natera-pic-no-tribe-yet"), lang)
    pen.text((box.x + 82, box.y + 58), draw.fit(tribe, 20, 420), 20, "muted", False, "lm")
    cells = Box(box.x + 520, box.y + 10, box.w - 530, 80).columns(6, 6)
    for res, cell in zip(RESOURCES, cells, strict=True):
        pen.rect(cell, fill=colours.lighter(RES_COLOUR[res], .72), radius=10)
        pen.rect((cell.x, cell.y, cell.x + 8, cell.bottom), fill=RES_COLOUR[res], radius=4)
        value = str(p.get("resources", {}).get(res, 0))
        pen.text((cell.centre[0] + 4, cell.y + 30), value, 40, "ink", True, "mm")
        word = draw.fit(_short_words(lang)[res], 18, cell.w - 10)
        pen.text((cell.centre[0] + 4, cell.y + 64), word, 18, "ink", False, "mm")
    facts = [_in_hand(p, lang)]
    facts.append(_say(Msg("natera-pic-at-home", leaders=_say(Msg("natera-pic-leaders", n=p.get("leaders", 0)), lang),
                          explorers=_say(Msg("natera-pic-explorers", n=p.get("explorers", 0)), lang)), lang))
    facts.append(_say(Msg("natera-pic-settlements-left", n=p.get("settlements_left", 0)), lang))
    if p.get("passed"):
        facts.append(_say(Msg("natera-pic-passed"), lang))
    line = draw.fit(" · ".join(facts), 26, box.w - 40, True)
    pen.text((box.x + 18, box.y + 118), line, 26, "ink", True, "lm")
    return box.h


@remembered
def location_face(slot: str, tier: int, revealed: bool, text: str, foot: str, w: int,
                  pawns: int, h: int = LOC_H, lang: str = ENGLISH) -> Image.Image:
    """A location row without its pawns: the slot players type, its tier, and the effect and
    settlement bonus (or "face down" and when it is revealed), the text cut to leave room for
    ``pawns`` pawns at the right; cached, pasted every render."""
    def paint(pen: Pen) -> None:
        fill = colours.PALETTE["paper"] if revealed else HIDDEN_FILL
        pen.rect((0, 0, w, h), fill=fill, radius=8)
        ink, sub = ("ink", "muted") if revealed else ("light", "dim")
        pen.text((10, 16), slot, 18, ink, True, "lm")
        tier_text = (_say(district_msg("forest"), lang) if tier == 0 else
                     _say(Msg("natera-pic-tier", n=tier), lang) if tier == 1 else
                     _say(Msg("natera-pic-tier-at", n=tier, at=REVEAL_AT[tier]), lang))
        tier_text = draw.fit(tier_text, 16, LOC_LABEL_W - 14)
        pen.text((10, 37), tier_text, 16, sub, False, "lm")
        text_w = w - LOC_LABEL_W - pawns * (CHIP + 4) - 10
        pen.text((LOC_LABEL_W, 16), draw.fit(text, 18, text_w), 18, ink, not revealed, "lm")
        pen.text((LOC_LABEL_W, 37), draw.fit(foot, 16, text_w), 16, sub, False, "lm")
    return draw.sprite(w, h, paint, ss=1)


def _draw_location(pen: Pen, view: dict, loc: dict, box: Box, marks: dict, lang: str = ENGLISH) -> None:
    slot = loc["slot"]
    tier = loc.get("tier", 0)
    hit = slot in marks["slots"]
    if loc.get("revealed"):
        text = effect_text(loc.get("text"), lang=lang)
        bonus = effect_text(loc.get("bonus"), lang=lang)
        foot = (_say(Msg("natera-pic-bonus", bonus=bonus), lang) if bonus
                else (_say(Msg("natera-pic-card-from-hand"), lang) if tier == 0 else ""))
    else:
        text = _say(Msg("natera-pic-face-down"), lang)
        foot = _say(Msg("natera-pic-revealed-at", n=REVEAL_AT.get(tier, 0)), lang)
    tokens = loc.get("tokens", [])
    items = len(tokens) + (1 if loc.get("settlement") else 0)
    pen.paste(location_face(slot, tier, bool(loc.get("revealed")), text, foot, box.w, items,
                            box.h, lang), (box.x, box.y))
    if hit:
        pen.rect(box, outline=MARKER, width=3, radius=8)
    x = box.right - 6 - items * (CHIP + 4)
    cy = box.y + (box.h - CHIP) // 2
    if loc.get("settlement"):
        letter, colour = look(view, loc["settlement"])
        pen.paste(house(letter, colour, CHIP), (x, cy))
        x += CHIP + 4
    for k, t in enumerate(tokens):
        marked = hit and t["seat"] == marks["seat"] and k == len(tokens) - 1
        # the leader is a full pawn, an explorer a ring (shape, not only colour)
        _chip(pen, view, t["seat"], (x, cy), CHIP, marked, hollow=t.get("kind") != "leader")
        x += CHIP + 4


@remembered
def track_face(w: int, h: int, background: colours.RGB) -> Image.Image:
    """An authority track without markers: cells 0-10, the tier thresholds 3 and 6, the
    claim at 10."""
    def paint(pen: Pen) -> None:
        pen.rect((0, 0, w, h), fill=background)
        for level, cell in enumerate(Box(0, 0, w, h).columns(11, 3)):
            fill = colours.mix("paper2", MARKER, .35) if level in (3, 6) else colours.PALETTE["paper2"]
            if level == 10:
                fill = colours.mix("paper2", colours.PALETTE["bad"], .25)
            pen.rect(cell, fill=fill, radius=6)
            label = {3: "3 T2", 6: "6 T3", 10: "10 ⚑"}.get(level, str(level))
            pen.text((cell.centre[0], cell.y + 11), label, 16, "muted", level in (3, 6, 10), "mm")
    return draw.sprite(w, h, paint, ss=1)


def _draw_track(pen: Pen, view: dict, d: dict, box: Box, marks: dict, background: colours.RGB) -> None:
    """The authority track 0-10: every player's marker; 3 and 6 open the tiers; 10 claims."""
    pen.paste(track_face(box.w, box.h, background), (box.x, box.y))
    cells = box.columns(11, 3)
    authority = d.get("authority", {})
    seats = [p["seat"] for p in view.get("players", [])]
    hit = d["id"] in marks["districts"]
    for level, cell in enumerate(cells):
        here = [s for s in seats if authority.get(s, 0) == level]
        for k, seat in enumerate(here[:4]):
            cx = cell.x + (cell.w - 2 * TRACK_CHIP - 2) // 2 + (k % 2) * (TRACK_CHIP + 2)
            cy = cell.y + 22 + (k // 2) * (TRACK_CHIP + 2)
            _chip(pen, view, seat, (cx, cy), TRACK_CHIP, marked=hit and seat == marks["seat"])
    if hit:
        pen.rect(box.inset(-3), outline=MARKER, width=3, radius=8)


def _district_height(n_slots: int, track: bool) -> int:
    rows = n_slots
    return 46 + rows * LOC_H + (rows - 1) * 6 + (10 + TRACK_CELL_H if track else 0) + PAD


def _draw_district(pen: Pen, view: dict, d: dict, box: Box, marks: dict,
                   sections: Sections, lang: str = ENGLISH) -> None:
    colour = DISTRICT_COLOUR.get(d["id"], colours.rgb("#555555"))
    background = colours.mix(colour, "night", .35)
    pen.rect(box, fill=background, radius=12)
    head = Box(box.x, box.y, box.w, 40)
    pen.rect(head, fill=colour, radius=12, corners=(True, True, False, False))
    name = _district_name(view, d["id"], lang).upper()
    pen.text((head.x + 14, head.centre[1]), name, 22, "white", True, "lm")
    if d["id"] in ("farm", "city", "military", "coast"):
        holder = d.get("disc")
        letter, col = look(view, holder) if holder else (None, None)
        production = effect_text(d.get("disc_production"), lang=lang)
        text = _say(Msg("natera-pic-disc", production=production) if holder
                    else Msg("natera-pic-disc-free", production=production), lang)
        text = draw.fit(text, 18, head.w - 28 - draw.text_width(name, 22, True) - 60)
        tw = draw.text_width(text, 18)
        x = head.right - 12 - tw
        pen.text((x, head.centre[1]), text, 18, "white", False, "lm")
        pen.paste(disc(letter, col, 32), (x - 40, head.y + 4))
    else:
        text = _say(Msg("natera-pic-forest-access"), lang)
        pen.text((head.right - 12, head.centre[1]), text, 18, "white", False, "rm")
        key_x = head.x + max(150, 28 + draw.text_width(name, 22, True))
        _draw_key(pen, key_x, head.y + 6, head.right - 24 - draw.text_width(text, 18) - key_x, lang)
    by_slot = {loc["slot"]: loc for loc in view.get("locations", [])}
    slots = d.get("slots", [])
    y = head.bottom + 6
    if d["id"] == "forest":
        cols = Box(box.x + PAD, y, box.w - 2 * PAD, LOC_H).columns(3, GAP)
        for k, slot in enumerate(slots):
            col = cols[k % 3]
            lb = Box(col.x, y + (k // 3) * (LOC_H + 6), col.w, LOC_H)
            if slot in by_slot:
                _draw_location(pen, view, by_slot[slot], lb, marks, lang)
            sections.locations[slot] = lb
        return
    for slot in slots:
        lb = Box(box.x + PAD, y, box.w - 2 * PAD, LOC_H)
        if slot in by_slot:
            _draw_location(pen, view, by_slot[slot], lb, marks, lang)
        sections.locations[slot] = lb
        y += LOC_H + 6
    track = Box(box.x + PAD, y + 4, box.w - 2 * PAD, TRACK_CELL_H)
    _draw_track(pen, view, d, track, marks, background)
    claim = d.get("claim")
    if claim:
        cell = track.columns(11, 3)[10]
        pen.paste(flag(*look(view, claim), FLAG), (cell.x + (cell.w - FLAG) // 2,
                                                    cell.bottom - FLAG - 2))


def _board_boxes(view: dict, y: int) -> tuple[dict[str, Box], int]:
    """Where each district goes (two by two, the Forest across the bottom), and the height."""
    districts = {d["id"]: d for d in view.get("districts", [])}
    top = y
    boxes: dict[str, Box] = {}
    order = [k for k in ("farm", "city", "military", "coast") if k in districts]
    for row in range(0, len(order), 2):
        pair = order[row:row + 2]
        h = max(_district_height(len(districts[k].get("slots", [])), True) for k in pair)
        for k, did in enumerate(pair):
            boxes[did] = Box(M + k * (DISTRICT_W + GAP), y, DISTRICT_W, h)
        y += h + GAP
    if "forest" in districts:
        n = len(districts["forest"].get("slots", []))
        boxes["forest"] = Box(M, y, INNER_W, 46 + -(-n // 3) * (LOC_H + 6) + PAD - 6)
        y += boxes["forest"].h + GAP
    return boxes, max(0, y - top - GAP)


KEY_GREY = colours.rgb("#8C8C8C")
KEY_H = 30
KEY_PIECES = ("leader", "explorer", "settlement", "disc", "claim")   # natera-pic-key-<piece>


def _draw_key(pen: Pen, x: int, y: int, room: int = 10 ** 6, lang: str = ENGLISH) -> None:
    """The key of the pieces, in the Forest's header: leader, explorer, settlement, disc;
    the pieces that do not fit in ``room`` (a longer language's words) are left out whole."""
    images = (draw.token("", KEY_GREY, 28), draw.token("", KEY_GREY, 28, hollow=True),
              house("", KEY_GREY, 28), disc(None, None, 28), flag("", KEY_GREY, 28))
    right = x + room
    for image, piece in zip(images, KEY_PIECES, strict=True):
        label = _say(Msg.named("natera-pic-key", piece), lang)
        if x + 34 + draw.text_width(label, 18) > right:
            break
        pen.paste(image, (x, y))
        pen.text((x + 34, y + 14), label, 18, "white", False, "lm")
        x += 34 + draw.text_width(label, 18) + 20


def _draw_board(pen: Pen, view: dict, y: int, marks: dict, sections: Sections, lang: str = ENGLISH) -> int:
    boxes, h = _board_boxes(view, y)
    for d in view.get("districts", []):
        if d["id"] in boxes:
            _draw_district(pen, view, d, boxes[d["id"]], marks, sections, lang)
    sections.districts = boxes
    sections.board = Box(M, y, INNER_W, h)
    return h


def _section_title(pen: Pen, box: Box, title: str, note: str = "") -> None:
    pen.text((box.x + 14, box.y + 20), title, 22, "light", True, "lm")
    if note:
        pen.text((box.right - 14, box.y + 20), note, 18, "dim", False, "rm")


def _draw_claims(pen: Pen, view: dict, y: int, lang: str = ENGLISH) -> int:
    claims = view.get("claims", [])
    if not claims:
        return 0
    tile_h = CLAIM_H - 40 - PAD
    box = Box(M, y, INNER_W, CLAIM_H)
    pen.rect(box, fill="night2", radius=12)
    _section_title(pen, box, _say(Msg("natera-pic-claims"), lang), _say(Msg("natera-pic-claims-note"), lang))
    cols = Box(box.x + PAD, box.y + 40, box.w - 2 * PAD, tile_h).columns(len(claims), GAP)
    for claim, cell in zip(claims, cols, strict=True):
        held = claim.get("holder")
        draw.card_frame(pen, cell, "paper", MARKER if held else None, shadow=False)
        draw.badge(pen, (cell.x + 30, cell.y + 20), claim.get("tile", "?"), 18, "ink")
        if held:
            pen.paste(flag(*look(view, held), FLAG), (cell.right - FLAG - 8, cell.y + 4))
            pen.text((cell.right - FLAG - 14, cell.y + 21), _say(Msg("natera-pic-vp", n="7"), lang), 16, "ink",
                     True, "rm")
        else:
            pen.text((cell.right - 10, cell.y + 21), _say(Msg("natera-pic-open"), lang), 16, "muted", False, "rm")
        objective = claim.get("objective")
        words = _say(objective_msg(objective), lang) if objective else claim.get("text", "")
        lines = draw.wrap(words, 16, cell.w - 16, False, 4)
        pen.lines((cell.x + 8, cell.y + 42), lines, 16, "ink")
        late = claim.get("late", [])
        x = cell.x + 8
        for seat in late:
            pen.paste(flag(*look(view, seat), FLAG), (x, cell.bottom - FLAG - 4))
            x += FLAG + 4
        if late:
            pen.text((x + 2, cell.bottom - 18), _say(Msg("natera-pic-vp", n="+1"), lang), 16, "muted", False, "lm")
    return box.h


def _vp_text(vp: Any, lang: str = ENGLISH) -> str:
    if isinstance(vp, int):
        return _say(Msg("natera-pic-vp", n=num(vp)), lang)
    text = str(vp)
    if text.startswith("per-tag "):
        tag = text.split(" ", 1)[1]
        return _say(Msg("natera-pic-vp-per-tag", tag=_say(tag_word_msg(tag), lang) if tag in TAG_COLOUR else tag),
                    lang)
    return text.replace("-", " ")


def _draw_specialists(pen: Pen, view: dict, y: int, marks: dict, lang: str = ENGLISH) -> int:
    row = view.get("specialist_row", [])
    decks, discards = view.get("decks", {}), view.get("discards", {})
    card_h = ROW_H - 40 - PAD
    box = Box(M, y, INNER_W, ROW_H)
    pen.rect(box, fill="night2", radius=12)
    note = _say(Msg("natera-pic-decks", specialists=view.get("specialist_deck", 0), basic=decks.get("basic", 0),
                    basicpile=discards.get("basic", 0), advanced=decks.get("advanced", 0),
                    advancedpile=discards.get("advanced", 0)), lang)
    title = _say(Msg("natera-pic-for-hire"), lang)
    _section_title(pen, box, title, draw.fit(note, 18, box.w - 56 - draw.text_width(title, 22, True)))
    cols = Box(box.x + PAD, box.y + 40, box.w - 2 * PAD, card_h).columns(5, GAP)
    for spec, cell in zip(row, cols, strict=False):
        pen.paste(specialist_face(json.dumps(spec, sort_keys=True), cell.w, cell.h, lang), (cell.x, cell.y))
    return box.h


@remembered
def specialist_face(spec_json: str, w: int, h: int, lang: str = ENGLISH) -> Image.Image:
    """A specialist card (name, food cost, tag, hire reward, ability, VP), cached by content
    (the view's entry as JSON: its reward and ability are lists of steps)."""
    spec: dict[str, Any] = json.loads(spec_json)
    return draw.sprite(w, h, lambda pen: _specialist_card(pen, spec, Box(0, 0, w, h), lang), ss=1)


def _specialist_name(spec: dict, lang: str) -> str:
    ident = spec.get("id", "")
    return _say(specialist_msg(ident), lang) if ident in components().specialists else spec.get("name", "?")


def _specialist_card(pen: Pen, spec: dict, cell: Box, lang: str = ENGLISH) -> None:
    tag = spec.get("tag", "")
    colour = TAG_COLOUR.get(tag, colours.rgb("#777777"))
    draw.card_frame(pen, cell, "paper", colour, shadow=False)
    pen.rect((cell.x, cell.y, cell.right, cell.y + 34), fill=colour, radius=10,
             corners=(True, True, False, False))
    pen.text((cell.x + 10, cell.y + 17), draw.fit(_specialist_name(spec, lang), 18, cell.w - 20, True),
             18, "white", True, "lm")
    y = cell.y + 42
    cost = _say(Msg("natera-pic-food-cost", n=spec.get("cost", 0), food=_short_words(lang)["food"]), lang)
    tag = _say(tag_word_msg(tag), lang) if tag in TAG_COLOUR else tag
    draw.pill(pen, (cell.x + 8, y), cost, 16, colours.lighter(RES_COLOUR["food"], .6), height=28,
             bold=True)
    tag_x = cell.x + 16 + draw.pill_width(cost, 16, True)
    pen.text((tag_x, y + 14), draw.fit(tag, 16, cell.right - tag_x - 6, True), 16,
             colours.darker(colour, .25), True, "lm")
    y += 36
    w = cell.w - 16
    # the reward and the ability wrap (a line each, two when long: "hire: others +1 food,
    # +3 food"), the VP under them
    lines = draw.wrap(_say(Msg("natera-pic-on-hire", effect=effect_text(spec.get("reward"), lang=lang)), lang),
                      16, w, False, 2) \
        + draw.wrap("⚡ " + effect_text(spec.get("ability"), lang=lang), 16, w, False, 2)
    step = 22 if len(lines) <= 2 else draw.line_height(16)
    for i, line in enumerate(lines):
        pen.text((cell.x + 8, y + 9 + step * i), line, 16, "ink", False, "lm")
    pen.text((cell.x + 8, y + 11 + step * len(lines)), draw.fit(_vp_text(spec.get("vp", 0), lang), 16, w, True),
             16, "ink", True, "lm")


# -- the player areas ----------------------------------------------------------------------
@dataclass
class Chip:
    """A pill in a player's area: its text, fill and whether the last move touched it."""

    text: str
    fill: colours.RGB
    bold: bool = False
    marked: bool = False
    width: int = 0

    def __post_init__(self) -> None:
        self.width = draw.pill_width(self.text, PILL, self.bold)


def _content_tag(card: dict) -> str:
    return next((t for t in card.get("tags", []) if t in CONTENT_TAGS), "other")


def _card_name(card: dict, lang: str) -> str:
    ident = card.get("id", "")
    return _say(name_msg(ident), lang) if ident in components().cards else card.get("name", "?")


def _card_label(card: dict, lang: str = ENGLISH) -> str:
    mark = {"ability": " ⚡", "production": " ♦", "passive": " ∞"}.get(card.get("kind", ""), "")
    return _card_name(card, lang) + mark


def _production_card(p: dict, name: str, lang: str) -> str:
    """A production card the view names by its English name, in ``lang`` (found among the
    cards the player played)."""
    card = next((c for c in p.get("played", []) if c.get("name") == name), None)
    return _card_name(card, lang) if card else name


def _claimed(claim: str, lang: str) -> str:
    """A claim the player holds: a tile ("A.1") as it is, a track's claim in words."""
    kind, _, district = claim.partition("-")
    if kind == "authority" and district in DISTRICTS:
        return _say(Msg("natera-pic-claimed-authority", district=_say(district_msg(district), lang)), lang)
    return claim


def _player_rows(view: dict, p: dict, marks: dict, claims: bool = False,
                 lang: str = ENGLISH) -> list[tuple[str, list[Chip]]]:
    """The rows of chips of a player's area (left column): label, chips; with ``claims`` (the
    table picture; the phone names them in a tag) a row of the claim tiles the player holds."""
    res = p.get("resources", {})
    short = _short_words(lang)
    rows: list[tuple[str, list[Chip]]] = [
        ("", [Chip(f"{res.get(r, 0)} {short[r]}", colours.lighter(RES_COLOUR[r], .7), True)
              for r in RESOURCES]),
    ]
    prod = p.get("production", {})
    produce = [Chip(f"+{n} {short.get(r, r)}", colours.lighter(RES_COLOUR.get(r, (120, 120, 120)), .7))
               for r, n in (prod.get("mini-card") or {}).items() if n]
    produce += [Chip(_say(Msg("natera-pic-disc-of", district=_district_name(view, d, lang)), lang),
                     colours.mix("paper2", MARKER, .4))
                for d in prod.get("discs", [])]
    produce += [Chip(f"{_production_card(p, name, lang)} ♦", colours.lighter(TAG_COLOUR["improvement"], .7))
                for name in prod.get("cards", [])]
    rows.append((_say(Msg("natera-pic-production"), lang),
                 produce or [Chip(_say(Msg("natera-pic-none"), lang), colours.PALETTE["paper2"])]))
    groups: dict[str, list[dict]] = {}
    for card in p.get("played", []):
        groups.setdefault(_content_tag(card), []).append(card)
    for tag in (*CONTENT_TAGS, "other"):
        if tag not in groups:
            continue
        colour = TAG_COLOUR.get(tag, colours.rgb("#777777"))
        copies: dict[str, list[dict]] = {}          # copies of one card: one chip "×2"
        for c in groups[tag]:
            copies.setdefault(_card_label(c, lang), []).append(c)
        chips = [Chip(label if len(cs) == 1 else f"{label} ×{len(cs)}", colours.lighter(colour, .72),
                      marked=any(c.get("id") in marks["ids"] for c in cs))
                 for label, cs in copies.items()]
        name = _say(tag_msg(tag) if tag in TAG_COLOUR else Msg("natera-pic-other"), lang)
        rows.append((f"{name} {len(groups[tag])}", chips))
    specs = [Chip(f"{_specialist_name(s, lang)} · {_vp_text(s.get('vp', 0), lang)}",
                  colours.lighter(TAG_COLOUR.get(s.get("tag", ""), colours.rgb("#777777")), .72),
                  marked=s.get("id") in marks["ids"]) for s in p.get("specialists", [])]
    if specs:
        rows.append((_say(Msg("natera-pic-specialists"), lang), specs))
    if claims and p.get("claimed"):
        rows.append((_say(Msg("natera-pic-claimed"), lang),
                     [Chip(_claimed(t, lang), colours.mix("paper2", MARKER, .4), True) for t in p["claimed"]]))
    return rows


ROW_LABEL_W = 150
PLAYER_GAP = GAP + 4          # between two player areas (room for the awaited frame)
AREA_LEFT_W = INNER_W - SCIENCE_W - 3 * PAD - 14     # a player area's column left of the science


def _label_w(label: str) -> int:
    """A row's chips start after its label; the unlabelled row (resources) takes the width."""
    return ROW_LABEL_W if label else 0


def _rows_height(rows: list[tuple[str, list[Chip]]], width: int) -> int:
    h = 0
    for label, chips in rows:
        _, rh = draw.flow([c.width for c in chips], width - _label_w(label), PILL_H, 6, 6)
        h += max(rh, PILL_H) + 8
    return h


SCI_GRID_W = SCIENCE_W - 40                            # the cells' columns, right of the row numbers
SCI_CELL_W = Box(0, 0, SCI_GRID_W, 0).columns(3, 4)[0].w


def science_lines(text: str, grown: bool, w: int = SCI_CELL_W) -> tuple[str, ...]:
    """A science space's reward as it is written in its cell: one line, or two where one
    would cut it (an exchange breaks after its arrow: "−2 end. →" / "raise a track")."""
    shown_text = ("✓ " if grown else "") + text
    room = w - 10
    if draw.text_width(shown_text, SCI_TEXT) <= room:
        return (shown_text,)
    if " → " in shown_text:
        cost, gain = shown_text.split(" → ", 1)
        lines: tuple[str, ...] = (f"{cost} →", gain)
    else:
        lines = draw.wrap(shown_text, SCI_TEXT, room, max_lines=2)
    return tuple(draw.fit(line, SCI_TEXT, room) for line in lines)


def _science_row_heights(p: dict, lang: str = ENGLISH) -> list[int]:
    """Each row's height, top row (5) first: two lines where a space needs them (measured
    with the tick a grown space shows, so growing never moves the board)."""
    spaces = (p.get("science") or {}).get("spaces", {})
    return [SCI_CELL_H2 if any(len(science_lines(effect_text(spaces.get(f"{c}{row}", ""), RES_TINY, lang), True)) > 1
                               for c in SCIENCE_COLS) else SCI_CELL_H
            for row in range(SCIENCE_ROWS, 0, -1)]


def _science_height(p: dict, lang: str = ENGLISH) -> int:
    if not p.get("science"):
        return 60
    return 34 + 26 + sum(h + 4 for h in _science_row_heights(p, lang))


def _player_height(view: dict, p: dict, marks: dict, lang: str = ENGLISH) -> int:
    rows = _player_rows(view, p, marks, claims=True, lang=lang)
    body = max(_rows_height(rows, AREA_LEFT_W) + 44, _science_height(p, lang))
    return 56 + body + PAD


def _in_hand(p: dict, lang: str) -> str:
    return _say(Msg("natera-pic-in-hand", n=p.get("hand_size", 0)), lang)


def _science_name(science: dict, lang: str) -> str:
    board, side = science.get("board", ""), science.get("side", "")
    if board in components().science and side:
        return _say(science_msg(board, side), lang)
    return science.get("name", "")


def _draw_player(pen: Pen, view: dict, p: dict, box: Box, marks: dict, awaited: bool,
                 winner: bool, lang: str = ENGLISH) -> None:
    seat = p["seat"]
    letter, colour = look(view, seat)
    pen.rect(box, fill="paper", radius=12)
    pen.rect((box.x, box.y, box.x + 14, box.bottom), fill=colour, radius=6)
    if awaited:
        pen.rect(box.inset(-4), outline=MARKER, width=6, radius=14)
    pen.paste(draw.token(letter, colour, 40), (box.x + 24, box.y + 8))
    x = box.x + 74
    tags: list[tuple[str, colours.Colour, colours.Colour]] = []
    if awaited:
        tags.append((f"▶ {awaited_tag(view, lang)}", MARKER, "ink"))
    if winner:
        tags.append(("★ " + _say(Msg("natera-pic-winner"), lang), MARKER, "ink"))
    if p.get("first"):
        tags.append((_say(Msg("natera-pic-first-player"), lang), "ink", "white"))
    if p.get("passed") and view.get("phase") == "season":
        tags.append((_say(Msg("natera-pic-passed"), lang), colours.PALETTE["dim"], "ink"))
    if marks["seat"] == seat:
        tags.append((_say(Msg("natera-pic-last-move-tag"), lang), colours.mix("paper2", MARKER, .5), "ink"))
    if seat in (view.get("resigned") or []):
        tags.append((_say(Msg("natera-pic-resigned"), lang), colours.PALETTE["bad"], "white"))
    tags_w = sum(draw.pill_width(t, 18, True) + 8 for t, _, _ in tags)
    hand = _in_hand(p, lang)
    hand_w = draw.text_width(hand, 20, True)
    name_w = box.right - 24 - hand_w - tags_w - x - 16
    name = draw.fit(shown(view, seat, lang=lang), 26, max(60, name_w // 2), True)
    label(pen, (x, box.y + 28), name, 26, "ink", True)
    x += draw.text_width(name, 26, True) + 12
    tribe = _tribe_name(p, lang) or _say(Msg("natera-pic-tribe-not-chosen"), lang)
    tribe_text = draw.fit(tribe, 20, max(40, box.right - 24 - hand_w - tags_w - x - 8))
    label(pen, (x, box.y + 29), tribe_text, 20, "muted")
    x += draw.text_width(tribe_text, 20) + 12
    for text, fill, ink in tags:
        b = draw.pill(pen, (x, box.y + 11), text, 18, fill, ink, True, height=34)
        x = b.right + 8
    label(pen, (box.right - 16, box.y + 28), hand, 20, "ink", True, anchor="rm")
    # tokens at home, settlements and claim tokens left
    y = box.y + 56
    left = Box(box.x + 24, y, AREA_LEFT_W, box.bottom - y - PAD)
    px = left.x
    for kind, n in (("leader", p.get("leaders", 0)), ("explorer", p.get("explorers", 0))):
        for _ in range(min(n, 6)):
            pen.paste(draw.token(letter, colour, 28, hollow=kind == "explorer"), (px, y + 3))
            px += 30
        count = _say(Msg("natera-pic-leaders", n=n) if kind == "leader" else Msg("natera-pic-explorers", n=n), lang)
        label(pen, (px + 4, y + 17), count, 18, "ink", True)
        px += draw.text_width(count, 18, True) + 18
    pen.paste(house(letter, colour, 28), (px, y + 3))
    px += 32
    # the claim tiles held have a row of their own (below): "claimed A.2, B.1, C.2" here was cut
    rest = _say(Msg("natera-pic-left-and-claims", n=p.get("settlements_left", 0), claims=p.get("claims_left", 0)),
                lang)
    label(pen, (px, y + 17), draw.fit(rest, 18, left.right - px), 18, "ink")
    y += 44
    rows = _player_rows(view, p, marks, claims=True, lang=lang)
    for row_label, chips in rows:
        if row_label:
            label(pen, (left.x, y + PILL_H // 2), draw.fit(row_label, 16, ROW_LABEL_W - 8, True), 16,
                  "muted", True)
        offsets, rh = draw.flow([c.width for c in chips], left.w - _label_w(row_label), PILL_H, 6, 6)
        for chip, (ox, oy) in zip(chips, offsets, strict=True):
            pen.paste(pill_sprite(chip.text, chip.fill, chip.bold, chip.marked),
                      (left.x + _label_w(row_label) + ox, y + oy))
        y += max(rh, PILL_H) + 8
    sci = Box(box.right - SCIENCE_W - PAD, box.y + 56, SCIENCE_W, _science_height(p, lang))
    _draw_science(pen, view, p, sci, marks, lang)


def _draw_science(pen: Pen, view: dict, p: dict, box: Box, marks: dict, lang: str = ENGLISH) -> None:
    science = p.get("science")
    pen.rect(box, fill="paper2", radius=10)
    if not science:
        pen.text((box.x + 12, box.y + 30), draw.fit(_say(Msg("natera-pic-science-unchosen"), lang), 18, box.w - 24),
                 18, "muted", False, "lm")
        return
    heading = _say(Msg("natera-pic-science", name=_science_name(science, lang)), lang)
    label(pen, (box.x + 12, box.y + 17), draw.fit(heading, 18, box.w - 24, True), 18, "ink", True, "paper2")
    letter, colour = look(view, p["seat"])
    grown = set(science.get("growth", []))
    spaces = science.get("spaces", {})
    heights = _science_row_heights(p, lang)
    grid = Box(box.x + 32, box.y + 34, SCI_GRID_W, 26 + sum(h + 4 for h in heights))
    cols = Box(grid.x, grid.y, grid.w, 24).columns(3, 4)
    for col, c in zip(cols, SCIENCE_COLS, strict=True):
        label(pen, (col.centre[0], col.y + 11), c, 16, "muted", True, "paper2", "mm")
    y = grid.y + 26
    for row, row_h in zip(range(SCIENCE_ROWS, 0, -1), heights, strict=True):
        label(pen, (box.x + 16, y + row_h // 2), str(row), 16, "muted", True, "paper2", "mm")
        for col, c in zip(cols, SCIENCE_COLS, strict=True):
            space = f"{c}{row}"
            cell = Box(col.x, y, col.w, row_h)
            on = space in grown
            hit = space in marks["spaces"] and marks["seat"] == p["seat"]
            text = effect_text(spaces.get(space, ""), RES_TINY, lang)
            pen.paste(science_cell(text, colour if on else None, hit, cell.w, cell.h),
                      (cell.x, cell.y))
        y += row_h + 4


@remembered
def science_cell(text: str, grown: colours.RGB | None, marked: bool, w: int, h: int) -> Image.Image:
    """A science space: its reward, filled in the player's colour (with a tick, not colour
    alone) once a growth token is on it."""
    def paint(pen: Pen) -> None:
        fill = colours.lighter(grown, .35) if grown else colours.PALETTE["paper"]
        pen.rect((0, 0, w, h), fill=fill, outline=MARKER if marked else colours.PALETTE["line"],
                 width=3 if marked else 1, radius=6)
        lines = science_lines(text, grown is not None, w)
        lh = draw.line_height(SCI_TEXT)
        top = h / 2 - lh * (len(lines) - 1) / 2
        for k, line in enumerate(lines):
            pen.text((6, top + k * lh), line, SCI_TEXT, colours.ink_on(fill), False, "lm")
    return draw.sprite(w, h, paint, ss=1)


def _draw_players(pen: Pen, view: dict, y: int, marks: dict, sections: Sections, lang: str = ENGLISH) -> int:
    top = y
    awaited = set(view.get("awaiting") or [])
    winners = set(view.get("winners") or []) if view.get("over") else set()
    for p in view.get("players", []):
        h = _player_height(view, p, marks, lang)
        box = Box(M, y, INNER_W, h)
        _draw_player(pen, view, p, box, marks, p["seat"] in awaited, p["seat"] in winners, lang)
        sections.players[p["seat"]] = box
        y += h + PLAYER_GAP
    return y - top


def table(view: dict[str, Any], lang: str = ENGLISH) -> tuple[Image.Image, Sections]:
    """The whole table as one picture and the boxes of its sections, its words in ``lang``."""
    view = _public(view)
    marks = last_marks(view)
    seat = acting_seat(view)
    height = (M + HEADER_H + GAP + _status_layout(view, lang)[3] + GAP + (STRIP_H + GAP if seat else 0)
              + _board_boxes(view, 0)[1] + GAP + (CLAIM_H + GAP if view.get("claims") else 0)
              + ROW_H + GAP + KEY_H + sum(_player_height(view, p, marks, lang) + PLAYER_GAP
                                          for p in view.get("players", [])) - PLAYER_GAP + M)
    image, pen = draw.canvas(height)
    sections = Sections(awaited=list(view.get("awaiting") or []))
    y = M
    y += _draw_header(pen, view, y, lang) + GAP
    sections.header = Box(M, M, INNER_W, HEADER_H)
    h = _draw_status(pen, view, y, lang)
    sections.status = Box(M, y, INNER_W, h)
    y += h + GAP
    if seat is not None:
        h = _draw_strip(pen, view, seat, y, lang)
        sections.strip = Box(M, y, INNER_W, h)
        y += h + GAP
    y += _draw_board(pen, view, y, marks, sections, lang) + GAP
    h = _draw_claims(pen, view, y, lang)
    if h:
        sections.claims = Box(M, y, INNER_W, h)
        y += h + GAP
    h = _draw_specialists(pen, view, y, marks, lang)
    sections.specialists = Box(M, y, INNER_W, h)
    y += h + GAP
    key = draw.fit(_say(Msg("natera-pic-card-key"), lang), 18, INNER_W - 8)
    label(pen, (M + 6, y + KEY_H // 2 - 4), key, 18, "dim", background="night")
    y += KEY_H
    _draw_players(pen, view, y, marks, sections, lang)
    return image, sections


def _public(view: dict[str, Any]) -> dict[str, Any]:
    """``view`` without what only one seat may see (hands, peeks, draft packs, legal
    actions): the picture is posted for everyone, whichever view it is drawn from."""
    out = dict(view)
    out.pop("legal", None)
    out.pop("you", None)
    if "draft" in out:
        out["draft"] = {k: v for k, v in out["draft"].items() if k != "pack"}
    out["players"] = [{k: v for k, v in p.items() if k not in ("hand", "peek")}
                      for p in view.get("players", [])]
    return out


def draw_table(view: dict[str, Any], lang: str = ENGLISH) -> Image.Image:
    """The whole table as one picture (nothing secret is drawn, whatever the view holds)."""
    return table(view, lang)[0]


# -- the score pad ---------------------------------------------------------------------------
SCORE_ROW_H = 46
LABEL_W = 440
SCORE_TITLE_H, SCORE_BANNER_H, SCORE_HEAD_H = 56, 64, 84
SCORE_TABLE_Y = M + SCORE_TITLE_H + 12 + SCORE_BANNER_H + 16
# the rows, in the rulebook's order, with their English labels (natera-pic-score-<key> in every language)
SCORE_ROWS = (("claims", "Claims achieved (7, late 1)"), ("settlements", "Settlements (3 each)"),
              ("science", "Science board"), ("specialists", "Specialist cards"),
              ("exploration", "Exploration cards"), ("authority", "Authority tracks"),
              ("total", "Total"))


def draw_scores(view: dict[str, Any], lang: str = ENGLISH) -> Image.Image:
    """The end-of-game score pad: the rulebook's categories in its recommended order as rows,
    players as columns, the winner(s) and the tie-break when the best totals tie."""
    players = view.get("players", [])
    scores = view.get("scores") or {}
    winners = set(view.get("winners") or [])
    n = max(1, len(players))
    cols_w = min(INNER_W - LABEL_W - 12, n * 200)
    col_w = min(c.w for c in Box(0, 0, cols_w, 0).columns(n, 6))
    title_h, banner_h = SCORE_TITLE_H, SCORE_BANNER_H
    head_h = SCORE_HEAD_H + labels.heading_extra(view, [p["seat"] for p in players], 22, col_w - 12, lang=lang)
    table_y = SCORE_TABLE_Y
    tie = _tie_note(view, lang)
    height = table_y + head_h + len(SCORE_ROWS) * SCORE_ROW_H + 16 + (40 if tie else 0) + M
    image, pen = draw.canvas(height)
    pen.rect(Box(M, M, INNER_W, title_h), fill="night2", radius=12)
    pen.text((M + 18, M + title_h / 2), draw.fit(_say(Msg("natera-pic-final-scores"), lang), 30, INNER_W - 36, True),
             30, "light", True, "lm")
    banner = Box(M, M + title_h + 12, INNER_W, banner_h)
    pen.rect(banner, fill=MARKER, radius=12)
    ordered = [p["seat"] for p in players if p["seat"] in winners]
    best = max((scores.get(w, {}).get("total", 0) for w in ordered), default=0)
    if not view.get("over") or not ordered:
        text = _say(Msg("natera-pic-nobody-wins") if view.get("over") else Msg("natera-pic-no-winner-yet"), lang)
    else:
        text = _say(Msg("natera-pic-wins", names=[who(view, s, lang) for s in ordered], count=len(ordered),
                        vp=num(best)), lang)
    text = labels.with_resigned(text, view, lang)
    pen.icon("star", (banner.x + 16, banner.y + 14), 36, "ink")
    size = 24 if len(draw.wrap(text, 24, banner.w - 90, True, 2)) == 1 else 20
    lines = draw.wrap(text, size, banner.w - 90, True, 2)
    lh = draw.line_height(size)
    pen.lines((banner.x + 64, banner.centre[1] - lh * len(lines) / 2 + 2), lines, size, "ink", True)
    tbl = Box(M, table_y, INNER_W, head_h + len(SCORE_ROWS) * SCORE_ROW_H + 16)
    pen.rect(tbl, fill="paper", radius=14)
    cols = Box(M + LABEL_W, table_y, cols_w, tbl.h).columns(n, 6)
    for p, col in zip(players, cols, strict=False):
        if p["seat"] in winners:
            pen.rect(col.inset(0, 6), fill=colours.mix("paper", MARKER, .45), radius=10)
    y = table_y + 10
    for p, col in zip(players, cols, strict=False):
        letter, colour = look(view, p["seat"])
        draw.letter_tile(pen, Box(col.centre[0] - 18, y, 36, 36), letter, colour, 22)
        name, *note = labels.heading_lines(view, p["seat"], 22, col.w - 12, lang=lang)
        pen.text((col.centre[0], y + 54), name, 22, "ink", True, "mm")
        for line in note:
            pen.text((col.centre[0], y + 54 + draw.line_height(labels.HEADING_NOTE)), line, labels.HEADING_NOTE,
                     "muted", True, "mm")
    y = table_y + head_h
    for key, _ in SCORE_ROWS:
        label = _say(Msg.named("natera-pic-score", key), lang)
        if key == "total":
            pen.rect((M + 12, y + 2, tbl.right - 12, y + 4), fill="ink")
        else:
            pen.rect((M + 12, y, tbl.right - 12, y + 1), fill="line")
        size = 26 if key == "total" else 20
        pen.text((M + 20, y + SCORE_ROW_H / 2), draw.fit(label, size, LABEL_W - 28, True), size,
                 "ink", True, "lm")
        for p, col in zip(players, cols, strict=False):
            v = scores.get(p["seat"], {}).get(key, 0)
            pen.text((col.centre[0], y + SCORE_ROW_H / 2), num(v), size, "ink", key == "total", "mm")
        y += SCORE_ROW_H
    if tie:
        pen.text((M + 4, tbl.bottom + 22), draw.fit(tie, 18, INNER_W - 8), 18, "dim", False, "lm")
    return image


def _tie_note(view: dict, lang: str = ENGLISH) -> str:
    """The tie-break line when the best totals of the seats still playing are tied."""
    resigned = view.get("resigned") or []
    scores = {s: v for s, v in (view.get("scores") or {}).items() if s not in resigned}
    if not scores:
        return ""
    best = max(v.get("total", 0) for v in scores.values())
    if sum(1 for v in scores.values() if v.get("total") == best) < 2:
        return ""
    return _say(Msg("natera-pic-tie-note"), lang)


def warm_up(title: str = "natera") -> None:
    """Draw a two- and a four-player table once (pawns, houses, discs, fonts), so that the
    first real picture is fast; optional."""
    from bot.rules.natera import NateraGame

    for seats in (["a", "b"], ["a", "b", "c", "d"]):
        draw_table(NateraGame.new(title, seats, 1, {}).view())


# -- the phone picture -----------------------------------------------------------------------
def _focus_seat(view: dict, seat: str, lang: str = ENGLISH) -> phone.FocusSeat:
    letter, colour = look(view, seat)
    p = player_of(view, seat) or {}
    return phone.FocusSeat(shown(view, seat, lang=lang), letter, colour,
                           _tribe_name(p, lang) or _say(Msg("natera-pic-tribe-not-chosen"), lang))


def _science_cells(view: dict, p: dict, lang: str = ENGLISH) -> tuple[tuple[phone.Tag, ...], ...]:
    """The science board as rows of cells, top row (5) first: each reward, the grown ones
    ticked and filled in the seat's colour, the last move's space ringed."""
    science = p.get("science") or {}
    spaces = science.get("spaces", {})
    grown = set(science.get("growth", []))
    marks = last_marks(view)
    _, colour = look(view, p["seat"])
    rows = []
    for row in range(SCIENCE_ROWS, 0, -1):
        cells = []
        for c in SCIENCE_COLS:
            space = f"{c}{row}"
            on = space in grown
            hit = space in marks["spaces"] and marks["seat"] == p["seat"]
            text = f"{space} {'✓ ' if on else ''}{effect_text(spaces.get(space, ''), RES_TINY, lang)}"
            cells.append(phone.Tag(text, colours.lighter(colour, .35) if on else colours.PALETTE["paper2"],
                                 border=MARKER if hit else None))
        rows.append(tuple(cells))
    return tuple(rows)


def focus(view: dict[str, Any], seat: str, lang: str = ENGLISH) -> phone.Focus:
    """What the phone picture shows of ``view`` for ``seat`` (the public view only: no hand,
    no peek): who is awaited and what they may do; then the seat's resources, pieces at
    home, authority, production, played cards, specialists and science board."""
    view = _public(view)
    p = player_of(view, seat) or {"seat": seat}
    _, what, last = status(view, lang)
    phase = view.get("phase", "")
    if phase == "season":       # "Season 4 of 4" says it: not "Season 4 of 4 · Season"
        phase = ""
    elif phase in PHASES:
        phase = _say(Msg.named("natera-pic-phase", phase), lang)
    elif phase == "over":
        phase = _say(Msg("natera-pic-over"), lang)
    title = " · ".join(part for part in ["Natera", _say(Msg("natera-pic-season-of", n=view.get("season", 1),
                                                            total=view.get("seasons", 4)), lang), phase] if part)
    badges = [phone.Tag(_in_hand(p, lang), "ink", "white", bold=True)]
    if p.get("first"):
        badges.append(phone.Tag(_say(Msg("natera-pic-first-player"), lang), "ink", "white"))
    if p.get("passed") and view.get("phase") == "season":
        badges.append(phone.Tag(_say(Msg("natera-pic-passed"), lang), colours.PALETTE["dim"], "ink"))
    res = p.get("resources", {})
    short = _short_words(lang)
    resources = tuple(phone.Tag(f"{res.get(r, 0)} {short[r]}", colours.lighter(RES_COLOUR[r], .7),
                                "ink", bold=True) for r in RESOURCES)
    letter, colour = look(view, seat)
    pieces = [phone.Tag(_say(Msg("natera-pic-leaders", n=p.get("leaders", 0)), lang), "paper2", "ink",
                        token=(letter, colour) if p.get("leaders") else None),
              phone.Tag(_say(Msg("natera-pic-explorers-home", n=p.get("explorers", 0)), lang), "paper2", "ink"),
              phone.Tag(_say(Msg("natera-pic-settlements-left", n=p.get("settlements_left", 0)), lang), "paper2",
                        "ink"),
              phone.Tag(_say(Msg("natera-pic-claims-left", n=p.get("claims_left", 0)), lang), "paper2", "ink")]
    if p.get("claimed"):
        pieces.append(phone.Tag(_say(Msg("natera-pic-claimed-list", claims=", ".join(
            _claimed(c, lang) for c in p["claimed"])), lang), "paper2", "ink"))
    authority = tuple(phone.Tag(f"{_district_name(view, d, lang)} {n}", "paper2", "ink", bold=True)
                      for d, n in (p.get("authority") or {}).items())
    sections = [phone.Section(_say(Msg("natera-pic-resources"), lang), resources),
                phone.Section(_say(Msg("natera-pic-pieces"), lang), tuple(pieces))]
    if authority:
        sections.append(phone.Section(_say(Msg("natera-pic-authority"), lang), authority))
    for row_label, chips in _player_rows(view, p, last_marks(view), lang=lang)[1:]:
        sections.append(phone.Section(row_label, tuple(
            phone.Tag(c.text, c.fill, "ink", bold=c.bold, border=MARKER if c.marked else None)
            for c in chips)))
    science = p.get("science")
    if science:
        sections.append(phone.Section(_say(Msg("natera-pic-science", name=_science_name(science, lang)), lang),
                                      cells=_science_cells(view, p, lang)))
    decision = view.get("decision")
    awaited = [decision["seat"]] if decision else (view.get("awaiting") or [])
    return phone.Focus(title, tuple(_focus_seat(view, s, lang) for s in awaited if player_of(view, s)),
                       what[:1].upper() + what[1:], last, _focus_seat(view, seat, lang), tuple(badges),
                       tuple(sections), phone.FocusLook(), lang=lang)


# -- what only the seat sees ------------------------------------------------------------------


def card_line(card_id: str) -> Msg:
    """One card of a hand: its notation (what the commands take), its name and what it does,
    in the reader's words; a passive card's condition stays its notation."""
    card = components().cards[card_id]
    if card.kind == "passive":
        return Msg("natera-hand-passive", id=card_id, card=card_msg(card_id), passive=" ".join(card.passive))
    return Msg("natera-hand-card", id=card_id, card=card_msg(card_id), effect=effect_msg(card.effect))


def secrets(view: dict[str, Any], lang: str = ENGLISH) -> list[str]:
    """The seat's hand, one card a line (``rendering.secrets``: /natera hand, the player page)."""
    me = player_of(view, view.get("you") or "")
    if me is None:
        return []
    cards = [c.get("id") if isinstance(c, dict) else c for c in me.get("hand") or []]
    if not cards:
        return [_say(Msg("natera-hand-empty"), lang)]
    return [_say(Msg("natera-hand-heading", n=len(cards)), lang)] + [_say(card_line(c), lang) for c in cards]
