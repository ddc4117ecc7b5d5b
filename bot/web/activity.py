"""The web table as a Discord Activity (issue 20, point 7): the same pages, inside Discord.

Discord launches an Activity in an iframe at ``https://<client id>.discordsays.com/`` and
forwards its requests through its proxy to the URL mapping's target, this web server (the
root mapping ``/`` → ``campfire.example.org``). The page (``GET /activity``, or ``GET /``
when Discord's launch parameters ``frame_id`` and ``instance_id`` are in the query) starts
Discord's Embedded App SDK (``static/vendor/``, built from the npm registry), asks it for an
OAuth2 code (``authorize``, scope ``identify``) and posts that code with the SDK's
``instanceId`` to ``POST /activity/token``. The server then, with nothing taken on the
browser's word:

1. exchanges the code at Discord's ``POST /oauth2/token`` with the application's secret
   (``CAMPFIRE_CLIENT_SECRET``, which never reaches a browser), an access token of the user's;
2. learns who the user is with that token (``GET /users/@me``), and their Discord language;
3. asks Discord, with the bot's token, where the Activity runs and who is in it
   (``GET /applications/{id}/activity-instances/{instance}``): the channel comes from Discord,
   not from the SDK's ``channelId``, which the page could forge (Discord's networking guide:
   "do not trust data coming from the Discord client"), and the user must be in the instance;
4. answers ``{"go": path}``: the user's player page when they sit at the channel's game (a
   signed link, as ``/game web`` gives), its spectator page when they do not; or
   ``{"say": sentence}`` when the channel has no game, or a refusal (a bad or used code).

Discord's proxy takes paths under ``/.proxy/`` too (its SDK's examples post to
``/.proxy/api/token``): every route answers under that prefix as well, and a page reached
under it keeps every link under it (:func:`under`), so the Activity works whichever way the
proxy forwards. Off unless ``CAMPFIRE_CLIENT_ID`` and ``CAMPFIRE_CLIENT_SECRET`` are set.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

DISCORD_API = "https://discord.com/api/v10"
PROXY = "/.proxy"                       # the prefix Discord's proxy takes for an Activity's own requests
SCOPES = ("identify",)                  # all the Activity asks: who the user is
LAUNCH_PARAMS = ("frame_id", "instance_id")     # what Discord puts in the query of the page it launches
FIELD = re.compile(r"[\w.~-]{1,200}")   # a code or an instance id as Discord makes them
TIMEOUT_S = 10.0


@dataclass(frozen=True)
class ActivityConfig:
    """The application's OAuth2 credentials (Developer Portal, OAuth2) and the bot's token."""

    client_id: str
    client_secret: str
    bot_token: str
    api: str = DISCORD_API

    @property
    def origin(self) -> str:
        """Where the Activity's pages run inside Discord: their requests carry this Origin."""
        return f"https://{self.client_id}.discordsays.com"

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> ActivityConfig | None:
        """``CAMPFIRE_CLIENT_ID``, ``CAMPFIRE_CLIENT_SECRET`` and ``DISCORD_TOKEN``; None (no
        Activity) when the first two are unset, a ConfigError when only one is or no token."""
        from bot.config import ConfigError

        env = os.environ if env is None else env
        client_id = env.get("CAMPFIRE_CLIENT_ID", "").strip()
        secret = env.get("CAMPFIRE_CLIENT_SECRET", "").strip()
        if not client_id and not secret:
            return None
        if not client_id.isdigit() or not secret:
            raise ConfigError("The Activity needs both CAMPFIRE_CLIENT_ID (the application id, digits) and "
                              "CAMPFIRE_CLIENT_SECRET (Developer Portal, OAuth2).")
        token = env.get("DISCORD_TOKEN", "").strip()
        if not token:
            raise ConfigError("The Activity needs DISCORD_TOKEN too: the bot asks Discord where an Activity runs.")
        return cls(client_id, secret, token)


class Refused(Exception):
    """Discord refused a step of the sign-in (a bad, expired or used code; an unknown instance)."""


class DiscordApi:
    """The three requests of the sign-in, through ``session`` (an ``aiohttp.ClientSession``,
    or the offline gateway's ``OfflineSession`` in tests: the same calls either way)."""

    def __init__(self, config: ActivityConfig, session: Any = None):
        self.config = config
        self._session = session

    def session(self) -> Any:
        if self._session is None:
            import aiohttp

            self._session = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=TIMEOUT_S))
        return self._session

    async def close(self) -> None:
        if self._session is not None:
            await self._session.close()

    async def _call(self, method: str, path: str, headers: dict[str, str], data: Any = None) -> dict[str, Any]:
        async with self.session().request(method, self.config.api + path, data=data, headers=headers) as response:
            body = await response.json()
            if response.status >= 400 or not isinstance(body, dict):
                raise Refused(f"{method} {path}: {response.status}")
            return body

    async def exchange(self, code: str) -> str:
        """The user's access token for an OAuth2 code the SDK's ``authorize`` gave (RFC 6749 4.1.3)."""
        body = await self._call("POST", "/oauth2/token", {"Content-Type": "application/x-www-form-urlencoded"}, {
            "client_id": self.config.client_id, "client_secret": self.config.client_secret,
            "grant_type": "authorization_code", "code": code})
        if body.get("token_type", "").lower() != "bearer" or not body.get("access_token"):
            raise Refused("the token exchange gave no bearer token")
        return body["access_token"]

    async def me(self, access_token: str) -> dict[str, Any]:
        """The user the token is for (``id``, ``locale``)."""
        return await self._call("GET", "/users/@me", {"Authorization": f"Bearer {access_token}"})

    async def instance(self, instance_id: str) -> dict[str, Any]:
        """Where the Activity instance runs and who is in it, as Discord knows it."""
        return await self._call("GET", f"/applications/{self.config.client_id}/activity-instances/{instance_id}",
                                {"Authorization": f"Bot {self.config.bot_token}"})


@dataclass(frozen=True)
class SignedIn:
    """A verified Activity user: who, in which channel, reading which language (None: unknown)."""

    user_id: str
    channel_id: str
    locale: str | None


async def sign_in(api: DiscordApi, code: Any, instance_id: Any) -> SignedIn:
    """Steps 1-3 of the module's flow; Refused when any fails or the user is not in the instance."""
    if not isinstance(code, str) or not FIELD.fullmatch(code):
        raise Refused("no code")
    if not isinstance(instance_id, str) or not FIELD.fullmatch(instance_id):
        raise Refused("no instance")
    user = await api.me(await api.exchange(code))
    instance = await api.instance(instance_id)
    user_id = str(user.get("id", ""))
    channel = (instance.get("location") or {}).get("channel_id")
    if str(instance.get("application_id")) != api.config.client_id or not channel:
        raise Refused("not this application's instance")
    if user_id not in {str(u) for u in instance.get("users") or []}:
        raise Refused("the user is not in that Activity")
    return SignedIn(user_id, str(channel), user.get("locale"))


# an in-site address in the pages' markup: href="/…", src="/…", action="/…", srcset="/…",
# data-stream="/…" (what pages.py writes; text is escaped, so no reader's words match)
_SITE_LINK = re.compile(r'(\s(?:href|src|action|srcset|data-stream)=")/(?!/)')


def root_of(path: str) -> str:
    """The prefix a request came under: ``/.proxy`` (Discord's proxy) or none."""
    return PROXY if path == PROXY or path.startswith(PROXY + "/") else ""


def under(root: str, markup: str) -> str:
    """``markup`` with its in-site links under ``root``, so a page reached through
    ``/.proxy/`` keeps every request under it.

    >>> under("/.proxy", '<a href="/p/x">x</a><img src="/g/1.png"><a href="//evil">e</a>')
    '<a href="/.proxy/p/x">x</a><img src="/.proxy/g/1.png"><a href="//evil">e</a>'
    >>> under("", '<a href="/p/x">')
    '<a href="/p/x">'
    """
    return _SITE_LINK.sub(lambda m: f"{m[1]}{root}/", markup) if root else markup
