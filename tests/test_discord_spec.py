"""Every request the bot sends, validated against Discord's published API (tests/discord_spec.py).

(a) The command sync: the real ``bot.tree.sync()`` (global and to a guild) through the offline
gateway, localizations included, its ``PUT …/commands`` body checked against the spec and the
documented limits (a bulk overwrite is all or nothing: one bad option and the bot does not start).

(b) Whole games of every title in every language the bot speaks (bot/l10n.py), played through the
real dispatch (tests/discord_harness.py) by pressing the buttons and selects the bot posted, with
slash commands, autocomplete, hints and their play buttons, refusals and their Rule buttons, undo,
nudge, status, log, help, rules; after the end: history, stats, leaderboard, replay. Beside them:
the tutorial of every title, a table in a thread, resignations, and the reminder sweep with its
DMs and stalled-game buttons. Every captured HTTP call is checked.

The pictures themselves are drawn and checked elsewhere (tests/test_rendering*.py, test_replay.py
for the film's 10 MiB): here they are one-pixel stand-ins (:func:`sketches`), so a whole game costs
a second, not the minute its films and tables would; the messages carry them exactly as they
carry real ones (file names, embeds, attachments).
"""

from __future__ import annotations

import io
import logging
import random
import re
from collections import Counter
from datetime import datetime
from types import SimpleNamespace
from zoneinfo import ZoneInfo

import discord
import pytest
import time_machine
from PIL import Image

import bot.replay
import rendering
from bot import l10n
from bot.offline import APP_ID, Call
from tests import discord_spec
from tests.discord_harness import CHANNEL_ID, GUILD_ID, USERS, Harness

UTC = ZoneInfo("UTC")


def speaks() -> list[str]:
    """One Discord locale per language the bot speaks (bot/l10n.py): a new catalog is covered
    without touching this file."""
    found = []
    for lang in l10n.languages():
        matching = [loc.value for loc in discord.Locale if l10n.language(loc) == lang
                    and (loc.value == lang or loc.value.startswith(lang + "-"))]
        assert matching, f"no Discord locale for the bot's language {lang!r}"
        found.append(next((v for v in matching if v == f"{lang}-{lang.upper()}"), matching[0]))
    return found


LOCALES = speaks()


def _image(kind: str) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (1, 1), (43, 38, 34)).save(buffer, kind)
    return buffer.getvalue()


PNG, WEBP = _image("PNG"), _image("WEBP")


@pytest.fixture
def sketches(monkeypatch):
    """One-pixel pictures in place of the table, phone, score pad, replay film and turn pictures.

    Only the drawing is replaced: whether a phone picture exists (``render_focus`` returns None
    when nobody is awaited), the end's pictures, a replay's turn range and the films' turn views
    all still come from the real code."""
    monkeypatch.setattr(rendering, "render_table", lambda view, lang="en": PNG)     # a table post's
    monkeypatch.setattr(rendering, "render_scores", lambda view, lang="en": PNG)
    monkeypatch.setattr(rendering, "draw_focus", lambda layout: None)     # render_focus: no drawing
    monkeypatch.setattr(rendering, "encode_png", lambda image: PNG)
    monkeypatch.setattr(bot.replay, "render_table", lambda view, lang="en": PNG)     # /game replay turn:
    monkeypatch.setattr(bot.replay, "film", lambda views: SimpleNamespace(webp=WEBP, frames=len(views)))


@pytest.fixture(autouse=True)
def nothing_goes_wrong_on_our_side(caplog):
    """A request Discord would take is not enough: nothing the bot did may have failed inside
    (the user would read "Something went wrong on our side", and a traceback is logged)."""
    yield
    failed = [f"{r.name}: {r.getMessage()}" for r in caplog.records if r.levelno >= logging.ERROR]
    assert not failed, failed[:5]


# -- (a) the command sync ----------------------------------------------------------------------
def answer_syncs(h: Harness) -> None:
    """Answer a command sync as Discord does (the created commands), so ``tree.sync`` returns."""
    record = h.bot.http.request

    async def request(route, **kwargs):
        answer = await record(route, **kwargs)
        if route.method == "PUT" and route.path.endswith("/commands"):
            return [{**c, "id": str(960000000000000000 + i), "application_id": APP_ID, "version": "1",
                     "default_member_permissions": None} for i, c in enumerate(kwargs.get("json") or [])]
        return answer

    h.bot.http.request = request


async def test_the_global_command_sync_is_what_discord_takes(harness):
    answer_syncs(harness)
    synced = await harness.bot.tree.sync()
    [call] = [c for c in harness.calls if c.method == "PUT"]
    assert call.path == f"/applications/{APP_ID}/commands"
    assert {c["name"] for c in call.payload} == {c.name for c in synced} >= {"game", "natives", "me"}
    # localizations included: the translator gave Spanish descriptions (cmd-… of common.ftl)
    assert any("es-ES" in (c.get("description_localizations") or {}) for c in call.payload)
    discord_spec.check(call)


async def test_the_dev_guild_command_sync_is_what_discord_takes(harness):
    answer_syncs(harness)
    guild = discord.Object(id=int(GUILD_ID))
    harness.bot.tree.copy_global_to(guild=guild)      # as setup_hook does for a dev guild
    await harness.bot.tree.sync(guild=guild)
    [call] = [c for c in harness.calls if c.method == "PUT"]
    assert call.path == f"/applications/{APP_ID}/guilds/{GUILD_ID}/commands"
    discord_spec.check(call)


# -- the validator itself ---------------------------------------------------------------------
def call(method: str, path: str, payload=None, files=()) -> Call:
    return Call(method, path, payload, list(files))


FOLLOWUP = f"/webhooks/{APP_ID}/token-1"
ROW = {"type": 1, "components": [{"type": 2, "style": 1, "label": "Go", "custom_id": "cf:x"}]}


@pytest.mark.parametrize("bad, words", [
    (call("POST", "/channels/1/nowhere", {"content": "x"}), "no operation"),
    (call("PUT", f"/channels/{CHANNEL_ID}/messages", {"content": "x"}), "takes GET, POST only"),
    (call("POST", "/channels/general/messages", {"content": "x"}), "path parameter channel_id"),
    (call("POST", FOLLOWUP, {"content": "x" * 2001}), "2,001 characters"),
    (call("POST", FOLLOWUP, {"content": 7}), "is not of type"),
    (call("POST", FOLLOWUP, {}), "empty message"),
    (call("POST", FOLLOWUP, {"content": "x", "components": [ROW] * 6}), "6 action rows"),
    (call("POST", FOLLOWUP, {"content": "x", "components": [{"type": 1, "components": [
        {"type": 2, "style": 1, "label": "Go", "custom_id": f"cf:{i}"} for i in range(6)]}]}), "maxItems|6 buttons"),
    (call("POST", FOLLOWUP, {"content": "x", "components": [{"type": 1, "components": [
        {"type": 2, "style": 1, "label": "x" * 81, "custom_id": "cf:x"}]}]}), "label"),
    (call("POST", FOLLOWUP, {"content": "x", "components": [ROW, ROW]}), "used twice"),
    (call("POST", FOLLOWUP, {"content": "x", "embeds": [{"description": "x" * 4000}, {"description": "x" * 2001}]}),
     "6,001 characters in all"),
    (call("POST", FOLLOWUP, {"content": "x", "allowed_mentions": {"parse": ["users"], "users": ["1"]}}),
     "both parsed and listed"),
    (call("POST", FOLLOWUP, {"content": "x", "allowed_mentions": {"users": [-1]}}), "allowed_mentions/users/0"),
    (call("POST", FOLLOWUP, {"content": "x", "embeds": [{"title": 5}]}), "embeds/0/title"),
    (call("POST", FOLLOWUP, {"content": "x", "embeds": [{"image": {"url": "turn.png"}}]}), "is not a 'uri'"),
    (call("POST", FOLLOWUP, {"content": "x", "embeds": [{"image": {"url": "attachment://nope.png"}}]}),
     "names no file"),
    (call("POST", f"/channels/{CHANNEL_ID}/messages", {"content": "x", "flags": 64}), "flag"),
    (call("POST", "/interactions/1/t/callback", {"type": 8, "data": {"choices": [
        {"name": "n", "value": "v"}] * 26}}), "26 choices"),
])
def test_the_validator_refuses_what_discord_refuses(bad, words):
    found = discord_spec.problems(bad)
    assert any(re.search(words, p) for p in found), found


def command(**option) -> dict:
    return {"name": "game", "description": "d", "type": 1,
            "options": [{"type": 3, "name": "x", "description": "d", **option}]}


@pytest.mark.parametrize("commands, words", [
    ([command(type=4, max_value=2**53)], "outside Discord's integers"),
    ([command(type=4, min_value=-(2**53))], "outside Discord's integers"),
    ([{**command(), "name": "Game"}], "lowercase"),
    ([{**command(), "name": "two words"}], "not a valid name"),
    ([command(name_localizations={"es-ES": "Équis"})], "lowercase"),
    ([command(description="")], "description"),
    ([command(description_localizations={"xx-YY": "d"})], "not a locale"),
    ([command(choices=[{"name": "a", "value": "a"}], autocomplete=True)], "autocomplete together with choices"),
    ([command(choices=[{"name": "a", "value": "a" * 101}])], "value: 101 characters"),
    ([command(choices=[{"name": str(i), "value": str(i)} for i in range(26)])], "26 choices|maxItems"),
    ([{**command(), "options": [{"type": 3, "name": "a", "description": "d"},
                                {"type": 3, "name": "b", "description": "d", "required": True}]}],
     "required option after"),
    ([{**command(), "options": [{"type": 3, "name": f"o{i}", "description": "d"} for i in range(26)]}],
     "26 options|maxItems"),
    ([{**command(), "description": "d" * 100, "options": [
        {"type": 1, "name": f"s{i}", "description": "d" * 100, "options": [
            {"type": 3, "name": f"o{j}", "description": "d" * 100, "description_localizations": {"es-ES": "e" * 100}}
            for j in range(4)]} for i in range(20)]}], "8,000"),
])
def test_the_validator_refuses_what_a_command_sync_may_not_hold(commands, words):
    found = discord_spec.problems(call("PUT", f"/applications/{APP_ID}/commands", commands))
    assert any(re.search(words, p) for p in found), found


def test_discord_py_numeric_snowflakes_pass_where_discord_takes_them_only():
    ok = {"content": "x", "attachments": [{"id": 0, "filename": "a.png"}], "allowed_mentions": {"users": [5]}}
    assert discord_spec.problems(call("POST", FOLLOWUP, ok, [discord.File(io.BytesIO(PNG), "a.png")])) == []
    assert discord_spec.problems(call("POST", "/users/@me/channels", {"recipient_id": int(USERS["ann"])})) == []
    # elsewhere a number for a snowflake is still refused
    found = discord_spec.problems(call("POST", f"/channels/{CHANNEL_ID}/messages",
                                       {"content": "x", "sticker_ids": [5]}))
    assert any("sticker_ids/0" in p for p in found), found


def test_boolean_query_parameters_as_discord_py_sends_them():
    assert discord_spec.problems(call("POST", f"{FOLLOWUP}?wait=1", {"content": "x"})) == []
    assert discord_spec.problems(call("POST", f"{FOLLOWUP}?wait=yes", {"content": "x"}))
    assert discord_spec.problems(call("POST", f"{FOLLOWUP}?nope=1", {"content": "x"}))


# -- (b) whole games -----------------------------------------------------------------------------
GAMES = {
    # name: (title, humans, AI seats, /game new options)
    "natives": ("natives", ("ann", "bob"), 1, {}),
    "natives-expansions": ("natives", ("ann", "bob"), 0,
                           {"expansions": "soul-of-the-prairie, seasons, strangers"}),
    "inuit": ("inuit", ("ann", "bob"), 1, {}),
    "uluk": ("uluk", ("ann", "bob"), 0, {}),
    "uluk-solo": ("uluk", ("ann",), 0, {}),
    "natera": ("natera", ("ann", "bob"), 1, {}),
    "wendake": ("wendake", ("ann", "bob"), 1, {}),
}
MAX_STEPS = 1500
ACTIONS = ("cf:a:", "cf:s:")                              # a move's button, a select of moves
NOT_MOVES = ("cf:c:", "cf:rule:", "cf:st:", "cf:rp:")    # My choices, Rule, stalled game, member picker


class Table:
    """One channel's game as its players see it: the bot's messages and whose they are."""

    def __init__(self, h: Harness, title: str, locale: str, rng: random.Random, channel: str | None = None):
        self.h, self.title, self.locale, self.rng = h, title, locale, rng
        self.channel = channel or h.channel_id
        self.seen: dict[str, Call] = {}       # user (or "*": everyone) -> latest message with action controls
        self.shown: Call | None = None        # the latest public message with any control (My choices)
        self.requests = 0
        self.did: Counter = Counter()         # what the players did: commands, and buttons by kind

    def options(self) -> dict:
        return {"locale": self.locale, "guild_locale": self.locale}

    def take(self, user: str, calls: list[Call]) -> list[Call]:
        discord_spec.check_all(calls)
        self.requests += len(calls)
        for c in calls:
            if any(i.startswith(ACTIONS) for i in c.custom_ids):
                self.seen[user if c.private else "*"] = c
            if c.custom_ids and not c.private:
                self.shown = c
        return calls

    async def slash(self, user: str, path: str, **options) -> list[Call]:
        self.did["/" + path] += 1
        return self.take(user, await self.h.slash(user, path, channel=self.channel, **self.options(), **options))

    async def click(self, user: str, custom_id: str, source: Call | None = None, values=None) -> list[Call]:
        self.did[custom_id.split(":")[1]] += 1
        return self.take(user, await self.h.click(user, custom_id, values=values, source=source, **self.options()))

    async def autocomplete(self, user: str, path: str, focused: str, **options) -> list[dict]:
        self.did["autocomplete"] += 1
        start = len(self.h.calls)
        choices = await self.h.autocomplete(user, path, focused, locale=self.locale, **options)
        self.take(user, self.h.calls[start:])
        return choices

    async def row(self):
        return await self.h.bot.tables.find(self.channel)

    async def awaited(self) -> list[str]:
        row = await self.row()
        if row is None or row.status != "active":
            return []
        ids = self.h.bot.tables.awaited_users(row)
        return [name for name, uid in USERS.items() if uid in ids]

    async def press(self, user: str, source: Call) -> list[Call]:
        """A random move control of ``source``: a button, or one option of a select."""
        item = self.rng.choice([c for c in source.components if not c.get("custom_id", "").startswith(NOT_MOVES)])
        values = [self.rng.choice(item["options"])["value"]] if item["type"] == 3 else None
        return await self.click(user, item["custom_id"], source, values)

    async def fresh_controls(self, user: str) -> Call | None:
        """The newest message ``user`` sees with controls for the game's current version."""
        row = await self.row()
        marks = (f"cf:a:{row.id}:{row.version}:", f"cf:s:{row.id}:{row.version}:")
        for owner in (user, "*"):
            c = self.seen.get(owner)
            if c is not None and any(cid.startswith(marks) for cid in c.custom_ids):
                return c
        return None

    async def step(self, user: str, n: int) -> None:
        """One decision of ``user``, the way a player would take it (varied with ``n``)."""
        if n % 9 == 4:      # by the slash command, from what autocomplete offers
            choices = await self.autocomplete(user, f"{self.title} act", "action", action="")
            if choices:
                await self.slash(user, f"{self.title} act", action=self.rng.choice(choices)["value"])
                return
        if n % 13 == 6:     # the AI's hint, then its play button
            calls = await self.slash(user, "game hint")
            hinted = next((c for c in calls if c.custom_ids), None)
            if hinted is not None:
                await self.press(user, hinted)
                return
        controls = await self.fresh_controls(user)
        for _ in range(2):
            if controls is not None:
                break
            row = await self.row()
            if self.shown is not None and f"cf:c:{row.id}" in self.shown.custom_ids:
                await self.click(user, f"cf:c:{row.id}", self.shown)       # My choices
            else:
                await self.slash(user, "game status")      # the table again, with its controls
            controls = await self.fresh_controls(user)
        if controls is None:
            raise AssertionError(f"{user} is awaited but sees no controls: "
                                 f"{[(c.path[-30:], c.payload) for c in self.h.calls[-4:]]}")
        await self.press(user, controls)

    async def asides(self, users: tuple[str, ...], n: int) -> None:
        """What players do between moves: look, read, poke, take back, get refused."""
        awaited = await self.awaited()
        idle = [u for u in users if u not in awaited]
        if n % 17 == 2:
            await self.slash(users[0], "game status")
            await self.slash(users[-1], "game log")
        if n % 23 == 11 and idle:       # a move out of turn: refused, with the rule's button
            legal = await self.h.bot.tables.legal(self.channel, USERS[awaited[0]]) if awaited else []
            calls = await self.slash(idle[0], f"{self.title} act", action=legal[0] if legal else "pass")
            rules = [c for c in calls if any(i.startswith("cf:rule:") for i in c.custom_ids)]
            for c in rules:
                await self.click(idle[0], next(i for i in c.custom_ids if i.startswith("cf:rule:")), c)
        if n % 29 == 14 and idle:
            await self.slash(idle[0], "game nudge")
        if n % 31 == 20 and awaited:
            await self.slash(awaited[0], "game undo")

    async def every_command_once(self, user: str) -> None:
        """Autocomplete of every option of the title's commands, help, rules (also one rule)."""
        group = self.h.command(self.title)
        for sub in group.commands:
            for param in sub.parameters:
                if param.autocomplete:
                    await self.autocomplete(user, f"{self.title} {sub.name}", param.display_name,
                                            **{param.display_name: ""})
        await self.slash(user, "game help")
        await self.slash(user, "game rules")
        rules = await self.autocomplete(user, "game rules", "rule", rule="")
        assert rules, "no rule to look up"
        await self.slash(user, "game rules", rule=rules[0]["value"])
        await self.slash(user, "game rules", title=self.title, rule="no-such-rule")


async def open_table(table: Table, title: str, humans: tuple[str, ...], bots: int, options: dict) -> None:
    await table.slash(humans[0], "game new", title=title, **options)
    for user in humans[1:]:
        await table.slash(user, "game join")
    for _ in range(bots):
        await table.slash(humans[0], "game addbot")
    await table.slash(humans[0], "game start")


async def play_out(table: Table, humans: tuple[str, ...]) -> int:
    """Play until the game ends; returns the number of decisions taken."""
    for n in range(MAX_STEPS):
        awaited = await table.awaited()
        if not awaited:
            return n
        if n == 1:
            await table.every_command_once(awaited[0])
        await table.step(table.rng.choice(awaited), n)
        await table.asides(humans, n)
    raise AssertionError(f"{table.title}: not over after {MAX_STEPS} decisions")


async def after_the_end(table: Table, user: str, title: str) -> None:
    await table.slash(user, "game history")
    await table.slash(user, "game stats")
    await table.slash(user, "game stats", member=USERS["bob"])
    await table.slash(user, "game leaderboard", title=title)
    games = await table.autocomplete(user, "game replay", "game", game="")
    await table.slash(user, "game replay")
    await table.slash(user, "game replay", game=games[0]["value"], turn=1)
    await table.slash(user, "game replay", turn=10**5)          # out of range: refused
    await table.slash(user, "game replay", public=True)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("game", list(GAMES))
async def test_every_request_of_a_whole_game_is_what_discord_takes(harness, sketches, game, locale):
    title, humans, bots, options = GAMES[game]
    harness.guild_locale = locale
    table = Table(harness, title, locale, random.Random(f"{game}:{locale}"))
    await open_table(table, title, humans, bots, options)
    decisions = await play_out(table, humans)
    [row] = await harness.bot.tables.store.games(status=("finished",))
    assert row.result["winners"]
    await after_the_end(table, humans[0], title)
    assert table.requests == len(harness.calls)      # every call was checked
    print(f"{game} {locale}: {decisions} decisions, {table.requests} requests validated; {dict(table.did)}")


# -- beside the games ------------------------------------------------------------------------------
@pytest.mark.parametrize("locale", LOCALES)
async def test_every_request_of_the_tutorials_is_what_discord_takes(harness, sketches, locale):
    """The tutorial of each title: its first table and explanation, then a few of its steps."""
    from bot.rules import playable

    for title in playable():
        table = Table(harness, title, locale, random.Random(title))
        calls = await table.slash("ann", "game new", title=title, tutorial=True)
        assert any(c.files for c in calls)
        for n in range(4):
            if not await table.awaited():
                break
            await table.step("ann", n + 1)
        await table.slash("ann", "game abandon")      # the channel is free for the next title's
    discord_spec.check_all(harness.calls)


@pytest.mark.parametrize("locale", LOCALES)
async def test_every_request_of_a_table_in_a_thread_is_what_discord_takes(harness, sketches, locale):
    table = Table(harness, "natives", locale, random.Random(3))
    await table.slash("ann", "game new", title="natives", thread=True)
    [lobby] = await harness.bot.tables.store.games(status=("lobby",))
    thread_id = table.channel = lobby.channel_id
    assert thread_id != CHANNEL_ID
    await table.slash("bob", "game join")
    await table.slash("ann", "game start")
    assert any(c.method == "PATCH" and c.path == f"/channels/{thread_id}" for c in harness.calls)   # renamed
    for _ in range(6):       # by slash commands: a click carries no channel of its own
        awaited = await table.awaited()
        legal = await harness.bot.tables.legal(thread_id, USERS[awaited[0]])
        await table.slash(awaited[0], "natives act", action=table.rng.choice(legal))
        await table.slash(awaited[0], "game status")
    await table.slash("bob", "game resign")
    discord_spec.check_all(harness.calls)


@pytest.mark.parametrize("locale", LOCALES)
async def test_every_request_of_resigning_and_seat_changes_is_what_discord_takes(harness, sketches, locale):
    harness.guild_locale = locale
    table = Table(harness, "natera", locale, random.Random(5))
    await open_table(table, "natera", ("ann", "bob", "cy"), 0, {})
    await table.step((await table.awaited())[0], 0)
    await table.slash("ann", "game autopilot", seat="Cy")
    await table.slash("cy", "game back")
    await table.slash("mod", "game replace", seat="Cy", member=USERS["dee"])
    await table.slash("ann", "game drop", seat="Cy")
    await table.slash("bob", "game resign")
    await table.slash("ann", "game mine")
    await table.slash("ann", "game resign")         # the last human: the AI plays it out
    await table.slash("ann", "game abandon")        # no game any more: refused
    discord_spec.check_all(harness.calls)


def day(d: int, h: int = 18) -> datetime:
    return datetime(2026, 12, d, h, 0, tzinfo=UTC)


@pytest.mark.parametrize("locale", LOCALES)
async def test_every_request_of_the_reminders_is_what_discord_takes(harness, sketches, locale):
    """The daily sweep (cogs/reminders.py) in the channel and by DM, a blocked DM, the stalled
    game's buttons (replace with its member picker, autopilot, drop)."""
    harness.guild_locale = locale
    cog = harness.bot.get_cog("ReminderCog")
    with time_machine.travel(day(1, 9), tick=False) as clock:
        table = Table(harness, "natives", locale, random.Random(7))
        await open_table(table, "natives", ("ann", "bob", "cy"), 0, {})
        await table.slash("ann", "game remind", time="18:00", timezone="Europe/Madrid")
        await table.slash("ann", "me reminders", deliver="both", timezone="Europe/Madrid", quiet="off")
        await table.slash("bob", "me reminders", deliver="dm")
        await table.autocomplete("ann", "me reminders", "timezone", timezone="euro")
        await table.autocomplete("ann", "game remind", "timezone", timezone="madr")
        harness.blocked_dms.add(USERS["cy"])
        await table.slash("cy", "me reminders", deliver="dm")
        stalled = None
        for d in range(2, 11):
            clock.move_to(day(d))
            start = len(harness.calls)
            await cog.sweep.coro(cog)
            table.take("ann", harness.calls[start:])
            stalled = next((c for c in harness.calls[start:] if any(i.startswith("cf:st:") for i in c.custom_ids)),
                           stalled)
        assert stalled is not None, "no stalled-game message"
        ids = stalled.custom_ids
        replace = next(i for i in ids if ":replace:" in i)
        calls = await table.click("mod", replace, stalled)
        picker = next(c for c in calls if c.custom_ids)
        await table.click("mod", picker.custom_ids[0], picker, values=[USERS["eve"]])
        await table.click("bob", next(i for i in ids if ":autopilot:" in i), stalled)     # not the host: refused
        await table.click("mod", next(i for i in ids if ":autopilot:" in i), stalled)
        await table.click("mod", next(i for i in ids if ":drop:" in i), stalled)
    discord_spec.check_all(harness.calls)
