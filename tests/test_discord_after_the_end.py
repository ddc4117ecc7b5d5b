"""After a game ends, every command that needs it says so in the same words and points to
/game history (issue 17, point 19: /game status and a move said "no game" differently)."""

from __future__ import annotations

from tests.discord_harness import CHANNEL_ID

OVER = "The game in this channel is over: /game history shows how it ended, and /game new starts another."


async def test_status_a_move_and_leave_after_the_end_say_it_is_over(harness):
    await harness.slash("ann", "game new", title="natives")
    await harness.slash("bob", "game join")
    await harness.slash("ann", "game start")
    await harness.slash("bob", "game resign")          # ann is left alone: the game ends
    assert await harness.bot.tables.find(CHANNEL_ID) is None
    for who, command, options in [("ann", "game status", {}), ("ann", "natives act", {"action": "scout"}),
                                  ("ann", "game leave", {}), ("cy", "game abandon", {})]:
        said = [c for c in await harness.slash(who, command, **options) if c.content]
        assert len(said) == 1 and said[0].private, (command, [c.content for c in said])
        assert said[0].content.startswith(OVER), (command, said[0].content)
    said = [c for c in await harness.slash("ann", "game status", locale="es-ES") if c.content]
    assert "/game history" in said[0].content and "terminado" in said[0].content


async def test_a_channel_that_never_had_a_game_says_how_to_start_one(harness):
    [said] = [c for c in await harness.slash("ann", "game status") if c.content]
    assert said.private and said.content.startswith("There is no game in this channel; start one with /game new.")


async def test_rules_with_no_game_here_assume_no_title(harness):
    """``/game rules rule:poison`` in a channel with no game is Uluk's rule (the one title
    that has it), never a Natives refusal; a rule several titles share asks which game."""
    [said] = [c for c in await harness.slash("ann", "game rules", rule="poison") if c.content]
    assert said.private and "Poison" in said.content and "no rule" not in said.content, said.content
    [said] = [c for c in await harness.slash("ann", "game rules", rule="notation") if c.content]
    assert said.private and said.content.startswith("This channel has no game, so say which: add title:")
    choices = await harness.autocomplete("ann", "game rules", "rule", rule="poison")
    assert [c["value"] for c in choices] == ["poison"] and choices[0]["name"].startswith("Uluk — ")
    await harness.slash("ann", "game new", title="natera")
    [said] = [c for c in await harness.slash("ann", "game rules", rule="poison") if c.content]
    assert "Natera: New Beginning has no rule called 'poison'" in said.content      # the channel's game decides
