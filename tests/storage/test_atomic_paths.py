"""Atomic writes, moving bad files aside, and where files live."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from game import storage


def test_atomic_write_replaces_and_leaves_no_temp_file(tmp_path: Path) -> None:
    path = tmp_path / "d" / "f.json"
    storage.atomic_write_json(path, {"a": 1})
    storage.atomic_write_json(path, {"a": 2})
    assert path.read_text().strip().replace(" ", "").replace("\n", "") == '{"a":2}'
    assert [p.name for p in path.parent.iterdir()] == ["f.json"]


def test_failed_write_keeps_the_old_file_and_no_temp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "f.json"
    storage.atomic_write_bytes(path, b"old")

    def fail(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError):
        storage.atomic_write_bytes(path, b"new")
    assert path.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]


def test_write_keeps_file_mode(tmp_path: Path) -> None:
    path = tmp_path / "f"
    storage.atomic_write_bytes(path, b"1")
    if os.name == "posix":
        assert path.stat().st_mode & 0o777 == 0o644


def test_move_aside_never_clobbers(tmp_path: Path) -> None:
    names = []
    for i in range(3):
        path = tmp_path / "x.json"
        path.write_text(str(i))
        names.append(storage.move_aside(path).name)
    assert len(set(names)) == 3 and all(n.startswith("x.json.bad-") for n in names)
    assert storage.move_aside(tmp_path / "missing") is None


def test_upgraders_run_in_order() -> None:
    ups = {1: lambda d: {**d, "b": d["a"] * 2}, 2: lambda d: {**d, "c": d["b"] + 1}}
    assert storage.upgrade({"format": 1, "a": 5}, 3, ups) == {"format": 3, "a": 5, "b": 10, "c": 11}
    with pytest.raises(storage.BadFile, match="newer"):
        storage.upgrade({"format": 4}, 3, ups)
    with pytest.raises(storage.BadFile, match="no longer"):
        storage.upgrade({"format": 1}, 3, {})
    with pytest.raises(storage.BadFile):
        storage.upgrade({"format": True}, 3, ups)


def test_home_override_and_platform_dirs(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    p = storage.paths()
    assert p.settings == tmp_path / "settings.json"
    assert p.autosave.parent == tmp_path and p.saves_dir.parent == tmp_path
    monkeypatch.delenv(storage.HOME_ENV)
    p = storage.paths()
    assert "NineLives" in str(p.settings) and "NineLives" in str(p.stats)


def test_asset_path_from_source_and_frozen(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert storage.asset_path("sounds", "draw.wav").is_file()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert storage.asset_path("sounds", "draw.wav") == tmp_path / "assets" / "sounds" / "draw.wav"
