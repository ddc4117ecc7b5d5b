"""Wendake's pictures in every translated language (issue 18, points 3-5): seeded games are
played (the AI, and random legal moves, which reach what the AI avoids), and at several points
(the start, moments in the middle, the end) every string the table picture, the phone picture
and the score pad draw (recorded by tests/drawn_text.py), the alt text (``rendering.describe``)
and the labels of the awaited seat's legal actions (``rendering.action_label``) are made in
Spanish, French, German and Portuguese (Brazil): none holds an English word (tests/game_texts.py's
list, less each language's own words); seat names, numbers and the notation (board positions,
areas, Warriors) aside. Run alone: ``python -m pytest -q -n 0 tests/test_l10n_pictures_wendake.py``.
"""

from __future__ import annotations

import random
import re
from functools import cache
from pathlib import Path

import pytest

import rendering
from bot import l10n
from bot.rules import create
from tests.game_texts import english_in
from tests.picture_texts import SEATS, picture_texts, positions

LOCALES = Path(__file__).resolve().parent.parent / "data" / "locales"
LANGS = sorted(d.name for d in LOCALES.iterdir()
               if d.is_dir() and d.name != l10n.ENGLISH and (d / "wendake-pictures.ftl").is_file())
# seats, seed, options, who plays: the AI seats, or random legal moves
GAMES = [(1, 3, {}, "ai"), (3, 5, {"tribes": "draft"}, "ai"), (2, 8, {}, "random")]
MOMENTS = (0, 1, 9, 40, 120, 300)                 # moves played before a snapshot; the end too
MAX_MOVES = 2500
# the notation a picture quotes: board positions (b2), areas and territories (t10a, h1),
# Warriors (W3, WB, 2W5), a flag's or the Long House's letters
NOTATION = re.compile(r"\b\d?W[1-7B]\b|\b[th]\d{1,2}[a-h]?\b|\b[a-c][1-3]\b")


@cache
def snapshots(n: int, seed: int, options: tuple = (), player: str = "ai") -> tuple[dict, ...]:
    """The public view of one seeded game at each of :data:`MOMENTS` and at its end, each
    with the awaited seat's own view (for its controls' labels)."""
    return positions("wendake", n, seed, dict(options), player, MOMENTS, MAX_MOVES)


def texts(snap: dict, lang: str) -> list[str]:
    """What one position shows in ``lang``, the public controls' words too."""
    return picture_texts(snap, lang, public_labels=True)


def leftover_english(said: list[str], lang: str) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for text in said:
        for word in set(english_in(NOTATION.sub(" ", text), lang)):
            found.setdefault(word, []).append(text)
    return found


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g[0]}seats-seed{g[1]}-{g[3]}")
def test_no_english_word_in_the_wendake_pictures(game, lang):
    n, seed, options, player = game
    snaps = snapshots(n, seed, tuple(options.items()), player)
    assert snaps[-1]["public"]["over"], "the game is played to its end"
    said = [t for snap in snaps for t in texts(snap, lang)]
    assert len(said) > 200
    found = leftover_english(said, lang)
    report = "\n".join(f"{w!r} in {sorted(set(ts))[:3]}" for w, ts in sorted(found.items()))
    assert not found, f"{lang}: English words in the Wendake pictures:\n{report}"


@pytest.mark.parametrize("lang", LANGS)
def test_the_words_change_with_the_language(lang):
    """The same position reads differently in English and in ``lang``, and the English words
    the English pictures hold ("Year", "Turn order", "left") are each gone."""
    snap = snapshots(3, 5, (("tribes", "draft"),))[3]
    english, theirs = texts(snap, "en"), texts(snap, lang)
    assert leftover_english(english, lang)            # the check sees English where there is some
    assert set(theirs) != set(english)
    assert not leftover_english(theirs, lang)


def _labels(lang: str) -> dict[str, str]:
    """Every legal action of every snapshot with its label in ``lang`` (its seat's own view)."""
    out = {}
    for game in GAMES:
        n, seed, options, player = game
        for snap in snapshots(n, seed, tuple(options.items()), player):
            for action in snap["legal"]:
                out.setdefault(action, rendering.action_label(snap["own"], action, lang))
    return out


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_every_action_label_is_an_order_in_words(lang):
    """A control's label is never empty nor the notation itself, and it names the tile, the
    progress tile or the mask in the reader's words."""
    labels = _labels(lang)
    verbs = {a.split()[0] for a in labels}
    assert {"pick", "turn-order", "move", "done"} <= verbs, verbs
    for action, label in labels.items():
        assert label.strip(), action
        assert label != action, (action, label)
        if lang != "en":          # English orders may be the verb itself: done -> Done, hunt -> Hunt
            assert label.lower() != action.lower(), (action, label)
        assert "-" not in label.split()[0], (action, label)        # no notation verb (turn-order)


def test_labels_in_english_and_spanish():
    snap = snapshots(3, 5, (("tribes", "draft"),))[2]
    own = snap["own"]
    assert rendering.action_label(own, "turn-order", "en") == "Claim turn order"
    assert rendering.action_label(own, "turn-order", "es") == "Reclama el orden de turno"
    board = {t["pos"]: t for p in own["players"] if p["seat"] == snap["seat"] for t in p["board"]}
    fire = board["b2"]
    assert fire["tile"] == "fire"
    assert rendering.action_label(own, "pick b2", "en") == "Pick b2, Sacred Fire"
    assert rendering.action_label(own, "pick b2", "de") == "Wähle b2, Heiliges Feuer"
    assert rendering.action_label(own, "barter fish corn", "fr") == "Troquer 2 poissons contre 1 épi de maïs"
    assert rendering.action_label(own, "mask deck", "pt-BR") == "Compre uma carta de máscara"


def test_the_hand_reply_in_the_user_language():
    """/wendake hand: the seat's own mask cards named in the reader's words, the ceremony's scale too."""
    def hand_text(view, lang):
        return "\n".join(rendering.secrets(view, lang))

    view = create("wendake", seats=SEATS[:2], seed=2).view("ann")
    me = next(p for p in view["players"] if p["seat"] == "ann")
    me["mask_cards"] = ["bear", "bear", "wild"]
    assert hand_text(view, "en").startswith("Your mask cards (3): Bear, Bear and Wild (`bear bear wild`).")
    spanish = hand_text(view, "es")
    assert spanish.startswith("Tus cartas de máscara (3): Oso, Oso y Comodín (`bear bear wild`).")
    assert "doble pareja 5" in spanish
    me["mask_cards"] = []
    assert not english_in(hand_text(view, "de"), "de")
    assert hand_text(view, "fr").startswith("Tu n'as aucune carte Masque.")


@pytest.mark.parametrize("lang", LANGS)
def test_no_informative_label_is_cut_in_the_language(lang, monkeypatch):
    """tests/test_labels.py's check (the kit's fit and wrap shorten nothing but a name) on the
    Wendake pictures of its sampled games, drawn in ``lang``: the longer words of another
    language must fit too (they wrap, hyphenate or take a short form, never lose their end)."""
    import tests.test_labels as kit

    cuts = kit.Cuts(monkeypatch)
    drawn_count = 0
    try:
        for options, counts, seeds in kit.CASES["wendake"]:
            for n in counts:
                for seed in seeds:
                    seats = (kit.NAMES[seed % 4:] + kit.NAMES[:seed % 4])[:n]
                    game = create("wendake", seats=seats, seed=seed, options=options)
                    rng, k = random.Random(seed), 0
                    while True:
                        if k % kit.EVERY == 0 or game.over:
                            view = game.view()
                            rendering.render_table(view, lang)
                            for seat in (view.get("awaiting") or [])[:4]:
                                rendering.render_focus(view, seat, lang)
                            drawn_count += 1
                        if game.over or k >= kit.MAX_ACTIONS:
                            break
                        seat = rng.choice(game.awaiting())
                        game.play(seat, rng.choice(game.legal_actions(seat)))
                        k += 1
                    view = game.view()
                    rendering.render_scores(view, lang)
                    resigned = kit._resigned(view)
                    if resigned is not None:
                        rendering.render_scores(resigned, lang)
                        rendering.render_table(resigned, lang)
    finally:
        monkeypatch.undo()
        kit._clear_caches()
    assert drawn_count > 50
    ghost = [l10n.text(l10n.Msg("wendake-pic-ghost-seat"), lang, "wendake")]
    bad = cuts.informative(kit.NAMES + kit.STAND_INS + ghost)
    report = "\n".join(f"{where}: {len(items)} cut, e.g. " + "; ".join(f"{t!r} -> {s!r}" for t, s in sorted(items)[:4])
                       for where, items in sorted(bad.items()))
    assert not bad, f"{lang}: informative labels cut\n{report}"
