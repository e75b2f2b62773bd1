"""The title's first frame reads the network tickets (Continue your network table, Rejoin) without
loading the network stack: websockets, zeroconf and asyncio wait until a network screen opens."""

from __future__ import annotations

import json
import os
import subprocess
import sys

CHILD = """
import json, sys
from dataclasses import replace
from game.net.tickets import Ticket
from game.settings import Settings
from game.ui.app import App
from game.ui.scenes.title import TitleScene

Ticket("ws://127.0.0.1:1", "K7QM-3XPD-9RTW", {1: "t" * 43}, "Herding Cats").save()
Ticket("ws://127.0.0.1:2", "A7QM-3XPD-9RTW", {0: "u" * 43}, "Exploding Kittens", hosted=True).save()
app = App(replace(Settings(), first_run_done=True), persist=True)
app.push(TitleScene(app))
app.frame(1 / 60)
labels = [getattr(w, "label", "") for w in app.stack.top.group.widgets]
loaded = [m for m in ("websockets", "zeroconf", "asyncio") if m in sys.modules]
app.close()
print(json.dumps({"labels": labels[:2], "loaded": loaded}))
"""


def test_the_titles_first_frame_reads_the_tickets_without_the_network_stack(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1",
           "NINE_LIVES_HOME": str(tmp_path / "home")}
    done = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["labels"] == ["Continue your network table (Exploding Kittens)", "Rejoin Herding Cats at 127.0.0.1:1"]
    assert seen["loaded"] == []
