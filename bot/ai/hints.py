"""``/game hint``: the move the AI would make now for a seat, and one line saying why.

:func:`hint` answers ``Hint(action, reason)``. The action is :func:`bot.ai.choose`'s for
that seat; the reason is one line (at most :data:`REASON_LIMIT` characters) in the player's
language, from the templates of ``data/hints.toml`` (``[en]``, ``[es]``; any other locale
reads English).

**Nothing hidden leaks.** A hint is private, but it must be the same whatever the seat cannot
see (other hands, deck orders, the engine's future random draws), or asking for one would
tell a player something. So:

* a title's policy is used only where it reads the seat's view alone (:data:`FAIR_POLICIES`:
  Uluk, Natera and Wendake always; the prairie's rules of thumb except the steps they hand to
  the generic search);
* every other decision, and every title added later, goes to
  :func:`bot.ai.fallback.fair_greedy`: the contract's one-ply search, except that an action
  whose trial on a copy reveals something (``Game.revealed``) counts as changing nothing, so
  the copy's deck order never steers it;
* reasons come from the policy's own valuation of the seat's view (``*_reason`` functions of
  the policy modules, returning a :class:`bot.ai.why.Why`) or, as the floor, from the same
  fair trials: which of the seat's score categories the move changes, against the others.
"""

from __future__ import annotations

import logging
import random
import re
import string
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from bot import ai
from bot.ai.fallback import Outcome, fair_greedy, fair_outcomes
from bot.ai.natera import natera_reason
from bot.ai.prairie import hands_to_greedy, prairie_reason
from bot.ai.uluk import uluk_reason
from bot.ai.wendake import wendake_reason
from bot.ai.why import Why, points
from bot.present import seats_named
from bot.rules.base import Game, indefinite

log = logging.getLogger(__name__)

REASON_LIMIT = 150
ENGLISH = "en"


@dataclass(frozen=True)
class Hint:
    action: str      # one of game.legal_actions(seat), in the notation
    reason: str      # one line, in the player's language


def _always(game: Game, legal: list[str]) -> bool:
    return True


def _never(game: Game, legal: list[str]) -> bool:
    return False


def _prairie_rules_of_thumb(game: Game, legal: list[str]) -> bool:
    return not hands_to_greedy(game, legal)


# Titles whose policy reads only what the seat may see, and on which decisions (the policy
# modules say so in their docstrings; tests/test_ai_*.py scramble hidden information to hold
# them to it). A title missing here, or a decision refused here, gets fair_greedy.
FAIR_POLICIES: dict[str, Callable[[Game, list[str]], bool]] = {
    "natives": _prairie_rules_of_thumb, "inuit": _prairie_rules_of_thumb,
    "uluk": _always, "natera": _always, "wendake": _always,
}

# The reason each policy gives for its own choice (None when it has nothing specific to say).
EXPLAINERS: dict[str, Callable[[Game, str, str], Why | None]] = {
    "natives": prairie_reason, "inuit": prairie_reason, "uluk": uluk_reason,
    "natera": natera_reason, "wendake": wendake_reason,
}

# Values that are card, profession or tribe names, translated through the interface catalog.
NAME_VALUES = ("card", "cards", "prof", "profs", "totem", "other")
# Values that are words of the notation (a district, a resource), said through [<lang>.words].
NOTATION_VALUES = ("district", "res")


def hint(game: Game, seat: str, locale: Any, rng: random.Random) -> Hint:
    """The AI's move for ``seat`` now and why, in the language of ``locale``.

    Raises ValueError when the seat has nothing to decide (as :func:`bot.ai.choose`)."""
    legal = game.legal_actions(seat)
    if not legal:
        raise ValueError(f"{seat} has no decision to make now.")
    title = game.state.get("title", "")
    fair = FAIR_POLICIES.get(title, _never)(game, legal)
    action = ai.choose(game, seat, rng, fallback=fair_greedy, policies=None if fair else {})
    why = None
    if fair and title in EXPLAINERS:
        try:
            why = EXPLAINERS[title](game, seat, action)
        except Exception:   # a hint without its specific reason still beats no hint
            log.exception("the %s explainer failed on %r", title, action)
    if why is None or why.key not in templates(ENGLISH):
        # with no choice, nothing to weigh it against ("the best change of score on offer")
        why = Why("generic.only", {}) if len(legal) == 1 else generic_reason(game, seat, action)
    return Hint(action, render(why, title, action, locale, game.seats, view=game.view(seat)))


# -- the generic reason: the contract alone ---------------------------------------------------


def generic_reason(game: Game, seat: str, action: str) -> Why:
    """Why ``action`` is good by the score pad: what it changes of the seat's categories, or
    what it costs the opponents, against the best other move (judged as fair_greedy does)."""
    outcomes = fair_outcomes(game, seat)
    chosen = next((o for o in outcomes if o.action == action), Outcome(action, 0.0, {}, True))
    best_other = max((o.value for o in outcomes if o.action != action), default=None)
    best = best_other is None or chosen.value >= best_other - 1e-9   # no other move scores more
    if chosen.revealing:
        return Why("generic.reveals" if best_other is None or best_other <= 0 else "generic.reveals_plan", {})
    mine = sum(chosen.gained.values())
    if mine > 0:
        return Why("generic.gains" if best else "generic.gains_plan",
                   {"points": mine, "categories": _categories(chosen.gained)})
    if not best:
        return Why("generic.later", {})
    if chosen.value > 0:
        return Why("generic.hurts", {"points": points(chosen.value - mine)})
    if chosen.value < 0:
        return Why("generic.least_loss", {"points": points(-chosen.value)})
    return Why("generic.even", {})


def _categories(gained: dict[str, int]) -> str:
    """The score categories a move raises, by their keys, most points first (rendered later)."""
    return ",".join(c for c, v in sorted(gained.items(), key=lambda cv: -cv[1]) if v > 0)


# -- words ------------------------------------------------------------------------------------


@cache
def _tables() -> dict[str, Any]:
    path = resources.files("data").joinpath("hints.toml")
    return tomllib.loads(path.read_text(encoding="utf-8"))


def templates(lang: str) -> dict[str, str]:
    """``data/hints.toml``'s reason templates of ``lang`` (English for a language it lacks),
    flattened to dotted keys: ``{"prairie.take_food": "…"}``."""
    tables = _tables()
    return _flat(tables.get(lang, tables[ENGLISH]).get("reasons", {}))


def _flat(table: dict[str, Any], prefix: str = "") -> dict[str, str]:
    out: dict[str, str] = {}
    for key, value in table.items():
        if isinstance(value, dict):
            out.update(_flat(value, f"{prefix}{key}."))
        else:
            out[prefix + key] = value
    return out


def language(locale: Any) -> str:
    """``"es"`` for a Spanish locale, ``"en"`` for English and anything hints.toml lacks."""
    from bot.i18n import language as interface_language

    lang = interface_language(locale)
    return lang if lang in _tables() else ENGLISH


def render(why: Why, title: str, action: str, locale: Any, seats: list[str] | None = None,
           view: dict[str, Any] | None = None) -> str:
    """The reason's template of the seat's language, filled in, on one line within the limit;
    ``seats`` name the seat an action gives something to (the notation says its number);
    ``view`` is the seat's, whose words a control would use (``rendering.action_label``)."""
    lang = language(locale)
    template = _template(why.key, title, lang)
    values = {k: _word(k, v, title, lang) for k, v in why.values.items()}
    values["action"] = describe(title, seats_named(action, seats), lang, view, action)
    template = _plurals(template, lambda name: why.values.get(name))
    text = _FORMATTER.vformat(template, (), _Missing(values))
    line = " ".join(text.split())
    line = line[:1].upper() + line[1:]
    return line if len(line) <= REASON_LIMIT else line[: REASON_LIMIT - 1] + "…"


def _template(key: str, title: str, lang: str) -> str:
    """The reason's words: a theme's own (``inuit.take_native``: Inuit's village and its
    Inuit, not a tribe of natives) before the engine's (``prairie.take_native``), in the
    reader's language before English."""
    family, _, reason = key.partition(".")
    keys = [f"{title}.{reason}", key] if family == "prairie" and title != "natives" else [key]
    for table in (templates(lang), templates(ENGLISH)):
        found = next((table[k] for k in keys if k in table), None)
        if found:
            return found
    raise KeyError(key)


class _Missing(dict):
    """A template naming a value its reason lacks shows the name, never raises."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


_POSITIONS = re.compile(r"\{(\d+)(?:![a-z])?\}")
# "{n|card|cards}": the singular when the value named n is 1, else the plural
_PLURAL = re.compile(r"\{(\w+)\|([^|{}]*)\|([^|{}]*)\}")


def _plurals(template: str, value_of: Callable[[str], Any]) -> str:
    """Templates say ``{n} {n|card|cards}`` rather than "card(s)"."""
    def one(m: re.Match[str]) -> str:
        try:
            count = float(str(value_of(m[1])))
        except ValueError:
            return m[3]
        return m[2] if count == 1 else m[3]
    return _PLURAL.sub(one, template)


class _Words(string.Formatter):
    """``{card!i}``: the value with its indefinite article ("an Eagle-Turtle woman")."""

    def convert_field(self, value: Any, conversion: str | None) -> Any:
        if conversion == "i":
            return indefinite(str(value))
        return super().convert_field(value, conversion)


_FORMATTER = _Words()


def describe(title: str, action: str, lang: str, view: dict[str, Any] | None = None,
             notation: str | None = None) -> str:
    """The action in words a player knows: a phrase of ``data/hints.toml``
    ``[<lang>.actions]`` for the verb, whose ``{0}``, ``{1}`` are the action's words after the
    verb and ``{all}`` all of them; else, in another language than English, the words of its
    button (``rendering.action_label`` of the seat's ``view`` and the action's ``notation``,
    its seats by number), else the English label (card and profession names spelled out)."""
    from bot.present import label

    verb, *args = action.split()
    table = _tables().get(lang, {})
    phrase = table.get("actions", {}).get(title, {}).get(verb)
    if phrase is not None and all(int(i) < len(args) for i in _POSITIONS.findall(phrase)):
        words = [_notation_word(a, lang) for a in args]
        phrase = _plurals(phrase, lambda i: args[int(i)] if i.isdigit() and int(i) < len(args) else None)
        text = _FORMATTER.format(phrase, *words, all=" ".join(words))
        for written, said in table.get("contractions", {}).items():
            text = text.replace(written, said)
        return text
    if lang != ENGLISH:
        from rendering import action_label

        # without the seat's view, the least a renderer needs: the title (and its theme)
        return action_label(view or {"title": title, "theme": title}, notation or action, lang)
    if not args:
        return label(title, verb)
    # the verb is kept apart, since present.label would spell "sacrifice" as the ritual's name;
    # a stand-in verb keeps label from capitalising what follows ("Use hunter", a seat name)
    return f"{verb.capitalize()} {label(title, 'x ' + ' '.join(args))[2:]}"


def _notation_word(word: str, lang: str) -> str:
    """A word of the notation as a sentence says it (``[<lang>.words]``: ``temple`` -> "the
    Temple", ``endurance`` -> "resistencia"); names of the notation stay as they are."""
    return _tables().get(lang, {}).get("words", {}).get(word, word)


def _word(key: str, value: str | int | float, title: str, lang: str) -> str:
    if key in ("categories", "track"):       # score pad rows (Wendake's tracks are rows too)
        return _category_words(str(value).split(","), title, lang)
    if key in NOTATION_VALUES:
        return _notation_word(str(value), lang)
    if isinstance(value, float):
        return f"{value:g}"
    if key in NAME_VALUES and lang != ENGLISH and isinstance(value, str):
        from bot.i18n import catalog

        return catalog(lang).name_list(value)
    return str(value)


def _category_words(keys: list[str], title: str, lang: str) -> str:
    from bot.i18n import catalog
    from bot.present import category_names

    names = category_names(title)
    if lang != ENGLISH:
        table = catalog(lang).data.get("categories", {})
        names = {**names, **{k: v for k, v in table.items() if isinstance(v, str)},
                 **(table.get(title) if isinstance(table.get(title), dict) else {})}
    words = [names.get(k, k.replace("-", " ")).lower() for k in keys if k]
    joiner = _tables().get(lang, _tables()[ENGLISH]).get("and", " and ")
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + joiner + words[-1]


__all__ = ["EXPLAINERS", "FAIR_POLICIES", "Hint", "REASON_LIMIT", "generic_reason", "hint", "templates"]
