"""The host's app in a process of its own, for the lobby's Continue test: it opens a table's
lobby (a person here, a seat open for a person on the network, a CPU) and shows it, frame
after frame, until it is killed. It prints the table's address and code, then "seated" once
the open seat is taken. Loopback only."""

from __future__ import annotations

import json
import os
import sys
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"  # the first line out is the table's address
sys.path.insert(0, os.path.dirname(__file__))

from game.net.seating import LocalHost
from game.net.table import TableOptions
from game.settings import Settings
from game.ui.app import App
from game.ui.scenes.network import HostLobbyScene


def main() -> None:
    app = App(Settings(first_run_done=True, player_name="Ann"), persist=True, fps=0)
    h = LocalHost("exploding-kittens", ["human", "net", "easy"], ["Ann", "Player 2", "Mittens"],
                  table_options=TableOptions(grace=60.0, window=0.5, cpu_delay=0.05), host_name="Ann")
    app.push(HostLobbyScene(app, h))
    print(json.dumps({"url": h.url, "code": h.code}), flush=True)
    said = False
    while True:
        app.frame(1 / 20)
        time.sleep(0.02)
        if not said and any(seat.link == "connected" for seat in app.stack.top.seats):
            print("seated", flush=True)
            said = True


if __name__ == "__main__":
    main()
