"""The rule a refusal points to ("Why not?"): one paragraph of the rulebook per rule id.

An engine raises ``IllegalAction(sentence, rule="profession")``; the id names a paragraph of
``data/rules/<title>.toml``, written per language::

    [en.profession]
    name = "Phase 3 — one profession"          # what the refusal names, in one line
    text = "Choose one profession and take …"   # what the Rule button shows
    listed = false                              # optional: not offered by /game rules rule:

The English and Spanish paragraphs share ``data/rules/<title>.toml``; any other language has a
file of its own, ``data/rules/<lang>/<title>.toml``, whose tables are the rule ids
(``[profession]``): a language is added by adding its files, each saying in its header what it
translates (the Inuit rulebook is Spanish, the others English).

A refusal is then the engine's sentence plus the rule's name, and the player may press
*Rule* to read the paragraph privately (``/game rules rule:`` shows the same). The
paragraphs are in the rulebook's own words where they help; a title served by one engine
(Natives and Inuit) has the same ids in each title's file, themed. ``turn``, ``notation``
and ``end`` exist for every title: the engine base raises them for every title
(tests/test_rule_refs.py checks every raise site and every file).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from bot.guides import language
from bot.l10n import ENGLISH
from data import DataError, load

COMMON = ("turn", "notation", "end")   # raised by bot/rules/base.py for every title


@dataclass(frozen=True)
class Rule:
    title: str
    id: str
    name: str
    text: str
    listed: bool = True     # offered in /game rules rule:'s list (a rule of another title's
                            # expansion, kept for an engine's refusal, is not)


@cache
def _rules(title: str, lang: str) -> dict[str, Rule]:
    try:
        data = load(f"rules/{title}")
    except DataError:
        return {}
    where, entries = f"data/rules/{title}.toml", data.get(lang)
    if entries is None:
        where, entries = f"data/rules/{lang}/{title}.toml", _own_file(title, lang)
    out: dict[str, Rule] = {}
    for rule_id, entry in entries.items():
        if not (isinstance(entry, dict) and isinstance(entry.get("name"), str)
                and isinstance(entry.get("text"), str)):
            raise DataError(f"{where}: [{rule_id}] needs a 'name' and a 'text'")
        out[rule_id] = Rule(title, rule_id, entry["name"].strip(), entry["text"].strip(),
                            bool(entry.get("listed", True)))
    return out


def _own_file(title: str, lang: str) -> dict:
    """A language's own extract of ``title`` (data/rules/<lang>/<title>.toml), or nothing."""
    try:
        return load(f"rules/{lang}/{title}")
    except DataError as exc:
        if "does not exist" in str(exc):
            return {}
        raise


def ids(title: str, lang: str = ENGLISH) -> list[str]:
    """The rule ids of ``title`` written in ``lang``, in the file's order."""
    return list(_rules(title, lang))


def rule(title: str, rule_id: str | None, locale: object = None) -> Rule | None:
    """The paragraph ``rule_id`` of ``title`` in the locale's language (English when that
    language lacks it); None for no id or an id the title does not have."""
    if not rule_id:
        return None
    lang = language(locale)
    return _rules(title, lang).get(rule_id) or _rules(title, ENGLISH).get(rule_id)


def cite(sentence: str, title: str, rule_id: str | None, locale: object = None) -> str:
    """A refusal that says which rule refused it: ``"… only 2 cards. (Phase 3 — one profession)"``."""
    found = rule(title, rule_id, locale)
    return f"{sentence} ({found.name})" if found else sentence
