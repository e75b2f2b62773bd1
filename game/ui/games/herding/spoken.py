"""The Herding Cats table in words, for narration (the hear-the-table key): each player's herd
(face-down count and the cards face up), what the viewer knows is face down, your own herd, the
play or claim on the table, discards and scores. Only what the viewer's screen shows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....rules.herding.cards import title
from ...narration import words as w

if TYPE_CHECKING:
    from ...table.scene import TableScene
    from .shown import HerdingShown


def table_words(table: TableScene) -> list[str]:
    shown: HerdingShown = table.table_shown()  # type: ignore[assignment]
    lines = []
    if shown.winners:
        lines.append(w.status_words(table))
    elif shown.current is not None:
        lines.append(f"{w.possessive(table, shown.current)} turn.")
    if shown.play is not None:
        play = shown.play
        target = "" if play.target is None else f" on {w.person(table, play.target, start=False)}"
        lines.append(f"{w.person(table, play.seat)} played a card as {title(play.identity)}{target}.")
    if shown.herd:
        lines.append(f"Your herd, face down: {', '.join(title(c) for c in shown.herd)}.")
    for seat, name in enumerate(table.names):
        down = shown.down[seat] if seat < len(shown.down) else 0
        words = f"{'Your' if seat == table.viewer else name + chr(39) + 's'} herd: {down} face down"
        up = shown.up[seat] if seat < len(shown.up) else []
        if up:
            words += f", face up {', '.join(title(c) for c in up)}"
        known = shown.known[seat] if seat < len(shown.known) and seat != table.viewer else []
        if known:
            words += f", you know {', '.join(title(c) for c in known)} is there"
        lines.append(f"{words}.")
    if shown.scores is not None:
        lines.append("Scores: " + ", ".join(f"{w.person(table, s)} {p}" for s, p in enumerate(shown.scores)) + ".")
    lines.append(w.players_words(table))
    return lines
