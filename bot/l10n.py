"""Messages as data: an id and its arguments, made into words at the edge, in the reader's language.

Engines, the table service and the renderers say *what* happened as a :class:`Msg`
(``Msg("undo-not-last", who="ann")``); the words are made in one place,
:func:`text`, from Project Fluent catalogs (``data/locales/<lang>/<domain>.ftl``), when the
reader is known. ``str(msg)`` (and ``str(exc)`` of an ``IllegalAction`` made from one) is the
English text, from the same catalog, so logs and tests read English.

Why Fluent (docs/ARCHITECTURE.md, "Languages"): CLDR plural categories, selectors for the
gender and article a Spanish, French or Portuguese sentence needs around a word, terms for
card names, and translators' tooling; gettext cannot select on gender inside a message.

Arguments, and how :func:`text` prepares them for the catalog:

* ``str`` — kept as it is (seat names, notation);
* ``int`` / ``float`` — numbers, formatted per locale by Fluent (Babel's CLDR data): "1,9" in
  Spanish; they select plural forms (``{ $n -> [one] … *[other] … }``);
* a nested ``Msg`` — made in the same language; each attribute of its message is passed too,
  as ``<arg>_<attribute>`` (``card_gender`` for a card whose message has ``.gender``), so a
  sentence can choose its article;
* a list or tuple of the above — each made, then joined per locale by Babel ("ann, bob y cy");
  its length is passed too, as ``<arg>_count``;
* ``datetime.timedelta`` — a duration per locale ("2 días"); ``datetime.date`` — a date per locale.

A message id the catalog lacks, or a message whose variables were not given, is an error
while the tests run (``PYTEST_CURRENT_TEST`` is set, or ``CAMPFIRE_L10N_STRICT=1``); in
production it is logged and the English text (or, failing that, the id) is shown: a missing
translation never costs the user the message.

>>> m = Msg("table-full", n=4)
>>> str(m), text(m, "es")
('The table is full (4 players).', 'La mesa está llena (4 jugadores).')
>>> str(m) == text(m, "en")
True
>>> Msg.from_data(m.to_data()) == m
True
"""

from __future__ import annotations

import logging
import os
import tomllib
from collections.abc import Iterable, Mapping
from datetime import date, datetime, timedelta
from functools import cache, lru_cache
from importlib import resources
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from babel import Locale as BabelLocale
from babel.dates import format_date, format_timedelta
from babel.lists import format_list
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser
from fluent.syntax.ast import Resource

if TYPE_CHECKING:        # the table service reads this module: it imports nothing of discord
    from discord import Locale

ENGLISH = "en"
COMMON = "common"
log = logging.getLogger("campfire.l10n")

__all__ = ["COMMON", "ENGLISH", "MissingMessage", "Msg", "english", "language", "languages", "text", "warm_up"]


class MissingMessage(LookupError):
    """A message id no catalog of the language holds, or a message given the wrong variables."""


class Msg:
    """One message: an id of the catalogs and its arguments. Immutable and hashable; JSON
    through :meth:`to_data` / :meth:`from_data` (what the store keeps, so a line stored today
    is shown later in another reader's language).

    ``Msg(<id>, name=value, ...)`` or ``Msg(<id>, {"name": value})``. Keep the id a literal
    string where the message is made: tests/test_l10n_catalogs.py finds the ids the code uses
    by reading the source.
    """

    __slots__ = ("_english", "_key", "args", "id")
    id: str
    args: Mapping[str, Any]

    def __init__(self, id: str, args: Mapping[str, Any] | None = None, /, **kwargs: Any):  # noqa: A002
        merged = {**(args or {}), **kwargs}
        object.__setattr__(self, "id", id)
        object.__setattr__(self, "args", MappingProxyType({k: _frozen(v) for k, v in merged.items()}))
        object.__setattr__(self, "_key", None)
        object.__setattr__(self, "_english", None)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a Msg is immutable")

    def __eq__(self, other: object) -> bool:
        """Two messages are equal by id and arguments. A message also equals the English
        string it reads, so code and tests that compared English lines keep working while
        the layers are converted (``outcome.public == ["ann joins (2 at the table)."]``)."""
        if isinstance(other, str):
            return str(self) == other
        return isinstance(other, Msg) and (self.id, dict(self.args)) == (other.id, dict(other.args))

    def __hash__(self) -> int:
        return hash(str(self))      # equal to its English string's, as __eq__ requires

    def key(self) -> tuple:
        """The message's structure as a hashable value (id, then each argument, a nested
        message by its own key): what :func:`text` remembers made words by. Computed once."""
        if self._key is None:
            object.__setattr__(self, "_key", (self.id, tuple((k, _key_of(v)) for k, v in self.args.items())))
        return self._key

    def __repr__(self) -> str:
        inner = "".join(f", {k}={v!r}" for k, v in self.args.items())
        return f"Msg({self.id!r}{inner})"

    def __str__(self) -> str:
        if self._english is None:       # immutable: its English is made once
            object.__setattr__(self, "_english", english(self))
        return self._english

    def __contains__(self, words: str) -> bool:
        """``"takes back" in msg``: whether the English text holds ``words`` (the tests read English)."""
        return words in str(self)

    @classmethod
    def named(cls, family: str, key: str, /, **kwargs: Any) -> Msg:
        """A message whose id is chosen by data: ``Msg.named("natives-card", "bear")`` has the
        id ``natives-card-bear``, a card's name. The family stays literal for the catalog
        test, which counts every ``<family>-…`` message as used."""
        return cls(f"{family}-{key}", kwargs)

    # -- storage -----------------------------------------------------------------------------
    def to_data(self) -> dict[str, Any]:
        """JSON-safe: ``{"msg": id, "args": {...}}`` (nested messages alike)."""
        return {"msg": self.id, "args": {k: _to_data(v) for k, v in self.args.items()}}

    @classmethod
    def from_data(cls, data: Any) -> Any:
        """The inverse of :meth:`to_data`; any other value (an old stored English line) as it is."""
        if isinstance(data, dict) and "msg" in data:
            return cls(data["msg"], {k: _from_data(v) for k, v in data.get("args", {}).items()})
        return data


def _frozen(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_frozen(v) for v in value)
    return value


def _key_of(value: Any) -> Any:
    """An argument as part of a message's key. Strings and ints stand for themselves; any other
    value goes with its type, since values Python holds equal read differently (``True`` and
    ``1``, ``1`` and ``1.0``). TypeError for a value that cannot be a key."""
    if isinstance(value, Msg):
        return value.key()
    kind = type(value)
    if kind is str or kind is int:
        return value
    if kind is tuple:
        return (tuple, tuple(_key_of(v) for v in value))
    hash(value)
    return (kind, value)


def _to_data(value: Any) -> Any:
    if isinstance(value, Msg):
        return value.to_data()
    if isinstance(value, tuple):
        return [_to_data(v) for v in value]
    if isinstance(value, timedelta):
        return {"seconds": value.total_seconds()}
    if isinstance(value, date):
        return {"date": value.isoformat()}
    return value


def _from_data(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_from_data(v) for v in value)
    if isinstance(value, dict):
        if "msg" in value:
            return Msg.from_data(value)
        if "seconds" in value:
            return timedelta(seconds=value["seconds"])
        if "date" in value:
            return date.fromisoformat(value["date"])
    return value


def to_data(value: Any) -> Any:
    """A line as the store keeps it: a Msg as its JSON form, a plain string as it is."""
    return value.to_data() if isinstance(value, Msg) else value


# -- languages -----------------------------------------------------------------------------------
def _root() -> Any:
    return resources.files("data").joinpath("locales")


@cache
def languages() -> tuple[str, ...]:
    """The catalog languages, English first: every folder of ``data/locales`` with a common.ftl."""
    found = sorted(p.name for p in _root().iterdir() if p.is_dir() and p.joinpath(f"{COMMON}.ftl").is_file())
    return (ENGLISH, *(lang for lang in found if lang != ENGLISH))


def language(locale: Locale | str | None) -> str:
    """The catalog language for a Discord locale: ``es-ES`` and ``es-419`` -> ``es``, ``pt-BR``
    -> ``pt-BR``, ``en-GB`` -> ``en``; a locale with no catalog -> English.

    >>> language("es-419"), language("en-GB"), language(None)
    ('es', 'en', 'en')
    """
    if locale is None:
        return ENGLISH
    return _language_of(str(getattr(locale, "value", locale)))


@lru_cache(maxsize=256)
def _language_of(code: str) -> str:
    """:func:`language` of a locale's code, found once per code (every reply and every label
    asks: 16,180 calls in 10 s of bench/bench_load.py at 500 moves/s)."""
    code = code.replace("_", "-")
    known = languages()
    for lang in sorted(known, key=len, reverse=True):         # pt-BR before pt
        if code.lower() == lang.lower():
            return lang
    base = code.split("-")[0].lower()
    return next((lang for lang in known if lang.lower() == base), ENGLISH)


def _babel(lang: str) -> BabelLocale:
    """Babel's locale for a catalog language. English is British English's CLDR data: the
    project's English joins lists without the serial comma ("ann, bob and cy")."""
    return BabelLocale.parse("en_GB" if lang == ENGLISH else lang.replace("-", "_"))


@cache
def _domains() -> dict[str, tuple[str, ...]]:
    """Which catalog files a title's messages read besides common.ftl (data/locales/domains.toml)."""
    data = tomllib.loads(_root().joinpath("domains.toml").read_text(encoding="utf-8"))
    return {title: tuple(files) for title, files in data.get("titles", {}).items()}


def domains(title: str | None) -> tuple[str, ...]:
    """The files of a bundle: common, then the title's (``natives`` -> prairie, natives)."""
    if title is None:
        return (COMMON,)
    return (COMMON, *_domains().get(title, (title,)))


@cache
def _resource(lang: str, domain: str) -> Resource | None:
    """One catalog file, parsed once however many bundles read it (common.ftl is in all).

    Parsed without source spans (``fluent.runtime.FluentResource`` keeps one per node): the
    bundles never read them, and they were nearly half of a catalog's memory (29 -> 16 MB per
    process for every language's files). The catalog tests parse with spans, for their messages."""
    path = _root().joinpath(lang, f"{domain}.ftl")
    return _PARSER.parse(path.read_text(encoding="utf-8")) if path.is_file() else None


_PARSER = FluentParser(with_spans=False)


@cache
def bundle(lang: str, title: str | None = None) -> FluentBundle:
    """The Fluent bundle of ``lang`` for ``title``'s messages (cached): common.ftl and the title's files."""
    made = FluentBundle([lang], use_isolating=False)
    for domain in domains(title):
        resource = _resource(lang, domain)
        if resource is not None:
            made.add_resource(resource)
    return made


def warm_up(titles: Iterable[str | None] = (), langs: Iterable[str] | None = None) -> None:
    """Build the bundles of ``titles`` (and the common one) in ``langs`` (None: every catalog
    language) now, at start-up, rather than on the first message of each, mid-traffic
    (bench/bench_load.py's profile: 2.9 s of 11.7 s went to parsing catalogs at first use). A
    bundle compiles its messages when first formatted; one message each makes that happen here too.

    Each language costs ~7 MB of parsed catalogs per process (every title's files), so a bot
    warms the languages its tables speak (``CAMPFIRE_LANGUAGES``, bot/config.py): any other is
    built by :func:`bundle` when first needed (~80 ms for one title's files, once per process).
    A name that is not a catalog language is left out."""
    chosen = None if langs is None else set(langs)
    titles = tuple(titles)
    for lang in languages():
        if chosen is not None and lang not in chosen:
            continue
        for title in (None, *titles):
            made = bundle(lang, title)
            for domain in domains(title):
                resource = _resource(lang, domain)
                for entry in getattr(resource, "body", []):
                    name = getattr(getattr(entry, "id", None), "name", "")
                    if name and not name.startswith("-") and made.has_message(name):
                        message = made.get_message(name)
                        if message.value is not None:
                            made.format_pattern(message.value, {})
                        break


@cache
def _title_of(msg_id: str) -> str | None:
    """The title whose bundle holds ``msg_id`` when no title was given (``str(msg)`` of an
    engine's message): a title's ids start with the name of its catalog file (``uluk-…``)."""
    domain = msg_id.split("-", 1)[0]
    if domain == COMMON or not _root().joinpath(ENGLISH, f"{domain}.ftl").is_file():
        return None
    return next((t for t, files in _domains().items() if domain in files), domain)


def _bundle_title(msg_id: str, title: str | None) -> str | None:
    """The title whose bundle makes ``msg_id``: ``title`` when its files hold the id's domain
    (or the id is common), else the id's own title. So a nested ``inuit-card-…`` inside a
    shared ``prairie-…`` sentence reads Inuit's words, and a title's card named in a common
    sentence reads that title's catalog."""
    if title is None:
        return _title_of(msg_id)
    domain = msg_id.split("-", 1)[0]
    if domain in domains(title) or _title_of(msg_id) is None:
        return title
    return _title_of(msg_id)


def _strict() -> bool:
    return "PYTEST_CURRENT_TEST" in os.environ or os.environ.get("CAMPFIRE_L10N_STRICT") == "1"


# -- making the words -------------------------------------------------------------------------------
def text(msg: Any, lang: str = ENGLISH, title: str | None = None) -> str:
    """The words of ``msg`` in ``lang`` (a catalog language, see :func:`language`), reading
    ``title``'s catalog files besides the common one. A plain string (an engine not yet
    converted, an old stored line) is returned as it is; a stored form (``to_data``) is read.
    """
    if isinstance(msg, dict):
        msg = Msg.from_data(msg)
    if not isinstance(msg, Msg):
        return str(msg)
    try:        # by the title asked for: the bundle's title is a function of it and the id
        key = (msg.key(), lang, title)
        made = _MADE.get(key)
    except TypeError:                   # an argument that is not hashable: made every time
        key, made = None, None
    if made is not None:
        return made
    title = _bundle_title(msg.id, title)
    made = _format(msg, lang, title)
    if made is not None:
        if key is not None:
            if len(_MADE) >= MADE_LIMIT:
                _MADE.clear()
            _MADE[key] = made
        return made
    problem = f"no message {msg.id!r} in the {lang!r} catalog" + (f" of {title!r}" if title else "")
    if _strict():
        raise MissingMessage(problem)
    log.error("%s; shown in English", problem)
    if lang != ENGLISH:
        made = _format(msg, ENGLISH, title)
    return made if made is not None else msg.id


# Words already made, by (message structure, language, title asked for): the same messages are made again
# and again (a control's label on every post, a card's name in every line), and Fluent takes
# ~25 us a message (bench/bench_load.py's profile: l10n.text 12% of the event loop at 250
# moves/s). A message's words depend on nothing but its id, arguments and language.
MADE_LIMIT = 20_000
_MADE: dict[tuple, str] = {}


def english(msg: Any, title: str | None = None) -> str:
    """``msg`` in English: what ``str()`` of a message, the logs and the tests read."""
    return text(msg, ENGLISH, title)


def lines(msgs: Iterable[Any], lang: str, title: str | None = None) -> list[str]:
    return [text(m, lang, title) for m in msgs]


def _format(msg: Msg, lang: str, title: str | None) -> str | None:
    made = bundle(lang, title)
    if not made.has_message(msg.id):
        return None
    message = made.get_message(msg.id)
    if message.value is None:
        raise MissingMessage(f"message {msg.id!r} has attributes only")
    args = _arguments(msg.args, lang, title)
    words, errors = made.format_pattern(message.value, args)
    if errors:
        problem = f"{lang} {msg.id!r}: " + "; ".join(str(e) for e in errors)
        if _strict():
            raise MissingMessage(problem)
        log.error("%s", problem)
    return words


def _arguments(args: Mapping[str, Any], lang: str, title: str | None) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, value in args.items():
        if isinstance(value, Msg):
            out[name] = text(value, lang, title)
            out.update(_attributes(value, lang, title, name))
        elif isinstance(value, tuple):
            out[name] = format_list([_one(v, lang, title) for v in value], locale=_babel(lang)) if value else ""
            out[f"{name}_count"] = len(value)
        else:
            out[name] = _value(value, lang, title)
    return out


def _one(value: Any, lang: str, title: str | None) -> str:
    made = _value(value, lang, title)
    return made if isinstance(made, str) else str(made)


def _value(value: Any, lang: str, title: str | None) -> Any:
    if isinstance(value, Msg):
        return text(value, lang, title)
    if isinstance(value, timedelta):
        return format_timedelta(value, locale=_babel(lang), threshold=1.5)
    if isinstance(value, datetime):
        return format_date(value.date(), locale=_babel(lang))
    if isinstance(value, date):
        return format_date(value, locale=_babel(lang))
    if isinstance(value, bool):
        return "yes" if value else "no"    # a catalog selects on it: { $x -> [yes] … *[no] … }
    return value


def _attributes(msg: Msg, lang: str, title: str | None, name: str) -> dict[str, str]:
    title = _bundle_title(msg.id, title)      # an Inuit word inside a prairie sentence: Inuit's
    made = bundle(lang, title)
    if not made.has_message(msg.id):
        return {}
    out = {}
    for attr, pattern in made.get_message(msg.id).attributes.items():
        words, _ = made.format_pattern(pattern, _arguments(msg.args, lang, title))
        out[f"{name}_{attr}"] = words
    return out
