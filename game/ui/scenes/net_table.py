"""The table of a game hosted elsewhere: the same `TableScene`, fed by a `FeedGame`.

The table plays as ever: the seats this screen holds are people here, every other seat is
played elsewhere (`ELSEWHERE`: nobody here acts for it, the table waits for it by name). On
top it shows what only a network game has: each seat's connection (a small badge in the
corner list), this screen's own connection when it drops ("Connection lost 3 s ago:
reconnecting…"), and a way back to the title when the host is gone for good. The host keeps
the clock, the CPUs and the save: in the last `CLOCK_SHOWN` seconds of this screen's own
turn, choice or hidden commit the time left shows (and is said once), and when it runs out
and the host's CPU decides for the seat, it says so.
"""

from __future__ import annotations

import math
import time
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from ... import i18n
from ...engine.feed import Link, SeatLink
from ...engine.feed_game import FeedGame
from ...engine.pending import DecisionKind
from ...i18n import N_, _, ngettext
from ...names import shown_name
from ...net import kept, protocol
from ...net.reactions import REACTIONS
from ...net.tickets import Ticket
from ...rules.words import StandIns
from ...saves import Seat
from .. import text
from ..narration.network import NetVoice
from ..table import hud
from ..table.painter import time_bar, time_bar_least
from ..table.scene import TableScene
from ..table.seats import ELSEWHERE
from ..table.shown import ShownTable
from ..widgets import Button, Label, Widget
from .game_over import GameOverScene
from .menu import MenuScene
from .new_game import player_name
from .pause import PauseScene

if TYPE_CHECKING:
    from ...net.remote import AppHost
    from ..app import App

# Words are marked here and translated where shown. TRANSLATORS: a seat's badge on its plate at a network table
BADGES = {SeatLink.OPEN: N_("open seat"), SeatLink.RECONNECTING: N_("away"), SeatLink.STAND_IN: N_("CPU until back"),
          SeatLink.LEFT: N_("left: a CPU plays")}
# TRANSLATORS: a seat's badge where its plate is too small for the whole words (large text): keep it short
SHORT_BADGES = {SeatLink.OPEN: N_("open"), SeatLink.RECONNECTING: N_("away"), SeatLink.STAND_IN: N_("CPU for now"),
                SeatLink.LEFT: N_("left")}  # where a plate is too small for the whole words (large text)
WAITING = N_("waiting")  # a seated person's badge while the host has not started the game
CALM = (SeatLink.CONNECTED, SeatLink.HERE, SeatLink.CPU)  # nothing to say about these seats
SEATED = (SeatLink.CONNECTED, SeatLink.HERE)  # a person sitting at the table
PLAYED_BY_CPU = (SeatLink.CPU, SeatLink.STAND_IN, SeatLink.LEFT)
BADGE_SECONDS = 0.5  # a badge is shown again while its seat stays so
CATCH_UP_SECONDS = 1.0  # after a reconnection, events arriving this soon were missed while away
REACTION_SECONDS = 3.0  # a quick reaction stays on its sender's plate this long
CATCH_UP_WAIT = 3.0  # seconds the end waits for every feed's last update before keeping the game
PARTIAL_SECONDS = 2.0  # how often what a client has seen so far is kept on disk
CLOCK_SHOWN = 15.0  # seconds: a person's own decision shows the host's time left this late
TIMEOUT_SECONDS = 5.0  # "Time ran out: ..." stays this long
CPU_DECIDES: dict[str, str] = {  # what the host's stand-in does when time is up, by `DecisionKind`
    DecisionKind.TURN: N_("a CPU plays this move for you"), DecisionKind.CHOICE: N_("a CPU chooses for you"),
    DecisionKind.COMMIT: N_("a CPU chooses for you")}
CPU_DECIDES_ELSE = N_("a CPU decides for you")


def lost_words(seconds: int, short: bool = False) -> str:
    """This screen's own connection dropped `seconds` ago (`short`: where the whole words do not fit)."""
    if short:
        words = ngettext("Reconnecting\u2026 offline {n} s", "Reconnecting\u2026 offline {n} s", seconds)
    else:
        words = ngettext("Connection lost {n} s ago: reconnecting\u2026",
                         "Connection lost {n} s ago: reconnecting\u2026", seconds)
    return words.format(n=i18n.format_number(seconds))


def clock_widest() -> str:
    """The room the clock keeps: its widest words."""
    return max((_clock_words((int(CLOCK_SHOWN), _(what))) for what in (*CPU_DECIDES.values(), CPU_DECIDES_ELSE)),
               key=len)


def seat_names(game: FeedGame) -> list[str]:
    names = [s.name for s in game.seats]
    return names if len(names) == game.config.players else [player_name(i + 1) for i in range(game.config.players)]


class NetTableScene(TableScene):
    """A seat (or several, or none: watching) at a table on a host."""

    def __init__(self, app: App, game: FeedGame, *, fresh: bool = True, pace: float | None = None,
                 on_close=None, keep_seat: bool = False, host: AppHost | None = None):
        seats = [Seat(name, "human" if i in game.here else ELSEWHERE) for i, name in enumerate(seat_names(game))]
        super().__init__(app, game, seats, fresh=fresh, journal=False, pace=pace)
        self.game = game
        self.on_close = on_close  # called once the screen leaves the table (the app's host stops)
        self.keep_seat = keep_seat  # kept on disk, so the app takes the seat back after a restart
        self.host = host  # the app's own host, when this screen runs the table (it keeps the proved game)
        self.over_at: float | None = None  # table clock when the game was seen to end
        self.earlier: tuple = ()  # what this seat saw before the app restarted (`kept.load_partial`)
        self.partial_at = 0.0  # table clock when what this seat has seen was last kept on disk
        self.partial_seen = -1  # ... and how many moments it held then
        self.gone_shown = False
        self.dropped_at: float | None = None  # table clock when this screen's connection dropped
        self.away = False  # the connection dropped and has not come back yet
        self.back_until: float | None = None  # table clock until which events arriving are caught up on
        self.net_voice = NetVoice(self)  # says each change of a connection, once

    # ---- the feed -------------------------------------------------------------------------------
    def game_clock(self) -> float | None:
        return self.game.seconds_left()

    def clock_running(self) -> bool:
        """While this screen's connection is down the host's clock is shown only while it still
        has time to count (the host counts on): never a "0.0 s" stopped beside "Connection lost
        2 s ago: reconnecting…"."""
        return self.game.link == Link.CONNECTED or (self.game.seconds_left() or 0.0) > 0

    def _update(self, dt: float) -> None:
        self.game.poll()
        names = seat_names(self.game)
        if names != [s.name for s in self.seats]:  # someone took an open seat (or the names came)
            self.seats = [Seat(n, s.kind) for n, s in zip(names, self.seats, strict=True)]
            self.names = names
            if not self.game.is_over():
                self._keep_ticket()  # with this seat's name, for Rejoin
        # The plates call a seat a player or a CPU by who plays it now, as the host says.
        self.kinds = ["human" if i in self.game.here or state.link not in PLAYED_BY_CPU else "cpu"
                      for i, state in enumerate(self.game.seats)] or self.kinds
        if self.game.refused:
            # TRANSLATORS: {reason} is the host's refusal of a move
            self.say(_("Not played: {reason}").format(reason=self.game.refused))
            self.game.refused = None
        over = self.game.main.result() is not None  # (the feed's own: a result that came before the link went)
        if self.game.link == Link.GONE and not over and not self.gone_shown:
            self.gone_shown = True
            if self.game.problem == protocol.TABLE_CLOSED:
                self._forget_seat()  # the table is no more: no Rejoin to offer
            self.app.push(HostGoneScene(self.app, self.game.problem or _("the host is gone")))
        self._catch_up()
        self._keep_so_far()
        super()._update(dt)
        self._show_timeouts()
        self._show_reactions()
        self.net_voice.update()
        if self.game.reaction_refused:  # after the reactions that did go, so it is the line left showing
            self.say(_("Not sent: {reason}").format(reason=self.game.reaction_refused))
            self.game.reaction_refused = None
        self._show_badges()

    def _catch_up(self) -> None:
        """Back after a dropped connection: what happened meanwhile is not played out again, the
        table shows where the game is now, with a short "while you were away" line."""
        link = self.game.link
        if link == Link.RECONNECTING:
            self.away, self.back_until = True, None
        elif link == Link.CONNECTED and self.away:
            self.away, self.back_until = False, self.clock + CATCH_UP_SECONDS
        if self.back_until is None or link != Link.CONNECTED:
            return
        feed = self.feeds[self.seen_as]
        if len(feed) > self.shown_upto:  # what the host sent on our return
            missed = len(feed) - self.shown_upto
            self.anims.items.clear()
            self.shown_upto = len(feed)
            self.flow.window = None
            self.synced = True
            self.resync()
            self.rebuild_controls()
            self.say(ngettext("While you were away: {n} thing happened (see the log)",
                              "While you were away: {n} things happened (see the log)", missed).format(
                n=i18n.format_number(missed)), 4.0)
            self.back_until = None
        elif self.clock >= self.back_until:
            self.back_until = None

    def _game_over(self) -> None:
        """Keep the game in the history and the statistics (`game.net.kept`: what this screen
        saw; the app's host, the proved game seen from its seats), then show the result. A
        client waits a moment for every feed's last update."""
        if self.over_shown:
            return
        if self.over_at is None:
            self.over_at = self.clock
        proved_here = self.host is not None and self.host.holds_match  # (the app's own host ran it)
        caught_up = proved_here or not self.app.persist or kept.caught_up(self.game)
        if not caught_up and self.clock - self.over_at < CATCH_UP_WAIT:
            return
        self.over_shown = True
        self.result_note = self._keep() if self.app.persist else ""
        self.app.sound.stop_music()
        _show_over(self)

    def _keep_so_far(self) -> None:
        """Every few seconds, what this seat has seen so far is kept on disk (a client whose
        seat is kept), so its history survives the app closing or crashing."""
        if not self.seat_kept_on_disk or self.game.is_over():
            return
        seen = len(getattr(self.game.main, "moments", ()))
        if seen != self.partial_seen and self.clock - self.partial_at >= PARTIAL_SECONDS:
            self.partial_at, self.partial_seen = self.clock, seen
            kept.save_partial(self.game, self.earlier)

    def _keep(self) -> str:
        limit = self.app.settings.history_limit
        if self.host is not None:  # the app's host: the proved game here, or what its seats saw of one on a server
            return self.host.keep_game(self.game, seat_names(self.game), limit) or ""
        if not kept.caught_up(self.game):
            return _(kept.NOT_KEPT)
        note = kept.keep_seen(self.game, seat_names(self.game), limit, self.earlier) or ""
        kept.forget_partial()
        return note

    @property
    def seat_kept_on_disk(self) -> bool:
        """Whether this screen keeps its seat on disk as a client (taken back after a restart)."""
        return self.keep_seat and self.host is None and self.app.persist and bool(self.game.here)

    def _forget_seat(self) -> None:
        """Nothing to come back to: the seat kept on disk (and what it saw so far) goes."""
        if self.seat_kept_on_disk:
            Ticket.forget()
            kept.forget_partial()
        self.keep_seat = False

    def stand_in_steps(self) -> StandIns:
        """The moves the host's CPU made for a person's seat, as the host marked them."""
        return self.game.stand_ins

    def may_reveal(self) -> bool:
        return False  # every hand face up is the host's to show, and it shows none

    def _watch_buttons(self) -> list[Button]:
        return []  # the host sets the pace: nothing to speed up or skip

    def enter(self) -> None:
        super().enter()
        self._keep_ticket()
        if self.seat_kept_on_disk:
            self.earlier = kept.load_partial(self.game)

    def _keep_ticket(self) -> None:
        """Kept on disk: the seat taken back after a restart (Rejoin), or the table hosted here (Continue)."""
        keep = self.app.persist and (self.keep_seat or self.host is not None)
        ticket = None if not keep else Ticket.of(self.game) if self.host is None else self.host.ticket(self.game)
        if ticket is not None:
            ticket.save()

    def open_pause(self) -> None:
        self.app.push(NetPauseScene(self.app, self))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == self.app.key_for("react"):
            self.open_reactions()
            return True
        return super().handle_event(event)

    # ---- quick reactions -------------------------------------------------------------------------
    def reacting_seat(self) -> int | None:
        """The seat a quick reaction goes from: the person looking (hot-seat), this screen's only
        seat, or None (a watcher, or nobody looking at a shared screen)."""
        here = self.game.here
        if self.viewer is not None and self.viewer in here:
            return self.viewer
        return here[0] if len(here) == 1 else None

    def open_reactions(self) -> None:
        seat = self.reacting_seat()
        if seat is None:
            self.say(_("Only a seat can send a reaction") if not self.game.here else _("Take your seat first"))
            return
        self.app.push(ReactionScene(self.app, self, seat))

    def react(self, seat: int, reaction: str) -> None:
        """Send a quick reaction from `seat`: shown once the host relays it (to everyone at once)."""
        self.game.react(seat, reaction)

    def _show_reactions(self) -> None:
        """Each reaction the host relayed: on its sender's plate (or a line, for this screen's
        own seat), spoken by narration and shown with the captions; the meow is heard."""
        heard, self.game.heard = self.game.heard, []
        for seat, reaction_id in heard:
            reaction = REACTIONS[reaction_id]
            name = self.names[seat] if 0 <= seat < len(self.names) else _("Seat {number}").format(number=seat + 1)
            words = reaction.words  # (in the reader's language already)
            # TRANSLATORS: a quick reaction shown on its sender's plate, in quotation marks
            if seat in self.geo.plates:
                self.note(seat, _("\u201c{reaction}\u201d").format(reaction=words), REACTION_SECONDS)
            else:
                self.say(_("{name}: \u201c{reaction}\u201d").format(name=name, reaction=words), REACTION_SECONDS)
            # TRANSLATORS: a quick reaction spoken and captioned: who sent it and its words
            line = _("{name}: {reaction}").format(name=name, reaction=words)
            self.voice.say(line)
            if reaction.sound is not None:
                self.app.sound.play(reaction.sound, caption=line)
            else:
                self.app.sound.caption(line)

    def exit(self) -> None:
        if self.seat_kept_on_disk and not self.game.is_over():
            kept.save_partial(self.game, self.earlier)  # the app closes mid-game: keep what was seen
        super().exit()
        self.game.close()
        if self.on_close is not None:
            self.on_close()

    # ---- what is shown on top of the table ---------------------------------------------------------
    def waiting_words(self) -> str:
        """"Waiting for Bea" while the table waits for a seat played elsewhere, "Waiting for Ann
        to start the game" before its host starts it, else ""."""
        if self.game.held:
            if self.game.host_name:
                # (a host who typed no name travels as "Player 1": worded as the reader words it)
                return _("Waiting for {name} to start the game").format(name=shown_name(self.game.host_name))
            return _("Waiting for the host to start the game")
        seat = self.flow.waiting
        return "" if seat is None or self.game.pending is None else _("Waiting for {name}").format(
            name=self.names[seat])

    def begun(self) -> bool:
        """Play begins at the host's Start: until then the table names nobody as going first."""
        return not self.game.held

    def status_words(self) -> str:
        """Nobody's turn yet while the game is held: its host has not started it."""
        return _("The game has not begun") if self.game.held else super().status_words()

    def table_shown(self) -> ShownTable:
        """While the game is held nobody's turn has begun: no plate is ringed or says "playing"."""
        return replace(self.shown, current=None) if self.game.held else self.shown

    def link_words(self, short: bool = False) -> str:
        """This screen's own connection, when it is not simply connected: "Connection lost 3 s
        ago: reconnecting…" (`short`: "Reconnecting… offline 3 s", where the whole words do not fit)."""
        link = self.game.link
        if link != Link.RECONNECTING:
            self.dropped_at = None
            return _("Connecting\u2026") if link == Link.CONNECTING else ""
        if self.dropped_at is None:
            self.dropped_at = self.clock
        return lost_words(int(self.clock - self.dropped_at) + 1, short)

    def badges(self) -> dict[int, str]:
        """A calm word for each seat that is not simply played (a countdown while it reconnects),
        in its plate: shorter words where the whole ones would not fit in it."""
        out = {}
        for seat, (words, short) in self._badge_words().items():
            fits = seat >= len(self.names) or hud.note_fits(self.app, self.geo, seat, words, self.names[seat],
                                                            not self.shown.alive[seat])
            out[seat] = words if fits else short
        return out

    def _badge_words(self) -> dict[int, tuple[str, str]]:
        """Each seat's badge: (its words, its short words)."""
        out = {}
        now = time.monotonic()
        for seat, state in enumerate(self.game.seats):
            if self.game.held and state.link in SEATED:
                if seat not in self.game.here:  # (this screen's own seats have no plate)
                    out[seat] = (_(WAITING), _(WAITING))  # for the host to start the game, as everyone is
                continue
            if state.link in CALM:
                continue
            words = _(BADGES.get(state.link, state.link.value))
            short = _(SHORT_BADGES.get(state.link, state.link.value))
            if state.link == SeatLink.LEFT and self.game.result() is not None:
                words = short  # after the end nobody plays on for them
            left = state.seconds_left(now) if state.link == SeatLink.RECONNECTING else None
            if left is not None:
                # TRANSLATORS: a badge and the seconds left for its seat's person to come back, e.g. "away 55 s"
                timed = ngettext("{badge} {n} s", "{badge} {n} s", int(left))
                words, short = (timed.format(badge=w, n=i18n.format_number(int(left))) for w in (words, short))
            out[seat] = (words, short)
        return out

    def own_clock(self) -> tuple[int, str] | None:
        """This screen's own turn, choice or hidden commit in its last `CLOCK_SHOWN` seconds, as
        the host counts them: (whole seconds left, what happens then), else None."""
        decision, left = self.my_decision(), self.game.seconds_left()
        pending = self.match.pending
        if decision is None or pending is None or left is None or not 0 < left <= CLOCK_SHOWN:
            return None
        return math.ceil(left), _cpu_decides(pending.kind)

    def time_words(self) -> str:
        """"12 s left, then a CPU plays this move for you" (see `own_clock`), or ""."""
        return _clock_words(self.own_clock())

    def clock_area(self) -> pygame.Rect:
        """Where the countdown of this screen's own decision shows: the windows' countdown row, or
        just above a panel open over it (choosing cards, a target...)."""
        area = self.geo.countdown.copy()
        panel = self.panel.rect if self.panel is not None else None
        if panel is not None and panel.colliderect(area) and panel.top - area.height >= self.geo.status.bottom:
            area.bottom = panel.top - self.app.metrics.pad // 4
        return area

    def _show_timeouts(self) -> None:
        """Each decision the host's CPU made for a seat here when its time ran out: said once
        (spoken and captioned), and shown for a moment."""
        taken, self.game.timed_out = self.game.timed_out, []
        for seat, kind in taken:
            if len(self.game.here) > 1 and seat < len(self.names):
                # TRANSLATORS: {name}'s time to decide ran out; {what} is e.g. "a CPU chooses for you"
                line = _("Time ran out for {name}: {what}").format(name=self.names[seat], what=_cpu_decides(kind))
            else:
                line = _("Time ran out: {what}").format(what=_cpu_decides(kind))
            self.say(line, TIMEOUT_SECONDS)
            self.net_voice.tell(line)

    def _top_words(self, size: int, room: int) -> str:
        """The connection's words and whom the table waits for, the connection's in short where
        the whole line would not fit in `room`."""
        words = _joined(self.link_words(), self.waiting_words())
        if text.width(words, size) > room:
            words = _joined(self.link_words(short=True), self.waiting_words())
        return words

    def _show_badges(self) -> None:
        for seat, words in self.badges().items():
            if seat not in self.notes or self.notes[seat][0] == words:  # a game note keeps its moment
                self.note(seat, words, BADGE_SECONDS)

    def draw_on_felt(self, surface: pygame.Surface) -> None:
        """The table's felt, then this screen's own clock and the connection's words, under a
        spot's tip, the hand and panels as the countdown is."""
        super().draw_on_felt(surface)
        clock = self.own_clock()
        m, pal = self.app.metrics, self.app.palette
        size = m.font("body")
        row = self.clock_area()
        area = row if self.bar_buttons else self.geo.bar  # never over the buttons
        sharing = clock is not None and self.bar_buttons  # the connection's words then share the clock's row
        words = self._top_words(size, row.width // 2 - m.pad if sharing else area.width)
        if clock is not None:  # this screen's own decision, in its last seconds: in the windows' countdown row
            clock_area = row
            if self.app.settings.show_odds and self.geo.odds == clock_area:  # the compact layout's odds share the row
                pygame.draw.rect(surface, pal.felt, clock_area)
            short = ngettext("{n} s left", "{n} s left", clock[0]).format(n=i18n.format_number(clock[0]))
            if words and sharing:  # the connection's words share that row, on its right: as wide as they
                # need, where the clock keeps the room for its seconds (half the row, as a rule)
                need = text.width(words, size) + m.pad
                shared = need if need <= clock_area.width // 2 else min(
                    need, clock_area.width - time_bar_least(self.app, short))
                area = pygame.Rect(clock_area.right - shared, clock_area.top, shared, clock_area.height)
                clock_area = pygame.Rect(clock_area.left, clock_area.top, clock_area.width - shared, clock_area.height)
            time_bar(surface, self.app, clock_area, (self.game.seconds_left() or 0.0) / CLOCK_SHOWN,
                     _clock_words(clock), clock_widest(), short=short)  # (short: where the line does not fit)
        if words:
            text.blit_text(surface, text.ellipsize(words, size, area.width), size, pal.text, area.center, "center")


def _joined(*parts: str) -> str:
    return " \u00b7 ".join(w for w in parts if w)


def _clock_words(clock: tuple[int, str] | None) -> str:
    """"12 s left, then a CPU plays this move for you" for an `own_clock`, or ""."""
    if not clock:
        return ""
    # TRANSLATORS: the seconds left to decide, then what happens, e.g. "a CPU chooses for you"
    return ngettext("{n} s left, then {what}", "{n} s left, then {what}", clock[0]).format(
        n=i18n.format_number(clock[0]), what=clock[1])


def _cpu_decides(kind: str) -> str:
    """What the host's stand-in does for a decision of `kind` (a `DecisionKind` value)."""
    return _(CPU_DECIDES.get(kind, CPU_DECIDES_ELSE))


def _show_over(table: NetTableScene) -> None:
    if table.app.persist and (table.host is not None or table.seat_kept_on_disk):
        Ticket.forget(hosted=table.host is not None)  # nothing to come back to (a watcher kept nothing)
    table.app.push(NetGameOverScene(table.app, table))


# TRANSLATORS: {key} is a key's name; "Nooo!" is one of the quick reactions
REACT_HINT = N_("At the table, {key} sends a quick reaction (\u201cNooo!\u201d, a meow).")


class NetPauseScene(PauseScene):
    """Pause over a network game: the game goes on at the host (nothing to save here)."""

    table: NetTableScene

    def build(self) -> list[Widget]:
        hosting = self.table.host is not None
        return [Button(_("Resume"), self.back, style="primary", hint=self.app.key_name("pause")),
                Button(_("Rules"), self._rules), Button(_("Settings"), self._settings),
                Label(_("The game goes on while this is open.") if hosting else
                      _("The game goes on at the host while this is open."), dim=True),
                *([Label(_(REACT_HINT).format(key=self.app.key_name("react")), dim=True)]
                  if self.table.game.here else []),  # (a watcher sends none)
                Button(self._quit_words(), self._quit, style="danger")]

    def _quit_words(self) -> str:
        if self.table.host is not None:
            return _("Close the table")
        return _("Leave the table") if self.table.game.here else _("Stop watching")

    def _quit(self) -> None:
        from .dialogs import ConfirmScene
        from .title import TitleScene

        def leave() -> None:
            self.table.game.leave()
            if self.table.host is not None:  # the table hosted here closes: its people are told, its files go
                self.table.on_close = self.table.host.close
            if self.app.persist and (self.table.host is not None or self.table.game.here):  # (a watcher kept none)
                Ticket.forget(hosted=self.table.host is not None)  # leaving the table hosted here closes it
                kept.forget_partial()
                self.table.keep_seat = False  # nothing to come back to
            self.app.reset(TitleScene(self.app))

        if self.table.match.is_over():
            leave()
            return
        if self.table.host is not None:  # the table is this app's: it closes for everyone
            self.app.push(ConfirmScene(self.app, _("Close this table?"), leave, yes=_("Close it"), no=_("Keep playing"),
                                       detail=_("The game ends for everyone at it; it cannot be continued.")))
            return
        if not self.table.game.here:  # a watcher: no seat to leave to a CPU
            self.app.push(ConfirmScene(self.app, _("Stop watching this table?"), leave, yes=_("Stop watching"),
                                       no=_("Keep watching"), detail=_("The game goes on without you watching.")))
            return
        self.app.push(ConfirmScene(self.app, _("Leave this table?"), leave, yes=_("Leave"), no=_("Keep playing"),
                                   detail=_("A CPU plays your seat from now on.")))


class NetGameOverScene(GameOverScene):
    def build(self) -> list[Widget]:
        widgets: list[Widget] = [Label(line) for line in self.table.recap()]
        if self.note:
            widgets.append(Label(self.note, dim=True))
        widgets.append(Button(_("Title screen"), self._title, style="primary"))
        return widgets


class ReactionScene(MenuScene):
    """A few preset reactions to send the table (number keys pick one; the reaction key or Esc
    closes it)."""

    overlay = True
    width_chars = 24

    @property
    def heading(self) -> str:  # type: ignore[override]
        return _("Quick reaction")

    def __init__(self, app: App, table: NetTableScene, seat: int):
        super().__init__(app)
        self.table = table
        self.seat = seat

    def build(self) -> list[Widget]:
        return [*(Button(r.words, lambda r=r: self.send(r.id), hint=str(i))
                  for i, r in enumerate(REACTIONS.values(), 1)),
                Button(_("Back"), self.back, hint=self.app.key_name("react"))]

    def send(self, reaction: str) -> None:
        self.back()
        self.table.react(self.seat, reaction)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == self.app.key_for("react"):
            self.back()
            return True
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key < pygame.K_1 + len(REACTIONS):
            self.send(list(REACTIONS)[event.key - pygame.K_1])
            return True
        return super().handle_event(event)


class HostGoneScene(MenuScene):
    """The host cannot be reached any more: say so, and go back to the title."""

    overlay = True

    @property
    def heading(self) -> str:  # type: ignore[override]
        return _("The table is gone")

    def __init__(self, app: App, why: str):
        super().__init__(app)
        self.why = why

    def build(self) -> list[Widget]:
        return [Label(self._ended()), Button(_("Back to the title"), self.back, style="primary")]

    def _ended(self) -> str:
        # TRANSLATORS: {reason} says why the connection ended (from the host or the network)
        return _("The connection to the host ended: {reason}.").format(reason=self.why)

    def spoken_title(self) -> str:
        return f"{self.heading}. {self._ended()}"

    def back(self) -> None:
        from .title import TitleScene

        self.app.reset(TitleScene(self.app))
