"""History: the finished games kept (newest first), filtered by game, to watch again or export."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import history, i18n
from ...i18n import _, sentence_start
from .. import dates
from ..widgets import Button, Choice, Label, Widget
from .dialogs import MessageScene
from .menu import MenuScene

if TYPE_CHECKING:
    from ..app import App

ALL = ""  # the filter that shows every game


class HistoryScene(MenuScene):
    width_chars = 52

    @property
    def heading(self) -> str:  # type: ignore[override]
        return _("History")

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
        names = {e.game_id: _(e.game_name) for e in self.entries}
        if len(games) > 1:
            widgets.append(Choice(_("Show"), [(ALL, _("All games")), *((g, names[g]) for g in games)],
                                  lambda: self.game, self._filter))
        if not self.entries:
            widgets.append(Label(_("No finished games yet. Every game you finish is kept here to watch again.")))
        for entry in self.shown():
            facts = {"game": _(entry.game_name), "when": dates.from_iso(entry.finished_at),
                     "result": entry.winner_words(), "seats": entry.seats_words(),
                     "length": sentence_start(entry.length_words())}
            # TRANSLATORS: a finished game: its name, when it ended ({when}) and who won ({result})
            heading = _("{game} over the network, {when}: {result}") if entry.network else _("{game}, {when}: {result}")
            widgets.append(Label(heading.format(**facts), bold=True))
            # TRANSLATORS: who sat at a finished game ({seats}) and how long it was ({length})
            details = _("{seats}. {length}. Shown as you saw it.") if entry.network else _("{seats}. {length}.")
            widgets.append(Label(details.format(**facts), dim=True))
            widgets.append(Button(_("Watch"), lambda e=entry: self.watch(e), style="primary"))
            widgets.append(Button(_("Save as a text log and JSON"), lambda e=entry: self.export(e)))
        widgets.append(Button(_("Back"), self.back))
        return widgets

    def _open(self, entry: history.Entry) -> history.Kept | None:
        saved, message = history.load_game(entry.uid)
        if saved is None:
            history.forget(entry.uid)
            self.entries = [e for e in self.entries if e.uid != entry.uid]
            self.rebuild()
            self.app.push(MessageScene(self.app, _("History"), message or _("That game could not be opened.")))
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
        words = message or saved_as(paths)
        self.app.push(MessageScene(self.app, _("Save the log"), words))


def saved_as(paths: list) -> str:
    """Where a log was saved: "Saved as a.txt and a.json."."""
    # TRANSLATORS: {files} are the files written, e.g. "game.txt and game.json"
    return _("Saved as {files}.").format(files=i18n.format_list([str(p) for p in paths]))
