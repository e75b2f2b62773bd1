"""A file that exists but cannot be read (permission denied, a directory, a FIFO) is never
replaced by a later save; non-regular files are refused without being opened."""

from __future__ import annotations

import errno
import json
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import savekit

from game import saves, settings, stats, storage

fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")

READERS: dict[str, tuple[Callable[[], Path], Callable[[], tuple[Any, str | None]]]] = {
    "settings": (lambda: storage.paths().settings, settings.load_settings),
    "stats": (lambda: storage.paths().stats, stats.load_stats),
    "slot": (lambda: storage.paths().saves_dir / "mine.json", lambda: saves.load_slot("mine")),
    "autosave": (lambda: storage.paths().autosave, saves.load_autosave),
}


def _in_time(load: Callable[[], Any], seconds: float = 10.0) -> Any:
    """`load()`, failing (not hanging) if it blocks."""
    out: list[Any] = []
    worker = threading.Thread(target=lambda: out.append(load()), daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), "reading the file blocked"
    return out[0]


def _deny(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Opening `path` fails as a file the user may not read does (chmod does not stop root)."""
    real_open = os.open

    def refusing(file: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if os.path.abspath(file) == os.path.abspath(path):
            raise PermissionError(errno.EACCES, "Permission denied", str(file))
        return real_open(file, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refusing)


def _unmovable(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Renaming `path` fails too (a folder the player may not change)."""
    real_replace = os.replace

    def refusing(src: Any, dst: Any, *args: Any, **kwargs: Any) -> None:
        if os.path.abspath(src) == os.path.abspath(path):
            raise PermissionError(errno.EACCES, "Permission denied", str(src))
        real_replace(src, dst, *args, **kwargs)

    monkeypatch.setattr(os, "replace", refusing)


@fifo
@pytest.mark.parametrize("kind", READERS)
def test_a_fifo_is_set_aside_without_being_opened(kind: str) -> None:
    path_of, load = READERS[kind]
    path = path_of()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    _value, message = _in_time(load)
    assert message and "not a regular file" in message
    kept = list(path.parent.glob(path.name + ".bad-*"))
    assert not path.exists() and len(kept) == 1 and kept[0].is_fifo()


@pytest.mark.parametrize("kind", READERS)
def test_a_directory_in_place_of_the_file_is_set_aside(kind: str) -> None:
    path_of, load = READERS[kind]
    path = path_of()
    (path / "inside").mkdir(parents=True)
    _value, message = load()
    assert message and "not a regular file" in message
    kept = list(path.parent.glob(path.name + ".bad-*"))
    assert len(kept) == 1 and (kept[0] / "inside").is_dir()


@pytest.mark.parametrize("kind", READERS)
def test_permission_denied_is_set_aside(kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    path_of, load = READERS[kind]
    path = path_of()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"the player's own file")
    _deny(monkeypatch, path)
    _value, message = load()
    assert message and "Permission denied" in message
    kept = list(path.parent.glob(path.name + ".bad-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == b"the player's own file"


def test_unreadable_settings_are_never_written_over(monkeypatch: pytest.MonkeyPatch) -> None:
    path = storage.paths().settings
    path.parent.mkdir(parents=True, exist_ok=True)
    mine = json.dumps(settings.Settings(palette="tritanopia", first_run_done=True).to_json()).encode()
    path.write_bytes(mine)
    _deny(monkeypatch, path)
    _unmovable(monkeypatch, path)
    loaded, message = settings.load_settings()
    assert loaded == settings.Settings() and "changes are kept for this session only" in message
    # Leaving the first-run screen saves the defaults: refused, said, the file untouched.
    said = settings.save_settings(loaded.adjusted(text_scale=1.5, first_run_done=True))
    assert said == "Your settings file could not be read; changes are kept for this session only."
    assert path.read_bytes() == mine and list(path.parent.iterdir()) == [path]


def test_unreadable_statistics_keep_their_history(monkeypatch: pytest.MonkeyPatch) -> None:
    path = storage.paths().stats
    history = stats.Stats().recorded("exploding-kittens", True, ["easy"], "a" * 32)
    history = history.recorded("exploding-kittens", False, ["easy"], "b" * 32)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(history.to_json()))
    before = path.read_bytes()
    _deny(monkeypatch, path)
    _unmovable(monkeypatch, path)
    message = stats.record_result("c" * 32, "exploding-kittens", ["human", "easy"], [0])
    assert message and "could not be read" in message
    assert path.read_bytes() == before  # a finished game never replaces a two-game history
    with pytest.raises(storage.Unreadable):
        storage.atomic_write_json(path, {})


@fifo
def test_writers_refuse_what_is_not_a_regular_file() -> None:
    path = storage.paths().stats
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    assert "could not be read" in stats.save_stats(stats.Stats())
    assert path.is_fifo()


def test_a_home_that_is_a_file_gives_defaults_and_a_clear_failure(monkeypatch: pytest.MonkeyPatch,
                                                                  tmp_path: Path) -> None:
    home = tmp_path / "home-file"
    home.write_text("not a folder")
    monkeypatch.setenv(storage.HOME_ENV, str(home))
    assert settings.load_settings() == (settings.Settings(), None)
    assert stats.load_stats() == (stats.Stats(), None)
    assert "could not be saved" in settings.save_settings(settings.Settings())
    assert home.read_text() == "not a folder"


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root reads any file")
def test_a_real_unreadable_file_in_a_locked_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "locked"
    home.mkdir()
    monkeypatch.setenv(storage.HOME_ENV, str(home))
    path = storage.paths().settings
    path.write_text("{}")
    path.chmod(0)
    home.chmod(0o555)
    try:
        _loaded, message = settings.load_settings()
        assert "session only" in message
        assert "session only" in settings.save_settings(settings.Settings())
    finally:
        home.chmod(0o755)
        path.chmod(0o644)
    assert path.read_text() == "{}"


def test_a_readable_slot_beside_a_bad_one_is_untouched() -> None:
    good = savekit.slot_bytes(savekit.record())
    folder = storage.paths().saves_dir
    folder.mkdir(parents=True)
    (folder / "good.json").write_bytes(good)
    (folder / "bad.json").mkdir()
    slots, messages = saves.list_slots()
    assert [s.slot for s in slots] == ["good"] and len(messages) == 1
    assert (folder / "good.json").read_bytes() == good
    assert not (folder / "bad.json").exists() and len(list(folder.glob("bad.json.bad-*"))) == 1
