"""Text for people: score tables, status lines, button labels, help and rules.

Shared by the Discord cogs and the console so that both say the same thing.
"""

from __future__ import annotations

import importlib
import time
from typing import Any

from bot.rules import DISPLAY_NAMES, ENGINES
from data import load

EXPANSION_NAMES = {
    "soul-of-the-prairie": "Soul of the Prairie",
    "seasons": "Seasons",
    "strangers": "Strangers",
}

CATEGORY_NAMES = {
    "natives": "Natives in own tribe",
    "others": "Own colour in other tribes",
    "food": "Food",
    "scalps": "Scalps",
    "rituals": "Rituals",
    "totems": "Totems",
    "total": "Total",
}


def category_names(title: str | None) -> dict[str, str]:
    """Score-pad row names: the title's own words (data/help.toml) over the defaults."""
    names = dict(CATEGORY_NAMES)
    if title:
        names.update(load("help").get(title, {}).get("categories", {}))
    return names


def score_table(scores: dict[str, dict[str, int]], winners: list[str], title: str | None = None,
                names: dict[str, str] | None = None) -> str:
    """A monospaced score pad: one row per category, one column per seat.

    ``names`` overrides the row names (the Spanish pad passes its own).
    """
    seats = list(scores)
    categories = [c for c in next(iter(scores.values())) if c != "total"] + ["total"]
    known = {**category_names(title), **(names or {})}
    labels = [known.get(c, c.replace("-", " ").capitalize()) for c in categories]
    width = max(len(n) for n in labels)
    cols = [max(len(s), 4) for s in seats]
    lines = [" " * width + "  " + "  ".join(s.rjust(w) for s, w in zip(seats, cols, strict=True))]
    for cat, label_ in zip(categories, labels, strict=True):
        row = "  ".join(str(scores[s][cat]).rjust(w) for s, w in zip(seats, cols, strict=True))
        lines.append(label_.ljust(width) + "  " + row)
    lines.append("Winner" + ("s" if len(winners) > 1 else "") + ": " + ", ".join(winners))
    return "\n".join(lines)


def ago(seconds: float) -> str:
    """'3 h 5 min', '2 days 4 h', '40 s'."""
    seconds = max(0, int(seconds))
    days, rest = divmod(seconds, 86400)
    hours, rest = divmod(rest, 3600)
    minutes = rest // 60
    if days:
        return f"{days} day{'s' * (days > 1)} {hours} h"
    if hours:
        return f"{hours} h {minutes} min"
    if minutes:
        return f"{minutes} min"
    return f"{seconds} s"


def status_line(view: dict[str, Any], waiting_since: float | None, now: float | None = None) -> str:
    title = DISPLAY_NAMES.get(view["title"], view["title"])
    if view.get("over"):
        winners = view.get("result", {}).get("winners") or view.get("winners") or []
        return f"{title}: the game is over. Winner{'s' * (len(winners) > 1)}: {', '.join(winners)}."
    waiting = ", ".join(view["awaiting"]) or "nobody"
    since = ""
    if waiting_since is not None:
        since = f" for {ago((now or time.time()) - waiting_since)}"
    expansions = (view.get("options") or {}).get("expansions") or []
    if expansions:
        title += " (" + ", ".join(EXPANSION_NAMES.get(e, e) for e in expansions) + ")"
    if "season" in view and "seasons" in view:
        progress = f"season {view['season']} of {view['seasons']}"
    else:
        progress = f"round {view.get('round', '?')}"
    return f"{title}, {progress}: waiting for {waiting}{since}."


def label(title: str, action: str) -> str:
    """A button label for an action: the notation with card names spelled out."""
    if title not in ("natives", "inuit"):
        return action[:80]
    from bot.rules.prairie_theme import theme

    th = theme(title)
    words = []
    for word in action.split(" "):
        if word in th.all_cards:
            words.append(th.card(word).name)
        elif word in th.profession_ids:
            words.append(th.profession(word).name.lower())
        else:
            words.append(word)
    text = " ".join(words)
    return (text[:1].upper() + text[1:])[:80]


def notation(title: str) -> str:
    """The engine module's docstring: its action notation, as /game help shows it."""
    module = importlib.import_module(ENGINES[title].__module__)
    return (module.__doc__ or "").strip()


def rules_summary(title: str) -> str:
    return load("help")[title]["rules"].strip()


def help_text(title: str) -> str:
    return load("help")[title]["commands"].strip()
