"""A joiner's table shows the names the host gave from its first frame: a seat is taken only once
the host has said who sits where (its `seats` message, which follows the welcome and the first
update), never with "Player 1", "Player 2" standing in for the names meanwhile."""

from __future__ import annotations

import threading
import time

from game.net import client as net_client
from game.net.seating import Joining, LocalHost
from game.ui.scenes.net_table import NetTableScene


def test_a_joiners_table_opens_with_the_names_the_host_gave(make_app, monkeypatch):
    held: list[tuple[net_client.NetClient, dict]] = []
    release = threading.Event()
    lock = threading.Lock()
    seats_read = net_client.RECEIVERS["seats"]

    def hold_seats(client: net_client.NetClient, message: dict) -> None:
        """The seats messages wait until the test lets them through (as if they came late)."""
        with lock:
            if not release.is_set():
                held.append((client, message))
                return
        seats_read(client, message)

    monkeypatch.setitem(net_client.RECEIVERS, "seats", hold_seats)
    h = LocalHost("exploding-kittens", ["human", "net"], ["Ann", "Player 2"], host_name="Ann")
    joining = Joining(h.url, h.code, name="Cat", seat=1)
    app = make_app(player_name="Cat")

    def first_frame_names() -> list[str]:
        table = NetTableScene(app, joining.game)
        app.push(table)
        app.frame(1 / 60)
        return [s.name for s in table.seats]

    try:
        end = time.monotonic() + 20
        names = None
        # Until both connections (the seat's and its shared view) hold a view, their seats held.
        while not (len({id(c) for c, _ in held}) == 2 and all(c.view() is not None for c in joining.clients)):
            assert joining.problem is None and time.monotonic() < end, joining.problem or "never welcomed"
            if joining.poll() is not None:  # handed over before anyone's name is known
                break
            time.sleep(0.01)
        if joining.poll() is not None:
            names = first_frame_names()
        with lock:
            release.set()
        for client, message in held:
            with client._lock:
                seats_read(client, message)
        while joining.poll() is None:
            assert joining.problem is None and time.monotonic() < end, joining.problem or "never seated"
            time.sleep(0.01)
        assert (names or first_frame_names()) == ["Ann", "Cat"]
    finally:
        joining.close()
        h.close()
