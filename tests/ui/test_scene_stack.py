"""The scene stack: push/pop/replace, the lifecycle, overlays and input passing down."""

from __future__ import annotations

import pygame
from uikit import frames, key

from game.ui.scene import Scene, SceneStack


class Recorder(Scene):
    def __init__(self, app, name: str, log: list, consume: set[int] = frozenset(), overlay: bool = False):
        super().__init__(app)
        self.name = name
        self.log = log
        self.consume = consume
        self.overlay = overlay
        self.updates = 0
        self.drawn = 0

    def enter(self):
        self.log.append(f"{self.name}.enter")

    def exit(self):
        self.log.append(f"{self.name}.exit")

    def pause(self):
        super().pause()
        self.log.append(f"{self.name}.pause")

    def resume(self):
        super().resume()
        self.log.append(f"{self.name}.resume")

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            self.log.append(f"{self.name}.key")
            return event.key in self.consume
        return False

    def update(self, dt):
        self.updates += 1

    def draw(self, surface):
        self.drawn += 1


def test_lifecycle_order():
    log: list[str] = []
    stack = SceneStack()
    a, b, c = (Recorder(None, n, log) for n in "abc")
    stack.push(a)
    stack.push(b)
    stack.replace(c)
    stack.pop()
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "c.enter", "c.exit", "a.resume"]
    assert stack.top is a and not a.paused


def test_overlays_draw_over_a_scene_that_keeps_animating(app):
    log: list[str] = []
    base = Recorder(app, "base", log)
    cover = Recorder(app, "cover", log)
    dialog = Recorder(app, "dialog", log, overlay=True)
    app.push(base)
    app.push(cover)
    frames(app, 2)
    assert base.updates == 0 and base.drawn == 0  # hidden under a full screen
    before = cover.updates, cover.drawn
    app.push(dialog)
    frames(app, 3)
    assert (cover.updates - before[0], cover.drawn - before[1], dialog.drawn) == (3, 3, 3)
    assert cover.paused and not dialog.paused


def test_input_passes_down_until_consumed(app):
    log: list[str] = []
    app.push(Recorder(app, "bottom", log, consume={pygame.K_b}))
    app.push(Recorder(app, "top", log, consume={pygame.K_t}, overlay=True))
    key(app, pygame.K_t)
    frames(app)
    assert [e for e in log if e.endswith("key")] == ["top.key"]
    log.clear()
    key(app, pygame.K_b)
    frames(app)
    assert [e for e in log if e.endswith("key")] == ["top.key", "bottom.key"]


def test_resize_relayouts_and_respects_minimum(app):
    app.resize((800, 500))
    assert app.screen.get_size() == (1024, 640)
    assert app.metrics.width == 1024
