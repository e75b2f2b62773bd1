"""`evolve`: apply one event to a Kittens state, in place. No checks, no randomness.

Every change to the draw pile goes through the three pile helpers below, which also keep each
seat's memory of pile positions true; every hidden change to a hand goes through `_forget`.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.events import Event
from ...engine.pending import Pending
from ...engine.records import maker
from . import events as ev
from .cards import DEFUSE, IMPLODING, KITTENS, NOPE
from .state import OVER, PENDING, RESPOND, TURN, KittensState, Play

# `Play(...)` without the frozen dataclass's slower __init__ (one each card played).
_new_play = maker(Play)


# ---- the draw pile and what each seat knows of it -----------------------------------------
def _pile_take(state: KittensState, index: int) -> str:
    """Remove the card at `index` (0 = top); positions below it move up."""
    card = state.draw.pop(index)
    if not any(state.knows):  # nobody has seen a pile position
        return card
    for known in state.knows:
        if known:
            moved = {}
            for pos, c in known.items():
                if pos < index:
                    moved[pos] = c
                elif pos > index:
                    moved[pos - 1] = c
            known.clear()
            known.update(moved)
    return card


def _pile_insert(state: KittensState, index: int, card: str, placer: int, watchers: tuple[int, ...] = ()) -> None:
    """`placer` secretly inserts `card` at `index` (seen by `watchers` too).

    The placer's memory shifts with the pile and gains the card; nobody else knows where it
    went, so nobody else can trust what they remembered of the pile.
    """
    state.draw.insert(index, card)
    for seat, known in enumerate(state.knows):
        if seat == placer or seat in watchers:
            moved = {(pos + 1 if pos >= index else pos): c for pos, c in known.items()}
            moved[index] = card
            known.clear()
            known.update(moved)
        else:
            known.clear()


def _pile_replace(state: KittensState, pile: list[str]) -> None:
    """A new order nobody has seen."""
    state.draw = pile
    for known in state.knows:
        known.clear()


# ---- what seats know of each other's hands ------------------------------------------------
def _forget(state: KittensState, holder: int, keep: tuple[int, ...] = ()) -> None:
    """`holder` lost a card unseen: other seats forget what they knew of that hand."""
    for seat in range(state.players):
        if seat not in keep:
            state.seen_in_hand[seat][holder].clear()


def _shown(state: KittensState, holder: int, cards: tuple[str, ...] | list[str]) -> None:
    """`holder` showed and lost `cards`: every seat's memory of that hand drops them."""
    for seat in range(state.players):
        known = state.seen_in_hand[seat][holder]
        for card in cards:
            if card in known:
                known.remove(card)


def _learn(state: KittensState, seat: int, holder: int, card: str) -> None:
    if seat != holder:
        state.seen_in_hand[seat][holder].append(card)


# ---- one handler per event ----------------------------------------------------------------
def _dealt(s: KittensState, e: ev.Dealt) -> None:
    s.hands = [list(h) for h in e.hands]
    s.draw = list(e.draw or ())
    s.discard = list(e.discard)
    s.removed = e.removed
    s.alive = [True] * s.players
    s.knows = [{} for _ in range(s.players)]
    s.seen_in_hand = [[[] for _ in range(s.players)] for _ in range(s.players)]
    s.current, s.turns, s.attacked, s.phase = e.first, 1, False, TURN
    s.turn_number = 1


def _played(s: KittensState, e: ev.CardsPlayed) -> None:
    if s.phase == RESPOND and s.play is not None:  # a NOW card interrupts the open window
        s.stack.append((s.play, tuple(s.nopes)))
    hand = s.hands[e.seat]
    for card in e.cards:
        hand.remove(card)
    _shown(s, e.seat, e.cards)
    s.play = _new_play(e.seat, e.cards, e.target, e.named, len(s.discard))
    s.discard.extend(e.cards)
    s.nopes.clear()
    s.passed.clear()
    s.phase = RESPOND


def _noped(s: KittensState, e: ev.Noped) -> None:
    s.hands[e.seat].remove(NOPE)
    _shown(s, e.seat, (NOPE,))
    s.discard.append(NOPE)
    s.nopes.append(e.seat)
    s.passed.clear()


def _passed(s: KittensState, e: ev.Passed) -> None:
    s.passed.add(e.seat)


def _resolved(s: KittensState, e: ev.PlayResolved) -> None:
    s.phase = TURN
    if e.cancelled or s.play is None or not s.play.keep:
        s.play = None  # five different and Feed the Dead keep it until their effect is done


def _turn_began(s: KittensState, e: ev.TurnBegan) -> None:
    s.current, s.turns, s.attacked = e.seat, e.turns, e.attacked
    s.phase, s.play = TURN, None
    s.turn_number += 1


def _reversed(s: KittensState, e: ev.DirectionReversed) -> None:
    s.direction = e.direction


def _shuffled(s: KittensState, e: ev.PileShuffled) -> None:
    _pile_replace(s, list(e.pile or ()))


def _future_seen(s: KittensState, e: ev.FutureSeen) -> None:
    cards = e.cards or ()
    s.knows[e.seat].update(enumerate(cards))


def _future_arranged(s: KittensState, e: ev.FutureArranged) -> None:
    cards = list(e.cards or ())
    s.draw[: len(cards)] = cards
    s.phase = TURN
    for seat, known in enumerate(s.knows):
        for pos in range(len(cards)):
            if seat == e.seat:
                known[pos] = cards[pos]
            else:
                known.pop(pos, None)


def _awaiting(s: KittensState, e: ev.Awaiting) -> None:
    s.phase, s.chooser = e.prompt, e.seat


def _card_moved(s: KittensState, e: ev.CardMoved) -> None:
    card = e.card or ""
    s.hands[e.giver].remove(card)
    s.hands[e.receiver].append(card)
    if e.how == "named":
        _shown(s, e.giver, (card,))
        for seat in range(s.players):
            _learn(s, seat, e.receiver, card)
    else:
        _forget(s, e.giver, keep=(e.giver, e.receiver))
        _shown(s, e.giver, (card,))  # the two who saw it drop it from their memory too
        _learn(s, e.giver, e.receiver, card)
    s.phase, s.play = TURN, None


def _nothing_taken(s: KittensState, e: ev.NothingTaken) -> None:
    s.phase, s.play = TURN, None


def _discard_taken(s: KittensState, e: ev.DiscardTaken) -> None:
    # Take the newest copy below the five-different mark (all copies are alike).
    mark = s.play.discard_mark if s.play else len(s.discard)
    index = max(i for i in range(mark) if s.discard[i] == e.card)
    del s.discard[index]
    s.hands[e.seat].append(e.card)
    for seat in range(s.players):
        _learn(s, seat, e.seat, e.card)
    s.phase, s.play = TURN, None


def _drawn(s: KittensState, e: ev.CardDrawn) -> None:
    _draw_at(s, e.seat, len(s.draw) - 1 if e.bottom else 0)


def _draw_at(s: KittensState, drawer: int, index: int) -> None:
    """`drawer` draws the pile's card at `index`; those who had seen it there know it now."""
    watchers = [seat for seat, known in enumerate(s.knows) if index in known and seat != drawer] if any(s.knows) else ()
    card = _pile_take(s, index)
    if card in KITTENS:
        s.drawn_kitten = card
    else:
        s.hands[drawer].append(card)
        for seat in watchers:
            _learn(s, seat, drawer, card)
    s.play = None


def _defused(s: KittensState, e: ev.Defused) -> None:
    s.hands[e.seat].remove(DEFUSE)
    _shown(s, e.seat, (DEFUSE,))
    s.discard.append(DEFUSE)


def _kitten_placed(s: KittensState, e: ev.KittenPlaced) -> None:
    position = e.position if e.position is not None else 0
    _pile_insert(s, position, e.card, e.seat)
    if e.card == IMPLODING:
        s.imploding_up = True
    s.drawn_kitten = None


def _eliminated(s: KittensState, e: ev.Eliminated) -> None:
    s.alive[e.seat] = False
    s.hands[e.seat] = []
    s.discard.extend(e.hand)
    s.discard.append(e.kitten)
    if e.kitten == IMPLODING:
        s.imploding_up = False
    s.drawn_kitten = None
    s.out_order.append(e.seat)
    for seat in range(s.players):
        s.seen_in_hand[seat][e.seat].clear()


def _won(s: KittensState, e: ev.GameWon) -> None:
    s.winner, s.phase = e.seat, OVER


# ---- Zombie Kittens ------------------------------------------------------------------------
def _died(s: KittensState, e: ev.Died) -> None:
    s.alive[e.seat] = False
    s.drawn_kitten = None  # face up in front of the dead player
    s.out_order.append(e.seat)


def _resurrected(s: KittensState, e: ev.Resurrected) -> None:
    s.alive[e.risen] = True
    s.out_order.remove(e.risen)
    s.to_place += 1  # the risen player's Kitten, now in the placer's hands


def _kitten_hidden(s: KittensState, e: ev.KittenHidden) -> None:
    _pile_insert(s, e.position if e.position is not None else 0, e.card, e.seat, e.watchers)
    if s.to_place:
        s.to_place -= 1
    else:
        s.drawn_kitten = None
        s.watchers.clear()


def _foresight(s: KittensState, e: ev.Foresight) -> None:
    s.watchers.append(e.seat)


def _fed(s: KittensState, e: ev.CardFed) -> None:
    card = e.card or ""
    s.hands[e.giver].remove(card)
    s.hands[e.receiver].append(card)
    _forget(s, e.giver, keep=(e.giver, e.receiver))
    _shown(s, e.giver, (card,))
    _learn(s, e.giver, e.receiver, card)


def _buried(s: KittensState, e: ev.CardBuried) -> None:
    card = e.card or ""
    s.hands[e.seat].remove(card)
    _forget(s, e.seat, keep=(e.seat,))
    _pile_insert(s, 0, card, e.seat)


def _dug(s: KittensState, e: ev.CardDug) -> None:
    _draw_at(s, e.seat, 1)


def _ends_swapped(s: KittensState, e: ev.EndsSwapped) -> None:
    last = len(s.draw) - 1
    if last < 1:
        return
    s.draw[0], s.draw[last] = s.draw[last], s.draw[0]
    for known in s.knows:
        top, bottom = known.pop(0, None), known.pop(last, None)
        if top is not None:
            known[last] = top
        if bottom is not None:
            known[0] = bottom


def _play_finished(s: KittensState, e: ev.PlayFinished) -> None:
    if s.stack:
        s.play, nopes = s.stack.pop()
        s.nopes = list(nopes)
        s.passed.clear()
        s.phase = RESPOND
    else:
        s.phase, s.play = TURN, None


HANDLERS: dict[type[Event], Callable[[KittensState, Event], None]] = {
    ev.Dealt: _dealt, ev.CardsPlayed: _played, ev.Noped: _noped, ev.Passed: _passed,
    ev.PlayResolved: _resolved, ev.TurnBegan: _turn_began, ev.DirectionReversed: _reversed,
    ev.PileShuffled: _shuffled, ev.FutureSeen: _future_seen, ev.FutureArranged: _future_arranged,
    ev.Awaiting: _awaiting, ev.CardMoved: _card_moved, ev.NothingTaken: _nothing_taken,
    ev.DiscardTaken: _discard_taken, ev.CardDrawn: _drawn, ev.Defused: _defused,
    ev.KittenPlaced: _kitten_placed, ev.Eliminated: _eliminated, ev.GameWon: _won,
    ev.Died: _died, ev.Resurrected: _resurrected, ev.KittenHidden: _kitten_hidden,
    ev.Foresight: _foresight, ev.CardFed: _fed, ev.CardBuried: _buried, ev.CardDug: _dug,
    ev.EndsSwapped: _ends_swapped, ev.PlayFinished: _play_finished,
}  # type: ignore[dict-item]


def evolve(state: KittensState, event: Event) -> KittensState:
    cache = state.cache
    if cache:
        pending = cache.get(PENDING) if type(event) is ev.Passed else None
        cache.clear()
        if isinstance(pending, Pending):
            # A pass changes nothing but who the window waits for (a third of all events).
            cache[PENDING] = _pending(pending.kind, pending.seats - {event.seat}, pending.prompt)  # type: ignore[attr-defined]
    HANDLERS[type(event)](state, event)
    return state


_pending = maker(Pending)

