"""Discord's rate limits in the offline gateway (bot/ratelimits.py), and the bot meeting them.

The model first, on a clock moved by hand (Discord's own numbers: 50 requests a second in all,
5 message creations per 5 s per channel, interaction endpoints outside the global limit, 429s
with ``retry_after`` and the ``X-RateLimit-*`` headers); then through discord.py's own HTTP
client, whose buckets, global lock and 429 retries run for real against it; then the bot: a
busy game loop and a reminder sweep over many channels stay under the global limit.
"""

from __future__ import annotations

import asyncio
import json
import time
from datetime import datetime
from zoneinfo import ZoneInfo

import discord
import pytest
import time_machine
from discord.http import Route

import rendering
from bot.offline import APP_ID, GUILD_ID
from bot.ratelimits import CALLBACK, CHANNEL_MESSAGE, FOLLOWUP, OTHER, RateLimits, route_of
from tests.discord_harness import CHANNEL_ID, USERS, Harness

TINY = bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001000000010800000000"
                     "3a7e9b550000000a49444154789c6360000000020001e221bc330000000049454e44ae426082")


class Hand:
    """A clock the test moves."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def channel_post(n: int) -> tuple[str, str]:
    return "POST", f"/channels/{n}/messages"


# -- the model ----------------------------------------------------------------------------------
def test_six_channel_messages_in_five_seconds_meet_a_429_with_the_headers_of_their_bucket():
    clock = Hand()
    limits = RateLimits(application_id=APP_ID, clock=clock, wall=lambda: 1_800_000_000.0)
    remaining = []
    for _ in range(5):
        verdict = limits.admit(*channel_post(1))
        assert verdict.status is None and verdict.route == CHANNEL_MESSAGE
        remaining.append(verdict.headers["X-RateLimit-Remaining"])
        clock.now += 0.2
    assert remaining == ["4", "3", "2", "1", "0"] and verdict.headers["X-RateLimit-Limit"] == "5"
    assert verdict.headers["X-RateLimit-Reset-After"] == "4.200"          # the window opened 0.8 s ago
    assert verdict.headers["X-RateLimit-Reset"] == "1800000004.200"
    clock.now = 1001.0
    sixth = limits.admit(*channel_post(1))
    assert sixth.status == 429 and sixth.scope == "user"
    assert sixth.body == {"message": "You are being rate limited.", "retry_after": 4.0, "global": False}
    assert sixth.headers["Retry-After"] == "4" and sixth.headers["X-RateLimit-Scope"] == "user"
    assert sixth.headers["X-RateLimit-Remaining"] == "0" and "X-RateLimit-Bucket" in sixth.headers
    other = limits.admit(*channel_post(2))            # another channel: its own bucket, the same hash
    assert other.status is None and other.headers["X-RateLimit-Bucket"] == sixth.headers["X-RateLimit-Bucket"]
    clock.now = 1005.0                                 # the window has closed
    assert limits.admit(*channel_post(1)).status is None
    assert limits.limited == {"user": 1} and limits.answered[429] == 1 and limits.invalid() == 1


def test_the_51st_request_in_a_second_meets_the_global_limit_but_interaction_endpoints_do_not():
    clock = Hand()
    limits = RateLimits(application_id=APP_ID, clock=clock)
    for n in range(50):
        assert limits.admit(*channel_post(n)).status is None
    refused = limits.admit("GET", "/users/940000000000000001")
    assert refused.status == 429 and refused.scope == "global" and refused.body["global"] is True
    assert refused.headers["X-RateLimit-Global"] == "true" and refused.headers["X-RateLimit-Scope"] == "global"
    assert "X-RateLimit-Bucket" not in refused.headers          # Discord's example: no bucket headers
    for method, path in [("POST", "/interactions/1/tok/callback"), ("POST", f"/webhooks/{APP_ID}/tok"),
                         ("PATCH", f"/webhooks/{APP_ID}/tok/messages/@original"),
                         ("DELETE", f"/webhooks/{APP_ID}/tok/messages/@original")]:
        assert limits.admit(method, path).status is None, path
    assert limits.admit("POST", "/webhooks/123/tok").status == 429     # a webhook that is not an interaction's
    clock.now += 1.0
    assert limits.admit("GET", "/users/940000000000000001").status is None
    assert limits.global_used == 51 and limits.global_peak == 50
    assert limits.by_route == {CHANNEL_MESSAGE: 50, CALLBACK: 1, FOLLOWUP: 3, OTHER: 1}


def test_routes_are_told_from_the_url_with_their_top_level_resource():
    assert route_of("POST", "/interactions/7/tok/callback", APP_ID).global_bound is False
    followup = route_of("POST", f"/webhooks/{APP_ID}/tok", APP_ID)
    assert (followup.kind, followup.major, followup.global_bound) == (FOLLOWUP, f"{APP_ID}+tok", False)
    assert route_of("PATCH", "/channels/5/messages/9", APP_ID).name == "PATCH /channels/{channel_id}/messages/{id}"
    guild = route_of("GET", "/guilds/3", APP_ID)
    assert (guild.kind, guild.major, guild.global_bound) == (OTHER, "3", True)
    assert route_of("POST", "/users/@me/channels", APP_ID).major == ""


def test_an_interaction_webhook_has_five_requests_per_two_seconds():
    clock = Hand()
    limits = RateLimits(application_id=APP_ID, clock=clock)
    for _ in range(5):
        assert limits.admit("POST", f"/webhooks/{APP_ID}/a").status is None
    assert limits.admit("PATCH", f"/webhooks/{APP_ID}/a/messages/@original").status == 429
    assert limits.admit("POST", f"/webhooks/{APP_ID}/b").status is None        # another interaction
    clock.now += 2.0
    assert limits.admit("POST", f"/webhooks/{APP_ID}/a").status is None


def test_invalid_requests_are_counted_and_too_many_earn_a_ban_without_via():
    clock = Hand()
    limits = RateLimits(application_id=APP_ID, clock=clock, invalid_limit=(3, 600.0), ban_s=60.0)
    limits.settle(limits.admit("POST", "/channels/1/messages"), 403)
    limits.settle(limits.admit("POST", "/channels/2/messages"), 404)          # not an invalid request
    limits.settle(limits.admit("GET", "/users/@me"), 401)
    assert limits.invalid() == 2 and limits.banned_until is None
    limits.settle(limits.admit("POST", "/channels/3/messages"), 403)
    banned = limits.admit("POST", "/interactions/1/tok/callback")      # even interaction endpoints
    assert banned.status == 429 and banned.scope == "ban" and isinstance(banned.body, str)
    clock.now += 61
    assert limits.admit("POST", "/channels/4/messages").status is None
    clock.now += 600
    assert limits.invalid() == 0 and limits.invalid_total == 3


# -- through discord.py ---------------------------------------------------------------------------
@pytest.fixture
def quick_pictures(monkeypatch):
    """Tiny pictures: these tests are about requests, not drawing."""
    monkeypatch.setattr(rendering, "render_table", lambda view, lang="en": TINY)
    monkeypatch.setattr(rendering, "render_focus", lambda view, seat=None, lang="en": TINY)
    monkeypatch.setattr(rendering, "render_end", lambda view, lang="en": [("table.png", TINY), ("scores.png", TINY)])


async def wire(h: Harness, method: str, path: str, body: dict | None = None):
    """One request on the bot's HTTP session, as discord.py sends it: (status, headers, body)."""
    session = h.bot.http._HTTPClient__session
    async with session.request(method, Route.BASE + path, data=json.dumps(body or {})) as response:
        text = await response.text()
        data = json.loads(text) if response.headers["Content-Type"] == "application/json" else text
        return response.status, response.headers, data


async def test_every_answer_carries_its_buckets_headers_and_a_429_what_discord_py_reads(harness):
    for method, path in [("POST", f"/channels/{CHANNEL_ID}/messages"), ("POST", "/interactions/1/tok/callback"),
                         ("POST", f"/webhooks/{APP_ID}/tok"), ("GET", f"/guilds/{GUILD_ID}")]:
        status, headers, _ = await wire(harness, method, path, {"content": "x"} if "messages" in path else {})
        assert status == 200 and headers["Via"]
        assert {"X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "X-RateLimit-Reset-After",
                "X-RateLimit-Bucket"} <= set(headers), path
    for _ in range(4):
        await wire(harness, "POST", f"/channels/{CHANNEL_ID}/messages", {"content": "x"})
    status, headers, body = await wire(harness, "POST", f"/channels/{CHANNEL_ID}/messages", {"content": "x"})
    assert status == 429 and headers["Content-Type"] == "application/json" and headers["Via"]
    assert set(body) == {"message", "retry_after", "global"} and body["global"] is False
    assert float(headers["Retry-After"]) >= body["retry_after"] > 0 and headers["X-RateLimit-Scope"] == "user"
    assert harness.calls[-1].status == 429 and not harness.calls[-1].posted


async def test_a_burst_of_60_rest_calls_in_one_second_meets_429s_and_discord_py_waits_and_retries(harness):
    channels = [str(980000000000000000 + n) for n in range(60)]
    started = time.monotonic()
    messages = await asyncio.gather(*(harness.bot.get_partial_messageable(int(c)).send(f"hello {c}")
                                      for c in channels))
    elapsed = time.monotonic() - started
    assert len(messages) == 60
    limited = [c for c in harness.calls if c.limited]
    sent = [c for c in harness.calls if c.status == 200]
    assert limited and harness.bot.http._global_over.is_set()       # the global lock was taken and given back
    assert harness.limits.limited["global"] == len(limited) == 10      # all 60 were on the wire at once
    assert sorted(c.channel_id for c in sent) == sorted(channels)   # each sent once, the refused ones again
    assert {c.channel_id for c in limited} <= set(channels)
    assert harness.limits.global_peak == 50 and elapsed >= 0.5       # discord.py slept out the window


async def test_the_sixth_message_to_a_channel_waits_for_its_bucket_without_a_429(tmp_path):
    """discord.py reads X-RateLimit-Remaining and -Reset-After and waits by itself: the sixth
    message goes out once the window has closed (a 1-second window here, to keep the test short;
    Discord's 5 seconds are checked on the model above)."""
    limits = RateLimits(application_id=APP_ID, message_limit=(5, 1.0))
    async with Harness.open(tmp_path / "bot.sqlite3", limits=limits) as gateway:
        channel = gateway.bot.get_partial_messageable(int(CHANNEL_ID))
        sent_at = []
        for n in range(6):
            await channel.send(f"message {n}")
            sent_at.append(time.monotonic())
    assert [c.status for c in gateway.calls] == [200] * 6 and limits.limited == {}
    assert sent_at[5] - sent_at[0] >= 0.5


async def test_interaction_endpoints_go_through_while_the_global_limit_is_spent(harness, quick_pictures):
    await harness.slash("ann", "game new", title="natives")
    await harness.slash("bob", "game join")
    for n in range(50):                   # other traffic has spent this second's 50 requests
        harness.limits.admit("POST", f"/channels/{970000000000000000 + n}/messages")
    started = time.monotonic()
    calls = await harness.slash("ann", "game start")
    assert time.monotonic() - started < 0.9 and not [c for c in calls if c.limited]
    assert {c.kind for c in calls} <= {"response", "followup"} and any(c.posted and c.files for c in calls)
    await harness.bot.get_partial_messageable(int(CHANNEL_ID)).send("and a channel message")
    assert harness.calls[-2].limited and harness.calls[-1].status == 200       # refused, then sent
    assert harness.limits.limited == {"global": 1}


async def test_a_blocked_dm_is_an_invalid_request_counted_towards_the_ban(harness):
    dm = await harness.bot.http.start_private_message(int(USERS["bob"]))
    harness.blocked_dms.add(USERS["bob"])
    with pytest.raises(discord.Forbidden) as refused:
        await harness.bot.get_partial_messageable(int(dm["id"])).send("hello")
    assert refused.value.code == 50007 and harness.calls[-1].status == 403
    assert harness.limits.invalid() == 1 and harness.limits.answered[403] == 1


# -- the bot ------------------------------------------------------------------------------------------
async def started_games(h: Harness, count: int, titles: tuple[str, ...] = ("natives",)) -> list[str]:
    """``count`` three-player games, each in a channel of its own, the titles in turn, started
    through the table service (the interactions that would open them are not what is measured)."""
    channels = []
    for n in range(count):
        channel = str(960000000000000000 + n)
        await h.bot.tables.new(channel, GUILD_ID, USERS["ann"], "Ann", titles[n % len(titles)], {})
        for name in ("bob", "cy"):
            await h.bot.tables.join(channel, USERS[name], name.capitalize())
        await h.bot.tables.start(channel, USERS["ann"])
        channels.append(channel)
    return channels


async def test_a_busy_game_loop_never_meets_the_global_limit(harness, quick_pictures):
    """Two tables of every title, every awaited player moving at once, round after round, as
    fast as the bot answers: every move's requests are interaction endpoints (the deferral, the
    private reply, the table as a followup), so nothing counts against the 50 a second."""
    titles = ("natives", "inuit", "uluk", "wendake", "natera")
    channels = await started_games(harness, 10, titles)
    names = {uid: name for name, uid in USERS.items()}
    moves = 0
    for _ in range(6):
        round_ = []
        for channel in channels:
            row = await harness.bot.tables.current(channel)
            user = harness.bot.tables.awaited_users(row)[0]
            action = (await harness.bot.tables.legal(channel, user))[0]
            round_.append(harness.slash(names[user], f"{row.title} act", channel=channel, action=action))
        await asyncio.gather(*round_)
        moves += len(round_)
    assert harness.errors == [] and moves == 60
    assert harness.limits.limited == {}, "no 429 of any kind"
    assert harness.limits.global_used == 0, harness.limits.by_route
    assert harness.limits.by_route[CALLBACK] == moves and harness.limits.by_route[FOLLOWUP] >= moves
    assert not [c for c in harness.calls if c.ephemeral and "went wrong" in c.content]


async def test_a_reminder_sweep_over_many_channels_stays_under_50_requests_a_second(harness):
    utc = ZoneInfo("UTC")
    with time_machine.travel(datetime(2026, 12, 1, 9, tzinfo=utc), tick=False) as clock:
        channels = await started_games(harness, 60)
        clock.move_to(datetime(2026, 12, 2, 18, tzinfo=utc))
        cog = harness.bot.get_cog("ReminderCog")
        start = len(harness.calls)
        await cog.sweep.coro(cog)
    posts = [c for c in harness.calls[start:] if c.kind == "channel" and c.status == 200]
    assert sorted(c.channel_id for c in posts) == sorted(channels)
    assert harness.limits.limited == {}, "no 429: the sweep paces itself"
    assert harness.limits.global_peak < 50
