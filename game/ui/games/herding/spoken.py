"""The Herding Cats table in words, for narration (the hear-the-table key): each player's herd
(face-down count and the cards face up), what the viewer knows is face down, your own herd, the
play or claim on the table, discards and scores. Only what the viewer's screen shows."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ....i18n import _, format_list, format_number, ngettext
from ....rules.herding.cards import title
from ...narration import words as w
from .words import herd_words, you

if TYPE_CHECKING:
    from ...table.scene import TableScene
    from .shown import HerdingShown, PlayShown


def _play_words(table: TableScene, play: PlayShown) -> str:
    """The card on the table and what it was declared as."""
    card, target = title(play.identity), play.target
    if play.seat == table.viewer:
        if target is None:
            return _("You played a card as {card}.").format(card=card)
        return _("You played a card as {card} on {target}.").format(card=card, target=table.names[target])
    name = table.names[play.seat]
    if target is None:
        return _("{name} played a card as {card}.").format(name=name, card=card)
    if target == table.viewer:
        return _("{name} played a card as {card} on you.").format(name=name, card=card)
    return _("{name} played a card as {card} on {target}.").format(name=name, card=card, target=table.names[target])


def _herd_words(table: TableScene, shown: HerdingShown, seat: int) -> list[str]:
    """One player's herd: how many face down, the face-up cards, what the viewer knows is there."""
    down = shown.down[seat] if seat < len(shown.down) else 0
    up = shown.up[seat] if seat < len(shown.up) else []
    known = shown.known[seat] if seat < len(shown.known) and seat != table.viewer else []
    mine, name = seat == table.viewer, table.names[seat]
    count = (ngettext("Your herd: {n} card face down.", "Your herd: {n} cards face down.", down) if mine
             else ngettext("{name}'s herd: {n} card face down.", "{name}'s herd: {n} cards face down.", down))
    lines = [count.format(name=name, n=format_number(down))]
    if up:
        cards = herd_words(Counter(up))
        lines.append(_("Face up in your herd: {cards}.").format(cards=cards) if mine
                     else _("Face up in {name}'s herd: {cards}.").format(name=name, cards=cards))
    if known:
        lines.append(ngettext("You know {cards} is face down in {name}'s herd.",
                              "You know {cards} are face down in {name}'s herd.", len(known)).format(
            cards=herd_words(Counter(known)), name=name))
    return lines


def table_words(table: TableScene) -> list[str]:
    shown: HerdingShown = table.table_shown()  # type: ignore[assignment]
    lines = []
    if shown.winners:
        lines.append(w.status_words(table))
    elif shown.current is not None:
        lines.append(w.turn_words(table, shown.current))
    if shown.play is not None:
        lines.append(_play_words(table, shown.play))
    if shown.herd:
        lines.append(_("Your herd, face down: {cards}.").format(cards=format_list([title(c) for c in shown.herd])))
    for seat in range(len(table.names)):
        lines += _herd_words(table, shown, seat)
    if shown.scores is not None:
        scores = ", ".join(_("{name} {points}").format(name=you() if s == table.viewer else table.names[s],
                                                       points=format_number(p)) for s, p in enumerate(shown.scores))
        lines.append(_("Scores: {scores}.").format(scores=scores))
    lines.append(w.players_words(table))
    return lines
