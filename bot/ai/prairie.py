"""The Natives / Inuit AI (the prairie engine): rules of thumb, registered in :data:`bot.ai.POLICIES`."""

from __future__ import annotations

import functools
import math
import random
from collections import Counter
from typing import Any

from bot.ai.fallback import greedy
from bot.ai.why import Why, points
from bot.rules.base import Game

# Rules of thumb rather than search. Every card a profession could take now gets a value
# in victory points for the seat, *relative*: what it scores for the seat (food points and
# the bonus of its food totems; a native's +2/+1/-1/-2 plus the capacity it adds where it
# would be placed; a scalp's 1, or 3 with the Totem of Strength; a ritual's points plus
# what its effect costs the others or the seat; a totem's count now and to come), minus
# what it gives the opponents (weighted 1/(players-1): against the average opponent), plus
# a share of what it would have been worth to them had it stayed in the prairie (denial).
# Capacity - one more native under a profession - is worth the profession's card value
# times the chance the prairie offers one card more than the seat can take now (Poisson
# on the cards lying there plus a round of arrivals), over its uses still to come.
#
# Phase 2: scout while the expected best haul after one more card beats the best haul now
# by a margin (the expectation runs over the cards not yet seen, never the deck's order);
# phase 3: the profession with the best haul (its top cards, as many as it has natives);
# then take cards best first and stop when the next is worth less than nothing; place
# natives where capacity is worth most; play Sacrifice first (fewer natives makes Ancestor
# Summoning reach further), then the discarding rituals, Clear-Sky last; sacrifice and
# discard the card whose loss costs least.

# Tuning knobs, set by AI-vs-AI tournaments (200 seeded 2-player and 4-player games per
# variant): the first guesses valued capacity about four times too high.
KNOBS: dict[str, float] = {
    "draws_per_turn": 1.5,   # cards laid into the prairie per turn (phase 1 plus scouting)
    "use_rate": 0.03,        # uses of a profession still to come: 1 + this x turns left
    "denial": 0.35,          # chance a card left in the prairie goes to an opponent who wants it
    "left_for_others": 0.6,  # chance a native left in the prairie ends in some tribe
    "spirit_unit": 1.25,     # a ritual or totem card, for the growth of the shamans
    "recruit_unit": 0.8,     # a native card, for the growth of the elders
    "scout_unit": 0.15,      # one more scout, per turn left
    "raid_unit": 1.3,        # a scalp and what it denies, for the growth of the warriors
    "totem_growth": 0.6,     # how much a totem's count still grows per turn left
    "scout_margin": 0.4,     # scout when one more card is expected to add more than this
    "elders_early": 0.2,     # extra value of an elder per turn left (elders grow the tribe)
}


class _Prairie:
    """The public position of a prairie game, from one seat's point of view."""

    def __init__(self, game: Game, seat: str, knobs: dict[str, float]):
        self.k = knobs
        s = game.state
        th = getattr(game, "theme", None)
        if th is None:
            from bot.rules.prairie_theme import theme

            th = theme(s["title"])
        self.s, self.th = s, th
        self.seats: list[str] = list(s["seats"])
        self.n = len(self.seats)
        self.me = self.seats.index(seat)
        self.w = 1.0 / max(1, self.n - 1)
        self.profs = [p.id for p in th.professions]
        self.role = {p.id: _role(p) for p in th.professions}
        self.takers = _takers(th)
        boards = s["boards"]
        weight = self.weight
        self.count = [{p: 1 + sum(weight(k) for k in b["natives"][p]) for p in self.profs}
                      for b in boards]
        self.closed = [set(b.get("closed", ())) for b in boards]
        self.native_cards = [sum(self.count[i].values()) - len(self.profs)
                             for i in range(len(boards))]
        self.food_cards = [len(b["food"]) for b in boards]
        self.spirit = [len(b["totems"]) + len(b["rituals"]) for b in boards]
        self.totems = [list(b["totems"]) for b in boards]
        self.prairie = Counter(s["prairie"])
        self.unseen = self._unseen()
        self.unseen_total = sum(self.unseen.values())
        self.future = [self._future_turns(i) for i in range(self.n)]
        self._growth: dict[tuple[int, str, int], float] = {}
        self._gain: dict[tuple[int, str, str], float] = {}
        self._value: dict[tuple[str, str], float] = {}
        self._expected: dict[str, float] = {}
        self._place: dict[int, float] = {}

    # -- what is left, and for how long ----------------------------------------------------
    def weight(self, kind: str) -> int:
        """How many natives a native card counts as (Brothers Ah and Oh: two)."""
        return getattr(self.th.card(kind), "weight", 1)

    def _unseen(self) -> Counter:
        """Cards neither on the table nor in the box: what the deck holds, order unknown."""
        left = _full_deck(self.th.id, tuple(self.s.get("options", {}).get("expansions", ())))
        seen: list[str] = list(self.s["prairie"]) + list(self.s.get("box", []))
        seen += self.s.get("aside", [])
        for b in self.s["boards"]:
            for cards in b["natives"].values():
                seen += cards
            seen += b["food"] + b["totems"] + b["rituals"] + b["scalps"]
            seen += [e["card"] for e in b.get("war_peace", ())]
        step = self.s.get("step", {})
        seen += step.get("taken", []) if step.get("name") == "take" else []
        seen += step.get("pending", []) if step.get("name") == "place" else []
        left.subtract(seen)
        return Counter({k: v for k, v in left.items() if v > 0})

    def _future_turns(self, i: int) -> float:
        """Turns seat i still gets after the current one (an estimate)."""
        s = self.s
        turn, first = s["turn"], s["first"]
        if s["end_revealed"]:
            # the round runs out at the first player: seats after the turn, before first
            return 1.0 if i != turn and (i - turn) % self.n < (first - turn) % self.n else 0.0
        before_end = len(s["deck"]) - (11 if self.th.end_card_place == "eleventh-from-bottom"
                                       else 6)
        rounds = max(0.0, before_end) / (self.n * self.k["draws_per_turn"])
        return rounds + (0.5 if i != turn else 0.0)

    # -- per-seat values ---------------------------------------------------------------------
    def colour_gain(self, j: int, kind: str) -> int:
        """Points a native card gives seat j's colour from anybody's tribe."""
        tribes = self.th.card(kind).tribes
        if self.s["tribes"][j] not in tribes:
            return 0
        return 2 if len(tribes) == 1 else 1

    def own_value(self, i: int, kind: str) -> int:
        """What a native card scores in seat i's own tribe."""
        card = self.th.card(kind)
        tribes = card.tribes
        if getattr(card, "in_tribe", None) is not None:
            return card.in_tribe
        if not tribes:
            return 0
        mine = self.s["tribes"][i] in tribes
        size = 2 if len(tribes) == 1 else 1
        return size if mine else -size

    def food_value(self, i: int, kind: str) -> float:
        card = self.th.card(kind)
        bonus = 0
        for t in self.totems[i]:
            per = self.th.card(t).per
            if per == "food" or per == f"food:{card.food}":
                bonus += self.th.card(t).points
        return card.points + bonus

    def place_bonus(self, i: int, prof: str) -> int:
        """Totem points one more native under ``prof`` brings seat i."""
        if prof in self.closed[i]:
            return -1000
        bonus = 0
        for t in self.totems[i]:
            card = self.th.card(t)
            if card.per in ("native", f"native:{prof}"):
                bonus += card.points
        return bonus

    def raid_value(self, i: int) -> float:
        return 1 + sum(self.th.card(t).points for t in self.totems[i]
                       if self.th.card(t).per == "scalp")

    def expected(self, prof: str) -> float:
        """Cards ``prof`` could take from the prairie a round from now (on average)."""
        if prof not in self._expected:
            lam = float(sum(v for k, v in self.prairie.items() if prof in self.takers[k]))
            if self.unseen_total:
                share = sum(v for k, v in self.unseen.items() if prof in self.takers[k])
                lam += share / self.unseen_total * self.n * self.k["draws_per_turn"]
            self._expected[prof] = lam
        return self._expected[prof]

    def unit(self, i: int, prof: str) -> float:
        """What one more card taken with ``prof`` is typically worth to seat i."""
        role = self.role[prof]
        if role == "food":
            foods = [k for k in self.th.cards if prof in self.takers[k]]
            return max((self.food_value(i, k) for k in foods), default=0.0)
        if role == "spirit":
            return self.k["spirit_unit"]
        if role == "raid":
            return self.k["raid_unit"] + self.raid_value(i) - 1
        if role == "recruit":
            return self.k["recruit_unit"]
        return 0.0

    def growth(self, i: int, prof: str, have: int | None = None) -> float:
        """Value to seat i of a native more under ``prof`` when it has ``have`` there."""
        have = self.count[i][prof] if have is None else have
        key = (i, prof, have)
        if key in self._growth:
            return self._growth[key]
        future = self.future[i]
        if self.role[prof] == "scout":
            value = future * self.k["scout_unit"] / have
        else:
            uses = min(future, 1 + future * self.k["use_rate"])
            value = uses * self.unit(i, prof) * _tail(self.expected(prof), have + 1)
            if self.role[prof] == "recruit":
                value += self.k["elders_early"] * future / have
        self._growth[key] = value
        return value

    def best_place(self, i: int) -> float:
        if i not in self._place:
            self._place[i] = max(self.growth(i, p) + self.place_bonus(i, p) for p in self.profs)
        return self._place[i]

    def keep_value(self, i: int, kind: str, prof: str) -> float:
        """What seat i would lose, relatively, if the native left its tribe."""
        others = sum(self.colour_gain(j, kind) for j in range(self.n) if j != i)
        return (self.own_value(i, kind) + self.growth(i, prof, self.count[i][prof] - 1)
                + self.place_bonus(i, prof) - self.w * others)

    def totem_value(self, i: int, kind: str) -> float:
        card = self.th.card(kind)
        board = self.s["boards"][i]
        what, _, which = card.per.partition(":")
        grow = self.future[i] * self.k["totem_growth"]
        if what == "scalp":
            have = len(board["scalps"])
        elif what == "food":
            have = sum(1 for k in board["food"] if not which or self.th.card(k).food == which)
            grow *= 1.0 if not which else 0.5
        elif what == "stranger":
            tribe = self.s["tribes"][i]
            have = sum(self.weight(k) for cards in board["natives"].values() for k in cards
                       if tribe not in self.th.card(k).tribes)
            grow *= 0.5
        elif which:
            have = self.count[i][which]
            grow *= 0.5
        else:
            have = self.native_cards[i] + len(self.profs)
            grow *= 1.5
        return card.points * (have + grow)

    def ritual_value(self, i: int, kind: str) -> float:
        """Points plus the effect of playing it now, relative to the opponents."""
        card = self.th.card(kind)
        value = float(card.points)
        others = [j for j in range(self.n) if j != i]
        if card.effect in ("natives-above-discard", "natives-above-discard-any"):
            own_colour = card.effect == "natives-above-discard"
            for j in others:
                if self.native_cards[j] > self.native_cards[i]:
                    options = self.native_options(j, own_colour=own_colour)
                    if options:
                        value += self.w * min(self.keep_value(j, k, p) for k, p in options)
        elif card.effect == "food-above-discard":
            for j in others:
                food = self.s["boards"][j]["food"]
                if self.food_cards[j] > self.food_cards[i] and food:
                    value += self.w * min(self.food_value(j, k) for k in food)
        elif card.effect == "spirit-above-discard-totem":
            for j in others:
                totems = self.totems[j]
                if self.spirit[j] > self.spirit[i] + 1 and totems:
                    value += self.w * min(self.totem_value(j, k) for k in totems)
        elif card.effect == "sacrifice":
            options = [(k, p) for k, p in self.native_options(i, own_colour=False)
                       if getattr(self.th.card(k), "scalpable", True)]
            if options:
                value += self.raid_value(i) - min(self.keep_value(i, k, p) for k, p in options)
        return value

    def native_options(self, i: int, own_colour: bool) -> list[tuple[str, str]]:
        tribe = self.s["tribes"][i]
        return [(k, p) for p, cards in self.s["boards"][i]["natives"].items() for k in set(cards)
                if not own_colour or tribe in self.th.card(k).tribes]

    def gain(self, i: int, kind: str, prof: str) -> float:
        """What taking ``kind`` with ``prof`` is worth to seat i itself (no denial)."""
        key = (i, kind, prof)
        if key in self._gain:
            return self._gain[key]
        role, family = self.role[prof], self.th.card(kind).family
        if role == "recruit":
            others = sum(self.colour_gain(j, kind) for j in range(self.n) if j != i)
            value = self.own_value(i, kind) + self.best_place(i) - self.w * others
        elif role == "raid":
            value = self.raid_value(i) - self.k["left_for_others"] * self.colour_gain(i, kind)
        elif family == "food":
            value = self.food_value(i, kind)
        elif family == "ritual":
            value = self.ritual_value(i, kind)
        elif family == "totem":
            value = self.totem_value(i, kind)
        else:
            value = 0.0
        self._gain[key] = value
        return value

    def value(self, kind: str, prof: str) -> float:
        """Relative value for this seat of taking ``kind`` with ``prof`` now."""
        key = (kind, prof)
        if key not in self._value:
            lost = 0.0
            for j in range(self.n):
                if j != self.me:
                    lost += max([0.0] + [self.gain(j, kind, p) for p in self.takers[kind]])
            self._value[key] = self.gain(self.me, kind, prof) + self.k["denial"] * self.w * lost
        return self._value[key]

    def haul(self, prof: str, prairie: Counter, cap: int) -> float:
        """The best a profession can take from ``prairie``: its top ``cap`` cards (at least
        one, even a bad one, since choosing it means taking a card)."""
        values: list[float] = []
        for kind, count in prairie.items():
            if prof in self.takers[kind]:
                values += [self.value(kind, prof)] * min(count, cap)
        values.sort(reverse=True)
        if not values:
            return -math.inf
        return values[0] + sum(v for v in values[1:cap] if v > 0)


@functools.cache
def _deck_counts(theme_id: str, expansions: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    from bot.rules.prairie_theme import theme

    th = theme(theme_id)
    deck = th.deck(list(expansions)) if hasattr(th, "deck") else th.base_deck()
    return tuple(Counter(deck).items())


def _full_deck(theme_id: str, expansions: tuple[str, ...]) -> Counter:
    return Counter(dict(_deck_counts(theme_id, expansions)))


_TAKERS: dict[str, dict[str, list[str]]] = {}


def _takers(th: Any) -> dict[str, list[str]]:
    """For every card kind, the professions that may take it from the prairie."""
    if th.id not in _TAKERS:
        cards = getattr(th, "all_cards", None) or th.cards
        _TAKERS[th.id] = {
            kind: [p.id for p in th.professions if p.takes and th.takes(p.id, kind)
                   and (p.to != "scalps" or getattr(card, "scalpable", True))]
            for kind, card in cards.items()
        }
    return _TAKERS[th.id]


def _role(prof: Any) -> str:
    if prof.to == "tribe":
        return "recruit"
    if prof.to == "scalps":
        return "raid"
    if not prof.takes:
        return "scout"
    if all(t.startswith("food") for t in prof.takes):
        return "food"
    return "spirit"


def _tail(lam: float, k: int) -> float:
    """P(X >= k) for X ~ Poisson(lam): the chance the prairie offers a k-th card."""
    if k <= 0:
        return 1.0
    term = math.exp(-lam)
    below = term
    for j in range(1, k):
        term *= lam / j
        below += term
    return max(0.0, 1.0 - below)


def _pick(scored: list[tuple[float, str]], rng: random.Random) -> str:
    """The best-scored action; exact ties broken by rng (in the given order)."""
    top = max(v for v, _ in scored)
    best = [a for v, a in scored if v >= top - 1e-9]
    return best[0] if len(best) == 1 else rng.choice(best)


RITUAL_ORDER = ("sacrifice", "natives-above-discard", "natives-above-discard-any",
                "food-above-discard",
                "spirit-above-discard-totem", "reveal-three")


def prairie_policy(game: Game, seat: str, rng: random.Random,
                   knobs: dict[str, float] | None = None) -> str:
    """The Natives AI (any theme of the prairie engine): see the notes above the knobs.

    Decisions it has no rule of thumb for (the expansions' War and Peace, Scout Quick Hand,
    seasons, Ritual of Knowledge) go to :func:`greedy`."""
    legal = game.legal_actions(seat)
    state = game.state
    step = state["step"]
    name = step["name"]
    if hands_to_greedy(game, legal):
        return greedy(game, seat, rng)
    t = _Prairie(game, seat, KNOBS if knobs is None else knobs)
    if name == "choose":
        return _choose_step(t, legal, rng)
    if name in ("take", "season-take"):
        def worth(kind: str) -> float:
            if step.get("prof"):
                return t.value(kind, step["prof"])
            takers = [p for p in t.takers.get(kind, ()) if t.role[p] != "raid"]
            return max((t.value(kind, p) for p in takers), default=0.0)

        takes = [(worth(a.split(" ", 1)[1]), a) for a in legal if a != "done"]
        if "done" in legal and (not takes or max(v for v, _ in takes) < 0):
            return "done"
        return _pick(takes, rng)
    if name == "place":
        scored = []
        for a in legal:
            _, kind, prof = a.split(" ")
            scored.append((t.growth(t.me, prof) + t.place_bonus(t.me, prof), a))
        return _pick(scored, rng)
    if name == "rituals":
        def rank(a: str) -> int:
            effect = t.th.card(a.split(" ", 1)[1]).effect
            return RITUAL_ORDER.index(effect) if effect in RITUAL_ORDER else len(RITUAL_ORDER)
        return min(legal, key=rank)
    if name == "sacrifice":
        scored = [(-t.keep_value(t.me, *a.split(" ")[1:3]), a) for a in legal]
        return _pick(scored, rng)
    # forced: a ritual of another player asks this seat to give up a card
    j = t.seats.index(seat)
    scored = []
    for a in legal:
        args = a.split(" ")[1:]
        family = t.th.card(args[0]).family
        if family == "native":
            keep = t.keep_value(j, args[0], args[1])
        elif family == "food":
            keep = t.food_value(j, args[0])
        else:
            keep = t.totem_value(j, args[0])
        scored.append((-keep, a))
    return _pick(scored, rng)


def hands_to_greedy(game: Game, legal: list[str]) -> bool:
    """Whether the decision is one the rules of thumb do not know (an interrupt, a step or a
    verb of the expansions), which :func:`prairie_policy` hands to the generic search."""
    name = game.state["step"]["name"]
    verbs = {a.split(" ", 1)[0] for a in legal}
    return bool(game.state.get("interrupts")) or name not in _STEP_VERBS or not verbs <= _STEP_VERBS[name]


# The steps the rules of thumb know, and the verbs they expect there.
_STEP_VERBS = {
    "choose": {"scout", "use", "pass", "season"},   # "season kind": never chosen here
    "take": {"take", "done"},
    "season-take": {"take", "done"},
    "place": {"place"},
    "rituals": {"resolve"},
    "sacrifice": {"sacrifice"},
    "forced": {"discard"},
}


def _choose_step(t: _Prairie, legal: list[str], rng: random.Random) -> str:
    uses = [a for a in legal if a.startswith("use ")]
    cap = t.count[t.me]
    scored = [(t.haul(a[4:], t.prairie, cap[a[4:]]), a) for a in uses]
    if "scout" in legal:
        now = max((v for v, _ in scored), default=-math.inf)
        if now == -math.inf or _scout_gain(t, now) > t.k["scout_margin"]:
            return "scout"
    if not scored:
        return "pass" if "pass" in legal else rng.choice(legal)
    return _pick(scored, rng)


def _scout_gain(t: _Prairie, now: float) -> float:
    """Expected gain of the best haul from laying one more card into the prairie."""
    if not t.unseen_total:
        return 0.0
    cap = t.count[t.me]
    expected = 0.0
    for kind, count in t.unseen.items():
        best = now
        prairie = t.prairie.copy()
        prairie[kind] += 1
        for prof in t.takers[kind]:
            best = max(best, t.haul(prof, prairie, cap[prof]))
        expected += count * best
    return expected / t.unseen_total - now




# -- why: the valuation behind a choice, for /game hint (bot/ai/hints.py) ----------------------


def prairie_reason(game: Game, seat: str, action: str) -> Why | None:
    """Why :func:`prairie_policy` plays ``action``: the valuation that decided, from the same
    public position; None on the steps it hands to the generic search."""
    legal = game.legal_actions(seat)
    if hands_to_greedy(game, legal):
        return None
    t = _Prairie(game, seat, KNOBS)
    step = game.state["step"]
    verb, *args = action.split(" ")
    if verb == "scout":
        cap = t.count[t.me]
        hauls = [t.haul(a[4:], t.prairie, cap[a[4:]]) for a in legal if a.startswith("use ")]
        now = max(hauls, default=-math.inf)
        if now == -math.inf:
            return Why("prairie.scout_empty", {})
        return Why("prairie.scout", {"points": points(_scout_gain(t, now))})
    if verb == "use":
        return _use_reason(t, args[0])
    if verb == "pass":
        return Why("prairie.pass", {})
    if verb == "done":
        return Why("prairie.done", {})
    if verb == "take":
        return _take_reason(t, args[0], step.get("prof"))
    if verb == "place":
        prof = args[1]
        totem = next((t.th.card(k).name for k in t.totems[t.me]
                      if t.th.card(k).per in ("native", f"native:{prof}")), None)
        values: dict[str, str | int | float] = {
            "profs": t.th.profession(prof).many.lower(),
            "points": points(t.growth(t.me, prof) + t.place_bonus(t.me, prof))}
        if totem:
            return Why("prairie.place_totem", {**values, "totem": totem})
        return Why("prairie.place", values)
    if verb == "resolve":
        return Why("prairie.ritual_first", {"card": t.th.card(args[0]).name})
    if verb == "sacrifice":
        return Why("prairie.sacrifice", {"points": points(t.keep_value(t.me, args[0], args[1]))})
    if verb == "discard":
        return Why("prairie.discard", {})
    return None


def _use_reason(t: _Prairie, prof: str) -> Why:
    cap = t.count[t.me][prof]
    cards = sorted(((t.value(kind, prof), kind) for kind, count in t.prairie.items()
                    if prof in t.takers[kind] for _ in range(min(count, cap))), reverse=True)
    taken = [kind for n, (v, kind) in enumerate(cards[:cap]) if n == 0 or v > 0]
    values: dict[str, str | int | float] = {
        "profs": t.th.profession(prof).many.lower(), "n": len(taken),
        "card": t.th.card(taken[0]).name if taken else "", "points": points(t.haul(prof, t.prairie, cap))}
    pays = _food_totems(t, taken[0]) if taken else []
    if pays:
        return Why("prairie.use_totem", {**values, "totem": pays[0].name,
                                         "bonus": sum(c.points for c in pays)})
    return Why("prairie.use", values)


def _food_totems(t: _Prairie, kind: str) -> list[Any]:
    """The seat's totems that pay for food card ``kind`` (none for a card that is not food)."""
    card = t.th.card(kind)
    if card.family != "food":
        return []
    return [c for c in map(t.th.card, t.totems[t.me]) if c.per in ("food", f"food:{card.food}")]


def _take_reason(t: _Prairie, kind: str, prof: str | None) -> Why:
    card = t.th.card(kind)
    if prof is None:     # a season's take: the profession that would value it most
        prof = max(t.takers.get(kind) or t.profs, key=lambda p: t.value(kind, p))
    role = t.role.get(prof)
    own = t.gain(t.me, kind, prof)
    if own <= 0 < t.value(kind, prof):
        return Why("prairie.take_deny", {"card": card.name})
    values: dict[str, str | int | float] = {"card": card.name, "points": points(own)}
    if role == "raid":
        return Why("prairie.take_scalp", values)
    if role == "recruit":
        gain = t.own_value(t.me, kind)
        best = max(t.profs, key=lambda p: t.growth(t.me, p) + t.place_bonus(t.me, p))
        values = {"card": card.name, "points": abs(gain), "profs": t.th.profession(best).many.lower()}
        return Why("prairie.take_native" if gain > 0 else "prairie.take_native_anyway", values)
    if card.family == "food":
        pays = _food_totems(t, kind)
        if pays:
            return Why("prairie.take_food_totem", {**values, "totem": pays[0].name,
                                                   "bonus": sum(c.points for c in pays)})
        return Why("prairie.take_food", values)
    if card.family == "totem":
        return Why("prairie.take_totem", values)
    if card.family == "ritual":
        return Why("prairie.take_ritual", values)
    return Why("prairie.take_other", values)
