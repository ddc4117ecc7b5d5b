"""The web table's HTML: plain, escaped, the same markup with or without its script.

Everything a reader needs is text (whose turn, what they decide, the seats, the score pad,
the log, the table in words from ``rendering.describe``); the picture is the renderers' PNG
with that text as its alt. The part that changes with the game is ``<main id="live">``, which
the event stream replaces whole (static/live.js). Headings give the page its outline;
controls are buttons and selects in a form, usable from the keyboard.
"""

from __future__ import annotations

import html
from typing import Any

from bot import l10n
from bot.l10n import Msg


def langs() -> tuple[str, ...]:
    """The languages a page is offered in: every catalog language (``bot.l10n.languages``)."""
    return l10n.languages()


def say(text: Any, lang: str, title: str | None = None) -> str:
    """A sentence or message in the reader's language: the one place the web table makes
    words. A :class:`~bot.l10n.Msg` (the page's own words are ``web-…`` messages,
    data/locales/<lang>/web.ftl) is made by ``bot.l10n.text``; a plain string (a name, a line
    stored as English before its engine spoke messages) is shown as it is."""
    if isinstance(text, Msg | dict):
        return l10n.text(text, lang, title)
    return str(text)


def esc(text: Any) -> str:
    return html.escape(str(text), quote=True)


def document(title: str, body: str, lang: str, stream: str | None = None,
             scripts: tuple[str, ...] = ("/static/live.js",)) -> str:
    """A whole page; ``stream`` is the event stream's path, read by static/live.js."""
    stream_attr = f' data-stream="{esc(stream)}"' if stream else ""
    tags = "".join(f'<script src="{esc(src)}" defer></script>' for src in scripts)
    return (f'<!doctype html>\n<html lang="{esc(lang)}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<meta name="referrer" content="same-origin">'
            f"<title>{esc(title)}</title>"
            f'<link rel="stylesheet" href="/static/table.css">{tags}</head>'
            f"<body{stream_attr}>{body}</body></html>")


def seats_list(seats: list[dict[str, Any]], lang: str) -> str:
    items = []
    for seat in seats:
        notes = [say(n, lang) for n, on in ((Msg("web-ai"), seat["ai"]), (Msg("web-resigned"), seat["resigned"]),
                                            (Msg("web-decides-now"), seat["awaited"])) if on]
        extra = f" — {esc(', '.join(notes))}" if notes else ""
        mark = ' class="awaited"' if seat["awaited"] else ""
        items.append(f"<li{mark}>{esc(seat['name'])}{extra}</li>")
    return f"<ul class=\"seats\">{''.join(items)}</ul>"


def log_list(lines: list[str], lang: str) -> str:
    if not lines:
        return f"<p>{esc(say(Msg('web-log-empty'), lang))}</p>"
    return f"<ul class=\"log\">{''.join(f'<li>{esc(line)}</li>' for line in lines)}</ul>"


def table_section(part: dict[str, Any], lang: str) -> str:
    """The live part of a game's page, spectator's or player's: ``part`` from the server."""
    out = [f'<p class="status" role="status">{esc(part["status"])}</p>']
    if part.get("error"):
        out.append(f'<p class="error" role="alert">{esc(part["error"])}</p>')
    if part.get("controls"):
        out.append(part["controls"])
    if part.get("private"):
        out.append(f"<h2>{esc(say(Msg('web-only-you'), lang))}</h2><ul class=\"private\">"
                   + "".join(f"<li>{esc(line)}</li>" for line in part["private"]) + "</ul>")
    board = (f'<section class="board" aria-labelledby="h-table">'
             f'<h2 id="h-table">{esc(say(Msg("web-table"), lang))}</h2>'
             + (f'<picture><source media="(max-width: 40rem)" srcset="{esc(part["phone"])}">'
                if part.get("phone") else "<picture>")
             + f'<img class="table" src="{esc(part["picture"])}" alt="{esc(part["brief"])}"></picture>'
             f'<p class="words">{esc(part["alt"])}</p></section>')
    facts = [f"<h2>{esc(say(Msg('web-seats'), lang))}</h2>{seats_list(part['seats'], lang)}",
             f"<h2>{esc(say(Msg('web-score-pad'), lang))}</h2><pre class=\"pad\">{esc(part['pad'])}</pre>"]
    if part.get("replay"):
        facts.append(f'<p><a href="{esc(part["replay"])}">{esc(say(Msg("web-replay-link"), lang))}</a></p>')
    facts.append(f"<h2>{esc(say(Msg('web-log'), lang))}</h2>{log_list(part['log'], lang)}")
    out.append(f'<div class="columns">{board}<section class="facts">{"".join(facts)}</section></div>')
    return "".join(out)


def game_page(part: dict[str, Any], lang: str, stream: str | None) -> str:
    heading = esc(part["heading"])
    body = (f'<header><h1>{heading}</h1></header>'
            f'<main id="live" aria-live="polite">{table_section(part, lang)}</main>')
    return document(part["heading"], body, lang, stream)


def controls_form(action_path: str, csrf: str, version: int, actions: list[tuple[str, str]], lang: str,
                  buttons_up_to: int = 12) -> str:
    """The seat's legal actions: a button each, or one select when there are many."""
    if not actions:
        return ""
    hidden = (f'<input type="hidden" name="csrf" value="{esc(csrf)}">'
              f'<input type="hidden" name="version" value="{version}">')
    heading = f"<h2>{esc(say(Msg('web-your-move'), lang))}</h2>"
    if len(actions) <= buttons_up_to:
        inner = "".join(f'<button type="submit" name="action" value="{esc(a)}">{esc(label)}</button>'
                        for a, label in actions)
    else:
        options = "".join(f'<option value="{esc(a)}">{esc(label)}</option>' for a, label in actions)
        inner = (f'<label for="action">{esc(say(Msg("web-choose"), lang))}</label>'
                 f'<select id="action" name="action">{options}</select>'
                 f'<button type="submit">{esc(say(Msg("web-play"), lang))}</button>')
    return f'{heading}<form class="controls" method="post" action="{esc(action_path)}">{hidden}{inner}</form>'


def index_page(heading: str, games: list[tuple[str, str]], lang: str) -> str:
    items = "".join(f'<li><a href="{esc(href)}">{esc(text)}</a></li>' for href, text in games)
    listing = f"<ul>{items}</ul>" if games else f"<p>{esc(say(Msg('web-no-games'), lang))}</p>"
    return document(heading, f"<header><h1>{esc(heading)}</h1></header><main>{listing}</main>", lang)


def replay_page(heading: str, turn: int, turns: int, picture: str, alt: str, base: str, lang: str) -> str:
    prev_link = (f'<a rel="prev" href="{esc(base)}?turn={turn - 1}">{esc(say(Msg("web-previous-turn"), lang))}</a>'
                 if turn > 0 else "")
    next_link = (f'<a rel="next" href="{esc(base)}?turn={turn + 1}">{esc(say(Msg("web-next-turn"), lang))}</a>'
                 if turn < turns else "")
    scrubber = (f'<form class="scrubber" method="get" action="{esc(base)}">'
                f'<label for="turn">{esc(say(Msg("web-turn", turn=turn, turns=turns), lang))}</label>'
                f'<input id="turn" name="turn" type="range" min="0" max="{turns}" value="{turn}">'
                f'<button type="submit">{esc(say(Msg("web-show"), lang))}</button></form>')
    body = (f"<header><h1>{esc(heading)}</h1></header><main>{scrubber}"
            f'<nav class="steps">{prev_link} {next_link}</nav>'
            f'<img class="table" src="{esc(picture)}" alt="{esc(alt)}"><p class="words">{esc(alt)}</p></main>')
    return document(heading, body, lang)


def message_page(text: str, lang: str) -> str:
    """A refusal or a dead link: one sentence."""
    return document("Campfire", f'<main><h1>Campfire</h1><p role="alert">{esc(text)}</p></main>', lang)


ACTIVITY_SCRIPTS = ("/static/vendor/discord-embedded-app-sdk.js", "/static/activity.js")


def activity_page(client_id: str, lang: str) -> str:
    """The Activity's first page, which static/activity.js turns into the reader's table: its
    sentences (what it says while signing in, and when that fails) are made here, in the
    reader's language, and read by the script from the ``data-`` attributes."""
    words = {"outside": Msg("web-activity-outside"), "refused": Msg("web-activity-refused"),
             "failed": Msg("web-activity-failed")}
    data = "".join(f' data-{key}="{esc(say(msg, lang))}"' for key, msg in words.items())
    body = (f'<main id="activity" data-client-id="{esc(client_id)}"{data}><h1>Campfire</h1>'
            f'<p id="activity-status" role="status">{esc(say(Msg("web-activity-opening"), lang))}</p>'
            f'<noscript><p>{esc(say(Msg("web-activity-noscript"), lang))}</p></noscript></main>')
    return document("Campfire", body, lang, scripts=ACTIVITY_SCRIPTS)
