"""Where a `serve` process spends its CPU, by component (docs/host-profile.md).

`python -m game.net.profiling [--threads] [--no-journals] OUT -m game serve ARGS...` runs
`serve` with the functions of its serving path timed: each component's exclusive CPU time
(`time.thread_time`) on the event loop's thread, counted between SIGUSR1 (start) and SIGUSR2
(write OUT as JSON), with every thread's user and system CPU over the same span (read from
Linux's /proc, by thread name; with `--threads`, only these). What no timed function covers on
the loop's thread is the event loop itself, tasks, websockets' coroutines. `--no-journals`
serves the tables unjournaled (an ablation: what journaling costs in all). `--floor` serves the
transport alone (`floor_server`). `measure.host_profile`, `measure.round_trips` and
`measure.transport_floor` drive it. A measuring tool only: `serve` never imports it.
"""

from __future__ import annotations

import collections
import functools
import json
import os
import runpy
import signal
import sys
import threading
import time
from pathlib import Path
from typing import Any

LOOP = "event loop, tasks, websockets' coroutines (the rest)"


class Timers:
    """Exclusive thread CPU of wrapped functions, by component, on one thread."""

    def __init__(self) -> None:
        self.seconds: collections.Counter[str] = collections.Counter()
        self.calls: collections.Counter[str] = collections.Counter()
        self.on = False
        self.thread = threading.main_thread()
        self._stack: list[list[Any]] = []  # [component, started, time of timed callees]

    def wrap(self, owner: Any, name: str, component: str) -> None:
        original = getattr(owner, name)

        @functools.wraps(original)
        def timed(*args: Any, **kwargs: Any) -> Any:
            stack = self._stack
            if not self.on or threading.current_thread() is not self.thread or (stack and stack[-1][0] == component):
                return original(*args, **kwargs)
            stack.append([component, time.thread_time(), 0.0])
            try:
                return original(*args, **kwargs)
            finally:
                _, started, inner = stack.pop()
                spent = time.thread_time() - started
                self.seconds[component] += spent - inner
                self.calls[component] += 1
                if stack:
                    stack[-1][2] += spent

        setattr(owner, name, timed)


def _components(timers: Timers) -> None:
    import asyncio
    import selectors
    from asyncio import selector_events, sslproto

    from websockets.asyncio.connection import Connection
    from websockets.protocol import Protocol

    from .. import saves
    from ..engine.registry import all_games
    from ..engine.ruleset import Ruleset
    from . import codec, host, outbox, protocol, stream, table, thinkers

    timers.wrap(Protocol, "send_text", "websockets: framing, permessage-deflate")
    timers.wrap(Connection, "send_data", "websockets: socket writes")
    timers.wrap(outbox.Outbox, "write", "websockets: socket writes")
    timers.wrap(Connection, "data_received", "websockets: reading (frames, inflate)")
    timers.wrap(protocol, "read", "client messages: JSON parse and checks")
    timers.wrap(protocol, "write", "JSON text of every message (protocol.write)")
    timers.wrap(codec.Codec, "encode", "view encoding (codec.encode)")
    for kind in {type(r) for r in all_games()} | {Ruleset}:
        timers.wrap(kind, "view", "views per seat (ruleset.view)")
        timers.wrap(kind, "legal_actions", "legal actions per seat")
        timers.wrap(kind, "redact", "event redaction and to_json per seat")
    timers.wrap(table.Table, "events_json", "event redaction and to_json per seat")
    timers.wrap(table.Table, "public", "pending decision and result (once per event)")
    timers.wrap(table.Table, "message_for", "update assembly (message_for)")
    timers.wrap(stream.Stream, "update", "view diffs (stream.update)")
    timers.wrap(saves.Journal, "write", "journal lines and signing (on the loop)")
    timers.wrap(table.Table, "tick", "table clock and CPU moves applied (tick)")
    timers.wrap(table.Table, "jobs", "CPU decisions handed out (jobs)")
    timers.wrap(host.Host, "_apply_received", "client actions applied")
    timers.wrap(host.Host, "_save_meta", "seats file: changed? (every flush)")
    timers.wrap(table.Table, "seat_states", "seats message: changed? (every flush)")
    timers.wrap(host.Host, "flush", "flush: the rest")
    timers.wrap(host.Host, "_receive", "message handlers")
    timers.wrap(host.Client, "send", "outbox (Client.send)")
    timers.wrap(host.Host, "_thought", "CPU answers back (_thought)")
    timers.wrap(host.Host, "wake", "driver wake-ups (Host.wake)")
    timers.wrap(thinkers.Thinkers, "submit", "CPU jobs handed to their threads")
    timers.wrap(selectors.EpollSelector, "select", "asyncio: waiting for sockets (epoll)")
    timers.wrap(selector_events._SelectorSocketTransport, "_read_ready", "asyncio: socket reads")
    timers.wrap(sslproto.SSLProtocol, "buffer_updated", "TLS: reading and decrypting")
    timers.wrap(selector_events.BaseSelectorEventLoop, "_read_from_self", "asyncio: wake-ups from other threads")
    timers.wrap(asyncio.base_events.BaseEventLoop, "call_soon", "asyncio: callbacks scheduled (call_soon)")


def _threads() -> dict[int, tuple[float, float]]:
    """User and system CPU seconds of each of this process's threads, by native id."""
    tick = os.sysconf("SC_CLK_TCK")
    out = {}
    for task in Path("/proc/self/task").iterdir():
        try:
            fields = (task / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        out[int(task.name)] = (int(fields[11]) / tick, int(fields[12]) / tick)
    return out


def main(out: str, argv: list[str], timed: bool = True) -> None:
    timers = Timers()
    names: dict[int, str] = {threading.get_native_id(): "event loop"}
    run = threading.Thread.run

    def named_run(self: threading.Thread) -> None:
        names[threading.get_native_id()] = self.name.rsplit("_", 1)[0]  # a pool's threads as one
        run(self)

    threading.Thread.run = named_run  # type: ignore[method-assign]
    if timed:
        _components(timers)
    started: dict[int, tuple[float, float]] = {}

    def start(*_: Any) -> None:
        started.update(_threads())
        timers.seconds.clear()
        timers.calls.clear()
        timers.on = True

    def stop(*_: Any) -> None:
        timers.on = False
        cpu: collections.Counter[str] = collections.Counter()
        for tid, (user, system) in _threads().items():
            user0, system0 = started.get(tid, (0.0, 0.0))
            name = names.get(tid, "other threads")
            cpu[f"{name} user"] += user - user0
            cpu[f"{name} system"] += system - system0
        Path(out).write_text(json.dumps({"components": dict(timers.seconds), "calls": dict(timers.calls),
                                         "threads": dict(cpu)}))

    signal.signal(signal.SIGUSR1, start)
    signal.signal(signal.SIGUSR2, stop)
    sys.argv = ["game", *argv]
    runpy.run_module("game", run_name="__main__", alter_sys=True)


def floor_server(certificate: str | None = None) -> None:
    """The transport alone, for `measure.transport_floor`: a websockets server set up as `serve`'s
    (permessage-deflate, keepalive, TLS with the certificate in directory `certificate` if
    given), reading as serve reads (inbox.py) and writing through serve's outbox (outbox.py),
    that answers each `act` of a pair's client with an update to both clients of the pair and
    an ack to the sender (a network action's messages at a `net,net,easy` table), and pings
    every client every `host.PING_SECONDS` from one task. No game, no journal."""
    import asyncio

    from websockets.asyncio.server import serve

    from . import tls
    from .host import KEEPALIVE_SECONDS, KEEPALIVE_TIMEOUT, PING_SECONDS
    from .inbox import Inbound
    from .outbox import Outbox, Writer
    from .protocol import server_deflate, write

    update = write("update", n=1, **{"from": 0}, events=[{"type": "Played", "seat": 1, "cards": ["attack"]}],
                   changes={"hand_counts": [4, 5, 6], "discard": ["attack", "skip"] * 10},
                   pending={"$": "Pending", "seats": {"$set": [0, 2]}, "prompt": "nope"},
                   legal=[{"kind": "pass"}, {"kind": "play", "cards": ["nope"]}], deadline_ms=300)
    pairs: dict[str, list[Outbox]] = {}
    writer = Writer()
    everyone: dict[Outbox, None] = {}

    async def pinger() -> None:
        while True:
            await asyncio.sleep(PING_SECONDS)
            now = asyncio.get_running_loop().time()
            for outbox in everyone:
                outbox.ws.heartbeat(now, KEEPALIVE_SECONDS, KEEPALIVE_TIMEOUT)
                outbox.put(write("ping", n=1, t=int(time.monotonic() * 1000)))

    async def handler(ws: Inbound) -> None:
        outbox = Outbox(ws, writer)
        pair: list[Outbox] = []

        def receive(raw: str | bytes) -> bool:
            nonlocal pair
            if not pair:  # the first message names the pair
                pair = pairs.setdefault(str(raw), [])
                pair.append(outbox)
                everyone[outbox] = None
                outbox.put(write("ping", n=1, t=int(time.monotonic() * 1000)))
                return True
            message = json.loads(raw)
            for other in pair:
                other.put(update)
            outbox.put(write("ack", n=1, id=message["id"], ok=True))
            return True

        try:
            await ws.hand_to(receive, 60)
        finally:
            everyone.pop(outbox, None)

    async def main() -> None:
        secure = {"ssl": tls.self_signed(Path(certificate)).server_context()} if certificate else {}
        async with serve(handler, "127.0.0.1", 0, compression="deflate", extensions=server_deflate(),
                         ping_interval=None, create_connection=Inbound, **secure) as server:
            pinging = asyncio.create_task(pinger())
            print(f"listening on {server.sockets[0].getsockname()[1]}", flush=True)
            await asyncio.Future()
            pinging.cancel()

    asyncio.run(main())


if __name__ == "__main__":
    flags = [a for a in sys.argv[1:3] if a.startswith("--")]
    if "--floor" in flags:
        floor_server(sys.argv[2] if len(sys.argv) > 2 else None)
        sys.exit(0)
    out, rest = sys.argv[1 + len(flags)], sys.argv[2 + len(flags):]
    if "--no-journals" in flags:  # an ablation: what journaling costs in all
        from . import host
        host.Host._journal_path = lambda _self, _code: None  # type: ignore[method-assign,assignment,return-value]
    main(out, rest[2:] if rest[:2] == ["-m", "game"] else rest, timed="--threads" not in flags)
