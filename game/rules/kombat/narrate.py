"""The Kombat log in the words of the table: one line per event, as one reader sees it.

The reader is "you" (`game.rules.words.reader` says which seat that is), everyone else their
name. Each shape of a line (the reader as its subject, as its object, or not in it) is a whole
sentence of its own, so a translation can order and bend each as its language does. `LINES`
holds one function per event class (as `evolve.HANDLERS` does for the state); the table's
director says some of these lines as they are (`line`), and a few of their sentences."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ...engine.events import Event
from ...i18n import N_, _, format_list, ngettext, pgettext
from ..words import reader
from . import events as ev
from .cards import title
from .hands import spoken


@dataclass(frozen=True, slots=True)
class Reader:
    """The seats' names, and which seat reads the line (None: nobody at the table)."""

    names: list[str]
    you: int | None

    def name(self, seat: int) -> str:
        return self.names[seat]

    def others(self, seats: tuple[int, ...] | list[int]) -> str:
        """The names of `seats` but the reader's, as a list ("Ann and Cy")."""
        return format_list([self.names[s] for s in seats if s != self.you])

    def listed(self, seat: int) -> str:
        """A seat's name among others in a list: the reader's is "you"."""
        # TRANSLATORS: you, among the players named in a list ("Tied at three 4s: you and Ann", "Committed: you, Ann")
        return pgettext("player in a list", "you") if seat == self.you else self.names[seat]


def describe(event: Event, names: list[str], you: int | None = None) -> str:
    """One line for the log, in the second person for seat `you` (see `words.reader`), the
    third for everyone else; hidden parts are never named. `event` should already be redacted
    for the reader."""
    line = LINES.get(type(event))
    return event.kind if line is None else line(event, Reader(names, reader(names, you)))


def line(event: Event, r: Reader) -> str:
    """`event`'s line for the reader `r` (an event class LINES words)."""
    return LINES[type(event)](event, r)


def cards_words(cards: Sequence[str]) -> str:
    """Cards by their names, as a list ("Tabby 6 and Calico 9")."""
    return format_list([title(c) for c in cards])


# ---- one line per event kind -----------------------------------------------------------------
def _dealt(e: ev.Dealt, r: Reader) -> str:
    if e.first == r.you:
        if e.deck == 1:
            return _("The cards are dealt (the first deck). You go first.")
        return _("The cards are dealt (the second deck). You go first.")
    if e.deck == 1:
        return _("The cards are dealt (the first deck). {name} goes first.").format(name=r.name(e.first))
    return _("The cards are dealt (the second deck). {name} goes first.").format(name=r.name(e.first))


def _turn(e: ev.TurnBegan, r: Reader) -> str:
    return _("Your turn") if e.seat == r.you else _("{name}'s turn").format(name=r.name(e.seat))


def _announced(e: ev.BattleAnnounced, r: Reader) -> str:
    if e.attacker == r.you:
        return _("You battle {target}").format(target=r.name(e.defender))
    if e.defender == r.you:
        return _("{name} battles you").format(name=r.name(e.attacker))
    return _("{name} battles {target}").format(name=r.name(e.attacker), target=r.name(e.defender))


def _asked(e: ev.HelpAsked, r: Reader) -> str:
    mine, name = e.seat == r.you, r.name(e.seat)
    if e.helper is None:
        return _("You fight alone") if mine else _("{name} fights alone").format(name=name)
    if mine:
        return _("You ask {helper} for help").format(helper=r.name(e.helper))
    if e.helper == r.you:
        return _("{name} asks you for help").format(name=name)
    return _("{name} asks {helper} for help").format(name=name, helper=r.name(e.helper))


def _answered(e: ev.HelpAnswered, r: Reader) -> str:
    helper, side = r.name(e.helper), r.name(e.side)
    if e.accepted:
        if e.helper == r.you:
            return _("You help {side}").format(side=side)
        if e.side == r.you:
            return _("{name} helps you").format(name=helper)
        return _("{name} helps {side}").format(name=helper, side=side)
    if e.helper == r.you:
        return _("You decline to help {side}").format(side=side)
    if e.side == r.you:
        return _("{name} declines to help you").format(name=helper)
    return _("{name} declines to help {side}").format(name=helper, side=side)


def _awaiting(e: ev.Awaiting, r: Reader) -> str:
    # TRANSLATORS: you, among the players a line waits for ("Waiting for Ann, you and Cy")
    you = pgettext("waited for", "you")
    return _("Waiting for {names}").format(names=format_list([you if s == r.you else r.name(s) for s in e.seats]))


def _committed(e: ev.Committed, r: Reader) -> str:
    if e.seat == r.you:
        if e.cards is None:
            return _("You chose face down")
        if not e.cards:
            return _("You chose to forfeit, face down")
        return _("You chose {cards} face down").format(cards=cards_words(e.cards))
    name = r.name(e.seat)
    if e.cards is None:
        return _("{name} chose face down").format(name=name)
    if not e.cards:
        return _("{name} chose to forfeit, face down").format(name=name)
    return _("{name} chose {cards} face down").format(name=name, cards=cards_words(e.cards))


def _shown(seat: int, cards: tuple[str, ...], r: Reader) -> str:
    """One seat's part of a reveal: its cards, or its forfeit."""
    if seat == r.you:
        # TRANSLATORS: your part of a reveal, in a list of everybody's parts ("You: Tabby 6")
        return _("You: {cards}").format(cards=cards_words(cards)) if cards else _("You: forfeit")
    name = r.name(seat)
    if cards:
        # TRANSLATORS: a player's part of a reveal, in a list of everybody's parts ("Ann: Tabby 6")
        return _("{name}: {cards}").format(name=name, cards=cards_words(cards))
    return _("{name}: forfeits").format(name=name)


_REVEALS = {
    # TRANSLATORS: a log line: the cards chosen face down turned up ("Reveal: Ann: Tabby 6; You: Calico 9")
    "round": lambda shown: _("Reveal: {shown}").format(shown=shown),
    "helpers": lambda shown: _("Helpers reveal: {shown}").format(shown=shown),
    "extra": lambda shown: _("One more card: {shown}").format(shown=shown),
    "final": lambda shown: _("Final hands: {shown}").format(shown=shown),
}


def _revealed(e: ev.Revealed, r: Reader) -> str:
    return _REVEALS[e.stage]("; ".join(_shown(s, c, r) for s, c in e.shown))


def _hand(seat: int, words: str, r: Reader) -> str:
    """One seat's best hand, in a list of everybody's."""
    if seat == r.you:
        # TRANSLATORS: your best hand, in a list of everybody's ("You: Pair of 6s")
        return _("You: {hand}").format(hand=spoken(words))
    # TRANSLATORS: a player's best hand, in a list of everybody's ("Ann: Pair of 6s")
    return _("{name}: {hand}").format(name=r.name(seat), hand=spoken(words))


BOTH_FORFEIT = N_("Both forfeit: nobody wins")  # a battle's end where neither side showed a card


def _decided(e: ev.BattleDecided, r: Reader) -> str:
    hands = "; ".join(_hand(s, words, r) for s, words in e.hands)
    if e.tie:
        return _("A tie ({hands})").format(hands=hands) if hands else _("A tie")
    if e.winner is None:
        return _("Hands: {hands}").format(hands=hands) if hands else _(BOTH_FORFEIT)
    if e.winner == r.you:
        if hands:
            return _("You win the battle ({hands})").format(hands=hands)
        return _("You win the battle")
    name = r.name(e.winner)
    if hands:
        return _("{name} wins the battle ({hands})").format(name=name, hands=hands)
    return _("{name} wins the battle").format(name=name)


def takes(seat: int, cards: Sequence[str], r: Reader) -> str:
    """"You take Tabby 6 and Calico 9", "Ann takes ..."."""
    if seat == r.you:
        return _("You take {cards}").format(cards=cards_words(cards))
    return _("{name} takes {cards}").format(name=r.name(seat), cards=cards_words(cards))


def _taken(e: ev.TreasureTaken, r: Reader) -> str:
    if not e.stolen:
        return takes(e.seat, e.played, r)
    fields = {"name": r.name(e.seat), "loser": r.name(e.loser), "cards": cards_words(e.played),
              "stolen": cards_words(e.stolen)}
    if not e.played:
        if e.seat == r.you:
            return _("You take {stolen} from {loser}'s treasure").format(**fields)
        if e.loser == r.you:
            return _("{name} takes {stolen} from your treasure").format(**fields)
        return _("{name} takes {stolen} from {loser}'s treasure").format(**fields)
    if e.seat == r.you:
        return _("You take {cards} and {stolen} from {loser}'s treasure").format(**fields)
    if e.loser == r.you:
        return _("{name} takes {cards} and {stolen} from your treasure").format(**fields)
    return _("{name} takes {cards} and {stolen} from {loser}'s treasure").format(**fields)


def _given(e: ev.TreasureGiven, r: Reader) -> str:
    card, name, helper = title(e.card), r.name(e.seat), r.name(e.helper)
    if e.seat == r.you:
        return _("You give {card} to {helper} for the help").format(card=card, helper=helper)
    if e.helper == r.you:
        return _("{name} gives {card} to you for the help").format(name=name, card=card)
    return _("{name} gives {card} to {helper} for the help").format(name=name, card=card, helper=helper)


def _cleared(e: ev.FightCleared, r: Reader) -> str:
    if e.discarded:
        return _("To the Litter Box: {cards}").format(cards=cards_words(e.discarded))
    return _("The fight is over")


def _drawn(e: ev.CardDrawn, r: Reader) -> str:
    if e.seat == r.you:
        return _("You drew {card}").format(card=title(e.card)) if e.card else _("You drew a card")
    name = r.name(e.seat)
    if e.card:
        return _("{name} drew {card}").format(name=name, card=title(e.card))
    return _("{name} drew a card").format(name=name)


def _dog_drawn(e: ev.DogDrawn, r: Reader) -> str:
    if e.seat == r.you:
        return _("You drew a Dog! It waits for a Dogfight")
    return _("{name} drew a Dog! It waits for a Dogfight").format(name=r.name(e.seat))


def _dog_won(e: ev.DogWon, r: Reader) -> str:
    if e.seat is None:
        return _("Nobody takes the Dog: it goes to the Litter Box")
    if e.seat == r.you:
        return _("You take the Dog")
    return _("{name} takes the Dog").format(name=r.name(e.seat))


def _tiebreak(e: ev.TiebreakBegan, r: Reader) -> str:
    if r.you in e.seats:
        return _("Tied scores: you play a final hand with {names}").format(names=r.others(e.seats))
    return _("Tied scores: {names} play a final hand").format(names=r.others(e.seats))


def _over(e: ev.GameOver, r: Reader) -> str:
    winners, n = e.winners, e.scores[e.winners[0]]
    if len(winners) == 1:
        if winners[0] == r.you:
            return ngettext("You win with {n} point", "You win with {n} points", n).format(n=n)
        return ngettext("{name} wins with {n} point", "{name} wins with {n} points", n).format(
            name=r.name(winners[0]), n=n)
    if r.you in winners:
        return you_share_the_win(winners, n, r)
    return ngettext("{names} win with {n} point", "{names} win with {n} points", n).format(
        names=r.others(winners), n=n)


def you_share_the_win(winners: tuple[int, ...], n: int, r: Reader) -> str:
    """"You share the win with Ann: 9 points" (the reader among `winners`, who have `n` points each)."""
    return ngettext("You share the win with {names}: {n} point", "You share the win with {names}: {n} points",
                    n).format(names=r.others(winners), n=n)


LINES: dict[type[Event], Callable[[Any, Reader], str]] = {
    ev.Dealt: _dealt, ev.TurnBegan: _turn, ev.BattleAnnounced: _announced, ev.HelpAsked: _asked,
    ev.HelpAnswered: _answered, ev.Awaiting: _awaiting, ev.Committed: _committed, ev.Revealed: _revealed,
    ev.BattleDecided: _decided, ev.TreasureTaken: _taken, ev.TreasureGiven: _given, ev.FightCleared: _cleared,
    ev.CardDrawn: _drawn, ev.DogDrawn: _dog_drawn,
    ev.PileRefilled: lambda e, r: _("The Litter Box is shuffled into a new draw pile"),
    ev.DogfightBegan: lambda e, r: _("Dogfight! Everybody battles for the Dog"),
    ev.DogWon: _dog_won,
    ev.DeckBuilt: lambda e, r: _("The second deck: the Litter Box shuffled with the last three Dogs"),
    ev.TiebreakBegan: _tiebreak,
    ev.GameStalled: lambda e, r: _("A whole round without a card shown: the game ends here and is scored"),
    ev.GameOver: _over,
}
