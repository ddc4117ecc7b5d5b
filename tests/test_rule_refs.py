"""Every refusal of a rule says which rule (issue #11, "Why not?").

Two checks, because either alone could miss a raise:

* statically, every ``IllegalAction(...)`` written in an engine module names its rule with a
  string (or re-raises the rule of the refusal it wraps), and that id has a paragraph in the
  rulebook extract of every title the module serves, in every language;
* dynamically, seeded random games of every configuration meet hostile and mistaken actions
  at many positions, and every refusal they get carries a rule the title has.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from bot import l10n, rulebook
from bot.ai import choose
from bot.rules import ENGINES, IllegalAction, create, restore

ROOT = Path(__file__).resolve().parent.parent
LANGS = l10n.languages()
ALL_TITLES = tuple(ENGINES)


def titles_of(module: str) -> tuple[str, ...]:
    """The titles whose engine is defined in ``bot/rules/<module>.py`` (base: every title)."""
    if module == "base":
        return ALL_TITLES
    return tuple(t for t, cls in ENGINES.items() if cls.__module__ == f"bot.rules.{module}")


ENGINE_MODULES = sorted({"base", *(cls.__module__.rsplit(".", 1)[1] for cls in ENGINES.values())})


def raise_sites(module: str) -> list[tuple[int, ast.expr | None]]:
    """(line, the ``rule=`` expression or None) of every ``IllegalAction(...)`` call."""
    tree = ast.parse((ROOT / "bot" / "rules" / f"{module}.py").read_text(encoding="utf-8"))
    sites = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            if name == "IllegalAction":
                rule = next((k.value for k in node.keywords if k.arg == "rule"), None)
                if rule is None and len(node.args) >= 2:
                    rule = node.args[1]
                sites.append((node.lineno, rule))
    return sites


def rule_ids(expr: ast.expr) -> list[str] | None:
    """The ids a ``rule=`` expression can take: string constants, possibly chosen by a
    conditional; None when it is something else (a re-raise passes ``exc.rule`` on)."""
    if isinstance(expr, ast.Constant) and isinstance(expr.value, str):
        return [expr.value]
    if passes_on(expr):         # a table's rule (Natera's STEPS): checked by its own test below
        return []
    if isinstance(expr, ast.IfExp):
        body, orelse = rule_ids(expr.body), rule_ids(expr.orelse)
        if body is not None and orelse is not None:
            return body + orelse
    return None


def passes_on(expr: ast.expr) -> bool:
    return isinstance(expr, ast.Attribute) and expr.attr == "rule"


@pytest.mark.parametrize("module", ENGINE_MODULES)
def test_every_raise_site_names_a_rule_the_title_has_in_every_language(module):
    missing, unknown = [], []
    for line, expr in raise_sites(module):
        if expr is None:
            missing.append(line)
            continue
        if passes_on(expr):
            continue
        if isinstance(expr, ast.Attribute) and expr.attr == "seats_rule":     # each class declares its own
            unknown += [f"{module}.py:{line} {title}'s seats_rule {ENGINES[title].seats_rule!r} not in "
                        f"data/rules/{title}.toml [{lang}]" for title in titles_of(module) for lang in LANGS
                        if ENGINES[title].seats_rule not in rulebook.ids(title, lang)]
            continue
        ids = rule_ids(expr)
        if ids is None:
            missing.append(line)
            continue
        for title in titles_of(module):
            for lang in LANGS:
                unknown += [f"{module}.py:{line} {rule_id!r} not in data/rules/{title}.toml [{lang}]"
                            for rule_id in ids if rule_id not in rulebook.ids(title, lang)]
    assert not missing, f"bot/rules/{module}.py: IllegalAction without a rule= string at lines {missing}"
    assert not unknown, "\n".join(unknown)
    assert raise_sites(module), "the walk found no raise site: it is looking in the wrong place"


@pytest.mark.parametrize("title", ALL_TITLES)
def test_every_rulebook_extract_has_the_common_rules_and_the_same_ids_in_every_language(title):
    english = rulebook.ids(title, "en")
    for rule_id in rulebook.COMMON:
        assert rule_id in english, f"data/rules/{title}.toml lacks [en.{rule_id}]"
    for lang in LANGS[1:]:
        assert sorted(rulebook.ids(title, lang)) == sorted(english), f"{title}: [{lang}] and [en] differ"
    for lang in LANGS:
        for rule_id in rulebook.ids(title, lang):
            found = rulebook.rule(title, rule_id, lang)
            assert found and found.name and "\n" not in found.name and len(found.name) <= 60, (title, rule_id)
            assert 40 <= len(found.text) <= 1800, (title, rule_id, len(found.text))


def test_a_refusal_cites_its_rule_in_the_players_language():
    english = rulebook.cite("No.", "natives", "turn", "en-US")
    spanish = rulebook.cite("No.", "natives", "turn", "es-ES")
    assert english.startswith("No. (") and english.endswith(")")
    assert spanish != english
    assert rulebook.cite("No.", "natives", "no-such-rule") == "No."
    assert rulebook.cite("No.", "natives", None) == "No."


# -- dynamically: refusals met in play -----------------------------------------------------
CONFIGURATIONS = [
    ("natives", 2, None), ("natives", 4, {"expansions": ["soul-of-the-prairie", "seasons", "strangers"]}),
    ("inuit", 3, None), ("uluk", 1, None), ("uluk", 4, None), ("natera", 3, None), ("wendake", 2, None),
]


def mistakes(game, seat: str, rng: random.Random) -> list[tuple[str, str]]:
    """Actions a player could plausibly get wrong at this position: others' moves, a move
    with a word swapped or dropped, a move of a later turn, words of the notation misused."""
    out: list[tuple[str, str]] = []
    legal = game.legal_actions(seat)
    words = sorted({w for a in legal for w in a.split()}) or ["take"]
    for other in game.seats:
        if other != seat:
            out += [(other, a) for a in legal[:2]]
    for action in rng.sample(legal, min(3, len(legal))):
        parts = action.split()
        out.append((seat, action + " " + rng.choice(words)))
        if len(parts) > 1:
            out.append((seat, " ".join(parts[:-1])))
            out.append((seat, " ".join(parts[:-1] + ["99"])))
            out.append((seat, " ".join([parts[0], "nonsense", *parts[2:]])))
    out += [(seat, "nonsense"), (seat, "pass 2 3"), (seat, "; take"), (seat, f"{rng.choice(words)} x")]
    return out


@pytest.mark.parametrize(("title", "players", "options"), CONFIGURATIONS)
def test_every_refusal_met_in_play_carries_a_rule_the_title_has(title, players, options):
    rng = random.Random(7)
    seen: dict[str, int] = {}
    bad: list[str] = []
    for seed in range(2):
        game = create(title, seats=[f"P{i + 1}" for i in range(players)], seed=seed, options=options)
        steps = 0
        while not game.over and steps < 400:
            seat = game.awaiting()[0]
            if steps % 3 == 0:
                for who, action in mistakes(game, seat, rng):
                    trial = restore(game.to_dict())
                    try:
                        trial.play(who, action)
                    except IllegalAction as exc:
                        if exc.rule not in rulebook.ids(title, "en"):
                            bad.append(f"{action!r} by {who}: {exc} -> rule {exc.rule!r}")
                        seen[exc.rule] = seen.get(exc.rule, 0) + 1
            game.play(seat, choose(game, seat, rng))
            steps += 1
    assert not bad, f"{len(bad)} refusals without a known rule, e.g.\n" + "\n".join(bad[:15])
    assert len(seen) >= 3, seen   # the mistakes reached several rules, not one catch-all


# -- a few refusals and the rule each must cite (what the paragraph is there to explain) --------
@pytest.mark.parametrize(("title", "action", "rule_id"), [
    ("natives", "use hunter; take corn", "profession"),     # the prairie has nothing for hunters
    ("natives", "use scout", "scout"),                      # scouts lay cards, they take none
    ("natives", "pass", "profession"),                      # a profession can still take a card
    ("uluk", "place temple poison", "poison"),              # poison is only for hunting
    ("uluk", "feed fnord 1", "errand"),                     # feeding comes after the errands
    ("wendake", "pick d4", "action-board"),                 # the board is a1 to c3
    ("natera", "send leader farm-1", "science-side"),       # the first decision is the board's side
])
def test_a_refusal_cites_the_rule_that_explains_it(title, action, rule_id):
    game = create(title, seats=["ann", "bob"], seed=1)
    seat = game.awaiting()[0]
    with pytest.raises(IllegalAction) as refused:
        restore(game.to_dict()).play(seat, action)
    assert refused.value.rule == rule_id, str(refused.value)


def test_every_natera_step_kind_names_a_rule_natera_has_in_every_language():
    from bot.rules.natera_steps import STEPS

    missing = [f"{kind}: {step.rule!r} [{lang}]" for kind, step in STEPS.items() for lang in LANGS
               if step.rule not in rulebook.ids("natera", lang)]
    assert not missing
