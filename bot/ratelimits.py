"""Discord's rate limits, as the offline gateway (bot/offline.py) answers them.

What Discord's developer docs (topics/rate-limits) describe, and this models:

* **The global limit**: 50 requests per second per bot, over every route but the interaction
  endpoints, which "are not bound to the bot's Global Rate Limit": an interaction's callback
  (``POST /interactions/{id}/{token}/callback``) and its webhook (``/webhooks/{application_id}/
  {token}…``: followups, the original response's edits and deletion). A request over it is
  answered 429 with ``"global": true``, ``X-RateLimit-Global: true``, ``X-RateLimit-Scope:
  global`` and no bucket headers (the docs' example).
* **Per-route buckets**, keyed by the route and its top-level resource (a channel, a guild, or a
  webhook's id + token). ``X-RateLimit-Bucket`` names the bucket without the resource, so
  ``POST /channels/1/messages`` and ``POST /channels/2/messages`` share a hash and count apart.
  Discord publishes no numbers (they "should not be hard coded"); the ones used are those
  known: message creation 5 per 5 s per channel; an interaction's callback and its webhook 5 per
  2 s per interaction (what library authors measured for followups, discord-api-docs #2701, "the
  rate limits used are identical to webhook rate limits"); any other route a bucket no tighter
  than the global limit (50 per second), so that only the global limit binds there. Every
  answer, 429s included, carries its bucket's ``X-RateLimit-Limit``, ``-Remaining``, ``-Reset``
  (epoch seconds), ``-Reset-After`` (seconds) and ``-Bucket``; a request over its bucket is
  answered 429 with ``X-RateLimit-Scope: user``.
* **A 429** has the JSON body ``{"message", "retry_after", "global"}`` and ``Retry-After`` in
  whole seconds (rounded up). Every answer carries ``Via``, as Discord's API answers do:
  discord.py takes a 429 without it for a Cloudflare ban and does not retry.
* **Invalid requests**: answers 401, 403 and 429 (but a 429 of scope ``shared``) are counted;
  10,000 within 10 minutes earn a temporary ban (:attr:`RateLimits.ban_s`), during which every
  request is answered 429 with a plain-text body and no ``Via``, as Cloudflare answers.

Windows are fixed: a bucket's window opens with its first request and lasts its period; the
global window lasts a second. A refused request does not use up an allowance. The clock is a
:class:`TravelClock` unless one is given: real time (the event loop's, which discord.py sleeps
by), plus every jump forward of the wall clock, so a test that moves ``time_machine`` a day on
sees Discord's windows pass as its bot does; the model's own tests move a clock by hand. Not
modelled: limits Discord does not document (a guild's or a channel's share of followups,
channel renames, emoji routes).
"""

from __future__ import annotations

import hashlib
import math
import time
from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

VIA = "1.1 google"     # what Discord's API answers carry (its edge); discord.py checks that a 429 has one

# what the bench and the tests call the routes (an action's cost is told in these)
CALLBACK, FOLLOWUP, CHANNEL_MESSAGE, OTHER = "callback", "followup", "channel message", "other"


class TravelClock:
    """Seconds that pass as they do for the event loop (``time.monotonic``), plus each jump
    forward of the wall clock (``time.time``) beyond that: a test's ``time_machine.travel`` to
    the next day is a day for Discord too, while a wall clock held still or sent back stops
    nothing. On a machine whose wall clock just runs, it is ``time.monotonic``."""

    def __init__(self) -> None:
        self._offset = time.time() - time.monotonic()
        self._skew = 0.0

    def __call__(self) -> float:
        now = time.monotonic()
        offset = time.time() - now
        if offset > self._offset:
            self._skew += offset - self._offset
        self._offset = offset
        return now + self._skew


@dataclass
class Window:
    """One fixed window of a bucket (or of the global limit): ``limit`` requests per ``period`` s."""

    limit: int
    period: float
    opened: float | None = None
    used: int = 0

    def fresh(self, now: float) -> None:
        if self.opened is not None and now >= self.opened + self.period:
            self.opened, self.used = None, 0

    def full(self, now: float) -> bool:
        self.fresh(now)
        return self.used >= self.limit

    def take(self, now: float) -> None:
        self.fresh(now)
        if self.opened is None:
            self.opened = now
        self.used += 1

    def reset_after(self, now: float) -> float:
        """Seconds until the window closes, rounded up to the millisecond (never 0: a client that
        sleeps that long finds the window closed)."""
        if self.opened is None:
            return self.period
        return max(0.001, math.ceil((self.opened + self.period - now) * 1000) / 1000)


@dataclass
class Verdict:
    """What the model says of one request, before the route answers it.

    ``status`` is 429 when the request is refused (``body`` is then its answer), None when it
    goes through; ``headers`` are the rate-limit headers its answer carries either way."""

    route: str                # CALLBACK, FOLLOWUP, CHANNEL_MESSAGE or OTHER
    bucket: str               # the X-RateLimit-Bucket hash
    major: str                # the top-level resource ("" for none)
    global_bound: bool        # counted against the global limit
    headers: dict[str, str]
    status: int | None = None
    scope: str | None = None  # of a 429: "user", "global", or "ban" (Cloudflare's, not Discord's)
    body: Any = None


@dataclass(frozen=True)
class Route:
    """A request's route as Discord tells it from the URL: the bucket it counts in."""

    kind: str                 # CALLBACK, FOLLOWUP, CHANNEL_MESSAGE or OTHER
    name: str                 # the route without its ids: "POST /channels/{channel_id}/messages"
    major: str                # the top-level resource's id(s), or ""
    global_bound: bool


def route_of(method: str, path: str, application_id: str | None = None) -> Route:
    """Which bucket ``method path`` (``/channels/1/messages``, no ``/api/v10``) counts in.

    A webhook with a token whose id is the application's (any webhook's, when
    ``application_id`` is None) is an interaction's: not bound to the global limit."""
    parts = path.split("?", 1)[0].strip("/").split("/")
    head = parts[0] if parts else ""
    if head == "interactions" and len(parts) == 4 and parts[3] == "callback":
        return Route(CALLBACK, "POST /interactions/{interaction_id}/{interaction_token}/callback",
                     f"{parts[1]}+{parts[2]}", global_bound=False)
    if head == "webhooks" and len(parts) >= 3:
        interaction = application_id is None or parts[1] == str(application_id)
        return Route(FOLLOWUP if interaction else OTHER, "/webhooks/{webhook_id}/{webhook_token}",
                     f"{parts[1]}+{parts[2]}", global_bound=not interaction)
    if head == "channels" and len(parts) == 3 and parts[2] == "messages" and method == "POST":
        return Route(CHANNEL_MESSAGE, "POST /channels/{channel_id}/messages", parts[1], global_bound=True)
    major = parts[1] if head in ("channels", "guilds") and len(parts) > 1 else ""
    shape = [head] + ["{id}" if p.isdigit() else p for p in parts[1:]]
    if major:
        shape[1] = "{channel_id}" if head == "channels" else "{guild_id}"
    return Route(OTHER, f"{method} /{'/'.join(shape)}", major, global_bound=True)


def bucket_hash(name: str) -> str:
    return hashlib.sha1(name.encode()).hexdigest()[:32]


@dataclass
class RateLimits:
    """Discord's limits for one bot (see the module's doc); counts what it answered.

    Counters: ``answered`` (status -> requests), ``limited`` (429s by scope: ``global``,
    ``user``, ``ban``), ``by_route`` (requests let through, by route kind), ``global_used``
    (requests counted against the global limit), ``global_peak`` (the most in one global
    window), ``invalid_total`` (401/403/429 answers that count towards the ban) and
    :meth:`invalid` (those within the last 10 minutes)."""

    application_id: str | None = None
    clock: Callable[[], float] = field(default_factory=TravelClock)
    wall: Callable[[], float] = time.time          # for X-RateLimit-Reset (epoch seconds) only
    per_second: int = 50                            # the global limit
    message_limit: tuple[int, float] = (5, 5.0)     # message creation per channel
    interaction_limit: tuple[int, float] = (5, 2.0)  # an interaction's callback, and its webhook
    route_limit: tuple[int, float] = (50, 1.0)      # any other route
    invalid_limit: tuple[int, float] = (10_000, 600.0)
    ban_s: float = 3600.0
    answered: Counter = field(default_factory=Counter)
    limited: Counter = field(default_factory=Counter)
    by_route: Counter = field(default_factory=Counter)
    global_used: int = 0
    global_peak: int = 0
    invalid_total: int = 0
    banned_until: float | None = None
    _global: Window = field(init=False)
    _buckets: dict[tuple[str, str], Window] = field(default_factory=dict)
    _invalid: deque = field(default_factory=deque)

    def __post_init__(self) -> None:
        self._global = Window(self.per_second, 1.0)

    # -- one request ----------------------------------------------------------------------------
    def admit(self, method: str, path: str) -> Verdict:
        """The verdict on one request now; a request let through uses up its allowances."""
        now = self.clock()
        route = route_of(method, path, self.application_id)
        bucket = bucket_hash(route.name)
        if self.banned_until is not None and now < self.banned_until:
            verdict = Verdict(route.kind, bucket, route.major, route.global_bound, {}, 429, "ban",
                              "error code: 1015\nYou are being blocked from accessing our API temporarily "
                              "due to exceeding our rate limits frequently.")
            verdict.headers["Retry-After"] = str(math.ceil(self.banned_until - now))
            return self._count(verdict, now)
        window = self._bucket(route)
        if window.full(now):
            verdict = Verdict(route.kind, bucket, route.major, route.global_bound,
                              self._headers(window, bucket, now), 429, "user")
            return self._refuse(verdict, window.reset_after(now), now)
        if route.global_bound and self._global.full(now):
            verdict = Verdict(route.kind, bucket, route.major, route.global_bound,
                              {"X-RateLimit-Global": "true"}, 429, "global")
            return self._refuse(verdict, self._global.reset_after(now), now)
        window.take(now)
        if route.global_bound:
            self._global.take(now)
            self.global_used += 1
            self.global_peak = max(self.global_peak, self._global.used)
        self.by_route[route.kind] += 1
        return Verdict(route.kind, bucket, route.major, route.global_bound, self._headers(window, bucket, now))

    def settle(self, verdict: Verdict, status: int) -> None:
        """The status the route answered a request that went through (401 and 403 are invalid)."""
        self.answered[status] += 1
        if status in (401, 403):
            self._invalid_one(self.clock())

    def invalid(self) -> int:
        """Invalid requests within the last ``invalid_limit[1]`` seconds (the ban counts these)."""
        self._forget(self.clock())
        return len(self._invalid)

    # -- inside -----------------------------------------------------------------------------------
    def _bucket(self, route: Route) -> Window:
        key = (route.name, route.major)
        if key not in self._buckets:
            limit, period = {CALLBACK: self.interaction_limit, FOLLOWUP: self.interaction_limit,
                             CHANNEL_MESSAGE: self.message_limit}.get(route.kind, self.route_limit)
            self._buckets[key] = Window(limit, period)
        return self._buckets[key]

    def _headers(self, window: Window, bucket: str, now: float) -> dict[str, str]:
        after = window.reset_after(now)
        return {"X-RateLimit-Limit": str(window.limit), "X-RateLimit-Remaining": str(window.limit - window.used),
                "X-RateLimit-Reset": f"{self.wall() + after:.3f}", "X-RateLimit-Reset-After": f"{after:.3f}",
                "X-RateLimit-Bucket": bucket}

    def _refuse(self, verdict: Verdict, retry_after: float, now: float) -> Verdict:
        verdict.headers.update({"Retry-After": str(math.ceil(retry_after)), "X-RateLimit-Scope": verdict.scope or ""})
        verdict.body = {"message": "You are being rate limited.", "retry_after": retry_after,
                        "global": verdict.scope == "global"}
        if verdict.scope != "shared":
            self._invalid_one(now)
        return self._count(verdict, now)

    def _count(self, verdict: Verdict, now: float) -> Verdict:
        self.answered[429] += 1
        self.limited[verdict.scope] += 1
        return verdict

    def _invalid_one(self, now: float) -> None:
        self.invalid_total += 1
        self._invalid.append(now)
        self._forget(now)
        if len(self._invalid) >= self.invalid_limit[0]:
            self.banned_until = now + self.ban_s

    def _forget(self, now: float) -> None:
        while self._invalid and self._invalid[0] <= now - self.invalid_limit[1]:
            self._invalid.popleft()
