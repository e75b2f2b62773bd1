"""A host's CPU thinking, arranged so that no CPU's answer ever waits for another CPU's thinking.

A CPU's answer must come at a time drawn from public facts only (`ai.thinking`), and every
table of a host shares its threads. Were the jobs queued on a few threads, a CPU's answer
would come later whenever the jobs ahead of it were searching bots with a real choice (a
Hard CPU holding a Nope keeps its thread until just before its answer is due; one with no
choice gives it back at once), so any CPU's timing would show what other CPUs hold. So:

- a bot that does not search answers at once, on a thread of its own kind (`quick`): it
  never waits behind a search, only behind other such answers, each taking about a
  millisecond whatever anyone holds;
- every searching bot's decision is thought over on one thread (`cpu_search`) in turns of
  at most `SLICE_MS`, each turn no longer than the time left to the decision due first,
  and a decision whose time is up is answered before any other turn: so each is answered
  by its `until`, however many search at once, from one table or a thousand. More at once
  means fewer playouts each (as on a busy computer), never a later answer.

One search thread is as fast as several: a search is pure Python, which runs one thread at a
time. So the host has two CPU threads, whatever the number of tables.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Protocol

from ..ai.thinking import SLICE_MS, searches
from ..engine.actions import Action

Done = Callable[[Action | None, BaseException | None], None]  # (the answer, or what went wrong)


class Thinking(Protocol):
    """A decision to think about (`table.Job`): its bot, what it has not seen, and its time."""

    bot: Any
    events: list[Any]
    view: Any
    legal: list[Action]
    until: float
    clock: Callable[[], float]

    def run(self) -> Action: ...


@dataclass
class _Search:
    job: Thinking
    done: Done
    started: bool = False
    ready: bool = False

    def left(self) -> float:
        return self.job.until - self.job.clock()


class Thinkers:
    """Every CPU decision of a host (`submit`). With `threaded` False nothing runs by itself:
    the caller turns the search wheel with `work` (tests, on a clock of their own)."""

    def __init__(self, threaded: bool = True, name: str = "cpu"):
        self.threaded = threaded
        self._name = name
        self._quick = ThreadPoolExecutor(max_workers=1, thread_name_prefix=name) if threaded else None
        self._searches: list[_Search] = []
        self._turn = 0  # whose turn it is among the searches (round robin)
        self._changed = threading.Condition()
        self._thread: threading.Thread | None = None
        self._stopped = False

    def submit(self, job: Thinking, done: Done) -> None:
        """Think over `job`; `done` gets its answer (on a CPU thread, or at once here)."""
        if self._stopped:
            return
        if not searches(job.bot):
            if self._quick is None:
                _answer(job.run, done)
            else:
                self._quick.submit(_answer, job.run, done)
            return
        with self._changed:
            self._searches.append(_Search(job, done))
            self._changed.notify()
        if self.threaded and self._thread is None:
            self._thread = threading.Thread(target=self._loop, name=f"{self._name}_search", daemon=True)
            self._thread.start()

    @property
    def busy(self) -> bool:
        """Whether any search is still being thought over."""
        with self._changed:
            return bool(self._searches)

    def work(self) -> bool:
        """One turn: answer every search that is done or whose time is up, then think a slice
        of the next one's. False when there was nothing to do. (Only the searches there at its
        start: one submitted meanwhile waits for the next turn.)"""
        with self._changed:
            turn = list(self._searches)
        if not turn:
            return False
        for search in turn:
            if not search.started:
                search.started = True
                try:
                    for event in search.job.events:
                        search.job.bot.observe(event)
                    search.job.bot.start(search.job.view, search.job.legal)
                except Exception as exc:  # (the host reports a failing CPU)
                    self._finish(search, None, exc)
        for search in sorted(self._still(turn), key=lambda s: s.job.until):
            if search.ready or search.left() <= 0:
                self._answer(search)
        live = self._still(turn)
        if not live:
            return True
        self._turn %= len(live)
        search = live[self._turn]
        self._turn += 1
        first_due = min(s.left() for s in live)
        try:
            search.ready = search.job.bot.step(min(SLICE_MS, first_due * 1000))
        except Exception as exc:
            self._finish(search, None, exc)
            return True
        if search.ready:
            self._answer(search)
        return True

    def _still(self, searches: list[_Search]) -> list[_Search]:
        """Those of `searches` not answered yet."""
        with self._changed:
            return [s for s in searches if s in self._searches]

    def stop(self) -> None:
        """Drop every decision not answered yet, and let the threads go."""
        with self._changed:
            self._stopped = True
            self._searches.clear()
            self._changed.notify()
        if self._quick is not None:
            self._quick.shutdown(wait=False, cancel_futures=True)

    def _answer(self, search: _Search) -> None:
        try:
            action = search.job.bot.best()
        except Exception as exc:
            self._finish(search, None, exc)
            return
        self._finish(search, action, None)

    def _finish(self, search: _Search, action: Action | None, exc: BaseException | None) -> None:
        with self._changed:
            if search not in self._searches:
                return
            self._searches.remove(search)
        search.done(action, exc)

    def _loop(self) -> None:
        while True:
            with self._changed:
                while not self._searches and not self._stopped:
                    self._changed.wait()
                if self._stopped:
                    return
            self.work()


def _answer(run: Callable[[], Action], done: Done) -> None:
    try:
        action = run()
    except Exception as exc:
        done(None, exc)
        return
    done(action, None)
