"""Which actions a seat may take: the one home of Herding Cats legality.

`decide` accepts exactly the actions listed here, so the app, the bots and the command line
all meet the same rules. The actions:

- `declare`: `cards` = (the printed type played from hand,), `card` = the declared identity,
  `target` = the opponent, for Alley Cat and Catnip (one with a card in hand) and Animal
  Control (one with a face-down herd card). A declaration with no legal target is not offered.
- `challenge` / `pass`: in a challenge window (first come, first served).
- `pick`: `position` = a hidden card of a hand (a penalty, or Alley Cat and Catnip) or of the
  face-down herd (Animal Control), in its holder's order.
- `intercept`: `card` = what the defender presents as a Laser Pointer: a printed type from its
  hand, or an identity from its face-down herd, never the picked card itself; `intercept_up`:
  a face-up Laser Pointer of its herd (against Animal Control); `pass`: let the attack go on.
"""

from __future__ import annotations

from functools import lru_cache

from ...engine.actions import Action
from .cards import ANIMAL_CONTROL, CARD_TYPES, HAND_ATTACKS, HERD_ATTACKS, LASER_POINTER, ORDER
from .state import CHALLENGE, INTERCEPT, LP_CHALLENGE, OVER, PENALTY, SELECT, TURN, HerdingState

PASS = Action("pass")
CHALLENGE_ACTION = Action("challenge")
INTERCEPT_UP = Action("intercept_up")


@lru_cache(maxsize=4096)
def declare(card: str, identity: str, target: int | None = None) -> Action:
    return Action("declare", cards=(card,), card=identity, target=target)


@lru_cache(maxsize=256)
def pick(position: int) -> Action:
    return Action("pick", position=position)


@lru_cache(maxsize=64)
def intercept(card: str) -> Action:
    return Action("intercept", card=card)


def window_seats(state: HerdingState) -> frozenset[int]:
    """Who may still challenge the open claim: everyone but its claimant, until they pass."""
    seats = state.cache.get("window")
    if seats is None:
        claim = state.play if state.phase == CHALLENGE else state.claim
        claimant = claim.seat  # type: ignore[union-attr]
        seats = state.cache["window"] = frozenset(
            s for s in range(state.players) if s != claimant and s not in state.passed)
    return seats  # type: ignore[return-value]


def targets(state: HerdingState, seat: int, identity: str) -> list[int | None]:
    """The legal targets of a declaration: None for a card that names nobody."""
    others = [o for o in range(state.players) if o != seat]
    if identity in HAND_ATTACKS:
        return [o for o in others if state.hands[o]]
    if identity in HERD_ATTACKS:
        return [o for o in others if state.herd_down[o]]
    return [None]


def pick_range(state: HerdingState) -> int:
    """How many hidden cards the pick chooses among: of a penalty's victim, else of the target."""
    if state.penalty is not None:
        return len(state.hands[state.penalty.victim])  # type: ignore[union-attr]
    play = state.play
    assert play is not None and play.target is not None
    if play.identity in HERD_ATTACKS:
        return len(state.herd_down[play.target])
    return len(state.hands[play.target])


def presentable(state: HerdingState) -> list[Action]:
    """What the defender may present as a Laser Pointer (never the picked card itself)."""
    play, seat, picked = state.play, state.defender, state.selected
    assert play is not None and seat is not None and picked is not None
    if play.identity == ANIMAL_CONTROL:
        row = state.herd_down[seat]
        out = [intercept(c) for c in ORDER if c in row[:picked] + row[picked + 1:]]
        return out + ([INTERCEPT_UP] if LASER_POINTER in state.herd_up[seat] else [])
    hand = state.hands[seat]
    return [intercept(c) for c in ORDER if c in hand[:picked] + hand[picked + 1:]]


def legal_actions(state: HerdingState, seat: int) -> list[Action]:
    """The actions of `seat` now (empty when it is not asked)."""
    phase = state.phase
    if phase == OVER:
        return []
    if phase == TURN:
        return _declarations(state, seat) if seat == state.current else []
    if phase in (CHALLENGE, LP_CHALLENGE):
        return [PASS, CHALLENGE_ACTION] if seat in window_seats(state) else []
    if phase == PENALTY:
        if seat != state.penalty.chooser:  # type: ignore[union-attr]
            return []
        return [pick(i) for i in range(pick_range(state))]
    if seat != state.chooser:
        return []
    if phase == SELECT:
        return [pick(i) for i in range(pick_range(state))]
    if phase == INTERCEPT:
        return [PASS, *presentable(state)]
    return []


def is_legal(state: HerdingState, seat: int, action: Action) -> bool:
    """Whether `action` is among `legal_actions(state, seat)`, without listing them all."""
    phase = state.phase
    if phase == TURN:
        if seat != state.current or action.kind != "declare" or len(action.cards) != 1:
            return False
        card, identity = action.cards[0], action.card
        if card not in state.hands[seat] or identity not in CARD_TYPES:
            return False
        return action.target in targets(state, seat, identity) and action == declare(card, identity, action.target)
    if phase in (PENALTY, SELECT):
        chooser = state.penalty.chooser if phase == PENALTY else state.chooser  # type: ignore[union-attr]
        position = action.position
        return (seat == chooser and action.kind == "pick" and isinstance(position, int)
                and 0 <= position < pick_range(state) and action == pick(position))
    return action in legal_actions(state, seat)  # a few actions at most


def _declarations(state: HerdingState, seat: int) -> list[Action]:
    hand = state.hands[seat]
    aims = [(identity, targets(state, seat, identity)) for identity in ORDER]
    return [declare(card, identity, t) for card in ORDER if card in hand for identity, ts in aims for t in ts]


def holder_index(cards: list[str], card: str, skip: int | None = None) -> int:
    """The first place of `card` in `cards`, other than `skip`."""
    return next(i for i, c in enumerate(cards) if c == card and i != skip)
