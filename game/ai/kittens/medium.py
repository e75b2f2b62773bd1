"""Medium: seed 001's rules of thumb, and a few of our own.

- Defuses are never played except to defuse, and never given when anything else can be.
- Before deciding to Attack or Skip it looks at the future (See the Future) if it can.
- Favors go to the player with the most cards; pairs of cats are collected and played
  (never pairs of action cards); a cat triple asks the richest player for a Defuse.
- Nopes are saved for Attacks, Favors and steals aimed at itself.
- A defused Exploding Kitten goes where the next player draws it: on top, or, attacked, under
  the draws it still owes (defusing ends only the current turn).
"""

from __future__ import annotations

import random
from collections import Counter

from ...engine.actions import Action
from ...rules.kittens.cards import (
    ALTER_FUTURE,
    CATS,
    DEFUSE,
    DRAW_BOTTOM,
    FAVOR,
    FERAL,
    KITTENS,
    SEE_FUTURE,
    SHUFFLE,
    SKIP,
    TARGETED_ATTACK,
)
from ...rules.kittens.view import KittensView
from .knowledge import (
    ENDS_ALL,
    ESCAPES,
    SAVERS,
    attack_victim,
    escapes_of,
    kitten_risk,
    kitten_spot,
    plays_of,
    poorest,
    richest,
    value,
)

# Risk of a Kitten on top above which Medium escapes rather than draws.
RISK_WITHOUT_DEFUSE = 0.15
RISK_WITH_DEFUSE = 0.5


def medium_policy(view: KittensView, legal: list[Action], rng: random.Random) -> Action:
    """One Medium move from `legal` (never empty)."""
    prompt = view.pending.prompt if view.pending else ""
    chooser = _CHOOSERS.get(prompt)
    choice = chooser(view, legal) if chooser else None
    return choice if choice in legal else legal[0]


def _respond(view: KittensView, legal: list[Action]) -> Action:
    """Nope only an Attack, Favor or steal aimed at itself that is about to happen."""
    nope = next((a for a in legal if a.kind == "nope"), None)
    if nope and len(view.nopes) % 2 == 0 and attack_victim(view) == view.seat:
        return nope
    return next(a for a in legal if a.kind == "pass")


def _give(view: KittensView, legal: list[Action]) -> Action:
    hand = Counter(view.hand)
    return min(legal, key=lambda a: (value(a.card or "", hand), a.card))


def _take(view: KittensView, legal: list[Action]) -> Action:
    hand = Counter(view.hand)
    return max(legal, key=lambda a: (value(a.card or "", hand), a.card))


def _place(view: KittensView, legal: list[Action]) -> Action:
    """Where the next player draws it: on top, or under the cards it still draws itself."""
    return place_for_next(view, legal)


def place_for_next(view: KittensView, legal: list[Action]) -> Action:
    """The placement nearest `kitten_spot`: the next player's draw."""
    spot = kitten_spot(view.turns, view.draw_count)
    return min(legal, key=lambda a: (abs((a.position or 0) - spot), a.position or 0))


def _arrange(view: KittensView, legal: list[Action]) -> Action:
    """Kittens to the bottom of the three, unless it can pass them on with an escape card."""
    known = dict(view.known_pile)
    top = [known.get(i, "") for i in range(len(legal[0].order))]
    escape = any(card in view.hand for card in ESCAPES)
    def badness(action: Action) -> int:
        first = top[action.order[0]]
        return (0 if first in KITTENS else 1) if escape else (1 if first in KITTENS else 0)
    return min(legal, key=badness)



def _turn(view: KittensView, legal: list[Action]) -> Action:
    hand = Counter(view.hand)
    draw = Action("draw")
    others_with_cards = [a.target for a in plays_of(legal, (FAVOR,)) if a.target is not None]
    # Gather cards first: a Favor from the richest player, then pairs of cats.
    if others_with_cards:
        return Action("play", cards=(FAVOR,), target=richest(view, others_with_cards))
    for action in legal:
        if is_cat_pair(action.cards) and action.kind == "play":
            targets = [a.target for a in plays_of(legal, action.cards) if a.target is not None]
            return Action("play", cards=action.cards, target=richest(view, targets))
    triple = _cat_triple(view, legal)
    if triple:
        return triple
    risk = kitten_risk(view)
    escapes = escapes_of(legal)
    if risk == 0.0:
        return draw
    top_known = any(pos == 0 for pos, _ in view.known_pile)
    if not top_known:
        for card in (SEE_FUTURE, ALTER_FUTURE):
            if hand[card] and (escapes or hand[SHUFFLE] or risk >= RISK_WITH_DEFUSE):
                return Action("play", cards=(card,))
    saved = any(hand[card] for card in SAVERS)
    threshold = 0.99 if top_known else escape_risk(saved)
    if risk >= threshold or (risk > 0 and not saved and top_known):
        if escapes:
            return best_escape(view, escapes)
        if hand[DRAW_BOTTOM] and kitten_risk(view, -1) < risk:
            return Action("play", cards=(DRAW_BOTTOM,))
        if hand[SHUFFLE] and risk >= 0.99:
            return Action("play", cards=(SHUFFLE,))
    return draw


def escape_risk(saved: bool) -> float:
    """The risk of a Kitten on top above which Medium escapes rather than draws."""
    return RISK_WITH_DEFUSE if saved else RISK_WITHOUT_DEFUSE


def best_escape(view: KittensView, escapes: list[Action]) -> Action:
    """Attack when it ends several owed turns, else the cheapest way out."""

    def rank(action: Action) -> tuple[int, float]:
        card = action.cards[0]
        ends_all = card in ENDS_ALL
        return (0 if ends_all and view.turns > 1 else 1, 0 if card == SKIP else 1)

    best = min(escapes, key=rank)
    if best.cards[0] == TARGETED_ATTACK:
        targets = [a.target for a in escapes if a.cards == (TARGETED_ATTACK,) and a.target is not None]
        return Action("play", cards=(TARGETED_ATTACK,), target=poorest(view, targets))
    return best


def is_cat_pair(cards: tuple[str, ...]) -> bool:
    """Two cats that match (a Feral Cat matches any cat), but not two Ferals."""
    return len(cards) == 2 and set(cards) <= CATS | {FERAL} and cards != (FERAL, FERAL)


def _cat_triple(view: KittensView, legal: list[Action]) -> Action | None:
    """Three of a cat: ask the richest player for a Defuse (if it has none itself)."""
    if DEFUSE in view.hand:
        return None
    triples = [
        a for a in legal
        if a.kind == "play" and len(a.cards) == 3 and set(a.cards) <= CATS | {FERAL} and a.card == DEFUSE
    ]
    if not triples:
        return None
    target = richest(view, [a.target for a in triples if a.target is not None])
    return next(a for a in triples if a.target == target)


_CHOOSERS = {
    "turn": _turn,
    "nope": _respond,
    "give_card": _give,
    "place_exploding": _place,
    "place_imploding": _place,
    "arrange_future": _arrange,
    "pick_discard": _take,
}
