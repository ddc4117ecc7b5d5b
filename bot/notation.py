"""Slash-command options -> engine notation, shared by the Discord cogs and the console."""

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
    words = (cards or "").replace(",", " ").split()
    if len(words) == 1 and words[0].isdigit() and len(words[0]) > 2:
        raise NotationError("Take at most 50 cards.")
    if len(words) == 1 and words[0].isdigit():
        kind = only_kind(title, profession)
        if kind is None:
            raise NotationError("Name the cards for this profession (e.g. man-bear woman-bear-eagle); "
                                "a count only works for food.")
        if not 1 <= int(words[0]) <= 50:
            raise NotationError("Take at least one card.")
        words = [kind] * int(words[0])
    if words:
        steps.append("take " + " ".join(words))
    return "; ".join(steps)


def prairie_action(title: str, sub: str, options: dict[str, str]) -> str:
    """The action of ``/<title> <sub> [options]`` (the console and the cogs agree on it)."""
    def need(key: str) -> str:
        if not options.get(key):
            raise NotationError(f"/{title} {sub} needs {key}:…")
        return options[key]

    if sub == "scout":
        count = options.get("count", "1")
        if not count.isdigit() or not 1 <= int(count) <= 20:
            raise NotationError("count is a number from 1 to 20.")
        return "; ".join(["scout"] * int(count))
    if sub == "take":
        return take_action(title, need("profession"), options.get("cards"))
    simple = {"card": ("take", "card"), "place": ("place", "choice"), "ritual": ("resolve", "ritual"),
              "sacrifice": ("sacrifice", "native"), "discard": ("discard", "card")}
    if sub in simple:
        verb, key = simple[sub]
        return f"{verb} {need(key)}"
    if sub in ("done", "pass"):
        return sub
    if sub == "act":
        return need("action")
    raise NotationError(f"/{title} has no '{sub}' command; see /game help.")


def uluk_action(sub: str, options: dict[str, str]) -> str:
    """The action of ``/uluk <sub> [options]`` (the console and the cogs agree on it)."""
    def need(key: str) -> str:
        if not options.get(key):
            raise NotationError(f"/uluk {sub} needs {key}:…")
        return str(options[key])

    if sub in ("place", "move"):
        action = f"{sub} {need('space')}"
        if options.get("invention"):
            action += f" {options['invention']}"
        if str(options.get("poison", "")).lower() in ("true", "yes", "1"):
            action += " poison"
        return action
    amounts = {"process": ("product", "amount", None), "free": ("product", "amount", None),
               "feed": ("food", "tribers", "1"), "eat": ("treat", "amount", "1")}
    if sub in amounts:
        what, count, default = amounts[sub]
        n = str(options.get(count) or default or need(count))
        if not n.isdigit() or int(n) < 1:
            raise NotationError(f"{count} is a whole number from 1 up.")
        return f"{sub} {need(what)} {n}"
    if sub == "reproduce":
        return f"reproduce {need('first')} {need('second')}"
    if sub == "celebrate":
        return f"celebrate {need('pay')} {need('holiday')}"
    if sub in ("stay", "done"):
        return sub
    if sub == "act":
        return need("action")
    raise NotationError(f"/uluk has no '{sub}' command; see /game help.")


def action_for(title: str, sub: str, options: dict[str, str]) -> str:
    """``/<title> <sub> [options]`` in the game's notation."""
    if title == "uluk":
        return uluk_action(sub, options)
    return prairie_action(title, sub, options)
