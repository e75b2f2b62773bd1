"""The table the app hosts, before its game starts: killed in its lobby, Continue opens the
lobby again with the same code and the people who had joined come back by themselves; closed
on purpose, the people at it are told and nothing of it is left (no Continue, no files).
Loopback only."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

from test_net_screens import continue_from_title, open_table, until

from game import storage
from game.engine.feed import Link
from game.net import protocol
from game.net.seating import Joining, Ticket
from game.ui.scenes.dialogs import ConfirmScene
from game.ui.scenes.net_continue import ReopenScene
from game.ui.scenes.net_table import NetTableScene
from game.ui.scenes.network import HostLobbyScene
from game.ui.scenes.title import TitleScene


def table_files(code: str) -> list[str]:
    folder = storage.paths().tables_dir
    return sorted(p.name for p in folder.glob(f"{code}*")) if folder.is_dir() else []


def lobby_child() -> tuple[subprocess.Popen, queue.Queue[str]]:
    """The host's app in a process of its own, showing its table's lobby, and the lines it prints."""
    here = Path(__file__).resolve()
    child = subprocess.Popen([sys.executable, str(here.parent / "net_lobby_child.py")], stdout=subprocess.PIPE,
                             text=True, cwd=here.parents[2],
                             env={**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONPATH": str(here.parents[2])})
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line) for line in child.stdout], daemon=True).start()
    return child, lines


def test_a_host_killed_in_its_lobby_with_nobody_there_sits_at_its_own_seat_again(keeping_app):
    """Issue 36's blocker: the host's seat tokens were made after the table's seats file was first
    written and reached it only when something woke the table (a person sitting down), so a host
    killed in its lobby before that came back with its seat's token unknown; and "Start now"
    gave the host's own seat to a CPU too."""
    child, lines = lobby_child()
    try:
        info = json.loads(lines.get(timeout=60))  # printed once its lobby shows
    finally:
        child.kill()  # as a crash would, with nobody at the table
        child.wait(10)
    app = keeping_app
    continue_from_title(app)
    until(app, lambda: isinstance(app.stack.top, HostLobbyScene), 30)
    lobby = app.stack.top
    assert lobby.host.code == info["code"]
    lobby.start_with_cpus()  # "Start now: CPUs take the open seats"
    until(app, lambda: isinstance(app.stack.top, NetTableScene) or lobby.problem, 30)
    assert lobby.problem == ""  # was "Could not sit at the table: that seat's token is not this one"
    assert app.stack.top.humans == [0]
    host = lobby.host
    assert [(s.name, s.link) for s in host.seats()] == [("Ann", "here"), ("Player 2", "cpu"), ("Mittens", "cpu")]
    assert host.thread.call(lambda: [s.kind for s in host.table.saved_seats()]) == ["human", "medium", "easy"]
    app.reset(TitleScene(app))


def test_a_host_killed_in_its_lobby_opens_the_lobby_again_and_the_joiner_comes_back(keeping_app):
    child, lines = lobby_child()
    bea = None
    try:
        info = json.loads(lines.get(timeout=60))
        bea = Joining(info["url"], info["code"], name="Bea", give_up=10, keep_trying=120)
        end = time.monotonic() + 30
        while bea.poll() is None:
            assert bea.problem is None and time.monotonic() < end
            time.sleep(0.01)
        assert bea.clients[0].wait(lambda c: c.held, 10)  # (the seats message may come after the view)
        assert lines.get(timeout=30).strip() == "seated"
        child.kill()  # as a crash would, before Start: nothing closed, nothing said
        child.wait(10)
        client = bea.clients[0]
        assert client.wait(lambda c: c.link == Link.RECONNECTING, 20)

        app = keeping_app
        continue_from_title(app)
        until(app, lambda: isinstance(app.stack.top, HostLobbyScene), 30)
        lobby = app.stack.top
        assert lobby.host.code == info["code"] and lobby.host.url == info["url"]  # same table, same place
        assert isinstance(app.stack.scenes[-2], TitleScene)  # Back leads to the title, not to Reopen
        until(app, lambda: any("Bea, seated" in getattr(w, "words", "") for w in lobby.group.widgets), 30)
        assert client.wait(lambda c: c.link == Link.CONNECTED, 10) and bea.game.held  # back, still held
        lobby.start()
        until(app, lambda: isinstance(app.stack.top, NetTableScene))
        assert app.stack.top.humans == [0]
        assert client.wait(lambda c: not c.held, 10)
        app.reset(TitleScene(app))  # the app closes the table's screen: the host stops, the game kept
    finally:
        child.kill()
        child.wait(10)
        if bea is not None:
            bea.close()


def test_a_table_closed_in_its_lobby_tells_its_people_and_leaves_nothing_behind(keeping_app):
    app = keeping_app
    lobby = open_table(app)
    code = lobby.host.code
    ticket = Ticket.load(hosted=True)
    assert ticket is not None and ticket.code == code  # kept from the lobby on: a crash leaves Continue
    until(app, lambda: table_files(code) == [f"{code}.jsonl", f"{code}.table.json"], 10)  # written off the loop
    bea = Joining(lobby.host.url, code, name="Bea", give_up=10, keep_trying=120)
    until(app, lambda: bea.poll() is not None)
    lobby.back()  # Close the table
    assert bea.clients[0].wait(lambda c: c.link == Link.GONE, 10)
    assert bea.clients[0].problem == protocol.TABLE_CLOSED  # told at once, not left reconnecting
    assert Ticket.load(hosted=True) is None and table_files(code) == []
    app.reset(TitleScene(app))
    app.frame(1 / 30)
    assert not any("Continue your network table" in getattr(w, "label", "") for w in app.stack.top.group.widgets)
    bea.close()


def test_a_new_table_replaces_the_one_left_unfinished_and_its_files_go(keeping_app):
    app = keeping_app
    first = open_table(app)
    old = first.host.code
    first.host.stop()  # as if the app had been closed: kept for Continue
    app.reset(TitleScene(app))
    assert Ticket.load(hosted=True).code == old and table_files(old)
    second = open_table(app)  # hosting anew instead: the app hosts one table at a time
    assert Ticket.load(hosted=True).code == second.host.code
    assert table_files(old) == []
    second.back()


def test_the_host_leaving_its_table_mid_game_closes_it_for_everyone_and_keeps_nothing(keeping_app):
    app = keeping_app
    lobby = open_table(app)
    h, code = lobby.host, lobby.host.code
    bea = Joining(h.url, code, name="Bea", give_up=10, keep_trying=120)
    until(app, lambda: bea.poll() is not None)
    lobby.start()
    until(app, lambda: isinstance(app.stack.top, NetTableScene))
    table = app.stack.top
    table.open_pause()
    app.frame(1 / 30)
    pause = app.stack.top
    assert "Close the table" in [getattr(w, "label", "") for w in pause.group.widgets]
    pause._quit()
    app.frame(1 / 30)
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmScene) and confirm.yes == "Close it"  # not "a CPU plays your seat"
    assert confirm.detail == "The game ends for everyone at it; it cannot be continued."
    confirm._yes()
    until(app, lambda: isinstance(app.stack.top, TitleScene))
    assert bea.clients[0].wait(lambda c: c.link == Link.GONE, 10)
    assert bea.clients[0].problem == protocol.TABLE_CLOSED
    until(app, lambda: table_files(code) == [], 10)
    assert Ticket.load(hosted=True) is None
    assert not isinstance(app.stack.top, ReopenScene)
    bea.close()


def test_hosting_a_table_leaves_the_remembered_new_game_setup_readable(keeping_app):
    from game.last_setup import default_path
    from game.ui.scenes.network import HostSetupScene
    from game.ui.scenes.new_game import NewGameScene

    app = keeping_app
    local = NewGameScene(app)
    local.kinds[1] = "hard"
    local._remember()  # a local game was set up before
    lobby = open_table(app)  # then a table hosted, its other seats open on the network
    lobby.back()
    again = HostSetupScene(app)
    assert again.error == "" and again.game_id == lobby.host.table.ruleset.info.id
    assert again.kinds[:2] == ["human", "net"]
    local = NewGameScene(app)
    assert local.error == "" and local.kinds[1] == "hard"  # the local setup's seats, as they were
    assert not list(default_path().parent.glob("new_game.json.bad*"))  # never set aside as damaged


def test_a_joiner_whose_table_was_closed_is_offered_no_rejoin(keeping_app, tmp_path):
    from game.net.seating import LocalHost
    from game.net.table import TableOptions
    from game.ui.scenes.net_table import HostGoneScene
    from game.ui.scenes.network import JoinScene

    h = LocalHost("exploding-kittens", ["net", "easy"], ["Bea", "Mittens"], directory=tmp_path / "tables",
                  table_options=TableOptions(window=1.0, cpu_delay=0.05))
    try:
        h.begin()
        app = keeping_app
        scene = JoinScene(app)
        app.push(scene)
        scene.address, scene.code, scene.name = h.url, h.code, "Bea"
        scene.join()
        until(app, lambda: isinstance(app.stack.top, NetTableScene))
        until(app, lambda: Ticket.load() is not None)  # kept: after a crash the title offers Rejoin
        h.close()  # the host closes its table on purpose
        until(app, lambda: isinstance(app.stack.top, HostGoneScene))
        assert Ticket.load() is None  # nothing to rejoin
        app.stack.top.back()
        app.frame(1 / 30)
        assert not any(getattr(w, "label", "").startswith("Rejoin") for w in app.stack.top.group.widgets)
    finally:
        h.stop()


def test_hosting_keeps_the_local_seats_loaded_when_the_screen_opened(keeping_app):
    """The host screen remembers the local seats it loaded; it never reads the file again (a file
    damaged meanwhile would be set aside there, its message lost, and the local seats forgotten)."""
    from game.last_setup import default_path
    from game.ui.scenes.network import HostSetupScene
    from game.ui.scenes.new_game import NewGameScene

    app = keeping_app
    local = NewGameScene(app)
    local.kinds[1] = "hard"
    local._remember()
    setup = HostSetupScene(app)
    default_path().write_text("{ damaged meanwhile")
    setup._remember()  # as Open the table does
    assert not list(default_path().parent.glob("new_game.json.bad*"))
    local = NewGameScene(app)
    assert local.error == "" and local.kinds[1] == "hard"
