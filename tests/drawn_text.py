"""What a picture says: every string a renderer draws, recorded while it draws.

Pillow draws every word through ``ImageDraw.text`` (the renderers call it directly or through
``rendering.draw``'s canvas and text sprites), so patching that one method sees every label,
banner, pad and card name of a picture, in the order drawn. The localization tests render a
seeded game's pictures in each language and look for English words among these strings
(issue 18, "Done means": no English in any picture).

>>> from bot.rules import create
>>> from rendering import render_table
>>> with drawn() as said:
...     _ = render_table(create("uluk", seats=["ann", "bob"], seed=1).view())
>>> any("ann" in s for s in said)
True
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from PIL import ImageDraw

WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")


@contextmanager
def drawn() -> Iterator[list[str]]:
    """Record every string drawn with ``ImageDraw.text`` inside the block. The renderers'
    caches (text sprites, card faces) are emptied first, so a word drawn before the block is
    drawn, and seen, again."""
    clear_render_caches()
    said: list[str] = []
    original = ImageDraw.ImageDraw.text

    def recording(self, xy, text, *args, **kwargs):
        said.append(str(text))
        return original(self, xy, text, *args, **kwargs)

    ImageDraw.ImageDraw.text = recording        # type: ignore[method-assign]
    try:
        yield said
    finally:
        ImageDraw.ImageDraw.text = original     # type: ignore[method-assign]


def clear_render_caches() -> None:
    """Empty every ``functools`` cache of the loaded ``rendering`` modules."""
    for name, module in list(sys.modules.items()):
        if name == "rendering" or name.startswith("rendering."):
            for value in vars(module).values():
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()


def english_words(texts: list[str], english: set[str], allowed: set[str] = frozenset()) -> dict[str, list[str]]:
    """The words of ``english`` found in ``texts`` (case-insensitive), each with the strings it
    was found in; ``allowed`` words (names, invented words, notation) never count."""
    found: dict[str, list[str]] = {}
    for text in texts:
        for word in WORD.findall(text):
            low = word.lower()
            if low in english and low not in allowed:
                found.setdefault(low, []).append(text)
    return found
