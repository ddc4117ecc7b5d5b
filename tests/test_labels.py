"""No informative label is cut in any picture (issue 17, point 17).

For every title (Natives with its three expansions and without, Inuit, Uluk for 1 to 4 and so
solo, Natera plain and with the draft and the Nuclear Discovery, Wendake with generic and
drafted tribes, 1 to 4 players as each allows) seeded random games are played; at every
``EVERY``-th position and at the end the table picture (``render_table``), the phone picture
(``render_focus``, for every awaited seat) and, at the end, the score pad (``render_scores``,
also from a table-service result with a resignation) are drawn, and each title's
``warm_up`` draws every card face it has.

Every text the drawing kit shortens is recorded: ``draw.fit`` (which cuts a text with "…") and
``draw.wrap`` (which cuts what does not fit in its lines; it breaks a word too long for a line
between characters, so a cut is only ever at the end of the text) are wrapped for the test,
and every cached sprite of the renderers is dropped first, so that each text goes through
them once.

How a name is told from an informative label: **a name comes from the view's seats.** The
players' names are user-chosen and may be 32 characters or more (here "Annabelle the
Magnificent of Quebec", 35 with spaces, and "Xx_BartholomewFeatherstone_99_xX", 32 without);
they are the one thing a picture may shorten. The names are the seats of the game as the
pictures show them (``draw.displayable(seat)``), and the stand-ins the pictures use for seats
("Ghost", "Freeloaders", "Seat N"). A shortened text passes only when everything it lost
belongs to a name that ends it: "Home of Annabelle the…" and "took it: Annabelle…" pass;
"Annabelle the Magnificent of Quebec (resigned)" cut to "Annabelle the Ma…", "Annabelle the
Mag…" for "…'s next turn", "Waiting for Ann…" for a list of four names, or "Mask Lod…" fail.
Whitespace is ignored in the comparison (wrapping joins and splits at it). So a renderer that
puts a name before other words shortens the name itself (to the room the words leave, as
``labels.heading_lines`` does) and never lets the words go. Nothing else is exempt: a label the
view gives (a tile, a territory, a card, a tribe) is never a name, whatever its length.

Before the fix (issue 17, 17) this failed for every title; it takes about 50 s of CPU for the
five titles, each its own test.
"""

from __future__ import annotations

import importlib
import random
import sys
from collections import defaultdict
from functools import lru_cache

import pytest

from bot.rules import create
from rendering import draw, render_focus, render_scores, render_table, renderer

NAMES = ["Annabelle the Magnificent of Quebec", "bob", "Xx_BartholomewFeatherstone_99_xX", "Zoë"]
STAND_INS = ["Ghost", "Freeloaders"] + [f"Seat {k}" for k in range(1, 5)]
EVERY = 9                 # one position in EVERY is drawn (and the last)
MAX_ACTIONS = 1500
MODULES = ["rendering.draw", "rendering.labels", "rendering.phone", "rendering.prairie", "rendering.uluk",
           "rendering.natera", "rendering.wendake"]
NATIVES_ALL = {"expansions": ["soul-of-the-prairie", "seasons", "strangers"]}
NATERA_ALL = {"draft": True, "expansions": ["nuclear-discovery"]}
# title -> (options, player counts, seeds) for each variant
CASES = {
    "natives": [(NATIVES_ALL, (2, 3, 4), (0, 1)), ({}, (2, 4), (2,))],
    "inuit": [(None, (2, 3, 4), (0, 1))],
    "uluk": [(None, (1, 2, 3, 4), (0, 1))],
    "natera": [(NATERA_ALL, (2, 3, 4), (0,)), ({}, (2, 4), (1,))],
    "wendake": [({"tribes": "draft"}, (1, 2, 3, 4), (0,)), (None, (1, 2, 4), (1,))],
}


def _squash(text: str) -> str:
    return "".join(text.split())


def name_only_lost(text: str, shown: str, names: list[str]) -> bool:
    """Whether ``shown`` (``text`` shortened, ending in "…") lost only the end of a name that
    ends ``text``."""
    whole, kept = _squash(text), _squash(shown).removesuffix("…")
    if not whole.startswith(kept):
        return False
    return any(whole.endswith(n) and len(whole) - len(n) <= len(kept) for n in map(_squash, names) if n)


def _clear_caches() -> None:
    for name in MODULES:
        for value in vars(importlib.import_module(name)).values():
            if callable(getattr(value, "cache_clear", None)):
                value.cache_clear()


class Cuts:
    """The texts the drawing kit shortened: (text, what was drawn, where) for each."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch):
        self.seen: list[tuple[str, str, str]] = []
        self._inside = 0
        fit, wrap = draw.fit, draw.wrap.__wrapped__
        # the pictures are drawn, not encoded: what is cut is decided before the PNG (which
        # was ~40% of these tests' time)
        import rendering

        monkeypatch.setattr(rendering, "encode_png", lambda image: b"")

        def spying_fit(text: str, size: int, max_w: int, bold: bool = False) -> str:
            out = fit(text, size, max_w, bold)
            if out != text and not self._inside:
                self._note(text, out)
            return out

        @lru_cache(maxsize=8192)
        def spying_wrap(text: str, size: int, max_w: int, bold: bool = False,
                        max_lines: int = 3) -> tuple[str, ...]:
            self._inside += 1
            try:
                lines = wrap(text, size, max_w, bold, max_lines)
            finally:
                self._inside -= 1
            if _squash("".join(lines)) != _squash(text):
                self._note(text, " ".join(lines))
            return lines

        _clear_caches()
        monkeypatch.setattr(draw, "fit", spying_fit)
        monkeypatch.setattr(draw, "wrap", spying_wrap)

    def _note(self, text: str, out: str) -> None:
        frame = sys._getframe(2)
        while frame.f_back is not None and frame.f_code.co_name in ("spying_wrap", "<genexpr>"):
            frame = frame.f_back
        where = f"{frame.f_code.co_filename.rsplit('/', 1)[-1]}:{frame.f_code.co_name}"
        self.seen.append((text, out, where))

    def informative(self, names: list[str]) -> dict[str, set[tuple[str, str]]]:
        """The cuts that lost more than a name, by where they were made."""
        out: dict[str, set[tuple[str, str]]] = defaultdict(set)
        for text, shown, where in self.seen:
            if not name_only_lost(text, shown, names):
                out[where].add((text, shown))
        return out


def _resigned(view: dict) -> dict | None:
    """``view`` as the table service gives it when a seat that did not win (a long name when
    one lost) resigned at the end."""
    winners = list(view.get("winners") or [])
    losers = [p["seat"] for p in view.get("players") or () if p["seat"] not in winners]
    if not view.get("scores") or not losers or len(view["players"]) < 2:
        return None
    seat = max(losers, key=len)
    return dict(view, result={"scores": view["scores"], "winners": winners, "resigned": [seat]})


def _chunks(items: list, n: int) -> list[list]:
    return [items[k:k + n] for k in range(0, len(items), n)]


def draw_every_face(title: str) -> int:
    """The faces a sampled game may never show, each drawn in the table and phone pictures:
    every Natera specialist in the row, and pawns at home beside three claims; every Wendake
    action tile on a board, on each side, picked (the owner's pawn), kept by the Fire and
    neither. The count drawn."""
    drawn = 0
    if title == "natera":
        from bot.rules.natera_data import components as natera_components
        g = create("natera", seats=NAMES, seed=0, options=NATERA_ALL)
        view = g.view()
        for row in _chunks([g._specialist_view(x) for x in natera_components().specialists], 5):
            render_table(dict(view, specialist_row=row))
            drawn += 1
        # every tribe's pawns at home beside three claims ("8 left · 0 claim tokens · claimed …")
        claimed = [c["tile"] for c in view["claims"]][:3]
        pawns = [(3, 0), (1, 2), (0, 4), (2, 2)]
        players = [dict(p, leaders=n, explorers=m, claimed=claimed, claims_left=0)
                   for p, (n, m) in zip(view["players"], pawns, strict=True)]
        render_table(dict(view, players=players))
        drawn += 1
    if title == "wendake":
        from bot.rules.wendake_data import components as wendake_components
        view = create("wendake", seats=NAMES, seed=0).view()
        faces = [{"tile": t.id, "name": t.name, "side": side,
                  "actions": list(t.back if side == "ritual" else t.actions),
                  "picked": state == "picked", "kept": state == "kept"}
                 for t in wendake_components().tiles.values() for side in ("front", "ritual")
                 for state in ("picked", "kept", "")]
        for batch in _chunks(faces, 36):
            players = []
            for k, p in enumerate(view["players"]):
                board = [dict(face, pos=f"{'abc'[j // 3]}{j % 3 + 1}") for j, face in enumerate(batch[9 * k:9 * k + 9])]
                players.append(dict(p, board=board or p["board"]))
            shown = dict(view, players=players)
            render_table(shown)
            for seat in NAMES:
                render_focus(shown, seat)
            drawn += 1
    return drawn


def draw_everything(title: str) -> int:
    """Draw every picture of every sampled position of ``title``'s cases, and every face
    (:func:`draw_every_face`); the count drawn."""
    renderer(title).warm_up(title)
    drawn = draw_every_face(title)
    for options, counts, seeds in CASES[title]:
        for n in counts:
            for seed in seeds:
                seats = (NAMES[seed % 4:] + NAMES[:seed % 4])[:n]
                g = create(title, seats=seats, seed=seed, options=options)
                rng = random.Random(seed)
                k = 0
                while True:
                    if k % EVERY == 0 or g.over:
                        view = g.view()
                        render_table(view)
                        for seat in (view.get("awaiting") or [])[:4]:
                            render_focus(view, seat)
                        drawn += 1
                    if g.over or k >= MAX_ACTIONS:
                        break
                    seat = rng.choice(g.awaiting())
                    g.play(seat, rng.choice(g.legal_actions(seat)))
                    k += 1
                view = g.view()
                render_scores(view)
                resigned = _resigned(view)
                if resigned is not None:
                    render_scores(resigned)
                    render_table(resigned)
    return drawn


@pytest.mark.parametrize("title", list(CASES))
def test_no_informative_label_is_cut(title, monkeypatch):
    cuts = Cuts(monkeypatch)
    try:
        drawn = draw_everything(title)
    finally:
        monkeypatch.undo()
        _clear_caches()
    assert drawn > 50
    bad = cuts.informative(NAMES + STAND_INS)
    report = "\n".join(f"{where}: {len(items)} cut, e.g. "
                       + "; ".join(f"{t!r} -> {s!r}" for t, s in sorted(items)[:4])
                       for where, items in sorted(bad.items()))
    assert not bad, f"{title}: informative labels cut\n{report}"


def test_the_rule_tells_a_name_from_a_label():
    names = ["Annabelle the Magnificent of Quebec", "Xx_Bart"]
    assert name_only_lost("Home of Annabelle the Magnificent of Quebec", "Home of Annabelle the…", names)
    assert name_only_lost("took it: Xx_Bart", "took it: Xx…", names)
    assert name_only_lost("Annabelle the Magnificent of Quebec", "…", names)
    assert not name_only_lost("Mask Lodge", "Mask Lod…", names)
    assert not name_only_lost("Annabelle the Magnificent of Quebec (resigned)", "Annabelle the Mag…", names)
    assert not name_only_lost("Annabelle the Magnificent of Quebec's next turn", "Annabelle the Mag…", names)
    assert not name_only_lost("waiting for Annabelle the Magnificent of Quebec, Xx_Bart", "waiting for Ann…", names)


def test_wrap_breaks_a_word_too_long_for_a_line_instead_of_cutting_it():
    word = "Xx_BartholomewFeatherstone_99_xX"
    lines = draw.wrap.__wrapped__(f"took it: {word} today", 16, 120, True, 9)
    assert _squash("".join(lines)) == _squash(f"took it: {word} today")
    assert all(draw.text_width(line, 16, True) <= 120 for line in lines)
