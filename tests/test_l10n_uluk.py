"""Uluk in every translated language: seeded AI games (solo and three seats) are played, every
event the engine logs and every refusal it gives to a set of wrong actions is a message
(bot.l10n.Msg, never finished English), and each one's text in Spanish, French, German and
Portuguese (Brazil) differs from the English and holds no English word, names, numbers and
the notation aside (issue 18, "Done means").

The languages are every folder of data/locales with an uluk.ftl. Run alone:
``python -m pytest -q -n 0 tests/test_l10n_uluk.py``.
"""

from __future__ import annotations

import random
import re
from functools import cache
from pathlib import Path

import pytest

from bot import l10n
from bot.ai.uluk import uluk_policy
from bot.l10n import Msg
from bot.rules import create
from tests.game_texts import refusals

LOCALES = Path(__file__).resolve().parent.parent / "data" / "locales"
LANGS = sorted(d.name for d in LOCALES.iterdir()
               if d.is_dir() and d.name != l10n.ENGLISH and (d / "uluk.ftl").is_file())
SEATS = ["ann", "bob", "cy"]
# Wrong actions tried at sampled decisions: each phase's refusals (notation, rules, shortages).
WRONG = ["frobnicate", "place", "place nowhere", "place uluk poison", "place hlak poison poison",
         "place monument-f", "place monument-a", "place workshop", "place workshop fish-net stone-oven",
         "place workshop nothing", "place workshop fish-net", "place shaman", "place temple now",
         "move shaman", "stay now", "process", "process uluk 2", "process nothing 2",
         "process pickled-uluk 0", "process pickled-uluk 40", "process smoked-hlak 1",
         "free salted-fnord 9", "free pickled-uluk 1", "done now", "feed", "feed hlak", "feed nothing",
         "feed baked-mgobu 0", "feed baked-mgobu 40", "reproduce", "reproduce baked-mgobu baked-mgobu",
         "celebrate", "celebrate baked-mgobu hlak", "celebrate poison fermented-uluk",
         "celebrate baked-mgobu nothing", "eat baked-mgobu", "eat hlak 2", "done", "feed uluk"]
# The English words a sentence left untranslated would show (seat names are ann, bob, cy).
ENGLISH_WORDS = {"the", "sends", "triber", "tribers", "gets", "and", "with", "is", "has", "your",
                 "you", "harvest", "monument", "freeloaders", "takes", "nothing", "feeds"}
INVENTED = {"uluk", "mgobu", "tlön", "zork", "fnōrd", "hlák"}


@cache
def messages(n: int, seed: int) -> tuple[Msg, ...]:
    """Every event of one seeded all-AI game, and every refusal of the wrong actions at every
    fifth decision (tried on a copy, so the game goes on as the AI plays it)."""
    game = create("uluk", seats=SEATS[:n], seed=seed)
    rng = random.Random(seed)
    said: list = []
    decisions = 0
    while not game.over:
        seat = game.awaiting()[0]
        if decisions % 5 == 0:
            said += refusals(game, [(seat, wrong) for wrong in WRONG])
        said += game.play(seat, uluk_policy(game, seat, rng))
        decisions += 1
    return tuple(said)


def games() -> list[tuple[int, int]]:
    return [(1, 0), (3, 1)]


def leftover(words: str) -> str:
    """What a text says besides seat names, numbers, the notation and the invented resource words."""
    words = re.sub(r"'[^']*'|\"[^\"]*\"|«[^»]*»|„[^“]*“|“[^”]*”|<[^>]*>|/game help", " ", words)
    tokens = re.findall(r"[^\W\d_]+", words.lower())
    return " ".join(t for t in tokens if t not in INVENTED and t not in SEATS and t not in {
        "freeloaders", "workshop", "shaman", "temple", "processing", "monument", "a", "poison", "done"})


def test_the_games_say_something_of_every_kind():
    said = [m for n, seed in games() for m in messages(n, seed)]
    assert all(isinstance(m, Msg) for m in said), [m for m in said if not isinstance(m, Msg)][:3]
    ids = {m.id for m in said}
    # the sampled games reach every phase, the solo opponent, the end and many refusals
    for needed in ("uluk-season-begins", "uluk-harvest-gets", "uluk-feeds", "uluk-ecology",
                   "uluk-freeloaders-draw", "uluk-final-score", "uluk-rating", "uluk-archleader",
                   "uluk-not-an-action", "uluk-not-a-food", "uluk-cannot-now"):
        assert needed in ids, needed
    assert len(ids) >= 45, sorted(ids)


@pytest.mark.parametrize("lang", LANGS)
def test_no_text_falls_back_to_english(lang):
    """Each title message reads differently from the English, and no English word is left; a
    message whose English is only names and numbers may read the same."""
    problems = []
    for n, seed in games():
        for msg in dict.fromkeys(messages(n, seed)):
            if not msg.id.startswith("uluk-"):
                continue            # a compound's refusal is the table service's (common.ftl)
            english, theirs = l10n.text(msg, "en", "uluk"), l10n.text(msg, lang, "uluk")
            if theirs == english and leftover(english):
                problems.append(f"{msg.id}: {theirs!r} is the English")
            left = set(re.findall(r"[^\W\d_]+", leftover(theirs))) & ENGLISH_WORDS
            if left:
                problems.append(f"{msg.id}: {theirs!r} keeps English {sorted(left)}")
    assert not problems, "\n".join(problems[:40])


@pytest.mark.parametrize("lang", LANGS)
def test_spanish_and_others_choose_forms_by_number_and_gender(lang):
    """The same sentence for one and for several tribers reads differently (a real plural), and
    an invention's article follows its gender in the languages that have one."""
    one = l10n.text(Msg("uluk-cannot-feed", seat="ann", n=1), lang, "uluk")
    two = l10n.text(Msg("uluk-cannot-feed", seat="ann", n=2), lang, "uluk")
    assert one.replace("1", "2") != two
    forms = set()
    for card in ("fruit-basket", "stone-oven", "fish-net", "mushroom-gloves", "ancestor-mask", "larva-sieve"):
        invention = Msg.named("uluk-invention", card)
        took = l10n.text(Msg("uluk-sends-workshop", seat="ann", invention=invention), lang, "uluk")
        forms.add(took.replace(l10n.text(invention, lang, "uluk"), "X"))
    assert len(forms) > 1, forms


@pytest.mark.parametrize("lang", ["en", "es", "fr", "de", "pt-BR"])
def test_the_secret_feast_card_reads_in_the_reader_language(lang):
    """/uluk feast and the player page (rendering.secrets): the feast card's name, what a set
    needs, what one and two sets score, how many the tribe holds, in the reader's words."""
    import rendering
    from bot.rules import create
    from tests.game_texts import english_in

    view = create("uluk", ["ann", "bob"], seed=4).view("ann")
    [line] = rendering.secrets(view, lang)
    feast = next(p["feast"] for p in view["players"] if p.get("feast"))
    assert str(feast["lower"]) in line and str(feast["higher"]) in line
    if lang == "en":
        assert line.startswith(f"Your feast: **{feast['name']}**. One set of ")
        assert line.endswith("You hold 0 sets now.")
    else:
        assert not english_in(line, lang), line
    assert rendering.secrets(create("uluk", ["ann", "bob"], seed=4).view(None), lang) == []
