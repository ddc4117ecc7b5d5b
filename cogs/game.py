"""``/game …``: the life of a table in a channel (new, join, start, status, log, …).

Replies are messages made into words at the edge (cogs/common.py, "language"): public
lines in the table's language (``/game new language:``, else the server's), private ones in
the user's.
"""

from __future__ import annotations

import io
import logging
import time
from datetime import UTC, datetime

import discord
from discord import app_commands
from discord.ext import commands

from bot import guides
from bot.l10n import Msg, language, languages, text
from bot.learning import hints_on, table_settings
from bot.present import ago_msg, log_line, result_pad, seat_msg, status_msg
from bot.replay import table_after_turn
from bot.rules import DISPLAY_NAMES, playable, title_msg
from bot.tables import TableError, seat_name
from cogs import why
from cogs.common import (
    TABLE_LANGUAGE,
    answer_actor,
    can_manage,
    channel_locale,
    clip,
    controls,
    for_channel,
    for_user,
    missing_permissions,
    missing_posting,
    outcome_public,
    parse_id,
    pings,
    post_table,
    publish,
    replay_file,
    reply_error,
    run_action,
    table_language,
    table_message,
    tables_of,
    user_locale,
    user_name,
)
from cogs.guard import OUTSIDE_SERVER, answer_unknown_control, delivered, quote, refused
from rendering import action_label, pool

TITLE_CHOICES = [app_commands.Choice(name=DISPLAY_NAMES[t], value=t) for t in playable()]
TITLE_NAMES = [DISPLAY_NAMES[t] for t in playable()]


# /game new's choices for options one or two titles take (bot/rules/natera.py, wendake.py)
TRIBE_CHOICES = [app_commands.Choice(name="Natera: dealt at random (the default)", value="random"),
                 app_commands.Choice(name="Natera: picked in turn order", value="pick"),
                 app_commands.Choice(name="Wendake: everyone the Wendat (the default)", value="generic"),
                 app_commands.Choice(name="Wendake: drafted", value="draft")]
CLAIM_CHOICES = [app_commands.Choice(name="Natera: one of each letter, random sides (the default)", value="random"),
                 app_commands.Choice(name="Natera: the numbered set A.1-E.1", value="numbered-1"),
                 app_commands.Choice(name="Natera: the numbered set A.2-E.2", value="numbered-2")]


# /game new language:, each catalog language in its own name ("Español", "Français")
LANGUAGE_CHOICES = [app_commands.Choice(name=text(Msg("language-name"), lang), value=lang) for lang in languages()]


def parse_expansions(text: str | None) -> list[str]:
    return [part.strip().lower() for part in (text or "").replace(",", " ").split() if part.strip()]


def parse_seasons(text: str) -> str | list[str]:
    """'random', '2', 'Feast in Time of Plague' stay one string; three names split on commas."""
    parts = [p.strip() for p in text.split(",") if p.strip()]
    return parts if len(parts) > 1 else text.strip()


@app_commands.guild_only()
class GameGroup(app_commands.Group, name="game", description="Open, join and run a game in this channel"):
    @app_commands.command(description="Open a new table in this channel")
    @app_commands.describe(title="Which game",
                           expansions="Natives: soul-of-the-prairie, seasons, strangers; Natera: nuclear-discovery "
                                      "(commas between)",
                           seasons="Seasons: random, a recommended set (1-3 or its name) or three season cards",
                           thread="Open the table in a new thread of this channel (one channel, many games)",
                           hints="Let players ask /game hint for the AI's move (on by default)",
                           tutorial="Your first game: you against the AI, each kind of decision explained once",
                           draft="Natera: the draft variant (each keeps one card of a hand passed on)",
                           tribes="Natera: tribes dealt or picked; Wendake: everyone the Wendat, or drafted",
                           claims="Natera: the claim tiles (one of each letter at random, or a numbered set)",
                           language="The language of the table's posts in this channel (the server's by default)")
    @app_commands.choices(title=TITLE_CHOICES, tribes=TRIBE_CHOICES, claims=CLAIM_CHOICES,
                          language=LANGUAGE_CHOICES)
    async def new(self, interaction: discord.Interaction, title: app_commands.Choice[str],
                  expansions: str | None = None, seasons: str | None = None, thread: bool = False,
                  hints: bool = True, tutorial: bool = False, draft: bool = False,
                  tribes: app_commands.Choice[str] | None = None,
                  claims: app_commands.Choice[str] | None = None,
                  language: app_commands.Choice[str] | None = None) -> None:
        options: dict = {"expansions": parse_expansions(expansions)} if expansions else {}
        if seasons:
            options["seasons"] = parse_seasons(seasons)
        # the title's own options, as its engine names them; a title without one refuses it
        if draft:
            options["draft"] = True
        for key, choice in (("tribes", tribes), ("claims", claims)):
            if choice is not None:
                options[key] = choice.value
        settings = table_settings(hints_on=hints)      # the table's own, beside the engine's options
        if language is not None:
            settings[TABLE_LANGUAGE] = language.value
        if tutorial:
            if thread:
                raise TableError(Msg("tutorial-no-thread"))
            await start_tutorial(interaction, title.value, options, settings)
            return
        if thread:
            await open_in_thread(interaction, title.value, options, settings)
            return
        outcome = await tables_of(interaction).new(
            str(interaction.channel_id), str(interaction.guild_id), str(interaction.user.id),
            user_name(interaction.user), title.value, options, settings=settings)
        await interaction.response.send_message(outcome_public(interaction, outcome))

    @app_commands.command(description="Take a seat at the table in this channel")
    async def join(self, interaction: discord.Interaction) -> None:
        outcome = await tables_of(interaction).join(
            str(interaction.channel_id), str(interaction.user.id), user_name(interaction.user))
        await interaction.response.send_message(outcome_public(interaction, outcome))

    @app_commands.command(description="Leave the table before the game starts")
    async def leave(self, interaction: discord.Interaction) -> None:
        outcome = await tables_of(interaction).leave(str(interaction.channel_id), str(interaction.user.id))
        await interaction.response.send_message(outcome_public(interaction, outcome))

    @app_commands.command(name="addbot", description="(host) Fill a seat with an AI player")
    async def add_bot(self, interaction: discord.Interaction) -> None:
        outcome = await tables_of(interaction).add_ai(str(interaction.channel_id), str(interaction.user.id))
        await interaction.response.send_message(outcome_public(interaction, outcome))

    @app_commands.command(description="(host) Start the game")
    @app_commands.describe(shuffle="Shuffle the seats instead of keeping the join order")
    async def start(self, interaction: discord.Interaction, shuffle: bool = False) -> None:
        await post_table(interaction, lambda: tables_of(interaction).start(
            str(interaction.channel_id), str(interaction.user.id), shuffle))
        await name_thread_after_players(interaction)

    @app_commands.command(description="The table picture, whose turn it is and since when")
    async def status(self, interaction: discord.Interaction) -> None:
        tables = tables_of(interaction)
        row = await tables.current(str(interaction.channel_id))
        if row.status == "lobby":
            seats = [seat_msg(s.name, s.ai) for s in row.seats]
            await interaction.response.send_message(for_channel(
                interaction, Msg("status-lobby", title=title_msg(row.title), seats=seats), row=row))
            return
        await interaction.response.defer(thinking=True)
        view = tables.view(row)
        lines: list = [status_msg(view, row.waiting_since, time.time())]
        for name, until in (await tables.away(row)).items():
            lines.append(Msg("status-away", seat=name, date=until))
        if (chosen := table_language(row)) is not None:
            lines.append(Msg("status-table-language", name=text(Msg("language-name"), chosen)))
        table = await table_message(tables, row, lines, [], channel_locale(interaction, row))
        await interaction.followup.send(**table.send())

    @app_commands.command(description="The last actions of this channel's game")
    @app_commands.describe(page="1 is the newest page")
    async def log(self, interaction: discord.Interaction, page: app_commands.Range[int, 1, 1000] = 1) -> None:
        row, entries, pages = await tables_of(interaction).log(str(interaction.channel_id), page,
                                                               viewer=str(interaction.user.id))
        lines = [for_user(interaction, Msg("log-header", title=title_msg(row.title), page=page, pages=pages))]
        for entry in entries:     # moves numbered; a hint or a move taken back, an unnumbered note
            lines.append(log_line(entry, lambda said: for_user(interaction, said)))
        if len(lines) == 1:
            lines.append(for_user(interaction, Msg("log-empty")))
        await interaction.response.send_message(clip("\n".join(lines)), ephemeral=True)

    @app_commands.command(description="How to play a turn of this channel's game: commands, card names, an example")
    async def help(self, interaction: discord.Interaction) -> None:
        """How to play a turn of this channel's game (its expansions' too), in the user's
        language: one private message per page (bot/present.py, help_pages)."""
        row = await tables_of(interaction).find(str(interaction.channel_id))
        title = row.title if row else "natives"
        first, *more = guides.help_pages(title, user_locale(interaction), row.options if row else None)
        await interaction.response.send_message(clip(first, 1990), ephemeral=True)
        for page in more:
            await interaction.followup.send(clip(page, 1990), ephemeral=True)

    @app_commands.command(description="Privately: the move the AI would make for you now, and why")
    async def hint(self, interaction: discord.Interaction) -> None:
        locale = user_locale(interaction)
        row, found, seq = await tables_of(interaction).hint(str(interaction.channel_id), str(interaction.user.id),
                                                           locale)
        seen = tables_of(interaction).view(row, str(interaction.user.id))
        move = action_label(seen, found.action, language(locale))
        said = f"{for_user(interaction, Msg('hint-ai-would-play', move=move))}\n{found.reason}"
        view = hint_view(row, found.action, seq, move, locale, seen)
        await interaction.response.send_message(clip(said), ephemeral=True, view=view)

    @app_commands.command(description="A short summary of the rules, or one rule's paragraph")
    @app_commands.describe(title="Which game (this channel's by default)",
                           rule="One rule, as a refusal names it (the Rule button shows the same)")
    @app_commands.choices(title=TITLE_CHOICES)
    async def rules(self, interaction: discord.Interaction,
                    title: app_commands.Choice[str] | None = None, rule: str | None = None) -> None:
        name = title.value if title else await self._channel_title(interaction)
        if name is None and not rule:     # no game here: the summary of the first title, as ever
            name = playable()[0]
        if name is None:      # no title given and no game here: the rule's own title, if only one has it
            name = why.title_of_rule(rule)
            if name is None:
                raise TableError(Msg("rules-which-title", titles=", ".join(TITLE_NAMES)))
        if rule:
            text = why.rule_text(name, rule, user_locale(interaction))
            if text is None:
                raise TableError(Msg("rules-no-such-rule", title=title_msg(name), rule=quote(rule)))
        else:
            text = guides.help_text(name, "rules", user_locale(interaction))
        await interaction.response.send_message(clip(text, 1990), ephemeral=True)

    @rules.autocomplete("rule")
    async def _rule_choices(self, interaction: discord.Interaction,
                            current: str) -> list[app_commands.Choice[str]]:
        chosen = interaction.namespace.title
        name = chosen if chosen in DISPLAY_NAMES else await self._channel_title(interaction)
        titles = [name] if name else playable()
        return why.rule_choices(titles, current, user_locale(interaction))

    async def _channel_title(self, interaction: discord.Interaction) -> str | None:
        """The title of this channel's game (the latest finished one too), None without one:
        no title is assumed (rule:poison in a new channel is Uluk's, not a Natives rule)."""
        row = await tables_of(interaction).find(str(interaction.channel_id))
        if row is None:
            ended = await tables_of(interaction).history(str(interaction.channel_id))
            row = ended[0] if ended else None
        return row.title if row else None

    @app_commands.command(description="Resign: the AI plays your seat out and you cannot win")
    async def resign(self, interaction: discord.Interaction) -> None:
        await post_table(interaction, lambda: tables_of(interaction).resign(
            str(interaction.channel_id), str(interaction.user.id)))

    @app_commands.command(description="(host or Manage Channels) End this channel's game now")
    async def abandon(self, interaction: discord.Interaction) -> None:
        outcome = await tables_of(interaction).abandon(
            str(interaction.channel_id), str(interaction.user.id), can_manage(interaction))
        await interaction.response.send_message(outcome_public(interaction, outcome))

    @app_commands.command(description="Finished games of this channel, with winners and scores")
    async def history(self, interaction: discord.Interaction) -> None:
        rows = await tables_of(interaction).history(str(interaction.channel_id))
        if not rows:
            await interaction.response.send_message(for_user(interaction, Msg("finished-none")), ephemeral=True)
            return
        parts = []
        lang = language(user_locale(interaction))
        for row in rows:
            when = discord.utils.format_dt(datetime.fromtimestamp(row.updated_at, UTC), "d")
            parts.append(f"**{text(title_msg(row.title), lang)}**, {when}\n```\n"
                         + result_pad(row.result, lang, row.title)
                         + "\n```")
            if used := await tables_of(interaction).hints_used(row):
                listed = [f"{seat} ×{n}" for seat, n in used.items()]
                parts.append(for_user(interaction, Msg("history-hints-used", uses=listed)))
        await interaction.response.send_message(clip("\n".join(parts)), ephemeral=True)


    @app_commands.command(description="A finished game again: the animated replay, or the table after turn N")
    @app_commands.describe(game="Which finished game of this channel (the latest by default)",
                           turn="Show the table as it was after this turn (0: before the first)",
                           public="Post it for the whole channel instead of only you")
    async def replay(self, interaction: discord.Interaction,
                     # Discord's integer options end at 2**53 - 1: a bound past it fails the whole sync
                     game: app_commands.Range[int, 1, 2**53 - 1] | None = None,
                     turn: app_commands.Range[int, 0, 100_000] | None = None, public: bool = False) -> None:
        tables = tables_of(interaction)
        row = await tables.finished(str(interaction.channel_id), game)
        if public and (problem := missing_posting(interaction)):
            raise TableError(problem)
        locale = channel_locale(interaction, row) if public else user_locale(interaction)
        if turn is not None:     # refused (out of range) before anything is shown
            png = await pool.off_loop(table_after_turn, await tables.game_log(row), turn, language(locale),
                                      title=row.title)
        await interaction.response.defer(ephemeral=True, thinking=True)
        title = title_msg(row.title)
        if turn is None:
            file = await replay_file(tables, row, locale)
            said = Msg("replay-whole", title=title)
        else:
            said = Msg("replay-after-turn", title=title, turn=turn)
            file = discord.File(io.BytesIO(png), filename=f"turn-{turn}.png",
                                description=text(said, language(locale)))
        if public:
            if not await delivered("the public replay", interaction,
                                   interaction.channel.send(for_channel(interaction, said, row=row), file=file)):
                await reply_error(interaction, Msg("replay-refused"))
                return
            await interaction.delete_original_response()
        else:
            await interaction.followup.send(for_user(interaction, said), file=file, ephemeral=True)

    @replay.autocomplete("game")
    async def replay_games(self, interaction: discord.Interaction, current: str):
        rows = await tables_of(interaction).history(str(interaction.channel_id), limit=25)
        choices = []
        for row in rows:
            day = datetime.fromtimestamp(row.updated_at, UTC).date()
            winners = list(row.result["winners"]) if row.result else []
            name = clip(for_user(interaction, Msg("replay-choice", id=str(row.id), title=title_msg(row.title),
                                                  day=day, winners=winners)), 100)
            if current.strip().lstrip("#") in name:
                choices.append(app_commands.Choice(name=name, value=row.id))
        return choices

    # -- keeping the game alive (reminders, nudges, stalled seats, undo) ------------------------
    @app_commands.command(description="Daily reminder time and timezone for this game (or off)")
    @app_commands.describe(time="HH:MM, e.g. 19:30", timezone="IANA name, e.g. Europe/Madrid",
                           off="Turn the daily reminder off", wait="Remind after waiting this many hours",
                           stall="Offer replace/autopilot/drop after this many unanswered reminders")
    async def remind(self, interaction: discord.Interaction, time: str | None = None,
                     timezone: str | None = None, off: bool = False,
                     wait: app_commands.Range[float, 0, 168] | None = None,
                     stall: app_commands.Range[int, 1, 60] | None = None) -> None:
        outcome = await tables_of(interaction).set_reminder(
            str(interaction.channel_id), str(interaction.user.id), can_manage(interaction),
            time_of_day=time, timezone=timezone, off=off, min_wait_h=wait, stall_after=stall)
        await interaction.response.send_message(outcome_public(interaction, outcome))

    @remind.autocomplete("timezone")
    async def remind_zone(self, interaction: discord.Interaction, current: str):
        return zone_choices(current)

    @app_commands.command(description="Poke the player the game is waiting for (once per 12 h)")
    async def nudge(self, interaction: discord.Interaction) -> None:
        outcome = await tables_of(interaction).nudge(str(interaction.channel_id), str(interaction.user.id))
        mentions = " ".join(f"<@{u}>" for u in outcome.mention)
        line = for_channel(interaction, outcome.public[0], outcome.game.title, outcome.game)
        await interaction.response.send_message(clip(f"{mentions} {line}".strip()),
                                                allowed_mentions=pings(outcome.mention))

    @app_commands.command(
        description="Take back your last action and the AI's answers (if no other player acted and nothing "
                    "was revealed)")
    async def undo(self, interaction: discord.Interaction) -> None:
        await post_table(interaction, lambda: tables_of(interaction).undo(
            str(interaction.channel_id), str(interaction.user.id)))

    @app_commands.command(description="Every game in this server, those waiting for you first")
    async def mine(self, interaction: discord.Interaction) -> None:
        tables = tables_of(interaction)
        rows = await tables.mine(str(interaction.guild_id), str(interaction.user.id))
        if not rows:
            await interaction.response.send_message(for_user(interaction, Msg("mine-none")), ephemeral=True)
            return
        now = time.time()
        lines = []
        for row, awaited, mine in rows[:20]:
            where = f"<#{row.channel_id}>"
            if row.status == "lobby":
                lines.append(for_user(interaction, Msg("mine-lobby", title=title_msg(row.title), where=where,
                                                       n=len(row.seats))))
                continue
            since = ago_msg(now - (row.waiting_since or now))
            mark = for_user(interaction, Msg("mine-your-move")) + " · " if mine else ""
            lines.append(mark + for_user(interaction, Msg("mine-waiting", title=title_msg(row.title), where=where,
                                                          names=list(awaited), wait=since)))
        await interaction.response.send_message(clip("\n".join(lines)), ephemeral=True)

    @app_commands.command(description="Privately: your link to this game's live web page")
    @app_commands.describe(revoke="End every web link you were given instead")
    async def web(self, interaction: discord.Interaction, revoke: bool = False) -> None:
        from bot.web import member_links

        try:
            lines = await member_links(tables_of(interaction), str(interaction.user.id),
                                       str(interaction.channel_id),
                                       str(interaction.guild_id) if interaction.guild_id else None, revoke)
        except TableError as exc:
            await reply_error(interaction, exc)
            return
        await interaction.response.send_message(clip("\n".join(for_user(interaction, line) for line in lines)),
                                                ephemeral=True)

    @app_commands.command(description="(host or Manage Channels) Give a seat to another member")
    @app_commands.describe(seat="The seat to hand over", member="Who takes it")
    async def replace(self, interaction: discord.Interaction, seat: str, member: discord.Member) -> None:
        if member.bot:
            await reply_error(interaction, Msg("replace-not-a-bot"))
            return
        await announce(interaction, lambda: tables_of(interaction).replace(
            str(interaction.channel_id), str(interaction.user.id), can_manage(interaction), seat,
            str(member.id), user_name(member)))

    @app_commands.command(description="Let the AI play a seat until its player is back")
    @app_commands.describe(seat="The seat the AI plays")
    async def autopilot(self, interaction: discord.Interaction, seat: str) -> None:
        await announce(interaction, lambda: tables_of(interaction).autopilot(
            str(interaction.channel_id), str(interaction.user.id), can_manage(interaction), seat))

    @app_commands.command(description="You are back: play your own seat again")
    async def back(self, interaction: discord.Interaction) -> None:
        outcome = await tables_of(interaction).back(str(interaction.channel_id), str(interaction.user.id))
        await interaction.response.send_message(outcome_public(interaction, outcome))

    @app_commands.command(description="(host or Manage Channels) Drop an absent player")
    @app_commands.describe(seat="The seat to drop")
    async def drop(self, interaction: discord.Interaction, seat: str) -> None:
        await announce(interaction, lambda: tables_of(interaction).drop(
            str(interaction.channel_id), str(interaction.user.id), can_manage(interaction), seat))

    @replace.autocomplete("seat")
    @autopilot.autocomplete("seat")
    @drop.autocomplete("seat")
    async def seat_choices(self, interaction: discord.Interaction, current: str):
        row = await tables_of(interaction).find(str(interaction.channel_id))
        names = [s.name for s in row.seats if not s.resigned] if row else []
        return [app_commands.Choice(name=n, value=n) for n in names if current.lower() in n.lower()][:25]


def hint_view(row, action: str, since: int, label: str, locale: discord.Locale, seen: dict) -> discord.ui.View:
    """The hint's button: :class:`HintButton` when its id holds the action (Discord allows 100
    characters), else the turn's ordinary control (whose ``#n`` reference is exact at its own
    version only)."""
    button = HintButton(row.id, row.version, since, action, label)
    if len(button.item.custom_id) > 100:
        return controls(row, [action], locale, seen) or discord.utils.MISSING
    view = discord.ui.View(timeout=None)
    view.add_item(button)
    return view


class HintButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=r"cf:h:(?P<game>\d+):(?P<version>\d+):(?P<since>\d+):(?P<action>.+)"):
    """The hint's play button: the game, the version and the hint's log entry (``since``) it
    was made at, and the action. It plays while the hinted decision is still the seat's, which
    in a simultaneous step outlives the others' moves (``Tables.hint_version``)."""

    def __init__(self, game_id: int, version: int, since: int, action: str, label: str | None = None):
        self.game_id, self.version, self.since, self.action = game_id, version, since, action
        super().__init__(discord.ui.Button(label=(label or action)[:80], style=discord.ButtonStyle.primary,
                                           custom_id=f"cf:h:{game_id}:{version}:{since}:{action}"))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match, /):
        return cls(parse_id(match["game"]), parse_id(match["version"]), parse_id(match["since"]), match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        if interaction.guild_id is None:
            await reply_error(interaction, OUTSIDE_SERVER)
            return
        version = await tables_of(interaction).hint_version(
            str(interaction.channel_id), str(interaction.user.id), self.game_id, self.version, self.since)
        if version is None:
            await reply_error(interaction, Msg("table-stale-button"))
            return
        await run_action(interaction, self.action, version=version)


THREAD_PERMISSIONS = ("create_public_threads", "send_messages_in_threads", "attach_files")


def thread_name(title: str, players: list[str]) -> str:
    """A game thread's name: the game and its players, named as their seats are (display names
    cleaned of mention syntax and invisible characters, shortened: ``seat_name``), within
    Discord's 100 characters."""
    return clip(f"{DISPLAY_NAMES[title]} · {', '.join(seat_name(p, []) for p in players)}", 100)


async def start_tutorial(interaction: discord.Interaction, title: str, options: dict,
                         settings: dict | None = None) -> None:
    """``/game new tutorial:true``: the user against one AI, started at once; the table goes
    to the channel and the first explanation, with the controls, to the user alone."""
    if problem := missing_posting(interaction):
        raise TableError(problem)
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        outcome = await tables_of(interaction).tutorial(
            str(interaction.channel_id), str(interaction.guild_id), str(interaction.user.id),
            user_name(interaction.user), title, options, lang=language(user_locale(interaction)),
            settings=settings)
    except TableError as exc:
        await reply_error(interaction, exc)
        return
    outcome.private.insert(0, Msg("tutorial-welcome", hints=hints_on(settings)))
    await answer_actor(interaction, outcome)     # replaces the private deferral: publish follows it
    await publish(interaction, outcome)


async def open_in_thread(interaction: discord.Interaction, title: str, options: dict,
                         settings: dict | None = None) -> None:
    """``/game new thread:true``: a new public thread of this channel holds the table, so one
    channel can hold many games (one game per thread). The options are checked before the
    thread exists, and a table that cannot be opened takes its thread away again."""
    channel = interaction.channel
    if isinstance(channel, discord.Thread) or not isinstance(channel, discord.TextChannel):
        raise TableError(Msg("thread-from-text-channel"))
    missing = missing_permissions(interaction, THREAD_PERMISSIONS)
    if missing:
        raise TableError(Msg("thread-no-permission", permissions=missing))
    tables = tables_of(interaction)
    tables.check_new(title, options)
    # the thread needs only the thread permissions; the announcement in this channel needs
    # Send Messages, and without it the host is told privately where the table is instead
    announce = not missing_permissions(interaction, ("send_messages",))
    await interaction.response.defer(ephemeral=True, thinking=True)
    host = user_name(interaction.user)
    try:
        thread = await channel.create_thread(name=thread_name(title, [host]),
                                             type=discord.ChannelType.public_thread, auto_archive_duration=10080)
    except discord.HTTPException as exc:     # 403, 429 after discord.py's retries: nothing is open
        refused("a game thread", interaction, exc)
        await reply_error(interaction, Msg("thread-refused"))
        return
    try:
        outcome = await tables.new(str(thread.id), str(interaction.guild_id), str(interaction.user.id),
                                   host, title, options, settings=settings)
    except TableError as exc:
        try:
            await thread.delete()
        except discord.HTTPException as gone:
            refused("deleting an unused game thread", interaction, gone)
        await reply_error(interaction, exc)
        return
    # the table is committed: whatever Discord refuses now, the host hears where it is
    done = [await delivered("adding the host to the thread", interaction, thread.add_user(interaction.user)),
            await delivered("the thread's first message", interaction,
                            thread.send(outcome_public(interaction, outcome)))]
    if announce:
        done.append(await delivered("the announcement", interaction, channel.send(for_channel(
            interaction, Msg("thread-announce", title=title_msg(title), thread=thread.mention),
            row=outcome.game))))
    if announce and all(done):
        await interaction.delete_original_response()
    else:
        await reply_error(interaction, Msg("thread-not-announced", title=title_msg(title),
                                           thread=thread.mention))


async def name_thread_after_players(interaction: discord.Interaction) -> None:
    """At the start, a game thread the bot opened takes its players' names."""
    channel = interaction.channel
    row = await tables_of(interaction).find(str(interaction.channel_id))
    me = interaction.client.user
    if not isinstance(channel, discord.Thread) or row is None or row.status != "active" \
            or me is None or channel.owner_id != me.id:
        return
    try:
        await channel.edit(name=thread_name(row.title, [s.name for s in row.seats]))
    except discord.HTTPException:
        logging.getLogger("campfire").info("could not rename thread %s", channel.id)


async def announce(interaction: discord.Interaction, change) -> None:
    """Run ``change()`` (a seat change of the table service) and say it: a public line, and the
    table picture when it moved the game. Whether the bot may post the table here is checked
    before anything is committed."""
    if problem := missing_posting(interaction):
        raise TableError(problem)
    outcome = await change()
    if not outcome.picture:
        await interaction.response.send_message(outcome_public(interaction, outcome))
        return

    async def done():
        return outcome

    await post_table(interaction, done)


def zone_choices(current: str) -> list[app_commands.Choice[str]]:
    import zoneinfo

    zones = sorted(zoneinfo.available_timezones())
    hits = [z for z in zones if current.lower().replace(" ", "_") in z.lower()]
    return [app_commands.Choice(name=z, value=z) for z in hits[:25]]


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(why.RuleButton, HintButton)
    bot.add_listener(answer_unknown_control, "on_interaction")
    bot.tree.add_command(GameGroup())


async def teardown(bot: commands.Bot) -> None:
    bot.remove_listener(answer_unknown_control, "on_interaction")
    bot.tree.remove_command("game")
