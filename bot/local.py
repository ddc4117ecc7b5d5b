"""``campfire local``: the Discord commands typed in a terminal, as several users.

    @ann /game new title:natives
    @bob /game join
    @ann /game start
    @ann /natives take profession:farmer cards:2
    @bob scout                      (plain notation works too)

Same table service, same SQLite file as the bot; pictures are written to a folder.
"""

from __future__ import annotations

import asyncio
import shlex
import sys
from collections.abc import Iterable
from pathlib import Path

from bot.notation import NotationError, action_for
from bot.present import help_text, notation, rules_summary, score_table, status_line
from bot.rules import DISPLAY_NAMES
from bot.store import Store
from bot.tables import Outcome, TableError, Tables

LOCAL_GUILD = "local"


def parse(line: str) -> tuple[str, list[str], dict[str, str]]:
    """``@ann /natives take profession:farmer cards:2`` -> ("ann", ["natives","take"], {...}).

    An option runs until the next ``key:`` word, so ``cards:man-bear woman-bear-eagle``
    needs no quotes (quotes work too).
    """
    words = shlex.split(line)
    if not words or not words[0].startswith("@") or len(words[0]) < 2:
        raise NotationError("Start with who is speaking: @name /command …")
    user, rest = words[0][1:], words[1:]
    path: list[str] = []
    options: dict[str, str] = {}
    key = None
    for word in rest:
        head, sep, value = word.partition(":")
        if sep and head.isidentifier() and not (path and path[0] == "act" and key):
            key = head
            options[key] = value
        elif key is not None:
            options[key] = f"{options[key]} {word}".strip()
        else:
            path.append(word.lstrip("/") if not path else word)
    return user, path, options


class Console:
    """One terminal session over a store; ``run_line`` returns the text it would show."""

    def __init__(self, tables: Tables, out_dir: Path, channel: str = "local"):
        self.tables, self.out_dir, self.channel = tables, out_dir, channel
        self.pictures = 0

    async def run_line(self, line: str) -> str:
        line = line.strip()
        if not line or line.startswith("#"):
            return ""
        try:
            user, path, options = parse(line)
            return await self._dispatch(user, path, options)
        except (TableError, NotationError) as exc:
            return f"(only you see this) {exc}"

    async def _dispatch(self, user: str, path: list[str], options: dict[str, str]) -> str:
        t, ch, uid = self.tables, self.channel, f"local:{user}"
        if not path:
            raise NotationError("Say a command after the name: @ann /game status")
        if path[0] != "game":
            row = await t.current(ch)
            if path[0] == row.title and len(path) > 1:
                action = action_for(row.title, path[1], options)
            else:
                action = " ".join(path)      # plain notation: @ann use farmer
            return await self._show(await t.act(ch, uid, action), uid)
        sub = path[1] if len(path) > 1 else "status"
        if sub == "new":
            expansions = options.get("expansions", "").replace(",", " ").split()
            opts = {"expansions": expansions} if expansions else {}
            return await self._show(await t.new(ch, LOCAL_GUILD, uid, user,
                                                options.get("title", "natives"), opts), uid)
        if sub in ("join", "leave"):
            method = t.join(ch, uid, user) if sub == "join" else t.leave(ch, uid)
            return await self._show(await method, uid)
        if sub == "addbot":
            return await self._show(await t.add_ai(ch, uid), uid)
        if sub == "start":
            return await self._show(await t.start(ch, uid, options.get("shuffle") == "true"), uid)
        if sub == "resign":
            return await self._show(await t.resign(ch, uid), uid)
        if sub == "abandon":
            return await self._show(await t.abandon(ch, uid, can_manage=True), uid)
        if sub == "status":
            row = await t.current(ch)
            if row.status == "lobby":
                return f"{DISPLAY_NAMES[row.title]} table: " + ", ".join(s.name for s in row.seats)
            path_ = self._picture(row)
            return f"{status_line(t.view(row), row.waiting_since)}\n[picture: {path_}]"
        if sub == "log":
            row, entries, pages = await t.log(ch, int(options.get("page", "1")))
            lines = [f"log page {options.get('page', '1')}/{pages}"]
            lines += [f"{e['seq']:>3} {e['seat']}: {e['action']}" for e in entries]
            return "\n".join(lines)
        if sub in ("help", "rules"):
            row = await t.find(ch)
            title = row.title if row else "natives"
            return help_text(title) + "\n" + notation(title) if sub == "help" else rules_summary(title)
        raise NotationError(f"/game has no '{sub}' command.")

    async def _show(self, outcome: Outcome, uid: str) -> str:
        lines = list(outcome.public)
        if outcome.private and not outcome.public:
            lines += [f"(only you see this) {line}" for line in outcome.private]
        if outcome.picture:
            lines.append(f"[picture: {self._picture(outcome.game)}]")
        if outcome.game.result:
            lines.append(score_table(outcome.game.result["scores"], outcome.game.result["winners"],
                                     outcome.game.title))
        if outcome.mention:
            names = [s.name for s in outcome.game.seats if s.user_id in outcome.mention]
            lines.append("@" + " @".join(names) + " — your move.")
        if outcome.game.status == "active" and uid in self.tables.awaited_users(outcome.game):
            legal = await self.tables.legal(self.channel, uid)
            lines.append("(only you see this) you may: " + " | ".join(legal[:30]))
        return "\n".join(lines)

    def _picture(self, row) -> Path:
        from rendering import render_scores, render_table

        self.out_dir.mkdir(parents=True, exist_ok=True)
        self.pictures += 1
        view = self.tables.view(row)
        png = (render_scores if row.status == "finished" else render_table)(view)
        path = self.out_dir / f"{self.channel}-{self.pictures:04d}.png"
        path.write_bytes(png)
        return path


async def run(db_path: Path, out_dir: Path, channel: str, lines: Iterable[str] | None = None) -> None:
    store = await Store.open(db_path)
    try:
        console = Console(Tables(store), out_dir, channel)
        interactive = lines is None and sys.stdin.isatty()
        if interactive:
            print("Campfire console. Type e.g.  @ann /game new title:natives   (Ctrl-D quits)")
        source = lines if lines is not None else sys.stdin
        for line in source:
            text = await console.run_line(line)
            if text:
                print(text, flush=True)
    finally:
        await store.close()


def main(db_path: Path, out_dir: Path, channel: str) -> int:
    asyncio.run(run(db_path, out_dir, channel))
    return 0
