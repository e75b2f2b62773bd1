"""What a connection says to the host: each whole message handed over in the turn that read it.

The contract:
- `Inbound` is the host's websocket connection (websockets' `ServerConnection`). `hand_to`
  gives each message the connection reads to a receiver straight from websockets' protocol
  events, in the turn of the event loop that read it: no task step, queue or future per
  message. websockets still parses and inflates every frame, keeps the size limit
  (`max_size`), answers pings and makes the close handshake; here a fragmented message is
  joined (at most websockets' `MAX_FRAGMENTS` frames) and a text decoded as UTF-8, a
  connection failing either closed as websockets' `recv` closes it (1009, 1007).
- Messages read before `hand_to` (sent right behind the handshake) are kept and handed over
  first, in order.
- The receiver returns False to hear no more. What comes after is dropped, and past
  `max_queue` frames dropped (or kept before `hand_to`) the connection stops reading its
  socket, as one nobody reads does in websockets: a client flooding a connection the host is
  closing costs it nothing more.
- `hand_to` returns once the receiver heard its last or the connection ended; TimeoutError
  if no message came within its first seconds.
- Once the host listens, the handshake's request and response (a few KB, headers and all) are
  let go: `request` and `response` hold the placeholders `OPENED` and `ACCEPTED` (never None,
  which websockets and the host's limits read as a handshake still to come).
- No task keeps a connection alive: the host calls `heartbeat` on its own rounds, which sends a
  websocket ping every `every` seconds (written with the connection's next write) and fails
  the connection, as websockets' keepalive does (1011), when a pong is `within` seconds late.
"""

from __future__ import annotations

import asyncio
import random
import struct
from collections.abc import Callable

from websockets.asyncio.messages import MAX_FRAGMENTS
from websockets.asyncio.server import ServerConnection
from websockets.datastructures import Headers
from websockets.frames import DATA_OPCODES, PONG, TEXT, CloseCode, Frame
from websockets.http11 import Request, Response
from websockets.protocol import OPEN, Event

Receiver = Callable[[str | bytes], bool]  # a message (text as str): False to hear no more
OPENED = Request("", Headers())  # stands for a connection's handshake request once it is let go
ACCEPTED = Response(101, "Switching Protocols", Headers())  # ... and for its response


class _Unread:
    """Stands in for websockets' queue of messages for `recv`, which an `Inbound` never fills."""

    @staticmethod
    def close() -> None:
        pass


UNREAD = _Unread()


class Inbound(ServerConnection):
    """A server connection whose messages go to a receiver as they are read (see the module)."""

    receiver: Receiver | None = None
    heard = False  # (a message was handed over: the first one's time limit is off)
    stopped = False  # the receiver heard its last
    _early: list[str | bytes] | None = None  # messages read before `hand_to`
    _fragments: list[Frame] | None = None  # a message's frames read so far
    _unread = 0  # frames kept or dropped with nobody to hear them
    _ended: asyncio.Future[None] | None = None
    _ping: bytes | None = None  # the websocket ping waiting for its pong
    _pinged_at = 0.0  # ... sent then (the loop's clock; at first, when the connection was made)

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        self.recv_messages = UNREAD  # type: ignore[assignment]  # (a queue and its futures a connection less)
        self._pinged_at = self.loop.time()  # (the first ping `every` seconds on, as websockets' keepalive)

    async def hand_to(self, receiver: Receiver, first_within: float) -> None:
        """Give `receiver` every message, as it is read, until it returns False or the connection
        ends; TimeoutError when no message came within `first_within` seconds."""
        self.request, self.response = OPENED, ACCEPTED  # (the handshake's own are read by now)
        ended = self._ended = self.loop.create_future()
        late = self.loop.call_later(first_within, self._nothing_said)
        self.receiver = receiver
        early, self._early = self._early or [], None
        paused = self.max_queue_high is not None and self._unread > self.max_queue_high
        self._unread = 0
        if paused and not self.stopped:
            self.transport.resume_reading()
        for message in early:
            self._hand(message)
        if self.connection_lost_waiter.done():
            self._end()
        try:
            await ended
        finally:
            late.cancel()

    def heartbeat(self, now: float, every: float, within: float) -> None:
        """A websocket ping if the last was `every` seconds ago and answered; the connection failed
        (1011) if its pong is `within` seconds late. `now` is the loop's clock."""
        if self._ping is not None:
            if now - self._pinged_at >= within:
                self._fail(CloseCode.INTERNAL_ERROR, "keepalive ping timeout")
        elif now - self._pinged_at >= every and self.protocol.state is OPEN:
            self._ping, self._pinged_at = struct.pack("!I", random.getrandbits(32)), now
            self.protocol.send_ping(self._ping)

    def process_event(self, event: Event) -> None:
        if self.request is None or event.opcode not in DATA_OPCODES:  # type: ignore[union-attr]
            if self.request is not None and event.opcode is PONG and event.data == self._ping:  # type: ignore[union-attr]
                self._ping = None
            super().process_event(event)  # (the handshake's request, a pong)
            return
        assert isinstance(event, Frame)
        frames = self._fragments  # (websockets' parser has checked their order: CONT after the first)
        if frames is None:
            if not event.fin:
                self._fragments = [event]
                return
            first, data = event, event.data
        else:
            frames.append(event)
            if len(frames) > MAX_FRAGMENTS:
                self._fail(CloseCode.MESSAGE_TOO_BIG, "too many fragments")
                return
            if not event.fin:
                return
            self._fragments = None
            first, data = frames[0], b"".join(frame.data for frame in frames)
        try:
            message = data.decode() if first.opcode is TEXT else bytes(data)
        except UnicodeDecodeError as exc:
            self._fail(CloseCode.INVALID_DATA, f"{exc.reason} at position {exc.start}")
            return
        self._hand(message)

    def _hand(self, message: str | bytes) -> None:
        receiver = self.receiver
        if receiver is None:
            if not self.stopped:  # (before `hand_to`)
                self._early = self._early or []
                self._early.append(message)
            self._unheard()
            return
        self.heard = True
        if not receiver(message):
            self._end()

    def _unheard(self) -> None:
        """One more message nobody hears now: past websockets' bound, the socket is not read."""
        self._unread += 1
        if self.max_queue_high is not None and self._unread == self.max_queue_high + 1:
            self.transport.pause_reading()

    def _fail(self, code: CloseCode, reason: str) -> None:
        """Close the connection for a message websockets' `recv` would refuse (its close code)."""
        self._fragments = None
        self.protocol.fail(code, reason)
        try:
            self.send_data()
        except Exception as exc:  # (as data_received's own writes)
            self.set_connection_exc(exc)
        self._end()

    def _nothing_said(self) -> None:
        ended = self._ended
        if not self.heard and ended is not None and not ended.done():
            self.receiver, self.stopped = None, True
            ended.set_exception(TimeoutError())

    def _end(self) -> None:
        """Hear no more; `hand_to` returns."""
        self.receiver, self.stopped = None, True
        if self._ended is not None and not self._ended.done():
            self._ended.set_result(None)

    def connection_lost(self, exc: Exception | None) -> None:
        super().connection_lost(exc)
        self._end()
