"""Hostile input through discord.py's real dispatch (issue 8, the Discord points).

Every refusal is private and changes nothing; no message can ping @everyone, @here or a
role, whatever the players are called; overlong or malformed options get one sentence
(never Discord's 400, never a traceback); a control acts only on its own game; the bot
checks it may post before it commits; commands outside a server are refused.
"""

from __future__ import annotations

import logging

import pytest

from bot.offline import BOT_PERMISSIONS
from tests.discord_harness import CHANNEL_ID, USERS, Harness

MESSAGE_LIMIT = 2000


def sent(calls) -> list:
    """The calls that carry a message (not the deferrals' bare acknowledgements nor deletions)."""
    return [c for c in calls if c.method in ("POST", "PATCH") and c.payload and
            (c.data.get("content") or c.files or c.data.get("components"))]


def one_private_sentence(calls) -> str:
    """The single message a refused command produced: private, short, and nothing public."""
    messages = sent(calls)
    assert len(messages) == 1, [(c.kind, c.content[:60]) for c in messages]
    [message] = messages
    assert message.private, (message.kind, message.content)
    assert 0 < len(message.content) < MESSAGE_LIMIT
    assert not [c for c in calls if c.posted]
    return message.content


@pytest.fixture
def failures(caplog):
    """Errors that reached the log: a refusal must never be one."""
    caplog.set_level(logging.ERROR)
    yield lambda: [r for r in caplog.records if r.levelno >= logging.ERROR]


async def started(h: Harness, players=("ann", "bob")) -> None:
    await h.slash(players[0], "game new", title="natives")
    for p in players[1:]:
        await h.slash(p, "game join")
    await h.slash(players[0], "game start")


async def state(h: Harness):
    row = await h.bot.tables.find(CHANNEL_ID)
    return (row.status, row.version, row.state, [s.to_json() for s in row.seats]) if row else None


async def awaited(h: Harness) -> str:
    row = await h.bot.tables.current(CHANNEL_ID)
    [uid] = h.bot.tables.awaited_users(row)
    return next(name for name, i in USERS.items() if i == uid)


# -- 1. refusals are private ------------------------------------------------------------------
@pytest.mark.parametrize("who, command, why", [
    ("bob", "game start", "Only the host"),
    ("eve", "game undo", "not seated"),
    ("eve", "game resign", "not seated"),
])
async def test_refusals_of_table_commands_stay_private(harness, failures, who, command, why):
    await harness.slash("ann", "game new", title="natives")
    await harness.slash("bob", "game join")
    if command != "game start":
        await harness.slash("ann", "game start")
    before = await state(harness)
    text = one_private_sentence(await harness.slash(who, command))
    assert why in text
    assert await state(harness) == before and not failures()


async def test_undo_with_nothing_to_undo_and_a_second_start_stay_private(harness, failures):
    await started(harness)
    before = await state(harness)
    assert "nothing to undo" in one_private_sentence(await harness.slash(await awaited(harness), "game undo"))
    assert "already started" in one_private_sentence(await harness.slash("ann", "game start"))
    assert await state(harness) == before and not failures()


async def test_a_successful_start_is_public(harness):
    await harness.slash("ann", "game new", title="natives")
    await harness.slash("bob", "game join")
    calls = await harness.slash("ann", "game start")
    [table] = [c for c in sent(calls) if c.posted]
    assert not table.private and table.files
    assert all(c.private for c in sent(calls) if not c.posted)


# -- 2. no ping from a name -------------------------------------------------------------------
HOSTILE = {"ann": "@everyone", "bob": "<@&910000000000000001>", "cy": "@here"}


def assert_cannot_ping_the_server(calls) -> None:
    for call in sent(calls):
        allowed = call.data.get("allowed_mentions")
        assert allowed is not None, (call.kind, call.content)      # the client default is always sent
        assert "everyone" not in allowed.get("parse", []) and "roles" not in allowed.get("parse", [])
        assert not allowed.get("roles")
        assert {str(u) for u in allowed.get("users", [])} <= set(USERS.values())
        assert "@everyone" not in call.content and "@here" not in call.content
        assert "<@&" not in call.content


async def test_no_message_can_ping_everyone_here_or_a_role_whatever_the_names(harness):
    harness.global_name = lambda name: HOSTILE.get(name, name.capitalize())
    calls = []
    calls += await harness.slash("ann", "game new", title="natives")
    calls += await harness.slash("bob", "game join")
    calls += await harness.slash("cy", "game join")
    calls += await harness.slash("ann", "game status")
    calls += await harness.slash("ann", "game start")
    calls += await harness.slash("ann", "game status")
    first = await awaited(harness)
    other = next(p for p in ("ann", "bob", "cy") if p != first)
    calls += await harness.slash(other, "game nudge")
    row = await harness.bot.tables.current(CHANNEL_ID)
    seat = row.seat_of(USERS[first]).name
    calls += await harness.slash("mod", "game autopilot", seat=seat)
    calls += await harness.slash("ann", "game log")
    assert len(sent(calls)) >= 8
    assert_cannot_ping_the_server(calls)
    names = [s.name for s in (await harness.bot.tables.current(CHANNEL_ID)).seats]
    assert all("@" not in n and "<" not in n for n in names), names


async def test_a_mention_pings_only_the_player_it_means(harness):
    await started(harness)
    calls = await harness.slash("ann", "game status")
    first = await awaited(harness)
    other = "bob" if first == "ann" else "ann"
    calls = await harness.slash(other, "game nudge")
    [message] = sent(calls)
    assert [str(u) for u in message.data["allowed_mentions"]["users"]] == [USERS[first]]


# -- 3. long input ----------------------------------------------------------------------------
LONG = "x" * 4000


@pytest.mark.parametrize("path, options", [
    ("natives act", {"action": LONG}),
    ("natives take", {"profession": LONG}),
    ("natives take", {"profession": "farmer", "cards": LONG}),
    ("uluk place", {"space": LONG}),
    ("uluk act", {"action": LONG}),
    ("game drop", {"seat": LONG}),
    ("game replace", {"seat": LONG, "member": USERS["eve"]}),
    ("game autopilot", {"seat": LONG}),
    ("game remind", {"time": LONG}),
    ("game remind", {"timezone": LONG}),
    ("game new", {"title": "natives", "expansions": LONG}),
    ("game new", {"title": "natives", "seasons": LONG}),
    ("me reminders", {"away_until": LONG}),
    ("me reminders", {"quiet": LONG}),
])
async def test_overlong_options_get_one_short_private_sentence(harness, failures, path, options):
    await started(harness)
    before = await state(harness)
    calls = await harness.slash("ann", path, **options)
    text = one_private_sentence(calls)
    assert "too long" in text and LONG[:100] not in text
    assert await state(harness) == before and not failures()


async def test_every_string_option_declares_a_max_length(harness):
    payload = [c.to_dict(harness.bot.tree) for c in harness.bot.tree.get_commands()]

    def options(node):
        for option in node.get("options", []):
            if option["type"] in (1, 2):
                yield from options(option)
            else:
                yield option
    strings = [o for c in payload for o in options(c) if o["type"] == 3]
    assert strings and all(0 < o.get("max_length", 0) <= 300 for o in strings), \
        [o["name"] for o in strings if not o.get("max_length")]


async def test_a_refusal_quotes_user_text_only_shortened(harness, failures):
    await started(harness)
    first = await awaited(harness)
    text = one_private_sentence(await harness.slash(first, "natives act", action="y" * 290))
    assert "y" * 60 not in text and len(text) < 400 and not failures()


# -- 4. malformed input -------------------------------------------------------------------------
@pytest.mark.parametrize("path, options, says", [
    ("me reminders", {"timezone": "Europe/" + "x" * 80}, "not a timezone"),
    ("me reminders", {"away_until": "9999-12-31"}, "at most 366 days"),
    ("game remind", {"timezone": "../../../etc/passwd"}, "not a timezone"),
    ("natives take", {"profession": "farmer", "cards": "9" * 150}, "at most 50"),
    ("natives scout", {"count": 10 ** 9}, "from 1 to 20"),
    ("natives scout", {"count": 0}, "from 1 to 20"),
    ("game new", {"title": "monopoly"}, "not a choice"),
    ("game log", {"page": -5}, "from 1 to 1000"),
])
async def test_malformed_options_get_one_private_sentence(harness, failures, path, options, says):
    await started(harness)
    before = await state(harness)
    text = one_private_sentence(await harness.slash("ann", path, **options))
    assert says in text
    assert await state(harness) == before and not failures()


async def test_an_empty_required_uluk_space_is_one_sentence(harness, failures):
    await harness.slash("ann", "game new", title="uluk")
    await harness.slash("ann", "game start")
    before = await state(harness)
    for path in ("uluk place", "uluk move"):
        text = one_private_sentence(await harness.slash("ann", path, space=""))
        assert "space" in text
    assert await state(harness) == before and not failures()


async def test_replace_with_a_member_not_in_the_server(harness, failures):
    await started(harness)
    row = await harness.bot.tables.current(CHANNEL_ID)
    stranger = "949999999999999999"
    resolved = {"users": {stranger: {"id": stranger, "username": "ghost", "discriminator": "0",
                                     "avatar": None, "global_name": "Ghost"}}}
    calls = await harness.slash("mod", "game replace", seat=row.seats[0].name, member=stranger,
                                resolved=resolved)
    assert "not in this server" in one_private_sentence(calls)
    assert not failures()


async def test_unknown_options_are_refused(harness, failures):
    await started(harness)
    before = await state(harness)
    text = one_private_sentence(await harness.slash(await awaited(harness), "natives scout", extra="1"))
    assert "no option called extra" in text
    assert await state(harness) == before and not failures()


@pytest.mark.parametrize("custom_id", [
    "cf:a:" + "9" * 5000 + ":1:scout",
    "cf:a:1:" + "9" * 5000 + ":scout",
    "cf:s:" + "9" * 300 + ":1:0",
    "cf:c:" + "9" * 300,
])
async def test_forged_custom_ids_get_one_sentence(harness, failures, custom_id):
    await started(harness)
    before = await state(harness)
    values = ["scout"] if custom_id.startswith("cf:s:") else None
    text = one_private_sentence(await harness.click("ann", custom_id, values=values))
    assert "game that is over" in text or "earlier turn" in text
    assert await state(harness) == before and not failures()


async def test_an_action_too_long_for_a_custom_id_still_has_a_working_button(harness):
    from cogs.common import ActionButton, ActionSelect, controls
    row = await harness.bot.tables.current(CHANNEL_ID) if await harness.bot.tables.find(CHANNEL_ID) else None
    assert row is None
    await started(harness)
    row = await harness.bot.tables.current(CHANNEL_ID)
    long_action = "knowledge " + "-".join(["man-bear-eagle"] * 8) + " farmer warrior"
    view = controls(row, ["scout", long_action, *[f"place x{i} y" for i in range(5)]])
    ids = [item.custom_id for item in view.children if hasattr(item, "custom_id")]
    assert all(len(i) <= 100 for i in ids)
    button = next(c for c in view.children if isinstance(c, ActionButton) and c.action == long_action)
    assert button.item.custom_id.endswith(":#1")
    select = next(c for c in view.children if isinstance(c, ActionSelect))
    assert all(len(o.value) <= 100 for o in select.item.options)


# -- 5. a control acts only on its own game -------------------------------------------------------
async def test_a_button_of_an_abandoned_game_does_not_act_on_the_next_one(harness, failures):
    await started(harness)
    old = await harness.bot.tables.current(CHANNEL_ID)
    calls = await harness.slash("ann", "game status")
    [message] = [c for c in calls if c.custom_ids]
    stale = [cid for cid in message.custom_ids if cid.startswith("cf:")]
    await harness.slash("mod", "game abandon")
    await started(harness)
    before = await state(harness)
    first = await awaited(harness)
    for cid in stale:
        text = one_private_sentence(await harness.click(first, cid, source=message))
        assert "game that is over" in text
    assert (await harness.bot.tables.current(CHANNEL_ID)).id != old.id
    assert await state(harness) == before and not failures()


# -- 7. permissions -------------------------------------------------------------------------------
async def test_without_attach_files_an_action_is_refused_before_it_is_committed(harness, failures):
    await started(harness)
    first = await awaited(harness)
    before = await state(harness)
    payload = harness._base(2, first, harness.command_data("natives scout", {}))
    payload["app_permissions"] = str(BOT_PERMISSIONS & ~(1 << 15))       # no Attach Files
    text = one_private_sentence(await harness._dispatch(payload))
    assert "Attach Files" in text and "Nothing was played" in text
    assert await state(harness) == before and not failures()


async def test_without_send_messages_start_is_refused_and_the_lobby_stays(harness, failures):
    await harness.slash("ann", "game new", title="natives")
    await harness.slash("bob", "game join")
    before = await state(harness)
    payload = harness._base(2, "ann", harness.command_data("game start", {}))
    payload["app_permissions"] = str(BOT_PERMISSIONS & ~(1 << 11))
    assert "Send Messages" in one_private_sentence(await harness._dispatch(payload))
    assert await state(harness) == before and not failures()


async def test_a_post_that_fails_after_the_commit_is_told_and_status_reposts(harness, failures):
    await started(harness)
    first = await awaited(harness)
    version = (await harness.bot.tables.current(CHANNEL_ID)).version
    legal = await harness.bot.tables.legal(CHANNEL_ID, USERS[first])
    food = next(a.split()[1] for a in legal if a in ("use farmer", "use hunter", "use fisherman"))
    harness.oversized = True      # Discord refuses the table's pictures
    calls = await harness.slash(first, "natives take", profession=food, cards="1")
    harness.oversized = False
    assert (await harness.bot.tables.current(CHANNEL_ID)).version > version      # committed
    told = [c for c in sent(calls) if c.private and "saved" in c.content]
    assert told and "/game status" in told[0].content
    calls = await harness.slash(first, "game status")
    assert any(c.files for c in sent(calls))
    assert not [r for r in failures() if "command failed" in r.getMessage()]


# -- 8. outside a server --------------------------------------------------------------------------
async def test_a_forged_dm_command_is_refused_and_creates_nothing(harness, failures):
    payload = harness._base(2, "ann", harness.command_data("game new", {"title": "natives"}))
    payload.pop("guild_id")
    payload.pop("member")
    payload["user"] = harness.user_data("ann")
    payload["channel"] = {"id": "960000000000000001", "type": 1}
    payload["channel_id"] = "960000000000000001"
    text = one_private_sentence(await harness._dispatch(payload))
    assert "server" in text
    assert await harness.bot.tables.find("960000000000000001") is None and not failures()


async def test_a_replacing_member_with_a_hostile_name_is_named_safely(harness):
    await started(harness)
    harness.global_name = lambda name: "@everyone <@&1>" if name == "eve" else name.capitalize()
    row = await harness.bot.tables.current(CHANNEL_ID)
    calls = await harness.slash("mod", "game replace", seat=row.seats[1].name, member=USERS["eve"])
    assert_cannot_ping_the_server(calls)
    assert any("takes over the seat" in c.content for c in sent(calls))
