"""Zombie Kittens: what it rules differently from Exploding Kittens, in one place.

The draw pile, Nope chains, combos and secret Kitten placement are the family's (ruleset.py,
moves.py, evolve.py). Here: the deck by player count, death that keeps you at the table, the
Zombie Kitten's resurrection, and the new cards' effects. Legality stays in moves.py.
"""

from __future__ import annotations

import random
from typing import Any

from ...engine.actions import Action
from ...engine.events import Event
from ...engine.ruleset import GameConfig
from . import events as ev
from .cards import (
    ATTACK_DEAD,
    CLAIRVOYANCE,
    DIG_DEEPER,
    EXPLODING,
    FEED_DEAD,
    GRAVE_ROBBER,
    SHUFFLE,
    SUPER_SKIP,
    SWAP_ENDS,
    ZOMBIE,
    zombie_deck,
)
from .moves import DIE
from .ruleset import KittensRules, attack_victim
from .state import (
    BURY,
    DIG,
    FEED,
    PLACE_KITTENS,
    RESURRECT,
    ZOMBIE_CHOICE,
    KittensState,
    Play,
    TableRules,
)

ZOMBIE_RULES = TableRules(now_cards=frozenset({SHUFFLE, FEED_DEAD, CLAIRVOYANCE}), undead=True, five_different=False)
# Attack of the Dead: turns per dead player.
TURNS_PER_DEAD = 3


def dead_attack_turns(table: Any) -> int:
    """The turns an Attack of the Dead played now gives before stacking (`attack_turns` adds the
    attacker's own): TURNS_PER_DEAD per dead player. `table` is a state or any seat's view."""
    return TURNS_PER_DEAD * sum(not alive for alive in table.alive)


class ZombieRules(KittensRules):
    """Zombie Kittens on the family's rules."""

    event_types = ev.ZOMBIE_EVENT_TYPES

    def deck(self, config: GameConfig) -> dict[str, int]:
        return zombie_deck(config.players, bool(config.options.get("extended_set")))

    # ---- death and resurrection -------------------------------------------------------------
    def _exploding(self, state: KittensState, seat: int) -> list[Event]:
        """A Zombie Kitten in hand: play it or decline; without one, death."""
        if ZOMBIE in state.hands[seat]:
            return [ev.awaiting(seat, ZOMBIE_CHOICE)]
        return self._die(state, seat)

    def _die(self, state: KittensState, seat: int) -> list[Event]:
        events: list[Event] = [ev.Died(seat)]
        living = [s for s in state.living() if s != seat]
        if len(living) == 1:
            return events + [ev.GameWon(living[0])]
        return events + [ev.turn_began(state.next_living(seat), 1, False)]

    def _choice(self, state: KittensState, seat: int, action: Action, rng: random.Random) -> list[Event]:
        phase = state.phase
        if phase == ZOMBIE_CHOICE:
            if action == DIE:
                return self._die(state, seat)
            return [ev.CardsPlayed(seat, (ZOMBIE,))]  # its window: NOW cards, no Nope
        if phase == RESURRECT:
            return [ev.Resurrected(seat, action.target or 0), ev.awaiting(seat, PLACE_KITTENS)]
        if phase == PLACE_KITTENS:
            placed = ev.KittenHidden(seat, EXPLODING, action.position, tuple(state.watchers))
            if state.to_place:
                return [placed, ev.awaiting(seat, PLACE_KITTENS)]
            return [placed, *self._end_turn(state)]  # the current turn only: owed turns remain
        if phase == FEED:
            return self._feed(state, seat, action.card or "")
        if phase == BURY:
            return self._bury(state, seat, action.card or "", rng)
        if phase == DIG:
            if action.position == 0:
                return self._draw(state, seat, bottom=False)
            return self._dig_second(state, seat)
        return super()._choice(state, seat, action, rng)

    # ---- the cards ---------------------------------------------------------------------------
    def _resolve(self, state: KittensState, rng: random.Random) -> list[Event]:
        """As the family's, and a NOW card that interrupted a window hands it back when done."""
        events = super()._resolve(state, rng)
        if state.stack and not isinstance(events[-1], (ev.Awaiting, ev.PlayFinished)):
            events.append(ev.PlayFinished())
        return events

    def _effect(self, state: KittensState, play: Play, card: str, rng: random.Random) -> list[Event]:
        seat = play.seat
        if card == ZOMBIE:
            return [ev.awaiting(seat, RESURRECT if state.dead() else PLACE_KITTENS)]
        if card == ATTACK_DEAD:
            return self._attack(state, attack_victim(card, seat, None, state.next_living), dead_attack_turns(state))
        if card == SUPER_SKIP:
            return [ev.turn_began(state.next_living(seat), 1, False)]
        if card == FEED_DEAD:
            first = self._next_giver(state, None)
            return [ev.awaiting(first, FEED)] if first is not None else [ev.PlayFinished()]
        if card == CLAIRVOYANCE:
            return [ev.Foresight(seat)]
        if card == GRAVE_ROBBER:
            first = self._next_burier(state, -1)
            return [ev.awaiting(first, BURY)] if first is not None else [self._shuffled(state.draw, rng)]
        if card == DIG_DEEPER:
            return [ev.FutureSeen(seat, tuple(state.draw[:1])), ev.awaiting(seat, DIG)]
        if card == SWAP_ENDS:
            return [ev.EndsSwapped()]
        return super()._effect(state, play, card, rng)

    def _feed(self, state: KittensState, giver: int, card: str) -> list[Event]:
        """`giver` feeds the play's dead player; then the next living giver, or done."""
        target = state.play.target if state.play and state.play.target is not None else 0
        following = self._next_giver(state, giver)
        done: Event = ev.awaiting(following, FEED) if following is not None else ev.PlayFinished()
        return [ev.CardFed(giver, target, card), done]

    @staticmethod
    def _next_giver(state: KittensState, after: int | None) -> int | None:
        """The living player with cards who gives next: in turn order from the current player."""
        order, s = [], state.current
        for _ in range(state.players):
            if state.alive[s]:
                order.append(s)
            s = (s + state.direction) % state.players
        rest = order if after is None else order[order.index(after) + 1 :]
        return next((s for s in rest if state.hands[s]), None)

    def _bury(self, state: KittensState, seat: int, card: str, rng: random.Random) -> list[Event]:
        """A dead player's card goes on the pile; after the last one, the pile is shuffled."""
        events: list[Event] = [ev.CardBuried(seat, card)]
        following = self._next_burier(state, seat)
        if following is not None:
            return events + [ev.awaiting(following, BURY)]
        return events + [self._shuffled([card, *state.draw], rng), ev.PlayFinished()]

    @staticmethod
    def _next_burier(state: KittensState, after: int) -> int | None:
        return next((s for s in state.dead() if s > after and state.hands[s]), None)

    @staticmethod
    def _shuffled(pile: list[str], rng: random.Random) -> ev.PileShuffled:
        pile = pile[:]
        rng.shuffle(pile)
        return ev.PileShuffled(tuple(pile))

    def _dig_second(self, state: KittensState, seat: int) -> list[Event]:
        """Dig Deeper: leave the seen top card and draw the one below (Kittens as usual)."""
        card = state.draw[1]
        events: list[Event] = [ev.CardDug(seat, card)]
        if card == EXPLODING:
            return events + self._exploding(state, seat)
        return events + self._end_turn(state)
