"""Narration's settings (on/off, speed, detail) are remembered, the Settings screen says in one line
when nothing can speak, and every screen speaks its title and the focused control's name, role and state."""

from __future__ import annotations

import json

import pygame
from narration_kit import Recording, narrate_into
from uikit import key

from game import settings as st
from game.i18n import _, format_number, ngettext
from game.settings import Settings, load_settings, save_settings, settings_from_json
from game.ui.narration import INSTALL_HINT, Narrator, Silent
from game.ui.narration.backends import notice_words
from game.ui.narration.screen import joined
from game.ui.scenes.settings import SettingsScene


def test_narration_settings_are_remembered_and_checked(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(Settings(narration=True, narration_rate=260, narration_detail="full"), path)
    loaded, message = load_settings(path)
    assert message is None and loaded.narration and loaded.narration_rate == 260
    assert loaded.narration_detail == "full"
    bad, changed = settings_from_json({"narration_rate": 999, "narration_detail": "chatty"})
    assert changed == ["narration_rate", "narration_detail"] and bad.narration_rate == 180


def test_a_file_from_before_narration_gets_the_hear_keys_without_a_message(tmp_path):
    path = tmp_path / "settings.json"
    old = Settings().to_json()
    old["key_bindings"] = {"confirm": "return", "pause": "escape", "draw": "d", "nope": "x", "log": "l"}
    path.write_text(json.dumps(old))
    loaded, message = load_settings(path)
    assert message is None and loaded.key("nope") == "x"  # the player's key kept, the new ones added
    assert [loaded.key(a) for a in st.LATER_ACTIONS] == ["h", "t", "g", "p", "r", "q"]


def test_settings_say_in_one_line_when_nothing_can_speak(make_app):
    app = make_app(narration=True)
    app.narrator.close()
    app.narrator = Narrator(lambda: (Silent(), INSTALL_HINT))
    app.narrator.configure(True, 180)
    assert app.narrator.flush()
    scene = SettingsScene(app)
    app.push(scene)
    app.frame(0.02)
    labels = [wd.words for wd in scene.group.widgets if hasattr(wd, "words")]
    assert notice_words(INSTALL_HINT) in labels and "\n" not in notice_words(INSTALL_HINT)


def colours(palette: str) -> str:
    """The palette row as narration says it: "Colours: Standard, choice"."""
    value = _(st.PALETTE_LABELS[palette])
    return _("{label}: {value}, {role}").format(label=_(st.SETTING_WORDS["palette"]), value=value, role=_("choice"))


def test_menus_speak_their_title_and_each_focus_change(make_app):
    app = make_app()
    speech = Recording()
    narrate_into(app, speech)
    app.push(SettingsScene(app))
    app.frame(0.02)
    app.narrator.flush()
    assert speech.lines[-1] == joined([_("Settings"), _("{name}, button").format(name=_("Done"))])
    key(app, pygame.K_TAB)
    app.frame(0.02)
    app.narrator.flush()
    assert speech.lines[-1].startswith(colours("standard"))
    key(app, pygame.K_RIGHT)  # the focused control's state changes: spoken again
    app.frame(0.02)
    app.narrator.flush()
    assert speech.lines[-1].startswith(colours("deuteranopia"))
    assert all(speech.interrupts)  # focus speech cuts in


def test_full_detail_reads_a_focused_cards_rules(make_app):
    from game.saves import Seat
    from game.ui.table.scene import TableScene
    from game.ui.table.setup import new_match

    app = make_app(narration_detail="full")
    speech = Recording()
    narrate_into(app, speech)
    seats = [Seat("You", "human"), Seat("Mittens", "easy")]
    table = TableScene(app, new_match("exploding-kittens", seats, {}, seed=3), seats, journal=False, fresh=False)
    app.push(table)
    app.frame(0.02)
    group = table.hand.groups[0]
    table.controls.focus(group)
    app.frame(0.02)
    app.narrator.flush()
    look = table.kit.cards.looks[group.card]
    words = _("{card}, card {place} of {count}").format(card=look.title, place=format_number(1),
                                                         count=format_number(len(table.hand.groups)))
    if group.count > 1:
        words = ngettext("{card}, {n} of them", "{card}, {n} of them", group.count).format(
            card=words, n=format_number(group.count))
    assert speech.lines[-1] == _("{card}. {text}").format(card=words, text=look.text).rstrip(".")
