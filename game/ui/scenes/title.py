"""The title screen: Continue, Quick game, New game, Learn to play, Rules, Settings, Statistics, History,
Quit."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ... import history, i18n, saves, stats
from ...engine import ConfigError, Match
from ...engine.registry import get
from ...i18n import _
from ...storage import BadFile
from .. import cards_art
from ..table.scene import TableScene
from ..table.setup import QUICK_GAME, new_match, quick_options, quick_seats
from ..widgets import Button, Widget
from .dialogs import MessageScene
from .menu import MenuScene
from .unfinished import before_replacing

if TYPE_CHECKING:
    from ..app import App

FLOATERS = ("exploding_kitten", "defuse", "nope", "tacocat", "see_the_future", "attack", "beard_cat", "skip")


def _game_name(game_id: str | None) -> str:
    """A game's name by its id ("" for none, or one this version does not have)."""
    try:
        return _(get(game_id).info.name) if game_id else ""
    except ConfigError:
        return ""


class TitleScene(MenuScene):
    heading = "Nine Lives"
    width_chars = 26
    columns = 3  # every button shows at once, even with large text in a small window

    def __init__(self, app: App):
        super().__init__(app)
        self.time = 0.0

    def enter(self) -> None:
        for message in dict.fromkeys(self.app.messages):  # each once, however often it was said
            self.app.push(MessageScene(self.app, _("Please note"), message))
        self.app.messages.clear()

    def resume(self) -> None:
        super().resume()
        self.rebuild()  # Continue may have appeared or gone
        if self.app.messages:
            self.enter()

    def build(self) -> list[Widget]:
        widgets: list[Widget] = []
        if saves.has_autosave():
            game = _game_name(saves.autosave_game_id())
            words = _("Continue ({game})").format(game=game) if game else _("Continue")
            widgets.append(Button(words, self.continue_game, style="primary"))
        widgets += self._network_tickets(first=not widgets)
        widgets += [
            Button(_("Quick game"), self.quick_game, style="normal" if widgets else "primary"),
            Button(_("New game"), self.new_game),
            Button(_("Learn to play"), self.learn),
            Button(_("Saved games"), self.saved_games),
            Button(_("Rules"), self.rules),
            Button(_("Settings"), self.settings),
            Button(_("Statistics"), self.statistics),
            Button(_("History"), self.history),
            Button(_("Network game"), self.network_game),
            Button(_("Quit"), self.app.quit),
        ]
        return widgets

    def back(self) -> None:
        pass  # Esc on the title does nothing; Quit is a button.

    def _network_tickets(self, first: bool) -> list[Widget]:
        """Continue the table this app hosted, and Rejoin a table elsewhere whose game goes on
        (each while its seats are kept in the data folder)."""
        from ...net.tickets import Ticket

        if not self.app.persist:
            return []
        out: list[Widget] = []
        hosted, seat = Ticket.load(hosted=True), Ticket.load()
        if hosted is not None:
            words = (_("Continue your network table ({game})").format(game=hosted.game) if hosted.game
                     else _("Continue your network table"))
            out.append(Button(words, lambda: self._reopen(hosted), style="primary" if first else "normal"))
        if seat is not None:
            words = (_("Rejoin {game} at {address}").format(game=seat.game, address=seat.address) if seat.game
                     else _("Rejoin your table at {address}").format(address=seat.address))
            out.append(Button(words, lambda: self._rejoin(seat), style="primary" if first and not out else "normal"))
        return out

    def _reopen(self, ticket) -> None:
        from .net_continue import ReopenScene

        self.app.push(ReopenScene(self.app, ticket))

    def _rejoin(self, ticket) -> None:
        from .network import JoinScene

        scene = JoinScene(self.app)
        self.app.push(scene)
        scene.rejoin(ticket)

    # ---- actions -------------------------------------------------------------------------
    def continue_game(self) -> None:
        saved, message = saves.load_autosave()
        if saved is None:
            self.app.push(MessageScene(self.app, _("Continue"), message or _("There is no saved game to continue.")))
            self.rebuild()
            return
        try:
            match = saved.to_match()
        except BadFile as exc:
            self.app.push(MessageScene(self.app, _("Continue"),
                                       _("The saved game could not be continued: {reason}.").format(reason=exc)))
            return
        if match.is_over():
            self.app.push(MessageScene(self.app, _("Continue"), self._finished(saved, match)))
            self.rebuild()
            return
        self.app.replace(TableScene(self.app, match, list(saved.seats), fresh=False))

    def _finished(self, saved: saves.SavedGame, match: Match) -> str:
        """An autosaved game that is already over: count it (once, by its id), remove the
        autosave, and say how it ended."""
        result = match.result()
        winners = result.winners if result else ()
        note = ""
        if self.app.persist:
            counted = stats.record_result(saved.uid, saved.game_id, [s.kind for s in saved.seats], winners)
            kept = history.record(saved, match, self.app.settings.history_limit)
            note = " ".join(filter(None, [counted, kept]))
            saves.remove_autosave()
        names = i18n.format_list([saved.seats[w].name for w in winners])
        over = _("That game is over: {names} won.").format(names=names) if winners else _(
            "That game is over: nobody won.")
        return " ".join(filter(None, [over, note]))

    def quick_game(self) -> None:
        def start() -> None:
            seats = quick_seats(self.app.settings.player_name)
            self.app.reset(TableScene(self.app, new_match(QUICK_GAME, seats, quick_options()), seats))

        before_replacing(self.app, start)

    def new_game(self) -> None:
        from .new_game import NewGameScene

        self.app.push(NewGameScene(self.app))

    def network_game(self) -> None:
        from .network import NetworkScene

        self.app.push(NetworkScene(self.app))

    def learn(self) -> None:
        from ..lessons.scenes import LessonsScene

        self.app.push(LessonsScene(self.app, QUICK_GAME))

    def saved_games(self) -> None:
        from .saved_games import SavedGamesScene

        self.app.push(SavedGamesScene(self.app))

    def rules(self) -> None:
        from .rules import RulesScene

        self.app.push(RulesScene(self.app, QUICK_GAME))

    def settings(self) -> None:
        from .settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def statistics(self) -> None:
        from .statistics import StatisticsScene

        self.app.push(StatisticsScene(self.app))

    def history(self) -> None:
        from .history import HistoryScene

        self.app.push(HistoryScene(self.app))

    # ---- drawing -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt

    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        m = self.app.metrics
        w = m.px(120)
        still = self.app.settings.reduced_motion
        for i, card in enumerate(FLOATERS):
            side = -1 if i % 2 else 1
            x = m.width // 2 + side * (self.panel.width // 2 + m.px(60) + (i // 2) * m.px(70))
            y = m.height * (0.18 + 0.2 * (i // 2)) + (0 if still else math.sin(self.time * 0.8 + i) * m.px(10))
            angle = side * (8 + i * 3) + (0 if still else math.sin(self.time * 0.5 + i) * 3)
            img = pygame.transform.rotozoom(cards_art.face(card, w, self.app.palette.name), angle, 1.0)
            rect = img.get_rect(center=(round(x), round(y)))
            if rect.right < 0 or rect.left > m.width:
                continue
            surface.blit(img, rect)
