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
from bot.rules import create
from tests.game_texts import english_in
from tests.picture_texts import SEATS, picture_texts, positions

LOCALES = Path(__file__).resolve().parent.parent / "data" / "locales"
LANGS = sorted(d.name for d in LOCALES.iterdir()
               if d.is_dir() and d.name != l10n.ENGLISH and (d / "natera-pictures.ftl").is_file())
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
    return positions("natera", n, seed, dict(options), player, MOMENTS)


texts = picture_texts


def leftover_english(said: list[str], lang: str) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for text in said:
        for word in set(english_in(NOTATION.sub(" ", text), lang)):
            found.setdefault(word, []).append(text)
    return found


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g[0]}seats-seed{g[1]}-{g[3]}")
def test_no_english_word_in_the_natera_pictures(game, lang):
    n, seed, options, player = game
    snaps = snapshots(n, seed, tuple(options.items()), player)
    said = [t for snap in snaps for t in texts(snap, lang)]
    assert len(said) > 200
    found = leftover_english(said, lang)
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
