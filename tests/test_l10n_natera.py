"""Natera in every translated language (issue 18): the components' names are messages, one per
data id (bot/rules/natera_data.py card_msg, tribe_msg, …; data/locales/<lang>/natera.ftl), and
every language names each one in its own words.

Run alone: ``python -m pytest -q -n 0 tests/test_l10n_natera.py``.
"""

from __future__ import annotations

import random
import re
from functools import cache
from pathlib import Path

import pytest

import rendering
from bot import l10n
from bot.l10n import Msg
from bot.rules import IllegalAction, create
from bot.rules import natera_data as nd
from tests.game_texts import refusals

LOCALES = Path(__file__).resolve().parent.parent / "data" / "locales"
LANGS = sorted(d.name for d in LOCALES.iterdir()
               if d.is_dir() and d.name != l10n.ENGLISH and (d / "natera.ftl").is_file())


def name_messages() -> list:
    """A name message for every id the data holds."""
    comps = nd.components()
    return [
        *(nd.card_msg(c) for c in comps.cards), *(nd.specialist_msg(s) for s in comps.specialists),
        *(nd.tribe_msg(t) for t in comps.tribes), *(nd.district_msg(d) for d in nd.ALL_DISTRICTS),
        *(nd.resource_msg(r) for r in nd.RESOURCES), *(nd.amount_msg(r, 3) for r in nd.RESOURCES),
        *(nd.token_msg(k, n) for k in ("leader", "explorer") for n in (1, 2)),
        *(nd.tag_msg(t) for t in (*nd.CONTENT_TAGS, *nd.KIND_TAGS)),
        *(nd.objective_msg(o) for o in nd.OBJECTIVES),
        *(nd.science_msg(b, s) for b, sides in comps.science.items() for s in sides),
    ]


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_every_data_id_has_a_name_in_every_language(lang):
    """A card, specialist, tribe, district, resource, token, tag, objective or science board the
    data holds but no catalog names raises here (strict mode while the tests run)."""
    for msg in name_messages():
        assert l10n.text(msg, lang, "natera").strip(), msg


def test_the_english_names_are_the_datas():
    """The English catalog says what data/natera.toml says, so English pictures do not change."""
    comps = nd.components()
    for card in comps.cards.values():
        assert str(nd.card_msg(card.id)) == card.name
    for spec in comps.specialists.values():
        assert str(nd.name_msg(spec.id)) == spec.name
    for tribe in comps.tribes.values():
        assert str(nd.tribe_msg(tribe.id)) == tribe.name
    for district, name in comps.district_names.items():
        assert str(nd.district_msg(district)) == name
    for objective, words in nd.OBJECTIVE_TEXT.items():
        assert str(nd.objective_msg(objective)) == words
    for board, sides in comps.science.items():
        for side in sides.values():
            assert str(nd.science_msg(board, side.side)) == side.name
    assert str(nd.amount_msg("power", 3)) == "3 power"


@pytest.mark.parametrize("lang", LANGS)
def test_names_are_translated(lang):
    """Most names read differently from the English (a few, "Bunker", may be the same word)."""
    said = name_messages()
    same = [str(m) for m in said if l10n.text(m, lang, "natera") == str(m)]
    assert len(same) <= len(said) // 20, same


@pytest.mark.parametrize("lang", LANGS)
def test_amounts_choose_their_plural(lang):
    one, two = (l10n.text(nd.amount_msg("supply", n), lang, "natera") for n in (1, 2))
    assert one.replace("1", "2") != two


# -- the engine's sentences ------------------------------------------------------------------------
SEATS = ["ann", "bob", "cy", "dee"]
# Wrong actions tried at sampled decisions: each phase's refusals (notation, rules, shortages).
WRONG = ["frobnicate", "tribe", "tribe unicorns", "side c", "discard", "discard nothing", "pick", "pick nothing",
         "send", "send leader", "send leader nowhere", "send explorer farm-1", "send leader farm-1",
         "send leader city-3", "send leader coast-5", "send explorer forest-1", "send leader military-5",
         "play", "play nothing endurance", "pass now", "hire", "hire nobody", "hire business-ape",
         "ability", "ability nothing", "ability market-stall", "settle", "settle forest-1", "settle farm-1",
         "settle farm-3", "settle nowhere", "discard a b nothing", "discard a b food", "take nothing", "take",
         "raise nowhere", "grow z9", "skip", "done", "copy nowhere", "collect nowhere", "pass"]
# The English words a sentence left untranslated would show (seat names are ann, bob, cy, dee).
ENGLISH_WORDS = {"the", "sends", "plays", "and", "with", "is", "has", "your", "you", "takes", "nothing",
                 "draws", "discards", "card", "cards", "season", "settlement", "gains", "collects", "bonus",
                 "leader", "explorer", "authority", "disc", "claims", "tile", "hires", "specialist", "row",
                 "deck", "first", "choose", "cannot", "costs", "requires", "tribe", "food", "supply", "power",
                 "agility", "of", "to", "for", "or", "in", "on", "a", "an", "location", "draft", "picks",
                 "passes", "begins", "ends", "everyone", "winner", "year", "scores", "growth", "token",
                 "raise", "lower", "copy", "free", "pay", "resource", "resources", "choice", "returns"}
# Words of ENGLISH_WORDS that are also the language's own (French "bonus", German "in").
OWN = {"fr": {"on", "bonus", "scores", "a"}, "de": {"in", "an", "bonus"}, "es": {"a"}, "pt-BR": {"a", "for"}}
# What a text may hold in any language: the notation a sentence quotes (commands, option
# values, locations, science spaces), and words that are the same in a language.
NOTATION = {"send", "leader", "explorer", "play", "hire", "ability", "settle", "discard", "pass", "tribe",
            "side", "pick", "endurance", "agility", "intelligence", "random", "numbered", "draft",
            "expansions", "tribes", "claims", "food", "supply", "power", "id", "farm", "city", "military",
            "coast", "forest", "a", "b", "c", "nuclear", "discovery", "card", "location", "specialist",
            "resource", "or", "true", "false"}


def _policy():
    from bot.ai.natera import natera_policy
    return natera_policy


@cache
def messages(n: int, seed: int, options: tuple = ()) -> tuple:
    """Every event and private line of one seeded all-AI game, and every refusal of the wrong
    actions at every seventh decision (tried on a copy, so the game goes on as the AI plays it)."""
    game = create("natera", seats=SEATS[:n], seed=seed, options=_options(options))
    policy = _policy()
    rng = random.Random(seed)
    said: list = list(game._events)          # the setup's lines, logged at creation
    decisions = 0
    while not game.over:
        seat = game.awaiting()[0]
        if decisions % 7 == 0:
            said += refusals(game, [(seat, wrong) for wrong in WRONG])
        said += game.play(seat, policy(game, seat, rng))
        said += [line for lines in game.told.values() for line in lines]
        decisions += 1
    return tuple(said)


# Options a table may not be opened with: each gives its own refusal.
BAD_OPTIONS = [{"colour": "red"}, {"draft": "yes"}, {"expansions": ["moon"]}, {"tribes": "all"},
               {"claims": "numbered-3"}]


def option_refusals() -> list:
    said = []
    for options in BAD_OPTIONS:
        with pytest.raises(IllegalAction) as refused:
            create("natera", seats=SEATS[:2], seed=0, options=options)
        said.append(refused.value.message)
    return said


def games() -> list[tuple[int, int, tuple]]:
    return [(2, 0, ()), (4, 1, (("expansions", ("nuclear-discovery",)), ("tribes", "pick"))),
            (3, 2, (("draft", True),))]


def _options(options: tuple) -> dict:
    return {k: list(v) if isinstance(v, tuple) else v for k, v in options}


def leftover(words: str) -> str:
    """What a text says besides seat names, numbers, quoted or bracketed notation and the
    notation's words (locations such as farm-2, science spaces such as b3)."""
    words = re.sub(r"`[^`]*`|'[^']*'|\"[^\"]*\"|<[^>]*>|\b[a-z]+-\d\b|\b[abc]\d\b", " ", words)
    tokens = re.findall(r"[^\W\d_]+", words.lower())
    return " ".join(t for t in tokens if t not in SEATS and t not in NOTATION)


def played(n: int, seed: int, options: tuple) -> tuple:
    return messages(n, seed, tuple((k, tuple(v) if isinstance(v, list) else v)
                                   for k, v in _options(options).items()))


def test_the_games_say_something_of_every_kind():
    said = [m for n, seed, options in games() for m in played(n, seed, options)] + option_refusals()
    assert all(isinstance(m, Msg) for m in said), [m for m in said if not isinstance(m, Msg)][:3]
    ids = {m.id for m in said}
    for needed in ("natera-begins", "natera-begins-pick", "natera-plays-tribe", "natera-draft-begins",
                   "natera-season-begins", "natera-sends", "natera-plays-card", "natera-hires",
                   "natera-you-draw", "natera-you-discard", "natera-year-over", "natera-not-a-season-action",
                   "natera-no-location", "natera-not-a-tribe", "natera-settlement-costs", "natera-unknown-option",
                   "natera-draft-option", "natera-only-expansion", "natera-tribes-option", "natera-claims-option"):
        assert needed in ids, needed
    assert len(ids) >= 60, sorted(ids)


@pytest.mark.parametrize("lang", LANGS)
def test_no_text_falls_back_to_english(lang):
    """Each title message reads differently from the English, and no English word is left; a
    message whose English is only names, numbers and notation may read the same."""
    problems = []
    for n, seed, options in games():
        for msg in dict.fromkeys([*played(n, seed, options), *option_refusals()]):
            if not msg.id.startswith("natera-"):
                continue            # a refusal of the table service or the base engine (common.ftl)
            english, theirs = l10n.text(msg, "en", "natera"), l10n.text(msg, lang, "natera")
            if theirs == english and leftover(english):
                problems.append(f"{msg.id}: {theirs!r} is the English")
            left = set(re.findall(r"[^\W\d_]+", leftover(theirs))) & ENGLISH_WORDS - OWN.get(lang, set())
            if left:
                problems.append(f"{msg.id}: {theirs!r} keeps English {sorted(left)}")
    assert not problems, "\n".join(problems[:40])


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_every_step_kind_has_words(lang):
    """Every kind of the step table says what it does in every language (its ``words``)."""
    from bot.rules.natera_data import parse_step
    from bot.rules.natera_steps import step_msg
    samples = ["gain food 2", "pay supply 1", "others power 1", "vp 3", "any 2",
               "oneof gain endurance 3 | gain agility 2 | any 1", "draw 1", "discard 2", "trade", "raise",
               "raise farm", "lower", "growth 1", "hire 6", "hiremax 18", "playcard 4 3 3", "return",
               "bonus 2", "copy forest 1", "copy any 2", "settle", "reptile 2", "turtle", "search"]
    kinds = {parse_step(s).kind for s in samples}
    from bot.rules.natera_steps import STEPS
    assert kinds == set(STEPS)
    for sample in samples:
        words = l10n.text(step_msg(parse_step(sample)), lang, "natera")
        assert words and words != sample, (sample, words)


@pytest.mark.parametrize("lang", LANGS)
def test_the_hand_reads_in_the_readers_language(lang):
    """/natera hand (cogs/natera.py): each card's notation, then its name and effect in the
    reader's words; every card of the data, passive ones too, reads without English."""
    def hand_text(view, lang="en"):
        return "\n".join(rendering.secrets({"title": "natera", **view}, lang))

    cards = sorted(nd.components().cards)
    view = {"you": "ann", "players": [{"seat": "ann", "hand": [{"id": c} for c in cards]}]}
    text = hand_text(view, lang)
    lines = text.splitlines()
    assert len(lines) == len(cards) + 1 and all(f"`{c}`" in line for c, line in zip(cards, lines[1:], strict=True))
    assert text != hand_text(view)
    left = set(re.findall(r"[^\W\d_]+", leftover(text))) & ENGLISH_WORDS - OWN.get(lang, set())
    assert not left, left
    assert hand_text({"you": "ann", "players": [{"seat": "ann", "hand": []}]}, lang) != hand_text(
        {"you": "ann", "players": [{"seat": "ann", "hand": []}]})


def rare_messages() -> list:
    """Sentences the sampled games seldom reach (Moles, Red Pandas, Turtles, the discs, the
    free discard), made as the engine makes them, so their translations are checked too."""
    food, two = nd.amount_msg("food", 4), nd.amount_msg("food", 2)
    return [
        Msg("natera-nothing-now"), Msg("natera-discard-two-needed"),
        Msg("natera-discards-for", seat="ann", amount=nd.amount_msg("power", 1)),
        Msg("natera-leader-blocks", slot="farm-1"), Msg("natera-forest-needs-card"),
        Msg("natera-exchange-unpaid", slot="city-3", cost=(nd.amount_msg("supply", 1), two)),
        Msg("natera-moles-collect", mole="ann", food=food, seat="bob", visitor=two),
        Msg("natera-pay-with", attr="food"), Msg("natera-you-take", card=nd.card_msg("reactor-core")),
        Msg("natera-searches-found", seat="ann", tag=nd.tag_word_msg("nuclear")),
        Msg("natera-searches-none", seat="ann", tag=nd.tag_word_msg("science")),
        *(Msg("natera-pile-shuffled", deck=nd.deck_msg(d)) for d in ("basic", "advanced")),
        Msg("natera-cannot-pay", cost=(nd.amount_msg("endurance", 2),)),
        Msg("natera-costs-more-than", specialist=nd.specialist_msg("business-ape"), most=nd.amount_msg("food", 18)),
        Msg("natera-returns", seat="ann", specialist=nd.specialist_msg("chef-badger"), food=food),
        Msg("natera-no-settlements-left"), Msg("natera-move-somewhere-new"),
        Msg("natera-moves-settlement", seat="ann", src="farm-1", dst="city-2"),
        *(Msg("natera-disc-returns", district=nd.district_word_msg(d)) for d in nd.DISTRICTS),
        *(Msg("natera-claims-authority", seat="ann", district=nd.district_word_msg(d), vp=7) for d in nd.DISTRICTS),
        *(Msg("natera-card-requires", card=nd.card_msg("aquaponics"), requirement=nd.requirement_msg(r))
          for r in (("presence", "forest"), ("authority", "military", "2"), ("tags", "discovery", "1"))),
        Msg("natera-collects-bonus-twice", seat="ann", effect=(nd.amount_msg("food", 2),)),
        Msg("natera-tribe-has-none", kind="leader"), Msg("natera-tribe-has-none", kind="explorer"),
        Msg("natera-tokens-all-out", kind="leader"), Msg("natera-tokens-all-out", kind="explorer"),
        Msg("natera-draft-begins", n=1, left=False), Msg("natera-year-over", scores=("ann 3",), winners=("ann", "bob")),
    ]


@pytest.mark.parametrize("lang", LANGS)
def test_rare_sentences_are_translated_too(lang):
    problems = []
    for msg in rare_messages():
        english, theirs = l10n.text(msg, "en", "natera"), l10n.text(msg, lang, "natera")
        left = set(re.findall(r"[^\W\d_]+", leftover(theirs))) & ENGLISH_WORDS - OWN.get(lang, set())
        if theirs == english or left:
            problems.append(f"{msg.id}: {theirs!r} {sorted(left)}")
    assert not problems, "\n".join(problems)


def test_a_steps_source_is_a_key_named_as_before():
    """A queued step keeps where it comes from as a key (the state is JSON); its English name is
    what the state held before keys, and an older state's words are shown as they are."""
    from bot.rules.natera_steps import source_msg
    said = {key: str(source_msg(key)) for key in (
        "card:aquaponics", "specialist:business-ape", "setup:bears", "rest:moles", "science:b2",
        "copy:forest-3", "discard", "production", "farm-2", "Aquaponics")}
    assert said == {"card:aquaponics": "Aquaponics", "specialist:business-ape": "Business Ape",
                    "setup:bears": "Bear Rangers setup", "rest:moles": "the Mole Band' production",
                    "science:b2": "science space b2", "copy:forest-3": "the copy of forest-3",
                    "discard": "the free discard", "production": "production", "farm-2": "farm-2",
                    "Aquaponics": "Aquaponics"}
    assert l10n.text(source_msg("setup:bears"), "es", "natera") == "la preparación de Osos Guardabosques"
