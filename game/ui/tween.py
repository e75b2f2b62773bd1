"""Tweens: a value moving over time along a pytweening easing curve."""

from __future__ import annotations

from collections.abc import Callable

import pytweening

Easing = Callable[[float], float]

EASE_OUT = pytweening.easeOutCubic
EASE_IN_OUT = pytweening.easeInOutCubic
EASE_BACK = pytweening.easeOutBack
LINEAR = pytweening.linear


class Tween:
    """Time from 0 to `duration` seconds (after `delay`), eased into 0..1."""

    def __init__(self, duration: float, ease: Easing = EASE_OUT, delay: float = 0.0):
        self.duration = max(0.0, duration)
        self.ease = ease
        self.time = -max(0.0, delay)

    def update(self, dt: float) -> None:
        self.time += dt

    @property
    def started(self) -> bool:
        return self.time >= 0

    @property
    def raw(self) -> float:
        """Linear progress, 0..1."""
        if self.duration <= 0:
            return 1.0 if self.time >= 0 else 0.0
        return min(1.0, max(0.0, self.time / self.duration))

    @property
    def value(self) -> float:
        """Eased progress (may overshoot 1 with a "back" easing)."""
        return self.ease(self.raw)

    @property
    def done(self) -> bool:
        return self.time >= self.duration


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
