"""New game: which game, who sits at the table (human or CPU, with names), and the table options."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import ConfigError, all_games, get
from ...names import clean_name
from ...saves import Seat
from ...settings import MAX_NAME_LENGTH
from ..table.scene import TableScene
from ..table.seats import CPU_NAMES, SEAT_KIND_LABELS
from ..table.setup import new_match
from ..widgets import Button, Choice, Label, TextField, Toggle, Widget
from .menu import MenuScene

if TYPE_CHECKING:
    from ..app import App

KIND_OPTIONS = list(SEAT_KIND_LABELS.items())


class NewGameScene(MenuScene):
    heading = "New game"
    width_chars = 40

    def __init__(self, app: App):
        super().__init__(app)
        self.games = [r for r in all_games() if r.info.id in ("exploding-kittens", "imploding-kittens")]
        self.game_id = self.games[0].info.id
        self.names = [app.settings.player_name, *CPU_NAMES]
        self.kinds = ["human"] + ["medium"] * (len(self.names) - 1)
        self.players = 4
        self.options: dict[str, dict[str, bool]] = {
            r.info.id: {o.name: o.default for o in r.info.options} for r in self.games
        }
        self.error = ""

    @property
    def info(self):
        return get(self.game_id).info

    def build(self) -> list[Widget]:
        info = self.info
        widgets: list[Widget] = [
            Button("Start the game", self.start, style="primary"),
            Choice("Game", [(r.info.id, r.info.name) for r in self.games], lambda: self.game_id, self._set_game),
            Label(info.summary, dim=True),
            Choice("Players", [(n, str(n)) for n in range(info.min_players, info.max_players + 1)],
                   lambda: self.players, self._set_players),
        ]
        for seat in range(self.players):
            widgets.append(TextField(f"Seat {seat + 1} name", lambda s=seat: self.names[s],
                                     lambda v, s=seat: self._rename(s, v), MAX_NAME_LENGTH))
            widgets.append(Choice(f"Seat {seat + 1} is", KIND_OPTIONS, lambda s=seat: self.kinds[s],
                                  lambda v, s=seat: self._set_kind(s, v)))
        widgets.append(Label("Table options", role="heading"))
        for option in info.options:
            widgets.append(Toggle(option.label, lambda o=option.name: self.options[self.game_id][o],
                                  lambda v, o=option.name: self._set_option(o, v)))
            if option.help:
                widgets.append(Label(option.help, role="small", dim=True))
        if self.error:
            widgets.append(Label(self.error))
        widgets += [Button("Start the game", self.start, style="primary"), Button("Back", self.back)]
        return widgets

    def _set_game(self, game_id: str) -> None:
        self.game_id = game_id
        info = self.info
        self.players = max(info.min_players, min(info.max_players, self.players))
        self.rebuild()

    def _set_players(self, n: int) -> None:
        self.players = n
        self.rebuild()

    def _rename(self, seat: int, name: str) -> None:
        self.names[seat] = name

    def _set_kind(self, seat: int, kind: str) -> None:
        self.kinds[seat] = kind

    def _set_option(self, name: str, value: bool) -> None:
        self.options[self.game_id][name] = value

    def seats(self) -> list[Seat]:
        """The table as set up, each name as `clean_name` makes it (a blank name: "Player N")."""
        out = []
        for i in range(self.players):  # a typed name enters the program here: cleaned and capped
            name = clean_name(self.names[i], MAX_NAME_LENGTH, default=f"Player {i + 1}")
            out.append(Seat(name, self.kinds[i]))
        return out

    def start(self) -> None:
        seats = self.seats()
        try:
            match = new_match(self.game_id, seats, self.options[self.game_id])
        except ConfigError as exc:
            self.error = str(exc)
            self.rebuild()
            return
        self.app.reset(TableScene(self.app, match, seats))
