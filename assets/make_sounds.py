"""Make every sound of Nine Lives from code: `python assets/make_sounds.py [out_dir]`.

Standard library only (math, random, array, wave). Output: 22050 Hz, mono, 16-bit WAV files
in `assets/sounds/`. The output is deterministic: each sound has its own seeded generator.
The names here must match `game.audio.SOUNDS` (a test checks both ways).
"""

from __future__ import annotations

import math
import random
import sys
import wave
import zlib
from array import array
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path

RATE = 22050
TAU = 2 * math.pi
Buf = list[float]
Freq = float | Callable[[float], float]  # Hz, or Hz as a function of seconds


# ---- building blocks -----------------------------------------------------------------------


def n_samples(seconds: float) -> int:
    return max(1, int(seconds * RATE))


def hz(note: str) -> float:
    """Frequency of a note name like "A4", "C#5", "Eb3"."""
    names = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
    semis = names[note[0]]
    rest = note[1:]
    if rest[0] in "#b":
        semis += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    midi = semis + 12 * (int(rest) + 1)
    return 440.0 * 2 ** ((midi - 69) / 12)


def glide(*points: float, dur: float) -> Callable[[float], float]:
    """A frequency moving linearly through `points`, spread evenly over `dur` seconds."""
    steps = len(points) - 1

    def f(t: float) -> float:
        x = min(max(t / dur, 0.0), 1.0) * steps
        i = min(int(x), steps - 1)
        return points[i] + (points[i + 1] - points[i]) * (x - i)

    return f


def additive(freq: Freq, dur: float, weights: Sequence[float], vibrato: tuple[float, float] = (0.0, 0.0)) -> Buf:
    """Sum of harmonics (weights[k] for harmonic k + 1), kept under the Nyquist frequency."""
    rate_v, depth_v = vibrato
    out: Buf = []
    phase = 0.0
    fn = freq if callable(freq) else None
    for i in range(n_samples(dur)):
        t = i / RATE
        f = fn(t) if fn else freq
        if depth_v:
            f *= 1 + depth_v * math.sin(TAU * rate_v * t)
        phase += TAU * f / RATE
        s = 0.0
        for k, w in enumerate(weights, 1):
            if w and k * f < RATE / 2:
                s += w * math.sin(k * phase)
        out.append(s)
    return out


def sine(freq: Freq, dur: float, **kw: tuple[float, float]) -> Buf:
    return additive(freq, dur, (1.0,), **kw)


SAW = tuple(1 / k for k in range(1, 13))
SQUARE = tuple(1 / k if k % 2 else 0.0 for k in range(1, 13))
TRIANGLE = (1.0, 0.0, 1 / 9, 0.0, 1 / 25)


def noise(dur: float, rng: random.Random) -> Buf:
    return [rng.uniform(-1.0, 1.0) for _ in range(n_samples(dur))]


def lowpass(buf: Buf, cutoff: Freq) -> Buf:
    """One-pole low-pass; `cutoff` may change over time."""
    out: Buf = []
    y = 0.0
    fn = cutoff if callable(cutoff) else None
    a = 1 - math.exp(-TAU * cutoff / RATE) if not fn else 0.0
    for i, x in enumerate(buf):
        if fn and i % 16 == 0:
            a = 1 - math.exp(-TAU * min(fn(i / RATE), RATE / 2.2) / RATE)
        y += a * (x - y)
        out.append(y)
    return out


def highpass(buf: Buf, cutoff: Freq) -> Buf:
    return [x - y for x, y in zip(buf, lowpass(buf, cutoff), strict=True)]


def envelope(buf: Buf, attack: float = 0.005, release: float = 0.02, decay: float | None = None) -> Buf:
    """Linear attack and release; `decay` adds an exponential fall (time constant, seconds)."""
    n = len(buf)
    na, nr = max(1, n_samples(attack)), max(1, n_samples(release))
    out = []
    for i, x in enumerate(buf):
        g = min(1.0, i / na, (n - i) / nr)
        if decay:
            g *= math.exp(-i / RATE / decay)
        out.append(x * g)
    return out


def swell(buf: Buf, grow: float) -> Buf:
    """Rise exponentially toward the end (time constant `grow` seconds)."""
    n = len(buf)
    return [x * math.exp(-(n - i) / RATE / grow) for i, x in enumerate(buf)]


def gain(buf: Buf, g: float) -> Buf:
    return [x * g for x in buf]


def mix(length: float, *parts: tuple[float, Buf] | tuple[float, Buf, float]) -> Buf:
    """Place buffers at start times (seconds), with an optional gain each."""
    out = [0.0] * n_samples(length)
    for part in parts:
        start, buf, g = (*part, 1.0)[:3]
        i0 = int(start * RATE)
        for i, x in enumerate(buf, i0):
            if i >= len(out):
                break
            out[i] += x * g
    return out


def loop_mix(length: float, *parts: tuple[float, Buf, float]) -> Buf:
    """Like `mix`, but tails wrap around to the start so the result loops seamlessly."""
    n = n_samples(length)
    out = [0.0] * n
    for start, buf, g in parts:
        i0 = int(start * RATE)
        for i, x in enumerate(buf, i0):
            out[i % n] += x * g
    return out


def soft_clip(buf: Buf, drive: float = 1.5) -> Buf:
    norm = math.tanh(drive)
    return [math.tanh(x * drive) / norm for x in buf]


def normalize(buf: Buf, peak: float = 0.85) -> Buf:
    top = max((abs(x) for x in buf), default=0.0)
    return gain(buf, peak / top) if top else buf


def pluck(freq: float, dur: float, rng: random.Random, damping: float = 0.996) -> Buf:
    """Karplus-Strong plucked string."""
    period = max(2, int(RATE / freq))
    ring = [rng.uniform(-1, 1) for _ in range(period)]
    mean = sum(ring) / period
    ring = [x - mean for x in ring]  # no DC offset
    out: Buf = []
    for i in range(n_samples(dur)):
        j = i % period
        x = ring[j]
        out.append(x)
        ring[j] = damping * 0.5 * (x + ring[(j + 1) % period])
    return envelope(out, 0.001, 0.03)


def bell(freq: float, dur: float, decay: float = 0.25) -> Buf:
    """A small bell: slightly inharmonic partials, each fading."""
    parts = [(1.0, 1.0, 1.0), (2.76, 0.4, 0.6), (5.4, 0.2, 0.35)]
    out = [0.0] * n_samples(dur)
    for ratio, amp, dk in parts:
        if freq * ratio >= RATE / 2:
            continue
        for i, x in enumerate(envelope(sine(freq * ratio, dur), 0.002, 0.02, decay * dk)):
            out[i] += amp * x
    return out


def band(buf: Buf, low: float, high: float) -> Buf:
    """Keep `low`-`high` Hz (two one-pole stages at each edge)."""
    return lowpass(lowpass(highpass(highpass(buf, low), low), high), high)


def click(rng: random.Random, dur: float = 0.004, tone: float = 3000.0) -> Buf:
    """A tap of noise centred near `tone` Hz (a band, so it does not hiss)."""
    return envelope(band(noise(dur, rng), tone * 0.5, tone * 1.3), 0.0005, dur * 0.7)


def thump(f0: float, f1: float, dur: float, decay: float) -> Buf:
    return envelope(sine(glide(f0, f1, dur=dur * 0.6), dur), 0.002, 0.02, decay)


def meow(contour: Sequence[float], dur: float, rough: float = 0.0, rng: random.Random | None = None) -> Buf:
    """A synthetic cat voice: harmonics shaped by two moving formants ("ee-ow")."""
    f0 = glide(*contour, dur=dur)
    f1 = glide(350, 800, 500, dur=dur)
    f2 = glide(2300, 1300, 900, dur=dur)
    out: Buf = []
    phase = 0.0
    weights = [0.0] * 14
    for i in range(n_samples(dur)):
        t = i / RATE
        f = f0(t) * (1 + 0.01 * math.sin(TAU * 5.5 * t))
        if i % 64 == 0:
            a, b = f1(t), f2(t)
            weights = [
                (math.exp(-(((k * f - a) / 300) ** 2)) + 0.6 * math.exp(-(((k * f - b) / 500) ** 2)) + 0.05) / k**0.3
                if k * f < RATE / 2
                else 0.0
                for k in range(1, 15)
            ]
        phase += TAU * f / RATE
        s = sum(w * math.sin(k * phase) for k, w in enumerate(weights, 1))
        out.append(s)
    if rough and rng:
        out = [s * (1 + rough * g) for s, g in zip(out, growl(dur, rng), strict=True)]
    return envelope(out, 0.03, 0.08)


def growl(dur: float, rng: random.Random, rate: float = 32.0) -> Buf:
    """A throat rattle: pulses about `rate` times a second, each a little uneven (-1..1)."""
    out: Buf = []
    phase, depth = 0.0, 1.0
    for _ in range(n_samples(dur)):
        phase += rate * rng.uniform(0.85, 1.15) / RATE
        if phase >= 1.0:
            phase -= 1.0
            depth = rng.uniform(0.6, 1.0)
        out.append(depth * math.cos(TAU * phase))
    return out


def swish(rng: random.Random, dur: float = 0.09) -> Buf:
    """The paper sound of a card leaving the hand."""
    buf = highpass(highpass(noise(dur, rng), 500), 500)
    buf = lowpass(lowpass(buf, glide(3200, 1200, dur=dur)), glide(3200, 1200, dur=dur))
    return envelope(buf, 0.006, dur * 0.8)


# ---- card plays ----------------------------------------------------------------------------


def card(motif: Callable[[random.Random], Buf]) -> Callable[[random.Random], Buf]:
    """A card play: the swish of the card, then the card's own motif."""

    def make(rng: random.Random) -> Buf:
        m = normalize(motif(rng), 0.8)
        return normalize(mix(0.04 + len(m) / RATE, (0.0, swish(rng), 0.45), (0.04, m)), 0.8)

    return make


def stab(freq: float, dur: float = 0.12) -> Buf:
    return envelope(lowpass(additive(freq, dur, SAW), glide(3500, 600, dur=dur)), 0.003, 0.04, 0.08)


def m_attack(rng: random.Random) -> Buf:
    return mix(0.3, (0, thump(160, 50, 0.12, 0.05)), (0, stab(hz("A2"))), (0.11, stab(hz("E3"), 0.18)))


def m_targeted(rng: random.Random) -> Buf:
    ping = envelope(sine(hz("A6"), 0.06), 0.002, 0.03)
    return mix(0.34, (0, thump(160, 50, 0.12, 0.05)), (0, stab(hz("A2"))), (0.14, ping, 0.6), (0.23, ping, 0.6))


def m_skip(rng: random.Random) -> Buf:
    return envelope(additive(glide(420, 1300, dur=0.13), 0.15, TRIANGLE), 0.005, 0.04)


def m_reverse(rng: random.Random) -> Buf:
    return envelope(additive(glide(1100, 420, 1100, dur=0.26), 0.26, TRIANGLE), 0.01, 0.05)


def m_favor(rng: random.Random) -> Buf:
    a = envelope(additive(hz("C5"), 0.14, TRIANGLE), 0.015, 0.05)
    b = envelope(additive(hz("E5"), 0.22, TRIANGLE), 0.015, 0.12)
    return mix(0.34, (0, a), (0.11, b))


def m_shuffle(rng: random.Random) -> Buf:
    notes = ("C5", "G5", "E5", "C6")
    return mix(0.36, *((0.05 * i, pluck(hz(n), 0.2, rng), 0.7) for i, n in enumerate(notes)))


def mystic(notes: Sequence[str], step: float, dur: float) -> Buf:
    parts = [
        (step * i, envelope(sine(hz(n), dur - step * i, vibrato=(6.0, 0.006)), 0.06, 0.15), 0.5)
        for i, n in enumerate(notes)
    ]
    return mix(dur, *parts)


def m_future(rng: random.Random) -> Buf:
    sparkle = [(rng.uniform(0.05, 0.4), bell(rng.uniform(2500, 4000), 0.08, 0.04), 0.15) for _ in range(5)]
    return mix(0.48, (0, mystic(("E5", "B5", "G#6"), 0.06, 0.46)), *sparkle)


def m_alter(rng: random.Random) -> Buf:
    swirl = envelope(sine(glide(700, 1400, 500, dur=0.3), 0.3, vibrato=(18.0, 0.04)), 0.05, 0.1)
    return mix(0.48, (0, mystic(("F6", "A5", "D5"), 0.06, 0.46)), (0.05, swirl, 0.35))


def m_bottom(rng: random.Random) -> Buf:
    slide = envelope(additive(glide(1300, 330, dur=0.22), 0.22, TRIANGLE), 0.005, 0.03)
    return mix(0.4, (0, slide), (0.21, thump(240, 150, 0.1, 0.03), 0.9))


def m_tacocat(rng: random.Random) -> Buf:
    """Ta-co-CAT: three syllables, the same forwards and backwards (high, low, high)."""
    return mix(0.42, (0, meow((760, 800), 0.09)), (0.1, meow((560, 520), 0.09)), (0.2, meow((760, 900, 760), 0.2)))


def m_rainbow(rng: random.Random) -> Buf:
    """A long rising wail with a rainbow of bells climbing over it."""
    wail = meow((420, 470, 560, 700, 880), 0.42)
    bells = [(0.06 + 0.07 * i, bell(hz(n), 0.22, 0.08), 0.35) for i, n in enumerate(("C5", "E5", "G5", "C6", "E6"))]
    return mix(0.5, (0, wail), *bells)


def m_potato(rng: random.Random) -> Buf:
    return meow((300, 380, 300), 0.22)


def m_beard(rng: random.Random) -> Buf:
    return meow((210, 260, 190), 0.4, rough=0.7, rng=rng)


def m_cattermelon(rng: random.Random) -> Buf:
    return mix(0.34, (0, meow((780, 950, 760), 0.14)), (0.17, meow((820, 1000, 800), 0.16)))


def m_feral(rng: random.Random) -> Buf:
    hiss = envelope(highpass(noise(0.2, rng), 2500), 0.01, 0.05)
    growl = additive(90, 0.22, SAW)
    growl = envelope([x * (0.5 + 0.5 * math.sin(TAU * 28 * i / RATE)) for i, x in enumerate(growl)], 0.02, 0.06)
    return mix(0.42, (0, hiss, 0.6), (0.18, lowpass(growl, 900)))


def m_attack_of_the_dead(rng: random.Random) -> Buf:
    """The dead march: a moan of three voices swelling over three dragging, scraping steps."""
    moan = [0.0] * n_samples(0.5)
    for f in (98.0, 103.0, 147.0):
        voice = additive(glide(f, f * 0.94, f * 1.02, dur=0.5), 0.5, SAW[:10], vibrato=(4.0, 0.02))
        moan = [x + y for x, y in zip(moan, voice, strict=True)]
    moan = envelope(swell(band(moan, 350, 1500), 0.25), 0.08, 0.1)
    steps = [(0.04 + 0.16 * k, envelope(band(noise(0.1, rng), 700, 1800), 0.03, 0.06), 0.5) for k in range(3)]
    return mix(0.52, (0, moan, 0.8), *steps)


def m_super_skip(rng: random.Random) -> Buf:
    """A gust: noise swept up fast through a rising band, and a bright ping as it is gone."""
    dur = 0.26
    gust = [x * math.sin(math.pi * i / n_samples(dur)) ** 2 for i, x in enumerate(noise(dur, rng))]
    gust = lowpass(highpass(gust, glide(500, 2200, dur=dur)), glide(1400, 4500, dur=dur))
    ping = envelope(additive(hz("B6"), 0.12, (1.0, 0.3)), 0.002, 0.06, 0.05)
    return mix(0.4, (0, gust), (0.24, ping, 0.4))


def m_ghoul(rng: random.Random) -> Buf:
    """A ghost cat: a hollow "woo" sinking with a wide waver, and a rattle of chains."""
    woo = envelope(additive(glide(660, 560, 330, dur=0.5), 0.5, (1.0, 0.0, 0.2), vibrato=(7.0, 0.04)), 0.08, 0.15)
    chains = [(0.1 + 0.05 * k, click(rng, 0.012, 2200), 0.5) for k in range(4)]
    return mix(0.5, (0, woo), *chains)


def m_tombstone(rng: random.Random) -> Buf:
    """A stone slab knocked twice, then a small meow echoing from below."""
    knock = lambda: mix(0.08, (0, thump(140, 100, 0.06, 0.02)), (0, click(rng, 0.02, 1100), 0.6))  # noqa: E731
    call = meow((520, 600, 470), 0.2)
    return mix(0.62, (0, knock()), (0.12, knock(), 0.8), (0.26, call, 0.8), (0.4, call, 0.3))


CARD_MOTIFS: dict[str, Callable[[random.Random], Buf]] = {
    "attack": m_attack,
    "skip": m_skip,
    "favor": m_favor,
    "shuffle": m_shuffle,
    "see_the_future": m_future,
    "tacocat": m_tacocat,
    "rainbow_ralphing_cat": m_rainbow,
    "hairy_potato_cat": m_potato,
    "beard_cat": m_beard,
    "cattermelon": m_cattermelon,
    "reverse": m_reverse,
    "draw_from_the_bottom": m_bottom,
    "feral_cat": m_feral,
    "alter_the_future": m_alter,
    "targeted_attack": m_targeted,
    # Zombie Kittens: each card a motif of its own, from the same building blocks.
    "zombie_kitten": lambda rng: sine(glide(90, 330, dur=0.4), 0.4),
    "attack_of_the_dead": m_attack_of_the_dead,
    "super_skip": m_super_skip,
    "feed_the_dead": lambda rng: mix(0.3, (0, bell(hz("C5"), 0.12, 0.08)), (0.1, bell(hz("G4"), 0.18, 0.1))),
    "clairvoyance": lambda rng: mix(0.4, (0, bell(hz("E6"), 0.3, 0.2), 0.5), (0.08, bell(hz("B6"), 0.3, 0.2), 0.4)),
    "clone": lambda rng: mix(0.26, (0, click(rng, 0.006, 1800)), (0.12, click(rng, 0.006, 1800))),
    "grave_robber": lambda rng: envelope(lowpass(noise(0.3, rng), 700), 0.05, 0.1),
    "dig_deeper": lambda rng: mix(0.3, (0, thump(120, 60, 0.08, 0.03)), (0.14, thump(100, 50, 0.08, 0.03))),
    "swap_top_and_bottom": lambda rng: sine(glide(700, 300, dur=0.16), 0.16) + sine(glide(300, 700, dur=0.16), 0.16),
    "ghoul_cat": m_ghoul,
    "mummy_cat": lambda rng: meow((400, 440, 400, 360), 0.4),
    "bony_cat": lambda rng: mix(0.3, (0, meow((700, 820), 0.1)), (0.14, click(rng, 0.006, 3000))),
    "tombstone_cat": m_tombstone,
}


# ---- table events --------------------------------------------------------------------------


def s_draw(rng: random.Random) -> Buf:
    """A card slid off the pile and landing in the hand: a soft papery rise and a tap."""
    slide = lowpass(band(noise(0.2, rng), 400, 1400), glide(1200, 2600, dur=0.2))
    tap = mix(0.05, (0, click(rng, 0.012, 900)), (0, thump(240, 150, 0.04, 0.012), 0.5))
    return normalize(mix(0.24, (0, envelope(slide, 0.03, 0.08)), (0.18, tap, 0.6)), 0.7)


def s_shuffle(rng: random.Random) -> Buf:
    parts = []
    t, gap = 0.0, 0.03
    while t < 0.62:
        parts.append((t, click(rng, 0.006, 1400), rng.uniform(0.5, 1.0)))
        t += gap
        gap = max(0.012, gap * 0.93)
    parts.append((0.66, lowpass(click(rng, 0.03, 300), 1200), 1.4))
    return normalize(mix(0.75, *parts), 0.75)


def s_nope(rng: random.Random) -> Buf:
    buzz = lambda f, d: envelope(lowpass(additive(f, d, SQUARE), 2200), 0.005, 0.03)  # noqa: E731
    return normalize(
        mix(0.5, (0, thump(140, 60, 0.1, 0.05), 1.2), (0, buzz(311.1, 0.15), 0.6), (0.19, buzz(233.1, 0.26), 0.6)),
        0.85,
    )


def s_explosion(rng: random.Random) -> Buf:
    """A crunchy blast in the 100-800 Hz band (it carries on small speakers), a boom under it,
    and debris raining down after it, thinning out."""
    dur = 1.8
    blast = band(noise(dur, rng), 160, 900)
    blast = [x * (0.75 + 0.25 * g) for x, g in zip(blast, growl(dur, rng, 40.0), strict=True)]
    blast = envelope(soft_clip(normalize(blast, 1.0), 3.0), 0.003, 0.3, 0.35)
    debris: list[tuple[float, Buf, float]] = []
    t = 0.18
    while t < dur - 0.1:
        grain = click(rng, rng.uniform(0.01, 0.035), rng.uniform(450, 1600))
        debris.append((t, grain, 0.9 * math.exp(-(t - 0.18) / 0.5) * rng.uniform(0.4, 1.0)))
        t += rng.uniform(0.012, 0.03) * (1 + 3 * (t / dur))
    boom = thump(120, 40, 0.8, 0.3)
    return mix(dur, (0, blast, 1.0), (0, boom, 0.35), *debris)


def s_implosion(rng: random.Random) -> Buf:
    pull = swell(lowpass(noise(1.0, rng), lambda t: 200 + 5000 * (t / 1.0) ** 2), 0.3)
    whirl = swell(sine(glide(900, 120, dur=1.0), 1.0), 0.35)
    return normalize(mix(1.3, (0, pull, 1.0), (0, whirl, 0.5), (1.0, thump(70, 35, 0.3, 0.08), 1.4)), 0.9)


def s_defuse(rng: random.Random) -> Buf:
    phew = envelope(sine(glide(700, 480, 560, dur=0.3), 0.3), 0.03, 0.08)
    chord = mix(0.6, (0, bell(hz("C6"), 0.55, 0.2)), (0.05, bell(hz("E6"), 0.5, 0.2)), (0.1, bell(hz("G6"), 0.45, 0.2)))
    return normalize(
        mix(
            1.0,
            (0, click(rng, 0.008, 2500), 1.5),
            (0.08, click(rng, 0.008, 2500), 1.5),
            (0.2, phew, 0.4),
            (0.4, chord, 0.5),
        ),
        0.8,
    )


def brass(freq: float, dur: float) -> Buf:
    raw = additive(freq, dur, SAW[:10], vibrato=(5.5, 0.004))
    return envelope(lowpass(raw, lambda t: 600 + 2600 * min(1.0, t / 0.05) * math.exp(-t / 0.6)), 0.02, 0.08)


def accent(buf: Buf, boost: float = 0.8, fall: float = 0.15) -> Buf:
    """An accented attack: louder at the start, settling (time constant `fall`) to the held level."""
    return [x * (1 + boost * math.exp(-i / RATE / fall)) for i, x in enumerate(buf)]


def s_victory(rng: random.Random) -> Buf:
    """A rising call, then the final chord lands hard (accent, drum, bass) and rings out."""
    line = [("G4", 0.0, 0.14), ("C5", 0.14, 0.14), ("E5", 0.28, 0.14), ("G5", 0.42, 0.3), ("E5", 0.72, 0.12),
            ("G5", 0.84, 0.14)]
    parts: list[tuple[float, Buf, float]] = [(start, brass(hz(n), d + 0.04), 0.5) for n, start, d in line]
    land = 1.0
    ring = lambda b: envelope(accent(b), 0.005, 0.6, 1.1)  # noqa: E731
    parts += [(land, ring(brass(hz(n), 1.5)), 0.42) for n in ("C4", "G4", "C5", "E5", "G5")]
    parts += [(land, ring(additive(hz("C3"), 1.5, (1.0, 0.5, 0.25))), 0.5)]
    parts += [(0.0, thump(110, 55, 0.3, 0.1), 0.7), (land, thump(130, 45, 0.6, 0.2), 1.2),
              (land, envelope(band(noise(1.0, rng), 600, 2500), 0.002, 0.3, 0.25), 0.25)]
    return mix(land + 1.5, *parts)


def s_alert(rng: random.Random) -> Buf:
    ping = lambda n: envelope(additive(hz(n), 0.2, (1.0, 0.25)), 0.003, 0.05, 0.07)  # noqa: E731
    return normalize(mix(0.36, (0, ping("A5")), (0.12, ping("E6"))), 0.75)


def s_your_turn(rng: random.Random) -> Buf:
    note = lambda n: envelope(additive(hz(n), 0.35, (1.0, 0.0, 0.0, 0.3)), 0.003, 0.05, 0.12)  # noqa: E731
    return normalize(mix(0.5, (0, note("G5")), (0.13, note("C6"))), 0.65)


def s_click(rng: random.Random) -> Buf:
    return normalize(mix(0.04, (0, envelope(sine(1200, 0.035), 0.001, 0.01, 0.008)), (0, click(rng, 0.003), 0.3)), 0.5)


def s_move(rng: random.Random) -> Buf:
    return normalize(envelope(sine(800, 0.03), 0.001, 0.01, 0.007), 0.35)


def s_back(rng: random.Random) -> Buf:
    return normalize(envelope(sine(glide(900, 600, dur=0.05), 0.05), 0.001, 0.015, 0.015), 0.45)


# ---- the tension music: three layers, each a few phrases of one length, mixed by the odds ------
# Every phrase of a layer joins seamlessly to every other (game.audio chains them in a fixed, varied
# order): the sustained bed is the same in each phrase and loops on itself, and every note of a
# phrase's own figure starts from silence after its start and dies away before its end.

BPM = 100
BEAT = 60 / BPM
PHRASE = 4 * BEAT  # 2.4 s
Note = tuple[float, str, float]  # (start in beats, note, length in beats)


def loop_hz(note: str) -> float:
    """The note's frequency nudged to a whole number of cycles per phrase (a seamless seam)."""
    return round(hz(note) * PHRASE) / PHRASE


def phrase_mix(bed: Buf, *parts: tuple[float, Buf, float]) -> Buf:
    """The bed plus figures placed at start times; a figure must end inside the phrase."""
    for start, buf, _ in parts:
        assert start >= 0 and int(start * RATE) + len(buf) <= len(bed), "a note runs over the phrase"
    return [x + y for x, y in zip(bed, mix(PHRASE, *parts), strict=True)]


BASS_LINES: dict[str, tuple[Note, ...]] = {  # A minor, around the old loop's line
    "a": ((0, "A2", 1.5), (2, "A2", 1.0), (3, "C3", 1.0)),
    "b": ((0, "A2", 1.5), (2, "E2", 1.0), (3, "D#2", 1.0)),
    "c": ((0, "A2", 1.0), (1, "C3", 0.5), (1.5, "D3", 0.5), (2, "E3", 1.5), (3.5, "D3", 0.5)),
    "d": ((0, "A2", 0.5), (0.5, "A2", 0.5), (1.5, "G2", 0.5), (2, "F2", 1.5), (3.5, "E2", 0.5)),
}


@cache
def drone() -> tuple[float, ...]:
    """The calm layer's low hum: whole cycles, swelling once per phrase."""
    hum = sine(loop_hz("A1"), PHRASE)
    return tuple(x * (0.6 + 0.4 * math.sin(TAU * i / len(hum))) for i, x in enumerate(hum))


def s_tension_1(variant: str, rng: random.Random) -> Buf:
    """Calm: a plucked bass figure over a low drone."""
    notes = [(at * BEAT, lowpass(pluck(hz(n), length * BEAT, rng, 0.995), 900), 1.0)
             for at, n, length in BASS_LINES[variant]]
    return phrase_mix(gain(list(drone()), 0.25), *notes)


HEARTBEATS = {"a": (0, 2), "b": (0, 2, 3)}  # lub-dubs on these beats: the second quickens
TICKS = {"a": (2600, 1900), "b": (1900, 2600)}  # tick-tock, or tock-tick


@cache
def lub_dub() -> Buf:
    """One heartbeat: a low thump with a knock, twice, `carried` so a small speaker plays it too."""
    parts = []
    for lag, g in ((0.0, 1.0), (0.18, 0.7)):
        parts.append((lag, thump(70, 45, 0.15, 0.06), g))
        parts.append((lag, thump(300, 180, 0.07, 0.025), 2.2 * g))
    return carried(mix(0.18 + 0.15, *parts))


def s_tension_2(variant: str, rng: random.Random) -> Buf:
    """Uneasy: a heartbeat and a ticking clock."""
    parts = [(beat * BEAT, lub_dub(), 1.0) for beat in HEARTBEATS[variant]]
    for eighth in range(8):
        tone = TICKS[variant][eighth % 2]
        tick = envelope(lowpass(highpass(noise(0.02, rng), tone), tone * 1.6), 0.001, 0.012)
        parts.append((eighth * BEAT / 2, tick, 0.35))
    return phrase_mix([0.0] * n_samples(PHRASE), *parts)


@cache
def cluster() -> tuple[float, ...]:
    """The dread layer's bed: a trembling string cluster, whole cycles per phrase."""
    n = n_samples(PHRASE)
    out = [0.0] * n
    for note in ("A4", "A#4", "E5"):
        raw = additive(loop_hz(note), PHRASE, SAW[:8], vibrato=(5.0, 0.003))
        tone = lowpass(raw + raw, 1800)[n:]  # filter two periods, keep the settled one
        for i, x in enumerate(tone):
            out[i] += x
    trem = 16 / PHRASE  # 16 pulses per phrase: it stays in time and loops seamlessly
    return tuple(x * (0.55 + 0.45 * math.sin(TAU * trem * i / RATE)) * (0.65 - 0.35 * math.cos(TAU * i / n))
                 for i, x in enumerate(out))


HATS = {"a": (1.0,) * 16, "b": (1.0, 0.4, 0.4) * 5 + (1.0,), "c": (1.0, 0.0, 0.6, 0.0) * 3 + (1.0, 0.7, 0.8, 0.9)}
CRIES: dict[str, tuple[Note, ...]] = {  # a high voice over the strings, or none
    "a": (),
    "b": ((1, "E6", 0.5), (1.5, "F6", 1.0)),
    "c": ((2, "A5", 0.5), (2.5, "G#5", 1.0)),
}


def s_tension_3(variant: str, rng: random.Random) -> Buf:
    """Dread: the string cluster, fast hats in a pattern of the phrase's own, and a high cry."""
    hats = [(s * BEAT / 4, envelope(highpass(noise(0.03, rng), 6000), 0.001, 0.02), 0.25 * g)
            for s, g in enumerate(HATS[variant]) if g]
    cries = [(at * BEAT, envelope(sine(hz(n), length * BEAT, vibrato=(6.0, 0.01)), 0.04, 0.12), 0.35)
             for at, n, length in CRIES[variant]]
    return phrase_mix(list(cluster()), *hats, *cries)


MUSIC_LAYERS: dict[str, Callable[[str, random.Random], Buf]] = {
    "tension_1": s_tension_1, "tension_2": s_tension_2, "tension_3": s_tension_3,
}
PHRASES: dict[str, tuple[str, ...]] = {  # each layer's phrases, named "<layer><variant>"
    layer: tuple(f"{layer}{v}" for v in variants)
    for layer, variants in (("tension_1", BASS_LINES), ("tension_2", HEARTBEATS), ("tension_3", HATS))
}


def phrase_maker(layer: str, variant: str) -> Callable[[random.Random], Buf]:
    return lambda rng: MUSIC_LAYERS[layer](variant, rng)


# ---- Herding Cats: a motif per declared identity, and the moments of a bluff ------------------


def h_laser(rng: random.Random) -> Buf:
    """A thin rising whine with a bright blip: the dot appears."""
    whine = envelope(sine(glide(1800, 2600, dur=0.22), 0.22), 0.01, 0.05)
    return normalize(mix(0.32, (0, whine, 0.5), (0.2, envelope(sine(hz("E7"), 0.08), 0.002, 0.04), 0.7)), 0.7)


HERDING_SOUNDS: dict[str, Callable[[random.Random], Buf]] = {
    "herding_kitten": card(lambda rng: meow((900, 1150, 980), 0.22)),
    "herding_show_cat": card(lambda rng: mix(0.5, (0, meow((520, 640, 600), 0.26)), (0.18, bell(hz("G5"), 0.3, 0.15)))),
    "herding_alley_cat": card(lambda rng: meow((330, 420, 300), 0.3, rough=0.3, rng=rng)),
    "herding_catnip": card(lambda rng: mix(0.36, (0, bell(hz("E6"), 0.2, 0.1)), (0.1, bell(hz("A6"), 0.24, 0.12)))),
    "herding_animal_control": card(lambda rng: mix(0.36, (0, stab(hz("D3"))), (0.12, stab(hz("D3"), 0.2)))),
    "herding_laser_pointer": card(h_laser),
    "herding_challenge": lambda rng: normalize(mix(0.4, (0, thump(150, 60, 0.12, 0.05), 1.2),
                                                   (0.02, stab(hz("C4"), 0.16)), (0.16, stab(hz("F4"), 0.2))), 0.85),
    "herding_truth": lambda rng: normalize(mix(0.55, (0, bell(hz("C6"), 0.4, 0.2)), (0.1, bell(hz("G6"), 0.45, 0.2))),
                                           0.75),
    "herding_bluff": lambda rng: normalize(mix(0.6, (0, sine(glide(520, 200, dur=0.45), 0.45), 0.7),
                                               (0, thump(120, 50, 0.2, 0.08), 0.9)), 0.8),
    "herding_laser": h_laser,
    "herding_steal": lambda rng: normalize(mix(0.3, (0, swish(rng, 0.12), 0.8), (0.1, click(rng, 0.008, 1800))), 0.7),
    "herding_herd": lambda rng: normalize(mix(0.2, (0, swish(rng, 0.08), 0.6), (0.07, thump(220, 140, 0.08, 0.03))),
                                          0.6),
}


# ---- Kombat Kittens ------------------------------------------------------------------------


def s_kombat_gong(rng: random.Random) -> Buf:
    """A battle begins: a low gong with a drum hit."""
    gong = mix(1.1, (0, bell(hz("A2"), 1.1, 0.5)), (0, bell(hz("A3"), 1.0, 0.4), 0.6))
    return normalize(mix(1.2, (0, thump(90, 45, 0.25, 0.1), 1.0), (0.01, gong, 0.8)), 0.8)


def s_kombat_commit(rng: random.Random) -> Buf:
    """A card slapped face down on the table."""
    return normalize(mix(0.16, (0, swish(rng, 0.07), 0.7), (0.06, thump(160, 90, 0.06, 0.02), 1.0)), 0.6)


def s_kombat_reveal(rng: random.Random) -> Buf:
    """Cards flipped over together: a quick flutter and a bright chord."""
    flutter = mix(0.2, *[(k * 0.03, click(rng, 0.006, 2600), 0.8) for k in range(5)])
    chord = mix(0.45, (0, bell(hz("E5"), 0.4, 0.15)), (0.02, bell(hz("B5"), 0.4, 0.15)))
    return normalize(mix(0.65, (0, flutter, 1.0), (0.16, chord, 0.6)), 0.7)


def s_kombat_win(rng: random.Random) -> Buf:
    """A battle won: two rising brass notes."""
    return normalize(mix(0.8, (0, brass(hz("D5"), 0.18), 0.6), (0.16, brass(hz("A5"), 0.5), 0.6)), 0.8)


def s_kombat_treasure(rng: random.Random) -> Buf:
    """Treasure taken: coins clinking."""
    coins = [(k * 0.06 + rng.uniform(0, 0.02), bell(rng.choice((2400.0, 2900.0, 3300.0)), 0.2, 0.06), 0.6)
             for k in range(5)]
    return normalize(mix(0.55, *coins), 0.7)


def s_kombat_bark(rng: random.Random) -> Buf:
    """A dog barks twice."""
    def woof() -> Buf:
        tone = lowpass(additive(glide(320, 480, 260, dur=0.16), 0.16, SAW), 1800)
        return envelope([x * 0.8 + y * 0.3 for x, y in zip(tone, noise(0.16, rng), strict=False)], 0.005, 0.05)
    return normalize(mix(0.5, (0, woof()), (0.24, woof())), 0.8)


def s_resurrection(rng: random.Random) -> Buf:
    """Zombie Kittens: earth cracking open, an eerie rising glide and a hopeful minor-to-major chord."""
    crack = envelope(lowpass(noise(0.35, rng), 700), 0.01, 0.2)
    rise = swell(additive(glide(110, 440, dur=1.2), 1.2, (1.0, 0.5, 0.3), vibrato=(6.0, 0.02)), 0.6)
    chord = mix(1.0, (0, bell(hz("A4"), 0.9, 0.4)), (0.08, bell(hz("C#5"), 0.85, 0.4)),
                (0.16, bell(hz("E5"), 0.8, 0.4)))
    return normalize(mix(2.0, (0, thump(90, 40, 0.4, 0.15), 1.0), (0, crack, 0.6), (0.15, rise, 0.5),
                         (1.05, chord, 0.6)), 0.85)


def s_reaction_meow(rng: random.Random) -> Buf:
    """A player's quick reaction: a friendly two-part "mrr-meow", rising then falling, lower and
    longer than the Herding kitten's card."""
    trill = meow((420, 470, 440), 0.12, rough=0.25, rng=rng)
    return normalize(mix(0.62, (0, trill, 0.6), (0.12, meow((560, 780, 690, 520), 0.48))), 0.8)


def s_now_card(rng: random.Random) -> Buf:
    """A NOW card cuts in: two quick bright stabs."""
    return normalize(mix(0.32, (0, stab(hz("E6"), 0.08)), (0.1, stab(hz("B6"), 0.14))), 0.75)


SOUNDS: dict[str, Callable[[random.Random], Buf]] = {
    **{f"card_{cid}": card(m) for cid, m in CARD_MOTIFS.items()},
    "resurrection": s_resurrection,
    "now_card": s_now_card,
    "draw": s_draw,
    "shuffle": s_shuffle,
    "nope": s_nope,
    "explosion": s_explosion,
    "implosion": s_implosion,
    "defuse": s_defuse,
    "victory": s_victory,
    "alert": s_alert,
    "your_turn": s_your_turn,
    "ui_click": s_click,
    "ui_move": s_move,
    "ui_back": s_back,
    **{name: phrase_maker(layer, name[len(layer):]) for layer, names in PHRASES.items() for name in names},
    **HERDING_SOUNDS,
    "kombat_gong": s_kombat_gong,
    "kombat_commit": s_kombat_commit,
    "kombat_reveal": s_kombat_reveal,
    "kombat_win": s_kombat_win,
    "kombat_treasure": s_kombat_treasure,
    "kombat_bark": s_kombat_bark,
    "reaction_meow": s_reaction_meow,
}


# ---- levels: set by loudness (ITU-R BS.1770), not by peak --------------------------------------

BIG_MOMENTS = ("explosion", "implosion", "resurrection", "victory")
MUSIC = tuple(name for names in PHRASES.values() for name in names)
HERDING_DECLARED = ("herding_kitten", "herding_show_cat", "herding_alley_cat", "herding_catnip",
                    "herding_animal_control", "herding_laser_pointer")  # card plays too
LUFS = {"card": -14.0, "big": -10.5, "event": -15.0, "ui": -26.0}  # over the loudest 400 ms
LUFS_OF = {"draw": -17.0, "your_turn": -16.5, "kombat_commit": -18.0, "herding_herd": -18.0,  # frequent, so softer
           "reaction_meow": -17.0,
           "nope": -13.0, "now_card": -13.0, "herding_bluff": -13.0, "kombat_win": -13.0}  # a moment, so louder
# Peaks leave room for the music (MUSIC_PEAK at 100%): music is ducked 6 dB under the big moments.
CEILING = {"card": 0.63, "big": 0.8, "event": 0.63, "ui": 0.5}
MUSIC_LUFS = {"tension_1": -20.0, "tension_2": -22.0, "tension_3": -21.0}  # balance, before scaling together
MUSIC_CREST = 8.0  # dB: each layer's peaks bent under its loudness + this, so the sum has more body
MUSIC_PEAK = 10 ** (-10 / 20)  # the three layers together: -10 dBFS, under the -9 asked for


def kind(name: str) -> str:
    """"card", "big", "event", "ui" or "music": which loudness a sound is made to."""
    if name in BIG_MOMENTS or name in MUSIC:
        return "big" if name in BIG_MOMENTS else "music"
    if name.startswith("ui_"):
        return "ui"
    return "card" if name.startswith("card_") or name in HERDING_DECLARED else "event"


def biquad(buf: Buf, b: Sequence[float], a: Sequence[float]) -> Buf:
    b0, b1, b2 = (x / a[0] for x in b)
    a1, a2 = a[1] / a[0], a[2] / a[0]
    out: Buf = []
    x1 = x2 = y1 = y2 = 0.0
    for x in buf:
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def k_weighted(buf: Buf) -> Buf:
    """BS.1770's K-weighting: a +4 dB shelf above ~1.5 kHz (the head), then a 38 Hz high-pass."""
    big_a, w = 10 ** (4.0 / 40), TAU * 1500.0 / RATE
    alpha, cos, root = math.sin(w) / math.sqrt(2), math.cos(w), 2 * math.sqrt(10 ** (4.0 / 40))
    shelf = biquad(
        buf,
        (big_a * ((big_a + 1) + (big_a - 1) * cos + root * alpha), -2 * big_a * ((big_a - 1) + (big_a + 1) * cos),
         big_a * ((big_a + 1) + (big_a - 1) * cos - root * alpha)),
        ((big_a + 1) - (big_a - 1) * cos + root * alpha, 2 * ((big_a - 1) - (big_a + 1) * cos),
         (big_a + 1) - (big_a - 1) * cos - root * alpha),
    )
    w = TAU * 38.0 / RATE
    alpha, cos = math.sin(w) / (2 * 0.5), math.cos(w)
    return biquad(shelf, ((1 + cos) / 2, -(1 + cos), (1 + cos) / 2), (1 + alpha, -2 * cos, 1 - alpha))


def loudness(buf: Buf) -> float:
    """LUFS over the loudest 400 ms block (blocks every 100 ms; silence after, so short sounds count once)."""
    block = 0.4 * RATE
    total = [0.0]
    for x in k_weighted(buf + [0.0] * int(block)):
        total.append(total[-1] + x * x)
    n = len(total) - 1
    blocks = round((n - block) / (block / 4)) + 1
    top = max(total[min(n, int(block * (j / 4 + 1)))] - total[int(block * j / 4)] for j in range(blocks))
    return -0.691 + 10 * math.log10(max(top / block, 1e-12))


def soft_limit(buf: Buf, ceiling: float) -> Buf:
    """Leave samples under 70% of `ceiling` alone; bend the rest smoothly so none passes it."""
    knee = 0.7 * ceiling
    room = ceiling - knee
    return [x if abs(x) <= knee else math.copysign(knee + room * math.tanh((abs(x) - knee) / room), x) for x in buf]


def level(buf: Buf, lufs: float, ceiling: float) -> Buf:
    """Bring `buf` to `lufs`, peaks limited under `ceiling` (a few rounds: limiting costs loudness)."""
    for _ in range(8):
        now = loudness(buf)
        if abs(now - lufs) < 0.05 and max(map(abs, buf)) <= ceiling:
            break
        buf = soft_limit(gain(buf, 10 ** ((lufs - now) / 20)), ceiling)
    return buf



# ---- small speakers: a sound must still carry on a laptop's or a phone's ---------------------------
# Such a speaker is modelled as a second-order Butterworth high-pass at SMALL_SPEAKER_HZ. A sound
# whose loudness through it falls more than MOST_LOST below its full loudness gets what such a
# speaker can play of its low end: that band bent into harmonics (the ear hears the missing
# fundamental from them), the ones above SMALL_SPEAKER_HZ mixed in until it carries.
SMALL_SPEAKER_HZ = 300.0
MOST_LOST = 2.5  # LU


def butterworth_highpass(buf: Buf, cutoff: float) -> Buf:
    """A second-order Butterworth high-pass (12 dB an octave below `cutoff`)."""
    w = TAU * cutoff / RATE
    alpha, cos = math.sin(w) / math.sqrt(2), math.cos(w)
    return biquad(buf, ((1 + cos) / 2, -(1 + cos), (1 + cos) / 2), (1 + alpha, -2 * cos, 1 - alpha))


def small_speaker(buf: Buf) -> Buf:
    """`buf` as a small speaker plays it (the model above)."""
    return butterworth_highpass(buf, SMALL_SPEAKER_HZ)


def lost(buf: Buf) -> float:
    """How many LU quieter `buf` is on a small speaker."""
    return loudness(buf) - loudness(small_speaker(buf))


def overtones(buf: Buf) -> Buf:
    """`buf`'s band under SMALL_SPEAKER_HZ bent (rectified and saturated) into harmonics, of which
    those a small speaker plays well are kept: over 1.5 x SMALL_SPEAKER_HZ (24 dB an octave below)
    and under about 2.4 kHz, so they add body, not buzz."""
    low = lowpass(lowpass(buf, SMALL_SPEAKER_HZ), SMALL_SPEAKER_HZ)
    top = max(map(abs, low), default=0.0) or 1.0
    bent = [abs(x / top) + math.tanh(3.0 * x / top) - x / top for x in low]
    edge = 1.5 * SMALL_SPEAKER_HZ
    return lowpass(lowpass(butterworth_highpass(butterworth_highpass(bent, edge), edge), 2400.0), 2400.0)


def carried(buf: Buf) -> Buf:
    """`buf`, with as little of its `overtones` as makes it lose at most MOST_LOST on a small speaker."""
    if lost(buf) <= MOST_LOST:
        return buf
    extra = overtones(buf)
    scale = max(map(abs, buf)) / (max(map(abs, extra)) or 1.0)

    def with_extra(amount: float) -> Buf:
        return [x + y * scale * amount for x, y in zip(buf, extra, strict=True)]

    low, high = 0.0, 4.0  # how much of `extra`, relative to the sound's peak: found by halving
    for _ in range(8):
        middle = (low + high) / 2
        low, high = (low, middle) if lost(with_extra(middle)) <= MOST_LOST else (middle, high)
    return with_extra(high)

@cache
def music() -> dict[str, Buf]:
    """Every phrase of the three tension layers, balanced by layer (MUSIC_LUFS of its loudest phrase,
    peaks bent under MUSIC_CREST; one gain per layer, so phrases still join seamlessly), then scaled
    together so that the worst case of all three layers at once peaks at MUSIC_PEAK."""
    out: dict[str, Buf] = {}
    for layer, names in PHRASES.items():
        made = {name: SOUNDS[name](random.Random(zlib.crc32(name.encode()))) for name in names}
        g = 10 ** ((MUSIC_LUFS[layer] - max(map(loudness, made.values()))) / 20)
        out |= {name: soft_limit(gain(buf, g), 10 ** ((MUSIC_LUFS[layer] + MUSIC_CREST) / 20))
                for name, buf in made.items()}
    return {name: gain(buf, MUSIC_PEAK / music_worst(out)) for name, buf in out.items()}


def music_worst(phrases: dict[str, Buf]) -> float:
    """The largest sample the layers can make together, whichever of its phrases each is playing."""
    tops, bottoms = [], []
    for names in PHRASES.values():
        tops.append([max(xs) for xs in zip(*(phrases[n] for n in names), strict=True)])
        bottoms.append([min(xs) for xs in zip(*(phrases[n] for n in names), strict=True)])
    return max(max(map(sum, zip(*tops, strict=True))), -min(map(sum, zip(*bottoms, strict=True))))


# Every sound but the music's phrases (pieces of a loop that join seamlessly, see `phrase_mix`) starts
# and ends on silence: a raised-cosine fade in and out, so no file starts or stops with a click.
FADE_IN = 0.0015  # seconds: short, so an intended sharp attack stays sharp
FADE_OUT = 0.01


def faded(buf: Buf, fade_in: float = FADE_IN, fade_out: float = FADE_OUT) -> Buf:
    """`buf` with a raised-cosine fade in and out; its first and last samples are exactly 0."""
    n, n_in, n_out = len(buf), n_samples(fade_in), n_samples(fade_out)
    out = list(buf)
    for i in range(min(n, n_in)):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for i in range(min(n, n_out)):
        out[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    return out


def finished(name: str) -> Buf:
    """A sound as it is written: made, `carried` to small speakers, brought to its kind's loudness,
    faded in and out."""
    if name in MUSIC:
        return music()[name]
    buf = carried(SOUNDS[name](random.Random(zlib.crc32(name.encode()))))
    return faded(level(buf, LUFS_OF.get(name, LUFS[kind(name)]), CEILING[kind(name)]))


# ---- output --------------------------------------------------------------------------------


def render(name: str) -> bytes:
    """The WAV frames (16-bit little-endian) of one sound."""
    buf = finished(name)
    pcm = array("h", (round(max(-1.0, min(1.0, x)) * 32767) for x in buf))
    if sys.byteorder == "big":
        pcm.byteswap()
    return pcm.tobytes()


def write(name: str, out_dir: Path) -> Path:
    path = out_dir / f"{name}.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(render(name))
    return path


def main(argv: Sequence[str]) -> int:
    out_dir = Path(argv[0]) if argv else Path(__file__).resolve().parent / "sounds"
    out_dir.mkdir(parents=True, exist_ok=True)
    names = argv[1:] or list(SOUNDS)
    total = 0
    for name in names:
        size = write(name, out_dir).stat().st_size
        total += size
        print(f"{name:32} {size / 1024:7.1f} KB")
    print(f"{len(names)} sounds, {total / 1024:.0f} KB in {out_dir}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
