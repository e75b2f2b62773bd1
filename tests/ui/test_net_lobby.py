"""The host's screens before the game: the host screen (its port, its errors) and the lobby (what
the people at the table call the host, the seats with their CPU levels, the watchers, an open
seat given to a CPU). Everything on 127.0.0.1."""

from __future__ import annotations

import socket

import pygame
import pytest
from test_net_screens import open_table, until
from uikit import frames, key, start_of

from game.engine.feed import Link
from game.i18n import _, format_number, ngettext
from game.names import shown_name
from game.net.addresses import DEFAULT_PORT, LOOPBACK
from game.net.reasons import why
from game.net.seating import SPECTATOR, HostedSeat, Joining, LocalHost
from game.ui.scenes.net_table import NetTableScene
from game.ui.scenes.network import HostLobbyScene, HostSetupScene


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
        assert scene.waiting_words() == _("Waiting for {name} to start the game").format(name=shown_name("Player 1"))
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


def host_screen(app) -> HostSetupScene:
    setup = HostSetupScene(app)
    app.push(setup)
    frames(app, 2)
    setup._set_players(2)
    return setup


def shown(scene, words: str):
    """The label of `scene` that says `words`, wholly in its panel's view (or None)."""
    label = next((w for w in scene.group.widgets if getattr(w, "words", None) == words), None)
    return label if label is not None and scene.group.viewport.contains(label.rect) else None


def test_a_port_in_use_is_said_in_words_in_view_and_the_port_that_worked_is_remembered(make_app):
    """Issue 36 points 7 and 12: '[Errno 98] error while attempting to bind ...', below the bottom
    edge at 1024x640 with 200% text when the top 'Open the table' was pressed, kept on screen after
    another port worked, and the port back to 8766 next time."""
    app = make_app(size=(1024, 640), text_scale=2.0)
    setup = host_screen(app)
    assert setup.port == str(DEFAULT_PORT)  # the first time
    with socket.socket() as other:  # another program listening
        other.bind((LOOPBACK, 0))
        other.listen()
        busy = other.getsockname()[1]
        setup.port = str(busy)
        setup.group.focus(setup.group.widgets[0])  # the top "Open the table"
        assert setup.group.focused.label == _("Open the table") and setup.group.scroll == 0
        key(app, pygame.K_RETURN)
        frames(app, 2)
        assert isinstance(app.stack.top, HostSetupScene)
        free = int(setup.port)
        assert free > busy
        words = _("Another program uses port {port}: choose another. Port {free} is free: it is filled in.").format(
            port=busy, free=free)
        assert setup.error == words and shown(setup, words) is not None  # in view...
        focused = setup.group.focused
        assert focused.label == _("Open the table") and setup.group.viewport.contains(focused.rect)
        key(app, pygame.K_RETURN)  # ...beside the button that opens on the free port
        frames(app, 2)
    lobby = app.stack.top
    assert isinstance(lobby, HostLobbyScene) and lobby.host.host.port == free
    assert app.settings.host_port == free  # remembered
    lobby.back()  # Close the table: back to the host screen
    frames(app, 2)
    assert app.stack.top is setup and setup.error == "" and shown(setup, words) is None
    setup.back()
    assert host_screen(app).port == str(free)  # the next table opens there too


def test_a_port_that_cannot_be_is_refused_in_words(make_app):
    app = make_app()
    setup = host_screen(app)
    setup.port = "99999"
    setup.start()  # raised OverflowError out of the screen
    no_port = _("There is no port {port}: ports go up to {highest}.").format(port=99999, highest=65535)
    assert setup.error == no_port and isinstance(app.stack.top, HostSetupScene)


def lobby_of(app, kinds: list[str]) -> HostLobbyScene:
    setup = HostSetupScene(app)
    app.push(setup)
    setup._set_players(len(kinds))
    setup.kinds[: len(kinds)] = kinds
    setup.port = "0"  # any free port
    setup.start()
    frames(app, 2)
    assert isinstance(app.stack.top, HostLobbyScene)
    return app.stack.top


def more(n: int) -> str:
    """The lobby's line for `n` seats still open for people."""
    return ngettext("Waiting for {n} more person.", "Waiting for {n} more people.", n).format(n=format_number(n))


def watching(n: int) -> str:
    return ngettext("{n} person is watching.", "{n} people are watching.", n).format(n=format_number(n))


def seat_row(lobby: HostLobbyScene, seat: int):
    start = start_of("Seat {number}: {name}", number=seat + 1)
    return next(w for w in lobby.group.widgets
                if (getattr(w, "label", None) or getattr(w, "words", "")).startswith(start))


def test_the_lobby_opens_showing_its_code_with_start_at_large_text_in_a_small_window(make_app):
    """Issue 36 point 12: at 1024x640 with 200% text the lobby opened scrolled to its Start
    button at the bottom, the join code off the top."""
    app = make_app(size=(1024, 640), text_scale=2.0)
    lobby = lobby_of(app, ["human", "net", "net", "net"])
    try:
        assert shown(lobby, lobby.host.code) is not None and lobby.group.scroll == 0
        start = lobby.group.focused
        assert start.label == _("Start now: CPUs take the open seats") and lobby.group.viewport.contains(start.rect)
    finally:
        lobby.back()


def test_the_host_makes_an_open_seat_a_cpu_of_its_level_and_sees_every_cpus_level(make_app):
    """Issue 36 point 9: 'Seat 3: Player 3, CPU' named no level, and only 'Start now: CPUs take
    the open seats' could give open seats to CPUs (all of them, at the stand-in's level)."""
    app = make_app()
    lobby = lobby_of(app, ["human", "net", "net", "easy"])
    host = lobby.host
    try:
        assert seat_row(lobby, 3).value_text() == _("CPU Easy")
        assert seat_row(lobby, 1).value_text() == _("open: waiting for a person")
        assert more(2) in words_of(lobby) and more(1) not in words_of(lobby)
        lobby.group.focus(seat_row(lobby, 1))
        for _i in range(3):
            key(app, pygame.K_RIGHT)  # open, CPU Easy, CPU Medium, CPU Hard
            frames(app)
        assert host.seats()[1] == HostedSeat(shown_name("Player 2"), "cpu", "hard")
        assert seat_row(lobby, 1).value_text() == _("CPU Hard") and lobby.group.focused is seat_row(lobby, 1)
        assert more(1) in words_of(lobby) and more(2) not in words_of(lobby)
        bea = Joining(host.url, host.code, name="Bea", give_up=10)  # the seat still open is the one taken
        until(app, lambda: bea.poll() is not None)
        assert bea.game.here == (2,)
        bea_seated = _("Seat {number}: {name}, {how}").format(number=3, name="Bea", how=_("seated"))
        until(app, lambda: getattr(seat_row(lobby, 2), "words", "") == bea_seated)  # no choice
        with pytest.raises(ValueError, match=str(why("persons_seat", seat=3))):
            host.set_seat(2, "easy")
        assert _("Start the game") in [getattr(w, "label", "") for w in lobby.group.widgets]  # every seat taken
        lobby.start()
        until(app, lambda: isinstance(app.stack.top, NetTableScene))
        assert host.thread.call(lambda: [s.kind for s in host.table.saved_seats()]) == ["human", "hard", "human",
                                                                                         "easy"]
        bea.close()
    finally:
        host.close()


def test_a_seat_made_a_cpu_can_be_opened_again_before_start(make_app):
    app = make_app()
    lobby = lobby_of(app, ["human", "net"])
    try:
        lobby.set_seat(1, "medium")
        assert lobby.seats[1] == HostedSeat(shown_name("Player 2"), "cpu", "medium")
        assert lobby.group.focused.label == _("Start the game")
        lobby.set_seat(1, "net")
        assert lobby.seats[1] == HostedSeat(shown_name("Player 2"), "open", "net")
        assert lobby.group.focused.label == _("Start now: CPUs take the open seats")
    finally:
        lobby.back()


def words_of(lobby: HostLobbyScene) -> list[str]:
    return [getattr(w, "words", "") for w in lobby.group.widgets]


def test_the_lobby_counts_the_people_watching_not_a_seated_screens_own_view(make_app):
    """Issue 36 point 9: the lobby showed no watchers. A seated screen also watches (the shared
    view under its pass screen): that connection carries its seat's token and is not counted."""
    app = make_app()
    lobby = lobby_of(app, ["human", "net", "net"])
    host = lobby.host
    joined: list[Joining] = []
    try:
        assert _("Nobody is watching.") in words_of(lobby)
        joined.append(Joining(host.url, host.code, name="Bea", give_up=10))
        until(app, lambda: joined[0].poll() is not None)
        assert any(c.watch and c.token == joined[0].clients[0].token for c in joined[0].clients)
        for _i in range(2):
            joined.append(Joining(host.url, host.code, watch=True, give_up=10))
            until(app, lambda: joined[-1].poll() is not None)
        until(app, lambda: watching(2) in words_of(lobby))
        joined.pop().close()
        until(app, lambda: watching(1) in words_of(lobby))
        again = Joining(host.url, host.code, tokens={1: joined[0].clients[0].token}, give_up=10)  # Bea's rejoin
        joined.append(again)
        until(app, lambda: again.poll() is not None)
        assert host.watchers() == 1
    finally:
        for joining in joined:
            joining.close()
        lobby.back()


def test_a_watcher_with_a_token_no_seat_has_is_counted_as_watching(tmp_path):
    from game.net.client import NetClient

    h = LocalHost("exploding-kittens", ["net", "easy"], ["Bea", "Mittens"], directory=tmp_path)
    watcher = NetClient(h.url, h.code, watch=True, token="not-a-seat's-token").start()
    try:
        assert watcher.wait(lambda c: c.link == Link.CONNECTED, 10)
        assert h.watchers() == 1 and watcher.seat == SPECTATOR
    finally:
        watcher.close()
        h.stop()


def test_esc_in_the_lobby_asks_before_it_closes_the_table_for_everyone(make_app):
    """Esc left the lobby by closing the table for everyone at once (Close the table asks)."""
    from game.ui.scenes.dialogs import ConfirmScene

    app = make_app()
    lobby = lobby_of(app, ["human", "net"])
    host = lobby.host
    try:
        key(app, pygame.K_ESCAPE)
        frames(app, 2)
        confirm = app.stack.top
        assert isinstance(confirm, ConfirmScene) and confirm.yes == _("Close it")
        key(app, pygame.K_ESCAPE)  # no: the table stays open
        frames(app, 2)
        assert app.stack.top is lobby and host.thread.call(lambda: host.code in host.host.tables)
        key(app, pygame.K_ESCAPE)
        frames(app, 2)
        app.stack.top._yes()
        frames(app, 2)
        assert isinstance(app.stack.top, HostSetupScene) and not host.thread._thread.is_alive()
    finally:
        host.stop()


@pytest.mark.parametrize("language", ["de"], indirect=True)
def test_a_german_hosts_unnamed_seats_reach_the_table_as_default_names_every_reader_words(make_app):
    """The setup's unnamed seats read "Spieler 2" to a German host; they went to the table so, and a
    Spanish joiner read "Spieler 2". They go as the default form ("Player 2"), which each reader
    shows in its own language; a name the host typed goes as typed."""
    app = make_app()
    lobby = lobby_of(app, ["human", "net", "net"])
    try:
        places = lobby.host.table.places
        assert [p.name for p in places][1:] == ["Player 2", "Player 3"]
        assert [s.name for s in lobby.host.seats()][1:] == ["Spieler 2", "Spieler 3"]
    finally:
        lobby.host.stop()
