"""The Kombat table as shown: the pile and its deck, the Litter Box, Dogs, every player's treasure
and the fight in the arena, stepped by event while the animations play.

A face-down commit is kept only as "someone has committed" (`ShownFight.down[seat] is None`),
except the viewer's own, which the viewer's view holds; so nothing here can draw another's
commit before its reveal.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ....engine import Event
from ....i18n import _
from ....rules.kombat import cards as kc
from ....rules.kombat import events as ev
from ....rules.kombat.state import BATTLE, DOGFIGHT_FIGHT, FINAL
from ....rules.kombat.view import KombatView
from ...table.shown import ShownTable


@dataclass
class ShownFight:
    kind: str
    sides: tuple[int, ...]
    helpers: dict[int, int] = field(default_factory=dict)  # combatant -> helper
    asked: int | None = None
    played: dict[int, list[str]] = field(default_factory=dict)  # revealed cards by seat
    down: dict[int, tuple[str, ...] | None] = field(default_factory=dict)  # committed, not yet revealed
    forfeited: list[int] = field(default_factory=list)
    rounds: int = 0
    winner: int | None = None
    loser: int | None = None
    tie: bool = False
    decided: bool = False
    hands: dict[int, str] = field(default_factory=dict)  # the rules' words for each best hand
    flipping: set[tuple[int, int]] = field(default_factory=set)  # (seat, index) turning over now

    def groups(self) -> tuple[int, ...]:
        """The fighters shown as groups in the arena (each side; its helper's card joins it)."""
        return self.sides

    def cards_of(self, seat: int) -> list[str]:
        """The cards shown in `seat`'s group: its own, then its helper's."""
        cards = list(self.played.get(seat, []))
        helper = self.helpers.get(seat)
        if helper is not None and self.kind == BATTLE:
            cards += self.played.get(helper, [])
        return cards

    def group_of(self, seat: int) -> int | None:
        """The group a seat's cards are shown in (a helper's: its combatant's)."""
        if seat in self.sides:
            return seat
        return next((c for c, h in self.helpers.items() if h == seat), None)

    def slots(self, seat: int) -> int:
        """How many card places `seat`'s group shows."""
        base = 3 + (1 if self.helpers.get(seat) is not None and self.kind == BATTLE else 0)
        pending = sum(len(c) if c else (3 if self.kind == FINAL else 1)
                      for s, c in self.down.items() if self.group_of(s) == seat)
        return max(base, len(self.cards_of(seat)) + pending)

    def key(self) -> tuple:
        return (self.kind, self.sides, tuple(sorted(self.helpers.items())), self.asked,
                tuple((s, tuple(c)) for s, c in sorted(self.played.items())), tuple(sorted(self.down.items())),
                tuple(self.forfeited), self.rounds, self.winner, self.tie, self.decided,
                tuple(sorted(self.flipping)))


def _fight_from_view(view: KombatView) -> ShownFight | None:
    f = view.fight
    if f is None:
        return None
    down: dict[int, tuple[str, ...] | None] = {s: None for s in view.committed}
    if view.seat in down:
        down[view.seat] = view.my_commit
    decided = f.winner is not None or f.tie
    return ShownFight(f.kind, f.sides, dict(f.helpers), f.asked, {s: list(c) for s, c in f.played},
                      down, list(f.forfeited), f.rounds, f.winner, f.loser, f.tie, decided)


@dataclass
class KombatShown(ShownTable):
    draw_count: int = 0
    deck: int = 1
    dogs_in_pile: int = 0
    bottom_dog: bool = False
    kept_dogs: int = 0
    dogs_aside: int = 0
    litter: list[str] = field(default_factory=list)
    treasure: list[list[str]] = field(default_factory=list)
    fight: ShownFight | None = None
    phase: str = ""
    waiting: tuple[int, ...] = ()
    turn: int = 0
    scores: tuple[int, ...] | None = None
    winners: tuple[int, ...] = ()
    drawn: list[str] = field(default_factory=list)  # faces the last arena drawing showed (tests)

    @classmethod
    def from_view(cls, view: KombatView) -> KombatShown:
        winner = view.winners[0] if len(view.winners) == 1 and view.scores is not None else None
        return cls(
            viewer=view.seat, players=view.players, hand=list(view.hand), counts=list(view.hand_counts),
            current=view.current, winner=winner, draw_count=view.draw_count, deck=view.deck,
            dogs_in_pile=view.dogs_in_pile, bottom_dog=view.bottom_dog, kept_dogs=view.kept_dogs,
            dogs_aside=view.dogs_aside, litter=list(view.litter), treasure=[list(t) for t in view.treasure],
            fight=_fight_from_view(view), phase=view.phase, waiting=view.waiting, turn=view.turn_number,
            scores=view.scores, winners=view.winners,
        )

    def key(self) -> tuple:
        return (*super().key(), self.draw_count, self.deck, self.dogs_in_pile, self.dogs_aside, self.kept_dogs,
                len(self.litter), tuple(self.litter[-1:]), tuple(tuple(t) for t in self.treasure),
                None if self.fight is None else self.fight.key(), self.phase, self.waiting)

    def plate_status(self, seat: int) -> str:
        """The words in the plate of the player whose turn it is."""
        if self.fight is not None and self.fight.kind == BATTLE:
            # TRANSLATORS: in the plate of the player whose turn it is, while they battle someone
            return _("attacking")
        # TRANSLATORS: in the plate of the player whose turn it is, after their number of cards
        return _("their turn")

    def score(self, seat: int) -> int:
        return kc.score(self.treasure[seat])

    # ---- stepping ----------------------------------------------------------------------------
    def commit(self, seat: int, cards: tuple[str, ...] | None) -> None:
        """`seat` commits face down (`cards` only when the viewer may see them: its own)."""
        if self.fight is None:
            return
        mine = seat == self.viewer and cards is not None
        self.fight.down[seat] = tuple(cards) if mine and cards is not None else None
        if mine:
            for card in cards or ():
                if card in self.hand:
                    self.hand.remove(card)

    def reveal(self, seat: int, cards: tuple[str, ...], stage: str) -> None:
        fight = self.fight
        if fight is None:
            return
        fight.down.pop(seat, None)
        if cards:
            fight.played.setdefault(seat, []).extend(cards)
            self.counts[seat] = max(0, self.counts[seat] - len(cards))
        elif seat not in fight.forfeited:
            fight.forfeited.append(seat)

    def take_played(self, loser: int, card: str) -> None:
        """A played card of the losing side leaves the arena."""
        fight = self.fight
        if fight is None:
            return
        team = [loser, *([fight.helpers[loser]] if loser in fight.helpers else [])]
        for seat in team:
            if card in fight.played.get(seat, []):
                fight.played[seat].remove(card)
                return

    def lose_treasure(self, seat: int, card: str) -> None:
        if card in self.treasure[seat]:
            self.treasure[seat].remove(card)

    def gain_treasure(self, seat: int, card: str) -> None:
        self.treasure[seat].append(card)
        self.treasure[seat].sort()

    def apply(self, e: Event) -> None:
        """Follow one event at once (as the viewer sees it)."""
        step = _STEPS.get(type(e))
        if step is not None:
            step(self, e)


def _dealt(s: KombatShown, e: ev.Dealt) -> None:
    s.counts = [len(h) for h in e.hands]
    s.hand = sorted(e.hands[s.viewer]) if s.sees_hand else []
    s.draw_count, s.litter, s.deck, s.kept_dogs = len(e.draw), list(e.litter), e.deck, e.kept_dogs
    s.treasure = [list(t) for t in e.treasure] or [[] for _seat in range(s.players)]
    s.current, s.turn, s.bottom_dog = e.first, 1, e.bottom_dog


def _turn(s: KombatShown, e: ev.TurnBegan) -> None:
    s.current, s.turn, s.fight = e.seat, e.number, None


def _announced(s: KombatShown, e: ev.BattleAnnounced) -> None:
    s.fight = ShownFight(BATTLE, (e.attacker, e.defender))


def _asked(s: KombatShown, e: ev.HelpAsked) -> None:
    if s.fight is not None:
        s.fight.asked = e.helper


def _answered(s: KombatShown, e: ev.HelpAnswered) -> None:
    if s.fight is not None:
        s.fight.asked = None
        if e.accepted:
            s.fight.helpers[e.side] = e.helper


def _awaiting(s: KombatShown, e: ev.Awaiting) -> None:
    s.phase, s.waiting = e.phase, e.seats


def _revealed(s: KombatShown, e: ev.Revealed) -> None:
    for seat, cards in e.shown:
        s.reveal(seat, cards, e.stage)
    if s.fight is not None and e.stage == "round":
        s.fight.rounds += 1


def _decided(s: KombatShown, e: ev.BattleDecided) -> None:
    if s.fight is not None:
        f = s.fight
        f.winner, f.loser, f.tie, f.decided, f.hands = e.winner, e.loser, e.tie, True, dict(e.hands)


def _taken(s: KombatShown, e: ev.TreasureTaken) -> None:
    for card in e.played:
        s.take_played(e.loser, card)
        s.gain_treasure(e.seat, card)
    for card in e.stolen:
        s.lose_treasure(e.loser, card)
        s.gain_treasure(e.seat, card)


def _given(s: KombatShown, e: ev.TreasureGiven) -> None:
    s.lose_treasure(e.seat, e.card)
    s.gain_treasure(e.helper, e.card)


def _cleared(s: KombatShown, e: ev.FightCleared) -> None:
    s.litter.extend(e.discarded)
    s.fight = None


def _drawn(s: KombatShown, e: ev.CardDrawn) -> None:
    s.draw_count = max(0, s.draw_count - 1)
    s.give(e.seat, e.card)


def _dog_drawn(s: KombatShown, e: ev.DogDrawn) -> None:
    s.draw_count = max(0, s.draw_count - 1)
    s.dogs_aside += 1
    s.dogs_in_pile = max(0, s.dogs_in_pile - 1)


def _refilled(s: KombatShown, e: ev.PileRefilled) -> None:
    s.draw_count, s.litter = len(s.litter), []


def _dogfight(s: KombatShown, e: ev.DogfightBegan) -> None:
    s.fight = ShownFight(DOGFIGHT_FIGHT, e.seats)


def _dog_won(s: KombatShown, e: ev.DogWon) -> None:
    s.dogs_aside = max(0, s.dogs_aside - 1)
    if e.seat is None:
        s.litter.append(kc.DOG)
    else:
        s.gain_treasure(e.seat, kc.DOG)


def _deck_built(s: KombatShown, e: ev.DeckBuilt) -> None:
    s.draw_count += len(s.litter) + s.kept_dogs
    s.dogs_in_pile += s.kept_dogs
    s.litter, s.kept_dogs, s.deck, s.bottom_dog = [], 0, e.deck, True


def _tiebreak(s: KombatShown, e: ev.TiebreakBegan) -> None:
    s.fight = ShownFight(FINAL, e.seats)


def _over(s: KombatShown, e: ev.GameOver) -> None:
    s.scores, s.winners = e.scores, e.winners
    s.winner = e.winners[0] if len(e.winners) == 1 else None
    s.phase, s.waiting = "over", ()


_STEPS = {
    ev.Dealt: _dealt, ev.TurnBegan: _turn, ev.BattleAnnounced: _announced, ev.HelpAsked: _asked,
    ev.HelpAnswered: _answered, ev.Awaiting: _awaiting,
    ev.Committed: lambda s, e: s.commit(e.seat, e.cards), ev.Revealed: _revealed, ev.BattleDecided: _decided,
    ev.TreasureTaken: _taken, ev.TreasureGiven: _given, ev.FightCleared: _cleared, ev.CardDrawn: _drawn,
    ev.DogDrawn: _dog_drawn, ev.PileRefilled: _refilled, ev.DogfightBegan: _dogfight, ev.DogWon: _dog_won,
    ev.DeckBuilt: _deck_built, ev.TiebreakBegan: _tiebreak, ev.GameOver: _over,
}
