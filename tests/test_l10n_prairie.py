"""Natives and Inuit in every translated language (issue 18, points 1 and 6).

The theme's words (data/locales/<lang>/natives.ftl, inuit.ftl) name every card, season card,
profession, tribe and theme word of the data in every language. Run alone:
``python -m pytest -q -n 0 tests/test_l10n_prairie.py``.
"""

from __future__ import annotations

import random
import re
from functools import cache
from pathlib import Path

import pytest

from bot import l10n
from bot.l10n import Msg
from bot.rules import IllegalAction, create
from bot.rules import prairie_theme as pt
from bot.rules.prairie_theme import theme
from tests.game_texts import english_in, refusals

LOCALES = Path(__file__).resolve().parent.parent / "data" / "locales"
LANGS = sorted(d.name for d in LOCALES.iterdir()
               if d.is_dir() and d.name != l10n.ENGLISH and (d / "natives.ftl").is_file())
THEMES = ("natives", "inuit")
# languages whose sentences choose an article by the word's gender
GENDERED = ("es", "fr", "de", "pt-BR")


def theme_words(theme_id: str) -> list:
    """Every name the data of a theme needs: cards, season cards and texts, professions (one
    and several, name and word), tribes and the theme's words."""
    th = theme(theme_id)
    out = [pt.card_msg(theme_id, k) for k in th.all_cards]
    out += [pt.season_msg(theme_id, c) for c in th.seasons]
    out += [pt.season_text_msg(theme_id, c) for c in th.seasons]
    out += [make(theme_id, p, n=n) for p in th.profession_ids for n in (1, 2)
            for make in (pt.profession_msg, pt.profession_word_msg)]
    out += [pt.tribe_msg(theme_id, t.id) for t in th.tribes]
    out += [pt.word_msg(theme_id, w, n=n) for w in pt.WORDS for n in (1, 2)]
    return out


@pytest.mark.parametrize("theme_id", THEMES)
def test_english_reads_the_data_names(theme_id):
    th = theme(theme_id)
    assert [str(pt.card_msg(theme_id, k)) for k in th.all_cards] == [c.name for c in th.all_cards.values()]
    assert [str(pt.season_msg(theme_id, c)) for c in th.seasons] == [c.name for c in th.seasons.values()]
    assert [str(pt.season_text_msg(theme_id, c)) for c in th.seasons] == [c.text for c in th.seasons.values()]
    assert [str(pt.profession_msg(theme_id, p.id, n=2)) for p in th.professions] == [p.many for p in th.professions]
    assert [str(pt.profession_word_msg(theme_id, p.id, n=1)) for p in th.professions] == [
        p.name.lower() for p in th.professions]
    assert [str(pt.tribe_msg(theme_id, t.id)) for t in th.tribes] == [t.name for t in th.tribes]
    assert str(pt.word_msg(theme_id, "area")) == th.common_area
    assert str(pt.word_msg(theme_id, "end-card")) == th.end_card


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("theme_id", THEMES)
def test_every_name_of_the_data_is_in_every_language(theme_id, lang):
    """Each name exists (strict mode raises on a missing one); most differ from the English
    (a few words are the same in both: Orca, Narval, French "village" and "rite"), and every card says its gender."""
    words = theme_words(theme_id)
    same = [str(m) for m in words if l10n.text(m, lang, theme_id) == str(m)]
    assert len(same) <= len(words) // 5, same
    bundle = l10n.bundle(lang, theme_id)
    for kind in [*theme(theme_id).all_cards, *theme(theme_id).seasons]:
        message = bundle.get_message(pt.card_msg(theme_id, kind).id)
        assert {"gender", "plural"} <= set(message.attributes), (lang, kind)


def test_the_two_themes_name_the_same_thing_differently():
    """A shared engine's word read in each theme's words: the common area, a native, a scalp."""
    for lang in ("en", *LANGS):
        for key in ("area", "native", "scalp", "end-card"):
            natives = l10n.text(pt.word_msg("natives", key), lang, "natives")
            inuit = l10n.text(pt.word_msg("inuit", key), lang, "inuit")
            assert natives != inuit, (lang, key)


# -- the engine's sentences (bot/rules/prairie.py, data/locales/<lang>/prairie.ftl) ------------------
SEATS = ["ann", "bob", "cy", "dee"]
SOUL, SEASONS_X, STRANGERS = pt.EXPANSIONS
# (title, seats, seed, expansions): Natives alone, with each expansion, with all three; Inuit
GAMES = [("natives", 2, 0, ()), ("natives", 3, 1, (SOUL,)), ("natives", 3, 2, (SEASONS_X,)),
         ("natives", 4, 3, (STRANGERS,)), ("natives", 3, 4, (SOUL, SEASONS_X, STRANGERS)),
         ("inuit", 2, 5, ()), ("inuit", 4, 6, ())]
# Wrong actions tried at sampled decisions: notation, unknown cards, rules, steps out of turn.
WRONG = ["frobnicate", "scout now", "use", "use nobody", "use scout", "use hunter", "use whaler", "take",
         "take unicorn", "take corn", "take seal", "take big-corn", "done", "pass", "place", "place unicorn elder",
         "place man-bear nowhere", "resolve", "resolve unicorn", "resolve sacrifice", "sacrifice",
         "sacrifice unicorn elder", "sacrifice man-bear nowhere", "discard", "discard unicorn", "war", "peace",
         "give-quick-hand", "give-quick-hand 1", "knowledge", "knowledge unicorn elder scout", "replenish",
         "season", "season kind", "season red", "season harvest", "curse", "end", "take corn corn corn"]
BAD_OPTIONS = [("natives", []), ("natives", {"colour": "red"}), ("natives", {"expansions": "all"}),
               ("natives", {"expansions": ["moon"]}), ("natives", {"expansions": [SOUL, SOUL]}),
               ("natives", {"seasons": 1}), ("natives", {"expansions": [SEASONS_X], "seasons": True}),
               ("natives", {"expansions": [SEASONS_X], "seasons": 9}),
               ("natives", {"expansions": [SEASONS_X], "seasons": "spring-kind"}),
               ("natives", {"expansions": [SEASONS_X], "seasons": "winter"}),
               ("natives", {"expansions": [SEASONS_X], "seasons": [1, 2, 3]}),
               ("natives", {"expansions": [SEASONS_X], "seasons": "spring-kind,frost,autumn-windy"}),
               ("natives", {"expansions": [SEASONS_X], "seasons": "spring-kind,spring-kind,autumn-windy"}),
               ("natives", {"expansions": [SEASONS_X], "seasons": "spring-kind,autumn-windy"}),
               ("natives", {"expansions": [SEASONS_X], "seasons": "spring-kind,spring-red,autumn-windy"}),
               ("inuit", {"expansions": [SOUL]})]
# What a sentence may hold in any language: the notation it quotes or puts in brackets.
NOTATION = re.compile(r"'[^']*'|«[^»]*»|„[^“]*“|<[^>]*>|\b(?:season|give-quick-hand|replenish|war|peace|done|"
                      r"curse|end|take|use|place|resolve|sacrifice|discard|knowledge|scout|random|seasons|"
                      r"expansions|kind|change|prayers|red|hospitable|harvest|windy|wrath|bountiful)\b|"
                      r"[a-z]+(?:-[a-z]+)+")


def _policy():
    from bot.ai.prairie import prairie_policy
    return prairie_policy


@cache
def played(title: str, n: int, seed: int, expansions: tuple) -> tuple:
    """Every event line of one seeded all-AI game to its end, and the refusals of the wrong
    actions at every fifth decision (tried on a copy) and of a seat that is not awaited."""
    options = {"expansions": list(expansions)} if expansions else None
    game = create(title, seats=SEATS[:n], seed=seed, options=options)
    policy, rng = _policy(), random.Random(seed)
    said: list = list(game._events)
    decisions = 0
    while not game.over:
        seat = game.awaiting()[0]
        if decisions % 5 == 0:
            other = next(s for s in game.state["seats"] if s not in game.awaiting())
            said += refusals(game, [(seat, w) for w in WRONG] + [(other, "scout")])
        said += game.play(seat, policy(game, seat, rng))
        decisions += 1
    assert game.over
    return tuple(said)


def option_refusals() -> list:
    said = []
    for title, options in BAD_OPTIONS:
        with pytest.raises(IllegalAction) as refused:
            create(title, seats=SEATS[:2], seed=0, options=options)
        said.append((title, refused.value.message))
    return said


def all_said() -> list[tuple[str, Msg]]:
    out = [(title, m) for title, n, seed, exps in GAMES for m in played(title, n, seed, exps)]
    return list(dict.fromkeys(out + option_refusals()))


# Words of tests/english_words.txt that are also the language's own (French "1 point", "il move" not).
OWN = {"fr": {"point"}, "pt-BR": {"move"}}


def left_in_english(text: str, lang: str) -> list[str]:
    return [w for w in english_in(NOTATION.sub(" ", text), lang) if w not in OWN.get(lang, ())]


def test_every_line_and_refusal_is_a_message_and_the_games_say_much():
    said = all_said()
    assert all(isinstance(m, Msg) for _, m in said), [m for _, m in said if not isinstance(m, Msg)][:3]
    ids = {m.id for _, m in said}
    for needed in ("prairie-turn-joins", "prairie-scouts", "prairie-uses-and-takes", "prairie-places",
                   "prairie-plays-ritual", "prairie-discards", "prairie-sacrifices", "prairie-end-revealed",
                   "prairie-game-over", "prairie-reveals-war-or-peace", "prairie-change-revealed",
                   "prairie-season-turns", "prairie-not-now", "prairie-not-an-action", "prairie-no-card-called",
                   "prairie-not-a-profession", "prairie-area-has-no", "prairie-unknown-option",
                   "prairie-no-expansions", "prairie-same-season", "prairie-say-only"):
        assert needed in ids, needed
    assert len([i for i in ids if i.startswith("prairie-")]) >= 60, sorted(ids)


def test_english_is_the_engines_english():
    """str() of a line is the English catalog's: "2 Corn and Bison", "1 warrior", "the Bear tribe"."""
    from bot.rules.prairie import NativesGame
    game = NativesGame.__new__(NativesGame)
    game.state = {"title": "natives"}
    assert str(Msg("prairie-turn-joins", seat="ann", cards=game._names(["corn", "bison", "corn"]), n=2,
                   area=pt.word_msg("natives", "area"))) == "ann's turn: 2 Corn and Bison join the prairie."
    assert str(Msg("prairie-reveals-only-peace", seat="ann", card=pt.card_msg("natives", "war-peace-wolf"), n=1,
                   m=2)) == "ann reveals War and Peace: Wolf: with 1 warrior against 2, only peace is possible."
    inuit = Msg("prairie-none-to-sacrifice", seat="ann", native=pt.word_msg("inuit", "native"))
    assert str(inuit) == "ann has no Inuk card to sacrifice."


@pytest.mark.parametrize("lang", LANGS)
def test_no_line_or_refusal_is_left_in_english(lang):
    """Every event line of the seven games and every refusal sampled reads in ``lang`` with no
    English word (tests/english_words.txt, tests/game_texts.english_in), notation aside."""
    problems = []
    for title, msg in all_said():
        english, theirs = l10n.text(msg, "en", title), l10n.text(msg, lang, title)
        left = left_in_english(theirs, lang)
        if left or (theirs == english and left_in_english(english, "en")):
            problems.append(f"{title} {msg.id}: {theirs!r} {left}")
    assert not problems, "\n".join(problems[:40])


def test_every_catalog_sentence_is_made_in_every_language():
    """Each prairie.ftl message reached by the games formats in every language (strict mode
    raises on a missing variable or attribute), for both themes."""
    said = all_said()
    for lang in LANGS:
        for title, msg in said:
            assert l10n.text(msg, lang, title).strip()


def _say(msg: Msg, lang: str, title: str = "natives") -> str:
    return l10n.text(msg, lang, title)


def test_spanish_plurals_and_articles():
    one = Msg("prairie-scouted-all", n=1, scouts=pt.profession_word_msg("natives", "scout", n=1), m=1)
    two = Msg("prairie-scouted-all", n=2, scouts=pt.profession_word_msg("natives", "scout", n=2), m=2)
    assert _say(one, "es") == "Tienes 1 explorador y ya has revelado 1 carta."
    assert _say(two, "es") == "Tienes 2 exploradores y ya has revelado 2 cartas."
    hunters = [_say(Msg("prairie-no-more-cards", n=n, profs=pt.profession_word_msg("natives", "hunter", n=n)), "es")
               for n in (1, 2)]
    assert hunters == ["Tienes 1 cazador: no puedes tomar más cartas.",
                       "Tienes 2 cazadores: no puedes tomar más cartas."]
    man = Msg("prairie-discards", seat="ann", card=pt.card_msg("natives", "man-bear"))
    woman = Msg("prairie-discards", seat="ann", card=pt.card_msg("natives", "woman-bear-eagle"))
    assert _say(man, "es") == "ann descarta el hombre Oso a la caja."
    assert _say(woman, "es") == "ann descarta la mujer Oso-Águila a la caja."
    corn = Msg("prairie-area-has-no", area=pt.word_msg("natives", "area"), card=pt.card_msg("natives", "corn"))
    seal = Msg("prairie-area-has-no", area=pt.word_msg("inuit", "area"), card=pt.card_msg("inuit", "seal"))
    assert _say(corn, "es") == "No hay ningún Maíz en la pradera."
    assert _say(seal, "es", "inuit") == "No hay ninguna Foca en el Gran Blanco."
    cards = Msg("prairie-cards", cards=[Msg("prairie-count-card", n=2, card=pt.card_msg("natives", "man-bear")),
                                        Msg("prairie-count-card", n=1, card=pt.card_msg("natives", "salmon"))])
    assert _say(cards, "es") == "2 hombres Oso y Salmón"


def test_one_sentence_reads_each_themes_words():
    """The shared sentence names a Native or an Inuk, the prairie or the Great White, in each language."""
    for lang, natives, inuit in [
        ("es", "ann no tiene ninguna carta de nativo que sacrificar.",
         "ann no tiene ninguna carta de inuit que sacrificar."),
        ("fr", "ann n’a aucune carte d’autochtone à sacrifier.", "ann n’a aucune carte d’Inuk à sacrifier."),
        ("pt-BR", "ann não tem nenhuma carta de nativo para sacrificar.",
         "ann não tem nenhuma carta de inuíte para sacrificar."),
    ]:
        for theme_id, want in (("natives", natives), ("inuit", inuit)):
            msg = Msg("prairie-none-to-sacrifice", seat="ann", native=pt.word_msg(theme_id, "native"))
            assert _say(msg, lang, theme_id) == want
    war = {t: Msg("prairie-goes-to-war", seat="ann", tribe=pt.tribe_msg(t, k), tribe_word=pt.word_msg(t, "tribe"),
                  n=3) for t, k in (("natives", "wolf"), ("inuit", "raven"))}
    assert _say(war["natives"], "fr") == "ann part en guerre contre la tribu Loup (3 points)."
    assert _say(war["inuit"], "fr", "inuit") == "ann part en guerre contre le village Corbeau (3 points)."
    assert _say(war["natives"], "de") == "ann zieht in den Krieg gegen den Stamm Wolf (3 Punkte)."
    assert _say(war["inuit"], "de", "inuit") == "ann zieht in den Krieg gegen das Dorf Rabe (3 Punkte)."


def test_german_professions_after_an_article():
    elders = Msg("prairie-closed-for-good", profs=pt.profession_word_msg("natives", "elder"), seat="ann")
    assert _say(elders, "de") == "Die Ältesten von ann sind endgültig geschlossen."
    takes = Msg("prairie-uses-and-takes", seat="ann", profs=pt.profession_word_msg("natives", "hunter"),
                cards=[Msg("prairie-count-card", n=1, card=pt.card_msg("natives", "bison"))])
    assert _say(takes, "de") == "ann nimmt mit den Jägern: Bison."


def test_stored_lines_old_and_new_are_shown():
    """The store keeps a line as ``Msg.to_data()`` (JSON); a game stored before the engine spoke
    messages holds English strings, shown as they are; both sit in one recap."""
    import json

    from bot.present import recap
    lines = played("natives", 3, 4, (SOUL, SEASONS_X, STRANGERS))
    for msg in lines:
        back = l10n.Msg.from_data(json.loads(json.dumps(l10n.to_data(msg))))
        assert back == msg and l10n.text(back, "fr", "natives") == l10n.text(msg, "fr", "natives")
    old = "ann's turn: Corn joins the prairie."
    entries = [{"user_id": "1", "kind": "play", "undone": False, "seat": "ann",
                "events": [old, l10n.to_data(lines[0])]}]
    shown = l10n.lines(recap(entries), "fr", "natives")
    assert shown == [old, l10n.text(lines[0], "fr", "natives")] and shown[1] != str(lines[0])
