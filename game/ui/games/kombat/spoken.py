"""The Kombat Kittens table in words, for narration (the hear-the-table key): the draw pile and
its Dogs, whose turn, the fight in the arena (sides, helpers, cards shown, who has committed),
each player's cards and treasure. Only what the viewer's screen shows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....rules.kombat.cards import title
from ...narration import words as w

if TYPE_CHECKING:
    from ...table.scene import TableScene
    from .shown import KombatShown, ShownFight


def table_words(table: TableScene) -> list[str]:
    shown: KombatShown = table.table_shown()  # type: ignore[assignment]
    lines = [f"Draw pile: {w.plural(shown.draw_count, 'card')}, {w.plural(shown.dogs_in_pile, 'Dog')} in it."]
    if shown.winners:
        lines.append(w.status_words(table))
    elif shown.current is not None:
        lines.append(f"{w.possessive(table, shown.current)} turn.")
    if shown.fight is not None:
        lines.append(fight_words(table, shown.fight))
    lines.append(w.players_words(table))
    treasure = [f"{w.person(table, s)}: {len(cards)}" for s, cards in enumerate(shown.treasure) if cards]
    if treasure:
        lines.append("Treasure cards: " + ", ".join(treasure) + ".")
    if shown.kept_dogs:
        lines.append(f"{w.plural(shown.kept_dogs, 'Dog')} kept.")
    return lines


def fight_words(table: TableScene, fight: ShownFight) -> str:
    """Who fights whom, their helpers, the cards turned up so far and who has committed."""
    sides = " against ".join(w.person(table, s) for s in fight.sides)
    words = f"In the arena, {fight.kind}: {sides}."
    for seat, helper in sorted(fight.helpers.items()):
        words += f" {w.person(table, helper)} helps {w.person(table, seat, start=False)}."
    for seat in fight.sides:
        cards = fight.cards_of(seat)
        if cards:
            words += f" {w.possessive(table, seat)} cards: {', '.join(title(c) for c in cards)}."
    committed = [w.person(table, s) for s, cards in sorted(fight.down.items())]
    if committed:
        words += f" Committed: {', '.join(committed)}."
    return words
