"""Issue 16, points 7 to 10, through discord.py's real dispatch on the real store.

7. a join racing a tutorial never gets into it (the tutorial opens, seats the AI and starts in
   one transaction); 8. a channel the bot may not post in, or a post Discord refuses (403, 404,
   429 after its retries), is one private sentence, never a traceback; 9. a hint's button in a
   simultaneous step stays good while the move is still the seat's to make; a control id the bot
   does not know is answered; thread names are cleaned like seat names; 10. Natera's draft and
   tribe options open from ``/game new``, Wendake's status names its year, and a tutorial with
   hints off never mentions ``/game hint``.
"""

from __future__ import annotations

import asyncio
import logging
import random

import pytest

from bot import rulebook
from bot.learning import tutorial_line
from bot.offline import BOT_PERMISSIONS
from bot.tables import seat_name
from cogs.guard import DISCORD_REFUSED, UNKNOWN_CONTROL
from tests.discord_harness import CHANNEL_ID, USERS
from tests.test_discord_hardening import one_private_sentence, sent
from tests.test_discord_replay import finished_game

SEND_MESSAGES, ATTACH_FILES = 1 << 11, 1 << 15


@pytest.fixture
def failures(caplog):
    """Errors that reached the log (a traceback of ours, or discord.py's 'Ignoring exception')."""
    caplog.set_level(logging.WARNING)
    yield lambda: [r for r in caplog.records if r.levelno >= logging.ERROR]


# -- 7. a join racing a tutorial ------------------------------------------------------------------
@pytest.mark.parametrize("join_first", [False, True])
async def test_a_join_racing_a_tutorial_never_gets_a_seat_in_it(harness, failures, join_first):
    for attempt in range(3):
        channel = str(int(CHANNEL_ID) + 100 + attempt)
        tutorial = harness.slash("ann", "game new", title="natives", tutorial=True, channel=channel)
        join = harness.slash("bob", "game join", channel=channel)
        await asyncio.gather(*((join, tutorial) if join_first else (tutorial, join)))
        row = await harness.bot.tables.current(channel)
        assert row.status == "active", attempt
        assert [s.user_id for s in row.seats] == [USERS["ann"], None], (attempt, row.seats)
        assert row.seats[1].ai
    assert not failures()


# -- 8. a channel the bot may not post in -----------------------------------------------------------
def private_only(calls) -> list[str]:
    """What the user was told: every message private (nothing posted for the channel here)."""
    messages = [c for c in calls if c.method in ("POST", "PATCH") and c.payload and c.content]
    assert all(c.private for c in messages if c.channel_id is None), [(c.kind, c.content[:60]) for c in messages]
    return [c.content for c in messages if c.private]


async def test_a_table_in_a_thread_where_the_bot_may_not_post_in_the_channel_is_told_privately(harness, failures):
    payload = harness._base(2, "ann", harness.command_data("game new", {"title": "natives", "thread": True}))
    payload["app_permissions"] = str(BOT_PERMISSIONS & ~SEND_MESSAGES)     # threads yes, the channel no
    calls = await harness._dispatch(payload)
    [thread] = list(harness.threads)
    assert (await harness.bot.tables.find(thread)).title == "natives"
    assert not [c for c in calls if c.channel_id == CHANNEL_ID], "no announcement Discord would refuse"
    assert [c for c in calls if c.channel_id == thread and "opens a table" in c.content]
    [told] = private_only(calls)
    assert f"<#{thread}>" in told and "Something went wrong" not in told
    assert not failures()


@pytest.mark.parametrize("status", [403, 404, 429])
async def test_an_announcement_discord_refuses_after_the_commit_is_one_private_sentence(harness, failures, status):
    if status == 404:
        harness.gone_channels.add(CHANNEL_ID)
    else:
        harness.refused[f"/channels/{CHANNEL_ID}/messages"] = status
    calls = await harness.slash("ann", "game new", title="natives", thread=True)
    [thread] = list(harness.threads)
    assert (await harness.bot.tables.find(thread)) is not None
    [told] = private_only(calls)
    assert f"<#{thread}>" in told and "Something went wrong" not in told
    assert not failures()


async def test_a_thread_discord_will_not_open_is_one_private_sentence_and_opens_nothing(harness, failures):
    harness.refused[f"/channels/{CHANNEL_ID}/threads"] = 429
    calls = await harness.slash("ann", "game new", title="natives", thread=True)
    assert not harness.threads and await harness.bot.tables.find(CHANNEL_ID) is None
    text = one_private_sentence(calls)
    assert "thread" in text and "Something went wrong" not in text
    assert not failures()


@pytest.mark.parametrize("status", [403, 429])
async def test_a_public_replay_discord_refuses_is_one_private_sentence(harness, failures, status):
    await finished_game(harness)
    harness.refused[f"/channels/{CHANNEL_ID}/messages"] = status
    calls = await harness.slash("cy", "game replay", public=True)
    [told] = private_only(calls)
    assert "replay" in told and "Something went wrong" not in told
    assert not failures()


async def test_a_stalled_seat_button_whose_table_discord_refuses_is_one_private_sentence(harness, failures):
    """The stalled-game buttons change a seat (committed), then post the table: the same path
    as every other table post, so a refusal is told privately (it used to be an 'Ignoring
    exception' traceback, and the public 'thinking…' stayed)."""
    await harness.slash("ann", "game new", title="natives")
    await harness.slash("bob", "game join")
    await harness.slash("ann", "game start")
    row = await harness.bot.tables.current(CHANNEL_ID)
    [waiting] = harness.bot.tables.awaited_users(row)
    seat = row.seat_of(waiting).name
    harness.oversized = True          # Discord refuses the table's pictures
    calls = await harness.click("mod", f"cf:st:{row.id}:autopilot:{seat}")
    harness.oversized = False
    assert (await harness.bot.tables.current(CHANNEL_ID)).seat_named(seat).autopilot
    told = [c.content for c in calls if c.private and c.content]
    assert told and "/game status" in told[-1]
    assert not [c for c in calls if c.posted and not c.files and "thinking" in c.content.lower()]
    assert not failures()


@pytest.mark.parametrize("command", ["game autopilot", "game drop"])
async def test_a_seat_change_the_bot_could_not_post_is_refused_before_it_is_committed(harness, failures, command):
    await harness.slash("ann", "game new", title="natives")
    await harness.slash("bob", "game join")
    await harness.slash("cy", "game join")
    await harness.slash("ann", "game start")
    row = await harness.bot.tables.current(CHANNEL_ID)
    seat = row.seat_of(harness.bot.tables.awaited_users(row)[0]).name
    payload = harness._base(2, "mod", harness.command_data(command, {"seat": seat}))
    payload["app_permissions"] = str(BOT_PERMISSIONS & ~ATTACH_FILES)
    text = one_private_sentence(await harness._dispatch(payload))
    assert "Attach Files" in text
    after = await harness.bot.tables.current(CHANNEL_ID)
    assert after.version == row.version and after.seat_named(seat) == row.seat_named(seat)
    assert not failures()


async def test_a_send_discord_refuses_that_no_command_caught_is_its_sentence_not_a_traceback(harness, failures):
    await harness.slash("ann", "game new", title="natives")
    await harness.slash("bob", "game join")
    await harness.slash("ann", "game start")
    harness.oversized = True          # /game status's table picture is refused (413)
    calls = await harness.slash("bob", "game status")
    harness.oversized = False
    told = [c.content for c in calls if c.content and not c.files]
    assert told == [DISCORD_REFUSED]
    assert not failures()


# -- 9c. thread names are cleaned like seat names ------------------------------------------------------
HOSTILE = "\u202eAnn\u200b\x07 @everyone <@&5> " + "x" * 120


async def test_a_game_thread_is_named_with_the_cleaned_seat_names_not_the_raw_display_names(harness):
    payload = harness._base(2, "ann", harness.command_data("game new", {"title": "natives", "thread": True}))
    payload["member"]["user"]["global_name"] = HOSTILE
    await harness._dispatch(payload)
    [thread] = list(harness.threads)
    seat = (await harness.bot.tables.find(thread)).seats[0].name
    assert seat == seat_name(HOSTILE, [])
    assert harness.threads[thread]["name"] == f"Natives · {seat}"
    name = harness.threads[thread]["name"]
    assert not {"\u202e", "\u200b", "\x07", "@", "<", ">"} & set(name) and len(name) <= 100


# -- 9b. a control id the bot does not know is answered ------------------------------------------------
@pytest.mark.parametrize("custom_id", [
    "cf:rule:natives:NOT A RULE",          # a Rule button outside its pattern
    "cf:rule:natives:" + "a" * 90,         # too long for the pattern
    "cf:a:1:notanumber:take corn",          # an action button outside its pattern
    "cf:zz:1",                              # a prefix the bot never made
    "no-prefix-at-all",
])
async def test_a_control_id_that_matches_no_template_gets_one_private_sentence(harness, failures, custom_id):
    text = one_private_sentence(await harness.click("ann", custom_id))
    assert text == UNKNOWN_CONTROL
    assert not failures()


async def test_a_known_control_is_still_answered_once(harness, failures):
    rule = next(iter(rulebook.ids("natives")))
    text = one_private_sentence(await harness.click("ann", f"cf:rule:natives:{rule}"))
    assert text != UNKNOWN_CONTROL
    assert not failures()


# -- 9a. a hint's button in a simultaneous step -----------------------------------------------------------
async def simultaneous_step(h) -> tuple[str, str]:
    """An Uluk game of Ann and Bob played on until both decide at once: (one of them, the other)."""
    await h.slash("ann", "game new", title="uluk")
    await h.slash("bob", "game join")
    await h.slash("ann", "game start")
    tables, rng = h.bot.tables, random.Random(4)
    for _ in range(400):
        waiting = tables.awaited_users(await tables.current(CHANNEL_ID))
        if len(waiting) > 1:
            return h.name_of(waiting[0]), h.name_of(waiting[1])
        await tables.act(CHANNEL_ID, waiting[0], rng.choice(await tables.legal(CHANNEL_ID, waiting[0])))
    raise AssertionError("no simultaneous step reached")


async def plays_of(h, user: str, after: int = 0) -> list[str]:
    row = await h.bot.tables.current(CHANNEL_ID)
    return [e["action"] for e in await h.bot.store.actions(row.id, after=after, plays_only=True)
            if e["user_id"] == USERS[user]]


async def hint_button(h, user: str):
    [reply] = [c for c in sent(await h.slash(user, "game hint")) if c.custom_ids]
    [button] = reply.custom_ids
    row = await h.bot.tables.current(CHANNEL_ID)
    [last] = await h.bot.store.actions(row.id, newest_first=True, limit=1)
    return reply, button, (await h.bot.tables.hint(CHANNEL_ID, USERS[user]))[1].action, last["seq"]


async def test_a_hint_button_in_a_simultaneous_step_plays_after_another_seat_moved(harness, failures):
    ann, bob = await simultaneous_step(harness)
    reply, button, hinted, seq = await hint_button(harness, ann)
    other = await harness.bot.tables.legal(CHANNEL_ID, USERS[bob])
    await harness.slash(bob, "uluk act", action=other[0])              # the table's version moves on
    assert await plays_of(harness, bob, seq)
    calls = await harness.click(ann, button, source=reply)
    assert await plays_of(harness, ann, seq) == [hinted], [c.content for c in sent(calls)]
    # the same button again: the seat has moved since the hint, so it is stale, legal or not
    text = one_private_sentence(await harness.click(ann, button, source=reply))
    assert "earlier turn" in text
    assert await plays_of(harness, ann, seq) == [hinted]
    assert not failures()


async def test_two_presses_of_one_hint_button_in_a_simultaneous_step_play_once(harness, failures):
    ann, bob = await simultaneous_step(harness)
    reply, button, hinted, seq = await hint_button(harness, ann)
    await harness.slash(bob, "uluk act", action=(await harness.bot.tables.legal(CHANNEL_ID, USERS[bob]))[0])
    await asyncio.gather(harness.click(ann, button, source=reply), harness.click(ann, button, source=reply))
    assert await plays_of(harness, ann, seq) == [hinted]
    assert not failures()


async def test_a_hint_button_of_a_one_seat_turn_is_still_refused_once_the_table_moved(harness, failures):
    await harness.slash("ann", "game new", title="natives")
    await harness.slash("bob", "game join")
    await harness.slash("ann", "game start")
    row = await harness.bot.tables.current(CHANNEL_ID)
    [uid] = harness.bot.tables.awaited_users(row)
    player = harness.name_of(uid)
    reply, button, hinted, seq = await hint_button(harness, player)
    await harness.slash(player, "natives act", action=hinted)          # played by hand: the button is old
    text = one_private_sentence(await harness.click(player, button, source=reply))
    assert "earlier turn" in text
    assert await plays_of(harness, player, seq) == [hinted]
    assert not failures()


# -- 10. Natera's options, every status names its progress, a tutorial without hints ----------------------
async def test_natera_draft_and_tribe_options_open_from_game_new(harness, failures):
    calls = await harness.slash("ann", "game new", title="natera", draft=True, tribes="pick",
                                expansions="nuclear-discovery")
    assert [c for c in sent(calls) if "opens a table of Natera" in c.content]
    row = await harness.bot.tables.find(CHANNEL_ID)
    assert row.options == {"draft": True, "tribes": "pick", "expansions": ["nuclear-discovery"]}
    await harness.slash("bob", "game join")
    await harness.slash("ann", "game start")
    row = await harness.bot.tables.current(CHANNEL_ID)
    assert row.state["options"]["draft"] is True and row.state["options"]["tribes"] == "pick"
    first = harness.bot.tables.awaited_users(row)[0]
    assert any(a.startswith("tribe ") for a in await harness.bot.tables.legal(CHANNEL_ID, first))
    assert not failures()


async def test_wendake_tribes_draft_opens_from_game_new_and_a_title_without_the_option_refuses_it(harness):
    await harness.slash("ann", "game new", title="wendake", tribes="draft")
    assert (await harness.bot.tables.find(CHANNEL_ID)).options == {"tribes": "draft"}
    other = str(int(CHANNEL_ID) + 7)
    text = one_private_sentence(await harness.slash("ann", "game new", title="natives", draft=True, channel=other))
    assert "draft" in text and await harness.bot.tables.find(other) is None
    text = one_private_sentence(await harness.slash("ann", "game new", title="natera", tribes="draft", channel=other))
    assert "pick" in text and await harness.bot.tables.find(other) is None


@pytest.mark.parametrize("title", ["natives", "inuit", "wendake", "uluk", "natera"])
@pytest.mark.parametrize("locale", ["en-US", "es-ES"])
async def test_every_status_line_names_the_games_progress_without_a_placeholder(harness, title, locale):
    await harness.slash("ann", "game new", title=title)
    await harness.slash("bob", "game join")
    start = await harness.slash("ann", "game start")
    status = await harness.slash("bob", "game status", locale=locale, guild_locale=locale)
    lines = [line for c in sent(start) + sent(status) if c.posted for line in c.content.split("\n")]
    assert lines and not [line for line in lines if "?" in line or "None" in line], lines
    line = next(line for c in sent(status) for line in c.content.split("\n") if "Wendake" in line
                or "waiting for" in line or "esperando a" in line)
    if title == "wendake":
        assert ("year 1 of 7" if locale == "en-US" else "año 1 de 7") in line, line


@pytest.mark.parametrize("hints", [True, False])
@pytest.mark.parametrize("locale", ["en-US", "es-ES"])
async def test_a_tutorial_mentions_game_hint_only_when_hints_are_on(harness, hints, locale):
    calls = await harness.slash("ann", "game new", title="uluk", tutorial=True, hints=hints, locale=locale)
    said = " ".join(c.content for c in sent(calls) if c.private)
    assert said.startswith(("Your first game", "Tu primera partida"))
    assert ("/game hint" in said) == hints, said
    for phase in ("place", "no-such-step"):
        assert ("/game hint" in tutorial_line("uluk", phase, locale, hints=hints)) == (hints and phase != "place")
