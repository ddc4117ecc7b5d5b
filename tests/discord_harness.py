"""Offline Discord for the tests: the fixed cast of :mod:`bot.offline`'s gateway.

``Harness.slash("ann", "game new", title="natives")`` builds an INTERACTION_CREATE payload
as Discord sends it and hands it to ``ConnectionState.parse_interaction_create`` — the
same entry point the gateway uses — so the command tree, option transformers, choices,
autocomplete, dynamic items and the error handler all run for real. Nothing is mocked
above the wire (see bot/offline.py, which ``campfire local`` also drives).

What the tests add: six known users with fixed ids (``USERS``) whose display names are
capitalised, and "mod", the one member with Manage Channels.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.offline import CHANNEL_ID, EPHEMERAL, GUILD_ID, MANAGE_CHANNELS, SEND, Call, OfflineGateway

USERS = {name: str(940000000000000000 + i) for i, name in enumerate(
    ["ann", "bob", "cy", "dee", "eve", "mod"], start=1)}

__all__ = ["CHANNEL_ID", "EPHEMERAL", "GUILD_ID", "MANAGE_CHANNELS", "SEND", "USERS", "Call", "Harness"]


@dataclass
class Harness(OfflineGateway):
    users: dict[str, str] = field(default_factory=lambda: dict(USERS))
    moderators: set[str] = field(default_factory=lambda: {"mod"})

    def global_name(self, name: str) -> str:
        return name.capitalize()
