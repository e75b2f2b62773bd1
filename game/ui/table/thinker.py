"""CPU players that think in a worker process, so a long search never takes time from a frame.

One worker process serves every searching CPU at a table. The table forwards each of their
redacted events, asks for a decision with the seat's view and legal actions, and polls for the
answer once a frame. Only what the seat may know crosses the pipe.
"""

from __future__ import annotations

import contextlib
import multiprocessing
from multiprocessing.connection import Connection
from typing import Any

from ...engine import Action, Event


def _serve(conn: Connection) -> None:
    """The worker: keeps one bot per seat and answers decision requests in order."""
    from ...ai.levels import make_bot
    from ...engine import get

    bots: dict[int, Any] = {}
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        kind = message[0]
        if kind == "quit":
            return
        if kind == "new":
            _, seat, level, game_id, seed, history = message
            bots[seat] = make_bot(level, seat, get(game_id), seed)
            for event in history:
                bots[seat].observe(event)
        elif kind == "observe":
            _, seat, event = message
            bots[seat].observe(event)
        elif kind == "choose":
            _, seat, request, view, legal = message
            action = bots[seat].choose(view, legal)
            conn.send(("chose", seat, request, action))


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
        """Forget a question; its answer, when it comes, is dropped."""
        self._asked.pop(seat, None)
        self._answers.pop(seat, None)

    def answer(self, seat: int) -> Action | None:
        """The answer to the seat's current question, once it has come."""
        with contextlib.suppress(EOFError, OSError):
            while self._conn.poll():
                _, who, request, action = self._conn.recv()
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
