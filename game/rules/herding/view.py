"""What one seat may know of a Herding Cats game: the only picture the app, log and bots get.

Its own hand (in its order) and herd (face-down identities in its order); every herd's face-up
cards and face-down count; hand sizes; the discard piles; what it has learned (cards it knows
are in a hand or herd, printed cards it knows have left a hand); the claim on the table, and
its printed card only to its player (or to all once a challenge showed it). Once the game is
over, every herd is shown. Nobody ever sees the removed cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.pending import Pending
from .state import OVER, HerdingState


@dataclass(frozen=True, slots=True)
class PlayView:
    """The card on the table: `card` is its printed type where this seat may know it."""

    seat: int
    identity: str
    target: int | None
    card: str | None
    revealed: bool


@dataclass(frozen=True, slots=True)
class ClaimView:
    """A Laser Pointer claim: which card was presented only to its presenter (and a face-up one)."""

    seat: int
    face_up: bool
    index: int | None
    card: str | None


@dataclass(frozen=True, slots=True)
class HerdingView:
    seat: int
    players: int
    tie_breaker: bool
    current: int
    turn_number: int
    phase: str
    pending: Pending | None
    hand: tuple[str, ...]                      # this seat's hand in its order; () for a spectator
    hand_counts: tuple[int, ...]
    herd: tuple[str, ...]                      # this seat's face-down herd in its order
    herd_down_counts: tuple[int, ...]
    herds_up: tuple[tuple[str, ...], ...]      # every herd's face-up cards (public)
    known_herds: tuple[tuple[str, ...], ...]   # identities this seat knows are face down there
    known_hands: tuple[tuple[str, ...], ...]   # cards this seat knows are in that hand
    gone: tuple[tuple[str, ...], ...]          # printed cards this seat knows have left that hand
    discards: tuple[tuple[str, ...], ...]      # oldest first, public
    play: PlayView | None
    selected: int | None
    claim: ClaimView | None
    penalty: tuple[int, int, str] | None       # (victim, chooser, what follows)
    passed: frozenset[int]
    scores: tuple[int, ...] | None
    winners: tuple[int, ...] | None

    @property
    def others(self) -> tuple[int, ...]:
        return tuple(s for s in range(self.players) if s != self.seat)


def _sorted_rows(rows: list[list[str]], seat: int) -> tuple[tuple[str, ...], ...]:
    """Each row sorted (its order says nothing), but `seat`'s own, which is left empty."""
    return tuple([tuple(sorted(cards)) if cards and p != seat else () for p, cards in enumerate(rows)])


def view(state: HerdingState, seat: int, pending: Pending | None) -> HerdingView:
    mine = 0 <= seat < state.players
    n = state.players
    over = state.phase == OVER
    play = state.play
    play_view = None
    if play is not None:
        shown = play.seat == seat or play.revealed
        play_view = PlayView(play.seat, play.identity, play.target, play.card if shown else None, play.revealed)
    claim = state.claim
    claim_view = None
    if claim is not None:
        shown = claim.seat == seat or claim.face_up
        claim_view = ClaimView(claim.seat, claim.face_up, claim.index if shown else None,
                               claim.card if shown else None)
    if over:
        known_herds = tuple(() if p == seat else tuple(sorted(state.herd_down[p])) for p in range(n))
    else:
        known_herds = _sorted_rows(state.known_herd[seat], seat) if mine else ((),) * n
    return HerdingView(
        seat=seat, players=n, tie_breaker=state.tie_breaker, current=state.current,
        turn_number=state.turn_number, phase=state.phase, pending=pending,
        hand=tuple(state.hands[seat]) if mine else (),
        hand_counts=tuple(map(len, state.hands)),
        herd=tuple(state.herd_down[seat]) if mine else (),
        herd_down_counts=tuple(map(len, state.herd_down)),
        herds_up=tuple(map(tuple, state.herd_up)),
        known_herds=known_herds,
        known_hands=_sorted_rows(state.known_hand[seat], seat) if mine else ((),) * n,
        gone=tuple([tuple(sorted(g)) for g in state.gone[seat]]) if mine else ((),) * n,
        discards=tuple(map(tuple, state.discards)),
        play=play_view, selected=state.selected, claim=claim_view,
        penalty=None if state.penalty is None else (state.penalty.victim, state.penalty.chooser, state.penalty.then),
        passed=frozenset(state.passed), scores=state.scores, winners=state.winners,
    )
