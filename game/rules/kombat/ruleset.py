"""Kombat Kittens: battles of three face-down rounds, helpers, Dogfights and treasure.

`decide` checks an action against moves.py (the one home of legality) and lets flow.py write
its events; `evolve` applies them (evolve.py). Simultaneous choices are COMMIT decisions:
each seat commits face down, and one reveal follows when all have.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, ClassVar

from ...engine.actions import Action
from ...engine.errors import IllegalAction
from ...engine.events import Event
from ...engine.pending import DecisionKind, Pending
from ...engine.ruleset import GameConfig, GameInfo, Result, Ruleset, Summary
from ...i18n import _
from . import events as ev
from .cards import DECK, DOG, DOGS, DOGS_FIRST_DECK, HAND_SIZE, KITTENS, score, title
from .checks import hidden_variant, invariants
from .determinize import determinize
from .evolve import evolve
from .flow import Flow
from .moves import asked, is_legal, legal_actions
from .narrate import describe
from .scenario import scenario_expectations, scenario_facts, scenario_setup
from .state import (
    ANSWER,
    ASK,
    DOG_TIE,
    DOGFIGHT,
    GIVE,
    HELP,
    OVER,
    PICK,
    ROUND,
    TAKE,
    TIEBREAK,
    KombatState,
)
from .view import KombatView, hand_counts, view

PENDING = "pending"  # the pending decision's key in `KombatState.cache`

PROMPTS = {
    PICK: (DecisionKind.TURN, "pick_opponent"),
    ASK: (DecisionKind.CHOICE, "ask_helper"),
    ANSWER: (DecisionKind.CHOICE, "answer_help"),
    ROUND: (DecisionKind.COMMIT, "battle_card"),
    HELP: (DecisionKind.COMMIT, "helper_card"),
    TAKE: (DecisionKind.CHOICE, "take_treasure"),
    GIVE: (DecisionKind.CHOICE, "give_treasure"),
    DOGFIGHT: (DecisionKind.COMMIT, "dogfight_card"),
    DOG_TIE: (DecisionKind.COMMIT, "dogfight_extra_card"),
    TIEBREAK: (DecisionKind.COMMIT, "final_hand"),
}


class KombatRules(Ruleset[KombatState]):
    event_types = ev.EVENT_TYPES
    determinize: ClassVar = staticmethod(determinize)
    # Scenario keys beyond the shared ones (docs/scenarios.md, Kombat Kittens).
    scenario_table_keys: ClassVar[frozenset[str]] = frozenset({"treasure", "deck"})

    def __init__(self, info: GameInfo):
        self.info = info

    # ---- setup -------------------------------------------------------------------------------
    def blank(self, config: GameConfig) -> KombatState:
        return KombatState(players=config.players)

    def setup(self, config: GameConfig, rng: random.Random) -> list[Event]:
        """Deal five Kittens each; two Dogs into the pile (the middle and the bottom)."""
        pile = [card for card in KITTENS for _copy in range(DECK[card])]
        rng.shuffle(pile)
        n = config.players
        hands = tuple(tuple(pile[i * HAND_SIZE:(i + 1) * HAND_SIZE]) for i in range(n))
        del pile[: n * HAND_SIZE]
        for i in range(DOGS_FIRST_DECK - 1, -1, -1):
            pile.insert(len(pile) * (i + 1) // DOGS_FIRST_DECK, DOG)
        return [ev.Dealt(hands, tuple(pile), rng.randrange(n), DOGS - DOGS_FIRST_DECK,
                         treasure=((),) * n, bottom_dog=True)]

    # ---- reading -----------------------------------------------------------------------------
    def pending(self, state: KombatState) -> Pending | None:
        cache = state.cache
        if PENDING not in cache:
            cache[PENDING] = self._pending(state)
        return cache[PENDING]  # type: ignore[return-value]

    def _pending(self, state: KombatState) -> Pending | None:
        if state.phase == OVER:
            return None
        kind, prompt = PROMPTS[state.phase]
        return Pending(kind, frozenset(asked(state)), prompt)

    def legal_actions(self, state: KombatState, seat: int) -> list[Action]:
        return legal_actions(state, seat)

    def view(self, state: KombatState, seat: int) -> KombatView:
        return view(state, seat, self.pending(state))

    def result(self, state: KombatState) -> Result | None:
        return Result(state.winners) if state.phase == OVER else None

    def summary(self, state: KombatState) -> Summary:
        return Summary(
            current=None if state.phase == OVER else state.current, turn=state.turn_number, out=(),
            scores=tuple(score(t) for t in state.treasure), draw_left=len(state.draw),
            hand_counts=hand_counts(state),
        )

    def clone(self, state: KombatState) -> KombatState:
        return state.clone()

    def evolve(self, state: KombatState, event: Event) -> KombatState:
        return evolve(state, event)

    def snapshot(self, state: KombatState) -> dict[str, Any]:
        fight = state.fight
        return {
            "hands": [sorted(h) for h in state.hands], "draw": list(state.draw), "litter": list(state.litter),
            "treasure": [sorted(t) for t in state.treasure], "kept_dogs": state.kept_dogs,
            "dogs_aside": state.dogs_aside, "deck": state.deck, "bottom_dog": state.bottom_dog,
            "ending": state.ending, "current": state.current, "turn": state.turn_number, "phase": state.phase,
            "waiting": list(state.waiting), "commits": sorted((s, list(c)) for s, c in state.commits.items()),
            "fight": None if fight is None else repr(fight), "tiebreaks": state.tiebreaks,
            "scores": state.scores, "winners": list(state.winners), "quiet_turns": state.quiet_turns,
            "card_shown": state.card_shown,
        }

    def describe(self, event: Event, names: list[str]) -> str:
        return describe(event, names)

    # ---- scenario files ----------------------------------------------------------------------
    def scenario_setup(self, config: GameConfig, data: dict[str, Any]) -> list[Event]:
        return scenario_setup(config, data)

    def scenario_facts(self, state: KombatState) -> dict[str, Any]:
        return scenario_facts(state)

    def scenario_expectations(self, players: int) -> dict[str, tuple[Callable[[Any], bool], str]]:
        return scenario_expectations(players)

    # ---- self-checks -------------------------------------------------------------------------
    def invariants(self, state: KombatState) -> list[str]:
        return invariants(state)

    def hidden_variant(self, state: KombatState, seat: int, rng: random.Random) -> KombatState | None:
        return hidden_variant(state, seat, rng)

    # ---- deciding ----------------------------------------------------------------------------
    def decide(self, state: KombatState, seat: int, action: Action, rng: random.Random) -> list[Event]:
        if not is_legal(state, seat, action):
            self.check_legal(state, seat, action)  # raises IllegalAction, saying why
            raise IllegalAction(_("That move is not allowed now."))  # pragma: no cover
        return Flow(state, rng).act(seat, action)

    def why_illegal(self, state: KombatState, seat: int, action: Action) -> str | None:
        if action.card is not None and action.kind == "play" and action.card not in state.hands[seat]:
            if action.card not in DECK:
                return _("There is no such card in Kombat Kittens.")
            return _("You do not hold {card}.").format(card=title(action.card))
        if action.kind == "battle":
            return _("Pick another player to battle.")
        if action.kind == "ask":
            return _("Ask a player who is not battling, holds a card and helps nobody yet.")
        if action.kind in ("take", "give"):
            return _("That treasure cannot be taken or given.")
        if action.kind == "hand":
            return _("Play three cards of your hand (all of them if you hold fewer).")
        return None
