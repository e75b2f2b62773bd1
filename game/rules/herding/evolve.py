"""`evolve`: apply one event to a Herding Cats state, in place. No checks, no randomness.

Every card leaving a hand goes through `_leave_hand`, every card entering or leaving a herd's
face-down row through `_herd_add` / `_herd_take`, so what each seat knows stays true. On a
scratch copy (`HerdingState.knowledge` False) only the board is kept.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable

from ...engine.events import Event
from . import events as ev
from .cards import ANIMAL_CONTROL, CATNIP, LASER_POINTER, deck
from .state import (
    CHALLENGE,
    LP_CHALLENGE,
    OVER,
    PENALTY,
    TURN,
    Claim,
    HerdingState,
    Penalty,
    Play,
    empty_grid,
)


# ---- what seats know ------------------------------------------------------------------------
def _drop(cards: list[str], card: str) -> None:
    if card in cards:
        cards.remove(card)


def _leave_hand(s: HerdingState, holder: int, index: int, seers: Iterable[int]) -> str:
    """Take the card at `index` of `holder`'s hand. `seers` learn what it was; the others only
    that some card left, so they forget what they knew was in that hand."""
    card = s.hands[holder].pop(index)
    if not s.knowledge:
        return card
    seers = set(seers) | {holder}
    for v in range(s.players):
        if v in seers:
            s.gone[v][holder].append(card)
            _drop(s.known_hand[v][holder], card)
        else:
            s.known_hand[v][holder].clear()
    return card


def _herd_add(s: HerdingState, owner: int, card: str, position: int, knowers: Iterable[int]) -> None:
    s.herd_down[owner].insert(position, card)
    if not s.knowledge:
        return
    for v in knowers:
        if v != owner:
            s.known_herd[v][owner].append(card)


def _herd_take(s: HerdingState, owner: int, index: int, shown: bool) -> str:
    """Take a face-down herd card. Shown: everyone drops one of its identity from what they
    knew; unseen: the others cannot tell what left, so they forget that herd."""
    card = s.herd_down[owner].pop(index)
    if not s.knowledge:
        return card
    for v in range(s.players):
        if v != owner:
            if shown:
                _drop(s.known_herd[v][owner], card)
            else:
                s.known_herd[v][owner].clear()
    return card


def _everyone(s: HerdingState) -> range:
    return range(s.players)


def _knowers(s: HerdingState) -> range:
    """The seats whose knowledge an event updates: every seat, none on a scratch copy."""
    return range(s.players if s.knowledge else 0)


# ---- one handler per event --------------------------------------------------------------------
def _dealt(s: HerdingState, e: ev.Dealt) -> None:
    n = s.players
    s.hands = [list(h) for h in e.hands]
    s.removed = [list(r) for r in e.removed]
    s.herd_down = [list(h) for h in e.herds] or [[] for _ in range(n)]
    s.herd_up = [list(h) for h in e.herds_up] or [[] for _ in range(n)]
    s.discards = [list(d) for d in e.discards] or [[] for _ in range(n)]
    s.known_hand, s.gone, s.known_herd = empty_grid(n), empty_grid(n), empty_grid(n)
    for p in range(n):  # the cards of a player's deck neither in hand nor removed have left the hand
        s.gone[p][p] = sorted((deck() - Counter(s.hands[p]) - Counter(s.removed[p])).elements())
    s.total = sum(len(z) for zones in (s.hands, s.removed, s.herd_down, s.herd_up, s.discards) for z in zones)
    s.current, s.phase, s.turn_number = e.first, TURN, 1


def _turn_began(s: HerdingState, e: ev.TurnBegan) -> None:
    s.current, s.turn_number, s.phase = e.seat, e.number, TURN
    s.play = s.claim = s.penalty = None
    s.selected = None
    s.passed.clear()


def _declared(s: HerdingState, e: ev.Declared) -> None:
    card = e.card or ""
    _leave_hand(s, e.seat, s.hands[e.seat].index(card), ())
    s.play = Play(e.seat, card, e.identity, e.target)
    s.phase = CHALLENGE
    s.passed.clear()


def _passed(s: HerdingState, e: ev.Passed) -> None:
    s.passed.add(e.seat)


def _challenged(s: HerdingState, e: ev.Challenged) -> None:
    s.passed.clear()


def _claim_revealed(s: HerdingState, e: ev.ClaimRevealed) -> None:
    if e.what == "play":
        play = s.play
        assert play is not None
        for v in _knowers(s):  # everyone now knows the played card left the hand
            if v != play.seat:
                s.gone[v][play.seat].append(play.card)
        if e.truthful:
            s.play = Play(play.seat, play.card, play.identity, play.target, revealed=True)
        else:
            s.discards[play.seat].append(play.card)
            s.play = None
        return
    claim = s.claim
    assert claim is not None
    if e.truthful:
        return  # it stays where it is until the substitution
    _discard_presented(s, claim, claim.card, shown=True)
    s.claim = None


def _discard_presented(s: HerdingState, claim: Claim, shown_as: str, shown: bool) -> None:
    """The presented card leaves the defender's hand or herd for its discard pile."""
    seat = claim.seat
    if claim.face_up:
        s.herd_up[seat].pop(claim.index)
    elif s.play is not None and s.play.identity == ANIMAL_CONTROL:
        _herd_take(s, seat, claim.index, shown)
        _shift_selected(s, claim.index)
    else:
        _leave_hand(s, seat, claim.index, _everyone(s) if shown else ())
        _shift_selected(s, claim.index)
    s.discards[seat].append(shown_as)


def _shift_selected(s: HerdingState, removed: int) -> None:
    if s.selected is not None and removed < s.selected:
        s.selected -= 1


def _penalty_due(s: HerdingState, e: ev.PenaltyDue) -> None:
    s.penalty = Penalty(e.victim, e.chooser, e.then)
    s.phase = PENALTY


def _penalty_taken(s: HerdingState, e: ev.PenaltyTaken) -> None:
    card = _leave_hand(s, e.victim, e.position, _everyone(s))
    s.discards[e.victim].append(card)
    if s.play is not None and s.play.target == e.victim and s.selected is not None:
        _shift_selected(s, e.position)
    s.penalty = None


def _no_penalty(s: HerdingState, e: ev.NoPenalty) -> None:
    s.penalty = None


def _awaiting(s: HerdingState, e: ev.Awaiting) -> None:
    s.phase, s.chooser = e.prompt, e.seat
    s.passed.clear()


def _selected(s: HerdingState, e: ev.Selected) -> None:
    s.selected = e.position


def _intercepted(s: HerdingState, e: ev.Intercepted) -> None:
    s.claim = Claim(e.seat, e.index if e.index is not None else 0, e.card or LASER_POINTER, e.face_up)
    s.phase = LP_CHALLENGE
    s.passed.clear()


def _declined(s: HerdingState, e: ev.InterceptDeclined) -> None:
    pass


def _stood(s: HerdingState, e: ev.InterceptStood) -> None:
    """The substitution: the presented card goes instead of the picked one."""
    claim, play = s.claim, s.play
    assert claim is not None and play is not None
    if play.identity == CATNIP:
        # It is a Laser Pointer now (the claim stood): what it was printed as, nobody learns.
        _leave_hand(s, claim.seat, claim.index, ())
        _herd_add(s, e.attacker, LASER_POINTER, e.herd_position or 0, _everyone(s))
    else:
        _discard_presented(s, claim, LASER_POINTER, shown=False)
    s.claim = None


def _thwarted(s: HerdingState, e: ev.Thwarted) -> None:
    play = s.play
    assert play is not None and s.selected is not None
    if play.identity == ANIMAL_CONTROL:
        card = _herd_take(s, e.target, s.selected, shown=True)
        s.herd_up[e.target].append(card)
    else:
        card = s.hands[e.target].pop(s.selected)
        s.hands[e.target].insert(e.position or 0, card)
        for v in _knowers(s):  # everyone saw it go back (where to, only its holder knows)
            if v != e.target and card not in s.known_hand[v][e.target]:
                s.known_hand[v][e.target].append(card)
    s.discards[play.seat].append(play.identity)
    s.play, s.selected = None, None


def _removed(s: HerdingState, e: ev.CardRemoved) -> None:
    play = s.play
    assert play is not None and s.selected is not None
    if play.identity == ANIMAL_CONTROL:
        card = _herd_take(s, e.target, s.selected, shown=True)
    else:
        card = _leave_hand(s, e.target, s.selected, _everyone(s))
    s.discards[e.target].append(card)
    s.selected = None


def _stolen(s: HerdingState, e: ev.CardStolen) -> None:
    assert s.selected is not None
    card = _leave_hand(s, e.target, s.selected, (e.seat, e.target))
    _herd_add(s, e.seat, card, e.herd_position or 0, (e.seat, e.target))
    s.selected = None


def _nothing(s: HerdingState, e: ev.NothingToTake) -> None:
    pass


def _joined(s: HerdingState, e: ev.JoinedHerd) -> None:
    _herd_add(s, e.seat, e.identity, e.position or 0, _everyone(s))
    s.play = None


def _ended(s: HerdingState, e: ev.GameEnded) -> None:
    s.phase, s.scores, s.winners = OVER, e.scores, e.winners
    s.play = s.claim = s.penalty = None
    s.selected = None
    for v in _knowers(s):
        for p in _everyone(s):
            if v != p:
                s.known_herd[v][p] = list(s.herd_down[p])


HANDLERS: dict[type[Event], Callable[[HerdingState, Event], None]] = {
    ev.Dealt: _dealt, ev.TurnBegan: _turn_began, ev.Declared: _declared, ev.Passed: _passed,
    ev.Challenged: _challenged, ev.ClaimRevealed: _claim_revealed, ev.PenaltyDue: _penalty_due,
    ev.PenaltyTaken: _penalty_taken, ev.NoPenalty: _no_penalty, ev.Awaiting: _awaiting,
    ev.Selected: _selected, ev.Intercepted: _intercepted, ev.InterceptDeclined: _declined,
    ev.InterceptStood: _stood, ev.Thwarted: _thwarted, ev.CardRemoved: _removed, ev.CardStolen: _stolen,
    ev.NothingToTake: _nothing, ev.JoinedHerd: _joined, ev.GameEnded: _ended,
}  # type: ignore[dict-item]


def evolve(state: HerdingState, event: Event) -> HerdingState:
    state.cache.clear()
    HANDLERS[type(event)](state, event)
    return state

