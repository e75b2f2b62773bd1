"""The game log in the words of the table: one line per event, as one viewer sees it."""

from __future__ import annotations

from collections.abc import Callable

from ...engine.events import Event
from ..words import Person, narrator
from . import events as ev
from .cards import CLONE, title


def _cards(cards: tuple[str, ...]) -> str:
    if len(cards) == 1:
        return title(cards[0])
    if len(set(cards)) == 1:
        return f"{len(cards)} x {title(cards[0])}"
    return " + ".join(title(c) for c in cards)


def describe(event: Event, names: list[str], you: int | None = None) -> str:
    """One line for the log, in the second person for seat `you` (see `reader`), the third
    for everyone else. `event` should already be redacted for the reader."""
    return _line(event, narrator(names, you))


def _line(event: Event, p: Callable[[int], Person]) -> str:
    if isinstance(event, ev.Dealt):
        first = p(event.first)
        return f"The cards are dealt. {first.subject} {first.verb('goes', 'go')} first."
    if isinstance(event, ev.CardsPlayed):
        text = f"{p(event.seat).subject} played {_cards(event.cards)}"
        if event.cards == (CLONE,) and event.named is not None:
            text += f" as {title(event.named)}"
        if event.target is not None:
            text += f" on {p(event.target).object}"
        if event.named is not None and event.cards != (CLONE,):
            text += f", naming {title(event.named)}"
        return text
    if isinstance(event, ev.Noped):
        return f"{p(event.seat).subject} played Nope!"
    if isinstance(event, ev.Passed):
        return f"{p(event.seat).subject} let it happen"
    if isinstance(event, ev.PlayResolved):
        return "Noped: nothing happens" if event.cancelled else "The play goes ahead"
    if isinstance(event, ev.TurnBegan):
        turns = f" ({event.turns} turns)" if event.turns > 1 else ""
        return f"{p(event.seat).possessive} turn{turns}"
    if isinstance(event, ev.DirectionReversed):
        return "Play now goes " + ("clockwise" if event.direction > 0 else "counter-clockwise")
    if isinstance(event, ev.PileShuffled):
        return "The draw pile was shuffled"
    if isinstance(event, ev.FutureSeen):
        who = p(event.seat).subject
        if event.cards is None:
            return f"{who} looked at the top of the draw pile"
        return f"{who} saw: " + ", ".join(title(c) for c in event.cards)
    if isinstance(event, ev.FutureArranged):
        who = p(event.seat)
        if event.cards is None:
            return f"{who.subject} put the top cards back in an order of {who.their} choice"
        return f"{who.subject} put back: " + ", ".join(title(c) for c in event.cards)
    if isinstance(event, ev.Awaiting):
        who = p(event.seat)
        return f"{who.subject} {who.verb('is', 'are')} choosing"
    if isinstance(event, ev.CardMoved):
        return _moved(event, p(event.giver), p(event.receiver))
    if isinstance(event, ev.NothingTaken):
        target = p(event.target)
        if event.named is not None:
            return f"{target.subject} {target.verb('has', 'have')} no {title(event.named)}"
        return f"{target.subject} had no card to give"
    if isinstance(event, ev.DiscardTaken):
        return f"{p(event.seat).subject} took {title(event.card)} from the discard pile"
    if isinstance(event, ev.CardDug):
        what = "a card" if event.card is None else title(event.card)
        who = p(event.seat)
        return f"{who.subject} left the top card and drew {what} from under it"
    if isinstance(event, ev.CardDrawn):
        where = " from the bottom" if event.bottom else ""
        what = "a card" if event.card is None else title(event.card)
        return f"{p(event.seat).subject} drew {what}{where}"
    if isinstance(event, ev.Defused):
        return f"{p(event.seat).subject} defused the Kitten!"
    if isinstance(event, ev.KittenHidden):
        where = "somewhere" if event.position is None else f"at position {event.position + 1}"
        return f"{p(event.seat).subject} put an Exploding Kitten back {where} in the draw pile"
    if isinstance(event, ev.KittenPlaced):
        where = "somewhere" if event.position is None else f"at position {event.position + 1}"
        return f"{p(event.seat).subject} put the {title(event.card)} back {where} in the draw pile"
    if isinstance(event, ev.Eliminated):
        verb = "imploded" if event.kitten == "imploding_kitten" else "exploded"
        return f"{p(event.seat).subject} {verb}!"
    zombie = _zombie_line(event, p)
    if zombie is not None:
        return zombie
    if isinstance(event, ev.GameWon):
        who = p(event.seat)
        return f"{who.subject} {who.verb('wins', 'win')}!"
    return event.kind


def _moved(event: ev.CardMoved, giver: Person, receiver: Person) -> str:
    """A card changed hands: a Favor given, a card stolen, a named card handed over."""
    what = "a card" if event.card is None else title(event.card)
    if event.how == "steal":
        return f"{receiver.subject} took {what} from {giver.object}"
    verb = "gave" if event.how == "favor" else "handed over"
    return f"{giver.subject} {verb} {what} to {receiver.object}"


def _zombie_line(event: Event, p: Callable[[int], Person]) -> str | None:
    """Lines for Zombie Kittens' own events; None for any other event."""
    if isinstance(event, ev.Died):
        who = p(event.seat)
        return f"{who.subject} died: the Exploding Kitten lies face up in front of {'you' if who.you else 'them'}"
    if isinstance(event, ev.Resurrected):
        risen = p(event.risen)
        return f"{p(event.seat).subject} brought {risen.object} back from the dead!"
    if isinstance(event, ev.Foresight):
        who = p(event.seat)
        return f"{who.subject} will see where the Kittens go"
    if isinstance(event, ev.CardFed):
        what = "a card" if event.card is None else title(event.card)
        return f"{p(event.giver).subject} fed {what} to {p(event.receiver).object}"
    if isinstance(event, ev.CardBuried):
        what = "a card" if event.card is None else title(event.card)
        return f"{p(event.seat).subject} put {what} into the draw pile"
    if isinstance(event, ev.EndsSwapped):
        return "The top and bottom cards of the draw pile swapped places"
    if isinstance(event, ev.PlayFinished):
        return "The play is done"
    return None
