"""``/game hint``: the move the AI would make now for a seat, and one line saying why.

:func:`hint` answers ``Hint(action, reason)``. The action is :func:`bot.ai.choose`'s for
that seat; the reason is one line (at most :data:`REASON_LIMIT` characters) in the player's
language, a Fluent message of ``data/locales/<lang>/hints.ftl``.

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

**The words.** A ``Why("prairie.take_food", {"card": "Bison", "points": 2})`` becomes
``Msg("hint-prairie-take-food", action=…, card=card_msg("natives", "bison"), points=2)``
(:func:`reason_msg`): the id is ``hint-<family>-<reason>`` (a theme's own words first:
``hint-inuit-take-native`` before ``hint-prairie-take-native`` at an Inuit table); numbers
stay numbers (Fluent chooses the plural and writes "1,5" in Spanish); card, profession,
resource, district and track names become the engines' own messages, whose ``.gender`` the
sentence reads as ``<arg>_gender`` to choose its article; score pad rows are the pad's
category messages, a list Babel joins per language ("Comida y Tótems"). ``action`` is the
move as its control reads (``rendering.action_label`` of the seat's view), a string.

Two rules hold in every language (hints.ftl's header says them to translators):

* one line of at most 150 characters (:data:`REASON_LIMIT`; a longer one is cut with "…");
* two kinds of number, never left for the player to guess: a change of the score pad says so
  ("+2 on your score pad now"); the AI's valuation, which also counts what a move brings later
  (a native's growing profession, a totem's future pay), says "by the end (AI estimate)". A
  hint at one step and the next must not read as two prices of the same card.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from bot import ai, l10n
from bot.ai.fallback import Outcome, fair_greedy, fair_outcomes
from bot.ai.natera import natera_reason
from bot.ai.prairie import hands_to_greedy, prairie_reason
from bot.ai.uluk import uluk_reason
from bot.ai.wendake import wendake_reason
from bot.ai.why import Why, points
from bot.l10n import ENGLISH, Msg
from bot.present import category_msg, label, seats_named
from bot.rules.base import Game

log = logging.getLogger(__name__)

REASON_LIMIT = 150
DOMAIN = "hints"            # data/locales/<lang>/hints.ftl, in every title's bundle (domains.toml)


@dataclass(frozen=True)
class Hint:
    action: str      # one of game.legal_actions(seat), in the notation
    reason: str      # one line, in the player's language
    message: Msg | None = field(default=None, compare=False)   # the reason as a message (hint-…)


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
    if why is None or message_id(why.key, title) is None:
        # with no choice, nothing to weigh it against ("the best change of score on offer")
        why = Why("generic.only", {}) if len(legal) == 1 else generic_reason(game, seat, action)
    lang = language(locale)
    words = describe(title, action, lang, game.view(seat), game.seats)
    msg = reason_msg(why, title, words)
    return Hint(action, _line(msg, title, lang), msg)


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


def language(locale: Any) -> str:
    """The catalog language of ``locale`` (``es-ES`` -> ``es``; English for one without catalogs)."""
    return l10n.language(locale or None)


@cache
def bundle_title(title: str) -> str:
    """The title whose catalog bundle makes ``title``'s hints: its own, or, for a title that
    data/locales/domains.toml does not list (a title added later, a test's toy), the first
    title that reads hints.ftl (its generic reasons need only hints.ftl and common.ftl)."""
    if DOMAIN in l10n.domains(title):
        return title
    return next(t for t in FAIR_POLICIES if DOMAIN in l10n.domains(t))


def message_id(key: str, title: str) -> str | None:
    """The catalog id of a Why's key: ``prairie.take_native`` -> ``hint-inuit-take-native`` at
    an Inuit table when Inuit says it in its own words, else ``hint-prairie-take-native``;
    None when the English catalog has no such reason."""
    family, _, reason = key.partition(".")
    reason = reason.replace("_", "-")
    keys = [f"{title}-{reason}", f"{family}-{reason}"] if family == "prairie" else [f"{family}-{reason}"]
    english = l10n.bundle(ENGLISH, bundle_title(title))
    return next((f"hint-{k}" for k in keys if english.has_message(f"hint-{k}")), None)


def reason_msg(why: Why, title: str, action: str) -> Msg:
    """The reason of ``why`` as a message of hints.ftl, its values as the catalog's arguments
    (see the module's docstring); ``action`` is the move in words."""
    found = message_id(why.key, title)
    if found is None:
        raise KeyError(why.key)
    args = {name: _argument(name, value, title) for name, value in why.values.items()}
    return Msg.named("hint", found.removeprefix("hint-"), action=action, **args)


def render(why: Why, title: str, action: str, locale: Any, seats: list[str] | None = None,
           view: dict[str, Any] | None = None) -> str:
    """The reason of ``why`` for ``action`` (the notation) in the language of ``locale``, on one
    line within the limit; ``seats`` name the seat an action gives something to (the notation
    says its number); ``view`` is the seat's, whose words a control uses."""
    lang = language(locale)
    return _line(reason_msg(why, title, describe(title, action, lang, view, seats)), title, lang)


def _line(msg: Msg, title: str, lang: str) -> str:
    line = " ".join(l10n.text(msg, lang, bundle_title(title)).split())
    line = line[:1].upper() + line[1:]
    return line if len(line) <= REASON_LIMIT else line[: REASON_LIMIT - 1] + "…"


def describe(title: str, action: str, lang: str, view: dict[str, Any] | None = None,
             seats: list[str] | None = None) -> str:
    """The action as the seat's control reads it: ``rendering.action_label`` of the seat's
    ``view`` (without one, the least a renderer needs: the title, its theme and the seats);
    for a title without a renderer, the notation with the seats named (``bot.present.label``)."""
    from rendering import RENDERERS, action_label

    if title in RENDERERS:
        shown = view or {"title": title, "theme": title, "players": [{"seat": s} for s in seats or ()]}
        try:
            return action_label(shown, action, lang)
        except Exception:   # a view too thin for the label: the notation still says the move
            log.exception("no %s label for %r", title, action)
    words = label(title, seats_named(action, list(seats or ())))
    return words[:1].upper() + words[1:]


def _argument(name: str, value: Any, title: str) -> Any:
    """A Why's value as the catalog reads it: a name as its engine's message, score pad rows as
    the pad's messages, numbers and notation as they are."""
    if not isinstance(value, str) or not value:
        return value
    if name == "categories":
        return tuple(category_msg(title, key) for key in value.split(",") if key)
    if title in ("natives", "inuit") and name in ("card", "totem", "profs"):
        return _prairie_name(title, name, value)
    if title == "uluk" and name in ("res", "invention"):
        return _uluk_name(name, value)
    if title == "natera" and name in ("res", "district"):
        from bot.rules.natera_data import district_msg, resource_msg

        return district_msg(value) if name == "district" else resource_msg(value)
    if title == "wendake" and name == "track":
        return Msg.named("wendake-track", value)
    return value


def _prairie_name(title: str, name: str, value: str) -> Msg | str:
    """A card (the policy names it by its English name or its kind) as ``card_msg``; a
    profession (its English plural, "hunters") as ``profession_word_msg``, plural."""
    from bot.rules.prairie_theme import card_msg, profession_word_msg

    cards, professions = _prairie_names(title)
    if name == "profs":
        prof = professions.get(value.lower())
        return profession_word_msg(title, prof, n=2) if prof else value
    kind = cards.get(value)
    return card_msg(title, kind) if kind else value


@cache
def _prairie_names(title: str) -> tuple[dict[str, str], dict[str, str]]:
    from bot.rules.prairie_theme import theme

    th = theme(title)
    cards = {**{c.name: k for k, c in th.all_cards.items()}, **{k: k for k in th.all_cards}}
    professions = {**{p.many.lower(): p.id for p in th.professions}, **{p.id: p.id for p in th.professions}}
    return cards, professions


def _uluk_name(name: str, value: str) -> Msg | str:
    resources, inventions = _uluk_names()
    if name == "res":
        key = resources.get(value)
        return Msg.named("uluk-res", key) if key else value
    key = inventions.get(value)
    return Msg.named("uluk-invention", key) if key else value


@cache
def _uluk_names() -> tuple[dict[str, str], dict[str, str]]:
    from bot.rules.uluk_data import components

    c = components()
    resources = {**{n: r for r, n in c.names.items()}, **{r: r for r in c.names}}
    inventions = {**{i.name: k for k, i in c.inventions.items()}, **{k: k for k in c.inventions}}
    return resources, inventions


__all__ = ["EXPLAINERS", "FAIR_POLICIES", "Hint", "REASON_LIMIT", "generic_reason", "hint", "message_id",
           "reason_msg", "render"]
