"""A connection's messages reach the host in the turn of the loop that read them, whole and in
order, with websockets' own checks kept (game/net/inbox.py): a real websockets server on
127.0.0.1 and websockets' client, in one event loop."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import weakref
from collections.abc import Awaitable, Callable

import pytest
from net.netkit import add_table, raw_connect, wait_for
from websockets.asyncio.client import ClientConnection, connect
from websockets.asyncio.messages import MAX_FRAGMENTS
from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed
from websockets.frames import CloseCode
from websockets.protocol import OPEN

from game.engine.feed import Link, SeatLink
from game.net import host as net_host
from game.net import protocol
from game.net.client import NetClient
from game.net.inbox import OPENED, Inbound
from game.net.table import TableOptions

Heard = list[tuple[str | bytes, asyncio.Task | None]]  # each message, and the task it was handed in (None: a callback)


Client = Callable[[ClientConnection, list[Inbound]], Awaitable[None]]


def talk(client: Client, *, hear: Callable[[str | bytes], bool] = lambda _m: True, first_within: float = 5.0,
         wait_before: float = 0.0) -> tuple[Heard, BaseException | None, Inbound]:
    """Serve one connection whose messages go to `hear` (after `wait_before` seconds), run
    `client` against it (given the host's side of it, once made), and return what was heard,
    how `hand_to` ended and the host's side of the connection."""
    heard: Heard = []
    outcome: list[BaseException | None] = []
    served: list[Inbound] = []

    def receive(message: str | bytes) -> bool:
        heard.append((message, asyncio.current_task()))
        return hear(message)

    async def handler(ws: Inbound) -> None:
        served.append(ws)
        ws.handshake_seen = weakref.ref(ws.request)  # type: ignore[attr-defined]
        await asyncio.sleep(wait_before)
        try:
            await ws.hand_to(receive, first_within)
            outcome.append(None)
        except TimeoutError as exc:
            outcome.append(exc)

    async def main() -> None:
        async with serve(handler, "127.0.0.1", 0, create_connection=Inbound, ping_interval=None,
                         close_timeout=1) as server:
            port = server.sockets[0].getsockname()[1]
            async with connect(f"ws://127.0.0.1:{port}", ping_interval=None) as ws:
                with contextlib.suppress(ConnectionClosed, TimeoutError):
                    async with asyncio.timeout(10):
                        await client(ws, served)
            async with asyncio.timeout(5):
                while not outcome:
                    await asyncio.sleep(0.01)

    asyncio.run(main())
    return heard, outcome[0], served[0]


def test_each_message_is_handed_over_whole_in_order_in_the_turn_that_read_it():
    async def client(ws: ClientConnection, served: list[Inbound]) -> None:
        await ws.send("one")
        await ws.send(b"\x00two")
        await ws.send(["thr", "ee"])  # one message in two frames
        await ws.send("four")

    heard, ended, _ws = talk(client)
    assert [message for message, _task in heard] == ["one", b"\x00two", "three", "four"]
    assert all(task is None for _message, task in heard)  # no task step: straight from the read
    assert ended is None  # it returned when the client closed


def test_messages_sent_before_the_host_listens_are_handed_first_in_order():
    async def client(ws: ClientConnection, served: list[Inbound]) -> None:
        for n in range(5):
            await ws.send(f"early {n}")
        await asyncio.sleep(0.4)
        await ws.send("late")

    heard, ended, _ws = talk(client, wait_before=0.2)
    assert [message for message, _task in heard] == [*(f"early {n}" for n in range(5)), "late"] and ended is None


def test_text_that_is_not_utf8_closes_the_connection_as_websockets_does():
    codes = []

    async def client(ws: ClientConnection, served: list[Inbound]) -> None:
        await ws.send(b"\xff\xfe", text=True)
        await ws.wait_closed()
        codes.append(ws.close_code)

    heard, ended, _ws = talk(client)
    assert heard == [] and ended is None
    assert codes == [CloseCode.INVALID_DATA]


def test_too_many_fragments_close_the_connection_as_websockets_does():
    codes = []

    async def client(ws: ClientConnection, served: list[Inbound]) -> None:
        await ws.send(["x"] * (MAX_FRAGMENTS + 1))
        await ws.wait_closed()
        codes.append(ws.close_code)

    heard, ended, _ws = talk(client)
    assert heard == [] and ended is None and codes == [CloseCode.MESSAGE_TOO_BIG]


def test_a_receiver_that_heard_its_last_hears_nothing_more_and_a_flood_is_not_read():
    async def client(ws: ClientConnection, served: list[Inbound]) -> None:
        for n in range(200):
            await ws.send(f"flood {n}")
        await asyncio.sleep(0.5)
        reading.append(served[0].transport.is_reading())
        closing.append(served[0].transport.is_closing())

    reading: list[bool] = []
    closing: list[bool] = []
    heard, ended, _ws = talk(client, hear=lambda _m: False)
    assert [message for message, _task in heard] == ["flood 0"] and ended is None
    assert reading == [False] and closing == [False]  # not read past websockets' 16 unread, not yet closed


def test_a_connection_that_says_nothing_in_time_times_out():
    async def client(ws: ClientConnection, served: list[Inbound]) -> None:
        await asyncio.sleep(0.6)
        await ws.send("too late")

    heard, ended, _ws = talk(client, first_within=0.2)
    assert isinstance(ended, TimeoutError) and heard == []


@pytest.mark.parametrize("messages", [1, 3])
def test_the_receiver_is_not_kept_once_the_connection_ends(messages):
    async def client(ws: ClientConnection, served: list[Inbound]) -> None:
        for n in range(messages):
            await ws.send(str(n))

    heard, ended, ws = talk(client)
    assert len(heard) == messages and ended is None
    assert ws.receiver is None  # (nothing of the host's stays referenced by a closed connection)


def test_keepalive_pings_a_peer_and_cuts_it_when_its_pong_is_late_as_websockets_does():
    """The host's rounds keep a connection alive (no task of its own): a ping every `every`
    seconds while the last was answered; one unanswered `within` seconds fails it (1011)."""
    open_after: list[bool] = []
    codes = []

    async def client(ws: ClientConnection, served: list[Inbound]) -> None:
        await ws.send("hello")
        server = served[0]
        began = asyncio.get_running_loop().time()  # (the loop's clock: the times below are seconds on from now)

        async def answered_by_then(now: float) -> None:
            server.heartbeat(began + now, 10, 20)  # a ping, written with the connection's next write:
            server.protocol.send_text(b"after the ping")
            server.send_data()
            assert await ws.recv() == "after the ping"  # (the client's library answered the ping before)
            await (await ws.ping())  # (... and the host read that answer before the pong to this)

        await answered_by_then(10.0)
        await answered_by_then(35.0)
        open_after.append(server.protocol.state is OPEN)
        ws.transport.pause_reading()  # a peer gone: nothing answers any more
        server.heartbeat(began + 50.0, 10, 20)
        server.send_data()
        server.heartbeat(began + 69.0, 10, 20)
        open_after.append(server.protocol.state is OPEN)
        server.heartbeat(began + 70.0, 10, 20)
        open_after.append(server.protocol.state is OPEN)
        ws.transport.resume_reading()
        await ws.wait_closed()
        codes.append(ws.close_code)

    heard, ended, _ws = talk(client)
    assert [message for message, _task in heard] == ["hello"] and ended is None
    assert open_after == [True, True, False] and codes == [CloseCode.INTERNAL_ERROR]


def test_the_hosts_rounds_drop_a_seat_whose_connection_stops_answering(host, monkeypatch):
    """No task per connection keeps it alive: the host's pinger does (host._ping_all)."""
    monkeypatch.setattr(net_host, "PING_SECONDS", 0.05)
    monkeypatch.setattr(net_host, "KEEPALIVE_SECONDS", 0.1)
    monkeypatch.setattr(net_host, "KEEPALIVE_TIMEOUT", 0.5)
    table = add_table(host, "exploding-kittens", ["net", "net", "easy"], TableOptions(grace=600, window=3600))
    with raw_connect(host.host.url, open_timeout=5, max_queue=1) as ws:  # reads nothing: answers nothing
        ws.send(protocol.write("hello", code=table.code, seat=0))
        assert wait_for(lambda: table.places[0].link == SeatLink.CONNECTED, 10)
        assert wait_for(lambda: table.places[0].link == SeatLink.RECONNECTING, 15)


def test_a_connection_keeps_nothing_of_its_handshake_once_the_host_listens():
    async def client(ws: ClientConnection, served: list[Inbound]) -> None:
        await ws.send("hello")

    heard, _ended, ws = talk(client)
    gc.collect()
    assert [message for message, _task in heard] == ["hello"]
    assert ws.handshake_seen() is None and ws.request is OPENED  # type: ignore[attr-defined]


def test_a_whole_handshake_is_never_counted_as_one_left_unfinished(host):
    table = add_table(host, "exploding-kittens", ["net", "net", "easy"])
    client = NetClient(host.host.url, table.code, seat=0).start()
    assert client.wait(lambda c: c.link == Link.CONNECTED, 10)
    client.close()
    assert wait_for(lambda: not table.conns, 10)
    assert host.host.gate.refusals["handshake"] == 0
