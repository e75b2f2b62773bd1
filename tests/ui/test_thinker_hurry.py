"""The app's CPU worker answers when told the answer is due, whatever its searches (issue 36,
point 3): a search ends with its best move so far, and one CPU's search never makes another wait.
Driven through a pipe the test feeds, message by message, so nothing depends on the clock."""

from __future__ import annotations

from collections import deque

from game.engine import Match, get
from game.ui.table.thinker import _Worker

GAME = "exploding-kittens"
ENDLESS_MS = 1e9  # a budget no search reaches: only a hurry ends it


class Pipe:
    """The worker's end of the pipe: each message shows after the worker has looked `after` times."""

    def __init__(self, messages: list[tuple[int, tuple]]):
        self.later = deque(messages)
        self.looks = 0
        self.sent: list[tuple] = []

    def poll(self, timeout: float = 0.0) -> bool:
        self.looks += 1
        return bool(self.later) and self.later[0][0] <= self.looks

    def recv(self) -> tuple:
        if not self.later:
            raise EOFError  # the table is gone: the worker stops
        self.looks = max(self.looks, self.later[0][0])
        return self.later.popleft()[1]

    def send(self, message: tuple) -> None:
        self.sent.append(message)


def _worker(pipe: Pipe) -> tuple[_Worker, dict[int, tuple]]:
    """A worker with an endless Hard search ready for each of seats 0 and 2, both holding a Nope
    in the window on seat 1's Shuffle: (view, legal) per seat."""
    ruleset = get(GAME)
    match = Match(ruleset, ruleset.configure(3, {}), 2)
    match.act(1, next(a for a in match.legal_actions(1) if a.kind == "play" and a.cards == ("shuffle",)))
    worker = _Worker(pipe)  # type: ignore[arg-type]
    asks = {}
    for seat in (0, 2):
        worker.handle(("new", seat, "hard", GAME, 7, match.events_for(seat)))
        worker.bots[seat].think_ms = ENDLESS_MS
        asks[seat] = (match.view(seat), match.legal_actions(seat))
        assert len(asks[seat][1]) > 1  # a real choice: pass or Nope
    return worker, asks


def test_a_search_told_its_answer_is_due_answers_with_its_best_so_far():
    pipe = Pipe([])
    worker, asks = _worker(pipe)
    pipe.later.extend([(0, ("choose", 0, 1, *asks[0])), (5, ("hurry", 0, 1))])
    worker.serve()
    assert [(kind, seat, request) for kind, seat, request, _ in pipe.sent] == [("chose", 0, 1)]
    assert pipe.sent[0][3] in asks[0][1]


def test_one_cpus_search_never_holds_up_anothers_answer():
    pipe = Pipe([])
    worker, asks = _worker(pipe)
    pipe.later.extend([(0, ("choose", 0, 1, *asks[0])), (0, ("choose", 2, 2, *asks[2])),
                       (4, ("hurry", 2, 2)), (12, ("hurry", 0, 1))])
    worker.serve()
    assert [(seat, request) for _, seat, request, _ in pipe.sent] == [(2, 2), (0, 1)]


def test_a_question_dropped_stops_its_search_and_is_never_answered():
    pipe = Pipe([])
    worker, asks = _worker(pipe)
    pipe.later.extend([(0, ("choose", 0, 1, *asks[0])), (3, ("cancel", 0, 1)), (4, ("choose", 0, 2, *asks[0])),
                       (6, ("hurry", 0, 2))])
    worker.serve()
    assert [(seat, request) for _, seat, request, _ in pipe.sent] == [(0, 2)]

