"""The Kittens family's rules: Exploding Kittens, and Imploding Kittens on the same code.

`decide` holds every rule; `moves.legal_actions` says what is allowed; `evolve.evolve`
applies events. A `Variant` says what differs between the games of the family.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ...engine.actions import Action
from ...engine.errors import ConfigError
from ...engine.events import Event
from ...engine.pending import DecisionKind, Pending
from ...engine.ruleset import GameConfig, GameInfo, OptionValue, Result, Ruleset, Summary
from ...i18n import _, ngettext
from . import events as ev
from .cards import (
    ACTIONS,
    ALTER_FUTURE,
    ATTACK,
    ATTACK_DEAD,
    BASE_DECK,
    DEFUSE,
    DRAW_BOTTOM,
    EXPANSION_DECK,
    EXPLODING,
    FAVOR,
    IMPLODING,
    KITTENS,
    REVERSE,
    SEE_FUTURE,
    SHUFFLE,
    SKIP,
    TARGETED,
    TARGETED_ATTACK,
    nameable,
)
from .checks import hidden_variant, invariants
from .evolve import evolve
from .moves import canonical, is_turn_action, is_window_pass, legal_actions, window_seats
from .narrate import describe
from .state import (
    ARRANGE,
    BURY,
    CLASSIC,
    DIG,
    FEED,
    GIVE,
    OVER,
    PENDING,
    PICK_DISCARD,
    PLACE_IMPLODING,
    PLACE_KITTENS,
    RESPOND,
    RESURRECT,
    TURN,
    ZOMBIE_CHOICE,
    KittensState,
    Play,
    TableRules,
)
from .state import DEFUSE as DEFUSE_PHASE
from .view import KittensView, view

PROMPTS = {
    TURN: (DecisionKind.TURN, "turn"),
    RESPOND: (DecisionKind.RESPONSE, "nope"),
    GIVE: (DecisionKind.CHOICE, "give_card"),
    DEFUSE_PHASE: (DecisionKind.CHOICE, "place_exploding"),
    PLACE_IMPLODING: (DecisionKind.CHOICE, "place_imploding"),
    ARRANGE: (DecisionKind.CHOICE, "arrange_future"),
    PICK_DISCARD: (DecisionKind.CHOICE, "pick_discard"),
    ZOMBIE_CHOICE: (DecisionKind.CHOICE, "play_zombie"),
    RESURRECT: (DecisionKind.CHOICE, "resurrect"),
    PLACE_KITTENS: (DecisionKind.CHOICE, "place_kittens"),
    FEED: (DecisionKind.CHOICE, "feed_the_dead"),
    BURY: (DecisionKind.CHOICE, "grave_robber"),
    DIG: (DecisionKind.CHOICE, "dig_deeper"),
}


ATTACK_TURNS = 2  # the turns an Attack (or a Targeted Attack) gives its victim, before stacking


def attack_turns(table: Any, turns: int = ATTACK_TURNS) -> int:
    """The turns an Attack played now gives its victim: `turns`, plus the attacker's own still
    owed when they were attacked and the table stacks attacks. `table` is a state or any seat's
    view (public facts only: the turns owed, whether attacked, the options)."""
    stacking = dict(table.options).get("stacking_attacks", False)
    return turns + (table.turns if table.attacked and stacking else 0)


def attack_victim(card: str, seat: int, target: int | None, next_living: Callable[[int], int]) -> int | None:
    """The seat an Attack of any kind played (or cloned) as `card` by `seat` gives its turns to: a
    Targeted Attack's target; the next living player for an Attack or an Attack of the Dead. None
    for any other card."""
    if card == TARGETED_ATTACK:
        return target
    if card in (ATTACK, ATTACK_DEAD):
        return next_living(seat)
    return None


@lru_cache(maxsize=1024)
def _asked(phase: str, seat: int) -> Pending:
    """The decision of a one-seat phase, one shared object per phase and seat."""
    kind, prompt = PROMPTS[phase]
    return Pending(kind, frozenset((seat,)), prompt)


@lru_cache(maxsize=1024)
def _window(seats: frozenset[int]) -> Pending:
    """A response window waiting for `seats`, one shared object per set of seats."""
    kind, prompt = PROMPTS[RESPOND]
    return Pending(kind, seats, prompt)


@dataclass(frozen=True)
class Variant:
    """What one game of the family changes: its deck, hand size and Kittens.

    `saver`: the card each player gets besides the dealt hand (it saves from an Exploding
    Kitten); `small_spares`: how many spare savers go into the pile with 2 or 3 players (with
    more, all but 6 - players... see `setup`). `rules`: what the table rules differently;
    `fixed_options`: option values the game always plays with.
    """

    expansion: bool  # the Imploding Kittens expansion is in
    hand_size: int  # cards dealt before each player's saver
    big_hand_size: int | None = None  # with the "big_hands" option, if the game has it
    saver: str = DEFUSE
    small_spares: int = 2
    rules: TableRules = CLASSIC
    fixed_options: dict[str, OptionValue] = field(default_factory=dict)


class KittensRules(Ruleset[KittensState]):
    event_types = ev.EVENT_TYPES

    def __init__(self, info: GameInfo, variant: Variant):
        self.info = info
        self.variant = variant

    # ---- the deck ----------------------------------------------------------------------------
    def deck(self, config: GameConfig) -> dict[str, int]:
        """Every card of this table, by type (before setup removes any)."""
        deck = dict(BASE_DECK)
        if self.variant.expansion:
            for card, count in EXPANSION_DECK.items():
                if card == IMPLODING or config.options.get(card, True):
                    deck[card] = count
        return deck

    def nameable(self, config: GameConfig) -> tuple[str, ...]:
        """Titles a player may name for three of a kind."""
        return nameable(self.deck(config))

    def check_config(self, players: int, options: dict[str, OptionValue]) -> None:
        hand = self.variant.hand_size
        if self.variant.big_hand_size and options.get("big_hands"):
            hand = self.variant.big_hand_size
        config = GameConfig(players, options)
        deck = self.deck(config)
        dealable = sum(n for c, n in deck.items() if c not in KITTENS and c != self.variant.saver)
        if dealable < players * hand:
            raise ConfigError(_("{players} hands of {hand} cards need more cards than this deck has").format(
                players=players, hand=hand))

    # ---- setup -------------------------------------------------------------------------------
    def blank(self, config: GameConfig) -> KittensState:
        return KittensState(
            players=config.players, options={**config.options, **self.variant.fixed_options},
            nameable=self.nameable(config), deck=tuple(sorted(self.deck(config).items())),
            rules=self.variant.rules,
        )

    def setup(self, config: GameConfig, rng: random.Random) -> list[Event]:
        players = config.players
        deck = self.deck(config)
        hand_size = self.variant.hand_size
        if self.variant.big_hand_size and config.options.get("big_hands"):
            hand_size = self.variant.big_hand_size
        saver = self.variant.saver
        pile = [c for c, n in deck.items() if c not in KITTENS and c != saver for _i in range(n)]
        rng.shuffle(pile)
        hands = [pile[i * hand_size : (i + 1) * hand_size] + [saver] for i in range(players)]
        del pile[: players * hand_size]
        kittens = [EXPLODING] * (players - 1)
        if self.variant.expansion:
            # The Imploding Kitten replaces one; two players keep one Exploding Kitten too,
            # and whoever dies first loses.
            kittens = [IMPLODING] + [EXPLODING] * max(1, players - 2)
        spare = deck[saver] - players
        back = min(spare, self.variant.small_spares if players <= 3 else 6 - players)
        pile += kittens + [saver] * back
        rng.shuffle(pile)
        removed = [EXPLODING] * (deck[EXPLODING] - kittens.count(EXPLODING))
        removed += [saver] * (spare - back)
        first = rng.randrange(players)
        return [ev.Dealt(tuple(map(tuple, hands)), tuple(pile), first, (), tuple(removed))]

    # ---- reading -----------------------------------------------------------------------------
    def pending(self, state: KittensState) -> Pending | None:
        cache = state.cache
        pending = cache.get(PENDING, cache)
        if pending is cache:
            pending = cache[PENDING] = self._pending(state)
        return pending  # type: ignore[return-value]

    def _pending(self, state: KittensState) -> Pending | None:
        phase = state.phase
        if phase == OVER:
            return None
        if phase == TURN:
            return _asked(phase, state.current)
        if phase == RESPOND:
            return _window(window_seats(state))
        return _asked(phase, state.chooser)

    def legal_actions(self, state: KittensState, seat: int) -> list[Action]:
        return list(self._legal(state, seat))

    def _legal(self, state: KittensState, seat: int) -> tuple[Action, ...]:
        """The legal actions, computed once per state and seat (do not change the tuple)."""
        cache = state.cache
        cached = cache.get(seat)
        if cached is None:
            pending = self.pending(state)
            asked = pending is not None and seat in pending.seats
            cached = cache[seat] = tuple(legal_actions(state, seat, state.nameable)) if asked else ()
        return cached  # type: ignore[return-value]

    def view(self, state: KittensState, seat: int) -> KittensView:
        return view(state, seat, self.pending(state))

    def result(self, state: KittensState) -> Result | None:
        return None if state.winner is None else Result((state.winner,))

    def summary(self, state: KittensState) -> Summary:
        return Summary(
            current=None if state.phase == OVER else state.current, turn=state.turn_number,
            out=tuple(state.out_order), draw_left=len(state.draw),
            hand_counts=tuple(len(h) for h in state.hands),
        )

    def determinize(self, view: KittensView, rng: random.Random) -> KittensState:
        """A full state `view.seat` cannot tell from the real one (see `determinize.py`)."""
        from .determinize import determinize  # it reads this module's PROMPTS

        return determinize(view, rng)

    def clone(self, state: KittensState) -> KittensState:
        return state.clone()

    evolve = staticmethod(evolve)  # apply one event in place (evolve.py): no checks, no randomness

    def snapshot(self, state: KittensState) -> dict[str, Any]:
        return {
            "hands": [list(h) for h in state.hands], "alive": list(state.alive),
            "draw": list(state.draw), "discard": list(state.discard), "current": state.current,
            "turns": state.turns, "attacked": state.attacked, "direction": state.direction,
            "phase": state.phase, "chooser": state.chooser,
            "play": None if state.play is None else repr(state.play), "nopes": list(state.nopes),
            "passed": sorted(state.passed), "drawn_kitten": state.drawn_kitten,
            "imploding_up": state.imploding_up,
            "knows": [sorted(k.items()) for k in state.knows],
            "seen_in_hand": [[sorted(c) for c in row] for row in state.seen_in_hand],
            "out_order": list(state.out_order), "winner": state.winner,
            "removed": list(state.removed), "turn_number": state.turn_number,
            "stack": [repr(frame) for frame in state.stack], "watchers": list(state.watchers),
            "to_place": state.to_place,
        }

    def describe(self, event: Event, names: list[str]) -> str:
        return describe(event, names)

    def scenario_setup(self, config: GameConfig, data: dict[str, Any]) -> list[Event]:
        """The table a scenario file describes, as a Dealt event (raises ConfigError).

        Card ids must be in this table's deck. Unless `custom_deck` is true, the table must
        also be one this game's setup could have dealt (see `_impossible_table`).
        """
        deck = self.deck(config)

        def cards(key: str, value: Any) -> tuple[str, ...]:
            if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
                # TRANSLATORS: {key} is a field of a scenario file (never translated).
                raise ConfigError(_("'{key}' must be a list of card ids").format(key=key))
            unknown = sorted(set(value) - set(deck))
            if unknown:
                shown = ", ".join(c[:40] for c in unknown[:5])
                raise ConfigError(ngettext("'{key}' has an unknown card: {cards} (not in this table's deck)",
                                           "'{key}' has unknown cards: {cards} (not in this table's deck)",
                                           len(unknown)).format(key=key, cards=shown))
            return tuple(value)

        hands = data.get("hands")
        if not isinstance(hands, list) or len(hands) != config.players:
            raise ConfigError(_("'hands' must list one hand for each of the {players} seats").format(
                players=config.players))
        first = data.get("first", 0)
        if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < config.players:
            raise ConfigError(_("'first' must be a seat from 0 to {last}").format(last=config.players - 1))
        custom = data.get("custom_deck", False)
        if not isinstance(custom, bool):
            raise ConfigError(_("'custom_deck' must be true or false"))
        dealt = ev.Dealt(
            tuple(cards(f"hands[{i}]", h) for i, h in enumerate(hands)),
            cards("draw", data.get("draw")),
            first,
            cards("discard", data.get("discard", [])),
            cards("removed", data.get("removed", [])),
        )
        if not dealt.draw:
            raise ConfigError(_("'draw' is empty: a game in play always has a draw pile"))
        problem = None if custom else self._impossible_table(config, dealt)
        if problem:
            # TRANSLATORS: {problem} says what is wrong with a scenario's table, e.g. "5 x defuse in play, ...".
            raise ConfigError(_("{problem}; a table that is not from this game's deck says "
                                "\"custom_deck\": true").format(problem=problem))
        return [dealt]

    def _impossible_table(self, config: GameConfig, table: ev.Dealt) -> str | None:
        """Why `table` could not come from this game's deck and setup, or None.

        The cards in play may not outnumber those a setup deals (every Defuse and Kitten beyond
        the setup's is set aside), a Kitten in play is in the draw pile, and no more of a card
        may be at the table, set aside included, than the deck holds.
        """
        dealt = self.setup(config, random.Random(0))[0]
        assert isinstance(dealt, ev.Dealt)
        dealt_in_play = Counter(dealt.draw or ()) + Counter(c for hand in dealt.hands for c in hand)
        in_play = Counter(table.draw or ()) + Counter(table.discard) + Counter(c for h in table.hands for c in h)
        for card in sorted(in_play):
            if in_play[card] > dealt_in_play[card]:
                # TRANSLATORS: {card} is a card id (never translated).
                return _("{n} x {card} in play, but this game deals at most {most}").format(
                    n=in_play[card], card=card, most=dealt_in_play[card])
        for card in KITTENS:
            if in_play[card] != (table.draw or ()).count(card):
                return _("a {card} is in play only in the draw pile").format(card=card)
        deck = self.deck(config)
        total = in_play + Counter(table.removed)
        for card in sorted(total):
            if total[card] > deck[card]:
                return _("{n} x {card} at the table, but the deck holds {most}").format(
                    n=total[card], card=card, most=deck[card])
        return None

    def scenario_facts(self, state: KittensState) -> dict[str, Any]:
        return {
            "alive": list(state.alive), "hands": [list(h) for h in state.hands],
            "hand_counts": [len(h) for h in state.hands], "draw": list(state.draw),
            "discard": list(state.discard), "current": state.current, "turns": state.turns,
            "direction": state.direction,
        }

    def invariants(self, state: KittensState) -> list[str]:
        return invariants(state, dict(state.deck))

    def hidden_variant(self, state: KittensState, seat: int, rng: random.Random) -> KittensState | None:
        return hidden_variant(state, seat, rng)

    # ---- deciding ----------------------------------------------------------------------------
    def decide(self, state: KittensState, seat: int, action: Action, rng: random.Random) -> list[Event]:
        listed = state.cache.get(seat)
        if listed is None or action not in listed:  # else: legal as listed, so canonical too
            action = canonical(action)
            if state.phase == TURN and seat == state.current:
                legal = is_turn_action(state, seat, action, state.nameable)
            elif is_window_pass(state, action):
                legal = seat in self.pending(state).seats  # type: ignore[union-attr]
            else:
                legal = action in self._legal(state, seat)
            if not legal:
                self.check_legal(state, seat, action)  # raises IllegalAction, saying why
        phase = state.phase
        if phase == TURN:
            if action.kind == "draw":
                return self._draw(state, seat, bottom=False)
            return [ev.cards_played(seat, action.cards, action.target, action.card)]
        if phase == RESPOND:
            if action.kind == "nope":
                return [ev.noped(seat)]
            if action.kind == "play":  # a NOW card: it opens its own window on top of this one
                return [ev.cards_played(seat, action.cards, action.target, action.card)]
            events: list[Event] = [ev.passed(seat)]
            if self.pending(state).seats == {seat}:  # type: ignore[union-attr]
                events += self._resolve(state, rng)
            return events
        if phase == GIVE:
            return [ev.CardMoved(seat, state.current, action.card, "favor")]
        if phase == DEFUSE_PHASE:
            return [
                ev.Defused(seat),
                ev.KittenPlaced(seat, EXPLODING, action.position),
                *self._end_turn(state),
            ]
        if phase == PLACE_IMPLODING:
            return [
                ev.KittenPlaced(seat, IMPLODING, action.position),
                *self._end_turn(state),
            ]
        if phase == ARRANGE:
            top = state.draw[: len(action.order)]
            return [ev.FutureArranged(seat, tuple(top[i] for i in action.order))]
        if phase == PICK_DISCARD:
            return [ev.DiscardTaken(seat, action.card or "")]
        return self._choice(state, seat, action, rng)

    def _choice(self, state: KittensState, seat: int, action: Action, rng: random.Random) -> list[Event]:
        """A private choice of a phase only some games of the family have."""
        raise AssertionError(f"no rule for phase {state.phase}")  # pragma: no cover

    def why_illegal(self, state: KittensState, seat: int, action: Action) -> str | None:
        hand = state.hands[seat]
        missing = [c for c in sorted(set(action.cards)) if action.cards.count(c) > hand.count(c)]
        if missing:
            # TRANSLATORS: {cards} are card ids as typed (never translated); seats are numbered from 0.
            return _("seat {seat} does not hold {cards}").format(seat=seat, cards=", ".join(missing))
        if action.kind == "give" and action.card is not None and action.card not in hand:
            return _("seat {seat} does not hold {cards}").format(seat=seat, cards=action.card)
        target = action.target
        if target is not None:
            if action.kind != "play":
                # TRANSLATORS: {move} is a kind of move as typed (play, draw...: never translated).
                return _("'{move}' takes no target").format(move=action.kind)
            if not 0 <= target < state.players or not state.alive[target] or target == seat:
                return _("seat {seat} cannot be chosen").format(seat=target)
            if not state.hands[target] and action.cards[:1] != (TARGETED_ATTACK,):
                return _("seat {seat} has no cards").format(seat=target)
        if action.kind == "play" and len(action.cards) == 1:
            card = action.cards[0]
            if card in TARGETED and target is None:
                # TRANSLATORS: {card} is a card id as typed (never translated).
                return _("{card} needs a target player").format(card=card)
            if card in ACTIONS and card not in TARGETED and target is not None:
                return _("{card} takes no target").format(card=card)
            return _("{card} cannot be played on its own now").format(card=card)
        if action.kind == "play" and len(action.cards) in (2, 3) and target is None:
            return _("a pair or three of a kind needs a target player")
        if action.kind in ("defuse", "place"):
            # TRANSLATORS: a place in the draw pile, 0 is the top.
            return _("position must be from 0 to {last}").format(last=len(state.draw))
        return None

    # ---- rule pieces -------------------------------------------------------------------------
    def _end_turn(self, state: KittensState, direction: int | None = None) -> list[Event]:
        """End one of the current player's turns: a draw, a Skip, a defused or placed Kitten
        (turns still owed under an Attack are still taken)."""
        if state.turns > 1:
            return [ev.turn_began(state.current, state.turns - 1, state.attacked)]
        return [ev.turn_began(state.next_living(state.current, direction), 1, False)]

    def _attack(self, state: KittensState, victim: int, turns: int = ATTACK_TURNS) -> list[Event]:
        """End all the attacker's turns; the victim takes `turns` (plus the attacker's, if
        stacking)."""
        return [ev.turn_began(victim, attack_turns(state, turns), True)]

    def _draw(self, state: KittensState, seat: int, bottom: bool) -> list[Event]:
        card = state.draw[-1] if bottom else state.draw[0]
        events: list[Event] = [ev.card_drawn(seat, card, bottom)]
        if card == EXPLODING:
            return events + self._exploding(state, seat)
        if card == IMPLODING:
            if state.imploding_up:
                return events + self._eliminate(state, seat, card)
            return events + [ev.awaiting(seat, PLACE_IMPLODING)]
        return events + self._end_turn(state)

    def _exploding(self, state: KittensState, seat: int) -> list[Event]:
        """`seat` drew an Exploding Kitten (shown): defuse it, or explode."""
        if DEFUSE in state.hands[seat]:
            return [ev.awaiting(seat, DEFUSE_PHASE)]
        return self._eliminate(state, seat, EXPLODING)

    def _eliminate(self, state: KittensState, seat: int, kitten: str) -> list[Event]:
        events: list[Event] = [ev.Eliminated(seat, kitten, tuple(state.hands[seat]))]
        living = [s for s in state.living() if s != seat]
        if len(living) == 1:
            return events + [ev.GameWon(living[0])]
        return events + [ev.turn_began(state.next_living(seat), 1, False)]

    def _resolve(self, state: KittensState, rng: random.Random) -> list[Event]:
        """The window has closed: cancel the play, or carry it out."""
        play = state.play
        assert play is not None
        if len(state.nopes) % 2:
            return [ev.resolved(True)]
        done: list[Event] = [ev.resolved(False)]
        seat = play.seat
        # Every play with a target names it; others leave it unused.
        target = play.target if play.target is not None else seat
        if play.combo == "pair":
            hand = state.hands[target]
            if not hand:
                return done + [ev.NothingTaken(seat, target)]
            return done + [ev.CardMoved(target, seat, rng.choice(hand), "steal")]
        if play.combo == "triple":
            if play.named in state.hands[target]:
                return done + [ev.CardMoved(target, seat, play.named, "named")]
            return done + [ev.NothingTaken(seat, target, play.named)]
        if play.combo == "five":
            return done + [ev.awaiting(seat, PICK_DISCARD)]
        card = play.acts_as
        if card in (ATTACK, TARGETED_ATTACK):
            return done + self._attack(state, attack_victim(card, seat, target, state.next_living))
        if card == SKIP:
            return done + self._end_turn(state)
        if card == REVERSE:
            if len(state.living()) == 2:
                return done + self._end_turn(state)
            turned = -state.direction
            return done + [ev.DirectionReversed(turned)] + self._end_turn(state, turned)
        if card == FAVOR:
            if not state.hands[target]:
                return done + [ev.NothingTaken(seat, target)]
            return done + [ev.awaiting(target, GIVE)]
        if card == SHUFFLE:
            pile = state.draw[:]
            rng.shuffle(pile)
            return done + [ev.PileShuffled(tuple(pile))]
        if card == SEE_FUTURE:
            return done + [ev.FutureSeen(seat, tuple(state.draw[:3]))]
        if card == ALTER_FUTURE:
            return done + [ev.FutureSeen(seat, tuple(state.draw[:3])), ev.awaiting(seat, ARRANGE)]
        if card == DRAW_BOTTOM:
            return done + self._draw(state, seat, bottom=True)
        return done + self._effect(state, play, card, rng)

    def _effect(self, state: KittensState, play: Play, card: str, rng: random.Random) -> list[Event]:
        """The effect of a card only some games of the family have."""
        raise AssertionError(f"no effect for {card}")  # pragma: no cover
