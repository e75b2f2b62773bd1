"""The full state of a Kombat Kittens game, everything hidden included. Only the engine reads it."""

from __future__ import annotations

from dataclasses import dataclass, field

# Phases: what the game waits for.
PICK = "pick"            # the player whose turn it is picks an opponent
ASK = "ask"              # a combatant may ask a non-battling player for help
ANSWER = "answer"        # the asked player accepts or declines
ROUND = "round"          # both combatants commit a card (or forfeit) face down
HELP = "help"            # the helpers commit their one card
TAKE = "take"            # the winner picks treasure
GIVE = "give"            # the winner may give one taken card to their helper
DOGFIGHT = "dogfight"    # everybody commits a card (or forfeits)
DOG_TIE = "dog_tie"      # tied best Dogfight hands reveal one more card each
TIEBREAK = "tiebreak"    # tied final scores: each plays a three-card hand at once
OVER = "over"

COMMIT_PHASES = (ROUND, HELP, DOGFIGHT, DOG_TIE, TIEBREAK)

BATTLE, DOGFIGHT_FIGHT, FINAL = "battle", "dogfight", "final"


@dataclass(slots=True)
class Fight:
    """A battle, a Dogfight or the final tie-break, while it lasts.

    `sides` are the main fighters (two in a battle, everybody in a Dogfight); `helpers` maps a
    combatant to its helper; `played` holds every card revealed, by seat; `last` the cards of
    the latest reveal; `forfeited` the fighters who forfeited, in order.
    """

    kind: str
    sides: tuple[int, ...]
    helpers: dict[int, int] = field(default_factory=dict)
    asks: int = 0                  # combatants who have had their chance to ask for help
    asked: int | None = None       # the seat asked for help now, if any
    played: dict[int, list[str]] = field(default_factory=dict)
    last: dict[int, tuple[str, ...]] = field(default_factory=dict)
    forfeited: list[int] = field(default_factory=list)
    rounds: int = 0                # rounds revealed
    winner: int | None = None
    loser: int | None = None
    tie: bool = False
    taken: list[str] = field(default_factory=list)  # treasure the winner took, for the gift
    # Its public picture (view.py's FightView), kept while no event changes the fight.
    shown: object = field(default=None, repr=False, compare=False)

    def clone(self) -> Fight:
        return Fight(self.kind, self.sides, dict(self.helpers), self.asks, self.asked,
                     {s: c[:] for s, c in self.played.items()}, dict(self.last), self.forfeited[:],
                     self.rounds, self.winner, self.loser, self.tie, self.taken[:], self.shown)

    def side_of(self, seat: int) -> int | None:
        """The combatant `seat` fights for (itself or the one it helps)."""
        if seat in self.sides:
            return seat
        return next((c for c, h in self.helpers.items() if h == seat), None)

    def team(self, combatant: int) -> tuple[int, ...]:
        helper = self.helpers.get(combatant)
        return (combatant,) if helper is None else (combatant, helper)

    def cards_of(self, combatant: int) -> list[str]:
        """Every card the side of `combatant` has revealed."""
        return [c for s in self.team(combatant) for c in self.played.get(s, [])]

    @property
    def active(self) -> tuple[int, ...]:
        return tuple(s for s in self.sides if s not in self.forfeited)


@dataclass(slots=True)
class KombatState:
    players: int
    hands: list[list[str]] = field(default_factory=list)
    draw: list[str] = field(default_factory=list)       # top first
    litter: list[str] = field(default_factory=list)     # the Litter Box, oldest first (public)
    treasure: list[list[str]] = field(default_factory=list)  # captured, face up
    kept_dogs: int = 0          # Dogs kept for the second deck
    dogs_aside: int = 0         # drawn Dogs waiting for their Dogfight
    deck: int = 1               # which deck the draw pile is
    bottom_dog: bool = False    # the pile's bottom card is a Dog (everyone saw it put there)
    ending: bool = False        # this deck's last card has been drawn
    current: int = 0
    turn_number: int = 0
    phase: str = PICK
    waiting: tuple[int, ...] = ()   # the seats the phase asks
    commits: dict[int, tuple[str, ...]] = field(default_factory=dict)  # face down; () = forfeit
    fight: Fight | None = None
    tiebreaks: int = 0
    scores: tuple[int, ...] | None = None
    winners: tuple[int, ...] = ()
    total: tuple[tuple[str, int], ...] = ()  # every card at this table, by id (public)
    # A search's sample only: the game ends (scored as the end scores it) once this turn is
    # over. Never set in a real game.
    last_turn: int | None = None
    quiet_turns: int = 0        # finished turns in a row in which no card was revealed (public)
    card_shown: bool = False    # a card has been revealed in this turn's battle or Dogfights
    # Derived answers (the pending decision, the parts every seat's view shows alike) for this
    # exact state; `evolve` empties it. Not part of the game.
    cache: dict[object, object] = field(default_factory=dict, compare=False, repr=False)

    def quiet_after_turn(self) -> int:
        """`quiet_turns` once the current turn is over: the dead-game count."""
        return 0 if self.card_shown else self.quiet_turns + 1

    def clone(self) -> KombatState:
        return KombatState(
            self.players, [h[:] for h in self.hands], self.draw[:], self.litter[:],
            [t[:] for t in self.treasure], self.kept_dogs, self.dogs_aside, self.deck, self.bottom_dog,
            self.ending, self.current, self.turn_number, self.phase, self.waiting, dict(self.commits),
            None if self.fight is None else self.fight.clone(), self.tiebreaks, self.scores,
            self.winners, self.total, self.last_turn, self.quiet_turns, self.card_shown,
        )
