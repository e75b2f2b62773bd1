"""Sizes computed from the window and the text scale: nothing is placed at a fixed pixel.

`Metrics.u` is the window's scale against the 1280x720 design size (the smaller of the two
ratios), so a layout drawn in design units fits any window from 1024x640 up. Text sizes also
follow the player's text scale.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

DESIGN_SIZE = (1280, 720)

# Font sizes in design pixels at text scale 1.
FONT_SIZES = {"display": 72, "title": 46, "heading": 32, "body": 26, "small": 25}
# No text is smaller than this many design pixels: 38 px type at 1080p, whose capitals are
# 19 px tall (tests/ui/test_accessibility.py measures them).
MIN_FONT = 25
# Card titles are at least this many design pixels at text scale 1, and grow with the text scale
# (12 px at 1080p at 100%, 24 px at 200%; tests/ui/test_cards_readable.py measures them).
CARD_TITLE = 8


@dataclass(frozen=True, slots=True)
class Metrics:
    """The window size and text scale, and the sizes that follow from them."""

    width: int
    height: int
    text_scale: float = 1.0

    @property
    def u(self) -> float:
        return min(self.width / DESIGN_SIZE[0], self.height / DESIGN_SIZE[1])

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(0, 0, self.width, self.height)

    def px(self, design: float) -> int:
        """A design-unit length in window pixels."""
        return max(1, round(design * self.u))

    def font(self, role: str) -> int:
        """The pixel size of text in `role` ("display", "title", "heading", "body", "small")."""
        design = max(MIN_FONT, FONT_SIZES[role]) * self.text_scale
        return max(12, round(design * self.u))

    @property
    def card_title(self) -> int:
        """The smallest card title (in text sizes) the text setting asks for."""
        return max(9, round(CARD_TITLE * self.text_scale * self.u))

    @property
    def pad(self) -> int:
        return self.px(16)

    @property
    def row(self) -> int:
        """Height of one menu row (button, toggle) at this text scale."""
        return round(self.font("body") * 1.9)
