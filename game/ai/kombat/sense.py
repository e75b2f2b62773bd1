"""What the Kombat CPUs reason with, all from one seat's view: hand plans, bounds on what the
other side can still make, how strong a hand is, and what treasure is worth to a seat."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from itertools import combinations, product

from ...rules.kombat.cards import DECK, KITTENS, RANKS, ROUNDS, rank, score
from ...rules.kombat.hands import key, key_of_ranks
from ...rules.kombat.state import BATTLE
from ...rules.kombat.view import KombatView

Key = tuple[int, ...]


def plans(known: tuple[str, ...], hand: tuple[str, ...], more: int) -> list[tuple[Key, tuple[str, ...]]]:
    """Every way to add `more` cards of `hand` to the cards `known` on the table: (key, cards)."""
    more = min(more, len(hand))
    return [(key(known + combo), combo) for combo in sorted(set(combinations(sorted(hand), more)))]


def best_plan(known: tuple[str, ...], hand: tuple[str, ...], more: int) -> tuple[Key, tuple[str, ...]]:
    """The best hand the seat can still make; ties keep the higher cards in hand."""
    return _best_plan(tuple(known), tuple(sorted(hand)), more)


@lru_cache(maxsize=1 << 15)
def _best_plan(known: tuple[str, ...], hand: tuple[str, ...], more: int) -> tuple[Key, tuple[str, ...]]:
    options = plans(known, hand, more)
    return max(options, key=lambda kc: (kc[0], [-rank(c) for c in sorted(kc[1], key=rank, reverse=True)]))


@lru_cache(maxsize=4096)
def _bound(ranks: tuple[int, ...], more: int, extra: int, high: bool) -> Key:
    """The best (`high`) or worst key of `ranks` plus `more` unknown cards, best 3 of them all
    and `extra` helper cards."""
    keys = []
    for added in product(RANKS, repeat=more + extra):
        cards = ranks + added
        if len(cards) <= 3:
            keys.append(key_of_ranks(cards))
        else:
            keys.append(max(key_of_ranks(trio) for trio in combinations(cards, 3)))
    return max(keys) if high else min(keys)


def side_bounds(view: KombatView, combatant: int) -> tuple[Key, Key]:
    """The worst and best final hand the side of `combatant` can still end with."""
    fight = view.fight
    assert fight is not None
    played = tuple(sorted(rank(c) for c in fight.cards_of(combatant)))
    own = tuple(sorted(rank(c) for c in dict(fight.played).get(combatant, ())))
    more = max(0, ROUNDS - len(own)) if combatant not in fight.forfeited else 0
    helper = fight.helper(combatant)
    extra = 1 if helper is not None and helper not in dict(fight.played) and fight.kind == BATTLE else 0
    return _bound(played, more, extra, False), _bound(played, more, extra, True)


def rivals(view: KombatView) -> tuple[int, ...]:
    """The fighters against this seat's side that are still standing."""
    fight = view.fight
    assert fight is not None
    mine = fight.side_of(view.seat)
    return tuple(s for s in fight.sides if s != mine and s not in fight.forfeited)


def my_best(view: KombatView) -> Key:
    """The best final hand this seat can make from its revealed cards and its hand."""
    fight = view.fight
    assert fight is not None
    played = dict(fight.played).get(view.seat, ())
    return best_plan(tuple(played), view.hand, ROUNDS - len(played))[0]


def secured(view: KombatView) -> bool:
    """Whatever the others still play, this seat's best hand wins."""
    mine = my_best(view)
    return all(mine > side_bounds(view, r)[1] for r in rivals(view))


def hopeless(view: KombatView) -> bool:
    """Whatever this seat plays, some other side's hand is already better."""
    mine = my_best(view)
    return any(side_bounds(view, r)[0] > mine for r in rivals(view))


@lru_cache(maxsize=1)
def _distribution() -> list[tuple[Key, float]]:
    """Every three-card hand's key with its chance, dealt from a full deck of Kittens."""
    copies = {r: sum(DECK[c] for c in KITTENS if rank(c) == r) for r in RANKS}
    weights: dict[Key, float] = {}
    total = 0.0
    for a in RANKS:
        for b in RANKS:
            for c in RANKS:
                left = dict(copies)
                w = 1.0
                for r in (a, b, c):
                    w *= left[r]
                    left[r] -= 1
                k = key_of_ranks((a, b, c))
                weights[k] = weights.get(k, 0.0) + w
                total += w
    return sorted((k, w / total) for k, w in weights.items())


@lru_cache(maxsize=1024)
def strength(hand_key: Key) -> float:
    """The chance that a random three-card hand is worse (ties count half)."""
    below = 0.0
    for k, p in _distribution():
        if k < hand_key:
            below += p
        elif k == hand_key:
            below += p / 2
    return below


def gain(view: KombatView, taken: tuple[str, ...], stolen_from: int | None = None) -> float:
    """What taking `taken` is worth to this seat: its own score's rise, plus half of what the
    one it is taken from loses (treasure taken from a rival counts twice as much as nothing)."""
    mine = list(view.treasure[view.seat])
    worth = score(mine + list(taken)) - score(mine)
    if stolen_from is not None:
        theirs = list(view.treasure[stolen_from])
        after = theirs[:]
        for card in taken:
            if card in after:
                after.remove(card)
        worth += (score(theirs) - score(after)) / 2
    return float(worth)


def gains(view: KombatView, loser: int | None) -> Callable[..., float]:
    """`gain` for many choices of one take: (cards, stolen from `loser`?) -> worth, with the
    scores before the take counted once."""
    mine = list(view.treasure[view.seat])
    base = score(mine)
    theirs = list(view.treasure[loser]) if loser is not None else []
    their_base = score(theirs)

    def worth(taken: tuple[str, ...], stolen: bool = False) -> float:
        value = score(mine + list(taken)) - base
        if stolen:
            after = theirs[:]
            for card in taken:
                if card in after:
                    after.remove(card)
            value += (their_base - score(after)) / 2
        return float(value)

    return worth
