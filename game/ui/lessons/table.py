"""A lesson at the table: the shared table scene on the lesson's fixed table, with scripted
CPUs, the person held to the lesson's script, and the hint box pointing at the control to use
(the keyboard focus goes there too).

Nothing of a lesson is counted or kept as a game: no autosave, no statistics, no history.
Esc opens the lesson menu (go on, start again, skip, leave); the end opens the lesson's end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...engine import Action
from ...i18n import _, ngettext
from ...saves import Seat
from ..table.hand import CardGroup
from ..table.scene import TableScene
from . import guide, hint, progress
from .catalogue import PERSON, Lesson, lessons
from .script import ScriptCursor, ScriptedCpu

if TYPE_CHECKING:
    from ..app import App
    from .guide import Pointer

WAIT = 0.6  # seconds a CPU of a response window waits at least once the script gets to it


class LessonTable(TableScene):
    """One lesson being played."""

    def __init__(self, app: App, lesson: Lesson, pace: float | None = None):
        scenario = lesson.scenario()
        seats = [Seat(name, "human" if i == PERSON else "easy") for i, name in enumerate(scenario.names)]
        super().__init__(app, scenario.match, seats, journal=False, pace=pace)
        self.show_log = self.show_log and hint.room_for_log(app)  # L still shows it
        self.lesson = lesson
        self.scenario = scenario  # its match is the one played; `game.scenario.compare` checks the end
        for cpu in self.cpus.values():
            cpu.close()
        self.cursor = ScriptCursor(scenario.script, lambda: self.match.pending)
        self.cpus = {seat: ScriptedCpu(seat, self.cursor) for seat in self.cpus}  # type: ignore[misc]
        self.pointer: Pointer | None = None
        self.hint_area = pygame.Rect(0, 0, 0, 0)
        self.hint_box = pygame.Rect(0, 0, 0, 0)
        self.finished = False
        self._focused_for: tuple[int, int] | None = None  # (widget, focus group) the focus was last moved to
        self._introduced = False
        self._said = ""  # the hint last spoken (narration)

    # ---- layout: the hint's column off the middle -------------------------------------------
    def relayout(self) -> None:
        super().relayout()
        self.hint_area = hint.column(self.geo, self.app)
        if self.panel is not None:
            self.panel.layout(self.geo.centre)
        self.rebuild_controls()
        self._focused_for = None

    def open_panel(self, panel) -> None:  # type: ignore[no-untyped-def]
        super().open_panel(panel)
        self._focused_for = None

    # ---- the lesson's steps --------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        if not self._introduced:
            self._introduced = True
            from .scenes import LessonIntroScene

            self.app.push(LessonIntroScene(self.app, self))

    def act(self, seat: int, action: Action) -> bool:
        """The person acts only as the lesson asks (a refused pass waits quietly for the CPUs)."""
        if seat == PERSON and not self.cursor.allows(seat, action):
            if action.kind != "pass" and self.pointer is not None:
                # TRANSLATORS: said when the person tries another move than the lesson's; {hint} says what to do
                self.say(_("In this lesson: {hint}").format(hint=self.pointer.words))
            return False
        self.cursor.claim(seat)
        done = super().act(seat, action)
        if done:
            self.cursor.advance(seat, action, self.match.pending)
        return done

    def expected(self) -> Action | None:
        """What the person is to do now, if it is their step."""
        return self.cursor.expects(PERSON)

    def step_words(self) -> str:
        """The hint for the person's step when they have one now, else for the step awaited."""
        step = self.cursor.step_of(PERSON) or self.cursor.step
        if step is None:
            return _(self.lesson.done)
        words = self.lesson.hints.get(step.number, "")
        return _(words) if words else ""

    def update(self, dt: float) -> None:
        self._time_window()
        super().update(dt)
        if self.finished:
            return
        if self.cursor.broken:
            self._broken()
            return
        self.pointer = guide.point(self, self.expected()) if not self.paused else self.pointer
        self._follow_pointer()
        self._speak_hint()
        if self.cursor.done and self._quiet():
            self._finish()

    def _time_window(self) -> None:
        """In a response window the script's answer comes first: a CPU with nothing to do yet is
        never due before WAIT (so it holds up nobody), and no countdown runs out on the person
        while the lesson waits for their answer."""
        window = self.flow.window
        if window is None:
            return
        for seat in window.cpu_due:
            if self.cursor.expects(seat) is None:
                window.cpu_due[seat] = max(window.cpu_due[seat], WAIT)
        wanted = self.expected()
        if wanted is not None and wanted.kind != "pass":
            window.timer = None

    def _speak_hint(self) -> None:
        """With narration on, each new hint is spoken once, and the lesson's end (the focus moving
        says the control)."""
        words = self.step_words()
        if words != self._said and not self.paused:  # under the introduction or the menu: later
            self._said = words
            if self.app.narrator.enabled:
                self.voice.say(words)

    def _quiet(self) -> bool:
        return self.synced and not self.anims.blocking and self.shown_upto >= len(self.feeds[self.seen_as])

    def _follow_pointer(self) -> None:
        """Move the keyboard focus to the pointed control, once for each control and focus group."""
        p = self.pointer
        if p is None or self.paused:
            return
        key = (id(p.widget), id(p.group))
        if key == self._focused_for:
            return
        self._focused_for = key
        p.group.focus(p.widget)
        if isinstance(p.widget, CardGroup):
            self._keep_focus_in_view()

    def _game_over(self) -> None:
        """A lesson's game is never counted: its end is the lesson's end."""
        if self.over_shown:
            return
        self.over_shown = True
        self.app.sound.stop_music()  # the script's last step ended the game: `update` finishes the lesson

    def _finish(self) -> None:
        self.finished = True
        self.pointer = None
        message = progress.mark_done(self.lesson.game, self.lesson.id) if self.app.persist else None
        from .scenes import LessonDoneScene

        self.app.push(LessonDoneScene(self.app, self, message))

    def _broken(self) -> None:
        from ..scenes.dialogs import MessageScene

        self.finished = True
        leave(self.app, self)
        self.app.push(MessageScene(self.app, _("This lesson cannot go on"),
                                   _("Its script does not fit the rules any more; please report it.")))

    def open_pause(self) -> None:
        from .scenes import LessonMenuScene

        self.app.push(LessonMenuScene(self.app, self))

    # ---- the card under the hint ---------------------------------------------------------------
    def position(self) -> tuple[int, int]:
        """(this lesson's number from 1, how many lessons its game has)."""
        order = lessons(self.lesson.game)
        return next(i for i, one in enumerate(order, 1) if one.id == self.lesson.id), len(order)

    # ---- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        heading = table_heading(self)
        # TRANSLATORS: the foot of a lesson's hint box: F1 and Esc are keys
        footer = _("F1: card rules. Esc: lesson menu")
        words = self.step_words()
        self.hint_box = hint.draw_hint(surface, self.app, self.hint_area, heading, words,
                                       self.pointer if self.app.stack.top is self else None, footer, self.clock)


def table_heading(table: LessonTable) -> str:
    """The lesson's heading: its place among its game's lessons and its title."""
    number, count = table.position()
    # TRANSLATORS: a heading: {number} of {count} lessons of this game; {title} is the lesson's title
    words = ngettext("Lesson {number} of {count}: {title}", "Lesson {number} of {count}: {title}", count)
    return words.format(number=number, count=count, title=_(table.lesson.title))


def start(app: App, lesson: Lesson, pace: float | None = None) -> LessonTable:
    """Play `lesson` on top of the scene stack."""
    table = LessonTable(app, lesson, pace)
    app.push(table)
    return table


def switch(app: App, table: LessonTable, lesson: Lesson) -> LessonTable:
    """Leave `table` (and any menu over it) for `lesson`: a repeat or the next one."""
    leave(app, table)
    return start(app, lesson, table.fixed_pace)


def leave(app: App, table: LessonTable) -> None:
    """Close the lesson and whatever is over it: back to the lessons list."""
    while app.stack.top is not None and app.stack.top is not table and table in app.stack:
        app.pop()
    app.stack.remove(table)
