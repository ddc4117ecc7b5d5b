"""The prairie table (Natives with its expansions; Inuit: The Snow Folk): a view dict -> a picture.

Names, letters and colours of tribes, professions and cards are read from the theme
(``bot.rules.prairie_theme``) named by ``view["theme"]``, and the words of the table (native,
scalp, tribe, prairie, ritual, totem) from the theme's data file, so Inuit reads "Inuit",
"weapons", "village", "Great White", "rites" and "spirits" without this module relabelling
Natives. Each theme has a :class:`Look` (:data:`LOOKS`): Natives is earthy (dark earth, a green
prairie, cream boards, totem poles, feathers), Inuit is icy (polar night, the pale Great
White, snow boards, inukshuks, harpoons, people in parkas); a theme without a look of its own
gets the first one. Food cards are drawn with the renderer's own icon when it knows the food
(bison, salmon, corn, polar bear, orca, seal) and the data file's ``colour``; an unknown food
takes the data's ``icon`` or a fallback.

The picture, top to bottom (1280 px wide, as tall as needed):

* header: title, round, whose turn, deck and box counts, where the end card is (the engine's
  ``end_in``; "in the last 11 cards" where nobody can count it), the expansions in play;
* with Seasons, the season band: the active season card, its effect and whether it is
  enforced (★), the three seasons of the game, the next card or the change pending;
* a banner once the end card (Winter Is Coming, Polar Nightfall) is revealed;
* status: who the game waits for and what they must decide, and the last move;
* the prairie: one card face per kind, identical cards stacked with an "×n" badge; a card
  being decided (War and Peace, Scout Quick Hand) first, ringed;
* one board per player: name, tribe (colour + letter), first-player star; the cards above
  the board (scalps, food per type, totems, rituals, War and Peace cards with their side,
  legendary natives with their goal, curse tokens); the professions as columns with their
  count (printed native + cards), the native cards below each as chips (legendary: gold with
  a star; strangers: stone with "?"), a profession closed by the Big Merrymaker hatched and
  locked.

:func:`layout` computes every rectangle first (tests use it to find things); the drawing
functions only paint what it placed.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from bot import l10n
from bot.l10n import ENGLISH, Msg
from bot.present import seats_named
from bot.rules.prairie_theme import (
    Card,
    Theme,
    card_msg,
    profession_msg,
    season_msg,
    season_text_msg,
    theme,
    tribe_msg,
    word_msg,
)
from bot.rules.prairie_view import PrairieView
from data import load

from . import colours, draw, icons, labels, phone
from .draw import Box, Pen
from .labels import player_of, shown
from .sprites import remembered

# -- sizes -----------------------------------------------------------------------------------
W = draw.WIDTH
M = draw.MARGIN
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
HEADER_ROW2_H = 42
BOARD_PAD = 12
STRIPE = 12
BOARD_HEAD_H = 44
COLHEAD_H = 44
SECTION_GAP = 14
SEASON_SIDE_W = 430


# -- looks -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Look:
    """The palette and the symbols of a theme's picture."""

    bg: colours.RGB                 # the picture's background
    band: colours.RGB               # header, status
    light: colours.RGB              # text on bg / band
    dim: colours.RGB
    area: colours.RGB               # the common area (prairie, Great White)
    area_ink: colours.RGB
    area_dim: colours.RGB
    paper: colours.RGB              # boards, score pad
    paper2: colours.RGB             # cells on boards
    line: colours.RGB
    ink: colours.RGB
    muted: colours.RGB
    food_card: colours.RGB
    food_edge: colours.RGB
    ritual: colours.RGB
    flame: colours.RGB
    totem: colours.RGB
    totem_icon: str
    totem_ink: colours.RGB
    scalp_icon: str
    scalp_colour: colours.RGB
    single_icon: str            # a one-colour native
    double_icon: str            # a two-colour native
    double_small: bool          # the double drawn smaller (Inuit's children)
    end_icon: str
    end_fill: colours.RGB
    end_ink: colours.RGB
    back: colours.RGB               # the back of a card (stacks)


LOOKS: dict[str, Look] = {
    "natives": Look(
        bg=(0x2A, 0x24, 0x1E), band=(0x3B, 0x32, 0x29), light=(0xF4, 0xF1, 0xEA),
        dim=(0xC4, 0xB8, 0xA6), area=(0x36, 0x45, 0x32), area_ink=(0xF4, 0xF1, 0xEA),
        area_dim=(0xC4, 0xC8, 0xB0), paper=(0xF5, 0xEF, 0xE3), paper2=(0xE9, 0xE0, 0xCE),
        line=(0xC9, 0xBC, 0xA3), ink=(0x22, 0x22, 0x22), muted=(0x6B, 0x62, 0x55),
        food_card=(0xF6, 0xEA, 0xCF), food_edge=(0x87, 0x80, 0x72), ritual=(0x5E, 0x3F, 0x8F),
        flame=(0xFF, 0xA6, 0x2B), totem=(0x7A, 0x4B, 0x2A), totem_icon="totem",
        totem_ink=(0xE9, 0xC4, 0x9A), scalp_icon="feather", scalp_colour=(0xB0, 0x2A, 0x2A),
        single_icon="man", double_icon="woman", double_small=False, end_icon="snowflake",
        end_fill=(0xCF, 0xE8, 0xFF), end_ink=(0x0B, 0x2F, 0x5A), back=(0x4A, 0x3B, 0x2F)),
    "inuit": Look(
        bg=(0x0E, 0x1E, 0x33), band=(0x1A, 0x31, 0x4F), light=(0xF2, 0xF7, 0xFB),
        dim=(0xA9, 0xC0, 0xD6), area=(0xD8, 0xE6, 0xF0), area_ink=(0x13, 0x26, 0x3A),
        area_dim=(0x46, 0x5B, 0x70), paper=(0xF4, 0xF8, 0xFB), paper2=(0xDB, 0xE6, 0xEF),
        line=(0xAC, 0xC0, 0xD2), ink=(0x13, 0x22, 0x33), muted=(0x4A, 0x5E, 0x72),
        food_card=(0xFB, 0xFA, 0xF4), food_edge=(0x6F, 0x86, 0x9C), ritual=(0x3B, 0x47, 0x96),
        flame=(0x8C, 0xE8, 0xB8), totem=(0x1E, 0x5C, 0x70), totem_icon="inukshuk",
        totem_ink=(0xEC, 0xE6, 0xD6), scalp_icon="harpoon", scalp_colour=(0x33, 0x47, 0x5C),
        single_icon="parka", double_icon="parka", double_small=True, end_icon="moon",
        end_fill=(0x30, 0x38, 0x82), end_ink=(0xEE, 0xF0, 0xFF), back=(0x2D, 0x4A, 0x6B)),
}

# the English words of a theme's data file (plural() and nouns() read them: English only; every
# word a picture draws is made from data/locales/<lang>/prairie-pictures.ftl, see _say)
DEFAULT_WORDS = {"ritual": "ritual", "totem": "totem", "food": "food card", "profession": "profession"}
IRREGULAR = {"Inuit": "Inuit", "child": "children", "man": "men", "woman": "women",
             "Fisherman": "Fishermen"}
# the expansions with a name in prairie-pictures.ftl (prairie-pic-expansion-<id>)
EXPANSIONS = ("soul-of-the-prairie", "seasons", "strangers")
# the score pad's categories with a label in prairie-pictures.ftl (prairie-pic-score-<key>)
SCORE_KEYS = ("natives", "others", "food", "scalps", "rituals", "totems", "war-peace", "legendary",
              "curses")
# the effects a forced discard may have, each worded by prairie-pic-forced-<effect>
FORCED_EFFECTS = ("natives-above-discard", "natives-above-discard-any", "food-above-discard",
                  "spirit-above-discard-totem")
TIE_BREAK_RULES = ("fewer-natives", "furthest-from-first")      # prairie-pic-tie-<rule>
SEASONS = ("spring", "summer", "autumn")                        # prairie-pic-season-<season>

FOOD_LOOKS: dict[str, tuple[str, str]] = {
    "bison": ("bison", "#7B4A26"),
    "salmon": ("fish", "#E0694A"),
    "corn": ("corn", "#E8B92A"),
    "polar-bear": ("bear", "#8FA3B8"),
    "orca": ("orca", "#1F2A36"),
    "seal": ("seal", "#7D8B99"),
}
FALLBACK_FOOD = [("bowl", "#A0522D"), ("bowl", "#4F7CAC"), ("bowl", "#6A994E")]
GOLD = (0xE3, 0xAE, 0x22)
GOLD_DARK = (0x3A, 0x2A, 0x12)
STONE = (0xC9, 0xC3, 0xB6)
STONE_INK = (0x5A, 0x55, 0x4B)
WAR = (0xA3, 0x24, 0x24)
PEACE = (0xDC, 0xEE, 0xF7)
PEACE_INK = (0x12, 0x3E, 0x5C)
CURSE = (0x55, 0x17, 0x2A)
CLOSED = (0x8C, 0x86, 0x7C)
SEASON_LOOKS: dict[str, tuple[colours.RGB, str, colours.RGB]] = {   # band fill, icon, icon colour
    "spring": ((0xDC, 0xEE, 0xC6), "leaf", (0x3F, 0x7F, 0x24)),
    "summer": ((0xFF, 0xE5, 0x9A), "sun", (0xD9, 0x7A, 0x00)),
    "autumn": ((0xF3, 0xCB, 0xA2), "leaf", (0xB0, 0x45, 0x10)),
}
SEASON_INK = (0x2B, 0x22, 0x14)

# -- words -----------------------------------------------------------------------------------
def _say(msg: Msg, lang: str, th: Theme) -> str:
    """A picture's words in ``lang``, from the theme's catalogs (prairie-pictures.ftl is read
    by both themes; a sentence naming a theme's word selects on ``$theme``)."""
    return labels.say(msg, lang, th.id)


def _either(parts: list[str], lang: str, th: Theme) -> str:
    """"a, or b, or c" as the language says "or" ("a or b or c" in English)."""
    if not parts:
        return ""
    out = parts[0]
    for part in parts[1:]:
        out = _say(Msg("prairie-pic-or", a=out, b=part), lang, th)
    return out


def _then(parts: list[str], lang: str, th: Theme) -> str:
    """Tie-break rules in the order they apply: "a then b"."""
    out = parts[0] if parts else ""
    for part in parts[1:]:
        out = _say(Msg("prairie-pic-then", a=out, b=part), lang, th)
    return out


def card_name(th: Theme, kind: str, lang: str = ENGLISH) -> str:
    """A card's name in ``lang`` (the theme's catalog, ``prairie_theme.card_msg``)."""
    return l10n.text(card_msg(th.id, kind), lang, th.id)


def profession_name(th: Theme, prof: str, lang: str = ENGLISH, n: int = 1) -> str:
    """A profession's name in ``lang``, for ``n`` of them ("Hunter", "Hunters")."""
    return l10n.text(profession_msg(th.id, prof, n=n), lang, th.id)


def tribe_name(th: Theme, tribe_id: str, lang: str = ENGLISH) -> str:
    """A tribe's (an Inuit people's) name in ``lang``."""
    return l10n.text(tribe_msg(th.id, tribe_id), lang, th.id)


def season_name(th: Theme, card: dict, lang: str = ENGLISH) -> str:
    """A season card's name in ``lang`` (the view's ``seasons`` entries)."""
    return l10n.text(season_msg(th.id, card["id"]), lang, th.id)


def season_text(th: Theme, card: dict, lang: str = ENGLISH) -> str:
    """A season card's effect in ``lang``."""
    return l10n.text(season_text_msg(th.id, card["id"]), lang, th.id)


def season_word(season: str, lang: str, th: Theme) -> str:
    """"Spring", "Summer", "Autumn" (capitalised: the pictures write it as a name)."""
    if season in SEASONS:
        return _say(Msg.named("prairie-pic-season", season), lang, th)
    return cap(season)


def title_of(th: Theme, lang: str = ENGLISH) -> str:
    """The game's title ("Natives", "Inuit: The Snow Folk") in ``lang``."""
    return _say(Msg("prairie-pic-title", theme=th.id), lang, th)


def end_card_name(th: Theme, lang: str = ENGLISH) -> str:
    """The end card's name (Winter Is Coming, Polar Nightfall) in ``lang``."""
    return l10n.text(word_msg(th.id, "end-card"), lang, th.id)


# -- theme helpers ---------------------------------------------------------------------------
def look(theme_id: str) -> Look:
    return LOOKS.get(theme_id, next(iter(LOOKS.values())))


@lru_cache(maxsize=8)
def nouns(theme_id: str) -> dict[str, str]:
    """The English words a theme uses: native, scalp, tribe (the board), common area, ritual,
    totem, food, profession: the data file's [theme], else the generic words. (The pictures'
    words are the catalogs'; these stay for English readers of the data.)"""
    raw = load(theme_id).get("theme", {})
    words = DEFAULT_WORDS
    return {
        "native": raw.get("native", "native"),
        "scalp": raw.get("scalp", "scalp"),
        "board": raw.get("game_noun", "tribe"),
        "area": raw.get("common_area", "prairie"),
        **{k: raw.get(k, v) for k, v in words.items()},
    }


@lru_cache(maxsize=32)
def food_look(theme_id: str, food: str) -> tuple[str, colours.RGB]:
    """(icon name, colour) of a food: our icon for a food we draw, else the data file's, else
    a fallback; the data file's colour, else ours."""
    raw = {e.get("id"): e for e in load(theme_id).get("food", [])}.get(food, {})
    foods = [c.food for c in theme(theme_id).all_cards.values() if c.family == "food"]
    default = FOOD_LOOKS.get(food) or FALLBACK_FOOD[foods.index(food) % len(FALLBACK_FOOD)]
    name = default[0] if food in FOOD_LOOKS else raw.get("icon", default[0])
    return (name if name in icons.ICONS else default[0], colours.rgb(raw.get("colour", default[1])))


def plural(word: str, n: int = 2) -> str:
    """An English ``word`` for ``n`` things: "card"/"cards", "Inuit"/"Inuit"."""
    if n == 1:
        return word
    head, _, last = word.rpartition(" ")
    many = IRREGULAR.get(last, last + "s")
    return f"{head} {many}" if head else many


def cap(word: str) -> str:
    return word[:1].upper() + word[1:]


def is_legendary(card: Card) -> bool:
    return card.family == "native" and not card.tribes and bool(card.effect)


def is_stranger(card: Card) -> bool:
    return card.family == "native" and not card.tribes and not card.effect


def per_text(th: Theme, card: Card, lang: str = ENGLISH) -> str:
    """What a totem is worth, in words: "2 per scalp", "1 per Bison", "3 per Elder"."""
    what, _, which = card.per.partition(":")
    pts, t = card.points, th.id
    if what == "scalp":
        return _say(Msg("prairie-pic-per-scalp", n=pts, theme=t), lang, th)
    if what == "stranger":
        return _say(Msg("prairie-pic-per-stranger", n=pts), lang, th)
    if what == "food":
        if th.known(which):
            return _say(Msg("prairie-pic-per-thing", n=pts, what=card_name(th, which, lang)), lang, th)
        return _say(Msg("prairie-pic-per-food", n=pts, theme=t), lang, th)
    if which:
        return _say(Msg("prairie-pic-per-thing", n=pts, what=profession_name(th, which, lang)), lang, th)
    return _say(Msg("prairie-pic-per-native", n=pts, theme=t), lang, th)


def names(th: Theme, kinds: list[str], lang: str = ENGLISH) -> str:
    """"Corn ×2, Wolf man" for a list of kinds."""
    counts = Counter(kinds)
    return ", ".join(f"{card_name(th, k, lang)} ×{c}" if c > 1 else card_name(th, k, lang)
                     for k, c in sorted(counts.items(), key=lambda kc: th.order(kc[0])))


def _word(view: PrairieView, th: Theme, token: str, lang: str) -> str:
    if th.known(token):
        return card_name(th, token, lang)
    if token in th.profession_ids:
        return profession_name(th, token, lang)
    return shown(view, token, lang=lang)


def _step_msg(done: bool, key: str, **args: Any) -> Msg:
    """The words of one step (``prairie-pic-do-<key>``, an order), or of one done
    (``prairie-pic-did-<key>``, what the player did)."""
    return Msg.named("prairie-pic-did", key, **args) if done else Msg.named("prairie-pic-do", key, **args)


def _season_step(th: Theme, words: list[str], args: list[str], lang: str, done: bool = False) -> str:
    """``season <effect> …`` in words (``done``: as :func:`_step_words`)."""
    what, rest = (args[0] if args else ""), words[1:]
    if what == "change" and len(rest) == 3:
        return _say(_step_msg(done, "season-change", card=rest[0], source=rest[1], target=rest[2]), lang, th)
    if what == "prayers" and rest:
        return _say(_step_msg(done, "season-prayers", card=rest[0]), lang, th)
    if what == "kind":
        return _say(_step_msg(done, "season-kind"), lang, th)
    if what == "red" and len(rest) == 2:
        return _say(_step_msg(done, "season-red", card=rest[0], prof=rest[1]), lang, th)
    if what == "hospitable" and rest:
        return _say(_step_msg(done, "season-hospitable", card=rest[0]), lang, th)
    if what == "harvest":
        return _say(_step_msg(done, "season-harvest"), lang, th)
    return _say(_step_msg(done, "season", words=" ".join(words)), lang, th)


def _quick_hand_name(th: Theme, lang: str) -> str:
    return next((card_name(th, k, lang) for k, c in th.all_cards.items() if c.effect == "quick-hand"),
                _say(Msg("prairie-pic-the-card"), lang, th))


def _step_words(view: PrairieView, th: Theme, verb: str, args: list[str], lang: str, done: bool = False) -> str:
    """One step of an action in words: an order to the player ("take Corn"), or ``done``, what
    a player did ("took Corn"), as the last move tells it."""
    words = [_word(view, th, a, lang) for a in args]
    if verb == "place" and len(words) == 2:
        return _say(_step_msg(done, "place", card=words[0], prof=words[1]), lang, th)
    if verb == "sacrifice" and len(words) == 2:
        return _say(_step_msg(done, "sacrifice", card=words[0], prof=words[1]), lang, th)
    if verb == "discard" and len(words) == 2:
        return _say(_step_msg(done, "discard-from", card=words[0], prof=words[1]), lang, th)
    if verb == "discard" and words:
        return _say(_step_msg(done, "discard", cards=" ".join(words)), lang, th)
    if verb == "resolve":
        return _say(_step_msg(done, "resolve", cards=" ".join(words)), lang, th)
    if verb == "use" and words:
        return _say(_step_msg(done, "use", prof=" ".join(words)), lang, th)
    if verb == "take" and words:
        return _say(_step_msg(done, "take", cards=" ".join(words)), lang, th)
    if verb == "give-quick-hand" and words:
        return _say(_step_msg(done, "give", card=_quick_hand_name(th, lang), seat=words[0]), lang, th)
    if verb == "knowledge" and len(words) == 3:
        return _say(_step_msg(done, "knowledge", card=words[0], source=words[1], target=words[2]), lang, th)
    if verb == "season":
        return _season_step(th, words, args, lang, done)
    if verb == "curse":
        return _say(_step_msg(done, "curse", points=_signed(th.curse_points or -2)), lang, th)
    if verb in SIMPLE_VERBS:
        return _say(_step_msg(done, verb), lang, th)
    return " ".join([verb, *words])


# verbs of no argument with words of their own (prairie-pic-do-<verb>)
SIMPLE_VERBS = ("scout", "done", "war", "peace", "replenish", "end", "pass")


def describe_action(view: PrairieView, th: Theme, action: str, lang: str = ENGLISH, done: bool = False) -> str:
    """An action string in words: "use farmer; take corn; take corn" -> "use Farmer · take
    Corn ×2" (a control's label), or ``done`` "used Farmer · took Corn ×2" (the last move,
    as the other titles tell it)."""
    steps = []
    for raw in action.split(";"):
        verb, *args = raw.split()
        steps.append(_step_words(view, th, verb, args, lang, done))
    return labels.join_steps(steps)


def action_label(view: PrairieView, action: str, lang: str = ENGLISH) -> str:
    """A button's or a menu option's words for ``action``: "use Farmer · take Corn ×2"
    (``rendering.action_label`` capitalises it); seats named as the view names them."""
    th = theme(view["theme"])
    seats = [p["seat"] for p in view.get("players", [])]
    return describe_action(view, th, seats_named(action, seats), lang)


def _season_name(view: PrairieView, th: Theme, lang: str) -> str:
    active = (view.get("seasons") or {}).get("active")
    return season_name(th, active, lang) if active else _say(Msg("prairie-pic-the-season"), lang, th)


def _first_seat(view: PrairieView, lang: str = ENGLISH) -> str:
    return next((shown(view, p["seat"], lang=lang) for p in view["players"] if p.get("first")), "")


def _warriors_of(view: PrairieView, th: Theme, tribe: str) -> int:
    for p in view["players"]:
        if p["tribe"] == tribe:
            return p["counts"].get("warrior", 1)
    return th.absent_warriors


def _curse(th: Theme, lang: str) -> str:
    return _say(Msg("prairie-pic-a-curse-token", points=_signed(th.curse_points or -2)), lang, th)


def describe_step(view: PrairieView, th: Theme, lang: str = ENGLISH) -> str:
    """What the awaited player(s) must decide now, in words."""
    step = view.get("step") or {}
    name = step.get("name")
    t = th.id
    if name == "choose":
        scouts = player_of(view, view["turn"])["counts"].get("scout", 0)
        used = step.get("scouted", 0)
        kind = ((view.get("seasons") or {}).get("active") or {}).get("effect") == "kind"
        also = _say(Msg("prairie-pic-or-use", season=_season_name(view, th, lang)), lang, th) if kind else ""
        if view["deck"] and used < scouts:
            return _say(Msg("prairie-pic-decide-choose-or-scout", theme=t, also=also, used=used, scouts=scouts),
                        lang, th)
        return _say(Msg("prairie-pic-decide-choose", theme=t, also=also), lang, th)
    if name in ("take", "season-take"):
        taken = step.get("taken", [])
        if name == "take":
            text_ = _say(Msg("prairie-pic-decide-take", prof=profession_name(th, step["prof"], lang),
                             n=len(taken), cap=step.get("cap", "?")), lang, th)
        else:
            text_ = _say(Msg("prairie-pic-decide-season-take", season=_season_name(view, th, lang),
                             cap=step.get("cap", 2), n=len(taken)), lang, th)
        if not taken:
            return text_
        return _say(Msg("prairie-pic-with-cards", text=text_, cards=names(th, taken, lang)), lang, th)
    if name == "place":
        return _say(Msg("prairie-pic-decide-place", theme=t, cards=names(th, step.get("pending", []), lang)), lang, th)
    if name == "rituals":
        pending = step.get("rituals_pending", [])
        text_ = _say(Msg("prairie-pic-decide-rituals", theme=t), lang, th)
        if not pending:
            return text_
        return _say(Msg("prairie-pic-with-cards", text=text_, cards=names(th, pending, lang)), lang, th)
    if name == "sacrifice":
        return _say(Msg("prairie-pic-decide-sacrifice", theme=t), lang, th)
    if name == "forced":
        ritual = (card_name(th, step["ritual"], lang) if th.known(step.get("ritual", ""))
                  else _say(Msg("prairie-pic-a-ritual"), lang, th))
        whats = sorted({_say(Msg.named("prairie-pic-forced", e, theme=t) if e in FORCED_EFFECTS
                             else Msg("prairie-pic-a-card"), lang, th)
                        for e in step.get("who", {}).values()})
        return _say(Msg("prairie-pic-decide-forced", ritual=ritual, what=_either(whats, lang, th)), lang, th)
    if name == "knowledge":
        ritual = next((card_name(th, k, lang) for k, c in th.all_cards.items() if c.effect == "move-two"),
                      _say(Msg("prairie-pic-the-ritual"), lang, th))
        return _say(Msg("prairie-pic-decide-knowledge", theme=t, ritual=ritual, n=step.get("moved", 0)), lang, th)
    season = _season_name(view, th, lang)
    if name == "before":
        if step.get("effect") == "change":
            return _say(Msg("prairie-pic-decide-before-change", theme=t, season=season), lang, th)
        return _say(Msg("prairie-pic-decide-before-prayers", theme=t, season=season), lang, th)
    if name == "after":
        effect = step.get("effect")
        if effect in ("windy", "wrath", "red", "hospitable", "harvest"):
            return _say(Msg.named("prairie-pic-decide-after", effect, theme=t, season=season,
                                  curse=_curse(th, lang)), lang, th)
        return _say(Msg("prairie-pic-decide-after", season=season), lang, th)
    if name == "harvest":
        return _say(Msg("prairie-pic-decide-harvest", theme=t, season=season), lang, th)
    if name == "war-peace":
        card = th.card(step["card"])
        tribe = step.get("tribe") or card.tribes[0]
        mine = player_of(view, step.get("seat", view["turn"]))["counts"].get("warrior", 1)
        return _say(Msg("prairie-pic-decide-war-peace", theme=t, card=card_name(th, card.kind, lang),
                        tribe=tribe_name(th, tribe, lang), war=th.war_points, peace=th.peace_points,
                        warriors=profession_name(th, "warrior", lang, 2), mine=mine,
                        theirs=_warriors_of(view, th, tribe)), lang, th)
    if name == "quick-hand":
        among = _either([shown(view, s, lang=lang) for s in step.get("among", [])], lang, th)
        return _say(Msg("prairie-pic-decide-quick-hand", card=card_name(th, step["card"], lang), among=among,
                        scouts=profession_name(th, "scout", lang, 2)), lang, th)
    if name in ("setup", "ended"):
        return _say(Msg.named("prairie-pic-decide", name), lang, th)
    return name or ""


# -- layout ----------------------------------------------------------------------------------
@dataclass
class Item:
    """A pill above a board."""

    text: str
    fill: colours.RGB
    ink: colours.RGB
    icon: str | None
    icon_colour: colours.RGB
    width: int = 0
    border: colours.RGB | None = None
    tile: str | None = None                 # a tribe whose tile (colour + letter) is the icon
    kind: str = ""                          # what the pill shows (tests, drawing)


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
    closed: set[str] = field(default_factory=set)


@dataclass
class SeasonBand:
    box: Box
    season: str                   # spring, summer, autumn
    title: str                    # "Summer · Summer of Change"
    starred: bool
    lines: tuple[str, ...]        # the effect, wrapped
    side: tuple[str, ...]         # what comes next, wrapped
    seasons: list[tuple[str, bool, bool]]   # (season, active, past)


@dataclass
class Header:
    box: Box
    title: str
    sub: str
    sub_on_row2: bool
    pills: list[tuple[str, str, colours.RGB, colours.RGB, colours.RGB]]   # text, icon, fill, ink, icon
    expansions: list[str]


@dataclass
class TableLayout:
    height: int
    header: Box
    winter: Box | None
    status: Box
    status_lines: list[tuple[str, int, bool, colours.RGB]]   # text, size, bold, colour
    prairie: Box
    cards: list[tuple[str, int, Box]]                     # kind, how many, face
    takeable: set[str] = field(default_factory=set)       # kinds the current profession takes
    boards: list[BoardLayout] = field(default_factory=list)
    season: SeasonBand | None = None
    head: Header | None = None
    revealed: str | None = None           # a card being decided (War and Peace, Quick Hand)
    hint: str = ""

    def board(self, seat: str) -> BoardLayout:
        for b in self.boards:
            if b.seat == seat:
                return b
        raise KeyError(seat)


def _signed(v: int) -> str:
    return f"+{v}" if v > 0 else (f"−{-v}" if v < 0 else "0")


def _legend_text(view: PrairieView, th: Theme, player: dict, kind: str, lang: str = ENGLISH) -> str:
    card = th.card(kind)
    name = card_name(th, kind, lang)
    if card.effect in ("majority", "quick-hand") and card.profession in th.profession_ids:
        prof = th.profession(card.profession)
        mine = player["counts"].get(prof.id, 0)
        ahead = all(mine > q["counts"].get(prof.id, 0) for q in view["players"]
                    if q["seat"] != player["seat"])
        if view.get("over"):
            state = Msg("prairie-pic-legend-scored") if ahead else Msg("prairie-pic-legend-not-scored")
        else:
            state = Msg("prairie-pic-legend-ahead") if ahead else Msg("prairie-pic-legend-not-ahead")
        return _say(Msg("prairie-pic-legend-majority", card=name, points=card.points,
                        profs=profession_name(th, prof.id, lang, 2), state=state), lang, th)
    if card.effect == "merrymaker":
        where = next((p for p, cards in player["natives"].items() if kind in cards), "")
        if where in th.profession_ids:
            return _say(Msg("prairie-pic-legend-closes", card=name, points=card.points,
                            prof=profession_name(th, where, lang)), lang, th)
        return _say(Msg("prairie-pic-legend-points", card=name, points=card.points), lang, th)
    if card.effect == "double":
        return _say(Msg("prairie-pic-legend-double", card=name, n=card.weight, theme=th.id), lang, th)
    return name


def _items(view: PrairieView, th: Theme, player: dict, lang: str = ENGLISH) -> list[Item]:
    lk = look(th.id)
    out = [Item(_say(Msg("prairie-pic-item-scalps", theme=th.id, n=player["scalps"]), lang, th), lk.paper2,
                lk.ink, lk.scalp_icon, lk.scalp_colour, kind="scalps")]
    food = Counter(player["food"])
    for kind in sorted(food, key=th.order):
        card = th.card(kind)
        icon_name, colour = food_look(th.id, card.food)
        out.append(Item(f"{card_name(th, kind, lang)} ×{food[kind]}", lk.food_card, lk.ink, icon_name, colour,
                        border=GOLD if card.big else None, kind=kind))
    for kind in sorted(Counter(player["totems"]), key=th.order):
        card = th.card(kind)
        words = f"{card_name(th, kind, lang)}: {per_text(th, card, lang)}"
        if card.per == "stranger":
            words = _say(Msg("prairie-pic-item-now", text=words, n=player.get("stranger_count", 0)), lang, th)
        out.append(Item(words, lk.totem, colours.rgb("white"), lk.totem_icon, lk.totem_ink,
                        kind=kind))
    rituals = Counter(player["rituals"])
    for kind in sorted(rituals, key=th.order):
        name = card_name(th, kind, lang)
        label = name if rituals[kind] == 1 else f"{name} ×{rituals[kind]}"
        out.append(Item(label, lk.ritual, colours.rgb("white"), "flame", lk.flame, kind=kind))
    for e in player.get("war_peace", []):
        tribe = tribe_name(th, e["tribe"], lang)
        if e["side"] == "war":
            out.append(Item(_say(Msg("prairie-pic-item-war", theme=th.id, tribe=tribe, points=th.war_points),
                                 lang, th), WAR, colours.rgb("white"), None, WAR, tile=e["tribe"], kind="war"))
        else:
            out.append(Item(_say(Msg("prairie-pic-item-peace", theme=th.id, tribe=tribe, points=th.peace_points),
                                 lang, th), PEACE, PEACE_INK, None, PEACE_INK, border=PEACE_INK,
                            tile=e["tribe"], kind="peace"))
    for kind in player.get("legendary", []):
        out.append(Item(_legend_text(view, th, player, kind, lang), GOLD, GOLD_DARK, "star",
                        GOLD_DARK, kind=kind))
    if player.get("curses"):
        c = player["curses"]
        pts = c * (th.curse_points or -2)
        out.append(Item(_say(Msg("prairie-pic-item-curses", n=c, points=_signed(pts)), lang, th), CURSE,
                        colours.rgb("white"), "skull", (0xF2, 0xE6, 0xE6), kind="curses"))
    max_w = INNER_W - 2 * BOARD_PAD - STRIPE
    for it in out:
        isz = round(PILL_H * 0.7)
        it.text = draw.fit(it.text, PILL_SIZE, max_w - PILL_H - 24)
        it.width = draw.pill_width(it.text, PILL_SIZE, False, isz)
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
    offsets, h = draw.flow([s[2] for s in specs], col.w, CHIP_H, CHIP_GAP, CHIP_GAP)
    chips = [Chip(k, c, Box(col.x + dx, col.y + dy, w, CHIP_H))
             for (k, c, w), (dx, dy) in zip(specs, offsets, strict=True)]
    return chips, h


def _board_layout(view: PrairieView, th: Theme, player: dict, y: int, lang: str = ENGLISH) -> BoardLayout:
    seat = player["seat"]
    x0 = M + STRIPE + BOARD_PAD
    inner_w = INNER_W - STRIPE - 2 * BOARD_PAD
    header = Box(x0, y + BOARD_PAD, inner_w, BOARD_HEAD_H)
    items = _items(view, th, player, lang)
    offsets, above_h = draw.flow([i.width for i in items], inner_w, PILL_H, 8, 8)
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
                       bool(view.get("over")) and seat in view.get("winners", []), active,
                       set(player.get("closed", [])))


def _status_lines(view: PrairieView, th: Theme, lang: str = ENGLISH) -> list[tuple[str, int, bool, colours.RGB]]:
    lk = look(th.id)
    width = INNER_W - 2 * 16 - 40
    if view.get("over"):
        scores, winners = view.get("scores", {}), view.get("winners", [])
        best = max((scores.get(w, {}).get("total", 0) for w in winners), default=0)
        who = [shown(view, w, lang=lang) for w in winners]
        head = labels.with_resigned(_say(Msg("prairie-pic-game-over", names=who, count=len(who), n=best),
                                         lang, th), view, lang)
    else:
        waiting = [shown(view, w, lang=lang) for w in view.get("awaiting", [])]
        head = _say(Msg("prairie-pic-waiting", names=", ".join(waiting), count=len(waiting),
                        decision=describe_step(view, th, lang)), lang, th)
    return labels.status_lines(head, last_move(view, th, lang), width, lk.light)


def last_move(view: PrairieView, th: Theme, lang: str = ENGLISH) -> str:
    """"Last move: ann — took Big Merrymaker" (the status box's and the phone picture's)."""
    last = view.get("last")
    if not last:
        return _say(Msg("prairie-pic-last-none"), lang, th)
    seats = [p["seat"] for p in view.get("players", [])]
    return _say(Msg("prairie-pic-last", seat=shown(view, last["seat"], lang=lang),
                    action=describe_action(view, th, seats_named(last["action"], seats), lang, done=True)),
                lang, th)


def _end_distance(view: PrairieView, th: Theme, lang: str = ENGLISH) -> str:
    """How far the end card is, as far as everyone at the table can know: the engine's
    ``end_in`` when it can be counted, else "in the last 11 cards"."""
    end_in = view.get("end_in")
    if end_in is not None:
        if end_in <= 0:
            return _say(Msg("prairie-pic-end-next"), lang, th)
        return _say(Msg("prairie-pic-end-after", n=end_in), lang, th)
    deck = view.get("deck", 0)
    if deck <= 11:
        return _say(Msg("prairie-pic-end-among", n=deck), lang, th)
    return _say(Msg("prairie-pic-end-last-eleven"), lang, th)


def _header(view: PrairieView, th: Theme, y: int, lang: str = ENGLISH) -> Header:
    lk = look(th.id)
    pills: list[tuple[str, str, colours.RGB, colours.RGB, colours.RGB]] = []
    if not view.get("end_revealed"):
        pills.append((f"{end_card_name(th, lang)}: {_end_distance(view, th, lang)}", lk.end_icon, lk.end_fill,
                      lk.end_ink, lk.end_ink))
    if view.get("box"):
        pills.append((_say(Msg("prairie-pic-box", n=view["box"]), lang, th), "box", lk.bg, lk.light, lk.dim))
    pills.append((_say(Msg("prairie-pic-deck", n=view["deck"]), lang, th), "deck", lk.paper, lk.ink, lk.back))
    pills_w = sum(draw.pill_width(p[0], 20, True, 28) + 10 for p in pills)
    sub = _say(Msg("prairie-pic-round", n=view["round"]), lang, th)
    if not view.get("over"):
        sub += " · " + _say(Msg("prairie-pic-turn-of", seat=shown(view, view["turn"], lang=lang)), lang, th)
    title = title_of(th, lang)
    room = INNER_W - 12 - pills_w - 30 - draw.text_width(title, 32, True) - 12
    on_row2 = draw.text_width(sub, 22) > room
    exps = [_say(Msg.named("prairie-pic-expansion", e), lang, th) if e in EXPANSIONS else cap(e.replace("-", " "))
            for e in view.get("expansions", [])]
    h = HEADER_H + (HEADER_ROW2_H if exps or on_row2 else 0)
    return Header(Box(M, y, INNER_W, h), title, sub, on_row2, pills, exps)


def _season_band(view: PrairieView, th: Theme, y: int, lang: str = ENGLISH) -> SeasonBand | None:
    seasons = view.get("seasons")
    if not seasons or not seasons.get("active"):
        return None
    active = seasons["active"]
    text_w = INNER_W - SEASON_SIDE_W - 96
    title = f"{season_word(active['season'], lang, th)} · {season_name(th, active, lang)}"
    lines = draw.wrap(season_text(th, active, lang), 20, text_w, False, 3)
    nxt = seasons.get("next")
    if nxt:
        coming = season_name(th, nxt, lang) + (" ★" if nxt.get("starred") else "")
    if nxt and seasons.get("change_pending"):
        change = next((card_name(th, k, lang) for k in th.season_changes if th.card(k).text == nxt["season"]),
                      None) or _say(Msg("prairie-pic-season-has-come", season=season_word(nxt["season"], lang, th)),
                                    lang, th)
        side = _say(Msg("prairie-pic-season-change-out", change=change, season=coming,
                        seat=_first_seat(view, lang)), lang, th)
    elif nxt:
        side = _say(Msg("prairie-pic-season-next", season=coming), lang, th)
    else:
        side = _say(Msg("prairie-pic-season-last"), lang, th)
    side_lines = draw.wrap(side, 18, SEASON_SIDE_W - 24, True, 4)
    order = [c["season"] for c in seasons.get("cards", [])] or list(SEASONS)
    idx = order.index(active["season"]) if active["season"] in order else 0
    pips = [(s, i == idx, i < idx) for i, s in enumerate(order)]
    h = max(52 + draw.line_height(20) * len(lines) + 14, 58 + draw.line_height(18) * len(side_lines) + 18,
            104)
    return SeasonBand(Box(M, y, INNER_W, h), active["season"], title, bool(active.get("starred")),
                      lines, side_lines, pips)


def _takeable(view: PrairieView, th: Theme, counts: Counter, revealed: str | None,
              lang: str = ENGLISH) -> tuple[set[str], str]:
    """The kinds in the common area (``counts``) the current step may take, and a few words
    saying who takes them ("what the Hunter may take"); nothing outside taking steps."""
    step = view.get("step") or {}
    if step.get("name") == "take" and step.get("prof") in th.profession_ids:
        return ({k for k in counts if th.takes(step["prof"], k) and k != revealed},
                _say(Msg("prairie-pic-hint-take", prof=profession_name(th, step["prof"], lang)), lang, th))
    if step.get("name") == "harvest":
        return ({k for k in step.get("cards", []) if th.known(k)
                 and th.card(k).family == "food" and k in counts},
                _say(Msg("prairie-pic-hint-harvest", theme=th.id, season=_season_name(view, th, lang)), lang, th))
    return set(), ""


def layout(view: PrairieView, lang: str = ENGLISH) -> TableLayout:
    """Every rectangle of the table picture for ``view``, its words in ``lang``."""
    th = theme(view["theme"])
    y = M
    head = _header(view, th, y, lang)
    header = head.box
    y = header.bottom + 10
    season = _season_band(view, th, y, lang)
    if season:
        y = season.box.bottom + 10
    winter = None
    if view.get("end_revealed"):
        _, winter_lines = winter_text(view, th, lang)
        winter = Box(M, y, INNER_W, max(56, 12 + draw.line_height(20) * len(winter_lines)))
        y = winter.bottom + 10
    lines = _status_lines(view, th, lang)
    status_h = 16 + sum(draw.line_height(size) for _, size, _, _ in lines) + 12
    status = Box(M, y, INNER_W, status_h)
    y = status.bottom + 14
    step = view.get("step") or {}
    counts = Counter(view["prairie"])
    kinds = sorted(counts, key=th.order)
    revealed = None
    if step.get("name") in ("war-peace", "quick-hand") and th.known(step.get("card", "")):
        revealed = step["card"]
        kinds = [revealed] + [k for k in kinds if k != revealed]
        counts[revealed] = counts.get(revealed, 0) + 1
    offsets, cards_h = draw.grid(len(kinds), CARDS_PER_ROW, CARD_W, CARD_H, CARD_GAP_X,
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
        b = _board_layout(view, th, p, y, lang)
        boards.append(b)
        y = b.box.bottom + 18
    takeable, hint = _takeable(view, th, counts, revealed, lang)
    return TableLayout(y - 18 + M, header, winter, status, lines, prairie, cards, takeable,
                       boards, season, head, revealed, hint)


# -- sprites ---------------------------------------------------------------------------------
def _letter(pen: Pen, xy: tuple[float, float], letter: str, size: int = 28) -> None:
    pen.text(xy, letter, size, "white", True, "mm", stroke=2, stroke_fill=(0, 0, 0))


def _name_band(pen: Pen, lines: tuple[str, ...], fill: colours.RGB, ink: colours.RGB,
               size: int = 16, bold: bool = True) -> int:
    """A light band at the bottom of a card with ``lines`` in it; returns its top."""
    h = 10 + draw.line_height(size) * len(lines)
    top = CARD_H - 5 - h
    pen.rect((5, top, CARD_W - 5, CARD_H - 5), fill=fill, radius=8)
    pen.lines((CARD_W / 2, top + 5), lines, size, ink, bold, "m")
    return top


def wrap_name(text: str, size: int, width: int, max_lines: int = 3) -> tuple[str, ...]:
    """A card's name on lines of ``width``, a word too wide broken as a printed card breaks
    it (``labels.hyphenate``: after its own hyphens, else between syllables: "Ahnenbe-",
    "schwörung"; "Clair-", "voyance"). It once cut at the widest fit ("Ahnenbesc-",
    "hwörung"), 13 of the 750 names and sizes drawn in five languages."""
    return draw.wrap(labels.hyphenate(text, size, width, True), size, width, True, max_lines)


def _native_face(pen: Pen, th: Theme, card: Card, lang: str) -> None:
    lk = look(th.id)
    box = Box(0, 0, CARD_W, CARD_H)
    tribes = [th.tribe(t) for t in card.tribes]
    cols = [colours.rgb(t.colour) for t in tribes]
    lines = wrap_name(card_name(th, card.kind, lang), 16, CARD_W - 16)
    band_h = 10 + draw.line_height(16) * len(lines)
    band_top = CARD_H - 5 - band_h
    if len(cols) == 1:
        draw.card_frame(pen, box, cols[0], colours.darker(cols[0], .4), 12, shadow=False)
        _letter(pen, (24, 24), tribes[0].letter, 30)
        size = min(68, band_top - 40)
        pen.icon(lk.single_icon, (CARD_W // 2 - size // 2, band_top - 4 - size), size, "white")
    else:
        draw.card_frame(pen, box, cols[0], colours.darker(cols[0], .4), 12, split=cols[1],
                       shadow=False)
        pen.rect((CARD_W // 2 - 1, 2, CARD_W // 2 + 1, band_top), fill="white")
        _letter(pen, (CARD_W * .25, 24), tribes[0].letter, 30)
        _letter(pen, (CARD_W * .75 - 6, 24), tribes[1].letter, 30)
        size = min(50 if lk.double_small else 68, band_top - 44)
        pen.icon(lk.double_icon, (CARD_W // 2 - size // 2, band_top - 4 - size), size, "white")
    _name_band(pen, lines, colours.rgb("white"), lk.ink)


def legendary_goal(th: Theme, card: Card, lang: str = ENGLISH) -> tuple[str, str]:
    """What a legendary native is worth, in two short lines ("+8 if most", "Hunters")."""
    if card.effect in ("majority", "quick-hand") and card.profession in th.profession_ids:
        return (_say(Msg("prairie-pic-goal-most", points=card.points), lang, th),
                profession_name(th, card.profession, lang, 2))
    if card.effect == "merrymaker":
        return (_say(Msg("prairie-pic-goal-closes", points=card.points), lang, th),
                _say(Msg("prairie-pic-goal-its-place"), lang, th))
    if card.effect == "double":
        return (_say(Msg("prairie-pic-goal-counts-as"), lang, th),
                _say(Msg("prairie-pic-goal-natives", n=card.weight, theme=th.id), lang, th))
    return (_say(Msg("prairie-pic-goal-legendary"), lang, th), f"+{card.points}" if card.points else "")


def legendary_name(th: Theme, card: Card, lang: str = ENGLISH) -> str:
    """The name without the profession it already says ("Hunter Keen Little Finger" ->
    "Keen Little Finger")."""
    name = card_name(th, card.kind, lang)
    if card.profession in th.profession_ids:
        prof = profession_name(th, card.profession, lang)
        for head, tail in ((prof + " ", ""), ("", " " + prof)):
            if head and name.startswith(head):
                return name[len(head):]
            if tail and name.endswith(tail) and len(name) > len(tail):
                return name[:-len(tail)]
    return name


def _legendary_face(pen: Pen, th: Theme, card: Card, lang: str) -> None:
    lk = look(th.id)
    box = Box(0, 0, CARD_W, CARD_H)
    draw.card_frame(pen, box, GOLD_DARK, None, 12, shadow=False)
    pen.rect(box, outline=GOLD, width=5, radius=12)
    pen.icon("star", (10, 10), 26, GOLD)
    pen.icon("star", (CARD_W - 36, 10), 26, GOLD)
    lines = wrap_name(legendary_name(th, card, lang), 16, CARD_W - 16, 2)
    band_top = CARD_H - 5 - (10 + draw.line_height(16) * len(lines))
    goal = [draw.fit(t, 16, CARD_W - 14, i == 1) for i, t in enumerate(legendary_goal(th, card, lang))]
    lh = draw.line_height(16)
    pen.text((CARD_W / 2, band_top - 4 - lh), goal[0], 16, colours.lighter(GOLD, .3), False, "md")
    pen.text((CARD_W / 2, band_top - 4), goal[1], 16, GOLD, True, "md")
    size = max(24, min(60, band_top - 8 - 2 * lh - 12))
    pen.icon(lk.single_icon, (CARD_W // 2 - size // 2, 10), size, colours.lighter(GOLD, .35))
    _name_band(pen, lines, GOLD, GOLD_DARK)


def _stranger_face(pen: Pen, th: Theme, card: Card, lang: str) -> None:
    lk = look(th.id)
    box = Box(0, 0, CARD_W, CARD_H)
    draw.card_frame(pen, box, STONE, STONE_INK, 12, shadow=False)
    pen.rect(box.inset(7), outline=colours.darker(STONE, .15), width=1, radius=9)
    _letter(pen, (24, 24), "?", 30)
    pen.icon(lk.single_icon, (CARD_W // 2 - 34, 36), 68, STONE_INK)
    lines = wrap_name(card_name(th, card.kind, lang), 16, CARD_W - 20, 2)
    _name_band(pen, lines, colours.rgb("white"), lk.ink)


def _food_face(pen: Pen, th: Theme, card: Card, lang: str) -> None:
    lk = look(th.id)
    name = card_name(th, card.kind, lang)
    points = _say(Msg("prairie-pic-points", n=card.points), lang, th)
    box = Box(0, 0, CARD_W, CARD_H)
    icon_name, colour = food_look(th.id, card.food)
    draw.card_frame(pen, box, lk.food_card, lk.food_edge, 12, shadow=False)
    if card.big:
        pen.rect(box, outline=GOLD, width=5, radius=12)
        pen.rect((0, 0, CARD_W, 28), fill=colour, radius=12, corners=(True, True, False, False))
        big = draw.fit(_say(Msg("prairie-pic-big"), lang, th), 16, CARD_W / 2 + 14, True)
        pen.text((CARD_W / 2 + 14, 14), big, 16, colours.ink_on(colour), True, "mm")
        pen.icon("star", (CARD_W / 2 - 30, 4), 20, GOLD)
        one = draw.text_width(name, 18, True) <= CARD_W - 16
        lines = (name,) if one else wrap_name(name, 16, CARD_W - 16, 2)
        size = 18 if one else 16
        top = CARD_H - 28 - draw.line_height(size) * len(lines)
        icon = min(84, top - 32)
        pen.icon(icon_name, (CARD_W // 2 - icon // 2, 30), icon, colour)
        draw.badge(pen, (24, 46), str(card.points), 18, GOLD_DARK, GOLD)
        pen.lines((CARD_W / 2, top), lines, size, lk.ink, True, "m")
        pen.text((CARD_W / 2, CARD_H - 26), points, 16, lk.muted, True, "ma")
        return
    pen.rect((0, 0, CARD_W, 16), fill=colour, radius=12, corners=(True, True, False, False))
    pen.icon(icon_name, (CARD_W // 2 - 34, 30), 68, colour)
    draw.badge(pen, (24, 30), str(card.points), 18, lk.ink, "white")
    lines = draw.wrap(name, 18, CARD_W - 20, True, 1)
    pen.lines((CARD_W / 2, 108), lines, 18, lk.ink, True, "m")
    pen.text((CARD_W / 2, 136), points, 16, lk.muted, False, "ma")


def _ritual_face(pen: Pen, th: Theme, card: Card, lang: str) -> None:
    lk = look(th.id)
    box = Box(0, 0, CARD_W, CARD_H)
    fill = lk.ritual
    draw.card_frame(pen, box, fill, colours.darker(fill, .4), 12, shadow=False)
    pen.icon("flame", (CARD_W // 2 - 24, 12), 48, lk.flame)
    draw.badge(pen, (24, 28), str(card.points), 18, "white", lk.ink)
    lines = wrap_name(card_name(th, card.kind, lang), 16, CARD_W - 16, 3)
    pen.lines((CARD_W / 2, 68), lines, 16, "white", True, "m")
    if card.effect == "move-two":
        move = draw.fit(_say(Msg("prairie-pic-move-two"), lang, th), 16, CARD_W - 12, True)
        pen.text((CARD_W / 2, CARD_H - 52), move, 16, colours.lighter(fill, .7), True, "ma")
    pen.text((CARD_W / 2, CARD_H - 30), _say(Msg("prairie-pic-points", n=card.points), lang, th),
             16, colours.lighter(fill, .7), False, "ma")


def _totem_face(pen: Pen, th: Theme, card: Card, lang: str) -> None:
    lk = look(th.id)
    box = Box(0, 0, CARD_W, CARD_H)
    fill = lk.totem
    draw.card_frame(pen, box, fill, colours.darker(fill, .45), 12, shadow=False)
    pen.icon(lk.totem_icon, (CARD_W // 2 - 22, 8), 44, lk.totem_ink)
    lines = wrap_name(card_name(th, card.kind, lang), 16, CARD_W - 14, 3)
    pen.lines((CARD_W / 2, 56), lines, 16, "white", True, "m")
    per = draw.wrap(per_text(th, card, lang), 16, CARD_W - 20, False, 2)
    _name_band(pen, per, lk.totem_ink, lk.ink, bold=False)


def _war_peace_face(pen: Pen, th: Theme, card: Card, lang: str) -> None:
    box = Box(0, 0, CARD_W, CARD_H)
    tribe = th.tribe(card.tribes[0]) if card.tribes else None
    half = CARD_H // 2
    pen.rect((0, 0, CARD_W, half), fill=WAR, radius=12, corners=(True, True, False, False))
    pen.rect((0, half, CARD_W, CARD_H), fill=PEACE, radius=12, corners=(False, False, True, True))
    pen.rect(box, outline=colours.darker(WAR, .45), width=2, radius=12)
    _side_label(pen, "war", (10, 10), 28, (44, 24), 18,
                _say(Msg("prairie-pic-face-war", points=th.war_points), lang, th), "white")
    _side_label(pen, "pipe", (8, CARD_H - 38), 30, (42, CARD_H - 23), 16,
                _say(Msg("prairie-pic-face-peace", points=th.peace_points), lang, th), PEACE_INK)
    if tribe:
        tile = Box(CARD_W // 2 - 24, half - 26, 48, 48)
        pen.rect(tile.inset(-3), fill="white", radius=9)
        draw.letter_tile(pen, tile, tribe.letter, tribe.colour, 28, radius=7)
        pen.text((CARD_W / 2, half + 40), draw.fit(tribe_name(th, tribe.id, lang), 16, CARD_W - 10, True), 16,
                 PEACE_INK, True, "mm")


def _side_label(pen: Pen, icon: str, icon_xy: tuple[int, int], icon_size: int, xy: tuple[int, int],
                size: int, words: str, ink: colours.Colour) -> None:
    """A War and Peace card's side: its icon and words ("War +3"); words too wide beside the
    icon (a longer language's) are centred on the card without it, at 16 px, cut only if
    even the card's width cannot hold them."""
    if draw.text_width(words, size, True) <= CARD_W - xy[0] - 2:
        pen.icon(icon, icon_xy, icon_size, ink)
        pen.text(xy, words, size, ink, True, "lm")
        return
    pen.text((CARD_W / 2, xy[1]), draw.fit(words, 16, CARD_W - 12, True), 16, ink, True, "mm")


def _season_change_face(pen: Pen, th: Theme, card: Card, lang: str) -> None:
    box = Box(0, 0, CARD_W, CARD_H)
    fill, icon_name, colour = SEASON_LOOKS.get(card.text, ((0xDD, 0xDD, 0xDD), "hourglass",
                                                           SEASON_INK))
    draw.card_frame(pen, box, fill, colours.darker(fill, .45), 12, shadow=False)
    pen.icon(icon_name, (CARD_W // 2 - 32, 16), 64, colour)
    lines = wrap_name(card_name(th, card.kind, lang), 18, CARD_W - 16, 3)
    pen.lines((CARD_W / 2, 92), lines, 18, SEASON_INK, True, "m")


@remembered
def card_face(theme_id: str, kind: str, lang: str = ENGLISH) -> Image.Image:
    """The face of one card, drawn from shapes and text (no publisher art), its words in ``lang``."""
    th = theme(theme_id)
    card = th.card(kind)

    def paint(pen: Pen) -> None:
        if card.family == "native":
            if card.tribes:
                _native_face(pen, th, card, lang)
            elif card.effect:
                _legendary_face(pen, th, card, lang)
            else:
                _stranger_face(pen, th, card, lang)
        elif card.family == "food":
            _food_face(pen, th, card, lang)
        elif card.family == "ritual":
            _ritual_face(pen, th, card, lang)
        elif card.family == "war-peace":
            _war_peace_face(pen, th, card, lang)
        elif card.family == "season-change":
            _season_change_face(pen, th, card, lang)
        else:
            _totem_face(pen, th, card, lang)

    return draw.sprite(CARD_W, CARD_H, paint)


@remembered
def card_back(w: int, h: int, fill: colours.RGB) -> Image.Image:
    """The edge of a card lying under another one (stacks)."""
    return draw.sprite(w, h, lambda pen: pen.rect(Box(0, 0, w, h), fill=fill,
                                                  outline=colours.darker(fill, .5), width=2,
                                                  radius=12))


def chip_width(theme_id: str, kind: str, count: int) -> int:
    if count == 1:
        return CHIP_W
    return CHIP_W + draw.text_width(f"×{count}", 16, True) + 10


@remembered
def native_chip(theme_id: str, kind: str, count: int = 1) -> Image.Image:
    """A small native card under a profession: its colour(s) and letter(s); a two-colour
    native is split with two letters, a one-colour native is one colour with one letter; a
    legendary native is gold with a star (two for one counting as two); a stranger is stone
    with "?"."""
    th = theme(theme_id)
    card = th.card(kind)
    tribes = [th.tribe(t) for t in card.tribes]
    w = chip_width(theme_id, kind, count)

    def paint(pen: Pen) -> None:
        box = Box(0, 0, CHIP_W, CHIP_H)
        if count > 1:
            pen.rect(Box(0, 0, w, CHIP_H), fill="ink", radius=7)
            pen.text((CHIP_W + (w - CHIP_W) / 2, CHIP_H / 2), f"×{count}", 16, "white", True,
                     "mm")
        if not tribes and card.effect:
            pen.rect(box, fill=GOLD_DARK, outline=GOLD, width=3, radius=7)
            if card.weight > 1:
                pen.icon("star", (5, 6), 22, GOLD)
                pen.icon("star", (CHIP_W - 27, 6), 22, GOLD)
            else:
                pen.icon("star", (CHIP_W // 2 - 12, 5), 24, GOLD)
        elif not tribes:
            pen.rect(box, fill=STONE, outline=STONE_INK, width=2, radius=7)
            _letter(pen, (CHIP_W / 2, CHIP_H / 2), "?", 20)
        elif len(tribes) == 1:
            col = colours.rgb(tribes[0].colour)
            pen.rect(box, fill=col, outline=colours.darker(col, .45), width=2, radius=7)
            _letter(pen, (CHIP_W / 2, CHIP_H / 2), tribes[0].letter, 20)
        else:
            cols = [colours.rgb(t.colour) for t in tribes]
            draw.card_frame(pen, box, cols[0], None, 7, split=cols[1], shadow=False)
            pen.rect(box, outline=colours.darker(cols[0], .45), width=2, radius=7)
            pen.rect((CHIP_W / 2 - 1, 2, CHIP_W / 2 + 1, CHIP_H - 2), fill="white")
            _letter(pen, (CHIP_W * .27, CHIP_H / 2), tribes[0].letter, 18)
            _letter(pen, (CHIP_W * .73, CHIP_H / 2), tribes[1].letter, 18)

    return draw.sprite(w, CHIP_H, paint)


@remembered
def tribe_tile(theme_id: str, tribe_id: str, size: int) -> Image.Image:
    """A tribe's colour square with its letter, as a pill's icon."""
    tribe = theme(theme_id).tribe(tribe_id)
    return draw.sprite(size, size, lambda pen: draw.letter_tile(
        pen, Box(0, 0, size, size), tribe.letter, tribe.colour, max(draw.MIN_TEXT, size * 2 // 3),
        radius=5))


@remembered
def profession_head(theme_id: str, prof: str, count: int, w: int, active: bool,
                    closed: bool = False, lang: str = ENGLISH) -> Image.Image:
    """A profession's head cell: its name and how many natives it has; a lock when closed."""
    th = theme(theme_id)
    lk = look(theme_id)
    name = profession_name(th, prof, lang)

    def paint(pen: Pen) -> None:
        fill = colours.PALETTE["highlight"] if active else (CLOSED if closed else lk.paper2)
        ink = "white" if closed and not active else lk.ink
        pen.rect(Box(0, 0, w, COLHEAD_H), fill=fill, outline=colours.darker(fill, .2), width=2,
                 radius=8)
        badge_w = max(34, draw.text_width(str(count), 20, True) + 16)
        x = 10
        if closed:
            pen.icon("lock", (8, COLHEAD_H // 2 - 11), 22, ink)
            x = 34
        room = w - badge_w - x - 12
        if draw.text_width(name, 18, True) <= room:
            pen.text((x, COLHEAD_H / 2), name, 18, ink, True, "lm")
        elif draw.text_width(name, 16, True) <= room or " " not in name:
            pen.text((x, COLHEAD_H / 2), draw.fit(name, 16, room, True), 16, ink, True, "lm")
        else:
            lines = draw.wrap(name, 16, room, True, 2)
            top = COLHEAD_H / 2 - draw.line_height(16) * len(lines) / 2
            pen.lines((x, top), lines, 16, ink, True, "l")
        draw.badge(pen, (w - 8 - badge_w // 2, COLHEAD_H // 2), str(count), 20, "ink", "white",
                  min_w=badge_w)

    return draw.sprite(w, COLHEAD_H, paint)


@remembered
def hatch(w: int, h: int, fill: colours.RGB, stripe: colours.RGB) -> Image.Image:
    """A hatched rounded cell: a closed profession's column."""
    def paint(pen: Pen) -> None:
        pen.rect(Box(0, 0, w, h), fill=fill, radius=8)
        for x in range(0, w + h, 18):
            pen.line([(x, 0), (x - h, h)], stripe, 4)
        pen.rect(Box(0, 0, w, h), outline=CLOSED, width=3, radius=8)

    image = draw.sprite(w, h, paint, ss=1)
    mask = Image.new("L", (w, h), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, w - 1, h - 1), 8, fill=255)
    image.putalpha(mask)
    return image


# -- drawing ---------------------------------------------------------------------------------
def _draw_header(pen: Pen, view: PrairieView, th: Theme, lay: TableLayout, lang: str) -> None:
    lk = look(th.id)
    head = lay.head
    assert head is not None
    box = head.box
    pen.rect(box, fill=lk.band, radius=12)
    row_y = box.y + HEADER_H / 2
    pen.text((box.x + 18, row_y), head.title, 32, lk.light, True, "lm")
    right = box.right - 12
    for text, icon_name, fill, ink, icon_colour in head.pills:
        w = draw.pill_width(text, 20, True, round(40 * .7))
        right -= w
        draw.pill(pen, (right, box.y + 12), text, 20, fill, ink, True, icon_name, icon_colour,
                 height=40)
        right -= 10
    x2 = box.x + 18
    y2 = box.y + HEADER_H + HEADER_ROW2_H / 2 - 6
    if head.sub_on_row2:
        pen.text((x2, y2), draw.fit(head.sub, 22, box.w - 36), 22, lk.dim, False, "lm")
        x2 += draw.text_width(head.sub, 22) + 24
    else:
        x = box.x + 30 + draw.text_width(head.title, 32, True)
        pen.text((x, row_y + 2), head.sub, 22, lk.dim, False, "lm")
    if head.expansions:
        label = _say(Msg("prairie-pic-with"), lang, th)
        if x2 + draw.text_width(label, 18) + 40 < box.right:
            pen.text((x2, y2), label, 18, lk.dim, False, "lm")
            x2 += draw.text_width(label, 18) + 10
        for name in head.expansions:
            w = draw.pill_width(name, 18, True)
            if x2 + w > box.right - 12:
                break
            draw.pill(pen, (x2, round(y2 - 16)), name, 18, colours.lighter(lk.band, .18), lk.light,
                     True, height=32)
            x2 += w + 8


def _draw_season(pen: Pen, band: SeasonBand, th: Theme, lang: str) -> None:
    fill, icon_name, colour = SEASON_LOOKS.get(band.season, ((0xDD, 0xDD, 0xDD), "hourglass",
                                                              SEASON_INK))
    box = band.box
    pen.rect(box, fill=fill, outline=colours.darker(fill, .35), width=3, radius=12)
    pen.icon(icon_name, (box.x + 16, box.y + 16), 56, colour)
    x = box.x + 88
    side_x = box.right - SEASON_SIDE_W
    title_w = side_x - x - 16
    star_w = 0
    required = _say(Msg("prairie-pic-season-required"), lang, th)
    if band.starred:
        star_w = draw.pill_width(required, 18, True, 25) + 12
    title = draw.fit(band.title, 24, title_w - star_w, True)
    pen.text((x, box.y + 30), title, 24, SEASON_INK, True, "lm")
    if band.starred:
        draw.pill(pen, (x + draw.text_width(title, 24, True) + 12, box.y + 13), required, 18,
                 SEASON_INK, "white", True, "star", colours.PALETTE["highlight"], height=34)
    pen.lines((x, box.y + 52), band.lines, 20, SEASON_INK, False, "l")
    # the side: the seasons of the game, then what comes next
    pen.rect((side_x, box.y + 10, box.right - 10, box.bottom - 10),
             fill=colours.lighter(fill, .45), radius=10)
    px = side_x + 12
    for season, active, past in band.seasons:
        text = season_word(season, lang, th)
        w = draw.pill_width(text, 18, active or past)
        if active:
            draw.pill(pen, (px, box.y + 18), text, 18, SEASON_INK, "white", True, height=32)
        else:
            draw.pill(pen, (px, box.y + 18), text, 18, colours.lighter(fill, .2),
                     colours.mix(SEASON_INK, fill, .35 if past else 0), past, height=32,
                     border=colours.darker(fill, .3))
        px += w + 6
        if season != band.seasons[-1][0]:
            pen.text((px + 4, box.y + 34), "›", 20, SEASON_INK, True, "lm")
            px += 18
    pen.lines((side_x + 12, box.y + 58), band.side, 18, SEASON_INK, True, "l")


def _draw_winter(pen: Pen, view: PrairieView, th: Theme, box: Box, lang: str) -> None:
    lk = look(th.id)
    fill, ink = lk.end_fill, lk.end_ink
    pen.rect(box, fill=fill, outline=colours.darker(fill, .3), width=3, radius=12)
    pen.icon(lk.end_icon, (box.x + 14, box.y + 8), 40, ink)
    size, lines = winter_text(view, th, lang)
    top = box.y + box.h / 2 - draw.line_height(size) * (len(lines) - 1) / 2
    for i, line in enumerate(lines):
        pen.text((box.x + 66, top + i * draw.line_height(size)), line, size, ink, True, "lm")
    pen.icon(lk.end_icon, (box.right - 54, box.y + 8), 40, ink)


def winter_text(view: PrairieView, th: Theme, lang: str = ENGLISH) -> tuple[int, tuple[str, ...]]:
    """The end card's banner: its size and lines, one line at 24 px, or wrapped at 20 px when a
    long name does not leave the room (the banner grows; nothing is cut)."""
    if view.get("over"):
        text = _say(Msg("prairie-pic-end-revealed-over", card=end_card_name(th, lang)), lang, th)
    else:
        text = _say(Msg("prairie-pic-end-revealed", card=end_card_name(th, lang), seat=_first_seat(view, lang)),
                    lang, th)
    w = INNER_W - 136
    if draw.text_width(text, 24, True) <= w:
        return 24, (text,)
    return 20, draw.wrap(text, 20, w, True, 4)


def _draw_status(pen: Pen, th: Theme, lay: TableLayout) -> None:
    box = lay.status
    pen.rect(box, fill=look(th.id).band, outline="highlight", width=2, radius=12)
    pen.icon("arrow", (box.x + 14, box.y + 16), 26, "highlight")
    y = box.y + 14
    for text, size, bold, colour in lay.status_lines:
        pen.text((box.x + 52, y), text, size, colour, bold, "la")
        y += draw.line_height(size)


def _card_colour(th: Theme, kind: str) -> colours.RGB:
    lk = look(th.id)
    card = th.card(kind)
    if card.family == "native":
        if card.tribes:
            return colours.rgb(th.tribe(card.tribes[0]).colour)
        return GOLD if card.effect else STONE
    return {"food": lk.food_card, "ritual": lk.ritual, "totem": lk.totem,
            "war-peace": WAR}.get(card.family, lk.back)


def _draw_prairie(pen: Pen, view: PrairieView, th: Theme, lay: TableLayout, lang: str) -> None:
    lk = look(th.id)
    box = lay.prairie
    pen.rect(box, fill=lk.area, radius=14)
    n = len(view["prairie"])
    title = _say(Msg("prairie-pic-area-title", theme=th.id, n=n), lang, th)
    pen.text((box.x + 18, box.y + 24), title, 24, lk.area_ink, True, "lm")
    x = box.x + 36 + draw.text_width(title, 24, True)
    if lay.takeable:
        pen.rect((x, box.y + 14, x + 28, box.y + 36), outline="highlight", width=4, radius=6)
        pen.rect((x - 2, box.y + 12, x + 30, box.y + 38), outline=lk.area_ink, width=1, radius=7)
        pen.text((x + 38, box.y + 25), draw.fit(lay.hint, 20, box.right - x - 60), 20,
                 lk.area_ink if lk.area_ink != lk.light else "highlight", False, "lm")
    elif lay.revealed:
        hint = _say(Msg("prairie-pic-area-revealed"), lang, th)
        pen.text((x, box.y + 25), draw.fit(hint, 20, box.right - x - 20), 20, lk.area_dim, False,
                 "lm")
    if not n and not lay.revealed:
        pen.text((box.x + 18, box.y + 70), _say(Msg("prairie-pic-area-empty", theme=th.id), lang, th), 20,
                 lk.area_dim, False, "lm")
    for kind, count, face in lay.cards:
        if kind in lay.takeable or kind == lay.revealed:
            grow = 6 if count > 1 else 0
            ring = Box(face.x - 4, face.y - 4, face.w + 8 + grow, face.h + 8 + grow)
            pen.rect(ring, fill="highlight", radius=14)
            pen.rect(ring.inset(-1), outline=colours.darker(lk.area, .5), width=1, radius=15)
        if count > 1:
            back = card_back(CARD_W, CARD_H, colours.darker(_card_colour(th, kind), .35))
            for off in ((6, 6), (3, 3))[3 - min(count, 3):]:
                pen.paste(back, (face.x + off[0], face.y + off[1]))
        pen.paste(card_face(th.id, kind, lang), (face.x, face.y))
        if count > 1:
            draw.badge(pen, (face.right - 14, face.y + 2), f"×{count}", 20, "ink", "white",
                      border="white")


def _draw_board(pen: Pen, view: PrairieView, th: Theme, b: BoardLayout, lang: str) -> None:
    lk = look(th.id)
    player = player_of(view, b.seat)
    tribe = th.tribe(player["tribe"])
    colour = colours.rgb(tribe.colour)
    hi = colours.PALETTE["highlight"]
    if b.awaited or b.winner:
        pen.rect(b.frame, fill=hi, radius=18)
    pen.rect(b.box, fill=colour, radius=14)
    pen.rect((b.box.x + STRIPE, b.box.y, b.box.right, b.box.bottom), fill=lk.paper, radius=14,
             corners=(False, True, True, False))
    h = b.header
    draw.letter_tile(pen, Box(h.x, h.y + 2, 40, 40), tribe.letter, colour, 24)
    x = h.x + 52
    # right side first, so the name knows its room
    right = h.right
    if b.awaited or b.winner:
        text = (_say(Msg("prairie-pic-board-waiting", seat=shown(view, b.seat, lang=lang)), lang, th) if b.awaited
                else _say(Msg("prairie-pic-board-winner"), lang, th))
        text = draw.fit(text, 20, 360, True)
        w = draw.pill_width(text, 20, True, 28)
        right -= w
        draw.pill(pen, (right, h.y + 2), text, 20, hi, "ink", True,
                 "arrow" if b.awaited else "star", "ink", height=40)
        right -= 12
    count_text = _native_cards(th, player, lang)
    if view.get("over") and b.seat in view.get("scores", {}):
        count_text = _say(Msg("prairie-pic-board-points", n=view["scores"][b.seat]["total"], cards=count_text),
                          lang, th)
    right -= draw.text_width(count_text, 18)
    pen.text((right, h.y + h.h / 2), count_text, 18, lk.muted, False, "lm")
    right -= 16
    tribe_text = _tribe_board(th, tribe.id, lang)
    first = _say(Msg("prairie-pic-first-player"), lang, th)
    first_w = draw.pill_width(first, 18, True, 25) + 12 if player.get("first") else 0
    room = right - x - first_w - 16 - draw.text_width(tribe_text, 18, True)
    name = draw.fit(shown(view, b.seat, lang=lang), 24, max(120, room), True)
    pen.text((x, h.y + h.h / 2), name, 24, lk.ink, True, "lm")
    x += draw.text_width(name, 24, True) + 12
    tribe_text = draw.fit(tribe_text, 18, max(40, right - x - first_w - 8))
    pen.text((x, h.y + h.h / 2 + 1), tribe_text, 18, colours.darker(colour, .25), True, "lm")
    x += draw.text_width(tribe_text, 18, True) + 12
    if player.get("first"):
        draw.pill(pen, (x, h.y + 4), first, 18, lk.ink, "white", True, "star", hi,
                 height=36)
    # above the board
    isz = round(PILL_H * 0.7)
    for item, box in b.items:
        tile = tribe_tile(th.id, item.tile, isz) if item.tile else None
        draw.pill(pen, (box.x, box.y), item.text, PILL_SIZE, item.fill, item.ink, False,
                 item.icon, item.icon_colour, border=item.border, height=PILL_H,
                 icon_image=tile)
    # professions
    col_fill = colours.mix(lk.paper, lk.paper2, .45)
    for prof, col, head, chips in zip(th.profession_ids, b.columns, b.heads, b.chips,
                                      strict=True):
        active = prof == b.active_prof
        closed = prof in b.closed
        if closed:
            pen.paste(hatch(col.w, col.h, col_fill, colours.mix(col_fill, CLOSED, .45)), (col.x, col.y))
        else:
            pen.rect(col, fill=col_fill, outline=hi if active else None, width=3, radius=8)
        pen.paste(profession_head(th.id, prof, player["counts"].get(prof, 1), head.w, active,
                                  closed, lang), (head.x, head.y))
        for chip in chips:
            pen.paste(native_chip(th.id, chip.kind, chip.count), (chip.box.x, chip.box.y))


def _native_cards(th: Theme, player: dict, lang: str) -> str:
    """"12 native cards": how many native cards a tribe holds (the tie-break counts them)."""
    return _say(Msg("prairie-pic-native-cards", theme=th.id, n=player["native_cards"]), lang, th)


def _tribe_board(th: Theme, tribe_id: str, lang: str) -> str:
    """"Bear tribe (B)": a player's board by its tribe, with the letter its cards show."""
    tribe = th.tribe(tribe_id)
    return _say(Msg("prairie-pic-tribe-board", theme=th.id, tribe=tribe_name(th, tribe_id, lang), letter=tribe.letter),
                lang, th)


def draw_table(view: PrairieView, lang: str = ENGLISH) -> Image.Image:
    """The whole table as one picture, its words in ``lang``."""
    th = theme(view["theme"])
    lay = layout(view, lang)
    image, pen = draw.canvas(lay.height, colour=look(th.id).bg)
    _draw_header(pen, view, th, lay, lang)
    if lay.season:
        _draw_season(pen, lay.season, th, lang)
    if lay.winter:
        _draw_winter(pen, view, th, lay.winter, lang)
    _draw_status(pen, th, lay)
    _draw_prairie(pen, view, th, lay, lang)
    for b in lay.boards:
        _draw_board(pen, view, th, b, lang)
    return image


# -- the score pad ---------------------------------------------------------------------------
SCORE_ROW_H = 44
DETAIL_ROW_H = 32
LABEL_W = 420
SIGNED_ROWS = ("natives", "curses", "legendary", "war-peace")


def score_rows(view: PrairieView, th: Theme, lang: str = ENGLISH) -> list[tuple[str, str, str | None]]:
    """(key, label, profession) rows of the pad; ``profession`` set for native details. The
    categories are those of the scores (the expansions add war-peace, legendary, curses)."""
    def row_label(key: str) -> str:
        if key not in SCORE_KEYS:
            return cap(key.replace("-", " "))
        return _say(Msg.named("prairie-pic-score", key, theme=th.id, points=_signed(th.curse_points or -2)), lang, th)

    scores = view.get("scores") or {}
    keys: list[str] = []
    for sc in scores.values():
        keys += [k for k in sc if k not in keys and k != "total"]
    if not keys:
        keys = ["natives", "others", "food", "scalps", "rituals", "totems"]
    rows: list[tuple[str, str, str | None]] = []
    for key in keys:
        rows.append((key, row_label(key), None))
        if key == "natives" and view.get("score_details"):
            rows += [("detail", profession_name(th, p, lang), p) for p in th.profession_ids]
    rows.append(("total", _say(Msg("prairie-pic-score-total"), lang, th), None))
    if "fewer-natives" in th.tie_break:
        rows.append(("native_cards", _say(Msg("prairie-pic-score-native-cards", theme=th.id), lang, th), None))
    return rows


def _winner_lines(view: PrairieView, th: Theme, lang: str = ENGLISH) -> tuple[int, tuple[str, ...]]:
    """The score pad's winner line: its size and lines, one line at 26 px, or wrapped at 20 px
    when long names do not leave the room (the banner grows; nothing is cut)."""
    players = view["players"]
    scores = view.get("scores") or {}
    winners = set(view.get("winners", []))
    best = max((scores.get(w, {}).get("total", 0) for w in winners), default=0)
    ordered = [shown(view, p["seat"], lang=lang) for p in players if p["seat"] in winners]
    if not ordered:
        text_ = _say(Msg("prairie-pic-nobody-wins") if view.get("over") else Msg("prairie-pic-no-winner-yet"), lang, th)
    elif len(ordered) == 1:
        text_ = _say(Msg("prairie-pic-wins", seat=ordered[0], n=best), lang, th)
        tied = [shown(view, s, lang=lang) for s, sc in scores.items()
                if sc.get("total") == best and s not in winners and s not in view.get("resigned", [])]
        if tied:
            rules = [_say(Msg.named("prairie-pic-tie", r, theme=th.id), lang, th) if r in TIE_BREAK_RULES else r
                     for r in th.tie_break]
            text_ = _say(Msg("prairie-pic-tie-broken", line=text_, tied=", ".join(tied), rule=_then(rules, lang, th)),
                         lang, th)
    else:
        text_ = _say(Msg("prairie-pic-share-win", names=ordered, n=best), lang, th)
    text_ = labels.with_resigned(text_, view, lang)
    w = INNER_W - 90
    if draw.text_width(text_, 26, True) <= w:
        return 26, (text_,)
    return 20, draw.wrap(text_, 20, w, True, 5)


def draw_scores(view: PrairieView, lang: str = ENGLISH) -> Image.Image:
    """The end-of-game score pad: categories as rows, players as columns, the winners."""
    th = theme(view["theme"])
    lk = look(th.id)
    players = view["players"]
    scores = view.get("scores") or {}
    details = view.get("score_details") or {}
    winners = set(view.get("winners", []))
    rows = score_rows(view, th, lang)
    heights = [DETAIL_ROW_H if key == "detail" else SCORE_ROW_H for key, _, _ in rows]
    banner_size, banner_lines = _winner_lines(view, th, lang)
    col_w = min(c.w for c in Box(0, 0, INNER_W - LABEL_W - 12, 0).columns(len(players), 6))
    title_h, head_h = 56, 76 + labels.heading_extra(view, [p["seat"] for p in players], 22, col_w - 12,
                                                    lang=lang)
    banner_h = max(64, 14 + draw.line_height(banner_size) * len(banner_lines))
    table_y = M + title_h + 12 + banner_h + 16
    height = table_y + head_h + sum(heights) + 16 + M
    image, pen = draw.canvas(height, colour=lk.bg)
    hi = colours.PALETTE["highlight"]
    pen.rect(Box(M, M, INNER_W, title_h), fill=lk.band, radius=12)
    heading = _say(Msg("prairie-pic-final-scores", title=title_of(th, lang)), lang, th)
    pen.text((M + 18, M + title_h / 2), draw.fit(heading, 30, INNER_W - 36, True), 30, lk.light, True, "lm")
    # the winners
    banner = Box(M, M + title_h + 12, INNER_W, banner_h)
    pen.rect(banner, fill=hi, radius=12)
    pen.icon("star", (banner.x + 16, banner.y + 14), 36, "ink")
    top = banner.centre[1] - draw.line_height(banner_size) * (len(banner_lines) - 1) / 2
    for i, line in enumerate(banner_lines):
        pen.text((banner.x + 64, top + i * draw.line_height(banner_size)), line, banner_size, "ink",
                 True, "lm")
    # the table
    table = Box(M, table_y, INNER_W, head_h + sum(heights) + 16)
    pen.rect(table, fill=lk.paper, radius=14)
    cols = Box(M + LABEL_W, table_y, INNER_W - LABEL_W - 12, table.h).columns(len(players), 6)
    for p, col in zip(players, cols, strict=True):
        if p["seat"] in winners:
            pen.rect(col.inset(0, 6), fill=colours.mix(lk.paper, hi, .45), radius=10)
    y = table_y + 10
    for p, col in zip(players, cols, strict=True):
        tribe = th.tribe(p["tribe"])
        draw.letter_tile(pen, Box(col.centre[0] - 18, y, 36, 36), tribe.letter, tribe.colour, 22)
        name, *note = labels.heading_lines(view, p["seat"], 22, col.w - 12, lang=lang)
        pen.text((col.centre[0], y + 48), name, 22, lk.ink, True, "mm")
        for line in note:
            pen.text((col.centre[0], y + 48 + draw.line_height(labels.HEADING_NOTE)), line, labels.HEADING_NOTE,
                     lk.muted, True, "mm")
    y = table_y + head_h
    for (key, label, prof), rh in zip(rows, heights, strict=True):
        detail = key == "detail"
        if key == "total":
            pen.rect((M + 12, y + 2, table.right - 12, y + 4), fill=lk.ink)
        elif not detail:
            pen.rect((M + 12, y, table.right - 12, y + 1), fill=lk.line)
        size = 26 if key == "total" else (18 if detail or key == "native_cards" else 20)
        ink = lk.muted if detail or key == "native_cards" else lk.ink
        lx = M + (48 if detail else 20)
        pen.text((lx, y + rh / 2), draw.fit(label, size, LABEL_W - (lx - M) - 8,
                                           not detail), size, ink, not detail, "lm")
        for p, col in zip(players, cols, strict=True):
            seat = p["seat"]
            if detail:
                value = _signed(details.get(seat, {}).get(prof, 0))
            elif key == "native_cards":
                value = str(p.get("native_cards", 0))
            elif key in SIGNED_ROWS:
                value = _signed(scores.get(seat, {}).get(key, 0))
            else:
                value = str(scores.get(seat, {}).get(key, 0))
            colour = ink
            if key == "curses" and scores.get(seat, {}).get(key, 0) < 0:
                colour = colours.PALETTE["bad"]
            pen.text((col.centre[0], y + rh / 2), value, size, colour,
                     key == "total" or not detail, "mm")
        y += rh
    return image


def warm_up(theme_id: str, lang: str = ENGLISH) -> None:
    """Draw every card face and chip of a theme once, so the first real render is fast."""
    th = theme(theme_id)
    for kind, card in th.all_cards.items():
        card_face(theme_id, kind, lang)
        if card.family == "native":
            native_chip(theme_id, kind)


# -- the phone picture -----------------------------------------------------------------------
def _focus_seat(view: PrairieView, th: Theme, seat: str, lang: str = ENGLISH) -> phone.FocusSeat:
    tribe = th.tribe(player_of(view, seat)["tribe"])
    return phone.FocusSeat(shown(view, seat, lang=lang), tribe.letter, colours.rgb(tribe.colour),
                           _tribe_board(th, tribe.id, lang))


def _item_tag(th: Theme, item: Item) -> phone.Tag:
    """A pill above the board as a tag of the phone picture: same colours, same icon."""
    tile = None
    if item.tile:
        tribe = th.tribe(item.tile)
        tile = (tribe.letter, colours.rgb(tribe.colour))
    lk = look(th.id)
    border = item.border or (lk.food_edge if item.fill == lk.food_card else None)
    return phone.Tag(item.text, item.fill, item.ink, item.icon, item.icon_colour,
                   border=border, token=tile)


def _card_tags(th: Theme, counts: Counter, kinds: list[str], lang: str) -> tuple[phone.Tag, ...]:
    lk = look(th.id)
    return tuple(phone.Tag(f"{card_name(th, k, lang)} ×{counts[k]}" if counts[k] > 1 else card_name(th, k, lang),
                           _card_colour(th, k), None, bold=True,
                           border=lk.food_edge if th.card(k).family == "food" else None)
                 for k in kinds)


def focus(view: PrairieView, seat: str, lang: str = ENGLISH) -> phone.Focus:
    """What the phone picture shows of ``view`` for ``seat``: who is awaited and what they
    decide; then the seat's tribe: what it may take now, its professions (the counts that
    score and that a turn uses) and its cards; its words in ``lang``."""
    th = theme(view["theme"])
    lk = look(th.id)
    player = player_of(view, seat)
    active = ((view.get("seasons") or {}).get("active") or {})
    rest = [season_word(active["season"], lang, th)] if active else []
    rest.append(_say(Msg("prairie-pic-focus-deck", n=view["deck"]), lang, th))
    parts = [_say(Msg("prairie-pic-focus-round", title=title_of(th, lang), n=view["round"]), lang, th), *rest]
    if draw.text_width(" · ".join(parts), phone.FOCUS_TEXT) > phone.FOCUS_W - 2 * phone.FOCUS_PAD:
        # a long title ("Inuit: Das Volk des Schnees") leaves the round and the deck their room
        parts[0] = _say(Msg("prairie-pic-focus-round", title=_say(Msg("prairie-pic-short-title", theme=th.id),
                                                                   lang, th), n=view["round"]), lang, th)
    badges = [phone.Tag(_native_cards(th, player, lang), lk.paper2, lk.ink)]
    if player.get("first"):
        badges.append(phone.Tag(_say(Msg("prairie-pic-first-player"), lang, th), lk.ink, "white", "star",
                                colours.PALETTE["highlight"], bold=True))
    sections = []
    counts = Counter(view["prairie"])
    takeable, hint = _takeable(view, th, counts, None, lang)
    if takeable and seat == view.get("turn"):
        sections.append(phone.Section(_say(Msg("prairie-pic-can-take", hint=hint), lang, th),
                                      _card_tags(th, counts, sorted(takeable, key=th.order), lang), table=True))
    step = view.get("step") or {}
    if step.get("name") == "choose" and seat == view.get("turn") and counts:
        # choosing a profession (or to scout first) is choosing among these cards
        sections.append(phone.Section(_say(Msg("prairie-pic-on-the-area", theme=th.id, n=sum(counts.values())),
                                           lang, th),
                                      _card_tags(th, counts, sorted(counts, key=th.order), lang), table=True))
    working = step.get("prof") if step.get("name") == "take" and seat == view.get("turn") else None
    closed = set(player.get("closed", []))
    profs = []
    for prof in th.profession_ids:
        count = player["counts"].get(prof, 1)
        name = profession_name(th, prof, lang)
        if prof in closed:
            profs.append(phone.Tag(f"{name} {count}", CLOSED, "white", "lock", "white"))
        else:
            profs.append(phone.Tag(f"{name} {count}", lk.paper2, lk.ink, bold=True,
                                 border=colours.PALETTE["highlight"] if prof == working else None))
    sections.append(phone.Section(_say(Msg("prairie-pic-professions", theme=th.id), lang, th), tuple(profs)))
    items = [_item_tag(th, it) for it in _items(view, th, player, lang)]
    sections.append(phone.Section(_say(Msg("prairie-pic-board-cards", theme=th.id), lang, th), tuple(items)))
    awaited = tuple(_focus_seat(view, th, s, lang) for s in view.get("awaiting", []))
    return phone.Focus(" · ".join(parts), awaited, cap(describe_step(view, th, lang)), last_move(view, th, lang),
                       _focus_seat(view, th, seat, lang), tuple(badges), tuple(sections),
                       phone.FocusLook(lk.bg, lk.band, lk.light, lk.dim, lk.paper, lk.ink, lk.muted), lang=lang)
