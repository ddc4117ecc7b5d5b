"""The store's JSON text (bot/store/rows.py ``dumps``/``loads``, orjson with the standard
library behind it): the same text as ``json.dumps`` wrote before, the same values read back,
and what orjson refuses still written or refused as the standard library does."""

from __future__ import annotations

import dataclasses
import datetime
import json

import pytest

from bot.rules import create
from bot.store.rows import dumps, loads


def standard(value):
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


@pytest.mark.parametrize("title", ["natives", "inuit", "uluk", "natera", "wendake"])
def test_a_game_state_is_written_as_the_standard_library_wrote_it_and_read_back_equal(title):
    game = create(title, ["Ann", "Bob", "Cé"], 7, {})
    for _ in range(12):                     # a few moves in, so the state holds more than the setup
        if game.over:
            break
        seat = game.awaiting()[0]
        game.play(seat, game.legal_actions(seat)[0])
    text = dumps(game.state)
    assert text == standard(game.state)
    assert loads(text) == json.loads(text) == game.state


@pytest.mark.parametrize("value", [
    {"name": "Zoë ✓ 火", "quote": 'a "b" \\ c\n', "tab": "\t", "ctrl": "\x01", "line": "\u2028"},
    [0.1, 1e16, -0.0, 5e-324, 1.7976931348623157e308, 1764750000.123456, 2**63 - 1, -(2**63), True, None],
    {"nested": [{"a": []}, {}], "": ""},
])
def test_awkward_values_give_the_standard_librarys_text(value):
    assert dumps(value) == standard(value)
    assert loads(dumps(value)) == value


def test_a_small_float_may_be_spelled_otherwise_but_is_the_same_number():
    assert dumps([1e-05]) == "[0.00001]" and standard([1e-05]) == "[1e-05]"
    assert loads(dumps([1e-05])) == [1e-05]


@pytest.mark.parametrize("value", [{1: "a", 2: "b"}, [2**70], ["lone \ud800 surrogate"]])
def test_what_orjson_refuses_is_written_by_the_standard_library(value):
    assert dumps(value) == standard(value)


def test_what_the_standard_library_refuses_is_still_refused():
    @dataclasses.dataclass
    class Point:
        x: int

    for value in (Point(1), datetime.datetime(2026, 1, 1), {1, 2}):
        with pytest.raises(TypeError):
            dumps(value)


def test_text_orjson_cannot_read_is_read_by_the_standard_library():
    assert loads('{"a": NaN}')["a"] != loads('{"a": NaN}')["a"]      # nan
    assert loads("[Infinity]") == [float("inf")]
    assert loads(b'{"a":[1,2]}') == {"a": [1, 2]}
