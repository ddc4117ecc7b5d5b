"""Natera in every translated language (issue 18): the components' names are messages, one per
data id (bot/rules/natera_data.py card_msg, tribe_msg, …; data/locales/<lang>/natera.ftl), and
every language names each one in its own words.

Run alone: ``python -m pytest -q -n 0 tests/test_l10n_natera.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot import l10n
from bot.rules import natera_data as nd

LOCALES = Path(__file__).resolve().parent.parent / "data" / "locales"
LANGS = sorted(d.name for d in LOCALES.iterdir()
               if d.is_dir() and d.name != l10n.ENGLISH and (d / "natera.ftl").is_file())


def name_messages() -> list:
    """A name message for every id the data holds."""
    comps = nd.components()
    return [
        *(nd.card_msg(c) for c in comps.cards), *(nd.specialist_msg(s) for s in comps.specialists),
        *(nd.tribe_msg(t) for t in comps.tribes), *(nd.district_msg(d) for d in nd.ALL_DISTRICTS),
        *(nd.resource_msg(r) for r in nd.RESOURCES), *(nd.amount_msg(r, 3) for r in nd.RESOURCES),
        *(nd.token_msg(k, n) for k in ("leader", "explorer") for n in (1, 2)),
        *(nd.tag_msg(t) for t in (*nd.CONTENT_TAGS, *nd.KIND_TAGS)),
        *(nd.objective_msg(o) for o in nd.OBJECTIVES),
        *(nd.science_msg(b, s) for b, sides in comps.science.items() for s in sides),
    ]


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_every_data_id_has_a_name_in_every_language(lang):
    """A card, specialist, tribe, district, resource, token, tag, objective or science board the
    data holds but no catalog names raises here (strict mode while the tests run)."""
    for msg in name_messages():
        assert l10n.text(msg, lang, "natera").strip(), msg


def test_the_english_names_are_the_datas():
    """The English catalog says what data/natera.toml says, so English pictures do not change."""
    comps = nd.components()
    for card in comps.cards.values():
        assert str(nd.card_msg(card.id)) == card.name
    for spec in comps.specialists.values():
        assert str(nd.name_msg(spec.id)) == spec.name
    for tribe in comps.tribes.values():
        assert str(nd.tribe_msg(tribe.id)) == tribe.name
    for district, name in comps.district_names.items():
        assert str(nd.district_msg(district)) == name
    for objective, words in nd.OBJECTIVE_TEXT.items():
        assert str(nd.objective_msg(objective)) == words
    for board, sides in comps.science.items():
        for side in sides.values():
            assert str(nd.science_msg(board, side.side)) == side.name
    assert str(nd.amount_msg("power", 3)) == "3 power"


@pytest.mark.parametrize("lang", LANGS)
def test_names_are_translated(lang):
    """Most names read differently from the English (a few, "Bunker", may be the same word)."""
    said = name_messages()
    same = [str(m) for m in said if l10n.text(m, lang, "natera") == str(m)]
    assert len(same) <= len(said) // 20, same


@pytest.mark.parametrize("lang", LANGS)
def test_amounts_choose_their_plural(lang):
    one, two = (l10n.text(nd.amount_msg("supply", n), lang, "natera") for n in (1, 2))
    assert one.replace("1", "2") != two
