"""Seeded positions of a title and every string its pictures show there: what the
tests/test_l10n_pictures_<title>.py checks read in each language.

A snapshot is one position: the public view, the awaited seat, its own view and its legal
actions (for its controls' labels). :func:`positions` plays a seeded game (the AI seats, or
random legal moves, which reach decisions the AI avoids) and takes one at each of ``moments``
(moves played) and at the end; :func:`picture_texts` draws the table, the phone picture and (at
the end) the score pad in a language, recording every string drawn, with the alt text and the
controls' labels.
"""

from __future__ import annotations

import random
from typing import Any

import rendering
from bot.ai import choose
from bot.rules import create, restore
from tests.drawn_text import drawn

SEATS = ["ann", "bob", "cy", "dee"]


def positions(title: str, n: int, seed: int, options: dict[str, Any], player: str, moments: tuple[int, ...],
              max_moves: int | None = None) -> tuple[dict, ...]:
    """The snapshots of one seeded game of ``title`` with ``n`` seats, at each of ``moments``
    and at its end (or after ``max_moves``)."""
    game = create(title, seats=SEATS[:n], seed=seed, options=options)
    rng = random.Random(seed)
    out, played = [], 0
    while not game.over and (max_moves is None or played < max_moves):
        if played in moments:
            out.append(snapshot(restore(game.to_dict())))
        seat = game.awaiting()[0]
        move = choose(game, seat, rng) if player == "ai" else rng.choice(game.legal_actions(seat))
        game.play(seat, move)
        played += 1
    out.append(snapshot(game))
    return tuple(out)


def snapshot(game) -> dict:
    seat = next(iter(game.awaiting()), None)
    return {"public": game.view(), "seat": seat, "own": game.view(seat) if seat else None,
            "legal": tuple(game.legal_actions(seat)) if seat else ()}


def picture_texts(snap: dict, lang: str, public_labels: bool = False) -> list[str]:
    """Every string the pictures of one position draw in ``lang``, its alt text and the labels
    of the awaited seat's legal actions as its own view names them (and, with
    ``public_labels``, as the public view does: a public control's words)."""
    view = rendering.final_view(snap["public"])
    with drawn() as said:
        rendering.render_table(view, lang)
        rendering.render_focus(view, lang=lang)
        if view.get("over"):
            rendering.render_scores(view, lang)
    said.append(rendering.describe(view, False, lang))
    views = (snap["own"], snap["public"]) if public_labels else (snap["own"],)
    said += [rendering.action_label(v, a, lang) for v in views if v for a in snap["legal"]]
    return said
