"""History: the finished games kept (newest first), filtered by game, to watch again or export."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import history
from .. import dates
from ..widgets import Button, Choice, Label, Widget
from .dialogs import MessageScene
from .menu import MenuScene

if TYPE_CHECKING:
    from ..app import App

ALL = ""  # the filter that shows every game


class HistoryScene(MenuScene):
    heading = "History"
    width_chars = 52

    def __init__(self, app: App):
        super().__init__(app)
        self.entries, self.message = history.load_index()
        self.game = ALL

    def shown(self) -> list[history.Entry]:
        """The entries the filter lets through, newest first."""
        return [e for e in self.entries if self.game in (ALL, e.game_id)]

    def _filter(self, game: str) -> None:
        self.game = game
        self.rebuild()

    def build(self) -> list[Widget]:
        widgets: list[Widget] = [Label(self.message, dim=True)] if self.message else []
        games = dict.fromkeys(e.game_id for e in self.entries)
        names = {e.game_id: e.game_name for e in self.entries}
        if len(games) > 1:
            widgets.append(Choice("Show", [(ALL, "All games"), *((g, names[g]) for g in games)],
                                  lambda: self.game, self._filter))
        if not self.entries:
            widgets.append(Label("No finished games yet. Every game you finish is kept here to watch again."))
        for entry in self.shown():
            when = dates.from_iso(entry.finished_at)
            where = " over the network" if entry.network else ""
            widgets.append(Label(f"{entry.game_name}{where}, {when}: {entry.winner_words()}", bold=True))
            seen = " Shown as you saw it." if entry.network else ""
            widgets.append(Label(f"{entry.seats_words()}. {entry.length_words().capitalize()}.{seen}", dim=True))
            widgets.append(Button("Watch", lambda e=entry: self.watch(e), style="primary"))
            widgets.append(Button("Save as a text log and JSON", lambda e=entry: self.export(e)))
        widgets.append(Button("Back", self.back))
        return widgets

    def _open(self, entry: history.Entry) -> history.Kept | None:
        saved, message = history.load_game(entry.uid)
        if saved is None:
            history.forget(entry.uid)
            self.entries = [e for e in self.entries if e.uid != entry.uid]
            self.rebuild()
            self.app.push(MessageScene(self.app, "History", message or "That game could not be opened."))
        return saved

    def watch(self, entry: history.Entry) -> None:
        from .replay import ReplayScene

        saved = self._open(entry)
        if saved is not None:
            self.app.push(ReplayScene(self.app, saved))

    def export(self, entry: history.Entry) -> None:
        saved = self._open(entry)
        if saved is None:
            return
        paths, message = history.export(saved)
        words = message or "Saved as " + " and ".join(str(p) for p in paths) + "."
        self.app.push(MessageScene(self.app, "Save the log", words))
