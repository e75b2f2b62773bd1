"""What Hard's search needs for the Kittens games: a quick playout policy and move pruning.

The playout policy runs on sampled states (never the real one) and uses only what the acting
seat could know there: its hand, the pile positions it saw, the public table. `PlayoutModel`
is that policy with a model of each opponent, made once per decision from the searching seat's
belief (what each opponent did in public: where it puts Kittens back, when it Nopes, how
loosely it plays); `playout_policy` is the same with every seat playing by rules of thumb.
Zombie Kittens' choices follow Medium's rules of thumb: play the Zombie Kitten, raise the
poorest dead, put Kittens back where the next player draws them, feed and bury the cheapest
card, dig past a seen Kitten, and, dead, feed itself.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ...engine.actions import Action
from ...rules.kittens.cards import (
    ACTIONS,
    ATTACK,
    ATTACK_DEAD,
    CATS,
    CLONE,
    DEFUSE,
    EXPLODING,
    FAVOR,
    FEED_DEAD,
    IMPLODING,
    KITTENS,
    NOPE,
    REVERSE,
    SEE_FUTURE,
    SHUFFLE,
    SKIP,
    SUPER_SKIP,
    TARGETED_ATTACK,
    ZOMBIE,
)
from ...rules.kittens.state import (
    ARRANGE,
    BURY,
    DIG,
    FEED,
    GIVE,
    PLACE_IMPLODING,
    PLACE_KITTENS,
    RESPOND,
    RESURRECT,
    TURN,
    ZOMBIE_CHOICE,
    KittensState,
)
from ...rules.kittens.state import DEFUSE as DEFUSE_PHASE
from ...rules.kittens.view import KittensView
from .belief import TOP_PLACER_AIM
from .habits import CAREFUL, Model
from .knowledge import kitten_spot, value

DRAW = Action("draw")
PASS = Action("pass")
NOPE_ACTION = Action("nope", cards=(NOPE,))
PLAY_ZOMBIE = Action("play", cards=(ZOMBIE,))
ESCAPE_ORDER = (SKIP, SUPER_SKIP, ATTACK, ATTACK_DEAD, TARGETED_ATTACK, REVERSE, SHUFFLE)
ENDS_ALL = (SUPER_SKIP, ATTACK, ATTACK_DEAD)
SAVERS = (DEFUSE, ZOMBIE)
TOP_DEFAULT = 0.6    # how often a seat with no record puts a Kitten back on top in playouts
TOP_SELF = 0.9       # ...and the searching seat itself (its own judgement puts it there)


class PlayoutModel:
    """The playout policy with a model of each seat (default: every seat by rules of thumb)."""

    def __init__(self, models: dict[int, Model] | None = None, top: dict[int, float] | None = None):
        self.models = models or {}
        self.top = top or {}

    @classmethod
    def of(cls, belief: Any) -> PlayoutModel:
        """The model a seat's belief gives of every other seat, for one decision."""
        if belief is None:
            return cls()
        seats = range(belief.habits.players)
        models = {s: belief.habits.model(s) for s in seats if s != belief.seat}
        top = {s: belief.top_odds(s) * TOP_PLACER_AIM for s in seats if s != belief.seat}
        top[belief.seat] = TOP_SELF
        return cls(models, top)

    def __call__(self, state: KittensState, seat: int, rng: random.Random) -> Action | None:
        """A quick, sensible move from what `seat` could know in this sample (its hand, the
        pile positions it saw, public counts): dodge a Kitten, gather cards, Nope what hurts
        it, keep savers. None: any legal move."""
        model = self.models.get(seat, CAREFUL)
        phase = state.phase
        hand = state.hands[seat]
        if model.loose and rng.random() < model.loose:
            return _loose_turn(state, seat, hand, rng) if phase == TURN else None
        if phase == TURN:
            return _turn(state, seat, hand, rng)
        if phase == RESPOND:
            return _respond(state, seat, hand, model, rng)
        if phase in (GIVE, FEED, BURY):
            return Action("bury" if phase == BURY else "give", card=min(hand, key=lambda c: (value(c), rng.random())))
        if phase in (DEFUSE_PHASE, PLACE_KITTENS):
            top = rng.random() < self.top.get(seat, TOP_DEFAULT)  # the next player's draw
            spot = kitten_spot(state.turns, len(state.draw)) if top else rng.randint(0, len(state.draw))
            return Action("defuse" if phase == DEFUSE_PHASE else "place", position=spot)
        if phase == PLACE_IMPLODING:
            return Action("place", position=rng.randint(0, len(state.draw)))
        if phase == ARRANGE:
            return Action("arrange", order=tuple(range(min(3, len(state.draw)))))
        if phase == ZOMBIE_CHOICE:
            return PLAY_ZOMBIE
        if phase == RESURRECT:
            dead = state.dead()
            return Action("resurrect", target=min(dead, key=lambda s: (len(state.hands[s]), s))) if dead else None
        if phase == DIG:
            return Action("dig", position=1 if state.knows[seat].get(0) == EXPLODING and len(state.draw) > 1 else 0)
        return None


def _respond(state: KittensState, seat: int, hand: list[str], model: Model, rng: random.Random) -> Action:
    """Nope by the seat's habits (an attack on it, or anything), feed itself if dead."""
    if not state.alive[seat] and FEED_DEAD in hand and state.play is not None and state.play.cards != (FEED_DEAD,):
        return Action("play", cards=(FEED_DEAD,), target=seat)
    if NOPE in hand and len(state.nopes) % 2 == 0 and state.play is not None and state.play.cards != (ZOMBIE,):
        will = model.nope_aimed if _victim(state) == seat else model.nope_other
        if will and rng.random() < will:
            return NOPE_ACTION
    return PASS


playout_policy = PlayoutModel()


def out_for_good(state: KittensState, seat: int) -> float | None:
    """A sample has settled `seat`'s fate once it is out of a game whose dead stay dead: it
    has lost (0), however the others play on. In Zombie Kittens the dead may come back."""
    return None if state.alive[seat] or state.rules.undead else 0.0


def _loose_turn(state: KittensState, seat: int, hand: list[str], rng: random.Random) -> Action:
    """A loose player's turn, as Easy plays one: a kind of move at random (draw, a card it
    holds, a pair of cats), then its details at random."""
    kinds: list[str | tuple[str, str]] = [DRAW.kind]
    kinds += sorted(set(hand) & ACTIONS)
    cats = [card for card in hand if card in CATS]
    kinds += sorted({(card, card) for card in cats if cats.count(card) > 1})
    kind = rng.choice(kinds)
    if kind == DRAW.kind:
        return DRAW
    if isinstance(kind, tuple):
        targets = _with_cards(state, seat)
        return Action("play", cards=kind, target=rng.choice(targets)) if targets else DRAW
    return _single(state, seat, kind, rng) or DRAW


def _turn(state: KittensState, seat: int, hand: list[str], rng: random.Random) -> Action:
    known = state.knows[seat]
    saved = any(card in hand for card in SAVERS)
    top = IMPLODING if state.imploding_up and state.draw and state.draw[0] == IMPLODING else known.get(0)
    if top is not None:
        deadly = (top == IMPLODING and state.imploding_up) or (top == EXPLODING and not saved)
        return _escape(state, seat, hand, rng) if deadly else DRAW
    if FAVOR in hand and rng.random() < 0.5:
        return _single(state, seat, FAVOR, rng) or DRAW
    cats = [card for card in hand if card in CATS]
    if len(cats) > 1:
        counts = Counter(cats)
        for card in cats:
            if counts[card] >= 2 and rng.random() < 0.5:
                targets = _with_cards(state, seat)
                return Action("play", cards=(card, card), target=rng.choice(targets)) if targets else DRAW
    if SEE_FUTURE in hand and rng.random() < 0.6:
        return Action("play", cards=(SEE_FUTURE,))
    unknown = len(state.draw) - len(known)
    kittens = sum(state.alive) - 1 - sum(1 for c in known.values() if c in KITTENS)
    risk = kittens / unknown if unknown > 0 else 0.0
    if risk > (0.5 if saved else 0.2) and rng.random() < 0.8:
        return _escape(state, seat, hand, rng)
    return DRAW


def _escape(state: KittensState, seat: int, hand: list[str], rng: random.Random) -> Action:
    """End the turn without drawing if a card allows; else draw."""
    order = ENDS_ALL if state.turns > 1 else ESCAPE_ORDER
    for card in order:
        if card in hand and (card != ATTACK_DEAD or not all(state.alive)):
            return _single(state, seat, card, rng) or DRAW
    for card in ESCAPE_ORDER:
        if card in hand and (card != ATTACK_DEAD or not all(state.alive)):
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
    if card == FEED_DEAD:
        dead = state.dead()
        return Action("play", cards=(card,), target=rng.choice(dead)) if dead else None
    if card == CLONE:
        return None  # it names the card it copies: left to the rules' legal list
    return Action("play", cards=(card,))


def _victim(state: KittensState) -> int | None:
    play = state.play
    if play is None:
        return None
    if play.cards in ((ATTACK,), (ATTACK_DEAD,)):
        return state.next_living(play.seat)
    return play.target


def prune(view: KittensView, legal: list[Action]) -> list[Action]:
    """The moves worth searching: no Defuse or Zombie Kitten thrown into a combo, three of a
    kind naming only a saver or a card known to be in that hand, a few Kitten positions, never
    death when a Zombie Kitten saves it, and Dig Deeper's card by what the seat saw on top.
    Every Nope stays: Noping a play aimed at someone else can pay (the Skip that would leave
    the seat to draw a Kitten it knows is on top)."""
    if PLAY_ZOMBIE in legal:
        return [PLAY_ZOMBIE]
    if legal[0].kind == "dig":
        seen = dict(view.known_pile).get(0)
        return [a for a in legal if a.position == (1 if seen in KITTENS else 0)] or legal
    kept = []
    positions = _positions(view)
    for action in legal:
        if len(action.cards) > 1 and any(card in SAVERS for card in action.cards):
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
    return action.card in SAVERS or action.card in view.known_hands[action.target or 0]


def _positions(view: KittensView) -> set[int]:
    """Where a Kitten is worth putting back: near the top (one spot per living player), the
    next player's draw (under the turns the seat still owes), the middle, the bottom."""
    size = view.draw_count
    near = range(min(size, len(view.living)) + 1)
    return {*near, kitten_spot(view.turns, size), size // 2, size}
