"""Invites in the app, by posted events on 127.0.0.1: the lobby's Copy invite puts the table's
invite on the clipboard, Join's Ctrl+V (or Paste the invite) takes it into its fields, and Join
seats the person with the host's certificate checked; a forged one is refused in words."""

from __future__ import annotations

import pygame
from test_net_screens import focus, open_table, until
from uikit import frames, key, start_of

from game.i18n import _
from game.net import tls
from game.net.invite import parse_invite
from game.net.reasons import why
from game.ui import clipboard
from game.ui.scenes.net_table import NetTableScene
from game.ui.scenes.network import JoinScene
from game.ui.scenes.title import TitleScene

CTRL = pygame.KMOD_LCTRL


def words_of(scene) -> list[str]:
    return [getattr(w, "words", "") for w in scene.group.widgets]


def test_copy_invite_in_the_lobby_then_paste_in_join_seats_the_person(make_app):
    host_app = make_app(player_name="Ann")
    lobby = open_table(host_app)
    focus(host_app, lobby, "Copy invite")
    key(host_app, pygame.K_RETURN)
    frames(host_app)
    copied = _("Invite copied. Send it to the people you invite: it holds the address, the code and a "
               "check that they reach this computer.")
    assert copied in words_of(lobby)
    invite = parse_invite(clipboard.paste() or "")
    assert (invite.code, invite.fingerprint) == (lobby.host.code, lobby.host.host.tls.fingerprint)

    app = make_app(player_name="Bea")
    scene = JoinScene(app)
    app.push(scene)
    frames(app)
    key(app, pygame.K_v, CTRL)  # Ctrl+V, wherever the focus is
    frames(app)
    assert (scene.address, scene.code, scene.pin) == (invite.address, invite.code, invite.fingerprint)
    assert scene.group.focused.label == _("Join")  # the next Enter joins
    key(app, pygame.K_RETURN)
    until(app, lambda: isinstance(app.stack.top, NetTableScene))
    table = app.stack.top
    assert table.humans == [1] and scene.unchecked is None  # checked, so nothing to ask
    assert all(tls.split_pin(f.url)[1] == invite.fingerprint for f in table.game.feeds.values())
    bea_seated = _("Seat {number}: {name}, {how}").format(number=2, name="Bea", how=_("seated"))
    until(host_app, lambda: bea_seated in words_of(lobby))
    app.reset(TitleScene(app))
    lobby.back()


def test_an_invite_naming_another_certificate_is_refused_in_words_and_never_joined(make_app):
    host_app = make_app()
    lobby = open_table(host_app)
    forged = str(lobby.invite()).rsplit("=", 1)[0] + "=" + "ab" * 32
    assert clipboard.copy(forged)
    app = make_app()
    scene = JoinScene(app)
    app.push(scene)
    frames(app)
    focus(app, scene, "Paste the invite")
    key(app, pygame.K_RETURN)
    frames(app)
    focus(app, scene, "Join")
    key(app, pygame.K_RETURN)
    until(app, lambda: scene.note.startswith(start_of("Could not join: {reason}.")))
    assert scene.note == _("Could not join: {reason}.").format(reason=tls.NOT_THE_SERVER)
    assert lobby.host.host.received == 0  # no look, no hello: nothing was sent to it
    assert not isinstance(app.stack.top, NetTableScene)
    lobby.back()


def test_text_that_is_no_invite_is_said_so_and_an_address_edited_drops_the_fingerprint(app):
    scene = JoinScene(app)
    app.push(scene)
    frames(app)
    clipboard.copy("ninelives://203.0.113.5:8766/K7QM-3XPD")
    scene.paste_invite()
    assert scene.note == _("That is not an invite: {reason}.").format(reason=why("invite_code"))
    clipboard.copy(f"ninelives://203.0.113.5:8766/K7QM-3XPD-9RTW#sha256={'ab' * 32}")
    scene.paste_invite()
    assert scene.pin == "ab" * 32 and scene.address == "203.0.113.5:8766"
    focus(app, scene, "Address")
    key(app, pygame.K_BACKSPACE)
    frames(app)
    assert scene.address == "203.0.113.5:876" and scene.pin is None  # another address: not that certificate
    clipboard.copy("6")
    key(app, pygame.K_v, CTRL)  # plain text goes into the field being edited
    frames(app)
    assert scene.address == "203.0.113.5:8766" and scene.pin is None


def test_a_clipboard_that_cannot_be_used_shows_the_invite_in_words(app, monkeypatch):
    lobby = open_table(app)
    monkeypatch.setattr(clipboard, "copy", lambda text: False)
    lobby.copy_invite()
    shown = _("The clipboard cannot be used here; the invite is {invite}").format(invite=lobby.invite())
    assert shown in words_of(lobby)
    monkeypatch.setattr(clipboard, "paste", lambda: None)
    join = JoinScene(app)
    app.push(join)
    join.paste_invite()
    assert join.note == _("The clipboard holds no text: copy the invite first (the host's lobby has Copy invite).")
    app.stack.remove(join)
    lobby.back()
