"""The Natives and Inuit pictures in every translated language (issue 18, points 3-5): seeded
games (Natives with its three expansions, Natives alone, Inuit; AI seats and random moves) are
played, and at several points (the start, moments in the middle, the end) every string the
table picture, the phone picture and the score pad draw (recorded by tests/drawn_text.py),
the alt text (``rendering.describe``) and the labels of the awaited seat's legal actions
(``rendering.action_label``) are made in Spanish, French, German and Portuguese (Brazil): none
holds an English word (tests/game_texts.py's list, less each language's own words), seat
names and numbers aside. Card, profession and tribe names are the theme's catalogs'
(natives.ftl, inuit.ftl), so they are checked too.

The English pictures are bench/pictures_fingerprint.py's. Run alone:
``python -m pytest -q -n 0 tests/test_l10n_pictures_prairie.py``.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

import rendering
from bot import l10n
from rendering import prairie
from tests.game_texts import english_in
from tests.picture_texts import picture_texts, positions

LOCALES = Path(__file__).resolve().parent.parent / "data" / "locales"
LANGS = sorted(d.name for d in LOCALES.iterdir()
               if d.is_dir() and d.name != l10n.ENGLISH and (d / "prairie-pictures.ftl").is_file())
ALL = ("soul-of-the-prairie", "seasons", "strangers")
# title, seats, seed, expansions, who plays (the AI seats, or random legal moves, which reach
# decisions the AI avoids: War and Peace, the Ritual of Knowledge, cursed seasons)
GAMES = [("natives", 3, 4, ALL, "ai"), ("natives", 4, 9, ALL, "random"), ("natives", 2, 3, (), "ai"),
         ("inuit", 4, 5, (), "ai"), ("inuit", 3, 6, (), "random")]
MOMENTS = (0, 9, 17, 40, 60, 100)                      # moves played before a snapshot; the end too


@cache
def snapshots(title: str, n: int, seed: int, expansions: tuple = (), player: str = "ai") -> tuple[dict, ...]:
    """The public view of one seeded game at each of :data:`MOMENTS` and at its end, each
    with the awaited seat's own view (for its controls' labels)."""
    options = {"expansions": list(expansions)} if expansions else {}
    return positions(title, n, seed, options, player, MOMENTS)


texts = picture_texts


def joined(said: list[str]) -> list[str]:
    """The drawn strings with a word broken across two lines ("Conocimien-", "to": a card
    name wrapped as a printed card wraps it) made whole again."""
    out: list[str] = []
    for text in said:
        if out and out[-1].endswith("-") and text[:1].isalpha():
            out[-1] = out[-1][:-1] + text
        else:
            out.append(text)
    return out


def leftover_english(said: list[str], lang: str) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for text in joined(said):
        for word in set(english_in(text, lang)):
            found.setdefault(word, []).append(text)
    return found


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g[0]}-{g[1]}seats-seed{g[2]}-{g[4]}")
def test_no_english_word_in_the_prairie_pictures(game, lang):
    said = [t for snap in snapshots(*game) for t in texts(snap, lang)]
    assert len(said) > 200
    found = leftover_english(said, lang)
    report = "\n".join(f"{w!r} in {sorted(set(ts))[:3]}" for w, ts in sorted(found.items()))
    assert not found, f"{lang}: English words in the {game[0]} pictures:\n{report}"


@pytest.mark.parametrize("lang", LANGS)
def test_the_words_change_with_the_language(lang):
    """The same position reads differently in English and in ``lang``; the check sees the
    English pictures' English words, and none is left in ``lang``."""
    snap = snapshots("natives", 3, 4, ALL)[2]
    english, theirs = texts(snap, "en"), texts(snap, lang)
    assert leftover_english(english, lang)
    assert set(theirs) != set(english)
    assert not leftover_english(theirs, lang)


def test_action_labels_are_orders_with_names():
    """A control's label is an order naming the cards in the reader's language (Inuit's
    Spanish from its rulebook's words), never the notation's kinds."""
    snap = next(s for s in snapshots("inuit", 4, 5) if any(a.startswith("use ") for a in s["legal"]))
    use = next(a for a in snap["legal"] if a.startswith("use "))
    english = rendering.action_label(snap["own"], use, "en")
    spanish = rendering.action_label(snap["own"], use, "es")
    assert english.startswith("Use ") and spanish.startswith("Usa ")
    assert use.split()[1] not in spanish.lower().split()


def test_a_card_name_too_wide_breaks_between_syllables():
    """A card's name breaks as a printed card breaks it (``labels.hyphenate``): after its own
    hyphen, else before a consonant and its vowel, three letters at least going down; it once
    cut at the widest fit ("Ahnenbesc-", "hwörung"; "Clairvoya-", "nce")."""
    width = prairie.CARD_W - 16
    assert prairie.wrap_name("Ahnenbeschwörung", 16, width, 2) == ("Ahnenbe-", "schwörung")
    assert prairie.wrap_name("Clairvoyance", 16, prairie.CARD_W - 20, 2) == ("Clair-", "voyance")
    assert prairie.wrap_name("Totem des Fährtenlesers", 16, width, 3) == ("Totem des", "Fährtenle-", "sers")
    assert prairie.wrap_name("Eagle man", 16, width, 3) == ("Eagle man",)          # what fits stays whole


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_the_last_move_tells_what_was_done_and_a_control_orders_it(lang):
    """The last move is told in the past ("Bob — placed Wolf man under Elder"), as the other
    titles tell theirs; a control's label for the same action is an order ("Place Wolf man
    under Elder"): the last move once read as an order to whoever came next."""
    view = next(s["public"] for s in snapshots("natives", 3, 4, ALL) if s["public"].get("last"))
    th = prairie.theme(view["theme"])
    action = view["last"]["action"]
    told = prairie.last_move(view, th, lang)
    done = prairie.describe_action(view, th, action, lang, done=True)
    ordered = prairie.describe_action(view, th, action, lang)
    assert done in told and ordered not in told
    assert done != ordered
