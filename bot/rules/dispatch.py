"""Looking a step up in an engine's dispatch table.

Each engine declares, once, which method lists the legal actions of each step and which
method applies each verb of each step (``_LEGAL_BY_STEP``, ``_PLAY_BY_STEP`` at the end of
its class), instead of building method names from strings: grep finds every handler from
its step, and a step no table knows is an error that names itself rather than an
``AttributeError`` on a made-up name.

>>> step_entry({"choose": len}, "choose", "Natives", "legal actions")
<built-in function len>
>>> step_entry({"choose": len}, "setup", "Natives", "legal actions")
Traceback (most recent call last):
...
bot.rules.dispatch.UnknownStep: Natives declares no legal actions for the step 'setup'
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import TypeVar

Handler = TypeVar("Handler")


class UnknownStep(LookupError):
    """A state names a step its engine's table does not declare: a bug or a corrupt save,
    never a player's slip (those are ``IllegalAction``)."""


def step_entry(table: Mapping[Hashable, Handler], step: Hashable, engine: str, what: str) -> Handler:
    """The handler ``table`` declares for ``step``, or ``UnknownStep`` naming the engine."""
    try:
        return table[step]
    except KeyError:
        raise UnknownStep(f"{engine} declares no {what} for the step {step!r}") from None
