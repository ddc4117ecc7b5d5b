"""One form of address per language (issue 18): the catalogs speak to the player as a friend at
the table, the same way in every file of a language, never switching mid-conversation.

* French: "tu" (Rejoins la table, Tu n'as aucune carte) — never "vous", "votre", "vos", nor a
  verb of the "vous" form ("choisissez", "dites");
* Spanish (Spain): "tú" — never "usted" or "ustedes" (several players together are "vosotros":
  "os toca");
* Brazilian Portuguese: "você" — never "tu", "teu", "tua", "teus", "tuas" or "vós";
* German: "du" — never the formal "Sie", "Ihnen", "Ihr", "Ihre"… capitalized inside a sentence
  (at the start of a sentence "Sie" may be "she" or "they": that is not an address).

Every message and term of every catalog file is read with fluent.syntax, and each of its
patterns (value and attributes) is made into every sentence it can say: a selector gives one
sentence per variant, a variable stays as ``{$name}``. ALLOWED lists the few places where a word
of the other register means something else, each with its reason.
Run alone: ``python -m pytest -q -n 0 tests/test_l10n_register.py``.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "data" / "locales"
MAX_SENTENCES = 4096      # the sentences of one pattern (selectors multiply them); far above any catalog's

# the words of the other register, per language: (what it is, the pattern, case-sensitive?)
FORBIDDEN: dict[str, list[tuple[str, re.Pattern[str]]]] = {
    "fr": [
        ("vous / votre / vos", re.compile(r"\b(vous|votre|vos)\b", re.IGNORECASE)),
        # the "vous" form of a verb: choisissez, dites, faites; "chez", "assez", "nez" are not verbs
        ("a verb of the vous form", re.compile(
            r"\b(?!(?:chez|assez|nez|rez)\b)[a-zàâçéèêëîïôûùüÿœ]+ez\b|\b(dites|faites)\b", re.IGNORECASE)),
    ],
    "es": [
        ("usted / ustedes", re.compile(r"\b(usted|ustedes)\b", re.IGNORECASE)),
    ],
    "pt-BR": [
        ("tu / teu / tua / teus / tuas / vós", re.compile(r"\b(tu|teu|tua|teus|tuas|vós)\b", re.IGNORECASE)),
    ],
    "de": [
        ("the formal Sie / Ihnen / Ihr…", re.compile(r"\b(Sie|Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)\b")),
    ],
}

# (language, file stem, message id or id.attribute) -> why the word is right there
ALLOWED: dict[tuple[str, str, str], str] = {
    ("fr", "common", "your-move-mention"):
        "the [other] variant mentions several players at once: « à vous de jouer » is the plural of "
        "« à toi », not a formal address",
}

# German: what may stand before a sentence's first word (markup, quotes, brackets)
OPENERS = " \t\"'„“”«»‚‘’()[]*_`>-—–"


def sentences(pattern: ast.Pattern) -> list[str]:
    """Every text the pattern can make: one per combination of its selectors' variants."""
    parts: list[list[str]] = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            parts.append([element.value])
        else:
            parts.append(_expression(element.expression))
    out: list[str] = []
    for combo in itertools.product(*parts):
        out.append("".join(combo))
        if len(out) >= MAX_SENTENCES:
            break
    return out


def _expression(expr: ast.BaseNode) -> list[str]:
    if isinstance(expr, ast.SelectExpression):
        return [s for variant in expr.variants for s in sentences(variant.value)]
    if isinstance(expr, ast.Placeable):
        return _expression(expr.expression)
    if isinstance(expr, ast.StringLiteral):
        return [expr.parse()["value"]]
    if isinstance(expr, ast.NumberLiteral):
        return [expr.value]
    if isinstance(expr, ast.VariableReference):
        return ["{$" + expr.id.name + "}"]
    if isinstance(expr, ast.MessageReference | ast.TermReference):
        return ["{" + expr.id.name + "}"]
    return ["{…}"]      # a function call: its text is made by the runtime, not written here


def texts(lang: str) -> Iterator[tuple[str, str, str]]:
    """(file stem, id or id.attribute, sentence) for every message and term of a language."""
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [e for e in resource.body if isinstance(e, ast.Junk)]
        assert not junk, f"{path.relative_to(ROOT)} does not parse: {junk[0].content[:200]!r}"
        for entry in resource.body:
            if not isinstance(entry, ast.Message | ast.Term):
                continue
            key = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
            if entry.value is not None:
                for sentence in sentences(entry.value):
                    yield path.stem, key, sentence
            for attribute in entry.attributes:
                for sentence in sentences(attribute.value):
                    yield path.stem, f"{key}.{attribute.id.name}", sentence


def _starts_a_sentence(sentence: str, at: int) -> bool:
    before = sentence[:at].rstrip(OPENERS)
    return not before or before[-1] in ".!?…\n"


def offences(lang: str, sentence: str) -> list[str]:
    """The words of the other register in one sentence."""
    found = []
    for what, pattern in FORBIDDEN[lang]:
        for m in pattern.finditer(sentence):
            if lang == "de" and _starts_a_sentence(sentence, m.start()):
                continue
            found.append(f"{m[0]!r} ({what})")
    return found


@pytest.mark.parametrize("lang", sorted(FORBIDDEN))
def test_every_message_speaks_to_the_player_one_way(lang):
    wrong = []
    for stem, key, sentence in texts(lang):
        if (lang, stem, key) in ALLOWED:
            continue
        found = offences(lang, sentence)
        if found:
            wrong.append(f"{lang}/{stem}.ftl {key}: {', '.join(found)} in {sentence!r}")
    assert not wrong, "\n".join(dict.fromkeys(wrong))


def test_every_allowed_place_still_needs_its_exception():
    """An exception whose word is gone is removed, so the list stays short and true."""
    for (lang, stem, key), reason in ALLOWED.items():
        assert reason
        found = [s for st, k, s in texts(lang) if (st, k) == (stem, key) and offences(lang, s)]
        assert found, f"{lang}/{stem}.ftl {key} no longer holds a word of the other register: drop it from ALLOWED"


@pytest.mark.parametrize(("lang", "sentence", "wrong"), [
    ("fr", "Vous n'avez aucune carte Masque.", True),
    ("fr", "Choisissez une tuile.", True),
    ("fr", "Dites done.", True),
    ("fr", "Tu n'as aucune carte Masque ; choisis une tuile chez toi, assez vite.", False),
    ("es", "Usted no puede jugar ahora.", True),
    ("es", "No puedes jugar ahora; os toca a vosotros.", False),
    ("pt-BR", "Escolhe a tua tribo.", True),
    ("pt-BR", "Escolha sua tribo; o tutorial começa.", False),
    ("de", "Wählen Sie eine Karte.", True),
    ("de", "Das ist Ihre Hand.", True),
    ("de", "Sie ist am Zug. Ihr Stamm wächst. **Sie** zieht.", False),
    ("de", "Du bist dran; ihr seid dran, sie ist dran.", False),
])
def test_the_check_tells_the_registers_apart(lang, sentence, wrong):
    assert bool(offences(lang, sentence)) is wrong, offences(lang, sentence)
