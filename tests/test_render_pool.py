"""The render processes (rendering/pool.py): started at once, warm before the first picture,
drawing the same pictures as a thread does, and surviving a warm-up that fails."""

from __future__ import annotations

import asyncio
import os

import pytest

from bot import l10n
from rendering import pool, render_table


def _worker_facts() -> tuple[int, int, int]:
    """In a render process: its pid, how many catalog bundles it has built, how many fonts."""
    from rendering import draw

    return os.getpid(), l10n.bundle.cache_info().currsize, draw.font.cache_info().currsize


def _boom() -> None:
    raise RuntimeError("a warm-up that fails")


@pytest.fixture
def one_process():
    pool.start(1, titles=("uluk",))
    try:
        yield pool
    finally:
        pool.stop()


def test_the_process_is_warm_before_the_first_picture(one_process):
    pid, bundles, fonts = one_process.running().submit(_worker_facts).result(timeout=120)
    assert pid != os.getpid()
    assert bundles >= 2 * len(l10n.languages())       # common and uluk, every language
    assert fonts > 0                                   # the renderer's caches filled


def test_a_picture_drawn_in_the_process_is_the_thread_one(one_process):
    from bot.rules import create

    view = create("uluk", ["ann", "bob"], seed=5).view(None)
    drawn_there = asyncio.run(pool.off_loop(render_table, view, "es"))
    assert drawn_there == render_table(view, "es")


def test_an_error_in_a_picture_reaches_the_caller_and_the_pool_lives_on(one_process):
    with pytest.raises(RuntimeError, match="fails"):
        asyncio.run(pool.off_loop(_boom))
    assert one_process.running().submit(_worker_facts).result(timeout=60)[1] > 0


def test_without_processes_pictures_are_drawn_in_threads():
    pool.stop()
    assert pool.running() is None
    assert asyncio.run(pool.off_loop(sum, [1, 2])) == 3


def test_a_table_post_is_drawn_and_described_in_one_call():
    """rendering.table_post: the phone picture then the table, each with its alt text (the
    table's in full, the phone picture's in brief); at the end, the table and the score pad."""
    from bot.rules import create
    from rendering import describe, render_focus, table_post

    game = create("uluk", ["ann", "bob"], seed=5)
    view = game.view(None)
    posted = table_post(view, "de")
    assert [name for name, _, _ in posted] == ["turn.png", "table.png"]
    assert posted[0][1] == render_focus(view, None, "de") and posted[1][1] == render_table(view, "de")
    assert posted[0][2] == describe(view, True, "de") != posted[1][2] == describe(view, False, "de")
    ended = table_post(view, "de", over=True)
    assert [name for name, _, _ in ended] == ["table.png", "scores.png"]
    assert all(png.startswith(b"\x89PNG") and alt for _, png, alt in ended)
