"""Natera's declared view (bot/rules/natera_view.py) and its table of step kinds
(bot/rules/natera_steps.py): every view of seeded games is exactly ``NateraView`` (the
contract suite checks it too once it reads Natera's), effects travel as steps, never as
joined text, and every kind of the table is whole (its syntax, its rule, its answers)."""

from __future__ import annotations

import random
from functools import cache

import pytest
from typeguard import CollectionCheckStrategy, TypeCheckError, check_type

from bot import rulebook
from bot.rules import restore
from bot.rules.natera import NateraGame
from bot.rules.natera_data import components, parse_step
from bot.rules.natera_steps import STEPS
from bot.rules.natera_view import NateraView

SEATS = ["ann", "bob", "cy", "dee"]
EVERYTHING = {"draft": True, "expansions": ["nuclear-discovery"], "tribes": "pick"}


@cache
def _games() -> tuple[NateraGame, ...]:
    """Positions every ~25 actions of three seeded games of random legal actions (2 seats;
    4 with the draft, the expansion and picked tribes; 3), their ends included."""
    out = []
    for n, seed, opts in ((2, 1, {}), (4, 2, EVERYTHING), (3, 3, {"draft": True})):
        g = NateraGame.new("natera", SEATS[:n], seed, dict(opts))
        rng = random.Random(seed)
        k = 0
        while not g.over:
            seat = rng.choice(g.awaiting())
            g.play(seat, rng.choice(g.legal_actions(seat)))
            k += 1
            if k % 25 == 0 or g.over:
                out.append(restore(g.to_dict()))
    return tuple(out)


def _check(view) -> None:
    check_type(view, NateraView, collection_check_strategy=CollectionCheckStrategy.ALL_ITEMS)


def test_the_engine_declares_its_view_type():
    assert NateraGame.view_type is NateraView


def test_every_view_is_a_natera_view():
    views = [g.view(seat) for g in _games() for seat in [None, *g.seats]]
    assert len(views) > 40
    for view in views:
        _check(view)
    kinds = {v["decision"]["step"]["kind"] for v in views if v["decision"]}
    assert len(kinds) >= 3                      # decisions of several kinds were checked


def test_the_check_refuses_a_view_a_key_short_or_one_holding_joined_text():
    view = _games()[len(_games()) // 2].view("ann")
    _check(view)
    del view["players"][-1]["seat"]
    with pytest.raises(TypeCheckError):
        _check(view)
    view = _games()[len(_games()) // 2].view("ann")
    loc = next(x for x in view["locations"] if x["revealed"])
    loc["text"] = "gain food 2; draw 1"          # an effect as joined text, as views once had it
    with pytest.raises(TypeCheckError):
        _check(view)


def test_effects_in_the_view_are_the_datas_steps():
    """A location's effect, a specialist's reward and a science space in the view are the
    steps the data holds, kind and words, so no reader parses text."""
    c = components()
    game = _games()[0]
    view = game.view("ann")
    for loc in view["locations"]:
        if loc["revealed"]:
            assert loc["text"] == [s.view() for s in c.locations[loc["tile"]].effect]
    for spec in view["specialist_row"]:
        assert [(s["kind"], s["args"]) for s in spec["reward"]] == \
            [(s.kind, list(s.args)) for s in c.specialists[spec["id"]].reward]
    oneof = parse_step("oneof gain endurance 3 | any 2").view()
    assert oneof == {"kind": "oneof", "args": [],
                     "alternatives": [{"kind": "gain", "args": ["endurance", "3"]},
                                      {"kind": "any", "args": ["2"]}]}


def test_every_step_kind_is_whole():
    """Each entry of the table is one kind: a step that asks answers what it lists, and a wrong
    answer names a rule the rulebook has; every kind the data uses is in the table."""
    rules = set(rulebook.ids("natera"))
    for kind, entry in STEPS.items():
        assert entry.rule in rules, kind
        assert (entry.options is None) == (entry.answer is None) == (not entry.answers), kind
        assert entry.options or entry.auto or kind == "pay", kind   # pay is paid before steps queue
    c = components()
    used = {s.kind for loc in c.locations.values() for s in loc.effect}
    used |= {s.kind for card in c.cards.values() for s in card.effect}
    used |= {s.kind for t in c.tribes.values() for s in (*t.setup, *t.rest)}
    used |= {s.kind for b in c.science.values() for side in b.values() for sp in side.spaces.values() for s in sp}
    assert used <= set(STEPS) and {"reptile", "turtle", "search", "copy", "oneof"} <= used
