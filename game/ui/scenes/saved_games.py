"""Saved games: every save slot with its public preview, to load or delete.

The list is read from each slot's header (a few kilobytes), once when the screen opens and
again after a change. Loading a slot reads it whole, checks its signature and proves every move
in a worker thread (`Opening`); the screen shows how far it has got, and the frame never waits.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from ... import i18n, saves
from ...i18n import _
from .. import dates
from ..table.scene import TableScene
from ..widgets import Button, Label, Widget
from .dialogs import ConfirmScene, MessageScene
from .menu import MenuScene
from .unfinished import before_replacing

if TYPE_CHECKING:
    from ...engine import Match
    from ..app import App


FAILED = "failed"  # an Opening's result when checking the slot went wrong (said in the reader's language)


class Opening:
    """One slot being opened in a worker thread: `share` proved so far (0 to 1), and once
    `done`, `found` (the game and its match) or `message`. `cancel` stops it at the next move.

    The worker hands its result over once, through an Event: the pygame thread reads `found`
    and `message` only after `done`, so it never sees half a result."""

    def __init__(self, slot: str, title: str):
        self.slot = slot
        self.title = title
        self.share = 0.0  # a float written by the worker: a late reading only shows an older share
        self._result: tuple[tuple[saves.SavedGame, Match] | None, str | None] = (None, None)
        self._finished = threading.Event()
        self._cancelled = threading.Event()
        self._thread = threading.Thread(target=self._run, name=f"open-{slot}", daemon=True)
        self._thread.start()

    def _progress(self, share: float) -> None:
        if self._cancelled.is_set():
            raise saves.Cancelled()
        self.share = share

    def _run(self) -> None:
        result: tuple[tuple[saves.SavedGame, Match] | None, str | None] = (None, None)
        try:
            result = saves.open_slot(self.slot, progress=self._progress)
        except saves.Cancelled:
            pass
        except Exception:  # a worker has nobody above it: the player hears of it, the file stays
            result = (None, FAILED)  # worded where shown, in the language of then
        finally:
            self._result = result
            self._finished.set()  # after the result: whoever sees `done` sees all of it

    @property
    def done(self) -> bool:
        return self._finished.is_set()

    @property
    def found(self) -> tuple[saves.SavedGame, Match] | None:
        return self._result[0] if self.done else None

    @property
    def message(self) -> str | None:
        message = self._result[1] if self.done else None
        if message is FAILED:
            # TRANSLATORS: {title} is a saved game's name
            return _("{title} could not be opened: something went wrong while checking it. "
                     "The saved game is kept as it was.").format(title=self.title)
        return message

    def cancel(self) -> None:
        self._cancelled.set()

    def join(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)

    def words(self) -> str:
        """The progress line."""
        if self.share <= 0:
            return _("Opening {title}: reading it and checking its signature...").format(title=self.title)
        # TRANSLATORS: {percent} is how much of the saved game is checked, e.g. "40%"
        return _("Opening {title}: checking every move, {percent}...").format(
            title=self.title, percent=i18n.format_percent(round(self.share * 100)))


class SavedGamesScene(MenuScene):
    width_chars = 44

    @property
    def heading(self) -> str:  # type: ignore[override]
        return _("Saved games")

    def __init__(self, app: App):
        super().__init__(app)
        self.opening: Opening | None = None
        self.progress = Label("", dim=True)
        self._read_list()

    def _read_list(self) -> None:
        self.slots, self.messages = saves.list_slots()

    def build(self) -> list[Widget]:
        widgets: list[Widget] = [Label(m, dim=True) for m in self.messages]
        if not self.slots:
            widgets.append(Label(_("No saved games yet. Save from the pause menu during a game.")))
        for info in self.slots:
            title = info.preview.name or info.preview.game_name
            # TRANSLATORS: a saved game: its name, what it is ("Exploding Kittens, 4 players, turn 12") and when
            words = _("{title}: {summary}, saved {when}").format(
                title=title, summary=info.preview.summary(), when=dates.from_iso(info.preview.saved_at))
            widgets.append(Label(words))
            widgets.append(Button(_("Load"), lambda s=info.slot, t=title: self._load(s, t), style="primary"))
            if self.opening is not None and self.opening.slot == info.slot:  # under its Load: the focus keeps its row
                self.progress.words = self.opening.words()
                widgets.append(self.progress)
            widgets.append(Button(_("Delete"), lambda s=info.slot, t=title: self._delete(s, t), style="danger"))
        widgets.append(Button(_("Back"), self.back))
        return widgets

    def _load(self, slot: str, title: str) -> None:
        if self.opening is not None:
            if self.opening.slot == slot:
                return
            self.opening.cancel()
        self.opening = Opening(slot, title)
        self.rebuild()

    def update(self, dt: float) -> None:
        super().update(dt)
        opening = self.opening
        if opening is None:
            return
        if not opening.done:
            if opening.words() != self.progress.words:
                self.rebuild()  # the line may wrap differently
            return
        self.opening = None
        if opening.found is not None:
            saved, match = opening.found
            before_replacing(self.app, lambda: self.app.reset(TableScene(self.app, match, list(saved.seats),
                                                                         fresh=False)))
            return
        self._read_list()  # an unusable slot was set aside
        self.rebuild()
        if opening.message:
            self.app.push(MessageScene(self.app, _("Load"), opening.message))

    def back(self) -> None:
        if self.opening is not None:
            self.opening.cancel()
            self.opening = None
        super().back()

    def _delete(self, slot: str, title: str) -> None:
        def delete() -> None:
            if self.opening is not None and self.opening.slot == slot:
                self.opening.cancel()
                self.opening = None
            saves.delete_slot(slot)
            self._read_list()
            self.rebuild()

        # TRANSLATORS: {title} is a saved game's name
        self.app.push(ConfirmScene(self.app, _("Delete {title}?").format(title=title), delete, yes=_("Delete"),
                                   no=_("Keep it")))
