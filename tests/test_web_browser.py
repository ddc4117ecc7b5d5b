"""The web table end to end in a real browser: Debian's chromium, headless, driven by Playwright.

Two players of a Natera game on the offline gateway (the real bot, its real command tree),
each in a browser context of their own: one presses a button on their page, the other's page
shows it live (no reload), and once the turn passes the channel receives the table post. A
spectator's page, at a phone's width, and its event stream never carry a card of anyone's hand.
Screenshots (phone and desktop width) go to ``CAMPFIRE_WEB_SHOTS`` when it is set, to be looked at.

Skipped, saying why, where chromium or Playwright is missing (CI installs both: .ci/run).
"""

from __future__ import annotations

import asyncio
import functools
import json
import os
import shutil
from pathlib import Path

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
pytestmark = [
    pytest.mark.skipif(not Path(CHROMIUM).exists(),
                       reason="needs Debian's chromium (apt-get install chromium): the browser tests drive it"),
    pytest.mark.timeout(90),
]
playwright_api = pytest.importorskip("playwright.async_api", reason="needs Playwright for Python (pip install "
                                                                    "playwright; its own browsers are not used)")

# the probe's flags (machines/python.md): no sandbox as root, no calls to Google's hosts
BROWSER_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE, DESKTOP = {"width": 360, "height": 800}, {"width": 1280, "height": 900}
PICTURE_SHOWN = "(i => i !== null && i.complete && i.naturalWidth > 0)(document.querySelector('img.table'))"
UPDATED = "Number(document.body.dataset.updates || 0) > 0"     # the page's script replaced its live part


async def until(page, expression: str, timeout: float = 10.0) -> None:
    """Wait until ``expression`` holds in ``page`` (Playwright's wait_for_function evaluates a
    string, which the page's own CSP forbids: the check runs through evaluate instead)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not await page.evaluate(expression):
        assert loop.time() < deadline, f"{expression} never held"
        await asyncio.sleep(0.02)


def hidden_words(tables, row) -> set[str]:
    """The cards in the seats' hands that nothing public names: what a spectator must never get."""
    from bot.web.server import private_lines

    public = json.dumps(tables.view(row), ensure_ascii=False)
    words = set()
    for seat in row.seats:
        for line in private_lines(tables.view(row, seat.user_id), tables.view(row)):
            words |= {w.strip() for w in line.split(":", 1)[-1].split(",") if len(w.strip()) > 3}
    return {w for w in words if w not in public}


async def test_two_players_and_a_spectator_in_chromium(tmp_path):
    from bot.offline import OfflineGateway
    from bot.rules import restore
    from bot.web import open_web
    from bot.web.server import serve
    from cogs.common import post_web_move

    shots = Path(os.environ.get("CAMPFIRE_WEB_SHOTS") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    async with OfflineGateway.open(tmp_path / "web.sqlite3", seed_source=lambda: 5) as gateway:
        bot = gateway.bot
        await gateway.slash("ann", "game new", title="natera")
        await gateway.slash("bob", "game join")
        await gateway.slash("ann", "game start")
        web_table = await open_web(bot.tables, "http://127.0.0.1:0", post=functools.partial(post_web_move, bot))
        runner = await serve(web_table, "127.0.0.1", 0)
        port = runner.addresses[0][1]
        base = f"http://127.0.0.1:{port}"
        web_table.links.public_url = base
        row = await bot.tables.store.open_game(gateway.channel_id)

        def player_path(name: str) -> str:
            return f"/p/{web_table.links.player_token(gateway.user_id(name), row.id, 0)}"

        async with playwright_api.async_playwright() as pw:
            browser = await pw.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
            try:
                contexts = [await browser.new_context(viewport=v) for v in (PHONE, DESKTOP, PHONE)]
                ann, bob, watcher = [await c.new_page() for c in contexts]
                await ann.goto(base + player_path("ann"))
                await bob.goto(base + player_path("bob"))
                await watcher.goto(base + web_table.links.spectator_path(row.id))
                # the spectator's own event stream, as the page's script receives it
                await watcher.evaluate("window.frames_seen = []; new EventSource(document.body.dataset.stream)"
                                       ".addEventListener('table', e => window.frames_seen.push(e.data))")
                await ann.screenshot(path=shots / "player-phone.png", full_page=True)
                await bob.screenshot(path=shots / "player-desktop.png", full_page=True)
                posts_before = sum(c.posted and c.kind == "channel" for c in gateway.calls)

                # ann plays on her page; bob's page shows it without a reload (a mark set in
                # bob's document survives); how fast is bench's to measure, not a test's
                await bob.evaluate("window.same_document = true")
                async with ann.expect_navigation():
                    await ann.locator("form.controls button").first.click()
                await until(bob, UPDATED)
                assert await bob.evaluate("window.same_document === true")
                assert await ann.locator("[role=alert]").count() == 0, await ann.content()
                # bob answers from the keyboard; the turn passes and the channel gets the table
                await bob.locator("form.controls button").first.focus()
                async with bob.expect_navigation():
                    await bob.keyboard.press("Enter")
                assert await bob.locator("[role=alert]").count() == 0, await bob.content()
                await until(ann, UPDATED)
                await web_table.settle()
                channel_posts = [c for c in gateway.calls if c.posted and c.kind == "channel"]
                assert len(channel_posts) > posts_before
                assert channel_posts[-1].channel_id == gateway.channel_id
                assert "Live table:" in channel_posts[-1].content

                await until(watcher, "window.frames_seen.length > 0")
                # on to the hands being dealt (moves made as slash commands make them)
                secret: set[str] = set()
                for _ in range(6):
                    now = await bot.tables.store.open_game(gateway.channel_id)
                    secret = hidden_words(bot.tables, now)
                    if secret:
                        break
                    user = bot.tables.awaited_users(now)[0]
                    seen = await watcher.evaluate("window.frames_seen.length")
                    await bot.tables.act(gateway.channel_id, user,
                                         restore(now.state).legal_actions(now.seat_of(user).name)[0])
                    await until(watcher, f"window.frames_seen.length > {seen}")
                assert secret, "the hands must hold cards nothing public names, or this test checks nothing"
                await ann.reload()
                for page in (ann, watcher):     # the pictures drawn and shown, not only asked for
                    await until(page, PICTURE_SHOWN, timeout=20)
                await watcher.screenshot(path=shots / "spectator-phone.png", full_page=True)
                await ann.screenshot(path=shots / "player-phone-after.png", full_page=True)
                html = await watcher.content()
                frames = await watcher.evaluate("window.frames_seen")
                assert "<h1>" in html and "Only you see" not in html
                leaked = [w for w in secret if w in html or any(w in f for f in frames)]
                assert not leaked, f"hidden cards reached the spectator: {leaked}"
                width = await watcher.evaluate("document.documentElement.scrollWidth")
                assert width <= PHONE["width"], "the spectator page scrolls sideways on a phone"
            finally:
                await browser.close()
                await runner.cleanup()
