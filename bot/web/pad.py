"""The web page's score pad in the reader's language: one row per category, one column per seat.

The rows' names are the ones the pictures' score pad draws (each renderer's words, in every
catalog language), so the page and the picture name a category alike; the lines under the pad
(who won, who resigned) are web-… messages. A renderer whose pad words cannot be read gives
the category's key, spelled out, rather than failing the page.
"""

from __future__ import annotations

import inspect
import logging
from typing import Any

from bot.l10n import Msg, text

log = logging.getLogger("campfire.web")


def row_names(title: str, view: dict[str, Any], lang: str) -> dict[str, str]:
    """category -> its name on the pictures' score pad of ``title``, in ``lang``."""
    from rendering import renderer

    module = renderer(title)
    try:
        if title in ("natives", "inuit"):
            from bot.rules.prairie_theme import theme

            rows = module.score_rows(view, theme(title), lang)
        elif hasattr(module, "score_rows"):      # (a renderer not yet in every language: English)
            speaks = "lang" in inspect.signature(module.score_rows).parameters
            rows = module.score_rows(view, lang) if speaks else module.score_rows(view)
        else:                        # Natera: its rows, each a natera-pic-score-<key> message
            rows = [(key, _natera_row(key, english, lang)) for key, english in module.SCORE_ROWS]
    except Exception:                # the renderer's pad changed: the page keeps its pad, with keys
        log.exception("no score pad words for %s", title)
        return {}
    return {row[0]: row[1] for row in rows}


def _natera_row(key: str, english: str, lang: str) -> str:
    """A Natera row's name in ``lang``; its English picture label while the catalogs lack it."""
    from bot.l10n import MissingMessage

    try:
        return text(Msg.named("natera-pic-score", key), lang, "natera")
    except MissingMessage:
        return english


def score_pad(title: str, view: dict[str, Any], scores: dict[str, dict[str, int]], winners: list[str],
              resigned: list[str], lang: str) -> str:
    """The monospaced pad: the seats' scores by category, then who won and who resigned."""
    if not scores:
        return ""
    names = row_names(title, view, lang)
    seats = list(scores)
    categories = [c for c in next(iter(scores.values())) if c != "total"] + ["total"]
    labels = [names.get(c) or c.replace("-", " ").capitalize() for c in categories]
    width = max(len(label) for label in labels)
    columns = [max(len(s), 4) for s in seats]
    lines = [" " * width + "  " + "  ".join(s.rjust(w) for s, w in zip(seats, columns, strict=True))]
    for category, label in zip(categories, labels, strict=True):
        values = "  ".join(str(scores[s].get(category, "")).rjust(w) for s, w in zip(seats, columns, strict=True))
        lines.append(label.ljust(width) + "  " + values)
    lines.append(text(Msg("web-pad-winners", winners=list(winners)), lang))
    if resigned:
        lines.append(text(Msg("web-pad-resigned", seats=list(resigned)), lang))
    return "\n".join(lines)
