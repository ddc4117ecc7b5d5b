"""Learning as you play (issue #11), through discord.py's real dispatch: ``/game hint``
(private, the AI's move and why, a button to play it, logged so the game says so, off
with ``hints:off``) and ``/game new tutorial:true`` (the user against the AI, each kind of
decision explained once, privately, in the user's language)."""

from __future__ import annotations

import random

import pytest

from bot import l10n
from bot.ai import choose
from bot.learning import tutorial_line
from bot.rules import create
from tests.discord_harness import CHANNEL_ID, USERS
from tests.test_discord_hardening import one_private_sentence, sent, started, state
from tests.test_why_not import waiting_and_other


async def kinds(h) -> list[str]:
    row = await h.bot.tables.find(CHANNEL_ID)
    return [e["kind"] for e in await h.bot.store.actions(row.id, limit=10_000)]


# -- /game hint ---------------------------------------------------------------------------------
async def test_a_hint_is_private_legal_explained_logged_and_playable(harness):
    await started(harness)
    player, _ = await waiting_and_other(harness)
    row = await harness.bot.tables.current(CHANNEL_ID)
    legal = await harness.bot.tables.legal(CHANNEL_ID, USERS[player])
    calls = await harness.slash(player, "game hint")
    [reply] = sent(calls)
    assert reply.private and reply.content.startswith("The AI would play: **")
    move, reason = reply.content.split("\n", 1)
    assert reason.strip() and "\n" not in reason.strip()
    [button] = [c for c in reply.custom_ids if c.startswith("cf:h:")]     # the hint's own button
    assert not [c for c in calls if c.posted]
    after = await harness.bot.tables.current(CHANNEL_ID)
    assert after.version == row.version and after.state == row.state      # a hint changes no game
    assert (await kinds(harness))[-1] == "hint"
    assert len(legal) > 1

    hinted = (await harness.bot.tables.hint(CHANNEL_ID, USERS[player]))[1].action
    assert hinted in legal
    await harness.click(player, button, source=reply)
    assert (await harness.bot.tables.current(CHANNEL_ID)).version > row.version
    plays = await harness.bot.store.actions(row.id, newest_first=True, limit=1, plays_only=True)
    assert plays[0]["action"] == hinted and plays[0]["user_id"] == USERS[player]


async def test_the_next_hand_over_tells_the_channel_a_hint_was_used(harness):
    await started(harness)
    player, _ = await waiting_and_other(harness)
    await harness.slash(player, "game hint")
    for _ in range(12):     # play the hinted moves until the turn passes
        row = await harness.bot.tables.current(CHANNEL_ID)
        if USERS[player] not in harness.bot.tables.awaited_users(row):
            break
        found = await harness.bot.tables.hint(CHANNEL_ID, USERS[player])
        calls = await harness.slash(player, "natives act", action=found[1].action)
    posts = [c for c in calls if c.posted]
    row = await harness.bot.tables.current(CHANNEL_ID)
    used = await harness.bot.tables.hints_used(row)
    assert used == {row.seat_of(USERS[player]).name: len([k for k in await kinds(harness) if k == "hint"])}
    assert sum(used.values()) >= 2
    # said once, with the count (issue 17, point 18), not once per hint
    [(seat, n)] = used.items()
    assert sum(c.content.count(f"{seat} asked the AI for {n} hints.") for c in posts) == 1
    assert not any("asked the AI for a hint" in c.content for c in posts)


async def test_a_hint_for_someone_not_awaited_or_at_a_table_without_hints_is_refused(harness):
    await started(harness)
    _, idle = await waiting_and_other(harness)
    before = await state(harness)
    text = one_private_sentence(await harness.slash(idle, "game hint"))
    assert text == "The game is not waiting for you, so there is no move to hint at."
    assert await state(harness) == before
    assert "hint" not in await kinds(harness)


async def test_hints_off_is_kept_from_the_engine_and_refuses_hints(harness):
    await harness.slash("ann", "game new", title="natives", hints=False)
    await harness.slash("bob", "game join")
    await harness.slash("ann", "game start")
    row = await harness.bot.tables.current(CHANNEL_ID)
    assert row.settings == {"hints": False} and row.options == {} and "table" not in row.state["options"]
    player, _ = await waiting_and_other(harness)
    text = one_private_sentence(await harness.slash(player, "game hint", locale="es-ES"))
    assert text.startswith("Las pistas están desactivadas")
    assert await harness.bot.tables.replay(row) == create("natives", [s.name for s in row.seats], row.seed,
                                                          row.options)


# -- the tutorial ------------------------------------------------------------------------------
def private_lines(calls) -> list[str]:
    return [line for c in sent(calls) if c.private for line in c.content.split("\n")]


@pytest.mark.parametrize("locale", ["en-US", "es-ES"])
async def test_a_tutorial_seats_the_user_against_the_ai_and_explains_each_step_once(harness, locale):
    calls = await harness.slash("ann", "game new", title="uluk", tutorial=True, locale=locale)
    row = await harness.bot.tables.current(CHANNEL_ID)
    assert row.status == "active" and len(row.seats) == 2 and row.seats[1].ai
    assert [c for c in calls if c.posted and c.files], "the table is posted for the channel"
    lines = private_lines(calls)
    first = tutorial_line("uluk", "place", locale)
    assert f"📘 {first}" in lines
    assert (first != tutorial_line("uluk", "place", "en")) == (locale == "es-ES")
    assert any(line.startswith(("Your first game", "Tu primera partida")) for line in lines)

    explained = {"place"}
    for _ in range(40):
        row = await harness.bot.tables.current(CHANNEL_ID)
        if row.status != "active" or len(explained) >= 3:
            break
        legal = await harness.bot.tables.legal(CHANNEL_ID, USERS["ann"])
        if not legal:
            break
        calls = await harness.slash("ann", "uluk act", action=legal[0], locale=locale)
        shown = [line for line in private_lines(calls) if line.startswith("📘")]
        assert len(shown) <= 1
        if shown:
            step = next(p for p in ("place", "shaman", "process", "feed")
                        if shown[0] == f"📘 {tutorial_line('uluk', p, locale)}")
            assert step not in explained, f"{step} explained twice"
            explained.add(step)
    assert len(explained) >= 2, explained
    logged = [e["action"] for e in await harness.bot.store.actions(row.id, limit=10_000) if e["kind"] == "tutorial"]
    assert sorted(logged) == sorted(f"explain {p}" for p in explained)


async def test_a_tutorial_in_a_thread_is_refused_and_opens_nothing(harness):
    text = one_private_sentence(await harness.slash("ann", "game new", title="natives", tutorial=True, thread=True))
    assert "tutorial" in text
    assert await harness.bot.tables.find(CHANNEL_ID) is None


CONFIGURATIONS = [("natives", 3, {"expansions": ["soul-of-the-prairie", "seasons", "strangers"]}),
                  ("inuit", 2, None), ("uluk", 2, None), ("natera", 3, None), ("wendake", 2, None)]


@pytest.mark.parametrize(("title", "players", "options"), CONFIGURATIONS)
def test_every_step_a_player_meets_has_its_own_tutorial_line_in_every_language(title, players, options):
    steps = set()
    for seed in range(2):
        game, rng = create(title, [f"P{i}" for i in range(players)], seed, options), random.Random(seed)
        while not game.over:
            seat = game.awaiting()[0]
            steps.add(game.phase(seat))
            game.play(seat, choose(game, seat, rng))
    for lang in l10n.languages():
        default = tutorial_line(title, "no-such-step", lang)
        missing = sorted(s for s in steps if tutorial_line(title, s, lang) == default)
        assert not missing, f"{title} [{lang}] has no line for {missing}"


async def test_a_hint_asked_in_spanish_is_in_spanish(harness):
    await started(harness)
    player, _ = await waiting_and_other(harness)
    [reply] = sent(await harness.slash(player, "game hint", locale="es-ES"))
    move, reason = reply.content.split("\n", 1)
    assert move.startswith("La IA jugaría: **")
    english = (await harness.bot.tables.hint(CHANNEL_ID, USERS[player], "en-US"))[1].reason
    assert reason != english


async def test_hints_off_in_a_thread_opens_the_table_there(harness):
    calls = await harness.slash("ann", "game new", title="natives", hints=False, thread=True)
    assert not [c for c in sent(calls) if c.private and "Unknown option" in c.content]
    [thread_id] = {c.channel_id for c in calls if c.path.endswith("/messages") and c.channel_id != CHANNEL_ID}
    row = await harness.bot.tables.find(thread_id)
    assert row is not None and row.settings == {"hints": False} and row.options == {}


async def test_a_tutorial_opened_with_hints_off_keeps_them_off(harness):
    await harness.slash("ann", "game new", title="natives", tutorial=True, hints=False)
    row = await harness.bot.tables.current(CHANNEL_ID)
    assert row.settings["hints"] is False and row.settings["tutorial"] and row.options == {}
    assert "Hints are off" in one_private_sentence(await harness.slash("ann", "game hint"))
