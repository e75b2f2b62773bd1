"""A table's rules of the network, without sockets: one clock for windows, first come first
served, seats for people here and there, tables opened by password."""

from __future__ import annotations

import json
import random

from net.netkit import raw_connect

from game.engine.feed import SeatLink
from game.engine.match import Match
from game.engine.pending import DecisionKind
from game.engine.registry import get
from game.net import protocol
from game.net.table import MAX_EXTENSION, Table, TableOptions


def _until(table: Table, kind: DecisionKind, people: int, seed: int = 0) -> None:
    """Random moves until a `kind` decision with at least `people` person seats in it."""
    rng = random.Random(seed)
    for _ in range(2000):
        pending = table.match.pending
        assert pending is not None, "the game ended first"
        if pending.kind == kind and sum(table.places[s].person for s in pending.seats) >= people:
            return
        seat = rng.choice(sorted(pending.seats))
        table.apply(seat, rng.choice(table.match.legal_actions(seat)))
    raise AssertionError(f"no {kind} decision")


def test_a_window_closes_at_the_hosts_deadline_lengthened_for_the_slowest_link():
    for rtt, extension in ((0.3, 0.15), (2.0, MAX_EXTENSION)):
        table = Table("exploding-kittens", ["net", "net", "net"], {}, TableOptions(window=2.0, cpu_delay=0.0))
        _until(table, DecisionKind.RESPONSE, 2)
        seats = table.match.pending.seats
        for seat in seats:
            table.places[seat].rtt = rtt if seat == min(seats) else 0.01
        wake = table.tick(100.0)
        assert wake == 100.0 + 2.0 + extension
        before = len(table.match.steps)
        assert table.tick(wake - 0.001) == wake and len(table.match.steps) == before  # still open
        table.tick(wake)
        passed = table.match.steps[before:]
        assert {s.seat for s in passed} == set(seats) and all(s.action.kind == "pass" for s in passed)


def test_an_answer_that_arrives_in_the_window_counts_even_after_others_passed():
    table = Table("exploding-kittens", ["net", "net", "net"], {}, TableOptions(window=5.0, cpu_delay=0.0))
    _until(table, DecisionKind.RESPONSE, 2, seed=3)
    seen_at = len(table.match.log)
    first, *rest = sorted(table.match.pending.seats)
    table.tick(0.0)
    assert table.act(first, next(a for a in table.match.legal_actions(first) if a.kind == "pass"), seen_at) is None
    later = rest[0]
    answer = next(a for a in table.match.legal_actions(later))
    assert table.act(later, answer, seen_at) is None  # only a pass came between: the same window


def test_a_first_come_window_goes_to_the_first_answer_to_arrive():
    table = Table("herding-cats", ["net", "net", "net"], {}, TableOptions(window=5.0, cpu_delay=0.0))
    _until(table, DecisionKind.FIRST_COME, 2, seed=1)
    at = len(table.match.log)
    eager = [s for s in sorted(table.match.pending.seats)
             if any(not table.ruleset.is_pass(a) for a in table.match.legal_actions(s))]
    assert len(eager) >= 2
    winner, loser = eager[1], eager[0]  # not seat order: arrival order
    won = next(a for a in table.match.legal_actions(winner) if not table.ruleset.is_pass(a))
    lost = next(a for a in table.match.legal_actions(loser) if not table.ruleset.is_pass(a))
    steps = len(table.match.steps)
    assert table.act(winner, won, at) is None
    after = len(table.match.steps)
    assert table.act(loser, lost, at) is not None  # too late: refused, nothing changed
    assert table.match.steps[steps].seat == winner and len(table.match.steps) == after


def test_seats_for_a_person_here_are_taken_only_with_the_hosts_token():
    table = Table("zombie-kittens", ["human", "net", "easy"])
    assert table.free_seats() == [1]
    token = table.token_for(0)
    try:
        table.claim(0, None, "Mallory", 0.0)
        raise AssertionError("a person here must not be taken from the network")
    except ValueError as exc:
        assert "not free" in str(exc)
    assert table.claim(None, token, None, 0.0) == (0, None)
    assert table.places[0].link == SeatLink.HERE
    seat, fresh = table.claim(None, None, "Bea", 0.0)
    assert seat == 1 and fresh and table.places[1].name == "Bea"


def test_tables_open_only_for_the_creation_password(host):
    host.host.creation_password = "s3cret"
    with raw_connect(host.host.url, open_timeout=5) as ws:
        ws.send(protocol.write("create", password="guess", game="exploding-kittens", seats=["net", "easy"]))
        refused = json.loads(ws.recv(timeout=5))
    assert refused["type"] == "error" and refused["why"] == "wrong_password"
    with raw_connect(host.host.url, open_timeout=5) as ws:
        ws.send(protocol.write("create", password="s3cret", game="herding-cats", seats=["net", "net", "easy"],
                               options={"tie_breaker": True}))
        created = json.loads(ws.recv(timeout=5))
    assert created["type"] == "created"
    table = host.host.tables[created["code"]]
    assert table.ruleset.info.id == "herding-cats" and table.config.options["tie_breaker"] is True


def test_a_person_out_of_time_for_a_hidden_choice_has_it_made_by_the_stand_in():
    table = Table("kombat-kittens", ["net", "net", "easy"], {}, TableOptions(window=1.0, commit=3.0, cpu_delay=0.0))
    for seat in (0, 1):
        table.claim(seat, None, None, 0.0)  # people who are there (an open seat waits for its person)
    _until(table, DecisionKind.COMMIT, 2, seed=2)
    people = {s for s in table.match.pending.seats if table.places[s].person}
    wake = table.tick(50.0)
    assert wake == 53.0 and not table.jobs()  # people are waited for until then
    before = len(table.match.steps)
    table.tick(wake)
    jobs = table.jobs()
    assert {job.seat for job in jobs} >= people
    for _ in range(10):  # as the host's driver does: think, then apply what is due
        for job in jobs:
            table.job_done(job, job.run())
        table.tick(wake)
        jobs = table.jobs()
    assert people <= {step.seat for step in table.match.steps[before:]}
    assert all(table.places[s].link == SeatLink.CONNECTED for s in people)  # still theirs for the next decision
    assert sorted(table.timed_out) == [(s, DecisionKind.COMMIT) for s in sorted(people)]  # each is told, once


def _stand_in_plays(table: Table, now: float) -> None:
    """As the host's driver does: think, then apply what is due (bounded)."""
    for _ in range(10):
        for job in table.jobs():
            table.job_done(job, job.run())
        table.tick(now)


def test_a_person_there_who_never_moves_has_one_decision_made_by_the_stand_in_then_it_is_theirs_again():
    assert TableOptions().turn > 0 and TableOptions().commit > 0  # on by default: no table waits forever
    ruleset = get("exploding-kittens")
    match = Match(ruleset, ruleset.configure(3, {}), 7)
    table = Table("exploding-kittens", ["net", "easy", "easy"], {}, TableOptions(turn=90.0, cpu_delay=0.0),
                  match=match)
    table.claim(0, None, "Bea", 0.0)
    _until(table, DecisionKind.TURN, 1)
    assert table.match.pending.seats == {0}
    wake = table.tick(10.0)
    assert wake == 100.0 and not table.jobs()  # Bea has her 90 seconds
    before = len(table.match.steps)
    table.tick(wake)
    assert table.timed_out == [(0, DecisionKind.TURN)]
    _stand_in_plays(table, wake)
    assert table.match.steps[before].seat == 0  # the stand-in moved for her, once
    assert table.places[0].link == SeatLink.CONNECTED and 0 not in table.forced
    # Her next decision is hers again, with time of its own.
    now = wake
    for _ in range(300):
        pending = table.match.pending
        if pending.kind == DecisionKind.TURN and pending.seats == {0}:
            break
        now += 1.0
        if 0 in pending.seats:  # Bea answers herself
            table.apply(0, table.match.legal_actions(0)[0])
        _stand_in_plays(table, now)
    assert table.match.pending.seats == {0} and table.match.pending.kind == DecisionKind.TURN
    assert table.tick(now) >= now + 89.0 and not table.jobs() and table.timed_out == [(0, DecisionKind.TURN)]


def test_an_open_seat_is_waited_for_and_never_timed_on_its_turn():
    table = Table("exploding-kittens", ["net", "easy", "easy"], {}, TableOptions(turn=1.0, cpu_delay=0.0))
    _until(table, DecisionKind.TURN, 1)
    before = len(table.match.steps)
    assert table.tick(0.0) is None and table.tick(5000.0) is None
    assert not table.jobs() and len(table.match.steps) == before and not table.timed_out


def test_a_finished_game_holds_no_seat_for_a_person_who_leaves_it():
    """After the result, a person's connection ending is no drop: no seat is held for them and no
    CPU plays for them (serve said "dropped; held for 60 s", then "played by a CPU")."""
    table = Table("exploding-kittens", ["net", "easy"], {}, TableOptions(grace=5.0))
    table.claim(0, None, "Ann", 0.0)
    rng = random.Random(2)
    while not table.finished:
        seat = min(table.match.pending.seats)
        table.apply(seat, rng.choice(table.match.legal_actions(seat)))
    table.log_lines.clear()
    token = table.token_for(0)
    table.dropped(0, 10.0)
    table.tick(10.0 + 5.0 + 1.0)
    assert table.seat_states(20.0)[0] == {"name": "Ann", "link": "left"}  # not "connected" to the others
    assert table.log_lines == ["Ann (seat 1) left the finished game"]
    assert table.claim(0, token, None, 30.0) == (0, None)  # coming back to see the result
    assert table.places[0].link == SeatLink.CONNECTED
