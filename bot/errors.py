"""The refusal every front end shows: one private sentence, nothing changed.

It lives in its own module so that :mod:`bot.store` can raise a :class:`TableError`
(``StoreUnavailable``) without importing :mod:`bot.outcome`, which imports the store's
row types. :mod:`bot.outcome` and :mod:`bot.tables` re-export it, so callers keep
importing it from there.
"""

from __future__ import annotations


class TableError(Exception):
    """A refused command; ``str(exc)`` is the one private sentence for the user."""
