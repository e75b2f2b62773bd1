"""The game log is drawn with the seats' names as they are now: a line told before the names came
(a network table's seats arrive after its first events) is told again with them."""

from __future__ import annotations

from game.i18n import _
from game.names import shown_name
from game.saves import Seat
from game.ui.table import hud
from game.ui.table.scene import TableScene


def test_the_log_drawn_before_the_names_came_is_drawn_again_with_them(app, monkeypatch):
    from game.engine import Match, get
    from game.rules.kittens.events import Dealt

    ruleset = get("exploding-kittens")
    hands = (("defuse", "favor"), ("defuse", "tacocat"), ("defuse", "skip"))
    match = Match(ruleset, ruleset.configure(3, {}), seed=1, log=[Dealt(hands, ("nope", "shuffle"), 2)])
    seats = [Seat("Bea", "human"), Seat("Player 2", "easy"), Seat("Player 3", "easy")]
    table = TableScene(app, match, seats, fresh=False, journal=False, pace=0.05)
    app.push(table)
    drawn: list[list[str]] = []
    render = hud.render_log
    monkeypatch.setattr(hud, "render_log", lambda a, size, lines, *rest: (drawn.append(list(lines)),
                                                                          render(a, size, lines, *rest))[1])
    table.painter._log_surface()  # (drawn as a frame draws it, with no frame to let a CPU move)
    dealt = _("The cards are dealt. {name} goes first.")
    assert drawn and drawn[-1] == [dealt.format(name=shown_name("Player 3"))]
    table.names = ["Bea", "Ann", "Cal"]  # the seats came: nothing else changed on the table
    table.painter._log_surface()
    assert drawn[-1] == [dealt.format(name="Cal")]
