"""Two tiny test-only games that use the decision kinds Exploding Kittens does not:
a first-come window (Snap) and a simultaneous hidden commit (Sealed Bids)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.engine import Action, DecisionKind, Event, GameConfig, GameInfo, Pending, Result, Ruleset


# ---- Snap: a card is turned up; the first seat to claim it scores -------------------------
@dataclass(frozen=True, slots=True)
class Turned(Event):
    card: int


@dataclass(frozen=True, slots=True)
class Claimed(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class Declined(Event):
    seat: int


@dataclass
class SnapState:
    players: int
    deck: list[int] = field(default_factory=list)
    up: int | None = None
    declined: set[int] = field(default_factory=set)
    score: list[int] = field(default_factory=list)


class Snap(Ruleset[SnapState]):
    info = GameInfo("snap", "Snap", 2, 4)
    event_types: ClassVar = {c.__name__: c for c in (Turned, Claimed, Declined)}

    def blank(self, config: GameConfig) -> SnapState:
        return SnapState(config.players, score=[0] * config.players)

    def setup(self, config: GameConfig, rng: random.Random) -> list[Event]:
        return [Turned(rng.randrange(10))]

    def decide(self, state: SnapState, seat: int, action: Action, rng: random.Random) -> list[Event]:
        self.check_legal(state, seat, action)
        if action.kind == "claim":
            return [Claimed(seat)] + ([Turned(rng.randrange(10))] if sum(state.score) < 2 else [])
        open_seats = set(range(state.players)) - state.declined - {seat}
        return [Declined(seat)] + ([] if open_seats else [Turned(rng.randrange(10))])

    def evolve(self, state: SnapState, event: Event) -> SnapState:
        if isinstance(event, Turned):
            state.up, state.declined = event.card, set()
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

    def view(self, state: SnapState, seat: int) -> Any:
        return (state.up, tuple(state.score), frozenset(state.declined))

    def result(self, state: SnapState) -> Result | None:
        return Result((state.score.index(2),)) if 2 in state.score else None

    def clone(self, state: SnapState) -> SnapState:
        return SnapState(state.players, state.deck[:], state.up, set(state.declined), state.score[:])

    def snapshot(self, state: SnapState) -> Any:
        return (state.up, sorted(state.declined), state.score)


# ---- Sealed Bids: every seat commits a hidden bid; one reveal when all have ----------------
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
    bids: dict[int, int] = field(default_factory=dict)
    revealed: tuple[int, ...] | None = None


class SealedBids(Ruleset[BidState]):
    info = GameInfo("sealed-bids", "Sealed Bids", 2, 4)
    event_types: ClassVar = {c.__name__: c for c in (BidCommitted, BidsRevealed)}

    def blank(self, config: GameConfig) -> BidState:
        return BidState(config.players)

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
        return [Action("bid", position=b) for b in range(1, 6)] if pending and seat in pending.seats else []

    def view(self, state: BidState, seat: int) -> Any:
        return (frozenset(state.bids), state.bids.get(seat), state.revealed)

    def result(self, state: BidState) -> Result | None:
        if state.revealed is None:
            return None
        best = max(state.revealed)
        return Result(tuple(s for s, b in enumerate(state.revealed) if b == best))

    def clone(self, state: BidState) -> BidState:
        return BidState(state.players, dict(state.bids), state.revealed)

    def snapshot(self, state: BidState) -> Any:
        return (sorted(state.bids.items()), state.revealed)
