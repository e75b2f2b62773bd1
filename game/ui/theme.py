"""Colours: one palette per accessibility setting.

Each palette gives the table, the panels, the text and the card face, back and ink; the colour
groups of cards are each family's (its card art, `cards_art.CardSet`), one set that stays
distinguishable in every kind of colour vision. High contrast uses black, white and saturated
colours for everything around the cards, and on the cards a white picture window and heavier
outlines instead of the pastel tint.
"""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class Palette:
    """Every colour the app draws with."""

    name: str
    felt: RGB  # the table
    felt_dark: RGB  # its vignette and shadows
    panel: RGB  # menus, dialogs, side panels
    panel_edge: RGB
    text: RGB  # on panel and felt
    text_dim: RGB  # secondary text on panel
    accent: RGB  # primary buttons, the current player
    accent_text: RGB  # text on accent
    focus: RGB  # focus ring and hover
    danger: RGB  # destructive buttons, eliminated marks
    good: RGB  # confirmations, countdown
    card_face: RGB
    card_ink: RGB  # text and outlines on a card face
    card_back: RGB
    card_back_ink: RGB
    card_tint: float = 0.3  # how far a face's picture window leans to the card's group colour
    card_line: float = 1.0  # the weight of the outlines in card pictures


def _palette(name: str, **over: RGB | float) -> Palette:
    base: dict[str, RGB | float] = dict(
        felt=(28, 92, 74),
        felt_dark=(14, 52, 42),
        panel=(30, 34, 48),
        panel_edge=(84, 94, 124),
        text=(246, 244, 236),
        text_dim=(196, 200, 214),
        accent=(255, 196, 64),
        accent_text=(24, 20, 12),
        focus=(255, 226, 120),
        danger=(240, 96, 84),
        good=(120, 220, 140),
        card_face=(250, 246, 234),
        card_ink=(28, 26, 32),
        card_back=(44, 50, 92),
        card_back_ink=(236, 196, 92),
    )
    base.update(over)
    return Palette(name=name, **base)  # type: ignore[arg-type]


PALETTES: dict[str, Palette] = {
    "standard": _palette("standard"),
    "deuteranopia": _palette("deuteranopia", felt=(32, 70, 110), felt_dark=(16, 38, 64),
                             danger=(255, 140, 60), good=(110, 190, 255)),
    "protanopia": _palette("protanopia", felt=(32, 70, 110), felt_dark=(16, 38, 64),
                           danger=(255, 150, 40), good=(110, 190, 255)),
    "tritanopia": _palette("tritanopia", felt=(70, 40, 52), felt_dark=(40, 20, 28),
                           accent=(255, 140, 140), focus=(255, 200, 200), good=(90, 220, 210)),
    "high_contrast": _palette(
        "high_contrast", felt=(0, 0, 0), felt_dark=(0, 0, 0), panel=(0, 0, 0),
        panel_edge=(255, 255, 255), text=(255, 255, 255), text_dim=(255, 255, 255), accent=(255, 255, 0),
        accent_text=(0, 0, 0), focus=(0, 255, 255), danger=(255, 110, 110), good=(0, 255, 120),
        card_face=(255, 255, 255), card_ink=(0, 0, 0), card_back=(0, 0, 160), card_back_ink=(255, 255, 0),
        card_tint=0.0, card_line=1.7,
    ),
}


def palette(name: str) -> Palette:
    """The palette called `name`; the standard one for an unknown name."""
    return PALETTES.get(name, PALETTES["standard"])


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """`a` moved `t` (0..1) of the way to `b`."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def luminance(c: RGB) -> float:
    """WCAG relative luminance."""

    def chan(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    return 0.2126 * chan(c[0]) + 0.7152 * chan(c[1]) + 0.0722 * chan(c[2])


def contrast(a: RGB, b: RGB) -> float:
    """WCAG contrast ratio of two colours (1..21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)
