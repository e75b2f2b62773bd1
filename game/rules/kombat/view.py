"""What one seat may know of a Kombat game: the only picture the app, the log and bots get.

Its own hand and its own face-down commit; every captured treasure, the Litter Box, the
revealed cards of the fight, hand sizes, the pile's size and deck; who has committed, never
what (until the reveal).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ...engine.pending import Pending
from .cards import DOG
from .state import Fight, KombatState

SHOWN = "shown"  # the key of `_shown`'s parts in a state's cache


@dataclass(frozen=True, slots=True)
class FightView:
    """The public side of a fight."""

    kind: str
    sides: tuple[int, ...]
    helpers: tuple[tuple[int, int], ...]     # (combatant, helper)
    asks: int
    asked: int | None
    played: tuple[tuple[int, tuple[str, ...]], ...]  # revealed cards by seat
    last: tuple[tuple[int, tuple[str, ...]], ...]
    forfeited: tuple[int, ...]
    rounds: int
    winner: int | None
    loser: int | None
    tie: bool
    taken: tuple[str, ...]

    def helper(self, combatant: int) -> int | None:
        return dict(self.helpers).get(combatant)

    def cards_of(self, combatant: int) -> tuple[str, ...]:
        """Every card the side of `combatant` has revealed."""
        played = dict(self.played)
        team = (combatant, self.helper(combatant))
        return tuple(c for s in team if s is not None for c in played.get(s, ()))

    def side_of(self, seat: int) -> int | None:
        if seat in self.sides:
            return seat
        return next((c for c, h in self.helpers if h == seat), None)


def fight_view(fight: Fight) -> FightView:
    """The public picture of `fight` (kept on it until an event changes the fight)."""
    shown = fight.shown
    if shown is None:
        shown = fight.shown = _fight_view(fight)
    return shown  # type: ignore[return-value]


def _fight_view(fight: Fight) -> FightView:
    return FightView(
        fight.kind, fight.sides, tuple(sorted(fight.helpers.items())), fight.asks, fight.asked,
        tuple(sorted((s, tuple(c)) for s, c in fight.played.items())), tuple(sorted(fight.last.items())),
        tuple(fight.forfeited), fight.rounds, fight.winner, fight.loser, fight.tie, tuple(fight.taken),
    )


@dataclass(frozen=True, slots=True)
class KombatView:
    seat: int
    players: int
    hand: tuple[str, ...]                      # sorted; empty for a spectator
    my_commit: tuple[str, ...] | None          # this seat's face-down commit, if any
    hand_counts: tuple[int, ...]
    treasure: tuple[tuple[str, ...], ...]      # every captured treasure, sorted (public)
    litter: tuple[str, ...]                    # the Litter Box, oldest first (public)
    draw_count: int
    dogs_in_pile: int
    bottom_dog: bool
    deck: int
    kept_dogs: int
    dogs_aside: int
    ending: bool
    current: int
    turn_number: int
    phase: str
    waiting: tuple[int, ...]
    committed: tuple[int, ...]                 # who has committed face down (not what)
    fight: FightView | None
    pending: Pending | None
    tiebreaks: int
    scores: tuple[int, ...] | None
    winners: tuple[int, ...]
    total: tuple[tuple[str, int], ...]
    quiet_turns: int                           # finished turns in a row without a card revealed
    card_shown: bool                           # a card was revealed this turn


@lru_cache(maxsize=64)
def table_dogs(total: tuple[tuple[str, int], ...]) -> int:
    """The Dogs of a table, from its card count."""
    return dict(total).get(DOG, 0)


def dogs_in_pile(state: KombatState) -> int:
    """Public: the Dogs of the table that are not kept, aside, captured or in the Litter Box."""
    placed = state.kept_dogs + state.dogs_aside + state.litter.count(DOG)
    for t in state.treasure:
        placed += t.count(DOG)
    return table_dogs(state.total) - placed


def hand_counts(state: KombatState) -> tuple[int, ...]:
    """Cards each player holds, a face-down commit included: a forfeit and a card held out
    look the same until the reveal."""
    counts = tuple(map(len, state.hands))
    commits = state.commits
    if not commits:
        return counts
    return tuple(n + len(commits.get(s, ())) for s, n in enumerate(counts))


def view(state: KombatState, seat: int, pending: Pending | None) -> KombatView:
    mine = 0 <= seat < state.players
    fight = state.fight
    cache = state.cache
    shown = cache.get(SHOWN)
    if shown is None:
        shown = cache[SHOWN] = _shown(state)
    counts, treasure, litter, dogs, committed = shown  # type: ignore[misc]
    return KombatView(  # by position, in KombatView's field order (the quickest to build)
        seat, state.players, tuple(sorted(state.hands[seat])) if mine else (),
        state.commits.get(seat) if mine else None, counts, treasure, litter, len(state.draw),
        dogs, state.bottom_dog, state.deck, state.kept_dogs, state.dogs_aside, state.ending,
        state.current, state.turn_number, state.phase, state.waiting, committed,
        None if fight is None else fight_view(fight), pending, state.tiebreaks, state.scores, state.winners,
        state.total, state.quiet_turns, state.card_shown,
    )


def _shown(state: KombatState) -> tuple[object, ...]:
    """The parts of a view every seat is shown alike that are made anew for a view, made once
    for `state` (kept in its cache): every seat's view holds the same objects."""
    return (hand_counts(state), tuple([tuple(sorted(t)) for t in state.treasure]), tuple(state.litter),
            dogs_in_pile(state), tuple(sorted(state.commits)))
