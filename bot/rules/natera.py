"""Natera: New Beginning: the rules of natera.txt over a JSON state, for 2 to 4 players.

Components the rulebook names without listing (exploration cards, specialists, science
boards, starting resources, settlement bonuses, disc productions, placing VP) are house data
in ``data/natera.toml``, loaded and checked by :mod:`bot.rules.natera_data`.

Options: ``draft`` (true/false, the Draft Variant), ``expansions`` (``["nuclear-discovery"]``
adds its ten advanced cards, its tag and the Red Pandas and Turtles), ``tribes``
(``"random"``: dealt; ``"pick"``: chosen in turn order), ``claims`` (``"random"``: one tile of
each letter, random side; ``"numbered-1"`` / ``"numbered-2"``: the set A.n-E.n, front side).

Action notation
===============
Locations are named by their place on the board, which never changes: ``farm-1``
``farm-2`` (tier 1), ``farm-3`` ``farm-4`` (tier 2), ``farm-5`` (tier 3), the same for
``city`` ``military`` ``coast``, and ``forest-1`` ... ``forest-6``. Cards and specialists are
named by id (``aquaponics``, ``business-ape``; the view gives each one's name and text).
Resources: ``food supply power endurance agility intelligence``. Science spaces: column
``a``-``c`` and row ``1``-``5`` from the bottom (``a1`` bottom left).

Season phase, on your turn (one action, then the turn passes on)

=================================  ======================================================
``send leader <location>``         send your tribe leader (``send explorer <location>``)
``play <card> <attribute>``        play a card from hand paying its endurance, agility or
                                   intelligence cost
``hire <specialist>``              hire from the row, paying its food cost
``ability <id>``                   use a hired specialist's or a played card's ability
``settle <location>``              establish a settlement for 10 supply
``discard <card> <card> <res>``    free action: two cards for one resource (also in steps:
                                   ``discard <card>``, ``discard <card>``, ``take <res>``)
``pass``                           no more actions this season
=================================  ======================================================

Decisions inside an effect (only the player resolving it is asked)

=================================  ======================================================
``draw basic|advanced``            which deck to draw from (``peek basic|advanced`` first:
                                   Ravens)
``take <res>``                     a resource of your choice (``take any`` picks the "N
                                   resources of your choice" alternative)
``discard <card>``                 a card to discard
``raise <district>``               ``lower <district>``: an authority track of your choice
``grow <space>``                   a growth token on your science board
``hire <specialist>``  ``skip``    a hire at a reduced cost (or decline)
``play <card> <attribute>``        a play at a reduced cost (or ``skip``)
``return <specialist>``            a hired specialist back under the deck
``collect <location>``             a settlement bonus to collect
``copy <location>``                a location whose effect you copy
``settle <location>``              a free settlement
``move <from> <to>``  ``skip``     Turtles: move a settlement
``replace <specialist>`` ``done``  Reptiles: replace a specialist of the row
``search <tag>``                   Red Pandas: the tag searched for in the advanced deck
=================================  ======================================================

Setup and drafting: ``tribe <id>`` (option ``tribes: "pick"``), ``side a|b`` (science board,
everyone at once), ``pick <card>`` (the draft, everyone at once), ``discard <card>`` (the
starting hand, everyone at once). Steps join into one atomic action with ``;``:
``discard trail-map rusty-bicycle food; play aquaponics intelligence``.

Examples: ``send leader farm-2``, ``send explorer forest-4; discard raft``,
``play aquaponics endurance``, ``hire business-ape``, ``ability business-ape``,
``settle city-1``, ``grow b1``, ``copy forest-3``, ``pick wind-turbine``.

Readings where the rulebook is silent or contradicts itself (each is tested)
===========================================================================
* Starting hand: setup says "draws 6 basic exploration cards (Green backs) and 2 advanced
  exploration cards (Yellow backs) then discards 4 cards of their choice", the season
  track says "Season 1: 6 Basic, 2 Advanced. Discard 3.", and the Draft Variant says "For
  the starting hand, draft all 10 cards, then discard 4 cards." The season track is the
  component printed on the board, so the engine follows it: 6 basic and 2 advanced
  (drafted, with the draft), then discard 3, keeping 5 (Bears keep their extra card too).
* The rest phase after season k deals the cards of season k+1 from the track (3+1, 1+3,
  1+3); none after season 4. Drafted, they pass in the direction of the season they are
  for: right for seasons 2 and 4, left for 3; the starting hand passes left (season 1).
  Left is the next seat in turn order.
* The Forest's card is its access price, paid when a token is sent there; a location that
  copies a Forest location (Foxes, the Military tiles) takes its reward without the card.
  Copying ignores access and tiers, raises no authority and pays no settlement bonus; the
  copied exchange must be paid in full. Locations that copy cannot be copied.
* When a token visits a location its settlement bonus is paid first (the rulebook lets the
  visitor order the elements, and paying the bonus first is never worse), then authority,
  then the exchange and reward.
* District discs: "The first player to reach 2 authority in a district takes that
  district's token" and "Return the token to the middle of the District if a player's
  authority falls to 0" happen the moment the track moves, inside an action (a disc taken
  at 2 is kept at 1: "A player needs to hold at least 1 authority in order to keep a leader
  token"). "At the end of their turn, if another player surpasses the district leader":
  after every action a holder is replaced by a player with strictly more authority, and a
  disc with nobody goes to the player with the most authority of 2 or more; ties go to the
  acting player, else the first in turn order.
* Claims are immediate: "Placing a claim token is not an action, and is mandatory. Once a
  player satisfies the conditions of a specific claim, they must immediately place their
  claim token." A player's claims are checked the moment their authority, played cards,
  specialists, settlements or growth tokens change, inside an action: farm authority 9 ->
  10 -> 9 in one ``military-1`` (raise, then lower) places the farm claim, which "cannot be
  removed, even if a player no longer satisfies the claim's condition". Authority claims
  come first, then the tiles left to right; every player is checked again after every
  action and after production. At final scoring every tile already claimed is also claimed
  (1 VP) by every other player who meets it and has a claim token left.
* "A reduced cost of" is read one way: the Farm's "Hire a Specialist with a reduced cost of
  6 Food" and "Play an Exploration Card for a reduced cost of 4 Endurance or 3 Agility or 3
  Intelligence" take that much off the cost (6 food off the specialist; 4 off the card's
  endurance cost, 3 off its agility or intelligence cost), never below 0, so a reduced cost
  never exceeds the card's own. Read as a new price, the tier 2 hire would take a 30-food
  specialist for 6 food, more than the Coast's tier 3 "Spend 5 Food to hire a Specialist with
  a cost of 18 Food or lower" offers, and the tier 3 play would charge 4 endurance for a card
  that costs 2. Passive discounts ("card <n>", "hire <n>", the Reptiles') add to it.
* "Chimpanzees: agility can be used as intelligence": when paying, the named attribute is
  spent first and the other makes up the rest.
* A passive "when you play a <tag> card" bonus counts cards played after it. "Per tag"
  specialist points count your played exploration cards and specialists with that tag.
* Beavers: whenever any Tribe Leader visits a location with a Beaver settlement, the
  Beavers collect its bonus twice. Moles: each other player's token arriving where a Mole
  is gives the Moles 4 food and the visitor 2 food (once per location).
* A deck that runs out is refilled by shuffling its discard pile; an empty deck and pile
  cannot be chosen. The draft's hands and every deck order stay hidden. The card a player
  discards, draws, finds (Red Pandas) or peeks at (Ravens) is told to that player alone
  (``Game.told``); the events say "a card".
* Tribes: Bears' three tokens are all leaders; Moles' four explorers never block; Mole
  production lowers a track of their choice (mandatory, nothing if all are 0); Red Pandas'
  "new type of tag" counts the basic, advanced and specialist kinds too, and their search
  keeps the cards it passes over hidden before the deck is shuffled; Ravens may peek once
  before each card they choose to draw (only their own view shows it); Reptiles' replaced
  specialists go under the deck; Turtles may decline to move a settlement; Beavers' and
  Turtles' setup settlement goes on a tier 1 location (nothing else is open at authority 0).
* Actions never name a seat (seat names may hold anything); where a rule needs another
  player (settlement bonuses), the location names it.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from bot.l10n import Msg

from .base import Game, IllegalAction, quoted
from .natera_data import (
    ALL_DISTRICTS,
    ATTRIBUTES,
    DISTRICTS,
    EXPANSION,
    MAX_AUTHORITY,
    OBJECTIVE_TEXT,
    RESOURCES,
    SLOTS,
    TIER_SLOTS,
    Components,
    Step,
    amount_msg,
    card_msg,
    components,
    deck_msg,
    district_word_msg,
    gains,
    name_msg,
    neighbours,
    objective_msg,
    parse_step,
    pays,
    requirement_msg,
    science_msg,
    specialist_msg,
    tag_word_msg,
    tribe_msg,
)
from .natera_steps import ANSWER_VERBS, STEPS, effect_msg, source_msg
from .natera_view import NateraView

SEASONS = 4
SETTLEMENT_COST = 10
SETTLEMENTS = 8
CLAIM_TOKENS = 3
CLAIM_VP, LATE_CLAIM_VP = 7, 1
SETTLEMENT_VP, TURTLE_SETTLEMENT_VP = 3, 2
REVEAL_AT = {2: 3, 3: 6}                    # authority that reveals and opens a tier
DISC_AT = 2                                 # the first to reach it takes a district's disc
START_HAND = {"basic": 6, "advanced": 2}
START_DISCARD = 3
BEAR_EXTRA_CARDS = 1
SEASON_DRAWS = {2: (3, 1), 3: (1, 3), 4: (1, 3)}   # basic, advanced
DRAFT_LEFT = {1: True, 2: False, 3: True, 4: False}
REPTILE_DISCOUNT = 2
MOLE_FOOD, MOLE_VISITOR_FOOD = 4, 2
DISCARD_TRADE = 2
SCORE_CATEGORIES = ("claims", "settlements", "science", "specialists", "exploration",
                    "authority", "total")
OPTION_KEYS = ("draft", "expansions", "tribes", "claims")


def _steps_view(steps: tuple[Step, ...]) -> list[dict[str, Any]]:
    """An effect as views carry it: its steps, each a kind and its words (``StepView``)."""
    return [step.view() for step in steps]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def slot_tier(slot: str) -> int:
    """``farm-1`` -> 1, ``farm-3`` -> 2, ``farm-5`` -> 3, ``forest-2`` -> 0."""
    district, _, k = slot.partition("-")
    if district == "forest":
        return 0
    return {1: 1, 2: 1, 3: 2, 4: 2, 5: 3}[int(k)]


def slot_district(slot: str) -> str:
    return slot.partition("-")[0]




class NateraGame(Game):
    """Natera over a JSON state; see the module docstring for the notation and readings."""

    title, display_name, min_seats, max_seats = "natera", "Natera: New Beginning", 2, 4
    view_type = NateraView
    ALL_AT_ONCE = frozenset({"side", "keep", "draft"})   # the setup's choices and the draft's picks

    def _has_decided(self, seat: str) -> bool:
        return not self.state["queue"] and super()._has_decided(seat)

    # -- creation ------------------------------------------------------------------------
    @classmethod
    def _new(cls, title: str, seats: list[str], seed: int, options: dict | None) -> NateraGame:
        opts = cls._options(options or {})
        state: dict[str, Any] = {
            "title": title, "seed": seed, "rng": 0, "options": opts, "seats": seats,
            "season": 1, "phase": "setup", "first": 0, "step": {"name": "setup"},
            "board": {}, "discs": {d: None for d in DISTRICTS},
            "claims": {"authority": {d: None for d in DISTRICTS}, "tiles": []},
            "decks": {"basic": [], "advanced": []}, "discards": {"basic": [], "advanced": []},
            "specialists": {"deck": [], "row": []},
            "players": [], "queue": [], "after": None, "last": None, "over": False,
            "final": None,
        }
        game = cls(state)
        game._setup()
        return game

    @staticmethod
    def _options(options: dict) -> dict:
        for key in options:
            if key not in OPTION_KEYS:
                raise IllegalAction(Msg("natera-unknown-option", key=quoted(str(key)), keys=", ".join(OPTION_KEYS)),
                                    rule="setup")
        draft = options.get("draft", False)
        if not isinstance(draft, bool):
            raise IllegalAction(Msg("natera-draft-option"), rule="draft")
        expansions = options.get("expansions", [])
        if not isinstance(expansions, list) or any(e != EXPANSION for e in expansions):
            raise IllegalAction(Msg("natera-only-expansion", expansion=EXPANSION), rule="nuclear-discovery")
        tribes = options.get("tribes", "random")
        if tribes not in ("random", "pick"):
            raise IllegalAction(Msg("natera-tribes-option"), rule="tribe")
        claims = options.get("claims", "random")
        if claims not in ("random", "numbered-1", "numbered-2"):
            raise IllegalAction(Msg("natera-claims-option"), rule="claims")
        return {"draft": draft, "expansions": sorted(set(expansions)), "tribes": tribes,
                "claims": claims}

    @property
    def comps(self) -> Components:
        return components()

    @property
    def expansion(self) -> bool:
        return EXPANSION in self.state["options"]["expansions"]

    def _setup(self) -> None:
        s, c = self.state, self.comps
        n = len(s["seats"])
        rng = self._rng()
        # 3: tier 2 and tier 3 tiles face down in every district; the Forest's six open
        for d in DISTRICTS:
            tier1 = c.pool(d, 1)
            tier2 = rng.sample(c.pool(d, 2), TIER_SLOTS[2])
            tier3 = rng.sample(c.pool(d, 3), TIER_SLOTS[3])
            for k, tile in enumerate([*tier1, *tier2, *tier3], start=1):
                s["board"][f"{d}-{k}"] = {"tile": tile, "revealed": k <= 2, "tokens": [],
                                          "settlement": None}
        for k, tile in enumerate(c.pool("forest", 0), start=1):
            s["board"][f"forest-{k}"] = {"tile": tile, "revealed": True, "tokens": [],
                                         "settlement": None}
        # 5: claim tiles
        mode = s["options"]["claims"]
        for letter in "ABCDE":
            if mode == "random":
                tile = f"{letter}.{rng.choice((1, 2))}"
                side = rng.choice(("front", "back"))
            else:
                tile, side = f"{letter}.{mode[-1]}", "front"
            front, back = c.claim_tiles[tile]
            s["claims"]["tiles"].append({"tile": tile, "side": side,
                                         "objective": front if side == "front" else back,
                                         "holder": None, "late": []})
        # 6-7: decks, five specialists
        for deck in ("basic", "advanced"):
            cards = c.deck(deck, self.expansion)
            rng.shuffle(cards)
            s["decks"][deck] = cards
        specs = sorted(c.specialists)
        rng.shuffle(specs)
        s["specialists"]["deck"] = specs
        for _ in range(5):
            s["specialists"]["row"].append(s["specialists"]["deck"].pop())
        # 14: science boards dealt; the first player
        boards = rng.sample(sorted(c.science), n)
        s["first"] = rng.randrange(n)
        for i in range(n):
            s["players"].append({
                "tribe": None, "res": {r: 0 for r in RESOURCES}, "hand": [], "played": [],
                "specialists": [], "board": boards[i], "side": None, "growth": [],
                "authority": {d: 0 for d in DISTRICTS}, "leaders": 0, "explorers": 0,
                "settlements": SETTLEMENTS, "claims": CLAIM_TOKENS, "claimed": [],
                "late": [], "passed": False, "peek": None,
            })
        pool = [t for t in c.tribes.values() if self.expansion or not t.expansion]
        if s["options"]["tribes"] == "pick":
            s["step"] = {"name": "tribe", "turn": s["first"]}
            self._log(Msg("natera-begins-pick", seat=self._who(s["first"])))
            return
        dealt = rng.sample(sorted(t.id for t in pool), n)
        for i in range(n):
            self._take_tribe(i, dealt[i])
        self._log(Msg("natera-begins", seat=self._who(s["first"])))
        self._begin_sides()

    def _take_tribe(self, i: int, tribe_id: str) -> None:
        p = self.state["players"][i]
        tribe = self.comps.tribes[tribe_id]
        p["tribe"] = tribe_id
        p["leaders"], p["explorers"] = tribe.leaders, tribe.explorers
        self._log(Msg("natera-plays-tribe", seat=self._who(i), tribe=tribe_msg(tribe.id)))

    def _begin_sides(self) -> None:
        self.state["step"] = {"name": "side", "who": list(range(len(self.state["seats"])))}

    def _begin_tribe_setups(self) -> None:
        """Setup step 12: starting resources and the tribes' own setups, in turn order."""
        s = self.state
        for i in self._order():
            p = s["players"][i]
            tribe = self.comps.tribes[p["tribe"]]
            for res, n in tribe.start.items():
                p["res"][res] += n
            for atom in tribe.setup:
                self._push(i, atom, f"setup:{tribe.id}")
        s["step"] = {"name": "setup"}
        self._run("deal")

    def _deal(self) -> None:
        """Setup step 15: the starting hand, drawn or drafted."""
        s = self.state
        packs = []
        for _ in s["players"]:
            pack = []
            for deck, k in START_HAND.items():
                pack += [x for x in (self._take_card(deck) for _ in range(k)) if x]
            packs.append(pack)
        if s["options"]["draft"]:
            self._begin_draft(packs, DRAFT_LEFT[1], "keep")
        else:
            for p, pack in zip(s["players"], packs, strict=True):
                p["hand"] += pack
            self._log(Msg("natera-everyone-draws-start", basic=START_HAND["basic"], advanced=START_HAND["advanced"]))
            self._begin_keep()

    def _begin_keep(self) -> None:
        self.state["step"] = {"name": "keep", "left": [START_DISCARD] * len(self.state["seats"])}
        self._log(Msg("natera-everyone-discards-start", n=START_DISCARD))

    def _begin_draft(self, packs: list[list[str]], left: bool, then: str) -> None:
        self.state["step"] = {"name": "draft", "packs": packs, "picks": [None] * len(packs),
                              "dir": 1 if left else -1, "then": then}
        self._log(Msg("natera-draft-begins", n=len(packs[0]), left=left))

    # -- contract ------------------------------------------------------------------------
    def awaiting(self) -> list[str]:
        s = self.state
        if s["over"]:
            return []
        if s["queue"]:
            return [s["seats"][s["queue"][0]["seat"]]]
        step = s["step"]
        name = step["name"]
        if name in ("turn", "tribe"):
            return [s["seats"][step["turn"]]]
        if name == "side":
            return [s["seats"][i] for i in self._order() if i in step["who"]]
        if name == "keep":
            return [s["seats"][i] for i in self._order() if step["left"][i] > 0]
        if name == "draft":
            return [s["seats"][i] for i in self._order() if step["picks"][i] is None]
        return []

    # Steps whose cards come from a hand: the log shows others that a card was picked or
    # discarded, never which (the engine's events and view already say no more).
    HIDDEN_CARD_VERBS = ("pick", "discard")

    def public_action(self, action: str) -> str:
        steps = []
        for step in action.split(";"):
            verb, *args = step.split()
            if verb in self.HIDDEN_CARD_VERBS:
                args = [a if a in RESOURCES else "(a card)" for a in args]
            steps.append(" ".join([verb, *args]))
        return "; ".join(steps)

    def legal_actions(self, seat: str) -> list[str]:
        if seat not in self.awaiting():
            return []
        s = self.state
        i = s["seats"].index(seat)
        if s["queue"]:
            return self._task_options(s["queue"][0])
        return self._LEGAL_BY_STEP[s["step"]["name"]](self, i)

    def private_choices(self, seat: str) -> bool:
        """Whether the seat's choices name what others do not see: cards of its hand, the
        pack passed to it, or the advanced deck's contents.

        Private: the draft (the pack), the starting hand's discards and a season turn while
        the hand holds a card (``play`` and ``discard`` list the hand), an effect's
        ``discard``, ``trade`` or ``playcard`` step while it does, and the Red Pandas'
        search (the tags still in the advanced deck). Public, whatever the hand holds:
        choosing a tribe or a science board's side, and the other steps of an effect (draw
        from a deck, take a resource, raise or lower authority, grow, hire, return, collect,
        copy, settle, replace, move): they read resources, the board, the row and the decks'
        counts, never a card out of sight. A season turn with an empty hand lists sends,
        hires, abilities, settlements and pass only. The answer reads only what everyone
        sees (the step, the hand's size), so the My choices button betrays nothing either
        (tests/test_public_hidden.py)."""
        s = self.state
        if seat not in self.awaiting():
            return False
        holds = bool(s["players"][s["seats"].index(seat)]["hand"])
        if s["queue"]:
            secret = STEPS[parse_step(s["queue"][0]["atom"]).kind].secret
            return secret == "deck" or (secret == "hand" and holds)
        name = s["step"]["name"]
        return name == "draft" or (name in ("keep", "turn") and holds)

    def scores(self) -> dict[str, dict[str, int]]:
        placings = self._placings()
        return {seat: self._pad(i, placings) for i, seat in enumerate(self.state["seats"])}

    def winners(self) -> list[str]:
        s = self.state
        if not s["over"]:
            return []
        return self.ranked()

    def standings(self) -> dict[str, tuple[int, ...]]:
        """Venture points, then the Authority summed over all Districts, then the Supply
        (natera.txt, End of the Game); still tied, the players share the win."""
        s, scores = self.state, self.scores()
        return {seat: (scores[seat]["total"], sum(p["authority"].values()), p["res"]["supply"])
                for seat, p in zip(s["seats"], s["players"], strict=True)}

    def tie_breaks(self) -> tuple[str, ...]:
        return ("the most Authority over all Districts", "the most Supply")

    # -- playing -------------------------------------------------------------------------
    def _play_step(self, seat: str, action: str) -> list[str]:
        self._events = []
        s = self.state
        i = s["seats"].index(seat)
        words = action.lower().split(" ")
        if s["queue"]:
            self._answer(i, words)
        else:
            handler = self._PLAY_BY_STEP.get(s["step"]["name"])
            if handler is None:
                raise IllegalAction(Msg("natera-nothing-now"), rule="turn")
            handler(self, i, words)
        s["last"] = {"seat": seat, "action": self._public_action(action)}
        return self._events

    @staticmethod
    def _public_action(action: str) -> str:
        """The last action as the table may see it: picks and discards hide the card."""
        verb = action.split(" ")[0].lower()
        if verb in ("pick", "discard", "peek", "draw", "tribe"):
            return verb if verb != "tribe" else action.lower()
        return action.lower()

    # ======================================================================================
    # setup steps
    # ======================================================================================
    def _legal_tribe(self, i: int) -> list[str]:
        taken = {p["tribe"] for p in self.state["players"]}
        return [f"tribe {t.id}" for t in self.comps.tribes.values()
                if (self.expansion or not t.expansion) and t.id not in taken]

    def _do_tribe(self, i: int, words: list[str]) -> None:
        if words[0] != "tribe" or len(words) != 2:
            raise IllegalAction(Msg("natera-pick-tribe-first"), rule="tribe")
        if f"tribe {words[1]}" not in self._legal_tribe(i):
            raise IllegalAction(Msg("natera-not-a-tribe", tribe=quoted(words[1])), rule="tribe")
        self._take_tribe(i, words[1])
        s = self.state
        left = [j for j in self._order() if s["players"][j]["tribe"] is None]
        if left:
            s["step"] = {"name": "tribe", "turn": left[0]}
        else:
            self._begin_sides()

    def _legal_side(self, i: int) -> list[str]:
        return ["side a", "side b"]

    def _do_side(self, i: int, words: list[str]) -> None:
        if words[0] != "side" or len(words) != 2 or words[1] not in ("a", "b"):
            raise IllegalAction(Msg("natera-choose-side"), rule="science-side")
        s = self.state
        s["players"][i]["side"] = words[1]
        s["step"]["who"].remove(i)
        self._log(Msg("natera-plays-board", seat=self._who(i), board=science_msg(s["players"][i]["board"], words[1])))
        if not s["step"]["who"]:
            self._begin_tribe_setups()

    def _legal_keep(self, i: int) -> list[str]:
        return [f"discard {c}" for c in sorted(set(self.state["players"][i]["hand"]))]

    def _do_keep(self, i: int, words: list[str]) -> None:
        if words[0] != "discard" or len(words) != 2:
            raise IllegalAction(Msg("natera-discard-start", n=START_DISCARD), rule="starting-hand")
        self._discard_from_hand(i, words[1])
        s = self.state
        s["step"]["left"][i] -= 1
        if not any(s["step"]["left"]):
            self._log(Msg("natera-hands-ready"))
            self._begin_season()

    def _legal_draft(self, i: int) -> list[str]:
        return [f"pick {c}" for c in sorted(set(self.state["step"]["packs"][i]))]

    def _do_draft(self, i: int, words: list[str]) -> None:
        step = self.state["step"]
        if words[0] != "pick" or len(words) != 2:
            raise IllegalAction(Msg("natera-pick-one"), rule="draft")
        if words[1] not in step["packs"][i]:
            raise IllegalAction(Msg("natera-not-passed", card=quoted(words[1])), rule="draft")
        step["packs"][i].remove(words[1])
        step["picks"][i] = words[1]
        self._log(Msg("natera-picks", seat=self._who(i)))
        if any(x is None for x in step["picks"]):
            return
        s = self.state
        n = len(s["seats"])
        for j, card in enumerate(step["picks"]):
            s["players"][j]["hand"].append(card)
        step["packs"] = [step["packs"][(j - step["dir"]) % n] for j in range(n)]
        self._reveal()                        # everyone now sees a new pack
        step["picks"] = [None] * n
        if step["packs"][0]:
            return
        self._log(Msg("natera-draft-over"))
        if step["then"] == "keep":
            self._begin_keep()
        else:
            self._begin_season()

    # ======================================================================================
    # season phase
    # ======================================================================================
    def _begin_season(self) -> None:
        s = self.state
        s["phase"] = "season"
        for p in s["players"]:
            p["passed"] = False
        s["step"] = {"name": "turn", "turn": s["first"]}
        self._log(Msg("natera-season-begins", season=s["season"], seasons=SEASONS, seat=self._who(s["first"])))

    def _legal_turn(self, i: int) -> list[str]:
        p = self.state["players"][i]
        acts: list[str] = []
        for kind in ("leader", "explorer"):
            if p[f"{kind}s"] > 0:
                acts += [f"send {kind} {slot}" for slot in SLOTS if self._send_refusal(i, kind, slot) is None]
        for card in sorted(set(p["hand"])):
            for attr in ATTRIBUTES:
                if self._play_refusal(i, card, attr) is None:
                    acts.append(f"play {card} {attr}")
        acts += [f"hire {x}" for x in self.state["specialists"]["row"] if self._hire_refusal(i, x, 0) is None]
        acts += [f"ability {x}" for x in self._abilities(i) if self._ability_refusal(i, x) is None]
        acts += [f"settle {slot}" for slot in SLOTS if self._settle_refusal(i, slot, free=False) is None]
        if len(p["hand"]) >= DISCARD_TRADE:
            acts += [f"discard {card}" for card in sorted(set(p["hand"]))]
        acts.append("pass")
        return acts

    def _do_turn(self, i: int, words: list[str]) -> None:
        verb, args = words[0], words[1:]
        handler = self._TURN_BY_VERB.get(verb)
        if handler is None:
            raise IllegalAction(Msg("natera-not-a-season-action", verb=quoted(verb)), rule="season-phase")
        handler(self, i, args)

    def _turn_pass(self, i: int, args: list[str]) -> None:
        if args:
            raise IllegalAction(Msg("natera-pass-alone"), rule="season-phase")
        self.state["players"][i]["passed"] = True
        self._log(Msg("natera-passes", seat=self._who(i)))
        self._end_turn(i)

    def _turn_send(self, i: int, args: list[str]) -> None:
        if len(args) != 2 or args[0] not in ("leader", "explorer"):
            raise IllegalAction(Msg("natera-send-how"), rule="send")
        kind, slot = args
        refusal = self._send_refusal(i, kind, slot)
        if refusal:
            raise refusal
        self._visit(i, kind, slot)
        self._run("end_turn")

    def _turn_play(self, i: int, args: list[str]) -> None:
        if len(args) != 2:
            raise IllegalAction(Msg("natera-play-how"), rule="play")
        card, attr = args
        refusal = self._play_refusal(i, card, attr)
        if refusal:
            raise refusal
        self._play_card(i, card, attr, self._card_cost(i, card))
        self._run("end_turn")

    def _turn_hire(self, i: int, args: list[str]) -> None:
        if len(args) != 1:
            raise IllegalAction(Msg("natera-hire-how"), rule="hire")
        refusal = self._hire_refusal(i, args[0], 0)
        if refusal:
            raise refusal
        self._hire(i, args[0], self._hire_cost(i, args[0], 0))
        self._run("end_turn")

    def _turn_ability(self, i: int, args: list[str]) -> None:
        if len(args) != 1:
            raise IllegalAction(Msg("natera-ability-how"), rule="ability")
        refusal = self._ability_refusal(i, args[0])
        if refusal:
            raise refusal
        ident = args[0]
        effect = (self.comps.specialists[ident].ability if ident in self.comps.specialists
                  else self.comps.cards[ident].effect)
        self._log(Msg("natera-uses-ability", seat=self._who(i), name=name_msg(ident)))
        self._effect(i, effect, self._source(ident))
        self._run("end_turn")

    def _turn_settle(self, i: int, args: list[str]) -> None:
        if len(args) != 1:
            raise IllegalAction(Msg("natera-settle-how"), rule="settlement")
        refusal = self._settle_refusal(i, args[0], free=False)
        if refusal:
            raise refusal
        self._pay(i, {"supply": self._settle_cost(i)})
        self._settle(i, args[0], self._settle_cost(i))
        self._run("end_turn")

    def _turn_discard(self, i: int, args: list[str]) -> None:
        """The free action: two cards for one resource; the turn goes on."""
        p = self.state["players"][i]
        if len(args) == 3:
            a, b, res = args
            if res not in RESOURCES:
                raise IllegalAction(Msg("natera-not-a-resource", res=quoted(res), resources=", ".join(RESOURCES)),
                                    rule="discard")
            if Counter([a, b]) - Counter(p["hand"]):
                raise IllegalAction(Msg("natera-discard-held"), rule="discard")
            self._discard_from_hand(i, a)
            self._discard_from_hand(i, b)
            p["res"][res] += 1
            self._log(Msg("natera-discards-for", seat=self._who(i), amount=amount_msg(res, 1)))
            return
        if len(args) != 1:
            raise IllegalAction(Msg("natera-discard-how"), rule="discard")
        if len(p["hand"]) < DISCARD_TRADE:
            raise IllegalAction(Msg("natera-discard-two-needed"), rule="discard")
        self._discard_from_hand(i, args[0])
        self._push(i, "trade", "discard")
        self._run(None)

    def _end_turn(self, i: int) -> None:
        """After an action: claims, discs, then the next player who has not passed."""
        s = self.state
        self._check_claims(i)
        self._check_discs(i)
        n = len(s["seats"])
        order = [(i + k) % n for k in range(1, n + 1)]
        nxt = next((j for j in order if not s["players"][j]["passed"]), None)
        if nxt is None:
            self._end_season()
        else:
            s["step"] = {"name": "turn", "turn": nxt}

    # -- sending -------------------------------------------------------------------------
    def _access(self, i: int, slot: str) -> IllegalAction | None:
        """Why the player may not use ``slot`` (revealed, tier authority), or None.

        This and the other ``_*_refusal`` helpers return the refusal instead of raising it,
        because ``legal_actions`` asks the same question of every location, card and
        specialist; each refusal names its rule where its reason is decided."""
        s = self.state
        if slot not in s["board"]:
            return IllegalAction(Msg("natera-no-location", slot=quoted(slot)), rule="notation")
        place = s["board"][slot]
        tier = slot_tier(slot)
        district = slot_district(slot)
        if not place["revealed"]:
            return IllegalAction(Msg("natera-still-hidden", slot=slot, n=REVEAL_AT[tier],
                                     district=district_word_msg(district)), rule="hidden-locations")
        if tier in REVEAL_AT and s["players"][i]["authority"][district] < REVEAL_AT[tier]:
            return IllegalAction(Msg("natera-tier-locked", slot=slot, tier=tier, n=REVEAL_AT[tier],
                                     district=district_word_msg(district)), rule="hidden-locations")
        return None

    def _send_refusal(self, i: int, kind: str, slot: str) -> IllegalAction | None:
        s = self.state
        p = s["players"][i]
        if p[f"{kind}s"] <= 0:
            tribe = self.comps.tribes[p["tribe"]]
            if {"leader": tribe.leaders, "explorer": tribe.explorers}[kind] == 0:
                return IllegalAction(Msg("natera-tribe-has-none", kind=kind), rule="send")
            return IllegalAction(Msg("natera-tokens-all-out", kind=kind), rule="send")
        refusal = self._access(i, slot)
        if refusal:
            return refusal
        place = s["board"][slot]
        if any(w == i for w, _ in place["tokens"]):
            return IllegalAction(Msg("natera-own-token-there", slot=slot), rule="token-restrictions")
        if any(k == "leader" for _, k in place["tokens"]):
            return IllegalAction(Msg("natera-leader-blocks", slot=slot), rule="token-restrictions")
        if slot_district(slot) == "forest" and not p["hand"]:
            return IllegalAction(Msg("natera-forest-needs-card"), rule="forest")
        cost = pays(self._tile(slot).effect)
        bonus = Counter()
        if place["settlement"] == i:
            for step in self._tile(slot).bonus:
                res, n = step.args
                bonus[res] += int(n) * self._bonus_times(i, kind, slot)
        if not self._can_pay(i, cost, bonus):
            return IllegalAction(Msg("natera-exchange-unpaid", slot=slot, cost=self._amounts(cost)), rule="exchange")
        return None

    def _bonus_times(self, visitor: int, kind: str, slot: str) -> int:
        owner = self.state["board"][slot]["settlement"]
        if owner is not None and self._tribe_id(owner) == "beavers" and kind == "leader":
            return 2
        return 1

    def _visit(self, i: int, kind: str, slot: str) -> None:
        s = self.state
        p = s["players"][i]
        place = s["board"][slot]
        district = slot_district(slot)
        tile = self._tile(slot)
        p[f"{kind}s"] -= 1
        self._log(Msg("natera-sends", seat=self._who(i), kind=kind, slot=slot, effect=effect_msg(tile.effect)))
        moles = [w for w, _ in place["tokens"] if w != i and self._tribe_id(w) == "moles"]
        place["tokens"].append([i, kind])
        for mole in moles:
            self._gain(mole, "food", MOLE_FOOD)
            self._gain(i, "food", MOLE_VISITOR_FOOD)
            self._log(Msg("natera-moles-collect", mole=self._who(mole), food=amount_msg("food", MOLE_FOOD),
                          seat=self._who(i), visitor=amount_msg("food", MOLE_VISITOR_FOOD)))
        tasks: list[Step] = []
        if district == "forest":
            tasks.append(parse_step("discard 1"))
        owner = place["settlement"]
        if owner is not None:
            times = self._bonus_times(i, kind, slot)
            for _ in range(times):
                for step in tile.bonus:
                    res, n = step.args
                    self._gain(owner, res, int(n))
            who, bonus = self._who(owner), effect_msg(tile.bonus)
            self._log(Msg("natera-collects-bonus-twice", seat=who, effect=bonus) if times == 2
                      else Msg("natera-collects-bonus", seat=who, effect=bonus))
        if district in DISTRICTS:
            self._raise(i, district, 1)
        if district == "forest":
            if kind == "leader" and self._tribe_id(i) == "bears":
                tasks.append(parse_step("raise"))
            if self._tribe_id(i) == "foxes":
                tasks.append(parse_step("draw 1"))
        for passive in self._passives(i, "visit"):
            if passive[1] == district:
                self._gain(i, passive[2], int(passive[3]))
        self._effect(i, (*tasks, *tile.effect), slot)

    # -- playing cards -------------------------------------------------------------------
    def _card_cost(self, i: int, card: str, reduced: tuple[int, ...] = (0, 0, 0)) -> tuple[int, int, int]:
        """The card's three costs less its passive discounts and ``reduced`` (endurance,
        agility, intelligence: a location's "reduced cost of 4 Endurance or 3 Agility or 3
        Intelligence"), never below 0 and so never above the card's own cost."""
        off = sum(int(x[1]) for x in self._passives(i, "card"))
        return tuple(max(0, n - off - r)  # type: ignore[return-value]
                     for n, r in zip(self.comps.cards[card].cost, reduced, strict=True))

    def _play_refusal(self, i: int, card: str, attr: str, cost: tuple | None = None) -> IllegalAction | None:
        p = self.state["players"][i]
        if card not in p["hand"]:
            return IllegalAction(Msg("natera-not-in-hand", card=quoted(card)), rule="play")
        if attr not in ATTRIBUTES:
            return IllegalAction(Msg("natera-pay-with", attr=quoted(attr)), rule="play")
        c = self.comps.cards[card]
        if c.requires and not self._meets(i, c.requires):
            return IllegalAction(Msg("natera-card-requires", card=card_msg(card),
                                     requirement=requirement_msg(c.requires)), rule="requirements")
        cost = cost or self._card_cost(i, card)
        need = cost[ATTRIBUTES.index(attr)]
        if not self._can_pay(i, {attr: need}):
            return IllegalAction(Msg("natera-card-costs", card=card_msg(card), cost=amount_msg(attr, need),
                                     have=p["res"][attr]), rule="play")
        return None

    def _meets(self, i: int, req: tuple[str, ...]) -> bool:
        s = self.state
        if req[0] == "presence":
            return any(w == i for slot, place in s["board"].items() if slot_district(slot) == req[1]
                       for w, _ in place["tokens"])
        if req[0] == "authority":
            return s["players"][i]["authority"][req[1]] >= int(req[2])
        return self._tag_count(i, req[1]) >= int(req[2])

    def _tag_count(self, i: int, tag: str, exploration_only: bool = False) -> int:
        p = self.state["players"][i]
        n = sum(tag in self.comps.cards[c].tags for c in p["played"])
        if not exploration_only:
            n += sum(tag in self.comps.specialists[x].tags for x in p["specialists"])
        return n

    def _tags(self, i: int) -> set[str]:
        p = self.state["players"][i]
        out: set[str] = set()
        for c in p["played"]:
            out.update(self.comps.cards[c].tags)
        for x in p["specialists"]:
            out.update(self.comps.specialists[x].tags)
        return out

    def _play_card(self, i: int, card: str, attr: str, cost: tuple) -> None:
        p = self.state["players"][i]
        c = self.comps.cards[card]
        before = self._tags(i)
        need = cost[ATTRIBUTES.index(attr)]
        self._pay(i, {attr: need})
        p["hand"].remove(card)
        triggers = [x for x in self._passives(i, "tag") if x[1] in c.tags]
        p["played"].append(card)
        self._log(Msg("natera-plays-card", seat=self._who(i), card=card_msg(card), cost=amount_msg(attr, need)))
        self._claims_of(i)
        self._new_tags(i, before)
        tribe = self._tribe_id(i)
        if tribe == "gorillas" and "science" in c.tags:
            self._gain(i, "endurance", 1, Msg("natera-why-gorillas"))
        if tribe == "rabbits" and c.requires:
            self._gain(i, "food", 2, Msg("natera-why-rabbits"))
        for x in triggers:
            self._gain(i, x[2], int(x[3]), Msg("natera-why-passive"))
        if c.kind == "instant":
            self._effect(i, c.effect, self._source(card))

    def _new_tags(self, i: int, before: set[str]) -> None:
        """Red Pandas gain a power cell for every new type of tag."""
        if self._tribe_id(i) != "red-pandas":
            return
        new = self._tags(i) - before
        if new:
            self._gain(i, "power", len(new), Msg("natera-why-red-pandas"))

    # -- specialists ---------------------------------------------------------------------
    def _hire_cost(self, i: int, spec: str, off: int) -> int:
        cost = self.comps.specialists[spec].cost - off
        if self._tribe_id(i) == "reptiles":
            cost -= REPTILE_DISCOUNT
        cost -= sum(int(x[1]) for x in self._passives(i, "hire"))
        return max(0, cost)

    def _hire_refusal(self, i: int, spec: str, off: int, most: int | None = None) -> IllegalAction | None:
        if spec not in self.state["specialists"]["row"]:
            return IllegalAction(Msg("natera-not-in-row", specialist=quoted(spec)), rule="hire")
        sp = self.comps.specialists[spec]
        if most is not None:
            return None if sp.cost <= most else IllegalAction(
                Msg("natera-costs-more-than", specialist=specialist_msg(spec), most=amount_msg("food", most)),
                rule="hire")
        cost = self._hire_cost(i, spec, off)
        have = self.state["players"][i]["res"]["food"]
        if have < cost:
            return IllegalAction(Msg("natera-hire-costs", specialist=specialist_msg(spec),
                                     cost=amount_msg("food", cost), have=have), rule="hire")
        return None

    def _hire(self, i: int, spec: str, cost: int) -> None:
        s = self.state
        sp = self.comps.specialists[spec]
        before = self._tags(i)
        self._pay(i, {"food": cost})
        s["specialists"]["row"].remove(spec)
        s["players"][i]["specialists"].append(spec)
        self._log(Msg("natera-hires", seat=self._who(i), specialist=specialist_msg(spec),
                      cost=amount_msg("food", cost)))
        self._claims_of(i)
        self._refill_row()
        self._new_tags(i, before)
        self._effect(i, sp.reward, self._source(spec))

    def _refill_row(self) -> None:
        spec = self.state["specialists"]
        while len(spec["row"]) < 5 and spec["deck"]:
            new = spec["deck"].pop()
            spec["row"].append(new)
            self._reveal()
            self._log(Msg("natera-joins-row", specialist=specialist_msg(new)))

    def _abilities(self, i: int) -> list[str]:
        p = self.state["players"][i]
        ids = list(p["specialists"])
        ids += [c for c in dict.fromkeys(p["played"]) if self.comps.cards[c].kind == "ability"]
        if self._tribe_id(i) == "racoons":
            ids += self.state["specialists"]["row"]
        return list(dict.fromkeys(ids))

    def _ability_refusal(self, i: int, ident: str) -> IllegalAction | None:
        if ident not in self._abilities(i):
            return IllegalAction(Msg("natera-not-an-ability", ident=quoted(ident)), rule="ability")
        effect = (self.comps.specialists[ident].ability if ident in self.comps.specialists
                  else self.comps.cards[ident].effect)
        cost = pays(effect)
        if not self._can_pay(i, cost):
            return IllegalAction(Msg("natera-ability-costs", name=name_msg(ident), cost=self._amounts(cost)),
                                 rule="ability")
        return None

    # -- settlements ---------------------------------------------------------------------
    def _settle_cost(self, i: int) -> int:
        return max(0, SETTLEMENT_COST - sum(int(x[1]) for x in self._passives(i, "settle")))

    def _settle_refusal(self, i: int, slot: str, free: bool) -> IllegalAction | None:
        s = self.state
        p = s["players"][i]
        if p["settlements"] <= 0:
            return IllegalAction(Msg("natera-no-settlements-left"), rule="settlement")
        if slot in s["board"] and slot_district(slot) == "forest":
            return IllegalAction(Msg("natera-forest-unsettled"), rule="settlement")
        refusal = self._access(i, slot)
        if refusal:
            return refusal
        if s["board"][slot]["settlement"] is not None:
            return IllegalAction(Msg("natera-already-settled", slot=slot), rule="settlement")
        if not free and p["res"]["supply"] < self._settle_cost(i):
            return IllegalAction(Msg("natera-settlement-costs", cost=amount_msg("supply", self._settle_cost(i)),
                                     have=p["res"]["supply"]), rule="settlement")
        return None

    def _settle(self, i: int, slot: str, cost: int | None) -> None:
        """A settlement on ``slot``, paid ``cost`` supply (None: a free one)."""
        s = self.state
        s["board"][slot]["settlement"] = i
        s["players"][i]["settlements"] -= 1
        if cost is None:
            self._log(Msg("natera-settles-free", seat=self._who(i), slot=slot))
        else:
            self._log(Msg("natera-settles", seat=self._who(i), slot=slot, cost=amount_msg("supply", cost)))
        self._claims_of(i)

    # ======================================================================================
    # effects: a queue of steps, some of which ask the player
    # ======================================================================================
    def _source(self, ident: str) -> str:
        """The source key of a card's or a specialist's effect (``card:aquaponics``), which
        :func:`bot.rules.natera_steps.source_msg` names."""
        return f"specialist:{ident}" if ident in self.comps.specialists else f"card:{ident}"

    def _push(self, i: int, step: Step | str, src: str, front: bool = False) -> None:
        """Queue a step; the state keeps its text (JSON), read back with ``parse_step``, and
        its source as a key (``card:<id>``, a location, ``production``: ``source_msg``)."""
        task = {"seat": i, "atom": str(step), "src": src}
        if front:
            self.state["queue"].insert(0, task)
        else:
            self.state["queue"].append(task)

    def _effect(self, i: int, effect: tuple[Step, ...] | list[Step], src: str) -> None:
        """Queue an effect's steps ahead of whatever was queued (exchanges are paid here)."""
        cost = pays(effect)
        if cost:
            self._pay(i, cost)
        steps = [a for a in effect if a.kind != "pay"]
        for atom in reversed(steps):
            self._push(i, atom, src, front=True)

    def _run(self, after: str | None) -> None:
        """Resolve queued steps until one needs a decision; then, with the queue empty,
        continue with ``after`` (or what an earlier call left to do)."""
        s = self.state
        if after is not None:
            s["after"] = after
        while s["queue"]:
            task = s["queue"][0]
            if self._auto(task):
                continue
            if self._task_options(task):
                return
            s["queue"].pop(0)           # nothing can be chosen: the step does nothing
        nxt, s["after"] = s["after"], None
        if nxt == "end_turn":
            self._end_turn(s["step"]["turn"])
        elif nxt == "deal":
            self._deal()
        elif nxt == "draws":
            self._rest_draws()

    def _auto(self, task: dict) -> bool:
        """Resolve a step that needs no decision; True if it was resolved (and dropped or
        counted down). What each kind does is its entry of ``STEPS``."""
        step = parse_step(task["atom"])
        auto = STEPS[step.kind].auto
        return auto is not None and auto(self, task, step)

    def _count_down(self, task: dict, by: int = 1) -> None:
        """A repeated step ("draw 3", "any 2"): one fewer left, dropped at zero."""
        step = parse_step(task["atom"])
        n = step.amount - by
        if n <= 0:
            self.state["queue"].pop(0)
        else:
            task["atom"] = " ".join([step.kind, *step.args[:-1], str(n)])

    def _task_options(self, task: dict) -> list[str]:
        step = parse_step(task["atom"])
        options = STEPS[step.kind].options
        return options(self, task, step) if options else []

    def _answer(self, i: int, words: list[str]) -> None:
        task = self.state["queue"][0]
        options = self._task_options(task)
        action = " ".join(words)
        if action not in options:
            raise self._task_refusal(task, action, options)
        step = parse_step(task["atom"])
        answer = STEPS[step.kind].answer
        assert answer is not None, f"{step.kind} lists choices without an answer"
        answer(self, task, step, words)
        self._run(None)

    def _task_refusal(self, task: dict, action: str, options: list[str]) -> IllegalAction:
        """An answer that is not among the choices of the step asked: the refusal names the
        rule of that step (what the player is resolving), whatever the player wrote; a
        Forest's discard names the Forest's rule (its card is the access price)."""
        verb = action.split(" ")[0]
        asked = parse_step(task["atom"]).kind
        shown = ", ".join(f"`{o}`" for o in options[:6]) + (" ..." if len(options) > 6 else "")
        if verb in ANSWER_VERBS:
            message = Msg("natera-not-a-choice", action=quoted(action), choices=shown)
        else:
            message = Msg("natera-finish-first", source=source_msg(task["src"]), choices=shown)
        return IllegalAction(message, rule="forest" if asked == "discard" and task["src"].startswith("forest-")
                             else STEPS[asked].rule)

    def _settlement_setup_bonus(self, i: int, slot: str, task: dict) -> None:
        """Beavers and Turtles collect the bonus of their setup settlement."""
        if task["src"].startswith("setup:") or task["src"].endswith(" setup"):    # an old state's words
            self._collect_own_bonus(i, slot)

    def _collect_own_bonus(self, i: int, slot: str) -> None:
        tile = self._tile(slot)
        for step in tile.bonus:
            res, n = step.args
            self._gain(i, res, int(n))
        self._log(Msg("natera-collects-bonus-of", seat=self._who(i), slot=slot, effect=effect_msg(tile.bonus)))

    def _move_refusal(self, i: int, src: str, dst: str) -> IllegalAction | None:
        if src == dst:
            return IllegalAction(Msg("natera-move-somewhere-new"), rule="turtles")
        return self._settle_refusal_ignoring(i, dst)

    def _settle_refusal_ignoring(self, i: int, slot: str) -> IllegalAction | None:
        """Settle rules without the token count (the Turtles move one already placed)."""
        if slot_district(slot) == "forest":
            return IllegalAction(Msg("natera-forest-unsettled"), rule="settlement")
        refusal = self._access(i, slot)
        if refusal:
            return refusal
        if self.state["board"][slot]["settlement"] is not None:
            return IllegalAction(Msg("natera-already-settled", slot=slot), rule="settlement")
        return None

    def _replace_specialist(self, spec: str) -> None:
        s = self.state
        row = s["specialists"]["row"]
        k = row.index(spec)
        row[k] = s["specialists"]["deck"].pop()
        s["specialists"]["deck"].insert(0, spec)
        self._reveal()
        self._log(Msg("natera-leaves-row", specialist=specialist_msg(spec), other=specialist_msg(row[k])))

    def _search(self, i: int, tag: str) -> None:
        s = self.state
        deck = s["decks"]["advanced"]
        shown: list[str] = []
        found = None
        while deck:
            card = deck.pop()
            if tag in self.comps.cards[card].tags:
                found = card
                break
            shown.append(card)
        deck.extend(shown)
        self._rng().shuffle(deck)
        if found:
            s["players"][i]["hand"].append(found)
            self._tell(self._who(i), Msg("natera-you-take", card=card_msg(found)))
        self._log(Msg("natera-searches-found", seat=self._who(i), tag=tag_word_msg(tag)) if found
                  else Msg("natera-searches-none", seat=self._who(i), tag=tag_word_msg(tag)))

    def _copyable(self, i: int, scope: str, task: dict) -> list[str]:
        s = self.state
        chosen = task.get("chosen", [])
        out = []
        for slot in SLOTS:
            place = s["board"][slot]
            tier = slot_tier(slot)
            if not place["revealed"] or slot in chosen:
                continue
            if scope == "forest" and tier != 0 or scope == "tier1" and tier != 1:
                continue
            tile = self._tile(slot)
            if tile.copies:
                continue
            if not self._can_pay(i, pays(tile.effect)):
                continue
            out.append(slot)
        return out

    # -- drawing and discarding ----------------------------------------------------------
    def _drawable(self) -> list[str]:
        s = self.state
        return [d for d in ("basic", "advanced") if s["decks"][d] or s["discards"][d]]

    def _take_card(self, deck: str) -> str | None:
        s = self.state
        if not s["decks"][deck] and s["discards"][deck]:
            pile = s["discards"][deck]
            s["discards"][deck] = []
            self._rng().shuffle(pile)
            s["decks"][deck] = pile
            self._log(Msg("natera-pile-shuffled", deck=deck_msg(deck)))
        if not s["decks"][deck]:
            return None
        self._reveal()
        return s["decks"][deck].pop()

    def _draw(self, i: int, deck: str) -> None:
        card = self._take_card(deck)
        p = self.state["players"][i]
        p["peek"] = None
        if card:
            p["hand"].append(card)
            self._log(Msg("natera-draws-from", seat=self._who(i), deck=deck_msg(deck)))
            self._tell(self._who(i), Msg("natera-you-draw", card=card_msg(card)))

    def _discard_from_hand(self, i: int, card: str) -> None:
        p = self.state["players"][i]
        if card not in p["hand"]:
            raise IllegalAction(Msg("natera-not-in-hand", card=quoted(card)),
                                rule="starting-hand" if self.state["step"]["name"] == "keep" else "discard")
        p["hand"].remove(card)
        self.state["discards"][self.comps.cards[card].deck].append(card)
        self._tell(self._who(i), Msg("natera-you-discard", card=card_msg(card)))   # others read "a card"

    # -- resources, authority, science ---------------------------------------------------
    def _gain(self, i: int, res: str, n: int, why: Msg | None = None) -> None:
        """``n`` of ``res`` for the player; ``why`` (a tribe's or a card's reason) is logged."""
        self.state["players"][i]["res"][res] += n
        if why is not None:
            self._log(Msg("natera-gains-because", seat=self._who(i), amount=amount_msg(res, n), why=why))

    def _can_pay(self, i: int, cost: dict[str, int], extra: Counter | None = None) -> bool:
        have = Counter(self.state["players"][i]["res"])
        if extra:
            have.update(extra)
        short = {r: n - have[r] for r, n in cost.items() if n > have[r]}
        if not short:
            return True
        if self._tribe_id(i) == "chimpanzees" and set(short) <= {"agility", "intelligence"}:
            need = cost.get("agility", 0) + cost.get("intelligence", 0)
            return have["agility"] + have["intelligence"] >= need
        return False

    def _pay(self, i: int, cost: dict[str, int]) -> None:
        res = self.state["players"][i]["res"]
        if not self._can_pay(i, cost):
            raise IllegalAction(Msg("natera-cannot-pay", cost=self._amounts(cost)), rule="exchange")
        for r, n in cost.items():
            take = min(n, res[r])
            res[r] -= take
            if n > take:                     # the Chimpanzees make it up with the other one
                other = "intelligence" if r == "agility" else "agility"
                res[other] -= n - take

    def _raise(self, i: int, district: str, by: int) -> None:
        s = self.state
        auth = s["players"][i]["authority"]
        new = max(0, min(MAX_AUTHORITY, auth[district] + by))
        if new == auth[district]:
            return
        auth[district] = new
        if by < 0:
            self._log(Msg("natera-lowers", seat=self._who(i), district=district_word_msg(district), n=new))
        for tier, at in REVEAL_AT.items():
            if new >= at:
                for k in range(1, 6):
                    slot = f"{district}-{k}"
                    if slot_tier(slot) == tier and not s["board"][slot]["revealed"]:
                        s["board"][slot]["revealed"] = True
                        self._reveal()
                        effect = self.comps.locations[s["board"][slot]["tile"]].effect
                        self._log(Msg("natera-reveals", seat=_cap(self._who(i)), n=at, slot=slot,
                                      district=district_word_msg(district), effect=effect_msg(effect)))
        holder = s["discs"][district]
        if holder is None and new >= DISC_AT:              # "the first player to reach 2 authority"
            s["discs"][district] = i
            self._log(Msg("natera-takes-disc", seat=self._who(i), district=district_word_msg(district)))
        elif holder == i and new == 0:                      # "if a player's authority falls to 0"
            s["discs"][district] = None
            self._log(Msg("natera-disc-returns", district=district_word_msg(district)))
        self._claims_of(i)

    def _growable(self, i: int) -> list[str]:
        p = self.state["players"][i]
        side = self._science(i)
        marked = set(p["growth"])
        if not marked:
            candidates = [f"{c}1" for c in "abc"]
        else:
            candidates = sorted({n for x in marked for n in neighbours(x)} - marked)
        return [x for x in candidates if self._can_pay(i, pays(side.spaces[x]))]

    def _grow(self, i: int, space: str) -> None:
        p = self.state["players"][i]
        p["growth"].append(space)
        atoms = self._science(i).spaces[space]
        self._log(Msg("natera-grows", seat=self._who(i), space=space, effect=effect_msg(atoms)))
        self._claims_of(i)
        if space.endswith("1"):
            return                             # production: collected in the rest phase
        self._effect(i, atoms, f"science:{space}")

    def _science(self, i: int):
        p = self.state["players"][i]
        return self.comps.science[p["board"]][p["side"] or "a"]

    # ======================================================================================
    # claims and discs
    # ======================================================================================
    def _objective_met(self, i: int, objective: str) -> bool:
        s, c = self.state, self.comps
        p = s["players"][i]
        specs = [c.specialists[x] for x in p["specialists"]]
        cards = [c.cards[x] for x in p["played"]]
        settled = [slot for slot in SLOTS if s["board"][slot]["settlement"] == i]
        districts = {slot_district(x) for x in settled}
        growth = set(p["growth"])
        if objective == "specialists-5":
            return len(specs) >= 5
        if objective == "specialists-costs":
            return sum(x.cost > 19 for x in specs) >= 2 and sum(x.cost < 20 for x in specs) >= 2
        if objective == "specialists-plain":
            return sum(not (gains(x.reward) | gains(x.ability)) & set(ATTRIBUTES) for x in specs) >= 4
        if objective == "specialists-vp-values":
            return len({str(x.vp) for x in specs}) >= 4
        if objective == "settlements-4":
            return len(settled) >= 4
        if objective == "settlements-farm-city-coast":
            return {"farm", "city", "coast"} <= districts
        if objective == "settlements-farm-coast-military":
            return {"farm", "coast", "military"} <= districts
        if objective == "settlements-tiers":
            return sum(slot_tier(x) >= 2 for x in settled) >= 3
        if objective == "requirements-7":
            return sum(bool(x.requires) for x in cards) >= 7
        if objective == "requirements-presence-5":
            return sum(x.requires[:1] == ("presence",) for x in cards) >= 5
        if objective == "requirements-authority-4":
            return sum(x.requires[:1] == ("authority",) for x in cards) >= 4
        if objective == "authority-3-everywhere":
            return all(p["authority"][d] >= 3 for d in DISTRICTS)
        if objective == "growth-8":
            return len(growth) >= 8
        if objective == "growth-column":
            return any(all(f"{col}{r}" in growth for r in range(1, 6)) for col in "abc")
        if objective == "growth-two-rows":
            full = [all(f"{col}{r}" in growth for col in "abc") for r in range(1, 6)]
            return any(full[r] and full[r + 1] for r in range(4))
        tag, _, n = objective.rpartition("-")
        if tag == "advanced":
            return sum(x.deck == "advanced" for x in cards) >= int(n)
        return sum(tag in x.tags for x in cards) >= int(n)

    def _check_claims(self, actor: int) -> None:
        """Every player's claims, from the actor on (after an action and after production)."""
        n = len(self.state["seats"])
        for i in [(actor + k) % n for k in range(n)]:
            self._claims_of(i)

    def _claims_of(self, i: int) -> None:
        """Claims are mandatory and immediate: called the moment the player's authority,
        cards, specialists, settlements or growth change, it places a token on every claim
        they now meet (authority claims first, then the tiles left to right)."""
        s = self.state
        p = s["players"][i]
        for d in DISTRICTS:
            if p["claims"] and s["claims"]["authority"][d] is None and p["authority"][d] >= MAX_AUTHORITY:
                s["claims"]["authority"][d] = i
                p["claims"] -= 1
                p["claimed"].append(f"authority-{d}")
                self._log(Msg("natera-claims-authority", seat=self._who(i), district=district_word_msg(d), vp=CLAIM_VP))
        for tile in s["claims"]["tiles"]:
            if p["claims"] and tile["holder"] is None and self._objective_met(i, tile["objective"]):
                tile["holder"] = i
                p["claims"] -= 1
                p["claimed"].append(tile["tile"])
                self._log(Msg("natera-claims-tile", seat=self._who(i), tile=tile["tile"],
                              objective=objective_msg(tile["objective"]), vp=CLAIM_VP))

    def _check_discs(self, actor: int) -> None:
        s = self.state
        n = len(s["seats"])
        order = [(actor + k) % n for k in range(n)]
        for d in DISTRICTS:
            auth = [p["authority"][d] for p in s["players"]]
            holder = s["discs"][d]
            if holder is not None and auth[holder] == 0:
                s["discs"][d] = holder = None
                self._log(Msg("natera-disc-returns", district=district_word_msg(d)))
            floor = DISC_AT if holder is None else auth[holder] + 1
            best = max(auth)
            if best < floor:
                continue
            taker = next(j for j in order if auth[j] == best)
            if taker != holder:
                s["discs"][d] = taker
                self._log(Msg("natera-takes-disc", seat=self._who(taker), district=district_word_msg(d)))

    # ======================================================================================
    # rest phase and the end
    # ======================================================================================
    def _end_season(self) -> None:
        s = self.state
        if s["season"] == SEASONS:
            self._end_game()
            return
        s["phase"] = "rest"
        s["step"] = {"name": "setup"}
        self._log(Msg("natera-season-ends", season=s["season"]))
        for slot in SLOTS:
            s["board"][slot]["tokens"] = []
        for p in s["players"]:
            tribe = self.comps.tribes[p["tribe"]]
            p["leaders"], p["explorers"] = tribe.leaders, tribe.explorers
        order = self._order()
        for i in order:
            p = s["players"][i]
            tribe = self.comps.tribes[p["tribe"]]
            steps = [f"gain {r} {n}" for r, n in tribe.production.items() if n]
            side = self._science(i)
            for space in sorted(p["growth"]):
                if space.endswith("1"):
                    steps += side.spaces[space]
            for card in p["played"]:
                if self.comps.cards[card].kind == "production":
                    steps += self.comps.cards[card].effect
            for d in DISTRICTS:
                if s["discs"][d] == i:
                    steps += self.comps.discs[d]
            for atom in steps:
                self._push(i, atom, "production")
        for i in order:
            tribe = self.comps.tribes[s["players"][i]["tribe"]]
            for atom in tribe.rest:
                self._push(i, atom, f"rest:{tribe.id}")
        self._run("draws")

    def _rest_draws(self) -> None:
        s = self.state
        self._check_claims(s["first"])
        self._check_discs(s["first"])
        nxt = s["season"] + 1
        basic, advanced = SEASON_DRAWS[nxt]
        packs = []
        for _ in s["players"]:
            pack = [x for x in (self._take_card("basic") for _ in range(basic)) if x]
            pack += [x for x in (self._take_card("advanced") for _ in range(advanced)) if x]
            packs.append(pack)
        s["first"] = (s["first"] + 1) % len(s["seats"])
        s["season"] = nxt
        self._log(Msg("natera-first-passes", seat=self._who(s["first"])))
        if s["options"]["draft"] and all(packs):
            self._begin_draft(packs, DRAFT_LEFT[nxt], "season")
            return
        for p, pack in zip(s["players"], packs, strict=True):
            p["hand"] += pack
        self._log(Msg("natera-everyone-draws", basic=basic, advanced=advanced))
        self._begin_season()

    def _end_game(self) -> None:
        s = self.state
        s["over"] = True
        s["phase"] = "over"
        s["step"] = {"name": "over"}
        # Final scoring: 1-VP claims on tiles already claimed.
        for tile in s["claims"]["tiles"]:
            for i in self._order():
                p = s["players"][i]
                if tile["holder"] not in (None, i) and p["claims"] and self._objective_met(i, tile["objective"]):
                    p["claims"] -= 1
                    p["late"].append(tile["tile"])
                    tile["late"].append(i)
                    self._log(Msg("natera-late-claim", seat=self._who(i), tile=tile["tile"], vp=LATE_CLAIM_VP))
        scores = self.scores()
        line = [Msg("natera-seat-score", seat=seat, n=scores[seat]["total"]) for seat in s["seats"]]
        self._log(Msg("natera-year-over", scores=line, winners=self.winners()))

    def _placings(self) -> dict[str, list[int]]:
        """VP of every player on every authority track (natera.txt, Final Scoring)."""
        s = self.state
        vp = self.comps.placings
        n = len(s["seats"])
        out: dict[str, list[int]] = {}
        for d in DISTRICTS:
            points = [0] * n
            auth = [p["authority"][d] for p in s["players"]]
            holder = s["discs"][d]
            groups: list[list[int]] = []
            if holder is not None:
                groups.append([holder])
            rest = sorted({auth[j] for j in range(n) if j != holder and auth[j] > 0}, reverse=True)
            for level in rest:
                groups.append([j for j in range(n) if j != holder and auth[j] == level])
            place = 0
            for group in groups:
                if place >= len(vp):
                    break
                if len(group) == 1:
                    points[group[0]] = vp[place]
                elif place == len(vp) - 1:
                    for j in group:
                        points[j] = 1                 # tied for third: 1 VP each
                else:
                    share = sum(vp[place:place + 2]) // len(group)
                    for j in group:
                        points[j] = share             # tied for second: 2nd + 3rd shared
                    place += 2                        # ... and no one scores third
                    continue
                place += 1
            out[d] = points
        return out

    def _pad(self, i: int, placings: dict[str, list[int]]) -> dict[str, int]:
        s, c = self.state, self.comps
        p = s["players"][i]
        settled = sum(s["board"][slot]["settlement"] == i for slot in SLOTS)
        each = TURTLE_SETTLEMENT_VP if p["tribe"] == "turtles" else SETTLEMENT_VP
        science = 0
        side = self._science(i) if p["side"] else None
        for space in p["growth"]:
            for step in side.spaces[space] if side else ():
                if step.kind == "vp":
                    science += step.amount
        specialists = 0
        for x in p["specialists"]:
            vp = c.specialists[x].vp
            specialists += self._tag_count(i, vp.split()[1]) if isinstance(vp, str) else vp
        pad = {
            "claims": CLAIM_VP * len(p["claimed"]) + LATE_CLAIM_VP * len(p["late"]),
            "settlements": each * settled,
            "science": science,
            "specialists": specialists,
            "exploration": sum(c.cards[x].vp for x in p["played"]),
            "authority": sum(placings[d][i] for d in DISTRICTS),
        }
        pad["total"] = sum(pad.values())
        return pad

    # ======================================================================================
    # the view
    # ======================================================================================
    def turn(self) -> str | None:
        s = self.state
        step = s["step"]
        if s["queue"]:
            return self._who(s["queue"][0]["seat"])
        return self._who(step["turn"]) if step["name"] in ("turn", "tribe") else None

    def view(self, seat: str | None = None) -> dict[str, Any]:
        s, c = self.state, self.comps
        me = s["seats"].index(seat) if seat in s["seats"] else None
        locations = []
        for slot in SLOTS:
            place = s["board"][slot]
            entry: dict[str, Any] = {
                "slot": slot, "district": slot_district(slot), "tier": slot_tier(slot),
                "revealed": place["revealed"],
                "tokens": [{"seat": self._who(w), "kind": k} for w, k in place["tokens"]],
                "settlement": None if place["settlement"] is None else self._who(place["settlement"]),
            }
            if place["revealed"]:
                tile = c.locations[place["tile"]]
                entry.update({"tile": tile.id, "text": _steps_view(tile.effect),
                              "bonus": _steps_view(tile.bonus) if tile.bonus else None,
                              "access": ("a card from hand" if tile.district == "forest"
                                         else f"{REVEAL_AT.get(tile.tier, 0)} authority")})
            locations.append(entry)
        districts = []
        for d in ALL_DISTRICTS:
            info: dict[str, Any] = {"id": d, "name": c.district_names[d],
                                    "slots": [x for x in SLOTS if slot_district(x) == d]}
            if d in DISTRICTS:
                info.update({
                    "authority": {self._who(j): p["authority"][d] for j, p in enumerate(s["players"])},
                    "disc": None if s["discs"][d] is None else self._who(s["discs"][d]),
                    "disc_production": _steps_view(c.discs[d]),
                    "claim": None if s["claims"]["authority"][d] is None
                    else self._who(s["claims"]["authority"][d]),
                })
            districts.append(info)
        claims = [{"tile": t["tile"], "side": t["side"], "objective": t["objective"],
                   "text": OBJECTIVE_TEXT[t["objective"]],
                   "holder": None if t["holder"] is None else self._who(t["holder"]),
                   "late": [self._who(j) for j in t["late"]]} for t in s["claims"]["tiles"]]
        players = [self._player_view(j, me == j) for j in range(len(s["seats"]))]
        step = s["step"]
        view: dict[str, Any] = {
            "title": s["title"], "season": s["season"], "seasons": SEASONS, "phase": s["phase"],
            "step": step["name"] if not s["queue"] else "decision",
            "first": self._who(s["first"]),
            "turn": self._who(step["turn"]) if step["name"] in ("turn", "tribe") and not s["queue"]
            else (self._who(s["queue"][0]["seat"]) if s["queue"] else None),
            "awaiting": self.awaiting(),
            "decision": ({"seat": self._who(s["queue"][0]["seat"]), "about": str(source_msg(s["queue"][0]["src"])),
                          "source": s["queue"][0]["src"],
                          "step": parse_step(s["queue"][0]["atom"]).view()} if s["queue"] else None),
            "options": dict(s["options"]),
            "locations": locations, "districts": districts, "claims": claims,
            "specialist_row": [self._specialist_view(x) for x in s["specialists"]["row"]],
            "specialist_deck": len(s["specialists"]["deck"]),
            "decks": {d: len(s["decks"][d]) for d in ("basic", "advanced")},
            "discards": {d: len(s["discards"][d]) for d in ("basic", "advanced")},
            "placings": list(c.placings),
            "players": players, "last": s["last"], "over": s["over"],
        }
        if step["name"] == "draft":
            view["draft"] = {"direction": "left" if step["dir"] == 1 else "right",
                             "pack_size": len(step["packs"][0]),
                             "picked": [self._who(j) for j, x in enumerate(step["picks"]) if x]}
            if me is not None:
                view["draft"]["pack"] = [self._card_view(x) for x in step["packs"][me]]
        if step["name"] == "tribe":
            view["tribes_left"] = [x.split()[1] for x in self._legal_tribe(step["turn"])]
        if s["over"]:
            view["scores"] = self.scores()
            view["winners"] = self.winners()
        if seat is not None:
            view["you"] = seat
            view["legal"] = self.legal_actions(seat)
        return view

    def _player_view(self, j: int, own: bool) -> dict[str, Any]:
        s, c = self.state, self.comps
        p = s["players"][j]
        tribe = c.tribes[p["tribe"]] if p["tribe"] else None
        by_tag: dict[str, list[str]] = {}
        for x in p["played"]:
            for tag in c.cards[x].tags:
                by_tag.setdefault(tag, []).append(c.cards[x].name)
        tags = Counter(t for x in p["played"] for t in c.cards[x].tags)
        tags.update(t for x in p["specialists"] for t in c.specialists[x].tags)
        production = Counter(tribe.production if tribe else {})
        science = None
        if p["side"]:
            side = self._science(j)
            science = {"board": side.board, "side": side.side, "name": side.name,
                       "spaces": {k: _steps_view(v) for k, v in side.spaces.items()},
                       "growth": list(p["growth"])}
        entry: dict[str, Any] = {
            "seat": s["seats"][j], "number": j + 1,
            "tribe": p["tribe"], "tribe_name": tribe.name if tribe else None,
            "letter": tribe.letter if tribe else "?", "colour": tribe.colour if tribe else "#888888",
            "first": s["first"] == j, "passed": p["passed"],
            "resources": dict(p["res"]), "authority": dict(p["authority"]),
            "hand_size": len(p["hand"]),
            "leaders": p["leaders"], "explorers": p["explorers"],
            "settlements_left": p["settlements"], "claims_left": p["claims"],
            "claimed": list(p["claimed"]), "late_claims": list(p["late"]),
            "played": [self._card_view(x) for x in p["played"]],
            "played_by_tag": by_tag,
            "tags": dict(sorted(tags.items())),
            "specialists": [self._specialist_view(x) for x in p["specialists"]],
            "production": {"mini-card": dict(production),
                           "cards": [c.cards[x].name for x in p["played"] if c.cards[x].kind == "production"],
                           "discs": [d for d in DISTRICTS if s["discs"][d] == j]},
            "science": science,
        }
        if own:
            entry["hand"] = [self._card_view(x) for x in p["hand"]]
            if p["peek"]:
                entry["peek"] = {"deck": p["peek"]["deck"], "card": self._card_view(p["peek"]["card"])}
        return entry

    def _card_view(self, card: str) -> dict[str, Any]:
        c = self.comps.cards[card]
        text = (" ".join(c.passive) if c.kind == "passive" else self._atoms_text(c.effect))
        return {"id": c.id, "name": c.name, "deck": c.deck, "cost": list(c.cost),
                "tags": list(c.tags), "kind": c.kind, "text": text, "effect": _steps_view(c.effect),
                "vp": c.vp,
                "requires": self._requirement_text(c.requires) if c.requires else None}

    def _specialist_view(self, spec: str) -> dict[str, Any]:
        sp = self.comps.specialists[spec]
        return {"id": sp.id, "name": sp.name, "cost": sp.cost, "tag": sp.tag,
                "reward": _steps_view(sp.reward), "ability": _steps_view(sp.ability),
                "vp": sp.vp}

    # -- helpers -------------------------------------------------------------------------
    def _order(self) -> list[int]:
        s = self.state
        n = len(s["seats"])
        return [(s["first"] + k) % n for k in range(n)]

    def _tribe_id(self, i: int) -> str:
        return self.state["players"][i]["tribe"]

    def _tile(self, slot: str):
        return self.comps.locations[self.state["board"][slot]["tile"]]

    def _passives(self, i: int, kind: str) -> list[tuple[str, ...]]:
        cards = self.comps.cards
        return [cards[x].passive for x in self.state["players"][i]["played"]
                if cards[x].kind == "passive" and cards[x].passive[0] == kind]

    @staticmethod
    def _atoms_text(steps: tuple[Step, ...] | list[Step]) -> str:
        """An effect in the notation, for the log and a card's text (views carry the steps)."""
        return "; ".join(str(step) for step in steps)

    @staticmethod
    def _amounts(cost: dict[str, int]) -> list[Msg]:
        """A price as messages, one per resource ("2 supply and 1 food", joined per language)."""
        return [amount_msg(r, n) for r, n in cost.items()]

    @staticmethod
    def _requirement_text(req: tuple[str, ...]) -> str:
        if req[0] == "presence":
            return f"a token of yours in the {req[1]}"
        if req[0] == "authority":
            return f"{req[2]} authority in the {req[1]}"
        return f"{req[2]} {req[1]} tags in play"

    # -- dispatch, declared once: each step's legal actions and handler, each season verb's
    _LEGAL_BY_STEP = {"tribe": _legal_tribe, "side": _legal_side, "keep": _legal_keep,
                      "draft": _legal_draft, "turn": _legal_turn}
    _PLAY_BY_STEP = {"tribe": _do_tribe, "side": _do_side, "keep": _do_keep, "draft": _do_draft,
                     "turn": _do_turn}
    _TURN_BY_VERB = {"send": _turn_send, "play": _turn_play, "hire": _turn_hire,
                     "ability": _turn_ability, "settle": _turn_settle, "discard": _turn_discard,
                     "pass": _turn_pass}
