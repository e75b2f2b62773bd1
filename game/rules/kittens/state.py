"""The full state of a Kittens game, including everything hidden. Only the engine reads it."""

from __future__ import annotations

from dataclasses import dataclass, field

# Phases: what the game waits for.
TURN = "turn"              # the current player plays cards or draws
RESPOND = "respond"        # a response window: Nope or pass
GIVE = "give"              # Favor: the chooser picks a card to give
DEFUSE = "defuse"          # drew an Exploding Kitten with a Defuse: put it back
PLACE_IMPLODING = "place_imploding"  # drew the Imploding Kitten face down: put it back face up
ARRANGE = "arrange"        # Alter the Future: put the top cards back in an order
PICK_DISCARD = "pick_discard"  # five different: take a card from the discard pile
OVER = "over"


@dataclass(frozen=True, slots=True)
class Play:
    """A card or combo waiting for its response window to close."""

    seat: int
    cards: tuple[str, ...]
    target: int | None = None
    named: str | None = None
    # The discard pile's length before the play: five different takes from below this mark.
    discard_mark: int = 0

    @property
    def combo(self) -> str | None:
        """None for a single card, else "pair", "triple" or "five"."""
        return {1: None, 2: "pair", 3: "triple", 5: "five"}[len(self.cards)]


@dataclass(slots=True)
class KittensState:
    players: int
    options: dict[str, bool]
    hands: list[list[str]] = field(default_factory=list)
    alive: list[bool] = field(default_factory=list)
    draw: list[str] = field(default_factory=list)   # top first
    discard: list[str] = field(default_factory=list)  # newest last
    current: int = 0
    turns: int = 1              # turns the current player owes, this one included
    attacked: bool = False      # the current player's turns came from an attack
    direction: int = 1          # +1 clockwise, -1 after an odd number of Reverses
    phase: str = TURN
    chooser: int = 0            # the seat asked in a private-choice phase
    play: Play | None = None
    nopes: list[int] = field(default_factory=list)  # seats that Noped the play, in order
    passed: set[int] = field(default_factory=set)
    drawn_kitten: str | None = None  # a Kitten drawn and not yet put back or discarded
    imploding_up: bool = False  # the Imploding Kitten lies face up in the draw pile
    # knows[s]: draw-pile positions seat s has seen, position -> card.
    knows: list[dict[int, str]] = field(default_factory=list)
    # seen_in_hand[s][o]: cards seat s knows seat o holds (given, stolen, drawn from a seen top).
    seen_in_hand: list[list[list[str]]] = field(default_factory=list)
    out_order: list[int] = field(default_factory=list)  # seats in the order they were eliminated
    winner: int | None = None
    removed: tuple[str, ...] = ()  # set aside at setup
    nameable: tuple[str, ...] = ()  # titles three of a kind may name (fixed by the table)
    deck: tuple[tuple[str, int], ...] = ()  # every card of this table, by type (public)
    turn_number: int = 0        # the turn being played, from 1 at the deal (public)
    # Derived answers (pending decision, legal actions per seat) for this exact state;
    # `evolve` empties it. Not part of the game.
    cache: dict[object, object] = field(default_factory=dict, compare=False, repr=False)

    def clone(self) -> KittensState:
        return KittensState(
            self.players, self.options, [h[:] for h in self.hands], self.alive[:], self.draw[:],
            self.discard[:], self.current, self.turns, self.attacked, self.direction, self.phase,
            self.chooser, self.play, self.nopes[:], set(self.passed), self.drawn_kitten,
            self.imploding_up, [dict(k) for k in self.knows],
            [[c[:] for c in row] for row in self.seen_in_hand], self.out_order[:], self.winner,
            self.removed, self.nameable, self.deck, self.turn_number,
        )

    def living(self) -> list[int]:
        return [s for s in range(self.players) if self.alive[s]]

    def next_living(self, seat: int, direction: int | None = None) -> int:
        step = self.direction if direction is None else direction
        n = self.players
        s = (seat + step) % n
        while not self.alive[s]:
            s = (s + step) % n
        return s
