"""Easy: random legal moves, but it never throws away a Defuse.

It picks a move type at random (draw, or one of the cards or combos it could play), then
that move's details at random. It never plays a Defuse in a combo and never gives one away
when it has anything else to give; it always defuses (the rules force that) and puts the
Kitten back at a random position.
"""

from __future__ import annotations

import random

from ...engine.actions import Action
from ...rules.kittens.cards import DEFUSE
from ...rules.kittens.view import KittensView


def easy_policy(view: KittensView, legal: list[Action], rng: random.Random) -> Action:
    """One Easy move from `legal` (never empty)."""
    keep = [a for a in legal if DEFUSE not in a.cards and not (a.kind == "give" and a.card == DEFUSE)]
    legal = keep or legal
    groups: dict[tuple[str, tuple[str, ...]], list[Action]] = {}
    for action in legal:
        groups.setdefault((action.kind, action.cards), []).append(action)
    group = groups[rng.choice(list(groups))]
    return rng.choice(group)
