"""Playing a lesson as a newcomer does, by posted keys: follow the hint, move the focus to the
pointed control when it is not there already (Tab), then press the key the hint names."""

from __future__ import annotations

from collections.abc import Callable

import pygame
from uikit import frames, key

from game.ui.app import App
from game.ui.lessons.scenes import LessonDoneScene, LessonIntroScene
from game.ui.lessons.table import LessonTable
from game.ui.scenes.dialogs import ConfirmScene
from game.ui.table.scene import ENTER_GRACE

KEYS = {"Enter": pygame.K_RETURN, "Right": pygame.K_RIGHT, "Left": pygame.K_LEFT}


def key_code(words: str) -> int:
    """The key a hint names, in the language the run speaks (the table's kits name keys by
    settings' key words; the lesson's own Enter is its own message)."""
    from game.i18n import pgettext
    from game.ui.lessons.guide import enter_key

    named = {enter_key(): pygame.K_RETURN, pgettext("key", "Enter"): pygame.K_RETURN,
             pgettext("key", "Return"): pygame.K_RETURN, pgettext("key", "Right"): pygame.K_RIGHT,
             pgettext("key", "Left"): pygame.K_LEFT}
    return KEYS.get(words) or named[words]


def follow_hints(app: App, table: LessonTable, limit: int = 4000,
                 until: Callable[[], bool] | None = None) -> dict[str, int]:
    """Play `table`'s lesson to its end (or `until` holds) by keys; counts of what was pressed.
    Fails if it stalls."""
    pressed = {"keys": 0, "tabs": 0}
    for _ in range(limit):
        frames(app, 1, 1 / 30)
        top = app.stack.top
        if isinstance(top, LessonDoneScene) or (until is not None and until()):
            return pressed
        if isinstance(top, LessonIntroScene):
            key(app, pygame.K_RETURN)  # Start: its button has the focus
            pressed["keys"] += 1
            continue
        if isinstance(top, ConfirmScene):  # a risky choice the lesson asks for (a bluff): yes, on purpose
            key(app, pygame.K_TAB)
            key(app, pygame.K_RETURN)
            pressed["keys"] += 2
            continue
        pointer = table.pointer
        if top is not table or pointer is None or table.clock - table.asked_at < ENTER_GRACE:
            continue
        if pointer.group.focused is not pointer.widget:
            key(app, pygame.K_TAB)  # what a newcomer does when the focus is elsewhere
            pressed["tabs"] += 1
            continue
        key(app, key_code(pointer.key))
        pressed["keys"] += 1
    raise AssertionError(f"the lesson stalled at step {table.cursor.at + 1}: {table.step_words()!r}")
