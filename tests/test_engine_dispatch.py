"""The engines' dispatch tables (issue 21, point 3): every handler is declared once, in a table
keyed by step (and verb) that grep can follow, and a step no table declares is an error naming
itself, not an ``AttributeError`` on a name made of strings."""

from __future__ import annotations

import pytest

from bot.rules import create, prairie, uluk, wendake
from bot.rules.dispatch import UnknownStep

TABLED = {"natives": prairie, "inuit": prairie, "uluk": uluk, "wendake": wendake}


@pytest.mark.parametrize("title", sorted(TABLED))
def test_every_tabled_verb_is_a_verb_of_the_notation(title):
    module = TABLED[title]
    engine = create(title, ["ann", "bob"], 1)
    verbs = {verb for _, verb in type(engine)._PLAY_BY_STEP}
    assert verbs <= set(module.VERBS)
    assert set(type(engine)._LEGAL_BY_STEP) >= {step for step, _ in type(engine)._PLAY_BY_STEP} - {"interrupt"}


def test_wendake_applies_each_automatic_action_through_its_table():
    assert set(wendake.WendakeGame._AUTOMATIC_DO) == set(wendake.AUTOMATIC)


@pytest.mark.parametrize("title", ["natives", "inuit", "wendake"])
def test_a_step_no_table_declares_is_an_error_that_names_it(title):
    """(Uluk awaits nobody at a step it does not know, so its table is never asked.)"""
    game = create(title, ["ann", "bob"], 1)
    seat = game.awaiting()[0]
    game.state["step"]["name"] = "no-such-step"
    with pytest.raises(UnknownStep, match="no-such-step"):
        game.legal_actions(seat)


def test_a_verb_typed_with_underscores_is_read_like_the_notation():
    """Natives' notation has hyphenated verbs; ``give_quick_hand`` was read alike before the
    table (the handler's name was built by replacing hyphens) and still is."""
    assert prairie.PrairieGame._PLAY_BY_STEP[("interrupt", "give-quick-hand")]
    game = create("natives", ["ann", "bob"], 1)
    seat = game.awaiting()[0]
    legal = game.legal_actions(seat)
    hyphenated = [a for a in legal if "-" in a.split(" ")[0]]
    for action in hyphenated[:1]:
        verb, *rest = action.split(" ")
        other = create("natives", ["ann", "bob"], 1)
        assert other.play(seat, " ".join([verb.replace("-", "_"), *rest])) == game.play(seat, action)
