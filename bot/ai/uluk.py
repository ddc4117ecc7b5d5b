"""The Uluk AI: rules of thumb over what one seat may see.

:func:`uluk_policy` is registered in :data:`bot.ai.POLICIES`. It reads ``game.view(seat)``
(the whole public table, the seat's own board, feast card and inventions) and, for the
decision the seat is in, the seat's own pending step (processing tribers and free
inventions not yet used, tribers already fed). It never looks at another seat's feast card
or at the order of any deck.

Everything is valued in Happiness Points, from the seat's own point of view:

* **Settling a board** (:meth:`_Seat.settle`): what the Feeding phase would make of a set of
  resources. Tribers eat the food worth least to keep (perishables first, the feast card's
  ingredients last); every unfed triber costs its Hunger token and the +1 of a fed tribe; a
  celebration is held when its +6 beats what the fuel and the holiday substance are worth
  kept; a triber is born when its worth over the seasons left beats the two pieces of food
  it costs. What is left is worth: stored food for the seasons to come (the first season's
  need most, surplus little), treats +1, holiday substance (a celebration a season), Poison
  (hunting, celebrating), raw pieces to process later, and the feast card's sets (partial
  sets count in part before the last season; exact sets in it).
* **Processing**: the conversion that settles best, one at a time, with a look at a second
  conversion of the same raw resource (one uluk fermented for a celebration, the rest
  pickled).
* **Errand phase**: a plan for every triber still in hand, built greedily from the spaces
  open now - harvest (majority or minority from the track's level and the tribers already
  there, a lead of one counted as likely lost while others still hold tribers; hunting per
  triber, Poison as a triber more; an opponent's majority broken counts too), processing,
  the Temple (+2), the Shaman's Hut (+1 and a move later), the Workshop (the invention's
  effect over the seasons left and its set symbol), monuments (the chart when the site
  fills this season, the token, the harvest it raises), and pairs (a harvest space with its
  processing space; every space left on a monument). The value of a plan is the settled
  board of its harvest and processing plus those points. The contested part of the plan
  (Hut, sickle spaces, Workshop, monuments) is placed first, the unlimited spaces
  (processing, Temple) last. The Hut's triber moves by the same plan, for one triber.
* **Feeding phase**: the steps of the settled board, one by one, then ``done``; the last
  season eats every treat left.

Births are capped (the starting tribers plus ``crowd`` a season played): food is what
limits a tribe, most of all with four players, where the harvest levels fall fast.

The only randomness is the ``rng`` passed in, which breaks exact ties between plans, so the
same position and rng state give the same action.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from bot.ai.why import Why, points
from bot.rules.base import Game
from bot.rules.uluk import (
    CELEBRATION,
    ECOLOGY,
    LETTERS,
    MAX_TRIBERS,
    POISON_CELEBRATION,
    SEASONS,
    SHAMAN_POINTS,
    SICKLE_SPACES,
    STARTING_TRIBERS,
    SYMBOL_SETS,
    TEMPLE_POINTS,
)
from bot.rules.uluk_data import FOOD_TYPES, GATHERED, HUNTED, RAW, components, processed

# Tuning knobs, in Happiness Points, set by AI-vs-AI games (one variant seat against the
# others, 120 seeded two- and four-player games a variant). Measured: breaking majorities
# ("denial") and a higher worth of births in small games each won ~60-70% of two-player
# games against the first guesses, inventions half as valuable again another ~65%; a
# Monument token worth 2 or 3 lost; "ecology" (sparing the harvest levels) helps the table
# but costs the seat that does it, so it stays 0. Other knobs moved by half showed only noise.
KNOBS: dict[str, float] = {
    "hunger": 4.0,          # an unfed triber: the -3 token, feared a little more
    "food_next": 1.6,       # a stored piece of food, for next season's need
    "food_later": 1.0,      # ... for the season after
    "food_far": 0.5,        # ... for later seasons
    "food_spare": 0.1,      # ... beyond every need to come
    "holiday": 3.0,         # holiday substance kept for a celebration to come
    "poison": 1.2,          # a Poison token kept (hunting, celebrating); two at most
    "raw_keep": 0.3,        # a raw piece that does not perish, to process later
    "triber": 0.9,          # a triber born now, per season left after this one (3-4 players)
    "triber_small": 1.2,    # ... in the solo and two-player games (more sickle spaces each)
    "triber_cost": 1.0,     # ... less this
    "crowd": 1.5,           # tribers worth having: the starting count plus this x seasons played
    "feast_partial": 0.5,   # share of the next feast set's points for a partial set
    "feast_future": 0.9,    # feast points before the last season (may still be eaten)
    "token": 1.0,           # a Monument token (most tokens +3, ties)
    "raise": 0.5,           # a harvest level raised by a finished monument
    "monument_others": 0.35,  # chance the others fill one more space of a site this season
    "shaman_move": 2.0,     # the Hut's triber moves at the end: at least the Temple
    "hold_one": 0.5,        # chance a majority lead of one survives while others hold tribers
    "hold_two": 0.85,       # ... a lead of two
    "ecology": 0.0,         # a harvest level lost next season to crowding an area now
    "denial": 1.0,          # a piece of harvest an opponent loses to this seat's tribers
    "inv_resource": 0.9,    # an extra-resource invention, per season left
    "inv_free": 0.5,        # a free-processing invention, per piece and season left
    "inv_celebrate": 0.9,   # celebration inventions: their points x seasons x this
    "inv_shaman": 0.5,      # shaman inventions: their points x seasons x this
    "symbol_early": 0.7,    # a new set symbol while still short of three
}

CONTESTED = ("h", "w", "s", "sp", "m")   # plan items whose spaces others can take


def uluk_policy(game: Game, seat: str, rng: random.Random,
                knobs: dict[str, float] | None = None) -> str:
    """One of ``game.legal_actions(seat)``: see the module docstring."""
    legal = game.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    me = _Seat(game, seat, KNOBS if knobs is None else knobs)
    name = game.state["step"]["name"]
    if name == "place":
        action = me.errand(legal, rng, move=False)
    elif name == "shaman":
        action = me.errand(legal, rng, move=True)
    elif name == "process":
        action = me.processing(legal, rng)
    elif name == "feed":
        action = me.feeding(legal)
    else:
        action = legal[0]
    return action if action in legal else legal[0]


class _Seat:
    """The position as one seat sees it, and its valuations."""

    def __init__(self, game: Game, seat: str, knobs: dict[str, float]):
        self.k = knobs
        c = self.c = components()
        v = self.v = game.view(seat)
        self.seat = seat
        me = self.me = next(p for p in v["players"] if p["seat"] == seat)
        self.others = [p for p in v["players"] if p["seat"] != seat]
        tribe = self.tribe = c.tribe(me["tribe"])
        spaces = tribe.spaces()
        self.type = {r: tribe.type_of(r) for r in spaces}
        self.cols = {col.raw: col.arrows for col in tribe.columns}
        self.foods = [r for r in spaces if self.type[r] in FOOD_TYPES]
        self.holidays = [r for r in spaces if self.type[r] == "holiday"]
        self.keepers = [r for r in spaces if self.type[r] == "none"]
        self.res: dict[str, int] = {r: n for r, n in me["resources"].items() if n}
        self.poison: int = me["poison"]
        self.tribers: int = me["tribers"]
        self.newborn: int = me["newborn"]
        self.season: int = v["season"]
        self.left = SEASONS - self.season       # seasons after this one
        self.final = self.left == 0
        feast = me["feast"]
        self.needs: dict[str, int] = dict(feast["needs"])
        self.feast_pts = (0, feast["lower"], feast["higher"])
        invs = [c.inventions[x] for x in me["inventions"]]
        self.owned = set(me["inventions"])
        self.symbols = {i.symbol for i in invs}
        self.extra = {i.resource for i in invs if i.kind == "resource"}
        self.free = [i.id for i in invs if i.kind == "free"]
        self.celebrate_bonus = sum(i.points for i in invs
                                   if i.kind == "happiness" and i.when == "celebration")
        self.shaman_bonus = sum(i.points for i in invs
                                if i.kind == "happiness" and i.when == "shaman")
        self.solo = v["solo"]
        self.start = STARTING_TRIBERS[len(v["players"])]
        step = game.state["step"]
        who = step.get("who") if step["name"] in ("process", "feed") else None
        self.pending: dict = dict(who.get(seat, {})) if who else {}   # this seat's own step
        self._settled: dict[tuple, float] = {}
        self._evals: dict[tuple, float] = {}

    # ======================================================================================
    # Settling a board: the Feeding phase and what is left
    # ======================================================================================
    def settle(self, res: dict[str, int], poison: int, need: int, *, extra_ok: bool = True,
               celebrated: bool = False) -> float:
        key = (tuple(sorted((r, n) for r, n in res.items() if n)), poison, need, extra_ok,
               celebrated)
        value = self._settled.get(key)
        if value is None:
            value = self._settle(res, poison, need, extra_ok, celebrated)[0]
            self._settled[key] = value
        return value

    def _settle(self, res: dict[str, int], poison: int, need: int, extra_ok: bool,
                celebrated: bool) -> tuple[float, list[tuple]]:
        """(value, steps) of feeding ``need`` tribers from ``res`` and keeping the rest."""
        k, final = self.k, self.final
        res = dict(res)
        steps: list[tuple] = []
        reserve = self._reserve(res, poison)
        fv = 0.0 if final else k["food_next"]
        feast_extra = 1.0 + (3.0 if final else 0.0)
        groups: list[list] = []         # [keep value, resource, pieces, treat, perishable]
        for r in self.foods:
            n = res.get(r, 0)
            if n <= 0:
                continue
            t = self.type[r]
            if t == "perishable":
                groups.append([0.0, r, n, False, True])
                continue
            kept = min(n, reserve.get(r, 0))
            if n - kept:
                groups.append([fv, r, n - kept, t == "treat", False])
            if kept:
                groups.append([fv + feast_extra, r, kept, t == "treat", False])
        groups.sort(key=lambda g: g[0])
        value = 0.0
        hungry = need
        for g in groups:
            if not hungry:
                break
            take = min(hungry, g[2])
            if take:
                g[2] -= take
                hungry -= take
                res[g[1]] -= take
                value += take if g[3] else 0
                steps.append(("feed", g[1], take))
        if hungry:
            value -= k["hunger"] * hungry
        elif need:
            value += 1
        extra_ok = extra_ok and not hungry
        # a celebration
        holidays = sum(res.get(r, 0) for r in self.holidays)
        if extra_ok and holidays and not celebrated:
            hol = next(r for r in self.holidays if res.get(r, 0))
            keep_hol = 0.0 if final or holidays > self.left else k["holiday"]
            fuel = next((g for g in groups if g[2] > 0), None)
            best, how = 0.0, None
            if fuel is not None:
                gain = CELEBRATION + (1 if fuel[3] else 0) - fuel[0] - keep_hol
                if gain > best:
                    best, how = gain, fuel
            if poison:
                gain = POISON_CELEBRATION - self._poison_keep(poison) - keep_hol
                if reserve.get("tlon-brew", 0) >= poison:
                    gain -= 3.0
                if gain > best:
                    best, how = gain, "poison"
            if how is not None:
                value += (CELEBRATION if how != "poison" else POISON_CELEBRATION)
                value += self.celebrate_bonus
                res[hol] -= 1
                if how == "poison":
                    poison -= 1
                    steps.append(("celebrate", "poison", hol))
                else:
                    how[2] -= 1
                    res[how[1]] -= 1
                    value += 1 if how[3] else 0
                    steps.append(("celebrate", how[1], hol))
        # births: while a new triber is worth more than two pieces of food kept
        born = 0
        room = min(MAX_TRIBERS, self.start + int(self.k["crowd"] * self.season)) - self.tribers - self.newborn
        worth = k["triber" if len(self.v["players"]) > 2 else "triber_small"] * self.left - k["triber_cost"]
        rest = self._rest(groups, res, poison, born)
        while extra_ok and room > born and worth > 0:
            units = [g for g in groups if g[2] > 0]
            if not units or (units[0][2] < 2 and len(units) < 2):
                break
            a = units[0]
            b = a if a[2] >= 2 else units[1]
            a[2] -= 1
            b[2] -= 1
            after = self._rest(groups, res, poison, born + 1)
            gained = worth + (1 if a[3] else 0) + (1 if b[3] else 0)
            if after + gained <= rest:
                a[2] += 1
                b[2] += 1
                break
            res[a[1]] -= 1
            res[b[1]] -= 1
            born += 1
            value += gained
            rest = after
            pair = sorted((a[1], b[1]), key=self.foods.index)
            steps.append(("reproduce", pair[0], pair[1]))
        if final and extra_ok:
            for g in groups:
                if g[3] and g[2] > 0:
                    steps.append(("eat", g[1], g[2]))
        return value + rest, steps

    def _reserve(self, res: dict[str, int], poison: int) -> dict[str, int]:
        """Pieces of each feast ingredient to keep from the tribers' mouths."""
        if self.final:
            sets = min(2, min(self._count(r, res, poison) // q for r, q in self.needs.items()))
            return {r: q * sets for r, q in self.needs.items()}
        return {r: 2 * q for r, q in self.needs.items()}

    @staticmethod
    def _count(r: str, res: dict[str, int], poison: int) -> int:
        return poison if r == "tlon-brew" else res.get(r, 0)

    def _poison_keep(self, poison: int) -> float:
        if self.final:
            return 0.0
        return self.k["poison"] if poison <= 2 else 0.3

    def _rest(self, groups: list[list], res: dict[str, int], poison: int, born: int) -> float:
        """What is left after feeding is worth: food for later, treats, holiday substance,
        Poison, raw pieces and the feast card."""
        k = self.k
        treats = sum(g[2] for g in groups if g[3])
        if self.final:
            return treats + self._feast(res, poison)
        stored = sum(g[2] for g in groups if not g[4])
        per = self.tribers + self.newborn + born
        value = treats + self._store(stored, per)
        holidays = sum(res.get(r, 0) for r in self.holidays)
        value += k["holiday"] * min(holidays, self.left)
        value += k["poison"] * min(poison, 2) + 0.3 * max(0, poison - 2)
        value += k["raw_keep"] * sum(res.get(r, 0) for r in self.keepers)
        return value + self._feast(res, poison)

    def _store(self, stored: int, per: int) -> float:
        k = self.k
        left = self.left
        value = 0.0
        steps = ((per, k["food_next"]), (per if left >= 2 else 0, k["food_later"]),
                 (per * max(0, left - 2), k["food_far"]))
        for size, unit in steps:
            take = min(stored, size)
            value += take * unit
            stored -= take
        return value + stored * k["food_spare"]

    def _feast(self, res: dict[str, int], poison: int) -> float:
        needs = self.needs
        sets = min(2, min(self._count(r, res, poison) // q for r, q in needs.items()))
        pts = float(self.feast_pts[sets])
        if self.final:
            return pts
        if sets < 2:
            frac = sum(min(q, self._count(r, res, poison) - sets * q) / q
                       for r, q in needs.items()) / len(needs)
            pts += self.k["feast_partial"] * frac * (self.feast_pts[sets + 1] - pts)
        return pts * self.k["feast_future"]

    # ======================================================================================
    # Processing
    # ======================================================================================
    def _apply(self, res: dict[str, int], poison: int, product: str, n: int
               ) -> tuple[dict[str, int], int]:
        arrow = self.tribe.arrow(product)
        raw = self.c.source[product]
        res = dict(res)
        res[raw] -= n
        out = processed(arrow.ratio, n)
        if arrow.type == "poison":
            poison += out
        else:
            res[product] = res.get(product, 0) + out
        return res, poison

    def _options(self, res: dict[str, int], tribers: dict[str, int], free: list[str],
                 full: bool) -> list[tuple[str, str, int, str]]:
        """(verb, product, n, what it uses) of the conversions open with these tribers and
        free inventions; ``full`` lists every amount, otherwise the telling ones."""
        out = []
        for r, k in tribers.items():
            have = res.get(r, 0)
            if not k or have <= 0:
                continue
            for arrow in self.cols[r]:
                amounts = range(1, have + 1) if full else self._amounts(arrow, have)
                out += [("process", arrow.product, n, r) for n in amounts
                        if processed(arrow.ratio, n) > 0]
        seen: set[str] = set()
        for inv in free:
            for product, most in self.c.inventions[inv].options:
                arrow = self.tribe.arrow(product)
                if arrow is None or product in seen:
                    continue
                seen.add(product)
                have = min(most, res.get(self.c.source[product], 0))
                out += [("free", product, n, inv) for n in range(1, have + 1)
                        if processed(arrow.ratio, n) > 0]
        return out

    def _amounts(self, arrow: Any, have: int) -> list[int]:
        amounts = {have}
        if arrow.type in ("holiday", "poison") or arrow.product in self.needs:
            amounts |= {1, 2}
        if arrow.ratio in ("2:3", "-1"):
            amounts |= {have - have % 2}
        return sorted(n for n in amounts if 1 <= n <= have)

    def _best_processing(self, res: dict[str, int], poison: int, tribers: dict[str, int],
                         free: list[str], need: int, full: bool) -> tuple[float, str | None]:
        """(settled value, first action) of converting greedily, one conversion at a time,
        each judged with the best second conversion of the same raw resource."""
        tribers = dict(tribers)
        free = list(free)
        current = self.settle(res, poison, need)
        first = None
        while True:
            best = None
            for verb, product, n, what in self._options(res, tribers, free, full):
                res1, poison1 = self._apply(res, poison, product, n)
                value = self.settle(res1, poison1, need)
                raw = self.c.source[product]
                t1, f1 = self._use(tribers, free, verb, what)
                f1 = [x for x in f1 if raw in self._free_raws(x)]
                if t1.get(raw) or f1:
                    for _, p2, n2, _ in self._options(res1, {raw: t1.get(raw, 0)}, f1, full):
                        res2, poison2 = self._apply(res1, poison1, p2, n2)
                        value = max(value, self.settle(res2, poison2, need))
                if best is None or value > best[0] + 1e-9:
                    best = (value, verb, product, n, what, res1, poison1)
            if best is None:
                break
            value1 = self.settle(best[5], best[6], need)
            if best[0] <= current + 1e-9:
                break
            if first is None:
                first = f"{best[1]} {best[2]} {best[3]}"
            res, poison = best[5], best[6]
            tribers, free = self._use(tribers, free, best[1], best[4])
            current = value1
        return current, first

    def _use(self, tribers: dict[str, int], free: list[str], verb: str, what: str
             ) -> tuple[dict[str, int], list[str]]:
        if verb == "process":
            tribers = dict(tribers)
            tribers[what] -= 1
            return tribers, free
        return tribers, [x for x in free if x != what]

    def _free_raws(self, inv: str) -> set[str]:
        return {self.c.source[p] for p, _ in self.c.inventions[inv].options}

    def processing(self, legal: list[str], rng: random.Random) -> str:
        pending = self.pending
        tribers = dict(pending.get("tribers", {}))
        free = list(pending.get("free", []))
        _, first = self._best_processing(self.res, self.poison, tribers, free, self.tribers,
                                         full=True)
        if first is not None and first in legal:
            return first
        return "done"

    # ======================================================================================
    # Feeding
    # ======================================================================================
    def feeding(self, legal: list[str]) -> str:
        pending = self.pending
        stage = pending.get("stage", "feed")
        need = self.tribers - pending.get("fed", 0) if stage == "feed" else 0
        extra_ok = stage == "feed" or bool(pending.get("all_fed"))
        _, steps = self._settle(self.res, self.poison, need, extra_ok,
                                bool(pending.get("celebrated")))
        for step in steps:
            verb, a, b = step
            action = f"{verb} {a}" if verb in ("feed", "eat") and b == 1 else f"{verb} {a} {b}"
            if action in legal:
                return action
        if "done" in legal:
            return "done"
        return legal[0]

    # ======================================================================================
    # Errand phase
    # ======================================================================================
    def errand(self, legal: list[str], rng: random.Random, move: bool) -> str:
        self._board()
        hand = 1 if move else self.me["to_place"]
        plan = self._plan(hand, move, rng)
        verb = "move" if move else "place"
        ordered = [x for x in plan if x[0] in CONTESTED] + [x for x in plan if x[0] not in CONTESTED]
        for item in ordered:
            action = f"{verb} {self._space(item)}"
            if action in legal:
                return action
        if move and "stay" in legal:
            return "stay"
        fallback = f"{verb} temple"
        return fallback if fallback in legal else rng.choice(legal)

    def errand_reason(self, verb: str, args: list[str], move: bool) -> Why | None:
        """The plan item this errand places, and what the plan it belongs to is worth."""
        if verb == "stay":
            return Why("uluk.stay", {})
        self._board()
        hand = 1 if move else self.me["to_place"]
        plan = self._plan(hand, move, random.Random(0))
        space = " ".join(args)
        # the plan's tie-breaks may have gone another way for the policy: then the item is
        # one of the candidates for the first triber
        singles = [bundle[0] for bundle in self._candidates(Counter(), hand, move)]
        item = next((x for x in plan + singles if self._space(x) == space), None)
        if item is None:
            return None
        whole = Counter(plan)
        worth = self._value(whole) - self._value(Counter())
        values: dict[str, str | int | float] = {"points": points(worth), "n": hand}
        kind = item[0]
        if kind in ("s", "sp"):
            r = item[1]
            values["res"] = self.c.name(r)
            if r in HUNTED:
                values["level"] = self.levels[r]
                return Why("uluk.hunt_poison" if kind == "sp" else "uluk.hunt", values)
            most, others = self.levels[r]
            mine = self.placed[("s", r)] + whole[("s", r)]
            top = max(self.rivals[r].values(), default=0)
            values["yield"] = most if mine > top else others
            return Why("uluk.gather_most" if mine > top else "uluk.gather", values)
        if kind == "p":
            return Why("uluk.processing", {**values, "res": self.c.name(item[1])})
        if kind == "w":
            inv = self.c.inventions[item[1]]
            return Why("uluk.workshop", {**values, "invention": inv.name,
                                         "points": points(self._invention(item[1], set(self.symbols)))})
        if kind == "m":
            return Why("uluk.monument", {**values, "site": LETTERS[item[1]].upper()})
        return Why({"t": "uluk.temple", "h": "uluk.shaman"}[kind], values)

    def _space(self, item: tuple) -> str:
        kind = item[0]
        if kind == "s":
            return item[1]
        if kind == "sp":
            return f"{item[1]} poison"
        if kind == "p":
            return f"{item[1]}-processing"
        if kind == "m":
            return f"monument-{LETTERS[item[1]]}"
        if kind == "w":
            return f"workshop {item[1]}"
        return {"t": "temple", "h": "shaman"}[kind]

    def _board(self) -> None:
        """The public Errand position: who stands where, who still holds tribers."""
        v, seat = self.v, self.seat
        self.levels: dict[str, Any] = {}
        self.placed: Counter = Counter()        # my tribers on the board (sickle/processing)
        self.rivals: dict[str, Counter] = {}    # others' tribers per sickle area
        self.taken: Counter = Counter()         # sickle spaces taken per area
        self.hunters: Counter = Counter()       # my tribers + poison per hunting area
        self.poisoned: set[str] = set()
        for t in v["tracks"]:
            r = t["resource"]
            self.levels[r] = t["levels"][t["level"]]
            rivals: Counter = Counter()
            for entry in t["sickle"]:
                if entry["who"] == seat:
                    self.placed[("s", r)] += 1
                    self.hunters[r] += 1 + entry["poison"]
                    if entry["poison"]:
                        self.poisoned.add(r)
                else:
                    rivals[entry["who"]] += 1
            self.rivals[r] = rivals
            self.taken[r] = len(t["sickle"])
            self.placed[("p", r)] = sum(1 for w in t["processing"] if w == seat)
        self.others_hand = sum(p["to_place"] for p in self.others)
        if v.get("freeloaders"):
            self.others_hand += v["freeloaders"]["to_place"]
        self.sites = []
        for k, m in enumerate(v["monuments"]):
            if m["revealed"] and not m["built"] and (len(m["spaces"]) < m["size"] or seat in m["spaces"]):
                counts = Counter(m["spaces"])
                mine = counts.pop(seat, 0)
                self.sites.append((k, m["size"], len(m["spaces"]), mine,
                                   max(counts.values(), default=0)))
        self.row = [x for x in v["inventions"]["row"] if x not in self.owned]
        self.hut_free = v["village"]["shaman"] is None
        self.two_player_poison = len(v["players"]) <= 2

    def _plan(self, hand: int, move: bool, rng: random.Random) -> list[tuple]:
        """A greedy plan for ``hand`` tribers: items in the order they were chosen (the best
        gain per triber first; exact ties broken by ``rng``)."""
        plan: Counter = Counter()
        order: list[tuple] = []
        current = self._value(plan)
        left = hand
        while left > 0:
            scored = []
            for bundle in self._candidates(plan, left, move):
                trial = plan + Counter(bundle)
                scored.append(((self._value(trial) - current) / len(bundle), bundle))
            top = max(gain for gain, _ in scored)
            best = [bundle for gain, bundle in scored if gain >= top - 1e-9]
            bundle = best[0] if len(best) == 1 else rng.choice(best)
            plan = plan + Counter(bundle)
            current = self._value(plan)
            order += bundle
            left -= len(bundle)
        return order

    def _candidates(self, plan: Counter, left: int, move: bool) -> list[list[tuple]]:
        out: list[list[tuple]] = [[("t",)]]
        if not move and self.hut_free and not plan[("h",)]:
            out.append([("h",)])
        for inv in self.row:
            if not plan[("w", inv)]:
                out.append([("w", inv)])
        poison_left = self.poison - sum(n for x, n in plan.items() if x[0] == "sp")
        for r in RAW:
            free = SICKLE_SPACES - self.taken[r] - plan[("s", r)] - plan[("sp", r)]
            has_raw = self.res.get(r, 0) > 0 or self.placed[("s", r)] or plan[("s", r)] or plan[("sp", r)]
            if has_raw:
                out.append([("p", r)])
            if free <= 0:
                continue
            out.append([("s", r)])
            if left >= 2:
                out.append([("s", r), ("p", r)])
            if r in HUNTED and poison_left > 0 and not (
                    self.two_player_poison and (r in self.poisoned or plan[("sp", r)])):
                out.append([("sp", r)])
                if left >= 2:
                    out.append([("sp", r), ("p", r)])
        for k, size, filled, _mine, _top in self.sites:
            free = size - filled - plan[("m", k)]
            if free <= 0:
                continue
            out.append([("m", k)])
            if 2 <= free <= left:
                out.append([("m", k)] * free)
        return out

    def _value(self, plan: Counter) -> float:
        key = tuple(sorted((x, n) for x, n in plan.items() if n and x[0] in ("s", "sp", "p")))
        value = self._evals.get(key)
        if value is None:
            value = self._harvest_value(plan)
            self._evals[key] = value
        return value + self._direct(plan)

    def _harvest_value(self, plan: Counter) -> float:
        """The settled board after this season's harvest and processing under ``plan``."""
        res = dict(self.res)
        poison = self.poison - sum(n for x, n in plan.items() if x[0] == "sp")
        value = 0.0
        for r in RAW:
            mine = self.placed[("s", r)] + plan[("s", r)] + plan[("sp", r)]
            if not mine:
                continue
            level = self.levels[r]
            if r in GATHERED:
                most, others = level
                top = max(self.rivals[r].values(), default=0)
                lead = mine - top
                amount = others
                if lead > 0:
                    free = SICKLE_SPACES - self.taken[r] - plan[("s", r)] - plan[("sp", r)]
                    if free <= 0 or self.others_hand == 0 or lead > min(free, self.others_hand):
                        hold = 1.0
                    else:
                        hold = self.k["hold_one"] if lead == 1 else self.k["hold_two"]
                    amount = int(hold * most + (1 - hold) * others + 0.5)
            else:
                amount = (self.hunters[r] + plan[("s", r)] + 2 * plan[("sp", r)]) * level
            if r in self.extra:
                amount += 1
            if amount:
                res[r] = res.get(r, 0) + amount
            if r in GATHERED and self.k["denial"]:
                value += self._denied(r, mine)
            if self.left:      # crowding an area lowers its level next season
                now = self.taken[r]
                later = min(SICKLE_SPACES, now + mine - self.placed[("s", r)])
                value -= self.k["ecology"] * (ECOLOGY[now] - ECOLOGY[later])
        tribers = {r: self.placed[("p", r)] + plan[("p", r)] for r in RAW}
        tribers = {r: n for r, n in tribers.items() if n}
        settled, _ = self._best_processing(res, poison, tribers, self.free, self.tribers, full=False)
        return value + settled

    def _denied(self, r: str, mine: int) -> float:
        """What the others lose in area ``r`` when this seat's ``mine`` tribers there turn
        an opponent's majority into a tie (weighted against the average opponent; the
        Freeloaders never score, so they lose nothing)."""
        rivals = self.rivals[r]
        if not rivals or self.solo:
            return 0.0
        top = max(rivals.values())
        if list(rivals.values()).count(top) > 1 or top <= self.placed[("s", r)] or mine < top:
            return 0.0
        most, others = self.levels[r]
        return self.k["denial"] * (most - others) / len(self.others)

    def _direct(self, plan: Counter) -> float:
        """Points of the plan's village and monument spaces (the Hut's +1 and the Temple's
        +2 already gained are not counted again)."""
        k = self.k
        value = TEMPLE_POINTS * plan[("t",)]
        if plan[("h",)]:
            value += SHAMAN_POINTS + k["shaman_move"] + self.shaman_bonus
        symbols = set(self.symbols)
        for inv in self.row:
            if plan[("w", inv)]:
                value += self._invention(inv, symbols)
                symbols.add(self.c.inventions[inv].symbol)
        chart = self.c.chart
        for k_, size, filled, mine, top in self.sites:
            add = plan[("m", k_)]
            total = mine + add
            if not total:
                continue
            missing = size - filled - add
            if missing > 0 and self.others_hand < missing:
                continue
            chance = 1.0 if missing <= 0 else k["monument_others"] ** missing
            worth = chart[min(total, len(chart) - 1)] + (k["token"] if total > top else 0.0)
            worth += k["raise"] if add and missing <= 0 else 0.0
            value += chance * worth
        return value

    def _invention(self, inv_id: str, symbols: set[str]) -> float:
        k = self.k
        inv = self.c.inventions[inv_id]
        seasons = self.left + 1
        if inv.kind == "resource":
            value = k["inv_resource"] * seasons
        elif inv.kind == "free":
            usable = [most for product, most in inv.options if self.tribe.arrow(product)]
            value = k["inv_free"] * seasons * max(usable, default=0)
        elif inv.when == "celebration":
            value = k["inv_celebrate"] * inv.points * seasons
        else:
            value = k["inv_shaman"] * inv.points * seasons
        if inv.symbol not in symbols:
            d = len(symbols)
            value += SYMBOL_SETS.get(d + 1, 0) - SYMBOL_SETS.get(d, 0)
            if d < 2 and self.left >= 1:
                value += k["symbol_early"]
        return value


# ==========================================================================================
# Why: the valuation behind a choice, for /game hint (bot/ai/hints.py)
# ==========================================================================================


def uluk_reason(game: Game, seat: str, action: str) -> Why | None:
    """Why :func:`uluk_policy` plays ``action``, from the same valuation of the seat's view."""
    me = _Seat(game, seat, KNOBS)
    verb, *args = action.split(" ")
    name = game.state["step"]["name"]
    if name in ("place", "shaman"):
        return me.errand_reason(verb, args, move=name == "shaman")
    if name == "process":
        if verb == "done":
            return Why("uluk.process_done", {})
        pending = me.pending
        now = me.settle(me.res, me.poison, me.tribers)
        best, _ = me._best_processing(me.res, me.poison, dict(pending.get("tribers", {})),
                                      list(pending.get("free", [])), me.tribers, full=True)
        return Why("uluk.process", {"points": points(best - now), "res": me.c.name(me.c.source[args[0]])})
    if name == "feed":
        if verb in ("feed", "eat"):
            return Why(f"uluk.{verb}", {"res": me.c.name(args[0])})
        if verb == "celebrate":
            return Why("uluk.celebrate", {"points": POISON_CELEBRATION if args[0] == "poison"
                                          else CELEBRATION})
        if verb == "reproduce":
            return Why("uluk.reproduce", {"left": me.left})
        if verb == "done":
            return Why("uluk.feed_done", {})
    return None
