"""A card button in a choice panel follows the one focus look: dark words on the focus fill."""

from __future__ import annotations

import pygame
import pytest

from game.ui.table.panels import IconButton
from game.ui.theme import PALETTES


def words_pixels(surface: pygame.Surface, rect: pygame.Rect, colour) -> int:
    area = rect.inflate(-rect.height * 2, -rect.height // 3)  # the words, right of the card icon
    return sum(1 for x in range(area.left, area.right) for y in range(area.top, area.bottom)
               if surface.get_at((x, y))[:3] == tuple(colour))


@pytest.mark.parametrize("palette", list(PALETTES))
def test_a_focused_card_button_has_dark_words_on_the_focus_fill(make_app, palette):
    app = make_app(palette=palette)
    pal = app.palette
    for style in ("normal", "primary"):
        button = IconButton("Put the Kitten here", lambda: None, card="defuse", style=style)
        button.rect = pygame.Rect(20, 20, 420, 60)
        surface = pygame.Surface((480, 100))
        button.draw(surface, app, True, False)
        assert surface.get_at((button.rect.right - 8, button.rect.centery))[:3] == tuple(pal.focus)
        assert words_pixels(surface, button.rect, pal.accent_text) > 20, (palette, style)
        assert words_pixels(surface, button.rect, pal.text) == 0 or pal.text == pal.accent_text


def test_a_shared_win_names_every_winner():
    from game.ui.scenes.game_over import winners_heading

    names = ["You", "Bea", "Cal"]
    assert winners_heading((1,), names, [0]) == "Bea wins!"
    assert winners_heading((0,), names, [0]) == "You win!"
    assert winners_heading((1, 2), names, [0]) == "Bea and Cal share the win!"
    assert winners_heading((1, 0), names, [0]) == "You and Bea share the win!"
    assert winners_heading((0, 1, 2), ["Ann", "Bea", "Cal"], [0, 1]) == "Ann, Bea, and Cal share the win!"
    assert winners_heading((), names, [0]) == "Game over"
