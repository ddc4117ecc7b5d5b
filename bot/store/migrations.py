"""The numbered schema migrations: one list, written in SQLite's dialect, for both backends.

PostgreSQL gets the same scripts through :func:`for_postgres`, a handful of explicit
substitutions (types and SQLite-only table options) and a ``json_valid`` function of its own
so the ``CHECK`` constraints mean the same on both. A migration that cannot be written once
for both has its PostgreSQL text in :data:`POSTGRES_OWN`, under the same number.
"""

from __future__ import annotations

import re

MIGRATIONS: list[str] = [
    # 1: games and their action log
    """
    CREATE TABLE games (
        id             INTEGER PRIMARY KEY,
        guild_id       TEXT,
        channel_id     TEXT NOT NULL,
        title          TEXT NOT NULL,
        host_id        TEXT NOT NULL,
        status         TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
        options        TEXT NOT NULL CHECK (json_valid(options)),
        seats          TEXT NOT NULL CHECK (json_valid(seats)),
        seed           INTEGER NOT NULL,
        state          TEXT CHECK (state IS NULL OR json_valid(state)),
        version        INTEGER NOT NULL DEFAULT 0,
        created_at     REAL NOT NULL,
        updated_at     REAL NOT NULL,
        waiting_since  REAL,
        reminded_at    REAL,
        handover_seq   INTEGER NOT NULL DEFAULT 0,
        message_id     TEXT,
        result         TEXT CHECK (result IS NULL OR json_valid(result))
    );
    CREATE UNIQUE INDEX games_one_open_per_channel
        ON games (channel_id) WHERE status IN ('lobby', 'active');
    CREATE INDEX games_by_guild ON games (guild_id, status);
    CREATE TABLE actions (
        game_id  INTEGER NOT NULL REFERENCES games (id),
        seq      INTEGER NOT NULL,
        user_id  TEXT,
        seat     TEXT NOT NULL,
        action   TEXT NOT NULL,
        events   TEXT NOT NULL CHECK (json_valid(events)),
        at       REAL NOT NULL,
        PRIMARY KEY (game_id, seq)
    ) WITHOUT ROWID;
    """,
    # 2: reminders, stalled seats, nudges, undo, players' own settings
    """
    ALTER TABLE games ADD COLUMN remind_time TEXT DEFAULT '18:00';
    ALTER TABLE games ADD COLUMN remind_tz TEXT NOT NULL DEFAULT 'UTC';
    ALTER TABLE games ADD COLUMN remind_min_wait REAL NOT NULL DEFAULT 43200;
    ALTER TABLE games ADD COLUMN stall_after INTEGER NOT NULL DEFAULT 7;
    ALTER TABLE games ADD COLUMN next_reminder_at REAL;
    ALTER TABLE games ADD COLUMN reminder_slot REAL;
    ALTER TABLE games ADD COLUMN reminded_users TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(reminded_users));
    ALTER TABLE games ADD COLUMN unanswered INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN stalled_at REAL;
    ALTER TABLE games ADD COLUMN nudged_at REAL;
    CREATE INDEX games_due ON games (next_reminder_at) WHERE status = 'active';
    ALTER TABLE actions ADD COLUMN kind TEXT NOT NULL DEFAULT 'play';
    ALTER TABLE actions ADD COLUMN undoable INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE actions ADD COLUMN undone INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE players (
        user_id      TEXT PRIMARY KEY,
        deliver      TEXT NOT NULL DEFAULT 'channel' CHECK (deliver IN ('channel', 'dm', 'both')),
        tz           TEXT NOT NULL DEFAULT 'UTC',
        quiet_start  TEXT,
        quiet_end    TEXT,
        away_until   REAL
    ) WITHOUT ROWID;
    """,
    # 3: the reminder outbox: a reminder is recorded as pending, sent, then marked sent;
    #    a pending one is sent again (same nonce) after a crash between the two
    """
    CREATE TABLE reminder_outbox (
        id          INTEGER PRIMARY KEY,
        game_id     INTEGER NOT NULL REFERENCES games (id),
        nonce       TEXT NOT NULL UNIQUE,
        channel     TEXT NOT NULL CHECK (json_valid(channel)),
        direct      TEXT NOT NULL CHECK (json_valid(direct)),
        waited      REAL NOT NULL,
        stalled     INTEGER NOT NULL DEFAULT 0,
        created_at  REAL NOT NULL,
        attempts    INTEGER NOT NULL DEFAULT 0,
        status      TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dropped')),
        done_at     REAL
    );
    CREATE INDEX reminder_outbox_pending ON reminder_outbox (id) WHERE status = 'pending';
    """,
    # 4: the server's standings (bot/standings.py): one row per seat of every finished game,
    #    written in the transaction that finishes it, and the ratings kept from those rows.
    #    guild_id is '' outside a server; player is the user id, or 'ai:<title>' for AI seats.
    """
    CREATE TABLE results (
        game_id      INTEGER NOT NULL REFERENCES games (id),
        seat         TEXT NOT NULL,
        guild_id     TEXT NOT NULL,
        title        TEXT NOT NULL,
        player       TEXT NOT NULL,
        user_id      TEXT,
        place        INTEGER NOT NULL,
        won          INTEGER NOT NULL,
        score        INTEGER,
        resigned     INTEGER NOT NULL,
        finished_at  REAL NOT NULL,
        PRIMARY KEY (game_id, seat)
    ) WITHOUT ROWID;
    CREATE INDEX results_by_player ON results (guild_id, player, finished_at);
    CREATE INDEX results_by_title ON results (guild_id, title, finished_at);
    CREATE TABLE ratings (
        guild_id  TEXT NOT NULL,
        title     TEXT NOT NULL,
        player    TEXT NOT NULL,
        name      TEXT NOT NULL,
        mu        REAL NOT NULL,
        sigma     REAL NOT NULL,
        games     INTEGER NOT NULL,
        PRIMARY KEY (guild_id, title, player)
    ) WITHOUT ROWID;
    """,
    # 5: when a sweep last claimed a pending reminder: another process's sweep leaves it alone
    #    while the claimer is sending it (REMINDER_LEASE_S), and retries it after a crash
    """
    ALTER TABLE reminder_outbox ADD COLUMN claimed_at REAL;
    UPDATE reminder_outbox SET claimed_at = created_at WHERE status = 'pending';
    """,
    # 6: the table's own settings (hints off, the tutorial's learner and language) in a column of
    #    their own, no longer inside the engine's options; a row written before keeps them in
    #    options["table"], which reading it moves here (rows.game_from_row), and saving it writes so
    """
    ALTER TABLE games ADD COLUMN settings TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings));
    """,
    # 7: the web table (bot/web): the secret its links are signed with, made once and shared by
    #    every process on the store, and each user's link generation (``/game web revoke:true``
    #    raises it: every link signed with an older one stops working)
    """
    CREATE TABLE web_secret (
        id      INTEGER PRIMARY KEY CHECK (id = 1),
        secret  TEXT NOT NULL
    );
    CREATE TABLE web_links (
        user_id     TEXT PRIMARY KEY,
        generation  INTEGER NOT NULL
    ) WITHOUT ROWID;
    """,
    # 8: PostgreSQL's json_valid reads its text as json, not jsonb (POSTGRES_OWN); nothing on SQLite
    """
    -- SQLite's json_valid is its own
    """,
]

# PostgreSQL's json_valid(): SQLite's, so that the CHECKs above hold there too. The text is
# parsed as ``json`` (checked, kept as text), not converted to ``jsonb``: a table's state of
# 3.3 KB took 47.8 us of the server's CPU as jsonb, 10.6 as json, and an UPDATE of a game
# checks its six JSON columns (issue 19: PostgreSQL at 500 moves/s). json also accepts what
# SQLite's json_valid accepts and jsonb refuses ("\u0000" in a string).
JSON_VALID_FUNCTION = """
CREATE OR REPLACE FUNCTION json_valid(value text) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
    PERFORM value::json;
    RETURN true;
EXCEPTION WHEN others THEN
    RETURN false;
END $$
"""

# PostgreSQL's own text of a migration, by its number, where the shared one cannot serve.
POSTGRES_OWN: dict[int, str] = {8: JSON_VALID_FUNCTION}

# Run on PostgreSQL before the first migration: SQLite's json_valid(), so the CHECKs above hold
# there too; and the table that plays the part of SQLite's ``PRAGMA user_version``.
POSTGRES_PREAMBLE = JSON_VALID_FUNCTION + """;
CREATE TABLE IF NOT EXISTS campfire_schema (version INTEGER NOT NULL);
"""

# SQLite's word -> PostgreSQL's, in this order (the rowid key before the plain INTEGER):
#  * INTEGER PRIMARY KEY is SQLite's auto-numbered row id: an identity column that still
#    accepts explicit ids (``campfire migrate`` copies them);
#  * REAL is 8 bytes in SQLite but 4 in PostgreSQL, too coarse for epoch seconds;
#  * INTEGER is 8 bytes in SQLite (seeds, ids), 4 in PostgreSQL;
#  * WITHOUT ROWID is a SQLite storage choice with no PostgreSQL meaning.
_POSTGRES_WORDS = [
    (r"\bINTEGER PRIMARY KEY\b", "BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY"),
    (r"\bREAL\b", "DOUBLE PRECISION"),
    (r"\bINTEGER\b", "BIGINT"),
    (r"\)\s*WITHOUT ROWID", ")"),
]


def for_postgres(script: str, number: int | None = None) -> str:
    """A migration script in PostgreSQL's dialect (see ``_POSTGRES_WORDS``); migration
    ``number``'s own text (:data:`POSTGRES_OWN`) when it has one."""
    if number in POSTGRES_OWN:
        return POSTGRES_OWN[number]
    for pattern, replacement in _POSTGRES_WORDS:
        script = re.sub(pattern, replacement, script)
    return script


def statements(script: str) -> list[str]:
    """The statements of a migration script (none of ours has a ';' inside a statement)."""
    return [s.strip() for s in script.split(";") if s.strip()]
