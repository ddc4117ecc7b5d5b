"""Configuration from the environment (a ``.env`` file in the working directory is read).

=====================  ===========================================================
``DISCORD_TOKEN``      the bot's token (Discord developer portal, Bot tab); required
                       by ``campfire run`` only
``CAMPFIRE_DB``        the SQLite file, or a ``postgresql://`` URL (README,
                       "PostgreSQL"); default ``campfire.sqlite3`` in the working
                       directory. Its folder must exist (a typo must not start an
                       empty store somewhere new); ``campfire run``/``local`` say at
                       start-up which file they use and whether it is new
``CAMPFIRE_DEV_GUILD`` a server id: commands are synced there instantly instead of
                       globally (global sync can take up to an hour to show)
``CAMPFIRE_LOG``       log level, default ``INFO``
``CAMPFIRE_RENDER_``   how many processes draw the pictures (default 1; 0 draws in
``PROCESSES``          threads of the bot's own process). Pillow's drawing holds
                       Python's interpreter lock, so pictures drawn in threads slow
                       every command of a busy bot (bench/bench_load.py)
``CAMPFIRE_LANGUAGES`` the catalog languages the bot and its render processes build
                       at start-up, comma-separated (default ``en``; ``all``: every
                       one), e.g. ``en,es`` for a Spanish server: each costs ~7 MB
                       per process. Any other is still shown, built at its first use
                       (~80 ms a title, once per process; bot.l10n.warm_up)
``CAMPFIRE_WEB``       ``HOST:PORT`` the web table (bot/web) listens on, e.g.
                       ``127.0.0.1:8080`` behind a proxy; unset: no web table
``CAMPFIRE_PUBLIC_``   the address players reach it at (``https://…``), which the
``URL``                bot's links start with; required with ``CAMPFIRE_WEB``
``CAMPFIRE_WEB_``      the secret the web links are signed with; unset, one is
``SECRET``             made and kept in the store (shared by every process)
``CAMPFIRE_CLIENT_ID`` the application's id and OAuth2 secret (Developer Portal):
``CAMPFIRE_CLIENT_``   with both set, the web table is also a Discord Activity
``SECRET``             (bot/web/activity.py, README "Inside Discord"); the secret
                       never leaves the bot's web server
=====================  ===========================================================
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dotenv import load_dotenv

DEFAULT_DB = "campfire.sqlite3"


@dataclass(frozen=True)
class Settings:
    token: str | None
    db_path: Path | str             # a SQLite file, or a postgresql:// URL
    dev_guild: int | None
    log_level: str
    render_processes: int = 1
    languages: tuple[str, ...] | None = ("en",)    # warmed at start-up; None: every catalog language
    web: tuple[str, int] | None = None     # where the web table listens (bot/web); None: off
    public_url: str | None = None          # what its links start with
    web_secret: str | None = None          # None: the store's own (Store.web_secret)
    activity: Any = None                   # bot.web.activity.ActivityConfig, or None: no Activity


def db_target(value: str) -> Path | str:
    """A SQLite file's path, or a ``postgresql://`` URL kept as text (a Path would fold its ``//``)."""
    return value if value.startswith(("postgresql://", "postgres://")) else Path(value)


class ConfigError(ValueError):
    """A setting is missing or malformed; the message says exactly what to set."""


def default_render_processes() -> int:
    """One drawing process per core, up to 4: with pictures on, the drawing is what a busy
    bot waits for (bench/bench_load.py at 50 moves/s on 2 cores: the picture posted after
    p50 2.4 s with one process, 0.18 s with two). They are forked from one warmed fork server
    and share its pages: each costs ~100 MB of its own (PSS) after an evening of every title
    in five languages (``python bench/bench_memory.py --whole --warm all``)."""
    return max(1, min(4, os.cpu_count() or 1))


def warm_languages(value: str) -> tuple[str, ...] | None:
    """``CAMPFIRE_LANGUAGES`` as catalog languages (``es-ES`` is ``es``), None for ``all``;
    refused in one sentence when a name is no catalog language.

    >>> warm_languages("en, es-ES"), warm_languages("all")
    (('en', 'es'), None)
    """
    from bot import l10n

    names = [name.strip() for name in value.split(",") if name.strip()]
    if not names:
        return (l10n.ENGLISH,)
    if [name.lower() for name in names] == ["all"]:
        return None
    chosen = []
    for name in names:
        lang = l10n.language(name)
        if lang.lower() != name.lower() and lang.lower() != name.split("-")[0].lower():
            raise ConfigError(f"CAMPFIRE_LANGUAGES names {name[:20]!r}, which is no catalog language: "
                              f"choose among {', '.join(l10n.languages())}, or all.")
        if lang not in chosen:
            chosen.append(lang)
    return tuple(chosen)


def web_address(value: str, what: str = "CAMPFIRE_WEB") -> tuple[str, int]:
    """``HOST:PORT`` as (host, port), refused in one sentence when it is not one."""
    host, _, port = value.strip().rpartition(":")
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ConfigError(f"{what} must be HOST:PORT, e.g. 127.0.0.1:8080, not {value[:40]!r}.")
    return host.strip("[]"), int(port)


def settings(env: dict[str, str] | None = None) -> Settings:
    if env is None:
        load_dotenv(Path.cwd() / ".env")
        env = dict(os.environ)
    guild = env.get("CAMPFIRE_DEV_GUILD", "").strip()
    if guild and not guild.isdigit():
        raise ConfigError(f"CAMPFIRE_DEV_GUILD must be a server id (digits), not {guild!r}.")
    default = str(default_render_processes())
    processes = env.get("CAMPFIRE_RENDER_PROCESSES", default).strip() or default
    if not processes.isdigit() or int(processes) > 16:
        raise ConfigError(f"CAMPFIRE_RENDER_PROCESSES must be a number from 0 to 16, not {processes[:20]!r}.")
    web = env.get("CAMPFIRE_WEB", "").strip()
    public_url = env.get("CAMPFIRE_PUBLIC_URL", "").strip().rstrip("/")
    if web and not public_url.startswith(("https://", "http://")):
        raise ConfigError("CAMPFIRE_WEB needs CAMPFIRE_PUBLIC_URL, the address players open "
                          "(https://…), for the links the bot gives.")
    activity = None
    if web:       # the Activity is the web table inside Discord: checked now, refused in one sentence
        from bot.web.activity import ActivityConfig

        activity = ActivityConfig.from_env(env)
    return Settings(
        token=env.get("DISCORD_TOKEN", "").strip() or None,
        db_path=db_target(env.get("CAMPFIRE_DB", "").strip() or DEFAULT_DB),
        dev_guild=int(guild) if guild else None,
        log_level=env.get("CAMPFIRE_LOG", "INFO").strip().upper() or "INFO",
        render_processes=int(processes),
        languages=warm_languages(env.get("CAMPFIRE_LANGUAGES", "")),
        web=web_address(web) if web else None,
        public_url=public_url or None,
        web_secret=env.get("CAMPFIRE_WEB_SECRET", "").strip() or None,
        activity=activity,
    )
