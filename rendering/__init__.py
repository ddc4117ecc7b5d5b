"""Pictures of the tables: an engine's ``view()`` dict in, PNG bytes out (DESIGN.md, "Pictures").

>>> from rendering import render_table, render_scores
>>> png = render_table(game.view())            # the whole table, one PNG
>>> pad = render_scores(game.view())           # the end-of-game score pad, one PNG

Each title has a renderer module (a *theme* of the same engine may share one) providing
``draw_table(view) -> PIL.Image`` and ``draw_scores(view) -> PIL.Image``; this package
dispatches on ``view["title"]`` through :data:`RENDERERS` and encodes the PNG. Rendering is
CPU work: call it off the event loop (``await asyncio.to_thread(render_table, view)``).
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from .kit import encode_png

# title -> module (relative to this package) that draws it
RENDERERS: dict[str, str] = {
    "natives": ".prairie",
    "uluk": ".uluk",
    "inuit": ".prairie",
}

__all__ = ["RENDERERS", "register", "renderer", "render_table", "render_scores", "has_renderer",
           "warm_up"]


def register(title: str, module: str) -> None:
    """Declare the module (``".prairie"`` or a dotted path) that draws ``title``."""
    RENDERERS[title] = module


def has_renderer(title: str) -> bool:
    return title in RENDERERS


def renderer(title: str) -> ModuleType:
    """The renderer module of ``title``; KeyError naming the title when there is none."""
    try:
        name = RENDERERS[title]
    except KeyError:
        known = ", ".join(sorted(RENDERERS))
        raise KeyError(f"no renderer for {title!r}; known: {known}") from None
    return importlib.import_module(name, __name__ if name.startswith(".") else None)


def render_table(view: dict[str, Any]) -> bytes:
    """The whole table of ``view`` as PNG bytes."""
    return encode_png(renderer(view["title"]).draw_table(view))


def render_scores(view: dict[str, Any]) -> bytes:
    """The score pad of a finished game (``view["scores"]``) as PNG bytes."""
    return encode_png(renderer(view["title"]).draw_scores(view))


def warm_up(title: str) -> None:
    """Fill the renderer's caches (fonts, card faces) ahead of the first picture, e.g. at
    start-up in a thread; optional: rendering works cold, only the first picture is slower."""
    module = renderer(title)
    if hasattr(module, "warm_up"):
        module.warm_up(title)
