"""Every picture the bot posts carries its alt text (Discord's attachment ``description``):
whom the game waits for, what they decide, the last move and each seat's facts, so a
screen-reader user can follow the game (issue 18, point 5: no picture had one)."""

from __future__ import annotations

import random

import pytest

from bot.rules import create
from rendering import DESCRIPTION_LIMIT, describe
from tests.discord_harness import CHANNEL_ID

CASES = [("natives", None), ("inuit", None), ("uluk", None), ("natera", None), ("wendake", None)]


@pytest.mark.parametrize("title, options", CASES)
def test_the_description_says_who_decides_what_and_every_seats_facts(title, options):
    seats = ["ann", "bob", "cy", "dee"]
    game = create(title, seats=seats, seed=5, options=options)
    rng = random.Random(5)
    for _ in range(120):
        if game.over:
            break
        view = game.view(None)
        text = describe(view)
        assert 0 < len(text) <= DESCRIPTION_LIMIT
        waiting = game.awaiting()
        assert f"Waiting for {waiting[0]}" in text, text
        for seat in seats:
            assert f"{seat}: " in text, (seat, text)
        brief = describe(view, brief=True)
        assert text.startswith(brief) and len(brief) < len(text)
        seat = waiting[0]
        game.play(seat, rng.choice(game.legal_actions(seat)))


async def test_the_table_posts_pictures_with_their_descriptions(harness):
    await harness.slash("ann", "game new", title="natives")
    await harness.slash("bob", "game join")
    calls = await harness.slash("ann", "game start")
    [table] = [c for c in calls if c.posted and c.files]
    described = {a["filename"]: a.get("description", "") for a in table.data["attachments"]}
    assert set(described) == {"turn.png", "table.png"}
    row = await harness.bot.tables.current(CHANNEL_ID)
    awaited = row.seat_of(harness.bot.tables.awaited_users(row)[0]).name
    assert all(f"Waiting for {awaited}" in text for text in described.values()), described
    assert len(described["table.png"]) > len(described["turn.png"])


async def test_the_film_and_a_replayed_turn_say_what_they_show(harness):
    await harness.slash("ann", "game new", title="natives")
    await harness.slash("bob", "game join")
    await harness.slash("ann", "game start")
    calls = await harness.slash("bob", "game resign")
    [film] = [f for c in calls for f in c.files if f.filename == "replay.webp"]
    assert film.description.startswith("The whole game again, turn by turn, as a film.")
    assert "winner: Ann" in film.description or "winner: ann" in film.description
    calls = await harness.slash("ann", "game replay", turn=0)
    [turn] = [f for c in calls for f in c.files]
    assert turn.description == "Natives: the table after turn 0."


def test_a_description_cut_to_fit_ends_on_a_whole_word():
    """An alt text cut to Discord's 1,024 characters (or a seat's share of them) ends after a
    whole word and "…", never inside one ("Tortues : For…" reads as a word that is not there)."""
    from rendering import _cut

    line = "Ann: Score 14, 2 markers left, Turtles: Forest ×2, Field"
    assert _cut(line, len(line)) == line
    assert _cut(line, 45) == "Ann: Score 14, 2 markers left, Turtles…"
    assert len(_cut(line, 45)) <= 45
    assert _cut("Supercalifragilisticexpialidocious", 10) == "Supercali…"     # one long word: cut inside it
