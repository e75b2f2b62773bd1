"""The Herding Cats sounds (made by assets/make_sounds.py): one per declared identity, and the
moments of a bluffing game: a challenge, the truth, a caught bluff, a Laser Pointer, a steal."""

from __future__ import annotations

from ....rules.herding.cards import CARD_TYPES
from ....sound_info import SoundInfo

SOUNDS: dict[str, SoundInfo] = {
    **{f"herding_{cid}": SoundInfo("effects", f"[{card.title} declared]") for cid, card in CARD_TYPES.items()},
    "herding_challenge": SoundInfo("effects", "[Challenge!]"),
    "herding_truth": SoundInfo("effects", "[It was the truth]"),
    "herding_bluff": SoundInfo("effects", "[Caught bluffing!]"),
    "herding_laser": SoundInfo("effects", "[Laser Pointer!]"),
    "herding_steal": SoundInfo("effects", "[A card is stolen]"),
    "herding_herd": SoundInfo("effects", "[A card joins a herd]"),
}


def declared(identity: str) -> str:
    """The sound of a declaration: the declared identity's (public), never the printed card's."""
    return f"herding_{identity}"
