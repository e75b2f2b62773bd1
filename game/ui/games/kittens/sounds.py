"""The Kittens sounds: one per card type, and the big moments (see `game.audio`)."""

from __future__ import annotations

from ....i18n import N_
from ....rules.kittens.cards import CARD_TYPES, DEFUSE, EXPLODING, IMPLODING, NOPE
from ....sound_info import SoundInfo, effects

# Cards whose play the table already marks with a bigger sound: they are heard as that sound.
CARD_HEARD_AS = {NOPE: "nope", DEFUSE: "defuse", EXPLODING: "explosion", IMPLODING: "implosion"}


def card_sound(card_id: str) -> str:
    """The sound of playing a card of this type (CARD_HEARD_AS for the few with a table sound)."""
    return CARD_HEARD_AS.get(card_id, f"card_{card_id}")


# TRANSLATORS: the caption of a card's sound, shown (when captions are on) as it is played; {card} is its name
PLAYED = N_("[{card} played]")

SOUNDS: dict[str, SoundInfo] = {
    **{card_sound(cid): SoundInfo("effects", PLAYED, card=card.title) for cid, card in CARD_TYPES.items()},
    **effects({
        # TRANSLATORS: captions of sounds, shown when captions are on
        "nope": N_("[Nope!]"),
        "explosion": N_("[Explosion!]"),
        "implosion": N_("[Implosion!]"),
        "defuse": N_("[Kitten defused]"),
        "resurrection": N_("[A player rises from the grave]"),
        "now_card": N_("[NOW card!]"),
    }),
}
