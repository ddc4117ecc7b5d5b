"""The web table's aiohttp application: routes, the live streams, the safety around them.

Routes (``Links`` makes the paths):

=================================  ==============================================================
``GET /``                          every game of the store (only with ``open_index``: the demo
                                   and the console, on loopback); else a pointer to /game web
``GET /s/<guild>-<key>``           a server's index: its open and finished games
``GET /g/<game>-<key>``            the spectator page (``view(None)`` only)
``GET /g/<game>-<key>/events``     its event stream (server-sent events): the live part again
                                   after each change
``GET /g/<game>-<key>/table.png``  the table picture (``?v=`` the version: a new URL per move)
``GET /g/<game>-<key>/replay``     a finished game turn by turn (``?turn=N``) and ``…/replay/N.png``
``GET /p/<token>``                 the player page: the seat's view and legal actions
``GET /p/<token>/events``          its event stream; ``…/table.png`` the seat's own picture
``POST /p/<token>/act``            one action (form fields ``action``, ``version``, ``csrf``)
``GET /activity``                  the Discord Activity's page (also ``GET /`` with Discord's
                                   launch parameters); ``POST /activity/token`` its sign-in
                                   (bot/web/activity.py)
=================================  ==============================================================

Every route answers under ``/.proxy`` too (Discord's proxy for an Activity), its pages' links
kept under it.

Live: a move made here notifies the watchers at once; a move made anywhere else (a slash
command, another process on the same PostgreSQL) is seen by one poller reading the watched
games' versions every ``POLL_S``, so every open page shows it within a second.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import time
from collections import defaultdict, deque
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from aiohttp import web

from bot import l10n
from bot.l10n import Msg
from bot.outcome import Outcome, TableError
from bot.present import ago_msg, log_line, numbered, seat_label
from bot.rules import restore, title_msg
from bot.store import GameRow
from bot.tables import Tables
from bot.web import pages
from bot.web.activity import LAUNCH_PARAMS, PROXY, ActivityConfig, DiscordApi, Refused, root_of, sign_in, under
from bot.web.links import Links, PlayerToken
from bot.web.pad import score_pad
from bot.web.pages import say

POLL_S = 0.25              # how often the watched games' versions are read
HEARTBEAT_S = 15.0         # a comment on quiet streams, so proxies keep them open
LOG_LINES = 30
STATIC = Path(__file__).with_name("static")
STATIC_FILES = {"live.js": "text/javascript", "table.css": "text/css", "activity.js": "text/javascript",
                "vendor/discord-embedded-app-sdk.js": "text/javascript"}

# Discord's Activity frame may embed the page; no other site may (clickjacking)
FRAME_ANCESTORS = "https://discord.com https://*.discordsays.com"
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
       f"form-action 'self'; base-uri 'none'; frame-ancestors {FRAME_ANCESTORS}")
SECURITY_HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    # a player link never leaves for another site in a Referer; same-origin, not no-referrer,
    # which would make a form POST's Origin "null"
    "Referrer-Policy": "same-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
}

Poster = Callable[[Outcome], Awaitable[None]]


class RateLimit:
    """At most ``limit`` requests per ``window`` seconds per key (a user, or an address)."""

    def __init__(self, limit: int, window: float, clock: Callable[[], float] = time.monotonic):
        self.limit, self.window, self.clock = limit, window, clock
        self._hits: dict[str, deque[float]] = defaultdict(deque)

    def allow(self, key: str) -> bool:
        now, hits = self.clock(), self._hits[key]
        while hits and hits[0] <= now - self.window:
            hits.popleft()
        if len(hits) >= self.limit:
            return False
        hits.append(now)
        return True


def reader_language(request: web.Request) -> str:
    """``?lang=`` or the browser's first language we speak (Accept-Language), else English."""
    asked = request.query.get("lang", "")
    if asked in pages.langs():
        return asked
    for part in request.headers.get("Accept-Language", "").split(","):
        code = part.split(";")[0].strip()
        if code and (l10n.language(code) != l10n.ENGLISH or code.lower().startswith("en")):
            return l10n.language(code)
    return l10n.ENGLISH


def refusal(exc: TableError, lang: str) -> str:
    """A refusal's one sentence in the reader's language (its message, where it carries one,
    read in the catalog of the title that refused)."""
    return say(getattr(exc, "message", None) or str(exc), lang, getattr(exc, "title", None))


# keys of a seat's view that say who is reading, not what only they see
READER_KEYS = {"seats_info", "you", "legal", "viewer", "seat"}


def private_lines(own: Any, public: Any, path: str = "") -> list[str]:
    """What the seat's view holds that the public one does not, as ``where: value`` lines
    (a list of seats' records is read record by record, named by its seat): the floor for a
    title whose renderer does not say its secrets in words (``rendering.secrets``), so that a
    new title's player page still shows what only that seat sees."""
    if own == public:
        return []
    if isinstance(own, dict) and isinstance(public, dict):
        return [line for key in own if key not in READER_KEYS
                for line in private_lines(own[key], public.get(key), f"{path} {key}".strip())]
    if isinstance(own, list) and isinstance(public, list) and len(own) == len(public) \
            and all(isinstance(x, dict) for x in own):
        return [line for n, (mine, theirs) in enumerate(zip(own, public, strict=True))
                for line in private_lines(mine, theirs, f"{path} {mine.get('seat') or mine.get('name') or n + 1}")]
    if isinstance(own, list) and own and all(isinstance(x, dict) and isinstance(x.get("name"), str) for x in own):
        return [f"{path}: {', '.join(x['name'] for x in own)}"]        # cards: their names
    if isinstance(own, list) and all(not isinstance(x, (dict, list)) for x in own):
        return [f"{path}: {', '.join(map(str, own)) or '—'}"]
    if isinstance(own, dict) and isinstance(own.get("name"), str):     # a card: its name says it
        return [f"{path}: {own['name']}"]
    return [f"{path}: {json.dumps(own, ensure_ascii=False)[:300]}"]


class WebTable:
    """The web table over one table service; ``post`` sends a web move's table to its channel."""

    def __init__(self, tables: Tables, links: Links, post: Poster | None = None, *, open_index: bool = False,
                 activity: ActivityConfig | None = None, discord_api: DiscordApi | None = None,
                 actions_per_window: int = 20, pages_per_window: int = 240, window: float = 10.0):
        self.tables, self.links, self.post = tables, links, post
        self.open_index = open_index
        self.activity = activity          # the Discord Activity's credentials; None: no Activity
        self.discord = discord_api or (DiscordApi(activity) if activity else None)
        self.acting = RateLimit(actions_per_window, window)
        self.reading = RateLimit(pages_per_window, window)
        # Activity sign-ins (each costs three Discord calls): per address and instance, since
        # every Activity user reaches us through Discord's proxy, and in all
        self.signing = RateLimit(10, 60.0)
        self.signing_all = RateLimit(600, 60.0)
        self._watchers: dict[int, set[asyncio.Queue]] = defaultdict(set)
        self._versions: dict[int, tuple[int, str]] = {}
        self._pictures: dict[tuple, bytes] = {}
        self._fragments: dict[tuple, asyncio.Future] = {}      # the spectators' live part per version
        self._poller: asyncio.Task | None = None
        self._posting: set[asyncio.Task] = set()
        self.app = self._build()

    # -- the application ----------------------------------------------------------------------
    def _build(self) -> web.Application:
        app = web.Application(middlewares=[self._headers, self._limits])
        routes = [
            ("GET", "/", self.index_all),
            ("GET", "/s/{guild}-{key}", self.index_guild),
            ("GET", "/g/{game:\\d+}-{key}", self.spectator),
            ("GET", "/g/{game:\\d+}-{key}/events", self.spectator_events),
            ("GET", "/g/{game:\\d+}-{key}/table.png", self.spectator_picture),
            ("GET", "/g/{game:\\d+}-{key}/turn.png", self.spectator_phone_picture),
            ("GET", "/g/{game:\\d+}-{key}/replay", self.replay),
            ("GET", "/g/{game:\\d+}-{key}/replay/{turn:\\d+}.png", self.replay_picture),
            ("GET", "/p/{token}", self.player),
            ("GET", "/p/{token}/events", self.player_events),
            ("GET", "/p/{token}/table.png", self.player_picture),
            ("POST", "/p/{token}/act", self.act),
            ("GET", "/activity", self.activity_page),
            ("POST", "/activity/token", self.activity_token),
            ("GET", "/static/{name:(vendor/)?[\\w.-]+}", self.static),
        ]
        for root in ("", PROXY):           # Discord's proxy may forward an Activity's paths under /.proxy
            for method, path, handler in routes:
                app.router.add_route(method, root + path, handler)
        app.on_startup.append(self._start_poller)
        app.on_cleanup.append(self._stop_poller)
        return app

    @web.middleware
    async def _headers(self, request: web.Request, handler):
        try:
            response = await handler(request)
        except web.HTTPException as exc:
            exc.headers.update(SECURITY_HEADERS)
            raise
        response.headers.update(SECURITY_HEADERS)
        if request.path.startswith("/p/"):
            response.headers["Cache-Control"] = "no-store"
        return response

    @web.middleware
    async def _limits(self, request: web.Request, handler):
        if not self.reading.allow(self._reader_key(request)):
            return self._sentence(request, Msg("web-too-many-requests"), 429)
        return await handler(request)

    @staticmethod
    def _reader_key(request: web.Request) -> str:
        """Whom a request counts against: a player page's requests against its link (inside
        Discord every Activity user comes through the proxy's few addresses, which a limit per
        address would make them share), any other request against its address."""
        parts = request.path.removeprefix(PROXY).split("/")
        if len(parts) > 2 and parts[1] == "p" and parts[2]:
            return "p:" + parts[2][:300]
        return request.remote or "?"

    async def _start_poller(self, _app: web.Application) -> None:
        self._poller = asyncio.create_task(self._poll())

    async def _stop_poller(self, _app: web.Application) -> None:
        await self.settle()
        if self._poller:
            self._poller.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._poller
        for queues in self._watchers.values():
            for queue in queues:
                queue.put_nowait(None)
        if self.discord is not None:
            await self.discord.close()

    # -- live ----------------------------------------------------------------------------------
    async def _poll(self) -> None:
        while True:
            await asyncio.sleep(POLL_S)
            for game_id in [g for g, q in self._watchers.items() if q]:
                try:
                    row = await self.tables.store.game(game_id)
                except Exception:        # a store hiccup: the next round reads again
                    continue
                if row is not None:
                    self.changed(row)

    def changed(self, row: GameRow) -> None:
        """Tell the game's open pages when its version or status moved."""
        mark = (row.version, row.status)
        if self._versions.get(row.id) == mark:
            return
        self._versions[row.id] = mark
        for queue in self._watchers.get(row.id, ()):
            queue.put_nowait(row.id)

    async def _stream(self, request: web.Request, game_id: int, render: Callable[[], Awaitable[str]]
                      ) -> web.StreamResponse:
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-store",
                                               **SECURITY_HEADERS})
        await response.prepare(request)
        queue: asyncio.Queue = asyncio.Queue()
        self._watchers[game_id].add(queue)
        if game_id not in self._versions and (row := await self.tables.store.game(game_id)):
            self._versions[game_id] = (row.version, row.status)
        try:
            while True:
                try:
                    item = await asyncio.wait_for(queue.get(), HEARTBEAT_S)
                except TimeoutError:
                    await response.write(b": still here\n\n")
                    continue
                if item is None:
                    break
                while not queue.empty():            # several moves at once: one update
                    if queue.get_nowait() is None:
                        return response
                data = json.dumps({"html": await render()})
                await response.write(f"event: table\ndata: {data}\n\n".encode())
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        finally:
            self._watchers[game_id].discard(queue)
        return response

    # -- what a page holds -------------------------------------------------------------------------
    async def _row(self, request: web.Request) -> GameRow:
        game_id, key = request.match_info["game"], request.match_info["key"]
        if not self.links.check_key("g", game_id, key):
            raise web.HTTPNotFound(text=say(Msg("web-no-table"), reader_language(request)))
        row = await self.tables.store.game(int(game_id))
        if row is None or row.state is None:
            raise web.HTTPNotFound(text=say(Msg("web-no-table"), reader_language(request)))
        return row

    async def _log(self, row: GameRow, viewer: str | None, lang: str) -> list[str]:
        entries = numbered(await self.tables.store.actions(row.id, limit=1_000_000))[::-1][:LOG_LINES]
        game = restore(row.state)
        lines = []
        for entry in entries:
            if entry["kind"] == "play" and (entry["user_id"] is None or entry["user_id"] != viewer):
                entry["action"] = game.public_action(entry["action"])
            line = log_line(entry, lambda text: say(text, lang)).replace("`", "").replace("~~", "")
            events = " ".join(say(e, lang, row.title) for e in entry.get("events") or [])
            lines.append(f"{line.strip()} — {events}" if events else line.strip())
        return lines

    async def part(self, row: GameRow, lang: str, user_id: str | None = None, token: str | None = None,
                   error: str | None = None) -> dict[str, Any]:
        """The live part of a page: ``user_id``'s seat's (with ``token``), or the spectators'."""
        view = self.tables.view(row, user_id)
        public = self.tables.view(row) if user_id else view
        game = restore(row.state)
        awaiting = set(game.awaiting()) if row.status == "active" else set()
        from rendering import action_label, describe, secrets

        winners = (row.result or {}).get("winners") or []
        seat = row.seat_of(user_id) if user_id else None
        part: dict[str, Any] = {
            "heading": say(Msg("web-game-heading", title=title_msg(row.title), id=row.id), lang),
            "status": say(self._status(row, public), lang),
            "alt": describe(view, lang=lang),
            "brief": describe(view, brief=True, lang=lang),
            "seats": [{"name": seat_label(s.name, s.ai), "ai": s.ai, "resigned": s.resigned,
                       "awaited": s.name in awaiting} for s in row.seats],
            "pad": score_pad(row.title, public, game.scores(), winners,
                             [s.name for s in row.seats if s.resigned], lang),
            "log": await self._log(row, user_id, lang),
            "error": error,
        }
        if seat is not None and token is not None:
            part["picture"] = f"/p/{token}/table.png?v={row.version}&lang={lang}"
            part["private"] = secrets(view, lang) or private_lines(view, public)
            legal = game.legal_actions(seat.name) if row.status == "active" and not seat.resigned else []
            labelled = [(a, action_label(view, a, lang)) for a in legal]
            part["controls"] = pages.controls_form(f"/p/{token}/act", self.links.csrf(token), row.version,
                                                   labelled, lang)
            part["heading"] = say(Msg("web-seat-heading", heading=part["heading"], seat=seat.name), lang)
        else:
            part["picture"] = f"{self.links.spectator_path(row.id)}/table.png?v={row.version}&lang={lang}"
            if row.status == "active":      # a phone shows the awaited seat's area (render_focus)
                part["phone"] = f"{self.links.spectator_path(row.id)}/turn.png?v={row.version}&lang={lang}"
        if row.status == "finished":
            part["replay"] = f"{self.links.spectator_path(row.id)}/replay"
        return part

    def _status(self, row: GameRow, view: dict[str, Any]) -> Msg:
        """Whose turn it is and since when, or who won: the page's first sentence."""
        title = title_msg(row.title)
        if row.status == "finished" or view.get("over"):
            winners = (row.result or {}).get("winners") or view.get("winners") or []
            return Msg("web-status-over", title=title, winners=list(winners))
        waiting = list(view.get("awaiting") or [])
        if row.waiting_since is None:
            return Msg("web-status-waiting-now", title=title, names=waiting)
        return Msg("web-status-waiting", title=title, names=waiting,
                   wait=ago_msg(self.tables.clock() - row.waiting_since))

    # -- spectators ----------------------------------------------------------------------------
    async def spectator(self, request: web.Request) -> web.Response:
        row, lang = await self._row(request), reader_language(request)
        part = await self.part(row, lang)
        return self._html(request, pages.game_page(part, lang,
                                                   f"{self.links.spectator_path(row.id)}/events?lang={lang}"))

    async def spectator_events(self, request: web.Request) -> web.StreamResponse:
        row, lang = await self._row(request), reader_language(request)

        async def render() -> str:
            return await self._spectator_fragment(row.id, lang, root_of(request.path))
        return await self._stream(request, row.id, render)

    async def _spectator_fragment(self, game_id: int, lang: str, root: str) -> str:
        """The spectators' live part after a change, made once per version and language for
        every open spectator stream (200 pages are one rendering, not 200: bench/bench_web.py)."""
        key = (game_id, self._versions.get(game_id), lang, root)
        made = self._fragments.get(key)
        if made is None:
            async def fresh() -> str:
                row = await self.tables.store.game(game_id)
                return under(root, pages.table_section(await self.part(row, lang), lang))
            if len(self._fragments) > 256:
                self._fragments.clear()
            made = self._fragments[key] = asyncio.ensure_future(fresh())
        try:
            return await asyncio.shield(made)
        except Exception:
            self._fragments.pop(key, None)
            raise

    async def spectator_picture(self, request: web.Request) -> web.Response:
        row = await self._row(request)
        return await self._picture(row, None, reader_language(request))

    async def spectator_phone_picture(self, request: web.Request) -> web.Response:
        row = await self._row(request)
        return await self._picture(row, None, reader_language(request), phone=True)

    async def _picture(self, row: GameRow, user_id: str | None, lang: str, phone: bool = False) -> web.Response:
        """A page's picture in the reader's language (``?lang=``, in the page's picture address)."""
        from rendering import render_focus, render_table

        seat = row.seat_of(user_id) if user_id else None
        key = (row.id, row.version, seat.name if seat else None, phone, lang)
        if key not in self._pictures:
            view = self.tables.view(row, user_id)
            if phone:
                png = await asyncio.to_thread(render_focus, view, None, lang) or \
                    await asyncio.to_thread(render_table, view, lang)
            elif seat is not None:
                png = await asyncio.to_thread(render_focus, view, seat.name, lang) or \
                    await asyncio.to_thread(render_table, view, lang)
            else:
                png = await asyncio.to_thread(render_table, view, lang)
            if len(self._pictures) > 256:
                self._pictures.clear()
            self._pictures[key] = png
        return web.Response(body=self._pictures[key], content_type="image/png",
                            headers={"Cache-Control": "no-store" if seat else "public, max-age=3600"})

    async def replay(self, request: web.Request) -> web.Response:
        from bot.replay import turn_count, turn_views
        from rendering import describe

        row, lang = await self._row(request), reader_language(request)
        if row.status != "finished":
            return self._sentence(request, Msg("web-replay-later"), 409)
        log = await self.tables.game_log(row)
        turns = turn_count(log)
        asked = request.query.get("turn", str(turns))
        turn = min(max(int(asked), 0), turns) if asked.isdigit() and len(asked) < 6 else turns
        base = f"{self.links.spectator_path(row.id)}/replay"
        alt = describe((await asyncio.to_thread(turn_views, log))[turn], lang=lang)
        heading = say(Msg("web-game-heading", title=title_msg(row.title), id=row.id), lang)
        return self._html(request, pages.replay_page(heading, turn, turns, f"{base}/{turn}.png?lang={lang}", alt,
                                                     base, lang))

    async def replay_picture(self, request: web.Request) -> web.Response:
        from bot.replay import turn_count, turn_views
        from rendering import render_table

        row = await self._row(request)
        if row.status != "finished" or len(request.match_info["turn"]) > 5:
            raise web.HTTPNotFound()
        log = await self.tables.game_log(row)
        turn = int(request.match_info["turn"])
        if turn > turn_count(log):
            raise web.HTTPNotFound()
        view = (await asyncio.to_thread(turn_views, log))[turn]
        png = await asyncio.to_thread(render_table, view, reader_language(request))
        return web.Response(body=png, content_type="image/png", headers={"Cache-Control": "public, max-age=86400"})

    # -- indexes -------------------------------------------------------------------------------
    async def index_all(self, request: web.Request) -> web.Response:
        lang = reader_language(request)
        if all(request.query.get(p) for p in LAUNCH_PARAMS):     # Discord launched the Activity here
            return await self.activity_page(request)
        if not self.open_index:
            return self._sentence(request, Msg("web-open-from-discord"), 404)
        return await self._index(request, None, "Campfire", lang)

    async def index_guild(self, request: web.Request) -> web.Response:
        guild, key, lang = request.match_info["guild"], request.match_info["key"], reader_language(request)
        if not guild.isdigit() or not self.links.check_key("s", guild, key):
            raise web.HTTPNotFound(text=say(Msg("web-no-server"), lang))
        return await self._index(request, guild, say(Msg("web-server-heading"), lang), lang)

    async def _index(self, request: web.Request, guild: str | None, heading: str, lang: str) -> web.Response:
        rows = await self.tables.store.games(guild_id=guild, status=("active", "finished"), limit=200)
        games = [(f"{self.links.spectator_path(r.id)}?lang={lang}",
                  say(Msg("web-index-entry", title=title_msg(r.title), id=r.id, status=r.status,
                          seats=[s.name for s in r.seats]), lang)) for r in rows if r.state is not None]
        return self._html(request, pages.index_page(heading, games, lang))

    # -- players -------------------------------------------------------------------------------
    async def _claims(self, token: str) -> tuple[PlayerToken, GameRow]:
        claims = self.links.read_player(token)
        if claims is None or claims.generation != await self.tables.store.web_generation(claims.user_id):
            raise TableError(Msg("web-link-expired"))
        row = await self.tables.store.game(claims.game_id)
        if row is None or row.state is None or row.seat_of(claims.user_id) is None:
            raise TableError(Msg("web-link-gone"))
        return claims, row

    async def player(self, request: web.Request, error: str | None = None, status: int = 200) -> web.Response:
        token, lang = request.match_info["token"], reader_language(request)
        try:
            claims, row = await self._claims(token)
        except TableError as exc:
            return self._sentence(request, refusal(exc, lang), 403)
        part = await self.part(row, lang, claims.user_id, token, error)
        return self._html(request, pages.game_page(part, lang, f"/p/{token}/events?lang={lang}"), status)

    async def player_events(self, request: web.Request) -> web.StreamResponse:
        token, lang = request.match_info["token"], reader_language(request)
        try:
            claims, row = await self._claims(token)
        except TableError as exc:
            return self._sentence(request, refusal(exc, lang), 403)

        async def render() -> str:
            fresh = await self.tables.store.game(row.id)
            return under(root_of(request.path),
                         pages.table_section(await self.part(fresh, lang, claims.user_id, token), lang))
        return await self._stream(request, row.id, render)

    async def player_picture(self, request: web.Request) -> web.Response:
        try:
            claims, row = await self._claims(request.match_info["token"])
        except TableError:
            raise web.HTTPForbidden() from None
        return await self._picture(row, claims.user_id, reader_language(request))

    async def act(self, request: web.Request) -> web.Response:
        """One move from the player page: the same ``Tables.act`` as a slash command (same
        refusals, same log), then the channel's table post (``post``) and every open page."""
        token, lang = request.match_info["token"], reader_language(request)
        if not self._same_site(request):
            return self._sentence(request, Msg("web-other-site"), 403)
        form = await request.post()
        try:
            claims, row = await self._claims(token)
        except TableError as exc:
            return self._sentence(request, refusal(exc, lang), 403)
        if not hmac.compare_digest(self.links.csrf(token), str(form.get("csrf", ""))):
            return self._sentence(request, Msg("web-wrong-form"), 403)
        if not self.acting.allow(claims.user_id):
            return await self.player(request, say(Msg("web-too-many-moves"), lang), 429)
        version = str(form.get("version", ""))
        try:
            outcome = await self.tables.act(row.channel_id, claims.user_id, str(form.get("action", "")),
                                            version=int(version) if version.isdigit() and len(version) < 12 else -1)
        except TableError as exc:
            return await self.player(request, refusal(exc, lang), 409)
        self.changed(outcome.game)
        if outcome.picture and self.post is not None:
            # committed already: the channel's post (its pictures drawn) goes on after the
            # answer, so the open pages' updates do not wait behind its drawing
            task = asyncio.create_task(self._post_soon(outcome))
            self._posting.add(task)
            task.add_done_callback(self._posting.discard)
        raise web.HTTPSeeOther(f"{root_of(request.path)}/p/{token}?lang={lang}")

    async def _post_soon(self, outcome: Outcome) -> None:
        await asyncio.sleep(POLL_S)        # the pages' updates first
        await self.post(outcome)

    async def settle(self) -> None:
        """Wait for the channel posts still being sent (tests; shutting down)."""
        while self._posting:
            await asyncio.gather(*self._posting, return_exceptions=True)

    # -- the Activity's way in -----------------------------------------------------------------------
    async def page_for(self, user_id: str, channel_id: str, lang: str = "en") -> str | None:
        """The path a verified ``user_id`` opens in ``channel_id``: their player page when they
        sit at its game, else its spectator page; None when the channel has no game."""
        row = await self.tables.store.open_game(channel_id)
        if row is None or row.state is None:
            rows = await self.tables.store.games(channel_id=channel_id, status=("finished",), limit=1)
            row = rows[0] if rows else None
        if row is None or row.state is None:
            return None
        if row.seat_of(user_id) is not None:
            token = self.links.player_token(user_id, row.id, await self.tables.store.web_generation(user_id))
            return f"/p/{token}?lang={lang}"
        return f"{self.links.spectator_path(row.id)}?lang={lang}"

    async def activity_page(self, request: web.Request) -> web.Response:
        """The page Discord opens as the Activity (bot/web/activity.py); one sentence when the
        bot has no Activity set up."""
        if self.activity is None:
            return self._sentence(request, Msg("web-activity-off"), 404)
        return self._html(request, pages.activity_page(self.activity.client_id, reader_language(request)))

    async def activity_token(self, request: web.Request) -> web.Response:
        """The Activity's sign-in: an OAuth2 code and the instance in, where to go out
        (``{"go": path}``), or ``{"say": sentence}`` with 403 (not confirmed) or 404 (no game)."""
        lang = reader_language(request)
        if self.activity is None or self.discord is None:
            return self._json({"say": say(Msg("web-activity-off"), lang)}, 404)
        if not self._same_site(request) or request.content_type != "application/json":
            return self._json({"say": say(Msg("web-other-site"), lang)}, 403)
        try:
            asked = await request.json() if (request.content_length or 0) < 4096 else {}
            where = f"{request.remote}:{str(asked.get('instance_id'))[:200]}"
            if not (self.signing.allow(where) and self.signing_all.allow("all")):
                return self._json({"say": say(Msg("web-too-many-requests"), lang)}, 429)
            signed = await sign_in(self.discord, asked.get("code"), asked.get("instance_id"))
        except (Refused, ValueError, AttributeError):
            return self._json({"say": say(Msg("web-activity-refused"), lang)}, 403)
        lang = l10n.language(signed.locale) if signed.locale else lang
        path = await self.page_for(signed.user_id, signed.channel_id, lang)
        if path is None:
            return self._json({"say": say(Msg("web-activity-no-game"), lang)}, 404)
        return self._json({"go": path})

    def _same_site(self, request: web.Request) -> bool:
        """Whether a state-changing request comes from our own pages: no Origin (a form from
        an old browser), ours, or the Activity's inside Discord."""
        origin = request.headers.get("Origin")
        ours = {f"{request.scheme}://{request.host}", self.links.public_url}
        if self.activity is not None:
            ours.add(self.activity.origin)
        return origin is None or origin in ours

    # -- plumbing ----------------------------------------------------------------------------------
    async def static(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name not in STATIC_FILES:
            raise web.HTTPNotFound()
        return web.Response(body=(STATIC / name).read_bytes(), content_type=STATIC_FILES[name],
                            headers={"Cache-Control": "public, max-age=300"})

    @staticmethod
    def _html(request: web.Request, text: str, status: int = 200) -> web.Response:
        """A page, its in-site links under the prefix the request came under (``/.proxy``)."""
        return web.Response(text=under(root_of(request.path), text), content_type="text/html", charset="utf-8",
                            status=status)

    @staticmethod
    def _json(body: dict[str, Any], status: int = 200) -> web.Response:
        return web.json_response(body, status=status, headers={"Cache-Control": "no-store"})

    def _sentence(self, request: web.Request, text: Any, status: int) -> web.Response:
        lang = reader_language(request)
        return self._html(request, pages.message_page(say(text, lang), lang), status)


async def serve(web_table: WebTable, host: str, port: int) -> web.AppRunner:
    """Start listening; the caller keeps the runner and ``await runner.cleanup()`` to stop."""
    runner = web.AppRunner(web_table.app, access_log=None)
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    return runner
