"""Component data (decks, boards, themes) shipped as TOML, loaded and validated here.

Rules engines read their components through :func:`load`, never by opening files
themselves, so that a group owning the physical game can edit a TOML file and get a
clear error naming the file and the entry when something is off.
"""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from typing import Any


class DataError(ValueError):
    """A data file is malformed; the message names the file and the entry."""


@cache
def load(name: str) -> dict[str, Any]:
    """Parse ``data/<name>.toml`` (cached: the files are read-only at run time)."""
    path = resources.files(__package__).joinpath(f"{name}.toml")
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise DataError(f"data/{name}.toml does not exist") from exc
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise DataError(f"data/{name}.toml: {exc}") from exc


def field(entry: dict[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    """Return ``entry[key]`` checked against ``kind``; ``where`` names file and entry."""
    if key not in entry:
        raise DataError(f"{where}: missing '{key}'")
    value = entry[key]
    if not isinstance(value, kind) or isinstance(value, bool) and kind is int:
        raise DataError(f"{where}: '{key}' should be {_kind_name(kind)}, not {value!r}")
    return value


def _kind_name(kind: type | tuple[type, ...]) -> str:
    if isinstance(kind, tuple):
        return " or ".join(k.__name__ for k in kind)
    return kind.__name__
