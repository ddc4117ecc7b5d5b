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

import glob
import os
import pwd
import shlex
import shutil
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.discord_app import CampfireBot
from bot.store import Store
from bot.tables import Tables
from tests.discord_harness import Harness

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
def _postgres_tool(name: str) -> str | None:
    """``initdb``/``pg_ctl`` on PATH, else in Debian's versioned folder (not on PATH there)."""
    found = shutil.which(name)
    if found:
        return found
    candidates = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"),
                        key=lambda p: int(Path(p).parts[-3]) if Path(p).parts[-3].isdigit() else 0)
    return candidates[-1] if candidates else None


class PrivateServer:
    """A throw-away PostgreSQL cluster in a temporary folder, reached by its Unix socket.

    PostgreSQL refuses to run as root, so as root it runs as the ``postgres`` user that
    Debian's package creates. fsync is off: the data is thrown away with the folder."""

    def __init__(self) -> None:
        initdb, pg_ctl = _postgres_tool("initdb"), _postgres_tool("pg_ctl")
        if not (initdb and pg_ctl):
            pytest.fail(NO_SERVER, pytrace=False)
        self.pg_ctl = pg_ctl
        self.folder = Path(tempfile.mkdtemp(prefix="campfire-pg-"))
        self.as_user: list[str] = []
        if os.geteuid() == 0:
            try:
                owner = pwd.getpwnam("postgres")
            except KeyError:
                pytest.fail("PostgreSQL will not run as root and this machine has no 'postgres' user: "
                            + NO_SERVER, pytrace=False)
            os.chown(self.folder, owner.pw_uid, owner.pw_gid)
            self.as_user = ["runuser", "-u", "postgres", "--"]
        self.data = self.folder / "data"
        self._run(initdb, "-D", str(self.data), "-A", "trust", "-U", "campfire", "--no-sync",
                  "-E", "UTF8", "--locale=C.UTF-8")
        options = (f"-k {self.folder} -c listen_addresses= -c fsync=off -c synchronous_commit=off "
                   f"-c full_page_writes=off -c max_connections=200")
        self._run(pg_ctl, "-D", str(self.data), "-l", str(self.folder / "log"), "-o", options, "-w", "start")
        self.url = f"postgresql://campfire@/postgres?host={self.folder}"
        self._reap_when_this_process_dies()

    def _stop_command(self) -> list[str]:
        return [*self.as_user, self.pg_ctl, "-D", str(self.data), "-m", "immediate", "stop"]

    def _reap_when_this_process_dies(self) -> None:
        """A test process killed outright (a CI timeout, SIGKILL) runs no teardown: a small
        shell waits for it to be gone and then stops the server and removes its folder."""
        script = (f"while kill -0 {os.getpid()} 2>/dev/null; do sleep 1; done; "
                  f"{shlex.join(self._stop_command())} >/dev/null 2>&1; rm -rf {shlex.quote(str(self.folder))}")
        subprocess.Popen(["sh", "-c", script], cwd=self.folder, start_new_session=True,
                         stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def _run(self, *command: str) -> None:
        result = subprocess.run([*self.as_user, *command], capture_output=True, text=True, timeout=60,
                                stdin=subprocess.DEVNULL, cwd=self.folder)   # a folder postgres may enter
        if result.returncode != 0:
            pytest.fail(f"Starting a private PostgreSQL failed ({Path(command[0]).name}: "
                        f"{(result.stderr or result.stdout).strip()[-400:]}); " + NO_SERVER, pytrace=False)

    def stop(self) -> None:
        subprocess.run(self._stop_command(), capture_output=True, timeout=60, stdin=subprocess.DEVNULL,
                       cwd=self.folder)
        shutil.rmtree(self.folder, ignore_errors=True)


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A PostgreSQL server for this test process: ``CAMPFIRE_TEST_POSTGRES``, or a private one."""
    given = os.environ.get("CAMPFIRE_TEST_POSTGRES", "").strip()
    if given:
        yield given
        return
    server = PrivateServer()
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
