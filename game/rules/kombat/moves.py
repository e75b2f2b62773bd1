"""Which actions a seat may take: the one home of Kombat legality.

`decide` accepts exactly the actions listed here, so the app, the bots and the command line
meet the same rules.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from ...engine.actions import Action
from .state import (
    ANSWER,
    ASK,
    COMMIT_PHASES,
    DOG_TIE,
    DOGFIGHT,
    GIVE,
    HELP,
    PICK,
    ROUND,
    TAKE,
    TIEBREAK,
    KombatState,
)

ALONE = Action("alone")
ACCEPT, DECLINE = Action("accept"), Action("decline")
FORFEIT = Action("forfeit")
KEEP = Action("keep")
# Commit phases where a single card may be played; those of them where a fighter may forfeit.
_CARD_PHASES = frozenset({ROUND, HELP, DOGFIGHT, DOG_TIE})
_FORFEIT_PHASES = frozenset({ROUND, DOGFIGHT})


@cache
def play(card: str) -> Action:
    """Playing `card` face down (one shared object per card: listing moves builds none)."""
    return Action("play", card=card)


@cache
def battle(target: int) -> Action:
    return Action("battle", target=target)


def asked(state: KombatState) -> tuple[int, ...]:
    """The seats the game waits for now (a commit phase: those yet to commit)."""
    if state.phase in COMMIT_PHASES:
        return tuple(s for s in state.waiting if s not in state.commits)
    return state.waiting


def helper_candidates(state: KombatState, combatant: int) -> list[int]:
    """Whom `combatant` may ask: non-battling players holding a card, helping nobody yet."""
    fight = state.fight
    if fight is None or state.players < 3:
        return []
    busy = set(fight.sides) | set(fight.helpers.values())
    return [s for s in range(state.players) if s not in busy and state.hands[s]]


def losing_cards(state: KombatState) -> list[str]:
    """The losing side's played cards, which the winner may take."""
    fight = state.fight
    if fight is None or fight.loser is None:
        return []
    return sorted(fight.cards_of(fight.loser))


def take_options(state: KombatState) -> list[Action]:
    """The treasure the winner may take (empty when there is nothing to take).

    2 players: one of the loser's played cards. 3+: one played card and one of the main loser's
    captured treasure, or two played cards when the loser has no treasure.
    """
    fight = state.fight
    if fight is None or fight.loser is None:
        return []
    played = losing_cards(state)
    if state.players == 2:
        return [Action("take", cards=(c,)) for c in sorted(set(played))]
    stolen = sorted(set(state.treasure[fight.loser]))
    if stolen:
        firsts = [(c,) for c in sorted(set(played))] or [()]
        return [Action("take", cards=p, card=t) for p in firsts for t in stolen]
    size = min(2, len(played))
    return [Action("take", cards=pair) for pair in sorted(set(combinations(played, size)))] if size else []


def is_legal(state: KombatState, seat: int, action: Action) -> bool:
    """Whether `action` is in `legal_actions(state, seat)`, without listing them for the
    commonest moves (a card played face down, a forfeit, an opponent picked)."""
    phase = state.phase
    if phase in _CARD_PHASES and action.kind == "play":
        return (seat in state.waiting and seat not in state.commits and action.card in state.hands[seat]
                and action == play(action.card))
    if phase in _FORFEIT_PHASES and action.kind == "forfeit":
        return seat in state.waiting and seat not in state.commits and action == FORFEIT
    if phase == PICK and action.kind == "battle":
        return (seat in state.waiting and action.target in range(state.players) and action.target != seat
                and action == battle(action.target))
    return action in legal_actions(state, seat)


def legal_actions(state: KombatState, seat: int) -> list[Action]:
    """The actions of `seat` now (empty when it is not asked)."""
    if seat not in asked(state):
        return []
    phase, hand = state.phase, state.hands[seat]
    if phase == PICK:
        return [battle(s) for s in range(state.players) if s != seat]
    if phase == ASK:
        return [ALONE] + [Action("ask", target=s) for s in helper_candidates(state, seat)]
    if phase == ANSWER:
        return [ACCEPT, DECLINE]
    if phase == TAKE:
        return take_options(state)
    if phase == GIVE:
        taken = state.fight.taken if state.fight else []
        return [KEEP] + [Action("give", card=c) for c in sorted(set(taken))]
    cards = [play(c) for c in sorted(set(hand))]
    if phase in (HELP, DOG_TIE):
        return cards
    if phase == TIEBREAK:
        size = min(3, len(hand))
        return [Action("hand", cards=trio) for trio in sorted(set(combinations(sorted(hand), size)))]
    return cards + [FORFEIT]
