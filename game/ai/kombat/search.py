"""What Hard's search needs for Kombat: a quick playout policy on samples, and commits chosen
from the committing seat's own view only (never from the sample)."""

from __future__ import annotations

import random

from ...engine.actions import Action
from ...rules.kombat.cards import ROUNDS, rank
from ...rules.kombat.moves import legal_actions
from ...rules.kombat.state import ANSWER, ASK, GIVE, PICK, TAKE, KombatState
from ...rules.kombat.view import KombatView
from .sense import best_plan


def quick_commit(view: KombatView, legal: list[Action], rng: random.Random) -> Action:
    """The highest card of its best plan; never a forfeit (the search tries those itself)."""
    cards = [a for a in legal if a.kind == "play"]
    if not cards or view.fight is None:
        return rng.choice(legal)
    played = tuple(dict(view.fight.played).get(view.seat, ()))
    _, plan = best_plan(played, view.hand, max(1, ROUNDS - len(played)))
    card = max(plan, key=rank) if plan else max(view.hand, key=rank)
    action = Action("play", card=card)
    return action if action in legal else rng.choice(cards)


def playout_policy(state: KombatState, seat: int, rng: random.Random) -> Action | None:
    """A quick move for the decisions that are not commits (those come from `quick_commit`)."""
    phase = state.phase
    if phase == PICK:
        return Action("battle", target=rng.choice([s for s in range(state.players) if s != seat]))
    if phase in (ASK, ANSWER, GIVE):
        return None
    if phase == TAKE:
        options = legal_actions(state, seat)
        return min(options, key=lambda a: sum(rank(c) for c in a.cards)) if options else None
    return None
