"""Measurements of a generated sound as a sound designer takes them (test-only: numpy, pyloudnorm).

Loudness is BS.1770 (K-weighted, via pyloudnorm) over the loudest 400 ms block, blocks every
100 ms, the sound padded with silence so a short sound is measured as it is heard: once.
`python tests/audio/sound_measure.py [dir]` prints the table of every file.
"""

from __future__ import annotations

import sys
import wave
from pathlib import Path

import numpy as np
import pyloudnorm

RATE = 22050
BLOCK = 0.4
HF_EDGE = 4000.0  # Hz: energy above this is "high frequency"


def read(path: Path) -> np.ndarray:
    """A 16-bit mono WAV file as floats in -1..1."""
    with wave.open(str(path)) as w:
        assert (w.getframerate(), w.getnchannels(), w.getsampwidth()) == (RATE, 1, 2), path
        return np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").astype(np.float64) / 32767


def loudness(x: np.ndarray) -> float:
    """LUFS of the loudest 400 ms block (momentary maximum)."""
    pad = np.zeros(int(BLOCK * RATE))
    meter = pyloudnorm.Meter(RATE, block_size=BLOCK, overlap=0.75)
    meter.integrated_loudness(np.concatenate((x, pad)))
    return float(max(meter.blockwise_loudness))


def highpassed(x: np.ndarray, cutoff: float = 250.0) -> np.ndarray:
    """What a small laptop speaker leaves: a second-order high-pass at `cutoff`."""
    return pyloudnorm.IIRfilter(0.0, 1 / np.sqrt(2), cutoff, RATE, "high_pass").apply_filter(x)


SMALL_SPEAKER_HZ = 300.0  # the small-speaker model assets/make_sounds.py levels for


def small_speaker_loss(x: np.ndarray) -> float:
    """How many LU quieter a sound is through the small-speaker model (a Butterworth high-pass at
    SMALL_SPEAKER_HZ) than at full range."""
    return loudness(x) - loudness(highpassed(x, SMALL_SPEAKER_HZ))


def hf_share(x: np.ndarray) -> float:
    """The share (0-1) of the sound's energy above 4 kHz."""
    power = np.abs(np.fft.rfft(x)) ** 2
    freqs = np.fft.rfftfreq(len(x), 1 / RATE)
    total = power.sum()
    return float(power[freqs > HF_EDGE].sum() / total) if total else 0.0


def peak_db(x: np.ndarray) -> float:
    return float(20 * np.log10(max(np.abs(x).max(), 1e-9)))


def table(folder: Path) -> list[tuple[str, float, float, float, float]]:
    """(name, LUFS, peak dBFS, share above 4 kHz, LUFS after a 250 Hz high-pass) per file."""
    rows = []
    for path in sorted(folder.glob("*.wav")):
        x = read(path)
        rows.append((path.stem, loudness(x), peak_db(x), hf_share(x), loudness(highpassed(x))))
    return rows


if __name__ == "__main__":
    where = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2] / "assets" / "sounds"
    print(f"{'sound':32} {'LUFS':>6} {'peak':>6} {'>4kHz':>6} {'HP250':>6}")
    for name, lufs, peak, hf, hp in table(where):
        print(f"{name:32} {lufs:6.1f} {peak:6.1f} {hf:6.0%} {hp:6.1f}")
