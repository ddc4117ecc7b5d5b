"""Each title speaks its own theme everywhere (issue 17, point 15): Inuit is the prairie
engine with another theme, and its refusals, menus and hints must not say Natives' words
(a tribe of natives on the prairie); Uluk's menus speak of tribers."""

from __future__ import annotations

import random
import re

import pytest

from bot.ai.hints import hint
from bot.rules import create
from cogs.common import PROMPTS, placeholder
from tests.discord_harness import CHANNEL_ID, USERS

NATIVES_WORDS = re.compile(r"\b(natives?|tribe|prairie|rituals?|scalps?|professions?)\b", re.IGNORECASE)


async def start(harness, title: str) -> str:
    await harness.slash("ann", "game new", title=title)
    await harness.slash("bob", "game join")
    await harness.slash("ann", "game start")
    row = await harness.bot.tables.current(CHANNEL_ID)
    [uid] = harness.bot.tables.awaited_users(row)
    return next(name for name, i in USERS.items() if i == uid)


async def test_inuit_take_refusal_names_inuit_cards_and_occupations(harness):
    who = await start(harness, "inuit")
    calls = await harness.slash(who, "inuit take", profession="elder", cards="2")
    [said] = [c for c in calls if c.content]
    assert said.private and "adult-" in said.content and "Whaler" in said.content, said.content
    assert "man-bear" not in said.content and "food" not in said.content


async def test_an_unknown_profession_is_refused_as_one_not_as_a_count(harness):
    who = await start(harness, "natives")
    before = (await harness.bot.tables.current(CHANNEL_ID)).version
    calls = await harness.slash(who, "natives take", profession="wizard", cards="2")
    [said] = [c for c in calls if c.content]
    assert said.private and "'wizard' is not a profession" in said.content, said.content
    assert (await harness.bot.tables.current(CHANNEL_ID)).version == before


def test_menus_speak_each_titles_words():
    assert str(placeholder("inuit", ["place adult-raven elder"])) == "Place an Inuit…"
    assert str(placeholder("uluk", ["place uluk"])) == "Place a triber…"
    assert str(placeholder("natives", ["place man-bear elder"])) == "Place a native…"
    prompts = {title: [str(placeholder(title, [f"{verb} x"])) for verb in verbs] for title, verbs in PROMPTS.items()}
    assert not any(NATIVES_WORDS.search(p) for p in prompts["inuit"])
    assert not any("native" in p for title in ("uluk", "natera", "wendake") for p in prompts[title])


@pytest.mark.parametrize("seed", range(6))
def test_inuit_hints_never_say_natives_words(seed):
    game = create("inuit", seats=["ann", "bob", "cy"], seed=seed)
    rng = random.Random(seed)
    said = 0
    while not game.over and said < 40:
        seat = game.awaiting()[0]
        reason = hint(game, seat, "en", random.Random(seed)).reason
        assert not NATIVES_WORDS.search(reason.split(":", 1)[1]), reason
        said += 1
        game.play(seat, rng.choice(game.legal_actions(seat)))


@pytest.mark.parametrize("title, options, steps", [
    ("uluk", None, {"process", "feed"}), ("natera", {"draft": True}, {"side", "keep", "draft"})])
def test_a_seat_that_has_decided_in_an_all_at_once_step_is_told_so(title, options, steps):
    """Issue 17, point 19: in a step where everyone decides at once, a seat that has made its
    choice heard "It is not your turn" while the others still decide."""
    from bot.rules import IllegalAction

    game = create(title, seats=["ann", "bob", "cy"], seed=4, options=options)
    rng = random.Random(4)
    told = 0
    for _ in range(400):
        if game.over:
            break
        waiting = game.awaiting()
        step = game.state["step"]["name"]
        done = [s for s in game.state["seats"] if s not in waiting]
        if step in steps and done and waiting and not game.state.get("queue"):
            with pytest.raises(IllegalAction) as refused:
                game.play(done[0], "done")
            assert str(refused.value).startswith("You have made your choice for this step"), str(refused.value)
            assert refused.value.rule == "turn"
            told += 1
        seat = waiting[0]
        game.play(seat, rng.choice(game.legal_actions(seat)))
    assert told
