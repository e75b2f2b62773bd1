"""The pause menu over a game: resume, rules, settings, CPU speed, save, quit to title."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...i18n import _
from ...saves import SavedGame
from ...settings import CPU_SPEED_LABELS, CPU_SPEEDS
from ..widgets import Button, Choice, Label, Widget
from .dialogs import ConfirmScene
from .menu import MenuScene
from .unfinished import save_as, save_name

if TYPE_CHECKING:
    from ..app import App
    from ..table.scene import TableScene


class PauseScene(MenuScene):
    overlay = True

    @property
    def heading(self) -> str:  # type: ignore[override]
        return _("Paused")

    def __init__(self, app: App, table: TableScene):
        super().__init__(app)
        self.table = table
        self.note = ""

    def build(self) -> list[Widget]:
        s = self.app.settings
        widgets: list[Widget] = [
            Button(_("Resume"), self.back, style="primary", hint=self.app.key_name("pause")),
            Button(_("Rules"), self._rules),
            Button(_("Settings"), self._settings),
            Choice(_("CPU speed"), [(v, _(CPU_SPEED_LABELS[v])) for v in CPU_SPEEDS], lambda: s.cpu_speed,
                   lambda v: self.app.apply_settings(self.app.settings.adjusted(cpu_speed=v))),
        ]
        if not self.table.match.is_over():
            widgets.append(Button(_("Save game..."), self._save))
            if self.note:
                widgets.append(Label(self.note, dim=True))
            widgets.append(Label(self._autosave_words(), dim=True))
        elif self.note:
            widgets.append(Label(self.note, dim=True))
        widgets.append(Button(_("Quit to title"), self._quit, style="danger"))
        return widgets

    def _rules(self) -> None:
        from .rules import RulesScene

        self.app.push(RulesScene(self.app, self.table.match.ruleset.info.id, overlay=True))

    def _settings(self) -> None:
        from .settings import SettingsScene

        self.app.push(SettingsScene(self.app, overlay=True))

    def _save(self) -> None:
        """Ask for a name (the game and the local time to start with), then save."""
        table = self.table
        save_as(self.app, lambda name: SavedGame.from_match(table.match, table.seats, name=name), self._name(),
                self._saved, state=lambda: table.match.state)

    def _saved(self, words: str, ok: bool) -> None:
        self.note = words
        self.rebuild()

    def _autosave_words(self) -> str:
        """Whether this game is autosaved, and why not if it is not."""
        journal = self.table.journal
        if journal is None:
            return _("This game is not autosaved.")
        if not journal.on:
            return journal.error or _("Autosave is off.")
        return _("The game is autosaved: Continue on the title screen picks it up again.")

    def _name(self) -> str:
        """The suggested save name: the game and the local time, e.g. "Exploding Kittens, Mon 11/23/26 18:40"."""
        return save_name(_(self.table.match.ruleset.info.name))

    def _quit(self) -> None:
        def leave() -> None:
            from .title import TitleScene

            self.app.reset(TitleScene(self.app))

        detail = self._autosave_words()
        journal = self.table.journal
        if journal is None or not journal.on:
            # TRANSLATORS: {words} says the game is not autosaved (a whole sentence)
            detail = _("{words} Save it first (Save game...) to keep it.").format(words=detail)
        if self.table.match.is_over():
            leave()
            return
        self.app.push(ConfirmScene(self.app, _("Leave this game?"), leave, yes=_("Quit to title"), no=_("Keep playing"),
                                   detail=detail))
