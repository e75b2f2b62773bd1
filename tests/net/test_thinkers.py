"""The host's CPU thinking (game/net/thinkers.py): a search submitted while the search thread is
in the middle of a turn is started before it is answered (a host's loop submits at any moment:
answering one never started failed 'start a decision first' at served tables with Hard CPUs),
and every search is answered by its deadline however many there are."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.net.thinkers import Thinkers


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def now(self) -> float:
        return self.t


class Searcher:
    """A searching bot each of whose playouts takes `playout` seconds of `clock`; `on_observe`
    runs as it is handed its events (the moment a host's loop might submit another job)."""

    def __init__(self, clock: Clock, playout: float = 0.004, on_observe=None):
        self.clock, self.playout, self.on_observe = clock, playout, on_observe
        self.started = False

    def observe(self, event) -> None:
        if self.on_observe is not None:
            self.on_observe()

    def start(self, view, legal) -> None:
        self.started = True

    def step(self, ms: float) -> bool:
        end = self.clock.t + ms / 1000
        while True:  # at least one playout
            self.clock.t += self.playout
            if self.clock.t >= end:
                return False

    def best(self):
        assert self.started, "start a decision first"
        self.started = False
        return "move"


@dataclass
class Job:
    bot: Searcher
    until: float
    clock: object
    events: list = field(default_factory=lambda: ["seen"])
    view: object = None
    legal: list = field(default_factory=lambda: ["move"])

    def run(self):
        raise AssertionError("a searching job is thought over by the search thread, never run whole")


def test_a_search_submitted_during_a_turn_is_started_before_it_is_answered():
    clock, thinkers, answered = Clock(), Thinkers(threaded=False), []

    def done(name):
        return lambda action, exc: answered.append((name, action, exc, clock.t))

    late = Job(Searcher(clock), until=-1.0, clock=clock.now)  # its time already up
    first = Job(Searcher(clock, on_observe=lambda: thinkers.submit(late, done("late"))), until=0.1, clock=clock.now)
    thinkers.submit(first, done("first"))
    while thinkers.work():
        pass
    assert sorted(a[:3] for a in answered) == [("first", "move", None), ("late", "move", None)]


def test_many_searches_are_each_answered_by_their_deadline():
    clock, thinkers, answered = Clock(), Thinkers(threaded=False), {}
    jobs = [Job(Searcher(clock), until=0.05 + 0.01 * n, clock=clock.now) for n in range(20)]
    for n, job in enumerate(jobs):
        thinkers.submit(job, lambda action, exc, n=n: answered.__setitem__(n, (action, exc, clock.t)))
    while thinkers.work():
        pass
    assert len(answered) == 20
    late = {n: t - jobs[n].until for n, (_a, _e, t) in answered.items() if t > jobs[n].until + 0.004}
    assert late == {}  # none later than one playout past its deadline
