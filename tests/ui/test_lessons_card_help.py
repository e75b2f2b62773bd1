"""Each card's rules one key away (F1): the card the mouse points at, else the focused one, at a
game's table, in a decision panel and in a lesson; F1 or Esc closes them."""

from __future__ import annotations

import pygame
from lesson_keys import follow_hints
from uikit import frames, key

from game.i18n import SOURCE, _, speaking
from game.rules.kittens.examples import EXAMPLES
from game.saves import Seat
from game.ui.lessons.catalogue import lessons
from game.ui.lessons.table import start as start_lesson
from game.ui.scenes.card_help import CardHelpScene
from game.ui.scenes.rules import CardRule
from game.ui.table.hand import CardGroup
from game.ui.table.panels import IconButton
from game.ui.table.scene import TableScene
from game.ui.table.setup import new_match


def table_with_a_hand(app) -> TableScene:
    seats = [Seat("You", "human"), Seat("Mittens", "easy"), Seat("Biscuit", "easy")]
    table = TableScene(app, new_match("exploding-kittens", seats, {}, seed=7), seats, pace=0.05)
    app.push(table)
    for _i in range(600):
        frames(app, 1, 1 / 20)
        if table.hand.groups and table.synced and not table.anims.blocking:
            return table
    raise AssertionError("no hand was dealt")


def shown_card(app) -> str:
    top = app.stack.top
    assert isinstance(top, CardHelpScene)
    return top.card


def test_f1_on_the_focused_hand_card_shows_its_rules_and_example(app):
    table = table_with_a_hand(app)
    group = table.hand.groups[-1]
    table.controls.focus(group)
    key(app, pygame.K_F1)
    frames(app, 2)
    assert shown_card(app) == group.card
    help_scene = app.stack.top
    rule = next(w for w in help_scene.group.widgets if isinstance(w, CardRule))
    look = table.kit.cards.looks[group.card]
    assert help_scene.heading == look.title and rule.entry.rule == look.text
    assert rule.entry.examples == ((_(EXAMPLES[group.card]),) if group.card in EXAMPLES else ())
    assert rule.faces and rule.faces[0].width > 0  # the card's face is drawn beside its rule
    key(app, pygame.K_F1)  # F1 again closes it
    frames(app, 2)
    assert app.stack.top is table


def test_f1_prefers_the_card_the_mouse_points_at(app):
    table = table_with_a_hand(app)
    assert len(table.hand.groups) >= 2
    focused, pointed = table.hand.groups[0], table.hand.groups[1]
    table.controls.focus(focused)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pointed.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    key(app, pygame.K_F1)  # in the same frame: a CPU's move may lay the table out again meanwhile
    frames(app, 2)
    assert shown_card(app) == pointed.card
    key(app, pygame.K_ESCAPE)  # Esc closes it too, back to the game
    frames(app, 2)
    assert app.stack.top is table


def test_f1_on_a_card_in_a_decision_panel(app):
    table = start_lesson(app, lessons("exploding-kittens")[4], pace=0.2)  # combos: three of a kind names a card

    def naming() -> bool:
        return table.panel is not None and any(isinstance(w, IconButton) and w.card for w in table.panel.group.widgets)

    follow_hints(app, table, until=naming)
    option = next(w for w in table.panel.group.widgets if isinstance(w, IconButton) and w.card == "defuse")
    table.panel.group.focus(option)
    key(app, pygame.K_F1)
    frames(app, 2)
    assert shown_card(app) == "defuse"


def test_f1_in_a_lesson_on_the_pointed_card(app):
    table = start_lesson(app, lessons("exploding-kittens")[2], pace=0.2)  # Attack and Skip
    app.stack.top.begin()
    for _i in range(600):
        frames(app, 1, 1 / 30)
        if table.pointer is not None:
            break
    assert isinstance(table.pointer.widget, CardGroup) and table.pointer.widget.card == "attack"
    key(app, pygame.K_F1)  # the hint pointed there and the focus followed: its rules
    frames(app, 2)
    assert shown_card(app) == "attack"
    frames(app, 30)
    key(app, pygame.K_F1)
    frames(app, 2)
    assert app.stack.top is table and table.cursor.at == 0  # nothing was played meanwhile


def test_f1_with_no_card_pointed_or_focused_does_nothing(app):
    table = table_with_a_hand(app)
    table.controls.index = -1
    key(app, pygame.K_F1)
    frames(app, 2)
    assert app.stack.top is table


def test_the_card_under_the_mouse_in_the_discard_pile_and_on_the_rules_pages(app):
    from game.ui.games.kittens.cards import CARDS
    from game.ui.scenes.card_help import pointed
    from game.ui.scenes.discard import CardRow, DiscardScene
    from game.ui.scenes.rules import RulesScene

    scene = DiscardScene(app, ["attack", "skip", "nope"], CARDS)
    app.push(scene)
    frames(app)
    row = next(w for w in scene.group.widgets if isinstance(w, CardRow))
    w = CardRow.card_w(app)
    step = w + app.metrics.px(8)
    assert pointed(app, (row.rect.left + w // 2, row.rect.centery)) == ("kittens", "nope")  # newest first
    assert pointed(app, (row.rect.left + step + w // 2, row.rect.centery)) == ("kittens", "skip")
    assert pointed(app, (row.rect.left + w + 2, row.rect.centery)) is None  # the gap between two faces
    app.pop()
    rules = RulesScene(app, "exploding-kittens")
    app.push(rules)
    frames(app)
    viewport = rules.group.viewport
    for _i in range(40):  # down the page to the first card drawn whole
        shown = [w for w in rules.group.widgets if isinstance(w, CardRule) and w.faces
                 and viewport.contains(w.faces[0])]
        if shown:
            break
        key(app, pygame.K_PAGEDOWN)
        frames(app)
    rule = shown[0]
    assert pointed(app, rule.faces[0].center) == ("kittens", rule.entry.cards[0])


def test_f1_on_a_kombat_card_in_a_lesson_shows_its_example(app):
    from game.rules.kombat.examples import example
    from game.ui.games.kombat.cards import CARDS

    lesson = next(one for one in lessons("kombat-kittens") if one.id == "dogfight")
    table = start_lesson(app, lesson, pace=0.2)
    follow_hints(app, table, until=lambda: table.pointer is not None and isinstance(table.pointer.widget, CardGroup))
    card = table.pointer.widget.card
    key(app, pygame.K_F1)
    frames(app, 2)
    assert shown_card(app) == card
    rule = next(w for w in app.stack.top.group.widgets if isinstance(w, CardRule))
    assert rule.entry.examples == (CARDS.looks[card].example,)
    with speaking(SOURCE):
        assert "straight" in example(card)  # the Dogfight's card: its example makes a straight


def test_f1_after_choosing_a_card_by_its_number_shows_the_chosen_card(app):
    """A number key chooses a card and moves the focus to Play: F1 there tells the chosen card."""
    table = table_with_a_hand(app)
    for _i in range(600):
        if table.my_decision() is not None and table.hand.groups and table.hand.groups[0].choosable:
            break
        frames(app, 1, 1 / 20)
    card = table.hand.groups[0].card
    key(app, pygame.K_1)
    frames(app, 2)
    assert table.hand.chosen_cards() == (card,) and not isinstance(table.controls.focused, CardGroup)
    key(app, pygame.K_F1)
    frames(app, 2)
    assert shown_card(app) == card
