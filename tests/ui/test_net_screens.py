"""Network game from the title: host a table (its code, address and seats), join it by address
and code by posted keys, and play at the same table. Everything on 127.0.0.1."""

from __future__ import annotations

import time

import pygame
from uikit import frames, key, start_of

from game import i18n
from game.i18n import ngettext
from game.names import shown_name
from game.net.addresses import EVERYWHERE
from game.net.reasons import why
from game.net.seating import Joining, typed_address
from game.net.tls import short_fingerprint, split_pin
from game.ui.scenes.net_table import NetTableScene
from game.ui.scenes.network import UNCHECKED, HostLobbyScene, HostSetupScene, JoinScene, NetworkScene
from game.ui.scenes.title import TitleScene
from game.ui.widgets import Label


def type_text(app, words: str) -> None:
    for ch in words:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app)


def focus(app, scene, label: str, **fields) -> None:
    """Focus the control called `label` (its English, with its named `fields`), in the run's language."""
    words = i18n._(label).format(**fields)
    widget = next(w for w in scene.group.widgets if getattr(w, "label", "") == words)
    scene.group.focus(widget)
    frames(app)


def until(app, condition, seconds: float = 15.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "condition never met"
        app.frame(1 / 20)
        time.sleep(0.005)


def continue_from_title(app) -> None:
    """The title's first offer is to continue the network table this app hosted; Enter takes it."""
    app.reset(TitleScene(app))
    app.frame(1 / 30)
    first = app.stack.top.group.widgets[0]
    assert first.label == i18n._("Continue your network table ({game})").format(game=i18n._("Exploding Kittens"))
    key(app, pygame.K_RETURN)


def test_network_game_names_the_server_as_the_way_across_the_internet(app):
    """The Network game screen's advice for friends elsewhere offers hosting on a Nine Lives
    server (Host a table's choice), not only forwarding a port."""
    app.push(NetworkScene(app))
    frames(app)
    words = " ".join(w.words for w in app.stack.top.group.widgets if isinstance(w, Label))
    assert i18n._("Across the internet, host the table on a Nine Lives server (Host a table), or forward"
                  " this computer's port: this game does not find a way through routers by itself.") in words


def open_table(app) -> HostLobbyScene:
    title = TitleScene(app)
    app.push(title)
    frames(app)
    title.network_game()
    frames(app)
    assert isinstance(app.stack.top, NetworkScene)
    key(app, pygame.K_RETURN)  # Host a table
    frames(app, 2)
    setup = app.stack.top
    assert isinstance(setup, HostSetupScene)
    setup._set_players(2)
    assert setup.kinds[:2] == ["human", "net"]  # you here, one seat open for a person on the network
    setup.port = "0"  # any free port (the default is 8766)
    setup.start()
    frames(app)
    lobby = app.stack.top
    assert isinstance(lobby, HostLobbyScene)
    return lobby


def test_host_shows_code_address_and_seats_then_a_joiner_takes_the_open_seat(app):
    lobby = open_table(app)
    words = [getattr(w, "words", "") for w in lobby.group.widgets]
    here_only = i18n._("Address: {address} (this computer only)").format(address=f"127.0.0.1:{lobby.host.host.port}")
    assert lobby.host.code in words and here_only in words
    seat_2 = i18n._("Seat {number}: {name}").format(number=2, name=shown_name("Player 2"))
    assert any(getattr(w, "label", "") == seat_2 and w.value_text() == i18n._("open: waiting for a person")
               for w in lobby.group.widgets)  # (a choice: open, or a CPU of a level)
    labels = [getattr(w, "label", "") for w in lobby.group.widgets]
    assert i18n._("Start now: CPUs take the open seats") in labels and i18n._("Start the game") not in labels
    friend = Joining(lobby.host.url, lobby.host.code, name="Bea")
    until(app, lambda: friend.poll() is not None and any(
        i18n._("Seat {number}: {name}, {how}").format(number=2, name="Bea", how=i18n._("seated"))
        == getattr(w, "words", "") for w in lobby.group.widgets))
    labels = [getattr(w, "label", "") for w in lobby.group.widgets]
    assert i18n._("Start the game") in labels
    lobby.start()
    until(app, lambda: isinstance(app.stack.top, NetTableScene))
    table = app.stack.top
    assert table.humans == [0] and table.names[1] == "Bea" and table.cpus == {}
    friend.close()
    app.reset(TitleScene(app))  # leaving the table stops the app's host
    until(app, lambda: not lobby.host.thread._thread.is_alive())  # a busy machine may need over 5 s


def test_join_by_address_and_code_typed_in(make_app):
    """Typed by hand, the address holds no fingerprint: the Join screen says the host's
    certificate is not checked (its first digits, as the lobby shows them) and asks; Join anyway
    takes it on trust for every connection of this seat."""
    host_app = make_app()
    lobby = open_table(host_app)
    app = make_app()
    scene = JoinScene(app)
    app.push(scene)
    frames(app)
    focus(app, scene, "Address")
    type_text(app, typed_address(lobby.host.url))
    focus(app, scene, "Join code")
    type_text(app, lobby.host.code.lower().replace("-", " "))  # as read aloud: any case, spaces
    focus(app, scene, "Join")
    key(app, pygame.K_RETURN)
    until(app, lambda: scene.unchecked is not None)
    short = short_fingerprint(lobby.host.host.tls.fingerprint)
    assert scene.note.startswith(start_of(UNCHECKED)) and short in scene.note
    assert i18n._("Certificate: {digits}\u2026").format(digits=short) in [getattr(w, "words", "")
                                                                         for w in lobby.group.widgets]
    assert not isinstance(app.stack.top, NetTableScene)
    focus(app, scene, "Join anyway")
    key(app, pygame.K_RETURN)
    until(app, lambda: isinstance(app.stack.top, NetTableScene))
    assert all(c.url == lobby.host.url for c in app.stack.top.game.feeds.values())  # held to that certificate
    assert app.stack.top.humans == [1]
    app.reset(TitleScene(app))
    lobby.back()


def test_a_wrong_code_is_said_in_words(app):
    scene = JoinScene(app)
    app.push(scene)
    scene.address, scene.code = "127.0.0.1:1", "not a code"
    scene.join()
    frames(app)
    assert scene.note == i18n._("That is not a join code: it is three groups of four letters and digits.")


def test_join_lists_tables_heard_nearby_and_says_when_finding_is_off(app):
    from game.net.discovery import OFF_WORDS, SERVICE, TableAd, service_info, service_name

    scene = JoinScene(app)
    app.push(scene)
    frames(app)
    assert i18n._(OFF_WORDS) in [getattr(w, "words", "") for w in scene.group.widgets]  # tests run with it off

    class Heard:  # zeroconf's side, stubbed: the record as a host announced it
        def get_service_info(self, type_, name, timeout=0):
            return service_info(ad, name)

    ad = TableAd("Ann", "Herding Cats", 1, "127.0.0.1:8766")
    scene.discovery.listener.add_service(Heard(), SERVICE, service_name(ad, "a1b2"))
    frames(app, 40)  # the list refreshes itself (twice a second)
    heard = ngettext("{host}: {game}, {n} seat free", "{host}: {game}, {n} seats free", 1).format(
        host="Ann", game=i18n._("Herding Cats"), n=i18n.format_number(1))
    button = next(w for w in scene.group.widgets if getattr(w, "label", "") == heard)
    scene.group.focus(button)
    key(app, pygame.K_RETURN)
    frames(app)
    assert scene.address == "127.0.0.1:8766" and scene.group.focused.label == i18n._("Join code")


def test_a_joiner_waits_for_the_host_to_start_and_is_offered_no_move_until_then(make_app):
    host_app = make_app(player_name="Ann")
    lobby = open_table(host_app)
    h = lobby.host
    app = make_app(player_name="Bea")
    friend = Joining(h.url, h.code, name="Bea")
    until(app, lambda: friend.poll() is not None)
    table = NetTableScene(app, friend.game, fresh=False)
    app.push(table)
    for _ in range(30):
        app.frame(1 / 20)
        time.sleep(0.01)
    game, seat = friend.game, friend.game.here[0]
    held = i18n._("Waiting for {name} to start the game").format(name="Ann")
    assert game.held and table.waiting_words() == held
    assert table.status_words() == i18n._("The game has not begun")  # not "Ann's turn"
    assert all(feed.legal_actions() == [] for feed in game.feeds.values())  # nothing offered on the wire
    assert game.pending is None and table.my_decision() is None and not table.bar_buttons
    assert h.thread.call(lambda: len(h.table.match.steps)) == 0  # a table at rest until Start
    lobby.start()
    until(host_app, lambda: isinstance(host_app.stack.top, NetTableScene))
    until(app, lambda: (app.frame(1 / 20), not game.held)[1])
    assert table.waiting_words() != held and table.status_words() != i18n._("The game has not begun")
    until(app, lambda: game.pending is not None)  # now somebody is asked (Ann first, or Bea)
    if seat in game.pending.seats:
        until(app, lambda: game.legal_actions(seat) != [] and table.my_decision() is not None)
    friend.close()
    host_app.reset(TitleScene(host_app))


def test_a_held_table_names_nobody_as_going_first_until_its_host_starts_it(make_app):
    """Before Start a joiner's table shows its hand but neither its log nor its deal says who goes
    first (the game has not begun); at Start the log says it with the seats' real names."""
    from game.ui import text
    from game.ui.table.anims import Banner

    host_app = make_app(player_name="Ann")
    lobby = open_table(host_app)
    h = lobby.host
    app = make_app(player_name="Bea")
    friend = Joining(h.url, h.code, name="Bea")
    until(app, lambda: friend.poll() is not None)
    table = NetTableScene(app, friend.game)  # fresh: the deal is played out here
    banners: list[str] = []
    add = table.anims.add
    table.anims.add = lambda a: (banners.append(a.words) if isinstance(a, Banner) else None, add(a))[1]
    app.push(table)
    game = friend.game
    until(app, lambda: (app.frame(1 / 20), table.shown_upto == len(table.log_feed()) > 0)[1])
    for _ in range(20):
        app.frame(1 / 20)
    firsts = (i18n._("The cards are dealt. {name} goes first.").format(name="Ann"),
              i18n._("The cards are dealt. You go first."))
    assert game.held and table.status_words() == i18n._("The game has not begun")
    assert table.log_lines() == [] and not any(b in firsts for b in banners), (table.log_lines(), banners)
    drawn: list[str] = []
    blit = text.blit_text
    text.blit_text = lambda surface, line, *a, **k: drawn.append(line) or blit(surface, line, *a, **k)
    try:
        table.painter._backdrop_cache = None
        app.frame(1 / 20)
    finally:
        text.blit_text = blit
    nobody_next = not [w for w in drawn if w.startswith(start_of("Next: {name}"))]
    assert i18n._("clockwise") in drawn and nobody_next and i18n._("Next: You") not in drawn, drawn  # nobody yet
    lobby.start()
    until(host_app, lambda: isinstance(host_app.stack.top, NetTableScene))
    until(app, lambda: (app.frame(1 / 20), any(line in firsts for line in table.log_lines()))[1])
    friend.close()
    host_app.reset(TitleScene(host_app))


def test_a_held_table_lets_nobody_act_until_it_begins():
    from game.net.table import Table, TableOptions

    table = Table("exploding-kittens", ["easy", "easy", "net"], table_options=TableOptions(cpu_delay=0.0))
    table.held = True
    assert table.tick(0.0) is None and table.jobs() == []
    seat = next(iter(table.match.pending.seats))
    assert table.act(seat, table.match.legal_actions(seat)[0], len(table.match.log)) is not None
    assert table.match.steps == []
    table.held = False
    jobs = table.jobs() if seat != 2 else []
    for job in jobs:
        table.job_done(job, job.run())
    table.tick(1.0)
    if seat != 2:
        assert len(table.match.steps) == 1  # a CPU's first move, once the game has begun


def test_after_the_app_is_closed_mid_game_it_takes_its_seat_back(tmp_path):
    from test_net_table import QUICK, play_by_keys

    from game.net.seating import LocalHost, Ticket
    from game.settings import Settings
    from game.ui.app import App

    h = LocalHost("exploding-kittens", ["net", "easy", "easy"], ["Bea", "Mittens", "Biscuit"],
                  directory=tmp_path / "tables", table_options=QUICK)
    h.begin()
    try:
        app = App(Settings(first_run_done=True), persist=True, fps=0)
        scene = JoinScene(app)
        app.push(scene)
        scene.address, scene.code, scene.name = h.url, h.code, "Bea"
        scene.join()
        until(app, lambda: isinstance(app.stack.top, NetTableScene))
        ticket = Ticket.load()
        assert ticket is not None and ticket.code == h.code and list(ticket.tokens) == [0]
        for _ in range(40):
            app.frame(1 / 20)
        for client in app.stack.top.game.feeds.values():  # the app dies: its connections just drop
            client._stop = True
            client.kill()
        app.close()
        assert h.thread.call(lambda: h.table.places[0].link.value) in ("reconnecting", "connected")

        app = App(Settings(first_run_done=True), persist=True, fps=0)
        app.push(TitleScene(app))
        app.stack.top.network_game()
        frames(app)
        labels = [getattr(w, "label", "") for w in app.stack.top.group.widgets]
        assert labels[0] == "Rejoin your table"
        key(app, pygame.K_RETURN)
        until(app, lambda: isinstance(app.stack.top, NetTableScene))
        table = app.stack.top
        assert table.humans == [0] and h.thread.call(lambda: h.table.places[0].link.value) == "connected"
        play_by_keys(app, table)
        assert table.over_shown
        logged = h.thread.call(lambda: [h.table.ruleset.redact(e, 0) for e in h.table.match.log])
        # The test's frames run table time faster than real time, so the result may show before the
        # last update lands (the screen waits a moment of its own clock for it): all of it arrives.
        until(app, lambda: table.feeds[0] == logged, 10)
        assert Ticket.load() is None  # nothing left to rejoin
        app.close()
    finally:
        h.stop()


def test_a_joiner_chooses_a_free_seat_and_a_seat_taken_meanwhile_is_refused_in_words(make_app):
    from game.ui.scenes.network import ChooseSeatScene

    host_app = make_app(player_name="Ann")
    title = TitleScene(host_app)
    host_app.push(title)
    title.network_game()
    frames(host_app)
    key(host_app, pygame.K_RETURN)  # Host a table
    frames(host_app, 2)
    setup = host_app.stack.top
    setup._set_players(3)
    setup.port = "0"
    setup.start()
    frames(host_app)
    lobby = host_app.stack.top
    h = lobby.host

    app = make_app(player_name="Cat")
    scene = JoinScene(app)
    app.push(scene)
    scene.address, scene.code = h.url.removeprefix("ws://"), h.code
    focus(app, scene, "Join")
    key(app, pygame.K_RETURN)
    until(app, lambda: isinstance(app.stack.top, ChooseSeatScene))
    chooser = app.stack.top
    words = [getattr(w, "label", "") or getattr(w, "words", "") for w in chooser.group.widgets]
    ann = i18n._("Seat {number}: {name}, {how}").format(number=1, name="Ann", how=i18n._("a person at the table"))
    after_ann = i18n._("Seat {number}: free, after {name}").format(number=2, name="Ann")
    assert words == [ann, after_ann, i18n._("Seat {number}: free").format(number=3), i18n._("Back")]
    bea = Joining(h.url, h.code, name="Bea", seat=2)  # someone else takes seat 3 meanwhile
    until(app, lambda: bea.poll() is not None)
    focus(app, chooser, "Seat {number}: free", number=3)
    key(app, pygame.K_RETURN)
    until(app, lambda: isinstance(app.stack.top, ChooseSeatScene) and app.stack.top is not chooser)
    chooser = app.stack.top
    words = [getattr(w, "label", "") or getattr(w, "words", "") for w in chooser.group.widgets]
    assert words[0] == i18n._("Could not join: {reason}.").format(reason=why("seat_taken", seat=3, name="Bea"))
    bea_seated = i18n._("Seat {number}: {name}, {how}").format(number=3, name="Bea", how=i18n._("seated"))
    assert bea_seated in words and after_ann in words
    focus(app, chooser, "Seat {number}: free, after {name}", number=2, name="Ann")
    key(app, pygame.K_RETURN)
    until(app, lambda: isinstance(app.stack.top, NetTableScene))
    assert app.stack.top.humans == [1]
    # The seats update that names Cat follows her welcome: the table reads it when it lands.
    until(app, lambda: app.stack.top.names[1] == "Cat")
    app.reset(TitleScene(app))
    bea.close()
    lobby.back()


def test_a_look_at_a_table_names_its_seats_and_takes_none():
    from game.net.seating import LocalHost, Looking

    h = LocalHost("exploding-kittens", ["human", "net", "easy"], ["Ann", "Player 2", "Mittens"], host_name="Ann")
    try:
        looking = Looking(h.url, h.code)
        end = time.monotonic() + 10
        while not looking.done and time.monotonic() < end:
            time.sleep(0.01)
        assert [(s.name, s.link.value, s.free) for s in looking.seats] == [
            ("Ann", "here", False), ("Player 2", "open", True), ("Mittens", "cpu", False)]
        assert h.table.free_seats() == [1] and not h.table.conns
        wrong = Looking(h.url, "AAAA-AAAA-AAAA")
        end = time.monotonic() + 10
        while not wrong.done and time.monotonic() < end:
            time.sleep(0.01)
        assert str(wrong.problem) == "no table has that code here"
    finally:
        h.stop()


def setup_screen(app) -> HostSetupScene:
    app.push(TitleScene(app))
    app.stack.top.network_game()
    frames(app)
    key(app, pygame.K_RETURN)  # Host a table
    frames(app, 2)
    return app.stack.top


def test_who_may_join_is_this_computer_only_while_loopback_only_is_set(app):
    setup = setup_screen(app)
    words = [getattr(w, "words", "") for w in setup.group.widgets]
    assert i18n._("{setting}: this computer only ({variable} is set)").format(
        setting=i18n._("Who may join"), variable="NINE_LIVES_LOOPBACK_ONLY") in words
    assert app.settings.host_for_others  # the setting says others, and this run overrules it
    setup.port = "0"
    setup.start()
    frames(app)
    lobby = app.stack.top
    assert lobby.host.host.address == "127.0.0.1"
    assert i18n._("Address: {address} (this computer only)").format(address=f"127.0.0.1:{lobby.host.host.port}") in [
        getattr(w, "words", "") for w in lobby.group.widgets]
    lobby.back()


def test_letting_other_computers_join_is_chosen_by_keys_and_remembered(app, monkeypatch):
    from game.ui.scenes import network

    monkeypatch.delenv("NINE_LIVES_LOOPBACK_ONLY")
    asked: list[str] = []

    def never_listens(*args, address: str, **kwargs):  # stubbed: nothing here may listen beyond loopback
        asked.append(address)
        raise OSError("stubbed")

    monkeypatch.setattr(network, "LocalHost", never_listens)
    setup = setup_screen(app)
    who = next(w for w in setup.group.widgets if getattr(w, "label", "") == i18n._("Who may join"))
    assert who.spoken().startswith(i18n._("{label}: {value}, {role}").format(
        label=i18n._("Who may join"), value=i18n._("Other computers too"), role=i18n._("choice")))
    setup.start()
    setup.group.focus(next(w for w in setup.group.widgets if getattr(w, "label", "") == i18n._("Who may join")))
    key(app, pygame.K_RIGHT)  # This computer only
    frames(app)
    assert app.settings.host_for_others is False
    setup.start()
    assert asked == [EVERYWHERE, "127.0.0.1"]
    assert setup.error.startswith(start_of("The table could not open: {reason}."))


def test_the_lobby_shows_the_network_address_worked_out_from_the_system(app, monkeypatch):
    from game.net import seating
    from game.net.seating import LocalHost

    h = LocalHost("exploding-kittens", ["human", "net"], ["Ann", "Player 2"])
    try:
        h.host.address = EVERYWHERE  # as if listening everywhere (it listens on loopback: nothing rebinds)
        monkeypatch.setattr(seating, "lan_addresses", lambda: ["192.168.1.20", "10.0.0.5"])
        lobby = HostLobbyScene(app, h)
        app.push(lobby)
        frames(app)
        words = [getattr(w, "words", "") for w in lobby.group.widgets]
        port = h.host.port
        assert i18n._("Address: {address}").format(address=f"192.168.1.20:{port}") in words
        assert i18n._("Also: {addresses}").format(addresses=f"10.0.0.5:{port}") in words
        assert lobby._ad().address == f"192.168.1.20:{port}" and split_pin(h.url)[0] == f"wss://127.0.0.1:{port}"
        assert str(lobby.invite()) == f"ninelives://192.168.1.20:{port}/{h.code}#sha256={h.host.tls.fingerprint}"
        monkeypatch.setattr(seating, "lan_addresses", lambda: [])
        lobby.rebuild()
        assert i18n._("Address: none found: this computer is on no network others can reach") in [
            getattr(w, "words", "") for w in lobby.group.widgets]
    finally:
        h.stop()


def test_the_hosts_cpu_speed_and_nope_timer_pace_its_table(make_app):
    """As in local play: the host's CPU speed times the CPUs at its table, its Nope timer every
    window (with No timer the table's usual window: people elsewhere cannot be waited for ever)."""
    from game.net.seating import host_pace
    from game.net.table import TableOptions
    from game.settings import NO_TIMER, Settings

    lobby = open_table(make_app(cpu_speed="fast", response_timer=8))
    options = lobby.host.thread.call(lambda: lobby.host.table.options)
    fast, normal = Settings(cpu_speed="fast").cpu_delay, Settings().cpu_delay
    assert fast < normal and (options.cpu_delay, options.window) == (fast, 8.0)
    lobby.back()
    no_timer = host_pace(Settings(cpu_speed="instant", response_timer=NO_TIMER))
    assert (no_timer.cpu_delay, no_timer.window) == (0.0, TableOptions().window)


def test_a_joiner_filling_the_table_never_leaves_the_focus_on_close_the_table(app):
    from game.ui.scenes.dialogs import ConfirmScene

    lobby = open_table(app)
    with_cpus = i18n._("Start now: CPUs take the open seats")
    start_now = next(w for w in lobby.group.widgets if getattr(w, "label", "") == with_cpus)
    lobby.group.focus(start_now)  # the host was about to start with CPUs when Bea sat down
    friend = Joining(lobby.host.url, lobby.host.code, name="Bea")
    try:
        until(app, lambda: friend.poll() is not None and any(
            i18n._("Seat {number}: {name}, {how}").format(number=2, name="Bea", how=i18n._("seated"))
            == getattr(w, "words", "") for w in lobby.group.widgets))
        assert getattr(lobby.group.focused, "label", "") != i18n._("Close the table")
        close = next(w for w in lobby.group.widgets if getattr(w, "label", "") == i18n._("Close the table"))
        lobby.group.focus(close)
        key(app, pygame.K_RETURN)  # by keyboard, closing the table for everyone asks once
        frames(app)
        assert isinstance(app.stack.top, ConfirmScene) and app.stack.top.yes == i18n._("Close it")
        assert lobby.host.thread._thread.is_alive()
        key(app, pygame.K_RETURN)  # the focused default is to go back
        frames(app)
        assert app.stack.top is lobby and lobby.host.thread._thread.is_alive()
    finally:
        friend.close()
        lobby.back()
