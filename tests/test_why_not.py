""""Why not?" through discord.py's real dispatch (issue #11): a refusal of the rules names
its rule in the reader's language and carries a Rule button that shows the paragraph
privately; ``/game rules rule:`` shows the same paragraph."""

from __future__ import annotations

from bot import rulebook
from tests.discord_harness import CHANNEL_ID, USERS, Harness
from tests.test_discord_hardening import one_private_sentence, sent, started, state


async def waiting_and_other(h: Harness) -> tuple[str, str]:
    row = await h.bot.tables.current(CHANNEL_ID)
    [uid] = h.bot.tables.awaited_users(row)
    waiting = next(name for name, i in USERS.items() if i == uid)
    return waiting, next(name for name in ("ann", "bob") if name != waiting)


def rule_buttons(call) -> list[str]:
    return [c for c in call.custom_ids if c.startswith("cf:rule:")]


async def test_a_refusal_names_its_rule_and_the_rule_button_shows_the_paragraph(harness):
    await started(harness)
    _, idle = await waiting_and_other(harness)
    before = await state(harness)
    calls = await harness.slash(idle, "natives act", action="scout")
    text = one_private_sentence(calls)
    turn = rulebook.rule("natives", "turn", "en")
    assert text.startswith("It is not your turn") and text.endswith(f"({turn.name})")
    [refusal] = sent(calls)
    assert rule_buttons(refusal) == ["cf:rule:natives:turn"]
    assert await state(harness) == before

    shown = one_private_sentence(await harness.click(idle, "cf:rule:natives:turn", source=refusal))
    assert turn.name in shown and turn.text[:80] in shown
    assert await state(harness) == before


async def test_in_spanish_the_refusal_the_button_and_the_paragraph_are_spanish(harness):
    await started(harness)
    _, idle = await waiting_and_other(harness)
    calls = await harness.slash(idle, "natives act", action="scout", locale="es-ES")
    text = one_private_sentence(calls)
    turn = rulebook.rule("natives", "turn", "es-ES")
    assert text.startswith("No es tu turno") and text.endswith(f"({turn.name})")
    [refusal] = sent(calls)
    [button] = [c for c in refusal.components if c.get("custom_id") == "cf:rule:natives:turn"]
    assert button["label"] == "Regla"
    shown = one_private_sentence(await harness.click(idle, "cf:rule:natives:turn", source=refusal, locale="es-ES"))
    assert turn.text[:80] in shown and turn.text != rulebook.rule("natives", "turn", "en").text


async def test_an_illegal_move_of_the_awaited_player_cites_the_engine_rule(harness):
    await started(harness)
    waiting, _ = await waiting_and_other(harness)
    calls = await harness.slash(waiting, "natives act", action="use shaman; take bison bison bison bison")
    [refusal] = sent(calls)
    assert refusal.private
    [custom_id] = rule_buttons(refusal)
    rule_id = custom_id.rsplit(":", 1)[1]
    assert rule_id in rulebook.ids("natives") and rule_id not in rulebook.COMMON
    assert refusal.content.endswith(f"({rulebook.rule('natives', rule_id).name})")


async def test_refusals_that_are_not_rules_have_no_rule_button(harness):
    await harness.slash("ann", "game new", title="natives")
    await harness.slash("bob", "game join")
    calls = await harness.slash("bob", "game start")
    assert "Only the host" in one_private_sentence(calls)
    assert not rule_buttons(sent(calls)[0])


async def test_game_rules_shows_one_rule_and_offers_the_titles_rules(harness):
    turn = rulebook.rule("uluk", "turn", "en")
    shown = one_private_sentence(await harness.slash("ann", "game rules", title="uluk", rule="turn"))
    assert shown.startswith(f"**{turn.name}**") and turn.text[:80] in shown
    choices = await harness.autocomplete("ann", "game rules", "rule", title="uluk", rule="")
    assert {c["value"] for c in choices} <= set(rulebook.ids("uluk"))
    assert "turn" in {c["value"] for c in choices} and len(choices) <= 25
    text = one_private_sentence(await harness.slash("ann", "game rules", title="uluk", rule="no-such"))
    assert "has no rule called 'no-such'" in text


async def test_a_forged_or_retired_rule_button_is_one_sentence(harness):
    text = one_private_sentence(await harness.click("ann", "cf:rule:natives:retired-rule"))
    assert "no longer in the rulebook" in text


async def test_rules_of_another_titles_expansion_are_not_offered_but_still_shown(harness):
    choices = {c["value"] for c in await harness.autocomplete("ann", "game rules", "rule", title="inuit", rule="")}
    assert "profession" in choices and "war-peace" not in choices and "season-kind" not in choices
    shown = one_private_sentence(await harness.click("ann", "cf:rule:inuit:war-peace"))
    assert rulebook.rule("inuit", "war-peace").text[:60] in shown
