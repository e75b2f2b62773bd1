"""The host's app in a process of its own, for the Continue test: it hosts a table (a person
here, a seat open for a person on the network, a CPU), starts once the open seat is taken, and
plays its seat by posted keys until it is killed. It prints the table's address and code, then
"playing" once a few moves are made. Loopback only."""

from __future__ import annotations

import json
import os
import sys
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"  # the first line out is the table's address
sys.path.insert(0, os.path.dirname(__file__))

import pygame
from uikit import key

from game.net.seating import LocalHost
from game.net.table import TableOptions
from game.settings import Settings
from game.ui.app import App
from game.ui.scenes.dialogs import ConfirmScene
from game.ui.scenes.net_table import NetTableScene


def main() -> None:
    app = App(Settings(first_run_done=True), persist=True, fps=0)
    h = LocalHost("exploding-kittens", ["human", "net", "easy"], ["Ann", "Bea", "Mittens"],
                  table_options=TableOptions(grace=60.0, window=0.5, cpu_delay=0.01))
    print(json.dumps({"url": h.url, "code": h.code}), flush=True)
    while h.seats()[1][1] != "connected":
        time.sleep(0.02)
    h.begin()
    joining = h.join_here()
    while joining.poll() is None:
        time.sleep(0.01)
    table = NetTableScene(app, joining.game, pace=0.05, on_close=h.stop, host=h)
    app.reset(table)
    said = False
    while True:
        decision = table.my_decision()
        if isinstance(app.stack.top, ConfirmScene):  # drawing a Kitten she placed on top asks first: yes
            key(app, pygame.K_TAB)
            key(app, pygame.K_RETURN)
        elif table.panel is not None:
            key(app, pygame.K_RETURN)
        elif decision is not None and decision[1] == "turn":
            key(app, app.key_for("draw"))
        elif decision is not None and decision[1] == "give_card":  # a Favor asked of Ann: her first card
            key(app, pygame.K_1)
            key(app, pygame.K_RETURN)
        elif decision is not None:
            key(app, pygame.K_RETURN)
        elif table.in_window():
            key(app, pygame.K_RETURN)  # let it happen
        app.frame(1 / 20)
        time.sleep(0.005)
        if not said and h.thread.call(lambda: len(h.table.match.steps)) >= int(sys.argv[1]):
            print("playing", flush=True)
            said = True


if __name__ == "__main__":
    main()
