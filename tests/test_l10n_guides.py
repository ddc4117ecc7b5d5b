"""The texts that teach a game in every language (issue 18, point 6; bot/guides.py): ``/game
help``, ``/game rules``, the tutorial's lines, the hints' reasons (Fluent messages of
data/locales/<lang>/hints.ftl) and the rulebook extracts a refusal points to, for every title,
every catalog language and every expansion.

A translation must exist (no fallback to English while the tests run), fit one Discord message,
differ from the English, hold no English word (tests/game_texts.py's list; names of the games
and expansions, the notation in backticks and commands aside) and keep the notation exactly:
the words in backticks are what the player types.
"""

from __future__ import annotations

import itertools
import re
from functools import cache

import pytest

from bot import guides, l10n, rulebook
from bot.rules import DISPLAY_NAMES
from tests.game_texts import english_in

TITLES = ("natives", "inuit", "uluk", "natera", "wendake")
LANGS = l10n.languages()
TRANSLATIONS = [lang for lang in LANGS if lang != l10n.ENGLISH]
NATIVES_EXPANSIONS = ("soul-of-the-prairie", "seasons", "strangers")
DISCORD_LIMIT = 2000

# Proper names a translation keeps as the publisher prints them (the games, their expansions,
# the peoples of Wendake's map): their English words prove nothing.
PROPER_NAMES = (*DISPLAY_NAMES.values(), "Soul of the Prairie", "Seasons", "Strangers", "Nuclear Discovery",
                "Campfire", "A Midsummer Night's Dream", "Feast in Time of Plague", "No Place for Old Men Here")
TICKED = re.compile(r"`([^`]+)`")
# Words of tests/english_words.txt that are also words of the language, met in these texts:
OWN = {
    "es": {"decide", "has"},
    "fr": {"explorer", "point", "places", "an"},     # to scout, a point, (you) place, a year
    "de": {"see"},                                    # a lake
    "pt-BR": {"move", "decide", "some"},              # moves, decides, adds
}


def options_of(title: str) -> list[dict | None]:
    """Every expansion set a table of ``title`` may be opened with (Natives: every subset)."""
    if title != "natives":
        return [None]
    subsets = itertools.chain.from_iterable(itertools.combinations(NATIVES_EXPANSIONS, n) for n in range(4))
    return [{"expansions": list(s)} if s else None for s in subsets]


def without_names(text: str) -> str:
    for name in sorted(PROPER_NAMES, key=len, reverse=True):
        text = text.replace(name, " ")
    return text


def english_left(text: str, lang: str) -> list[str]:
    text = without_names(text)
    return [word for word in english_in(text, lang) if word not in OWN.get(lang, ())]


def ticked(text: str) -> set[str]:
    return set(TICKED.findall(text))


# -- every text exists in every language -----------------------------------------------------
@pytest.mark.parametrize("lang", TRANSLATIONS)
@pytest.mark.parametrize("title", TITLES)
def test_every_title_has_its_guide_rules_and_tutorial_written_in_every_language(title, lang):
    """Written in that language, not borrowed from the English: the help's every part (the
    card-name labels and the expansions' paragraphs too) and a tutorial line for every step
    the English explains."""
    written = guides._help()[title][lang]
    english = guides.help_texts(title, l10n.ENGLISH)
    assert {"rules", "guide"} <= set(written)
    for part in ("card_names", "expansions"):
        assert set(written.get(part, {})) >= set(english[part]) - {"colon"}, (title, lang, part)
    assert set(guides.tutorial_steps(title, lang)) == set(guides.tutorial_steps(title, l10n.ENGLISH))
    assert guides.tutorial_line(title, "no-such-step", lang) != guides.tutorial_line(title, "no-such-step", "en")


def hint_words(lang: str) -> dict[str, str]:
    """The words of each reason of data/locales/<lang>/hints.ftl, its variables left out."""
    from pathlib import Path

    from fluent.syntax import FluentParser, ast, visitor

    class Words(visitor.Visitor):
        def __init__(self) -> None:
            super().__init__()
            self.parts: list[str] = []

        def visit_TextElement(self, node: ast.TextElement) -> None:  # noqa: N802 - the visitor's names
            self.parts.append(node.value)

    path = Path(__file__).resolve().parent.parent / "data" / "locales" / lang / "hints.ftl"
    out = {}
    for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
        if isinstance(entry, ast.Message):
            seen = Words()
            seen.visit(entry.value)
            out[entry.id.name] = " ".join(seen.parts)
    return out


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_every_hint_reason_is_written_in_every_language(lang):
    """The hints' reasons are Fluent messages (data/locales/<lang>/hints.ftl, bot/ai/hints.py;
    tests/test_l10n_catalogs.py holds them to the English's variables): each language has every
    English reason, written in its words, none left English."""
    english, theirs = hint_words(l10n.ENGLISH), hint_words(lang)
    assert set(theirs) == set(english) and len(english) > 90
    problems = []
    for key, words in theirs.items():
        if words == english[key]:
            problems.append(f"{key}: the English")
        left = english_left(words, lang)
        if left:
            problems.append(f"{key}: English {sorted(set(left))} in {words!r}")
    assert not problems, "\n".join(problems)
    assert not hasattr(guides, "hint_templates") and "hints" not in guides.KINDS


# -- each fits, differs, and speaks the reader's language --------------------------------------
def every_text(title: str, lang: str) -> list[tuple[str, str, str]]:
    """(what, the text in ``lang``, the English) for every guide text of ``title``."""
    out = [("rules", guides.help_text(title, "rules", lang), guides.help_text(title, "rules", "en"))]
    for options in options_of(title):
        pages, english = guides.help_pages(title, lang, options), guides.help_pages(title, "en", options)
        assert len(pages) == len(english)
        out += [(f"help {options} page {n}", p, e) for n, (p, e) in enumerate(zip(pages, english, strict=True))]
    english_steps = guides.tutorial_steps(title, "en")
    out += [(f"tutorial {step}", line, english_steps[step])
            for step, line in guides.tutorial_steps(title, lang).items()]
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("title", TITLES)
def test_every_page_fits_one_discord_message(title, lang):
    for what, text, _ in every_text(title, lang):
        assert 0 < len(text) < DISCORD_LIMIT, (title, lang, what, len(text))


@pytest.mark.parametrize("lang", TRANSLATIONS)
@pytest.mark.parametrize("title", TITLES)
def test_a_translation_differs_from_the_english_and_holds_no_english_word(title, lang):
    problems = []
    for what, text, english in every_text(title, lang):
        if text == english:
            problems.append(f"{what}: the English")
        left = english_left(text, lang)
        if left:
            problems.append(f"{what}: English {sorted(set(left))} in {text[:120]!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", TRANSLATIONS)
@pytest.mark.parametrize("title", TITLES)
def test_a_translation_keeps_the_notation_the_player_types(title, lang):
    """The words in backticks are the notation and the commands: every page and tutorial line
    of a translation shows exactly the English's."""
    for what, text, english in every_text(title, lang):
        assert ticked(text) == ticked(english), (title, lang, what, ticked(text) ^ ticked(english))


@cache
def notation(title: str) -> frozenset[str]:
    """The notation of ``title`` as the translations write it in backticks (its help pages and
    rulebook extracts in every language), each word and each part of a hyphenated one."""
    spans: set[str] = set()
    for lang in LANGS:
        spans |= {s for p in guides.help_pages(title, lang, options_of(title)[-1]) for s in TICKED.findall(p)}
        spans |= {s for i in rulebook.ids(title, lang) for s in TICKED.findall(rulebook.rule(title, i, lang).text)}
    words = {w for span in spans for w in re.findall(r"[^\W\d_]+(?:-[^\W\d_]+)*", span)}
    return frozenset(words | {part for w in words for part in w.split("-")})


def _bare(word: str) -> str:
    return word.strip(".,;:…()[]<>'\"«»").lower()


@pytest.mark.parametrize("lang", TRANSLATIONS)
@pytest.mark.parametrize("title", TITLES)
def test_every_rulebook_extract_is_written_in_every_language(title, lang):
    """The rule a refusal names, and the paragraph its Rule button shows, in the reader's
    language: every id of the English, in its order, listed alike, each a translation that
    fits the Rule message and holds no English word (the notation in backticks)."""
    english = rulebook.ids(title, "en")
    assert rulebook.ids(title, lang) == english, (title, lang)
    problems = []
    for rule_id in english:
        theirs, original = rulebook.rule(title, rule_id, lang), rulebook.rule(title, rule_id, "en")
        assert theirs.listed == original.listed, (title, lang, rule_id)
        assert theirs.name and "\n" not in theirs.name and len(theirs.name) <= 60, (title, lang, rule_id)
        assert 40 <= len(theirs.text) <= 1800, (title, lang, rule_id, len(theirs.text))
        if (theirs.name, theirs.text) == (original.name, original.text):
            problems.append(f"{rule_id}: the English")
        said = without_names(f"{theirs.name}\n{theirs.text}")
        if lang == "es":    # data/rules/<title>.toml [es] predates this test and writes the notation bare
            said = " ".join(w for w in re.findall(r"\S+", said) if _bare(w) not in notation(title))
        left = english_left(said, lang)
        if left:
            problems.append(f"{rule_id}: English {sorted(set(left))}")
    assert not problems, "\n".join(problems)


# -- what the reader gets ----------------------------------------------------------------------
def test_the_reader_gets_their_language_from_the_discord_locale():
    assert guides.help_text("natives", "rules", "fr").startswith("**Natives** — 2 à 4 joueurs")
    assert guides.help_text("natives", "rules", "de").startswith("**Natives** — 2 bis 4 Spieler")
    assert guides.help_text("natives", "rules", "pt-BR").startswith("**Natives** — 2 a 4 jogadores")
    assert guides.help_text("natives", "rules", "es-419") == guides.help_text("natives", "rules", "es-ES")
    assert guides.help_text("natives", "rules", "ja") == guides.help_text("natives", "rules", "en-GB")
    assert guides.tutorial_line("uluk", "feed", "de").startswith("Ernährung, alle gleichzeitig")


def test_the_default_tutorial_line_points_to_hints_only_where_they_are_on():
    for lang in LANGS:
        with_hints = guides.tutorial_line("wendake", "no-such-step", lang)
        without = guides.tutorial_line("wendake", "no-such-step", lang, hints=False)
        assert with_hints.startswith(without) and "/game hint" in with_hints and "/game hint" not in without


def test_the_expansions_get_their_own_page_in_every_language():
    for lang in LANGS:
        pages = guides.help_pages("natives", lang, {"expansions": list(NATIVES_EXPANSIONS)})
        assert len(pages) == 2
        assert all(name in pages[1] for name in ("Soul of the Prairie", "Seasons", "Strangers"))
        assert len(guides.help_pages("natives", lang)) == 1


def test_the_card_names_show_the_picture_name_where_a_catalog_has_it():
    """The example cards are named in the reader's language (the engine's card messages,
    bot.rules.prairie_theme.card_msg), as the card prints them, beside their notation."""
    spanish = guides.help_pages("inuit", "es")[0]
    assert "Adulto Caribú `adult-caribou`" in spanish and "Espíritus: `spirit-power`" in spanish
    assert "Caribou adult" not in guides.card_names("inuit", None, "fr")
    assert "Homme Ours `man-bear`" in guides.card_names("natives", None, "fr")
    assert "Mann (Bär) `man-bear`" in guides.card_names("natives", None, "de")
    assert "Homem Urso `man-bear`" in guides.card_names("natives", None, "pt-BR")
    assert "**Noms des cartes dans la notation** :" in guides.card_names("natives", None, "fr")
    assert "Nourriture : `bison` `salmon` `corn`." in guides.card_names("natives", None, "fr")
    for lang in LANGS:
        assert "`stranger`" in guides.card_names("natives", {"expansions": ["strangers"]}, lang)
        assert "`stranger`" not in guides.card_names("natives", None, lang)
    assert guides.card_names("uluk", None, "fr") == ""


def test_a_refusal_cites_its_rule_in_every_language():
    english = rulebook.cite("No.", "natives", "turn", "en-US")
    for lang in TRANSLATIONS:
        if rulebook.ids("natives", lang):
            assert rulebook.cite("No.", "natives", "turn", lang) != english, lang
