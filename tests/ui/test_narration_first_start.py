"""The very first start speaks when a screen reader is running: the Welcome settings open with
narration on, so a blind player hears them; without a reader the setting stays as it was."""

from __future__ import annotations

import pytest

from game.settings import Settings
from game.ui import app as app_module
from game.ui.narration import backends
from game.ui.scenes.settings import SettingsScene


@pytest.mark.parametrize("reader", [True, False])
def test_the_welcome_speaks_when_a_screen_reader_runs(make_app, monkeypatch, reader):
    monkeypatch.setattr(backends, "screen_reader_running", lambda: reader)
    app = make_app()
    app.apply_settings(Settings(first_run_done=False))
    app_module.welcome(app)
    assert isinstance(app.stack.top, SettingsScene) and app.stack.top.first_run
    assert app.settings.narration is reader


def test_no_screen_reader_package_means_none_is_running(monkeypatch):
    def missing():
        raise backends.Unavailable("no screen reader is running")

    monkeypatch.setattr(backends, "ScreenReader", missing)
    assert backends.screen_reader_running() is False
