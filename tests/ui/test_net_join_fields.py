"""The Join screen's fields: Enter goes on from field to field (the name can be set before
joining), and the address, code and name are remembered on disk for the next join; Rejoin
shows the name the seat goes by at its table."""

from __future__ import annotations

import json

import pygame
from test_net_screens import focus, type_text, until
from test_net_table import QUICK
from uikit import frames, key

from game.i18n import _
from game.last_join import LastJoin, default_path, load_last_join
from game.net.seating import Joining, LocalHost, Ticket, typed_address
from game.ui.scenes.net_table import NetTableScene
from game.ui.scenes.network import JoinScene
from game.ui.scenes.title import TitleScene


def join_screen(app) -> JoinScene:
    scene = JoinScene(app)
    app.push(scene)
    frames(app)
    return scene


def test_enter_in_the_code_field_goes_on_to_the_name_and_joins_only_from_there(app, tmp_path):
    h = LocalHost("exploding-kittens", ["human", "net"], ["Ann", "Player 2"], directory=tmp_path / "tables",
                  table_options=QUICK)
    try:
        scene = join_screen(app)
        focus(app, scene, "Address")
        type_text(app, typed_address(h.url))
        key(app, pygame.K_RETURN)
        frames(app)
        assert scene.group.focused.label == _("Join code")
        type_text(app, h.code)
        key(app, pygame.K_RETURN)  # the code typed: the name comes next, nothing joined yet
        frames(app, 5)
        assert scene.group.focused.label == _("Your name")
        assert scene.looking is None and scene.joining is None and isinstance(app.stack.top, JoinScene)
        for _ch in range(30):  # the field shows the reader's word for the default name: clear it all
            key(app, pygame.K_BACKSPACE)
        type_text(app, "Bea")
        key(app, pygame.K_RETURN)  # Enter in the name joins (typed by hand: once the certificate is trusted)
        until(app, lambda: scene.unchecked is not None)
        focus(app, scene, "Join anyway")
        key(app, pygame.K_RETURN)
        until(app, lambda: isinstance(app.stack.top, NetTableScene))
        assert app.stack.top.names[1] == "Bea"
    finally:
        app.reset(TitleScene(app))
        h.stop()


def test_enter_in_the_name_with_no_code_says_so_and_goes_to_the_code(app):
    scene = join_screen(app)
    scene.address = "127.0.0.1:1"
    focus(app, scene, "Your name")
    key(app, pygame.K_RETURN)
    frames(app)
    not_a_code = _("That is not a join code: it is three groups of four letters and digits.")
    assert scene.note == not_a_code and scene.group.focused.label == _("Join code")
    assert scene.looking is None and scene.joining is None


def test_the_address_code_and_name_are_remembered_for_the_next_join(keeping_app):
    app = keeping_app
    scene = join_screen(app)
    assert (scene.address, scene.code) == ("", "")
    scene.address, scene.code, scene.name = "127.0.0.1:1", "k7qm 3xpd 9rtw", "Bea"
    scene.join()  # (nobody there: it fails, but what was typed is kept)
    scene.back()
    again = join_screen(app)  # later, in this session or the next
    assert (again.address, again.code, again.name) == ("127.0.0.1:1", "k7qm 3xpd 9rtw", "Bea")
    assert load_last_join() == (LastJoin("127.0.0.1:1", "k7qm 3xpd 9rtw", "Bea"), None)
    again.back()


def test_a_bad_join_file_is_set_aside_with_a_message_and_the_fields_start_empty(keeping_app):
    app = keeping_app
    path = default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": 1, "address": 7, "code": "", "name": ""}))
    scene = join_screen(app)
    assert (scene.address, scene.code, scene.name) == ("", "", app.settings.player_name)
    assert "join details" in scene.note and not path.exists()
    scene.back()


def test_rejoin_shows_the_name_the_seat_goes_by_at_its_table(keeping_app, tmp_path):
    app = keeping_app
    h = LocalHost("exploding-kittens", ["net", "easy"], ["Player 1", "Mittens"], directory=tmp_path / "tables",
                  table_options=QUICK)
    try:
        h.begin()
        joining = Joining(h.url, h.code, name="You")  # the default name: "Player 1" there
        until(app, lambda: joining.poll() is not None)
        app.push(NetTableScene(app, joining.game, keep_seat=True))  # as the Join screen seats everyone
        until(app, lambda: (Ticket.load() or Ticket("", "", {})).name == "Player 1")
        app.reset(TitleScene(app))  # as if the app closed
        scene = JoinScene(app)
        app.push(scene)
        scene.rejoin(Ticket.load())
        frames(app)
        assert scene.name == "Player 1" and scene.name != app.settings.player_name
        scene.back()
    finally:
        h.stop()
