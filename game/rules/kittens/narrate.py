"""The game log in the words of the table: one line per event, as one viewer sees it."""

from __future__ import annotations

from ...engine.events import Event
from . import events as ev
from .cards import title


def _cards(cards: tuple[str, ...]) -> str:
    if len(cards) == 1:
        return title(cards[0])
    if len(set(cards)) == 1:
        return f"{len(cards)} x {title(cards[0])}"
    return " + ".join(title(c) for c in cards)


def describe(event: Event, names: list[str]) -> str:
    """One line for the log. `event` should already be redacted for the reader."""
    n = names.__getitem__
    if isinstance(event, ev.Dealt):
        return f"The cards are dealt. {n(event.first)} goes first."
    if isinstance(event, ev.CardsPlayed):
        text = f"{n(event.seat)} played {_cards(event.cards)}"
        if event.target is not None:
            text += f" on {n(event.target)}"
        if event.named is not None:
            text += f", naming {title(event.named)}"
        return text
    if isinstance(event, ev.Noped):
        return f"{n(event.seat)} played Nope!"
    if isinstance(event, ev.Passed):
        return f"{n(event.seat)} let it happen"
    if isinstance(event, ev.PlayResolved):
        return "Noped: nothing happens" if event.cancelled else "It happens"
    if isinstance(event, ev.TurnBegan):
        turns = f" ({event.turns} turns)" if event.turns > 1 else ""
        return f"{n(event.seat)}'s turn{turns}"
    if isinstance(event, ev.DirectionReversed):
        return "Play now goes " + ("clockwise" if event.direction > 0 else "counter-clockwise")
    if isinstance(event, ev.PileShuffled):
        return "The draw pile was shuffled"
    if isinstance(event, ev.FutureSeen):
        if event.cards is None:
            return f"{n(event.seat)} looked at the top of the draw pile"
        return f"{n(event.seat)} saw: " + ", ".join(title(c) for c in event.cards)
    if isinstance(event, ev.FutureArranged):
        if event.cards is None:
            return f"{n(event.seat)} put the top cards back in an order of their choice"
        return f"{n(event.seat)} put back: " + ", ".join(title(c) for c in event.cards)
    if isinstance(event, ev.Awaiting):
        return f"Waiting for {n(event.seat)}"
    if isinstance(event, ev.CardMoved):
        what = "a card" if event.card is None else title(event.card)
        verb = {"favor": "gave", "steal": "lost", "named": "handed over"}[event.how]
        return f"{n(event.giver)} {verb} {what} to {n(event.receiver)}"
    if isinstance(event, ev.NothingTaken):
        if event.named is not None:
            return f"{n(event.target)} has no {title(event.named)}"
        return f"{n(event.target)} had no card to give"
    if isinstance(event, ev.DiscardTaken):
        return f"{n(event.seat)} took {title(event.card)} from the discard pile"
    if isinstance(event, ev.CardDrawn):
        where = " from the bottom" if event.bottom else ""
        what = "a card" if event.card is None else title(event.card)
        return f"{n(event.seat)} drew {what}{where}"
    if isinstance(event, ev.Defused):
        return f"{n(event.seat)} defused the Kitten!"
    if isinstance(event, ev.KittenPlaced):
        where = "somewhere" if event.position is None else f"at position {event.position + 1}"
        return f"{n(event.seat)} put the {title(event.card)} back {where} in the draw pile"
    if isinstance(event, ev.Eliminated):
        verb = "imploded" if event.kitten == "imploding_kitten" else "exploded"
        return f"{n(event.seat)} {verb}!"
    if isinstance(event, ev.GameWon):
        return f"{n(event.seat)} wins!"
    return event.kind
