"""Sample a full Herding Cats state that one seat cannot tell apart from the real one.

Hard bots search such samples. `determinize(view, rng)` reads only the seat's view. For each
other player, the cards of their own deck not known to have left their hand are dealt at random
into that hand (the cards known to be there first), the card they played face down (while its
claim is open), their 2 removed cards, and the rest counts as played earlier. Face-down herd
cards the seat knows nothing of get identities drawn by the deck's proportions, and every other
player's herd and hand are put in a random order (their orders are secrets). A `Honesty` can
weigh the sample: a player believed honest more likely played what they declared.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence

from .cards import ANIMAL_CONTROL, DECK, ORDER, deck
from .state import OVER, Claim, HerdingState, Penalty, Play, empty_grid
from .view import HerdingView

WEIGHTS = [DECK[c] for c in ORDER]


def determinize(
    view: HerdingView, rng: random.Random, honesty: Mapping[int, float] | None = None,
    claims: Mapping[int, Sequence[str]] | None = None,
) -> HerdingState:
    """A full state consistent with everything `view.seat` knows.

    `honesty[p]`: the chance that p's claim on the table is true, and that each of p's earlier
    unrevealed claims (`claims[p]`, identities) was made with the card it named.
    """
    me, n = view.seat, view.players
    honesty = honesty or {}
    claims = claims or {}
    state = HerdingState(players=n, tie_breaker=view.tie_breaker)
    state.hands = [[] for _ in range(n)]
    state.removed = [[] for _ in range(n)]
    state.known_hand, state.gone, state.known_herd = empty_grid(n), empty_grid(n), empty_grid(n)
    play_card = view.play.card if view.play is not None else None
    for p in range(n):
        if p == me:
            state.hands[p] = list(view.hand)
            state.gone[p][p] = list(view.gone[p])
            state.removed[p] = sorted((deck() - Counter(view.hand) - Counter(view.gone[p])).elements())
            continue
        hand, removed, played, left = _deal(view, p, rng, honesty.get(p), claims.get(p, ()))
        state.hands[p], state.removed[p] = hand, removed
        if played is not None:
            play_card = played
        state.gone[p][p] = left
    for p in range(n):
        if p != me:
            state.gone[me][p] = list(view.gone[p])
            state.known_hand[me][p] = list(view.known_hands[p])
            state.known_herd[me][p] = list(view.known_herds[p])
    state.herd_down = [_herd(view, p, rng) for p in range(n)]
    state.herd_up = [list(h) for h in view.herds_up]
    state.discards = [list(d) for d in view.discards]
    _table(state, view, play_card, rng)
    return state


def _deal(view: HerdingView, p: int, rng: random.Random, honest: float | None,
          claims: Sequence[str]) -> tuple[list[str], list[str], str | None, list[str]]:
    """p's hand, removed cards, face-down played card (if its claim is open and unseen) and the
    cards that left p's hand, all from p's own deck less what `view.seat` knows has left it."""
    pool = deck() - Counter(view.gone[p])
    known = list(view.known_hands[p])
    pool -= Counter(known)
    size = view.hand_counts[p] - len(known)
    left: list[str] = list(view.gone[p])
    played = None
    play = view.play
    if play is not None and play.seat == p and play.card is None:
        want = play.identity if honest is not None and rng.random() < honest else None
        played = want if want and pool[want] else _one(pool, rng)
        pool[played] -= 1
        left.append(played)
    if honest is not None:
        for identity in claims:  # earlier claims believed true took that card out of the hand
            spare = sum(pool.values()) - size - 2
            if spare > 0 and pool[identity] and rng.random() < honest:
                pool[identity] -= 1
                left.append(identity)
    cards = list(pool.elements())
    rng.shuffle(cards)
    hand = known + cards[:size]
    rng.shuffle(hand)
    removed = cards[size:size + 2]
    left += cards[size + 2:]
    return hand, removed, played, left


def _one(pool: Counter[str], rng: random.Random) -> str:
    cards = list(pool.elements())
    return rng.choice(cards)


def _herd(view: HerdingView, p: int, rng: random.Random) -> list[str]:
    if p == view.seat:
        return list(view.herd)
    known = list(view.known_herds[p])
    unknown = view.herd_down_counts[p] - len(known)
    herd = known + rng.choices(ORDER, WEIGHTS, k=unknown)
    rng.shuffle(herd)
    return herd


def _table(state: HerdingState, view: HerdingView, play_card: str | None, rng: random.Random) -> None:
    """The public rest of the state: turn, phase, the claim on the table and its places."""
    state.current, state.turn_number, state.phase = view.current, view.turn_number, view.phase
    state.passed = set(view.passed)
    state.scores, state.winners = view.scores, view.winners
    if view.pending is not None and len(view.pending.seats) == 1:
        (state.chooser,) = view.pending.seats
    if view.penalty is not None:
        state.penalty = Penalty(*view.penalty)
    state.selected = view.selected
    if view.play is not None:
        p = view.play
        state.play = Play(p.seat, play_card or p.identity, p.identity, p.target, p.revealed)
    if view.claim is not None:
        state.claim = _claim(state, view, rng)
    if view.phase == OVER:
        state.herd_down = [list(view.herd) if p == view.seat else sorted(view.known_herds[p])
                           for p in range(view.players)]
    zones = (state.hands, state.removed, state.herd_down, state.herd_up, state.discards)
    state.total = sum(len(z) for rows in zones for z in rows) + (1 if state.play is not None else 0)


def _claim(state: HerdingState, view: HerdingView, rng: random.Random) -> Claim:
    """The presented card: known to its presenter (and when face up); else a random place
    other than the picked one, whose card is whatever the sample put there."""
    c = view.claim
    assert c is not None and state.play is not None
    if c.index is not None and c.card is not None:
        return Claim(c.seat, c.index, c.card, c.face_up)
    herd = state.play.identity == ANIMAL_CONTROL
    row = state.herd_down[c.seat] if herd else state.hands[c.seat]
    places = [i for i in range(len(row)) if i != state.selected]
    index = rng.choice(places)
    return Claim(c.seat, index, row[index], False)

