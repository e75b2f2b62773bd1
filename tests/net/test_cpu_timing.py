"""A CPU's thinking time never shows what it holds, at a network host (issue 36, point 3).

Found so: at served tables with Hard CPUs, a CPU that let a play happen while holding a Nope
answered in 387-598 ms, one holding none in 8-54 ms (at `cpu_delay` 0): its answer went out at
the later of its reaction time and the end of its thinking, and Hard thinks only when it has a
real choice. Tested as twins: two tables whose deals differ only in one hidden card (the Hard
seat's Nope, swapped with a card deep in the draw pile), the same random numbers for the
table's reaction times and the bots, run on a clock the test controls, on which every playout
of Hard's search takes 4 ms. Up to where the twins' public courses part (the Nope played, or
the swapped card drawn and played), every event must come at the same time at both. The same
for a Hard CPU that joins a table over the network (`player.play`), whose answer the host
passes on as it comes.
"""

from __future__ import annotations

import random
import threading
from types import SimpleNamespace

import pytest

from game.ai import ismcts
from game.ai.levels import make_bot
from game.engine.feed import Link
from game.engine.match import Match
from game.engine.registry import get
from game.net import player
from game.net.table import Table, TableOptions
from game.net.thinkers import Thinkers
from game.rules.kittens.checks import KITTENS
from game.saves import SPECTATOR

GAME = "exploding-kittens"
HARD = 1  # the seat whose Nope the twins differ in
KINDS = ["medium", "hard", "medium", "medium"]
PLAYOUT = 0.004  # seconds of the test's clock one playout of Hard's search takes
THINK_MS = 60.0  # Hard's budget here (scaled down from its game's: the same search, fewer playouts)


class FakeTime:
    """The clock the table, its CPUs' deadlines and Hard's search all read."""

    def __init__(self) -> None:
        self.t = 0.0

    def now(self) -> float:
        return self.t


@pytest.fixture
def fake_time(monkeypatch):
    clock = FakeTime()
    work = ismcts.Search._work

    def timed_work(search):
        clock.t += PLAYOUT
        work(search)

    monkeypatch.setattr(ismcts, "time", SimpleNamespace(perf_counter=clock.now))
    monkeypatch.setattr(ismcts.Search, "_work", timed_work)
    return clock


def _deals_with_a_nope() -> list[int]:
    """Deals that give the Hard seat a Nope."""
    ruleset = get(GAME)
    return [seed for seed in range(200)
            if "nope" in Match(ruleset, ruleset.configure(len(KINDS), {}), seed).state.hands[HARD]]


def _twin(seed: int, cpu_delay: float, clock: FakeTime, nope: bool, kinds: list[str] = KINDS) -> Table:
    """The table dealt by `seed`; without `nope`, the Hard seat's Nope is swapped with the
    deepest card of the draw pile that is neither a Kitten nor a Nope (nobody has seen it)."""
    ruleset = get(GAME)
    match = Match(ruleset, ruleset.configure(len(kinds), {}), seed)
    if not nope:
        state = match.state.clone()
        hand, pile = state.hands[HARD], state.draw
        deep = max(i for i, card in enumerate(pile) if card not in KITTENS and card != "nope")
        at = hand.index("nope")
        hand[at], pile[deep] = pile[deep], hand[at]
        match.state = state
    table = Table(GAME, kinds, {}, TableOptions(cpu_delay=cpu_delay), match=match, clock=clock.now)
    table.rng = random.Random(7)  # the same reaction times at both twins
    for seat, place in enumerate(table.places):
        place.seed = 1000 + seat
        place.bot = make_bot(place.kind, seat, table.ruleset, place.seed, THINK_MS if place.kind == "hard" else None)
    return table


def _run(table: Table, clock: FakeTime, steps: int = 120) -> list[tuple[float, dict]]:
    """Drive the table as the host does, its CPUs thinking through the host's `Thinkers` (one
    search thread shared by every searching CPU, bots that do not search answering at once):
    every event as a watcher sees it, with the time it came. The search thread runs on the
    test's clock between the table's moments; the table's own time (`now`) moves to the
    first of its next due time and the first answer handed back."""
    thinkers = Thinkers(threaded=False)
    now, answered, timed = 0.0, [], []
    clock.t = 0.0
    searching = False  # whether the search thread is the one running (else the table's loop)

    def done(job, action, exc):
        assert exc is None
        answered.append((clock.t if searching else now, job, action))

    while len(table.match.steps) < steps and table.match.pending is not None:
        clock.t = max(clock.t, now)
        shown = len(table.match.log)
        due = table.tick(now)
        timed += [(now, table.ruleset.redact(e, SPECTATOR).to_json()) for e in table.match.log[shown:]]
        for job in table.jobs():
            thinkers.submit(job, lambda action, exc, job=job: done(job, action, exc))
        if table.match.pending is None:
            break  # the game is over
        searching = True
        while not answered and thinkers.busy and (due is None or clock.t < due):
            thinkers.work()
        searching = False
        moments = [t for t, _, _ in answered] + ([due] if due is not None else [])
        now = max(now, min(moments))
        for item in [a for a in answered if a[0] <= now]:
            answered.remove(item)
            table.job_done(item[1], item[2])
    return timed


def _hard_passes(timed: list[tuple[float, dict]]) -> list[int]:
    """Where the Hard seat let a play happen (in the twin with the Nope: holding it)."""
    return [i for i, (_, e) in enumerate(timed) if e["type"] == "Passed" and e["seat"] == HARD]


def _compare_twins(kinds: list[str], cpu_delay: float, clock: FakeTime, windows: int = 12) -> None:
    """Twins differing only in the Hard seat's Nope: every event at the same time up to where
    their public courses part, over `windows` of the Hard seat's passes at least."""
    compared = 0
    for seed in _deals_with_a_nope():
        with_nope = _run(_twin(seed, cpu_delay, clock, nope=True, kinds=kinds), clock)
        without = _run(_twin(seed, cpu_delay, clock, nope=False, kinds=kinds), clock)
        same = 0
        while same < min(len(with_nope), len(without)) and with_nope[same][1] == without[same][1]:
            same += 1
        assert [t for t, _ in with_nope[:same]] == [t for t, _ in without[:same]], f"deal {seed}"
        compared += len(_hard_passes(with_nope[:same]))
        if compared >= windows:
            break
    assert compared >= windows, "too few windows compared to tell anything"


@pytest.mark.parametrize("cpu_delay", [0.0, 0.3, 1.0])
def test_a_hard_cpu_answers_at_the_same_times_with_or_without_a_nope(fake_time, cpu_delay):
    _compare_twins(KINDS, cpu_delay, fake_time)


@pytest.mark.parametrize("cpu_delay", [0.0, 0.3])
def test_no_cpu_answers_later_because_two_hard_cpus_are_thinking(fake_time, cpu_delay):
    """Two Hard seats and two Medium: the host's CPUs share its threads, and a Medium's Pass
    must not come later when both Hards have a real choice to think over (it did, when the
    jobs queued on two threads: 0.032 s instead of 0 with the Hard seat's Nope)."""
    _compare_twins(["hard", "hard", "medium", "medium"], cpu_delay, fake_time)


def test_a_hard_cpu_never_answers_sooner_than_its_thinking_time(fake_time):
    """Whatever it holds, a Hard CPU takes its level's thinking time: with nothing to choose
    it waits as long as it could have thought."""
    timed = _run(_twin(_deals_with_a_nope()[0], 0.0, fake_time, nope=False), fake_time)
    passes = _hard_passes(timed)
    assert passes
    # Each pass of the Hard seat comes at least a full thinking time after its window opened
    # (the play before the passes in it).
    opened = [max(j for j in range(i) if timed[j][1]["type"] != "Passed") for i in passes]
    assert all(timed[i][0] - timed[j][0] >= THINK_MS / 1000 - 1e-9 for i, j in zip(passes, opened, strict=True))


# ---- a CPU that joins a table over the network (`join --cpu hard`) ----------------------------------

class TableSeen:
    """What `player.play` reads of a `NetClient`, from a local match: the Hard seat's events, view
    and moves. The other seats (Medium) answer at once whenever the Hard seat is not alone
    in what the game waits for; every event is stamped with the test's clock."""

    def __init__(self, match: Match, clock: FakeTime):
        self.match, self.clock, self.seat = match, clock, HARD
        self.ruleset = match.ruleset
        self.others = {s: make_bot("medium", s, match.ruleset, 1000 + s) for s in range(len(KINDS)) if s != HARD}
        self.seen = {s: 0 for s in self.others}
        self.first, self.acks, self.link = 0, {}, Link.CONNECTED
        self._lock = threading.Lock()
        self.timed: list[tuple[float, dict]] = []

    def at_once(self):
        return self._lock

    @property
    def events(self) -> list:
        return [self.ruleset.redact(e, HARD) for e in self.match.log]

    @property
    def count(self) -> int:
        return len(self.match.log)

    def view(self):
        return self.match.view(HARD)

    def legal_actions(self):
        return self.match.legal_actions(HARD)

    def result(self):
        return self.match.result() if self.match.is_over() else None

    def act(self, action) -> int:
        self._apply(HARD, action)
        self.acks[len(self.acks)] = None
        return len(self.acks) - 1

    def wait(self, until, timeout: float) -> bool:
        while (pending := self.match.pending) is not None and pending.seats != {HARD} and len(self.timed) < 150:
            seat = min(pending.seats - {HARD})
            bot = self.others[seat]
            for event in self.match.log[self.seen[seat]:]:
                bot.observe(self.ruleset.redact(event, seat))
            self.seen[seat] = len(self.match.log)
            self._apply(seat, bot.choose(self.match.view(seat), self.match.legal_actions(seat)))
        if len(self.timed) >= 150:
            self.link = Link.GONE  # enough compared
        return until(self)

    def _apply(self, seat: int, action) -> None:
        shown = len(self.match.log)
        self.match.act(seat, action)
        self.timed += [(self.clock.t, self.ruleset.redact(e, SPECTATOR).to_json()) for e in self.match.log[shown:]]


def _joined(seed: int, clock: FakeTime, nope: bool, monkeypatch) -> list[tuple[float, dict]]:
    clock.t = 0.0
    table = _twin(seed, 0.0, clock, nope)

    def sleep(seconds: float) -> None:
        clock.t += max(0.0, seconds)

    monkeypatch.setattr(player, "time", SimpleNamespace(monotonic=clock.now, sleep=sleep))
    monkeypatch.setattr(player, "make_bot", lambda level, seat, ruleset, seed: make_bot(level, seat, ruleset, seed,
                                                                                          THINK_MS))
    seen = TableSeen(table.match, clock)
    player.play(seen, "hard", seed=1001)  # type: ignore[arg-type]
    return seen.timed


def test_a_hard_cpu_joined_over_the_network_answers_at_the_same_times_with_or_without_a_nope(fake_time, monkeypatch):
    compared = 0
    for seed in _deals_with_a_nope():
        with_nope, without = _joined(seed, fake_time, True, monkeypatch), _joined(seed, fake_time, False, monkeypatch)
        same = 0
        while same < min(len(with_nope), len(without)) and with_nope[same][1] == without[same][1]:
            same += 1
        assert [t for t, _ in with_nope[:same]] == [t for t, _ in without[:same]], f"deal {seed}"
        compared += len(_hard_passes(with_nope[:same]))
        if compared >= 12:
            break
    assert compared >= 12, "too few windows compared to tell anything"
