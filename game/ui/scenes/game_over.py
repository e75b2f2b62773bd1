"""Game over: the winner, a short recap, and play again."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ... import history, i18n, saves, stats
from ...ai.seeds import fresh_seed
from ...engine import Match
from ...i18n import _
from ..widgets import Button, Label, Widget
from .menu import MenuScene

if TYPE_CHECKING:
    from ..app import App
    from ..table.scene import TableScene


def record_result(table: TableScene) -> str:
    """Count the table's finished game in the statistics, once (by the game's id), and keep it
    in the game history; a message for the player, or "". Nothing is written when the app
    keeps no files."""
    result = table.match.result()
    if not table.app.persist or result is None:
        return ""
    uid = saves.game_uid(table.match)
    counted = stats.record_result(uid, table.match.ruleset.info.id, table.kinds, result.winners)
    kept = history.record(saves.SavedGame.from_match(table.match, table.seats), table.match,
                          table.app.settings.history_limit)
    return " ".join(filter(None, [counted, kept]))


def winners_heading(winners: tuple[int, ...], names: list[str], humans: list[int]) -> str:
    """ "You win!", "Bea wins!", or for a shared win "Ann and Bea share the win!" ("you" for the
    one person at the table)."""
    if not winners:
        return _("Game over")
    you = humans[0] if len(humans) == 1 else None
    if len(winners) == 1:
        return _("You win!") if winners[0] == you else _("{name} wins!").format(name=names[winners[0]])
    others = i18n.format_list([names[s] for s in winners if s != you])
    if you in winners:  # the reader first: "You and Bea share the win!"
        # TRANSLATORS: {names} are the other winners, e.g. "Bea" or "Bea and Cal"
        return _("You and {names} share the win!").format(names=others)
    # TRANSLATORS: {names} are the winners, e.g. "Ann and Bea"
    return _("{names} share the win!").format(names=others)


class GameOverScene(MenuScene):
    overlay = True
    width_chars = 40

    def __init__(self, app: App, table: TableScene):
        super().__init__(app)
        self.table = table
        result = table.match.result()
        winners = tuple(result.winners) if result else ()
        self.winners = winners
        self.winner = winners[0] if winners else None
        self.note = table.result_note  # the table recorded the result (`record_result`)

    @property
    def heading(self) -> str:  # type: ignore[override]
        return winners_heading(self.winners, self.table.names, self.table.humans)

    def build(self) -> list[Widget]:
        widgets: list[Widget] = [Label(line) for line in self.table.recap()]
        if self.note:
            widgets.append(Label(self.note, dim=True))
        widgets += [
            Button(_("Play again"), self._again, style="primary"),
            Button(_("Watch again"), self._watch),
            Button(_("New game"), self._new),
            Button(_("Title screen"), self._title),
        ]
        return widgets

    def back(self) -> None:
        self._title()

    def _again(self) -> None:
        from ..table.scene import TableScene

        old = self.table.match
        match = Match(old.ruleset, old.config, fresh_seed())
        seats = [replace(s, seed=None) for s in self.table.seats]  # new CPUs draw new seeds
        self.app.reset(TableScene(self.app, match, seats))

    def _watch(self) -> None:
        """The game just played, from its deal, at the table's replay."""
        from .replay import ReplayScene

        saved = saves.SavedGame.from_match(self.table.match, self.table.seats)
        self.app.push(ReplayScene(self.app, saved, at=0))

    def _new(self) -> None:
        from .new_game import NewGameScene
        from .title import TitleScene

        self.app.reset(TitleScene(self.app))
        self.app.push(NewGameScene(self.app))

    def _title(self) -> None:
        from .title import TitleScene

        self.app.reset(TitleScene(self.app))
