"""Every title's commands act on that title's game only (issue 16, point 6).

The notations overlap (``pick a1`` is a Natera draft pick and a Wendake tile), so before
this check ``/natera pick card:a1`` in a Wendake channel played Wendake's ``pick a1``. Here
every subcommand of every title's group is typed, through the real dispatch, in a channel
whose game is each other title: each one is refused privately, names the right command
group, and changes nothing; its autocomplete offers nothing.
"""

from __future__ import annotations

import pytest
from discord import AppCommandOptionType, app_commands

from bot.rules import TITLES
from tests.discord_harness import CHANNEL_ID, USERS


def subcommands(harness, group: str) -> list[app_commands.Command]:
    return list(harness.bot.tree.get_command(group).walk_commands())


def options_for(command: app_commands.Command, action: str) -> dict:
    """Values for every required option: the words of a legal action of the channel's own
    game where a text is asked (the overlap is what made the crossings dangerous)."""
    words = action.split()[1:] or action.split()
    values = {}
    for i, param in enumerate(p for p in command.parameters if p.required):
        if param.choices:
            values[param.display_name] = param.choices[0].value
        elif param.type is AppCommandOptionType.integer:
            values[param.display_name] = 1
        elif param.type is AppCommandOptionType.boolean:
            values[param.display_name] = True
        else:
            values[param.display_name] = action if len(command.parameters) == 1 else words[i % len(words)]
    return values


async def open_game(harness, title: str) -> tuple[str, str]:
    await harness.slash("ann", "game new", title=title)
    await harness.slash("bob", "game join")
    await harness.slash("ann", "game start")
    row = await harness.bot.tables.current(CHANNEL_ID)
    [uid] = harness.bot.tables.awaited_users(row)[:1]
    who = next(name for name, i in USERS.items() if i == uid)
    return who, (await harness.bot.tables.legal(CHANNEL_ID, uid))[0]


@pytest.mark.parametrize("title", TITLES)
async def test_other_titles_commands_are_refused_in_this_titles_channel(harness, title):
    who, action = await open_game(harness, title)
    before = (await harness.bot.tables.current(CHANNEL_ID)).version
    tried = 0
    for group in (t for t in TITLES if t != title):
        for command in subcommands(harness, group):
            calls = await harness.slash(who, command.qualified_name, **options_for(command, action))
            said = [c for c in calls if c.content]
            assert said and all(c.private for c in said), (command.qualified_name, [c.content for c in calls])
            assert f"/{title}" in said[-1].content, (command.qualified_name, said[-1].content)
            assert not [c for c in calls if c.posted]
            tried += 1
        for command in subcommands(harness, group):
            for param in command.parameters:
                if param.autocomplete:
                    choices = await harness.autocomplete(who, command.qualified_name, param.display_name,
                                                         **{param.display_name: ""})
                    assert choices == [], (command.qualified_name, choices)
    assert tried >= 20
    assert (await harness.bot.tables.current(CHANNEL_ID)).version == before


async def test_natives_and_inuit_share_an_engine_but_not_their_commands(harness):
    """The crossing nobody would see in the notation: the two themes speak the same words."""
    who, action = await open_game(harness, "inuit")
    before = (await harness.bot.tables.current(CHANNEL_ID)).version
    calls = await harness.slash(who, "natives act", action=action)
    [said] = [c for c in calls if c.content]
    assert said.private and "Inuit" in said.content and "/inuit" in said.content
    assert (await harness.bot.tables.current(CHANNEL_ID)).version == before
    await harness.slash(who, "inuit act", action=action)
    assert (await harness.bot.tables.current(CHANNEL_ID)).version > before
