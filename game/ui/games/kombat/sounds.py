"""The Kombat sounds: the battle's moments (see `game.audio`; made by assets/make_sounds.py)."""

from __future__ import annotations

from ....i18n import N_
from ....sound_info import SoundInfo

# Each cue's caption (for players who cannot hear it), marked here and translated where shown.
SOUNDS: dict[str, SoundInfo] = {
    "kombat_gong": SoundInfo("effects", N_("[Gong: a battle begins]")),
    "kombat_commit": SoundInfo("effects", N_("[A card placed face down]")),
    "kombat_reveal": SoundInfo("effects", N_("[Cards flipped over]")),
    "kombat_win": SoundInfo("effects", N_("[Battle won]")),
    "kombat_treasure": SoundInfo("effects", N_("[Treasure taken]")),
    "kombat_bark": SoundInfo("effects", N_("[A dog barks]")),
}
