"""The leaderboard picture: a server's ranking for one title (``/game leaderboard``).

One row per player: place, the seat name stored with their results (never a name looked up
in the server, see bot/standings.py, "Privacy"), an "AI" tag for the title's AI, the
displayed rating (openskill's ordinal) and games played and won. Drawn with the shared kit
so it reads like the table pictures: 1280 px wide, text no smaller than 16 px.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.l10n import ENGLISH, Msg
from rendering import draw, png
from rendering.labels import say

ROW_H = 56
HEAD_H = 110
COLUMN_H = 40
NAME_SIZE = 24
SMALL = 20


def leaderboard_png(title: str, server: str, standings: Sequence, lang: str = ENGLISH) -> bytes:
    """PNG bytes of ``standings`` (bot.standings.Standing rows, best first) for ``title``, its
    words in ``lang``."""
    height = draw.MARGIN * 2 + HEAD_H + COLUMN_H + ROW_H * max(1, len(standings))
    image, pen = draw.canvas(height)
    x0, width = draw.MARGIN, draw.WIDTH - 2 * draw.MARGIN
    heading = draw.displayable(say(Msg("pictures-standings-title", title=title), lang))
    pen.text((x0, draw.MARGIN), draw.fit(heading, 40, width, True), 40, "light", True)
    if server.strip() and draw.displayable(server) != "?":     # no "?" for a name the font cannot show, or none
        pen.text((x0, draw.MARGIN + 58), draw.fit(draw.displayable(server), SMALL, width), SMALL, "dim")
    panel = draw.Box(x0, draw.MARGIN + HEAD_H, width, COLUMN_H + ROW_H * max(1, len(standings)))
    draw.panel(pen, panel)
    rating_x, games_x, won_x = panel.right - 420, panel.right - 220, panel.right - 30
    y = panel.y + COLUMN_H // 2
    headings = ((panel.x + 24, Msg("pictures-standings-place"), "lm"),
                (panel.x + 100, Msg("pictures-standings-player"), "lm"),
                (rating_x, Msg("pictures-standings-rating"), "rm"),
                (games_x, Msg("pictures-standings-games"), "rm"), (won_x, Msg("pictures-standings-won"), "rm"))
    for x, label, anchor in headings:
        pen.text((x, y), say(label, lang), SMALL, "muted", True, anchor)
    for i, row in enumerate(standings):
        top = panel.y + COLUMN_H + i * ROW_H
        if i % 2 == 0:
            pen.rect((panel.x + 8, top + 4, panel.right - 8, top + ROW_H - 4), fill="paper2", radius=8)
        mid = top + ROW_H // 2
        medal = {1: "highlight", 2: "line", 3: "totem"}.get(row.place)
        if medal:
            draw.badge(pen, (panel.x + 36, mid), str(row.place), SMALL, fill=medal)
        else:
            pen.text((panel.x + 36, mid), str(row.place), NAME_SIZE, "ink", True, "mm")
        name_w = rating_x - 140 - (panel.x + 100)
        x = panel.x + 100
        if row.ai:
            tag = draw.pill(pen, (x, mid - 17), say(Msg("pictures-standings-ai"), lang), SMALL, fill="ritual",
                            bold=True, height=34)
            x, name_w = tag.right + 10, name_w - tag.w - 10
        pen.text((x, mid), draw.fit(draw.displayable(row.name), NAME_SIZE, name_w), NAME_SIZE, "ink",
                 False, "lm")
        rating = say(Msg("pictures-standings-rating-value", rating=float(row.rating)), lang)
        pen.text((rating_x, mid), rating, NAME_SIZE, "ink", True, "rm")
        pen.text((games_x, mid), str(row.games), NAME_SIZE, "ink", False, "rm")
        pen.text((won_x, mid), str(row.won), NAME_SIZE, "ink", False, "rm")
    return png.encode_png(image)
