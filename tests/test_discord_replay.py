"""Watch it again through the real dispatch: the film at the end, ``/game replay`` (issue 11)."""

from __future__ import annotations

import io

from PIL import Image

from tests.discord_harness import CHANNEL_ID


def sent(calls):
    return [c for c in calls if c.method in ("POST", "PATCH") and c.payload and (c.content or c.files)]


def picture(call, name: str) -> Image.Image:
    [file] = [f for f in call.files if f.filename == name]
    file.fp.seek(0)
    return Image.open(io.BytesIO(file.fp.read()))


async def finished_game(h) -> None:
    """A short game that ends: Uluk's two players, one resigns (the pad as it stands)."""
    await h.slash("ann", "game new", title="uluk")
    await h.slash("bob", "game join")
    await h.slash("ann", "game start")
    return await h.slash("bob", "game resign")


async def test_the_end_of_a_game_posts_the_film_after_the_final_table(harness):
    calls = await finished_game(harness)
    films = [c for c in sent(calls) if any(f.filename == "replay.webp" for f in c.files)]
    assert len(films) == 1 and films[0].posted
    film = picture(films[0], "replay.webp")
    assert film.format == "WEBP" and getattr(film, "n_frames", 1) >= 2


async def test_replay_privately_publicly_and_one_turn(harness):
    await finished_game(harness)
    [row] = await harness.bot.tables.history(CHANNEL_ID)
    [mine] = sent(await harness.slash("cy", "game replay"))
    assert mine.private and picture(mine, "replay.webp").format == "WEBP"
    calls = await harness.slash("cy", "game replay", public=True)
    [shown] = sent(calls)
    assert shown.kind == "channel" and not shown.private
    [turn] = sent(await harness.slash("cy", "game replay", turn=0, game=row.id))
    assert turn.private and picture(turn, "turn-0.png").format == "PNG"
    choices = await harness.autocomplete("cy", "game replay", "game", game="")
    assert [c["value"] for c in choices] == [row.id]


async def test_replay_refusals_are_private(harness):
    [none] = sent(await harness.slash("ann", "game replay"))
    assert none.private and "No game has finished" in none.content
    await finished_game(harness)
    [far] = sent(await harness.slash("ann", "game replay", turn=99_999, public=True))
    assert far.private and "choose a turn from 0" in far.content
    [other] = sent(await harness.slash("ann", "game replay", game=123456))
    assert other.private and "not a finished game of this channel" in other.content


async def test_pictures_and_films_drawn_in_a_render_process(harness):
    """``campfire run`` draws in worker processes (CAMPFIRE_RENDER_PROCESSES): the same
    pictures reach the channel as when drawn in threads."""
    from rendering import pool

    pool.start(1)
    try:
        calls = await finished_game(harness)
    finally:
        pool.stop()
    names = {f.filename for c in sent(calls) for f in c.files}
    assert {"table.png", "scores.png", "replay.webp"} <= names


async def test_a_replay_speaks_the_reader_language(harness):
    """/game replay turn: draws the table in the user's language (the channel's when public),
    and the film's frames too; a turn out of range is refused in the user's language."""
    from bot.replay import table_after_turn, turn_views
    from rendering import render_table

    await finished_game(harness)
    [row] = await harness.bot.tables.history(CHANNEL_ID)
    log = await harness.bot.tables.game_log(row)
    [turn] = sent(await harness.slash("cy", "game replay", turn=0, locale="de"))
    turn.files[0].fp.seek(0)
    drawn = turn.files[0].fp.read()
    assert drawn == table_after_turn(log, 0, "de") == render_table(turn_views(log)[0], "de")
    assert drawn != table_after_turn(log, 0, "en")
    [far] = sent(await harness.slash("cy", "game replay", turn=99_999, locale="es-ES"))
    assert far.private and "elige un turno de 0" in far.content
