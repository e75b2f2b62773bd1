"""Every record is signed with this installation's key as it is written: a seat edited in a save
(a CPU's level, a CPU made a person, a CPU's seed), a record copied from another kind of file,
or a game written by hand is refused like a forged move, set aside with a message, and never
counted."""

from __future__ import annotations

import json
import os
import random
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

import journal_child as child
import pytest
import savekit

from game import history, saves, signing, stats, storage
from game.saves import SavedGame, Seat

SEATS = [Seat("You"), Seat("Mia", "medium", seed=1234), Seat("Tom", "easy", seed=99)]


def _saved(match=None) -> SavedGame:
    return SavedGame.from_match(match or savekit.played(20), SEATS)


def _slot_file() -> Path:
    saves.save_slot(_saved(), "mine")
    return storage.paths().saves_dir / "mine.json"


def _journal_file() -> Path:
    match = savekit.played(0)
    journal = saves.Journal.start(match, SEATS)
    rng = random.Random(5)
    for _ in range(20):
        child.random_step(match, rng)
    journal.close()
    return storage.paths().autosave


def _edit_slot(path: Path, edit: Callable[[dict[str, Any]], None]) -> None:
    """Edit the record line of a slot in place (its header line untouched), as a text editor would."""
    head, body = path.read_bytes().split(b"\n", 1)
    data = json.loads(b"{" + body)
    edit(data)
    path.write_bytes(head + b"\n" + json.dumps(data)[1:].encode())


def _edit_journal(path: Path, edit: Callable[[dict[str, Any]], None]) -> None:
    head, rest = path.read_bytes().split(b"\n", 1)
    header = json.loads(head)
    edit(header)
    path.write_bytes(json.dumps(header).encode() + b"\n" + rest)


def _level(data: dict[str, Any]) -> None:
    data["seats"][1]["kind"] = "hard"


def _person(data: dict[str, Any]) -> None:
    data["seats"][1] = {"name": "Mia", "kind": "human"}


def _seed(value: int) -> Callable[[dict[str, Any]], None]:
    def edit(data: dict[str, Any]) -> None:
        data["seats"][2]["seed"] = value

    return edit


def _uid(data: dict[str, Any]) -> None:
    data["uid"] = "f" * 32


EDITS = {"level_medium_to_hard": _level, "cpu_made_a_person": _person, "seed_7": _seed(7),
         "seed_10_to_the_40": _seed(10**40), "fresh_uid": _uid}
KINDS = {
    "slot": (_slot_file, _edit_slot, lambda: saves.load_slot("mine")),
    "autosave": (_journal_file, _edit_journal, saves.load_autosave),
}


@pytest.mark.parametrize("edit", EDITS)
@pytest.mark.parametrize("kind", KINDS)
def test_an_edited_seat_is_refused_like_a_forged_move(kind: str, edit: str) -> None:
    write, change, load = KINDS[kind]
    path = write()
    assert load()[1] is None  # as written, it loads
    change(path, EDITS[edit])
    saved, message = load()
    assert saved is None and "not written by this game on this computer, or it was changed" in message
    assert not path.exists() and len(list(path.parent.glob(path.name + ".bad-*"))) == 1


def test_the_seats_of_a_loaded_game_are_the_seats_it_was_saved_with() -> None:
    _slot_file()
    saved, message = saves.load_slot("mine")
    assert message is None and saved.seats == tuple(SEATS)
    _journal_file()
    saved, message = saves.load_autosave()
    assert message is None and saved.seats == tuple(SEATS)


def test_a_cut_off_journal_keeps_its_signed_moves() -> None:
    path = _journal_file()
    raw = path.read_bytes()
    path.write_bytes(raw[:-7])  # the last commit line cut by a crash
    saved, message = saves.load_autosave()
    assert message is None and len(saved.steps) == 19


def test_a_record_signed_on_another_computer_is_refused() -> None:
    path = _slot_file()
    other = storage.paths().data_dir / signing.KEY_NAME
    other.write_text("ab" * signing.KEY_BYTES + "\n")
    signing._keys.clear()  # as if this were another installation
    try:
        assert "not written by this game" in saves.list_slots()[1][0]
        assert not path.exists()
    finally:
        signing._keys.clear()


def test_the_key_is_made_once_and_readable_by_its_owner_only() -> None:
    signing._keys.clear()
    first = signing.key()
    path = signing.key_path()
    assert path.is_file() and len(first) == signing.KEY_BYTES
    if os.name == "posix":
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
    signing._keys.clear()
    assert signing.key() == first


def test_a_damaged_key_is_set_aside_and_a_new_one_made() -> None:
    path = signing.key_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("not a key")
    signing._keys.clear()
    made = signing.key()
    assert len(made) == signing.KEY_BYTES and bytes.fromhex(path.read_text().strip()) == made
    assert len(list(path.parent.glob("key.bad-*"))) == 1


# ---- statistics count only games this installation played --------------------------------------


def _finished_one_person() -> SavedGame:
    for seed in range(1, 200):
        match = savekit.finished(seed)
        if len(match.result().winners) == 1:
            return SavedGame.from_match(match, SEATS)
    raise AssertionError("no such game")


def test_a_kept_game_copied_into_the_autosave_under_a_fresh_uid_is_not_counted() -> None:
    saved = _finished_one_person()
    match = saved.to_match()
    history.record(saved, match)
    kept = json.loads((history.history_dir() / f"{saved.uid}.json").read_text())
    copied = {k: v for k, v in kept.items() if k != "sig"} | {"uid": "e" * 32}
    storage.paths().autosave.write_bytes(savekit.journal_bytes(copied, signed=False))
    again, message = saves.load_autosave()
    assert again is None and "not written by this game" in message
    # nor as it is, into the saves folder, where it would be a slot
    slot = storage.paths().saves_dir / "copy.json"
    slot.parent.mkdir(parents=True, exist_ok=True)
    slot.write_text(json.dumps(kept))
    assert saves.list_slots()[0] == [] and saves.load_slot("copy")[0] is None


def test_a_game_written_by_hand_is_never_continued_nor_counted() -> None:
    """Every move by the rules, every CPU move the writer's choice: without the key it is refused."""
    saved = _finished_one_person()
    storage.paths().autosave.parent.mkdir(parents=True, exist_ok=True)
    storage.paths().autosave.write_bytes(savekit.journal_bytes(saved.to_json(), signed=False))
    assert saves.load_autosave()[0] is None
    assert stats.load_stats()[0].overall.played == 0


def test_an_edited_statistics_file_is_refused_and_nothing_counts_it() -> None:
    assert stats.record_result("a" * 32, "exploding-kittens", ["human", "hard"], [0]) is None
    path = storage.paths().stats
    data = json.loads(path.read_text())
    data["overall"]["wins"] = data["overall"]["played"] = 50
    path.write_text(json.dumps(data))
    found, message = stats.load_stats()
    assert found == stats.Stats() and "not written by this game" in message
    assert len(list(path.parent.glob("stats.json.bad-*"))) == 1


def test_an_edited_kept_game_is_not_shown() -> None:
    saved = _finished_one_person()
    history.record(saved, saved.to_match())
    path = history.history_dir() / f"{saved.uid}.json"
    data = json.loads(path.read_text())
    data["seats"][1]["kind"] = "hard"
    path.write_text(json.dumps(data))
    found, message = history.load_game(saved.uid)
    assert found is None and "not written by this game" in message
