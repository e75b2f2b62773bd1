"""The Kombat sounds: the battle's moments (see `game.audio`; made by assets/make_sounds.py)."""

from __future__ import annotations

from ....i18n import N_
from ....sound_info import SoundInfo, effects

# Each cue's caption (for players who cannot hear it), marked here and translated where shown.
SOUNDS: dict[str, SoundInfo] = effects({
    "kombat_gong": N_("[Gong: a battle begins]"),
    "kombat_commit": N_("[A card placed face down]"),
    "kombat_reveal": N_("[Cards flipped over]"),
    "kombat_win": N_("[Battle won]"),
    "kombat_treasure": N_("[Treasure taken]"),
    "kombat_bark": N_("[A dog barks]"),
})
