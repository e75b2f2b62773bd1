"""Upgrading keeps every player's records: the start that makes this installation's key adopts
what the previous version wrote before anything was signed (statistics, kept games and their
index, save slots, the autosave), each game proved by the rules first, then written again signed.
After that start an unsigned record is refused as before, and a forged old record never passes.

The old files are written here exactly as the previous version wrote them (git show
7d8d988:game/saves.py, history.py, stats.py): format 2 games with no signature, journal commit
lines with none, a format 1 history index and format 3 statistics.
"""

from __future__ import annotations

import json
import os
import random
import stat
from pathlib import Path
from typing import Any

import journal_child as child
import pytest
import savekit

from game import history, saves, signing, stats, storage, upgrade
from game.__main__ import main
from game.saves import SavedGame, Seat

SEATS = [Seat("You"), Seat("Mia", "medium", seed=1234), Seat("Tom", "easy", seed=99)]


# ---- the previous version's writers ----------------------------------------------------------


def _old(saved_json: dict[str, Any]) -> dict[str, Any]:
    return {**saved_json, "format": 2}


def old_slot(saved: SavedGame, name: str) -> Path:
    """`save_slot` before signing: the record as one JSON file, format 2."""
    path = storage.paths().saves_dir / f"{saves.slot_id(name)}.json"
    storage.atomic_write_json(path, _old({**saved.to_json(), "name": name, "saved_at": "2026-11-20T18:00:00+00:00"}))
    return path


def old_autosave(saved: SavedGame) -> Path:
    """`Journal.start` before signing: header (format 2), deal, bare commit lines."""
    path = storage.paths().autosave
    data = _old(saved.to_json())
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(savekit.journal_bytes(data, signed=False))
    return path


def old_kept_game(saved: SavedGame, finished_at: str) -> dict[str, Any]:
    """`history.record` before signing: the game file, format 2; returns its index row."""
    storage.atomic_write_json(history.history_dir() / f"{saved.uid}.json", _old(saved.to_json()))
    return history.entry_for(saved, saved.to_match(), finished_at).to_json()


def old_index(rows: list[dict[str, Any]]) -> Path:
    path = history.history_dir() / history.INDEX_NAME
    storage.atomic_write_json(path, {"format": 1, "games": rows})
    return path


def old_stats(counted: stats.Stats) -> Path:
    """`save_stats` before signing: format 3, no signature."""
    path = storage.paths().stats
    storage.atomic_write_json(path, {**counted.to_json(), "format": 3})
    return path


# ---- games ----------------------------------------------------------------------------------


def _finished(seed: int) -> SavedGame:
    """A finished game won by one seat, for the history."""
    for s in range(seed, seed + 200):
        match = savekit.finished(s)
        if len(match.result().winners) == 1:
            return SavedGame.from_match(match, SEATS)
    raise AssertionError("no such game")


def _going_on(actions: int = 20, seed: int = 5) -> SavedGame:
    return SavedGame.from_match(savekit.played(actions, seed), SEATS)


def _three_wins() -> stats.Stats:
    counted = stats.Stats()
    for n, won in enumerate((True, True, False)):
        counted = counted.recorded("exploding-kittens", won, ["medium", "easy"], uid=f"{n + 1:x}" * 32)
    return counted


def _old_home() -> dict[str, Any]:
    """A home as the previous version left it: statistics, two kept games, a slot, the autosave."""
    first, second, going_on = _finished(1), _finished(40), _going_on(20)
    rows = [old_kept_game(first, "2026-11-18T20:00:00+00:00"), old_kept_game(second, "2026-11-19T21:00:00+00:00")]
    return {
        "stats": old_stats(_three_wins()), "index": old_index(rows), "kept": [first, second],
        "slot": old_slot(_going_on(30, seed=7), "Friday night"),
        "autosave": old_autosave(going_on), "going_on": going_on,
    }


# ---- the first start adopts -------------------------------------------------------------------


def test_an_old_home_is_adopted_at_the_first_start() -> None:
    home = _old_home()
    adopted = upgrade.first_start()
    assert signing.key_path().is_file()
    assert sorted(adopted) == sorted([home["stats"], home["autosave"], home["slot"], home["index"],
                                      *(history.history_dir() / f"{s.uid}.json" for s in home["kept"])])
    # statistics: the three games counted before, signed now
    counted, message = stats.load_stats()
    assert message is None and counted == _three_wins() and counted.overall.wins == 2
    assert json.loads(home["stats"].read_text())["format"] == stats.FORMAT
    # the slot: listed from its header, with its name and date, and opened (proved)
    slots, messages = saves.list_slots()
    assert messages == [] and [(s.slot, s.preview.name, s.preview.saved_at) for s in slots] == [
        ("friday-night", "Friday night", "2026-11-20T18:00:00+00:00")]
    found, message = saves.open_slot("friday-night")
    assert message is None and len(found[0].steps) == 30 and found[0].seats == tuple(SEATS)
    # the history: both games, in their order with their dates, nothing dropped
    entries, message = history.load_index()
    assert message is None
    assert [(e.uid, e.finished_at) for e in entries] == [
        (home["kept"][1].uid, "2026-11-19T21:00:00+00:00"), (home["kept"][0].uid, "2026-11-18T20:00:00+00:00")]
    assert all(history.load_game(e.uid)[0] is not None for e in entries)
    # the autosave: continued where it was, and counted once when it ends
    saved, message = saves.load_autosave()
    assert message is None and saved.uid == home["going_on"].uid and saved.seats == tuple(SEATS)
    match = saved.to_match()
    assert len(match.steps) == 20 and not match.is_over()
    journal = saves.Journal.start(match, saved.seats)
    rng = random.Random(3)
    while not match.is_over():
        child.random_step(match, rng)
    journal.close()
    again, _ = saves.load_autosave()
    assert again is not None and again.uid == saved.uid and len(again.steps) == len(match.steps)
    kinds, winners = [s.kind for s in saved.seats], match.result().winners
    assert stats.record_result(saved.uid, saved.game_id, kinds, winners) is None
    assert stats.record_result(saved.uid, saved.game_id, kinds, winners) is None
    assert stats.load_stats()[0].overall.played == 4


@pytest.mark.skipif(os.name != "posix", reason="file modes are POSIX")
def test_slots_and_the_autosave_are_their_owners_only_when_adopted_or_saved() -> None:
    """A slot and the autosave hold an unfinished game's deck: readable by their owner only, as
    the autosave's journal is, whether adopted from an old home or saved now."""
    old = os.umask(0o022)  # as most people's: new files readable by everyone
    try:
        home = _old_home()
        for path in (home["slot"], home["autosave"]):
            path.chmod(0o644)
        upgrade.first_start()
        assert stat.S_IMODE(home["slot"].stat().st_mode) == storage.PRIVATE
        assert stat.S_IMODE(home["autosave"].stat().st_mode) == storage.PRIVATE
        slot, message = saves.save_slot(_going_on(10, seed=9), "Saturday")
        assert message is None
        assert stat.S_IMODE((storage.paths().saves_dir / f"{slot}.json").stat().st_mode) == storage.PRIVATE
    finally:
        os.umask(old)


def test_the_app_adopts_at_its_first_start_through_main() -> None:
    """Every start goes through `main` (the app, the packaged build, each command)."""
    path = old_slot(_going_on(), "Old one")
    assert main(["scenario", str(storage.paths().data_dir / "no-such-file.json")]) == 2
    assert saves.list_slots() == ([saves.slot_info("old-one")[0]], [])
    assert json.loads(path.read_bytes().split(b"\n", 1)[0][:-1] + b"}")["format"] == saves.FORMAT


# ---- afterwards, and forgeries ----------------------------------------------------------------


def test_an_unsigned_record_appearing_after_the_first_start_is_refused() -> None:
    assert upgrade.first_start() == []  # a new player: the key is made, nothing to adopt
    _old_home()
    assert upgrade.first_start() == []  # the key exists: nothing is adopted any more
    assert "older version" in stats.load_stats()[1]
    assert saves.list_slots()[0] == [] and saves.load_autosave()[0] is None
    entries, message = history.load_index()
    assert entries == [] and "older version" in message


def test_a_damaged_key_is_no_first_start() -> None:
    key = signing.key_path()
    key.parent.mkdir(parents=True, exist_ok=True)
    key.write_text("not a key")
    path = old_slot(_going_on(), "Old one")
    assert upgrade.first_start() == [] and json.loads(path.read_text())["format"] == 2


def test_a_forged_old_record_is_still_refused() -> None:
    """Adoption proves each game: a forged deal or win written the old way stays unsigned, and is
    refused when it is read; the good records beside it are adopted."""
    good = old_slot(_going_on(), "Good one")
    forged_slot = storage.paths().saves_dir / "forged.json"
    storage.atomic_write_json(forged_slot, _old(savekit.forged("forged_win")))
    storage.paths().autosave.write_bytes(savekit.journal_bytes(_old(savekit.forged("forged_deal")), signed=False))
    won = _finished(1).to_json()
    won["steps"][-1]["events"].append({"type": "GameWon", "seat": 0})  # a win that never happened
    storage.atomic_write_json(history.history_dir() / f"{won['uid']}.json", _old(won))
    assert upgrade.first_start() == [good]
    assert [s.slot for s in saves.list_slots()[0]] == ["good-one"] and not forged_slot.exists()
    assert saves.load_autosave()[0] is None and not storage.paths().autosave.exists()
    assert history.load_game(won["uid"])[0] is None
    assert stats.load_stats()[0].overall.played == 0


def test_an_adoption_cut_short_by_a_kill_is_finished_at_the_next_start(monkeypatch) -> None:
    """The first start leaves a signed mark while it adopts: killed halfway (here, before the
    slot), the next start finds the mark and adopts the rest; a mark written by hand adopts nothing."""
    path = old_slot(_going_on(), "Old one")

    def killed() -> list[Path]:
        raise KeyboardInterrupt  # the process dies here: the key and the mark are on disk

    with monkeypatch.context() as patched, pytest.raises(KeyboardInterrupt):
        patched.setattr(upgrade, "adopt", killed)
        upgrade.first_start()
    mark = storage.paths().data_dir / upgrade.UNFINISHED
    assert signing.key_path().is_file() and mark.is_file()
    assert upgrade.first_start() == [path] and not mark.exists()
    assert [s.slot for s in saves.list_slots()[0]] == ["old-one"]
    old_slot(_going_on(), "Later one")
    mark.write_text("0" * 64 + "\n")  # a mark made by hand
    assert upgrade.first_start() == [] and saves.list_slots()[0][0].slot == "old-one"
