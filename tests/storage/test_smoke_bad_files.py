"""The bar: `python -m game --smoke-test --continue --fast --json` on each kind of broken file
exits 0 or 2 with one clear line per problem, sets the file aside and touches nothing else."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
import savekit

from game import settings, stats, storage

ROOT = Path(__file__).resolve().parents[2]
DEEP = b"[" * 200_000 + b"]" * 200_000
HUGE_NUMBER = b'{"format": 1, "x": ' + b"9" * 5000 + b"}"

# name -> (file name in the home, what to put there: bytes, or a function making it in place)
Maker = bytes | Callable[[Path], None]


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _folder(path: Path) -> None:
    (path / "inside").mkdir(parents=True)


def _journal(name: str) -> Callable[[], bytes]:
    return lambda: savekit.journal_bytes(savekit.forged(name))


def _slot(name: str) -> Callable[[], bytes]:
    return lambda: savekit.slot_bytes(savekit.forged(name))


CASES: dict[str, tuple[str, Callable[[], Maker]]] = {
    "settings_bad_json": ("settings.json", lambda: b'{"palette": '),
    "settings_deep": ("settings.json", lambda: DEEP),
    # a huge number in one setting resets that setting alone (test_settings_odd_numbers.py); as the format, the file
    "settings_huge_number": ("settings.json", lambda: b'{"format": ' + b"9" * 5000 + b"}"),
    "settings_fifo": ("settings.json", lambda: _fifo),
    "settings_folder": ("settings.json", lambda: _folder),
    "stats_bad_json": ("stats.json", lambda: b"\xff\xfe{"),
    "stats_deep": ("stats.json", lambda: DEEP),
    "stats_huge_number": ("stats.json", lambda: HUGE_NUMBER),
    "stats_fifo": ("stats.json", lambda: _fifo),
    "autosave_bad_json": ("autosave.jsonl", lambda: b'{"format": 2\n{"commit"\n'),
    "autosave_deep": ("autosave.jsonl", lambda: DEEP + b"\n"),
    "autosave_huge_number": ("autosave.jsonl", lambda: HUGE_NUMBER + b"\n"),
    "autosave_fifo": ("autosave.jsonl", lambda: _fifo),
    "autosave_forged_deal": ("autosave.jsonl", _journal("forged_deal")),
    "autosave_forged_win": ("autosave.jsonl", _journal("forged_win")),
    "autosave_forged_extra_turn": ("autosave.jsonl", _journal("forged_extra_turn")),
    "autosave_header_deal_mismatch": ("autosave.jsonl", _journal("header_deal_mismatch")),
    "autosave_unknown_level": ("autosave.jsonl", _journal("level_path")),
    "slot_bad_json": ("saves/mine.json", lambda: b"{"),
    "slot_deep": ("saves/mine.json", lambda: DEEP),
    "slot_huge_number": ("saves/mine.json", lambda: HUGE_NUMBER),
    "slot_fifo": ("saves/mine.json", lambda: _fifo),
    "slot_forged_deal": ("saves/mine.json", _slot("forged_deal")),
    "slot_forged_win": ("saves/mine.json", _slot("forged_win")),
    "slot_unknown_level": ("saves/mine.json", _slot("level_god")),
}

# Good files beside the broken one: they must be left exactly as they were.
GOOD = {
    "settings.json": lambda: json.dumps(settings.Settings(palette="tritanopia", first_run_done=True).to_json()),
    "stats.json": lambda: _signed_stats(stats.Stats().recorded("exploding-kittens", True, ["easy"], "a" * 32)),
    "saves/other.json": lambda: savekit.slot_bytes(savekit.record(savekit.played(8))).decode(),
}


def _signed_stats(value: stats.Stats) -> str:
    """A statistics file as this installation writes it (the key is in the test's home)."""
    stats.save_stats(value, storage.paths().data_dir / "signed-stats.json")
    signed = storage.paths().data_dir / "signed-stats.json"
    text = signed.read_text()
    signed.unlink()
    return text


def _snapshot(home: Path, skip: str) -> dict[str, bytes]:
    return {str(p.relative_to(home)): p.read_bytes() for p in home.rglob("*")
            if p.is_file() and not str(p.relative_to(home)).startswith(skip)}


def _smoke(home: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "NINE_LIVES_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "game", "--smoke-test", "--continue", "--fast", "--json", *extra],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
@pytest.mark.parametrize("case", CASES)
def test_smoke_start_on_a_broken_file(case: str, tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / "saves").mkdir(parents=True)
    name, make = CASES[case]
    for good_name, good in GOOD.items():
        if good_name != name:
            (home / good_name).write_text(good())
    path = home / name
    content = make()
    if callable(content):
        content(path)
    else:
        path.write_bytes(content)
    before = _snapshot(home, name)

    done = _smoke(home)

    assert done.returncode in (0, 2), done.stderr
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    about = [line for line in lines if Path(name).name in line]
    assert len(about) == 1, lines  # one clear line about the broken file
    assert all(line.startswith("smoke test: ") and len(line) < 300 for line in lines)
    assert not os.path.lexists(path)
    assert len(list(path.parent.glob(path.name + ".bad-*"))) == 1
    assert _snapshot(home, name) == before  # every other file untouched


def test_smoke_continue_plays_an_honest_autosave(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "autosave.jsonl").write_bytes(savekit.journal_bytes(savekit.record(savekit.played(6))))
    done = _smoke(home)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1])["finished"] is True


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="root reads any file; the folder-in-place cases and tests/storage/test_unreadable_files.py "
                           "simulate permission denied")
@pytest.mark.parametrize("name", ["settings.json", "stats.json", "autosave.jsonl"])
def test_smoke_start_on_a_file_it_may_not_read(name: str, tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    path = home / name
    path.write_text("{}")
    path.chmod(0)
    done = _smoke(home)
    assert done.returncode in (0, 2) and "Traceback" not in done.stderr
    assert sum(name in line for line in done.stderr.splitlines()) == 1
    assert not path.exists() and len(list(home.glob(name + ".bad-*"))) == 1
