"""A plain table kit for the toy games (Snap: first come; Sealed Bids: commit), written only
against `game.ui.table.kit`, as a new family would. `register()` adds them for a test."""

from __future__ import annotations

from engine.toy_games import BIDS, Claimed, Turned

from game.engine import Action, Event
from game.ui import text
from game.ui.cards_art import CardSet
from game.ui.games import register_kit
from game.ui.table.shown import SPECTATOR, ShownTable
from game.ui.widgets import Button

CLAIM = Action("claim")


def _turned(director, e: Turned) -> None:
    director.scene.flow.window_id += 1  # a new card up: a new race
    director.say(f"{e.card} is up!", 0.6)


def _claimed(director, e: Claimed) -> None:
    director.float_text("Snap!", e.seat)


class ToyKit:
    """Everything the shell asks, for games with no cards in hand."""

    answer_label = "Snap!"
    no_answer = "Nothing to claim"
    answer_cards: frozenset[str] = frozenset()
    keys: dict = {}
    quick = None

    def __init__(self, family: str):
        self.family = family
        self.cards = CardSet(family, {}, {}, {})
        self.handlers = {Turned: _turned, Claimed: _claimed}

    def shown(self, view) -> ShownTable:
        return ShownTable(view.seat, view.players, winner=getattr(view, "winner", None))

    def draw_centre(self, surface, table) -> None:
        app = table.app
        words = self._centre_words(table)
        text.blit_text(surface, words, app.metrics.font("title"), app.palette.text, table.geo.centre.center, "center")

    def _centre_words(self, table) -> str:
        view = table.match.view(table.seen_as)
        if hasattr(view, "up"):
            return f"Up: {view.up}   Scores: {' '.join(map(str, view.score))}"
        if view.revealed is not None:
            return "Bids: " + ", ".join(map(str, view.revealed))
        return f"{len(view.committed)} of {view.players} have bid"

    def centre_key(self, table) -> tuple:
        return (self._centre_words(table),)

    def centre_widgets(self, table) -> list:
        return []

    def ask(self, table, seat: int, prompt: str) -> None:
        pass  # the bar's buttons are the whole question

    def buttons(self, table, seat: int, prompt: str) -> list[Button]:
        return [Button(f"Bid {b}", lambda b=b: table.act(seat, Action("bid", position=b))) for b in BIDS]

    def picks_cards(self, prompt: str) -> bool:
        return False

    def answer(self, legal: list[Action]) -> Action | None:
        return CLAIM if CLAIM in legal else None

    def status(self, table) -> str:
        pending = table.match.pending if table.synced else None
        if pending is None:
            return "Over"
        return "Claim it!" if pending.prompt == "snap" else "Bid in secret"

    def odds(self, view) -> float | None:
        return None

    def catch_up(self, table, missed: list[Event]) -> None:
        pass  # nothing seen alone

    def recap(self, table) -> list[str]:
        return [f"{len(table.feeds[SPECTATOR])} events."]


def register() -> None:
    register_kit("snap", ToyKit("snap"))
    register_kit("sealed-bids", ToyKit("sealed-bids"))
