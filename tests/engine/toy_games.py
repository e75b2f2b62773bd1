"""Two tiny test-only games that use the decision kinds Exploding Kittens does not:
a first-come window (Snap) and a simultaneous hidden commit (Sealed Bids).

Each implements the whole engine contract the app needs: typed options, a public summary,
events the log does not show, a determinizer and hashable views. Their CPU players are in
`toy_ai.py`. They are never registered with the app's registry outside the tests.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.engine import (
    Action,
    DecisionKind,
    Event,
    GameConfig,
    GameInfo,
    OptionKind,
    OptionSpec,
    Pending,
    Result,
    Ruleset,
    Summary,
)

CARDS = 10  # Snap turns up a number from 0 to 9


# ---- Snap: a card is turned up; the first seat to claim it scores -------------------------
@dataclass(frozen=True, slots=True)
class Turned(Event):
    card: int


@dataclass(frozen=True, slots=True)
class Claimed(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class Declined(Event):
    in_log: ClassVar[bool] = False  # a pass is not worth a line
    seat: int


@dataclass
class SnapState:
    players: int
    to_win: int
    up: int | None = None
    declined: set[int] = field(default_factory=set)
    score: list[int] = field(default_factory=list)
    turned: int = 0  # cards turned up so far


@dataclass(frozen=True, slots=True)
class SnapView:
    seat: int
    players: int
    to_win: int
    up: int | None
    score: tuple[int, ...]
    declined: frozenset[int]
    turned: int


class Snap(Ruleset[SnapState]):
    info = GameInfo(
        "snap", "Snap", 2, 4, family="snap",
        options=(OptionSpec("to_win", 2, "Points to win", kind=OptionKind.NUMBER, low=1, high=5),),
    )
    event_types: ClassVar = {c.__name__: c for c in (Turned, Claimed, Declined)}

    def blank(self, config: GameConfig) -> SnapState:
        return SnapState(config.players, int(config.option("to_win")), score=[0] * config.players)

    def setup(self, config: GameConfig, rng: random.Random) -> list[Event]:
        return [Turned(rng.randrange(CARDS))]

    def decide(self, state: SnapState, seat: int, action: Action, rng: random.Random) -> list[Event]:
        self.check_legal(state, seat, action)
        if action.kind == "claim":
            won = state.score[seat] + 1 >= state.to_win
            return [Claimed(seat)] + ([] if won else [Turned(rng.randrange(CARDS))])
        open_seats = set(range(state.players)) - state.declined - {seat}
        return [Declined(seat)] + ([] if open_seats else [Turned(rng.randrange(CARDS))])

    def evolve(self, state: SnapState, event: Event) -> SnapState:
        if isinstance(event, Turned):
            state.up, state.declined = event.card, set()
            state.turned += 1
        elif isinstance(event, Claimed):
            state.score[event.seat] += 1
            state.up = None
        elif isinstance(event, Declined):
            state.declined.add(event.seat)
        return state

    def pending(self, state: SnapState) -> Pending | None:
        if self.result(state) is not None or state.up is None:
            return None
        seats = frozenset(range(state.players)) - state.declined
        return Pending(DecisionKind.FIRST_COME, seats, "snap")

    def legal_actions(self, state: SnapState, seat: int) -> list[Action]:
        pending = self.pending(state)
        return [Action("claim"), Action("pass")] if pending and seat in pending.seats else []

    def view(self, state: SnapState, seat: int) -> SnapView:
        return SnapView(seat, state.players, state.to_win, state.up, tuple(state.score),
                        frozenset(state.declined), state.turned)

    def determinize(self, view: SnapView, rng: random.Random) -> SnapState:
        """Nothing in Snap is hidden: the view is the whole state."""
        return SnapState(view.players, view.to_win, view.up, set(view.declined), list(view.score), view.turned)

    def summary(self, state: SnapState) -> Summary:
        return Summary(current=None, turn=state.turned, out=(), scores=tuple(state.score))

    def result(self, state: SnapState) -> Result | None:
        if state.to_win in state.score:
            return Result((state.score.index(state.to_win),))
        return None

    def clone(self, state: SnapState) -> SnapState:
        return SnapState(state.players, state.to_win, state.up, set(state.declined), state.score[:], state.turned)

    def snapshot(self, state: SnapState) -> Any:
        return (state.up, sorted(state.declined), state.score, state.turned)


# ---- Sealed Bids: every seat commits a hidden bid; one reveal when all have ----------------
BIDS = range(1, 6)


@dataclass(frozen=True, slots=True)
class BidCommitted(Event):
    hidden: ClassVar[tuple[str, ...]] = ("bid",)
    seat: int
    bid: int | None

    def audience(self) -> frozenset[int] | None:
        return frozenset({self.seat})


@dataclass(frozen=True, slots=True)
class BidsRevealed(Event):
    bids: tuple[int, ...]


@dataclass
class BidState:
    players: int
    wins: str  # "highest" or "lowest"
    bids: dict[int, int] = field(default_factory=dict)
    revealed: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class BidsView:
    seat: int
    players: int
    wins: str
    committed: frozenset[int]  # who has bid (not what)
    mine: int | None  # this seat's own bid
    revealed: tuple[int, ...] | None


class SealedBids(Ruleset[BidState]):
    info = GameInfo(
        "sealed-bids", "Sealed Bids", 2, 4, family="sealed-bids",
        options=(OptionSpec("wins", "highest", "Winning bid", kind=OptionKind.CHOICE,
                            choices=("highest", "lowest")),),
    )
    event_types: ClassVar = {c.__name__: c for c in (BidCommitted, BidsRevealed)}

    def blank(self, config: GameConfig) -> BidState:
        return BidState(config.players, str(config.option("wins")))

    def setup(self, config: GameConfig, rng: random.Random) -> list[Event]:
        return []

    def decide(self, state: BidState, seat: int, action: Action, rng: random.Random) -> list[Event]:
        self.check_legal(state, seat, action)
        events: list[Event] = [BidCommitted(seat, action.position)]
        if len(state.bids) == state.players - 1:
            bids = {**state.bids, seat: action.position or 0}
            events.append(BidsRevealed(tuple(bids[s] for s in range(state.players))))
        return events

    def evolve(self, state: BidState, event: Event) -> BidState:
        if isinstance(event, BidCommitted):
            state.bids[event.seat] = event.bid if event.bid is not None else -1
        elif isinstance(event, BidsRevealed):
            state.revealed = event.bids
        return state

    def pending(self, state: BidState) -> Pending | None:
        if state.revealed is not None:
            return None
        return Pending(DecisionKind.COMMIT, frozenset(range(state.players)) - set(state.bids), "bid")

    def legal_actions(self, state: BidState, seat: int) -> list[Action]:
        pending = self.pending(state)
        return [Action("bid", position=b) for b in BIDS] if pending and seat in pending.seats else []

    def view(self, state: BidState, seat: int) -> BidsView:
        return BidsView(seat, state.players, state.wins, frozenset(state.bids), state.bids.get(seat), state.revealed)

    def determinize(self, view: BidsView, rng: random.Random) -> BidState:
        """The others' sealed bids drawn at random; everything else as the view shows it."""
        bids = {s: view.mine if s == view.seat else rng.choice(BIDS) for s in sorted(view.committed)}
        if view.revealed is not None:
            bids = dict(enumerate(view.revealed))
        return BidState(view.players, view.wins, bids, view.revealed)

    def hidden_variant(self, state: BidState, seat: int, rng: random.Random) -> BidState | None:
        others = [s for s in state.bids if s != seat]
        if state.revealed is not None or not others:
            return None
        variant = self.clone(state)
        other = rng.choice(others)
        variant.bids[other] = rng.choice([b for b in BIDS if b != state.bids[other]])
        return variant

    def summary(self, state: BidState) -> Summary:
        return Summary(current=None, turn=None, out=())

    def result(self, state: BidState) -> Result | None:
        if state.revealed is None:
            return None
        best = (max if state.wins == "highest" else min)(state.revealed)
        return Result(tuple(s for s, b in enumerate(state.revealed) if b == best))

    def clone(self, state: BidState) -> BidState:
        return BidState(state.players, state.wins, dict(state.bids), state.revealed)

    def snapshot(self, state: BidState) -> Any:
        return (sorted(state.bids.items()), state.revealed)


TOY_GAMES = (Snap(), SealedBids())
