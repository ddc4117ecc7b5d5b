"""The texts a player of another language meets in a game, end to end (issue 18, "Done means").

Used by bench/l10n_audit.py (the figures) and tests/test_l10n_end_to_end.py (none may be English).
:func:`play` plays a seeded game of every title through discord.py's real dispatch, offline
(bot/offline.py: interaction payloads in, HTTP calls captured), as its players would: the
server's and the players' Discord in one language, every move made by pressing the controls the
bot posted (a button, a menu option, or *My choices* and then the private menu), the move the
title's AI would make when the controls offer it. It records every text a player meets:

* **replies**: each message's content, embed text, the attachments' descriptions (alt text);
* **controls**: button labels, menu placeholders and option labels;
* **pictures**: every string drawn on every picture posted (``ImageDraw.text``, recorded).

and :meth:`Seen.english` finds the texts that hold an English word (a list of common English and
game words, tests/english_words.txt, less the words that are also the language's own: German
"in", French "place"; names, numbers, ``notation`` in backticks, commands and links aside).
"""

from __future__ import annotations

import random
import re
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from PIL import ImageDraw

ROOT = Path(__file__).resolve().parent.parent

TITLES = ("natives", "inuit", "uluk", "natera", "wendake")
LANGS = ("es-ES", "fr", "de", "pt-BR")
PLAYERS = ("ann", "bob", "cy")

# Words whose presence marks a text as English: function words and the games' own words.
ENGLISH = {w for line in (ROOT / "tests" / "english_words.txt").read_text().splitlines()
           if not line.startswith("#") for w in line.split()}
# A word of ENGLISH that is also a word of the language (it proves nothing there).
OWN = {
    "es": {"has", "decide", "no", "son", "once", "final", "total", "me", "a"},
    "fr": {"point", "four", "an", "on", "place", "table", "points", "score", "scores", "final", "total", "as",
           "plus", "pass", "phase", "six"},
    "de": {"see", "in", "an", "so", "man", "also", "was", "die", "hat", "war", "will", "hand", "rund", "name", "start",
           "ende", "total", "phase", "final", "score", "punkte", "wind", "art", "still", "alle", "fast", "bald",
           "gib", "hold", "tor", "runde", "wo", "wer", "most", "rat", "arm", "bot", "bin", "kind"},
    "pt-BR": {"move", "decide", "a", "as", "do", "no", "for", "total", "final", "me", "seu", "sua", "mesa", "fase"},
}
NAMES = {"ann", "bob", "cy", "campfire", "natives", "inuit", "uluk", "natera", "wendake", "ai", "ia"}
WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
# Not words of a sentence: a title's published name (the box spells it so in every language),
# the notation in backticks, mentions, links, markdown and commands.
SKIP = re.compile(r"Natera: New Beginning|`[^`]*`|<[@#][^>]*>|<?https?://\S+|\*\*|__|~~|/[a-z]+(?: [a-z-]+)?")


def english_in(text: str, lang: str) -> list[str]:
    """The English words of ``text`` that a reader of ``lang`` would not read as their own."""
    own = OWN.get(lang, set()) | OWN.get(lang.split("-")[0], set())
    words = [w.lower() for w in WORD.findall(SKIP.sub(" ", text))]
    return [w for w in words if w in ENGLISH and w not in own and w not in NAMES]


def refusals(game, tries) -> list:
    """The refusal of each ``(seat, action)`` of ``tries``, each tried on a copy of ``game``
    (which goes on untouched): the messages of the ``IllegalAction`` raised, in order."""
    from bot.rules import IllegalAction, restore

    said = []
    for seat, action in tries:
        try:
            restore(game.to_dict()).play(seat, action)
        except IllegalAction as exc:
            said.append(exc.message)
    return said


@dataclass
class Seen:
    """Every text of one game, by kind."""

    replies: list[str] = field(default_factory=list)
    controls: list[str] = field(default_factory=list)
    pictures: list[str] = field(default_factory=list)

    def english(self, lang: str) -> dict[str, list[tuple[str, list[str]]]]:
        out: dict[str, list[tuple[str, list[str]]]] = {}
        for kind in ("replies", "controls", "pictures"):
            found = [(t, english_in(t, lang)) for t in dict.fromkeys(getattr(self, kind))]
            out[kind] = [(t, w) for t, w in found if w]
        return out


@contextmanager
def drawing(into: list[str]) -> Iterator[None]:
    """Record every string drawn (the renderers' caches emptied first, so nothing hides)."""
    from tests.drawn_text import clear_render_caches

    clear_render_caches()
    original = ImageDraw.ImageDraw.text

    def recording(self, xy, text, *args, **kwargs):
        into.append(str(text))
        return original(self, xy, text, *args, **kwargs)

    ImageDraw.ImageDraw.text = recording     # type: ignore[method-assign]
    try:
        yield
    finally:
        ImageDraw.ImageDraw.text = original   # type: ignore[method-assign]


def collect(calls, seen: Seen) -> None:
    for call in calls:
        data = call.data or {}
        if call.content:
            seen.replies.append(call.content)
        for embed in data.get("embeds") or []:
            for key in ("title", "description"):
                if embed.get(key):
                    seen.replies.append(embed[key])
            for f in embed.get("fields") or []:
                seen.replies += [f.get("name", ""), f.get("value", "")]
        for attachment in data.get("attachments") or []:
            if attachment.get("description"):
                seen.replies.append(attachment["description"])
        for item in call.components:
            if item.get("label"):
                seen.controls.append(item["label"])
            if item.get("placeholder"):
                seen.controls.append(item["placeholder"])
            seen.controls += [o["label"] for o in item.get("options") or [] if o.get("label") not in (None, "-")]


def offered(call) -> dict[str, tuple[str, str | None]]:
    """What a message's controls offer: ref -> (custom id, the select value or None for a button)."""
    out: dict[str, tuple[str, str | None]] = {}
    for item in call.components:
        cid = item.get("custom_id", "")
        if cid.startswith("cf:a:"):
            out[cid.split(":", 4)[4]] = (cid, None)
        elif cid.startswith("cf:s:"):
            for option in item.get("options") or []:
                out[option["value"]] = (cid, option["value"])
    return out


class Players:
    """The players of one offline table, all in one language: each speaks through the real
    command tree and presses the controls the bot posted; everything they are shown is seen."""

    def __init__(self, harness, locale: str, seen: Seen, rng: random.Random):
        self.h, self.seen, self.rng = harness, seen, rng
        self.say = {"locale": locale, "guild_locale": locale}

    async def slash(self, who: str, path: str, **options) -> list:
        calls = await self.h.slash(who, path, **options, **self.say)
        collect(calls, self.seen)
        return calls

    async def click(self, who: str, custom_id: str, value: str | None, source) -> list:
        calls = await self.h.click(who, custom_id, values=[value] if value else None, source=source, **self.say)
        collect(calls, self.seen)
        return calls

    async def open(self, title: str) -> list:
        """Open, fill and start the table; ask what a newcomer asks. The start's calls."""
        await self.slash("ann", "game new", title=title)
        for name in PLAYERS[1:2 if title == "natera" else 3]:
            await self.slash(name, "game join")
        calls = await self.slash("ann", "game start")
        for verb in ("game status", "game log"):
            await self.slash("bob", verb)
        return calls

    async def move(self, last: list, stale_press: bool = False) -> list | None:
        """The awaited player's move, by pressing a control of the last table message (through
        *My choices* when the choices are private): the AI's move when offered. The calls the
        press made, or None when the game waits for nobody or offers no control."""
        from bot import ai
        from bot.rules import restore

        tables = self.h.bot.tables
        row = await tables.current(self.h.channel_id)
        awaited = tables.awaited_users(row) if row.status == "active" else []
        if not awaited:
            return None
        who = self.h.name_of(awaited[0])
        game, seat = restore(row.state), row.seat_of(awaited[0]).name
        source = next((c for c in reversed(last) if c.components), None)
        choices = next((i["custom_id"] for i in (source.components if source else [])
                        if i.get("custom_id", "").startswith("cf:c:")), None)
        if choices:
            source = next((c for c in await self.click(who, choices, None, source) if c.components), None)
        menu = offered(source) if source else {}
        if not menu:
            return None
        wanted = ai.choose(game, seat, self.rng)
        custom_id, value = (menu.get(f"#{game.legal_actions(seat).index(wanted)}") or menu.get(wanted)
                            or next(iter(menu.values())))
        calls = await self.click(who, custom_id, value, source)
        if stale_press:         # the same control again: refused privately, changes nothing
            await self.click(who, custom_id, value, source)
        posted = [c for c in calls if c.posted and c.components]
        return posted or await self.slash(who, "game status")


async def play(title: str, locale: str, moves: int, seed: int) -> tuple[Seen, int]:
    """One seeded game of ``title`` in ``locale``, up to ``moves`` moves: what was seen, and
    how many moves were made."""
    from tests.discord_harness import Harness

    seen = Seen()
    with tempfile.TemporaryDirectory() as tmp, drawing(seen.pictures):
        async with Harness.open(Path(tmp) / "texts.sqlite3", seed_source=lambda: seed) as h:
            players = Players(h, locale, seen, random.Random(seed))
            last = await players.open(title)
            made = 0
            while made < moves and (calls := await players.move(last, stale_press=made == 0)) is not None:
                last, made = calls, made + 1
            for verb in ("game status", "game log", "game history"):
                await players.slash("ann", verb)
    return seen, made
