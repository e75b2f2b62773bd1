"""What the host sends a connection is written once per turn of the event loop, in order, and a
connection that reads too slowly is closed (game/net/outbox.py, host.Client). The websocket's
framing is websockets' own (Sans-I/O, server side), read back by a client-side protocol."""

from __future__ import annotations

import asyncio
import json

from websockets.protocol import Protocol, Side, State

from game.net import host, protocol
from game.net.limits import Bucket
from game.net.outbox import Outbox, Writer


class Transport:
    def __init__(self) -> None:
        self.writes: list[bytes] = []
        self.aborted = False

    def write(self, data: bytes) -> None:
        self.writes.append(data)

    def abort(self) -> None:
        self.aborted = True


class Socket:
    """A websocket as the host's outbox sees it: websockets' protocol, a transport, `paused`."""

    def __init__(self) -> None:
        self.protocol = Protocol(Side.SERVER, state=State.OPEN)
        self.transport = Transport()
        self.paused = False
        self.closed = False

    async def close(self) -> None:
        self.closed = True
        self.protocol.state = State.CLOSED


def read(writes: list[bytes]) -> list[str]:
    """The text messages in the bytes written, as a client reads them."""
    reader = Protocol(Side.CLIENT, state=State.OPEN)
    reader.receive_data(b"".join(writes))
    return [event.data.decode() for event in reader.events_received()]


def test_one_turns_messages_are_one_write_in_order():
    ws, writer = Socket(), Writer()

    async def run() -> None:
        outbox = Outbox(ws, writer)  # type: ignore[arg-type]
        for text in ("update", "ack", "seats"):
            outbox.put(text)
        assert ws.transport.writes == []  # nothing waits for the socket while a table is being served
        await asyncio.sleep(0)
        assert len(ws.transport.writes) == 1
        outbox.put("ping")
        await asyncio.sleep(0)

    asyncio.run(run())
    assert len(ws.transport.writes) == 2
    assert read(ws.transport.writes) == ["update", "ack", "seats", "ping"]


def test_nothing_is_written_to_a_closing_websocket():
    ws, writer = Socket(), Writer()

    async def run() -> None:
        outbox = Outbox(ws, writer)  # type: ignore[arg-type]
        outbox.put("update")
        ws.protocol.state = State.CLOSING
        await asyncio.sleep(0)

    asyncio.run(run())
    assert ws.transport.writes == []


def test_a_connection_whose_write_fails_is_cut_and_the_others_are_written():
    broken, fine, writer = Socket(), Socket(), Writer()

    def fails(_data: bytes) -> None:
        raise OSError("gone")

    broken.transport.write = fails  # type: ignore[method-assign]

    async def run() -> None:
        for ws in (broken, fine):
            Outbox(ws, writer).put("update")  # type: ignore[arg-type]
        await asyncio.sleep(0)

    asyncio.run(run())
    assert broken.transport.aborted and read(fine.transport.writes) == ["update"]


def test_the_goodbye_is_written_last_then_the_websocket_closed():
    ws, writer = Socket(), Writer()

    async def run() -> None:
        outbox = Outbox(ws, writer)  # type: ignore[arg-type]
        outbox.put("update")
        outbox.close("bye", 5.0)
        outbox.close("bye again", 5.0)  # once
        assert outbox.closing is not None
        await outbox.closing

    asyncio.run(run())
    assert read(ws.transport.writes) == ["update", "bye"] and ws.closed and not ws.transport.aborted


def test_a_client_too_slow_to_read_is_closed():
    """While its socket's buffer is over its limit, what is written counts as waiting: at
    OUTBOX messages waiting the client is closed with `too_slow`; a reader that keeps up never is."""
    ws, writer = Socket(), Writer()

    async def run() -> host.Client:
        client = host.Client(ws, Bucket(5, 3), writer)  # type: ignore[arg-type]
        for _ in range(3 * host.OUTBOX):  # kept up with: never closed
            client.send(protocol.write("ping", n=0, t=1))
            await asyncio.sleep(0)
        assert not client.closed
        ws.paused = True
        for _ in range(host.OUTBOX + 1):
            client.send(protocol.write("ping", n=0, t=1))
            await asyncio.sleep(0)
        assert client.closed
        assert client.outbox.closing is not None
        await client.outbox.closing
        return client

    asyncio.run(run())
    last = json.loads(read(ws.transport.writes)[-1])
    assert last["type"] == "bye" and last["why"] == "too_slow"
