"""The Discord Activity's page in a real browser (Debian's chromium, headless, Playwright), with
the SDK's own mock (``DiscordSDKMock``, from the vendored bundle) standing in for Discord's client.

The page runs its script (static/activity.js) as inside Discord: the mock answers ``ready`` and
``authorize`` with a code the offline gateway gave (``launch_activity``), the page posts it to
the bot's server, which signs the user in through the gateway's Discord, and the browser lands
on the player's own page, or the spectator page for someone not at the table; an invalid code
stays on the Activity page with its sentence, as does a page opened outside Discord (the real
``DiscordSDK`` finds no launch parameters). Screenshots (phone and desktop, and a French page)
go to ``CAMPFIRE_WEB_SHOTS`` when it is set, to be looked at.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.test_web_browser import BROWSER_ARGS, CHROMIUM, DESKTOP, PHONE, PICTURE_SHOWN, until

pytestmark = [
    pytest.mark.skipif(not Path(CHROMIUM).exists(),
                       reason="needs Debian's chromium (apt-get install chromium): the browser tests drive it"),
    pytest.mark.timeout(120),
]
playwright_api = pytest.importorskip("playwright.async_api", reason="needs Playwright for Python")


def mock_sdk(code: str, guild: str, channel: str, instance: str) -> str:
    """The init script that hands the page the SDK's own mock, authorizing with ``code``."""
    return ("window.campfireActivitySdk = function (sdk, clientId) {"
            f"  var mock = new sdk.DiscordSDKMock(clientId, {json.dumps(guild)}, {json.dumps(channel)}, null);"
            f"  mock.instanceId = {json.dumps(instance)};"
            "  mock._updateCommandMocks({authorize: function (asked) {"
            "    window.authorized_with = asked;"
            f"    return Promise.resolve({{code: {json.dumps(code)}}});"
            "  }});"
            "  return mock;"
            "};")


async def test_the_activity_in_chromium_with_the_sdks_mock(tmp_path):
    from bot.offline import APP_ID, OfflineGateway
    from bot.web import open_web
    from bot.web.activity import ActivityConfig, DiscordApi
    from bot.web.server import serve

    shots = Path(os.environ.get("CAMPFIRE_WEB_SHOTS") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    async with OfflineGateway.open(tmp_path / "activity.sqlite3", seed_source=lambda: 5) as gateway:
        await gateway.slash("ann", "game new", title="natives")
        await gateway.slash("bob", "game join")
        await gateway.slash("ann", "game start")
        config = ActivityConfig(APP_ID, gateway.client_secret, "offline-bot-token")
        web_table = await open_web(gateway.bot.tables, "http://127.0.0.1:0", activity=config,
                                   discord_api=DiscordApi(config, gateway.session()))
        runner = await serve(web_table, "127.0.0.1", 0)
        base = f"http://127.0.0.1:{runner.addresses[0][1]}"
        web_table.links.public_url = base
        row = await gateway.bot.tables.store.open_game(gateway.channel_id)
        instance = f"i-{gateway.channel_id}"

        async def launched(browser, name: str | None, viewport: dict, path: str = "/activity", code: str = ""):
            """A page of the Activity as ``name`` opens it (None: outside Discord, no mock)."""
            context = await browser.new_context(viewport=viewport)
            page = await context.new_page()
            if name is not None:
                code = code or gateway.launch_activity(name)
                await page.add_init_script(mock_sdk(code, gateway.guild_id, gateway.channel_id, instance))
            await page.goto(base + path)
            return page

        async with playwright_api.async_playwright() as pw:
            browser = await pw.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
            try:
                # a player: authorized through the mock, on their own seat's page
                ann = await launched(browser, "ann", PHONE)
                await ann.wait_for_url("**/p/**")
                assert await ann.evaluate("window.authorized_with === undefined")    # a new document
                heading = await ann.locator("h1").inner_text()
                assert heading.endswith("— ann"), heading
                claims = web_table.links.read_player(ann.url.split("/p/")[1].split("?")[0])
                assert (claims.user_id, claims.game_id) == (gateway.user_id("ann"), row.id)
                await until(ann, PICTURE_SHOWN, timeout=20)
                await ann.screenshot(path=shots / "activity-player-phone.png", full_page=True)
                gateway.user_locales["bob"] = "fr"          # bob's Discord speaks French: so does his page
                desk = await launched(browser, "bob", DESKTOP)
                await desk.wait_for_url("**/p/**")
                assert (await desk.locator("h1").inner_text()).endswith("— bob")
                assert await desk.evaluate("document.documentElement.lang") == "fr"
                await until(desk, PICTURE_SHOWN, timeout=20)
                await desk.screenshot(path=shots / "activity-player-fr-desktop.png", full_page=True)

                # someone not at the table, whose Discord speaks French: the spectator page, in French
                gateway.user_locales["carol"] = "fr"
                carol = await launched(browser, "carol", PHONE)
                await carol.wait_for_url("**/g/**")
                assert await carol.evaluate("document.documentElement.lang") == "fr"
                assert await carol.locator("form.controls").count() == 0
                await until(carol, PICTURE_SHOWN, timeout=20)
                await carol.screenshot(path=shots / "activity-spectator-fr-phone.png", full_page=True)
                width = await carol.evaluate("document.documentElement.scrollWidth")
                assert width <= PHONE["width"], "the spectator page scrolls sideways on a phone"

                # under Discord's /.proxy prefix the landing page and its links stay under it
                proxied = await launched(browser, "ann", DESKTOP, path="/.proxy/activity")
                await proxied.wait_for_url("**/.proxy/p/**")
                await until(proxied, PICTURE_SHOWN, timeout=20)
                sources = await proxied.evaluate("[...document.querySelectorAll('[src],[href]')]"
                                                 ".map(e => e.getAttribute('src') || e.getAttribute('href'))")
                assert sources and all(s.startswith("/.proxy/") for s in sources), sources

                # an invalid code: no seat, the Activity page says why
                forged = await launched(browser, "ann", PHONE, code="not-a-code")
                await until(forged, "document.querySelector('#activity-status[role=alert]') !== null")
                assert "/activity" in forged.url and "/p/" not in forged.url
                status = await forged.locator("#activity-status").inner_text()
                from bot.l10n import Msg, text
                assert status == text(Msg("web-activity-refused"), "en")
                await forged.screenshot(path=shots / "activity-refused-phone.png", full_page=True)

                # outside Discord, the real SDK finds no launch parameters
                outside = await launched(browser, None, PHONE)
                await until(outside, "document.querySelector('#activity-status[role=alert]') !== null")
                assert await outside.locator("#activity-status").inner_text() == text(
                    Msg("web-activity-outside"), "en")
            finally:
                await browser.close()
                await runner.cleanup()
