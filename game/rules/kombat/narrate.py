"""The Kombat log in the words of the table: one line per event, as one reader sees it.

Each seat is written through the shared narrator (`game.rules.words`): the reader is "You"
with second-person verbs, everyone else their name. `LINES` holds one function per event
class (as `evolve.HANDLERS` does for the state)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.events import Event
from ..words import Person, narrator
from . import events as ev
from .cards import title

Persons = Callable[[int], Person]


def describe(event: Event, names: list[str], you: int | None = None) -> str:
    """One line for the log, in the second person for seat `you` (see `words.reader`), the
    third for everyone else; hidden parts are never named. `event` should already be redacted
    for the reader."""
    line = LINES.get(type(event))
    return event.kind if line is None else line(event, narrator(names, you))


def cards_words(cards: tuple[str, ...]) -> str:
    return ", ".join(title(c) for c in cards)


def _many(seats: tuple[int, ...], p: Persons, joint: str = ", ") -> str:
    """Several seats as the subject of a sentence: "You, Bea" / "Ann and you"."""
    return joint.join(p(s).subject if i == 0 else p(s).object for i, s in enumerate(seats))


def _choice(cards: tuple[str, ...] | None) -> str:
    """What a face-down commit held, for a reader allowed to see it (None: hidden)."""
    if cards is None:
        return ""
    return (cards_words(cards) + " ") if cards else "to forfeit, "


# ---- one line per event kind -----------------------------------------------------------------
def _dealt(e: ev.Dealt, p: Persons) -> str:
    deck = "the first deck" if e.deck == 1 else "the second deck"
    first = p(e.first)
    return f"The cards are dealt ({deck}). {first.subject} {first.verb('goes', 'go')} first."


def _turn(e: ev.TurnBegan, p: Persons) -> str:
    return f"{p(e.seat).possessive} turn"


def _announced(e: ev.BattleAnnounced, p: Persons) -> str:
    who = p(e.attacker)
    return f"{who.subject} {who.verb('battles', 'battle')} {p(e.defender).object}"


def _asked(e: ev.HelpAsked, p: Persons) -> str:
    who = p(e.seat)
    if e.helper is None:
        return f"{who.subject} {who.verb('fights', 'fight')} alone"
    return f"{who.subject} {who.verb('asks', 'ask')} {p(e.helper).object} for help"


def _answered(e: ev.HelpAnswered, p: Persons) -> str:
    who = p(e.helper)
    answer = who.verb("helps", "help") if e.accepted else who.verb("declines", "decline") + " to help"
    return f"{who.subject} {answer} {p(e.side).object}"


def _awaiting(e: ev.Awaiting, p: Persons) -> str:
    return "Waiting for " + ", ".join(p(s).object for s in e.seats)


def _committed(e: ev.Committed, p: Persons) -> str:
    return f"{p(e.seat).subject} chose {_choice(e.cards)}face down"


def _shown(seat: int, cards: tuple[str, ...], p: Persons) -> str:
    who = p(seat)
    return f"{who.subject}: {cards_words(cards) if cards else who.verb('forfeits', 'forfeit')}"


def _revealed(e: ev.Revealed, p: Persons) -> str:
    label = {"round": "Reveal", "helpers": "Helpers reveal", "extra": "One more card",
             "final": "Final hands"}[e.stage]
    return f"{label}: " + "; ".join(_shown(s, c, p) for s, c in e.shown)


def _decided(e: ev.BattleDecided, p: Persons) -> str:
    hands = "; ".join(f"{p(s).subject}: {words}" for s, words in e.hands)
    if e.tie:
        return f"A tie ({hands})" if hands else "A tie"
    if e.winner is None:
        return f"Hands: {hands}" if hands else "Both forfeit: nobody wins"
    who = p(e.winner)
    return f"{who.subject} {who.verb('wins', 'win')} the battle" + (f" ({hands})" if hands else "")


def _taken(e: ev.TreasureTaken, p: Persons) -> str:
    parts = []
    if e.played:
        parts.append(cards_words(e.played))
    if e.stolen:
        parts.append(f"{cards_words(e.stolen)} from {p(e.loser).whose} treasure")
    who = p(e.seat)
    return f"{who.subject} {who.verb('takes', 'take')} " + " and ".join(parts)


def _given(e: ev.TreasureGiven, p: Persons) -> str:
    who = p(e.seat)
    return f"{who.subject} {who.verb('gives', 'give')} {title(e.card)} to {p(e.helper).object} for the help"


def _cleared(e: ev.FightCleared, p: Persons) -> str:
    return f"To the Litter Box: {cards_words(e.discarded)}" if e.discarded else "The fight is over"


def _drawn(e: ev.CardDrawn, p: Persons) -> str:
    return f"{p(e.seat).subject} drew " + (title(e.card) if e.card else "a card")


def _dog_drawn(e: ev.DogDrawn, p: Persons) -> str:
    return f"{p(e.seat).subject} drew a Dog! It waits for a Dogfight"


def _dog_won(e: ev.DogWon, p: Persons) -> str:
    if e.seat is None:
        return "Nobody takes the Dog: it goes to the Litter Box"
    who = p(e.seat)
    return f"{who.subject} {who.verb('takes', 'take')} the Dog"


def _tiebreak(e: ev.TiebreakBegan, p: Persons) -> str:
    return f"Tied scores: {_many(e.seats, p)} play a final hand"


def _over(e: ev.GameOver, p: Persons) -> str:
    winners = e.winners
    verb = "win" if len(winners) > 1 else p(winners[0]).verb("wins", "win")
    return f"{_many(winners, p, ' and ')} {verb} with {e.scores[winners[0]]} points"


LINES: dict[type[Event], Callable[[Any, Persons], str]] = {
    ev.Dealt: _dealt, ev.TurnBegan: _turn, ev.BattleAnnounced: _announced, ev.HelpAsked: _asked,
    ev.HelpAnswered: _answered, ev.Awaiting: _awaiting, ev.Committed: _committed, ev.Revealed: _revealed,
    ev.BattleDecided: _decided, ev.TreasureTaken: _taken, ev.TreasureGiven: _given, ev.FightCleared: _cleared,
    ev.CardDrawn: _drawn, ev.DogDrawn: _dog_drawn,
    ev.PileRefilled: lambda e, p: "The Litter Box is shuffled into a new draw pile",
    ev.DogfightBegan: lambda e, p: "Dogfight! Everybody battles for the Dog",
    ev.DogWon: _dog_won,
    ev.DeckBuilt: lambda e, p: "The second deck: the Litter Box shuffled with the last three Dogs",
    ev.TiebreakBegan: _tiebreak,
    ev.GameStalled: lambda e, p: "A whole round without a card shown: the game ends here and is scored",
    ev.GameOver: _over,
}
