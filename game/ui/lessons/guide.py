"""Where the hint points: the one control a newcomer uses next for the action the lesson
awaits, at the Kittens and Herding Cats tables (their kits' bar buttons, hand, and decision panels).

`point(table, action)` reads only what is on the person's screen (their hand, the bar, the
open panel) and returns a `Pointer`: the widget, the focus group it lives in, and words for
it; None while there is nothing to choose yet (cards are still moving).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...engine import Action
from ...i18n import N_, _, pgettext
from ..table.panels import IconButton, Panel, RevealPanel
from ..widgets import Button, FocusGroup, Widget

if TYPE_CHECKING:
    from ..table.scene import TableScene

@dataclass(frozen=True)
class Pointer:
    """The control to use next: `widget` in focus group `group`, with what to do with it."""

    widget: Widget
    group: FocusGroup
    words: str
    key: str = field(default_factory=lambda: enter_key())  # the key that uses it once it has the focus, in words


def enter_key() -> str:
    """The Enter key's name in the hint box."""
    # TRANSLATORS: the Enter key as the lesson's hint names it ("[Enter]"), as keyboards of your language print it
    return pgettext("the key", "Enter")


def point(table: TableScene, action: Action | None) -> Pointer | None:
    """The control for `action` now, or None."""
    if table.panel is not None:
        return _in_panel(table, table.panel, action)
    if action is None or not table.synced or table.anims.blocking:
        return None
    if table.in_window():
        return _in_window(table, action)
    decision = table.my_decision()
    if decision is None or not table.bar_buttons:
        return None
    if action.kind == "draw" and len(table.bar_buttons) > 1:
        return Pointer(table.bar_buttons[1], table.controls, _choose(table.bar_buttons[1]))
    if action.kind in ("play", "give", "bury", "declare", "hand"):
        return _hand(table, action)
    button = _bar_button(table, action)
    return None if button is None else Pointer(button, table.controls, _choose(button))


def _in_window(table: TableScene, action: Action) -> Pointer | None:
    buttons = table.bar_buttons
    if action.kind in ("nope", "play", "challenge") and buttons and buttons[0].enabled:  # the answer button
        # TRANSLATORS: the lesson's hint at the answer button; {label} is the button's words, {key} a key's name
        words = _("Choose {label} (or press {key})").format(label=buttons[0].label, key=table.app.key_name("nope"))
        return Pointer(buttons[0], table.controls, words)
    if action.kind == "pass" and len(buttons) > 1:
        return Pointer(buttons[1], table.controls, _choose(buttons[1]))
    return None


def _hand(table: TableScene, action: Action) -> Pointer | None:
    """Choose the action's cards one by one (taking back any other), then its button."""
    want = Counter(action.cards) if action.cards else Counter([action.card])  # give, bury: the one card
    have = Counter(table.hand.selection)
    art = table.kit.cards
    for group in table.hand.groups:
        if have[group.card] > want[group.card]:
            # TRANSLATORS: a lesson's hint; {card} is a card's name
            return Pointer(group, table.controls, _("Take back the {card}: choose it again").format(
                card=art.title(group.card)))
    for group in table.hand.groups:
        if have[group.card] < want[group.card]:
            # TRANSLATORS: a lesson's hint; {card} is a card's name
            words = _("Choose your {card} (one more)") if have[group.card] else _("Choose your {card}")
            return Pointer(group, table.controls, words.format(card=art.title(group.card)))
    button = table.bar_buttons[0]
    return Pointer(button, table.controls, _choose(button))


def _choose(widget: Widget) -> str:
    """The hint to choose a control by its words."""
    # TRANSLATORS: a lesson's hint; {label} is the words of the button or choice to use
    return _("Choose {label}").format(label=widget.label)


def _in_panel(table: TableScene, panel: Panel, action: Action | None) -> Pointer | None:
    group = panel.group
    if isinstance(panel, RevealPanel):
        # TRANSLATORS: a lesson's hint; {label} is the words of the button that closes what is shown
        return Pointer(panel.ok, group, _("Read it, then choose {label}").format(label=panel.ok.label))
    if action is None:
        return None
    own = panel.hint(action)  # a family's panel knows its own controls
    if own is not None:
        widget, words, key = own
        return Pointer(widget, group, words, key or enter_key())
    options = [w for w in group.widgets if isinstance(w, IconButton)]
    card = _option_card(action)
    for w in options:
        if card is not None and w.card == card:
            return Pointer(w, group, _choose(w))
    if action.target is not None:
        name = re.compile(rf"(^|\W){re.escape(table.names[action.target])}(\W|$)")
        for w in options:
            if name.search(w.label):  # a seat's option names it ("Bea (3 cards)", "Ask Bea (...)")
                return Pointer(w, group, _choose(w))
    for w in options:
        if action.kind in PANEL_WORDS and w.label.startswith(_words(PANEL_WORDS[action.kind])):
            return Pointer(w, group, _choose(w))
    back = next((w for w in group.widgets if isinstance(w, Button) and w.label in _words(N_("Back"))), None)
    return None if back is None else Pointer(back, group, _("Not this: choose {label}").format(label=back.label))


# Kombat's bar: the button's words, as the table writes them (a label starts with the words before
# its first placeholder)
BAR_WORDS = {"accept": N_("Help {name}"), "decline": N_("Decline"), "forfeit": N_("Forfeit")}


def _bar_button(table: TableScene, action: Action) -> Button | None:
    words = BAR_WORDS.get(action.kind)
    starts = tuple(w.split("{")[0] for w in _words(words)) if words else None
    return next((b for b in table.bar_buttons if starts is not None and b.label.startswith(starts)), None)


def _words(english: str) -> tuple[str, str]:
    """A control's words as the table writes them: translated, or still English where its part of the
    table has not been translated yet."""
    return _(english), english


# An option without a card of its own, by its words (Kombat's panels, Zombie's dying), as the table writes them
PANEL_WORDS = {"alone": N_("Fight alone"), "keep": N_("Keep both"),
               "die": N_("Die: keep your hand and answer from the grave")}


def _option_card(action: Action) -> str | None:
    """The card an option of a choice panel shows for `action`: the card named or taken, the card
    played (a Zombie Kitten, a NOW card answering)."""
    if action.card is not None:
        return action.card
    if action.kind in ("play", "take") and action.cards:
        return action.cards[0]
    return None
