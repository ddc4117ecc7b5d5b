"""The words pictures share: compound moves, status lines and the final pictures' headings.

Who resigned, a score pad column's heading, a move of several steps: the same sentence in
every title's pictures, written once.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping

from bot.l10n import ENGLISH, Msg, text

from . import colours, draw
from .colours import RGB


def say(msg: Msg, lang: str = ENGLISH, title: str | None = None) -> str:
    """A picture's words: ``msg`` made in ``lang`` (``bot.l10n.text``, which remembers the words
    it made: a table post asks for 300-700 messages, nearly all of them the previous post's),
    from ``title``'s catalogs (pictures.ftl is in every title's; a ``pictures-…`` id needs no
    title)."""
    return text(msg, lang, title)


# -- who is who ------------------------------------------------------------------------------
def player_of(view: Mapping, seat: str) -> dict | None:
    """The view's entry for ``seat``; None for a seat that has none (the solo games' Ghost and
    Freeloaders, a seat the view does not hold), so that callers choose what absence means."""
    return next((p for p in view.get("players", ()) if p["seat"] == seat), None)


def seat_number(view: Mapping, seat: str) -> int | None:
    """The seat's number, as the notation names it: the entry's ``number`` when the title's view
    gives one, else the seat's place among the players (views list them in seat order); None
    for a seat that is no player's."""
    for place, p in enumerate(view.get("players", ()), 1):
        if p["seat"] == seat:
            return p.get("number", place)
    return None


def shown(view: Mapping, seat: str, stand_ins: Mapping[str, str] | None = None, lang: str = ENGLISH) -> str:
    """A seat's name as the pictures can show it (see :func:`draw.displayable`).

    "Seat 3" when the font can show none of it (a name all emoji or CJK, or only zero-width
    characters), so that two such players are still told apart; a title's ``stand_ins`` name
    the seats that are no player's ({"ghost": "Ghost"}), kept by the title as data (already
    in the reader's language: the title makes them)."""
    if stand_ins and seat in stand_ins and player_of(view, seat) is None:
        return stand_ins[seat]
    name = draw.displayable(seat)
    visible = any(not unicodedata.category(ch).startswith(("C", "Z")) for ch in name)
    if (name == "?" and seat.strip() != "?") or not visible:
        number = seat_number(view, seat)
        return say(Msg("pictures-seat", n=number if number is not None else "?"), lang)
    return name


def join_steps(steps: list[str]) -> str:
    """Describe a compound action: repeated steps in a row become one with "×n"."""
    merged: list[tuple[str, int]] = []
    for step in steps:
        if merged and merged[-1][0] == step:
            merged[-1] = (step, merged[-1][1] + 1)
        else:
            merged.append((step, 1))
    return " · ".join(s if n == 1 else f"{s} ×{n}" for s, n in merged)


VOWELS = set("aeiouyäöüáéíóúàèìòùâêîôûãõœæë")


ONSETS = ("tr", "br", "cr", "kr", "pr", "gr", "dr", "fr", "pl", "bl", "cl", "kl", "gl", "fl", "pf", "ch", "sch")


def _syllable_starts(word: str, k: int) -> bool:
    """Whether a syllable may start at ``word[k]``: a consonant (or a cluster such as "tr",
    "sch") and then a vowel, after a letter of the same word."""
    low = word.lower()
    if k < 1 or not low[k - 1].isalpha() or low[k] in VOWELS:
        return False
    if low[k - 1] not in VOWELS and any(low[k - 1:k - 1 + len(o)] == o for o in ONSETS):
        return False                                    # "Cons-tructores", not "Const-ructores"
    onset = next((o for o in ONSETS if low.startswith(o, k)), low[k])
    if onset == "sch":                                  # Masken-schnitzer
        return k + 3 < len(low)
    return k + len(onset) < len(low) and low[k + len(onset)] in VOWELS


def hyphenate(text: str, size: int, width: int, bold: bool = False, tail: int = 3) -> str:
    """``text`` with each word too wide for ``width`` broken as a printed name is, so that a
    wrap (``draw.wrap``, which would break it bare) puts it on lines whole: after its own
    hyphens first ("Caribou-Narwhal" -> "Caribou- Narwhal"), else with a hyphen of its own and
    ``tail`` letters at least on the next line, before a consonant and its vowel where one
    fits ("Masken- hütte", "Campa- mento"; never "Campamen- to")."""
    words = []
    for word in text.split(" "):
        if draw.text_width(word, size, bold) <= width:
            words.append(word)
            continue
        parts = word.split("-")
        for part in [p + "-" for p in parts[:-1]] + [parts[-1]]:
            while draw.text_width(part, size, bold) > width and len(part) > tail + 1:
                fits = [k for k in range(len(part) - tail, 1, -1)
                        if draw.text_width(part[:k] + "-", size, bold) <= width]
                # before a consonant and its vowel, as syllables part (Masken-hütte, Campa-mento)
                cut = next((k for k in fits if _syllable_starts(part, k)), fits[0] if fits else 2)
                words.append(part[:cut] + "-")
                part = part[cut:]
            words.append(part)
    return " ".join(w for w in words if w)


def status_lines(head: str, last: str, width: int, light: RGB, head_lines: int = 2
                 ) -> list[tuple[str, int, bool, RGB]]:
    """The status box of a table: who is awaited (bold, highlighted), then the last move."""
    lines = [(t, 24, True, colours.PALETTE["highlight"]) for t in draw.wrap(head, 24, width, True, head_lines)]
    lines += [(t, 20, False, light) for t in draw.wrap(last, 20, width, False, 2)]
    return lines


# -- the final pictures (score pad, final table) -----------------------------------------------
def resigned_note(view: dict, lang: str = ENGLISH) -> str:
    """"Bob resigned", "Bob and Cy resigned": what the final pictures add to the winner line,
    so that a seat that resigned (it cannot win, whatever it scored: bot/tables.py) is not
    read as beaten on points. ``view["resigned"]`` comes from ``rendering.final_view``."""
    names = [draw.displayable(s) for s in view.get("resigned") or []]
    if not names:
        return ""
    return say(Msg("pictures-resigned", names=names), lang)


def with_resigned(line: str, view: dict, lang: str = ENGLISH) -> str:
    """A winner line with the resigned seats after it: "Ann wins with 42 points (Bob resigned)"."""
    note = resigned_note(view, lang)
    return say(Msg("pictures-with-note", line=line, note=note), lang) if note else line


def resigned_mark(lang: str = ENGLISH) -> str:
    """"(resigned)": a score pad heading's mark of a seat that resigned."""
    return say(Msg("pictures-resigned-mark"), lang)


def seat_heading(view: dict, seat: str, lang: str = ENGLISH) -> str:
    """A score pad column's name: the seat as pictures show it, marked when it resigned."""
    name = draw.displayable(seat)
    return f"{name} {resigned_mark(lang)}" if seat in (view.get("resigned") or []) else name


HEADING_NOTE = 18        # the size of a score pad heading's second line, "(resigned)"


def heading_lines(view: dict, seat: str, size: int, max_w: int, bold: bool = True,
                  name: str | None = None, lang: str = ENGLISH) -> tuple[str, ...]:
    """:func:`seat_heading` within ``max_w``: "ann (resigned)" on one line when it fits, else
    the name (``name``, by default the seat as pictures show it) shortened alone on its line
    and "(resigned)" under it (at :data:`HEADING_NOTE` px), so that a long name never squeezes
    the note out nor is squeezed to one letter by it."""
    name = draw.displayable(seat) if name is None else name
    if seat not in (view.get("resigned") or []):
        return (draw.fit(name, size, max_w, bold),)
    mark = resigned_mark(lang)
    if draw.text_width(f"{name} {mark}", size, bold) <= max_w:
        return (f"{name} {mark}",)
    return (draw.fit(name, size, max_w, bold), mark)


def heading_extra(view: dict, seats: Iterable[str], size: int, max_w: int, name=None,
                  lang: str = ENGLISH) -> int:
    """How much taller a score pad's heading row is for its second lines (0 or one line)."""
    two = any(len(heading_lines(view, s, size, max_w, name=name(s) if name else None, lang=lang)) > 1
              for s in seats)
    return draw.line_height(HEADING_NOTE) if two else 0
