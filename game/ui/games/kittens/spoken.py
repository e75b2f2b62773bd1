"""The Kittens table in words, for narration: the piles, the odds (when shown), whose turn and
the turns owed, who is out (or dead), and which way play goes. Only what the viewer's screen shows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....rules.kittens.cards import title
from ...narration import words as w
from . import centre

if TYPE_CHECKING:
    from ...table.scene import TableScene
    from .shown import KittensShown


def discard_words(table: TableScene) -> str:
    shown: KittensShown = table.shown  # type: ignore[assignment]
    if not shown.discard:
        return "Discard pile: empty"
    return f"Discard pile: {w.plural(len(shown.discard), 'card')}, {title(shown.discard[-1])} on top"


def table_words(table: TableScene) -> list[str]:
    shown: KittensShown = table.table_shown()  # type: ignore[assignment]
    lines = [f"Draw pile: {w.plural(shown.draw_count, 'card')}.", f"{discard_words(table)}."]
    if shown.imploding_on_top:
        lines.append("The Imploding Kitten is face up on top of the draw pile.")
    odds = centre.odds_words(table)
    if odds:
        lines.append(f"{odds}.")
    if shown.winner is not None:
        lines.append(f"{w.status_words(table)}")
    elif shown.current is not None:
        turn = f"{w.possessive(table, shown.current)} turn"
        if shown.turns > 1:
            turn += f", {shown.turns} turns to take"
        lines.append(f"{turn}.")
        following = w.next_player(table)
        if following is not None and following != shown.current:
            way = "the other way round" if shown.direction == -1 else "in seat order"
            lines.append(f"Play goes {way}: {w.person(table, following)} next.")
    out = [w.person(table, s) for s in shown.out_order]
    dead = "dead" if shown.undead else "out"
    verb = "is" if len(out) == 1 and out != ["You"] else "are"
    lines.append(f"{', '.join(out)} {verb} {dead}." if out else f"Nobody is {dead}.")
    lines.append(w.players_words(table))
    return lines
