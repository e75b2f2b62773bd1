"""A failed autosave is said (the journal's `error`) and tried again at a later action."""

from __future__ import annotations

import errno
import os
import random
import tempfile
from pathlib import Path

import journal_child as child
import pytest

from game import saves, storage


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _act(match, n: int = 1, seed: int = 3) -> None:
    rng = random.Random(seed + len(match.log))
    for _ in range(n):
        child.random_step(match, rng)


def _no_space(*args: object, **kwargs: object) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


def test_home_under_a_file(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path / "file" / "home"))
    journal = saves.Journal.start(child.new_match(1, 3), child.seats(3))
    assert not journal.on and journal.error == "Autosave is off: Not a directory."


def test_read_only_home(monkeypatch: pytest.MonkeyPatch) -> None:
    def read_only(*args: object, **kwargs: object) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(tempfile, "mkstemp", read_only)  # chmod does not stop root: refuse the write
    journal = saves.Journal.start(child.new_match(1, 3), child.seats(3))
    assert not journal.on and journal.error == "Autosave is off: Read-only file system."


def test_full_disk_mid_game_then_retried_and_whole_again(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = Clock()
    match = child.new_match(4, 3)
    journal = saves.Journal.start(match, child.seats(3), clock=clock)
    _act(match, 3)
    assert journal.on and journal.written == len(match.log)
    with monkeypatch.context() as patched:
        patched.setattr(os, "fsync", _no_space)
        _act(match)
    assert not journal.on and journal.error == "Autosave is off: No space left on device."
    clock.now += 1
    _act(match)  # too soon: no retry yet
    assert not journal.on
    clock.now += saves.RETRY_SECONDS
    _act(match)
    assert journal.on and journal.error is None and journal.written == len(match.log)
    saved, message = saves.load_autosave()
    assert message is None and len(saved.steps) == len(match.steps)
    _act(match, 2)
    assert len(saves.load_autosave()[0].steps) == len(match.steps)
    journal.close()


def test_a_retry_that_fails_again_waits_again(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = Clock()
    monkeypatch.setattr(os, "fsync", _no_space)
    match = child.new_match(4, 3)
    journal = saves.Journal.start(match, child.seats(3), clock=clock)
    attempts = []
    real = storage.atomic_write_bytes
    monkeypatch.setattr(storage, "atomic_write_bytes", lambda *a, **k: (attempts.append(1), real(*a, **k)))
    for _ in range(4):
        clock.now += saves.RETRY_SECONDS / 2
        _act(match)
    assert len(attempts) == 2 and not journal.on
    assert not saves.has_autosave()  # no half-written file was left


def test_finish_never_removes_a_file_it_did_not_write(monkeypatch: pytest.MonkeyPatch) -> None:
    path = storage.paths().autosave
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"someone else's")
    monkeypatch.setattr(storage, "atomic_write_bytes", _no_space)
    journal = saves.Journal.start(child.new_match(4, 3), child.seats(3))
    journal.finish()
    assert path.read_bytes() == b"someone else's"
