"""CPU players that think in a worker process, so a long search never takes time from a frame.

One worker process serves every searching CPU at a table. The table forwards each of their
redacted events, asks for a decision with the seat's view and legal actions, and polls for the
answer once a frame. Only what the seat may know crosses the pipe.

Searches run side by side, a slice each in turn, and each ends when the table says its answer is
due (`hurry`): the worker then answers with the best move so far, within a slice, so a CPU's
answer is never late because it was thinking (nor because another CPU was).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import time
from collections import deque
from multiprocessing.connection import Connection
from typing import Any

from ...ai.thinking import searches
from ...engine import Action, Event

SLICE_MS = 5.0  # the worker's thinking between two looks at the pipe


class _Worker:
    """The worker's state: one bot per seat, the searches going on, and the messages for a seat
    that wait for its search to end (its events and its next question, in order)."""

    def __init__(self, conn: Connection):
        from ...ai.levels import make_bot
        from ...engine import get

        self.conn = conn
        self.make = lambda level, seat, game_id, seed: make_bot(level, seat, get(game_id), seed)
        self.bots: dict[int, Any] = {}
        self.searching: dict[int, int] = {}  # seat -> the request its search answers
        self.waiting: dict[int, deque[tuple]] = {}

    def serve(self) -> None:
        while True:
            try:
                while not self.searching or self.conn.poll():
                    if not self.handle(self.conn.recv()):
                        return
            except (EOFError, OSError):
                return
            for seat in list(self.searching):
                if seat in self.searching and self.bots[seat].step(SLICE_MS):
                    self.finish(seat)

    def handle(self, message: tuple) -> bool:
        """Act on one message; False to stop."""
        kind = message[0]
        if kind == "quit":
            return False
        seat = message[1]
        if kind in ("hurry", "cancel"):
            self.end(seat, message[2], answer=kind == "hurry")
        elif seat in self.searching or seat in self.waiting:
            self.waiting.setdefault(seat, deque()).append(message)
        elif kind == "new":
            _, seat, level, game_id, seed, history = message
            self.bots[seat] = self.make(level, seat, game_id, seed)
            for event in history:
                self.bots[seat].observe(event)
        elif kind == "observe":
            self.bots[seat].observe(message[2])
        elif kind == "choose":
            _, seat, request, view, legal = message
            bot = self.bots[seat]
            if searches(bot):
                bot.start(view, legal)
                self.searching[seat] = request
            else:
                self.conn.send(("chose", seat, request, bot.choose(view, legal)))
        return True

    def end(self, seat: int, request: int, answer: bool) -> None:
        """The table wants `request` answered now (`answer`) or no longer: searches of this
        seat for older requests are dropped, then this one answers with its best so far."""
        while seat in self.searching and self.searching[seat] < request:
            self.searching.pop(seat)
            self.resume(seat)
        if self.searching.get(seat) == request:
            if answer:
                self.finish(seat)
            else:
                self.searching.pop(seat)
                self.resume(seat)

    def finish(self, seat: int) -> None:
        request = self.searching.pop(seat)
        self.conn.send(("chose", seat, request, self.bots[seat].best()))
        self.resume(seat)

    def resume(self, seat: int) -> None:
        """Handle what waited for the seat's search, up to its next search."""
        queue = self.waiting.pop(seat, deque())
        while queue and seat not in self.searching:
            self.handle(queue.popleft())
        if queue:
            self.waiting[seat] = queue


def _serve(conn: Connection) -> None:
    """The worker process."""
    _Worker(conn).serve()


class Thinker:
    """The parent's end: start bots, forward events, ask, and collect answers without waiting."""

    def __init__(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        self._conn, child = ctx.Pipe()
        self._process = ctx.Process(target=_serve, args=(child,), daemon=True, name="nine-lives-cpu")
        self._process.start()
        child.close()
        self._asked: dict[int, int] = {}  # seat -> the request whose answer is wanted
        self._answers: dict[int, Action] = {}
        self._hurried: set[int] = set()  # requests told to answer now
        self._next = 0

    @property
    def alive(self) -> bool:
        return self._process.is_alive()

    def add(self, seat: int, level: str, game_id: str, seed: int, history: list[Event]) -> None:
        self._conn.send(("new", seat, level, game_id, seed, history))

    def observe(self, seat: int, event: Event) -> None:
        with contextlib.suppress(OSError, BrokenPipeError):
            self._conn.send(("observe", seat, event))

    def ask(self, seat: int, view: Any, legal: list[Action]) -> None:
        self._next += 1
        self._asked[seat] = self._next
        self._answers.pop(seat, None)
        self._conn.send(("choose", seat, self._next, view, legal))

    def asked(self, seat: int) -> bool:
        return seat in self._asked

    def cancel(self, seat: int) -> None:
        """Forget a question; its answer, when it comes, is dropped (and its search stopped)."""
        request = self._asked.pop(seat, None)
        self._answers.pop(seat, None)
        if request is not None:
            self._hurried.discard(request)
            with contextlib.suppress(OSError, BrokenPipeError):
                self._conn.send(("cancel", seat, request))

    def hurry(self, seat: int) -> None:
        """The seat's answer is due soon: the worker answers with its best move so far."""
        request = self._asked.get(seat)
        if request is not None and request not in self._hurried:
            self._hurried.add(request)
            with contextlib.suppress(OSError, BrokenPipeError):
                self._conn.send(("hurry", seat, request))

    def answer(self, seat: int, wait: float = 0.0) -> Action | None:
        """The answer to the seat's current question, once it has come (waiting up to `wait` seconds)."""
        end = time.monotonic() + wait
        with contextlib.suppress(EOFError, OSError):
            while seat not in self._answers and self._conn.poll(max(0.0, end - time.monotonic())):
                _, who, request, action = self._conn.recv()
                self._hurried.discard(request)
                if self._asked.get(who) == request:
                    self._answers[who] = action
        if seat in self._answers:
            self._asked.pop(seat, None)
            return self._answers.pop(seat)
        return None

    def close(self) -> None:
        with contextlib.suppress(OSError, BrokenPipeError):
            self._conn.send(("quit",))
        self._process.join(timeout=0.5)
        if self._process.is_alive():
            self._process.terminate()
        self._conn.close()
