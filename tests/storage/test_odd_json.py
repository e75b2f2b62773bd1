"""Odd JSON never crashes a reader: huge numbers, deep nesting, huge files, invalid UTF-8, NaN
and Infinity in settings, statistics, a save slot or the autosave are set aside with a message
(settings reset an odd number alone: tests/storage/test_settings_odd_numbers.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import savekit

from game import saves, settings, stats, storage

DEEP = b"[" * 200_000 + b"]" * 200_000


def _body(inner: bytes) -> bytes:
    return b'{"format": 1, "x": ' + inner + b"}"


ODD: dict[str, Callable[[int], bytes]] = {
    "huge_number": lambda limit: _body(b"1" * 5000),
    "deep_nesting": lambda limit: DEEP,
    "deep_inside": lambda limit: _body(DEEP),
    "invalid_utf8": lambda limit: _body(b'"\xff\xfe"'),
    "nan": lambda limit: _body(b"NaN"),
    "infinity": lambda limit: _body(b"-Infinity"),
    "overflowing_float": lambda limit: _body(b"1e999"),
    "huge_file": lambda limit: _body(b'"' + b"a" * limit + b'"'),
}


def _journal(odd: bytes) -> bytes:
    """A good journal whose second line is odd (a damaged middle line)."""
    good = savekit.journal_bytes(savekit.record()).split(b"\n")
    return b"\n".join([good[0], odd, *good[2:]])


# kind -> (path, file content around the odd part, loader returning (value or None, message), cap)
KINDS: dict[str, tuple[Callable[[], Path], Callable[[bytes], bytes], Callable[[], tuple[Any, str | None]], int]] = {
    "settings": (lambda: storage.paths().settings, lambda b: b, lambda: settings.load_settings(),
                 storage.SMALL_LIMIT),
    "stats": (lambda: storage.paths().stats, lambda b: b, lambda: stats.load_stats(), storage.SMALL_LIMIT),
    "slot": (lambda: storage.paths().saves_dir / "mine.json", lambda b: b, lambda: saves.load_slot("mine"),
             storage.SAVE_LIMIT),
    "autosave_header": (lambda: storage.paths().autosave, lambda b: b, saves.load_autosave, storage.SAVE_LIMIT),
    "autosave_line": (lambda: storage.paths().autosave, _journal, saves.load_autosave, storage.SAVE_LIMIT),
}
DEFAULTS = {"settings": settings.Settings(), "stats": stats.Stats()}


ODD_NUMBERS = ("huge_number", "nan", "infinity", "overflowing_float")  # settings reset such a value alone


@pytest.mark.parametrize(("kind", "odd"), [(k, o) for k in KINDS for o in ODD
                                           if not (k == "settings" and o in ODD_NUMBERS)])
def test_odd_content_is_set_aside_with_a_message(kind: str, odd: str) -> None:
    path_of, wrap, load, limit = KINDS[kind]
    content = wrap(ODD[odd](limit))
    path = path_of()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    value, message = load()
    assert value == DEFAULTS[kind] if kind in DEFAULTS else value is None
    assert message and "\n" not in message and len(message) < 240
    assert not path.exists()
    kept = list(path.parent.glob(path.name + ".bad-*"))
    assert len(kept) == 1 and kept[0].name in message
    assert kept[0].stat().st_size == len(content)


def test_parse_json_raises_only_bad_file() -> None:
    for raw in (b"1" * 5000, DEEP, b"\xff", b"NaN", b"[Infinity]", b"1e400", b"", b"{", b"\x00"):
        with pytest.raises(storage.BadFile):
            storage.parse_json(raw)
    assert storage.parse_json(b'{"a": [1, 2.5]}') == {"a": [1, 2.5]}


def test_a_cut_odd_last_journal_line_is_only_dropped() -> None:
    good = savekit.journal_bytes(savekit.record())
    path = storage.paths().autosave
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(good + b"[" * 200_000)  # a crash while writing a line: no newline after it
    saved, message = saves.load_autosave()
    assert message is None and saved is not None
