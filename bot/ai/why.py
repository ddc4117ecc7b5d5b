"""Why a policy chose its move, in data rather than in words.

A policy's explainer (``prairie_reason``, ``uluk_reason``…) returns a :class:`Why`: the key
of a reason template in ``data/hints.toml`` and the values it fills in. The words, and their
language, belong to :mod:`bot.ai.hints`; the AI only says which of its valuations decided.
Values are numbers, notation words, or English card / profession names (the hint translates
those through the interface catalog).
"""

from __future__ import annotations

from typing import NamedTuple


class Why(NamedTuple):
    key: str                              # a template of data/hints.toml, e.g. "prairie.take_food"
    values: dict[str, str | int | float]  # what the template's {placeholders} say


def points(value: float) -> int | float:
    """A valuation as a reason prints it: whole when it is nearly whole, else one decimal."""
    rounded = round(value, 1)
    return int(round(rounded)) if abs(rounded - round(rounded)) < 0.05 else rounded
