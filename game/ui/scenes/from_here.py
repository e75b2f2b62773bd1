"""Play from here, in the window: a game started at the table from a point of a replay.

The game is built from the same "play from here" scenario a file holds (`game.replay.scenario_at`,
loaded by `game.scenario.build`: the recorded start proved, then folded by the rules), with a
fresh seed, so what follows is not the recorded game's luck; the seats are the recorded ones
(people and CPU levels; the CPUs draw fresh seeds). Such a game cannot be saved or continued
(a saved game is proved from its own deal), so it is not autosaved, not counted in the
statistics and not kept in the history: its pause menu offers no saving, and its game-over
screen offers it again from the same point, the replay or the title.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ... import scenario
from ...ai.seeds import fresh_seed
from ...i18n import N_, _
from ...saves import Seat
from ..table.scene import TableScene
from ..widgets import Button, Label, Widget
from .game_over import winners_heading
from .menu import MenuScene

if TYPE_CHECKING:
    from ..app import App

NOT_KEPT = N_("This game started from a replay: it is not saved, counted in the statistics or kept in the history.")


class FromHereTable(TableScene):
    """The table from a replay's point (`data`: a scenario with a record); `seats` as recorded."""

    def __init__(self, app: App, data: Mapping[str, Any], seats: tuple[Seat, ...] | list[Seat]):
        self.data = dict(data)
        self.recorded_seats = [replace(s, seed=None) for s in seats]  # new CPUs draw new seeds
        match = scenario.build(self.data).match
        super().__init__(app, match, self.recorded_seats, fresh=False, journal=False)

    def again(self) -> FromHereTable:
        """The same point, played again with another fresh seed."""
        return FromHereTable(self.app, {**self.data, "seed": fresh_seed()}, self.recorded_seats)

    def leave(self) -> None:
        """Back to whatever was under this table (the replay), closing its dialogs."""
        while self.app.stack.top is not None and self.app.stack.top is not self:
            self.app.stack.pop()
        self.app.stack.remove(self)

    def open_pause(self) -> None:
        self.app.push(FromHerePause(self.app, self))

    def _game_over(self) -> None:
        if self.over_shown:
            return
        self.over_shown = True
        self.app.sound.stop_music()
        self.app.push(FromHereOver(self.app, self))


class FromHerePause(MenuScene):
    """Esc at such a table: resume, the rules, back to the replay, or the title."""

    overlay = True

    @property
    def heading(self) -> str:  # type: ignore[override]
        return _("Paused")

    def __init__(self, app: App, table: FromHereTable):
        super().__init__(app)
        self.table = table

    def build(self) -> list[Widget]:
        return [
            Button(_("Resume"), self.back, style="primary", hint=self.app.key_name("pause")),
            Button(_("Rules"), self._rules),
            Button(_("Back to the replay"), self.table.leave),
            Button(_("Quit to title"), _title(self.app), style="danger"),
            Label(_(NOT_KEPT), dim=True),
        ]

    def _rules(self) -> None:
        from .rules import RulesScene

        self.app.push(RulesScene(self.app, self.table.match.ruleset.info.id, overlay=True))


class FromHereOver(MenuScene):
    """The end of such a game: who won, a recap, and the same point again."""

    overlay = True
    width_chars = 40

    def __init__(self, app: App, table: FromHereTable):
        super().__init__(app)
        self.table = table

    @property
    def heading(self) -> str:  # type: ignore[override]
        result = self.table.match.result()
        return winners_heading(tuple(result.winners) if result else (), self.table.names, self.table.humans)

    def build(self) -> list[Widget]:
        return [
            *(Label(line) for line in self.table.recap()),
            Label(_(NOT_KEPT), dim=True),
            Button(_("Play from there again"), self._again, style="primary"),
            Button(_("Back to the replay"), self.table.leave),
            Button(_("Title screen"), _title(self.app)),
        ]

    def back(self) -> None:
        self.table.leave()

    def _again(self) -> None:
        table = self.table
        again = table.again()
        table.leave()
        self.app.push(again)


def _title(app: App) -> Any:
    def go() -> None:
        from .title import TitleScene

        app.reset(TitleScene(app))

    return go
