"""The app: the window, the frame loop and the scene stack. `run()` starts Nine Lives.

One `App` owns the window. Each frame it reads input (the top scene first, passed down until
a scene consumes it), updates every visible scene, draws them bottom up and flips. Settings
are read live: `app.settings`, `app.palette` and `app.metrics` change when the player changes
them, and every scene lays itself out again.
"""

from __future__ import annotations

import contextlib
import dataclasses
import gc
import os
import sys
import time
import warnings
from collections.abc import Callable

import pygame

from .. import i18n, storage
from ..settings import MIN_WINDOW_SIZE, Settings, key_words, load_settings, save_settings
from . import sound
from .layout import Metrics
from .narration import Narrator, ScreenVoice
from .scene import Scene, SceneStack
from .theme import Palette, palette

FPS = 60
CAPTION = "Nine Lives"


class App:
    """The window and the loop. `persist=False` keeps settings off the disk (tests, smoke test)."""

    def __init__(self, settings: Settings | None = None, *, size: tuple[int, int] | None = None,
                 persist: bool = True, fps: int = FPS):
        self.started = time.perf_counter()
        self.persist = persist
        if persist:  # writes a crash or kill -9 cut short left behind
            storage.remove_stale_temp_files()
        self.messages: list[str] = []
        if settings is None:
            settings, message = load_settings()
            if message:
                self.messages.append(message)
        self._settings = settings
        i18n.set_language(i18n.resolve(settings.language, i18n.command_line))  # --lang, the setting, the system's
        i18n.on_change(self._language_changed)
        self.fps = fps
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(CAPTION)
        from .cards_art import app_icon  # needs the display module

        pygame.display.set_icon(app_icon(64))
        self.screen = pygame.display.set_mode(self._clamped(size or settings.window_size), pygame.RESIZABLE)
        self._set_minimum_size()
        self.metrics = Metrics(*self.screen.get_size(), settings.text_scale)
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frames = 0
        self.frame_ms: list[float] = []
        self.frame_cpu_ms: list[float] = []
        self.first_frame_ms: float | None = None
        self.sound = sound.Sound(settings)
        self.narrator = Narrator()  # speech, when the setting is on: never waits for it
        self.narrator.set_language(spoken_language())  # before it starts: its first voice speaks it
        self.narrator.configure(settings.narration, settings.narration_rate)
        self.voiceless_told = ""  # the language narration last said it has no voice for
        self.voice = ScreenVoice(self.narrator)  # says each screen's title and the focused control
        self.on_frame: Callable[[App], None] | None = None  # a test or the smoke test watching

    # ---- settings ------------------------------------------------------------------------
    @property
    def settings(self) -> Settings:
        return self._settings

    @property
    def palette(self) -> Palette:
        return palette(self._settings.palette)

    def apply_settings(self, settings: Settings) -> None:
        """Use new settings everywhere now, and keep them."""
        old = self._settings
        self._settings = settings
        if settings.language != old.language:
            i18n.set_language(i18n.resolve(settings.language))  # at once: every screen is built again
        self.sound.apply(settings)
        self.narrator.configure(settings.narration, settings.narration_rate)
        if settings != old:
            self._relayout()
        if self.persist:
            message = save_settings(settings)
            if message:
                self.messages.append(message)

    def key_for(self, action: str) -> int:
        """The pygame key code bound to `action` ("confirm", "pause", "draw", "nope", "log")."""
        try:
            return pygame.key.key_code(self._settings.key(action))
        except (KeyError, ValueError):
            return pygame.K_UNKNOWN

    def key_name(self, action: str) -> str:
        """The bound key as shown in prompts, e.g. "N" or "Escape"."""
        try:
            return key_words(self._settings.key(action))
        except KeyError:
            return "?"

    # ---- the window ----------------------------------------------------------------------
    @staticmethod
    def _clamped(size: tuple[int, int]) -> tuple[int, int]:
        return max(size[0], MIN_WINDOW_SIZE[0]), max(size[1], MIN_WINDOW_SIZE[1])

    def _set_minimum_size(self) -> None:
        with contextlib.suppress(Exception), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            pygame.Window.from_display_module().minimum_size = MIN_WINDOW_SIZE

    def _resized(self, size: tuple[int, int]) -> None:
        # The display surface already has the new size; only a window below the minimum is set again.
        if self._clamped(size) != tuple(size):
            self.screen = pygame.display.set_mode(self._clamped(size), pygame.RESIZABLE)
        else:
            self.screen = pygame.display.get_surface()
        self._relayout()

    def resize(self, size: tuple[int, int]) -> None:
        """Set the window size (tests, the settings screen)."""
        self.screen = pygame.display.set_mode(self._clamped(size), pygame.RESIZABLE)
        self._relayout()

    def _language_changed(self) -> None:
        """A change of language from anywhere: every screen is built again in it (a closed window: nothing),
        and narration looks for a voice that speaks it."""
        self.narrator.set_language(spoken_language())
        if pygame.display.get_init() and pygame.display.get_surface() is self.screen:
            self._relayout()

    def _relayout(self) -> None:
        self.metrics = Metrics(*self.screen.get_size(), self._settings.text_scale)
        self.stack.relayout()

    # ---- the loop ------------------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        scene.relayout()
        self.stack.push(scene)

    def replace(self, scene: Scene) -> None:
        scene.relayout()
        self.stack.replace(scene)

    def reset(self, scene: Scene) -> None:
        scene.relayout()
        self.stack.reset(scene)

    def pop(self) -> Scene | None:
        return self.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            size = getattr(event, "size", None) or (event.x, event.y)
            self._resized(size)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            from .scenes.card_help import open_card_help  # F1 anywhere: the pointed card's rules

            open_card_help(self)
        else:
            self.stack.handle_event(event)

    def frame(self, dt: float | None = None) -> None:
        """One frame: input, update, draw, flip. `dt` overrides the measured time step."""
        step = self.clock.tick(self.fps) / 1000 if dt is None else dt  # waits for the frame's time
        start = time.perf_counter()
        cpu_start = time.thread_time()
        for event in pygame.event.get():
            self.handle_event(event)
        if not self.running:
            return
        self.stack.update(min(step, 0.1))
        self.voice.watch(self.stack.top, self._settings.narration_detail == "full")
        self._tell_voiceless()
        self.sound.update(step)
        visible = self.stack.visible()
        if not visible or not visible[0].covers_window:
            self.screen.fill(self.palette.felt_dark)
        self.stack.draw(self.screen)
        self._draw_captions()
        pygame.display.flip()
        now = time.perf_counter()
        self.frame_ms.append((now - start) * 1000)
        self.frame_cpu_ms.append((time.thread_time() - cpu_start) * 1000)  # without other programs' share
        if self.first_frame_ms is None:
            self.first_frame_ms = (now - self.started) * 1000
            gc.freeze()  # startup objects live for good: later collections skip them (shorter pauses)
        self.frames += 1
        if self.on_frame is not None:
            self.on_frame(self)

    def _tell_voiceless(self) -> None:
        """Once for each language narration has no voice for: say so, spoken and as a caption."""
        missing = self.narrator.voiceless
        if missing == self.voiceless_told:
            return
        self.voiceless_told = missing
        if missing and self.narrator.enabled:
            words = no_voice_words()
            self.narrator.say(words)
            self.sound.caption(words)

    def _draw_captions(self) -> None:
        """Captions for sounds, over everything (when the setting is on): see `caption_boxes`."""
        from . import draw, text

        size = self.metrics.font("small")
        step = text.line_height(size)
        for box, lines in self.caption_boxes():
            draw.panel(self.screen, box, self.palette, size // 4, alpha=230)
            for i, line in enumerate(lines):
                text.blit_text(self.screen, line, size, self.palette.text,
                               (box.centerx, box.top + size // 8 + i * step), "midtop")

    def caption_boxes(self) -> list[tuple[pygame.Rect, list[str]]]:
        """Where the captions show and their lines, newest first: in the place a scene keeps for
        them (the table's is off its controls and cards), downwards and wrapped, as many as fit;
        else stacked at the bottom left."""
        if not self.sound.captions:
            return []
        from . import text

        size = self.metrics.font("small")
        step = text.line_height(size)
        boxes: list[tuple[pygame.Rect, list[str]]] = []
        area = None
        for scene in reversed(self.stack.visible()):  # a scene may keep a place for them
            area = getattr(scene, "caption_area", lambda: None)()
            if area is not None:
                break
        if area is not None:  # newest first, downwards from the top of the area
            y = area.top
            for words, _ in reversed(self.sound.captions):
                lines = text.wrap(words, size, area.width - size // 2)  # wrapped, never shrunk
                wide = max(text.width(line, size) for line in lines)
                if y + step * len(lines) > area.bottom:  # its words must fit; its margin gives way
                    break
                box = pygame.Rect(area.left, y, wide + size // 2, min(step * len(lines) + size // 4, area.bottom - y))
                boxes.append((box, lines))
                y = box.bottom + size // 6
            return boxes
        y = self.metrics.height - self.metrics.pad
        for words, _ in reversed(self.sound.captions):
            box = pygame.Rect(0, 0, text.width(words, size), step).inflate(size // 2, size // 4)
            box.bottomleft = (self.metrics.pad * 2 - size // 4, y + size // 8)
            boxes.append((box, [words]))
            y = box.top - size // 4
        return boxes

    def run(self) -> None:
        while self.running and self.stack.top is not None:
            self.frame()
        self.close()

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        """Remember the window size, end the scenes, close the window."""
        size = self.screen.get_size()
        if self.persist and size != self._settings.window_size:
            with contextlib.suppress(ValueError):
                self.apply_settings(self._settings.adjusted(window_size=size))
        while self.stack.top is not None:
            self.stack.pop()
        self.sound.close()
        self.narrator.close()
        i18n.forget(self._language_changed)
        pygame.display.quit()


def spoken_language() -> str:
    """The language narration speaks: the player's (the pseudo-language's words are English)."""
    code = i18n.current()
    return i18n.SOURCE if code == i18n.PSEUDO else code


def no_voice_words() -> str:
    """The line that says the speech engine has no voice for the player's language."""
    return i18n._("There is no voice for this language on this computer: narration reads it with the voice it has.")


def welcome(app: App) -> None:
    """The very first start: the Welcome settings, spoken from the first word when a screen reader
    is running (a blind player cannot find the Narration switch by sight)."""
    from .narration.backends import screen_reader_running
    from .scenes.settings import SettingsScene

    if not app.settings.narration and screen_reader_running():
        app.apply_settings(dataclasses.replace(app.settings, narration=True))
    app.push(SettingsScene(app, first_run=True))


def run() -> int:
    """Start Nine Lives: the title screen (the settings first, on the very first start)."""
    from .scenes.title import TitleScene

    os.environ.setdefault("SDL_VIDEO_ALLOW_SCREENSAVER", "1")
    try:
        app = App()
    except pygame.error as exc:  # no display, no video driver
        # TRANSLATORS: {reason} is the display system's own words
        print(i18n._("Nine Lives could not open its window: {reason}").format(reason=exc), file=sys.stderr)
        return 1
    app.push(TitleScene(app))
    if not app.settings.first_run_done:
        welcome(app)
    app.run()
    return 0


if __name__ == "__main__":
    raise SystemExit(run())
