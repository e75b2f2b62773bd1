"""The game history (every finished game kept as its proved record, with an index, capped) and the
replay model (any point of a game's log, exactly, quickly)."""

from __future__ import annotations

import json
import re
import time

import pytest
from random_games import finished

from game import history, storage
from game.engine import Match
from game.replay import Replay
from game.saves import SavedGame, Seat
from game.settings import Settings, settings_from_json

FAMILIES = ("exploding-kittens", "imploding-kittens", "zombie-kittens", "kombat-kittens", "herding-cats")


def seats(players: int) -> list[Seat]:
    return [Seat("You")] + [Seat(f"CPU {i}", "easy", seed=i) for i in range(1, players)]


def keep(match: Match, limit: int = 200) -> SavedGame:
    saved = SavedGame.from_match(match, seats(match.config.players))
    assert history.record(saved, match, limit) is None
    return saved


@pytest.mark.parametrize("game_id", FAMILIES)
def test_a_kept_game_of_every_family_replays_to_the_same_final_table(game_id):
    match = finished(game_id, 4)
    saved = keep(match)
    entries, message = history.load_index()
    assert message is None and [e.uid for e in entries] == [saved.uid]
    entry = entries[0]
    assert entry.game_id == game_id and entry.events == len(match.log)
    assert entry.winners == tuple(match.result().winners) and entry.seats[1].kind == "easy"
    loaded, message = history.load_game(entry.uid)
    assert message is None
    replay = Replay.of_match(loaded.to_match())
    rules = match.ruleset
    assert rules.snapshot(replay.state_at(len(replay))) == rules.snapshot(match.state)


def test_the_history_is_newest_first_and_keeps_the_last_limit_games():
    kept = [keep(finished(seed=s), limit=3) for s in range(5)]
    entries, _ = history.load_index()
    assert [e.uid for e in entries] == [s.uid for s in reversed(kept[2:])]
    files = {p.stem for p in history.history_dir().glob("*.json")} - {"index"}
    assert files == {s.uid for s in kept[2:]}  # the older games' files are gone


def test_a_game_is_kept_once_however_often_it_is_recorded():
    match = finished()
    saved = keep(match)
    keep(match)
    assert [e.uid for e in history.load_index()[0]] == [saved.uid]


def test_an_unreadable_index_is_set_aside_with_a_message_and_rebuilt():
    saved = keep(finished())
    (history.history_dir() / "index.json").write_text("{not json")
    entries, message = history.load_index()
    assert "could not be read" in message and "kept as index.json.bad-" in message
    assert [e.uid for e in entries] == [saved.uid]
    assert list(history.history_dir().glob("index.json.bad-*"))
    assert history.load_index() == (entries, None)  # rebuilt and written again


def test_a_forged_game_file_is_set_aside_when_opened():
    saved = keep(finished())
    path = history.history_dir() / f"{saved.uid}.json"
    data = json.loads(path.read_text())
    data["setup"][0]["hands"][0] += ["defuse"] * 3
    path.write_text(json.dumps(data))
    loaded, message = history.load_game(saved.uid)
    assert loaded is None and "could not be read" in message and not path.exists()
    history.forget(saved.uid)
    assert history.load_index()[0] == []


def test_the_limit_is_a_setting_of_200_by_default():
    assert Settings().history_limit == 200
    assert settings_from_json({"history_limit": 5000})[0].history_limit == 1000
    assert history.record(SavedGame.from_match(finished(), seats(3)), finished(), 0) is None
    assert not history.history_dir().exists()  # a limit of 0 keeps nothing


def test_stepping_back_from_the_end_and_forward_again_gives_the_same_table_at_every_event():
    match = finished("imploding-kittens", 5, seed=9)
    rules = match.ruleset
    truth = []
    state = rules.blank(match.config)
    for event in match.log:
        state = rules.evolve(state, event)
        truth.append(rules.snapshot(state))
    replay = Replay.of_match(match, every=16)
    backward = [rules.snapshot(replay.state_at(n)) for n in range(len(replay), 0, -1)]
    forward = [rules.snapshot(replay.state_at(n)) for n in range(1, len(replay) + 1)]
    assert forward == truth and backward == truth[::-1]


def test_turns_and_moves_are_found_in_the_log():
    match = finished("exploding-kittens", 4)
    replay = Replay.of_match(match)
    assert replay.stops[0] == match.setup_length and replay.stops[-1] == len(match.log)
    assert replay.turn_start(1) == match.setup_length and replay.turns == match.ruleset.summary(match.state).turn
    middle = replay.turn_start(5)
    assert replay.turn_at(middle) == 5 and replay.next_turn(middle) == replay.turn_start(6)
    assert replay.previous_turn(middle) == replay.turn_start(4)
    assert replay.stop_after(middle) > middle and replay.stop_before(middle) < middle


def test_a_jump_anywhere_in_a_long_game_is_quick():
    match = finished("kombat-kittens", 5, seed=2)
    replay = Replay.of_match(match)
    assert len(replay) > 500
    start = time.perf_counter()
    for n in replay.stops[::-1]:
        replay.state_at(n)
    each = (time.perf_counter() - start) / len(replay.stops)
    assert each < 0.1


def test_the_exported_text_log_is_one_line_an_event_with_every_card_face_up(tmp_path):
    match = finished()
    saved = keep(match)
    paths, message = history.export(saved, tmp_path)
    assert message is None
    text = paths[0].read_text().splitlines()
    assert text[0].startswith("Exploding Kittens, 3 players: Player 1 (person), CPU 1 (Easy)")
    rules = match.ruleset
    assert text[2:] == [rules.describe(e, ["Player 1", "CPU 1", "CPU 2"]) for e in match.log
                        if rules.shown_in_log(e)]
    assert SavedGame.from_json(json.loads(paths[1].read_text())).to_match().log == match.log
    assert history.text_log(saved, seat=1) != history.text_log(saved)  # a seat's log hides cards


def test_a_history_that_cannot_be_written_says_so(monkeypatch):
    def refuse(*_args, **_kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage, "atomic_write_json", refuse)
    match = finished()
    message = history.record(SavedGame.from_match(match, seats(3)), match)
    assert message == "This game could not be kept in the history (Permission denied)."


SECOND_PERSON = re.compile(r"\b(you|your|yours)\b", re.IGNORECASE)


@pytest.mark.parametrize("game_id", ["exploding-kittens", "zombie-kittens", "kombat-kittens", "herding-cats"])
def test_an_exported_log_never_reads_a_seat_named_you_in_the_second_person(tmp_path, game_id):
    match = finished(game_id, 3, 6)
    saved = SavedGame.from_match(match, [Seat("You"), Seat("Mia", "easy", seed=1), Seat("Bo", "easy", seed=2)])
    for seat in (None, 0, 1):
        lines = [history.heading(saved, seat), *history.text_log(saved, seat)]
        assert not [line for line in lines if SECOND_PERSON.search(line)]
        assert sum("Player 1" in line for line in lines) > 1  # the person is named in every line about them
    paths, _ = history.export(saved, tmp_path)
    assert not SECOND_PERSON.search(paths[0].read_text())


def _index() -> dict:
    return json.loads((history.history_dir() / "index.json").read_text())


def _write_index(data: dict) -> None:
    (history.history_dir() / "index.json").write_text(json.dumps(data))


def _lost_game() -> SavedGame:
    """A kept game the person (seat 0, "You") did not win."""
    for seed in range(1, 100):
        match = finished(seed=seed)
        if 0 not in match.result().winners:
            return keep(match)
    raise AssertionError("no such game")


def test_an_edited_index_row_is_made_again_from_its_game_and_the_player_told():
    saved = _lost_game()
    truth = history.load_index()[0]
    data = _index()
    data["games"][0]["winners"] = [0]  # "won by You" for a game a CPU won
    _write_index(data)
    entries, message = history.load_index()
    assert entries == truth and entries[0].winner_words() != "won by You"
    assert "1 row did not match its game and was made again" in message
    assert history.load_index() == (truth, None)  # written back: said once
    for field, value in (("game_id", "chess"), ("seats", [{"name": "You", "kind": "human"}] * 3),
                         ("events", 1), ("finished_at", "2001-01-01T00:00:00+00:00")):
        data = _index()
        data["games"][0][field] = value
        _write_index(data)
        entries, message = history.load_index()
        assert [(e.uid, e.game_id, e.seats, e.winners, e.events) for e in entries] == \
            [(t.uid, t.game_id, t.seats, t.winners, t.events) for t in truth], field
        assert "made again" in message
    assert saved.uid == truth[0].uid


def test_a_repeated_row_is_listed_once_and_the_player_told():
    keep(finished(seed=1))
    saved = keep(finished(seed=2))
    data = _index()
    data["games"] += [data["games"][-1]] * 4  # the newest row five times
    _write_index(data)
    entries, message = history.load_index()
    assert [e.uid for e in entries].count(saved.uid) == 1 and len(entries) == 2
    assert "4 rows listed a game twice and were dropped" in message


def test_a_row_whose_game_is_gone_or_forged_is_dropped():
    gone = keep(finished(seed=1))
    forged = keep(finished(seed=2))
    kept = keep(finished(seed=3))
    (history.history_dir() / f"{gone.uid}.json").unlink()
    data = _index()
    data["games"][1]["events"] += 1  # its row edited, and its game too: nothing to make it again from
    _write_index(data)
    path = history.history_dir() / f"{forged.uid}.json"
    record = json.loads(path.read_text())
    record["seats"][1]["kind"] = "hard"
    path.write_text(json.dumps(record))
    entries, message = history.load_index()
    assert [e.uid for e in entries] == [kept.uid]
    assert "2 rows named a game that is not kept and were dropped" in message


def test_an_index_of_an_older_version_is_rebuilt_from_the_games_kept():
    saved = keep(finished())
    data = _index()
    data["format"] = 1
    _write_index(data)
    entries, message = history.load_index()
    assert [e.uid for e in entries] == [saved.uid] and "older version" in message


def test_a_kept_games_default_names_read_as_the_table_reads_them():
    """The History list, the replay and the export word a default name as the table does: German
    reads "CPU 2" as "Computer 2" there (the list said "CPU 2" beside a table saying "Computer 2"),
    and the person who typed no name is "Spieler 1" (third person, after the game)."""
    from game import i18n

    i18n.set_language("de")
    assert history.seat_names(["You", "CPU 2", "Mia"]) == ["Spieler 1", "Computer 2", "Mia"]
