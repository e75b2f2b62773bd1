"""The game log in the words of the table: one line per event, as one viewer sees it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.events import Event
from ..words import Person, narrator
from . import events as ev
from .cards import CLONE, IMPLODING, title


def cards_words(cards: tuple[str, ...]) -> str:
    """Cards played together, as the log and the table's status line name them: "2 x Tacocat"."""
    if len(cards) == 1:
        return title(cards[0])
    if len(set(cards)) == 1:
        return f"{len(cards)} x {title(cards[0])}"
    return " + ".join(title(c) for c in cards)


def describe(event: Event, names: list[str], you: int | None = None) -> str:
    """One line for the log, in the second person for seat `you` (see `reader`), the third
    for everyone else. `event` should already be redacted for the reader."""
    return _line(event, narrator(names, you))


Line = Callable[[Any, Callable[[int], Person]], str]


def _line(event: Event, p: Callable[[int], Person]) -> str:
    """The line of `event`'s kind (LINES, by its class or the nearest base class listed)."""
    for cls in type(event).__mro__:
        line = LINES.get(cls)
        if line is not None:
            return line(event, p)
    return event.kind


def _dealt(e: ev.Dealt, p: Callable[[int], Person]) -> str:
    first = p(e.first)
    return f"The cards are dealt. {first.subject} {first.verb('goes', 'go')} first."


def _played(e: ev.CardsPlayed, p: Callable[[int], Person]) -> str:
    text = f"{p(e.seat).subject} played {cards_words(e.cards)}"
    if e.cards == (CLONE,) and e.named is not None:
        text += f" as {title(e.named)}"
    if e.target is not None:
        text += f" on {p(e.target).object}"
    if e.named is not None and e.cards != (CLONE,):
        text += f", naming {title(e.named)}"
    return text


def _turn_began(e: ev.TurnBegan, p: Callable[[int], Person]) -> str:
    turns = f" ({e.turns} turns)" if e.turns > 1 else ""
    return f"{p(e.seat).possessive} turn{turns}"


def _future_seen(e: ev.FutureSeen, p: Callable[[int], Person]) -> str:
    who = p(e.seat).subject
    if e.cards is None:
        return f"{who} looked at the top of the draw pile"
    return f"{who} saw: " + ", ".join(title(c) for c in e.cards)


def _future_arranged(e: ev.FutureArranged, p: Callable[[int], Person]) -> str:
    who = p(e.seat)
    if e.cards is None:
        return f"{who.subject} put the top cards back in an order of {who.their} choice"
    return f"{who.subject} put back: " + ", ".join(title(c) for c in e.cards)


def _awaiting(e: ev.Awaiting, p: Callable[[int], Person]) -> str:
    who = p(e.seat)
    return f"{who.subject} {who.verb('is', 'are')} choosing"


def _moved(e: ev.CardMoved, p: Callable[[int], Person]) -> str:
    """A card changed hands: a Favor given, a card stolen, a named card handed over."""
    giver, receiver = p(e.giver), p(e.receiver)
    what = "a card" if e.card is None else title(e.card)
    if e.how == "steal":
        return f"{receiver.subject} took {what} from {giver.object}"
    verb = "gave" if e.how == "favor" else "handed over"
    return f"{giver.subject} {verb} {what} to {receiver.object}"


def _nothing_taken(e: ev.NothingTaken, p: Callable[[int], Person]) -> str:
    target = p(e.target)
    if e.named is not None:
        return f"{target.subject} {target.verb('has', 'have')} no {title(e.named)}"
    return f"{target.subject} had no card to give"


def _dug(e: ev.CardDug, p: Callable[[int], Person]) -> str:
    what = "a card" if e.card is None else title(e.card)
    return f"{p(e.seat).subject} left the top card and drew {what} from under it"


def _drawn(e: ev.CardDrawn, p: Callable[[int], Person]) -> str:
    where = " from the bottom" if e.bottom else ""
    what = "a card" if e.card is None else title(e.card)
    return f"{p(e.seat).subject} drew {what}{where}"


def put_back(e: ev.KittenPlaced) -> str:
    """Where a Kitten went back, as the reader of `e` (redacted for them) knows it: the one
    phrase the log and the table's captions use."""
    face_up = "face up " if e.card == IMPLODING else ""
    if e.face_up_on_top:
        return "face up on top of the draw pile"
    if e.position is None:
        return f"{face_up}somewhere in the draw pile"
    return f"{face_up}at position {e.position + 1} in the draw pile"


def _hidden(e: ev.KittenHidden, p: Callable[[int], Person]) -> str:
    return f"{p(e.seat).subject} put an Exploding Kitten back {put_back(e)}"


def _placed(e: ev.KittenPlaced, p: Callable[[int], Person]) -> str:
    return f"{p(e.seat).subject} put the {title(e.card)} back {put_back(e)}"


def _eliminated(e: ev.Eliminated, p: Callable[[int], Person]) -> str:
    verb = "imploded" if e.kitten == IMPLODING else "exploded"
    return f"{p(e.seat).subject} {verb}!"


def _won(e: ev.GameWon, p: Callable[[int], Person]) -> str:
    who = p(e.seat)
    return f"{who.subject} {who.verb('wins', 'win')}!"


# ---- Zombie Kittens ------------------------------------------------------------------------
def _died(e: ev.Died, p: Callable[[int], Person]) -> str:
    who = p(e.seat)
    return f"{who.subject} died: the Exploding Kitten lies face up in front of {'you' if who.you else 'them'}"


def _fed(e: ev.CardFed, p: Callable[[int], Person]) -> str:
    what = "a card" if e.card is None else title(e.card)
    return f"{p(e.giver).subject} fed {what} to {p(e.receiver).object}"


def _buried(e: ev.CardBuried, p: Callable[[int], Person]) -> str:
    what = "a card" if e.card is None else title(e.card)
    return f"{p(e.seat).subject} put {what} into the draw pile"


# Each event class's line; a class not listed takes its nearest listed base class's.
LINES: dict[type[Event], Line] = {
    ev.Dealt: _dealt,
    ev.CardsPlayed: _played,
    ev.Noped: lambda e, p: f"{p(e.seat).subject} played Nope!",
    ev.Passed: lambda e, p: f"{p(e.seat).subject} let it happen",
    ev.PlayResolved: lambda e, p: "Noped: nothing happens" if e.cancelled else "The play goes ahead",
    ev.TurnBegan: _turn_began,
    ev.DirectionReversed: lambda e, p: "Play now goes " + ("clockwise" if e.direction > 0 else "counter-clockwise"),
    ev.PileShuffled: lambda e, p: "The draw pile was shuffled",
    ev.FutureSeen: _future_seen,
    ev.FutureArranged: _future_arranged,
    ev.Awaiting: _awaiting,
    ev.CardMoved: _moved,
    ev.NothingTaken: _nothing_taken,
    ev.DiscardTaken: lambda e, p: f"{p(e.seat).subject} took {title(e.card)} from the discard pile",
    ev.CardDug: _dug,
    ev.CardDrawn: _drawn,
    ev.Defused: lambda e, p: f"{p(e.seat).subject} defused the Kitten!",
    ev.KittenHidden: _hidden,
    ev.KittenPlaced: _placed,
    ev.Eliminated: _eliminated,
    ev.GameWon: _won,
    ev.Died: _died,
    ev.Resurrected: lambda e, p: f"{p(e.seat).subject} brought {p(e.risen).object} back from the dead!",
    ev.Foresight: lambda e, p: f"{p(e.seat).subject} will see where the Kittens go",
    ev.CardFed: _fed,
    ev.CardBuried: _buried,
    ev.EndsSwapped: lambda e, p: "The top and bottom cards of the draw pile swapped places",
    ev.PlayFinished: lambda e, p: "The play is done",
}
