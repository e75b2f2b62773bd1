"""The mixer wrapper: dummy driver, no device at all, volume groups, captions."""

from __future__ import annotations

import pygame
import pytest

from game import audio
from game.rules.kittens.cards import CARD_TYPES
from game.settings import Settings
from game.ui.games.kittens.sounds import CARD_HEARD_AS, card_sound


@pytest.fixture
def mixer_free():
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def test_every_sound_has_a_caption_and_every_card_a_sound() -> None:
    assert all(
        info.caption.startswith("[") and info.group in ("music", "effects", "ui") for info in audio.SOUNDS.values()
    )
    for card_id, card in CARD_TYPES.items():
        assert card_sound(card_id) in audio.SOUNDS
        if card_id not in CARD_HEARD_AS:
            assert card.title in audio.caption(card_sound(card_id))
    captions = [audio.caption(card_sound(c)) for c in CARD_TYPES]
    assert len(set(captions)) == len(captions)
    assert audio.caption("no-such-sound") == ""


def test_plays_everything_on_the_dummy_driver(mixer_free: None) -> None:
    a = audio.Audio(Settings())
    assert a.available, a.error
    a.preload()
    assert a.error is None
    for name, info in audio.SOUNDS.items():
        if info.group != "music":
            assert a.play(name) == info.caption
    assert a.play(card_sound("attack")) == "[Attack played]"
    assert a.start_music(0.0) == audio.LAYER_CAPTIONS["tension_1"]
    a.close()
    assert not pygame.mixer.get_init()


def test_no_audio_device_is_silent_and_safe(mixer_free: None, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    a = audio.Audio(Settings())
    assert not a.available and "No available audio device" in a.error
    a.preload()
    assert a.play("explosion") == "[Explosion!]"  # the caption still comes back
    assert a.play(card_sound("nope"))
    a.start_music(0.5)
    assert a.set_tension(1.0)
    a.update(0.5)
    a.apply(Settings(music_muted=True))
    a.stop_music()
    a.close()


def test_volumes_and_mutes_follow_settings(mixer_free: None) -> None:
    a = audio.Audio(Settings(music_volume=50))
    a.start_music(0.0)
    a.update(0.0)
    assert [round(c.get_volume(), 2) for c in a._layers] == [0.5, 0.0, 0.0]
    a.apply(Settings(music_muted=True))
    assert [c.get_volume() for c in a._layers] == [0.0, 0.0, 0.0]
    a.apply(Settings(effects_volume=0))
    assert a.play("draw") == "[Card drawn]"  # muted effects: nothing plays, caption still given
    a.close()


def test_tension_rises_with_the_odds_and_fades() -> None:
    assert audio.tension_for_odds(0.0) == 0.0 and audio.tension_for_odds(0.5) == 1.0
    assert audio.layer_gains(0.0) == (1.0, 0.0, 0.0) and audio.layer_gains(1.0) == (1.0, 1.0, 1.0)
    assert [audio.tension_stage(t) for t in (0.0, 0.3, 0.8)] == [0, 1, 2]
    a = audio.Audio(Settings())
    a.start_music(0.0)
    assert a.set_tension(0.3) == audio.LAYER_CAPTIONS["tension_2"]
    assert a.set_tension(0.35) is None  # no audible change, no caption
    a.update(0.5)
    assert a.music_gains[1] == pytest.approx(0.25)
    a.update(10)
    assert a.music_gains == pytest.approx(audio.layer_gains(0.35))
    a.close()


def test_cards_with_a_table_sound_are_heard_as_it() -> None:
    assert card_sound("nope") == "nope" and card_sound("exploding_kitten") == "explosion"
    assert card_sound("attack") == "card_attack"
    assert not any(n in audio.SOUNDS for n in ("card_nope", "card_defuse", "card_exploding_kitten"))


def layer_volumes(a: audio.Audio) -> list[float]:
    return [round(c.get_volume(), 2) for c in a._layers]


@pytest.mark.parametrize("moment", sorted(audio.DUCKED_UNDER - audio.ENDS_MUSIC))
def test_music_steps_back_under_a_big_moment(mixer_free: None, moment: str) -> None:
    a = audio.Audio(Settings(music_volume=100))
    a.start_music(1.0)
    full = layer_volumes(a)
    a.play("draw")
    assert layer_volumes(a) == full  # an ordinary sound leaves the music alone
    a.play(moment)
    assert layer_volumes(a) == [round(v * audio.DUCK_GAIN, 2) for v in full]  # about 6 dB, at once
    a.update(a._sound(moment).get_length() + audio.DUCK_RELEASE + 0.1)
    a.update(0.0)
    assert a.music_duck == 1.0 and layer_volumes(a) == full
    a.close()


def test_the_fanfare_ends_the_music(mixer_free: None) -> None:
    a = audio.Audio(Settings())
    a.start_music(0.0)
    assert a.play("victory") == "[Victory fanfare]"
    assert a.music_duck == audio.DUCK_GAIN
    assert a.set_tension(1.0) is None  # the music has gone: no caption says it changed
    a.start_music(0.0)
    assert a.music_duck == 1.0
    a.close()
