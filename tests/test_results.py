"""How a game ends, and what the text, the score pad and the pictures say about it.

The rule for resignations (README, ``/game resign``; Board Game Arena's): the resigning seat
loses; while two or more seats still play, the AI plays it out; once one seat (or none) is
left, the game ends at once, the score pad as it stands (the engine's ``scores()`` at that
moment), that seat the winner. A finished game is posted once, with its final table (waiting
for nobody) and its score pad. A winner decided by a tie-break says which one.
"""

from __future__ import annotations

import io
import random
import re

import pytest
from PIL import Image

from bot import l10n
from bot.l10n import Msg
from bot.present import result_pad, result_table, seat_label, status_line, tie_note, winners_msg
from bot.rules import create
from bot.rules.base import indefinite
from bot.tables import Tables
from rendering import draw, final_view, render_end, render_scores, render_table
from tests.discord_harness import CHANNEL_ID, Harness

CHANNEL, GUILD = "100", "1"
ANN, BOB, CY = "11", "22", "33"


async def started(tables: Tables, title: str = "natives", users=(ANN, BOB)) -> None:
    names = {ANN: "ann", BOB: "bob", CY: "cy"}
    await tables.new(CHANNEL, GUILD, users[0], names[users[0]], title)
    for user in users[1:]:
        await tables.join(CHANNEL, user, names[user])
    await tables.start(CHANNEL, users[0])


async def play(tables: Tables, moves: int, seed: int = 1) -> None:
    """``moves`` random legal actions by whoever is awaited."""
    rng = random.Random(seed)
    for _ in range(moves):
        row = await tables.current(CHANNEL)
        user = rng.choice(tables.awaited_users(row))
        await tables.act(CHANNEL, user, rng.choice(await tables.legal(CHANNEL, user)))


def drawn_text(monkeypatch) -> list[str]:
    """Every string the pictures draw from now on (draw.Pen.text is where all text goes)."""
    seen: list[str] = []
    original = draw.Pen.text

    def text(self, xy, text, *args, **kwargs):
        seen.append(text)
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(draw.Pen, "text", text)
    return seen


# -- 14: resigning ----------------------------------------------------------------------------
@pytest.mark.parametrize("title", ["natives", "uluk"])
async def test_resigning_with_two_players_ends_the_game_with_the_pad_as_it_stands(tables, title, monkeypatch):
    await started(tables, title)
    await play(tables, 20)
    row = await tables.current(CHANNEL)
    from bot.rules import restore
    pad_now = restore(row.state).scores()
    out = await tables.resign(CHANNEL, BOB)
    row = out.game
    assert row.status == "finished" and out.picture
    assert out.public == ["bob resigns: ann is the only player left, so the game ends with the scores as they stand.",
                          "The game is over. Winner: ann."]
    assert row.result["scores"] == pad_now and row.result["winners"] == ["ann"]
    assert row.result["resigned"] == ["bob"] and row.result["walkover"]
    # the text pad, the status line and the pictures say the same
    pad = result_table(row.result, title)
    assert pad.splitlines()[-2:] == ["Winner: ann", "Resigned (cannot win): bob"]
    total = [line for line in pad.splitlines() if line.startswith("Total")][0]
    assert total.split()[1:] == [str(pad_now["ann"]["total"]), str(pad_now["bob"]["total"])]
    view = tables.view(row)
    assert status_line(view, None) == f"{view['title'].capitalize()}: the game is over. Winner: ann."
    final = final_view(view)
    assert final["over"] and final["awaiting"] == [] and final["winners"] == ["ann"]
    assert final["scores"] == pad_now and final["resigned"] == ["bob"]
    seen = drawn_text(monkeypatch)
    render_scores(view)
    banner = [t for t in seen if "ann" in t and "bob resigned" in t]
    assert banner and "No winner yet" not in " ".join(seen), seen[:6]
    assert "bob (resigned)" in seen
    assert str(pad_now["ann"]["total"]).replace("-", "\u2212") in {t.replace("-", "\u2212") for t in seen}
    seen.clear()
    render_table(view)
    assert not any(t.lower().startswith("waiting for") for t in seen)
    assert any(t.startswith("Game over: ann") and t.endswith("(bob resigned)") for t in seen), seen[:8]


async def test_with_three_players_the_ai_plays_the_resigned_seat_and_it_cannot_win(tables):
    await started(tables, "natives", (ANN, BOB, CY))
    out = await tables.resign(CHANNEL, CY)
    assert out.public[0] == "cy resigns; the AI plays their seat out."
    row = await tables.current(CHANNEL)
    assert row.status == "active" and CY not in tables.awaited_users(row)
    await play(tables, 6)
    out = await tables.resign(CHANNEL, BOB)
    assert out.game.status == "finished" and out.game.result["winners"] == ["ann"]
    assert out.game.result["resigned"] == ["bob", "cy"]
    assert "Resigned (cannot win): bob, cy" in result_table(out.game.result, "natives")


async def test_the_winner_is_never_a_resigned_seat_when_the_game_plays_out(tables):
    """cy resigns at once; the AI plays cy out to the end; cy is not among the winners even
    when its total is the best, and the pad says cy resigned."""
    await started(tables, "natives", (ANN, BOB, CY))
    await tables.resign(CHANNEL, CY)
    rng = random.Random(4)
    while (row := await tables.find(CHANNEL)) is not None:
        user = rng.choice(tables.awaited_users(row))
        out = await tables.act(CHANNEL, user, rng.choice(await tables.legal(CHANNEL, user)))
    result = out.game.result
    assert "cy" not in result["winners"] and result["resigned"] == ["cy"] and not result["walkover"]
    standing = {"ann", "bob"}
    best = max(result["scores"][s]["total"] for s in standing)
    assert {result["scores"][w]["total"] for w in result["winners"]} == {best}


async def test_resigning_a_solo_game_ends_it_and_nobody_wins(tables, monkeypatch):
    await tables.new(CHANNEL, GUILD, ANN, "ann", "uluk")
    await tables.start(CHANNEL, ANN)
    out = await tables.resign(CHANNEL, ANN)
    assert out.public == ["ann resigns: nobody is left playing, so the game ends with the scores as they stand.",
                          "The game is over. Winner: nobody."]
    seen = drawn_text(monkeypatch)
    render_scores(tables.view(out.game))
    assert "Nobody wins (ann resigned)" in seen


def test_the_resign_lines_are_spanish_too():
    resigned = Msg("resign-ends-last", what=Msg("resign-by-self", seat="bob"), seat="ann")
    assert str(resigned) == "bob resigns: ann is the only player left, so the game ends with the scores as they stand."
    assert l10n.text(resigned, "es") == ("bob abandona: solo queda ann, así que la partida termina "
                                         "con las puntuaciones tal como están.")
    over = Msg("game-over-line", winners=winners_msg([]))
    assert str(over) == "The game is over. Winner: nobody."
    assert l10n.text(over, "es") == "La partida ha terminado. Ganador: nadie."
    pad = result_pad({"scores": {"ann": {"food": 3, "total": 3}, "bob": {"food": 1, "total": 1}},
                      "winners": ["ann"], "resigned": ["bob"]}, "es", "natives")
    assert pad.splitlines()[-2:] == ["Ganador: ann", "Fuera de la partida (sin opción a ganar): bob"]


# -- 15: the end is posted once, with the final table -----------------------------------------
async def test_the_last_snapshot_of_a_game_is_its_final_table(tables, monkeypatch):
    """AI seats play a whole game inside one call (as the demo does): the last picture is
    the end of the game, not the turn before it."""
    await tables.new(CHANNEL, GUILD, ANN, "host", "natives", host_seat=False)
    for name in ("Ann", "Bob"):
        await tables.add_ai(CHANNEL, ANN, name)
    out = await tables.start(CHANNEL, ANN)
    last = out.snapshots[-1]
    assert last["over"] and last["awaiting"] == []
    assert sum(1 for v in out.snapshots if v.get("over")) == 1
    seen = drawn_text(monkeypatch)
    render_table(last)
    assert not any("aiting for" in t for t in seen)
    assert any(t.startswith("Game over:") for t in seen)


async def test_the_end_of_a_game_is_posted_once_with_the_final_table_and_the_pad(harness: Harness):
    await harness.slash("ann", "game new", title="natives")
    await harness.slash("bob", "game join")
    await harness.slash("ann", "game start")
    calls = await harness.slash("bob", "game resign")
    tables = [c for c in calls if c.posted and any(f.filename == "table.png" for f in c.files)]
    assert len(tables) == 1 and not tables[0].private         # once; a replay may follow on its own
    [post] = tables
    assert [f.filename for f in post.files] == ["table.png", "scores.png"]
    for f in post.files:
        f.fp.seek(0)
        assert Image.open(io.BytesIO(f.fp.read())).format == "PNG"
    assert "Winner: Ann" in post.content and "Resigned (cannot win): Bob" in post.content
    assert not post.custom_ids                  # no buttons on a finished game
    assert await harness.bot.tables.find(CHANNEL_ID) is None


def test_render_end_gives_the_table_then_the_pad():
    game = _finished("natives", 2, 3)
    view = game.view()
    view["result"] = {"scores": game.scores(), "winners": game.winners()}
    names = [name for name, _ in render_end(view)]
    assert names == ["table.png", "scores.png"]


# -- 17: tie-breaks -----------------------------------------------------------------------------
def _finished(title: str, players: int, seed: int):
    game = create(title, [f"p{i}" for i in range(players)], seed)
    rng = random.Random(seed)
    while not game.over:
        seat = rng.choice(game.awaiting())
        game.play(seat, rng.choice(game.legal_actions(seat)))
    return game


@pytest.mark.parametrize("title,players,games", [("natives", 2, 6), ("natives", 4, 4), ("inuit", 3, 5),
                                                  ("uluk", 2, 3), ("uluk", 3, 2), ("wendake", 3, 2),
                                                  ("natera", 3, 2)])
def test_the_engines_standing_ranks_as_its_winners_do(title, players, games):
    """Each engine declares the key a seat is ranked by (``Game.standings``: the total, then one
    value per tie-break it names); the best of them are its ``winners()``, so the ranking of the
    seats left when the winners resigned is the rulebook's too."""
    for seed in range(games):
        game = _finished(title, players, seed)
        scores, standings = game.scores(), game.standings()
        assert game.ranked(game.seats) == game.winners(), (title, seed)
        assert {s: k[0] for s, k in standings.items()} == {s: p["total"] for s, p in scores.items()}
        assert {len(k) for k in standings.values()} == {1 + len(game.tie_breaks())}
        if len({s["total"] for s in scores.values()}) == players:
            assert tie_note(game, game.winners(), game.seats) == ""


# Tied positions: ann has the best total and resigned; bob and cy are level on the total, and the
# rulebook's tie-break (natives.txt, inuit-es.txt, uluk.txt, natera.txt; Campfire's Wendake:
# data/rules/wendake.toml [end]) decides between them.
def _natives_fewer(game):
    """bob's tribe holds 2 natives, cy's 4: fewer natives wins."""
    ones = [k for k in game.state["deck"] if k in game.theme.all_cards and game.theme.card(k).family == "native"
            and game.theme.card(k).weight == 1]
    prof = game.theme.profession_ids[0]
    game.state["boards"][1]["natives"][prof] = ones[:2]
    game.state["boards"][2]["natives"][prof] = ones[:4]
    return "bob", "fewer natives"


def _inuit_furthest(first):
    def build(game):
        game.state["first"] = first       # equal natives: the seat furthest from the first player wins
        return ("cy" if first == 0 else "bob"), "the seat furthest from the first player"
    return build


def _uluk_tokens(bob, cy, winner, rule):
    def build(game):
        game.state["players"][1]["tokens"], game.state["players"][2]["tokens"] = list(bob), list(cy)
        return winner, rule
    return build


def _natera(bob, cy, winner, rule):
    """(Authority in the four Districts, Supply) of bob and cy."""
    def build(game):
        for p, (authority, supply) in zip(game.state["players"][1:], (bob, cy), strict=True):
            p["authority"] = dict(zip(("farm", "city", "military", "coast"), authority, strict=True))
            p["res"]["supply"] = supply
        return winner, rule
    return build


def _wendake_tracks(game):
    """A real position, no pad put in: both score 10 + 10 on their pairs' lower tracks, cy's
    higher tracks are higher."""
    first, second = game.state["pairs"]
    for p, (high, best) in zip(game.state["players"], ((25, 30), (10, 12), (10, 15)), strict=True):
        p["tracks"] = {first[0]: high, first[1]: best, second[0]: high, second[1]: best}
    return "cy", "the higher sum of all four tracks"


TIES = [("natives", _natives_fewer), ("inuit", _inuit_furthest(0)), ("inuit", _inuit_furthest(2)),
        ("uluk", _uluk_tokens((3,), (1, 2), "cy", "most monument tokens")),
        ("uluk", _uluk_tokens((4,), (2,), "bob", "the highest-numbered monument token")),
        ("natera", _natera(((1, 1, 1, 0), 0), ((2, 2, 1, 0), 0), "cy", "the most Authority over all Districts")),
        ("natera", _natera(((1, 1, 1, 0), 4), ((3, 0, 0, 0), 2), "bob", "the most Supply")),
        ("wendake", _wendake_tracks)]


@pytest.mark.parametrize("title,build", TIES, ids=[f"{t}-{n}" for n, (t, _) in enumerate(TIES)])
async def test_a_resigned_winner_leaves_the_others_ranked_by_the_rulebooks_tie_break(tables, title, build,
                                                                                    monkeypatch):
    """The defect of issue 21: ``_finish`` ranked the seats still playing by total alone for
    Natera (and read Wendake's tie-break from the view, apart from its engine). Through
    ``Tables._finish``: the engine's winner (ann) resigned, bob and cy are level, and the
    winner is the one the rulebook's tie-break names, with the note saying so."""
    await started(tables, title, (ANN, BOB, CY))
    row = await tables.current(CHANNEL)
    from bot.outcome import Outcome
    from bot.rules import restore
    game = restore(row.state)
    game.state["over"] = True
    winner, rule = build(game)
    if title != "wendake":               # the total each title computes its own way: put in level pads
        pad = {"ann": 50, "bob": 42, "cy": 42}
        monkeypatch.setattr(type(game), "scores", lambda self: {s: {"total": pad[s]} for s in self.seats})
    best = game.scores()["bob"]["total"]
    assert game.scores()["cy"]["total"] == best < game.scores()["ann"]["total"]
    assert game.winners() == ["ann"]
    row.seats[0].resigned = True
    outcome = Outcome(row)
    async with tables.store.transaction():       # it records the standings too
        await tables._finish(row, game, outcome)
    unit = "Happiness" if title == "uluk" else "points"
    note = f"tie on {best} {unit}, broken by {rule}"
    assert row.result["winners"] == [winner] and row.result["note"] == note
    assert outcome.public[-1] == f"The game is over. Winner: {winner} ({note})."
    spanish = l10n.text(outcome.public[-1], "es", title)
    assert "empate a" in spanish and rule not in spanish, spanish      # the tie-break's Spanish words


def test_a_tie_broken_winner_says_which_tie_break_decided(monkeypatch):
    game = create("inuit", ["ann", "bob"], 1)
    game.state["over"], game.state["first"] = True, 0
    scores = {"ann": {"total": 42}, "bob": {"total": 42}}
    monkeypatch.setattr(type(game), "scores", lambda self: scores)
    assert game.winners() == ["bob"]
    assert tie_note(game, ["bob"], ["ann", "bob"]) == (
        "tie on 42 points, broken by the seat furthest from the first player")
    # a tie with a resigned seat only, or no tie: nothing to explain
    assert tie_note(game, ["bob"], ["bob"]) == ""
    scores["bob"]["total"] = 43
    assert tie_note(game, ["bob"], ["ann", "bob"]) == ""


def test_the_winner_line_carries_the_tie_break_in_the_pad_and_the_status():
    result = {"scores": {"ann": {"food": 42, "total": 42}, "bob": {"food": 42, "total": 42}},
              "winners": ["ann"], "note": "tie on 42 points, broken by fewer natives"}
    assert result_table(result, "natives").splitlines()[-1] == (
        "Winner: ann (tie on 42 points, broken by fewer natives)")
    note = Msg("tie-note", total=42, unit=Msg.named("points", "points", n=42),
               broken=Msg("tie-broken-by", rules=[Msg.named("tie-break", "fewer-natives")]))
    assert str(note) == result["note"]
    assert result_pad(result, "es", "natives").splitlines()[-1] == (        # an older result: as stored
        "Ganador: ann (tie on 42 points, broken by fewer natives)")
    stored = {**result, "note_msg": note.to_data()}                        # the result as stored now
    assert result_pad(stored, "es", "natives").splitlines()[-1] == (
        "Ganador: ann (empate a 42 puntos, desempatado por menos nativos)")
    view = {"title": "natives", "over": True, "result": result}
    assert status_line(view, None) == (
        "Natives: the game is over. Winner: ann (tie on 42 points, broken by fewer natives).")


# -- 17: wording --------------------------------------------------------------------------------
async def test_an_ai_seat_is_named_once(tables):
    await tables.new(CHANNEL, GUILD, ANN, "ann", "natives")
    out = await tables.add_ai(CHANNEL, ANN)
    assert out.public == ["AI 2 joins (2 at the table)."]
    out = await tables.add_ai(CHANNEL, ANN, "Tala")
    assert out.public == ["Tala (AI) joins (3 at the table)."]
    assert l10n.text(out.public[0], "es") == "Tala (IA) se sienta (3 en la mesa)."
    assert seat_label("AI 2", ai=True) == "AI 2" and seat_label("Aiden", ai=True) == "Aiden (AI)"
    assert seat_label("AI 2", ai=False) == "AI 2"


def test_indefinite_articles():
    assert indefinite("Eagle-Turtle woman") == "an Eagle-Turtle woman"
    assert indefinite("Bear man") == "a Bear man"
    assert indefinite("Inuit card") == "an Inuit card"
    assert indefinite("Ancestor Mask") == "an Ancestor Mask"
    assert indefinite("Uluk") == "an Uluk" and indefinite("unit") == "a unit"


@pytest.mark.parametrize("title,options", [("natives", {}), ("natives", {"expansions": ["soul-of-the-prairie",
                                                                                          "seasons"]}),
                                           ("inuit", {})])
def test_no_event_says_a_before_a_vowel(title, options):
    """The class of "a Eagle-Turtle woman": no log line of a few whole games has "a" before a
    vowel."""
    bad = []
    for seed in range(4):
        game = create(title, ["ann", "bob", "cy"], seed, options)
        rng = random.Random(seed)
        while not game.over:
            seat = rng.choice(game.awaiting())
            for line in game.play(seat, rng.choice(game.legal_actions(seat))):
                bad += re.findall(r"\ba [AEIOUaeiou]\w*", str(line))
    assert not bad, bad[:5]


@pytest.mark.parametrize("title", ["natives", "uluk"])
def test_a_resigned_seat_level_on_points_is_no_tie_in_the_pad(title, monkeypatch):
    """A resigned seat cannot win, so a total equal to the winner's is not a tie the pad
    explains; the same pad without the resignation does explain it."""
    game = _finished(title, 2, 3)
    view = game.view()
    tied = {seat: {**pad, "total": 42} for seat, pad in game.scores().items()}
    seen = drawn_text(monkeypatch)
    render_scores({**view, "result": {"scores": tied, "winners": ["p0"], "resigned": ["p1"]}})
    ties = re.compile(r"\btie with\b|\btied on\b", re.I)
    assert not any(ties.search(t) for t in seen), [t for t in seen if ties.search(t)]
    seen.clear()
    render_scores({**view, "result": {"scores": tied, "winners": ["p0"]}})
    assert any(ties.search(t) for t in seen)


# Seeds whose seeded random games end with the best totals tied (found by searching 300 seeds
# per configuration); should an engine change the games they give, search again. Natera's and
# Wendake's engines and data change often: their tied games are searched for here, in SEARCH seeds.
TIED_SEEDS = {("natives", 2): (197, 238, 285), ("natives", 3): (18, 26, 42), ("inuit", 2): (68, 92, 264),
              ("inuit", 3): (22, 86, 193), ("uluk", 2): (34, 194, 240), ("natera", 2): None, ("natera", 3): None,
              ("wendake", 2): None, ("wendake", 3): None}
SEARCH = range(100)


@pytest.mark.parametrize("title,players", list(TIED_SEEDS))
def test_real_tied_games_say_how_the_tie_was_broken(title, players):
    """Whole games whose best totals tie: the engine's winners, its ranking and the note agree;
    a note names the tie-break exactly when it decided a single winner."""
    tied = 0
    for seed in TIED_SEEDS[title, players] or SEARCH:
        if tied == 2 and TIED_SEEDS[title, players] is None:
            break
        game = _finished(title, players, seed)
        scores = game.scores()
        best = max(s["total"] for s in scores.values())
        if sum(s["total"] == best for s in scores.values()) < 2:
            continue
        tied += 1
        winners = game.winners()
        assert game.ranked(game.seats) == winners, seed
        note = tie_note(game, winners, game.seats)
        unit = "Happiness" if title == "uluk" else "points"
        if len(winners) == 1:
            assert re.fullmatch(rf"tie on {best} {unit}, broken by .+", note), (seed, note)
        else:
            assert note == "", (seed, note)
    assert tied, f"no tied game among the seeds {TIED_SEEDS[title, players] or SEARCH}: search again"
