"""Easy: random legal declarations, targets and picks; challenges at random, but never passes up
a challenge it is sure to win (every copy of the declared card has left that hand, as far as it
knows)."""

from __future__ import annotations

import random

from ...engine.actions import Action
from ...rules.herding.view import HerdingView
from .knowledge import claim_chance

CHALLENGE = Action("challenge")
PASS = Action("pass")
CHALLENGE_RATE = 0.2


def easy_policy(view: HerdingView, legal: list[Action], rng: random.Random) -> Action:
    if CHALLENGE in legal:
        if claim_chance(view) == 0.0 or rng.random() < CHALLENGE_RATE:
            return CHALLENGE
        return PASS
    return rng.choice(legal)
