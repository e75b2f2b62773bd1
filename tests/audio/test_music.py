"""The tension music varies: phrases chained so no 5 s of it comes round again within a minute,
every join seamless, the layers in step and together under their headroom."""

from __future__ import annotations

import hashlib
import itertools
from functools import cache

import numpy as np
import pytest
import sound_measure as sm

from game import audio

WINDOW = 5.0  # seconds
HEARD_FOR = 60.0  # seconds of simulated play in which no window may come round again


@cache
def phrase(name: str) -> np.ndarray:
    return sm.read(audio.sound_file(name))


@cache
def layer_played(layer: str, seconds: float) -> np.ndarray:
    """The layer as the game plays it (its sequence, looped) for `seconds`."""
    once = np.frombuffer(audio.music_frames(layer), dtype="<i2").astype(np.float64) / 32767
    want = int(seconds * sm.RATE)
    return np.tile(once, want // len(once) + 1)[:want]


def repeats(x: np.ndarray, window: float, every: float = 0.1) -> list[tuple[float, float]]:
    """Pairs of start times (s), on a grid of `every` s, whose `window` s of audio are identical."""
    n, step = int(window * sm.RATE), int(every * sm.RATE)
    seen: dict[bytes, float] = {}
    found = []
    for start in range(0, len(x) - n + 1, step):
        key = hashlib.sha1(np.round(x[start:start + n] * 32767).astype("<i2").tobytes()).digest()
        if key in seen:
            found.append((seen[key], start / sm.RATE))
        seen.setdefault(key, start / sm.RATE)
    return found


def test_the_phrase_grid_is_on_the_search_grid() -> None:
    """Phrases last a whole number of 100 ms, so a repeat at any phrase boundary is on the grid."""
    length = len(phrase(audio.music_sequence("tension_1")[0])) / sm.RATE
    assert length * 10 == pytest.approx(round(length * 10), abs=1e-6)


@pytest.mark.parametrize("layers", [audio.MUSIC_LAYERS[:1], audio.MUSIC_LAYERS[:2], audio.MUSIC_LAYERS])
def test_no_5_seconds_of_music_come_round_again_within_a_minute(layers: tuple[str, ...]) -> None:
    """The calm layer alone (as at low tension), with the heartbeat, and all three."""
    heard = sum(layer_played(layer, HEARD_FOR) for layer in layers)
    assert repeats(heard, WINDOW) == []


def test_the_old_single_loop_would_fail_the_repeat_check() -> None:
    """The check finds a plain 4.8 s loop at once."""
    loop = phrase(audio.music_sequence("tension_1")[0])
    assert repeats(np.tile(loop, 26), WINDOW)[0][1] == pytest.approx(len(loop) / sm.RATE, abs=0.1)


@pytest.mark.parametrize("layer", audio.MUSIC_LAYERS)
def test_every_join_is_seamless(layer: str) -> None:
    """Any phrase of a layer followed by any other (or itself): the step across the join is no bigger
    than the ordinary steps inside the phrases (no click), and each phrase starts and ends near silence
    or on its shared, looping bed."""
    names = audio.music_phrases(layer)
    for a, b in itertools.product(names, names):
        x, y = phrase(a), phrase(b)
        inside = np.percentile(np.abs(np.diff(np.concatenate((x, y)))), 99)
        assert abs(y[0] - x[-1]) <= inside, (a, b)
        assert y[0] == phrase(names[0])[0] and x[-1] == pytest.approx(phrase(names[0])[-1], abs=1e-4), (a, b)


@pytest.mark.parametrize("layer", audio.MUSIC_LAYERS)
def test_a_layer_is_its_phrases_in_order(layer: str) -> None:
    sequence = audio.music_sequence(layer)
    played = layer_played(layer, len(sequence) * len(phrase(sequence[0])) / sm.RATE)
    assert np.array_equal(played, np.concatenate([phrase(n) for n in sequence]))
    assert len(set(sequence)) >= 2  # it varies


def test_the_calm_layer_never_repeats_a_phrase_back_to_back() -> None:
    order = audio.MUSIC_ORDER["tension_1"]
    ring = order + order[:3]
    assert all(ring[i] != ring[i + 1] for i in range(len(order)))
    assert len({ring[i:i + 3] for i in range(len(order))}) == len(order)


def test_the_layers_loop_on_whole_phrases_and_stay_in_step() -> None:
    one = len(phrase(audio.music_sequence("tension_1")[0]))
    for layer in audio.MUSIC_LAYERS:
        assert len(audio.music_frames(layer)) == 2 * one * len(audio.music_sequence(layer))
