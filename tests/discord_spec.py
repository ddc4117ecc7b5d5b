"""Every HTTP request the bot sends, checked against Discord's own published specification.

``tests/discord-api-spec/openapi.json`` is Discord's OpenAPI 3.1 description of API v10, kept
whole and unmodified (its README says where it comes from; MIT, its LICENSE beside it). For a
captured call (:class:`bot.offline.Call`: method, path, payload, files) :func:`problems`

1. finds the operation by method and path template (a path no operation has is itself a
   problem: Discord would answer 404 or 405), and checks the path's parameters against
   their schemas (snowflakes are digits, tokens have a length);
2. validates the JSON body (for a multipart body, its ``payload_json``, which the gateway
   has parsed into ``payload`` already) against the operation's ``requestBody`` schema with
   ``jsonschema`` (Draft 2020-12, the dialect OpenAPI 3.1 uses), ``#/components/schemas/…``
   refs resolved through a ``referencing`` registry holding the document;
3. checks the limits Discord documents and its schema does not encode (see
   :func:`command_problems`, :func:`message_problems`, :func:`autocomplete_problems`):
   command and option names, 25 options and choices, required options first, the 8,000
   characters of a command, 2,000 characters of content, 6,000 of embeds, five action rows
   of five buttons or one select, custom ids, labels, placeholders…

The spec's known quirks are handled here, each narrowly and named (:data:`SNOWFLAKE_NUMBERS`,
:func:`_query_value`), not by loosening the validation: Discord's schema types every snowflake
as a string, and discord.py sends a few as JSON numbers, which Discord accepts; boolean query
parameters travel as ``1``/``0``.
"""

from __future__ import annotations

import copy
import json
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlsplit

import discord
from jsonschema import Draft202012Validator, FormatChecker
from jsonschema.exceptions import ValidationError, best_match
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

SPEC_DIR = Path(__file__).parent / "discord-api-spec"
SPEC_FILE = SPEC_DIR / "openapi.json"
SPEC_URI = "urn:discord:openapi"        # the document's name in the registry; nothing is fetched

INT53 = 2**53 - 1                       # Discord's integer options: -2^53+1 … 2^53-1 (Int53Type)
NUMBER_LIMIT = 2**53                    # number options: -2^53 … 2^53
COMMAND_CHARACTERS = 8000               # a command's names, descriptions and choices, longest localization each
CONTENT = 2000                          # the developer docs' message content limit (the schema says 4000)
EMBED_TOTAL = 6000
ROWS, ROW_BUTTONS, OPTIONS, CHOICES = 5, 5, 25, 25
CUSTOM_ID = 100
BUTTON_LABEL, SELECT_LABEL, PLACEHOLDER = 80, 100, 150
ATTACHMENT_DESCRIPTION = 1024
FILES = 10
FILE_SIZE = 10 * 1024 * 1024            # what the offline interactions give as attachment_size_limit

EPHEMERAL = 1 << 6
# message flags a bot may set: on a channel message, and on an interaction's message
CHANNEL_FLAGS = (1 << 2) | (1 << 12) | (1 << 13) | (1 << 15)     # suppress embeds/notifications, voice, v2
INTERACTION_FLAGS = CHANNEL_FLAGS | EPHEMERAL
COMPONENTS_V2 = 1 << 15

# Callback types (Discord's InteractionCallbackType)
MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE, AUTOCOMPLETE = 4, 5, 6, 7, 8

# Where discord.py 2.7.1 puts a snowflake as a JSON number where the schema says a string of
# digits; Discord accepts either (its own docs show ids both ways). Keys are dotted paths inside
# a message body (``*``: every item of a list). Only these places, and only non-negative
# integers, are turned into strings before the schema sees them.
SNOWFLAKE_NUMBERS = (
    "attachments.*.id",          # the index of the uploaded file: {"id": 0, "filename": …}
    "allowed_mentions.users.*",  # AllowedMentions(users=[Object(id)]) serialises the ints
    "allowed_mentions.roles.*",
    "recipient_id",              # POST /users/@me/channels (opening a DM): {"recipient_id": 94…}
)

LOCALES = {locale.value for locale in discord.Locale}     # the locales Discord documents


class SpecViolation(AssertionError):
    """A request Discord would refuse (or answer 404/405)."""


@dataclass(frozen=True)
class Operation:
    method: str
    template: str
    pattern: re.Pattern[str]
    literals: int                    # characters outside {…}: the more, the more specific
    path_params: dict[str, dict]     # name -> schema
    query_params: dict[str, dict]
    body: dict[str, str] | None      # content type -> JSON pointer of its schema
    body_required: bool

    def match(self, path: str) -> dict[str, str] | None:
        m = self.pattern.fullmatch(path)
        return m.groupdict() if m else None


# -- the document ------------------------------------------------------------------------------
@cache
def spec() -> dict[str, Any]:
    with SPEC_FILE.open(encoding="utf-8") as f:
        return json.load(f)


@cache
def registry() -> Registry:
    return Registry().with_resource(SPEC_URI, Resource(contents=spec(), specification=DRAFT202012))


def _pointer(*parts: str) -> str:
    return "/" + "/".join(p.replace("~", "~0").replace("/", "~1") for p in parts)


# The spec's formats, asserted (JSON Schema only annotates them unless told): its integers'
# widths, URLs, timestamps. Formats not listed here ("snowflake" has its pattern) are not checked.
FORMATS = FormatChecker(formats=())


@FORMATS.checks("int32")
def _int32(value: object) -> bool:
    return not isinstance(value, int) or -(2**31) <= value < 2**31


@FORMATS.checks("int64")
def _int64(value: object) -> bool:
    return not isinstance(value, int) or -(2**63) <= value < 2**63


@FORMATS.checks("uri")
def _uri(value: object) -> bool:
    if not isinstance(value, str):
        return True
    parts = urlsplit(value)
    return bool(parts.scheme) and bool(parts.netloc or parts.path)


@FORMATS.checks("date-time", raises=ValueError)
def _date_time(value: object) -> bool:
    return not isinstance(value, str) or datetime.fromisoformat(value) is not None


def _validator(schema: dict) -> Draft202012Validator:
    return Draft202012Validator(schema, registry=registry(), format_checker=FORMATS)


@cache
def validator(pointer: str) -> Draft202012Validator:
    """A validator of the schema at ``pointer`` in the document, its refs resolved in the document."""
    return _validator({"$ref": f"{SPEC_URI}#{pointer}"})


def _schema_at(pointer: str) -> dict[str, Any]:
    return registry().resolver().lookup(f"{SPEC_URI}#{pointer}").contents


@cache
def operations() -> tuple[Operation, ...]:
    found = []
    for template, item in spec()["paths"].items():
        shared = item.get("parameters", [])
        for method, op in item.items():
            if method == "parameters":
                continue
            params = [*shared, *op.get("parameters", [])]
            path_params = {p["name"]: p["schema"] for p in params if p["in"] == "path"}
            query_params = {p["name"]: p["schema"] for p in params if p["in"] == "query"}
            body = None
            if "requestBody" in op:
                body = {kind: _pointer("paths", template, method, "requestBody", "content", kind, "schema")
                        for kind in op["requestBody"]["content"]}
            regex = re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>[^/]+)", re.escape(template))
            found.append(Operation(method.upper(), template, re.compile(regex), len(re.sub(r"\{\w+\}", "", template)),
                                   path_params, query_params, body,
                                   bool(op.get("requestBody", {}).get("required"))))
    return tuple(found)


def find_operation(method: str, path: str) -> tuple[Operation, dict[str, str]]:
    """The operation a call reaches, and its path parameters; the most literal template wins
    (``…/messages/@original`` over ``…/messages/{message_id}``)."""
    matches = [(op, params) for op in operations() if (params := op.match(path)) is not None]
    if not matches:
        raise SpecViolation(f"{method} {path}: no operation of Discord's API has this path")
    same = [(op, params) for op, params in matches if op.method == method]
    if not same:
        allowed = sorted({op.method for op, _ in matches})
        raise SpecViolation(f"{method} {path}: this path takes {', '.join(allowed)} only")
    return max(same, key=lambda found: found[0].literals)


# -- one call --------------------------------------------------------------------------------
def check(call: Any) -> None:
    """Raise :class:`SpecViolation` naming everything Discord would refuse in ``call``."""
    found = problems(call)
    if found:
        raise SpecViolation(f"{call.method} {call.path}:\n  " + "\n  ".join(found))


def check_all(calls: Iterable[Any]) -> int:
    """Check every call; raise with all the problems at once. Returns how many were checked."""
    failures, count = [], 0
    for call in calls:
        count += 1
        found = problems(call)
        if found:
            failures.append(f"{call.method} {call.path}:\n  " + "\n  ".join(found))
    if failures:
        raise SpecViolation(f"{len(failures)} of {count} requests break Discord's API:\n" + "\n".join(failures[:20]))
    return count


def problems(call: Any) -> list[str]:
    """Everything about ``call`` that Discord's specification or documented limits refuse."""
    path, _, query = call.path.partition("?")
    try:
        op, params = find_operation(call.method, path)
    except SpecViolation as exc:
        return [str(exc)]
    found: list[str] = []
    for name, value in params.items():
        found += [f"path parameter {name}: {e}" for e in _errors(op.path_params.get(name, {}), value)]
    for name, value in parse_qsl(query, keep_blank_values=True):
        schema = op.query_params.get(name)
        if schema is None:
            found.append(f"query parameter {name}: the operation has none of this name")
        else:
            found += [f"query parameter {name}: {e}" for e in _errors(schema, _query_value(schema, value))]
    payload = call.payload
    files = list(getattr(call, "files", None) or [])
    if op.body is None:
        if payload not in (None, {}):
            found.append("this operation takes no body, but the call sends one")
        return found
    if payload is None:
        if op.body_required and not files:
            found.append("this operation needs a body")
        return found
    kind = "multipart/form-data" if files else "application/json"
    if kind not in op.body:
        found.append(f"this operation does not take {kind}")
        kind = next(iter(op.body))
    body = _as_discord_reads_it(op, payload)
    found += [_describe(e) for e in _schema_errors(validator(op.body[kind]), body)]
    found += limit_problems(op, payload, files)
    return found


def _errors(schema: dict, value: Any) -> list[str]:
    if not schema:
        return []
    if "$ref" in schema:
        schema = _schema_at(schema["$ref"].removeprefix("#"))
    return [_describe(e) for e in _schema_errors(_validator(schema), value)]


def _query_value(schema: dict, value: str) -> Any:
    """A query parameter as its schema types it. Quirk: discord.py sends booleans as ``1``/``0``
    (Discord also reads ``true``/``false``); only a boolean parameter's value is converted, and
    only those four spellings, so anything else still fails the schema."""
    if schema.get("type") == "boolean" and value in ("1", "0", "true", "false"):
        return value in ("1", "true")
    if schema.get("type") == "integer" and re.fullmatch(r"-?\d{1,20}", value):
        return int(value)
    return value


def _schema_errors(checker: Draft202012Validator, instance: Any) -> list[ValidationError]:
    return sorted(checker.iter_errors(instance), key=lambda e: list(map(str, e.absolute_path)))


def _describe(error: ValidationError) -> str:
    """One line for a schema error; for a failed oneOf/anyOf, the error of the branch meant (the
    one whose discriminating ``type`` matched), not "is not valid under any of the given schemas"."""
    while error.context:
        branches: dict[Any, list[ValidationError]] = {}
        for sub in error.context:
            branches.setdefault(sub.relative_schema_path[0], []).append(sub)
        meant = [errs for errs in branches.values()
                 if not any(e.validator in ("enum", "const", "type") and list(e.relative_path) in ([], ["type"])
                            for e in errs)]
        error = best_match(meant[0] if len(meant) == 1 else error.context)
    where = "/".join(map(str, error.absolute_path)) or "(body)"
    return f"{where}: {_short(error.message)}"


def _short(text: str, limit: int = 300) -> str:
    return text if len(text) <= limit else text[:limit] + "…"


def _as_discord_reads_it(op: Operation, payload: Any) -> Any:
    """The body with discord.py's numeric snowflakes (:data:`SNOWFLAKE_NUMBERS`) as strings."""
    body = copy.deepcopy(payload)
    messages = [body]
    if op.template.endswith("/callback") and isinstance(body, dict) and isinstance(body.get("data"), dict):
        messages = [body["data"]]
    for message in messages:
        for dotted in SNOWFLAKE_NUMBERS:
            _stringify(message, dotted.split("."))
    return body


def _stringify(node: Any, keys: list[str]) -> None:
    if not keys:
        return
    key, rest = keys[0], keys[1:]
    if key == "*":
        items = list(enumerate(node)) if isinstance(node, list) else []
    else:
        items = [(key, node[key])] if isinstance(node, dict) and key in node else []
    for k, value in items:
        if not rest:
            if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2**64:
                node[k] = str(value)
        else:
            _stringify(value, rest)


# -- what the schema does not say ---------------------------------------------------------------
def limit_problems(op: Operation, payload: Any, files: list) -> list[str]:
    """The documented limits, by kind of request."""
    template, method = op.template, op.method
    if template.endswith("/commands") and method in ("PUT", "POST"):
        commands = payload if method == "PUT" else [payload]
        return command_problems(commands if isinstance(commands, list) else [])
    if template.endswith("/commands/{command_id}") and method == "PATCH":
        return command_problems([payload], partial=True)
    if template == "/interactions/{interaction_id}/{interaction_token}/callback":
        kind = payload.get("type")
        data = payload.get("data") or {}
        if kind == AUTOCOMPLETE:
            return autocomplete_problems(data)
        if kind == MESSAGE:
            return message_problems(data, files, interaction=True, new=True)
        if kind == UPDATE_MESSAGE:
            return message_problems(data, files, interaction=True, new=False)
        if kind in (DEFERRED_MESSAGE, DEFERRED_UPDATE):
            return _flag_problems(data.get("flags"), EPHEMERAL)
        return []
    if template.startswith("/webhooks/{webhook_id}/{webhook_token}") and method in ("POST", "PATCH"):
        return message_problems(payload, files, interaction=True, new=method == "POST")
    if template.startswith("/channels/{channel_id}/messages") and method in ("POST", "PATCH"):
        return message_problems(payload, files, interaction=False, new=method == "POST")
    if template in ("/channels/{channel_id}/threads", "/channels/{channel_id}/messages/{message_id}/threads",
                    "/channels/{channel_id}") and isinstance(payload, dict) and "name" in payload:
        return _length("name", payload["name"], 1, 100)
    return []


def _length(what: str, text: Any, low: int, high: int) -> list[str]:
    if not isinstance(text, str):
        return [f"{what}: not text ({text!r})"] if text is not None else []
    if not low <= len(text) <= high:
        return [f"{what}: {len(text)} characters, Discord takes {low}-{high}: {_short(text, 80)!r}"]
    return []


def _flag_problems(flags: Any, allowed: int) -> list[str]:
    if flags is None:
        return []
    if not isinstance(flags, int) or flags & ~allowed:
        return [f"flags: {flags!r} sets a flag a bot may not set here"]
    return []


# commands -------------------------------------------------------------------------------------
def _name_character(ch: str) -> bool:
    """``[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]`` (Python's ``re`` has no \\p{…}: letters and
    numbers by category; Devanagari and Thai by their blocks, which hold those scripts' marks)."""
    if ch in "-_'" or unicodedata.category(ch)[0] in "LN":
        return True
    cp = ord(ch)
    return 0x0900 <= cp <= 0x097F or 0xA8E0 <= cp <= 0xA8FF or 0x0E00 <= cp <= 0x0E7F


def name_problems(what: str, name: Any) -> list[str]:
    """A chat-input command's or option's name: 1-32 of those characters, lowercase."""
    if not isinstance(name, str) or not 1 <= len(name) <= 32 or not all(map(_name_character, name)):
        return [f"{what}: {name!r} is not a valid name (^[-_'\\p{{L}}\\p{{N}}\\p{{sc=Deva}}\\p{{sc=Thai}}]{{1,32}}$)"]
    if name != name.lower():
        return [f"{what}: {name!r} must be lowercase"]
    return []


def _localized(what: str, field: str, owner: dict, check) -> list[str]:
    """``check`` on the field and on every localization of it; unknown locales are refused."""
    found = check(what, owner.get(field))
    for locale, text in (owner.get(f"{field}_localizations") or {}).items():
        if locale not in LOCALES:
            found.append(f"{what}: {locale!r} is not a locale Discord knows")
        found += check(f"{what} [{locale}]", text)
    return found


def _longest(owner: dict, field: str) -> int:
    texts = [owner.get(field) or "", *(owner.get(f"{field}_localizations") or {}).values()]
    return max(len(str(t)) for t in texts)


def _description(what: str, text: Any) -> list[str]:
    return _length(f"{what} description", text, 1, 100)


def command_problems(commands: list[dict], partial: bool = False) -> list[str]:
    """A command sync's documented limits (the schema has the types and some lengths)."""
    found: list[str] = []
    names: dict[tuple[Any, str], int] = {}
    chat = [c for c in commands if isinstance(c, dict) and c.get("type", 1) in (1, None)]
    if len(chat) > 100:
        found.append(f"{len(chat)} chat-input commands: Discord allows 100")
    for command in commands:
        if not isinstance(command, dict):
            continue
        kind = command.get("type") or 1
        key = (kind, str(command.get("name")))
        names[key] = names.get(key, 0) + 1
        if names[key] == 2:
            found.append(f"two commands named {command.get('name')!r}")
        what = f"/{command.get('name')}"
        if kind == 1:
            found += _localized(what, "name", command, name_problems)
            found += _localized(what, "description", command, _description)
        elif command.get("description"):
            found.append(f"{what}: a user or message command has an empty description")
        found += _option_list(what, command.get("options") or [], depth=0)
        size = _command_size(command)
        if size > COMMAND_CHARACTERS:
            found.append(f"{what}: {size:,} characters of names, descriptions and choices "
                         f"(longest localization of each); Discord allows {COMMAND_CHARACTERS:,}")
    return found


def _command_size(node: dict) -> int:
    """Discord's 8,000 characters: names, descriptions and choice names and values, all the
    way down, each counted at its longest localization."""
    size = _longest(node, "name") + _longest(node, "description")
    for choice in node.get("choices") or []:
        size += _longest(choice, "name") + len(str(choice.get("value", "")))
    return size + sum(_command_size(o) for o in node.get("options") or [] if isinstance(o, dict))


SUBCOMMAND, GROUP = 1, 2
STRING, INTEGER, NUMBER, CHANNEL = 3, 4, 10, 7


def _option_list(what: str, options: list[dict], depth: int) -> list[str]:
    found: list[str] = []
    if len(options) > OPTIONS:
        found.append(f"{what}: {len(options)} options or subcommands; Discord allows {OPTIONS}")
    kinds = [o.get("type") for o in options if isinstance(o, dict)]
    nested = [k for k in kinds if k in (SUBCOMMAND, GROUP)]
    if nested and len(nested) != len(kinds):
        found.append(f"{what}: subcommands and plain options cannot be mixed in one list")
    if depth >= 2 and nested or depth == 1 and GROUP in kinds:
        found.append(f"{what}: groups nest one level only")
    seen: set[str] = set()
    optional_seen = None
    for option in options:
        if not isinstance(option, dict):
            continue
        name = str(option.get("name"))
        where = f"{what} {name}"
        if name in seen:
            found.append(f"{where}: two options of this name")
        seen.add(name)
        found += _localized(where, "name", option, name_problems)
        found += _localized(where, "description", option, _description)
        if option.get("type") in (SUBCOMMAND, GROUP):
            found += _option_list(where, option.get("options") or [], depth + 1)
            continue
        if option.get("required"):
            if optional_seen:
                found.append(f"{where}: a required option after the optional {optional_seen!r}")
        elif optional_seen is None:
            optional_seen = name
        found += _option_problems(where, option)
    return found


def _option_problems(where: str, option: dict) -> list[str]:
    found: list[str] = []
    kind = option.get("type")
    choices = option.get("choices") or []
    if choices and option.get("autocomplete"):
        found.append(f"{where}: autocomplete together with choices")
    if choices and kind not in (STRING, INTEGER, NUMBER):
        found.append(f"{where}: only string, integer and number options take choices")
    if len(choices) > CHOICES:
        found.append(f"{where}: {len(choices)} choices; Discord allows {CHOICES}")
    for choice in choices:
        cwhere = f"{where} choice {choice.get('name')!r}"
        found += _localized(cwhere, "name", choice, lambda w, t: _length(f"{w} name", t, 1, 100))
        found += _value_problems(cwhere, kind, choice.get("value"))
    low, high = option.get("min_value"), option.get("max_value")
    for bound, value in (("min_value", low), ("max_value", high)):
        if value is not None:
            if kind not in (INTEGER, NUMBER):
                found.append(f"{where}: {bound} on an option that is not a number")
            found += _value_problems(f"{where} {bound}", kind, value, string_length=False)
    if low is not None and high is not None and low > high:
        found.append(f"{where}: min_value {low} is above max_value {high}")
    short, long_ = option.get("min_length"), option.get("max_length")
    if (short is not None or long_ is not None) and kind != STRING:
        found.append(f"{where}: min_length/max_length on an option that is not a string")
    if short is not None and not 0 <= short <= 6000:
        found.append(f"{where}: min_length {short} outside 0-6000")
    if long_ is not None and not 1 <= long_ <= 6000:
        found.append(f"{where}: max_length {long_} outside 1-6000")
    if short is not None and long_ is not None and short > long_:
        found.append(f"{where}: min_length {short} is above max_length {long_}")
    if option.get("channel_types") and kind != CHANNEL:
        found.append(f"{where}: channel_types on an option that is not a channel")
    return found


def _value_problems(where: str, kind: Any, value: Any, string_length: bool = True) -> list[str]:
    """A choice value (or a bound) as Discord takes it for an option of type ``kind``."""
    if kind == STRING:
        if not isinstance(value, str):
            return [f"{where}: a string option's value must be text, not {value!r}"]
        return _length(f"{where} value", value, 0, 100) if string_length else []     # "up to 100 characters"
    if kind == INTEGER:
        if isinstance(value, bool) or not isinstance(value, int):
            return [f"{where}: an integer option's value must be an integer, not {value!r}"]
        if not -INT53 <= value <= INT53:
            return [f"{where}: {value} is outside Discord's integers ({-INT53} … {INT53})"]
    if kind == NUMBER:
        if isinstance(value, bool) or not isinstance(value, int | float):
            return [f"{where}: a number option's value must be a number, not {value!r}"]
        if not -NUMBER_LIMIT <= value <= NUMBER_LIMIT:
            return [f"{where}: {value} is outside Discord's numbers (-2^53 … 2^53)"]
    return []


# messages -------------------------------------------------------------------------------------
def message_problems(message: dict, files: list, *, interaction: bool, new: bool) -> list[str]:
    """A message body's documented limits: content, embeds, components, attachments, mentions."""
    if not isinstance(message, dict):
        return []
    found: list[str] = []
    content = message.get("content")
    if isinstance(content, str) and len(content) > CONTENT:
        found.append(f"content: {len(content):,} characters; Discord allows {CONTENT:,}")
    flags = message.get("flags")
    found += _flag_problems(flags, INTERACTION_FLAGS if interaction else CHANNEL_FLAGS)
    embeds = message.get("embeds") or []
    found += embed_problems(embeds)
    components = message.get("components") or []
    if isinstance(flags, int) and flags & COMPONENTS_V2:
        if content or embeds:
            found.append("a components-v2 message cannot have content or embeds")
    else:
        found += component_problems(components)
    attachments = message.get("attachments") or []
    found += attachment_problems(attachments, files, embeds)
    found += mention_problems(message.get("allowed_mentions"))
    if message.get("enforce_nonce") and not message.get("nonce"):
        found.append("enforce_nonce without a nonce")
    if new and not (content or embeds or files or attachments or components or message.get("sticker_ids")
                    or message.get("poll")):
        found.append("an empty message (no content, embed, file, component, sticker or poll): Discord refuses it")
    return found


def embed_problems(embeds: list[dict]) -> list[str]:
    found: list[str] = []
    total = 0
    for i, embed in enumerate(embeds):
        if not isinstance(embed, dict):
            continue
        where = f"embeds/{i}"
        parts = [("title", embed.get("title"), 256), ("description", embed.get("description"), 4096),
                 ("footer text", (embed.get("footer") or {}).get("text"), 2048),
                 ("author name", (embed.get("author") or {}).get("name"), 256)]
        fields = embed.get("fields") or []
        if len(fields) > 25:
            found.append(f"{where}: {len(fields)} fields; Discord allows 25")
        for j, f in enumerate(fields):
            parts += [(f"fields/{j} name", f.get("name"), 256), (f"fields/{j} value", f.get("value"), 1024)]
            if not f.get("name") or not f.get("value"):
                found.append(f"{where}/fields/{j}: a field needs a name and a value")
        for label, text, high in parts:
            if isinstance(text, str):
                total += len(text)
                if len(text) > high:
                    found.append(f"{where} {label}: {len(text)} characters; Discord allows {high}")
    if total > EMBED_TOTAL:
        found.append(f"embeds: {total:,} characters in all; Discord allows {EMBED_TOTAL:,}")
    return found


BUTTON, ROW = 2, 1
SELECTS = (3, 5, 6, 7, 8)
LINK, PREMIUM = 5, 6


def component_problems(rows: list[dict]) -> list[str]:
    """Classic components: at most 5 action rows, each of at most 5 buttons or one select."""
    found: list[str] = []
    if len(rows) > ROWS:
        found.append(f"components: {len(rows)} action rows; Discord allows {ROWS}")
    ids: set[str] = set()
    for r, row in enumerate(rows):
        if not isinstance(row, dict):
            continue
        where = f"components/{r}"
        if row.get("type") != ROW:
            found.append(f"{where}: type {row.get('type')} at the top of a message without the components-v2 flag")
            continue
        items = [c for c in row.get("components") or [] if isinstance(c, dict)]
        kinds = [c.get("type") for c in items]
        selects = [k for k in kinds if k in SELECTS]
        if selects and len(items) != 1:
            found.append(f"{where}: a select fills its action row alone ({len(items)} components)")
        if len([k for k in kinds if k == BUTTON]) > ROW_BUTTONS:
            found.append(f"{where}: {len(items)} buttons; Discord allows {ROW_BUTTONS} a row")
        for c, item in enumerate(items):
            cwhere = f"{where}/{c}"
            custom_id = item.get("custom_id")
            if custom_id is not None:
                found += _length(f"{cwhere} custom_id", custom_id, 1, CUSTOM_ID)
                if custom_id in ids:
                    found.append(f"{cwhere}: custom_id {custom_id!r} used twice in one message")
                ids.add(custom_id)
            if item.get("type") == BUTTON:
                found += _button_problems(cwhere, item)
            elif item.get("type") in SELECTS:
                found += _select_problems(cwhere, item)
            else:
                found.append(f"{cwhere}: type {item.get('type')} cannot sit in an action row")
    return found


def _button_problems(where: str, button: dict) -> list[str]:
    found = _length(f"{where} label", button.get("label"), 1, BUTTON_LABEL) if button.get("label") is not None else []
    style = button.get("style")
    if style == LINK:
        if not button.get("url") or button.get("custom_id"):
            found.append(f"{where}: a link button has a url and no custom_id")
    elif style == PREMIUM:
        if not button.get("sku_id"):
            found.append(f"{where}: a premium button needs its sku_id")
    else:
        if not button.get("custom_id") or button.get("url"):
            found.append(f"{where}: a button of style {style} needs a custom_id and no url")
        if not button.get("label") and not button.get("emoji"):
            found.append(f"{where}: a button needs a label or an emoji")
    return found


def _select_problems(where: str, select: dict) -> list[str]:
    found = _length(f"{where} placeholder", select.get("placeholder"), 0, PLACEHOLDER)
    options = select.get("options") or []
    low, high = select.get("min_values", 1), select.get("max_values", 1)
    if select.get("type") == 3:
        if not 1 <= len(options) <= OPTIONS:
            found.append(f"{where}: {len(options)} options; a select takes 1-{OPTIONS}")
        values = [o.get("value") for o in options]
        if len(set(values)) != len(values):
            found.append(f"{where}: two options with one value")
        for i, option in enumerate(options):
            found += _length(f"{where} option {i} label", option.get("label"), 1, SELECT_LABEL)
            found += _length(f"{where} option {i} value", option.get("value"), 1, CUSTOM_ID)
            found += _length(f"{where} option {i} description", option.get("description"), 0, 100)
        if isinstance(high, int) and high > len(options):
            found.append(f"{where}: max_values {high} above its {len(options)} options")
        if len([o for o in options if o.get("default")]) > (high or 1):
            found.append(f"{where}: more default options than max_values")
    if isinstance(low, int) and isinstance(high, int) and low > high:
        found.append(f"{where}: min_values {low} above max_values {high}")
    return found


def attachment_problems(attachments: list[dict], files: list, embeds: list[dict]) -> list[str]:
    found: list[str] = []
    if len(files) > FILES:
        found.append(f"{len(files)} files; Discord takes {FILES} a message")
    names = {getattr(f, "filename", None) for f in files}
    for i, attachment in enumerate(attachments):
        if isinstance(attachment, dict):
            found += _length(f"attachments/{i} description", attachment.get("description"), 0,
                             ATTACHMENT_DESCRIPTION)
            if attachment.get("filename"):
                names.add(attachment["filename"])
    for f in files:
        size = _file_size(f)
        if size is not None and size > FILE_SIZE:
            found.append(f"file {getattr(f, 'filename', '?')}: {size:,} bytes; the upload limit is {FILE_SIZE:,}")
    for i, embed in enumerate(embeds):
        for part in ("image", "thumbnail"):
            url = ((embed or {}).get(part) or {}).get("url") or ""
            if url.startswith("attachment://") and url.removeprefix("attachment://") not in names:
                found.append(f"embeds/{i} {part}: {url} names no file of the message")
    return found


def _file_size(file: Any) -> int | None:
    fp = getattr(file, "fp", None)
    if fp is None:
        return None
    try:
        where = fp.tell()
        size = fp.seek(0, 2)
        fp.seek(where)
        return size
    except (OSError, ValueError):
        return None


def mention_problems(allowed: Any) -> list[str]:
    if not isinstance(allowed, dict):
        return []
    parse = allowed.get("parse") or []
    return [f"allowed_mentions: {kind!r} both parsed and listed (Discord refuses the pair)"
            for kind in ("users", "roles") if kind in parse and allowed.get(kind)]


# autocomplete -----------------------------------------------------------------------------------
def autocomplete_problems(data: dict) -> list[str]:
    choices = data.get("choices") or []
    found = [f"autocomplete: {len(choices)} choices; Discord takes {CHOICES}"] if len(choices) > CHOICES else []
    for i, choice in enumerate(choices):
        found += _localized(f"autocomplete choice {i}", "name", choice, lambda w, t: _length(f"{w} name", t, 1, 100))
        value = choice.get("value")
        if isinstance(value, str):
            found += _length(f"autocomplete choice {i} value", value, 0, 100)
    return found
