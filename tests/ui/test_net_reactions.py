"""Quick reactions at a network table, by posted keys: the reaction key opens a few preset
reactions, a number (or Enter) sends one, and every screen at the table shows it on the
sender's plate, speaks it and captions it; the meow is heard. A host on 127.0.0.1 in this process."""

from __future__ import annotations

import time

import pygame
import pytest
from narration_kit import Recording, narrate_into
from test_net_table import QUICK, seated
from uikit import key

from game import i18n
from game.net.reactions import TOO_MANY
from game.net.seating import Joining, LocalHost
from game.ui.scenes.net_table import ReactionScene


@pytest.fixture
def table_of_two(tmp_path):
    h = LocalHost("exploding-kittens", ["net", "net", "easy"], ["Ann", "Bea", "Mittens"],
                  directory=tmp_path / "tables", table_options=QUICK)
    h.begin()
    yield h
    h.stop()


def press(app, k: int) -> None:
    """A key press handled by `app` (pygame's event queue is one for every app in this process)."""
    key(app, k)
    app.frame(1 / 20)


def frames_until(apps, condition, seconds: float = 10.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "condition never met"
        for app in apps:
            app.frame(1 / 20)
        time.sleep(0.005)


def test_a_reaction_is_shown_spoken_and_captioned_on_every_screen(make_app, table_of_two):
    h = table_of_two
    ann_app, bea_app = make_app(captions=True), make_app(captions=True)
    ann = seated(ann_app, Joining(h.url, h.code, name="Ann"))
    bea = seated(bea_app, Joining(h.url, h.code, name="Bea"))
    heard = Recording()
    narrate_into(bea_app, heard)
    apps = (ann_app, bea_app)
    frames_until(apps, lambda: ann.names[:2] == ["Ann", "Bea"] == bea.names[:2])

    press(ann_app, ann_app.key_for("react"))
    menu = ann_app.stack.top
    assert isinstance(menu, ReactionScene)
    assert [w.label for w in menu.group.widgets] == [*(i18n._(w) for w in ("Nooo!", "Well played", "Hurry up", "Meow")),
                                                     i18n._("Back")]
    press(ann_app, pygame.K_1)  # Nooo!
    assert ann_app.stack.top is ann
    nooo, meow = i18n._("Nooo!"), i18n._("Meow")  # (the reactions' words in the run's language)
    quoted_nooo = i18n._("\u201c{reaction}\u201d").format(reaction=nooo)
    frames_until(apps, lambda: 0 in bea.notes and bea.notes[0][0] == quoted_nooo)
    ann_nooo = i18n._("{name}: {reaction}").format(name="Ann", reaction=nooo)
    assert any(words == ann_nooo for words, _ in bea_app.sound.captions)
    own = i18n._("{name}: \u201c{reaction}\u201d").format(name="Ann", reaction=nooo)
    frames_until(apps, lambda: ann.toast is not None and ann.toast[0] == own)  # own: no plate
    bea_app.narrator.flush()
    assert ann_nooo in heard.lines

    press(bea_app, bea_app.key_for("react"))
    for _ in range(3):
        press(bea_app, pygame.K_DOWN)
    press(bea_app, pygame.K_RETURN)  # the fourth: Meow
    quoted = i18n._("\u201c{reaction}\u201d").format(reaction=meow)
    frames_until(apps, lambda: 1 in ann.notes and ann.notes[1][0] == quoted)
    bea_meow = i18n._("{name}: {reaction}").format(name="Bea", reaction=meow)
    assert any(words == bea_meow for words, _ in ann_app.sound.captions)  # the meow's caption names her


def test_the_reaction_key_closes_the_menu_and_a_watcher_has_none(make_app, table_of_two):
    h = table_of_two
    app = make_app()
    table = seated(app, Joining(h.url, h.code, name="Ann"))
    press(app, app.key_for("react"))
    assert isinstance(app.stack.top, ReactionScene)
    press(app, app.key_for("react"))
    assert app.stack.top is table
    watcher_app = make_app()
    watching = seated(watcher_app, Joining(h.url, h.code, watch=True))
    press(watcher_app, watcher_app.key_for("react"))
    assert watcher_app.stack.top is watching and watching.toast[0] == i18n._("Only a seat can send a reaction")


def test_too_many_reactions_are_refused_in_words_at_the_table(make_app, table_of_two):
    h = table_of_two
    app = make_app()
    table = seated(app, Joining(h.url, h.code, name="Ann"))
    for _ in range(5):
        press(app, app.key_for("react"))
        press(app, pygame.K_3)
    not_sent = i18n._("Not sent: {reason}").format(reason=TOO_MANY)
    frames_until([app], lambda: table.toast is not None and table.toast[0] == not_sent)
