"""The mixer wrapper: dummy driver, no device at all, volume groups, captions, and pile-ups that never
clip (checked through the mixer, and rendered by SDL's disk driver)."""

from __future__ import annotations

import threading
import time
from functools import cache
from pathlib import Path

import numpy as np
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
            assert a.play(name) == (info.caption.format(card=info.card) if info.card else info.caption)
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


# ---- pile-ups: the mix never clips ---------------------------------------------------------------

FULL = Settings(music_volume=100, effects_volume=100, ui_volume=100)
PILE_UPS = {
    "explosion, a card and a click": ("explosion", card_sound("attack"), "ui_click"),
    "a resurrection over a card": (card_sound("zombie_kitten"), "resurrection"),
    "an explosion and the fanfare": (card_sound("skip"), "explosion", "draw", "victory"),
    "a busy table": (card_sound("attack"), "nope", card_sound("skip"), "alert", "your_turn", "ui_move"),
}


@cache
def sound_peak(sound: pygame.mixer.Sound) -> float:
    return float(np.abs(np.frombuffer(sound.get_raw(), dtype=np.int16).astype(np.int32)).max()) / 32768


def worst_sum(a: audio.Audio) -> float:
    """The largest sample the mixer can reach now, whenever each sound started: the sum over every
    busy channel of its sound's peak at the channel's volume."""
    channels = [pygame.mixer.Channel(i) for i in range(pygame.mixer.get_num_channels())]
    return sum(sound_peak(c.get_sound()) * c.get_volume() for c in channels if c.get_busy())


def test_a_pile_up_never_passes_full_scale(mixer_free: None) -> None:
    """Through the real mixer (dummy driver), at default and full volumes: the music at its loudest,
    then the sounds of each pile-up, checked after every start and while the ducked ones come back."""
    a = audio.Audio(FULL)
    for settings in (Settings(), FULL):
        a.apply(settings)
        for pile in PILE_UPS.values():
            pygame.mixer.stop()
            a.start_music(1.0)
            for name in pile:
                a.play(name)
                assert worst_sum(a) <= audio.HEADROOM + 1 / 128, (pile, name)  # volumes go in 1/128 steps
            for _ in range(10):
                a.update(0.05)
                assert worst_sum(a) <= audio.HEADROOM + 1 / 128, pile
    a.close()


def test_the_big_moment_keeps_its_level_and_the_rest_steps_back(mixer_free: None) -> None:
    a = audio.Audio(FULL)
    a.start_music(0.0)
    a.play(card_sound("attack"))
    card = next(v for v in a._voices if v.name == card_sound("attack"))
    assert card.gain == 1.0  # alone, a card plays at its full volume
    a.play("explosion")
    boom = next(v for v in a._voices if v.name == "explosion")
    assert boom.gain == 1.0 and boom.channel.get_volume() == pytest.approx(1.0)
    assert 0.0 < card.gain < 0.5  # the card steps back at once, and is still heard
    ducked = card.gain
    a.update(0.05)
    assert card.gain == ducked  # no room yet: it stays back while the explosion sounds
    a.close()


RENDER_RATE = 44100 * 2 * 2  # bytes the disk driver writes a second: 16-bit stereo at 44.1 kHz
RENDER_PATIENCE = 120.0  # wall seconds a step may wait for the mixer, however busy the machine


def rendered(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, settings: Settings,
             *steps: tuple[float, tuple[str, ...]]) -> np.ndarray:
    """What SDL's disk driver writes (16-bit stereo) while the app's Audio plays the tension music at
    its loudest and each step's sounds at once, `seconds` of sound after the step before, then 1.2 s
    more. Steps are counted in sound written, not wall time: a busy machine only makes it slower."""
    out = tmp_path / "mix.raw"
    monkeypatch.setenv("SDL_AUDIODRIVER", "disk")
    monkeypatch.setenv("SDL_DISKAUDIOFILE", str(out))
    a = audio.Audio(settings)
    assert a.available and pygame.mixer.get_init(), a.error
    a.preload()
    a.start_music(1.0)
    at = out.stat().st_size if out.exists() else 0

    def after(seconds: float) -> None:
        nonlocal at
        at += round(seconds * RENDER_RATE)
        end = time.monotonic() + RENDER_PATIENCE
        while not out.exists() or out.stat().st_size < at:
            assert time.monotonic() < end, f"the mixer wrote under {at / RENDER_RATE:.1f} s in {RENDER_PATIENCE:g} s"
            time.sleep(0.005)

    for seconds, names in steps:
        after(seconds)
        a.update(seconds)
        for name in names:
            a.play(name)
    after(1.2)
    a.close()
    return np.fromfile(out, dtype="<i2").astype(np.int32)


@pytest.mark.parametrize("settings", [Settings(), FULL], ids=["default volumes", "full volumes"])
def test_pile_ups_rendered_by_the_mixer_do_not_clip(mixer_free: None, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch, settings: Settings) -> None:
    """The mixer's own output: an explosion, a card and a click together over the music, then a
    resurrection over a card. (Before the pile-up limit, full volumes clamped 108 samples here.)"""
    mix = rendered(tmp_path, monkeypatch, settings, (0.3, PILE_UPS["explosion, a card and a click"]),
                   (1.0, PILE_UPS["a resurrection over a card"]))
    assert len(mix) > 2 * 44100 * 2  # over 2 s of sound was written
    assert np.abs(mix).max() <= 32767 * (audio.HEADROOM + 0.01)


def test_a_new_mixer_reuses_the_closed_ones_converted_sounds_sample_for_sample(mixer_free: None,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """A closed Audio hands on its converted sounds: the next one plays the same samples at the
    same peak without reading or converting the files again."""
    monkeypatch.setattr(audio, "_CONVERTED", {})
    first = audio.Audio(Settings())
    names = ("tension_1", card_sound("attack"))
    made = {n: (first._sound(n).get_raw(), first._peaks[n]) for n in names}
    first.close()

    def no_files(*_args):
        raise AssertionError("a sound file was read again")

    monkeypatch.setattr(audio, "music_wav", no_files)
    monkeypatch.setattr(audio, "sound_file", no_files)
    again = audio.Audio(Settings())
    assert {n: (again._sound(n).get_raw(), again._peaks[n]) for n in names} == made
    again.close()


def test_the_apps_music_is_converted_aside_and_starts_in_step_once_ready(mixer_free: None,
                                                                        conversion_held: threading.Event) -> None:
    """start_music(wait=False), as the app starts it: it returns at once, an effect plays meanwhile at
    its own level, and the layers start together at the first update after they are converted, the
    effect stepping back under them at once."""
    a = audio.Audio(FULL)
    assert a.start_music(1.0, wait=False) == audio.LAYER_CAPTIONS["tension_3"]
    a.play("explosion")
    a.update(0.05)
    assert not any(c.get_busy() for c in a._layers)  # nothing to play yet
    conversion_held.set()
    a._loader.join()
    a.update(0.0)
    assert [c.get_sound() for c in a._layers] == [a._sounds[n] for n in audio.MUSIC_LAYERS]
    assert all(c.get_busy() for c in a._layers)
    assert worst_sum(a) <= audio.HEADROOM + 1 / 128
    a.close()


def test_music_stopped_before_it_was_ready_never_starts_and_closing_waits_for_it(mixer_free: None,
                                                                              conversion_held: threading.Event) -> None:
    a = audio.Audio(FULL)
    a.start_music(0.0, wait=False)
    a.stop_music()
    conversion_held.set()
    a._loader.join()
    a.update(0.05)
    assert not any(c.get_busy() for c in a._layers)
    assert a.start_music(0.0, wait=False) and all(c.get_busy() for c in a._layers)  # ready now: at once
    a.close()
    again = audio.Audio(FULL)
    again.start_music(0.0, wait=False)
    assert again._loader is None and all(c.get_busy() for c in again._layers)  # kept by the closed one
    again.close()


def test_effects_never_take_the_channels_kept_for_the_music(mixer_free: None) -> None:
    """Before the music starts (or after it stopped), effects play on other channels: the music would
    cut off one playing on its own."""
    a = audio.Audio(FULL)
    for name in ("draw", "ui_click", "alert"):
        a.play(name)
        assert not any(c.get_busy() for c in a._layers), name
    a.close()
