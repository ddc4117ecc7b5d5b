"""A fingerprint of every picture the bot draws, to prove a refactoring left them pixel-identical.

Run from the project root: ``python bench/pictures_fingerprint.py [--out FILE]``. For every
title (Natives alone and with its three expansions, Inuit, Uluk, Natera, Wendake) a seeded game
of random legal actions is played, and at a few fixed points of it (the start, two moments in
the middle, the end) every picture of that position is drawn: the table (public view and the
first seat's own view), the phone picture of the awaited seat, the score pad, a replay film's
frame; plus one leaderboard. Each line is ``label  draw-hash  png-hash``:

* draw-hash: SHA-256 (first 16 hex digits) of the drawn image's mode, size and pixels, before
  any encoding; a change of drawing code must leave it alone;
* png-hash: the same over the decoded PNG the bot posts (the palette encoding included), which
  a change of the encoder alone may move while the draw-hash stays.

Compare two runs with ``diff``. Nothing is timed; the games are seeded, so a run is the same on
any machine with the same Pillow and fonts. ``--views FILE`` keeps the positions' views (a
pickle) so that later runs draw the very same views even while the engines change: the first
run with a new FILE plays the games and writes it, the next ones only read it.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import pickle
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PIL import Image  # noqa: E402

import rendering  # noqa: E402
import rendering.phone  # noqa: E402
from bot.rules import create  # noqa: E402
from bot.standings import Standing  # noqa: E402
from rendering.replay import table_frame  # noqa: E402
from rendering.standings import leaderboard_png  # noqa: E402

SEATS = ["ann", "bob", "cy"]
ALL_EXPANSIONS = {"expansions": ["soul-of-the-prairie", "seasons", "strangers"]}
GAMES = [   # (label, title, options, seed)
    ("natives", "natives", {}, 3),
    ("natives+exp", "natives", ALL_EXPANSIONS, 4),
    ("inuit", "inuit", {}, 5),
    ("uluk", "uluk", {}, 6),
    ("natera", "natera", {}, 7),
    ("wendake", "wendake", {}, 8),
]
MOMENTS = (0, 17, 60)    # actions played before a snapshot; the game's end is always one more
MAX_ACTIONS = 5000


def pixels_hash(image: Image.Image) -> str:
    digest = hashlib.sha256(f"{image.mode} {image.size}".encode())
    digest.update(image.tobytes())
    if image.mode == "P":
        digest.update(bytes(image.getpalette() or []))
    return digest.hexdigest()[:16]


def decoded_hash(png: bytes) -> str:
    with Image.open(io.BytesIO(png)) as image:
        return pixels_hash(image.convert("RGB"))


def snapshots(title: str, options: dict, seed: int) -> list[tuple[str, object]]:
    """The game at each of :data:`MOMENTS` and at its end, as (label, game copy)."""
    from bot.rules import restore
    game = create(title, SEATS, seed, options)
    rng = random.Random(seed)
    out = []
    played = 0
    while not game.over and played < MAX_ACTIONS:
        if played in MOMENTS:
            out.append((f"move{played}", restore(game.to_dict())))
        seat = rng.choice(game.awaiting())
        game.play(seat, rng.choice(game.legal_actions(seat)))
        played += 1
    out.append(("end", game))
    return out


def positions() -> list[tuple[str, str, dict, dict, bool]]:
    """Every fixed position as (name, title, public view, first seat's view, over)."""
    out = []
    for label, title, options, seed in GAMES:
        for moment, game in snapshots(title, options, seed):
            out.append((f"{label}/{moment}", title, game.view(), game.view(SEATS[0]), game.over))
    return out


def fingerprints(views: Path | None = None, only: set[str] | None = None) -> list[str]:
    if views and views.exists():
        fixed = pickle.loads(views.read_bytes())
    else:
        fixed = positions()
        if views:
            views.write_bytes(pickle.dumps(fixed))
    lines = []
    for name, title, public_view, own_view, over in fixed:
        if only and title not in only:
            continue
        module = rendering.renderer(title)
        public = rendering.final_view(public_view)
        own = rendering.final_view(own_view)
        for kind, view in (("table", public), ("table-own", own)):
            lines.append(f"{name}/{kind}  {pixels_hash(module.draw_table(view))}  "
                         f"{decoded_hash(rendering.render_table(view))}")
        seat = rendering.focus_seat(public)
        if seat is not None and hasattr(module, "focus"):
            drawn = rendering.phone.draw_focus(module.focus(public, seat))
            lines.append(f"{name}/phone  {pixels_hash(drawn)}  "
                         f"{decoded_hash(rendering.render_focus(public))}")
        if over:
            lines.append(f"{name}/scores  {pixels_hash(module.draw_scores(public))}  "
                         f"{decoded_hash(rendering.render_scores(public))}")
        lines.append(f"{name}/film-frame  {pixels_hash(table_frame(public))}  -")
        lines.append(f"{name}/alt-text  {hashlib.sha256(rendering.describe(public).encode()).hexdigest()[:16]}  -")
    rows = [Standing(1, "ann", False, 31.2, 12, 8), Standing(2, "Campfire AI", True, 25.0, 30, 11),
            Standing(3, "bob", False, 12.5, 4, 1), Standing(4, "cy", False, 3.1, 2, 0)]
    png = leaderboard_png("Wendake", "The Longhouse", rows)
    lines.append(f"leaderboard  -  {decoded_hash(png)}")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="also write the lines to this file")
    parser.add_argument("--views", type=Path, help="the positions' views: read if it exists, else written")
    parser.add_argument("--only", nargs="+", metavar="TITLE", help="only these titles' positions")
    args = parser.parse_args()
    lines = fingerprints(args.views, set(args.only or ()))
    text = "\n".join(lines) + "\n"
    print(text, end="")
    print(f"{len(lines)} pictures; all: {hashlib.sha256(text.encode()).hexdigest()[:16]}")
    if args.out:
        args.out.write_text(text)


if __name__ == "__main__":
    main()
