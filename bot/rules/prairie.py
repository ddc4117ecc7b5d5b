"""Natives (with its expansions) and Inuit: The Snow Folk: the prairie engine.

One engine, two themes: names, colours, card counts and values live in ``data/natives.toml``
and ``data/inuit.toml``; this module only knows the rules of natives.txt and inuit-es.txt.
Options (Natives only): ``{"expansions": [...], "seasons": ...}`` with any of
``soul-of-the-prairie``, ``seasons``, ``strangers``; with Seasons, ``"seasons"`` is
``"random"`` (the default), a recommended set by number (``1``-``3``) or name
(``"feast-in-time-of-plague"``, ``"Feast in Time of Plague"``), or three season cards, one
per season (``["spring-kind", "summer-of-change", "autumn-windy"]`` or the same as one string
with commas). Inuit takes no expansion: its optional modules are not in its rulebook.

Action notation
===============
Cards are named by *kind*: ``man-bear``, ``woman-bear-eagle`` (the two colours in tribe
order), ``corn``, ``bison``, ``salmon``, ``sacrifice``, ``clear-sky``, ``totem-strength``;
Soul of the Prairie adds ``big-corn big-bison big-salmon knowledge totem-malice`` and the
legendary natives ``big-brother rattlesnake angry-club keen-little-finger sharp-eye
giant-corn-cob quick-hand big-merrymaker ah-and-oh``; Strangers adds ``stranger`` and
``totem-stranger``. Professions: ``elder shaman warrior hunter fisherman farmer scout``.
Inuit: ``adult-raven``, ``child-caribou-raven``, ``polar-bear orca seal``, ``initiation
fertile-game sacrifice clear-sight inspiration``, ``spirit-power`` …; occupations ``elder
shaman warrior whaler bear-hunter seal-trapper scout``.

A turn is a few small steps; the replenishing card (phase 1) is laid by the engine.

======================================  ========================================================
``scout``                               phase 2: lay one card from the deck into the prairie
                                        (at most once per scout in your tribe; one at a time)
``use <profession>``                    phase 3: pick the profession (ends scouting)
``take <kind>``                         take one card of that kind with the chosen profession
``done``                                stop taking before your limit (you took at least one)
``place <kind> <profession>``           put a native your elders took under a profession
``resolve <ritual>``                    play that ritual next, when you took several kinds
``sacrifice <kind> <prof>``             Sacrifice: your native that becomes a scalp
``discard <kind> [<prof>]``             a choice a ritual forces on another player
``pass``                                only when nothing at all can be taken
``war`` / ``peace``                     a War and Peace card you revealed (war only with at
                                        least as many warriors as the tribe on the card)
``give-quick-hand <n>``                 Scout Quick Hand, when several players have most scouts:
                                        give it to seat number n (1 = the first seat)
``knowledge <kind> <from> <to>``        Ritual of Knowledge: move one native (twice at most);
``done``                                … and stop moving
``replenish``                           Summer of Change / of Prayers: begin phase 1 without it
``season change <kind> <from> <to>``    Summer of Change, before phase 1
``season prayers <ritual>``             Summer of Prayers, before phase 1 (never Clear-Sky)
``season kind``                         Spring Kind instead of a profession; then ``take``
                                        any 2 cards and ``done``
``season red <kind> <profession>``      Spring Red, after phase 3
``season hospitable <food>``            Summer Hospitable, after phase 3
``season harvest``                      Autumn Harvest, after phase 3; then ``take <food>``
                                        (one of the three cards laid) or ``end``
``discard <food>`` / ``curse``          Autumn Windy (starred): one or the other
``discard <scalp>`` / ``curse``         Autumn Wrath of the Gods (starred): one or the other
``end``                                 end the turn without the season's optional step
======================================  ========================================================

Steps join into one atomic action with ``;``: ``use farmer; take corn; take corn``. If
any step is illegal nothing is applied; a step sent after your decision is over (your turn
ended with the previous step) is refused as coming too late. ``take corn corn`` takes two.

Seats are named by number, never by name: seat names come from display names ("Ann
Smith", "AI 2", "done", a ``;``), which the notation cannot split safely. ``give-quick-hand
2`` is the form ``legal_actions`` returns; ``play`` also accepts the whole rest of the step
as one seat's exact name (spaces collapsed, case ignored) when no other seat has it, so logs
written as ``give-quick-hand bob`` still replay (see :func:`bot.rules.base.seat_named`).

Examples: ``scout``, ``use elder``, ``take woman-bear-eagle``, ``place woman-bear-eagle
hunter``, ``resolve clear-sky``, ``discard man-wolf farmer``, ``discard salmon``, ``war``,
``give-quick-hand 2``, ``knowledge man-wolf farmer warrior; done``, ``season change
man-bear hunter elder``, ``season kind; take big-corn; take knowledge``, ``season red
quick-hand hunter``, ``season harvest; take salmon``, ``curse``, ``end``.

Every refusal names the rule that refuses it ("Why not?"): ``rule=`` is an id of
``data/rules/natives.toml`` and ``data/rules/inuit.toml``, which have the same ids because
one engine raises them for both titles (Inuit's paragraph for a rule of Natives' expansions
says it never applies there). A card name the game does not know points to ``notation``;
a verb of the game sent at the wrong moment, to the rule of the decision awaited.

Readings where the rulebook is silent (the physical game's way; each is tested)
===============================================================================
* Choosing a profession means taking at least one card with it: "a profession with
  nothing to take" is refused, and ``pass`` exists only when nothing can be taken (the
  deck and the prairie are exhausted).
* A ritual's comparisons ("more native cards than you") count cards in the tribe, not
  the natives printed on the board; rituals taken this turn are already yours in Natives,
  so Clear-Sight counts them in your own total. Inuit says "resolve the rites, then place
  them above the Shaman": there the rites taken this turn are not counted yet.
* A forced choice with a single possible card is made by the engine and logged, rather
  than waiting days for a click that cannot change anything (a War and Peace card when war
  is impossible is peace; Autumn Windy with no food is a curse).
* When one kind of ritual is pending, it is played without asking for an order. A step
  that restates what the engine so played (``take sacrifice; done; sacrifice man-wolf
  farmer`` when that was the only native) is accepted as already done.
* Winter Is Coming (Polar Nightfall) and the season change cards, when revealed, are set
  aside and another card is laid in their place; an empty deck lays nothing.
* War and Peace: a card counts as one of the cards laid (it is not replaced, like a card of
  your own tribe). The player who reveals it (and who breaks a tie for Scout Quick Hand) is
  the player whose turn it is; during setup, the first player, who decides before phase 1.
  Warriors are counted as for a profession (the printed one included); a tribe not at the
  table has 2. Several cards revealed at once are decided in the order they came out.
* Legendary natives score -2 in your tribe, as a native not of your colour (Brothers Ah and
  Oh -4: they count as two natives everywhere: professions, rituals' comparisons, totems,
  the tie-break). "More cards of the indicated type" is more natives of that profession
  (the printed one included, which changes nothing), strictly more than every other player.
  Brothers Ah and Oh can never become a scalp (warriors, Sacrifice). The Big Merrymaker's
  profession stays closed for good; the Merrymaker itself cannot be moved, natives may
  leave a closed profession. Scout Quick Hand goes to the most scouts among players whose
  scouts are not closed; when it reaches the acting player during phase 2, their new scout
  may lay a card too.
* Seasons: the three stacks are cut "roughly equal" (each cut within two cards of a third),
  so where the season changes is not known to the card. A change card's season begins at
  the start of the first player's next turn, before phase 1, one season per round: should
  both change cards come out in one round, summer still has its round before autumn.
  Natives taken with Spring Kind join the tribe (placed under a profession) like Spring
  Red's; they are placed before the rituals taken with them are played ("in any order"
  orders the rituals among themselves). Autumn Harvest adds exactly 3 cards, so it is not
  offered while the deck holds fewer than 3 cards that would be laid (Winter Is Coming is
  set aside, not laid). The box has 18 curse tokens and no 19th: once they are all taken,
  a starred card's "or take a curse token" cannot be chosen (the player discards), and a
  player with nothing to discard takes nothing. "After N more cards" (the view's
  ``end_in``) counts the cards that will be laid, so not the change cards still to come.
* Inuit's Rite of Clear Sight: its Spanish text begins with a copy of the Fertile Game's
  paragraph; the physical card is Natives' Clear-Sight (players with more spirits and rites
  than you discard a spirit; 1 point), so that is the only effect played. Inuit's Rite of
  Initiation discards any face-up Inuit card of the village ("una carta Inuit boca
  arriba"), not only one of the player's colour as in Natives.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from bot.l10n import Msg

from .base import Game, IllegalAction, quoted, seat_named
from .dispatch import step_entry
from .prairie_theme import (
    EXPANSIONS,
    SEASONS,
    Card,
    SeasonCard,
    Theme,
    _slug,
    card_msg,
    profession_msg,
    profession_word_msg,
    season_text_msg,
    theme,
    tribe_msg,
    word_msg,
)
from .prairie_view import PrairieView

END = "end-card"          # the Winter Is Coming / Polar Nightfall card in the deck
SCORE_CATEGORIES = ("natives", "others", "food", "scalps", "rituals", "totems")
KNOWN_EXPANSIONS = EXPANSIONS
SOUL, SEASONS_X, STRANGERS = EXPANSIONS
MIN_SEATS, MAX_SEATS = 2, 4
WAITING_STEPS = ("forced", "sacrifice", "knowledge")
AFTER_OPTIONAL = ("red", "hospitable", "harvest")
AFTER_STARRED = ("windy", "wrath")
HARVEST_CARDS = 3          # Autumn Harvest: "add exactly 3 cards"
VERBS = {
    "scout", "use", "take", "done", "place", "resolve", "sacrifice", "discard", "pass", "war",
    "peace", "give-quick-hand", "knowledge", "replenish", "season", "curse", "end",
}


def _board(professions: list[str]) -> dict[str, Any]:
    return {
        "natives": {p: [] for p in professions},
        "food": [],
        "totems": [],
        "rituals": [],
        "scalps": [],
        "war_peace": [],     # [{"card": "war-peace-wolf", "side": "war" | "peace"}]
        "curses": 0,
        "closed": [],        # professions closed by the Big Merrymaker
    }


class PrairieGame(Game):
    """Natives-family game over a JSON state; see the module docstring for the notation. One
    engine, two titles (two themes): :class:`NativesGame` and :class:`InuitGame` declare them."""

    min_seats, max_seats, seats_rule = MIN_SEATS, MAX_SEATS, "players"
    view_type = PrairieView

    # -- creation ------------------------------------------------------------------------
    @classmethod
    def _new(cls, title: str, seats: list[str], seed: int, options: dict | None) -> PrairieGame:
        th = theme(title)
        options = _check_options(options, th)
        rng = random.Random(seed)
        tribes = rng.sample([t.id for t in th.tribes], len(seats))
        expansions = options["expansions"]
        deck = th.deck(expansions)
        rng.shuffle(deck)
        season = None
        start = th.prairie_start
        if SEASONS_X in expansions:
            season = {"cards": _season_cards(options["seasons"], th, rng), "index": 0, "revealed": 0}
            deck = _seasons_deck(deck, th, rng)
            start = th.season_prairie_start
        else:
            deck = _place_end_card(deck, th, rng)
        state: dict[str, Any] = {
            "title": title,
            "seed": seed,
            "options": options,
            "seats": seats,
            "tribes": tribes,
            "first": rng.randrange(len(seats)),
            "turn": 0,
            "round": 1,
            "deck": deck,
            "prairie": [],
            "box": [],
            "aside": [],
            "end_revealed": False,
            "boards": [_board(th.profession_ids) for _ in seats],
            "step": {"name": "setup"},
            "rituals_pending": [],
            "over": False,
            "last": None,
            "season": season,
            "interrupts": [],          # decisions a revealed card asks for at once
            "rituals_then": "after3",  # where the turn goes once the rituals are played
            "big_taken": 0,            # big food cards taken this turn
            "rituals_taken": [],       # rituals taken this turn
        }
        state["turn"] = state["first"]
        game = cls(state)
        state["prairie"] = game._draw(start)
        if not state["interrupts"]:
            game._start_turn(state["first"])
        return game

    def __init__(self, state: dict[str, Any]):
        super().__init__(state)
        self._laid = 0
        # states saved before the expansions existed
        for key, default in (("season", None), ("interrupts", []), ("rituals_then", "after3"),
                             ("big_taken", 0), ("rituals_taken", [])):
            state.setdefault(key, default)
        for b in state["boards"]:
            b.setdefault("war_peace", [])
            b.setdefault("curses", 0)
            b.setdefault("closed", [])

    @property
    def theme(self) -> Theme:
        return theme(self.state["title"])

    @property
    def expansions(self) -> list[str]:
        return list(self.state["options"].get("expansions", []))

    # -- contract ------------------------------------------------------------------------
    def awaiting(self) -> list[str]:
        s = self.state
        if s["over"]:
            return []
        if s["interrupts"]:
            return [s["interrupts"][0]["seat"]]
        if s["step"]["name"] == "forced":
            return [seat for seat in s["seats"] if seat in s["step"]["who"]]
        return [s["seats"][s["turn"]]]

    def legal_actions(self, seat: str) -> list[str]:
        if seat not in self.awaiting():
            return []
        s = self.state
        if s["interrupts"]:
            return self._legal_interrupt(s["interrupts"][0])
        step = s["step"]
        return step_entry(self._LEGAL_BY_STEP, step["name"], self.display_name, "legal actions")(self, seat, step)

    def scores(self) -> dict[str, dict[str, int]]:
        return {seat: self._score(i) for i, seat in enumerate(self.state["seats"])}

    def winners(self) -> list[str]:
        return self.ranked() if self.over else []

    # the theme's tie-breaks (data/<theme>.toml ``tie_break``): (what the winner line calls it, value)
    _TIE_BREAKS = {"fewer-natives": lambda game, i: -game._native_count(i),
                   "furthest-from-first": lambda game, i: (i - game.state["first"]) % len(game.state["seats"])}

    def standings(self) -> dict[str, tuple[int, ...]]:
        """The total, then the theme's tie-breaks: fewer natives in the tribe (both rulebooks),
        then, in Inuit, the seat furthest from the first player in turn order."""
        scores = self.scores()
        rules = [self._TIE_BREAKS[rule] for rule in self.theme.tie_break]
        return {seat: (scores[seat]["total"], *(rule(self, i) for rule in rules))
                for i, seat in enumerate(self.state["seats"])}

    def tie_breaks(self) -> tuple[str, ...]:
        return tuple(str(m) for m in self.tie_break_msgs())

    def tie_break_msgs(self) -> tuple[Msg, ...]:
        """The tie-breaks as messages of common.ftl (bot/present.py names them in any language)."""
        inuit = self.theme.id == "inuit"
        names = {"fewer-natives": Msg("tie-break-fewer-inuit") if inuit else Msg("tie-break-fewer-natives"),
                 "furthest-from-first": Msg("tie-break-furthest-from-first")}
        return tuple(names[rule] for rule in self.theme.tie_break)

    def turn(self) -> str | None:
        return self.state["seats"][self.state["turn"]]

    def view(self, seat: str | None = None) -> dict[str, Any]:
        """Everything on the table is public in this game; only the deck order is hidden."""
        s, th = self.state, self.theme
        players = []
        for i, name in enumerate(s["seats"]):
            b = s["boards"][i]
            tribe_cards = [k for cards in b["natives"].values() for k in cards]
            players.append({
                "seat": name,
                "tribe": s["tribes"][i],
                "first": i == s["first"],
                "natives": {p: list(cards) for p, cards in b["natives"].items()},
                "counts": {p: self._prof_count(i, p) for p in th.profession_ids},
                "food": list(b["food"]),
                "totems": list(b["totems"]),
                "rituals": list(b["rituals"]),
                "scalps": len(b["scalps"]),
                "native_cards": self._native_count(i),
                "war_peace": [
                    {"card": e["card"], "side": e["side"], "tribe": th.card(e["card"]).tribes[0]}
                    for e in b["war_peace"]
                ],
                "curses": b["curses"],
                "closed": list(b["closed"]),
                "legendary": [k for k in tribe_cards if _is_legendary(th.card(k))],
                "strangers": sum(1 for k in tribe_cards if _is_stranger(th.card(k))),
                "stranger_count": self._stranger_count(i),
            })
        view: dict[str, Any] = {
            "title": s["title"],
            "theme": s["title"],
            "options": s["options"],
            "expansions": self.expansions,
            "players": players,
            "turn": s["seats"][s["turn"]],
            "round": s["round"],
            "deck": len(s["deck"]),
            "prairie": list(s["prairie"]),
            "box": len(s["box"]),
            "end_revealed": s["end_revealed"],
            "end_in": self._end_in(),
            "seasons": self._season_view(),
            "awaiting": self.awaiting(),
            "step": self._public_step(),
            "last": s["last"],
            "over": s["over"],
        }
        if s["over"]:
            view["scores"] = self.scores()
            view["winners"] = self.winners()
            view["score_details"] = {
                name: self._native_details(i) for i, name in enumerate(s["seats"])
            }
        if seat is not None:
            view["you"] = seat
            view["legal"] = self.legal_actions(seat)
        return view

    def _end_in(self) -> int | None:
        """Cards still to be laid before the end card comes, when everyone can count them
        (Natives: it is the eleventh card from the bottom; Inuit: somewhere in the last
        eleven, so unknown). The season change cards above it are set aside, not laid, so
        they do not count; how many are still in the deck is public."""
        s = self.state
        if s["end_revealed"] or self.theme.end_card_place != "eleventh-from-bottom":
            return None
        changes_left = len(self.theme.season_changes) - s["season"]["revealed"] if s["season"] else 0
        return max(0, len(s["deck"]) - 11 - changes_left)

    def _season_view(self) -> dict[str, Any] | None:
        season = self.state["season"]
        if not season:
            return None
        th = self.theme

        def card(cid: str) -> dict[str, Any]:
            c = th.seasons[cid]
            return {"id": c.id, "season": c.season, "name": c.name, "effect": c.effect,
                    "starred": c.starred, "text": c.text}

        cards, idx = season["cards"], season["index"]
        return {
            "cards": [card(c) for c in cards],
            "active": card(cards[idx]),
            "next": card(cards[idx + 1]) if idx + 1 < len(cards) else None,
            "changes_revealed": season["revealed"],
            "change_pending": season["revealed"] > idx,
        }

    # -- playing -------------------------------------------------------------------------
    def _play_step(self, seat: str, action: str) -> list[str]:
        self._events = []
        verb, *args = action.split(" ")
        s = self.state
        step = s["step"]
        where = "interrupt" if s["interrupts"] else step["name"]
        # the notation's hyphens may be typed as underscores (give_quick_hand)
        handler = self._PLAY_BY_STEP.get((where, verb.replace("_", "-")))
        if handler is None:
            # a verb of the game at the wrong moment: the rule is that of the decision awaited
            waiting = s["interrupts"][0]["kind"] if s["interrupts"] else step["name"]
            raise IllegalAction(self._unexpected(verb, step), rule=(
                "notation" if verb not in VERBS
                else "war-peace" if waiting == "war-peace"
                else "quick-hand" if waiting == "quick-hand"
                else "elder" if waiting == "place"
                else "ritual-sacrifice" if waiting == "sacrifice"
                else "knowledge" if waiting == "knowledge"
                else "rituals" if waiting in ("rituals", "forced")
                else "season-kind" if waiting == "season-take"
                else "season-harvest" if waiting == "harvest"
                else "seasons" if waiting in ("before", "after")
                else "turn"))
        handler(self, seat, args)
        self.state["last"] = {"seat": seat, "action": action}
        return self._events

    def _unexpected(self, verb: str, step: dict) -> Msg:
        if verb not in VERBS:
            return Msg("prairie-not-an-action", verb=quoted(verb))
        return Msg("prairie-not-now", verb=quoted(verb), hint=self._step_hint(step))

    # -- the theme's words, as messages of natives.ftl / inuit.ftl (prairie_theme) ----------
    def _card(self, kind: str) -> Msg:
        return card_msg(self.theme.id, kind)

    def _prof(self, prof: str, n: int = 2) -> Msg:
        return profession_word_msg(self.theme.id, prof, n=n)

    def _tribe(self, tribe: str) -> Msg:
        return tribe_msg(self.theme.id, tribe)

    def _word(self, key: str, n: int = 1) -> Msg:
        return word_msg(self.theme.id, key, n=n)

    def _step_hint(self, step: dict) -> Msg:
        s = self.state
        if s["interrupts"]:
            if s["interrupts"][0]["kind"] == "war-peace":
                return Msg("prairie-hint-war-peace")
            return Msg("prairie-hint-quick-hand")
        name = step["name"]
        if name in ("before", "after"):
            card = self._season_card()
            assert card is not None
            if name == "before":
                return Msg("prairie-hint-before", card=self._card(card.id), effect=card.effect)
            if card.starred:
                what = Msg("prairie-one-of-your", what=self._word("food" if card.effect == "windy" else "scalp", n=2))
                if not self._curses_left():
                    return Msg("prairie-hint-starred-no-curses", card=self._card(card.id), what=what)
                return Msg("prairie-hint-starred", card=self._card(card.id), what=what)
            return Msg("prairie-hint-after", card=self._card(card.id), effect=card.effect)
        if name == "take":
            return Msg("prairie-hint-take", profs=self._prof(step["prof"]))
        if name == "season-take":
            return Msg("prairie-hint-season-take", card=self._card("spring-kind"))
        if name in ("place", "sacrifice", "knowledge"):
            return Msg.named("prairie-hint", name, native=self._word("native"), natives=self._word("native", n=2))
        if name in ("rituals", "forced"):
            return Msg.named("prairie-hint", name, ritual=self._word("ritual"))
        if name == "harvest":
            return Msg("prairie-hint-harvest", food=self._word("food"))
        return Msg.named("prairie-hint", name)     # setup, choose

    # -- interrupts: War and Peace, Scout Quick Hand ---------------------------------------
    def _legal_interrupt(self, it: dict) -> list[str]:
        if it["kind"] == "war-peace":
            return ["war", "peace"]
        seats = self.state["seats"]
        return [f"give-quick-hand {seats.index(seat) + 1}" for seat in it["among"]]

    def _do_interrupt_war(self, seat: str, args: list[str]) -> None:
        self._decide_war_peace(seat, args, "war")

    def _do_interrupt_peace(self, seat: str, args: list[str]) -> None:
        self._decide_war_peace(seat, args, "peace")

    def _decide_war_peace(self, seat: str, args: list[str], side: str) -> None:
        s = self.state
        _no_args(side, args)
        it = s["interrupts"][0]
        if it["kind"] != "war-peace":
            raise IllegalAction(self._unexpected(side, s["step"]), rule="quick-hand")
        i = s["seats"].index(seat)
        tribe = self.theme.card(it["card"]).tribes[0]
        mine, theirs = self._prof_count(i, "warrior"), self._opponent_warriors(tribe)
        if side == "war" and mine < theirs:
            raise IllegalAction(Msg("prairie-war-needs", n=mine, tribe=self._tribe(tribe), m=theirs,
                                    tribe_word=self._word("tribe")), rule="war-peace")
        s["interrupts"].pop(0)
        self._war_peace(i, it["card"], side)
        self._after_interrupt()

    def _do_interrupt_give_quick_hand(self, seat: str, args: list[str]) -> None:
        s = self.state
        it = s["interrupts"][0]
        if it["kind"] != "quick-hand":
            raise IllegalAction(self._unexpected("give-quick-hand", s["step"]), rule="war-peace")
        if not args:
            raise IllegalAction(Msg("prairie-say-which-seat"), rule="notation")
        j = seat_named(s["seats"], " ".join(args))
        if s["seats"][j] not in it["among"]:
            among = [Msg("prairie-seat-number", n=s["seats"].index(w) + 1, seat=w) for w in it["among"]]
            raise IllegalAction(Msg("prairie-not-most-scouts", seat=s["seats"][j], choices=_or(among)),
                                rule="quick-hand")
        s["interrupts"].pop(0)
        self._give_quick_hand(j, it["card"], chosen=True)
        self._after_interrupt()

    def _after_interrupt(self) -> None:
        """Once the last pending decision is made, the flow it interrupted goes on."""
        s = self.state
        if s["interrupts"]:
            return
        name = s["step"]["name"]
        if name == "setup":
            self._start_turn(s["first"])
        elif name == "rituals":
            self._continue_rituals()
        elif name == "harvest" and not self._harvest_options():
            self._log(Msg("prairie-no-food-among", food=self._word("food")))
            self._end_turn()

    def _war_peace_revealed(self, kind: str) -> None:
        s, th = self.state, self.theme
        i = s["turn"]
        seat, card = s["seats"][i], th.card(kind)
        tribe = card.tribes[0]
        if tribe == s["tribes"][i]:
            s["box"].append(kind)
            self._log(Msg("prairie-reveals-own-tribe", seat=seat, card=self._card(kind),
                          tribe_word=self._word("tribe")))
            return
        mine, theirs = self._prof_count(i, "warrior"), self._opponent_warriors(tribe)
        if mine >= theirs:
            s["interrupts"].append({"kind": "war-peace", "seat": seat, "card": kind})
            self._log(Msg("prairie-reveals-war-or-peace", seat=seat, card=self._card(kind), n=mine, m=theirs))
        else:
            self._log(Msg("prairie-reveals-only-peace", seat=seat, card=self._card(kind), n=mine, m=theirs))
            self._automated(seat, "peace")
            self._war_peace(i, kind, "peace")

    def _opponent_warriors(self, tribe: str) -> int:
        s = self.state
        if tribe in s["tribes"]:
            return self._prof_count(s["tribes"].index(tribe), "warrior")
        return self.theme.absent_warriors

    def _war_peace(self, i: int, kind: str, side: str) -> None:
        s, th = self.state, self.theme
        s["boards"][i]["war_peace"].append({"card": kind, "side": side})
        tribe = th.card(kind).tribes[0]
        name, word = self._tribe(tribe), self._word("tribe")
        seat = s["seats"][i]
        if side == "war":
            self._log(Msg("prairie-goes-to-war", seat=seat, tribe=name, tribe_word=word, n=th.war_points))
        elif tribe in s["tribes"]:
            other = s["seats"][s["tribes"].index(tribe)]
            self._log(Msg("prairie-makes-peace", seat=seat, tribe=name, tribe_word=word, n=th.peace_points,
                          other=other))
        else:
            self._log(Msg("prairie-makes-peace-absent", seat=seat, tribe=name, tribe_word=word,
                          n=th.peace_points))

    def _quick_hand_revealed(self, kind: str) -> bool:
        """Give Scout Quick Hand at once; False if it must stay in the prairie."""
        s = self.state
        n = len(s["seats"])
        open_ = [j for j in range(n) if "scout" not in s["boards"][j]["closed"]]
        if not open_:
            return False
        best = max(self._prof_count(j, "scout") for j in open_)
        among = [j for j in open_ if self._prof_count(j, "scout") == best]
        if len(among) == 1:
            self._give_quick_hand(among[0], kind, chosen=False)
        else:
            seat = s["seats"][s["turn"]]
            s["interrupts"].append({"kind": "quick-hand", "seat": seat, "card": kind,
                                    "among": [s["seats"][j] for j in among]})
            self._log(Msg("prairie-quick-hand-revealed", card=self._card(kind), seat=seat,
                          names=[s["seats"][j] for j in among]))
        return True

    def _give_quick_hand(self, j: int, kind: str, chosen: bool) -> None:
        s = self.state
        s["boards"][j]["natives"]["scout"].append(kind)
        self._log(Msg("prairie-quick-hand-joins", card=self._card(kind), seat=s["seats"][j],
                      chosen="yes" if chosen else "no"))


    # -- before phase 1 (Summer of Change, Summer of Prayers) -------------------------------
    def _before_options(self, effect: str) -> list[str]:
        s, th = self.state, self.theme
        if effect == "change":
            return [f"season change {k} {a} {b}" for k, a, b in self._moves(s["turn"])]
        kinds = sorted({k for k in s["prairie"] if th.card(k).family == "ritual"
                        and th.card(k).effect != "reveal-three"}, key=th.order)
        return [f"season prayers {k}" for k in kinds]

    def _legal_before(self, seat: str, step: dict) -> list[str]:
        return self._before_options(step["effect"]) + ["replenish"]

    def _do_before_replenish(self, seat: str, args: list[str]) -> None:
        _no_args("replenish", args)
        self._replenish()

    def _do_before_season(self, seat: str, args: list[str]) -> None:
        s, th = self.state, self.theme
        effect = s["step"]["effect"]
        card = self._season_card()
        assert card is not None
        if not args or args[0] != effect:
            raise IllegalAction(
                Msg("prairie-season-offers", card=self._card(card.id), effect=effect),
                rule="season-change" if effect == "change" else "season-prayers",
            )
        i = s["turn"]
        if effect == "change":
            kind, a, b = self._check_move(i, args[1:], "season change")
            self._move(i, kind, a, b, self._card(card.id))
            self._replenish()
            return
        kind = _one_arg("season prayers", args[1:], Msg("prairie-what-ritual", ritual=self._word("ritual")))
        if not th.known(kind) or th.card(kind).family != "ritual":
            raise IllegalAction(Msg("prairie-not-a-ritual", card=self._card_name(kind), ritual=self._word("ritual")),
                                rule="season-prayers" if th.known(kind) else "notation")
        if th.card(kind).effect == "reveal-three":
            raise IllegalAction(Msg("prairie-prayers-cannot-take", card=self._card(card.id),
                                    ritual=self._card(kind)), rule="season-prayers")
        if kind not in s["prairie"]:
            raise IllegalAction(Msg("prairie-area-has-no", area=self._word("area"), card=self._card(kind)),
                                rule="season-prayers")
        s["prairie"].remove(kind)
        s["boards"][i]["rituals"].append(kind)
        s["rituals_pending"] = [kind]
        s["rituals_taken"] = [kind]
        s["rituals_then"] = "phase1"
        s["step"] = {"name": "rituals"}
        self._log(Msg("prairie-uses-prayers", seat=s["seats"][i], card=self._card(card.id), ritual=self._card(kind)))
        self._continue_rituals()

    # -- phase 2 and the choice of profession ----------------------------------------------
    def _legal_choose(self, seat: str, step: dict) -> list[str]:
        i = self.state["turn"]
        actions = ["scout"] if self._can_scout(i, step) else []
        uses = [f"use {p}" for p in self._usable_professions(i)]
        actions += uses
        if self._kind_available():
            actions.append("season kind")
        elif not uses:
            actions.append("pass")
        return actions

    def _can_scout(self, i: int, step: dict) -> bool:
        s = self.state
        return (step["scouted"] < self._prof_count(i, "scout") and bool(s["deck"])
                and "scout" not in s["boards"][i]["closed"])

    def _usable_professions(self, i: int) -> list[str]:
        th = self.theme
        closed = self.state["boards"][i]["closed"]
        return [
            p.id for p in th.professions
            if p.takes and p.id not in closed
            and any(self._can_take(p.id, k) for k in self.state["prairie"])
        ]

    def _kind_available(self) -> bool:
        s = self.state
        return self._season_effect() == "kind" and any(self._can_take(None, k) for k in s["prairie"])

    def _do_choose_scout(self, seat: str, args: list[str]) -> None:
        i, step = self.state["turn"], self.state["step"]
        _no_args("scout", args)
        if "scout" in self.state["boards"][i]["closed"]:
            raise IllegalAction(self._closed_message("scout"), rule="merrymaker")
        scouts = self._prof_count(i, "scout")
        if step["scouted"] >= scouts:
            raise IllegalAction(Msg("prairie-scouted-all", n=scouts, scouts=self._prof("scout", n=scouts),
                                    m=step["scouted"]), rule="scout")
        if not self.state["deck"]:
            raise IllegalAction(Msg("prairie-deck-empty-scout"), rule="scout")
        step["scouted"] += 1
        cards = self._draw(1)
        self.state["prairie"] += cards
        self._log(Msg("prairie-scouts", seat=seat, cards=self._laid_text(cards)))

    def _do_choose_use(self, seat: str, args: list[str]) -> None:
        i, th = self.state["turn"], self.theme
        prof = _one_arg("use", args, Msg("prairie-what-profession", profession=self._word("profession")))
        if prof not in th.profession_ids:
            raise IllegalAction(self._not_a_profession(prof), rule="notation")
        if prof == "scout":
            raise IllegalAction(Msg("prairie-scout-phase-2", scout=self._prof("scout", n=1),
                                    profession=self._word("profession")), rule="scout")
        if prof in self.state["boards"][i]["closed"]:
            raise IllegalAction(self._closed_message(prof), rule="merrymaker")
        if prof not in self._usable_professions(i):
            raise IllegalAction(Msg("prairie-nothing-for", area=self._word("area"), profs=self._prof(prof)),
                                rule="profession")
        cap = self._prof_count(i, prof)
        self.state["step"] = {"name": "take", "prof": prof, "taken": [], "cap": cap}

    def _do_choose_season(self, seat: str, args: list[str]) -> None:
        card = self._season_card()
        if args != ["kind"] or card is None or card.effect != "kind":
            what = Msg("prairie-in-play", card=self._card(card.id)) if card else Msg("prairie-no-season-in-play")
            raise IllegalAction(Msg("prairie-cannot-season", verb=quoted(" ".join(args)), what=what), rule="seasons")
        if not self._kind_available():
            raise IllegalAction(Msg("prairie-area-nothing", area=self._word("area")), rule="season-kind")
        self.state["step"] = {"name": "season-take", "taken": [], "cap": 2}

    def _do_choose_pass(self, seat: str, args: list[str]) -> None:
        _no_args("pass", args)
        if self._usable_professions(self.state["turn"]):
            raise IllegalAction(Msg("prairie-cannot-pass", profession=self._word("profession"),
                                    area=self._word("area")), rule="profession")
        if self._kind_available():
            raise IllegalAction(Msg("prairie-cannot-pass-kind", card=self._card("spring-kind")), rule="season-kind")
        self._log(Msg("prairie-passes", seat=seat))
        self._after_phase3()

    # -- phase 3: taking ---------------------------------------------------------------------
    def _can_take(self, prof: str | None, kind: str) -> bool:
        """Whether ``prof`` (None: Spring Kind, any card) may take ``kind`` now."""
        th = self.theme
        card = th.card(kind)
        if prof is not None:
            if not th.takes(prof, kind):
                return False
            if th.profession(prof).to == "scalps" and not card.scalpable:
                return False
        return not (card.big and self.state["big_taken"])

    def _legal_take(self, seat: str, step: dict) -> list[str]:
        kinds = self._takeable(step)
        actions = [f"take {k}" for k in kinds]
        if step["taken"]:
            actions.append("done")
        return actions


    def _takeable(self, step: dict) -> list[str]:
        if len(step["taken"]) >= step["cap"]:
            return []
        th = self.theme
        kinds = {k for k in self.state["prairie"] if self._can_take(step.get("prof"), k)}
        return sorted(kinds, key=th.order)

    def _do_take_take(self, seat: str, args: list[str]) -> None:
        step, th = self.state["step"], self.theme
        if not args:
            raise IllegalAction(Msg("prairie-say-which-card"), rule="notation")
        for n, kind in enumerate(args, 1):   # "take corn corn" takes two, one at a time
            self._take_one(step, kind, th)
            if self.state["step"] is not step:
                if n < len(args):
                    if step.get("prof"):
                        raise IllegalAction(Msg("prairie-can-take-only", profs=self._prof(step["prof"]),
                                                n=step["cap"]), rule="profession")
                    raise IllegalAction(Msg("prairie-kind-takes-only", card=self._card("spring-kind"),
                                            n=step["cap"]), rule="season-kind")
                return


    def _take_one(self, step: dict, kind: str, th: Theme) -> None:
        prof = th.profession(step["prof"]) if step.get("prof") else None
        if not th.known(kind):
            raise IllegalAction(Msg("prairie-no-card-called", card=quoted(kind)), rule="notation")
        card = th.card(kind)
        if prof and not th.takes(prof.id, kind):
            raise IllegalAction(Msg("prairie-cannot-take", profs=profession_msg(th.id, prof.id, n=2),
                                    card=self._card(kind)), rule="profession")
        if kind not in self.state["prairie"]:
            raise IllegalAction(
                Msg("prairie-area-has-no", area=self._word("area"), card=self._card(kind)),
                rule="profession" if prof else "season-kind",
            )
        if len(step["taken"]) >= step["cap"]:
            if not prof:
                raise IllegalAction(Msg("prairie-kind-takes-only", card=self._card("spring-kind"), n=step["cap"]),
                                    rule="season-kind")
            raise IllegalAction(Msg("prairie-no-more-cards", n=step["cap"], profs=self._prof(prof.id, n=step["cap"])),
                                rule="profession")
        if prof and prof.to == "scalps" and not card.scalpable:
            raise IllegalAction(Msg("prairie-not-as-scalp", card=self._card(kind), scalp=self._word("scalp")),
                                rule="ah-and-oh")
        if card.big and self.state["big_taken"]:
            raise IllegalAction(Msg("prairie-one-big-food"), rule="big-food")
        self.state["prairie"].remove(kind)
        step["taken"].append(kind)
        if card.big:
            self.state["big_taken"] += 1
        if not self._takeable(step):
            self._finish_take()

    def _do_take_done(self, seat: str, args: list[str]) -> None:
        _no_args("done", args)
        if not self.state["step"]["taken"]:
            raise IllegalAction(Msg("prairie-take-at-least-one", profession=self._word("profession")),
                                rule="profession")
        self._finish_take()

    def _do_season_take_done(self, seat: str, args: list[str]) -> None:
        _no_args("done", args)
        if not self.state["step"]["taken"]:
            raise IllegalAction(Msg("prairie-take-one-kind", card=self._card("spring-kind")), rule="season-kind")
        self._finish_take()

    def _finish_take(self) -> None:
        s, th = self.state, self.theme
        i, step = s["turn"], s["step"]
        seat, taken = s["seats"][i], step["taken"]
        board = s["boards"][i]
        prof = th.profession(step["prof"]) if step.get("prof") else None
        if prof:
            self._log(Msg("prairie-uses-and-takes", seat=seat, profs=self._prof(prof.id), cards=self._names(taken)))
        else:
            self._log(Msg("prairie-uses-kind-and-takes", seat=seat, card=self._card("spring-kind"),
                          cards=self._names(taken)))
        natives = [k for k in taken if th.card(k).family == "native"]
        if prof and prof.to == "scalps":
            board["scalps"] += taken
        elif not (prof and (prof.id == "elder" or prof.to == "tribe")):
            for kind in taken:
                family = th.card(kind).family
                if family != "native":
                    board[{"food": "food", "ritual": "rituals", "totem": "totems"}[family]].append(kind)
        s["rituals_pending"] = [k for k in taken if th.card(k).family == "ritual"]
        s["rituals_taken"] = list(s["rituals_pending"])
        s["rituals_then"] = "after3"
        if natives and not (prof and prof.to == "scalps"):
            s["step"] = {"name": "place", "pending": natives}
            return
        self._continue_rituals()

    # -- placing new natives -------------------------------------------------------------------
    def _legal_place(self, seat: str, step: dict) -> list[str]:
        th = self.theme
        kinds = sorted(set(step["pending"]), key=th.order)
        return [f"place {k} {p}" for k in kinds for p in self._open_professions(self.state["turn"])]

    def _open_professions(self, i: int) -> list[str]:
        closed = self.state["boards"][i]["closed"]
        return [p for p in self.theme.profession_ids if p not in closed]

    def _do_place_place(self, seat: str, args: list[str]) -> None:
        s, th = self.state, self.theme
        step = s["step"]
        if len(args) != 2:
            raise IllegalAction(Msg("prairie-say-place", native=self._word("native")), rule="notation")
        kind, prof = args
        if kind not in step["pending"]:
            raise IllegalAction(Msg("prairie-none-to-place", card=self._card_name(kind)),
                                rule="elder" if th.known(kind) else "notation")
        self._check_open(s["turn"], prof)
        step["pending"].remove(kind)
        self._put_native(s["turn"], kind, prof)
        if not step["pending"]:
            self._continue_rituals()

    def _check_open(self, i: int, prof: str) -> None:
        th = self.theme
        if prof not in th.profession_ids:
            raise IllegalAction(self._not_a_profession(prof), rule="notation")
        if prof in self.state["boards"][i]["closed"]:
            raise IllegalAction(self._closed_message(prof), rule="merrymaker")

    def _put_native(self, i: int, kind: str, prof: str) -> None:
        s, th = self.state, self.theme
        s["boards"][i]["natives"][prof].append(kind)
        card = th.card(kind)
        self._log(Msg("prairie-places", seat=s["seats"][i], card=self._card(kind), profs=self._prof(prof)))
        if card.effect == "merrymaker":
            s["boards"][i]["closed"].append(prof)
            self._log(Msg("prairie-closed-for-good", profs=self._prof(prof), seat=s["seats"][i]))


    # -- moving natives (Ritual of Knowledge, Summer of Change) ---------------------------------
    def _moves(self, i: int) -> list[tuple[str, str, str]]:
        s, th = self.state, self.theme
        natives = s["boards"][i]["natives"]
        open_ = self._open_professions(i)
        out = []
        for a in th.profession_ids:
            for k in sorted(set(natives[a]), key=th.order):
                if th.card(k).effect == "merrymaker":
                    continue
                out += [(k, a, b) for b in open_ if b != a]
        return out

    def _check_move(self, i: int, args: list[str], verb: str) -> tuple[str, str, str]:
        th = self.theme
        if len(args) != 3:
            raise IllegalAction(Msg("prairie-say-move", verb=verb, native=self._word("native")), rule="notation")
        kind, a, b = args
        for prof in (a, b):
            if prof not in th.profession_ids:
                raise IllegalAction(self._not_a_profession(prof), rule="notation")
        if kind not in self.state["boards"][i]["natives"][a]:
            raise IllegalAction(
                Msg("prairie-profs-have-no", profs=self._prof(a), card=self._card_name(kind)),
                rule="notation" if not th.known(kind) else "knowledge" if verb == "knowledge" else "season-change",
            )
        if th.card(kind).effect == "merrymaker":
            raise IllegalAction(Msg("prairie-stays-placed", card=self._card(kind)), rule="merrymaker")
        if a == b:
            raise IllegalAction(
                Msg("prairie-move-elsewhere", native=self._word("native"), profession=self._word("profession")),
                rule="knowledge" if verb == "knowledge" else "season-change",
            )
        if b in self.state["boards"][i]["closed"]:
            raise IllegalAction(self._closed_message(b), rule="merrymaker")
        return kind, a, b

    def _move(self, i: int, kind: str, a: str, b: str, why: Msg) -> None:
        s = self.state
        natives = s["boards"][i]["natives"]
        natives[a].remove(kind)
        natives[b].append(kind)
        self._log(Msg("prairie-moves", seat=s["seats"][i], card=self._card(kind), source=self._prof(a),
                      target=self._prof(b), why=why))

    def _legal_knowledge(self, seat: str, step: dict) -> list[str]:
        moves = self._moves(self.state["turn"])
        return [f"knowledge {k} {a} {b}" for k, a, b in moves] + ["done"]

    def _do_knowledge_knowledge(self, seat: str, args: list[str]) -> None:
        s = self.state
        i, step = s["turn"], s["step"]
        kind, a, b = self._check_move(i, args, "knowledge")
        self._move(i, kind, a, b, self._card("knowledge"))
        step["moved"] += 1
        if step["moved"] >= 2 or not self._moves(i):
            s["step"] = {"name": "rituals"}
            self._continue_rituals()

    def _do_knowledge_done(self, seat: str, args: list[str]) -> None:
        _no_args("done", args)
        self.state["step"] = {"name": "rituals"}
        self._continue_rituals()

    # -- rituals, one at a time in the player's order ------------------------------------------
    def _continue_rituals(self) -> None:
        s = self.state
        while s["rituals_pending"]:
            if s["interrupts"]:
                return
            kinds = sorted(set(s["rituals_pending"]), key=self.theme.order)
            if len(kinds) > 1:
                s["step"] = {"name": "rituals"}
                return
            self._automated(s["seats"][s["turn"]], f"resolve {kinds[0]}")
            self._resolve(kinds[0])
            if s["step"]["name"] in WAITING_STEPS:
                return
        if s["interrupts"]:
            return
        then, s["rituals_then"] = s["rituals_then"], "after3"
        if then == "phase1":
            self._replenish()
        else:
            self._after_phase3()

    def _legal_rituals(self, seat: str, step: dict) -> list[str]:
        kinds = sorted(set(self.state["rituals_pending"]), key=self.theme.order)
        return [f"resolve {k}" for k in kinds]

    def _do_rituals_resolve(self, seat: str, args: list[str]) -> None:
        kind = _one_arg("resolve", args, Msg("prairie-what-ritual", ritual=self._word("ritual")))
        if kind not in self.state["rituals_pending"]:
            raise IllegalAction(Msg("prairie-none-to-play", card=self._card_name(kind)),
                                rule="rituals" if self.theme.known(kind) else "notation")
        self._resolve(kind)
        if self.state["step"]["name"] not in WAITING_STEPS:
            self._continue_rituals()

    def _resolve(self, kind: str) -> None:
        s, th = self.state, self.theme
        s["rituals_pending"].remove(kind)
        card = th.card(kind)
        i = s["turn"]
        seat = s["seats"][i]
        self._log(Msg("prairie-plays-ritual", seat=seat, ritual=self._card(kind)))
        s["step"] = {"name": "rituals"}
        if card.effect == "reveal-three":
            cards = self._draw(3)
            s["prairie"] += cards
            if cards:
                self._log(Msg("prairie-three-join", area=self._word("area"), cards=self._names(cards)))
            else:
                self._log(Msg("prairie-three-join-none", area=self._word("area")))
        elif card.effect == "sacrifice":
            options = self._native_options(i, "scalpable")
            if not options:
                self._log(Msg("prairie-none-to-sacrifice", seat=seat, native=self._word("native")))
            elif len(options) == 1:
                self._automated(seat, "sacrifice " + " ".join(options[0]))
                self._sacrifice(i, *options[0])
            else:
                s["step"] = {"name": "sacrifice"}
        elif card.effect == "move-two":
            if not self._moves(i):
                self._log(Msg("prairie-none-to-move", seat=seat, native=self._word("native")))
            else:
                s["step"] = {"name": "knowledge", "moved": 0}
        else:
            self._force_discards(i, card)

    def _force_discards(self, i: int, card: Card) -> None:
        s, th = self.state, self.theme
        boards = s["boards"]
        measure = {
            "natives-above-discard": self._native_count,
            "natives-above-discard-any": self._native_count,
            "food-above-discard": lambda j: len(boards[j]["food"]),
            "spirit-above-discard-totem": (
                lambda j: len(boards[j]["totems"]) + len(boards[j]["rituals"])
            ),
        }[card.effect]
        mine = measure(i)
        if card.effect == "spirit-above-discard-totem" and not th.rituals_count_while_played:
            mine -= len(s["rituals_taken"])     # Inuit: placed above the Shaman afterwards
        above = [j for j in range(len(s["seats"])) if j != i and measure(j) > mine]
        who: dict[str, str] = {}
        for j in above:
            other = s["seats"][j]
            options = self._discard_options(j, card.effect)
            if not options:
                self._log(Msg("prairie-more-but-nothing", seat=other, other=s["seats"][i]))
            elif len(options) == 1:
                self._automated(other, f"discard {options[0]}")
                self._discard(j, options[0].split(" "))
            else:
                who[other] = card.effect
        if who:
            s["step"] = {"name": "forced", "ritual": card.kind, "who": who}
        elif not above:
            self._log(Msg("prairie-no-effect", seat=s["seats"][i], ritual=self._card(card.kind)))

    def _discard_options(self, j: int, effect: str) -> list[str]:
        board, th = self.state["boards"][j], self.theme
        if effect == "natives-above-discard":
            return [f"{k} {p}" for k, p in self._native_options(j, "own-colour")]
        if effect == "natives-above-discard-any":
            return [f"{k} {p}" for k, p in self._native_options(j, "any")]
        pile = board["food"] if effect == "food-above-discard" else board["totems"]
        return sorted(set(pile), key=th.order)

    def _native_options(self, j: int, which: str) -> list[tuple[str, str]]:
        """(kind, profession) pairs of native cards in seat j's tribe, distinct; ``which``:
        "any", "own-colour" (of j's colour) or "scalpable" (may become a scalp)."""
        s, th = self.state, self.theme
        tribe = s["tribes"][j]
        seen = []
        for prof in th.profession_ids:
            for kind in sorted(set(s["boards"][j]["natives"][prof]), key=th.order):
                card = th.card(kind)
                if which == "own-colour" and tribe not in card.tribes:
                    continue
                if which == "scalpable" and not card.scalpable:
                    continue
                seen.append((kind, prof))
        return seen

    def _legal_sacrifice(self, seat: str, step: dict) -> list[str]:
        options = self._native_options(self.state["turn"], "scalpable")
        return [f"sacrifice {k} {p}" for k, p in options]

    def _do_sacrifice_sacrifice(self, seat: str, args: list[str]) -> None:
        i = self.state["turn"]
        if len(args) != 2:
            raise IllegalAction(Msg("prairie-say-sacrifice", native=self._word("native")), rule="notation")
        if tuple(args) not in self._native_options(i, "scalpable"):
            th = self.theme
            if args[1] not in th.profession_ids:
                raise IllegalAction(self._not_a_profession(args[1]), rule="notation")
            if th.known(args[0]) and not th.card(args[0]).scalpable:
                raise IllegalAction(Msg("prairie-never-a-scalp", card=self._card(args[0]), scalp=self._word("scalp")),
                                    rule="ah-and-oh")
            raise IllegalAction(
                Msg("prairie-none-to-sacrifice-there", profs=self._prof(args[1]), card=self._card_name(args[0])),
                rule="ritual-sacrifice" if th.known(args[0]) else "notation")
        self._sacrifice(i, *args)
        self.state["step"] = {"name": "rituals"}
        self._continue_rituals()

    def _sacrifice(self, i: int, kind: str, prof: str) -> None:
        board = self.state["boards"][i]
        board["natives"][prof].remove(kind)
        board["scalps"].append(kind)
        self._log(Msg("prairie-sacrifices", seat=self.state["seats"][i], card=self._card(kind),
                      prof=self._prof(prof, n=1), scalp=self._word("scalp")))

    def _legal_forced(self, seat: str, step: dict) -> list[str]:
        j = self.state["seats"].index(seat)
        return [f"discard {o}" for o in self._discard_options(j, step["who"][seat])]

    def _do_forced_discard(self, seat: str, args: list[str]) -> None:
        s = self.state
        step = s["step"]
        j = s["seats"].index(seat)
        effect = step["who"][seat]
        options = self._discard_options(j, effect)
        if " ".join(args) not in options:
            what = Msg.named("prairie-must-discard", effect, native=self._word("native"), tribe=self._word("tribe"),
                             food=self._word("food", n=2), totem=self._word("totem", n=2))
            raise IllegalAction(
                Msg("prairie-must-discard", what=what, card=quoted(" ".join(args))),
                rule="ritual-natives" if effect.startswith("natives-above") else
                "ritual-food" if effect == "food-above-discard" else "ritual-clear-sight",
            )
        self._discard(j, args)
        del step["who"][seat]
        if not step["who"]:
            s["step"] = {"name": "rituals"}
            self._continue_rituals()

    def _discard(self, j: int, args: list[str]) -> None:
        s, th = self.state, self.theme
        board = s["boards"][j]
        kind = args[0]
        family = th.card(kind).family
        if family == "native":
            board["natives"][args[1]].remove(kind)
        else:
            board["food" if family == "food" else "totems"].remove(kind)
        s["box"].append(kind)
        self._log(Msg("prairie-discards", seat=s["seats"][j], card=self._card(kind)))

    # -- after phase 3 (the season's optional or starred step) -----------------------------------
    def _after_phase3(self) -> None:
        s = self.state
        effect = self._season_effect()
        if effect in AFTER_OPTIONAL and self._after_options(effect):
            s["step"] = {"name": "after", "effect": effect}
            return
        if effect in AFTER_STARRED:
            if self._after_options(effect):
                s["step"] = {"name": "after", "effect": effect}
                return
            card = self._season_card()
            assert card is not None
            what = self._word("food" if effect == "windy" else "scalp")
            self._log(Msg("prairie-nothing-to-discard", card=self._card(card.id), seat=s["seats"][s["turn"]],
                          what=what))
            self._curse(s["turn"])
        self._end_turn()

    def _after_options(self, effect: str) -> list[str]:
        s, th = self.state, self.theme
        i = s["turn"]
        if effect == "red":
            kinds = sorted({k for k in s["prairie"] if th.card(k).family == "native"}, key=th.order)
            return [f"season red {k} {p}" for k in kinds for p in self._open_professions(i)]
        if effect == "hospitable":
            kinds = sorted({k for k in s["prairie"] if th.card(k).family == "food"
                            and self._can_take(None, k)}, key=th.order)
            return [f"season hospitable {k}" for k in kinds]
        if effect == "harvest":
            return ["season harvest"] if self._layable() >= HARVEST_CARDS else []
        pile = s["boards"][i]["food" if effect == "windy" else "scalps"]
        return [f"discard {k}" for k in sorted(set(pile), key=th.order)]

    def _legal_after(self, seat: str, step: dict) -> list[str]:
        effect = step["effect"]
        if effect not in AFTER_STARRED:
            return self._after_options(effect) + ["end"]
        return self._after_options(effect) + (["curse"] if self._curses_left() else [])

    def _do_after_end(self, seat: str, args: list[str]) -> None:
        _no_args("end", args)
        if self.state["step"]["effect"] in AFTER_STARRED:
            raise IllegalAction(self._unexpected("end", self.state["step"]), rule="season-starred")
        self._log(Msg("prairie-ends-turn", seat=seat))
        self._end_turn()

    def _do_after_curse(self, seat: str, args: list[str]) -> None:
        _no_args("curse", args)
        if self.state["step"]["effect"] not in AFTER_STARRED:
            raise IllegalAction(self._unexpected("curse", self.state["step"]), rule="seasons")
        if not self._curses_left():
            raise IllegalAction(Msg("prairie-curses-taken", n=self.theme.curse_tokens), rule="season-starred")
        self._curse(self.state["turn"])
        self._end_turn()

    def _do_after_discard(self, seat: str, args: list[str]) -> None:
        s, th = self.state, self.theme
        effect = s["step"]["effect"]
        if effect not in AFTER_STARRED:
            raise IllegalAction(self._unexpected("discard", s["step"]), rule="seasons")
        kind = _one_arg("discard", args, Msg("prairie-what-discard"))
        pile_name = "food" if effect == "windy" else "scalps"
        pile = s["boards"][s["turn"]][pile_name]
        if kind not in pile:
            what = self._word("food" if effect == "windy" else "scalp", n=2)
            raise IllegalAction(Msg("prairie-none-among", card=self._card_name(kind), what=what),
                                rule="season-starred" if th.known(kind) else "notation")
        pile.remove(kind)
        s["box"].append(kind)
        card = self._season_card()
        assert card is not None
        if effect == "wrath":
            self._log(Msg("prairie-season-discards-scalp", season=self._card(card.id), seat=seat,
                          card=self._card(kind), scalp=self._word("scalp")))
        else:
            self._log(Msg("prairie-season-discards", season=self._card(card.id), seat=seat, card=self._card(kind)))
        self._end_turn()

    def _do_after_season(self, seat: str, args: list[str]) -> None:
        s, th = self.state, self.theme
        effect = s["step"]["effect"]
        card = self._season_card()
        assert card is not None
        if effect in AFTER_STARRED or not args or args[0] != effect:
            raise IllegalAction(
                self._unexpected("season", s["step"]),
                rule="season-starred" if effect in AFTER_STARRED else "seasons",
            )
        i = s["turn"]
        if effect == "red":
            if len(args) != 3:
                raise IllegalAction(Msg("prairie-say-red", native=self._word("native")), rule="notation")
            kind, prof = args[1:]
            if not th.known(kind) or th.card(kind).family != "native":
                raise IllegalAction(Msg("prairie-not-a-native", card=self._card_name(kind),
                                        native=self._word("native")),
                                    rule="season-red" if th.known(kind) else "notation")
            if kind not in s["prairie"]:
                raise IllegalAction(Msg("prairie-area-has-no", area=self._word("area"), card=self._card(kind)),
                                    rule="season-red")
            self._check_open(i, prof)
            s["prairie"].remove(kind)
            self._log(Msg("prairie-uses", seat=seat, card=self._card(card.id)))
            self._put_native(i, kind, prof)
            self._end_turn()
        elif effect == "hospitable":
            kind = _one_arg("season hospitable", args[1:], Msg("prairie-what-food", food=self._word("food")))
            self._take_food(i, kind, s["prairie"], self._card(card.id))
            self._end_turn()
        else:
            _no_args("season harvest", args[1:])
            layable = self._layable()
            if layable < HARVEST_CARDS:
                raise IllegalAction(Msg("prairie-harvest-needs", card=self._card(card.id), n=HARVEST_CARDS,
                                        left=layable), rule="season-harvest")
            cards = self._draw(HARVEST_CARDS)
            s["prairie"] += cards
            self._log(Msg("prairie-uses-and-lays", seat=seat, card=self._card(card.id), cards=self._laid_text(cards)))
            s["step"] = {"name": "harvest", "cards": cards}
            if s["interrupts"]:
                return
            if not self._harvest_options():
                self._log(Msg("prairie-no-food-among", food=self._word("food")))
                self._end_turn()

    def _take_food(self, i: int, kind: str, among: list[str], why: Msg) -> None:
        s, th = self.state, self.theme
        if not th.known(kind) or th.card(kind).family != "food":
            raise IllegalAction(
                Msg("prairie-not-food", card=self._card_name(kind), food=self._word("food")),
                rule="notation" if not th.known(kind)
                else "season-harvest" if s["step"]["name"] == "harvest" else "season-hospitable",
            )
        if kind not in among or kind not in s["prairie"]:
            raise IllegalAction(
                Msg("prairie-none-to-take", card=self._card(kind)),
                rule="season-harvest" if s["step"]["name"] == "harvest" else "season-hospitable",
            )
        if th.card(kind).big and s["big_taken"]:
            raise IllegalAction(Msg("prairie-one-big-food"), rule="big-food")
        s["prairie"].remove(kind)
        s["boards"][i]["food"].append(kind)
        s["big_taken"] += th.card(kind).big
        self._log(Msg("prairie-takes-food", seat=s["seats"][i], card=self._card(kind), why=why))

    def _harvest_options(self) -> list[str]:
        s, th = self.state, self.theme
        cards = s["step"].get("cards", [])
        return sorted({k for k in cards if th.card(k).family == "food" and k in s["prairie"]
                       and self._can_take(None, k)}, key=th.order)

    def _legal_harvest(self, seat: str, step: dict) -> list[str]:
        return [f"take {k}" for k in self._harvest_options()] + ["end"]

    def _do_harvest_take(self, seat: str, args: list[str]) -> None:
        s = self.state
        kind = _one_arg("take", args, Msg("prairie-what-harvest", food=self._word("food")))
        self._take_food(s["turn"], kind, s["step"]["cards"], self._card("autumn-harvest"))
        self._end_turn()

    def _do_harvest_end(self, seat: str, args: list[str]) -> None:
        _no_args("end", args)
        self._log(Msg("prairie-ends-turn", seat=seat))
        self._end_turn()

    def _layable(self) -> int:
        """Cards of the deck that would be laid if drawn: Winter Is Coming and the season
        change cards are set aside instead (which of them are still in the deck is public)."""
        th = self.theme
        return sum(1 for k in self.state["deck"]
                   if k != END and th.card(k).family != "season-change")

    def _curses_left(self) -> int:
        """Curse tokens still in the supply: the box holds a fixed number (Seasons: 18)."""
        taken = sum(b["curses"] for b in self.state["boards"])
        return max(0, self.theme.curse_tokens - taken)

    def _curse(self, i: int) -> None:
        """Take a curse token, if the supply has one left (else the player takes none)."""
        s = self.state
        if not self._curses_left():
            self._log(Msg("prairie-curses-run-out", seat=s["seats"][i]))
            return
        s["boards"][i]["curses"] += 1
        self._log(Msg("prairie-takes-curse", seat=s["seats"][i], n=self.theme.curse_points))

    # -- seasons ----------------------------------------------------------------------------------
    def _season_card(self) -> SeasonCard | None:
        season = self.state["season"]
        if not season:
            return None
        return self.theme.seasons[season["cards"][season["index"]]]

    def _season_effect(self) -> str:
        card = self._season_card()
        return card.effect if card else ""

    # -- turn order and the end --------------------------------------------------------------------
    def _start_turn(self, i: int) -> None:
        s = self.state
        s["turn"] = i
        s["big_taken"] = 0
        s["rituals_taken"] = []
        season = s["season"]
        if season and i == s["first"] and season["index"] < min(season["revealed"], 2):
            season["index"] += 1          # one season a round: summer always follows spring
            card = self._season_card()
            assert card is not None
            self._log(Msg("prairie-season-turns", card=self._card(card.id),
                          text=season_text_msg(self.theme.id, card.id)))
        effect = self._season_effect()
        if effect in ("change", "prayers") and self._before_options(effect):
            s["step"] = {"name": "before", "effect": effect}
            card = self._season_card()
            assert card is not None
            self._log(Msg("prairie-turn-before", seat=s["seats"][i], card=self._card(card.id)))
            return
        self._replenish()

    def _replenish(self) -> None:
        """Phase 1: one card into the prairie (two under Spring Bountiful)."""
        s = self.state
        i = s["turn"]
        s["step"] = {"name": "choose", "scouted": 0}
        n = 2 if self._season_effect() == "bountiful" else 1
        cards = self._draw(n)
        s["prairie"] += cards
        if cards:
            self._log(Msg("prairie-turn-joins", seat=s["seats"][i], cards=self._names(cards), n=len(cards),
                          area=self._word("area")))
        elif not self._laid:
            self._log(Msg("prairie-turn-deck-empty", seat=s["seats"][i]))
        else:
            self._log(Msg("prairie-turn-begins", seat=s["seats"][i]))

    def _end_turn(self) -> None:
        s = self.state
        s["step"] = {"name": "ended"}
        nxt = (s["turn"] + 1) % len(s["seats"])
        if nxt == s["first"]:
            if s["end_revealed"]:
                s["over"] = True
                self._log(Msg("prairie-game-over", end=self._word("end-card")))
                return
            s["round"] += 1
        self._start_turn(nxt)

    def _draw(self, n: int) -> list[str]:
        """Reveal ``n`` cards; the end card and the season change cards are set aside and do
        not count (natives.txt); a War and Peace card or Scout Quick Hand counts but goes to
        a player rather than into the prairie."""
        s, th = self.state, self.theme
        out: list[str] = []
        laid = 0
        while laid < n and s["deck"]:
            card = s["deck"].pop(0)
            self._reveal()
            if card == END:
                s["end_revealed"] = True
                s["aside"].append(card)
                first = s["seats"][s["first"]]
                self._log(Msg("prairie-end-revealed", end=self._word("end-card"), first=first))
                continue
            c = th.card(card)
            if c.family == "season-change":
                s["aside"].append(card)
                s["season"]["revealed"] += 1
                first = s["seats"][s["first"]]
                self._log(Msg("prairie-change-revealed", card=self._card(card), first=first))

                continue
            laid += 1
            if c.family == "war-peace":
                self._war_peace_revealed(card)
            elif not (c.effect == "quick-hand" and self._quick_hand_revealed(card)):
                out.append(card)
        self._laid = laid
        return out

    # -- counting and scoring --------------------------------------------------------------
    def _weight(self, kind: str) -> int:
        return self.theme.card(kind).weight

    def _native_count(self, i: int) -> int:
        """Native cards in the tribe (not the printed ones); Ah and Oh count two."""
        natives = self.state["boards"][i]["natives"]
        return sum(self._weight(k) for cards in natives.values() for k in cards)

    def _prof_count(self, i: int, prof: str) -> int:
        """Natives of a profession: the one printed on the board plus the cards below it."""
        return 1 + sum(self._weight(k) for k in self.state["boards"][i]["natives"][prof])

    def _stranger_count(self, i: int) -> int:
        """What the Totem of the Stranger counts: natives not of your colour in your tribe."""
        tribe = self.state["tribes"][i]
        return sum(self._weight(k) for cards in self.state["boards"][i]["natives"].values()
                   for k in cards if tribe not in self.theme.card(k).tribes)

    def _native_value(self, kind: str, tribe: str) -> int:
        """What a native in ``tribe``'s own tribe scores for it (natives.txt scoring)."""
        card = self.theme.card(kind)
        if card.in_tribe is not None:
            return card.in_tribe
        if len(card.tribes) == 1:
            return 2 if card.tribes[0] == tribe else -2
        if len(card.tribes) == 2:
            return 1 if tribe in card.tribes else -1
        return 0

    def _native_details(self, i: int) -> dict[str, int]:
        tribe = self.state["tribes"][i]
        return {p: sum(self._native_value(k, tribe) for k in cards)
                for p, cards in self.state["boards"][i]["natives"].items()}

    def _score(self, i: int) -> dict[str, int]:
        s, th = self.state, self.theme
        board, tribe = s["boards"][i], s["tribes"][i]
        others = 0
        for j, other in enumerate(s["boards"]):
            if j == i:
                continue
            for cards in other["natives"].values():
                for kind in cards:
                    card = th.card(kind)
                    if tribe in card.tribes:
                        others += 2 if len(card.tribes) == 1 else 1
        pad = {
            "natives": sum(self._native_details(i).values()),
            "others": others,
            "food": sum(th.card(k).points for k in board["food"]),
            "scalps": len(board["scalps"]),
            "rituals": sum(th.card(k).points for k in board["rituals"]),
            "totems": sum(self._totem_points(i, k) for k in board["totems"]),
        }
        expansions = self.expansions
        if SOUL in expansions:
            pad["war-peace"] = self._war_peace_points(i)
            pad["legendary"] = self._legendary_points(i)
        if SEASONS_X in expansions:
            pad["curses"] = board["curses"] * th.curse_points
        pad["total"] = sum(pad.values())
        return pad

    def _war_peace_points(self, i: int) -> int:
        s, th = self.state, self.theme
        points = sum(th.war_points if e["side"] == "war" else th.peace_points
                     for e in s["boards"][i]["war_peace"])
        for j, b in enumerate(s["boards"]):
            if j != i:
                points += sum(th.peace_points for e in b["war_peace"]
                              if e["side"] == "peace" and th.card(e["card"]).tribes[0] == s["tribes"][i])
        return points

    def _legendary_points(self, i: int) -> int:
        s, th = self.state, self.theme
        points = 0
        for cards in s["boards"][i]["natives"].values():
            for kind in cards:
                card = th.card(kind)
                if card.effect in ("majority", "quick-hand"):
                    mine = self._prof_count(i, card.profession)
                    if all(mine > self._prof_count(j, card.profession)
                           for j in range(len(s["seats"])) if j != i):
                        points += card.points
                elif card.effect == "merrymaker":
                    points += card.points
        return points

    def _totem_points(self, i: int, kind: str) -> int:
        card = self.theme.card(kind)
        board = self.state["boards"][i]
        what, _, which = card.per.partition(":")
        if what == "scalp":
            n = len(board["scalps"])
        elif what == "food":
            n = sum(1 for k in board["food"] if not which or self.theme.card(k).food == which)
        elif what == "stranger":
            n = self._stranger_count(i)
        elif which:
            n = self._prof_count(i, which)
        else:
            n = self._native_count(i) + len(self.theme.professions)
        return n * card.points

    # -- helpers -----------------------------------------------------------------------------
    def _names(self, kinds: list[str]) -> list[Msg]:
        """Cards as a sentence lists them: each kind once, with its count ("2 Corn and Bison")."""
        return [Msg("prairie-count-card", n=n, card=self._card(k)) for k, n in Counter(kinds).items()]

    def _laid_text(self, cards: list[str]) -> Msg:
        if cards:
            return Msg("prairie-cards", cards=self._names(cards))
        if self._laid:
            return Msg("prairie-none-stays", area=self._word("area"))
        return Msg("prairie-nothing-deck-ran-out")

    def _closed_message(self, prof: str) -> Msg:
        return Msg("prairie-closed", profs=self._prof(prof), card=self._card("big-merrymaker"),
                   profession=self._word("profession"), natives=self._word("native", n=2))

    def _not_a_profession(self, given: str) -> Msg:
        return Msg("prairie-not-a-profession", given=quoted(given), profession=self._word("profession"),
                   choices=", ".join(self.theme.profession_ids))

    def _card_name(self, kind: str) -> Msg:
        """A card the player named: its name, or the words they wrote, quoted."""
        return self._card(kind) if self.theme.known(kind) else Msg("prairie-typed-card", text=quoted(kind))

    def _public_step(self) -> dict[str, Any]:
        s = self.state
        if s["interrupts"]:
            it = dict(s["interrupts"][0])
            step = {"name": it.pop("kind"), **it, "under": s["step"]["name"],
                    "queued": len(s["interrupts"]) - 1}
            if step["name"] == "war-peace":
                step["tribe"] = self.theme.card(step["card"]).tribes[0]
            else:
                step["among"] = list(step["among"])
        else:
            step = dict(s["step"])
            if step.get("name") == "forced":
                step["who"] = dict(step["who"])
            for key in ("taken", "pending", "cards"):
                if key in step:
                    step[key] = list(step[key])
        step["rituals_pending"] = list(s["rituals_pending"])
        return step

    # -- dispatch, declared once: a step's legal actions, and each (step, verb)'s handler ----
    # ("interrupt" is the War and Peace or Quick Hand decision that comes before the step)
    _LEGAL_BY_STEP = {
        "before": _legal_before, "choose": _legal_choose, "take": _legal_take,
        "season-take": _legal_take, "place": _legal_place, "knowledge": _legal_knowledge,
        "rituals": _legal_rituals, "sacrifice": _legal_sacrifice, "forced": _legal_forced,
        "after": _legal_after, "harvest": _legal_harvest,
    }
    _PLAY_BY_STEP = {
        ("interrupt", "war"): _do_interrupt_war,
        ("interrupt", "peace"): _do_interrupt_peace,
        ("interrupt", "give-quick-hand"): _do_interrupt_give_quick_hand,
        ("before", "replenish"): _do_before_replenish,
        ("before", "season"): _do_before_season,
        ("choose", "scout"): _do_choose_scout,
        ("choose", "use"): _do_choose_use,
        ("choose", "season"): _do_choose_season,
        ("choose", "pass"): _do_choose_pass,
        ("take", "take"): _do_take_take,
        ("take", "done"): _do_take_done,
        ("season-take", "take"): _do_take_take,
        ("season-take", "done"): _do_season_take_done,
        ("place", "place"): _do_place_place,
        ("knowledge", "knowledge"): _do_knowledge_knowledge,
        ("knowledge", "done"): _do_knowledge_done,
        ("rituals", "resolve"): _do_rituals_resolve,
        ("sacrifice", "sacrifice"): _do_sacrifice_sacrifice,
        ("forced", "discard"): _do_forced_discard,
        ("after", "end"): _do_after_end,
        ("after", "curse"): _do_after_curse,
        ("after", "discard"): _do_after_discard,
        ("after", "season"): _do_after_season,
        ("harvest", "take"): _do_harvest_take,
        ("harvest", "end"): _do_harvest_end,
    }


def _is_legendary(card: Card) -> bool:
    return card.family == "native" and not card.tribes and bool(card.effect)


def _is_stranger(card: Card) -> bool:
    return card.family == "native" and not card.tribes and not card.effect


def _or(items: list[Msg]) -> Msg:
    """Choices as one message: "2 (bob) or 3 (cy)", "1 (ann) or 2 (bob) or 3 (cy)"."""
    if len(items) == 1:
        return items[0]
    return Msg("prairie-either", first=items[0], rest=_or(items[1:]))


def _no_args(verb: str, args: list[str]) -> None:
    if args:
        raise IllegalAction(Msg("prairie-takes-nothing-after", verb=verb), rule="notation")


def _one_arg(verb: str, args: list[str], what: Msg) -> str:
    if len(args) != 1:
        raise IllegalAction(Msg("prairie-say-only", what=what, verb=verb), rule="notation")
    return args[0]


# -- options -----------------------------------------------------------------------------------
def _check_options(options: Any, th: Theme) -> dict:
    """The options, checked and made canonical: ``{"expansions": [...]}`` plus, with Seasons,
    ``"seasons"``: "random", a set id, or the three season card ids in season order."""
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise IllegalAction(Msg("prairie-options-table"), rule="expansions")
    allowed = ("expansions", "seasons") if th.expansions else ("expansions",)
    unknown = sorted(set(options) - set(allowed))
    if unknown:
        raise IllegalAction(Msg("prairie-unknown-option", option=quoted(unknown[0]), choices=", ".join(allowed)),
                            rule="expansions")
    expansions = options.get("expansions", [])
    if not isinstance(expansions, list) or not all(isinstance(e, str) for e in expansions):
        raise IllegalAction(Msg("prairie-expansions-list"), rule="expansions")
    for name in expansions:
        if not th.expansions:
            raise IllegalAction(Msg("prairie-no-expansions", title=Msg("prairie-pic-title", theme=th.id),
                                    given=quoted(name)), rule="expansions")
        if name not in th.expansions:
            raise IllegalAction(Msg("prairie-no-expansion-called", given=quoted(name),
                                    choices=", ".join(th.expansions)), rule="expansions")
        if expansions.count(name) > 1:
            raise IllegalAction(Msg("prairie-expansion-twice", given=name), rule="expansions")
    out: dict[str, Any] = {"expansions": [e for e in th.expansions if e in expansions]}
    if "seasons" in options and SEASONS_X not in expansions:
        raise IllegalAction(Msg("prairie-seasons-needs-expansion"), rule="seasons-setup")
    if SEASONS_X in expansions:
        out["seasons"] = _check_seasons(options.get("seasons", "random"), th)
    return out


def _check_seasons(value: Any, th: Theme) -> str | list[str]:
    sets = ", ".join(f"{s.number} ({s.id})" for s in th.season_sets)
    if isinstance(value, bool) or not isinstance(value, (int, str, list)):
        raise IllegalAction(Msg("prairie-seasons-option"), rule="seasons-setup")
    if isinstance(value, int):
        chosen = th.season_set(str(value))
        if chosen is None:
            raise IllegalAction(Msg("prairie-no-season-set", n=value, sets=sets), rule="seasons-setup")
        return chosen.id
    if isinstance(value, str):
        if "," not in value:
            key = _slug(value)
            if key == "random":
                return "random"
            chosen = th.season_set(key)
            if chosen is not None:
                return chosen.id
            if key in th.seasons:
                raise IllegalAction(Msg("prairie-three-seasons-not", n=1), rule="seasons-setup")
            raise IllegalAction(Msg("prairie-no-season-called", given=quoted(value), sets=sets), rule="seasons-setup")
        value = [v for v in value.split(",") if v.strip()]
    if not all(isinstance(v, str) for v in value):
        raise IllegalAction(Msg("prairie-season-names"), rule="seasons-setup")
    ids = []
    for v in value:
        key = _slug(v)
        if key not in th.seasons:
            raise IllegalAction(Msg("prairie-no-season-card-called", given=quoted(v.strip()),
                                    choices=", ".join(th.seasons)), rule="seasons-setup")
        if key in ids:
            raise IllegalAction(Msg("prairie-season-twice", card=card_msg(th.id, key)), rule="seasons-setup")
        ids.append(key)
    if len(ids) != 3:
        raise IllegalAction(Msg("prairie-three-seasons-not", n=len(ids)), rule="seasons-setup")
    for season in SEASONS:
        same = [c for c in ids if th.seasons[c].season == season]
        if len(same) > 1:
            raise IllegalAction(Msg("prairie-same-season", card=card_msg(th.id, same[0]),
                                    other=card_msg(th.id, same[1]), season=Msg.named("prairie-season", season)),
                                rule="seasons-setup")

    return sorted(ids, key=lambda c: SEASONS.index(th.seasons[c].season))


def _season_cards(option: str | list[str], th: Theme, rng: random.Random) -> list[str]:
    if isinstance(option, list):
        return list(option)
    if option == "random":
        return [rng.choice([c.id for c in th.seasons.values() if c.season == season])
                for season in SEASONS]
    chosen = th.season_set(option)
    assert chosen is not None
    return list(chosen.cards)


def _seasons_deck(deck: list[str], th: Theme, rng: random.Random) -> list[str]:
    """Seasons setup, deck index 0 the top: the prairie's cards, then the third stack, Summer
    Has Come, the second stack, Autumn Has Come, the first stack, Winter Is Coming, 10 cards."""
    start = th.season_prairie_start
    prairie, ten, rest = deck[:start], deck[start:start + 10], deck[start + 10:]
    n = len(rest)
    cut1 = max(0, min(n, round(n / 3) + rng.randint(-2, 2)))
    cut2 = max(cut1, min(n, round(2 * n / 3) + rng.randint(-2, 2)))
    first, second, third = rest[:cut1], rest[cut1:cut2], rest[cut2:]
    summer, autumn = th.season_changes
    return prairie + third + [summer] + second + [autumn] + first + [END] + ten


def _place_end_card(deck: list[str], th: Theme, rng: random.Random) -> list[str]:
    """Deck index 0 is the top. Natives: the end card is eleventh from the bottom."""
    if th.end_card_place == "eleventh-from-bottom":
        return deck[:-10] + [END] + deck[-10:]
    if th.end_card_place == "shuffled-in-last-eleven":
        bottom = deck[-10:] + [END]
        rng.shuffle(bottom)
        return deck[:-10] + bottom
    raise ValueError(f"unknown end_card_place {th.end_card_place!r}")


class NativesGame(PrairieGame):
    title, display_name = "natives", "Natives"


class InuitGame(PrairieGame):
    title, display_name = "inuit", "Inuit: The Snow Folk"
