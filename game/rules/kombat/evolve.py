"""`evolve`: apply one event to a Kombat state, in place. No checks, no randomness."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from ...engine.events import Event
from . import events as ev
from .cards import DECK, DOG
from .state import ASK, BATTLE, DOGFIGHT_FIGHT, FINAL, OVER, PICK, ROUND, Fight, KombatState


def _dealt(s: KombatState, e: ev.Dealt) -> None:
    s.hands = [list(h) for h in e.hands]
    s.draw = list(e.draw)
    s.litter = list(e.litter)
    s.treasure = [list(t) for t in e.treasure] or [[] for _ in range(s.players)]
    s.kept_dogs = e.kept_dogs
    s.deck = e.deck
    s.bottom_dog = e.bottom_dog
    s.current = e.first
    s.turn_number = 1
    s.phase, s.waiting = PICK, (e.first,)
    cards = Counter(e.draw) + Counter(e.litter) + Counter({DOG: e.kept_dogs})
    for zone in (*e.hands, *e.treasure):
        cards.update(zone)
    s.total = tuple(sorted((c, n) for c, n in cards.items() if c in DECK))


def _turn(s: KombatState, e: ev.TurnBegan) -> None:
    s.quiet_turns, s.card_shown = s.quiet_after_turn(), False
    s.current, s.turn_number = e.seat, e.number
    s.phase, s.waiting = PICK, (e.seat,)


def _announced(s: KombatState, e: ev.BattleAnnounced) -> None:
    s.fight = Fight(BATTLE, (e.attacker, e.defender))


def _asked(s: KombatState, e: ev.HelpAsked) -> None:
    assert s.fight is not None
    s.fight.asked = e.helper
    if e.helper is None:
        s.fight.asks += 1


def _answered(s: KombatState, e: ev.HelpAnswered) -> None:
    fight = s.fight
    assert fight is not None
    fight.asked = None
    fight.asks += 1
    if e.accepted:
        fight.helpers[e.side] = e.helper


def _awaiting(s: KombatState, e: ev.Awaiting) -> None:
    s.phase, s.waiting = e.phase, e.seats
    s.commits = {}
    fight = s.fight
    if fight is not None and fight.kind == BATTLE and e.phase in (ASK, ROUND):
        # Sides before the one asking now (all of them, once the rounds begin) had their chance.
        fight.asks = fight.sides.index(e.seats[0]) if e.phase == ASK else len(fight.sides)


def _committed(s: KombatState, e: ev.Committed) -> None:
    cards = e.cards or ()
    hand = s.hands[e.seat]
    for card in cards:
        hand.remove(card)
    s.commits[e.seat] = cards


def _revealed(s: KombatState, e: ev.Revealed) -> None:
    fight = s.fight
    assert fight is not None
    fight.last = {}
    for seat, cards in e.shown:
        if cards:
            fight.played.setdefault(seat, []).extend(cards)
            fight.last[seat] = cards
            s.card_shown = True
        else:
            fight.forfeited.append(seat)
    if e.stage == "round":
        fight.rounds += 1
    s.commits = {}
    s.waiting = ()


def _decided(s: KombatState, e: ev.BattleDecided) -> None:
    fight = s.fight
    assert fight is not None
    fight.winner, fight.loser, fight.tie = e.winner, e.loser, e.tie


def _taken(s: KombatState, e: ev.TreasureTaken) -> None:
    fight = s.fight
    assert fight is not None
    for card in e.played:
        for seat in fight.team(e.loser):
            if card in fight.played.get(seat, []):
                fight.played[seat].remove(card)
                break
    for card in e.stolen:
        s.treasure[e.loser].remove(card)
    s.treasure[e.seat].extend(e.played + e.stolen)
    fight.taken = [*e.played, *e.stolen]


def _given(s: KombatState, e: ev.TreasureGiven) -> None:
    s.treasure[e.seat].remove(e.card)
    s.treasure[e.helper].append(e.card)


def _cleared(s: KombatState, e: ev.FightCleared) -> None:
    s.litter.extend(e.discarded)
    s.fight = None


def _took_top(s: KombatState) -> str:
    card = s.draw.pop(0)
    if not s.draw:
        s.ending, s.bottom_dog = True, False
    return card


def _drawn(s: KombatState, e: ev.CardDrawn) -> None:
    s.hands[e.seat].append(_took_top(s))


def _dog_drawn(s: KombatState, e: ev.DogDrawn) -> None:
    _took_top(s)
    s.dogs_aside += 1


def _refilled(s: KombatState, e: ev.PileRefilled) -> None:
    s.draw = list(e.pile or ())
    s.litter = []
    s.bottom_dog = False


def _dogfight(s: KombatState, e: ev.DogfightBegan) -> None:
    s.fight = Fight(DOGFIGHT_FIGHT, e.seats)


def _dog_won(s: KombatState, e: ev.DogWon) -> None:
    s.dogs_aside -= 1
    (s.litter if e.seat is None else s.treasure[e.seat]).append(DOG)


def _deck_built(s: KombatState, e: ev.DeckBuilt) -> None:
    s.draw = list(e.pile or ())
    s.litter = []
    s.deck = e.deck
    s.bottom_dog = s.kept_dogs > 0
    s.kept_dogs = 0
    s.ending = not s.draw  # nothing to draw: this deck is already at its end


def _tiebreak(s: KombatState, e: ev.TiebreakBegan) -> None:
    s.fight = Fight(FINAL, e.seats)
    s.tiebreaks += 1


def _over(s: KombatState, e: ev.GameOver) -> None:
    s.scores, s.winners = e.scores, e.winners
    s.phase, s.waiting = OVER, ()


HANDLERS: dict[type[Event], Callable[[KombatState, Event], None]] = {
    ev.Dealt: _dealt, ev.TurnBegan: _turn, ev.BattleAnnounced: _announced, ev.HelpAsked: _asked,
    ev.HelpAnswered: _answered, ev.Awaiting: _awaiting, ev.Committed: _committed, ev.Revealed: _revealed,
    ev.BattleDecided: _decided, ev.TreasureTaken: _taken, ev.TreasureGiven: _given,
    ev.FightCleared: _cleared, ev.CardDrawn: _drawn, ev.DogDrawn: _dog_drawn, ev.PileRefilled: _refilled,
    ev.DogfightBegan: _dogfight, ev.DogWon: _dog_won, ev.DeckBuilt: _deck_built,
    ev.TiebreakBegan: _tiebreak, ev.GameStalled: lambda s, e: None, ev.GameOver: _over,
}  # type: ignore[dict-item]


# Events that never change a fight: its kept public picture stays true through them.
FIGHT_UNCHANGED: frozenset[type[Event]] = frozenset({ev.Committed, ev.CardDrawn, ev.DogDrawn, ev.PileRefilled})


def evolve(state: KombatState, event: Event) -> KombatState:
    kind = type(event)
    if state.cache:
        state.cache.clear()
    HANDLERS[kind](state, event)
    if state.fight is not None and kind not in FIGHT_UNCHANGED:
        state.fight.shown = None
    return state
