"""The replay viewer: a finished game shown again at the table, by the table itself (a game
still going on only as its one person saw it, without exports: `game.replay.viewers`).

`ReplayScene` is a `TableScene` in a replay mode: its match is the recorded game rebuilt up to
the point shown (`game.replay.Replay`: exact, from the log, any jump one clone and a few
events), its feeds are the recorded log as the chosen viewpoint saw it, and nobody ever acts
(its `Flow` only moves the replay on). Moving forward one move plays that move's events with
the table's own animations; every other jump rests at once on the rebuilt table. The viewpoint
is any seat (what that player saw, with their redacted log), the public view, or every card
face up (every hand drawn under its plate, the omniscient log). Keys: Space plays or pauses,
Left/Right step a move, Up/Down a turn, Home/End, +/- the speed, V the viewpoint, J jumps to
a turn, Esc the replay menu.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from ... import i18n
from ...engine import EVERYONE, Action, Match
from ...history import seat_names
from ...i18n import N_, _, ngettext, pgettext
from ...replay import Replay, viewers
from ...rules.words import YOU, StandIns
from ...saves import SPECTATOR, SavedGame
from ...seen import SeenGame, SeenMatch, SeenReplay
from ...storage import BadFile
from .. import draw, text
from ..table.flow import Flow
from ..table.scene import TableScene
from ..table.seats import table_names
from ..widgets import Button, Choice, Widget
from .dialogs import MessageScene, NameScene
from .history import saved_as
from .menu import MenuScene

if TYPE_CHECKING:
    from ..app import App

SPEEDS = (0.5, 1, 2, 4, 8)
GAP = 0.6  # seconds between moves while playing, at 1x and the normal pace
FACE_UP = EVERYONE  # the viewpoint with every card face up
MOVE, EVENT = "move", "event"  # what Back and Next step by
STEP_UNITS = ((MOVE, N_("A move")), (EVENT, N_("An event")))  # translated where shown


class Silent:
    """The app's sound while the table is stepped at once: nothing is heard or captioned."""

    def __getattr__(self, name: str) -> object:
        return lambda *args, **kwargs: None


class ReplayFlow(Flow):
    """The replay's timing: nobody is asked anything; while playing, the next move comes a
    short gap after the table is still."""

    def __init__(self, table: ReplayScene):
        super().__init__(table)
        self.replay_table = table
        self.waited = 0.0

    def watch(self, dt: float) -> None:
        self.waited = 0.0

    def drive(self, dt: float) -> None:
        t = self.replay_table
        self.window = None
        if not t.playing:
            self.waited = 0.0
            return
        self.waited += dt
        if self.waited >= GAP * t.pace:
            self.waited = 0.0
            t.step_forward()


def speed_words(speed: float) -> str:
    """A replay's speed: "2x", "0.5x"."""
    # TRANSLATORS: a replay's speed, e.g. "2x" (twice as fast)
    return _("{speed}x").format(speed=i18n.format_number(speed))


def jump_words(turns: int) -> str:
    """ "Jump to a turn (1 to 40)"."""
    return ngettext("Jump to a turn (1 to {n})", "Jump to a turn (1 to {n})", turns).format(
        n=i18n.format_number(turns))


class ReplayScene(TableScene):
    """A recorded game at the table; `viewpoint` is a seat, SPECTATOR or FACE_UP (default: the
    one person's seat, else every card face up); `at` the number of events shown (the end)."""

    def __init__(self, app: App, saved: SavedGame | SeenGame, *, viewpoint: int | None = None,
                 at: int | None = None):
        if isinstance(saved, SeenGame):  # a network game as this computer saw it: its moments
            self.replay: Replay = SeenReplay(saved)
            shell: Any = SeenMatch(saved, self.replay)
            over, here = True, saved.here
        else:
            proved = saved.to_match()  # raises storage.BadFile
            self.replay = Replay.of_match(proved)
            shell = Match(proved.ruleset, proved.config, proved.seed, log=proved.setup)
            over, here = proved.is_over(), saved.here
        self.replay_stops = frozenset(self.replay.stops)
        self.position = self.replay.setup_length
        self._followed = -1
        self.saved = saved
        people = [replace(s, kind="human", seed=None) for s in saved.seats]  # nobody plays: no CPU starts
        super().__init__(app, shell, people, fresh=False, journal=False)
        self.seats = list(saved.seats)
        self.seat_names = table_names(saved.seats)
        self.names = self.seat_names
        self.kinds = [s.kind for s in saved.seats]
        self.humans = list(here) if here is not None else [i for i, s in enumerate(saved.seats) if s.is_human]
        self.flow = ReplayFlow(self)
        self.over = over
        self.allowed = viewers(saved.seats, self.over, here)  # None: every view; else only these seats'
        if self.allowed == ():
            raise BadFile(_("it is a game still going on, and nobody's view of it can be chosen"))
        views = (*range(self.replay.config.players), FACE_UP) if self.allowed is None else self.allowed
        self.full = {v: self.replay.feed(v) for v in (*views, SPECTATOR)}  # the public feed: the kits read it
        self.playing = False
        self.speedup = 1
        self.step_unit = MOVE
        self.position = self.replay.setup_length
        if viewpoint is None or viewpoint not in dict(self.viewpoints()):
            viewpoint = self.allowed[0] if self.allowed else self.humans[0] if len(self.humans) == 1 else FACE_UP
        self.viewer = viewpoint
        self.names = self.names_for(viewpoint)
        self.relayout()
        self.rest_at(len(self.replay) if at is None else at)

    # ---- nobody acts ---------------------------------------------------------------------------
    def my_decision(self) -> tuple[int, str] | None:
        return None

    def in_window(self) -> bool:
        return False

    def act(self, seat: int, action: Action) -> bool:
        return False

    def queue_reveal(self, cards: tuple[str, ...]) -> None:
        """What a seat was shown is in its log; a replay never stops to show it."""

    def watching(self) -> bool:
        return True  # the bar holds the replay's controls (`_watch_buttons`)

    def _game_over(self) -> None:
        if self.over_shown:
            return
        self.over_shown = True  # already counted and kept when it was played
        self.playing = False
        self.rebuild_controls()

    def enter(self) -> None:
        self.app.sound.music(0.0)

    # ---- moving ----------------------------------------------------------------------------------
    def move_start(self, n: int) -> int:
        """The stop at or before `n`: the start of the move whose events reach `n`."""
        return n if n in self.replay.stops else self.replay.stop_before(n)

    def _show_upto(self, n: int) -> None:
        """The log and every feed hold the first `n` events. Halfway through a move the match
        rests at that move's start, so the decision waited for is the enclosing move's (the
        rules' state halfway through an action is not always one a view can be asked of); the
        table shows the move's events so far as the viewpoint saw them (`_follow`)."""
        self.position = n
        self.match.log = list(self.replay.events[:n])
        self.match.state = self.replay.state_at(self.move_start(n))
        self.feeds = {v: feed[:n] for v, feed in self.full.items()}

    def stand_in_steps(self) -> StandIns:
        """A network game's moves the host's CPU made for a person (a local game has none)."""
        return self.saved.stand_in_steps

    def log_feed(self) -> list:
        """The viewpoint's whole recorded feed (the log shows its first `shown_upto` events): the
        same list however the replay moves, so each event is narrated once, not on every move."""
        return self.full[self.seen_as]

    def rest_at(self, n: int) -> None:
        """Show the table after `n` events at once, nothing animated."""
        n = max(self.replay.setup_length, min(n, len(self.replay)))
        self._show_upto(n)
        self.anims.items.clear()
        self.notes = {}
        self.panel = None
        self.reveals = []
        self.toast = None
        self.shown_upto = self.move_start(n)
        self.over_shown = False
        self.resync()
        self._follow()
        self.synced = True
        self._note_hands()
        self.rebuild_controls()

    def _follow(self) -> None:
        """Step the shown table through the events not shown yet, as the table's director does
        while they animate, with every animation finished at once and nothing heard."""
        feed = self.feeds[self.seen_as]
        sound = self.app.sound
        self.app.sound = Silent()  # type: ignore[assignment]
        try:
            while self.shown_upto < len(feed):
                self.shown_upto += 1
                self.director.show(feed[self.shown_upto - 1])
                for _i in range(64):  # an animation may start another when it ends
                    if not self.anims.items:
                        break
                    self.anims.update(60.0)
                self.anims.items.clear()
        finally:
            self.app.sound = sound
        self.hand.set_cards(self.shown.hand)

    @property
    def synced(self) -> bool:
        """Whether the table rests in step with a decision. Never halfway through a move: the
        kits then word the table as watching that move (as a live table does while a move's
        events play), not as waiting for the decision the move already answered."""
        return self._synced and self.position in self.replay_stops

    @synced.setter
    def synced(self, value: bool) -> None:
        self._synced = value

    def _resync_keep_selection(self) -> None:
        """After an animation: a fresh view at a move's end; halfway through a move the table
        stays as the director stepped it."""
        if self.position in self.replay_stops:
            super()._resync_keep_selection()
        elif self._followed != self.position:
            self._followed = self.position
            self._note_hands()
            self.rebuild_controls()

    def _tension(self) -> None:
        """A replay keeps the music calm."""

    def _note_hands(self) -> None:
        """Every hand, when every card is face up: as the rules hold them after the events shown."""
        if self.seen_as != FACE_UP:
            self.hands_shown = []
        elif self.position in self.replay.stops:
            super()._note_hands()
        else:
            state = self.replay.state_at(self.position)
            self.hands_shown = [tuple(h) for h in self.replay.ruleset.scenario_facts(state)["hands"]]
            self._fit_hands()

    def step_forward(self) -> None:
        """Play the next move with the table's animations (or finish the one playing at once);
        stepping by event, the next event."""
        if self.step_unit == EVENT:
            self.event_forward()
            return
        if self.moving():
            self.rest_at(self.position)
            return
        if self.position >= len(self.replay):
            self.playing = False
            self.rebuild_controls()
            return
        self._show_upto(self.replay.stop_after(self.position))
        self.rebuild_controls()

    def event_forward(self) -> None:
        """The next event, animated (or the one animating, finished at once)."""
        if self.moving():
            self.rest_at(self.shown_upto)
        elif self.position < len(self.replay):
            self._show_upto(self.position + 1)
        else:
            self.playing = False
        self.rebuild_controls()

    def event_back(self) -> None:
        """The event before the one shown (or animating), at once."""
        self.playing = False
        self.rest_at(self.shown_upto - 1)

    def moving(self) -> bool:
        """A move is being animated."""
        return self.shown_upto < self.position or self.anims.blocking

    def step_back(self) -> None:
        """The move before the one shown (or the event before, stepping by event), at once."""
        if self.step_unit == EVENT:
            self.event_back()
            return
        self.playing = False
        self.rest_at(self.replay.stop_before(self.position))

    def turn_forward(self) -> None:
        self.rest_at(self.replay.next_turn(self.position))

    def turn_back(self) -> None:
        self.playing = False
        self.rest_at(self.replay.previous_turn(self.position))

    def jump_to_turn(self, turn: int) -> None:
        self.rest_at(self.replay.turn_start(turn))

    def toggle_play(self) -> None:
        if not self.playing and self.position >= len(self.replay):
            self.rest_at(self.replay.setup_length)  # from the start again
        self.playing = not self.playing
        self.rebuild_controls()

    def set_speed(self, speed: float) -> None:
        self.speedup = speed
        self.rebuild_controls()

    def set_step_unit(self, unit: str) -> None:
        self.step_unit = unit
        self.rebuild_controls()

    def faster(self, delta: int = 1) -> None:
        i = SPEEDS.index(self.speedup) if self.speedup in SPEEDS else 1
        self.set_speed(SPEEDS[max(0, min(len(SPEEDS) - 1, i + delta))])

    def set_viewpoint(self, viewpoint: int) -> None:
        if viewpoint not in dict(self.viewpoints()):
            return
        self.viewer = viewpoint
        self.names = self.names_for(viewpoint)
        self.relayout()
        self.rest_at(self.position)

    def names_for(self, viewpoint: int) -> list[str]:
        """The names the table writes from `viewpoint`: "You" (the table's name for its one
        person) only from that person's seat; from any other, that seat is "Player N", so
        nobody else is read as "you" ("You's turn", or two seats called You)."""
        read = seat_names(self.seat_names)  # the names the History list and the export use
        return [name if seat == viewpoint and name == YOU else read[seat] for seat, name in enumerate(self.seat_names)]

    def viewpoints(self) -> list[tuple[int, str]]:
        """Every viewpoint with its name: each seat, the public table, every card face up; of a
        game still going on, only its one person's (`game.replay.viewers`)."""
        read = seat_names(self.seat_names)
        # TRANSLATORS: a replay's viewpoint: the cards as a player saw them
        views = ([(seat, _("Your view ({name})").format(name=read[seat]) if name == YOU
                   else _("{name}'s view").format(name=read[seat])) for seat, name in enumerate(self.seat_names)]
                 + [(SPECTATOR, _("The table (public)")), (FACE_UP, _("Every card face up"))])
        return [(v, words) for v, words in views if self.allowed is None or v in self.allowed]

    def next_viewpoint(self) -> None:
        views = [v for v, _words in self.viewpoints()]
        self.set_viewpoint(views[(views.index(self.seen_as) + 1) % len(views)] if self.seen_as in views else views[0])

    # ---- words -------------------------------------------------------------------------------------
    def viewpoint_words(self) -> str:
        return dict(self.viewpoints()).get(self.seen_as, "")

    def where_words(self, short: bool = False) -> str:
        """ "Replay: turn 12 of 40, move 80 of 300, 2x, Bea's view"; halfway through a move, or
        stepping by event, also "event 2 of 5" (of that move's events). `short`: the same in
        fewer letters, for a narrow window ("Turn 12/40, move 80/300, event 2/5, 2x, Bea")."""
        r = self.replay
        n = self.position
        move = bisect.bisect_left(r.stops, n)  # the move whose events end at or run past n
        turn = r.turn_at(self.move_start(n))
        num = i18n.format_number
        moves = len(r.stops) - 1
        if short:
            parts = [_("Turn {turn}/{turns}").format(turn=num(turn), turns=num(r.turns)) if turn else _("The deal"),
                     _("move {move}/{moves}").format(move=num(move), moves=num(moves))]
        else:
            turn_words = ngettext("turn {turn} of {n}", "turn {turn} of {n}", r.turns)
            parts = [turn_words.format(turn=num(turn), n=num(r.turns)) if turn else _("the deal"),
                     ngettext("move {move} of {n}", "move {move} of {n}", moves).format(move=num(move), n=num(moves))]
        if move and (n not in r.stops or self.step_unit == EVENT):
            first = r.stops[move - 1]
            event, events = n - first, r.stops[move] - first
            parts.append(_("event {event}/{events}").format(event=num(event), events=num(events)) if short else
                         ngettext("event {event} of {n}", "event {event} of {n}", events).format(event=num(event),
                                                                                                  n=num(events)))
        parts.append(speed_words(self.speedup))
        if short:
            return ", ".join([*parts, self.short_viewpoint_words()])
        # TRANSLATORS: the replay's line: {facts} are where it is, e.g. "turn 12 of 40, move 80 of 300, 2x, Bea's view"
        return _("Replay: {facts}").format(facts=", ".join([*parts, self.viewpoint_words()]))

    def short_viewpoint_words(self) -> str:
        """ "face up", "public", "you" or the seat's name."""
        if self.seen_as in (FACE_UP, SPECTATOR):
            return _("face up") if self.seen_as == FACE_UP else _("public")
        name = self.kept_names[self.seen_as] if 0 <= self.seen_as < len(self.kept_names) else ""
        return pgettext("a replay's viewpoint", "you") if name == YOU else name

    # ---- controls ------------------------------------------------------------------------------------
    def _watch_buttons(self) -> list[Button]:
        at_start = self.position <= self.replay.setup_length
        at_end = self.position >= len(self.replay) and not self.moving()
        # TRANSLATORS: the replay's buttons: a turn back, a step back, play or pause, a step on, a turn on
        buttons = [Button(_("< Turn"), self.turn_back), Button(_("Back"), self.step_back),
                   Button(_("Pause") if self.playing else _("Play"), self.toggle_play, style="primary"),
                   Button(_("Next"), self.step_forward), Button(_("Turn >"), self.turn_forward),
                   Button(_("Menu"), self.open_pause)]
        for b in buttons[:2]:
            b.enabled = not at_start
        for b in buttons[3:5]:
            b.enabled = not at_end
        return buttons

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            do = self._keys().get(event.key)
            if do is not None:
                do()
                return True
            if event.key == self.app.key_for("log"):
                self.toggle_log()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, self.app.key_for("confirm")):
                if self.controls.focused is not None:
                    self.controls.focused.activate()
                return True
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            self.controls.handle_event(event)
        return True

    def _keys(self) -> dict[int, object]:
        return {
            pygame.K_ESCAPE: self.open_pause, self.app.key_for("pause"): self.open_pause,
            pygame.K_SPACE: self.toggle_play, pygame.K_RIGHT: self.step_forward, pygame.K_LEFT: self.step_back,
            pygame.K_DOWN: self.turn_forward, pygame.K_UP: self.turn_back,
            pygame.K_PAGEDOWN: self.turn_forward, pygame.K_PAGEUP: self.turn_back,
            pygame.K_HOME: lambda: self.rest_at(0), pygame.K_END: lambda: self.rest_at(len(self.replay)),
            pygame.K_PLUS: self.faster, pygame.K_EQUALS: self.faster, pygame.K_KP_PLUS: self.faster,
            pygame.K_MINUS: lambda: self.faster(-1), pygame.K_KP_MINUS: lambda: self.faster(-1),
            pygame.K_v: self.next_viewpoint, pygame.K_j: self.ask_turn,
            pygame.K_PERIOD: self.event_forward, pygame.K_COMMA: self.event_back,
        }

    def open_pause(self) -> None:
        self.playing = False
        self.rebuild_controls()
        self.app.push(ReplayMenu(self.app, self))

    def ask_turn(self) -> None:
        """J: type a turn to jump to."""
        def jump(words: str) -> None:
            words = words.strip()
            if not words.isdigit() or not 1 <= int(words) <= self.replay.turns:
                self.app.push(MessageScene(self.app, _("Jump to a turn"), ngettext(
                    "Give a turn from 1 to {n}.", "Give a turn from 1 to {n}.", self.replay.turns).format(
                    n=i18n.format_number(self.replay.turns))))
                return
            self.app.stack.remove(dialog)
            self.jump_to_turn(int(words))

        self.playing = False
        heading = jump_words(self.replay.turns)
        dialog = NameScene(self.app, heading, str(self.replay.turn_at(self.position)), jump, ok=_("Jump"),
                           label=_("Turn"), max_length=5)
        self.app.push(dialog)

    # ---- drawing ---------------------------------------------------------------------------------------
    def draw_on_felt(self, surface: pygame.Surface) -> None:
        super().draw_on_felt(surface)
        self._draw_where(surface)

    def _draw_where(self, surface: pygame.Surface) -> None:
        """Where the replay is, in the row the countdown uses at a live table (in fewer words,
        without the viewpoint, when the full line does not fit), under a spot's tip as the
        countdown is."""
        m, pal = self.app.metrics, self.app.palette
        area = self.geo.countdown
        small = m.font("small")
        room = area.width - 2 * m.pad
        words = self.where_words()
        if text.width(words, small) > room:
            words = text.ellipsize(self.where_words(short=True), small, room)
        box = pygame.Rect(0, 0, text.width(words, small) + 2 * m.pad, text.line_height(small))
        box.center = area.center
        draw.panel(surface, box, pal, m.px(8), alpha=235)
        text.blit_text(surface, words, small, pal.text, area.center, "center")


class ReplayMenu(MenuScene):
    """Esc in a replay: go on, the speed, the viewpoint, a jump to a turn, export, leave."""

    overlay = True
    width_chars = 34

    @property
    def heading(self) -> str:  # type: ignore[override]
        return _("Replay")

    def __init__(self, app: App, table: ReplayScene):
        super().__init__(app)
        self.table = table

    def build(self) -> list[Widget]:
        t = self.table
        return [
            Button(_("Go on watching"), self.back, style="primary"),
            Choice(_("Speed"), [(s, speed_words(s)) for s in SPEEDS], lambda: t.speedup, t.set_speed),
            Choice(_("Viewpoint"), t.viewpoints(), lambda: t.seen_as, t.set_viewpoint),
            Choice(_("Back and Next step"), [(unit, _(words)) for unit, words in STEP_UNITS], lambda: t.step_unit,
                   t.set_step_unit),
            Button(jump_words(t.replay.turns), self._jump),
            *((Button(_("Save as a text log and JSON"), self._export),) if t.over else ()),  # only of a finished game
            *((Button(_("Play from here now"), self._play_now),  # a network record holds no deal to play on from
               Button(_("Play from here: save as a scenario"), self._play_from_here))
              if t.over and isinstance(t.saved, SavedGame) and t.saved.here is None else ()),
            Button(_("Leave the replay"), self._leave),
        ]

    def _jump(self) -> None:
        self.back()
        self.table.ask_turn()

    def _export(self) -> None:
        from ... import history

        paths, message = history.export(self.table.saved)
        words = message or saved_as(paths)
        self.app.push(MessageScene(self.app, _("Save the log"), words))

    def _play_from_here(self) -> None:
        """The point shown as a scenario file in the exports folder (checked by loading it
        back), or one line why not."""
        from ... import history
        from ...ai.seeds import fresh_seed
        from ...replay import NotWritable, move_at, scenario_at

        t = self.table
        try:
            data = scenario_at(t.saved, t.replay, t.position, fresh_seed())
        except NotWritable as exc:
            self.app.push(MessageScene(self.app, _("Play from here"), str(exc)))
            return
        moves = move_at(t.replay, t.position)
        path, message = history.export_scenario(t.saved, data, t.replay.turn_at(t.replay.stops[moves]), moves)
        # TRANSLATORS: {path} is the file written, {file} its name in the command that plays it
        words = message or _("Saved as {path}: python -m game scenario {file} starts the game here.").format(
            path=path, file=path.name)
        self.app.push(MessageScene(self.app, _("Play from here"), words))

    def _play_now(self) -> None:
        """A game at the table from the point shown (a fresh seed, the recorded seats), or one
        line why not."""
        from ...ai.seeds import fresh_seed
        from ...replay import NotWritable, scenario_at
        from .from_here import FromHereTable

        t = self.table
        try:
            data = scenario_at(t.saved, t.replay, t.position, fresh_seed())
        except NotWritable as exc:
            self.app.push(MessageScene(self.app, _("Play from here"), str(exc)))
            return
        self.app.stack.remove(self)
        self.app.push(FromHereTable(self.app, data, t.saved.seats))

    def _leave(self) -> None:
        self.app.stack.remove(self)
        self.app.stack.remove(self.table)


def jump_frame_times(match: Match, targets: Sequence[int], size: tuple[int, int] = (1920, 1080),
                     text_scale: float = 1.0) -> dict[str, float]:
    """Milliseconds from a jump in the replay viewer to its first frame drawn, for each of
    `targets` (events) of the finished `match`, in a headless window of `size` (mean and worst;
    the card faces are drawn once first, as a viewer that has been open a moment has them)."""
    import os
    import time

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ...saves import Seat
    from ...settings import Settings
    from ..app import App

    app = App(Settings(first_run_done=True, text_scale=text_scale), size=size, persist=False, fps=0)
    try:
        seats = [Seat(f"Player {i + 1}", "medium", seed=i) for i in range(match.config.players)]
        viewer = ReplayScene(app, SavedGame.from_match(match, seats), viewpoint=FACE_UP)
        app.push(viewer)
        for target in targets:  # warm: every face drawn once
            viewer.rest_at(target)
            app.frame(0.0)
        times = []
        for target in targets:
            start = time.perf_counter()
            viewer.rest_at(target)
            app.frame(0.0)
            times.append((time.perf_counter() - start) * 1000)
    finally:
        app.close()
    return {"mean_ms": sum(times) / len(times), "worst_ms": max(times)}
