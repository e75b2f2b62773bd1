"""What the host sends a connection: the messages of one turn of the event loop, written at once.

The contract:
- `Outbox.put(text)` takes a message for its connection and returns at once: no task and no
  queue stand between a table and the socket. The messages every outbox was given during one
  turn of the event loop are framed by websockets (permessage-deflate, as negotiated) and
  written to each socket in one write at the start of the next turn (`Writer`): the update, the
  ack and the seats a connection gets for one action are one TLS record and one system call.
- A connection's messages go out in the order they were put. Nothing is written to a websocket
  that is closing or closed (as `send` would refuse it); a connection whose write fails is cut,
  and the others are written all the same.
- A connection that reads too slowly: the messages written while its socket's buffer is over
  websockets' write limit (`paused`) count as `waiting` (back to 0 once it is under), as a queue
  in front of a blocked `send` would have held them; the host closes it at its limit.
- `close` writes what is waiting (the goodbye last), then closes the websocket, and cuts the
  connection if the other side does not answer the close within `answer_seconds`.
"""

from __future__ import annotations

import asyncio

from websockets.asyncio.connection import Connection
from websockets.exceptions import ConnectionClosed
from websockets.protocol import State


class Writer:
    """Writes every outbox that was given messages, once per turn of the event loop."""

    def __init__(self) -> None:
        self._due: list[Outbox] = []

    def due(self, outbox: Outbox) -> None:
        if not self._due:
            asyncio.get_running_loop().call_soon(self.write)
        self._due.append(outbox)

    def write(self) -> None:
        due, self._due = self._due, []
        for outbox in due:
            try:
                outbox.write()
            except Exception:  # a fault in one connection never keeps the others' messages back
                outbox.ws.transport.abort()


class Outbox:
    """One connection's messages not yet written, and how far its reader is behind."""

    def __init__(self, ws: Connection, writer: Writer) -> None:
        self.ws = ws
        self.writer = writer
        self.texts: list[str] = []
        self.waiting = 0  # messages written while the socket's buffer was over its limit
        self.closing: asyncio.Task[None] | None = None

    def put(self, text: str) -> None:
        if not self.texts:
            self.writer.due(self)
        self.texts.append(text)

    def write(self) -> None:
        """Frame every message put since the last write and write them to the socket at once."""
        texts, self.texts = self.texts, []
        ws = self.ws
        if not texts or ws.protocol.state is not State.OPEN:
            return
        self.waiting = self.waiting + len(texts) if ws.paused else 0
        for text in texts:
            ws.protocol.send_text(text.encode())
        ws.transport.write(b"".join(ws.protocol.data_to_send()))  # (text frames only: never an end of stream)

    def close(self, last: str, answer_seconds: float) -> None:
        """Write `last` after what is waiting, then close the websocket (once)."""
        if self.closing is None:
            self.put(last)
            self.closing = asyncio.get_running_loop().create_task(self._close(answer_seconds))

    async def _close(self, answer_seconds: float) -> None:
        self.write()
        try:  # a client that floods us is not read any more: it may never answer a close
            await asyncio.wait_for(self.ws.close(), answer_seconds)
        except (TimeoutError, ConnectionClosed):
            self.ws.transport.abort()
