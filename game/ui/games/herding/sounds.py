"""The Herding Cats sounds (made by assets/make_sounds.py): one per declared identity, and the
moments of a bluffing game: a challenge, the truth, a caught bluff, a Laser Pointer, a steal."""

from __future__ import annotations

from ....i18n import N_
from ....rules.herding import cards as hc
from ....sound_info import SoundInfo

# The captions, in English, marked (the captions' reader translates them where shown).
DECLARED_CAPTIONS = {
    hc.KITTEN: N_("[Kitten declared]"),
    hc.SHOW_CAT: N_("[Show Cat declared]"),
    hc.ALLEY_CAT: N_("[Alley Cat declared]"),
    hc.CATNIP: N_("[Catnip declared]"),
    hc.ANIMAL_CONTROL: N_("[Animal Control declared]"),
    hc.LASER_POINTER: N_("[Laser Pointer declared]"),
}

SOUNDS: dict[str, SoundInfo] = {
    **{f"herding_{cid}": SoundInfo("effects", DECLARED_CAPTIONS[cid]) for cid in hc.CARD_TYPES},
    "herding_challenge": SoundInfo("effects", N_("[Challenge!]")),
    "herding_truth": SoundInfo("effects", N_("[It was the truth]")),
    "herding_bluff": SoundInfo("effects", N_("[Caught bluffing!]")),
    "herding_laser": SoundInfo("effects", N_("[Laser Pointer!]")),
    "herding_steal": SoundInfo("effects", N_("[A card is stolen]")),
    "herding_herd": SoundInfo("effects", N_("[A card joins a herd]")),
}


def declared(identity: str) -> str:
    """The sound of a declaration: the declared identity's (public), never the printed card's."""
    return f"herding_{identity}"
