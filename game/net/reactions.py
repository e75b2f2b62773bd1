"""Quick reactions: a few preset words a seat may send the table ("Nooo!", a meow), never free text.

Only an id from `REACTIONS` ever crosses the wire (the protocol refuses any other). The host
lets each seat send about one every `EVERY` seconds (`BURST` at once): one over that is
refused with `TOO_MANY`, and a connection that keeps sending after `STRIKE_AFTER` refusals in
a row gets a strike for each further one. Watchers have no seat to react from.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import N_, _
from .reasons import why


@dataclass(frozen=True, slots=True)
class Reaction:
    id: str
    message: str  # its words in English, marked for translation
    sound: str | None = None  # a cue in game.audio.SOUNDS, played as it is shown

    @property
    def words(self) -> str:
        """As shown on the sender's plate, spoken and captioned: in the current language."""
        return _(self.message)


REACTIONS: dict[str, Reaction] = {r.id: r for r in (
    # TRANSLATORS: quick reactions a player sends the table, shown on a small plate: keep them short.
    Reaction("nooo", N_("Nooo!")),
    Reaction("well_played", N_("Well played")),
    Reaction("hurry", N_("Hurry up")),
    Reaction("meow", N_("Meow"), sound="reaction_meow"),
)}
EVERY = 3.0  # seconds between one seat's reactions, on average
BURST = 3  # ... and at most this many at once
STRIKE_AFTER = 3  # refusals in a row after which each further reaction is a strike
TOO_MANY = why("too_many_reactions", seconds=EVERY)


def is_reaction(value: object) -> bool:
    return isinstance(value, str) and value in REACTIONS


class Allowance:
    """One seat's reactions over time (a token bucket): `take(now)` says whether one may go."""

    def __init__(self) -> None:
        self.left = float(BURST)
        self.checked: float | None = None

    def take(self, now: float) -> bool:
        if self.checked is not None:
            self.left = min(float(BURST), self.left + (now - self.checked) / EVERY)
        self.checked = now
        if self.left < 1:
            return False
        self.left -= 1
        return True
