"""How much English a player of another language still meets (issue 18, "Done means").

Plays a seeded game of every title through discord.py's real dispatch, offline, every move by
pressing the posted controls, and records every reply, alt text, control label and string drawn
on a picture (tests/game_texts.py). Prints per title and language the distinct texts, those
holding an English word, and the first few of them. ``--fail`` exits 1 when any is left.

    python bench/l10n_audit.py                      # every title, es-ES fr de pt-BR, 40 moves each
    python bench/l10n_audit.py --titles uluk --langs fr --moves 400 --show 30
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.game_texts import LANGS, TITLES, play  # noqa: E402


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
            english = seen.english(locale)
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
