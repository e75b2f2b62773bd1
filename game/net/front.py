"""The front of `serve --workers N`: one port for everybody, each table served by one of N processes.

The contract:
- The front binds the port and accepts every connection. It reads nothing of it: it peeks
  (MSG_PEEK, never consuming, within the handshake's time limit) until it can read the route
  the client states (routing.py): the application protocol offered in TLS's ClientHello, or the
  path of a plain HTTP request's first line (`serve --no-tls`). Then it hands the socket to the
  worker that owns that route (`socket.send_fds` over a Unix socket pair, worker.py) and closes
  its own copy: TLS is made by the worker, so the front never decrypts a byte and the peer's
  address stays the client's. A connection with no route (create, /metrics, /health) goes to
  the workers in turn. A connection that is no ClientHello or no HTTP request, says too little
  in time, or says too much before its route is dropped; the front stays up.
- It counts the connections open from each address across every worker (each worker says
  when one it was handed ends, by its number in the order handed: a connection whose peer is
  gone before its worker reads its address still counts down) and keeps `per_address` and
  `connections` as one process does: one past an address's limit, or past the server's, is
  handed over to be refused in words (HTTP 429 or 503); any more from that address are closed
  at once. It keeps each address's join attempts and table openings for the whole server too
  (limits.py's `spending`): each worker says what it allowed, and when an address has none left
  every worker is told to refuse it until one is free (a worker started again is told at once).
- Before any worker starts it gives every journal what any host-wide log holds for it (one
  process's, and every worker's whatever their number was): then each worker reopens the
  tables it owns (`--continue`). The tables of `--game`/`--seats` are spread over the workers.
  Their figures are shared (metrics.py's `shared_directory`, `worker_died`): `/metrics`, which
  goes to any worker, shows the whole server.
  Workers' lines are printed whole, one write each; before every worker serves, they wait,
  then the tables' join codes and invites, then the front's own.
- A worker that exits (killed with -9 ...) is started again at once, reopening its tables from
  their journals; connections for it meanwhile are closed, and their clients' reconnection
  finds the new one. The other workers play on. SIGTERM or SIGINT stops every worker cleanly
  (journals closed), then the front; so does a worker stopped cleanly by a SIGTERM of its own
  (systemd's default KillMode signals every process of the service at once: a worker that
  stopped first is not started again).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import signal
import socket
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..i18n import _
from . import metrics, routing
from .hostlog import recover_all, recovery_lines
from .limits import Limits, address_key, spending
from .loglines import LogLine

PEEK_MAX = 16_384  # bytes a ClientHello or a request's first line may take before its route is read
RECORD_MAX = 16_384 + 2_048  # a TLS record's largest length
RESTART_PAUSE = 1.0  # seconds between a worker's exit and its new start, when it ran less than this
STOP_SECONDS = 30.0  # a worker's time to close its journals when told to stop
READ_LIMIT = 2**24  # a worker's longest line (its tables' join codes and invites, once)
Log = Callable[[str], None]
HANDED = b"c"  # the byte sent with a connection handed to a worker: to serve (worker.py) ...
OVER_ADDRESS = b"a"  # ... to refuse in words: its address has its connections open already (HTTP 429)
SERVER_FULL = b"f"  # ... to refuse in words: the server has its connections open already (HTTP 503)


class Garbage(Exception):
    """What a connection sent first cannot be a client's: it is dropped."""


MORE = object()  # not enough read yet to know the route


def tls_route(data: bytes) -> Any:
    """The route a TLS ClientHello at the start of `data` states (None: none; MORE: not whole
    yet). Garbage when it is no ClientHello."""
    handshake, at = b"", 0
    while True:
        if data[at:at + 2] not in (b"\x16\x03", b"\x16"[:len(data) - at]):
            raise Garbage("not a TLS handshake")
        if len(data) < at + 5:
            return MORE
        length = int.from_bytes(data[at + 3:at + 5], "big")
        if not 0 < length <= RECORD_MAX:
            raise Garbage("a TLS record's length")
        if len(data) < at + 5 + length:
            return MORE
        handshake += data[at + 5:at + 5 + length]
        at += 5 + length
        if len(handshake) >= 4:
            if handshake[0] != 1:
                raise Garbage("not a ClientHello")
            need = int.from_bytes(handshake[1:4], "big")
            if need > PEEK_MAX:
                raise Garbage("a ClientHello too long")
            if len(handshake) >= 4 + need:
                return _hello_route(handshake[4:4 + need])


def _hello_route(body: bytes) -> int | None:
    """The route in a ClientHello's ALPN extension (None: no such offer). Garbage when malformed."""
    def take(at: int, size: int) -> int:
        if at + size > len(body):
            raise Garbage("a ClientHello cut short")
        return int.from_bytes(body[at:at + size], "big")

    at = 34  # version, random
    at += 1 + take(at, 1)  # session id
    at += 2 + take(at, 2)  # cipher suites
    at += 1 + take(at, 1)  # compression methods
    if at == len(body):
        return None
    end = at + 2 + take(at, 2)
    at += 2
    if end > len(body):
        raise Garbage("a ClientHello's extensions cut short")
    while at + 4 <= end:
        kind, size = take(at, 2), take(at + 2, 2)
        at += 4
        if kind == 16:  # application_layer_protocol_negotiation
            names, cursor, stop = [], at + 2, at + 2 + take(at, 2)
            while cursor < min(stop, at + size):
                length = take(cursor, 1)
                names.append(body[cursor + 1:cursor + 1 + length])
                cursor += 1 + length
            return routing.route_in_alpn(names)
        at += size
    return None


def http_route(data: bytes) -> Any:
    """The route the path of an HTTP request's first line in `data` states (None: none; MORE:
    not whole yet). Garbage when it is no HTTP request."""
    end = data.find(b"\r\n")
    method = (data if end < 0 else data[:end]).split(b" ", 1)[0]
    if not method.isalpha() or not method.isupper() or len(method) > 16:
        raise Garbage("not an HTTP request")
    if end < 0:
        return MORE
    parts = data[:end].split(b" ")
    if len(parts) != 3 or not parts[2].startswith(b"HTTP/"):
        raise Garbage("not an HTTP request line")
    return routing.route_in_path(parts[1].decode("latin-1"))


@dataclass
class Worker:
    """One worker process as the front sees it."""

    index: int
    process: asyncio.subprocess.Process | None = None
    channel: socket.socket | None = None
    ready: bool = False
    started: float = 0.0
    handed: dict[int, str] = field(default_factory=dict)  # its connections open: address by number
    next: int = 0  # the number of the next connection handed to it (from 0 in each process)
    lines: list[str] = field(default_factory=list)  # its tables' join codes and invites, once ready
    up: asyncio.Event = field(default_factory=asyncio.Event)


class Front:
    """The front of `serve --workers` (see the module). `settings` is what every worker is told
    (worker.Settings' fields but its index, tables and resume)."""

    def __init__(self, listener: socket.socket, workers: int, settings: dict[str, Any], limits: Limits,
                 tables_dir: Path, log: Log, print_line: Callable[[str], None]):
        self.listener = listener
        self.count = workers
        self.settings = settings
        self.limits = limits
        self.tables_dir = tables_dir
        self.log = log  # a line of the front's own (formatted by the caller)
        self.print_line = print_line  # a worker's line, formatted already
        self.workers = [Worker(i) for i in range(workers)]
        self.open: Counter[str] = Counter()  # connections open by address, in every worker and here
        self.total = 0
        self.turn = 0
        self.spending = spending(limits, time.monotonic)  # every address's join attempts and table openings
        self.dropped = 0  # connections dropped by the front (for tests and figures)
        self.waiting: list[str] | None = []  # workers' lines before every worker serves
        self._stopping = asyncio.Event()
        self._routing: set[asyncio.Task[None]] = set()  # connections being peeked at

    # ---- the workers ---------------------------------------------------------------------------
    async def start(self, resume: bool, tables: list[tuple[str, list[str], dict[str, str]]]) -> int:
        """Recover every journal, start every worker (the tables spread over them) and wait until
        each serves; the number of tables they reopened. RuntimeError when one cannot start."""
        metrics.shared_directory()  # (/metrics sums every worker's figures, whichever answers)
        for line in recovery_lines(*recover_all(self.tables_dir)):
            self.log(line)
        reopened = [0]
        for worker in self.workers:  # (all at once: a figures' file one has only just made is left out
            # of another's sum until whole, metrics.py)
            mine = [t for n, t in enumerate(tables) if n % self.count == worker.index]
            await self._launch(worker, resume, mine, reopened)
        for worker in self.workers:
            await worker.up.wait()
            if not worker.ready:
                raise RuntimeError(_("worker {number} did not start").format(number=worker.index + 1))
        return reopened[0]

    async def _launch(self, worker: Worker, resume: bool, tables: list[Any], reopened: list[int] | None = None) -> None:
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        settings = {**self.settings, "index": worker.index, "workers": self.count, "resume": resume, "tables": tables}
        try:
            process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "game.net.worker", str(theirs.fileno()), str(worker.index),
                stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, pass_fds=(theirs.fileno(),),
                limit=READ_LIMIT)
        finally:
            theirs.close()
        assert process.stdin is not None
        process.stdin.write(json.dumps(settings).encode() + b"\n")  # (then what it is told, a line each)
        await process.stdin.drain()
        ours.setblocking(False)
        worker.process, worker.channel, worker.ready, worker.started = process, ours, False, time.monotonic()
        worker.next = 0
        worker.up = asyncio.Event()
        asyncio.get_running_loop().create_task(self._listen_to(worker, reopened))

    async def _listen_to(self, worker: Worker, reopened: list[int] | None) -> None:
        """Read a worker's lines until it exits; then start it again (unless stopping)."""
        process = worker.process
        assert process is not None and process.stdout is not None
        while line := await process.stdout.readline():
            try:
                said = json.loads(line)
            except ValueError:
                continue
            if "log" in said:
                self._print(str(said["log"]))
            elif "closed" in said:
                address = worker.handed.pop(int(said["closed"]), None)
                if address is not None:
                    self._release(address)
            elif "spent" in said:
                self._spent(str(said["spent"]), str(said.get("address", "")))
            elif "ready" in said:
                worker.lines = [str(text) for text in said["ready"]]
                if reopened is not None:
                    reopened[0] += int(said.get("reopened", 0))
                worker.ready = True
                worker.up.set()
                self._tell_holds(worker)
        status = await process.wait()
        metrics.worker_died(process.pid)
        worker.ready = False
        worker.up.set()
        if worker.channel is not None:
            worker.channel.close()
            worker.channel = None
        for address in worker.handed.values():  # its connections went with it
            self._release(address)
        worker.handed.clear()
        if self._stopping.is_set() or self.waiting is not None:
            return
        if status == 0:  # stopped cleanly, as only SIGTERM stops one: the service stopping (systemd's
            # KillMode=control-group signals every process at once), or a person: so is the server
            self.log(LogLine("worker", _("worker {number} was stopped (SIGTERM): the server stops").format(
                number=worker.index + 1), worker=worker.index + 1, status=status))
            self.stop()
            return
        self.log(LogLine("worker", _("worker {number} ended (status {status}); starting it again").format(
            number=worker.index + 1, status=status), worker=worker.index + 1, status=status))
        if time.monotonic() - worker.started < RESTART_PAUSE:
            await asyncio.sleep(RESTART_PAUSE)
        if not self._stopping.is_set():
            await self._launch(worker, True, [])

    def _spent(self, kind: str, address: str) -> None:
        """A worker allowed `address` one of `kind` (limits.py's `spending`): counted for the whole
        server; when none is left, every worker holds the address until one is free."""
        window = self.spending.get(kind)
        if window is None:
            return
        window.take(address)  # (one a worker allowed before it heard the hold: its wait is said again)
        wait = window.wait(address)
        if wait:
            for worker in self.workers:
                self._tell(worker, hold=kind, address=address, seconds=wait)

    def _tell_holds(self, worker: Worker) -> None:
        """Tell a worker (started again) every address that has none of a kind left now."""
        for kind, window in self.spending.items():
            for address in list(window.times):
                wait = window.wait(address)
                if wait:
                    self._tell(worker, hold=kind, address=address, seconds=wait)

    def _tell(self, worker: Worker, **message: Any) -> None:
        """One JSON line to a worker's stdin (none to a worker gone)."""
        stdin = worker.process.stdin if worker.process is not None else None
        if stdin is None or stdin.is_closing():
            return
        with contextlib.suppress(ConnectionError, RuntimeError):
            stdin.write(json.dumps(message).encode() + b"\n")

    def _print(self, line: str) -> None:
        if self.waiting is not None:
            self.waiting.append(line)
        else:
            self.print_line(line)

    def serving(self) -> list[str]:
        """Every worker serves: the lines they said meanwhile, then their tables' (printed from
        now on as they come)."""
        lines, self.waiting = self.waiting or [], None
        return lines + [line for worker in self.workers for line in worker.lines]

    # ---- connections ---------------------------------------------------------------------------
    async def serve(self) -> None:
        """Accept and hand over connections until `stop`; then stop every worker."""
        loop = asyncio.get_running_loop()
        accepting = loop.create_task(self._accept())
        try:
            await self._stopping.wait()
        finally:
            accepting.cancel()
            self.listener.close()
            await self._stop_workers()

    def stop(self) -> None:
        self._stopping.set()

    async def _accept(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            try:
                sock, peer = await loop.sock_accept(self.listener)
            except OSError:  # (out of file descriptors, a connection reset before accept)
                await asyncio.sleep(0.05)
                continue
            task = loop.create_task(self._route(sock, peer))
            self._routing.add(task)
            task.add_done_callback(self._routing.discard)

    async def _route(self, sock: socket.socket, peer: Any) -> None:
        """Hand one accepted connection to its worker, or drop it (see the module)."""
        address = address_key(str(peer[0])) if isinstance(peer, tuple) and peer else ""
        self.open[address] += 1
        self.total += 1
        handed = None
        try:
            if self.open[address] > self.limits.per_address + 1:
                return  # (one past the limit is told in words by the worker; any more are not)
            try:
                async with asyncio.timeout(self.limits.handshake):
                    route = await self._peek(sock)
            except (Garbage, TimeoutError, OSError):
                return
            worker = self._owner(route)
            if worker is None or worker.channel is None:
                return  # its worker is starting again: the client's reconnection finds it
            if self.total > self.limits.connections:
                flag = SERVER_FULL
            elif self.open[address] > self.limits.per_address:
                flag = OVER_ADDRESS
            else:
                flag = HANDED
            try:
                socket.send_fds(worker.channel, [flag], [sock.fileno()])
            except OSError:  # (its worker is gone, or too busy to take it)
                return
            worker.handed[worker.next] = address
            worker.next += 1
            handed = worker
        finally:
            sock.close()
            if handed is None:
                self.dropped += 1
                self._release(address)

    def _owner(self, route: int | None) -> Worker | None:
        if route is not None:
            worker = self.workers[routing.owner(route, self.count)]
            return worker if worker.ready else None
        for _turn in range(self.count):
            self.turn = (self.turn + 1) % self.count
            if self.workers[self.turn].ready:
                return self.workers[self.turn]
        return None

    def _release(self, address: str) -> None:
        self.open[address] -= 1
        self.total -= 1
        if self.open[address] <= 0:
            del self.open[address]

    async def _peek(self, sock: socket.socket) -> int | None:
        """The route the connection states, read without consuming it (see the module)."""
        loop = asyncio.get_running_loop()
        parse = tls_route if self.settings.get("cert") else http_route
        pause = 0.002
        while True:
            readable: asyncio.Future[None] = loop.create_future()
            loop.add_reader(sock.fileno(), _settle, readable)
            try:
                await readable
            finally:
                loop.remove_reader(sock.fileno())
            data = sock.recv(PEEK_MAX, socket.MSG_PEEK)
            if not data:
                raise Garbage("closed")
            found = parse(data)
            if found is not MORE:
                return found
            if len(data) >= PEEK_MAX:
                raise Garbage("too long")
            await asyncio.sleep(pause)  # (what was peeked stays readable: wait for more)
            pause = min(0.1, pause * 2)

    async def _stop_workers(self) -> None:
        for worker in self.workers:
            if worker.process is not None and worker.process.returncode is None:
                with contextlib.suppress(ProcessLookupError):
                    worker.process.send_signal(signal.SIGTERM)
        for worker in self.workers:
            if worker.process is None:
                continue
            try:
                await asyncio.wait_for(worker.process.wait(), STOP_SECONDS)
            except TimeoutError:
                with contextlib.suppress(ProcessLookupError):
                    worker.process.kill()
                await worker.process.wait()


def _settle(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)


def listening_socket(address: str, port: int) -> socket.socket:
    """The front's listening socket (OSError when it cannot listen there)."""
    family = socket.AF_INET6 if ":" in address else socket.AF_INET
    sock = socket.create_server((address, port), family=family, backlog=1024)
    sock.setblocking(False)
    return sock
