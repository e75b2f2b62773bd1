"""Shared pieces of the network tests: a host in its own thread on 127.0.0.1, clients, and a
scripted person. Every loop is bounded in count and time; nothing leaves the loopback address."""

from __future__ import annotations

import contextlib
import os
import queue
import random
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from websockets.sync.client import connect

from game.engine.feed import Link
from game.engine.match import Match
from game.net import reasons
from game.net.client import NetClient
from game.net.host import HostThread
from game.net.player import play
from game.net.table import Table, TableOptions
from game.net.tls import client_context, fingerprint_of, split_pin, with_pin

FAST = TableOptions(grace=30.0, window=0.05, cpu_delay=0.0)


def add_table(host: HostThread, game: str, kinds: list[str], options: TableOptions = FAST) -> Table:
    return host.call(lambda: host.host.add_table(game, kinds, {}, options))


def person(client: NetClient, seed: int, timeout: float = 60.0, stop: threading.Event | None = None) -> bool:
    """A scripted person: a random legal move for each decision; in a window, now and then
    nothing at all (the host's deadline passes for them). Ends with the game (True)."""
    rng = random.Random(seed)
    end = time.monotonic() + timeout
    done_at, number = -1, 0
    while time.monotonic() < end and not (stop and stop.is_set()):
        client.wait(lambda c, done=done_at, n=number: c.result() is not None or c.link == Link.GONE
                    or (bool(c.legal_actions()) and (c.count != done or c.acks.get(n) is not None)),
                    min(1.0, end - time.monotonic()))
        with client._lock:
            if client.result() is not None:
                return True
            if client.link == Link.GONE:
                return False
            legal, count, pending = client.legal_actions(), client.count, client.pending
        if not legal or (count == done_at and client.acks.get(number) is None):
            continue
        done_at = count
        if pending is not None and pending.kind in ("response", "first_come") and rng.random() < 0.3:
            continue  # lets the window run out
        number = client.act(rng.choice(legal))
    return False


def replayed(table: Table) -> Match:
    """The host's game rebuilt from its log and proved by the rules."""
    m = table.match
    return Match.proved(m.ruleset, m.config, m.seed, m.setup, m.steps)


def raw_connect(url: str, **options):
    """A bare websocket connection (websockets' sync client) to `url`, for tests that speak the
    protocol by hand: TLS when the address is wss:// (its fingerprint checked once connected)."""
    bare, pin = split_pin(url)
    if not bare.startswith("wss://"):
        return connect(bare, **options)
    ws = connect(bare, ssl=client_context(), **options)
    assert fingerprint_of(ws.socket.getpeercert(binary_form=True)) == pin
    return ws


def words(message: dict) -> str:
    """What a person reads of a message's reason (`error`, `bye`, `ack`), in the current language:
    the wire carries only its id and numbers."""
    return str(reasons.from_wire(message.get("why"), message.get("params")))


def wait_for(predicate, timeout: float = 10.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.01)
    return predicate()


# `python -m game` with Ctrl-C (SIGINT) as a terminal delivers it. A test run started in the
# background (`pytest &` in a script) ignores SIGINT, and a child inherits that: serve then never
# heard `stop()` and each such test hung for its whole wait.
AS_IN_A_TERMINAL = ("import runpy, signal; signal.signal(signal.SIGINT, signal.default_int_handler); "
                    "runpy.run_module('game', run_name='__main__', alter_sys=True)")


class Served:
    """`python -m game serve` in a subprocess on 127.0.0.1 (`--port 0`: a free port), its output read line by
    line. One process unless `args` ask for `--workers` (test_workers.py): a test that speaks the protocol by
    hand (`raw_connect`) states no table's route, which a front with several workers needs."""

    def __init__(self, home: Path, *args: str):
        args = args if "--workers" in args else ("--workers", "1", *args)
        env = {**os.environ, "NINE_LIVES_HOME": str(home), "PYTHONUNBUFFERED": "1"}
        self.proc = subprocess.Popen([sys.executable, "-c", AS_IN_A_TERMINAL, "serve", "--host", "127.0.0.1", *args],
                                     stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()
        listening = self.expect("listening on ").split("listening on ", 1)[1].strip()
        self.codes = [line.split("join code ", 1)[1].split(":")[0] for line in self.seen if "join code " in line]
        self.invites = [line.split("invite ", 1)[1].strip() for line in self.seen if " invite " in line]
        pins = [line.rsplit(" ", 1)[1].strip() for line in self.seen if "certificate fingerprint sha256 " in line]
        self.url = with_pin(listening, pins[0] if pins else None)  # (wss:// carrying it, or ws://)

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line)

    def expect(self, text: str, timeout: float = 60.0) -> str:
        """The first line (from now) holding `text`; AssertionError after `timeout` seconds."""

        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                line = self.lines.get(timeout=max(0.01, end - time.monotonic()))
            except queue.Empty:
                break
            self.seen.append(line)
            if text in line:
                return line
        raise AssertionError(f"no line with {text!r}; got {self.seen[-5:]}")

    def port(self) -> str:
        return split_pin(self.url)[0].rsplit(":", 1)[1]

    def stop(self, kill: bool = False) -> int:
        """Ctrl-C (or SIGKILL, as a crash); its exit status."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL if kill else signal.SIGINT)
        return self.proc.wait(60)


def in_thread(results: dict, key: str, fn, *args) -> threading.Thread:
    """Run `fn(*args)` in a daemon thread that leaves its answer in `results[key]`."""
    thread = threading.Thread(target=lambda: results.__setitem__(key, fn(*args)), daemon=True)
    thread.start()
    return thread


@dataclass
class KilledHost:
    """A host in its own process killed with SIGKILL mid-game, its two clients playing on
    (seat 0 a bot, seat 1 a scripted `person`) and `held` what each had been sent by then."""

    home: Path
    port: str
    code: str
    a: NetClient
    b: NetClient
    held: dict[str, tuple[int, list]]  # per client ("a", "b"): its count and events when the host died
    results: dict = field(default_factory=dict)
    threads: list[threading.Thread] = field(default_factory=list)
    again: Served | None = None

    @property
    def journal(self) -> Path:
        return self.home / "tables" / f"{self.code}.jsonl"

    def continue_to_the_end(self) -> str:
        """Start the host again with --continue: the same table comes back, both clients play it to
        its end with nothing they held rewritten or doubled. Returns what the host printed."""
        self.again = Served(self.home, "--port", self.port, "--continue")
        assert self.again.codes == [self.code]
        for t in self.threads:
            t.join(90)
        assert self.results == {"a": True, "b": True}
        for name, c in (("a", self.a), ("b", self.b)):
            assert c.events[: self.held[name][0]] == self.held[name][1]  # nothing rewritten, nothing doubled
        assert self.a.result() == self.b.result() and self.a.result() is not None
        return "".join(self.again.seen)


@contextlib.contextmanager
def host_killed_mid_game(home: Path, monkeypatch) -> Iterator[KilledHost]:
    """An Exploding Kittens game of two clients and a CPU on a host served from `home`, killed
    with SIGKILL after 25 events; NINE_LIVES_HOME is then the host's (its key signed the journal)."""
    args = ["--game", "exploding-kittens", "--seats", "net,net,easy", "--option", "cpu_delay=0.02",
            "--option", "window=0.05", "--option", "grace=30"]
    served = Served(home, "--port", "0", *args)
    port = served.port()
    (code,) = served.codes
    a = NetClient(served.url, code, seat=0, history=True, give_up=30).start()
    b = NetClient(served.url, code, seat=1, history=True, give_up=30).start()
    killed = KilledHost(home, port, code, a, b, {})
    try:
        killed.threads += [in_thread(killed.results, "a", play, a, "easy", 90, 1),
                           in_thread(killed.results, "b", person, b, 2, 90.0)]
        assert a.wait(lambda c: c.count >= 25, 30)
        assert served.stop(kill=True) == -9
        killed.held = {name: (c.count, list(c.events)) for name, c in (("a", a), ("b", b))}
        monkeypatch.setenv("NINE_LIVES_HOME", str(home))
        yield killed
    finally:
        a.close()
        b.close()
        if killed.again is not None:
            killed.again.stop()
