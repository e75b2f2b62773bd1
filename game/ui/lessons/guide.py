"""Where the hint points: the one control a newcomer uses next for the action the lesson
awaits, at the Kittens and Herding Cats tables (their kits' bar buttons, hand, and decision panels).

`point(table, action)` reads only what is on the person's screen (their hand, the bar, the
open panel) and returns a `Pointer`: the widget, the focus group it lives in, and words for
it; None while there is nothing to choose yet (cards are still moving).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...engine import Action
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
    key: str = "Enter"  # the key that uses it once it has the focus


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
        return Pointer(table.bar_buttons[1], table.controls, "Choose Draw a card")
    if action.kind in ("play", "give", "bury", "declare", "hand"):
        return _hand(table, action)
    button = _bar_button(table, action)
    return None if button is None else Pointer(button, table.controls, f"Choose {button.label}")


def _in_window(table: TableScene, action: Action) -> Pointer | None:
    buttons = table.bar_buttons
    if action.kind in ("nope", "play", "challenge") and buttons and buttons[0].enabled:  # the answer button
        return Pointer(buttons[0], table.controls, f"Choose {buttons[0].label} (or press {table.app.key_name('nope')})")
    if action.kind == "pass" and len(buttons) > 1:
        return Pointer(buttons[1], table.controls, f"Choose {buttons[1].label}")
    return None


def _hand(table: TableScene, action: Action) -> Pointer | None:
    """Choose the action's cards one by one (taking back any other), then its button."""
    want = Counter(action.cards) if action.cards else Counter([action.card])  # give, bury: the one card
    have = Counter(table.hand.selection)
    art = table.kit.cards
    for group in table.hand.groups:
        if have[group.card] > want[group.card]:
            return Pointer(group, table.controls, f"Take back the {art.title(group.card)}: choose it again")
    for group in table.hand.groups:
        if have[group.card] < want[group.card]:
            more = " (one more)" if have[group.card] else ""
            return Pointer(group, table.controls, f"Choose your {art.title(group.card)}{more}")
    button = table.bar_buttons[0]
    return Pointer(button, table.controls, f"Choose {button.label}")


def _in_panel(table: TableScene, panel: Panel, action: Action | None) -> Pointer | None:
    group = panel.group
    if isinstance(panel, RevealPanel):
        return Pointer(panel.ok, group, f"Read it, then choose {panel.ok.label}")
    if action is None:
        return None
    own = panel.hint(action)  # a family's panel knows its own controls
    if own is not None:
        widget, words, key = own
        return Pointer(widget, group, words, key)
    options = [w for w in group.widgets if isinstance(w, IconButton)]
    card = _option_card(action)
    for w in options:
        if card is not None and w.card == card:
            return Pointer(w, group, f"Choose {w.label}")
    if action.target is not None:
        name = table.names[action.target]
        for w in options:
            if w.label.startswith((f"{name} (", f"Ask {name} (")):
                return Pointer(w, group, f"Choose {w.label}")
    for w in options:
        if action.kind in PANEL_WORDS and w.label.startswith(PANEL_WORDS[action.kind]):
            return Pointer(w, group, f"Choose {w.label}")
    back = next((w for w in group.widgets if isinstance(w, Button) and w.label == "Back"), None)
    return None if back is None else Pointer(back, group, "Not this: choose Back")


BAR_WORDS = {"accept": "Help ", "decline": "Decline", "forfeit": "Forfeit"}  # Kombat's bar: the button's words


def _bar_button(table: TableScene, action: Action) -> Button | None:
    words = BAR_WORDS.get(action.kind)
    return next((b for b in table.bar_buttons if words and b.label.startswith(words)), None)


# An option without a card of its own, by the words it starts with (Kombat's panels, Zombie's dying)
PANEL_WORDS = {"alone": "Fight alone", "keep": "Keep both", "die": "Die:"}


def _option_card(action: Action) -> str | None:
    """The card an option of a choice panel shows for `action`: the card named or taken, the card
    played (a Zombie Kitten, a NOW card answering)."""
    if action.card is not None:
        return action.card
    if action.kind in ("play", "take") and action.cards:
        return action.cards[0]
    return None
