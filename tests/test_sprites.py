"""rendering/sprites.py: the drawing caches share one budget of bytes, least recently used first."""

from __future__ import annotations

import pytest
from PIL import Image

from rendering import sprites


@pytest.fixture
def budget(monkeypatch):
    sprites.forget()
    monkeypatch.setattr(sprites.PICTURES, "limit", 3 * 100 * 100 * 4)       # three 100x100 RGBA pictures
    yield
    sprites.forget()


def test_a_picture_is_made_once_and_the_oldest_goes_first(budget):
    made = []

    @sprites.remembered
    def square(n: int) -> Image.Image:
        made.append(n)
        return Image.new("RGBA", (100, 100), (n, 0, 0, 255))

    assert square(1) is square(1) and made == [1]
    square(2), square(3)
    square(1)                              # 1 is the most recent now
    square(4)                              # over budget: 2, the least recently used, goes
    assert sprites.used() <= sprites.PICTURES.limit
    square(1), square(3), square(4)
    assert made == [1, 2, 3, 4]
    square(2)
    assert made == [1, 2, 3, 4, 2]


def test_caches_share_the_budget_and_forget_their_own(budget):
    @sprites.remembered
    def big(n: int) -> Image.Image:
        return Image.new("RGBA", (100, 200), (0, 0, 0, 0))

    @sprites.remembered
    def small(n: int) -> Image.Image:
        return Image.new("RGB", (10, 10))

    small(1)
    big(1)
    big(2)                                 # 2 x 80 KB: over the 120 KB budget, the oldest goes
    assert sprites.used() <= sprites.PICTURES.limit
    small.cache_clear()
    assert sprites.used() == 100 * 200 * 4


def test_every_picture_cache_of_the_renderers_is_under_the_budget():
    """A function of rendering/ that returns a picture is cached with ``@remembered``, never with
    ``functools``' count-bounded caches, whose pictures no budget counts (docs/ARCHITECTURE.md)."""
    import ast
    from pathlib import Path

    outside = []
    for path in sorted((Path(__file__).resolve().parent.parent / "rendering").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.FunctionDef) or node.returns is None:
                continue
            returns = ast.unparse(node.returns)
            names = {ast.unparse(d.func if isinstance(d, ast.Call) else d) for d in node.decorator_list}
            if "Image.Image" in returns and names & {"lru_cache", "cache", "functools.lru_cache", "functools.cache"}:
                outside.append(f"{path.name}:{node.lineno} {node.name}")
    assert not outside, outside
