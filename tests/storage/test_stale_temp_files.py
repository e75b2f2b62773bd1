"""A write cut short (a crash, kill -9) leaves `.NAME.XXXXXXXX.tmp` beside the file; the next start
removes such files of ours, only in our folders, and never one a write may still be making."""

from __future__ import annotations

import contextlib
import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # headless, as every UI test
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game import storage
from game.settings import Settings
from game.ui.app import App


def _aged(path, seconds: float) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"half a file")
    then = time.time() - seconds
    os.utime(path, (then, then))


def test_a_start_removes_stale_temporary_files_of_ours_only() -> None:
    p = storage.paths()
    stale = [p.saves_dir / ".friday.json.k2x_9abc.tmp", p.data_dir / ".autosave.jsonl.abcdefgh.tmp",
             p.data_dir / "history" / ".0123abcd.json.zz99zz99.tmp", p.config_dir / ".settings.json.a1b2c3d4.tmp",
             p.tables_dir / ".ABCD.jsonl.q1w2e3r4.tmp"]
    kept = [p.data_dir / ".autosave.jsonl.fresh123.tmp",  # a write going on in another window
            p.data_dir / "notes.tmp", p.data_dir / ".autosave.jsonl.short.tmp", p.saves_dir / "friday.json"]
    for path in stale:
        _aged(path, 3600)
    for path in kept[1:]:
        _aged(path, 3600)
    _aged(kept[0], 1)
    elsewhere = p.data_dir.parent / ".other.json.abcdefgh.tmp"  # not our folder
    _aged(elsewhere, 3600)

    app = App(Settings(first_run_done=True), size=(800, 600), persist=True, fps=0)
    try:
        assert [path.exists() for path in stale] == [False] * len(stale)
        assert all(path.exists() for path in kept) and elsewhere.exists()
    finally:
        if pygame.display.get_init():
            app.close()


def test_an_interrupted_atomic_write_leaves_a_file_the_cleanup_knows(monkeypatch) -> None:
    target = storage.paths().saves_dir / "slot.json"

    def killed(*args: object) -> None:
        raise KeyboardInterrupt  # stands for the process dying between write and rename

    with monkeypatch.context() as patch, contextlib.suppress(KeyboardInterrupt):
        patch.setattr(os, "replace", killed)
        patch.setattr(os, "unlink", lambda *a: None)  # a killed process cleans nothing up
        storage.atomic_write_bytes(target, b"{}")
    [left] = list(target.parent.iterdir())
    assert left.name.startswith(".slot.json.")
    assert storage.remove_stale_temp_files(now=time.time() + storage.STALE_SECONDS + 1) == [left]
    assert not left.exists()
