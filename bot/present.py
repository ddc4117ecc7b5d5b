"""Text for people: score tables, status lines, button labels, help and rules.

Shared by the Discord cogs and the console so that both say the same thing.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from bot import l10n
from bot.l10n import ENGLISH, Msg
from bot.rules import DISPLAY_NAMES, Game, title_msg
from data import load

EXPANSION_NAMES = {
    "soul-of-the-prairie": "Soul of the Prairie",
    "seasons": "Seasons",
    "strangers": "Strangers",
    "nuclear-discovery": "Nuclear Discovery",     # Natera's
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


def category_msg(title: str | None, key: str) -> Msg | str:
    """A score-pad row's name as a message: the title's own (``category-inuit-natives``:
    "Inuit in own village") before the shared one (``category-natives``); a row no catalog
    names is its key in words ("Lower 1")."""
    english = l10n.bundle(ENGLISH)
    for name in ([f"{title}-{key}"] if title else []) + [key]:
        if english.has_message(f"category-{name}"):
            return Msg.named("category", name)
    return key.replace("-", " ").capitalize()


def score_table(scores: dict[str, dict[str, int]], winners: list[str], title: str | None = None,
                names: dict[str, str] | None = None, note: str | Msg = "",
                resigned: list[str] | tuple[str, ...] = (), lang: str = ENGLISH) -> str:
    """A monospaced score pad in ``lang``: one row per category, one column per seat, the winners.

    ``names`` overrides the row names; ``note`` is
    why the winners won when the totals did not say it (a tie-break, see :func:`tie_msg`);
    ``resigned`` seats get their own line, since they could not win whatever they scored.
    """
    seats = list(scores)
    categories = [c for c in next(iter(scores.values())) if c != "total"] + ["total"]
    if names is None:
        labels = [l10n.text(category_msg(title, c), lang) for c in categories]
    else:
        known = {**category_names(title), **names}
        labels = [known.get(c, c.replace("-", " ").capitalize()) for c in categories]
    width = max(len(n) for n in labels)
    cols = [max(len(s), 4) for s in seats]
    lines = [" " * width + "  " + "  ".join(s.rjust(w) for s, w in zip(seats, cols, strict=True))]
    for cat, label_ in zip(categories, labels, strict=True):
        row = "  ".join(str(scores[s][cat]).rjust(w) for s, w in zip(seats, cols, strict=True))
        lines.append(label_.ljust(width) + "  " + row)
    lines.append(l10n.text(winners_msg(winners, note), lang))
    if resigned:
        lines.append(l10n.text(resigned_msg(resigned), lang))
    return "\n".join(lines)


# -- results -------------------------------------------------------------------------------
# The tie-breaks of the engines that name them in English only (``tie_breaks()``), as the
# messages tie-break-<key>; an engine with ``tie_break_msgs`` (the prairie's) names its own.
TIE_BREAKS = {
    "most monument tokens": "most-monument-tokens",
    "the highest-numbered monument token": "highest-monument-token",
    "the most Authority over all Districts": "most-authority",
    "the most Supply": "most-supply",
    "the higher sum of all four tracks": "higher-track-sum",
    "fewer natives": "fewer-natives",
    "fewer Inuit": "fewer-inuit",
    "the seat furthest from the first player": "furthest-from-first",
}

# What a title's totals are called in a sentence ("tie on 42 points"): points-<unit> messages.
POINTS = {"uluk": "happiness"}


def result_table(result: dict[str, Any], title: str | None = None,
                 names: dict[str, str] | None = None) -> str:
    """The score pad of a finished game's ``GameRow.result`` (scores, winners, why, who
    resigned): what the console, the demo and the channel print at the end."""
    return score_table(result["scores"], result["winners"], title, names,
                       note=result.get("note", ""), resigned=result.get("resigned", ()))


def result_pad(result: dict[str, Any], lang: str, title: str | None = None) -> str:
    """:func:`result_table` in ``lang``: the tie-break note from its stored message
    (``note_msg``) when the result has one (an older result's English note as it is)."""
    note = Msg.from_data(result["note_msg"]) if result.get("note_msg") else result.get("note", "")
    return score_table(result["scores"], result["winners"], title, note=note,
                       resigned=result.get("resigned", ()), lang=lang)


def winners_msg(winners: list[str], note: str | Msg = "") -> Msg:
    """"Winner: ann", "Winners: ann and bob", "Winner: nobody"; with ``note`` in brackets."""
    return Msg("winners-line", names=", ".join(winners), n=len(winners),
               note=Msg("winners-note", note=note) if note else "")


def winners_line(winners: list[str], note: str | Msg = "") -> str:
    """:func:`winners_msg` in English."""
    return str(winners_msg(winners, note))


def resigned_msg(resigned: list[str] | tuple[str, ...]) -> Msg:
    return Msg("resigned-line", names=", ".join(resigned))


def resigned_line(resigned: list[str] | tuple[str, ...]) -> str:
    return str(resigned_msg(resigned))


def seat_label(name: str, ai: bool) -> str:
    """A seat as a sentence names it: "Ann (AI)" for an AI seat, but "AI 3" alone, whose name
    already says so (never "AI 3 (AI)"): :func:`seat_msg` in English."""
    return str(seat_msg(name, ai))


def seat_msg(name: str, ai: bool) -> str | Msg:
    """:func:`seat_label` as a message argument: "Ann (IA)" for a Spanish reader."""
    if not ai or name.split(" ")[0].upper() == "AI":
        return name
    return Msg("seat-ai", name=name)


# -- the record: the log and the hand-over summary (a hint or a tutorial note is no move) -------

def hints_line(seat: str, n: int) -> Msg:
    """A seat's hints, said once: "Ann asked the AI for a hint." / "… for 3 hints."."""
    return Msg("hints-asked", seat=seat, n=n)


def recap(entries: list[dict[str, Any]]) -> list[Any]:
    """What a hand-over tells the channel of the humans' log entries since the last table post,
    oldest first: the events of their live plays in order, then each seat's hints once. A
    move taken back and its undo add nothing (the undo posted its own line), nor do tutorial
    notes. AI entries are left out: the table service adds those as it plays them."""
    lines: list[Any] = []      # Msgs, their stored forms, or old stored English lines
    hints: dict[str, int] = {}
    for entry in entries:
        if entry["user_id"] is None:
            continue
        if entry["kind"] == "play" and not entry["undone"]:
            lines += entry["events"]
        elif entry["kind"] == "hint":
            hints[entry["seat"]] = hints.get(entry["seat"], 0) + 1
    return lines + [hints_line(seat, n) for seat, n in hints.items()]


def numbered(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The log as ``/game log`` shows it, oldest first, each entry with its ``number``: the
    moves that make the game are 1, 2, 3 …; a move taken back keeps its place unnumbered, and
    so does a hint (a note, no move); tutorial notes and undo rows are bookkeeping, left out
    (the move taken back says so)."""
    out, n = [], 0
    for entry in entries:
        if entry["kind"] == "play":
            n += not entry["undone"]
            out.append({**entry, "number": None if entry["undone"] else n})
        elif entry["kind"] == "hint":
            out.append({**entry, "number": None})
    return out


def log_line(entry: dict[str, Any], translate: Callable[[Any], str] = str) -> str:
    """One line of ``/game log`` for an entry of :func:`numbered`; ``translate`` puts its words
    (not the notation) in the reader's language."""
    who = translate(seat_msg(entry["seat"], ai=not entry["user_id"]))
    if entry["kind"] == "hint":
        return f"`   ` *{translate(hints_line(entry['seat'], 1))}*"
    if entry["number"] is None:
        return f"`   ` {who}: ~~`{entry['action']}`~~ ({translate(Msg('log-taken-back'))})"
    return f"`{entry['number']:>3}` {who}: `{entry['action']}`"


def tie_note(game: Game, winners: list[str], among: list[str]) -> str:
    """Why ``winners`` won when their total alone did not say it: "tie on 42 points, broken by
    fewer natives"; "" when the best total was theirs alone (:func:`tie_msg` in English)."""
    found = tie_msg(game, winners, among)
    return "" if found is None else str(found)


def tie_msg(game: Game, winners: list[str], among: list[str]) -> Msg | None:
    """:func:`tie_note` as a message: the first tie-breaks of the engine's standing that
    separated ``winners`` from the seats of ``among`` tied with them, named as the engine
    names them (its ``tie_break_msgs`` when it has them, else its English ``tie_breaks``);
    None when the best total was theirs alone, or nobody was left to tie with."""
    if not winners:
        return None
    standing = game.standings()
    best = standing[winners[0]]
    tied = [s for s in among if s not in winners and standing[s][0] == best[0]]
    if not tied:
        return None
    unit = POINTS.get(game.state.get("title", ""), "points")
    names = game.tie_break_msgs() if hasattr(game, "tie_break_msgs") else [
        Msg.named("tie-break", TIE_BREAKS[rule]) if rule in TIE_BREAKS else rule for rule in game.tie_breaks()]
    used = []
    for n, rule in enumerate(names, start=1):
        if any(standing[s][n] != best[n] for s in tied):
            used.append(rule)
            tied = [s for s in tied if standing[s][n] == best[n]]   # still level: the next decides
        if not tied:
            break
    return Msg("tie-note", total=best[0], unit=Msg.named("points", unit, n=best[0]),
               broken=Msg("tie-broken-by", rules=used) if used else "")


def ago(seconds: float) -> str:
    """'3 h 5 min', '2 days 4 h', '40 s': :func:`ago_msg` in English."""
    return str(ago_msg(seconds))


def ago_msg(seconds: float) -> Msg:
    """A wait as a message, as compact as a status line needs: '2 days 4 h', '3 h 5 min',
    '40 s' (Babel's durations are longer: "2 days, 4 hours")."""
    seconds = max(0, int(seconds))
    days, rest = divmod(seconds, 86400)
    hours, rest = divmod(rest, 3600)
    minutes = rest // 60
    if days:
        return Msg("wait-days", days=days, hours=hours)
    if hours:
        return Msg("wait-hours", hours=hours, minutes=minutes)
    if minutes:
        return Msg("wait-minutes", minutes=minutes)
    return Msg("wait-seconds", seconds=seconds)


def status_line(view: dict[str, Any], waiting_since: float | None, now: float | None = None) -> str:
    """:func:`status_msg` in English."""
    return str(status_msg(view, waiting_since, now))


def status_msg(view: dict[str, Any], waiting_since: float | None, now: float | None = None) -> Msg:
    """Where a game stands, in one line: "Natives (Seasons), round 3: waiting for ann for 2 h
    5 min.", or that it is over and who won."""
    title = title_msg(view["title"]) if view["title"] in DISPLAY_NAMES else view["title"]
    result = view.get("result")
    if result or view.get("over"):
        winners = result["winners"] if result else view.get("winners") or []
        note = (Msg.from_data(result["note_msg"]) if result and result.get("note_msg")
                else result.get("note", "") if result else "")
        return Msg("status-over", title=title, winners=winners_msg(winners, note))
    since: Msg | str = ""
    if waiting_since is not None:
        since = Msg("status-since", wait=ago_msg((now or time.time()) - waiting_since))
    expansions = (view.get("options") or {}).get("expansions") or []
    shown: Msg | str = Msg("status-expansions", names=", ".join(EXPANSION_NAMES.get(e, e) for e in expansions)) \
        if expansions else ""
    # each title counts its progress its own way; a view with none of these says none
    progress: Msg | str = ""
    if view.get("season") is not None and view.get("seasons") is not None:
        progress = Msg("status-season", n=view["season"], total=view["seasons"])
    elif view.get("year") is not None and view.get("years") is not None:       # Wendake
        progress = Msg("status-year", n=view["year"], total=view["years"])
    elif view.get("round") is not None:
        progress = Msg("status-round", n=view["round"])
    return Msg("status-waiting", title=title, expansions=shown, progress=progress,
               waiting=list(view["awaiting"]), since=since)


# Verbs whose argument is a seat, which the notation gives by number (names may hold spaces
# or ';'): what a player reads names the seat instead.
SEAT_VERBS = ("give-quick-hand",)


def seats_named(action: str, seats: list[str]) -> str:
    """``give-quick-hand 2`` -> ``give-quick-hand Bob`` for reading (not for playing)."""
    steps = []
    for step in action.split(";"):
        verb, _, rest = step.strip().partition(" ")
        if verb in SEAT_VERBS and rest.isdigit() and 1 <= int(rest) <= len(seats):
            step = f"{verb} {seats[int(rest) - 1]}"
        steps.append(step.strip())
    return "; ".join(steps)


# verbs whose notation word reads badly on a button ("Give-quick-hand Bob")
VERB_LABELS = {"give-quick-hand": "give Quick Hand to"}


def label(title: str, action: str) -> str:
    """A button label for an action: the notation with card names spelled out."""
    if title not in ("natives", "inuit"):
        return action[:80]
    from bot.rules.prairie_theme import theme

    th = theme(title)
    words = []
    for n, word in enumerate(action.split(" ")):
        if n == 0 and word in VERB_LABELS:
            words.append(VERB_LABELS[word])
        elif word in th.all_cards:
            words.append(th.card(word).name)
        elif word in th.profession_ids:
            words.append(th.profession(word).name.lower())
        else:
            words.append(word)
    text = " ".join(words)
    return (text[:1].upper() + text[1:])[:80]


def rules_summary(title: str) -> str:
    return load("help")[title]["rules"].strip()


def help_pages(title: str, options: dict[str, Any] | None = None, texts: dict[str, Any] | None = None,
               name: Callable[[str], str] = str) -> list[str]:
    """``/game help``, one message per page, each under Discord's 2,000 characters: how to play
    a turn of ``title`` (data/help.toml ``guide``) and the card names as the notation writes
    them; then, when the game has expansions, a page with a paragraph for each. ``texts`` is
    the title's help in another language (the Spanish catalog's), ``name`` translates a card
    name; both default to English."""
    texts = texts or load("help")[title]
    first = [texts["guide"].strip()]
    names = card_names(title, options, texts.get("card_names", {}), name)
    if names:
        first.append(names)
    expansions = texts.get("expansions", {})
    extra = [expansions[e].strip() for e in (options or {}).get("expansions") or [] if e in expansions]
    return ["\n".join(first)] + (["\n".join(extra)] if extra else [])


def card_names(title: str, options: dict[str, Any] | None = None, words: dict[str, str] | None = None,
               name: Callable[[str], str] = str) -> str:
    """The cards of a Natives or Inuit game (its expansions' too) as the notation writes them,
    by family; men and women follow one pattern, given by an example with the picture's
    name ("Bear man `man-bear`"). ``words`` are the family labels (data/help.toml
    ``card_names``). Other titles: "" (their guide states their one rule)."""
    if title not in ("natives", "inuit"):
        return ""
    from bot.rules.prairie_theme import theme

    th = theme(title)
    words = {**load("help")[title].get("card_names", {}), **(words or {})}
    playing = {"", *((options or {}).get("expansions") or [])}
    cards = [c for c in th.all_cards.values() if c.expansion in playing
             and c.family in ("native", "food", "ritual", "totem")
             and not set(c.removed_by) & playing]
    single = next(c for c in cards if c.family == "native" and len(c.tribes) == 1)
    double = next(c for c in cards if c.family == "native" and len(c.tribes) == 2)
    tribes = " ".join(f"`{t.id}`" for t in th.tribes)
    out = [f"{words['head']} {name(single.name)} `{single.kind}`, {name(double.name)} `{double.kind}` "
           f"({words['order']} {tribes})."]
    families = {"native": [c for c in cards if c.family == "native" and not c.tribes]}
    for family in ("food", "ritual", "totem"):
        families[family] = [c for c in cards if c.family == family]
    for family, listed in families.items():
        if listed:
            out.append(f"{words[family]}: " + " ".join(f"`{c.kind}`" for c in listed) + ".")
    out.append(f"{words['profession']}: " + " ".join(f"`{p}`" for p in th.profession_ids) + ".")
    return " ".join(out)
