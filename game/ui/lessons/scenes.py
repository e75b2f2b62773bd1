"""The lesson screens: the list of a game's lessons (from the title's Learn to play), a
lesson's introduction, its menu (Esc: go on, start again, skip, leave) and its end."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import get
from ..scenes.dialogs import MessageScene
from ..scenes.menu import MenuScene
from ..widgets import Button, Label, Widget
from . import progress
from .catalogue import Lesson, LessonError, following, games, lessons
from .table import LessonTable, leave, start, switch

if TYPE_CHECKING:
    from ..app import App

DONE_MARK = "(done)"


class LessonsScene(MenuScene):
    """A game's lessons in order, each marked once finished; the other games' lessons a button away."""

    width_chars = 44

    def __init__(self, app: App, game: str | None = None, pace: float | None = None):
        super().__init__(app)
        self.pace = pace  # the tables' animation pace (tests); None: the CPU-speed setting
        offered = games()
        self.game = game if game in offered else (offered[0] if offered else "")
        self.message: str | None = None
        self._first = 1  # the row of the first unfinished lesson
        self._placed = False  # the focus was put on it

    @property
    def heading(self) -> str:  # type: ignore[override]
        return f"Learn to play {get(self.game).info.name}" if self.game else "Learn to play"

    def enter(self) -> None:
        if self.message:
            self.app.push(MessageScene(self.app, "Please note", self.message))
            self.message = None

    def resume(self) -> None:
        super().resume()
        self.rebuild()  # a lesson may have been finished

    def build(self) -> list[Widget]:
        widgets: list[Widget] = []
        try:
            order = lessons(self.game) if self.game else ()
        except LessonError as exc:
            return [Label(f"The lessons cannot be shown: {exc}"), Button("Back", self.back, style="primary")]
        done: set[str] = set()
        if self.app.persist and self.game:
            done, message = progress.finished(self.game)
            self.message = self.message or message
        widgets.append(Label("Short guided games on a fixed table, one idea each. Follow the hint: "
                             "it points at what to choose, and the keyboard focus is already there.", dim=True))
        first = next((i for i, one in enumerate(order) if one.id not in done), 0)
        for i, lesson in enumerate(order):
            mark = f"  {DONE_MARK}" if lesson.id in done else ""
            widgets.append(Button(f"{i + 1}. {lesson.title}{mark}", lambda one=lesson: self.play(one),
                                  style="primary" if i == first else "normal"))
        for other in games():
            if other != self.game:
                widgets.append(Button(f"Lessons for {get(other).info.name}", lambda g=other: self.show(g)))
        widgets.append(Button("Back", self.back, hint="Esc"))
        self._first = first + 1  # the first unfinished lesson's row (after the introduction)
        return widgets

    def relayout(self) -> None:
        super().relayout()
        if not self._placed and 0 <= self._first < len(self.group.widgets):
            self._placed = True  # the first time: the focus on the first lesson not finished yet
            self.group.focus(self.group.widgets[self._first])

    def show(self, game: str) -> None:
        self.game = game
        self._placed = False
        self.rebuild()

    def play(self, lesson: Lesson) -> None:
        try:
            start(self.app, lesson, self.pace)
        except LessonError as exc:
            self.app.push(MessageScene(self.app, "This lesson cannot start", str(exc)))


class LessonIntroScene(MenuScene):
    """What the lesson is about, before it starts (the cards are dealt underneath)."""

    overlay = True
    width_chars = 40

    def __init__(self, app: App, table: LessonTable):
        super().__init__(app)
        self.table = table
        number, count = table.position()
        self.heading = f"Lesson {number} of {count}: {table.lesson.title}"

    def build(self) -> list[Widget]:
        return [Label(self.table.lesson.intro), Button("Start", self.begin, style="primary"),
                Button("Lesson menu", self.back, hint="Esc")]

    def begin(self) -> None:
        self.app.stack.remove(self)

    def back(self) -> None:
        """Esc: the lesson menu (start again, skip, leave) instead of the introduction."""
        self.app.stack.remove(self)
        self.table.open_pause()


class LessonMenuScene(MenuScene):
    """Esc during a lesson: go on, start it again, skip to the next one, or leave the lessons."""

    overlay = True
    width_chars = 36
    heading = "Lesson menu"

    def __init__(self, app: App, table: LessonTable):
        super().__init__(app)
        self.table = table

    def build(self) -> list[Widget]:
        nxt = following(self.table.lesson)
        return [
            Button("Back to the lesson", self.back, style="primary", hint="Esc"),
            Button("Start this lesson again", lambda: switch(self.app, self.table, self.table.lesson)),
            Button(f"Skip to lesson: {nxt.title}" if nxt else "Skip: the last lesson", self._skip),
            Button("Leave: all lessons", lambda: leave(self.app, self.table)),
        ]

    def _skip(self) -> None:
        nxt = following(self.table.lesson)
        if nxt is None:
            leave(self.app, self.table)
        else:
            switch(self.app, self.table, nxt)


class LessonDoneScene(MenuScene):
    """A lesson's end: what it taught, then the next lesson, the same again, or the list."""

    overlay = True
    width_chars = 40
    heading = "Lesson complete"

    def __init__(self, app: App, table: LessonTable, message: str | None = None):
        super().__init__(app)
        self.table = table
        self.message = message

    def build(self) -> list[Widget]:
        nxt = following(self.table.lesson)
        widgets: list[Widget] = [Label(self.table.lesson.done)]
        if self.message:
            widgets.append(Label(self.message, dim=True))
        if nxt is not None:
            widgets.append(Button(f"Next lesson: {nxt.title}", lambda: switch(self.app, self.table, nxt),
                                  style="primary"))
        widgets += [Button("Play it again", lambda: switch(self.app, self.table, self.table.lesson),
                           style="normal" if nxt else "primary"),
                    Button("All lessons", lambda: leave(self.app, self.table), hint="Esc")]
        return widgets

    def back(self) -> None:
        leave(self.app, self.table)
