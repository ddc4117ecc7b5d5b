"""What an installed Campfire holds: every data file the code reads ships in the wheel.

``pip install -e .`` (the tests, the CI) reads the source tree, so a file that
``[tool.setuptools.package-data]`` does not name works here and is missing from a real install
(it happened: the French, German and Portuguese rule extracts in data/rules/<lang>/, and the
Activity's vendored SDK in bot/web/static/vendor/). This compares the tracked files of each
package with what the globs of pyproject.toml take.
"""

from __future__ import annotations

import glob
import subprocess
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SETUP = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]


def tracked(folder: Path) -> set[str]:
    listed = subprocess.run(["git", "ls-files", "--", str(folder)], cwd=ROOT, capture_output=True,
                            text=True, check=True).stdout.split()
    return {name for name in listed if not name.endswith(".py") and not Path(name).name.startswith(".")}


@pytest.mark.skipif(not (ROOT / ".git").exists(), reason="not a git checkout")
@pytest.mark.parametrize("package", SETUP["packages"])
def test_every_data_file_of_a_package_is_in_its_package_data(package):
    folder = ROOT / package.replace(".", "/")
    inner = {p.replace(".", "/") for p in SETUP["packages"] if p.startswith(package + ".")}
    files = {f for f in tracked(folder) if not any(f.startswith(sub + "/") for sub in inner)}
    taken = {str(Path(name).relative_to(ROOT)) for pattern in SETUP.get("package-data", {}).get(package, [])
             for name in glob.glob(str(folder / pattern))}
    assert files <= taken, sorted(files - taken)
