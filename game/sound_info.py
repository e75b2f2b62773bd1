"""What the app knows of one named sound: its volume group and its caption. A leaf module, so
a game family's sound table can be read before the mixer that gathers every family's."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SoundInfo:
    group: str  # "effects", "ui" or "music"
    caption: str  # English, marked: translated where shown
    card: str = ""  # a card's name (English, marked) the caption names as {card}, translated with it


def effects(captions: Mapping[str, str]) -> dict[str, SoundInfo]:
    """A family's effect sounds by name, from each one's caption (English, marked)."""
    return {name: SoundInfo("effects", caption) for name, caption in captions.items()}
