"""Light network clients for `measure`'s round trips: one process's share of the seats.

`python -m game.net.loadclients` reads its share as one JSON line on stdin: `{"url": ...,
"seats": [[code, seat], ...], "think": seconds, "seconds": seconds}`. It connects every seat
(a few handshakes at a time) and says hello, prints `ready` once each is welcomed, and waits for
`go` on stdin; nothing acts before it, so the connections' set-up is not measured. Then every
seat plays random legal moves about `think` after it is asked, for `seconds`, and the process
prints one JSON line: each action's round trip in ms (from sending it to its acknowledgement;
the events it caused arrive first), the seats that failed, and its own CPU seconds over those
`seconds` and the seconds its threads waited for a core (`measure` tells from them whether its
clients kept up). It connects only to `url`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson
from websockets.asyncio.client import ClientConnection, connect

from . import protocol, tls

HANDSHAKES_AT_ONCE = 16  # a process's handshakes in flight (serve's listen backlog is not flooded)
WELCOME_SECONDS = 60.0  # a seat not welcomed by then is given up (counted as failed)


@dataclass
class Clock:
    """When the seats may act (`going`) and when they stop (`until`, time.monotonic)."""

    going: bool = False
    until: float = float("inf")

    def start(self, seconds: float) -> None:
        self.going, self.until = True, time.monotonic() + seconds

    def over(self) -> bool:
        return time.monotonic() >= self.until


class Player:
    """One seat played over one connection: the reader answers pings and keeps the seat's legal
    actions; a move goes `think` (0.7 to 1.3 times) after the seat is asked, once the clock goes,
    and its round trip is timed to its acknowledgement."""

    def __init__(self, ws: ClientConnection, code: str, seat: int, clock: Clock, times: list[float],
                 think: float) -> None:
        self.ws, self.code, self.seat, self.clock, self.times, self.think = ws, code, seat, clock, times, think
        self.rng = random.Random(f"{code}/{seat}")
        self.n, self.legal, self.number, self.sent_at = 0, [], 0, None
        self.asked: asyncio.TimerHandle | None = None
        self.over = False
        self.welcomed: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.reading: asyncio.Future[None] | None = None

    async def join(self) -> None:
        """Say hello and start reading; return once welcomed (or the connection ended first)."""
        await self.ws.send(protocol.write("hello", code=self.code, seat=self.seat))
        self.reading = asyncio.ensure_future(self.read())
        await asyncio.wait([self.welcomed, self.reading], timeout=WELCOME_SECONDS,
                           return_when=asyncio.FIRST_COMPLETED)

    def stop(self) -> None:
        if self.asked is not None:
            self.asked.cancel()
        if self.reading is not None:
            self.reading.cancel()

    async def read(self) -> None:
        """Read until the game ends or the connection closes."""
        async for raw in self.ws:
            message = orjson.loads(raw)
            self.n = message.get("n", self.n)
            kind = message["type"]
            if kind == "ping":
                await self.ws.send(protocol.write("pong", t=message["t"]))
            elif kind == "welcome" and not self.welcomed.done():
                self.welcomed.set_result(None)
            elif kind == "update":
                if message.get("result") is not None:
                    self.over = True
                    return
                if "legal" in message:
                    self.legal = message["legal"]
                    self.ask()
            elif kind == "ack" and message["id"] == self.number and self.sent_at is not None:
                if not self.clock.over():
                    self.times.append((time.perf_counter() - self.sent_at) * 1000)
                self.sent_at = None
                self.ask()

    def ask(self) -> None:
        """Move in a while, if this seat may act now and no move of its own is on its way."""
        if self.clock.going and self.legal and self.sent_at is None and self.asked is None and not self.over:
            delay = self.think * self.rng.uniform(0.7, 1.3)
            self.asked = asyncio.get_running_loop().call_later(delay, self._move)

    def _move(self) -> None:
        self.asked = None
        if not self.legal or self.sent_at is not None or self.over or self.clock.over():
            return
        self.number += 1
        self.sent_at = time.perf_counter()
        action, self.legal = self.rng.choice(self.legal), []
        sending = asyncio.ensure_future(self.ws.send(protocol.write("act", id=self.number, at=self.n, action=action)))
        sending.add_done_callback(lambda done: done.cancelled() or done.exception())  # a closed connection: read ends


def waited_seconds(pid: int | str = "self") -> float | None:
    """Seconds the threads of process `pid` spent ready to run but waiting for a core (Linux's
    /proc schedstat: other processes held the cores; None elsewhere)."""
    total = 0
    try:
        for task in Path(f"/proc/{pid}/task").iterdir():
            with contextlib.suppress(FileNotFoundError):  # (a thread that just ended)
                total += int((task / "schedstat").read_text().split()[1])
    except (OSError, ValueError, IndexError):
        return None
    return total / 1e9


async def _connected(url: str, code: str, gate: asyncio.Semaphore | None = None) -> ClientConnection:
    """A connection to `url` for table `code` (stating its route), made while `gate` allows (no
    gate: at once)."""
    bare, options = tls.connect_options(url, code=code)
    async with gate or contextlib.nullcontext():
        return await connect(bare, compression="deflate", max_size=protocol.HOST_LIMIT, **options)


async def play_seat(url: str, code: str, seat: int, until: float, times: list[float], think: float = 0.0) -> None:
    """Play one seat at once until `until` (time.monotonic) or the game's end, timing each
    action to its acknowledgement into `times` (a light client in this process's event loop)."""
    clock = Clock(True, until)
    async with await _connected(url, code) as ws:
        player = Player(ws, code, seat, clock, times, think)
        await player.join()
        assert player.reading is not None
        await asyncio.wait([player.reading], timeout=max(0.0, until - time.monotonic()))
        player.stop()


async def share(task: dict[str, Any]) -> dict[str, Any]:
    """This process's share of the seats, played as the module says; its figures."""
    loop = asyncio.get_running_loop()
    clock, times = Clock(), []
    gate = asyncio.Semaphore(HANDSHAKES_AT_ONCE)

    async def seated(code: str, seat: int) -> Player:
        player = Player(await _connected(task["url"], code, gate), code, seat, clock, times, task["think"])
        await player.join()
        return player

    joined = await asyncio.gather(*(seated(code, seat) for code, seat in task["seats"]), return_exceptions=True)
    players = [p for p in joined if isinstance(p, Player) and p.welcomed.done()]
    failed = len(joined) - len(players)
    print("ready", flush=True)
    await loop.run_in_executor(None, sys.stdin.readline)  # "go"
    cpu, waited = time.process_time(), waited_seconds()
    clock.start(task["seconds"])
    for player in players:
        player.ask()
    await asyncio.sleep(task["seconds"])
    cpu, waited = time.process_time() - cpu, (waited_seconds() or 0.0) - (waited or 0.0)
    for player in players:
        player.stop()
    await asyncio.gather(*(p.ws.close() for p in players), return_exceptions=True)
    return {"times": [round(t, 3) for t in times], "cpu_seconds": round(cpu, 4), "waited_seconds": round(waited, 4),
            "seats": len(players),
            "failed": failed, "ended": sum(p.over for p in players)}


def main() -> None:
    task = json.loads(sys.stdin.readline())
    print(json.dumps(asyncio.run(share(task))), flush=True)


if __name__ == "__main__":
    main()
