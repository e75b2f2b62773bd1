"""The count badge and the "chosen" badge of a hand card never cover each other, nor the card's words."""

from __future__ import annotations

import pygame
import pytest

from game.ui import cards_art
from game.ui.games import load_kits
from game.ui.table.hand import CardGroup, HandView


@pytest.mark.parametrize(("width", "scale"), [(56, 1.0), (56, 2.0), (90, 2.0), (160, 1.0)])
def test_count_and_chosen_badges_never_overlap(make_app, width, scale):
    app = make_app(text_scale=scale)
    load_kits()  # the families register their card art
    hand = HandView(lambda: None, cards_art.card_sets()[0])
    group = CardGroup(hand, "tacocat", 3)
    hand.selection = {"tacocat": 2}
    card = pygame.Rect(100, 300, width, round(width * 1.4))
    boxes = [box for _words, box, _size in group.badges(app.metrics, card)]
    assert len(boxes) == 2
    assert not boxes[0].colliderect(boxes[1])
    lay = cards_art.card_sets()[0].layout("tacocat", width)
    words = [lay.title.move(card.topleft), lay.kind.move(card.topleft)]
    for box in boxes:  # above the card, or (too narrow for both there) on its picture: clear of its words
        assert box.bottom <= card.top or (card.top <= box.top <= box.bottom <= card.bottom
                                          and box.collidelist(words) < 0)
