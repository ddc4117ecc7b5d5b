"""The web table's links: what they carry, how they are signed, when they stop working.

A player's link (``/game web``) is ``/p/<token>``, the token ``<user>.<game>.<generation>.<expiry>.<mac>``:
an HMAC-SHA256 (the store's secret, or ``CAMPFIRE_WEB_SECRET``) over everything before it. It
names no card and no seat: the seat is looked up from the user at each request, so a link acts
for its user's own seat of its own game and nothing else. It expires (``PLAYER_LINK_S``), and
``/game web revoke:true`` raises the user's generation (``Store.revoke_web_links``), which ends
every link signed before.

A spectator's link (``/g/<game>-<key>``, on every table post) and a server's index
(``/s/<guild>-<key>``, in the answer to ``/game web``) carry a key derived from the secret and
the id: game and server ids count up, and without the key anyone could read any server's
tables. They never expire: they show only what the channel's own posts show (``view(None)``).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import time
import weakref
from dataclasses import dataclass
from typing import Any

PLAYER_LINK_S = 7 * 24 * 3600     # a week: a long game's player opens the page again from /game web
KEY_CHARS = 16                    # of a spectator/index key: 96 bits, unguessable, short in a post
MAC_CHARS = 27                    # of a player token's MAC: 160 bits
USER_ID = re.compile(r"[\w-]{1,40}")   # a Discord snowflake, or a console/demo user ("demo-Ann")


def _mac(secret: str, message: str, chars: int) -> str:
    digest = hmac.new(secret.encode(), message.encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")[:chars]


@dataclass(frozen=True)
class PlayerToken:
    """What a verified player link says: whose, for which game, of which generation."""

    user_id: str
    game_id: int
    generation: int
    expires: int


@dataclass
class Links:
    """Makes and checks the web table's links; ``public_url`` is what they start with."""

    secret: str
    public_url: str
    clock: Any = time.time

    # -- spectators and server indexes --------------------------------------------------------
    def watch_key(self, game_id: int) -> str:
        return _mac(self.secret, f"watch:{game_id}", KEY_CHARS)

    def index_key(self, guild_id: str) -> str:
        return _mac(self.secret, f"index:{guild_id}", KEY_CHARS)

    def spectator_path(self, game_id: int) -> str:
        return f"/g/{game_id}-{self.watch_key(game_id)}"

    def index_path(self, guild_id: str | None) -> str:
        return f"/s/{guild_id}-{self.index_key(guild_id)}" if guild_id else "/"

    def spectator_url(self, game_id: int) -> str:
        return self.public_url + self.spectator_path(game_id)

    def check_key(self, kind: str, ident: str, key: str) -> bool:
        expected = self.watch_key(int(ident)) if kind == "g" else self.index_key(ident)
        return hmac.compare_digest(expected, key)

    # -- players -------------------------------------------------------------------------------
    def player_token(self, user_id: str, game_id: int, generation: int, lifetime: float = PLAYER_LINK_S) -> str:
        body = f"{user_id}.{game_id}.{generation}.{int(self.clock() + lifetime)}"
        return f"{body}.{_mac(self.secret, 'player:' + body, MAC_CHARS)}"

    def player_url(self, token: str) -> str:
        return f"{self.public_url}/p/{token}"

    def read_player(self, token: str) -> PlayerToken | None:
        """The token's claims if its MAC holds and it has not expired (the generation is the
        caller's to compare with the store's), else None."""
        parts = token.split(".")
        if len(parts) != 5 or not USER_ID.fullmatch(parts[0]) or not all(p.isdigit() for p in parts[1:4]):
            return None
        body, mac = ".".join(parts[:4]), parts[4]
        if not hmac.compare_digest(_mac(self.secret, "player:" + body, MAC_CHARS), mac):
            return None
        user, game, generation, expires = parts[:4]
        if int(expires) < self.clock():
            return None
        return PlayerToken(user, int(game), int(generation), int(expires))

    def csrf(self, token: str) -> str:
        """The form field a player page's POSTs must carry: derived from its link, so a page
        on another site cannot forge it without the link itself."""
        return _mac(self.secret, "csrf:" + token, MAC_CHARS)


# the links of a running table service, for the front ends that print them (cogs/common.py's
# table posts, /game web): a side table, so the table service itself knows nothing of the web
_ATTACHED: weakref.WeakKeyDictionary[Any, Links] = weakref.WeakKeyDictionary()


def attach(tables: Any, links: Links) -> None:
    _ATTACHED[tables] = links


def links_of(tables: Any) -> Links | None:
    """The web table's links for ``tables``, or None when the web table is off."""
    try:
        return _ATTACHED.get(tables)
    except TypeError:
        return None
