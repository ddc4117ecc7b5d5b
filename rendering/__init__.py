"""Pictures of the tables: an engine's ``view()`` dict in, PNG bytes out (DESIGN.md, "Pictures").

>>> from bot.rules import create
>>> from rendering import render_end, render_focus, render_scores, render_table
>>> game = create("natives", seats=["ann", "bob"], seed=1)
>>> png = render_table(game.view())            # the whole table, one PNG
>>> pad = render_scores(game.view())           # the score pad (at the end: the final one), one PNG
>>> phone = render_focus(game.view())          # whose turn + their own area, 400 px wide
>>> [name for name, _ in render_end(game.view())]    # a finished game (Tables.view(row)): once
['table.png', 'scores.png']
>>> {picture[1:4] for picture in (png, pad, phone)}
{b'PNG'}

Each title has a renderer module (a *theme* of the same engine may share one) providing
``draw_table(view, lang) -> PIL.Image``, ``draw_scores(view, lang) -> PIL.Image`` and
``focus(view, seat, lang) -> phone.Focus`` (``lang``: the reader's catalog language); this package
dispatches on ``view["title"]`` through :data:`RENDERERS` and encodes the PNG. Rendering is
CPU work: call it off the event loop (``await asyncio.to_thread(render_table, view)``).
"""

from __future__ import annotations

import importlib
from functools import cached_property
from types import ModuleType
from typing import Any

from bot.l10n import ENGLISH, Msg

from .labels import say
from .phone import draw_focus
from .png import encode_png

# title -> module (relative to this package) that draws it
RENDERERS: dict[str, str] = {
    "natives": ".prairie",
    "uluk": ".uluk",
    "inuit": ".prairie",
    "natera": ".natera",
    "wendake": ".wendake",
}

__all__ = ["RENDERERS", "action_label", "describe", "final_view", "focus_seat", "register", "renderer", "render_end",
           "render_focus", "render_table", "render_scores", "has_renderer", "warm_up"]


def register(title: str, module: str) -> None:
    """Declare the module (``".prairie"`` or a dotted path) that draws ``title``."""
    RENDERERS[title] = module
    _LOADED.pop(title, None)


def has_renderer(title: str) -> bool:
    return title in RENDERERS


def renderer(title: str) -> ModuleType:
    """The renderer module of ``title``; KeyError naming the title when there is none.

    Found once per title (:data:`_LOADED`): ``importlib.import_module`` of a module imported
    already still costs ~12 us, and a table message asks for each of its ~10 buttons' labels
    (bench/bench_load.py's profile at 500 moves/s: 18,668 calls, a quarter of the labels' time)."""
    found = _LOADED.get(title)
    if found is not None:
        return found
    try:
        name = RENDERERS[title]
    except KeyError:
        known = ", ".join(sorted(RENDERERS))
        raise KeyError(f"no renderer for {title!r}; known: {known}") from None
    found = _LOADED[title] = importlib.import_module(name, __name__ if name.startswith(".") else None)
    return found


_LOADED: dict[str, ModuleType] = {}     # renderer modules by title, once imported (see renderer)


def final_view(view: dict[str, Any]) -> dict[str, Any]:
    """``view`` as the pictures of a finished game must show it.

    The table service's result (``view["result"]``, see ``bot.tables.Tables.view``) is the
    truth of a finished game: it has the scores and winners also when resignations ended
    the game before the engine did (the engine's view then still waits for someone and has
    no scores), and it leaves out the resigned seats, who cannot win. So its scores and
    winners replace the engine's, nobody is awaited any more, and ``resigned`` lists the
    seats the pictures mark. A view without a result is returned as it is.
    """
    result = view.get("result")
    if not result:
        return view
    out = dict(view)
    out.update(over=True, awaiting=[], scores=result["scores"], winners=list(result["winners"]))
    seats = view.get("seats_info") or {}
    out["resigned"] = list(result.get("resigned")
                           or [name for name, info in seats.items() if info.get("resigned")])
    return out


def render_table(view: dict[str, Any], lang: str = ENGLISH) -> bytes:
    """The whole table of ``view`` as PNG bytes (a finished game's as it ended), its words in
    ``lang`` (a catalog language, ``bot.l10n.language``)."""
    view = final_view(view)
    return encode_png(renderer(view["title"]).draw_table(view, lang=lang))


def focus_seat(view: dict[str, Any]) -> str | None:
    """The seat the phone picture is about: the first one the game waits for; None once the
    game is over or when nobody is awaited."""
    view = final_view(view)
    awaited = view.get("awaiting") or []
    return None if view.get("over") or not awaited else awaited[0]


def render_focus(view: dict[str, Any], seat: str | None = None, lang: str = ENGLISH) -> bytes | None:
    """The phone picture of ``view`` as PNG bytes, or None when there is nothing to decide
    (the game is over, nobody is awaited).

    Discord shows a picture about 400 px wide on a phone, where the table picture's text is
    too small to read. This one is laid out at that width (drawn at 1.5 times it for
    sharper text, see ``phone.FOCUS_SCALE``): a banner with who the game waits for, what
    they decide and the last move, then the awaited seat's own area (``seat``, by default
    :func:`focus_seat`) with text at 16 px or more as a phone shows it. It goes with the
    table picture, which stays the whole table (and the replay films' frame)."""
    return _render_focus(final_view(view), _Areas(view, lang), seat)


class _Areas:
    """Each seat's :class:`phone.Focus` of one view in one language, made once: a table post
    needs the awaited seat's for its phone picture, both alt texts' heads and the full one's
    seat lines, and every other seat's once (four ``focus`` calls of the same seat before,
    ~1.5 ms each on Natera). ``view`` goes through :func:`final_view` here."""

    def __init__(self, view: dict[str, Any], lang: str):
        self.view = final_view(view)
        self.lang = lang
        self.known: dict[str, Any] = {}

    @cached_property
    def module(self) -> ModuleType:
        return renderer(self.view["title"])

    def has_focus(self) -> bool:
        return hasattr(self.module, "focus")

    def __getitem__(self, seat: str) -> Any:
        if seat not in self.known:
            self.known[seat] = self.module.focus(self.view, seat, lang=self.lang)
        return self.known[seat]


def _render_focus(view: dict[str, Any], areas: _Areas, seat: str | None = None) -> bytes | None:
    """:func:`render_focus` of a final view, its seats' areas taken from ``areas``."""
    if focus_seat(view) is None or not areas.has_focus():
        return None
    return encode_png(draw_focus(areas[seat or focus_seat(view)]))


def table_post(view: dict[str, Any], lang: str = ENGLISH, over: bool = False) -> list[tuple[str, bytes, str]]:
    """Every picture of a table post with its alt text, as ``(file name, PNG, description)``,
    in one call: what ``cogs.common.table_message`` sends to a render process (one trip, and
    the alt text's ~3 ms of words made there too, not on the event loop: bench/bench_load.py's
    profile at 150 moves/s had ``describe`` at a third of the loop's time).

    A game in play: the phone picture (``turn.png``, when someone is awaited), then the whole
    table (``table.png``). ``over``: the pictures of its end (:func:`render_end`). The phone
    picture and the score pad are described in brief, the table in full."""
    areas = _Areas(view, lang)
    if over:
        pictures = render_end(view, lang)
    else:
        focus = _render_focus(areas.view, areas)
        pictures = ([("turn.png", focus)] if focus is not None else []) + [("table.png", render_table(view, lang))]
    brief, full = _descriptions(areas)
    return [(name, png, full if name == "table.png" else brief) for name, png in pictures]


def secrets(view: dict[str, Any], lang: str = ENGLISH) -> list[str]:
    """What only the seat whose ``view`` this is may see, in words, one line each: Natera's
    hand, Uluk's feast card, Wendake's mask cards (the private commands' replies and the
    player page's "Only you see"); none for a title whose seats keep no secret. The pictures
    never draw these (a table is drawn from what ``view(None)`` holds), so this is where a
    player reads them."""
    module = renderer(view["title"])
    return module.secrets(view, lang=lang) if hasattr(module, "secrets") else []


DESCRIPTION_LIMIT = 1024      # Discord's attachment description (the picture's alt text)


def describe(view: dict[str, Any], brief: bool = False, lang: str = ENGLISH) -> str:
    """The table of ``view`` in words, as a screen reader reads a picture's alt text: the
    state line, whom the game waits for and what they decide, the last move, then each
    seat's facts as its phone picture shows them (badges first). Made from the view alone
    (``view(None)`` for a public post), so it says nothing the picture does not; at most
    :data:`DESCRIPTION_LIMIT` characters, every seat given its share. ``brief``: the first
    part only (the phone picture's, which shows no more)."""
    return _descriptions(_Areas(view, lang))[0 if brief else 1]


def _descriptions(areas: _Areas) -> tuple[str, str]:
    """:func:`describe` of ``areas``' view, brief and full, made together: the full one is
    the brief one's words and then each seat's line, and the seats' areas are taken from
    ``areas`` (a table post's phone picture and both alt texts share them)."""
    view, lang = areas.view, areas.lang
    seats = [p.get("seat") for p in view.get("players") or [] if p.get("seat")]
    if not areas.has_focus() or not seats:
        return "", ""
    head = areas[focus_seat(view) or seats[0]]
    parts = [head.title + "."]
    if view.get("over"):
        winners = view.get("winners") or []
        parts.append(say(Msg("pictures-over-winners", names=", ".join(winners), count=len(winners)), lang))
        totals = view.get("scores") or {}
        if totals:
            scores = [say(Msg("pictures-seat-score", seat=seat, n=row.get("total", 0)), lang)
                      for seat, row in totals.items()]
            parts.append(say(Msg("pictures-scores", scores=", ".join(scores)), lang))
    elif focus_seat(view):
        names = [s.name for s in head.awaited]
        parts.append(say(Msg("pictures-waiting-deciding", names=names, decision=head.decision.rstrip(".")), lang))
        if head.last:
            parts.append(f"{head.last.rstrip('.')}.")
        for section in head.sections:
            if section.table and not any(s.name in section.title for s in head.awaited[1:]):
                parts.append(say(Msg("pictures-section-facts", section=section.title,
                                     facts=", ".join(t.text for t in section.tags)), lang))
    text = " ".join(parts)
    brief = _cut(text, DESCRIPTION_LIMIT)
    room = max(0, (DESCRIPTION_LIMIT - len(text)) // len(seats) - 2)
    for seat in seats:
        area = areas[seat]
        facts = [t.text for t in area.badges] + [t.text for s in area.sections if not s.table for t in s.tags]
        line = say(Msg("pictures-section-facts", section=area.seat.name, facts=", ".join(facts)), lang)
        text += " " + _cut(line, room)
    return brief, _cut(text, DESCRIPTION_LIMIT)


def _cut(words: str, room: int) -> str:
    """``words`` in at most ``room`` characters: whole, or cut after the last whole word that
    fits, then "…" (a screen reader reads "Tortues : For…" as a word that is not there; a word
    is kept whole unless it alone is longer than half the room)."""
    if len(words) <= room:
        return words
    cut = words[: max(0, room - 1)]
    space = cut.rfind(" ")
    if space >= room // 2:
        cut = cut[:space]
    return cut.rstrip(" ,;:·—") + "…"


LABEL_LIMIT = 80       # Discord's button label; a select option's is 100


def action_label(view: dict[str, Any], action: str, lang: str = ENGLISH) -> str:
    """A button's or a menu option's words for ``action`` (the notation), as a command to the
    player, in ``lang``: ``take salmon salmon`` -> "Take 2 salmon" / "Tomar 2 salmones". The
    notation stays what ``act`` receives; this is only what the player reads. ``view`` is the
    view of whoever sees the control (a public menu: ``view(None)``), so a label says nothing
    that view hides. A renderer without ``action_label`` shows the notation with names spelled
    out (``bot.present.label``)."""
    module = renderer(view["title"])
    if hasattr(module, "action_label"):
        words = module.action_label(view, action, lang=lang)
    else:
        from bot.present import label

        words = label(view["title"], action)
    words = words[:1].upper() + words[1:]
    return words if len(words) <= LABEL_LIMIT else words[: LABEL_LIMIT - 1] + "…"


def render_scores(view: dict[str, Any], lang: str = ENGLISH) -> bytes:
    """The score pad of a finished game as PNG bytes: the result's scores and winners when
    the view carries one (:func:`final_view`), else the engine's (``view["scores"]``)."""
    view = final_view(view)
    return encode_png(renderer(view["title"]).draw_scores(view, lang=lang))


def render_end(view: dict[str, Any], lang: str = ENGLISH) -> list[tuple[str, bytes]]:
    """The pictures a game's end is posted with, once: the final table (nobody awaited any
    more) and the score pad, as ``(file name, PNG bytes)``."""
    return [("table.png", render_table(view, lang)), ("scores.png", render_scores(view, lang))]


def warm_up(title: str) -> None:
    """Fill the renderer's caches (fonts, card faces) ahead of the first picture, e.g. at
    start-up in a thread; optional: rendering works cold, only the first picture is slower."""
    module = renderer(title)
    if hasattr(module, "warm_up"):
        module.warm_up(title)
