"""The box over a pointed-at card of your hand (its name and rules) is in the reader's language
(issue 39): in a Herding Cats lesson German read 'Show Cat' and its English rules there."""

from __future__ import annotations

import pytest
from test_language import drawn_words
from uikit import frames

from game.i18n import _
from game.rules.herding.cards import CARD_TYPES
from game.saves import Seat
from game.ui.table.hand import CardGroup
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match


@pytest.mark.parametrize("language", ["de"], indirect=True)
def test_the_pointed_cards_box_is_in_the_readers_language(make_app):
    app = make_app(size=(1280, 720))
    seats = [Seat("You", "human"), Seat("Mittens", "easy"), Seat("Biscuit", "easy")]
    table = TableScene(app, new_match("herding-cats", seats, {}, seed=4), seats, journal=False, pace=0.05)
    app.push(table)
    frames(app, 3, 0.05)
    group = next(g for g in table.hand.groups if isinstance(g, CardGroup))
    table.controls.index = table.controls.widgets.index(group)  # the focus on it: its box shows
    words = drawn_words(app)
    cards = table.kit.cards
    title, rules = cards.title(group.card), cards.text(group.card)
    english = CARD_TYPES[group.card].title  # the rules' English (the looks are made in the reader's language)
    assert title != english and _(english) == title  # (German names this card its own way)
    assert title in words, words
    assert english not in words and not any(rules.startswith(w) for w in words if w.startswith(english))
