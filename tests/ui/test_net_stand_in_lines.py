"""Moves a CPU made for a person at a network table are said as the CPU's, in every seat's log, its
narration, the host's log and the record a client keeps (and its replay): "A CPU played for you:
...", "A CPU played for Bea: ...". A host on 127.0.0.1; its turns time out quickly."""

from __future__ import annotations

import time

import pytest
from narration_kit import Recording, narrate_into
from test_net_table import play_by_keys, seated, step

from game import history
from game.net.seating import Joining, LocalHost
from game.net.table import TableOptions
from game.rules.words import stand_in_lines
from game.saves import SPECTATOR, SavedGame
from game.ui.scenes.net_table import NetTableScene
from game.ui.scenes.replay import ReplayScene

TIMED = TableOptions(grace=30.0, window=0.3, cpu_delay=0.01, turn=0.3, commit=0.3)
FOR_YOU, FOR_ANN, FOR_BEA = "A CPU played for you: ", "A CPU played for Ann: ", "A CPU played for Bea: "


def marked(lines: list[str]) -> list[str]:
    return [line for line in lines if line.startswith("A CPU played for ")]


@pytest.mark.english  # two apps in one process (one language at a time) and the host's log, compared line by line
def test_a_move_made_for_a_person_whose_time_ran_out_is_said_as_the_cpus_everywhere(keeping_app, make_app, tmp_path):
    h = LocalHost("exploding-kittens", ["net", "net", "easy"], ["Ann", "Bea", "Mittens"],
                  directory=tmp_path / "tables", table_options=TIMED)
    try:
        h.begin()
        app, heard = keeping_app, Recording()
        narrate_into(app, heard)
        ann = seated(app, Joining(h.url, h.code, name="Ann", seat=0))
        ann.keep_seat = True
        bea_app = make_app()
        bea = seated(bea_app, Joining(h.url, h.code, name="Bea", seat=1))  # never acts: her time runs out
        end = time.monotonic() + 60
        while not any(line.startswith(FOR_YOU) for line in ann.log_lines()):  # Ann lets her own time run out once
            assert time.monotonic() < end, "Ann's time never ran out"
            step(app, ann)
        play_by_keys(app, ann, seconds=150)  # then plays by keys to the end; Bea's turns keep timing out
        assert ann.over_shown
        end = time.monotonic() + 60
        while not bea.over_shown and time.monotonic() < end:
            step(bea_app, bea)

        public = h.thread.call(lambda: [h.table.ruleset.redact(e, SPECTATOR) for e in h.table.match.log])
        steps = h.thread.call(lambda: list(h.table.stand_ins))
        made = stand_in_lines({first: (seat, end) for seat, first, end in steps}, public,
                              h.table.ruleset.shown_in_log)
        assert {seat for seat in made.values()} == {0, 1}  # for both people, never for the CPU Mittens
        ann_lines, bea_lines = marked(ann.log_lines()), marked(bea.log_lines())
        assert len(ann_lines) == len(bea_lines) == len(made)  # each such move, once, in every seat's log
        assert [line.startswith(FOR_YOU) for line in ann_lines] == [made[n] == 0 for n in sorted(made)]
        assert [line.startswith(FOR_ANN) for line in bea_lines] == [made[n] == 0 for n in sorted(made)]
        assert any(line.startswith(FOR_BEA) for line in ann_lines)
        assert any(line.startswith(FOR_YOU) for line in bea_lines)
        app.narrator.flush()
        assert any(line.startswith(FOR_YOU) for line in heard.lines)  # said aloud too
        assert any(line.startswith(FOR_BEA) for line in heard.lines)
        logged = [line for line in h.lines if "A CPU played for " in line]
        assert len(logged) == len(steps) and any(FOR_ANN in line and "(seat 1)" in line for line in logged)

        entries, _message = history.load_index()  # the record Ann's app kept of what she saw
        seen, _message = history.load_game(entries[0].uid)
        text = marked(history.text_log(seen, 0))
        assert len(text) == len(made) and any(line.startswith(FOR_ANN) for line in text)
        replay = ReplayScene(app, seen, viewpoint=0)
        replay.rest_at(len(replay.replay))
        assert marked(replay.log_lines()) == ann_lines  # its replay says them as the table did
    finally:
        h.stop()


def test_the_app_hosts_record_says_the_moves_its_cpu_made_for_a_person(keeping_app, tmp_path):
    app = keeping_app
    h = LocalHost("exploding-kittens", ["human", "net", "easy"], ["Ann", "Bea", "Mittens"],
                  directory=tmp_path / "tables", table_options=TIMED)
    try:
        h.begin()
        here = h.join_here()
        end = time.monotonic() + 10
        while here.poll() is None:
            assert time.monotonic() < end and here.problem is None
            time.sleep(0.01)
        bea = Joining(h.url, h.code, name="Bea", seat=1)  # never acts: her time runs out
        while bea.poll() is None:
            assert time.monotonic() < end and bea.problem is None
            time.sleep(0.01)
        table = NetTableScene(app, here.game, pace=0.05, host=h)
        app.push(table)
        play_by_keys(app, table, seconds=150)
        assert table.over_shown
        steps = h.thread.call(lambda: list(h.table.stand_ins))
        assert 1 in {seat for seat, _first, _end in steps} and 2 not in {seat for seat, _first, _end in steps}
        (entry,), _message = history.load_index()
        saved, _message = history.load_game(entry.uid)
        assert isinstance(saved, SavedGame) and saved.stand_ins == tuple(steps)  # the proved record keeps them
        made = stand_in_lines(saved.stand_in_steps, [h.table.ruleset.redact(e, 0) for e in saved.events],
                              h.table.ruleset.shown_in_log)
        lines = marked(history.text_log(saved, 0))
        assert len(lines) == len(made) and any(line.startswith(FOR_BEA) for line in lines)
        assert [line.startswith(FOR_BEA) for line in lines] == [made[n] == 1 for n in sorted(made)]
        replay = ReplayScene(app, saved, viewpoint=0)
        replay.rest_at(len(replay.replay))
        assert marked(replay.log_lines()) == marked(table.log_lines())  # its replay says them as the table did
        bea.close()
    finally:
        h.stop()
