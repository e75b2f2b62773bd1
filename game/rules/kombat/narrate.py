"""The Kombat log in the words of the table: one line per event, as one viewer sees it."""

from __future__ import annotations

from collections.abc import Callable

from ...engine.events import Event
from . import events as ev
from .cards import title


def cards_words(cards: tuple[str, ...]) -> str:
    return ", ".join(title(c) for c in cards)


def _who(names: list[str], seat: int | None) -> str:
    return "nobody" if seat is None else names[seat]


def _choice(cards: tuple[str, ...] | None) -> str:
    """What a face-down commit held, for a reader allowed to see it (None: hidden)."""
    if cards is None:
        return ""
    return (cards_words(cards) if cards else "to forfeit") + " "


def _dealt(e: ev.Dealt, n: list[str]) -> str:
    deck = "the first deck" if e.deck == 1 else "the second deck"
    return f"The cards are dealt ({deck}). {n[e.first]} goes first."


def _revealed(e: ev.Revealed, n: list[str]) -> str:
    parts = [f"{n[s]}: {cards_words(c) if c else 'forfeits'}" for s, c in e.shown]
    label = {"round": "Reveal", "helpers": "Helpers reveal", "extra": "One more card",
             "final": "Final hands"}[e.stage]
    return f"{label}: " + "; ".join(parts)


def _decided(e: ev.BattleDecided, n: list[str]) -> str:
    hands = "; ".join(f"{n[s]}: {words}" for s, words in e.hands)
    if e.tie:
        return f"A tie ({hands})" if hands else "A tie"
    if e.winner is None:
        return f"Hands: {hands}" if hands else "Both forfeit: nobody wins"
    return f"{n[e.winner]} wins the battle" + (f" ({hands})" if hands else "")


def _taken(e: ev.TreasureTaken, n: list[str]) -> str:
    parts = []
    if e.played:
        parts.append(cards_words(e.played))
    if e.stolen:
        parts.append(f"{cards_words(e.stolen)} from {n[e.loser]}'s treasure")
    return f"{n[e.seat]} takes " + " and ".join(parts)


def _cleared(e: ev.FightCleared, n: list[str]) -> str:
    return f"To the Litter Box: {cards_words(e.discarded)}" if e.discarded else "The fight is over"


LINES: dict[type[Event], Callable[..., str]] = {
    ev.Dealt: _dealt,
    ev.TurnBegan: lambda e, n: f"{n[e.seat]}'s turn",
    ev.BattleAnnounced: lambda e, n: f"{n[e.attacker]} battles {n[e.defender]}",
    ev.HelpAsked: lambda e, n: (f"{n[e.seat]} fights alone" if e.helper is None
                                else f"{n[e.seat]} asks {n[e.helper]} for help"),
    ev.HelpAnswered: lambda e, n: f"{n[e.helper]} {'helps' if e.accepted else 'declines to help'} {n[e.side]}",
    ev.Awaiting: lambda e, n: f"Waiting for {', '.join(n[s] for s in e.seats)}",
    ev.Committed: lambda e, n: f"{n[e.seat]} chose {_choice(e.cards)}face down",
    ev.Revealed: _revealed,
    ev.BattleDecided: _decided,
    ev.TreasureTaken: _taken,
    ev.TreasureGiven: lambda e, n: f"{n[e.seat]} gives {title(e.card)} to {n[e.helper]} for the help",
    ev.FightCleared: _cleared,
    ev.CardDrawn: lambda e, n: f"{n[e.seat]} drew " + (title(e.card) if e.card else "a card"),
    ev.DogDrawn: lambda e, n: f"{n[e.seat]} drew a Dog! It waits for a Dogfight",
    ev.PileRefilled: lambda e, n: "The Litter Box is shuffled into a new draw pile",
    ev.DogfightBegan: lambda e, n: "Dogfight! Everybody battles for the Dog",
    ev.DogWon: lambda e, n: ("Nobody takes the Dog: it goes to the Litter Box" if e.seat is None
                             else f"{n[e.seat]} takes the Dog"),
    ev.DeckBuilt: lambda e, n: "The second deck: the Litter Box shuffled with the last three Dogs",
    ev.TiebreakBegan: lambda e, n: f"Tied scores: {', '.join(n[s] for s in e.seats)} play a final hand",
    ev.GameOver: lambda e, n: (f"{' and '.join(n[s] for s in e.winners)} "
                               f"{'win' if len(e.winners) > 1 else 'wins'} with {e.scores[e.winners[0]]} points"),
}


def describe(event: Event, names: list[str]) -> str:
    """One line for the log, in the words of the table; hidden parts are never named."""
    line = LINES.get(type(event))
    return line(event, names) if line else event.kind
