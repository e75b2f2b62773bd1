"""One worker process of `serve --workers N`: a host that serves the tables of its own routes.

The contract:
- Started by the front (front.py) as `python -m game.net.worker FD INDEX`, its settings as the
  first line of its stdin, one JSON object (`Settings`), FD the worker's end of a Unix socket pair with the front
  (INDEX, from 0, only names the process for people reading a process list).
- `WorkerHost` is a `Host` that owns the routes r with `routing.owner(r, workers) == index`:
  it opens tables only with codes of its routes, a code of another route is unknown to it,
  and `reopen` (serve --continue, and its restart after a crash) brings back only its own
  tables. Its journals are the tables' as in one process; its host-wide log is its own
  (`hostlog.worker_name`).
- It listens on no port of its own. The front hands it each connection for its tables (and
  its share of those without a table) as a file descriptor with one byte (front.py's `HANDED`, or a
  refusal the front decided: the address's or the server's connection limit, answered in
  words as one process does); the worker makes it a connection of its websockets server,
  TLS included (the front never decrypts anything), so the peer address stays the client's.
- What it says goes to the front as JSON lines on stdout, each written whole: {"log": line}
  (serve's lines, already formatted), {"ready": [lines]} once it serves (its tables' join
  codes and invites), {"closed": number} as each connection handed to it ends, numbered from 0
  in the order handed (the front counts an address's connections across workers), and
  {"spent": kind, "address": address} for each join attempt or table opening its gate allows.
- The front tells it on stdin, a JSON line each after the settings, {"hold": kind, "address":
  address, "seconds": s}: that address has none of that kind left in the whole server for s
  seconds (limits.py's `spending`, `Window.hold`).
- It stops cleanly (journals closed) on SIGTERM, or when the front's end of the pair closes
  (the front is gone); a Ctrl+C at the terminal is the front's to handle.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import os
import signal
import socket
import ssl
import sys
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, serve

from .. import i18n
from .commit import GroupCommit
from .front import OVER_ADDRESS, SERVER_FULL
from .host import Host
from .hostlog import worker_name
from .reasons import why
from .routing import owns

_SAYING = threading.Lock()
REFUSED = {OVER_ADDRESS: ("per_address", 429), SERVER_FULL: ("server_full", 503)}  # refused in words, as Gate would


@dataclass
class Settings:
    """What the front tells a worker (as JSON on its stdin)."""

    index: int
    workers: int
    url: str  # the front's address as this computer reaches it (wss:// with its pin, or ws://)
    port: int  # the front's port
    language: str = "en"
    password: str | None = None
    limits: dict[str, str | None] = field(default_factory=dict)
    keep_finished: float | None = None
    table_options: dict[str, str] = field(default_factory=dict)
    cert: str | None = None  # the TLS certificate and key files (None: plain ws://)
    key: str | None = None
    invite_address: str | None = None
    log_json: bool = False
    resume: bool = False  # reopen this worker's unfinished tables (serve --continue, or a restart)
    tables: list[tuple[str, list[str], dict[str, str]]] = field(default_factory=list)  # game, seats, options


def say(**message: Any) -> None:
    """One JSON line to the front, written whole (from any thread: a seats file's error is logged
    from the thread that writes it)."""
    line = json.dumps(message, ensure_ascii=False) + "\n"
    with _SAYING:
        sys.stdout.write(line)
        sys.stdout.flush()


class WorkerHost(Host):
    """A host serving the tables of worker `index` of `workers`, its connections handed over by
    the front through `channel` (see the module)."""

    def __init__(self, settings: Settings, channel: socket.socket, told: Any = None, **kwargs: Any):
        super().__init__(port=settings.port, **kwargs)
        self.settings = settings
        self.index, self.workers = settings.index, settings.workers
        self.commits = GroupCommit(self.directory, worker_name(self.index))
        self.channel = channel
        self._folder = tempfile.mkdtemp(prefix="nine-lives-worker-")
        self._context: ssl.SSLContext | None = None
        self._factory: Any = None
        self._handed_count = 0  # connections handed over so far: each one's number
        self.told = told  # what the front tells, a JSON line each (its stdin)
        self._unheard = b""  # ... the start of a line not yet whole

    def owns(self, code: str) -> bool:
        return owns(code, self.index, self.workers)

    @property
    def url(self) -> str:
        return self.settings.url

    async def _listen(self, **options: Any) -> Server:
        """Serve the connections the front hands over (and listen on a private Unix socket no one
        else knows, which websockets' server needs to be serving)."""
        self._context = options.pop("ssl", None)
        options.pop("ssl_handshake_timeout", None)
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        listener.bind(os.path.join(self._folder, "s"))
        server = await serve(self._handle, sock=listener, **options)
        # websockets makes its protocol factory inside serve() and hands it only to asyncio's
        # server: a handed-over socket becomes a connection of this server through it.
        self._factory = server.server._protocol_factory  # type: ignore[attr-defined]
        self.channel.setblocking(False)
        asyncio.get_running_loop().add_reader(self.channel.fileno(), self._handed)
        if self.told is not None:
            os.set_blocking(self.told.fileno(), False)
            asyncio.get_running_loop().add_reader(self.told.fileno(), self._hear)
        return server

    def _hear(self) -> None:
        """Read what the front tells (see the module): every whole line now."""
        try:
            data = os.read(self.told.fileno(), 65_536)
        except BlockingIOError:
            return
        except OSError:
            data = b""
        if not data:  # (the front is gone: its end of the channel says so too)
            asyncio.get_running_loop().remove_reader(self.told.fileno())
            return
        *lines, self._unheard = (self._unheard + data).split(b"\n")
        for line in lines:
            with contextlib.suppress(ValueError, KeyError, TypeError):
                told = json.loads(line)
                self.gate.windows[str(told["hold"])].hold(str(told["address"]), float(told["seconds"]))

    def _handed(self) -> None:
        """Take every connection the front has handed over; stop when the front is gone."""
        while True:
            try:
                flag, fds, _flags, _address = socket.recv_fds(self.channel, 1, 8)
            except BlockingIOError:
                return
            except OSError:
                flag, fds = b"", []
            if not flag:
                for fd in fds:
                    os.close(fd)
                asyncio.get_running_loop().remove_reader(self.channel.fileno())
                self.stop()  # the front is gone
                return
            for fd in fds:
                asyncio.get_running_loop().create_task(self._take(socket.socket(fileno=fd), flag, self._handed_count))
                self._handed_count += 1

    async def _take(self, sock: socket.socket, flag: bytes, number: int) -> None:
        """Make the `number`th handed-over socket a connection of this host's websockets server."""
        refused = REFUSED.get(flag)

        def made() -> Any:
            connection = self._factory()
            connection.front_refusal, connection.front_number = refused, number
            return connection

        sock.setblocking(False)
        try:
            await asyncio.get_running_loop().connect_accepted_socket(
                made, sock, ssl=self._context,
                ssl_handshake_timeout=self.gate.limits.handshake if self._context else None)
        except (OSError, ssl.SSLError, TimeoutError, EOFError):  # its TLS never came up: the front hears of it
            sock.close()
            say(closed=number)

    def _on_request(self, connection: Any, request: Any) -> Any:
        refused = getattr(connection, "front_refusal", None)
        if refused is None or self.metrics.answer(connection, request) is not None:
            return super()._on_request(connection, request)
        reason, status = refused
        said = why("per_address", most=self.gate.limits.per_address) if reason == "per_address" else why("server_full")
        return connection.respond(status, self.gate.refuse(reason, status, said).why.body())

    async def _shutdown(self) -> None:
        await super()._shutdown()
        with contextlib.suppress(OSError):
            os.unlink(os.path.join(self._folder, "s"))
            os.rmdir(self._folder)


def _reporting(base: type[Any]) -> type[Any]:
    """`base` (the gate's connection class), telling the front when each connection ends."""

    class Reported(base):  # type: ignore[misc, valid-type]
        def connection_lost(self, exc: Exception | None) -> None:
            super().connection_lost(exc)
            number = getattr(self, "front_number", None)
            if number is not None:
                say(closed=number)

    return Reported


def run(channel: socket.socket, settings: Settings, told: Any) -> int:
    """Serve as the front's worker until SIGTERM or the front is gone."""
    from ..engine.registry import get
    from ..net import limits as net_limits
    from ..net import tls
    from ..net.metrics import log_line
    from ..net.table import TableOptions

    i18n.set_language(settings.language)
    identity = tls.from_files(Path(settings.cert), Path(settings.key)) if settings.cert and settings.key else None
    host = WorkerHost(settings, channel, told, creation_password=settings.password,
                      log=lambda line: say(log=log_line(line, settings.log_json)),
                      keep_finished=settings.keep_finished, limits=net_limits.parse(settings.limits), tls=identity)
    host.gate.connection_class = _reporting(host.gate.connection_class)
    host.gate.spent = lambda kind, address: say(spent=kind, address=address)
    table_options = TableOptions.parse(settings.table_options)
    host.created_options = table_options
    reopened = host.reopen() if settings.resume else []
    for game_id, kinds, texts in settings.tables:
        host.add_table(game_id, kinds, get(game_id).parse_options(texts), table_options)

    def ready(h: Host) -> None:
        from ..cli.net import table_lines

        say(ready=[log_line(line, settings.log_json) for line in table_lines(h, settings.invite_address)],
            reopened=len(reopened))

    gc.collect()
    gc.freeze()  # (as one serve process does: its tables and rules live as long as it)

    async def main() -> None:
        loop = asyncio.get_running_loop()
        loop.add_signal_handler(signal.SIGTERM, host.stop)
        await host.serve_forever(ready)

    asyncio.run(main())
    return 0


def main(argv: list[str]) -> int:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # (the front stops its workers)
    channel = socket.socket(fileno=int(argv[0]))
    told = sys.stdin.buffer.raw  # (unbuffered: its first line read, what follows is the host's to read)
    raw = json.loads(told.readline())
    raw["tables"] = [(game, list(seats), dict(texts)) for game, seats, texts in raw.get("tables", [])]
    return run(channel, Settings(**raw), told)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
