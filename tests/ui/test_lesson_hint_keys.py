"""A lesson's hint names the Enter key as all its hints do, in the reader's language (issue 39):
over a family's own panel it read a hard-coded English '[Enter]' (Herding's blind pick, Spanish
'Elegir la carta 2  [Enter]') or the keypad's Enter ('[Enter (Ziffernblock)]' over a Kittens panel
in German). An arrow key is named as settings name it ('[Pfeil nach rechts]'), not by the
panel's own words for the same key."""

from __future__ import annotations

import pygame
import pytest

from game.engine import Action
from game.settings import key_words
from game.ui.games.herding.panels import BlindPickPanel
from game.ui.games.kittens.panels import DigPanel, PlacePanel
from game.ui.games.kombat.kit import TreasurePanel
from game.ui.lessons.guide import _in_panel, enter_key


def _panels(app):
    yield BlindPickPanel(app, "Pick", "A card", 3, lambda i: None, 100), Action("pick", position=1)
    yield DigPanel(app, "tacocat", True, lambda: None, lambda: None, 100), Action("dig", position=0)
    take = Action("take", cards=("tabby-3",))  # Kombat's treasure choice: it named a hard-coded "Enter"
    treasure = TreasurePanel(app, "Take", [("Tabby 3", None, lambda: None)], [take], "")
    treasure.layout(pygame.Rect(0, 0, 1280, 720))
    yield treasure, take


@pytest.mark.parametrize("language, enter", [("es", "Intro"), ("de", "Enter")], indirect=["language"])
def test_a_panels_hint_names_enter_as_the_lesson_does(make_app, language, enter):
    app = make_app(size=(1280, 720))
    assert enter_key() == enter
    for panel, action in _panels(app):
        pointer = _in_panel(None, panel, action)
        assert pointer is not None and pointer.key == enter, (type(panel).__name__, pointer and pointer.key)


@pytest.mark.parametrize("language, right, left", [("es", "Flecha derecha", "Flecha izquierda"),
                                                   ("de", "Pfeil nach rechts", "Pfeil nach links")],
                         indirect=["language"])
def test_a_kittens_place_in_the_pile_hint_names_the_arrow_keys_as_settings_do(make_app, language, right, left):
    app = make_app(size=(1280, 720))
    panel = PlacePanel(app, "exploding_kitten", 6, lambda position: None, 100)
    panel.layout(pygame.Rect(0, 0, 1280, 720))
    assert _in_panel(None, panel, Action("place", position=2)).key == right == key_words("right")
    panel.position = 4
    assert _in_panel(None, panel, Action("place", position=3)).key == left == key_words("left")
