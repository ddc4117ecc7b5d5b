"""Find the English sentences the bot can show, in the source, for the translation coverage test.

The scan reads the source with ``ast`` (nothing is imported) and collects, per file, the
string literals and f-strings that become user-facing text:

* refusals: the argument of ``IllegalAction(...)``, ``TableError(...)``, ``SettingError(...)``,
  ``NotationError(...)`` and ``reply_error(interaction, ...)``;
* events and public lines: ``self._log(...)`` (engine log lines, shown in the channel) and, in
  the table service and the cogs, the lines of an ``Outcome``, ``lines.append(...)``,
  ``line = ...``, the text handed to ``send_message`` / ``followup.send`` / ``channel.send``
  and to the cogs' translation helpers (``for_user``, ``for_channel``, ``i18n.translate``).

An f-string becomes a *skeleton*: its literal text with each ``{expr}`` replaced by ``{}``.
A conditional expression gives both branches, ``+`` concatenates, a dict literal indexed
by a key gives each value, ``"...".strip()`` is its string, and a call to a function of the
same module gives what it returns (inside an f-string: when every one of those is a
sentence, ending with a full stop). A name inside an f-string that the same module assigns
from an indexed dict literal (``what = {...}[kind]``) gives those fragments too.

Run ``python -m tests.i18n_scan`` to print every skeleton and whether the Spanish catalog
covers it.
"""

from __future__ import annotations

import ast
import itertools
import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REFUSALS = {"IllegalAction", "TableError", "SettingError", "NotationError"}
SENDERS = {"send_message", "send"}
HOLE = "{}"


@dataclass(frozen=True)
class Found:
    path: str
    line: int
    kind: str            # "refusal" or "line"
    skeleton: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}  [{self.kind}]  {self.skeleton!r}"


def files(patterns: list[str], exclude: tuple[str, ...] = ()) -> list[Path]:
    out: list[Path] = []
    for pattern in patterns:
        out += sorted(p for p in ROOT.glob(pattern) if p.name not in exclude)
    return out


class _Module:
    """One source file: its functions by name (for following ``self._hint(...)`` calls)."""

    def __init__(self, path: Path):
        self.path = path
        self.tree = ast.parse(path.read_text(encoding="utf-8"))
        self.functions: dict[str, ast.FunctionDef | ast.AsyncFunctionDef] = {}
        for node in ast.walk(self.tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                self.functions.setdefault(node.name, node)

    def returned(self, name: str, depth: int) -> list[str] | None:
        fn = self.functions.get(name)
        if fn is None or depth > 3:
            return None
        out: list[str] = []
        for node in ast.walk(fn):
            if isinstance(node, ast.Return) and node.value is not None:
                got = self.skeletons(node.value, depth + 1)
                if got is None:
                    return None
                out += got
        return out or None

    def skeletons(self, node: ast.AST, depth: int = 0) -> list[str] | None:
        """Every text ``node`` may evaluate to, as skeletons; None when it is not literal text."""
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return [node.value]
        if isinstance(node, ast.JoinedStr):
            parts: list[list[str]] = []
            for value in node.values:
                if isinstance(value, ast.Constant):
                    parts.append([str(value.value)])
                else:
                    parts.append([HOLE])
            return ["".join(p) for p in itertools.product(*parts)]
        if isinstance(node, ast.IfExp):
            a, b = self.skeletons(node.body, depth), self.skeletons(node.orelse, depth)
            if a is None and b is None:
                return None
            return (a or [HOLE]) + (b or [HOLE])
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            a, b = self.skeletons(node.left, depth), self.skeletons(node.right, depth)
            if a is None and b is None:
                return None
            return [x + y for x in (a or [HOLE]) for y in (b or [HOLE])]
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Dict):
            out: list[str] = []
            for value in node.value.values:
                got = self.skeletons(value, depth)
                if got is None:
                    return None
                out += got
            return out
        if isinstance(node, ast.Call):
            name = _call_name(node)
            if name == "strip" and isinstance(node.func, ast.Attribute):
                return self.skeletons(node.func.value, depth)
            if name in self.functions:
                got = self.returned(name, depth)
                if got and (depth == 0 or all(s.rstrip().endswith((".", ")")) for s in got)):
                    return got
        return None

    def nested(self, node: ast.AST) -> list[str]:
        """Sentences produced by same-module calls inside an f-string (``{self._hint(step)}``)."""
        out: list[str] = []
        for inner in ast.walk(node):
            if not isinstance(inner, ast.JoinedStr):
                continue
            for value in inner.values:
                if not isinstance(value, ast.FormattedValue):
                    continue
                if isinstance(value.value, ast.Call):
                    got = self.skeletons(value.value, depth=1)
                    if got:
                        out += got
                elif isinstance(value.value, ast.Name):
                    out += self.fragments(value.value.id)
                elif isinstance(value.value, ast.Subscript) and isinstance(value.value.value, ast.Name):
                    out += self.fragments(value.value.value.id, indexed=True)
        return out

    def fragments(self, name: str, indexed: bool = False) -> list[str]:
        """The texts a function-local ``name = {...}[key]`` (or ``name[key]`` with
        ``name = {...}``) may give; module constants (``DISPLAY_NAMES[title]``) are not text."""
        out: list[str] = []
        for node in (n for fn in self.functions.values() for n in ast.walk(fn)):
            if not (isinstance(node, ast.Assign) and len(node.targets) == 1
                    and isinstance(node.targets[0], ast.Name) and node.targets[0].id == name):
                continue
            value = node.value
            if indexed and isinstance(value, ast.Dict):
                value = ast.Subscript(value=value, slice=ast.Constant(None))
            if isinstance(value, ast.Subscript) and isinstance(value.value, ast.Dict):
                out += self.skeletons(value) or []
        return out


def _call_name(node: ast.Call) -> str:
    f = node.func
    if isinstance(f, ast.Name):
        return f.id
    if isinstance(f, ast.Attribute):
        return f.attr
    return ""


def _target_name(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def scan(path: Path, lines: bool = True) -> list[Found]:
    """The user-facing text of one file (``lines``: also events and public lines)."""
    mod = _Module(path)
    rel = str(path.relative_to(ROOT))
    found: list[Found] = []

    def add(expr: ast.AST, kind: str, line: int) -> None:
        inner: list[str] = []
        if isinstance(expr, ast.Call) and _call_name(expr) in mod.functions:   # IllegalAction(self._why())
            for node in ast.walk(mod.functions[_call_name(expr)]):
                if isinstance(node, ast.Return) and node.value is not None:
                    inner += mod.nested(node.value)
        for s in (mod.skeletons(expr) or []) + mod.nested(expr) + inner:
            if re.search(r"[A-Za-z]{2}", s):
                found.append(Found(rel, line, kind, s))

    for node in ast.walk(mod.tree):
        if isinstance(node, ast.Call):
            name = _call_name(node)
            if name in REFUSALS and node.args:
                add(node.args[0], "refusal", node.lineno)
            elif name == "reply_error" and len(node.args) >= 2:
                add(node.args[1], "refusal", node.lineno)
            elif name in ("for_user", "for_channel") and len(node.args) >= 2:
                add(node.args[1], "line", node.lineno)
            elif name == "translate" and node.args:
                add(node.args[0], "line", node.lineno)
            elif not lines:
                continue
            elif name == "_log" and node.args:
                add(node.args[0], "line", node.lineno)
            elif name == "Outcome":
                for kw in node.keywords:
                    if kw.arg in ("public", "private") and isinstance(kw.value, ast.List):
                        for elt in kw.value.elts:
                            add(elt, "line", node.lineno)
            elif node.args and (name == "append" and isinstance(node.func, ast.Attribute)
                                and _target_name(node.func.value) in ("lines", "public", "parts", "text")
                                or name in SENDERS and path.parts[-2] == "cogs"):
                add(node.args[0], "line", node.lineno)
        elif lines and isinstance(node, ast.Assign) and len(node.targets) == 1 and (
                _target_name(node.targets[0]) in ("line", "lines", "parts")):
            value = node.value
            for elt in value.elts if isinstance(value, ast.List) else [value]:
                add(elt, "line", node.lineno)
    unique: dict[tuple[str, str], Found] = {}
    for f in found:
        unique.setdefault((f.kind, f.skeleton), f)
    return list(unique.values())


def covered(skeleton: str, templates: list) -> bool:
    """Whether the catalog (``bot.i18n.Template``s) translates ``skeleton``: a template equal
    to it once its placeholders are holes, one that matches it as it would match the message
    (``Last table: {url}``), or specialisations of it (``Winner{}: {}`` is covered by
    ``Winners: {winners}``)."""
    placeholder = re.compile(r"\{[a-z_][a-z0-9_]*\}")
    if any(placeholder.sub(HOLE, t.english) == skeleton or t.pattern.fullmatch(skeleton) for t in templates):
        return True
    # a hole is filled by plain text or by one placeholder, never by more sentence
    hole = r"(?:[^{}]*|\{[a-z_][a-z0-9_]*\})"
    pattern = re.compile(hole.join(re.escape(p) for p in skeleton.split(HOLE)), re.S)
    return any(pattern.fullmatch(t.english) for t in templates)


if __name__ == "__main__":   # pragma: no cover - a report for people
    import sys

    sys.path.insert(0, str(ROOT))
    from bot import i18n

    templates = i18n.catalog("es").templates
    for path in files(["bot/rules/*.py", "bot/tables.py", "bot/keepalive.py", "bot/reminders.py", "bot/notation.py",
                       "cogs/*.py"], exclude=("uluk.py", "uluk_data.py")):
        for f in scan(path):
            print(("ok  " if covered(f.skeleton, templates) else "MISS") + "  " + str(f))
