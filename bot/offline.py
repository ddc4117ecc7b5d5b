"""An offline gateway: the real bot, its real command tree, no network.

``campfire local`` and the Discord tests both need the bot exactly as Discord drives it,
without a token. This module builds a :class:`~bot.discord_app.CampfireBot` that never logs
in, and talks to it the way Discord does:

* :meth:`OfflineGateway.slash`, :meth:`~OfflineGateway.click` and
  :meth:`~OfflineGateway.autocomplete` build INTERACTION_CREATE payloads shaped like
  Discord's and hand them to ``ConnectionState.parse_interaction_create``, the entry point
  the gateway uses, so the command tree, option transformers, choices, autocomplete,
  dynamic items, checks and the error handler all run for real;
* the two HTTP clients (the REST client and the webhook adapter that interaction
  responses go through) are replaced by a recorder that keeps every call as a
  :class:`Call` and answers like Discord (a message object for a send, a DM channel
  for ``/users/@me/channels``, 403/404 for blocked DMs and deleted channels);
* :meth:`OfflineGateway.session` is an aiohttp-like session for code that talks to Discord
  by itself (the web table's Activity sign-in, bot/web/activity.py): it answers the OAuth2
  code exchange (``POST /oauth2/token``), the user of a bearer token (``GET /users/@me``)
  and where an Activity runs (``GET /applications/{id}/activity-instances/{instance}``) for
  what :meth:`OfflineGateway.launch_activity` set up, as Discord would.

Nothing above the wire is mocked, so whatever the console shows is what a Discord user
would see. Users are named (``"ann"``); each name gets a stable snowflake (see
:func:`snowflake`) unless the caller fixes the ids beforehand (the tests' ``USERS``).

    async with OfflineGateway.open(Path("try.sqlite3")) as gateway:
        calls = await gateway.slash("ann", "game new", title="natives")
"""

from __future__ import annotations

import asyncio
import contextvars
import hashlib
import itertools
import json
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from http import HTTPStatus
from pathlib import Path
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.webhook.async_ import AsyncWebhookAdapter
from multidict import CIMultiDict, CIMultiDictProxy

from bot.ratelimits import VIA, RateLimits, Verdict

APP_ID = "900000000000000001"
GUILD_ID = "910000000000000001"
CHANNEL_ID = "920000000000000001"
EPHEMERAL = 64
MANAGE_CHANNELS = 1 << 4
SEND = (1 << 10) | (1 << 11) | (1 << 15)     # view channel, send messages, attach files
# what the README's invite link grants the bot: View Channels, Send Messages, Send Messages in
# Threads, Create Public Threads, Attach Files, Embed Links, Read Message History
BOT_PERMISSIONS = 309237763072
JOINED = "2026-01-01T00:00:00+00:00"
_ids = itertools.count(930000000000000001)

# Discord's interaction callback types that we tell apart
DEFERRED_MESSAGE = 5
MESSAGE = 4
AUTOCOMPLETE_RESULT = 8


def snowflake(name: str, kind: str = "user") -> str:
    """A stable 18-digit id for a console name: the same name is the same user every session.

    Names are compared in lower case, as Discord usernames are.
    """
    digest = hashlib.sha256(f"{kind}:{name.lower()}".encode()).digest()
    return str(10**17 + int.from_bytes(digest[:8], "big") % (9 * 10**17))


@dataclass
class Call:
    """One captured HTTP call.

    ``shown_ephemeral`` is how Discord shows the message, which is not always what its
    flag asked for: the first followup after a deferral edits the "thinking" message and
    keeps the deferral's visibility (see :attr:`private`). The recorder sets it.

    ``status`` is what Discord answered: 429 for a request the rate limits refused (see
    :class:`bot.ratelimits.RateLimits`; discord.py then waits and sends it again, another
    call), 403/404/4xx for a refusal, 200 otherwise.
    """

    method: str
    path: str
    payload: dict[str, Any] | None
    files: list[discord.File]
    shown_ephemeral: bool | None = None
    status: int = 200
    auth: str | None = None      # the Authorization scheme of a request made outside discord.py ("Bearer")
    answer: Any = None           # what Discord answered it (the Activity's sign-in calls)

    @property
    def limited(self) -> bool:
        """Refused by Discord's rate limits (429): nothing was done."""
        return self.status == 429

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
        """Whether the bot *asked* for an ephemeral message (the flag it sent)."""
        return bool((self.data or {}).get("flags", 0) & EPHEMERAL)

    @property
    def private(self) -> bool:
        """Whether Discord shows this message to the acting user only."""
        return self.ephemeral if self.shown_ephemeral is None else self.shown_ephemeral

    @property
    def posted(self) -> bool:
        """Whether this call puts a message (new, or an edit of the interaction's original)
        where everyone in the channel sees it: a channel message (a DM too: see
        ``OfflineGateway.is_dm``), or a public interaction response or followup. A call
        Discord refused (a 4xx: rate limited, forbidden, gone) posts nothing."""
        if self.status >= 400:
            return False
        if self.kind == "channel":
            return self.method == "POST"
        if self.kind == "response":
            return (self.payload or {}).get("type") == MESSAGE and not self.private
        return self.kind == "followup" and self.method in ("POST", "PATCH") and not self.private

    @property
    def content(self) -> str:
        return (self.data or {}).get("content") or ""

    @property
    def custom_ids(self) -> list[str]:
        return [item["custom_id"] for item in self.components if "custom_id" in item]

    @property
    def components(self) -> list[dict[str, Any]]:
        return [item for row in (self.data or {}).get("components", []) for item in row.get("components", [])]

    @property
    def channel_id(self) -> str | None:
        """The channel of a ``/channels/<id>/messages`` call."""
        return self.path.split("/")[2] if self.kind == "channel" else None


class _Response:
    """Just enough of an aiohttp response for discord.HTTPException."""

    def __init__(self, status: int, reason: str):
        self.status, self.reason = status, reason


# the request discord.py is sending in this task, as it had it: (route, JSON payload, files, multipart)
_OUTGOING: contextvars.ContextVar[tuple] = contextvars.ContextVar("offline_outgoing")


class _WireResponse:
    """An aiohttp response as discord.py reads one: status, headers, the body's text."""

    def __init__(self, status: int, headers: dict[str, str], body: Any, via: bool = True):
        self.status = status
        self.reason = HTTPStatus(status).phrase
        fields = CIMultiDict(headers)
        if via:
            fields["Via"] = VIA
        if isinstance(body, dict | list) or status == 204:
            # a 204 says "null": discord.py returns None for it, as the recorder's None always was
            fields["Content-Type"] = "application/json"
            self._text = json.dumps(body)
        else:
            fields["Content-Type"] = "text/plain; charset=utf-8"
            self._text = body or ""
        self.headers = CIMultiDictProxy(fields)

    async def text(self, encoding: str | None = None) -> str:
        return self._text

    async def read(self) -> bytes:
        return self._text.encode()

    async def json(self) -> Any:
        return json.loads(self._text)


class _Exchange:
    """``async with session.request(...) as response``: the answer is made on entry."""

    def __init__(self, gateway: OfflineGateway, method: str, url: str, data: Any,
                 headers: dict[str, str] | None = None):
        self.gateway, self.method, self.url, self.data, self.headers = gateway, method, url, data, headers

    async def __aenter__(self) -> _WireResponse:
        return await self.gateway._exchange(self.method, self.url, self.data, self.headers)

    async def __aexit__(self, *exc: Any) -> None:
        return None


class OfflineSession:
    """Where discord.py keeps its aiohttp session: each request goes to the gateway instead of
    the network, and comes back as an answer of Discord's (status, rate-limit headers, JSON)."""

    def __init__(self, gateway: OfflineGateway):
        self.gateway = gateway
        self.closed = False

    def request(self, method: str, url: Any, *, data: Any = None, headers: dict[str, str] | None = None,
                **kwargs: Any) -> _Exchange:
        return _Exchange(self.gateway, method, str(url), data, headers)

    def get(self, url: Any, **kwargs: Any) -> _Exchange:
        return self.request("GET", url, **kwargs)

    async def ws_connect(self, *args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("the offline gateway has no websocket: it is driven through OfflineGateway")

    async def close(self) -> None:
        self.closed = True


@dataclass
class _WireRoute:
    """A request's route read back from its URL (when discord.py's own Route is not at hand)."""

    method: str
    url: str

    @property
    def path(self) -> str:
        return _path(self)


def _from_wire(method: str, url: str, data: Any) -> tuple:
    """(route, payload, files, multipart) from what reached the session."""
    payload, files = None, []
    if isinstance(data, dict):                   # a form (aiohttp encodes a dict as one)
        payload = {str(k): str(v) for k, v in data.items()}
    elif isinstance(data, str | bytes):
        payload = json.loads(data)
    elif isinstance(data, aiohttp.FormData):
        for options, _headers, value in data._fields:
            if options.get("name") == "payload_json":
                payload = json.loads(value)
            elif "filename" in options:
                files.append(discord.File(value, filename=options["filename"]))
    return _WireRoute(method, url), payload, files, None


def _json_part(payload: dict | None, multipart: list | None) -> dict | None:
    """A request's JSON, whether sent as the body or as the ``payload_json`` part of a form."""
    for part in multipart or []:
        if payload is None and part.get("name") == "payload_json":
            payload = json.loads(part["value"])
    return payload


@dataclass
class OfflineGateway:
    """The bot's side of Discord, offline: payloads in, captured HTTP calls out.

    ``users`` maps a name to its user id; names not in it get :func:`snowflake` ids the
    first time they speak. ``moderators`` are the names whose member permissions include
    Manage Channels (everyone else is a plain member who may send messages).
    """

    bot: Any
    users: dict[str, str] = field(default_factory=dict)
    moderators: set[str] = field(default_factory=set)
    guild_id: str = GUILD_ID
    guild_locale: str = "en-US"      # the server's language, when the bot asks Discord for the server
    channel_id: str = CHANNEL_ID
    calls: list[Call] = field(default_factory=list)
    errors: list[BaseException] = field(default_factory=list)
    blocked_dms: set[str] = field(default_factory=set)      # users whose DMs are closed
    gone_channels: set[str] = field(default_factory=set)    # deleted channels
    # a POST's path (/channels/<id>/messages, /channels/<id>/threads) -> what Discord answers it:
    # 403 (the bot may not), 429 (still rate limited after discord.py's own retries)
    refused: dict[str, int] = field(default_factory=dict)
    oversized: bool = False     # every upload is refused as too large (413), wherever it goes
    dm_channels: dict[str, str] = field(default_factory=dict)   # DM channel id -> user id
    threads: dict[str, dict[str, Any]] = field(default_factory=dict)   # thread id -> its channel object
    _original: dict[str, bool] = field(default_factory=dict)    # token -> first message was ephemeral
    _deferred: set[str] = field(default_factory=set)            # tokens whose deferral is not replaced yet
    _patch: tuple | None = None
    # Discord's rate limits, which every request meets before it is answered (bot/ratelimits.py)
    limits: RateLimits = field(default_factory=lambda: RateLimits(application_id=APP_ID))
    # the Activity's OAuth2 (see launch_activity): the application's secret, the codes given and
    # not yet exchanged (code -> user name), the access tokens (token -> user name), the running
    # instances (id -> channel and user names) and each user's Discord language
    client_secret: str = "offline-client-secret"
    oauth_codes: dict[str, str] = field(default_factory=dict)
    access_tokens: dict[str, str] = field(default_factory=dict)
    activity_instances: dict[str, dict[str, Any]] = field(default_factory=dict)
    user_locales: dict[str, str] = field(default_factory=dict)

    # -- building the bot -----------------------------------------------------------------------
    @classmethod
    @asynccontextmanager
    async def open(cls, db_path: Path, seed_source: Callable[[], int] | None = None,
                   **kwargs: Any) -> AsyncIterator[OfflineGateway]:
        """A CampfireBot on ``db_path`` that never logs in, with the recorder installed.

        The store is closed on the way out (aiosqlite's thread is not a daemon: a store
        left open hangs the interpreter at exit).
        """
        from bot.discord_app import CampfireBot
        from bot.store import Store
        from bot.tables import Tables

        store = await Store.open(db_path)
        try:
            bot = CampfireBot(str(db_path), sync=False, store=store, background=False)
        except BaseException:
            await store.close()
            raise
        if seed_source is not None:
            bot.tables = Tables(store, seed_source=seed_source)
        gateway = None
        try:
            await bot._async_setup_hook()   # what login() does first: binds the running loop
            await bot.setup_hook()
            gateway = cls(bot, **kwargs)
            gateway.install()
            yield gateway
        finally:
            if gateway is not None:
                gateway.uninstall()
            await bot.close()             # CampfireBot.close closes the store

    def install(self) -> None:
        """Give the bot a logged-in user and an HTTP session that answers as Discord would.

        discord.py's two HTTP paths, the REST client (``HTTPClient.request``) and the webhook
        adapter that interaction responses and followups go through
        (``AsyncWebhookAdapter.request``), run as they are, with their buckets, global lock and
        429 retries, down to the aiohttp session, which is an :class:`OfflineSession`: every
        request meets :attr:`limits` first (a 429 when it is over a limit, recorded as a
        :class:`Call` of that status), then :meth:`_record` answers it, with its bucket's
        rate-limit headers. The two paths are wrapped only to hand the session the request as
        discord.py had it (route, JSON payload, the ``discord.File`` objects the calls keep).
        """
        state = self.bot._connection
        state.user = discord.ClientUser(state=state, data={
            "id": APP_ID, "username": "campfire", "discriminator": "0", "avatar": None, "bot": True,
        })
        state.application_id = int(APP_ID)
        http = self.bot.http
        http._HTTPClient__session = OfflineSession(self)    # what static_login would open
        http._global_over = asyncio.Event()
        http._global_over.set()
        send = http.request

        async def rest(route, *, files=None, form=None, **kwargs):
            token = _OUTGOING.set((route, kwargs.get("json"), files, form))
            try:
                return await send(route, files=files, form=form, **kwargs)
            finally:
                _OUTGOING.reset(token)

        http.request = rest
        original = AsyncWebhookAdapter.request
        if getattr(original, "offline", False):     # another gateway of this process wrapped it
            return

        async def webhook(adapter, route, *args, payload=None, multipart=None, files=None, **kwargs):
            token = _OUTGOING.set((route, payload, files, multipart))
            try:
                return await original(adapter, route, *args, payload=payload, multipart=multipart,
                                      files=files, **kwargs)
            finally:
                _OUTGOING.reset(token)

        webhook.offline = True
        self._patch = (AsyncWebhookAdapter, original)
        AsyncWebhookAdapter.request = webhook

    def uninstall(self) -> None:
        if self._patch is not None:
            cls, original = self._patch
            cls.request = original
            self._patch = None

    # -- who is who -----------------------------------------------------------------------------
    def user_id(self, name: str) -> str:
        key = name.lower()
        if key not in self.users:
            self.users[key] = snowflake(key)
        return self.users[key]

    def name_of(self, user_id: str) -> str | None:
        return next((name for name, uid in self.users.items() if uid == str(user_id)), None)

    def global_name(self, name: str) -> str:
        """The display name Discord would show for ``name`` (here: the name itself)."""
        return name

    def user_data(self, name: str) -> dict[str, Any]:
        return {"id": self.user_id(name), "username": name.lower(), "discriminator": "0", "avatar": None,
                "global_name": self.global_name(name)}

    def member_data(self, name: str, manage: bool = False) -> dict[str, Any]:
        perms = SEND | (MANAGE_CHANNELS if manage or name.lower() in self.moderators else 0)
        return {"roles": [], "joined_at": JOINED, "permissions": str(perms), "flags": 0,
                "deaf": False, "mute": False, "nick": None}

    def resolved_members(self, user_ids: list[str]) -> dict[str, Any]:
        """``resolved`` data for user options, as Discord sends it (user and member)."""
        users, members = {}, {}
        for uid in user_ids:
            name = self.name_of(uid) or f"user{uid[-4:]}"
            users[uid] = {**self.user_data(name), "id": uid}
            members[uid] = self.member_data(name)
        return {"users": users, "members": members}

    def is_dm(self, call: Call) -> bool:
        return call.path.startswith("/channels/") and call.path.split("/")[2] in self.dm_channels

    # -- the Activity's OAuth2 ----------------------------------------------------------------------
    def launch_activity(self, name: str, channel: str | None = None, instance_id: str | None = None) -> str:
        """``name`` opens the Activity in ``channel`` (one instance per channel unless
        ``instance_id`` names another): they join the instance, and the SDK's ``authorize``
        gives them the code this returns, good for one exchange."""
        channel = channel or self.channel_id
        instance_id = instance_id or f"i-{channel}"
        instance = self.activity_instances.setdefault(instance_id, {"channel": channel, "users": []})
        if name.lower() not in instance["users"]:
            instance["users"].append(name.lower())
        code = hashlib.sha256(f"code:{name}:{next(_ids)}".encode()).hexdigest()[:30]
        self.oauth_codes[code] = name.lower()
        return code

    def session(self) -> OfflineSession:
        """An aiohttp-like session whose requests this gateway answers (with its rate limits)."""
        return OfflineSession(self)

    def _oauth(self, method: str, path: str, payload: Any, authorization: str) -> tuple[int, dict] | None:
        """Discord's answer (status, body) to a request of the Activity's sign-in; None for any other."""
        scheme, _, credential = authorization.partition(" ")
        if method == "POST" and path == "/oauth2/token":
            form = payload or {}
            if form.get("client_id") != APP_ID or form.get("client_secret") != self.client_secret:
                return 401, {"error": "invalid_client"}
            if form.get("grant_type") != "authorization_code":
                return 400, {"error": "unsupported_grant_type"}
            name = self.oauth_codes.pop(form.get("code", ""), None)     # a code serves once
            if name is None:
                return 400, {"error": "invalid_grant", "error_description": 'Invalid "code" in request.'}
            token = hashlib.sha256(f"token:{name}:{next(_ids)}".encode()).hexdigest()[:30]
            self.access_tokens[token] = name
            return 200, {"access_token": token, "token_type": "Bearer", "expires_in": 604800,
                         "refresh_token": token[::-1], "scope": "identify"}
        if method == "GET" and path == "/users/@me" and scheme == "Bearer":
            name = self.access_tokens.get(credential)
            if name is None:
                return 401, {"message": "401: Unauthorized", "code": 0}
            return 200, {**self.user_data(name), "public_flags": 0, "flags": 0, "mfa_enabled": False,
                         "locale": self.user_locales.get(name, "en-US")}
        prefix = f"/applications/{APP_ID}/activity-instances/"
        if method == "GET" and path.startswith("/applications/") and "/activity-instances/" in path:
            instance = self.activity_instances.get(path[len(prefix):]) if path.startswith(prefix) else None
            if scheme != "Bot" or not credential:
                return 401, {"message": "401: Unauthorized", "code": 0}
            if instance is None:
                return 404, {"message": "Unknown Application", "code": 10002}
            channel = instance["channel"]
            return 200, {"application_id": APP_ID, "instance_id": path[len(prefix):], "launch_id": "1",
                         "location": {"id": f"gc-{self.guild_id}-{channel}", "kind": "gc",
                                      "channel_id": channel, "guild_id": self.guild_id},
                         "users": [self.user_id(n) for n in instance["users"]]}
        return None

    # -- the wire -------------------------------------------------------------------------------
    async def _exchange(self, method: str, url: str, data: Any, headers: dict[str, str] | None = None
                        ) -> _WireResponse:
        """One request as it reaches Discord: the rate limits, then the route's answer.

        What :meth:`_record` raises: a 4xx (403, 404, 413, …) but 429 becomes that answer on
        the wire, for discord.py to turn into its exception as it would; anything else (a 5xx, a
        429 standing for discord.py's retries used up, a lost connection) is raised out of the
        session as it is, so discord.py neither retries nor sleeps on it.
        """
        await asyncio.sleep(0)      # a request is on the wire for a turn of the loop, as on a network
        outgoing = _OUTGOING.get(None)
        if outgoing is None or outgoing[0].url != url or outgoing[0].method != method:
            outgoing = _from_wire(method, url, data)
        route, payload, files, multipart = outgoing
        path = url.split("/api/v10", 1)[-1]
        verdict = self.limits.admit(method, path)
        if verdict.status is not None:
            self._limited(Call(method, path, _json_part(payload, multipart), list(files or []), status=429),
                          verdict)
            return _WireResponse(verdict.status, verdict.headers, verdict.body, via=verdict.scope != "ban")
        authorization = (headers or {}).get("Authorization", "")
        oauth = self._oauth(method, path, payload, authorization) if headers is not None else None
        if oauth is not None:
            status, body = oauth
            self.calls.append(Call(method, path, payload, [], status=status,
                                   auth=authorization.partition(" ")[0] or None, answer=body))
            self.limits.settle(verdict, status)
            return _WireResponse(status, verdict.headers, body)
        before = len(self.calls)
        try:
            answer = self._record(route, payload, files, multipart)
        except discord.HTTPException as exc:
            if len(self.calls) > before:
                self.calls[-1].status = exc.status
            self.limits.settle(verdict, exc.status)
            if not 400 <= exc.status < 500 or exc.status == 429:
                raise
            return _WireResponse(exc.status, verdict.headers, {"message": exc.text, "code": exc.code})
        status = 204 if answer is None else 200
        if len(self.calls) > before:
            self.calls[-1].status = status
        self.limits.settle(verdict, status)
        return _WireResponse(status, verdict.headers, answer)

    def _limited(self, call: Call, verdict: Verdict) -> None:
        """A request the rate limits refused (``call.status`` 429): kept with the others."""
        self.calls.append(call)

    def _record(self, route, payload, files, multipart) -> Any:
        if payload is None and multipart:
            for part in multipart:
                if part.get("name") == "payload_json":
                    payload = json.loads(part["value"])
        path = _path(route)
        call = Call(route.method, path, payload, list(files or []))
        call.shown_ephemeral = self._visibility(call)
        self.calls.append(call)
        if route.method == "POST" and path in self.refused:
            status = self.refused[path]
            refusal = discord.Forbidden if status == 403 else discord.HTTPException
            raise refusal(_Response(status, "Refused"), {"code": 50013 * (status == 403), "message": "Refused"})
        answer = self._thread_call(call)
        if answer is not None:
            return answer or None
        if path == "/users/@me/channels":
            recipient = str(payload["recipient_id"])
            dm = str(950000000000000000 + int(recipient) % 10**9)
            self.dm_channels[dm] = recipient
            return {"id": dm, "type": 1, "recipients": [
                {"id": recipient, "username": "x", "discriminator": "0", "avatar": None}]}
        if route.method == "GET" and path.startswith("/guilds/") and path.count("/") == 2:
            return {"id": path.split("/")[2], "name": "campfire", "preferred_locale": self.guild_locale}
        if route.method == "GET" and path.startswith("/users/"):
            uid = path.rsplit("/", 1)[1]
            return {"id": uid, "username": "user" + uid[-2:], "discriminator": "0", "avatar": None}
        if path.startswith("/channels/") and self.dm_channels.get(path.split("/")[2]) in self.blocked_dms:
            raise discord.Forbidden(_Response(403, "Forbidden"),
                                    {"code": 50007, "message": "Cannot send messages to this user"})
        if path.startswith("/channels/") and path.split("/")[2] in self.gone_channels:
            raise discord.NotFound(_Response(404, "Not Found"), {"code": 10003, "message": "Unknown Channel"})
        if self.oversized and files:
            raise discord.HTTPException(_Response(413, "Payload Too Large"),
                                        {"code": 40005, "message": "Request entity too large"})
        if route.path.endswith("/callback"):
            return {"interaction": {"id": str(next(_ids)), "type": 2}}
        if route.path.startswith("/webhooks/") or (
                route.method in ("POST", "PATCH") and "messages" in route.path):
            return self._message(payload or {})
        return None

    def _thread_call(self, call: Call) -> dict[str, Any] | None:
        """Threads as Discord keeps them: created in a channel, renamed, joined, deleted.

        Returns the answer (``{}`` for an empty one), or None when the call is not about a thread.
        """
        parts = call.path.split("/")
        if len(parts) < 3 or parts[1] != "channels":
            return None
        if call.method == "POST" and len(parts) == 4 and parts[3] == "threads":
            thread = self.thread_data(str(next(_ids)), parts[2], (call.payload or {}).get("name", "thread"))
            self.threads[thread["id"]] = thread
            return thread
        if parts[2] not in self.threads:
            return None
        if call.method == "PATCH" and len(parts) == 3:
            self.threads[parts[2]].update({k: v for k, v in (call.payload or {}).items() if k == "name"})
            return self.threads[parts[2]]
        if call.method == "DELETE" and len(parts) == 3:
            return self.threads.pop(parts[2])
        if "thread-members" in parts:
            return {}
        return None

    def thread_data(self, thread_id: str, parent_id: str, name: str) -> dict[str, Any]:
        return {"id": thread_id, "type": 11, "guild_id": self.guild_id, "parent_id": parent_id, "owner_id": APP_ID,
                "name": name, "last_message_id": None, "message_count": 0, "member_count": 1,
                "rate_limit_per_user": 0, "flags": 0,
                "thread_metadata": {"archived": False, "auto_archive_duration": 10080,
                                    "archive_timestamp": JOINED, "locked": False}}

    def _visibility(self, call: Call) -> bool | None:
        """Discord's rule: an interaction's first message fixes how its edits are shown.

        The first followup after ``defer()`` edits the "thinking" message, so it is
        ephemeral exactly when the deferral was; so is any edit of ``@original``. Later
        followups are new messages and follow their own flag (None: see :attr:`Call.private`).
        """
        parts = call.path.split("/")
        if call.kind == "response" and call.payload and call.payload.get("type") in (DEFERRED_MESSAGE, MESSAGE):
            token = parts[3]
            self._original[token] = bool((call.payload.get("data") or {}).get("flags", 0) & EPHEMERAL)
            if call.payload["type"] == DEFERRED_MESSAGE:
                self._deferred.add(token)
            return None
        if call.kind != "followup" or len(parts) < 4:
            return None
        token = parts[3]
        if call.path.endswith("/messages/@original"):
            self._deferred.discard(token)
            return self._original.get(token)
        if call.method == "POST" and token in self._deferred:
            self._deferred.discard(token)
            return self._original[token]
        return None

    def _message(self, payload: dict[str, Any]) -> dict[str, Any]:
        return {
            "id": str(next(_ids)), "channel_id": self.channel_id, "type": 0,
            "content": payload.get("content") or "",
            "author": {"id": APP_ID, "username": "campfire", "discriminator": "0", "avatar": None, "bot": True},
            "timestamp": "2026-11-29T12:00:00+00:00", "edited_timestamp": None, "tts": False,
            "mention_everyone": False, "mentions": [], "mention_roles": [], "attachments": [],
            "embeds": [], "pinned": False, "components": payload.get("components", []),
            "flags": payload.get("flags", 0),
        }

    # -- payloads -------------------------------------------------------------------------------
    def _base(self, kind: int, user: str, data: dict[str, Any], manage: bool = False,
              channel: str | None = None, locale: str = "en-US", guild_locale: str = "en-US") -> dict[str, Any]:
        channel = channel or self.channel_id
        return {
            "id": str(next(_ids)), "application_id": APP_ID, "type": kind, "token": f"token-{next(_ids)}",
            "version": 1, "locale": locale, "guild_locale": guild_locale, "guild_id": self.guild_id,
            "channel_id": channel,
            "channel": self.threads.get(channel) or {
                "id": channel, "type": 0, "guild_id": self.guild_id, "name": "campfire",
                "position": 0, "permission_overwrites": [], "nsfw": False, "parent_id": None},
            "member": {"user": self.user_data(user), **self.member_data(user, manage)},
            "app_permissions": str(BOT_PERMISSIONS), "entitlements": [], "authorizing_integration_owners": {},
            "context": 0, "attachment_size_limit": 10 * 1024 * 1024, "data": data,
        }

    def command(self, path: str) -> app_commands.Command | app_commands.Group | None:
        """The tree's command at ``path`` ("game new"), or None."""
        names = path.split()
        found: Any = self.bot.tree.get_command(names[0]) if names else None
        for name in names[1:]:
            if not isinstance(found, app_commands.Group):
                return None
            found = found.get_command(name)
        return found

    def command_data(self, path: str, options: dict[str, Any], focused: str | None = None,
                     resolved: dict | None = None) -> dict:
        """The ``data`` of an application-command payload.

        ``options`` are named as Discord names them: a parameter's display name (``where``
        for ``/natera send``, renamed from ``value``), which is what Discord sends and what
        the tree looks up. Each option's type is the one the tree declares (as Discord would
        send it), or guessed from the Python value for an option the command does not have. User
        options carry their ``resolved`` users and members unless ``resolved`` is given.
        """
        names = path.split()
        command = self.command(path)
        declared = {p.display_name: p.type.value for p in getattr(command, "parameters", [])}
        opts, user_ids = [], []
        for key, value in options.items():
            kind = declared.get(key, _option_type(value))
            opt = {"name": key, "type": kind, "value": value}
            if kind == discord.AppCommandOptionType.user.value:
                user_ids.append(str(value))
            if key == focused:
                opt["focused"] = True
            opts.append(opt)
        inner: list[dict] = opts
        for name in reversed(names[1:]):
            inner = [{"type": 1 if inner is opts else 2, "name": name, "options": inner}]
        data = {"id": str(next(_ids)), "name": names[0], "type": 1, "options": inner}
        if resolved is None and user_ids:
            resolved = self.resolved_members(user_ids)
        if resolved is not None:
            data["resolved"] = resolved
        return data

    async def slash(self, user: str, path: str, manage: bool = False, channel: str | None = None,
                    locale: str = "en-US", guild_locale: str = "en-US", resolved: dict | None = None,
                    **options: Any) -> list[Call]:
        """Run ``/path`` as ``user``; returns the HTTP calls it made.

        ``locale``: the user's Discord language; ``guild_locale``: the server's;
        ``manage``: this member has Manage Channels.
        """
        data = self.command_data(path, options, resolved=resolved)
        return await self._dispatch(self._base(2, user, data, manage, channel, locale, guild_locale))

    async def autocomplete(self, user: str, path: str, focused: str, locale: str = "en-US",
                           **options: Any) -> list[dict]:
        """The choices the bot offers while ``user`` types option ``focused``."""
        calls = await self._dispatch(self._base(4, user, self.command_data(path, options, focused),
                                                locale=locale))
        [call] = [c for c in calls if c.kind == "response"]
        if call.payload["type"] != AUTOCOMPLETE_RESULT:
            raise AssertionError(f"autocomplete answered with {call.payload}")
        return call.payload["data"]["choices"]

    async def click(self, user: str, custom_id: str, values: list[str] | None = None,
                    source: Call | None = None, resolved: dict | None = None,
                    manage: bool = False, locale: str = "en-US", guild_locale: str = "en-US") -> list[Call]:
        """Press a button (or pick ``values`` in a select) of a message the bot sent.

        The message comes back with its components, as Discord sends it: ``source`` is the
        captured call that posted it; without one, a message holding just that component.
        The component type is the source's; without a source, a button, a user select for
        the member picker (``cf:rp:``), else a string select.
        """
        item = next((c for c in (source.components if source else []) if c.get("custom_id") == custom_id), None)
        guessed = 2 if values is None else 5 if custom_id.startswith("cf:rp:") else 3
        kind = item["type"] if item is not None else guessed
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": kind}
        if values is not None:
            data["values"] = values
        if resolved is None and kind == 5 and values:
            resolved = self.resolved_members(values)
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
        payload = self._base(3, user, data, manage=manage, locale=locale, guild_locale=guild_locale)
        message = self._message({"content": source.content if source else "table", "components": components})
        if source is not None and source.private:
            message["flags"] = EPHEMERAL
        payload["message"] = message
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
    if isinstance(value, float):
        return 10
    return 3
