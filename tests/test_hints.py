"""``/game hint`` (bot/ai/hints.py): the AI's move and one line why, for every title, in
every catalog language (data/locales/<lang>/hints.ftl), deterministic, and blind to what the
seat may not see."""

from __future__ import annotations

import functools
import json
import random
import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor

from bot import ai, l10n
from bot.ai import hints
from bot.ai.fallback import fair_outcomes
from bot.ai.hints import REASON_LIMIT, hint
from bot.l10n import Msg
from bot.rules import ENGINES, IllegalAction, create, restore
from bot.rules.base import Game
from bot.rules.prairie_theme import theme
from bot.rules.uluk_data import components as uluk_components
from tests.game_texts import english_in

SEATS = ["ann", "bob", "cy", "dee"]
ALL_EXPANSIONS = {"expansions": ["soul-of-the-prairie", "seasons", "strangers"]}

# (title, players, options, seed): every title, the Natives expansions, the solo Uluk.
TABLES = [
    ("natives", 2, None, 3),
    ("natives", 3, ALL_EXPANSIONS, 5),
    ("inuit", 3, None, 4),
    ("uluk", 3, None, 6),
    ("uluk", 1, None, 2),
    ("natera", 3, None, 7),
    ("natera", 2, {"draft": True}, 9),
    ("wendake", 3, None, 8),
]
IDS = [f"{t}-{n}{'-' + '-'.join(o) if o else ''}" for t, n, o, _ in TABLES]
PER_KIND = 2        # positions kept per kind of decision (step name, verb played)
MOST = 16           # positions per table


@functools.cache
def positions(title: str, n: int, options: str, seed: int) -> tuple[tuple[dict, str], ...]:
    """(state, awaited seat) along one AI game: up to PER_KIND of every kind of decision met,
    so that each table's positions cover its steps rather than its most common one.
    ``options`` is the table's options as JSON (hashable, for the cache)."""
    game = create(title, seats=SEATS[:n], seed=seed, options=json.loads(options))
    rng = random.Random(seed)
    kinds: dict[tuple, int] = {}
    kept: list[tuple[dict, str]] = []
    while not game.over and len(kept) < MOST:
        seat = game.awaiting()[0]
        action = ai.choose(game, seat, rng)
        step = game.state.get("step")
        kind = (step.get("name") if isinstance(step, dict) else None, action.split()[0])
        if kinds.get(kind, 0) < PER_KIND and len(game.legal_actions(seat)) > 1:
            kinds[kind] = kinds.get(kind, 0) + 1
            kept.append((game.to_dict(), seat))
        game.play(seat, action)
    return tuple(kept)


def table_positions(title, n, options, seed):
    return [(restore(state), seat) for state, seat in positions(title, n, json.dumps(options), seed)]


# -- hidden information, scrambled as the AI tests of each title do -----------------------------


def scramble(game, seat: str, rng: random.Random):
    """A copy of ``game`` that differs only in what ``seat`` may not see: deck orders, other
    seats' hands and secret cards, the engine's seed for future draws."""
    s = game.to_dict()
    title = s["title"]
    me = s["seats"].index(seat)
    if "rng" in s:
        s["rng"] = rng.randrange(1, 2**31)
    if title in ("natives", "inuit"):                  # tests/test_ai.py plays a set deck
        rng.shuffle(s["deck"])
    elif title == "uluk":                              # tests/test_ai_uluk.py
        feasts = sorted(uluk_components().feasts)
        for i, p in enumerate(s["players"]):
            if i != me:
                p["feast"] = rng.choice(feasts)
        rng.shuffle(s["deck"])
        if s["freeloaders"]:
            rng.shuffle(s["freeloaders"]["deck"])
    elif title == "natera":                            # tests/test_ai_natera.py
        for deck in ("basic", "advanced"):
            rng.shuffle(s["decks"][deck])
        pool = s["decks"]["basic"]
        hidden = [p["hand"] for i, p in enumerate(s["players"]) if i != me]
        if s["step"]["name"] == "draft":          # the packs others hold now
            hidden += [pack for i, pack in enumerate(s["step"]["packs"]) if i != me]
        for cards in hidden:
            k = len(cards)
            cards[:], pool[:k] = pool[:k], list(cards)
    elif title == "wendake":                           # tests/test_ai_wendake.py
        for stack in (s["masks"]["deck"], s["turtles"], *s["advanced"].values(),
                      *(r["stack"] for r in s["progress"].values())):
            rng.shuffle(stack)
        for i, p in enumerate(s["players"]):
            if i != me and p["hand"]:
                p["hand"] = sorted(rng.choice(["bear", "wolf", "wild"]) for _ in p["hand"])
    twin = restore(s)
    assert twin.view(seat) == game.view(seat), "the scramble changed what the seat sees"
    return twin


# -- the reason's language: which catalog message it is ------------------------------------------

LOCALES = Path(__file__).resolve().parent.parent / "data" / "locales"
LANGS = l10n.languages()
TRANSLATIONS = [lang for lang in LANGS if lang != l10n.ENGLISH]


class Variables(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802 - the visitor's names
        self.names.add(node.id.name)


@functools.cache
def reasons(lang: str) -> dict[str, frozenset[str]]:
    """hints.ftl of ``lang``: message id -> the variables it reads."""
    resource = FluentParser().parse((LOCALES / lang / "hints.ftl").read_text(encoding="utf-8"))
    out = {}
    for entry in resource.body:
        assert not isinstance(entry, ast.Junk), entry.content[:200]
        if isinstance(entry, ast.Message):
            seen = Variables()
            seen.visit(entry)
            out[entry.id.name] = frozenset(seen.names)
    return out


# Words of tests/english_words.txt that are also words of the language, met in the reasons
OWN = {"es": {"decide", "has"}, "fr": {"point"}, "pt-BR": {"decide"}}     # (it) decides, (you) have


def english_left(h: hints.Hint, game, seat: str, lang: str) -> list[str]:
    """The English words of a hint's reason past its action (the control's words, which the
    renderers' own tests hold to the language)."""
    words = hints.describe(game.state["title"], h.action, lang, game.view(seat), game.seats)
    assert h.reason.startswith(words), (h.reason, words)
    return [w for w in english_in(h.reason[len(words):], lang) if w not in OWN.get(lang, ())]


# -- every title ----------------------------------------------------------------------------


@pytest.mark.parametrize(("title", "n", "options", "seed"), TABLES, ids=IDS)
def test_every_title_gets_a_legal_move_and_one_line_why_in_every_language(title, n, options, seed):
    """English and Spanish at every position, each other language at every fourth: the same
    move and the same reason, one line within the limit, a message of hints.ftl, and past the
    action's words no English word."""
    seen = table_positions(title, n, options, seed)
    assert len(seen) >= 6
    for k, (game, seat) in enumerate(seen):
        english = hint(game, seat, "en-US", random.Random(1))
        assert english.action in game.legal_actions(seat)
        assert english.message is not None and english.message.id in reasons("en"), english
        for lang in ("en", "es-ES", TRANSLATIONS[k % len(TRANSLATIONS)]):
            told = english if lang == "en" else hint(game, seat, lang, random.Random(1))
            assert told.action == english.action
            assert told.message.id == english.message.id
            assert told.reason.strip() and "\n" not in told.reason, told
            assert len(told.reason) <= REASON_LIMIT and not told.reason.endswith("…"), told.reason
            if lang != "en":
                code = l10n.language(lang)
                assert told.reason != english.reason, told
                assert not english_left(told, game, seat, code), (code, told.reason)


@pytest.mark.parametrize(("title", "n", "options", "seed"), TABLES, ids=IDS)
def test_the_same_rng_gives_the_same_hint_and_asking_changes_nothing(title, n, options, seed):
    for game, seat in table_positions(title, n, options, seed):
        before = game.to_dict()
        first = hint(game, seat, "en", random.Random(7))
        assert hint(game, seat, "en", random.Random(7)) == first
        assert game.to_dict() == before


@pytest.mark.parametrize(("title", "n", "options", "seed"), TABLES, ids=IDS)
def test_the_hint_is_the_same_whatever_the_seat_cannot_see(title, n, options, seed):
    shuffles = random.Random(seed)
    for game, seat in table_positions(title, n, options, seed):
        told = hint(game, seat, "en", random.Random(3))
        for _ in range(2):
            twin = scramble(game, seat, shuffles)
            assert hint(twin, seat, "en", random.Random(3)) == told, game.state.get("step")
        assert hint(scramble(game, seat, shuffles), seat, "es", random.Random(3)) == \
            hint(game, seat, "es", random.Random(3))


@pytest.mark.parametrize(("title", "n", "options", "seed"), TABLES, ids=IDS)
def test_the_move_is_the_ais_own_where_its_policy_reads_only_the_seats_view(title, n, options, seed):
    """Where the policy plays fair the hint is bot.ai.choose's move; elsewhere (the prairie's
    expansion steps) it is a best move of the fair one-ply search."""
    fair_steps = 0
    for game, seat in table_positions(title, n, options, seed):
        action = hint(game, seat, "en", random.Random(5)).action
        if hints.FAIR_POLICIES[title](game, game.legal_actions(seat)):
            fair_steps += 1
            assert action == ai.choose(game, seat, random.Random(5))
        else:
            outcomes = fair_outcomes(game, seat)
            assert next(o.value for o in outcomes if o.action == action) == max(o.value for o in outcomes)
    assert fair_steps


def test_the_natives_expansions_meet_the_fair_search():
    """The Natives table with every expansion reaches steps the rules of thumb hand on."""
    seen = table_positions("natives", 3, ALL_EXPANSIONS, 5)
    assert any(not hints.FAIR_POLICIES["natives"](g, g.legal_actions(s)) for g, s in seen)


# -- a title added later: the contract alone ----------------------------------------------------


@pytest.mark.parametrize(("title", "n", "options", "seed"), [TABLES[1], TABLES[5]], ids=[IDS[1], IDS[5]])
def test_a_title_without_policy_or_explainer_gets_the_generic_reason(title, n, options, seed, monkeypatch):
    """As a later title would: no fair policy and no explainer registered. The reason comes
    from the score pad (the generic messages, hint-generic-…), and still does not depend on hidden cards."""
    monkeypatch.delitem(hints.FAIR_POLICIES, title)
    monkeypatch.delitem(hints.EXPLAINERS, title)
    shuffles = random.Random(1)
    kinds = set()
    for game, seat in table_positions(title, n, options, seed):
        told = hint(game, seat, "en", random.Random(2))
        assert told.action in game.legal_actions(seat)
        assert told.message.id.startswith("hint-generic-"), told
        kinds.add(told.message.id)
        assert hint(scramble(game, seat, shuffles), seat, "en", random.Random(2)) == told
    assert len(kinds) >= 2      # the reasons say different things in different positions


def test_a_gain_names_the_score_pad_rows_it_raises():
    """Natives: taking a food card with the food's own profession adds its points to Food."""
    game = create("natives", seats=SEATS[:2], seed=1)
    s = game.state
    seat = s["seats"][s["turn"]]
    why = hints.generic_reason(game, seat, game.legal_actions(seat)[0])
    assert why.key.startswith("generic.")
    rendered = hints.render(hints.Why("generic.gains", {"points": 4, "categories": "food,totems"}),
                            "natives", "take bison", "en")
    assert rendered == "Take Bison: it adds 4 to your Food and Totems now, the best change of score on offer"
    spanish = hints.render(hints.Why("generic.gains", {"points": 4, "categories": "food,totems"}),
                           "natives", "take bison", "es")
    assert spanish.startswith("Toma Bisonte: suma 4 en Comida y Tótems")   # the button's words, the pad's rows
    french = hints.render(hints.Why("generic.gains", {"points": 4, "categories": "food,totems,rituals"}),
                          "natives", "take bison", "fr")
    assert "(Nourriture, Totems et Rituels)" in french, french         # joined as French joins a list


# -- words ------------------------------------------------------------------------------------


def test_every_language_has_the_same_reasons_with_the_same_variables():
    english = reasons("en")
    assert all(key.startswith("hint-") for key in english)
    for lang in TRANSLATIONS:
        theirs = reasons(lang)
        assert set(theirs) == set(english), (lang, set(theirs) ^ set(english))
        for key, names in english.items():
            # a language may read a name through its attributes only ($profs_dative, $res_of)
            bare = {v.split("_")[0] if v.split("_")[0] in names else v for v in theirs[key]}
            assert bare == names, (lang, key, sorted(theirs[key]), sorted(names))
    assert all("action" in names for names in english.values())


def test_every_reason_a_policy_can_give_has_its_message():
    """The keys written in the policy modules (every "<title>.<reason>" literal, and the
    verbs Natera and Wendake explain by a message of their own) are all in hints.ftl, so no
    reason falls back to the generic one unseen; at an Inuit table the prairie's reasons read
    Inuit's own words where it has them."""
    import inspect

    from bot.ai import natera, prairie, uluk, wendake

    keys = set()
    for module in (prairie, uluk, natera, wendake):
        title = module.__name__.rsplit(".", 1)[1]
        keys |= set(re.findall(rf'"({title}\.[a-z_-]+)"', inspect.getsource(module)))
        keys |= {f"{title}.{verb}" for verb in getattr(module, "_EXPLAINED", ())}
    keys |= {"uluk.feed", "uluk.eat"}                    # f"uluk.{verb}"
    assert len(keys) > 60
    for key in keys:
        family = key.split(".")[0]
        for title in ("natives", "inuit") if family == "prairie" else (family,):
            assert hints.message_id(key, title) in reasons("en"), (key, title)
    assert hints.message_id("prairie.take_native", "inuit") == "hint-inuit-take-native"
    assert hints.message_id("prairie.take_native", "natives") == "hint-prairie-take-native"
    assert hints.message_id("prairie.take_food", "inuit") == "hint-prairie-take-food"
    assert hints.message_id("prairie.no_such_reason", "natives") is None


def test_a_hint_reads_in_every_titles_bundle():
    """hints.ftl is in every title's files (data/locales/domains.toml), and a title no
    catalog lists (one added later) still reads its generic reasons."""
    for title in ("natives", "inuit", "uluk", "natera", "wendake"):
        assert "hints" in l10n.domains(title)
        for lang in LANGS:
            assert l10n.text(Msg("hint-generic-only", action="X"), lang, title).startswith("X")
    assert hints.render(hints.Why("generic.only", {}), "tally", "end", "de") == \
        "End: es ist der einzige mögliche Zug hier"


def test_the_card_counts_choose_their_plural():
    """"1 carta" / "2 cartas": the count selects the plural form of each language (CLDR)."""
    said = {"en": ("1 card ", "2 cards "), "es": ("1 carta ", "2 cartas "), "fr": ("1 carte ", "2 cartes "),
            "de": ("1 Karte ", "2 Karten "), "pt-BR": ("1 carta ", "2 cartas ")}
    assert set(said) == set(LANGS)
    for lang, (one, two) in said.items():
        for n, words in ((1, one), (2, two)):
            why = hints.Why("prairie.use", {"profs": "hunters", "n": n, "card": "Bison", "points": 9})
            assert words in hints.render(why, "natives", "use hunter", lang), (lang, n)
    why = hints.Why("uluk.reproduce", {"left": 1})
    assert "en la última estación" in hints.render(why, "uluk", "done", "es")
    assert "en las 3 estaciones que quedan" in hints.render(why._replace(values={"left": 3}), "uluk", "done", "es")


def test_a_valuation_is_written_as_the_language_writes_numbers():
    why = hints.Why("prairie.scout", {"points": 1.5})
    assert "about 1.5 points" in hints.render(why, "natives", "scout", "en")
    assert "unos 1,5 puntos" in hints.render(why, "natives", "scout", "es")
    assert "environ 1,5 point " in hints.render(why, "natives", "scout", "fr")   # French: 1,5 is singular
    assert "etwa 1,5 Punkte" in hints.render(why, "natives", "scout", "de")
    assert "1,5 ponto" in hints.render(why, "natives", "scout", "pt-BR")
    assert "about 1 point " in hints.render(why._replace(values={"points": 1}), "natives", "scout", "en")


def _gender(lang: str, title: str, msg: Msg) -> str:
    made = l10n.bundle(lang, title)
    return made.format_pattern(made.get_message(msg.id).attributes["gender"], {})[0]


@pytest.mark.parametrize("title", ["natives", "inuit"])
def test_the_article_agrees_with_the_cards_gender(title):
    """Spanish and Portuguese put el/la, o/a before every card by its ``.gender``; French and
    Spanish take it up again as le/la, lo/la; German as ihn/sie/es."""
    from bot.rules.prairie_theme import card_msg

    th = theme(title)
    kinds = [k for k, c in th.cards.items() if c.family in ("native", "food", "totem", "ritual")]
    genders = {lang: set() for lang in ("es", "fr", "de", "pt-BR")}
    for kind in kinds:
        name = th.card(kind).name
        deny = hints.Why("prairie.take_deny", {"card": name})
        food = hints.Why("prairie.take_food", {"card": name, "points": 2})
        for lang in genders:
            gender = _gender(lang, title, card_msg(title, kind))
            genders[lang].add(gender)
            card = l10n.text(card_msg(title, kind), lang, title)
            said = hints.render(food, title, f"take {kind}", lang)
            taken = hints.render(deny, title, f"take {kind}", lang)
            if lang == "es":
                article = {"feminine": "la", "masculine": "el"}[gender]
                assert f": {article} {card} es +2 en tu hoja" in said, said
                assert ("se la quitas" if gender == "feminine" else "se lo quitas") in taken, taken
            if lang == "pt-BR":
                article = {"feminine": "a", "masculine": "o"}[gender]
                assert f": {article} {card} é +2 na sua folha" in said, said
            if lang == "fr":
                assert ("tu la prends" if gender == "feminine" else "tu le prends") in taken, taken
            if lang == "de":
                pronoun = {"feminine": "sie", "masculine": "ihn", "neuter": "es"}[gender]
                assert f"du nimmst {pronoun} einem Gegner weg" in taken, taken
    assert all({"feminine", "masculine"} <= found for found in genders.values()), genders   # both met


def test_the_spanish_names_read_their_own_language():
    game = bison_table()
    told = hint(game, "ann", "es", random.Random(0)).reason
    assert "Bisonte" in told and "Tótem de la Tierra" in told and "Bison" not in told.replace("Bisonte", "")
    why = hints.Why("uluk.process", {"points": 2, "res": "mgobu"})
    assert hints.render(why, "uluk", "done", "es").endswith("guardar el mgobu crudo")
    why = hints.Why("natera.send", {"points": 2, "district": "farm"})
    assert "la autoridad en la Granja" in hints.render(why, "natera", "pass", "es")
    assert "l'autorité de la Ferme" in hints.render(why, "natera", "pass", "fr")
    why = hints.Why("wendake.tile", {"points": 2, "track": "military"})
    assert "tu marcador Militar va atrás" in hints.render(why, "wendake", "pass", "es")


def test_an_unknown_language_reads_english():
    game = create("natives", seats=SEATS[:2], seed=1)
    seat = game.awaiting()[0]
    assert hint(game, seat, "ja", random.Random(0)).reason == hint(game, seat, "en-GB", random.Random(0)).reason


def test_a_long_reason_is_cut_to_one_line_within_the_limit():
    why = hints.Why("prairie.use", {"profs": "hunters\nand more " * 20, "n": 3, "card": "Bison", "points": 9})
    line = hints.render(why, "natives", "use hunter", "en")
    assert len(line) == REASON_LIMIT and line.endswith("…") and "\n" not in line
    why = hints.Why("uluk.monument", {"site": "A\nand B " * 30, "points": 9})
    for lang in LANGS:
        line = hints.render(why, "uluk", "done", lang)
        assert len(line) == REASON_LIMIT and line.endswith("…") and "\n" not in line, lang


def test_a_seat_with_nothing_to_decide_gets_no_hint():
    game = create("natives", seats=SEATS[:2], seed=1)
    idle = next(s for s in game.seats if s not in game.awaiting())
    with pytest.raises(ValueError):
        hint(game, idle, "en", random.Random(0))


def bison_table():
    """Natives, ann (bear) to choose with three hunters and the Totem of the Land; the
    prairie holds three bison and a corn (as tests/test_ai.py sets its tables)."""
    game = create("natives", seats=SEATS[:2], seed=7)
    s = game.state
    s["tribes"], s["turn"], s["first"] = ["bear", "eagle"], 0, 0
    s["prairie"] = ["bison", "bison", "bison", "corn"]
    s["deck"] = ["corn"] * 40
    for board in s["boards"]:
        for prof in board["natives"]:
            board["natives"][prof] = []
        for pile in ("food", "totems", "rituals", "scalps"):
            board[pile] = []
    s["boards"][0]["natives"]["hunter"] = ["man-bear", "man-bear"]
    s["boards"][0]["totems"] = ["totem-land"]
    s["step"] = {"name": "choose", "scouted": 1}
    s["rituals_pending"] = []
    return game


def test_the_prairie_reason_names_the_totem_that_pays():
    game = bison_table()
    told = hint(game, "ann", "en", random.Random(0))
    assert told == hints.Hint("use hunter", "Use Hunter: your hunters can take 3 cards (the best: Bison), "
                                            "and your Totem of the Land pays 2 for each")
    assert told.message == Msg("hint-prairie-use-totem", action="Use Hunter", n=3, bonus=2,
                               points=told.message.args["points"], profs=Msg("natives-prof-word-hunter", n=2),
                               card=Msg("natives-card-bison"), totem=Msg("natives-card-totem-land"))
    spanish = hint(game, "ann", "es", random.Random(0)).reason
    assert spanish == ("Usa Cazador: tus cazadores pueden tomar 3 cartas (la mejor: Bisonte), "
                       "y tu Tótem de la Tierra paga 2 por cada una")
    game.play("ann", "use hunter")
    told = hint(game, "ann", "en", random.Random(0))
    assert told.action == "take bison"
    assert told.reason.endswith("paid by your Totem of the Land"), told.reason


def test_the_fair_search_does_not_learn_what_the_plain_one_would(monkeypatch):
    """A Natives choice (four players, every expansion, 168 moves in) where bot.ai.greedy's
    move depends on the deck order, since a scout may turn up a War and Peace card that
    scores at once. With Natives registered as a title without policy, the hint there is
    the same whatever the deck holds."""
    game = create("natives", seats=SEATS, seed=0, options=ALL_EXPANSIONS)
    rng = random.Random(0)
    for _ in range(168):
        seat = game.awaiting()[0]
        game.play(seat, ai.choose(game, seat, rng) if rng.random() < 0.7 else rng.choice(game.legal_actions(seat)))
    seat = game.awaiting()[0]
    monkeypatch.delitem(hints.FAIR_POLICIES, "natives")
    monkeypatch.delitem(hints.EXPLAINERS, "natives")
    shuffles = random.Random(9)
    twins = [scramble(game, seat, shuffles) for _ in range(12)]
    plain = {ai.greedy(twin, seat, random.Random(1)) for twin in [game, *twins]}
    assert len(plain) > 1, "the plain search no longer depends on the deck here: pick another position"
    told = hint(game, seat, "en", random.Random(1))
    assert all(hint(twin, seat, "en", random.Random(1)) == told for twin in twins)


def test_an_action_that_gives_to_a_seat_names_the_seat():
    """The notation gives Scout Quick Hand to seat number 2; the reason says who that is."""
    why = hints.Why("generic.even", {})
    assert hints.render(why, "natives", "give-quick-hand 2", "en", ["ann", "bob"]).startswith(
        "Give Scout Quick Hand to bob: ")


# -- a title the hint code has never heard of ------------------------------------------------


class Tally(Game):
    """A toy title speaking the contract and nothing more: ``draw`` scores the top card of a
    hidden deck, ``bank`` scores 1, ``end`` ends the game, whose final scoring adds every
    seat's secret number (the seat knows its own)."""

    def awaiting(self):
        return [] if self.over else [self.state["seats"][self.state["turn"]]]

    def legal_actions(self, seat):
        return ["draw", "bank", "end"] if seat in self.awaiting() else []

    def _play_step(self, seat, action):
        s = self.state
        if action not in self.legal_actions(seat):
            raise IllegalAction(f"'{action}' is not a move of Tally.")
        if action == "draw":
            s["points"][seat] += s["deck"].pop(0)
            self._reveal()
        elif action == "bank":
            s["points"][seat] += 1
        else:
            s["over"] = True
        s["turn"] = 1 - s["turn"]
        return []

    def scores(self):
        s = self.state
        return {seat: {"points": s["points"][seat], "secret": s["secret"][seat] if s["over"] else 0,
                       "total": s["points"][seat] + (s["secret"][seat] if s["over"] else 0)}
                for seat in s["seats"]}

    def winners(self):
        return []

    def view(self, seat=None):
        s = self.state
        return {"points": s["points"], "deck": len(s["deck"]), "turn": s["turn"],
                "secret": s["secret"][seat] if seat else None}


def tally(top: int, their_secret: int) -> Tally:
    return Tally({"title": "tally", "seats": ["ann", "bob"], "turn": 0, "over": False,
                  "deck": [top, 0, 0], "points": {"ann": 0, "bob": 0},
                  "secret": {"ann": 3, "bob": their_secret}})


def test_a_later_title_gets_a_hint_that_learns_nothing_hidden(monkeypatch):
    """Whatever the deck's top card and the other seat's secret, the hint is the same: ann's
    own secret (3) makes ending the game her best known gain."""
    monkeypatch.setitem(ENGINES, "tally", Tally)
    told = {hint(tally(top, theirs), "ann", "en", random.Random(0)) for top in (0, 9) for theirs in (0, 20)}
    assert told == {hints.Hint("end", "End: it adds 3 to your Secret now, the best change of score on offer")}
    assert ai.greedy(tally(9, 0), "ann", random.Random(0)) == "draw"     # the plain search peeks
    assert ai.greedy(tally(0, 20), "ann", random.Random(0)) == "bank"


def test_the_generic_reason_never_calls_a_move_the_best_when_another_scores_more(monkeypatch):
    """A policy may prefer a move that scores less now: the floor's reason then says so."""
    monkeypatch.setitem(ENGINES, "tally", Tally)
    game = tally(9, 0)
    assert hints.generic_reason(game, "ann", "end").key == "generic.gains"
    assert hints.generic_reason(game, "ann", "bank").key == "generic.gains_plan"
    assert hints.generic_reason(game, "ann", "draw").key == "generic.reveals_plan"
    game.state["secret"]["ann"] = -5          # now ending costs 5 and banking is best
    assert hints.generic_reason(game, "ann", "end").key == "generic.later"
    assert hints.generic_reason(game, "ann", "bank").key == "generic.gains"
