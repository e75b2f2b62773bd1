"""What the table says, in words, for every family: the viewer's hand, the current prompt and its
choices, the last log lines, the result, and the generic description of the table.

Everything here is read from what the table shows the one looking (`table.shown`, the viewer's
view, the viewer's redacted feed, the controls on screen), so narration can never say more than
the screen does. A family's kit may describe its own table (`spoken_table(table)`, e.g. the
Kittens' draw pile, odds and turns owed); `table_words` falls back to the generic description.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import i18n
from ...i18n import N_, _, ngettext
from ...rules.words import plural as plural  # the shared grammar's, re-exported
from ..widgets import Button, Widget

if TYPE_CHECKING:
    from ..table.scene import TableScene

NOBODY_LOOKING = N_("Nobody's cards are shown now: the device is being passed or everyone is looking.")


def person(table: TableScene, seat: int, start: bool = True) -> str:
    """A seat as the one looking reads it: "You" (or "you") for their own seat, else its name
    (English, for the kits' own sentences: words of this module build whole sentences instead)."""
    if seat == table.viewer:
        return "You" if start else "you"
    return table.names[seat]


def sentence(words: str) -> str:
    """`words` ending as a sentence does (a full stop unless it ends with one already)."""
    return words if words.endswith((".", "!", "?")) else f"{words}."


def card_title(table: TableScene, card: str) -> str:
    return table.kit.cards.title(card) if card in table.kit.cards.looks else card.replace("_", " ")


def card_text(table: TableScene, card: str) -> str:
    return table.kit.cards.text(card) if card in table.kit.cards.looks else ""


# ---- the hand -----------------------------------------------------------------------------------
def hand_words(table: TableScene, full: bool = False) -> str:
    """The viewer's hand, slot by slot as the number keys pick them ("1 Defuse; 2 Nope, 2 of them")."""
    if table.viewer is None:
        return _(NOBODY_LOOKING)
    if table.viewer < 0:
        return _("You are watching: you hold no cards.")
    groups = table.hand.groups
    if not groups:
        return _("Your hand is empty.")
    parts = []
    for i, g in enumerate(groups):
        card = card_title(table, g.card)
        # TRANSLATORS: a slot of the hand as narration reads it: the number key that picks it and the card
        words = ngettext("{number} {card}", "{number} {card}, {n} of them", g.count).format(
            number=i + 1, card=card, n=i18n.format_number(g.count))
        if g.chosen:
            # TRANSLATORS: a slot of the hand that is chosen (to be played)
            words = _("{slot}, chosen").format(slot=words)
        if full:
            words = _("{slot}: {text}").format(slot=words, text=card_text(table, g.card))
        parts.append(words)
    total = sum(g.count for g in groups)
    # TRANSLATORS: {slots} are the hand's slots, e.g. "1 Defuse; 2 Nope, 2 of them"
    return ngettext("Your hand, {n} card: {slots}.", "Your hand, {n} cards: {slots}.", total).format(
        n=i18n.format_number(total), slots="; ".join(parts))


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
        lines.append(_("The game is over."))
    elif shown.current is not None:
        lines.append(turn_words(table, shown.current))
    lines.append(players_words(table))
    if shown.direction == -1:
        lines.append(_("Play goes the other way round."))
    return lines


def turn_words(table: TableScene, seat: int) -> str:
    """ "Your turn." or "Bea's turn."."""
    return _("Your turn.") if seat == table.viewer else _("{name}'s turn.").format(name=table.names[seat])


def possessive(table: TableScene, seat: int) -> str:
    """ "Your" or "Bea's" (English, for the kits' own sentences)."""
    return "Your" if seat == table.viewer else f"{table.names[seat]}'s"


def players_words(table: TableScene) -> str:
    """Each player with their number of cards, and the out word of those who are out."""
    shown = table.shown
    parts = []
    for seat, name in enumerate(table.names):
        n = shown.counts[seat]
        if seat == table.viewer:
            words = ngettext("you: {n} card", "you: {n} cards", n).format(n=i18n.format_number(n))
        else:
            words = ngettext("{name}: {n} card", "{name}: {n} cards", n).format(name=name, n=i18n.format_number(n))
        if not shown.alive[seat]:
            # TRANSLATORS: a player and the word for how they are out, e.g. "Bea: 0 cards, exploded"
            words = _("{player}, {out}").format(player=words, out=shown.out_word(seat).lower())
        parts.append(words)
    return _("Players: {players}.").format(players="; ".join(parts))


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
            words = _("{words}, key {key}").format(words=words, key=widget.hint)
        return words if widget.enabled else _("{words} (unavailable)").format(words=words)
    return widget.spoken()


def prompt_words(table: TableScene, full: bool = False) -> str | None:
    """What the viewer is asked now and the choices on screen; None when nothing is asked."""
    t = table
    if t.panel is not None:
        group = t.panel.group
        choices = [choice_words(w) or group.place_words(w) for w in group.widgets if w.focusable]
        # TRANSLATORS: what a panel asks, then its choices (separated by semicolons)
        return _("{prompt} Choices: {choices}.").format(prompt=t.panel.spoken(),
                                                        choices="; ".join(c for c in choices if c))
    if t.my_decision() is None and not t.in_window():
        return None
    words = status_words(t)
    choices = [choice_words(b) for b in t.bar_buttons]
    if choices:
        # TRANSLATORS: the table's status line, then the choices of its buttons (separated by semicolons)
        words = _("{status}. Choices: {choices}.").format(status=words, choices="; ".join(choices))
    more = [words]
    if any(g.choosable for g in t.hand.groups):
        more.append(_("Number keys choose cards from your hand; {key} reads it.").format(
            key=t.app.key_name("hear_hand")))
    if full:
        more.append(_("{key} describes the table.").format(key=t.app.key_name("hear_table")))
    return " ".join(more)


def status_words(table: TableScene) -> str:
    """The line over the middle of the table (the winner once there is one)."""
    shown = table.shown
    if shown.winner is not None:
        if shown.winner == table.viewer:
            return _("You win!")
        return _("{name} wins!").format(name=table.names[shown.winner])
    return table.status_words()


# ---- the log and the result ---------------------------------------------------------------------------
def recent_log(table: TableScene, n: int = 5) -> str:
    lines = table.log_lines()[-n:]
    if not lines:
        return _("Nothing has happened yet.")
    words = ngettext("The last {n} line of the log: {lines}", "The last {n} lines of the log: {lines}", len(lines))
    return words.format(n=i18n.format_number(len(lines)), lines=" ".join(sentence(line) for line in lines))


def result_words(table: TableScene, full: bool = False) -> str:
    from ..scenes.game_over import winners_heading

    result = table.match.result()
    winners = tuple(result.winners) if result else ()
    # TRANSLATORS: said at the end: {result} is e.g. "Bea wins!"
    words = _("Game over. {result}").format(result=winners_heading(winners, table.names, table.humans))
    return " ".join([words, *table.recap()]) if full else words
