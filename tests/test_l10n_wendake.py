"""Wendake in every catalog language (issue 18, points 1 and 6): seeded AI games of the title,
every event line, every private line and a spread of refusals, made into words in each language
of data/locales/ other than English, must differ from the English and hold none of the English
sentences' verbs. Names of seats, tiles and progress tiles (house data), numbers and the
notation are the same in every language; a line made of nothing else (the final pad,
"ann: 12 + 10 = 22.") is the one kind allowed to read alike.

The engine must speak only in messages: every line and refusal is a ``Msg``, never a string.
"""

from __future__ import annotations

import random
import re
from functools import cache

import pytest

from bot import l10n
from bot.ai.wendake import wendake_policy
from bot.l10n import Msg
from bot.rules import restore
from bot.rules.base import IllegalAction
from bot.rules.wendake import WendakeGame

SEATS = ["ann", "bob", "cy", "dee"]
GAMES = [(1, 3, "generic"), (2, 5, "draft"), (4, 8, "generic")]      # seats, seed, tribes
# Wrong on purpose, each for some step: a refusal of the notation, the board, the map, trade, masks
WRONG = ["bogus", "pick z9", "pick a1", "turn-order", "move W9 t1", "move W1 t99", "move W1 h2",
         "attack W1 9W1", "attack W1 t1a", "transfer t99", "transfer t1a", "use nothing", "fire b2",
         "barter fish fish", "barter gold corn", "buy nothing", "sell nonsense", "mask unicorn",
         "ceremony bear", "upgrade c1 nothing", "upgrade a1 longhouse", "tribe nobody", "done", "skip"]
NEUTRAL = {"wendake-final"}                       # seat, numbers and signs only
ENGLISH_WORDS = re.compile(r"\b(takes|picks|skips|harvests|hunts|fishes|builds|holds|scores|attacks|"
                           r"steps|swaps|keeps|barters|sells|buys|begins|Year|Restore|Winners?|ghost|"
                           r"cannot|already|not on offer|is not)\b")
TRANSLATIONS = [lang for lang in l10n.languages() if lang != l10n.ENGLISH] or ["es"]
LANGS = sorted({*TRANSLATIONS, *(p.name for p in l10n._root().iterdir()
                                 if p.is_dir() and p.joinpath("wendake.ftl").is_file() and p.name != "en")})


@cache
def played() -> tuple[list[Msg], list[Msg], list[Msg]]:
    """(events, private lines, refusals) of the seeded AI games."""
    events: list[Msg] = []
    told: list[Msg] = []
    refusals: dict[str, Msg] = {}
    for n, seed, tribes in GAMES:
        game = WendakeGame.new("wendake", SEATS[:n], seed, {"tribes": tribes})
        rng = random.Random(seed)
        while not game.over:
            seat = game.awaiting()[0]
            legal = set(game.legal_actions(seat))
            for wrong in WRONG:
                if wrong in legal:
                    continue
                before = game.to_dict()
                try:
                    game.play(seat, wrong)
                except IllegalAction as exc:
                    refusals.setdefault(exc.message.id if isinstance(exc.message, Msg) else str(exc), exc.message)
                    assert game.to_dict() == before
                else:       # a spelling the engine accepts though it lists another: undo it
                    game = restore(before)
            game.told.clear()
            events += game.play(seat, wendake_policy(game, seat, rng))
            told += [line for lines in game.told.values() for line in lines]
    return events, told, list(refusals.values())


def test_the_engine_speaks_only_in_messages():
    events, told, refusals = played()
    assert len(events) > 300 and told and len(refusals) > 12, (len(events), len(told), len(refusals))
    plain = [x for x in [*events, *told, *refusals] if not isinstance(x, Msg)]
    assert not plain, plain[:5]
    assert all(x.id.startswith("wendake-") for x in [*events, *told, *refusals])


@pytest.mark.parametrize("lang", LANGS)
def test_no_line_of_a_seeded_game_falls_back_to_english(lang):
    events, told, refusals = played()
    alike, english_words = [], []
    for msg in {*events, *told, *refusals}:
        theirs, english = l10n.text(msg, lang, "wendake"), l10n.english(msg, "wendake")
        if theirs == english and msg.id not in NEUTRAL:
            alike.append(english)
        stripped = theirs
        for value in msg.args.values():                 # names and notation given as strings
            if isinstance(value, str):
                stripped = stripped.replace(value, "")
        if ENGLISH_WORDS.search(stripped):
            english_words.append((msg.id, theirs))
    assert not alike, f"{lang}: {len(alike)} lines read as in English: {alike[:5]}"
    assert not english_words, f"{lang}: English words left: {english_words[:5]}"


@pytest.mark.parametrize("lang", LANGS)
def test_plural_and_gender_are_chosen_per_language(lang):
    """One beaver and five, a Woman and a Hunter: the sentences around them change form."""
    one, five = (l10n.text(Msg("wendake-hunts", seat="ann", n=k), lang, "wendake") for k in (1, 5))
    assert one.replace("1", "5") != five or lang == "de"            # German: 1 Biber, 5 Biber
    lines = []
    for kind in ("woman", "hunter"):
        native = Msg.named("wendake-native", kind)
        line = l10n.text(Msg("wendake-smallpox-home", seat="ann", native=native), lang, "wendake")
        lines.append(line.replace(l10n.text(native, lang, "wendake"), "…"))
    assert lines[0] != lines[1] or lang == "en", lines                # La / El, Die / Der, A / O
