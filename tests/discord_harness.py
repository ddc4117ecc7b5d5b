"""Offline Discord: real interaction payloads through discord.py's own dispatch, HTTP captured.

``Harness.slash("ann", "game new", title="natives")`` builds an INTERACTION_CREATE payload
as Discord sends it and hands it to ``ConnectionState.parse_interaction_create`` — the
same entry point the gateway uses — so the command tree, option transformers, choices,
autocomplete, dynamic items and the error handler all run for real. Nothing is mocked
above the wire: the two HTTP clients (the REST client and the webhook adapter that
interaction responses go through) are replaced by a recorder that answers like Discord.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from dataclasses import dataclass, field
from typing import Any

import discord
from discord.webhook.async_ import AsyncWebhookAdapter

APP_ID = "900000000000000001"
GUILD_ID = "910000000000000001"
CHANNEL_ID = "920000000000000001"
EPHEMERAL = 64
_ids = itertools.count(930000000000000001)

USERS = {name: str(940000000000000000 + i) for i, name in enumerate(
    ["ann", "bob", "cy", "dee", "eve", "mod"], start=1)}
MANAGE_CHANNELS = 1 << 4
SEND = (1 << 10) | (1 << 11) | (1 << 15)


@dataclass
class Call:
    """One captured HTTP call."""

    method: str
    path: str
    payload: dict[str, Any] | None
    files: list[discord.File]

    @property
    def kind(self) -> str:
        if self.path.endswith("/callback"):
            return "response"
        if self.path.startswith("/webhooks/"):
            return "followup"
        if self.path.startswith("/channels/") and self.path.endswith("/messages"):
            return "channel"
        return "other"

    @property
    def data(self) -> dict[str, Any]:
        """The message fields, whether at the top (followups) or under 'data' (responses)."""
        if self.payload is None:
            return {}
        if self.kind == "response":
            return self.payload.get("data") or {}
        return self.payload

    @property
    def ephemeral(self) -> bool:
        return bool((self.data or {}).get("flags", 0) & EPHEMERAL)

    @property
    def content(self) -> str:
        return (self.data or {}).get("content") or ""

    @property
    def custom_ids(self) -> list[str]:
        out = []
        for row in (self.data or {}).get("components", []):
            for item in row.get("components", []):
                if "custom_id" in item:
                    out.append(item["custom_id"])
        return out

    @property
    def components(self) -> list[dict[str, Any]]:
        return [item for row in (self.data or {}).get("components", []) for item in row.get("components", [])]


class _Response:
    """Just enough of an aiohttp response for discord.HTTPException."""

    def __init__(self, status: int, reason: str):
        self.status, self.reason = status, reason


@dataclass
class Harness:
    bot: Any
    calls: list[Call] = field(default_factory=list)
    errors: list[BaseException] = field(default_factory=list)
    blocked_dms: set[str] = field(default_factory=set)      # users whose DMs are closed
    gone_channels: set[str] = field(default_factory=set)    # deleted channels
    dm_channels: dict[str, str] = field(default_factory=dict)   # DM channel id -> user id

    def is_dm(self, call: Call) -> bool:
        return call.path.startswith("/channels/") and call.path.split("/")[2] in self.dm_channels

    def install(self) -> None:
        state = self.bot._connection
        state.user = discord.ClientUser(state=state, data={
            "id": APP_ID, "username": "campfire", "discriminator": "0", "avatar": None, "bot": True,
        })
        state.application_id = int(APP_ID)
        harness = self

        async def rest(route, *, files=None, form=None, **kwargs):
            return harness._record(route, kwargs.get("json"), files, form)

        async def webhook(_adapter, route, session=None, *, payload=None, multipart=None,
                          files=None, **kwargs):
            return harness._record(route, payload, files, multipart)

        self.bot.http.request = rest
        self._patch = (AsyncWebhookAdapter, AsyncWebhookAdapter.request)
        AsyncWebhookAdapter.request = webhook

    def uninstall(self) -> None:
        cls, original = self._patch
        cls.request = original

    def _record(self, route, payload, files, multipart) -> Any:
        if payload is None and multipart:
            for part in multipart:
                if part.get("name") == "payload_json":
                    payload = json.loads(part["value"])
        path = _path(route)
        self.calls.append(Call(route.method, path, payload, list(files or [])))
        if path == "/users/@me/channels":
            recipient = str(payload["recipient_id"])
            dm = str(950000000000000000 + int(recipient) % 10**9)
            self.dm_channels[dm] = recipient
            return {"id": dm, "type": 1, "recipients": [
                {"id": recipient, "username": "x", "discriminator": "0", "avatar": None}]}
        if route.method == "GET" and path.startswith("/users/"):
            uid = path.rsplit("/", 1)[1]
            return {"id": uid, "username": "user" + uid[-2:], "discriminator": "0", "avatar": None}
        if path.startswith("/channels/") and self.dm_channels.get(path.split("/")[2]) in self.blocked_dms:
            raise discord.Forbidden(_Response(403, "Forbidden"), "Cannot send messages to this user")
        if path.startswith("/channels/") and path.split("/")[2] in self.gone_channels:
            raise discord.NotFound(_Response(404, "Not Found"), "Unknown Channel")
        if route.path.endswith("/callback"):
            return {"interaction": {"id": str(next(_ids)), "type": 2}}
        if route.path.startswith("/webhooks/") or (
                route.method in ("POST", "PATCH") and "messages" in route.path):
            return self._message(payload or {})
        return None

    def _message(self, payload: dict[str, Any]) -> dict[str, Any]:
        return {
            "id": str(next(_ids)), "channel_id": CHANNEL_ID, "type": 0, "content": payload.get("content") or "",
            "author": {"id": APP_ID, "username": "campfire", "discriminator": "0", "avatar": None, "bot": True},
            "timestamp": "2026-11-29T12:00:00+00:00", "edited_timestamp": None, "tts": False,
            "mention_everyone": False, "mentions": [], "mention_roles": [], "attachments": [],
            "embeds": [], "pinned": False, "components": payload.get("components", []),
            "flags": payload.get("flags", 0),
        }

    # -- payloads ------------------------------------------------------------------------------
    def _base(self, kind: int, user: str, data: dict[str, Any], manage: bool = False,
              channel: str = CHANNEL_ID, locale: str = "en-US", guild_locale: str = "en-US") -> dict[str, Any]:
        perms = str(SEND | (MANAGE_CHANNELS if manage else 0))
        return {
            "id": str(next(_ids)), "application_id": APP_ID, "type": kind, "token": "token-" + user,
            "version": 1, "locale": locale, "guild_locale": guild_locale, "guild_id": GUILD_ID,
            "channel_id": channel,
            "channel": {"id": channel, "type": 0, "guild_id": GUILD_ID, "name": "campfire",
                        "position": 0, "permission_overwrites": [], "nsfw": False, "parent_id": None},
            "member": {
                "user": {"id": USERS[user], "username": user, "discriminator": "0", "avatar": None,
                         "global_name": user.capitalize()},
                "roles": [], "joined_at": "2026-01-01T00:00:00+00:00", "permissions": perms,
                "flags": 0, "deaf": False, "mute": False, "nick": None,
            },
            "app_permissions": str(SEND), "entitlements": [], "authorizing_integration_owners": {},
            "context": 0, "attachment_size_limit": 10 * 1024 * 1024, "data": data,
        }

    def command_data(self, path: str, options: dict[str, Any], focused: str | None = None) -> dict:
        names = path.split()
        opts = []
        for key, value in options.items():
            opt = {"name": key, "type": _option_type(value), "value": value}
            if key == focused:
                opt["focused"] = True
            opts.append(opt)
        inner: list[dict] = opts
        for name in reversed(names[1:]):
            inner = [{"type": 1, "name": name, "options": inner}]
        return {"id": str(next(_ids)), "name": names[0], "type": 1, "options": inner}

    async def slash(self, user: str, path: str, manage: bool = False, channel: str = CHANNEL_ID,
                    locale: str = "en-US", guild_locale: str = "en-US", **options: Any) -> list[Call]:
        """``locale``: the user's Discord language; ``guild_locale``: the server's."""
        manage = manage or user == "mod"     # "mod" is the member with Manage Channels
        return await self._dispatch(self._base(2, user, self.command_data(path, options), manage, channel,
                                               locale, guild_locale))

    async def autocomplete(self, user: str, path: str, focused: str, locale: str = "en-US",
                           **options: Any) -> list[dict]:
        calls = await self._dispatch(self._base(4, user, self.command_data(path, options, focused),
                                                locale=locale))
        [call] = [c for c in calls if c.kind == "response"]
        assert call.payload["type"] == 8, call.payload
        return call.payload["data"]["choices"]

    async def click(self, user: str, custom_id: str, values: list[str] | None = None,
                    source: Call | None = None, resolved: dict | None = None,
                    manage: bool = False, locale: str = "en-US", guild_locale: str = "en-US") -> list[Call]:
        """Press a button (or pick ``values`` in a select) of a message the bot sent.

        The message comes back with its components, as Discord sends it: ``source`` is the
        captured call that posted it; without one, a message holding just that component.
        """
        kind = 2 if values is None else 5 if custom_id.startswith("cf:rp:") else 3
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": kind}
        if values is not None:
            data["values"] = values
        if resolved is not None:
            data["resolved"] = resolved
        if source is not None:
            components = source.data.get("components", [])
        elif kind == 2:
            components = [{"type": 1, "components": [
                {"type": 2, "style": 1, "label": "x", "custom_id": custom_id}]}]
        elif kind == 5:
            components = [{"type": 1, "components": [{"type": 5, "custom_id": custom_id}]}]
        else:
            components = [{"type": 1, "components": [
                {"type": 3, "custom_id": custom_id, "options": [
                    {"label": v, "value": v} for v in values or ["-"]]}]}]
        payload = self._base(3, user, data, manage=manage or user == "mod", locale=locale,
                             guild_locale=guild_locale)
        payload["message"] = self._message({"content": "table", "components": components})
        return await self._dispatch(payload)

    async def _dispatch(self, payload: dict[str, Any]) -> list[Call]:
        start = len(self.calls)
        before = asyncio.all_tasks()
        self.bot._connection.parse_interaction_create(payload)
        while True:   # wait for every task the dispatch started (command, view item, listeners)
            pending = [t for t in asyncio.all_tasks() - before
                       if t is not asyncio.current_task() and not _view_timer(t)]
            if not pending:
                break
            await asyncio.wait(pending, timeout=30)
            before |= set(pending)
        return self.calls[start:]


def _view_timer(task: asyncio.Task) -> bool:
    """discord.py gives an ephemeral message's view a 15-minute timeout task: not work to wait for."""
    return getattr(task.get_coro(), "__qualname__", "").endswith("timeout_task_impl")


def _path(route) -> str:
    return route.url.split("/api/v10", 1)[-1]


def _option_type(value: Any) -> int:
    if isinstance(value, bool):
        return 5
    if isinstance(value, int):
        return 4
    return 3
