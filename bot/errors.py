"""The refusal every front end shows: one private sentence, nothing changed.

It lives in its own module so that :mod:`bot.store` can raise a :class:`TableError`
(``StoreUnavailable``) without importing :mod:`bot.outcome`, which imports the store's
row types. :mod:`bot.outcome` and :mod:`bot.tables` re-export it, so callers keep
importing it from there.
"""

from __future__ import annotations

from typing import Any


class TableError(Exception):
    """A refused command; ``message`` is the one private sentence for the user (a
    :class:`bot.l10n.Msg`, or an English string), ``str(exc)`` its English text."""

    def __init__(self, message: Any = "", rule: tuple[str, str] | None = None):
        super().__init__(message)
        self.message = message
        # the title whose catalog the message reads (an engine's refusal), or None: common.ftl
        self.title: str | None = rule[0] if rule else None
        # (title, rule id) when the rules refused it: the reply cites the rule and offers its
        # paragraph (bot/rulebook.py, cogs/guard.py RuleButton)
        self.rule = rule

    @classmethod
    def refused(cls, title: str, exc: BaseException) -> TableError:
        """The table's refusal of an engine's ``IllegalAction``, keeping the rule it names."""
        rule_id = getattr(exc, "rule", None)
        made = cls(getattr(exc, "message", str(exc)), rule=(title, rule_id) if rule_id else None)
        made.title = title
        return made
