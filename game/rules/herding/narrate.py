"""The game log in the words of the table: one line per event, as one viewer sees it.

`LINES` holds one function per event class (as `evolve.HANDLERS` does for the state)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.events import Event
from ..words import Person, narrator
from . import events as ev
from .cards import ANIMAL_CONTROL, LASER_POINTER, title


def describe(event: Event, names: list[str], you: int | None = None) -> str:
    """One line for the log, in the second person for seat `you` (see `reader`), the third
    for everyone else. `event` should already be redacted for the reader."""
    return _line(event, narrator(names, you))


def _a(card: str) -> str:
    word = title(card)
    return ("an " if word[0] in "AEIOU" else "a ") + word


Line = Callable[[Any, Callable[[int], Person]], str]


def _line(event: Event, p: Callable[[int], Person]) -> str:
    handler = LINES.get(type(event))
    return event.kind if handler is None else handler(event, p)


# ---- one line per event kind -----------------------------------------------------------------
def _dealt(event: ev.Dealt, p: Callable[[int], Person]) -> str:
    first = p(event.first)
    return f"Everyone draws 7 and removes 2 unseen. {first.subject} {first.verb('goes', 'go')} first."


def _turn_began(event: ev.TurnBegan, p: Callable[[int], Person]) -> str:
    return f"{p(event.seat).possessive} turn"


def _declared(event: ev.Declared, p: Callable[[int], Person]) -> str:
    who = p(event.seat)
    text = f"{who.subject} {who.verb('declares', 'declare')} {title(event.identity)}"
    if event.target is not None:
        text += f" on {p(event.target).object}"
    if event.card is not None and event.card != event.identity:
        text += f" (really {_a(event.card)})"
    return text


def _passed(event: ev.Passed, p: Callable[[int], Person]) -> str:
    return f"{p(event.seat).subject} let it stand"


def _challenged(event: ev.Challenged, p: Callable[[int], Person]) -> str:
    who = p(event.seat)
    return f"{who.subject} {who.verb('challenges', 'challenge')} {p(event.claimant).object}!"


def _claim_revealed(event: ev.ClaimRevealed, p: Callable[[int], Person]) -> str:
    if event.truthful:
        return f"It is {_a(event.card)}: {p(event.seat).object} told the truth"
    return f"It is {_a(event.card)}: a bluff! It is discarded"


def _penalty_due(event: ev.PenaltyDue, p: Callable[[int], Person]) -> str:
    chooser = p(event.chooser)
    return f"{chooser.subject} {chooser.verb('picks', 'pick')} a hidden card from {p(event.victim).whose} hand"


def _penalty_taken(event: ev.PenaltyTaken, p: Callable[[int], Person]) -> str:
    victim = p(event.victim)
    return f"{victim.subject} {victim.verb('discards', 'discard')} {_a(event.card)} " \
           f"(card {event.position + 1}, picked blind)"


def _no_penalty(event: ev.NoPenalty, p: Callable[[int], Person]) -> str:
    victim = p(event.victim)
    return f"{victim.subject} {victim.verb('has', 'have')} no card left to lose"


def _awaiting(event: ev.Awaiting, p: Callable[[int], Person]) -> str:
    who = p(event.seat)
    return f"{who.subject} {who.verb('is', 'are')} choosing"


def _selected(event: ev.Selected, p: Callable[[int], Person]) -> str:
    return f"{p(event.seat).subject} picked card {event.position + 1} of {p(event.target).whose} hidden cards"


def _intercepted(event: ev.Intercepted, p: Callable[[int], Person]) -> str:
    who = p(event.seat)
    text = f"{who.subject} {who.verb('claims', 'claim')} a Laser Pointer to intercept"
    if event.face_up:
        return text + f" (face up in {who.their} herd)"
    return text + (f" (really {_a(event.card)})" if event.card and event.card != LASER_POINTER else "")


def _declined(event: ev.InterceptDeclined, p: Callable[[int], Person]) -> str:
    who = p(event.seat)
    return f"{who.subject} {who.verb('does', 'do')} not intercept"


def _stood(event: ev.InterceptStood, p: Callable[[int], Person]) -> str:
    return f"The Laser Pointer goes instead: {p(event.seat).whose} picked card is untouched"


def _thwarted(event: ev.Thwarted, p: Callable[[int], Person]) -> str:
    target = p(event.target)
    where = "stays face up in" if event.card == ANIMAL_CONTROL else "goes back to"
    zone = "herd" if event.card == ANIMAL_CONTROL else "hand"
    return f"It is {_a(event.card)}: ineffective against itself. It {where} {target.whose} {zone}; " \
           f"{p(event.seat).whose} card is discarded"


def _removed(event: ev.CardRemoved, p: Callable[[int], Person]) -> str:
    target = p(event.target)
    return f"{target.subject} {target.verb('loses', 'lose')} {_a(event.card)}"


def _stolen(event: ev.CardStolen, p: Callable[[int], Person]) -> str:
    what = "a card" if event.card is None else _a(event.card)
    return f"{p(event.seat).subject} took {what} from {p(event.target).object} into {p(event.seat).their} herd"


def _nothing(event: ev.NothingToTake, p: Callable[[int], Person]) -> str:
    target = p(event.target)
    return f"{target.subject} {target.verb('has', 'have')} no card to pick"


def _joined(event: ev.JoinedHerd, p: Callable[[int], Person]) -> str:
    who = p(event.seat)
    return f"{who.subject} {who.verb('adds', 'add')} {title(event.identity)} to {who.their} herd"


def _ended(event: ev.GameEnded, p: Callable[[int], Person]) -> str:
    scores = ", ".join(f"{p(s).subject} {points}" for s, points in enumerate(event.scores))
    if len(event.winners) == 1:
        who = p(event.winners[0])
        return f"Scores: {scores}. {who.subject} {who.verb('wins', 'win')}!"
    return f"Scores: {scores}. Shared win: " + " and ".join(p(s).subject for s in event.winners) + "!"


LINES: dict[type[Event], Line] = {
    ev.Dealt: _dealt, ev.TurnBegan: _turn_began, ev.Declared: _declared, ev.Passed: _passed,
    ev.Challenged: _challenged, ev.ClaimRevealed: _claim_revealed, ev.PenaltyDue: _penalty_due,
    ev.PenaltyTaken: _penalty_taken, ev.NoPenalty: _no_penalty, ev.Awaiting: _awaiting,
    ev.Selected: _selected, ev.Intercepted: _intercepted, ev.InterceptDeclined: _declined,
    ev.InterceptStood: _stood, ev.Thwarted: _thwarted, ev.CardRemoved: _removed, ev.CardStolen: _stolen,
    ev.NothingToTake: _nothing, ev.JoinedHerd: _joined, ev.GameEnded: _ended,
}
