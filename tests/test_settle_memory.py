"""A bot that serves sets the garbage collector for a long life (bot/discord_app.py,
``settle_memory``): what it built to start is frozen out of the collector's walks and the first
generation is larger; a test's bot (``background=False``) leaves the collector as Python sets it.
Each bot is started in a child interpreter: the collector is the whole process's."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

START = """
import asyncio, gc, json, sys
from bot.discord_app import CampfireBot

async def main():
    before = gc.get_threshold()
    bot = CampfireBot(sys.argv[1], sync=False, background=sys.argv[2] == "serving")
    await bot._async_setup_hook()
    await bot.setup_hook()
    after = {"before": before, "threshold": gc.get_threshold(), "frozen": gc.get_freeze_count()}
    await bot.close()
    print(json.dumps(after))

asyncio.run(main())
"""


def started(tmp_path: Path, how: str) -> dict:
    done = subprocess.run([sys.executable, "-c", START, str(tmp_path / "bot.sqlite3"), how], cwd=ROOT,
                          capture_output=True, text=True, timeout=90, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.timeout(200)
def test_a_serving_bot_freezes_what_it_built_and_collects_less_often_and_a_test_bot_does_not(tmp_path):
    from bot.discord_app import GC_THRESHOLDS

    serving = started(tmp_path, "serving")
    assert serving["threshold"] == list(GC_THRESHOLDS) != serving["before"]
    assert serving["frozen"] > 100_000          # the modules, catalogs and command tree
    testing = started(tmp_path, "testing")
    assert testing["threshold"] == testing["before"]
    assert testing["frozen"] == 0
