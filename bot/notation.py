"""Slash-command options -> engine notation, where a command's options are more than one action word."""

from __future__ import annotations

from bot.rules.prairie_theme import theme


class NotationError(ValueError):
    """The options cannot make an action; the message is the sentence for the user."""


def only_kind(title: str, profession: str) -> str | None:
    """The single card kind a profession takes (food professions), else None."""
    th = theme(title)
    if profession not in th.profession_ids:
        return None
    kinds = [k for k in th.cards if th.takes(profession, k)]
    return kinds[0] if len(kinds) == 1 else None


def take_action(title: str, profession: str, cards: str | None) -> str:
    """``take profession:farmer cards:2`` -> ``use farmer; take corn corn``.

    ``cards`` is a list of card kinds (``man-bear woman-bear-eagle``) or, for a profession
    that takes one kind of card (hunter, fisherman, farmer), a count.
    """
    steps = [f"use {profession}"]
    th = theme(title)
    if profession not in th.profession_ids:
        return steps[0]      # the engine refuses it in its own words ("'wizard' is not a profession")
    words = (cards or "").replace(",", " ").split()
    if len(words) == 1 and words[0].isdigit() and len(words[0]) > 2:
        raise NotationError("Take at most 50 cards.")
    if len(words) == 1 and words[0].isdigit():
        kind = only_kind(title, profession)
        if kind is None:
            examples = " ".join([k for k in th.cards if th.takes(profession, k)][:2])
            counted = [p.name for p in th.professions if only_kind(title, p.id)]
            raise NotationError(f"Name the cards for the {th.profession(profession).name} (e.g. {examples}); "
                                f"a count works only for these: {', '.join(counted)}.")
        if not 1 <= int(words[0]) <= 50:
            raise NotationError("Take at least one card.")
        words = [kind] * int(words[0])
    if words:
        steps.append("take " + " ".join(words))
    return "; ".join(steps)


def placement(verb: str, space: str, poison: bool = False, invention: str | None = None) -> str:
    """``/uluk place|move space:… [invention:…] [poison:true]`` -> ``place workshop fish-net``."""
    if not space.strip():
        raise NotationError(f"/uluk {verb} needs space:…")
    action = f"{verb} {space.strip()}"
    if invention:
        action += f" {invention.strip()}"
    return action + " poison" if poison else action
