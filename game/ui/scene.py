"""Scenes and the scene stack.

A scene handles input, updates and draws itself. The stack holds them: the top scene gets
input first and passes what it does not consume down; an overlay scene draws over the scene
below, which keeps updating (animating) underneath. Lifecycle: `enter` when pushed, `pause`
when another scene covers it, `resume` when it is on top again, `exit` when removed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from .app import App


class Scene:
    """Base scene: override what you need."""

    # Draw the scenes below this one first (dialogs, pause, pass-the-device).
    overlay = False
    # Its drawing paints every pixel of the window (the app then skips clearing it first).
    covers_window = False

    def __init__(self, app: App):
        self.app = app
        self.paused = False

    # ---- lifecycle -------------------------------------------------------------------------
    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Removed from the stack."""

    def pause(self) -> None:
        """Another scene was pushed over this one."""
        self.paused = True

    def resume(self) -> None:
        """This scene is on top again."""
        self.paused = False

    def relayout(self) -> None:
        """The window size or the text scale changed: compute positions again."""

    # ---- every frame -----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True when the event was consumed (it goes no further down the stack)."""
        return False

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds (also called while covered by an overlay)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene."""

    # ---- narration -------------------------------------------------------------------------
    def spoken_title(self) -> str:
        """What the screen is called, said when it comes up (narration)."""
        return ""

    def spoken_focus(self, full: bool = False) -> str:
        """The words of the control with the keyboard focus, for narration ("" for none)."""
        return ""


class SceneStack:
    """The scenes on screen, bottom first."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def __contains__(self, scene: Scene) -> bool:
        return scene in self.scenes

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.paused = False
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def remove(self, scene: Scene) -> None:
        """Take `scene` out wherever it is (a dialog closing under a newer overlay)."""
        if scene is self.top:
            self.pop()
        elif scene in self.scenes:
            self.scenes.remove(scene)
            scene.exit()

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.paused = False
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Clear the stack and start again from `scene` (quit to title)."""
        while self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and every one under an overlay chain."""
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        return self.scenes[max(start, 0):]

    def handle_event(self, event: pygame.event.Event) -> bool:
        return any(scene.handle_event(event) for scene in reversed(list(self.scenes)))

    def update(self, dt: float) -> None:
        for scene in self.visible():
            scene.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def relayout(self) -> None:
        for scene in self.scenes:
            scene.relayout()
