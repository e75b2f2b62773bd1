"""What Hard's search needs for the Kittens games: a quick playout policy and move pruning.

The playout policy runs on sampled states (never the real one) and uses only what the acting
seat could know there: its hand, the pile positions it saw, the public table.
"""

from __future__ import annotations

import random
from collections import Counter

from ...engine.actions import Action
from ...rules.kittens.cards import (
    ATTACK,
    CATS,
    DEFUSE,
    EXPLODING,
    FAVOR,
    IMPLODING,
    KITTENS,
    NOPE,
    REVERSE,
    SEE_FUTURE,
    SHUFFLE,
    SKIP,
    TARGETED_ATTACK,
)
from ...rules.kittens.state import ARRANGE, GIVE, PLACE_IMPLODING, RESPOND, TURN, ZOMBIE_CHOICE, KittensState
from ...rules.kittens.state import DEFUSE as DEFUSE_PHASE
from ...rules.kittens.view import KittensView
from .knowledge import value

DRAW = Action("draw")
PASS = Action("pass")
NOPE_ACTION = Action("nope", cards=(NOPE,))
PLAY_ZOMBIE = Action("play", cards=("zombie_kitten",))
ESCAPE_ORDER = (SKIP, ATTACK, TARGETED_ATTACK, REVERSE, SHUFFLE)


def playout_policy(state: KittensState, seat: int, rng: random.Random) -> Action | None:
    """A quick, sensible move from what `seat` could know in this sample (its hand, the pile
    positions it saw, public counts): dodge a Kitten, gather cards, Nope what hurts it, keep
    Defuses. None: any legal move."""
    phase = state.phase
    hand = state.hands[seat]
    if phase == TURN:
        return _turn(state, seat, hand, rng)
    if phase == RESPOND:
        if NOPE in hand and len(state.nopes) % 2 == 0 and _victim(state) == seat and rng.random() < 0.8:
            return NOPE_ACTION
        return PASS
    if phase == GIVE:
        return Action("give", card=min(hand, key=lambda c: (value(c), rng.random())))
    if phase == DEFUSE_PHASE:
        return Action("defuse", position=0 if rng.random() < 0.6 else rng.randint(0, len(state.draw)))
    if phase == PLACE_IMPLODING:
        return Action("place", position=rng.randint(0, len(state.draw)))
    if phase == ARRANGE:
        return Action("arrange", order=tuple(range(min(3, len(state.draw)))))
    if phase == ZOMBIE_CHOICE:
        return PLAY_ZOMBIE
    return None


def _turn(state: KittensState, seat: int, hand: list[str], rng: random.Random) -> Action:
    known = state.knows[seat]
    top = IMPLODING if state.imploding_up and state.draw and state.draw[0] == IMPLODING else known.get(0)
    if top is not None:
        deadly = (top == IMPLODING and state.imploding_up) or (top == EXPLODING and DEFUSE not in hand)
        return _escape(state, seat, hand, rng) if deadly else DRAW
    if FAVOR in hand and rng.random() < 0.5:
        return _single(state, seat, FAVOR, rng) or DRAW
    for card in hand:
        if card in CATS and hand.count(card) >= 2 and rng.random() < 0.5:
            targets = _with_cards(state, seat)
            return Action("play", cards=(card, card), target=rng.choice(targets)) if targets else DRAW
    if SEE_FUTURE in hand and rng.random() < 0.6:
        return Action("play", cards=(SEE_FUTURE,))
    unknown = len(state.draw) - len(known)
    kittens = sum(state.alive) - 1 - sum(1 for c in known.values() if c in KITTENS)
    risk = kittens / unknown if unknown > 0 else 0.0
    if risk > (0.5 if DEFUSE in hand else 0.2) and rng.random() < 0.8:
        return _escape(state, seat, hand, rng)
    return DRAW


def _escape(state: KittensState, seat: int, hand: list[str], rng: random.Random) -> Action:
    """End the turn without drawing if a card allows; else draw."""
    order = (ATTACK, SKIP) if state.turns > 1 else ESCAPE_ORDER
    for card in order:
        if card in hand:
            return _single(state, seat, card, rng) or DRAW
    for card in ESCAPE_ORDER:
        if card in hand:
            return _single(state, seat, card, rng) or DRAW
    return DRAW


def _with_cards(state: KittensState, seat: int) -> list[int]:
    return [s for s in range(state.players) if s != seat and state.alive[s] and state.hands[s]]


def _single(state: KittensState, seat: int, card: str, rng: random.Random) -> Action | None:
    if card == FAVOR:
        targets = _with_cards(state, seat)
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
