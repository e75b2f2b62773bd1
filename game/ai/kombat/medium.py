"""Medium: rules of thumb from its own view.

It battles the richest opponent, asks the poorest player for help, helps the likely winner,
plans its three cards as a hand (keeping its higher cards when that costs nothing), forfeits
hopeless battles (the extra card is worth more than a lost card), and values treasure by its
score and suit sets, and by what the loser loses.
"""

from __future__ import annotations

import random

from ...engine.actions import Action
from ...rules.kombat.cards import ROUNDS, rank, score
from ...rules.kombat.hands import key
from ...rules.kombat.state import ANSWER, ASK, DOG_TIE, DOGFIGHT, GIVE, HELP, PICK, ROUND, TAKE, TIEBREAK
from ...rules.kombat.view import KombatView
from .sense import best_plan, gain, gains, hopeless, secured, strength

FORFEIT = Action("forfeit")
GIVE_UP_BELOW = 0.12  # a first-round hand weaker than this share of hands is not worth playing


def medium_policy(view: KombatView, legal: list[Action], rng: random.Random) -> Action:
    phase = view.phase
    choose = {PICK: _pick, ASK: _ask, ANSWER: _answer, TAKE: _take, GIVE: _give, HELP: _help,
              DOG_TIE: _extra, TIEBREAK: _final}.get(phase)
    if choose is not None:
        return choose(view, legal, rng)
    if phase in (ROUND, DOGFIGHT):
        return commit_card(view, legal, rng, may_forfeit=True)
    return rng.choice(legal)


def _scores(view: KombatView) -> list[int]:
    return [score(t) for t in view.treasure]


def _pick(view: KombatView, legal: list[Action], rng: random.Random) -> Action:
    """The richest opponent: there is the most treasure to take."""
    scores = _scores(view)
    top = max(scores[a.target or 0] for a in legal)
    return rng.choice([a for a in legal if scores[a.target or 0] == top])


def _ask(view: KombatView, legal: list[Action], rng: random.Random) -> Action:
    """Another card on its side is worth a gift: it asks the poorest player."""
    asks = [a for a in legal if a.kind == "ask"]
    if not asks:
        return legal[0]
    scores = _scores(view)
    return min(asks, key=lambda a: (scores[a.target or 0], rng.random()))


def _answer(view: KombatView, legal: list[Action], rng: random.Random) -> Action:
    """Helps the likely winner: the attacker, who chose the fight, unless it already has help;
    never the leader, and never when its own hand is nearly empty."""
    fight = view.fight
    assert fight is not None
    side = fight.sides[fight.asks]
    scores = _scores(view)
    leader = scores[side] == max(scores) and scores[side] > scores[view.seat]
    likely = side == fight.sides[0] or fight.helper(fight.sides[0]) is None
    return Action("accept") if likely and not leader and len(view.hand) >= 2 else Action("decline")


def _take(view: KombatView, legal: list[Action], rng: random.Random) -> Action:
    loser = view.fight.loser if view.fight else None
    worth = gains(view, loser)
    return max(legal, key=lambda a: (worth(a.cards) + (worth((a.card,), True) if a.card else 0.0), rng.random()))


def _give(view: KombatView, legal: list[Action], rng: random.Random) -> Action:
    """Rewards its helper with the cheaper card only when well ahead."""
    gifts = [a for a in legal if a.kind == "give"]
    scores = _scores(view)
    if gifts and scores[view.seat] >= max(scores) + 10:
        return min(gifts, key=lambda a: gain(view, (a.card or "",)))
    return Action("keep")


def commit_card(view: KombatView, legal: list[Action], rng: random.Random, may_forfeit: bool,
                lowest_first: bool = False) -> Action:
    """The next card of its best plan (the highest, or with `lowest_first` the lowest); a
    forfeit when the battle is lost anyway or its first hand is very weak (the extra card is
    worth more)."""
    fight = view.fight
    assert fight is not None
    cards = [a for a in legal if a.kind == "play"]
    if not cards:
        return legal[0]
    played = tuple(dict(fight.played).get(view.seat, ()))
    plan_key, plan = best_plan(played, view.hand, ROUNDS - len(played))
    lost = hopeless(view) or (not played and strength(plan_key) < GIVE_UP_BELOW)
    if may_forfeit and FORFEIT in legal and lost and not secured(view):
        return FORFEIT
    lead = min if lowest_first else max
    card = lead(plan, key=rank) if plan else lead(view.hand, key=rank)
    return Action("play", card=card)


def _help(view: KombatView, legal: list[Action], rng: random.Random) -> Action:
    """The card that makes its side's best three the best."""
    fight = view.fight
    assert fight is not None
    side = fight.side_of(view.seat)
    known = fight.cards_of(side) if side is not None else ()
    return max(legal, key=lambda a: (key(known + (a.card or "",)), -rank(a.card or "dog")))


def _extra(view: KombatView, legal: list[Action], rng: random.Random) -> Action:
    return max(legal, key=lambda a: rank(a.card or "dog"))


def _final(view: KombatView, legal: list[Action], rng: random.Random) -> Action:
    return max(legal, key=lambda a: key(a.cards))
