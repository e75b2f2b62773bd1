"""What Hard's search needs for the Kittens games: a quick playout policy and move pruning.

The playout policy runs on sampled states (never the real one) and uses only what the acting
seat could know there: its hand, the pile positions it saw, the public table.
"""

from __future__ import annotations

import random
from collections import Counter

from ...engine.actions import Action
from ...rules.kittens.cards import (
    ACTIONS,
    ATTACK,
    CATS,
    DEFUSE,
    EXPLODING,
    FAVOR,
    IMPLODING,
    KITTENS,
    NOPE,
    REVERSE,
    SHUFFLE,
    SKIP,
    TARGETED_ATTACK,
)
from ...rules.kittens.state import ARRANGE, GIVE, PLACE_IMPLODING, RESPOND, TURN, KittensState
from ...rules.kittens.state import DEFUSE as DEFUSE_PHASE
from ...rules.kittens.view import KittensView
from .knowledge import value

DRAW = Action("draw")
PASS = Action("pass")
NOPE_ACTION = Action("nope", cards=(NOPE,))
DRAW_CHANCE = 0.55  # in a playout, how often a seat draws rather than trying a card
ESCAPE_ORDER = (SKIP, ATTACK, TARGETED_ATTACK, REVERSE, SHUFFLE)


def playout_policy(state: KittensState, seat: int, rng: random.Random) -> Action | None:
    """A quick, sensible move: avoid a Kitten known to be on top, otherwise draw or play a
    random card; Nope what robs or attacks you; keep Defuses. None: any legal move."""
    phase = state.phase
    hand = state.hands[seat]
    if phase == TURN:
        return _turn(state, seat, hand, rng)
    if phase == RESPOND:
        if NOPE in hand and len(state.nopes) % 2 == 0 and _victim(state) == seat and rng.random() < 0.7:
            return NOPE_ACTION
        return PASS
    if phase == GIVE:
        cards = [c for c in hand if c != DEFUSE] or hand
        return Action("give", card=rng.choice(cards))
    if phase == DEFUSE_PHASE:
        return Action("defuse", position=0 if rng.random() < 0.5 else rng.randint(0, len(state.draw)))
    if phase == PLACE_IMPLODING:
        return Action("place", position=rng.randint(0, len(state.draw)))
    if phase == ARRANGE:
        return Action("arrange", order=tuple(range(min(3, len(state.draw)))))
    return None


def _turn(state: KittensState, seat: int, hand: list[str], rng: random.Random) -> Action:
    top = state.knows[seat].get(0)
    if state.imploding_up and state.draw and state.draw[0] == IMPLODING:
        top = IMPLODING
    deadly = (top == IMPLODING and state.imploding_up) or (top == EXPLODING and DEFUSE not in hand)
    if deadly:
        for card in ESCAPE_ORDER:
            if card in hand:
                return _single(state, seat, card, rng) or DRAW
        return DRAW
    if not hand or rng.random() < DRAW_CHANCE or (top is not None and top not in KITTENS):
        return DRAW
    card = rng.choice(hand)
    if card in ACTIONS:
        return _single(state, seat, card, rng) or DRAW
    if card in CATS and hand.count(card) >= 2:
        targets = [s for s in range(state.players) if s != seat and state.alive[s] and state.hands[s]]
        if targets:
            return Action("play", cards=(card, card), target=rng.choice(targets))
    return DRAW


def _single(state: KittensState, seat: int, card: str, rng: random.Random) -> Action | None:
    if card == FAVOR:
        targets = [s for s in range(state.players) if s != seat and state.alive[s] and state.hands[s]]
        return Action("play", cards=(card,), target=rng.choice(targets)) if targets else None
    if card == TARGETED_ATTACK:
        targets = [s for s in range(state.players) if s != seat and state.alive[s]]
        return Action("play", cards=(card,), target=rng.choice(targets))
    return Action("play", cards=(card,))


def _victim(state: KittensState) -> int | None:
    play = state.play
    if play is None:
        return None
    if play.cards == (ATTACK,):
        return state.next_living(play.seat)
    return play.target


def prune(view: KittensView, legal: list[Action]) -> list[Action]:
    """The moves worth searching: no Defuse thrown into a combo, three of a kind naming only a
    Defuse or a card known to be in that hand, a few Kitten positions."""
    kept = []
    positions = _positions(view)
    for action in legal:
        if DEFUSE in action.cards:
            continue
        if len(action.cards) == 3 and action.target is not None and not _worth_naming(view, action):
            continue
        if action.kind in ("defuse", "place") and action.position not in positions:
            continue
        kept.append(action)
    fives = [a for a in kept if len(a.cards) == 5]
    if len(fives) > 2:
        hand = Counter(view.hand)
        worst = set(sorted(fives, key=lambda a: (sum(value(c, hand) for c in a.cards), a.cards))[2:])
        kept = [a for a in kept if a not in worst]
    return kept or legal


def _worth_naming(view: KittensView, action: Action) -> bool:
    return action.card == DEFUSE or action.card in view.known_hands[action.target or 0]


def _positions(view: KittensView) -> set[int]:
    """Where a Kitten is worth putting back: near the top (one spot per living player),
    the middle, the bottom."""
    size = view.draw_count
    near = range(min(size, len(view.living)) + 1)
    return {*near, size // 2, size}
