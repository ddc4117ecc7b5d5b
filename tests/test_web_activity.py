"""The web table as a Discord Activity (bot/web/activity.py), server side, on the offline gateway.

The real bot on the offline gateway, which answers the sign-in's three Discord requests as
Discord does (``POST /oauth2/token``, ``GET /users/@me``, ``GET /applications/{id}/activity-
instances/{instance}``), each judged against Discord's published OpenAPI spec: a player lands
on their own seat, anyone else on the spectator page, a channel without a game gets its
sentence; a bad or used code, an instance the user is not in, or another site reach nothing.
The page itself in chromium with the SDK's own mock: tests/test_web_browser.py.
"""

from __future__ import annotations

import re

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.config import ConfigError
from bot.l10n import Msg, text
from bot.offline import APP_ID, OfflineGateway
from bot.web import open_web
from bot.web.activity import ActivityConfig, DiscordApi, under
from tests import discord_spec

BASE = "https://campfire.example"
DISCORD_ORIGIN = f"https://{APP_ID}.discordsays.com"


@pytest.fixture
async def activity(tmp_path):
    """ann and bob play Natives in the gateway's channel; the web table with its Activity."""
    async with OfflineGateway.open(tmp_path / "activity.sqlite3", seed_source=lambda: 3) as gateway:
        await gateway.slash("ann", "game new", title="natives")
        await gateway.slash("bob", "game join")
        await gateway.slash("ann", "game start")
        config = ActivityConfig(APP_ID, gateway.client_secret, "offline-bot-token")
        web_table = await open_web(gateway.bot.tables, BASE, activity=config,
                                   discord_api=DiscordApi(config, gateway.session()))
        client = TestClient(TestServer(web_table.app))
        await client.start_server()
        try:
            yield gateway, web_table, client
        finally:
            await client.close()


async def sign_in(client, code: str, instance: str, root: str = "", origin: str = DISCORD_ORIGIN, **extra):
    response = await client.post(f"{root}/activity/token", json={"code": code, "instance_id": instance, **extra},
                                 headers={"Origin": origin})
    return response.status, await response.json()


def instance_of(gateway, channel: str | None = None) -> str:
    return f"i-{channel or gateway.channel_id}"


def seat_heading(html: str) -> str:
    return re.search(r"<h1>(.*?)</h1>", html).group(1)


async def test_a_player_lands_on_their_own_seat(activity):
    gateway, web_table, client = activity
    status, body = await sign_in(client, gateway.launch_activity("ann"), instance_of(gateway))
    assert status == 200 and body["go"].startswith("/p/")
    claims = web_table.links.read_player(body["go"][3:].split("?")[0])
    assert claims.user_id == gateway.user_id("ann")
    page = await client.get(body["go"])
    html = await page.text()
    assert page.status == 200 and seat_heading(html).endswith("— ann")
    assert 'name="action"' in html or "Only you see" in html


async def test_someone_not_at_the_table_lands_on_the_spectator_page(activity):
    gateway, web_table, client = activity
    status, body = await sign_in(client, gateway.launch_activity("carol"), instance_of(gateway))
    row = await gateway.bot.tables.store.open_game(gateway.channel_id)
    assert status == 200 and body["go"].split("?")[0] == web_table.links.spectator_path(row.id)
    html = await (await client.get(body["go"])).text()
    assert 'name="action"' not in html and "Only you see" not in html


async def test_a_channel_without_a_game_gets_its_sentence(activity):
    gateway, _, client = activity
    code = gateway.launch_activity("ann", channel="920000000000000777")
    status, body = await sign_in(client, code, instance_of(gateway, "920000000000000777"))
    assert status == 404 and body == {"say": text(Msg("web-activity-no-game"), "en")}


async def test_a_bad_or_used_code_reaches_nothing(activity):
    gateway, _, client = activity
    code = gateway.launch_activity("ann")
    assert (await sign_in(client, code, instance_of(gateway)))[0] == 200
    refused = {"say": text(Msg("web-activity-refused"), "en")}
    assert await sign_in(client, code, instance_of(gateway)) == (403, refused)          # used once already
    assert await sign_in(client, "mock_code", instance_of(gateway)) == (403, refused)   # the mock's own
    assert await sign_in(client, "", instance_of(gateway)) == (403, refused)
    assert [c.status for c in gateway.calls if c.path == "/oauth2/token"] == [200, 400, 400]


async def test_the_channel_is_discords_not_the_pages(activity):
    """The SDK's channelId could be forged: the channel is the one Discord says the instance
    runs in, and the user must be in that instance. carol, in an Activity of an empty channel,
    claiming ann's channel or ann's instance, reaches neither ann's seat nor her game."""
    gateway, _, client = activity
    elsewhere = "920000000000000888"
    code = gateway.launch_activity("carol", channel=elsewhere)
    status, body = await sign_in(client, code, instance_of(gateway, elsewhere), channel_id=gateway.channel_id)
    assert status == 404 and "go" not in body
    gateway.launch_activity("ann")         # ann's instance exists; carol is not in it
    status, body = await sign_in(client, gateway.launch_activity("carol", channel=elsewhere),
                                 instance_of(gateway))
    assert status == 403 and "go" not in body
    assert (await sign_in(client, gateway.launch_activity("carol", channel=elsewhere), "i-unknown"))[0] == 403


async def test_a_player_of_another_game_gets_no_seat_here(activity):
    gateway, web_table, client = activity
    other = "920000000000000999"
    await gateway.slash("dan", "game new", channel=other, title="uluk")
    await gateway.slash("eve", "game join", channel=other)
    await gateway.slash("dan", "game start", channel=other)
    status, body = await sign_in(client, gateway.launch_activity("dan"), instance_of(gateway))
    row = await gateway.bot.tables.store.open_game(gateway.channel_id)
    assert status == 200 and body["go"].split("?")[0] == web_table.links.spectator_path(row.id)
    status, body = await sign_in(client, gateway.launch_activity("dan", channel=other), instance_of(gateway, other))
    assert web_table.links.read_player(body["go"][3:].split("?")[0]).game_id != row.id


async def test_another_site_cannot_sign_in_and_the_secret_stays_on_the_server(activity):
    gateway, _, client = activity
    status, _ = await sign_in(client, gateway.launch_activity("ann"), instance_of(gateway),
                              origin="https://evil.example")
    assert status == 403 and not [c for c in gateway.calls if c.path == "/oauth2/token"]
    page = await client.get("/activity")
    html = await page.text()
    assert page.status == 200 and gateway.client_secret not in html and f'data-client-id="{APP_ID}"' in html
    assert "frame-ancestors https://discord.com https://*.discordsays.com" in page.headers["Content-Security-Policy"]


async def test_discords_launch_opens_the_activity_page_at_the_root(activity):
    _, _, client = activity
    launched = await (await client.get("/?frame_id=f&instance_id=i&platform=desktop&channel_id=1")).text()
    assert 'id="activity"' in launched and "/static/vendor/discord-embedded-app-sdk.js" in launched
    assert (await client.get("/")).status == 404          # no launch: no open index on a real bot


async def test_the_sdk_and_the_script_are_served(activity):
    _, _, client = activity
    for path in ("/static/vendor/discord-embedded-app-sdk.js", "/static/activity.js",
                 "/.proxy/static/vendor/discord-embedded-app-sdk.js"):
        response = await client.get(path)
        assert response.status == 200 and response.content_type == "text/javascript", path
    sdk = await (await client.get("/static/vendor/discord-embedded-app-sdk.js")).text()
    assert "@discord/embedded-app-sdk" in sdk and "DiscordSDKMock" in sdk
    assert (await client.get("/static/vendor/package.json")).status == 404
    assert (await client.get("/static/../server.py")).status == 404


async def test_under_the_proxy_prefix_every_link_stays_under_it(activity):
    """Discord's proxy takes an Activity's paths under /.proxy/: the sign-in, the page it leads
    to, its pictures, its stream, its form and the redirect after a move all stay there."""
    gateway, _, client = activity
    page = await (await client.get("/.proxy/activity")).text()
    assert 'src="/.proxy/static/activity.js"' in page and 'href="/.proxy/static/table.css"' in page
    status, body = await sign_in(client, gateway.launch_activity("ann"), instance_of(gateway), root="/.proxy")
    assert status == 200
    player = await client.get("/.proxy" + body["go"])
    html = await player.text()
    links = re.findall(r'\s(?:href|src|action|srcset|data-stream)="([^"]+)"', html)
    assert links and all(link.startswith("/.proxy/") for link in links), links
    row = await gateway.bot.tables.store.open_game(gateway.channel_id)
    seat = row.seat_of(gateway.user_id("ann"))
    if row.seat_of(gateway.bot.tables.awaited_users(row)[0]) == seat:
        action = re.search(r'name="action" value="([^"]+)"', html).group(1)
        form = dict(re.findall(r'name="(csrf|version)" value="([^"]*)"', html))
        moved = await client.post(re.search(r'action="([^"]+)"', html).group(1), data={**form, "action": action},
                                  headers={"Origin": DISCORD_ORIGIN}, allow_redirects=False)
        assert moved.status == 303 and moved.headers["Location"].startswith("/.proxy/p/")


def test_under_leaves_other_sites_and_words_alone():
    assert under("/.proxy", '<p>a href="/x"</p>') == '<p>a href="/.proxy/x"</p>'    # markup, as pages write it
    assert under("/.proxy", '<a href="https://x.example/y">') == '<a href="https://x.example/y">'
    assert under("/.proxy", "<p>&quot;/x&quot; href=&quot;/y&quot;</p>") == "<p>&quot;/x&quot; href=&quot;/y&quot;</p>"


async def test_the_players_discord_language_is_the_pages(activity):
    gateway, _, client = activity
    gateway.user_locales["ann"] = "fr"
    status, body = await sign_in(client, gateway.launch_activity("ann"), instance_of(gateway))
    assert status == 200 and body["go"].endswith("lang=fr")
    html = await (await client.get(body["go"])).text()
    assert '<html lang="fr">' in html and text(Msg("web-score-pad"), "fr") in html


async def test_every_request_of_the_sign_in_is_what_discord_takes(activity):
    """``/users/@me`` and the instance are operations of Discord's spec: the requests pass it,
    carry the authorization their operation's security names, and the gateway's answers fit
    their response schemas. The token exchange is the spec's OAuth2 token URL (its
    securitySchemes; the spec has no path for it): a form of RFC 6749's authorization_code grant."""
    gateway, _, client = activity
    await sign_in(client, gateway.launch_activity("ann"), instance_of(gateway))
    calls = [c for c in gateway.calls if c.auth or c.path == "/oauth2/token"]
    assert [c.path.split("/")[1] for c in calls] == ["oauth2", "users", "applications"]
    exchange, me, instance = calls
    flows = discord_spec.spec()["components"]["securitySchemes"]["OAuth2"]["flows"]
    assert any(flow.get("refreshUrl", "").endswith("/oauth2/token") for flow in flows.values())
    assert exchange.method == "POST" and set(exchange.payload) == {"client_id", "client_secret", "grant_type", "code"}
    assert exchange.payload["grant_type"] == "authorization_code" and exchange.answer["token_type"] == "Bearer"
    schemes = {"OAuth2": "Bearer", "BotToken": "Bot"}
    for call, schema in ((me, "UserPIIResponse"), (instance, "EmbeddedActivityInstance")):
        assert discord_spec.problems(call) == [], call.path
        op, _ = discord_spec.find_operation(call.method, call.path)
        security = discord_spec.spec()["paths"][op.template][call.method.lower()]["security"]
        assert call.auth in {schemes[name] for entry in security for name in entry}, call.path
        errors = list(discord_spec.validator(f"/components/schemas/{schema}").iter_errors(call.answer))
        assert not errors, errors[0].message
    assert "identify" in [scope for entry in discord_spec.spec()["paths"]["/users/@me"]["get"]["security"]
                          for scope in entry.get("OAuth2", [])]


def test_the_activity_is_off_unless_configured():
    assert ActivityConfig.from_env({}) is None
    on = ActivityConfig.from_env({"CAMPFIRE_CLIENT_ID": "123", "CAMPFIRE_CLIENT_SECRET": "s", "DISCORD_TOKEN": "t"})
    assert on == ActivityConfig("123", "s", "t") and on.origin == "https://123.discordsays.com"
    for env in ({"CAMPFIRE_CLIENT_ID": "123"}, {"CAMPFIRE_CLIENT_SECRET": "s"},
                {"CAMPFIRE_CLIENT_ID": "abc", "CAMPFIRE_CLIENT_SECRET": "s", "DISCORD_TOKEN": "t"},
                {"CAMPFIRE_CLIENT_ID": "123", "CAMPFIRE_CLIENT_SECRET": "s"}):
        with pytest.raises(ConfigError, match="CAMPFIRE_CLIENT|DISCORD_TOKEN"):
            ActivityConfig.from_env(env)


async def test_a_bot_without_the_activity_says_so(tmp_path):
    from bot.store import Store
    from bot.tables import Tables

    store = await Store.open(tmp_path / "off.sqlite3")
    try:
        web_table = await open_web(Tables(store), BASE, activity=None)
        web_table.activity = web_table.discord = None
        client = TestClient(TestServer(web_table.app))
        await client.start_server()
        try:
            page = await client.get("/activity")
            assert page.status == 404 and text(Msg("web-activity-off"), "en") in await page.text()
            answer = await client.post("/activity/token", json={"code": "x", "instance_id": "y"})
            assert answer.status == 404
        finally:
            await client.close()
    finally:
        await store.close()


async def test_game_web_answers_privately_in_the_members_language(activity):
    """``/game web`` (bot/web/__init__.py member_links): a player's own link, a spectator link
    for anyone else, the server's index, in the member's language; revoking ends the links."""
    gateway, web_table, client = activity
    row = await gateway.bot.tables.store.open_game(gateway.channel_id)
    [answer] = [c for c in await gateway.slash("ann", "game web", locale="fr") if c.kind == "response"]
    assert answer.private and answer.content.startswith(text(Msg("web-your-seat", url="X"), "fr").split("<")[0])
    link = re.search(r"<(https://[^>]+/p/[^>]+)>", answer.content).group(1)
    assert (await client.get(link.removeprefix(BASE))).status == 200
    assert web_table.links.spectator_url(row.id) in (await gateway.slash("carol", "game web"))[0].content
    assert f"{BASE}/s/{gateway.guild_id}-" in answer.content
    [revoked] = [c for c in await gateway.slash("ann", "game web", revoke=True) if c.kind == "response"]
    assert revoked.content == text(Msg("web-links-revoked"), "en")
    assert (await client.get(link.removeprefix(BASE))).status == 403


async def test_sign_ins_are_limited_per_instance(activity):
    """Every Activity user comes through Discord's proxy, one address: the limit is per
    address and instance, so one instance's retries do not lock the others out."""
    gateway, web_table, client = activity
    web_table.signing.limit = 2
    statuses = [(await sign_in(client, "bad-code", instance_of(gateway)))[0] for _ in range(3)]
    assert statuses == [403, 403, 429]
    elsewhere = "920000000000000555"
    status, _ = await sign_in(client, gateway.launch_activity("carol", channel=elsewhere),
                              instance_of(gateway, elsewhere))
    assert status == 404          # another instance still signs in (its channel has no game)
