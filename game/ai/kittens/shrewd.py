"""Hard's own judgement: the move its search starts from and must beat.

Medium's rules of thumb, sharpened by what the seat inferred from the game (`KittensBelief`):

- The risk on top counts the Kitten another player probably just put back there.
- Nopes go to Attacks, steals and named requests aimed at itself, not to Favors.
- A Defuse in the discard pile is taken back with five different cards when it has none;
  three of a kind of any title asks for a Defuse when it has none.
- Pairs steal from the player most likely to drop a Defuse; a Targeted Attack goes to the
  player least likely to hold one.
- A likely Kitten on top with no way out: shuffle.
- A defused Kitten goes where the next player draws it (Medium's `place_for_next`): defusing
  ends only the current turn, so under an Attack it goes under the draws still owed.
- Zombie Kittens: a Zombie Kitten saves like a Defuse; out of danger by a Clone of an escape
  or Dig Deeper too; Attack of the Dead is an attack to Nope.
"""

from __future__ import annotations

import random
from collections import Counter

from ...engine.actions import Action
from ...rules.kittens.cards import (
    ALTER_FUTURE,
    ATTACK,
    ATTACK_DEAD,
    DEFUSE,
    DIG_DEEPER,
    DRAW_BOTTOM,
    FAVOR,
    SEE_FUTURE,
    SHUFFLE,
    TARGETED_ATTACK,
    ZOMBIE,
)
from ...rules.kittens.view import KittensView
from .belief import KittensBelief
from .knowledge import aimed_at, clone_escapes, escapes_of, kitten_risk, plays_of, richest, value
from .medium import RISK_WITH_DEFUSE, best_escape, escape_risk, is_cat_pair, medium_policy

SHUFFLE_RISK = 0.6  # a likely Kitten on top and no escape card: shuffle
DRAW = Action("draw")


def shrewd_policy(view: KittensView, legal: list[Action], rng: random.Random, belief: KittensBelief) -> Action:
    """One move from `legal` (never empty), from the view and what the seat inferred (its
    belief has seen this view)."""
    prompt = view.pending.prompt if view.pending else ""
    choice: Action | None = None
    if prompt == "turn":
        choice = _turn(view, legal, belief)
    elif prompt == "nope":
        choice = _respond(view, legal)
    return choice if choice in legal else medium_policy(view, legal, rng)


def top_risk(view: KittensView, belief: KittensBelief) -> float:
    """The chance the top card is deadly, counting a Kitten just put back by someone else."""
    risk = kitten_risk(view)
    if any(pos == 0 for pos, _ in view.known_pile):
        return risk
    fresh = belief.top_chance()
    return fresh + (1 - fresh) * risk


def _respond(view: KittensView, legal: list[Action]) -> Action:
    passing = next(a for a in legal if a.kind == "pass")
    nope = next((a for a in legal if a.kind == "nope"), None)
    play = view.play
    if nope is None or play is None or len(view.nopes) % 2 or aimed_at(view) != view.seat:
        return passing
    if play.cards in ((ATTACK,), (TARGETED_ATTACK,), (ATTACK_DEAD,)) or len(play.cards) == 2:
        return nope
    return nope if len(play.cards) == 3 and play.named in view.hand else passing


def _turn(view: KittensView, legal: list[Action], belief: KittensBelief) -> Action:
    hand = Counter(view.hand)
    saved = hand[DEFUSE] or hand[ZOMBIE]
    favors = [a.target for a in plays_of(legal, (FAVOR,)) if a.target is not None]
    if favors:
        return Action("play", cards=(FAVOR,), target=richest(view, favors))
    regain = _five_for_defuse(view, legal) or _triple_for_defuse(view, legal, belief)
    if regain:
        return regain
    for action in legal:
        if action.kind == "play" and is_cat_pair(action.cards):
            targets = [a.target for a in plays_of(legal, action.cards) if a.target is not None]
            return Action("play", cards=action.cards, target=_loosest(view, targets, belief))
    risk = top_risk(view, belief)
    if risk == 0.0:
        return DRAW
    escapes = escapes_of(legal)
    if not any(pos == 0 for pos, _ in view.known_pile):
        for card in (SEE_FUTURE, ALTER_FUTURE):
            if hand[card] and (escapes or hand[SHUFFLE] or risk >= RISK_WITH_DEFUSE):
                return Action("play", cards=(card,))
    if risk >= escape_risk(bool(saved)):
        if escapes:
            best = best_escape(view, escapes)
            if best.cards == (TARGETED_ATTACK,):
                targets = [a.target for a in escapes if a.cards == best.cards and a.target is not None]
                return Action("play", cards=best.cards, target=min(targets, key=lambda s: (belief.defuse_chance(s), s)))
            return best
        clones = clone_escapes(legal)
        if clones:
            return clones[0]
        if Action("play", cards=(DIG_DEEPER,)) in legal:
            return Action("play", cards=(DIG_DEEPER,))
        if hand[DRAW_BOTTOM] and kitten_risk(view, -1) < risk:
            return Action("play", cards=(DRAW_BOTTOM,))
        if hand[SHUFFLE] and risk >= SHUFFLE_RISK:
            return Action("play", cards=(SHUFFLE,))
    return DRAW


def _loosest(view: KittensView, targets: list[int], belief: KittensBelief) -> int:
    """The target whose random card is most likely a Defuse (ties: the most cards)."""
    return max(targets, key=lambda s: (belief.defuse_chance(s) / max(1, view.hand_counts[s]), view.hand_counts[s], -s))


def _five_for_defuse(view: KittensView, legal: list[Action]) -> Action | None:
    """No Defuse, one in the discard pile: five different cards take it back (the cheapest five)."""
    if DEFUSE in view.hand or DEFUSE not in view.discard:
        return None
    fives = [a for a in legal if a.kind == "play" and len(a.cards) == 5]
    hand = Counter(view.hand)
    return min(fives, key=lambda a: (sum(value(c, hand) for c in a.cards), a.cards), default=None)


def _triple_for_defuse(view: KittensView, legal: list[Action], belief: KittensBelief) -> Action | None:
    """No saver (a Defuse, or a Zombie Kitten): three of a kind asks the likeliest holder for
    one (the cheapest three)."""
    saver = ZOMBIE if view.rules.undead else DEFUSE
    if saver in view.hand:
        return None
    triples = [a for a in legal if a.kind == "play" and len(a.cards) == 3 and a.card == saver]
    hand = Counter(view.hand)
    return max(
        triples,
        key=lambda a: (belief.defuse_chance(a.target or 0), view.hand_counts[a.target or 0],
                       -sum(value(c, hand) for c in a.cards)),
        default=None,
    )
