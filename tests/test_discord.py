"""The Discord layer, offline, through discord.py's real dispatch (see discord_harness.py)."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from tests.discord_harness import CHANNEL_ID, USERS, Harness


async def started(h: Harness, players=("ann", "bob")) -> None:
    await h.slash(players[0], "game new", title="natives")
    for p in players[1:]:
        await h.slash(p, "game join")
    await h.slash(players[0], "game start")


async def awaited(h: Harness) -> str:
    row = await h.bot.tables.current(CHANNEL_ID)
    [uid] = h.bot.tables.awaited_users(row)
    return next(name for name, i in USERS.items() if i == uid)


def only(calls, kind):
    found = [c for c in calls if c.kind == kind]
    assert found, [(c.kind, c.path) for c in calls]
    return found


async def test_command_surface_snapshot(harness):
    payload = [c.to_dict(harness.bot.tree) for c in harness.bot.tree.get_commands()]
    names = {c["name"]: sorted(o["name"] for o in c["options"]) for c in payload}
    assert names["game"] == sorted(["new", "join", "leave", "addbot", "start", "status", "log",
                                    "help", "hint", "rules", "resign", "abandon", "history", "replay", "remind",
                                    "stats", "leaderboard", "nudge", "undo", "mine", "replace", "autopilot", "back",
                                    "drop", "web"])
    assert names["me"] == ["reminders"]
    assert {"scout", "take", "place", "ritual", "sacrifice", "discard", "done", "pass", "act",
            "card"} <= set(names["natives"])
    for c in payload:
        assert len(c["options"]) <= 25 and c["name"].islower()


async def test_new_join_start_posts_the_table_picture_and_mentions(harness):
    calls = await harness.slash("ann", "game new", title="natives")
    [resp] = only(calls, "response")
    assert "opens a table of Natives" in resp.content and not resp.ephemeral
    await harness.slash("bob", "game join")
    calls = await harness.slash("ann", "game start")
    [follow] = [c for c in calls if c.posted]       # the table goes to the channel, for everyone
    assert not follow.ephemeral
    turn, table = follow.files       # the phone picture on top, then the whole table
    assert [turn.filename, table.filename] == ["turn.png", "table.png"]
    images = []
    for png in (turn, table):
        png.fp.seek(0)
        images.append(Image.open(io.BytesIO(png.fp.read())))
    assert all(image.format == "PNG" for image in images)
    assert images[1].width >= 1000 and images[0].width < images[1].width
    # each picture is an embed's image, so a phone shows both full width, one above the other
    assert [e["image"]["url"] for e in follow.data["embeds"]] == ["attachment://turn.png", "attachment://table.png"]
    first = await awaited(harness)
    assert f"<@{USERS[first]}>" in follow.content
    assert any(cid.startswith("cf:") for cid in follow.custom_ids)


async def test_second_game_in_a_channel_is_refused_privately(harness):
    await harness.slash("ann", "game new", title="natives")
    calls = await harness.slash("bob", "game new", title="natives")
    [resp] = only(calls, "response")
    assert resp.ephemeral and "already has a game of Natives" in resp.content


async def test_wrong_turn_and_non_player_are_refused_privately(harness):
    await started(harness)
    first = await awaited(harness)
    other = "bob" if first == "ann" else "ann"
    before = (await harness.bot.tables.current(CHANNEL_ID)).state
    calls = await harness.slash(other, "natives scout")
    msg = [c for c in calls if c.kind == "followup"][-1]
    assert msg.ephemeral and "not your turn" in msg.content
    calls = await harness.slash("eve", "natives scout")
    msg = [c for c in calls if c.kind == "followup"][-1]
    assert msg.ephemeral and "not seated" in msg.content
    assert not [c for c in calls if c.posted]
    assert (await harness.bot.tables.current(CHANNEL_ID)).state == before


async def test_a_command_in_a_channel_with_no_game(harness):
    calls = await harness.slash("ann", "game status")
    [resp] = only(calls, "response")
    assert resp.ephemeral and "no game in this channel" in resp.content


async def test_autocomplete_offers_legal_choices_only(harness):
    await started(harness)
    first = await awaited(harness)
    choices = await harness.autocomplete(first, "natives act", "action", action="")
    legal = await harness.bot.tables.legal(CHANNEL_ID, USERS[first])
    assert {c["value"] for c in choices} == set(legal[:25])
    other = "bob" if first == "ann" else "ann"
    assert await harness.autocomplete(other, "natives act", "action", action="") == []
    # take: the cards the chosen profession could take, from the prairie
    use = next(a for a in legal if a.startswith("use ") and a != "use elder")
    prof = use.split()[1]
    choices = await harness.autocomplete(first, "natives take", "cards", profession=prof, cards="")
    assert choices


async def test_taking_through_the_slash_command_then_the_picture_moves_on(harness):
    await started(harness)
    first = await awaited(harness)
    legal = await harness.bot.tables.legal(CHANNEL_ID, USERS[first])
    food = next(a.split()[1] for a in legal if a in ("use farmer", "use hunter", "use fisherman"))
    calls = await harness.slash(first, "natives take", profession=food, cards="1")
    [table] = [c for c in calls if c.posted]
    private = [c for c in calls if c.kind == "followup" and c is not table]
    assert private and all(c.ephemeral for c in private)
    assert table.files and "uses the" in table.content
    assert await awaited(harness) != first


async def test_buttons_work_and_a_stale_button_is_refused(harness):
    await started(harness)
    first = await awaited(harness)
    row = await harness.bot.tables.current(CHANNEL_ID)
    calls = await harness.slash("ann", "game status")
    [message] = [c for c in calls if c.custom_ids]
    ids = [cid for cid in message.custom_ids if cid.startswith("cf:a:")]
    assert ids
    button = next((i for i in ids if i.endswith(":scout")), ids[0])
    calls = await harness.click(first, button, source=message)
    assert (await harness.bot.tables.current(CHANNEL_ID)).version > row.version
    # the same button again: its version is gone
    calls = await harness.click(first, button, source=message)
    msg = [c for c in calls if c.kind == "followup"][-1]
    assert msg.ephemeral and "earlier turn" in msg.content


async def test_select_menu_places_a_native(harness):
    await started(harness)
    tables = harness.bot.tables
    # play until someone must place a native, using selects/buttons through the real dispatch
    for _ in range(200):
        user = await awaited(harness)
        legal = await tables.legal(CHANNEL_ID, USERS[user])
        if legal[0].startswith("place "):
            row = await tables.current(CHANNEL_ID)
            calls = await harness.click(user, f"cf:s:{row.id}:{row.version}:0", values=[legal[0]])
            assert not any("earlier turn" in c.content for c in calls)
            return
        action = next((a for a in legal if a == "use elder"), None) or next(
            (a for a in legal if a.startswith(("take ", "place "))), legal[-1])
        await harness.slash(user, "natives act", action=action)
    pytest.fail("never had to place a native")


async def test_abandon_needs_host_or_manage_channels(harness):
    await started(harness)
    calls = await harness.slash("bob", "game abandon")
    [resp] = only(calls, "response")
    assert resp.ephemeral and "Only the host" in resp.content
    calls = await harness.slash("mod", "game abandon", manage=True)
    [resp] = only(calls, "response")
    assert "abandoned" in resp.content and not resp.ephemeral


async def test_help_rules_log_are_private(harness):
    await started(harness)
    for path in ("game help", "game rules", "game log"):
        calls = await harness.slash("ann", path)
        [resp] = only(calls, "response")
        assert resp.ephemeral and resp.content


async def test_profession_autocomplete_offers_only_usable_professions(harness):
    await started(harness)
    first = await awaited(harness)
    legal = await harness.bot.tables.legal(CHANNEL_ID, USERS[first])
    choices = await harness.autocomplete(first, "natives take", "profession", profession="")
    assert {c["value"] for c in choices} == {a.split()[1] for a in legal if a.startswith("use ")}
    assert all(c["name"][0].isupper() for c in choices)


async def test_every_playable_title_has_help_and_rules_in_every_language(harness):
    from bot import guides, l10n
    from bot.rules import playable

    for title in playable():
        for what in ("guide", "rules"):
            english = guides.help_text(title, what, "en-US")
            assert english, (title, what)
            for lang in l10n.languages():
                if lang != l10n.ENGLISH:
                    translated = guides.help_text(title, what, lang)
                    assert translated and translated != english, (title, what, lang)


async def test_inuit_and_the_expansions_through_discord(harness):
    calls = await harness.slash("ann", "game new", title="inuit")
    assert "Inuit" in calls[0].content
    await harness.slash("bob", "game join")
    calls = await harness.slash("ann", "game start")
    assert any(c.files for c in calls)
    first = await awaited(harness)
    legal = await harness.bot.tables.legal(CHANNEL_ID, USERS[first])
    choices = await harness.autocomplete(first, "inuit take", "profession", profession="")
    names = {c["name"] for c in choices}
    assert {c["value"] for c in choices} == {a.split()[1] for a in legal if a.startswith("use ")}
    assert not names & {"Hunter", "Fisherman", "Farmer"}
    await harness.slash("ann", "game abandon")
    # Natives with two expansions and a recommended season set, by name
    calls = await harness.slash("ann", "game new", title="natives", expansions="seasons, strangers",
                                seasons="No Place for Old Men Here")
    assert not calls[0].ephemeral, calls[0].content
    await harness.slash("bob", "game join")
    await harness.slash("ann", "game start")
    calls = await harness.slash("ann", "game status")
    assert any("Natives (Seasons, Strangers)" in c.content for c in calls)
    await harness.slash("ann", "game abandon")
    for options, words in (({"expansions": "dragons"}, "no expansion called"),
                           ({"expansions": "seasons", "seasons": "Spring Kind, Spring Red, Autumn Harvest"},
                            "")):
        calls = await harness.slash("ann", "game new", title="natives", **options)
        [resp] = [c for c in calls if c.kind == "response"]
        assert resp.ephemeral and words in resp.content
    assert await harness.bot.tables.find(CHANNEL_ID) is None
