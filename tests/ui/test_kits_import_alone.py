"""Each family's table kit imports on its own, in a fresh interpreter, before anything else of
the app (a kit's sounds reach the mixer, which gathers every family's sounds)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

KITS = sorted(p.parent.name for p in (Path(__file__).parents[2] / "game" / "ui" / "games").glob("*/kit.py"))


def test_every_family_has_a_kit():
    assert {"kittens", "herding", "kombat"} <= set(KITS)


@pytest.mark.parametrize("family", KITS)
def test_a_family_s_kit_imports_first(family):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-c", f"import game.ui.games.{family}.kit"],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
