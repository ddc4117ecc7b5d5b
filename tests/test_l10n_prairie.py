"""Natives and Inuit in every translated language (issue 18, points 1 and 6).

The theme's words (data/locales/<lang>/natives.ftl, inuit.ftl) name every card, season card,
profession, tribe and theme word of the data in every language. Run alone:
``python -m pytest -q -n 0 tests/test_l10n_prairie.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot import l10n
from bot.rules import prairie_theme as pt
from bot.rules.prairie_theme import theme

LOCALES = Path(__file__).resolve().parent.parent / "data" / "locales"
LANGS = sorted(d.name for d in LOCALES.iterdir()
               if d.is_dir() and d.name != l10n.ENGLISH and (d / "natives.ftl").is_file())
THEMES = ("natives", "inuit")
# languages whose sentences choose an article by the word's gender
GENDERED = ("es", "fr", "de", "pt-BR")


def theme_words(theme_id: str) -> list:
    """Every name the data of a theme needs: cards, season cards and texts, professions (one
    and several, name and word), tribes and the theme's words."""
    th = theme(theme_id)
    out = [pt.card_msg(theme_id, k) for k in th.all_cards]
    out += [pt.season_msg(theme_id, c) for c in th.seasons]
    out += [pt.season_text_msg(theme_id, c) for c in th.seasons]
    out += [make(theme_id, p, n=n) for p in th.profession_ids for n in (1, 2)
            for make in (pt.profession_msg, pt.profession_word_msg)]
    out += [pt.tribe_msg(theme_id, t.id) for t in th.tribes]
    out += [pt.word_msg(theme_id, w, n=n) for w in pt.WORDS for n in (1, 2)]
    return out


@pytest.mark.parametrize("theme_id", THEMES)
def test_english_reads_the_data_names(theme_id):
    th = theme(theme_id)
    assert [str(pt.card_msg(theme_id, k)) for k in th.all_cards] == [c.name for c in th.all_cards.values()]
    assert [str(pt.season_msg(theme_id, c)) for c in th.seasons] == [c.name for c in th.seasons.values()]
    assert [str(pt.season_text_msg(theme_id, c)) for c in th.seasons] == [c.text for c in th.seasons.values()]
    assert [str(pt.profession_msg(theme_id, p.id, n=2)) for p in th.professions] == [p.many for p in th.professions]
    assert [str(pt.profession_word_msg(theme_id, p.id, n=1)) for p in th.professions] == [
        p.name.lower() for p in th.professions]
    assert [str(pt.tribe_msg(theme_id, t.id)) for t in th.tribes] == [t.name for t in th.tribes]
    assert str(pt.word_msg(theme_id, "area")) == th.common_area
    assert str(pt.word_msg(theme_id, "end-card")) == th.end_card


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("theme_id", THEMES)
def test_every_name_of_the_data_is_in_every_language(theme_id, lang):
    """Each name exists (strict mode raises on a missing one); most differ from the English
    (a few words are the same in both: Orca, Narval, French "village" and "rite"), and every card says its gender."""
    words = theme_words(theme_id)
    same = [str(m) for m in words if l10n.text(m, lang, theme_id) == str(m)]
    assert len(same) <= len(words) // 5, same
    bundle = l10n.bundle(lang, theme_id)
    for kind in [*theme(theme_id).all_cards, *theme(theme_id).seasons]:
        message = bundle.get_message(pt.card_msg(theme_id, kind).id)
        assert {"gender", "plural"} <= set(message.attributes), (lang, kind)


def test_the_two_themes_name_the_same_thing_differently():
    """A shared engine's word read in each theme's words: the common area, a native, a scalp."""
    for lang in ("en", *LANGS):
        for key in ("area", "native", "scalp", "end-card"):
            natives = l10n.text(pt.word_msg("natives", key), lang, "natives")
            inuit = l10n.text(pt.word_msg("inuit", key), lang, "inuit")
            assert natives != inuit, (lang, key)
