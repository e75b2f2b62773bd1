"""Saves are proved before use: a forged deal, event or turn, a header that disagrees with its
deal, an unknown CPU level or a format that cannot be checked is set aside, never played."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import savekit

from game import saves, storage


def _write_slot(data: dict[str, Any]) -> tuple[Path, Callable[[], tuple[Any, str | None]]]:
    path = storage.paths().saves_dir / "mine.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(savekit.slot_bytes(data))
    return path, lambda: saves.load_slot("mine")


def _write_journal(data: dict[str, Any]) -> tuple[Path, Callable[[], tuple[Any, str | None]]]:
    path = storage.paths().autosave
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(savekit.journal_bytes(data))
    return path, saves.load_autosave


WRITERS = {"slot": _write_slot, "autosave": _write_journal}


def _refused(path: Path, message: str | None, words: str) -> None:
    assert message and words in message and "\n" not in message
    assert not path.exists()
    kept = list(path.parent.glob(path.name + ".bad-*"))
    assert len(kept) == 1 and kept[0].name in message


@pytest.mark.parametrize("kind", WRITERS)
def test_an_honest_record_loads_and_plays_on(kind: str) -> None:
    match = savekit.played(20)
    data = savekit.record(match)
    path, load = WRITERS[kind](data)
    saved, message = load()
    assert message is None and path.exists()
    again = saved.to_match()
    assert [e.to_json() for e in again.log] == [e.to_json() for e in match.log]
    assert len(again.steps) == len(match.steps) and saved.uid == data["uid"]


@pytest.mark.parametrize("forgery", savekit.FORGERIES)
@pytest.mark.parametrize("kind", WRITERS)
def test_a_forged_record_is_set_aside_with_what_was_wrong(kind: str, forgery: str) -> None:
    path, load = WRITERS[kind](savekit.forged(forgery))
    saved, message = load()
    assert saved is None
    _refused(path, message, savekit.FORGERIES[forgery][1])
    assert saves.list_slots() == ([], [])  # nothing left to preview


def test_a_forged_slot_is_refused_when_opened_and_leaves_the_load_screen() -> None:
    """The load screen reads only headers; opening proves the game, and a forgery goes aside."""
    _write_slot(savekit.forged("forged_win"))  # signed with this installation's key: the rules catch it
    slots, messages = saves.list_slots()
    assert [s.slot for s in slots] == ["mine"] and messages == []
    found, message = saves.open_slot("mine")
    assert found is None and "did not happen as written" in message
    assert saves.list_slots() == ([], [])


def test_a_slot_written_by_hand_never_reaches_the_load_screen() -> None:
    path = storage.paths().saves_dir / "mine.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(savekit.slot_bytes(savekit.record(), signed=False))
    slots, messages = saves.list_slots()
    assert slots == [] and len(messages) == 1 and "not written by this game" in messages[0]


@pytest.mark.parametrize("kind", WRITERS)
def test_format_1_cannot_be_checked_and_is_kept_aside(kind: str) -> None:
    data = savekit.record()
    if kind == "slot":
        path = storage.paths().saves_dir / "old.json"
        path.parent.mkdir(parents=True)
        path.write_text(json.dumps(savekit.format_1(data)))
        saved, message = saves.load_slot("old")
    else:
        path = storage.paths().autosave
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(savekit.format_1_journal(data))
        saved, message = saves.load_autosave()
    assert saved is None
    _refused(path, message, "made by an older version; it cannot be checked")


def test_the_game_id_is_kept_by_named_saves_and_continue() -> None:
    match = savekit.played(10)
    journal = saves.Journal.start(match, savekit.child.seats(3))
    uid = saves.game_uid(match)
    journal.close()
    resumed, _ = saves.load_autosave()
    assert resumed.uid == uid
    again = resumed.to_match()
    assert saves.game_uid(again) == uid
    assert saves.SavedGame.from_match(again, resumed.seats).uid == uid
    slot, error = saves.save_slot(saves.SavedGame.from_match(again, resumed.seats), "Mine")
    assert error is None and saves.load_slot(slot)[0].uid == uid
    assert saves.game_uid(savekit.played(3)) != uid  # another game, another id


def test_names_from_a_save_are_cleaned() -> None:
    data = savekit.record()
    data["seats"][0]["name"] = "Bea\x00\x1b[31m"
    data["seats"][1]["name"] = "x" * 200_000
    data["seats"][2]["name"] = "\x00\x00"
    data["name"] = "Night\u2028game\x00" + "y" * 200_000
    _write_slot(data)
    saved, message = saves.load_slot("mine")
    assert message is None
    names = [s.name for s in saved.seats]
    assert names[0] == "Bea [31m" and len(names[1]) <= 24 and names[2] == "Player 3"
    assert all(ch.isprintable() for n in names + [saved.name] for ch in n)
    assert len(saved.name) <= saves.SAVE_NAME_MAX and saved.name.startswith("Night game")
