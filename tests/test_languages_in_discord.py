"""The bot in the reader's language through Discord: command descriptions (the translator),
refusals in the user's language, public lines in the server's, a Spanish turn, /me, and the
help and rules pages of every title in every catalog language (bot/guides.py).

Every sentence comes from the catalogs (bot/l10n.py, data/locales/<lang>/*.ftl); what each
language says of every title's games is checked by tests/test_l10n_*.py and end to end by
tests/test_l10n_end_to_end.py.
"""

from __future__ import annotations

import re

from discord import Locale, app_commands

from bot import guides, l10n
from bot.discord_app import CatalogTranslator
from bot.rules.prairie_theme import theme
from tests.discord_harness import CHANNEL_ID, USERS
from tests.test_discord import awaited, started

ES = "es-ES"
LOCALES = ["en-US", *({"es": ES}.get(lang, lang) for lang in l10n.languages() if lang != l10n.ENGLISH)]


async def test_translator_gives_spanish_descriptions_and_keeps_names():
    translator = CatalogTranslator()
    loc = app_commands.TranslationContextLocation
    ctx = app_commands.TranslationContext(location=loc.command_description, data=None)
    got = await translator.translate(app_commands.locale_str("Open a new table in this channel"),
                                     Locale.spain_spanish, ctx)
    assert got == "Abre una mesa nueva en este canal"
    assert await translator.translate(app_commands.locale_str("Open a new table in this channel"),
                                      Locale.french, ctx) == "Ouvre une nouvelle table dans ce salon"
    assert await translator.translate(app_commands.locale_str("Open a new table in this channel"),
                                      Locale.japanese, ctx) is None       # no catalog: Discord shows English
    name_ctx = app_commands.TranslationContext(location=loc.command_name, data=None)
    assert await translator.translate(app_commands.locale_str("new"), Locale.spain_spanish, name_ctx) is None


# -- through the real dispatch (tests/discord_harness.py) -----------------------------------------------
async def test_command_payload_has_spanish_descriptions(harness):
    tree = harness.bot.tree
    assert isinstance(tree.translator, CatalogTranslator)
    payload = [await c.get_translated_payload(tree, tree.translator) for c in tree.get_commands()]
    by_name = {c["name"]: c for c in payload}
    game = by_name["game"]
    assert game["description_localizations"]["es-ES"] == "Abre, únete y dirige una partida en este canal"
    assert game["description_localizations"]["es-419"] == game["description_localizations"]["es-ES"]
    assert not game["name_localizations"]          # names stay English
    new = next(o for o in game["options"] if o["name"] == "new")
    assert new["description_localizations"]["es-ES"] == "Abre una mesa nueva en este canal"
    assert "es-ES" in by_name["natives"]["description_localizations"]
    missing = []

    def walk(item, path):
        if item.get("description", "…") != "…" and "es-ES" not in item.get("description_localizations", {}):
            missing.append(path + [item["name"]])
        for option in item.get("options", []):
            walk(option, path + [item["name"]])

    for c in payload:
        if c["name"] != "uluk":
            walk(c, [])
    assert not missing, missing
    me = by_name["me"]["options"][0]
    deliver = next(o for o in me["options"] if o["name"] == "deliver")
    assert {c["name_localizations"]["es-ES"] for c in deliver["choices"]} == {
        "en el canal de la partida", "por mensaje directo", "ambos"}


async def test_spanish_user_gets_the_spanish_refusal_english_user_the_english_one(harness):
    await started(harness)
    first = await awaited(harness)
    other = "bob" if first == "ann" else "ann"
    calls = await harness.slash(other, "natives scout", locale=ES)
    msg = [c for c in calls if c.kind == "followup"][-1]
    assert msg.ephemeral and msg.content.startswith("No es tu turno: la mesa espera a"), msg.content
    calls = await harness.slash(other, "natives scout")
    msg = [c for c in calls if c.kind == "followup"][-1]
    assert msg.ephemeral and msg.content.startswith("It is not your turn"), msg.content
    calls = await harness.slash("eve", "natives scout", locale="es-419")
    msg = [c for c in calls if c.kind == "followup"][-1]
    assert msg.content == "No estás sentado en esta partida."


async def test_errors_raised_inside_commands_are_translated_too(harness):
    calls = await harness.slash("ann", "game status", locale=ES)
    [resp] = [c for c in calls if c.kind == "response"]
    assert resp.ephemeral and resp.content == "No hay ninguna partida en este canal; empieza una con /game new."


async def test_public_lines_follow_the_server_language_private_the_user(harness):
    calls = await harness.slash("ann", "game new", title="natives", locale=ES)
    [resp] = [c for c in calls if c.kind == "response"]
    assert "opens a table of Natives" in resp.content      # public: the server speaks English
    await harness.bot.tables.abandon(CHANNEL_ID, USERS["ann"], True)
    calls = await harness.slash("ann", "game new", title="natives", guild_locale=ES)
    [resp] = [c for c in calls if c.kind == "response"]
    assert "abre una mesa de Nativos" in resp.content      # the game named as the Spanish edition names it
    await harness.slash("bob", "game join")
    calls = await harness.slash("ann", "game start", guild_locale=ES)
    [table] = [c for c in calls if c.posted]
    assert table.files and "Empieza Nativos:" in table.content and "te toca" in table.content   # one player: "te"
    labels = [c.get("label") or c.get("placeholder") for c in table.components]
    assert any(label and label.startswith(("Explorar", "Usar", "Elige")) for label in labels), labels


async def test_a_spanish_turn_private_reply_and_autocomplete(harness):
    await started(harness)
    first = await awaited(harness)
    legal = await harness.bot.tables.legal(CHANNEL_ID, USERS[first])
    choices = await harness.autocomplete(first, "natives take", "profession", locale=ES, profession="")
    spanish = {"Anciano", "Chamán", "Guerrero", "Cazador", "Pescador", "Agricultor"}
    assert choices and {c["name"] for c in choices} <= spanish
    assert {c["value"] for c in choices} == {a.split()[1] for a in legal if a.startswith("use ")}
    food = next(a.split()[1] for a in legal if a in ("use farmer", "use hunter", "use fisherman"))
    calls = await harness.slash(first, "natives take", locale=ES, profession=food, cards="1")
    private = [c for c in calls if c.kind == "followup" and c.ephemeral]
    assert private and " usa a sus " in private[0].content, private[0].content
    [table] = [c for c in calls if c.posted]
    assert "uses the" in table.content          # the channel (server locale en-US) reads English


async def test_help_and_rules_in_spanish(harness):
    calls = await harness.slash("ann", "game rules", locale=ES)
    [resp] = [c for c in calls if c.kind == "response"]
    assert resp.ephemeral and "de 2 a 4 jugadores" in resp.content
    calls = await harness.slash("ann", "game help", locale=ES)
    [resp] = [c for c in calls if c.kind == "response"]
    assert "revela una carta" in resp.content and "Nombres de carta en la notación" in resp.content
    assert "Hombre Oso `man-bear`" in resp.content       # the card's name in Spanish, the notation's word
    assert "Action notation" not in resp.content and "``" not in resp.content   # no engine docstring


# -- /game help: a short guide per title and language ------------------------------------------------
EXPANSION_SETS = [None, {"expansions": ["soul-of-the-prairie"]}, {"expansions": ["seasons"]},
                  {"expansions": ["strangers"]}, {"expansions": ["soul-of-the-prairie", "seasons", "strangers"]}]
GUIDED = ["natives", "inuit", "uluk", "natera", "wendake"]


def _help_configurations():
    for title in GUIDED:
        for options in (EXPANSION_SETS if title == "natives" else [None]):
            for locale in LOCALES:
                yield title, options, locale


def test_every_help_page_fits_a_discord_message_and_speaks_to_players():
    seen = {}
    for title, options, locale in _help_configurations():
        pages = guides.help_pages(title, locale, options)
        assert all(0 < len(page) < 2000 for page in pages), (title, options, locale, [len(p) for p in pages])
        text = "\n".join(pages)
        for developer in ("``", "===", "Readings where", "house data", ":func:"):
            assert developer not in text, (title, locale, developer)
        if options:
            assert len(pages) == 2, (title, options)      # the expansions get their own page
            for expansion in options["expansions"]:
                assert {"soul-of-the-prairie": "Soul of the Prairie", "seasons": "Seasons",
                        "strangers": "Strangers"}[expansion] in pages[1]
        seen.setdefault((title, json_key(options)), set()).add(text)
    assert all(len(texts) == len(LOCALES) for texts in seen.values())   # each language its own


def json_key(options) -> str:
    return ",".join((options or {}).get("expansions") or [])


def _vocabulary(title: str) -> set[str]:
    """Every word the notation of ``title`` (and the slash commands' values) may use."""
    words = {"True", "False", "done"}
    if title == "uluk":
        from bot.rules.uluk import RAW
        from bot.rules.uluk_data import components
        comps = components()
        words |= {"place", "move", "stay", "process", "free", "feed", "reproduce", "celebrate", "eat", "poison",
                  "workshop", "shaman", "temple"}
        words |= set(comps.names) | set(comps.inventions) | {f"{r}-processing" for r in RAW}
        words |= {f"monument-{x}" for x in "abcdef"}
        return words
    if title == "natera":
        from bot.rules import natera_data as nd
        comps = nd.components()
        words |= {"send", "play", "hire", "ability", "settle", "discard", "take", "pick", "pass", "draw", "grow",
                  "copy", "leader", "explorer", "basic", "advanced", *nd.RESOURCES, *nd.ALL_DISTRICTS}
        words |= {f"{d}-{n}" for d in ("farm", "city", "military", "coast") for n in range(1, 6)}
        words |= {f"forest-{n}" for n in range(1, 7)} | set(comps.cards) | set(comps.specialists)
        words |= {f"{col}{row}" for col in "abc" for row in range(1, 6)}
        words |= {"nuclear-discovery", "pick", "numbered-1", "numbered-2"}     # /game new's Natera options
        return words
    if title == "wendake":
        from bot.rules import wendake_data as wd
        from bot.rules.wendake import POSITIONS, VERBS
        comps = wd.components()
        words |= set(VERBS) | set(POSITIONS) | set(wd.GOODS) | set(comps.mask_kinds)
        words |= set(comps.progress) | set(comps.tiles) | {"empty"}
        words |= {f"t{n}" for n in range(1, 18)} | {f"t{n}{a}" for n in range(1, 18) for a in "ab"}
        words |= {f"h{n}" for n in range(1, 5)} | {f"W{n}" for n in range(1, 8)}
        words |= {f"{seat}W{n}" for seat in range(1, 5) for n in range(1, 8)}
        return words
    th = theme(title)
    words |= set(th.all_cards) | set(th.profession_ids) | {t.id for t in th.tribes}
    words |= {"scout", "use", "take", "place", "resolve", "sacrifice", "discard", "pass", "war", "peace",
              "give-quick-hand", "knowledge", "replenish", "season", "change", "prayers", "kind", "red",
              "hospitable", "harvest", "curse", "end"}
    return words


async def test_the_help_names_real_commands_options_and_notation_words(harness):
    """Every ``/group sub option:`` in the guides exists in the command tree, and every word in
    backticks is one the notation knows: the guide cannot drift from the bot it describes."""
    tree = {}
    for command in harness.bot.tree.get_commands():
        payload = command.to_dict(harness.bot.tree)
        for sub in payload.get("options", []):
            tree[(payload["name"], sub["name"])] = {o["name"] for o in sub.get("options", [])}
    for title, options, locale in _help_configurations():
        vocabulary = _vocabulary(title)
        current: set[str] = set()
        for span in re.findall(r"`([^`]+)`", "\n".join(guides.help_pages(title, locale, options))):
            words = span.replace(";", " ").split()
            if not words:           # `;`, the separator itself
                continue
            if words[0].startswith("/"):
                key = (words[0][1:], words[1])
                assert key in tree, (title, span)
                current, words = tree[key], words[2:]
            for word in words:
                if ":" in word:
                    option, _, word = word.partition(":")
                    assert option in current or any(option in opts for opts in tree.values()), (title, span)
                    if not word:
                        continue
                assert word in vocabulary or word.isdigit(), (title, locale, span, word)


def test_the_worked_turns_say_what_the_log_writes():
    from bot.notation import take_action

    assert take_action("natives", "farmer", "2") == "use farmer; take corn corn"
    assert take_action("inuit", "whaler", "2") == "use whaler; take orca orca"
    assert "`use farmer; take corn corn`" in guides.help_pages("natives", "en-US")[0]
    assert "`use whaler; take orca orca`" in guides.help_pages("inuit", ES)[0]


def test_the_rules_say_ancestor_summoning_takes_a_native_of_their_own_colour():
    """natives.txt: "must choose one native card of their own color in their tribe"."""
    assert "discard one native of their own colour" in guides.help_text("natives", "rules", "en-US")
    assert "descartar un nativo de su propio color" in guides.help_text("natives", "rules", ES)


async def test_me_reminders_in_spanish(harness):
    calls = await harness.slash("ann", "me reminders", locale=ES)
    [resp] = [c for c in calls if c.kind == "response"]
    assert resp.content == ("Los recordatorios te llegan en el canal de la partida; tu zona horaria es UTC. "
                            "Sin horas de silencio.")
