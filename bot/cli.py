"""``campfire run | local | demo | ratings | migrate | doctor`` (also ``python -m bot …``)."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import sys
from pathlib import Path

from bot.config import ConfigError, db_target, settings
from bot.l10n import language, languages
from bot.rules import playable
from bot.store import Store, StoreUnavailable

log = logging.getLogger("campfire")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="campfire", description="Tabletop games in Discord channels.")
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="run the Discord bot (needs DISCORD_TOKEN)",
                         description="Several processes may share one database: give each the same "
                                     "--shard-count and its own --shards, so that together they run "
                                     "every shard once (README, 'Several processes').")
    run.add_argument("--shards", type=shard_ids, metavar="IDS",
                     help="the shards this process runs, e.g. 0-3 or 0,2,5 (needs --shard-count)")
    run.add_argument("--shard-count", type=int, metavar="N",
                     help="how many shards the bot has in all processes together; alone, this "
                          "process runs all N")
    local = sub.add_parser("local", help="type the bot's commands in a terminal, as several users",
                           description="Every slash command and button of the bot, typed as "
                                       "'@ann /game new title:Natives', '@bob scout' or '@ann press 2' "
                                       "(README, \"Try it\"). Ctrl-D or Ctrl-C ends the session.")
    local.add_argument("--db", type=db_target,
                       help="SQLite file or postgresql:// URL (default: CAMPFIRE_DB or campfire.sqlite3)")
    local.add_argument("--out", type=Path, default=Path("pictures"),
                       help="folder for the pictures: <channel>-0001.png …, numbered on from those "
                            "already there (nothing is overwritten)")
    local.add_argument("--channel", default="local", help="the channel this terminal stands for")
    local.add_argument("--manage", action="append", default=[], metavar="NAME",
                       help="this console user has Manage Channels (repeat, or commas between); "
                            "everyone else is a plain member")
    local.add_argument("--web", type=_web_address, metavar="HOST:PORT",
                       help="serve the console's games on the web table (index at http://HOST:PORT/) and "
                            "print a player link for each seated console user")
    local.add_argument("--locale", default="en-US", help="the users' and the server's Discord language, "
                                                          "e.g. es-ES, fr, de or pt-BR (catalogs: "
                                                          f"{', '.join(languages())}; any other: English)")
    demo = sub.add_parser("demo", help="AI seats play a whole game; pictures are written")
    demo.add_argument("title", choices=playable(), help="the game to play")
    demo.add_argument("--players", type=int, default=4, choices=range(1, 5), metavar="N",
                      help="how many AI seats play, 1 to 4 (default 4; 1 is the solo game where the game has "
                           "one, and a title's own range applies)")
    demo.add_argument("--seed", type=int, default=1,
                      help="the seed of the shuffle and of the AI's choices: the same seed plays the same game "
                           "(default 1)")
    demo.add_argument("--expansions", default="",
                      help="Natives: soul-of-the-prairie,seasons,strangers (commas between)")
    demo.add_argument("--out", type=Path, default=Path("demo"),
                      help="folder for the pictures; the demo's own earlier pictures in it (turn-*.png, "
                           "scores.png, replay.webp) are removed first, other files are left alone")
    demo.add_argument("--web", type=_web_address, metavar="HOST:PORT",
                      help="serve the game live on the web table while the AI plays it (index at "
                           "http://HOST:PORT/), until Ctrl-C; no pictures are written")
    demo.add_argument("--replay", action="store_true",
                      help="also write replay.webp, the animated replay of the whole game")
    demo.add_argument("--locale", default="en-US", help="the language of the pictures and the score pad, a "
                                                         "Discord locale as for local (catalogs: "
                                                         f"{', '.join(languages())}; any other: English)")
    ratings = sub.add_parser("ratings", help="the server standings' ratings",
                             description="--rebuild forgets every result and rating and replays every "
                                         "finished game's stored result in the order the games finished, "
                                         "in one transaction (safe beside the running bot).")
    ratings.add_argument("--rebuild", action="store_true", required=True,
                         help="recompute the results and ratings from the stored finished games")
    ratings.add_argument("--db", type=db_target,
                         help="SQLite file or postgresql:// URL (default: CAMPFIRE_DB or campfire.sqlite3)")
    migrate = sub.add_parser("migrate", help="copy every game, log, setting, reminder, result and rating "
                                             "into an empty store",
                             description="e.g. campfire migrate --from campfire.sqlite3 --to "
                                         "postgresql://campfire@localhost/campfire; ids are kept, the "
                                         "target must be empty, the copy is one transaction.")
    migrate.add_argument("--from", dest="source", type=db_target, required=True, metavar="STORE",
                         help="the store to copy: a SQLite file or a postgresql:// URL (it must exist "
                              "and hold Campfire's tables)")
    migrate.add_argument("--to", dest="target", type=db_target, required=True, metavar="STORE",
                         help="the empty store to fill (created and migrated if new)")
    doctor = sub.add_parser("doctor", help="check the token, the database, the fonts and the bot's "
                                           "channel permissions; one line each",
                            description="Exits 0 when every check passes, 1 otherwise. The token is "
                                        "checked by its shape and never printed. A check writes "
                                        "nothing: a database that does not exist is not created, an "
                                        "older one is not upgraded (the line says what `campfire run` "
                                        "will do).")
    doctor.add_argument("--db", type=db_target,
                        help="SQLite file or postgresql:// URL (default: CAMPFIRE_DB or campfire.sqlite3)")
    doctor.add_argument("--offline", action="store_true",
                        help="skip the Discord checks (no network)")
    return parser


def shard_ids(text: str) -> tuple[int, ...]:
    """``--shards``: ids and ranges with commas between, ``0-3`` or ``0,2,5`` or ``0-1,6``."""
    ids: list[int] = []
    for part in text.split(","):
        low, dash, high = part.strip().partition("-")
        if not low.isdigit() or (dash and not high.isdigit()) or len(part) > 12:
            raise argparse.ArgumentTypeError(f"'{text[:40]}' is not a list of shards; write e.g. 0-3 or 0,2,5.")
        first, last = int(low), int(high) if dash else int(low)
        if last < first:
            raise argparse.ArgumentTypeError(f"The range {first}-{last} runs backwards; write {last}-{first}.")
        ids.extend(range(first, last + 1))
    return tuple(ids)


def run_shards(args: argparse.Namespace):
    """The :class:`~bot.discord_app.Shards` of ``campfire run``'s options, or None without them.

    Raises ValueError with the sentence to print when they do not fit together."""
    if args.shards is None and args.shard_count is None:
        return None
    if args.shard_count is None:
        raise ValueError("--shards needs --shard-count, the number of shards of all processes together.")
    from bot.discord_app import Shards

    return Shards(args.shards if args.shards is not None else tuple(range(args.shard_count)), args.shard_count)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        config = settings()
    except ConfigError as exc:
        print(f"campfire: {exc}", file=sys.stderr)
        return 2
    logging.basicConfig(level=config.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        return _command(args, config)
    except StoreUnavailable as exc:    # a garbage file, a missing folder, a newer schema…
        print(f"campfire: {exc}", file=sys.stderr)
        return 2


def _command(args: argparse.Namespace, config) -> int:
    if args.command == "demo":
        from bot.demo import main as demo_main
        from bot.rules import SEAT_RANGE

        low, high = SEAT_RANGE[args.title]
        if not low <= args.players <= high:
            print(f"campfire: {args.title} is for {low} to {high} players.", file=sys.stderr)
            return 2

        expansions = [e.strip() for e in args.expansions.split(",") if e.strip()]
        return demo_main(args.title, args.players, args.seed, args.out,
                         {"expansions": expansions} if expansions else {}, replay=args.replay,
                         web=args.web, lang=language(args.locale))
    if args.command == "local":
        from bot.local import main as local_main

        db_path = args.db or config.db_path
        print(f"campfire: using the {asyncio.run(_describe_store(db_path))}", file=sys.stderr)
        moderators = [name.strip().lstrip("@") for names in args.manage for name in names.split(",")
                      if name.strip()]
        return local_main(db_path, args.out, args.channel, moderators, args.locale, web=args.web)
    if args.command == "doctor":
        from bot.doctor import main as doctor_main

        return doctor_main(config.token, args.db or config.db_path, offline=args.offline)
    if args.command == "migrate":
        from bot.migrate import migrate

        print(f"campfire: {asyncio.run(migrate(args.source, args.target))}")
        return 0
    if args.command == "ratings":
        games = asyncio.run(_rebuild_ratings(args.db or config.db_path))
        print(f"campfire: ratings rebuilt from {games} finished game{'s' * (games != 1)}.")
        return 0
    try:
        shards = run_shards(args)
    except ValueError as exc:
        print(f"campfire: {exc}", file=sys.stderr)
        return 2
    return run_bot(config, shards)


def _web_address(value: str) -> tuple[str, int]:
    from bot.config import web_address

    try:
        return web_address(value, "--web")
    except ConfigError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


async def start_web(bot, config):
    """The web table beside the bot (CAMPFIRE_WEB, bot/web): a web move posts the table to
    its channel as a channel message (cogs.common.post_web_move). Returns its runner."""
    import functools

    from bot.web import open_web
    from bot.web.server import serve
    from cogs.common import post_web_move

    web_table = await open_web(bot.tables, config.public_url, config.web_secret,
                               post=functools.partial(post_web_move, bot), activity=config.activity)
    runner = await serve(web_table, *config.web)
    log.info("the web table listens on %s:%d, linked as %s", *config.web, config.public_url)
    return runner


def run_bot(config, shards=None) -> int:
    """Log in and serve until stopped: one connection, or ``shards`` (a Shards) in this process."""
    if not config.token:
        print("campfire: DISCORD_TOKEN is not set. Put the bot token from the Discord developer "
              "portal (your application > Bot > Reset Token) in the environment or in a .env file "
              "as DISCORD_TOKEN=…", file=sys.stderr)
        return 2
    from bot.discord_app import CannotLogIn, build_bot

    async def runner() -> None:
        # the store is opened before logging in, so a bad file is one sentence and exit 2
        # (raised out of asyncio.run to main), not a traceback in setup_hook
        store = await Store.open(config.db_path)
        try:
            log.info("using the %s", await store.describe())
            if shards is not None:
                log.info("running shards %s of %d", ",".join(map(str, shards.ids)), shards.count)
            bot = build_bot(str(config.db_path), shards, dev_guild=config.dev_guild, store=store,
                            render_processes=config.render_processes, languages=config.languages)
            web_runner = await start_web(bot, config) if config.web else None
            try:
                async with bot:                  # closes the bot, and the store with it
                    await bot.start(config.token)
            finally:
                if web_runner is not None:
                    await web_runner.cleanup()
        finally:
            await store.close()              # harmless when the bot closed it already

    try:
        with contextlib.suppress(KeyboardInterrupt):    # as Client.run does, around our runner
            asyncio.run(runner())
    except CannotLogIn as exc:     # a refused token, no network: one sentence, as doctor says it
        print(f"campfire: {exc}", file=sys.stderr)
        return 2
    return 0


async def _rebuild_ratings(path: Path) -> int:
    """Replay every finished game's result into fresh standings; the number of games."""
    from bot.standings import rebuild

    store = await Store.open(path)
    try:
        return await rebuild(store)
    finally:
        await store.close()


async def _describe_store(path: Path) -> str:
    """Open (creating or migrating) the store once to say which file it is and whether it is new."""
    store = await Store.open(path)
    try:
        return await store.describe()
    finally:
        await store.close()


if __name__ == "__main__":
    raise SystemExit(main())
