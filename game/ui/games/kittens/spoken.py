"""The Kittens table in words, for narration: the piles, the odds (when shown), whose turn and
the turns owed, who is out (or dead), and which way play goes. Only what the viewer's screen shows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....i18n import _, format_list, format_number, ngettext
from ....rules.kittens.cards import title
from ...narration import words as w
from . import centre

if TYPE_CHECKING:
    from ...table.scene import TableScene
    from .shown import KittensShown


def discard_words(table: TableScene) -> str:
    shown: KittensShown = table.shown  # type: ignore[assignment]
    if not shown.discard:
        return _("Discard pile: empty")
    n = len(shown.discard)
    # TRANSLATORS: narration of the discard pile: {card} is the name of the card on top
    return ngettext("Discard pile: {n} card, {card} on top", "Discard pile: {n} cards, {card} on top", n).format(
        n=format_number(n), card=title(shown.discard[-1]))


def table_words(table: TableScene) -> list[str]:
    shown: KittensShown = table.table_shown()  # type: ignore[assignment]
    draw = shown.draw_count
    lines = [ngettext("Draw pile: {n} card.", "Draw pile: {n} cards.", draw).format(n=format_number(draw)),
             w.sentence(discard_words(table))]
    if shown.imploding_on_top:
        lines.append(_("The Imploding Kitten is face up on top of the draw pile."))
    odds = centre.odds_words(table)
    if odds:
        lines.append(w.sentence(odds))
    if shown.winner is not None:
        lines.append(f"{w.status_words(table)}")
    elif shown.current is not None:
        lines.append(_turn_words(table, shown.current, shown.turns))
        following = w.next_player(table)
        if following is not None and following != shown.current:
            lines.append(_order_words(following == table.viewer, shown.direction == -1, table.names[following]))
    lines.append(_out_words(table, shown.out_order, shown.undead))
    lines.append(w.players_words(table))
    return lines


def _turn_words(table: TableScene, seat: int, turns: int) -> str:
    """ "Bea's turn, 2 turns to take." """
    if turns <= 1:
        return w.turn_words(table, seat)
    n = format_number(turns)
    if seat == table.viewer:
        return ngettext("Your turn, {n} turn to take.", "Your turn, {n} turns to take.", turns).format(n=n)
    return ngettext("{name}'s turn, {n} turn to take.", "{name}'s turn, {n} turns to take.", turns).format(
        name=table.names[seat], n=n)


def _order_words(you: bool, reversed_: bool, name: str) -> str:
    """Which way play goes and who is next."""
    if reversed_:
        words = _("Play goes the other way round: you next.") if you else _(
            "Play goes the other way round: {name} next.")
    else:
        words = _("Play goes in seat order: you next.") if you else _("Play goes in seat order: {name} next.")
    return words.format(name=name)


def _out_words(table: TableScene, out: list[int], dead: bool) -> str:
    """Who is out (or dead, in Zombie Kittens): "Bea and Cy are out.", "Nobody is out."."""
    others = [table.names[s] for s in out if s != table.viewer]
    you = table.viewer in out
    names = format_list(others)
    if not others:
        if you:
            return _("You are dead.") if dead else _("You are out.")
        return _("Nobody is dead.") if dead else _("Nobody is out.")
    if you:
        # TRANSLATORS: {names} lists the other players out ("Bea and Cy")
        return (_("You and {names} are dead.") if dead else _("You and {names} are out.")).format(names=names)
    if dead:
        return ngettext("{names} is dead.", "{names} are dead.", len(others)).format(names=names)
    return ngettext("{names} is out.", "{names} are out.", len(others)).format(names=names)
