"""What a Kittens seat can work out from its view: risks, targets, card values."""

from __future__ import annotations

from collections import Counter

from ...engine.actions import Action
from ...rules.kittens.cards import (
    ALTER_FUTURE,
    ATTACK,
    ATTACK_DEAD,
    CATS,
    CLONE,
    DEFUSE,
    DIG_DEEPER,
    DRAW_BOTTOM,
    FAVOR,
    FEED_DEAD,
    FERAL,
    IMPLODING,
    KITTENS,
    NOPE,
    REVERSE,
    SEE_FUTURE,
    SHUFFLE,
    SKIP,
    SUPER_SKIP,
    TARGETED_ATTACK,
    ZOMBIE,
)
from ...rules.kittens.determinize import deck_of
from ...rules.kittens.view import KittensView

# How much a card is worth keeping: what a bot gives away first and takes first.
VALUE: dict[str, float] = {
    DEFUSE: 100, NOPE: 8, ATTACK: 7, TARGETED_ATTACK: 7, SKIP: 6, SEE_FUTURE: 5, ALTER_FUTURE: 5,
    REVERSE: 5, DRAW_BOTTOM: 4, SHUFFLE: 4, FAVOR: 3, FERAL: 2,
    ZOMBIE: 100, SUPER_SKIP: 7, ATTACK_DEAD: 7, DIG_DEEPER: 5, CLONE: 4,
}
# Cards that end a turn without drawing from the top.
ESCAPES = (ATTACK, TARGETED_ATTACK, SKIP, REVERSE, SUPER_SKIP, ATTACK_DEAD)
# Cards that end all of the turns owed.
ENDS_ALL = (ATTACK, TARGETED_ATTACK, SUPER_SKIP, ATTACK_DEAD)
# Cards that save a player from an Exploding Kitten.
SAVERS = (DEFUSE, ZOMBIE)


def value(card: str, hand: Counter[str] | None = None) -> float:
    """A card's keeping value; a cat is worth more when it makes a pair."""
    if card in CATS:
        return 2.5 if hand and hand[card] >= 2 else 1.0
    return VALUE.get(card, 1.0)


def kitten_risk(view: KittensView, position: int = 0) -> float:
    """The chance that the card at `position` of the draw pile is a deadly Kitten.

    A face-down Imploding Kitten is not deadly (it is put back), a face-up one is.
    """
    if view.draw_count == 0:
        return 0.0
    position %= view.draw_count
    known = dict(view.known_pile)
    if position in known:
        card = known[position]
        return 1.0 if card in KITTENS and (card != IMPLODING or view.imploding_up) else 0.0
    unknown = view.draw_count - len(known)
    kittens = view.kittens_in_pile - (1 if view.drawn_kitten else 0)
    kittens -= sum(1 for c in known.values() if c in KITTENS)
    imploding_hidden = (
        deck_of(view)[IMPLODING] > 0
        and IMPLODING not in known.values()
        and IMPLODING not in view.discard
        and view.drawn_kitten != IMPLODING
    )
    if imploding_hidden:
        kittens -= 1  # somewhere unseen, and harmless unless face up
        if view.imploding_up:
            if position == 0:  # a face-up Imploding Kitten on top would be seen
                unknown -= 1
            else:
                kittens += 1 / max(1, unknown - 1)
    return max(0.0, min(1.0, kittens / unknown)) if unknown > 0 else 0.0


def kitten_spot(turns: int, size: int) -> int:
    """Where a defused (or placed) Kitten reaches the next player: under the draws this seat
    still owes. Putting it back ends only the current turn, so `turns - 1` are still owed (0
    is the top; at most `size`, the bottom). Escape cards in hand are kept, not counted on: a
    Skip can be Noped, and spending it here measured no better."""
    return min(size, max(0, turns - 1))


def attack_victim(view: KittensView) -> int | None:
    """Who the play in the response window would hurt or rob, if anyone."""
    play = view.play
    if play is None:
        return None
    if play.cards == (ATTACK,):
        return view.next_living(play.seat)
    if play.cards[0] in (FAVOR, TARGETED_ATTACK) or len(play.cards) in (2, 3):
        return play.target
    return None


def aimed_at(view: KittensView) -> int | None:
    """Who the play in the response window hurts or robs: the next living player for an
    Attack or Attack of the Dead, the target of a Favor, Targeted Attack or combo (not the
    dead player Feed the Dead feeds)."""
    play = view.play
    if play is None:
        return None
    if play.cards in ((ATTACK,), (ATTACK_DEAD,)):
        return view.next_living(play.seat)
    return play.target if play.cards[0] != FEED_DEAD else None


def richest(view: KittensView, targets: list[int]) -> int:
    """The target with the most cards (ties: the first one)."""
    return max(targets, key=lambda s: (view.hand_counts[s], -s))


def poorest(view: KittensView, targets: list[int]) -> int:
    return min(targets, key=lambda s: (view.hand_counts[s], s))


def plays_of(legal: list[Action], cards: tuple[str, ...]) -> list[Action]:
    return [a for a in legal if a.kind == "play" and a.cards == cards]


def is_escape(action: Action) -> bool:
    """A single card that ends a turn without drawing (an Attack, a Skip and the like)."""
    return action.kind == "play" and len(action.cards) == 1 and action.cards[0] in ESCAPES


def escapes_of(legal: list[Action]) -> list[Action]:
    """The escapes among `legal` (see `is_escape`)."""
    return [a for a in legal if is_escape(a)]


def clone_escapes(legal: list[Action]) -> list[Action]:
    """Clones that copy an escape from the discard pile."""
    return [a for a in legal if a.cards == (CLONE,) and a.card in ESCAPES]
