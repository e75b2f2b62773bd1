"""The lesson screens: the list of a game's lessons (from the title's Learn to play), a
lesson's introduction, its menu (Esc: go on, start again, skip, leave) and its end."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import get
from ...i18n import _
from ..scenes.dialogs import MessageScene
from ..scenes.menu import MenuScene, back_key
from ..widgets import Button, Label, Widget
from . import progress
from .catalogue import Lesson, LessonError, following, games, lessons
from .table import LessonTable, leave, start, switch, table_heading

if TYPE_CHECKING:
    from ..app import App


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
        # TRANSLATORS: a heading; {game} is a game's name
        return _("Learn to play {game}").format(game=_(get(self.game).info.name)) if self.game else _("Learn to play")

    def enter(self) -> None:
        if self.message:
            self.app.push(MessageScene(self.app, _("Please note"), self.message))
            self.message = None

    def resume(self) -> None:
        super().resume()
        self.rebuild()  # a lesson may have been finished

    def build(self) -> list[Widget]:
        widgets: list[Widget] = []
        try:
            order = lessons(self.game) if self.game else ()
        except LessonError as exc:
            return [Label(_("The lessons cannot be shown: {reason}").format(reason=exc)),
                    Button(_("Back"), self.back, style="primary")]
        done: set[str] = set()
        if self.app.persist and self.game:
            done, message = progress.finished(self.game)
            self.message = self.message or message
        widgets.append(Label(_("Short guided games on a fixed table, one idea each. Follow the hint: "
                               "it points at what to choose, and the keyboard focus is already there."), dim=True))
        first = next((i for i, one in enumerate(order) if one.id not in done), 0)
        for i, lesson in enumerate(order):
            # TRANSLATORS: a button of the list of lessons: {number} is its place in the list, {title} its title
            words = _("{number}. {title}  (done)") if lesson.id in done else _("{number}. {title}")
            words = words.format(number=i + 1, title=_(lesson.title))
            widgets.append(Button(words, lambda one=lesson: self.play(one),
                                  style="primary" if i == first else "normal"))
        for other in games():
            if other != self.game:
                widgets.append(Button(_("Lessons for {game}").format(game=_(get(other).info.name)),
                                      lambda g=other: self.show(g)))
        widgets.append(Button(_("Back"), self.back, hint=back_key()))
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
            self.app.push(MessageScene(self.app, _("This lesson cannot start"), str(exc)))


class LessonIntroScene(MenuScene):
    """What the lesson is about, before it starts (the cards are dealt underneath)."""

    overlay = True
    width_chars = 40

    def __init__(self, app: App, table: LessonTable):
        super().__init__(app)
        self.table = table

    @property
    def heading(self) -> str:  # type: ignore[override]
        return table_heading(self.table)

    def build(self) -> list[Widget]:
        return [Label(_(self.table.lesson.intro)), Button(_("Start"), self.begin, style="primary"),
                Button(_("Lesson menu"), self.back, hint=back_key())]

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

    @property
    def heading(self) -> str:  # type: ignore[override]
        return _("Lesson menu")

    def __init__(self, app: App, table: LessonTable):
        super().__init__(app)
        self.table = table

    def build(self) -> list[Widget]:
        nxt = following(self.table.lesson)
        return [
            Button(_("Back to the lesson"), self.back, style="primary", hint=back_key()),
            Button(_("Start this lesson again"), lambda: switch(self.app, self.table, self.table.lesson)),
            # TRANSLATORS: {title} is the next lesson's title
            Button(_("Skip to lesson: {title}").format(title=_(nxt.title)) if nxt else _("Skip: the last lesson"),
                   self._skip),
            Button(_("Leave: all lessons"), lambda: leave(self.app, self.table)),
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

    @property
    def heading(self) -> str:  # type: ignore[override]
        return _("Lesson complete")

    def __init__(self, app: App, table: LessonTable, message: str | None = None):
        super().__init__(app)
        self.table = table
        self.message = message

    def build(self) -> list[Widget]:
        nxt = following(self.table.lesson)
        widgets: list[Widget] = [Label(_(self.table.lesson.done))]
        if self.message:
            widgets.append(Label(self.message, dim=True))
        if nxt is not None:
            # TRANSLATORS: {title} is the next lesson's title
            widgets.append(Button(_("Next lesson: {title}").format(title=_(nxt.title)),
                                  lambda: switch(self.app, self.table, nxt), style="primary"))
        widgets += [Button(_("Play it again"), lambda: switch(self.app, self.table, self.table.lesson),
                           style="normal" if nxt else "primary"),
                    Button(_("All lessons"), lambda: leave(self.app, self.table), hint=back_key())]
        return widgets

    def back(self) -> None:
        leave(self.app, self.table)
