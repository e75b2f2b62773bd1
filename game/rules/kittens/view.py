"""What one seat may know of a Kittens game: the only picture the app, log and bots get."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ...engine.pending import Pending
from ...engine.records import maker
from .cards import EXPLODING, IMPLODING
from .state import CLASSIC, KittensState, Play, TableRules

SHOWN = "shown"  # the key of `_shown`'s parts in a state's cache


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

    def next_living(self, seat: int) -> int:
        """The living seat after `seat` in the direction of play (as the state counts it)."""
        s = (seat + self.direction) % self.players
        while not self.alive[s]:
            s = (s + self.direction) % self.players
        return s



# A view made without the frozen dataclass's slower __init__ (one each search step).
_make_view = maker(KittensView)


def view(state: KittensState, seat: int, pending: Pending | None) -> KittensView:
    mine = 0 <= seat < state.players
    known = dict(state.knows[seat]) if mine else {}
    draw = state.draw
    if state.imploding_up and draw and draw[0] == IMPLODING:
        known[0] = IMPLODING  # face up on top: everyone sees it
    cache = state.cache
    shown = cache.get(SHOWN)
    if shown is None:
        shown = cache[SHOWN] = _shown(state)
    options, counts, alive, discard, nopes, out_order, kittens, stack, watchers = shown  # type: ignore[misc]
    return _make_view(
        seat,
        state.players,
        options,
        tuple(sorted(state.hands[seat])) if mine else (),
        counts,
        alive,
        len(draw),
        discard,
        state.removed,
        state.current,
        state.turns,
        state.attacked,
        state.direction,
        pending,
        state.play,
        nopes,
        state.drawn_kitten,
        state.imploding_up,
        tuple(sorted(known.items())),
        tuple(tuple(sorted(cards)) for cards in state.seen_in_hand[seat]) if mine else ((),) * state.players,
        out_order,
        state.winner,
        kittens,
        state.deck,
        state.turn_number,
        state.rules,
        stack,
        watchers,
        state.to_place,
    )


def _shown(state: KittensState) -> tuple[object, ...]:
    """The parts of a view every seat is shown alike that are made anew for a view, made once
    for `state` (kept in its cache): every seat's view holds the same objects."""
    draw = state.draw
    return (_options(tuple(state.options.items())), tuple(map(len, state.hands)), tuple(state.alive),
            tuple(state.discard), tuple(state.nopes), tuple(state.out_order),
            draw.count(EXPLODING) + draw.count(IMPLODING),  # Kittens in the pile (public)
            tuple(state.stack), tuple(state.watchers))


@lru_cache(maxsize=256)
def _options(items: tuple[tuple[str, bool], ...]) -> tuple[tuple[str, bool], ...]:
    """A table's options as a view shows them (sorted): the same object for every view of the
    game, which never changes them."""
    return tuple(sorted(items))
