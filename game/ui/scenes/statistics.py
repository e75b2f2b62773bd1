"""Statistics: games played, wins, losses and streaks, overall, per game and per CPU level."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import stats
from ...engine import all_games
from ..table.seats import SEAT_KIND_LABELS
from ..widgets import Button, Label, Widget
from .menu import MenuScene

if TYPE_CHECKING:
    from ..app import App


def _line(name: str, r: stats.Record) -> str:
    if not r.played:
        return f"{name}: no games yet"
    return (f"{name}: {r.played} played, {r.wins} won, {r.losses} lost ({round(r.win_rate * 100)}%), "
            f"streak {r.streak}, best {r.best_streak}")


class StatisticsScene(MenuScene):
    heading = "Statistics"
    width_chars = 44

    def __init__(self, app: App):
        super().__init__(app)
        self.stats, self.message = stats.load_stats()

    def build(self) -> list[Widget]:
        s = self.stats
        widgets: list[Widget] = []
        if self.message:
            widgets.append(Label(self.message, dim=True))
        widgets.append(Label(_line("All games", s.overall)))
        widgets.append(Label("By game", role="heading"))
        widgets += [Label(_line(r.info.name, s.game(r.info.id))) for r in all_games()]
        widgets.append(Label("By opponent", role="heading"))
        levels = {**{k: f"{v} opponents" for k, v in SEAT_KIND_LABELS.items() if k != "human"},
                  stats.HUMANS_ONLY: "People only"}
        widgets += [Label(_line(label, s.difficulty(level))) for level, label in levels.items()]
        widgets.append(Button("Back", self.back, style="primary"))
        return widgets
