"""The server's standings (issue 11): results and ratings kept when a game finishes, rebuilt
from the stored games, and ``/game stats`` / ``/game leaderboard`` through the real dispatch."""

from __future__ import annotations

import dataclasses
import io
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from bot import standings
from bot.store import Conflict, GameRow, Seat, Store
from bot.tables import Tables
from rendering import draw
from rendering.standings import COLUMN_H, HEAD_H, ROW_H, leaderboard_png
from tests.discord_harness import GUILD_ID, USERS

ROOT = Path(__file__).resolve().parent.parent
ANN, BOB, CY = "1", "2", "3"


@pytest.fixture
async def tables(store_target):
    store = await Store.open(store_target)
    clock = iter(range(1_000_000, 2_000_000, 10))
    yield Tables(store, clock=lambda: float(next(clock)), seed_source=lambda: 5)
    await store.close()


async def walkover(t: Tables, channel: str, title: str, winner: tuple[str, str], loser: tuple[str, str],
                   guild: str = "g1") -> None:
    """Two players; the loser resigns at once, so the game ends with the pad as it stands."""
    await t.new(channel, guild, *winner, title)
    await t.join(channel, *loser)
    await t.start(channel, winner[0])
    await t.resign(channel, loser[0])


async def played_out(t: Tables, channel: str, title: str, host: tuple[str, str], ais: int = 2,
                     guild: str = "g1") -> None:
    """The host against AI seats resigns at once: the AI plays the whole game to its real end."""
    await t.new(channel, guild, *host, title)
    for _ in range(ais):
        await t.add_ai(channel, host[0])
    await t.start(channel, host[0])
    await t.resign(channel, host[0])


def game_row(seats: list[Seat], result: dict, title: str = "uluk") -> GameRow:
    return GameRow(7, "g1", "c", title, ANN, "finished", {}, seats, 1, None, 1, 0.0, 0.0, result=result)


def pad(**totals: int) -> dict:
    return {seat: {"total": n} for seat, n in totals.items()}


# -- places (pure) ---------------------------------------------------------------------------------
def test_places_winners_first_equal_totals_share_resigned_last():
    seats = [Seat("Ann", ANN), Seat("Bob", BOB), Seat("Cy", CY), Seat("Dee", "4", resigned=True, ai=True)]
    row = game_row(seats, {"scores": pad(Ann=40, Bob=30, Cy=30, Dee=50), "winners": ["Ann"],
                           "walkover": False, "resigned": ["Dee"]})
    rows = {r.seat: r for r in standings.placements(row, 5.0)}
    assert [rows[s].place for s in ("Ann", "Bob", "Cy", "Dee")] == [1, 2, 2, 3]
    assert rows["Ann"].won and not rows["Bob"].won and not rows["Dee"].won
    # the resigned seat's better total (the AI played it out) counts for nothing
    assert rows["Dee"].score is None and rows["Dee"].resigned and rows["Ann"].score == 40
    assert {r.finished_at for r in rows.values()} == {5.0} and rows["Ann"].guild_id == "g1"


def test_a_walkover_has_no_final_scores_and_ai_seats_are_the_titles_ai():
    seats = [Seat("Ann", ANN, resigned=True, ai=True), Seat("AI 2", None, ai=True)]
    row = game_row(seats, {"scores": pad(Ann=10, **{"AI 2": 3}), "winners": ["AI 2"], "walkover": True,
                           "resigned": ["Ann"]}, title="natives")
    ai_row, ann = sorted(standings.placements(row, 1.0), key=lambda r: r.place)
    assert (ai_row.player, ai_row.place, ai_row.won, ai_row.score) == ("ai:natives", 1, True, None)
    assert (ann.player, ann.place, ann.won, ann.score) == (ANN, 2, False, None)


def test_several_ai_seats_move_the_ai_once_by_their_mean_and_a_solo_game_is_not_rated():
    seats = [Seat("Ann", ANN), Seat("AI 2", None, ai=True), Seat("AI 3", None, ai=True)]
    row = game_row(seats, {"scores": pad(Ann=9, **{"AI 2": 5, "AI 3": 1}), "winners": ["Ann"],
                           "walkover": False, "resigned": []})
    rated = {r.player: r for r in standings.rate({}, standings.placements(row, 1.0))}
    assert set(rated) == {ANN, "ai:uluk"} and rated["ai:uluk"].games == 1
    assert rated["ai:uluk"].name == standings.AI_NAME and rated[ANN].name == "Ann"
    alone = [standings.MODEL.rating() for _ in range(3)]
    second, third = (x for [x] in standings.MODEL.rate([[r] for r in alone], ranks=[1, 2, 3])[1:])
    assert rated["ai:uluk"].mu == pytest.approx((second.mu + third.mu) / 2)
    assert rated[ANN].mu > 25 > rated["ai:uluk"].mu
    solo = game_row([Seat("Ann", ANN)], {"scores": pad(Ann=9), "winners": ["Ann"], "walkover": False})
    assert standings.rate({}, standings.placements(solo, 1.0)) == []
    ais = game_row([Seat("AI 1", None, ai=True), Seat("AI 2", None, ai=True)],
                   {"scores": pad(**{"AI 1": 9, "AI 2": 5}), "winners": ["AI 1"], "walkover": False})
    assert standings.rate({}, standings.placements(ais, 1.0)) == []


# -- the table service records in the finishing transaction --------------------------------------
async def test_a_finished_game_is_recorded_and_rated_once(tables):
    await walkover(tables, "c1", "uluk", (ANN, "Ann"), (BOB, "Bob"))
    store = tables.store
    results = await store.results("g1")
    assert [(r.seat, r.place, r.won, r.resigned) for r in results] == [("Ann", 1, True, False),
                                                                    ("Bob", 2, False, True)]
    ratings = {r.player: r for r in await store.ratings("g1", "uluk")}
    assert ratings[ANN].mu > 25 > ratings[BOB].mu and ratings[ANN].games == ratings[BOB].games == 1
    # the second game starts from the first's posteriors
    await walkover(tables, "c1", "uluk", (ANN, "Ann"), (BOB, "Bob"))
    again = {r.player: r for r in await store.ratings("g1", "uluk")}
    assert again[ANN].mu > ratings[ANN].mu and again[ANN].sigma < ratings[ANN].sigma
    assert again[ANN].games == 2 and len(await store.results("g1")) == 4
    assert await store.ratings("other guild", "uluk") == [] and await store.ratings("g1", "natives") == []


async def test_a_game_whose_end_is_not_committed_leaves_no_standings(tables):
    await tables.new("c1", "g1", ANN, "Ann", "uluk")
    await tables.join("c1", BOB, "Bob")
    await tables.start("c1", ANN)
    store = tables.store

    async def refused(row):
        raise Conflict("The table changed while you were acting; try again.")

    store.save_game = refused
    with pytest.raises(Conflict):
        await tables.resign("c1", BOB)
    del store.save_game
    assert await store.results("g1") == [] and await store.ratings("g1", "uluk") == []
    assert (await tables.current("c1")).status == "active"


async def test_abandoned_games_are_neither_recorded_nor_rated(tables):
    await tables.new("c1", "g1", ANN, "Ann", "uluk")
    await tables.join("c1", BOB, "Bob")
    await tables.start("c1", ANN)
    await tables.abandon("c1", ANN, can_manage=False)
    assert await tables.store.results(None) == [] and await tables.store.ratings("g1", "uluk") == []


async def test_the_ai_played_out_game_rates_the_titles_ai_and_ranks_the_resigned_host_last(tables):
    await played_out(tables, "c1", "uluk", (ANN, "Ann"))
    results = await tables.store.results("g1")
    ann = next(r for r in results if r.player == ANN)
    ais = [r for r in results if r.player == "ai:uluk"]
    assert len(ais) == 2 and ann.place == max(r.place for r in results) and ann.resigned
    assert all(r.score is not None for r in ais) and sum(r.won for r in ais) >= 1
    [first, _] = await standings.leaderboard(tables.store, "g1", "uluk")
    assert first.ai and first.name == standings.AI_NAME and first.won == sum(r.won for r in ais)


async def test_rebuilt_ratings_equal_the_ones_kept_game_by_game(tables):
    store = tables.store
    await walkover(tables, "c1", "uluk", (ANN, "Ann"), (BOB, "Bob"))
    await played_out(tables, "c2", "uluk", (BOB, "Bob"))
    await walkover(tables, "c1", "uluk", (BOB, "Bob"), (CY, "Cy"))
    await played_out(tables, "c3", "natives", (CY, "Cy"), ais=1)
    await walkover(tables, "c1", "natives", (ANN, "Ann"), (CY, "Cy"))
    await walkover(tables, "c9", "uluk", (CY, "Cy"), (ANN, "Ann"), guild="g2")
    await tables.new("c4", "g1", ANN, "Ann", "uluk")                      # a solo game
    await tables.start("c4", ANN)
    await tables.resign("c4", ANN)
    kept_results = await store.results(None)
    kept = {(g, t): await store.ratings(g, t) for g in ("g1", "g2") for t in ("uluk", "natives")}
    assert len(kept_results) == 2 + 3 + 2 + 2 + 2 + 2 + 1 and all(kept[("g1", t)] for t in ("uluk", "natives"))
    async with store.transaction() as db:       # damage the kept ratings: the rebuild owes nothing to them
        await db.execute("UPDATE ratings SET mu = 0, sigma = 1, games = 99")
    assert await standings.rebuild(store) == 7
    assert await store.results(None) == kept_results
    assert {key: await store.ratings(*key) for key in kept} == kept


async def test_a_game_finished_before_the_standings_is_rated_by_the_rebuild(tables):
    store = tables.store
    await walkover(tables, "c1", "uluk", (ANN, "Ann"), (BOB, "Bob"))
    await walkover(tables, "c1", "uluk", (BOB, "Bob"), (ANN, "Ann"))
    kept = await store.ratings("g1", "uluk")
    async with store.transaction():          # as if both games finished before migration 4
        await store.forget_standings()
    assert await standings.rebuild(store) == 2
    # finish order is the games' last update: the same order, the same numbers
    assert await store.ratings("g1", "uluk") == kept


# -- statistics ------------------------------------------------------------------------------------
async def test_member_stats_per_title_streak_and_favourite(tables):
    await played_out(tables, "c1", "uluk", (ANN, "Ann"))              # a loss (resigned)
    await walkover(tables, "c2", "uluk", (ANN, "Ann"), (BOB, "Bob"))
    await walkover(tables, "c2", "natives", (ANN, "Ann"), (BOB, "Bob"))
    stats = await standings.member_stats(tables.store, "g1", ANN)
    uluk = next(t for t in stats.titles if t.title == "uluk")
    assert (stats.played, stats.streak, stats.favourite, stats.name) == (3, 2, "uluk", "Ann")
    assert (uluk.played, uluk.won, uluk.average, uluk.best) == (2, 1, None, None)
    bob = await standings.member_stats(tables.store, "g1", BOB)
    assert bob.streak == -2 and bob.favourite == "natives"   # a tie on games: the latest title
    text = standings.stats_text(bob, "Bob")
    assert text[-2:] == ["Current streak: 2 games without a win.", "Favourite title: Natives."]
    assert standings.stats_text(await standings.member_stats(tables.store, "g2", ANN), "Ann") == [
        "Ann has not finished a game on this server yet."]


def test_stats_show_average_and_best_of_final_scores_only():
    stats = standings.MemberStats("Ann", [standings.TitleStats("uluk", 3, 2, 41.5, 52)], 1, "uluk")
    assert standings.stats_text(stats, "Ann") == [
        "Ann: 3 finished games on this server.", "Uluk: played 3, won 2, average score 41.5, best 52.",
        "Current streak: 1 win in a row.", "Favourite title: Uluk."]


# -- Discord, through the real dispatch --------------------------------------------------------------
def replies(calls):
    return [c for c in calls if c.method in ("POST", "PATCH") and c.payload and (c.content or c.files)]


async def finished_game(h) -> None:
    """Uluk between ann and bob; bob resigns at once."""
    await h.slash("ann", "game new", title="uluk")
    await h.slash("bob", "game join")
    await h.slash("ann", "game start")
    await h.slash("bob", "game resign")


async def test_game_stats_is_private_and_names_nobody_with_a_mention(harness):
    await finished_game(harness)
    [mine] = replies(await harness.slash("ann", "game stats"))
    assert mine.private and "<@" not in mine.content
    assert mine.content.splitlines() == ["Ann: 1 finished game on this server.", "Uluk: played 1, won 1.",
                                         "Current streak: 1 win in a row.", "Favourite title: Uluk."]
    [theirs] = replies(await harness.slash("cy", "game stats", member=USERS["bob"]))
    assert theirs.private and theirs.content.startswith("Bob: 1 finished game")
    assert "Current streak: 1 game without a win." in theirs.content
    [nothing] = replies(await harness.slash("cy", "game stats"))
    assert nothing.private and nothing.content == "Cy has not finished a game on this server yet."


async def test_a_member_who_left_is_shown_by_the_seat_name_they_played_under(harness):
    await finished_game(harness)
    bob = USERS["bob"]
    gone = {"users": {bob: {**harness.user_data("bob"), "id": bob, "global_name": "Robert the Renamed"}}}
    [reply] = replies(await harness.slash("cy", "game stats", resolved=gone, member=bob))
    assert reply.private and reply.content.startswith("Bob: 1 finished game") and "Robert" not in reply.content


async def test_game_stats_in_spanish(harness):
    await finished_game(harness)
    [reply] = replies(await harness.slash("ann", "game stats", locale="es-ES"))
    assert reply.content.splitlines() == ["Ann: 1 partida terminada en este servidor.",
                                          "Uluk: jugadas 1, ganadas 1.",
                                          "Racha actual: 1 victoria seguida.", "Juego favorito: Uluk."]


async def test_game_leaderboard_is_a_private_picture_of_the_servers_ranking(harness):
    await finished_game(harness)
    [board] = replies(await harness.slash("cy", "game leaderboard", title="uluk"))
    assert board.private and "mu - 3 sigma" in board.content
    [file] = [f for f in board.files if f.filename == "leaderboard.png"]
    file.fp.seek(0)
    image = Image.open(io.BytesIO(file.fp.read()))
    assert image.format == "PNG" and image.size == (draw.WIDTH, 2 * draw.MARGIN + HEAD_H + COLUMN_H + 2 * ROW_H)
    rows = await standings.leaderboard(harness.bot.tables.store, GUILD_ID, "uluk")
    assert [(r.place, r.name, r.games, r.won) for r in rows] == [(1, "Ann", 1, 1), (2, "Bob", 1, 0)]
    assert rows[0].rating > rows[1].rating
    assert file.description.startswith("Uluk standings: 1. Ann: rating ") and "2. Bob" in file.description


async def test_game_leaderboard_of_a_title_nobody_played_is_one_private_sentence(harness):
    [refusal] = replies(await harness.slash("ann", "game leaderboard", title="natives"))
    assert refusal.private and refusal.content == "No game of Natives has been rated on this server yet."
    assert not refusal.files


async def test_the_standings_commands_belong_to_the_game_group(harness):
    group = harness.bot.tree.get_command("game")
    payload = group.to_dict(harness.bot.tree)
    names = {c["name"] for c in payload["options"]}
    assert {"stats", "leaderboard"} <= names and len(names) <= 25
    assert harness.command("game stats").parent is group


def test_leaderboard_picture_with_long_and_unprintable_names():
    rows = [standings.Standing(i, name, i == 2, 30.5 - i, i, i // 2) for i, name in enumerate(
        ["x" * 200, "🎲🎲", "Ōlá Ñandú", *(f"player {n}" for n in range(17))], start=1)]
    image = Image.open(io.BytesIO(leaderboard_png("Natives", "Server 🔥", rows)))
    assert image.width == draw.WIDTH and image.height == 2 * draw.MARGIN + HEAD_H + COLUMN_H + 20 * ROW_H


def test_leaderboard_draws_no_question_mark_for_a_server_name_it_cannot_show():
    """A server named in emoji only (or not known) has no subtitle, rather than a stray "?"."""
    rows = [standings.Standing(1, "Ann", False, 20.0, 3, 2)]
    blank = leaderboard_png("Natives", "", rows)
    assert leaderboard_png("Natives", "🔥🔥", rows) == blank
    assert leaderboard_png("Natives", "Campfire", rows) != blank


# -- the command line ------------------------------------------------------------------------------
async def test_campfire_ratings_rebuild(tmp_path, store_target):
    path = store_target
    store = await Store.open(path)
    t = Tables(store, seed_source=lambda: 5)
    await walkover(t, "c1", "uluk", (ANN, "Ann"), (BOB, "Bob"))
    kept = await store.ratings("g1", "uluk")
    async with store.transaction() as db:
        await db.execute("DELETE FROM ratings")
    await store.close()
    result = subprocess.run([sys.executable, "-m", "bot", "ratings", "--rebuild", "--db", str(path)],
                            capture_output=True, text=True, timeout=60, cwd=tmp_path,
                            env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)})
    assert result.returncode == 0, result.stderr
    assert "ratings rebuilt from 1 finished game." in result.stdout
    store = await Store.open(path)
    try:
        assert [dataclasses.astuple(r) for r in await store.ratings("g1", "uluk")] == [
            dataclasses.astuple(r) for r in kept]
    finally:
        await store.close()
