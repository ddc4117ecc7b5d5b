"""Watch it again (issue 11): the replay rebuilt from seed + log is the game the table service played.

Each title's 4-player demo game (AI seats through the real table service, as ``campfire demo``
plays it) is the reference: the table service's own snapshots (one per turn, the end last)
are what the replay must show. Checked per title: the rebuilt views equal the snapshots one
for one, the film is under Discord's 10 MiB, it has turns + 1 frames, and its frames are the
downscaled pictures of those turns (every frame for Natives, a sample for the others: the
films are full length, only the comparison is sampled, to keep the file near 30 s).
"""

from __future__ import annotations

import asyncio
import io
import tempfile
from functools import cache
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat

from bot.demo import ai_game
from bot.outcome import Outcome
from bot.replay import GameLog, replay_film, stored_log, table_after_turn, turn_count, turn_views
from bot.rules import create, restore
from bot.store import Store
from bot.tables import TableError, Tables
from rendering import render_end, render_table
from rendering.replay import FRAME_MS, HOLD_MS, SIZE_LIMIT, FilmTooLarge, downscale, film, scaled_size

ALL_EXPANSIONS = ["soul-of-the-prairie", "seasons", "strangers"]
DEMOS = {   # case -> (title, options, seed): small seeds, 4 AI seats
    "natives": ("natives", None, 1),
    "natives-all-expansions": ("natives", {"expansions": ALL_EXPANSIONS}, 2),
    "inuit": ("inuit", None, 3),
    "uluk": ("uluk", None, 4),
}
# Lossy WebP against the PNG it came from, both at 640 px, measured on these demo games: the
# worst channel's mean absolute difference is 4.5-6.3 (Uluk's colours the most) and the worst
# 16x16 block's mean 25-36, while the picture of the turn before differs by at least 185 in
# its worst block (the awaited seat's highlight moves every turn).
MEAN_TOLERANCE = 10.0
BLOCK_TOLERANCE = 64


async def _walkover(seed: int) -> tuple[Outcome, GameLog, dict]:
    """Natives between the host and one AI seat, ended by the host's resignation."""
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(Path(tmp) / "replay.sqlite3")
        try:
            tables = Tables(store, seed_source=lambda: seed)
            await tables.new("c", None, "host", "Host", "natives", None)
            await tables.add_ai("c", "host", "Ann")
            await tables.start("c", "host")
            outcome = await tables.resign("c", "host")
            log = await stored_log(store, outcome.game)
        finally:
            await store.close()
    return outcome, log, tables.view(outcome.game)


@cache
def demo(case: str) -> tuple[Outcome, GameLog, list[dict], dict]:
    """The demo game of ``case``: outcome, its log, the pictures of its turns as the table
    service took them (the start, then its snapshots) and the view its end is posted with."""
    title, options, seed = DEMOS[case]
    outcome, log, end = asyncio.run(ai_game(title, 4, seed, options))
    assert outcome.game.status == "finished"
    start = create(title, list(log.seats), seed, options).view()
    return outcome, log, [start, *outcome.snapshots], end


@cache
def demo_film(case: str):
    return replay_film(demo(case)[1])


@cache
def small_picture(case: str, turn: int) -> Image.Image:
    """The picture of a demo's turn as posted (``render_table``'s PNG; the end's from the
    end view, as ``render_end`` posts it), scaled like a frame."""
    _outcome, _log, pictures, end = demo(case)
    view = end if turn == len(pictures) - 1 else pictures[turn]
    return downscale(Image.open(io.BytesIO(render_table(view))).convert("RGB"))


def difference(frame: Image.Image, picture: Image.Image) -> tuple[float, int]:
    """(mean absolute difference of the worst channel, worst 16x16 block's mean) between a
    frame and a picture set at the top of a canvas of the frame's size, on the picture's
    own background (which is how the film sets tables shorter than its tallest)."""
    expected = Image.new("RGB", frame.size, picture.getpixel((0, picture.height - 1)))
    expected.paste(picture, (0, 0))
    diff = ImageChops.difference(frame.convert("RGB"), expected)
    worst_block = max(high for _low, high in diff.reduce(16).getextrema())
    return max(ImageStat.Stat(diff).mean), worst_block


def without_result(view: dict) -> dict:
    """The engine's part of a view: what the table service adds to an end view taken out."""
    return {k: v for k, v in view.items() if k not in ("result", "seats_info")}


def assert_same_turns(views: list[dict], snapshots: list[dict], row) -> None:
    """``views`` are the snapshots, the last one carrying the game's result (a live game's
    last snapshot carries it only when the end came after the last turn: Tables._finish)."""
    assert len(views) == len(snapshots) + 1
    assert views[1:-1] == snapshots[:-1]
    assert without_result(views[-1]) == without_result(snapshots[-1])
    assert views[-1]["result"] == row.result
    assert views[-1]["seats_info"] == {s.name: {"ai": s.ai, "resigned": s.resigned, "user_id": s.user_id}
                                       for s in row.seats}


def frames_of(webp: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(webp))
    assert image.format == "WEBP"
    return image


# -- the views ----------------------------------------------------------------------------------
@pytest.mark.parametrize("case", DEMOS)
def test_turn_views_are_the_snapshots_the_live_game_took(case):
    outcome, log, pictures, end = demo(case)
    views = turn_views(log)
    assert len(views) > 10 and views[0] == pictures[0]
    assert_same_turns(views, outcome.snapshots, outcome.game)
    assert without_result(views[-1]) == restore(outcome.game.state).view()   # the stored end
    assert [v.get("over", False) for v in views].count(True) == 1    # only the end is over


def test_a_solo_game_is_a_turn_per_move():
    outcome, log, _end = asyncio.run(ai_game("uluk", 1, 5))
    views = turn_views(log)
    assert outcome.game.status == "finished"
    assert len(views) == len(log.moves) + 1
    assert_same_turns(views, outcome.snapshots, outcome.game)


def test_a_walkover_ends_with_the_result_as_one_more_turn():
    """A resignation that leaves one seat ends the game without the engine's end: the
    final table (as the table service recorded the result) is the last turn."""
    outcome, log, end = asyncio.run(_walkover(6))
    views = turn_views(log)
    assert outcome.game.result["walkover"] and not views[-1].get("over")
    assert not views[-2].get("result")
    assert views[-1]["result"] == outcome.game.result
    assert table_after_turn(log, len(views) - 1) == render_end(end)[0][1]


def test_a_log_that_does_not_replay_is_refused_naming_the_action():
    _outcome, log, _pictures, _end = demo("natives")
    seat, _action = log.moves[0]
    broken = GameLog(log.title, log.seats, log.seed, log.options, ((seat, "take moon"), *log.moves[1:]))
    refusal = r"^This game's log does not replay: action 1 \(.*'take moon'\) is refused \(.+\)\.$"
    with pytest.raises(TableError, match=refusal):
        turn_views(broken)


# -- the film -----------------------------------------------------------------------------------
@pytest.mark.parametrize("case", DEMOS)
def test_film_is_under_the_limit_with_a_frame_per_turn_and_the_start(case):
    outcome, _log, _pictures, _end = demo(case)
    made = demo_film(case)
    frames = frames_of(made.webp)
    assert len(made.webp) < SIZE_LIMIT == 10 * 1024 * 1024
    assert frames.n_frames == made.frames == len(outcome.snapshots) + 1
    assert frames.size == made.size and frames.width == 640
    assert frames.info["loop"] == 0
    durations = []
    for n in (0, 1, frames.n_frames - 2, frames.n_frames - 1):
        frames.seek(n)
        frames.load()       # Pillow reads a frame's duration when it decodes it
        durations.append(frames.info["duration"])
    assert durations == [FRAME_MS, FRAME_MS, FRAME_MS, HOLD_MS]


@pytest.mark.parametrize("case", DEMOS)
def test_frame_n_is_the_picture_of_turn_n(case):
    _outcome, _log, pictures, _end = demo(case)
    frames = frames_of(demo_film(case).webp)
    last = len(pictures) - 1
    turns = range(last + 1) if case == "natives" else sorted({0, 1, last // 3, last // 2, last - 1, last})
    for n in turns:
        frames.seek(n)
        frame = frames.convert("RGB")
        mean, block = difference(frame, small_picture(case, n))
        assert mean < MEAN_TOLERANCE and block < BLOCK_TOLERANCE, (case, n, mean, block)
        if n:   # and it is not the turn before
            _, block_before = difference(frame, small_picture(case, n - 1))
            assert block_before > block, (case, n, block, block_before)


def test_a_film_over_the_limit_falls_back_then_refuses():
    _outcome, _log, pictures, _end = demo("natives")
    views = pictures[:4]
    full = film(views)
    smaller = film(views, limit=len(full.webp) - 1)
    assert len(smaller.webp) < len(full.webp)
    assert (smaller.size[0], smaller.quality) != (full.size[0], full.quality)
    assert frames_of(smaller.webp).n_frames == 4
    with pytest.raises(FilmTooLarge, match="limit"):
        film(views, limit=1000)
    with pytest.raises(ValueError):
        film([])


@pytest.mark.parametrize("size", [(1280, 1771), (1280, 2706), (640, 865), (600, 900), (1000, 333)])
@pytest.mark.parametrize("width", [640, 480, 360])
def test_scaled_size_is_the_size_downscale_gives(size, width):
    scaled = downscale(Image.new("RGB", size), width)
    assert scaled.size == scaled_size(size, width)
    assert scaled.width == min(width, size[0])


def test_a_film_of_one_view_is_a_still_picture():
    _outcome, _log, pictures, _end = demo("natives")
    still = frames_of(film(pictures[:1]).webp)
    assert getattr(still, "n_frames", 1) == 1 and still.width == 640


# -- one turn -----------------------------------------------------------------------------------
def test_table_after_turn_is_the_picture_of_that_turn():
    _outcome, log, pictures, end = demo("natives")
    last = len(pictures) - 1
    assert table_after_turn(log, 0) == render_table(pictures[0])
    assert table_after_turn(log, 7) == render_table(pictures[7])
    assert table_after_turn(log, last) == render_end(end)[0][1]     # the game as it ended
    assert turn_count(log) == last


@pytest.mark.parametrize("turn", [-1, "last+1", True, 2.0])
def test_table_after_turn_out_of_range_is_refused(turn):
    _outcome, log, pictures, _end = demo("natives")
    last = len(pictures) - 1
    if turn == "last+1":
        turn = last + 1
    with pytest.raises(TableError, match=rf"^This game has {last} turns: choose a turn from 0 .* to {last}\.$"):
        table_after_turn(log, turn)
