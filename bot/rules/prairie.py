"""Natives (and, with another theme, Inuit: The Snow Folk): the prairie engine.

One engine, two themes: names, colours, card counts and values live in ``data/natives.toml``
(and later ``data/inuit.toml``); this module only knows the rules of natives.txt.

Action notation
===============
Cards are named by *kind*: ``man-bear``, ``woman-bear-eagle`` (the two colours in tribe
order), ``corn``, ``bison``, ``salmon``, ``sacrifice``, ``clear-sky``, ``totem-strength``.
Professions: ``elder shaman warrior hunter fisherman farmer scout``.

A turn is a few small steps; the replenishing card (phase 1) is laid by the engine.

=============================  =========================================================
``scout``                      phase 2: lay one card from the deck into the prairie
                               (at most once per scout in your tribe; one at a time)
``use <profession>``           phase 3: pick the profession (ends scouting)
``take <kind>``                take one card of that kind with the chosen profession
``done``                       stop taking before your limit (you took at least one)
``place <kind> <profession>``  put a native your elders took under a profession
``resolve <ritual>``           play that ritual next, when you took several kinds
``sacrifice <kind> <prof>``    Sacrifice: the native of your tribe that becomes a scalp
``discard <kind> [<prof>]``    a choice a ritual forces on another player
``pass``                       only when no profession can take anything
=============================  =========================================================

Steps join into one atomic action with ``;``: ``use farmer; take corn; take corn``. If
any step is illegal nothing is applied; a step sent after your decision is over (your turn
ended with the previous step) is refused as coming too late. ``take corn corn`` takes two.

Examples: ``scout``, ``use elder``, ``take woman-bear-eagle``, ``place woman-bear-eagle
hunter``, ``resolve clear-sky``, ``discard man-wolf farmer``, ``discard salmon``.

Readings where the rulebook is silent (the physical game's way; each is tested)
===============================================================================
* Choosing a profession means taking at least one card with it: "a profession with
  nothing to take" is refused, and ``pass`` exists only when no profession can take a
  card (the deck and the prairie are exhausted).
* A ritual's comparisons ("more native cards than you") count cards in the tribe, not
  the natives printed on the board; rituals taken this turn are already yours, so
  Clear-Sight counts them in your own total.
* A forced choice with a single possible card (one food kind, one totem) is made by the
  engine and logged, rather than waiting days for a click that cannot change anything.
* When one kind of ritual is pending, it is played without asking for an order.
* Winter Is Coming, when revealed, is set aside and another card is laid in its place
  (natives.txt: "it does not reduce the number of cards that should still be added").
  An empty deck lays nothing.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from .base import Game, IllegalAction
from .prairie_theme import Card, Theme, theme

END = "end-card"          # the Winter Is Coming / Polar Nightfall card in the deck
SCORE_CATEGORIES = ("natives", "others", "food", "scalps", "rituals", "totems")
KNOWN_EXPANSIONS = ("soul-of-the-prairie", "seasons", "strangers")
MIN_SEATS, MAX_SEATS = 2, 4


def _board(professions: list[str]) -> dict[str, Any]:
    return {
        "natives": {p: [] for p in professions},
        "food": [],
        "totems": [],
        "rituals": [],
        "scalps": [],
    }


class PrairieGame(Game):
    """Natives-family game over a JSON state; see the module docstring for the notation."""

    theme_name = "natives"

    # -- creation ------------------------------------------------------------------------
    @classmethod
    def new(cls, title: str, seats: list[str], seed: int, options: dict | None) -> PrairieGame:
        options = _check_options(options)
        seats = list(seats)
        if not MIN_SEATS <= len(seats) <= MAX_SEATS:
            raise IllegalAction(
                f"This game is for {MIN_SEATS} to {MAX_SEATS} players, not {len(seats)}."
            )
        if len(set(seats)) != len(seats):
            raise IllegalAction("Every seat needs its own name.")
        th = theme(title)
        rng = random.Random(seed)
        tribes = rng.sample([t.id for t in th.tribes], len(seats))
        deck = th.base_deck()
        rng.shuffle(deck)
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
            "step": {},
            "rituals_pending": [],
            "over": False,
            "last": None,
        }
        game = cls(state)
        game._events = []
        game.state["prairie"] = game._draw(th.prairie_start)
        game._start_turn(state["first"])
        return game

    def __init__(self, state: dict[str, Any]):
        super().__init__(state)
        self._events: list[str] = []

    @property
    def theme(self) -> Theme:
        return theme(self.state["title"])

    # -- contract ------------------------------------------------------------------------
    def awaiting(self) -> list[str]:
        s = self.state
        if s["over"]:
            return []
        if s["step"]["name"] == "forced":
            return [seat for seat in s["seats"] if seat in s["step"]["who"]]
        return [s["seats"][s["turn"]]]

    def legal_actions(self, seat: str) -> list[str]:
        if seat not in self.awaiting():
            return []
        step = self.state["step"]
        return getattr(self, f"_legal_{step['name']}")(seat, step)

    def scores(self) -> dict[str, dict[str, int]]:
        return {seat: self._score(i) for i, seat in enumerate(self.state["seats"])}

    def winners(self) -> list[str]:
        if not self.over:
            return []
        scores = self.scores()
        seats = self.state["seats"]
        first, n = self.state["first"], len(seats)

        def rank(i: int) -> tuple:
            key: list[int] = [scores[seats[i]]["total"]]
            for rule in self.theme.tie_break:
                if rule == "fewer-natives":
                    key.append(-self._native_count(i))
                elif rule == "furthest-from-first":
                    key.append((i - first) % n)
            return tuple(key)

        best = max(rank(i) for i in range(n))
        return [seats[i] for i in range(n) if rank(i) == best]

    def view(self, seat: str | None = None) -> dict[str, Any]:
        """Everything on the table is public in this game; only the deck order is hidden."""
        s, th = self.state, self.theme
        players = []
        for i, name in enumerate(s["seats"]):
            b = s["boards"][i]
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
            })
        view: dict[str, Any] = {
            "title": s["title"],
            "theme": s["title"],
            "options": s["options"],
            "players": players,
            "turn": s["seats"][s["turn"]],
            "round": s["round"],
            "deck": len(s["deck"]),
            "prairie": list(s["prairie"]),
            "box": len(s["box"]),
            "end_revealed": s["end_revealed"],
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

    # -- playing -------------------------------------------------------------------------
    def _play_step(self, seat: str, action: str) -> list[str]:
        self._events = []
        verb, *args = action.split(" ")
        step = self.state["step"]
        handler = getattr(self, f"_do_{step['name']}_{verb.replace('-', '_')}", None)
        if handler is None:
            raise IllegalAction(self._unexpected(verb, step))
        handler(seat, args)
        self.state["last"] = {"seat": seat, "action": action}
        return self._events

    def _unexpected(self, verb: str, step: dict) -> str:
        known = {"scout", "use", "take", "done", "place", "resolve", "sacrifice", "discard", "pass"}
        if verb not in known:
            return f"'{verb}' is not an action of this game; see /game help for the notation."
        return f"You cannot '{verb}' now: {self._step_hint(step)}"

    def _step_hint(self, step: dict) -> str:
        prof = self.theme.profession(step["prof"]).many.lower() if step.get("prof") else ""
        return {
            "choose": "scout or choose a profession (use <profession>).",
            "take": f"take cards with your {prof} (take <card>) or say done.",
            "place": "place the natives your elders took (place <native> <profession>).",
            "rituals": "choose which ritual to play next (resolve <ritual>).",
            "sacrifice": "choose the native to sacrifice (sacrifice <native> <profession>).",
            "forced": "a ritual asks you to discard a card (discard <card>).",
        }[step["name"]]

    # phase 2 and the choice of profession
    def _legal_choose(self, seat: str, step: dict) -> list[str]:
        i = self.state["turn"]
        actions = ["scout"] if self._can_scout(i, step) else []
        uses = [f"use {p}" for p in self._usable_professions(i)]
        actions += uses
        if not uses:
            actions.append("pass")
        return actions

    def _can_scout(self, i: int, step: dict) -> bool:
        return step["scouted"] < self._prof_count(i, "scout") and bool(self.state["deck"])

    def _usable_professions(self, i: int) -> list[str]:
        th = self.theme
        return [
            p.id for p in th.professions
            if p.takes and any(th.takes(p.id, k) for k in self.state["prairie"])
        ]

    def _do_choose_scout(self, seat: str, args: list[str]) -> None:
        i, step = self.state["turn"], self.state["step"]
        _no_args("scout", args)
        scouts = self._prof_count(i, "scout")
        if step["scouted"] >= scouts:
            raise IllegalAction(
                f"You have {scouts} scout{'s' * (scouts > 1)} and already laid out "
                f"{step['scouted']} card{'s' * (step['scouted'] != 1)}."
            )
        if not self.state["deck"]:
            raise IllegalAction("The deck is empty: there is nothing left to scout.")
        step["scouted"] += 1
        cards = self._draw(1)
        self.state["prairie"] += cards
        self._log(f"{seat} scouts: {self._names(cards) or 'nothing (the deck ran out)'}.")

    def _do_choose_use(self, seat: str, args: list[str]) -> None:
        i, th = self.state["turn"], self.theme
        prof = _one_arg("use", args, "a profession")
        if prof not in th.profession_ids:
            raise IllegalAction(
                f"'{prof}' is not a profession; choose one of {', '.join(th.profession_ids)}."
            )
        if prof == "scout":
            raise IllegalAction(
                "The scout only lays out cards in phase 2 (scout); choose another profession."
            )
        if prof not in self._usable_professions(i):
            raise IllegalAction(
                f"The {th.common_area} has nothing your "
                f"{th.profession(prof).many.lower()} can take."
            )
        cap = self._prof_count(i, prof)
        self.state["step"] = {"name": "take", "prof": prof, "taken": [], "cap": cap}

    def _do_choose_pass(self, seat: str, args: list[str]) -> None:
        _no_args("pass", args)
        if self._usable_professions(self.state["turn"]):
            raise IllegalAction(
                "You cannot pass while a profession can take a card from the prairie."
            )
        self._log(f"{seat} can take nothing and passes.")
        self._end_turn()

    # phase 3: taking
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
        kinds = {k for k in self.state["prairie"] if th.takes(step["prof"], k)}
        return sorted(kinds, key=th.order)

    def _do_take_take(self, seat: str, args: list[str]) -> None:
        step, th = self.state["step"], self.theme
        if not args:
            raise IllegalAction("Say which card to take: take <card>.")
        for n, kind in enumerate(args, 1):   # "take corn corn" takes two, one at a time
            self._take_one(step, kind, th)
            if self.state["step"] is not step:
                if n < len(args):
                    raise IllegalAction(
                        f"Your {th.profession(step['prof']).many.lower()} can take only "
                        f"{step['cap']} card{'s' * (step['cap'] > 1)}."
                    )
                return

    def _take_one(self, step: dict, kind: str, th: Theme) -> None:
        prof = th.profession(step["prof"])
        if kind not in th.cards:
            raise IllegalAction(f"There is no card called '{kind}'.")
        if not th.takes(prof.id, kind):
            raise IllegalAction(f"{prof.many} cannot take {th.card(kind).name}.")
        if kind not in self.state["prairie"]:
            raise IllegalAction(f"The {th.common_area} has no {th.card(kind).name}.")
        if len(step["taken"]) >= step["cap"]:
            raise IllegalAction(
                f"You have {step['cap']} {(prof.many if step['cap'] > 1 else prof.name).lower()}: "
                "you cannot take more cards."
            )
        self.state["prairie"].remove(kind)
        step["taken"].append(kind)
        if not self._takeable(step):
            self._finish_take()

    def _do_take_done(self, seat: str, args: list[str]) -> None:
        _no_args("done", args)
        if not self.state["step"]["taken"]:
            raise IllegalAction("Take at least one card with the profession you chose.")
        self._finish_take()

    def _finish_take(self) -> None:
        s, th = self.state, self.theme
        i, step = s["turn"], s["step"]
        seat, prof, taken = s["seats"][i], th.profession(step["prof"]), step["taken"]
        board = s["boards"][i]
        self._log(f"{seat} uses the {prof.many.lower()} and takes {self._names(taken)}.")
        if prof.id == "elder" or prof.to == "tribe":
            s["step"] = {"name": "place", "pending": list(taken)}
            return
        if prof.to == "scalps":
            board["scalps"] += taken
        else:
            for kind in taken:
                family = th.card(kind).family
                board[{"food": "food", "ritual": "rituals", "totem": "totems"}[family]].append(kind)
        s["rituals_pending"] = [k for k in taken if th.card(k).family == "ritual"]
        self._continue_rituals()

    # placing new natives
    def _legal_place(self, seat: str, step: dict) -> list[str]:
        th = self.theme
        kinds = sorted(set(step["pending"]), key=th.order)
        return [f"place {k} {p}" for k in kinds for p in self._open_professions(self.state["turn"])]

    def _open_professions(self, i: int) -> list[str]:
        return self.theme.profession_ids

    def _do_place_place(self, seat: str, args: list[str]) -> None:
        s, th = self.state, self.theme
        step = s["step"]
        if len(args) != 2:
            raise IllegalAction("Say which native goes where: place <native> <profession>.")
        kind, prof = args
        if kind not in step["pending"]:
            raise IllegalAction(f"You have no {_card_name(th, kind)} waiting to be placed.")
        if prof not in self._open_professions(s["turn"]):
            raise IllegalAction(
                f"'{prof}' is not a profession; choose one of {', '.join(th.profession_ids)}."
            )
        step["pending"].remove(kind)
        s["boards"][s["turn"]]["natives"][prof].append(kind)
        self._log(
            f"{seat} places the {th.card(kind).name} with the {th.profession(prof).many.lower()}."
        )
        if not step["pending"]:
            self._end_turn()

    # rituals, one at a time in the player's order
    def _continue_rituals(self) -> None:
        s = self.state
        while s["rituals_pending"]:
            kinds = sorted(set(s["rituals_pending"]), key=self.theme.order)
            if len(kinds) > 1:
                s["step"] = {"name": "rituals"}
                return
            self._resolve(kinds[0])
            if s["step"]["name"] in ("forced", "sacrifice"):
                return
        self._end_turn()

    def _legal_rituals(self, seat: str, step: dict) -> list[str]:
        kinds = sorted(set(self.state["rituals_pending"]), key=self.theme.order)
        return [f"resolve {k}" for k in kinds]

    def _do_rituals_resolve(self, seat: str, args: list[str]) -> None:
        kind = _one_arg("resolve", args, "a ritual")
        if kind not in self.state["rituals_pending"]:
            raise IllegalAction(f"You have no {_card_name(self.theme, kind)} to play this turn.")
        self._resolve(kind)
        if self.state["step"]["name"] not in ("forced", "sacrifice"):
            self._continue_rituals()

    def _resolve(self, kind: str) -> None:
        s, th = self.state, self.theme
        s["rituals_pending"].remove(kind)
        card = th.card(kind)
        i = s["turn"]
        seat = s["seats"][i]
        self._log(f"{seat} plays the {card.name} ritual.")
        s["step"] = {"name": "rituals"}
        if card.effect == "reveal-three":
            cards = self._draw(3)
            s["prairie"] += cards
            self._log(
                f"Three cards join the {th.common_area}: "
                f"{self._names(cards) or 'none, the deck is empty'}."
            )
        elif card.effect == "sacrifice":
            options = self._native_options(i, own_colour=False)
            if not options:
                self._log(f"{seat} has no native card to sacrifice.")
            elif len(options) == 1:
                self._sacrifice(i, *options[0])
            else:
                s["step"] = {"name": "sacrifice"}
        else:
            self._force_discards(i, card)

    def _force_discards(self, i: int, card: Card) -> None:
        s = self.state
        boards = s["boards"]
        measure = {
            "natives-above-discard": self._native_count,
            "food-above-discard": lambda j: len(boards[j]["food"]),
            "spirit-above-discard-totem": (
                lambda j: len(boards[j]["totems"]) + len(boards[j]["rituals"])
            ),
        }[card.effect]
        mine = measure(i)
        above = [j for j in range(len(s["seats"])) if j != i and measure(j) > mine]
        who: dict[str, str] = {}
        for j in above:
            other = s["seats"][j]
            options = self._discard_options(j, card.effect)
            if not options:
                self._log(f"{other} has more than {s['seats'][i]} but nothing to discard.")
            elif len(options) == 1:
                self._discard(j, options[0].split(" "))
            else:
                who[other] = card.effect
        if who:
            s["step"] = {"name": "forced", "ritual": card.kind, "who": who}
        elif not above:
            self._log(f"Nobody has more than {s['seats'][i]}: the {card.name} has no effect.")

    def _discard_options(self, j: int, effect: str) -> list[str]:
        board, th = self.state["boards"][j], self.theme
        if effect == "natives-above-discard":
            return [f"{k} {p}" for k, p in self._native_options(j, own_colour=True)]
        pile = board["food"] if effect == "food-above-discard" else board["totems"]
        return sorted(set(pile), key=th.order)

    def _native_options(self, j: int, own_colour: bool) -> list[tuple[str, str]]:
        """(kind, profession) pairs of native cards in seat j's tribe, distinct."""
        s, th = self.state, self.theme
        tribe = s["tribes"][j]
        seen = []
        for prof in th.profession_ids:
            for kind in sorted(set(s["boards"][j]["natives"][prof]), key=th.order):
                if own_colour and tribe not in th.card(kind).tribes:
                    continue
                seen.append((kind, prof))
        return seen

    def _legal_sacrifice(self, seat: str, step: dict) -> list[str]:
        options = self._native_options(self.state["turn"], own_colour=False)
        return [f"sacrifice {k} {p}" for k, p in options]

    def _do_sacrifice_sacrifice(self, seat: str, args: list[str]) -> None:
        i = self.state["turn"]
        if len(args) != 2:
            raise IllegalAction("Say which native to sacrifice: sacrifice <native> <profession>.")
        if tuple(args) not in self._native_options(i, own_colour=False):
            th = self.theme
            if args[1] not in th.profession_ids:
                raise IllegalAction(
                    f"'{args[1]}' is not a profession; choose one of "
                    f"{', '.join(th.profession_ids)}."
                )
            raise IllegalAction(
                f"Your {th.profession(args[1]).many.lower()} have no {_card_name(th, args[0])} to "
                "sacrifice."
            )
        self._sacrifice(i, *args)
        self.state["step"] = {"name": "rituals"}
        self._continue_rituals()

    def _sacrifice(self, i: int, kind: str, prof: str) -> None:
        board = self.state["boards"][i]
        board["natives"][prof].remove(kind)
        board["scalps"].append(kind)
        self._log(
            f"{self.state['seats'][i]} sacrifices a {self.theme.card(kind).name} ({prof}): it "
            "becomes a scalp."
        )

    def _legal_forced(self, seat: str, step: dict) -> list[str]:
        j = self.state["seats"].index(seat)
        return [f"discard {o}" for o in self._discard_options(j, step["who"][seat])]

    def _do_forced_discard(self, seat: str, args: list[str]) -> None:
        s = self.state
        step = s["step"]
        j = s["seats"].index(seat)
        options = self._discard_options(j, step["who"][seat])
        if " ".join(args) not in options:
            what = {
                "natives-above-discard": "a native of your colour (discard <native> <profession>)",
                "food-above-discard": "one of your food cards (discard <food>)",
                "spirit-above-discard-totem": "one of your totems (discard <totem>)",
            }[step["who"][seat]]
            raise IllegalAction(
                f"You must discard {what}; you have no such card as '{' '.join(args)}'."
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
        self._log(f"{s['seats'][j]} discards a {th.card(kind).name} to the box.")

    # turn order and the end
    def _start_turn(self, i: int) -> None:
        s = self.state
        s["turn"] = i
        s["step"] = {"name": "choose", "scouted": 0}
        cards = self._draw(1)
        s["prairie"] += cards
        if cards:
            self._log(
                f"{s['seats'][i]}'s turn: {self._names(cards)} joins the {self.theme.common_area}."
            )
        else:
            self._log(f"{s['seats'][i]}'s turn: the deck is empty.")

    def _end_turn(self) -> None:
        s = self.state
        s["step"] = {"name": "ended"}
        nxt = (s["turn"] + 1) % len(s["seats"])
        if nxt == s["first"]:
            if s["end_revealed"]:
                s["over"] = True
                self._log(
                    f"{self.theme.end_card} has come and the round is complete: the game is over."
                )
                return
            s["round"] += 1
        self._start_turn(nxt)

    def _draw(self, n: int) -> list[str]:
        """Reveal ``n`` cards; the end card is set aside and does not count (natives.txt)."""
        s = self.state
        out: list[str] = []
        while len(out) < n and s["deck"]:
            card = s["deck"].pop(0)
            self._reveal()
            if card == END:
                s["end_revealed"] = True
                s["aside"].append(card)
                first = s["seats"][s["first"]]
                self._log(
                    f"{self.theme.end_card} is revealed: the last turns are played until the turn "
                    f"comes back to {first}."
                )
                continue
            out.append(card)
        return out

    # -- counting and scoring --------------------------------------------------------------
    def _weight(self, kind: str) -> int:
        return 1

    def _native_count(self, i: int) -> int:
        """Native cards in the tribe (not the printed ones)."""
        natives = self.state["boards"][i]["natives"]
        return sum(self._weight(k) for cards in natives.values() for k in cards)

    def _prof_count(self, i: int, prof: str) -> int:
        """Natives of a profession: the one printed on the board plus the cards below it."""
        return 1 + sum(self._weight(k) for k in self.state["boards"][i]["natives"][prof])

    def _native_value(self, kind: str, tribe: str) -> int:
        """What a native in ``tribe``'s own tribe scores for it (natives.txt scoring)."""
        card = self.theme.card(kind)
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
        pad["total"] = sum(pad.values())
        return pad

    def _totem_points(self, i: int, kind: str) -> int:
        card = self.theme.card(kind)
        board = self.state["boards"][i]
        what, _, which = card.per.partition(":")
        if what == "scalp":
            n = len(board["scalps"])
        elif what == "food":
            n = sum(1 for k in board["food"] if not which or self.theme.card(k).food == which)
        elif which:
            n = self._prof_count(i, which)
        else:
            n = self._native_count(i) + len(self.theme.professions)
        return n * card.points

    # -- helpers -----------------------------------------------------------------------------
    def _log(self, line: str) -> None:
        self._events.append(line)

    def _names(self, kinds: list[str]) -> str:
        th = self.theme
        counts = Counter(kinds)
        parts = [f"{n} {th.card(k).name}" if n > 1 else th.card(k).name for k, n in counts.items()]
        return ", ".join(parts)

    def _public_step(self) -> dict[str, Any]:
        s = self.state
        step = dict(s["step"])
        if step.get("name") == "forced":
            step["who"] = dict(step["who"])
        step["rituals_pending"] = list(s["rituals_pending"])
        return step


def _card_name(th: Theme, kind: str) -> str:
    return th.card(kind).name if kind in th.cards else f"'{kind}'"


def _no_args(verb: str, args: list[str]) -> None:
    if args:
        raise IllegalAction(f"'{verb}' takes nothing after it.")


def _one_arg(verb: str, args: list[str], what: str) -> str:
    if len(args) != 1:
        raise IllegalAction(f"Say {what} after '{verb}', and only that.")
    return args[0]


def _check_options(options: dict | None) -> dict:
    options = dict(options or {})
    unknown = set(options) - {"expansions"}
    if unknown:
        raise IllegalAction(f"Unknown option '{sorted(unknown)[0]}'; this game takes: expansions.")
    expansions = options.get("expansions", [])
    if not isinstance(expansions, list) or not all(isinstance(e, str) for e in expansions):
        raise IllegalAction("The expansions option is a list of expansion names.")
    for name in expansions:
        if name not in KNOWN_EXPANSIONS:
            raise IllegalAction(
                f"There is no expansion called '{name}'; choose from "
                f"{', '.join(KNOWN_EXPANSIONS)}."
            )
        raise IllegalAction(f"The {name} expansion is not playable yet; start a base game for now.")
    return {"expansions": []}


def _place_end_card(deck: list[str], th: Theme, rng: random.Random) -> list[str]:
    """Deck index 0 is the top. Natives: the end card is eleventh from the bottom."""
    if th.end_card_place == "eleventh-from-bottom":
        return deck[:-10] + [END] + deck[-10:]
    if th.end_card_place == "shuffled-in-last-eleven":
        bottom = deck[-10:] + [END]
        rng.shuffle(bottom)
        return deck[:-10] + bottom
    raise ValueError(f"unknown end_card_place {th.end_card_place!r}")
