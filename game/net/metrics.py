"""What a server keeper sees of a running host: `GET /metrics`, `GET /health` and JSON log lines.

The contract:
- `Metrics(host)` keeps the host's figures as Prometheus metrics: actions applied and their
  latency (an action's arrival to its acknowledgement), bytes sent off the socket (websocket
  frames, compressed), and the live figures: tables by state, seats by link, watchers,
  connections open, and refusals by reason (counted by limits.Gate). The host calls `acted` and
  wraps its connection class with `counting`; the live figures, and the bytes and refusals
  counted since, are set from the host (`refresh`) before a scrape's text is made and, on a
  shared server, once a second from the host's loop (`keep_fresh`): never per action or frame
  (a worker killed loses at most its last second's bytes and refusals).
- `answer(connection, request)` answers plain HTTP on the host's own port, before any
  websocket: `/metrics` (the Prometheus text format, made at most once a second however
  often it is asked) and `/health` (200, "ok"); anything else is None (a websocket handshake).
- One process (`serve`, the app's own host): the figures are the host's, in a registry of its
  own (never the process's global one).
- A server of worker processes (`serve --workers N`, one `Host` a process) shows the whole
  server whichever worker answers a scrape, by prometheus-client's multiprocess mode:
  - the front calls `shared_directory()` once, before it starts any worker: the data folder's
    `metrics` directory (or the one given) is made or emptied of an earlier run's files, and
    `PROMETHEUS_MULTIPROC_DIR` names it in the front's environment, which every worker inherits
    (forked or started afresh). A `Host` made with it set writes its figures to files there,
    one set per process id, and a scrape sums every process's files (so the front makes no
    `Host` of its own after it);
  - the front's supervisor calls `worker_died(pid)` for each worker that exits (killed or
    stopped), before or after restarting it: that worker's live figures leave the sum, its
    actions, latency, bytes and refusals stay in it (counters never go back).
  A file another process has only just made (empty, or its first figure half-written) is left
  out of the sum until it reads whole: a process starting or scraping never fails on it.
  The names, labels and types are one process's (the multiprocess mode gives a counter no
  `_created` sample; one process's counters, the refusals now among them, have one).
- `log_line(line, as_json)` is one line of `serve`'s log: the time and the line as today, or
  one JSON object with the same words and fields (`event`, `table`, `seat`, ...), one a line.
- The figures name no join code, token, name or card: tables are counted, never listed (the
  shared files hold the same figures: names, labels and numbers).
"""

from __future__ import annotations

import asyncio
import functools
import json
import os
import re
import struct
import time
from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from prometheus_client import CollectorRegistry, Gauge, Histogram, generate_latest, values
from prometheus_client import Counter as PromCounter
from prometheus_client.mmap_dict import MmapedDict
from prometheus_client.multiprocess import MultiProcessCollector, mark_process_dead

from .. import storage
from ..engine.feed import SeatLink
from .loglines import LogLine

if TYPE_CHECKING:
    from .host import Host

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
SCRAPE_EVERY = 1.0  # seconds a scrape's text is kept: a flood of scrapes costs one a second
LATENCY_BUCKETS = (0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)
SHARED_ENV = "PROMETHEUS_MULTIPROC_DIR"  # (prometheus-client's own name: its multiprocess mode reads it)


class Metrics:
    def __init__(self, host: Host, clock: Callable[[], float] = time.monotonic):
        self.host, self.clock = host, clock
        self.shared = _shared_values()
        self.registry = CollectorRegistry(auto_describe=True)  # what a scrape reads
        if self.shared:
            WholeFilesCollector(self.registry, self.shared)  # every process's files, summed
        own = None if self.shared else self.registry  # (shared: the figures go to this process's files)
        actions = PromCounter("ninelives_actions", "Actions from people applied or refused, by outcome",
                              ["outcome"], registry=own)
        self._applied, self._refused = (actions.labels(outcome) for outcome in ("applied", "refused"))
        self.latency = Histogram("ninelives_action_latency_seconds",
                                 "From an action's arrival to its acknowledgement (applied and on disk)",
                                 buckets=LATENCY_BUCKETS, registry=own)
        self.sent = PromCounter("ninelives_sent_bytes", "Bytes sent to clients off the socket (compressed frames)",
                                registry=own)
        live = functools.partial(Gauge, registry=own, multiprocess_mode="livesum")  # (a dead worker's leave)
        tables = live("ninelives_tables", "Tables in memory, by state", ["state"])
        self._tables = {state: tables.labels(state) for state in STATES}
        seats = live("ninelives_seats", "Seats of the tables in memory, by link", ["link"])
        self._seats = {link.value: seats.labels(link.value) for link in SeatLink}
        self._watchers = live("ninelives_watchers", "People watching a table")
        self._connections = live("ninelives_connections", "TCP connections open (handshakes included)")
        refusals = PromCounter("ninelives_refusals", "Connections and messages refused by the limits, by reason",
                               ["reason"], registry=own)
        self._refusals = {reason: refusals.labels(reason) for reason in REASONS}
        self._refusals_counted: Counter[str] = Counter()  # the Gate's counts already added
        self.bytes_sent = 0  # (since the connections were counted)
        self._bytes_counted = 0  # ... already added to `sent`
        self._text: tuple[float, bytes] | None = None

    def acted(self, arrived: float, applied: bool) -> None:
        """An action acknowledged now that arrived at `arrived` (the host's monotonic clock)."""
        (self._applied if applied else self._refused).inc()
        self.latency.observe(max(0.0, self.clock() - arrived))

    def counting(self, base: type[Any]) -> type[Any]:
        """`base` (a websocket server connection class) counting the bytes it sends (added to
        `sent` by `refresh`: a frame costs an addition)."""
        figures = self

        class Counting(base):  # type: ignore[misc, valid-type]
            def connection_made(self, transport: Any) -> None:
                super().connection_made(transport)
                frames = self.protocol.data_to_send

                def counted() -> list[bytes]:
                    out = frames()
                    figures.bytes_sent += sum(len(data) for data in out)
                    return out

                self.protocol.data_to_send = counted

        return Counting

    def refresh(self) -> None:
        """Set the live figures from the host as it is now (on its event loop)."""
        tables = self.host.tables.values()
        states = Counter("finished" if t.finished else "held" if t.held else "playing" for t in tables)
        for state, gauge in self._tables.items():
            gauge.set(states[state])
        links = Counter(place.link.value for t in tables for place in t.places)
        for link, gauge in self._seats.items():
            gauge.set(links[link])
        self._watchers.set(sum(c.seat < 0 for t in tables for c in t.conns))
        gate = self.host.gate
        self._connections.set(gate.total)
        self.sent.inc(self.bytes_sent - self._bytes_counted)
        self._bytes_counted = self.bytes_sent
        for reason, counter in self._refusals.items():
            more = gate.refusals[reason] - self._refusals_counted[reason]
            if more > 0:
                counter.inc(more)
                self._refusals_counted[reason] += more

    async def keep_fresh(self) -> None:
        """On a shared server, `refresh` once every `SCRAPE_EVERY` seconds until cancelled (a
        scrape answered by another worker reads this one's figures from its files); one process
        refreshes only when it makes a scrape's text."""
        while self.shared:
            self.refresh()
            await asyncio.sleep(SCRAPE_EVERY)

    def text(self) -> bytes:
        """The Prometheus text, made again at most once every `SCRAPE_EVERY` seconds."""
        now = self.clock()
        if self._text is None or now - self._text[0] >= SCRAPE_EVERY:
            self.refresh()
            self._text = (now, generate_latest(self.registry))
        return self._text[1]

    def answer(self, connection: Any, request: Any) -> Any:
        """The HTTP answer to `/metrics` or `/health`, else None."""
        path = request.path.split("?", 1)[0]
        if path == "/health":
            return connection.respond(200, "ok\n")
        if path != "/metrics":
            return None
        response = connection.respond(200, self.text().decode())
        del response.headers["Content-Type"]  # (websockets' Headers add a value on assignment)
        response.headers["Content-Type"] = CONTENT_TYPE
        return response


class WholeFilesCollector(MultiProcessCollector):
    """Every process's figures' files summed, as prometheus-client's collector does, leaving out a
    file that does not read whole: one another process has just made is empty until it is sized
    (its reader failed on it with struct.error), and its figures are all still nothing."""

    def collect(self) -> Any:
        return self.merge([str(name) for name in sorted(Path(self._path).glob("*.db")) if _reads_whole(name)])


def _reads_whole(name: Path) -> bool:
    """Whether the figures' file `name` reads to its end now (a file removed since: no)."""
    try:
        for _figure in MmapedDict.read_all_values_from_file(str(name)):
            pass
    except (OSError, struct.error, RuntimeError, ValueError):
        return False
    return True


def shared_directory(path: Path | None = None) -> Path:
    """For the front of a server of workers, once, before it starts any: `path` (default: `metrics`
    in the data folder) made, an earlier run's figures removed from it, and named in `SHARED_ENV`
    for every worker it starts."""
    path = path or storage.paths().data_dir / "metrics"
    path.mkdir(parents=True, exist_ok=True)
    for old in path.glob("*.db"):
        old.unlink(missing_ok=True)
    os.environ[SHARED_ENV] = str(path)
    return path


def worker_died(pid: int, directory: Path | None = None) -> None:
    """For the front's supervisor, when worker `pid` has exited (killed or stopped): its live
    figures leave the sum (its counts stay). `directory`: the shared one (default: `SHARED_ENV`)."""
    mark_process_dead(pid, str(directory or os.environ[SHARED_ENV]))


def _shared_values() -> str | None:
    """The shared directory this process writes its figures to (None: one process), with
    prometheus-client's values kept to match: it chooses them once, when imported, and a
    worker forked from a front that imported it before `shared_directory` has the other kind."""
    shared = os.environ.get(SHARED_ENV) or None
    if shared:
        Path(shared).mkdir(parents=True, exist_ok=True)
    if values.ValueClass._multiprocess != bool(shared):
        values.ValueClass = values.get_value_class()
    return shared


STATES = ("playing", "held", "finished")
REASONS = ("per_address", "server_full", "join_rate", "create_rate", "watchers", "resync", "handshake",
           "first_message")

# serve's own log lines (game/cli/net.py), as events with fields (the rest of a line is its `message`);
# the host's lines are `LogLine`s, which carry their event and fields
EVENTS: tuple[tuple[str, re.Pattern[str]], ...] = tuple((name, re.compile(pattern, re.S)) for name, pattern in (
    ("listening", r"^listening on (?P<url>\S+)$"),
    ("join_code", r"^join code (?P<table>\S+): (?P<game>.*), free seats (?P<free>.*)$"),
    ("invite", r"^invite (?P<invite>ninelives://\S+)$"),
    ("certificate", r"^certificate fingerprint sha256 (?P<fingerprint>[0-9a-f]{64})$"),
    ("no_tls", r"^no TLS \(--no-tls\): .*$"),
    ("stopped", r"^stopped; .*$"),
))


def log_fields(line: str) -> dict[str, Any]:
    """The event and fields of one of serve's log lines (`message`: the line itself): a host's
    `LogLine` says them (in any language); another line is read by its English words."""
    if isinstance(line, LogLine):
        return {"event": line.event, **line.fields, "message": str(line)}
    fields: dict[str, Any] = {"event": "message"}
    for name, pattern in EVENTS:
        found = pattern.match(line)
        if found:
            fields = {"event": name, **found.groupdict()}
            break
    return {**fields, "message": line}


def log_line(line: str, as_json: bool, now: datetime | None = None) -> str:
    """One line of serve's log: "HH:MM:SS line", or a JSON object (with `time` in UTC)."""
    now = now or datetime.now(UTC)
    if not as_json:
        return f"{now.astimezone().strftime('%H:%M:%S')} {line}"
    return json.dumps({"time": now.isoformat(timespec="milliseconds"), **log_fields(line)}, ensure_ascii=False)
