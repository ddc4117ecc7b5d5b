"""The render processes (rendering/pool.py): started at once, warm before the first picture,
drawing the same pictures as a thread does, and surviving a warm-up that fails; forked from a
fork server warmed for the languages the bot speaks (gc-frozen), drawing any other language too."""

from __future__ import annotations

import asyncio
import gc
import multiprocessing
import os
from multiprocessing import forkserver

import pytest

from bot import l10n
from bot.config import ConfigError, settings, warm_languages
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


def _lineage() -> dict:
    """In a render process: its parent, what it was warmed for, whether its objects are frozen."""
    return {"parent": os.getppid(), "warmed": pool._warmed, "frozen": gc.get_freeze_count(),
            "bundles": l10n.bundle.cache_info().currsize}


def _uluk_view():
    from bot.rules import create

    return create("uluk", ["ann", "bob"], seed=5).view(None)


@pytest.mark.skipif("forkserver" not in multiprocessing.get_all_start_methods(), reason="no fork server here")
def test_the_processes_are_forked_from_a_server_warmed_once(one_process):
    """Not spawned: forked from the fork server (the bot process has threads, so never from
    it), which warmed up before the fork and froze its objects for the collector."""
    facts = one_process.running().submit(_lineage).result(timeout=120)
    assert facts["parent"] == forkserver._forkserver._forkserver_pid != os.getpid()
    assert facts["warmed"] == (("uluk",), l10n.languages())
    assert facts["frozen"] > 10_000           # the imports and the catalogs, out of the collector's reach
    assert one_process.running().start_method == "forkserver"


def _built(lang: str, title: str) -> bool:
    """In a render process: whether the bundle of ``lang`` for ``title`` was built before."""
    misses = l10n.bundle.cache_info().misses
    l10n.bundle(lang, title)
    return l10n.bundle.cache_info().misses == misses


def test_a_process_warmed_for_english_draws_french():
    """Warmed for English only, a process has no French catalog; a French table is still
    drawn, with its French alt text, as a process warmed for French draws it."""
    view = _uluk_view()
    pool.start(1, titles=("uluk",), langs=("fr",))
    try:
        assert pool.running().submit(_built, "fr", "uluk").result(timeout=120)
        warm = asyncio.run(pool.off_loop(render_table, view, "fr"))
    finally:
        pool.stop()
    pool.start(1, titles=("uluk",), langs=("en",))
    try:
        assert pool.running().submit(_lineage).result(timeout=120)["warmed"] == (("uluk",), ("en",))
        assert asyncio.run(pool.off_loop(render_table, view, "fr")) == warm
        from rendering import describe

        assert asyncio.run(pool.off_loop(describe, view, False, "fr")) == describe(view, False, "fr") \
            != describe(view, False, "en")
        assert pool.running().submit(_built, "fr", "uluk").result(timeout=60)       # built at that picture
        assert not pool.running().submit(_built, "de", "uluk").result(timeout=60)   # never asked for
    finally:
        pool.stop()


def test_started_again_for_other_languages_the_processes_are_warmed_for_those():
    """A second start with other languages gets a server warmed for them, not the old one."""
    pool.start(1, titles=("uluk",), langs=("de",))
    try:
        assert pool.running().submit(_lineage).result(timeout=120)["warmed"] == (("uluk",), ("de",))
    finally:
        pool.stop()
    pool.start(1, titles=("uluk",), langs=("es", "pt-BR", "xx"))     # xx: no catalog, left out
    try:
        assert pool.running().submit(_lineage).result(timeout=120)["warmed"] == (("uluk",), ("es", "pt-BR"))
        assert pool.running().submit(_built, "pt-BR", "uluk").result(timeout=60)
    finally:
        pool.stop()


def test_without_a_fork_server_each_process_warms_itself(monkeypatch):
    """Where multiprocessing has no fork server the processes are spawned, each warmed by
    its initializer for the languages given."""
    monkeypatch.setattr(multiprocessing, "get_all_start_methods", lambda: ["spawn"])
    pool.start(1, titles=("uluk",), langs=("fr",))
    try:
        assert pool.running().start_method == "spawn"
        facts = pool.running().submit(_lineage).result(timeout=120)
        assert facts["warmed"] == (("uluk",), ("fr",)) and facts["frozen"] == 0
        assert pool.running().submit(_built, "fr", "uluk").result(timeout=60)
    finally:
        pool.stop()


def test_warm_up_builds_the_languages_given_only():
    l10n.bundle.cache_clear()
    l10n.warm_up(("uluk",), ["es", "xx"])
    built = l10n.bundle.cache_info()
    assert built.currsize == 2                  # es: common and uluk's
    l10n.bundle("es", "uluk")
    assert l10n.bundle.cache_info().hits == built.hits + 1
    l10n.bundle("fr", "uluk")                   # not warmed: built now
    assert l10n.bundle.cache_info().misses == built.misses + 1
    l10n.warm_up(("uluk",))                     # no languages given: every one
    assert l10n.bundle.cache_info().currsize == 2 * len(l10n.languages())


def test_the_languages_setting():
    """CAMPFIRE_LANGUAGES: English by default, Discord locales read as catalog languages,
    ``all`` for every one, a name that is no catalog language refused in one sentence."""
    assert settings({}).languages == ("en",)
    assert settings({"CAMPFIRE_LANGUAGES": "es-ES, en,es"}).languages == ("es", "en")
    assert settings({"CAMPFIRE_LANGUAGES": "ALL"}).languages is None
    assert warm_languages("pt-BR") == ("pt-BR",)
    for bad in ("xx", "en,klingon"):
        with pytest.raises(ConfigError, match="CAMPFIRE_LANGUAGES names .* choose among en"):
            settings({"CAMPFIRE_LANGUAGES": bad})


def _pid_after(seconds: float) -> int:
    """In a render process: its pid, after ``seconds`` (a picture that takes that long)."""
    import time

    time.sleep(seconds)
    return os.getpid()


def test_titles_are_dealt_to_lanes_by_their_renderer():
    """Natives and Inuit share a renderer, so a lane; with two lanes Natera goes with them and
    Uluk with Wendake (rendering.RENDERERS' order); work of no title has no lane of its own."""
    assert pool.lane_of("natives", 2) == pool.lane_of("inuit", 2) == pool.lane_of("natera", 2) == 0
    assert pool.lane_of("uluk", 2) == pool.lane_of("wendake", 2) == 1
    assert [pool.lane_of(t, 4) for t in ("natives", "uluk", "natera", "wendake")] == [0, 1, 2, 3]
    assert pool.lane_of("natives", 1) == 0
    assert pool.lane_of(None, 2) is None and pool.lane_of("chess", 2) is None


@pytest.fixture
def two_processes():
    pool.start(2, titles=("uluk",))
    try:
        lanes = pool.running()
        for future in [lanes.submit(os.getpid) for _ in range(2)]:      # both started and warm
            future.result(timeout=120)
        yield lanes
    finally:
        pool.stop()


def test_a_titles_pictures_are_drawn_by_its_own_process(two_processes):
    """One after another, every picture of a title is drawn by the same process (its caches
    hold that title's sprites), and the other lane's titles by the other one."""
    async def pids(title: str) -> set[int]:
        return {await pool.off_loop(_pid_after, 0, title=title) for _ in range(4)}

    natives, inuit, uluk = (asyncio.run(pids(title)) for title in ("natives", "inuit", "uluk"))
    assert len(natives) == 1 and natives == inuit
    assert len(uluk) == 1 and uluk != natives
    assert natives | uluk == set(two_processes.pids())


def test_a_picture_goes_to_another_process_when_its_own_is_busier(two_processes):
    """A picture waits in its own lane only while it holds at most SPILL more than the least
    busy one: with one more slow picture there, the next is drawn by the other process."""
    lanes = two_processes
    own = lanes.lane_for("uluk")
    slow = [lanes.submit(_pid_after, 1.5, title="uluk") for _ in range(pool.SPILL + 1)]
    assert lanes.lane_for("uluk") != own                    # busier than the other: spilled
    spilled = lanes.submit(_pid_after, 0, title="uluk").result(timeout=60)
    drawers = {future.result(timeout=60) for future in slow}
    assert len(drawers) == 1 and spilled not in drawers
    # all done (each future's count is given back by its callback, just after its result)
    assert _soon(lambda: lanes.lane_for("uluk") == own)     # back to its own lane


def _soon(condition, seconds: float = 5.0) -> bool:
    import time

    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


def _cache_limit() -> int:
    from rendering import sprites

    return sprites.PICTURES.limit


def test_a_lone_process_has_the_caches_of_two():
    """One render process draws every title, two share them (lanes): the caches' budget is
    shared, never under a lane's own (rendering.sprites.BUDGET)."""
    from rendering import sprites

    assert pool.cache_budget(1) == pool.CACHES_IN_ALL == 2 * sprites.BUDGET
    assert pool.cache_budget(2) == pool.cache_budget(4) == sprites.BUDGET


def test_a_lone_process_has_its_budget(one_process):
    assert one_process.running().submit(_cache_limit).result(timeout=120) == pool.cache_budget(1)


def test_two_processes_have_a_lanes_budget(two_processes):
    assert {future.result(timeout=60) for future in [two_processes.submit(_cache_limit) for _ in range(2)]} \
        == {pool.cache_budget(2)}


def _priority() -> int:
    return os.getpriority(os.PRIO_PROCESS, 0)


@pytest.mark.skipif(not hasattr(os, "nice"), reason="no process priorities here")
def test_a_render_process_gives_way_to_the_bot(one_process):
    """Its priority is NICENESS lower than the bot's, so that the moves and the private replies
    go first when pictures come in a burst."""
    assert one_process.running().submit(_priority).result(timeout=120) == min(19, _priority() + pool.NICENESS)
