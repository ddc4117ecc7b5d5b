"""Wendake, Campfire's edition: the map chapter exactly, inside a whole game built from the outline.

The rule text Campfire holds is the map chapter (``shared/rules/wendake-map.txt``); every
sentence of it holds here. The rest of the game is the frame publicly known
(``shared/rules/wendake-outline.md``: 7 years, 3×3 action boards with lines of picks, the
Sacred Fire, Restore, four tracks paired at random, lower-of-each-pair scoring, tribe cards,
map halves by player count, solo on the 2-player map) filled in with Campfire's own house
data in ``data/wendake.toml`` (tiles, progress tiles, masks, turtles, tribes, maps, ghost),
loaded and checked by :mod:`bot.rules.wendake_data`. This is **Campfire's edition**, not the
publisher's rulebook.

Action notation
===============
Board positions are ``a1`` .. ``c3``: row ``a`` (top, the newest) to ``c`` (bottom, leaves at
Restore), column 1 to 3; the Sacred Fire starts on ``b2``. Territories are ``t1`` .. ``t17``
and Homes ``h1`` .. ``h4`` (the Home of seat 1 .. 4); a Productive Area is its territory and
a letter, fields first (``t3a``, ``t3b``). Your Warriors are ``W1`` .. ``W7`` (the Mohawk also
``WB``, the black Warrior); another player's Warrior is prefixed by its seat number (``2W5``;
in a solo game ``2`` is the ghost). Seats are only ever named by number.

On your turn (one marker a turn, four a year)

=================================  ======================================================
``pick b2``                        put a marker on a tile of your board (the first anywhere,
                                   the second and third in one row, column or diagonal with
                                   the earlier picks), then use its actions in order
``turn-order``                     put your marker on the first free turn-order space
``transfer t7b``                   (before or after any action) your Outpost in t7b goes
                                   Home; a Woman or Hunter from Home replaces it
``transfer t7b empty``             ... and the area is left empty
``use moccasins``                  (before or after any action) a progress tile's Move
=================================  ======================================================

The actions of a picked tile, in printed order (``skip`` leaves the next one out)

=================================  ======================================================
``harvest`` ``hunt`` ``fish``      produce (no choices)
``canoe`` ``tan`` ``ritual``       build a canoe, tan beavers, heal and score the Ritual
``military``                       score Military majorities (and draw a turtle)
``fire c3``                        the Sacred Fire: use tile c3's actions; c3 is kept
``move W3 t7``                     one step: W3 goes into t7 as a Guard
``move W3 t7b``                    one step: W3 goes into t7 as an Outpost in area t7b,
                                   or turns from a Guard in t7 into that Outpost
``move W3 t3 t7 t7b``              several steps of one Warrior along a path
``attack W3 2W5``                  one step: W3 (moving in if needed) fights seat 2's Guard
``attack W3 t7b``                  one step: W3 fights the Native in area t7b
``barter fish corn``               trade: 2 fish for 1 corn (risk of Smallpox)
``buy moccasins``                  trade: buy a progress tile
``sell`` / ``sell corn fish``      trade: one good of each kind held (or of the kinds named)
                                   for 1 Economic point each
``mask bear`` / ``mask deck``      masks: take a face-up mask card, or the deck's top card
``ceremony bear bear wolf wolf``   masks: show a hand (ends the Mask action)
``done``                           end the current Move, Trade or Mask action; at the end
                                   of your turn, end it
=================================  ======================================================

Other decisions: ``tribe cayuga`` (draft, in reverse turn order), ``upgrade c1 scouts`` or
``keep`` (Restore, in the new turn order).

Steps join into one atomic action with ``;``: ``pick a2; move W1 t3; move W1 t3a; done``.

``legal_actions`` lists every action of the current step in one canonical spelling: every
Warrior that can step, every Guard that can be fought, every choice of kinds to sell (``sell``
itself for all of them). Other spellings of a listed action are accepted too (capitals, the
cards of a ceremony or the kinds of a sale in any order, ``sell`` naming every kind held), and
so are compounds: a path ``move W3 t3 t7`` is its single steps, ``a; b`` its parts. A step
lists at most a few hundred actions (eight Warriors, each with at most 14 places and the
opponents' Guards in reach), so no decision needs splitting. A decision with one choice is
no decision: the engine plays it (a last marker that can only claim turn order, a Move, Trade
or Mask action with nothing left to do), and a compound may still name it.

Readings of the map chapter (each is tested in tests/test_wendake_map.py)
=========================================================================
* A Home's field and forest hold any number of Women and Hunters; each area produces one,
  however many it holds ("they still produce one each"). Warriors at Home are Guards there.
  Outposts are laid only outside Homes; Homes are never fought in.
* A step into a territory with an empty area may lay the Warrior there at once as an
  Outpost ("directly an Outpost"), whatever Guards stand there.
* Attacking from the next territory moves the Warrior in; it is one step in all.
* The Tuscarora Hunter and its attacker are both injured (the area is left empty).
* Transfers happen before or after an action, never inside one: so the same Warrior cannot
  be moved, transferred and moved again within one action, and a compound action that tries
  is refused whole. A Move from a progress tile is an action of its own.
* After the last action of a turn, transfers are a step of their own (``end``) only while
  they are a decision: you hold an Outpost and an opponent may move before your next turn,
  whose first step offers the same transfers. After ``turn-order`` (which changes nothing a
  transfer depends on: they were open just before it), in a solo game (the ghost never
  fights), before a turn of your own and at the end of the game, the turn ends by itself.
* Smallpox: "Women and Hunters on the map never go back Home except through Smallpox", and
  the chapter keeps Home apart from the Long House ("the Cayuga's Women and the Mohawk black
  Warrior go Home instead of to the Long House"). So a Woman or Hunter that Smallpox takes
  off the map goes back Home, healthy, and its area is left empty; only when none is on the
  map does Smallpox make one at Home ill (to the Long House, Campfire's edition). (An
  earlier reading sent the one from the map to the Long House, injured.)

Campfire's edition where the outline is silent (numbers: ``[rules]`` in data/wendake.toml)
=======================================================================================
* Sacred Fire: never flips; its action uses the face-up actions of another tile of your board
  not picked this year, and that tile does not flip at Restore.
* Restore: picked tiles flip to their Ritual side; the bottom row leaves, the grid slides
  down; in the new turn order each player may swap one leaving tile (not the Fire) for an
  advanced tile of the display (players + 1 tiles, level 1 until year 3, level 2 after); the
  three leaving tiles come back shuffled into the top row on their action side. The mask
  display is replaced; each progress row loses its leftmost tile and is refilled.
* Picks: three tiles in one line and one turn-order marker a year, in any order (the last
  marker goes on the track if it is still free); turn-order spaces 2-4 give a good
  (``turn_bonus``). Every action of a tile is a step of its own, so any may be skipped.
* Ritual: heal up to ``ritual_heal`` injured Natives (Long House to Home, Warriors first),
  then 1 Ritual point per ``ritual_per`` healthy Natives at Home, at most ``ritual_most``.
* Military: ``majority_points`` per territory where you have the most Guards (times its
  multiplier tile); each of those with a flag gives ``flag_bonus`` to the lower track of the
  pair its flag stands beside (English: the first pair, French: the second); then draw a
  turtle and score every turtle you hold, each at most ``turtle_most`` (a turtle's flags and
  water count territories where you have the most Natives).
* Trade: up to ``barters`` barters (2 of a good for 1 of another), one progress tile bought,
  one sale of one good of each kind (1 Economic point a kind). The first barter of a Trade
  brings Smallpox 1 time in ``smallpox_in``: one of your Women or Hunters on the map (at
  random) goes back Home (see the map chapter's readings); with none on the map, one at Home
  falls ill and goes to the Long House.
* Masks: take up to ``mask_takes`` cards (face up or the deck's top), hand of at most
  ``mask_hand``; showing a hand of 2 to 5 cards ends the action and scores by ``hands`` (the
  one wild card stands for any kind). Hands are private (the seat's own view, ``/wendake
  hand``); the display is public. A card taken from the deck is told to its taker alone
  (``Game.told``); the log says only that a card was taken.
* Score: lower track of the first pair plus lower track of the second; ties: the sum of all
  four tracks, then shared.
* Solo (the 2-player map, the ghost in h2 as seat 2): each year a Ghost Player card may claim
  turn-order space 1, sends Guards out and scores on named tracks; the ghost's score is the
  lower of each pair too, and ``view()["beat_ghost"]`` says whether you beat it (a tie on
  totals broken by the sum of the four tracks; still tied is not beating it). Beating the
  ghost is the solo game's win: ``winners()`` is the player when they beat it and nobody
  (``[]``) when they do not, so a lost solo game is recorded as a loss.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cache
from itertools import combinations
from typing import Any

from bot.l10n import Msg

from .base import Game, IllegalAction, quoted
from .dispatch import step_entry
from .wendake_data import (
    GOODS,
    SELLABLE,
    TRACKS,
    Components,
    GameMap,
    components,
    territory_order,
)
from .wendake_view import WendakeView

YEARS = 7
MARKERS = 4
PICKS = 3
POSITIONS = [f"{r}{c}" for r in "abc" for c in "123"]
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
CENTRE = 4
LEAVING = (6, 7, 8)                  # the bottom row, which leaves at Restore
WARRIORS = [f"W{k}" for k in range(1, 8)]
BLACK = "WB"
START_HOME = 5              # of each kind, at Home
START_LONGHOUSE = 2         # of each kind, injured in the Long House
LONGHOUSE = "lh"
SCORE_CATEGORIES = (*TRACKS, "lower-1", "lower-2", "total")
VERBS = {"pick", "turn-order", "transfer", "use", "harvest", "hunt", "fish", "canoe", "tan",
         "ritual", "military", "fire", "move", "attack", "barter", "buy", "sell", "mask",
         "ceremony", "done", "skip", "tribe", "upgrade", "keep"}
AUTOMATIC = ("harvest", "hunt", "fish", "canoe", "tan", "ritual", "military")
IN_ACTION = ("move", "trade", "masks")   # steps inside an action, where no transfer happens
TARGET = re.compile(r"([0-9])(w[0-9b])")
WARRIOR = re.compile(r"w([1-7]|b)")


# words of sentences, as messages of data/locales/<lang>/wendake.ftl (chosen by data: Msg.named)

def _goods(n: int, good: str) -> Msg:
    """``n`` of a good in a sentence ("1 bean", "2 beans", "1 corn"): the catalog's
    ``wendake-goods-<good>`` chooses the plural form per language."""
    return Msg.named("wendake-goods", good, n=n)


def _track(track: str) -> Msg:
    """A track's name ("Economic", "Mask") as sentences say it."""
    return Msg.named("wendake-track", track)


def _mask(kind: str) -> Msg:
    """A mask card's kind (``bear``), named in the reader's language. The house names of the
    components (masks, tiles, progress tiles, ghost cards) are translated once, by data id, in
    wendake-pictures.ftl (the pictures draw them too), which the title's bundle holds."""
    return Msg.named("wendake-pic-mask", kind)


def _tile(tile_id: str) -> Msg:
    """An action tile's name (``harvest-feast``), in the reader's language."""
    return Msg.named("wendake-pic-tile", tile_id)


def _progress(progress_id: str) -> Msg:
    """A progress tile's name, in the reader's language."""
    return Msg.named("wendake-pic-progress", progress_id)


def _native(kind: str) -> Msg:
    """A kind of Native ("Woman", "Hunter") as sentences say it, with its gender."""
    return Msg.named("wendake-native", kind)


def _good(good: str) -> Msg:
    """A good's name as a list of goods or a refusal names it ("beans", "fish")."""
    return Msg.named("wendake-good", good)


def _action(action: str) -> Msg:
    """A tile's action in words (``move:3`` -> "Move 3"), from the catalog's
    ``wendake-action-<verb>`` (counted verbs take ``n``)."""
    verb, _, n = action.partition(":")
    return Msg.named("wendake-action", verb, n=int(n)) if n else Msg.named("wendake-action", verb)


class WendakeGame(Game):
    """Wendake over a JSON state; see the module docstring for the notation and readings."""

    title, display_name, min_seats, max_seats = "wendake", "Wendake", 1, 4
    view_type = WendakeView

    # ======================================================================================
    # creation
    # ======================================================================================
    @classmethod
    def _new(cls, title: str, seats: list[str], seed: int, options: dict | None) -> WendakeGame:
        options = dict(options or {})
        tribes = options.pop("tribes", "generic")
        if options:
            raise IllegalAction(Msg("wendake-unknown-option", option=sorted(options)[0]), rule="setup")
        if tribes not in ("generic", "draft"):
            raise IllegalAction(Msg("wendake-tribes-option"), rule="setup")
        state: dict[str, Any] = {
            "title": title, "seed": seed, "rng": 0, "options": {"tribes": tribes},
            "seats": seats, "solo": len(seats) == 1, "map": max(2, len(seats)),
            "year": 1, "order": [], "turn": 0, "step": {"name": "setup"}, "resume": None,
            "claims": [], "pairs": [], "multipliers": {}, "areas": {},
            "masks": {}, "progress": {}, "advanced": {}, "turtles": [], "players": [],
            "ghost": None, "draft": None, "swap": None, "over": False, "last": None,
        }
        game = cls(state)
        game._setup()
        return game

    @property
    def comps(self) -> Components:
        return components()

    @property
    def gmap(self) -> GameMap:
        return self.comps.maps[self.state["map"]]

    @property
    def _info(self) -> dict[str, tuple[str, str, str | None]]:
        """area id -> (territory, field/forest, crop), for the map in play (cached)."""
        return _area_info(self.state["map"])

    def _areas_of(self, tid: str) -> tuple[str, ...]:
        """The Productive Areas of a territory outside the Homes, in letter order."""
        return _areas_by_territory(self.state["map"]).get(tid, ())

    def _setup(self) -> None:
        s, c, rules = self.state, self.comps, self.comps.rules
        n = len(s["seats"])
        rng = self._rng()
        s["order"] = list(range(n))
        rng.shuffle(s["order"])
        tracks = list(TRACKS)
        rng.shuffle(tracks)
        s["pairs"] = [tracks[:2], tracks[2:]]
        plain = [t for t in sorted(self.gmap.territories, key=territory_order)
                 if self.gmap.territories[t].home is None]
        for tid in sorted(rng.sample(plain, min(c.multipliers, s["map"])), key=territory_order):
            s["multipliers"][tid] = c.multiplier_factor
        s["areas"] = {aid: None for aid in self._info}
        deck = c.mask_deck()
        rng.shuffle(deck)
        s["masks"] = {"deck": deck, "display": [], "discard": []}
        self._refill_masks()
        for level in (1, 2, 3):
            stack = c.progress_stack(level)
            rng.shuffle(stack)
            size = s["map"] + rules["progress_row"]
            s["progress"][str(level)] = {"row": stack[:size], "stack": stack[size:]}
        for level in (1, 2):
            stack = c.advanced(level)
            rng.shuffle(stack)
            s["advanced"][str(level)] = stack
        s["turtles"] = c.turtle_stack()
        rng.shuffle(s["turtles"])
        for i in range(n):
            tiles = [t for t in c.starting_tiles() if t != "fire"]
            rng.shuffle(tiles)
            tiles.insert(CENTRE, "fire")
            s["players"].append({
                "tribe": None,
                "board": [{"tile": t, "back": False} for t in tiles],
                "picks": [], "kept": None, "claimed": None, "markers": MARKERS,
                "warriors": self._starting_warriors(f"h{i + 1}"),
                "home": {"woman": START_HOME, "hunter": START_HOME},
                "longhouse": {"woman": START_LONGHOUSE, "hunter": START_LONGHOUSE},
                "goods": {g: 0 for g in GOODS}, "canoes": rules["canoes_start"],
                "tracks": {t: 0 for t in TRACKS}, "hand": [], "progress": [], "used": [],
                "turtles": [],
            })
        if s["solo"]:
            ghosts = sorted(c.ghosts)
            rng.shuffle(ghosts)
            s["ghost"] = {"warriors": self._starting_warriors("h2"),
                          "tracks": {t: 0 for t in TRACKS}, "deck": ghosts, "discard": [],
                          "card": None}
        (first_a, first_b), (second_a, second_b) = s["pairs"]
        self._log(Msg("wendake-begins", a=_track(first_a), b=_track(first_b), c=_track(second_a),
                      d=_track(second_b), seat=self._who(s["order"][0])))
        if s["options"]["tribes"] == "draft":
            offer = sorted(c.tribes)
            rng.shuffle(offer)
            s["draft"] = {"offer": sorted(offer[:n + 1]), "queue": list(reversed(s["order"]))}
            s["step"] = {"name": "draft", "who": s["draft"]["queue"][0]}
        else:
            for i in range(n):
                self._take_tribe(i, c.generic.id)
            self._begin_year()

    @staticmethod
    def _starting_warriors(home: str) -> dict[str, str]:
        return {w: (home if k < START_HOME else LONGHOUSE) for k, w in enumerate(WARRIORS)}

    def _take_tribe(self, i: int, tribe_id: str) -> None:
        p = self.state["players"][i]
        tribe = self.comps.tribe(tribe_id)
        p["tribe"] = tribe.id
        for g, k in tribe.goods.items():
            p["goods"][g] += k
        if tribe.power == "mohawk":
            p["warriors"][BLACK] = self._home(i)

    # ======================================================================================
    # contract
    # ======================================================================================
    def awaiting(self) -> list[str]:
        s = self.state
        if s["over"]:
            return []
        who = s["step"].get("who")
        return [] if who is None else [s["seats"][who]]

    def legal_actions(self, seat: str) -> list[str]:
        if seat not in self.awaiting():
            return []
        step = self.state["step"]
        return step_entry(self._LEGAL_BY_STEP, step["name"], self.display_name, "legal actions")(self, step["who"])

    def private_choices(self, seat: str) -> bool:
        """Only while the seat decides a Mask action holding two cards or more: its
        ceremony buttons are the hands its mask cards can make, so they show the cards.

        Mask hands are the one secret a seat holds (the mask deck, the progress, advanced,
        turtle and Ghost stacks are hidden from everyone and no choice reads their order).
        Taking a mask (a face-up kind, or the deck's top while the deck or its discard pile
        has cards) depends on counts everyone sees; a ceremony needs two cards at least, so
        with one card or none the choices are public too. Picks, turn order, moves, attacks,
        trades, transfers, the Sacred Fire, Restore's swaps and the tribe draft never look at
        a hand. The answer itself reads only what everyone sees (the step, the hand's size),
        so the My choices button betrays nothing either (tests/test_public_hidden.py)."""
        s = self.state
        if seat not in self.awaiting():
            return False
        step = s["step"]
        masks = step["name"] == "masks" or (step["name"] == "tile" and self._next_action(step)[0] == "masks")
        return masks and len(s["players"][step["who"]]["hand"]) >= 2

    def scores(self) -> dict[str, dict[str, int]]:
        s = self.state
        return {seat: self._pad(s["players"][i]["tracks"]) for i, seat in enumerate(s["seats"])}

    def _pad(self, tracks: dict[str, int]) -> dict[str, int]:
        pad = {t: tracks[t] for t in TRACKS}
        pad["lower-1"] = min(tracks[t] for t in self.state["pairs"][0])
        pad["lower-2"] = min(tracks[t] for t in self.state["pairs"][1])
        pad["total"] = pad["lower-1"] + pad["lower-2"]
        return pad

    def ghost_score(self) -> dict[str, int] | None:
        """The solo ghost's score pad (None outside solo games)."""
        g = self.state["ghost"]
        return None if g is None else self._pad(g["tracks"])

    def winners(self) -> list[str]:
        s = self.state
        if not s["over"]:
            return []
        if s["solo"]:                # the solo player wins by beating the ghost, else nobody does
            return list(s["seats"]) if self._beats_ghost() else []
        return self.ranked()

    def standings(self) -> dict[str, tuple[int, ...]]:
        return {seat: self._rank(pad) for seat, pad in self.scores().items()}

    def tie_breaks(self) -> tuple[str, ...]:
        return ("the higher sum of all four tracks",)

    @staticmethod
    def _rank(pad: dict[str, int]) -> tuple[int, int]:
        """The total, then the tie-break: the sum of all four tracks."""
        return (pad["total"], sum(pad[t] for t in TRACKS))

    def _beats_ghost(self) -> bool:
        """Solo: the player's total beats the ghost's (a tie broken the same way; still tied
        is not beating it)."""
        s = self.state
        return self._rank(self.scores()[s["seats"][0]]) > self._rank(self.ghost_score())

    # ======================================================================================
    # playing
    # ======================================================================================
    def _play_step(self, seat: str, action: str) -> list[str]:
        self._events = []
        self._dispatch(action)
        self.state["last"] = {"seat": seat, "action": action}
        self._settle()
        return self._events

    def _settle(self) -> None:
        """Play every decision that leaves no choice (a last marker that can only go on the
        turn-order track, a Move with no Warrior able to step): no step without a decision
        (issue 17). A compound may still restate such a step (Game._automated)."""
        while not self.state["over"] and self.awaiting():
            seat = self.awaiting()[0]
            legal = self.legal_actions(seat)
            if len(legal) != 1:
                return
            self._automated(seat, legal[0])
            self._dispatch(legal[0])

    def _dispatch(self, action: str) -> None:
        """Apply one step for the awaited seat (the caller checked whose turn it is)."""
        text = action.lower()
        verb, *args = text.split(" ")
        step = self.state["step"]
        if verb not in VERBS:
            raise IllegalAction(Msg("wendake-not-an-action", verb=quoted(verb)), rule="notation")
        i = step["who"]
        if step["name"] == "tile" and verb in AUTOMATIC:
            self._tile_automatic(i, verb, args)
        else:
            handler = self._PLAY_BY_STEP.get((step["name"], verb))
            if handler is None:
                if verb == "transfer" and step["name"] in IN_ACTION:
                    raise IllegalAction(Msg("wendake-transfer-mid-action"), rule="transfer")
                raise IllegalAction(self._unexpected(verb, step),
                                    rule="tile-actions" if step["name"] == "tile" else "turn")
            handler(self, i, args)

    def _unexpected(self, verb: str, step: dict) -> Msg:
        """The refusal of a verb the current step has no handler for, saying what it does take
        (the caller names the rule: the tile's order, or whose decision and which)."""
        name = step["name"]
        if name == "tile":
            nxt = step["actions"][step["k"]].split(":")[0]
            return Msg("wendake-not-now-tile", verb=verb, next=nxt)
        return Msg("wendake-not-now", verb=verb, hint=Msg.named("wendake-hint", name))

    # -- arguments -------------------------------------------------------------------------
    @staticmethod
    def _args(args: list[str], least: int, most: int, form: str) -> None:
        if not least <= len(args) <= most:
            raise IllegalAction(Msg("wendake-write-it-as", form=form), rule="notation")

    # ======================================================================================
    # draft
    # ======================================================================================
    def _legal_draft(self, i: int) -> list[str]:
        return [f"tribe {t}" for t in self.state["draft"]["offer"]]

    def _draft_tribe(self, i: int, args: list[str]) -> None:
        self._args(args, 1, 1, "tribe <name>")
        d = self.state["draft"]
        if args[0] not in d["offer"]:
            raise IllegalAction(Msg("wendake-tribe-not-offered", tribe=quoted(args[0]), offer=d["offer"]),
                                rule="tribes")
        d["offer"].remove(args[0])
        d["queue"].pop(0)
        self._take_tribe(i, args[0])
        self._log(Msg("wendake-leads", seat=self._who(i), tribe=self.comps.tribe(args[0]).name))
        if d["queue"]:
            self.state["step"] = {"name": "draft", "who": d["queue"][0]}
        else:
            self._begin_year()

    # ======================================================================================
    # the year: markers, one per turn
    # ======================================================================================
    def _begin_year(self) -> None:
        s = self.state
        for p in s["players"]:
            p.update(picks=[], kept=None, claimed=None, markers=MARKERS, used=[])
        s["claims"] = []
        self._log(Msg("wendake-year-begins", year=s["year"], years=YEARS))
        if s["solo"]:
            self._ghost_year()
        s["turn"] = 0
        s["step"] = {"name": "place", "who": s["order"][0]}

    def _legal_place(self, i: int) -> list[str]:
        p = self.state["players"][i]
        acts = []
        if len(p["picks"]) < PICKS and not (p["markers"] == 1 and p["claimed"] is None):
            acts += [f"pick {POSITIONS[k]}" for k in self._pickable(i)]
        if p["claimed"] is None:
            acts.append("turn-order")
        return acts + self._between_actions(i)

    def _between_actions(self, i: int) -> list[str]:
        """What may be done before or after any action: transfers and progress Moves."""
        p = self.state["players"][i]
        acts = []
        for aid, _occ in self._outposts(i):
            _, kind, _ = self._info[aid]
            native = "woman" if kind == "field" else "hunter"
            if p["home"][native]:
                acts.append(f"transfer {aid}")
            acts.append(f"transfer {aid} empty")
        moves = [pid for pid in sorted(set(p["progress"]))
                 if self.comps.progress[pid].effect.startswith("steps:") and pid not in p["used"]]
        if moves and self._move_options(i):     # a Move with no step to take is no decision
            acts += [f"use {pid}" for pid in moves]
        return acts

    def _pickable(self, i: int) -> list[int]:
        picks = self.state["players"][i]["picks"]
        return [k for k in range(9) if k not in picks
                and any(set(picks) | {k} <= set(line) for line in LINES)]

    def _place_pick(self, i: int, args: list[str]) -> None:
        self._args(args, 1, 1, "pick <position>, e.g. pick b2")
        pos = args[0]
        if pos not in POSITIONS:
            raise IllegalAction(Msg("wendake-not-a-position", pos=quoted(pos)), rule="action-board")
        p = self.state["players"][i]
        k = POSITIONS.index(pos)
        if len(p["picks"]) >= PICKS:
            raise IllegalAction(Msg("wendake-markers-placed"), rule="markers")
        if k in p["picks"]:
            raise IllegalAction(Msg("wendake-already-picked", pos=pos), rule="picks")
        if p["markers"] == 1 and p["claimed"] is None:
            raise IllegalAction(Msg("wendake-last-marker"), rule="markers")
        if k not in self._pickable(i):
            raise IllegalAction(Msg("wendake-not-in-line", pos=pos, picks=[POSITIONS[x] for x in p["picks"]]),
                                rule="picks")
        p["picks"].append(k)
        p["markers"] -= 1
        tile = self.comps.tiles[p["board"][k]["tile"]]
        actions = list(tile.back if p["board"][k]["back"] else tile.actions)
        side = Msg("wendake-side-ritual") if p["board"][k]["back"] and tile.id != "fire" else Msg("wendake-side-front")
        self._log(Msg("wendake-picks", seat=self._who(i), pos=pos, tile=_tile(tile.id), side=side,
                      actions=[_action(a) for a in actions]))
        self.state["step"] = {"name": "tile", "who": i, "actions": actions, "k": 0}

    def _place_turn_order(self, i: int, args: list[str]) -> None:
        self._args(args, 0, 0, "turn-order (the marker goes on the first free space)")
        s = self.state
        p = s["players"][i]
        if p["claimed"] is not None:
            raise IllegalAction(Msg("wendake-turn-order-held"), rule="turn-order")
        space = len(s["claims"]) + 1
        s["claims"].append(i)
        p["claimed"] = space
        p["markers"] -= 1
        bonus = self.comps.rules["turn_bonus"][space - 1]
        if bonus:
            p["goods"][bonus] += 1
            self._log(Msg("wendake-takes-space-and", seat=self._who(i), space=space, good=_goods(1, bonus)))
        else:
            self._log(Msg("wendake-takes-space", seat=self._who(i), space=space))
        self._next_turn()           # the transfers were open just before: nothing new to decide

    def _place_transfer(self, i: int, args: list[str]) -> None:
        self._transfer(i, args)

    def _place_use(self, i: int, args: list[str]) -> None:
        self._use(i, args)

    # -- between actions ---------------------------------------------------------------------
    def _transfer(self, i: int, args: list[str]) -> None:
        self._args(args, 1, 2, "transfer <area> [empty]")
        aid = args[0]
        info = self._info
        if len(args) == 2 and args[1] != "empty":
            raise IllegalAction(Msg("wendake-write-transfer"), rule="notation")
        if aid not in info:
            if aid in self.gmap.territories and self.gmap.territories[aid].home:
                raise IllegalAction(Msg("wendake-already-home"), rule="transfer")
            raise IllegalAction(Msg("wendake-not-an-area", area=quoted(aid)), rule="transfer")
        occ = self.state["areas"][aid]
        if occ is None or occ["owner"] != i:
            raise IllegalAction(Msg("wendake-no-outpost", area=aid), rule="transfer")
        if occ["kind"] != "warrior":
            raise IllegalAction(Msg("wendake-never-home"), rule="transfer")
        p = self.state["players"][i]
        p["warriors"][occ["warrior"]] = self._home(i)
        native = "woman" if info[aid][1] == "field" else "hunter"
        if len(args) == 2:
            self.state["areas"][aid] = None
            self._log(Msg("wendake-transfers-empty", seat=self._who(i), warrior=occ["warrior"], area=aid))
            return
        if not p["home"][native]:
            raise IllegalAction(Msg("wendake-none-to-replace", native=_native(native), area=aid), rule="transfer")
        p["home"][native] -= 1
        self.state["areas"][aid] = {"owner": i, "kind": native, "warrior": None}
        self._log(Msg("wendake-transfers", seat=self._who(i), warrior=occ["warrior"], area=aid,
                      native=_native(native)))

    def _use(self, i: int, args: list[str]) -> None:
        self._args(args, 1, 1, "use <progress tile>")
        p = self.state["players"][i]
        pid = args[0]
        if pid not in p["progress"]:
            raise IllegalAction(Msg("wendake-no-progress", progress=quoted(pid)), rule="progress")
        effect = self.comps.progress[pid].effect
        if not effect.startswith("steps:"):
            raise IllegalAction(Msg("wendake-works-by-itself", progress=_progress(pid)),
                                rule="progress")
        if pid in p["used"]:
            raise IllegalAction(Msg("wendake-used-this-year", progress=_progress(pid)), rule="progress")
        if not self._move_options(i):
            raise IllegalAction(Msg("wendake-no-warrior-can-step"), rule="move")
        p["used"].append(pid)
        steps = int(effect.split(":")[1]) + self._power_bonus(i, "steps")
        self._log(Msg("wendake-uses-progress", seat=self._who(i), progress=_progress(pid), n=steps))
        self.state["resume"] = self.state["step"]
        self.state["step"] = {"name": "move", "who": i, "left": steps}

    # -- the picked tile's actions -----------------------------------------------------------
    def _next_action(self, step: dict) -> tuple[str, int]:
        word, _, n = step["actions"][step["k"]].partition(":")
        return word, int(n) if n else 0

    def _legal_tile(self, i: int) -> list[str]:
        step = self.state["step"]
        word, n = self._next_action(step)
        if word in AUTOMATIC:
            acts = [word]
        elif word == "fire":
            p = self.state["players"][i]
            acts = [f"fire {POSITIONS[k]}" for k in range(9)
                    if k not in p["picks"] and p["board"][k]["tile"] != "fire"]
        elif word == "move":
            acts = self._move_options(i)
        elif word == "trade":
            acts = self._trade_options(i, {"barters": 0, "bought": False, "sold": False})
        else:
            acts = self._mask_options(i, 0)
        return acts + ["skip"] + self._between_actions(i)

    def _begin_action(self, i: int) -> tuple[str, int]:
        """Consume the tile's next action; an in-action step resumes this tile step after."""
        step = self.state["step"]
        word, n = self._next_action(step)
        step["k"] += 1
        return word, n

    def _tile_skip(self, i: int, args: list[str]) -> None:
        self._args(args, 0, 0, "skip")
        word, _ = self._begin_action(i)
        self._log(Msg("wendake-skips", seat=self._who(i), action=Msg.named("wendake-verb", word)))
        self._after_action(i)

    def _tile_transfer(self, i: int, args: list[str]) -> None:
        self._transfer(i, args)

    def _tile_use(self, i: int, args: list[str]) -> None:
        self._use(i, args)

    def _tile_automatic(self, i: int, verb: str, args: list[str]) -> None:
        """harvest, hunt, fish, canoe, tan, ritual, military: actions without choices."""
        self._args(args, 0, 0, verb)
        word, n = self._next_action(self.state["step"])
        if word != verb:
            raise IllegalAction(self._unexpected(verb, self.state["step"]), rule="tile-actions")
        self._begin_action(i)
        self._AUTOMATIC_DO[verb](self, i, n)
        self._after_action(i)

    def _tile_fire(self, i: int, args: list[str]) -> None:
        self._args(args, 1, 1, "fire <position>")
        step = self.state["step"]
        if self._next_action(step)[0] != "fire":
            raise IllegalAction(self._unexpected("fire", step), rule="tile-actions")
        pos = args[0]
        if pos not in POSITIONS:
            raise IllegalAction(Msg("wendake-not-a-position", pos=quoted(pos)), rule="action-board")
        p = self.state["players"][i]
        k = POSITIONS.index(pos)
        if p["board"][k]["tile"] == "fire":
            raise IllegalAction(Msg("wendake-fire-itself"), rule="sacred-fire")
        if k in p["picks"]:
            raise IllegalAction(Msg("wendake-fire-picked", pos=pos), rule="sacred-fire")
        self._begin_action(i)
        entry = p["board"][k]
        tile = self.comps.tiles[entry["tile"]]
        copied = list(tile.back if entry["back"] else tile.actions)
        step["actions"][step["k"]:step["k"]] = copied
        p["kept"] = k
        self._log(Msg("wendake-uses-fire", seat=self._who(i), pos=pos, tile=_tile(tile.id),
                      actions=[_action(a) for a in copied], kept=self.state["year"] < YEARS))

    def _tile_move(self, i: int, args: list[str]) -> None:
        self._start_in_action(i, "move")
        self._move_move(i, args)

    def _tile_attack(self, i: int, args: list[str]) -> None:
        self._start_in_action(i, "move")
        self._move_attack(i, args)

    def _tile_barter(self, i: int, args: list[str]) -> None:
        self._start_in_action(i, "trade")
        self._trade_barter(i, args)

    def _tile_buy(self, i: int, args: list[str]) -> None:
        self._start_in_action(i, "trade")
        self._trade_buy(i, args)

    def _tile_sell(self, i: int, args: list[str]) -> None:
        self._start_in_action(i, "trade")
        self._trade_sell(i, args)

    def _tile_mask(self, i: int, args: list[str]) -> None:
        self._start_in_action(i, "masks")
        self._masks_mask(i, args)

    def _tile_ceremony(self, i: int, args: list[str]) -> None:
        self._start_in_action(i, "masks")
        self._masks_ceremony(i, args)

    def _start_in_action(self, i: int, word: str) -> None:
        s = self.state
        step = s["step"]
        nxt, n = self._next_action(step)
        if nxt != word:
            raise IllegalAction(self._unexpected({"move": "move", "trade": "trade",
                                                  "masks": "mask"}[word], step), rule="tile-actions")
        self._begin_action(i)
        s["resume"] = step
        if word == "move":
            s["step"] = {"name": "move", "who": i, "left": n + self._power_bonus(i, "steps")}
        elif word == "trade":
            s["step"] = {"name": "trade", "who": i, "barters": 0, "bought": False, "sold": False}
        else:
            s["step"] = {"name": "masks", "who": i, "took": 0}

    def _end_in_action(self, i: int) -> None:
        s = self.state
        s["step"], s["resume"] = s["resume"], None
        self._after_action(i)

    def _after_action(self, i: int) -> None:
        step = self.state["step"]
        if step["name"] == "tile" and step["k"] >= len(step["actions"]):
            self._finish_turn(i)

    def _finish_turn(self, i: int) -> None:
        """After a tile's last action: the ``end`` step (transfer Outposts, or ``done``) only
        when it is a decision, i.e. the player has an Outpost and an opponent may act on the
        map before the player's next turn, whose ``place`` step offers the same transfers."""
        if self._outposts(i) and self._opponent_acts_before(i):
            self.state["step"] = {"name": "end", "who": i}
        else:
            self._next_turn()

    def _opponent_acts_before(self, i: int) -> bool:
        """Whether another player takes a turn before ``i``'s next one (the solo ghost only
        sends Guards out at the start of a year, and never fights)."""
        s = self.state
        if s["solo"]:
            return False
        others = [o for o in range(len(s["seats"])) if o != i]
        if any(s["players"][o]["markers"] for o in others):
            return True                           # they play before ``i`` comes round again
        if s["players"][i]["markers"] or s["year"] == YEARS:
            return False                          # ``i`` plays next, or the game ends
        first = next((o for o in s["claims"] if o < len(s["seats"])), i)
        return first != i                         # next year's first player

    def _legal_end(self, i: int) -> list[str]:
        return self._between_actions(i) + ["done"]

    def _end_transfer(self, i: int, args: list[str]) -> None:
        self._transfer(i, args)

    def _end_use(self, i: int, args: list[str]) -> None:
        self._use(i, args)

    def _end_done(self, i: int, args: list[str]) -> None:
        self._args(args, 0, 0, "done")
        self._next_turn()

    def _next_turn(self) -> None:
        s = self.state
        order = s["order"]
        for k in range(1, len(order) + 1):
            pos = (s["turn"] + k) % len(order)
            if s["players"][order[pos]]["markers"] > 0:
                s["turn"] = pos
                s["step"] = {"name": "place", "who": order[pos]}
                return
        self._end_year()

    # ======================================================================================
    # production and scoring actions
    # ======================================================================================
    def _power_bonus(self, i: int, what: str) -> int:
        """+1 per progress tile boosting ``what`` and +1 if the tribe's power is ``what``."""
        p = self.state["players"][i]
        tribe = self.comps.tribe(p["tribe"])
        bonus = int(tribe.power == what)
        return bonus + sum(self.comps.progress[x].effect == what for x in p["progress"])

    def _gain(self, i: int, good: str, n: int) -> None:
        self.state["players"][i]["goods"][good] += n

    def _do_harvest(self, i: int, _n: int) -> None:
        p = self.state["players"][i]
        got: Counter = Counter()
        info = self._info
        for aid, occ in self.state["areas"].items():
            if occ and occ["owner"] == i and occ["kind"] == "woman":
                got[info[aid][2]] += 1
        home_crop = self.gmap.territories[self._home(i)].fields[0]
        if p["home"]["woman"]:
            got[home_crop] += 1
        if got:
            got[home_crop] += self._power_bonus(i, "harvest")
        for crop, k in got.items():
            self._gain(i, crop, k)
        self._log(Msg("wendake-harvests", seat=self._who(i), goods=self._goods_list(got)))

    def _do_hunt(self, i: int, _n: int) -> None:
        p = self.state["players"][i]
        k = sum(1 for occ in self.state["areas"].values()
                if occ and occ["owner"] == i and occ["kind"] == "hunter")
        k += 1 if p["home"]["hunter"] else 0
        if k:
            k += self._power_bonus(i, "hunt")
        self._gain(i, "beavers", k)
        self._log(Msg("wendake-hunts", seat=self._who(i), n=k))

    def _do_tan(self, i: int, n: int) -> None:
        p = self.state["players"][i]
        k = min(p["goods"]["beavers"], n + self._power_bonus(i, "tan"))
        p["goods"]["beavers"] -= k
        p["goods"]["skins"] += k
        self._log(Msg("wendake-tans", seat=self._who(i), n=k) if k
                  else Msg("wendake-nothing-to-tan", seat=self._who(i)))

    def _do_fish(self, i: int, _n: int) -> None:
        p = self.state["players"][i]
        k = p["canoes"] + (self._power_bonus(i, "fish") if p["canoes"] else 0)
        self._gain(i, "fish", k)
        self._log(Msg("wendake-fishes", seat=self._who(i), n=k, canoes=p["canoes"]))

    def _do_canoe(self, i: int, _n: int) -> None:
        p = self.state["players"][i]
        if p["canoes"] < self.comps.rules["canoes_most"]:
            p["canoes"] += 1
            self._log(Msg("wendake-builds-canoe", seat=self._who(i), n=p["canoes"]))
        else:
            self._log(Msg("wendake-all-canoes", seat=self._who(i)))

    def _do_ritual(self, i: int, _n: int) -> None:
        rules = self.comps.rules
        healed = 0
        for _ in range(rules["ritual_heal"]):
            kind = self._heal_one(i)
            if kind is None:
                break
            healed += 1
        healthy = self._healthy_at_home(i)
        points = min(rules["ritual_most"], healthy // rules["ritual_per"])
        points += self._power_bonus(i, "ritual") if points else 0
        self._score(i, "ritual", points)
        self._log(Msg("wendake-ritual", seat=self._who(i), healed=healed, healthy=healthy, points=points))

    def _heal_one(self, i: int) -> str | None:
        """Bring one injured Native Home: Warriors first, then Women, then Hunters."""
        p = self.state["players"][i]
        for w in sorted(p["warriors"]):
            if p["warriors"][w] == LONGHOUSE:
                p["warriors"][w] = self._home(i)
                return "warrior"
        for kind in ("woman", "hunter"):
            if p["longhouse"][kind]:
                p["longhouse"][kind] -= 1
                p["home"][kind] += 1
                return kind
        return None

    def _healthy_at_home(self, i: int) -> int:
        p = self.state["players"][i]
        home = self._home(i)
        return (sum(1 for loc in p["warriors"].values() if loc == home)
                + p["home"]["woman"] + p["home"]["hunter"])

    def _score(self, who: int, track: str, points: int) -> int:
        """Advance ``who``'s marker (a player index, or the ghost) up to the track's end."""
        tracks = self._owner(who)["tracks"]
        before = tracks[track]
        tracks[track] = min(self.comps.rules["track_length"], before + points)
        return tracks[track] - before

    # -- military ---------------------------------------------------------------------------
    def _owners(self) -> list[int]:
        """Everyone with Natives on the map: the players and, solo, the ghost (index 1)."""
        n = len(self.state["seats"])
        return list(range(n)) + ([n] if self.state["solo"] else [])

    def _guards(self, tid: str) -> Counter:
        out: Counter = Counter()
        for o in self._owners():
            for loc in self._owner(o)["warriors"].values():
                if loc == tid:
                    out[o] += 1
        return out

    def _natives_in(self, tid: str) -> Counter:
        out = self._guards(tid)
        for aid in self._areas_of(tid):
            occ = self.state["areas"][aid]
            if occ:
                out[occ["owner"]] += 1
        return out

    @staticmethod
    def _most(counts: Counter, who: int) -> bool:
        mine = counts.get(who, 0)
        return mine > 0 and all(v < mine for o, v in counts.items() if o != who)

    def _majorities(self, i: int) -> tuple[int, list[str]]:
        s, rules = self.state, self.comps.rules
        points, flags = 0, []
        for tid, t in self.gmap.territories.items():
            if t.home is not None or not self._most(self._guards(tid), i):
                continue
            points += rules["majority_points"] * s["multipliers"].get(tid, 1)
            if t.flag:
                flags.append(t.flag)
        return points, flags

    def _held(self, i: int) -> list[str]:
        """Territories (not Homes) where ``i`` has the most Natives."""
        return [tid for tid, t in self.gmap.territories.items()
                if t.home is None and self._most(self._natives_in(tid), i)]

    def _turtle_points(self, i: int, turtle_id: str) -> int:
        per = self.comps.turtles[turtle_id].per
        info = self._info
        mine = [(aid, occ) for aid, occ in self.state["areas"].items() if occ and occ["owner"] == i]
        if per == "outpost-forest":
            return sum(occ["kind"] == "warrior" and info[aid][1] == "forest" for aid, occ in mine)
        if per == "woman-field":
            return sum(occ["kind"] == "woman" for _, occ in mine)
        if per == "hunter-forest":
            return sum(occ["kind"] == "hunter" for _, occ in mine)
        held = self._held(i)
        if per in ("english", "french"):
            return sum(self.gmap.territories[t].flag == per for t in held)
        wet = {t for pair in self.gmap.water for t in pair}
        return sum(t in wet for t in held)

    def _do_military(self, i: int, _n: int) -> None:
        s = self.state
        p = s["players"][i]
        points, flags = self._majorities(i)
        drawn = None
        if s["turtles"]:
            turtle = s["turtles"].pop(0)
            self._reveal()
            p["turtles"].append(turtle)
            drawn = self.comps.turtles[turtle].name
        most = self.comps.rules["turtle_most"]
        turtles = sum(min(most, self._turtle_points(i, t)) for t in p["turtles"])
        total = points + turtles + self._power_bonus(i, "military")
        self._score(i, "military", total)
        for flag in flags:
            pair = s["pairs"][0 if flag == "english" else 1]
            track = min(pair, key=lambda t: (p["tracks"][t], pair.index(t)))
            self._score(i, track, self.comps.rules["flag_bonus"])
            self._log(Msg.named("wendake-holds-flag", flag, seat=self._who(i), points=self.comps.rules["flag_bonus"],
                                track=_track(track)))
        self._log(Msg("wendake-military", seat=self._who(i), majorities=points, turtles=turtles, total=total)
                  if drawn is None else
                  Msg("wendake-military-draws", seat=self._who(i), majorities=points, turtles=turtles,
                      total=total, turtle=drawn))

    # ======================================================================================
    # moving and fighting (the map chapter)
    # ======================================================================================
    def _home(self, who: int) -> str:
        return f"h{who + 1}"

    def _owner(self, who: int) -> dict:
        s = self.state
        return s["ghost"] if who == len(s["seats"]) else s["players"][who]

    def _power(self, o: int) -> str:
        """The tribe power of a player ('' for the ghost, who has no tribe)."""
        if o >= len(self.state["seats"]):
            return ""
        return self.comps.tribe(self.state["players"][o]["tribe"]).power

    def _outposts(self, i: int) -> list[tuple[str, dict]]:
        areas = self.state["areas"]
        return [(aid, areas[aid]) for aid in self._info
                if areas[aid] and areas[aid]["owner"] == i and areas[aid]["kind"] == "warrior"]

    def _legal_move(self, i: int) -> list[str]:
        return self._move_options(i) + ["done"]

    def _movers(self, i: int) -> list[tuple[str, str]]:
        """Every Warrior that may take a step, (id, territory): not injured, not an Outpost.
        Two Warriors in one place are two choices (the notation names them), so both are
        listed (issue 17: one per place was listed while play accepted the others)."""
        return [(w, loc) for w, loc in sorted(self.state["players"][i]["warriors"].items())
                if loc != LONGHOUSE and loc in self.gmap.territories]

    def _move_options(self, i: int) -> list[str]:
        gm, s = self.gmap, self.state
        acts: list[str] = []
        for w, here in self._movers(i):
            for tid in [here, *gm.neighbours(here)]:
                t = gm.territories[tid]
                if t.home is not None and t.home != i + 1:
                    continue
                if tid != here:
                    acts.append(f"move {w} {tid}")
                if t.home is not None:
                    continue
                acts += [f"move {w} {aid}" for aid in self._areas_of(tid)
                         if s["areas"][aid] is None]
                acts += [f"attack {w} {target}" for target in self._targets(i, tid)]
        return acts

    def _targets(self, i: int, tid: str) -> list[str]:
        out = []
        for o in self._owners():
            if o == i:
                continue
            guards = sorted(w for w, loc in self._owner(o)["warriors"].items() if loc == tid)
            if guards:                          # every Guard, then (guards first) no area
                out += [f"{o + 1}{w}" for w in guards]
                continue
            for aid in self._areas_of(tid):
                occ = self.state["areas"][aid]
                if occ and occ["owner"] == o:
                    out.append(aid)
        return out

    def _warrior(self, i: int, token: str) -> tuple[str, str]:
        """(id, territory) of the seat's Warrior named by ``token``, if it may take a step."""
        m = WARRIOR.fullmatch(token)
        if not m:
            raise IllegalAction(Msg("wendake-not-a-warrior", token=quoted(token)), rule="notation")
        w = token.upper()
        p = self.state["players"][i]
        if w not in p["warriors"]:
            raise IllegalAction(Msg("wendake-black-warrior"), rule="tribes")
        loc = p["warriors"][w]
        if loc == LONGHOUSE:
            raise IllegalAction(Msg("wendake-injured", warrior=w), rule="long-house")
        if loc not in self.gmap.territories:
            raise IllegalAction(Msg("wendake-outpost-cannot-move", warrior=w, area=loc), rule="outposts")
        return w, loc

    def _step_to(self, i: int, here: str, there: str) -> None:
        """Refuse a step from ``here`` into ``there`` unless the map chapter allows it."""
        gm = self.gmap
        if there not in gm.territories:
            raise IllegalAction(Msg("wendake-not-a-territory", territory=quoted(there)), rule="map")
        t = gm.territories[there]
        if t.home is not None and t.home != i + 1:
            raise IllegalAction(Msg("wendake-closed-home", territory=there), rule="map")
        if there == here:
            return
        lake = gm.across_water(here, there)
        if lake:
            raise IllegalAction(Msg("wendake-across-water", here=here, there=there, water=lake), rule="move")
        if there not in gm.neighbours(here):
            raise IllegalAction(Msg("wendake-not-next-to", here=here, there=there), rule="move")

    def _spend_step(self) -> None:
        step = self.state["step"]
        step["left"] -= 1

    def _after_step(self, i: int) -> None:
        if self.state["step"]["left"] <= 0 or not self._move_options(i):
            self._end_in_action(i)

    def _move_done(self, i: int, args: list[str]) -> None:
        self._args(args, 0, 0, "done")
        left = self.state["step"]["left"]
        self._log(Msg("wendake-ends-move", seat=self._who(i), left=left))
        self._end_in_action(i)

    def _move_move(self, i: int, args: list[str]) -> None:
        if len(args) > 2:                         # a path: one step per place named
            for n, dest in enumerate(args[1:]):
                step = self.state["step"]
                if step["name"] != "move" or step["who"] != i:
                    raise IllegalAction(Msg("wendake-no-step-left", steps=" ".join(args[n + 1:])), rule="move")
                self._move_move(i, [args[0], dest])
            return
        self._args(args, 2, 2, "move <Warrior> <territory or area>")
        w, here = self._warrior(i, args[0])
        dest = args[1]
        info = self._info
        p = self.state["players"][i]
        if dest in info:
            tid = info[dest][0]
            self._step_to(i, here, tid)
            occ = self.state["areas"][dest]
            if occ is not None:
                raise IllegalAction(Msg("wendake-not-empty", area=dest), rule="outposts")
            self._spend_step()
            self.state["areas"][dest] = {"owner": i, "kind": "warrior", "warrior": w}
            p["warriors"][w] = dest
            self._log(Msg("wendake-guard-to-outpost", seat=self._who(i), warrior=w, area=dest) if tid == here else
                      Msg("wendake-steps-outpost", seat=self._who(i), warrior=w, here=here, area=dest))
        else:
            if re.fullmatch(r"h[0-9]+[a-z]", dest):
                raise IllegalAction(Msg("wendake-outposts-outside"), rule="outposts")
            self._step_to(i, here, dest)
            if dest == here:
                raise IllegalAction(Msg("wendake-already-there", warrior=w, territory=dest), rule="move")
            self._spend_step()
            p["warriors"][w] = dest
            self._log(Msg("wendake-steps-guard", seat=self._who(i), warrior=w, here=here, territory=dest))
        self._after_step(i)

    def _move_attack(self, i: int, args: list[str]) -> None:
        self._args(args, 2, 2, "attack <Warrior> <area or seat+Warrior>")
        w, here = self._warrior(i, args[0])
        target = args[1]
        info = self._info
        m = TARGET.fullmatch(target)
        if m:
            o = int(m.group(1)) - 1
            if o == i:
                raise IllegalAction(Msg("wendake-own-warriors"), rule="fight")
            if o not in self._owners():
                raise IllegalAction(Msg("wendake-no-seat", n=o + 1), rule="notation")
            tw = m.group(2).upper()
            loc = self._owner(o)["warriors"].get(tw)
            if loc is None or loc == LONGHOUSE:
                raise IllegalAction(Msg("wendake-no-such-warrior", n=o + 1, warrior=tw), rule="fight")
            if loc in info:
                raise IllegalAction(Msg("wendake-attack-its-area", warrior=f"{o + 1}{tw}", area=loc), rule="fight")
            if self.gmap.territories[loc].home is not None:
                raise IllegalAction(Msg("wendake-closed-home", territory=loc), rule="map")
            self._step_to(i, here, loc)
            self._spend_step()
            self._log(Msg("wendake-attacks-guard", seat=self._who(i), warrior=w, whose=self._whose(o), target=tw,
                          territory=loc))
            self._injure(o, "warrior", tw)
            self._injure(i, "warrior", w)
        else:
            if target not in info:
                raise IllegalAction(Msg("wendake-not-a-target", target=quoted(target)), rule="notation")
            tid = info[target][0]
            occ = self.state["areas"][target]
            if occ is None:
                raise IllegalAction(Msg("wendake-nobody-to-attack", area=target), rule="fight")
            o = occ["owner"]
            if o == i:
                raise IllegalAction(Msg("wendake-own-natives"), rule="fight")
            self._step_to(i, here, tid)
            if self._guards(tid).get(o):
                raise IllegalAction(Msg("wendake-guards-first", owner=self._name(o), territory=tid),
                                    rule="guards-first")
            self._spend_step()
            self._fight_area(i, w, target, occ)
        self._after_step(i)

    def _fight_area(self, i: int, w: str, aid: str, occ: dict) -> None:
        o = occ["owner"]
        kind = occ["kind"]
        power = self._power(o)
        if kind == "warrior":
            self._log(Msg("wendake-attacks-outpost", seat=self._who(i), warrior=w, whose=self._whose(o), area=aid))
            self.state["areas"][aid] = None
            self._injure(o, "warrior", occ["warrior"])
            self._injure(i, "warrior", w)
            return
        self.state["areas"][aid] = None
        if kind == "hunter" and power == "tuscarora":
            self._log(Msg("wendake-attacks-tuscarora", seat=self._who(i), warrior=w, whose=self._whose(o), area=aid))
            self._injure(o, "hunter", None)
            self._injure(i, "warrior", w)
            return
        self._log(Msg("wendake-attacks-native", seat=self._who(i), warrior=w, whose=self._whose(o),
                      native=_native(kind), area=aid))
        self._injure(o, kind, None)
        self.state["areas"][aid] = {"owner": i, "kind": "warrior", "warrior": w}
        self.state["players"][i]["warriors"][w] = aid

    def _injure(self, o: int, kind: str, warrior: str | None) -> None:
        """An injured Native goes to its owner's Long House, or Home for the Cayuga Women and
        the Mohawk black Warrior (the map chapter's tribe powers)."""
        owner = self._owner(o)
        power = self._power(o)
        if kind == "warrior":
            home = warrior == BLACK and power == "mohawk"
            owner["warriors"][warrior] = self._home(o) if home else LONGHOUSE
            if home:
                self._log(Msg("wendake-mohawk-home"))
            return
        if kind == "woman" and power == "cayuga":
            owner["home"]["woman"] += 1
            self._log(Msg("wendake-cayuga-home"))
            return
        owner["longhouse"][kind] += 1

    # ======================================================================================
    # trade
    # ======================================================================================
    def _legal_trade(self, i: int) -> list[str]:
        return self._trade_options(i, self.state["step"]) + ["done"]

    def _trade_options(self, i: int, step: dict) -> list[str]:
        p = self.state["players"][i]
        acts = []
        if step["barters"] < self.comps.rules["barters"]:
            for give in GOODS:
                if p["goods"][give] >= 2:
                    acts += [f"barter {give} {get}" for get in GOODS if get != give]
        if not step["bought"]:
            for pid in self._progress_in_sight():
                if self._can_pay(p, self.comps.progress[pid].cost):
                    acts.append(f"buy {pid}")
        if not step["sold"]:
            acts += self._sales(p)
        return acts

    @staticmethod
    def _sales(p: dict) -> list[str]:
        """``sell`` (one of every kind held), then every smaller choice of kinds, largest
        first, in the notation's order of goods (a subset is a decision: a kept good may pay
        for a progress tile later)."""
        held = [g for g in SELLABLE if p["goods"][g]]
        if not held:
            return []
        subsets = [c for r in range(len(held) - 1, 0, -1) for c in combinations(held, r)]
        return ["sell"] + [f"sell {' '.join(c)}" for c in subsets]

    def _progress_in_sight(self) -> list[str]:
        return sorted({pid for row in self.state["progress"].values() for pid in row["row"]})

    @staticmethod
    def _can_pay(p: dict, cost: tuple[str, ...]) -> bool:
        need = Counter(cost)
        return all(p["goods"][g] >= k for g, k in need.items())

    def _trade_done(self, i: int, args: list[str]) -> None:
        self._args(args, 0, 0, "done")
        self._end_in_action(i)

    def _trade_barter(self, i: int, args: list[str]) -> None:
        self._args(args, 2, 2, "barter <give> <get>, e.g. barter fish corn")
        give, get = args
        step, rules = self.state["step"], self.comps.rules
        for g in (give, get):
            if g not in GOODS:
                raise IllegalAction(Msg("wendake-not-a-good", good=quoted(g), goods=[_good(x) for x in GOODS]),
                                    rule="barter")
        if give == get:
            raise IllegalAction(Msg("wendake-barter-kind"), rule="barter")
        if step["barters"] >= rules["barters"]:
            raise IllegalAction(Msg("wendake-barters-most", n=rules["barters"]), rule="barter")
        p = self.state["players"][i]
        if p["goods"][give] < 2:
            raise IllegalAction(Msg("wendake-barter-two", good=_good(give), n=p["goods"][give]), rule="barter")
        p["goods"][give] -= 2
        p["goods"][get] += 1
        step["barters"] += 1
        self._log(Msg("wendake-barters", seat=self._who(i), give=_goods(2, give), get=_goods(1, get)))
        safe = self._power_bonus(i, "safe-trade")
        if step["barters"] == 1 and not safe:
            self._smallpox(i)
        self._trade_more(i)

    def _smallpox(self, i: int) -> None:
        rng = self._rng()
        if rng.randrange(self.comps.rules["smallpox_in"]):
            return
        s = self.state
        p = s["players"][i]
        mine = [aid for aid in self._info if s["areas"][aid] and s["areas"][aid]["owner"] == i
                and s["areas"][aid]["kind"] != "warrior"]
        if mine:                # off the map, back Home (the map chapter; module docstring)
            aid = rng.choice(mine)
            kind = s["areas"][aid]["kind"]
            s["areas"][aid] = None
            p["home"][kind] += 1
            self._log(Msg("wendake-smallpox-area", seat=self._who(i), native=_native(kind), area=aid))
            return
        kinds = [k for k in ("woman", "hunter") if p["home"][k]]
        if not kinds:
            self._log(Msg("wendake-smallpox-nobody", seat=self._who(i)))
            return
        kind = rng.choice(kinds)
        p["home"][kind] -= 1
        p["longhouse"][kind] += 1
        self._log(Msg("wendake-smallpox-home", seat=self._who(i), native=_native(kind)))

    def _trade_buy(self, i: int, args: list[str]) -> None:
        self._args(args, 1, 1, "buy <progress tile>")
        pid = args[0]
        step = self.state["step"]
        if step["bought"]:
            raise IllegalAction(Msg("wendake-buys-one"), rule="progress")
        if pid not in self._progress_in_sight():
            raise IllegalAction(Msg("wendake-progress-not-offered", progress=quoted(pid)), rule="progress")
        prog = self.comps.progress[pid]
        p = self.state["players"][i]
        if not self._can_pay(p, prog.cost):
            raise IllegalAction(Msg("wendake-costs", progress=_progress(prog.id), cost=[_good(g) for g in prog.cost]),
                                rule="progress")
        for g in prog.cost:
            p["goods"][g] -= 1
        row = self.state["progress"][str(prog.level)]["row"]
        row.remove(pid)
        p["progress"].append(pid)
        step["bought"] = True
        got = self._score(i, "economic", prog.points)
        self._log(Msg("wendake-buys", seat=self._who(i), progress=_progress(prog.id),
                      cost=[_good(g) for g in prog.cost], points=got))
        self._trade_more(i)

    def _trade_sell(self, i: int, args: list[str]) -> None:
        step = self.state["step"]
        p = self.state["players"][i]
        if step["sold"]:
            raise IllegalAction(Msg("wendake-sells-once"), rule="sell")
        kinds = args or [g for g in SELLABLE if p["goods"][g]]
        if len(set(kinds)) != len(kinds):
            raise IllegalAction(Msg("wendake-one-of-each"), rule="sell")
        for g in kinds:
            if g not in SELLABLE:
                raise IllegalAction(Msg("wendake-cannot-sell", good=quoted(g), goods=[_good(x) for x in SELLABLE]),
                                    rule="sell")
            if not p["goods"][g]:
                raise IllegalAction(Msg("wendake-you-have-no", good=_good(g)), rule="sell")
        if not kinds:
            raise IllegalAction(Msg("wendake-nothing-to-sell"), rule="sell")
        for g in kinds:
            p["goods"][g] -= 1
        step["sold"] = True
        got = self._score(i, "economic", len(kinds))
        self._log(Msg("wendake-sells", seat=self._who(i), goods=[_good(g) for g in kinds], points=got))
        self._trade_more(i)

    def _trade_more(self, i: int) -> None:
        if not self._trade_options(i, self.state["step"]):
            self._end_in_action(i)

    # ======================================================================================
    # masks
    # ======================================================================================
    def _legal_masks(self, i: int) -> list[str]:
        return self._mask_options(i, self.state["step"]["took"]) + ["done"]

    def _mask_options(self, i: int, took: int) -> list[str]:
        m, rules = self.state["masks"], self.comps.rules
        hand = self.state["players"][i]["hand"]
        acts = []
        if took < rules["mask_takes"] and len(hand) < rules["mask_hand"]:
            acts += [f"mask {k}" for k in sorted(set(m["display"]))]
            if m["deck"] or m["discard"]:
                acts.append("mask deck")
        return acts + [f"ceremony {' '.join(h)}" for h in self._hands(hand)]

    def _hands(self, hand: list[str]) -> list[tuple[str, ...]]:
        """Every distinct scoring hand that can be shown from ``hand`` (sorted cards)."""
        have = Counter(hand)
        kinds = sorted(have)
        out = []

        def grow(k: int, chosen: list[str]) -> None:
            if k == len(kinds):
                if 2 <= len(chosen) <= 5 and self.hand_value(chosen):
                    out.append(tuple(chosen))
                return
            for c in range(min(have[kinds[k]], 5 - len(chosen)) + 1):
                grow(k + 1, chosen + [kinds[k]] * c)

        grow(0, [])
        return sorted(out)

    def hand_value(self, cards: list[str]) -> int:
        """Mask points of a shown hand; the wild card stands for any kind (best reading)."""
        hands = self.comps.hands
        wild = cards.count("wild")
        plain = Counter(c for c in cards if c != "wild")
        best = 0
        options = [plain] if not wild else []
        if wild:
            for kind in self.comps.mask_kinds:
                trial = plain.copy()
                trial[kind] += wild
                options.append(trial)
        for counts in options:
            shape = sorted(counts.values(), reverse=True)
            name = {(2,): "pair", (2, 2): "two-pairs", (3,): "three", (3, 2): "full-house",
                    (4,): "four", (1, 1, 1, 1, 1): "five-kinds", (5,): "five"}.get(tuple(shape))
            if name:
                best = max(best, hands[name])
        return best

    def _masks_mask(self, i: int, args: list[str]) -> None:
        self._args(args, 1, 1, "mask <kind> or mask deck")
        s, rules = self.state, self.comps.rules
        step, m = s["step"], s["masks"]
        p = s["players"][i]
        if step["took"] >= rules["mask_takes"]:
            raise IllegalAction(Msg("wendake-mask-takes", n=rules["mask_takes"]), rule="masks")
        if len(p["hand"]) >= rules["mask_hand"]:
            raise IllegalAction(Msg("wendake-hand-most", n=rules["mask_hand"]), rule="masks")
        kind = args[0]
        if kind == "deck":
            if not m["deck"]:
                if not m["discard"]:
                    raise IllegalAction(Msg("wendake-deck-empty"), rule="masks")
                self._reshuffle_masks()
            card = m["deck"].pop(0)
            self._reveal()
            self._log(Msg("wendake-takes-from-deck", seat=self._who(i)))
        else:
            if kind not in m["display"]:
                raise IllegalAction(Msg("wendake-no-mask-face-up", mask=quoted(kind)), rule="masks")
            m["display"].remove(kind)
            card = kind
            self._log(Msg("wendake-takes-mask", seat=self._who(i), mask=_mask(kind)))
        p["hand"].append(card)
        p["hand"].sort()
        step["took"] += 1
        if kind == "deck":            # the drawer alone learns the card (Game.told)
            self._tell(self._who(i), Msg("wendake-you-drew", mask=_mask(card), hand=[_mask(c) for c in p["hand"]],
                                         notation=" ".join(p["hand"])))
        if not self._mask_options(i, step["took"]):
            self._end_in_action(i)

    def _masks_ceremony(self, i: int, args: list[str]) -> None:
        p = self.state["players"][i]
        cards = sorted(args)
        if not 2 <= len(cards) <= 5:
            raise IllegalAction(Msg("wendake-ceremony-size"), rule="ceremony")
        if Counter(cards) - Counter(p["hand"]):
            raise IllegalAction(Msg("wendake-not-held"), rule="ceremony")
        value = self.hand_value(cards)
        if not value:
            raise IllegalAction(Msg("wendake-no-hand"), rule="ceremony")
        for c in cards:
            p["hand"].remove(c)
        self.state["masks"]["discard"] += cards
        points = value + self._power_bonus(i, "masks")
        got = self._score(i, "mask", points)
        self._log(Msg("wendake-ceremony", seat=self._who(i), cards=" ".join(cards), points=got))
        self._end_in_action(i)

    def _masks_done(self, i: int, args: list[str]) -> None:
        self._args(args, 0, 0, "done")
        self._end_in_action(i)

    def _reshuffle_masks(self) -> None:
        m = self.state["masks"]
        m["deck"], m["discard"] = m["discard"], []
        self._rng().shuffle(m["deck"])

    def _refill_masks(self) -> None:
        m = self.state["masks"]
        m["discard"] += m["display"]
        m["display"] = []
        while len(m["display"]) < self.comps.rules["mask_display"]:
            if not m["deck"]:
                if not m["discard"]:
                    break
                self._reshuffle_masks()
            m["display"].append(m["deck"].pop(0))
        m["display"].sort()
        self._reveal()

    # ======================================================================================
    # Restore and the end
    # ======================================================================================
    def _end_year(self) -> None:
        s = self.state
        if s["year"] == YEARS:
            self._end_game()
            return
        self._log(Msg("wendake-restore", year=s["year"]))
        for p in s["players"]:
            for k in p["picks"]:
                if p["board"][k]["tile"] != "fire":
                    p["board"][k]["back"] = True
        s["order"] = [o for o in s["claims"] if o < len(s["seats"])]
        level = 1 if s["year"] < self.comps.rules["level2_from"] else 2
        stack = s["advanced"][str(level)]
        size = len(s["seats"]) + self.comps.rules["advanced_display"]
        display, s["advanced"][str(level)] = stack[:size], stack[size:]
        self._reveal()
        s["swap"] = {"display": sorted(display), "queue": list(s["order"]), "level": level}
        offer = [Msg("wendake-tile-and-id", tile=_tile(t), id=t)    # the id is typed
                 for t in sorted(display)]
        self._log(Msg("wendake-advanced-offer", tiles=offer))
        s["step"] = {"name": "swap", "who": s["order"][0]}

    def _legal_swap(self, i: int) -> list[str]:
        p = self.state["players"][i]
        return [f"upgrade {POSITIONS[k]} {t}" for k in LEAVING
                if p["board"][k]["tile"] != "fire" for t in self.state["swap"]["display"]] + ["keep"]

    def _swap_upgrade(self, i: int, args: list[str]) -> None:
        self._args(args, 2, 2, "upgrade <position> <advanced tile>")
        pos, tile = args
        p = self.state["players"][i]
        if pos not in POSITIONS or POSITIONS.index(pos) not in LEAVING:
            raise IllegalAction(Msg("wendake-swap-bottom-row"), rule="restore")
        k = POSITIONS.index(pos)
        if p["board"][k]["tile"] == "fire":
            raise IllegalAction(Msg("wendake-fire-stays"), rule="sacred-fire")
        if tile not in self.state["swap"]["display"]:
            raise IllegalAction(Msg("wendake-tile-not-offered", tile=quoted(tile)), rule="restore")
        self.state["swap"]["display"].remove(tile)
        old = _tile(p["board"][k]["tile"])
        p["board"][k] = {"tile": tile, "back": False}
        self._log(Msg("wendake-swaps", seat=self._who(i), old=old, new=_tile(tile)))
        self._next_swap()

    def _swap_keep(self, i: int, args: list[str]) -> None:
        self._args(args, 0, 0, "keep")
        self._log(Msg("wendake-keeps", seat=self._who(i)))
        self._next_swap()

    def _next_swap(self) -> None:
        s = self.state
        queue = s["swap"]["queue"]
        queue.pop(0)
        if queue:
            s["step"] = {"name": "swap", "who": queue[0]}
            return
        s["swap"] = None
        rng = self._rng()
        for p in s["players"]:
            leaving = [{"tile": p["board"][k]["tile"], "back": False} for k in LEAVING]
            rng.shuffle(leaving)
            p["board"] = leaving + p["board"][:6]
        self._refill_masks()
        for _level, row in sorted(s["progress"].items()):
            if row["row"]:
                row["row"].pop(0)
            size = s["map"] + self.comps.rules["progress_row"]
            while len(row["row"]) < size and row["stack"]:
                row["row"].append(row["stack"].pop(0))
        s["year"] += 1
        self._begin_year()

    def _end_game(self) -> None:
        s = self.state
        s["over"] = True
        s["step"] = {"name": "over"}
        pads = self.scores()
        for seat in s["seats"]:
            self._log(Msg("wendake-final", seat=seat, a=pads[seat]["lower-1"], b=pads[seat]["lower-2"],
                          total=pads[seat]["total"]))
        if s["solo"]:
            ghost = self.ghost_score()
            self._log(Msg("wendake-ghost-scores", total=ghost["total"], seat=s["seats"][0], beats=self._beats_ghost()))
        else:
            self._log(Msg("wendake-winners", seats=self.winners()))

    # ======================================================================================
    # solo: the ghost
    # ======================================================================================
    def _ghost_year(self) -> None:
        s = self.state
        g = s["ghost"]
        ghost = len(s["seats"])
        for w, loc in g["warriors"].items():
            if loc == LONGHOUSE:
                g["warriors"][w] = "h2"
        if not g["deck"]:
            g["deck"], g["discard"] = g["discard"], []
            self._rng().shuffle(g["deck"])
        card = self.comps.ghosts[g["deck"].pop(0)]
        self._reveal()
        g["discard"].append(card.id)
        g["card"] = card.id
        if card.first:
            s["claims"].append(ghost)
        placed = []
        for _ in range(card.guards):
            at_home = sorted(w for w, loc in g["warriors"].items() if loc == "h2")
            if not at_home:
                break
            held = {"h2"} | {loc for loc in g["warriors"].values() if loc in self.gmap.territories}
            options = {t for h in held for t in self.gmap.neighbours(h)
                       if self.gmap.territories[t].home is None}
            if not options:
                break
            target = min(options, key=lambda t: (self._guards(t).get(0, 0), territory_order(t)))
            g["warriors"][at_home[0]] = target
            placed.append(target)
        for track, points in card.score.items():
            self._score(ghost, track, points)
        scores = [Msg("wendake-points-on", points=v, track=_track(t)) for t, v in card.score.items()]
        self._log(Msg("wendake-ghost-reveals", card=Msg.named("wendake-pic-ghostcard", card.id), guards=placed,
                      scores=scores, first=card.first))

    # ======================================================================================
    # views
    # ======================================================================================
    def turn(self) -> str | None:
        step = self.state["step"]
        return self._who(step["who"]) if "who" in step else None

    def view(self, seat: str | None = None) -> dict[str, Any]:
        s, c, gm = self.state, self.comps, self.gmap
        n = len(s["seats"])
        territories = []
        for tid in sorted(gm.territories, key=territory_order):
            t = gm.territories[tid]
            entry: dict[str, Any] = {
                "id": tid, "name": t.name, "at": list(t.at), "flag": t.flag,
                "home": None if t.home is None else self._who(t.home - 1),
                "home_seat": t.home,
                "multiplier": s["multipliers"].get(tid, 1),
                "neighbours": gm.neighbours(tid),
                "water": [{"to": other, "lake": gm.across_water(tid, other)}
                          for other in sorted((x for pair in gm.water if tid in pair
                                               for x in pair if x != tid), key=territory_order)],
                "guards": [{"owner": self._who(o), "seat": o + 1, "warrior": w}
                           for o in self._owners()
                           for w, loc in sorted(self._owner(o)["warriors"].items()) if loc == tid],
                "areas": [],
            }
            for aid, kind, crop in t.areas():
                area: dict[str, Any] = {"id": aid, "kind": kind, "crop": crop}
                if t.home is not None:
                    owner = s["players"][t.home - 1] if t.home <= n else None
                    native = "woman" if kind == "field" else "hunter"
                    area["home"] = True
                    area["count"] = owner["home"][native] if owner else 0
                    area["native"] = native
                else:
                    occ = s["areas"][aid]
                    area["occupant"] = None if occ is None else {
                        "owner": self._who(occ["owner"]), "seat": occ["owner"] + 1,
                        "kind": "outpost" if occ["kind"] == "warrior" else occ["kind"],
                        "warrior": occ["warrior"]}
                entry["areas"].append(area)
            territories.append(entry)
        players = []
        for i, name in enumerate(s["seats"]):
            p = s["players"][i]
            tribe = c.tribe(p["tribe"]) if p["tribe"] else None
            board = []
            for k, e in enumerate(p["board"]):
                tile = c.tiles[e["tile"]]
                board.append({"pos": POSITIONS[k], "tile": tile.id, "name": tile.name,
                              "side": "ritual" if e["back"] else "front",
                              "actions": list(tile.back if e["back"] else tile.actions),
                              "picked": k in p["picks"], "kept": p["kept"] == k})
            entry = {
                "seat": name, "number": i + 1, "home": self._home(i),
                "tribe": tribe.id if tribe else None, "tribe_name": tribe.name if tribe else None,
                "power": tribe.power if tribe else None,
                "board": board, "markers": p["markers"], "turn_order": p["claimed"],
                "picks": [POSITIONS[k] for k in p["picks"]],
                "tracks": dict(p["tracks"]), "score": self._pad(p["tracks"]),
                "goods": dict(p["goods"]), "canoes": p["canoes"],
                "home_natives": {"warrior": sum(loc == self._home(i) for loc in p["warriors"].values()),
                                 **p["home"]},
                "longhouse": {"warrior": sum(loc == LONGHOUSE for loc in p["warriors"].values()),
                              **p["longhouse"]},
                "warriors": dict(sorted(p["warriors"].items())),
                "hand": len(p["hand"]),
                "progress": list(p["progress"]), "progress_used": list(p["used"]),
                "turtles": list(p["turtles"]),
            }
            if seat == name:
                entry["mask_cards"] = list(p["hand"])
            players.append(entry)
        step = s["step"]
        public_step: dict[str, Any] = {"name": step["name"]}
        if "who" in step:
            public_step["who"] = self._who(step["who"])
        for key in ("left", "barters", "bought", "sold", "took"):
            if key in step:
                public_step[key] = step[key]
        if step["name"] == "tile":
            public_step["actions"] = step["actions"]
            public_step["next"] = step["k"]
        view: dict[str, Any] = {
            "title": s["title"], "edition": c.edition,
            "year": s["year"], "years": YEARS, "over": s["over"],
            "order": [self._who(o) for o in s["order"]],
            "turn_track": [self._who(o) for o in s["claims"]],
            "turn_track_seats": [o + 1 for o in s["claims"]],
            "turn_bonus": list(c.rules["turn_bonus"][:max(2, n)]),
            "step": public_step,
            "turn": self._who(step["who"]) if "who" in step else None,
            "awaiting": self.awaiting(),
            "tracks": {"pairs": [list(x) for x in s["pairs"]], "length": c.rules["track_length"],
                       "flags": {"english": 1, "french": 2}},
            "map": {"players": s["map"], "halves": list(gm.halves), "territories": territories,
                    "lakes": gm.lakes()},
            "masks": {"display": list(s["masks"]["display"]), "deck": len(s["masks"]["deck"]),
                      "discard": len(s["masks"]["discard"]), "hands": dict(c.hands)},
            "progress": {lv: list(row["row"]) for lv, row in sorted(s["progress"].items())},
            "progress_tiles": {pid: {"name": pr.name, "level": pr.level, "cost": list(pr.cost),
                                     "points": pr.points, "effect": pr.effect}
                               for pid, pr in c.progress.items()},
            "turtles_left": len(s["turtles"]),
            "turtle_kinds": {t.id: {"name": t.name, "per": t.per} for t in c.turtles.values()},
            "advanced": None if not s["swap"] else {"level": s["swap"]["level"],
                                                   "display": list(s["swap"]["display"])},
            "tiles": {t.id: {"name": t.name, "level": t.level, "actions": list(t.actions),
                             "back": list(t.back)} for t in c.tiles.values()},
            "draft": None if not s["draft"] else {"offer": list(s["draft"]["offer"])},
            "players": players,
            "last": s["last"],
        }
        if s["ghost"]:
            g = s["ghost"]
            view["ghost"] = {"seat": 2, "home": "h2", "card": g["card"],
                             "tracks": dict(g["tracks"]), "score": self.ghost_score(),
                             "warriors": dict(sorted(g["warriors"].items()))}
        if s["over"]:
            view["scores"] = self.scores()
            view["winners"] = self.winners()
            if s["solo"]:
                view["beat_ghost"] = self._beats_ghost()
        if seat is not None:
            view["you"] = seat
            view["legal"] = self.legal_actions(seat)
        return view

    # -- helpers -----------------------------------------------------------------------------
    def _who(self, who: int) -> str:
        """A seat's name; "ghost" for the solo ghost's seat in the view (sentences name the
        ghost with the catalog's words: _name, _whose)."""
        s = self.state
        return "ghost" if who == len(s["seats"]) else s["seats"][who]

    def _name(self, who: int) -> str | Msg:
        """A seat, or "The ghost", to begin a sentence."""
        return Msg("wendake-the-ghost") if who == len(self.state["seats"]) else self._who(who)

    def _whose(self, who: int) -> Msg:
        """"bob's", or "the ghost's": the owner of what a sentence names (Spanish "de bob", "del Fantasma")."""
        if who == len(self.state["seats"]):
            return Msg("wendake-whose-ghost")
        return Msg("wendake-whose", seat=self._who(who))

    @staticmethod
    def _goods_list(got: Counter) -> list[Msg]:
        """Goods gained, as a list the catalog joins per language (empty: the sentence says nothing)."""
        return [_goods(k, g) for g, k in sorted(got.items()) if k]

    # -- dispatch, declared once: a step's legal actions, each (step, verb)'s handler, and the
    # tile actions without choices (AUTOMATIC: the tile step applies them for the verb's word)
    _LEGAL_BY_STEP = {"draft": _legal_draft, "place": _legal_place, "tile": _legal_tile, "end": _legal_end,
                      "move": _legal_move, "trade": _legal_trade, "masks": _legal_masks, "swap": _legal_swap}
    _PLAY_BY_STEP = {
        ("draft", "tribe"): _draft_tribe,
        ("place", "pick"): _place_pick,
        ("place", "turn-order"): _place_turn_order,
        ("place", "transfer"): _place_transfer,
        ("place", "use"): _place_use,
        ("tile", "skip"): _tile_skip,
        ("tile", "transfer"): _tile_transfer,
        ("tile", "use"): _tile_use,
        ("tile", "fire"): _tile_fire,
        ("tile", "move"): _tile_move,
        ("tile", "attack"): _tile_attack,
        ("tile", "barter"): _tile_barter,
        ("tile", "buy"): _tile_buy,
        ("tile", "sell"): _tile_sell,
        ("tile", "mask"): _tile_mask,
        ("tile", "ceremony"): _tile_ceremony,
        ("end", "transfer"): _end_transfer,
        ("end", "use"): _end_use,
        ("end", "done"): _end_done,
        ("move", "move"): _move_move,
        ("move", "attack"): _move_attack,
        ("move", "done"): _move_done,
        ("trade", "barter"): _trade_barter,
        ("trade", "buy"): _trade_buy,
        ("trade", "sell"): _trade_sell,
        ("trade", "done"): _trade_done,
        ("masks", "mask"): _masks_mask,
        ("masks", "ceremony"): _masks_ceremony,
        ("masks", "done"): _masks_done,
        ("swap", "upgrade"): _swap_upgrade,
        ("swap", "keep"): _swap_keep,
    }
    _AUTOMATIC_DO = {"harvest": _do_harvest, "hunt": _do_hunt, "tan": _do_tan, "fish": _do_fish,
                     "canoe": _do_canoe, "ritual": _do_ritual, "military": _do_military}



@cache
def _area_info(players: int) -> dict[str, tuple[str, str, str | None]]:
    """area id -> (territory, kind, crop), in map order (h1.. then t1, t1a before t1b)."""
    info = components().maps[players].area_info()
    return {aid: info[aid] for aid in sorted(info, key=_area_order)}


@cache
def _areas_by_territory(players: int) -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    for aid, (tid, _, _) in _area_info(players).items():
        out.setdefault(tid, []).append(aid)
    return {tid: tuple(aids) for tid, aids in out.items()}


def _area_order(aid: str) -> tuple[int, int, str]:
    return (*territory_order(aid.rstrip("abcdefgh")), aid[-1])

