"""The Kombat Kittens table in words, for narration (the hear-the-table key): the draw pile and
its Dogs, whose turn, the fight in the arena (sides, helpers, cards shown, who has committed),
each player's cards and treasure. Only what the viewer's screen shows. Each sentence is whole,
with "you" in it a sentence of its own, so every language says it its own way."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....i18n import _, format_list, ngettext
from ....rules.kombat.cards import title
from ....rules.kombat.narrate import Reader
from ....rules.kombat.state import BATTLE, DOGFIGHT_FIGHT
from ...narration import words as w

if TYPE_CHECKING:
    from ...table.scene import TableScene
    from .shown import KombatShown, ShownFight


def _name(table: TableScene, seat: int) -> str:
    return Reader(table.names, table.viewer).listed(seat)


def table_words(table: TableScene) -> list[str]:
    shown: KombatShown = table.table_shown()  # type: ignore[assignment]
    cards, dogs = shown.draw_count, shown.dogs_in_pile
    if dogs:
        lines = [ngettext("Draw pile: {n} card, {dogs} in it.", "Draw pile: {n} cards, {dogs} in it.", cards).format(
            n=cards, dogs=ngettext("{n} Dog", "{n} Dogs", dogs).format(n=dogs))]
    else:
        lines = [ngettext("Draw pile: {n} card, no Dog in it.", "Draw pile: {n} cards, no Dog in it.", cards).format(
            n=cards)]
    if shown.winners:
        lines.append(w.status_words(table))
    elif shown.current is not None:
        lines.append(w.turn_words(table, shown.current))
    if shown.fight is not None:
        lines.append(fight_words(table, shown.fight))
    lines.append(w.players_words(table))
    # TRANSLATORS: a player and how many treasure cards they hold, in a list ("Ann: 3")
    treasure = [_("{name}: {count}").format(name=_("You") if s == table.viewer else table.names[s], count=len(cards))
                for s, cards in enumerate(shown.treasure) if cards]
    if treasure:
        lines.append(_("Treasure cards: {players}.").format(players=", ".join(treasure)))
    if shown.kept_dogs:
        lines.append(ngettext("{n} Dog kept.", "{n} Dogs kept.", shown.kept_dogs).format(n=shown.kept_dogs))
    return lines


def fight_words(table: TableScene, fight: ShownFight) -> str:
    """Who fights whom, their helpers, the cards turned up so far and who has committed."""
    names = [_name(table, s) for s in fight.sides]
    if fight.kind == BATTLE:
        words = [_("In the arena, a battle: {first} against {second}.").format(first=names[0], second=names[1])]
    elif fight.kind == DOGFIGHT_FIGHT:
        words = [_("In the arena, a Dogfight: {players}.").format(players=format_list(names))]
    else:
        words = [_("In the arena, the final hands: {players}.").format(players=format_list(names))]
    for seat, helper in sorted(fight.helpers.items()):
        if helper == table.viewer:
            words.append(_("You help {name}.").format(name=table.names[seat]))
        elif seat == table.viewer:
            words.append(_("{name} helps you.").format(name=table.names[helper]))
        else:
            words.append(_("{name} helps {side}.").format(name=table.names[helper], side=table.names[seat]))
    for seat in fight.sides:
        cards = fight.cards_of(seat)
        if cards:
            shown = ", ".join(title(c) for c in cards)
            words.append(_("Your cards: {cards}.").format(cards=shown) if seat == table.viewer
                         else _("{name}'s cards: {cards}.").format(name=table.names[seat], cards=shown))
    committed = [_name(table, s) for s, cards in sorted(fight.down.items())]
    if committed:
        words.append(_("Committed: {players}.").format(players=format_list(committed)))
    return " ".join(words)
