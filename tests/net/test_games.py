"""Whole games over real sockets on 127.0.0.1, for every game: a host, a CPU client, a
scripted person and a watcher; what each received equals a replay of the host's log."""

from __future__ import annotations

import threading

import pytest
from net.netkit import add_table, person, replayed, wait_for

from game.engine.registry import all_games
from game.net.client import NetClient
from game.net.player import play
from game.saves import SPECTATOR

GAMES = [r.info.id for r in all_games()]


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_over_the_network_matches_the_hosts_log(host, game):
    table = add_table(host, game, ["net", "net", "easy"])
    url = host.host.url
    cpu = NetClient(url, table.code, seat=0, name="Ann", history=True).start()
    someone = NetClient(url, table.code, seat=1, name="Bea").start()
    watcher = NetClient(url, table.code, watch=True, history=True).start()
    results: dict[str, bool] = {}
    threads = [threading.Thread(target=lambda: results.__setitem__("cpu", play(cpu, "easy", 60, seed=1))),
               threading.Thread(target=lambda: results.__setitem__("person", person(someone, 2)))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(70)
    try:
        assert results == {"cpu": True, "person": True}
        assert watcher.wait(lambda c: c.result() is not None and c.count == len(table.match.log), 10)
        proved = replayed(host_table := table)
        assert proved.result() == host_table.match.result()
        for client, seat in ((cpu, 0), (someone, 1), (watcher, SPECTATOR)):
            assert client.count == len(proved.log)
            assert client.events == proved.events_for(seat)[client.first:]
            assert client.result() == proved.result()
            assert client.view() == proved.view(seat)
        assert cpu.first == 0 and watcher.first == 0  # they asked for the whole history
        assert someone.first > 0 or len(proved.setup) == 0 or someone.resyncs  # a fresh view was shorter
        # A finished game leaves nothing for `serve --continue`: its journal and seats are gone.
        assert wait_for(lambda: not list(host.host.directory.glob(f"{table.code}*")), 5)
    finally:
        for client in (cpu, someone, watcher):
            client.close()
