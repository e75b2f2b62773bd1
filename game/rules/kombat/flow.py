"""What happens after each action: every rule of the battle, the Dogfight, the drawing and the
end, written as events. `decide` (ruleset.py) checks an action against moves.py and hands it
here.

A `Flow` works on a scratch copy of the state, evolving it as it writes each event, so every
later rule reads the table as it is by then; the real state is never touched. The copy is made
only when a rule first reads the table after an event (a commit that waits for others needs
none), and the events written before then are applied to it at that point.
"""

from __future__ import annotations

import random

from ...engine.actions import Action
from ...engine.events import Event
from . import events as ev
from .cards import DOG, HAND_SIZE, ROUNDS, rank, score
from .evolve import evolve
from .hands import key, name
from .moves import helper_candidates, take_options
from .state import (
    ANSWER,
    ASK,
    BATTLE,
    DOG_TIE,
    DOGFIGHT,
    GIVE,
    HELP,
    PICK,
    ROUND,
    TAKE,
    TIEBREAK,
    KombatState,
)

MAX_TIEBREAKS = 5  # tied final hands this many times: the tied players share the win


class Flow:
    def __init__(self, state: KombatState, rng: random.Random):
        self.base = state                       # read-only: the table before this action
        self.scratch: KombatState | None = None  # the table as the events so far left it
        self.rng = rng
        self.events: list[Event] = []

    @property
    def s(self) -> KombatState:
        """The table as the events written so far leave it (copied from `base` on first need)."""
        if self.scratch is None:
            self.scratch = self.base.clone()
            for event in self.events:
                evolve(self.scratch, event)
        return self.scratch

    def emit(self, event: Event) -> None:
        self.events.append(event)
        if self.scratch is not None:
            evolve(self.scratch, event)

    # ---- one action ----------------------------------------------------------------------------
    def act(self, seat: int, action: Action) -> list[Event]:
        phase = self.base.phase
        if phase == PICK:
            self.emit(ev.BattleAnnounced(seat, action.target))  # type: ignore[arg-type]
            self.next_ask()
        elif phase == ASK:
            self.emit(ev.HelpAsked(seat, action.target if action.kind == "ask" else None))
            if action.kind == "ask":
                self.emit(ev.Awaiting(ANSWER, (action.target,)))  # type: ignore[arg-type]
            else:
                self.next_ask()
        elif phase == ANSWER:
            fight = self.base.fight
            assert fight is not None
            self.emit(ev.HelpAnswered(seat, fight.sides[fight.asks], action.kind == "accept"))
            self.next_ask()
        elif phase == TAKE:
            fight = self.base.fight
            assert fight is not None and fight.winner is not None and fight.loser is not None
            stolen = () if action.card is None else (action.card,)
            self.emit(ev.TreasureTaken(fight.winner, fight.loser, action.cards, stolen))
            if fight.winner in fight.helpers:
                self.emit(ev.Awaiting(GIVE, (fight.winner,)))
            else:
                self.finish_fight()
        elif phase == GIVE:
            fight = self.base.fight
            assert fight is not None
            if action.kind == "give":
                self.emit(ev.TreasureGiven(seat, fight.helpers[seat], action.card or ""))
            self.finish_fight()
        else:
            self.commit(seat, action)
        return self.events

    def commit(self, seat: int, action: Action) -> None:
        """A face-down commit; the reveal once every asked seat has committed."""
        base = self.base
        cards = action.cards if action.kind == "hand" else () if action.kind == "forfeit" else (action.card,)
        self.emit(ev.Committed(seat, cards))  # type: ignore[arg-type]
        if len(base.commits) + (seat not in base.commits) < len(base.waiting):
            return  # others still to commit: nothing more happens, and no copy is needed
        s = self.s
        phase = s.phase
        stage = {ROUND: "round", DOGFIGHT: "round", HELP: "helpers", DOG_TIE: "extra", TIEBREAK: "final"}[phase]
        self.emit(ev.Revealed(stage, tuple((p, s.commits[p]) for p in sorted(s.commits))))
        if phase in (ROUND, HELP):
            self.after_battle_reveal()
        elif phase == DOGFIGHT:
            self.after_dogfight_round()
        elif phase == DOG_TIE:
            self.after_dog_tie()
        else:
            self.after_final_hands()

    # ---- a battle ------------------------------------------------------------------------------
    def next_ask(self) -> None:
        """The next combatant who may ask for help (the attacker first), or the first round."""
        fight = self.s.fight
        assert fight is not None
        for index in range(fight.asks, len(fight.sides)):
            side = fight.sides[index]
            if helper_candidates(self.s, side):
                self.emit(ev.Awaiting(ASK, (side,)))  # a side with nobody to ask is skipped
                return
        self.emit(ev.Awaiting(ROUND, fight.sides))

    def after_battle_reveal(self) -> None:
        fight = self.s.fight
        assert fight is not None
        if fight.forfeited:
            standing = fight.active
            winner = standing[0] if standing else None
            loser = None if winner is None else next(s for s in fight.sides if s != winner)
            self.emit(ev.BattleDecided(winner, loser, False))
            self.conclude()
        elif fight.rounds < ROUNDS:
            self.emit(ev.Awaiting(ROUND, fight.sides))
        elif fight.helpers and self.s.phase == ROUND:
            self.emit(ev.Awaiting(HELP, tuple(sorted(fight.helpers.values()))))
        else:
            self.judge()

    def judge(self) -> None:
        """Each side's best three cards; the better hand wins, equal hands tie."""
        fight = self.s.fight
        assert fight is not None
        a, d = fight.sides
        ka, kd = key(fight.cards_of(a)), key(fight.cards_of(d))
        hands = ((a, name(fight.cards_of(a))), (d, name(fight.cards_of(d))))
        if ka == kd:
            self.emit(ev.BattleDecided(None, None, True, hands))
        else:
            winner, loser = (a, d) if ka > kd else (d, a)
            self.emit(ev.BattleDecided(winner, loser, False, hands))
        self.conclude()

    def conclude(self) -> None:
        fight = self.s.fight
        assert fight is not None
        if fight.winner is not None and take_options(self.s):
            self.emit(ev.Awaiting(TAKE, (fight.winner,)))
        else:
            self.finish_fight()

    # ---- the end of a fight: the Litter Box, drawing, Dogs ---------------------------------------
    def finish_fight(self) -> None:
        s = self.s
        fight = s.fight
        assert fight is not None
        played = {seat: len(cards) for seat, cards in fight.played.items()}
        forfeiters = [f for f in fight.forfeited if fight.kind != BATTLE or f in fight.sides]
        battlers = [p for side in fight.sides for p in fight.team(side)]
        tie = fight.tie
        self.emit(ev.FightCleared(tuple(c for seat in sorted(fight.played) for c in fight.played[seat])))
        if tie:  # the battle's players draw what they played instead of drawing up to five
            for seat in battlers:
                self.draw(seat, played.get(seat, 0))
        self.draw_up(tuple(p for p in self.turn_order() if not tie or p not in battlers))
        for seat in forfeiters:
            self.draw(seat, 1)
        self.after_draws()

    def turn_order(self) -> tuple[int, ...]:
        """Every seat, from the player whose turn it is around the table."""
        s = self.s
        return tuple((s.current + i) % s.players for i in range(s.players))

    def draw_up(self, seats: tuple[int, ...]) -> None:
        """`seats` with fewer than five cards draw up to five, in order."""
        for seat in seats:
            self.draw(seat, HAND_SIZE - len(self.s.hands[seat]))

    def draw(self, seat: int, count: int) -> None:
        """`seat` draws `count` cards; a Dog is set aside face up and replaced. An empty pile is
        refilled from the Litter Box; with both empty, nothing more is drawn."""
        s = self.s
        while count > 0:
            if not s.draw:
                if not s.litter:
                    return
                pile = s.litter[:]
                self.rng.shuffle(pile)
                self.emit(ev.PileRefilled(tuple(pile)))
            if s.draw[0] == DOG:
                self.emit(ev.DogDrawn(seat))
            else:
                self.emit(ev.CardDrawn(seat, s.draw[0]))
                count -= 1

    def after_draws(self) -> None:
        """A Dogfight for each Dog set aside; then the next deck, the end, or the next turn."""
        s = self.s
        if s.dogs_aside:
            seats = tuple(range(s.players))
            self.emit(ev.DogfightBegan(seats))
            self.emit(ev.Awaiting(DOGFIGHT, seats))
            return
        if (s.ending and s.deck != 1) or (s.last_turn is not None and s.turn_number >= s.last_turn):
            self.end_game()
            return
        if s.quiet_after_turn() >= s.players:  # a dead game: a whole round without a card shown
            self.emit(ev.GameStalled())
            self.end_game()
            return
        if s.ending:
            self.build_second_deck()
        self.emit(ev.TurnBegan((s.current + 1) % s.players, s.turn_number + 1))

    def build_second_deck(self) -> None:
        """The Litter Box (and any cards still in the pile) shuffled, with the kept Dogs at
        about one third, two thirds and the bottom."""
        s = self.s
        pile = s.draw + s.litter
        self.rng.shuffle(pile)
        dogs = s.kept_dogs
        for i in range(dogs - 1, -1, -1):
            pile.insert(len(pile) * (i + 1) // dogs if i < dogs - 1 else len(pile), DOG)
        self.emit(ev.DeckBuilt(2, tuple(pile)))

    # ---- Dogfights --------------------------------------------------------------------------------
    def after_dogfight_round(self) -> None:
        fight = self.s.fight
        assert fight is not None
        standing = fight.active
        if len(standing) <= 1:
            self.dog_won(standing[0] if standing else None)
        elif fight.rounds < ROUNDS:
            self.emit(ev.Awaiting(DOGFIGHT, standing))
        else:
            keys = {seat: key(fight.played.get(seat, [])) for seat in standing}
            top = max(keys.values())
            self.emit(ev.BattleDecided(None, None, False, tuple((p, name(fight.played.get(p, []))) for p in standing)))
            self.dog_tie([p for p in standing if keys[p] == top])

    def dog_tie(self, tied: list[int]) -> None:
        """One tied player takes the Dog; several reveal one more card (those holding one)."""
        if len(tied) == 1:
            self.dog_won(tied[0])
            return
        holding = tuple(p for p in tied if self.s.hands[p])
        if len(holding) <= 1:
            self.dog_won(holding[0] if holding else None)
        else:
            self.emit(ev.Awaiting(DOG_TIE, holding))

    def after_dog_tie(self) -> None:
        fight = self.s.fight
        assert fight is not None
        ranks = {seat: rank(cards[0]) for seat, cards in fight.last.items()}
        top = max(ranks.values())
        self.dog_tie([p for p in sorted(ranks) if ranks[p] == top])

    def dog_won(self, seat: int | None) -> None:
        self.emit(ev.DogWon(seat))
        self.finish_fight()

    # ---- the end ----------------------------------------------------------------------------------
    def end_game(self) -> None:
        s = self.s
        scores = tuple(score(t) for t in s.treasure)
        top = max(scores)
        tied = tuple(p for p in range(s.players) if scores[p] == top)
        if len(tied) == 1:
            self.emit(ev.GameOver(scores, tied))
        else:
            self.start_tiebreak(tied)

    def start_tiebreak(self, tied: tuple[int, ...]) -> None:
        """The tied players draw up to at least five and play a three-card hand at once."""
        self.emit(ev.TiebreakBegan(tied))
        self.draw_up(tied)
        self.emit(ev.Awaiting(TIEBREAK, tied))

    def after_final_hands(self) -> None:
        s = self.s
        fight = s.fight
        assert fight is not None
        keys = {seat: key(fight.played.get(seat, [])) for seat in fight.sides}
        top = max(keys.values())
        tied = tuple(p for p in fight.sides if keys[p] == top)
        self.emit(ev.BattleDecided(tied[0] if len(tied) == 1 else None, None, len(tied) > 1,
                                   tuple((p, name(fight.played.get(p, []))) for p in fight.sides)))
        scores = tuple(score(t) for t in s.treasure)
        self.emit(ev.FightCleared(tuple(c for p in sorted(fight.played) for c in fight.played[p])))
        cards_left = bool(s.draw or s.litter) or any(s.hands[p] for p in tied)
        if len(tied) > 1 and s.tiebreaks < MAX_TIEBREAKS and cards_left:
            self.start_tiebreak(tied)
        else:
            self.emit(ev.GameOver(scores, tied))
