"""Faults over real sockets on 127.0.0.1: a client killed mid-game, a person away past the
grace time, a host killed with SIGKILL and started again with --continue."""

from __future__ import annotations

import threading

from net.netkit import FAST, add_table, host_killed_mid_game, in_thread, person, replayed, wait_for

from game.engine.feed import Link, SeatLink
from game.net.client import NetClient
from game.net.player import play
from game.net.table import TableOptions
from game.saves import load_autosave


def test_a_client_killed_mid_game_reconnects_and_misses_nothing(host):
    table = add_table(host, "exploding-kittens", ["net", "net", "easy", "easy"],
                      TableOptions(grace=30, window=0.05, cpu_delay=0.01))
    url = host.host.url
    a = NetClient(url, table.code, seat=0, history=True).start()
    b = NetClient(url, table.code, seat=1, history=True).start()
    results: dict = {}
    threads = [in_thread(results, "a", play, a, "easy", 60, 1), in_thread(results, "b", person, b, 2)]
    try:
        assert a.wait(lambda c: c.count >= 20, 60)
        a.kill()  # the socket dropped as a crash drops it
        assert wait_for(lambda: table.places[0].link == SeatLink.RECONNECTING or a.count > 40, 5)
        # A new process for seat 1, with what the old one held: its token and its events.
        held = list(b.events)
        b_token = b.token
        b.close()
        b2 = NetClient(url, table.code, token=b_token, events=held).start()
        threads.append(in_thread(results, "b2", person, b2, 3))
        for t in threads:
            t.join(60)
        assert results["a"] is True and results["b2"] is True
        proved = replayed(table)
        for client, seat in ((a, 0), (b2, 1)):
            assert client.first == 0 and client.events == proved.events_for(seat)  # nothing missed or doubled
            assert client.view() == proved.view(seat) and client.result() == proved.result()
        assert b2.events[: len(held)] == held
    finally:
        for client in (a, b):
            client.close()


def test_a_person_away_past_the_grace_time_is_played_by_a_cpu_then_takes_the_seat_back(host):
    # Herding Cats puts nobody out, so the seat always has decisions left to take back.
    table = add_table(host, "herding-cats", ["net", "net", "easy"],
                      TableOptions(grace=0.3, window=0.05, cpu_delay=0.02))
    url = host.host.url
    a = NetClient(url, table.code, seat=0, history=True).start()
    b = NetClient(url, table.code, seat=1, history=True).start()
    results: dict = {}
    stop = threading.Event()
    play_a = in_thread(results, "a", play, a, "easy", 60, 1)
    first_b = in_thread(results, "b", person, b, 2, 60.0, stop)
    try:
        assert b.wait(lambda c: c.count >= 3, 60)
        stop.set()
        first_b.join(5)
        token, held = b.token, list(b.events)
        b.close()
        assert wait_for(lambda: table.places[1].link == SeatLink.STAND_IN, 5)
        assert a.wait(lambda c: c.seats and c.seats[1].link == SeatLink.STAND_IN, 30)  # the others are told
        steps_away = len(table.match.steps)
        assert wait_for(lambda: any(s.seat == 1 for s in table.match.steps[steps_away:]), 20)  # the CPU played
        assert not table.finished
        back = NetClient(url, table.code, token=token, events=held).start()
        assert back.wait(lambda c: c.link == Link.CONNECTED, 30)
        assert wait_for(lambda: table.places[1].link == SeatLink.CONNECTED, 5)
        results["back"] = person(back, 4, 60)
        assert results["back"] is True
        assert back.events == replayed(table).events_for(1)[back.first:]  # the missing events or a fresh view
        assert any(why is None for why in back.acks.values())  # the person played again
        back.close()
        play_a.join(60)
        assert results["a"] is True
        assert "is played by a CPU until they return" in "\n".join(host.lines)
        assert "Player 2 (seat 2) is back" in "\n".join(host.lines)
    finally:
        a.close()


def test_a_person_who_leaves_is_replaced_by_a_cpu_at_once_and_cannot_come_back(host):
    table = add_table(host, "exploding-kittens", ["net", "net"], TableOptions(grace=60, window=0.05, cpu_delay=0.0))
    url = host.host.url
    a = NetClient(url, table.code, seat=0).start()
    b = NetClient(url, table.code, seat=1).start()
    try:
        assert b.wait(lambda c: c.link == Link.CONNECTED, 30)
        token = b.token
        b.leave()
        assert b.wait(lambda c: c.link == Link.GONE, 30) and str(b.problem) == "you left the table"
        assert wait_for(lambda: table.places[1].link == SeatLink.LEFT, 5)
        again = NetClient(url, table.code, token=token).start()
        assert again.wait(lambda c: c.link == Link.GONE, 30) and "left" in str(again.problem)
        again.close()
        assert play(a, "easy", 60, 1) is True  # the CPU in seat 2 played to the end
    finally:
        a.close()
        b.close()


def test_a_connected_person_who_never_moves_never_holds_the_table_up(host):
    # Bea stays connected and never acts: each of her decisions is made by the stand-in when
    # her time is up (turns, choices and hidden commits alike), she is told each time, and the
    # seat stays hers.
    for game in ("exploding-kittens", "kombat-kittens"):
        table = add_table(host, game, ["net", "easy", "easy"],
                          TableOptions(window=0.01, cpu_delay=0.0, turn=0.01, commit=0.01))
        idle = NetClient(host.host.url, table.code, seat=0, history=True).start()
        try:
            assert idle.wait(lambda c: c.result() is not None, 90), game
            assert idle.events == replayed(table).events_for(0)
            assert "turn" in idle.timeouts or "choice" in idle.timeouts
            assert any(s.seat == 0 for s in table.match.steps)  # played for her
            assert table.places[0].link == SeatLink.CONNECTED and not idle.acks
            assert "ran out of time; a CPU makes this move" in "\n".join(host.lines)
        finally:
            idle.close()
    assert "commit" in idle.timeouts  # Kombat Kittens' hidden choices


def test_a_second_client_never_shares_a_seat(host):
    table = add_table(host, "zombie-kittens", ["net", "net", "easy"], FAST)
    url = host.host.url
    a = NetClient(url, table.code, seat=0).start()
    try:
        assert a.wait(lambda c: c.link == Link.CONNECTED, 30)
        thief = NetClient(url, table.code, seat=0).start()  # no token: seat 1 is taken
        assert thief.wait(lambda c: c.link == Link.GONE, 30) and "not free" in str(thief.problem)
        thief.close()
        newer = NetClient(url, table.code, token=a.token).start()  # the same person, a new connection
        assert newer.wait(lambda c: c.link == Link.CONNECTED, 30)
        assert a.wait(lambda c: c.link == Link.GONE, 30) and "newer connection" in str(a.problem)
        assert wait_for(lambda: [c.seat for c in table.conns] == [0], 5)
        newer.close()
    finally:
        a.close()


def test_a_host_killed_mid_game_continues_with_every_acknowledged_action(tmp_path, monkeypatch):
    with host_killed_mid_game(tmp_path, monkeypatch) as killed:
        saved, problem = load_autosave(killed.journal)
        assert saved is not None and problem is None  # the journal proves
        for name, seat in (("a", 0), ("b", 1)):
            count, events = killed.held[name]
            # Every event a client was sent (so every action acknowledged) is on disk.
            assert len(saved.events) >= count
            assert [e.seen_by(seat) for e in saved.events[:count]] == events
        assert "reopened" in killed.continue_to_the_end()
