"""What one address, one connection and one table may cost a server (`serve`'s limits).

The contract:
- `Limits` holds the numbers, each a `serve` option (`OPTIONS` names them, with their words).
- `Gate` is the host's one place for admission. It counts the TCP connections open from each
  address (from accept to close, so a half-finished handshake counts too: `connection_class` is
  given to websockets). An address may open one connection past its limit, which `admit` refuses with
  its reason; any more are closed at once, before their handshake: half-finished handshakes from one
  address never fill the server. `admit` answers the HTTP request of a websocket handshake with a
  `Refusal` (HTTP 429 or 503 and a reason's id and numbers, reasons.py) before any websocket is opened: too many
  connections from this address, the server full, or this address out of join attempts.
  `may_join` and `may_create` spend an address's join attempts (a minute's worth) and table
  openings (an hour's worth); `may_watch` caps a table's watchers. Every refusal is counted by
  its reason (`refusals`), for the server keeper's figures. An IPv6 address counts by its /64,
  the block one subscriber is given.
- A server of worker processes (`serve --workers`, front.py) keeps the join attempts and table
  openings for the whole server, as one process does: each worker's `Gate` tells the front of
  every one it allows (`spent`), the front counts them in `spending` windows of its own and, when
  an address has none left, tells every worker to `hold` it for the seconds until one is free
  (refused there as by its own count, in the same words). A worker never waits for the front
  before allowing: a hello costs no round trip, and what an address may overspend is what its
  connections bring in the moment the front's word takes to arrive.
- `Bucket` is a token bucket (a connection's whole-view resyncs); `Lifetime` says when a table
  leaves the host's memory: a finished one `keep_finished` seconds after its result was sent, an
  unfinished one `idle` seconds after its last connection went (its journal stays on disk and
  its code brings it back), never one held for its Start (a lobby).
- Memory: each connection costs the host about 130 KB while open (25 KB of Python objects,
  16 KB of them websockets' compression buffers; the rest zlib's compression contexts and the
  allocator's slack), and the C allocator keeps freed memory for itself. `Gate` hands it back
  to the system (glibc's `malloc_trim`) once `TRIM_AFTER` connections have closed, at most
  every `TRIM_EVERY` seconds: 300 watchers that came and went (RSS 37 -> 76 MB) left it at
  74 MB before, 62 MB now (54 after a trim once the last one left). `watchers` bounds what one
  table's watchers can cost.
- Nothing here reads a join code, a token or a name: a refusal says what was refused and when
  to try again, as a reason (an id and numbers) that the client puts into words.
"""

from __future__ import annotations

import ctypes
import functools
import ipaddress
import time
from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any

from ..i18n import N_, _
from .reasons import Why, why

Clock = Callable[[], float]


@dataclass(frozen=True, slots=True)
class Limits:
    """A server's limits (each a `serve` option; see `OPTIONS`)."""

    per_address: int = 16  # connections open at once from one address (a household behind one router)
    connections: int = 1000  # connections open at once, in all
    joins_per_minute: int = 30  # hello and look messages (join attempts) from one address a minute
    tables_per_hour: int = 20  # tables opened (create) from one address an hour
    handshake: float = 5.0  # seconds to finish the websocket handshake, then again to send the first message
    resync_every: float = 5.0  # seconds between one connection's resyncs, on average (3 at once)
    watchers: int = 20  # watchers at one table at once
    idle: float | None = 3600.0  # seconds a table with nobody connected stays in memory (None: for good)


# (option, Limits field, words for --help: marked, translated where shown); every number is checked by `parse`
OPTIONS: tuple[tuple[str, str, str], ...] = (
    ("--max-per-address", "per_address", N_("connections open at once from one address")),
    ("--max-connections", "connections", N_("connections open at once, in all")),
    ("--joins-per-minute", "joins_per_minute", N_("join attempts (hello or look) from one address a minute")),
    ("--tables-per-hour", "tables_per_hour", N_("tables one address may open an hour (with --creation-password)")),
    ("--handshake-seconds", "handshake",
     N_("seconds a connection has to finish its handshake, then its first message")),
    ("--resync-seconds", "resync_every", N_("seconds between one connection's resyncs, on average")),
    ("--max-watchers", "watchers", N_("watchers at one table at once")),
    ("--idle-minutes", "idle", N_("minutes a table nobody is connected to stays in memory (0: for good)")),
)
RESYNC_BURST = 3  # resyncs a connection may send at once
TRIM_AFTER = 50  # connections closed before the freed memory is handed back to the system
TRIM_EVERY = 10.0  # ... at most this often (seconds)


def parse(values: dict[str, str | None]) -> Limits:
    """`Limits` from the options given (Limits field -> text, None: the default); ValueError
    says which option is wrong and why."""
    defaults = Limits()
    out: dict[str, Any] = {}
    for option, name, _words in OPTIONS:
        text = values.get(name)
        if text is None:
            continue
        try:
            number = float(text)
        except ValueError:
            number = -1.0
        whole = name not in ("handshake", "resync_every", "idle")
        if not 0 <= number <= 10**6 or (whole and number != int(number)) or (name == "handshake" and number < 1):
            least, most = 1 if name == "handshake" else 0, 10**6  # (as they are typed: no digit grouping)
            if whole:
                raise ValueError(_("{option} must be a whole number from {least} to {most}").format(
                    option=option, least=least, most=most))
            raise ValueError(_("{option} must be a number from {least} to {most}").format(
                option=option, least=least, most=most))
        if name == "idle":
            out[name] = None if number == 0 else number * 60
        else:
            out[name] = int(number) if whole else number
    return Limits(**{f.name: out.get(f.name, getattr(defaults, f.name)) for f in fields(Limits)})


@dataclass(frozen=True, slots=True)
class Refusal:
    reason: str  # the counted reason (a metric's label)
    status: int  # the HTTP status of a refused handshake
    why: Why  # said to the client (its id and numbers, in the response's body)


def address_key(address: str) -> str:
    """The unit the limits count by: the address, or an IPv6 address's /64."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((int(ip), 64), strict=False))
    return str(ip)


class Window:
    """At most `count` events per address in any `seconds`: `take` spends one, or says how many
    seconds until one is free; `hold` says a key has none for some seconds (counted elsewhere)."""

    def __init__(self, count: int, seconds: float, clock: Clock):
        self.count, self.seconds, self.clock = count, seconds, clock
        self.times: dict[str, deque[float]] = {}
        self.held: dict[str, float] = {}  # key -> until when it has none, whatever it spent here
        self._pruned = clock()

    def wait(self, key: str) -> float:
        """Seconds until `key` may take one (0: now)."""
        now = self.clock()
        times = self.times.get(key)
        while times and times[0] <= now - self.seconds:
            times.popleft()
        held = max(0.0, self.held.get(key, now) - now)
        if times is None or len(times) < self.count:
            return held
        return max(held, times[0] + self.seconds - now)

    def hold(self, key: str, seconds: float) -> None:
        """`key` has none to take for `seconds` from now."""
        self._prune()
        self.held[key] = max(self.held.get(key, 0.0), self.clock() + seconds)

    def take(self, key: str) -> float:
        """Spend one for `key`; 0, or the seconds to wait when none is left (nothing spent)."""
        self._prune()
        wait = self.wait(key)
        if wait == 0.0:
            self.times.setdefault(key, deque()).append(self.clock())
        return wait

    def _prune(self) -> None:
        """Forget the addresses whose window has passed (at most once a window): an address
        that came once is not kept for ever."""
        now = self.clock()
        if now - self._pruned < self.seconds:
            return
        self._pruned = now
        for key in [k for k, times in self.times.items() if not times or times[-1] <= now - self.seconds]:
            del self.times[key]
        for key in [k for k, until in self.held.items() if until <= now]:
            del self.held[key]


def spending(limits: Limits, clock: Clock) -> dict[str, Window]:
    """What an address spends, by kind: its join attempts a minute and its table openings an hour."""
    return {"joins": Window(limits.joins_per_minute, 60.0, clock),
            "creations": Window(limits.tables_per_hour, 3600.0, clock)}


class Bucket:
    """A token bucket: one every `every` seconds on average, `burst` at once."""

    def __init__(self, every: float, burst: int, clock: Clock = time.monotonic):
        self.every, self.burst, self.clock = every, burst, clock
        self.left = float(burst)
        self.checked = clock()

    def take(self) -> bool:
        now = self.clock()
        if self.every > 0:
            self.left = min(float(self.burst), self.left + (now - self.checked) / self.every)
        else:
            self.left = float(self.burst)
        self.checked = now
        if self.left < 1:
            return False
        self.left -= 1
        return True


class Gate:
    """Admission of connections and the attempts they make, by address (see the module)."""

    def __init__(self, limits: Limits | None = None, clock: Clock = time.monotonic):
        from .inbox import Inbound  # (the limits' numbers are read without websockets)

        self.limits = limits or Limits()
        self.clock = clock
        self.open: Counter[str] = Counter()  # TCP connections open, by address
        self.total = 0
        self.refusals: Counter[str] = Counter()
        self.windows = spending(self.limits, clock)
        self.joins, self.creations = self.windows["joins"], self.windows["creations"]
        self.spent: Callable[[str, str], None] | None = None  # (kind, address): a worker tells its front
        self.connection_class = _counted(self, Inbound)
        self._closed_since_trim = 0
        self._trimmed = clock()
        self.trims = 0

    def opened(self, address: str) -> None:
        self.open[address] += 1
        self.total += 1

    def closed(self, address: str) -> None:
        self.total -= 1
        self.open[address] -= 1
        if self.open[address] <= 0:
            del self.open[address]
        self._closed_since_trim += 1
        if self._closed_since_trim >= TRIM_AFTER and self.clock() - self._trimmed >= TRIM_EVERY:
            self._closed_since_trim, self._trimmed = 0, self.clock()
            self.trims += give_back_memory()

    def refuse(self, reason: str, status: int, said: Why) -> Refusal:
        self.refusals[reason] += 1
        return Refusal(reason, status, said)

    def admit(self, address: str) -> Refusal | None:
        """Whether a websocket may open from `address` (whose connection is counted already)."""
        limits = self.limits
        if self.total > limits.connections:
            return self.refuse("server_full", 503, why("server_full"))
        if self.open[address] > limits.per_address:
            return self.refuse("per_address", 429, why("per_address", most=limits.per_address))
        wait = self.joins.wait(address)
        if wait:
            return self.refuse("join_rate", 429, join_why(limits.joins_per_minute, wait))
        return None

    def may_join(self, address: str) -> Why | None:
        """Spend one of `address`'s join attempts: None, or why not."""
        wait = self._take("joins", address)
        if not wait:
            return None
        self.refusals["join_rate"] += 1
        return join_why(self.limits.joins_per_minute, wait)

    def may_create(self, address: str) -> Why | None:
        """Spend one of `address`'s table openings: None, or why not."""
        wait = self._take("creations", address)
        if not wait:
            return None
        self.refusals["create_rate"] += 1
        return why("create_rate", most=self.limits.tables_per_hour, minutes=max(1, round(wait / 60)))

    def _take(self, kind: str, address: str) -> float:
        wait = self.windows[kind].take(address)
        if not wait and self.spent is not None:
            self.spent(kind, address)
        return wait

    def may_watch(self, watchers: int) -> Why | None:
        """Whether one more may watch a table that has `watchers`: None, or why not."""
        if watchers < self.limits.watchers:
            return None
        self.refusals["watchers"] += 1
        return why("watchers_full", most=self.limits.watchers)

    def resyncs(self) -> Bucket:
        """A new connection's allowance of resyncs."""
        return Bucket(self.limits.resync_every, RESYNC_BURST, self.clock)

    def too_many_resyncs(self) -> Why:
        self.refusals["resync"] += 1
        return why("too_many_resyncs", seconds=self.limits.resync_every)

    def timed_out(self, reason: str) -> None:
        """A connection closed for saying nothing in time (`handshake` or `first_message`)."""
        self.refusals[reason] += 1


def give_back_memory() -> int:
    """Hand the memory the C allocator keeps after frees back to the system (glibc only);
    1 when it could, else 0."""
    trim = _malloc_trim()
    if trim is None:
        return 0
    trim(0)
    return 1


@functools.cache
def _malloc_trim() -> Any:
    try:  # the C library this process runs on: glibc has malloc_trim, others (musl, macOS) do not
        return getattr(ctypes.CDLL(None), "malloc_trim", None)
    except (OSError, TypeError):  # (Windows: no such library to open)
        return None


def join_why(per_minute: int, wait: float) -> Why:
    """Out of join attempts for `wait` seconds more (a whole second at least)."""
    return why("join_rate", most=per_minute, seconds=max(1, int(wait + 0.999)))


def _counted(gate: Gate, base: type[Any]) -> type[Any]:
    """A websocket connection class that counts itself open in `gate` from accept to close, and
    counts a handshake that never finished."""

    class Counted(base):  # type: ignore[misc, valid-type]
        def connection_made(self, transport: Any) -> None:
            peer = transport.get_extra_info("peername")
            self.peer = address_key(str(peer[0])) if peer else ""
            gate.opened(self.peer)
            super().connection_made(transport)
            self.dropped = gate.open[self.peer] > gate.limits.per_address + 1
            if self.dropped:  # (one past the limit is let finish its handshake, to be told so in words)
                gate.refusals["per_address"] += 1
                transport.abort()

        def connection_lost(self, exc: Exception | None) -> None:
            gate.closed(self.peer)
            if self.request is None and not self.dropped:  # it never sent its whole handshake in time
                gate.timed_out("handshake")
            super().connection_lost(exc)

    return Counted


class Lifetime:
    """When one table leaves the host's memory (see the module): `end` gives the time, or None."""

    def __init__(self, keep_finished: float | None, idle: float | None, clock: Clock = time.monotonic):
        self.keep_finished, self.idle, self.clock = keep_finished, idle, clock
        self.finished_at: float | None = None
        self.alone_since: float | None = None

    def end(self, finished: bool, connected: bool) -> float | None:
        now = self.clock()
        if finished:
            if self.keep_finished is None:
                return None
            self.finished_at = self.finished_at or now
            return self.finished_at + self.keep_finished
        if connected or self.idle is None:
            self.alone_since = None
            return None
        self.alone_since = self.alone_since or now
        return self.alone_since + self.idle
