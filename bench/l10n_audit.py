"""How much English a player of another language still meets (issue 18, "Done means").

Plays a seeded game of every title through discord.py's real dispatch, offline
(bot/offline.py: interaction payloads in, HTTP calls captured), as its players would: the
server's and the players' Discord in one language, every move made by pressing the controls the
bot posted (a button, a menu option, or *My choices* and then the private menu), the move the
title's AI would make when the controls offer it. It records every text a player meets:

* **replies**: each message's content, embed text, the attachments' descriptions (alt text);
* **controls**: button labels, menu placeholders and option labels;
* **pictures**: every string drawn on every picture posted (``ImageDraw.text``, recorded).

and counts the texts that hold an English word (a list of common English and game words, less
the words that are also the language's own: German "in", French "place"; names, numbers,
``notation`` in backticks and links aside). It prints per title and language: texts, English
texts, and the first few English ones. ``--fail`` exits 1 when any English text is left.

    python bench/l10n_audit.py                      # every title, es-ES fr de pt-BR, 40 moves each
    python bench/l10n_audit.py --titles uluk --langs fr --moves 400 --show 30
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PIL import ImageDraw  # noqa: E402

TITLES = ("natives", "inuit", "uluk", "natera", "wendake")
LANGS = ("es-ES", "fr", "de", "pt-BR")
PLAYERS = ("ann", "bob", "cy")

# Words whose presence marks a text as English: function words and the games' own words.
ENGLISH = {w for line in (ROOT / "bench" / "english_words.txt").read_text().splitlines()
           if not line.startswith("#") for w in line.split()}
# A word of ENGLISH that is also a word of the language (it proves nothing there).
OWN = {
    "es": {"no", "son", "once", "final", "total", "me", "a"},
    "fr": {"on", "place", "table", "points", "score", "scores", "final", "total", "rules", "as", "plus",
           "cannot", "pass", "phase", "tribe", "six", "cards"} - {"cannot", "cards", "tribe", "rules"},
    "de": {"in", "an", "so", "man", "also", "was", "die", "hat", "war", "will", "hand", "rund", "name", "start",
           "ende", "total", "phase", "final", "score", "punkte", "wind", "art", "still", "alle", "fast", "bald",
           "gib", "hold", "tor", "runde", "wo", "wer", "most", "rat", "arm", "bot", "bin", "kind"},
    "pt-BR": {"a", "as", "do", "no", "for", "total", "final", "me", "seu", "sua", "mesa", "fase"},
}
NAMES = {"ann", "bob", "cy", "campfire", "natives", "inuit", "uluk", "natera", "wendake", "ai", "ia"}
WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
SKIP = re.compile(r"`[^`]*`|<[@#][^>]*>|<?https?://\S+|\*\*|__|~~|/[a-z]+(?: [a-z-]+)?")   # commands too


def english_in(text: str, lang: str) -> list[str]:
    """The English words of ``text`` that a reader of ``lang`` would not read as their own."""
    own = OWN.get(lang, set()) | OWN.get(lang.split("-")[0], set())
    words = [w.lower() for w in WORD.findall(SKIP.sub(" ", text))]
    return [w for w in words if w in ENGLISH and w not in own and w not in NAMES]


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


async def play(title: str, locale: str, moves: int, seed: int) -> tuple[Seen, int]:
    from bot import ai
    from bot.offline import OfflineGateway
    from bot.rules import restore
    from tests.discord_harness import Harness

    seen = Seen()
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp, drawing(seen.pictures):
        async with OfflineGateway.open(Path(tmp) / "audit.sqlite3", seed_source=lambda: seed) as gw:
            h = Harness(gw.bot)              # the tests' cast: ann, bob, cy with fixed ids
            gw.uninstall()
            h.install()
            try:
                say = {"locale": locale, "guild_locale": locale}
                n_players = 2 if title == "natera" else 3
                collect(await h.slash("ann", "game new", title=title, **say), seen)
                for name in PLAYERS[1:n_players]:
                    collect(await h.slash(name, "game join", **say), seen)
                calls = await h.slash("ann", "game start", **say)
                collect(calls, seen)
                for verb in ("game status", "game log"):
                    collect(await h.slash("bob", verb, **say), seen)
                tables = h.bot.tables
                last = [c for c in calls if c.posted and c.components]
                made = 0
                while made < moves:
                    row = await tables.current(h.channel_id)
                    if row.status != "active":
                        break
                    awaited = tables.awaited_users(row)
                    if not awaited:
                        break
                    uid = awaited[0]
                    who = h.name_of(uid) or next(n for n, i in h.users.items() if i == uid)
                    game = restore(row.state)
                    seat = row.seat_of(uid).name
                    wanted = ai.choose(game, seat, rng)
                    legal = game.legal_actions(seat)
                    source = next((c for c in reversed(last) if c.components), None)
                    menu = offered(source) if source else {}
                    if source is not None and any(i.get("custom_id", "").startswith("cf:c:")
                                                  for i in source.components):
                        cid = next(i["custom_id"] for i in source.components
                                   if i.get("custom_id", "").startswith("cf:c:"))
                        private = await h.click(who, cid, source=source, **say)
                        collect(private, seen)
                        source = next((c for c in private if c.components), None)
                        menu = offered(source) if source else {}
                    if not menu:
                        break
                    ref = f"#{legal.index(wanted)}"
                    pick = menu.get(ref) or menu.get(wanted) or next(iter(menu.values()))
                    cid, value = pick
                    calls = await h.click(who, cid, values=[value] if value else None, source=source, **say)
                    collect(calls, seen)
                    if made == 0:       # the same control again: a stale press, refused privately
                        collect(await h.click(who, cid, values=[value] if value else None,
                                              source=source, **say), seen)
                    posted = [c for c in calls if c.posted and c.components]
                    last = posted or [c for c in await _status(h, who, say, seen) if c.components]
                    made += 1
                for verb in ("game status", "game log", "game scores" if False else "game history"):
                    collect(await h.slash("ann", verb, **say), seen)
            finally:
                h.uninstall()
                gw.install()
    return seen, made


async def _status(h, who: str, say: dict, seen: Seen):
    calls = await h.slash(who, "game status", **say)
    collect(calls, seen)
    return calls


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--titles", nargs="*", default=list(TITLES))
    parser.add_argument("--langs", nargs="*", default=list(LANGS))
    parser.add_argument("--moves", type=int, default=40, help="moves per game (default 40)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--show", type=int, default=5, help="English texts shown per game and kind")
    parser.add_argument("--fail", action="store_true", help="exit 1 if any English text is left")
    args = parser.parse_args()
    os.environ.setdefault("CAMPFIRE_L10N_STRICT", "0")
    print(f"load {os.getloadavg()[0]:.2f}; {len(args.titles)} titles x {len(args.langs)} languages, "
          f"{args.moves} moves each, seed {args.seed}")
    totals = [0, 0]
    for title in args.titles:
        for locale in args.langs:
            t0 = time.perf_counter()
            seen, made = asyncio.run(play(title, locale, args.moves, args.seed))
            english = seen.english(locale.split("-")[0] if locale != "pt-BR" else locale)
            counts = {k: (len(dict.fromkeys(getattr(seen, k))), len(v)) for k, v in english.items()}
            texts = sum(c[0] for c in counts.values())
            bad = sum(c[1] for c in counts.values())
            totals[0] += texts
            totals[1] += bad
            parts = ", ".join(f"{k} {b}/{n}" for k, (n, b) in counts.items())
            print(f"{title:8} {locale:6} {made:3} moves  English {bad:4}/{texts:<5} ({parts})  "
                  f"{time.perf_counter() - t0:.1f} s")
            for kind, found in english.items():
                for text, words in found[: args.show]:
                    print(f"    {kind[:-1]:8} {words[:4]} {text[:110]!r}")
    share = 100 * totals[1] / max(1, totals[0])
    print(f"in all: {totals[1]} of {totals[0]} distinct texts hold English ({share:.1f}%); load "
          f"{os.getloadavg()[0]:.2f}")
    return 1 if args.fail and totals[1] else 0


if __name__ == "__main__":
    sys.exit(main())
