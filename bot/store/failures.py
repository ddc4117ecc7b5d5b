"""How the store refuses: the two exceptions and the sentences users and admins read.

Each backend maps its driver's errors to a *kind* (``busy``, ``read-only``, ``full``,
``damaged``, ``unopenable``, ``unreachable``, ``failed``); the sentences live here, once,
so a player sees the same words whichever database the bot runs on.
"""

from __future__ import annotations

import logging

from bot.errors import TableError

log = logging.getLogger("campfire.store")


class Conflict(TableError):
    """The game changed since it was read: the caller should reload and retry (or tell).

    A :class:`TableError`, so a front end that does neither still shows the sentence."""


CONFLICT_SENTENCE = "The table changed while you were acting; try again."


class StoreUnavailable(TableError):
    """The store cannot do what was asked right now; ``str(exc)`` is the one sentence to show.

    A :class:`TableError`, so every front end that shows refusals shows this one too and
    keeps running. ``kind`` says which failure it is: ``busy``, ``read-only``, ``full``,
    ``damaged``, ``unopenable``, ``unreachable`` (a database server that does not answer),
    ``failed`` (any other operational error), and at opening also ``newer`` (a schema this
    code does not know) and ``missing-folder``.
    """

    def __init__(self, message: str, kind: str):
        super().__init__(message)
        self.kind = kind


# what a user is told, per kind of failure, while the bot runs
SENTENCES = {
    "busy": "The game store is busy, try again in a moment.",
    "read-only": "The game store is read-only: tell the server admin.",
    "full": "The game store's disk is full: tell the server admin.",
    "damaged": "The game store file is damaged: tell the server admin.",
    "unopenable": "The game store file cannot be opened: tell the server admin.",
    "unreachable": "The game store's database server does not answer: tell the server admin.",
    "failed": "The game store is not working right now: tell the server admin.",
}


def while_running(kind: str, exc: BaseException) -> StoreUnavailable:
    """The sentence for a failure while the bot runs; anything but a busy lock is also logged
    with its traceback: the user only sees the sentence, and the admin has to act on it."""
    if kind != "busy":
        log.error("game store failure (%s): %s", kind, exc, exc_info=exc)
    return StoreUnavailable(SENTENCES[kind], kind)


def at_opening(where: str, kind: str, reason: str) -> StoreUnavailable:
    """The sentence for the admin when the store cannot be opened at start-up."""
    return StoreUnavailable(f"Cannot open the game store {where}: {reason}.", kind)


def newer_schema(where: str, version: int, known: int) -> StoreUnavailable:
    return StoreUnavailable(
        f"The game store {where} has schema version {version}, newer than version "
        f"{known} that this Campfire knows: upgrade Campfire or use another file.", "newer")
