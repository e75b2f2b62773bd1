"""The game log in the words of the table: one line per event, as one viewer sees it."""

from __future__ import annotations

from collections.abc import Callable

from ...engine.events import Event
from ..words import Person, narrator
from . import events as ev
from .cards import ANIMAL_CONTROL, title


def describe(event: Event, names: list[str], you: int | None = None) -> str:
    """One line for the log, in the second person for seat `you` (see `reader`), the third
    for everyone else. `event` should already be redacted for the reader."""
    return _line(event, narrator(names, you))


def _a(card: str) -> str:
    word = title(card)
    return ("an " if word[0] in "AEIOU" else "a ") + word


def _line(event: Event, p: Callable[[int], Person]) -> str:
    if isinstance(event, ev.Dealt):
        first = p(event.first)
        return f"Everyone draws 7 and removes 2 unseen. {first.subject} {first.verb('goes', 'go')} first."
    if isinstance(event, ev.TurnBegan):
        return f"{p(event.seat).possessive} turn"
    if isinstance(event, ev.Declared):
        who = p(event.seat)
        text = f"{who.subject} {who.verb('declares', 'declare')} {title(event.identity)}"
        if event.target is not None:
            text += f" on {p(event.target).object}"
        if event.card is not None and event.card != event.identity:
            text += f" (really {_a(event.card)})"
        return text
    if isinstance(event, ev.Passed):
        return f"{p(event.seat).subject} let it stand"
    if isinstance(event, ev.Challenged):
        who = p(event.seat)
        return f"{who.subject} {who.verb('challenges', 'challenge')} {p(event.claimant).object}!"
    if isinstance(event, ev.ClaimRevealed):
        who = p(event.seat)
        if event.truthful:
            return f"It is {_a(event.card)}: {who.object} told the truth"
        return f"It is {_a(event.card)}: a bluff! It is discarded"
    if isinstance(event, ev.PenaltyDue):
        chooser = p(event.chooser)
        return f"{chooser.subject} {chooser.verb('picks', 'pick')} a hidden card from {p(event.victim).whose} hand"
    if isinstance(event, ev.PenaltyTaken):
        victim = p(event.victim)
        return f"{victim.subject} {victim.verb('discards', 'discard')} {_a(event.card)} " \
               f"(card {event.position + 1}, picked blind)"
    if isinstance(event, ev.NoPenalty):
        victim = p(event.victim)
        return f"{victim.subject} {victim.verb('has', 'have')} no card left to lose"
    if isinstance(event, ev.Awaiting):
        who = p(event.seat)
        return f"{who.subject} {who.verb('is', 'are')} choosing"
    if isinstance(event, ev.Selected):
        return f"{p(event.seat).subject} picked card {event.position + 1} of {p(event.target).whose} " \
               "hidden cards"
    if isinstance(event, ev.Intercepted):
        who = p(event.seat)
        text = f"{who.subject} {who.verb('claims', 'claim')} a Laser Pointer to intercept"
        if event.face_up:
            return text + f" (face up in {who.their} herd)"
        return text + (f" (really {_a(event.card)})" if event.card and event.card != "laser_pointer" else "")
    if isinstance(event, ev.InterceptDeclined):
        who = p(event.seat)
        return f"{who.subject} {who.verb('does', 'do')} not intercept"
    if isinstance(event, ev.InterceptStood):
        return f"The Laser Pointer goes instead: {p(event.seat).whose} picked card is untouched"
    if isinstance(event, ev.Thwarted):
        target = p(event.target)
        where = "stays face up in" if event.card == ANIMAL_CONTROL else "goes back to"
        zone = "herd" if event.card == ANIMAL_CONTROL else "hand"
        return f"It is {_a(event.card)}: ineffective against itself. It {where} {target.whose} {zone}; " \
               f"{p(event.seat).whose} card is discarded"
    if isinstance(event, ev.CardRemoved):
        target = p(event.target)
        return f"{target.subject} {target.verb('loses', 'lose')} {_a(event.card)}"
    if isinstance(event, ev.CardStolen):
        what = "a card" if event.card is None else _a(event.card)
        return f"{p(event.seat).subject} took {what} from {p(event.target).object} into {p(event.seat).their} herd"
    if isinstance(event, ev.NothingToTake):
        target = p(event.target)
        return f"{target.subject} {target.verb('has', 'have')} no card to pick"
    if isinstance(event, ev.JoinedHerd):
        who = p(event.seat)
        return f"{who.subject} {who.verb('adds', 'add')} {title(event.identity)} to {who.their} herd"
    if isinstance(event, ev.GameEnded):
        return _ended(event, p)
    return event.kind


def _ended(event: ev.GameEnded, p: Callable[[int], Person]) -> str:
    scores = ", ".join(f"{p(s).subject} {points}" for s, points in enumerate(event.scores))
    if len(event.winners) == 1:
        who = p(event.winners[0])
        return f"Scores: {scores}. {who.subject} {who.verb('wins', 'win')}!"
    return f"Scores: {scores}. Shared win: " + " and ".join(p(s).subject for s in event.winners) + "!"
