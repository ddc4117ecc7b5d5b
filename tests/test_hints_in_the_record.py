"""Hints do not clutter the record (issue 17, point 18): ``/game log`` numbers only moves (a
hint is an unnumbered note, a tutorial's bookkeeping is not shown), the hand-over summary
says a seat's hints once ("Ann asked the AI for 2 hints."), and a hint's numbers say which
kind they are: a change of the score pad now, or the AI's estimate by the end."""

from __future__ import annotations

import re
from pathlib import Path

from fluent.syntax import FluentParser, ast, visitor

from bot import l10n
from bot.present import hints_line, numbered, recap
from tests.discord_harness import CHANNEL_ID, USERS

ANN = USERS["ann"]


async def test_hints_are_said_once_at_the_hand_over_and_are_no_moves_in_the_log(harness):
    tables = harness.bot.tables
    await harness.slash("ann", "game new", title="natives", tutorial=True)
    asked = 0
    posts = []
    for _ in range(40):
        if asked < 2:
            calls = await harness.slash("ann", "game hint")
            assert any(c.private and "The AI would play" in c.content for c in calls)
            asked += 1
        action = (await tables.legal(CHANNEL_ID, ANN))[0]
        posts = [c for c in await harness.slash("ann", "natives act", action=action) if c.posted]
        if posts:
            break
    [post] = posts
    assert post.content.count("Ann asked the AI for 2 hints.") == 1
    assert "asked the AI for a hint" not in post.content
    # the log: moves numbered 1, 2, 3 … (newest first); each hint an unnumbered note; no tutorial rows
    lines: list[str] = []
    for page in (1, 2):
        [reply] = [c for c in await harness.slash("ann", "game log", page=page) if c.content]
        assert reply.private and f"page {page}/2" in reply.content
        lines += reply.content.split("\n")[1:]
    numbers = [int(m[1]) for line in lines if (m := re.match(r"`\s*(\d+)`", line))]
    assert numbers == list(range(len(numbers), 0, -1)), lines
    notes = [line for line in lines if "asked the AI for a hint" in line]
    assert len(notes) == 2 and all(line.startswith("`   `") for line in notes), lines
    assert not any("explain" in line for line in lines)
    row = await tables.current(CHANNEL_ID)
    plays = [e for e in await tables.store.actions(row.id, limit=1000) if e["kind"] == "play"]
    assert max(numbers) == len(plays)


async def test_the_log_and_the_recap_in_spanish(harness):
    await harness.slash("ann", "game new", title="uluk", tutorial=True)
    await harness.slash("ann", "game hint")
    [reply] = [c for c in await harness.slash("ann", "game log", locale="es-ES") if c.content]
    assert "Ann pidió una pista a la IA." in reply.content
    assert l10n.text(hints_line("Ann", 2), "es") == "Ann pidió 2 pistas a la IA."


def test_numbering_and_recap_read_only_moves():
    def entry(seq, kind, seat="Ann", user="1", events=(), undone=False, action="x"):
        return {"seq": seq, "kind": kind, "seat": seat, "user_id": user, "events": list(events),
                "undone": undone, "action": action}
    log = [entry(1, "tutorial", action="explain scout"), entry(2, "hint", events=["Ann asked the AI for a hint."]),
           entry(3, "play", events=["Ann scouts."]), entry(4, "hint", events=["Ann asked the AI for a hint."]),
           entry(5, "play", events=["Ann takes a card."], undone=True), entry(6, "undo", events=["Ann takes back."]),
           entry(7, "play", events=["Ann takes corn."]),
           entry(8, "play", seat="AI 2", user=None, events=["AI 2 waits."])]
    shown = numbered(log)
    assert [(e["seq"], e["number"]) for e in shown] == [(2, None), (3, 1), (4, None), (5, None), (7, 2), (8, 3)]
    assert recap(log) == ["Ann scouts.", "Ann takes corn.", "Ann asked the AI for 2 hints."]


class Reason(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.words: list[str] = []
        self.variables: set[str] = set()

    def visit_TextElement(self, node: ast.TextElement) -> None:  # noqa: N802 - the visitor's names
        self.words.append(node.value)

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
        self.variables.add(node.id.name)


def reasons(lang: str) -> dict[str, Reason]:
    """data/locales/<lang>/hints.ftl: each reason's words and variables."""
    path = Path(__file__).resolve().parent.parent / "data" / "locales" / lang / "hints.ftl"
    out = {}
    for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
        if isinstance(entry, ast.Message):
            out[entry.id.name] = seen = Reason()
            seen.visit(entry)
    return out


def test_a_hints_numbers_say_which_kind_they_are():
    """The issue's hints: "a Turtle man, worth about 11 points to you" (the AI's valuation, which
    counts the native's profession growing) then "scores +2" (the score pad): every prairie
    reason that gives points says whether they are the score pad's change now or the AI's
    estimate by the end, in every language."""
    marks = {"en": ("on your score pad now", "(AI estimate)"),
             "es": ("en tu hoja de puntuación ahora", "(según la IA)"),
             "fr": ("sur ta feuille de score maintenant", "(selon l'IA)"),
             "de": ("auf deinem Wertungsblock", "(KI-Schätzung)"),
             "pt-BR": ("na sua folha de pontuação agora", "(segundo a IA)")}
    assert set(marks) == set(l10n.languages())
    for lang, (pad, estimate) in marks.items():
        checked = 0
        for key, reason in reasons(lang).items():
            if key.split("-")[1] in ("prairie", "inuit") and "points" in reason.variables:
                words = " ".join(" ".join(reason.words).split())
                assert (pad in words) != (estimate in words), (lang, key, words)
                checked += 1
        assert checked >= 15, (lang, checked)
