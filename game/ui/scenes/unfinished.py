"""Saving a game under a name, and asking about the unfinished game before a new one takes its
place.

Every game in play is autosaved (Continue on the title picks it up); starting another one (New
game, Quick game, loading a saved game) replaces that autosave. `before_replacing` asks first:
save the unfinished game under a name (it goes to Saved games), discard it, or go back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ... import i18n, saves
from ...engine import get
from ...i18n import _
from ...names import clean_name
from ...saves import SAVE_NAME_MAX, SavedGame, save_slot, slot_exists
from ...storage import BadFile
from .. import dates
from ..widgets import Button, Label, Widget
from .dialogs import ConfirmScene, NameScene
from .menu import MenuScene

if TYPE_CHECKING:
    from ..app import App


def save_name(game_name: str) -> str:
    """The suggested save name: the game and the local time, e.g. "Exploding Kittens, Mon 11/23/26 18:40"."""
    # TRANSLATORS: a suggested name for a saved game: the game's name and the date and time now
    return clean_name(_("{game}, {when}").format(game=game_name, when=dates.now()), SAVE_NAME_MAX)


def save_as(app: App, saved: Callable[[str], SavedGame], default: str, done: Callable[[str, bool], None],
            state: Callable[[], Any] | None = None) -> None:
    """Ask for a name (filled in with `default`), then save `saved(name)` under it, asking before
    replacing a save of that name; `state()` is the game's state now, if known (else it is folded
    from the log). `done(words, saved)` tells how it went (not called on Cancel)."""

    def named(typed: str) -> None:
        name = clean_name(typed, SAVE_NAME_MAX, default=default)
        asking = app.stack.top

        def save() -> None:
            if isinstance(asking, NameScene):
                asking.close()
            _slot, error = save_slot(saved(name), name, state=state() if state is not None else None)
            done(error or _("Saved as: {name}").format(name=name), error is None)

        if not slot_exists(name):
            save()
            return
        app.push(ConfirmScene(app, _("Replace the saved game \u201c{name}\u201d?").format(name=name), save,
                              yes=_("Replace it"), no=_("Choose another name"),
                              detail=_("A saved game with this name exists; replacing it loses that game.")))

    app.push(NameScene(app, _("Save this game as"), default, named, ok=_("Save"), max_length=SAVE_NAME_MAX))


def unfinished_game(app: App) -> SavedGame | None:
    """The autosaved game a new game would replace, if it is unfinished (and the app keeps files)."""
    if not app.persist or not saves.has_autosave():
        return None
    saved, _message = saves.load_autosave()
    if saved is None:
        return None
    try:
        match = saved.to_match()
    except BadFile:
        return None
    return None if match.is_over() else saved


def before_replacing(app: App, start: Callable[[], None]) -> None:
    """Run `start` (which begins another game), after asking about an unfinished game if there is one."""
    saved = unfinished_game(app)
    if saved is None:
        start()
        return
    app.push(UnfinishedScene(app, saved, start))


def with_whom(saved: SavedGame) -> str:
    """ "Bea and Cal": everyone at the table but its first person."""
    first = next((i for i, s in enumerate(saved.seats) if s.is_human), None)
    return i18n.format_list([s.name for i, s in enumerate(saved.seats) if i != first])


class UnfinishedScene(MenuScene):
    """Your game with Bea and Cal is unfinished: save it, discard it, or go back (the default)."""

    overlay = True
    width_chars = 36

    def __init__(self, app: App, saved: SavedGame, start: Callable[[], None]):
        super().__init__(app)
        self.saved = saved
        self.start = start
        self.game_name = get(saved.game_id).info.name
        self.note = ""

    @property
    def heading(self) -> str:  # type: ignore[override]
        # TRANSLATORS: {game} is a game's name, {names} the others at its table ("Bea and Cal")
        return _("Your {game} game with {names} is unfinished").format(game=_(self.game_name),
                                                                       names=with_whom(self.saved))

    def build(self) -> list[Widget]:
        widgets: list[Widget] = [
            Label(_("A new game takes its place under Continue. Save it to finish it later from Saved games, "
                    "discard it, or go back."), dim=True),
            Button(_("Go back"), self.back),
            Button(_("Save it, then start"), self._save, style="primary"),
            Button(_("Discard it and start"), self._go, style="danger"),
        ]
        if self.note:
            widgets.append(Label(self.note))
        return widgets

    def _save(self) -> None:
        save_as(self.app, lambda name: replace(self.saved, name=name), save_name(_(self.game_name)), self._saved)

    def _saved(self, words: str, ok: bool) -> None:
        if ok:
            self._go()
            return
        # TRANSLATORS: {reason} says why the game could not be saved (a whole sentence)
        self.note = _("{reason} It is still unfinished.").format(reason=words)
        self.rebuild()

    def _go(self) -> None:
        """Start the new game (it replaces the autosave)."""
        if self in self.app.stack.scenes:
            self.app.stack.remove(self)
        self.start()
