"""Save slots, public previews and the autosave journal."""

from __future__ import annotations

import json
import random

import journal_child as child
import pytest

from game import saves, storage
from game.engine import Match
from game.rules.kittens.cards import CARD_TYPES


def _play(match: Match, actions: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(actions):
        if match.is_over():
            return
        child.random_step(match, rng)


def _same(a: Match, b: Match) -> bool:
    return a.ruleset.snapshot(a.state) == b.ruleset.snapshot(b.state)


def test_slot_round_trip_list_delete() -> None:
    match = child.new_match(7, 4)
    _play(match, 30)
    saved = saves.SavedGame.from_match(match, child.seats(4))
    assert saves.save_slot(saved, "Friday night!") == ("friday-night", None)
    assert saves.save_slot(saved, "Second") == ("second", None)
    loaded, message = saves.load_slot("friday-night")
    assert message is None and loaded.name == "Friday night!" and loaded.seats == saved.seats
    assert _same(loaded.to_match(), match)
    slots, messages = saves.list_slots()
    assert messages == [] and {s.slot for s in slots} == {"friday-night", "second"}
    assert saves.delete_slot("friday-night") and not saves.delete_slot("friday-night")
    assert [s.slot for s in saves.list_slots()[0]] == ["second"]
    assert saves.load_slot("friday-night")[0] is None
    with pytest.raises(ValueError):
        saves.load_slot("../settings")


def test_loaded_match_continues_like_the_original() -> None:
    match = child.new_match(11, 3)
    _play(match, 20)
    copy = saves.SavedGame.from_json(
        json.loads(json.dumps(saves.SavedGame.from_match(match, child.seats(3)).to_json()))
    )
    resumed = copy.to_match()
    assert [e.to_json() for e in resumed.log] == [e.to_json() for e in match.log]
    _play(resumed, 500, seed=4)
    assert resumed.is_over()


def test_preview_shows_no_hidden_card() -> None:
    match = child.new_match(2, 4)
    _play(match, 25)
    saved = saves.SavedGame.from_match(match, child.seats(4))
    preview = saves.preview(saved)
    assert preview.game_name == "Exploding Kittens" and sum(preview.hand_counts) > 0
    assert preview.current in preview.waiting_for or preview.waiting_for
    assert "turn" in preview.summary() and preview.turn_number > 0
    text = repr(preview)
    assert not any(card_id in text for card_id in CARD_TYPES)
    # States that differ only in hidden cards preview the same.
    rng = random.Random(0)
    for seat in range(4):
        variant = match.ruleset.hidden_variant(match.state, seat, rng)
        if variant is not None:
            assert saves.preview_of(match.ruleset, variant, saved) == saves.preview_of(
                match.ruleset, match.state, saved
            )


def test_journal_follows_the_match_and_tolerates_a_cut_last_line() -> None:
    match = child.new_match(4, 3)
    journal = saves.Journal.start(match, child.seats(3))
    _play(match, 15)
    assert journal.written == len(match.log)
    path = storage.paths().autosave
    whole = path.read_bytes()
    saved, _ = saves.load_autosave()
    assert _same(saved.to_match(), match)

    # Cut in the middle of the last action: that action is dropped, nothing else.
    last_commit = whole.rstrip(b"\n").rfind(b'{"commit"')
    prev_commit = whole[:last_commit].rstrip(b"\n").rfind(b'{"commit"')
    end_prev = whole.index(b"\n", prev_commit) + 1
    committed_before = json.loads(whole[prev_commit:end_prev])["commit"]
    for cut in range(end_prev, len(whole) - 1, 7):
        path.write_bytes(whole[:cut])
        saved, message = saves.load_autosave()
        assert message is None and len(saved.events) == committed_before, cut
    # A last line whole but without its newline still counts.
    path.write_bytes(whole.rstrip(b"\n"))
    assert len(saves.load_autosave()[0].events) == len(match.log)
    journal.close()


def test_resume_rewrites_a_clean_journal_and_finish_removes_it() -> None:
    match = child.new_match(4, 3)
    journal = saves.Journal.start(match, child.seats(3))
    _play(match, 10)
    journal.close()
    path = storage.paths().autosave
    path.write_bytes(path.read_bytes()[:-5])  # a crash mid-line
    saved, _ = saves.load_autosave()
    resumed = saved.to_match()
    journal = saves.Journal.start(resumed, saved.seats)
    _play(resumed, 10, seed=2)
    again, message = saves.load_autosave()
    assert message is None and _same(again.to_match(), resumed)
    journal.finish()
    assert not saves.has_autosave() and not path.exists()
    assert "act" not in resumed.__dict__  # the match is plain again


def test_journal_write_error_stops_journaling_but_not_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    match = child.new_match(4, 3)
    journal = saves.Journal.start(match, child.seats(3))

    def full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves.os, "fsync", full)
    _play(match, 5)
    assert journal.error and "No space" in journal.error
    assert len(match.log) > journal.written  # the game went on without its autosave


def test_journal_that_cannot_start_is_off_not_fatal(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise OSError(13, "Permission denied")

    monkeypatch.setattr(storage, "atomic_write_bytes", refuse)
    match = child.new_match(4, 3)
    journal = saves.Journal.start(match, child.seats(3))
    assert "Permission denied" in journal.error
    _play(match, 5)
    assert journal.written == 0 and not saves.has_autosave()


def test_a_journal_signs_every_commit_with_the_key_it_started_with(tmp_path, monkeypatch) -> None:
    """The key is found once, when the journal starts (it was looked up, path and all, at every
    commit): a home moved meanwhile, with another key, does not break the file's chain."""
    match = child.new_match(5, 3)
    path = tmp_path / "table.jsonl"
    journal = saves.Journal.start(match, child.seats(3), path)
    home = storage.paths().data_dir
    _play(match, 5)
    monkeypatch.setenv("NINE_LIVES_HOME", str(tmp_path / "elsewhere"))
    _play(match, 5, seed=2)
    journal.close()
    monkeypatch.setenv("NINE_LIVES_HOME", str(home))
    saved, message = saves.load_autosave(path)
    assert message is None and len(saved.events) == len(match.log)


def test_a_journal_holds_no_write_buffer_and_a_commit_written_in_parts_is_whole(tmp_path) -> None:
    """Each commit is written whole and at once, so the open file keeps no buffer (4 KB a table
    on a host of hundreds); a file that takes a write only in parts still gets every line."""
    import sys

    match = child.new_match(6, 3)
    path = tmp_path / "table.jsonl"
    journal = saves.Journal.start(match, child.seats(3), path)
    assert sys.getsizeof(journal._file) < 1024  # (a buffered file counts its buffer: 4 KB or more)

    class InParts:  # the file as an OS may take it: a few bytes a write
        def __init__(self, file) -> None:
            self.file, self.name = file, file.name

        def write(self, data) -> int:
            return self.file.write(bytes(data)[:7])

        def __getattr__(self, name: str):
            return getattr(self.file, name)

    journal._file = InParts(journal._file)
    _play(match, 8)
    journal.close()
    saved, message = saves.load_autosave(path)
    assert message is None and len(saved.events) == len(match.log) and _same(saved.to_match(), match)


def _json_line(obj) -> bytes:
    return (json.dumps(obj, separators=(",", ":"), ensure_ascii=False) + "\n").encode("utf-8")


@pytest.mark.parametrize("game", ["exploding-kittens", "imploding-kittens", "zombie-kittens", "kombat-kittens",
                                  "herding-cats"])
def test_a_journal_is_the_json_modules_bytes_and_signatures_both_ways(tmp_path, game) -> None:
    """Journal lines are written, and their chain signed, by orjson (`jsonbytes.compact`): a whole
    game's journal, written action by action as a host writes it, is byte for byte the file the
    json module wrote, every commit's signature the one `signing.canonical` (json) gives."""
    from game import signing
    from game.engine import get

    ruleset = get(game)
    players = 3 if game == "herding-cats" else 4
    match = Match(ruleset, ruleset.configure(players), 31)
    names = [saves.Seat('Zoë "🐱" \\ Ann', "human")] + [saves.Seat(f"CPU {i}", "easy", i) for i in range(1, players)]
    journal = saves.Journal.start(match, names, tmp_path / "j.journal", each_action=False)
    rng = random.Random(3)
    while not match.is_over() and len(match.steps) < 150:
        seat = min(match.pending.seats)
        match.act(seat, rng.choice(sorted(match.legal_actions(seat), key=repr)))
        if rng.random() < 0.7:  # one action at a time, or several at once
            journal.commit()
    journal.commit()
    journal.close()
    raw = (tmp_path / "j.journal").read_bytes()
    lines = [json.loads(line) for line in raw.splitlines()]
    assert raw == b"".join(_json_line(obj) for obj in lines)
    key = signing.key()
    sig = signing.sign_bytes(saves.JOURNAL, signing.canonical(lines[0]), key)
    pending: list = []
    for obj in lines[1:]:
        if "commit" not in obj:
            pending.append(obj)
            continue
        commit = {k: v for k, v in obj.items() if k != "sig"}
        data = sig.encode("ascii") + b"".join(b"\n" + signing.canonical(o) for o in (*pending, commit))
        sig, pending = signing.sign_bytes(saves.JOURNAL, data, key), []
        assert obj["sig"] == sig
    loaded, message = saves.load_autosave(tmp_path / "j.journal")
    assert message is None and loaded.steps == tuple(match.steps)
