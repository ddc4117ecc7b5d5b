"""User text as the bot may repeat it back: one line, shortened.

Discord options carry up to 6,000 characters and Discord refuses a message over 2,000, so
a refusal that quoted the user's text whole would itself fail. Every sentence that repeats
what a user typed goes through :func:`shorten`. (Mentions cannot ping whatever the text
says: the client allows none unless a send names its users; see cogs/common.py, pings.)
"""

from __future__ import annotations

QUOTE_LIMIT = 40


def shorten(text: object, limit: int = QUOTE_LIMIT) -> str:
    """``text`` on one line, at most ``limit`` characters (an ellipsis marks a cut)."""
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[: limit - 1] + "…"
