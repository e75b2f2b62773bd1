"""The Settings screen names each setting with the same words as the settings file's messages
(game.settings.SETTING_WORDS), so the two cannot drift apart."""

from __future__ import annotations

from game import settings as st
from game.i18n import _
from game.ui.scenes.settings import SettingsScene

ELSEWHERE = {"first_run_done", "show_log", "local_discovery", "host_for_others", "host_port"}  # not rows of this screen


def _names_shown(app) -> set[str]:
    scene = SettingsScene(app)
    app.push(scene)
    app.frame(0.02)
    return {getattr(w, "label", None) or getattr(w, "words", "") for w in scene.group.widgets}


def test_the_screen_reads_its_labels_from_the_one_table(make_app, monkeypatch):
    app = make_app()
    renamed = {name: f"{words} (renamed)" for name, words in st.SETTING_WORDS.items()}
    monkeypatch.setattr(st, "SETTING_WORDS", renamed)
    shown = _names_shown(app)
    missing = [name for name in renamed if name not in ELSEWHERE and _(renamed[name]) not in shown]  # as shown
    assert missing == []
