"""Corrupted, truncated, wrong-type and future-version files: a message, defaults, the file kept."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import journal_child as child
import pytest
import savekit

from game import saves, settings, stats, storage


def _good_settings() -> bytes:
    return json.dumps(settings.Settings(palette="tritanopia", text_scale=1.5).to_json()).encode()


def _good_stats() -> bytes:
    path = storage.paths().data_dir / "made.json"
    stats.save_stats(stats.Stats().recorded("exploding-kittens", True, ["easy"]), path)  # signed as the app signs it
    data = path.read_bytes()
    path.unlink()
    return data


def _played_match(actions: int = 12):
    match = child.new_match(5, 3)
    rng = random.Random(5)
    for _ in range(actions):
        child.random_step(match, rng)
    return match


def _good_slot() -> bytes:
    saved = saves.SavedGame.from_match(_played_match(), child.seats(3))
    folder = storage.paths().data_dir / "made"
    saves.save_slot(saved, "mine", folder)  # signed as the app signs it
    data = (folder / "mine.json").read_bytes()
    (folder / "mine.json").unlink()
    return data


def _good_journal() -> bytes:
    match = _played_match(0)
    journal = saves.Journal.start(match, child.seats(3))
    rng = random.Random(1)
    for _ in range(10):
        child.random_step(match, rng)
    journal.close()
    return storage.paths().autosave.read_bytes()


def _load_settings() -> tuple[Any, str | None]:
    value, message = settings.load_settings()
    return (None if value == settings.Settings() else value), message


def _load_stats() -> tuple[Any, str | None]:
    value, message = stats.load_stats()
    return (None if value == stats.Stats() else value), message


# kind -> (path, a good file's bytes, loader returning (non-default value or None, message))
KINDS: dict[str, tuple[Callable[[], Path], Callable[[], bytes], Callable[[], tuple[Any, str | None]]]] = {
    "settings": (lambda: storage.paths().settings, _good_settings, _load_settings),
    "stats": (lambda: storage.paths().stats, _good_stats, _load_stats),
    "slot": (lambda: storage.paths().saves_dir / "mine.json", _good_slot, lambda: saves.load_slot("mine")),
    "autosave": (lambda: storage.paths().autosave, _good_journal, saves.load_autosave),
}


def _future(good: bytes) -> bytes:
    if good.lstrip().startswith(b"{") and b"\n{" not in good:
        data = json.loads(good)
        data["format"] = 99
        return json.dumps(data).encode()
    header, rest = good.split(b"\n", 1)
    data = json.loads(header)
    data["format"] = 99
    return json.dumps(data).encode() + b"\n" + rest


BREAKERS: dict[str, Callable[[bytes], bytes]] = {
    "garbage": lambda good: b"\x00\xffnot json at all\x13",
    "truncated": lambda good: good[: len(good) // 3],
    "empty": lambda good: b"",
    "wrong_type": lambda good: b"[1, 2, 3]\n",
    "future": _future,
    "no_format": lambda good: b'{"palette": "standard"}\n',
}


@pytest.mark.parametrize("kind", KINDS)
def test_good_file_loads(kind: str) -> None:
    path_of, good, load = KINDS[kind]
    data = good()
    path = path_of()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    value, message = load()
    assert message is None
    assert value is not None
    assert path.read_bytes() == data


@pytest.mark.parametrize("breaker", BREAKERS)
@pytest.mark.parametrize("kind", KINDS)
def test_bad_file_gives_message_defaults_and_is_kept(kind: str, breaker: str) -> None:
    path_of, good, load = KINDS[kind]
    bad = BREAKERS[breaker](good())
    path = path_of()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bad)

    value, message = load()

    assert value is None  # the defaults (or no game)
    assert message and "\n" not in message and len(message) < 200
    assert not path.exists()  # never read again, never overwritten
    kept = list(path.parent.glob(path.name + ".bad-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == bad
    assert kept[0].name in message
    again, message = load()  # next start: the defaults, nothing more moved aside
    assert again is None and (message is None or "no saved game" in message)
    assert len(list(path.parent.glob(path.name + ".bad-*"))) == 1


def test_second_bad_file_does_not_clobber_the_first() -> None:
    path = storage.paths().settings
    path.parent.mkdir(parents=True, exist_ok=True)
    for content in (b"one{", b"two{"):
        path.write_bytes(content)
        assert settings.load_settings()[1]
    assert sorted(p.read_bytes() for p in path.parent.glob("settings.json.bad-*")) == [b"one{", b"two{"]


def test_save_that_cannot_replay_is_moved_aside() -> None:
    data = json.loads(_good_slot())
    data["setup"] = data["setup"][1:]  # no deal: the moves make no sense
    path = storage.paths().saves_dir / "broken.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(savekit.slot_bytes(data))  # signed: the rules must refuse it
    saved, message = saves.load_slot("broken")
    assert saved is None and "broken" in message
    slots, messages = saves.list_slots()
    assert slots == [] and messages == []  # already moved aside: the list is clean


def test_unknown_game_and_unknown_event_are_bad() -> None:
    data = json.loads(_good_slot())
    path = storage.paths().saves_dir / "x.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(savekit.slot_bytes({**data, "game_id": "no-such-game"}))
    assert "unknown game" in saves.load_slot("x")[1]
    path.write_bytes(savekit.slot_bytes({**data, "setup": [*data["setup"], {"type": "Teleported"}]}))
    assert "unreadable" in saves.load_slot("x")[1]


def test_journal_damaged_in_the_middle_is_bad_not_silently_shortened() -> None:
    lines = _good_journal().split(b"\n")
    lines[3] = lines[3][:10]
    storage.paths().autosave.write_bytes(b"\n".join(lines))
    saved, message = saves.load_autosave()
    assert saved is None and "damaged" in message


def test_unreadable_settings_values_are_repaired_with_a_message() -> None:
    path = storage.paths().settings
    data = settings.Settings().to_json() | {"text_scale": 9, "palette": "pink", "music_volume": -3}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))
    loaded, message = settings.load_settings()
    assert (loaded.text_scale, loaded.palette, loaded.music_volume) == (2.0, "standard", 0)
    assert "back to their defaults: Colours; adjusted to fit: Text size, Music volume." in message
    assert len(list(path.parent.glob("settings.json.bad-*"))) == 1  # the original is kept
    assert settings.load_settings() == (loaded, None)  # the repaired file is written back
