"""The Natera AI: rules of thumb over what one seat may see.

:func:`natera_policy` reads ``game.view(seat)`` only: the public table (board, authority,
discs, claims, the specialist row, everyone's played cards), the seat's own hand, draft pack
and peek, and the legal actions. Opponents' hands and the order of every deck are not in
that view, so they cannot steer it. Card, specialist and location texts come from the
public component data (:func:`bot.rules.natera_data.components`), as a player reads them.

Everything is valued in venture points (VP), from the seat's point of view:

* **Resources** have a price in VP (attributes dearer than food), lowered for what the seat
  holds plenty of; an exchange is worth what it gives less what it costs.
* **Authority**: a step on a track is worth a little, more when it takes or keeps a
  district disc, opens tier 2 (3) or tier 3 (6), or reaches the claim at 10.
* **Cards**: points printed, instant rewards, production times the rest phases left, an
  ability or a passive a flat worth, claim objectives it advances; less the cheapest cost.
* **Specialists**: points (or an estimate of "per tag" points) and the reward, less food.
* **Settlements**: their 3 VP (2 for Turtles), a claim they advance, less 10 supply.
* Sending a token: the location's reward and its authority, less its exchange; the Forest
  costs a card. Decisions inside an effect take the best option by the same prices; a
  free discard is made only when the hand holds cards it will never afford.
* **What a move gives others** counts against it: a settlement bonus paid to its owner (twice
  from a leader where the Beavers settled) and the Moles' 4 food (against the visitor's 2),
  at the whole of its worth when that player stands level with us or ahead on the score pad
  the table shows, at a third when behind (:meth:`_Seat.rival`). Blind to it, every seat fed
  the Moles whatever the alternatives, and the Moles won 39 % of four-player games.
* **Each tribe's power** is used and priced: the Bears' Forest leader raises a track, the
  Foxes' Forest visit draws a card, a Beaver leader on its own settlement collects twice, a
  Raven peeks before every draw and keeps the card if it beats an unseen one of that deck
  (else draws from the other), the Reptiles replace a specialist of the row worth less than
  an unseen one (the specialists neither in the row nor hired).

``pass`` wins once nothing is worth more than holding on. The only randomness is the
``rng`` passed in, which breaks near ties, so the same position and rng state give the same
action.
"""

from __future__ import annotations

import random
from typing import Any

from bot.ai.why import Why, points
from bot.rules.base import Game
from bot.rules.natera import MOLE_FOOD, MOLE_VISITOR_FOOD, REPTILE_DISCOUNT, SETTLEMENTS
from bot.rules.natera_data import ATTRIBUTES, DISTRICTS, Step, components

PRICE = {"food": 0.3, "supply": 0.35, "power": 0.4, "endurance": 0.45, "agility": 0.55,
         "intelligence": 0.6}
CARD_IN_HAND = 0.45         # a card drawn, before we know it
AUTHORITY_STEP = 0.5
PASS_VALUE = 0.3
SEASONS = 4
RIVAL, RIVAL_BEHIND = 1.0, 0.35    # what an opponent's gain costs us (_Seat.rival)


def _kind_args(step: Step | dict[str, Any]) -> tuple[str, list[str] | tuple[str, ...], list | tuple]:
    """(kind, words, alternatives) of a step read from the data or from a view."""
    if isinstance(step, Step):
        return step.kind, step.args, step.alternatives
    return step["kind"], step["args"], step.get("alternatives", [])


class _Seat:
    """One decision: the seat's view and prices derived from it."""

    def __init__(self, view: dict[str, Any]):
        self.view = view
        self.c = components()
        self.me = next(p for p in view["players"] if p["seat"] == view["you"])
        self.res = self.me["resources"]
        self.season = view["season"]
        self.rests_left = SEASONS - self.season
        self._standing: dict[str, float] = {}

    # -- prices ------------------------------------------------------------------------
    def price(self, res: str) -> float:
        base = PRICE[res]
        if res == "supply" and self.me["settlements_left"]:
            base += 0.05                          # supply builds settlements
        return base * (0.6 if self.res.get(res, 0) > 12 else 1.0)

    def atoms(self, steps, src_slot: str | None = None) -> float:
        """What an effect is worth: its steps as the data holds them (:class:`Step`) or as
        the view carries them (``StepView``: kind, args, alternatives)."""
        total = 0.0
        for step in steps:
            verb, args, alternatives = _kind_args(step)
            n = int(args[-1]) if args and args[-1].lstrip("-").isdigit() else 1
            if verb == "gain":
                total += n * self.price(args[0])
            elif verb == "pay":
                total -= n * self.price(args[0])
            elif verb == "any":
                total += n * max(PRICE.values())
            elif verb == "oneof":
                total += max(self.atoms([alt]) for alt in alternatives)
            elif verb == "draw":
                total += n * CARD_IN_HAND
            elif verb == "discard":
                total -= n * 0.5
            elif verb == "raise" and args:
                total += self.authority_step(args[0])
            elif verb == "raise":
                total += max(self.authority_step(d) for d in DISTRICTS)
            elif verb == "lower" and args:
                total += self.authority_step(args[0], -1)
            elif verb == "lower":
                total += max((self.authority_step(d, -1) for d in DISTRICTS
                              if self.me["authority"][d]), default=0.0)
            elif verb == "growth":
                total += n * 1.6
            elif verb == "vp":
                total += n
            elif verb == "settle":
                total += self.settlement_worth()
            elif verb in ("hire", "hiremax", "playcard", "copy", "bonus"):
                total += 1.5 * (n if verb in ("copy", "bonus") else 1)
            elif verb == "others":
                total -= 0.1 * n
        return total

    def settlement_worth(self) -> float:
        if not self.me["settlements_left"]:
            return 0.0
        vp = 2 if self.me["tribe"] == "turtles" else 3
        claim = 1.5 if any(c["holder"] is None and c["objective"].startswith("settlements")
                           for c in self.view["claims"]) else 0
        return vp + claim + 0.3 * self.rests_left

    def placing(self, district: str, mine: int, seat: str | None = None) -> float:
        """The VP of the placing ``mine`` authority would give ``seat`` (we, by default) on that
        track today."""
        seat = seat or self.me["seat"]
        if mine <= 0:
            return 0.0
        info = next(d for d in self.view["districts"] if d["id"] == district)
        rivals = [a for s, a in info["authority"].items() if s != seat]
        holder = info["disc"]
        ahead = sum(a > mine for a in rivals)
        if holder not in (None, seat) and info["authority"][holder] <= mine:
            ahead += 1                            # the disc holder is always first
        if holder is None and mine < 2 and not ahead:
            ahead = 1                             # no disc yet: first is not sure
        return float(self.c.placings[ahead]) if ahead < len(self.c.placings) else 0.0

    def authority_step(self, district: str, by: int = 1) -> float:
        if district not in DISTRICTS:
            return 0.0
        mine = self.me["authority"][district]
        new = max(0, min(10, mine + by))
        if new == mine:
            return 0.0
        info = next(d for d in self.view["districts"] if d["id"] == district)
        value = 0.75 * (self.placing(district, new) - self.placing(district, mine))
        value += AUTHORITY_STEP * (new - mine) * (0.5 + 0.2 * self.rests_left)
        if by > 0 and new in (3, 6):
            value += 0.6
        if by > 0 and new == 10 and info["claim"] is None and self.me["claims_left"]:
            value += 6.0
        return value

    # -- cards and specialists ---------------------------------------------------------
    def cheapest(self, card_id: str) -> tuple[str | None, float]:
        card = self.c.cards[card_id]
        best: tuple[str | None, float] = (None, 99.0)
        for attr, need in zip(ATTRIBUTES, card.cost, strict=True):
            cost = need * self.price(attr)
            if cost < best[1]:
                best = (attr, cost)
        return best

    def card_worth(self, card_id: str) -> float:
        card = self.c.cards[card_id]
        value = float(card.vp)
        if card.kind == "instant":
            value += self.atoms(card.effect)
        elif card.kind == "production":
            value += self.atoms(card.effect) * self.rests_left
        elif card.kind == "ability":
            value += 1.0 + 0.5 * self.rests_left
        else:
            value += 0.8 + 0.6 * self.rests_left
        for claim in self.view["claims"]:
            if claim["holder"] is None and any(claim["objective"].startswith(t) for t in card.tags):
                value += 0.8
        if self.me["tribe"] == "gorillas" and "science" in card.tags:
            value += PRICE["endurance"]
        if self.me["tribe"] == "rabbits" and card.requires:
            value += 2 * PRICE["food"]
        return value

    def keep_worth(self, card_id: str) -> float:
        """A card in hand: what playing it is worth, less what it costs, if it can be played."""
        _, cost = self.cheapest(card_id)
        return self.card_worth(card_id) - 0.6 * cost

    def specialist_worth(self, spec_id: str) -> float:
        sp = self.c.specialists[spec_id]
        vp = 2.5 if isinstance(sp.vp, str) else sp.vp
        value = vp + self.atoms(sp.reward) + 0.4 * self.rests_left
        if any(c["holder"] is None and c["objective"].startswith("specialists") for c in self.view["claims"]):
            value += 0.8
        return value

    # -- the actions -------------------------------------------------------------------
    def value(self, action: str) -> float:
        words = action.split()
        verb, args = words[0], words[1:]
        handler = self._VALUE_BY_VERB.get(verb)
        return handler(self, args) if handler else 0.0

    def _v_pass(self, args) -> float:
        return PASS_VALUE if self.view["decision"] is None else 0.0

    def tribe_of(self, seat: str) -> str | None:
        return next((p["tribe"] for p in self.view["players"] if p["seat"] == seat), None)

    def standing(self, seat: str) -> float:
        """The VP on a player's score pad today, as the table shows it (claims, settlements,
        science, specialists, cards played, authority placings)."""
        if seat not in self._standing:
            p = next(x for x in self.view["players"] if x["seat"] == seat)
            vp = 7.0 * len(p["claimed"])
            vp += (SETTLEMENTS - p["settlements_left"]) * (2 if p["tribe"] == "turtles" else 3)
            vp += sum(2.5 if isinstance(x["vp"], str) else x["vp"] for x in p["specialists"])
            vp += sum(x["vp"] for x in p["played"])
            for space in p["science"]["growth"]:
                for step in p["science"]["spaces"][space]:
                    vp += int(step["args"][0]) if step["kind"] == "vp" else 0
            vp += sum(self.placing(d, p["authority"][d], seat) for d in DISTRICTS)
            self._standing[seat] = vp
        return self._standing[seat]

    def rival(self, seat: str) -> float:
        """What that opponent's gain costs us, as a share of its worth to them: all of it from
        a player level with us or ahead (feeding the leader loses games), a third from one
        behind (one of three opponents)."""
        return RIVAL if self.standing(seat) >= self.standing(self.me["seat"]) else RIVAL_BEHIND

    def _v_send(self, args) -> float:
        kind, slot = args
        loc = next(x for x in self.view["locations"] if x["slot"] == slot)
        tile = self.c.locations[loc["tile"]]
        tribe = self.me["tribe"]
        value = self.atoms(tile.effect) + self.authority_step(tile.district)
        if tile.district == "forest":
            worst = min((self.keep_worth(h["id"]) for h in self.me["hand"]), default=0)
            value -= max(0.3, worst)
            if kind == "leader" and tribe == "bears":     # "increase an Authority Track of your choice"
                value += max(self.authority_step(d) for d in DISTRICTS)
            if tribe == "foxes":                          # "... to the Forest District, draw a card"
                value += CARD_IN_HAND
        owner = loc["settlement"]
        if owner is not None:
            # the owner collects its bonus, twice from a leader where the Beavers settled
            times = 2 if kind == "leader" and self.tribe_of(owner) == "beavers" else 1
            bonus = times * self.atoms(tile.bonus)
            value += bonus if owner == self.me["seat"] else -self.rival(owner) * bonus
        moles = {t["seat"] for t in loc["tokens"]
                 if t["seat"] != self.me["seat"] and self.tribe_of(t["seat"]) == "moles"}
        for mole in moles:                                # 2 food for us, 4 for the Moles
            value += MOLE_VISITOR_FOOD * self.price("food") - self.rival(mole) * MOLE_FOOD * PRICE["food"]
        if kind == "leader":
            value -= 0.2                          # keep the blocker for a better spot
        return value

    def _v_play(self, args) -> float:
        card, attr = args
        cost = self.c.cards[card].cost[ATTRIBUTES.index(attr)]
        decision = self.view["decision"]
        if decision and decision["step"]["kind"] == "playcard":      # a reduced cost: own cost less it
            cost = max(0, cost - int(decision["step"]["args"][ATTRIBUTES.index(attr)]))
        return self.card_worth(card) - 0.6 * cost * self.price(attr) / PRICE[attr] * PRICE[attr]

    def hire_worth(self, spec: str, off: int = 0) -> float:
        """A specialist hired, less its food (``off`` food taken off its cost)."""
        cost = self.c.specialists[spec].cost - off
        if self.me["tribe"] == "reptiles":
            cost -= REPTILE_DISCOUNT
        return self.specialist_worth(spec) - 0.15 * max(0, cost)

    def _v_hire(self, args) -> float:
        spec = args[0]
        decision = self.view["decision"]
        if decision:
            step = decision["step"]
            if step["kind"] != "hire":            # hiremax: this one is free
                return self.specialist_worth(spec)
            return self.hire_worth(spec, int(step["args"][0]))
        return self.hire_worth(spec)

    def _v_ability(self, args) -> float:
        ident = args[0]
        effect = (self.c.specialists[ident].ability if ident in self.c.specialists
                  else self.c.cards[ident].effect)
        return self.atoms(effect) - 0.2

    def _v_settle(self, args) -> float:
        loc = next(x for x in self.view["locations"] if x["slot"] == args[0])
        bonus = self.atoms(self.c.locations[loc["tile"]].bonus) if loc.get("tile") else 0
        paid = 0.0 if self.view["decision"] else 10 * self.price("supply") * 0.5
        return self.settlement_worth() + bonus * (0.5 + self.rests_left) - paid

    def _v_discard(self, args) -> float:
        worth = self.keep_worth(args[0])
        if self.view["decision"]:
            return -worth
        if len(self.me["hand"]) > 7 or (self.season == SEASONS and worth < 0):
            return 0.35 - max(worth, 0) * 0.5
        return -1.0

    def _v_take(self, args) -> float:
        if args[0] == "any":
            return 1.0
        short = 0.0
        for h in self.me["hand"]:
            need = self.c.cards[h["id"]].cost
            if args[0] in ATTRIBUTES:
                short += max(0, need[ATTRIBUTES.index(args[0])] - self.res[args[0]]) > 0
        return self.price(args[0]) + 0.05 * short

    def deck_worth(self, deck: str) -> float:
        """What an unseen card of that deck is worth to us on average (the decks' contents are
        public data; their order is not)."""
        cards = self.c.deck(deck, bool(self.view["options"].get("expansions")))
        return sum(self.keep_worth(x) for x in cards) / len(cards) if cards else 0.0

    def _v_draw(self, args) -> float:
        peek = self.me.get("peek")
        if peek:                                  # Ravens: the card seen, kept if it beats
            seen = self.keep_worth(peek["card"]["id"])     # an unseen card of its deck
            keep = seen >= self.deck_worth(peek["deck"])
            return 0.2 if (args[0] == peek["deck"]) == keep else 0.0
        return 0.1 if (args[0] == "advanced") == (self.season >= 3) else 0.0

    def _v_peek(self, args) -> float:
        # a look costs nothing and can only help the choice of deck: at the deck we would
        # draw from anyway
        return 0.15 + self._v_draw(args)

    def _v_raise(self, args) -> float:
        return self.authority_step(args[0])

    def _v_lower(self, args) -> float:
        return self.authority_step(args[0], -1)

    def _v_grow(self, args) -> float:
        space = args[0]
        atoms = self.me["science"]["spaces"][space]
        value = self.atoms(atoms)
        if space.endswith("1"):
            value = self.atoms(atoms) * self.rests_left
        return value + 0.1 * int(space[1:])

    def _v_skip(self, args) -> float:
        return 0.0

    def _v_return(self, args) -> float:
        sp = self.c.specialists[args[0]]
        return sp.cost * PRICE["food"] - self.specialist_worth(args[0])

    def _v_collect(self, args) -> float:
        loc = next(x for x in self.view["locations"] if x["slot"] == args[0])
        return self.atoms(self.c.locations[loc["tile"]].bonus)

    def _v_copy(self, args) -> float:
        loc = next(x for x in self.view["locations"] if x["slot"] == args[0])
        return self.atoms(self.c.locations[loc["tile"]].effect)

    def _v_move(self, args) -> float:
        src, dst = (next(x for x in self.view["locations"] if x["slot"] == s) for s in args)
        return (self.atoms(self.c.locations[dst["tile"]].bonus)
                - 0.5 * self.atoms(self.c.locations[src["tile"]].bonus))

    def _v_replace(self, args) -> float:
        # Reptiles: the specialist goes under the deck for an unseen one, worth on average
        # what the specialists neither in the row nor hired are
        seen = {x["id"] for x in self.view["specialist_row"]}
        seen |= {x["id"] for p in self.view["players"] for x in p["specialists"]}
        unseen = [x for x in self.c.specialists if x not in seen]
        if not unseen:
            return -1.0
        mean = sum(self.hire_worth(x) for x in unseen) / len(unseen)
        return mean - self.hire_worth(args[0]) - 0.3

    def _v_done(self, args) -> float:
        return 0.0

    def _v_search(self, args) -> float:
        return self.me["tags"].get(args[0], 0) * 0.1 + (0.5 if args[0] == "science" else 0)

    def _v_side(self, args) -> float:
        return 0.0

    def _v_tribe(self, args) -> float:
        return -self.c.tribes[args[0]].complexity

    def _v_pick(self, args) -> float:
        return self.keep_worth(args[0])

    # what each verb of an action is worth, declared once (a verb not here is worth 0)
    _VALUE_BY_VERB = {
        "pass": _v_pass, "send": _v_send, "play": _v_play, "hire": _v_hire, "ability": _v_ability,
        "settle": _v_settle, "discard": _v_discard, "take": _v_take, "draw": _v_draw,
        "peek": _v_peek, "raise": _v_raise, "lower": _v_lower, "grow": _v_grow, "skip": _v_skip,
        "return": _v_return, "collect": _v_collect, "copy": _v_copy, "move": _v_move,
        "replace": _v_replace, "done": _v_done, "search": _v_search, "side": _v_side,
        "tribe": _v_tribe, "pick": _v_pick,
    }


def natera_policy(game: Game, seat: str, rng: random.Random) -> str:
    """One of ``game.legal_actions(seat)``, chosen from ``game.view(seat)`` alone."""
    view = game.view(seat)
    legal = view["legal"]
    if len(legal) == 1:
        return legal[0]
    judge = _Seat(view)
    scored = [(judge.value(a) + rng.random() * 0.01, a) for a in legal]
    return max(scored)[1]


__all__ = ["natera_policy", "natera_reason"]


# -- why: the valuation behind a choice, for /game hint (bot/ai/hints.py) ----------------------

# Verbs whose reason template (data/hints.toml "natera.<verb>") says what their value is made of.
_EXPLAINED = ("send", "play", "hire", "ability", "settle", "discard", "take", "draw", "peek", "raise",
              "lower", "grow", "pass", "pick", "collect", "copy", "move", "return", "skip", "done",
              "replace", "search", "tribe")
# ... of which those whose template says what the move is worth ("worth about {points} VP")
_WORTH = ("send", "play", "hire", "ability", "settle", "raise", "lower", "grow", "pick", "collect", "copy")


def natera_reason(game: Game, seat: str, action: str) -> Why | None:
    """Why :func:`natera_policy` plays ``action``: its value in VP from the seat's view, and
    the district when it is a token sent."""
    view = game.view(seat)
    judge = _Seat(view)
    verb, *args = action.split()
    if len(view["legal"]) == 1:
        return None                           # no choice: the hint says so (generic.only)
    worth = judge.value(action)
    others = [judge.value(a) for a in view["legal"] if a != action]
    if others and min(others) > worth - 0.05:
        return Why("natera.even", {})         # every option alike: the policy's coin decided
    values: dict[str, str | int | float] = {"points": points(worth)}
    if verb == "send":
        loc = next(x for x in view["locations"] if x["slot"] == args[1])
        values["district"] = judge.c.locations[loc["tile"]].district
    if verb == "take" and args:
        values["res"] = args[0]
    if verb == "draw" and judge.me.get("peek"):
        return Why("natera.draw_peek", {})     # the Ravens' look decided, not the season
    if verb in _EXPLAINED and verb not in _WORTH:
        return Why(f"natera.{verb}", values)  # the template says why without a figure
    if values["points"] == 0:                 # not "worth about 0 VP, the most of your options"
        return Why("natera.value_none", {})
    if worth < 0:                             # "costs you least (about 0.6 VP)", not "worth about -0.6 VP"
        return Why("natera.lower" if verb == "lower" else "natera.value_least", {"points": points(-worth)})
    return Why(f"natera.{verb}" if verb in _WORTH and verb != "lower" else "natera.value", values)
