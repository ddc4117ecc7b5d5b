"""Shared fixtures: the offline Discord bot on a real SQLite file, and both store backends.

The store and table-service tests take ``store_target``: once a SQLite file, once a fresh
schema of a real PostgreSQL server. The server is either ``CAMPFIRE_TEST_POSTGRES`` (a URL
whose user may create schemas) or a private one that each test process starts itself with
the machine's ``initdb``/``pg_ctl`` (Debian's ``postgresql`` package) in a temporary folder,
listening on a Unix socket only, and stops at the end. A machine with neither makes those
tests fail with a sentence saying how to get one; ``pytest --no-postgres`` leaves them out
on purpose (never in CI).
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.discord_app import CampfireBot
from bot.store import Store
from bot.tables import Tables
from tests.discord_harness import Harness
from tests.private_postgres import PostgresUnavailable, PrivatePostgres

NO_SERVER = ("These tests need a PostgreSQL server: install PostgreSQL (apt-get install postgresql) so that "
             "initdb and pg_ctl are found, or set CAMPFIRE_TEST_POSTGRES=postgresql://user@host/db (a user who "
             "may create schemas); `pytest --no-postgres` leaves the PostgreSQL cases out.")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--no-postgres", action="store_true",
                     help="leave out the tests that run against PostgreSQL (they fail without a server)")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "postgres: runs against a real PostgreSQL server (see tests/conftest.py)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not config.getoption("--no-postgres"):
        return
    kept = [item for item in items if item.get_closest_marker("postgres") is None]
    config.hook.pytest_deselected(items=[item for item in items if item not in kept])
    items[:] = kept


# -- the PostgreSQL server -------------------------------------------------------------------------
@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A PostgreSQL server for this test process: ``CAMPFIRE_TEST_POSTGRES``, or a private one."""
    given = os.environ.get("CAMPFIRE_TEST_POSTGRES", "").strip()
    if given:
        yield given
        return
    try:
        server = PrivatePostgres()
    except PostgresUnavailable as problem:
        pytest.fail(f"{problem}: " + NO_SERVER, pytrace=False)
    try:
        yield server.url
    finally:
        server.stop()


def with_search_path(url: str, schema: str) -> str:
    """The URL with ``search_path`` set: asyncpg passes unknown query parameters as settings."""
    return f"{url}{'&' if '?' in url else '?'}search_path={schema}"


@pytest.fixture
async def postgres_schema(postgres_url: str) -> Iterator[str]:
    """A URL of a new, empty schema of the test server (dropped afterwards): one per test, so
    xdist workers and tests never see each other's games."""
    import asyncpg

    schema = f"t_{uuid.uuid4().hex[:16]}"
    admin = await asyncpg.connect(postgres_url)
    try:
        await admin.execute(f"CREATE SCHEMA {schema}")
    finally:
        await admin.close()
    yield with_search_path(postgres_url, schema)
    admin = await asyncpg.connect(postgres_url)
    try:
        await admin.execute(f"DROP SCHEMA {schema} CASCADE")
    finally:
        await admin.close()


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def backend(request: pytest.FixtureRequest) -> str:
    """Which store backend a test runs on: every store and table-service test runs on both."""
    return request.param


@pytest.fixture
def store_target(backend: str, request: pytest.FixtureRequest, tmp_path: Path) -> str | Path:
    """What ``Store.open`` is given: a new SQLite file, or a new PostgreSQL schema's URL."""
    if backend == "postgres":
        return request.getfixturevalue("postgres_schema")
    return tmp_path / "campfire.sqlite3"


@pytest.fixture
async def store(store_target):
    """The store on the backend the test is parametrised over (a module may give its own)."""
    s = await Store.open(store_target)
    yield s
    await s.close()


@pytest.fixture
def tables(store):
    """The table service over ``store``, its seeds fixed."""
    return Tables(store, seed_source=lambda: 1234)


@pytest.fixture
async def harness(tmp_path):
    store = await Store.open(tmp_path / "bot.sqlite3")
    bot = CampfireBot(str(tmp_path / "bot.sqlite3"), sync=False, store=store, background=False)
    bot.tables = Tables(store, seed_source=lambda: 5)   # a known deal: food in the prairie
    await bot._async_setup_hook()   # what login() does first: binds the running loop
    await bot.setup_hook()
    h = Harness(bot)
    h.install()
    yield h
    h.uninstall()
    await store.close()
