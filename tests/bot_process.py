"""One bot process of tests/test_processes.py: a whole Campfire bot on a shared database.

:func:`serve` runs in a process of its own (multiprocessing, spawn). It builds the bot as
``campfire run --shards … --shard-count …`` does (:func:`bot.discord_app.build_bot`) on the
database it is given, and talks to it through the offline gateway (real dispatch, HTTP
recorded, tests/discord_harness.py), so a command takes the same path as in production:
the table service and the store, never raw SQL. The test sends it requests on a queue and
reads the answers on another; a request marked ``race`` first waits at a barrier shared
with the other process, so both start their command at the same instant.

Requests (tuples):

* ``("clock", t)`` — the table service's clock reads ``t`` from now on;
* ``("table", method, args, kwargs)`` — ``await bot.tables.<method>(*args, **kwargs)``;
  answers ``{"ok": True, "public": [...], "version": n}`` or, for a refusal,
  ``{"ok": False, "error": class name, "text": the sentence}``;
* ``("slash", user, path, options)`` and ``("click", user, custom_id, source, values)`` — a
  slash command, or a press on a button (``values`` None) or a pick in a select of the
  message ``source`` (a captured call), through discord.py's dispatch; answers the captured calls;
* ``("sweep", times, every)`` — ``times`` runs of the reminder loop's body, ``every`` seconds
  apart; answers the captured calls;
* ``("fail", channel_ids)`` — from now on Discord answers 500 to any post in those channels.

Every answer also carries ``errors``: what reached the command tree's error handler.
"""

from __future__ import annotations

import asyncio
import traceback
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.offline import Call, _Response
from tests.discord_harness import Harness


@dataclass
class FlakyDiscord(Harness):
    """The test cast's Discord, as far away as the real one (each REST call takes ``latency``
    seconds: a reminder's post is not instant, so another process may sweep meanwhile), which
    can answer 500 to the posts in some channels."""

    failing: set[str] = field(default_factory=set)
    latency: float = 0.02

    def install(self) -> None:
        super().install()
        record = self.bot.http.request

        async def far(route, **kwargs):
            await asyncio.sleep(self.latency)
            return await record(route, **kwargs)

        self.bot.http.request = far

    def _record(self, route, payload, files, multipart) -> Any:
        answer = super()._record(route, payload, files, multipart)
        if self.calls[-1].channel_id in self.failing:
            raise discord.HTTPException(_Response(500, "Internal Server Error"), "Discord is having trouble")
        return answer


class Clock:
    """The table service's time, set by the test (both processes read the same instants)."""

    def __init__(self, now: float = 1_790_000_000.0):
        self.now = now

    def __call__(self) -> float:
        return self.now


def plain(call: Call) -> Call:
    """A captured call without its files (a ``discord.File`` does not cross processes)."""
    return Call(call.method, call.path, call.payload, [], call.shown_ephemeral)


def serve(target: str, shards: tuple[tuple[int, ...], int], inbox, outbox, barrier) -> None:
    """The process's whole life: build the bot, answer requests until ``None``, close. A failure
    to start is answered too (``crash``), so the test says why instead of waiting."""
    try:
        asyncio.run(_serve(target, shards, inbox, outbox, barrier))
    except Exception:     # noqa: BLE001 - the test shows it
        outbox.put({"crash": traceback.format_exc()})


async def _serve(target: str, shards: tuple[tuple[int, ...], int], inbox, outbox, barrier) -> None:
    from bot.discord_app import Shards, build_bot
    from bot.store import Store
    from bot.tables import Tables

    store = await Store.open(target)
    bot = build_bot(target, Shards(*shards), sync=False, store=store, background=False)
    clock = Clock()
    store.clock = clock                      # the reminder outbox's times are the test's too
    bot.tables = Tables(store, clock=clock, seed_source=lambda: 5)
    gateway = None
    try:
        await bot._async_setup_hook()        # what login() does first: binds the running loop
        await bot.setup_hook()
        gateway = FlakyDiscord(bot)
        gateway.install()
        outbox.put({"ready": True, "shard_ids": bot.shard_ids, "shard_count": bot.shard_count})
        while (request := await asyncio.to_thread(inbox.get)) is not None:
            race, (op, *args) = request
            if race:
                await asyncio.to_thread(barrier.wait, 30)
            errors_before = len(gateway.errors)
            try:
                answer = await _handle(bot, gateway, clock, op, args)
            except Exception:     # noqa: BLE001 - the test shows it
                answer = {"crash": traceback.format_exc()}
            answer["errors"] = [repr(e) for e in gateway.errors[errors_before:]]
            outbox.put(answer)
    finally:
        if gateway is not None:
            gateway.uninstall()
        await bot.close()                    # closes the store too


async def _handle(bot, gateway: FlakyDiscord, clock: Clock, op: str, args: list) -> dict[str, Any]:
    from bot.tables import TableError

    if op == "clock":
        clock.now = args[0]
        return {}
    if op == "fail":
        gateway.failing = set(args[0])
        return {}
    if op == "table":
        method, positional, keywords = args
        try:
            outcome = await getattr(bot.tables, method)(*positional, **keywords)
        except TableError as exc:
            return {"ok": False, "error": type(exc).__name__, "text": str(exc)}
        return {"ok": True, "public": [str(line) for line in outcome.public], "version": outcome.game.version}
    start = len(gateway.calls)
    if op == "slash":
        user, path, options = args
        await gateway.slash(user, path, **options)
    elif op == "click":
        user, custom_id, source, values = args
        await gateway.click(user, custom_id, values, source=source)
    elif op == "sweep":
        times, every = args
        cog = bot.get_cog("ReminderCog")
        for n in range(times):
            await asyncio.sleep(every if n else 0)
            await cog.sweep.coro(cog)        # the loop's body, as the task runs it every minute
    else:
        raise ValueError(f"unknown request {op!r}")
    return {"calls": [plain(c) for c in gateway.calls[start:]]}
