"""The full state of a Herding Cats game, including everything hidden. Only the engine reads it.

Orders are secrets: a hand is kept in its holder's order (dealt shuffled), and a herd's face-down
cards in its owner's order (each goes in at a random place), so a chooser who picks "card 3"
of someone else's hand or herd picks blind. What each seat has learned is kept per seat:
`known_hand[v][p]` cards v knows p holds, `gone[v][p]` printed cards v knows have left p's hand
(`gone[p][p]` is every card that left it), `known_herd[v][p]` identities v knows are face down
in p's herd. A `scratch` copy keeps no such knowledge (`knowledge` False): `decide` works
on one to see how its events leave the board, and never takes a view of it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# Phases: what the game waits for.
TURN = "turn"                # the current player plays a card face down and declares it
CHALLENGE = "challenge"      # first come, first served: challenge the declaration, or pass
PENALTY = "penalty"          # a chooser picks a hidden card of the loser's hand to discard
SELECT = "select"            # the attacker picks a hidden card of the target's hand or herd
INTERCEPT = "intercept"      # the defender may claim a Laser Pointer instead of the picked card
LP_CHALLENGE = "lp_challenge"  # first come: challenge the Laser Pointer claim, or pass
OVER = "over"

# What follows a penalty.
THEN_END = "end"             # the declaration was a bluff: the turn ends
THEN_EFFECT = "effect"       # the declaration was true: its effect follows
THEN_SUBSTITUTE = "substitute"  # the Laser Pointer claim was true: the substitution follows


@dataclass(frozen=True, slots=True)
class Play:
    """The card played face down this turn: its printed type (`card`, secret) and its claim."""

    seat: int
    card: str
    identity: str
    target: int | None = None
    revealed: bool = False  # a failed challenge showed it


@dataclass(frozen=True, slots=True)
class Claim:
    """A Laser Pointer claim: the defender presents a card of its hand or herd.

    `index` is the card's place in the hand, or among the face-down (or, `face_up`, face-up)
    herd cards; `card` is its printed type (hand) or herd identity.
    """

    seat: int
    index: int
    card: str
    face_up: bool = False


@dataclass(frozen=True, slots=True)
class Penalty:
    victim: int
    chooser: int
    then: str


@dataclass(slots=True)
class HerdingState:
    players: int
    tie_breaker: bool = False
    hands: list[list[str]] = field(default_factory=list)
    herd_down: list[list[str]] = field(default_factory=list)  # identities, in the owner's order
    herd_up: list[list[str]] = field(default_factory=list)    # face-up identities, public
    discards: list[list[str]] = field(default_factory=list)   # oldest first, public
    removed: list[list[str]] = field(default_factory=list)    # 2 per player, seen by nobody
    current: int = 0
    turn_number: int = 0
    phase: str = TURN
    chooser: int = 0           # the seat asked in SELECT and INTERCEPT
    play: Play | None = None
    selected: int | None = None  # the picked card's index in the target's hand or face-down herd
    claim: Claim | None = None
    penalty: Penalty | None = None
    passed: set[int] = field(default_factory=set)
    known_hand: list[list[list[str]]] = field(default_factory=list)
    gone: list[list[list[str]]] = field(default_factory=list)
    known_herd: list[list[list[str]]] = field(default_factory=list)
    total: int = 0             # cards at the table: conserved
    scores: tuple[int, ...] | None = None
    winners: tuple[int, ...] | None = None
    cache: dict[object, object] = field(default_factory=dict, compare=False, repr=False)
    knowledge: bool = field(default=True, compare=False, repr=False)  # False: a scratch copy

    def clone(self) -> HerdingState:
        return HerdingState(
            self.players, self.tie_breaker, _lists(self.hands), _lists(self.herd_down), _lists(self.herd_up),
            _lists(self.discards), _lists(self.removed), self.current, self.turn_number, self.phase,
            self.chooser, self.play, self.selected, self.claim, self.penalty, set(self.passed),
            _grid(self.known_hand), _grid(self.gone), _grid(self.known_herd), self.total, self.scores,
            self.winners,
        )

    def scratch(self) -> HerdingState:
        """A copy of the board alone, for `decide` to look ahead on: what each seat knows is
        left out and not kept up (the removed cards, never changed after the deal, are shared)."""
        return HerdingState(
            self.players, self.tie_breaker, _lists(self.hands), _lists(self.herd_down), _lists(self.herd_up),
            _lists(self.discards), self.removed, self.current, self.turn_number, self.phase,
            self.chooser, self.play, self.selected, self.claim, self.penalty, set(self.passed),
            [], [], [], self.total, self.scores, self.winners, knowledge=False,
        )

    @property
    def defender(self) -> int | None:
        return None if self.play is None else self.play.target


def _lists(rows: list[list[str]]) -> list[list[str]]:
    return [r[:] for r in rows]


def _grid(grid: list[list[list[str]]]) -> list[list[list[str]]]:
    return [[c[:] for c in row] for row in grid]


def empty_grid(players: int) -> list[list[list[str]]]:
    return [[[] for _ in range(players)] for _ in range(players)]
