"""A throw-away PostgreSQL cluster in a temporary folder, reached by its Unix socket: the test
session's server (``tests/conftest.py``) and the load bench's (``bench/bench_load.py --postgres``).

It uses the machine's ``initdb``/``pg_ctl`` (Debian's ``postgresql`` package). PostgreSQL refuses
to run as root, so as root it runs as the ``postgres`` user that Debian's package creates. The
tests want it fast (``durable=False``: fsync off, the data is thrown away with the folder); the
bench wants commits to cost what they cost in use (``durable=True``).
"""

from __future__ import annotations

import glob
import os
import pwd
import shlex
import shutil
import subprocess
import tempfile
from pathlib import Path


class PostgresUnavailable(RuntimeError):
    """The machine cannot start a private server (no tools, no ``postgres`` user, a failed start)."""


def postgres_tool(name: str) -> str | None:
    """``initdb``/``pg_ctl`` on PATH, else in Debian's versioned folder (not on PATH there)."""
    found = shutil.which(name)
    if found:
        return found
    candidates = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"),
                        key=lambda p: int(Path(p).parts[-3]) if Path(p).parts[-3].isdigit() else 0)
    return candidates[-1] if candidates else None


class PrivatePostgres:
    """Started on construction (``url`` reaches it), stopped and removed by :meth:`stop`, or by
    a small reaper once this process is gone (a killed process runs no teardown)."""

    def __init__(self, durable: bool = False) -> None:
        initdb, pg_ctl = postgres_tool("initdb"), postgres_tool("pg_ctl")
        if not (initdb and pg_ctl):
            raise PostgresUnavailable("PostgreSQL's initdb and pg_ctl are not on this machine")
        self.pg_ctl = pg_ctl
        self.folder = Path(tempfile.mkdtemp(prefix="campfire-pg-"))
        self.as_user: list[str] = []
        if os.geteuid() == 0:
            try:
                owner = pwd.getpwnam("postgres")
            except KeyError:
                raise PostgresUnavailable("PostgreSQL will not run as root and this machine has "
                                          "no 'postgres' user") from None
            os.chown(self.folder, owner.pw_uid, owner.pw_gid)
            self.as_user = ["runuser", "-u", "postgres", "--"]
        self.data = self.folder / "data"
        self._run(initdb, "-D", str(self.data), "-A", "trust", "-U", "campfire",
                  *([] if durable else ["--no-sync"]), "-E", "UTF8", "--locale=C.UTF-8")
        options = f"-k {self.folder} -c listen_addresses= -c max_connections=200"
        if not durable:
            options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        self._run(pg_ctl, "-D", str(self.data), "-l", str(self.folder / "log"), "-o", options, "-w", "start")
        self.url = f"postgresql://campfire@/postgres?host={self.folder}"
        self._reap_when_this_process_dies()

    def _stop_command(self) -> list[str]:
        return [*self.as_user, self.pg_ctl, "-D", str(self.data), "-m", "immediate", "stop"]

    def _reap_when_this_process_dies(self) -> None:
        script = (f"while kill -0 {os.getpid()} 2>/dev/null; do sleep 1; done; "
                  f"{shlex.join(self._stop_command())} >/dev/null 2>&1; rm -rf {shlex.quote(str(self.folder))}")
        subprocess.Popen(["sh", "-c", script], cwd=self.folder, start_new_session=True,
                         stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def _run(self, *command: str) -> None:
        result = subprocess.run([*self.as_user, *command], capture_output=True, text=True, timeout=120,
                                stdin=subprocess.DEVNULL, cwd=self.folder)   # a folder postgres may enter
        if result.returncode != 0:
            raise PostgresUnavailable(f"starting a private PostgreSQL failed ({Path(command[0]).name}: "
                                      f"{(result.stderr or result.stdout).strip()[-400:]})")

    def stop(self) -> None:
        subprocess.run(self._stop_command(), capture_output=True, timeout=120, stdin=subprocess.DEVNULL,
                       cwd=self.folder)
        shutil.rmtree(self.folder, ignore_errors=True)
