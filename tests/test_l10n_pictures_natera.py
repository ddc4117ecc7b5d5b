"""Natera's pictures in every translated language (issue 18, points 3-5): seeded AI games are
played, and at several points (the start, two moments in the middle, the end) every string the
table picture, the phone picture and the score pad draw (recorded by tests/drawn_text.py), the
alt text (``rendering.describe``) and the labels of the awaited seat's legal actions
(``rendering.action_label``) are made in Spanish, French, German and Portuguese (Brazil): none
holds an English word (tests/game_texts.py's list, less each language's own words); seat names,
numbers and the notation (locations, science spaces) aside.

The English pictures are bench/pictures_fingerprint.py's: a change of words there shows as a
changed hash. Run alone: ``python -m pytest -q -n 0 tests/test_l10n_pictures_natera.py``.
"""

from __future__ import annotations

import random
import re
from functools import cache
from pathlib import Path

import pytest

import rendering
from bot import l10n
from bot.ai import choose
from bot.rules import create, restore
from tests.drawn_text import drawn
from tests.game_texts import english_in

LOCALES = Path(__file__).resolve().parent.parent / "data" / "locales"
LANGS = sorted(d.name for d in LOCALES.iterdir()
               if d.is_dir() and d.name != l10n.ENGLISH and (d / "natera-pictures.ftl").is_file())
SEATS = ["ann", "bob", "cy", "dee"]
# seats, seed, options, who plays: the AI seats, or random legal moves (they reach decisions
# the AI avoids: the free discard, copies, searches)
GAMES = [(3, 7, {}, "ai"), (4, 11, {"draft": True}, "ai"), (3, 7, {}, "random")]
MOMENTS = (0, 17, 25, 60, 90)                          # moves played before a snapshot; the end too
# the notation a picture quotes: locations (farm-2, forest-6), science spaces (a5), claim tiles (A.1)
NOTATION = re.compile(r"\b(?:farm|city|military|coast|forest)-\d\b|\b[a-c][1-5]\b|\b[A-E]\.[12]\b")


@cache
def snapshots(n: int, seed: int, options: tuple = (), player: str = "ai") -> tuple[dict, ...]:
    """The public view of one seeded game at each of :data:`MOMENTS` and at its end, each
    with the awaited seat's own view (for its controls' labels)."""
    game = create("natera", seats=SEATS[:n], seed=seed, options=dict(options))
    rng = random.Random(seed)
    out, played = [], 0
    while not game.over:
        if played in MOMENTS:
            out.append(_snapshot(restore(game.to_dict())))
        seat = game.awaiting()[0]
        move = choose(game, seat, rng) if player == "ai" else rng.choice(game.legal_actions(seat))
        game.play(seat, move)
        played += 1
    out.append(_snapshot(game))
    return tuple(out)


def _snapshot(game) -> dict:
    seat = next(iter(game.awaiting()), None)
    return {"public": game.view(), "seat": seat, "own": game.view(seat) if seat else None,
            "legal": tuple(game.legal_actions(seat)) if seat else ()}


def pending(snap: dict) -> list[str]:
    """Words the engine's view gives in English only: a decision's ``about`` while the view
    carries no ``source`` key to name it in the reader's language (asked of the Natera
    engine; then this is empty and the check covers it too)."""
    decision = snap["public"].get("decision") or {}
    return [decision["about"]] if decision.get("about") and not decision.get("source") else []


def texts(snap: dict, lang: str) -> list[str]:
    """Every string the pictures of one position draw in ``lang``, its alt text and the
    labels of the awaited seat's legal actions."""
    view = rendering.final_view(snap["public"])
    with drawn() as said:
        rendering.render_table(view, lang)
        rendering.render_focus(view, lang=lang)
        if view.get("over"):
            rendering.render_scores(view, lang)
    said.append(rendering.describe(view, False, lang))
    said += [rendering.action_label(snap["own"], a, lang) for a in snap["legal"]]
    return said


# words of the English list that are also these languages' own (tests/game_texts.py OWN has the rest)
OWN = {"es": {"decide"}, "pt-BR": {"decide"}}


def leftover_english(said: list[str], lang: str, excused: list[str] = ()) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for text in said:
        for words in excused:
            text = text.replace(words, " ")
        for word in set(english_in(NOTATION.sub(" ", text), lang)) - OWN.get(lang, set()):
            found.setdefault(word, []).append(text)
    return found


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g[0]}seats-seed{g[1]}-{g[3]}")
def test_no_english_word_in_the_natera_pictures(game, lang):
    n, seed, options, player = game
    snaps = snapshots(n, seed, tuple(options.items()), player)
    said = [t for snap in snaps for t in texts(snap, lang)]
    assert len(said) > 200
    found = leftover_english(said, lang, [w for snap in snaps for w in pending(snap)])
    report = "\n".join(f"{w!r} in {sorted(set(ts))[:3]}" for w, ts in sorted(found.items()))
    assert not found, f"{lang}: English words in the Natera pictures:\n{report}"


@pytest.mark.parametrize("lang", LANGS)
def test_the_words_change_with_the_language(lang):
    """The same position reads differently in English and in ``lang``, and the English words
    the English pictures hold ("Season", "Waiting for", "in hand") are each gone."""
    snap = snapshots(3, 7)[1]
    english, theirs = texts(snap, "en"), texts(snap, lang)
    assert leftover_english(english, lang)            # the check sees English where there is some
    assert set(theirs) != set(english)
    assert not leftover_english(theirs, lang)


def test_action_labels_are_orders_in_words():
    """A control's label names what it does (the card, the token) in the reader's language,
    never the notation's card ids."""
    snap = next(s for s in snapshots(3, 7) if any(a.startswith("send ") for a in s["legal"]))
    send = next(a for a in snap["legal"] if a.startswith("send "))
    slot = send.split()[-1]
    assert rendering.action_label(snap["own"], send, "en").startswith("Send ")
    spanish = rendering.action_label(snap["own"], send, "es")
    assert spanish.startswith("Envía") and slot in spanish


def test_a_decision_names_its_card_in_the_reader_language():
    """A pending effect's source (the card whose effect is being decided) is a key of the
    view (``decision.source``), so the picture names the card in the reader's language, not
    the English ``about`` words."""
    from rendering.natera import _about

    game = create("natera", SEATS[:3], seed=3)
    rng = random.Random(3)
    while not ((view := game.view(None)).get("decision") or {}).get("source", "").startswith("card:"):
        seat = game.awaiting()[0]
        game.play(seat, choose(game, seat, rng))
    decision = view["decision"]
    assert decision["about"] == "Trail Map"
    assert _about(decision, "es") == "Mapa de senderos"
    assert _about(decision, "de") == "Wegekarte"
