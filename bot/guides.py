"""The long texts that teach a game, in the reader's language: ``/game help`` and ``/game
rules`` (data/help.toml), the tutorial's lines (data/tutorial.toml), the rulebook extracts a
refusal points to (data/rules/<title>.toml, read by :mod:`bot.rulebook`). The hints' reasons
are sentences with arguments, so they are Fluent messages (data/locales/<lang>/hints.ftl, made
by :mod:`bot.ai.hints`), not texts of this module.

**Why TOML and not Fluent.** These are paragraphs of Discord markdown, not sentences with
arguments: a help page starts its lines with ``**1.**`` and a rulebook extract runs for
1,800 characters, and Fluent forbids a continuation line that begins with ``*``, ``[`` or
``.`` and wants every ``{`` escaped. They have no plural or gender to choose (the one list
built from data, the card names of the help, is made here from the engines' messages).
So each kind of text is one TOML file keyed by language, and **a language is added by
adding its tables only**:

* data/help.toml: ``[<title>]`` is the English original (``rules``, ``guide``,
  ``card_names``, ``expansions``), ``[<title>.<lang>]`` its translation with the same keys;
* data/tutorial.toml: ``[<title>.<lang>]``, one line per kind of decision, and ``[hint]``;
* data/rules/<title>.toml: ``[<lang>.<rule id>]`` (``name``, ``text``).

Which texts are translations is said in each file's header: the Inuit rulebook is Spanish,
so its ``[es]`` extracts quote it and every other language translates them; the other
rulebooks are English.

A language a text lacks reads the English one (tests/test_l10n_guides.py requires every
text in every catalog language, so that is a production fallback only). The language of a
reader is :func:`bot.l10n.language`'s: ``es-419`` reads ``es``, ``pt-BR`` ``pt-BR``.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from bot import l10n
from bot.l10n import ENGLISH, Msg
from data import load

KINDS = ("help", "tutorial")


def language(locale: object) -> str:
    """The catalog language of a Discord locale, a stored table language or None (English)."""
    return l10n.language(locale)  # type: ignore[arg-type]


# -- /game help and /game rules -----------------------------------------------------------------
@cache
def _help() -> dict[str, Any]:
    return load("help")


def help_texts(title: str, lang: str) -> dict[str, Any]:
    """``title``'s help in ``lang``: its ``rules``, ``guide``, ``card_names`` and ``expansions``
    (English where the language lacks one)."""
    english = {k: v for k, v in _help().get(title, {}).items() if k not in l10n.languages()}
    own = _help().get(title, {}).get(lang, {}) if lang != ENGLISH else {}
    texts = {**english, **own}
    for part in ("card_names", "expansions"):
        texts[part] = {**english.get(part, {}), **own.get(part, {})}
    return texts


def help_text(title: str, what: str, locale: object, options: dict[str, Any] | None = None) -> str:
    """``/game rules`` (``what="rules"``) or the whole of ``/game help`` (``what="guide"``)."""
    if what == "guide":
        return "\n".join(help_pages(title, locale, options))
    return help_texts(title, language(locale))[what].strip()


def help_pages(title: str, locale: object, options: dict[str, Any] | None = None) -> list[str]:
    """``/game help`` in the reader's language, one message per page, each under Discord's
    2,000 characters: how to play a turn and, for Natives and Inuit, the card names as the
    notation writes them; then, when the game has expansions, a page with a paragraph each."""
    lang = language(locale)
    texts = help_texts(title, lang)
    first = [texts["guide"].strip()]
    names = card_names(title, options, lang)
    if names:
        first.append(names)
    expansions = texts["expansions"]
    extra = [expansions[e].strip() for e in (options or {}).get("expansions") or [] if e in expansions]
    return ["\n".join(first)] + (["\n".join(extra)] if extra else [])


def card_names(title: str, options: dict[str, Any] | None = None, lang: str = ENGLISH) -> str:
    """The cards of a Natives or Inuit game (its expansions' too) as the notation writes them,
    by family; men and women follow one pattern, shown by an example with the picture's name
    in the reader's language ("Hombre Oso `man-bear`"). Other titles: "" (their guide states
    their one rule)."""
    if title not in ("natives", "inuit"):
        return ""
    from bot.rules.prairie_theme import theme

    th = theme(title)
    words = help_texts(title, lang)["card_names"]
    colon = words.get("colon", ":")          # French writes a space before it
    playing = {"", *((options or {}).get("expansions") or [])}
    cards = [c for c in th.all_cards.values() if c.expansion in playing
             and c.family in ("native", "food", "ritual", "totem")
             and not set(c.removed_by) & playing]
    examples = [next(c for c in cards if c.family == "native" and len(c.tribes) == n) for n in (1, 2)]
    tribes = " ".join(f"`{t.id}`" for t in th.tribes)
    shown = ", ".join(_named(title, card, lang) for card in examples)
    out = [f"{words['head']} {shown} ({words['order']} {tribes})."]
    families = {"native": [c for c in cards if c.family == "native" and not c.tribes]}
    for family in ("food", "ritual", "totem"):
        families[family] = [c for c in cards if c.family == family]
    for family, listed in families.items():
        if listed:
            out.append(f"{words[family]}{colon} " + " ".join(f"`{c.kind}`" for c in listed) + ".")
    out.append(f"{words['profession']}{colon} " + " ".join(f"`{p}`" for p in th.profession_ids) + ".")
    return " ".join(out)


def _named(title: str, card: Any, lang: str) -> str:
    """A card as the help shows it: its name in ``lang`` and its notation, or the notation
    alone where no catalog names it in that language yet."""
    name = card_name(title, card.kind, card.name, lang)
    if not name:
        return f"`{card.kind}`"
    return f"{name[:1].upper()}{name[1:]} `{card.kind}`"      # a name as the card prints it, not mid-sentence


def card_name(title: str, kind: str, english: str, lang: str) -> str | None:
    """A Natives or Inuit card's name in ``lang``: the engine's message for it
    (``bot.rules.prairie_theme.card_msg``, natives.ftl / inuit.ftl) when that catalog has
    it, else None (the help then shows the notation alone); English is the theme's own name."""
    if lang == ENGLISH:
        return english
    return _card_message(title, kind, lang)


def _card_message(title: str, kind: str, lang: str) -> str | None:
    try:
        from bot.rules.prairie_theme import card_msg  # type: ignore[attr-defined]
    except ImportError:         # the theme's words are not messages yet
        return None
    msg = card_msg(title, kind)
    if not (isinstance(msg, Msg) and l10n.bundle(lang, title).has_message(msg.id)):
        return None
    return l10n.text(msg, lang, title)


# -- the tutorial --------------------------------------------------------------------------------
@cache
def _tutorial() -> dict[str, Any]:
    return load("tutorial")


def tutorial_steps(title: str, lang: str) -> dict[str, str]:
    """The tutorial's lines of ``title`` written in ``lang``, by kind of decision (``default``
    among them); not merged with English."""
    return {k: v.strip() for k, v in _tutorial().get(title, {}).get(lang, {}).items()}


def tutorial_line(title: str, phase: str, locale: object, hints: bool = True) -> str:
    """The one line that explains ``phase`` of ``title`` (English when the language lacks
    it). The title's ``default`` line, for a step it has no line for, ends by pointing to
    ``/game hint`` only when ``hints`` are on at the table (data/tutorial.toml ``[hint]``)."""
    lang = language(locale)
    tables = (tutorial_steps(title, lang), tutorial_steps(title, ENGLISH))
    for key in (phase, "default"):
        for table in tables:
            if key in table:
                line = table[key]
                if key == "default" and hints:
                    hint = _tutorial()["hint"]
                    line += " " + hint.get(lang, hint[ENGLISH]).strip()
                return line
    return ""


__all__ = ["KINDS", "card_name", "card_names", "help_pages", "help_text", "help_texts",
           "language", "tutorial_line", "tutorial_steps"]
