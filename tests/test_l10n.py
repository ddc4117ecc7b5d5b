"""bot/l10n.py: messages as values, made into words per language (Fluent, Babel)."""

from __future__ import annotations

import json
import logging
from datetime import timedelta

import pytest

from bot import l10n
from bot.errors import TableError
from bot.l10n import MissingMessage, Msg, text
from bot.rules.base import IllegalAction


def test_a_message_is_a_frozen_value_that_survives_json():
    m = Msg("undo-done-with-answers", seat="ann", action="take 1", who=["AI 2", "AI 3"])
    assert m == Msg("undo-done-with-answers", {"seat": "ann", "action": "take 1", "who": ("AI 2", "AI 3")})
    assert hash(m) == hash(Msg("undo-done-with-answers", seat="ann", action="take 1", who=("AI 2", "AI 3")))
    with pytest.raises(AttributeError):
        m.id = "other"    # type: ignore[misc]
    stored = json.loads(json.dumps(m.to_data()))
    assert Msg.from_data(stored) == m
    nested = Msg("host-only", host=Msg("the-host"), what=Msg("host-only-start"))
    assert Msg.from_data(json.loads(json.dumps(nested.to_data()))) == nested
    assert Msg.from_data("Ann takes a card.") == "Ann takes a card."      # an old stored line


def test_english_is_str_and_spanish_is_made_from_the_same_ids():
    m = Msg("undo-done-with-answers", seat="ann", action="take 1", who=["AI 2", "AI 3", "AI 4"])
    assert str(m) == "ann takes back 'take 1' and what AI 2, AI 3 and AI 4 played after it."
    assert text(m, "es") == "ann deshace 'take 1' y las jugadas de AI 2, AI 3 y AI 4 que la siguieron."
    nested = Msg("host-only", host="ann", what=Msg("host-only-start"))
    assert str(nested) == "Only the host (ann) can start the game."
    assert text(nested, "es") == "Solo el anfitrión (ann) puede empezar la partida."


def test_numbers_and_plurals_follow_the_locale():
    long = Msg("table-action-too-long", n=1234, most=300)
    assert str(long) == "That action is 1,234 characters long; an action is at most 300."
    assert "1.234 caracteres" in text(long, "es")
    assert str(Msg("log-pages", n=1)) == "The log has 1 page."
    assert str(Msg("log-pages", n=3)) == "The log has 3 pages."
    assert text(Msg("start-too-few", title="Uluk", least=2, n=1), "es").endswith("hay 1 sentado.")
    assert text(Msg("start-too-few", title="Uluk", least=2, n=3), "es").endswith("hay 3 sentados.")


def test_durations_are_made_per_locale():
    assert l10n._value(timedelta(days=2), "es", None) == "2 días"
    assert l10n._value(timedelta(days=2), "en", None) == "2 days"


@pytest.mark.parametrize(("locale", "lang"), [
    ("es-ES", "es"), ("es-419", "es"), ("en-US", "en"), ("en-GB", "en"), (None, "en"), ("ja", "en"),
])
def test_discord_locales_map_to_catalog_languages(locale, lang):
    assert l10n.language(locale) == lang


def test_an_unknown_id_is_an_error_in_tests_and_english_in_production(monkeypatch, caplog):
    with pytest.raises(MissingMessage):
        text(Msg("no-such-message"), "es")
    monkeypatch.delenv("PYTEST_CURRENT_TEST")
    monkeypatch.delenv("CAMPFIRE_L10N_STRICT", raising=False)
    with caplog.at_level(logging.ERROR, logger="campfire.l10n"):
        assert text(Msg("no-such-message"), "es") == "no-such-message"
    assert "no-such-message" in caplog.text
    # a message a language lacks: the English, logged (here: fake a language missing it)
    assert l10n._format(Msg("table-full", n=3), "en", None) == "The table is full (3 players)."


def test_a_missing_variable_is_an_error_in_tests():
    with pytest.raises(MissingMessage):
        text(Msg("table-full"), "en")


def test_refusals_carry_the_message_and_read_english():
    exc = IllegalAction(Msg("table-full", n=4), rule="turn")
    assert str(exc) == "The table is full (4 players)." and exc.message == Msg("table-full", n=4)
    refused = TableError.refused("uluk", exc)
    assert refused.message == exc.message and refused.title == "uluk" and refused.rule == ("uluk", "turn")
    assert str(refused) == "The table is full (4 players)."
    plain = IllegalAction("An English sentence.", rule="notation")     # an engine not yet converted
    assert str(plain) == plain.message == "An English sentence."


def test_a_compound_step_refused_with_a_message_says_its_reason_in_the_readers_words(monkeypatch):
    """bot/rules/base.py wraps a later step's refusal; a converted engine's reason stays a
    message inside it (a plain one keeps the old English wrap)."""
    from bot.rules import create

    game = create("uluk", ["ann", "bob"], 1)
    seat = game.awaiting()[0]
    first = game.legal_actions(seat)[0]
    refused = IllegalAction(Msg("table-full", n=9), rule="notation")
    original = type(game)._play_step
    calls = []

    def second_refused(self, who, step):
        calls.append(step)
        if len(calls) == 2:
            raise refused
        return original(self, who, step)

    monkeypatch.setattr(type(game), "_play_step", second_refused)
    monkeypatch.setattr(type(game), "_require_turn", lambda self, who: None)   # the seat keeps deciding
    before = game.to_dict()
    with pytest.raises(IllegalAction) as caught:
        game.play(seat, f"{first}; {first}")
    assert game.to_dict() == before
    said = caught.value.message
    assert isinstance(said, Msg) and said.args["reason"] == refused.message and caught.value.rule == "notation"
    assert str(caught.value).endswith("is refused. The table is full (9 players).")
    assert text(said, "es").endswith("no se acepta. La mesa está llena (9 jugadores).")


def test_made_words_are_remembered_by_structure_and_language():
    """l10n.text remembers what it made, by the message's structure, language and title: the
    same message made again is the same words without Fluent; another language, another
    argument or a nested message that differs is made anew; the memory is bounded."""
    from bot import l10n as module

    module._MADE.clear()
    first = Msg("table-full", n=4)
    assert text(first, "es") == text(Msg("table-full", n=4), "es") == "La mesa está llena (4 jugadores)."
    assert len(module._MADE) == 1
    assert text(Msg("table-full", n=5), "es") != text(first, "es")
    assert text(first, "de") != text(first, "es") and len(module._MADE) == 3
    assert Msg("table-full", n=1).key() != Msg("table-full", n=1.0).key() != Msg("table-full", n=True).key()
    nested = Msg("game-over-line", winners=Msg("winners-line", names="ann", n=1, note=""))
    other = Msg("game-over-line", winners=Msg("winners-line", names="bob", n=1, note=""))
    assert text(nested, "en") != text(other, "en")
    for n in range(module.MADE_LIMIT + 5):
        text(Msg("table-full", n=n), "en")
    assert len(module._MADE) <= module.MADE_LIMIT
