"""Information-set Monte Carlo tree search (ISMCTS), generic over the engine protocol.

After Cowling, Powley and Whitehouse's ISMCTS and OpenSpiel's `ismcts`. Each iteration:

1. samples a full state the searching seat cannot tell apart from the real one
   (`hooks.determinize(view, rng)`, one sampler per game);
2. walks down the tree on that sample with the game's own `decide`/`evolve`. A node is keyed
   by (acting seat, that seat's view), so it stands for an information set: samples that the
   actor cannot tell apart share it. Edges are chosen by UCB1 over the actions legal in this
   sample, with availability counts; an untried action is tried first (the playout policy's
   choice when it is untried, else a random one);
3. stops after adding one new node of the searching seat (other seats' nodes are added on the
   way, as they are met), then plays out to the end with the playout policy;
4. backs the result up: each edge scores the win (1) or loss (0) of the seat that chose it.

The search is anytime: `start`, then `step(ms)` as often as wanted, then `best`. It stops by
itself after an iteration budget, or when its own thinking time passes a cap. Only the
iteration budget is deterministic: with a fixed seed the same view gives the same move as long
as the budget is reached before the time cap. Nothing here names a game.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Protocol

from ..engine.actions import Action
from ..engine.errors import IllegalAction
from ..engine.events import Event
from ..engine.ruleset import Ruleset

# A playout move for `seat` in a sampled state; None means "a random legal action".
Playout = Callable[[Any, int, random.Random], Action | None]
# Candidate moves worth searching, from the actor's view and its legal actions.
Prune = Callable[[Any, list[Action]], list[Action]]
Determinize = Callable[[Any, random.Random], Any]


class Belief(Protocol):
    """What a seat infers from the events it saw, to weigh its samples (optional per game)."""

    def observe(self, event: Event) -> None: ...

    def determinize(self, view: Any, rng: random.Random) -> Any: ...


# A quick move from a view (a game's heuristic player): the default the search must beat.
Prior = Callable[[Any, list[Action], random.Random], Action]

MAX_PLAYOUT_STEPS = 5000  # a safety net; real games end long before


@dataclass(frozen=True, slots=True)
class SearchHooks:
    """What one game adds to the generic search: a sampler and, optionally, speed-ups."""

    determinize: Determinize
    playout: Playout | None = None
    prune: Prune | None = None
    prior: Prior | None = None
    belief: Callable[[int], Belief] | None = None


@dataclass(frozen=True, slots=True)
class Budget:
    """How long one decision may think.

    `iterations` is the most iterations per decision; a decision between few moves gets
    `per_move` iterations per candidate move, but at least `min_iterations`. `max_ms` caps the
    thinking time whatever the iteration count (the only non-deterministic stop).
    `opponent_nodes`: give other seats tree nodes keyed by their own information too; off,
    they move by the playout policy (their information sets hardly ever repeat across
    samples when hands are hidden, so their nodes cost time and teach little).
    `confidence`: the search overrules the game's heuristic move (`SearchHooks.prior`) only
    when its pick scores better by this many standard errors.
    """

    iterations: int = 140
    per_move: int = 35
    min_iterations: int = 60
    max_ms: float = 480.0
    exploration: float = 0.7
    opponent_nodes: bool = False
    confidence: float = 1.0

    def for_moves(self, moves: int) -> int:
        return max(self.min_iterations, min(self.iterations, self.per_move * moves))

    def scaled(self, think_ms: float) -> Budget:
        """This budget for another thinking time: iteration counts in proportion to it."""
        k = think_ms / self.max_ms
        return replace(
            self, iterations=max(1, round(self.iterations * k)), per_move=max(1, round(self.per_move * k)),
            min_iterations=max(1, round(self.min_iterations * k)), max_ms=think_ms,
        )


class Edge:
    __slots__ = ("avail", "total", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.avail = 0
        self.total = 0.0


class Node:
    __slots__ = ("edges",)

    def __init__(self) -> None:
        self.edges: dict[Action, Edge] = {}


class Search:
    """One decision's search for `seat`. Holds only the ruleset, its own samples and stats."""

    def __init__(self, ruleset: Ruleset, hooks: SearchHooks, seat: int, budget: Budget, rng: random.Random,
                 determinize: Determinize | None = None):
        self.ruleset = ruleset
        self.hooks = hooks
        self.determinize = determinize or hooks.determinize
        self.seat = seat
        self.budget = budget
        self.rng = rng
        self.iterations = 0
        self.target = 0
        self.spent = 0.0
        self._view: Any = None
        self._legal: list[Action] = []
        self._prior: Action | None = None
        self._table: dict[tuple[int, Any], Node] = {}

    # ---- the anytime interface -------------------------------------------------------------
    def start(self, view: Any, legal: list[Action]) -> None:
        """Begin a search from `view`, choosing among `legal` (never empty)."""
        if not legal:
            raise ValueError("nothing to choose from")
        candidates = self.hooks.prune(view, legal) if self.hooks.prune else legal
        self._view = view
        self._legal = candidates or legal
        self._prior = self.hooks.prior(view, self._legal, self.rng) if self.hooks.prior else None
        self._table = {}
        self.iterations = 0
        self.spent = 0.0
        self.target = 0 if len(self._legal) == 1 else self.budget.for_moves(len(self._legal))

    @property
    def done(self) -> bool:
        return self.iterations >= self.target or self.spent * 1000 >= self.budget.max_ms

    def step(self, ms: float) -> bool:
        """Think for about `ms` milliseconds (at least one iteration). True once done."""
        begin = time.perf_counter()
        deadline = begin + ms / 1000
        while not self.done:
            self._iterate()
            now = time.perf_counter()
            self.spent += now - begin
            begin = now
            if now >= deadline:
                break
        return self.done

    def best(self) -> Action:
        """The most visited move (ties: the better mean, then the first listed), unless the
        heuristic move scores about as well: noise should not overrule sense."""
        root = self._table.get((self.seat, self._view))
        if root is None:
            return self._prior if self._prior in self._legal else self._legal[0]

        def score(action: Action) -> tuple[int, float]:
            edge = root.edges.get(action)
            return (0, 0.0) if edge is None else (edge.visits, edge.total / max(1, edge.visits))

        best = max(self._legal, key=score)
        prior = root.edges.get(self._prior) if self._prior is not None else None
        if prior is None or best == self._prior or not prior.visits:
            return best
        edge = root.edges[best]
        mean_b, mean_p = edge.total / edge.visits, prior.total / prior.visits
        spread = math.sqrt(mean_b * (1 - mean_b) / edge.visits + mean_p * (1 - mean_p) / prior.visits)
        return best if mean_b - mean_p > self.budget.confidence * max(spread, 1e-9) else self._prior

    def stats(self) -> dict[str, tuple[int, float]]:
        """Visits and mean score of each root move (for debugging and tests)."""
        root = self._table.get((self.seat, self._view))
        edges = root.edges if root else {}
        return {str(a): (e.visits, e.total / max(1, e.visits)) for a, e in edges.items()}

    # ---- one iteration ---------------------------------------------------------------------
    def _iterate(self) -> None:
        self.iterations += 1
        state = self.determinize(self._view, self.rng)
        path: list[tuple[Edge, int]] = []
        added_own = False
        seat, view, legal = self.seat, self._view, self._legal
        while True:
            key = (seat, view)
            node = self._table.get(key)
            if node is None:
                if seat == self.seat and added_own:
                    break
                node = self._table[key] = Node()
                added_own = added_own or seat == self.seat
            action = self._select(node, state, seat, legal)
            path.append((node.edges[action], seat))
            state = self._apply(state, seat, action)
            found = self._next_decision(state)
            if found is None:
                break
            state, seat, view, legal = found
        reward = self._playout(state)
        for edge, actor in path:
            edge.visits += 1
            edge.total += reward(actor)

    def _next_decision(self, state: Any) -> tuple[Any, int, Any, list[Action]] | None:
        """Play forced moves (and, without opponent nodes, other seats' moves by the playout
        policy); return the next decision for the tree, or None at the end of the game."""
        ruleset = self.ruleset
        while (pending := ruleset.pending(state)) is not None:
            seat = min(pending.seats)
            if seat != self.seat and not self.budget.opponent_nodes:
                state = self._policy_move(state, seat)
                continue
            legal = ruleset.legal_actions(state, seat)
            if len(legal) > 1:
                view = ruleset.view(state, seat)
                if self.hooks.prune:
                    legal = self.hooks.prune(view, legal) or legal
                if len(legal) > 1:
                    return state, seat, view, legal
            state = self._apply(state, seat, legal[0])
        return None

    def _select(self, node: Node, state: Any, seat: int, legal: list[Action]) -> Action:
        edges = node.edges
        untried = [a for a in legal if a not in edges]
        if untried:
            hint = self.hooks.playout(state, seat, self.rng) if self.hooks.playout else None
            action = hint if hint in untried else self.rng.choice(untried)
            edges[action] = Edge()
            for a in legal:
                if a in edges:
                    edges[a].avail += 1
            return action
        c = self.budget.exploration
        best, best_score = legal[0], -math.inf
        for a in legal:
            edge = edges[a]
            edge.avail += 1
            score = edge.total / edge.visits + c * math.sqrt(math.log(edge.avail) / edge.visits)
            if score > best_score:
                best, best_score = a, score
        return best

    def _apply(self, state: Any, seat: int, action: Action) -> Any:
        for event in self.ruleset.decide(state, seat, action, self.rng):
            state = self.ruleset.evolve(state, event)
        return state

    def _policy_move(self, state: Any, seat: int) -> Any:
        """`seat` moves by the playout policy (a random legal move if it has no idea)."""
        action = self.hooks.playout(state, seat, self.rng) if self.hooks.playout else None
        if action is not None:
            try:
                return self._apply(state, seat, action)
            except IllegalAction:
                pass
        return self._apply(state, seat, self.rng.choice(self.ruleset.legal_actions(state, seat)))

    def _playout(self, state: Any) -> Callable[[int], float]:
        ruleset = self.ruleset
        for _ in range(MAX_PLAYOUT_STEPS):
            pending = ruleset.pending(state)
            if pending is None:
                break
            state = self._policy_move(state, min(pending.seats))
        result = ruleset.result(state)
        winners = result.winners if result else ()
        return lambda seat: 1.0 if seat in winners else 0.0
