"""The grammar every game's log shares: how one seat is written for one reader.

A log line is read by one seat (the reader). That seat is "You" (with second-person verbs),
every other seat its name. No game names here: each family's narration builds on it.

A translatable line is one whole message per shape (docs/translating.md): "You drew a card" and
"{name} drew a card", chosen by `Person.you`, never "You"/"Ann" glued to a verb. `Person.subject`,
`verb` and the other English pieces remain for lines not yet written so.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..i18n import N_, _
from ..names import OWN_NAME

YOU = OWN_NAME  # the table's name for its only person; read as the reader when none is given


class Person:
    """How one seat is written for one reader: "You" when the seat is the reader, else its name."""

    def __init__(self, seat: int, names: list[str], you: int | None):
        self.you = seat == you
        self.name = names[seat]

    @property
    def subject(self) -> str:
        """At the start of a sentence: "You" or the name."""
        return "You" if self.you else self.name

    @property
    def object(self) -> str:
        """Anywhere else: "you" or the name."""
        return "you" if self.you else self.name

    @property
    def possessive(self) -> str:
        """ "Your" or "Ann's" (at the start of a sentence)."""
        return "Your" if self.you else f"{self.name}'s"

    @property
    def whose(self) -> str:
        """ "your" or "Ann's" (inside a sentence)."""
        return "your" if self.you else f"{self.name}'s"

    @property
    def their(self) -> str:
        return "your" if self.you else "their"

    def verb(self, third: str, second: str) -> str:
        """The verb agreeing with this seat: `third` ("wins") or `second` ("win")."""
        return second if self.you else third


def say(who: Person, you: str, other: str, **fields: Any) -> str:
    """One of two whole sentences about `who`, already translated: `you` when `who` is the reader,
    else `other`, whose `{name}` is their name::

        say(p(seat), _("You drew a card"), _("{name} drew a card"))
    """
    return (you if who.you else other).format(name=who.name, **fields)


def say_to(who: Person, whom: Person, you: str, to_you: str, other: str, **fields: Any) -> str:
    """One of three whole sentences with a subject `who` and an object `whom`, already translated:
    `you` when the reader does it (to `{target}`), `to_you` when it is done to the reader (by
    `{name}`), else `other` (`{name}` to `{target}`)::

        say_to(p(giver), p(taker), _("You gave {card} to {target}"), _("{name} gave {card} to you"),
               _("{name} gave {card} to {target}"), card=title(card))
    """
    text = you if who.you else to_you if whom.you else other
    return text.format(name=who.name, target=whom.name, **fields)


def plural(n: int, word: str) -> str:
    """ "1 card", "2 cards": a count with its noun (nouns that take an "s")."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def reader(names: list[str], you: int | None) -> int | None:
    """The seat read as "you": `you` when given, else the one seat named "You" (the table's
    name for its only person), else nobody."""
    if you is not None:
        return you
    return names.index(YOU) if names.count(YOU) == 1 else None


def narrator(names: list[str], you: int | None) -> Callable[[int], Person]:
    """Seat -> its `Person` for one line's reader (see `reader`)."""
    me = reader(names, you)
    return lambda seat: Person(seat, names, me)


# ---- moves a stand-in CPU made for a person ------------------------------------------------------
# At a network table a CPU makes a person's move when their time ran out, or plays their seat
# while they are away or after they left. Such a move is said as the CPU's, for its seat.
# TRANSLATORS: {move} is the log line of the move, e.g. "You drew a card".
PLAYED_FOR_YOU = N_("A CPU played for you: {move}")
# TRANSLATORS: {move} is the log line of the move, e.g. "Ann drew a card".
PLAYED_FOR = N_("A CPU played for {name}: {move}")

StandIns = Mapping[int, tuple[int, int]]  # a stand-in's move: its first event number -> (seat, end)


def played_for(move: str, seat: int, names: list[str], you: int | None) -> str:
    """The log line `move` of a move a stand-in CPU made for `seat`, for the reader `you`."""
    if seat == reader(names, you):
        return _(PLAYED_FOR_YOU).format(move=move)
    name = names[seat] if 0 <= seat < len(names) else _("Player {number}").format(number=seat + 1)
    return _(PLAYED_FOR).format(name=name, move=move)


def stand_in_lines(steps: StandIns, events: Sequence[Any], shown: Callable[[Any], bool]) -> dict[int, int]:
    """Event number -> seat, for the first event each stand-in move shows in the log (the line
    said as the CPU's; the rest of the move's lines follow from it)."""
    out = {}
    for start, (seat, end) in steps.items():
        for n in range(max(0, start), min(end, len(events))):
            if shown(events[n]):
                out[n] = seat
                break
    return out
