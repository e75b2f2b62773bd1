"""The app hosting on a Nine Lives server, each program in its own process, on 127.0.0.1 only.

A `serve` process started by itself with a creation password and no table; the host's app opens
its table there (Host a table, "On a Nine Lives server": the server's address and password typed
in), an app client joins by the address and code the lobby shows, and they play a whole game; the
hosting app is killed mid-game and its Continue sits it in its seat again (the server kept the
table). A wrong password is said in words on the host screen. Every wait has a cap; every
process is killed at the end of its test.
"""

from __future__ import annotations

import pytest
import test_net_apps
from app_proc import AppProcess
from net.netkit import Served
from test_net_apps import GAME, START, host_of, kept

from game.net.seating import typed_address
from game.seen import SeenGame

apps = test_net_apps.apps  # the apps, each in its process with its own home (the same fixture)


@pytest.fixture
def served(tmp_path):
    server = Served(tmp_path / "server", "--port", "0", "--creation-password", "kept between friends",
                    "--option", "window=0.5", "--option", "cpu_delay=0")
    yield server
    server.stop()


def test_the_app_hosts_on_a_server_plays_a_game_with_an_app_client_and_continues_after_a_kill(apps, served,
                                                                                              monkeypatch):
    server = {"address": typed_address(served.url), "password": "kept between friends"}
    host: AppProcess = apps("host", **host_of("exploding-kittens", ["human", "net"], server=server))
    bea = apps("bea", role="join")
    lobby = host.expect("lobby", START)
    assert lobby["address"] == server["address"]
    served.expect(f"table {lobby['code']}: Exploding Kittens, seats human, net")
    bea.send("join", lobby["address"], lobby["code"])
    assert bea.expect("seated", START)["seats"] == [1]
    assert host.expect("seated", START)["seats"] == [0]  # started by its creator, once Bea sat down
    served.expect(f"table {lobby['code']}: started by its creator")

    host.expect("acted", GAME, where=lambda m: m["n"] >= 2)
    assert not host.reported("over")
    host.kill()  # SIGKILL: the app dies; the server keeps the table and holds its seat
    host = apps("host", **host_of("exploding-kittens", ["human", "net"], server=server, resume=True))
    assert host.expect("seated", START)["seats"] == [0]  # Continue: back in its seat, with its ticket
    served.expect("is back")

    overs = {client.name: client.expect("over", GAME) for client in (host, bea)}
    assert overs["host"]["winners"] == overs["bea"]["winners"] is not None
    for client in (bea, host):
        client.send("leave")
        overs[client.name] = {**overs[client.name], **client.expect("left", START)}
    bea.send("quit")
    for client in (host, bea):
        assert client.finish(30) == 0
    assert overs["host"]["feeds"]["-2"] == overs["bea"]["feeds"]["-2"]  # the same public table, whole

    # each app's history holds its seat's view of the game (the host's as a client's: the server has the game)
    ours, theirs = kept(host.home, monkeypatch)[0], kept(bea.home, monkeypatch)[0]
    assert isinstance(ours, SeenGame) and ours.here == (0,) and isinstance(theirs, SeenGame) and theirs.here == (1,)
    assert list(ours.winners) == list(theirs.winners) == overs["host"]["winners"]
    assert [e.to_json() for e in ours.feeds[-2]] == [e.to_json() for e in theirs.feeds[-2]]


def test_a_wrong_creation_password_is_said_in_words(apps, served):
    host = apps("host", **host_of("exploding-kittens", ["human", "net"],
                                  server={"address": typed_address(served.url), "password": "a guess"}))
    refused = host.expect("refused", START)
    assert refused["words"] == "The server did not open the table: this host does not open tables for that password."
