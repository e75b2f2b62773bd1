"""Sample a full Kombat state that one seat cannot tell apart from the real one.

The seat sees its hand, its own commit, every treasure, the Litter Box, the revealed cards
and all counts; the Kittens it cannot see are dealt at random into the other hands, the
others' face-down commits and the draw pile, with the pile's Dogs in it (one at the bottom when
everybody saw it put there). So `view(determinize(v, rng), v.seat) == v`.
"""

from __future__ import annotations

import random
from collections import Counter

from .cards import DOG
from .state import TIEBREAK, Fight, KombatState
from .view import FightView, KombatView


def unseen(view: KombatView) -> Counter[str]:
    """The Kittens `view.seat` cannot place: the table's cards less every card it can see."""
    seen = Counter(view.hand) + Counter(view.my_commit or ()) + Counter(view.litter)
    for cards in view.treasure:
        seen.update(cards)
    if view.fight is not None:
        for _, cards in view.fight.played:
            seen.update(cards)
    seen[DOG] += view.kept_dogs + view.dogs_aside
    left = Counter(dict(view.total)) - seen
    if left[DOG] != view.dogs_in_pile:
        raise ValueError("the view's Dogs do not add up")
    del left[DOG]
    return left


def determinize(view: KombatView, rng: random.Random) -> KombatState:
    me, n = view.seat, view.players
    cards = list(unseen(view).elements())
    rng.shuffle(cards)
    need = sum(view.hand_counts[o] for o in range(n) if o != me)
    pile_kittens = view.draw_count - view.dogs_in_pile
    if need + pile_kittens != len(cards):
        raise ValueError("the view's counts do not add up to the table")
    hands = [list(view.hand) if o == me else [cards.pop() for _ in range(view.hand_counts[o])] for o in range(n)]
    # The others' face-down commits (the hand counts include them): a card from the sampled
    # hand, three for a final hand; a forfeit only with an empty hand.
    commits: dict[int, tuple[str, ...]] = {}
    for o in view.committed:
        if o != me:
            size = min(3 if view.phase == TIEBREAK else 1, len(hands[o]))
            commits[o] = tuple(hands[o].pop() for _ in range(size))
    if view.my_commit is not None:
        commits[me] = view.my_commit
    pile = cards
    dogs = view.dogs_in_pile
    bottom = 1 if view.bottom_dog and dogs else 0
    for _ in range(dogs - bottom):
        pile.insert(rng.randrange(len(pile) + 1), DOG)
    pile += [DOG] * bottom
    return KombatState(
        players=n, hands=hands, draw=pile, litter=list(view.litter), treasure=[list(t) for t in view.treasure],
        kept_dogs=view.kept_dogs, dogs_aside=view.dogs_aside, deck=view.deck, bottom_dog=view.bottom_dog,
        ending=view.ending, current=view.current, turn_number=view.turn_number, phase=view.phase,
        waiting=view.waiting, commits=commits, fight=None if view.fight is None else _fight(view.fight),
        tiebreaks=view.tiebreaks, scores=view.scores, winners=view.winners, total=view.total,
        quiet_turns=view.quiet_turns, card_shown=view.card_shown,
    )


def _fight(f: FightView) -> Fight:
    return Fight(f.kind, f.sides, dict(f.helpers), f.asks, f.asked, {s: list(c) for s, c in f.played},
                 dict(f.last), list(f.forfeited), f.rounds, f.winner, f.loser, f.tie, list(f.taken), f)
