"""The bar: SIGKILL a game mid-play, restart, continue: the same state, 0 events lost."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import journal_child as child
import pytest

from game.saves import Journal, load_autosave

SEED, PLAYERS = 3, 4
KILL_AFTER = 80  # events on disk


def reference_log() -> list:
    """The same game, played to the end in this process."""
    match = child.new_match(SEED, PLAYERS)
    rng = random.Random(SEED)
    while not match.is_over():
        child.random_step(match, rng)
    return match.log


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_mid_game_loses_no_event_and_continues(tmp_path: Path) -> None:
    env = {**os.environ, "NINE_LIVES_HOME": os.environ["NINE_LIVES_HOME"]}
    proc = subprocess.Popen(
        [sys.executable, str(Path(child.__file__)), str(SEED), str(PLAYERS), "0.005"],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    on_disk = 0
    try:
        for line in proc.stdout:
            assert line.strip() != "over", "the game ended before the kill"
            on_disk = int(line)
            if on_disk >= KILL_AFTER:
                proc.send_signal(signal.SIGKILL)
                break
        rest = proc.stdout.read()  # anything printed before it died was fsynced too
    finally:
        proc.kill()
        proc.wait(10)
    assert proc.returncode == -signal.SIGKILL
    counts = [int(x) for x in rest.split() if x.isdigit()]
    on_disk = max([on_disk, *counts])

    saved, message = load_autosave()
    assert message is None
    assert len(saved.events) >= on_disk  # 0 events lost
    reference = reference_log()
    assert len(saved.events) < len(reference)  # killed mid-game
    assert [e.to_json() for e in saved.events] == [e.to_json() for e in reference[: len(saved.events)]]

    match = saved.to_match()
    ruleset = match.ruleset
    expected = ruleset.blank(match.config)
    for event in reference[: len(saved.events)]:
        expected = ruleset.evolve(expected, event)
    assert ruleset.snapshot(match.state) == ruleset.snapshot(expected)
    assert not match.is_over()

    # Continue through the same path as the app, to the end, still journaled.
    journal = Journal.start(match, saved.seats)
    rng = random.Random(99)
    while not match.is_over():
        child.random_step(match, rng)
    resumed, message = load_autosave()
    assert message is None
    assert ruleset.snapshot(resumed.to_match().state) == ruleset.snapshot(match.state)
    journal.finish()
    assert load_autosave() == (None, None)
