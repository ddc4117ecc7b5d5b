"""`/game start` names the first player of every title (issue 17, point 12): the holder of
the first player marker, also where everyone decides at once first (Natera's science side,
where there is no single turn to read)."""

from __future__ import annotations

import pytest

from bot.rules import TITLES, restore

CHANNEL, GUILD = "100", "1"
USERS = (("11", "ann"), ("22", "bob"), ("33", "cy"))


def first_of(view: dict) -> str:
    """The engine's first player, read the way each title shows it."""
    if isinstance(view.get("first"), str):
        return view["first"]
    flagged = [p["seat"] for p in view.get("players", []) if p.get("first") is True]
    return flagged[0] if flagged else view["turn"]


@pytest.mark.parametrize("title", TITLES)
@pytest.mark.parametrize("players", [2, 3])
async def test_the_start_line_names_who_plays_first(tables, title, players):
    (host, name), *others = USERS[:players]
    await tables.new(CHANNEL, GUILD, host, name, title)
    for user, other in others:
        await tables.join(CHANNEL, user, other)
    outcome = await tables.start(CHANNEL, host)
    [line] = [str(x) for x in outcome.public if " begins: " in str(x)]
    game = restore((await tables.current(CHANNEL)).state)
    first = first_of(game.view())
    assert first in [n for _, n in USERS[:players]]
    assert line.endswith(f". {first} plays first."), line
    assert "None" not in line
