"""A lesson's script as the table plays it: where the lesson is, what the person may do next,
and scripted CPUs that play their listed moves.

The cursor follows the actions the table takes (`advance`), one script step each, except a
step `{"seat": "all", "kind": "pass"}`, which lasts until the response window closes, as the
scenario runner plays it. Face-down commits made together (Kombat Kittens' rounds) are taken in
whatever order the table asks the seats, since nobody sees them until all are in. A scripted
CPU answers only its own listed action, and only as the rules list it as legal (`legal`, the
seat's legal actions from the one home of legality), so it reads nothing of the game but its
own seat's choices and the public decision awaited; asked out of turn it waits (None).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine import Action, DecisionKind, Pending
from ...scenario import Step

ALL = "all"
PASS = "pass"


def same_action(a: Action, b: Action) -> bool:
    """The same decision, whatever the order of the cards in a combo."""
    return (a.kind == b.kind and sorted(a.cards) == sorted(b.cards) and a.target == b.target
            and a.card == b.card and a.position == b.position and tuple(a.order) == tuple(b.order))


class ScriptCursor:
    """The lesson's place in its script; `pending` gives the decision awaited (public: its kind and seats)."""

    def __init__(self, script: list[Step], pending: Callable[[], Pending | None] = lambda: None):
        self.script = list(script)
        self.pending = pending
        self.at = 0  # index of the step awaited
        self.broken = False  # an action off the script was taken (a lesson file out of step with the rules)

    @property
    def done(self) -> bool:
        return self.at >= len(self.script)

    @property
    def step(self) -> Step | None:
        return None if self.done else self.script[self.at]

    def step_of(self, seat: int) -> Step | None:
        """The step `seat` is to take now, if any."""
        index = self._index(seat)
        return None if index is None else self.script[index]

    def _index(self, seat: int) -> int | None:
        step = self.step
        if step is None:
            return None
        if step.seat in (ALL, seat):
            return self.at
        pending = self.pending()
        if pending is None or pending.kind != DecisionKind.COMMIT:
            return None
        for i, step in enumerate(self.script[self.at:self.at + len(pending.seats)], start=self.at):
            if step.seat not in pending.seats:
                return None
            if step.seat == seat:
                return i
        return None

    def expects(self, seat: int) -> Action | None:
        """The action the script wants from `seat` now (a pass in an "all" step), else None."""
        step = self.step_of(seat)
        if step is None:
            return None
        return Action(PASS) if step.seat == ALL else step.action

    def allows(self, seat: int, action: Action) -> bool:
        wanted = self.expects(seat)
        return wanted is not None and same_action(wanted, action)

    def claim(self, seat: int) -> None:
        """`seat` is about to take its step: bring it to the front (a commit taken ahead of its turn
        in the script). Called before the action, while the decision is still the one it answers."""
        index = self._index(seat)
        if index is not None and index != self.at:
            self.script.insert(self.at, self.script.pop(index))

    def advance(self, seat: int, action: Action, pending: Pending | None) -> None:
        """`seat` took `action` (claimed first); `pending` is the decision after it."""
        step = self.step
        if step is None or step.seat not in (ALL, seat) or not self.allows(seat, action):
            self.broken = True
            return
        if step.seat != ALL or pending is None or pending.kind != DecisionKind.RESPONSE:
            self.at += 1


class ScriptedCpu:
    """A CPU seat that plays the lesson's listed moves (the table's CPU player interface)."""

    def __init__(self, seat: int, cursor: ScriptCursor):
        self.seat = seat
        self.cursor = cursor

    def think(self, view: Any, legal: list[Action], budget: float = 0.0) -> Action | None:
        """The scripted action when it is this seat's to take and legal; else None (it waits)."""
        wanted = self.cursor.expects(self.seat)
        if wanted is None:
            return None
        action = next((a for a in legal if same_action(a, wanted)), None)
        if action is None:
            self.cursor.broken = True  # the lesson file is out of step with the rules
        return action

    allowance = 0.0  # it never thinks: its moves are written down

    def hurry(self) -> None:
        pass

    def now(self, view: Any, legal: list[Action]) -> Action | None:
        """The scripted action; None while the script waits for the person (the table waits too)."""
        return self.think(view, legal)

    def cancel(self) -> None:
        pass

    def close(self) -> None:
        pass

    @property
    def thinking(self) -> bool:
        return False
