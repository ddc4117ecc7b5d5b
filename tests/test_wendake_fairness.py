"""The house maps are laid out fairly (issue 17, point 7): the structure, not the win rates.

The win rates are measured by ``bench/bench_fairness.py`` (too slow for the suite); what this
file pins is the symmetry that makes them even. A *symmetry* of a map is a renaming of its
territories that sends Homes to Homes, borders to borders, a territory beside a Lake to one
beside a Lake (what the rules read of the water: the Water turtle; water is never crossed) and
every territory to one with the same fields (crops) and forests, and the same flag or, for the
whole map at once, the other flag: English and French differ only in the pair of tracks they
feed, and the pairs are dealt at random, so a map with its flags swapped is as good for every
seat.

* 2 players (and solo): one mirror sends h1 to h2.
* 4 players: a mirror between the halves (tK <-> tK+10) and one inside each half (h1 <-> h4,
  h2 <-> h3) together send any Home to any other.
* Every map, 3 players too (a one-village and a two-village half cannot be mirrors): every
  Home grows the same, has three neighbours and the same areas, crops and flags in the
  neighbours no other Home touches; a neighbour two Homes share is alike wherever it is.
"""

from __future__ import annotations

from collections import Counter

import pytest

from bot.rules.wendake_data import GameMap, components

MAPS = components().maps
SWAP = {"english": "french", "french": "english", None: None}


def mirror_2p() -> dict[str, str]:
    pairs = {"h1": "h2", "t1": "t10", "t2": "t6", "t3": "t7", "t4": "t9", "t5": "t8"}
    return {**pairs, **{b: a for a, b in pairs.items()}}


def between_halves_4p() -> dict[str, str]:
    """West <-> east: tK <-> tK+10, h1 <-> h2, h4 <-> h3 (flags kept)."""
    out = {"h1": "h2", "h2": "h1", "h4": "h3", "h3": "h4"}
    for k in range(1, 8):
        out[f"t{k}"], out[f"t{k + 10}"] = f"t{k + 10}", f"t{k}"
    return out


def inside_halves_4p() -> dict[str, str]:
    """Top <-> bottom in both halves: h1 <-> h4, h2 <-> h3 (flags kept)."""
    pairs = {"h1": "h4", "h2": "h3", "t1": "t6", "t3": "t7", "t11": "t16", "t13": "t17"}
    out = {**pairs, **{b: a for a, b in pairs.items()}}
    return {t: out.get(t, t) for t in MAPS[4].territories}


def is_symmetry(gm: GameMap, sigma: dict[str, str], flags: dict) -> list[str]:
    """What breaks ``sigma`` as a symmetry of ``gm`` (with the flags renamed by ``flags``)."""
    ts = gm.territories
    wrong = []
    if sorted(sigma) != sorted(ts) or sorted(sigma.values()) != sorted(ts):
        return [f"not a renaming of the map's territories: {sorted(set(ts) ^ set(sigma))}"]
    for tid, t in ts.items():
        u = ts[sigma[tid]]
        if (t.home is None) != (u.home is None):
            wrong.append(f"{tid} -> {u.id}: a Home and a territory")
        if Counter(t.fields) != Counter(u.fields) or t.forests != u.forests:
            wrong.append(f"{tid} -> {u.id}: areas {t.fields}+{t.forests} vs {u.fields}+{u.forests}")
        if flags[t.flag] != u.flag:
            wrong.append(f"{tid} -> {u.id}: flag {t.flag} vs {u.flag}")
    for pair in gm.borders:
        if frozenset(sigma[t] for t in pair) not in gm.borders:
            wrong.append(f"border {'-'.join(sorted(pair))} has no image")
    wet = {t for pair in gm.water for t in pair}
    for tid in sorted(wet ^ {sigma[t] for t in wet}):
        wrong.append(f"{tid}: beside water on one side of the mirror only")
    return wrong


def either_flags(gm: GameMap, sigma: dict[str, str]) -> list[str]:
    kept = is_symmetry(gm, sigma, {f: f for f in SWAP})
    return kept and is_symmetry(gm, sigma, SWAP)


def test_the_2_player_map_is_a_mirror_sending_h1_to_h2():
    gm = MAPS[2]
    sigma = mirror_2p()
    assert sigma["h1"] == "h2"
    assert either_flags(gm, sigma) == []


def test_solo_plays_on_the_2_player_map():
    assert components().maps[2].players == 2 and 1 not in MAPS


def test_the_4_player_map_has_a_mirror_between_and_inside_its_halves():
    gm = MAPS[4]
    assert is_symmetry(gm, between_halves_4p(), {f: f for f in SWAP}) == []
    assert is_symmetry(gm, inside_halves_4p(), {f: f for f in SWAP}) == []


def test_the_4_player_mirrors_send_any_home_to_any_other():
    a, b = between_halves_4p(), inside_halves_4p()
    group = [{t: t for t in a}, a, b, {t: a[b[t]] for t in a}]
    assert {g["h1"] for g in group} == {"h1", "h2", "h3", "h4"}


def neighbourhood(gm: GameMap, home: str) -> tuple:
    """A Home's surroundings: how many neighbours, its own areas, the areas of all its
    neighbours, and the fields and flags of the neighbours no other Home borders."""
    terr = gm.territories
    others = {t for t, x in terr.items() if x.home is not None and t != home}
    near = gm.neighbours(home)
    private = [t for t in near if not others & set(gm.neighbours(t))]
    return (len(near), tuple(terr[home].fields), terr[home].forests,
            sorted(c for t in near for c in terr[t].fields), sum(terr[t].forests for t in near),
            sorted(c for t in private for c in terr[t].fields),
            sorted(terr[t].flag for t in private if terr[t].flag))


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_home_has_the_same_surroundings(n):
    gm = MAPS[n]
    homes = sorted(t for t, x in gm.territories.items() if x.home is not None)
    crops = ["beans", "corn", "pumpkins", "pumpkins"]
    for h in homes:
        assert neighbourhood(gm, h) == (3, ("corn",), 1, crops, 2, crops, ["english", "french"]), h


@pytest.mark.parametrize("n", [3, 4])
def test_a_territory_shared_by_two_homes_is_shared_alike(n):
    """In the two-village half both villages border one territory (a 3x3 half cannot give
    each its own three): in the 4-player map every Home shares one such, alike."""
    gm = MAPS[n]
    homes = [t for t, x in gm.territories.items() if x.home is not None]
    shared = {t: [h for h in homes if t in gm.neighbours(h)] for t in gm.territories}
    shared = {t: hs for t, hs in shared.items() if len(hs) > 1}
    assert all(len(hs) == 2 for hs in shared.values())
    kinds = {(tuple(gm.territories[t].fields), gm.territories[t].forests) for t in shared}
    assert len(kinds) == 1
    if n == 4:
        assert sorted(h for hs in shared.values() for h in hs) == sorted(homes)
