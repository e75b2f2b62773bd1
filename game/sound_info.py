"""What the app knows of one named sound: its volume group and its caption. A leaf module, so
a game family's sound table can be read before the mixer that gathers every family's."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SoundInfo:
    group: str  # "effects", "ui" or "music"
    caption: str  # English, marked: translated where shown
    card: str = ""  # a card's name (English, marked) the caption names as {card}, translated with it
