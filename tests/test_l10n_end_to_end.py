"""Issue 18's "Done means", end to end: a seeded game of every title, in every language but
English, played through discord.py's real dispatch by pressing the posted controls, shows no
English text in any reply, alt text, control or picture (names, numbers, the notation in
backticks and commands aside). tests/game_texts.py plays and records; bench/l10n_audit.py
prints the same figures for longer games.
"""

from __future__ import annotations

import pytest

from bot import l10n
from tests.game_texts import TITLES, play

MOVES = 12
LOCALES = {"es": "es-ES", "fr": "fr", "de": "de", "pt-BR": "pt-BR"}


@pytest.mark.parametrize("locale", [LOCALES.get(lang, lang) for lang in l10n.languages() if lang != l10n.ENGLISH])
@pytest.mark.parametrize("title", TITLES)
async def test_a_game_shows_no_english(title, locale):
    seen, made = await play(title, locale, MOVES, seed=7)
    assert made == MOVES, f"the game stopped after {made} moves: no control offered the move"
    english = {kind: found for kind, found in seen.english(locale).items() if found}
    shown = {kind: [f"{words[:3]} {text[:100]!r}" for text, words in found[:6]] for kind, found in english.items()}
    assert not english, f"{title} in {locale}: English left in {shown}"
