"""The web table (issue 20): every game's page live in a browser, each player's own view.

Off unless ``CAMPFIRE_WEB`` and ``CAMPFIRE_PUBLIC_URL`` are set (bot/config.py); the demo and
the console serve it with ``--web HOST:PORT``. It is one more front end over the table
service, beside the cogs and the console: it reads games through ``Tables`` and its store, and
a move made on a player page is ``Tables.act`` (the same refusals and log as a slash command),
after which ``post`` sends the table to the game's channel, as a slash command's followup
would.

* ``links.py`` — the signed links (players: user, game, generation, expiry; spectators and
  server indexes: a key per id), ``attach``/``links_of`` for the front ends that print them;
* ``server.py`` — the aiohttp application (routes, live event streams, rate limits, CSP);
* ``pages.py`` — the HTML (one ``say`` for the reader's language: the words are ``web-…``
  messages, data/locales/<lang>/web.ftl); ``pad.py`` — the score pad in the reader's language;
* ``activity.py`` — the Discord Activity: Discord's OAuth2 sign-in, the ``/.proxy`` prefix;
* ``static/`` — the pages' script (the live part), the Activity's script, the style sheet, and
  ``vendor/``: Discord's Embedded App SDK as built from the npm registry (its README).

How a member reaches a server's games: there is no login. ``/game web`` answers privately with
the member's player link and the server's index link (``/s/<guild>-<key>``), which lists that
server's games; only someone given the link sees it. The spectator link on every table post
(``/g/<game>-<key>``) shows what the channel's posts show.

The Discord Activity (issue 20, point 7; ``activity.py``) is built on these extension points:

* ``WebTable.page_for(user_id, channel_id, lang)`` — given a user id the caller has verified
  (the Activity's OAuth2 code exchange) and the channel the Activity runs in, the path to open:
  that user's player page, or the spectator page; None when the channel has no game;
* ``WebTable.app`` — an ``aiohttp.web.Application``: add the Activity's routes (the token
  exchange, the SDK's static files) to it before ``serve``; the security headers
  (``server.SECURITY_HEADERS``) already allow Discord's Activity frame
  (``frame-ancestors https://discord.com https://*.discordsays.com``) and no other;
* ``WebTable.changed(row)`` — tell open pages a game moved, for a front end that knows first.
"""

from __future__ import annotations

from bot.l10n import Msg
from bot.web.links import Links, attach, links_of

__all__ = ["Links", "attach", "links_of", "member_links", "open_web"]


async def open_web(tables, public_url: str, secret: str | None = None, post=None, open_index: bool = False,
                   activity=None, discord_api=None):
    """A :class:`~bot.web.server.WebTable` over ``tables``, its links attached for the front ends.

    ``activity``: the Discord Activity's credentials (``bot.web.activity.ActivityConfig``);
    None reads them from the environment (``CAMPFIRE_CLIENT_ID``, ``CAMPFIRE_CLIENT_SECRET``),
    and there is no Activity when they are unset. ``discord_api``: how the Activity's sign-in
    reaches Discord (the tests' offline gateway; by default Discord itself)."""
    from bot.web.activity import ActivityConfig
    from bot.web.server import WebTable

    links = Links(secret or await tables.store.web_secret(), public_url.rstrip("/"))
    attach(tables, links)
    return WebTable(tables, links, post, open_index=open_index,
                    activity=activity if activity is not None else ActivityConfig.from_env(),
                    discord_api=discord_api)


async def member_links(tables, user_id: str, channel_id: str, guild_id: str | None, revoke: bool = False
                       ) -> list[Msg]:
    """``/game web``'s private answer: the member's player link to the channel's game (or its
    spectator link when they do not sit at it) and their server's index; with ``revoke``,
    every link they were given stops working instead. Raises TableError when the web table is
    off or the channel has no game."""
    from bot.outcome import TableError

    links = links_of(tables)
    if links is None:
        raise TableError(Msg("web-off"))
    if revoke:
        await tables.store.revoke_web_links(user_id)
        return [Msg("web-links-revoked")]
    row = await tables.store.open_game(channel_id)
    if row is None or row.state is None:
        finished = await tables.store.games(channel_id=channel_id, status=("finished",), limit=1)
        row = finished[0] if finished else None
    if row is None or row.state is None:
        raise TableError(Msg("web-no-game-here"))
    lines = []
    if row.seat_of(user_id) is not None:
        token = links.player_token(user_id, row.id, await tables.store.web_generation(user_id))
        lines.append(Msg("web-your-seat", url=links.player_url(token)))
    else:
        lines.append(Msg("web-this-game", url=links.spectator_url(row.id)))
    if guild_id:
        lines.append(Msg("web-every-game", url=f"{links.public_url}{links.index_path(guild_id)}"))
    return lines
