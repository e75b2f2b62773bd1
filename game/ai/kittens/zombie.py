"""Easy and Medium for Zombie Kittens: the family's policies plus what the dead and the new
cards ask for.

Easy: random legal moves, but it always saves itself with a Zombie Kitten and never throws
one away (in a combo or a gift) while it has anything else.

Medium, rules of thumb of its own on top of the family's Medium:
- It always plays a Zombie Kitten to live, and keeps Zombie Kittens (never gives one away
  or plays one in a combo).
- It resurrects the dead player with the fewest cards (the weakest rival to bring back).
- A Kitten it puts back goes on top, for the next player.
- Dead, it feeds itself with Feed the Dead in the first window it can; alive, it never plays
  Feed the Dead (every living player, itself included, pays a card to the dead).
- It plays Clairvoyance in every Zombie Kitten window it can (free knowledge of the Kittens).
- Clone copies the best top card: an escape when the top of the pile is dangerous.
- Dig Deeper when the top looks dangerous and it has no escape; it digs past a Kitten it saw.
- It gives and buries its least valuable card.

Hard's own judgement (`zombie_shrewd`, the move its search must beat): Medium's choices for the
Zombie prompts, the family's shrewd turn and Nopes (which read the belief: the Kittens a player
just put back on top, who likely holds a Zombie Kitten), and it raises the dead player least
likely to hold a Zombie Kitten, then the poorest. Two habits of its own:
- Dig Deeper before a blind draw without a Zombie Kitten, and in place of any escape: it
  draws safely when one Kitten is near the top (and leaves a Kitten it saw on top for the
  next player), and the escape card stays in hand for a worse pile.
- It Nopes a Skip or Super Skip that would hand it a risky draw (Medium's risk thresholds).
"""

from __future__ import annotations

import random
from collections import Counter

from ...engine.actions import Action
from ...rules.kittens.cards import (
    CLAIRVOYANCE,
    DIG_DEEPER,
    EXPLODING,
    FEED_DEAD,
    GRAVE_ROBBER,
    SKIP,
    SUPER_SKIP,
    ZOMBIE,
)
from ...rules.kittens.view import KittensView
from .belief import KittensBelief
from .easy import easy_policy
from .knowledge import SAVERS, clone_escapes, escapes_of, is_escape, kitten_risk, value
from .medium import best_escape, escape_risk, medium_policy, place_for_next
from .shrewd import shrewd_policy, top_risk

PLAY_ZOMBIE = Action("play", cards=(ZOMBIE,))
DIG = Action("play", cards=(DIG_DEEPER,))


def zombie_easy(view: KittensView, legal: list[Action], rng: random.Random) -> Action:
    """One Easy move: the family's Easy, but a Zombie Kitten is always played to live."""
    if PLAY_ZOMBIE in legal:
        return PLAY_ZOMBIE
    return easy_policy(view, legal, rng)


def zombie_medium(view: KittensView, legal: list[Action], rng: random.Random) -> Action:
    """One Medium move from `legal` (never empty)."""
    prompt = view.pending.prompt if view.pending else ""
    chooser = _CHOOSERS.get(prompt)
    choice = chooser(view, legal) if chooser else None
    return choice if choice in legal else medium_policy(view, _without_waste(legal), rng)


def zombie_shrewd(view: KittensView, legal: list[Action], rng: random.Random, belief: KittensBelief) -> Action:
    """Hard's heuristic move from `legal` (never empty), from the view and the seat's belief."""
    prompt = view.pending.prompt if view.pending else ""
    if prompt == "resurrect":
        def weakest(a: Action) -> tuple[float, int, int]:
            seat = a.target or 0
            return (belief.defuse_chance(seat), view.hand_counts[seat], seat)
        return min(legal, key=weakest)
    if prompt == "nope":
        choice = _respond(view, legal) or _nope_handed_draw(view, legal, belief)
        if choice is None and view.alive[view.seat]:
            choice = shrewd_policy(view, _without_waste(legal), rng, belief)
        return choice if choice in legal else zombie_medium(view, legal, rng)
    if prompt == "turn" and view.alive[view.seat]:
        choice = shrewd_policy(view, _without_waste(legal), rng, belief)
        choice = _dig_first(view, legal, choice, belief) or choice
        return choice if choice in legal else zombie_medium(view, legal, rng)
    return zombie_medium(view, legal, rng)


def _dig_first(view: KittensView, legal: list[Action], choice: Action, belief: KittensBelief) -> Action | None:
    """Dig Deeper in place of `choice` when that is a blind draw without a Zombie Kitten, or
    any escape; None to keep `choice`."""
    if DIG not in legal or any(pos == 0 for pos, _ in view.known_pile) or top_risk(view, belief) == 0.0:
        return None
    blind = choice.kind == "draw" and ZOMBIE not in view.hand
    return DIG if is_escape(choice) or blind else None


def _nope_handed_draw(view: KittensView, legal: list[Action], belief: KittensBelief) -> Action | None:
    """Nope a Skip or Super Skip that ends the player's turns and hands this seat a draw at
    Medium's risk for escaping (higher with a Zombie Kitten in hand)."""
    nope = next((a for a in legal if a.kind == "nope"), None)
    play = view.play
    if nope is None or play is None or len(view.nopes) % 2 or play.seat == view.seat or len(play.cards) > 1:
        return None
    card = play.acts_as
    if card not in (SKIP, SUPER_SKIP) or (card == SKIP and view.turns > 1):
        return None
    if view.next_living(play.seat) != view.seat:
        return None
    saved = ZOMBIE in view.hand
    return nope if top_risk(view, belief) >= escape_risk(saved) else None


def _without_waste(legal: list[Action]) -> list[Action]:
    """No Zombie Kitten in a combo, no Feed the Dead or Grave Robber from the living."""
    kept = [
        a for a in legal
        if not (a.kind == "play" and len(a.cards) > 1 and ZOMBIE in a.cards)
        and a.cards[:1] not in ((FEED_DEAD,), (GRAVE_ROBBER,))
    ]
    return kept or legal


def _play_zombie(view: KittensView, legal: list[Action]) -> Action:
    return PLAY_ZOMBIE


def _resurrect(view: KittensView, legal: list[Action]) -> Action:
    """The dead player with the fewest cards."""
    return min(legal, key=lambda a: (view.hand_counts[a.target or 0], a.target))


def _place(view: KittensView, legal: list[Action]) -> Action:
    return place_for_next(view, legal)


def _cheapest(view: KittensView, legal: list[Action]) -> Action:
    hand = Counter(view.hand)
    return min(legal, key=lambda a: (value(a.card or "", hand), a.card))


def _dig(view: KittensView, legal: list[Action]) -> Action:
    """Leave a Kitten it saw on top and take the card below; otherwise take the top."""
    top = dict(view.known_pile).get(0)
    deeper = Action("dig", position=1)
    return deeper if top == EXPLODING and deeper in legal else Action("dig", position=0)


def _respond(view: KittensView, legal: list[Action]) -> Action | None:
    """Clairvoyance when it can; dead, feed itself; else the family's answer."""
    seer = Action("play", cards=(CLAIRVOYANCE,))
    if seer in legal:
        return seer
    me = view.seat
    if not view.alive[me]:
        feed = Action("play", cards=(FEED_DEAD,), target=me)
        if feed in legal:
            return feed
    return None


def _turn(view: KittensView, legal: list[Action]) -> Action | None:
    """Clone or Dig Deeper out of danger; else the family's turn (without waste)."""
    me = view.seat
    if not view.alive[me]:
        return None
    hand = Counter(view.hand)
    risk = kitten_risk(view)
    saved = any(hand[card] for card in SAVERS)
    if risk < escape_risk(saved):
        return None
    singles = escapes_of(legal)
    if singles:
        return best_escape(view, singles)
    clones = clone_escapes(legal)
    if clones:
        return clones[0]
    dig = Action("play", cards=(DIG_DEEPER,))
    return dig if dig in legal else None


_CHOOSERS = {
    "play_zombie": _play_zombie,
    "resurrect": _resurrect,
    "place_kittens": _place,
    "feed_the_dead": _cheapest,
    "grave_robber": _cheapest,
    "dig_deeper": _dig,
    "nope": _respond,
    "turn": _turn,
}
