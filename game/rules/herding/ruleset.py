"""Herding Cats rules: seed 004 as RULINGS.md settles it.

`decide` checks an action against `moves.legal_actions` and lets `flow` say what follows;
`evolve.evolve` applies events; `view.view` is what a seat may know.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, ClassVar

from ...engine.actions import Action
from ...engine.events import Event
from ...engine.pending import DecisionKind, Pending
from ...engine.ruleset import GameConfig, GameInfo, Result, Ruleset, Summary
from ...i18n import _
from . import events as ev
from . import flow
from .cards import ANIMAL_CONTROL, DECK, HAND_SIZE, LASER_POINTER
from .checks import hidden_variant, invariants
from .evolve import evolve
from .moves import holder_index, is_legal, legal_actions, window_seats
from .narrate import describe
from .scenario import TABLE_KEYS, expectations, scenario_facts, scenario_setup
from .state import CHALLENGE, INTERCEPT, LP_CHALLENGE, OVER, PENALTY, SELECT, TURN, HerdingState
from .view import HerdingView, view

PROMPTS = {
    TURN: (DecisionKind.TURN, "declare"),
    CHALLENGE: (DecisionKind.FIRST_COME, "challenge"),
    PENALTY: (DecisionKind.CHOICE, "penalty"),
    SELECT: (DecisionKind.CHOICE, "select"),
    INTERCEPT: (DecisionKind.CHOICE, "intercept"),
    LP_CHALLENGE: (DecisionKind.FIRST_COME, "challenge_intercept"),
}


class HerdingRules(Ruleset[HerdingState]):
    event_types = ev.EVENT_TYPES
    scenario_table_keys: ClassVar[frozenset[str]] = TABLE_KEYS

    def __init__(self, info: GameInfo):
        self.info = info

    # ---- setup -------------------------------------------------------------------------------
    def blank(self, config: GameConfig) -> HerdingState:
        return HerdingState(players=config.players, tie_breaker=bool(config.options.get("tie_breaker", False)))

    def setup(self, config: GameConfig, rng: random.Random) -> list[Event]:
        """Each player shuffles their own 9 cards, keeps 7 in that order and removes 2 unseen."""
        hands, removed = [], []
        for _seat in range(config.players):
            cards = [c for c, n in DECK.items() for _i in range(n)]
            rng.shuffle(cards)
            hands.append(tuple(cards[:HAND_SIZE]))
            removed.append(tuple(cards[HAND_SIZE:]))
        return [ev.Dealt(tuple(hands), tuple(removed), rng.randrange(config.players))]

    # ---- reading -----------------------------------------------------------------------------
    def pending(self, state: HerdingState) -> Pending | None:
        if "pending" not in state.cache:
            state.cache["pending"] = self._pending(state)
        return state.cache["pending"]  # type: ignore[return-value]

    def _pending(self, state: HerdingState) -> Pending | None:
        phase = state.phase
        if phase == OVER:
            return None
        kind, prompt = PROMPTS[phase]
        if phase == TURN:
            seats = frozenset((state.current,))
        elif phase in (CHALLENGE, LP_CHALLENGE):
            seats = window_seats(state)
        elif phase == PENALTY:
            seats = frozenset((state.penalty.chooser,))  # type: ignore[union-attr]
        else:
            seats = frozenset((state.chooser,))
        return Pending(kind, seats, prompt)

    def legal_actions(self, state: HerdingState, seat: int) -> list[Action]:
        return list(self._legal(state, seat))

    def _legal(self, state: HerdingState, seat: int) -> tuple[Action, ...]:
        cached = state.cache.get(seat)
        if cached is None:
            cached = state.cache[seat] = tuple(legal_actions(state, seat))
        return cached  # type: ignore[return-value]

    def view(self, state: HerdingState, seat: int) -> HerdingView:
        return view(state, seat, self.pending(state))

    def result(self, state: HerdingState) -> Result | None:
        return None if state.winners is None else Result(state.winners)

    def summary(self, state: HerdingState) -> Summary:
        """Public facts; scores only once the game is over (herd values are hidden before)."""
        over = state.phase == OVER
        return Summary(
            current=None if over else state.current, turn=state.turn_number, out=(),
            scores=state.scores, hand_counts=tuple(len(h) for h in state.hands),
        )

    def determinize(self, view: HerdingView, rng: random.Random) -> HerdingState:
        """A full state `view.seat` cannot tell from the real one (see `determinize.py`)."""
        from .determinize import determinize

        return determinize(view, rng)

    def clone(self, state: HerdingState) -> HerdingState:
        return state.clone()

    def evolve(self, state: HerdingState, event: Event) -> HerdingState:
        return evolve(state, event)

    def snapshot(self, state: HerdingState) -> dict[str, Any]:
        return {
            "hands": state.hands, "herd_down": state.herd_down, "herd_up": state.herd_up,
            "discards": state.discards, "removed": state.removed, "current": state.current,
            "turn_number": state.turn_number, "phase": state.phase, "chooser": state.chooser,
            "play": repr(state.play), "selected": state.selected, "claim": repr(state.claim),
            "penalty": repr(state.penalty), "passed": sorted(state.passed),
            "known_hand": state.known_hand, "gone": [[sorted(g) for g in row] for row in state.gone],
            "known_herd": [[sorted(k) for k in row] for row in state.known_herd], "total": state.total,
            "scores": state.scores, "winners": state.winners,
        }

    def describe(self, event: Event, names: list[str]) -> str:
        return describe(event, names)

    def scenario_setup(self, config: GameConfig, data: dict[str, Any]) -> list[Event]:
        return scenario_setup(config, data)

    def scenario_expectations(self, players: int) -> dict[str, tuple[Callable[[Any], bool], str]]:
        return expectations(players)

    def scenario_facts(self, state: HerdingState) -> dict[str, Any]:
        return scenario_facts(state)

    def invariants(self, state: HerdingState) -> list[str]:
        return invariants(state)

    def hidden_variant(self, state: HerdingState, seat: int, rng: random.Random) -> HerdingState | None:
        return hidden_variant(state, seat, rng)

    # ---- deciding ----------------------------------------------------------------------------
    def decide(self, state: HerdingState, seat: int, action: Action, rng: random.Random) -> list[Event]:
        if not is_legal(state, seat, action):
            self.check_legal(state, seat, action)  # raises IllegalAction, saying why
            raise AssertionError("check_legal accepted an action the legal list lacks")  # pragma: no cover
        f = flow.Flow(state, rng)
        phase = state.phase
        if phase == TURN:
            f.add(ev.Declared(seat, action.card or "", action.target, action.cards[0]))
        elif phase in (CHALLENGE, LP_CHALLENGE):
            if action.kind == "challenge":
                flow.challenge(f, seat)
            else:
                flow.let_stand(f, seat)
        elif phase == PENALTY:
            flow.take_penalty(f, action.position or 0)
        elif phase == SELECT:
            flow.select(f, action.position or 0)
        elif phase == INTERCEPT:
            self._intercept(f, seat, action)
        return f.events

    def _intercept(self, f: flow.Flow, seat: int, action: Action) -> None:
        s = f.state
        if action.kind == "pass":
            f.add(ev.InterceptDeclined(seat))
            flow.reveal(f)
        elif action.kind == "intercept_up":
            f.add(ev.Intercepted(seat, True, s.herd_up[seat].index(LASER_POINTER), LASER_POINTER))
        else:
            assert s.play is not None and action.card is not None
            row = s.herd_down[seat] if s.play.identity == ANIMAL_CONTROL else s.hands[seat]
            f.add(ev.Intercepted(seat, False, holder_index(row, action.card, s.selected), action.card))

    def why_illegal(self, state: HerdingState, seat: int, action: Action) -> str | None:
        if action.kind == "declare":
            if not action.cards:
                return _("seat {seat} holds no card").format(seat=seat)
            if action.cards[0] not in state.hands[seat]:
                return _("seat {seat} holds no {card}").format(seat=seat, card=action.cards[0])
            return _("'{card}' cannot be declared with that target").format(card=action.card)
        if action.kind == "pick":
            return _("position must be a hidden card's place, from 0")
        if action.kind == "intercept":
            return _("seat {seat} has no other card '{card}' to present").format(seat=seat, card=action.card)
        return None
