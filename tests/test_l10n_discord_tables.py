"""The Discord layer in the reader's language (issue 18, points 1, 3, 4): a table message's
words and controls, a table's own language (``/game new language:``), the command
descriptions Discord syncs. Everything goes through discord.py's real dispatch, offline
(tests/discord_harness.py): the payloads Discord would be sent are what is checked."""

from __future__ import annotations

import pytest

from bot import l10n
from tests.discord_harness import CHANNEL_ID
from tests.game_texts import Seen, collect, english_in

LANGS = ("es-ES", "fr", "de", "pt-BR")
# words of tests/english_words.txt that are the language's own here (Wendake's lakes: "See")
OWN = {"de": {"see"}}


def english(text: str, lang: str) -> list[str]:
    return [w for w in english_in(text, lang) if w not in OWN.get(lang, set())]


async def open_and_start(harness, title: str, locale: str, **new) -> list:
    """Ann opens ``title`` (both players' and the server's Discord in ``locale``), Bob joins,
    Ann starts: the calls of the start, whose public followup is the first table message."""
    said = dict(locale=locale, guild_locale=locale)
    await harness.slash("ann", "game new", title=title, **said, **new)
    await harness.slash("bob", "game join", **said)
    return await harness.slash("ann", "game start", **said)


def table_post(calls):
    [post] = [c for c in calls if c.posted]
    return post


@pytest.mark.parametrize("locale", LANGS)
@pytest.mark.parametrize("title", ["uluk", "wendake"])
async def test_a_table_message_holds_no_english_word(harness, title, locale):
    """The start's table message: its content, its button labels, menu placeholders and
    options, and its pictures' alt text are all in the server's language; the controls name
    the action in words while their custom ids stay the notation."""
    post = table_post(await open_and_start(harness, title, locale))
    seen = Seen()
    collect([post], seen)
    assert seen.controls, "the first decision has controls"
    lang = l10n.language(locale)
    found = {t: w for t, w in ((t, english(t, lang)) for t in seen.replies + seen.controls) if w}
    assert not found, found
    row = await harness.bot.tables.current(CHANNEL_ID)
    legal = set()
    for uid in harness.bot.tables.awaited_users(row):
        legal |= set(await harness.bot.tables.legal(CHANNEL_ID, uid))
    refs = {c["custom_id"].split(":", 4)[4] for c in post.components if c.get("custom_id", "").startswith("cf:a:")}
    refs |= {o["value"] for c in post.components for o in c.get("options") or []}
    assert refs and refs <= legal | {r for r in refs if r.startswith("#")}, (refs, legal)
    labels = [c.get("label") for c in post.components if c.get("label")]
    assert not set(labels) & legal, labels        # words, not the notation


async def test_a_french_table_posts_french_in_an_english_server(harness):
    """``/game new language:fr`` in a server whose locale is English: every channel post of
    that table (the lobby, the table message, /game status) is French, while a private refusal
    follows the user's own locale."""
    opened = await harness.slash("ann", "game new", title="uluk", language="fr", guild_locale="en-US")
    [lobby] = [c for c in opened if c.content and not c.private]
    assert "ouvre une table" in lobby.content.lower(), lobby.content
    row = await harness.bot.tables.current(CHANNEL_ID)
    assert row.settings.get("language") == "fr"
    joined = await harness.slash("bob", "game join", guild_locale="en-US")
    assert any("rejoint" in c.content or "s'assoit" in c.content or "table" in c.content
               for c in joined if c.content and not c.private)
    joined_fr = [c.content for c in joined if c.content and not c.private]
    assert not any(english(t, "fr") for t in joined_fr), joined_fr
    post = table_post(await harness.slash("ann", "game start", guild_locale="en-US"))
    seen = Seen()
    collect([post], seen)
    found = {t: english(t, "fr") for t in seen.replies + seen.controls if english(t, "fr")}
    assert not found, found
    status = [c for c in await harness.slash("bob", "game status", guild_locale="en-US") if c.posted]
    assert status and "Cette table parle Français." in status[-1].content
    # a private refusal is the user's: English for an English Discord, Spanish for a Spanish one
    again = await harness.slash("ann", "game join", locale="en-GB", guild_locale="en-US")
    assert [c.content for c in again if c.private and c.content] == ["The game has already started."]
    again = await harness.slash("ann", "game join", locale="es-ES", guild_locale="en-US")
    assert [c.content for c in again if c.private and c.content] == ["La partida ya ha empezado."]


async def test_the_table_language_choices_are_every_catalog_in_its_own_name(harness):
    new = harness.command("game new")
    [param] = [p for p in new._params.values() if p.name == "language"]
    assert {c.value: c.name for c in param.choices} == {
        "en": "English", "es": "Español", "fr": "Français", "de": "Deutsch", "pt-BR": "Português (Brasil)"}
    assert [c.value for c in param.choices] == list(l10n.languages())


async def test_the_controls_words_come_from_the_public_view(harness):
    """The words of a public control are ``rendering.action_label`` of view(None) (a menu
    posted in the channel names nothing only the awaited seat may see); each carries the
    notation in its custom id or value."""
    from rendering import action_label

    post = table_post(await open_and_start(harness, "uluk", "fr"))
    public = harness.bot.tables.view(await harness.bot.tables.current(CHANNEL_ID))
    checked = 0
    for item in post.components:
        cid = item.get("custom_id", "")
        if cid.startswith("cf:a:"):
            assert item["label"] == action_label(public, cid.split(":", 4)[4], "fr")[:80]
            checked += 1
        for option in item.get("options") or []:
            assert option["label"] == action_label(public, option["value"], "fr")[:100]
            checked += 1
    assert checked


# -- the command sync -----------------------------------------------------------------------------
DISCORD_LOCALES = {"es": ("es-ES", "es-419"), "fr": ("fr",), "de": ("de",), "pt-BR": ("pt-BR",)}


async def test_the_command_sync_carries_every_language_for_every_description(harness):
    """The real ``tree.sync()``, captured offline: every description of every command, option
    and choice (bar the game and language names, which are names) has a localization for each
    catalog language, keyed by Discord's locales, 1 to 100 characters, and not the English."""
    record = harness.bot.http.request

    async def request(route, **kwargs):
        answer = await record(route, **kwargs)
        if route.method == "PUT" and route.path.endswith("/commands"):
            return [{**c, "id": str(960000000000000000 + i), "application_id": "1", "version": "1",
                     "default_member_permissions": None} for i, c in enumerate(kwargs.get("json") or [])]
        return answer

    harness.bot.http.request = request
    await harness.bot.tree.sync()
    [call] = [c for c in harness.calls if c.method == "PUT"]
    wanted = {loc for locs in DISCORD_LOCALES.values() for loc in locs}
    names = {"Natives", "Inuit: The Snow Folk", "Wendake", "Uluk", "Natera: New Beginning",
             *(l10n.text(l10n.Msg("language-name"), lang) for lang in l10n.languages())}
    problems, counted = [], 0

    def check(item, path, key, localized_key):
        nonlocal counted
        english = item[key]
        if english in names or english == "…":     # a name; discord.py's stand-in for no description
            return
        counted += 1
        localized = item.get(localized_key) or {}
        if set(localized) != wanted:
            problems.append((path, english, sorted(wanted - set(localized))))
        for loc, text in localized.items():
            if not 1 <= len(text) <= 100 or text == english:
                problems.append((path, loc, text))

    def walk(item, path):
        check(item, path, "description", "description_localizations")
        assert not item.get("name_localizations"), path        # names stay English
        for choice in item.get("choices") or []:
            check(choice, path + [choice["value"]], "name", "name_localizations")
        for option in item.get("options") or []:
            walk(option, path + [option["name"]])

    for command in call.payload:
        walk(command, [command["name"]])
    assert not problems, problems[:10]
    assert counted > 140
    game = next(c for c in call.payload if c["name"] == "game")
    assert game["description_localizations"]["fr"] == "Ouvre, rejoins et mène une partie dans ce salon"
    assert game["description_localizations"]["es-419"] == game["description_localizations"]["es-ES"]


async def test_a_locale_without_a_catalog_gets_no_localization():
    from discord import Locale, app_commands

    from bot.discord_app import CatalogTranslator

    translator = CatalogTranslator()
    ctx = app_commands.TranslationContext(location=app_commands.TranslationContextLocation.command_description,
                                          data=None)
    text = app_commands.locale_str("Open a new table in this channel")
    assert await translator.translate(text, Locale.italian, ctx) is None
    assert await translator.translate(text, Locale.german, ctx) == "Eröffne einen neuen Tisch in diesem Kanal"
    assert await translator.translate(app_commands.locale_str("Not a description we have"), Locale.german,
                                      ctx) is None
    name = app_commands.TranslationContext(location=app_commands.TranslationContextLocation.command_name, data=None)
    assert await translator.translate(app_commands.locale_str("new"), Locale.german, name) is None

