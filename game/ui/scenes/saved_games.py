"""Saved games: every save slot with its public preview, to load or delete."""

from __future__ import annotations

from ... import saves
from ...storage import BadFile
from .. import dates
from ..table.scene import TableScene
from ..widgets import Button, Label, Widget
from .dialogs import ConfirmScene, MessageScene
from .menu import MenuScene


class SavedGamesScene(MenuScene):
    heading = "Saved games"
    width_chars = 44

    def build(self) -> list[Widget]:
        slots, messages = saves.list_slots()
        widgets: list[Widget] = [Label(m, dim=True) for m in messages]
        if not slots:
            widgets.append(Label("No saved games yet. Save from the pause menu during a game."))
        for info in slots:
            title = info.preview.name or info.preview.game_name
            widgets.append(Label(f"{title}: {info.preview.summary()}, saved {dates.from_iso(info.preview.saved_at)}"))
            widgets.append(Button("Load", lambda s=info.slot: self._load(s), style="primary"))
            widgets.append(Button("Delete", lambda s=info.slot, t=title: self._delete(s, t), style="danger"))
        widgets.append(Button("Back", self.back))
        return widgets

    def _load(self, slot: str) -> None:
        saved, message = saves.load_slot(slot)
        if saved is None:
            self.app.push(MessageScene(self.app, "Load", message or "This saved game could not be loaded."))
            self.rebuild()
            return
        try:
            match = saved.to_match()
        except BadFile as exc:
            self.app.push(MessageScene(self.app, "Load", f"This saved game could not be loaded: {exc}."))
            return
        self.app.reset(TableScene(self.app, match, list(saved.seats), fresh=False))

    def _delete(self, slot: str, title: str) -> None:
        def delete() -> None:
            saves.delete_slot(slot)
            self.rebuild()

        self.app.push(ConfirmScene(self.app, f"Delete {title}?", delete, yes="Delete", no="Keep it"))
