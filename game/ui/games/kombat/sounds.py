"""The Kombat sounds: the battle's moments (see `game.audio`; made by assets/make_sounds.py)."""

from __future__ import annotations

from ....sound_info import SoundInfo

SOUNDS: dict[str, SoundInfo] = {
    "kombat_gong": SoundInfo("effects", "[Gong: a battle begins]"),
    "kombat_commit": SoundInfo("effects", "[A card placed face down]"),
    "kombat_reveal": SoundInfo("effects", "[Cards flipped over]"),
    "kombat_win": SoundInfo("effects", "[Battle won]"),
    "kombat_treasure": SoundInfo("effects", "[Treasure taken]"),
    "kombat_bark": SoundInfo("effects", "[A dog barks]"),
}
