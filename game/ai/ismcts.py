"""Information-set Monte Carlo tree search (ISMCTS), generic over the engine protocol.

After Cowling, Powley and Whitehouse's ISMCTS and OpenSpiel's `ismcts`. One playout:

1. samples a full state the searching seat cannot tell apart from the real one
   (`determinize(view, rng)`, one sampler per game, optionally weighed by a `Belief` built
   from the events the seat saw; the game's heuristic move, `prior`, may read it too);
2. plays one root move in it with the game's own `decide`/`evolve`, then walks the tree of
   the seat's later decisions. A node is keyed by (acting seat, that seat's view), so it stands
   for an information set: samples the actor cannot tell apart share it. Edges are chosen by
   UCB1 over the actions legal in this sample, with availability counts, untried ones first
   (the playout policy's choice if untried, else a random one). Other seats move by the
   playout policy (or get their own nodes, with `Budget.opponent_nodes`). Who acts next is
   the engine's arbiter's ruling (`game.engine.arbiter`), drawn from the playout's random
   numbers: a random order in a response window, a random pick among the seats that want to
   answer a first-come window. Every commit (a simultaneous, hidden choice) is chosen from
   the committing seat's own view of the sample (`SearchHooks.commit`), never from the
   sample itself: an opponent's commit cannot read the searcher's;
3. stops after adding one new node, plays out with the playout policy to the end (or until
   the game's `settled` hook knows what the sample is worth to every seat it scores), and backs
   the result up: each edge scores the win (1) or loss (0) of the seat that chose it, or what
   the game's `reward` makes of the end (a sample that ends early may be scored by margin).

At the root, the candidate moves are compared on the same samples with the same random
numbers (common random numbers), by sequential halving: every surviving move is played on each
new sample, and after each round the worse half is dropped. Paired results cancel most of the
luck of the deal, so few playouts tell moves apart. The game's heuristic move (`prior`) always
survives, and `best` keeps it unless the search's pick beats it by `Budget.confidence` paired
standard errors: noise never overrules sense.

The search is anytime: `start`, then `step(ms)` as often as wanted, then `best`. It stops by
itself after its iteration budget, or when its own thinking time passes `Budget.max_ms`. Only
the iteration budget is deterministic: with a fixed seed the same view gives the same move as
long as the budget is reached before the time cap, however the thinking is sliced. Nothing
here names a game.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any, Protocol

from ..engine.actions import Action
from ..engine.arbiter import next_move, next_seat
from ..engine.errors import IllegalAction
from ..engine.events import Event
from ..engine.pending import DecisionKind, Pending
from ..engine.ruleset import Ruleset

# A playout move for `seat` in a sampled state; None means "a random legal action".
Playout = Callable[[Any, int, random.Random], Action | None]
# Candidate moves worth searching, from the actor's view and its legal actions.
Prune = Callable[[Any, list[Action]], list[Action]]
Determinize = Callable[[Any, random.Random], Any]
# A move from a seat's own view and its legal actions (a commit in a sample).
ViewPolicy = Callable[[Any, list[Action], random.Random], Action]


class Belief(Protocol):
    """What a seat infers from the events it saw, to weigh its samples (optional per game)."""

    def observe(self, event: Event) -> None: ...

    def see(self, view: Any) -> None:
        """Refresh what it reads off the seat's view, once per decision."""

    def determinize(self, view: Any, rng: random.Random) -> Any: ...


# A quick move from a view and the seat's belief, if the game keeps one (a game's heuristic
# player): the default the search must beat.
Prior = Callable[[Any, list[Action], random.Random, Any], Action]
# What a finished sample is worth to a seat, from 0 (a sure loss) to 1 (a sure win).
Reward = Callable[[Any, int], float]
# What a sample is already worth to a seat that it has settled for good (a seat out of the
# game for good has lost), None while the seat's fate is open.
Settled = Callable[[Any, int], float | None]

MAX_PLAYOUT_STEPS = 5000  # a safety net; real games end long before


@dataclass(frozen=True, slots=True)
class SearchHooks:
    """What one game adds to the generic search, all optional: a sampler (default: the
    ruleset's own `determinize`), a playout policy, pruning, a heuristic prior, a belief, how a
    seat commits from its own view (default: a random legal commit), how a finished sample is
    scored (default: 1 for a winner, 0 otherwise), when a sample's result for a seat is already
    settled (default: at the end), and how long a decision thinks in each of
    the family's games, by game id (default: `Budget()`)."""

    determinize: Determinize | None = None
    playout: Playout | None = None
    prune: Prune | None = None
    prior: Prior | None = None
    belief: Callable[[int], Belief] | None = None
    commit: ViewPolicy | None = None
    # The playout policy made once per decision from the searching seat's belief (a model of
    # each opponent, learnt from what it did); without a belief, `playout` is used.
    model: Callable[[Belief], Playout] | None = None
    reward: Reward | None = None
    # A playout stops once it has settled the fate of every seat it scores (`Settled`): the
    # rest of the game cannot change what it backs up. Default: it plays to the end.
    settled: Settled | None = None
    budgets: Mapping[str, Budget] = field(default_factory=dict)

    def budget(self, game_id: str) -> Budget:
        """How long Hard thinks in this game, unless told otherwise."""
        return self.budgets.get(game_id) or Budget()


@dataclass(frozen=True, slots=True)
class Budget:
    """How long one decision may think.

    The defaults keep a decision under the cap on a busy 2-core machine (about 2-3 ms a
    playout in 4-player Exploding Kittens; p95 near 350-460 ms), so the iteration budget, not
    the clock, normally ends it and games replay exactly for a seed.
    `iterations` is the most playouts per decision; a decision between few moves gets
    `per_move` iterations per candidate move, but at least `min_iterations`. `max_ms` caps the
    thinking time whatever the iteration count (the only non-deterministic stop).
    `opponent_nodes`: give other seats tree nodes keyed by their own information too; off,
    they move by the playout policy (their information sets hardly ever repeat across
    samples when hands are hidden, so their nodes cost time and teach little).
    `confidence`: the search overrules the game's heuristic move (`SearchHooks.prior`) only
    when its pick scores better by this many paired standard errors.
    `exploration`: UCB1's constant below the root.
    """

    iterations: int = 140
    per_move: int = 35
    min_iterations: int = 60
    max_ms: float = 480.0
    exploration: float = 0.7
    opponent_nodes: bool = False
    confidence: float = 1.5

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
                 belief: Belief | None = None):
        self.ruleset = ruleset
        self.hooks = hooks
        self.belief = belief
        sampler = belief.determinize if belief else hooks.determinize or ruleset.determinize
        if sampler is None:
            raise ValueError(f"{ruleset.info.name} has no determinizer: a search cannot sample it")
        self.determinize: Determinize = sampler
        self.policy = hooks.model(belief) if hooks.model and belief is not None else hooks.playout
        self.seat = seat
        self.budget = budget
        self.rng = rng  # samples and their seeds
        self._play = random.Random(0)  # the rules' and policies' randomness in one playout
        self.iterations = 0
        self.target = 0
        self.spent = 0.0
        self._view: Any = None
        self._legal: list[Action] = []
        self._prior: Action | None = None
        self._table: dict[tuple[int, Any], Node] = {}
        self._alive: list[Action] = []
        self._results: dict[Action, dict[int, float]] = {}
        self._sweep: tuple[int, Any, int, list[Action]] | None = None
        self._sweeps = 0
        self._round_end = 0

    # ---- the anytime interface -------------------------------------------------------------
    def start(self, view: Any, legal: list[Action]) -> None:
        """Begin a search from `view`, choosing among `legal` (never empty)."""
        if not legal:
            raise ValueError("nothing to choose from")
        candidates = self.hooks.prune(view, legal) if self.hooks.prune else legal
        self._view = view
        self._legal = candidates or legal
        self._prior = self.hooks.prior(view, self._legal, self.rng, self.belief) if self.hooks.prior else None
        if self._prior not in self._legal:
            self._prior = None
        self._table = {}
        self._alive = list(self._legal)
        self._results = {a: {} for a in self._legal}
        self._sweep = None
        self._sweeps = 0
        self.iterations = 0
        self.spent = 0.0
        self.target = 0 if len(self._legal) == 1 else self.budget.for_moves(len(self._legal))
        self._plan_round()

    @property
    def done(self) -> bool:
        return self.iterations >= self.target or self.spent * 1000 >= self.budget.max_ms or len(self._alive) < 2

    def step(self, ms: float) -> bool:
        """Think for about `ms` milliseconds (at least one playout). True once done."""
        begin = time.perf_counter()
        deadline = begin + ms / 1000
        while not self.done:
            self._work()
            now = time.perf_counter()
            self.spent += now - begin
            begin = now
            if now >= deadline:
                break
        return self.done

    def best(self) -> Action:
        """The best surviving move, unless the heuristic move scores about as well on the
        same samples: noise should not overrule sense."""
        scored = [a for a in self._alive if self._results[a]]
        if not scored:
            return self._prior or self._legal[0]
        best = max(scored, key=lambda a: (self._mean(a), -self._legal.index(a)))
        if self._prior is None or best == self._prior:
            return best
        mine, prior = self._results[best], self._results[self._prior]
        diffs = [mine[k] - prior[k] for k in mine if k in prior]
        if len(diffs) < 2:
            return self._prior
        mean = sum(diffs) / len(diffs)
        var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
        return best if mean > self.budget.confidence * math.sqrt(var / len(diffs)) + 1e-9 else self._prior

    def stats(self) -> dict[str, tuple[int, float]]:
        """Playouts and mean score of each root move (for debugging and tests)."""
        return {str(a): (len(r), self._mean(a)) for a, r in self._results.items() if r}

    # ---- sequential halving over paired samples ---------------------------------------------
    def _mean(self, action: Action) -> float:
        results = self._results[action]
        return sum(results.values()) / max(1, len(results))

    def _plan_round(self) -> None:
        """Share the budget evenly between halving rounds; each round plays every surviving
        move on the same samples (with the same random numbers), so they compare fairly."""
        rounds = max(1, math.ceil(math.log2(max(2, len(self._alive)))))
        per_round = max(1, (self.target - self.iterations) // rounds)
        self._round_end = self._sweeps + max(1, per_round // max(1, len(self._alive)))

    def _work(self) -> None:
        """One playout: the next surviving move on the current sample."""
        if self._sweep is None or not self._sweep[3]:
            if self._sweeps >= self._round_end and len(self._alive) > 2:
                self._halve()
            self._sweeps += 1
            self._sweep = (self._sweeps, self.determinize(self._view, self.rng), self.rng.getrandbits(64),
                           list(self._alive))
        sweep, sample, seed, queue = self._sweep
        action = queue.pop(0)
        self._play.seed(seed)
        self._results[action][sweep] = self._playout_from(self.ruleset.clone(sample), action)
        self.iterations += 1

    def _halve(self) -> None:
        ranked = sorted(self._alive, key=lambda a: (-self._mean(a), self._legal.index(a)))
        keep = ranked[: (len(ranked) + 1) // 2]
        if self._prior is not None and self._prior not in keep:
            keep.append(self._prior)
        self._alive = [a for a in self._legal if a in keep]
        self._plan_round()

    # ---- one playout below the root ---------------------------------------------------------
    def _playout_from(self, state: Any, action: Action) -> float:
        """Play `action` in the sample, walk the tree of this seat's later decisions (adding
        one node), play out the rest; the seat's result, also backed up the tree."""
        ruleset = self.ruleset
        state = self._apply(state, self.seat, action)
        path: list[tuple[Edge, int]] = []
        scored = {self.seat}  # the seats whose results the playout backs up
        walk = _Walk()
        while (pending := ruleset.pending(state)) is not None and self._settled(state, scored) is None:
            walk.picks.clear()
            move = next_move(pending, self._play, partial(self._tree_choice, state, pending, walk), ruleset.is_pass)
            if walk.stop:
                break
            if move.seat in walk.picks:
                path.append((walk.picks[move.seat], move.seat))
                scored.add(move.seat)
            state = self._apply_policy(state, move.seat, move.action)
        reward = self._playout(state, scored)
        for edge, actor in path:
            edge.visits += 1
            edge.total += reward(actor)
        return reward(self.seat)

    def _in_tree(self, seat: int, pending: Pending) -> bool:
        """Whether `seat` chooses by the tree here: the searcher always; another seat with
        opponent nodes, except for a commit (chosen from its view by the policy)."""
        if seat == self.seat:
            return True
        return self.budget.opponent_nodes and pending.kind != DecisionKind.COMMIT

    def _tree_choice(self, state: Any, pending: Pending, walk: _Walk, seat: int) -> Action:
        """`seat`'s answer during the walk: by UCB1 at its node (adding at most one node of
        the searcher's), else by the playout policy. Marks the walk to stop at a second new
        node of the searcher's."""
        if not self._in_tree(seat, pending):
            return self._policy_choice(state, pending, seat)
        ruleset = self.ruleset
        legal = ruleset.legal_actions(state, seat)
        if len(legal) > 1:
            view = ruleset.view(state, seat)
            if self.hooks.prune:
                legal = self.hooks.prune(view, legal) or legal
        if len(legal) == 1:
            return legal[0]
        key = (seat, view)
        node = self._table.get(key)
        if node is None:
            if seat == self.seat and walk.added:
                walk.stop = True
                return legal[0]
            node = self._table[key] = Node()
            walk.added = walk.added or seat == self.seat
        chosen = self._select(node, state, seat, legal, pending)
        walk.picks[seat] = node.edges[chosen]
        return chosen

    def _select(self, node: Node, state: Any, seat: int, legal: list[Action], pending: Pending) -> Action:
        edges = node.edges
        # An edge chosen in a first-come window that another seat won was never played.
        untried = [a for a in legal if a not in edges or not edges[a].visits]
        if untried:
            hint = self._hint(state, pending, seat)
            action = hint if hint in untried else self._play.choice(untried)
            edges.setdefault(action, Edge())
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
        for event in self.ruleset.decide(state, seat, action, self._play):
            state = self.ruleset.evolve(state, event)
        return state

    def _hint(self, state: Any, pending: Pending, seat: int) -> Action | None:
        """The playout policy's move for `seat`, None if it has no idea. A commit is chosen
        from the seat's own view only (`SearchHooks.commit`), never from the sample."""
        if pending.kind == DecisionKind.COMMIT:
            if self.hooks.commit is None:
                return None
            ruleset = self.ruleset
            return self.hooks.commit(ruleset.view(state, seat), ruleset.legal_actions(state, seat), self._play)
        return self.policy(state, seat, self._play) if self.policy else None

    def _policy_choice(self, state: Any, pending: Pending, seat: int) -> Action:
        """`seat`'s move by the playout policy, or a random legal one if it has no idea."""
        action = self._hint(state, pending, seat)
        return action if action is not None else self._play.choice(self.ruleset.legal_actions(state, seat))

    def _apply_policy(self, state: Any, seat: int, action: Action) -> Any:
        """Play `action`; a policy's move the rules refuse becomes a random legal move."""
        try:
            return self._apply(state, seat, action)
        except IllegalAction:
            return self._apply(state, seat, self._play.choice(self.ruleset.legal_actions(state, seat)))

    def _settled(self, state: Any, seats: set[int]) -> Callable[[int], float] | None:
        """What the playout is worth to each of `seats`, if the sample has settled them all
        (`SearchHooks.settled`); None while one of them is open."""
        settled = self.hooks.settled
        if settled is None:
            return None
        known: dict[int, float] = {}
        for seat in seats:
            value = settled(state, seat)
            if value is None:
                return None
            known[seat] = value
        return known.__getitem__

    def _playout(self, state: Any, scored: set[int]) -> Callable[[int], float]:
        """Play the sample out by the playout policy, until it ends or settles every seat in
        `scored`. The arbiter rules who acts: for one seat's decision or a response window
        `next_seat` (then that seat is asked), for a first-come window `next_move` (every seat
        is asked), as `next_move` itself does."""
        ruleset = self.ruleset
        pending_of, decide, evolve, rng = ruleset.pending, ruleset.decide, ruleset.evolve, self._play
        settled = self.hooks.settled
        # The usual case, checked inline at every step: only the searcher is scored.
        alone = self.seat if scored == {self.seat} else None
        for _ in range(MAX_PLAYOUT_STEPS):
            pending = pending_of(state)
            if pending is None:
                break
            if settled is not None:
                if alone is not None:
                    if (value := settled(state, alone)) is not None:
                        return lambda seat: value
                elif (known := self._settled(state, scored)) is not None:
                    return known
            if pending.kind == DecisionKind.FIRST_COME:
                move = next_move(pending, rng, partial(self._policy_choice, state, pending), ruleset.is_pass)
                seat, action = move.seat, move.action
            else:
                seat = next_seat(pending, rng)
                hint = self._hint(state, pending, seat)
                action = hint if hint is not None else rng.choice(ruleset.legal_actions(state, seat))
            try:
                events = decide(state, seat, action, rng)
            except IllegalAction:
                events = decide(state, seat, rng.choice(ruleset.legal_actions(state, seat)), rng)
            for event in events:
                state = evolve(state, event)
        if self.hooks.reward is not None:
            return _once_per_seat(partial(self.hooks.reward, state))
        result = ruleset.result(state)
        winners = result.winners if result else ()
        return lambda seat: 1.0 if seat in winners else 0.0


def _once_per_seat(reward: Callable[[int], float]) -> Callable[[int], float]:
    """`reward`, worked out at most once for each seat (a playout backs it up once per edge)."""
    known: dict[int, float] = {}

    def of(seat: int) -> float:
        if seat not in known:
            known[seat] = reward(seat)
        return known[seat]

    return of


class _Walk:
    """One walk down the tree: whether it added the searcher's node, whether it must stop,
    and the edge each seat picked at the current decision."""

    __slots__ = ("added", "picks", "stop")

    def __init__(self) -> None:
        self.added = False
        self.stop = False
        self.picks: dict[int, Edge] = {}
