"""The game log in the words of the table: one line per event, as one viewer sees it.

`LINES` holds one function per event class (as `evolve.HANDLERS` does for the state). Each line
is a whole sentence per shape, in the current language: the reader ("you") as subject, as object,
or not in it, each its own message, so a translator may build every one as their language does.
The table's director says some of these lines as they are (`line`), and a claim as `declares`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.events import Event
from ...i18n import _, format_list, format_number, pgettext
from ..words import reader
from . import events as ev
from .cards import ANIMAL_CONTROL, LASER_POINTER, a_card, a_card_object, title


class Seats:
    """The line's people for one reader: whether a seat is the reader, and its name."""

    def __init__(self, names: list[str], you: int | None):
        self.names = names
        self.reader = reader(names, you)

    def you(self, seat: int) -> bool:
        return seat == self.reader

    def name(self, seat: int) -> str:
        return self.names[seat]

    def listed(self, seat: int) -> str:
        """A seat in a list of players: "You" for the reader, else its name."""
        return pgettext("the reader, in place of a name", "You") if self.you(seat) else self.names[seat]


def describe(event: Event, names: list[str], you: int | None = None) -> str:
    """One line for the log, in the second person for seat `you` (see `words.reader`), the third
    for everyone else. `event` should already be redacted for the reader."""
    handler = LINES.get(type(event))
    return event.kind if handler is None else handler(event, Seats(names, you))


Line = Callable[[Any, Seats], str]


def line(event: Event, p: Seats) -> str:
    """`event`'s line for the reader of `p` (an event class LINES words)."""
    return LINES[type(event)](event, p)


def _really(line: str, card: str | None, claimed: str) -> str:
    """A claim's line, with the card it really is where the reader may know it differs."""
    if card is None or card == claimed:
        return line
    # TRANSLATORS: {claim} is a whole sentence ("Ann declares Catnip on Bea"), {card} the card
    # played face down as the reader knows it ("a Kitten").
    return _("{claim} (really {card})").format(claim=line, card=a_card(card))


# ---- one line per event kind -----------------------------------------------------------------
def _dealt(event: ev.Dealt, p: Seats) -> str:
    if p.you(event.first):
        return _("Everyone keeps 7 and removes 2 unseen. You go first.")
    return _("Everyone keeps 7 and removes 2 unseen. {name} goes first.").format(name=p.name(event.first))


def _turn_began(event: ev.TurnBegan, p: Seats) -> str:
    return _("Your turn") if p.you(event.seat) else _("{name}'s turn").format(name=p.name(event.seat))


def declares(event: ev.Declared, p: Seats) -> str:
    """Who declares what, on whom ("Bea declares Catnip on you"), never what the card really is."""
    card = title(event.identity)
    seat, target = event.seat, event.target
    if p.you(seat):
        if target is None:
            return _("You declare {card}").format(card=card)
        return _("You declare {card} on {target}").format(card=card, target=p.name(target))
    if target is None:
        return _("{name} declares {card}").format(name=p.name(seat), card=card)
    if p.you(target):
        return _("{name} declares {card} on you").format(name=p.name(seat), card=card)
    return _("{name} declares {card} on {target}").format(name=p.name(seat), card=card, target=p.name(target))


def _declared(event: ev.Declared, p: Seats) -> str:
    return _really(declares(event, p), event.card, event.identity)


def _passed(event: ev.Passed, p: Seats) -> str:
    return _("You let it stand") if p.you(event.seat) else _("{name} lets it stand").format(name=p.name(event.seat))


def _challenged(event: ev.Challenged, p: Seats) -> str:
    if p.you(event.seat):
        return _("You challenge {name}!").format(name=p.name(event.claimant))
    if p.you(event.claimant):
        return _("{name} challenges you!").format(name=p.name(event.seat))
    return _("{name} challenges {claimant}!").format(name=p.name(event.seat), claimant=p.name(event.claimant))


def _claim_revealed(event: ev.ClaimRevealed, p: Seats) -> str:
    card = a_card(event.card)
    if not event.truthful:
        return _("It is {card}: a bluff! It is discarded").format(card=card)
    if p.you(event.seat):
        return _("It is {card}: you told the truth").format(card=card)
    return _("It is {card}: {name} told the truth").format(card=card, name=p.name(event.seat))


def _penalty_due(event: ev.PenaltyDue, p: Seats) -> str:
    if p.you(event.chooser):
        return _("You pick a hidden card from {name}'s hand").format(name=p.name(event.victim))
    if p.you(event.victim):
        return _("{name} picks a hidden card from your hand").format(name=p.name(event.chooser))
    return _("{name} picks a hidden card from {victim}'s hand").format(name=p.name(event.chooser),
                                                                        victim=p.name(event.victim))


def _penalty_taken(event: ev.PenaltyTaken, p: Seats) -> str:
    card, position = a_card_object(event.card), format_number(event.position + 1)
    if p.you(event.victim):
        return _("You discard {card} (card {position}, picked blind)").format(card=card, position=position)
    return _("{name} discards {card} (card {position}, picked blind)").format(
        name=p.name(event.victim), card=card, position=position)


def _no_penalty(event: ev.NoPenalty, p: Seats) -> str:
    if p.you(event.victim):
        return _("You have no card left to lose")
    return _("{name} has no card left to lose").format(name=p.name(event.victim))


def _awaiting(event: ev.Awaiting, p: Seats) -> str:
    return _("You are choosing") if p.you(event.seat) else _("{name} is choosing").format(name=p.name(event.seat))


def _selected(event: ev.Selected, p: Seats) -> str:
    position = format_number(event.position + 1)
    if p.you(event.seat):
        return _("You picked card {position} of {name}'s hidden cards").format(
            position=position, name=p.name(event.target))
    if p.you(event.target):
        return _("{name} picked card {position} of your hidden cards").format(
            name=p.name(event.seat), position=position)
    return _("{name} picked card {position} of {target}'s hidden cards").format(
        name=p.name(event.seat), position=position, target=p.name(event.target))


def _intercepted(event: ev.Intercepted, p: Seats) -> str:
    you = p.you(event.seat)
    if event.face_up:
        if you:
            return _("You claim a Laser Pointer to intercept (face up in your herd)")
        return _("{name} claims a Laser Pointer to intercept (face up in their herd)").format(name=p.name(event.seat))
    line = (_("You claim a Laser Pointer to intercept") if you
            else _("{name} claims a Laser Pointer to intercept").format(name=p.name(event.seat)))
    return _really(line, event.card, LASER_POINTER)


def _declined(event: ev.InterceptDeclined, p: Seats) -> str:
    if p.you(event.seat):
        return _("You do not intercept")
    return _("{name} does not intercept").format(name=p.name(event.seat))


def _stood(event: ev.InterceptStood, p: Seats) -> str:
    if p.you(event.seat):
        return _("The Laser Pointer goes instead: your picked card is untouched")
    return _("The Laser Pointer goes instead: {name}'s picked card is untouched").format(name=p.name(event.seat))


def _thwarted(event: ev.Thwarted, p: Seats) -> str:
    card, name, target = a_card(event.card), p.name(event.seat), p.name(event.target)
    if event.card == ANIMAL_CONTROL:
        if p.you(event.target):
            line = _("It is {card}: ineffective against itself. It stays face up in your herd; {name}'s card is "
                     "discarded")
        elif p.you(event.seat):
            line = _("It is {card}: ineffective against itself. It stays face up in {target}'s herd; your card is "
                     "discarded")
        else:
            line = _("It is {card}: ineffective against itself. It stays face up in {target}'s herd; {name}'s "
                     "card is discarded")
    elif p.you(event.target):
        line = _("It is {card}: ineffective against itself. It goes back to your hand; {name}'s card is discarded")
    elif p.you(event.seat):
        line = _("It is {card}: ineffective against itself. It goes back to {target}'s hand; your card is "
                 "discarded")
    else:
        line = _("It is {card}: ineffective against itself. It goes back to {target}'s hand; {name}'s card is "
                 "discarded")
    return line.format(card=card, name=name, target=target)


def _removed(event: ev.CardRemoved, p: Seats) -> str:
    card = a_card_object(event.card)
    if p.you(event.target):
        return _("You lose {card}").format(card=card)
    return _("{name} loses {card}").format(name=p.name(event.target), card=card)


def _stolen(event: ev.CardStolen, p: Seats) -> str:
    name, target = p.name(event.seat), p.name(event.target)
    if event.card is None:
        if p.you(event.seat):
            return _("You took a card from {target} into your herd").format(target=target)
        if p.you(event.target):
            return _("{name} took a card from you into their herd").format(name=name)
        return _("{name} took a card from {target} into their herd").format(name=name, target=target)
    card = a_card_object(event.card)
    if p.you(event.seat):
        return _("You took {card} from {target} into your herd").format(card=card, target=target)
    if p.you(event.target):
        return _("{name} took {card} from you into their herd").format(name=name, card=card)
    return _("{name} took {card} from {target} into their herd").format(name=name, card=card, target=target)


def _nothing(event: ev.NothingToTake, p: Seats) -> str:
    if p.you(event.target):
        return _("You have no card to pick")
    return _("{name} has no card to pick").format(name=p.name(event.target))


def _joined(event: ev.JoinedHerd, p: Seats) -> str:
    card = title(event.identity)
    if p.you(event.seat):
        return _("You add {card} to your herd").format(card=card)
    return _("{name} adds {card} to their herd").format(name=p.name(event.seat), card=card)


def _ended(event: ev.GameEnded, p: Seats) -> str:
    # TRANSLATORS: one player's score in the list of scores at the end: "Bea 9".
    scores = ", ".join(_("{name} {points}").format(name=p.listed(s), points=format_number(points))
                       for s, points in enumerate(event.scores))
    if len(event.winners) > 1:
        winners = format_list([p.listed(s) for s in event.winners])
        return _("Scores: {scores}. Shared win: {names}!").format(scores=scores, names=winners)
    winner = event.winners[0]
    if p.you(winner):
        return _("Scores: {scores}. You win!").format(scores=scores)
    return _("Scores: {scores}. {name} wins!").format(scores=scores, name=p.name(winner))


LINES: dict[type[Event], Line] = {
    ev.Dealt: _dealt, ev.TurnBegan: _turn_began, ev.Declared: _declared, ev.Passed: _passed,
    ev.Challenged: _challenged, ev.ClaimRevealed: _claim_revealed, ev.PenaltyDue: _penalty_due,
    ev.PenaltyTaken: _penalty_taken, ev.NoPenalty: _no_penalty, ev.Awaiting: _awaiting,
    ev.Selected: _selected, ev.Intercepted: _intercepted, ev.InterceptDeclined: _declined,
    ev.InterceptStood: _stood, ev.Thwarted: _thwarted, ev.CardRemoved: _removed, ev.CardStolen: _stolen,
    ev.NothingToTake: _nothing, ev.JoinedHerd: _joined, ev.GameEnded: _ended,
}
