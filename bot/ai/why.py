"""Why a policy chose its move, in data rather than in words.

A policy's explainer (``prairie_reason``, ``uluk_reason``…) returns a :class:`Why`: the key
of a reason (``"prairie.take_food"``, the message ``hint-prairie-take-food`` of
data/locales/<lang>/hints.ftl) and the values it names. The words, and their language, belong
to :mod:`bot.ai.hints`; the AI only says which of its valuations decided. Values are numbers,
notation words (a district, a track, a score pad row), or card, profession, resource and
invention names as the engines' data spell them in English (or their ids): the hint makes
each the engine's own message, in the reader's language.
"""

from __future__ import annotations

from typing import NamedTuple


class Why(NamedTuple):
    key: str                              # "<family>.<reason>": the message hint-<family>-<reason>
    values: dict[str, str | int | float]  # the message's arguments, before the hint names them


def points(value: float) -> int | float:
    """A valuation as a reason prints it: whole when it is nearly whole, else one decimal."""
    rounded = round(value, 1)
    return int(round(rounded)) if abs(rounded - round(rounded)) < 0.05 else rounded
