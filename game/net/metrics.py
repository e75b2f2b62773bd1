"""What a server keeper sees of a running host: `GET /metrics`, `GET /health` and JSON log lines.

The contract:
- `Metrics(host)` keeps the host's figures in a Prometheus registry of its own (never the
  process's global one): actions applied and their latency (an action's arrival to its
  acknowledgement), bytes sent off the socket (websocket frames, compressed), and, read from
  the host when scraped, its tables, seats by link, connections open, and refusals by reason
  (limits.Gate). The host calls `acted` and wraps its connection class with `counting`.
- `answer(connection, request)` answers plain HTTP on the host's own port, before any
  websocket: `/metrics` (the Prometheus text format, made at most once a second however
  often it is asked) and `/health` (200, "ok"); anything else is None (a websocket handshake).
- `log_line(line, as_json)` is one line of `serve`'s log: the time and the line as today, or
  one JSON object with the same words and fields (`event`, `table`, `seat`, ...), one a line.
- The figures name no join code, token, name or card: tables are counted, never listed.
"""

from __future__ import annotations

import json
import re
import time
from collections import Counter
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from prometheus_client import CollectorRegistry, Histogram, generate_latest
from prometheus_client import Counter as PromCounter
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric

from ..engine.feed import SeatLink
from .loglines import LogLine

if TYPE_CHECKING:
    from .host import Host

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
SCRAPE_EVERY = 1.0  # seconds a scrape's text is kept: a flood of scrapes costs one a second
LATENCY_BUCKETS = (0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)


class Metrics:
    def __init__(self, host: Host, clock: Callable[[], float] = time.monotonic):
        self.host, self.clock = host, clock
        self.registry = CollectorRegistry(auto_describe=True)
        self.actions = PromCounter("ninelives_actions", "Actions from people applied or refused, by outcome",
                                   ["outcome"], registry=self.registry)
        for outcome in ("applied", "refused"):
            self.actions.labels(outcome)  # (shown at 0 from the start)
        self.latency = Histogram("ninelives_action_latency_seconds",
                                 "From an action's arrival to its acknowledgement (applied and on disk)",
                                 buckets=LATENCY_BUCKETS, registry=self.registry)
        self.sent = PromCounter("ninelives_sent_bytes", "Bytes sent to clients off the socket (compressed frames)",
                                registry=self.registry)
        self.registry.register(_HostFigures(host))
        self._text: tuple[float, bytes] | None = None

    def acted(self, arrived: float, applied: bool) -> None:
        """An action acknowledged now that arrived at `arrived` (the host's monotonic clock)."""
        self.actions.labels("applied" if applied else "refused").inc()
        self.latency.observe(max(0.0, self.clock() - arrived))

    def counting(self, base: type[Any]) -> type[Any]:
        """`base` (a websocket server connection class) counting the bytes it sends."""
        sent = self.sent

        class Counting(base):  # type: ignore[misc, valid-type]
            def connection_made(self, transport: Any) -> None:
                super().connection_made(transport)
                frames = self.protocol.data_to_send

                def counted() -> list[bytes]:
                    out = frames()
                    sent.inc(sum(len(data) for data in out))
                    return out

                self.protocol.data_to_send = counted

        return Counting

    def text(self) -> bytes:
        """The Prometheus text, made again at most once every `SCRAPE_EVERY` seconds."""
        now = self.clock()
        if self._text is None or now - self._text[0] >= SCRAPE_EVERY:
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


class _HostFigures:
    """The figures read from the host when it is scraped (on its event loop)."""

    def __init__(self, host: Host):
        self.host = host

    def describe(self) -> list[Metric]:
        return []

    def collect(self) -> Iterator[Metric]:
        host = self.host
        tables = GaugeMetricFamily("ninelives_tables", "Tables in memory, by state", labels=["state"])
        states = Counter("finished" if t.finished else "held" if t.held else "playing" for t in host.tables.values())
        for state in ("playing", "held", "finished"):
            tables.add_metric([state], states[state])
        yield tables
        seats = GaugeMetricFamily("ninelives_seats", "Seats of the tables in memory, by link", labels=["link"])
        links = Counter(place.link.value for t in host.tables.values() for place in t.places)
        for link in SeatLink:
            seats.add_metric([link.value], links[link.value])
        yield seats
        watchers = sum(c.seat < 0 for t in host.tables.values() for c in t.conns)
        yield GaugeMetricFamily("ninelives_watchers", "People watching a table", value=watchers)
        yield GaugeMetricFamily("ninelives_connections", "TCP connections open (handshakes included)",
                                value=host.gate.total)
        refusals = CounterMetricFamily("ninelives_refusals", "Connections and messages refused by the limits, "
                                       "by reason", labels=["reason"])
        for reason in REASONS:
            refusals.add_metric([reason], host.gate.refusals[reason])
        yield refusals


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
