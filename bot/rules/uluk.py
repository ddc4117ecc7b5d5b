"""Uluk: the rules of uluk.txt over a JSON state, for 1 to 4 players (1 = the solo game).

Components whose values the rulebook does not print (harvest tracks, tribe boards,
inventions, feasts, monument sites, the Freeloaders deck) are house data in
``data/uluk.toml``, loaded and checked by :mod:`bot.rules.uluk_data`.

Action notation
===============
Resources are named by id: raw ``uluk mgobu tlon zork fnord hlak``; processed
``pickled-uluk fermented-uluk boiled-uluk ground-mgobu baked-mgobu roasted-tlon tlon-brew
dried-zork fermented-zork salted-fnord smoked-hlak roasted-hlak`` (accents and capitals are
forgiven: ``tlön`` is ``tlon``). Spaces of the main board: the sickle spaces ``uluk`` ...
``hlak``, the processing spaces ``uluk-processing`` ... ``hlak-processing``, the monument
sites ``monument-a`` ... ``monument-f`` (left to right), ``workshop``, ``shaman``, ``temple``.

Errand phase (one player at a time, in turn order)

=================================  ======================================================
``place <space>``                  send one triber there
``place <fnord|hlak> poison``      hunt with a Poison token under the triber
``place workshop <invention>``     the Workshop: take that invention at once
``move <space> [poison]``          after every triber is placed: move yours out of the
``move workshop <invention>``      Shaman's Hut to another space ...
``stay``                           ... or leave it there
=================================  ======================================================

Processing phase (everyone at once; each decides until ``done``)

=================================  ======================================================
``process <product> <n>``          one triber on that raw resource's processing space turns
                                   n raw pieces into the product (your board's arrow)
``free <product> <n>``             a free-processing invention does it (n = 1 or 2)
``done``                           keep the rest unprocessed
=================================  ======================================================

Feeding phase (everyone at once)

=================================  ======================================================
``feed <food> [<n>]``              n tribers (default 1) eat that food
``reproduce <food> <food>``        two pieces of food: a new triber for next season
``celebrate <food|poison> <holiday>``  one celebration a season: +6 (+3 with poison)
``eat <treat> [<n>]``              eat extra treats: +1 each
``done``                           end your Feeding phase
=================================  ======================================================

Steps join into one atomic action with ``;``: ``process pickled-uluk 2; done``,
``feed baked-mgobu 2; feed dried-zork; celebrate dried-zork fermented-uluk; done``.

Examples: ``place hlak poison``, ``place uluk-processing``, ``place monument-b``,
``place workshop fish-net``, ``move temple``, ``process smoked-hlak 5``,
``free fermented-zork 1``, ``feed pickled-uluk 4``, ``reproduce baked-mgobu smoked-hlak``,
``celebrate poison fermented-zork``, ``eat roasted-hlak``.

No action names a seat: seat names come from display names ("Ann Smith", "AI 2", "done",
a ``;``), which the notation could not split safely, so any name is playable. Were an
action ever to name a seat, it would name it by its 1-based number, as the Natives engine
does (:func:`bot.rules.base.seat_named`). ``freeloaders`` is the one name a seat may not
take: it is the solo opponent's.

The Freeloaders of the solo game are no seat: the engine draws their cards and places
their tribers whenever it is their turn, and logs what they did.

Readings where the rulebook is silent or ambiguous (the physical game's way; each is tested)
============================================================================================
* Poison is used only on the fnōrd and hlák hunting spaces ("Poison tokens are used to
  hunt for fnōrd and hlák"). It counts as an extra triber for the harvest only: the
  ecology step counts tribers. The token is spent when it is placed.
* Each triber on a processing space is one conversion, of any quantity, of that raw
  resource into one product of your board; two tribers may make two products, or the same
  product twice (each conversion has its own +1/-1 and its own 2:3 pairs). A conversion
  must yield at least one piece, so a -1 arrow takes at least two pieces.
* A free-processing invention follows your board's arrow (and its ratio) for at most the
  card's one or two raw pieces; an option whose arrow your board lacks is unavailable.
* Processing and Feeding only touch a player's own board, so everybody decides at once.
  A player with nothing to decide is not waited for, and a feeding with a single kind of
  food available is done by the engine. A compound that restates what the engine so did
  (``feed baked-mgobu 3; feed boiled-uluk 2; done`` when boiled uluk was the last food) is
  accepted as already done; a step that differs is refused saying what the engine did.
* Newborn tribers do not eat in the season they are born. A tribe never has more than
  nine tribers (nine pawns in a colour), newborns included; the Freeloaders neither.
* Extra treats can be eaten only once every triber is fed (food must feed tribers first).
* The triber leaving the Shaman's Hut is placed on its new space like any triber: the
  Workshop gives a card, the Temple +2, a hunting space takes Poison, a last monument space
  raises the harvest. It may also stay. A monument raises its harvest level once, when its
  last space is filled.
* The Workshop is available only while the row holds an invention you may take.
* Ecology: a marker that would leave its track stops at the end ("nothing happens" beyond
  it). A marker on a symbol space after the first step counts, whether it moved or not.
* If the invention deck runs out, the discard pile is shuffled into a new deck.
* The first player is drawn from the seed (nobody can be asked who last cooked). In the
  solo game the row shows two inventions, as in the two-player setup it follows.
* Solo: the Freeloaders are the opponent in every majority (harvest, a built monument's
  token, most monument tokens at the end) but never score. "Available" monument: revealed,
  not built, with a free space. The Workshop with an empty row is unavailable (Temple).
  New Triber! places no triber that turn; in the last season it is replaced: another card
  is drawn at once instead, and no triber is born. Drawn for the Shaman's Hut triber, New
  Triber! is applied and another card is drawn for that triber; a card sending it back to
  the Hut sends it to the Temple.
  ``winners()`` is the player; the rating line is in ``view()["rating"]``.
* ``scores()`` during the game leaves the secret feast out; feast cards are never shown to
  other players, even at the end (the score pad shows the points they made).
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from typing import Any

from bot.l10n import Msg

from .base import Game, IllegalAction, quoted
from .dispatch import step_entry
from .uluk_data import FOOD_TYPES, GATHERED, HUNTED, RAW, Components, Tribe, components, processed
from .uluk_view import UlukView

SEASONS = 6
MAX_TRIBERS = 9
FL = -1                                     # the Freeloaders, in the solo game
FL_NAME = "freeloaders"
STARTING_TRIBERS = {1: 6, 2: 6, 3: 5, 4: 4}
STARTING_BAKED = (1, 2, 2, 3)               # by turn order from the first player
STARTING_FOOD = "baked-mgobu"
SHAMAN_POINTS, TEMPLE_POINTS = 1, 2
CELEBRATION, POISON_CELEBRATION = 6, 3
HUNGER_POINTS = -3
MOST_TOKENS_POINTS = 3
SYMBOL_SETS = {3: 2, 4: 5, 5: 8}
ECOLOGY = {0: 1, 1: 0, 2: -1, 3: -2}
SICKLE_SPACES = 3
LETTERS = "abcdef"
RATINGS = (
    (90, "You are the true Archleader, foretold by the Gods!"),
    (60, "A good Archleader, will go down in history books."),
    (30, "Not a great Archleader, maybe your scion will do better?"),
    (-10**9, "Archleader? You? Good we're still alive at all..."),
)
POINT_SOURCES = ("shaman", "temple", "feeding", "treats", "celebrations", "monuments",
                 "inventions")
# The score pad: Happiness gained during the seasons, then the four end steps.
SCORE_CATEGORIES = ("seasons", "feast", "hunger", "tokens", "sets", "total")
VERBS = {"place", "move", "stay", "process", "free", "done", "feed", "reproduce",
         "celebrate", "eat"}


def _norm(text: str) -> str:
    """Lower case without accents: ``Tlön`` -> ``tlon``, ``fnōrd`` -> ``fnord``."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


def _res(res: str) -> Msg:
    """A resource's name (``baked-mgobu``), made in the reader's language (uluk-res-…)."""
    return Msg.named("uluk-res", res)


def _invention(inv: str) -> Msg:
    """An invention card's name (``fish-net``), made in the reader's language (uluk-invention-…)."""
    return Msg.named("uluk-invention", inv)


def _amount(res: str, n: int) -> Msg:
    """``n`` pieces of ``res``: "3 baked mgobu"; a language may choose a plural form of the name."""
    return Msg("uluk-amount", n=n, res=_res(res))


def _amounts(counts: Counter) -> list[Msg]:
    return [_amount(r, n) for r, n in counts.items() if n]


def _kind(raw: str) -> str:
    """Whether a raw resource's sickle spaces hunt or gather: a catalog selects on it."""
    return "hunt" if raw in HUNTED else "gather"


class UlukGame(Game):
    """Uluk over a JSON state; see the module docstring for the notation and readings."""

    title, display_name, min_seats, max_seats = "uluk", "Uluk", 1, 4
    view_type = UlukView
    ALL_AT_ONCE = frozenset({"process", "feed"})     # "each decides, all at once"

    # -- creation ------------------------------------------------------------------------
    @classmethod
    def _new(cls, title: str, seats: list[str], seed: int, options: dict | None) -> UlukGame:
        if options:
            raise IllegalAction(Msg("uluk-unknown-option", option=quoted(sorted(options)[0])), rule="setup")
        if any(_norm(s) == FL_NAME for s in seats):
            raise IllegalAction(Msg("uluk-name-freeloaders"), rule="solo")
        comps = components()
        n = len(seats)
        solo = n == 1
        state: dict[str, Any] = {
            "title": title,
            "seed": seed,
            "rng": 0,
            "options": {},
            "seats": seats,
            "solo": solo,
            "alt": n <= 2,
            "season": 1,
            "phase": "errand",
            "first": 0,
            "step": {"name": "setup"},
            "tracks": {},
            "areas": {r: {"sickle": [], "processing": []} for r in RAW},
            "monuments": [],
            "workshop": [],
            "shaman": None,
            "temple": [],
            "row": [],
            "deck": [],
            "discard": [],
            "players": [],
            "freeloaders": None,
            "over": False,
            "last": None,
        }
        game = cls(state)
        game._setup(comps)
        return game

    @property
    def comps(self) -> Components:
        return components()

    def _setup(self, comps: Components) -> None:
        s = self.state
        n = len(s["seats"])
        rng = self._rng()
        tribes = rng.sample([t.id for t in comps.tribes], n)
        feasts = rng.sample(sorted(comps.feasts), n)
        # 1-2: tracks (alternative tiles for 1-2 players), markers on the central space
        for r in RAW:
            track = comps.track(r, s["alt"])
            s["tracks"][r] = {"level": track.start, "arrow": False}
        # 3: as many Monument tokens as players (solo: as two players) raise their tracks
        chosen = rng.sample(sorted(comps.tokens), max(n, 2))
        for number in sorted(chosen):
            self._raise(comps.tokens[number], Msg("uluk-why-setup-token", token=number))
        # 4: all six shuffled again, face down, one per site
        tokens = sorted(comps.tokens)
        rng.shuffle(tokens)
        s["monuments"] = [
            {"size": size, "token": tokens[k], "revealed": False, "built": False,
             "spaces": [], "holder": None, "raised": False}
            for k, size in enumerate(comps.sites)
        ]
        # 5, 11: invention deck, a row of one card per player
        deck = comps.invention_deck()
        rng.shuffle(deck)
        s["deck"] = deck
        # 12: the first player, baked mgobu by turn order
        s["first"] = rng.randrange(n) if n > 1 else 0
        for i in range(n):
            place = (i - s["first"]) % n
            s["players"].append({
                "tribe": tribes[i],
                "feast": feasts[i],
                "tribers": STARTING_TRIBERS[n],
                "newborn": 0,
                "hand": 0,
                "res": {STARTING_FOOD: STARTING_BAKED[place]},
                "poison": 0,
                "hunger": 0,
                "happiness": 0,
                "points": {k: 0 for k in POINT_SOURCES},
                "inventions": [],
                "tokens": [],
                "poisoned": [],
            })
        if s["solo"]:
            fl_deck = comps.freeloader_deck()
            rng.shuffle(fl_deck)
            s["freeloaders"] = {"camp": 6, "newborn": 0, "hand": 0, "tokens": [],
                                "deck": fl_deck, "discard": []}
        self._draw_row()
        self._log(Msg("uluk-begins", seat=self._who(s["first"])))
        self._begin_season()

    # -- contract ------------------------------------------------------------------------
    def awaiting(self) -> list[str]:
        s = self.state
        if s["over"]:
            return []
        step = s["step"]
        if step["name"] in ("place", "shaman"):
            return [s["seats"][step["turn"]]]
        if step["name"] in ("process", "feed"):
            return [seat for seat in self._turn_order_seats() if seat in step["who"]]
        return []

    def legal_actions(self, seat: str) -> list[str]:
        if seat not in self.awaiting():
            return []
        step = self.state["step"]
        legal = step_entry(self._LEGAL_BY_STEP, step["name"], self.display_name, "legal actions")
        return legal(self, self.state["seats"].index(seat))

    def private_choices(self, seat: str) -> bool:
        """Never: Uluk's choices are all made from the open table, so the awaited seat's
        buttons may be posted for everyone (a click saved on every turn).

        What only a seat sees is its feast card, and nobody sees the invention and
        Freeloaders decks' order or the face-down monument tokens. No decision reads any of
        them: placing asks for a free space and a triber in hand (the Workshop offers the
        open row), the Shaman's triber moves to an open space, processing and feeding
        follow the tribe's own board and pieces; the feast counts only at the end. The
        public-post property (tests/test_public_hidden.py) deals all of them again at every
        sampled position and finds the same buttons."""
        return False

    def scores(self) -> dict[str, dict[str, int]]:
        return {seat: self._pad(i) for i, seat in enumerate(self.state["seats"])}

    def winners(self) -> list[str]:
        s = self.state
        if not s["over"]:
            return []
        if s["solo"]:
            return list(s["seats"])
        return self.ranked()

    def standings(self) -> dict[str, tuple[int, ...]]:
        """Happiness, then the most monument tokens, then the highest-numbered token."""
        s, scores = self.state, self.scores()
        return {seat: (scores[seat]["total"], len(p["tokens"]), max(p["tokens"], default=0))
                for seat, p in zip(s["seats"], s["players"], strict=True)}

    def tie_breaks(self) -> tuple[str, ...]:
        return ("most monument tokens", "the highest-numbered monument token")

    def rating(self) -> str | None:
        """The solo game's rating line (uluk.txt, Solo Rules, Ending the Game)."""
        s = self.state
        if not s["solo"] or not s["over"]:
            return None
        return RATINGS[self._rating_level()][1]

    def _rating_level(self) -> int:
        """The solo rating's line in RATINGS (0 the best): the log names it by number, the
        catalogs give its words (uluk-rating)."""
        total = self._pad(0)["total"]
        return next(k for k, (floor, _) in enumerate(RATINGS) if total >= floor)

    # -- playing -------------------------------------------------------------------------
    def _play_step(self, seat: str, action: str) -> list[str]:
        self._events = []
        action = _norm(action)
        verb, *args = action.split(" ")
        step = self.state["step"]
        handler = self._PLAY_BY_STEP.get((step["name"], verb))
        if handler is None or verb not in VERBS:
            # a word of no phase is a notation slip; a verb of another phase points to the
            # rule of the phase the table is in
            raise IllegalAction(self._unexpected(verb, step), rule=(
                "notation" if verb not in VERBS else "errand" if step["name"] == "place"
                else "shaman" if step["name"] == "shaman"
                else "processing" if step["name"] == "process" else "feeding"))
        handler(self, self.state["seats"].index(seat), args)
        self.state["last"] = {"seat": seat, "action": action}
        return self._events

    def _same_step(self, written: str, done: str) -> bool:
        """Accents, capitals and a count of 1 (``feed baked-mgobu 1``) are forgiven."""
        def canonical(step: str) -> list[str]:
            words = _norm(step).split()
            return words[:-1] if len(words) == 3 and words[0] in ("feed", "eat") and words[2] == "1" \
                else words
        return canonical(written) == canonical(done)

    def _unexpected(self, verb: str, step: dict) -> Msg:
        """A word of no phase, or a verb of another phase: what the table's step takes instead."""
        if verb not in VERBS:
            return Msg("uluk-not-an-action", verb=quoted(verb))
        return Msg("uluk-cannot-now", verb=quoted(verb), step=step["name"])

    # ======================================================================================
    # Errand phase
    # ======================================================================================
    def _begin_season(self) -> None:
        s = self.state
        s["phase"] = "errand"
        self._log(Msg("uluk-season-begins", season=s["season"], seasons=SEASONS))
        for m in s["monuments"]:
            if not m["revealed"]:
                m["revealed"] = True
                self._reveal()
                k = s["monuments"].index(m)
                self._log(Msg("uluk-monument-revealed", letter=LETTERS[k].upper(), token=m["token"],
                              res=_res(self.comps.tokens[m["token"]]), size=m["size"]))
                break
        for p in s["players"]:
            p["hand"] = p["tribers"]
            p["poisoned"] = []
        fl = s["freeloaders"]
        if fl:
            fl["hand"] = fl["camp"]
        s["step"] = {"name": "place", "turn": s["first"], "hut_done": False}
        self._next_placer(first=True)

    def _order(self) -> list[int]:
        s = self.state
        if s["solo"]:
            return [0, FL] if s["first"] == 0 else [FL, 0]
        n = len(s["seats"])
        return [(s["first"] + k) % n for k in range(n)]

    def _turn_order_seats(self) -> list[str]:
        s = self.state
        return [s["seats"][i] for i in self._order() if i != FL]

    def _hand(self, who: int) -> int:
        s = self.state
        return s["freeloaders"]["hand"] if who == FL else s["players"][who]["hand"]

    def _next_placer(self, first: bool = False) -> None:
        """Hand the turn to the next player with tribers left; the Freeloaders play at once."""
        s = self.state
        order = self._order()
        current = s["step"]["turn"]
        pos = order.index(current)
        if not first:
            pos += 1
        while True:
            candidates = [order[(pos + k) % len(order)] for k in range(len(order))]
            nxt = next((w for w in candidates if self._hand(w) > 0), None)
            if nxt is None:
                self._after_placement()
                return
            s["step"]["turn"] = nxt
            if nxt != FL:
                return
            self._freeloader_turn()
            pos = order.index(FL) + 1

    def _legal_place(self, i: int) -> list[str]:
        return self._placements(i, "place", from_hut=False)

    def _placements(self, i: int, verb: str, from_hut: bool) -> list[str]:
        s = self.state
        acts: list[str] = []
        for r in RAW:
            if len(s["areas"][r]["sickle"]) < SICKLE_SPACES:
                acts.append(f"{verb} {r}")
                if r in HUNTED and self._poison_problem(i, r) is None:
                    acts.append(f"{verb} {r} poison")
        acts += [f"{verb} {r}-processing" for r in RAW]
        for k, m in enumerate(s["monuments"]):
            if self._monument_open(m):
                acts.append(f"{verb} monument-{LETTERS[k]}")
        acts += [f"{verb} workshop {inv}" for inv in self._takeable(i)]
        if not from_hut and s["shaman"] is None:
            acts.append(f"{verb} shaman")
        acts.append(f"{verb} temple")
        return acts

    def _monument_open(self, m: dict) -> bool:
        return m["revealed"] and not m["built"] and len(m["spaces"]) < m["size"]

    def _takeable(self, i: int) -> list[str]:
        owned = self.state["players"][i]["inventions"]
        return sorted({inv for inv in self.state["row"] if inv not in owned},
                      key=self.state["row"].index)

    def _poison_problem(self, i: int, area: str) -> Msg | None:
        s = self.state
        p = s["players"][i]
        if area not in HUNTED:
            return Msg("uluk-poison-hunting-only")
        if p["poison"] < 1:
            return Msg("uluk-no-poison-left")
        if len(s["seats"]) <= 2 and area in p["poisoned"]:
            return Msg("uluk-poison-once-per-area", game="solo" if s["solo"] else "two-player",
                       res=_res(area))
        return None

    def _do_place_place(self, i: int, args: list[str]) -> None:
        self._place(i, args, from_hut=False)
        self.state["players"][i]["hand"] -= 1
        self._next_placer()

    def _place(self, i: int, args: list[str], from_hut: bool) -> None:
        """Put one of seat ``i``'s tribers on the space ``args`` name, with its effect."""
        s, c = self.state, self.comps
        verb = "move" if from_hut else "place"
        seat = s["seats"][i]
        p = s["players"][i]
        if not args:
            raise IllegalAction(Msg("uluk-say-where", verb=verb), rule="notation")
        space, rest = args[0], args[1:]
        if space in RAW:
            poison = rest == ["poison"]
            if rest and not poison:
                raise IllegalAction(Msg("uluk-only-poison-follows", step=f"{verb} {space}"), rule="notation")
            if len(s["areas"][space]["sickle"]) >= SICKLE_SPACES:
                raise IllegalAction(Msg("uluk-sickle-taken", kind=_kind(space), res=_res(space)), rule="sickle")
            if poison:
                problem = self._poison_problem(i, space)
                if problem:
                    raise IllegalAction(problem, rule="poison")
                p["poison"] -= 1
                p["poisoned"].append(space)
            s["areas"][space]["sickle"].append([i, poison])
            self._log(Msg("uluk-sends-sickle", seat=seat, kind=_kind(space), res=_res(space), poison=poison))
            return
        if rest and space != "workshop":
            if rest == ["poison"]:
                raise IllegalAction(Msg("uluk-poison-hunting-only"), rule="poison")
            raise IllegalAction(Msg("uluk-nothing-after", step=f"{verb} {space}"), rule="notation")
        if space.endswith("-processing") and space[: -len("-processing")] in RAW:
            raw = space[: -len("-processing")]
            s["areas"][raw]["processing"].append(i)
            self._log(Msg("uluk-sends-processing", seat=seat, res=_res(raw)))
            return
        if space.startswith("monument-") and space[-1:] in LETTERS and len(space) == 10:
            k = LETTERS.index(space[-1])
            m = s["monuments"][k]
            letter = space[-1].upper()
            if not m["revealed"]:
                raise IllegalAction(Msg("uluk-monument-face-down", letter=letter), rule="monument")
            if m["built"]:
                raise IllegalAction(Msg("uluk-monument-already-built", letter=letter), rule="clean-up")
            if len(m["spaces"]) >= m["size"]:
                raise IllegalAction(Msg("uluk-monument-full", letter=letter), rule="monument")
            self._to_monument(i, k)
            return
        if space == "workshop":
            if not rest:
                raise IllegalAction(Msg("uluk-say-which-invention", verb=verb), rule="notation")
            if len(rest) > 1:
                raise IllegalAction(Msg("uluk-workshop-one"), rule="workshop")
            inv = rest[0]
            if inv not in c.inventions:
                raise IllegalAction(Msg("uluk-no-such-invention", given=quoted(inv)), rule="notation")
            if inv not in s["row"]:
                raise IllegalAction(Msg("uluk-workshop-not-offered", invention=_invention(inv)), rule="workshop")
            if inv in p["inventions"]:
                raise IllegalAction(Msg("uluk-invention-owned", invention=_invention(inv)), rule="workshop")
            s["row"].remove(inv)
            p["inventions"].append(inv)
            s["workshop"].append(i)
            self._log(Msg("uluk-sends-workshop", seat=seat, invention=_invention(inv)))
            return
        if space == "shaman":
            if from_hut:
                raise IllegalAction(Msg("uluk-already-in-hut"), rule="shaman")
            if s["shaman"] is not None:
                raise IllegalAction(Msg("uluk-hut-taken"), rule="shaman")
            s["shaman"] = i
            self._gain(i, SHAMAN_POINTS, "shaman")
            self._log(Msg("uluk-sends-hut", seat=seat, points=SHAMAN_POINTS))
            return
        if space == "temple":
            s["temple"].append(i)
            self._gain(i, TEMPLE_POINTS, "temple")
            self._log(Msg("uluk-sends-temple", seat=seat, points=TEMPLE_POINTS))
            return
        raise IllegalAction(Msg("uluk-no-such-space", given=quoted(space)), rule="notation")

    def _to_monument(self, who: int, k: int) -> None:
        s = self.state
        m = s["monuments"][k]
        m["spaces"].append(who)
        letter, filled = LETTERS[k].upper(), len(m["spaces"])
        self._log(Msg("uluk-freeloader-monument", letter=letter, filled=filled, size=m["size"]) if who == FL
                  else Msg("uluk-sends-monument", seat=self._who(who), letter=letter, filled=filled,
                           size=m["size"]))
        if len(m["spaces"]) == m["size"] and not m["raised"]:
            m["raised"] = True
            self._raise(self.comps.tokens[m["token"]], Msg("uluk-why-monument-complete", letter=letter))

    def _raise(self, res: str, why: Msg) -> None:
        s = self.state
        track = self.comps.track(res, s["alt"])
        t = s["tracks"][res]
        if t["level"] < track.top:
            t["level"] += 1
            self._log(Msg("uluk-harvest-rises", why=why, res=_res(res), level=t["level"]))
        else:
            self._log(Msg("uluk-harvest-at-top", why=why, res=_res(res)))

    # the Freeloaders (solo)
    def _freeloader_turn(self) -> None:
        """The Freeloaders' turn: draw and apply cards until one places a triber (or a
        New Triber! ends the turn)."""
        fl = self.state["freeloaders"]
        while True:
            card = self._draw_freeloader()
            if card.action == "new-triber":
                if self._new_freeloader():
                    continue
                return
            self._freeloader_place(card.action, from_hut=False)
            fl["hand"] -= 1
            return

    def _draw_freeloader(self):
        fl = self.state["freeloaders"]
        if not fl["deck"]:                      # cannot happen with 20 cards; safe anyway
            fl["deck"], fl["discard"] = fl["discard"], []
        card_id = fl["deck"].pop(0)
        self._reveal()
        card = self.comps.freeloaders[card_id]
        self._log(Msg("uluk-freeloaders-draw", card=Msg.named("uluk-freeloader-card", card_id)))
        if card.action == "new-triber":
            fl["discard"].append(card_id)
        else:
            fl["deck"].append(card_id)
            self._rng().shuffle(fl["deck"])
        return card

    def _new_freeloader(self) -> bool:
        """Apply New Triber!; True when another card must be drawn at once instead (the last
        season: "immediately draw another card and apply its rule instead", so no triber is
        born for a season that will not come)."""
        s = self.state
        fl = s["freeloaders"]
        if s["season"] == SEASONS:
            self._log(Msg("uluk-freeloaders-last-season"))
            return True
        if fl["camp"] + fl["newborn"] < MAX_TRIBERS:
            fl["newborn"] += 1
            self._log(Msg("uluk-freeloaders-new-triber"))
        else:
            self._log(Msg("uluk-freeloaders-full"))
        return False

    def _freeloader_place(self, action: str, from_hut: bool) -> None:
        s = self.state
        kind, _, arg = action.partition(":")
        if kind == "area" and len(s["areas"][arg]["sickle"]) < SICKLE_SPACES:
            s["areas"][arg]["sickle"].append([FL, False])
            self._log(Msg("uluk-freeloader-sickle", kind=_kind(arg), res=_res(arg)))
            return
        if kind == "workshop" and s["row"]:
            s["workshop"].append(FL)
            lost = s["row"].pop(0)
            s["discard"].append(lost)
            self._log(Msg("uluk-freeloader-workshop", invention=_invention(lost)))
            return
        if kind == "shaman" and s["shaman"] is None and not from_hut:
            s["shaman"] = FL
            self._log(Msg("uluk-freeloader-hut"))
            return
        if kind == "monument":
            open_ = [k for k, m in enumerate(s["monuments"]) if self._monument_open(m)]
            if open_:
                self._to_monument(FL, open_[-1] if arg == "rightmost" else open_[0])
                return
        s["temple"].append(FL)
        self._log(Msg("uluk-freeloader-temple"))

    # after every triber is placed: the Shaman's Hut
    def _after_placement(self) -> None:
        s = self.state
        step = s["step"]
        if s["shaman"] is not None and not step["hut_done"]:
            step["hut_done"] = True
            if s["shaman"] == FL:
                self._log(Msg("uluk-freeloader-hut-card"))
                s["shaman"] = None
                while True:
                    card = self._draw_freeloader()
                    if card.action == "new-triber":
                        self._new_freeloader()
                        continue
                    self._freeloader_place(card.action, from_hut=True)
                    break
            else:
                s["step"] = {"name": "shaman", "turn": s["shaman"], "hut_done": True}
                return
        self._harvest()

    def _legal_shaman(self, i: int) -> list[str]:
        return ["stay"] + self._placements(i, "move", from_hut=True)

    def _do_shaman_stay(self, i: int, args: list[str]) -> None:
        if args:
            raise IllegalAction(Msg("uluk-nothing-after", step="stay"), rule="notation")
        self._log(Msg("uluk-stays-in-hut", seat=self.state["seats"][i]))
        self._harvest()

    def _do_shaman_move(self, i: int, args: list[str]) -> None:
        s = self.state
        s["shaman"] = None
        self._place(i, args, from_hut=True)
        bonus = sum(inv.points for inv in self._inventions(i, "happiness")
                    if inv.when == "shaman")
        if bonus:
            self._gain(i, bonus, "inventions")
            self._log(Msg("uluk-leaving-hut-bonus", seat=s["seats"][i], points=bonus))
        self._harvest()

    # ======================================================================================
    # Harvest phase
    # ======================================================================================
    def _harvest(self) -> None:
        s, c = self.state, self.comps
        s["phase"] = "harvest"
        gains: dict[int, Counter] = {i: Counter() for i in range(len(s["seats"]))}
        for r in RAW:
            track = c.track(r, s["alt"])
            level = s["tracks"][r]["level"]
            sickle = s["areas"][r]["sickle"]
            tribers = Counter(who for who, _ in sickle)
            hunters = Counter()
            for who, poison in sickle:
                hunters[who] += 1 + poison
            if r in GATHERED:
                most, others = track.levels[level]
                top = max(tribers.values(), default=0)
                leaders = [w for w, n in tribers.items() if n == top]
                for who in tribers:
                    amount = most if len(leaders) == 1 and who == leaders[0] else others
                    if who != FL:
                        gains[who][r] += amount
            else:
                for who, n in hunters.items():
                    if who != FL:
                        gains[who][r] += n * track.levels[level]
            for who in tribers:
                if who != FL and any(inv.resource == r
                                     for inv in self._inventions(who, "resource")):
                    gains[who][r] += 1
        for i, got in gains.items():
            got = +got
            p = s["players"][i]
            for r, n in got.items():
                p["res"][r] = p["res"].get(r, 0) + n
            sent = any(who == i for r in RAW for who, _ in s["areas"][r]["sickle"])
            if got:
                self._log(Msg("uluk-harvest-gets", seat=s["seats"][i], got=_amounts(got)))
            elif sent:
                self._log(Msg("uluk-harvest-nothing", seat=s["seats"][i]))
        self._begin_processing()

    # ======================================================================================
    # Processing phase (simultaneous)
    # ======================================================================================
    def _begin_processing(self) -> None:
        s = self.state
        s["phase"] = "processing"
        who: dict[str, dict] = {}
        for i, seat in enumerate(s["seats"]):
            tribers = Counter(r for r in RAW for w in s["areas"][r]["processing"] if w == i)
            free = [inv.id for inv in self._inventions(i, "free")]
            who[seat] = {"tribers": {r: tribers[r] for r in RAW if tribers[r]}, "free": free}
        s["step"] = {"name": "process", "who": who}
        for seat in list(who):
            if not self._legal_process(s["seats"].index(seat)):
                del who[seat]
        self._maybe_end_processing()

    def _maybe_end_processing(self) -> None:
        if not self.state["step"]["who"]:
            self._begin_feeding()

    def _process_options(self, i: int) -> list[tuple[str, str, int]]:
        """(verb, product, n) of every possible conversion of seat ``i`` now."""
        s, c = self.state, self.comps
        p, tribe = s["players"][i], self._tribe(i)
        pending = s["step"]["who"][s["seats"][i]]
        out: list[tuple[str, str, int]] = []
        for r in RAW:
            have = p["res"].get(r, 0)
            if not have:
                continue
            if pending["tribers"].get(r):
                for arrow in tribe.column(r).arrows:
                    out += [("process", arrow.product, n) for n in range(1, have + 1)
                            if processed(arrow.ratio, n) > 0]
        seen: set[str] = set()
        for inv_id in pending["free"]:
            for product, most in c.inventions[inv_id].options:
                arrow = tribe.arrow(product)
                if arrow is None or product in seen:
                    continue
                seen.add(product)
                have = p["res"].get(c.source[product], 0)
                out += [("free", product, n) for n in range(1, min(most, have) + 1)
                        if processed(arrow.ratio, n) > 0]
        return out

    def _legal_process(self, i: int) -> list[str]:
        opts = self._process_options(i)
        if not opts:
            return []
        return [f"{v} {prod} {n}" for v, prod, n in opts] + ["done"]

    def _do_process_process(self, i: int, args: list[str]) -> None:
        product, n = self._product_and_count("process", args)
        s, c = self.state, self.comps
        pending = s["step"]["who"][s["seats"][i]]
        arrow = self._arrow(i, product)
        raw = c.source[product]
        if raw not in pending["tribers"]:
            raise IllegalAction(Msg("uluk-no-processor-left", res=_res(raw)), rule="processing")
        self._convert(i, raw, arrow, n)
        pending["tribers"][raw] -= 1
        if not pending["tribers"][raw]:
            del pending["tribers"][raw]
        self._after_process(i)

    def _do_process_free(self, i: int, args: list[str]) -> None:
        product, n = self._product_and_count("free", args)
        s, c = self.state, self.comps
        pending = s["step"]["who"][s["seats"][i]]
        arrow = self._arrow(i, product)
        cards = [inv for inv in pending["free"]
                 if any(prod == product for prod, _ in c.inventions[inv].options)]
        if not cards:
            raise IllegalAction(Msg("uluk-no-free-processing", res=_res(product)), rule="free-processing")
        inv = c.inventions[cards[0]]
        most = dict(inv.options)[product]
        if n > most:
            raise IllegalAction(Msg("uluk-free-at-most", invention=_invention(inv.id), most=most),
                                rule="free-processing")
        self._convert(i, c.source[product], arrow, n, free=inv.id)
        pending["free"].remove(inv.id)
        self._after_process(i)

    def _do_process_done(self, i: int, args: list[str]) -> None:
        if args:
            raise IllegalAction(Msg("uluk-nothing-after", step="done"), rule="notation")
        s = self.state
        del s["step"]["who"][s["seats"][i]]
        self._log(Msg("uluk-done-processing", seat=s["seats"][i]))
        self._maybe_end_processing()

    def _after_process(self, i: int) -> None:
        s = self.state
        if not self._process_options(i):
            del s["step"]["who"][s["seats"][i]]
            self._automated(s["seats"][i], "done")
            self._maybe_end_processing()

    def _product_and_count(self, verb: str, args: list[str]) -> tuple[str, int]:
        c = self.comps
        if len(args) != 2 or not args[1].isdigit():
            raise IllegalAction(Msg("uluk-say-product", verb=verb), rule="notation")
        product, n = args[0], int(args[1])
        if product in RAW:
            raise IllegalAction(Msg("uluk-name-the-product", res=_res(product)), rule="notation")
        if product not in c.source:
            raise IllegalAction(Msg("uluk-no-such-resource", given=quoted(product)), rule="notation")
        if n < 1:
            raise IllegalAction(Msg("uluk-process-at-least-one"), rule="processing")
        return product, n

    def _arrow(self, i: int, product: str):
        c = self.comps
        arrow = self._tribe(i).arrow(product)
        if arrow is None:
            raise IllegalAction(Msg("uluk-no-arrow", raw=_res(c.source[product]), product=_res(product)),
                                rule="arrows")
        return arrow

    def _convert(self, i: int, raw: str, arrow, n: int, free: str = "") -> None:
        """Turn ``n`` of ``raw`` along ``arrow``; ``free`` is the id of the invention doing it."""
        s = self.state
        p = s["players"][i]
        have = p["res"].get(raw, 0)
        if have < n:
            raise IllegalAction(self._only(have, raw), rule="processing")
        out = processed(arrow.ratio, n)
        if out < 1:
            raise IllegalAction(Msg("uluk-processing-gives-nothing", amount=_amount(raw, n),
                                    product=_res(arrow.product)), rule="arrows")
        self._spend(p, raw, n)
        if arrow.type == "poison":
            p["poison"] += out
            made = Msg("uluk-poison-tokens", n=out)
        else:
            p["res"][arrow.product] = p["res"].get(arrow.product, 0) + out
            made = _amount(arrow.product, out)
        turned = dict(seat=s["seats"][i], amount=_amount(raw, n), made=made)
        self._log(Msg("uluk-turns-with", **turned, invention=_invention(free)) if free
                  else Msg("uluk-turns", **turned))

    # ======================================================================================
    # Feeding phase (simultaneous)
    # ======================================================================================
    def _begin_feeding(self) -> None:
        s = self.state
        s["phase"] = "feeding"
        who = {seat: {"stage": "feed", "fed": 0, "all_fed": False, "celebrated": False}
               for seat in s["seats"]}
        s["step"] = {"name": "feed", "who": who}
        for i in range(len(s["seats"])):
            self._feed_progress(i)
        self._maybe_end_feeding()

    def _foods(self, i: int, types: tuple[str, ...] = FOOD_TYPES) -> list[str]:
        p, tribe = self.state["players"][i], self._tribe(i)
        return [r for r in tribe.spaces() if p["res"].get(r, 0) > 0 and tribe.type_of(r) in types]

    def _feed_progress(self, i: int) -> None:
        """Feed automatically when there is no choice; close the feeding stage when it is
        over; release the player when nothing is left to decide."""
        s = self.state
        seat = s["seats"][i]
        p = s["players"][i]
        pending = s["step"]["who"].get(seat)
        if pending is None:
            return
        if pending["stage"] == "feed":
            need = p["tribers"] - pending["fed"]
            foods = self._foods(i)
            if need > 0 and len(foods) == 1:
                n = min(need, p["res"][foods[0]])
                self._eat(i, foods[0], n, "feeds")
                self._automated(seat, f"feed {foods[0]} {n}")
                pending["fed"] += n
                need -= n
                foods = self._foods(i)
            if need == 0 or not foods:
                pending["stage"] = "extra"
                if need:
                    p["hunger"] += need
                    self._log(Msg("uluk-cannot-feed", seat=seat, n=need))
                else:
                    pending["all_fed"] = True
                    self._gain(i, 1, "feeding")
                    self._log(Msg("uluk-fed-every", seat=seat, points=1))
        if pending["stage"] == "extra" and not self._legal_feed(i):
            del s["step"]["who"][seat]
            self._automated(seat, "done")

    def _maybe_end_feeding(self) -> None:
        if not self.state["step"]["who"]:
            self._perish()
            self._ecology()
            self._cleanup()

    def _legal_feed(self, i: int) -> list[str]:
        s = self.state
        p = s["players"][i]
        pending = s["step"]["who"][s["seats"][i]]
        acts: list[str] = []
        if pending["stage"] == "feed":
            need = p["tribers"] - pending["fed"]
            for f in self._foods(i):
                acts.append(f"feed {f}")
                acts += [f"feed {f} {n}" for n in range(2, min(need, p["res"][f]) + 1)]
            return acts
        if not pending["all_fed"]:
            return []
        foods = self._foods(i)
        if p["tribers"] + p["newborn"] < MAX_TRIBERS:
            for a, fa in enumerate(foods):
                for fb in foods[a:]:
                    if fa != fb or p["res"][fa] >= 2:
                        acts.append(f"reproduce {fa} {fb}")
        if not pending["celebrated"]:
            holidays = self._foods(i, ("holiday",))
            fuel = foods + (["poison"] if p["poison"] else [])
            acts += [f"celebrate {f} {h}" for f in fuel for h in holidays]
        for t in self._foods(i, ("treat",)):
            acts.append(f"eat {t}")
            acts += [f"eat {t} {n}" for n in range(2, p["res"][t] + 1)]
        return acts + ["done"] if acts else []

    def _food_arg(self, i: int, name: str, n: int = 1, spent_to: str = "feed") -> None:
        """Refuse ``name`` unless it is a food of seat ``i`` with ``n`` pieces; a shortage
        cites the rule of what the food is ``spent_to`` do (feed, reproduce, celebrate, eat)."""
        c, tribe = self.comps, self._tribe(i)
        if name not in c.names:
            raise IllegalAction(Msg("uluk-no-such-resource", given=quoted(name)), rule="notation")
        if tribe.type_of(name) not in FOOD_TYPES:
            raise IllegalAction(Msg("uluk-not-a-food", res=_res(name)), rule="resource-types")
        have = self.state["players"][i]["res"].get(name, 0)
        if have < n:
            raise IllegalAction(self._only(have, name), rule=(
                "reproduction" if spent_to == "reproduce" else "celebration"
                if spent_to == "celebrate" else "treats" if spent_to == "eat" else "feeding"))

    def _count_arg(self, verb: str, args: list[str]) -> tuple[str, int]:
        if len(args) not in (1, 2) or len(args) == 2 and not args[1].isdigit():
            raise IllegalAction(Msg("uluk-say-food", verb=verb), rule="notation")
        n = int(args[1]) if len(args) == 2 else 1
        if n < 1:
            raise IllegalAction(Msg("uluk-say-a-number"), rule="notation")
        return args[0], n

    def _do_feed_feed(self, i: int, args: list[str]) -> None:
        s = self.state
        p = s["players"][i]
        pending = s["step"]["who"][s["seats"][i]]
        food, n = self._count_arg("feed", args)
        if pending["stage"] != "feed":
            raise IllegalAction(Msg("uluk-all-fed") if pending["all_fed"] else Msg("uluk-feeding-over"),
                                rule="feeding")
        self._food_arg(i, food, n)
        need = p["tribers"] - pending["fed"]
        if n > need:
            raise IllegalAction(Msg("uluk-only-need-food", n=need), rule="feeding")
        self._eat(i, food, n, "feeds")
        pending["fed"] += n
        self._feed_progress(i)
        self._maybe_end_feeding()

    def _extra_ready(self, i: int, what: str) -> dict:
        s = self.state
        pending = s["step"]["who"][s["seats"][i]]
        if pending["stage"] == "feed":
            raise IllegalAction(Msg("uluk-feed-first", what=what), rule="feeding")
        if not pending["all_fed"]:
            raise IllegalAction(Msg("uluk-fed-tribes-only", what=what), rule="feeding")
        return pending

    def _do_feed_reproduce(self, i: int, args: list[str]) -> None:
        self._extra_ready(i, "reproduce")
        p = self.state["players"][i]
        if len(args) != 2:
            raise IllegalAction(Msg("uluk-reproduce-two-foods"), rule="reproduction")
        if p["tribers"] + p["newborn"] >= MAX_TRIBERS:
            raise IllegalAction(Msg("uluk-tribe-full"), rule="tribe-limit")
        a, b = args
        if a == b:
            self._food_arg(i, a, 2, spent_to="reproduce")
        else:
            self._food_arg(i, a, spent_to="reproduce")
            self._food_arg(i, b, spent_to="reproduce")
        self._eat(i, a, 1, "reproduce")
        self._eat(i, b, 1, "reproduce")
        p["newborn"] += 1
        self._log(Msg("uluk-new-triber", seat=self.state["seats"][i]))
        self._feed_progress(i)
        self._maybe_end_feeding()

    def _do_feed_celebrate(self, i: int, args: list[str]) -> None:
        pending = self._extra_ready(i, "celebrate")
        s, c = self.state, self.comps
        p = s["players"][i]
        if len(args) != 2:
            raise IllegalAction(Msg("uluk-celebration-takes"), rule="celebration")
        if pending["celebrated"]:
            raise IllegalAction(Msg("uluk-already-celebrated"), rule="celebration")
        fuel, holiday = args
        if holiday not in c.names:
            raise IllegalAction(Msg("uluk-no-such-resource", given=quoted(holiday)), rule="notation")
        if self._tribe(i).type_of(holiday) != "holiday":
            raise IllegalAction(Msg("uluk-not-a-holiday", res=_res(holiday)), rule="resource-types")
        if p["res"].get(holiday, 0) < 1:
            raise IllegalAction(self._only(0, holiday), rule="celebration")
        if fuel == "poison":
            if p["poison"] < 1:
                raise IllegalAction(Msg("uluk-no-poison-left"), rule="celebration")
            p["poison"] -= 1
            points, what = POISON_CELEBRATION, Msg("uluk-poison-tokens", n=1)
        else:
            self._food_arg(i, fuel, spent_to="celebrate")
            self._eat(i, fuel, 1, "celebrate")
            points, what = CELEBRATION, _res(fuel)
        self._spend(p, holiday, 1)
        pending["celebrated"] = True
        self._gain(i, points, "celebrations")
        bonus = sum(inv.points for inv in self._inventions(i, "happiness")
                    if inv.when == "celebration")
        self._log(Msg("uluk-celebrates", seat=s["seats"][i], fuel=what, holiday=_res(holiday),
                      points=points, bonus=bonus))
        if bonus:
            self._gain(i, bonus, "inventions")
        self._feed_progress(i)
        self._maybe_end_feeding()

    def _do_feed_eat(self, i: int, args: list[str]) -> None:
        self._extra_ready(i, "eat")
        treat, n = self._count_arg("eat", args)
        if treat in self.comps.names and self._tribe(i).type_of(treat) != "treat":
            raise IllegalAction(Msg("uluk-not-a-treat", res=_res(treat)), rule="resource-types")
        self._food_arg(i, treat, n, spent_to="eat")
        self._eat(i, treat, n, "eats")
        self._feed_progress(i)
        self._maybe_end_feeding()

    def _do_feed_done(self, i: int, args: list[str]) -> None:
        if args:
            raise IllegalAction(Msg("uluk-nothing-after", step="done"), rule="notation")
        s = self.state
        pending = s["step"]["who"][s["seats"][i]]
        if pending["stage"] == "feed":
            raise IllegalAction(Msg("uluk-must-feed"), rule="feeding")
        del s["step"]["who"][s["seats"][i]]
        self._log(Msg("uluk-done-feeding", seat=s["seats"][i]))
        self._maybe_end_feeding()

    def _eat(self, i: int, food: str, n: int, how: str) -> None:
        """Spend ``n`` pieces of ``food``; treats give +1 each (uluk.txt, Treats)."""
        s = self.state
        p = s["players"][i]
        self._spend(p, food, n)
        treat = self._tribe(i).type_of(food) == "treat"
        if treat:
            self._gain(i, n, "treats")
        if how == "feeds":
            self._log(Msg("uluk-feeds", seat=s["seats"][i], n=n, res=_res(food), treat=treat))
        elif how == "eats":
            self._log(Msg("uluk-eats", seat=s["seats"][i], amount=_amount(food, n), points=n))
        elif treat:
            self._log(Msg("uluk-spends-treat", seat=s["seats"][i], res=_res(food), points=1))

    def _perish(self) -> None:
        s = self.state
        for i, p in enumerate(s["players"]):
            tribe = self._tribe(i)
            lost = Counter({r: n for r, n in p["res"].items()
                            if n and tribe.type_of(r) == "perishable"})
            for r in lost:
                p["res"][r] = 0
            if lost:
                self._log(Msg("uluk-perished", seat=s["seats"][i], lost=_amounts(lost)))
            p["res"] = {r: n for r, n in p["res"].items() if n}

    # ======================================================================================
    # Ecology and Clean-up (automatic)
    # ======================================================================================
    def _ecology(self) -> None:
        s, c = self.state, self.comps
        s["phase"] = "ecology"
        moves = []
        for r in RAW:
            track = c.track(r, s["alt"])
            n = len(s["areas"][r]["sickle"])
            t = s["tracks"][r]
            before = t["level"]
            t["level"] = min(track.top, max(0, before + ECOLOGY[n]))
            if t["level"] != before:
                moves.append(Msg("uluk-ecology-move", res=_res(r), before=before, after=t["level"]))
        landed = Counter()
        for r in RAW:
            sym = c.track(r, s["alt"]).symbols.get(s["tracks"][r]["level"])
            if sym:
                landed[sym] += 1
        for sym, n in landed.items():
            t = s["tracks"][sym]
            t["arrow"] = True
            before = t["level"]
            t["level"] = min(c.track(sym, s["alt"]).top, before + n)
            if t["level"] != before:
                moves.append(Msg("uluk-ecology-dependency", res=_res(sym), before=before, after=t["level"]))
        self._log(Msg("uluk-ecology", moves=moves) if moves else Msg("uluk-ecology-none"))

    def _cleanup(self) -> None:
        s, c = self.state, self.comps
        s["phase"] = "clean-up"
        for k, m in enumerate(s["monuments"]):
            if m["built"] or not m["revealed"] or len(m["spaces"]) < m["size"]:
                continue
            m["built"] = True
            sent = Counter(m["spaces"])
            parts = []
            for who, n in sent.items():
                if who != FL:
                    self._gain(who, c.chart[n], "monuments")
                    parts.append(Msg("uluk-seat-points", seat=s["seats"][who], points=c.chart[n]))
            top = max(sent.values())
            leaders = [w for w, n in sent.items() if n == top]
            if len(leaders) == 1:
                m["holder"] = leaders[0]
                self._tokens(leaders[0]).append(m["token"])
                self._log(Msg("uluk-monument-built-taken", letter=LETTERS[k].upper(), points=parts,
                              holder=self._who(leaders[0]), token=m["token"]))
            else:
                self._log(Msg("uluk-monument-built-removed", letter=LETTERS[k].upper(), points=parts,
                              token=m["token"]))
        for r in RAW:
            s["areas"][r] = {"sickle": [], "processing": []}
            s["tracks"][r]["arrow"] = False
        for m in s["monuments"]:
            m["spaces"] = []
        s["workshop"], s["shaman"], s["temple"] = [], None, []
        for p in s["players"]:
            p["tribers"] += p["newborn"]
            p["newborn"] = 0
        fl = s["freeloaders"]
        if fl:
            fl["camp"] += fl["newborn"]
            fl["newborn"] = 0
        if s["season"] == SEASONS:
            self._end_game()
            return
        s["discard"] += s["row"]
        s["row"] = []
        self._draw_row()
        if s["solo"]:
            s["first"] = FL if s["first"] == 0 else 0
        else:
            s["first"] = (s["first"] + 1) % len(s["seats"])
        self._log(Msg("uluk-freeloaders-first") if s["first"] == FL
                  else Msg("uluk-first-player", seat=self._who(s["first"])))
        s["season"] += 1
        self._begin_season()

    def _draw_row(self) -> None:
        s = self.state
        for _ in range(max(len(s["seats"]), 2)):
            if not s["deck"] and s["discard"]:
                s["deck"], s["discard"] = s["discard"], []
                self._rng().shuffle(s["deck"])
                self._log(Msg("uluk-deck-reshuffled"))
            if s["deck"]:
                s["row"].append(s["deck"].pop(0))
                self._reveal()
        if s["row"]:
            self._log(Msg("uluk-inventions-on-offer", inventions=[_invention(x) for x in s["row"]]))

    def _tokens(self, who: int) -> list[int]:
        s = self.state
        return s["freeloaders"]["tokens"] if who == FL else s["players"][who]["tokens"]

    # ======================================================================================
    # The end
    # ======================================================================================
    def _end_game(self) -> None:
        s = self.state
        s["over"] = True
        s["phase"] = "over"
        s["step"] = {"name": "over"}
        scores = self.scores()
        for seat in s["seats"]:
            pad = scores[seat]
            self._log(Msg("uluk-final-score", seat=seat, total=pad["total"], feast=pad["feast"],
                          hunger=pad["hunger"], tokens=pad["tokens"], sets=pad["sets"]))
        if s["solo"]:
            self._log(Msg("uluk-rating", level=self._rating_level()))
        else:
            self._log(Msg("uluk-archleader", names=self.winners()))

    def _pad(self, i: int) -> dict[str, int]:
        s, c = self.state, self.comps
        p = s["players"][i]
        pad = {
            "seasons": p["happiness"],
            "feast": self._feast_points(i) if s["over"] else 0,
            "hunger": HUNGER_POINTS * p["hunger"],
            "tokens": MOST_TOKENS_POINTS if self._most_tokens() == i else 0,
            "sets": SYMBOL_SETS.get(
                min(5, len({c.inventions[x].symbol for x in p["inventions"]})), 0),
        }
        pad["total"] = sum(pad.values())
        return pad

    def _feast_sets(self, i: int) -> int:
        p = self.state["players"][i]
        feast = self.comps.feasts[p["feast"]]
        sets = 2
        for res, need in feast.needs.items():
            have = p["poison"] if res == "tlon-brew" else p["res"].get(res, 0)
            sets = min(sets, have // need)
        return sets

    def _feast_points(self, i: int) -> int:
        feast = self.comps.feasts[self.state["players"][i]["feast"]]
        return {0: 0, 1: feast.lower, 2: feast.higher}[self._feast_sets(i)]

    def _most_tokens(self) -> int | None:
        """Who gains the +3 for most Monument tokens (ties: the highest-numbered token)."""
        s = self.state
        holders = list(range(len(s["seats"]))) + ([FL] if s["solo"] else [])
        counts = {w: len(self._tokens(w)) for w in holders}
        top = max(counts.values())
        if top == 0:
            return None
        tied = [w for w in holders if counts[w] == top]
        return max(tied, key=lambda w: max(self._tokens(w)))

    # ======================================================================================
    # Views
    # ======================================================================================
    def turn(self) -> str | None:
        step = self.state["step"]
        return self._who(step["turn"]) if step["name"] in ("place", "shaman") else None

    def view(self, seat: str | None = None) -> dict[str, Any]:
        s, c = self.state, self.comps
        awaiting = self.awaiting()
        tracks = []
        for r in RAW:
            track = c.track(r, s["alt"])
            tracks.append({
                "resource": r,
                "name": c.name(r),
                "kind": track.kind,
                "tile": "alternative" if s["alt"] and r in c.alt_tracks else "board",
                "level": s["tracks"][r]["level"],
                "arrow": s["tracks"][r]["arrow"],
                "levels": [list(x) if isinstance(x, tuple) else x for x in track.levels],
                "symbols": {str(k): v for k, v in track.symbols.items()},
                "sickle": [{"who": self._who(w), "poison": bool(poison)}
                           for w, poison in s["areas"][r]["sickle"]],
                "processing": [self._who(w) for w in s["areas"][r]["processing"]],
            })
        monuments = []
        for k, m in enumerate(s["monuments"]):
            token = None
            if m["revealed"]:
                token = {"number": m["token"], "resource": c.tokens[m["token"]]}
            monuments.append({
                "site": f"monument-{LETTERS[k]}",
                "size": m["size"],
                "revealed": m["revealed"],
                "built": m["built"],
                "token": token,
                "spaces": [self._who(w) for w in m["spaces"]],
                "holder": None if m["holder"] is None else self._who(m["holder"]),
            })
        players = []
        for i, name in enumerate(s["seats"]):
            p = s["players"][i]
            tribe = self._tribe(i)
            board = []
            for col in tribe.columns:
                board.append({
                    "raw": col.raw, "type": col.type, "count": p["res"].get(col.raw, 0),
                    "products": [{"id": a.product, "ratio": a.ratio, "type": a.type,
                                  "count": p["poison"] if a.type == "poison"
                                  else p["res"].get(a.product, 0)} for a in col.arrows],
                })
            entry = {
                "seat": name,
                "tribe": tribe.id,
                "tribe_name": tribe.name,
                "letter": tribe.letter,
                "colour": tribe.colour,
                "first": s["first"] == i,
                "happiness": p["happiness"],
                "points": dict(p["points"]),
                "tribers": p["tribers"],
                "newborn": p["newborn"],
                "to_place": p["hand"] if s["phase"] == "errand" else 0,
                "resources": {r: n for r, n in p["res"].items() if n},
                "board": board,
                "poison": p["poison"],
                "hunger": p["hunger"],
                "inventions": list(p["inventions"]),
                "symbols": sorted({c.inventions[x].symbol for x in p["inventions"]}),
                "tokens": list(p["tokens"]),
            }
            if seat == name:
                f = c.feasts[p["feast"]]
                entry["feast"] = {"id": f.id, "name": f.name, "needs": dict(f.needs),
                                  "lower": f.lower, "higher": f.higher,
                                  "sets": self._feast_sets(i)}
            players.append(entry)
        view: dict[str, Any] = {
            "title": s["title"],
            "season": s["season"],
            "seasons": SEASONS,
            "phase": s["phase"],
            "step": self._public_step(),
            "first": self._who(s["first"]),
            # whose turn: only in the one-at-a-time steps; None while everyone decides at once
            "turn": self._who(s["step"]["turn"]) if s["step"]["name"] in ("place", "shaman") else None,
            "awaiting": awaiting,
            "solo": s["solo"],
            "tracks": tracks,
            "monuments": monuments,
            "village": {
                "workshop": [self._who(w) for w in s["workshop"]],
                "shaman": None if s["shaman"] is None else self._who(s["shaman"]),
                "temple": [self._who(w) for w in s["temple"]],
            },
            "inventions": {
                "row": list(s["row"]),
                "deck": len(s["deck"]),
                "discard": list(s["discard"]),
            },
            "happiness": {name: s["players"][i]["happiness"]
                          for i, name in enumerate(s["seats"])},
            "cards": self._card_texts(),
            "names": dict(c.names),
            "players": players,
            "last": s["last"],
            "over": s["over"],
        }
        fl = s["freeloaders"]
        if fl:
            view["freeloaders"] = {
                "camp": fl["camp"], "newborn": fl["newborn"],
                "to_place": fl["hand"] if s["phase"] == "errand" else 0,
                "tokens": list(fl["tokens"]), "deck": len(fl["deck"]),
                "discard": list(fl["discard"]),
            }
        if s["over"]:
            view["scores"] = self.scores()
            view["winners"] = self.winners()
            if s["solo"]:
                view["rating"] = self.rating()
        if seat is not None:
            view["you"] = seat
            view["legal"] = self.legal_actions(seat)
        return view

    def _card_texts(self) -> dict[str, dict[str, Any]]:
        """Name, set symbol and effect of every invention in sight (row, discard, boards)."""
        s, c = self.state, self.comps
        ids = [*s["row"], *s["discard"], *(x for p in s["players"] for x in p["inventions"])]
        out: dict[str, dict[str, Any]] = {}
        for inv_id in ids:
            inv = c.inventions[inv_id]
            if inv.kind == "resource":
                text = f"+1 {c.name(inv.resource)} when you send tribers to its area"
            elif inv.kind == "free":
                text = "free processing: " + " or ".join(
                    f"{most} {c.name(c.source[prod])} into {c.name(prod)}"
                    for prod, most in inv.options)
            else:
                text = f"+{inv.points} " + ("when your triber leaves the Shaman's Hut"
                                            if inv.when == "shaman" else "when you celebrate")
            out[inv_id] = {"name": inv.name, "symbol": inv.symbol, "kind": inv.kind,
                           "text": text}
        return out

    def _public_step(self) -> dict[str, Any]:
        s = self.state
        step = s["step"]
        out: dict[str, Any] = {"name": step["name"]}
        if step["name"] in ("place", "shaman"):
            out["turn"] = self._who(step["turn"])
        if step["name"] in ("process", "feed"):
            out["who"] = sorted(step["who"])
        return out

    # -- helpers -----------------------------------------------------------------------------
    def _who(self, who: int) -> str:
        return FL_NAME if who == FL else self.state["seats"][who]

    def _tribe(self, i: int) -> Tribe:
        return self.comps.tribe(self.state["players"][i]["tribe"])

    def _inventions(self, i: int, kind: str) -> list:
        c = self.comps
        return [c.inventions[x] for x in self.state["players"][i]["inventions"]
                if c.inventions[x].kind == kind]

    def _gain(self, i: int, points: int, source: str) -> None:
        p = self.state["players"][i]
        p["happiness"] += points
        p["points"][source] += points

    def _spend(self, p: dict, res: str, n: int) -> None:
        p["res"][res] -= n
        if not p["res"][res]:
            del p["res"][res]

    def _only(self, have: int, res: str) -> Msg:
        return Msg("uluk-only-have", have=have, res=_res(res))

    # -- dispatch, declared once: a step's legal actions, and each (step, verb)'s handler ----
    _LEGAL_BY_STEP = {"place": _legal_place, "shaman": _legal_shaman, "process": _legal_process,
                      "feed": _legal_feed}
    _PLAY_BY_STEP = {
        ("place", "place"): _do_place_place,
        ("shaman", "stay"): _do_shaman_stay,
        ("shaman", "move"): _do_shaman_move,
        ("process", "process"): _do_process_process,
        ("process", "free"): _do_process_free,
        ("process", "done"): _do_process_done,
        ("feed", "feed"): _do_feed_feed,
        ("feed", "reproduce"): _do_feed_reproduce,
        ("feed", "celebrate"): _do_feed_celebrate,
        ("feed", "eat"): _do_feed_eat,
        ("feed", "done"): _do_feed_done,
    }
