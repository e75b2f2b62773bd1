"""The Kittens sounds: one per card type, and the big moments (see `game.audio`)."""

from __future__ import annotations

from ....audio import SoundInfo, card_sound
from ....rules.kittens.cards import CARD_TYPES

SOUNDS: dict[str, SoundInfo] = {
    **{card_sound(cid): SoundInfo("effects", f"[{card.title} played]") for cid, card in CARD_TYPES.items()},
    "nope": SoundInfo("effects", "[Nope!]"),
    "explosion": SoundInfo("effects", "[Explosion!]"),
    "implosion": SoundInfo("effects", "[Implosion!]"),
    "defuse": SoundInfo("effects", "[Kitten defused]"),
    "resurrection": SoundInfo("effects", "[A player rises from the grave]"),
    "now_card": SoundInfo("effects", "[NOW card!]"),
}
