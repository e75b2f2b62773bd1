"""The Herding Cats sounds (made by assets/make_sounds.py): one per declared identity, and the
moments of a bluffing game: a challenge, the truth, a caught bluff, a Laser Pointer, a steal."""

from __future__ import annotations

from ....i18n import N_
from ....rules.herding import cards as hc
from ....sound_info import SoundInfo, effects

# The captions, in English, marked (the captions' reader translates them where shown).
DECLARED_CAPTIONS = {
    hc.KITTEN: N_("[Kitten declared]"),
    hc.SHOW_CAT: N_("[Show Cat declared]"),
    hc.ALLEY_CAT: N_("[Alley Cat declared]"),
    hc.CATNIP: N_("[Catnip declared]"),
    hc.ANIMAL_CONTROL: N_("[Animal Control declared]"),
    hc.LASER_POINTER: N_("[Laser Pointer declared]"),
}


def declared(identity: str) -> str:
    """The sound of a declaration: the declared identity's (public), never the printed card's."""
    return f"herding_{identity}"


SOUNDS: dict[str, SoundInfo] = effects({
    **{declared(cid): DECLARED_CAPTIONS[cid] for cid in hc.CARD_TYPES},
    "herding_challenge": N_("[Challenge!]"),
    "herding_truth": N_("[It was the truth]"),
    "herding_bluff": N_("[Caught bluffing!]"),
    "herding_laser": N_("[Laser Pointer!]"),
    "herding_steal": N_("[A card is stolen]"),
    "herding_herd": N_("[A card joins a herd]"),
})
