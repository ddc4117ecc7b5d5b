"""``campfire run | local | demo`` (also ``python -m bot …``)."""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

from bot.config import ConfigError, settings
from bot.rules import playable


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="campfire", description="Tabletop games in Discord channels.")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("run", help="run the Discord bot (needs DISCORD_TOKEN)")
    local = sub.add_parser("local", help="type the bot's commands in a terminal, as several users")
    local.add_argument("--db", type=Path, help="SQLite file (default: CAMPFIRE_DB or campfire.sqlite3)")
    local.add_argument("--out", type=Path, default=Path("pictures"), help="folder for the pictures")
    local.add_argument("--channel", default="local", help="the channel this terminal stands for")
    demo = sub.add_parser("demo", help="AI seats play a whole game; pictures are written")
    demo.add_argument("title", choices=playable())
    demo.add_argument("--players", type=int, default=4, choices=range(1, 5), metavar="N")
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--expansions", default="",
                      help="Natives: soul-of-the-prairie,seasons,strangers (commas between)")
    demo.add_argument("--out", type=Path, default=Path("demo"))
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        config = settings()
    except ConfigError as exc:
        print(f"campfire: {exc}", file=sys.stderr)
        return 2
    logging.basicConfig(level=config.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if args.command == "demo":
        from bot.demo import main as demo_main
        from bot.rules import SEAT_RANGE

        low, high = SEAT_RANGE[args.title]
        if not low <= args.players <= high:
            print(f"campfire: {args.title} is for {low} to {high} players.", file=sys.stderr)
            return 2

        expansions = [e.strip() for e in args.expansions.split(",") if e.strip()]
        return demo_main(args.title, args.players, args.seed, args.out,
                         {"expansions": expansions} if expansions else {})
    if args.command == "local":
        from bot.local import main as local_main

        return local_main(args.db or config.db_path, args.out, args.channel)
    return run_bot(config)


def run_bot(config) -> int:
    if not config.token:
        print("campfire: DISCORD_TOKEN is not set. Put the bot token from the Discord developer "
              "portal (your application > Bot > Reset Token) in the environment or in a .env file "
              "as DISCORD_TOKEN=…", file=sys.stderr)
        return 2
    from bot.discord_app import CampfireBot

    bot = CampfireBot(str(config.db_path), config.dev_guild)
    bot.run(config.token, log_handler=None)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
