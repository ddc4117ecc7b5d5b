"""The server's standings: results and ratings of finished games (issue 11). No Discord here.

What is recorded, and when
    When a game finishes (``Tables._finish``, inside the transaction of the act, resign or
    drop that finished it) :func:`record` writes one result row per seat and updates the
    ratings, so a game is rated exactly once and never without its result being on disk.
    Rows are per server (``guild_id``; ``''`` for the console and direct messages) and the
    ratings per server and per title: a Natives rating says nothing about Uluk.

Who a seat is
    A human seat is its Discord user id. Every AI seat of a title is one player, ``ai:<title>``
    (so "beats the AI" means something and the AI climbs or falls like anyone). A seat the AI
    plays for an absent member (autopilot) still belongs to that member. When one game has
    several AI seats, each is rated from the AI's same prior as its own team and the AI's new
    rating is the mean of their posteriors (mean and uncertainty alike): the AI learns from
    the game once, not once per seat. A seat handed to another member (``/game replace``)
    counts for whoever holds it when the game ends.

Places (what the rating sees)
    * The winners (``result["winners"]``, after the rulebook's tie-breaks) share place 1.
    * The other seats still playing follow by total score; equal totals share a place.
    * A resigned (or dropped) seat ranks last, all resigned seats sharing the last place,
      even when the AI played their seat out to a better score.
    * A walkover (resignations left one seat or none) is rated the same way: the seat left
      wins, the resigned ones share the last place.
    * An abandoned game is neither recorded nor rated: nobody finished it.
    * A game with one seat (a solo game) is recorded for the statistics but not rated: a
      rating needs an opponent (so is a game of AI seats alone).

Scores in the statistics
    ``score`` is the seat's final total; it is None (left out of average and best) when the
    pad was not final (a walkover ends the game with the scores as they stood) or the seat
    resigned, so a resignation neither drags an average down nor inflates a best.

The rating model
    openskill's Plackett-Luce model with its defaults (mu 25, sigma 25/3). The number shown
    is openskill's ordinal, mu - 3 sigma: a cautious estimate that starts at 0 and rises as
    a player wins and as the model grows sure of them; the leaderboard sorts by it.
    Everything is recomputable: :func:`rebuild` (``campfire ratings --rebuild``) forgets the
    results and ratings and replays every finished game's stored result, in the order the
    games finished, through :func:`record` again; the same arithmetic in the same order gives
    the same numbers, so changing the model or the places loses nothing.

Privacy
    Names shown are the seat names stored with the results (a rating shows the seat name of
    the player's latest rated game), never a mention and never a name looked up in the
    server. A member who leaves keeps their rows and is shown by that seat name only; this
    needs no members intent and behaves the same whether or not Discord's member cache
    knows who is still there.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from statistics import fmean
from typing import Any

from openskill.models import PlackettLuce

from bot.l10n import Msg
from bot.rules import title_msg
from bot.store import GameRow, RatingRow, ResultRow, Store

MODEL = PlackettLuce()
LEADERBOARD_SIZE = 20
AI_NAME = "Campfire AI"      # how the AI is shown in the standings (one player per title)


def guild_key(guild_id: str | None) -> str:
    """The server a game belongs to, as the standings key it (``''`` outside a server)."""
    return guild_id or ""


def player_of(title: str, user_id: str | None) -> str:
    """Who a seat is for the standings: its member, or the title's AI."""
    return user_id if user_id else f"ai:{title}"


def display_rating(mu: float, sigma: float) -> float:
    """The number shown and sorted on: openskill's ordinal, mu - 3 sigma."""
    return MODEL.rating(mu=mu, sigma=sigma).ordinal()


def placements(row: GameRow, finished_at: float) -> list[ResultRow]:
    """The result rows of a finished game, from its stored result (see "Places" above)."""
    result = row.result or {}
    scores = result.get("scores") or {}
    winners = set(result.get("winners") or [])
    resigned = set(result.get("resigned") or []) | {s.name for s in row.seats if s.resigned}
    walkover = bool(result.get("walkover"))

    def total(name: str) -> int | None:
        value = (scores.get(name) or {}).get("total")
        return value if isinstance(value, int) else None

    standing = [s.name for s in row.seats if s.name not in resigned]
    others = sorted({total(n) or 0 for n in standing if n not in winners}, reverse=True)
    place: dict[str, int] = {n: 1 for n in standing if n in winners}
    base = 2 if place else 1
    for name in standing:
        if name not in place:
            place[name] = base + others.index(total(name) or 0)
    last = max(place.values(), default=0) + 1
    rows = []
    for seat in row.seats:
        gone = seat.name in resigned
        rows.append(ResultRow(
            game_id=row.id, seat=seat.name, guild_id=guild_key(row.guild_id), title=row.title,
            player=player_of(row.title, seat.user_id), user_id=seat.user_id,
            place=last if gone else place[seat.name], won=seat.name in winners and not gone,
            score=None if gone or walkover else total(seat.name), resigned=gone,
            finished_at=finished_at))
    return rows


def rate(priors: dict[str, RatingRow], results: list[ResultRow]) -> list[RatingRow]:
    """New ratings of a game's players from their priors (missing: the model's default).

    Pure: the same priors and results always give the same numbers (the rebuild relies on
    it). One team per seat; a player with several seats (the AI) takes the mean posterior.
    A game with fewer than two players (a solo game, AI seats alone) rates nobody.
    """
    if len({r.player for r in results}) < 2:
        return []
    first = results[0]
    teams = []
    for r in results:
        prior = priors.get(r.player)
        teams.append([MODEL.rating(mu=prior.mu, sigma=prior.sigma) if prior else MODEL.rating()])
    rated = MODEL.rate(teams, ranks=[r.place for r in results])
    posteriors: dict[str, list[Any]] = {}
    names: dict[str, str] = {}
    for r, [rating] in zip(results, rated, strict=True):
        posteriors.setdefault(r.player, []).append(rating)
        names.setdefault(r.player, r.seat)
    out = []
    for player, ratings in posteriors.items():
        prior = priors.get(player)
        name = AI_NAME if player.startswith("ai:") else names[player]
        out.append(RatingRow(first.guild_id, first.title, player, name,
                             fmean(x.mu for x in ratings), fmean(x.sigma for x in ratings),
                             (prior.games if prior else 0) + 1))
    return out


async def record(store: Store, row: GameRow, finished_at: float) -> list[ResultRow]:
    """Record a finished game's results and update its players' ratings.

    Call inside the transaction that finishes the game (or the rebuild's)."""
    results = placements(row, finished_at)
    await store.add_results(results)
    players = sorted({r.player for r in results})
    if len(players) >= 2:
        priors = {p.player: p for p in await store.ratings(results[0].guild_id, row.title, players)}
        await store.save_ratings(rate(priors, results))
    return results


async def rebuild(store: Store) -> int:
    """Forget every result and rating and record every finished game again, in finish order.

    One transaction: a failure leaves the old standings as they were. Returns the number of
    games replayed. The finish times recorded before are kept (a game finished before the
    standings existed takes its last update time)."""
    async with store.transaction():
        games = await store.finished_games()
        finished = {r.game_id: r.finished_at for r in await store.results(None)}
        await store.forget_standings()
        for row in games:
            await record(store, row, finished.get(row.id, row.updated_at))
    return len(games)


# -- reading -----------------------------------------------------------------------------------
@dataclass
class TitleStats:
    title: str
    played: int
    won: int
    average: float | None
    best: int | None


@dataclass
class MemberStats:
    name: str | None                 # the seat name of their latest game here
    titles: list[TitleStats]         # most played first
    streak: int                      # > 0: wins in a row, < 0: games without a win in a row
    favourite: str | None

    @property
    def played(self) -> int:
        return sum(t.played for t in self.titles)


async def member_stats(store: Store, guild_id: str | None, user_id: str) -> MemberStats:
    """A member's record in one server: per title, their streak and favourite title."""
    rows = await store.results(guild_key(guild_id), player=user_id)
    by_title: dict[str, list[ResultRow]] = {}
    for r in rows:
        by_title.setdefault(r.title, []).append(r)
    titles = []
    for title, mine in by_title.items():
        scores = [r.score for r in mine if r.score is not None]
        titles.append(TitleStats(title, len(mine), sum(r.won for r in mine),
                                 fmean(scores) if scores else None, max(scores, default=None)))
    # most played first; on a tie, the one played most recently
    latest = {r.title: i for i, r in enumerate(rows)}
    titles.sort(key=lambda t: (-t.played, -latest[t.title]))
    streak = 0
    for r in reversed(rows):
        if streak and (r.won != (streak > 0)):
            break
        streak += 1 if r.won else -1
    return MemberStats(rows[-1].seat if rows else None, titles, streak,
                       titles[0].title if titles else None)


def stats_text(stats: MemberStats, who: str) -> list[Msg]:
    """The lines of ``/game stats``, as messages (made in the reader's language at the edge)."""
    if not stats.titles:
        return [Msg("stats-none", who=who)]
    lines = [Msg("stats-played", who=who, n=stats.played)]
    for t in stats.titles:
        if t.average is not None:
            lines.append(Msg("stats-title-scored", title=title_msg(t.title), played=t.played, won=t.won,
                             average=float(t.average), best=t.best))
        else:
            lines.append(Msg("stats-title", title=title_msg(t.title), played=t.played, won=t.won))
    if stats.streak > 0:
        lines.append(Msg("stats-streak-wins", n=stats.streak))
    elif stats.streak < 0:
        lines.append(Msg("stats-streak-losses", n=-stats.streak))
    lines.append(Msg("stats-favourite", title=title_msg(stats.favourite)))
    return lines


@dataclass
class Standing:
    place: int
    name: str
    ai: bool
    rating: float
    games: int
    won: int


async def leaderboard(store: Store, guild_id: str | None, title: str,
                      limit: int = LEADERBOARD_SIZE) -> list[Standing]:
    """A server's ranking for one title by displayed rating (ordinal), best first."""
    key = guild_key(guild_id)
    wins = Counter(r.player for r in await store.results(key, title=title) if r.won)
    ranked = sorted(await store.ratings(key, title),
                    key=lambda r: (-display_rating(r.mu, r.sigma), -r.games, r.name))
    return [Standing(i, r.name, r.player.startswith("ai:"), display_rating(r.mu, r.sigma), r.games,
                     wins[r.player])
            for i, r in enumerate(ranked[:limit], start=1)]
