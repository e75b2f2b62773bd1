"""Keys in the settings file are checked: a name pygame gives no key ("esc", 100,000 letters),
a key given to two actions, or Esc given to anything but Pause falls back to the default with
a message naming the action, and Esc always opens Pause at the table. The table of key names
lives in game/settings.py as data (no pygame there); pygame is asked here that it is right."""

from __future__ import annotations

import json

import pygame
import pytest
from narration_kit import Recording, narrate_into
from uikit import frames, key

from game import settings as st
from game import storage
from game.i18n import N_, _
from game.saves import Seat
from game.settings import Settings, load_settings
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.settings import KeyButton, SettingsScene
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match


def test_every_key_name_is_one_pygame_knows_by_that_very_name():
    pygame.init()
    for name in st.KEY_NAMES:
        assert pygame.key.name(pygame.key.key_code(name)) == name
    assert {k for _, k in st.DEFAULT_KEY_BINDINGS} <= st.KEY_NAMES


def settings_file(**keys: object) -> None:
    """A settings file: every default key, with `keys` changed."""
    path = storage.paths().settings
    path.parent.mkdir(parents=True, exist_ok=True)
    data = Settings().to_json()
    data["key_bindings"] = {**data["key_bindings"], **keys}
    path.write_text(json.dumps(data))


@pytest.mark.parametrize(("keys", "said"), [
    ({"pause": "esc"}, "Pause is on Escape: 'esc' is no key this game knows"),
    ({"pause": "q" * 100_000}, "Pause is on Escape: 'qqqqqqqqqqqqqqqq...' is no key this game knows"),
    ({"pause": "k", "hear_hand": "escape"}, "Hear my hand is on H: Esc always opens Pause"),
    ({"draw": "x", "nope": "x"}, "Draw a card is on D: 'x' was given to two actions; Play a Nope is on N"),
    ({"log": ["l"]}, "Game log is on L: no key is named there"),
])
def test_an_unusable_key_falls_back_to_its_default_with_a_message(keys, said):
    settings_file(**keys)
    loaded, message = load_settings()
    assert message is not None and said in message and len(message) < 400
    usable = {a: k for a, k in keys.items() if isinstance(k, str) and k in st.KEY_NAMES and k != "escape"
              and list(keys.values()).count(k) == 1}
    assert dict(loaded.key_bindings) == {**dict(st.DEFAULT_KEY_BINDINGS), **usable}
    assert load_settings() == (loaded, None)  # written back repaired: said once


def test_a_key_in_capitals_is_read_without_a_message():
    settings_file(draw="F5")
    loaded, message = load_settings()
    assert message is None and loaded.key("draw") == "f5"


@pytest.mark.parametrize("keys", [{"pause": "esc"}, {"pause": "q", "hear_hand": "escape"},
                                  {"pause": "q", "confirm": "escape"}])
def test_esc_always_opens_pause_at_the_table(make_app, keys):
    settings_file(**keys)
    loaded, _ = load_settings()
    app = make_app()
    app.apply_settings(loaded)
    narrate_into(app, Recording())  # a hear key on Esc would speak instead
    seats = [Seat("You"), Seat("Mittens", "easy")]
    table = TableScene(app, new_match("exploding-kittens", seats, {}, seed=3), seats, journal=False)
    app.push(table)
    frames(app, 5)
    table.asked_at = -10.0  # past the grace that keeps a late Enter from answering a new question
    key(app, pygame.K_ESCAPE)
    frames(app, 2)
    assert isinstance(app.stack.top, PauseScene)


def test_rebinding_refuses_esc_and_unknown_keys_and_never_hands_esc_on():
    with pytest.raises(ValueError, match="Esc always opens Pause"):
        Settings().rebind("draw", "escape")
    with pytest.raises(ValueError, match="no key"):
        Settings().rebind("draw", "unknown key")
    moved = Settings().rebind("pause", "d")  # Draw had D: it takes another key, never Esc
    assert moved.key("pause") == "d" and moved.key("draw") not in ("escape", "d")
    assert Settings().rebind("nope", "d").key("draw") == "n"  # an ordinary swap


def test_the_settings_screen_says_why_a_key_cannot_be_used_and_waits_for_another(app):
    screen = SettingsScene(app)
    app.push(screen)
    frames(app)
    screen.capture("draw")
    key(app, pygame.K_AC_BACK)  # pygame calls it "AC Back": no key an action may have
    frames(app)
    assert screen.capturing == "draw" and app.settings.key("draw") == "d"
    button = next(w for w in screen.group.widgets if isinstance(w, KeyButton) and w.action == "draw")
    why = _("'{key}' is no key this game knows").format(key="AC Back")
    draw = _(st.ACTION_LABELS["draw"])
    assert button._words() == _("{action}: {why}; press a key (Esc cancels)").format(action=draw, why=why)
    key(app, pygame.K_k)
    frames(app)
    assert screen.capturing is None and app.settings.key("draw") == "k"


def test_a_hand_edited_key_moves_only_the_action_it_displaced_and_says_so():
    path = storage.paths().settings
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": 1, "key_bindings": {"pause": "d"}}))
    loaded, message = load_settings()
    keys = dict(loaded.key_bindings)
    assert keys["pause"] == "d" and keys["draw"] not in dict(st.DEFAULT_KEY_BINDINGS).values()
    unrelated = {a: k for a, k in st.DEFAULT_KEY_BINDINGS if a not in ("pause", "draw")}
    assert {a: keys[a] for a in unrelated} == unrelated  # Nope stays on N, the log on L...
    assert f"Draw a card is on {keys['draw'].upper()}: Pause has D" in message


def test_the_settings_screen_names_the_key_a_change_moved(app):
    screen = SettingsScene(app)
    app.push(screen)
    frames(app)
    screen.capture("pause")
    key(app, pygame.K_d)
    frames(app)
    keys = dict(app.settings.key_bindings)
    assert keys["pause"] == "d" and keys["draw"] not in ("d", "escape")
    assert {a: keys[a] for a, _ in st.DEFAULT_KEY_BINDINGS if a not in ("pause", "draw")} == {
        a: k for a, k in st.DEFAULT_KEY_BINDINGS if a not in ("pause", "draw")}
    draw = next(w for w in screen.group.widgets if isinstance(w, KeyButton) and w.action == "draw")
    took = _("moved: {action} took {key}").format(action=_(st.ACTION_LABELS["pause"]), key=st.key_words("d"))
    assert draw._words() == _("{action}: {key}  ({why})").format(action=_(st.ACTION_LABELS["draw"]),
                                                                 key=app.key_name("draw"), why=took)
    nope = next(w for w in screen.group.widgets if isinstance(w, KeyButton) and w.action == "nope")
    assert nope._words() == _("{action}: {key}  (change)").format(action=_(st.ACTION_LABELS["nope"]),
                                                                  key=app.key_name("nope"))


@pytest.mark.parametrize(("pressed", "why"), [
    (pygame.K_TAB, N_("Tab and the arrows move between choices")),
    (pygame.K_DOWN, N_("Tab and the arrows move between choices")),
    (pygame.K_1, N_("the number keys choose hand cards")),
    (pygame.K_SPACE, N_("it chooses the focused control")),
])
def test_a_key_the_game_uses_itself_is_refused_for_an_action(app, pressed, why):
    screen = SettingsScene(app)
    app.push(screen)
    frames(app)
    screen.capture("draw")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pressed, mod=0, unicode="", scancode=0))
    frames(app)
    assert screen.capturing == "draw" and app.settings.key("draw") == "d"
    button = next(w for w in screen.group.widgets if isinstance(w, KeyButton) and w.action == "draw")
    draw = _(st.ACTION_LABELS["draw"])
    assert button._words() == _("{action}: {why}; press a key (Esc cancels)").format(action=draw, why=_(why))


def test_a_hand_edited_reserved_key_falls_back_with_a_message():
    settings_file(draw="tab", nope="1", log="f1")
    loaded, message = load_settings()
    assert loaded.key("draw") == "d" and loaded.key("nope") == "n"
    assert "Draw a card is on D: Tab and the arrows move between choices" in message
    assert "Play a Nope is on N: the number keys choose hand cards" in message
    assert "Game log is on L: F1 shows a card's rules" in message and loaded.key("log") == "l"
    assert Settings().rebind("confirm", "space").key("confirm") == "space"  # Confirm may choose with Space


@pytest.mark.parametrize(("code", "words"), [
    ("en", {"page down": "Page Down", "escape": "Escape", "n": "N", "f5": "F5"}),
    ("de", {"page down": "Bild ab", "escape": "Esc", "left shift": "Umschalt links", "n": "N", "f5": "F5"}),
    ("es", {"page down": "Av Pág", "space": "Espacio", "caps lock": "Bloq Mayús", "[1]": "[1]"}),
])
def test_a_key_is_named_as_keyboards_of_the_language_name_it(code, words, monkeypatch):
    from game import i18n

    monkeypatch.setenv(i18n.DEV_ENV, "1")
    i18n.set_language(code)
    assert {name: st.key_words(name) for name in words} == words
    assert all(st.key_words(name) for name in st.KEY_NAMES)
