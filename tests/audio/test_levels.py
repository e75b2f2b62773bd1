"""The generated sounds as heard: matched loudness (BS.1770), on full-range and on small speakers,
nothing hissy, and a mix with headroom (no clipping even at 100% volumes)."""

from __future__ import annotations

import statistics
from functools import cache

import numpy as np
import pytest
import sound_measure as sm

from game import audio
from game.rules.herding.cards import CARD_TYPES as HERDING_CARDS
from game.ui.games.herding.sounds import declared

BIG_MOMENTS = ("explosion", "implosion", "resurrection", "victory")


@cache
def samples(name: str) -> np.ndarray:
    return sm.read(audio.sound_file(name))


@cache
def lufs(name: str) -> float:
    return sm.loudness(samples(name))


def card_plays() -> list[str]:
    names = [n for n in audio.SOUNDS if n.startswith("card_")]
    return names + [declared(cid) for cid in HERDING_CARDS]


def group(name: str) -> str:
    return audio.SOUNDS[name].group


def band_share(x: np.ndarray, low: float, high: float) -> float:
    power = np.abs(np.fft.rfft(x)) ** 2
    freqs = np.fft.rfftfreq(len(x), 1 / sm.RATE)
    return float(power[(freqs >= low) & (freqs < high)].sum() / power.sum())


def test_card_plays_match_in_loudness() -> None:
    levels = {n: lufs(n) for n in card_plays()}
    assert all(-16.0 <= v <= -12.0 for v in levels.values()), levels
    assert max(levels.values()) - min(levels.values()) <= 4.0, levels


@cache
def small_lufs(name: str) -> float:
    return sm.loudness(sm.highpassed(samples(name), sm.SMALL_SPEAKER_HZ))


def test_card_plays_match_in_loudness_on_a_small_speaker_too() -> None:
    """Through the small-speaker model the card plays still match: no card fades on a laptop
    (card_dig_deeper lost 7 LU and the card plays spread over 7 LU before they were carried)."""
    levels = {n: small_lufs(n) for n in card_plays()}
    assert max(levels.values()) - min(levels.values()) <= 3.0, levels


@pytest.mark.parametrize("name", sorted(n for n, info in audio.SOUNDS.items() if info.group != "ui"))
def test_no_sound_loses_more_than_3_lu_on_a_small_speaker(name: str) -> None:
    """Every effect and music phrase (kombat_gong lost 9 LU and the heartbeat 6 LU before)."""
    assert sm.small_speaker_loss(samples(name)) <= 3.0


def test_big_moments_stand_3_to_4_lu_above_the_card_plays() -> None:
    median = statistics.median(lufs(n) for n in card_plays())
    above = {n: lufs(n) - median for n in BIG_MOMENTS if n in audio.SOUNDS}
    assert {"explosion", "implosion", "victory"} <= set(above)
    assert all(3.0 <= v <= 4.0 for v in above.values()), above


def test_interface_clicks_sit_well_below_and_table_events_between() -> None:
    median = statistics.median(lufs(n) for n in card_plays())
    ui = {n: lufs(n) for n in audio.SOUNDS if group(n) == "ui"}
    assert ui and all(v <= median - 8 for v in ui.values()), ui
    events = {n: lufs(n) for n in audio.SOUNDS
              if group(n) == "effects" and n not in card_plays() and n not in BIG_MOMENTS}
    assert all(median - 6 <= v <= median + 2 for v in events.values()), events


@pytest.mark.parametrize("name", sorted(audio.SOUNDS))
def test_no_sound_has_most_of_its_energy_high(name: str) -> None:
    assert sm.hf_share(samples(name)) <= 0.40


def test_the_explosion_and_the_heartbeat_carry_in_the_mid_range() -> None:
    boom = samples("explosion")
    assert sm.loudness(sm.highpassed(boom, 250.0)) >= -12.0  # still a blast on laptop speakers
    assert band_share(boom, 100, 800) >= 0.5  # a crunchy body, not a sub-bass thud
    for name in audio.music_phrases("tension_2"):
        assert band_share(samples(name), 150, 300) >= 0.2, name  # the heartbeat's knock


def music_extremes() -> tuple[np.ndarray, np.ndarray]:
    """The highest and lowest the layers at 100% can reach together at each sample of a phrase,
    whichever phrase each layer is playing (they are all one length and play in step)."""
    tops, bottoms = [], []
    for layer in audio.MUSIC_LAYERS:
        phrases = np.array([samples(n) for n in audio.music_phrases(layer)])
        tops.append(phrases.max(axis=0))
        bottoms.append(phrases.min(axis=0))
    return sum(tops), sum(bottoms)


def music_played(seconds: float) -> np.ndarray:
    """Every layer at 100% as the game plays them: each its phrases in order, looped."""
    n = int(seconds * sm.RATE)
    out = np.zeros(n)
    for layer in audio.MUSIC_LAYERS:
        once = np.concatenate([samples(name) for name in audio.music_sequence(layer)])
        out += np.tile(once, n // len(once) + 1)[:n]
    return out


def test_music_layers_together_leave_headroom() -> None:
    top, bottom = music_extremes()
    assert sm.peak_db(np.array([top.max(), bottom.min()])) <= -9.0  # any phrases at once
    assert sm.peak_db(music_played(60.0)) <= -9.0


def test_the_worst_case_mix_never_clips() -> None:
    """All layers at 100% plus each effect at 100%, started at every sample of the loop.

    Over every start point each effect sample meets every music sample, so the worst sum is
    the largest positive pair or the largest negative pair: checked exactly, not sampled.
    The music's extremes are over every phrase each layer may be playing.
    The music is ducked (DUCK_GAIN) from the first sample of the sounds in DUCKED_UNDER."""
    top, bottom = music_extremes()
    worst = {}
    for name, info in audio.SOUNDS.items():
        if info.group == "music":
            continue
        duck = audio.DUCK_GAIN if name in audio.DUCKED_UNDER else 1.0
        e = samples(name)
        worst[name] = max(top.max() * duck + e.max(), -(bottom.min() * duck + e.min()))
    loudest = max(worst, key=worst.get)
    assert worst[loudest] < 0.98, (loudest, worst[loudest])  # a little room for the mixer's resampling


def test_the_worst_case_by_brute_force_for_the_explosion() -> None:
    """The same sum played out at a start point every 10 ms over a minute of music, for the explosion."""
    boom = samples("explosion")
    music = music_played(60.0 + len(boom) / sm.RATE) * audio.DUCK_GAIN
    for start in range(0, int(60.0 * sm.RATE), sm.RATE // 100):
        mixed = music[start:start + len(boom)] + boom
        assert np.abs(mixed).max() < 1.0, start
