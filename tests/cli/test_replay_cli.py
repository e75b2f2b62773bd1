"""`python -m game replay FILE [--seat N] [--json]`: a kept game's log without a window; a bad
file or flag is one line on stderr and exit 2."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from random_games import finished

from game import history
from game.__main__ import main
from game.engine import Match, get
from game.saves import SavedGame, Seat


def kept(players: int = 4) -> tuple[SavedGame, str]:
    match = finished("imploding-kittens", players, 7)
    saved = SavedGame.from_match(match, [Seat("Ann")] + [Seat(f"CPU {i}", "hard", seed=i) for i in range(1, players)])
    history.record(saved, match)
    return saved, str(history.history_dir() / f"{saved.uid}.json")


def test_replay_prints_a_four_player_imploding_game_one_line_an_event(capsys):
    saved, path = kept()
    assert main(["replay", path]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Imploding Kittens, 4 players: Ann (person), CPU 1 (Hard), CPU 2 (Hard), CPU 3 (Hard)"
    assert lines[1:] == history.text_log(saved)


def test_replay_as_a_seat_hides_what_that_seat_did_not_see(capsys):
    saved, path = kept()
    assert main(["replay", path, "--seat", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].endswith("As CPU 1 saw it") and lines[1:] == history.text_log(saved, 1)
    assert lines[1:] != history.text_log(saved)


def test_replay_json_is_the_record(capsys):
    saved, path = kept()
    assert main(["replay", path, "--json"]) == 0
    assert SavedGame.from_json(json.loads(capsys.readouterr().out)).to_match().log == saved.to_match().log


def test_bad_files_and_seats_are_one_line_and_exit_2(capsys, tmp_path):
    _saved, path = kept()
    forged = json.loads(Path(path).read_text())
    forged["steps"][3]["events"] = []
    (tmp_path / "forged.json").write_text(json.dumps(forged))
    (tmp_path / "junk.json").write_bytes(b"\xff\xfe")
    for argv in (["replay", str(tmp_path / "none.json")], ["replay", str(tmp_path / "forged.json")],
                 ["replay", str(tmp_path / "junk.json")], ["replay", path, "--seat", "5"]):
        assert main(argv) == 2
        out, err = capsys.readouterr()
        assert out == "" and len(err.strip().splitlines()) == 1 and err.startswith("error: ")
    assert (tmp_path / "forged.json").exists()  # a file given on the command line is left where it is


# ---- a game still going on: only its one person's view, never the record ---------------------


def going_on(tmp_path: Path, kinds: tuple[str, ...] = ("human", "hard", "hard"), moves: int = 40) -> tuple[Match, Path]:
    """A game of Exploding Kittens saved `moves` moves in, seats of `kinds`."""
    rules = get("exploding-kittens")
    match = Match(rules, rules.configure(len(kinds)), 7)
    rng = random.Random(7)
    for _ in range(moves):
        seat = min(match.pending.seats)
        match.act(seat, rng.choice(sorted(match.legal_actions(seat), key=repr)))
    assert not match.is_over()
    seats = [Seat(f"P{i}", kind, seed=None if kind == "human" else 100 + i) for i, kind in enumerate(kinds)]
    path = tmp_path / "going-on.json"
    path.write_text(json.dumps(SavedGame.from_match(match, seats).to_json()))
    return match, path


def other_draws(match: Match, seat: int) -> list[str]:
    """What the other seats drew, as the face-up log says it: never for `seat`'s eyes."""
    saved = SavedGame.from_match(match, [Seat(f"P{i}") for i in range(match.config.players)])
    lines = history.text_log(saved)
    return [line for line in lines if " drew " in line and not line.startswith(f"P{seat} ")
            and line not in history.text_log(saved, seat)]


def test_a_game_going_on_is_shown_only_as_its_one_person_saw_it(tmp_path, capsys):
    match, path = going_on(tmp_path)
    hidden = other_draws(match, 0)
    assert hidden  # the game has draws seat 0 never saw
    for argv in (["replay", str(path)], ["replay", str(path), "--seat", "1"]):
        assert main(argv) == 0
        lines = capsys.readouterr().out.splitlines()
        assert lines[0].endswith("As P0 saw it")
        assert not set(hidden) & set(lines)


def test_another_seat_of_a_game_going_on_is_refused(tmp_path, capsys):
    _match, path = going_on(tmp_path)
    for argv in (["replay", str(path), "--seat", "2"], ["replay", str(path), "--seat", "3", "--json"]):
        assert main(argv) == 2
        out, err = capsys.readouterr()
        assert out == "" and len(err.strip().splitlines()) == 1
        assert "still going on: only P0's view can be shown (--seat 1)" in err


@pytest.mark.parametrize("kinds", [("human", "human", "hard"), ("easy", "medium", "hard")])
def test_a_game_going_on_with_several_people_or_none_is_not_shown_at_all(kinds, tmp_path, capsys):
    _match, path = going_on(tmp_path, kinds)
    for extra in ([], ["--seat", "1"], ["--json"], ["--json", "--seat", "1"]):
        assert main(["replay", str(path), *extra]) == 2
        out, err = capsys.readouterr()
        assert out == "" and len(err.strip().splitlines()) == 1 and "still going on" in err


def keys_in(value: object) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in keys_in(v)}
    if isinstance(value, list):
        return {k for v in value for k in keys_in(v)}
    return set()


def test_json_of_a_game_going_on_is_only_what_its_person_saw(tmp_path, capsys):
    match, path = going_on(tmp_path)
    for extra in ([], ["--seat", "1"]):
        assert main(["replay", str(path), "--json", *extra]) == 0
        shown = json.loads(capsys.readouterr().out)
        assert shown["seat"] == 1 and shown["over"] is False
        assert shown["events"] == [e.to_json() for e in match.events_for(0)]
        assert "seed" not in keys_in(shown) and "steps" not in shown and "setup" not in shown
        dealt = shown["events"][0]
        assert dealt["hands"][0] == list(match.setup[0].hands[0])
        assert all(set(hand) == {"?"} for hand in dealt["hands"][1:]) and set(dealt["draw"]) == {"?"}


def test_json_with_a_seat_honours_the_seat_for_a_finished_game_too(capsys):
    saved, path = kept()
    assert main(["replay", path, "--json", "--seat", "2"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["seat"] == 2 and shown["over"] is True and "seed" not in keys_in(shown)
    assert shown["events"] == [e.to_json() for e in saved.to_match().events_for(1)]
    assert shown["events"] != [e.to_json() for e in saved.events]


def network_records() -> tuple[SavedGame, str, str]:
    """The same finished game kept twice: as the host that played seat 1 keeps it (proved,
    `here`), and as a client playing seat 1 keeps it (what it was shown, `game.seen`)."""
    import itertools
    from dataclasses import replace

    from game.net.codec import codec_for
    from game.replay import Replay
    from game.saves import SPECTATOR
    from game.seen import SeenGame

    saved, _ = kept(3)
    hosted = replace(saved, uid="c" * 32, here=(0,))
    match = saved.to_match()
    history.record(hosted, match)
    rules, codec, replay = match.ruleset, codec_for(match.ruleset), Replay.of_match(match)
    stops = itertools.accumulate([len(s.events) for s in match.steps], initial=match.setup_length)
    moments = tuple((n, {v: codec.encode(rules.view(replay.state_at(n), v)) for v in (0, SPECTATOR)},
                     codec.encode(rules.pending(replay.state_at(n)))) for n in stops)
    seen = SeenGame(saved.game_id, 3, dict(saved.options), tuple(Seat(s.name, "human" if s.is_human else "cpu")
                                                                  for s in saved.seats), (0,),
                    {v: tuple(rules.redact(e, v) for e in match.log) for v in (0, SPECTATOR)}, moments,
                    match.result().winners, "d" * 32)
    history.record_seen(seen)
    folder = history.history_dir()
    return saved, str(folder / f"{hosted.uid}.json"), str(folder / f"{seen.uid}.json")


def test_replay_of_a_network_game_shows_only_the_seat_played_here(capsys):
    saved, hosted, seen = network_records()
    for path in (hosted, seen):
        assert main(["replay", path]) == 0
        lines = capsys.readouterr().out.splitlines()
        assert "as ann saw it" in lines[0].lower() and lines[1:] == history.text_log(saved, 0)
        assert main(["replay", path, "--seat", "2"]) == 2
        assert "only the views of the seats played here can be shown (--seat 1)" in capsys.readouterr().err
        assert main(["replay", path, "--json"]) == 0
        record = json.loads(capsys.readouterr().out)
        assert record["seat"] == 1 and "seed" not in record and "steps" not in record
        assert record["events"] == [saved.ruleset.redact(e, 0).to_json() for e in saved.events]


def test_a_network_record_copied_from_elsewhere_is_not_replayed(capsys):
    _saved, _hosted, seen = network_records()
    data = json.loads(Path(seen).read_text("utf-8"))
    Path(seen).write_text(json.dumps({**data, "winners": [1 - data["winners"][0]]}))  # another winner
    assert main(["replay", seen]) == 2
    assert "not written by this game" in capsys.readouterr().err
