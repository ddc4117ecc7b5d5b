"""The web table (bot/web) through aiohttp's test client, on a real SQLite file.

Routes and safety: spectator and player pages, acting through the same table service as a slash
command (same refusals, same log, the channel's post), signed links that expire and can be
revoked, CSRF and cross-site refusals, request limits, the security headers, the live event
stream, the replay scrubber, and no hidden card in anything a spectator receives (the
spectator's page and stream built from scrambled hidden information are byte-identical).
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import random
import re

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.config import ConfigError, settings
from bot.l10n import Msg, text
from bot.outcome import TableError
from bot.rules import restore
from bot.store import Store
from bot.tables import Tables
from bot.web import links_of, open_web, pages
from bot.web.links import Links
from bot.web.server import FRAME_ANCESTORS
from tests.scramble import scramble

CHANNEL = "chan-1"
NOW = 1_000_000.0


class Clock:
    def __init__(self) -> None:
        self.now = NOW

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def world(tmp_path):
    """A store, a table service with a fixed clock, the web table and a recorder of channel posts."""
    store = await Store.open(tmp_path / "web.sqlite3")
    clock = Clock()
    tables = Tables(store, clock=clock, seed_source=lambda: 7)
    posted = []

    async def post(outcome):
        posted.append(outcome)

    web_table = await open_web(tables, "https://table.example", post=post)
    web_table.links.clock = clock
    client = TestClient(TestServer(web_table.app))
    await client.start_server()
    try:
        yield dataclasses.make_dataclass("World", ["store", "tables", "web", "client", "posted", "clock"])(
            store, tables, web_table, client, posted, clock)
    finally:
        await client.close()
        await store.close()


async def seated(tables: Tables, title: str = "natives", channel: str = CHANNEL, users=("u1", "u2")):
    """A started game of ``users`` (human seats, the first the host)."""
    await tables.new(channel, "g1", users[0], users[0].upper(), title)
    for user in users[1:]:
        await tables.join(channel, user, user.upper())
    return (await tables.start(channel, users[0])).game


def token_of(world, row, user: str) -> str:
    return world.web.links.player_token(user, row.id, 0)


def awaited_user(world, row) -> str:
    return world.tables.awaited_users(row)[0]


def form_of(html: str) -> dict[str, str]:
    return {name: value for name, value in re.findall(r'name="(csrf|version)" value="([^"]*)"', html)}


# -- the spectator's page ------------------------------------------------------------------------------
async def test_spectator_page_shows_turn_seats_pad_and_log_in_words(world):
    row = await seated(world.tables, "natives")
    response = await world.client.get(world.web.links.spectator_path(row.id))
    html = await response.text()
    assert response.status == 200
    assert "waiting for" in html and "<h1>" in html and "<h2>Score pad</h2>" in html
    for seat in row.seats:
        assert seat.name in html
    assert 'alt="' in html and 'alt=""' not in html        # the picture has its words
    picture = re.search(r'<img class="table" src="([^"]+)"', html).group(1).replace("&amp;", "&")
    png = await world.client.get(picture)
    assert png.status == 200 and (await png.read()).startswith(b"\x89PNG")
    # a phone gets the awaited seat's own area, readable at its width
    phone = re.search(r'<source media="\(max-width: 40rem\)" srcset="([^"]+)"', html).group(1).replace("&amp;", "&")
    small = await world.client.get(phone)
    body = await small.read()
    assert small.status == 200 and body.startswith(b"\x89PNG") and body != await png.read()


async def test_spectator_page_in_the_readers_language(world):
    row = await seated(world.tables, "natives")
    spanish = await (await world.client.get(world.web.links.spectator_path(row.id),
                                            headers={"Accept-Language": "es-ES,es;q=0.9"})).text()
    english = await (await world.client.get(world.web.links.spectator_path(row.id))).text()
    brazilian = await (await world.client.get(world.web.links.spectator_path(row.id),
                                              headers={"Accept-Language": "pt-BR,pt;q=0.8"})).text()
    assert '<html lang="es">' in spanish and '<html lang="en">' in english and '<html lang="pt-BR">' in brazilian
    assert text(Msg("web-score-pad"), "es") in spanish and text(Msg("web-score-pad"), "pt-BR") in brazilian
    assert spanish != english


@pytest.mark.parametrize("lang", ["es", "fr", "de", "pt-BR"])
async def test_a_players_page_speaks_the_readers_language(world, lang):
    """The page's words (web.ftl), its status, the table in words (``describe``), the controls
    (``action_label``) and the picture all in the reader's language; the English page's words
    are not on it."""
    from rendering import action_label, describe

    row = await seated(world.tables, "uluk")
    user = awaited_user(world, row)
    page = f"/p/{token_of(world, row, user)}"
    html = await (await world.client.get(f"{page}?lang={lang}")).text()
    english = await (await world.client.get(page)).text()
    view = world.tables.view(row, user)
    assert f'<html lang="{lang}">' in html
    for words in ("web-seats", "web-score-pad", "web-log", "web-your-move", "web-log-empty"):
        assert pages.esc(text(Msg(words), lang)) in html and pages.esc(text(Msg(words), "en")) not in html
    assert pages.esc(describe(view, lang=lang)) in html and describe(view, lang=lang) != describe(view)
    legal = restore(row.state).legal_actions(row.seat_of(user).name)
    assert pages.esc(action_label(view, legal[0], lang)) in html
    status = re.search(r'<p class="status" role="status">([^<]*)</p>', html).group(1)
    assert status != re.search(r'<p class="status" role="status">([^<]*)</p>', english).group(1)
    picture = re.search(r'<img class="table" src="([^"]+)"', html).group(1).replace("&amp;", "&")
    assert picture.endswith(f"lang={lang}")
    theirs = await (await world.client.get(picture)).read()
    ours = await (await world.client.get(picture.replace(f"lang={lang}", "lang=en"))).read()
    assert theirs.startswith(b"\x89PNG") and theirs != ours          # drawn in each reader's language


async def test_a_wrong_key_or_unknown_game_is_not_found(world):
    row = await seated(world.tables)
    assert (await world.client.get(f"/g/{row.id}-AAAAAAAAAAAAAAAA")).status == 404
    other = world.web.links.spectator_path(row.id + 1)
    assert (await world.client.get(other)).status == 404
    assert (await world.client.get("/")).status == 404          # no open index on a real bot


async def test_security_headers_allow_only_discords_frame(world):
    row = await seated(world.tables)
    response = await world.client.get(world.web.links.spectator_path(row.id))
    csp = response.headers["Content-Security-Policy"]
    ancestors = re.search(r"frame-ancestors ([^;]+)", csp).group(1).split()
    assert ancestors == FRAME_ANCESTORS.split() == ["https://discord.com", "https://*.discordsays.com"]
    assert "script-src 'self'" in csp and "'unsafe-inline'" not in csp
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Referrer-Policy"] == "same-origin"


# -- the player's page ----------------------------------------------------------------------------------
async def test_player_page_shows_the_seats_own_view_and_its_legal_actions(world):
    row = await seated(world.tables, "natera")
    user = awaited_user(world, row)
    seat = row.seat_of(user)
    html = await (await world.client.get(f"/p/{token_of(world, row, user)}")).text()
    assert "Only you see" in html                   # Natera's hand is the seat's alone
    legal = restore(row.state).legal_actions(seat.name)
    assert legal and all(f'value="{pages.esc(a)}"' in html for a in legal[:5])
    spectator = await (await world.client.get(world.web.links.spectator_path(row.id))).text()
    assert "Only you see" not in spectator and 'name="action"' not in spectator


async def test_acting_on_the_page_is_the_table_services_act_and_posts_the_table(world):
    """Each press is logged as the user's own action; when the turn passes (a hand-over, as
    for a slash command) the channel gets its table post, and not before."""
    row = await seated(world.tables, "natives")
    user = awaited_user(world, row)
    token = token_of(world, row, user)
    for _ in range(12):
        html = await (await world.client.get(f"/p/{token}")).text()
        current = await world.store.game(row.id)
        action = restore(current.state).legal_actions(current.seat_of(user).name)[0]
        before = await world.store.action_count(row.id)
        response = await world.client.post(f"/p/{token}/act", data={**form_of(html), "action": action},
                                           allow_redirects=False)
        assert response.status == 303 and response.headers["Location"].startswith(f"/p/{token}")
        logged = (await world.store.actions(row.id, newest_first=True, limit=1, plays_only=True))[0]
        assert await world.store.action_count(row.id) == before + 1
        assert (logged["user_id"], logged["action"]) == (user, action)
        after = await world.store.game(row.id)
        await world.web.settle()
        if awaited_user(world, after) != user:
            break
        assert not world.posted
    assert [o.game.id for o in world.posted] == [row.id]       # the channel gets its table


async def test_a_refused_move_is_the_same_sentence_and_changes_nothing(world):
    row = await seated(world.tables, "natives")
    user = awaited_user(world, row)
    token = token_of(world, row, user)
    html = await (await world.client.get(f"/p/{token}")).text()
    with pytest.raises(TableError) as refused:
        await world.tables.act(CHANNEL, user, "take 99 nothing")
    before = await world.store.game(row.id)
    response = await world.client.post(f"/p/{token}/act", data={**form_of(html), "action": "take 99 nothing"})
    assert response.status == 409
    assert pages.esc(str(refused.value)) in await response.text()
    after = await world.store.game(row.id)
    assert (after.version, after.state) == (before.version, before.state) and not world.posted


async def test_a_page_of_an_earlier_turn_is_refused(world):
    row = await seated(world.tables, "natives")
    user = awaited_user(world, row)
    token = token_of(world, row, user)
    stale = form_of(await (await world.client.get(f"/p/{token}")).text())
    action = restore(row.state).legal_actions(row.seat_of(user).name)[0]
    await world.tables.act(CHANNEL, user, action)           # a slash command moved the game since
    fresh = await world.store.game(row.id)
    nxt = restore(fresh.state).legal_actions(fresh.seat_of(user).name)
    response = await world.client.post(f"/p/{token}/act", data={**stale, "action": (nxt or [action])[0]})
    assert response.status == 409 and "earlier turn" in await response.text()
    assert (await world.store.game(row.id)).version == fresh.version


async def test_no_csrf_or_another_sites_origin_plays_nothing(world):
    row = await seated(world.tables, "natives")
    user = awaited_user(world, row)
    token = token_of(world, row, user)
    form = form_of(await (await world.client.get(f"/p/{token}")).text())
    action = restore(row.state).legal_actions(row.seat_of(user).name)[0]
    version = (await world.store.game(row.id)).version
    forged = await world.client.post(f"/p/{token}/act", data={"version": form["version"], "action": action})
    wrong = await world.client.post(f"/p/{token}/act", data={**form, "csrf": "x" * 27, "action": action})
    cross = await world.client.post(f"/p/{token}/act", data={**form, "action": action},
                                    headers={"Origin": "https://evil.example"})
    assert [forged.status, wrong.status, cross.status] == [403, 403, 403]
    assert (await world.store.game(row.id)).version == version and not world.posted


async def test_a_link_acts_only_for_its_user_and_game(world):
    row = await seated(world.tables, "natives")
    other = await seated(world.tables, "natives", channel="chan-2", users=("u3", "u4"))
    user = awaited_user(world, row)
    token = token_of(world, row, user)
    user_part, game, rest = token.split(".", 2)
    as_other_user = ".".join(["u2" if user == "u1" else "u1", game, rest])
    as_other_game = ".".join([user_part, str(other.id), rest])
    for forged in (as_other_user, as_other_game, token[:-1] + ("A" if token[-1] != "A" else "B")):
        assert (await world.client.get(f"/p/{forged}")).status == 403
    # a real link of a user who does not sit at the game
    stranger = world.web.links.player_token("u3", row.id, 0)
    assert (await world.client.get(f"/p/{stranger}")).status == 403


async def test_links_expire_and_revoke(world):
    row = await seated(world.tables, "natives")
    token = token_of(world, row, "u1")
    assert (await world.client.get(f"/p/{token}")).status == 200
    world.clock.now += 8 * 24 * 3600
    assert (await world.client.get(f"/p/{token}")).status == 403
    world.clock.now = NOW
    assert await world.store.revoke_web_links("u1") == 1
    assert (await world.client.get(f"/p/{token}")).status == 403
    fresh = world.web.links.player_token("u1", row.id, await world.store.web_generation("u1"))
    assert (await world.client.get(f"/p/{fresh}")).status == 200


async def test_moves_are_limited_per_user(world):
    row = await seated(world.tables, "natives")
    world.web.acting.limit = 2
    user = awaited_user(world, row)
    token = token_of(world, row, user)
    form = form_of(await (await world.client.get(f"/p/{token}")).text())
    statuses = [(await world.client.post(f"/p/{token}/act", data={**form, "action": "nonsense"})).status
                for _ in range(3)]
    assert statuses == [409, 409, 429]


# -- live ----------------------------------------------------------------------------------------------
async def test_the_event_stream_shows_a_move_made_elsewhere(world):
    """A move by slash command (not through the web) reaches an open stream: the poller reads
    the version. How soon is measured in bench/, not here; the wait is only a bound."""
    row = await seated(world.tables, "natives")
    user = awaited_user(world, row)
    response = await world.client.get(world.web.links.spectator_path(row.id) + "/events")
    assert response.headers["Content-Type"].startswith("text/event-stream")
    await asyncio.sleep(0.05)
    action = restore(row.state).legal_actions(row.seat_of(user).name)[0]
    await world.tables.act(CHANNEL, user, action)          # not through the web: the poller sees it
    line = b""
    while not line.startswith(b"data: "):
        line = await asyncio.wait_for(response.content.readline(), 10.0)
    fragment = json.loads(line[len(b"data: "):])["html"]
    expected = pages.table_section(await world.web.part(await world.store.game(row.id), "en"), "en")
    assert fragment == expected
    response.close()


# -- hidden information -------------------------------------------------------------------------------
@pytest.mark.parametrize("title", ["natives", "uluk", "natera", "wendake"])
async def test_no_hidden_card_reaches_a_spectator(world, title):
    """The spectator's page, its stream's fragment and its picture's address are built again
    from states whose hidden information is dealt again: byte for byte the same."""
    row = await seated(world.tables, title)
    rng = random.Random(3)
    for _ in range(6):
        if row.status != "active":
            break
        part = await world.web.part(row, "en")
        page = pages.game_page(part, "en", "/x")
        for _ in range(2):
            twin = dataclasses.replace(row, state=scramble(row.state, rng))
            assert pages.game_page(await world.web.part(twin, "en"), "en", "/x") == page
        game = restore(row.state)
        seat = game.awaiting()[0]
        user = row.seat_named(seat).user_id
        row = (await world.tables.act(CHANNEL, user, rng.choice(game.legal_actions(seat)))).game


# -- finished games ------------------------------------------------------------------------------------
async def test_a_finished_game_has_a_turn_by_turn_replay(world):
    from bot.demo import play_demo

    outcome = await play_demo(world.tables, "uluk", 2, channel="chan-demo")
    base = world.web.links.spectator_path(outcome.game.id) + "/replay"
    first = await (await world.client.get(base + "?turn=0")).text()
    assert 'type="range"' in first and 'rel="next"' in first and 'rel="prev"' not in first
    last = await (await world.client.get(base)).text()
    assert 'rel="next"' not in last
    png = await world.client.get(base + "/0.png")
    assert png.status == 200 and (await png.read()).startswith(b"\x89PNG")
    assert (await world.client.get(base + "?turn=garbage")).status == 200
    assert (await world.client.get(base + "/999999.png")).status == 404


# -- setup ----------------------------------------------------------------------------------------------
def test_the_web_table_is_off_unless_configured():
    assert settings({}).web is None
    on = settings({"CAMPFIRE_WEB": "127.0.0.1:8080", "CAMPFIRE_PUBLIC_URL": "https://t.example/"})
    assert on.web == ("127.0.0.1", 8080) and on.public_url == "https://t.example"
    with pytest.raises(ConfigError, match="CAMPFIRE_PUBLIC_URL"):
        settings({"CAMPFIRE_WEB": "127.0.0.1:8080"})
    with pytest.raises(ConfigError, match="HOST:PORT"):
        settings({"CAMPFIRE_WEB": "8080", "CAMPFIRE_PUBLIC_URL": "https://t.example"})


async def test_the_secret_is_made_once_and_kept_and_revoking_counts_up(store_target):
    """On both backends (migration 7 and its queries): one secret for every process, and each
    revocation a new generation of the user's links, nobody else's."""
    store = await Store.open(store_target)
    try:
        first = await store.web_secret()
        assert len(first) >= 32 and await store.web_secret() == first
        assert await store.web_generation("u1") == 0
        assert [await store.revoke_web_links("u1") for _ in range(2)] == [1, 2]
        assert await store.web_generation("u2") == 0
    finally:
        await store.close()
    store = await Store.open(store_target)
    try:
        assert await store.web_secret() == first and await store.web_generation("u1") == 2
    finally:
        await store.close()


async def test_the_links_are_attached_to_their_table_service(world):
    assert links_of(world.tables) is world.web.links
    assert links_of(object()) is None
    assert Links("k", "https://x").read_player("1.2.3") is None


async def test_open_streams_share_one_rendering_per_language(world):
    """Every spectator stream of a game gets the live part made once per version and language
    (bench/bench_web.py: 200 pages); a French stream gets the French part, not the English one."""
    row = await seated(world.tables, "natives")
    path = world.web.links.spectator_path(row.id) + "/events"
    streams = [await world.client.get(path + suffix) for suffix in ("", "", "?lang=fr")]
    await asyncio.sleep(0.05)
    user = awaited_user(world, row)
    calls = []
    made = world.web.part

    async def counted(*args, **kwargs):
        calls.append(args[1])
        return await made(*args, **kwargs)
    world.web.part = counted
    await world.tables.act(CHANNEL, user, restore(row.state).legal_actions(row.seat_of(user).name)[0])

    async def fragment(response) -> str:
        line = b""
        while not line.startswith(b"data: "):
            line = await asyncio.wait_for(response.content.readline(), 10.0)
        return json.loads(line[len(b"data: "):])["html"]
    first, second, french = [await fragment(s) for s in streams]
    assert first == second and french != first and text(Msg("web-score-pad"), "fr") in french
    assert sorted(calls) == ["en", "fr"]
    for response in streams:
        response.close()


@pytest.mark.parametrize("title", ["natives", "inuit", "uluk", "natera", "wendake"])
async def test_the_score_pad_names_every_category_in_the_readers_language(world, title):
    """The page's pad (bot/web/pad.py) names each category as the pictures' pad does, in the
    reader's language, and says who won in it."""
    from bot.web.pad import row_names

    row = await seated(world.tables, title)
    scores = restore(row.state).scores()
    categories = set(next(iter(scores.values())))
    for lang in ("en", "fr", "de"):
        names = row_names(title, world.tables.view(row), lang)
        assert categories <= set(names), (lang, categories - set(names))
        pad = (await world.web.part(row, lang))["pad"]
        assert all(names[c] in pad for c in categories)
        assert pad.splitlines()[-1] == text(Msg("web-pad-winners", winners=[]), lang)
    if title in ("natives", "inuit", "uluk"):    # the others' pad words, as their renderers convert
        assert row_names(title, world.tables.view(row), "fr") != row_names(title, world.tables.view(row), "en")


async def test_page_requests_are_limited_per_player_link_then_per_address(world):
    """Activity users share the few addresses of Discord's proxy: a player page's requests
    count against its link, so one reader over the limit does not stop another."""
    row = await seated(world.tables, "natives")
    world.web.reading.limit = 3
    first, second = (f"/p/{token_of(world, row, user)}" for user in ("u1", "u2"))
    statuses = [(await world.client.get(first)).status for _ in range(4)]
    assert statuses == [200, 200, 200, 429]
    assert (await world.client.get(second)).status == 200          # the same address, another link
    spectator = world.web.links.spectator_path(row.id)
    assert [(await world.client.get(spectator)).status for _ in range(4)][-1] == 429
