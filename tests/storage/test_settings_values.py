"""Settings: strict construction, lenient adjustment, key bindings, round trip."""

from __future__ import annotations

import dataclasses

import pytest

from game.settings import (
    ACTIONS,
    CPU_SPEEDS,
    PALETTES,
    RESPONSE_TIMERS,
    TEXT_SCALES,
    Settings,
    load_settings,
    save_settings,
    settings_from_json,
)


def test_defaults_and_missing_file() -> None:
    assert load_settings() == (Settings(), None)
    s = Settings()
    assert (s.palette, s.text_scale, s.response_timer, s.cpu_speed) == ("standard", 1.0, 4, "normal")
    assert s.key("nope") == "n" and s.action_for("escape") == "pause"
    assert sorted(a for a, _ in s.key_bindings) == sorted(ACTIONS)


def test_round_trip() -> None:
    s = Settings(
        palette="high_contrast",
        text_scale=2.0,
        response_timer=0,
        cpu_speed="instant",
        music_muted=True,
        window_size=(1920, 1080),
        player_name="Mia",
        first_run_done=True,
    )
    assert save_settings(s) is None
    assert load_settings() == (s, None)


@pytest.mark.parametrize(
    "change",
    [
        {"palette": "pink"},
        {"text_scale": 2.5},
        {"response_timer": 1},
        {"response_timer": 16},
        {"cpu_speed": "ludicrous"},
        {"music_volume": 101},
        {"captions": 1},
        {"window_size": (10, 10)},
        {"player_name": ""},
        {"player_name": "x" * 40},
        {"key_bindings": (("nope", "n"),)},
        {"key_bindings": tuple((a, "k") for a in ACTIONS)},
    ],
)
def test_strict_construction_rejects(change: dict) -> None:
    with pytest.raises(ValueError):
        dataclasses.replace(Settings(), **change)


def test_adjusted_clamps() -> None:
    s = Settings().adjusted(text_scale=5, music_volume=140, ui_volume=-2, response_timer=1, window_size=(100, 9000))
    assert (s.text_scale, s.music_volume, s.ui_volume, s.response_timer) == (2.0, 100, 0, 2)
    assert s.window_size == (1024, 4320)
    assert Settings().adjusted(response_timer=0).response_timer == 0
    with pytest.raises(ValueError):
        Settings().adjusted(palette="pink")


def test_menu_constants_are_all_valid() -> None:
    for palette in PALETTES:
        Settings(palette=palette)
    for scale in TEXT_SCALES:
        Settings(text_scale=scale)
    for timer in RESPONSE_TIMERS:
        Settings(response_timer=timer)
    for speed in CPU_SPEEDS:
        assert Settings(cpu_speed=speed).cpu_delay >= 0


def test_rebind_swaps_a_taken_key() -> None:
    s = Settings().rebind("nope", "d")
    assert s.key("nope") == "d" and s.key("draw") == "n"
    assert s.rebind("log", "f2").key("log") == "f2"


def test_volume_and_mute() -> None:
    s = Settings(effects_volume=50, ui_muted=True)
    assert s.volume("effects") == 0.5 and s.volume("ui") == 0.0 and s.volume("music") == 0.6


def test_from_json_fills_missing_keys_and_ignores_unknown() -> None:
    s, changed = settings_from_json({"format": 1, "captions": True, "key_bindings": {"nope": "x"}, "shiny": 1})
    assert s.captions and s.key("nope") == "x" and s.key("pause") == "escape"
    assert changed == ["key_bindings"]  # one action was missing: filled in from the defaults


def test_a_player_name_from_the_file_is_cleaned() -> None:
    import json

    from game import storage
    from game.settings import MAX_NAME_LENGTH, Settings, load_settings

    cases = (("Bea\x00\x1b", "Bea"), ("z" * 200_000, "z" * MAX_NAME_LENGTH), ("\u2028 Ann\tLee ", "Ann Lee"))
    for raw, expected in cases:
        path = storage.paths().settings
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({**Settings().to_json(), "player_name": raw}))
        loaded, message = load_settings()
        assert loaded.player_name == expected and "adjusted to fit: Your name." in message
