"""Measurements of a generated sound as a sound designer takes them (test-only: numpy, pyloudnorm).

Loudness is BS.1770 (K-weighted, via pyloudnorm) over the loudest 400 ms block, blocks every
100 ms, the sound padded with silence so a short sound is measured as it is heard: once.
`python tests/audio/sound_measure.py [dir]` prints the table of every file.
"""

from __future__ import annotations

import itertools
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


# How alike two sounds are, as a listener tells short sounds apart: by what they are made of (the
# average spectrum in third octaves from 100 Hz, in dB under its strongest band, floored at -40) and
# by how they move (the level every 10 ms, in dB under its loudest moment, floored at -40). The
# distance is the spectra's RMS difference plus half the envelopes' mean difference, in dB.
THIRDS = 100 * 2 ** (np.arange(19) / 3)  # band edges, 100 Hz to 6.4 kHz
FLOOR = 40.0


def spectrum_db(x: np.ndarray) -> np.ndarray:
    power = np.abs(np.fft.rfft(x)) ** 2
    freqs = np.fft.rfftfreq(len(x), 1 / RATE)
    bands = np.array([power[(freqs >= lo) & (freqs < hi)].sum() for lo, hi in itertools.pairwise(THIRDS)])
    db = 10 * np.log10(bands + 1e-12)
    return np.maximum(db - db.max(), -FLOOR)


def envelope_db(x: np.ndarray, frame: float = 0.01) -> np.ndarray:
    n = int(frame * RATE)
    rms = np.sqrt((x[: len(x) // n * n].reshape(-1, n) ** 2).mean(axis=1)) + 1e-9
    db = 20 * np.log10(rms)
    return np.maximum(db - db.max(), -FLOOR) + FLOOR  # 0 is silence, so a shorter sound pads with it


def distance(x: np.ndarray, y: np.ndarray) -> float:
    """How far apart two sounds are to the ear (see above): under about 10 they are easily confused."""
    spectra = float(np.sqrt(((spectrum_db(x) - spectrum_db(y)) ** 2).mean()))
    a, b = envelope_db(x), envelope_db(y)
    n = max(len(a), len(b))
    envelopes = float(np.abs(np.pad(a, (0, n - len(a))) - np.pad(b, (0, n - len(b)))).mean())
    return spectra + envelopes / 2


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
