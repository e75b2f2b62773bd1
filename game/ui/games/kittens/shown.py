"""The Kittens table as shown: piles, turns owed, direction, the drawn Kitten, stepped by event."""

from __future__ import annotations

from dataclasses import dataclass, field

from ....engine import Event
from ....engine.arbiter import ONE_SEAT, asked_seat
from ....i18n import _, format_number, ngettext
from ....rules.kittens import events as ev
from ....rules.kittens.cards import DEFUSE, IMPLODING
from ....rules.kittens.view import KittensView
from ...table.shown import ShownTable


@dataclass
class KittensShown(ShownTable):
    draw_count: int = 0
    discard: list[str] = field(default_factory=list)
    turns: int = 1
    attacked: bool = False
    drawn_kitten: tuple[int, str] | None = None  # (seat, card) shown in front of the drawer
    imploding_on_top: bool = False
    out_order: list[int] = field(default_factory=list)
    defusing: bool = False  # the viewer's Defuse is in use while they choose where the Kitten goes
    undead: bool = False  # Zombie Kittens: the dead stay at the table with their hand and Kitten
    raised: list[int] = field(default_factory=list)  # risen players whose Kitten is yet to go back

    @classmethod
    def from_view(cls, view: KittensView) -> KittensShown:
        kitten = (view.current, view.drawn_kitten) if view.drawn_kitten else None
        pending = view.pending
        if kitten and pending is not None and pending.kind in ONE_SEAT:
            kitten = (asked_seat(pending), view.drawn_kitten)  # the one placing it holds it
        hand = list(view.hand)
        defusing = (pending is not None and pending.prompt == "place_exploding" and DEFUSE in hand
                    and asked_seat(pending) == view.seat)
        if defusing:
            hand.remove(DEFUSE)  # in the viewer's hands already, on its way to the discard pile
        return cls(
            viewer=view.seat,
            players=view.players,
            hand=hand,
            defusing=defusing,
            counts=list(view.hand_counts),
            alive=list(view.alive),
            draw_count=view.draw_count,
            discard=list(view.discard),
            current=view.current,
            turns=view.turns,
            attacked=view.attacked,
            direction=view.direction,
            drawn_kitten=kitten,  # type: ignore[arg-type]
            imploding_on_top=(0, IMPLODING) in view.known_pile and view.imploding_up,
            winner=view.winner,
            out_order=list(view.out_order),
            undead=view.rules.undead,
        )

    def key(self) -> tuple:
        return (*super().key(), self.draw_count, tuple(self.discard[-3:]), len(self.discard), self.turns,
                self.drawn_kitten, self.imploding_on_top)

    def take(self, seat: int, card: str | None) -> None:
        if card == DEFUSE and self.defusing and seat == self.viewer:
            self.defusing = False  # already out of the hand shown
            self.counts[seat] = max(0, self.counts[seat] - 1)
            return
        super().take(seat, card)

    def plate_status(self, seat: int) -> str:
        if self.turns > 1:
            # TRANSLATORS: in the plate of the player whose turn it is: the turns they still have to take
            return ngettext("{n} turn", "{n} turns", self.turns).format(n=format_number(self.turns))
        return _("playing")

    def may_return(self, seat: int) -> bool:
        """Zombie Kittens: the dead may be raised as long as the game goes on."""
        return self.undead

    def out_word(self, seat: int) -> str:
        """The dead keep their cards (Zombie Kittens): their plate says so."""
        if not self.undead:
            return _("OUT")
        count = self.counts[seat]
        # TRANSLATORS: in the plate of a dead player (Zombie Kittens), in capitals, with the cards they keep
        return ngettext("DEAD · {n} card", "DEAD · {n} cards", count).format(n=format_number(count))

    def out_forms(self, seat: int) -> tuple[str, ...]:
        """The dead's plate words, and the short form a narrow plate shows ("DEAD · 5")."""
        if not self.undead:
            return super().out_forms(seat)
        # TRANSLATORS: the short form of "DEAD · {n} cards" in a narrow plate: {n} is the cards they keep
        short = _("DEAD · {n}").format(n=format_number(self.counts[seat]))
        return self.out_word(seat), short

    def apply(self, e: Event) -> None:
        """Follow one event (as the viewer sees it)."""
        if isinstance(e, ev.CardsPlayed):
            for card in e.cards:
                self.take(e.seat, card)
        elif isinstance(e, ev.Noped):
            self.take(e.seat, "nope")
        elif isinstance(e, ev.TurnBegan):
            self.current, self.turns, self.attacked = e.seat, e.turns, e.attacked
        elif isinstance(e, ev.DirectionReversed):
            self.direction = e.direction
        elif isinstance(e, ev.CardMoved):
            self.take(e.giver, e.card)
            self.give(e.receiver, e.card)
        elif isinstance(e, ev.DiscardTaken):
            self.give(e.seat, e.card)
        elif isinstance(e, ev.CardDrawn):
            self.draw_count = max(0, self.draw_count - 1)
            if e.card is not None and e.card.endswith("kitten"):
                self.drawn_kitten = (e.seat, e.card)
                if not e.bottom:
                    self.imploding_on_top = False
            else:
                self.give(e.seat, e.card)
        elif isinstance(e, ev.Defused):
            self.take(e.seat, "defuse")
        elif isinstance(e, ev.KittenPlaced):
            self.draw_count += 1
            self.drawn_kitten = None
        elif isinstance(e, ev.Eliminated):
            self.alive[e.seat] = False
            self.counts[e.seat] = 0
            if e.seat == self.viewer:
                self.hand.clear()
            self.drawn_kitten = None
            self.out_order.append(e.seat)
        elif isinstance(e, ev.GameWon):
            self.winner = e.seat
        else:
            self._apply_zombie(e)

    def _apply_zombie(self, e: Event) -> None:
        """Zombie Kittens' own events: the dead keep their hand; cards fed and buried."""
        if isinstance(e, ev.Died):
            self.alive[e.seat] = False
            self.drawn_kitten = None
            self.out_order.append(e.seat)
        elif isinstance(e, ev.Resurrected):
            self.alive[e.risen] = True
            if e.risen in self.out_order:
                self.out_order.remove(e.risen)
        elif isinstance(e, ev.CardFed):
            self.take(e.giver, e.card)
            self.give(e.receiver, e.card)
        elif isinstance(e, ev.CardBuried):
            self.take(e.seat, e.card)
            self.draw_count += 1

    def land(self, cards: tuple[str, ...] | list[str]) -> None:
        """Cards reach the discard pile (when their flight ends)."""
        self.discard.extend(cards)

    def lift(self, card: str) -> None:
        """A card leaves the discard pile (five different)."""
        for i in range(len(self.discard) - 1, -1, -1):
            if self.discard[i] == card:
                del self.discard[i]
                return
