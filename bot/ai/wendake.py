"""The Wendake AI (Campfire's edition): rules of thumb over what one seat may see.

:func:`wendake_policy` reads ``game.view(seat)`` only (the public table, its own mask cards
and its legal actions); it never looks at deck orders or other hands.

The score is the lower track of each pair added, so every decision is valued by **need**: a
track that is the lower (or tied) one of its pair is worth 1 a point, the higher one only a
little (it may become the lower later), and goods are worth what they will make on the
Economic track. With these weights:

* **Picks**: of the lines through the tiles already picked this year, the one whose tiles
  are worth most (the Sacred Fire worth the best tile it could copy); its best tile first.
  The turn-order marker goes down early when space 1 is free, last otherwise.
* **Tile actions**: automatic ones are used unless worthless (a Military scoring with
  nothing held); a Move is spent step by step on the best-valued step (an Outpost in an
  empty area, a Guard where a majority can be won or kept, a fight that takes a Woman or
  Hunter or breaks an opponent's majority) until no step is worth it; a Trade buys the
  progress tile worth most, barters a surplus into a missing kind and sells one of each
  kind; a Mask action takes the card that improves the hand most and shows a hand when it
  is worth it now or the game is ending.
* **Outposts** are transferred Home into producers when the Ritual can spare the Native.
* **Restore**: the leaving tile worth least is swapped for the advanced tile worth most.
* **Draft**: the tribes in a fixed order of preference (:data:`TRIBE_ORDER`).

The only randomness is the ``rng`` passed in, used to break exact ties.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from bot.ai.why import Why, points
from bot.rules.base import Game
from bot.rules.wendake import LINES, POSITIONS
from bot.rules.wendake_data import SELLABLE, TRACKS, components

TRIBE_ORDER = ("erie", "shawnee", "onondaga", "ojibwe", "mohawk", "cayuga", "seneca",
               "odawa", "oneida", "tuscarora")      # by mean score in AI games, best first
KNOBS: dict[str, float] = {
    "lower": 1.0,          # a point on the lower track of its pair
    "higher": 0.25,        # a point on the higher one
    "good": 0.45,          # a good that can be sold (one Economic point for a set of kinds)
    "beaver": 0.3,         # a beaver, to be tanned
    "step": 0.6,           # a movement step, before knowing where it goes
    "canoe": 0.25,         # a canoe, per year left (one more fish each time)
    "outpost": 1.2,        # a new Outpost (a future producer, a turtle)
    "guard_win": 1.4,      # a Guard that makes or keeps a majority
    "fight_take": 1.6,     # a fight that takes a Woman or Hunter
    "ceremony_min": 3,     # show a hand worth at least this before the last year
    "heal": 0.3,           # an injured Native healed
    "mask_action": 3.5,    # Mask points a Mask action makes, on average, before the hand
}


def wendake_policy(game: Game, seat: str, rng: random.Random,
                   knobs: dict[str, float] | None = None) -> str:
    """One of ``game.legal_actions(seat)``: see the module docstring."""
    view = game.view(seat)
    legal = view["legal"]
    if len(legal) == 1:
        return legal[0]
    me = _Seat(view, seat, KNOBS if knobs is None else knobs)
    action = me.choose(legal, rng)
    return action if action in legal else legal[0]


class _Seat:
    """The table as one seat sees it, and its valuations."""

    def __init__(self, view: dict[str, Any], seat: str, knobs: dict[str, float]):
        self.k = knobs
        self.c = components()
        self.v = view
        self.me = next(p for p in view["players"] if p["seat"] == seat)
        self.i = self.me["number"] - 1
        self.years_left = view["years"] - view["year"]
        self.need = self._need()
        self.territories = {t["id"]: t for t in view["map"]["territories"]}

    # -- valuation ---------------------------------------------------------------------------
    def _need(self) -> dict[str, float]:
        tracks = self.me["tracks"]
        need = {}
        for pair in self.v["tracks"]["pairs"]:
            low = min(tracks[t] for t in pair)
            for t in pair:
                gap = tracks[t] - low
                need[t] = self.k["lower"] if gap == 0 else max(self.k["higher"],
                                                                self.k["lower"] - 0.25 * gap)
        return need

    def action_value(self, spec: str) -> float:
        word, _, n = spec.partition(":")
        k, need, me = self.k, self.need, self.me
        goods = me["goods"]
        econ = need["economic"]
        if word == "move":
            return int(n) * k["step"] * max(need["military"], 0.5 * econ)
        if word == "harvest":
            crops = 1 + sum(1 for t in self.territories.values() for a in t["areas"]
                            if a.get("occupant") and a["occupant"]["seat"] == me["number"]
                            and a["occupant"]["kind"] == "woman")
            return crops * k["good"] * econ
        if word == "hunt":
            hunters = 1 + sum(1 for t in self.territories.values() for a in t["areas"]
                              if a.get("occupant") and a["occupant"]["seat"] == me["number"]
                              and a["occupant"]["kind"] == "hunter")
            return hunters * k["beaver"] * econ
        if word == "tan":
            return min(goods["beavers"], int(n)) * (k["good"] - k["beaver"] + 0.1) * econ + 0.1
        if word == "fish":
            return me["canoes"] * k["good"] * econ
        if word == "canoe":
            return k["canoe"] * self.years_left * econ if me["canoes"] < 5 else 0.0
        if word == "trade":
            kinds = sum(1 for g in SELLABLE if goods[g])
            return (kinds + 0.5) * econ
        if word == "masks":
            return (k["mask_action"] + 0.4 * len(me.get("mask_cards", []))) * need["mask"]
        if word == "ritual":
            healthy = sum(me["home_natives"].values()) + min(2, sum(me["longhouse"].values()))
            points = min(self.c.rules["ritual_most"], healthy // self.c.rules["ritual_per"])
            return points * need["ritual"] + k["heal"] * min(2, sum(me["longhouse"].values()))
        if word == "military":
            return (self._majorities() + len(me["turtles"]) + 1) * need["military"]
        return 0.0

    def tile_value(self, entry: dict, fire_best: float = 0.0) -> float:
        if entry["tile"] == "fire":
            return fire_best
        return sum(self.action_value(a) for a in entry["actions"])

    def _guards(self, t: dict) -> Counter:
        return Counter(g["seat"] for g in t["guards"])

    def _majorities(self) -> int:
        n = 0
        for t in self.territories.values():
            if t["home"]:
                continue
            g = self._guards(t)
            mine = g.get(self.me["number"], 0)
            if mine and all(v < mine for s, v in g.items() if s != self.me["number"]):
                n += t["multiplier"]
        return n

    # -- decisions ---------------------------------------------------------------------------
    def choose(self, legal: list[str], rng: random.Random) -> str:
        handler = {"draft": self._draft, "place": self._place, "tile": self._tile,
                   "move": self._move, "trade": self._trade, "masks": self._masks,
                   "end": self._end, "swap": self._swap}.get(self.v["step"]["name"])
        return handler(legal, rng) if handler else legal[0]

    def _best(self, scored: list[tuple[float, str]], rng: random.Random) -> str:
        top = max(v for v, _ in scored)
        return rng.choice([a for v, a in scored if v == top])

    def _draft(self, legal: list[str], rng: random.Random) -> str:
        offered = {a.split()[1]: a for a in legal}
        return next(offered[t] for t in TRIBE_ORDER if t in offered)

    def _transfer_wanted(self, legal: list[str]) -> str | None:
        """An Outpost to turn into a producer, if the Ritual can spare the Native."""
        if self.need["ritual"] >= self.k["lower"] and sum(self.me["home_natives"].values()) < 12:
            return None
        options = [a for a in legal if a.startswith("transfer ") and not a.endswith(" empty")]
        return options[0] if options else None

    def _place(self, legal: list[str], rng: random.Random) -> str:
        transfer = self._transfer_wanted(legal)
        if transfer:
            return transfer
        picks = [a for a in legal if a.startswith("pick ")]
        if "turn-order" in legal:
            first_free = not self.v["turn_track"]
            if not picks or (first_free and len(self.me["picks"]) >= 1):
                return "turn-order"
        use = [a for a in legal if a.startswith("use ")]
        if use and self.need["military"] >= self.k["lower"]:
            return use[0]
        if not picks:
            return legal[0]
        board = self.me["board"]
        picked = {POSITIONS.index(p) for p in self.me["picks"]}
        values = [self.tile_value(e) for e in board]
        fire_best = max((values[k] for k in range(9) if k not in picked
                         and board[k]["tile"] != "fire"), default=0.0)
        values = [self.tile_value(e, fire_best) for e in board]
        best_line, best_total = None, -1.0
        for line in LINES:
            if not picked <= set(line):
                continue
            total = sum(values[k] for k in line) + rng.random() * 1e-6
            if total > best_total:
                best_line, best_total = line, total
        options = [k for k in best_line if k not in picked]
        k = max(options, key=lambda x: values[x])
        return f"pick {POSITIONS[k]}"

    def _tile(self, legal: list[str], rng: random.Random) -> str:
        step = self.v["step"]
        word = step["actions"][step["next"]].split(":")[0]
        transfer = self._transfer_wanted(legal)
        if transfer:
            return transfer
        if word == "fire":
            fires = [a for a in legal if a.startswith("fire ")]
            if not fires:
                return "skip"
            board = {e["pos"]: e for e in self.me["board"]}
            return max(fires, key=lambda a: (self.tile_value(board[a.split()[1]]), a))
        if word in ("move",):
            return self._move(legal, rng, allow_done="skip")
        if word == "trade":
            return self._trade(legal, rng, end="skip")
        if word == "masks":
            return self._masks(legal, rng, end="skip")
        if word == "military" and self._majorities() == 0 and not self.me["turtles"] \
                and self.years_left > 2:
            return "skip"             # keep the turtle draw for a board worth scoring
        return word if word in legal else "skip"

    def _end(self, legal: list[str], rng: random.Random) -> str:
        return self._transfer_wanted(legal) or "done"

    def _swap(self, legal: list[str], rng: random.Random) -> str:
        board = {e["pos"]: e for e in self.me["board"]}
        tiles = self.v["tiles"]
        best, gain = "keep", 0.5
        for a in legal:
            if not a.startswith("upgrade "):
                continue
            _, pos, tile = a.split()
            new = sum(self.action_value(x) for x in tiles[tile]["actions"])
            old = sum(self.action_value(x) for x in tiles[board[pos]["tile"]]["actions"])
            if new - old > gain:
                best, gain = a, new - old
        return best

    # -- moving ------------------------------------------------------------------------------
    def _move(self, legal: list[str], rng: random.Random, allow_done: str = "done") -> str:
        scored = [(self._step_value(a), a) for a in legal
                  if a.startswith(("move ", "attack "))]
        if not scored:
            return allow_done
        value, action = max(scored, key=lambda x: (x[0], x[1]))
        if value <= 0.05:
            return allow_done if allow_done in legal else action
        return self._best([(v, a) for v, a in scored if v == value], rng)

    def _lead(self, t: dict, seat_number: int | None = None) -> tuple[int, int]:
        """(Guards of ``seat_number`` (default: this seat), most Guards of anyone else) in t."""
        me = self.me["number"] if seat_number is None else seat_number
        g = self._guards(t)
        return g.get(me, 0), max((v for s, v in g.items() if s != me), default=0)

    def _step_value(self, action: str) -> float:
        """What one movement step is worth: Outposts (producers), majorities won, kept or
        broken, Women and Hunters taken."""
        k, me = self.k, self.me
        verb, warrior, dest = action.split()
        here = me["warriors"][warrior]
        econ, mil = self.need["economic"], self.need["military"]
        # a majority of one that this Warrior leaves (as a Guard moving on, or laid down)
        leaving = self.territories.get(here)
        loss = 0.0
        if leaving and not leaving["home"]:
            mine, other = self._lead(leaving)
            if mine > other and mine - 1 <= other:
                loss = k["guard_win"] * leaving["multiplier"] * mil
        if verb == "move" and dest in self.territories:        # a Guard
            t = self.territories[dest]
            if t["home"]:
                return -1.0
            mine, other = self._lead(t)
            if mine <= other < mine + 1:
                return k["guard_win"] * t["multiplier"] * mil - loss + 0.1 * bool(t["flag"])
            return 0.1 * mil - loss if mine == 0 else -0.2
        if verb == "move":                                     # an Outpost
            t = self.territories[dest.rstrip("abcdefgh")]
            area = next(a for a in t["areas"] if a["id"] == dest)
            value = k["outpost"] * econ - loss
            if area["kind"] == "field" and me["goods"].get(area["crop"], 0) == 0:
                value += 0.3 * econ
            return value
        if dest[0].isdigit():                                  # a Guard: both injured
            seat, warrior_id = int(dest[0]), dest[1:].upper()
            t = next(terr for terr in self.territories.values()
                     if any(g["seat"] == seat and g["warrior"] == warrior_id
                            for g in terr["guards"]))
            theirs, best_other = self._lead(t, seat)
            breaks = theirs > best_other and theirs - 1 <= best_other
            return 0.8 * mil * t["multiplier"] if breaks else -0.1
        t = self.territories[dest.rstrip("abcdefgh")]          # a Native in an area
        occ = next(a for a in t["areas"] if a["id"] == dest)["occupant"]
        if occ["kind"] == "outpost":
            return 0.2 * mil
        if occ["kind"] == "hunter" and self._power_of(occ["seat"]) == "tuscarora":
            return 0.1 * mil
        return k["fight_take"] * max(econ, mil)

    def _power_of(self, seat_number: int) -> str:
        for p in self.v["players"]:
            if p["number"] == seat_number:
                return p["power"] or ""
        return ""

    # -- trading -----------------------------------------------------------------------------
    def _trade(self, legal: list[str], rng: random.Random, end: str = "done") -> str:
        goods = self.me["goods"]
        econ = self.need["economic"]
        buys = [a for a in legal if a.startswith("buy ")]
        if buys:
            tiles = self.v["progress_tiles"]

            def worth(a: str) -> float:
                t = tiles[a.split()[1]]
                effect = t["effect"]
                later = self.years_left + 0.5
                bonus = {"steps": 0.5 * later, "safe-trade": 0.3 * later}.get(
                    effect.split(":")[0], 0.0)
                if effect in TRACKS or effect in ("ritual", "military", "masks"):
                    track = {"masks": "mask"}.get(effect, effect)
                    bonus = 0.6 * later * self.need.get(track, 0.5)
                if effect in ("harvest", "hunt", "fish", "tan"):
                    bonus = 0.5 * later * econ
                return t["points"] * econ + bonus - 0.35 * len(t["cost"]) * econ

            best = max(buys, key=lambda a: (worth(a), a))
            if worth(best) > 0:
                return best
        barters = [a for a in legal if a.startswith("barter ")]
        for a in barters:
            _, give, get = a.split()
            if get in SELLABLE and goods[get] == 0 and (goods[give] >= 3 or give == "beavers"):
                return a
        if "sell" in legal:
            kinds = sum(1 for g in SELLABLE if goods[g])
            if kinds >= 2 or self.years_left == 0:
                return "sell"
        return end if end in legal else legal[0]

    # -- masks -------------------------------------------------------------------------------
    def _masks(self, legal: list[str], rng: random.Random, end: str = "done") -> str:
        hand = list(self.me.get("mask_cards", []))
        ceremonies = [a for a in legal if a.startswith("ceremony ")]
        values = {a: self._hand_value(a.split()[1:]) for a in ceremonies}
        takes = [a for a in legal if a.startswith("mask ")]
        if takes:
            def gain(a: str) -> float:
                kind = a.split()[1]
                if kind == "deck":
                    return 0.4
                if kind == "wild":
                    return 2.0
                return 0.5 + Counter(hand)[kind]
            return max(takes, key=lambda a: (gain(a), a))
        if values:
            best = max(values, key=lambda a: (values[a], -len(a), a))
            if values[best] >= self.k["ceremony_min"] or self.years_left <= 1 \
                    or len(hand) >= self.c.rules["mask_hand"] - 1:
                return best
        return end if end in legal else legal[0]

    def _hand_value(self, cards: list[str]) -> int:
        hands = self.v["masks"]["hands"]
        wild = cards.count("wild")
        plain = Counter(c for c in cards if c != "wild")
        options = [plain]
        if wild:
            options = []
            for kind in self.c.mask_kinds:
                trial = plain.copy()
                trial[kind] += wild
                options.append(trial)
        names = {(2,): "pair", (2, 2): "two-pairs", (3,): "three", (3, 2): "full-house",
                 (4,): "four", (1, 1, 1, 1, 1): "five-kinds", (5,): "five"}
        best = 0
        for counts in options:
            name = names.get(tuple(sorted(counts.values(), reverse=True)))
            if name:
                best = max(best, hands[name])
        return best


# -- why: the valuation behind a choice, for /game hint (bot/ai/hints.py) ----------------------


def wendake_reason(game: Game, seat: str, action: str) -> Why | None:
    """Why :func:`wendake_policy` plays ``action``, from the same valuation of the seat's view:
    what it is worth on the tracks that are the lower of their pairs."""
    view = game.view(seat)
    me = _Seat(view, seat, KNOBS)
    verb, *args = action.split()
    step = view["step"]
    lagging = min(TRACKS, key=lambda t: (-me.need.get(t, 0), me.me["tracks"].get(t, 0)))
    values: dict[str, str | int | float] = {"track": lagging}
    if verb == "pick":
        board = {e["pos"]: e for e in me.me["board"]}
        worth = me.tile_value(board[args[0]])
        values["points"] = points(worth)
        return Why("wendake.pick" if worth > 0.05 else "wendake.pick_line", values)
    if verb in ("move", "attack"):
        return Why("wendake.step", {**values, "points": points(me._step_value(action))})
    if verb == "upgrade":
        tiles = view["tiles"]
        board = {e["pos"]: e for e in me.me["board"]}
        new = sum(me.action_value(x) for x in tiles[args[1]]["actions"])
        old = sum(me.action_value(x) for x in tiles[board[args[0]]["tile"]]["actions"])
        return Why("wendake.upgrade", {**values, "points": points(new - old)})
    if verb == "ceremony":
        return Why("wendake.ceremony", {**values, "points": me._hand_value(args)})
    if step["name"] == "tile" and verb not in ("skip", "transfer", "fire", "done") \
            and step.get("actions"):
        spec = step["actions"][step["next"]]
        return Why("wendake.tile", {**values, "points": points(me.action_value(spec))})
    return Why(f"wendake.{verb}", values) if verb in _EXPLAINED else None


# Verbs whose reason is their own template (data/hints.toml "wendake.<verb>"), the rest above.
_EXPLAINED = ("turn-order", "use", "transfer", "skip", "fire", "done", "buy", "barter", "sell",
              "mask", "keep", "tribe")
