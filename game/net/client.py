"""The network client: a seat's `Feed` of a game hosted elsewhere.

The contract:
- `NetClient` runs websockets in a thread of its own with its own event loop; the screen
  reads its fields at any time (under its lock) and never waits on the network.
- It shows only what the host confirmed: events, view, pending decision, legal actions and
  result change only when an update arrives. `act` sends an action and returns; the action
  shows once the host has applied it (no optimistic moves).
- The host numbers the seat's events; a gap means the client asks for what it lacks, an
  overlap is dropped, a fresh view starts the events over. So it cannot drift.
- When the connection drops it reconnects by itself with a growing back-off (and some
  jitter), sending the number of events it holds and its seat's token; it gives up after
  `give_up` seconds, or at once when the host refuses it (`problem` says why: a `reasons.Why`,
  put into words in this screen's language when shown; the host sends only its id).
- Over TLS it checks the host's certificate against the fingerprint its address carries before
  sending anything (game.net.tls); a different one is refused for good. An address with no
  fingerprint takes the first certificate it is shown (`first_use` says which) and holds
  every reconnection to it.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import ssl
import threading
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import replace
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidMessage, InvalidStatus, InvalidURI, WebSocketException

from ..ai.levels import LEVELS
from ..engine.actions import Action
from ..engine.events import Event, event_from_json
from ..engine.feed import Link, SeatLink, SeatState
from ..engine.pending import Pending
from ..engine.registry import get
from ..engine.ruleset import GameConfig, Result, Ruleset
from ..names import clean_name, default_name, shown_name
from . import protocol, reasons, tls
from .codec import Codec, codec_for
from .reasons import Why, why

BACKOFF = (0.1, 5.0)  # first and longest wait between reconnection attempts, seconds
UNCONFIRMED = why("unconfirmed")
CLOSED = why("closed")  # the problem of a client closed here


class _Counted(ClientConnection):
    """A client connection that counts the bytes it receives off the socket: compressed
    messages, or over TLS the encrypted records that carry them."""

    wire_bytes = 0
    _records = False  # counting TLS records

    def connection_made(self, transport: Any) -> None:
        super().connection_made(transport)
        layer = getattr(transport, "_ssl_protocol", None)  # asyncio's TLS layer (private: figures only)
        reading = getattr(layer, "buffer_updated", None)
        if reading is not None:
            def counted(size: int) -> None:
                self.wire_bytes += size
                reading(size)

            layer.buffer_updated = counted
            self._records = True

    def data_received(self, data: bytes) -> None:
        if not self._records:
            self.wire_bytes += len(data)
        super().data_received(data)


def cpu_level(seat: dict[str, Any]) -> str:
    """A seat's CPU level as the host said it, or "" (none said, or not a level this app has)."""
    level = seat.get("level")
    return level if isinstance(level, str) and level in LEVELS else ""


class NetClient:
    """One seat (or a watcher) at a table on a host, as a `Feed`."""

    def __init__(self, url: str, code: str, seat: int | None = None, name: str | None = None,
                 token: str | None = None, watch: bool = False, history: bool = False,
                 events: list[Event] | None = None, give_up: float = 120.0):
        self.url, self.code = url, code
        self.seat: int = -2 if watch else (seat if seat is not None else -1)
        self.name, self.token, self.watch, self.history = name, token, watch, history
        self.give_up = give_up
        self.ruleset: Ruleset | None = None
        self.config: GameConfig | None = None
        self.table: dict[str, Any] = {}
        self.events: list[Event] = list(events or [])
        self.first = 0
        self.version = 0
        self.link = Link.CONNECTING
        self.problem: Why | None = None
        self.first_use: str | None = None  # the fingerprint taken on trust (an address with none)
        self.received_bytes = 0  # message bytes, after decompression
        self.wire_bytes = 0  # bytes off the socket, compressed, over every connection
        self.acks: dict[int, Why | None] = {}  # action id -> None when applied, else why not
        self.held = False  # the host has not started the game yet
        self.watchers = 0
        self.reactions: list[tuple[int, str]] = []  # (seat, reaction id) as the host relayed them
        self.reaction_refused: Why | None = None  # why the host refused this seat's last reaction
        self.timeouts: list[str] = []  # decisions ("turn", "choice", "commit") a CPU made when time ran out
        self.stand_ins: list[tuple[int, int, int]] = []  # moves a CPU made for a person: (seat, first event, end)
        self._stand_in_starts: set[int] = set()
        self._unacked: set[int] = set()
        self.resyncs = 0  # times the host filled a gap or sent a fresh view
        self._view_json: dict[str, Any] | None = None
        self._pending_json: Any = None
        # What the seat was shown at each update, in order: (events held, view, pending decision),
        # as the host sent them (JSON). A screen keeps it as the history of what it saw.
        self.moments: list[tuple[int, dict[str, Any] | None, Any]] = []
        self._view: Any = None
        self._pending: Pending | None = None
        self._legal: list[Action] = []
        self._deadline: float | None = None
        self._seats: tuple[SeatState, ...] = ()
        self._result: Result | None = None
        self._codec: Codec | None = None
        self._next_id = 0
        self._lock = threading.Condition()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._ws: ClientConnection | None = None
        self._stop = False
        self._thread = threading.Thread(target=self._run, name="nine-lives-client", daemon=True)

    # ---- the feed --------------------------------------------------------------------------------
    @property
    def count(self) -> int:
        """The events this seat has been sent (the next event's number)."""
        return self.first + len(self.events)

    @property
    def pending(self) -> Pending | None:
        return self._pending

    def view(self) -> Any:
        return self._view

    def legal_actions(self) -> list[Action]:
        return list(self._legal)

    def result(self) -> Result | None:
        return self._result

    def seconds_left(self) -> float | None:
        deadline = self._deadline
        return None if deadline is None else max(0.0, deadline - time.monotonic())

    @property
    def seats(self) -> tuple[SeatState, ...]:
        """Each seat as the host said, a default name ("Player 2") in this reader's language."""
        return tuple(replace(seat, name=shown_name(seat.name)) for seat in self._seats)

    @property
    def host_name(self) -> str:
        """The person hosting, as the host said ("" when it did not)."""
        return clean_name(self.table.get("host"))

    def act(self, action: Action) -> int:
        """Send `action` for the decision on screen; returns its id (its ack lands in `acks`)."""
        with self._lock:
            self._next_id += 1
            number = self._next_id
            self._unacked.add(number)
            text = protocol.write("act", id=number, at=self.count, action=action.to_json())
        self._send(text)
        return number

    def react(self, reaction: str) -> None:
        """Send a quick reaction (an id in `game.net.reactions.REACTIONS`); it shows once relayed."""
        self._send(protocol.write("react", id=reaction))

    def leave(self) -> None:
        """Leave the table on purpose: a CPU takes the seat at once."""
        self._send(protocol.write("leave"))

    # ---- running -----------------------------------------------------------------------------------
    def start(self) -> NetClient:
        self._thread.start()
        return self

    def close(self, timeout: float = 3.0) -> None:
        """Disconnect (as a dropped connection: the seat is held) and stop the thread."""
        self._stop = True
        self._set(link=Link.GONE, problem=self.problem or CLOSED)
        loop = self._loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(self._drop)
        self._thread.join(timeout)

    def kill(self) -> None:
        """Drop the connection abruptly, as a crash would (it reconnects by itself)."""
        loop = self._loop
        if loop is not None:
            loop.call_soon_threadsafe(self._abort)

    def _abort(self) -> None:
        if self._ws is not None:
            self._ws.transport.abort()

    def _drop(self) -> None:
        if self._ws is not None:
            self._ws.transport.abort()
        else:
            for task in asyncio.all_tasks(self._loop):
                task.cancel()

    def at_once(self) -> AbstractContextManager[Any]:
        """Hold the client still for a `with` block: what is read of it inside is of one moment
        (no message is taken in meanwhile)."""
        return self._lock

    def wait(self, until: Callable[[NetClient], bool], timeout: float) -> bool:
        """Wait (at most `timeout` seconds) until `until(self)` holds; whether it does."""
        end = time.monotonic() + timeout
        with self._lock:
            while not until(self):
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._lock.wait(min(left, 0.5))
            return True

    def _send(self, text: str) -> None:
        loop, ws = self._loop, self._ws
        if loop is None or ws is None:
            return
        with contextlib.suppress(RuntimeError):
            asyncio.run_coroutine_threadsafe(self._send_now(ws, text), loop)

    @staticmethod
    async def _send_now(ws: ClientConnection, text: str) -> None:
        with contextlib.suppress(ConnectionClosed):
            await ws.send(text)

    def _run(self) -> None:
        with contextlib.suppress(asyncio.CancelledError):
            asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        wait, lost_at = 0.0, None  # the first retry at once: most drops are one-off
        ever = False  # connected at least once
        while not self._stop:
            try:
                url, options = tls.connect_options(self.url, _Counted, self.code)
                async with connect(url, max_size=protocol.HOST_LIMIT, compression="deflate",
                                   open_timeout=5, ping_interval=10, ping_timeout=20, **options) as ws:
                    self._ws = ws
                    ever = True
                    self._hold_certificate(ws)
                    counted = 0
                    await ws.send(self._hello())
                    async for raw in ws:
                        self.wire_bytes += ws.wire_bytes - counted
                        counted = ws.wire_bytes
                        self._receive(raw)
                        wait, lost_at = 0.0, None
            except tls.WrongServer:
                self._set_gone(tls.NOT_THE_SERVER)
            except (OSError, TimeoutError, WebSocketException, ValueError) as exc:
                if isinstance(exc, InvalidURI | ValueError):
                    self._set_gone(why("not_an_address", address=self.url[:reasons.TEXT_MAX]))
                elif not ever and (turned := refused_words(self.url, exc)):
                    self._set_gone(turned)
                refused = _refusal(exc)  # (the host's limits: it may take us later)
            else:
                refused = None
            finally:
                self._ws = None
            if self.link == Link.GONE or self._stop:
                break
            lost_at = lost_at or time.monotonic()
            if time.monotonic() - lost_at > self.give_up:
                self._set_gone(refused or reasons.UNREACHABLE)
                break
            self._set(link=Link.RECONNECTING)
            await asyncio.sleep(wait * random.uniform(0.8, 1.2))
            wait = min(BACKOFF[1], max(BACKOFF[0], wait * 2))

    def _hold_certificate(self, ws: ClientConnection) -> None:
        """An address with no fingerprint: the certificate shown now is the one every
        reconnection must show (trust on first use)."""
        seen = getattr(ws, "fingerprint", None)
        if seen and tls.split_pin(self.url)[1] is None:
            self._set(url=tls.with_pin(self.url, seen), first_use=seen)

    def _hello(self) -> str:
        fields: dict[str, Any] = {"code": self.code}
        if self.watch:
            fields["watch"] = True
        if self.token:  # (a watcher's: the seat it is the shared view of, so the host counts no one else watching)
            fields["token"] = self.token
        elif self.seat >= 0:
            fields["seat"] = self.seat
        if self.name:
            fields["name"] = self.name[: protocol.NAME_MAX]
        if self.token or self.watch or self.events or self.history:
            fields["last"] = self.count
        if self.history:
            fields["history"] = True
        return protocol.write("hello", **fields)

    def _set(self, **fields: Any) -> None:
        with self._lock:
            for name, value in fields.items():
                setattr(self, name, value)
            self.version += 1
            self._lock.notify_all()

    def _set_gone(self, reason: Why) -> None:
        self._set(link=Link.GONE, problem=reason)

    # ---- messages from the host -------------------------------------------------------------------
    def _receive(self, raw: str | bytes) -> None:
        try:
            message = protocol.read(raw, protocol.FROM_HOST, protocol.HOST_LIMIT)
            with self._lock:
                self.received_bytes += len(raw)
                RECEIVERS[message["type"]](self, message)
                self.version += 1
                self._lock.notify_all()
        except (protocol.BadMessage, ValueError, TypeError, KeyError):
            self._set(problem=why("unreadable"))

    def _on_welcome(self, message: dict[str, Any]) -> None:
        table = message["table"]
        self.ruleset = get(str(table["game"]))
        self.config = self.ruleset.configure(int(table["players"]), dict(table["options"]))
        self._codec = codec_for(self.ruleset)
        self.table, self.seat = table, message["seat"]
        if message.get("token"):
            self.token = message["token"]
        self.link = Link.CONNECTED
        self.problem = None
        for number in self._unacked:  # sent before the connection dropped, never confirmed:
            self.acks[number] = UNCONFIRMED  # lost (had the host applied it, the events now say so)
        self._unacked.clear()

    def _on_update(self, message: dict[str, Any]) -> None:
        codec, ruleset = self._codec, self.ruleset
        assert codec is not None and ruleset is not None
        if message.get("fresh"):
            self.first, self.events = message["from"], []
            self.resyncs += 1
        if "events" in message:
            start = message["from"]
            if start > self.count:  # a gap: ask for what is missing
                self._send(protocol.write("resync", last=self.count))
                return
            if start < self.count:
                self.resyncs += 1
            for seat, first, end in message.get("stand_ins", ()):  # (before the events they mark)
                if first not in self._stand_in_starts:
                    self._stand_in_starts.add(first)
                    self.stand_ins.append((seat, first, end))
            types = ruleset.event_types
            fresh = message["events"][self.count - start:]
            self.events += [event_from_json(e, types) for e in fresh]
        if "view" in message:
            self._view_json = message["view"]
        elif "changes" in message and self._view_json is not None:
            self._view_json = {**self._view_json, **message["changes"]}
        if "view" in message or "changes" in message:
            self._view = codec.decode(self._view_json)
        if "pending" in message:
            self._pending_json = message["pending"]
            self._pending = codec.decode(message["pending"])
        if "legal" in message:
            self._legal = [Action.from_json(a) for a in message["legal"]]
        if "deadline_ms" in message:
            left = message["deadline_ms"]
            self._deadline = None if left is None else time.monotonic() + left / 1000
        if message.get("result") is not None:
            self._result = Result(tuple(message["result"]))
        self.moments.append((self.count, self._view_json, self._pending_json))

    def _on_seats(self, message: dict[str, Any]) -> None:
        now = time.monotonic()
        self._seats = tuple(SeatState(clean_name(s.get("name"), default=default_name(True, n)), SeatLink(s["link"]),
                                      now + s["ms_left"] / 1000 if "ms_left" in s else None, cpu_level(s))
                            for n, s in enumerate(message["seats"]))  # (names cleaned as the host cleans them)
        self.held = bool(message.get("held", False))
        self.watchers = message.get("watchers", 0)  # people watching (said while the game waits)

    def _on_ack(self, message: dict[str, Any]) -> None:
        self.acks[message["id"]] = None if message["ok"] else reasons.from_wire(message.get("why"),
                                                                                 message.get("params"))
        self._unacked.discard(message["id"])

    def _on_error(self, message: dict[str, Any]) -> None:
        refused = reasons.from_wire(message["why"], message.get("params"))
        if message.get("about") == "react":  # too many reactions: the game goes on
            self.reaction_refused = refused
            return
        self.problem = refused
        if self.link != Link.CONNECTED:  # refused at hello: a wrong code, seat or token
            self.link = Link.GONE

    def _on_ping(self, message: dict[str, Any]) -> None:
        self._send(protocol.write("pong", t=message["t"]))

    def _on_pong(self, message: dict[str, Any]) -> None:
        pass

    def _on_reaction(self, message: dict[str, Any]) -> None:
        self.reactions.append((message["seat"], message["id"]))  # few: the host limits each seat

    def _on_timeout(self, message: dict[str, Any]) -> None:
        self.timeouts.append(message["decision"])

    def _on_created(self, message: dict[str, Any]) -> None:
        self.table = {"code": message["code"]}

    def _on_done(self, message: dict[str, Any]) -> None:
        pass  # (only a creator's own request is answered so: never a seat's connection)

    def _on_bye(self, message: dict[str, Any]) -> None:
        reason = reasons.from_wire(message["why"], message.get("params"))
        if reason.final or self.link != Link.CONNECTED:
            self.link, self.problem = Link.GONE, reason


def refused_words(url: str, exc: BaseException) -> Why | None:
    """Why a first connection failed for good: TLS spoken to a host without it (when
    the host says so; most hang up, and the client gives up in time), or plain text to a host
    that speaks TLS (None: try again, it may be passing)."""
    if tls.is_tls(tls.split_pin(url)[0]):
        return tls.NOT_TLS if isinstance(exc, ssl.SSLError) and not isinstance(exc, ssl.SSLCertVerificationError) \
            else None
    return tls.PLAIN_TO_TLS if isinstance(exc, InvalidMessage) else None


RECEIVERS: dict[str, Callable[[NetClient, dict[str, Any]], None]] = {
    "welcome": NetClient._on_welcome, "update": NetClient._on_update, "seats": NetClient._on_seats,
    "ack": NetClient._on_ack, "error": NetClient._on_error, "ping": NetClient._on_ping,
    "pong": NetClient._on_pong, "created": NetClient._on_created, "bye": NetClient._on_bye,
    "reaction": NetClient._on_reaction, "timeout": NetClient._on_timeout, "done": NetClient._on_done,
}


def _refusal(exc: Exception) -> Why | None:
    """The host's reason when it refused the handshake for its limits (HTTP 429 or 503)."""
    if not isinstance(exc, InvalidStatus) or exc.response.status_code not in (429, 503):
        return None
    return reasons.from_body(exc.response.body)
