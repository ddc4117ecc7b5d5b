"""User text as the bot may repeat it back: one line, shortened; names without mention syntax.

Discord options carry up to 6,000 characters and Discord refuses a message over 2,000, so
a refusal that quoted the user's text whole would itself fail. Every sentence that repeats
what a user typed goes through :func:`shorten`. (Mentions cannot ping whatever the text
says: the client allows none unless a send names its users; see cogs/common.py, pings.)
"""

from __future__ import annotations

import unicodedata

QUOTE_LIMIT = 40


def shorten(text: object, limit: int = QUOTE_LIMIT) -> str:
    """``text`` on one line, at most ``limit`` characters (an ellipsis marks a cut)."""
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


# Characters a seat name cannot keep: mention and markdown syntax (``@everyone``, ``<@&role>``,
# ``**``, code ticks, spoilers) and the invisible ones (controls, zero-width and other format
# characters), so a name can neither ping, nor restyle a message, nor vanish from a picture.
_NAME_SYNTAX = set("@<>`*|~\\")
_INVISIBLE = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}


def clean_name(display: str) -> str:
    """A display name made safe to repeat in messages, logs and pictures (may be empty)."""
    kept = "".join(ch for ch in display
                   if ch not in _NAME_SYNTAX and unicodedata.category(ch) not in _INVISIBLE)
    return " ".join(kept.split())
