"""Where a `serve` process spends its CPU, by component (docs/host-profile.md).

`python -m game.net.profiling [--threads] OUT -m game serve ARGS...` runs `serve` with the
functions of its serving path timed: each component's exclusive CPU time (`time.thread_time`) on
the event loop's thread, counted between SIGUSR1 (start) and SIGUSR2 (write OUT as JSON), with
every thread's user and system CPU over the same span (read from Linux's /proc, by thread name;
with `--threads`, only these). What no timed function covers on the loop's thread is the event
loop itself, tasks, websockets' coroutines. `measure.host_profile` and `measure.round_trips`
drive it. A measuring tool only: `serve` never imports it.
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
    from websockets.asyncio.connection import Connection
    from websockets.protocol import Protocol

    from .. import saves
    from ..engine.registry import all_games
    from ..engine.ruleset import Ruleset
    from . import codec, host, protocol, stream, table

    timers.wrap(Protocol, "send_text", "websockets: framing, permessage-deflate")
    timers.wrap(Connection, "send_data", "websockets: socket writes")
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


if __name__ == "__main__":
    threads_only = sys.argv[1] == "--threads"
    out, rest = sys.argv[1 + threads_only], sys.argv[2 + threads_only:]
    main(out, rest[2:] if rest[:2] == ["-m", "game"] else rest, timed=not threads_only)
