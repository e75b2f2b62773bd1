"""What the table says, in words, for every family: the viewer's hand, the current prompt and its
choices, the last log lines, the result, and the generic description of the table.

Everything here is read from what the table shows the one looking (`table.shown`, the viewer's
view, the viewer's redacted feed, the controls on screen), so narration can never say more than
the screen does. A family's kit may describe its own table (`spoken_table(table)`, e.g. the
Kittens' draw pile, odds and turns owed); `table_words` falls back to the generic description.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rules.words import plural as plural  # the shared grammar's, re-exported
from ..widgets import Button, Widget

if TYPE_CHECKING:
    from ..table.scene import TableScene

NOBODY_LOOKING = "Nobody's cards are shown now: the device is being passed or everyone is looking."


def person(table: TableScene, seat: int, start: bool = True) -> str:
    """A seat as the one looking reads it: "You" (or "you") for their own seat, else its name."""
    if seat == table.viewer:
        return "You" if start else "you"
    return table.names[seat]


def sentence(words: str) -> str:
    """`words` ending as a sentence does (a full stop unless it ends with one already)."""
    return words if words.endswith((".", "!", "?")) else f"{words}."


def card_title(table: TableScene, card: str) -> str:
    look = table.kit.cards.looks.get(card)
    return look.title if look is not None else card.replace("_", " ")


def card_text(table: TableScene, card: str) -> str:
    look = table.kit.cards.looks.get(card)
    return look.text if look is not None else ""


# ---- the hand -----------------------------------------------------------------------------------
def hand_words(table: TableScene, full: bool = False) -> str:
    """The viewer's hand, slot by slot as the number keys pick them ("1 Defuse; 2 Nope, 2 of them")."""
    if table.viewer is None:
        return NOBODY_LOOKING
    if table.viewer < 0:
        return "You are watching: you hold no cards."
    groups = table.hand.groups
    if not groups:
        return "Your hand is empty."
    parts = []
    for i, g in enumerate(groups):
        words = f"{i + 1} {card_title(table, g.card)}"
        if g.count > 1:
            words += f", {g.count} of them"
        if g.chosen:
            words += ", chosen"
        if full:
            words += f": {card_text(table, g.card)}"
        parts.append(words)
    total = sum(g.count for g in groups)
    return f"Your hand, {plural(total, 'card')}: " + "; ".join(parts) + "."


# ---- the table -------------------------------------------------------------------------------------
def table_words(table: TableScene) -> list[str]:
    """The table as the one looking sees it: the family kit's words, or the generic ones."""
    spoken = getattr(table.kit, "spoken_table", None)
    return list(spoken(table)) if spoken is not None else generic_table_words(table)


def generic_table_words(table: TableScene) -> list[str]:
    """Whose turn, each player's cards and who is out, and which way play goes."""
    shown = table.table_shown()
    lines = []
    if shown.winner is not None:
        lines.append("The game is over.")
    elif shown.current is not None:
        lines.append(f"{possessive(table, shown.current)} turn.")
    lines.append(players_words(table))
    if shown.direction == -1:
        lines.append("Play goes the other way round.")
    return lines


def possessive(table: TableScene, seat: int) -> str:
    return "Your" if seat == table.viewer else f"{table.names[seat]}'s"


def players_words(table: TableScene) -> str:
    """Each player with their number of cards, and the out word of those who are out."""
    shown = table.shown
    parts = []
    for seat, name in enumerate(table.names):
        words = f"{'you' if seat == table.viewer else name}: {plural(shown.counts[seat], 'card')}"
        if not shown.alive[seat]:
            words += f", {shown.out_word(seat).lower()}"
        parts.append(words)
    return "Players: " + "; ".join(parts) + "."


def next_player(table: TableScene) -> int | None:
    """Who plays after the current player, going the way play goes (None: nobody else is in)."""
    shown = table.shown
    if shown.current is None:
        return None
    n = shown.players
    for step in range(1, n):
        seat = (shown.current + step * shown.direction) % n
        if shown.alive[seat]:
            return seat
    return None


# ---- prompts ------------------------------------------------------------------------------------------
def choice_words(widget: Widget) -> str:
    """One choice in a list of them: a button's label (and key), or the widget's own words."""
    if isinstance(widget, Button):
        words = widget.label or widget.spoken().removesuffix(", unavailable").removesuffix(", button")
        if widget.hint:
            words += f", key {widget.hint}"
        return words if widget.enabled else f"{words} (unavailable)"
    return widget.spoken()


def prompt_words(table: TableScene, full: bool = False) -> str | None:
    """What the viewer is asked now and the choices on screen; None when nothing is asked."""
    t = table
    if t.panel is not None:
        group = t.panel.group
        choices = [choice_words(w) or group.place_words(w) for w in group.widgets if w.focusable]
        return f"{t.panel.spoken()} Choices: " + "; ".join(c for c in choices if c) + "."
    if t.my_decision() is None and not t.in_window():
        return None
    words = status_words(t)
    choices = [choice_words(b) for b in t.bar_buttons]
    if choices:
        words += ". Choices: " + "; ".join(choices) + "."
    if any(g.choosable for g in t.hand.groups):
        key = t.app.key_name("hear_hand")
        words += f" Number keys choose cards from your hand; {key} reads it."
    if full:
        words += f" {t.app.key_name('hear_table')} describes the table."
    return words


def status_words(table: TableScene) -> str:
    """The line over the middle of the table (the winner once there is one)."""
    shown = table.shown
    if shown.winner is not None:
        return "You win!" if shown.winner == table.viewer else f"{table.names[shown.winner]} wins!"
    return table.status_words()


# ---- the log and the result ---------------------------------------------------------------------------
def recent_log(table: TableScene, n: int = 5) -> str:
    lines = table.log_lines()[-n:]
    if not lines:
        return "Nothing has happened yet."
    return f"The last {plural(len(lines), 'line')} of the log: " + " ".join(sentence(line) for line in lines)


def result_words(table: TableScene, full: bool = False) -> str:
    from ..scenes.game_over import winners_heading

    result = table.match.result()
    winners = tuple(result.winners) if result else ()
    words = f"Game over. {winners_heading(winners, table.names, table.humans)}"
    if full:
        words += " " + " ".join(table.recap())
    return words
