"""What one seat may know of a Kittens game: the only picture the app, log and bots get."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.pending import Pending
from .cards import IMPLODING, KITTENS
from .state import CLASSIC, KittensState, Play, TableRules


@dataclass(frozen=True, slots=True)
class KittensView:
    seat: int
    players: int
    options: tuple[tuple[str, bool], ...]
    hand: tuple[str, ...]                  # sorted; empty for a spectator
    hand_counts: tuple[int, ...]
    alive: tuple[bool, ...]
    draw_count: int
    discard: tuple[str, ...]               # oldest first, all public
    removed: tuple[str, ...]
    current: int
    turns: int
    attacked: bool
    direction: int
    pending: Pending | None
    play: Play | None                      # the play in its response window, if any
    nopes: tuple[int, ...]
    drawn_kitten: str | None
    imploding_up: bool
    known_pile: tuple[tuple[int, str], ...]  # (position, card) this seat knows
    known_hands: tuple[tuple[str, ...], ...]  # cards this seat knows each other seat holds
    out_order: tuple[int, ...]
    winner: int | None
    # Public: every Kitten put in the pile at setup stays there until it eliminates someone.
    kittens_in_pile: int
    deck: tuple[tuple[str, int], ...]      # every card of this table, by type
    turn_number: int                       # the turn being played, from 1
    rules: TableRules = CLASSIC            # what this game rules differently
    # Windows a NOW card interrupted, oldest first: (play, its Nopes).
    stack: tuple[tuple[Play, tuple[int, ...]], ...] = ()
    watchers: tuple[int, ...] = ()         # who played Clairvoyance on the Kittens being placed
    to_place: int = 0                      # Kittens from a grave still to be put back

    @property
    def graves(self) -> tuple[int, ...]:
        """The dead seats with their Exploding Kitten face up in front of them."""
        return self.out_order if self.rules.undead else ()

    @property
    def living(self) -> tuple[int, ...]:
        return tuple(s for s in range(self.players) if self.alive[s])



def view(state: KittensState, seat: int, pending: Pending | None) -> KittensView:
    known = dict(state.knows[seat]) if 0 <= seat < state.players else {}
    if state.imploding_up and state.draw and state.draw[0] == IMPLODING:
        known[0] = IMPLODING  # face up on top: everyone sees it
    mine = 0 <= seat < state.players
    return KittensView(
        seat=seat,
        players=state.players,
        options=tuple(sorted(state.options.items())),
        hand=tuple(sorted(state.hands[seat])) if mine else (),
        hand_counts=tuple(len(h) for h in state.hands),
        alive=tuple(state.alive),
        draw_count=len(state.draw),
        discard=tuple(state.discard),
        removed=state.removed,
        current=state.current,
        turns=state.turns,
        attacked=state.attacked,
        direction=state.direction,
        pending=pending,
        play=state.play,
        nopes=tuple(state.nopes),
        drawn_kitten=state.drawn_kitten,
        imploding_up=state.imploding_up,
        known_pile=tuple(sorted(known.items())),
        known_hands=(
            tuple(tuple(sorted(cards)) for cards in state.seen_in_hand[seat])
            if mine
            else ((),) * state.players
        ),
        out_order=tuple(state.out_order),
        winner=state.winner,
        kittens_in_pile=sum(c in KITTENS for c in state.draw),
        deck=state.deck,
        turn_number=state.turn_number,
        rules=state.rules,
        stack=tuple(state.stack),
        watchers=tuple(state.watchers),
        to_place=state.to_place,
    )
