"""The ``>>>`` examples in the code's docstrings run, and say what the code does (issue 21,
point 5): every module of the packages that holds one is run through :mod:`doctest` here, so
an example that goes wrong fails the suite like any test."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("bot", "cogs", "rendering", "data")


def modules_with_examples() -> list[str]:
    found = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            if "__pycache__" not in path.parts and ">>>" in path.read_text(encoding="utf-8"):
                parts = path.relative_to(ROOT).with_suffix("").parts
                found.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return found


MODULES = modules_with_examples()


def test_the_examples_are_found():
    assert {"bot.rules", "bot.rules.base", "bot.ai", "rendering", "rendering.replay"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_the_examples_run(name):
    module = importlib.import_module(name)
    tests = doctest.DocTestFinder().find(module)
    assert any(t.examples for t in tests), f"{name}: '>>>' in the file, but no example doctest finds"
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for test in tests:
        runner.run(test, out=lambda text: pytest.fail(f"{name}:\n{text}", pytrace=False))
    assert runner.summarize(verbose=False).failed == 0
