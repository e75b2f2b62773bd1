"""The full state of a Kittens game, including everything hidden. Only the engine reads it."""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import CLONE, FEED_DEAD

# Phases: what the game waits for.
TURN = "turn"              # the current player plays cards or draws
RESPOND = "respond"        # a response window: Nope or pass
GIVE = "give"              # Favor: the chooser picks a card to give
DEFUSE = "defuse"          # drew an Exploding Kitten with a Defuse: put it back
PLACE_IMPLODING = "place_imploding"  # drew the Imploding Kitten face down: put it back face up
ARRANGE = "arrange"        # Alter the Future: put the top cards back in an order
PICK_DISCARD = "pick_discard"  # five different: take a card from the discard pile
# Zombie Kittens
ZOMBIE_CHOICE = "zombie"   # drew an Exploding Kitten holding a Zombie Kitten: play it or die
RESURRECT = "resurrect"    # the Zombie Kitten's player chooses whom to bring back
PLACE_KITTENS = "place_kittens"  # ...and puts the Kitten(s) back in secret
FEED = "feed"              # Feed the Dead: a living player chooses the card to give
BURY = "bury"              # Grave Robber: a dead player chooses the card for the pile
DIG = "dig"                # Dig Deeper: draw the seen top card or the one below it
OVER = "over"

# The pending decision's key in `KittensState.cache` (seats key the legal lists).
PENDING = "pending"


@dataclass(frozen=True, slots=True)
class TableRules:
    """What one game of the family rules differently at the table, as data the state carries
    (so views, samples and replays all read the same rules).

    `now_cards`: cards anyone may play in any response window (NOW cards).
    `undead`: the dead stay at the table: they keep their hands, show their Kitten, and may
    answer every response window. `five_different`: the five-different combo exists.
    """

    now_cards: frozenset[str] = frozenset()
    undead: bool = False
    five_different: bool = True


CLASSIC = TableRules()


_COMBOS = {1: None, 2: "pair", 3: "triple", 5: "five"}  # a play's combo by its number of cards


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
        return _COMBOS[len(self.cards)]

    @property
    def acts_as(self) -> str:
        """The card whose effect a single card has: a Clone acts as the card it copied
        (written in `named`), any other card as itself."""
        card = self.cards[0]
        return self.named if card == CLONE and self.named else card

    @property
    def keep(self) -> bool:
        """Whether the play stays on the table after its window closes, until its effect is
        done: five different (its discard mark) and Feed the Dead (its dead player)."""
        return self.combo == "five" or (len(self.cards) == 1 and self.acts_as == FEED_DEAD)


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
    rules: TableRules = CLASSIC  # what this game rules differently (public, fixed)
    # Response windows interrupted by a NOW card, oldest first: (play, its Nopes). Public.
    stack: list[tuple[Play, tuple[int, ...]]] = field(default_factory=list)
    watchers: list[int] = field(default_factory=list)  # Clairvoyance: who sees the placements
    to_place: int = 0           # Kittens taken from a grave, still to put back (public)
    # Derived answers (the pending decision under PENDING, legal actions by seat) for this
    # exact state; `evolve` empties it (a pass keeps the decision, less the seat that passed).
    # Not part of the game.
    cache: dict[object, object] = field(default_factory=dict, compare=False, repr=False)

    def clone(self) -> KittensState:
        return KittensState(
            self.players, self.options, [h[:] for h in self.hands], self.alive[:], self.draw[:],
            self.discard[:], self.current, self.turns, self.attacked, self.direction, self.phase,
            self.chooser, self.play, self.nopes[:], set(self.passed), self.drawn_kitten,
            self.imploding_up, [dict(k) for k in self.knows],
            [[c[:] for c in row] for row in self.seen_in_hand], self.out_order[:], self.winner,
            self.removed, self.nameable, self.deck, self.turn_number, self.rules, self.stack[:],
            self.watchers[:], self.to_place,
        )

    def dead(self) -> list[int]:
        """Seats that are dead (out, in a game without the undead)."""
        return [s for s in range(self.players) if not self.alive[s]]

    def living(self) -> list[int]:
        return [s for s in range(self.players) if self.alive[s]]

    def next_living(self, seat: int, direction: int | None = None) -> int:
        step = self.direction if direction is None else direction
        n = self.players
        s = (seat + step) % n
        while not self.alive[s]:
            s = (s + step) % n
        return s
