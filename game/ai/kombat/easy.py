"""Easy: random legal moves, but it never forfeits a battle it has already won on the table."""

from __future__ import annotations

import random

from ...engine.actions import Action
from ...rules.kombat.state import DOGFIGHT, ROUND
from ...rules.kombat.view import KombatView
from .sense import secured

FORFEIT = Action("forfeit")


def easy_policy(view: KombatView, legal: list[Action], rng: random.Random) -> Action:
    if FORFEIT in legal and view.phase in (ROUND, DOGFIGHT) and view.fight is not None and secured(view):
        legal = [a for a in legal if a != FORFEIT] or legal
    return rng.choice(legal)
