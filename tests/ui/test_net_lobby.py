"""The host's screens before the game: the host screen (its port, its errors) and the lobby (what
the people at the table call the host, the seats with their CPU levels, the watchers, an open
seat given to a CPU). Everything on 127.0.0.1."""

from __future__ import annotations

from test_net_screens import open_table, until

from game.net.seating import Joining, LocalHost
from game.ui.scenes.net_table import NetTableScene


def test_joiners_call_a_host_with_the_default_name_by_its_seat_not_you(app):
    """With the default name "You", joiners read "Waiting for You to start the game" while
    everywhere else the host is "Player 1" (issue 36 point 4)."""
    assert app.settings.player_name == "You"
    lobby = open_table(app)
    bea = Joining(lobby.host.url, lobby.host.code, name="Bea", give_up=10)
    try:
        until(app, lambda: bea.poll() is not None)
        assert bea.clients[0].wait(lambda c: c.held, 10)  # (the seats message may come after the view)
        assert bea.game.host_name == "Player 1"
        assert lobby._ad().host == "Player 1"  # as the table is announced nearby
        scene = NetTableScene(app, bea.game)
        assert scene.waiting_words() == "Waiting for Player 1 to start the game"
    finally:
        bea.close()
        lobby.back()


def test_a_host_that_only_watches_is_the_host_unless_it_has_a_name(tmp_path):
    unnamed = LocalHost("exploding-kittens", ["net", "easy"], ["Bea", "Mittens"], directory=tmp_path, host_name="You")
    named = LocalHost("exploding-kittens", ["net", "easy"], ["Bea", "Mittens"], directory=tmp_path, host_name="Hal")
    try:
        assert unnamed.host_name == "" and named.host_name == "Hal"
    finally:
        unnamed.stop()
        named.stop()
