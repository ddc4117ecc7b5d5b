"""Interface language: English by default, Spanish for users whose Discord locale is Spanish.

The engines and the table service speak English only (their sentences are the contract and
the tests' language); translation happens at the Discord boundary, from a catalog,
``data/locales/es.toml``:

* ``[commands]``: command, group, option and choice descriptions, English -> Spanish, used by
  ``bot.discord_app.CatalogTranslator`` (discord.py's ``app_commands.Translator``) when the commands are
  synced, so Discord shows Spanish descriptions to Spanish clients. Command names stay English.
* ``[sentences]``: sentence templates, ``"It is not your turn: the table is waiting for
  {names}."`` -> ``"No es tu turno: la mesa espera a {names}."``. :func:`translate` matches a
  whole message, or else each of its lines, against the templates (each compiled into a regex
  whose placeholders match lazily, more specific templates first) and fills the Spanish one in.
  In a Spanish template ``{s?es}`` writes ``es`` when the English ``{s}`` caught something
  (English plural ``s``), ``{x!lower}`` / ``{x!cap}`` change the case of a value.
* ``[placeholders]``: how a captured value is translated, by placeholder name: ``people`` (seat
  lists: "and", "nobody", "(AI)"), ``names`` (card, profession, tribe names, through
  ``[names]``), ``duration`` ("2 days 4 h"), ``sentence`` (a nested sentence or fragment,
  translated again). Anything else is kept as it is (numbers, seat names, notation).
* ``[names]``: card, profession and tribe names; ``[name_patterns]`` builds names such as
  "Bear-Eagle woman" from their parts. A name may carry its plural: ``["Bisonte", "Bisontes"]``.
* ``[help.<title>]``: Spanish ``/game help`` and ``/game rules`` texts; ``[verbs]``: button labels.

Text the catalog does not know passes through unchanged: a missing translation shows
English, never an error and never a lost word.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any

from bot import l10n

if TYPE_CHECKING:       # the table service reads this module: it imports nothing of discord
    from discord import Locale

ENGLISH = "en"
LANGUAGES = ("es",)
_PLACEHOLDER = re.compile(r"\{([a-z_][a-z0-9_]*)((?:\?[^{}]*)|(?:![a-z]+))?\}")
_COUNTED = re.compile(r"^(\d+) (.+)$")
_ARTICLE = re.compile(r"^an? (.+)$")


def language(locale: Locale | str | None) -> str:
    """``"es"`` for a Spanish Discord locale (es-ES, es-419), else ``"en"``."""
    if locale is None:
        return ENGLISH
    code = str(getattr(locale, "value", locale)).lower()
    for lang in LANGUAGES:
        if code == lang or code.startswith(lang + "-"):
            return lang
    return ENGLISH


@dataclass
class Template:
    english: str
    spanish: str
    pattern: re.Pattern[str]
    weight: int          # literal characters: the more, the more specific

    @classmethod
    def compile(cls, english: str, spanish: str) -> Template:
        parts: list[str] = []
        seen: set[str] = set()
        last = 0
        for m in _PLACEHOLDER.finditer(english):
            parts.append(re.escape(english[last:m.start()]))
            name = m[1]
            parts.append(f"(?P={name})" if name in seen else f"(?P<{name}>.*?)")
            seen.add(name)
            last = m.end()
        parts.append(re.escape(english[last:]))
        literal = _PLACEHOLDER.sub("", english)
        if not literal.strip():
            raise ValueError(f"template {english!r} has no text of its own")
        return cls(english, spanish, re.compile("".join(parts)), len(literal))


class Catalog:
    """One language's catalog (see the module docstring for its sections)."""

    def __init__(self, lang: str, data: dict[str, Any]):
        self.lang = lang
        self.data = data
        self.commands: dict[str, str] = dict(data.get("commands", {}))
        self.kinds: dict[str, str] = {name: kind for kind, names in data.get("placeholders", {}).items()
                                      for name in names}
        self.templates = sorted((Template.compile(e, s) for e, s in data.get("sentences", {}).items()),
                                key=lambda t: -t.weight)
        self.names: dict[str, tuple[str, str]] = {}
        for english, spanish in data.get("names", {}).items():
            self.names[english.lower()] = _forms(spanish)
        self.name_patterns = sorted(
            ((Template.compile(e, _forms(s)[0]), Template.compile(e, _forms(s)[1]))
             for e, s in data.get("name_patterns", {}).items()), key=lambda t: -t[0].weight)
        self.verbs: dict[str, str] = dict(data.get("verbs", {}))
        self.help: dict[str, dict[str, str]] = dict(data.get("help", {}))

    def english_templates(self) -> list[str]:
        return [t.english for t in self.templates]

    # -- sentences ---------------------------------------------------------------------------
    def sentence(self, text: str, depth: int = 0) -> str | None:
        """The translation of one whole sentence, or None when no template says it."""
        if depth > 4 or not text.strip():
            return None
        for t in self.templates:
            m = t.pattern.fullmatch(text)
            if m:
                return self._fill(t.spanish, m.groupdict(), depth)
        return None

    def text(self, text: str) -> str:
        """A whole message, or each of its lines; unknown text is kept as it is."""
        if not text:
            return text
        whole = self.sentence(text)
        if whole is not None:
            return whole
        if "\n" not in text:
            return text
        out, in_code = [], False
        for line in text.split("\n"):
            if line.startswith("```"):
                in_code = not in_code
                out.append(line)
            elif in_code:
                out.append(line)
            else:
                got = self.sentence(line)
                out.append(line if got is None else got)
        return "\n".join(out)

    def _fill(self, spanish: str, values: dict[str, str], depth: int) -> str:
        def one(m: re.Match[str]) -> str:
            name, mod = m[1], m[2] or ""
            raw = values.get(name)
            if raw is None:
                return m[0]
            if mod.startswith("?"):
                return mod[1:] if raw else ""
            value = self.value(name, raw, depth)
            if mod == "!lower":
                return value.lower()
            if mod == "!cap":
                return value[:1].upper() + value[1:]
            return value

        return _PLACEHOLDER.sub(one, spanish)

    def value(self, name: str, raw: str, depth: int = 0) -> str:
        """A captured value translated as its placeholder's kind says."""
        kind = self.kinds.get(name, "raw")
        if kind == "people":
            return self.people(raw)
        if kind == "names":
            return self.name_list(raw)
        if kind == "duration":
            return self.duration(raw)
        if kind == "sentence":
            got = self.sentence(raw, depth + 1)
            if got is None and raw[:1].islower():   # a sentence nested in another, its capital dropped
                got = self.sentence(raw[:1].upper() + raw[1:] + ".", depth + 1)
                got = got and got[:1].lower() + got[1:].rstrip(".")
            return raw if got is None else got
        return raw

    # -- values ------------------------------------------------------------------------------
    def people(self, text: str) -> str:
        """A seat or a list of seats: "ann, bob and cy", "nobody", "AI 3 (AI)", "the AI"."""
        words = self.data.get("people", {})
        head, sep, tail = text.rpartition(" and ")
        items = head.split(", ") + [tail] if sep else text.split(", ")
        out = []
        for who in items:
            if who in words:
                who = words[who]
            elif who.endswith(" (AI)"):
                who = who[:-5] + " " + words.get("(AI)", "(AI)")
            out.append(who)
        if sep:
            return ", ".join(out[:-1]) + " " + words.get("and", "and") + " " + out[-1]
        return ", ".join(out)

    def name(self, text: str) -> str | None:
        """One card, profession or tribe name in this language, or None. An English article
        ("an Eagle-Turtle woman") is dropped: the Spanish sentence around it has its own."""
        article = _ARTICLE.match(text)
        if article:
            return self.name(article[1])
        count = _COUNTED.match(text)
        if count:
            got = self._name(count[2], plural=count[1] != "1")
            return None if got is None else f"{count[1]} {got}"
        return self._name(text, plural=False)

    def _name(self, text: str, plural: bool) -> str | None:
        forms = self.names.get(text.lower())
        if forms is not None:
            return _case_like(text, forms[1 if plural else 0])
        for single, many in self.name_patterns:
            t = many if plural else single
            m = t.pattern.fullmatch(text)
            if m:
                parts = {k: (self._name(v, False) or v) for k, v in m.groupdict().items()}
                return _case_like(text, _PLACEHOLDER.sub(lambda g, parts=parts: parts.get(g[1], g[0]), t.spanish))
        return None

    def name_list(self, text: str) -> str:
        """One name or a list of them ("Bear man, 2 Corn"); unknown names stay as they are."""
        return ", ".join(self.name(part) or part for part in text.split(", "))

    def duration(self, text: str) -> str:
        units = self.data.get("durations", {})
        def unit(m: re.Match[str]) -> str:
            word = units.get(m[2], m[2])
            return f"{m[1]} {word}"
        return re.sub(r"(\d+) (days|day)\b", unit, text)


def _forms(value: str | list[str]) -> tuple[str, str]:
    if isinstance(value, str):
        return value, value
    if len(value) != 2:
        raise ValueError(f"a name is one string or [singular, plural], not {value!r}")
    return value[0], value[1]


def _case_like(source: str, text: str) -> str:
    """Lower-case the translation when the English was written in lower case ("hunters")."""
    return text.lower() if source.islower() else text


@cache
def catalog(lang: str) -> Catalog:
    """The parsed catalog of ``lang`` (cached; ``data/locales/<lang>.toml``)."""
    path = resources.files("data").joinpath(f"locales/{lang}.toml")
    return Catalog(lang, tomllib.loads(path.read_text(encoding="utf-8")))


# -- the functions the cogs call ----------------------------------------------------------------
def translate(text: Any, locale: Locale | str | None, title: str | None = None) -> str:
    """``text`` in the language of ``locale``. A message (:class:`bot.l10n.Msg`, or its stored
    form) is made from the Fluent catalogs (``title``'s besides the common one); a plain
    English string, from a layer not yet converted, is back-translated by the templates here
    (unchanged for English or anything unknown)."""
    if not isinstance(text, str):
        return l10n.text(text, l10n.language(locale), title)
    lang = language(locale)
    if lang == ENGLISH or not text:
        return text
    try:
        return catalog(lang).text(text)
    except Exception:   # a translation must never cost the user the message
        import logging

        logging.getLogger("campfire.i18n").exception("translation failed for %r", text)
        return text


def lines(texts: list[Any], locale: Locale | str | None, title: str | None = None) -> list[str]:
    return [translate(t, locale, title) for t in texts]


def name(text: str, locale: Locale | str | None) -> str:
    """A card, profession or tribe name (``"Bear man"`` -> ``"Hombre Oso"``)."""
    lang = language(locale)
    if lang == ENGLISH:
        return text
    return catalog(lang).name(text) or text


def label(title: str, action: str, locale: Locale | str | None) -> str:
    """A button label for an action, in the locale's language (see ``bot.present.label``)."""
    from bot.present import label as english_label

    lang = language(locale)
    if lang == ENGLISH or title not in ("natives", "inuit"):
        return english_label(title, action)
    from bot.rules.prairie_theme import theme

    try:
        th = theme(title)
    except Exception:
        return english_label(title, action)
    cat = catalog(lang)
    cards = getattr(th, "all_cards", th.cards)     # the expansions' cards too
    words = []
    for n, word in enumerate(action.split(" ")):
        if n == 0 and word in cat.verbs:
            words.append(cat.verbs[word])
        elif word in cards:
            words.append(cat.name(th.card(word).name) or th.card(word).name)
        elif word in th.profession_ids:
            prof = th.profession(word).name
            words.append((cat.name(prof) or prof).lower())
        else:
            words.append(word)
    text = " ".join(words)
    return (text[:1].upper() + text[1:])[:80]


def help_text(title: str, what: str, locale: Locale | str | None,
              options: dict[str, Any] | None = None) -> str:
    """``/game rules`` (``what="rules"``) or the whole of ``/game help`` (``what="guide"``)."""
    if what == "guide":
        return "\n".join(help_pages(title, locale, options))
    from bot.present import rules_summary

    lang = language(locale)
    text = catalog(lang).help.get(title, {}).get(what) if lang != ENGLISH else None
    return text.strip() if text else rules_summary(title)


def help_pages(title: str, locale: Locale | str | None, options: dict[str, Any] | None = None) -> list[str]:
    """``/game help`` in the language of ``locale``, one message per page (bot.present.help_pages);
    the card names of the examples in that language, the notation's words in English."""
    from bot.present import help_pages as pages

    lang = language(locale)
    texts = catalog(lang).help.get(title) if lang != ENGLISH else None
    if not texts or "guide" not in texts:
        return pages(title, options)
    cat = catalog(lang)
    return pages(title, options, texts, name=lambda text: cat.name(text) or text)


def score_table(scores: dict[str, dict[str, int]], winners: list[str], locale: Locale | str | None,
                title: str | None = None, note: str = "", resigned: list[str] | tuple[str, ...] = ()) -> str:
    """``bot.present.score_table`` with the category names and the lines under the pad (the
    winners, why, who resigned) translated."""
    from bot.present import score_table as table

    lang = language(locale)
    if lang == ENGLISH:
        return table(scores, winners, title, note=note, resigned=resigned)
    categories = catalog(lang).data.get("categories", {})
    names = {k: v for k, v in categories.items() if isinstance(v, str)}
    own = categories.get(title) if title else None   # "natives" is also a category's key
    if isinstance(own, dict):
        names.update(own)
    lines = table(scores, winners, title, names, note=note, resigned=resigned).split("\n")
    under = 2 if resigned else 1
    lines[-under:] = [translate(line, locale) for line in lines[-under:]]
    return "\n".join(lines)


def result_table(result: dict[str, Any], locale: Locale | str | None, title: str | None = None) -> str:
    """The score pad of a finished game's ``GameRow.result``, in the language of ``locale``."""
    return score_table(result["scores"], result["winners"], locale, title,
                       note=result.get("note", ""), resigned=result.get("resigned", ()))


__all__ = ["Catalog", "catalog", "help_pages", "help_text", "label", "language", "lines", "name",
           "result_table", "score_table", "translate"]
