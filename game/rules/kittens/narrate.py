"""The game log in the words of the table: one line per event, as one viewer sees it.

Every line is a whole sentence in the current language, made when it is shown (a saved game or a
replay is told in the language of the moment): one message for "you" and one for another player,
as subject and as object, each with named placeholders. The table's director says some of these
lines as they are (`line`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.events import Event
from ...i18n import _, format_list, format_number, ngettext, pgettext
from ..words import Person, narrator
from ..words import say as _say
from ..words import say_to as _say_to
from . import events as ev
from .cards import CLONE, IMPLODING, title


def cards_words(cards: tuple[str, ...]) -> str:
    """Cards played together, as the log and the table's status line name them: "2 x Tacocat",
    "Tacocat and Feral Cat"."""
    if len(cards) == 1:
        return title(cards[0])
    if len(set(cards)) == 1:
        # TRANSLATORS: several copies of one card played together, e.g. "2 x Tacocat".
        return ngettext("{n} x {card}", "{n} x {card}", len(cards)).format(n=format_number(len(cards)),
                                                                           card=title(cards[0]))
    return format_list([title(c) for c in cards])


def _in_order(cards: tuple[str, ...]) -> str:
    """Cards of the draw pile in order, top first: "Skip, Nope, Attack"."""
    return ", ".join(title(c) for c in cards)


def describe(event: Event, names: list[str], you: int | None = None) -> str:
    """One line for the log, in the second person for seat `you` (see `reader`), the third
    for everyone else. `event` should already be redacted for the reader."""
    return line(event, narrator(names, you))


Line = Callable[[Any, Callable[[int], Person]], str]
Seat = Callable[[int], Person]


def line(event: Event, p: Seat) -> str:
    """`event`'s line for the reader of `p` (`words.narrator`): LINES', by its class or the
    nearest base class listed."""
    for cls in type(event).__mro__:
        line = LINES.get(cls)
        if line is not None:
            return line(event, p)
    return event.kind


def _card_or_not(card: str | None) -> str | None:
    return None if card is None else title(card)


def _dealt(e: ev.Dealt, p: Seat) -> str:
    return _say(p(e.first), _("The cards are dealt. You go first."), _("The cards are dealt. {name} goes first."))


def _played(e: ev.CardsPlayed, p: Seat) -> str:
    who, cards = p(e.seat), cards_words(e.cards)
    named = None if e.named is None else title(e.named)
    if e.target is None:
        if e.cards == (CLONE,) and named is not None:
            # TRANSLATORS: {cards} is a Clone card, {card} the card it acts as.
            return _say(who, _("You played {cards} as {card}"), _("{name} played {cards} as {card}"),
                        cards=cards, card=named)
        if named is not None:
            return _say(who, _("You played {cards}, naming {card}"), _("{name} played {cards}, naming {card}"),
                        cards=cards, card=named)
        return _say(who, _("You played {cards}"), _("{name} played {cards}"), cards=cards)
    whom = p(e.target)
    if e.target == e.seat:  # Feed the Dead, played by a dead player on themselves
        if e.cards == (CLONE,) and named is not None:
            return _say(who, _("You played {cards} as {card} on yourself"),
                        _("{name} played {cards} as {card} on themselves"), cards=cards, card=named)
        return _say(who, _("You played {cards} on yourself"), _("{name} played {cards} on themselves"), cards=cards)
    if e.cards == (CLONE,) and named is not None:
        return _say_to(who, whom, _("You played {cards} as {card} on {target}"),
                       _("{name} played {cards} as {card} on you"), _("{name} played {cards} as {card} on {target}"),
                       cards=cards, card=named)
    if named is not None:
        # TRANSLATORS: three of a kind: {card} is the card asked for.
        return _say_to(who, whom, _("You played {cards} on {target}, naming {card}"),
                       _("{name} played {cards} on you, naming {card}"),
                       _("{name} played {cards} on {target}, naming {card}"), cards=cards, card=named)
    return _say_to(who, whom, _("You played {cards} on {target}"), _("{name} played {cards} on you"),
                   _("{name} played {cards} on {target}"), cards=cards)


def _turn_began(e: ev.TurnBegan, p: Seat) -> str:
    who, n = p(e.seat), e.turns
    if n <= 1:
        # TRANSLATORS: a log line: the reader's turn began (the rules pages' heading "Your turn" is another message).
        return _say(who, pgettext("log", "Your turn"), _("{name}'s turn"))
    return _say(who, ngettext("Your turn ({n} turn)", "Your turn ({n} turns)", n),
                ngettext("{name}'s turn ({n} turn)", "{name}'s turn ({n} turns)", n), n=format_number(n))


def _future_seen(e: ev.FutureSeen, p: Seat) -> str:
    who = p(e.seat)
    if e.cards is None:
        return _say(who, _("You looked at the top of the draw pile"), _("{name} looked at the top of the draw pile"))
    # TRANSLATORS: {cards} are the top cards of the draw pile, top first.
    return _say(who, _("You saw: {cards}"), _("{name} saw: {cards}"), cards=_in_order(e.cards))


def _future_arranged(e: ev.FutureArranged, p: Seat) -> str:
    who = p(e.seat)
    if e.cards is None:
        return _say(who, _("You put the top cards back in an order of your choice"),
                    _("{name} put the top cards back in an order of their choice"))
    return _say(who, _("You put back: {cards}"), _("{name} put back: {cards}"), cards=_in_order(e.cards))


def _awaiting(e: ev.Awaiting, p: Seat) -> str:
    return _say(p(e.seat), _("You are choosing"), _("{name} is choosing"))


def _moved(e: ev.CardMoved, p: Seat) -> str:
    """A card changed hands: a Favor given, a card stolen, a named card handed over."""
    giver, receiver, card = p(e.giver), p(e.receiver), _card_or_not(e.card)
    if e.how == "steal":
        if card is None:
            return _say_to(receiver, giver, _("You took a card from {target}"), _("{name} took a card from you"),
                           _("{name} took a card from {target}"))
        return _say_to(receiver, giver, _("You took {card} from {target}"), _("{name} took {card} from you"),
                       _("{name} took {card} from {target}"), card=card)
    if e.how == "favor":
        if card is None:
            return _say_to(giver, receiver, _("You gave a card to {target}"), _("{name} gave a card to you"),
                           _("{name} gave a card to {target}"))
        return _say_to(giver, receiver, _("You gave {card} to {target}"), _("{name} gave {card} to you"),
                       _("{name} gave {card} to {target}"), card=card)
    if card is None:
        return _say_to(giver, receiver, _("You handed over a card to {target}"),
                       _("{name} handed over a card to you"), _("{name} handed over a card to {target}"))
    return _say_to(giver, receiver, _("You handed over {card} to {target}"), _("{name} handed over {card} to you"),
                   _("{name} handed over {card} to {target}"), card=card)


def _nothing_taken(e: ev.NothingTaken, p: Seat) -> str:
    who = p(e.target)
    if e.named is not None:
        # TRANSLATORS: {card} is the card name asked for (three of a kind) that the player does not hold
        return _say(who, _("You have no {card}"), _("{name} has no {card}"), card=title(e.named))
    return _say(who, _("You had no card to give"), _("{name} had no card to give"))


def _dug(e: ev.CardDug, p: Seat) -> str:
    who, card = p(e.seat), _card_or_not(e.card)
    if card is None:
        return _say(who, _("You left the top card and drew a card from under it"),
                    _("{name} left the top card and drew a card from under it"))
    return _say(who, _("You left the top card and drew {card} from under it"),
                _("{name} left the top card and drew {card} from under it"), card=card)


def _drawn(e: ev.CardDrawn, p: Seat) -> str:
    who, card = p(e.seat), _card_or_not(e.card)
    if e.bottom:
        if card is None:
            return _say(who, _("You drew a card from the bottom"), _("{name} drew a card from the bottom"))
        return _say(who, _("You drew {card} from the bottom"), _("{name} drew {card} from the bottom"), card=card)
    if card is None:
        return _say(who, _("You drew a card"), _("{name} drew a card"))
    return _say(who, _("You drew {card}"), _("{name} drew {card}"), card=card)


def put_back(e: ev.KittenPlaced) -> str:
    """Where a Kitten went back, as the reader of `e` (redacted for them) knows it: the one
    phrase the log and the table's captions use ("face up on top of the draw pile")."""
    if e.face_up_on_top:
        # TRANSLATORS: where a Kitten was put back; it follows "put the Kitten back".
        return _("face up on top of the draw pile")
    if e.position is None:
        if e.card == IMPLODING:
            # TRANSLATORS: where a Kitten was put back; it follows "put the Kitten back".
            return _("face up somewhere in the draw pile")
        # TRANSLATORS: where a Kitten was put back; it follows "put the Kitten back".
        return _("somewhere in the draw pile")
    place = format_number(e.position + 1)
    if e.card == IMPLODING:
        # TRANSLATORS: where a Kitten was put back ({position}: 1 is the top); it follows "put the Kitten back".
        return _("face up at position {position} in the draw pile").format(position=place)
    # TRANSLATORS: where a Kitten was put back ({position}: 1 is the top); it follows "put the Kitten back".
    return _("at position {position} in the draw pile").format(position=place)


def _hidden(e: ev.KittenHidden, p: Seat) -> str:
    # TRANSLATORS: {where} says where in the draw pile, e.g. "at position 3 in the draw pile".
    return _say(p(e.seat), _("You put an Exploding Kitten back {where}"),
                _("{name} put an Exploding Kitten back {where}"), where=put_back(e))


def _placed(e: ev.KittenPlaced, p: Seat) -> str:
    # TRANSLATORS: {where} says where in the draw pile, e.g. "at position 3 in the draw pile".
    if e.card == IMPLODING:
        return _say(p(e.seat), _("You put the Imploding Kitten back {where}"),
                    _("{name} put the Imploding Kitten back {where}"), where=put_back(e))
    return _say(p(e.seat), _("You put the Exploding Kitten back {where}"),
                _("{name} put the Exploding Kitten back {where}"), where=put_back(e))


def _eliminated(e: ev.Eliminated, p: Seat) -> str:
    if e.kitten == IMPLODING:
        return _say(p(e.seat), _("You imploded!"), _("{name} imploded!"))
    return _say(p(e.seat), _("You exploded!"), _("{name} exploded!"))


# ---- Zombie Kittens ------------------------------------------------------------------------
def _died(e: ev.Died, p: Seat) -> str:
    return _say(p(e.seat), _("You died: the Exploding Kitten lies face up in front of you"),
                _("{name} died: the Exploding Kitten lies face up in front of them"))


def _fed(e: ev.CardFed, p: Seat) -> str:
    giver, receiver, card = p(e.giver), p(e.receiver), _card_or_not(e.card)
    if card is None:
        return _say_to(giver, receiver, _("You fed a card to {target}"), _("{name} fed a card to you"),
                       _("{name} fed a card to {target}"))
    return _say_to(giver, receiver, _("You fed {card} to {target}"), _("{name} fed {card} to you"),
                   _("{name} fed {card} to {target}"), card=card)


def _buried(e: ev.CardBuried, p: Seat) -> str:
    who, card = p(e.seat), _card_or_not(e.card)
    if card is None:
        return _say(who, _("You put a card into the draw pile"), _("{name} put a card into the draw pile"))
    return _say(who, _("You put {card} into the draw pile"), _("{name} put {card} into the draw pile"), card=card)


def _resurrected(e: ev.Resurrected, p: Seat) -> str:
    return _say_to(p(e.seat), p(e.risen), _("You brought {target} back to life!"),
                   _("{name} brought you back to life!"), _("{name} brought {target} back to life!"))


def _resolved(e: ev.PlayResolved, p: Seat) -> str:
    return _("Noped: nothing happens") if e.cancelled else _("The play goes ahead")


def _reversed(e: ev.DirectionReversed, p: Seat) -> str:
    return _("Play now goes clockwise") if e.direction > 0 else _("Play now goes counter-clockwise")


# Each event class's line; a class not listed takes its nearest listed base class's.
LINES: dict[type[Event], Line] = {
    ev.Dealt: _dealt,
    ev.CardsPlayed: _played,
    ev.Noped: lambda e, p: _say(p(e.seat), _("You played Nope!"), _("{name} played Nope!")),
    ev.Passed: lambda e, p: _say(p(e.seat), _("You let it happen"), _("{name} let it happen")),
    ev.PlayResolved: _resolved,
    ev.TurnBegan: _turn_began,
    ev.DirectionReversed: _reversed,
    ev.PileShuffled: lambda e, p: _("The draw pile was shuffled"),
    ev.FutureSeen: _future_seen,
    ev.FutureArranged: _future_arranged,
    ev.Awaiting: _awaiting,
    ev.CardMoved: _moved,
    ev.NothingTaken: _nothing_taken,
    ev.DiscardTaken: lambda e, p: _say(p(e.seat), _("You took {card} from the discard pile"),
                                       _("{name} took {card} from the discard pile"), card=title(e.card)),
    ev.CardDug: _dug,
    ev.CardDrawn: _drawn,
    ev.Defused: lambda e, p: _say(p(e.seat), _("You defused the Kitten!"), _("{name} defused the Kitten!")),
    ev.KittenHidden: _hidden,
    ev.KittenPlaced: _placed,
    ev.Eliminated: _eliminated,
    ev.GameWon: lambda e, p: _say(p(e.seat), _("You win!"), _("{name} wins!")),
    ev.Died: _died,
    ev.Resurrected: _resurrected,
    ev.Foresight: lambda e, p: _say(p(e.seat), _("You will see where the Kittens go"),
                                    _("{name} will see where the Kittens go")),
    ev.CardFed: _fed,
    ev.CardBuried: _buried,
    ev.EndsSwapped: lambda e, p: _("The top and bottom cards of the draw pile swapped places"),
    ev.PlayFinished: lambda e, p: _("The play is done"),
}
