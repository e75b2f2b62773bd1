"""A decision that goes away with no move takes its buttons with it: a network table its host holds
(the seats message saying so came after the first update) asks nobody anything, and the table
must not keep offering the moves it showed a moment before."""

from __future__ import annotations

from game.engine.feed import LocalFeed
from game.engine.feed_game import FeedGame
from game.saves import SPECTATOR, Seat
from game.ui.table.scene import TableScene
from game.ui.table.seats import ELSEWHERE
from game.ui.table.setup import new_match


def test_a_decision_gone_with_no_move_leaves_no_buttons(make_app):
    names = ["Ann", "Bea"]
    match = new_match("exploding-kittens", [Seat(n, "human") for n in names], {}, seed=3)
    seat = next(iter(match.pending.seats))  # the seat asked first plays at this screen
    feed = LocalFeed(match, seat, names)
    game = FeedGame({seat: feed, SPECTATOR: LocalFeed(match, SPECTATOR, names)})
    app = make_app()
    table = TableScene(app, game, [Seat(n, "human" if i == seat else ELSEWHERE) for i, n in enumerate(names)],
                       fresh=False, journal=False)
    app.push(table)
    for _ in range(5):
        app.frame(1 / 20)
    assert table.my_decision() is not None and table.bar_buttons  # its turn: Play, Draw a card
    feed.held = True  # the host says the game waits for its Start: nobody is asked
    for _ in range(5):
        app.frame(1 / 20)
    assert game.pending is None and table.my_decision() is None
    assert table.bar_buttons == []
    feed.held = False  # started: the same decision is offered again
    for _ in range(5):
        app.frame(1 / 20)
    assert table.my_decision() is not None and table.bar_buttons
