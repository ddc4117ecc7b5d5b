"""The Fluent catalogs against the code: every message the code says is in English, every
English message is said by the code (or by another message), and every language holds every
English message with the same variables (docs/ARCHITECTURE.md, "Languages").

The ids the code uses are found by reading the source for ``Msg("id"`` — keep ids literal
where messages are made. Run alone: ``python -m pytest -q -n 0 tests/test_l10n_catalogs.py``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor

from bot import l10n

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "data" / "locales"
SOURCES = [p for folder in ("bot", "cogs", "rendering") for p in (ROOT / folder).rglob("*.py")]
MSG_ID = re.compile(r"""\bMsg\(\s*["']([a-z0-9][a-z0-9-]*)["']""")
FAMILY = re.compile(r"""\bMsg\.named\(\s*["']([a-z0-9][a-z0-9-]*)["']""")   # ids chosen by data


def used_ids() -> dict[str, list[str]]:
    """id -> the source files that make it."""
    found: dict[str, list[str]] = {}
    for path in SOURCES:
        for m in MSG_ID.finditer(path.read_text(encoding="utf-8")):
            found.setdefault(m[1], []).append(str(path.relative_to(ROOT)))
    return found


class Entries(visitor.Visitor):
    """What one entry of a catalog uses: variables, messages and terms it refers to."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.messages: set[str] = set()
        self.terms: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802 - the visitor's names
        self.variables.add(node.id.name)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:  # noqa: N802
        self.messages.add(node.id.name)

    def visit_TermReference(self, node: ast.TermReference) -> None:  # noqa: N802
        self.terms.add(node.id.name)
        self.generic_visit(node)


def parse(path: Path) -> dict[str, tuple[ast.Message | ast.Term, Entries]]:
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    junk = [e for e in resource.body if isinstance(e, ast.Junk)]
    assert not junk, f"{path.relative_to(ROOT)} does not parse: {junk[0].content[:200]!r}"
    out: dict[str, tuple[ast.Message | ast.Term, Entries]] = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message | ast.Term):
            key = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
            assert key not in out, f"{path.relative_to(ROOT)} defines {key} twice"
            seen = Entries()
            seen.visit(entry)
            out[key] = (entry, seen)
    return out


def catalog(lang: str) -> dict[str, dict[str, tuple[ast.Message | ast.Term, Entries]]]:
    """domain -> its entries, for one language."""
    return {p.stem: parse(p) for p in sorted((LOCALES / lang).glob("*.ftl"))}


LANGS = [d.name for d in sorted(LOCALES.iterdir()) if d.is_dir()]
TRANSLATIONS = [lang for lang in LANGS if lang != l10n.ENGLISH]


def test_the_runtime_offers_the_languages_with_a_common_catalog():
    """A folder is a language for the readers once it has common.ftl; one with only titles'
    files is a language in progress (the next test lists what it lacks)."""
    assert l10n.languages()[0] == "en"
    assert set(l10n.languages()) == {lang for lang in LANGS if (LOCALES / lang / "common.ftl").is_file()}


def test_every_message_the_code_makes_is_in_the_english_catalog():
    english = {key for entries in catalog("en").values() for key in entries}
    missing = {i: files for i, files in used_ids().items() if i not in english}
    assert not missing, f"ids the code uses that data/locales/en/*.ftl lacks: {missing}"


def families() -> set[str]:
    return {m[1] for path in SOURCES for m in FAMILY.finditer(path.read_text(encoding="utf-8"))}


def test_every_english_message_is_used():
    used = set(used_ids())
    named = families()
    domains = catalog("en")
    referenced = {name for entries in domains.values() for _, seen in entries.values()
                  for name in seen.messages | {"-" + t for t in seen.terms}}
    unused = sorted(f"{domain}.ftl: {key}" for domain, entries in domains.items() for key in entries
                    if key not in used and key not in referenced
                    and not any(key.startswith(family + "-") for family in named))
    assert not unused, f"messages nobody uses (remove them, or use them): {unused}"


def test_ids_are_unique_in_each_titles_bundle():
    """A title's bundle reads common.ftl and its own files (data/locales/domains.toml): an id
    defined twice among them would hide one."""
    domains = catalog("en")
    for title in ("natives", "inuit", "uluk", "natera", "wendake"):
        seen: dict[str, str] = {}
        for domain in l10n.domains(title):
            for key in domains.get(domain, {}):
                assert key not in seen, f"{key} is in both {seen[key]}.ftl and {domain}.ftl"
                seen[key] = domain


def _derived(name: str, english: set[str]) -> bool:
    """``card_gender`` from ``card`` (a nested message's attribute), ``seats_count`` from ``seats``."""
    return any(name.startswith(base + "_") for base in english)


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_every_language_has_every_english_message_with_its_variables(lang):
    english, other = catalog("en"), catalog(lang)
    problems = []
    for domain, entries in english.items():
        theirs = other.get(domain, {})
        for key, (entry, seen) in entries.items():
            if key not in theirs:
                problems.append(f"{lang}/{domain}.ftl lacks {key}")
                continue
            their_entry, their_seen = theirs[key]
            needs = {v for v in seen.variables if not _derived(v, seen.variables - {v})}
            # a language may read an argument through one of its attributes only (French
            # elides: $res_partitive "de l'uluk" where the English says $res)
            lost = {v for v in needs - their_seen.variables
                    if not any(u.startswith(v + "_") for u in their_seen.variables)}
            extra = {v for v in their_seen.variables - seen.variables if not _derived(v, seen.variables)}
            if lost:
                problems.append(f"{lang}/{domain}.ftl {key} leaves out {sorted(lost)}")
            if extra:
                problems.append(f"{lang}/{domain}.ftl {key} uses {sorted(extra)}, which the English has not")
            attrs = {a.id.name for a in entry.attributes}
            if not isinstance(entry, ast.Term) and attrs - {a.id.name for a in their_entry.attributes}:
                problems.append(f"{lang}/{domain}.ftl {key} lacks attributes {sorted(attrs)}")
        for key in set(theirs) - set(entries):
            if not key.startswith("-"):      # a language's own terms (a word's gender) are its own
                problems.append(f"{lang}/{domain}.ftl has {key}, which the English has not")
    for domain in set(other) - set(english):
        problems.append(f"{lang}/{domain}.ftl has no English file")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_formats_without_errors(lang):
    """Each message made with its English variables filled (numbers 1 and 5: two plural
    forms): no reference error, no unknown term."""
    for domain, entries in catalog("en").items():
        title = None if domain == l10n.COMMON else next(
            (t for t in ("natives", "inuit", "uluk", "natera", "wendake") if domain in l10n.domains(t)), domain)
        bundle = l10n.bundle(lang, title)
        for key, (_, seen) in entries.items():
            if key.startswith("-") or not bundle.has_message(key):
                continue
            for n in (1, 5):
                args = {v: n for v in seen.variables}
                message = bundle.get_message(key)
                _, errors = bundle.format_pattern(message.value, args)
                errors = [e for e in errors if "Unknown external" not in str(e)]   # derived ones
                assert not errors, (lang, key, errors)
