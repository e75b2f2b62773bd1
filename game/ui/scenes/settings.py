"""Settings: every accessibility, sound, key and window setting, applied live.

On the very first start this screen opens before anything else ("Welcome").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ... import i18n
from ... import settings as st
from ...i18n import _, ngettext
from ..narration import INSTALL_HINT, speech_installed
from ..narration.backends import notice_words
from ..widgets import Button, Choice, Label, NameField, Toggle, Widget
from .menu import MenuScene

if TYPE_CHECKING:
    from ..app import App

WINDOW_SIZES = ((1024, 640), (1280, 720), (1600, 900), (1920, 1080))
VOLUME_STEPS = tuple(range(0, 101, 10))
HISTORY_STEPS = (0, 10, 25, 50, 100, 200, 500, 1000)  # finished games kept, within st.HISTORY_LIMIT_RANGE


class LadderStepper(Choice):
    """A whole number stepped along a ladder of values within `bounds` (the value set, if off the
    ladder, takes its place in it): Left/Right (or a click on either side) step and stop at the ends."""

    def __init__(self, label: str, ladder: tuple[int, ...], bounds: tuple[int, int], get: Any, put: Any,
                 words: Any = str):
        super().__init__(label, [], get, put)
        self.ladder = tuple(v for v in ladder if bounds[0] <= v <= bounds[1])
        self.words = words

    def _values(self) -> list[int]:
        return sorted({*self.ladder, self.get()})

    def value_text(self) -> str:
        return self.words(self.get())

    def all_words(self) -> list[str]:
        return [self.words(v) for v in self._values()]

    def ends(self) -> tuple[bool, bool]:
        values, value = self._values(), self.get()
        return value <= values[0], value >= values[-1]

    def step(self, delta: int) -> None:
        values = self._values()
        i = max(0, min(len(values) - 1, values.index(self.get()) + delta))
        self.put(values[i])


class KeyButton(Button):
    """Shows an action's key; choosing it waits for the next key press."""

    def __init__(self, scene: SettingsScene, action: str):
        super().__init__("", lambda: scene.capture(action))
        self.scene = scene
        self.action = action

    def _words(self) -> str:
        label = _(st.ACTION_LABELS[self.action])
        if self.scene.capturing == self.action:
            if self.scene.refused:
                return _("{action}: {why}; press a key (Esc cancels)").format(action=label, why=self.scene.refused)
            return _("{action}: press a key (Esc cancels)").format(action=label)
        moved = self.scene.moved.get(self.action)
        key = self.scene.app.key_name(self.action)
        if moved:
            return _("{action}: {key}  ({why})").format(action=label, key=key, why=moved)
        return _("{action}: {key}  (change)").format(action=label, key=key)


def moved_keys(before: dict[str, str], after: dict[str, str], changed: str) -> dict[str, str]:
    """The actions whose keys moved because `changed` took a key: why, in the player's words
    ("moved: Pause took D")."""
    took = _("moved: {action} took {key}").format(action=_(st.ACTION_LABELS[changed]), key=st.key_words(after[changed]))
    return {a: took for a in after if a != changed and before.get(a) != after[a]}


class SettingsScene(MenuScene):
    width_chars = 40

    def __init__(self, app: App, overlay: bool = False, first_run: bool = False):
        super().__init__(app)
        self.overlay = overlay
        self.first_run = first_run
        self.capturing: str | None = None
        self.refused = ""  # why the last key pressed for `capturing` cannot be used
        self.moved: dict[str, str] = {}  # action -> why its key moved at the last change of a key
        self.shown_notice = ""  # the narration notice the widgets were built with

    @property
    def heading(self) -> str:  # type: ignore[override] - in the current language, whenever asked
        return _("Welcome to Nine Lives") if self.first_run else _("Settings")

    def put(self, **changes: Any) -> None:
        self.app.apply_settings(self.app.settings.adjusted(**changes))

    def build(self) -> list[Widget]:
        s = lambda: self.app.settings  # noqa: E731 - always the live settings
        w = st.SETTING_WORDS  # each setting's one name, also used by the settings file's messages
        widgets: list[Widget] = []
        if self.first_run:
            widgets.append(Label(_("First, make the game comfortable for you. You can change all of this later "
                                   "from the title screen or the pause menu."), dim=True))
        percent = i18n.format_percent
        widgets += [
            Button(_("Done"), self.back, style="primary"),
            Label(_("Seeing and reading"), role="heading"),
            Choice(_(w["palette"]), [(p, _(st.PALETTE_LABELS[p])) for p in st.PALETTES], lambda: s().palette,
                   lambda v: self.put(palette=v)),
            Choice(_(w["text_scale"]), [(v, percent(round(v * 100))) for v in st.TEXT_SCALES], lambda: s().text_scale,
                   lambda v: self.put(text_scale=v)),
            Toggle(_(w["reduced_motion"]), lambda: s().reduced_motion, lambda v: self.put(reduced_motion=v)),
            Toggle(_(w["reduced_flashing"]), lambda: s().reduced_flashing, lambda v: self.put(reduced_flashing=v)),
            Toggle(_(w["captions"]), lambda: s().captions, lambda v: self.put(captions=v)),
            Choice(_(w["window_size"]), [(size, _("{width} x {height}").format(width=size[0], height=size[1]))
                                         for size in WINDOW_SIZES], self._size, self._resize),
            Choice(_(w["language"]), [(code, i18n.name(code)) for code in i18n.offered()], i18n.current,
                   lambda v: self.put(language=v)),
            Label(_("Playing"), role="heading"),
            NameField(_(w["player_name"]), lambda: s().player_name, self._rename, st.MAX_NAME_LENGTH),
            Choice(_(w["response_timer"]), [(v, _("No timer") if v == st.NO_TIMER else
                                             ngettext("{n} second", "{n} seconds", v).format(n=v))
                                            for v in st.RESPONSE_TIMERS],
                   lambda: s().response_timer, lambda v: self.put(response_timer=v)),
            Toggle(_(w["only_affecting_me"]), lambda: s().only_affecting_me,
                   lambda v: self.put(only_affecting_me=v)),
            Label(_("Other plays pass after a short moment; press any key to take the whole time."), role="small",
                  dim=True),
            Choice(_(w["cpu_speed"]), [(v, _(st.CPU_SPEED_LABELS[v])) for v in st.CPU_SPEEDS], lambda: s().cpu_speed,
                   lambda v: self.put(cpu_speed=v)),
            Toggle(_(w["show_odds"]), lambda: s().show_odds, lambda v: self.put(show_odds=v)),
            LadderStepper(_(w["history_limit"]), HISTORY_STEPS, st.HISTORY_LIMIT_RANGE,
                          lambda: s().history_limit, lambda v: self.put(history_limit=v),
                          lambda v: ngettext("{n} game", "{n} games", v).format(n=v) if v else _("None")),
            *self._narration(),
            Label(_("Sound"), role="heading"),
        ]
        for channel in ("music", "effects", "ui"):
            widgets.append(Choice(_(w[f"{channel}_volume"]), [(v, percent(v)) for v in VOLUME_STEPS],
                                  lambda c=channel: getattr(s(), f"{c}_volume"),
                                  lambda v, c=channel: self.put(**{f"{c}_volume": v})))
            widgets.append(Toggle(_(w[f"{channel}_muted"]), lambda c=channel: getattr(s(), f"{c}_muted"),
                                  lambda v, c=channel: self.put(**{f"{c}_muted": v})))
        widgets.append(Label(_(w["key_bindings"]), role="heading"))
        widgets += [KeyButton(self, action) for action in st.ACTIONS]
        widgets.append(Label(_("Arrows and Tab move, Enter or Space chooses, number keys pick cards in your hand. "
                               "With narration on, the hear keys speak your hand, the table, the last 5 log lines "
                               "or what is asked, and repeat the last words. At a network table the quick reaction "
                               "key opens a few preset reactions to send the table."), dim=True))
        widgets.append(Button(_("Done"), self.back, style="primary"))
        return widgets

    def _narration(self) -> list[Widget]:
        """Narration on or off, its speed and detail, and one line when nothing can speak."""
        s = lambda: self.app.settings  # noqa: E731 - always the live settings
        w = st.SETTING_WORDS
        widgets: list[Widget] = [
            Label(_(w["narration"]), role="heading"),
            Toggle(_("Narration (speak the game)"), lambda: s().narration, lambda v: self.put(narration=v)),
            Choice(_(w["narration_rate"]), [(v, _(st.NARRATION_RATE_LABELS[v])) for v in st.NARRATION_RATES],
                   lambda: s().narration_rate, lambda v: self.put(narration_rate=v)),
            Choice(_(w["narration_detail"]), [("brief", _("Brief")), ("full", _("Full: card rules, key hints"))],
                   lambda: s().narration_detail, lambda v: self.put(narration_detail=v)),
        ]
        self.shown_notice = self.notice()
        if self.shown_notice:
            widgets.append(Label(self.shown_notice, dim=True))
        return widgets

    def notice(self) -> str:
        """Why narration is silent (or still starting), in one line; "" when it speaks."""
        if self.app.settings.narration:
            return notice_words(self.app.narrator.notice)
        return "" if speech_installed() else notice_words(INSTALL_HINT)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.notice() != self.shown_notice:  # the speech backend was found (or not) meanwhile
            self.rebuild()

    def _size(self) -> tuple[int, int]:
        size = self.app.screen.get_size()
        return min(WINDOW_SIZES, key=lambda s: abs(s[0] - size[0]) + abs(s[1] - size[1]))

    def _resize(self, size: tuple[int, int]) -> None:
        self.app.resize(size)
        self.put(window_size=size)

    def _rename(self, name: str) -> None:
        if name.strip():
            self.put(player_name=name)

    def capture(self, action: str) -> None:
        self.capturing = action
        self.moved = {}
        self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.capturing and event.type == pygame.KEYDOWN:
            self.refused = ""
            if event.key != pygame.K_ESCAPE:
                name = pygame.key.name(event.key)
                self.refused = st.key_refusal(self.capturing, name) or ""
                if not self.refused:
                    before = dict(self.app.settings.key_bindings)
                    self.app.apply_settings(self.app.settings.rebind(self.capturing, name))
                    self.moved = moved_keys(before, dict(self.app.settings.key_bindings), self.capturing)
            if not self.refused:  # a key no action may have: press another
                self.capturing = None
            self.rebuild()
            return True
        return super().handle_event(event)

    def back(self) -> None:
        if self.first_run and not self.app.settings.first_run_done:
            self.put(first_run_done=True)
        super().back()
