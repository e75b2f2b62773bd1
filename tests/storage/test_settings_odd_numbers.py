"""A settings file with one unusable number (1e999, NaN, Infinity, a number too long, a word
where a number goes) keeps every other setting: only those values go back to their defaults, the
original file is kept aside, and the player is told once, in the Settings screen's words."""

from __future__ import annotations

import pytest

from game import settings, storage

GOOD = ('"first_run_done": true, "player_name": "Bea", "cpu_speed": "fast", "music_volume": 25, '
        '"show_odds": true')


@pytest.mark.parametrize(("bad", "words"), [
    ('"text_scale": 1e999', "Text size"),
    ('"text_scale": -Infinity', "Text size"),
    ('"effects_volume": NaN', "Effects volume"),
    ('"history_limit": ' + "9" * 5000, "Finished games kept in History"),
    ('"response_timer": "quick"', "Time to answer (Nope)"),
    ('"window_size": [1e999, 700]', "Window size"),
])
def test_one_bad_number_resets_only_itself(bad: str, words: str) -> None:
    path = storage.paths().settings
    path.parent.mkdir(parents=True, exist_ok=True)
    content = f'{{"format": 1, {GOOD}, {bad}}}'
    path.write_text(content)
    loaded, message = settings.load_settings()
    assert loaded.first_run_done and loaded.player_name == "Bea" and loaded.cpu_speed == "fast"
    assert loaded.music_volume == 25 and loaded.show_odds
    name = bad.split('"')[1]
    assert getattr(loaded, name) == getattr(settings.Settings(), name)
    assert message is not None and f"back to their defaults: {words}." in message and "\n" not in message
    kept = list(path.parent.glob("settings.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_text() == content and kept[0].name in message
    assert settings.load_settings() == (loaded, None)  # repaired and written back: said once


def test_every_setting_has_the_players_words() -> None:
    assert set(settings.SETTING_WORDS) == {f.name for f in settings.dataclasses.fields(settings.Settings)}
